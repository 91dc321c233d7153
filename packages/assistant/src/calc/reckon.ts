/**
 * Small calculations the knowledge base uses to work out a figure for one visitor: ages, birth
 * years, the RMD age, full retirement age and the reduction for claiming early.
 */
import { dollars } from '../kb/figures.ts';
import type { Details } from '../types.ts';
import { checkAtAge, describeMonths, fraMonths } from './social-security.ts';

/** The year the knowledge base's figures are for. */
export const THIS_YEAR = 2026;

/** The visitor's age this year: the one they gave, or worked out from their birth year. */
export function ageOf(d: Details): number | undefined {
  return d.ages[0] ?? (d.birthYear ? THIS_YEAR - d.birthYear : undefined);
}

/** The visitor's age at the end of this year, which contribution limits and catch-ups go by. */
export function ageAtYearEnd(d: Details): number | undefined {
  return d.yearEndAge ?? ageOf(d);
}

/** The visitor's birth year: the one they gave, or this year minus their age. */
export function birthYearOf(d: Details): number | undefined {
  return d.birthYear ?? (d.ages[0] ? THIS_YEAR - d.ages[0] : undefined);
}

/** The age RMDs start under SECURE 2.0: 73 if born 1951 to 1959, 75 if born 1960 or later. */
export function rmdAge(birthYear: number): number {
  return birthYear >= 1960 ? 75 : 73;
}

/** Full retirement age by birth year, as years and months. */
export function fullRetirementAge(birthYear: number): { years: number; months: number } {
  if (birthYear >= 1960) return { years: 67, months: 0 };
  if (birthYear <= 1954) return { years: 66, months: 0 };
  return { years: 66, months: (birthYear - 1954) * 2 };
}

export function describeAge(age: { years: number; months: number }): string {
  return age.months === 0 ? `${age.years}` : `${age.years} and ${age.months} months`;
}

/**
 * The permanent cut for claiming a retirement benefit before full retirement age: 5/9 of 1% a
 * month for the first 36 months early, 5/12 of 1% for each month beyond.
 */
export function earlyClaimCut(monthsEarly: number): number {
  const first = Math.min(monthsEarly, 36);
  return (first * 5) / 9 + (Math.max(0, monthsEarly - 36) * 5) / 12;
}

/** A share as a rounded percentage, "30%" or "29.2%". */
export function percent(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)}%`;
}

/** A percentage with its article, as it is read aloud: "a 4.8%", "an 8%", "an 11.5%". */
export function aPercent(shown: string): string {
  return `${/^8|^1[18](?:\.|%|$)/.test(shown) ? 'an' : 'a'} ${shown}`;
}

/**
 * The visitor's full retirement age (in months), the birth year it follows from, and their full
 * benefit when they gave it ("2,400 at full retirement age", or an amount at 66 or 67).
 */
export function fullBenefitOf(d: Details): { fra: number; born: number; full?: number } {
  const given = birthYearOf(d);
  // Without a birth year, the visitor's "full benefit at 67" names their full retirement age.
  const stated = d.benefitAt.find((b) => b.age === 66 || b.age === 67);
  const fra = given !== undefined ? fraMonths(given) : (stated?.age ?? 67) * 12;
  const born = given ?? (fra === 67 * 12 ? 1960 : 1954);
  const atFra = d.benefitAt.find(
    (b) => b.age * 12 === fra || (fra % 12 === 0 && b.age === fra / 12),
  );
  return { fra, born, full: d.fullBenefit ?? atFra?.monthly };
}

/** An age as said: 64, "64 and a half", "65 and 3 months". */
export function ageText(age: number): string {
  const months = Math.round((age - Math.floor(age)) * 12);
  if (months === 0) return String(age);
  return `${Math.floor(age)} and ${months === 6 ? 'a half' : `${months} months`}`;
}

/** "about $1,680 a month at 62": the visitor's check at a claiming age, from their full benefit. */

export function checkAt(d: Details, age: number): string | undefined {
  const { born, full } = fullBenefitOf(d);
  if (full === undefined) return undefined;
  const check = checkAtAge(full, born, age);
  const share = Math.round((1000 * check) / full) / 10;
  return `about ${dollars(check)} a month at ${ageText(age)} (${share}% of your full benefit)`;
}

/**
 * The visitor's monthly check at each claiming age from 62 to 70, from their full benefit, for
 * the grounding of a claiming question; undefined without a full benefit.
 */
export function claimingTable(d: Details): string | undefined {
  const { fra, born, full } = fullBenefitOf(d);
  if (full === undefined) return undefined;
  const ages = [62, 63, 64, 65, 66, 67, 68, 69, 70];
  const checks = ages.map((age) => `${age}: ${dollars(checkAtAge(full, born, age))}`);
  return `The visitor's monthly check by claiming age (about, before cost-of-living raises), from a full benefit of ${dollars(full)} at ${describeMonths(fra)}: ${checks.join('; ')}.`;
}

/**
 * The 10% early-withdrawal tax, and so every exception to it, applies only before 59½: for a
 * visitor past it, the answer to any question of avoiding it is that there is none to avoid.
 * `asked`: whether a withdrawal can be made without the penalty (yes), a belief that it cannot
 * put for confirmation (no, it can), or whether one is owed (no). Undefined before 60 (59½
 * cannot be told from an age of 59).
 */
export function earlyPenaltyMoot(
  d: Details,
  asked: 'penalty-free' | 'denied' | 'exception' | 'owed',
): string | undefined {
  // Every age given is the visitor's past 59½: an age of another person ("dad passed at 80",
  // "my son is 30") beside theirs leaves whose age it is in doubt.
  const age = ageOf(d);
  if (age === undefined || d.ages.some((a) => a < 60) || age < 60) return undefined;
  const opening = {
    'penalty-free': 'Yes, for any purpose',
    denied: 'No, you can now, for any purpose',
    // "can i use the rule of 55?" at 61: no exception is needed.
    exception: 'No exception is needed',
    owed: 'No 10% penalty',
  }[asked];
  return `${opening}: at ${age} you are past 59½, and the 10% early-withdrawal penalty, with every exception to it (college, medical bills, a first home, the rule of 55), applies only to withdrawals before 59½. What you take from an IRA, 401(k) or 403(b) now owes only income tax on its pre-tax money, whatever you spend it on; a Roth's earnings come out tax-free once your first Roth has been open 5 years.`;
}
