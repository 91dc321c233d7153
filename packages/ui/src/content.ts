import type { IconName } from './icons.tsx';

export interface ReassuranceItem {
  title: string;
  description: string;
  icon: IconName;
}

export interface ServiceItem {
  title: string;
  body: string;
  icon: IconName;
  /** URL of the illustration. */
  image: string;
  imageAlt: string;
}

export interface FormulaStep {
  title: string;
  description: string;
}

/** The firm's mission, the page's heading. */
export const MISSION_LINE = 'We help people retire and stay retired.';

/** The header's links to the page's sections, with their labels, in the order shown. */
export const NAV_LINKS = [
  { href: '#home', label: 'Home' },
  { href: '#services', label: 'Services' },
  { href: '#formula', label: 'Four-Step Formula' },
  { href: '#chat', label: 'Chat Now' },
  { href: '#contact', label: 'Contact' },
] as const;
