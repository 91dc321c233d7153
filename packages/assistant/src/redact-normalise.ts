/**
 * The redactor's normalising pass: the text as its scanner reads it, and the way back to the
 * original, so a mask covers the visitor's own characters and the rest is stored as written.
 *
 * - Characters: NFKC (full-width and mathematical digits and letters), every Unicode decimal
 *   digit to its ASCII value (Arabic-Indic, Extended Arabic-Indic, Devanagari, Bengali, Thai …),
 *   every dash to '-', every space to ' ', and invisible characters dropped (zero-width, bidi
 *   and other format characters, soft hyphens, combining marks).
 * - Number words: a spelled run of two or more digits becomes those digits. Words are digits
 *   ('one two three' is '123'), tens join their unit ('forty five' is '45'), 'double five' is
 *   '55', and 'oh' or 'o' is a zero inside a run that spells at least one other digit ('six one
 *   seven oh one'). Spaces or a hyphen between spelled digits go; other separators stay ('one
 *   two three - four five' is '123 - 45').
 *
 * Both steps visit each character a bounded number of times, so the pass is linear.
 */

/**
 * Where the pieces of a rewritten text came from, three numbers a piece: where it starts in the
 * rewritten text, where in the source, and the source width it replaces. A width of 0 keeps
 * positions (characters copied, or replaced one for one); any other replaces that many code
 * units by a string of another length.
 */
type Segments = number[];

export interface Normalised {
  /** The text as the scanner reads it. */
  text: string;
  /**
   * Maps a position of `text` to the original: a start, or with `end` an exclusive end.
   * Positions asked in order cost constant time each.
   */
  original: (p: number, end: boolean) => number;
}

export function normalise(text: string): Normalised {
  const chars = foldCharacters(text);
  const words = readNumberWords(chars.text);
  const fromChars = cursor(chars.segments);
  const fromWords = cursor(words.segments);
  return { text: words.text, original: (p, end) => fromChars(fromWords(p, end), end) };
}

function cursor(segments: Segments): (p: number, end: boolean) => number {
  let k = 0;
  return (p, end) => {
    const q = end ? p - 1 : p;
    while (k > 0 && (segments[k] as number) > q) k -= 3;
    while (k + 3 < segments.length && (segments[k + 3] as number) <= q) k += 3;
    const from = segments[k + 1] as number;
    const width = segments[k + 2] as number;
    if (width === 0) return from + (p - (segments[k] as number));
    return end ? from + width : from;
  };
}

/** Writes a rewritten text code unit by code unit, and where its pieces came from. */
class Writer {
  private codes: Uint16Array;
  private n = 0;
  readonly segments: Segments = [0, 0, 0];

  constructor(size: number) {
    this.codes = new Uint16Array(size + 64);
  }

  /** Copies one code unit of the source. */
  copy(c: number): void {
    if (this.n === this.codes.length) this.grow();
    this.codes[this.n++] = c;
  }

  /** Writes `by` in place of source[from, to). */
  replace(from: number, to: number, by: string): void {
    if (by.length !== to - from) {
      // A removed piece needs no segment of its own, only the one that resumes after it.
      if (by) this.segment(this.n, from, to - from);
      this.segment(this.n + by.length, to, 0);
    }
    for (let k = 0; k < by.length; k++) this.copy(by.charCodeAt(k));
  }

  text(): string {
    // Joined, not concatenated: the scanner reads a flat string faster than a rope.
    const chunks: string[] = [];
    for (let k = 0; k < this.n; k += 4096) {
      const chunk = this.codes.subarray(k, Math.min(this.n, k + 4096));
      chunks.push(String.fromCharCode.apply(null, chunk as unknown as number[]));
    }
    return chunks.join('');
  }

  /** Starts a segment; one starting where the last did replaces it (that one was empty). */
  private segment(at: number, from: number, width: number): void {
    const s = this.segments;
    const last = s.length - 3;
    if (s[last] !== at) s.push(at, from, width);
    else {
      s[last + 1] = from;
      s[last + 2] = width;
    }
  }

  private grow(): void {
    const grown = new Uint16Array(this.codes.length * 2);
    grown.set(this.codes);
    this.codes = grown;
  }
}

// ---------------------------------------------------------------------------------------------
// Characters

/** Characters that matching ignores: format, default-ignorable and combining characters. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Mn}\p{Me}]/u;
const DASH = /[\u2010-\u2015\u2212\u2043\uFE58\uFE63\uFF0D]/;
const DIGIT = /\p{Nd}/u;

/**
 * A decimal digit's value. Unicode encodes each script's digits 0 to 9 in a row, so the value
 * is the number of digits before it in its row, modulo 10 (rows may adjoin).
 */
function digitValue(cp: number): string {
  let before = 0;
  while (DIGIT.test(String.fromCodePoint(cp - before - 1))) before++;
  return String(before % 10);
}

/** One character as matching sees it, or null when it stays as it is. */
function foldChar(ch: string): string | null {
  if (INVISIBLE.test(ch)) return '';
  let out = '';
  for (const c of ch.normalize('NFKC')) {
    if (INVISIBLE.test(c)) continue;
    if (DASH.test(c)) out += '-';
    else if (c !== '\n' && /\s/.test(c)) out += ' ';
    else if (DIGIT.test(c)) out += digitValue(c.codePointAt(0) as number);
    else out += c;
  }
  return out === ch ? null : out;
}

/** ASCII, Han and Hangul syllables: common in messages and unchanged by folding. */
const plain = (c: number) =>
  c < 0x80 || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7a3);

/** Folded characters keyed by code point: a message repeats few distinct ones. */
const FOLDED = new Map<number, string | null>();

function foldCharacters(text: string): { text: string; segments: Segments } {
  if (!/[^\0-\x7f]/.test(text)) return { text, segments: [0, 0, 0] };
  const out = new Writer(text.length);
  for (let i = 0; i < text.length; ) {
    const c = text.charCodeAt(i);
    if (plain(c)) {
      out.copy(c);
      i++;
      continue;
    }
    const cp = text.codePointAt(i) as number;
    const w = cp > 0xffff ? 2 : 1;
    // Full-width ASCII (U+FF01-FF5E) folds by an offset, as NFKC does.
    let f = cp >= 0xff01 && cp <= 0xff5e ? String.fromCharCode(cp - 0xfee0) : FOLDED.get(cp);
    if (f === undefined) {
      f = foldChar(String.fromCodePoint(cp));
      FOLDED.set(cp, f);
    }
    out.replace(i, i + w, f ?? text.slice(i, i + w));
    i += w;
  }
  return { text: out.text(), segments: out.segments };
}

// ---------------------------------------------------------------------------------------------
// Number words

/**
 * What each word spells: 0-9 a digit, 10-19 a teen, 20-90 a tens word (it may take a unit),
 * OH a zero that needs company, and DOUBLE or TRIPLE a repeat of the unit after it.
 */
const OH = 100;
const DOUBLE = 102;
const TRIPLE = 103;
const SPELLED: [string, number][] = [
  ...'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'
    .split(' ')
    .map((w, v): [string, number] => [w, v]),
  ...'twenty thirty forty fifty sixty seventy eighty ninety'
    .split(' ')
    .map((w, v): [string, number] => [w, (v + 2) * 10]),
  ['oh', OH],
  ['o', OH],
  ['double', DOUBLE],
  ['triple', TRIPLE],
];
const LONGEST_WORD = 9;

/**
 * A word's letters as one number, case folded: looked up without making a string. Exact for
 * words of up to eleven letters.
 */
export function wordKey(t: string, i: number, end: number): number {
  let key = 0;
  for (let k = i; k < end; k++) key = key * 27 + ((t.charCodeAt(k) | 32) - 96);
  return key;
}
const NUMBER_WORDS = new Map(SPELLED.map(([w, v]) => [wordKey(w, 0, w.length), v]));
/**
 * A number word standing alone (no letter or digit next to it: 'SIX1' in an IBAN is no word);
 * found by the pattern engine, which skips other text fast.
 */
const NUMBER_WORD = new RegExp(
  `(?<![a-z0-9])(?:${SPELLED.map(([w]) => w)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![a-z0-9])`,
  'gi',
);
/** Digit strings by length and value: DIGITS[1][45] is '45', DIGITS[2][7] is '007'. */
const DIGITS = [1, 10, 100, 1000].map((size, length) =>
  Array.from({ length: size }, (_, v) => String(v).padStart(length, '0')),
);

const isLetter = (c: number) => (c | 32) >= 97 && (c | 32) <= 122;
const isSpace = (c: number) => c === 32 || c === 9;
/** What may stand between two spelled digits: spaces, and the separators of digit groups. */
const isGap = (c: number) =>
  isSpace(c) || c === 44 || c === 45 || c === 46 || c === 47 || c === 58 || c === 95 || c === 124;

/** The end of the letters from `i`; a word with a digit glued after it spells nothing. */
function wordEnd(t: string, i: number): number {
  let k = i;
  while (isLetter(t.charCodeAt(k))) k++;
  const c = t.charCodeAt(k);
  return c >= 48 && c <= 57 ? i : k;
}

/** What the word t[i, end) spells, or -1. */
function lookUp(t: string, i: number, end: number): number {
  if (end === i || end - i > LONGEST_WORD) return -1;
  return NUMBER_WORDS.get(wordKey(t, i, end)) ?? -1;
}

/** The start of the next word after a gap of at most three spaces (or one hyphen), or -1. */
function nextWord(t: string, i: number, hyphen: boolean): number {
  let k = i;
  while (k - i < 3 && (isSpace(t.charCodeAt(k)) || (hyphen && t.charCodeAt(k) === 45))) k++;
  return k > i && isLetter(t.charCodeAt(k)) ? k : -1;
}

/**
 * The last item `item` read: its end, its digits (a value and a length) and whether it spells
 * more than a bare zero. One record, rewritten: long spelled runs allocate nothing per word.
 */
const READ = { end: 0, value: 0, length: 0, real: false };

function read(end: number, value: number, length: number, real: boolean): true {
  READ.end = end;
  READ.value = value;
  READ.length = length;
  READ.real = real;
  return true;
}

/**
 * One spelled item at `i`: a digit, a teen, a tens word with its unit ('forty five'), 'oh', or
 * 'double' and its unit. Leaves it in READ.
 */
function item(t: string, i: number): boolean {
  const end = wordEnd(t, i);
  const w = lookUp(t, i, end);
  if (w < 0) return false;
  if (w < 20) return read(end, w, w < 10 ? 1 : 2, true);
  if (w === OH) return read(end, 0, 1, false);
  const next = nextWord(t, end, w < OH);
  const unitEnd = next < 0 ? end : wordEnd(t, next);
  const unit = next < 0 ? -1 : lookUp(t, next, unitEnd);
  if (w < OH)
    return unit > 0 && unit < 10 ? read(unitEnd, w + unit, 2, true) : read(end, w, 2, true);
  if (unit !== OH && !(unit >= 0 && unit < 10)) return false;
  const digit = unit === OH ? 0 : unit;
  return w === DOUBLE
    ? read(unitEnd, digit * 11, 2, unit !== OH)
    : read(unitEnd, digit * 111, 3, unit !== OH);
}

/** The items of the spelled run being read, four numbers each: start, end, value, length. */
const RUN: number[] = [];

/**
 * Rewrites spelled runs of digits as digits. A run is number words joined by gaps of up to four
 * spaces or separators; it is read once, and skipped whole when it spells a single digit or
 * nothing but zeros.
 */
function readNumberWords(t: string): { text: string; segments: Segments } {
  let out: Writer | undefined;
  let copied = 0;
  /** Writes `by` in place of t[from, to), after copying what precedes it. */
  const replace = (from: number, to: number, by: string) => {
    out ??= new Writer(t.length);
    for (let k = copied; k < from; k++) out.copy(t.charCodeAt(k));
    out.replace(from, to, by);
    copied = to;
  };
  NUMBER_WORD.lastIndex = 0;
  for (let found = NUMBER_WORD.exec(t); found; found = NUMBER_WORD.exec(t)) {
    RUN.length = 0;
    let real = false;
    let spelled = 0;
    for (let k = found.index; item(t, k); ) {
      RUN.push(k, READ.end, READ.value, READ.length);
      real ||= READ.real;
      spelled += READ.length;
      let gap = READ.end;
      while (gap - READ.end < 4 && isGap(t.charCodeAt(gap))) gap++;
      if (gap === READ.end || !isLetter(t.charCodeAt(gap))) break;
      k = gap;
    }
    if (!RUN.length) continue;
    // One digit alone ('four kids') is left as written: a run spells two or more.
    for (let x = 0; real && spelled > 1 && x < RUN.length; x += 4) {
      const start = RUN[x] as number;
      const digits = DIGITS[RUN[x + 3] as number]?.[RUN[x + 2] as number] as string;
      // Spaces or a hyphen between spelled digits go: 'one two three' and 'six-one-seven' are
      // one group each.
      const before = RUN[x - 3] as number;
      if (x > 0 && (isBlank(t, before, start) || t.slice(before, start) === '-')) {
        replace(before, start, '');
      }
      replace(start, RUN[x + 1] as number, digits);
    }
    NUMBER_WORD.lastIndex = RUN[RUN.length - 3] as number;
  }
  if (!out) return { text: t, segments: [0, 0, 0] };
  replace(t.length, t.length, '');
  return { text: out.text(), segments: out.segments };
}

/** Whether t[from, to) holds only spaces and tabs. */
function isBlank(t: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (!isSpace(t.charCodeAt(k))) return false;
  return true;
}
