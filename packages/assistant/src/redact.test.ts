import { describe, expect, it } from 'vitest';
import { type PiiKind, redact } from './redact.ts';

describe('redact: true cases', () => {
  const cases: Array<[string, PiiKind, string]> = [
    ['My SSN is 123-45-6789, thanks', 'ssn', '123-45-6789'],
    ['ssn 123 45 6789', 'ssn', '123 45 6789'],
    ['ssn 123–45–6789 typed on a phone', 'ssn', '123–45–6789'],
    ['social security number: 219099999', 'ssn', '219099999'],
    ['here it is 078051120', 'ssn', '078051120'],
    ['card 4111 1111 1111 1111 exp 09/28', 'card', '4111 1111 1111 1111'],
    ['visa 4012-8888-8888-1881', 'card', '4012-8888-8888-1881'],
    ['amex 378282246310005', 'card', '378282246310005'],
    ['mastercard 5555555555554444', 'card', '5555555555554444'],
    ['routing number 011000015', 'routing', '011000015'],
    ['ABA: 121000358 for the transfer', 'routing', '121000358'],
    ['my account number is 9876543210', 'account', '9876543210'],
    ['acct # 55-1234-99', 'account', '55-1234-99'],
    ['checking account: 000123456789', 'account', '000123456789'],
    ['medicare number 1EG4-TE5-MK73', 'mbi', '1EG4-TE5-MK73'],
    ['my mbi is 1eg4te5mk73', 'mbi', '1eg4te5mk73'],
    ['I was born 03/15/1958', 'dob', '03/15/1958'],
    ['DOB: March 5, 1958', 'dob', 'March 5, 1958'],
    ['date of birth 1961-07-04', 'dob', '1961-07-04'],
    ['my birthday is 5th of June 1960', 'dob', '5th of June 1960'],
  ];
  for (const [text, kind, item] of cases) {
    it(`finds ${kind} in "${text}"`, () => {
      const r = redact(text);
      expect(r.kinds).toEqual([kind]);
      expect(r.text).not.toContain(item);
      expect(r.text.replace(/\D/g, '')).not.toContain(item.replace(/\D/g, ''));
    });
  }

  it('reports several kinds once each, in a fixed order', () => {
    const r = redact('dob 1/2/1955, ssn 123-45-6789, again 123-45-6789, card 4111111111111111');
    expect(r.kinds).toEqual(['ssn', 'card', 'dob']);
    expect(r.text).toBe(
      'dob [date of birth removed], ssn [SSN removed], again [SSN removed], card [card number removed]',
    );
  });

  it('treats a bare nine-digit number as an SSN unless it reads as an amount', () => {
    expect(redact('routing 123456789 (checksum fails)')).toEqual({
      text: 'routing [SSN removed] (checksum fails)',
      kinds: ['ssn'],
    });
  });

  it('masks routing and account numbers given together', () => {
    const r = redact('routing 011000015 account 12345678');
    expect(r.text).toBe('routing [routing number removed] account [account number removed]');
    expect(r.kinds).toEqual(['routing', 'account']);
  });
});

describe('redact: near misses stay as written', () => {
  const untouched = [
    'I have $1,250,000 saved and want $85,000 a year',
    'my balance is $123456789',
    'I have 123456789 shares',
    'I turn 67 in 2026 and retired in 2019',
    'Call (617) 555-0142 or 617-555-0142 or 6175550142 or +1 617 555 0142',
    'I live in ZIP 02108-1234, near 02116',
    'my 401(k) and 403(b) are at 4.5% and 7.25%',
    'the deadline is 12/31/2026',
    'card ending 4242',
    'order 4111 1111 1111 1112 is not a real card',
    'my account has 250000 dollars',
    'I was born in 1958',
    'IRMAA starts at $109,000 and the Part B premium is $202.90',
    'policy 1035 exchange',
    'we are 65 and 63, married 40 years',
    '',
  ];
  for (const text of untouched) {
    it(`leaves "${text}"`, () => {
      expect(redact(text)).toEqual({ text, kinds: [] });
    });
  }

  it('does not treat a 000, 666 or 9xx area as an SSN', () => {
    for (const text of [
      '000-12-3456',
      '666-12-3456',
      '912-34-5678',
      '123-00-4567',
      '123-45-0000',
    ]) {
      expect(redact(text).kinds).toEqual([]);
    }
  });

  it('returns an empty result for non-string input instead of throwing', () => {
    expect(redact(undefined as unknown as string)).toEqual({ text: '', kinds: [] });
    expect(redact(42 as unknown as string)).toEqual({ text: '', kinds: [] });
  });
});

/** Deterministic PRNG so a failing fuzz case can be reproduced. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function luhnComplete(prefix: string): string {
  for (let d = 0; d < 10; d++) {
    const digits = prefix + d;
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let n = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) {
        n *= 2;
        if (n > 9) n -= 9;
      }
      sum += n;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('unreachable');
}

describe('redact: fuzz', () => {
  const rand = mulberry32(20261121);
  const int = (n: number) => Math.floor(rand() * n);
  const digits = (n: number) => Array.from({ length: n }, () => int(10)).join('');
  const alphabet = 'abc XYZ 0123456789 $.,-/#:()\n\t½’é😀';
  const noise = (n: number) =>
    Array.from({ length: n }, () => alphabet[int(alphabet.length)]).join('');

  it('never throws on thousands of random strings', () => {
    for (let i = 0; i < 3000; i++) {
      const text = noise(int(120));
      const r = redact(text);
      expect(typeof r.text).toBe('string');
      expect(Array.isArray(r.kinds)).toBe(true);
    }
  });

  it('never leaves the digits of a planted item in the output', () => {
    const plant = (): { item: string; kind: PiiKind } => {
      switch (int(4)) {
        case 0: {
          const ssn = `${100 + int(565)}-${10 + int(89)}-${1000 + int(8999)}`;
          return { item: `ssn ${ssn}`, kind: 'ssn' };
        }
        case 1:
          return { item: luhnComplete(`4${digits(14)}`), kind: 'card' };
        case 2:
          return { item: `account number ${digits(10)}`, kind: 'account' };
        default:
          return { item: `born ${1 + int(12)}/${1 + int(28)}/19${40 + int(50)}`, kind: 'dob' };
      }
    };
    for (let i = 0; i < 2000; i++) {
      const { item, kind } = plant();
      const text = `${noise(int(40))} ${item} ${noise(int(40))}`;
      const r = redact(text);
      const secret = item.replace(/^\D+/, '');
      expect(r.kinds).toContain(kind);
      expect(r.text).not.toContain(secret);
    }
  });
});
