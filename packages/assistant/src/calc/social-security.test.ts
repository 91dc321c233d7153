import { describe, expect, it } from 'vitest';
import { ageText } from './reckon.ts';
import {
  afterCola,
  breakEvenAge,
  claimFactor,
  describeMonths,
  earningsWithheld,
  fraMonths,
  spousalCheck,
  spousalFactor,
  survivorFactor,
  survivorFraMonths,
  taxableBenefits,
} from './social-security.ts';

describe('Social Security, the official way', () => {
  it('gives full retirement age by birth year', () => {
    expect(describeMonths(fraMonths(1954))).toBe('66');
    expect(describeMonths(fraMonths(1957))).toBe('66 and 6 months');
    expect(describeMonths(fraMonths(1959))).toBe('66 and 10 months');
    expect(describeMonths(fraMonths(1960))).toBe('67');
  });

  it("matches SSA's table of reductions at 62 and credits at 70", () => {
    // SSA "Retirement age and benefit reduction": born 1960, 62 -> 70%; born 1959 -> 70.83%;
    // born 1955 -> 74.17%; born 1960, 64 -> 80%, 65 -> 86.67%, 70 -> 124%.
    const at = (born: number, age: number) => Math.round(claimFactor(born, age * 12) * 10000) / 100;
    expect(at(1960, 62)).toBe(70);
    expect(at(1959, 62)).toBe(70.83);
    expect(at(1955, 62)).toBe(74.17);
    expect(at(1960, 64)).toBe(80);
    expect(at(1960, 65)).toBe(86.67);
    expect(at(1960, 67)).toBe(100);
    expect(at(1960, 70)).toBe(124);
    expect(at(1960, 72)).toBe(124);
    expect(at(1954, 70)).toBe(132);
  });

  it("matches SSA's survivors chart: 71.5% at 60, full at the survivor's own full retirement age", () => {
    // SSA survivors planner: full retirement age for survivors 66 for 1945-56, 66 and 2 months
    // for 1957, 67 from 1962; reduced 28.5% at 60, an equal fraction a month (0.396% for 1945-56).
    expect(describeMonths(survivorFraMonths(1956))).toBe('66');
    expect(describeMonths(survivorFraMonths(1957))).toBe('66 and 2 months');
    expect(describeMonths(survivorFraMonths(1962))).toBe('67');
    const at = (born: number, months: number) =>
      Math.round(survivorFactor(born, months) * 10000) / 100;
    expect(at(1966, 60 * 12)).toBe(71.5);
    expect(at(1950, 60 * 12)).toBe(71.5);
    expect(at(1950, 61 * 12)).toBe(76.25); // 60 months early at 0.475%: 28.5% × 60/72
    expect(at(1962, 64 * 12)).toBe(87.79);
    expect(at(1962, 67 * 12)).toBe(100);
    expect(at(1966, 58 * 12)).toBe(71.5);
  });

  it('taxes a separate return of spouses who lived together from the first dollar (Pub. 915)', () => {
    // $22,000 of benefits and $5,000 of interest: $16,000 of provisional income, 85% of it.
    expect(taxableBenefits(22_000, 5_000, false, true)).toMatchObject({ taxable: 13_600, base: 0 });
    // Capped at 85% of the benefits.
    expect(taxableBenefits(20_000, 40_000, false, true).taxable).toBe(17_000);
    expect(taxableBenefits(22_000, 5_000, false).taxable).toBe(0);
  });

  it('finds the break-even age of two claiming ages', () => {
    // $1,800 from 62 has paid $172,800 by 70; $3,190 catches up at $1,390 a month.
    expect(breakEvenAge({ age: 62, monthly: 1800 }, { age: 70, monthly: 3190 })).toBeCloseTo(
      80.36,
      2,
    );
    expect(breakEvenAge({ age: 70, monthly: 3190 }, { age: 62, monthly: 1800 })).toBeUndefined();
  });

  it('holds back $1 for $2 over the limit, $1 for $3 in the year of full retirement age', () => {
    expect(earningsWithheld(40_000)).toBe(7_760);
    expect(earningsWithheld(20_000)).toBe(0);
    expect(earningsWithheld(80_160, true)).toBe(5_000);
  });

  it("follows Publication 915's worksheet 1", () => {
    // Joint, $48,000 of benefits, $30,000 from an IRA: line 7 $54,000, line 9 $22,000,
    // line 11 $10,000, line 14 $6,000, line 16 $14,500, line 17 $40,800 -> $14,500.
    expect(taxableBenefits(48_000, 30_000, true)).toEqual({
      provisional: 54_000,
      taxable: 14_500,
      base: 32_000,
      upper: 44_000,
    });
    // Single, $26,000 of benefits and an $18,000 pension: $31,000 is $6,000 over $25,000.
    expect(taxableBenefits(26_000, 18_000, false).taxable).toBe(3_000);
    // Under the base amount nothing is taxable; far over it, 85% at most.
    expect(taxableBenefits(20_000, 10_000, false).taxable).toBe(0);
    expect(taxableBenefits(40_000, 200_000, true).taxable).toBe(34_000);
  });

  it("reduces a spousal benefit by SSA's spousal rule, with the own benefit first", () => {
    // SSA "Benefits for spouses": full retirement age 67, at 62 a spouse gets 32.5% of the
    // worker's full benefit (65% of half), at 64 37.5%; no credits after full retirement age.
    expect(spousalFactor(1964, 62 * 12)).toBeCloseTo(0.65, 6);
    expect(spousalFactor(1962, 64 * 12)).toBeCloseTo(0.75, 6);
    expect(spousalFactor(1960, 70 * 12)).toBe(1);
    // Own $1,100 at 64 (80%) is $880; half of $3,000 less $1,100 is $400, at 75% $300.
    expect(Math.round(spousalCheck(3000, 1100, 1962, 64 * 12).total)).toBe(1180);
    expect(Math.round(spousalCheck(2800, 0, 1963, 63 * 12).total)).toBe(980);
  });

  it('raises a check by the 2.8% COLA, rounded down to the dime', () => {
    expect(afterCola(2_000)).toBe(2_056);
    expect(afterCola(1_650)).toBe(1_696.2);
    expect(afterCola(1_234.56)).toBe(1_269.1);
    expect(() => afterCola(0)).toThrow();
  });
});

describe('a claiming age as said', () => {
  it('in years, half years and months', () => {
    expect(ageText(64)).toBe('64');
    expect(ageText(64.5)).toBe('64 and a half');
    expect(ageText(65.25)).toBe('65 and 3 months');
    expect(ageText(62 + 11 / 12)).toBe('62 and 11 months');
  });
});
