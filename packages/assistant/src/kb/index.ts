import type { Topic } from '../types.ts';
import { FIGURES } from './figures.ts';
import { HEALTH } from './health.ts';
import { INSURANCE_AND_LEGACY } from './insurance-legacy.ts';
import { MASSACHUSETTS_AND_FIRM } from './massachusetts-firm.ts';
import { RETIREMENT } from './retirement.ts';
import { SOCIAL_SECURITY } from './social-security.ts';
import { TAX } from './tax.ts';

/** The written parts of a topic, in answer order; figures are still placeholders. */
export function topicText(t: Topic): string[] {
  return [t.summary, ...t.steps, ...t.benefits, ...t.risks, ...t.next];
}

/** Every topic, in a fixed order (ties in ranking go to the earlier one). */
export const TOPICS: readonly Topic[] = [
  ...RETIREMENT,
  ...SOCIAL_SECURITY,
  ...HEALTH,
  ...TAX,
  ...INSURANCE_AND_LEGACY,
  ...MASSACHUSETTS_AND_FIRM,
];

/** 32-bit FNV-1a, enough to tell knowledge-base revisions apart. */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** The content as hashed: topics (with the source of the answers they work out) and figures. */
export function kbContent(): string {
  return JSON.stringify({ TOPICS, FIGURES }, (_key, value) =>
    typeof value === 'function' ? String(value) : value,
  );
}

/** Figures are for this year; the hash changes with any edit to the content. */
export const KB_VERSION = `2026-${fnv1a(kbContent())}`;
