/**
 * The thirty-ninth round, written for the next change of engine and not run against any engine:
 * written blind, from the questions retirees and near-retirees most often bring to a
 * retirement-income, tax and insurance firm (the common questions SSA, Medicare.gov, the IRS's
 * retirement pages, Mass.gov, SHINE and the NAIC's buyer's guides list), in rough proportion to how
 * often they ask them, not from the knowledge base or the engine's answers. What is new is every
 * question's wording and situation: none is copied or paraphrased from rounds 35 to 38, the rounds
 * read while writing it (a claim at 64 for one born in 1962, worked, and then waiting to 70,
 * worked; a January check after the 2.8% COLA, worked; the earnings test on 40,000 at 63, worked,
 * then whether the withheld money is lost, and then earning freely after full retirement age; a
 * wife's spousal benefit at 62 expected to be half; a widow who thinks she keeps both checks; a
 * single filer's taxable benefits beside IRA withdrawals and interest, worked; disability benefits
 * turning into retirement benefits; waiting from 68 to 70 for one born in 1958, worked; a couple's
 * IRMAA tier from consulting income, worked, and then whether it is per person; a first doctor's
 * bill against the Part B deductible, worked; 75 days in hospital, worked; 30 days of skilled
 * nursing, worked; Part B at 66 beside a large employer's plan; the Part D cap and whether the
 * premium counts; the months to sign up around a June birthday, worked, and then signing up in
 * August, worked; Part A bought with 34 quarters, worked; the first deposit after Part B, worked;
 * IRMAA after retiring; an RMD at 74, worked, and then a gift to a church from it; a first RMD at
 * 73 and its deadline, worked, and then the cost of waiting to April; a Roth contribution at 71
 * without a job; a 2024 conversion taken out at 57; a family HSA at 63, worked, and then a wife's
 * catch-up; an IRA inherited from a brother six years older; a single filer's Roth in the
 * phase-out, worked; a first Roth opened at 66; the senior deduction in its phase-out, worked; a
 * couple one of whom is under 65, worked; gains at 0% and 15% for a couple, worked; IRA withdrawals
 * thought tax-free after 65; a couple's house sale after 38 years, worked, and then a widow's
 * sale; tax withheld from Social Security; a withdrawal straddling the 12% and 22% brackets,
 * worked; the federal exemption beside Massachusetts' for a widower, and then a wife's unused
 * exemption; gifts of 25,000 to three grandchildren, worked; a power of attorney after a dementia
 * diagnosis; probate of a house in Braintree; an inherited house sold at a loss, worked; a son
 * added to a bank account; the 4% rule on 1.3 million, worked, and then year two, worked; an income
 * gap met from 900,000, worked; cashing out an IRA at a market high; a pension's break-even,
 * worked; IRA withdrawals thought barred before 62; a widow's spending at 72, worked; a deferred
 * annuity's withdrawal thought partly tax-free, worked, and then annuitizing it, worked, and then
 * the insurer failing; a Roth moved into an annuity; an income rider's benefit base, worked;
 * memory care after a dementia diagnosis; a long-term care policy's pool and gap, worked; home
 * health without a hospital stay; life insurance paid to a widow; a term policy at its renewal; a
 * whole-life surrender, worked, and then a 1035 exchange; a gift inside the look-back, worked, and
 * then the house; savings at home care; who the firm is, how it is paid on an annuity and a son
 * joining from Seattle). Visitors aged 55 and over on phones, lower case and shorthand, with their
 * own ages, incomes, balances and dates; two questions in one; follow-ups that lean on the answer
 * before; a loss, a diagnosis or a fear in the first line; an everyday request mixed in; and
 * questions where the natural yes or no would be wrong, beside some where it is right. It was
 * written blind and is scored as written, misses included, and its figure is reported, never
 * gated.
 *
 * Counts: 82 cases (Social Security 11, Medicare 12, RMDs, IRAs, Roths and HSAs 11, tax 8, estates
 * 7, withdrawals and income 7, annuities 5, long-term care 3, life insurance 4, MassHealth 3, the
 * firm 3, behaviours and mixed messages 8); 18 follow-ups; 36 worked; 30 where the natural yes or
 * no is wrong and that opening is forbidden.
 *
 * Every case is marked with the kind it tests and, for a worked case, the arithmetic behind its
 * figures. Each case was checked against score.ts alone (never the engine) with a careful adviser's
 * answer, which it passes, a reworded careful answer, which it passes, and a plainly wrong one,
 * which it fails; a careful answer opening with the wrong yes or no fails where that opening is
 * forbidden. Every 2026 figure was confirmed through the pages named (secondary unless marked).
 * - SSA: the 2026 COLA 2.8%, the earnings limits $24,480 ($1 for $2) and $65,160 ($1 for $3): JRB's
 *   2026 COLA page (jrbcj.org), Brokerbase and Particle. Known rules: full retirement age 67 from
 *   1960, 66 and 8 months for 1958; 5/9 of 1% a month for the first 36 months early and 5/12 beyond;
 *   2/3 of 1% a month of delayed credits to 70; a spouse's benefit at 62 cut to 32.5% of the
 *   worker's; a survivor paid the larger benefit, not both; withheld benefits credited back at full
 *   retirement age; the single filer's $25,000 and $34,000 thresholds; disability benefits becoming
 *   retirement benefits at full retirement age; Form W-4V at 7, 10, 12 or 22%.
 * - CMS / Medicare.gov: the 2026 Part B premium $202.90 and deductible $283, the Part A deductible
 *   $1,736 and $434 a day for days 61-90, skilled nursing $217 a day from day 21, the Part A premium
 *   $311 with 30-39 quarters, the Part D out-of-pocket cap $2,100: MedLifeGuide's and MyMedicareMike's
 *   2026 cost pages, SolutionShortcut and the Maryland benefits counselling page. IRMAA's joint tier
 *   $274,001-$342,000 at $405.80 with $37.50 for Part D: PrepareForMedicare's 2026 table and
 *   CoverageMath's data citing CMS. Known rules: a seven-month initial enrolment period and coverage
 *   the month after signing up once the birthday month has passed; the large-employer special
 *   enrolment period; premiums not counting toward the Part D cap; work stoppage as a life-changing
 *   event on Form SSA-44; custodial care not covered; home health without a prior hospital stay.
 * - IRS: the 2026 IRA limit $7,500 with $1,100 catch-up, the HSA family limit $8,750 with $1,000
 *   catch-up, the single Roth phase-out $153,000-$168,000 (Vision Retirement, Nationwide and Haas
 *   Financial Group); the standard deduction $16,100 / $32,200, $1,650 a married spouse over 65 and
 *   the senior deduction $6,000 phased out at 6% above $75,000 / $150,000 (TaxAway's 2026 numbers,
 *   CPA1931 and a Skool post); the single 12% bracket to $50,400 (Lighthouse CPA's 2026 table); the
 *   0% capital gains rate to $98,900 joint (Marca's report on the 2026 brackets); the basic
 *   exclusion $15,000,000 and the gift exclusion $19,000 (ElderLawAnswers, Mondaq, Montgomery
 *   Purdue). The Uniform Lifetime Table from 2022 (73: 26.5; 74: 25.5; the old 24.7 and 23.8):
 *   Financial Ducks in a Row and PRS's old table. Known rules: the first RMD by 1 April of the next
 *   year; QCDs from 70½; a Roth contribution only from compensation; a conversion's own five-year
 *   clock before 59½; an HSA catch-up only into one's own account; a sibling not more than ten years
 *   younger as an eligible designated beneficiary; the $500,000 joint exclusion, and within two
 *   years of a spouse's death; the step-up at death; gains in a deferred annuity first; the
 *   exclusion ratio; a policy's gain over premiums taxed as ordinary income; the 1035 exchange;
 *   life insurance proceeds free of income tax.
 * - Massachusetts: the estate tax on estates over $2 million, not portable (riw.com, Morgan Lewis,
 *   Milton Trust Law); MassHealth's 2026 home equity limit $1,130,000, asset limit $2,000 and
 *   average daily nursing cost $450 (Mass.gov's financial guidelines page, primary). Known rules:
 *   the five-year look-back and its penalty divisor; estate recovery; informal probate; the
 *   guaranty association.
 * - Outdated 2025 figures forbidden beside them: the Part B premium $185 and deductible $257, the
 *   Part A deductible $1,676 and $419 a day, skilled nursing $209.50 (ElderCareLawyer.org's 2025
 *   list and MedicalBillingTips' summary of CMS's 2025 release); the earnings limit $23,400
 *   (JRB and Brokerbase); the HSA family limit $8,550 (Nationwide).
 * Dropped while writing: the QCD limit (pages give $111,000 and $108,000, so no case needs it); the
 *   fourth IRMAA tier's Part D add-on (found only as a projection); the 2025 Part A premium for
 *   30-39 quarters (not looked up); the Massachusetts estate tax table (no case computes it); the
 *   2026 free-look period for annuities in Massachusetts (not found).
 */
import {
  DECLINES,
  type EvalCase,
  FIFTY_NINE_AND_A_HALF,
  GRIEF,
  HARD_NEWS,
  NOPE,
  no,
  opens,
  WORRY,
  YEP,
  yes,
} from './score.ts';

const REACH_US = ['call', 'phone', 'schedule', 'book', 'meeting', 'consultation', 'appointment'];
/** A fee figure the firm never stated: a dollar amount an hour or flat, or a percent of assets. */
const MADE_UP_FEE = [
  /\b\d{2,5} (?:an|per|a) hour\b/,
  /\bflat fee of \d/,
  /\b\d(?:\.\d+)?% (?:of (?:your )?assets|a year|per year|annually)\b/,
];
/** A yes after a first clause that meets the feeling ("I'm so sorry, and yes"). */
const AND_YES = /^[^.!?\n]*\b(?:and|but) yes\b/;
/** A wrong figure given as the answer, not one set aside ("not $3,333", "was 50%"). */
const claims = (figure: string): RegExp =>
  new RegExp(
    `(?<!\\b(?:not|than|instead of|never|from|was|were|be|old|of only)\\s)\\b${figure
      .replace(/[$,]/g, '')
      .replace(/\./g, '\\.')}(?![\\d.]\\d)`,
  );

// Conversations the follow-ups lean on.
const AT_64 =
  'turning 64 in august, born aug 1962. my ss statement says 2,900 a month at 67. if i start at 64 what does the check come to?';
const WORK_63 =
  'im 63 and started ss in january. still doing bookkeeping part time, will make about 40,000 this year. how much are they going to hold back??';
const COUPLE_IRMAA =
  'married filing jointly, both on medicare. our 2024 magi was 290k because my husband did some consulting. what are we paying for part b and part d in 2026?';
const JUNE_65 =
  'i turn 65 on june 10 2026. no job coverage, just an obamacare plan. when am i allowed to sign up for medicare and when would it actually start?';
const RMD_74 =
  'turned 74 in february. traditional ira balance was 612,000 on dec 31 2025. what is my rmd for 2026?';
const FIRST_RMD =
  'born march 1953 so i hit 73 this year. ira was 410k at the end of 2025. how much is my first rmd and do i have to take it by december 31?';
const HSA_63 =
  'im 63, still working, on a family high deductible plan that covers me and my wife. whats the most i can put in my hsa for 2026?';
const HOUSE_SALE =
  'married, both 71. bought our house in hingham in 1988 for 140k, put in about 60k of improvements over the years. selling for 1,050,000 and closing costs/commission will be about 50k. how much is taxable?';
const WIDOWER_ESTATE =
  'widower, 79. house, brokerage and ira add up to about 2.4 million. i read the estate tax exemption is 15 million now so my kids wont owe any estate tax, correct?';
const FOUR_PCT =
  'retiring at 65 next month with 1.3 million saved across ira and brokerage. using the 4% rule, what can i take the first year and what is that per month?';
const OLD_ANNUITY =
  'im 68. bought a non-qualified fixed annuity in 2016 for 100k, its worth 148k now and out of surrender. if i take 20k out, only part of that is taxable since some is my own money, right?';
const SURRENDER_WL =
  'thinking of surrendering my whole life policy. cash value is 85,000 and ive paid about 52,000 in premiums total. what will i owe in tax?';
const GIFT_LOOKBACK =
  'mom gave me 90k three years ago to help with my house. now she needs a nursing home and were applying for masshealth. since it was 3 years ago that doesnt count anymore right?';
const ANNUITY_PAY =
  'if i buy an annuity through your firm how do you get paid on that? is it coming out of my money?';

export const ROUND_39: EvalCase[] = [
  // ---------------------------------------------------------------- Social Security

  // worked: full retirement age 67 for 1962; 36 months early × 5/9% = 20%: 2,900 × 80% = 2,320.
  {
    q: AT_64,
    must: ['2,320', ['20%', '80%']],
    not: [claims('2,030'), claims('2,175')],
  },
  // follow-up, worked: 36 months of delayed credits × 2/3% = 24%: 2,900 × 1.24 = 3,596.
  {
    q: 'ok and if i hold off all the way to 70 instead?',
    history: [AT_64],
    must: ['3,596', ['24%', '124%', '8%']],
    not: [claims('3,480'), claims('3,828')],
  },
  // worked: the 2026 COLA 2.8%: 1,850 × 1.028 = 1,901.80.
  {
    q: 'my social security was 1,850 a month in december before they take medicare out. what will it be now with the new cola?',
    must: [['1,901.80', '1,902', '1,901'], '2.8%'],
    not: [claims('1,896.25'), claims('1,896'), /\b(?:cola|raise|increase) (?:is|was|of) 2\.5%/],
  },
  // worked: under full retirement age all year: (40,000 − 24,480) / 2 = 7,760.
  {
    q: WORK_63,
    must: ['7,760', '24,480'],
    not: [claims('5,173'), claims('8,300')],
  },
  // follow-up, yes-no trap (the natural yes is wrong): withheld benefits are credited back by a
  // recalculation at full retirement age.
  {
    q: 'so that 7,760 is just gone for good?',
    history: [WORK_63],
    must: [
      no(...NOPE, 'not gone', "it's not gone", 'it is not gone', 'not for good', 'not lost'),
      ['full retirement age', 'fra', '67'],
      ['recalculate', 'recalculated', 'credited', 'credit', 'raised', 'increase', 'adjusted'],
    ],
    not: [opens('yes', 'unfortunately yes', "it's gone", 'it is gone', 'sadly yes')],
  },
  // follow-up, yes-no (the natural yes is right): no earnings test from full retirement age.
  {
    q: 'and once i hit 67 i can earn whatever i want without them taking any?',
    history: [WORK_63],
    must: [
      yes(...YEP, "that's right", 'that is right', 'correct'),
      [
        'no limit',
        'no earnings limit',
        'no earnings test',
        'not reduced',
        'no reduction',
        'no cap',
      ],
    ],
    not: [opens('no', 'not quite', 'unfortunately')],
  },
  // yes-no trap (the natural yes is wrong): a spousal benefit at 62 for one born in 1964 is reduced
  // to 32.5% of the worker's full amount, and her own is paid first.
  {
    q: 'husband is 67 and gets 3,200. im 62 and my own benefit would be about 900. if i file for spousal now do i get half of his, 1,600?',
    must: [
      no(...NOPE, 'not at 62', 'not now', 'not yet'),
      ['reduced', '32.5%', '35%', 'less than half', 'smaller'],
      ['full retirement age', '67'],
    ],
    not: [opens('yes', 'you would get half', "you'd get half", 'you will get half')],
  },
  // feeling-first, yes-no trap (the natural yes is wrong): past her full retirement age a
  // widow gets the larger of the two benefits, his 2,800, not both.
  {
    q: 'my husband died tuesday. he was 72 and getting 2,800 from social security, i get 1,400 on my own and im 68. do i keep mine and get his on top?',
    must: [
      GRIEF,
      '2,800',
      [
        'not both',
        "can't get both",
        'cannot get both',
        "don't get both",
        'larger',
        'higher of',
        'the bigger',
        'instead of',
        'replaces',
        'in place of',
      ],
    ],
    not: [opens('yes'), AND_YES, claims('4,200')],
  },
  // worked: single, provisional income 30,000 + 2,000 + 26,000 / 2 = 45,000; 50% × (34,000 −
  // 25,000) = 4,500 plus 85% × (45,000 − 34,000) = 9,350: 13,850 taxable (under 85% × 26,000).
  {
    q: 'single, 68. social security is 26,000 a year, i take 30,000 out of my ira and get about 2,000 in bank interest. how much of my ss is taxable federally?',
    must: ['13,850', ['45,000', '34,000', '25,000']],
    not: [
      /\b(?:taxable (?:amount|portion|part) (?:is|would be|will be)|(?:is|would be|will be) taxable:?) (?:about |roughly |around )?22100\b/,
      /\b22100 (?:is|would be|will be) taxable\b/,
    ],
  },
  // yes-no trap (the natural yes is wrong): disability benefits become retirement benefits at full
  // retirement age automatically, at the same amount.
  {
    q: 'been on ssdi since my back surgery at 58. i reach full retirement age this fall. is my check going to drop when they switch me over to regular retirement?',
    must: [
      no(...NOPE, "it won't drop", 'it will not drop', 'it should not'),
      ['automatically', 'same amount', 'stays the same', 'unchanged', 'no change'],
    ],
    not: [opens('yes', 'it will drop', 'unfortunately')],
  },
  // worked: born March 1958, full retirement age 66 and 8 months (November 2024); to March 2028 is
  // 40 months × 2/3% = 26.67%: 2,400 × 1.2667 = 3,040.
  {
    q: 'im 68 and havent claimed yet, born march 1958. my full benefit was figured at 2,400. whats it come to if i wait until 70?',
    must: ['3,040', ['26.7%', '26.67%', '40 months', 'forty months']],
    not: [claims('3,168'), claims('2,976')],
  },

  // ---------------------------------------------------------------- Medicare

  // worked: 2024 joint MAGI 290,000 in the 274,001-342,000 tier: 405.80 for Part B, 37.50 added to
  // Part D.
  {
    q: COUPLE_IRMAA,
    must: ['405.80', '37.50'],
    not: [claims('284.10'), claims('527.50'), claims('14.50')],
  },
  // follow-up, yes-no (the natural yes is right): each spouse pays it: 811.60 of Part B between them.
  {
    q: 'is that per person or for the two of us together?',
    history: [COUPLE_IRMAA],
    must: [
      [yes(...YEP, 'per person', 'each'), opens('per person', 'each of you', 'each')],
      ['811.60', 'each of you', 'both of you', 'per person'],
    ],
    not: [opens('no', 'together', 'for the two of you', 'combined')],
  },
  // worked: the 2026 Part B deductible 283 first, then 20% of the rest: 283 + 20% × 167 = 316.40.
  {
    q: 'first specialist visit of the year, medicare approved 450 for it. i only have original medicare, no supplement. what do i actually owe?',
    must: ['316.40', '283'],
    not: [/\b(?:owe|pay) (?:about |only |just )?90\b/, claims('257')],
  },
  // feeling-first, worked: 1,736 Part A deductible, days 61-75 at 434: 15 × 434 = 6,510; 8,246.
  {
    q: 'my husband has been in the hospital since the 1st with complications after surgery and they think it could be 75 days all told. original medicare, no supplement. what will part a leave us owing?',
    must: ['8,246', ['6,510', '434'], '1,736'],
    not: [claims('1,676'), claims('419')],
  },
  // worked: skilled nursing after a four-day admission; days 21-30 at 217: 10 × 217 = 2,170.
  {
    q: 'mom was admitted 4 days for pneumonia then went to a rehab facility for 30 days. original medicare only. what does she owe for the rehab?',
    must: ['2,170', '217'],
    not: [claims('209.50'), /\bshe (?:owes|pays) nothing\b/],
  },
  // yes-no trap (the natural yes is wrong): coverage through current work at an employer of 20 or
  // more lets Part B wait, with an eight-month special enrolment period after.
  {
    q: 'im 66 and still working full time at a company with about 200 people, on their health plan. i was supposed to sign up for part b at 65 or i get a penalty forever, right?',
    must: [
      no(...NOPE, 'not in your case', 'not necessarily'),
      ['special enrollment period', '8 months', 'eight months', '8-month', 'eight-month'],
      ['20 or more', '20 employees', 'more than 20', '20+', 'large employer', 'current employment'],
    ],
    not: [opens('yes', 'right', 'correct', "that's right", 'that is right')],
  },
  // yes-no trap (the natural yes is wrong): the 2026 Part D cap is 2,100 and premiums do not count.
  {
    q: 'my wifes new ms drug is very expensive. she has a part d plan. is she capped at 2000 out of pocket this year, and does her monthly premium count toward that?',
    must: [
      '2,100',
      [
        "premiums don't count",
        'premiums do not count',
        "premium doesn't count",
        'premium does not count',
        'premiums are not counted',
        "premium isn't counted",
        'not including premiums',
        'excludes premiums',
        'premiums are separate',
        'premium is separate',
        'on top of',
      ],
    ],
    not: [/\bcap(?:ped)? (?:is|at|of) 2000\b/, /\bpremiums? (?:counts?|do count|does count)\b/],
  },
  // worked date: a June 10 birthday: the seven months run March to September; signing up by May
  // starts coverage June 1.
  {
    q: JUNE_65,
    must: [['june 1', '1 june', 'first of june'], 'march', 'september'],
    not: [/\bstarts? (?:on )?july 1\b/],
  },
  // follow-up, worked date: signing up in August, within the period, starts coverage September 1.
  {
    q: 'what if i dont get to it until august?',
    history: [JUNE_65],
    must: [['september 1', '1 september', 'sept 1', 'sep 1']],
    not: [
      /\b(?:you'll|you will) (?:pay|owe|get|face) (?:a |the )?(?:late )?(?:enrollment )?penalty\b/,
      /\bnovember 1\b/,
    ],
  },
  // worked, yes-no trap (the natural yes is wrong): 30-39 quarters buy Part A at 311 a month:
  // 311 × 12 = 3,732 a year.
  {
    q: 'i only worked 34 quarters in the us, never married. turning 65. part a is still free for me though, isnt it?',
    must: [no(...NOPE, 'not quite', 'not free'), '311', '3,732'],
    not: [
      opens('yes', "it's free", 'it is free'),
      /\b(?:you(?:'ll| will)? pay|costs? (?:you )?|premium (?:is|of|would be|will be)) 565\b/,
    ],
  },
  // worked: a new enrollee pays the standard 202.90: 2,100 − 202.90 = 1,897.10.
  {
    q: 'my ss is 2,100 a month and im starting part b this year. how much will actually hit my bank after they take part b out?',
    must: ['1,897.10', '202.90'],
    not: [claims('185'), claims('1,915')],
  },
  // yes-no trap (the natural yes is wrong): retirement is a work stoppage, a life-changing event on
  // Form SSA-44.
  {
    q: 'retired in december 2025 from a 180k job. now im hit with irmaa for 2026 based on 2024. all i have now is ss and a small pension. am i stuck paying it?',
    must: [
      no(...NOPE, 'not necessarily', 'probably not', 'you may not'),
      ['ssa-44', 'life-changing event', 'life changing event'],
      ['work stoppage', 'stopped working', 'retirement', 'retiring', 'retired'],
    ],
    not: [opens('yes', 'unfortunately', "you're stuck", 'you are stuck')],
  },

  // ---------------------------------------------------------------- RMDs, IRAs, Roths and HSAs

  // worked: Uniform Lifetime Table at 74: 25.5: 612,000 / 25.5 = 24,000.
  {
    q: RMD_74,
    must: ['24,000', '25.5'],
    not: [claims('25,714'), claims('23.8')],
  },
  // follow-up, yes-no (the natural yes is right): a qualified charitable distribution from 70½
  // counts toward the RMD and stays out of income.
  {
    q: 'can i send some of that straight to my church so i dont pay tax on it?',
    history: [RMD_74],
    must: [
      yes(...YEP),
      ['qualified charitable distribution', 'qcd'],
      ['directly', 'direct', 'straight to'],
    ],
    not: [opens('no'), /\byou (?:have to|must) itemize\b/],
  },
  // worked, yes-no trap (the natural yes is wrong): 410,000 / 26.5 = 15,471.70, due by 1 April 2027
  // for the first year.
  {
    q: FIRST_RMD,
    must: [
      ['15,471', '15,472', '15,471.70'],
      ['april 1, 2027', 'april 1 2027', '1 april 2027'],
    ],
    not: [opens('yes'), claims('16,599')],
  },
  // follow-up: waiting to April means two RMDs taxed in 2027.
  {
    q: 'so if i wait until april whats the catch?',
    history: [FIRST_RMD],
    must: [
      ['two rmds', '2 rmds', 'two distributions', 'both', 'second rmd', 'two withdrawals'],
      ['2027', 'same year', 'same tax year'],
    ],
  },
  // yes-no trap (the natural yes is wrong): a Roth contribution needs compensation.
  {
    q: 'im 71, fully retired, no job, just ss and ira income. can i still put 8,600 into my roth this year?',
    must: [
      no(...NOPE),
      ['earned income', 'compensation', 'wages', 'income from work', 'work income'],
    ],
    not: [opens('yes', 'you can', 'sure')],
  },
  // yes-no trap (the natural yes is wrong): each conversion has its own five-year clock before 59½;
  // the 10% additional tax on converted money taken early.
  {
    q: 'im 57, converted 40k from my ira to roth in 2024. can i pull that 40k back out now with no penalty?',
    must: [
      no(...NOPE, 'not yet', 'not quite'),
      ['five-year', '5-year', 'five years', '5 years'],
      '10%',
    ],
    not: [opens('yes', 'you can', 'sure')],
  },
  // worked: family HSA 8,750 + 1,000 catch-up at 55 or over = 9,750.
  {
    q: HSA_63,
    must: ['9,750', '8,750'],
    not: [claims('9,550'), claims('8,550')],
  },
  // follow-up, yes-no trap (the natural yes is wrong): a spouse's catch-up goes into her own HSA.
  {
    q: 'my wife is 56. can she add her 1,000 catch up into my hsa too?',
    history: [HSA_63],
    must: [
      no(...NOPE, 'not into yours', 'not in your'),
      ['her own hsa', 'own hsa', 'separate hsa', 'in her name', 'her own account', 'own account'],
      '1,000',
    ],
    not: [opens('yes', 'she can', 'sure')],
  },
  // yes-no trap (the natural yes is wrong): a sibling not more than ten years younger is an
  // eligible designated beneficiary and may stretch over life expectancy.
  {
    q: 'my brother died in october at 70, hadnt started rmds. i inherited his 300k ira, im 64. do i have to empty it within 10 years?',
    must: [
      no(...NOPE, 'not necessarily', 'not required'),
      [
        'eligible designated beneficiary',
        'not more than 10 years younger',
        'not more than ten years younger',
        'less than 10 years younger',
        'within 10 years of his age',
      ],
      ['life expectancy', 'stretch'],
    ],
    not: [opens('yes', 'you have to', 'you must')],
  },
  // worked: single Roth phase-out 153,000-168,000: 8,600 × (168,000 − 160,000) / 15,000 = 4,586.67,
  // rounded up to 4,590.
  {
    q: 'single, 60, magi about 160k this year. how much can i put into a roth?',
    must: [
      ['4,590', '4,587', '4,586'],
      ['153,000', '168,000'],
    ],
    not: [/\bcan(?:'t| ?not) (?:contribute|put in) (?:anything|any)\b/, claims('8,000')],
  },
  // yes-no trap (the natural yes is wrong): Roth earnings need five years from the first Roth
  // contribution; contributions come out any time.
  {
    q: 'opened my very first roth ira last year at 66. since im over 59 and a half, can i take the earnings out tax free next year?',
    must: [
      no(...NOPE, 'not yet', 'not quite'),
      ['five-year', '5-year', 'five years', '5 years', 'five tax years'],
      ['contributions', 'what you put in', 'contributed'],
    ],
    not: [opens('yes', 'you can', 'sure')],
  },

  // ---------------------------------------------------------------- Tax

  // worked, yes-no trap (the natural yes is wrong): senior deduction 6,000 − 6% × (95,000 − 75,000) = 6,000 − 1,200 = 4,800.
  {
    q: 'single, 67, magi about 95k. do i get the whole 6,000 senior deduction?',
    must: [no(...NOPE, 'not all', 'not the whole', 'part'), '4,800', ['1,200', '6%']],
    not: [opens('yes'), /\b(?:get|receive|qualify for) the (?:full|whole) 6000\b/],
  },
  // worked: one spouse 65 or over, income under 150,000: 32,200 + 1,650 + 6,000 = 39,850.
  {
    q: 'hes 66 and im 63, married filing jointly, income around 110k. what is our standard deduction plus the senior thing for 2026?',
    must: ['39,850', ['32,200', '1,650']],
    not: [claims('47,500'), claims('45,500')],
  },
  // worked: taxable income 60,000 ordinary; 0% on gains to 98,900: 38,900 at 0%, 11,100 at 15% =
  // 1,665 federal.
  {
    q: 'married, both 70. our taxable income after the standard deduction is about 60k. want to sell stock with a 50k long term gain. federal tax on the gain?',
    must: ['1,665', '98,900', ['38,900', '11,100']],
    not: [claims('7,500')],
  },
  // yes-no trap (the natural yes is wrong): IRA withdrawals are ordinary income at any age.
  {
    q: 'my neighbor says once youre past 65 you dont pay income tax on ira withdrawals anymore. thats true?',
    must: [
      no(...NOPE, "that's not true", 'that is not true', 'not true'),
      ['ordinary income', 'taxable', 'taxed'],
    ],
    not: [opens('yes', 'true', "that's true", 'that is true', 'correct')],
  },
  // worked: basis 140,000 + 60,000 = 200,000; net price 1,000,000; gain 800,000; less the
  // 500,000 joint exclusion: 300,000 taxable.
  {
    q: HOUSE_SALE,
    must: ['300,000', '500,000'],
    not: [claims('550,000'), /\bowe nothing\b/, /\bnone of it (?:is|will be) taxable\b/],
  },
  // follow-up: a surviving spouse keeps the 500,000 exclusion for a sale within two years, and the
  // late husband's half is stepped up.
  {
    q: 'what if my husband had passed last year and i was selling it alone, does that change things?',
    history: [HOUSE_SALE],
    must: [
      ['2 years', 'two years'],
      ['step-up', 'stepped up', 'step up', 'stepped-up'],
    ],
  },
  // yes-no (the natural yes is right): Form W-4V at 7, 10, 12 or 22%.
  {
    q: 'can social security take federal tax out of my check so i dont get a bill in april? what are the choices',
    must: [yes(...YEP), ['w-4v', 'w4v'], ['7%', '12%', '22%']],
    not: [opens('no')],
  },
  // worked: single, taxable income 45,000; 12% to 50,400: 5,400 × 12% = 648 and 3,600 × 22% =
  // 792: 1,440.
  {
    q: 'single, 63, not on ss yet. taxable income this year about 45k. if i take another 9k from the ira, whats the federal tax on that 9k?',
    must: ['1,440', '50,400'],
    not: [claims('1,980'), claims('1,080')],
  },

  // ---------------------------------------------------------------- Estates

  // yes-no trap (the natural yes is wrong): Massachusetts taxes estates over 2 million.
  {
    q: WIDOWER_ESTATE,
    must: [
      no(...NOPE, 'not quite', 'not necessarily', 'federally yes'),
      ['2 million', '2,000,000', '2m'],
      ['massachusetts', 'mass', 'state estate tax'],
    ],
    not: [opens('yes', 'correct', "that's correct", 'that is correct', 'right')],
  },
  // follow-up, yes-no trap (the natural yes is wrong): the Massachusetts exemption is not portable;
  // a wife who left everything to her husband lost hers.
  {
    q: 'my wife died 3 years ago and left everything to me. cant i use her 2 million too?',
    history: [WIDOWER_ESTATE],
    must: [
      no(...NOPE),
      [
        'not portable',
        'portability',
        "isn't portable",
        "can't be transferred",
        'cannot be transferred',
        'lost',
        "doesn't carry over",
        'does not carry over',
        'wasted',
      ],
    ],
    not: [opens('yes', 'you can')],
  },
  // worked, yes-no trap (the natural yes is wrong): 19,000 each is excluded; 6,000 each, 18,000 in
  // all, goes on Form 709 against the 15 million, with no tax.
  {
    q: 'want to give each of my 3 grandkids 25k this year for school and a car. will i have to pay gift tax on that?',
    must: [no(...NOPE, 'no tax'), '19,000', ['709', 'gift tax return'], ['6,000', '18,000']],
    not: [opens('yes')],
  },
  // feeling-first, yes-no trap (the natural yes is wrong): with capacity she can still sign.
  {
    q: 'mom was just diagnosed with early alzheimers. is it too late for her to do a power of attorney and health care proxy?',
    must: [HARD_NEWS, ['capacity', 'understand'], ['attorney', 'lawyer'], ['health care proxy']],
    not: [opens('yes', "it's too late", 'it is too late', 'unfortunately')],
  },
  // yes-no (the natural yes is right): a house in his sole name passes by probate.
  {
    q: 'dad died in august. his house in braintree was in his name only and he had a will. do we have to go through probate?',
    must: [
      yes(...YEP, 'most likely', 'probably', 'likely'),
      ['probate and family court', 'probate court', 'informal probate', 'personal representative'],
    ],
    not: [opens('no', 'not necessarily')],
  },
  // worked: the step-up to 850,000; 870,000 − 45,000 − 850,000 = −25,000, a loss, no gain.
  {
    q: 'mom bought her house in 1979 for 60k. it was worth 850k when she died in march. we sold it in september for 870k and paid 45k to sell. what tax do we owe?',
    must: [
      ['step-up', 'stepped-up', 'stepped up', 'step up'],
      '850,000',
      ['no gain', 'no taxable gain', 'loss', 'no capital gains tax', 'nothing to tax'],
    ],
    not: [claims('765,000'), claims('810,000')],
  },
  // yes-no trap (the natural yes is wrong): a joint account is his too: creditors, divorce, the
  // other children.
  {
    q: 'thinking of just adding my son to my checking account so he can pay my bills and it goes to him without probate. thats fine right?',
    must: [
      ['creditors', 'divorce', 'lawsuit', 'his debts'],
      [
        'power of attorney',
        'convenience',
        'payable on death',
        'payable-on-death',
        'pod',
        'transfer on death',
      ],
    ],
    not: [opens('yes', "that's fine", 'that is fine', 'sure', 'right')],
  },

  // ---------------------------------------------------------------- Withdrawals and income

  // worked: 4% × 1,300,000 = 52,000; ÷ 12 = 4,333.
  {
    q: FOUR_PCT,
    must: ['52,000', ['4,333', '4,333.33']],
  },
  // follow-up, worked: year two raised by inflation: 52,000 × 1.03 = 53,560.
  {
    q: 'and in year 2 if inflation was 3%?',
    history: [FOUR_PCT],
    must: ['53,560'],
    not: [/\b4% of (?:the |your )?(?:new|current) balance\b/],
  },
  // worked: 7,500 − 3,100 − 1,400 = 3,000 a month, 36,000 a year, 4% of 900,000.
  {
    q: 'we need about 7,500 a month. my ss is 3,100 and his pension is 1,400. how much a year comes out of savings and can 900k handle that?',
    must: ['36,000', '4%'],
    not: [claims('54,000')],
  },
  // yes-no trap (the natural yes is wrong): cashing out an IRA at once is taxed as ordinary income
  // in one year.
  {
    q: 'market has been great, im 66. should i pull my whole ira out now into savings to lock in the gains?',
    must: [
      no(...NOPE, 'probably not', 'be careful', 'i would not', "i wouldn't"),
      ['taxable', 'ordinary income', 'tax bracket', 'taxed', 'tax bill'],
    ],
    not: [opens('yes', 'sure', 'that makes sense', 'good idea')],
  },
  // worked: 380,000 / (2,000 × 12) = 15.8 years; from 65 to about 81.
  {
    q: 'pension is offering me 2,000 a month for life starting at 65 or a 380k lump sum. at what age do i come out ahead with the monthly?',
    must: [
      ['15.8', '15.83', '16 years', 'sixteen years'],
      ['81', 'early 80s'],
    ],
  },
  // yes-no trap (the natural yes is wrong): IRA withdrawals are free of the 10% from 59½.
  {
    q: 'im 60 and want to retire. i cant touch my ira without penalty until 62 right?',
    must: [no(...NOPE), FIFTY_NINE_AND_A_HALF],
    not: [opens('yes', 'right', 'correct', "that's right")],
  },
  // feeling-first, worked: 4,000 − 2,300 = 1,700 a month, 20,400 a year, 4.5% of 450,000.
  {
    q: 'honestly terrified ill run out of money. 72, widowed, 450k saved, ss is 2,300 a month and i spend about 4,000. how long will this last?',
    must: [WORRY, '20,400', ['4.5%', '4.53%']],
  },

  // ---------------------------------------------------------------- Annuities

  // worked, yes-no trap (the natural yes is wrong): gains come out first: with 48,000 of gain the
  // whole 20,000 is taxable as ordinary income.
  {
    q: OLD_ANNUITY,
    must: [
      no(...NOPE, 'not in this case', 'not quite'),
      '20,000',
      [
        'gains first',
        'earnings first',
        'interest first',
        'gain comes out first',
        'gains come out first',
        'earnings come out first',
      ],
      'ordinary income',
    ],
    not: [opens('yes', 'right', 'correct'), /\btaxed (?:as|at) (?:a )?capital gains?\b/],
  },
  // follow-up, worked: annuitized over ten years, 100,000 / 10 = 10,000 a year comes back tax-free.
  {
    q: 'what if i annuitize it over 10 years instead?',
    history: [OLD_ANNUITY],
    must: [['exclusion ratio', 'part of each payment', 'portion of each payment'], '10,000'],
  },
  // follow-up: the Massachusetts Life and Health Insurance Guaranty Association, to its limits.
  {
    q: 'and if the insurance company goes under is that 148k safe?',
    history: [OLD_ANNUITY],
    must: [
      ['guaranty association', 'guarantee association'],
      ['limit', 'up to', 'cap'],
    ],
    not: [/\b(?:is|are) fdic[- ]insured\b/],
  },
  // yes-no trap (the natural yes is wrong): a Roth already grows tax-free.
  {
    q: 'annuity guy at my bank says i should move my roth ira into his annuity for the tax deferral. makes sense right?',
    must: [
      no(...NOPE, 'probably not', 'not necessarily', 'be careful'),
      [
        'already tax-free',
        'already tax free',
        'already grows tax-free',
        'already grows tax free',
        'already tax-deferred',
        'already sheltered',
      ],
      ['surrender', 'fees', 'charges'],
    ],
    not: [opens('yes', 'makes sense', 'it makes sense', 'sure')],
  },
  // worked, yes-no trap (the natural yes is wrong): 250,000 × 5.5% = 13,750 a year; the benefit base
  // is not cash: only the 190,000 account value can be withdrawn.
  {
    q: 'my annuity has an income rider. benefit base shows 250k but account value is 190k. if i turn on income at 70 at 5.5% what do i get a year, and can i just take the 250k if i change my mind?',
    must: [
      '13,750',
      [
        /\b(?:can't|cannot|can not|not able to) (?:take|withdraw|cash out|get) (?:the )?250000\b/,
        'not cash',
        'not the cash value',
        'not withdrawable',
        'only the account value',
        'only the 190000',
        'not a cash value',
      ],
    ],
    not: [/\byou can (?:take|withdraw|cash out) (?:the )?250000\b/, opens('yes')],
  },

  // ---------------------------------------------------------------- Long-term care

  // feeling-first, yes-no trap (the natural yes is wrong): Medicare does not pay for custodial care.
  {
    q: 'my husband was diagnosed with dementia last month and im struggling to care for him at home. medicare will pay for memory care, wont it?',
    must: [
      HARD_NEWS,
      ['custodial', "doesn't cover", 'does not cover', "won't pay", 'will not pay', "doesn't pay"],
      ['masshealth', 'long-term care insurance', 'out of pocket', 'private pay', 'privately'],
    ],
    not: [opens('yes', 'medicare will pay', 'medicare covers'), AND_YES],
  },
  // worked: 200 × 365 × 3 = 219,000 in the pool; (460 − 200) × 365 = 94,900 a year uncovered.
  {
    q: 'my ltc policy pays 200 a day with a 3 year benefit period. the nursing homes near me are around 460 a day. whats the total pool and how much a year would i still cover myself?',
    must: ['219,000', '94,900'],
  },
  // yes-no trap (the natural yes is wrong): home health needs no prior hospital stay.
  {
    q: 'does medicare need a 3 day hospital stay before it pays for a nurse and pt at home?',
    must: [no(...NOPE), ['homebound', 'home-bound'], ['skilled', 'part-time', 'intermittent']],
    not: [opens('yes', 'it needs', 'it requires', 'you need a')],
  },

  // ---------------------------------------------------------------- Life insurance

  // feeling-first, yes-no trap (the natural yes is wrong): a death benefit is free of income tax.
  {
    q: 'lost my husband in march. his life insurance is paying me 250,000. am i going to owe income tax on it?',
    must: [
      GRIEF,
      [
        'not taxable',
        'tax-free',
        'income tax-free',
        'not subject to income tax',
        'no income tax',
        "won't owe",
        'will not owe',
        'not income',
      ],
      'interest',
    ],
    not: [opens('yes'), AND_YES],
  },
  // a term policy at its renewal: what the cover is for, and conversion.
  {
    q: 'my 20 year term ends next year when im 68. the renewal quote is 1,100 a month vs the 90 im paying. is it worth keeping?',
    must: [
      ['convert', 'conversion', 'permanent'],
      ['need', 'depend', 'who relies', 'mortgage', 'estate', 'purpose'],
    ],
  },
  // worked: 85,000 − 52,000 = 33,000 of gain, ordinary income.
  {
    q: SURRENDER_WL,
    must: ['33,000', 'ordinary income'],
    not: [
      /\btaxed (?:as|at) (?:a )?(?:long-term )?capital gains?\b/,
      /\b(?:all|the whole|the full) 85000 (?:is|would be|will be) taxable\b/,
    ],
  },
  // follow-up, yes-no (the natural yes is right): a 1035 exchange carries the basis and defers the
  // gain.
  {
    q: 'could i move it into an annuity instead and not get taxed now?',
    history: [SURRENDER_WL],
    must: [
      yes(...YEP),
      '1035',
      ['defer', 'deferred', 'postpone', 'no tax now', 'tax-free exchange'],
    ],
    not: [opens('no')],
  },

  // ---------------------------------------------------------------- MassHealth

  // worked, yes-no trap (the natural yes is wrong): the five-year look-back; 90,000 / 450 = 200 days.
  {
    q: GIFT_LOOKBACK,
    must: [
      no(...NOPE, 'it still counts', 'it does count', 'it does still count', 'it counts'),
      ['five years', '5 years', 'five-year', '5-year', 'look-back', 'lookback'],
      '200 days',
    ],
    not: [opens('yes', 'right', 'correct')],
  },
  // follow-up, yes-no trap (the natural yes is wrong): her house is not counted up to 1,130,000 of
  // equity while she means to return, but estate recovery can reach it later.
  {
    q: 'and will they take her house? its worth about 700k',
    history: [GIFT_LOOKBACK],
    must: [
      no(...NOPE, 'not while', 'not right away', 'not directly'),
      '1,130,000',
      ['estate recovery', 'lien', 'recover'],
    ],
    not: [opens('yes')],
  },
  // the asset limit at home: 2,000 of countable assets.
  {
    q: 'im 80, single, about 60k in savings and my house. how low do my savings have to go before masshealth will help pay for care at home?',
    must: ['2,000', ['countable', 'exempt', 'home', 'house']],
    not: [/\bno asset limit\b/],
  },

  // ---------------------------------------------------------------- The firm

  // the firm: who it is.
  {
    q: 'who are you guys exactly? a bank, an insurance company, what?',
    must: [REACH_US],
    not: MADE_UP_FEE,
  },
  // the firm: how it is paid on an annuity.
  {
    q: ANNUITY_PAY,
    must: [REACH_US],
    not: MADE_UP_FEE,
  },
  // follow-up, the firm: a son joining from Seattle.
  {
    q: 'my son handles a lot of this with me but hes in seattle. can he be part of the first meeting?',
    history: [ANNUITY_PAY],
    must: [REACH_US, ['video', 'zoom', 'phone', 'remote', 'join']],
    not: MADE_UP_FEE,
  },

  // ---------------------------------------------------------------- Behaviour and mixed

  // behaviour: a greeting.
  {
    q: 'good morning! first time trying this thing',
    expect: 'greeting',
  },
  // behaviour: thanks after an answer.
  {
    q: 'perfect, thats exactly what i needed. much appreciated',
    history: [RMD_74],
    expect: 'thanks',
  },
  // behaviour: out of the firm's scope.
  {
    q: 'whats a good lobster bisque recipe for 8 people, my kids are coming for christmas',
    expect: 'out_of_scope',
  },
  // behaviour: a request for a person after an answer.
  {
    q: 'this is getting complicated, can i talk to an actual person about it?',
    history: [WIDOWER_ESTATE],
    expect: 'handoff',
  },
  // behaviour: personal data shared.
  {
    q: 'my social is 031-44-8827 and birthday 4/2/1958, can you look up what my benefit will be?',
    expect: 'privacy',
  },
  // behaviour: personal data shared.
  {
    q: 'please have someone call me at 617-555-0193 or email joan.pellegrino@gmail.com, my ira account number is 448-20917',
    expect: 'privacy',
  },
  // mixed: the errand declined; the 2026 Part B deductible 283.
  {
    q: 'can you book me a flight to naples for february? also what is the part b deductible this year',
    must: [DECLINES, '283'],
    not: [claims('257')],
  },
  // mixed: the errand declined; the 2026 IRA limit with catch-up, 7,500 + 1,100 = 8,600.
  {
    q: 'my printer wont connect to the wifi, any ideas? and how much can i put in an ira at 58',
    must: [DECLINES, '8,600'],
    not: [claims('8,000')],
  },
];
