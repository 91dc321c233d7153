/**
 * Property tests: generated personal numbers, written the many ways people type them, never
 * survive redaction; generated money talk never changes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PiiKind, redact } from './redact.ts';

const RUNS = { numRuns: 400 };

const digit = fc.integer({ min: 0, max: 9 });
const digitString = (length: number) =>
  fc.array(digit, { minLength: length, maxLength: length }).map((d) => d.join(''));
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const pick = <T>(...values: T[]) => fc.constantFrom(...values);

// ---------------------------------------------------------------------------------------------
// Items, as digit groups

function luhnCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let v = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) v = v > 4 ? v * 2 - 9 : v * 2;
    sum += v;
  }
  return String((10 - (sum % 10)) % 10);
}

function split(digits: string, sizes: number[]): string[] {
  const groups: string[] = [];
  let at = 0;
  for (const size of sizes) {
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  return groups;
}

/** Digits cut into groups of random sizes. */
const anyGrouping = (digits: string) =>
  fc
    .array(fc.integer({ min: 1, max: Math.max(1, digits.length - 1) }), { maxLength: 4 })
    .map((cuts) => {
      const at = [...new Set([0, ...cuts, digits.length])].sort((a, b) => a - b);
      return at.slice(1).map((end, i) => digits.slice(at[i], end));
    });

const ssn = fc
  .tuple(
    fc.integer({ min: 1, max: 899 }).filter((a) => a !== 666),
    fc.integer({ min: 1, max: 99 }),
    fc.integer({ min: 1, max: 9999 }),
  )
  .map(([a, g, s]) => [pad(a, 3), pad(g, 2), pad(s, 4)]);

const itin = fc
  .tuple(
    fc.integer({ min: 900, max: 999 }),
    pick(50, 57, 65, 70, 78, 88, 90, 92, 94, 99),
    fc.integer({ min: 0, max: 9999 }),
  )
  .map(([a, g, s]) => [String(a), String(g), pad(s, 4)]);

const card = fc
  .oneof(
    fc.tuple(pick('4', '51', '55', '2221', '6011'), pick(16)),
    fc.tuple(pick('34', '37'), pick(15)),
  )
  .chain(([prefix, length]) =>
    digitString(length - prefix.length - 1).map((rest) => {
      const body = prefix + rest;
      return body + luhnCheckDigit(body);
    }),
  )
  .chain((d) =>
    d.length === 15 ? pick([d], split(d, [4, 6, 5])) : pick([d], split(d, [4, 4, 4, 4])),
  );

const routing = fc
  .tuple(pick('01', '05', '11', '12', '21', '26', '31', '61', '67', '72', '80'), digitString(6))
  .map(([prefix, rest]) => {
    const body = prefix + rest;
    let sum = 0;
    for (let i = 0; i < body.length; i++) sum += Number(body[i]) * ([3, 7, 1][i % 3] as number);
    return body + ((10 - (sum % 10)) % 10);
  });

const MBI_LETTERS = 'ACDEFGHJKMNPQRTUVWXY';
const mbiLetter = fc.constantFrom(...MBI_LETTERS.split(''));
const mbiAlnum = fc.constantFrom(...`${MBI_LETTERS}0123456789`.split(''));
const mbi = fc
  .tuple(
    fc.integer({ min: 1, max: 9 }),
    mbiLetter,
    mbiAlnum,
    digit,
    mbiLetter,
    mbiAlnum,
    digit,
    mbiLetter,
    mbiLetter,
    digitString(2),
    fc.boolean(),
  )
  .map(([n, ...rest]) => {
    const lower = rest.pop() as boolean;
    const id = `${n}${rest.join('')}`;
    return split(lower ? id.toLowerCase() : id, [4, 3, 4]);
  });

const birthDate = fc
  .tuple(
    fc.integer({ min: 1920, max: 2010 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 28 }),
    pick('mdy', 'dmy', 'ymd', 'mdyy'),
    fc.boolean(),
  )
  .map(([y, m, d, order, padded]) => {
    const [mm, dd] = padded ? [pad(m, 2), pad(d, 2)] : [String(m), String(d)];
    if (order === 'ymd') return [String(y), pad(m, 2), pad(d, 2)];
    if (order === 'dmy') return [dd, mm, String(y)];
    return [mm, dd, order === 'mdyy' ? pad(y % 100, 2) : String(y)];
  });

// Personal numbers only: toll-free area codes (800, 833, …, 888) belong to businesses and stay.
const nanpPhone = fc
  .tuple(
    fc
      .integer({ min: 200, max: 999 })
      .filter((area) => !/^8(00|33|44|55|66|77|88)$/.test(`${area}`)),
    fc.integer({ min: 200, max: 999 }),
    digitString(4),
  )
  .map(([area, exchange, line]): [string, string, string] => [
    String(area),
    String(exchange),
    line,
  ]);

const email = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,12}[a-z0-9]$/),
    fc.array(fc.stringMatching(/^[a-z0-9]{1,10}$/), { minLength: 1, maxLength: 2 }),
    fc.stringMatching(/^[a-z]{2,6}$/),
    fc.boolean(),
  )
  .map(([local, labels, tld, upper]) => {
    const address = `${local}@${labels.join('.')}.${tld}`;
    return upper ? address.toUpperCase() : address;
  });

// ---------------------------------------------------------------------------------------------
// Rendering: separators, full-width forms, invisible characters, cue words

const SEPARATOR_CHARS = [' ', '-', '.', '/', '\u00a0', '\u2009', '\u202f', '–', '—', '−', '\uff0d'];
/** One to three separator characters; never a full stop and a space, which ends a sentence. */
const separator = (chars = SEPARATOR_CHARS) =>
  fc
    .array(fc.constantFrom(...chars), { minLength: 1, maxLength: 3 })
    .map((s) => s.join(''))
    .filter((s) => !/^\.\s/.test(s));
/** Separators that keep a Medicare number's shape: spaces, dots and dashes of any kind. */
const MBI_SEPARATORS = SEPARATOR_CHARS.filter((c) => c !== '/');

const joinWith = (groups: string[], chars?: string[]) =>
  fc
    .array(separator(chars), { minLength: groups.length, maxLength: groups.length })
    .map((seps) => groups.map((g, i) => (i === 0 ? g : seps[i] + g)).join(''));

const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\u00ad', '\ufeff', '\u200e'];

/** Inserts invisible characters at random places. */
const sprinkle = (text: string) =>
  fc
    .array(fc.tuple(fc.nat(text.length), fc.constantFrom(...INVISIBLE)), { maxLength: 4 })
    .map((inserts) => {
      const chars = [...text];
      for (const [at, ch] of inserts.sort((a, b) => b[0] - a[0])) chars.splice(at, 0, ch);
      return chars.join('');
    });

/** The full-width form of printable ASCII (U+FF01-FF5E), and the ideographic space. */
const fullWidth = (text: string) =>
  text.replace(/[!-~ ]/g, (c) =>
    c === ' ' ? '\u3000' : String.fromCharCode(c.charCodeAt(0) + 0xfee0),
  );

/** An item with a cue word before it, after it, or none when `optional`. */
function withCue(item: string, before: string[], after: string[], optional: boolean) {
  const cues = [
    ...before.map((cue) => `${cue} ${item}`),
    ...after.map((cue) => `${item} ${cue}`),
    ...(optional ? [item] : []),
  ];
  return fc.constantFrom(...cues);
}

interface Planted {
  /** The cue words and the item, as rendered. */
  text: string;
  kind: PiiKind;
}

const SSN_BEFORE = ['ssn', 'SSN:', 'social security number', 'my social security # is', 'ss#'];
const SSN_AFTER = ['is my ssn', '(my social security number)'];

const planted: fc.Arbitrary<Planted> = fc.oneof(
  // SSN and ITIN: cue-free in the printed 3-2-4 shape, any grouping after a cue.
  ...(
    [
      [ssn, 'ssn'],
      [itin, 'itin'],
    ] as const
  ).map(([groups, kind]) =>
    groups.chain((g) =>
      fc
        .oneof(
          joinWith(g).chain((item) => withCue(item, SSN_BEFORE, SSN_AFTER, true)),
          anyGrouping(g.join(''))
            .chain((any) => joinWith(any))
            .chain((item) => withCue(item, ['ssn', 'tax id', 'itin'], ['is my ssn'], false)),
        )
        .map((text) => ({ text, kind })),
    ),
  ),
  card.chain((g) =>
    joinWith(g)
      .chain((item) => withCue(item, ['card', 'visa', 'credit card number'], ['is my card'], true))
      .map((text) => ({ text, kind: 'card' as const })),
  ),
  // A card with its expiry date and security code, cued or just following it.
  fc
    .tuple(card, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 26, max: 35 }), digitString(3))
    .chain(([g, m, y, cvv]) =>
      fc
        .tuple(joinWith(g), joinWith([pad(m, 2), String(y)]), pick(' ', ', ', ' exp ', ' expires '))
        .chain(([number, expiry, lead]) =>
          pick(
            `card ${number}${lead}${expiry} cvv ${cvv}`,
            `${number}${lead}${expiry}, ${cvv}`,
            `${number} exp ${expiry} security code ${cvv}`,
          ),
        )
        .map((text) => ({ text, kind: 'card_expiry' as const })),
    ),
  routing.chain((d) =>
    anyGrouping(d)
      .chain((g) => joinWith(g))
      .chain((item) =>
        withCue(
          item,
          ['routing', 'routing number', 'ABA', 'routing #'],
          ['is the routing number'],
          false,
        ),
      )
      .map((text) => ({ text, kind: 'routing' as const })),
  ),
  fc
    .tuple(
      fc.integer({ min: 6, max: 17 }),
      fc.option(pick('AB', 'xy', 'Z', 'CK-', 'IRA', 'BRKG', 'TOD-')),
    )
    .chain(([length, prefix]) =>
      digitString(length)
        .chain((d) => anyGrouping(d))
        .chain((g) => joinWith(g))
        .map((item) => (prefix ?? '') + item),
    )
    .chain((item) =>
      withCue(
        item,
        ['account number is', 'acct #', 'checking account:', 'acct no.', 'a/c', 'account'],
        ['is my account number'],
        false,
      ),
    )
    .map((text) => ({ text, kind: 'account' as const })),
  mbi.chain((g) =>
    joinWith(g, MBI_SEPARATORS)
      .chain((item) => withCue(item, ['medicare number', 'mbi'], [], true))
      .map((text) => ({ text, kind: 'mbi' as const })),
  ),
  birthDate.chain((g) =>
    joinWith(g)
      .chain((item) =>
        withCue(
          item,
          ['born', 'DOB', 'date of birth:', 'my birthday is', 'I was born on', 'b-day', 'd.o.b.'],
          ['is my birthday', '(my date of birth)', 'is my DOB'],
          false,
        ),
      )
      .map((text) => ({ text, kind: 'dob' as const })),
  ),
  email.chain((address) =>
    withCue(address, ['email', 'mail me at'], [], true).map((text) => ({
      text,
      kind: 'email' as const,
    })),
  ),
  nanpPhone.chain(([area, exchange, line]) =>
    fc
      .oneof(
        joinWith([area, exchange, line]),
        pick(
          `(${area}) ${exchange}-${line}`,
          `+1 ${area} ${exchange} ${line}`,
          `1-${area}-${exchange}-${line}`,
          `${area}${exchange}${line}`,
          `call me at ${exchange}-${line}`,
        ),
      )
      .map((text) => ({ text, kind: 'phone' as const })),
  ),
);

/** A planted item as a visitor might type it: maybe full width, with invisible characters. */
const rendered = planted.chain((p) =>
  fc
    .tuple(fc.boolean(), fc.boolean())
    .chain(([wide, hidden]) => {
      const text = wide ? fullWidth(p.text) : p.text;
      return hidden ? sprinkle(text) : fc.constant(text);
    })
    .map((text) => ({ ...p, text })),
);

// ---------------------------------------------------------------------------------------------
// Money talk, and the text around an item

const WORDS = [
  'I',
  'we',
  'want',
  'to',
  'retire',
  'soon',
  'please',
  'help',
  'thanks',
  'with',
  'plan',
  'annuity',
  'pension',
  'Roth',
  'IRA',
  'taxes',
  'wife',
  'husband',
  'house',
  'Medicare',
  'question',
  'about',
  'worried',
  'café',
  '😀',
  '你好',
];
const words = fc
  .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 6 })
  .map((w) => w.join(' '));

const amount = fc.integer({ min: 1, max: 5_000_000 });
const moneyPhrase = fc.oneof(
  amount.map((n) => `I have $${n.toLocaleString('en-US')} saved`),
  amount.map((n) => `about ${n} in savings`),
  fc.integer({ min: 1, max: 9 }).map((n) => `${n}.5 million in the 401(k)`),
  fc.integer({ min: 1900, max: 2099 }).map((y) => `in ${y}`),
  fc.integer({ min: 18, max: 105 }).map((age) => `I am ${age}`),
  fc.integer({ min: 0, max: 999 }).map((p) => `earning ${p / 100}%`),
  pick('401(k)', '403(b)', '457(b)', 'a 457 plan', 'my 401k'),
  pick('Form 1099-R', 'a W-2', 'Form 8606', 'the SSA-1099', 'Form 1040-SR'),
  fc.integer({ min: 1000, max: 99999 }).map((zip) => `ZIP ${pad(zip, 5)}`),
  fc
    .tuple(fc.integer({ min: 1000, max: 99999 }), fc.integer({ min: 0, max: 9999 }))
    .map(([zip, plus4]) => `ZIP ${pad(zip, 5)}-${pad(plus4, 4)}`),
  fc
    .tuple(
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 28 }),
      fc.integer({ min: 2000, max: 2060 }),
    )
    .map(([m, d, y]) => `on ${m}/${d}/${y} I retire`),
);
const moneyTalk = fc
  .array(fc.oneof(moneyPhrase, words), { minLength: 1, maxLength: 5 })
  .map((parts) => parts.join(' '));

const foldDigits = (s: string) => s.normalize('NFKC').replace(/\D/g, '');

/** Generous: the runs are counted, not timed, and CI machines are sometimes busy. */
const TIMEOUT = 60_000;

describe('redact: properties', { timeout: TIMEOUT }, () => {
  it('never leaves a digit of a planted item, whatever its form and surroundings', () => {
    fc.assert(
      fc.property(moneyTalk, rendered, moneyTalk, (before, item, after) => {
        const prefix = `${before}. `;
        const suffix = `. ${after}`;
        const r = redact(prefix + item.text + suffix);
        // The surrounding money talk is untouched …
        expect(r.text.startsWith(prefix)).toBe(true);
        expect(r.text.endsWith(suffix)).toBe(true);
        // … and nothing of the item's digits is left between them.
        const middle = r.text.slice(prefix.length, r.text.length - suffix.length);
        expect(foldDigits(middle)).toBe('');
        expect(middle).toMatch(/\[[a-zA-Z -]+ removed\]/);
        expect(r.kinds).toContain(item.kind);
      }),
      RUNS,
    );
  });

  it('never changes money talk', () => {
    fc.assert(
      fc.property(moneyTalk, (text) => {
        expect(redact(text)).toEqual({ text, kinds: [] });
      }),
      RUNS,
    );
  });

  it('never throws and always returns a string, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const r = redact(text);
        expect(typeof r.text).toBe('string');
        expect(Array.isArray(r.kinds)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
