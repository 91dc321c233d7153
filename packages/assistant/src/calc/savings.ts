/**
 * Savings worked out: the 2026 contribution limits with the catch-ups by age (IRS Notice 2025-67
 * and Rev. Proc. 2025-19), the required minimum distribution from a balance (IRS Publication
 * 590-B, Uniform Lifetime Table, in use since 2022), and a withdrawal rate from savings.
 */
import { FIGURES } from '../kb/figures.ts';

/** 401(k), 403(b), governmental 457 and TSP deferrals for someone this age at year end. */
export function deferralLimit(age: number): number {
  const catchUp =
    age >= 60 && age <= 63 ? FIGURES.catchUp6063.amount : age >= 50 ? FIGURES.catchUp50.amount : 0;
  return FIGURES.deferral.amount + catchUp;
}

/**
 * The traditional IRA deduction of someone covered by a workplace plan, or married to someone who
 * is (IRS Publication 590-A, worksheet 1-2): the year's limit reduced in proportion to how far
 * modified AGI is into the phase-out range, rounded up to the next $10, and at least $200 while
 * any is left.
 */
export function iraDeduction(limit: number, magi: number, start: number, end: number): number {
  if (magi <= start) return limit;
  if (magi >= end) return 0;
  const share = Math.ceil((limit * (end - magi)) / (end - start) / 10) * 10;
  return Math.min(limit, Math.max(200, share));
}

/** Traditional and Roth IRA contributions together. */
export function iraLimit(age: number): number {
  return FIGURES.iraLimit.amount + (age >= 50 ? FIGURES.iraCatchUp.amount : 0);
}

/** HSA contributions for self-only or family coverage, with the catch-up from 55. */
export function hsaLimit(family: boolean, age: number): number {
  return (
    (family ? FIGURES.hsaFamily : FIGURES.hsaSelf).amount +
    (age >= 55 ? FIGURES.hsaCatchUp.amount : 0)
  );
}

/** Publication 590-B, Appendix B, Table III (Uniform Lifetime), ages 72 to 120. */
const UNIFORM_LIFETIME = [
  27.4, 26.5, 25.5, 24.6, 23.7, 22.9, 22.0, 21.1, 20.2, 19.4, 18.5, 17.7, 16.8, 16.0, 15.2, 14.4,
  13.7, 12.9, 12.2, 11.5, 10.8, 10.1, 9.5, 8.9, 8.4, 7.8, 7.3, 6.8, 6.4, 6.0, 5.6, 5.2, 4.9, 4.6,
  4.3, 4.1, 3.9, 3.7, 3.5, 3.4, 3.3, 3.1, 3.0, 2.9, 2.8, 2.7, 2.5, 2.3, 2.0,
] as const;

/** The distribution period for the age reached this year, from 72. */
export function distributionPeriod(age: number): number | undefined {
  if (age < 72) return undefined;
  return UNIFORM_LIFETIME[Math.min(age - 72, UNIFORM_LIFETIME.length - 1)];
}

/** This year's RMD: last December 31's balance divided by the distribution period. */
export function rmdAmount(balance: number, age: number): number | undefined {
  const period = distributionPeriod(age);
  return period === undefined ? undefined : balance / period;
}

/** The yearly gap savings must fill, and what share of savings that is. */
export function withdrawalRate(savings: number, yearlyGap: number): number {
  return savings > 0 ? yearlyGap / savings : Number.POSITIVE_INFINITY;
}
