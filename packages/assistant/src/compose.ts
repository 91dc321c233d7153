/**
 * Decides what a topic answer says, for both the embedded answers and the LLM grounding: for
 * each question the message asks, the direct answer (worked out from the visitor's numbers
 * where it can be) when the engine is sure which question it is answering, and otherwise the
 * honest partial answer: what is true in general and the one detail the answer turns on. Then
 * a human opening when the visitor is grieving, scared, laid off or ill, only the parts that
 * fit the first question, and nothing the conversation has already shown.
 */

import { earlyPenaltyMoot, THIS_YEAR } from './calc/reckon.ts';
import {
  amountWhereNone,
  confirmsFigure,
  deniesWhatPointAffirms,
  namesOtherFigure,
  nothingOwed,
  restatedAnswer,
  saysCanOfCannot,
  statesOtherwise,
  workedOtherAmount,
} from './claims.ts';
import { dollars, type Figure, fill } from './kb/figures.ts';
import { issuerOf } from './kb/index.ts';
import {
  asksChoice,
  asksYesOrNo,
  givesAll,
  negativeTagged,
  type PointMatch,
  putForConfirmation,
  subjectWord,
  topicPoints,
} from './retrieve.ts';
import {
  allMatches,
  capitalised,
  HEDGE,
  NEGATION,
  namesOtherPlace,
  ownAges,
  remembered,
  SENTENCE_END,
  words,
} from './text.ts';
import type { Details, HistoryTurn, Point, Source, Topic } from './types.ts';
import type { Feeling, Reading, Understanding } from './understand.ts';
import { asksAmount } from './wants.ts';

/** The opening sentence for a visitor who says how they feel. */
export const TONE: Record<Feeling, string> = {
  grief: "I'm so sorry for your loss.",
  illness: "I'm sorry you're facing this; it's a lot to carry.",
  layoff: "I'm sorry about your job; that's a hard thing to go through.",
  upheaval: "I'm sorry you're going through this; it's a hard time.",
  fear: "That worry is understandable, and you're not alone in it.",
};

/** Opens a hand-off: what we cannot do, before the general facts that help. */
export const HANDOFF_LEAD =
  "I can't recommend a specific company, product or contract, or tell you when to buy or sell; a licensed professional should look at that with you.";

/** Opens the answer to a visitor who asks for a person at the firm. */
export const PERSON_LEAD = 'Yes, a person on our team can talk this through with you.';

/**
 * Declines the everyday part of a mixed message in one plain sentence, naming it when the
 * engine knows what it was ("the plumber").
 */
export function declineLine(errand?: string): string {
  return `I can't help with ${errand ? `the ${errand} part of your message` : 'the other request in your message'}; I can only help with retirement, tax and insurance questions.`;
}

/**
 * Below this confidence the engine does not state a specific point's yes/no or figure: it gives
 * the topic's general answer and asks for the detail the answer turns on. Calibrated on 469
 * questions it was never chosen on, the held-out development half and the spent rounds
 * (`eval/calibrate.test.ts` prints the sweep): of the thresholds from 0.3 (below it, facet
 * readings of the tuned half were mostly wrong) with the fewest answers stating a forbidden fact,
 * the one that answers most.
 */
export const ABSTAIN_BELOW = 0.35;

/** Asked when the engine is not sure which question it is answering and the topic names no detail. */
const TELL_ME_MORE =
  'Tell me a little more about your situation (your age, what you have and what you are deciding), and I can be more specific.';

/** Sources listed: the figures' pages first, then the topics', one per issuer, a few at most. */
const MAX_SOURCES = 3;

/** A line whose words the direct answer mostly already says adds nothing after it. */
const RESTATES = 0.6;

/** How many lines of each part a first answer shows, by what the question wants. */
const PART_LINES = { fact: 3, how: 3, decide: 2, asked: 3 } as const;

/** One question of the message, answered. */
export interface Part {
  topic: Topic;
  /** The facet answered (a short name of the point), or null for the topic's general answer. */
  facet: string | null;
  /** The direct answer, one to three sentences. */
  lead: string;
  /** The engine held back a yes/no or a figure: a general answer and a question instead. */
  abstained: boolean;
  confidence: number;
}

export interface Composition {
  /** The first question's topic. */
  topic: Topic;
  /** Each question answered, in the order asked. */
  parts: Part[];
  tone?: string;
  /** The sentence declining an everyday request the message held, or '' when it held none. */
  decline: string;
  steps: string[];
  benefits: string[];
  risks: string[];
  /** Topic-specific next actions; the call to the firm is added when rendering. */
  next: string[];
  /** Every page the answer rests on, each once, the figures' pages first. */
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

/**
 * A reply already in the conversation as `plain` text, with the set of its words (what lies
 * between its spaces), read once (`remembered`).
 */
const plainReply = remembered((reply: string) => {
  const text = plain(reply);
  return { text, words: new Set(text.split(' ')) };
});
/**
 * A line an answer may say as `plain` text, as filled in, with the longest of its words that
 * have a space on either side: a reply that holds the line holds that word whole, so a reply
 * without it need not be searched. The lines are the content's, read once.
 */
const plainLine = remembered((line: string) => {
  const text = plain(fill(line).text);
  const inner = text.split(' ').slice(1, -1);
  return { text, word: inner.reduce((a, b) => (b.length > a.length ? b : a), '') };
});
/** The words of such a line, as filled in, read once. */
const lineWords = remembered((line: string): readonly string[] => words(fill(line).text));

/** A point's short name for the record: its first question, as lower-case words joined by "-". */
export function facetName(point: Point): string {
  return (point.asks[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

/** A yes or no opening a point's answer, held back when the engine is unsure it applies. */
const POLAR_OPENING = new RegExp(
  String.raw`^${HEDGE}(?:yes|no|not (?:anymore|always|yet|(?!only\b)\w+ly))\b[^,:;.]*?[,:;.]\s*(?:but\s+)?|^(?:yes|no)\.\s*`,
  'i',
);

/**
 * Words that show at once on a 390 px phone at 20 px type, less a margin: the direct answers,
 * with any opening sentence, stay inside it.
 */
const FIRST_SCREEN = 120;

/** The first sentence of an answer: what its yes or no, and the condition on it, are about. */
const firstSentence = (answer: string): string => answer.split(/(?<=[.!?])\s+/)[0] ?? '';

type Unit = 'years' | 'age' | 'share';
/**
 * The least a condition of the answer's yes or no asks for, by unit, and whether it must be
 * exceeded: "Yes, if the marriage lasted at least 10 years" (years), "if you leave the job in or
 * after the year you turn 55" (age), "No, if you own more than 5% of the company" (share).
 */
const LEAST: ReadonlyArray<readonly [Unit, RegExp, boolean]> = [
  ['years', /\bat least (\d+) years\b/gi, false],
  [
    'age',
    /\b(?:you turn|age|aged) (\d+) or (?:older|later|after)\b|\bin or after the year you turn (\d+)\b/gi,
    false,
  ],
  ['share', /\bmore than (\d+)%/gi, true],
];
/**
 * What the visitor says of their own circumstances in those units: a span ("married 8 years"),
 * the age at which something happened ("left my job at 52"), not the age they are now, and a
 * share they own ("i own 2% of the company").
 */
const STATED: Readonly<Record<Unit, RegExp>> = {
  years: /\b(\d+) (?:years|yrs)\b(?! (?:old|ago|later|from now))/gi,
  age: /\b(?:at|aged?) (\d{2})\b(?! (?:years|yrs|months|days|percent|%|k\b))/gi,
  share:
    /\b(?:own|owns|owned|have|hold|holds) (?:about |only |just )?(\d+(?:\.\d+)?) ?(?:%|percent)/gi,
};
/** An answer that holds from an age on: "Yes, at 59½ or older: …", "Yes, from 65: …". */
const HOLDS_FROM_AGE =
  /^(?:yes|no)?,?\s*(?:at|from) (?:age )?(\d{2})(½| 1\/2)?(?: or older| on)?\s*[:,]/i;

/** An answer that holds from full retirement age on: "Yes, from full retirement age until 70: …". */
/** An age told as now: "now 64 and …". */
const NOW_AGED = /(?:^|[.,;]\s*)now (\d{2})\b(?! (?:years|yrs|months|days|percent|%|k\b))/gi;
const HOLDS_FROM_FRA =
  /^(?:yes|no)?,?\s*(?:at|from|once you reach|after) (?:your )?full retirement age\b/i;

/**
 * A condition of being unmarried ("once a later marriage ends", "if you have not remarried"),
 * which a visitor who speaks of a spouse they are married to now fails ("my second husband is
 * alive", "i'm still married"), unless that marriage has ended too.
 */
const UNMARRIED = /\b(?:unmarried|not remarried|(?:later|second|new) marriage ends)\b/i;
const MARRIED_NOW =
  /\bmy (?:second |2nd |new |current |present )?(?:wife|husband|spouse) (?:is|and i are) (?:alive|living|still|healthy|well|retired|working|\d)|\b(?:still|currently) married\b|\b(?:i am|i'm|im) married\b/i;
const MARRIAGE_ENDED =
  /\b(?:ended|divorced (?:again|too|him|her)|(?:he|she) (?:died|passed)|widowed)\b/i;

/**
 * The answer's yes or no holds only on a condition the visitor's own facts fail (being unmarried,
 * above) or their numbers fail ("Yes, if the marriage lasted at least 10 years" to "we were
 * married 8 years"): the first sentence sets a least number after "if", and the message states
 * numbers of the same unit, all below it (one that meets it, "married 15 yrs … that ended after
 * 4 years", may be the one the condition is on).
 */
function failsCondition(message: string, answer: string, details: Details): boolean {
  const first = firstSentence(answer);
  if (UNMARRIED.test(first) && MARRIED_NOW.test(message) && !MARRIAGE_ENDED.test(message))
    return true;
  if (GETS_BENEFITS.test(first) && NOT_ON_BENEFITS.test(message)) return true;
  // "if you were first eligible for Medicare before January 1, 2020 (65 before 2020)" to
  // "turned 65 last year": the year the visitor turned 65 is not before it.
  const before = ELIGIBLE_BEFORE.exec(first);
  const turned = TURNED_65.exec(message);
  if (before && turned) {
    const year = turned[1]
      ? Number(turned[1])
      : THIS_YEAR + ({ last: -1, this: 0, next: 1 }[turned[2] as 'last' | 'this' | 'next'] ?? 0);
    if (year >= Number(before[1])) return true;
  }
  // "only in the years you turn 60 through 63" to "im 64": every age the visitor gives as their
  // own is outside the years the answer holds for.
  const years = ONLY_AGES.exec(first);
  if (years) {
    const [from, to] = [Number(years[1]), Number(years[2])];
    const own = ownAges(message);
    if (own.length > 0 && own.every((age) => age < from || age > to)) return true;
  }
  // "Yes, at 59½ or older: …" to "can i pull it out at 58?": every age the visitor gives, now or
  // for when they would act, is under the one the answer holds from.
  const from = HOLDS_FROM_AGE.exec(first);
  if (from) {
    const least = Number(from[1]) + (from[2] ? 0.5 : 0);
    const ages = [...ownAges(message), ...allMatches(STATED.age, message).map((m) => Number(m[1]))];
    if (ages.length > 0 && ages.every((age) => age < least)) return true;
  }
  // "Yes, from full retirement age until 70: …" to "now 64": full retirement age is 66 or later
  // for everyone born after 1942, so every age under 66 is short of it.
  if (HOLDS_FROM_FRA.test(first)) {
    const ages = [...ownAges(message), ...allMatches(NOW_AGED, message).map((m) => Number(m[1]))];
    if (details.ages[0] !== undefined) ages.push(details.ages[0]);
    // "claimed at 63 five months ago": the age now is the claim's and the years since.
    if (details.claimAge !== undefined && details.claimedMonthsAgo !== undefined)
      ages.push(details.claimAge + Math.floor(details.claimedMonthsAgo / 12));
    if (ages.length > 0 && ages.every((age) => age < 66)) return true;
  }
  // "if your spouse is more than 10 years younger" to "turned 77 … my wife is 69": the gap
  // between the visitor's age and the spouse's (their details: own first) is not more than the
  // one asked for.
  const younger = YOUNGER_BY.exec(first);
  if (younger) {
    const most = Number(younger[1]);
    const gap = /\b(\d+) (?:years|yrs) younger\b/i.exec(message);
    if (gap && Number(gap[1]) <= most) return true;
    const [self, spouse] = details.ages;
    if (details.ages.length === 2 && (self as number) - (spouse as number) <= most) return true;
  }
  // "Yes, within 12 months of first becoming entitled" to "i claimed at 62 two years ago": the
  // claim was made longer ago than the window.
  const within = WITHIN_MONTHS.exec(first);
  if (within && (details.claimedMonthsAgo ?? 0) > Number(within[1])) return true;
  const condition = first.slice(first.search(/\bif\b/i) + 1 || first.length);
  return LEAST.some(([unit, pattern, exceeded]) =>
    allMatches(pattern, condition).some((c) => {
      const least = Number(c[1] ?? c[2]);
      const stated = allMatches(STATED[unit], message).map((m) => Number(m[1]));
      return stated.length > 0 && stated.every((n) => n < least || (exceeded && n === least));
    }),
  );
}

/** A window after claiming: "within 12 months of first becoming entitled", "within 12 months of claiming". */
const WITHIN_MONTHS =
  /\bwithin (\d+) months of (?:first )?(?:becoming entitled|claiming|filing|starting)\b/i;
/** A condition on a spouse's being younger by more than some years: "if your spouse is more than 10 years younger". */
const YOUNGER_BY = /\bif your (?:spouse|wife|husband) is more than (\d+) years younger\b/i;

/**
 * A condition of already being paid Social Security ("Yes, if you already get Social Security"),
 * which a visitor who has not claimed it fails ("not collecting ss yet", "holding off on ss till 70").
 */
const GETS_BENEFITS = /\bif you (?:already )?(?:get|receive|collect|draw) social security\b/i;
const NOT_ON_BENEFITS =
  /\b(?:not|never|haven'?t|hasn'?t|holding off|hold off|waiting|putting off)\b[^.?!]{0,20}\b(?:ss|social security)\b|\b(?:ss|social security)\b[^.?!]{0,12}\b(?:till|until|to) 70\b/i;

/** A condition of having been eligible, or 65, before a year: "eligible … before January 1, 2020". */
const ELIGIBLE_BEFORE =
  /\bif you (?:were|became) (?:first )?(?:eligible|65)\b[^.;:]*?\bbefore (?:january 1,? )?(\d{4})\b/i;
/** The year the visitor turned or turns 65: "turned 65 in 2021", "turned 65 last year". */
const TURNED_65 = /\bturn(?:ed|ing|s)? 65 (?:in (\d{4})|(last|this|next) year)\b/i;

/** Ages an answer holds only for: "only in the years you turn 60 through 63". */
const ONLY_AGES = /\bonly\b[^.;:]*?\byou turn (\d{2}) (?:through|to) (\d{2})\b/i;

/**
 * A statement put for confirmation that denies something itself ("i cant buy it anymore,
 * right?"): a condition the visitor fails makes its answer yes, not no.
 */
const deniedItself = (question: string): boolean =>
  putForConfirmation(question) && NEGATION.test(question);

/** A rise asked about: "will my social security go up", "does it increase". */
const RISE = /\b(?:go(?:es)? up|increase[sd]?|raise[sd]?|rise|grow)\b/i;
/**
 * The question asks whether something rises and the point was written for whether it is cut or
 * touched ("going back to work at 68, will it affect my social security?"): its yes or no answers
 * the other way round ("will my social security go up if i keep working at 68?" is not "No").
 */
const asksOtherWay = (question: string, asks: readonly string[]): boolean =>
  RISE.test(question) && asks.length > 0 && !asks.some((a) => RISE.test(a));

/** A question whether nothing can be done: "nothing we can do?", "no way around it?". */
const NOTHING_ASKED = /\b(?:nothing|no way|no getting)\b[^?]*\?\s*$/i;

/** A fact stated on a condition first: "If the marriage lasted at least 10 years: …". */
const CONDITIONAL = /^(?:if|only if|as long as)\b/i;

/** A question of what, how much or when: no bare yes or no answers it. */
const WH_QUESTION =
  /^\s*(?:(?:and|so|ok(?:ay)?|but)[,\s]+)?(?:what|whats|what's|how|when|which|where)\b/i;

/** A yes or no alone before the facts: "Yes. At about…", "No, it is not too late." */
const BARE_YES_NO = /^(?:yes|no)[.,:]\s*/i;

/**
 * A question for a year's worth: "what does it come to for the whole year", "is that per year?";
 * not a yearly thing named ("that yearly out of pocket cap", "my annual wellness visit").
 */
const YEARLY_ASK =
  /\b(?:(?:for|in|over) (?:the|a) (?:whole |full |entire )?year|(?:a|per|each|every) year|(?:yearly|annual)(?!\s+(?:out[- ]of[- ]pocket|cap|limit|max(?:imum)?|deductible|wellness|exam|visit|physical|check-?up|screening|mammogram)\b)|annually|whole year|all year)\b/i;
/** Paying a cost over the year rather than asking its yearly sum: "can i spread that out over the year". */
const SPREAD = /\b(?:spread|split|smooth|installments?|pay (?:it|that|this) (?:off |out )?over)\b/i;
/** Words that point back to the last answer. */
const POINTS_BACK_TO_IT = /\b(?:it|that|this|those|them)\b/i;
/** A monthly dollar amount: "$284.10 a month". */
const MONTHLY_AMOUNT = /\$(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)\s*(?:a|per|each|\/)\s*month\b/i;

/**
 * What the last answer's monthly amount comes to in a year, when the visitor asks that of it
 * ("is that per month? what does it come to for the whole year"): the sum, worked out, first.
 */
function yearOfLastMonthly(message: string, history: readonly HistoryTurn[]): string | undefined {
  if (!YEARLY_ASK.test(message) || !POINTS_BACK_TO_IT.test(message) || SPREAD.test(message))
    return undefined;
  const last = [...history]
    .reverse()
    .find((t) => t?.role === 'ai' && typeof t.content === 'string');
  const lead = typeof last?.content === 'string' ? (last.content.split(/\n\s*\n/)[0] ?? '') : '';
  const found = MONTHLY_AMOUNT.exec(lead.replace(/\*\*/g, ''));
  if (!found) return undefined;
  const monthly = Number((found[1] as string).replace(/,/g, ''));
  return `That is ${dollars(monthly)} a month: ${dollars(monthly * 12)} for a whole year (12 × ${dollars(monthly)}).`;
}

const wordsIn = (text: string): number => text.split(/\s+/).filter((w) => w !== '').length;

/** A worked answer that lacked a detail ends by asking for it. */
const ASKS_BACK = /\?\s*$/;

/** What the yes or no a reply opens with is judged from. */
interface Judged {
  question: string;
  /** The whole message: a bare "true?" confirms the sentence before it. */
  message: string;
  /** What the visitor has told of themselves. */
  details: Details;
  /** The point's text as written, its own yes or no included. */
  said: string;
  /** What the reply states: `said`, its yes or no held back or dropped. */
  stated: string;
  heldBack: boolean;
  /** Held back for a condition the visitor's facts fail or another place named, not a doubt. */
  heldByCondition: boolean;
  sure: boolean;
  /** What the answer comes to in the visitor's own numbers, said after it. */
  figured?: string;
  /** The phrasings of the point's question. */
  asks: readonly string[];
  /** The answer is worked out from the visitor's numbers (its lead amount is theirs). */
  worked: boolean;
}

/**
 * The yes or no a reply opens with when the point's own does not settle it:
 * - no to a yes-or-no question whose answer holds only on a condition the visitor's facts fail;
 * - no to a statement put for confirmation that the answer states otherwise (or, its own yes or no
 *   held back, that what it comes to in the visitor's numbers does), or that denies what the point
 *   affirms ("i cant get anything till he files, right?" against "Yes, … even if he has not
 *   applied");
 * - yes to a figure put for confirmation that the answer states the same.
 */
function verdict(j: Judged): 'No' | 'Yes' | undefined {
  const { question, message, said, stated } = j;
  // A point's own "No" held back may still answer a statement that says cannot of what its
  // facts say can ("it cant lapse right?" against "A universal life policy can lapse"); its other
  // words were written for another question.
  const ownNo = /^no\b/i.test(said);
  if (!asksYesOrNo(question) || (ownNo && !j.heldBack)) return undefined;
  const confirming = putForConfirmation(question);
  if (ownNo)
    return confirming && !POLAR_OPENING.test(stated) && saysCanOfCannot(question, fill(stated).text)
      ? 'No'
      : undefined;
  const otherwise = (text: string) =>
    statesOtherwise(question, message, fill(text).text, subjectWord);
  if (!deniedItself(question) && failsCondition(message, said, j.details)) return 'No';
  if (
    confirming &&
    !POLAR_OPENING.test(stated) &&
    (otherwise(stated) ||
      (j.heldBack && j.figured !== undefined && otherwise(j.figured)) ||
      (j.sure && j.worked && workedOtherAmount(question, fill(stated).text)))
  )
    return 'No';
  // So is a question that expects none of something owed, which the answer puts an amount on.
  if (
    j.sure &&
    !confirming &&
    !POLAR_OPENING.test(stated) &&
    amountWhereNone(question, fill(stated).text)
  )
    return 'No';
  // …and a question of whether the visitor owes anything, which the answer says they do not.
  if (j.sure && !POLAR_OPENING.test(stated) && nothingOwed(question, fill(stated).text))
    return 'No';
  if (
    j.sure &&
    /^yes\b/i.test(said) &&
    deniedItself(question) &&
    deniesWhatPointAffirms(question, j.asks, subjectWord)
  )
    return 'No';
  // A figure confirmed is a yes even where the point's own yes was in doubt: the figure answers.
  if (
    j.sure &&
    !j.heldByCondition &&
    confirming &&
    !POLAR_OPENING.test(stated) &&
    confirmsFigure(question, message, fill(stated).text)
  )
    return 'Yes';
  if (j.sure && !j.heldBack && !confirming && !POLAR_OPENING.test(stated))
    return restatedAnswer(question, fill(stated).text);
  return undefined;
}

/** A question whether money can come out without the early-withdrawal penalty. */
const PENALTY_FREE =
  /\b(?:without (?:a |the |any |paying (?:a |the )?)?(?:10 ?%? |10 percent |early[- ]withdrawal )?(?:penalty|penalties|10 ?%)|penalty[- ]free|avoid(?:ing)? (?:the |a |any )?(?:10 ?% )?penalty|no (?:10 ?% )?penalty|skip (?:the )?penalty)/i;
/** An exception to the early-withdrawal penalty asked about: "can i use the rule of 55?". */
const EXCEPTION_ASKED = /\b(?:rule of 55|exceptions?|qualify)\b/i;
/** Questions the early-withdrawal penalty's end at 59½ does not settle: a 72(t) plan's schedule, in-service withdrawals. */
const NOT_MOOT =
  /\b72 ?\(?t\)?|substantially equal|in[- ]service|without quitting|while (?:i'?m |i am )?still (?:working|employed) there|\b(?:under|younger than|not yet|before i(?:'?m| am| turn)) 59/i;

export function compose(
  u: Understanding,
  history: readonly HistoryTurn[],
  abstainBelow = ABSTAIN_BELOW,
): Composition | null {
  const first = u.readings[0];
  if (!first) return null;
  // The conversation's earlier replies, read once per turn.
  const earlier = history
    .filter((t) => t?.role === 'ai' && typeof t.content === 'string')
    .map((t) => plainReply(t.content));
  const figures = new Set<Figure>();
  const render = (line: string): string => {
    const filled = fill(line);
    for (const f of filled.figures) figures.add(f);
    return filled.text;
  };
  const shown = (line: string): boolean => {
    if (earlier.length === 0) return false;
    const p = plainLine(line);
    return (
      p.text.length >= 20 &&
      earlier.some((e) => (p.word === '' || e.words.has(p.word)) && e.text.includes(p.text))
    );
  };
  const say = (point: Point): string =>
    typeof point.says === 'string' ? point.says : point.says(u.details);

  // An honest partial, and a general answer, still carries the facts any answer on the question
  // would need: the closest specific point's written text (never a figure worked out for a
  // question the engine is unsure of), its yes or no held back, when not shown already.
  const alsoTrue = (r: Reading, general: Point): string | undefined => {
    // The closest phrasing, whatever kind of answer it gives: its yes or no is left out here.
    let closest: PointMatch | undefined;
    for (const m of r.ranked)
      if (m.score > 0 && m.point !== general && typeof m.point.says === 'string')
        if (!closest || (m.closeness ?? m.score) > (closest.closeness ?? closest.score))
          closest = m;
    if (!closest) return undefined;
    const written = say(closest.point);
    const text = written.replace(POLAR_OPENING, '');
    if (text === '' || ASKS_BACK.test(text) || shown(text)) return undefined;
    // A yes on a condition the visitor's own facts fail answers a yes-or-no question: no.
    // So does a statement put for confirmation that the fact states otherwise.
    const fails =
      asksYesOrNo(r.question) &&
      ((!/^no\b/i.test(written) &&
        !deniedItself(r.question) &&
        (CONDITIONAL.test(text) || ONLY_AGES.test(text)) &&
        failsCondition(u.text, text, u.details)) ||
        (putForConfirmation(r.question) &&
          statesOtherwise(r.question, u.text, fill(text).text, subjectWord)) ||
        (/^yes\b/i.test(written) &&
          deniedItself(r.question) &&
          deniesWhatPointAffirms(r.question, closest.point.asks, subjectWord)));
    return fails ? `No. ${capitalised(text)}` : capitalised(text);
  };
  /**
   * A partial's or a sure general answer's lead with the closest point's fact added, used once
   * the parts are known and only while they fit the screen.
   */
  const extras = new Map<Part, { lead: string[] }>();

  const answerOne = (r: Reading): Part => {
    // Past 59½ there is no early-withdrawal penalty to escape: every exception to it is moot,
    // whichever one the question names (not the 72(t) plan's own schedule, nor whether a plan
    // allows withdrawals while one still works there).
    const moot =
      r.topic.id === 'early-withdrawal' && !NOT_MOOT.test(u.text)
        ? earlyPenaltyMoot(
            u.details,
            deniedItself(r.question)
              ? 'denied'
              : PENALTY_FREE.test(r.question)
                ? 'penalty-free'
                : EXCEPTION_ASKED.test(r.question)
                  ? 'exception'
                  : 'owed',
          )
        : undefined;
    if (moot)
      return {
        topic: r.topic,
        facet: 'past-59-and-a-half',
        lead: render(moot),
        abstained: false,
        confidence: r.confidence,
      };
    const general = topicPoints(r.topic)[0] as Point;
    // The best match not shown yet, else the first point not shown (the general answer in a
    // first reply); everything shown already, the best match is said again rather than nothing.
    // A worked answer shown with its yes or no held back was shown (a written one may have been
    // shown that way as a partial's extra fact, and is asked for now).
    const isNew = (m: { point: Point }) =>
      !shown(say(m.point)) &&
      !(typeof m.point.says === 'function' && shown(say(m.point).replace(POLAR_OPENING, '')));
    const point = (
      r.ranked.find((m) => m.score > 0 && isNew(m)) ??
      r.ranked.find(isNew) ??
      r.ranked[0] ?? { point: r.point }
    ).point;
    const isGeneral = point === general;
    const sure = isGeneral || r.confidence >= abstainBelow;
    const ask = r.topic.ask ?? TELL_ME_MORE;
    const said = sure ? say(point) : `${say(general)} ${ask}`;
    // A yes or no that may answer another question is held back; the facts after it stand.
    const opensPolar = sure && !isGeneral && POLAR_OPENING.test(said);
    const heldByCondition =
      opensPolar &&
      (namesOtherPlace(r.question, firstSentence(said)) ||
        failsCondition(u.text, said, u.details) ||
        (asksYesOrNo(r.question) && namesOtherFigure(r.question, fill(said).text)) ||
        (asksYesOrNo(r.question) && asksOtherWay(r.question, point.asks)));
    // So is the yes or no of a point answered in place of the topic's general answer, shown
    // already: it was written for another question ("do i have to pay it back?" is not answered
    // by "No: reverse mortgage money is a loan, not income"); and a misreading's "No" answered in
    // place of any point shown already denies what the visitor did not say ("does mass tax that
    // gain too?" after the home-sale exclusion is not "No, age has nothing to do with it").
    // The same holds, for a question a yes or no does not answer, for a point given because the
    // one chosen was shown already ("and next year?" after the joint return of the year of
    // death): its yes or no was written for another question.
    const inPlaceOfChosen =
      point !== r.point &&
      (r.point === general ||
        point.belief === true ||
        (!asksYesOrNo(r.question) && shown(say(r.point))));
    // Put in the negative ("that won't touch the deduction, will it?"), a question reads a "No" as
    // agreeing with it: a worked answer's no, which denies a share ("No, not all of it"), is
    // held back and its figures stand. Asked whether nothing can be done ("nothing we can do?"),
    // a worked answer's yes or no answers another question (whether the charge applies).
    const negativeAsked =
      opensPolar &&
      typeof point.says === 'function' &&
      ((/^no\b/i.test(said) && (deniedItself(r.question) || negativeTagged(r.question))) ||
        NOTHING_ASKED.test(r.question));
    const heldBack =
      heldByCondition || negativeAsked || (opensPolar && (inPlaceOfChosen || r.doubt));
    // A worked answer's yes or no answers whether something applies; to a question of what or
    // how much ("what is my part b premium"), its figures answer, without a bare "Yes." So do a
    // written answer's facts to a what or how question that asks no yes or no ("what does an
    // emergency room visit cost with medicare?" is not answered "Yes: Part B covers…").
    // A statement put for confirmation that opens with a clause ("when i die my kids get both,
    // right?") asks a yes or no, not what or when.
    const bareYesNo =
      (WH_QUESTION.test(r.question) && !asksYesOrNo(r.question)) ||
      asksChoice(r.question) ||
      (typeof point.says === 'function' &&
        ((WH_QUESTION.test(r.question) && !(point.belief && putForConfirmation(r.question))) ||
          (asksAmount(r.question) && !asksYesOrNo(r.question))));
    const stated = heldBack
      ? capitalised(said.replace(POLAR_OPENING, ''))
      : bareYesNo
        ? capitalised(said.replace(BARE_YES_NO, ''))
        : said;
    // A written yes or no to a question that names a figure ("is the penalty really 50% of
    // it?") is followed by what it comes to in the visitor's own numbers, when one of the topic's
    // worked answers has every input it needs. Asked without a figure, a no may deny the very
    // thing the worked answer counts ("no RMDs from a Roth 401(k)").
    const worked =
      sure &&
      !isGeneral &&
      u.readings.length === 1 &&
      typeof point.says === 'string' &&
      /^(?:yes|no)\b/i.test(said) &&
      /\d/.test(r.question)
        ? r.ranked.find(
            (m) =>
              m.score > 0 && typeof m.point.says === 'function' && givesAll(m.point, u.details),
          )
        : undefined;
    const workedText = worked && capitalised(say(worked.point).replace(POLAR_OPENING, ''));
    const figured =
      workedText && !ASKS_BACK.test(workedText) && !shown(workedText) ? workedText : undefined;
    const lead = verdict({
      question: r.question,
      message: u.text,
      details: u.details,
      said,
      stated,
      heldBack,
      heldByCondition,
      sure,
      figured,
      asks: point.asks,
      worked: typeof point.says === 'function' && givesAll(point, u.details),
    });
    // A "No" to a statement put in the negative ("i dont owe anything right?") reads as agreeing
    // with it: the statement is not right, said so.
    const opening =
      lead === 'No' && putForConfirmation(r.question) && deniedItself(r.question)
        ? 'Not quite'
        : lead;
    const text = opening ? `${opening}. ${capitalised(stated.replace(POLAR_OPENING, ''))}` : stated;
    const part = {
      topic: r.topic,
      facet: sure && !isGeneral ? facetName(point) : null,
      lead: render(text),
      abstained: !sure || heldBack || ASKS_BACK.test(text),
      confidence: r.confidence,
    };
    // A sure general answer adds the closest point too, after it, unless only a part was asked.
    const extra = !sure || (isGeneral && !u.partAsked) ? alsoTrue(r, general) : undefined;
    if (extra)
      extras.set(
        part,
        sure ? { lead: [say(general), extra] } : { lead: [extra, say(general), ask] },
      );
    if (figured) extras.set(part, { lead: [text, figured] });
    return part;
  };
  // A reading whose topic itself is in doubt has nothing true in general to give: it is left
  // out, and a message with no reading left gets the honest "no ready answer". Beside a request
  // for a person, an unsure reading of any kind is left out: the person and the number answer it.
  // Two questions answered alike (both held back to one general answer) are answered once.
  const answerable = (r: Reading) =>
    r.confidence >= abstainBelow || (!u.person && (!r.general || u.kind === 'handoff'));
  const parts = u.readings
    .filter(answerable)
    .map(answerOne)
    .filter((p, i, all) => all.findIndex((q) => q.lead === p.lead) === i);
  if (parts.length === 0) return null;
  const yearly = yearOfLastMonthly(u.text, history);
  if (yearly)
    parts.unshift({
      topic: (parts[0] as Part).topic,
      facet: 'a-year-of-it',
      lead: yearly,
      abstained: false,
      confidence: 1,
    });
  // The opening (a human sentence, a hand-off, a declined errand) and every lead share the
  // first screen; a partial's extra fact goes in only while the whole still fits. It comes
  // first, as the fact closest to what was asked, then the general rule and the question.
  const opening = [
    u.feeling ? TONE[u.feeling] : '',
    u.kind === 'handoff' ? (u.person ? PERSON_LEAD : HANDOFF_LEAD.repeat(parts.length)) : '',
    u.declined ? declineLine(u.errand) : '',
  ];
  // What the direct answers say, before any extra fact: the parts below are judged against it.
  const directLeads = parts.map((p) => p.lead).join(' ');
  let screen = wordsIn([...opening, directLeads].join(' '));
  for (const p of parts) {
    const e = extras.get(p);
    if (!e) continue;
    const lead = e.lead.join(' ');
    const added = wordsIn(fill(lead).text) - wordsIn(p.lead);
    if (screen + added > FIRST_SCREEN) continue;
    p.lead = render(lead);
    screen += added;
  }
  // A general rule two parts fall back on is said once: a later part keeps its own sentences.
  const said = new Set<string>();
  const answered = parts.filter((p) => {
    const own = p.lead.split(SENTENCE_END).filter((s) => !said.has(s));
    for (const s of own) said.add(s);
    p.lead = own.join(' ');
    return own.length > 0;
  });
  parts.splice(0, parts.length, ...answered);
  const topic = (parts[0] as Part).topic;
  const followUp = u.followUp || shown(topic.summary);

  // The parts follow only with lines not shown before and not already said by the answers.
  const leadWords = new Set(words(directLeads));
  const restates = (line: string): boolean => {
    const ws = lineWords(line);
    return ws.length > 0 && ws.filter((w) => leadWords.has(w)).length / ws.length >= RESTATES;
  };
  // The first `max` such lines, each checked (a look through every earlier reply) only until
  // enough are found; the quicker check of the two first.
  const fresh = (lines: readonly string[], max: number): string[] => {
    const kept: string[] = [];
    for (const l of lines) {
      if (kept.length === max) break;
      if (!restates(l) && !shown(l)) kept.push(render(l));
    }
    return kept;
  };

  const more = { steps: [] as string[], benefits: [] as string[], risks: [] as string[] };
  if (u.partAsked) {
    more[u.partAsked] = fresh(topic[u.partAsked], PART_LINES.asked);
  } else if (u.kind === 'handoff') {
    more.risks = fresh(topic.risks, PART_LINES.decide);
  } else if (!followUp && parts.length === 1) {
    if (u.intent === 'decide') {
      more.benefits = fresh(topic.benefits, PART_LINES.decide);
      more.risks = fresh(topic.risks, PART_LINES.decide);
    } else {
      more.steps = fresh(topic.steps, PART_LINES[u.intent]);
    }
  }
  const next = u.kind === 'handoff' ? [] : fresh(topic.next, 1);

  // Sources: the pages of the figures used first, then each answered topic's own pages.
  const sources = new Map<string, Source>();
  for (const f of figures) sources.set(f.source.url, f.source);
  for (const p of parts) for (const s of p.topic.sources) sources.set(s.url, s);
  // One page per issuer, so the list reads "IRS, SSA, Medicare.gov".
  const issuers = new Set<string>();
  const shownSources = [...sources.values()]
    .filter((s) => {
      const issuer = issuerOf(s);
      if (issuers.has(issuer)) return false;
      issuers.add(issuer);
      return true;
    })
    .slice(0, MAX_SOURCES);
  // The offer of a person answers the ask for one: the first part's own yes or no, to another
  // question ("can you help me plan…"), would follow it as a second one.
  if (u.kind === 'handoff' && u.person)
    (parts[0] as Part).lead =
      `${PERSON_LEAD} ${capitalised((parts[0] as Part).lead.replace(POLAR_OPENING, ''))}`;
  else if (u.kind === 'handoff') for (const p of parts) p.lead = `${HANDOFF_LEAD} ${p.lead}`;
  return {
    topic,
    parts,
    tone: u.feeling ? TONE[u.feeling] : undefined,
    decline: u.declined ? declineLine(u.errand) : '',
    ...more,
    next,
    sources: shownSources,
    followUp,
  };
}
