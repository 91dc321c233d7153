/**
 * What a text must hold for a pattern to match it, found once from the pattern's source: the
 * first characters (up to `LONGEST`) a match can open with, and whether the match starts a word
 * (`\b` before a letter or digit). A text that holds none of them cannot be matched, so a
 * replacement with that pattern would leave it as it is and need not be run. Every part of a
 * pattern this reading does not know is taken to allow anything, so a pattern it cannot narrow
 * is always run: what it finds is never less than what the pattern can match.
 */

/** A character that may be any of many ('.', `\w`, a negated class): a prefix ends there. */
const ANY = '\u0002';
/** Any white space (`\s`): a word's opening reads every white space, a literal space too, as one. */
const SPACE_CLASS = '\u0003';
/** Marks a prefix whose match opens at a word boundary (`\b`) before any character. */
const BOUNDARY = '\u0001';
/** The most characters of a match's opening read. */
const LONGEST = 6;
/** A class of more characters than this is read as `ANY`. */
const FEW = 8;
/** A pattern with more openings than this is always run. */
const MOST_OPENINGS = 5_000;

/** The characters `\s` matches (without the `u` flag). */
const SPACE =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
const DIGIT = '0123456789';

class Unknown extends Error {}

/**
 * The prefixes of a pattern's matches (at most `LONGEST` characters, `BOUNDARY` first when the
 * match opens at one); one that ends in `ANY` or is `LONGEST` long is the opening of longer
 * matches, the others whole matches.
 */
type Prefixes = Set<string>;

const charsOf = (p: string): string => (p.startsWith(BOUNDARY) ? p.slice(1) : p);

/** Prefixes of a match of `a` followed by one of `b`. */
function concat(a: Prefixes, b: Prefixes): Prefixes {
  const out: Prefixes = new Set();
  for (const x of a) {
    const xs = charsOf(x);
    if (xs.length >= LONGEST || xs.endsWith(ANY)) {
      out.add(x);
      continue;
    }
    for (const y of b) {
      const boundary = x.startsWith(BOUNDARY) || (xs === '' && y.startsWith(BOUNDARY));
      let chars = xs + charsOf(y);
      const any = chars.indexOf(ANY);
      if (any >= 0) chars = chars.slice(0, any + 1);
      out.add((boundary ? BOUNDARY : '') + chars.slice(0, LONGEST));
    }
    if (out.size > MOST_OPENINGS) throw new Unknown('too many openings');
  }
  return out;
}

/** Prefixes of any number of matches of `a` (none included). */
function repeated(a: Prefixes): Prefixes {
  let out: Prefixes = new Set(['']);
  for (;;) {
    const next = new Set([...out, ...concat(out, a)]);
    if (next.size === out.size) return out;
    out = next;
  }
}

const single = (chars: string): Prefixes => new Set(chars.length > FEW ? [ANY] : [...chars]);

/** Reads a pattern's source (no flag but `g`), as far as the prefixes of its matches need. */
function prefixesOf(source: string): Prefixes {
  let at = 0;
  const peek = () => source[at];

  function alternatives(): Prefixes {
    const out: Prefixes = new Set(sequence());
    while (peek() === '|') {
      at++;
      for (const p of sequence()) out.add(p);
    }
    return out;
  }

  function sequence(): Prefixes {
    let out: Prefixes = new Set(['']);
    while (at < source.length && peek() !== '|' && peek() !== ')') out = concat(out, quantified());
    return out;
  }

  function quantified(): Prefixes {
    const a = atom();
    const q = peek();
    let out: Prefixes;
    if (q === '?') {
      at++;
      out = new Set([...a, '']);
    } else if (q === '*') {
      at++;
      out = repeated(a);
    } else if (q === '+') {
      at++;
      out = concat(a, repeated(a));
    } else if (q === '{' && /^\{\d+(?:,\d*)?\}/.test(source.slice(at))) {
      const least = Number((/^\{(\d+)/.exec(source.slice(at)) as RegExpExecArray)[1]);
      at = source.indexOf('}', at) + 1;
      // As many as the pattern allows, or more: never fewer openings than it has.
      out = least === 0 ? repeated(a) : concat(a, repeated(a));
    } else return a;
    if (peek() === '?') at++; // lazy: the same matches
    return out;
  }

  function atom(): Prefixes {
    const c = source[at++] as string;
    if (c === '(') {
      let look = false;
      if (source.startsWith('?:', at)) at += 2;
      else if (source.startsWith('?=', at) || source.startsWith('?!', at)) {
        at += 2;
        look = true;
      } else if (source.startsWith('?<=', at) || source.startsWith('?<!', at)) {
        at += 3;
        look = true;
      } else if (peek() === '?') throw new Unknown(source);
      const inner = alternatives();
      if (source[at++] !== ')') throw new Unknown(source);
      // A look around takes no characters: what follows it may open the match.
      return look ? new Set(['']) : inner;
    }
    if (c === '[') return charClass();
    if (c === '\\') return escaped(false);
    if (c === '^' || c === '$') return new Set(['']);
    if (c === '.') return new Set([ANY]);
    if ('*+?{}|)'.includes(c)) throw new Unknown(source);
    return new Set([c]);
  }

  /** An escape, in a class or not: the characters it stands for. */
  function escaped(inClass: boolean): Prefixes {
    const c = source[at++];
    if (c === undefined) throw new Unknown(source);
    if (c === 'b' && !inClass) return new Set([BOUNDARY]);
    if (c === 'B' && !inClass) return new Set(['']);
    if (c === 'd') return single(DIGIT);
    if (c === 's') return new Set([SPACE_CLASS]);
    if ('wWDS'.includes(c)) return new Set([ANY]);
    if (c === 'n') return new Set(['\n']);
    if (c === 't') return new Set(['\t']);
    if (c === 'r') return new Set(['\r']);
    if (c === 'u' && /^[0-9a-fA-F]{4}/.test(source.slice(at))) {
      at += 4;
      return new Set([String.fromCharCode(Number.parseInt(source.slice(at - 4, at), 16))]);
    }
    // A back reference, `\x`, `\c`, `\p`, `\0`…: not read.
    if (/[0-9a-zA-Z]/.test(c)) throw new Unknown(source);
    return new Set([c]);
  }

  function charClass(): Prefixes {
    if (peek() === '^') throw new Unknown(source); // negated: nearly any character
    const chars = new Set<string>();
    let previous: string | undefined;
    while (peek() !== ']') {
      if (at >= source.length) throw new Unknown(source);
      if (peek() === '-' && previous !== undefined && source[at + 1] !== ']') {
        at++;
        let end = source[at++] as string;
        if (end === '\\') {
          const e = [...escaped(true)];
          if (e.length !== 1 || e[0] === ANY) throw new Unknown(source);
          end = e[0] as string;
        }
        for (let k = previous.charCodeAt(0); k <= end.charCodeAt(0); k++)
          chars.add(String.fromCharCode(k));
        previous = undefined;
        continue;
      }
      const one = source[at++] === '\\' ? [...escaped(true)] : [source[at - 1] as string];
      for (const x of one) chars.add(x);
      previous = one.length === 1 && one[0] !== ANY ? one[0] : undefined;
    }
    at++;
    return chars.has(ANY) || chars.size > FEW ? new Set([ANY]) : chars;
  }

  const out = alternatives();
  if (at !== source.length) throw new Unknown(source);
  return out;
}

/** A letter, digit or underscore: what `\b` tells from the rest. */
const isWordCode = (c: number): boolean =>
  (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || c === 95;
/** `isWordCode` for each character code below 128 (1 for a word character). */
const WORD = Uint8Array.from({ length: 128 }, (_, c) => (isWordCode(c) ? 1 : 0));

/** What a pattern needs of a text to match in it. */
export interface Needs {
  /** Matched, or not, whatever the text holds: the pattern was not narrowed. */
  always: boolean;
  /** A word (after a character that is not a letter, digit or `_`) opening with one of these. */
  words: string[];
  /** One of these anywhere. */
  texts: string[];
  /** The pattern ignores case (`i`): the openings are in lower case, and a word's may be in either. */
  caseless: boolean;
}

/** What a text must hold for `pattern` to match in it; `always` for a pattern not read. */
export function needsOf(pattern: RegExp): Needs {
  const caseless = pattern.flags.includes('i');
  const needs: Needs = { always: false, words: [], texts: [], caseless };
  let prefixes: Prefixes;
  try {
    // `m` and `s` change only what `^`, `$` and `.` match, which narrow nothing here.
    if (/[^gims]/.test(pattern.flags)) throw new Unknown(pattern.source);
    prefixes = prefixesOf(pattern.source);
  } catch (e) {
    if (!(e instanceof Unknown)) throw e;
    return { ...needs, always: true };
  }
  for (const p of prefixes) {
    let chars = charsOf(p).replace(ANY, '');
    if (caseless) {
      // A letter outside ASCII may match another case of it: the opening ends before it.
      let ascii = 0;
      while (ascii < chars.length && chars.charCodeAt(ascii) < 128) ascii++;
      chars = chars.slice(0, ascii);
      chars = chars.replace(/[A-Z]/g, (c) => c.toLowerCase());
    }
    if (p.startsWith(BOUNDARY) && isWordCode(chars.charCodeAt(0))) needs.words.push(chars);
    else if (caseless) return { ...needs, always: true };
    else {
      // Held anywhere: the text up to any white space, which is read as it is here.
      const text = chars.split(SPACE_CLASS)[0] as string;
      if (text === '') return { ...needs, always: true };
      needs.texts.push(text);
    }
  }
  return needs;
}

/**
 * Patterns to be run over a text one after another, each passed over when the text cannot match
 * it (`needsOf`): `mayMatch` finds, in one look through a text, every pattern it may match.
 */
export class Starts {
  /** 32-bit words of a set of patterns (one bit each). */
  readonly width: number;
  /** The patterns always tried. */
  private readonly always: Int32Array;
  /**
   * The trie of needed openings: `symbols` numbers each character an opening holds (from 1; 0
   * for the others), and `next[node × symbolCount + symbol]` is the node that character leads to
   * (0 for none; the root is node 0).
   */
  private readonly symbols = new Uint8Array(65536);
  private readonly symbolCount: number;
  private readonly next: Int32Array;
  /** The patterns whose needed opening ends at each node (`width` words a node). */
  private readonly ends: Int32Array;
  /** Patterns that need a text anywhere, with those texts. */
  private readonly anywhere: [number, string[]][] = [];
  /** Each pattern's number in the set. */
  private readonly index: Map<RegExp, number>;

  constructor(patterns: readonly RegExp[]) {
    this.width = Math.ceil(patterns.length / 32) || 1;
    this.index = new Map(patterns.map((pattern, k) => [pattern, k]));
    this.always = new Int32Array(this.width);
    const ends: number[][] = [[]];
    const edges = new Map<string, number>();
    // Every white space is one character of an opening (a superset of what each pattern reads).
    for (const c of `${SPACE}${SPACE_CLASS}`) this.symbols[c.charCodeAt(0)] = 1;
    let symbolCount = 2;
    const all = patterns.map(needsOf);
    // A pattern that ignores case reads a capital as its small letter, and so then do the others
    // (which read some words they cannot match: never fewer than they can).
    const caseless = all.some((needs) => needs.caseless);
    all.forEach((needs, k) => {
      if (needs.always) {
        this.always[k >> 5] = (this.always[k >> 5] as number) | (1 << (k & 31));
        return;
      }
      for (const opening of needs.words) {
        const word = caseless ? opening.replace(/[A-Z]/g, (c) => c.toLowerCase()) : opening;
        let node = 0;
        for (let i = 0; i < word.length; i++) {
          const c = word.charCodeAt(i);
          if (this.symbols[c] === 0) this.symbols[c] = symbolCount++;
          const edge = `${node} ${this.symbols[c]}`;
          let to = edges.get(edge);
          if (to === undefined) {
            to = ends.length;
            ends.push([]);
            edges.set(edge, to);
          }
          node = to;
        }
        (ends[node] as number[]).push(k);
      }
      if (needs.texts.length > 0) this.anywhere.push([k, needs.texts]);
    });
    if (symbolCount > 255) throw new Error("too many characters in the patterns' openings");
    if (caseless) for (let c = 65; c <= 90; c++) this.symbols[c] = this.symbols[c + 32] as number;
    this.symbolCount = symbolCount;
    this.next = new Int32Array(ends.length * symbolCount);
    for (const [edge, to] of edges) {
      const [node, symbol] = edge.split(' ').map(Number) as [number, number];
      this.next[node * symbolCount + symbol] = to;
    }
    this.ends = new Int32Array(ends.length * this.width);
    ends.forEach((ks, node) => {
      for (const k of ks) (this.ends[node * this.width + (k >> 5)] as number) |= 1 << (k & 31);
    });
  }

  /** Whether `marks` hold `pattern`, or it is not one of the set's (and so is always tried). */
  holds(marks: Int32Array, pattern: RegExp): boolean {
    const k = this.index.get(pattern);
    return k === undefined || marked(marks, k);
  }

  /** Sets `marks` (`width` words) to the patterns `text` may match. */
  mayMatch(text: string, marks: Int32Array): void {
    marks.set(this.always);
    this.words(text, 0, text.length, marks);
    this.texts(text, marks);
  }

  /** Adds the patterns of the openings of the words that start from `from` up to `to`. */
  private words(text: string, from: number, to: number, marks: Int32Array): void {
    const width = this.width;
    let wordBefore = from > 0 && isWordCode(text.charCodeAt(from - 1));
    for (let i = from; i < to; i++) {
      const c = text.charCodeAt(i);
      const word = c < 128 && WORD[c] === 1;
      if (word && !wordBefore) {
        // Down the trie along the word's opening, taking the patterns of each opening passed.
        let node = this.next[this.symbols[c] as number] as number;
        for (let j = i + 1; node !== 0; j++) {
          for (let w = 0; w < width; w++)
            marks[w] = (marks[w] as number) | (this.ends[node * width + w] as number);
          if (j === text.length) break;
          const symbol = this.symbols[text.charCodeAt(j)] as number;
          node = symbol === 0 ? 0 : (this.next[node * this.symbolCount + symbol] as number);
        }
      }
      wordBefore = word;
    }
  }

  /** Adds the patterns that need a text anywhere that `text` holds. */
  private texts(text: string, marks: Int32Array): void {
    for (const [k, texts] of this.anywhere)
      if (texts.some((t) => text.includes(t)))
        marks[k >> 5] = (marks[k >> 5] as number) | (1 << (k & 31));
  }
}

/** Whether pattern `k` is among `marks`. */
export const marked = (marks: Int32Array, k: number): boolean =>
  ((marks[k >> 5] as number) & (1 << (k & 31))) !== 0;
