/**
 * Property tests: generated personal numbers, written the many ways people type them (any
 * separator, any digit script, number words, split across two messages), never survive
 * redaction; generated money talk, in any digit script, never changes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PiiKind, redact } from './redact.ts';

const RUNS = { numRuns: 1000 };

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

/** An EIN: a prefix the IRS assigns and seven digits. */
const ein = fc
  .tuple(
    fc
      .integer({ min: 1, max: 99 })
      .filter((p) => !/^(?:0|7|8|9|17|18|19|28|29|49|69|70|78|79|89|96|97)$/.test(`${p}`)),
    digitString(7),
  )
  .map(([prefix, rest]) => [pad(prefix, 2), rest]);

const IBAN_COUNTRIES: [string, number][] = [
  ['DE', 18],
  ['GB', 18],
  ['FR', 23],
  ['BE', 12],
  ['NO', 11],
  ['IE', 18],
  ['MT', 27],
];
const ibanValueOf = (ch: string) => parseInt(ch, 36);
/** A valid IBAN: a country, check digits by mod-97, a four-letter bank code and digits. */
const iban = fc
  .tuple(fc.constantFrom(...IBAN_COUNTRIES), fc.stringMatching(/^[A-Z]{4}$/))
  .chain(([[country, length], bank]) =>
    digitString(length - 4).map((rest) => {
      const bban = bank + rest;
      return `${country}${pad(98 - ibanRemainder(`${country}00${bban}`), 2)}${bban}`;
    }),
  );

/** Mod-97 of an IBAN's letters and digits, moved and read as the check reads them. */
function ibanRemainder(compact: string): number {
  let r = 0;
  for (const ch of `${compact.slice(4)}${compact.slice(0, 4)}`) {
    const v = ibanValueOf(ch);
    r = (v < 10 ? r * 10 + v : r * 100 + v) % 97;
  }
  return r;
}
/**
 * The item begins with a valid IBAN once its separators and invisible characters are gone and
 * its digits read in ASCII: two letters, two check digits and the rest, whose mod-97 is 1.
 */
const holdsIban = (text: string): boolean => {
  const plain = text
    .normalize('NFKC')
    .replace(/[\p{Cf}\s./-]/gu, '')
    .replace(/\p{Nd}/gu, (d) => {
      const cp = d.codePointAt(0) as number;
      const zero = Object.values(SCRIPTS).find((z) => cp >= z && cp <= z + 9);
      return zero === undefined ? d : String(cp - zero);
    });
  if (!/^[A-Za-z]{2}\d{2}[A-Za-z0-9]{10,}$/.test(plain)) return false;
  // The redactor may read an IBAN from the first groups alone ("xy672192012607806 0").
  for (let end = 14; end <= Math.min(plain.length, 34); end++)
    if (ibanRemainder(plain.slice(0, end).toUpperCase()) === 1) return true;
  return false;
};

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
// Rendering: separators, digit scripts, number words, invisible characters, cue words

const SEPARATOR_CHARS = [
  ' ',
  '-',
  '.',
  '/',
  '_',
  ':',
  ',',
  '|',
  '\\',
  '\u00a0',
  '\u2009',
  '\u202f',
  '–',
  '—',
  '−',
  '\uff0d',
];
/** One to three separator characters; never a full stop and a space, which ends a sentence. */
const separator = (chars = SEPARATOR_CHARS) =>
  fc
    .array(fc.constantFrom(...chars), { minLength: 1, maxLength: 3 })
    .map((s) => s.join(''))
    .filter((s) => !/^\.\s/.test(s));
/** Separators that keep a Medicare number's shape: any but the slash. */
const MBI_SEPARATORS = SEPARATOR_CHARS.filter((c) => c !== '/');
/** Separators between spelled groups: those that do not end a run of number words. */
const WORD_SEPARATORS = SEPARATOR_CHARS.filter((c) => c !== '\\');

const joinWith = (groups: string[], chars?: string[]) =>
  fc
    .array(separator(chars), { minLength: groups.length, maxLength: groups.length })
    .map((seps) => groups.map((g, i) => (i === 0 ? g : seps[i] + g)).join(''));

const UNIT_WORDS = 'zero one two three four five six seven eight nine'.split(' ');
const TEEN_WORDS =
  'ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ');
const TENS_WORDS = ',,twenty,thirty,forty,fifty,sixty,seventy,eighty,ninety'.split(',');

/**
 * A digit group as people say it, one choice a digit: digits one by one, a teen ('thirteen'),
 * tens with their unit ('forty five', 'sixty-seven'), 'double' or 'triple' before a repeated
 * digit, and 'oh' for a zero where the item spells another digit.
 */
function spellGroup(group: string, choices: number[], oh: boolean): string {
  const words: string[] = [];
  const unit = (d: string, c: number) => (d === '0' && oh && c % 2 ? 'oh' : UNIT_WORDS[+d]);
  for (let p = 0; p < group.length; ) {
    const [a, b, c] = [group[p] as string, group[p + 1], group[p + 2]];
    const choice = choices[p] as number;
    if (choice === 1 && a === b && a === c) {
      words.push(`triple ${unit(a, choice)}`);
      p += 3;
    } else if (choice === 1 && a === b) {
      words.push(`double ${unit(a, choice)}`);
      p += 2;
    } else if (choice === 2 && b !== undefined && a >= '2' && b !== '0') {
      words.push(`${TENS_WORDS[+a]}${p % 2 ? '-' : ' '}${UNIT_WORDS[+b]}`);
      p += 2;
    } else if (choice === 3 && b !== undefined && a === '1') {
      words.push(TEEN_WORDS[+b] as string);
      p += 2;
    } else {
      words.push(unit(a, choice) as string);
      p += 1;
    }
  }
  return words.join(' ');
}

/**
 * Digit groups as typed: digits joined by separators, or with `words` maybe spelled out, the
 * groups joined by one separator throughout (spaces or a hyphen between spelled digits join
 * them into one group, as '123456789'; other separators keep the groups).
 */
const written = (groups: string[], words = false, chars?: string[]) => {
  const digits = joinWith(groups, chars);
  if (!words) return digits;
  const oh = /[1-9]/.test(groups.join(''));
  const spelled = fc
    .tuple(
      fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 19, maxLength: 19 }),
      separator(WORD_SEPARATORS),
    )
    .map(([choices, sep]) => groups.map((g) => spellGroup(g, choices, oh)).join(sep));
  return fc.oneof(digits, spelled);
};

/** Decimal digits of other scripts, by the code point of their zero. */
const SCRIPTS = {
  'Arabic-Indic': 0x660,
  'Extended Arabic-Indic': 0x6f0,
  Devanagari: 0x966,
  Bengali: 0x9e6,
  Thai: 0xe50,
  'Mathematical bold': 0x1d7ce,
};
const inScript = (text: string, zero: number) =>
  text.replace(/[0-9]/g, (d) => String.fromCodePoint(zero + +d));

const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\u00ad', '\ufeff', '\u200e', '\u202e'];

/** Inserts invisible characters (zero-width, soft hyphens, bidi marks) at random places. */
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

/** Text as a visitor might type it: any digit script, maybe full width, invisible characters. */
const disguised = (text: string) =>
  fc
    .tuple(fc.constantFrom(0, 0, ...Object.values(SCRIPTS)), fc.boolean(), fc.boolean())
    .chain(([zero, wide, hidden]) => {
      const scripted = zero ? inScript(text, zero) : text;
      const shown = wide ? fullWidth(scripted) : scripted;
      return hidden ? sprinkle(shown) : fc.constant(shown);
    });

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

/** A lettered identifier after its cue: up to two letters and digits grouped any way. */
const lettered = (
  kind: PiiKind,
  digits: [number, number],
  prefixes: string[],
  before: string[],
  after: string[],
) =>
  fc
    .tuple(fc.integer({ min: digits[0], max: digits[1] }), fc.constantFrom('', ...prefixes))
    .chain(([length, prefix]) =>
      digitString(length)
        .chain((d) => anyGrouping(d))
        .chain((g) => written(g))
        .map((item) => prefix + item),
    )
    // A number with a two-letter prefix is a valid IBAN one time in 97: an IBAN, whatever its cue
    // says, and the redactor rightly calls it one (IBANs have a generator of their own).
    .filter((item) => !holdsIban(item))
    .chain((item) => withCue(item, before, after, false))
    .map((text) => ({ text, kind }));

const STREET_NAMES = [
  'Elm',
  'Commonwealth',
  'Beacon',
  'Main',
  'Oak Hill',
  '5th',
  'Martin Luther King',
];
const STREET_TYPES = ['Street', 'St', 'St.', 'Avenue', 'Ave', 'Road', 'Rd', 'Blvd', 'Lane', 'Way'];

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
          written(g, true).chain((item) => withCue(item, SSN_BEFORE, SSN_AFTER, true)),
          anyGrouping(g.join(''))
            .chain((any) => written(any, true))
            .chain((item) => withCue(item, ['ssn', 'tax id', 'itin'], ['is my ssn'], false)),
        )
        .map((text) => ({ text, kind })),
    ),
  ),
  // An EIN: cue-free as printed (2-7; spelled as one block it reads as an SSN), any grouping
  // after a cue.
  ein.chain((g) =>
    fc
      .oneof(
        written(g),
        anyGrouping(g.join(''))
          .chain((any) => written(any, true))
          .chain((item) => withCue(item, ['EIN', 'our EIN is', 'employer id'], [], false)),
      )
      .map((text) => ({ text, kind: 'ein' as const })),
  ),
  card.chain((g) =>
    written(g, true)
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
      .chain((g) => written(g, true))
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
  lettered(
    'account',
    [6, 17],
    ['AB', 'xy', 'Z', 'CK-', 'IRA', 'BRKG', 'TOD-'],
    ['account number is', 'acct #', 'checking account:', 'acct no.', 'a/c', 'account'],
    ['is my account number'],
  ),
  lettered(
    'licence',
    [7, 12],
    ['S', 'SA', 'D'],
    ['license', "driver's license", 'license number is', 'DL', 'lic #'],
    ['is my license number'],
  ),
  lettered(
    'passport',
    [8, 9],
    ['C', 'A'],
    ['passport', 'passport number', 'passport #', 'my passport no. is'],
    ['is my passport number'],
  ),
  lettered(
    'masshealth',
    [12, 12],
    [],
    ['MassHealth ID', 'masshealth number', 'MassHealth member ID:', 'Medicaid id'],
    ['is my MassHealth ID'],
  ),
  iban.chain((id) =>
    fc
      .tuple(fc.boolean(), fc.constantFrom(' ', '-', '.', '_', '\u00a0', ''))
      .map(([lower, sep]) => {
        const grouped = id.match(/.{1,4}/g)?.join(sep) ?? id;
        return lower ? grouped.toLowerCase() : grouped;
      })
      .chain((item) => withCue(item, ['IBAN', 'IBAN:', 'wire it to'], [], true))
      .map((text) => ({ text, kind: 'iban' as const })),
  ),
  // A Medicare number in any grouping.
  mbi.chain((g) =>
    anyGrouping(g.join(''))
      .chain((any) => joinWith(any, MBI_SEPARATORS))
      .chain((item) => withCue(item, ['medicare number', 'mbi'], [], true))
      .map((text) => ({ text, kind: 'mbi' as const })),
  ),
  // A date of birth, written with one separator throughout.
  birthDate.chain((g) =>
    separator()
      .map((sep) => g.join(sep))
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
        written([area, exchange, line], true),
        written([area, exchange, line.slice(0, 2), line.slice(2)], true),
        written([area + exchange, line]),
        written([area, exchange + line]),
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
  fc
    .tuple(
      fc.integer({ min: 1, max: 99999 }),
      fc.constantFrom('', 'B'),
      fc.constantFrom(...STREET_NAMES),
      fc.constantFrom(...STREET_TYPES),
      fc.constantFrom('', ' NW', ', Apt 3', ' #12', ' Suite 200', ' Unit 4B'),
    )
    .chain(([number, letter, name, type, unit]) =>
      withCue(`${number}${letter} ${name} ${type}${unit}`, ['I live at', 'mail it to'], [], true),
    )
    .map((text) => ({ text, kind: 'address' as const })),
);

/** A planted item as a visitor might type it. */
const rendered = planted.chain((p) => disguised(p.text).map((text) => ({ ...p, text })));

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
  fc
    .tuple(pick('my CD expires', 'the policy ends', 'the note matures'), separator(['/', '-', '.']))
    .map(([what, sep]) => `${what} 12${sep}31${sep}2026`),
  fc
    .tuple(fc.integer({ min: 50, max: 80 }), fc.integer({ min: 50, max: 80 }), separator())
    .map(([a, b, sep]) => `ages ${a}${sep}${b} and 70`),
  fc.integer({ min: 10, max: 90 }).map((x) => `a ${x}/${100 - x} mix, or ${x}:${100 - x}`),
  fc
    .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `at ${h}:${pad(m, 2)}`),
  pick('the years 2019, 2020, 2021 and 2022', 'ZIP 02108, 02116 or 02134', 'steps 1|2|3'),
  // Number words as money talk says them: ages, years, counts.
  fc
    .tuple(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 1, max: 9 }), pick(' ', '-'))
    .map(([tens, unit, sep]) => `I am ${TENS_WORDS[tens]}${sep}${UNIT_WORDS[unit]}`),
  pick(
    'in twenty twenty six',
    'I was born in nineteen fifty eight',
    'one of my two kids',
    'two thousand twenty six',
    'about one hundred twenty thousand',
    'oh, and four grandkids',
  ),
);
const moneyTalk = fc
  .array(fc.oneof(moneyPhrase, words), { minLength: 1, maxLength: 5 })
  .map((parts) => parts.join(' '));
/** Money talk in any digit script. */
const anyMoneyTalk = moneyTalk.chain((text) =>
  fc.constantFrom(0, ...Object.values(SCRIPTS)).map((zero) => (zero ? inScript(text, zero) : text)),
);

/** The decimal digits left in a text, of any script. */
const digitsLeft = (s: string) => s.normalize('NFKC').replace(/\P{Nd}/gu, '');
/** Number words left in a text. */
const NUMBER_WORD = new RegExp(
  `\\b(?:${[...UNIT_WORDS, ...TEEN_WORDS, ...TENS_WORDS.filter(Boolean), 'oh', 'double', 'triple'].join('|')})\\b`,
  'i',
);

/** An item split across two messages at a group boundary: the two parts and its kind. */
const splitItem = fc
  .oneof(
    ssn.map((g) => ({ groups: g, kind: 'ssn' as const })),
    card.filter((g) => g.length > 1).map((g) => ({ groups: g, kind: 'card' as const })),
    nanpPhone.map((g) => ({ groups: g, kind: 'phone' as const })),
  )
  .chain(({ groups, kind }) =>
    fc
      .integer({ min: 1, max: groups.length - 1 })
      .chain((at) => fc.tuple(joinWith(groups.slice(0, at)), joinWith(groups.slice(at))))
      .chain(([first, second]) => fc.tuple(disguised(first), disguised(second)))
      .map(([first, second]) => ({ first, second, kind })),
  );

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
        expect(digitsLeft(middle)).toBe('');
        expect(middle).not.toMatch(NUMBER_WORD);
        expect(middle).toMatch(/\[[a-zA-Z -]+ removed\]/);
        expect(r.kinds).toContain(item.kind);
      }),
      RUNS,
    );
  });

  it('catches a number split across two messages, in both', () => {
    fc.assert(
      fc.property(moneyTalk, splitItem, moneyTalk, (before, { first, second, kind }, after) => {
        const prefix = `${before}. `;
        const suffix = `. ${after}`;
        const r = redact(second + suffix, { previous: prefix + first });
        expect(r.text.endsWith(suffix)).toBe(true);
        expect(digitsLeft(r.text.slice(0, -suffix.length))).toBe('');
        expect(r.kinds).toContain(kind);
        const previous = r.previous?.text ?? '';
        expect(previous.startsWith(prefix)).toBe(true);
        expect(digitsLeft(previous.slice(prefix.length))).toBe('');
        expect(r.previous?.kinds).toContain(kind);
      }),
      RUNS,
    );
  });

  it('never changes money talk, in any digit script', () => {
    fc.assert(
      fc.property(anyMoneyTalk, anyMoneyTalk, (text, previous) => {
        expect(redact(text)).toEqual({ text, kinds: [] });
        expect(redact(text, { previous })).toEqual({
          text,
          kinds: [],
          previous: { text: previous, kinds: [] },
        });
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
