import { describe, expect, it } from 'vitest';
import { fill } from '../kb/figures.ts';
import type { Details } from '../types.ts';
import * as answers from './answers.ts';
import { earlyPenaltyMoot } from './reckon.ts';
import * as worked from './worked.ts';

const d = (more: Partial<Details>): Details => ({ ages: [], monthly: [], benefitAt: [], ...more });
const say = (fn: (d: Details) => string, more: Partial<Details>) => fill(fn(d(more))).text;

describe('worked answers show the inputs they used and the result', () => {
  it('the rule of 55 does not follow money rolled into an IRA', () => {
    const rolled = say(answers.ruleOf55, { ages: [57], rolledToIra: true, spending: 30_000 });
    expect(rolled).toMatch(/^No, not once it is in the IRA/);
    expect(rolled).toContain('$3,000');
  });

  it('the tax-free share of an IRA withdrawal holding after-tax money (Form 8606 pro rata)', () => {
    // $20,000 of $400,000 is 5%: $800 of a $16,000 RMD is tax-free, $15,200 taxable.
    const rmd = say(worked.basisShareFor, {
      afterTaxBasis: 20_000,
      assets: 400_000,
      rmdAmount: 16_000,
    });
    expect(rmd).toMatch(/^No, not all of it: about \$800 of the \$16,000 is tax-free and \$15,200/);
    // A backdoor deposit of $7,500 beside $90,000 pre-tax: 90/97.5 of the conversion is taxed.
    const backdoor = say(worked.basisShareFor, {
      afterTaxBasis: 7_500,
      assets: 90_000,
      pretaxBalance: true,
    });
    expect(backdoor).toMatch(/^No, not tax-free: about \$6,923 of the \$7,500 converted .*92\.3%/);
    // A basis as large as the balance is asked about, not worked.
    expect(
      say(worked.basisShareFor, { afterTaxBasis: 30_000, assets: 30_000, withdrawal: 12_000 }),
    ).toMatch(/What are all your traditional IRAs worth/);
  });

  it('an RMD from the plan of a job still held waits; an IRA’s does not', () => {
    const plan = say(worked.rmdFromBalance, {
      ages: [74],
      assets: 410_000,
      working: true,
      planAtWork: true,
    });
    expect(plan).toMatch(/^No, not from that plan while you still work there/);
    expect(plan).toContain('$16,078');
    const ira = say(worked.rmdFromBalance, {
      ages: [74],
      assets: 300_000,
      working: true,
      planAtWork: false,
    });
    expect(ira).toMatch(/^The IRA's RMD does not wait while you work.*\$11,765/);
  });

  it('past 59½ the early-withdrawal penalty and its exceptions are moot, said as asked', () => {
    expect(earlyPenaltyMoot(d({ ages: [62] }), 'penalty-free')).toMatch(
      /^Yes, for any purpose: at 62 you are past 59½/,
    );
    expect(earlyPenaltyMoot(d({ ages: [70] }), 'owed')).toMatch(/^No 10% penalty: at 70/);
    expect(earlyPenaltyMoot(d({ ages: [60] }), 'denied')).toMatch(/^No, you can now/);
    // 59 may be before or after 59½; another person's age beside the visitor's leaves it unsure.
    expect(earlyPenaltyMoot(d({ ages: [59] }), 'owed')).toBeUndefined();
    expect(earlyPenaltyMoot(d({ ages: [80, 55] }), 'owed')).toBeUndefined();
    expect(earlyPenaltyMoot(d({}), 'owed')).toBeUndefined();
  });

  it('the catch-up by the age reached at the end of the year', () => {
    // 63 now, 64 by December 31: the regular catch-up, not the larger one for 60 to 63.
    const turning64 = say(answers.superCatchUp, { ages: [63], yearEndAge: 64 });
    expect(turning64).toMatch(/^No\b/);
    expect(turning64).toContain('$32,500');
    expect(say(answers.superCatchUp, { ages: [62] })).toMatch(/^Yes\. At 62 .*\$35,750/);
    expect(say(answers.workplaceLimit, { ages: [49], yearEndAge: 50 })).toContain('$32,500');
  });

  it('the PBGC guarantee against the visitor’s monthly pension (2026 limit $7,789.77 at 65, 45% at 55)', () => {
    // 45% of $7,789.77 is $3,505.40: $3,100 is under the limit even from 55.
    expect(say(worked.pbgcCoverFor, { monthly: [3_100] })).toMatch(
      /^Very likely all of it: .*\$7,789\.77 .*\$3,100 a month is under it even for payments that started at 55/,
    );
    expect(say(worked.pbgcCoverFor, { pensionMonthly: 6_000 })).toMatch(
      /^Likely all of it if your payments started at 65 or later: .*\$6,000 a month is under it from 65/,
    );
    expect(say(worked.pbgcCoverFor, { pensionMonthly: 9_000 })).toMatch(
      /^Not all of it, if the plan ends underfunded: .*of \$9,000 a month the part above the limit/,
    );
    expect(say(worked.pbgcCoverFor, {})).toMatch(/How much is your pension a month/);
  });

  it('medical bills paid from an IRA before 59½: only the part above 7.5% of AGI is penalty-free', () => {
    // 7.5% of $100,000 is $7,500: $12,500 of $20,000 is free of the 10%, which falls on $7,500.
    expect(
      say(worked.medicalWithdrawalFor, { ages: [57], withdrawal: 20_000, income: 100_000 }),
    ).toMatch(
      /^In part: .*7\.5% of your \$100,000 is \$7,500\. So \$12,500 of the \$20,000 is penalty-free and the 10% applies to the other \$7,500 \(\$750\)/,
    );
    expect(say(worked.medicalWithdrawalFor, { withdrawal: 5_000, income: 100_000 })).toMatch(
      /^No part of it, it seems: .*\$7,500 of your \$100,000.*whole \$5,000 \(\$500\)/,
    );
    expect(say(worked.medicalWithdrawalFor, {})).toMatch(/How much are the bills/);
  });

  it('an income annuity’s payback: what was paid over the monthly payment', () => {
    // $100,000 / $620 = 161.3 months = 13.4 years: from 70, about 83 and 5 months.
    expect(say(worked.annuityPayback, { ages: [70], monthly: [620], paidIn: 100_000 })).toMatch(
      /^About 13\.4 years: \$100,000 at \$620 a month comes back in about 161 months, around age 83 and 5 months/,
    );
    // 100,000 / 695 = 143.9 months, counted as 144: twelve whole years, so age 82, not 81.
    expect(say(worked.annuityPayback, { ages: [70], monthly: [695], paidIn: 100_000 })).toMatch(
      /in about 144 months, around age 82 if payments start at 70/,
    );
    expect(say(worked.annuityPayback, {})).toMatch(/What does the quote say you pay/);
    // A death at 72 after starting at 65: 7 × 12 × 1,150 = 96,600, 103,400 short of 200,000.
    expect(
      say(worked.annuityPayback, { ages: [65], monthly: [1_150], paidIn: 200_000, livesTo: 72 }),
    ).toMatch(
      /^About \$96,600: .*7 years of payments come to \$96,600, \$103,400 less than the \$200,000/,
    );
    // …and living past the payback: 20 × 12 × 1,150 = 276,000.
    expect(
      say(worked.annuityPayback, { ages: [65], monthly: [1_150], paidIn: 200_000, livesTo: 85 }),
    ).toMatch(/^About \$276,000: .*\$76,000 more than the \$200,000 you paid/);
    // A payout is not interest: 1,650 × 12 = 19,800, 7.9% of 250,000, back in 12.6 years.
    const payout = say(worked.annuityPayoutRate, { ages: [72], monthly: [1_650], paidIn: 250_000 });
    expect(payout).toMatch(
      /^No, not interest: \$1,650 a month is \$19,800 a year, 7\.9% of the \$250,000/,
    );
    expect(payout).toContain('about 12.6 years (to about age 85)');
    expect(say(worked.annuityPayoutRate, {})).toMatch(
      /^No: an income annuity's payout rate is not/,
    );
    // 6,000 × 1.03^10 = 8,063.50; a 300,000 pool at 6,000 a month is 50 months.
    expect(say(worked.inflatedCost, { monthly: [6_000], inflation: 0.03, yearsAhead: 10 })).toMatch(
      /^About \$8,063 a month: \$6,000 a month with prices rising 3% a year for 10 years/,
    );
    expect(say(worked.inflatedCost, {})).toMatch(/What amount, over how many years/);
    expect(
      say(worked.poolMonths, { benefitPool: 300_000, careCost: { amount: 6_000, per: 'month' } }),
    ).toMatch(/^About 50 months \(4 years and 2 months\)/);
    // By the day: 200 × 365 / 12 = 6,083 a month, so 300,000 lasts about 49 months.
    expect(
      say(worked.poolMonths, { benefitPool: 300_000, careCost: { amount: 200, per: 'day' } }),
    ).toMatch(/^About 49 months/);
    // Care under the policy's maximum draws only its own cost: 180,000 / 4,000 = 45 months.
    const capped = { benefitPool: 180_000, careCost: { amount: 4_000, per: 'month' as const } };
    expect(say(worked.poolMonths, { ...capped, ltcDaily: (5_000 * 12) / 365 })).toMatch(
      /^About 45 months \(3 years and 9 months\), not 3 years: .*up to its \$5,000 maximum/,
    );
    // With the maximum alone, the pool at the maximum: 300,000 / 6,000.
    expect(say(worked.poolMonths, { benefitPool: 300_000, ltcDaily: (6_000 * 12) / 365 })).toMatch(
      /^About 50 months/,
    );
  });

  it('two claiming ages counted to the age the visitor asks about, before raises', () => {
    const d = {
      fullBenefit: 2_000,
      birthYear: 1963,
      claimAge: 70,
      compareAge: 67,
      ages: [],
      monthly: [],
      benefitAt: [],
    };
    // To 85: 2,000 × 12 × 18 = 432,000 against 2,480 × 12 × 15 = 446,400.
    expect(say(worked.benefitByClaimingAge, { ...d, livesTo: 85 })).toMatch(
      /^\$14,400 more by waiting: to 85, claiming at 67 pays \$2,000 a month for 18 years, \$432,000 in all, and at 70 \$2,480 a month for 15 years, \$446,400/,
    );
    // To 80, before the break-even: claiming earlier pays more.
    expect(say(worked.benefitByClaimingAge, { ...d, livesTo: 80 })).toMatch(
      /^\$14,400 more by claiming at 67: to 80/,
    );
  });

  it('whether a federal return is due: gross income, with only the taxable part of benefits', () => {
    const single = { ages: [70], monthly: [], benefitAt: [], married: false };
    expect(say(worked.federalFilingFor, { ...single, benefits: 30_000, otherIncome: 0 })).toMatch(
      /^Probably not: none of your income counts, under the \$18,150 line .*None of your \$30,000 of Social Security counts: .*\$25,000 line/,
    );
    // 60,000 of pension: over the line whatever the benefits.
    expect(
      say(worked.federalFilingFor, { ...single, benefits: 30_000, otherIncome: 60_000 }),
    ).toMatch(/^Yes: \$\d{2},\d{3} of gross income counts, at or over the \$18,150 line/);
    // Without the facts, the lines themselves.
    expect(say(worked.federalFilingFor, { ages: [], monthly: [], benefitAt: [] })).toMatch(
      /^It depends on your gross income/,
    );
  });

  it('the years prices take to turn one amount into another, or to double', () => {
    const d = { ages: [], monthly: [], benefitAt: [], inflation: 0.03 };
    // ln 2 / ln 1.03 = 23.45 years.
    expect(say(worked.inflatedCost, { ...d, growFrom: 50_000, growTo: 100_000 })).toMatch(
      /^About 23\.4 years: \$50,000 rising 3% a year becomes \$100,000/,
    );
    expect(say(worked.inflatedCost, { ...d, growTo: 2 })).toMatch(
      /^About 23\.4 years: prices rising 3% a year double/,
    );
  });

  it('a head of household takes that standard deduction, not the single one', () => {
    const d = { ages: [68], monthly: [], benefitAt: [], married: false, headOfHousehold: true };
    // 24,150 + 2,050 at 65 or older, against 16,100 + 2,050 single.
    expect(say(worked.deductionsFor, d)).toMatch(
      /^\$26,200 for 2026 as head of household \(\$24,150 plus \$2,050 at 65 or older\), not the single \$18,150/,
    );
  });

  it('an IRA contribution made against the lesser of pay from work and the limit for the age', () => {
    const base = { ages: [67], monthly: [], benefitAt: [] };
    // 8,600 put in on 5,000 of pay: 3,600 is an excess.
    expect(say(worked.iraExcessFor, { ...base, contributed: 8_600, earnings: 5_000 })).toMatch(
      /^No: your pay from work this year, \$5,000, is the cap, below the \$8,600 limit at 67, so \$3,600 of the \$8,600 is an excess contribution\..*6% excise tax/,
    );
    expect(say(worked.iraExcessFor, { ...base, contributed: 4_000, earnings: 50_000 })).toMatch(
      /^Yes: \$4,000 is within your limit, since the limit at 67 is \$8,600 for 2026/,
    );
    // The limit's own answer gives it when both are known.
    expect(say(answers.iraLimit, { ...base, contributed: 8_600, earnings: 5_000 })).toMatch(
      /^No: /,
    );
  });

  it('a steady draw on savings without growth: its rate, and the months and years it lasts', () => {
    // 300,000 / 24,000 = 12.5 years, 150 months.
    expect(say(worked.savingsLast, { assets: 300_000, spending: 24_000 })).toMatch(
      /is an 8% withdrawal rate, .*it would last 150 months, 12\.5 years;/,
    );
    // 28,000 / 575,000 = 4.87%.
    expect(say(worked.savingsLast, { assets: 575_000, spending: 28_000 })).toContain(
      'a 4.87% withdrawal rate',
    );
    // Asked whether it is too much, the same verdict the other way round.
    const judged = { judged: true, askedTooMuch: true } as const;
    expect(say(worked.savingsLast, { assets: 500_000, spending: 40_000, ...judged })).toMatch(
      /^Yes, likely: it is well above the 4% rule: spending \$40,000 a year from \$500,000 is an 8% withdrawal rate/,
    );
    expect(say(worked.savingsLast, { assets: 1_000_000, spending: 35_000, ...judged })).toMatch(
      /^No, it is within the 4% rule/,
    );
    // The 4% rule asked beside a draw of their own answers for that draw.
    expect(say(worked.fourPercent, { assets: 1_100_000, spending: 55_000 })).toMatch(
      /^Spending \$55,000 a year from \$1,100,000 is a 5% withdrawal rate, against about 4% \(\$44,000 a year\)/,
    );
  });

  it('the senior deduction for a couple of whom one is under 65: one deduction, not two', () => {
    expect(
      say(answers.seniorDeduction, { married: true, income: 120_000, ages: [66, 63] }),
    ).toMatch(
      /^Only for the one of you who is 65 or older: .*\$120,000 .*the full \$6,000 \(not \$12,000\)/,
    );
    expect(
      say(answers.seniorDeduction, { married: true, income: 120_000, ages: [66, 67] }),
    ).toMatch(/^Yes, both of you\. .*\$12,000 together/);
  });

  it('the 10% additional tax, lifted for a terminally ill visitor (SECURE 2.0)', () => {
    expect(say(worked.earlyPenaltyFor, { ages: [56], withdrawal: 60_000 })).toMatch(
      /^About \$6,000: the 10% additional tax on \$60,000/,
    );
    expect(say(worked.earlyPenaltyFor, { ages: [56], withdrawal: 60_000, terminal: true })).toMatch(
      /^No 10% additional tax under the terminal illness exception.*84 months.*\$60,000 then owes only income tax/,
    );
  });

  it('the traditional IRA deduction by who is covered at work and modified AGI', () => {
    const single = say(worked.iraDeductionFor, {
      ages: [56],
      income: 86_000,
      married: false,
      workPlan: 'self',
    });
    expect(single).toMatch(/^About \$4,300: you are covered by a plan at work, filing single/);
    expect(single).toContain('between $81,000 and $91,000');
    expect(
      say(worked.iraDeductionFor, { income: 180_000, married: true, workPlan: 'spouse' }),
    ).toMatch(/^All of it.*only your spouse is covered.*\$242,000 and \$252,000/);
    expect(
      say(worked.iraDeductionFor, { ages: [61], income: 150_000, married: true, workPlan: 'both' }),
    ).toMatch(/^None of it: .*\$129,000 and \$149,000.*Form 8606/);
    expect(say(worked.iraDeductionFor, { income: 400_000, workPlan: 'neither' })).toMatch(
      /^All of it/,
    );
    expect(say(worked.iraDeductionFor, { income: 86_000 })).toMatch(
      /covered by a plan at work, and about what is your modified AGI\?$/,
    );
  });

  it('taxable Social Security by Publication 915', () => {
    const text = say(worked.taxableSocialSecurity, {
      benefits: 48_000,
      otherIncome: 30_000,
      married: true,
    });
    expect(text).toMatch(/^About \$14,500 of it is taxable\./);
    expect(text).toContain('$48,000 of Social Security and $30,000 of other income');
    expect(
      say(worked.taxableSocialSecurity, { benefits: 20_000, otherIncome: 5_000, married: false }),
    ).toMatch(/^None of it/);
    expect(say(worked.taxableSocialSecurity, {})).toMatch(/\?$/);
    // Income told as one sum: half of $60,000 is past the $25,000 line whatever its split.
    expect(say(worked.taxableSocialSecurity, { income: 60_000, married: false })).toMatch(
      /^Yes, part of it, federally: .*at least \$30,000 .*How much of the \$60,000 is Social Security\?$/,
    );
    // $40,000 joint: all benefits would be under the $32,000 line, none would be over it.
    expect(say(worked.taxableSocialSecurity, { income: 40_000, married: true })).toMatch(
      /^Up to 85% .*do you file jointly\?$/,
    );
    // From the check at the claiming age: 2,900 at 67, born 1961, from 66 is 2,707 a month,
    // 32,484 a year; 16,242 + 30,000 = 46,242 joint: 0.85 × 2,242 + 6,000 = 7,906 taxable.
    const claimed = say(worked.taxableSocialSecurity, {
      birthYear: 1961,
      benefitAt: [{ age: 67, monthly: 2_900 }],
      claimAge: 66,
      otherIncome: 30_000,
      married: true,
    });
    expect(claimed).toMatch(/^About \$7,906 of it is taxable\./);
    expect(claimed).toContain('$32,484 of Social Security ($2,707 a month from 66)');
  });

  it('checks at 62 and 70, a claiming age, and the break-even age', () => {
    const text = say(worked.benefitByClaimingAge, { benefitAt: [{ age: 67, monthly: 2_400 }] });
    expect(text).toContain('$1,680 a month at 62');
    expect(text).toContain('$2,976 a month at 70');
    expect(say(worked.claimingAgeCut, { birthYear: 1959, claimAge: 64 })).toMatch(
      /^About 18\.9% less, for life\. Born in 1959, your full retirement age is 66 and 10 months/,
    );
    // No record of one's own: the spousal rule, 50% × (1 − 24 × 25/3600) = 41.7% at 65 (FRA 67),
    // $2,600 × 0.41667 = $1,083.33, rounded down to the dime.
    const spouse = say(worked.claimingAgeCut, {
      ages: [65, 67],
      claimAge: 65,
      ownNoRecord: true,
      spouseMonthly: 2_600,
    });
    expect(spouse).toMatch(/^With no work record of your own, it is a spouse’s benefit/);
    expect(spouse).toContain('about 41.7% of your spouse’s full benefit instead of 50%');
    expect(spouse).toContain('about $1,083.30 a month');
    expect(spouse).not.toMatch(/13\.3%/);
    expect(
      say(worked.claimingBreakEven, {
        benefitAt: [
          { age: 62, monthly: 1_800 },
          { age: 70, monthly: 3_190 },
        ],
      }),
    ).toMatch(/^Around age 80 and 4 months: .* 124 months \(10\.3 years\) after 70/);
  });

  it('whether federal income tax is owed: Social Security by Publication 915, the 2026 deductions at 65, then the brackets', () => {
    // 30k of benefits and a 25k pension, single at 67: 9,600 of the benefits taxable, 34,600 less
    // 24,150 (16,100 + 2,050 + the 6,000 senior deduction) leaves 10,450, taxed at 10%.
    expect(
      say(worked.federalTaxFor, {
        ages: [67],
        benefits: 30_000,
        otherIncome: 25_000,
        married: false,
      }),
    ).toMatch(
      /^Yes, about \$1,045 of federal income tax for 2026, filing single.*\$9,600 of your \$30,000.*\$10,450 of taxable income/,
    );
    // 20k of benefits and 10k of other income: nothing taxable.
    expect(
      say(worked.federalTaxFor, {
        ages: [70],
        benefits: 20_000,
        otherIncome: 10_000,
        married: false,
      }),
    ).toMatch(/^No, probably not, filing single: no federal income tax is due for 2026\./);
  });

  it("an early claim's widow's limit: the larger of the reduced check and 82.5% of the full one", () => {
    const early = { birthYear: 1964, fullBenefit: 2_400, claimAge: 62 };
    expect(say(worked.widowLimitFor, early)).toMatch(
      /^Yes, somewhat: claiming at 62 pays you about \$1,680 .* about \$1,980, instead of \$2,400/,
    );
    expect(say(worked.widowLimitFor, { ...early, claimAge: 67 })).toMatch(
      /^Claiming at 67, .* 100%/,
    );
    expect(say(worked.widowLimitFor, { ...early, claimAge: 70 })).toMatch(/about \$2,976 a month/);
    expect(say(worked.widowLimitFor, { claimAge: 70 })).toMatch(
      /^Claiming at 70, .*credits included\.$/,
    );
    expect(say(worked.widowLimitFor, { claimAge: 62 })).toMatch(/82\.5% of your full/);
    // The visitor would be the widow: her own early claim does not cut the survivor benefit.
    expect(say(worked.widowLimitFor, { ...early, claimAge: 63, widowed: true })).toMatch(
      /^No: starting your own benefit early/,
    );
    // The reduced check the visitor gave is theirs, not one worked from an assumed birth year.
    expect(
      say(worked.widowLimitFor, { fullBenefit: 2_400, claimAge: 62, monthly: [1_800] }),
    ).toMatch(/claiming at 62 pays you about \$1,800 .* about \$1,980/);
    // A spouse who claimed early, and no age of the survivor's: the figure at survivor full retirement age.
    expect(
      say(answers.survivorFor, {
        monthly: [1_600],
        spouseMonthly: 1_600,
        spouseFullBenefit: 2_100,
        spouseClaimAge: 62,
        widowed: true,
        married: true,
      }),
    ).toMatch(
      /^About \$1,733 a month at your survivor full retirement age .* the \$1,600 your spouse gets/,
    );
  });

  it("a survivor's check against their own, when the message says whose check is whose", () => {
    // Her 2,100 against his own 3,300: his stays.
    expect(
      say(answers.survivorFor, {
        ages: [70, 68],
        monthly: [2_100, 3_300],
        spouseMonthly: 2_100,
        widowed: true,
      }),
    ).toMatch(/^Your own \$3,300 a month stays, the larger check: one check, not both/);
    expect(
      say(answers.survivorFor, {
        ages: [69],
        birthYear: 1957,
        monthly: [2_800, 1_500],
        spouseMonthly: 2_800,
        widowed: true,
      }),
    ).toMatch(
      /^One check, not both: yours rises to up to \$2,800 a month, .*in place of your own \$1,500, all of it at your age/,
    );
  });

  it("a survivor's benefit within the widow's limit when the spouse claimed early", () => {
    // max(1,650, 82.5% × 2,200 = 1,815) = 1,815 at 67, in place of an own 1,100.
    const widower = say(answers.survivorFor, {
      ages: [67],
      monthly: [1_100],
      spouseCheck: 1_650,
      spouseClaimAge: 62,
      spouseFullBenefit: 2_200,
      widowed: true,
    });
    expect(widower).toMatch(/^About \$1,815 a month in all: .*82\.5% of the \$2,200 full benefit/);
    expect(widower).toContain('your own check plus $715');
  });

  it('a small life policy against saving its premiums', () => {
    // 15,000 / (90 × 12) = 13.9 years: at 75, around 89.
    expect(
      say(answers.premiumsOrSave, { ages: [75], faceAmount: 15_000, policyPremium: 90 }),
    ).toMatch(
      /\$1,080 a year, so saving it instead reaches \$15,000 in about 13\.9 years \(around age 89\)/,
    );
  });

  it("Massachusetts' tax on a gain, after the home-sale exclusion", () => {
    expect(say(answers.maGainTaxFor, { gain: 25_000 })).toMatch(/^About \$1,250: .*5% of \$25,000/);
    // 620,000 − 180,000 = 440,000 of gain, 250,000 excluded single: 5% of 190,000.
    expect(say(answers.maGainTaxFor, { gain: 440_000, homeSold: true, married: false })).toMatch(
      /^About \$9,500: Massachusetts follows the federal home-sale exclusion, so only the \$190,000/,
    );
    expect(say(answers.maGainTaxFor, { gain: 300_000, homeSold: true, married: true })).toMatch(
      /^Nothing: /,
    );
    expect(say(answers.maGainTaxFor, {})).toMatch(/^Yes: Massachusetts taxes long-term gains/);
  });

  it("the 4% rule's next withdrawal: last year's raised by inflation, whatever the balance did", () => {
    // 40,000 × 1.028 = 41,120, which is 4.42% of a balance fallen to 930,000.
    expect(say(worked.nextYearDraw, { taken: 40_000, inflation: 0.028, assets: 930_000 })).toMatch(
      /^About \$41,120: the \$40,000 you took, raised by the 2\.8% inflation.*4\.42% of it: .*guardrails/,
    );
    expect(
      say(worked.nextYearDraw, { taken: 30_000, inflation: 0.03, assets: 750_000 }),
    ).not.toContain('Against');
  });

  it('a cash reserve of years of withdrawals', () => {
    // (90,000 − 49,200) × 2 = 81,600.
    expect(
      say(worked.cashReserveFor, { spending: 90_000, benefits: 49_200, reserveYears: 2 }),
    ).toMatch(/^About \$81,600: 2 years of the \$40,800 a year you draw from savings/);
    // The draw told as such, with the savings: 66,000 × 2 = 132,000, 668,000 invested, 8.3%.
    expect(
      say(worked.cashReserveFor, { spending: 66_000, assets: 800_000, reserveYears: 2 }),
    ).toMatch(
      /^About \$132,000: 2 years of the \$66,000 a year you draw from savings, .*the other \$668,000 of the \$800,000 stays invested.*8\.3% of the \$800,000, well above the 4% rule/,
    );
  });

  it('two claiming ages weighed against each other', () => {
    // Born 1961, full benefit 2,000 at 67: 80% at 64 (1,600) against 124% at 70 (2,480).
    const d = { fullBenefit: 2_000, birthYear: 1961, claimAge: 64, compareAge: 70, benefitAt: [] };
    expect(say(worked.benefitByClaimingAge, d)).toMatch(
      /^About \$880 a month more at 70 than at 64: about \$1,600 a month at 64 .*about \$2,480 a month at 70/,
    );
    expect(say(worked.claimingAgeCut, d)).toMatch(/^About \$880 a month more at 70 than at 64/);
  });

  it('a life policy with a loan against it', () => {
    // 250,000 − 30,000.
    expect(say(answers.deathBenefitAfterLoan, { faceAmount: 250_000, policyLoan: 30_000 })).toMatch(
      /^About \$220,000: the \$250,000 death benefit less the \$30,000 loan, and less any interest/,
    );
    expect(say(answers.deathBenefitAfterLoan, { faceAmount: 250_000 })).toMatch(
      /How large is the death benefit, and how much is the loan now\?$/,
    );
  });

  it('a long-term care premium after a rise, and the choices besides paying it', () => {
    // $3,200 × 1.4 = $4,480.
    const raised = say(answers.ltcPremiumRise, { ltcPremium: 3_200, premiumRise: 0.4 });
    expect(raised).toMatch(/^About \$4,480 a year: a 40% rise on \$3,200 is \$1,280 more/);
    expect(raised).toMatch(/lowering the benefits/);
    expect(raised).toMatch(/nonforfeiture/);
    expect(say(answers.ltcPremiumRise, {})).toMatch(/What is the premium now/);
  });

  it("a late spouse's estate left to the survivor owes no Massachusetts estate tax then", () => {
    const widow = say(answers.estateTax, { assets: 3_000_000, widowed: true, fromSpouse: true });
    expect(widow).toMatch(/^No, not on your spouse's estate: .*marital deduction/);
    // Her own estate later: 3,000,000 is over the 2,000,000 line.
    expect(widow).toContain('at your death an estate that size would owe roughly');
    expect(say(answers.estateTax, { assets: 3_000_000 })).toMatch(/^Yes, likely/);
  });

  it('the medical deduction above 7.5% of income', () => {
    // 14,000 − 7.5% × 80,000 = 8,000, against 32,200 + 2 × 1,650 = 35,500 standard.
    const medical = say(answers.medicalDeduction, {
      ages: [70, 70],
      married: true,
      income: 80_000,
      medicalCosts: 14_000,
    });
    expect(medical).toMatch(/^Only about \$8,000 of it: .*\$14,000 less \$6,000/);
    expect(medical).toContain('standard deduction of $35,500');
    expect(say(answers.medicalDeduction, { income: 80_000, medicalCosts: 5_000 })).toMatch(
      /^None of it/,
    );
  });

  it('care by the hour around the clock, by the month', () => {
    // 35 × 168 × 52 = 305,760 a year, 25,480 a month.
    expect(
      say(worked.careCostFor, { careCost: { amount: 35, per: 'hour' }, careHours: 168 }),
    ).toMatch(
      /^About \$305,760 a year \(about \$25,480 a month\): 168 hours a week at \$35 an hour/,
    );
  });

  it('the RMD from a balance, gains at 0%, IRMAA, the Medicare window and HSA limits', () => {
    expect(say(worked.rmdFromBalance, { ages: [74], assets: 500_000 })).toMatch(
      /^About \$19,608: \$500,000 divided by 25\.5/,
    );
    // What was taken this year counts: 520,000 / 23.7 = 21,941, less 15,000 taken.
    expect(say(worked.rmdFromBalance, { ages: [76], assets: 520_000, taken: 15_000 })).toMatch(
      /^About \$6,941 more by December 31: the year's RMD is about \$21,941/,
    );
    expect(say(worked.rmdFromBalance, { ages: [76], assets: 520_000, taken: 25_000 })).toMatch(
      /^Nothing more: the \$25,000 you have taken this year covers the RMD of about \$21,941/,
    );
    // The first RMD, in the year of the RMD age (born 1953, 73 in 2026): 410,000 / 26.5 = 15,471.70,
    // which can wait until April 1, 2027, with two RMDs then due in 2027.
    const first = say(worked.rmdFromBalance, { ages: [73], assets: 410_000 });
    expect(first).toMatch(/^About \$15,472: \$410,000 divided by 26\.5/);
    expect(first).toContain('it can wait until April 1, 2027');
    expect(first).toContain('two RMDs taxed in the same year');
    // A spouse 8 years younger changes nothing: 530,000 / 22.9 = 23,144.10 at 77.
    const close = say(worked.rmdFromBalance, { ages: [77, 69], married: true, assets: 530_000 });
    expect(close).toMatch(/^About \$23,144: \$530,000 divided by 22\.9.* is \$23,144\.10\./);
    expect(close).toContain("Your spouse's age does not change it: at 69, 8 years younger");
    // A spouse 14 years younger and sole beneficiary: the joint table's longer period, so less than
    // the Uniform Lifetime Table's 900,000 / 23.7 = 37,975, never that figure as the RMD.
    expect(say(worked.rmdFromBalance, { ages: [76, 62], married: true, assets: 900_000 })).toMatch(
      /^Less than \$37,975, if your spouse, 14 years younger, is the sole beneficiary/,
    );
    // Asked whether the spouse's age changes it, without a balance: the rule for the two ages.
    expect(say(worked.rmdSpouseAge, { ages: [75, 70], married: true })).toMatch(
      /^No: at 70 your spouse is not more than 10 years younger/,
    );
    expect(say(worked.rmdSpouseAge, { ages: [75, 60], married: true })).toMatch(
      /^Yes, if your spouse is the sole beneficiary all year: at 60 your spouse is 15 years younger/,
    );
    expect(say(worked.rmdSpouseAge, { ages: [77, 69], married: true, assets: 530_000 })).toMatch(
      /^No, your spouse's age does not change it: at 69, 8 years younger.* Your RMD is about \$23,144: \$530,000 divided by 22\.9/,
    );
    expect(say(worked.rmdSpouseAge, {})).toMatch(/^Only if your spouse is much younger/);
    // A widow's own RMD, with no spouse's age: the year's figure, 410,000 / 24.6 at 75.
    expect(say(worked.rmdSpouseAge, { ages: [75], married: true, assets: 410_000 })).toMatch(
      /^About \$16,667/,
    );
    // An heir's RMD from an inherited IRA: never the Uniform table at the heir's age.
    const heir = say(worked.rmdFromBalance, { ages: [55], assets: 300_000, inherited: true });
    expect(heir).toMatch(
      /^An inherited IRA's yearly RMD is not figured from the Uniform Lifetime Table/,
    );
    expect(heir).not.toMatch(/\$\d/);
    // The owner's RMD for the year of death, at the owner's age: 303,000 / 20.2 at 80 = 15,000.
    expect(
      say(worked.rmdFromBalance, { ages: [52], ownerAge: 80, assets: 303_000, inherited: true }),
    ).toMatch(/^About \$15,000 for the year of the death, if the owner had not taken it yet/);
    // Without the balance, the divisor for the age asked about.
    expect(say(worked.rmdFromBalance, { ages: [80] })).toMatch(
      /^At 80 the IRS Uniform Lifetime Table's period \(the divisor\) is 20\.2/,
    );
    // A sale below the basis is a loss: said so, never a throw from the tax on a negative gain.
    expect(
      say(worked.zeroRateGains, { taxableIncome: 60_000, gain: -40_000, married: true }),
    ).toMatch(/^No tax on a loss: selling for \$40,000 less than the basis/);
    expect(say(worked.zeroRateGains, { taxableIncome: 30_000, married: false })).toMatch(
      /^About \$19,450/,
    );
    expect(say(worked.zeroRateGains, { taxableIncome: 60_000, married: true })).toMatch(
      /^About \$38,900/,
    );
    expect(say(worked.medicareWindow, { birthMonth: 9, birthDay: 14, birthYear: 1962 })).toMatch(
      /^From June 1, 2027 to December 31, 2027: .* start September 1, 2027;/,
    );
    // A window that starts the year before; a January 1 birthday counts from December.
    expect(say(worked.medicareWindow, { birthMonth: 2, birthDay: 10, birthYear: 1961 })).toMatch(
      /^From November 1, 2025 to May 31, 2026:/,
    );
    expect(say(worked.medicareWindow, { birthMonth: 1, birthDay: 1, birthYear: 1961 })).toMatch(
      /^From September 1, 2025 to March 31, 2026: .* start December 1, 2025;/,
    );
    // IRA withdrawals under 65: $98,900 less ($40,000 − $32,200).
    expect(
      say(worked.zeroRateGains, { otherIncome: 40_000, married: true, ages: [63, 60] }),
    ).toMatch(/^About \$91,100/);
    expect(say(worked.zeroRateGains, { income: 40_000, married: true, ages: [67, 67] })).toMatch(
      /^About \$106,400/,
    );
    const irmaa = say(worked.irmaaFromIncome, { income: 240_000, married: true });
    expect(irmaa).toMatch(/^Yes\./);
    expect(irmaa).toContain('$284.10 a month');
    expect(irmaa).toContain('$14.50 a month');
    // What the surcharges add: 284.10 - 202.90 = 81.20 a month, 974.40 a year; with Part D's
    // 14.50, 95.70 a month. In the second tier (405.80, 37.50): 202.90 + 37.50 = 240.40.
    expect(irmaa).toContain('$81.20 a month more for Part B ($974.40 a year), $95.70 a month more');
    expect(say(worked.irmaaFromIncome, { income: 150_000, married: false })).toContain(
      '$240.40 a month more with Part D ($2,884.80 a year)',
    );
    // Married filing separately while living together: the lower tiers do not apply, so $120,000
    // is in the $649.20 tier (over $109,000, under $500,000 − $109,000 = $391,000).
    const separate = { income: 120_000, married: true, separately: 'together' as const };
    expect(say(worked.irmaaFromIncome, separate)).toMatch(
      /^\$649\.20 a month for Part B in 2026, plus \$83\.30 .*under \$391,000/,
    );
    expect(say(worked.irmaaFromIncome, { ...separate, income: 400_000 })).toMatch(
      /^\$689\.90 a month .*the highest tier/,
    );
    expect(say(worked.irmaaFromIncome, { ...separate, income: 100_000 })).toMatch(
      /^No IRMAA surcharge: .*standard Part B premium of \$202\.90/,
    );
    // Under the line, the lead denies the surcharge, never the standard premium itself (asked
    // as "it is $202.90, right?", a bare "No." had denied it).
    expect(say(worked.irmaaFromIncome, { income: 80_000, married: false })).toMatch(
      /^No IRMAA surcharge: at about \$80,000 filing single you are under the \$109,000 line, so you pay the standard Part B premium of \$202\.90 a month/,
    );
    // An income still to come does not set 2026's premium: Form SSA-44 asks for it to.
    const toCome = say(worked.irmaaFromIncome, {
      income: 60_000,
      married: false,
      incomeToCome: true,
    });
    expect(toCome).toMatch(/^Not by itself: 2026's premium follows your 2024 return/);
    expect(toCome).toContain('Form SSA-44');
    // One who turns 67 this year is past the window around the 65th birthday.
    expect(say(worked.medicareWindow, { birthMonth: 8, yearEndAge: 67 })).toMatch(
      /^Your initial window was the seven months around your 65th birthday, so at 67 it has passed/,
    );
    expect(say(worked.medicareWindow, { birthMonth: 8, birthDay: 14 })).toMatch(
      /^From May 1 to November 30:.*from September 1 for a sign-up in August\)\.$/,
    );
    expect(say(worked.hsaLimitFor, { ages: [56], family: true })).toMatch(/^\$9,750 for 2026/);
    // Turning 65 in September: 8 of 12 months of $5,400, at 64 today.
    expect(
      say(worked.hsaLimitFor, { ages: [64], yearEndAge: 65, birthMonth: 9, family: false }),
    ).toMatch(/^About \$3,600 for 2026: the \$5,400 limit/);
    // Itemizing: 12,000 + 10,000 + 5,000 = 27,000 against 35,500 for a couple both 65 or older.
    const married = { ages: [66, 66], married: true };
    expect(
      say(worked.itemizeOrStandard, {
        ...married,
        itemized: { mortgageInterest: 12_000, taxes: 10_000, charity: 5_000 },
      }),
    ).toMatch(
      /^Take the standard deduction: your itemized deductions come to about \$27,000 .*under the \$35,500 standard deduction.*up to \$2,000 of cash gifts.*\$6,000 each comes on top/,
    );
    // State and local taxes count up to the SALT limit: 60,000 → 40,400, + 20,000 = 60,400.
    expect(
      say(worked.itemizeOrStandard, {
        ages: [60],
        married: false,
        itemized: { mortgageInterest: 20_000, taxes: 60_000, charity: 0 },
      }),
    ).toMatch(
      /^Itemize: about \$60,400 .*\$40,400 of state and local taxes \(the \$40,400 limit\)/,
    );
    expect(say(worked.itemizeOrStandard, married)).toMatch(/^Only if your itemized deductions/);
    // What was put in so far counts against the limit: 5,400 − 3,000.
    expect(say(worked.hsaLimitFor, { ages: [56], family: false, contributed: 3_000 })).toMatch(
      /^About \$2,400 more: the \$3,000 you have put in so far counts against the \$5,400 limit/,
    );
    expect(say(worked.hsaLimitFor, { ages: [50], family: true, contributed: 9_000 })).toMatch(
      /^Nothing more: the \$9,000 you have put in already reaches the \$8,750 limit/,
    );
  });

  it('savings against spending, the 4% rule, limits by age, deductions and the earnings test', () => {
    const gap = say(worked.savingsGap, { assets: 350_000, spending: 48_000, benefits: 26_400 });
    expect(gap).toContain('$21,600 a year');
    expect(gap).toContain('6.2% withdrawal rate');
    // Social Security at 67 for a visitor of 59: 8 years × 70,000 = 560,000 from savings first,
    // then (70,000 − 36,000) / 940,000 = 3.6%.
    const bridge = say(worked.savingsGap, {
      ages: [59],
      assets: 1_500_000,
      spending: 70_000,
      benefitAt: [{ age: 67, monthly: 3_000 }],
    });
    expect(bridge).toMatch(
      /^Yes, likely enough by the 4% rule: until Social Security starts at 67, 8 years .* about \$560,000 .* leaving about \$940,000/,
    );
    expect(bridge).toContain('a 3.6% withdrawal rate');
    // A pension is guaranteed income too: 72,000 − (2,600 + 800) × 12 = 31,200 from 700,000 is 4.5%.
    const pension = say(worked.savingsGap, {
      assets: 700_000,
      spending: 72_000,
      benefits: 31_200,
      pensionMonthly: 800,
    });
    expect(pension).toContain(
      '$3,400 of Social Security and pension leaves $2,600 a month, $31,200 a year',
    );
    expect(pension).toContain('a 4.5% withdrawal rate');
    // A Roth conversion counts toward the senior deduction's phase-out: 70,000 + 30,000 is 25,000
    // over 75,000 single, and 6% of that (1,500) leaves 4,500.
    const converted = say(answers.seniorDeduction, {
      ages: [67],
      income: 70_000,
      added: 30_000,
      married: false,
    });
    expect(converted).toMatch(/^No, not all of it: at about \$100,000 \(with the \$30,000 added\)/);
    expect(converted).toContain('($1,500), leaving $4,500');
    expect(say(worked.fourPercent, { assets: 1_200_000 })).toContain(
      '$48,000 in the first year ($4,000 a month)',
    );
    // With Social Security given, what can be spent in all: 48,000 + 50,000.
    expect(say(worked.fourPercent, { assets: 1_200_000, benefits: 50_000 })).toContain(
      'with your $50,000 a year of Social Security, about $98,000 a year in all',
    );
    // With a return given, the years it lasts: ln(40,000 / (40,000 − 25,000)) / ln(1.05) = 20.1.
    expect(say(worked.savingsLast, { assets: 500_000, spending: 40_000, growth: 0.05 })).toMatch(
      /^About 20 years: taking \$40,000 a year from \$500,000 is an 8% withdrawal rate, .*after about 20\.1 years \(12 with no growth\)/,
    );
    expect(say(worked.savingsLast, { assets: 500_000, spending: 20_000, growth: 0.05 })).toContain(
      'the balance does not run down',
    );
    // Waiting past 70 adds nothing: the credits stop there.
    expect(
      say(worked.claimingAgeCut, { birthYear: 1960, claimAge: 72, fullBenefit: 2_000 }),
    ).toMatch(
      /^No: delayed retirement credits stop at 70, so waiting until 72 adds nothing\. At 70 the check is 24% above the full benefit \(about \$2,480 a month at 70 \(124% of your full benefit\)\)/,
    );
    expect(
      say(worked.benefitByClaimingAge, { birthYear: 1960, claimAge: 71, fullBenefit: 2_000 }),
    ).toMatch(/^No: delayed retirement credits stop at 70/);
    // An heir's gain runs from the value at death: $260,000 − $250,000.
    expect(say(worked.stepUpGain, { valueAtDeath: 250_000, salePrice: 260_000 })).toMatch(
      /^Only on about \$10,000 of gain: an inherited asset's basis is stepped up to its value at death, \$250,000/,
    );
    expect(say(worked.stepUpGain, { valueAtDeath: 250_000, salePrice: 240_000 })).toContain(
      'a loss of $10,000',
    );
    // A rental sold after depreciation: $400,000 − ($150,000 − $90,000), $90,000 of it at up to 25%.
    expect(
      say(worked.rentalSaleGain, { salePrice: 400_000, gain: 340_000, depreciation: 90_000 }),
    ).toMatch(
      /^No: .*gain is about \$340,000 \(\$400,000 less \$150,000 minus \$90,000 .*\$90,000 of it is taxed at up to 25%/,
    );
    // A lump sum paid to the visitor: 20% withheld, a direct rollover none.
    expect(say(worked.lumpSumWithholding, { lumpSum: 350_000 })).toMatch(
      /^About \$70,000: .*arrives as \$280,000/,
    );
    // An extra IRA withdrawal that crosses the IRMAA line: 104k + 15k single reaches the first tier.
    expect(say(worked.irmaaFromIncome, { income: 104_000, added: 15_000, married: false })).toMatch(
      /^Yes: about \$104,000 plus the \$15,000 is \$119,000 .*\$109,000 line.*\$1,148\.40 a year/,
    );
    expect(say(worked.irmaaFromIncome, { income: 80_000, added: 10_000, married: false })).toMatch(
      /^No: .*\$90,000/,
    );
    // Part of the RMD taken: the rest can wait until December, and how much it is.
    expect(say(worked.rmdRestLater, { assets: 530_000, ages: [77], taken: 10_000 })).toMatch(
      /^Yes: about \$13,144 more by December 31: the year's RMD is about \$23,144/,
    );
    expect(say(worked.rmdRestLater, {})).toMatch(/^Yes: the rest can come out/);
    // A check made out to the visitor: an indirect rollover, with the 20% to make up.
    expect(say(worked.checkToYouRollover, { lumpSum: 310_000 })).toMatch(
      /^No: .*indirect rollover.*withhold 20%, \$62,000.*\$248,000 reaches you/,
    );
    expect(say(worked.checkToYouRollover, {})).toMatch(/^No: .*indirect rollover/);
    // A missed RMD: 25% of the amount, 10% if corrected in time; an RMD not missed owes none.
    expect(say(worked.missedRmdFor, { rmdAmount: 8_000, rmdMissed: true })).toMatch(
      /^About \$2,000 on a missed \$8,000 RMD: .*\(\$800\)/,
    );
    expect(say(worked.missedRmdFor, { rmdAmount: 8_000 })).not.toContain('$2,000');
    // A $50,000 gift: $31,000 over the 2026 exclusion on Form 709, no tax under the lifetime exemption.
    expect(say(worked.giftTaxFor, { gift: 50_000 })).toMatch(
      /^No gift tax is due on it: \$50,000 is \$31,000 over the \$19,000 annual exclusion/,
    );
    expect(say(worked.giftTaxFor, { gift: 15_000 })).toMatch(/^No: \$15,000 is within/);
    // $25,000 to each of 3 grandchildren: $6,000 over the $19,000 exclusion each, $18,000 in all.
    expect(say(worked.giftTaxFor, { giftsEach: { amount: 25_000, people: 3 } })).toMatch(
      /^No gift tax is due: each \$25,000 gift is \$6,000 over the \$19,000 annual exclusion.*\$18,000 in all for the 3 of them/,
    );
    // A couple's $38,000 per person covers $25,000 each.
    expect(
      say(worked.giftTaxFor, { giftsEach: { amount: 25_000, people: 3 }, married: true }),
    ).toMatch(/^No: each gift of \$25,000 is within the \$38,000 a married couple can give/);
    // Split by a married couple: $30,000 from each, $38,000 covered, $22,000 over.
    expect(say(worked.giftTaxFor, { gift: 60_000, married: true })).toContain(
      'it counts as $30,000 from each of you, so $38,000 is covered by your two exclusions and $22,000 goes against your lifetime exemptions',
    );
    expect(say(worked.giftTaxFor, { gift: 50_000 })).toContain(
      'the person who receives it owes no income tax',
    );
    // Gifts against a Massachusetts estate: 3 × $19,000 = $57,000 a year; on $2,500,000 the
    // table's 8% band (adjusted taxable estate $2,040,000-$2,540,000) gives $4,560 less tax, and
    // the $500,000 over the line takes 9 years of gifts.
    const gifts = say(worked.giftsOutOfEstate, {
      giftsEach: { amount: 19_000, people: 3 },
      assets: 2_500_000,
    });
    expect(gifts).toMatch(
      /^Yes, it can: 3 gifts of \$19,000 move \$57,000 a year out of your estate/,
    );
    expect(gifts).toContain('no Massachusetts gift tax');
    expect(gifts).toContain('roughly $4,560 off the Massachusetts tax');
    expect(gifts).toContain('about 9 years of them');
    // Above the exclusion, the excess is reported; an estate under the line owes nothing anyway.
    expect(say(worked.giftsOutOfEstate, { giftsEach: { amount: 25_000, people: 2 } })).toContain(
      'the $6,000 of each gift above the $19,000 annual exclusion (2026) is reported on Form 709',
    );
    expect(
      say(worked.giftsOutOfEstate, { giftsEach: { amount: 19_000, people: 2 }, assets: 1_500_000 }),
    ).toMatch(/^It would not change the estate tax/);
    expect(say(worked.giftsOutOfEstate, {})).toMatch(/to how many people\?$/);
    // $6,000 a month spent, $3,800 of Social Security: $26,400 a year from savings, 25 times it.
    expect(say(worked.savingsNeeded, { spending: 72_000, benefits: 45_600 })).toMatch(
      /^About \$660,000: .*\$26,400 a year/,
    );
    expect(say(worked.savingsNeeded, { spending: 40_000, benefits: 45_600 })).toContain(
      'already covers',
    );
    // A pension beside Social Security narrows the gap: $72,000 − $36,000 − $12,000 = $24,000.
    expect(
      say(worked.savingsNeeded, { spending: 72_000, benefits: 36_000, pensionMonthly: 1_000 }),
    ).toMatch(/^About \$600,000: .*\$48,000 of Social Security and pension leaves \$24,000/);
    // With the savings given, whether they cover it: $24,000 from $500,000 is 4.8%, over 4%.
    expect(
      say(worked.savingsNeeded, {
        spending: 72_000,
        benefits: 36_000,
        pensionMonthly: 1_000,
        assets: 500_000,
      }),
    ).toMatch(
      /^Not quite, though close to the 4% rule: .*a 4\.8% withdrawal rate.*\(\$20,000 a year\)/,
    );
    expect(
      say(worked.savingsNeeded, { spending: 66_000, benefits: 36_000, assets: 500_000 }),
    ).toMatch(
      /^Not by the 4% rule, it is tight: .*\$30,000 a year, to draw from \$500,000, a 6\.0%/,
    );
    // An amount meant for an IRA against the limit for the age, with pay from work.
    expect(say(worked.iraFromEarnings, { ages: [66], working: true, paidIn: 10_000 })).toMatch(
      /^No, not \$10,000: at 66 the 2026 limit is \$8,600 .* \$1,400 of it would be an excess/,
    );
    expect(say(worked.iraFromEarnings, { ages: [58], working: true, paidIn: 8_000 })).toMatch(
      /^Yes, if your pay from work this year is at least \$8,000: at 58 the 2026 limit is \$8,600/,
    );
    const limits = say(worked.limitsByAge, { ages: [61, 56] });
    expect(limits).toContain('at 61, $35,750 in a 401(k)');
    expect(limits).toContain('at 56, $32,500 in a 401(k) and $8,600 in IRAs');
    // A spouse with no pay has no 401(k), only a spousal IRA: $35,750 + $8,600 + $8,600.
    const oneEarner = say(worked.limitsByAge, { ages: [60, 58], married: true, spouseNoPay: true });
    expect(oneEarner).toMatch(/^About \$52,950 in all for 2026/);
    expect(oneEarner).toContain('$8,600 in a spousal IRA');
    expect(say(worked.deductionsFor, { ages: [67, 65], married: true })).toMatch(
      /^\$35,500 for 2026/,
    );
    // Blindness adds the amount age does: $16,100 + $2,050 (65) + $2,050 (blind).
    expect(say(worked.deductionsFor, { ages: [70], married: false, blind: true })).toMatch(
      /^\$20,200 for 2026, .*with \$2,050 more for blindness/,
    );
    // Last year's wages over $150,000: the catch-up goes in as Roth, only $24,500 pre-tax.
    expect(say(worked.limitsByAge, { ages: [58], earnings: 210_000 })).toMatch(
      /^Not all of it pre-tax: .*the \$8,000 catch-up must go in as Roth .*only \$24,500 of the \$32,500/,
    );
    expect(say(worked.limitsByAge, { ages: [58], earnings: 120_000 })).toMatch(/^For 2026: at 58/);
    expect(say(worked.deductionsFor, { ages: [67, 67], married: true, income: 160_000 })).toContain(
      '$5,400',
    );
    // $32,200 + 2 x $1,650 standard, and 2 x $6,000 senior under the $150,000 line.
    expect(say(worked.deductionsFor, { ages: [68, 68], married: true, income: 90_000 })).toContain(
      'about $47,500 of deductions in all',
    );
    expect(say(worked.earningsTestWorked, { ages: [63], earnings: 40_000 })).toMatch(
      /^Yes, about \$7,760/,
    );
    // Turning 62 in December: the first month of benefits is January, so nothing is held this year.
    const december = say(worked.earningsTestWorked, {
      ages: [62],
      yearEndAge: 62,
      birthMonth: 12,
      earnings: 50_000,
    });
    expect(december).toMatch(/^Nothing from 2026 benefits: .*January 2027 at the earliest/);
    expect(december).not.toContain('12,760');
    // Born on December 1st, 62 on November 30th: December 2026 can be paid, so the test applies.
    expect(
      say(worked.earningsTestWorked, {
        ages: [62],
        yearEndAge: 62,
        birthMonth: 12,
        birthDay: 1,
        earnings: 50_000,
      }),
    ).not.toMatch(/^Nothing from 2026/);
    // Born December 1959: full retirement age 66 and 10 months, October 2026. Only the 9 months of
    // pay before it count: 90,000 − 65,160 = 24,840, ÷ 3 = 8,280 (SSA's year-of-FRA test).
    expect(
      say(worked.earningsTestWorked, {
        ages: [67],
        yearEndAge: 67,
        birthMonth: 12,
        earnings: 120_000,
      }),
    ).toMatch(
      /^About \$8,280: you reach full retirement age \(66 and 10 months\) in October 2026, .* 9 months of \$120,000 a year is about \$90,000/,
    );
    // Born July 1961: full retirement age 67 in July 2028, so 2026 is under it: (45,000 − 24,480) ÷ 2.
    expect(
      say(worked.earningsTestWorked, { birthYear: 1961, birthMonth: 7, earnings: 45_000 }),
    ).toMatch(
      /^Yes, about \$10,260 of this year's benefits: you are under full retirement age \(67\) until July 2028/,
    );
    // Born March 1958: full retirement age 66 and 8 months, November 2024: no limit.
    expect(
      say(worked.earningsTestWorked, { birthYear: 1958, birthMonth: 3, earnings: 150_000 }),
    ).toMatch(/^No\. You reached full retirement age \(66 and 8 months\) in November 2024/);
    // Claimed at 62 with no age told: (34,480 - 24,480) / 2 = 5,000, while under full retirement
    // age; SSA holds back whole checks: 4 of 1,500 (6,000), 1,000 paid back.
    expect(
      say(worked.earningsTestWorked, {
        benefitAt: [{ age: 62, monthly: 1_500 }],
        earnings: 34_480,
      }),
    ).toMatch(
      /^About \$5,000 of this year's benefits, while you are under full retirement age: .* the first 4 \(\$6,000\), with the extra \$1,000 paid back the next year/,
    );
  });

  it('a pension against its lump sum', () => {
    const text = say(worked.pensionOrLumpSum, { lumpSum: 400_000, monthly: [2_100], ages: [62] });
    // Against 4% of the lump sum: 16,000 a year, less than the pension's 25,200.
    expect(text).toContain(
      'gives about $16,000 a year ($1,333 a month), less than the pension pays',
    );
    expect(text).toMatch(
      /^The monthly option pays \$25,200 a year, 6\.3% of the \$400,000 lump sum/,
    );
    expect(text).toContain('about 15.9 years (around age 78, if payments start at 62)');
  });

  it('a spousal check on either spouse’s record, with the own benefit paid first', () => {
    // The visitor claims on a spouse's $3,000 record at 64 with $1,100 of their own.
    expect(
      say(worked.spousalBenefit, {
        ages: [64, 67],
        spouseFullBenefit: 3_000,
        fullBenefit: 1_100,
      }),
    ).toMatch(/^About \$1,180 a month at 64/);
    // The visitor is the worker; the spouse is 63.
    // The full benefit given as the check at full retirement age.
    expect(say(worked.spousalBenefit, { benefitAt: [{ age: 67, monthly: 3_000 }] })).toMatch(
      /^Up to \$1,500 a month: half of your \$3,000 full benefit/,
    );
    expect(say(worked.spousalBenefit, { ages: [70, 63], fullBenefit: 2_800 })).toMatch(
      /^Yes: about \$980 a month at 63: the most is half of your \$2,800 full benefit, \$1,400/,
    );
    expect(say(worked.spousalBenefit, {})).toMatch(/\?$/);
    // Provisional income 28,000 / 2 + 0 = 14,000 under 25,000 with the IRA's 19,000 from a Roth.
    expect(
      say(worked.taxableSocialSecurity, {
        benefits: 28_000,
        otherIncome: 0,
        married: false,
        rothInstead: 19_000,
      }),
    ).toMatch(
      /^None of it\. .*\$19,000 from the Roth left out.* is \$14,000, under the \$25,000 line/,
    );
    // The worker holding off: nothing on the record until the worker files (SSA).
    expect(
      say(worked.spousalBenefit, {
        ages: [67, 67],
        fullBenefit: 3_000,
        claimAge: 70,
        ownNotClaimed: true,
      }),
    ).toMatch(
      /^Not until you file: .* while you wait to 70 .* up to \$1,500 a month, half of your \$3,000/,
    );
    // Both full benefits known: the spousal part tops up the one whose own is under half the
    // other's, here the spouse ($900 against half of the visitor's $2,600), not the visitor.
    const topUp = say(worked.spousalBenefit, { spouseFullBenefit: 900, fullBenefit: 2_600 });
    expect(topUp).toMatch(/^Up to \$1,300 a month in all: half of your \$2,600 full benefit/);
    expect(topUp).toContain(
      'Your spouse’s own $900 is paid first and the spousal part tops it up by $400, not added to it',
    );
  });

  it('the tax a withdrawal adds to the rest of the income, and the penalty only with an age under 59½', () => {
    expect(
      say(worked.taxOnExtraIncome, { withdrawal: 50_000, otherIncome: 80_000, married: false }),
    ).toMatch(/^About \$7,350 more federal income tax on the \$50,000 added to \$13,900/);
    expect(say(worked.earlyPenaltyFor, { withdrawal: 30_000 })).toMatch(
      /^Only if you are under 59½: then about \$3,000/,
    );
    expect(say(worked.earlyPenaltyFor, { withdrawal: 30_000, ages: [52] })).toMatch(
      /^About \$3,000: the 10% additional tax/,
    );
  });

  it('the full benefit turned into checks, and waiting to full retirement age against now', () => {
    expect(say(worked.claimingAgeCut, { ages: [62], claimAge: 67, fullBenefit: 2_310 })).toMatch(
      /^About 30% less, for life\..*\$1,617 a month at 62/,
    );
    expect(say(answers.fullRetirementAgeFor, { birthYear: 1961, fullBenefit: 2_400 })).toContain(
      'about $1,680 a month at 62 (70% of your full benefit), or about $2,976 a month at 70 (124% of your full benefit)',
    );
  });

  it('the earnings test in the year of full retirement age and for a working survivor', () => {
    expect(say(worked.earningsTestWorked, { income: 90_000, fraThisYear: true })).toContain(
      'about $8,280',
    );
    const survivor = say(answers.survivorFor, {
      ages: [61],
      monthly: [2_200],
      earnings: 85_000,
      working: true,
    });
    expect(survivor).toContain('$24,480');
    expect(survivor).toContain('about $30,260 a year, which would hold back all of it');
  });

  it("a Roth IRA's earnings: tax-free from five years after the first Roth's year, and 59½", () => {
    expect(say(answers.rothEarningsFor, { ages: [61], rothOpened: 2025 })).toMatch(
      /^Not yet: the earnings come out tax-free from January 1, 2030,.*no 10% penalty\.$/,
    );
    expect(say(answers.rothEarningsFor, { ages: [55], rothOpened: 2025 })).toContain(
      'and once you are 59½',
    );
    expect(say(answers.rothEarningsFor, { ages: [55], rothOpened: 2015 })).toMatch(
      /^Not yet: .*once you are 59½: the five years .* have passed/,
    );
    expect(say(answers.rothEarningsFor, { ages: [66], rothOpened: 2018 })).toMatch(
      /^Yes: at 66, .*January 1, 2023/,
    );
    expect(say(answers.rothEarningsFor, {})).toMatch(/^Roth IRA contributions can come out/);
  });

  it("FDIC cover at one bank: $250,000 a single account, each co-owner's share of a joint one", () => {
    expect(say(worked.fdicCoverFor, { assets: 480_000, jointAccount: true })).toMatch(
      /^Yes: \$480,000 is within the limit, since a joint account .* \$500,000 for the two of you/,
    );
    expect(say(worked.fdicCoverFor, { assets: 300_000 })).toMatch(
      /^Not all of it: .* about \$50,000 of \$300,000 is over the limit/,
    );
    // Married, but not said to be joint: a single account's limit.
    expect(say(worked.fdicCoverFor, { assets: 300_000, married: true })).toMatch(/^Not all of it/);
    expect(say(worked.fdicCoverFor, {})).toMatch(/How much do you have at that bank/);
  });

  it('a QCD by age: not before 70, only from the half year at 70', () => {
    expect(say(answers.qcdAge, { ages: [69] })).toMatch(/^Not yet/);
    expect(say(answers.qcdAge, { ages: [70] })).toMatch(/^Only from the day you are 70½/);
    expect(say(answers.qcdAge, { ages: [74] })).toMatch(/^Yes: at 74/);
    // A gift over the year's $111,000 limit: $14,000 of $125,000 is a taxable withdrawal.
    expect(say(answers.qcdAge, { ages: [76], withdrawal: 125_000 })).toMatch(
      /^No, only \$111,000 of it: .*the other \$14,000 is a taxable withdrawal/,
    );
    expect(say(answers.qcdAge, { ages: [76], qcdAmount: 20_000 })).toMatch(
      /^Yes, at 76: the whole \$20,000 can go straight from your IRA/,
    );
    // Turning 70 this year: 70½ falls six calendar months after the birthday.
    const turning = { ages: [70], yearEndAge: 70 };
    expect(say(answers.qcdAge, { ...turning, birthMonth: 3, birthDay: 15 })).toMatch(
      /^Not yet: .*on September 15, 2026;/,
    );
    expect(say(answers.qcdAge, { ...turning, birthMonth: 8, birthDay: 31 })).toContain(
      'on February 28, 2027',
    );
    expect(say(answers.qcdAge, { ...turning, birthMonth: 11 })).toContain('in May 2027');
  });

  it("a survivor's benefit from the late spouse's check and the survivor's age", () => {
    const widow = { widowed: true, monthly: [2_800] };
    expect(say(answers.survivorFor, { ...widow, ages: [60] })).toMatch(
      /^You can, from 60: at 60, about \$2,002 a month, 71\.5% of the \$2,800/,
    );
    expect(say(answers.survivorFor, { ...widow, ages: [64] })).toContain('about $2,458 a month');
    expect(say(answers.survivorFor, { ...widow, ages: [58] })).toMatch(/^Not yet/);
    expect(say(answers.survivorFor, { ...widow, ages: [68] })).toContain(
      'all of the $2,800 a month',
    );
    // Their full retirement benefit, when they had not claimed: 71.5% of 2,000 at 60.
    const unclaimed = { widowed: true, spouseFullBenefit: 2_000 };
    expect(say(answers.survivorFor, { ...unclaimed, ages: [60] })).toMatch(
      /^You can, from 60: at 60, about \$1,430 a month, 71\.5% of your late spouse's full retirement benefit of \$2,000 a month/,
    );
  });

  it('a tax bracket from income by source, Social Security taxed by Publication 915', () => {
    const text = say(answers.taxBracket, {
      ages: [67],
      married: false,
      benefits: 30_000,
      otherIncome: 60_000,
    });
    expect(text).toContain('$25,500 of your $30,000 of Social Security is taxable');
    expect(text).toContain('about $61,980');
    expect(text).toContain('22% bracket');
    // Taxable income given: 110,000 joint is 9,200 into the 22% bracket, which starts at 100,800.
    expect(say(answers.taxBracket, { taxableIncome: 110_000, married: true })).toMatch(
      /^At about \$110,000 of taxable income married filing jointly, your top dollars are in the 22% bracket .*: the \$9,200 above \$100,800/,
    );
  });

  it('insulin capped at $35 a month for each, added up for more than one', () => {
    expect(say(worked.partDCostFor, { insulin: true, insulins: 2, drugCost: 1080 })).toMatch(
      /^No more than \$70 a month for the 2 insulins: each .* \$35 /,
    );
    expect(say(worked.partDCostFor, { insulin: true, drugCost: 4800 })).toMatch(
      /^No more than \$35 for a month's supply of each covered insulin/,
    );
  });

  it('one Part A deductible or two, from the months of two admissions', () => {
    // A benefit period ends after 60 days in a row out of a hospital and a skilled nursing
    // facility (Medicare.gov). February (4 days, out by March 4 at the latest) to June 1 is 89
    // days at the fewest: two deductibles, $1,736 each.
    expect(say(worked.benefitPeriods, { admissionMonths: [2, 6], firstStayDays: 4 })).toMatch(
      /^It is owed both times: .*another \$1,736 Part A deductible in 2026, \$3,472 for the two stays/,
    );
    // February to March is 57 days out at the most (out February 2, back March 31): one period.
    expect(say(worked.benefitPeriods, { admissionMonths: [2, 3], firstStayDays: 4 })).toMatch(
      /^No, only once: an admission in March comes within 60 days .*same benefit period/,
    );
    // January to March may be 30 or 89 days out: the dates decide, and the answer asks for them.
    expect(say(worked.benefitPeriods, { admissionMonths: [1, 3] })).toMatch(
      /^It turns on the dates: .*\?$/,
    );
    // Without the first stay's length, months far apart are most likely two periods.
    expect(say(worked.benefitPeriods, { admissionMonths: [2, 10] })).toMatch(
      /^Most likely it is owed both times: .*unless that stay ran on for weeks/,
    );
    // December then January crosses the year: the same 60 days decide.
    expect(say(worked.benefitPeriods, { admissionMonths: [12, 1], firstStayDays: 3 })).toMatch(
      /^No, only once/,
    );
    // Told as time out of the hospital: 3 weeks is 21 days, one period; 4 months at least 112
    // days, two; 2 months may be 56 to 62 days, so the dates decide.
    expect(say(worked.benefitPeriods, { daysOut: { count: 3, unit: 'week' } })).toMatch(
      /^No, not again: going back in 3 weeks after the discharge is within 60 days/,
    );
    expect(say(worked.benefitPeriods, { daysOut: { count: 4, unit: 'month' } })).toMatch(
      /^Yes: 4 months out of the hospital .*another \$1,736 Part A deductible/,
    );
    expect(say(worked.benefitPeriods, { daysOut: { count: 2, unit: 'month' } })).toMatch(
      /^It turns on the days: .*\?$/,
    );
    expect(say(worked.benefitPeriods, {})).toMatch(/In which months were the two admissions/);
  });

  it('what Original Medicare leaves to pay for one stay, by the days of the benefit period', () => {
    // CMS 2026: deductible $1,736 (days 1-60), $434 a day for days 61-90, $868 a lifetime reserve
    // day; skilled nursing $0 for days 1-20, $217 a day for days 21-100.
    expect(say(worked.stayCost, { stayDays: 45, stayIn: 'hospital' })).toMatch(/^About \$1,736 /);
    // 1,736 + 15 x 434 = 8,246
    expect(say(worked.stayCost, { stayDays: 75, stayIn: 'hospital' })).toMatch(/^About \$8,246 /);
    // The deductible is per benefit period: a stay after 60 days out owes it again.
    expect(say(worked.stayCost, { stayDays: 4, stayIn: 'hospital' })).toMatch(
      /A new benefit period, with another deductible, starts with an admission after 60 days in a row out/,
    );
    // 95 days: 1,736 + 30 x 434 (13,020) + 5 reserve days x 868 (4,340) = 19,096.
    expect(say(worked.stayCost, { stayDays: 95, stayIn: 'hospital' })).toMatch(
      /^About \$19,096 .*30 days from day 61 at \$434 \(\$13,020\), 5 lifetime reserve days from day 91 at \$868 \(\$4,340\)/,
    );
    // 1,736 + 30 x 434 + 10 x 868 = 23,436
    expect(say(worked.stayCost, { stayDays: 100 })).toMatch(
      /^About \$23,436 .*10 lifetime reserve/,
    );
    expect(say(worked.stayCost, { stayDays: 15, stayIn: 'snf' })).toMatch(/^Nothing for 15 days/);
    // (45 - 20) x 217 = 5,425
    expect(say(worked.stayCost, { stayDays: 45, stayIn: 'snf' })).toMatch(/^About \$5,425 /);
    // Who pays the coinsurance turns on the plan: Core does not, Supplement 1A does.
    expect(say(worked.stayCost, { stayDays: 45, stayIn: 'snf', medigapPlan: 'core plan' })).toMatch(
      /Core plan does not pay that coinsurance/,
    );
    expect(
      say(worked.stayCost, { stayDays: 45, stayIn: 'snf', medigapPlan: 'supplement 1a' }),
    ).toMatch(/Supplement 1A pays that coinsurance/);
    // Undoing a claim: within 12 months, by repaying 5 checks of 1,640 = 8,200; after, no.
    expect(say(worked.withdrawClaim, { claimedMonthsAgo: 5, monthly: [1640] })).toMatch(
      /^Not too late: .*Form SSA-521.* about \$8,200 \(\$1,640 a month for the 5 months received\)/,
    );
    // Without the check, the repayment is everything paid on it.
    expect(say(worked.withdrawClaim, { claimedMonthsAgo: 8 })).toMatch(
      /^Not too late: .*if you pay back everything paid on it/,
    );
    expect(say(worked.withdrawClaim, { claimedMonthsAgo: 48, monthly: [1640] })).toMatch(
      /^No, not by withdrawing: .*about 48 months old/,
    );
    // Suspending at 67 to 70: 36 months x 2/3% = 24%, 2,000 x 1.24 = 2,480; none before full
    // retirement age, and no credits after 70.
    expect(say(worked.suspendBenefit, { ages: [67], monthly: [2000] })).toMatch(
      /36 months, 24% of your full benefit: .*about \$2,480 a month at 70/,
    );
    expect(say(worked.suspendBenefit, { ages: [64], monthly: [2000] })).toMatch(/^Not yet at 64/);
    expect(say(worked.suspendBenefit, { ages: [71], monthly: [2000] })).toMatch(/^No more credits/);
    // With a plan that pays it, the lead is what is left to pay (nothing), not the $1,085 of
    // coinsurance it covers: (25 - 20) x 217 = 1,085.
    expect(say(worked.stayCost, { stayDays: 25, stayIn: 'snf', medigapPlan: 'plan g' })).toMatch(
      /^Nothing, with Plan G: Original Medicare alone would leave \$1,085 for 25 days/,
    );
    // days past 100 are not Medicare's: (100 - 20) x 217 = 17,360 of coinsurance
    expect(say(worked.stayCost, { stayDays: 120, stayIn: 'snf' })).toMatch(
      /^About \$17,360 .*after day 100 Medicare pays nothing/,
    );
    expect(say(worked.stayCost, {})).toMatch(/How many days was the stay, and where\?$/);
    // No facility days without 3 inpatient days before them: observation, or 2 days.
    expect(say(worked.stayCost, { stayDays: 30, stayIn: 'snf', hospitalDays: 2 })).toMatch(
      /^No, not on 2 days in the hospital: .*at least 3 days in a row as an admitted inpatient/,
    );
    expect(say(worked.qualifyingStay, { stayIn: 'snf', observation: true })).toMatch(
      /^No, not on days under observation: /,
    );
    expect(say(worked.qualifyingStay, { stayIn: 'snf', hospitalDays: 4 })).toMatch(
      /^Observation is outpatient care/,
    );
  });

  it('the 10% additional tax on an early withdrawal, by age', () => {
    // 10% of 20,000 = 2,000 before 59½.
    expect(say(worked.earlyPenaltyFor, { withdrawal: 20_000, ages: [55] })).toMatch(
      /^About \$2,000: /,
    );
    expect(say(worked.earlyPenaltyFor, { withdrawal: 30_000, ages: [62] })).toMatch(
      /^No 10% additional tax: at 62/,
    );
    expect(say(worked.earlyPenaltyFor, { withdrawal: 20_000, ages: [59] })).toMatch(
      /^None if you are 59½ on the day of the withdrawal; a day earlier, \$2,000/,
    );
  });

  it('what Part A costs with fewer than 40 quarters of work (2026: $311 with 30 to 39, $565 under 30)', () => {
    // 34 quarters: $311 a month, 12 x 311 = $3,732 a year; 6 quarters short, 4 a year at most: 2 years.
    expect(say(worked.partAPremiumFor, { credits: 34 })).toMatch(
      /^Not free: with 34 quarters .*\$311 a month in 2026, \$3,732 a year, .*about 2 more years of work/,
    );
    // 25 quarters: $565 a month, 12 x 565 = $6,780; 15 short: 4 years; 30 cuts it to $311.
    expect(say(worked.partAPremiumFor, { credits: 25 })).toMatch(
      /^Not free: with 25 quarters .*\$565 a month in 2026, \$6,780 a year, .*about 4 more years.*\$311 a month/,
    );
    // Married: the spouse's 40 quarters may make it free, so no flat "Not free".
    expect(say(worked.partAPremiumFor, { credits: 34, married: true })).toMatch(
      /^On your own 34 quarters .*\$311 a month .*but nothing if your spouse has 40 quarters/,
    );
    expect(say(worked.partAPremiumFor, {})).toMatch(/^With 30 to 39 quarters/);
    expect(say(worked.partAPremiumAsked, {})).toMatch(/^No, not if you or your spouse has 40/);
    expect(say(worked.partAPremiumAsked, { credits: 32 })).toMatch(/^Not free: with 32 quarters/);
  });

  it('a claim on an ex-spouse’s record by the years of marriage, a death and a remarriage', () => {
    // Under the 10 years SSA requires: no, at any age.
    expect(say(worked.divorcedClaimFor, { exMarriageYears: 9 })).toMatch(
      /^No: a benefit on an ex-spouse's record needs a marriage of at least 10 years, so 9 years/,
    );
    expect(say(worked.divorcedClaimFor, { exMarriageYears: 14 })).toMatch(
      /^Yes, with 14 years of marriage, if you are unmarried now: from 62 .*50%/,
    );
    // The ex has died: up to 100% from 60, kept through a remarriage at 60 or later.
    expect(say(worked.divorcedClaimFor, { exMarriageYears: 12, widowed: true })).toMatch(
      /^Yes, with 12 years of marriage: as a surviving divorced spouse .*from 60, up to 100%/,
    );
    expect(
      say(worked.divorcedClaimFor, { exMarriageYears: 12, widowed: true, remarried: { age: 63 } }),
    ).toMatch(/^Yes, with 12 years/);
    expect(
      say(worked.divorcedClaimFor, { exMarriageYears: 15, widowed: true, remarried: { age: 58 } }),
    ).toMatch(/^No, not while you are remarried: you remarried at 58, before 60/);
    expect(say(worked.divorcedClaimFor, { exMarriageYears: 15, remarried: {} })).toMatch(
      /^No, not while you are remarried: a benefit on a living ex-spouse's record/,
    );
    expect(
      say(worked.divorcedClaimFor, { exMarriageYears: 15, widowed: true, remarried: {} }),
    ).toMatch(/^Only if you remarried at 60 or later/);
    expect(say(worked.divorcedClaimFor, {})).toMatch(
      /^Yes, if the marriage lasted at least 10 years/,
    );
  });

  it('when Medicare starts for a sign-up in a given month around the 65th birthday', () => {
    // June 10 birthday: window March 1 to September 30; an August sign-up starts September 1.
    expect(say(worked.medicareWindow, { birthMonth: 6, birthDay: 10, signUpMonth: 8 })).toMatch(
      /^September 1: a sign-up in August, 2 months after June, your birthday month, .*March 1 to September 30/,
    );
    // September birthday, July sign-up (before the birthday month): coverage September 1.
    expect(say(worked.medicareStartFor, { birthMonth: 9, signUpMonth: 7 })).toMatch(
      /^September 1: a sign-up in July, before your birthday month/,
    );
    // March birthday, December sign-up: inside the window (December 1 to June 30), starts March 1.
    expect(say(worked.medicareStartFor, { birthMonth: 3, signUpMonth: 12 })).toMatch(
      /^March 1: .*December 1 to June 30/,
    );
    expect(say(worked.medicareStartFor, { birthMonth: 3, signUpMonth: 10 })).toMatch(
      /^Too early in October: your initial enrollment period opens December 1/,
    );
    // September birthday: the window ends December 31, so a February sign-up is past it.
    expect(say(worked.medicareStartFor, { birthMonth: 9, signUpMonth: 2 })).toMatch(
      /^Not in your initial window: it ends December 31, .*General Enrollment Period/,
    );
    // A birthday on the 1st counts from the month before: May 1 is an April birthday month.
    expect(say(worked.medicareStartFor, { birthMonth: 5, birthDay: 1, signUpMonth: 5 })).toMatch(
      /^June 1: a sign-up in May, 1 month after April, counted as your birthday month/,
    );
  });

  it('a Social Security deposit after the Part B premium, and what the SSA-1099 reports', () => {
    // An IRMAA premium named beside the check: 2,000 - 284.10 = 1,715.90.
    expect(say(worked.netDepositFor, { monthly: [2_000, 284.1] })).toMatch(
      /^About \$1,715\.90 a month deposited: the \$2,000 benefit less your Part B premium of \$284\.10/,
    );
    // After the 2.8% raise: 2,000 x 1.028 = 2,056; 2,056 - 284.10 = 1,771.90.
    expect(say(worked.colaRaise, { monthly: [2_000, 284.1] })).toMatch(
      /^About \$2,056 a month .*about \$1,771\.90 deposited after your \$284\.10 a month Part B premium; .*about \$1,715\.90 is deposited/,
    );
    // 2,000 - 202.90 = 1,797.10 deposited; 12 x 2,000 = 24,000 on the SSA-1099.
    expect(say(worked.netDepositFor, { monthly: [2_000] })).toMatch(
      /^About \$1,797\.10 a month deposited: .* \$24,000 for a full year/,
    );
    // 1,950 deposited + 202.90 = 2,152.90 a month; x 12 = 25,834.80.
    expect(say(worked.netDepositFor, { monthly: [1_950], depositNet: true })).toMatch(
      /^A benefit of about \$2,152\.90 a month: .* \$25,834\.80 for a full year/,
    );
    // A couple: 2,300 + 1,400 − 2 × 202.90 = 3,294.20.
    expect(say(worked.netDepositFor, { monthly: [2_300, 1_400], married: true })).toMatch(
      /^About \$3,294\.20 a month for the two of you/,
    );
  });

  it('the part of an RMD left taxable after a QCD', () => {
    expect(say(worked.qcdTaxableFor, { rmdAmount: 12_000, qcdAmount: 5_000 })).toMatch(
      /^About \$7,000 of it is taxable: /,
    );
    expect(say(worked.qcdTaxableFor, { rmdAmount: 4_000, qcdAmount: 5_000 })).toMatch(
      /^None of it is taxable: /,
    );
    // The RMD from the balance: 385,000 / 18.5 (age 82) = 20,810.81, less 5,000.
    expect(say(worked.qcdTaxableFor, { ages: [82], assets: 385_000, qcdAmount: 5_000 })).toMatch(
      /^About \$15,811 of it is taxable: .*RMD of about \$20,811 \(\$385,000 divided by 18\.5/,
    );
    // No more than the year's $111,000 can be a QCD: 140,000 − 111,000 stays taxable.
    expect(say(worked.qcdTaxableFor, { rmdAmount: 140_000, qcdAmount: 140_000 })).toMatch(
      /^About \$29,000 of it is taxable: only \$111,000 of the \$140,000 can be a QCD in 2026/,
    );
  });

  it('what is spent down before MassHealth pays for a nursing home', () => {
    // 400,000 − 162,660 kept by the spouse at home − 2,000 kept by the spouse in care.
    expect(say(answers.spendDownFor, { assets: 400_000, married: true })).toMatch(
      /^About \$235,340 to spend down: .*keeps \$162,660/,
    );
    // Below the allowance the spouse at home keeps all but the $2,000 of the spouse in care.
    expect(say(answers.spendDownFor, { assets: 100_000, married: true })).toMatch(
      /^Nothing to spend down: .*keeps \$98,000 .*the spouse in care \$2,000/,
    );
    expect(say(answers.spendDownFor, { assets: 90_000 })).toMatch(
      /^About \$88,000 to spend down: .*the person in care keeps \$2,000/,
    );
    // A parent's couple counts, not the visitor's own marriage: 250,000 − 162,660 − 2,000.
    expect(say(answers.spendDownFor, { assets: 250_000, careCouple: true })).toMatch(
      /^About \$85,340 to spend down/,
    );
    // A widowed mother keeps $2,000, though the visitor is married: 48,000 − 2,000.
    expect(say(answers.spendDownFor, { assets: 48_000, married: true, careCouple: false })).toMatch(
      /^About \$46,000 to spend down: .*the person in care keeps \$2,000/,
    );
  });

  it('a whole life policy pays its death benefit, not the cash value on top', () => {
    expect(say(answers.cashValueAtDeath, { faceAmount: 250_000, worth: 80_000 })).toMatch(
      /^No: about \$250,000, the death benefit; the \$80,000 cash value is not paid on top of it/,
    );
    expect(say(answers.cashValueAtDeath, {})).toMatch(/^No: with most whole life policies/);
  });

  it('a surviving spouse’s intestate share in Massachusetts (G.L. c. 190B, § 2-102)', () => {
    // A child from a first marriage: $100,000 + half of $600,000 = $400,000; $300,000 to the children.
    expect(say(answers.intestateShareFor, { heirs: 'stepchild', assets: 700_000 })).toMatch(
      /^About \$400,000: .*the surviving spouse would take \$400,000 and the late spouse's children \$300,000/,
    );
    expect(say(answers.intestateShareFor, { heirs: 'stepchild', assets: 80_000 })).toMatch(
      /^About \$80,000/,
    );
    expect(say(answers.intestateShareFor, { heirs: 'together' })).toMatch(/^Everything: /);
    expect(say(answers.intestateShareFor, {})).toMatch(
      /Are all the children from this marriage\?$/,
    );
  });

  it('a long-term care premium as a medical expense: up to the 2026 limit for the age', () => {
    // At 68 the 2026 limit is $4,960: of $5,600, $640 does not count.
    expect(say(answers.ltcDeductionFor, { ages: [68], ltcPremium: 5_600 })).toMatch(
      /^Up to \$4,960 of it counts as a medical expense: .*at 61 to 70, so \$640 of your \$5,600 premium does not count/,
    );
    // At 72, $6,200; a $3,000 premium counts whole.
    expect(say(answers.ltcDeductionFor, { ages: [72], ltcPremium: 7_000 })).toMatch(
      /^Up to \$6,200/,
    );
    expect(say(answers.ltcDeductionFor, { ages: [55], ltcPremium: 1_500 })).toMatch(/^All \$1,500/);
    expect(say(answers.ltcDeductionFor, {})).toMatch(/7\.5% of adjusted gross income.*premium\?$/);
    // The age alone gives the limit; nothing left to ask.
    expect(say(answers.ltcDeductionFor, { ages: [68] })).toMatch(
      /^Partly, as a medical expense: at 68, up to \$4,960 .*adjusted gross income is deductible\.$/,
    );
  });

  it('whether MassHealth pays for care at home or in a nursing home, from the savings', () => {
    // 60,000 single: over the $2,000 limit, 58,000 first.
    expect(say(answers.massHealthCareFor, { assets: 60_000 })).toMatch(
      /^Not yet: MassHealth pays for long-term care at home .*down to about \$2,000, so about \$58,000 of the \$60,000/,
    );
    // A couple's 100,000 is within what the spouse at home keeps.
    expect(say(answers.massHealthCareFor, { assets: 100_000, married: true })).toMatch(
      /^Likely yes, if the care is needed: .*spouse at home keeps \(\$98,000/,
    );
    expect(say(answers.massHealthCareFor, {})).toMatch(/is there a spouse at home\?$/);
  });

  it("an annuity's surrender charge on the value above the free share", () => {
    // 5% of (240,000 − 24,000) = 10,800.
    const cost = say(answers.surrenderCost, {
      worth: 240_000,
      surrenderRate: 0.05,
      freeShare: 0.1,
    });
    expect(cost).toMatch(/^About \$10,800: 5% of the \$216,000 above the \$24,000/);
    // Without the free share, the 10% most contracts allow (6% of 148,500 = 8,910) up to a full
    // surrender on the whole value (6% of 165,000 = 9,900).
    expect(say(answers.surrenderCost, { worth: 165_000, surrenderRate: 0.06 })).toMatch(
      /^About \$8,910 to \$9,900: 6% of the \$148,500 above the \$16,500 \(10%\).*or of the whole \$165,000/,
    );
    // A 1035 exchange does not escape it.
    expect(cost).toContain('avoids tax on the gain, not the surrender charge');
    expect(say(answers.surrenderCost, {})).toMatch(/What is the contract worth/);
  });

  it('a surrender charge on a part taken out falls only on what is above the free share', () => {
    // 5% of (25,000 − 18,000) = 350; on the premium's free share, 5% of (25,000 − 16,000) = 450.
    const part = say(answers.surrenderCost, {
      worth: 180_000,
      paidIn: 160_000,
      surrenderRate: 0.05,
      withdrawal: 25_000,
    });
    expect(part).toMatch(/^About \$350: 5% of the \$7,000 above the \$18,000/);
    expect(part).toContain('it is $450');
    expect(part).not.toContain('9,000');
    expect(
      say(answers.surrenderCost, { worth: 50_000, surrenderRate: 0.06, withdrawal: 4_000 }),
    ).toMatch(/^No charge: the \$4,000 is within the \$5,000/);
  });

  it("long-term care: the elimination period's cost, a daily benefit grown by inflation protection", () => {
    // 90 days × 240 = 21,600.
    expect(
      say(worked.careCostFor, { careCost: { amount: 240, per: 'day' }, eliminationDays: 90 }),
    ).toMatch(
      /^About \$21,600 before the policy pays: the 90-day elimination period at \$240 a day.*calendar days/,
    );
    // 160 × 1.03^12 = 228.12; simple: 160 × 1.36 = 217.60.
    const grown = say(worked.ltcBenefitNow, {
      ltcDaily: 160,
      ltcInflation: { rate: 0.03, compound: true },
      policyYears: 12,
    });
    expect(grown).toMatch(/^About \$228\.12 a day/);
    expect(grown).not.toContain('217.60');
    expect(say(worked.ltcBenefitNow, {})).toMatch(/What did the policy start at/);
    // A QLAC over the 2026 limit: only $210,000 of it, and (900,000 − 210,000) ÷ 25.5 at 74.
    const qlac = say(worked.qlacFor, { qlac: 300_000, assets: 900_000, ages: [74] });
    expect(qlac).toMatch(/^Not all \$300,000: a QLAC can hold at most \$210,000/);
    expect(qlac).toContain('$27,058.82');
    expect(say(worked.qlacFor, { qlac: 100_000 })).toMatch(/^Yes: \$100,000 is within/);
    // Ahead: 200 × 1.03^20 = 361.22.
    expect(
      say(worked.ltcBenefitNow, {
        ltcDaily: 200,
        ltcInflation: { rate: 0.03, compound: true },
        yearsAhead: 20,
      }),
    ).toMatch(/^About \$361\.22 a day in 20 years: today's \$200/);
  });

  it('MassHealth in a nursing home: the personal-needs allowance kept, the home equity limit', () => {
    // 2,150 + 600 = 2,750; 2,750 − 72.80 = 2,677.20.
    expect(say(worked.patientPaidAmount, { monthly: [2_150], pensionMonthly: 600 })).toMatch(
      /^About \$72\.80 a month.*the other \$2,677\.20 of the \$2,750 a month/,
    );
    // A couple's checks are not all the resident's: the spouse's share of his income, no sum.
    expect(
      say(worked.patientPaidAmount, { monthly: [900], pensionMonthly: 3_100, married: true }),
    ).toMatch(/part of his income goes to her first/);
    // 1,350,000 − 1,130,000 = 220,000 over the 2026 limit.
    expect(say(worked.homeEquityFor, { homeValue: 1_350_000 })).toMatch(
      /^Over the limit by about \$220,000: .*above \$1,130,000/,
    );
    expect(say(worked.homeEquityFor, { homeValue: 1_350_000, married: true })).toMatch(
      /^The home is not counted while a spouse lives there/,
    );
  });

  it("a fixed indexed annuity's credit: the gain times participation, capped, floored at 0%", () => {
    // min(8%, 14% × 100%) of 200,000 = 16,000; a 10% drop the next year credits nothing.
    expect(
      say(worked.indexedCredit, {
        paidIn: 200_000,
        indexCap: 0.08,
        participation: 1,
        indexReturns: [0.14],
      }),
    ).toMatch(
      /^About \$16,000: the index's 14% gain, capped at 8%, so 8% is credited: \$16,000, bringing it to \$216,000/,
    );
    expect(
      say(worked.indexedCredit, {
        paidIn: 200_000,
        indexCap: 0.08,
        indexReturns: [0.14, -0.1],
      }),
    ).toMatch(/^It stays at \$216,000: .*a 10% drop credits nothing/);
    // 50% of a 10% gain with no cap: 5% of 80,000.
    expect(
      say(worked.indexedCredit, { worth: 80_000, participation: 0.5, indexReturns: [0.1] }),
    ).toMatch(/^About \$4,000: the index's 10% gain × 50% participation is 5%/);
    expect(say(worked.indexedCredit, { indexReturns: [0.1] })).toMatch(/What are the cap/);
  });

  it("a long-term care policy's pool: daily benefit × 365 × the benefit period's years", () => {
    // 200 × 365 × 3 = 219,000
    expect(say(worked.careCostFor, { ltcDaily: 200, careYears: 3 })).toMatch(
      /^A pool of about \$219,000, if 3 years is the policy's benefit period/,
    );
    // care at 330 a day: the visitor pays 130 a day, 47,450 a year; the policy 73,000 a year.
    expect(
      say(worked.careCostFor, {
        ltcDaily: 200,
        careYears: 3,
        careCost: { amount: 330, per: 'day' },
      }),
    ).toMatch(/other \$130 a day, about \$47,450 a year, while the policy pays \$73,000 a year/);
    // care at 120 a day: 219,000 / 120 = 1,825 days, 5 years.
    expect(
      say(worked.careCostFor, {
        ltcDaily: 200,
        careYears: 3,
        careCost: { amount: 120, per: 'day' },
      }),
    ).toMatch(/pool lasts about 1,825 days, 5 years\.$/);
    // Priced by the month: 16,500 - 250 × 365 / 12 (7,604) = 8,896 a month.
    expect(
      say(worked.careCostFor, {
        ltcDaily: 250,
        careYears: 3,
        careCost: { amount: 16_500, per: 'month' },
      }),
    ).toMatch(/other \$292 a day, about \$8,896 a month, about \$106,750 a year/);
  });

  it("a Part B bill's share: the deductible not yet met, then 20% of the approved amount", () => {
    // 20% of 480 = 96 with the 2026 deductible ($283) met.
    expect(say(worked.partBShareFor, { approved: 480, deductibleMet: true })).toMatch(
      /^With the deductible met, \$96: /,
    );
    // 283 + 20% x (1,500 - 283) = 283 + 243.40 = 526.40
    expect(say(worked.partBShareFor, { approved: 1_500, deductibleMet: false })).toMatch(
      /^About \$526\.40: .*\(\$243\.40\)/,
    );
    // A bill under the deductible is all the visitor's.
    expect(say(worked.partBShareFor, { approved: 200, deductibleMet: false })).toMatch(
      /^About \$200: the first \$200 toward the deductible, with/,
    );
    // Not told whether the deductible is met: both figures.
    expect(say(worked.partBShareFor, { approved: 900 })).toMatch(
      /^With the deductible met, \$180: .*; if none .* \$406\.40: /,
    );
    // Coverage beside Medicare pays part of it: no figure of Original Medicare alone.
    expect(say(worked.partBShareFor, { approved: 900, supplemented: true })).not.toMatch(/\$180/);
    expect(say(worked.partBShareFor, {})).toMatch(/What did Medicare approve for the bill/);
    // Supplement 1A, Core, G and N leave the Part B deductible to the visitor (Medicare.gov,
    // Mass.gov's Medigap plans): a first bill of $180 goes wholly toward the $283.
    const plan1a = { supplemented: true as const, medigapPlan: 'supplement 1a' };
    expect(say(worked.partBShareFor, { ...plan1a, approved: 180, deductibleMet: false })).toMatch(
      /^You owe about \$180: Supplement 1A does not pay the \$283 Part B deductible, .*\(\$103 of the deductible is left/,
    );
    expect(
      say(worked.partBShareFor, {
        ...plan1a,
        medigapPlan: 'plan g',
        approved: 900,
        deductibleMet: false,
      }),
    ).toMatch(/^You owe about \$283: Plan G does not pay .* the first \$283 of the \$900 approved/);
    expect(say(worked.partBShareFor, { ...plan1a, approved: 3_000 })).toMatch(
      /^You owe up to about \$283: .* if this is your first bill of the year, the first \$283 of the \$3,000/,
    );
    expect(say(worked.partBShareFor, { ...plan1a, approved: 400, deductibleMet: true })).toMatch(
      /^With the deductible met, nothing, or close to it, as Medicare pays 80%/,
    );
  });

  it('when Part A and B start for a sign-up in the birthday month', () => {
    expect(say(worked.medicareStartFor, { birthMonth: 3, birthDay: 18 })).toMatch(
      /^April 1, if you sign up in March, your birthday month: .* coverage from March 1\)\. Your seven-month initial enrollment period runs from December 1 to June 30/,
    );
    expect(say(worked.medicareStartFor, { birthMonth: 9, birthDay: 14, birthYear: 1962 })).toMatch(
      /^October 1, 2027, if you sign up in September, .* from September 1, 2027\)\. .* from June 1, 2027 to December 31, 2027/,
    );
    // A birthday on June 1 counts from May: the window runs February 1 to August 31.
    expect(say(worked.medicareStartFor, { birthMonth: 6, birthDay: 1 })).toMatch(
      /^From February 1 to August 31: .* after May \(a birthday on the 1st counts from the month before\)\. Sign up by the end of April and Part A and B start May 1/,
    );
  });

  it('the home-sale exclusion on the gain less improvements; the rule alone where the value at a death decides', () => {
    // 620,000 - 180,000 = 440,000; less 70,000 of improvements, 370,000; less 250,000 single.
    expect(say(answers.homeSale, { gain: 440_000, improvements: 70_000, married: false })).toMatch(
      /^Only on about \$120,000 of it: of a gain of about \$370,000 \(after \$70,000 of improvements/,
    );
    // Massachusetts taxes the taxable part at 5%: 5% of 120,000 = 6,000, not 5% of the gain.
    expect(
      say(answers.homeSale, { gain: 440_000, improvements: 70_000, married: false }),
    ).toContain('about $6,000 in Massachusetts at 5%');
    // Within the exclusion: no bare yes or no, which would answer "is it taxable?" and "is it
    // tax-free?" alike, and the two-of-five-year rule the visitor has not confirmed stays a condition.
    expect(say(answers.homeSale, { gain: 440_000, married: true })).toMatch(
      /^All of it is tax-free if the home was your main home, owned and lived in for at least two of the last five years: a gain of about \$440,000/,
    );
    // Selling costs already off the price: 1,050,000 - 50,000 - 140,000 = 860,000; less 60,000 of
    // improvements, 800,000; less 500,000 joint, 300,000.
    expect(
      say(answers.homeSale, {
        gain: 860_000,
        sellingCosts: 50_000,
        improvements: 60_000,
        married: true,
      }),
    ).toMatch(
      /^Only on about \$300,000 of it: of a gain of about \$800,000 \(after \$50,000 of selling costs taken off the price and \$60,000 of improvements added/,
    );
    // A widow's half step-up: 200,000 cost, 900,000 at the death, sold for 950,000: basis 100,000
    // + 450,000 = 550,000, gain 400,000; within two years the 500,000 exclusion covers it, after
    // that 250,000 leaves 150,000.
    expect(
      say(answers.homeSale, {
        widowed: true,
        valueAtDeath: 900_000,
        purchasePrice: 200_000,
        salePrice: 950_000,
      }),
    ).toMatch(
      /^About \$400,000 of gain, if you and your spouse owned the home jointly: .* a basis of about \$550,000 against \$950,000\. .* none of it is taxed; .* leaving about \$150,000 taxable\./,
    );
    for (const death of [{ inherited: true as const }, { widowed: true }]) {
      const text = say(answers.homeSale, { gain: 590_000, married: true, ...death });
      expect(text).toMatch(/stepped-up basis/);
      expect(text).not.toMatch(/\$90,000|\$590,000/);
    }
  });

  it("a pension's tax-free part by the Simplified Method (Publication 575)", () => {
    // Single life at 72: 160 payments; 48,000 / 160 = 300.
    expect(
      say(worked.pensionExclusion, { paidIn: 48_000, pensionMonthly: 2_000, ages: [72] }),
    ).toMatch(/^About \$300 of each \$2,000 payment is tax-free, \$1,700 taxable/);
    // Joint and survivor, combined 63 + 60 = 123: 310 payments; 30,000 / 310 = 96.77.
    expect(
      say(worked.pensionExclusion, {
        paidIn: 30_000,
        pensionMonthly: 2_400,
        ages: [63, 60],
        jointAnnuity: true,
      }),
    ).toMatch(/^About \$96\.77 of each \$2,400 payment is tax-free/);
    expect(
      say(worked.pensionExclusion, {
        paidIn: 30_000,
        pensionMonthly: 2_400,
        ages: [63],
        jointAnnuity: true,
      }),
    ).toMatch(/How old was your spouse when the pension started\?$/);
    // At 55 or under: 360 payments.
    expect(
      say(worked.pensionExclusion, { paidIn: 36_000, pensionMonthly: 1_500, ages: [55] }),
    ).toMatch(/^About \$100 of each/);
    // An annuity's monthly payout is not a pension's: no Simplified Method figure.
    expect(say(worked.pensionExclusion, { paidIn: 36_000, monthly: [1_500], ages: [70] })).toMatch(
      /how old were you when it started\?$/,
    );
  });

  it('a year of drugs on a standard Part D plan: the deductible, 25%, the cap', () => {
    // 615 + 25% x (3,000 - 615) = 615 + 596.25 = 1,211.25
    expect(say(worked.partDCostFor, { drugCost: 3_000 })).toMatch(/^About \$1,211 for the year/);
    expect(say(worked.partDCostFor, { drugCost: 400 })).toMatch(/^About \$400 for the year/);
    // 615 + 25% x (9,600 - 615) = 2,861.25, over the cap
    expect(say(worked.partDCostFor, { drugCost: 9_600 })).toMatch(/^\$2,100 for the year/);
    // Insulin: $35 a month's supply at most, whatever its price.
    expect(say(worked.partDCostFor, { drugCost: 5_400, insulin: true })).toMatch(
      /^No more than \$35 for a month's supply of each covered insulin \(\$105 for a 3-month supply\).*insulin at \$450 a month costs you \$35 at most/,
    );
  });

  it("the estimated-tax safe harbor, a capital loss's deduction and the net investment income tax", () => {
    // Form 1040-ES: 110% of last year's $30,000 when last year's AGI was over $150,000.
    expect(say(worked.safeHarbor, { priorTax: 30_000, income: 180_000 })).toMatch(
      /^At least \$33,000 for 2026, \$8,250 a quarter: 110%/,
    );
    expect(say(worked.safeHarbor, { priorTax: 12_000, income: 90_000 })).toMatch(
      /^At least \$12,000 for 2026, \$3,000 a quarter: 100%/,
    );
    // Topic 409: $3,000 against other income, $17,000 carried forward.
    expect(say(worked.capitalLossFor, { capitalLoss: 20_000 })).toMatch(
      /^\$3,000 this year.*the other \$17,000 carries forward/,
    );
    expect(say(worked.capitalLossFor, { capitalLoss: 2_000 })).toMatch(/^\$2,000 this year/);
    // Gains of the year first: $20,000 − $5,000 = $15,000 net, $3,000 now, $12,000 carried.
    expect(say(worked.capitalLossFor, { capitalLoss: 20_000, gain: 5_000 })).toMatch(
      /^\$3,000 this year: .*net capital loss of \$15,000 .*the other \$12,000 carries forward/,
    );
    expect(say(worked.capitalLossFor, { capitalLoss: 4_000, gain: 6_000 })).toMatch(
      /^Nothing against other income this year: .*leaving \$2,000 of net gain/,
    );
    // Form 8960: 3.8% x min($80,000, $300,000 - $250,000) = $1,900.
    expect(
      say(worked.niitFor, { investmentIncome: 80_000, income: 300_000, married: true }),
    ).toMatch(/^Yes, about \$1,900: 3\.8% of \$50,000/);
    expect(
      say(worked.niitFor, { investmentIncome: 80_000, income: 180_000, married: false }),
    ).toMatch(/^No: with a modified AGI of \$180,000/);
  });

  it('late-enrollment penalties, self-employment tax and the taxable growth of a contract', () => {
    // $202.90 × 1.2: $40.58 more a month.
    expect(say(worked.latePenalty, { monthsLate: 24, latePart: 'B' })).toMatch(
      /^About \$243\.48 a month in 2026: 2 full years late adds 20% \(10% for each full 12 months\), \$40\.58 a month,/,
    );
    expect(say(worked.latePenalty, { monthsLate: 11, latePart: 'B' })).toMatch(
      /^No Part B penalty/,
    );
    expect(say(worked.latePenalty, { monthsLate: 20, latePart: 'D' })).toMatch(
      /^About \$7\.80 a month in 2026.*1% of the \$38\.99 a month national base/,
    );
    // Schedule SE: $30,000 x 92.35% x 15.3% = $4,238.90.
    expect(say(worked.selfEmploymentTaxFor, { earnings: 30_000 })).toMatch(/^Yes, about \$4,239/);
    expect(say(worked.contractGain, { paidIn: 60_000, worth: 90_000 })).toMatch(
      /^Yes, on the gain: about \$30,000 of it is taxable, as ordinary income/,
    );
    expect(say(worked.contractGain, {})).toMatch(/\?$/);
    // An heir's gain: what it pays out less what the owner paid in.
    expect(say(worked.contractGain, { paidIn: 100_000, worth: 160_000, inherited: true })).toMatch(
      /^Yes, on the gain: about \$60,000 of it is taxable.*less the \$100,000 the owner paid in/,
    );
    // Put as untaxed ("aren't taxed, yes?"), the tax on the gain is a no: 85,000 − 60,000.
    expect(say(worked.contractGain, { paidIn: 60_000, worth: 85_000, askedUntaxed: true })).toMatch(
      /^No, not all of it: about \$25,000 of it is taxable/,
    );
  });

  it('the room left in a bracket, and an HSA limit prorated the year Medicare starts', () => {
    expect(
      say(worked.bracketRoom, { bracketRate: 12, married: true, taxableIncome: 60_000 }),
    ).toMatch(/^About \$40,800: the 12% bracket runs to \$100,800/);
    // Single, 65, no other income: $201,775 plus $16,100 + $2,050 (the senior deduction is gone).
    const alone = say(worked.bracketRoom, {
      bracketRate: 24,
      married: false,
      otherIncome: 0,
      ages: [65],
    });
    expect(alone).toMatch(/^About \$219,925 in total income/);
    expect(alone).toContain('$18,150');
    expect(say(worked.hsaLimitFor, { ages: [65], birthMonth: 7, family: false })).toMatch(
      /^About \$2,700 for 2026/,
    );
  });

  it('turns two checks the visitor already knows into the break-even age', () => {
    expect(
      say(worked.benefitByClaimingAge, {
        benefitAt: [
          { age: 62, monthly: 1_400 },
          { age: 67, monthly: 2_000 },
        ],
      }),
    ).toMatch(/^Around age 78 and 8 months/);
  });

  it('the Massachusetts surtax on a gain over the line', () => {
    // 4% of $2,500,000 less $1,083,150.
    expect(say(worked.maSurtaxFor, { gain: 2_500_000 })).toMatch(
      /^Yes, but only on the part above the line: roughly \$56,674/,
    );
    expect(say(worked.maSurtaxFor, { income: 400_000 })).toMatch(/^No\./);
    // The line is the latest published (2025's), and said to be so.
    expect(say(worked.maSurtaxFor, { gain: 2_500_000 })).toContain(
      "above the $1,083,150 line (2025's, raised each year with inflation)",
    );
  });

  it('works the break-even age from a full benefit and the claiming age asked about', () => {
    const full = { benefitAt: [{ age: 67, monthly: 2_400 }] };
    // $1,680 at 62 for 60 months is $100,800; $720 a month more repays it in 140 months.
    expect(say(worked.claimingBreakEven, { ...full, claimAge: 62 })).toMatch(
      /^Around age 78 and 8 months: .* 140 months \(11\.7 years\) after 67/,
    );
    // $2,400 for 36 months is $86,400; $576 a month more repays it in 150 months.
    expect(say(worked.claimingBreakEven, { ...full, claimAge: 70 })).toMatch(
      /^Around age 82 and 6 months.* Claiming at 62 against waiting to 70 \(\$1,680 against \$2,976\) breaks even around age 80 and 4 months\.$/,
    );
    // 62 against 67 first, then 62 against 70.
    expect(say(worked.claimingBreakEven, { ...full, claimAge: 62 })).toMatch(
      /Claiming at 62 against waiting to 70 .* around age 80 and 4 months\.$/,
    );
    expect(say(worked.claimingAgeCut, { ...full, ages: [61], claimAge: 70 })).toContain(
      'Break-even: around age 82 and 6 months',
    );
    expect(say(worked.claimingBreakEven, {})).toMatch(/\?$/);
    // Own $1,100 at 64 is $880; half of $3,000 less $1,100 is $400, at 75% $300.
    expect(
      say(worked.claimingAgeCut, {
        ages: [62],
        claimAge: 64,
        fullBenefit: 1_100,
        spouseFullBenefit: 3_000,
      }),
    ).toContain('it comes to about $1,180 a month at 64 in all');
  });

  it('the COLA on a check, net of the Part B increase', () => {
    const text = say(worked.colaRaise, { monthly: [2_000] });
    expect(text).toMatch(
      /^About \$2,056 a month: the 2\.8% cost-of-living raise adds \$56 to your \$2,000 check/,
    );
    expect(text).toContain('rose $17.90, from $185 a month to $202.90 a month');
    expect(text).toContain('goes up about $38.10');
    // What is deposited: $2,056 less the $202.90 premium.
    expect(text).toContain('to about $1,853.10 after the premium');
    expect(say(worked.colaRaise, {})).toMatch(/\?$/);
  });

  it("Part D's late penalty from the visitor's months, or the rule with an example", () => {
    // 14 x 1% of $38.99 = $5.4586, rounded to the nearest 10 cents.
    expect(say(worked.partDPenaltyFor, { monthsLate: 14 })).toMatch(
      /^About \$5\.50 a month in 2026/,
    );
    expect(say(worked.partDPenaltyFor, {})).toContain('20 months adds 20%, about $7.80 a month');
  });

  it('the Part B premium over a year, for one person or a couple', () => {
    const one = say(worked.partBPremiumFor, {});
    expect(one).toContain('$202.90 a month per person in 2026 ($2,434.80 a year)');
    expect(one).toContain('Part B deductible is $283 a year');
    const two = say(worked.partBPremiumFor, { married: true });
    // 2 x $202.90 a month, and 24 x $202.90 a year.
    expect(two).toMatch(/^For the two of you, \$405\.80 a month \(\$4,869\.60 a year\)/);
  });

  it('the Massachusetts estate tax and a reduced Roth limit', () => {
    expect(say(answers.estateTax, { assets: 2_400_000 })).toContain('roughly $31,200');
    // The part above the line named: 2,350,000 with a policy counted, 350,000 over.
    expect(say(answers.estateTax, { estate: 2_350_000 })).toContain(
      'roughly $27,200, 7.8% of the $350,000 above the line',
    );
    // A couple: nothing at the first death, the tax at the second, both credits with a bypass trust.
    const couple = say(answers.estateTax, { assets: 2_500_000, married: true });
    expect(couple).toMatch(/^Yes, likely, though not at the first death: .*roughly \$39,200/);
    expect(couple).toContain('up to $4,000,000 passes untaxed');
    expect(say(answers.federalEstateTax, { assets: 6_000_000 })).toMatch(
      /^No federal estate tax: .*\$15,000,000.* Massachusetts .* roughly \$411,200/,
    );
    expect(say(answers.federalEstateTax, { assets: 20_000_000 })).toMatch(
      /^Yes, .* \$5,000,000 over it/,
    );
    expect(say(answers.federalEstateTax, { assets: 1_000_000 })).toContain(
      'within the Massachusetts line',
    );
    expect(say(answers.rmdStart, { ages: [74], working: true })).toContain(
      "While you are still working, RMDs from your current employer's 401(k) can wait",
    );
    expect(say(answers.rmdStart, { ages: [74] })).not.toContain('still working');
    // $6,000 less 6% of $20,000, beside $16,100 + $2,050.
    expect(say(answers.seniorDeduction, { income: 95_000, married: false, ages: [67] })).toMatch(
      /leaving \$4,800\. It comes on top of the standard deduction of \$18,150 for 2026/,
    );
    // A couple both 65 or older: each one's share, and the two together.
    expect(
      say(answers.seniorDeduction, { income: 170_000, married: true, ages: [66, 66] }),
    ).toContain('leaving $4,800 for each of you, $9,600 together');
    // Massachusetts income tax names the exemptions it took off.
    expect(
      say(worked.maIncomeTaxFor, { income: 40_000, married: false, ages: [67], benefits: 24_000 }),
    ).toContain('less $5,100 of exemptions ($4,400, plus $700 at 65 or older)');
    // The Massachusetts filing line: Social Security and a government pension left out.
    expect(say(worked.maFilingFor, { benefits: 28_000, investmentIncome: 6_000 })).toMatch(
      /^No, not on these figures: .*about \$6,000, not over the \$8,000 line/,
    );
    expect(
      say(worked.maFilingFor, {
        otherIncome: 40_500,
        publicPension: 30_000,
        investmentIncome: 500,
      }),
    ).toMatch(
      /^Yes: about \$10,500 of Massachusetts gross income .*your \$30,000 government pension/,
    );
    expect(say(worked.maFilingFor, {})).toMatch(
      /^Yes, if your Massachusetts gross income is over \$8,000/,
    );
    expect(
      say(answers.rothIncomeLimit, { income: 245_000, married: true, ages: [58, 56] }),
    ).toMatch(/^Partly: about \$6,020 at 58 and \$6,020 at 56/);
    expect(say(answers.rothIncomeLimit, { income: 160_000, married: false, ages: [45] })).toMatch(
      /^Partly: about \$4,000 at 45/,
    );
  });

  it('tax on added income and on a gain, and the savings gap by the month', () => {
    expect(
      say(worked.taxOnExtraIncome, { taxableIncome: 98_000, earnings: 5_000, married: true }),
    ).toMatch(
      /^About \$820 more federal income tax .*\$2,800 at 12% \(\$336\) and \$2,200 at 22% \(\$484\)/,
    );
    // A Roth conversion: $5,400 at 12% to $50,400, $14,600 at 22%.
    const conversion = say(worked.taxOnExtraIncome, {
      taxableIncome: 45_000,
      added: 20_000,
      married: false,
    });
    expect(conversion).toMatch(/^About \$3,860 more federal income tax/);
    expect(conversion).not.toContain('payroll');
    // …and the state's 5% on the whole amount: $1,000.
    expect(conversion).toContain('5% Massachusetts tax (about $1,000 for a resident)');
    // Pub. 915 with an extra $10,000 withdrawal on $20,000 of pension: $11,300 taxable.
    expect(
      say(worked.taxableSocialSecurity, {
        benefits: 24_000,
        otherIncome: 20_000,
        added: 10_000,
        married: false,
        ages: [70],
      }),
    ).toMatch(
      /^About \$11,300 of it is taxable\. With \$24,000 of Social Security and \$30,000 of other income \(the extra \$10,000 included\)/,
    );
    expect(
      say(worked.zeroRateGains, { taxableIncome: 30_000, gain: 25_000, married: false }),
    ).toMatch(
      /^About \$832\.50 of federal tax .*\$19,450 at 0%.*\$5,550 at 15%.*\(\$1,250 on it\)/,
    );
    // A gain that fits in the 0% bracket whole is said so, not as "About $0 of federal tax".
    expect(
      say(worked.zeroRateGains, { taxableIncome: 30_000, gain: 15_000, married: false }),
    ).toMatch(
      /^All \$15,000 of the long-term gain is taxed at 0% federally: .*\$49,450 filing single/,
    );
    const gap = say(worked.savingsGap, {
      assets: 850_000,
      spending: 72_000,
      benefitAt: [{ age: 67, monthly: 2_600 }],
    });
    expect(gap).toContain(
      'about $2,833, plus $2,600 of Social Security makes about $5,433, about $567 short',
    );
    expect(say(worked.hsaLimitFor, { ages: [66] })).toMatch(
      /^At 66, \$5,400 with self-only coverage or \$9,750/,
    );
  });

  it('the Senior Circuit Breaker from the tax bill and income', () => {
    // $5,600 + half of $800 = $6,000, less 10% of $40,000.
    expect(
      say(worked.circuitBreakerFor, {
        ages: [72],
        income: 40_000,
        propertyTax: 5_600,
        waterSewer: 800,
      }),
    ).toMatch(/^Likely yes, about \$2,000: /);
    expect(say(worked.circuitBreakerFor, { income: 20_000, propertyTax: 9_000 })).toContain(
      'capped at $2,820',
    );
    expect(
      say(worked.circuitBreakerFor, { income: 80_000, propertyTax: 9_000, married: false }),
    ).toMatch(/^No: /);
    expect(say(worked.circuitBreakerFor, { income: 60_000, propertyTax: 5_000 })).toMatch(
      /^Probably not/,
    );
    expect(
      say(worked.circuitBreakerFor, { ages: [63], income: 30_000, propertyTax: 6_000 }),
    ).toMatch(/^Not yet/);
    expect(say(worked.circuitBreakerFor, {})).toMatch(/\?$/);
  });

  it('an annuity withdrawal: growth first, with the 10% additional tax before 59½', () => {
    const text = say(worked.annuityGain, { ages: [58], paidIn: 100_000, worth: 160_000 });
    expect(text).toMatch(/^Yes, on the gain: about \$60,000 of it is taxable/);
    expect(text).toContain('the first $60,000 you take out is all taxable. At 58, under 59½');
    expect(say(worked.annuityGain, { ages: [66], paidIn: 100_000, worth: 160_000 })).not.toContain(
      '10%',
    );
    expect(say(worked.annuityGain, { paidIn: 100_000, worth: 90_000 })).toMatch(/^No tax/);
    // A part withdrawn is taxable up to the gain: 30,000 of 60,000 of growth, all of it.
    expect(
      say(worked.annuityGain, { ages: [68], paidIn: 100_000, worth: 160_000, withdrawal: 30_000 }),
    ).toMatch(
      /^The whole \$30,000 is taxable, as ordinary income: .*takes the earnings first.*past 59½, there is no 10%/,
    );
    // …and no more than the gain: 50,000 taken from 20,000 of growth.
    expect(
      say(worked.annuityGain, { ages: [70], paidIn: 100_000, worth: 120_000, withdrawal: 50_000 }),
    ).toMatch(/^About \$20,000 of it is taxable/);
  });
});

describe('Part B while working', () => {
  const base: Details = { ages: [65], monthly: [], benefitAt: [] };
  it('answers whether Part B may wait the other way round from whether it is needed', () => {
    const small = { ...base, employees: 15 };
    expect(answers.partBWhileWorking(small)).toMatch(
      /^Probably yes: with an employer of fewer than 20/,
    );
    expect(answers.partBWhileWorking({ ...small, delayAsked: true })).toMatch(
      /^Probably not: with an employer of fewer than 20 employees \(15 here\), Medicare pays first/,
    );
    expect(answers.partBWhileWorking({ ...base, employees: 200, delayAsked: true })).toMatch(
      /^Yes, usually: with coverage from a current employer of 20 or more employees \(200 here\)/,
    );
    expect(answers.partBWhileWorking({ ...base, delayAsked: true })).toMatch(
      /^Only with coverage from a current job at an employer of 20 or more employees/,
    );
  });
});

describe('the cost of care', () => {
  it('works out a year, a stay of some years, how long savings last, and what a policy leaves', () => {
    const lead = (more: Partial<Details>) => worked.careCostFor(d(more)).split(/(?<=\.)\s/)[0];
    // $7,500 a month × 12 × 3 years.
    expect(lead({ careCost: { amount: 7500, per: 'month' }, careYears: 3 })).toMatch(
      /^About \$270,000 over 3 years/,
    );
    // 20 hours a week × $35 × 52 weeks.
    expect(lead({ careCost: { amount: 35, per: 'hour' }, careHours: 20 })).toMatch(
      /^About \$36,400 a year/,
    );
    // $200,000 ÷ $525 a day = 381 days, 12.5 months.
    expect(
      worked.careCostFor(d({ careCost: { amount: 525, per: 'day' }, assets: 200_000 })),
    ).toMatch(
      /^About 12\.5 months: \$200,000 at \$525 a day \(\$191,625 a year\) lasts about 381 days/,
    );
    // $525 × 365 = $191,625, less $200 × (365 − 90) = $55,000.
    expect(
      lead({ careCost: { amount: 525, per: 'day' }, ltcDaily: 200, eliminationDays: 90 }),
    ).toMatch(
      /^About \$136,625 out of pocket for the first year: all \$47,250 of the 90-day elimination period at \$525 a day, then \$325 a day above the policy's \$200 for the 275 days after it \(\$89,375\)/,
    );
    // Paid from the first day: $480 − $150 = $330 a day, $120,450 a year.
    expect(lead({ careCost: { amount: 480, per: 'day' }, ltcDaily: 150 })).toMatch(
      /^About \$120,450 out of pocket for a full year \(\$330 a day, about \$10,038 a month\)/,
    );
    // 180 days at $300: $54,000; the first 90 all the visitor's ($27,000), then $100 a day
    // above the policy's $200 for 90 days ($9,000): $36,000, the policy $18,000.
    const stretch = { careCost: { amount: 300, per: 'day' as const }, ltcDaily: 200 };
    expect(lead({ ...stretch, eliminationDays: 90, careDays: 180 })).toMatch(
      /^About \$36,000 of the \$54,000 that 180 days of care cost at \$300 a day: all \$27,000 of the 90-day elimination period, then \$100 a day above the policy's \$200 for the 90 days after it \(\$9,000\), while the policy pays \$18,000\./,
    );
    // Care cheaper than the daily benefit: nothing past the elimination period.
    expect(
      lead({
        careCost: { amount: 150, per: 'day' },
        ltcDaily: 200,
        eliminationDays: 30,
        careDays: 60,
      }),
    ).toMatch(
      /^About \$4,500 of the \$9,000 .*: all \$4,500 of the 30-day elimination period, while the policy pays \$4,500\./,
    );
    // Without the hours, or without a price, it asks.
    expect(worked.careCostFor(d({ careCost: { amount: 35, per: 'hour' } }))).toMatch(/\?$/);
    expect(worked.careCostFor(d({}))).toMatch(
      /^Medicare does not pay for long-term custodial care.*\?$/,
    );
  });
});

describe('payroll tax', () => {
  it('takes 6.2% up to the wage base, 1.45% of all pay and 0.9% over $200,000', () => {
    // 6.2% × $184,500 = $11,439; 1.45% × $200,000 = $2,900.
    expect(worked.payrollTaxFor(d({ earnings: 200_000 }))).toMatch(
      /^About \$14,339 for 2026 on \$200,000 of pay: \$11,439 for Social Security/,
    );
    // 7.65% of $50,000.
    expect(worked.payrollTaxFor(d({ earnings: 50_000 }))).toMatch(/^About \$3,825 for 2026/);
    // $250,000: $11,439 + $3,625 + 0.9% × $50,000 = $450.
    expect(worked.payrollTaxFor(d({ earnings: 250_000 }))).toMatch(/^About \$15,514 for 2026/);
    expect(worked.payrollTaxFor(d({}))).toMatch(/\?$/);
  });
});

describe('a fixed pension against inflation, a level draw to empty savings, payroll tax while collecting', () => {
  it('divides a pension that never rises by the years of inflation', () => {
    // $30,000 ÷ 1.03^20 (1.806) = $16,610, about 45% less.
    expect(
      say(worked.fixedIncomeWorth, { pensionMonthly: 2_500, inflation: 0.03, yearsAhead: 20 }),
    ).toMatch(/^About \$16,610 a year in today's dollars: .*÷ 1\.806 .*about 45% less/);
    expect(say(worked.fixedIncomeWorth, { pensionMonthly: 2_500 })).toMatch(/\?$/);
  });

  it('works the level monthly draw that empties savings earning a steady return', () => {
    // 500,000 × (0.05/12) ÷ (1 − (1 + 0.05/12)^−300) = 2,922.95.
    expect(say(worked.drawToEmpty, { assets: 500_000, growth: 0.05, yearsAhead: 25 })).toMatch(
      /^About \$2,923 a month: .*after exactly 25 years \(300 payments\)/,
    );
    // With no return, the savings spread evenly: 240,000 ÷ 240 months.
    expect(say(worked.drawToEmpty, { assets: 240_000, growth: 0, yearsAhead: 20 })).toMatch(
      /^About \$1,000 a month/,
    );
  });

  it('puts the payroll tax on a job held while collecting', () => {
    // 7.65% of $20,000: $1,240 + $290.
    expect(say(worked.payrollTaxWhileCollecting, { earnings: 20_000 })).toMatch(
      /^Yes: wages are taxed .* at any age.*About \$1,530 for 2026 on \$20,000 of pay: \$1,240 .* \$290/,
    );
    expect(say(worked.payrollTaxWhileCollecting, {})).not.toMatch(/About \$/);
  });
});

describe('withholding, a QLAC and a SIMPLE plan', () => {
  it('offers only the W-4V rates, worked on the check', () => {
    expect(worked.withholdingChoices(d({ monthly: [2300] }))).toMatch(
      /^No, not a set dollar amount.*7% is \$161, 10% is \$230, 12% is \$276, 22% is \$506/,
    );
  });

  it('works a W-4V rate on the check, and answers a rate the form does not offer with its four', () => {
    // 12% of $2,400 = $288 a month, $3,456 a year.
    expect(say(worked.withheldFromBenefit, { monthly: [2_400], withholdRate: 12 })).toMatch(
      /^Yes: .*12% of each payment for federal tax, \$288 a month on your \$2,400 benefit, \$3,456 over a full year/,
    );
    expect(say(worked.withheldFromBenefit, { monthly: [2_000], withholdRate: 15 })).toMatch(
      /^Not 15%: .*7% is \$140, 10% is \$200, 12% is \$240, 22% is \$440 a month/,
    );
    expect(say(worked.withheldFromBenefit, { withholdRate: 10 })).toMatch(
      /^Yes: 10% is one of the rates.*How much is your monthly check\?$/,
    );
    expect(say(worked.withheldFromBenefit, {})).toMatch(/^Yes: give Social Security Form W-4V/);
  });

  it('leaves a QLAC out of the balance an RMD is figured on', () => {
    // ($500,000 − $210,000) ÷ 23.7 = $12,236.
    expect(worked.rmdFromBalance(d({ ages: [76], assets: 500_000, qlac: 210_000 }))).toMatch(
      /^About \$12,236: \$500,000 less the \$210,000 QLAC/,
    );
  });

  it('gives a SIMPLE plan its own limits', () => {
    // $17,000 + $5,250 at 60 to 63; $17,000 + $4,000 from 50.
    expect(fill(answers.workplaceLimit(d({ ages: [61], simplePlan: true }))).text).toMatch(
      /^At 61, \$22,250 in all/,
    );
    expect(fill(answers.workplaceLimit(d({ ages: [55], simplePlan: true }))).text).toMatch(
      /^At 55, \$21,000 in all/,
    );
  });
});

describe('payment day', () => {
  it('is the second, third or fourth Wednesday by the day of birth', () => {
    expect(worked.paymentDayFor(d({ birthDay: 19 }))).toMatch(/^On the third Wednesday/);
    expect(worked.paymentDayFor(d({ birthDay: 3 }))).toMatch(/^On the second Wednesday.*the 3rd/);
    expect(worked.paymentDayFor(d({ birthDay: 21 }))).toMatch(/^On the fourth Wednesday.*the 21st/);
    // The first payment: benefits for a month are paid the next month, on its Wednesday.
    expect(
      worked.paymentDayFor(d({ birthDay: 22, benefitStartMonth: 7, benefitStartYear: 2026 })),
    ).toMatch(/^On Wednesday, August 26, 2026: benefits for July/);
    expect(
      worked.paymentDayFor(d({ birthDay: 15, benefitStartMonth: 12, benefitStartYear: 2026 })),
    ).toMatch(/^On Wednesday, January 20, 2027/);
    expect(worked.paymentDayFor(d({ birthDay: 3, benefitStartMonth: 3 }))).toMatch(
      /^In April, on its second Wednesday/,
    );
  });
});

describe('the Massachusetts rental deduction', () => {
  it('is half the year’s rent, up to the cap', () => {
    // $450 a month: $5,400 a year, half is $2,700, under the $4,000 cap.
    expect(fill(worked.rentDeduction(d({ rentYearly: 5_400 }))).text).toMatch(
      /^Yes, about \$2,700 on your Massachusetts return: half of the \$5,400 you pay in rent a year is \$2,700\./,
    );
    // $1,200 a month: half of $14,400 is $7,200, capped at $4,000.
    expect(fill(worked.rentDeduction(d({ rentYearly: 14_400 }))).text).toMatch(
      /^Yes, about \$4,000 .* is \$7,200, over the \$4,000 cap\./,
    );
    // No rent given: the rule alone.
    expect(fill(worked.rentDeduction(d({}))).text).toMatch(
      /^Yes: Massachusetts lets you deduct half of the rent you pay for your main home in the state, up to \$4,000/,
    );
  });
});

describe('work credits', () => {
  it('counts the credits still needed and the years the visitor’s pay takes', () => {
    // 34 credits: 6 more; $9,000 earns 4 a year (one per $1,890, 4 at most): 2 years, end of 2027.
    expect(fill(worked.creditsNeeded(d({ credits: 34, earnings: 9_000 }))).text).toMatch(
      /^About 2 years: you need 6 more credits .* at about \$9,000 a year you earn 4 a year, so you would have them by the end of 2027/,
    );
    // $3,000 earns 1 a year: 6 more take 6 years.
    expect(fill(worked.creditsNeeded(d({ credits: 34, earnings: 3_000 }))).text).toMatch(
      /^About 6 years: .* you earn 1 a year, .* by the end of 2031/,
    );
    // $6,000 a year with no credits given: 3 credits a year.
    expect(fill(worked.creditsNeeded(d({ earnings: 6_000 }))).text).toMatch(
      /^40 credits, about 10 years of work; at about \$6,000 a year you earn 3 credits a year/,
    );
    expect(fill(worked.creditsNeeded(d({}))).text).toMatch(
      /^40 credits, about 10 years of work: in 2026/,
    );
    // Two short with no pay given: 2 × $1,890 = $3,780 this year earns them.
    expect(fill(worked.creditsNeeded(d({ credits: 38 }))).text).toMatch(
      /^About \$3,780 of covered earnings this year: you need 2 more credits .* 2 × \$1,890 earns them/,
    );
  });
});

describe('a joint-and-survivor pension', () => {
  it('gives what the survivor keeps and what the protection costs', () => {
    // 50% of $2,700 is $1,350; $3,000 − $2,700 = $300 a month, $3,600 a year.
    expect(
      fill(
        worked.jointSurvivorFor(d({ jointSurvivor: { single: 3_000, joint: 2_700, share: 0.5 } })),
      ).text,
    ).toMatch(
      /^About \$1,350 a month for your spouse, for life, if you die first: 50% of your \$2,700 joint-and-survivor check\. The protection costs \$300 a month, \$3,600 a year/,
    );
    expect(fill(worked.jointSurvivorFor(d({}))).text).toMatch(/^A joint-and-survivor option:/);
  });
  it('gives each survivor option of a quote that names two', () => {
    // 50% of $3,780 is $1,890; 100% of $3,520 is $3,520; they cost $320 and $580 a month.
    const more = [{ joint: 3_520, share: 1 }];
    expect(
      fill(
        worked.jointSurvivorFor(
          d({ jointSurvivor: { single: 4_100, joint: 3_780, share: 0.5, more } }),
        ),
      ).text,
    ).toMatch(
      /with the 50% option, \$1,890 \(50% of the \$3,780 joint check\); with the 100% option, \$3,520 .*the 50% option \$320 a month, \$3,840 a year, and the 100% option \$580 a month/,
    );
  });
});

describe('a joint check against single life, with no survivor share named', () => {
  it('gives the difference a month and a year, and sends the visitor to the quote for the share', () => {
    // $1,950 − $1,700 = $250 a month, $3,000 a year.
    const text = say(worked.jointSurvivorFor, { jointSurvivor: { single: 1_950, joint: 1_700 } });
    expect(text).toMatch(/^\$250 a month less, \$3,000 a year, for as long as you both live/);
    expect(text).toContain('survivor share the quote names');
  });
});

describe('waiting for a larger Social Security check on savings', () => {
  it('gives what living on the larger check takes until it starts, and what claiming now pays by then', () => {
    // 62 to 70 is 8 years: $3,720 × 12 × 8 = $357,120 ($44,640 a year) of $500,000, leaving
    // $142,880; claiming $2,100 now pays $2,100 × 12 × 8 = $201,600 by 70. Break-even:
    // 2,100 × 96 / 1,620 = 124.4 months after 70, about 80 and 4 months.
    const text = say(worked.delayBridge, {
      ages: [62],
      assets: 500_000,
      monthly: [2_100, 3_720],
      benefitAt: [{ age: 70, monthly: 3_720 }],
    });
    expect(text).toMatch(
      /^About \$357,120 of your \$500,000: living on \$3,720 a month from savings for the 8 years from 62 to 70 takes \$44,640 a year/,
    );
    expect(text).toContain('leaving about $142,880');
    expect(text).toContain('would pay $201,600 by 70');
    expect(text).toContain('$1,620 a month more for life');
    expect(text).toMatch(/past about 80 and 4 months/);
    // Two claiming ages given: the earlier is the check now.
    const two = say(worked.delayBridge, {
      ages: [64],
      assets: 600_000,
      benefitAt: [
        { age: 64, monthly: 2_500 },
        { age: 70, monthly: 4_000 },
      ],
    });
    expect(two).toMatch(/^About \$288,000 of your \$600,000/);
    expect(two).toContain('would pay $180,000 by 70');
    expect(say(worked.delayBridge, { ages: [62] })).toMatch(/What are your savings/);
  });
});

describe('Medicare after disability benefits', () => {
  it('starts in the 25th month of entitlement', () => {
    expect(
      say(worked.medicareAfterDisability, { disabledSince: { year: 2026, month: 3 } }),
    ).toMatch(/^March 2028: 24 months after your March 2026 entitlement date/);
    expect(
      say(worked.medicareAfterDisability, { disabledSince: { year: 2025, month: 11 } }),
    ).toMatch(/^November 2027:/);
    expect(say(worked.medicareAfterDisability, { disabledSince: { year: 2019 } })).toMatch(
      /^In 2021, 24 months after your benefits started in 2019/,
    );
    expect(say(worked.medicareAfterDisability, {})).toMatch(
      /When did your disability benefits start/,
    );
  });
});

describe('savings bonds cashed', () => {
  it('tax the interest, worth less paid, federally and not in Massachusetts', () => {
    // $17,500 − $6,000 = $11,500 of interest.
    const text = say(worked.bondInterestFor, { paidIn: 6_000, worth: 17_500 });
    expect(text).toMatch(/^About \$11,500: the \$17,500 they are worth less the \$6,000 you paid/);
    expect(text).toContain('Massachusetts, like every state, does not tax it');
    expect(say(worked.bondInterestFor, {})).toMatch(/What did you pay for the bonds/);
  });
});

describe('a plan put for judgement, and a deposit against a statement', () => {
  it('opens a spending plan asked about as safe with the verdict of its withdrawal rate', () => {
    // $50,000 of $600,000 is 8.33%: well above 4%. $55,000 of $1,100,000 is 5%: close.
    expect(say(worked.savingsLast, { assets: 600_000, spending: 50_000, judged: true })).toMatch(
      /^Probably not, it is well above the 4% rule: spending \$50,000 a year from \$600,000 is an 8\.33% withdrawal rate/,
    );
    expect(say(worked.savingsLast, { assets: 1_100_000, spending: 55_000, judged: true })).toMatch(
      /^Not quite, though close to the 4% rule: spending \$55,000/,
    );
    // Asked how long it lasts, the rate alone.
    expect(say(worked.savingsLast, { assets: 600_000, spending: 50_000 })).toMatch(
      /^Spending \$50,000 a year from \$600,000 is an 8\.33% withdrawal rate/,
    );
  });

  it('tells a deposit the Part B premium below the statement as no mistake', () => {
    // $2,400 − $202.90 = $2,197.10.
    expect(say(worked.netDepositFor, { monthly: [2_197.1, 2_400] })).toMatch(
      /^No mistake, most likely: \$2,400 less the standard Part B premium of \$202\.90 a month for 2026 is \$2,197\.10/,
    );
    expect(say(worked.netDepositFor, { monthly: [2_000, 2_400] })).not.toMatch(/^No mistake/);
  });
});

describe('withholding on an IRA withdrawal', () => {
  it('is 10% by default, not the 20% of a workplace plan', () => {
    // 10% of $50,000 is $5,000.
    expect(say(worked.iraWithholdingFor, { withdrawal: 50_000 })).toMatch(
      /^About \$5,000 of \$50,000: by default an IRA withholds 10% for federal tax unless you choose another rate, from 0% to 100%, on Form W-4R/,
    );
    expect(say(worked.iraWithholdingFor, {})).toMatch(/^An IRA withholds 10%/);
  });
  it('is the 20% a workplace plan must hold back when the money comes from a 401(k)', () => {
    // 20% of $50,000 is $10,000; $40,000 arrives.
    expect(say(worked.iraWithholdingFor, { withdrawal: 50_000, fromPlan: true })).toMatch(
      /^About \$10,000 of \$50,000 is withheld, so \$40,000 reaches you: a workplace plan must withhold 20%/,
    );
  });
});

describe('an HSA on family coverage beside a spouse, and the circuit breaker for a renter', () => {
  it('sends a spouse’s catch-up to their own HSA, and none once on Medicare', () => {
    // 58 with family coverage: $8,750 + $1,000 = $9,750; the wife's $1,000 at 56 goes in hers.
    const couple = say(worked.hsaLimitFor, { ages: [58, 56], family: true });
    expect(couple).toMatch(/^\$9,750 for 2026/);
    expect(couple).toContain('catch-up at 56 can go only into their own HSA');
    expect(say(worked.hsaLimitFor, { ages: [63, 66], family: true })).toContain(
      'not eligible to contribute to their own HSA',
    );
    expect(say(worked.hsaLimitFor, { ages: [58, 50], family: true })).not.toContain('spouse');
  });

  it('counts 25% of a renter’s rent as property tax', () => {
    // 25% of $21,600 is $5,400; 10% of $38,000 is $3,800: $1,600.
    expect(
      say(worked.circuitBreakerFor, { rentYearly: 21_600, income: 38_000, ages: [70] }),
    ).toMatch(/^Renters can claim it too, about \$1,600: 25% of your \$21,600 of rent \(\$5,400\)/);
  });
});

describe('the 4% rule before Medicare', () => {
  it('names health coverage until 65 for a visitor under 65', () => {
    expect(say(worked.fourPercent, { ages: [61], assets: 1_200_000 })).toContain(
      'budget for health insurance until Medicare starts',
    );
    expect(say(worked.fourPercent, { ages: [67], assets: 1_200_000 })).not.toContain('Medicare');
  });

  it('the RMD to the cent beside the rounded figure (balance ÷ Uniform Lifetime Table period)', () => {
    // $300,000 ÷ 26.5 (age 73) = $11,320.75; age from the birth year when none was given.
    expect(say(worked.rmdFromBalance, { birthYear: 1953, assets: 300_000 })).toMatch(
      /^About \$11,321: \$300,000 divided by 26\.5, .*age 73, is \$11,320\.75\./,
    );
  });

  it('the withdrawal that leaves an amount after tax: amount ÷ (1 − federal − state)', () => {
    // $40,000 ÷ (1 − 0.22 − 0.05) = $54,794.52.
    expect(say(worked.grossUpFor, { netWanted: 40_000, federalRate: 22, stateRate: 5 })).toMatch(
      /^About \$54,795: \$40,000 ÷ 0\.73 at 22% federal and 5% state/,
    );
    // Federal alone: $10,000 ÷ 0.78 = $12,821; with Massachusetts 5%, ÷ 0.73 = $13,699.
    const federalOnly = say(worked.grossUpFor, { netWanted: 10_000, federalRate: 22 });
    expect(federalOnly).toMatch(/^About \$12,821: /);
    expect(federalOnly).toContain('about $13,699');
    expect(say(worked.grossUpFor, {})).toMatch(
      /What is your federal bracket\?|what is your federal bracket\?/,
    );
  });

  it('the rule of 55 only for the plan of the job left at 55 or later', () => {
    const both = say(answers.ruleOf55, { ages: [57, 50], leftEarlierAt: 50 });
    expect(both).toMatch(/^Only from the 401\(k\) of the job you leave at 57/);
    expect(both).toContain('left at 50 does not qualify');
    expect(say(answers.ruleOf55, { ages: [57] })).toMatch(/^Yes, from that employer/);
  });

  it('an inherited IRA: yearly RMDs when the owner had started them, none when not', () => {
    expect(say(answers.inheritedWait, { ownerRmds: true })).toMatch(
      /^No, not when the owner had already started RMDs/,
    );
    expect(say(answers.inheritedWait, { ownerRmds: false })).toMatch(
      /^Yes, for most heirs other than a spouse/,
    );
    expect(say(answers.inheritedYearly, { ownerRmds: true })).toMatch(
      /^Yes, since the owner had already started RMDs/,
    );
    expect(say(answers.inheritedYearly, {})).toMatch(/^It depends/);
    // A surviving spouse has other choices: no yes or no for a non-spouse heir.
    expect(say(answers.inheritedWait, { ownerRmds: true, widowed: true })).toMatch(
      /^As a surviving spouse/,
    );
  });

  it('a Massachusetts or federal government pension is left out of Massachusetts income', () => {
    expect(say(worked.maPensionTaxFor, { publicPension: 52_000, otherIncome: 70_000 })).toMatch(
      /^No, not a Massachusetts or federal government pension: .* your \$52,000 is left out\. The rest of your income, IRA withdrawals among it, is taxed at 5%/,
    );
    expect(say(worked.maPensionTaxFor, {})).toMatch(/^It depends on who pays it/);
  });

  it('estate beliefs: no portability in Massachusetts, owned life insurance counts', () => {
    // 3,200,000 less 60,000 = 3,140,000: 190,800 + 9.6% of 100,000 = 200,400, less 99,600.
    expect(say(answers.maNoPortability, { assets: 3_200_000, married: true })).toMatch(
      /^No, not in Massachusetts: it has no portability.* an estate of about \$3,200,000 would owe roughly \$100,800/,
    );
    // 1,600,000 and a 750,000 policy: 2,350,000, 350,000 over; 2,290,000 in the table's 8% band:
    // 106,800 + 20,000 = 126,800, less 99,600 = 27,200.
    expect(say(answers.insuredEstate, { estate: 2_350_000 })).toMatch(
      /^Yes, if you own the policy: .* about \$2,350,000, \$350,000 over the Massachusetts line of \$2,000,000, so roughly \$27,200/,
    );
    expect(say(answers.insuredEstate, {})).toMatch(/^Yes, if you own the policy/);
  });

  it('an inherited IRA within 10 years: not for an heir not more than 10 years younger than the owner', () => {
    // A brother who died at 70, the heir 64: 6 years younger, an eligible designated beneficiary.
    expect(
      say(answers.inheritedTenYears, {
        ages: [64],
        ownerAge: 70,
        leftBy: 'sibling',
        ownerRmds: false,
      }),
    ).toMatch(/^No: at 64 you are about 6 years younger than the owner, who was 70/);
    // An uncle of 80, the heir 45: the 10-year rule.
    expect(
      say(answers.inheritedTenYears, { ages: [45, 80], ownerAge: 80, leftBy: 'elder' }),
    ).toMatch(/^Yes: at 45 you are more than 10 years younger than the owner, who was 80/);
    // 10 years apart by the ages given: the birth dates decide, no yes or no.
    expect(say(answers.inheritedTenYears, { ages: [60], ownerAge: 70 })).toMatch(
      /^It turns on your exact birth dates/,
    );
    // A parent's IRA with no ages: most children are more than 10 years younger.
    expect(say(answers.inheritedTenYears, { leftBy: 'elder' })).toMatch(/^Yes, in most cases/);
    expect(say(answers.inheritedTenYears, {})).toMatch(/^No, not every heir/);
    // A disabled heir is an eligible designated beneficiary whatever the ages.
    expect(
      say(answers.inheritedTenYears, { ages: [52], ownerAge: 80, heirDisabled: true }),
    ).toMatch(/^No, not for a disabled or chronically ill heir/);
    expect(say(answers.inheritedTenYears, { widowed: true, ages: [40], ownerAge: 80 })).toMatch(
      /^No, not as the surviving spouse/,
    );
  });

  it('only the first RMD can wait until April 1 of the next year', () => {
    // Born 1953: RMD age 73 in 2026, the first can wait until April 1, 2027.
    expect(say(answers.rmdWaitToApril, { birthYear: 1953 })).toMatch(
      /^You can for this first one: .*April 1, 2027\. But then two RMDs fall in 2027/,
    );
    expect(say(answers.rmdByDecember, { birthYear: 1953 })).toMatch(/^No, not this first one/);
    // 77 in 2026: past the first year, due by December 31.
    expect(say(answers.rmdWaitToApril, { ages: [77] })).toMatch(/^No: only the very first RMD/);
    expect(say(answers.rmdByDecember, { ages: [77] })).toMatch(/^Yes: .*December 31, 2026/);
    // Born 1960: RMDs start at 75, in 2035.
    expect(say(answers.rmdByDecember, { birthYear: 1960 })).toMatch(
      /^No, none is due yet: .*in 2035/,
    );
  });

  it('72(t) payments run 5 years or to 59½, whichever is later; the rule of 55 from the year one turns 55', () => {
    expect(say(answers.seppEnd, { ages: [57] })).toMatch(/^Not until about 62: /);
    // The age they began told apart from the age now: 58 to 62 is not yet five years.
    expect(say(answers.seppEnd, { ages: [62], seppStart: 58 })).toMatch(/^Not until about 63: /);
    expect(say(answers.seppEnd, { ages: [63], seppStart: 58 })).toMatch(/^Very likely this year/);
    expect(say(answers.seppEnd, { ages: [64], seppStart: 58 })).toMatch(/^Yes: started at 58/);
    expect(say(answers.seppEnd, { ages: [52] })).toMatch(/^At 59½, if five years have passed/);
    expect(say(answers.ruleOf55, { ages: [52] })).toMatch(/^Not under the rule of 55 at 52/);
    // Turning 55 this year counts.
    expect(say(answers.ruleOf55, { ages: [54], yearEndAge: 55 })).toMatch(
      /^Yes, from that employer/,
    );
    expect(say(answers.ruleOf55Applies, { ages: [57], working: false })).toMatch(
      /^No, not from the 401\(k\) of the job you left at 57/,
    );
    expect(say(answers.ruleOf55Applies, { ages: [52] })).toMatch(/^Yes, at 52/);
    // Without word of leaving the job, the rule with its condition, no yes or no.
    expect(say(answers.ruleOf55Applies, { ages: [57] })).toMatch(
      /^It depends on when you leave the job/,
    );
  });

  it('an IRA contribution at any age, up to the lesser of pay from work and the limit', () => {
    expect(say(worked.iraFromEarnings, { ages: [74], earnings: 20_000, working: true })).toMatch(
      /^Yes: there is no age limit .* up to \$8,600, the \$8,600 limit at 74/,
    );
    // $8,600 put in on $5,000 of pay: $3,600 over, taxed 6% ($216) a year until it comes out.
    expect(say(worked.iraFromEarnings, { ages: [60], earnings: 5_000, paidIn: 8_600 })).toMatch(
      /^No, not \$8,600: .*at most \$5,000.*The other \$3,600 is an excess contribution, taxed 6% a year \(\$216\)/,
    );
  });
});

describe('a hybrid life policy’s care rider', () => {
  it('pays its share of the death benefit a month, and leaves the rest to the heirs', () => {
    // 2% of $300,000 is $6,000 a month; 24 months draw $144,000, leaving $156,000.
    expect(
      say(worked.careRiderFor, { faceAmount: 300_000, riderRate: 0.02, careYears: 2 }),
    ).toMatch(
      /^About \$6,000 a month for care: 2% of the \$300,000 death benefit, for up to 50 months\. 2 years of care, 24 months, would draw \$144,000, leaving about \$156,000/,
    );
    // Longer care than the benefit lasts draws it all: 4% runs out after 25 months.
    expect(
      say(worked.careRiderFor, { faceAmount: 200_000, riderRate: 0.04, careYears: 3 }),
    ).toMatch(/3 years of care would use it all up after 25 months, leaving no death benefit /);
    expect(say(worked.careRiderFor, {})).toMatch(/each month\?$/);
  });
});

describe('MassHealth for care at home, and a life policy it counts', () => {
  it('weighs income against the Frail Elder Waiver’s $2,982 and savings against $2,000', () => {
    expect(say(answers.massHealthHomeCareFor, { pensionMonthly: 2_700, assets: 1_800 })).toMatch(
      /^Likely yes, .*\$2,700 a month of income is within the \$2,982 a month limit, and \$1,800 of countable savings is within the \$2,000 limit/,
    );
    // 3,400 is over the income limit; 40,000 is 38,000 over the asset limit.
    expect(say(answers.massHealthHomeCareFor, { pensionMonthly: 3_400, assets: 40_000 })).toMatch(
      /^Not on these figures yet: \$3,400 a month of income is over .*\$40,000 of countable savings is \$38,000 over/,
    );
    expect(say(answers.massHealthHomeCareFor, {})).toMatch(/^Yes, for those who qualify:/);
  });
  it('counts a policy’s cash value when its face value is over $1,500', () => {
    expect(say(answers.lifePolicyCountedFor, { faceAmount: 10_000 })).toMatch(
      /^Yes, it can: with a face value of \$10,000, over \$1,500, its cash surrender value/,
    );
    expect(say(answers.lifePolicyCountedFor, { faceAmount: 1_500 })).toMatch(/^No: /);
  });
});
