/**
 * What the assistant could not fully answer, for whoever keeps its knowledge base:
 *
 *   pnpm transcripts gaps --since DATE [--until DATE] [--format text|csv|jsonl]
 *
 * Reads the answered turns in [since, until) that were a partial answer, held back a yes/no or a
 * figure, had no ready answer, were out of scope, were handed off without a topic, or whose LLM
 * reply failed the figure check. Turns asking the same thing are one group: turns the engine
 * answered from the same facet of a topic, and turns whose words (the engine's own: stemmed,
 * without stop words) are alike, whatever
 * topic the engine reached for. Groups come most asked first, each with its count, why its turns
 * fell short, the topic the engine answered at least half of them from or else the topic of today's
 * content nearest to them, and three of its wordings: the visitor's messages as recorded, so
 * with personal data already removed. Nothing else of a turn is read.
 */
import { TOPICS } from '@firm/assistant/kb/index.ts';
import { buildQuery, search, topicHas } from '@firm/assistant/retrieve.ts';
import { words } from '@firm/assistant/text.ts';
import type { Db } from '../functions/_shared/db/db.ts';
import { csvLine } from './csv.ts';

/** Why a turn was not fully answered, in the order one is chosen when several hold. */
export const REASONS = {
  figure_check: 'the LLM reply failed the figure check',
  no_answer: 'no ready answer',
  out_of_scope: 'out of scope',
  handoff: 'handed off without a topic',
  partial: 'partial answer',
  abstained: 'held back a yes/no or a figure',
} as const;
export type Reason = keyof typeof REASONS;

/** A need the assistant did not fully meet: the turns that asked it, most asked first. */
export interface Gap {
  count: number;
  reasons: Partial<Record<Reason, number>>;
  /** The topic the turns were answered from, or else the nearest one; null when none is near. */
  topic: string | null;
  /** True when the engine answered from `topic`, false when it is only the nearest. */
  answered_from: boolean;
  facet: string | null;
  /** Up to three wordings, most frequent first, as recorded (redacted). */
  examples: string[];
  /** The newest of its turns (ISO 8601, UTC). */
  last_seen: string;
}

export interface GapReport {
  since: Date;
  until: Date;
  /** Answered turns in the range, and those recorded before turns kept how they were handled. */
  answered: number;
  unrecorded: number;
  gaps: Gap[];
}

/** One wording of one reason in one topic and facet, as the database groups them. */
interface Wording extends Record<string, unknown> {
  topic: string | null;
  facet: string | null;
  message: string;
  reason: Reason;
  n: number;
  last_seen: string;
}

/** How alike two wordings' words must be (the cosine of their weights) to be one need. */
const ALIKE = 0.4;
/**
 * Wordings assumed seen besides the report's own, in none of which a word occurs: a small report
 * weighs its words nearly alike, a large one by how rare each is.
 */
const PRIOR = 100;
/** The share of a group's words a topic must speak of to be near it. */
const NEAR = 0.5;
/** What redaction puts in place of personal data: no part of what was asked. */
const REMOVED = /\[[^\]]*\bremoved\]/g;

/** The turns not fully answered in the range, one row per wording, reason, topic and facet. */
async function readWordings(db: Db, since: Date, until: Date): Promise<Wording[]> {
  return await db.query<Wording>(
    `select topic, facet, message_redacted as message, reason, count(*)::int as n,
       to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_seen
     from (
       select topic, facet, message_redacted, created_at, case
           when figure_check = 'fell_back' then 'figure_check'
           when answer_kind = 'fallback' then 'no_answer'
           when answer_kind = 'out_of_scope' then 'out_of_scope'
           when answer_kind = 'handoff' and topic is null then 'handoff'
           when answer_kind = 'partial' then 'partial'
           when abstained then 'abstained'
         end as reason
       from public.chat_turns
       where created_at >= $1::timestamptz and created_at < $2::timestamptz
         and status = 'answered'
         -- The predicate of the chat_turns_gaps index, so only those turns are read.
         and (abstained or figure_check = 'fell_back'
           or answer_kind in ('partial', 'fallback', 'out_of_scope', 'handoff'))
     ) t
     where reason is not null
     group by topic, facet, message_redacted, reason`,
    [since.toISOString(), until.toISOString()],
  );
}

/** Weights of words, at unit length (a text's, or a group's). */
type Vector = Map<string, number>;

function unit(vector: Vector): Vector {
  const norm = Math.hypot(...vector.values());
  for (const [word, weight] of vector) vector.set(word, weight / norm);
  return vector;
}

/** A wording's words, each once. */
const wordsOf = ({ message }: Pick<Wording, 'message'>) =>
  new Set(words(message.replace(REMOVED, ' ')));

/**
 * Each wording's words, weighted by how rare each is among all the wordings: what visitors add
 * around many questions ("quick question", "I'm 66 and retired") weighs little, what sets one
 * need apart weighs much.
 */
function weigh(sets: readonly Set<string>[]): Vector[] {
  const df = new Map<string, number>();
  for (const set of sets) for (const word of set) df.set(word, (df.get(word) ?? 0) + 1);
  return sets.map((set) =>
    unit(
      new Map(
        [...set].map((word) => [
          word,
          Math.log(1 + (sets.length + PRIOR) / ((df.get(word) ?? 0) + 1)),
        ]),
      ),
    ),
  );
}

function cosine(a: Vector, b: Vector): number {
  let sum = 0;
  for (const [word, weight] of a) sum += weight * (b.get(word) ?? 0);
  return sum;
}

/** Wordings known to ask one thing: those the engine answered from one facet, or one alone. */
interface Unit {
  members: Wording[];
  vector: Vector;
  turns: number;
}

function units(wordings: readonly Wording[]): Unit[] {
  const byKey = new Map<string, Unit>();
  const vectors = weigh(wordings.map(wordsOf));
  wordings.forEach((w, i) => {
    const key = w.facet === null ? `#${i}` : `${w.topic}\u0000${w.facet}`;
    const found: Unit = byKey.get(key) ?? { members: [], vector: new Map(), turns: 0 };
    byKey.set(key, found);
    found.members.push(w);
    found.turns += w.n;
    for (const [word, weight] of vectors[i] as Vector) {
      found.vector.set(word, (found.vector.get(word) ?? 0) + weight * w.n);
    }
  });
  return [...byKey.values()].map((u) => ({ ...u, vector: unit(u.vector) }));
}

/**
 * Groups the wordings by need, whatever topic the engine reached for (a question it could not
 * answer is often sent to a different topic each time): most asked first, each joins the group
 * whose first unit it is most alike to, if alike enough, else starts one. Deterministic for the
 * same record.
 */
function group(wordings: readonly Wording[]): Wording[][] {
  const ordered = units(wordings).sort(
    (a, b) =>
      b.turns - a.turns ||
      ((a.members[0] as Wording).message < (b.members[0] as Wording).message ? -1 : 1),
  );
  const groups: { leader: Vector; members: Wording[] }[] = [];
  /** For each word, the groups whose leader has it. */
  const byWord = new Map<string, typeof groups>();
  for (const { vector, members } of ordered) {
    let home: (typeof groups)[number] | undefined;
    let best = 0;
    const seen = new Set<(typeof groups)[number]>();
    for (const word of vector.keys()) {
      for (const candidate of byWord.get(word) ?? []) {
        if (seen.has(candidate)) continue;
        seen.add(candidate);
        const score = cosine(vector, candidate.leader);
        if (score >= ALIKE && score > best) [best, home] = [score, candidate];
      }
    }
    // Wordings with no words (only punctuation or removed data) are one group.
    if (vector.size === 0) home = groups.find((g) => g.leader.size === 0);
    if (home) {
      home.members.push(...members);
      continue;
    }
    const made = { leader: vector, members: [...members] };
    groups.push(made);
    for (const word of vector.keys()) {
      const list = byWord.get(word);
      if (list) list.push(made);
      else byWord.set(word, [made]);
    }
  }
  return groups.map((g) => g.members);
}

/**
 * The topic of today's content nearest to what a group asked: the engine's best match for its
 * wordings, if that topic speaks of at least half of the words they use.
 */
function nearestTopic(examples: readonly string[]): string | null {
  const asked = examples.map((text) => text.replace(REMOVED, ' '));
  const [best] = search(buildQuery(asked.map((text) => [text, 1] as const)), 1);
  const used = new Set(asked.flatMap((text) => words(text)));
  const spoken = [...used].filter((word) => best && topicHas(best.topic, word)).length;
  return best && spoken >= used.size * NEAR ? best.topic.id : null;
}

/** The key that turns the most of the members, ties to the first seen. */
function most<K>(members: readonly Wording[], key: (w: Wording) => K): [K, number][] {
  const counts = new Map<K, number>();
  for (const w of members) counts.set(key(w), (counts.get(key(w)) ?? 0) + w.n);
  return [...counts].sort(([, n], [, m]) => m - n);
}

function summarise(members: Wording[]): Gap {
  const reasons = new Map(most(members, (w) => w.reason));
  // The most frequent wordings, one for each set of words: not the same words thrice.
  const signatures = new Set<string>();
  const examples = most(members, (w) => w.message)
    .sort(([a, n], [b, m]) => m - n || (a < b ? -1 : 1))
    .map(([message]) => message)
    .filter((message) => {
      const signature = [...wordsOf({ message })].sort().join(' ');
      return !signatures.has(signature) && signatures.add(signature);
    })
    .slice(0, 3);
  // The topic the engine answered most of them from, if at least half; else the nearest one.
  const count = members.reduce((sum, w) => sum + w.n, 0);
  const [answered] = most(
    members.filter((w) => w.topic !== null),
    (w) => `${w.topic}\u0000${w.facet ?? ''}`,
  );
  const [topic, facet] = answered && answered[1] * 2 >= count ? answered[0].split('\u0000') : [];
  return {
    count,
    reasons: Object.fromEntries(
      (Object.keys(REASONS) as Reason[])
        .filter((r) => reasons.has(r))
        .map((r) => [r, reasons.get(r)]),
    ),
    topic: topic ?? nearestTopic(examples),
    answered_from: topic !== undefined,
    facet: facet || null,
    examples,
    last_seen: members
      .map((w) => w.last_seen)
      .sort()
      .at(-1) as string,
  };
}

/** The report for [since, until). */
export async function gapReport(db: Db, since: Date, until: Date): Promise<GapReport> {
  const [counts] = await db.query<{ answered: number; unrecorded: number }>(
    `select count(*)::int as answered, count(*) filter (where answer_kind is null)::int as unrecorded
     from public.chat_turns
     where created_at >= $1::timestamptz and created_at < $2::timestamptz and status = 'answered'`,
    [since.toISOString(), until.toISOString()],
  );
  const gaps = group(await readWordings(db, since, until))
    .map(summarise)
    .sort(
      (a, b) =>
        b.count - a.count || ((a.examples[0] as string) < (b.examples[0] as string) ? -1 : 1),
    );
  return {
    since,
    until,
    answered: counts?.answered ?? 0,
    unrecorded: counts?.unrecorded ?? 0,
    gaps,
  };
}

export type GapFormat = 'text' | 'csv' | 'jsonl';

const TITLES = new Map(TOPICS.map((t) => [t.id, t.title]));

export const GAP_COLUMNS = [
  'count',
  'reasons',
  'topic',
  'topic_title',
  'answered_from',
  'facet',
  'last_seen',
  'example_1',
  'example_2',
  'example_3',
] as const;

const reasonList = (gap: Gap) =>
  Object.entries(gap.reasons)
    .map(([reason, n]) => `${REASONS[reason as Reason]} ${n}`)
    .join(', ');

/** The report as lines: text for reading, CSV for a spreadsheet, JSON Lines for tools. */
export function* formatGaps(report: GapReport, format: GapFormat): Generator<string> {
  if (format === 'jsonl') {
    for (const gap of report.gaps) {
      yield `${JSON.stringify({ ...gap, topic_title: TITLES.get(gap.topic ?? '') ?? null })}\n`;
    }
    return;
  }
  if (format === 'csv') {
    yield csvLine(GAP_COLUMNS);
    for (const gap of report.gaps) {
      const [one, two, three] = gap.examples;
      yield csvLine([
        gap.count,
        reasonList(gap),
        gap.topic,
        TITLES.get(gap.topic ?? ''),
        gap.answered_from,
        gap.facet,
        gap.last_seen,
        one,
        two,
        three,
      ]);
    }
    return;
  }
  const day = (at: Date) => at.toISOString().replace('T00:00:00.000Z', '');
  const missed = report.gaps.reduce((sum, gap) => sum + gap.count, 0);
  yield `Not fully answered from ${day(report.since)} to ${day(report.until)} (UTC): ${missed} of ${
    report.answered
  } answered turns, in ${report.gaps.length} groups, most asked first.\n`;
  if (report.unrecorded > 0) {
    yield `(${report.unrecorded} answered turns were recorded before turns kept how they were handled, and are not counted.)\n`;
  }
  for (const [i, gap] of report.gaps.entries()) {
    const title = TITLES.get(gap.topic ?? '');
    const topic =
      gap.topic === null
        ? 'no topic near'
        : `${gap.answered_from ? 'answered from' : 'nearest topic'} ${gap.topic}${
            gap.facet ? ` / ${gap.facet}` : ''
          }${title ? ` (${title})` : ''}`;
    yield `\n${i + 1}. ${gap.count} × ${topic}\n   ${reasonList(gap)}; last ${gap.last_seen.slice(0, 10)}\n`;
    for (const example of gap.examples) yield `   - ${JSON.stringify(example)}\n`;
  }
}
