import { describe, expect, it } from 'vitest';
import { EVAL_SET } from '../eval/questions.ts';
import { TOPICS, topicText } from './kb/index.ts';
import { type PiiKind, redact } from './redact.ts';

const FIRM = '(617) 555-0142';
/** Zeros of the digit scripts these cases use (NFKC folds full-width and mathematical ones). */
const ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xe50];
/** The digits of a text as ASCII, whatever their script. */
const digitsOf = (s: string) =>
  [...s.normalize('NFKC')]
    .map((c) => {
      const cp = c.codePointAt(0) as number;
      const zero = ZEROS.find((z) => cp >= z && cp <= z + 9);
      return zero === undefined ? '' : String(cp - zero);
    })
    .join('');

/** [message, kinds it holds, the part that must go]. */
type Case = [string, PiiKind[], string];

const VARIANTS: Record<string, Case[]> = {
  'SSN, any separator, any cue': [
    ['My SSN is 123-45-6789, thanks', ['ssn'], '123-45-6789'],
    ['123.45.6789', ['ssn'], '123.45.6789'],
    ['123 - 45 - 6789', ['ssn'], '123 - 45 - 6789'],
    ['it is 123/45/6789', ['ssn'], '123/45/6789'],
    ['it is 123-45.6789', ['ssn'], '123-45.6789'],
    ['ssn 123 45 6789', ['ssn'], '123 45 6789'],
    ['ssn 123–45–6789 (en dash)', ['ssn'], '123–45–6789'],
    ['ssn 123—45—6789 (em dash)', ['ssn'], '123—45—6789'],
    ['ssn 123−45−6789 (minus sign)', ['ssn'], '123−45−6789'],
    ['ssn １２３－４５－６７８９', ['ssn'], '１２３－４５－６７８９'],
    ['ssn 123\u00a045\u00a06789', ['ssn'], '123\u00a045\u00a06789'],
    ['ssn 123\u2009-\u200945\u2009-\u20096789', ['ssn'], '123\u2009-\u200945\u2009-\u20096789'],
    ['ssn 123\u200b45\u200b6789', ['ssn'], '123\u200b45\u200b6789'],
    ['ss# 123\u2060-45-\u00ad6789', ['ssn'], '123\u2060-45-\u00ad6789'],
    ['ＳＳＮ： 123-45-6789', ['ssn'], '123-45-6789'],
    ['social security number: 219099999', ['ssn'], '219099999'],
    ['here it is 078051120', ['ssn'], '078051120'],
    ['123456789 is my social security number', ['ssn'], '123456789'],
    ['my social security number is 1 2 3 4 5 6 7 8 9', ['ssn'], '1 2 3 4 5 6 7 8 9'],
    ['ssn123456789', ['ssn'], '123456789'],
    ['my ssn is 123_45_6789 ok', ['ssn'], '123_45_6789'],
    ['my ssn is 123:45:6789 ok', ['ssn'], '123:45:6789'],
    ['my ssn is 123,45,6789 ok', ['ssn'], '123,45,6789'],
    ['my ssn is 123|45|6789 ok', ['ssn'], '123|45|6789'],
    ['here: 123\\45\\6789', ['ssn'], '123\\45\\6789'],
    ['ssn 123 _ 45 | 6789', ['ssn'], '123 _ 45 | 6789'],
    ['ssn 123\u202e-45\u202c-6789 (bidi override)', ['ssn'], '123\u202e-45\u202c-6789'],
  ],
  'SSN in any digit script': [
    ['ssn ١٢٣-٤٥-٦٧٨٩ (Arabic-Indic)', ['ssn'], '١٢٣-٤٥-٦٧٨٩'],
    ['ssn ۱۲۳-۴۵-۶۷۸۹ (Extended Arabic-Indic)', ['ssn'], '۱۲۳-۴۵-۶۷۸۹'],
    ['ssn १२३-४५-६७८९ (Devanagari)', ['ssn'], '१२३-४५-६७८९'],
    ['ssn ১২৩-৪৫-৬৭৮৯ (Bengali)', ['ssn'], '১২৩-৪৫-৬৭৮৯'],
    ['ssn ๑๒๓-๔๕-๖๗๘๙ (Thai)', ['ssn'], '๑๒๓-๔๕-๖๗๘๙'],
    ['ssn 𝟏𝟐𝟑-𝟒𝟓-𝟔𝟕𝟖𝟗 (mathematical bold)', ['ssn'], '𝟏𝟐𝟑-𝟒𝟓-𝟔𝟕𝟖𝟗'],
    ['my social is ١٢٣ ४५ ๖๗๘๙ (mixed)', ['ssn'], '١٢٣ ४५ ๖๗๘๙'],
  ],
  'SSN in words': [
    [
      'my social is one two three four five six seven eight nine',
      ['ssn'],
      'one two three four five six seven eight nine',
    ],
    [
      'ssn is one two three, four five, six seven double eight',
      ['ssn'],
      'one two three, four five, six seven double eight',
    ],
    [
      'SSN: one twenty three, forty-five, sixty seven eighty nine',
      ['ssn'],
      'one twenty three, forty-five, sixty seven eighty nine',
    ],
    [
      'ssn one-two-three-four-five-six-seven-eight-nine',
      ['ssn'],
      'one-two-three-four-five-six-seven-eight-nine',
    ],
    ['ssn 123 45 six seven eight nine', ['ssn'], '123 45 six seven eight nine'],
    [
      'ＳＳＮ ｏｎｅ ｔｗｏ ｔｈｒｅｅ ４５ ６７８９',
      ['ssn'],
      'ｏｎｅ ｔｗｏ ｔｈｒｅｅ ４５ ６７８９',
    ],
  ],
  EIN: [
    ['our EIN is 12-3456789', ['ein'], '12-3456789'],
    ['12-3456789', ['ein'], '12-3456789'],
    ['EIN 12 345 6789', ['ein'], '12 345 6789'],
    ['employer id: 043456789', ['ein'], '043456789'],
  ],
  IBAN: [
    ['IBAN GB82 WEST 1234 5698 7654 32', ['iban'], 'GB82 WEST 1234 5698 7654 32'],
    ['send it to DE89370400440532013000 please', ['iban'], 'DE89370400440532013000'],
    ['iban de89-3704-0044-0532-0130-00', ['iban'], 'de89-3704-0044-0532-0130-00'],
    ['IBAN: BE68 5390 0754 7034 for the wire', ['iban'], 'BE68 5390 0754 7034'],
  ],
  "driver's license, passport and MassHealth numbers": [
    ["my driver's license is S12345678", ['licence'], 'S12345678'],
    ['drivers lic # 123456789', ['licence'], '123456789'],
    ['DL: SA1234567', ['licence'], 'SA1234567'],
    ['license number S12-345-678', ['licence'], 'S12-345-678'],
    ['passport number 567812345', ['passport'], '567812345'],
    ['my passport is C03005988', ['passport'], 'C03005988'],
    ['MassHealth ID 100012345678', ['masshealth'], '100012345678'],
    ['MassHealth member ID: 1000 1234 5678', ['masshealth'], '1000 1234 5678'],
  ],
  'street addresses': [
    ['I live at 12 Elm Street in Quincy', ['address'], '12 Elm Street'],
    ['mail it to 45B Commonwealth Ave Apt 3', ['address'], '45B Commonwealth Ave Apt 3'],
    ['12B Beacon St., Apt. 4', ['address'], '12B Beacon St., Apt. 4'],
    ['1600 Pennsylvania Ave NW', ['address'], '1600 Pennsylvania Ave NW'],
    ['we are at 200 Boylston Street #12', ['address'], '200 Boylston Street #12'],
    ['it is 7 Court Street', ['address'], '7 Court Street'],
    ['twelve Elm Street', ['address'], 'twelve Elm Street'],
  ],
  ITIN: [
    ['itin 912-78-1234', ['itin'], '912-78-1234'],
    ['my number 912 70 1234', ['itin'], '912 70 1234'],
    ['my tax id is 987.65.4321', ['itin'], '987.65.4321'],
  ],
  'card numbers (Luhn)': [
    ['card 4111 1111 1111 1111', ['card'], '4111 1111 1111 1111'],
    ['4111.1111.1111.1111', ['card'], '4111.1111.1111.1111'],
    ['visa 4012-8888-8888-1881', ['card'], '4012-8888-8888-1881'],
    ['4111 - 1111 - 1111 - 1111', ['card'], '4111 - 1111 - 1111 - 1111'],
    ['visa ４１１１ １１１１ １１１１ １１１１', ['card'], '４１１１ １１１１ １１１１ １１１１'],
    ['4111\u00a01111\u00a01111\u00a01111', ['card'], '4111\u00a01111\u00a01111\u00a01111'],
    ['amex 3782 822463 10005', ['card'], '3782 822463 10005'],
    ['amex 378282246310005', ['card'], '378282246310005'],
    ['mastercard 5555555555554444', ['card'], '5555555555554444'],
    ['discover 6011 1111 1111 1117', ['card'], '6011 1111 1111 1117'],
    ['card number 4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1', ['card'], '4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1'],
    ['card 4111_1111_1111_1111', ['card'], '4111_1111_1111_1111'],
    ['4111|1111|1111|1111', ['card'], '4111|1111|1111|1111'],
    [
      'card four one one one, one one one one, one one one one, one one one one',
      ['card'],
      'four one one one, one one one one, one one one one, one one one one',
    ],
  ],
  'card expiry dates and CVV codes': [
    ['card 4111 1111 1111 1111 exp 04/27', ['card', 'card_expiry'], '04/27'],
    ['it expires 4/2027', ['card_expiry'], '4/2027'],
    ['exp. 04-27', ['card_expiry'], '04-27'],
    ['valid thru 04/27', ['card_expiry'], '04/27'],
    ['expiration date 12/2029', ['card_expiry'], '12/2029'],
    ['4111111111111111 04/27', ['card', 'card_expiry'], '04/27'],
    ['cvv 123', ['cvv'], '123'],
    ['CVC2: 1234', ['cvv'], '1234'],
    ['the security code is 987', ['cvv'], '987'],
    ['4111 1111 1111 1111 04/27 123', ['card', 'card_expiry', 'cvv'], '123'],
    ['card 4111111111111111, 123', ['card', 'cvv'], '123'],
  ],
  'routing numbers (ABA checksum)': [
    ['routing number 011000015', ['routing'], '011000015'],
    ['ABA: 121000358 for the transfer', ['routing'], '121000358'],
    ['routing 011-000-015', ['routing'], '011-000-015'],
    ['routing ０１１００００１５', ['routing'], '０１１００００１５'],
    ['011000015 is the routing number', ['routing'], '011000015'],
    ['routing 011:000:015', ['routing'], '011:000:015'],
  ],
  'account numbers': [
    ['my account number is 9876543210', ['account'], '9876543210'],
    ['account number is 1234 5678 9012', ['account'], '1234 5678 9012'],
    ['acct # 55-1234-99', ['account'], '55-1234-99'],
    ['checking account: 000123456789', ['account'], '000123456789'],
    ['acct # AB12345678', ['account'], 'AB12345678'],
    ['account no. XY-1234567', ['account'], 'XY-1234567'],
    ['a/c 12345678', ['account'], '12345678'],
    ['acct#12345678', ['account'], '12345678'],
    ['1234 5678 9012 is my account number', ['account'], '1234 5678 9012'],
    ['account number 1234_5678_9012', ['account'], '1234_5678_9012'],
  ],
  'Medicare numbers (MBI)': [
    ['medicare number 1EG4-TE5-MK73', ['mbi'], '1EG4-TE5-MK73'],
    ['my mbi is 1eg4te5mk73', ['mbi'], '1eg4te5mk73'],
    ['1EG4 TE5 MK73', ['mbi'], '1EG4 TE5 MK73'],
    ['1EG4 - TE5 - MK73', ['mbi'], '1EG4 - TE5 - MK73'],
    ['１ＥＧ４－ＴＥ５－ＭＫ７３', ['mbi'], '１ＥＧ４－ＴＥ５－ＭＫ７３'],
    ['medicare 1EG 4TE 5MK 73', ['mbi'], '1EG 4TE 5MK 73'],
    ['my mbi 1E G4TE5 MK73', ['mbi'], '1E G4TE5 MK73'],
    ['1EG4_TE5|MK73', ['mbi'], '1EG4_TE5|MK73'],
  ],
  'dates of birth, any order and separator, cue before or after': [
    ['I was born 03/15/1958', ['dob'], '03/15/1958'],
    ['born 15.03.1958', ['dob'], '15.03.1958'],
    ['DOB 1960/03/04', ['dob'], '1960/03/04'],
    ['3/4/1960 is my birthday', ['dob'], '3/4/1960'],
    ['DOB: March 5, 1958', ['dob'], 'March 5, 1958'],
    ['born on June 5th, 1960', ['dob'], 'June 5th, 1960'],
    ['date of birth 1961-07-04', ['dob'], '1961-07-04'],
    ['my birthday is 5th of June 1960', ['dob'], '5th of June 1960'],
    ['b-day 3 4 1960', ['dob'], '3 4 1960'],
    ['d.o.b. 3-4-60', ['dob'], '3-4-60'],
    ['dob 19600304', ['dob'], '19600304'],
    ['I was born in Boston on 4/3/1960', ['dob'], '4/3/1960'],
    ['born １９６０／０３／０４', ['dob'], '１９６０／０３／０４'],
  ],
  'e-mail addresses': [
    ['mail me at john.smith@gmail.com.', ['email'], 'john.smith@gmail.com'],
    ['JOHN_SMITH+retire@Example.co.uk', ['email'], 'JOHN_SMITH+retire@Example.co.uk'],
    ['ｊｏｈｎ＠ｅｘａｍｐｌｅ．ｃｏｍ', ['email'], 'ｊｏｈｎ＠ｅｘａｍｐｌｅ．ｃｏｍ'],
    ['john\u200b@example.com', ['email'], 'john\u200b@example.com'],
    ['pat1960@aol.com', ['email'], 'pat1960@aol.com'],
  ],
  'phone numbers': [
    ['call me at (617) 555-1234', ['phone'], '(617) 555-1234'],
    ['617-555-1234', ['phone'], '617-555-1234'],
    ['617.555.1234', ['phone'], '617.555.1234'],
    ['6175551234', ['phone'], '6175551234'],
    ['617 555 1234', ['phone'], '617 555 1234'],
    ['+1 617 555 1234', ['phone'], '+1 617 555 1234'],
    ['1-617-555-1234', ['phone'], '1-617-555-1234'],
    ['+44 20 7946 0958', ['phone'], '+44 20 7946 0958'],
    ['call me at 555-1234', ['phone'], '555-1234'],
    ['（６１７） ５５５－１２３４', ['phone'], '６１７） ５５５－１２３４'],
    ['call me 617 555 12 34', ['phone'], '617 555 12 34'],
    ['cell 617_555_1234', ['phone'], '617_555_1234'],
    ['617555 1234', ['phone'], '617555 1234'],
    [
      'six one seven, five five five, oh one four three',
      ['phone'],
      'six one seven, five five five, oh one four three',
    ],
    ['six-one-seven five-five-five one-two-three-four', ['phone'], 'six-one-seven'],
  ],
};

describe('redact: every variant is masked and its kind reported', () => {
  for (const [group, cases] of Object.entries(VARIANTS)) {
    describe(group, () => {
      for (const [text, kinds, secret] of cases) {
        it(`masks "${text}"`, () => {
          const r = redact(text);
          expect(r.kinds).toEqual(kinds);
          expect(r.text).not.toContain(secret);
          if (digitsOf(secret)) expect(digitsOf(r.text)).not.toContain(digitsOf(secret));
          expect(r.text).toMatch(/\[[a-zA-Z -]+ removed\]/);
        });
      }
    });
  }
});

describe('redact: the masked text reads as the visitor wrote it', () => {
  it('replaces exactly the item in the original text, invisible characters and all', () => {
    expect(redact('My SSN is １２３－４５－６７８９, thanks!').text).toBe(
      'My SSN is [SSN removed], thanks!',
    );
    expect(redact('ssn: 123\u200b-45-6789\u00a0ok').text).toBe('ssn: [SSN removed]\u00a0ok');
    expect(redact('Ｃａｌｌ （６１７） ５５５－１２３４ ｐｌｅａｓｅ').text).toBe(
      'Ｃａｌｌ [phone number removed] ｐｌｅａｓｅ',
    );
    expect(redact('café ½ — born 𝟏𝟗𝟔𝟎-03-04, thanks').text).toBe(
      'café ½ — born [date of birth removed], thanks',
    );
  });

  it('masks spelled and other-script numbers over exactly their own words and digits', () => {
    expect(redact('My SSN is one two three, four five, six seven eight nine, thanks!').text).toBe(
      'My SSN is [SSN removed], thanks!',
    );
    expect(redact('رقمي ١٢٣-٤٥-٦٧٨٩ شكرا').text).toBe('رقمي [SSN removed] شكرا');
    expect(redact('ssn \u200f१२३\u200e-४५-६७८९ ok').text).toBe('ssn \u200f[SSN removed] ok');
    expect(redact('mail it to 45B Commonwealth Ave Apt 3. Thanks').text).toBe(
      'mail it to [street address removed]. Thanks',
    );
  });

  it('reports several kinds once each, in a fixed order', () => {
    const r = redact('dob 1/2/1955, ssn 123-45-6789, again 123-45-6789, card 4111111111111111');
    expect(r.kinds).toEqual(['ssn', 'card', 'dob']);
    expect(r.text).toBe(
      'dob [date of birth removed], ssn [SSN removed], again [SSN removed], card [card number removed]',
    );
  });

  it('masks a whole card: number, expiry date and security code', () => {
    expect(redact('card 4111 1111 1111 1111 exp 04/27 cvv 123').text).toBe(
      'card [card number removed] exp [card expiry date removed] cvv [card security code removed]',
    );
  });

  it('masks routing and account numbers given together', () => {
    const r = redact('routing 011000015 account 12345678');
    expect(r.text).toBe('routing [routing number removed] account [account number removed]');
    expect(r.kinds).toEqual(['routing', 'account']);
  });

  it('treats a bare nine-digit number as an SSN when its routing checksum fails', () => {
    expect(redact('routing 123456789 (checksum fails)')).toEqual({
      text: 'routing [SSN removed] (checksum fails)',
      kinds: ['ssn'],
    });
  });

  it('finds several items in one run of numbers', () => {
    expect(redact('ssn 123-45-6789 4111 1111 1111 1111').text).toBe(
      'ssn [SSN removed] [card number removed]',
    );
  });

  it('returns an empty result for non-string input instead of throwing', () => {
    expect(redact(undefined as unknown as string)).toEqual({ text: '', kinds: [] });
    expect(redact(42 as unknown as string)).toEqual({ text: '', kinds: [] });
    expect(redact('')).toEqual({ text: '', kinds: [] });
  });
});

describe('redact: a number split across two messages', () => {
  it('masks both parts of an SSN and reports it in both messages', () => {
    expect(redact('6789', { previous: 'my ssn is 123-45' })).toEqual({
      text: '[SSN removed]',
      kinds: ['ssn'],
      previous: { text: 'my ssn is [SSN removed]', kinds: ['ssn'] },
    });
    expect(redact('1111 1111 and thanks', { previous: 'card 4111 1111' }).text).toBe(
      '[card number removed] and thanks',
    );
  });

  it('reads a cue in the previous message for a number that opens this one', () => {
    expect(redact('21 909 9999')).toEqual({ text: '21 909 9999', kinds: [] });
    expect(redact('21 909 9999', { previous: 'my social security number is' }).text).toBe(
      '[SSN removed]',
    );
  });

  it('reads the previous message as stored: a label is no cue', () => {
    expect(redact('12 345 6789', { previous: 'I sent [SSN removed]' })).toEqual({
      text: '12 345 6789',
      kinds: [],
      previous: { text: 'I sent [SSN removed]', kinds: [] },
    });
  });

  it('reports an item wholly in the previous message for that message only', () => {
    expect(redact('thanks', { previous: 'my ssn is 123-45-6789' })).toEqual({
      text: 'thanks',
      kinds: [],
      previous: { text: 'my ssn is [SSN removed]', kinds: ['ssn'] },
    });
  });

  it('joins no number across the end of a sentence', () => {
    const previous = 'I retire in 2026.';
    expect(redact('4/15 works, 617 is my area', { previous })).toEqual({
      text: '4/15 works, 617 is my area',
      kinds: [],
      previous: { text: previous, kinds: [] },
    });
  });

  it('ignores a previous message that is not text', () => {
    expect(redact('6789', { previous: 42 as unknown as string })).toEqual({
      text: '6789',
      kinds: [],
    });
  });
});

describe('redact: the firm’s own phone number stays', () => {
  const keepPhones = [FIRM];
  it.each([
    'Call (617) 555-0142',
    'call 617-555-0142 or 617.555.0142',
    '6175550142',
    '+1 617 555 0142',
    '1-617-555-0142',
    'call ５５５－０１４２',
    'call six one seven, five five five, oh one four two',
    'call ٦١٧ ٥٥٥ ٠١ ٤٢',
    '617_555_0142',
  ])('keeps "%s"', (text) => {
    expect(redact(text, { keepPhones })).toEqual({ text, kinds: [] });
  });

  it('still masks every other number', () => {
    expect(redact('call (617) 555-0142, not (617) 555-0143', { keepPhones }).text).toBe(
      'call (617) 555-0142, not [phone number removed]',
    );
  });
});

describe('redact: toll-free numbers belong to businesses and agencies', () => {
  it.each([
    'Call Social Security at 1-800-772-1213',
    'Medicare: 1-800-633-4227',
    'the insurer said call 888 555 0199',
    '(877) 555-0100',
  ])('keeps "%s"', (text) => {
    expect(redact(text)).toEqual({ text, kinds: [] });
  });

  it('masks a personal number beside one', () => {
    expect(redact('SSA is 800-772-1213, my cell is 617-555-0199').text).toBe(
      'SSA is 800-772-1213, my cell is [phone number removed]',
    );
  });
});

/** Ordinary money talk, as visitors and answers write it. */
const MONEY_TALK = [
  'I have $1,250,000 saved and want $85,000 a year',
  'my balance is $123456789',
  'I have 123456789 shares',
  'the limit is $24,500 (24500) plus 7,500 catch-up, or 11250 at 60-63',
  '1.5 million in the 401(k) and 250k in a Roth',
  'I turn 67 in 2026 and retired in 2019',
  'we are 65 and 63, married 40 years',
  'ages 62-70, between 2026 and 2030',
  'RMDs start at 73 (75 if born 1960 or later)',
  'I was born in 1958',
  'I was born in 1958 and retire on 4/15/2026',
  'on 4/15/2026 I retire',
  'the deadline is 12/31/2026',
  'May 5, 2026 is my last day',
  'I live in ZIP 02108-1234, near 02116',
  'my 401(k) and 403(b) are at 4.5% and 7.25%',
  'a 457 plan, a 401k and a 403b',
  'Form 1099-R, W-2, 8606, SSA-1099, 1040-SR and 5329',
  'IRMAA starts at $109,000 and the Part B premium is $202.90',
  'Social Security COLA 2.8% in 2026; earnings test $24,480',
  'my social security is 2,500 a month',
  'the 5-year rule, the 10-year rule, 60 days',
  'card ending 4242',
  'order 4111 1111 1111 1112 is not a real card',
  'my account has 250000 dollars',
  'my account balance is 250000',
  'policy 1035 exchange',
  'a 7% guaranteed roll-up for 10 years',
  'invalid numbers 000-12-3456, 666-12-3456, 123-00-4567, 123-45-0000',
  'my printer won’t connect to the wifi',
  'we meet at 10:30 or 2:15',
  'a 60/40 or 70:30 mix, ratio 3:2:1, steps 1|2|3',
  'dates 1/2/2026, 3/4/2026 and 5/6/2026',
  'the years 2019, 2020, 2021, 2022 and 2023',
  'ZIP 02108, 02116 or 02134',
  'my CD expires 12/31/2026',
  'my license expires 04/15/2027',
  'born in 1958, 1.5 million in my 401k',
  'IRA_2024 contribution 7000',
  'we’re sixty-five and sixty-two',
  'I retire in twenty twenty six at sixty seven',
  'one of my two kids has three grandkids',
  'oh no, I forgot',
  'we have 2 rental houses on Main Street',
  'it is a 2 way street',
  'I drove 30 miles down the road',
  'MassHealth pays 2,000 a month; the passport fee is 130 dollars',
  'I have had my license 40 years',
  'the ٤٠١(k) at ٦٧ in ٢٠٢٦ with $١٬٢٥٠٬٠٠٠',
];

describe('redact: ordinary money talk stays as written', () => {
  it.each(MONEY_TALK)('leaves "%s"', (text) => {
    expect(redact(text)).toEqual({ text, kinds: [] });
  });

  it('leaves every text of the knowledge base and every evaluation question', () => {
    // Questions that already carry a redaction label are written about personal numbers.
    const questions = EVAL_SET.map((c) => c.q).filter((q) => !/ removed\]/.test(q));
    const texts = [...TOPICS.flatMap(topicText), ...questions];
    expect(texts.length).toBeGreaterThan(300);
    const changed = texts.filter((text) => redact(text, { keepPhones: [FIRM] }).kinds.length);
    expect(changed).toEqual([]);
  });
});
