/**
 * BM25 ranking over the knowledge base. Each topic is one document whose fields count with
 * different weights (title, question variants and keywords weigh most), and query words that
 * are not in the vocabulary are corrected to the nearest indexed word (typos like "anuity").
 */
import { TOPICS, topicText } from './kb/index.ts';
import { editDistance, withPairs, words } from './text.ts';
import type { Topic } from './types.ts';

const K1 = 1.2;
const B = 0.5;

const FIELD_WEIGHTS = { title: 3, questions: 1.5, keywords: 2.5, body: 0.4 } as const;

interface Doc {
  topic: Topic;
  tf: Map<string, number>;
  length: number;
}

function stripLinks(text: string): string {
  return text.replace(/\]\([^)]*\)/g, ']');
}

function addField(tf: Map<string, number>, text: string, weight: number): number {
  const terms = withPairs(words(stripLinks(text)));
  for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + weight);
  return terms.length * weight;
}

function buildDoc(topic: Topic): Doc {
  const tf = new Map<string, number>();
  let length = addField(tf, topic.title, FIELD_WEIGHTS.title);
  for (const q of topic.questions) length += addField(tf, q, FIELD_WEIGHTS.questions);
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
  if (IDF.has(word) || word.length < 6 || /\d/.test(word)) return word;
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

/** A query: weighted terms, plus the unigrams used to judge how much of it was understood. */
export interface Query {
  terms: Map<string, number>;
  unigrams: string[];
}

export function buildQuery(parts: ReadonlyArray<readonly [text: string, weight: number]>): Query {
  const terms = new Map<string, number>();
  const unigrams: string[] = [];
  for (const [text, weight] of parts) {
    const ws = words(text).map(correct);
    if (weight === 1) unigrams.push(...ws);
    for (const t of withPairs(ws)) terms.set(t, Math.max(terms.get(t) ?? 0, weight));
  }
  return { terms, unigrams };
}

export interface Match {
  topic: Topic;
  score: number;
  /** Share of the message's words (by weight of evidence) that the topic contains. */
  coverage: number;
}

function bm25(doc: Doc, query: Query): number {
  let score = 0;
  for (const [term, weight] of query.terms) {
    const tf = doc.tf.get(term);
    if (!tf) continue;
    const idf = IDF.get(term) as number;
    score += weight * idf * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / AVG_LENGTH)));
  }
  return score;
}

function coverage(doc: Doc, unigrams: readonly string[]): number {
  let total = 0;
  let hit = 0;
  for (const u of new Set(unigrams)) {
    const idf = IDF.get(u) ?? (/^\d+$/.test(u) ? 0 : UNKNOWN_WEIGHT);
    total += idf;
    if (doc.tf.has(u)) hit += idf;
  }
  return total === 0 ? 0 : hit / total;
}

/** Topics ranked best first; ties keep knowledge-base order, so results are deterministic. */
export function search(query: Query, limit = 3): Match[] {
  return DOCS.map((doc, index) => {
    const c = coverage(doc, query.unigrams);
    // Topics that contain more of the message's words rank higher (a coordination factor).
    return { topic: doc.topic, index, coverage: c, score: bm25(doc, query) * (0.5 + 0.5 * c) };
  })
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ topic, score, coverage }) => ({ topic, score, coverage }));
}
