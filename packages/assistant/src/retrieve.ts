/**
 * BM25 ranking over the knowledge base. Each topic is one document whose fields count with
 * different weights (title, question variants and keywords weigh most), and query words that
 * are not in the vocabulary are corrected to the nearest indexed word (typos like "anuity").
 */

import { THIS_YEAR } from './calc/reckon.ts';
import { OWED_BY_VISITOR, restates } from './claims.ts';
import { withoutAmounts } from './details.ts';
import { FIGURES, fill } from './kb/figures.ts';
import { TOPICS, topicText } from './kb/index.ts';
import {
  editDistance,
  NEGATION,
  normalize,
  OPENS_NO,
  OPENS_YES_OR_NO,
  ownAges,
  PLACES,
  remembered,
  SPEAKS_OF_A_DEATH,
  withPairs,
  words,
} from './text.ts';
import type { Details, Point, Presumption, Topic } from './types.ts';
import { asksAmount, asksTime, statesAmount } from './wants.ts';

const K1 = 1.2;
const B = 0.5;

const FIELD_WEIGHTS = { title: 3, questions: 1.5, points: 1, keywords: 2.5, body: 0.4 } as const;

interface Doc {
  topic: Topic;
  tf: Map<string, number>;
  length: number;
}

/** Text as a visitor reads it: figures filled in, link targets left out. */
function readable(text: string): string {
  return fill(text).text.replace(/\]\([^)]*\)/g, ']');
}

/**
 * A phrasing's amounts of money ("90k", "$3,200", "2 million") that are none of the published
 * figures stand for an example visitor's own money, not for what is asked, so the phrasings are
 * indexed without them: a phrasing that holds "90k" would otherwise draw every visitor who has 90k
 * of anything. A published figure ("the 250k exclusion", "the 2 million exemption"), ages, years,
 * percentages and form numbers stay.
 */
const PUBLISHED = new Set(Object.values(FIGURES).map((f) => f.amount));

/** The words a phrasing is indexed by: its words without example amounts. */
function phrasingWords(text: string): readonly string[] {
  return words(
    withoutAmounts(
      readable(text).toLowerCase(),
      (dollars, asMoney) => (!asMoney && dollars < 10_000) || PUBLISHED.has(dollars),
    ),
  );
}

function addField(tf: Map<string, number>, text: string, weight: number, phrasing = false): number {
  const terms = withPairs(phrasing ? phrasingWords(text) : words(readable(text)));
  for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + weight);
  return terms.length * weight;
}

const POINTS = new Map<Topic, readonly Point[]>(
  TOPICS.map((t) => [
    t,
    [{ asks: [t.title, ...t.questions], says: t.summary }, ...(t.points ?? [])],
  ]),
);

/** The topic's general answer (its summary, asked the topic's own ways), then its points. */
export function topicPoints(topic: Topic): readonly Point[] {
  return POINTS.get(topic) ?? [];
}

function buildDoc(topic: Topic): Doc {
  const tf = new Map<string, number>();
  let length = addField(tf, topic.title, FIELD_WEIGHTS.title);
  for (const q of topic.questions) length += addField(tf, q, FIELD_WEIGHTS.questions, true);
  // A misreading's phrasings find its topic as the body's words do, not as the questions the
  // topic answers: a belief about gifts does not make every question about giving a gift question.
  for (const p of topic.points ?? [])
    for (const q of p.asks)
      length += addField(tf, q, p.belief ? FIELD_WEIGHTS.body : FIELD_WEIGHTS.points, true);
  for (const k of topic.keywords) length += addField(tf, k, FIELD_WEIGHTS.keywords);
  for (const line of topicText(topic)) length += addField(tf, line, FIELD_WEIGHTS.body);
  return { topic, tf, length };
}

const DOCS: Doc[] = TOPICS.map(buildDoc);
const AVG_LENGTH = DOCS.reduce((sum, d) => sum + d.length, 0) / DOCS.length;

const IDF = new Map<string, number>();
{
  const df = new Map<string, number>();
  for (const d of DOCS) for (const t of d.tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  for (const [t, n] of df) IDF.set(t, Math.log(1 + (DOCS.length - n + 0.5) / (n + 0.5)));
}
/**
 * Each indexed term's number: a text's terms are looked up once, when it is first read
 * (`queryWords`), and a query is scored by number, not by looking each term up again.
 */
const TERM_ID = new Map<string, number>();
for (const t of IDF.keys()) TERM_ID.set(t, TERM_ID.size);
/** A number no indexed term has: a term outside the index, whose weight is always 0. */
const NO_TERM = TERM_ID.size;
/**
 * The number of each indexed pair of words ("term_life"), by the numbers of its two words: a
 * pair is indexed with its words, so a text's pairs are found without writing them out.
 */
const PAIR_ID = new Map<number, number>();
const pairKey = (first: number, second: number): number => first * (NO_TERM + 1) + second;
/** Every indexed pair is two indexed words (so a pair with a word outside the index is not indexed). */
let pairsOfWords = true;
for (const [t, id] of TERM_ID) {
  const at = t.indexOf('_');
  if (at < 0) continue;
  const first = TERM_ID.get(t.slice(0, at));
  const second = TERM_ID.get(t.slice(at + 1));
  if (first === undefined || second === undefined || t.includes('_', at + 1)) pairsOfWords = false;
  else PAIR_ID.set(pairKey(first, second), id);
}
/**
 * Weight of a word the knowledge base has never seen ("weather", "pizza") when judging coverage;
 * unknown plain numbers (ages, amounts) do not count.
 */
const UNKNOWN_WEIGHT = 0.5;

/** Single words of the vocabulary by first letter, for typo correction. */
const VOCAB_BY_INITIAL = new Map<string, string[]>();
for (const t of [...IDF.keys()].sort()) {
  if (t.includes('_') || /\d/.test(t)) continue;
  const list = VOCAB_BY_INITIAL.get(t[0] as string) ?? [];
  list.push(t);
  VOCAB_BY_INITIAL.set(t[0] as string, list);
}

const corrections = new Map<string, string>();
const MAX_CACHED = 10_000;

/**
 * The closest indexed word within 1 edit (2 for long words), or the word itself. Typos rarely
 * change the first letter, so only words starting with its first or second letter are tried.
 */
function correct(word: string): string {
  if (word.length < 6 || IDF.has(word) || /\d/.test(word)) return word;
  const cached = corrections.get(word);
  if (cached !== undefined) return cached;
  const max = word.length >= 8 ? 2 : 1;
  let best = word;
  let bestDistance = max + 1;
  for (const initial of new Set([word[0] as string, word[1] as string])) {
    for (const candidate of VOCAB_BY_INITIAL.get(initial) ?? []) {
      if (Math.abs(candidate.length - word.length) > max) continue;
      const d = editDistance(word, candidate, max);
      if (d <= max && (d < bestDistance || (d === bestDistance && candidate < best))) {
        best = candidate;
        bestDistance = d;
      }
    }
  }
  if (corrections.size >= MAX_CACHED) corrections.clear();
  corrections.set(word, best);
  return best;
}

/**
 * A text's words with typos corrected, and its terms (those words and their pairs), read once
 * for the most recent texts (`remembered`): a conversation's earlier questions are in the query
 * of each later one, and a message is read for its topic and again for its point.
 */
const queryWords = remembered((text: string) => {
  const ws = Object.freeze(words(text).map(correct));
  // The text's terms the index has (its words, then its pairs of words, as `withPairs` lists
  // them), by number, each once, in the order the text first has them.
  const ids: number[] = [];
  const seen = new Set<number>();
  const add = (id: number | undefined) => {
    if (id === undefined || seen.has(id)) return;
    seen.add(id);
    ids.push(id);
  };
  const wordIds = ws.map((w) => TERM_ID.get(w));
  for (const id of wordIds) add(id);
  for (let i = 1; i < ws.length; i++) {
    const first = wordIds[i - 1];
    const second = wordIds[i];
    if (first !== undefined && second !== undefined) add(PAIR_ID.get(pairKey(first, second)));
    else if (!pairsOfWords) add(TERM_ID.get(`${ws[i - 1]}_${ws[i]}`));
  }
  // Each word's IDF (0 for a word outside the index).
  const idfs = wordIds.map((id) => (id === undefined ? 0 : (TERM_IDF[id] as number)));
  return Object.freeze({ words: ws, ids: Object.freeze(ids), idfs: Object.freeze(idfs) });
});

/**
 * A query: weighted terms, plus the unigrams used to judge how much of it was understood. Its
 * terms are those the index has, by number (`TERM_ID`), in the order the texts first have them,
 * each with the largest weight of a text that has it.
 */
export interface Query {
  ids: number[];
  weights: number[];
  unigrams: string[];
  /** Words of texts marked `covers`: a topic may instead cover them with the unigrams. */
  alsoCovers: string[];
}

/**
 * A query from weighted texts. The words of the texts weighted 1 are those the coverage of a topic
 * is judged on; with the words of texts marked `covers` as well, if that covers more.
 */
export function buildQuery(
  parts: ReadonlyArray<readonly [text: string, weight: number, covers?: boolean]>,
): Query {
  const ids: number[] = [];
  const weights: number[] = [];
  const unigrams: string[] = [];
  const alsoCovers: string[] = [];
  for (const [text, weight, covers] of parts) {
    const { words: ws, ids: textIds } = queryWords(text);
    if (weight === 1) unigrams.push(...ws);
    else if (covers) alsoCovers.push(...ws);
    for (const id of textIds) {
      const at = QUERY_SLOT[id] as number;
      if (at === -1) {
        QUERY_SLOT[id] = ids.length;
        ids.push(id);
        weights.push(Math.max(0, weight));
      } else weights[at] = Math.max(weights[at] as number, weight);
    }
  }
  for (const id of ids) QUERY_SLOT[id] = -1;
  return { ids, weights, unigrams, alsoCovers };
}

/** Where each term is in the query being built (-1 where it is not): reset before it is returned. */
const QUERY_SLOT = new Int32Array(NO_TERM).fill(-1);

export interface Match {
  topic: Topic;
  score: number;
  /** Share of the message's words (by weight of evidence) that the topic contains. */
  coverage: number;
}

/** Each topic's BM25 length normalisation. */
const LENGTH_NORM = DOCS.map((d) => K1 * (1 - B + (B * d.length) / AVG_LENGTH));

/**
 * For each term, by number (`TERM_ID`), the topics that contain it, each with the term's BM25
 * saturation there (the part of its score that does not depend on the query), and the term's
 * IDF: worked out once at load, in typed arrays a query's scoring reads straight through. Term
 * `id`'s topics are `POSTING_DOCS` (and their saturations `POSTING_SATURATIONS`) from
 * `POSTINGS_FROM[id]` up to `POSTINGS_FROM[id + 1]`.
 */
const TERM_IDF = new Float64Array(NO_TERM);
const POSTINGS_FROM = new Int32Array(NO_TERM + 1);
const POSTING_DOCS = new Int32Array(DOCS.reduce((n, d) => n + d.tf.size, 0));
const POSTING_SATURATIONS = new Float64Array(POSTING_DOCS.length);
{
  const lists = new Map<string, { docs: number[]; saturations: number[] }>();
  DOCS.forEach((d, doc) => {
    for (const [term, tf] of d.tf) {
      let list = lists.get(term);
      if (list === undefined) {
        list = { docs: [], saturations: [] };
        lists.set(term, list);
      }
      list.docs.push(doc);
      list.saturations.push((tf * (K1 + 1)) / (tf + (LENGTH_NORM[doc] as number)));
    }
  });
  const byId: { docs: number[]; saturations: number[] }[] = [];
  for (const [term, list] of lists) byId[TERM_ID.get(term) as number] = list;
  let at = 0;
  for (let id = 0; id < NO_TERM; id++) {
    POSTINGS_FROM[id] = at;
    const { docs, saturations } = byId[id] ?? { docs: [], saturations: [] };
    POSTING_DOCS.set(docs, at);
    POSTING_SATURATIONS.set(saturations, at);
    at += docs.length;
  }
  POSTINGS_FROM[NO_TERM] = at;
  for (const [term, id] of TERM_ID) TERM_IDF[id] = IDF.get(term) ?? 0;
}

/** The share of `unigrams` (by weight of evidence) each topic contains, into `hits`; their total weight. */
function coverageOf(unigrams: Iterable<string>, hits: Float64Array): number {
  let total = 0;
  for (const u of unigrams) {
    const id = TERM_ID.get(u);
    const idf = id === undefined ? (isNumber(u) ? 0 : UNKNOWN_WEIGHT) : (TERM_IDF[id] as number);
    total += idf;
    if (id === undefined) continue;
    const end = POSTINGS_FROM[id + 1] as number;
    for (let i = POSTINGS_FROM[id] as number; i < end; i++) {
      const doc = POSTING_DOCS[i] as number;
      hits[doc] = (hits[doc] as number) + idf;
    }
  }
  return total;
}

/** A word of digits alone. */
const isNumber = (word: string) => /^\d+$/.test(word);

/**
 * A search's sums for each topic, kept between searches (each one sets them to 0 first; a search
 * runs to its end before another starts): no buffer is allocated for a search.
 */
const SCORES = new Float64Array(DOCS.length);
const QUESTION_HITS = new Float64Array(DOCS.length);
const ALL_HITS = new Float64Array(DOCS.length);

/**
 * Topics ranked best first; ties keep knowledge-base order, so results are deterministic. With
 * `among`, only those topics, in the order the whole ranking gives them.
 */
export function search(query: Query, limit = 3, among?: ReadonlySet<Topic>): Match[] {
  const scores = SCORES.fill(0);
  const { ids, weights } = query;
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k] as number;
    const termWeight = (weights[k] as number) * (TERM_IDF[id] as number);
    const end = POSTINGS_FROM[id + 1] as number;
    for (let i = POSTINGS_FROM[id] as number; i < end; i++) {
      const doc = POSTING_DOCS[i] as number;
      scores[doc] = (scores[doc] as number) + termWeight * (POSTING_SATURATIONS[i] as number);
    }
  }
  // Coverage: the share of the message's words, by weight of evidence, that each topic contains.
  const questionHits = QUESTION_HITS.fill(0);
  const questionTotal = coverageOf(new Set(query.unigrams), questionHits);
  let allHits = questionHits;
  let allTotal = questionTotal;
  if (query.alsoCovers.length > 0) {
    allHits = ALL_HITS.fill(0);
    allTotal = coverageOf(new Set([...query.unigrams, ...query.alsoCovers]), allHits);
  }
  // The topics found, best first, kept to the limit as they are found (a few dozen at most, in
  // knowledge-base order, so a later topic goes after those it ties with).
  const matches: Match[] = [];
  for (let doc = 0; doc < DOCS.length; doc++) {
    const bm25 = scores[doc] as number;
    if (bm25 <= 0 || (among !== undefined && !among.has((DOCS[doc] as Doc).topic))) continue;
    const coverage = Math.max(
      questionTotal === 0 ? 0 : (questionHits[doc] as number) / questionTotal,
      allTotal === 0 ? 0 : (allHits[doc] as number) / allTotal,
    );
    // Topics that contain more of the message's words rank higher (a coordination factor).
    const score = bm25 * (0.5 + 0.5 * coverage);
    let at = matches.length;
    while (at > 0 && score > (matches[at - 1] as Match).score) at--;
    if (at >= limit) continue;
    matches.splice(at, 0, { topic: (DOCS[doc] as Doc).topic, score, coverage });
    if (matches.length > limit) matches.pop();
  }
  return matches;
}

/** Each of a point's questions as its words and word pairs, and its words alone. */
/**
 * The parts of Medicare as words ("part a" is read "parta"): each is another program with its own
 * costs and rules, so a phrasing about one does not answer a question that names only others
 * ("the part a deductible" is not "the part b premium and deductible").
 */
const MEDICARE_PARTS = new Set(['parta', 'partb', 'partc', 'partd']);

interface Ask {
  /** The phrasing as written. */
  text: string;
  /**
   * Each distinct term of the phrasing, in order, as its number (`TERM_ID`; every phrasing is
   * indexed), and the IDF of each, worked out once at load.
   */
  terms: readonly number[];
  idfs: readonly number[];
  /** Each distinct word of the phrasing, in order, likewise. */
  words: readonly number[];
  wordIdfs: readonly number[];
  unigrams: string[];
  /** The parts of Medicare the phrasing names (`MEDICARE_PARTS`). */
  parts: readonly string[];
}
const POINT_ASKS = new Map<Point, Ask[]>();
for (const topic of TOPICS) {
  const numbered = (t: string) => TERM_ID.get(t) ?? NO_TERM;
  const idf = (t: string) => IDF.get(t) ?? 0;
  for (const point of topicPoints(topic)) {
    POINT_ASKS.set(
      point,
      point.asks.map((a) => {
        const ws = phrasingWords(a);
        const terms = [...new Set(withPairs(ws))];
        const unigrams = [...new Set(ws)];
        return {
          text: a,
          terms: terms.map(numbered),
          idfs: terms.map(idf),
          words: unigrams.map(numbered),
          wordIdfs: unigrams.map(idf),
          unigrams,
          parts: unigrams.filter((u) => MEDICARE_PARTS.has(u)),
        };
      }),
    );
  }
}
/** The points one of whose phrasings turns on a number ("my highest 3 years"), found once. */
const ASKS_A_NUMBER = new Set<Point>();
for (const [point, asks] of POINT_ASKS)
  if (asks.some((a) => a.unigrams.some(isNumber))) ASKS_A_NUMBER.add(point);
/** A question as its words alone, for looking it up as written: case, punctuation and spacing left out. */
const asWritten = (text: string): string =>
  normalize(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Each question a topic lists, and each phrasing of its points, as written, with the one topic
 * that has it; a wording two topics share names neither.
 */
const OWN_QUESTIONS = (() => {
  const owner = new Map<string, Topic | null>();
  for (const topic of TOPICS)
    for (const q of [...topic.questions, ...topicPoints(topic).flatMap((p) => p.asks)]) {
      const key = asWritten(q);
      const had = owner.get(key);
      owner.set(key, had === undefined || had === topic ? topic : null);
    }
  return owner;
})();

/**
 * The topic a message asks in the very words of one of its questions, if any, looked up once for
 * the most recent messages (`remembered`, null for none): a question is looked up again when the
 * next turn reads what it was about.
 */
const ownQuestionOf = remembered(
  (message: string) => OWN_QUESTIONS.get(asWritten(message)) ?? null,
);

/** The topic a message asks in the very words of one of its questions, if any. */
export function ownQuestionTopic(message: string): Topic | undefined {
  return ownQuestionOf(message) ?? undefined;
}

/** Each topic's points' phrasings, in the order of its points (`topicPoints`). */
const TOPIC_ASKS = new Map<Topic, (readonly Ask[])[]>(
  TOPICS.map((t) => [t, topicPoints(t).map((point) => POINT_ASKS.get(point) ?? [])]),
);

/**
 * The message's weight for each term, by number, while `rankPoints` reads it (0 for a term it
 * lacks, and again for every term once it is done): no buffer is allocated for a ranking.
 */
const POINT_WEIGHTS = new Float64Array(NO_TERM + 1);

/** A yes-or-no question, which a specific point answers better than the general one on a tie. */
const YES_OR_NO =
  /^\s*(?:(?:and|but|so|ok(?:ay)?|thanks?|well)[,.!\s]+)?(?:do|does|did|is|are|was|were|can|could|will|would|should|shall|may|has|have|am)\b/i;

/** How much the words of an ask that the message leaves out count against it. */
const UNMATCHED_WEIGHT = 0.25;
/** Weight of the conversation's earlier messages when choosing a point for a follow-up. */
const POINT_CONTEXT_WEIGHT = 0.2;

export interface PointMatch {
  point: Point;
  /** How well the point's closest question matches the message: its shared words, discounted for the rest. */
  score: number;
  /**
   * The score before it is weighed by the kind of answer the point gives (a yes or no to a
   * question of how much): the point's facts, without their yes or no, still answer.
   */
  closeness?: number;
}

/**
 * The topic's points ranked by how closely one of their questions matches the message, best
 * first; earlier messages count a little, to break ties in a follow-up. The general answer wins
 * a tie, except for a yes-or-no question, which a specific point answers first.
 */
export function rankPoints(
  topic: Topic,
  message: string,
  context: readonly string[] = [],
): PointMatch[] {
  const inContext = queryWords(context.join(' ')).ids;
  const inMessage = queryWords(message).ids;
  const weightOf = POINT_WEIGHTS;
  for (const id of inContext) weightOf[id] = POINT_CONTEXT_WEIGHT;
  for (const id of inMessage) weightOf[id] = 1;
  const yesOrNo = YES_OR_NO.test(message) || CONFIRMS.test(message);
  const asks = TOPIC_ASKS.get(topic);
  const parts = queryWords(message).words.filter((w) => MEDICARE_PARTS.has(w));
  const scored = topicPoints(topic).map((point, index) => {
    let score = 0;
    for (const ask of asks?.[index] ?? POINT_ASKS.get(point) ?? []) {
      if (parts.length > 0 && ask.parts.length > 0 && !ask.parts.some((x) => parts.includes(x)))
        continue;
      let matched = 0;
      for (let i = 0; i < ask.terms.length; i++)
        matched += (weightOf[ask.terms[i] as number] as number) * (ask.idfs[i] as number);
      if (matched === 0) continue;
      let missing = 0;
      for (let i = 0; i < ask.words.length; i++)
        if (weightOf[ask.words[i] as number] === 0) missing += ask.wordIdfs[i] as number;
      score = Math.max(score, (matched * matched) / (matched + UNMATCHED_WEIGHT * missing));
    }
    return { point, score, index };
  });
  for (const id of inContext) weightOf[id] = 0;
  for (const id of inMessage) weightOf[id] = 0;
  return scored
    .sort(
      (a, b) =>
        b.score - a.score ||
        (yesOrNo ? Number(a.index === 0) - Number(b.index === 0) : 0) ||
        a.index - b.index,
    )
    .map(({ point, score }) => ({ point, score }));
}

/** Topics a word must be rarer than to name a subject ("medigap", "qcd", not "tax"). */
const SUBJECT_TOPICS = 8;
/** Words of topic titles and keywords that few topics share: they name a subject. */
const SUBJECT_WORDS = new Set<string>();
{
  const df = new Map<string, number>();
  for (const d of DOCS) for (const t of d.tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  for (const topic of TOPICS)
    for (const w of words([topic.title, ...topic.keywords].join(' ')))
      if ((df.get(w) ?? 0) <= SUBJECT_TOPICS && !/\d/.test(w)) SUBJECT_WORDS.add(w);
}

/** Programs whose own rules a point may state: a yes or no about one answers only a question of it. */
const PROGRAMS: ReadonlyArray<RegExp> = [/\b(?:masshealth|medicaid)\b/i];
const PLACES_AND_PROGRAMS: ReadonlyArray<RegExp> = [...PLACES, ...PROGRAMS];

/**
 * Words that several topics' titles share: the broad subjects the knowledge base is about
 * ("medicare", "estate"), not a word one title happens to use ("new", "kinds").
 */
const TITLE_WORDS = new Set<string>();
/** The words each topic is known by: its title, keywords and the questions it answers. */
const KNOWN_BY = new Map<Topic, Set<string>>();
/** The words of each topic's title. */
const TITLED = new Map<Topic, Set<string>>();
{
  const titles = new Map<string, number>();
  for (const topic of TOPICS) {
    TITLED.set(topic, new Set(words(readable(topic.title))));
    for (const w of TITLED.get(topic) ?? [])
      if (!/\d/.test(w)) titles.set(w, (titles.get(w) ?? 0) + 1);
    const asks = (topic.points ?? []).flatMap((p) => p.asks);
    const known = [topic.title, ...topic.keywords, ...topic.questions, ...asks].join(' ');
    KNOWN_BY.set(topic, new Set(words(readable(known))));
  }
  for (const [w, n] of titles) if (n >= 2) TITLE_WORDS.add(w);
}

/**
 * The broad subjects of the knowledge base (words several topic titles share, such as
 * "medicare") the question names and this topic is not known by.
 */
export function otherSubjects(topic: Topic, question: string): string[] {
  const known = KNOWN_BY.get(topic);
  return words(question)
    .map(correct)
    .filter((w) => TITLE_WORDS.has(w) && !known?.has(w));
}

/**
 * The subject words a text names that titles share ("annuity"): rare enough to point to their
 * topics, broad enough to be a subject. Read once per text; `knownBy` tests each topic.
 */
export function namedSubjects(text: string): string[] {
  return words(text)
    .map(correct)
    .filter((w) => TITLE_WORDS.has(w) && SUBJECT_WORDS.has(w));
}

/** The topic is known by the word: its title, keywords or phrasings have it. */
export function knownBy(topic: Topic, word: string): boolean {
  return KNOWN_BY.get(topic)?.has(word) ?? false;
}

/** The topic's title names the subject ("Medicare costs for 2026" names "medicare"). */
export function titled(topic: Topic, word: string): boolean {
  return TITLED.get(topic)?.has(correct(word)) ?? false;
}

/** Titles a word must be in, two in three of them of one area, to name that area's subject. */
const AREA_TITLES = 5;
/**
 * The area each broad subject belongs to: "medicare" is in the titles of ten health topics, so
 * it names health; "work" is in one retirement and two Social Security titles and names none.
 */
const SUBJECT_AREA = new Map<string, string>();
for (const w of new Set(TOPICS.flatMap((t) => [...(TITLED.get(t) ?? [])]))) {
  const areas = TOPICS.filter((t) => TITLED.get(t)?.has(w)).map((t) => t.area);
  if (areas.length < AREA_TITLES) continue;
  const top = areas.find((a) => 3 * areas.filter((b) => b === a).length >= 2 * areas.length);
  if (top !== undefined) SUBJECT_AREA.set(w, top);
}

/** The area a broad subject belongs to (`SUBJECT_AREA`), if it names one. */
export function subjectArea(word: string): string | undefined {
  return SUBJECT_AREA.get(correct(word));
}

/** The knowledge base has the word (or one a typo away from it) somewhere in its text. */
export function knownWord(word: string): boolean {
  return IDF.has(correct(word));
}

export function subjectWord(word: string): boolean {
  return SUBJECT_WORDS.has(correct(word));
}

const DOC_OF = new Map(DOCS.map((d) => [d.topic, d]));

export function topicHas(topic: Topic, word: string): boolean {
  return DOC_OF.get(topic)?.tf.has(correct(word)) ?? false;
}

/** How much more a point counts when the visitor gave every detail it works its answer out from. */
const WORKED_OUT_PREFERENCE = 2;
/**
 * A worked answer whose inputs the visitor gave counts more, and a little more for each further
 * fact of theirs it uses: the answer that uses more of what the visitor said is the one meant.
 */
function workedPreference(point: Point, details: Details): number {
  const used = factsUsed(point, details);
  return used === 0 ? 1 : WORKED_OUT_PREFERENCE * (1 + MORE_FACTS * (used - 1));
}
/** How much each fact a worked answer uses beyond the first adds to its preference. */
const MORE_FACTS = 0.1;
/** How much surer a match is when the visitor gave every detail its worked answer needs. */
const WORKED_OUT_CONFIDENCE = 1.5;
/** How much the sentences around a question count toward its reading. */
const CONTEXT_SHARE = 0.35;
/**
 * How much the share of the question a point accounts for counts, against the share of the
 * point's question found in the message: visitors add context and details, so what the point
 * asks being there matters more than every word of the message being explained.
 */
const RECALL_SHARE = 0.25;
/** Points whose scores are this close (as a share of the best) are a near tie... */
const NEAR_TIE = 0.15;
/** ...which multiplies the confidence by this. */
const TIE_DOUBT = 0.6;
/** Weight (in IDF units) added to every question, so one shared word is not a sure match. */
const QUESTION_PRIOR = 2;
/** How much a yes-or-no point counts for a question that is not yes or no. */
const OTHER_KIND_OF_ANSWER = 0.2;
/** How much a point not asked of the place a question names counts, beside one that is. */
const OTHER_PLACE_POINT = 0.8;

/**
 * A clause that asks yes or no: "…, can she still put money in an IRA", "Doesn't my will …", "if
 * he waits until 70 do i get more?" (not "if he does it": the condition's own verb).
 */
const POLAR =
  /(?:^|[,;:.!?]\s*|\b(?:and|but|so|also)\s+|^\s*if\s+(?:(?!(?:how|what|whats|when|where|which|who|why)\b)[^\s,;:.!?]+\s+){2,12}?)(?:do|does|did|is|are|was|were|can|could|will|would|should|shall|may|has|have|am|isn'?t|doesn'?t|don'?t|won'?t|can'?t|aren'?t)\s+(?:i|we|you|she|he|they|it|that|this|there|my|our|your|his|her|their|the|a|an|medicare|medigap|medicaid|masshealth|social|ss|ssa|massachusetts|mass|ma|part [abcd]|iras?|roths?|annuit(?:y|ies)|anyone|everyone)\b/i;

/**
 * A statement put for confirmation ("…so i can skip part b, right?", "…at 5% correct?", "true?"):
 * a yes-or-no question of whether the statement is so.
 */
const CONFIRMS =
  /(?:^|[\s,;.!-])(?:right|correct|true|is that (?:right|true|correct|so)|isn'?t (?:it|that|she|he|there)|aren'?t (?:they|we|there)|(?:don|won|can|didn|doesn|wouldn|shouldn)'?t (?:i|we|it|they|she|he))\s*\?+\s*$/i;

/**
 * A tag after a statement ("…has an out of pocket max, doesn't it?"): it asks for confirmation
 * and negates nothing.
 */
const TAG =
  /,?\s*(?:isn'?t|doesn'?t|don'?t|won'?t|can'?t|aren'?t|wasn'?t|didn'?t|wouldn'?t|shouldn'?t|hasn'?t|haven'?t) (?:it|that|this|there|they|she|he|i|we|you)\s*\?+\s*$/i;
/** A tag that asks whether the sentence before is so: "…start at 73, so 2033. is that right?". */
const IS_THAT_SO = /(?:^|,)\s*is (?:that|this|it) (?:right|true|correct|so)\s*\?+\s*$/i;
/** An opening that puts what follows for confirmation: "am i right that…", "is it true that…". */
const AM_I_RIGHT =
  /(?:^|[,.;]\s*)(?:am i|are we) (?:right|correct) (?:that|in thinking|to think)\b|(?:^|[,.;]\s*)is it (?:true|right|correct) that\b/i;
const untagged = (question: string): string =>
  question.replace(TAG, '?').replace(IS_THAT_SO, '?').replace(AM_I_RIGHT, '');

/**
 * A tag that agrees with a statement in the negative: "that won't touch the deduction, will it?",
 * "i don't owe anything, do i?".
 */
const AGREEING_TAG =
  /,\s*(?:will|would|is|does|do|did|can|could|should|are|was|has|have) (?:it|that|this|there|they|she|he|i|we|you)\s*\?+\s*$/i;
export const negativeTagged = (question: string): boolean => {
  const tag = AGREEING_TAG.exec(question);
  return tag !== null && NEGATION.test(question.slice(0, tag.index));
};

/** A statement put for confirmation, not a question that asks it ("is it 67, right?"). */
export function putForConfirmation(question: string): boolean {
  return (
    (CONFIRMS.test(question) ||
      BELIEVED.test(question) ||
      AM_I_RIGHT.test(question) ||
      ((DECLARATIVE.test(question) ||
        reckonedAmount(question) ||
        (CONDITIONED_DECLARATIVE.test(question) && !INVERTED.test(question))) &&
        !WH_CLAUSE.test(question))) &&
    !POLAR.test(untagged(question))
  );
}
/** A statement asked as a question: "so it pays nothing for the first 3 months?". */
const DECLARATIVE =
  /^\s*(?:(?:so|and|but|ok(?:ay)?|oh)[,\s]+)?(?:i|we|it|that|this|she|he|they|my|our|his|her|the|thats|that's|its|it's)\s+\S+\s+\S+\s+[^?]*?(?<!\b(?:do|does|did|is|are|was|can|will|would|should|have|has) (?:i|we|it|they|she|he|you|there))\?+\s*$/i;
/**
 * A statement after a condition asked as a question: "ok so if i roll it into an ira first i can
 * still take it out penalty free?" (the visitor's own clause, no verb put before its subject).
 */
const CONDITIONED_DECLARATIVE =
  /^\s*(?:(?:so|and|but|ok(?:ay)?|oh)[,\s]+){0,2}if\b[^?]*?(?:\b(?:first|then)|,)\s*(?:i|we)\s+(?:can|could|will|would|still|should|won'?t|don'?t|can'?t|get to)\b[^?]*\?+\s*$/i;
const INVERTED =
  /\b(?:do|does|did|is|are|was|can|will|would|should|could)\s+(?:i|we|she|he|they|it|you|there)\b/i;
/** A clause asking what, when or how: "i was born in 1962, when is my full retirement age?". */
const WH_CLAUSE =
  /(?:^|[,;:]\s*|\b(?:and|so|but)\s+)(?:when|what|whats|what's|how|where|which|who|why)\b/i;
/** A belief asked about: "i thought medicare was free since i paid in 40 years?". */
const BELIEVED =
  /(?:^|[,.;]\s*)(?:(?:i|we) (?:thought|assumed|figured|was told|were told|heard)|(?:someone|somebody|a friend|(?:a|an|the|our) (?:neighbou?r|coworker|co-worker|relative|cousin|pharmacist|nurse|social worker)|my \w+|they|people|everyone|(?:(?:a|an|the|this|that) )?(?:tv |television |radio |online )?(?:ad|advert|advertisement|commercial|mailer|flyer|article|salesman|agent|broker)) (?:told|tells|said|says)(?: me| us)?)\b[^?]*\?+\s*$/i;

/** The bare yes or no a point's text opens with, and the stop after it. */
const POLAR_LEAD = /^(?:yes|no)\b[,:;.]?\s*/i;

/**
 * A question that opens with a yes-or-no verb whatever its subject ("does long term care
 * insurance cover assisted living?"), beside `POLAR`'s subjects, which also find one inside a
 * sentence.
 */
const OPENS_POLAR =
  /^\s*(?:(?:and|but|so|ok(?:ay)?|also)[,\s]+)?(?:does|do|is|are|will|can|should|would|could)\s+(?!you\s+(?:know|think|have)\b)[a-z]+\s+[a-z]|^\s*(?:is it |would it be )?(?:ok(?:ay)?|alright|all right|fine|safe|smart|wise) to\s+[a-z]/i;

/** A question a yes or no answers: asked so, or put for confirmation, and not a choice. */
export function asksYesOrNo(question: string): boolean {
  return (
    (POLAR.test(question) || OPENS_POLAR.test(question) || putForConfirmation(question)) &&
    !CHOICE.test(question)
  );
}

/** A choice between two units ("is irmaa per person or per couple?"): no bare yes or no answers it. */
export const asksChoice = (question: string): boolean => UNIT_CHOICE.test(question);
const UNIT_CHOICE =
  /\bper (?:person|month|year|couple|household) or (?:per )?(?:a )?(?:person|month|year|couple|household)\b/i;

/**
 * A question of what may be done: "can I…", "could we…", "am I allowed to…", or of what to do
 * ("should I do Roth conversions now?"), which no belief's "No" answers.
 */
const ASKS_PERMISSION =
  /\b(?:can|could|may|might)\s+(?:i|we|she|he|they|you|my|our)\b|\b(?:am i|are we|is (?:she|he)) (?:allowed|able|eligible)\b|\bshould (?:i|we) (?:do|start|make|convert|take|buy|get|consider|keep|switch|use|begin)\b/i;

/**
 * A choice between now and later ("do I take the survivor now or wait?"): asked with a
 * yes-or-no verb, but a yes or no answers neither.
 */
const CHOICE =
  /\b(?:better|worse|cheaper|safer) than\b|\b(?:or (?:wait|later|hold off|hold out|delay|not yet)|(?:now|sooner) or)\b|\b(?:at )?\d{2} or (?:at )?\d{2}\b|,\s*or\s+(?!(?:is|are|was|were|do|does|did|can|could|will|would|should|may|am|has|have|it|that|this|i|we)\b)[^,;.!?]*\?\s*$/i;

/**
 * Something the visitor has not done or puts off ("if I hold off on Medicare", "haven't taken
 * Medicare yet", "without drug coverage"), rather than an outcome they want ("and not pay tax",
 * "without the penalty", "without probate").
 */
const NOT_DONE =
  /\b(?:hold(?:ing)? off|put(?:ting)? off|delay(?:ing|ed)?|without(?! (?:a |the |any |paying (?:a |the |any )?)?(?:\d+(?:\.\d+)?\s*(?:%|percent) )?(?:penalt|tax|probate|fees?\b|surrender|charges?\b))|never|not yet|not on|not enrolled|not signed|not taking|not collecting|(?:have|has|had|did) ?n'?t|(?:have|has|had|did) not)\b/i;
/** `NOT_DONE`, for every place it occurs in a text. */
const EACH_NOT_DONE = new RegExp(NOT_DONE.source, 'gi');

/**
 * A question about cover or a rule away from home ("would my checkups out there be covered?"):
 * networks, service areas and borders decide it, so a yes or no written for home does not answer it.
 */
const AWAY =
  /\b(?:out there|over there|down there|abroad|overseas|out of (?:state|the country|the us|network|area)|another (?:state|country)|travel\w*|snowbird\w*|while (?:i'?m |we'?re )?away)\b/i;

/**
 * A question about how much of something ("on all of it?", "the whole 2.4 or just the part
 * over?"): a yes or no to whether it applies at all does not answer it.
 */
/** A condition the statement rests on: "if i never update it," or "if i … never touch it" before "im …". */
const IF_CLAUSE =
  /\bif\s+\w[^,?]*?(?:,|(?=\s(?:im|i'm|i am|its|it's|it will|we're|we are|they'll|they will)\b))/gi;
const SCOPE =
  /\b(?:all of (?:it|them|that)|all (?:the|my|those) (?:back|past|missed|months?|years?|payments?|money|benefits?)\b|the whole|whole (?:thing|amount|gain|estate)|the entire|entire (?:amount|gain|estate)|or (?:just|only) (?:the|on|part))\b/i;

/**
 * Words of a cost and of its absence: "do I have to pay for Part A?" is answered yes where "is
 * Part A free?" is answered no.
 */
const COSTS = /\b(?:pay|paying|cost|costs|owe|charge|charged|taxed|taxable)\b/i;
const FREE = /\b(?:free|exempt|no cost|no premium|premium-free|tax-free)\b/i;
/**
 * Propositions whose yes and no are each other's: "do I have to pay for Part A?" is answered yes
 * where "is Part A free?" is answered no, "can I keep it pre-tax?" no where "must it be Roth?" yes,
 * "will it stop?" no where "can I keep getting it?" yes.
 */
const OPPOSITES: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [COSTS, FREE],
  // "will i owe anything for it?" against "does medicare cover it?": a yes to the one is a no to the other.
  [OWED_BY_VISITOR, /\b(?:cover|covers|covered|coverage|pays? for)\b/i],
  [/\b(?:pre-?tax|traditional|tax[- ]deferred|deductible)\b/i, /\broth\b/i],
  // "will it stop if I move abroad?" against "can I keep getting it abroad?"
  [
    /\b(?:stop|stops|end|ends|cut off|cuts off|lose|take away)\b/i,
    /\b(?:keep|keeps|continue|continues|get|still get|still (?:be )?paid)\b/i,
  ],
  // "am i too old to put money in a sep?" against "can i still put money in at my age?"
  [/\btoo (?:old|late|young)\b/i, /\b(?:still|at (?:my|any) age|age limit)\b/i],
  // "does wep still cut my check?" against "is the wep gone?"
  [/\bstill\b/i, /\b(?:gone|repealed|ended|eliminated|abolished|no longer)\b/i],
];

/**
 * Whether a yes-or-no question asks what the visitor may do ("can I take one first and
 * switch?"), what they should do ("should I borrow from my 401k?") or what is or will be so
 * ("does that shrink the check?"), read from its opening verb: a yes to the one does not answer
 * the others.
 */
function asksMay(text: string): 'may' | 'should' | 'is' | undefined {
  const verb = ASKING_VERB.exec(text)?.[1]?.toLowerCase();
  if (verb === undefined) return undefined;
  if (verb === 'can' || verb === 'could' || verb === 'may') return 'may';
  return verb === 'should' || verb === 'shall' ? 'should' : 'is';
}
const ASKING_VERB =
  /\b(can|could|may|should|shall|do|does|did|is|are|will|would|has|have)\s+(?:i|we|you|she|he|they|it|that|this|my|our|his|her)\b/i;

/** A point whose answer opens with yes or no: its fixed text, or what it works out for this visitor. */
function answersYesOrNo(point: Point, details?: Details): boolean {
  return OPENS_YES_OR_NO.test(sayOf(point, details));
}

/** A point's text: fixed, or worked out for this visitor ('' for a worked one without details). */
export function sayOf(point: Point, details?: Details): string {
  return typeof point.says === 'string' ? point.says : details ? point.says(details) : '';
}

/**
 * No phrasing of the point asks what the question asks of its subject (`asksMay`). A "No" to
 * what may be done answers what should be done too (what cannot be done should not be); a "Yes"
 * does not.
 */
function otherMode(question: string, phrasings: readonly string[], says: string): boolean {
  const asked = asksMay(question);
  if (asked === undefined) return false;
  const written = phrasings.map(asksMay).filter((m) => m !== undefined);
  if (written.length === 0 || written.includes(asked)) return false;
  return !(asked === 'should' && written.every((m) => m === 'may') && OPENS_NO.test(says));
}

/** Words after a negation that it is read to apply to. */
const NEGATION_REACH = 5;

/**
 * The visitor negates what the point's phrasing takes as given ("if I hold off on Medicare",
 * "haven't taken Medicare yet" against "can I contribute to an HSA on Medicare"): a negation in
 * the question, or one in the sentences around it that reaches a word of the phrasing, where
 * the phrasing has none. Or the other way round: the phrasing takes as given something not done
 * ("if i hold off on medicare") that the question speaks of as done ("after i go on medicare"),
 * with nothing in the message not done.
 */
function negatesPremise(texts: readonly string[], ask: string): boolean {
  if (ask === '' || NEGATION.test(ask)) return false;
  const notDone = NOT_DONE.exec(ask);
  if (notDone) {
    if (texts.some((text) => NOT_DONE.test(text) || NEGATION.test(text))) return false;
    const object = words(ask.slice(notDone.index + notDone[0].length))
      .slice(0, NEGATION_REACH)
      .map(correct);
    const asked = new Set(words(texts[0] ?? '').map(correct));
    return object.some((w) => asked.has(w));
  }
  const askWords = new Set(words(ask).map(correct));
  return texts.some((text, i) => {
    if (i === 0) return NOT_DONE.test(text);
    for (const m of text.matchAll(EACH_NOT_DONE)) {
      // A negation reaches to the end of its clause at most ("still hasn't claimed, he says he
      // wants to wait" does not deny the waiting).
      const clause = text.slice((m.index ?? 0) + m[0].length).split(/[,;:.!?]/)[0] ?? '';
      const after = words(clause).slice(0, NEGATION_REACH);
      if (after.some((w) => askWords.has(correct(w)))) return true;
    }
    return false;
  });
}

/** A worked answer whose every input the visitor gave. */
export function givesAll(point: Point, details: Details): boolean {
  return factsUsed(point, details) > 0;
}

/**
 * How many of the visitor's facts a worked answer works from: the size of the largest set of
 * its inputs the visitor gave in full, 0 when none is complete.
 */
export function factsUsed(point: Point, details: Details): number {
  if (typeof point.says !== 'function') return 0; // a fixed text works from none
  return Math.max(0, ...completeSets(point, details).map((set) => set.length));
}

/** The sets of a worked answer's inputs the visitor gave in full. */
export function completeSets(point: Point, details: Details): (readonly (keyof Details)[])[] {
  if (typeof point.says !== 'function') return [];
  const given = (key: keyof Details) => {
    const value = details[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  };
  return [point.uses ?? [], ...(point.needs ?? [])].filter(
    (set) => set.length > 0 && set.every(given),
  );
}

/**
 * A worked answer works from numbers the visitor gave in this message (an amount, an age, not
 * only a yes or no), the rest of its inputs from earlier in the conversation.
 */
export function worksFromNumbers(
  point: Point,
  details: Details,
  stated: Details,
  amountAsked = false,
): boolean {
  if (typeof point.says !== 'function') return false; // a fixed text works from none
  const numeric = (key: keyof Details) => {
    const value = stated[key];
    if (Array.isArray(value)) return value.length > 0;
    // Numbers read together ("3,000 single life or 2,700 joint") are the visitor's numbers too,
    // to a question of how much.
    if (amountAsked && value !== null && typeof value === 'object')
      return Object.values(value).some((v) => typeof v === 'number');
    return typeof value === 'number';
  };
  return completeSets(point, details).some((set) => set.some(numeric));
}

export interface PointChoice {
  /** The topic's points, best first (a point worked out from the visitor's details counts more). */
  ranked: PointMatch[];
  point: Point;
  /** The best point is the topic's general answer. */
  general: boolean;
  /**
   * How sure the match is, 0 to 1: the share of the question's words the point's closest
   * question accounts for and the share of that question found in the message (weighted by
   * how telling each word is), lowered when another point matches nearly as well.
   */
  confidence: number;
  /**
   * The point's yes or no may answer another question than the one asked (a negated premise,
   * a question of how much, a cost against its absence, a near tie with the opposite answer):
   * its facts may be given, its yes or no not.
   */
  doubt: boolean;
}

/**
 * A spouse, a couple or a family spoken of: "my wife", "we're married", "both of us", "my ex",
 * "my grandson" (benefits on a worker's record go to a spouse and to children).
 */
const SPEAKS_OF_A_SPOUSE =
  /\b(?:wi(?:fe|ves)|husbands?|spouses?|spousal|married|marriage|partners?|ex|widow\w*|we|our|us|couples?|child\w*|kids?|grand\w+|sons?|daughters?|step(?:child\w*|kids?|sons?|daughters?)|family|dependents?)\b/i;

/**
 * A marriage spoken of as recent: "just got married", "we got married in june", "married 5 months",
 * "my new wife", "got married this year".
 */
const SPEAKS_OF_A_NEW_MARRIAGE =
  /\b(?:just|newly|recently) (?:got )?(?:re)?married\b|\b(?:got|were|was|get|getting) (?:re)?married\b|\bmarried (?:in (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|this year|last (?:month|year)|(?:a few|\d+|few) (?:months?|weeks?)|(?:only|just|less than) )|\bnew (?:wife|husband|spouse)\b|\bnewlyweds?\b/i;

/** A worker's benefit not yet filed for: "i havent filed", "before he claims", "not collecting ss yet". */
const NOT_FILED =
  /(?:\bnot|n[’']t|\bhavent|\bhasnt|\bnever)\s+(?:yet\s+)?(?:filed|claimed|applied|started (?:it|mine|his|hers))\b|\bbefore (?:i|he|she|we) (?:file|claim|start)\b|\b(?:until|till|til) (?:i|he|she) (?:file|claim)s?\b/i;

/** An illness or disability spoken of: "on ssdi", "diagnosed with", "can't work anymore". */
const SPEAKS_OF_ILLNESS =
  /\b(?:disab\w*|ssdi|ssi|ill|illness|sick\w*|diagnos\w*|cancer|alzheimer\w*|dementia|parkinson\w*|als|ms|terminal|injur\w*|stroke|heart|surgery|condition|health|medical|blind\w*|impair\w*|(?:can'?t|cannot|unable to) work|chemo\w*|hospice|kidney\w*|dialysis|esrd|disease|chronic|copd|failing)\b/i;

/**
 * Social Security not yet claimed, spoken of: "not collecting ss yet", "holding off on social
 * security until 70", "before i start social security".
 */
export const NOT_COLLECTING =
  /\b(?:not|n't|never|havent|hasnt|no)\s+(?:yet\s+)?(?:collecting|claiming|claimed|started|starting|taking|drawing|getting|on|filed(?: for)?)\s+(?:my\s+|our\s+|his\s+|her\s+)?(?:ss|social security|benefits?)\b|\b(?:holding off|hold off|waiting|wait|delaying|delay|putting off|put off)\b(?:(?! and )[^.?!])*\b(?:ss|social security)\b|\bbefore (?:i|we|he|she) (?:start|claim|collect|take|file for) (?:ss|social security)\b|\b(?:ss|social security)\b[^.?!]*\b(?:till|until|til) (?:6[2-9]|70)\b/i;

/** A parent spoken of: "my dad", "mom's ira", "my parents". */
const PARENT = /\b(?:dad|father|mom|mother|parents?)(?:'?s)?\b/i;

/** A move into Massachusetts: "if i move there from new hampshire", "moving to mass next year". */
const COMES_TO_MASSACHUSETTS =
  /\b(?:mov(?:e|es|ed|ing)|relocat(?:e|es|ed|ing)|com(?:e|es|ing))\s+(?:back\s+|up\s+|north\s+)?(?:to (?:mass|massachusetts|boston|ma)\b|(?:(?:here|there)\s+)?from\b)/i;
/** Leaving Massachusetts: "moving to florida", "once we leave", "after we move out of state". */
const LEAVES_MASSACHUSETTS =
  /\b(?:mov(?:e|es|ed|ing)|relocat(?:e|es|ed|ing))\s+(?:down |south |away )?to (?!mass\b|massachusetts\b|boston\b|ma\b)[a-z]|\b(?:leav(?:e|es|ing)|left|mov(?:e|es|ed|ing) out of)\s+(?:massachusetts|mass|ma|the state|boston)\b|\bonce (?:we|i) leave\b|\bout of state\b/i;

/**
 * A spouse spoken of as one's own now: "my husband", "wife was a teacher", "we're married", not
 * "my ex-husband" or "my late wife".
 */
const CURRENT_SPOUSE = /\b(?:wife|husband)(?:'?s)?\b|\bmy spouse(?:'?s)?\b|\bmarried\b/i;
const FORMER_SPOUSE = /\b(?:ex|former|divorc\w*|late|died|passed|new|current|remarried)\b/i;

/**
 * Whether a topic's or a point's answers presume a circumstance the visitor's message (`text`),
 * the conversation before it or their details contradict: a divorced spouse's answer to a message
 * about a current spouse, a survivor's or heir's answer where no death is spoken of ("my car died"
 * is none), an answer for those under 65 to a visitor 65 or older, a widow's answer to a visitor
 * not widowed, a parent's heir's answer where no parent (or a spouse) is spoken of, a
 * Massachusetts resident's answer to a visitor leaving the state.
 */
/** A question about Massachusetts' own return or tax: "a mass tax return", "state taxes". */
const STATE_RETURN =
  /\b(?:mass(?:achusetts)?|ma|state)(?:'s)? (?:income )?(?:tax(?:es)?|returns?|form 1)\b/i;

/** A workplace plan named: "my 401k", "the 403(b)", "my company plan". */
const WORK_PLAN_NAMED =
  /\b(?:401 ?\(?k\)?s?|403 ?\(?b\)?s?|457 ?\(?b\)?s?|tsp|thrift savings|rule of 55|(?:work|company|employer|job)'?s? (?:retirement )?plan)\b/i;
/** A spouse's account spoken of: "out of her ira", "my wifes 401k", "both our rmds". */
const SPOUSES_ACCOUNT =
  /\b(?:her|his|(?:my |our )?(?:wife|husband|spouse|partner)'?s?)\s+(?:own\s+)?(?:iras?|401\(?k\)?s?|403\(?b\)?s?|accounts?|rmds?)\b|\b(?:hers|his) is (?:bigger|larger|smaller)\b|\bboth (?:of )?our rmds\b/i;

/** A question of getting another's benefit: "can i get half his social security", "claim on her record". */
const ASKS_FOR_ANOTHERS =
  /\b(?:i|we)\b[^.?!]{0,20}\b(?:get|claim|collect|receive|draw|take)\b[^.?!]{0,20}\b(?:his|her|their|my ex'?s?|my ex-(?:husband|wife)'?s?)\b[^.?!]{0,12}\b(?:social security|ss|benefits?|record|check)\b/i;

/** Money in a bank or a credit union: "my savings account", "cds", "the bank", "fdic". */
const DEPOSITS =
  /\b(?:banks?|credit unions?|fdic|ncua|deposits?|cds?|certificates? of deposit|checking|savings accounts?|money market|accounts?|insured)\b/i;

/** A new marriage spoken of: "i remarried at 58", "if i remarry", "getting married again". */
const REMARRIAGE =
  /\bremarr\w*|\bmarr(?:y|ied|ying) again\b|\b(?:new|second) (?:husband|wife|marriage)\b/i;

/** The year a question asks of: "for 2025", "last year's return", or else this year. */
function yearAsked(text: string): number {
  const named = /\bfor (?:the )?(20\d\d)\b|\b(20\d\d) (?:tax(?:es)?|return)\b/.exec(text);
  if (named) return Number(named[1] ?? named[2]);
  return /\bfor last year\b|\blast year'?s (?:tax(?:es)?|return)\b/.test(text)
    ? THIS_YEAR - 1
    : THIS_YEAR;
}

export function presumesOther(
  presumes: Presumption | undefined,
  text: string,
  conversation: string,
  details: Details,
): boolean {
  switch (presumes) {
    case 'divorced':
      return CURRENT_SPOUSE.test(text) && !FORMER_SPOUSE.test(text);
    case 'a-spouse':
      return !SPEAKS_OF_A_SPOUSE.test(text) && !SPEAKS_OF_A_SPOUSE.test(conversation);
    case 'ill':
      return !SPEAKS_OF_ILLNESS.test(text) && !SPEAKS_OF_ILLNESS.test(conversation);
    case 'not-filed':
      // "Not until the worker files" is the answer only where the worker has not.
      return ![text, conversation].some((t) => NOT_FILED.test(t) || NOT_COLLECTING.test(t));
    case 'newly-married':
      // The year of marriage a spouse's benefit waits for is the answer only to a new marriage.
      return !SPEAKS_OF_A_NEW_MARRIAGE.test(text) && !SPEAKS_OF_A_NEW_MARRIAGE.test(conversation);
    case 'a-death':
      return !SPEAKS_OF_A_DEATH.test(text) && !SPEAKS_OF_A_DEATH.test(conversation);
    case 'under-65':
      return (ownAges(text)[0] ?? 0) >= 65;
    case 'widowed':
      return details.widowed !== true;
    case 'own-home':
      // A house left to the visitor, not one a widow owned with her late husband.
      return details.inherited === true && details.widowed !== true;
    case 'a-parent': {
      const said = `${text} ${conversation}`;
      return !PARENT.test(said) || CURRENT_SPOUSE.test(said);
    }
    case 'ma-resident':
      return LEAVES_MASSACHUSETTS.test(`${text} ${conversation}`);
    case 'leaving-ma':
      // A rule for one who leaves the state is not for one who moves into it, nor the reverse.
      return COMES_TO_MASSACHUSETTS.test(`${text} ${conversation}`);
    case 'coming-to-ma':
      return LEAVES_MASSACHUSETTS.test(`${text} ${conversation}`);
    case 'federal':
      // A federal rule is not the answer to a question about the state's own return or tax.
      return STATE_RETURN.test(text);
    case 'not-collecting':
      // Paying for Medicare before benefits start is not the question of one who collects.
      return !NOT_COLLECTING.test(text) && !NOT_COLLECTING.test(conversation);
    case 'deposits':
      // Deposit insurance is for money in a bank: not for a house or a portfolio worth as much.
      return !DEPOSITS.test(`${text} ${conversation}`);
    case 'work-plan':
      // The rule of 55 is a workplace plan's: not for a conversation that names none.
      return !WORK_PLAN_NAMED.test(`${text} ${conversation}`);
    case 'left-job':
      // "No, loans are for current employees" is not for a visitor who still works there.
      return details.working === true || STILL_THERE.test(`${text} ${conversation}`);
    case 'own-accounts':
      // "Yes, take it from any of your IRAs" is not for taking it from a spouse's.
      return SPOUSES_ACCOUNT.test(text);
    case 'own-benefit':
      // "Can her lawyer take half my social security?" is not "can i get half his?".
      return ASKS_FOR_ANOTHERS.test(text);
    case 'remarried':
      // "Not while that marriage lasts" is for a widow who speaks of a new marriage.
      return !REMARRIAGE.test(`${text} ${conversation}`);
    case 'death-this-year':
      // "Yes, for the year of the death" is not for a return of a year after it.
      return details.diedYear !== undefined && details.diedYear < yearAsked(text);
    case 'death-before':
      return details.diedYear === undefined || details.diedYear >= yearAsked(text);
    case 'no-pay':
      // "No, not without earned income" is not for a visitor who says they work for pay.
      return details.working === true || details.earnings !== undefined;
    default:
      return false;
  }
}

/** Still employed where the plan is: "i still work there", "im still with the company". */
const STILL_THERE =
  /\b(?:still (?:work(?:ing)? (?:there|for (?:them|the company|that company|my employer))|(?:employed|on the payroll) there|with (?:the|that) (?:company|employer))|(?:i'?m|im|i am) (?:still )?(?:a )?current (?:employee|participant))\b/;

/** The words just before a question's closing "right?": "so 1,920 right?", "$3,200 total, correct?". */
const BEFORE_RIGHT = /(\S+(?:\s+[a-z]+){0,2})[\s,]*(?:right|correct|is that right|yes)\s*\?*\s*$/i;

/** An amount that ends a question: "so about 2,668?", "roughly 1,833 a month?". */
const AMOUNT_LAST = /(\$?\d[\d,.]*\s*(?:k|a month|a year|\/mo)?)\s*\?+\s*$/i;

/** Whether a question's tail (the words a pattern found at its end) holds an amount of money. */
const moneyIn = (tail: string | undefined): boolean =>
  tail !== undefined && withoutAmounts(tail, (_, asMoney) => !asMoney) !== tail;

/**
 * A question that is one supposition from its start to its end ("and if the balance was 600k?",
 * "what if it was 30k?"): the amount it ends on is supposed, not reckoned for confirmation.
 */
const SUPPOSED =
  /^\s*(?:(?:and|so|but|ok(?:ay)?|also)[,\s]+)?(?:what |how about )?(?:if|suppose|supposing|say)\b[^,;:?]*\?+\s*$/i;

/** A reckoning that ends on the amount it comes to: "…so 15% off, about 2,550?". */
const reckonedAmount = (question: string): boolean =>
  !SUPPOSED.test(question) && moneyIn(AMOUNT_LAST.exec(question)?.[1]);

/** An amount of money (read as `details` reads one) put for confirmation at the end of a question. */
function confirmsAnAmount(question: string): boolean {
  return moneyIn(BEFORE_RIGHT.exec(question)?.[1]) || reckonedAmount(question);
}

/** Chooses the point of a topic that answers the question. */
export function choosePoint(
  topic: Topic,
  question: string,
  context: readonly string[],
  details: Details,
  stated: Details = details,
  followUp = false,
): PointChoice {
  // A point that answers yes or no answers only a yes-or-no question: "how long can I stay on
  // COBRA" is not answered by "No, COBRA does not let you delay Part B".
  const confirms = putForConfirmation(question);
  const polar = asksYesOrNo(question);
  // A misreading's "No" answers the belief put for confirmation or asked as a question of fact
  // ("does the bank end up owning my house?"), not a question of what may be done that shares its
  // words ("can I get one with a mortgage balance?"), whose answer is often the opposite.
  // (A question opening "does long term care insurance …" that names no subject `POLAR` knows is
  // a question of what is covered, not a belief put to be checked.)
  const beliefAsked =
    confirms || (POLAR.test(question) && !CHOICE.test(question) && !ASKS_PERMISSION.test(question));
  const conversation = context.join(' ');
  const matched = rankPoints(topic, question, context).filter(
    (m) =>
      (!m.point.onlyWorked || givesAll(m.point, details)) &&
      (!m.point.belief || beliefAsked) &&
      !presumesOther(m.point.presumes, question, conversation, details),
  );
  // A worked answer the message's own numbers complete answers the question at least as well as
  // the topic's general answer: the visitor gave those numbers to have them used.
  const generalScore = matched.find((m) => m.point === topicPoints(topic)[0])?.score ?? 0;
  // A worked answer written for the topic's own questions answers them as well as any of its
  // fixed texts, when the message's numbers complete it.
  const bestScore = Math.max(0, ...matched.map((m) => m.score));
  // A question that asks how much is answered by the amount worked out from the numbers it gave
  // ("im 80, my ira balance was 500k. how much do i have to take out"), however its words read.
  // So is an amount the visitor reckoned and puts for confirmation ("so 1,920 right?").
  const amountAsked = asksAmount(question) || (confirms && confirmsAnAmount(question));
  const statesTheirAmount = (p: Point) =>
    amountAsked &&
    typeof p.says === 'function' &&
    worksFromNumbers(p, details, stated, true) &&
    statesAmount(p.says(details));
  const bestFixed = Math.max(
    0,
    ...matched.filter((m) => typeof m.point.says === 'string').map((m) => m.score),
  );
  const floorOf = (p: Point) =>
    p.onlyWorked ? bestScore : statesTheirAmount(p) ? bestFixed : generalScore;
  // A yes or no settles the proposition whose phrasing the question matches best ("does the
  // deduction mean I don't pay tax on Social Security?"): the visitor's numbers do not make a
  // worked answer to another one ("do I get the whole deduction?") the question asked.
  const closest = matched.find((m) => m.score === bestScore)?.point;
  const settled =
    polar && closest !== undefined && typeof closest.says === 'string' && answersYesOrNo(closest);
  // A question of when ("when is my first rmd due") is not answered better by an amount the
  // visitor's numbers work out: such a worked answer gets no preference over the date.
  const timeAsked = asksTime(question);
  const amountOnly = (p: Point) =>
    timeAsked && typeof p.says === 'function' && statesAmount(p.says(details));
  // A question that names a place ("do i pay tax on a roth conversion in massachusetts?") is
  // answered first by the points asked of that place, where the topic has any.
  const placesAsked = PLACES.filter((place) => place.test(question));
  const ofPlace = new Set(
    placesAsked.length === 0
      ? []
      : matched
          .filter((m) => placesAsked.every((place) => m.point.asks.some((a) => place.test(a))))
          .map((m) => m.point),
  );
  const placeMatters = matched.some((m) => m.score > 0 && ofPlace.has(m.point));
  const ranked = matched
    .map((m) => {
      const worked = worksFromNumbers(m.point, details, stated, amountAsked);
      const closeness =
        (worked ? Math.max(m.score, floorOf(m.point) + m.score / 100) : m.score) *
        (settled || (worked && amountOnly(m.point)) ? 1 : workedPreference(m.point, details));
      const kind =
        (!polar && answersYesOrNo(m.point) ? OTHER_KIND_OF_ANSWER : 1) *
        (placeMatters && !ofPlace.has(m.point) ? OTHER_PLACE_POINT : 1);
      // Built whole, not spread from `m`: V8 adds a property to a spread copy slowly (about a
      // microsecond each), and a topic has dozens of points.
      return { point: m.point, score: closeness * kind, closeness };
    })
    .sort((a, b) => b.score - a.score);
  const best = ranked[0] as PointMatch;
  const general = best.point === topicPoints(topic)[0];
  const yesOrNo = answersYesOrNo(best.point, details);
  // The question's words count fully, the context's (the sentences around it) in part.
  const asked = new Map<string, number>();
  // The IDF of each word of `asked`, in its order.
  const askedIdfs: number[] = [];
  for (const [text, weight] of [
    [context.join(' '), CONTEXT_SHARE],
    [question, 1],
  ] as const) {
    const { words: ws, idfs } = queryWords(text);
    for (let i = 0; i < ws.length; i++) {
      const w = ws[i] as string;
      if (!asked.has(w)) askedIdfs.push(idfs[i] as number);
      asked.set(w, weight);
    }
  }
  // The visitor's numbers (ages, amounts, years) are facts about them, not what they ask: they
  // count only against a point whose phrasings turn on a number themselves ("my highest 3 years").
  const asksNumbers = ASKS_A_NUMBER.has(best.point);
  // A question of one or two words says little about which of a topic's questions it is.
  let total = QUESTION_PRIOR;
  let at = 0;
  for (const [w, weight] of asked) {
    const idf = askedIdfs[at++] as number;
    if (asksNumbers || !isNumber(w)) total += weight * idf;
  }
  let fit = 0;
  let subjectMissing = false;
  let keyMissing = false;
  let closestAsk = '';
  for (const ask of POINT_ASKS.get(best.point) ?? []) {
    let shared = 0;
    let askWeight = 0;
    for (let i = 0; i < ask.unigrams.length; i++) {
      const u = ask.unigrams[i] as string;
      const idf = ask.wordIdfs[i] as number;
      askWeight += idf;
      shared += (asked.get(u) ?? 0) * idf;
    }
    if (shared === 0 || total === 0 || askWeight === 0) continue;
    // A yes or no settles one proposition, so what the question adds counts as much as what
    // the phrasing has.
    const share = yesOrNo ? 0.5 : RECALL_SHARE;
    const f = (shared / total) ** share * (shared / askWeight) ** (1 - share);
    if (f > fit) {
      fit = f;
      closestAsk = ask.text;
      // A yes or no answers the phrasing's subject: "a joint return" is not "his final return".
      subjectMissing = ask.unigrams.some((u) => SUBJECT_WORDS.has(u) && !asked.has(u));
      // …and its most telling word ("delaying" in "can she get a bigger spousal benefit by
      // delaying"), which a statement put for confirmation must share for a "No" to answer it.
      let key = '';
      let keyIdf = 0;
      for (let i = 0; i < ask.unigrams.length; i++) {
        const u = ask.unigrams[i] as string;
        // A number in the phrasing ("at 60 61 62 63") is a figure the question may write
        // otherwise ("60-63"), not its most telling word.
        if (isNumber(u)) continue;
        const idf = ask.wordIdfs[i] as number;
        if (idf > keyIdf) {
          keyIdf = idf;
          key = u;
        }
      }
      keyMissing = key !== '' && !asked.has(key);
    }
  }
  // Two points matching nearly as well (within NEAR_TIE) leave the reading in doubt.
  const runnerUp = ranked.find((m) => m.point !== best.point && m.point !== topicPoints(topic)[0]);
  // …unless both answer the same yes or no: either one's verdict is the answer.
  const agree = (a: Point, b: Point): boolean => {
    const x = sayOf(a, details).match(POLAR_LEAD)?.[0];
    const y = sayOf(b, details).match(POLAR_LEAD)?.[0];
    return x !== undefined && y !== undefined && /^no/i.test(x) === /^no/i.test(y);
  };
  const margin =
    best.score > 0 &&
    runnerUp &&
    (best.score - runnerUp.score) / best.score < NEAR_TIE &&
    !(confirms && yesOrNo && agree(best.point, runnerUp.point))
      ? TIE_DOUBT
      : 1;
  // A worked answer whose every input the visitor gave is more likely the one meant.
  const worked = givesAll(best.point, details) ? WORKED_OUT_CONFIDENCE : 1;
  // A yes or no to "doesn't my will override it?" is the opposite of one to "does the form
  // override my will?": when the question and the point's phrasing differ in negation, or the
  // question lacks the subject its closest phrasing names, the point's yes or no is in doubt.
  // So is a yes or no to a question that does not ask one ("how much tax will I pay?"), or that
  // names a subject the topic is not known by ("and Medicare, is that at 67 too?").
  const negated = NEGATION.test(untagged(question));
  // A negation in the sentences around the question ("my wife never worked … she has to pay for
  // Part A, right?") may be the one the point's phrasing holds ("if she never worked").
  const saysNegation = negated || context.some((c) => NEGATION.test(c));
  const flipped =
    yesOrNo &&
    (subjectMissing ||
      !polar ||
      best.point.asks.every(
        (a) => NEGATION.test(a) !== negated && NEGATION.test(a) !== saysNegation,
      ) ||
      otherSubjects(topic, question).length > 0);
  // A point whose phrasing is the question's opposite, or which asks less than the question,
  // states a yes or no to another question.
  const opposite = (cue: RegExp, other: RegExp) =>
    cue.test(question) && other.test(closestAsk) && !cue.test(closestAsk);
  // A statement put for confirmation is most often the visitor's misreading: a point's "No" to
  // it stands when the statement is affirmative and shares the most telling word of the point's
  // closest phrasing, unless the point's own words after its "No" say what the statement says
  // (its "No" to "can I keep contributing?" agrees with "they have to stop once I enroll,
  // right?"); a "Yes" is held back, as it may confirm more than the point's phrasing says ("my
  // yearly physical is free now, right?").
  const said = sayOf(best.point, details);
  const doubt =
    yesOrNo &&
    ((confirms &&
      // A negation only in the condition ("if i never update it, it goes to my kids automatically,
      // right?"), which the misreading's own phrasing holds too, is not a statement put in the
      // negative ("i cant contribute after 65 right?" is).
      ((negated &&
        !(
          best.point.belief &&
          NEGATION.test(closestAsk) &&
          !NEGATION.test(untagged(question).replace(IF_CLAUSE, ' '))
        )) ||
        /\bno\b/i.test(question) ||
        !OPENS_NO.test(said) ||
        (!best.point.belief && restates(question, said.replace(POLAR_LEAD, ''))) ||
        // …or lacks the phrasing's most telling word, unless the next point says the same "No".
        (keyMissing && !(runnerUp && agree(best.point, runnerUp.point))))) ||
      // A follow-up's context is the question before it: its negations were about that one.
      negatesPremise(followUp ? [question] : [question, ...context], closestAsk) ||
      (SCOPE.test(question) && !SCOPE.test(closestAsk)) ||
      (AWAY.test(question) && !best.point.asks.some((a) => AWAY.test(a))) ||
      // A yes or no about one place's or one program's rule answers a question that names it, or
      // whose conversation does: "does massachusetts tax capital gains?" is not "is my annuity
      // taxed as capital gains?", "can i give 19k to each of my kids?" not "…allowed right for
      // masshealth".
      PLACES_AND_PROGRAMS.some(
        (place) =>
          best.point.asks.every((a) => place.test(a)) &&
          !place.test(question) &&
          !context.some((c) => place.test(c)),
      ) ||
      // …and one about a rule that names no place does not answer for a place the question names:
      // "does mass tax that gain too?" is not "is there no capital gains tax after 65?".
      PLACES.some(
        (place) =>
          place.test(question) && !best.point.asks.some((a) => place.test(a)) && !place.test(said),
      ) ||
      OPPOSITES.some(([a, b]) => opposite(a, b) || opposite(b, a)) ||
      otherMode(question, best.point.asks, said));
  return {
    ranked,
    point: best.point,
    general,
    confidence: best.score > 0 ? Math.min(1, fit * margin * worked * (flipped ? TIE_DOUBT : 1)) : 0,
    doubt,
  };
}
