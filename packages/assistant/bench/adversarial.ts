/**
 * Inputs that make a backtracking pattern or a scanner do the most work: each takes a length in
 * characters and returns a text of exactly that length. Used by the redactor's bench and its
 * linear-time test.
 */

const fill = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

export const ADVERSARIAL: Record<string, (length: number) => string> = {
  whitespace: (n) => fill(' ', n),
  'Unicode spaces and invisible characters': (n) => fill(' \u00a0\u2009\u200b\t\u2060', n),
  "'account' then whitespace": (n) => `account${fill(' ', n - 7)}`,
  'digits with separators': (n) => fill('1-2 3.4/5 (6) ', n),
  'SSN-shaped numbers': (n) => fill('123-45-6789 ', n),
  'card-shaped numbers': (n) => fill('4111 1111 1111 1111 ', n),
  'full-width digits and dashes': (n) => fill('１２３－４５－６７８９ ', n),
  'cue words repeated': (n) => fill('ssn account number is born routing exp cvv call ', n),
  'cue words and numbers': (n) => fill('account number 12 born 3 ssn 45 ', n),
  'e-mail-like run without @': (n) => fill('a.', n),
  'e-mail-like run of @': (n) => fill('a@', n),
  'one e-mail address with a long domain': (n) => `x@${fill('a.', n - 5)}com`,
  'digits between _ | : , and \\': (n) => fill('1_2|3:4,5\\6_7|8:9,0\\', n),
  'Arabic-Indic digits': (n) => fill('١٢٣-٤٥-٦٧٨٩ ', n),
  'Devanagari digits between bidi marks': (n) => fill('\u200f१२३\u200e-४५-\u202e६७८९\u202c ', n),
  'number words': (n) => fill('one two three four five six seven eight nine ', n),
  'number words joined by separators': (n) => fill('twenty-one,double five|oh-', n),
  'number words that spell no digit': (n) => fill('oh o double triple oh ', n),
  'address-like text without a street type': (n) => fill('12 elm oak pine birch ', n),
  'address-like text': (n) => fill('12 Elm Elm Elm Street Apt 3 ', n),
  'IBAN-like groups': (n) => fill('GB82 WEST 1234 ', n),
  'Medicare-like characters': (n) => fill('1EG4 TE5 MK7 ', n),
  'redaction labels': (n) => fill('[SSN removed] 123 [', n),
  'money talk': (n) =>
    fill('I have $1,250,000 saved and want $85,000 a year from my 401(k) at 67 in 2026. ', n),
};
