import { describe, expect, it } from 'vitest';
import {
  gainAtZero,
  homeSaleTaxable,
  seniorDeductionEach,
  standardDeduction,
  zeroRateTop,
} from './tax.ts';

describe('2026 federal tax pieces', () => {
  it('adds the extra standard deduction for each person 65 or older', () => {
    expect(standardDeduction(true, 2)).toBe(35_500);
    expect(standardDeduction(true, 1)).toBe(33_850);
    expect(standardDeduction(false, 1)).toBe(18_150);
    expect(standardDeduction(false, 0)).toBe(16_100);
  });

  it('phases the senior deduction out by 6% of income over the line', () => {
    expect(seniorDeductionEach(140_000, true)).toBe(6_000);
    expect(seniorDeductionEach(160_000, true)).toBe(5_400);
    expect(seniorDeductionEach(180_000, true)).toBe(4_200);
    expect(seniorDeductionEach(250_000, true)).toBe(0);
    expect(seniorDeductionEach(85_000, false)).toBe(5_400);
  });

  it('fits gains into what is left of the 0% bracket', () => {
    expect(zeroRateTop(true)).toBe(98_900);
    expect(gainAtZero(30_000, false)).toBe(19_450);
    expect(gainAtZero(60_000, true)).toBe(38_900);
    expect(gainAtZero(120_000, true)).toBe(0);
    // $40,000 of pension against $47,500 of deductions leaves $7,500 for gains first.
    expect(gainAtZero(0, true, 7_500)).toBe(106_400);
  });

  it('excludes $250,000 or $500,000 of a home-sale gain', () => {
    expect(homeSaleTaxable(800_000, true)).toBe(300_000);
    expect(homeSaleTaxable(200_000, false)).toBe(0);
  });
});
