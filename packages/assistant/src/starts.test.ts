import { describe, expect, it } from 'vitest';
import { marked, needsOf, Starts } from './starts.ts';
import { SHORTHAND } from './text.ts';

describe('what a text must hold for a pattern to match', () => {
  it('reads how matches open, and runs a pattern it cannot read always', () => {
    expect(needsOf(/\brmds?\b/g)).toMatchObject({
      always: false,
      words: ['rmds', 'rmd'],
      texts: [],
    });
    expect(needsOf(/\bpls|plz\b/g)).toMatchObject({
      always: false,
      words: ['pls'],
      texts: ['plz'],
    });
    // Another flag than `g`, a back reference, a pattern that may match nothing: always run.
    expect(needsOf(/\brmd\b/u).always).toBe(true);
    expect(needsOf(/\bRmD\b/i)).toMatchObject({ words: ['rmd'], caseless: true });
    expect(needsOf(/(a)\1/g).always).toBe(true);
    expect(needsOf(/x?/g).always).toBe(true);
  });

  it('never passes over a pattern that matches', () => {
    const patterns = [
      ...SHORTHAND.map(([p]) => p),
      /\bw\/\s?/g,
      /\b(?:70|seventy)\s?(?:1\/2|½|and a half)/g,
      /,\s*and\b/g,
      /\b[a-c]{2,3}x\b/g,
      /(?<=\d)k\b/g,
      /\b(?:weather|rain(?:y|ing)?|cook) (?:today|now)\b/i,
    ];
    const starts = new Starts(patterns);
    const marks = new Int32Array(starts.width);
    const words = [
      'ss',
      'soc',
      'sec',
      'my',
      'will',
      'part',
      'b',
      'w/',
      '70',
      '½',
      '1/2',
      'and',
      'a',
      'half',
      'plz',
      'wife',
      'passed',
      'abx',
      'cabx',
      '5k',
      'k',
      ',',
      'ma',
      'plans',
      'medi',
      'gap',
      'x',
    ];
    let seed = 1;
    const next = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed;
    };
    const seps = [' ', '', '  ', '\t', '. ', ',', '-'];
    const pick = (xs: readonly string[]): string => xs[next() % xs.length] as string;
    for (let n = 0; n < 20_000; n++) {
      let text = '';
      for (let k = 0; k < 1 + (next() % 6); k++) text += (k > 0 ? pick(seps) : '') + pick(words);
      starts.mayMatch(text, marks);
      patterns.forEach((p, k) => {
        p.lastIndex = 0;
        if (p.test(text)) expect(marked(marks, k), `${p} in ${JSON.stringify(text)}`).toBe(true);
      });
    }
  });
});
