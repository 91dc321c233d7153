import type { IconName } from './icons.tsx';

/** The firm's details, as printed on the page. */
export interface Firm {
  name: string;
  /** As printed, e.g. `(617) 555-0142`. */
  phone: string;
  email: string;
  address: { street: string; locality: string; region: string; postalCode: string };
  /** The founder's biography, one string per paragraph. */
  founderBio: readonly string[];
}

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

/** The header's links to the page's sections, with their labels, in the order shown. */
export const NAV_LINKS = [
  { href: '#home', label: 'Home' },
  { href: '#services', label: 'Services' },
  { href: '#formula', label: 'Four-Step Formula' },
  { href: '#chat', label: 'Chat Now' },
  { href: '#contact', label: 'Contact' },
] as const;
