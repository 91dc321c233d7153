import { describe, expect, it } from 'vitest';
import {
  federalTaxableIncome,
  gainAtZero,
  gainTax,
  homeSaleTaxable,
  maEstateTaxDue,
  maIncomeTax,
  seniorDeductionEach,
  standardDeduction,
  taxOnAddedIncome,
  zeroRateTop,
} from './tax.ts';

describe('2026 federal tax pieces', () => {
  it('adds the extra standard deduction for each person 65 or older', () => {
    expect(standardDeduction(true, 2)).toBe(35_500);
    expect(standardDeduction(true, 1)).toBe(33_850);
    expect(standardDeduction(false, 1)).toBe(18_150);
    expect(standardDeduction(false, 0)).toBe(16_100);
    expect(standardDeduction(false, 1, 1)).toBe(20_200);
    expect(standardDeduction(true, 2, 1)).toBe(37_150);
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

  it('taxes added income band by band', () => {
    // Joint: $2,800 fills the 12% band to $100,800, the other $2,200 is at 22%.
    const r = taxOnAddedIncome(98_000, 5_000, true);
    expect(r.slices).toEqual([
      { rate: 0.12, amount: 2_800 },
      { rate: 0.22, amount: 2_200 },
    ]);
    expect(Math.round(r.tax * 100) / 100).toBe(820);
    // Single: $5,400 at 12% to $50,400 and $14,600 at 22%.
    expect(Math.round(taxOnAddedIncome(45_000, 20_000, false).tax)).toBe(3_860);
    expect(taxOnAddedIncome(0, 10_000, false).slices).toEqual([{ rate: 0.1, amount: 10_000 }]);
    expect(() => taxOnAddedIncome(-1, 5, true)).toThrow();
  });

  it('stacks a long-term gain on ordinary income: 0%, then 15%, then 20%', () => {
    const r = gainTax(30_000, 25_000, false);
    expect(r).toMatchObject({ atZero: 19_450, at15: 5_550, at20: 0 });
    expect(r.tax).toBeCloseTo(832.5, 6);
    expect(gainTax(120_000, 10_000, true).tax).toBeCloseTo(1_500, 6);
    expect(gainTax(600_000, 100_000, true)).toMatchObject({ at15: 13_700, at20: 86_300 });
  });

  it('works the Massachusetts estate tax from the state death tax credit table', () => {
    expect(maEstateTaxDue(2_000_000)).toBe(0);
    expect(maEstateTaxDue(1_500_000)).toBe(0);
    // $2,340,000 adjusted: $106,800 + 8% of $300,000 = $130,800, less $99,600.
    expect(maEstateTaxDue(2_400_000)).toBe(31_200);
    // $2,940,000 adjusted: $146,800 + 8.8% of $400,000 = $182,000, less $99,600.
    expect(maEstateTaxDue(3_000_000)).toBe(82_400);
  });
});

describe('taxable income, federal and Massachusetts', () => {
  it('adds the taxable part of Social Security and takes off the deductions of people 65 or older', () => {
    // Single, 72: $28,000 of Social Security and $40,000 from an IRA. Publication 915: $40,000 +
    // $14,000 = $54,000; 85% of the $20,000 over $34,000 plus the lesser of $4,500 and $14,000 is
    // $21,500. Income $61,500; deductions $16,100 + $2,050 + $6,000 = $24,150.
    expect(federalTaxableIncome(40_000, 28_000, false, 1)).toEqual({
      ssTaxable: 21_500,
      income: 61_500,
      deduction: 24_150,
      taxable: 37_350,
    });
    // Joint, both 66, $100,000 of pension and IRA: $32,200 + 2 × $1,650 + 2 × $6,000 = $47,500.
    expect(federalTaxableIncome(100_000, 0, true, 2).taxable).toBe(52_500);
    // The senior deduction phases out at 6% of income over $150,000 joint: $200,000 takes $3,000.
    expect(federalTaxableIncome(200_000, 0, true, 2).deduction).toBe(35_500 + 2 * 3_000);
  });

  it('taxes Massachusetts income at 5% after the personal exemption and $700 for each person 65 or older', () => {
    // Single, 67, $20,000 of IRA withdrawals: $20,000 − $4,400 − $700 = $14,900; 5% is $745.
    expect(maIncomeTax(20_000, false, 1)).toEqual({ exemptions: 5_100, taxable: 14_900, tax: 745 });
    // Married, both 70, $60,000: $60,000 − $8,800 − $1,400 = $49,800; 5% is $2,490.
    expect(maIncomeTax(60_000, true, 2).tax).toBe(2_490);
    expect(maIncomeTax(4_000, false, 0).tax).toBe(0);
  });
});
