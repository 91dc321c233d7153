/**
 * Social Security worked out the official way: full retirement age by birth year, SSA's
 * reduction for claiming early (5/9 of 1% a month for the first 36 months, 5/12 of 1% beyond)
 * and delayed retirement credits (2/3 of 1% a month, to 70), the break-even age between two
 * claiming ages, the earnings test, and IRS Publication 915's worksheet for the taxable part.
 */
import { FIGURES } from '../kb/figures.ts';

/** Full retirement age in months, by birth year (SSA: 66 for 1943-54, +2 months a year to 67). */
export function fraMonths(birthYear: number): number {
  if (birthYear >= 1960) return 67 * 12;
  if (birthYear <= 1954) return 66 * 12;
  return 66 * 12 + (birthYear - 1954) * 2;
}

/**
 * A widow's or widower's full retirement age in months: two years behind a worker's born the
 * same year (SSA's survivors planner: 66 for 1945-56, then 2 months a year to 67 from 1962).
 */
export function survivorFraMonths(birthYear: number): number {
  return fraMonths(birthYear - 2);
}

/**
 * The share of the late spouse's benefit a survivor gets claiming at `claimMonths` of age: 71.5%
 * at 60, rising by an equal fraction each month to 100% at the survivor's full retirement age.
 */
export function survivorFactor(birthYear: number, claimMonths: number): number {
  const fra = survivorFraMonths(birthYear);
  const at = Math.max(claimMonths, 60 * 12);
  return at >= fra ? 1 : 1 - (0.285 * (fra - at)) / (fra - 60 * 12);
}

/** "67" or "66 and 10 months". */
export function describeMonths(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest === 0 ? `${years}` : `${years} and ${rest} months`;
}

/**
 * The share of the full benefit paid when claiming at `claimMonths` of age: below 1 early,
 * above 1 with delayed credits (none accrue after 70).
 */
export function claimFactor(birthYear: number, claimMonths: number): number {
  const fra = fraMonths(birthYear);
  const at = Math.min(Math.max(claimMonths, 62 * 12), 70 * 12);
  if (at < fra) {
    const early = fra - at;
    return 1 - (Math.min(early, 36) * 5) / 900 - (Math.max(0, early - 36) * 5) / 1200;
  }
  return 1 + ((at - fra) * 2) / 300;
}

/** The monthly check, in whole dollars, from a full benefit claimed at a whole `age`. */
export function checkAtAge(fullBenefit: number, birthYear: number, age: number): number {
  return Math.round(fullBenefit * claimFactor(birthYear, age * 12));
}

/**
 * The age (in years) at which claiming later has paid as much in total as claiming earlier,
 * ignoring cost-of-living raises (which scale both) and interest.
 */
export function breakEvenAge(
  early: { age: number; monthly: number },
  late: { age: number; monthly: number },
): number | undefined {
  if (late.age <= early.age || late.monthly <= early.monthly) return undefined;
  const months = (early.monthly * (late.age - early.age) * 12) / (late.monthly - early.monthly);
  return late.age + months / 12;
}

/**
 * Benefits held back under the earnings test: $1 for every $2 over the yearly limit before the
 * year of full retirement age, $1 for every $3 over the higher limit in that year.
 */
export function earningsWithheld(earnings: number, yearOfFra = false): number {
  const limit = yearOfFra ? FIGURES.earningsTestFraYear.amount : FIGURES.earningsTest.amount;
  return Math.max(0, earnings - limit) / (yearOfFra ? 3 : 2);
}

export interface TaxableBenefits {
  /** Half the benefits plus all other income (line 7 of worksheet 1, "provisional income"). */
  provisional: number;
  /** The taxable part of the benefits (line 18). */
  taxable: number;
  /** The base amount ($25,000 single, $32,000 joint). */
  base: number;
  /** The second threshold ($34,000 single, $44,000 joint). */
  upper: number;
}

/**
 * IRS Publication 915, worksheet 1: the taxable part of a year's Social Security benefits.
 * `otherIncome` is all other income in AGI plus tax-exempt interest, before adjustments. A
 * married person filing separately who lived with the spouse at any time in the year has base
 * amounts of zero (`separateTogether`): 85% of the lesser of the benefits and that income.
 */
export function taxableBenefits(
  benefits: number,
  otherIncome: number,
  joint: boolean,
  separateTogether = false,
): TaxableBenefits {
  const base = separateTogether ? 0 : (joint ? FIGURES.ssTaxJoint50 : FIGURES.ssTaxSingle50).amount;
  const upper = separateTogether
    ? 0
    : (joint ? FIGURES.ssTaxJoint85 : FIGURES.ssTaxSingle85).amount;
  const half = benefits / 2; // line 2
  const provisional = half + otherIncome; // line 7
  const over = provisional - base; // line 9
  if (over <= 0) return { provisional, taxable: 0, base, upper };
  const band = upper - base; // line 10
  const above = Math.max(0, over - band); // line 11
  const within = Math.min(over, band); // line 12
  const fromBand = Math.min(half, within / 2); // lines 13-14
  const worksheet = fromBand + above * 0.85; // lines 15-16
  return { provisional, taxable: Math.min(worksheet, benefits * 0.85), base, upper }; // 17-18
}

/**
 * The share of the spousal benefit (half the worker's full benefit) paid when claimed at
 * `claimMonths` of age: 25/36 of 1% less a month for the first 36 months before full retirement
 * age, 5/12 of 1% beyond; no delayed credits after it.
 */
export function spousalFactor(birthYear: number, claimMonths: number): number {
  const early = Math.max(0, fraMonths(birthYear) - Math.max(claimMonths, 62 * 12));
  return 1 - (Math.min(early, 36) * 25) / 3600 - (Math.max(0, early - 36) * 5) / 1200;
}

/**
 * A spouse's monthly check on a worker's record (SSA): their own benefit, reduced for claiming
 * early, plus the amount by which half the worker's full benefit exceeds their own full benefit,
 * reduced by the spousal factor.
 */
export function spousalCheck(
  workerFull: number,
  ownFull: number,
  birthYear: number,
  claimMonths: number,
): { own: number; topUp: number; total: number } {
  const own = ownFull * claimFactor(birthYear, Math.min(claimMonths, fraMonths(birthYear)));
  const topUp = Math.max(0, workerFull / 2 - ownFull) * spousalFactor(birthYear, claimMonths);
  return { own, topUp, total: own + topUp };
}

/** The 2026 cost-of-living adjustment (SSA, 2026 COLA fact sheet). */
export const COLA_2026 = 0.028;

/**
 * A monthly benefit after the 2026 COLA: raised by 2.8% and, as SSA does, rounded down to the
 * dime.
 */
export function afterCola(monthly: number): number {
  if (monthly <= 0) throw new Error('the monthly benefit must be > 0');
  return Math.floor(Math.round(monthly * (1 + COLA_2026) * 1000) / 100) / 10;
}
