/**
 * Finds and masks personal data before any provider, store or log sees a message.
 *
 * Three steps, each a single pass over the text:
 * 1. Normalise (`redact-normalise.ts`): every Unicode digit to ASCII, dashes and spaces folded,
 *    invisible characters dropped, spelled digits read ('one two three' is '123'). The pass
 *    remembers where each piece came from, so a mask covers the right span of the original and
 *    the rest of the message is stored exactly as the visitor wrote it.
 * 2. Scan the normalised text into tokens: cue words ('ssn', 'born', 'routing' …), e-mail
 *    addresses, Medicare numbers, IBANs, street addresses, month-name dates, redaction labels,
 *    and runs of digit groups joined by short separators (spaces and . / ( ) - _ : , | \,
 *    mixed or repeated).
 * 3. Classify each run by its digits, its grouping, the published rules (`redact-checks.ts`:
 *    Luhn, ABA, SSA and IRS ranges) and the cue words bound to it; a run may hold several
 *    items, taken longest first from the left.
 *
 * Each step visits each character a bounded number of times (readers look a bounded distance
 * ahead; a run is classified at most 19 digits ahead), so redaction takes time linear in the
 * length of the text, whatever the text.
 *
 * Ordinary money talk stays: amounts, years, ages, plan and form numbers, ZIP codes,
 * percentages, dates without a birth cue. Cards, routing numbers and IBANs must pass their
 * checksums; routing, account, licence, passport and MassHealth numbers, dates of birth, expiry
 * dates and CVV codes need a cue word (expiry dates and CVV codes may instead follow a card
 * number). A cue binds to the nearest number: before it in the same sentence, or after it
 * across filler words only ('3/4/1960 is my birthday'); cues that name an identifier without a
 * shape of its own (account, licence, passport, EIN, MassHealth) bind across filler words only
 * in both directions ('account number is …'), so 'my account balance is 250000' stays.
 */
import {
  abaValid,
  einValid,
  ibanHead,
  ibanValid,
  ibanValue,
  itinValid,
  luhnValid,
  mod97,
  ssnValid,
} from './redact-checks.ts';
import { type Normalised, normalise, wordKey } from './redact-normalise.ts';

export type PiiKind =
  | 'ssn'
  | 'itin'
  | 'ein'
  | 'card'
  | 'card_expiry'
  | 'cvv'
  | 'routing'
  | 'account'
  | 'iban'
  | 'mbi'
  | 'masshealth'
  | 'licence'
  | 'passport'
  | 'dob'
  | 'address'
  | 'email'
  | 'phone';

export interface Redaction {
  /** The text with every found item replaced by a label such as `[SSN removed]`. */
  text: string;
  /** The kinds found in `text`, each once, in a fixed order. */
  kinds: PiiKind[];
  /**
   * Given `previous`: that message with the items found in it masked, and their kinds. An item
   * split across the two messages is masked in both and its kind reported in both.
   */
  previous?: { text: string; kinds: PiiKind[] };
}

export interface RedactOptions {
  /**
   * Phone numbers to leave as written, compared by their last ten digits (seven for a local
   * number). Pass the firm's own number so that messages and replies quoting it keep it.
   */
  keepPhones?: readonly string[];
  /**
   * The conversation's previous message from the same visitor, as stored (already redacted).
   * It is scanned together with the text, so a number split across the two is caught, and its
   * cue words bind to a number that opens the text ('my ssn is' then '123 45 6789').
   */
  previous?: string;
}

const LABEL: Record<PiiKind, string> = {
  ssn: '[SSN removed]',
  itin: '[ITIN removed]',
  ein: '[EIN removed]',
  card: '[card number removed]',
  card_expiry: '[card expiry date removed]',
  cvv: '[card security code removed]',
  routing: '[routing number removed]',
  account: '[account number removed]',
  iban: '[IBAN removed]',
  mbi: '[Medicare number removed]',
  masshealth: '[MassHealth ID removed]',
  licence: '[license number removed]',
  passport: '[passport number removed]',
  dob: '[date of birth removed]',
  address: '[street address removed]',
  email: '[e-mail address removed]',
  phone: '[phone number removed]',
};

const ORDER = Object.keys(LABEL) as PiiKind[];

// ---------------------------------------------------------------------------------------------
// Scanning

/**
 * Cue words, lower case, with the dots and dashes inside a word dropped ('d.o.b', 'b-day').
 * Two-word cues are written with a space.
 */
const CUE_WORDS = {
  ssn: 'ssn|ss|social|socialsecurity|soc|socsec|tin|itin|taxid|taxpayer|tax id|tax payer',
  ein: 'ein|fein|employer id|employer identification',
  card: 'card|creditcard|debitcard|visa|mastercard|amex|discover',
  card_expiry:
    'exp|expires|expire|expiry|expiration|expiring|expdate|valid thru|valid through|valid until|good thru',
  cvv: 'cvv|cvv2|cvc|cvc2|cid|csc|security code|card code|verification code',
  routing: 'routing|aba|rtn|transit',
  account: 'account|accounts|acct|acc|a/c|acctno',
  masshealth: 'masshealth|mass health|medicaid',
  licence: 'license|licence|lic|licno|dl|driverslicense|driverlicense',
  passport: 'passport|passportno',
  dob: 'born|birth|birthday|birthdate|bday|dob|dateofbirth',
  phone: 'phone|call|cell|cellphone|mobile|tel|telephone|text|fax',
} satisfies Partial<Record<PiiKind, string>>;
type Cue = keyof typeof CUE_WORDS;
const CUE_NAMES = Object.keys(CUE_WORDS) as Cue[];
const BIT = Object.fromEntries(CUE_NAMES.map((cue, i) => [cue, 1 << i])) as Record<Cue, number>;
const CUES = new Map<string, number>();
for (const cue of CUE_NAMES) for (const w of CUE_WORDS[cue].split('|')) CUES.set(w, BIT[cue]);
/** First words of the two-word cues. */
const PAIRS = new Set([...CUES.keys()].filter((w) => w.includes(' ')).map((w) => w.split(' ')[0]));

const MONTHS = new Set(
  'jan january feb february mar march apr april may jun june jul july aug august sep sept september oct october nov november dec december'.split(
    ' ',
  ),
);

/**
 * A word's first two characters as `key` spells them, case folded, as one number: a cheap test
 * before building the key.
 */
function opening(t: string, i: number): number {
  const second = t.charCodeAt(i + 1);
  const next = second === 46 || second === 45 ? t.charCodeAt(i + 2) : second;
  return ((t.charCodeAt(i) | 32) << 8) | (next | 32);
}
const openings = (words: Iterable<string>) => new Set([...words].map((w) => opening(w, 0)));
const CUE_OPENINGS = openings(CUES.keys());
const MONTH_OPENINGS = openings(MONTHS);

interface Token {
  start: number;
  end: number;
  /** A cue's bit, or 0 for an item. */
  cue: number;
  /** What an item is; 'cue' for a cue word, 'label' for a redaction label already there. */
  type: 'cue' | 'label' | 'email' | 'mbi' | 'iban' | 'address' | 'date' | 'run';
  /** For a run: where it starts with up to four letters glued before it ('AB12345678'). */
  prefix: number;
  /** For a cue: it named the item before it ('3/4/1960 is my birthday'), so not the next one. */
  used: boolean;
}

const token = (
  type: Token['type'],
  start: number,
  end: number,
  cue = 0,
  prefix = start,
): Token => ({
  start,
  end,
  cue,
  type,
  prefix,
  used: false,
});

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => (c | 32) >= 97 && (c | 32) <= 122;
const isAlnum = (c: number) => isDigit(c) || isLetter(c);
/** Separators inside a run of digit groups: space, tab and . / ( ) - _ : , | \ */
const isSeparator = (c: number) =>
  c === 32 ||
  c === 9 ||
  c === 46 ||
  c === 47 ||
  c === 40 ||
  c === 41 ||
  c === 45 ||
  c === 95 ||
  c === 58 ||
  c === 44 ||
  c === 124 ||
  c === 92;
/** An e-mail address's local part: letters, digits and . _ % + - */
const isLocal = (c: number) =>
  isAlnum(c) || c === 46 || c === 95 || c === 37 || c === 43 || c === 45;
const isDomain = (c: number) => isAlnum(c) || c === 46 || c === 45;
const isGap = (c: number) => c === 32 || c === 44;
/** Separators inside a Medicare number or an IBAN: those of a run but brackets and slashes. */
const isIdSeparator = (c: number) => c !== 40 && c !== 41 && c !== 47 && isSeparator(c);
/** Letters a Medicare number never holds, as bits from a: B, I, L, O, S, Z. */
const NOT_MBI = [...'bilosz'].reduce((bits, ch) => bits | (1 << (ch.charCodeAt(0) - 97)), 0);
const isMbiLetter = (c: number) => isLetter(c) && !((NOT_MBI >> ((c | 32) - 97)) & 1);

// Readers: each takes the text and a position and returns the end of what it read, or -1.
// Past either end of the text charCodeAt gives NaN, which no test accepts.

/** Between `min` and `max` characters that pass `test`. */
function many(t: string, i: number, test: (c: number) => boolean, min: number, max: number) {
  let k = i;
  while (k - i < max && test(t.charCodeAt(k))) k++;
  return k - i >= min ? k : -1;
}

/** The end of the letters from `i`, or with `step` -1 the position before them, backwards. */
function letters(t: string, i: number, step = 1): number {
  let k = i;
  while (isLetter(t.charCodeAt(k))) k += step;
  return k;
}

function digits(t: string, i: number): number {
  let k = i;
  while (isDigit(t.charCodeAt(k))) k++;
  return k;
}

/** A word: letters, joined across single . / - between letters ('d.o.b', 'a/c', 'b-day'). */
function word(t: string, i: number): number {
  let k = letters(t, i);
  while ((t[k] === '.' || t[k] === '/' || t[k] === '-') && isLetter(t.charCodeAt(k + 1))) {
    k = letters(t, k + 1);
  }
  return k;
}

/** A word as the cue and month tables spell it: lower case, without . or - */
function key(t: string, i: number, end: number): string {
  const w = t.slice(i, end).toLowerCase();
  return w.includes('.') || w.includes('-') ? w.replace(/[.-]/g, '') : w;
}

/**
 * A run of digit groups: digits, then up to four separators before each further group. A full
 * stop and a space end it: 'in 2026. 123 45 6789' is two runs.
 */
function run(t: string, i: number): number {
  let k = digits(t, i);
  for (;;) {
    let next = k;
    while (next - k < 4 && isSeparator(t.charCodeAt(next))) next++;
    const stop = t[k] === '.' && (t[k + 1] === ' ' || t[k + 1] === '\t');
    if (next === k || stop || !isDigit(t.charCodeAt(next))) return k;
    k = digits(t, next);
  }
}

/** A day of the month with an optional ordinal suffix. */
function day(t: string, i: number): number {
  const k = many(t, i, isDigit, 1, 2);
  if (k < 0 || isDigit(t.charCodeAt(k)) || !between(+t.slice(i, k), 1, 31)) return -1;
  return /^(?:st|nd|rd|th)$/i.test(t.slice(k, k + 2)) && !isLetter(t.charCodeAt(k + 2)) ? k + 2 : k;
}

/** A month's name or abbreviation, with an optional dot. */
function month(t: string, i: number): number {
  if (!MONTH_OPENINGS.has(opening(t, i))) return -1;
  const k = many(t, i, isLetter, 3, 9);
  if (k < 0 || isLetter(t.charCodeAt(k)) || !MONTHS.has(key(t, i, k))) return -1;
  return t[k] === '.' ? k + 1 : k;
}

/** Whether a word that may be a month's name starts within ten characters after `i`. */
function monthNear(t: string, i: number): boolean {
  for (let k = i + 1; k < i + 10; k++) {
    const start = isLetter(t.charCodeAt(k)) && !isLetter(t.charCodeAt(k - 1));
    if (start && MONTH_OPENINGS.has(opening(t, k))) return true;
  }
  return false;
}

/** A four-digit year 1900-2099 not followed by a digit. */
function year(t: string, i: number): number {
  const k = many(t, i, isDigit, 4, 4);
  return k > 0 && !isDigit(t.charCodeAt(k)) && /^(?:19|20)/.test(t.slice(i, k)) ? k : -1;
}

type Reader = (t: string, i: number) => number;
const gap =
  (min: number): Reader =>
  (t, i) =>
    many(t, i, isGap, min, 3);
const of: Reader = (t, i) => (/^of $/i.test(t.slice(i, i + 3)) ? i + 3 : i);
/** 'March 5, 1958' and '5th of June 1960'. */
const MONTH_FIRST = [month, gap(0), day, gap(1), year];
const DAY_FIRST = [day, gap(1), of, month, gap(0), year];

function sequence(t: string, i: number, readers: Reader[]): number {
  let k = i;
  for (const read of readers) {
    k = read(t, k);
    if (k < 0) break;
  }
  return k;
}

/**
 * A Medicare Beneficiary Identifier: 11 characters in its character classes (a digit 1-9, a
 * letter, a letter or digit, a digit …), grouped any way: up to three separators between any
 * two of them.
 */
const MBI = 'NAXDAXDAADD';
function mbi(t: string, i: number): number {
  let k = i;
  for (let s = 0; s < MBI.length; s++) {
    if (s > 0) k = many(t, k, isIdSeparator, 0, 3);
    const slot = MBI[s];
    const c = t.charCodeAt(k++);
    const ok =
      slot === 'N'
        ? c >= 49 && c <= 57
        : slot === 'D'
          ? isDigit(c)
          : isMbiLetter(c) || (slot === 'X' && isDigit(c));
    if (!ok) return -1;
  }
  return isAlnum(t.charCodeAt(k)) ? -1 : k;
}

/**
 * An IBAN: two letters, two check digits and 11 to 30 letters or digits, written as one block
 * or in groups of four (the last may be shorter), valid by mod-97. The longest valid reading
 * wins; each is checked in constant time from a running remainder.
 */
function iban(t: string, i: number): number {
  const head = ibanHead(t, i);
  if (head < 0) return -1;
  let r = 0;
  let length = 4;
  let group = 4;
  let found = -1;
  for (let k = i + 4; length < 34; ) {
    const c = t.charCodeAt(k);
    const v = ibanValue(c);
    if (v >= 0) {
      r = mod97(r, v);
      length++;
      group++;
      k++;
      if (length >= 15 && !isAlnum(t.charCodeAt(k)) && ibanValid(r, head)) found = k;
      continue;
    }
    // Grouped: each separator follows a group of four.
    if (group !== 4 || !isIdSeparator(c) || !isAlnum(t.charCodeAt(k + 1))) break;
    group = 0;
    k++;
  }
  return found;
}

/** The reading of an IBAN starts with two letters and two digits. */
const ibanStart = (t: string, i: number) =>
  isLetter(t.charCodeAt(i + 1)) && isDigit(t.charCodeAt(i + 2)) && isDigit(t.charCodeAt(i + 3));

// Street addresses: a house number, one to four name words and a street type ('12 Elm
// Street', '45B Commonwealth Ave Apt 3'). Words are compared by their `wordKey`, so reading
// an address, and failing to, makes no string.
const keys = (words: string) => new Set(words.split(' ').map((w) => wordKey(w, 0, w.length)));
const STREET_TYPES = keys(
  'street st avenue ave av road rd boulevard blvd lane ln drive dr court ct place pl terrace ter terr way circle cir parkway pkwy highway hwy square sq turnpike tpke trail trl path row alley wharf plaza plz crescent pike',
);
/** Words that are no part of a street's name: what separates a count from a street type. */
const NOT_NAMES = keys(
  'a an the and or of in on at to for from by with near off into onto over under up down out about per each every than then also just only very more less my our your his her their its is are was were be been i we you he she they it this that these those who which what when where year years month months week weeks day days mile miles block blocks dollars k percent plus times people kids children houses homes cars',
);
const DIRECTIONS = keys('n s e w ne nw se sw north south east west');
/** A unit after a street: ', Apt 3', ' #4B', '., Suite 200', ' Apt. B'. */
const UNIT =
  /\.?,? (?:(?:apt|apartment|unit|suite|ste|fl|floor|rm|room|bldg|building)(?:\. ?| ?#| )|#)[a-z0-9]{1,6}(?![a-z0-9])/iy;

/** A word of a street's name after a space at `i`: letters, or an ordinal ('5th'); its end. */
function streetWord(t: string, i: number): number {
  if (t.charCodeAt(i) !== 32) return -1;
  const numeral = digits(t, i + 1);
  const end = letters(t, numeral);
  const ordinal = numeral > i + 1;
  if (end - numeral < (ordinal ? 2 : 1) || end - numeral > 20 || numeral - i > 4) return -1;
  return isDigit(t.charCodeAt(end)) ? -1 : end;
}

/** A street address at `i`, with a unit when one follows ('Apt 3', '#4B', 'Suite 200'). */
function address(t: string, i: number): number {
  let k = digits(t, i);
  if (k - i > 6 || t.charCodeAt(i) === 48) return -1;
  if (isLetter(t.charCodeAt(k)) && !isAlnum(t.charCodeAt(k + 1))) k++;
  for (let names = 0; names <= 4; names++) {
    const end = streetWord(t, k);
    if (end < 0) return -1;
    const key = end - k > 12 ? -1 : wordKey(t, k + 1, end);
    if (names > 0 && STREET_TYPES.has(key)) {
      // A direction may follow ('Ave NW', 'St. S'), then a unit.
      const dot = t.charCodeAt(end) === 46 ? end + 1 : end;
      const after = streetWord(t, dot);
      const direction = after > 0 && DIRECTIONS.has(wordKey(t, dot + 1, after)) ? after : end;
      UNIT.lastIndex = direction;
      return UNIT.test(t) ? UNIT.lastIndex : direction;
    }
    // A street type names a street only with a capital: '12 Court Street', not '2 way street'.
    const capital = t.charCodeAt(k + 1) <= 90;
    if (NOT_NAMES.has(key) || (STREET_TYPES.has(key) && !capital)) return -1;
    k = end;
  }
  return -1;
}

/** A label a redactor left ('[SSN removed]'): an item already masked, and no cue. */
const LABEL_AT = /\[[A-Za-z][A-Za-z' -]{0,40} removed\]/y;
function label(t: string, i: number): number {
  LABEL_AT.lastIndex = i;
  return LABEL_AT.test(t) ? LABEL_AT.lastIndex : -1;
}

/** E-mail addresses: each '@' extended over the characters an address may hold on either side. */
function emails(t: string): Token[] {
  const found: Token[] = [];
  let done = 0;
  for (let at = t.indexOf('@'); at !== -1 && at < t.length; at++) {
    if (t.charCodeAt(at) !== 64) continue;
    let start = at;
    while (start > done && isLocal(t.charCodeAt(start - 1))) start--;
    let end = at + 1;
    let dot = false;
    for (let c = t.charCodeAt(end); isDomain(c); c = t.charCodeAt(++end)) dot ||= c === 46;
    if (!dot) continue;
    while (end > at + 1 && !isAlnum(t.charCodeAt(end - 1))) end--;
    // The domain ends in a dot and two or more letters.
    const tld = end - 1 - letters(t, end - 1, -1);
    if (start < at && tld >= 2 && t[end - tld - 1] === '.' && end - tld - 1 > at + 1) {
      found.push(token('email', start, end));
      done = end;
    }
  }
  return found;
}

/** An IBAN, a cue word or a month-name date starting at `i`; else the end of the word. */
function wordToken(t: string, i: number): Token | number {
  if (ibanStart(t, i)) {
    const id = iban(t, i);
    if (id > 0) return token('iban', i, id);
  }
  let end = word(t, i);
  // Cue words and month names have 2 to 16 letters.
  if (end - i < 2 || end - i > 16) return end;
  const first = opening(t, i);
  const month = MONTH_OPENINGS.has(first);
  if (!(month || CUE_OPENINGS.has(first))) return end;
  let w = key(t, i, end);
  if (month && MONTHS.has(w)) {
    const date = sequence(t, i, MONTH_FIRST);
    if (date > 0) return token('date', i, date);
  }
  // 'cvv2': a cue word with one digit glued on.
  if (isDigit(t.charCodeAt(end)) && !isAlnum(t.charCodeAt(end + 1)) && CUES.has(w + t[end])) {
    w += t[end++];
  }
  let cue = CUES.get(w) ?? 0;
  const second = PAIRS.has(w) ? many(t, end, isGap, 1, 2) : -1;
  if (second > 0) {
    const after = word(t, second);
    const pair = CUES.get(`${w} ${key(t, second, after)}`);
    if (pair) [cue, end] = [pair, after];
  }
  if (!cue) return end;
  // An abbreviated cue keeps its full stop: 'exp.', 'd.o.b.'
  return token('cue', i, t[end] === '.' ? end + 1 : end, cue);
}

/**
 * A Medicare number, a street address, a day-first date or a run of digit groups starting at
 * `i`.
 */
function numberToken(t: string, i: number, boundary: boolean, last: Token | undefined): Token {
  if (boundary) {
    const id = mbi(t, i);
    if (id > 0) return token('mbi', i, id);
    const street = address(t, i);
    if (street > 0) return token('address', i, street);
    // A day before a month's name ('5th of June 1960'): one or two digits, a month close by.
    const date = digits(t, i) - i <= 2 && monthNear(t, i) ? sequence(t, i, DAY_FIRST) : -1;
    if (date > 0) return token('date', i, date);
  }
  // Up to four letters glued before the digits, after a word boundary, that are no cue word.
  const dash = t[i - 1] === '-' ? i - 1 : i;
  let p = dash;
  while (dash - p < 4 && isLetter(t.charCodeAt(p - 1))) p--;
  const glued = p < dash && !isAlnum(t.charCodeAt(p - 1)) && !(last && last.end > p);
  return token('run', i, run(t, i), 0, glued ? p : i);
}

/** The tokens of the normalised text, in order. */
function tokenise(t: string): Token[] {
  const tokens: Token[] = [];
  const mails = emails(t);
  let next = 0;
  let stop = mails.length ? (mails[0] as Token).start : t.length;
  for (let i = 0; i < t.length; ) {
    if (i >= stop) {
      const item = mails[next++] as Token;
      tokens.push(item);
      i = Math.max(i, item.end);
      stop = next < mails.length ? (mails[next] as Token).start : t.length;
      continue;
    }
    const c = t.charCodeAt(i);
    if (!isAlnum(c)) {
      const end = c === 91 ? label(t, i) : -1;
      if (end > 0) tokens.push(token('label', i, end));
      i = end > 0 ? end : i + 1;
      continue;
    }
    const boundary = i === 0 || !isAlnum(t.charCodeAt(i - 1));
    const found = isLetter(c)
      ? boundary
        ? wordToken(t, i)
        : word(t, i)
      : numberToken(t, i, boundary, tokens[tokens.length - 1]);
    if (typeof found === 'number') i = found;
    else {
      tokens.push(found);
      i = found.end;
    }
  }
  return tokens;
}

// ---------------------------------------------------------------------------------------------
// Classification

/** How far a cue word may stand from its number. */
const CUE_REACH = 40;
/** Words that may stand between a number and a cue after it, or an account cue before it. */
const FILLERS = new Set(
  'is was are my the our his her its number num no nr nbr ending in of on date code id member'.split(
    ' ',
  ),
);
/** Cues that name an identifier with no shape of its own: they bind across fillers only. */
const NAMING_CUES = BIT.account | BIT.ein | BIT.masshealth | BIT.licence | BIT.passport;
const SENTENCE_BREAK = /[!?;\n]|\.\s/;
/** An amount: a currency sign before the number, or a unit after it; or a plan's name. */
const AMOUNT_BEFORE = /[$€£¥]\s?$/;
const AMOUNT_AFTER =
  /^\s?(?:%|percent|\([a-z]\)|k\b|m\b|mm\b|bn\b|million|billion|thousand|dollars|usd|bucks|shares|units|people|miles)/i;

/** Cues that introduce a date, not a number: 'my license expires 04/2027' names no licence. */
const DATE_CUES = BIT.card_expiry | BIT.dob;
/**
 * Nothing but filler words and other cue words ('account number is', 'routing/account'), a
 * date's cues aside.
 */
const onlyFillers = (gap: string) =>
  gap.trim() === '' ||
  gap.split(/[\s#:=.,()/-]+/).every((w) => {
    const word = w.toLowerCase();
    return word === '' || FILLERS.has(word) || ((CUES.get(word) ?? 0) & ~DATE_CUES) !== 0;
  });

const between = (n: number, lo: number, hi: number) => n >= lo && n <= hi;

const isYear = (g: string) => g.length === 2 || (g.length === 4 && between(+g, 1900, 2099));
const isMonth = (g: string) => g.length <= 2 && between(+g, 1, 12);
const isDay = (g: string) => g.length <= 2 && between(+g, 1, 31);

/** Three groups (or eight digits) that read as a calendar date in any common order. */
function isDate(groups: string[]): boolean {
  let g = groups;
  const d = g[0] as string;
  if (g.length === 1 && d.length === 8) {
    g = /^(?:19|20)/.test(d)
      ? [d.slice(0, 4), d.slice(4, 6), d.slice(6)]
      : [d.slice(0, 2), d.slice(2, 4), d.slice(4)];
  }
  if (g.length !== 3) return false;
  const [a, b, c] = g as [string, string, string];
  return (
    (a.length === 4 && isYear(a) && isMonth(b) && isDay(c)) ||
    (isYear(c) && ((isMonth(a) && isDay(b)) || (isDay(a) && isMonth(b))))
  );
}

/** A card number as printed: one block, 4-4-4-4, 4-4-4-4-3, 4-4-4-3, 4-6-5 or 4-6-4. */
const cardShape = (lens: string) => /^(?:\d+|4-4-4-3|4-4-4-4|4-4-4-4-3|4-6-5|4-6-4)$/.test(lens);

/**
 * A North American number: area and exchange start 2-9, groups split where a phone's may be
 * (after the country code, the area code, the exchange, or two digits later: 617 555 12 34).
 */
function nanpPhone(d: string, groups: string[]): boolean {
  const lead = d.length - 10;
  if ((lead !== 0 && !(lead === 1 && d[0] === '1')) || !/^[2-9]\d\d[2-9]/.test(d.slice(lead)))
    return false;
  let at = 0;
  return groups.every((g) => {
    at += g.length;
    return at === d.length || at === lead || at === lead + 3 || at === lead + 6 || at === lead + 8;
  });
}

interface Span {
  start: number;
  end: number;
  kind: PiiKind;
}

/** What a candidate is: a kind, or a phone number to keep. */
type Kind = PiiKind | 'keep';

interface Context {
  text: string;
  keep: string[];
  /** The last item found, for an expiry date or CVV right after a card. */
  last: Span | undefined;
}

/** A toll-free number (800, 833, 844, 855, 866, 877, 888) belongs to a business, not a person. */
const tollFree = (d: string) => d.length >= 10 && /^8(?:00|33|44|55|66|77|88)/.test(d.slice(-10));

const samePhone = (a: string, b: string) => {
  const n = Math.min(a.length, b.length, 10);
  return n >= 7 && a.slice(-n) === b.slice(-n);
};

/** Right after a card or its expiry date in the same sentence, with only spaces, commas, colons,
 * slashes or dashes between. */
function followsCard({ last, text }: Context, start: number): boolean {
  return (
    last !== undefined &&
    (last.kind === 'card' || last.kind === 'card_expiry') &&
    /^[\s,:/-]{0,12}$/.test(text.slice(last.end, start))
  );
}

/** A candidate: consecutive digit groups of one run, and what surrounds it. */
interface Candidate {
  /** Its digits. */
  d: string;
  groups: string[];
  /** The groups' lengths, joined by '-': '3-2-4'. */
  lens: string;
  /** Cue bits bound to it. */
  cues: number;
  /** A '+' just before it. */
  plus: boolean;
  /** A card number or expiry date just before it. */
  nearCard: boolean;
}

/** Identifiers known by their cue alone, and how many digits each holds. */
const NAMED: [Cue, number, number][] = [
  ['passport', 6, 10],
  ['masshealth', 8, 14],
  ['licence', 5, 14],
];

function classify(keep: string[], c: Candidate): Kind | undefined {
  const { d, groups, lens, cues, plus, nearCard } = c;
  const n = d.length;
  const first = d.charCodeAt(0) - 48;
  const account = (cues & BIT.account) !== 0;
  if (n >= 13 && first >= 2 && first <= 6) {
    const card = (cues & BIT.card) !== 0;
    if ((card || (!account && cardShape(lens))) && luhnValid(d)) return 'card';
  }
  if (n === 9) {
    if (cues & BIT.routing && abaValid(d)) return 'routing';
    if (cues & BIT.ein) return 'ein';
  }
  for (const [kind, min, max] of NAMED) if (cues & BIT[kind] && between(n, min, max)) return kind;
  if (n === 9) {
    if (cues & BIT.ssn) return itinValid(d) ? 'itin' : 'ssn';
    if (account) return 'account';
    if (lens === '9' || lens === '3-2-4') {
      return itinValid(d) ? 'itin' : ssnValid(d) ? 'ssn' : undefined;
    }
    if (lens === '2-7' && einValid(d)) return 'ein';
  }
  // Eight digits in one block; a date in groups is read before classifying ('dateAt').
  if (cues & BIT.dob && groups.length === 1 && isDate(groups)) return 'dob';
  if (account && between(n, 6, 17)) return 'account';
  const phone =
    (plus && between(n, 8, 15)) ||
    ((n === 10 || n === 11) && nanpPhone(d, groups)) ||
    (cues & BIT.phone && first >= 2 && (lens === '7' || lens === '3-4'));
  if (phone) return tollFree(d) || keep.some((k) => samePhone(d, k)) ? 'keep' : 'phone';
  if (nearCard || cues & BIT.card_expiry) {
    const [m, y] = groups.length === 2 ? groups : lens === '4' ? [d.slice(0, 2), d.slice(2)] : [];
    if (m && y && isMonth(m) && /^(?:\d\d|20\d\d)$/.test(y)) return 'card_expiry';
  }
  if ((nearCard || cues & BIT.cvv) && (lens === '3' || lens === '4')) return 'cvv';
  return undefined;
}

/** Kinds that may start with letters glued to their digits ('acct # AB12345678', 'S1234567'). */
const LETTERED = new Set<Kind>(['account', 'licence', 'passport', 'masshealth']);

/**
 * Finds the items in one run of digit groups, longest first from the left. Cues before the run
 * bind to an item at its start, cues after it to an item at its end; a candidate in the middle
 * of a run spans at most five groups (a card as printed), one a cue binds to at most 19 digits.
 */
function scanRun(ctx: Context, token: Token, before: number, after: number, found: Span[]): void {
  const { text } = ctx;
  // One block of digits is an item only at 3 to 19 digits, and without a cue, a '+' or a card
  // before it only as an SSN (9), a phone (10, 11) or a card (13 or more): ages, years, counts
  // and amounts end here.
  if (digits(text, token.start) === token.end) {
    const n = token.end - token.start;
    if (n < 3 || n > 19) return;
    const shaped = n === 9 || n === 10 || n === 11 || n >= 13;
    const marked = before || after || text[token.start - 1] === '+';
    if (!(shaped || marked || followsCard(ctx, token.start))) return;
  }
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = token.start; i < token.end; ) {
    starts.push(i);
    i = digits(text, i);
    ends.push(i);
    while (i < token.end && !isDigit(text.charCodeAt(i))) i++;
  }
  const last = starts.length - 1;
  const count = (g: number) => (ends[g] as number) - (starts[g] as number);
  /**
   * Whether groups i..j holding n digits have a shape that needs no cue, '+' or card before it:
   * an SSN or ITIN (9 or 3-2-4), an EIN (2-7), a phone (10 or 11 digits in up to five groups),
   * a card (13-19 digits starting 2-6, one block or groups of 4 first). Checked on lengths,
   * before any string is made.
   */
  const cueFree = (n: number, i: number, j: number) => {
    if (n === 9) {
      const two = j === i + 1 && count(i) === 2;
      return j === i || two || (j === i + 2 && count(i) === 3 && count(i + 1) === 2);
    }
    if (n === 10 || n === 11) return j - i <= 4;
    if (n < 13) return false;
    const first = text.charCodeAt(starts[i] as number);
    return first >= 50 && first <= 54 && (j === i || count(i) === 4);
  };
  const lead = text.slice(Math.max(0, token.start - 2), token.start);
  const amountBefore = AMOUNT_BEFORE.test(lead);
  const amountAfter = AMOUNT_AFTER.test(text.slice(token.end, token.end + 10));
  const plusBefore = lead.endsWith('+');
  const gap = (g: number) => text.slice(ends[g], starts[g + 1]);
  /**
   * Whether groups i..i+2 read as a calendar date, written with one separator ('3/4/1960',
   * '3 4 1960'; not '1958, 1.5'): lengths first, then the separators and values.
   */
  const dateAt = (i: number) => {
    if (i + 2 > last || count(i + 1) > 2) return false;
    const a = count(i);
    const c = count(i + 2);
    if (!((a <= 2 && (c === 2 || c === 4)) || (a === 4 && c <= 2)) || gap(i) !== gap(i + 1)) {
      return false;
    }
    return isDate([i, i + 1, i + 2].map((g) => text.slice(starts[g], ends[g])));
  };
  for (let i = 0; i <= last; ) {
    // A calendar date is a date of birth with a birth cue. With no cue (or only a date's) it
    // stays whole: no part of it is an expiry date or code ('my CD expires 12/31/2026'). Other
    // cues, bound to it or to the run's end, read it as what they name ('account number is
    // 6 2 36', '6-2-35 5 381 is my account number').
    const own = (i === 0 ? before : 0) | (i + 2 === last ? after : 0);
    const others = (own | (i + 2 < last ? after : 0)) & ~(DATE_CUES | BIT.cvv);
    if (dateAt(i) && (own & BIT.dob || !others)) {
      if (own & BIT.dob) {
        ctx.last = { start: starts[i] as number, end: ends[i + 2] as number, kind: 'dob' };
        found.push(ctx.last);
      }
      i += 3;
      continue;
    }
    let best: { kind: Kind; to: number } | undefined;
    const reach = (i === 0 && before) || (after && last - i < 19) ? 19 : 5;
    const nearCard = followsCard(ctx, starts[i] as number);
    const plus = i === 0 && plusBefore;
    let printedCard = false;
    const groups: string[] = [];
    let lens = '';
    let d = '';
    for (let j = i, n = 0; j <= last && j - i < reach; j++) {
      n += count(j);
      if (n > 19) break;
      // An amount ('$123456789', '250000 dollars') is never an item, but a card is no amount.
      if (n < 13 && ((i === 0 && amountBefore) || (j === last && amountAfter))) continue;
      const cues = (i === 0 ? before : 0) | (j === last ? after : 0);
      // After a card only its expiry date (one or two groups) or code can be cue-free.
      const afterCard = nearCard && j - i <= 1 && n <= 6;
      if (!(cues || plus || afterCard || cueFree(n, i, j))) continue;
      for (let g = i + groups.length; g <= j; g++) {
        const group = text.slice(starts[g], ends[g]);
        groups.push(group);
        lens += lens ? `-${group.length}` : group.length;
        d += group;
      }
      const kind = classify(ctx.keep, { d, groups, lens, cues, plus, nearCard });
      // A card as printed ends there: what follows is its expiry date or code, not more card.
      if (kind && !(kind === 'card' && best?.kind === 'card' && printedCard))
        best = { kind, to: j };
      printedCard ||= kind === 'card' && cardShape(lens);
    }
    if (!best) {
      i++;
      continue;
    }
    const { kind, to } = best;
    let start = starts[i] as number;
    if (kind !== 'keep') {
      if (kind === 'phone' && i === 0 && /[+(]$/.test(lead)) start--;
      if (LETTERED.has(kind) && i === 0) start = token.prefix;
      const span = { start, end: ends[to] as number, kind };
      found.push(span);
      ctx.last = span;
    }
    i = to + 1;
  }
}

const NONE: Token[] = [];

/**
 * The cues bound to the item `tokens[k]`: before it in the same sentence with no other item
 * between, or after it across filler words only. Returns the bits before, the bits after, and
 * the cue tokens after it.
 */
function cuesFor(text: string, tokens: Token[], k: number): [number, number, Token[]] {
  const item = tokens[k] as Token;
  let before = 0;
  let after = 0;
  let following: Token[] = NONE;
  for (let c = k - 1; c >= 0 && tokens[c]?.type === 'cue'; c--) {
    const cue = tokens[c] as Token;
    if (item.start - cue.end > CUE_REACH) break;
    if (cue.used) continue;
    if (cue.cue & NAMING_CUES) {
      if (onlyFillers(text.slice(cue.end, item.prefix))) before |= cue.cue;
    } else if (!SENTENCE_BREAK.test(text.slice(cue.end, item.start))) before |= cue.cue;
  }
  for (let c = k + 1; tokens[c]?.type === 'cue'; c++) {
    const cue = tokens[c] as Token;
    if (cue.start - item.end > CUE_REACH) break;
    const gap = text.slice(item.end, cue.start);
    if (!SENTENCE_BREAK.test(gap) && onlyFillers(gap)) {
      after |= cue.cue;
      following = [...following, cue];
    }
  }
  return [before, after, following];
}

/** The cue bit that names a kind ('3/4/1960 is my birthday'), or 0. */
const cueOf = (kind: PiiKind) => BIT[(kind === 'itin' ? 'ssn' : kind) as Cue] ?? 0;

/** The items of a text, in normalised positions and in order. */
function find(t: string, keepPhones: readonly string[]): Span[] {
  const tokens = tokenise(t);
  const ctx: Context = {
    text: t,
    keep: keepPhones.map((p) => normalise(String(p)).text.replace(/\D/g, '')),
    last: undefined,
  };
  const found: Span[] = [];
  tokens.forEach((token, k) => {
    if (token.type === 'cue' || token.type === 'label') return;
    const [before, after, following] = cuesFor(t, tokens, k);
    const { start, end, type } = token;
    const first = found.length;
    if (type === 'run') scanRun(ctx, token, before, after, found);
    else {
      const dob = (before | after) & BIT.dob ? 'dob' : undefined;
      const kind = type === 'date' ? dob : type;
      if (kind) {
        ctx.last = { start, end, kind };
        found.push(ctx.last);
      }
    }
    // A cue after an item that names its kind belongs to it, not to the next number.
    let named = 0;
    for (let f = first; f < found.length; f++) named |= cueOf((found[f] as Span).kind);
    for (const cue of following) if (cue.cue & named) cue.used = true;
  });
  return found;
}

/**
 * Masks personal numbers, e-mail and street addresses and phone numbers (except
 * `keepPhones`). With `previous`, the two messages are read as one, joined by a space.
 */
export function redact(text: string, options?: RedactOptions): Redaction {
  if (typeof text !== 'string') return { text: '', kinds: [] };
  const previous = typeof options?.previous === 'string' ? options.previous : undefined;
  const whole = previous === undefined ? text : `${previous} ${text}`;
  const normalised = normalise(whole);
  const spans = find(normalised.text, options?.keepPhones ?? []);
  const items = originals(normalised, spans);
  if (previous === undefined) return mask(whole, 0, whole.length, items);
  return {
    ...mask(whole, previous.length + 1, whole.length, items),
    previous: mask(whole, 0, previous.length, items),
  };
}

/** The spans in positions of the original text. */
function originals({ original }: Normalised, spans: Span[]): Span[] {
  return spans.map(({ start, end, kind }) => ({
    start: original(start, false),
    end: original(end, true),
    kind,
  }));
}

/** Replaces each item's part within text[from, to) by its label. */
function mask(text: string, from: number, to: number, items: Span[]): Redaction {
  const kinds = new Set<PiiKind>();
  let out = '';
  let done = from;
  for (const { start, end, kind } of items) {
    const s = Math.max(done, start);
    const e = Math.min(to, end);
    if (e <= s) continue;
    kinds.add(kind);
    out += text.slice(done, s) + LABEL[kind];
    done = e;
  }
  return { text: out + text.slice(done, to), kinds: ORDER.filter((k) => kinds.has(k)) };
}

/**
 * A draft checker for a chat page: the kinds of personal data `redact` would remove from
 * `text`, the firm's own numbers (`keepPhones`) aside. A page shows a warning when any is found.
 */
export const draftChecker =
  (keepPhones: readonly string[]) =>
  (text: string): PiiKind[] =>
    redact(text, { keepPhones }).kinds;
