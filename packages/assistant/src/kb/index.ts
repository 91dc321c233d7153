import type { Source, Topic } from '../types.ts';
import { HEALTH } from './health.ts';
import { INSURANCE_AND_LEGACY } from './insurance-legacy.ts';
import { MASSACHUSETTS_AND_FIRM } from './massachusetts-firm.ts';
import { RETIREMENT } from './retirement.ts';
import { SOCIAL_SECURITY } from './social-security.ts';
import { S } from './sources.ts';
import { TAX } from './tax.ts';

const SOURCE_BY_URL = new Map<string, Source>(Object.values(S).map((s) => [s.url, s]));

/** The written parts of a topic, in answer order. */
export function topicText(t: Topic): string[] {
  return [t.summary, ...t.steps, ...t.benefits, ...t.risks, ...t.next];
}

/** The topic's own sources followed by every source its text links to, each once. */
function withLinkedSources(t: Topic): Topic {
  const urls = [...t.sources.map((s) => s.url)];
  for (const line of topicText(t)) {
    for (const m of line.matchAll(/\]\((https:\/\/[^)\s]+)\)/g)) urls.push(m[1] as string);
  }
  const sources = [...new Set(urls)].map((url) => {
    const source = SOURCE_BY_URL.get(url);
    if (!source) throw new Error(`Knowledge base links to an unregistered source: ${url}`);
    return source;
  });
  return { ...t, sources };
}

/** Every topic, in a fixed order (ties in ranking go to the earlier one). */
export const TOPICS: readonly Topic[] = [
  ...RETIREMENT,
  ...SOCIAL_SECURITY,
  ...HEALTH,
  ...TAX,
  ...INSURANCE_AND_LEGACY,
  ...MASSACHUSETTS_AND_FIRM,
].map(withLinkedSources);

/** 32-bit FNV-1a, enough to tell knowledge-base revisions apart. */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Figures are for this year; the hash changes with any edit to the content. */
export const KB_VERSION = `2026-${fnv1a(JSON.stringify(TOPICS))}`;
