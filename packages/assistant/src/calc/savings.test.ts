import { describe, expect, it } from 'vitest';
import {
  deferralLimit,
  distributionPeriod,
  hsaLimit,
  iraDeduction,
  iraLimit,
  rmdAmount,
  withdrawalRate,
} from './savings.ts';

describe('savings, worked out', () => {
  it('phases the IRA deduction out by modified AGI, rounded up to $10 with a $200 floor (Pub. 590-A)', () => {
    // Single and covered at work, 2026: $81,000 to $91,000.
    expect(iraDeduction(8_600, 80_000, 81_000, 91_000)).toBe(8_600);
    expect(iraDeduction(8_600, 86_000, 81_000, 91_000)).toBe(4_300);
    expect(iraDeduction(8_600, 90_990, 81_000, 91_000)).toBe(200);
    expect(iraDeduction(8_600, 91_000, 81_000, 91_000)).toBe(0);
    // Joint, $129,000 to $149,000: 7,500 × 8,877 / 20,000 = 3,328.88, rounded up to 3,330.
    expect(iraDeduction(7_500, 140_123, 129_000, 149_000)).toBe(3_330);
  });

  it('adds the catch-up by age, the larger one at 60 to 63', () => {
    expect([45, 50, 59, 60, 63, 64].map(deferralLimit)).toEqual([
      24_500, 32_500, 32_500, 35_750, 35_750, 32_500,
    ]);
    expect([49, 50].map(iraLimit)).toEqual([7_500, 8_600]);
    expect(hsaLimit(true, 56)).toBe(9_750);
    expect(hsaLimit(false, 50)).toBe(4_400);
  });

  it("divides the balance by the Uniform Lifetime Table's period", () => {
    expect([72, 73, 74, 75, 80, 90, 100, 120, 125].map(distributionPeriod)).toEqual([
      27.4, 26.5, 25.5, 24.6, 20.2, 12.2, 6.4, 2.0, 2.0,
    ]);
    expect(distributionPeriod(71)).toBeUndefined();
    // Publication 590-B's own example: $100,000 at 74 -> $3,921.57.
    expect(rmdAmount(100_000, 74)).toBeCloseTo(3_921.57, 2);
    expect(rmdAmount(500_000, 74)).toBeCloseTo(19_607.84, 2);
  });

  it('gives the withdrawal rate from savings', () => {
    expect(withdrawalRate(350_000, 21_600)).toBeCloseTo(0.0617, 4);
  });
});
