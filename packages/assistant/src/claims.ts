/**
 * A statement the visitor puts for confirmation ("born in 1960, my rmds start at 73 right?") is
 * most often their misreading. When the answer's first sentence states otherwise, it answers
 * the statement: it opens with "No." This module reads whether it does, in five ways only:
 * - a figure: the statement ties a word to one number ("start at 73") and the answer ties the
 *   same word to another ("RMDs start at 75"), never naming the visitor's;
 * - a negation: the answer denies what the statement affirms, in its first sentence or in the
 *   second of words the first leaves alone ("medicare covers rehab after a 3
 *   day stay" against "it does not count toward the 3 days"; "that windfall rule cuts my ss"
 *   against "the Fairness Act ended the Windfall Elimination Provision");
 * - an amount: the statement says none of something is owed or that it is free ("so none of my
 *   ss is taxable") and the answer opens with what is ("About $13,600 of it is taxable", "20%
 *   after the Part B deductible");
 * - a requirement: the visitor says something was missing ("no witnesses") and the answer makes
 *   it a condition ("valid only if two witnesses … sign it").
 * - a can of a cannot: the statement says something cannot happen ("it cant lapse") and the
 *   answer says it can ("A universal life policy can lapse").
 * Any other negated statement ("medicare doesn't cover dental, right?") is never read: its yes and no
 * are each other's, and a yes to a confirmation is held back (`choosePoint`).
 */
import { NEGATION, words } from './text.ts';

/** A statement that denies something itself: its confirmation would be a yes. */
const NEGATED = /\b(?:no|none|nothing)\b/i;

/** An answer's first sentence: up to a stop followed by a capital ("$13,600." does not end one). */
const firstSentence = (answer: string): string => answer.split(/(?<=[.!?])\s+(?=[A-Z])/)[0] ?? '';

/** A number as written: "73", "$250,000", "24,480", "2.5". */
const NUMBER = /\$?\d[\d,]*(?:\.\d+)?/g;

/** Numbers are compared as values: "$250,000" and "250000" are one figure. */
const figureOf = (written: string): number => Number(written.replace(/[$,]/g, ''));

/** Where a clause ends: not at the comma or point inside a number ("$8,600", "202.90"). */
const CLAUSE_END = /[;:!?()]|[,.](?:\s|$)/;

/** The word after a percentage, which names what it is the rate of: "% bracket". */
const RATE_OF = /^%\s*([a-z][a-z'-]*)/i;

/** The content words of the clause a number stands in, digits left out. */
const clauseAround = (text: string, at: number): readonly string[] => {
  const before = text.slice(0, at).split(CLAUSE_END).at(-1) ?? '';
  const after = text.slice(at).split(CLAUSE_END)[0] ?? '';
  return words(`${before} ${after}`).filter((w) => !/\d/.test(w));
};

/** A figure with cents, or an amount of a thousand or more not rounded to thousands, not a year. */
const distinctive = (written: string): boolean => {
  const n = figureOf(written);
  return !isYear(written) && (!Number.isInteger(n) || (n >= 1_000 && n % 1_000 !== 0));
};
const isYear = (written: string): boolean => /^(?:19|20)\d\d$/.test(written);

/** A figure of the same kind: two ages or counts, or two amounts of money. */
const sameKind = (a: string, b: string): boolean => money(a) === money(b);
/** An amount of money: with a dollar sign or cents, or a hundred or more (no age, no year). */
const money = (n: string): boolean =>
  n.startsWith('$') || (figureOf(n) >= 100 && !isYear(n)) || /\.\d\d$/.test(n);

/**
 * The words a number is tied to: the content words among the three words just before it, in
 * its clause ("start at 73", "start rmds at 73", "age is 67", "limit of $24,480").
 */
function anchored(text: string): Array<{ words: readonly string[]; number: string }> {
  const found: Array<{ words: readonly string[]; number: string }> = [];
  for (const m of text.matchAll(NUMBER)) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 30), m.index);
    const clause = before.split(/[,;:.!?()]/).at(-1) ?? '';
    const closest = words(clause.trim().split(/\s+/).slice(-3).join(' ')).filter(
      (w) => !/\d/.test(w),
    );
    // Three small words before it ("age for me is 66") tie it to the last content words before them.
    const near =
      closest.length > 0
        ? closest
        : words(clause)
            .filter((w) => !/\d/.test(w))
            .slice(-2);
    // A rate is named by the word after it too: "the 12% bracket".
    const rateOf = RATE_OF.exec(text.slice((m.index ?? 0) + m[0].length));
    const after = rateOf ? words(rateOf[1] as string) : [];
    if (near.length + after.length > 0) found.push({ words: [...near, ...after], number: m[0] });
  }
  return found;
}

/**
 * A question names a figure the answer's first sentence does not, and ties a word to it that the
 * answer ties to another ("is the part b premium still 185" against "the Part B premium is
 * $202.90"): the answer's own yes or no may answer another question.
 */
export function namesOtherFigure(question: string, answer: string): boolean {
  // Amounts of money only: an age in a question is most often a condition ("since im over 59").
  const amounts = [...question.matchAll(NUMBER)].filter((m) => money(m[0]));
  return amounts.length > 0 && otherFigure(question, firstSentence(answer.replace(/\*\*/g, '')));
}

/** How far a visitor's own reckoning may be from the worked amount and still be it. */
const ROUGHLY = 0.05;

/**
 * A worked answer's amount is not the one the visitor put for confirmation: "so i owe 180
 * right?" against "About $406.40: …". The amount a worked answer leads with is what the visitor
 * asked for, whatever words tie it; a statement of one amount of money that the answer's first
 * sentence neither leads with nor states is the visitor's own reckoning, and it differs.
 */
export function workedOtherAmount(statement: string, answer: string): boolean {
  const amounts = [...statement.matchAll(NUMBER)].filter(
    (m) => money(m[0]) && !/^\s*%/.test(statement.slice((m.index ?? 0) + m[0].length)),
  );
  // The amount the visitor's reckoning comes to is the last one ("my 1,700 plus half of his,
  // 1,500, for 3,200 total"); two put as a choice ("180 or 200") are no reckoning.
  const last = amounts.at(-1);
  if (
    last === undefined ||
    /\bor\s+\$?\d[\d,.]*\s*\S*\s*$/i.test(statement.slice(0, (last.index ?? 0) + last[0].length))
  )
    return false;
  const first = firstSentence(answer.replace(/\*\*/g, ''));
  const lead = [...first.matchAll(NUMBER)].find((m) => money(m[0]));
  if (lead === undefined) return false;
  const said = figureOf(last[0]);
  const inAnswer = [...first.matchAll(NUMBER)].map((m) => figureOf(m[0]));
  // A round figure is a rough one ("about 20,000" against $20,325 is the same reckoning); one
  // written to the dollar ("1,833", "2,064") is the visitor's arithmetic, and $1,875 is not it.
  const after = statement.slice((last.index ?? 0) + last[0].length);
  const zeros = /0*$/.exec(last[0].replace(/[$,]|\.\d*$/g, ''))?.[0].length ?? 0;
  const precision = /^\s*(?:k|m|thousand|million)\b/i.test(after) ? Infinity : 10 ** zeros;
  const roughly = Math.max(1, Math.min(ROUGHLY * said, precision));
  return !inAnswer.some((n) => Math.abs(n - said) <= roughly);
}

/** The statement names a figure and the answer ties one of the same words to another. */
function otherFigure(statement: string, first: string): boolean {
  const stated = anchored(statement);
  if (stated.length === 0) return false;
  const given = anchored(first);
  const inAnswer = new Set([...first.matchAll(NUMBER)].map((m) => figureOf(m[0])));
  return stated.some(
    (s) =>
      !inAnswer.has(figureOf(s.number)) &&
      given.some(
        (g) =>
          g.words.some((w) => s.words.includes(w)) &&
          figureOf(g.number) !== figureOf(s.number) &&
          sameKind(g.number, s.number),
      ),
  );
}

/**
 * A denial in the answer and what it reaches: "not", "does not", "no longer", and a rule that
 * "ended", was "repealed" or "eliminated". One in a condition ("if you do not sign up") states
 * no denial of its own.
 */
const DENIAL =
  /\b(?:not|never|no|no longer|cannot|\w+n't|ended|ends|repealed|eliminated|abolished)\b/gi;
const CONDITION = /\b(?:if|unless|when|whether|as long as|without|until|only)\b/i;
/** Content words a denial is read to reach. */
const DENIAL_REACH = 7;

/** The answer denies at least two of the statement's words, or one that names a subject. */
function denies(
  said: ReadonlySet<string>,
  first: string,
  namesSubject: (word: string) => boolean,
): boolean {
  // "If you are disabled: withdrawals owe no penalty" denies only on its condition.
  if (/^\W*(?:if|unless|when|only if|as long as)\b/i.test(first)) return false;
  // A denial reaches no further than its clause: "no age limit, but … capped at your earned
  // income (wages …)" denies a limit, not the wages after the "but".
  for (const clause of first.split(/[;:]|\.\s|,?\s+(?:but|however|although|though|yet)\b/)) {
    for (const m of clause.matchAll(DENIAL)) {
      if (CONDITION.test(clause.slice(0, m.index))) continue;
      const reached = words(clause.slice((m.index ?? 0) + m[0].length)).slice(0, DENIAL_REACH);
      const shared = new Set(reached.filter((w) => said.has(w)));
      if (shared.size >= 2 || [...shared].some(namesSubject)) return true;
    }
  }
  return false;
}

/** The sentence of `message` before `question`, with it: what a bare "true?" confirms. */
function lastSentenceBefore(message: string, question: string): string {
  const at = message.lastIndexOf(question);
  const before = (at < 0 ? message : message.slice(0, at)).split(/(?<=[.!?])\s+/);
  return `${before.filter((s) => s.trim() !== '').at(-1) ?? ''} ${question}`;
}

/**
 * A statement that none of something is owed, taxed or paid: "so none of my ss is taxable",
 * "the screening one was free so this one is too".
 */
const NONE =
  /\b(?:none of|nothing (?:is|will be|gets)|no (?:tax|penalty|penalties|cost)\b|free\b|costs? nothing)/i;
/**
 * A question that expects none of something owed or taxed ("can i send it all as a qcd so none of
 * it gets taxed?") against an answer that puts an amount on it ("About $29,000 of it is taxable").
 */
export function amountWhereNone(question: string, answer: string): boolean {
  return NONE.test(question) && amountOfIt(question, firstSentence(answer.replace(/\*\*/g, '')));
}

/**
 * A question of what the visitor will owe or pay themselves ("will i owe anything for it?", "do
 * we have to pay", "will it cost me anything"): a coverage's yes ("Yes, Medicare covers it") is
 * the opposite of its answer.
 */
export const OWED_BY_VISITOR =
  /\b(?:(?:will|would|do|does|did|am|is) (?:i|we|she|he|they) (?:(?:have|has|need|going) to )?(?:owe|pay|be charged|be billed)\b(?! for\b)|(?:i|we) (?:will |would )?(?:owe|have to pay)\b|cost (?:me|us|her|him|them) anything|out[- ]of[- ](?:my |our )?pocket(?![- ](?:cap|max(?:imum)?|limit)\b))/i;

/** The answer's first sentence says nothing is owed: "you pay nothing", "at no cost to you". */
const NOTHING_OWED =
  /\b(?:you pay nothing|pay nothing|at no cost|no cost to you|costs? (?:you )?nothing|without cost|free of charge)\b/i;
/** …and puts no amount or share on it. */
const SOME_OWED = /\$\d|\d+(?:\.\d+)?%|\bcopay|\bcoinsurance|\bdeductible/i;

/**
 * A question of whether the visitor owes anything, answered by a first sentence that says they
 * pay nothing and names no amount, share or deductible: its answer is no.
 */
export function nothingOwed(question: string, answer: string): boolean {
  const first = firstSentence(answer.replace(/\*\*/g, ''));
  return OWED_BY_VISITOR.test(question) && NOTHING_OWED.test(first) && !SOME_OWED.test(first);
}

/** An answer that opens with an amount or a share owed: "About $13,600 of it", "All $20,000 of it", "The whole $20,000", "20% after". */
const OWED =
  /^(?:about |around |all |the whole )?(?:\$(?!0\b)\d|(?!0%)\d+(?:\.\d+)?% (?:of|after)\b)/i;

/**
 * The answer puts an amount on what the statement says is none: "About $13,600 of it is taxable"
 * against "none of my ss is taxable", sharing the word it counts and denying nothing itself.
 */
function amountOfIt(statement: string, first: string): boolean {
  if (!OWED.test(first) || NEGATION.test(first)) return false;
  const said = new Set(words(statement));
  return words(first).some((w) => !/\d/.test(w) && said.has(w));
}

/** What the visitor says was missing: "no witnesses", "without a will". */
const ABSENT = /\b(?:no|without(?: an?| any)?)\s+(\w+)/gi;
/** A requirement the answer states: "valid only if two witnesses…", "only with a doctor's order". */
const ONLY_IF = /\bonly (?:if|when|with)\b/gi;

/**
 * The answer makes a requirement of what the visitor says was missing: "a will is valid only if
 * two witnesses … sign it" against "signed it, no witnesses. thats valid, right?", sharing
 * another word of the statement ("valid") besides.
 */
function lacksRequirement(statement: string, first: string): boolean {
  const absent = new Set([...statement.matchAll(ABSENT)].flatMap((m) => words(m[1] as string)));
  if (absent.size === 0) return false;
  const said = new Set(words(statement));
  for (const m of first.matchAll(ONLY_IF)) {
    const before = words(first.slice(0, m.index));
    const reached = words(first.slice((m.index ?? 0) + m[0].length)).slice(0, DENIAL_REACH);
    if (reached.some((w) => absent.has(w)) && before.some((w) => said.has(w) && !absent.has(w)))
      return true;
  }
  return false;
}

/**
 * Opposite outcomes: kept against returned or lost, one of two against each of them. The
 * statement says one, the answer's first sentence the other and not the first.
 */
const OPPOSED: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [
    /\bkeep(?:s|ing)?\b/i,
    /\b(?:goes back|go back|returned|repa(?:y|id)|give it back|send it back|los(?:e|es|t))\b/i,
  ],
  [/\blos(?:e|es|ing)\b/i, /\bkeep(?:s)?\b/i],
  [/\b(?:only|just) one of us\b/i, /\b(?:each|both) of you\b|\bper person\b/i],
];

/**
 * The answer says the opposite outcome of the statement's ("we keep it" / "It goes back"), of
 * something the two share a word about, and denies nothing itself.
 */
function opposesOutcome(statement: string, first: string): boolean {
  if (NEGATION.test(first)) return false;
  const said = new Set(words(statement));
  const shared = words(first).some((w) => said.has(w));
  return (
    OPPOSED.some(
      ([stated, other]) => stated.test(statement) && other.test(first) && !stated.test(first),
    ) && shared
  );
}

/** What a statement says cannot or will not happen: "it cant lapse", "they won't be taxed". */
const CANNOT =
  /\b(?:can'?t|cannot|can not|won'?t|will not)\s+(?:ever\s+|possibly\s+|really\s+)?(?:be\s+|get\s+)?([a-z]{3,})\b/gi;

/**
 * The answer's first sentence says can of what the statement says cannot: "its permanent
 * insurance so it cant lapse right?" against "A universal life policy can lapse": the same verb
 * after "can", "could", "may", "might" or "will", that denial not undone there ("can lapse"
 * and not "can not lapse"; the statement's verb is what the answer's modal must reach).
 */
function affirmsWhatIsDenied(statement: string, first: string): boolean {
  for (const m of statement.matchAll(CANNOT)) {
    const verb = (m[1] as string).toLowerCase();
    if (/^(?:be|get|have|do|go)$/.test(verb)) continue;
    const can = new RegExp(
      String.raw`\b(?:can|could|may|might|will)\s+(?:still\s+|also\s+|even\s+)?(?:be\s+|get\s+)?${verb}\b`,
      'i',
    );
    const found = can.exec(first);
    if (found && !NEGATION.test(first.slice(Math.max(0, found.index - 12), found.index)))
      return true;
  }
  return false;
}

/**
 * Whether the answer's first sentence says can of what a statement put for confirmation says
 * cannot (`affirmsWhatIsDenied`): the one reading a point's own "No", held back for another
 * question, is still read by; its other words may deny what the visitor did not say.
 */
export function saysCanOfCannot(question: string, answer: string): boolean {
  return affirmsWhatIsDenied(question, firstSentence(answer.replace(/\*\*/g, '')));
}

/** Words that lean on the sentence before: "medicare will cover that, right?". */
const LEANS_BACK = /\b(?:that|thats|this|it|they|them|those)\b/i;

/**
 * Whether an answer's first sentence states otherwise than an affirmative statement put for
 * confirmation: `question`, in `message` (whose sentence before it counts when the question
 * leans on it).
 */
export function statesOtherwise(
  question: string,
  message: string,
  answer: string,
  namesSubject: (word: string) => boolean,
): boolean {
  // "…i have to start rmds at 73 like she did. true?": a bare tag confirms the sentence before.
  const statement = words(question).length < 2 ? lastSentenceBefore(message, question) : question;
  const plain = answer.replace(/\*\*/g, '');
  const first = firstSentence(plain);
  if (NONE.test(statement)) return amountOfIt(statement, first);
  const meant = LEANS_BACK.test(statement) ? message : statement;
  if (lacksRequirement(meant, first)) return true;
  if (affirmsWhatIsDenied(statement, first)) return true;
  if (NEGATION.test(statement) || NEGATED.test(statement)) return false;
  const said = new Set(words(meant));
  if (
    otherFigure(statement, first) ||
    denies(said, first, namesSubject) ||
    opposesOutcome(meant, first)
  )
    return true;
  // The sentence after may deny what the first leaves alone ("…much like a CD. It is not FDIC
  // insured" against "its fdic insured, right?"): the words it reaches that the first has too
  // are the first's to settle.
  const second = firstSentence(plain.slice(first.length).trim());
  const firstWords = new Set(words(first));
  return (
    second !== '' &&
    denies(new Set([...said].filter((w) => !firstWords.has(w))), second, namesSubject)
  );
}

/**
 * Whether an answer's first sentence confirms the figure a statement put for confirmation gives:
 * it ties one of the statement's words to the same value ("my rmds start at 73" against "RMDs
 * start at 73", "deductible is 283" against "deductible is $283"), states no other for them, and
 * denies or conditions nothing.
 */
/** A rule named by its figure ("the 4% rule"): a name, not an amount put for confirmation. */
const RULE_NAMED = /\b\d+(?:\.\d+)?\s*(?:%|percent)\s+rule\b/gi;

export function confirmsFigure(question: string, message: string, answer: string): boolean {
  const statement = (
    words(question).length < 2 ? lastSentenceBefore(message, question) : question
  ).replace(RULE_NAMED, 'the rule');
  const first = firstSentence(answer.replace(/\*\*/g, ''));
  if (NEGATION.test(statement) || NEGATION.test(first) || CONDITION.test(first)) return false;
  if (otherFigure(statement, first)) return false;
  const given = anchored(first);
  const stated = anchored(statement);
  // A figure nobody states by chance ("202.90", "11,250") is confirmed by the answer's first
  // sentence naming it in a clause that holds the word the visitor tied it to ("costs 202.90"
  // against "Part B premium is $202.90", "ira limit is 8,600" against "put $8,600 into IRAs"),
  // unless the answer ties that word to another figure ("deductible is 202.90" against "the
  // deductible is $283").
  const clauses = [...first.matchAll(NUMBER)].map((m) => ({
    figure: figureOf(m[0]),
    words: clauseAround(first, m.index ?? 0),
  }));
  for (const s of stated) {
    if (!distinctive(s.number)) continue;
    const tied = (w: readonly string[]) => w.some((x) => s.words.includes(x));
    const other = given.some(
      (g) =>
        tied(g.words) &&
        !isYear(g.number) &&
        figureOf(g.number) !== figureOf(s.number) &&
        sameKind(g.number, s.number),
    );
    if (!other && clauses.some((c) => c.figure === figureOf(s.number) && tied(c.words)))
      return true;
  }
  return stated.some((s) =>
    given.some(
      (g) => figureOf(g.number) === figureOf(s.number) && g.words.some((w) => s.words.includes(w)),
    ),
  );
}

/** A denial in a visitor's statement: "i cant get", "theres no way", "wont count". */
const DENIED_IN_STATEMENT = new RegExp(String.raw`\bno\b|${NEGATION.source}`, 'gi');

/**
 * A statement put for confirmation that denies what a point affirms ("i cant get anything on his
 * record till he files, right?" against a "Yes" to "can i get benefits on his record if he hasnt
 * filed"): its denial reaches two of the words of one of the point's phrasings, or one naming a
 * subject. The point's yes contradicts the visitor: the answer to the statement is no.
 */
export function deniesWhatPointAffirms(
  statement: string,
  asks: readonly string[],
  namesSubject: (word: string) => boolean,
): boolean {
  const phrasings = asks.map((a) => words(a));
  // Stems of one word may differ in a letter ("files" / "filed"): a stem of three letters or more
  // that starts the other counts as the same word.
  const same = (a: string, b: string) =>
    a === b || (Math.min(a.length, b.length) >= 3 && (a.startsWith(b) || b.startsWith(a)));
  for (const m of statement.matchAll(DENIED_IN_STATEMENT)) {
    const reached = words(statement.slice((m.index ?? 0) + m[0].length)).slice(0, DENIAL_REACH);
    for (const said of phrasings) {
      const shared = reached.filter((w) => said.some((s) => same(w, s)));
      if (shared.length >= 2 || shared.some(namesSubject)) return true;
    }
  }
  return false;
}

/** A clause that qualifies what it says: "up to 85% can be taxable", "usually". */
const QUALIFIED =
  /\b(?:up to|can be|could|may|might|some|part of|partly|usually|generally|often|depends)\b/i;

/**
 * The yes or no a plain yes-or-no question gets from an answer whose first clause restates it
 * ("does mass tax social security?" against "Massachusetts does not tax Social Security…": no;
 * "is there any help with my property taxes?" against "Massachusetts helps older homeowners with
 * property taxes…": yes): every word of the question (three or more, figures aside) is in the
 * clause, which neither conditions nor qualifies itself; a denial in it makes it a no.
 */
export function restatedAnswer(question: string, answer: string): 'Yes' | 'No' | undefined {
  if (NEGATION.test(question) || NEGATED.test(question)) return undefined;
  const asked = words(question).filter((w) => !/\d/.test(w));
  if (asked.length < 3) return undefined;
  const clause = (
    firstSentence(answer.replace(/\*\*/g, '')).split(/[:;,]|\s(?:but|except|unless|if)\s/i)[0] ?? ''
  ).trim();
  // A qualified clause ("up to 85% can be taxable", "covers only you") answers neither way.
  if (CONDITION.test(clause) || QUALIFIED.test(clause)) return undefined;
  const said = words(clause);
  if (!asked.every((w) => said.includes(w))) return undefined;
  return NEGATION.test(clause) || /\bno\b/i.test(clause) ? 'No' : 'Yes';
}

/** Words of an outcome a statement asserts: something stops, is lost, must be done, is owed. */
const OUTCOME =
  /\b(?:stops?|stopped|ends?|ended|lose|loses|lost|must|ha(?:ve|s) to|need to|required|counts?|taxed|taxable|owe|owes)\b/gi;

/**
 * The answer's first sentence asserts the outcome the statement does, unnegated ("HSA
 * contributions must stop once any part of Medicare starts" restates "contributions have to stop
 * once i enroll in medicare"): its "No" answered another question than the statement's.
 */
export function restates(statement: string, answer: string): boolean {
  const first = firstSentence(answer);
  const outcomes = new Set(
    [...statement.toLowerCase().matchAll(OUTCOME)].map((m) => m[0].replace(/s$|ped$|ed$/, '')),
  );
  if (outcomes.size === 0 || NEGATION.test(statement)) return false;
  for (const m of first.toLowerCase().matchAll(OUTCOME)) {
    const before = first.slice(Math.max(0, (m.index ?? 0) - 20), m.index);
    if (outcomes.has(m[0].replace(/s$|ped$|ed$/, '')) && !NEGATION.test(before)) return true;
  }
  return false;
}
