/**
 * How the evaluation judges an answer: did it state the facts that answer this question (each
 * figure, yes or no, key phrase), and none of the facts that make it wrong? Figures match in
 * their usual forms ('$35,750', '35,750', '35750'), words at word boundaries, case ignored.
 */
import { redact } from '../src/redact.ts';
import type { Answer, AnswerOptions, HistoryTurn } from '../src/types.ts';

/**
 * One way of stating a fact: text anywhere in the answer, a pattern over the normalised answer
 * (title left out), or text its opening must contain.
 */
export type Form = string | RegExp | { readonly lead: readonly string[] };
/** A fact; a list gives equivalent forms, any one of which counts. */
export type Fact = Form | readonly Form[];

export interface EvalCase {
  q: string;
  /** Earlier user messages, oldest first; the evaluation replays them so the answers given are in the history. */
  history?: string[];
  /**
   * The topic id or behaviour (handoff, out_of_scope, privacy, ...) expected. Topic ids feed the
   * older "right topic" score only; a behaviour is part of answering the question.
   */
  expect?: string;
  /** Facts the answer must state. */
  must?: Fact[];
  /** Facts that make the answer wrong: an outdated figure, a plan not sold here. */
  not?: Fact[];
}

/** Behaviours other than a knowledge-base topic. */
export const BEHAVIOURS: ReadonlySet<string> = new Set([
  'greeting',
  'thanks',
  'out_of_scope',
  'handoff',
  'fallback',
  'privacy',
]);

/** Lower-cased plain text: markdown and link targets removed, figures without `$` or thousands commas. */
export function normalize(text: string): string {
  return text
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[*_`#[\]>]/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .toLowerCase()
    .replace(/\$/g, '')
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .replace(/\s*\bpercent\b/g, '%')
    .replace(/[ \t]+/g, ' ');
}

/** Sentences, where a line break also ends one (headings and list items carry no stop). */
function sentences(normalized: string): string[] {
  return (
    normalized
      .split(/\n+|(?<=[.!?])\s+/)
      // A list item's marker ("- ", "2. ") is not part of its sentence; a figure it opens with is.
      .map((s) => s.replace(/^\s*(?:-\s+|\d{1,2}\.\s+)/, '').trim())
      .filter((s) => s !== '')
  );
}

const OPENING_SENTENCES = 3;

function contains(haystack: string, needle: string): boolean {
  const n = normalize(needle).trim();
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(n, from);
    if (at < 0) return false;
    const before = haystack[at - 1] ?? ' ';
    const after = haystack[at + n.length] ?? ' ';
    const openEdge = !/[a-z0-9]/.test(n[0] as string) || !/[a-z0-9]/.test(before);
    // A plural counts: 'withdrawal' is stated by 'withdrawals'.
    const plural = after === 's' && !/[a-z0-9]/.test(haystack[at + n.length + 1] ?? ' ');
    const closeEdge = !/[a-z0-9]/.test(n.at(-1) as string) || !/[a-z0-9]/.test(after) || plural;
    if (openEdge && closeEdge) return true;
    from = at + 1;
  }
}

function formFound(form: Form, text: string, body: string, opening: string): boolean {
  if (typeof form === 'string') return contains(text, form);
  if (form instanceof RegExp) return form.test(body);
  return form.lead.some((f) => contains(opening, f));
}

/** A bold title that labels the answer ("**Full retirement age:**") is not part of its opening. */
const TITLE = /^\s*\*\*[^*\n]+[:?]\*\*\s*/;

/** Whether the answer states the fact, in any of its forms. */
export function states(answerText: string, fact: Fact): boolean {
  const text = normalize(answerText);
  const body = normalize(answerText.replace(TITLE, ''));
  const opening = sentences(body).slice(0, OPENING_SENTENCES).join(' ');
  const forms: readonly Form[] = Array.isArray(fact) ? fact : [fact as Form];
  return forms.some((f) => formFound(f, text, body, opening));
}

/** The fact must be stated in the answer's first three sentences: the answer comes first. */
export function lead(...forms: string[]): Form {
  return { lead: forms };
}

/** Characters inside one sentence: a stop followed by a digit ("202.90") does not end it. */
const SENTENCE_BODY = '(?:[^\\n.!?]|[.!?](?!\\s))';

/** One of the first two sentences begins with one of these words ("Yes", "No", "It can"). */
export function opens(...words: string[]): RegExp {
  const alternatives = words.map((w) => normalize(w).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(
    `^(?:${SENTENCE_BODY}*(?:[.!?]\\s+|\\n+))?[\\s-]*(?:${alternatives.join('|')})\\b`,
  );
}

/** The first sentence speaks to the visitor's feelings with one of these words. */
export function feels(...words: string[]): RegExp {
  const alternatives = words.map((w) => normalize(w).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${SENTENCE_BODY}*?\\b(?:${alternatives.join('|')})`);
}

/** A yes opening, plain or hedged. */
export const yes = (...more: string[]): RegExp =>
  opens('yes', 'probably yes', 'likely yes', 'generally yes', 'usually yes', ...more);
/** A no opening, plain or hedged. */
export const no = (...more: string[]): RegExp =>
  opens('no', 'probably not', 'likely not', 'generally not', 'usually not', ...more);

/** The first sentence meets a loss, hard news or a fear. */
export const GRIEF = feels('sorry', 'condolence', 'loss');
export const HARD_NEWS = feels(
  'sorry',
  'difficult',
  'hard',
  'tough',
  'overwhelm',
  'shock',
  'a lot',
);
export const WORRY = feels(
  'worr',
  'understand',
  'concern',
  'fear',
  'scar',
  'anxi',
  'stress',
  'sorry',
);

/** The everyday half of a mixed message declined in a sentence. */
export const DECLINES: Fact = [
  /\b(?:i|we)(?:'m| am|'re| are)? (?:can't|cannot|can not|not able to|unable to|won't be able to)\b/,
  /\b(?:outside|beyond) (?:what|the scope|my|our)\b/,
  /\bnot something (?:i|we) (?:can|do)\b/,
  /\b(?:can|could) only (?:help|answer|assist)\b/,
];

/** A bare yes or no at the start, where the answer turns on a detail the visitor left out. */
export const BARE_YES_NO =
  /^\s*(?:yes|no)\b(?:[.!]|,? (?:you|it|they|she|he) (?:can|do|does|will|can't|cannot|don't|doesn't|won't)\b)/;

export const FIFTY_NINE_AND_A_HALF = ['59½', '59 1/2', '59 and a half', '59.5'];
/** The usual ways of opening with a no besides the plain word. */
export const NOPE = [
  'not',
  'nope',
  'unfortunately',
  'sadly',
  'actually no',
  'actually, no',
  'not necessarily',
  'not quite',
  'not exactly',
  'good news',
  'the good news',
  'not anymore',
  'no longer',
  "you can't",
  'you cannot',
  "you don't",
  'you do not',
  "you won't",
  'you will not',
  "it doesn't",
  'it does not',
  "it isn't",
  'it is not',
  "it's not",
  "they can't",
  'they cannot',
  "they won't",
  'they will not',
  "that's not",
  'that is not',
  "that's no longer",
  'that is no longer',
];
/** The usual ways of opening with a yes besides the plain word. */
export const YEP = [
  'you can',
  'you may',
  'you could',
  'you should',
  'absolutely',
  'good news',
  'the good news',
  'it can',
  'it does',
  'it is',
  "it's",
  'they can',
  'that works',
  'in most cases',
  'most likely',
  'often',
  'possibly',
  'true',
  "that's right",
  'correct',
];
/** A no after a first clause that meets the feeling ("I'm so sorry, but no."). */
export const BUT_NO = /^[^.!?\n]*\bbut no\b/;
/** Massachusetts sells Core and Supplement 1A, not the lettered plans. */
export const LETTERED: Fact[] = ['plan g', 'plan n', 'plan f'];

/** A Massachusetts Medigap policy cannot be refused or priced on health (211 CMR 71.10). */
export const NOT_UNDERWRITTEN: readonly string[] = [
  "can't turn you down",
  'cannot turn you down',
  "won't turn you down",
  "can't deny",
  'cannot deny',
  "can't refuse",
  'cannot refuse',
  "can't be turned down",
  'cannot be turned down',
  'guaranteed issue',
  'guaranteed-issue',
  'no medical underwriting',
  'not medically underwritten',
  'regardless of your health',
  'regardless of health',
  'no health questions',
];

/** Words shown to the visitor (link targets and markup left out). */
export function wordCount(answerText: string): number {
  return normalize(answerText)
    .split(/\s+/)
    .filter((w) => /[a-z0-9]/.test(w)).length;
}

/**
 * Lines long enough to be content rather than a heading, the sources list, the call line or the
 * general-information line that close every answer.
 */
function contentLines(text: string): string[] {
  const body = text.split(/^#{1,6}\s*Sources\b.*$/im)[0] as string;
  return body
    .split('\n')
    .filter((line) => !/\]\(tel:|^\s*_.*_\s*$/.test(line))
    .map((line) =>
      normalize(line)
        .replace(/^[\s\-\d.]+/, '')
        .trim(),
    )
    .filter((line) => line.length >= 40);
}

/**
 * True when most of the reply's content lines were already shown earlier in the conversation:
 * a follow-up answered with the card it already got.
 */
export function repeats(reply: string, earlier: readonly string[]): boolean {
  const lines = contentLines(reply);
  if (lines.length === 0) return false;
  const seen = new Set(earlier.flatMap(contentLines));
  const repeated = lines.filter((line) => seen.has(line)).length;
  return repeated / lines.length >= 0.5;
}

export type Answerer = (message: string, history: HistoryTurn[]) => Answer;

/**
 * A message and its conversation as relay-chat hands them to the engine: personal data masked in
 * each message (the firm's own number kept, the previous message read beside it), as the record
 * keeps the earlier ones.
 */
export function relayed(
  message: string,
  history: readonly HistoryTurn[],
  phone: string,
): { message: string; history: HistoryTurn[] } {
  const mask = (text: string, previous?: string) =>
    redact(text, { keepPhones: [phone], previous }).text;
  let previous: string | undefined;
  const recorded = history.map((t) => {
    if (t.role !== 'user') return t;
    const masked = { ...t, content: mask(t.content, previous) };
    previous = t.content;
    return masked;
  });
  return { message: mask(message, previous), history: recorded };
}

/** The engine as the visitor meets it: each message masked first, as relay-chat does (`relayed`). */
export function asRelayed(
  engine: (message: string, history: HistoryTurn[], options: AnswerOptions) => Answer,
  options: AnswerOptions,
): Answerer {
  return (message, history) => {
    const turn = relayed(message, history, options.phone);
    return engine(turn.message, turn.history, options);
  };
}

export interface CaseResult {
  case: EvalCase;
  reply: Answer;
  /** Topic id, or the kind for anything other than a topic answer. */
  outcome: string;
  /** The older check: the expected topic or behaviour came back. */
  rightTopic: boolean | null;
  missing: Fact[];
  wrong: Fact[];
  repeated: boolean;
  behaviourOk: boolean;
  /** All required facts, none forbidden, the expected behaviour, and no repeated card. */
  answered: boolean;
  /** The answer states a forbidden fact: a confidently wrong statement. */
  confidentlyWrong: boolean;
  /** The engine said it held back a yes/no or a figure it was not sure of. */
  abstained: boolean;
  words: number;
}

/** Replays the conversation (each earlier message answered in turn), then judges the reply. */
export function runCase(c: EvalCase, ask: Answerer): CaseResult {
  const history: HistoryTurn[] = [];
  for (const earlier of c.history ?? []) {
    const a = ask(earlier, [...history]);
    history.push({ role: 'user', content: earlier }, { role: 'ai', content: a.text });
  }
  const reply = ask(c.q, history);
  const outcome =
    reply.kind === 'topic' || reply.kind === 'partial' ? (reply.topicId ?? 'topic') : reply.kind;
  const missing = (c.must ?? []).filter((f) => !states(reply.text, f));
  const wrong = (c.not ?? []).filter((f) => states(reply.text, f));
  const earlierAnswers = history.filter((t) => t.role === 'ai').map((t) => t.content);
  const repeated = earlierAnswers.length > 0 && repeats(reply.text, earlierAnswers);
  const behaviourOk = c.expect === undefined || !BEHAVIOURS.has(c.expect) || outcome === c.expect;
  return {
    case: c,
    reply,
    outcome,
    rightTopic: c.expect === undefined ? null : outcome === c.expect,
    missing,
    wrong,
    repeated,
    behaviourOk,
    answered: behaviourOk && missing.length === 0 && wrong.length === 0 && !repeated,
    confidentlyWrong: wrong.length > 0,
    abstained: reply.abstained === true,
    words: wordCount(reply.text),
  };
}

export interface Score {
  cases: number;
  answered: number;
  /** Share fully answered, 0..1. */
  answeredRate: number;
  topicCases: number;
  rightTopic: number;
  /** Forbidden facts stated, over all answers: the confidently wrong statements. */
  wrongStatements: number;
  /** Answers that state a forbidden fact. */
  confidentlyWrong: number;
  abstained: number;
  medianWords: number;
  p90Words: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] as number;
}

export function summarize(results: readonly CaseResult[]): Score {
  const words = results.map((r) => r.words).sort((a, b) => a - b);
  const withTopic = results.filter((r) => r.rightTopic !== null);
  const answered = results.filter((r) => r.answered).length;
  return {
    cases: results.length,
    answered,
    answeredRate: results.length === 0 ? 0 : answered / results.length,
    topicCases: withTopic.length,
    rightTopic: withTopic.filter((r) => r.rightTopic).length,
    wrongStatements: results.reduce((sum, r) => sum + r.wrong.length, 0),
    confidentlyWrong: results.filter((r) => r.confidentlyWrong).length,
    abstained: results.filter((r) => r.abstained).length,
    medianWords: percentile(words, 0.5),
    p90Words: percentile(words, 0.9),
  };
}

function describeFact(f: Fact): string {
  const forms: readonly Form[] = Array.isArray(f) ? f : [f as Form];
  return forms
    .map((x) =>
      typeof x === 'string'
        ? `'${x}'`
        : x instanceof RegExp
          ? String(x)
          : `lead(${x.lead.join('|')})`,
    )
    .join(' or ');
}

/** One line saying why a case was not answered. */
export function explain(r: CaseResult): string {
  const why = [
    ...(r.behaviourOk ? [] : [`got ${r.outcome}, expected ${r.case.expect}`]),
    ...r.missing.map((f) => `missing ${describeFact(f)}`),
    ...r.wrong.map((f) => `states ${describeFact(f)}`),
    ...(r.repeated ? ['repeats an earlier answer'] : []),
  ];
  return `"${r.case.q}"${r.case.history ? ' (follow-up)' : ''}: ${why.join('; ')}`;
}

const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;

/** One line of the report: a round's name and its figures. */
export function reportLine(name: string, s: Score): string {
  return [
    name.padEnd(24),
    `answered ${pct(s.answered, s.cases)} (${s.answered}/${s.cases})`,
    `right topic ${pct(s.rightTopic, s.topicCases)} (${s.rightTopic}/${s.topicCases})`,
    `wrong ${s.confidentlyWrong} (${s.wrongStatements} statements)`,
    `abstained ${s.abstained}`,
    `words median ${s.medianWords} p90 ${s.p90Words}`,
  ].join('  ');
}
