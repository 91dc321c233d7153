/**
 * The eleventh round, written on 26 November 2026 before the next change of engine, from the
 * questions the public asks SSA, Medicare.gov, the IRS, Mass.gov and the NAIC buyer's guides, not
 * from the knowledge base or the engine's answers: visitors aged 55 and over on phones, lower case
 * and shorthand, with their own ages, incomes, balances, dates, filing status and employer size;
 * two questions in one; follow-ups that lean on the answer before; a loss, a diagnosis, a layoff
 * or a fear in the first line; an everyday request mixed in; a missing detail the honest answer
 * names; and questions where the neighbouring yes or no would be wrong. Its subjects are spread
 * away from round 10's (survivor timing, Social Security Fairness Act, Part B late penalty, COBRA,
 * HSA after 65, hospice, Roth conversion tax, inherited IRAs, the rule of 55, annuity death
 * benefits and free look, pension survivor options, small estates and the look-back in
 * Massachusetts, property tax work-off). It was never run against an engine before it was
 * frozen, is scored as written, misses included, and its figure is reported, never gated.
 *
 * Every case is marked with the kind it tests and, for a worked case, the arithmetic behind its
 * figures. Figures reused from the header of round9.ts (checked there at their sources): COLA
 * 2.8%, earnings test $24,480 ($1 for $2), early and delayed credit rates, Part B $202.90 (2025
 * $185.00) and IRMAA tiers, Part D $2,100 cap, standard deduction and brackets, the $6,000 senior
 * deduction, IRA $7,500 + $1,100, Roth phase-out from $242,000 joint, 401(k) $24,500 and the
 * 60-63 catch-up $11,250, Uniform Lifetime Table, RMD ages, QCDs from 70½, Massachusetts 5%, its
 * exemptions ($4,400 / $8,800, $700 at 65+), public pensions exempt, the $2,000,000 estate-tax
 * threshold. New figures, checked for this round:
 * - CMS, 2026 Medicare Parts A and B premiums and deductibles (14 November 2025): Part A
 *   deductible $1,736; Part A premium $565 with fewer than 30 quarters, $311 with 30-39.
 * - SSA, 2026 COLA fact sheet: taxable maximum $184,500 (6.2% employee share).
 * - SSA, Social Security Fairness Act (signed 5 January 2025): WEP and GPO repealed for benefits
 *   payable after December 2023. SSA: divorced-spouse benefits need a marriage of 10 years;
 *   survivors may start at 60 reduced and switch between their own and the survivor benefit.
 * - Medicare.gov: Part B late penalty 10% of the standard premium for each full 12 months
 *   without it; COBRA is not coverage from current employment, the 8-month special enrollment
 *   period runs from the end of employment; Part A is backdated up to 6 months, and no HSA
 *   contributions once enrolled; hospice under Part A on a prognosis of 6 months or less, at
 *   home; Original Medicare does not pay for dentures nor, generally, care abroad; premium-free
 *   Part A on a spouse's record; open enrollment October 15 to December 7.
 * - IRS Publication 590-B: 25% excise on a missed RMD, 10% if corrected in time; first RMD by
 *   April 1 of the year after 73; the 10-year rule with yearly RMDs when the owner had begun
 *   them; the still-working exception for a current employer's plan (not 5% owners, not IRAs).
 *   IRS Topic 558 / § 72(t)(2)(A)(v): separation from service in or after the year of 55.
 *   § 72(q): 10% on a non-qualified annuity's earnings before 59½. IRD: an annuity's gain gets no
 *   step-up. IRS Topic 701: a surviving spouse keeps the $500,000 exclusion for a sale within 2
 *   years of the death. IRS Publication 502: long-term care premiums as medical expenses up to an
 *   age-based limit, above 7.5% of AGI, when itemizing.
 * - NAIC Buyer's Guide for Deferred Annuities: a free-look period of at least 10 days.
 * - HUD, HECM: youngest borrower 62, an eligible non-borrowing spouse; taxes, insurance and
 *   upkeep stay the borrower's.
 * - Mass.gov: voluntary administration of a small estate (personal property up to $25,000 besides
 *   a car, 30 days after the death); MassHealth long-term care asset limit $2,000 and a 5-year
 *   look-back on transfers; senior property tax work-off (M.G.L. c. 59 § 5K) where a town
 *   adopts it.
 */
import {
  type EvalCase,
  FIFTY_NINE_AND_A_HALF,
  GRIEF,
  HARD_NEWS,
  no,
  opens,
  WORRY,
  yes,
} from './score.ts';

const SEVENTY_AND_A_HALF = ['70½', '70 1/2', '70 and a half', '70.5'];
const MEDICARE_DOES_NOT = [
  /\bmedicare (?:does not|doesn't|won't|will not|generally does not|generally doesn't|typically doesn't|typically does not) (?:pay|cover)/,
  /\bnot covered by medicare\b/,
  /\bmedicare (?:does not|doesn't) (?:usually |generally )?(?:pay|cover)/,
];

// Conversations the follow-ups lean on.
const SURVIVOR_61 =
  'my husband died in june, he was 69 and getting 3,100 a month. im 61, my own ss at my full retirement age of 67 would be 1,500. do i take the survivor now or wait?';
const IRMAA_JOINT_290 =
  'married filing jointly, our 2024 magi was about 290k (my last big year of bonuses). both on medicare. what are we each paying for part b and part d on top of the plan';
const ROTH_20K =
  'single, 62, not on ss yet. taxable income this year is already about 40k. if i convert 20k from my ira to a roth how much federal tax does that add';
const RMD_400K = 'im 75, my ira was 400k on dec 31 last year. whats my rmd this year';
const SPOUSAL_IRA =
  'im 62 and still working, i make 90k. my wife is 61 and has no income. can she put money in an ira this year, how much?';
const PENSION_75 =
  'my pension is 2,500 a month single life. the 75% survivor option costs 180 a month. if i go with that and die first, what does my wife get';
const COBRA_AUGUST =
  'retired in august at 66 from a big company, now on cobra. can i wait to sign up for part b until the cobra runs out next year?';
const HOUSE_SALE_WIDOW =
  'my husband died in april. im selling our house, the gain will be around 400k. do i only get the 250k single exclusion now?';
const ANNUITY_DEATH =
  'i have a deferred annuity, paid 100k, worth 160k now. when i die do my kids get it tax free, like stocks get a step up?';
const HSA_AT_66 =
  'im 66, still working at a company with 500 employees, hdhp with an hsa. havent taken ss. if i sign up for medicare part a now can i keep putting money in the hsa?';
const ASSISTED_LIVING =
  'assisted living near us is 7,500 a month. if mom needs it for 3 years how much is that all in, and does medicare help with any of it';

export const ROUND_11: EvalCase[] = [
  // ---------------------------------------------------------------- Social Security

  // feelings, two-in-one: a widow can start a reduced survivor benefit now, or take her own
  // reduced at 62 and switch to the full survivor amount (his 3,100) at 67; 50% (1,550) is the
  // spousal rule, not the survivor's.
  {
    q: SURVIVOR_61,
    must: [GRIEF, '3,100', ['reduced', 'less', 'smaller', '71.5%'], ['switch', 'switching']],
    not: ['1,550'],
  },
  // follow-up, yes-no trap: taking her own early does not reduce the survivor benefit she
  // switches to at her full retirement age; it is the full 3,100.
  {
    q: 'if i take my own at 62 first, does that shrink the survivor check when i switch at 67?',
    history: [SURVIVOR_61],
    must: [no('not', 'it does not', "it doesn't", 'taking your own'), '3,100'],
    not: [yes()],
  },
  // worked: born 1964, full retirement age 67; at 65 that is 24 months early × 5/9% = 13.33%
  // off: 2,300 × 0.86667 = 1,993.33. Wrong: 20% off (the 62-to-64 figure) gives 1,840.
  {
    q: 'born 1964 so my fra is 67. statement says 2,300 at fra. what would i get if i start at 65',
    must: [['1,993', '1,993.33', '1,993.34']],
    not: ['1,840'],
  },
  // worked, feelings: laid off at 63 with a full retirement age of 67: 48 months early, 36 ×
  // 5/9% = 20% plus 12 × 5/12% = 5%, 25% off for life: 2,400 × 0.75 = 1,800.
  {
    q: 'got laid off at 63, small severance, im scared. my fra is 67 and my fra amount is 2,400. what would i get if i file now',
    must: [WORRY, '1,800', ['permanent', 'for life', 'for good', 'rest of your life', 'locked']],
    not: ['1,680'],
  },
  // worked: under full retirement age all year, $1 withheld for every $2 over 24,480: (34,480 −
  // 24,480) / 2 = 5,000. Wrong: the $1 for $3 rule gives 3,333.
  {
    q: 'im 63, took ss at 62, get 1,500 a month. ill earn 34,480 at my job this year. how much will they hold back',
    must: ['5,000', '24,480'],
    not: ['3,333', '3,333.33'],
  },
  // worked, yes-no trap: Pub. 915 counts tax-exempt interest in provisional income. 24,000 / 2
  // = 12,000 + 20,000 = 32,000; over 25,000 by 7,000 and under 34,000: 50% × 7,000 = 3,500.
  {
    q: 'single, 67. ss is 24k a year and i get 20k of tax free muni bond interest, nothing else. none of my ss is taxable since the muni interest doesnt count, right?',
    must: [no('not quite', 'actually', 'some of it', 'unfortunately'), '3,500'],
    not: [opens('yes', 'right', 'correct', 'none', 'none of it')],
  },
  // yes-no trap: divorced-spouse benefits need a marriage of at least 10 years.
  {
    q: 'divorced after 9 years married, my ex makes way more than me. im 66. can i get the divorced spouse benefit off his record?',
    must: [no('unfortunately', 'not', 'not on'), ['10 years', 'ten years']],
    not: [yes()],
  },
  // yes-no trap: the Social Security Fairness Act (January 2025) repealed the Government
  // Pension Offset; a widow whose benefit was wiped out by her teacher's pension should apply
  // again.
  {
    q: 'retired mass teacher, 40k pension, never paid into ss in that job. when my husband died in 2023 they said my widow benefit was cancelled out by my pension. is that still the case?',
    must: [
      no('not anymore', 'not any more', 'no longer', 'not since', 'it changed'),
      ['fairness act', 'repealed', 'eliminated', 'ended', 'abolished'],
    ],
    not: [yes()],
  },
  // missing detail: whether earnings cut benefits depends on age; under full retirement age the
  // 2026 limit is 24,480, from full retirement age there is none.
  {
    q: 'can i keep working and still get my social security?',
    must: ['24,480', ['full retirement age', 'fra']],
  },
  // worked, two-in-one: 2,000 × 2.8% = 56 more; Part B went from 185.00 to 202.90, 17.90 more;
  // net 56 − 17.90 = 38.10.
  {
    q: 'my ss was 2,000 a month last year before they take out part b. with the raise and part b going up, how much more do i actually net each month now',
    must: ['56', ['38.10', '38.1'], '2.8%'],
    not: ['32.10', '32.1'],
  },
  // worked: 6.2% on wages up to the 2026 taxable maximum of 184,500: 11,439 (not 6.2% × 200,000
  // = 12,400).
  {
    q: 'im 63 and still working, salary 200k. how much social security tax comes out of my pay this year',
    must: ['11,439', '184,500'],
    not: ['12,400'],
  },
  // two-in-one: a widow(er) gets the larger of the two benefits, and claiming later raises the
  // amount the survivor would get.
  {
    q: 'my wife is 62, im 66 and havent claimed. if i die first does she get my check or hers, and does it matter when i start mine?',
    must: [
      ['larger', 'higher', 'bigger', 'greater'],
      ['delay', 'wait', 'later', 'at 70'],
    ],
  },

  // ---------------------------------------------------------------- Medicare

  // worked: turned 65 in 2022 without work coverage and enrolled in the 2026 general enrollment:
  // 36 to 47 months late whatever the birth month, 3 full 12-month periods, 30%: 202.90 × 0.30 =
  // 60.87 (60.90 rounded to the dime), 263.77 (263.80) a month.
  {
    q: 'turned 65 in 2022, had no job coverage and never signed up for part b. signing up in general enrollment now for 2026. how much will my part b be with the penalty',
    must: ['30%', ['263.77', '263.8', '263.80', '60.87', '60.9', '60.90']],
    not: ['222.19', '243.48'],
  },
  // yes-no trap: COBRA is not coverage from current employment; the 8-month special enrollment
  // period runs from the end of work, not of COBRA.
  {
    q: COBRA_AUGUST,
    must: [
      no('not', 'you should not', "you shouldn't", 'unfortunately'),
      ['8 months', 'eight months', '8-month', 'eight-month'],
    ],
    not: [yes()],
  },
  // follow-up: missing the 8 months leaves general enrollment (January 1 to March 31) and a 10%
  // penalty for each full 12 months without Part B.
  {
    q: 'and if i let the 8 months slip by, what happens then',
    history: [COBRA_AUGUST],
    must: [['general enrollment', 'january 1', 'jan 1', 'march 31'], '10%'],
  },
  // worked, two-in-one: 2024 joint MAGI 290,000 is over 274,000 up to 342,000: Part B 405.80 and
  // Part D +37.50 each (811.60 and 75 for the two).
  {
    q: IRMAA_JOINT_290,
    must: [
      ['405.80', '405.8', '811.60', '811.6'],
      ['37.50', '37.5'],
    ],
  },
  // follow-up: a work stoppage is a life-changing event; Form SSA-44 asks for the lower income.
  {
    q: 'i retired in march so our income is way down this year. are we stuck with that for all of 2026?',
    history: [IRMAA_JOINT_290],
    must: [
      ['ssa-44', 'life-changing', 'life changing'],
      ['work stoppage', 'stopped working', 'retire', 'retirement'],
    ],
    not: [yes('stuck')],
  },
  // yes-no trap: no HSA contributions once enrolled in any part of Medicare, and Part A is
  // backdated up to 6 months.
  {
    q: HSA_AT_66,
    must: [no('not', 'once you', 'unfortunately'), ['6 months', 'six months']],
    not: [yes()],
  },
  // follow-up: money already in the HSA stays tax-free for qualified costs, Part B premiums
  // included (Medigap premiums are not).
  {
    q: 'ok but can i still spend whats already in the hsa once im on medicare? like for my part b premium',
    history: [HSA_AT_66],
    must: [yes('you can', 'absolutely'), 'part b'],
    not: [no()],
  },
  // feelings: hospice is covered under Part A at home on a prognosis of 6 months or less.
  {
    q: 'my dad is 78 and was just told he has maybe 6 months, pancreatic cancer. he wants to stay home. will medicare pay for hospice at home?',
    must: [
      HARD_NEWS,
      yes('medicare does', 'it does', 'medicare covers'),
      ['part a', 'hospice benefit'],
    ],
    not: [no()],
  },
  // yes-no trap: premium-free Part A on a spouse's record of 40 quarters.
  {
    q: 'i stayed home with the kids, only worked about 6 years. husband worked 40 years and is 67. will i have to pay for part a when i turn 65?',
    must: [
      no('not', 'you should not', "you shouldn't"),
      ['husband', 'spouse', 'his record', 'his work'],
    ],
    not: [yes()],
  },
  // worked: 30 to 39 quarters of coverage pay the reduced Part A premium, 311 a month in 2026.
  {
    q: 'came to the us at 50, i have 34 quarters of work and my husband has 20. what will part a cost me a month',
    must: ['311'],
    not: [opens('nothing', 'zero', '0', 'free')],
  },
  // yes-no trap: Original Medicare does not pay for care abroad, save rare exceptions.
  {
    q: 'wife and i will spend jan to march in portugal. we just have original medicare, no supplement. are we covered over there?',
    must: [[no('generally not', 'mostly not', 'not', 'unfortunately'), ...MEDICARE_DOES_NOT]],
    not: [yes()],
  },
  // yes-no trap: Original Medicare does not pay for dentures.
  {
    q: 'does medicare pay for dentures? im on original, not an advantage plan',
    must: [[no('not', 'unfortunately'), ...MEDICARE_DOES_NOT]],
    not: [yes()],
  },
  // missing detail: still working at 65, whether Part B can wait depends on the employer having
  // 20 or more employees.
  {
    q: 'im 65 and still working with insurance through my job. do i need to sign up for part b?',
    must: ['20', ['employees', 'employer', 'company size']],
  },
  // two-in-one, yes-no trap: without Social Security already, Medicare is not automatic; the
  // 2026 premium is 202.90.
  {
    q: 'turning 65 in april, not collecting ss yet. do i get medicare automatically, and whats the part b premium',
    must: [
      [
        'not automatic',
        "won't be automatic",
        'will not be automatic',
        'sign up',
        'apply',
        'enroll',
      ],
      ['202.90', '202.9'],
    ],
    not: [yes()],
  },
  // feelings, worked: the 2026 Part D out-of-pocket cap is 2,100 (2025: 2,000).
  {
    q: 'my wife was just diagnosed with breast cancer, her pill is 1,200 a month under her part d plan. whats the most we will pay for it this year',
    must: [HARD_NEWS, '2,100'],
    not: [opens('2,000')],
  },
  // everyday request mixed in: the money half is open enrollment, October 15 to December 7.
  {
    q: 'whats a good recipe for leftover turkey? also when is medicare open enrollment',
    must: [
      ['october 15', 'oct 15', 'oct. 15'],
      ['december 7', 'dec 7', 'dec. 7'],
    ],
  },
  // everyday request mixed in, worked: the 2026 Part A deductible is 1,736 per benefit period.
  {
    q: 'can you book me a table for 4 at a steakhouse saturday? and whats the medicare part a deductible now',
    must: ['1,736'],
    not: ['1,676'],
  },

  // ---------------------------------------------------------------- Federal tax

  // worked: single, 66: 16,100 + 2,050 = 18,150 standard, plus the 6,000 senior deduction (MAGI
  // 60,000 under 75,000): 60,000 − 24,150 = 35,850 (41,850 without the senior deduction).
  {
    q: 'single, 66, my only income is a 60k pension. whats my federal taxable income this year',
    must: ['35,850'],
    not: ['41,850', '43,900'],
  },
  // worked: 12% runs to 50,400 single: 10,400 × 12% = 1,248, then 9,600 × 22% = 2,112: 3,360.
  // Wrong: all at 12% (2,400) or all at 22% (4,400).
  {
    q: ROTH_20K,
    must: ['3,360'],
    not: ['2,400', '4,400'],
  },
  // follow-up, worked: IRMAA looks back two years, so 2026 income sets 2028 premiums, before
  // Medicare at 65; and MAGI 40,000 + 16,100 + 20,000 = 76,100 is under 109,000 anyway.
  {
    q: 'would that conversion push up my medicare premiums later?',
    history: [ROTH_20K],
    must: [
      no('not', 'unlikely', 'probably not', 'it should not', "it shouldn't"),
      ['two years', '2 years', 'two-year', '2-year', '109,000'],
    ],
    not: [yes()],
  },
  // feelings, yes-no trap: a surviving spouse keeps the 500,000 exclusion for a sale within 2
  // years of the death (and the step-up on his half cuts the gain).
  {
    q: HOUSE_SALE_WIDOW,
    must: [GRIEF, '500,000', ['2 years', 'two years']],
    not: [opens('yes')],
  },
  // follow-up: husband died April 2026; a sale in 2029 is past 2 years, so 250,000 single.
  {
    q: 'what if i hold off and sell in 2029 instead',
    history: [HOUSE_SALE_WIDOW],
    must: ['250,000'],
  },
  // missing detail: the tax on an IRA withdrawal is ordinary income at the visitor's bracket,
  // which depends on the rest of the income and filing status.
  {
    q: 'taking 15k out of my ira next month. how much tax will i owe on it',
    must: [
      ['ordinary income', 'regular income', 'taxed as income'],
      ['filing status', 'other income', 'bracket', 'rest of your income', 'total income'],
    ],
  },
  // missing detail: long-term care premiums count as medical expenses only up to an age-based
  // limit, when itemizing, above 7.5% of AGI.
  {
    q: 'can i deduct my long term care insurance premiums?',
    must: [['itemize', 'itemizing'], '7.5%', ['age', 'how old']],
  },

  // ---------------------------------------------------------------- IRAs, 401(k)s, RMDs

  // worked: Uniform Lifetime Table at 75 is 24.6: 400,000 / 24.6 = 16,260.16 (the pre-2022
  // table's 22.9 gives 17,467.25).
  {
    q: RMD_400K,
    must: [['16,260', '16,260.16']],
    not: ['17,467', '17,467.25'],
  },
  // follow-up, worked: a QCD of 5,000 counts toward the RMD and leaves 16,260.16 − 5,000 =
  // 11,260.16 taxable.
  {
    q: 'if i send 5k of it straight to my church, how much of the rmd is left taxable',
    history: [RMD_400K],
    must: [
      ['11,260', '11,260.16'],
      ['qcd', 'qualified charitable distribution'],
    ],
  },
  // yes-no trap: QCDs are open from 70½, before RMDs begin, and are left out of income.
  {
    q: 'im 71 so no rmds yet. can i still give from my ira straight to charity tax free, or is that only once rmds start?',
    must: [yes('you can'), SEVENTY_AND_A_HALF],
    not: [no()],
  },
  // two-in-one: first RMD by April 1 of the year after 73; waiting means two in 2027.
  {
    q: 'turned 73 in march (born 1953). when is my first rmd due, and if i push it to april will i have to take two next year?',
    must: ['april 1', ['two', 'both', 'second']],
  },
  // yes-no trap: the still-working exception covers the current employer's plan (not a 5% owner),
  // never an IRA.
  {
    q: 'im 74 and still working full time at a hospital, not an owner. i have a 403b there and an old ira from a previous job. do i need rmds from both?',
    must: [
      [
        'still working',
        'still-working',
        'until you retire',
        'when you retire',
        'until you stop working',
      ],
      'ira',
    ],
    not: [opens('yes, both', 'yes, from both')],
  },
  // feelings, worked: the missed-RMD excise is 25%, 10% when corrected in time, and can be
  // waived for reasonable cause on Form 5329 (the 50% figure ended in 2022).
  {
    q: 'i totally forgot my rmd last year, im 76. how bad is the penalty? im panicking',
    must: [WORRY, '25%', ['10%', '5329', 'waive', 'waiver']],
    not: [/\b(?:is|be|owe|of) (?:a )?50%/],
  },
  // yes-no trap: the uncle had begun RMDs, so the 10-year rule applies with yearly RMDs in
  // between; nothing has to come out at once.
  {
    q: 'inherited my uncles traditional ira in march, he was 80 and taking rmds. im 50. do i have to cash it all out right away?',
    must: [
      no('not', 'you do not', "you don't"),
      ['10 years', '10-year', 'ten years', 'ten-year'],
      ['each year', 'annual', 'yearly', 'every year'],
    ],
    not: [yes()],
  },
  // two-in-one, yes-no trap: leaving a job in or after the year of 55 frees that job's 401(k)
  // from the 10% penalty; an IRA waits for 59½.
  {
    q: 'left my job in june at 56. can i pull from that jobs 401k without the 10% penalty? and what about my old ira',
    must: ['55', FIFTY_NINE_AND_A_HALF],
  },
  // worked, yes-no trap: a spousal IRA needs no income of her own; 7,500 + 1,100 catch-up at 50+
  // = 8,600.
  {
    q: SPOUSAL_IRA,
    must: [yes('she can'), '8,600'],
    not: [no()],
  },
  // follow-up: joint MAGI 90,000 is far under the 242,000 Roth phase-out: all 8,600 may be Roth.
  {
    q: 'could it be a roth for her instead?',
    history: [SPOUSAL_IRA],
    must: [yes('she can', 'it can'), ['242,000', 'income limit', 'under the limit', 'well under']],
    not: [no()],
  },
  // missing detail: 24,500 in 2026; more with the catch-up depending on age (50+, or 60-63).
  {
    q: 'how much can i put in my 401k this year',
    must: ['24,500', ['age', 'how old', '50', '60']],
  },
  // everyday request mixed in, worked: Roth IRA at 58, single 70,000 under the phase-out: 7,500 +
  // 1,100 = 8,600.
  {
    q: 'can you write a quick thank you note to my neighbor for shoveling? also im 58 single making 70k, how much can i put in a roth ira this year',
    must: ['8,600'],
    not: ['8,000', '7,000'],
  },

  // ---------------------------------------------------------------- Annuities and pensions

  // yes-no trap: an annuity's gain gets no step-up; beneficiaries pay ordinary income tax on the
  // 60,000.
  {
    q: ANNUITY_DEATH,
    must: [
      no('not', 'unfortunately', 'annuities'),
      ['ordinary income', 'income tax'],
      ['60,000', 'the gain', 'earnings', 'growth'],
    ],
    not: [yes()],
  },
  // follow-up: the gain is ordinary income whoever takes it; what changes is whose bracket.
  {
    q: 'would it be smarter to cash it in myself before then? im in the 12% bracket and my son is in 24%',
    history: [ANNUITY_DEATH],
    must: [
      ['ordinary income', 'either way', 'taxed as income'],
      ['bracket', 'tax rate'],
    ],
  },
  // yes-no trap: a non-qualified annuity's earnings taken before 59½ carry the 10% extra tax
  // (§ 72(q)), save exceptions.
  {
    q: 'im 57. can i take money out of my non qualified annuity without the 10% penalty? its not in an ira',
    must: [FIFTY_NINE_AND_A_HALF, ['earnings', 'gain', 'interest', 'growth']],
    not: [yes()],
  },
  // missing detail, yes-no trap: a free-look period (at least 10 days, set by the state and the
  // contract) lets a new annuity be returned without a surrender charge.
  {
    q: 'signed for an annuity 8 days ago and already regret it. can i get out without the surrender charge?',
    must: [
      ['free look', 'free-look'],
      ['contract', 'state', 'policy'],
    ],
    not: [no()],
  },
  // worked: 2,500 − 180 = 2,320 while he lives; 75% × 2,320 = 1,740 to her (not 75% × 2,500 =
  // 1,875).
  {
    q: PENSION_75,
    must: ['1,740', '2,320'],
    not: ['1,875'],
  },
  // follow-up: whether his check returns to 2,500 if she dies first depends on a pop-up
  // provision in the plan.
  {
    q: 'and if she dies before me does my check go back up to 2,500?',
    history: [PENSION_75],
    must: [
      ['pop-up', 'pop up', 'popup', 'depends on your plan', 'check your plan', 'plan documents'],
    ],
  },
  // worked, two-in-one: 1,000 × 12 × 20 years = 240,000 to 85 against 180,000; a direct rollover
  // to an IRA is not taxed.
  {
    q: 'pension offers 180k lump sum or 1,000 a month starting at 65. which pays more if i live to 85, and is the lump taxed if i roll it to my ira?',
    must: ['240,000', ['direct rollover', 'not taxed', 'no tax', 'tax-free', 'tax free']],
  },

  // ---------------------------------------------------------------- Massachusetts

  // worked, two-in-one: a Massachusetts municipal (contributory) pension is exempt; single, 67:
  // (20,000 − 4,400 − 700) × 5% = 745 (not 5% of all 65,000 less exemptions: 2,995).
  {
    q: 'single, 67, retired from the town of framingham with a 45k mass pension, plus 20k ira withdrawals. what do i owe mass for income tax',
    must: ['745', ['exempt', 'not taxed', "doesn't tax", 'does not tax']],
    not: ['2,995'],
  },
  // worked: married, both 70; Social Security is exempt: (60,000 − 8,800 − 1,400) × 5% = 2,490
  // (with the 40,000 of SS taxed it would be 4,490).
  {
    q: 'married, both 70, in mass. 60k of ira withdrawals and 40k social security. roughly what mass income tax do we owe',
    must: ['2,490'],
    not: ['4,490'],
  },
  // missing detail: Massachusetts exempts public (Massachusetts and federal contributory)
  // pensions and taxes private ones.
  {
    q: 'does mass tax my pension?',
    must: [
      ['private', 'company', 'corporate'],
      ['public', 'government', 'state', 'federal', 'municipal'],
    ],
  },
  // yes-no trap: estates of 2,000,000 or less owe no Massachusetts estate tax.
  {
    q: 'single, mass resident, everything i own incl the house and ira adds up to about 1.9m. will my estate owe mass estate tax?',
    must: [no('not', 'it should not', "it shouldn't", 'likely not'), ['2 million', '2,000,000']],
    not: [yes()],
  },
  // feelings, yes-no trap: personal property up to 25,000 besides a car can pass by voluntary
  // administration 30 days after the death, without full probate.
  {
    q: 'my brother died last month, no will, no wife or kids. he had a 2015 car and about 15k in the bank. do we have to go through full probate in mass?',
    must: [GRIEF, ['voluntary administration', 'small estate'], '25,000'],
    not: [opens('yes')],
  },
  // yes-no trap: giving the house away starts the 5-year look-back (a penalty period) and loses
  // the children's step-up in basis.
  {
    q: 'im 79 and want to deed my house to my kids now so masshealth cant take it if i need a nursing home. smart move?',
    must: [
      ['5 years', 'five years', 'look-back', 'lookback', '60 months'],
      ['step-up', 'step up', 'basis'],
    ],
    not: [yes()],
  },
  // missing detail: MassHealth long-term care counts assets against 2,000 for one person, with
  // protections when a spouse is at home.
  {
    q: 'will masshealth pay for my dads nursing home?',
    must: ['2,000', ['married', 'spouse', 'wife', 'your mother']],
  },
  // yes-no trap: towns that adopt it let seniors work off part of their property tax.
  {
    q: 'heard some mass towns let seniors work off part of their property tax. is that real?',
    must: [
      yes('it is', "it's real", 'many towns', 'some towns'),
      ['town', 'city', 'local', 'community', 'adopt'],
    ],
    not: [no()],
  },

  // ---------------------------------------------------------------- Long-term care, reverse mortgages

  // worked, two-in-one: 7,500 × 36 = 270,000; Medicare does not pay for assisted living.
  {
    q: ASSISTED_LIVING,
    must: ['270,000', MEDICARE_DOES_NOT],
  },
  // follow-up, worked: a home aide 20 hours × 35 = 700 a week, × 52 = 36,400 a year (109,200
  // over the 3 years); Medicare does not pay for custodial help.
  {
    q: 'what if she stays home with an aide 20 hours a week instead, at 35 an hour?',
    history: [ASSISTED_LIVING],
    must: ['36,400'],
  },
  // yes-no trap: a HECM's youngest borrower must be 62; the 64-year-old wife can borrow with him
  // as an eligible non-borrowing spouse.
  {
    q: 'im 61 and my wife is 64. can we get a reverse mortgage now?',
    must: ['62', ['non-borrowing', 'non borrowing', 'your wife can', 'she can', 'in her name']],
  },
  // yes-no trap: no monthly loan payment, but property taxes, insurance and upkeep stay due.
  {
    q: 'with a reverse mortgage do i have to pay anything each month?',
    must: [['property tax', 'taxes'], 'insurance'],
    not: [/(?:don't|do not|won't|will not) (?:have to|need to) pay anything/, 'nothing at all'],
  },
];
