/**
 * The tenth round, written on 26 November 2026 before the next change of engine, from the
 * questions the public asks SSA, Medicare.gov, the IRS, Mass.gov and the insurance buyer's guides,
 * not from the knowledge base or the engine's answers: visitors aged 55 and over on phones, lower
 * case and shorthand, with their own ages, incomes, balances, dates, filing status and employer
 * size; two questions in one; follow-ups that lean on the answer before; a loss, a diagnosis, a
 * layoff or a fear in the first line; an everyday request mixed in; a missing detail the honest
 * answer names; and questions where a neighbouring topic's yes or no would be wrong. It reaches
 * subjects the earlier rounds left out (survivor timing and the month of death, the hospital
 * benefit period and skilled nursing days, observation stays, leaving Medicare Advantage for
 * Medigap in Massachusetts, HSAs after 65, conversions paid from the IRA, pension lump sums and
 * spousal consent, annuity surrender and payout taxation, reverse mortgages, renters' circuit
 * breaker, property-tax deferral, probate and portability in Massachusetts). It was never run
 * against an engine before it was frozen, is scored as written, misses included, and its figure
 * is reported, never gated.
 *
 * Every case is marked with the kind it tests and, for a worked case, the arithmetic behind its
 * figures. The 2026 figures already checked for round 9 (see the header of round9.ts: COLA,
 * earnings test $24,480, reduction and delayed-credit rates, Part B $202.90 and deductible $283,
 * standard and senior deductions, brackets, IRA and 401(k) limits, Uniform Lifetime Table,
 * Massachusetts 5% and $2,000,000 estate threshold) are reused. Figures checked for this round:
 * - CMS, 2026 Medicare Parts A and B premiums and deductibles (14 November 2025): Part A inpatient
 *   deductible $1,736 a benefit period (2025: $1,676); skilled nursing coinsurance $217 a day for
 *   days 21-100 (2025: $209.50), nothing for days 1-20; Part B deductible $283 (2025: $257).
 *   Medicare.gov: a benefit period ends after 60 days in a row out of the hospital; skilled
 *   nursing needs a 3-day inpatient stay, and observation days are outpatient; custodial care and
 *   hearing aids are not covered by Original Medicare; ESRD Medicare at any age, with a group
 *   health plan paying first for a 30-month coordination period; Marketplace coverage gives no
 *   special enrollment period for Part B. Medicare Advantage open enrollment January 1 - March 31,
 *   annual open enrollment October 15 - December 7 with coverage from January 1.
 * - 211 CMR 71.10: a Massachusetts Medigap issuer may not deny, condition or price a policy on
 *   health status, and no policy may have a pre-existing condition exclusion; Supplement 1 and 1A
 *   pay the Part A deductible, Core does not.
 * - IRS Rev. Proc. 2025-19: 2026 HSA limits $4,400 self-only, $8,750 family, $1,000 catch-up at 55.
 *   IRS Publication 969: no 20% additional tax on non-medical withdrawals after 65 (ordinary
 *   income tax only); no contributions once enrolled in Medicare.
 * - IRS, 2026 inflation adjustments: QCD limit $111,000 a person (2025: $108,000), from 70½, from
 *   the owner's own IRA, counting toward the RMD. Annual gift exclusion $19,000 (Form 709 above
 *   it), $15,000,000 lifetime exemption. Publication 590-B: Joint Life and Last Survivor table
 *   when the sole beneficiary is a spouse more than 10 years younger; one IRA-to-IRA indirect
 *   rollover in 12 months; no age limit on traditional IRA contributions since 2020; the 10%
 *   additional tax on amounts withheld from a conversion before 59½; a surviving spouse who keeps
 *   an inherited IRA takes distributions without the 10%. Publication 505: withholding counts as
 *   paid evenly through the year. Publication 502: medical expenses over 7.5% of AGI, qualified
 *   long-term care services of a chronically ill person included. Publication 939 and § 72:
 *   exclusion ratio on a non-qualified life annuity. § 1014: half of a jointly held home steps up
 *   at a spouse's death (not a community-property state); § 121: the $500,000 exclusion for a
 *   sale within 2 years of the spouse's death. ERISA § 205: written, notarized or witnessed
 *   spousal consent to waive a joint-and-survivor annuity. IRS Topic 413: a direct rollover of a
 *   lump sum is not taxed and has no 20% withholding.
 * - SSA: a survivor at 60 gets 71.5% of the worker's amount; the earnings test applies to survivor
 *   benefits before full retirement age, and benefits withheld are credited back at full
 *   retirement age; no benefit is payable for the month of death; a survivor who remarried before
 *   60 cannot get benefits on the late spouse's record while that marriage lasts; a divorced
 *   spouse divorced 2 years or more can be paid on an ex who has not filed; a child under 18 (19
 *   in high school) of a retired worker gets up to 50%, without reducing the worker's own benefit;
 *   unemployment benefits are not earnings for the earnings test. IRS Publication 915 for the
 *   taxable share of benefits ($32,000 / $44,000 joint bases).
 * - Mass.gov, Senior Circuit Breaker for tax year 2025 (filed in 2026): 65 or older, income up to
 *   $75,000 single / $94,000 head of household / $112,000 joint, maximum credit $2,820, renters
 *   count 25% of rent, credit is the excess over 10% of income, filed on Schedule CB and
 *   refundable. M.G.L. c. 59 § 5 clause 41A: property-tax deferral at 65 with a lien, applied for
 *   with the assessors. No transfer-on-death deed for real estate; the estate tax exemption is
 *   not portable between spouses (federal portability is). Probate and Family Court appoints a
 *   personal representative; creditors have one year from death (M.G.L. c. 190B § 3-803).
 * - FHA Mortgagee Letter 2025-22: 2026 HECM maximum claim amount $1,249,125; HUD requires
 *   counseling; the borrower keeps title and pays taxes and insurance; the loan is non-recourse
 *   (heirs may pay the lesser of the balance or 95% of the appraised value).
 * - NAIC annuity buyer's guide: surrender charges, free-withdrawal amounts, state guaranty
 *   associations (with limits); an IRA's tax deferral is not added to by an annuity inside it.
 */
import {
  DECLINES,
  type EvalCase,
  FIFTY_NINE_AND_A_HALF,
  GRIEF,
  HARD_NEWS,
  LETTERED,
  NOT_UNDERWRITTEN,
  no,
  opens,
  WORRY,
  yes,
} from './score.ts';

// Conversations the follow-ups lean on.
const SURVIVOR_AT_60 =
  'my husband died in june. he was 66 and hadnt started his social security, his statement said 2,400 at full retirement age. im 60. what would i get if i start survivor benefits now';
const TWO_HOSPITAL_STAYS =
  'on original medicare, no supplement. i was in the hospital 5 days in february and 3 days in july, home in between. what do i owe for the hospital part this year';
const REHAB_30_DAYS =
  'mom was admitted to the hospital 4 days for her hip, now shes in rehab at a skilled nursing facility. they think about 30 days. shes on original medicare with no supplement, what will she owe';
const LEAVING_ADVANTAGE =
  'been on a medicare advantage hmo for 6 years, live in worcester. i want to go back to original medicare with a medigap. can the medigap company turn me down because of my heart problems?';
const RENTER_CIRCUIT_BREAKER =
  'im 70, rent an apartment in somerville for 1,800 a month, total income about 38k. renters cant get any of that property tax relief right?';
const REVERSE_MORTGAGE =
  'thinking about a reverse mortgage at 72. does the bank end up owning my house?';
const SPIA_QUOTE =
  'got a quote: 100k buys a spia paying 620 a month for life, im 72. how long until i get my money back?';
const NURSING_HOME_525 =
  'the nursing home near my mom in springfield is 525 a day. she has about 200k. how long will that last and what happens when it runs out';
const MOM_PROBATE =
  'my mom passed last week. she had a will and her house in quincy is in her name only. do we still have to go through probate or does the will take care of it';
const GIFT_50K =
  'i want to give my son 50k toward his first house this year. do i owe gift tax, and does he owe tax on it?';

export const ROUND_10: EvalCase[] = [
  // ---------------------------------------------------------------- Social Security

  // feelings, worked: he died before full retirement age without claiming, so the survivor
  // amount rests on his 2,400; at 60 she gets 71.5%: 2,400 × 0.715 = 1,716 (not the 50%
  // spousal 1,200, nor the retirement 70% at 62, 1,680).
  {
    q: SURVIVOR_AT_60,
    must: [GRIEF, '1,716'],
    not: ['1,200', '1,680'],
  },
  // follow-up, worked: before full retirement age the earnings test applies to survivor
  // benefits too: (40,000 − 24,480) / 2 = 7,760 held back this year.
  {
    q: 'i also work part time, ill make about 40k this year. will they hold any of it back?',
    history: [SURVIVOR_AT_60],
    must: ['24,480', '7,760'],
    not: [no()],
  },
  // two-in-one, worked: a retired worker's child under 18 (19 in high school) gets up to 50%:
  // 2,600 × 50% = 1,300; the worker's own benefit is not reduced (the family maximum trims only
  // the family's benefits).
  {
    q: 'im 67 and just started my ss at 2,600, thats my fra amount. my daughter is 14 from my second marriage. can she get anything, and would it cut my own check?',
    must: [
      yes('she can', 'she may', 'she could', 'likely'),
      '1,300',
      ['18', '19'],
      [
        'does not reduce',
        "doesn't reduce",
        "won't reduce",
        'will not reduce',
        'not reduce',
        'does not affect',
        "doesn't affect",
        "won't affect",
        'will not affect',
        'not cut',
        "won't cut",
        'will not cut',
        "doesn't cut",
        'does not cut',
        'stays the same',
        'unchanged',
      ],
    ],
    not: [no()],
  },
  // yes-no trap, two-in-one: remarried before 60 and still married, she cannot be paid on the late
  // ex's record (the round-9 case, remarried after 60, is the opposite); a spousal benefit on
  // her current husband's record needs him to have filed.
  {
    q: 'my ex husband just died. we were married 15 years. i remarried at 58 and am still married, im 62 now. can i get survivor benefits on his record? or spousal off my current husband instead',
    must: [
      no('not on his record', 'not while', 'unfortunately', 'not as long as'),
      ['before 60', 'before age 60', 'before you turned 60', 'before turning 60', 'under 60'],
      ['spousal'],
      ['filed', 'collecting', 'claimed', 'receiving', 'started', 'applied'],
    ],
    not: [yes()],
  },
  // yes-no trap: benefits withheld under the earnings test are credited back by a recalculation
  // at full retirement age; they are not lost.
  {
    q: 'im 64, collecting ss and still working. if they hold some back because i earn over the limit is that money gone for good?',
    must: [
      no('not', 'not gone', 'not lost', 'not exactly', 'not really'),
      ['full retirement age', 'fra'],
      [
        'recalculate',
        'recalculated',
        'recalculates',
        'recalculation',
        'credit',
        'credited',
        'credits',
        'increase',
        'increased',
        'higher',
        'raise',
        'raised',
        'make up',
        'adjust',
        'adjusted',
      ],
    ],
    not: [yes(), /(?<!not |n't |never )\b(?:lost|gone) (?:forever|for good)\b/],
  },
  // yes-no trap: a divorced spouse (married 10+ years, divorced 2+ years) can be paid even when
  // the ex has not filed, unlike a current spouse.
  {
    q: 'divorced 4 years ago after 22 years married. my ex is 64 and still working, hasnt filed for ss. im 67. can i get spousal on his record even tho he hasnt claimed',
    must: [
      yes('you can', 'likely', 'probably'),
      ['2 years', 'two years', 'independently entitled', 'independent'],
    ],
    not: [
      no(),
      /(?<!not |n't )\b(?:he|your ex|your ex-husband) (?:must|has to|needs to) (?:file|claim|apply|start)/,
    ],
  },
  // missing detail: the amount comes from the earnings record (statement at my Social Security);
  // at 62 with full retirement age 67 it is 30% less.
  {
    q: 'how much will i get from social security if i start at 62?',
    must: [
      [
        'my social security',
        'ssa.gov',
        'statement',
        'earnings record',
        'work history',
        'earnings history',
      ],
      ['30%', '70%'],
    ],
  },
  // feelings, yes-no trap: no benefit is payable for the month of death, so the March payment
  // (paid in April) goes back.
  {
    q: 'my husband passed on march 3rd. his march social security came into our joint account in april and the bank says it has to go back?? we needed that',
    must: [
      GRIEF,
      [
        'month of death',
        'month he died',
        'month in which',
        'month someone dies',
        'month of his death',
        'month a person dies',
        'for march',
      ],
      [
        'return',
        'returned',
        'go back',
        'goes back',
        'send back',
        'sent back',
        'pay back',
        'paid back',
      ],
    ],
    not: [/\b(?:you can|you may|you get to|you're allowed to) keep (?:it|the march|that)\b/],
  },
  // missing detail: the spousal benefit turns on her age (50% at full retirement age, less
  // earlier) and on his having filed.
  {
    q: 'can i collect on my husbands social security',
    must: [
      ['50%', 'half'],
      ['full retirement age', 'fra'],
      ['filed', 'collecting', 'claimed', 'receiving', 'started', 'applied'],
    ],
  },
  // worked: Pub. 915, joint. Provisional 30,000 + 12,000 + 24,000 = 66,000; over 44,000 by
  // 22,000: 85% × 22,000 = 18,700, plus the lesser of 24,000 and 6,000 = 6,000: 24,700 taxable
  // (cap 85% × 48,000 = 40,800). With single bases it would be 31,700.
  {
    q: 'married filing jointly, both 70. we get 48k of social security together, plus my pension 30k and 12k from our iras. how much of the ss is taxable on our federal return',
    must: ['24,700'],
    not: ['31,700', opens('none', 'nothing', 'none of it')],
  },
  // feelings, two-in-one, yes-no trap: both can be drawn; unemployment benefits are not earnings
  // for the earnings test; claiming at 62 (full retirement age 67) is 30% less for life.
  {
    q: 'got laid off last week at 62 after 30 years. can i collect unemployment and start social security at the same time? does unemployment count against the earnings limit?',
    must: [
      HARD_NEWS,
      [
        'does not count',
        "doesn't count",
        'not count',
        "don't count",
        'do not count',
        'not earnings',
        'not wages',
        'not considered earnings',
        'not treated as earnings',
        "isn't counted",
        "aren't counted",
        'not counted',
      ],
      ['30%', 'permanent', 'permanently', 'for life', 'rest of your life'],
    ],
    not: [
      /\bunemployment (?:benefits |compensation |checks |income )?(?:counts?|is counted|are counted|will count) (?:toward|towards|against|as)\b/,
    ],
  },

  // ---------------------------------------------------------------- Medicare

  // worked: more than 60 days home between stays, so two benefit periods: 2 × 1,736 = 3,472
  // (the 2025 deductible would give 3,352).
  {
    q: TWO_HOSPITAL_STAYS,
    must: ['3,472', ['benefit period']],
    not: ['1,676', '3,352'],
  },
  // follow-up, yes-no trap: in Massachusetts Supplement 1A (and 1) pays the Part A deductible,
  // Core does not; no lettered plans.
  {
    q: 'would a medigap have covered that here in mass?',
    history: [TWO_HOSPITAL_STAYS],
    must: [['supplement 1a', 'supplement 1'], ['core']],
    not: LETTERED,
  },
  // worked: skilled nursing after a 3-day inpatient stay: days 1-20 nothing, days 21-30 10 ×
  // 217 = 2,170 (2025's 209.50 would give 2,095).
  {
    q: REHAB_30_DAYS,
    must: ['2,170', ['20 days', 'day 21', 'days 21', 'first 20']],
    not: ['2,095'],
  },
  // follow-up: past day 100 Medicare pays nothing; she pays privately, from long-term care
  // insurance, or through MassHealth.
  {
    q: 'and if she ends up needing to stay past 100 days?',
    history: [REHAB_30_DAYS],
    must: [
      [
        'nothing',
        'all of it',
        'full cost',
        'entire cost',
        'everything',
        'all costs',
        '100%',
        'the whole',
        'does not pay',
        "doesn't pay",
        'stops',
        'no longer pays',
        'no coverage',
      ],
      [
        'masshealth',
        'long-term care insurance',
        'long term care insurance',
        'private pay',
        'privately',
        'out of pocket',
        'out-of-pocket',
        'her own',
      ],
    ],
  },
  // yes-no trap: observation days are outpatient and do not count toward the 3-day inpatient stay
  // skilled nursing needs under Original Medicare.
  {
    q: 'dad was in the hospital 4 nights but they kept him under observation. now they want to send him to rehab. medicare covers that right?',
    must: [
      no('not necessarily', 'maybe not', 'possibly not', 'not under', 'unfortunately', 'not if'),
      ['inpatient'],
      ['3 day', '3-day', 'three-day', 'three day', '3 days', 'three days', '3 midnights'],
    ],
    not: [yes()],
  },
  // yes-no trap: nationally a Medigap insurer may underwrite after the first window, but in
  // Massachusetts it may not; the Advantage plan is left in an enrollment period.
  {
    q: LEAVING_ADVANTAGE,
    must: [
      no('not in massachusetts', 'they cannot', "they can't", 'they can not'),
      [...NOT_UNDERWRITTEN, 'pre-existing', 'preexisting'],
      ['october 15', 'december 7', 'january 1', 'march 31', 'open enrollment'],
    ],
    not: [yes(), ...LETTERED],
  },
  // follow-up, two-in-one: a change in the October 15 - December 7 period starts January 1; a
  // separate Part D plan replaces the HMO's drug coverage.
  {
    q: 'if i switch in the fall open enrollment when does it all start, and do i need anything else?',
    history: [LEAVING_ADVANTAGE],
    must: [
      ['january 1', 'jan 1', 'january 1st', 'first of january', '1st of january'],
      ['part d', 'drug plan', 'prescription drug plan', 'drug coverage'],
    ],
    not: ['july 1'],
  },
  // yes-no trap: after 65, non-medical HSA withdrawals owe income tax but not the 20%.
  {
    q: 'im 68, retired, still have 40k in my hsa. can i use some for a new roof or do i get hit with the 20% penalty',
    must: [
      [
        'no penalty',
        'no 20% penalty',
        'no 20%',
        'no longer applies',
        'without the 20%',
        'without penalty',
        'without the penalty',
        'without a penalty',
        'penalty-free',
        'penalty free',
        'no additional tax',
        'not subject to the 20%',
        "20% penalty doesn't apply",
        '20% penalty does not apply',
        'penalty no longer',
        'penalty goes away',
        "won't owe the 20%",
        "won't pay the 20%",
      ],
      ['income tax', 'taxable', 'taxed', 'ordinary income', 'as income'],
    ],
    not: [
      /\byou(?:'ll| will| would)? (?:owe|pay|get hit with) (?:the |a )?20% (?:penalty|additional tax)/,
    ],
  },
  // worked, two-in-one, yes-no trap: his family HDHP coverage sets his limit whatever her
  // Medicare: 8,750 + 1,000 catch-up (55+) = 9,750; she, on Medicare, can no longer contribute.
  {
    q: 'im 63 with family hdhp coverage from work for me and my wife. shes 66 and on medicare now. how much can i put in my hsa this year, and can she still put money in hers?',
    must: [
      ['9,750', /\b8750\b[^\n]{0,160}\b1000\b/],
      [
        "she can't",
        'she cannot',
        'she can no longer',
        'she is not eligible',
        "she isn't eligible",
        "she's not eligible",
        'she no longer',
        'not eligible',
        'no longer eligible',
        'no longer contribute',
      ],
    ],
    not: ['5,400'],
  },
  // feelings, two-in-one: ESRD Medicare at any age; keeping the work plan, which pays first for
  // the 30-month coordination period.
  {
    q: 'just found out my kidneys are failing and i start dialysis next month. im 58 and still working with insurance through my job. can i get medicare before 65? do i have to drop my work plan?',
    must: [
      HARD_NEWS,
      ['esrd', 'end-stage renal', 'end stage renal', 'kidney failure'],
      ['30 months', '30-month', 'coordination period', 'pays first', 'primary'],
    ],
    not: [
      no(),
      /(?<!not |n't )\b(?:must|have to|need to) (?:wait (?:until|till) )?(?:be |turn )?65\b/,
    ],
  },
  // yes-no trap: Marketplace (Health Connector) coverage is not job coverage: no special
  // enrollment period for Part B; general enrollment and the 10% penalty.
  {
    q: 'i turned 65 last june and just stayed on my health connector plan, never signed up for medicare. is that ok or am i going to get penalized',
    must: [
      ['penalty', 'penalized', '10%'],
      ['general enrollment', 'january 1', 'march 31'],
    ],
    not: [
      opens(
        "that's fine",
        'that is fine',
        "it's fine",
        'it is fine',
        "you're fine",
        'you are fine',
      ),
      /(?<!not |n't )\b(?:that's|that is|it's|it is) (?:fine|ok|okay)\b/,
    ],
  },
  // missing detail: turns on other creditable drug coverage (VA, retiree plan); the late penalty
  // otherwise.
  {
    q: 'do i need a part d plan?',
    must: [['creditable'], ['penalty', '1%']],
  },
  // mixed, yes-no trap: Original Medicare does not pay for hearing aids; some Advantage plans do.
  {
    q: 'can you set up a zoom call with my sister for sunday? also does medicare pay for hearing aids',
    must: [
      DECLINES,
      no(
        'original medicare does not',
        "original medicare doesn't",
        'medicare does not',
        "medicare doesn't",
        'not usually',
        'not original medicare',
        'unfortunately',
      ),
      ['advantage'],
    ],
    not: [
      /(?<!not |n't |never )\b(?:original medicare|medicare part b|part b) (?:covers|pays for|will cover|will pay for) hearing aids\b/,
    ],
  },
  // mixed: the 2026 Part B deductible is 283 (2025: 257).
  {
    q: 'can you remind me thursday about my eye doctor appt? also whats the part b deductible this year',
    must: [DECLINES, '283'],
    not: ['257'],
  },

  // ---------------------------------------------------------------- Taxes

  // worked: Pub. 915, single: provisional 40,000 + 14,000 = 54,000; 85% × 20,000 = 17,000 plus
  // the lesser of 14,000 and 4,500 = 21,500 taxable (cap 23,800). AGI 61,500; deductions 16,100 +
  // 2,050 + 6,000 senior (MAGI under 75,000) = 24,150; taxable income 37,350 (without the senior
  // deduction 43,350; with the bare standard deduction 45,400).
  {
    q: 'single, 72. social security 28k, ira withdrawals 40k, nothing else. roughly whats my federal taxable income this year',
    must: ['37,350', '21,500'],
    not: ['43,350', '45,400'],
  },
  // worked, yes-no trap: 20% withheld from a 40,000 conversion is 8,000 distributed, not
  // converted: taxed, and at 57 the 10% additional tax (800); pay the tax from other money.
  {
    q: 'im 57, converting 40k from my ira to a roth and having them withhold 20% for the taxes. any problem with that?',
    must: [
      '8,000',
      ['800', '10% penalty', '10% early', '10% additional'],
      [
        'other money',
        'outside',
        'separate',
        'savings',
        'checking',
        'from other',
        'non-ira',
        'taxable account',
        'cash',
      ],
    ],
    not: [
      opens(
        'no problem',
        'no issues',
        'not a problem',
        "that's fine",
        'that is fine',
        'that works',
      ),
    ],
  },
  // yes-no trap: New York's pension/IRA exclusion has no Massachusetts counterpart; IRA money is
  // taxed at 5%; Social Security and Massachusetts public pensions are exempt.
  {
    q: 'moved to mass from new york. ny let me exclude 20k of my ira and pension income. does mass have something like that?',
    must: [
      no(
        'not like',
        "massachusetts doesn't",
        'massachusetts does not',
        'not for',
        'unfortunately',
        'not really',
      ),
      '5%',
      ['social security', 'public pension', 'government pension', 'contributory', 'state pension'],
    ],
    not: [yes()],
  },
  // yes-no trap: withholding (unlike estimated payments) counts as paid evenly through the year,
  // so a large December withholding covers the year.
  {
    q: 'im 75, my rmd is 30k. my friend says i can have the ira withhold a big chunk in december and it counts like i paid all year. true?',
    must: [
      yes('true', "that's true", 'that is true', "that's right", 'that is right', 'correct'),
      [
        'evenly',
        'throughout the year',
        'spread',
        'as if',
        'ratably',
        'equally',
        'over the year',
        'during the year',
        'all year',
      ],
    ],
    not: [no()],
  },
  // worked: memory care for a chronically ill person under a plan of care is a medical expense:
  // 9,000 × 12 = 108,000, less 7.5% × 60,000 = 4,500: 103,500 deductible if he itemizes.
  {
    q: 'my dad is in memory care assisted living, 9k a month, his doctor says he needs it. his agi is about 60k. can he deduct any of that?',
    must: [
      yes('likely', 'probably', 'very likely', 'most of it', 'he can'),
      '7.5%',
      ['103,500', '4,500'],
      ['itemize', 'itemizing', 'itemized', 'itemizes', 'schedule a'],
    ],
    not: [no()],
  },
  // worked, yes-no trap: renters qualify, counting 25% of rent: 21,600 × 25% = 5,400, less 10% ×
  // 38,000 = 3,800: a 1,600 credit (under the 2,820 maximum, income under 75,000).
  {
    q: RENTER_CIRCUIT_BREAKER,
    must: [
      no(
        'not true',
        'not so',
        'not quite',
        'actually',
        'renters can',
        "that's not",
        'that is not',
        'they can',
      ),
      '1,600',
      ['schedule cb', 'circuit breaker'],
    ],
    not: [
      /(?<!true that |not that |myth that )\brenters (?:can't|cannot|don't|do not|aren't|are not) (?:get|qualify|claim|eligible)/,
    ],
  },
  // follow-up: the credit is claimed on a Massachusetts return (Schedule CB) even with no tax
  // owed, and paid out as a refund.
  {
    q: 'do i have to file a state return to get it? i usually dont file since i dont owe anything',
    history: [RENTER_CIRCUIT_BREAKER],
    must: [yes(), ['schedule cb'], ['refund', 'refundable', 'refunded']],
    not: [no()],
  },
  // missing detail: 65 or older, income under the limit (2025: 75,000 single, 112,000 joint),
  // property tax (or 25% of rent) over 10% of income.
  {
    q: 'do i qualify for the senior circuit breaker',
    must: [['65'], ['10%'], ['75,000', '112,000', '94,000', 'income limit']],
    not: [opens('yes', 'no')],
  },
  // yes-no trap: clause 41A lets a homeowner 65 or older defer property tax, with a lien repaid on
  // sale or death; applied for with the assessors.
  {
    q: 'im 74, widowed, house in taunton is paid off but im house rich cash poor. can i put off paying my property tax somehow?',
    must: [
      yes('you may', 'you might', 'possibly', 'likely', 'you can'),
      ['deferral', 'defer', '41a'],
      ['lien', 'repaid', 'paid back', 'when the house is sold', 'when you sell', 'estate', 'sale'],
      ['assessor', 'assessors', "assessor's office"],
    ],
    not: [no()],
  },
  // missing detail: Medicare premiums are deductible only when itemizing (medical expenses over
  // 7.5% of AGI) or against self-employment income.
  {
    q: 'can i deduct my medicare premiums?',
    must: [
      ['itemize', 'itemizing', 'itemized', 'schedule a'],
      ['7.5%', 'self-employed', 'self employed'],
    ],
  },

  // ---------------------------------------------------------------- Retirement accounts and pensions

  // yes-no trap: a direct rollover of the lump sum to an IRA is not taxed and has no 20%
  // withholding; paid to him, 20% is withheld and all of it is taxed.
  {
    q: 'my pension is offering a 250k lump sum. if i take it do i lose like a third of it to taxes right away?',
    must: [
      no('not if', 'not necessarily', 'not right away', "you don't have to", 'you do not have to'),
      ['direct rollover', 'roll it over', 'roll it into', 'rollover', 'roll over'],
      '20%',
    ],
    not: [yes()],
  },
  // yes-no trap: giving up the joint-and-survivor annuity of a private plan needs the spouse's
  // written consent, notarized or witnessed.
  {
    q: 'retiring next month. pension gives me 2,400 a month single life or 2,050 with 100% to my wife if i go first. i want the bigger one, does she have to sign off?',
    must: [
      yes('she does', 'she will', 'generally', 'in most', 'usually', 'almost certainly'),
      ['consent', 'sign', 'waiver', 'waive'],
      ['notarized', 'notary', 'notarised', 'witnessed', 'plan representative', 'in writing'],
    ],
    not: [no()],
  },
  // worked, two-in-one, yes-no trap: 111,000 a person from each owner's own IRA, so 75,000 each
  // covers 150,000; QCDs count toward the RMD.
  {
    q: 'wife and i are both 74, we each have our own ira. we want to give 150k to our church this year straight from the iras. can it all be tax free and does it count toward our rmds?',
    must: [
      yes('it can', 'you can', 'likely', 'if you split'),
      '111,000',
      ['each', 'your own', 'own ira', 'per person', 'each of you', 'apiece', '75,000'],
      [
        'count toward',
        'counts toward',
        'count towards',
        'counts towards',
        'satisfy',
        'satisfies',
        'counted toward',
      ],
    ],
    not: ['108,000', /\b(?:limit|cap|maximum|max) (?:is|of) 100000\b/],
  },
  // yes-no trap: a spouse more than 10 years younger as sole beneficiary brings the Joint Life and
  // Last Survivor table (a smaller RMD), not the Uniform table.
  {
    q: 'im 76, my wife is 63 and shes the only beneficiary on my ira. does her age change my rmd?',
    must: [
      yes('it does', 'it can', 'it may'),
      ['joint life', 'joint and last survivor', 'joint table', 'table ii'],
      ['10 years', 'ten years', 'sole beneficiary', 'only beneficiary'],
    ],
    not: [no()],
  },
  // yes-no trap: one IRA-to-IRA indirect rollover in 12 months across all IRAs; a
  // trustee-to-trustee transfer is not limited.
  {
    q: 'took 30k out of my ira in march to cover a house closing and put it back in 50 days. want to do the same thing with my other ira in august. thats ok right?',
    must: [
      no('not', 'unfortunately'),
      [
        'once',
        'one rollover',
        'one indirect',
        'one 60-day',
        'one ira-to-ira',
        'one per',
        'only one',
      ],
      ['12 months', '12-month', 'twelve months', '365 days', 'one year', 'a year'],
    ],
    not: [yes()],
  },
  // worked, yes-no trap: no age limit on traditional IRA contributions since 2020; with 20,000 of
  // earnings: 7,500 + 1,100 = 8,600.
  {
    q: 'im 74 and still do some consulting, make about 20k a year. am i allowed to put money in a traditional ira still?',
    must: [
      yes('you can', 'you are'),
      '8,600',
      ['secure act', '2020', 'no age limit', 'age limit', 'any age'],
    ],
    not: [no()],
  },
  // feelings: kept as an inherited (beneficiary) IRA, her withdrawals escape the 10%; rolled into
  // her own IRA they would not before 59½.
  {
    q: 'my husband died in september. im 56 and the beneficiary on his ira, i need some of the money now. if i roll it into my own ira can i take it out without the 10% penalty?',
    must: [
      GRIEF,
      ['inherited ira', 'beneficiary ira', 'inherited', 'as a beneficiary', 'beneficiary account'],
      FIFTY_NINE_AND_A_HALF,
    ],
  },
  // mixed, yes-no trap: born 1956, her RMDs start at 73, not at 70 (70½ is the QCD age).
  {
    q: 'can you write a little birthday poem for my wife turning 70? also does she have to do anything with her ira now that shes 70',
    must: [DECLINES, '73'],
    not: [
      /\b(?:rmds?|required minimum distributions?|withdrawals) (?:start|starts|begin|begins|kick in|kicks in) at 70\b/,
      /\bat 70 (?:she|you) (?:must|has to|have to|needs? to) (?:start|begin|take)\b/,
    ],
  },

  // ---------------------------------------------------------------- Annuities

  // worked, two-in-one: 10% free = 16,500; 6% × (165,000 − 16,500) = 8,910 charge; she receives
  // 156,090, so 6,090 over her 150,000 is taxable as ordinary income (6% of the whole would be
  // 9,900).
  {
    q: 'bought a fixed annuity 3 yrs ago for 150k of savings, worth 165k now. contract says 6% surrender charge this year on anything over the 10% free withdrawal, figured on the value. im 68. if i cash it all out what do i lose and whats taxable?',
    must: ['8,910', '6,090', ['ordinary income']],
    not: ['9,900'],
  },
  // worked: 100,000 / 620 = 161 months, about 13.4 years, to about 85.
  {
    q: SPIA_QUOTE,
    must: [['161', '13.4', '13 years', '13 and a half', '13½', 'about 13', 'over 13', '85']],
  },
  // follow-up, yes-no trap: bought with after-tax money, each payment is partly a tax-free return
  // of the 100,000 (exclusion ratio).
  {
    q: 'its cd money, not from my ira. is all of the 620 taxable?',
    history: [SPIA_QUOTE],
    must: [
      no('not all', 'only part', 'only a part', 'only a portion', 'part of it'),
      [
        'exclusion ratio',
        'return of principal',
        'return of your principal',
        'return of your investment',
        'part of each payment',
        'portion of each payment',
        'tax-free portion',
      ],
    ],
    not: [yes()],
  },
  // feelings: the state life and health guaranty association covers annuities up to a limit;
  // annuities are not FDIC insured.
  {
    q: 'im really scared. the insurance company that has my 180k annuity is in the news for money trouble. could i lose it all? im in mass',
    must: [
      WORRY,
      ['guaranty association', 'guarantee association', 'guaranty fund'],
      ['limit', 'limits', 'up to', 'cap'],
    ],
    not: [/(?<!not |n't |never )\b(?:fdic|federally) (?:insured|insures|covers|protects)\b/],
  },
  // yes-no trap: an IRA is already tax-deferred; an annuity inside it adds fees and surrender
  // charges, not deferral.
  {
    q: 'guy at my bank says i should move my ira into a variable annuity for the tax deferral. does that make sense',
    must: [
      [
        /\balready\b[^.\n]{0,40}\btax[- ]?deferr/,
        'no additional tax',
        'no extra tax',
        'redundant',
        'no added tax',
        'doubling up',
        'double up',
        'no further tax',
      ],
      ['fee', 'fees', 'surrender', 'expenses', 'costs'],
    ],
    not: [yes()],
  },
  // missing detail: turns on whether it is qualified (IRA, pre-tax: all taxable) or non-qualified
  // (only the earnings).
  {
    q: 'is my annuity taxable?',
    must: [
      ['non-qualified', 'nonqualified', 'non qualified'],
      ['ira', 'pre-tax', 'pretax', '401k', '401(k)', 'retirement account', 'retirement plan'],
      ['earnings', 'gain', 'gains', 'growth', 'interest'],
    ],
    not: [opens('yes', 'no')],
  },

  // ---------------------------------------------------------------- Home

  // yes-no trap: with a reverse mortgage the owner keeps title and must pay taxes and insurance;
  // HUD counseling comes first.
  {
    q: REVERSE_MORTGAGE,
    must: [
      no(),
      ['title', 'still own', 'you own', 'remain the owner', 'keep ownership', 'stay the owner'],
      ['property tax', 'property taxes', 'taxes'],
      ['counseling', 'counselling', 'counselor', 'counsellor'],
    ],
    not: [yes()],
  },
  // follow-up, yes-no trap: a HECM counts at most 1,249,125 of value in 2026, and lends only a
  // part of it, by age and rates.
  {
    q: 'my house in newton is worth about 1.4 million. can i borrow against the full value?',
    history: [REVERSE_MORTGAGE],
    must: [
      no('not the full', 'not all', 'not the whole'),
      '1,249,125',
      ['percentage', 'portion', 'part of', 'principal limit', 'fraction', 'share'],
    ],
    not: [yes()],
  },
  // follow-up, yes-no trap: the loan is non-recourse; heirs never owe more than the home's value
  // (95% of appraised value to keep it).
  {
    q: 'if i die with one of these do my kids have to pay it off out of their own pocket?',
    history: [REVERSE_MORTGAGE],
    must: [
      no(),
      [
        'non-recourse',
        'nonrecourse',
        '95%',
        'never owe more',
        'more than the home is worth',
        'more than the house is worth',
        "more than the home's value",
        "home's value",
        'value of the home',
        'sell the house',
        'sell the home',
      ],
    ],
    not: [yes()],
  },

  // ---------------------------------------------------------------- Long-term care

  // worked, two-in-one: 525 × 365 = 191,625 a year; 200,000 / 525 = 381 days, about 12½ months
  // (before her income); then MassHealth once assets are spent down.
  {
    q: NURSING_HOME_525,
    must: [
      [
        '191,625',
        '381',
        '12 months',
        '12.5',
        'about a year',
        'just over a year',
        'a little over a year',
        'little over a year',
        '13 months',
        'over a year',
      ],
      ['masshealth', 'medicaid'],
    ],
  },
  // follow-up, worked: 90 elimination days at 525 = 47,250; then 275 days × (525 − 200) =
  // 89,375: 136,625 for the year.
  {
    q: 'she has a long term care policy that pays 200 a day after a 90 day elimination period. what would a full year cost her then?',
    history: [NURSING_HOME_525],
    must: ['136,625'],
  },
  // feelings, yes-no trap: Medicare home health is part-time skilled care for the homebound;
  // custodial help with bathing and dressing alone is not covered.
  {
    q: 'my husband was just diagnosed with dementia and im overwhelmed. he needs help bathing and dressing. will medicare pay for an aide at home?',
    must: [
      HARD_NEWS,
      ['custodial', 'personal care'],
      [
        'masshealth',
        'aging services',
        'asap',
        'home care program',
        'elder services',
        'long-term care insurance',
        'long term care insurance',
      ],
    ],
    not: [yes()],
  },
  // missing detail: the premium turns on health, the benefit amount and period, inflation cover
  // and the elimination period.
  {
    q: 'how much does long term care insurance cost at 60',
    must: [
      ['health'],
      [
        'daily benefit',
        'benefit amount',
        'monthly benefit',
        'benefit period',
        'inflation',
        'elimination period',
        'waiting period',
      ],
    ],
  },

  // ---------------------------------------------------------------- Estate

  // feelings, yes-no trap: a will does not avoid probate; the Probate and Family Court appoints a
  // personal representative.
  {
    q: MOM_PROBATE,
    must: [
      GRIEF,
      ['probate and family court', 'probate court'],
      ['personal representative', 'executor'],
    ],
    not: [
      no(),
      /(?<!not |n't )\b(?:the |her |a )?will (?:avoids|bypasses|lets you skip|keeps it out of) probate\b/,
    ],
  },
  // follow-up: creditors have one year from death; debts are paid from the estate before it is
  // distributed.
  {
    q: 'how long does all that take, and do her bills get paid first?',
    history: [MOM_PROBATE],
    must: [
      ['1 year', 'one year', 'a year', '12 months'],
      ['creditor', 'creditors', 'debts', 'bills'],
    ],
  },
  // yes-no trap: the federal exemption is portable (an estate tax return elects it), the
  // Massachusetts one is not.
  {
    q: 'my husband died last year and everything went to me. does his unused mass estate tax exemption carry over so im covered up to 4 million?',
    must: [
      no('not in massachusetts', 'not for massachusetts', 'unfortunately', 'not for the state'),
      [
        'portability',
        'portable',
        'carry over',
        'not transferable',
        "doesn't transfer",
        'does not transfer',
      ],
      ['federal'],
    ],
    not: [yes(), /(?<!not |n't )\b(?:covered|exempt) up to 4 million\b/],
  },
  // worked, two-in-one: no tax; 50,000 − 19,000 = 31,000 reported on Form 709 against the lifetime
  // exemption; the recipient owes nothing.
  {
    q: GIFT_50K,
    must: [
      no(),
      '709',
      ['31,000', '19,000'],
      [
        'not taxable to him',
        'he does not owe',
        "he doesn't owe",
        'he owes nothing',
        'he owes no',
        'not income to him',
        'no income tax',
        "he doesn't pay",
        'he does not pay',
        "doesn't owe",
        'does not owe',
        'recipient',
        'not taxable income',
      ],
    ],
    not: [yes()],
  },
  // follow-up, worked: split between spouses the exclusion is 2 × 19,000 = 38,000; 12,000 over
  // (6,000 each), still on Form 709.
  {
    q: 'what if my wife and i both give it to him together?',
    history: [GIFT_50K],
    must: [
      ['38,000', '12,000', '6,000'],
      ['709', 'split', 'splitting'],
    ],
  },
  // feelings, worked: her half keeps its 100,000 basis, his half steps up to 450,000: 550,000;
  // the 350,000 gain is covered by the 500,000 exclusion on a sale within 2 years of his death.
  {
    q: 'my husband passed in august. we bought our house together for 200k in 1995 and it was worth about 900k when he died. if i sell it next year for 900k how much is taxable?',
    must: [GRIEF, '550,000', '500,000', ['2 years', 'two years']],
    not: [
      /\b(?:your |the )?(?:new |whole |entire )?basis (?:is|would be|becomes|steps up to) (?:the full |all )?900000\b/,
      /\bonly (?:get |qualify for )?(?:the |a )?250000\b/,
    ],
  },
  // two-in-one: the proxy names someone for medical decisions, the durable power of attorney for
  // money; both are wanted.
  {
    q: 'whats the difference between a health care proxy and a power of attorney? do i need both in mass?',
    must: [
      ['medical', 'health care decisions', 'healthcare decisions'],
      ['financial', 'finances', 'money'],
      ['both'],
    ],
  },
  // yes-no trap: Massachusetts has no transfer-on-death deed; a trust, life estate deed or joint
  // ownership does the work.
  {
    q: 'can i put a transfer on death on my house deed in massachusetts so my daughter gets it without probate?',
    must: [
      no(
        'not in massachusetts',
        'massachusetts does not',
        "massachusetts doesn't",
        'unfortunately',
      ),
      ['trust', 'life estate', 'joint tenancy', 'joint ownership'],
    ],
    not: [yes()],
  },
  // missing detail: only estates over 2,000,000 pay, and everything counts (home, IRAs, life
  // insurance).
  {
    q: 'will my kids have to pay mass estate tax?',
    must: [
      ['2 million', '2,000,000'],
      ['life insurance', 'retirement accounts', 'ira', 'house', 'home'],
    ],
    not: [opens('yes', 'no')],
  },

  // ---------------------------------------------------------------- Behaviour

  {
    q: 'can one of your advisors go over everything with me and my husband? pensions, ss, the works',
    expect: 'handoff',
  },
  { q: 'ok thank you so much, that really helps', expect: 'thanks' },
  { q: 'whats the best way to get rid of ants in my kitchen', expect: 'out_of_scope' },
  {
    q: 'heres my ssn 031-62-4417 and my birthday 4/12/1961, when do i hit full retirement age',
    expect: 'privacy',
  },
];
