/**
 * The published rules that tell an identifier from a number that only looks like one: check
 * digits (Luhn, ABA, IBAN mod-97) and the ranges never issued (SSA, IRS). Each takes ASCII
 * digits (or, for an IBAN, letters and digits) and costs time linear in its input.
 */

/** Luhn's check digit, as every payment card carries. */
export function luhnValid(d: string): boolean {
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let v = d.charCodeAt(d.length - 1 - i) - 48;
    if (i % 2 === 1) v = v > 4 ? v * 2 - 9 : v * 2;
    sum += v;
  }
  return sum % 10 === 0;
}

/** The number spelled by the ASCII digits d[from, to). */
function value(d: string, from: number, to: number): number {
  let v = 0;
  for (let i = from; i < to; i++) v = v * 10 + d.charCodeAt(i) - 48;
  return v;
}

/** Federal Reserve routing symbols: the first two digits of an ABA routing number. */
const ABA_PREFIX = (p: number) =>
  p <= 12 || (p >= 21 && p <= 32) || (p >= 61 && p <= 72) || p === 80;

/** An ABA routing number: a Federal Reserve prefix and the 3-7-1 weighted checksum. */
export function abaValid(d: string): boolean {
  if (d.length !== 9 || !ABA_PREFIX(value(d, 0, 2))) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (d.charCodeAt(i) - 48) * ([3, 7, 1][i % 3] as number);
  return sum % 10 === 0;
}

/** An SSN the SSA may issue: area not 000, 666 or 9xx; group not 00; serial not 0000. */
export function ssnValid(d: string): boolean {
  const area = value(d, 0, 3);
  return (
    d.length === 9 &&
    area !== 0 &&
    area !== 666 &&
    area < 900 &&
    value(d, 3, 5) !== 0 &&
    value(d, 5, 9) !== 0
  );
}

/** An ITIN: area 9xx, group 50-65, 70-88, 90-92 or 94-99. */
export function itinValid(d: string): boolean {
  const group = value(d, 3, 5);
  const groupValid =
    (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group !== 93);
  return d.length === 9 && value(d, 0, 3) >= 900 && groupValid;
}

/** The EIN prefixes the IRS does not assign. */
const EIN_UNASSIGNED = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);

/** An EIN: nine digits with a prefix the IRS assigns. */
export const einValid = (d: string) => d.length === 9 && !EIN_UNASSIGNED.has(value(d, 0, 2));

/** A letter or digit's value in an IBAN: 0-9, then A-Z as 10-35; -1 for anything else. */
export function ibanValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  const upper = c & ~32;
  return upper >= 65 && upper <= 90 ? upper - 55 : -1;
}

/** Appends a value (0-35) to a remainder modulo 97. */
export const mod97 = (r: number, v: number) => (v < 10 ? r * 10 + v : r * 100 + v) % 97;

/**
 * An IBAN's first four characters (country letters, check digits 02-98) as the six digits the
 * check moves to its end, or -1.
 */
export function ibanHead(t: string, i: number): number {
  const check = (t.charCodeAt(i + 2) - 48) * 10 + t.charCodeAt(i + 3) - 48;
  if (!(check >= 2 && check <= 98)) return -1;
  return ibanValue(t.charCodeAt(i)) * 10000 + ibanValue(t.charCodeAt(i + 1)) * 100 + check;
}

/**
 * Whether an IBAN is valid (mod-97 of the whole is 1), from the remainder of its account part
 * and its `ibanHead`.
 */
export const ibanValid = (bban: number, head: number) => (bban * 1_000_000 + head) % 97 === 1;
