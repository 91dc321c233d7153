/**
 * Federal income tax pieces for 2026 (IRS Rev. Proc. 2025-32 and the One Big Beautiful Bill Act):
 * the standard deduction with the extra amount at 65, the senior deduction and its phase-out,
 * the room left in the 0% long-term capital-gains bracket, and the home-sale exclusion.
 */
import { FIGURES } from '../kb/figures.ts';

/** The standard deduction for a filer, with the extra amount for each person 65 or older. */
export function standardDeduction(joint: boolean, peopleOver65: number): number {
  return joint
    ? FIGURES.stdJoint.amount + Math.min(2, peopleOver65) * FIGURES.extra65Married.amount
    : FIGURES.stdSingle.amount + Math.min(1, peopleOver65) * FIGURES.extra65Single.amount;
}

/**
 * The senior deduction for each person 65 or older (2025-2028): $6,000, less 6% of modified
 * AGI over $75,000 single or $150,000 joint.
 */
export function seniorDeductionEach(magi: number, joint: boolean): number {
  const line = (joint ? FIGURES.seniorPhaseJoint : FIGURES.seniorPhaseSingle).amount;
  return Math.max(0, FIGURES.seniorDeduction.amount - 0.06 * Math.max(0, magi - line));
}

/** The top of the 0% long-term capital-gains bracket, in taxable income. */
export function zeroRateTop(joint: boolean): number {
  return (joint ? FIGURES.cg0Joint : FIGURES.cg0Single).amount;
}

/**
 * How much long-term gain (or qualified dividends) fits in the 0% bracket, given taxable
 * ordinary income (after deductions). Deductions ordinary income did not use up are passed as
 * `unusedDeduction`: gains fill them first, tax-free, before counting toward the bracket.
 */
export function gainAtZero(taxableOrdinary: number, joint: boolean, unusedDeduction = 0): number {
  return Math.max(0, zeroRateTop(joint) - Math.max(0, taxableOrdinary)) + unusedDeduction;
}

/** The taxable part of a gain on a main home, after the $250,000 or $500,000 exclusion. */
export function homeSaleTaxable(gain: number, joint: boolean): number {
  const exclusion = (joint ? FIGURES.homeSaleJoint : FIGURES.homeSaleSingle).amount;
  return Math.max(0, gain - exclusion);
}
