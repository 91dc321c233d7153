/**
 * Decides what a topic answer says, for both the embedded answers and the LLM grounding: the
 * direct answer to the question as asked (worked out for this visitor where it can be), a human
 * opening when the visitor is grieving, scared, laid off or ill, only the parts that fit the
 * question, and nothing the conversation has already shown.
 */
import { type Figure, fill } from './kb/figures.ts';
import { rankPoints } from './retrieve.ts';
import { words } from './text.ts';
import type { HistoryTurn, Point, Source, Topic } from './types.ts';
import type { Feeling, Understanding } from './understand.ts';

/** The opening sentence for a visitor who says how they feel. */
export const TONE: Record<Feeling, string> = {
  grief: "I'm so sorry for your loss.",
  illness: "I'm sorry you're facing this; it's a lot to carry.",
  layoff: "I'm sorry about your job; that's a hard thing to go through.",
  fear: "That worry is understandable, and you're not alone in it.",
};

/** Opens a hand-off: what we cannot do, before the general facts that help. */
export const HANDOFF_LEAD =
  "I can't recommend a specific company, product or contract, or tell you when to buy or sell; a licensed professional should look at that with you.";

/** A line whose words the direct answer mostly already says adds nothing after it. */
const RESTATES = 0.6;

/** How many lines of each part a first answer shows, by what the question wants. */
const PART_LINES = { fact: 3, how: 4, decide: 2, asked: 3 } as const;

export interface Composition {
  topic: Topic;
  tone?: string;
  /** The direct answer, one to three sentences. */
  lead: string;
  steps: string[];
  benefits: string[];
  risks: string[];
  /** Topic-specific next actions; the call to the firm is added when rendering. */
  next: string[];
  /** Every page the answer rests on, each once. */
  sources: Source[];
  /** The conversation already covered this subject. */
  followUp: boolean;
}

/** Plain lower-case text, to tell whether a line was already shown in the conversation. */
function plain(text: string): string {
  return text
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[*_#[\]`>]/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .trim();
}

/** How much more a point counts when the visitor gave every detail it works its answer out from. */
const WORKED_OUT_PREFERENCE = 2;

function givesAll(point: Point, u: Understanding): boolean {
  const uses = point.uses ?? [];
  return (
    uses.length > 0 &&
    uses.every((key) => {
      const value = u.details[key];
      return Array.isArray(value) ? value.length > 0 : value !== undefined;
    })
  );
}

function say(point: Point, u: Understanding): string {
  return typeof point.says === 'string' ? point.says : point.says(u.details);
}

export function compose(u: Understanding, history: readonly HistoryTurn[]): Composition | null {
  const topic = u.matches[0]?.topic;
  if (!topic) return null;
  const earlier = history
    .filter((t) => t?.role === 'ai' && typeof t.content === 'string')
    .map((t) => plain(t.content));
  const figures = new Set<Figure>();
  const render = (line: string): string => {
    const filled = fill(line);
    for (const f of filled.figures) figures.add(f);
    return filled.text;
  };
  const shown = (line: string): boolean => {
    if (earlier.length === 0) return false;
    const p = plain(fill(line).text);
    return p.length >= 20 && earlier.some((e) => e.includes(p));
  };
  const followUp = u.followUp || shown(topic.summary);
  const context = history
    .filter((t) => t?.role === 'user' && typeof t.content === 'string')
    .slice(-2)
    .map((t) => t.content.slice(0, 500));
  const ranked = rankPoints(topic, u.text, followUp ? context : [])
    .map((m) => ({ ...m, score: m.score * (givesAll(m.point, u) ? WORKED_OUT_PREFERENCE : 1) }))
    .sort((a, b) => b.score - a.score);
  const isNew = (m: { point: Point }) => !shown(say(m.point, u));
  // The best match not shown yet, else the first point not shown (the general answer in a first
  // reply); everything shown already, the best match is said again rather than nothing.
  const chosen = ranked.find((m) => m.score > 0 && isNew(m)) ?? ranked.find(isNew) ?? ranked[0];
  const lead = render(say(chosen?.point ?? { asks: [], says: topic.summary }, u));

  // The parts follow only with lines not shown before and not already said by the lead.
  const leadWords = new Set(words(lead));
  const restates = (line: string): boolean => {
    const ws = words(fill(line).text);
    return ws.length > 0 && ws.filter((w) => leadWords.has(w)).length / ws.length >= RESTATES;
  };
  const fresh = (lines: readonly string[], max: number): string[] =>
    lines
      .filter((l) => !shown(l) && !restates(l))
      .slice(0, max)
      .map(render);

  const parts = { steps: [] as string[], benefits: [] as string[], risks: [] as string[] };
  if (u.partAsked) {
    parts[u.partAsked] = fresh(topic[u.partAsked], PART_LINES.asked);
  } else if (u.kind === 'handoff') {
    parts.risks = fresh(topic.risks, PART_LINES.decide);
  } else if (!followUp) {
    if (u.intent === 'decide') {
      parts.benefits = fresh(topic.benefits, PART_LINES.decide);
      parts.risks = fresh(topic.risks, PART_LINES.decide);
    } else {
      parts.steps = fresh(topic.steps, PART_LINES[u.intent]);
    }
  }
  const next = u.kind === 'handoff' ? [] : fresh(topic.next, 1);

  const sources = new Map<string, Source>();
  for (const s of topic.sources) sources.set(s.url, s);
  for (const f of figures) sources.set(f.source.url, f.source);
  return {
    topic,
    tone: u.feeling ? TONE[u.feeling] : undefined,
    lead: u.kind === 'handoff' ? `${HANDOFF_LEAD} ${lead}` : lead,
    ...parts,
    next,
    sources: [...sources.values()],
    followUp,
  };
}
