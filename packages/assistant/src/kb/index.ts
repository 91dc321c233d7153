/**
 * The knowledge base: the topics compiled from `content/*.md` (see `scripts/content.ts`), with
 * each point's calculator resolved to its worked answer.
 */
import { CALCULATORS, NEEDS, TOPIC_WORKED } from '../calc/index.ts';
import type { Details, Point, Source, Topic } from '../types.ts';
import { FIGURE_DATA, SOURCES, TOPIC_DATA } from './content.gen.ts';

const source = (key: string): Source => {
  const { title, url } = SOURCES[key as keyof typeof SOURCES];
  return { title, url };
};

const ISSUERS = new Map<string, string>(Object.values(SOURCES).map((s) => [s.url, s.issuer]));

/** The short name of a page's issuer ("IRS", "SSA", "Medicare.gov"), shown in Sources lists. */
export function issuerOf(source: Source): string {
  return ISSUERS.get(source.url) ?? source.title.split(':')[0] ?? source.title;
}

/** The written parts of a topic, in answer order; figures are still placeholders. */
export function topicText(t: Topic): string[] {
  return [t.summary, ...t.steps, ...t.benefits, ...t.risks, ...t.next];
}

/** The details a worked answer needs, as the content lists them where a topic's point names it. */
function usesOf(calculator: string): readonly (keyof Details)[] {
  for (const t of TOPIC_DATA)
    for (const p of t.points ?? []) if (p.calculator === calculator && p.uses) return p.uses;
  return [];
}

/** Every topic, in a fixed order (ties in ranking go to the earlier one). */
export const TOPICS: readonly Topic[] = TOPIC_DATA.map((t) => ({
  id: t.id,
  title: t.title,
  area: t.area,
  questions: [...t.questions],
  keywords: [...t.keywords],
  summary: t.summary,
  ...(t.ask ? { ask: t.ask } : {}),
  ...(t.presumes ? { presumes: t.presumes } : {}),
  points: [
    ...(t.points ?? []).map(
      (p): Point => ({
        asks: [...p.asks],
        says: p.calculator ? (CALCULATORS[p.calculator] as Point['says']) : (p.says as string),
        ...(p.uses ? { uses: p.uses } : {}),
        ...(p.belief ? { belief: true as const } : {}),
        ...(p.onlyWorked ? { onlyWorked: true as const } : {}),
        ...(p.presumes ? { presumes: p.presumes } : {}),
        ...(p.calculator && NEEDS[p.calculator] ? { needs: NEEDS[p.calculator] } : {}),
      }),
    ),
    // A worked answer the topic gives for its own questions when the visitor's facts complete it.
    ...(TOPIC_WORKED[t.id] ?? [])
      .filter((name) => !t.points?.some((p) => p.calculator === name))
      .map(
        (name): Point => ({
          asks: [t.title, ...t.questions],
          says: CALCULATORS[name] as Point['says'],
          needs: NEEDS[name] ?? [usesOf(name)],
          onlyWorked: true,
        }),
      ),
  ],
  steps: [...t.steps],
  benefits: [...t.benefits],
  risks: [...t.risks],
  next: [...t.next],
  sources: t.sources.map(source),
}));

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
  return JSON.stringify({ TOPICS, FIGURE_DATA }, (_key, value) =>
    typeof value === 'function' ? String(value) : value,
  );
}

/** Figures are for this year; the hash changes with any edit to the content. */
export const KB_VERSION = `2026-${fnv1a(kbContent())}`;
