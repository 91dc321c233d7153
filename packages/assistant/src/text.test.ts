import { describe, expect, it } from 'vitest';
import { TOPICS } from './kb/index.ts';
import { buildQuery } from './retrieve.ts';
import {
  editDistance,
  fold,
  namesOtherPlace,
  normalize,
  remembered,
  rememberedBy,
  SHORTHAND,
  stem,
  withPairs,
  words,
} from './text.ts';

describe('normalisation', () => {
  it('expands the shorthand visitors type', () => {
    expect(words('SS at 62?')).toEqual(['social', 'security', '62']);
    expect(words('soc sec')).toEqual(words('Social Security'));
    expect(words('RMDs')).toEqual(words('required minimum distribution'));
    expect(words('my 401(k) and 403 b')).toEqual(['401k', '403b']);
    expect(words('medi gap')).toEqual(['medigap']);
    expect(words('MA plan')).toEqual(words('medicare advantage plan'));
    expect(words('mass estate tax')).toEqual(words('massachusetts estate tax'));
  });

  it('folds word families and forms to one word', () => {
    expect(words('my husband')).toEqual(words('my wife'));
    expect(words('taxes')).toEqual(words('taxed'));
    expect(words('retiring')).toEqual(words('retirement'));
    expect(words('my mom died')).toEqual(words('parent death'));
    expect(words('a cap on what i earn')).toEqual(words('a limit on what i earn'));
    expect(words('out of pocket max')).toEqual(words('out of pocket limit'));
    expect(words('her meds')).toEqual(words('her drugs'));
    expect(words('when i quit my job')).toEqual(words('when i retire'));
    expect(words('medicaid and the house')).toEqual(words('masshealth and the house'));
    // To annuitize is to take an annuity's income: the same word for matching.
    expect(words('if i annuitize it')).toEqual(words('if i annuity it'));
    expect(words('my nest egg')).toEqual(words('my savings'));
    expect(words('when does it kick in')).toEqual(words('when does it start'));
    expect(words('a nursing facility')).toEqual(words('a nursing home'));
    expect(words('moving to portugal')).toEqual(words('moving abroad'));
    expect(words('going thru probate')).toEqual(words('going through probate'));
    expect(normalize('Café’s')).toBe('cafe');
  });

  it('reads a number written with thousands commas as one number', () => {
    // "1,800" is not a 1 and the 800 of a phone number.
    expect(words('i get 1,800, he got 2,900.')).toEqual(['1800', '2900']);
    expect(words('an estate of $1,500,000')).toEqual(['estat', '1500000']);
    expect(words('call 1-800-772-1213')).toEqual(['call', '1', '800', '772', '1213']);
  });

  it('stems plurals and -ing/-ed endings consistently', () => {
    expect(stem('annuities')).toBe(stem('annuity'));
    expect(stem('conversions')).toBe(stem('conversion'));
    expect(stem('charges')).toBe(stem('charge'));
    expect(stem('401k')).toBe('401k');
    expect(stem('taxes')).toBe('tax');
    expect(stem('churches')).toBe('church');
    expect(stem('classes')).toBe('class');
    expect(stem('houses')).toBe('hous');
    expect(stem('age65s')).toBe('age65s');
  });

  it('folds accents and curly quotes, and reads ASCII as NFKD would', () => {
    expect(fold('Café’s naïve RÉSUMÉ')).toBe('cafe naive resume');
    expect(fold('my ‘spouse’ and `i`')).toBe('my spouse and i');
    const ascii = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c)).join('');
    const nfkd = (text: string) =>
      text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[’‘`]/g, "'")
        .replace(/'s\b/g, '')
        .replace(/'/g, '');
    expect(fold(ascii)).toBe(nfkd(ascii));
    expect(fold("What's an IRA's 5-year rule?")).toBe(nfkd("What's an IRA's 5-year rule?"));
  });

  it('expands shorthand as every rule applied in turn would, runs of rules passed over or not', () => {
    const inTurn = (text: string) =>
      SHORTHAND.reduce((s, [pattern, replacement]) => s.replace(pattern, replacement), fold(text));
    // Rules whose output a later rule rewrites, and the knowledge base's own phrasings.
    const texts = [
      'my wife passed in march and she left me her house in newton',
      'ss at full retirement age, w/ my husband retiring at 70 1/2',
      'mass ma plan medsupp or med sup? cap gains on 1099s and w-2s',
      'shud i hold off on part b, plz tell u what ur yrs are',
      ...TOPICS.flatMap((t) => [
        t.title,
        ...t.questions,
        ...(t.points ?? []).flatMap((p) => p.asks),
      ]),
    ];
    for (const text of texts) expect(normalize(text)).toBe(inTurn(text));
    // A run's one pattern finds what its rules' patterns find only when they take no other flag.
    for (const [pattern] of SHORTHAND) expect(pattern.flags).toBe('g');
  });

  it('reads places in the state as Massachusetts', () => {
    expect(words('turning 65 in Worcester')).toEqual(['turn', '65', 'massachusett']);
    expect(words('a condo on the Cape')).toEqual(words('a condo in massachusetts'));
  });

  it('drops stop words and adds adjacent pairs', () => {
    // Adverbs that name no subject: "always half" asks about half.
    expect(words('the survivor benefit is always half')).toEqual(
      words('the survivor benefit is half'),
    );
    expect(words('what is the best way to do this')).toEqual(['best']);
    expect(withPairs(['term', 'life'])).toEqual(['term', 'life', 'term_life']);
  });

  it('gives every caller the one list of a text already read, which none can change', () => {
    const first = words('Roth conversion taxes');
    expect(() => (first as string[]).push('changed')).toThrow(TypeError);
    expect(words('Roth conversion taxes')).toBe(first);
    expect(first).toEqual(['roth', 'conversion', 'tax']);
  });
});

describe('typo correction', () => {
  it('measures edits and adjacent swaps, giving up past the limit', () => {
    expect(editDistance('anuity', 'annuity', 1)).toBe(1);
    expect(editDistance('rmd', 'rdm', 1)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('weather', 'earlier', 1)).toBe(2);
  });

  it('corrects misspelt words to indexed ones and leaves unknown words alone', () => {
    expect(buildQuery([['anuity surender', 1]]).unigrams).toEqual(['annuity', 'surrender']);
    expect(buildQuery([['weather', 1]]).unigrams).toEqual(['weather']);
    expect(buildQuery([['smart', 1]]).unigrams).toEqual(['smart']);
  });
});

describe('remembered', () => {
  it('reads each text once while it is among the most recently used kept, then again', () => {
    const read: string[] = [];
    const upper = remembered((text: string) => {
      read.push(text);
      return text.toUpperCase();
    }, 2);
    expect([upper('a'), upper('b'), upper('a'), upper('c')]).toEqual(['A', 'B', 'A', 'C']);
    expect(read).toEqual(['a', 'b', 'c']);
    expect(upper('a')).toBe('A'); // used again: kept
    upper('d');
    expect(read).toEqual(['a', 'b', 'c', 'd']);
    expect(upper('b')).toBe('B'); // the least recently used: forgotten, read again
    expect(upper('a')).toBe('A');
    expect(read).toEqual(['a', 'b', 'c', 'd', 'b']);
  });

  it('by a key: reads the argument itself once for each key', () => {
    const read: (readonly string[])[] = [];
    const joined = rememberedBy(
      (parts: readonly string[]) => parts.map((p) => `${p.length} ${p}`).join(''),
      (parts) => {
        read.push(parts);
        return parts.join('');
      },
    );
    expect([joined(['ab', 'c']), joined(['a', 'bc']), joined(['ab', 'c'])]).toEqual([
      'abc',
      'abc',
      'abc',
    ]);
    expect(read).toEqual([
      ['ab', 'c'],
      ['a', 'bc'],
    ]);
  });
});

describe('namesOtherPlace', () => {
  it('tells a federal question from a state answer, and a question naming both from neither', () => {
    expect(namesOtherPlace('federal estate tax on 6 million?', 'Massachusetts taxes estates')).toBe(
      true,
    );
    expect(namesOtherPlace('federal estate tax on 6 million?', 'The federal exemption')).toBe(
      false,
    );
    expect(namesOtherPlace('federal and state tax on it?', 'Massachusetts taxes it')).toBe(false);
    expect(namesOtherPlace('is my pension taxed?', 'Massachusetts does not tax it')).toBe(false);
  });

  it('tells care abroad from an answer for the U.S., and a question naming no country from one for abroad', () => {
    const us = 'Yes: Part A covers emergency care at any hospital in the U.S.';
    const abroad = 'Generally no: Original Medicare does not pay for care outside the U.S.';
    expect(namesOtherPlace('will medicare pay for an er visit in lisbon?', us)).toBe(true);
    expect(namesOtherPlace('will medicare pay for an er visit in lisbon?', abroad)).toBe(false);
    expect(namesOtherPlace('will medicare pay for an er visit in florida?', abroad)).toBe(true);
    expect(namesOtherPlace('will medicare pay for an er visit in florida?', us)).toBe(false);
  });
});
