/**
 * Finds and masks personal numbers before any provider or log sees a message.
 *
 * Each detector is tuned for low false positives on the numbers visitors type every day
 * (dollar amounts, years, ages, phone numbers, ZIP codes): card and routing numbers must pass
 * their checksums, routing, account numbers and dates of birth need a nearby cue word, and a
 * bare nine-digit number is only treated as an SSN when it is not a money amount.
 */

export type PiiKind = 'ssn' | 'card' | 'routing' | 'account' | 'mbi' | 'dob';

export interface Redaction {
  /** The text with every found item replaced by a label such as `[SSN removed]`. */
  text: string;
  /** The kinds found, each once, in a fixed order. */
  kinds: PiiKind[];
}

const ORDER: readonly PiiKind[] = ['ssn', 'card', 'routing', 'account', 'mbi', 'dob'];

const LABEL: Record<PiiKind, string> = {
  ssn: '[SSN removed]',
  card: '[card number removed]',
  routing: '[routing number removed]',
  account: '[account number removed]',
  mbi: '[Medicare number removed]',
  dob: '[date of birth removed]',
};

/** Characters before a match that are searched for a cue word. */
const CUE_WINDOW = 40;

const ROUTING_CUE = /\b(routing|aba|rtn|transit)\b/i;
const SSN_CUE = /\b(ssn|ss#|ss no|social security|soc sec|social|tax ?id|itin|tin)\b/i;
const DOB_CUE = /\b(born|birth|dob|d\.o\.b|birthday|bday|b-day)\b/i;

function digitsOf(s: string): string {
  return s.replace(/\D/g, '');
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

function abaValid(digits: string): boolean {
  if (!/^(0[0-9]|1[0-2]|2[1-9]|3[0-2]|6[1-9]|7[0-2]|80)\d{7}$/.test(digits)) return false;
  const w = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (digits.charCodeAt(i) - 48) * (w[i % 3] as number);
  return sum % 10 === 0;
}

function ssnValid(digits: string): boolean {
  const area = digits.slice(0, 3);
  return (
    digits.length === 9 &&
    area !== '000' &&
    area !== '666' &&
    area[0] !== '9' &&
    digits.slice(3, 5) !== '00' &&
    digits.slice(5) !== '0000'
  );
}

function cueBefore(text: string, index: number, cue: RegExp): boolean {
  return cue.test(text.slice(Math.max(0, index - CUE_WINDOW), index));
}

/** An amount: a currency sign right before it, or a unit such as dollars or shares after it. */
function looksLikeMoney(text: string, start: number, end: number): boolean {
  return (
    /[$€£]\s*$/.test(text.slice(Math.max(0, start - 2), start)) ||
    /^\s*(k\b|dollars|usd|bucks|shares|units|people|miles)/i.test(text.slice(end, end + 8))
  );
}

/**
 * Replaces each match of `pattern` that `accept` approves by the kind's label. With `group`,
 * only that capture group (which must end the match) is replaced and checked.
 */
function replaceAll(
  text: string,
  pattern: RegExp,
  kind: PiiKind,
  found: Set<PiiKind>,
  accept: (item: string, start: number) => boolean,
  group = 0,
): string {
  return text.replace(pattern, (...args: unknown[]) => {
    const match = args[0] as string;
    const offset = args.find((a, i) => i > 0 && typeof a === 'number') as number;
    const item = group === 0 ? match : (args[group] as string | undefined);
    if (item === undefined) return match;
    const lead = match.length - item.length;
    if (!accept(item, offset + lead)) return match;
    found.add(kind);
    return match.slice(0, lead) + LABEL[kind];
  });
}

// Medicare Beneficiary Identifier: 11 characters, letters never S, L, O, I, B or Z.
const A = '[AC-HJKMNP-RT-Y]';
const AN = '[AC-HJKMNP-RT-Y0-9]';
const MBI = new RegExp(`\\b[1-9]${A}${AN}\\d-?${A}${AN}\\d-?${A}${A}\\d\\d\\b`, 'gi');

// Contiguous, or in the printed groups: 4-4-4-4(-3) and Amex-style 4-6-5.
const CARD =
  /(?<![\d.,$-])(?:\d{13,19}|\d{4}([ –-])\d{4}\1\d{4}\1\d{1,7}|\d{4}([ –-])\d{6}\2\d{4,5})(?![\d]|[.,]\d)/g;

const MONTHS =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DATE = new RegExp(
  [
    '\\b(?:0?[1-9]|1[0-2])[/.-](?:0?[1-9]|[12]\\d|3[01])[/.-](?:19|20)?\\d\\d\\b',
    '\\b(?:19|20)\\d\\d-(?:0?[1-9]|1[0-2])-(?:0?[1-9]|[12]\\d|3[01])\\b',
    `\\b${MONTHS}\\s+(?:0?[1-9]|[12]\\d|3[01])(?:st|nd|rd|th)?,?\\s+(?:19|20)\\d\\d\\b`,
    `\\b(?:0?[1-9]|[12]\\d|3[01])(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTHS},?\\s+(?:19|20)\\d\\d\\b`,
  ].join('|'),
  'gi',
);

const SSN_FORMATTED = /(?<![\d$.,-])(\d{3})([-–— ])(\d{2})\2(\d{4})(?![\d-]|\.\d)/g;
const NINE_DIGITS = /(?<![\d$.,/-])\d{9}(?![\d/-]|[.,]\d)/g;
const ACCOUNT =
  /\b(?:account|acct|a\/c)s?\.?(?:\s*(?:number|num|no\.?|#))?\s*(?:is|was|:|#|=)?\s*(\d[\d-]{4,22}\d)(?![\d-])/gi;

type Detector = (text: string, found: Set<PiiKind>) => string;

const DETECTORS: Detector[] = [
  (t, f) => replaceAll(t, MBI, 'mbi', f, (m) => /\d/.test(m)),
  (t, f) =>
    replaceAll(t, CARD, 'card', f, (m) => {
      const d = digitsOf(m);
      return /^[2-6]/.test(d) && luhnValid(d);
    }),
  (t, f) => replaceAll(t, DATE, 'dob', f, (_m, start) => cueBefore(t, start, DOB_CUE)),
  (t, f) =>
    replaceAll(t, SSN_FORMATTED, 'ssn', f, (m, start) => {
      return ssnValid(digitsOf(m)) && !looksLikeMoney(t, start, start + m.length);
    }),
  (t, f) =>
    replaceAll(
      t,
      NINE_DIGITS,
      'routing',
      f,
      (m, start) =>
        abaValid(m) && cueBefore(t, start, ROUTING_CUE) && !cueBefore(t, start, SSN_CUE),
    ),
  (t, f) =>
    replaceAll(
      t,
      ACCOUNT,
      'account',
      f,
      (m, start) => {
        const d = digitsOf(m);
        return d.length >= 6 && d.length <= 17 && !looksLikeMoney(t, start, start + m.length);
      },
      1,
    ),
  (t, f) =>
    replaceAll(
      t,
      NINE_DIGITS,
      'ssn',
      f,
      (m, start) => ssnValid(m) && !looksLikeMoney(t, start, start + m.length),
    ),
];

/** Masks SSNs, card, routing and account numbers, Medicare numbers and dates of birth. */
export function redact(text: string): Redaction {
  if (typeof text !== 'string' || text === '') return { text: '', kinds: [] };
  const found = new Set<PiiKind>();
  let out = text;
  for (const detect of DETECTORS) out = detect(out, found);
  return { text: out, kinds: ORDER.filter((k) => found.has(k)) };
}
