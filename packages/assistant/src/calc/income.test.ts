import { describe, expect, it } from 'vitest';
import { fill } from '../kb/figures.ts';
import type { Details } from '../types.ts';
import * as income from './income.ts';
import * as worked from './worked.ts';

const d = (more: Partial<Details>): Details => ({ ages: [], monthly: [], benefitAt: [], ...more });
const say = (fn: (d: Details) => string, more: Partial<Details>) => fill(fn(d(more))).text;

describe('income from contracts, worked from the visitor’s figures', () => {
  it('an income rider pays its rate on the benefit base, which is not cash', () => {
    // 5.5% of 250,000 = 13,750 a year, 1,145.83 a month; only the 190,000 account value is cash.
    const rider = say(income.riderIncome, {
      benefitBase: 250_000,
      payoutRate: 0.055,
      worth: 190_000,
    });
    expect(rider).toMatch(
      /^About \$13,750 a year \(\$1,146 a month\) for life: 5\.5% of the \$250,000/,
    );
    expect(rider).toContain('not cash');
    expect(rider).toContain('only the $190,000 account value');
    expect(say(income.riderIncome, { benefitBase: 300_000 })).toContain(
      'What are the benefit base',
    );
  });

  it('annuitized for a period, the cost comes back tax-free in equal parts', () => {
    // 100,000 paid in over 10 years: 10,000 a year excluded; 148,000 / 10 = 14,800 a year at least,
    // so 4,800 or more of it taxable.
    const ten = say(income.annuitizedExclusion, {
      paidIn: 100_000,
      payoutYears: 10,
      worth: 148_000,
    });
    expect(ten).toMatch(/^About \$10,000 a year comes back tax-free: .*\$100,000 ÷ 10/);
    expect(ten).toContain('at least about $14,800 a year');
    expect(ten).toContain('about $4,800 a year or more');
    // 200,000 over 20 years: 10,000 a year too.
    expect(say(income.annuitizedExclusion, { paidIn: 200_000, payoutYears: 20 })).toMatch(
      /^About \$10,000 a year/,
    );
    expect(say(income.annuitizedExclusion, { paidIn: 100_000 })).toContain('over how many years');
    // A check of 800 a month on 120,000 over a 20-year life expectancy: 120,000 / 240 = 500 a
    // check tax-free, 300 taxable.
    expect(
      say(income.annuitizedExclusion, { paidIn: 120_000, payoutYears: 20, monthly: [800] }),
    ).toMatch(
      /^About \$300 of each \$800 check is taxable: .*\$500 a check tax-free \(\$120,000 ÷ 240\)/,
    );
  });

  it('a withdrawal thought partly tax-free takes the gain first', () => {
    // Gain 148,000 − 100,000 = 48,000 covers a 20,000 withdrawal: all taxable, none tax-free.
    const all = say(income.annuityWithdrawalBelief, {
      ages: [68],
      paidIn: 100_000,
      worth: 148_000,
      withdrawal: 20_000,
    });
    expect(all).toMatch(/^No: all \$20,000 is taxable/);
    expect(all).toContain('earnings first');
    expect(all).toContain('At 68, past 59½, there is no 10% additional tax');
    // Gain 10,000 against a 30,000 withdrawal: 10,000 taxable, 20,000 back tax-free.
    const part = say(income.annuityWithdrawalBelief, {
      ages: [57],
      paidIn: 100_000,
      worth: 110_000,
      withdrawal: 30_000,
    });
    expect(part).toMatch(/^About \$10,000 of the \$30,000 is taxable/);
    expect(part).toContain('the other $20,000 is your own money back');
    expect(part).toContain('At 57, under 59½');
    expect(say(income.annuityWithdrawalBelief, {})).toMatch(/^No, not for a withdrawal/);
  });

  it('a life policy moves into an annuity by a 1035 exchange, not the other way', () => {
    // 85,000 cash value on 52,000 of premiums: 33,000 of gain deferred.
    const moved = say(income.lifeToAnnuity, {
      worth: 85_000,
      paidIn: 52_000,
      exchangeInto: 'annuity',
    });
    expect(moved).toMatch(/^Yes, through a 1035 exchange: the \$85,000 cash value/);
    expect(moved).toContain('$33,000 gain');
    expect(moved).toContain('deferred');
    expect(say(income.lifeToAnnuity, { exchangeInto: 'life' })).toMatch(/^No: a 1035 exchange/);
    // Which way not said: both ways, with no yes or no.
    expect(say(income.lifeToAnnuity, {})).toMatch(/^Only one way: .*not into a life policy\.$/);
  });

  it('a death benefit in yearly installments: only the interest above its share is taxable', () => {
    // 300,000 over 10 payments of 33,000: 30,000 of each is the benefit, 3,000 interest.
    expect(
      say(income.lifeInstallments, { faceAmount: 300_000, installment: 33_000, payoutYears: 10 }),
    ).toMatch(
      /^Only the interest, about \$3,000 a year: of each \$33,000 payment, \$30,000 is the death benefit/,
    );
    expect(say(income.lifeInstallments, {})).toMatch(/^Only the interest: /);
  });

  it('MassHealth and the house: exempt within the equity limit, recovered after death', () => {
    const under = say(income.houseTakenFor, { homeValue: 700_000 });
    expect(under).toMatch(/^Not while they live, in most cases: at about \$700,000 .*\$1,130,000/);
    expect(under).toContain('estate recovery');
    expect(say(income.houseTakenFor, { homeValue: 1_300_000 })).toMatch(
      /^It can stand in the way: at about \$1,300,000/,
    );
  });

  it('the 4% rule’s second year from the savings alone, and a pension’s break-even age', () => {
    // 4% of 1,300,000 = 52,000; raised 3%: 53,560.
    expect(say(worked.nextYearDraw, { assets: 1_300_000, inflation: 0.03 })).toMatch(
      /^About \$53,560 \(\$4,463 a month\): the first year's \$52,000, 4% of \$1,300,000/,
    );
    // 380,000 / 24,000 = 15.8 years from 65: about 81.
    expect(
      say(worked.pensionOrLumpSum, { lumpSum: 380_000, pensionMonthly: 2_000, claimAge: 65 }),
    ).toContain('about 15.8 years (around age 81, if payments start at 65)');
    // To 85 from 65: 20 years × 12,000 = 240,000, more than the 180,000 lump sum.
    expect(
      say(worked.pensionOrLumpSum, {
        lumpSum: 180_000,
        monthly: [1_000],
        claimAge: 65,
        livesTo: 85,
      }),
    ).toMatch(/^The monthly option, before investment returns: .*pay \$240,000 in all/);
    // The one check told at an age is the pension's: 260,000 / 18,000 = 14.4 years from 62.
    expect(
      say(worked.pensionOrLumpSum, {
        lumpSum: 260_000,
        benefitAt: [{ age: 62, monthly: 1_500 }],
      }),
    ).toContain('about 14.4 years (around age 76, if payments start at 62)');
  });
});
