/**
 * Federal income tax pieces for 2026 (IRS Rev. Proc. 2025-32 and the One Big Beautiful Bill Act):
 * the standard deduction with the extra amount at 65, the senior deduction and its phase-out,
 * the room left in the 0% long-term capital-gains bracket, and the home-sale exclusion.
 */
import { FIGURES, type Figure, fig } from '../kb/figures.ts';
import { taxableBenefits } from './social-security.ts';

/** The standard deduction for a filer, with the extra amount for each person 65 or older. */
export function standardDeduction(joint: boolean, peopleOver65: number, blind = 0): number {
  // Blindness adds the same additional amount as age 65, each one counted (IRS Pub. 501).
  return joint
    ? FIGURES.stdJoint.amount + (Math.min(2, peopleOver65) + blind) * FIGURES.extra65Married.amount
    : FIGURES.stdSingle.amount + (Math.min(1, peopleOver65) + blind) * FIGURES.extra65Single.amount;
}

/**
 * The senior deduction for each person 65 or older (2025-2028): $6,000, less 6% of modified
 * AGI over $75,000 single or $150,000 joint.
 */
export function seniorDeductionEach(magi: number, joint: boolean): number {
  const line = (joint ? FIGURES.seniorPhaseJoint : FIGURES.seniorPhaseSingle).amount;
  return Math.max(0, FIGURES.seniorDeduction.amount - 0.06 * Math.max(0, magi - line));
}

/** Medical costs count only above this share of adjusted gross income (IRS Topic 502). */
export const MEDICAL_FLOOR = 0.075;

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

/**
 * The 2026 ordinary brackets (Rev. Proc. 2025-32): the rate in percent and the top of its band
 * in taxable income, single and joint; the last band has no top.
 */
export const BRACKET_TOPS: ReadonlyArray<readonly [rate: number, single: number, joint: number]> = [
  [10, FIGURES.bracket10Single.amount, FIGURES.bracket10Joint.amount],
  [12, FIGURES.bracket12Single.amount, FIGURES.bracket12Joint.amount],
  [22, FIGURES.bracket22Single.amount, FIGURES.bracket22Joint.amount],
  [24, FIGURES.bracket24Single.amount, FIGURES.bracket24Joint.amount],
  [32, FIGURES.bracket32Single.amount, FIGURES.bracket32Joint.amount],
  [35, FIGURES.bracket35Single.amount, FIGURES.bracket35Joint.amount],
  [37, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY],
];

/** One slice of added income and the rate it is taxed at. */
export interface Slice {
  rate: number;
  amount: number;
}

/**
 * The federal tax on ordinary income added on top of taxable income already there, bracket by
 * bracket: each slice is taxed at the rate of the band it falls in.
 */
export function taxOnAddedIncome(
  taxable: number,
  added: number,
  joint: boolean,
): { tax: number; slices: Slice[] } {
  if (taxable < 0 || added < 0) throw new Error('taxable income and the amount added must be >= 0');
  const slices: Slice[] = [];
  let from = taxable;
  let left = added;
  let floor = 0;
  for (const [percent, single, couple] of BRACKET_TOPS) {
    const top = joint ? couple : single;
    if (left > 0 && from < top) {
      const amount = Math.min(left, top - Math.max(from, floor));
      slices.push({ rate: percent / 100, amount });
      left -= amount;
      from += amount;
    }
    floor = top;
  }
  return { tax: slices.reduce((sum, s) => sum + s.rate * s.amount, 0), slices };
}

/**
 * Federal tax on a long-term gain stacked on taxable ordinary income: 0% up to the 0% line, 15%
 * up to the 15% line, 20% above (the 3.8% net investment income tax is not counted here).
 */
export function gainTax(
  taxableOrdinary: number,
  gain: number,
  joint: boolean,
): { tax: number; atZero: number; at15: number; at20: number } {
  if (gain < 0) throw new Error('the gain must be >= 0');
  const base = Math.max(0, taxableOrdinary);
  const zeroTop = zeroRateTop(joint);
  const fifteenTop = (joint ? FIGURES.cg15Joint : FIGURES.cg15Single).amount;
  const atZero = Math.min(gain, Math.max(0, zeroTop - base));
  const at15 = Math.min(gain - atZero, Math.max(0, fifteenTop - Math.max(base, zeroTop)));
  const at20 = gain - atZero - at15;
  return { tax: 0.15 * at15 + 0.2 * at20, atZero, at15, at20 };
}

/**
 * The federal credit for state death taxes (IRC § 2011(b) as of 2000), which Massachusetts
 * uses as its estate tax table: brackets of the adjusted taxable estate (the taxable estate less
 * $60,000), each a base amount plus a rate on the excess.
 */
const STATE_DEATH_CREDIT: ReadonlyArray<readonly [over: number, base: number, rate: number]> = [
  [40_000, 0, 0.008],
  [90_000, 400, 0.016],
  [140_000, 1_200, 0.024],
  [240_000, 3_600, 0.032],
  [440_000, 10_000, 0.04],
  [640_000, 18_000, 0.048],
  [840_000, 27_600, 0.056],
  [1_040_000, 38_800, 0.064],
  [1_540_000, 70_800, 0.072],
  [2_040_000, 106_800, 0.08],
  [2_540_000, 146_800, 0.088],
  [3_040_000, 190_800, 0.096],
  [3_540_000, 238_800, 0.104],
  [4_040_000, 290_800, 0.112],
  [5_040_000, 402_800, 0.12],
  [6_040_000, 522_800, 0.128],
  [7_040_000, 650_800, 0.136],
  [8_040_000, 786_800, 0.144],
  [9_040_000, 930_800, 0.152],
  [10_040_000, 1_082_800, 0.16],
];

/** The credit Massachusetts allows against that tax for deaths from 2023 (G.L. c. 65C § 2A(f)). */
export const MA_ESTATE_CREDIT = 99_600;

/**
 * Massachusetts estate tax on a taxable estate (Mass.gov, A guide to estate taxes): the state
 * death tax credit on the estate less $60,000, less the $99,600 credit, so nothing is due at or
 * under $2,000,000.
 */
export function maEstateTaxDue(taxableEstate: number): number {
  if (taxableEstate < 0) throw new Error('the estate must be >= 0');
  const adjusted = taxableEstate - 60_000;
  const row = [...STATE_DEATH_CREDIT].reverse().find(([over]) => adjusted > over);
  const credit = row ? row[1] + row[2] * (adjusted - row[0]) : 0;
  return Math.max(0, Math.round(credit - MA_ESTATE_CREDIT));
}

/**
 * Federal taxable income for 2026: the income that counts, the taxable part of Social Security
 * (Publication 915, worksheet 1) added, less the standard deduction with its extra amount at 65
 * and the senior deduction for each person 65 or older, phased out on that income.
 */
export function federalTaxableIncome(
  other: number,
  benefits: number,
  joint: boolean,
  peopleOver65: number,
): { ssTaxable: number; income: number; deduction: number; taxable: number } {
  const ssTaxable = benefits > 0 ? taxableBenefits(benefits, other, joint).taxable : 0;
  const income = other + ssTaxable;
  const deduction = deductionsAt(income, joint, peopleOver65);
  return { ssTaxable, income, deduction, taxable: Math.max(0, income - deduction) };
}

/**
 * The 2026 standard deduction with its extra amount at 65, and the senior deduction for each
 * person 65 or older, phased out on the income.
 */
export function deductionsAt(income: number, joint: boolean, peopleOver65: number): number {
  const over65 = Math.min(joint ? 2 : 1, peopleOver65);
  return standardDeduction(joint, over65) + over65 * seniorDeductionEach(income, joint);
}

/**
 * The Massachusetts income tax rate on wages, pensions and IRA withdrawals (Part B income), and
 * on long-term capital gains (Part C income).
 */
export const MA_RATE = 0.05;

/**
 * Massachusetts income tax for 2026 on income it taxes (Social Security and Massachusetts or
 * federal government pensions left out by the caller): 5% after the personal exemption and the
 * exemption for each person 65 or older (M.G.L. c. 62 § 3(B)(b)).
 */
export function maIncomeTax(
  income: number,
  joint: boolean,
  peopleOver65: number,
): { exemptions: number; taxable: number; tax: number } {
  const exemptions =
    (joint ? FIGURES.maExemptionJoint : FIGURES.maExemptionSingle).amount +
    Math.min(joint ? 2 : 1, peopleOver65) * FIGURES.maExemption65.amount;
  const taxable = Math.max(0, income - exemptions);
  return { exemptions, taxable, tax: Math.round(taxable * MA_RATE) };
}

/** 2026 brackets: the rate and the top of its band of taxable income, single and joint. */
const BRACKETS: ReadonlyArray<
  readonly [rate: number, single: Figure | null, joint: Figure | null]
> = [
  [10, FIGURES.bracket10Single, FIGURES.bracket10Joint],
  [12, FIGURES.bracket12Single, FIGURES.bracket12Joint],
  [22, FIGURES.bracket22Single, FIGURES.bracket22Joint],
  [24, FIGURES.bracket24Single, FIGURES.bracket24Joint],
  [32, FIGURES.bracket32Single, FIGURES.bracket32Joint],
  [35, FIGURES.bracket35Single, FIGURES.bracket35Joint],
  [37, null, null],
];

/** The 2026 bracket a taxable income's top dollars are in, and the line it starts at. */
function bracketAt(taxable: number, joint: boolean) {
  const index = BRACKETS.findIndex(([, single, couple]) => {
    const top = joint ? couple : single;
    return top === null || taxable <= top.amount;
  });
  const [rate, single, couple] = BRACKETS[index] as (typeof BRACKETS)[number];
  const below = index > 0 ? (BRACKETS[index - 1] as (typeof BRACKETS)[number]) : null;
  return { rate, top: joint ? couple : single, from: below ? (joint ? below[2] : below[1]) : null };
}

/** The line a taxable income's top bracket starts at (0 in the first), for 2026. */
export function bracketFloor(taxable: number, joint: boolean): number {
  return bracketAt(taxable, joint).from?.amount ?? 0;
}

/** The bracket a taxable income's top dollars are in, and its band, for 2026. */
export function bracketOf(taxable: number, joint: boolean): string {
  const { rate, top, from } = bracketAt(taxable, joint);
  const band = top
    ? `${from ? fig(from) : '$0'} to ${fig(top)}`
    : `over ${fig(joint ? FIGURES.bracket35Joint : FIGURES.bracket35Single)}`;
  return `the ${rate}% bracket (${band} of taxable income for 2026)`;
}
