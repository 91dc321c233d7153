/**
 * Text normalisation shared by the index and the queries: folding, shorthand expansion,
 * stop words and a light suffix stemmer. Both sides go through `terms`, so they always agree.
 */
import { marked, Starts } from './starts.ts';

/** Shorthand visitors type, expanded before tokenising (whole words only), in this order. */
export const SHORTHAND: ReadonlyArray<readonly [RegExp, string]> = [
  // Not "ssi": SSI is a program of its own (needs-based, with its own limits).
  [/\b(soc\.? ?sec|socsec|ss|ssa)\b/g, ' social security '],
  [/\bs\.s\.(?=\s|$)/g, ' social security '],
  // "will" after a determiner is the document ("does my will cover my ira"), never the verb,
  // which is a stop word.
  [/\b(my|a|the|your|his|her|their|our|own) will\b/g, ' $1 testament '],
  [/\bwills\b/g, ' testaments '],
  // "is it true that…" puts what follows for confirmation; its words name no subject.
  [/\b(?:is it|its) true(?: that)?\b/g, ' '],
  [/\brmds?\b/g, ' required minimum distribution '],
  [/\bqcds?\b/g, ' qualified charitable distribution '],
  [/\bltc\b/g, ' long term care '],
  [/\b(aca|obamacare)\b/g, ' affordable care act marketplace '],
  [/\bfra\b/g, ' full retirement age '],
  [/\bw[- ]?2s?\b/g, ' w2 employee '],
  [/\b1099s?\b/g, ' 1099 contractor '],
  [/\b401 ?\(?k\)?s?\b/g, ' 401k '],
  [/\b72 ?\(t\)/g, ' 72t '],
  [/\b403 ?\(?b\)?s?\b/g, ' 403b '],
  [/\b457 ?\(?b\)?s?\b/g, ' 457b '],
  [/\bsep[- ]?iras?\b/g, ' sep ira '],
  [/\biras\b/g, ' ira '],
  [/\bhsas\b/g, ' hsa '],
  [/\bmedi ?gap\b/g, ' medigap '],
  [/\bmed ?supp?s?\b/g, ' medigap '],
  [/\bma(?:pd)?\s+plans?\b|\bmapd\b/g, ' medicare advantage plan '],
  [/\bmass\b|\bma\b|\bmassachusets\b/g, ' massachusetts '],
  // Places in the state stand for it: "turning 65 in Worcester" asks about Massachusetts rules.
  [
    /\b(?:boston|worcester|springfield|cambridge|quincy|newton|lowell|brockton|somerville|framingham|plymouth|cape cod|the cape|north shore|south shore|metrowest)\b/g,
    ' massachusetts ',
  ],
  [/\bcap gains?\b/g, ' capital gain '],
  [/\bpart ([abcd])\b/g, ' part$1 '],
  [/\bw\/\s?/g, ' with '],
  [/\b(?:70|seventy)\s?(?:1\/2|½|and a half)/g, ' 70half '],
  [/\b(?:59|fifty nine)\s?(?:1\/2|½|and a half)/g, ' 59half '],
  // Word families visitors use interchangeably, folded to one word on both sides.
  [/\b(?:die|died|dies|dead|deceased|passed away|passing)\b/g, ' death '],
  // "my wife passed in January", "if he goes first": a death.
  [
    /\b(wife|husband|spouse|partner|mom|mother|dad|father|he|she)\s+(?:just |recently )?passed\b/g,
    ' $1 death ',
  ],
  [/\b(?:goes|go|pass(?:es)?) first\b/g, ' death first '],
  // "left me her house": an inheritance.
  [/\bleft (?:me|us|him|her|them|my \w+ and me)\b/g, ' inherit '],
  [/\b(?:sold|selling|sells)\b/g, ' sell '],
  [/\b(?:for good|forever|permanently|for ever)\b/g, ' forever '],
  [/\bcatch[- ]?ups?\b/g, ' catchup '],
  [/\b(?:bought|buying|buys)\b/g, ' buy '],
  // "have them hold the tax out", "can they take taxes out of it": withholding.
  [
    /\b(?:hold|holds|holding|held|take|takes|taking|took|keep|keeps|keeping) (?:the |any |some |federal |state |income )?tax(?:es)? (?:out|back)\b/g,
    ' withhold tax ',
  ],
  // "hold off", "put off", "delay": waiting to claim or sign up.
  [
    /\b(?:hold(?:ing)? off|put(?:ting)? off|holds? out|delay(?:s|ed|ing)?|postpon(?:e|es|ed|ing))\b/g,
    ' wait ',
  ],
  [/\b(?:moms?|mothers?|dads?|fathers?|parents?|mum)\b/g, ' parent '],
  [/\b(?:wife|husband|spouses?|spousal|partner)\b/g, ' spouse '],
  [/\b(?:kids?|children|child|sons?|daughters?|grandkids?|grandchildren)\b/g, ' child '],
  [
    /\b(?:health ?care|health coverage|medical insurance|health insurance)\b/g,
    ' health insurance ',
  ],
  [/\b(?:sign ?-?ups?|enrol(?:l|ls|led|ling|lment|ment)?|register)\b/g, ' enroll '],
  [/\btax(?:ed|es|able|ing|ation)?\b/g, ' tax '],
  [/\b(?:retir(?:e|ed|es|ing|ement|ee|ees))\b/g, ' retire '],
  [/\b(?:make|makes|making|earn|earns|earning|earnings)\b/g, ' earn '],
  // "a cap on what i can earn", "out of pocket max": a limit.
  [/\b(?:cap|caps|capped|ceiling|max|maximum)\b/g, ' limit '],
  // "my meds", "her pills", "prescriptions": drugs, as the plans name them.
  [/\b(?:meds|medications?|medicines?|prescriptions?|pills?|rx)\b/g, ' drug '],
  // "stop working", "quit my job": retiring.
  [
    /\b(?:stop(?:ped|ping|s)? working|quit(?:s|ting)? (?:my job|working|work)|leav(?:e|ing) (?:my job|work))\b/g,
    ' retire ',
  ],
  // Medicaid is MassHealth in Massachusetts.
  [/\bmedicaid\b/g, ' masshealth '],
  [/\bnest eggs?\b/g, ' savings '],
  // "annuitize it": take it as an annuity's income.
  [/\bannuitiz(?:e|es|ed|ing|ation)\b/g, ' annuity '],
  // A bank's checking account is not a Social Security check.
  [/\bchecking accounts?\b/g, ' checkingaccount '],
  [
    /\b(?:nursing (?:facility|facilities)|care home|long[- ]term care facility)\b/g,
    ' nursing home ',
  ],
  // "when does medicare kick in": when it starts.
  [/\bkick(?:s|ing)? in\b/g, ' start '],
  // "does it start on its own": automatically.
  [/\b(?:on (?:its|their) own|by (?:itself|themselves)|automatically)\b/g, ' automatic '],
  [/\bu\b/g, ' you '],
  [/\bthru\b/g, ' through '],
  // Another country is abroad: "moving to portugal", "a winter in mexico".
  [
    /\b(?:canada|mexico|portugal|ireland|italy|france|spain|greece|england|scotland|germany|costa rica|panama|israel|the philippines|overseas)\b/g,
    ' abroad ',
  ],
  [/\b(shud|shld|shoud)\b/g, ' should '],
  [/\b(enuf|enought)\b/g, ' enough '],
  [/\bwat\b/g, ' what '],
  [/\babt\b/g, ' about '],
  [/\byrs?\b/g, ' year '],
  [/\bur\b/g, ' your '],
  [/\bpls|plz\b/g, ' please '],
];

/**
 * What a text must hold for each SHORTHAND rule to change it (how a match opens, found once from
 * the rule's pattern): a rule the text cannot match is passed over, as it would change nothing.
 * One look through the text finds the rules it may match, instead of a look for each rule.
 */
const SHORTHAND_STARTS = new Starts(SHORTHAND.map(([pattern]) => pattern));
/** The rules the text being normalised may match (`normalize` runs to its end before another). */
const MAY_MATCH = new Int32Array(SHORTHAND_STARTS.width);

const STOP = new Set(
  (
    'a about above after again all am an and any are as at be been before being below between ' +
    'both but by can could did do does doing down during each few for from further had has ' +
    'have having he her here hers him his how i if in into is it its itself just me more ' +
    'my myself no nor not now of off on once only or other our ours out over own same she ' +
    'should so some such than that the their theirs them then there these they this those ' +
    'through to too under until up very was we were what when where which while who whom why ' +
    'will with would you your yours yourself im ive id dont whats hi hello hey please thanks ' +
    'thank tell know want need get got go going like much many also really one thing things ' +
    'anything something way ok okay yes us let lets am gonna wanna kinda sort maybe etc ' +
    'right now explain wonder wondering question questions curious info information ask asking ' +
    'mean means exactly basically actually guess suppose wont cant isnt didnt doesnt scared ' +
    'worried worry afraid nervous confused guys folks always ever heard'
  ).split(' '),
);

/** A character outside ASCII (an accent, a curly quote, any other script). */
const NOT_ASCII = /[\u0080-\uffff]/;

/** A quote or apostrophe, straight or curly, or a backtick. */
const QUOTE = /['’‘`]/;

/** Lower-cases, and folds accents and punctuation variants. */
export function fold(text: string): string {
  // Text in ASCII alone (most messages) has no accents to fold: NFKD leaves it as it is.
  const lower = (
    NOT_ASCII.test(text) ? text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : text
  ).toLowerCase();
  // Text with no quote or apostrophe (most messages) has none to fold.
  if (!QUOTE.test(lower)) return lower;
  return lower.replace(/[’‘`]/g, "'").replace(/'s\b/g, '').replace(/'/g, '');
}

/** Lower-cases, folds accents and punctuation variants, and expands shorthand. */
export function normalize(text: string): string {
  let s = fold(text);
  SHORTHAND_STARTS.mayMatch(s, MAY_MATCH);
  for (let k = 0; k < SHORTHAND.length; k++) {
    if (!marked(MAY_MATCH, k)) continue;
    const [pattern, replacement] = SHORTHAND[k] as readonly [RegExp, string];
    const changed = s.replace(pattern, replacement);
    if (changed === s) continue;
    // What the rule wrote may open a match of a later rule ("wife" → " spouse "): the text,
    // a message or a line, is read again.
    s = changed;
    SHORTHAND_STARTS.mayMatch(s, MAY_MATCH);
  }
  return s;
}

/** A light stemmer: enough to meet plurals and -ing/-ed forms halfway. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:x|ch|sh|ss|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is'))
    w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith('ly') && w.length > 5) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/**
 * The content words of a text, read once for the most recent texts (`remembered`): one message
 * is read several times per answer (scope, ranking, choosing a point), and the content's lines
 * on every answer that may show them.
 */
/** The comma between a number's thousands. */
const THOUSANDS = /(\d),(?=\d{3}(?!\d))/g;
const wordsOf = remembered((text: string): readonly string[] => {
  const out: string[] = [];
  // "1,800" is one number, not a 1 and an 800 (the 800 of a phone number).
  for (const raw of normalize(text)
    .replace(THOUSANDS, '$1')
    .split(/[^a-z0-9]+/)) {
    if (raw === '' || STOP.has(raw)) continue;
    if (raw.length === 1 && !/\d/.test(raw)) continue;
    const w = stem(raw);
    if (!STOP.has(w)) out.push(w);
  }
  return Object.freeze(out);
}, 2_000);

/** The content words of a text, normalised and stemmed, in order (shared: never changed). */
export function words(text: string): readonly string[] {
  return wordsOf(text);
}

/** Index terms: the words plus adjacent-word pairs, so phrases like "term life" count more. */
export function withPairs(ws: readonly string[]): string[] {
  const out = [...ws];
  for (let i = 1; i < ws.length; i++) out.push(`${ws[i - 1]}_${ws[i]}`);
  return out;
}

/** Optimal-string-alignment distance (edits and adjacent swaps), or `max + 1` once above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  let before = new Int32Array(width);
  let prev = new Int32Array(width);
  let row = new Int32Array(width);
  for (let j = 0; j < width; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (before[j - 2] as number) + 1);
      }
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [before, prev, row] = [prev, row, before];
  }
  return prev[b.length] as number;
}

/**
 * Not a person: "my car died", "the furnace is dead" speak of no death. Put before a word of
 * dying (`(?<!…)`), it keeps that word from matching after the name of a machine.
 */
export const NOT_A_PERSON = String.raw`(?<!\b(?:car|truck|van|phone|cell|battery|laptop|computer|furnace|boiler|fridge|refrigerator|freezer|engine|motor|transmission|tv|printer|washer|dryer|dishwasher|heater|mower|roof) (?:just |finally |totally )?(?:is |was )?)`;

/** A death, or what follows one: "my husband died", "if i go first", "i inherited", "widow". */
export const SPEAKS_OF_A_DEATH = new RegExp(
  String.raw`\b(?:${NOT_A_PERSON}(?:die[sd]?|dying|dead)|death|deceased|passed|late|lost my|widow\w*|funeral|inherit\w*|left (?:me|us|him|her|them)|estate|beneficiar\w*|surviv\w*|heirs?|go(?:es)? first|gone)\b`,
  'i',
);

/** The places whose taxes and rules a question or an answer names: federal, and the state's. */
export const PLACES: ReadonlyArray<RegExp> = [
  /\b(?:federal\w*|irs)\b/i,
  /\b(?:massachusetts|mass|ma|state)\b/i,
];

/** Care or travel outside the U.S.: "overseas", "in lisbon", "on a cruise", "we winter in portugal". */
const ABROAD =
  /\b(?:abroad|overseas|out of the country|outside (?:the )?(?:u\.?s\.?|us|united states|country)|foreign|another country|cruise|europe|portugal|lisbon|algarve|spain|italy|france|ireland|england|scotland|germany|greece|mexico|canada|caribbean|bahamas|jamaica|costa rica|asia|india|china|japan|israel)\b/i;

/**
 * A place a rule holds in, as a question names it (`asked`) and as an answer names it (`said`).
 * A place without `asked` is the one a question naming no place of its set is asked of.
 */
interface Place {
  readonly asked?: RegExp;
  readonly said: RegExp;
}

/**
 * Places one answer cannot hold for together: federal or the state's; in the U.S. ("at any
 * hospital in the U.S.") or outside it, a question naming no country being asked of the U.S.
 */
const PLACE_SETS: ReadonlyArray<ReadonlyArray<Place>> = [
  PLACES.map((p) => ({ asked: p, said: p })),
  [
    { said: /\bin the u\.s\.|\bin the united states\b/i },
    { asked: ABROAD, said: /\boutside the u\.s\.|\boutside the united states\b/i },
  ],
];

/** The place of each set the question is asked of, where it is one. */
function placeInEachSet(question: string): ReadonlyArray<Place | undefined> {
  return PLACE_SETS.map((set) => {
    const named = set.filter((p) => p.asked?.test(question));
    const asked = named.length > 0 ? named : set.filter((p) => !p.asked);
    return asked.length === 1 ? asked[0] : undefined;
  });
}

let lastAsked: { question: string; places: ReadonlyArray<Place | undefined> } | undefined;

/**
 * `text` (an answer's first sentence, a topic's title) names another place than the question's
 * and not the question's own: "federal estate tax on 6 million?" against a Massachusetts answer,
 * care in Lisbon against "any hospital in the U.S.".
 */
export function namesOtherPlace(question: string, text: string): boolean {
  // The places of the question last asked about, kept: a question is checked against the title
  // of each topic it may be about, one after another.
  if (lastAsked?.question !== question) lastAsked = { question, places: placeInEachSet(question) };
  return lastAsked.places.some(
    (place, i) =>
      place !== undefined &&
      !place.said.test(text) &&
      (PLACE_SETS[i] ?? []).some((p) => p !== place && p.said.test(text)),
  );
}

/**
 * `read` remembered for at least the `kept` texts most recently asked for: what the engine
 * derives from an earlier message or reply is derived once, when the turn after it is answered,
 * not again on every later turn. Results are shared by those turns, so `read` must return values
 * nobody changes.
 *
 * The texts are kept in two generations of up to `kept` each: when the newer one is full it
 * becomes the older one and the older one is dropped whole (a Map drops its first entries one by
 * one slowly); a text found in the older generation moves to the newer one.
 */
export function remembered<T>(read: (text: string) => T, kept = 1024): (text: string) => T {
  return rememberedBy((text: string) => text, read, kept);
}

/**
 * `remembered` for an argument that is not a text itself: `key` names it, and arguments of the
 * same key must read alike. The argument is read as it is, never rebuilt from its key.
 */
export function rememberedBy<A, T>(
  key: (arg: A) => string,
  read: (arg: A) => T,
  kept = 1024,
): (arg: A) => T {
  let newer = new Map<string, T>();
  let older = new Map<string, T>();
  return (arg) => {
    const k = key(arg);
    let result = newer.get(k);
    if (result !== undefined) return result;
    result = older.get(k) ?? read(arg);
    if (newer.size >= kept) {
      older = newer;
      newer = new Map();
    }
    newer.set(k, result);
    return result;
  };
}

/** Where one sentence of an answer ends and the next begins ("… 2026. The …", "… 65. $283 …"). */
export const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z0-9$"(])/;

/** A hedge a yes or no may carry: "Probably yes:", "Generally no,". */
export const HEDGE = '(?:(?:probably|usually|generally|likely) )?';
/** A yes or a no a text opens with, hedged or not. */
export const OPENS_YES_OR_NO = new RegExp(String.raw`^${HEDGE}(?:yes|no)\b`, 'i');
/** A no a text opens with, hedged or not. */
export const OPENS_NO = new RegExp(String.raw`^${HEDGE}no\b`, 'i');

/**
 * Every match of a global pattern in a text, in order, as `[...text.matchAll(pattern)]` lists
 * them, found with `exec`: `matchAll` copies the pattern on every call, which costs more than
 * looking through a short text. The pattern's `lastIndex` is 0 before and after, as `matchAll`
 * leaves it.
 */
export function allMatches(pattern: RegExp, text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    if (m[0] === '') pattern.lastIndex++; // an empty match: move on, as `matchAll` does
    found.push(m);
  }
  return found;
}

/** The ages the visitor says they are, in order: "im 64", "i'm 70 and", "age 67". */
const OWN_AGE = /\b(?:i'?m|i am|age|aged) (\d{2})\b(?! (?:years|yrs|months|days|percent|%|k\b))/gi;
export const ownAges = (text: string): number[] =>
  allMatches(OWN_AGE, text).map((m) => Number(m[1]));

/**
 * A negated question: "doesn't", "isn't", "not", "never"; a contraction typed without its
 * apostrophe ("dont", "cant") counts, a word that merely ends in "nt" ("payment", "want") not.
 */
export const NEGATION =
  /\b(?:not|never|no longer|\w+n't|(?:do|does|did|ca|wo|is|are|was|were|should|would|could|have|has|had|ai|must)nt)\b/i;

/** The text with its first letter in upper case. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
