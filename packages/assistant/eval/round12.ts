/**
 * The twelfth round, written on 26 November 2026 before the next change of engine, from the
 * questions the public asks SSA, Medicare.gov, the IRS, Mass.gov and the NAIC buyer's guides, not
 * from the knowledge base or the engine's answers: visitors aged 55 and over on phones, lower case
 * and shorthand, with their own ages, incomes, balances, dates, filing status and employer size;
 * two questions in one; follow-ups that lean on the answer before; a loss, a diagnosis, a layoff,
 * a divorce or a fear in the first line; an everyday request mixed in; a missing detail the honest
 * answer names; and questions where the natural yes or no would be wrong. Its subjects are spread
 * away from rounds 10 and 11 (spousal benefits early and after the worker's delay, the earnings
 * test in the year of full retirement age, SSDI at full retirement age, a disabled adult child,
 * the IRMAA appeal that a sale does not open, Medicare for a younger spouse, Medicare Savings
 * Programs, Medicare calls that are scams, switching Medigap in Massachusetts, the 0% capital-gain
 * rate, the senior deduction's phase-out, separate returns and Social Security, Roth five-year
 * rules after a conversion, HSA contributions in the year Medicare starts, the super catch-up,
 * QCDs from a 401(k), a widow's rollover, the step-up at death, the tuition exclusion, 1035
 * exchanges, long-term care inflation riders, the homestead in Massachusetts). It was never run
 * against an engine before it was frozen, is scored as written, misses included, and its figure
 * is reported, never gated.
 *
 * Every case is marked with the kind it tests and, for a worked case, the arithmetic behind its
 * figures. Figures reused from the headers of round9.ts, round10.ts and round11.ts (checked there
 * at their sources): earnings test $24,480 and, in the year of full retirement age, $65,160 ($1
 * for $3) on earnings before that month; 5/9% and 5/12% a month early, 2/3% a month of delayed
 * credits; spousal 50% at the spouse's full retirement age; Part B $202.90; the 7-month initial
 * enrollment period; standard deduction $16,100 single / $32,200 joint, extra $2,050 single and
 * $1,650 each married at 65+; the $6,000 senior deduction per person 65+, reduced by 6% of MAGI
 * over $75,000 / $150,000; 12% bracket to $50,400 single; 0% long-term gains to $49,450 single;
 * Publication 915 bases $25,000 / $32,000 / $44,000; 401(k) $24,500 and the 60-63 catch-up
 * $11,250; IRA $7,500 + $1,100; Roth phase-out from $153,000 single; HSA $4,400 self-only and
 * $1,000 catch-up at 55, no contributions once on Medicare; Uniform Lifetime Table (75 → 24.6; the
 * pre-2022 table 22.9); RMDs from 75 for births from 1960; QCD limit $111,000 (2025: $108,000);
 * annual gift exclusion $19,000; Massachusetts 5%, also on long-term gains; 211 CMR 71
 * (Massachusetts Medigap sold without medical underwriting); § 1014 step-up; § 1035 exchanges;
 * divorced-spouse benefits after a marriage of 10 years. New figures and rules, checked for this
 * round:
 * - CMS, 2026 Medicare Parts A and B premiums and deductibles (14 November 2025), IRMAA table:
 *   individual return with 2024 MAGI over $109,000 up to $137,000 pays $284.10 for Part B
 *   ($81.20 over $202.90); over $137,000 up to $171,000, $405.80.
 * - SSA, benefits for spouses: a spouse's benefit is cut 25/36 of 1% a month for the first 36
 *   months before full retirement age and 5/12 of 1% beyond, 32.5% of the worker's amount at 62
 *   with a full retirement age of 67; delayed retirement credits raise the worker's own benefit,
 *   never the spouse's. SSA, disability: SSDI becomes a retirement benefit of the same amount at
 *   full retirement age; Medicare after 24 months of disability benefits; early-onset Alzheimer's
 *   is a Compassionate Allowance. SSA, disabled adult child: unmarried, disabled before 22, up to
 *   50% of the parent's amount while the parent is alive (75% after death). SSA: a benefit
 *   started early stays reduced for life; an application can be withdrawn only within 12 months
 *   of entitlement (Form SSA-521), repaying what was paid.
 * - 20 CFR 418.1255 and SSA Handbook § 2507: the life-changing events for Form SSA-44
 *   are death of a spouse, marriage, divorce or annulment, work stoppage or reduction, loss of
 *   income-producing property (disaster, fraud or theft), loss of pension income and an employer
 *   settlement; a sale is not among them.
 * - IRS Publication 915, Worksheet 1: married filing separately and living together at any time
 *   in the year, the base amount is zero and 85% of provisional income is taxable up to 85% of
 *   the benefits. IRS Publication 590-B: a Roth distribution is qualified only after 5 years from
 *   the first Roth contribution or conversion and at 59½; converted amounts come out first; QCDs
 *   from IRAs only, not from a 401(k); a spouse who rolls an inherited IRA into her own uses the
 *   Uniform Lifetime Table at her own age; an inherited IRA gets no step-up (income in respect of
 *   a decedent) and a child beneficiary empties it within 10 years. IRS Publication 969: HSA
 *   limits prorated by month for the months before Medicare; excess contributions carry a 6%
 *   excise unless withdrawn by the due date. IRS, gift tax FAQ (§ 2503(e)): tuition paid directly
 *   to a school is not a taxable gift and needs no Form 709. § 1035: an annuity may be exchanged
 *   only for another annuity (or long-term care), not for life insurance.
 * - Medicare.gov: Medicare Savings Programs pay the Part B premium (in Massachusetts through
 *   MassHealth); Medicare is individual, a spouse under 65 gets none through the worker; Medicare
 *   does not call to ask for a Medicare number, report to 1-800-MEDICARE; Original Medicare is
 *   taken by providers anywhere in the United States; the shingles vaccine is a Part D benefit
 *   (no cost-sharing for recommended adult vaccines since 2023); VA health care is not coverage
 *   that avoids the Part B late-enrollment penalty.
 * - Massachusetts Registries of Deeds, Homestead guide (M.G.L. c. 188 § 4): automatic homestead
 *   protection of $125,000; more with a declaration recorded at the Registry of Deeds (its amount
 *   was raised in 2024 and sources disagree, so no case requires it).
 * - NAIC, A Shopper's Guide to Long-Term Care Insurance: policies are medically underwritten;
 *   compound inflation protection raises the benefit by a percentage of the previous year's.
 */
import {
  BARE_YES_NO,
  DECLINES,
  type EvalCase,
  GRIEF,
  HARD_NEWS,
  NOT_UNDERWRITTEN,
  no,
  opens,
  WORRY,
  yes,
} from './score.ts';

// Conversations the follow-ups lean on.
const DELAY_TO_70 =
  'born 1960 so my fra is 67, my fra amount is 2,000 a month. if i hold off until 70 what will my check be';
const SPOUSAL_AT_62 =
  'my husband is already collecting, his full retirement age amount is 2,400. i turn 62 in march (born 1964) and never worked outside the home. how much would i get on his record if i file at 62';
const EARNINGS_FRA_YEAR =
  'born december 1959 so i reach my full retirement age of 66 and 10 months in october. already collecting ss. ill make about 80k from january through september. how much will they hold back';
const GAIN_30K =
  'single, 66, my only income is a 30k private pension. want to sell stock ive held for years with a 30k long term gain. how much federal tax on the gain';
const IRMAA_SINGLE =
  'single, on medicare. my 2024 magi was 120k because i sold a rental property that year. what is my part b premium in 2026';
const RMD_80 = 'im 80, my ira balance was 500k on dec 31. how much do i have to take out this year';
const ROTH_AT_61 =
  'im 61. converted 50k from my traditional ira to a roth 2 years ago, my first roth ever. its worth 60k now. if i take it all out its all tax free since im over 59 1/2, right?';
const HSA_JULY =
  'i turn 65 on july 20 and my medicare part a starts july 1. i have self-only hdhp coverage at work with an hsa. how much can i still put in the hsa this year';
const STEP_UP_MOM =
  'my mom passed in march. she left me stock she bought for 20k years ago, it was worth 120k the day she died. i sold it in october for 125k. how much of that is taxable?';
const SPOUSE_UNDER_65 =
  'im 66 and retiring in january, my wife is 61 and on my work health plan. does she go on medicare with me when i retire?';
const GIFT_TUITION =
  'want to pay my granddaughters college tuition this year, about 40k, straight to the school. do i have to file a gift tax return since its over the 19k limit?';
const MEDICARE_CALL =
  'someone called saying they were from medicare and need my medicare number to send me a new plastic card. is that legit?';

export const ROUND_12: EvalCase[] = [
  // ---------------------------------------------------------------- Social Security

  // worked: the spouse is 60 months early: 36 × 25/36% = 25% plus 24 × 5/12% = 10%, 35% off her
  // 50%: 2,400 × 0.50 × 0.65 = 780 (32.5% of his amount). Wrong: the worker's 30% cut gives 840.
  {
    q: SPOUSAL_AT_62,
    must: ['780'],
    not: ['840'],
  },
  // follow-up, worked: at her full retirement age of 67 the spousal benefit is 50%: 1,200.
  {
    q: 'what if i wait until my full retirement age instead?',
    history: [SPOUSAL_AT_62],
    must: ['1,200'],
  },
  // worked: 36 months of delayed credits × 2/3% = 24%: 2,000 × 1.24 = 2,480. Wrong: 8% a year
  // from 66 (32%) gives 2,640.
  {
    q: DELAY_TO_70,
    must: ['2,480'],
    not: ['2,640'],
  },
  // follow-up, yes-no trap: delayed credits never raise a spousal benefit; hers is at most 50%
  // of his 2,000 full amount, 1,000 (not 50% of 2,480 = 1,240).
  {
    q: 'and my wife, shes 64 with almost no work record of her own. does her spousal go up too because i waited?',
    history: [DELAY_TO_70],
    must: [no('not', 'it does not', "it doesn't", 'unfortunately', 'delayed credits'), '1,000'],
    not: [yes(), '1,240'],
  },
  // worked: in the year of full retirement age, $1 for every $3 over 65,160 earned before the
  // month it is reached: (80,000 − 65,160) / 3 = 4,946.67. Wrong: $1 for $2 gives 7,420.
  {
    q: EARNINGS_FRA_YEAR,
    must: [['4,946', '4,947', '4,946.67'], '65,160'],
    not: ['7,420', '27,760'],
  },
  // follow-up, yes-no trap: from the month of full retirement age there is no earnings limit.
  {
    q: 'and after october is there any limit on what i can earn?',
    history: [EARNINGS_FRA_YEAR],
    must: [
      [
        no('none', 'there is no', "there's no", 'not', 'no limit'),
        'no limit',
        'no earnings limit',
        'no longer a limit',
        'no longer any limit',
        'as much as you want',
        'as much as you like',
      ],
    ],
    not: [yes()],
  },
  // yes-no trap: SSDI turns into a retirement benefit of the same amount at full retirement age.
  {
    q: 'im on ssdi, 2,100 a month. i turn 67 next year. will my check drop when it switches over to retirement?',
    must: [
      no('not', 'it will not', "it won't", 'it should not', "it shouldn't"),
      ['same amount', 'stays the same', 'the same', 'unchanged', '2,100'],
    ],
    not: [yes()],
  },
  // yes-no trap: an adult child disabled before 22 (and unmarried) can be paid on a retired
  // parent's record, up to 50% while the parent lives.
  {
    q: 'my son is 45, disabled since he was 19 and never really worked. i just filed for my ss at 66. can he get anything on my record even tho hes an adult?',
    must: [yes('he can', 'he may', 'possibly', 'he could', 'he might'), '22'],
    not: [no()],
  },
  // yes-no trap: a benefit started at 62 stays reduced for life; it does not rise to the full
  // amount at full retirement age (a withdrawal is possible only within the first 12 months).
  {
    q: 'if i start ss at 62 can i switch over to my full amount when i hit 67?',
    must: [
      no('not', 'unfortunately', 'not automatically', 'the reduction'),
      ['permanent', 'permanently', 'for life', 'for good', 'rest of your life', 'stays reduced'],
    ],
    not: [yes()],
  },
  // worked: born 1964, full retirement age 67; at 64 that is 36 months early × 5/9% = 20% off:
  // 1,800 × 0.80 = 1,440. Wrong: 5/12% a month (15%) gives 1,530.
  {
    q: 'turned 62 this year, fra 67, my statement says 1,800 at fra. what do i get if i start at 64',
    must: ['1,440'],
    not: ['1,530'],
  },
  // feelings, yes-no trap: a divorce after 10 years of marriage leaves the right to a benefit
  // on the ex's record (at 62, unmarried), and it does not reduce his.
  {
    q: 'going through a divorce after 31 years, im 63 and honestly a mess. will i lose any right to social security off his record?',
    must: [
      HARD_NEWS,
      no('not', 'you will not', "you won't", 'you keep', 'you should not'),
      ['10 years', 'ten years'],
    ],
    not: [yes()],
  },
  // feelings: early-onset Alzheimer's is a Compassionate Allowance for SSDI; Medicare follows 24
  // months of disability benefits.
  {
    q: 'my wife was just diagnosed with early onset alzheimers at 60. she cant work anymore. can she get social security disability, and what about health insurance?',
    must: [
      HARD_NEWS,
      ['ssdi', 'disability insurance', 'disability benefits', 'social security disability'],
      ['24 months', '2 years', 'two years', '24-month'],
    ],
    not: [no()],
  },
  // missing detail: a spouse can claim only once the worker has filed, from 62, at most 50% at
  // the spouse's full retirement age.
  {
    q: 'can my wife claim spousal benefits on my record now?',
    must: [
      '62',
      ['filed', 'claimed', 'collecting', 'receiving', 'started your', 'start your', 'applied'],
      '50%',
    ],
  },

  // ---------------------------------------------------------------- Medicare

  // worked: individual return, 2024 MAGI 120,000 is over 109,000 up to 137,000: Part B 284.10.
  {
    q: IRMAA_SINGLE,
    must: [['284.10', '284.1']],
    not: ['405.80', '405.8'],
  },
  // follow-up, yes-no trap: a sale is not a life-changing event on Form SSA-44; the 2027 premium
  // will come from 2025 income.
  {
    q: 'that sale was a one time thing. can i file that ssa-44 form to get it lowered?',
    history: [IRMAA_SINGLE],
    must: [
      no('not', 'unfortunately', 'probably not', 'a sale', 'selling'),
      ['life-changing', 'life changing'],
      ['2027', 'next year', 'two years', '2 years', '2025 income', 'one year', 'only one year'],
    ],
    not: [yes()],
  },
  // follow-up, worked: 284.10 × 12 = 3,409.20 a year (81.20 × 12 = 974.40 of it the surcharge).
  {
    q: 'is that per month? what does it come to for the whole year',
    history: [IRMAA_SINGLE],
    must: [['3,409.20', '3,409.2', '3,409', '974.40', '974.4']],
  },
  // yes-no trap: Medicare is individual; a 61-year-old wife gets none through her husband and
  // needs COBRA or a plan of her own until 65.
  {
    q: SPOUSE_UNDER_65,
    must: [
      no('not', 'she will not', "she won't", 'unfortunately', 'medicare is individual'),
      '65',
      ['cobra', 'health connector', 'connector', 'marketplace'],
    ],
    not: [yes()],
  },
  // follow-up: losing job-based coverage lets her buy a Massachusetts Health Connector plan.
  {
    q: 'can she get her own plan through the health connector instead of cobra?',
    history: [SPOUSE_UNDER_65],
    must: [yes('she can', 'she could', 'she may'), ['health connector', 'connector']],
    not: [no()],
  },
  // feelings, yes-no trap: Medicare starts at 65 (before it only with disability or ESRD); a
  // laid-off 63-year-old needs COBRA or a Health Connector plan.
  {
    q: 'just got laid off at 63 and lost my health insurance, im terrified. can i get medicare early?',
    must: [WORRY, '65', ['cobra', 'health connector', 'connector', 'marketplace', 'masshealth']],
    not: [yes()],
  },
  // yes-no trap: Medicare does not call for a Medicare number to send a new card; hang up.
  {
    q: MEDICARE_CALL,
    must: [
      no('not', 'it is not', "it's not", 'that is not', "that's not", 'hang up', 'this is a scam'),
      ['scam', 'fraud'],
    ],
    not: [yes()],
  },
  // follow-up, feelings: report it to 1-800-MEDICARE and watch the Medicare Summary Notices.
  {
    q: 'oh no im so upset, i already gave it to him before i hung up. what do i do now',
    history: [MEDICARE_CALL],
    must: [WORRY, ['1-800-medicare', '1-800-633-4227', '800-633-4227']],
  },
  // yes-no trap: Medicare Savings Programs (in Massachusetts through MassHealth) pay the Part B
  // premium for people with low income.
  {
    q: 'im 70, my only income is 1,700 a month of ss, no savings to speak of. is there any help paying the part b premium?',
    must: [
      yes('there is', 'there may be', 'you may', 'possibly', 'you might'),
      ['medicare savings program', 'msp', 'buy-in', 'masshealth'],
    ],
    not: [no()],
  },
  // yes-no trap: in Massachusetts a Medigap policy is sold without medical underwriting, at any
  // time, so moving from Supplement 1A to Core asks no health questions.
  {
    q: 'im 72 in mass with supplement 1a. want to drop down to core to save money. will they make me answer health questions?',
    must: [no('not', 'they will not', "they won't", "they can't", 'they cannot'), NOT_UNDERWRITTEN],
    not: [yes()],
  },
  // yes-no trap: VA health care is not a reason to delay Part B without the late penalty.
  {
    q: 'im a vet turning 65, i have va health care so i can skip part b without any penalty later, right?',
    must: [
      no('not', 'unfortunately', 'not quite', 'not exactly', 'va coverage', 'va health care'),
      ['penalty', 'late enrollment', 'late-enrollment'],
    ],
    not: [yes(), opens('right', 'correct')],
  },
  // missing detail: IRMAA turns on the MAGI of two years before and on filing status.
  {
    q: 'will i have to pay that extra irmaa charge on my medicare?',
    must: [
      ['109,000', '218,000'],
      ['two years', '2 years', 'two-year', '2-year', '2024'],
    ],
    not: [BARE_YES_NO],
  },

  // ---------------------------------------------------------------- Federal tax

  // worked: single 66: 16,100 + 2,050 + 6,000 (MAGI 60,000) = 24,150; taxable 60,000 − 24,150 =
  // 35,850, of which the 30,000 gain sits under 49,450: 0% on it. Wrong: 15% gives 4,500.
  {
    q: GAIN_30K,
    must: [['0%', 'no federal tax', 'zero', 'owe nothing', 'pay nothing', 'tax-free', 'tax free']],
    not: ['4,500'],
  },
  // follow-up, worked: Massachusetts taxes long-term gains at 5%: 30,000 × 5% = 1,500.
  {
    q: 'and does mass tax that gain?',
    history: [GAIN_30K],
    must: ['1,500', '5%'],
  },
  // worked: joint, both 66: 32,200 + 2 × 1,650 + 2 × 6,000 (MAGI 100,000 under 150,000) =
  // 47,500; 100,000 − 47,500 = 52,500. Wrong: no senior deduction 64,500, one only 58,500.
  {
    q: 'married filing jointly, both 66, neither of us on ss yet. his pension is 60k and we take 40k from our iras. whats our federal taxable income',
    must: ['52,500'],
    not: ['64,500', '58,500', '67,800'],
  },
  // worked: MAGI 95,000 is 20,000 over 75,000: 6,000 − 6% × 20,000 = 4,800.
  {
    q: 'single, 68, my magi will be about 95k. do i get the new 6,000 senior deduction?',
    must: ['4,800', ['75,000', '6%']],
  },
  // worked: joint, provisional income 36,000 / 2 + 22,000 = 40,000, 8,000 over 32,000 and
  // under 44,000: 50% × 8,000 = 4,000. Wrong: 85% of the excess gives 6,800.
  {
    q: 'married filing jointly, both 68. we get 36k a year of ss between us plus 22k from my ira. how much of the ss is taxable',
    must: ['4,000'],
    not: ['6,800'],
  },
  // worked, yes-no trap: married filing separately and living together, the base amount is 0:
  // 85% × (18,000 / 2) = 7,650 taxable.
  {
    q: 'my husband and i file separately but live together. my only income is 18k of ss. none of it is taxable since im under 25k, right?',
    must: [
      no('not', 'unfortunately', 'not necessarily', 'actually', 'not for'),
      ['filing separately', 'file separately', 'married filing separate'],
      ['7,650', '85%'],
    ],
    not: [yes(), opens('right', 'correct')],
  },
  // feelings, worked: the stock steps up to 120,000 at her death; 125,000 − 120,000 = 5,000
  // gain. Wrong: from her 20,000 basis, 105,000.
  {
    q: STEP_UP_MOM,
    must: [GRIEF, '5,000', ['step-up', 'stepped up', 'step up', 'stepped-up']],
    not: ['105,000'],
  },
  // follow-up, yes-no trap: an inherited IRA gets no step-up; withdrawals are ordinary income
  // and a child empties it within 10 years.
  {
    q: 'she also left me her ira. does that get the step up too?',
    history: [STEP_UP_MOM],
    must: [
      no('not', 'unfortunately', 'iras do not', "iras don't", 'an ira does not', "an ira doesn't"),
      ['ordinary income', 'income tax', 'taxed as income', 'taxable income'],
      ['10 years', '10-year', 'ten years', 'ten-year'],
    ],
    not: [yes()],
  },
  // yes-no trap: tuition paid straight to the school is excluded without limit, no Form 709.
  {
    q: GIFT_TUITION,
    must: [
      no('not', 'you do not', "you don't", 'tuition paid', 'good news'),
      ['directly', 'straight to the school', 'to the school', 'educational exclusion', 'unlimited'],
    ],
    not: [yes()],
  },
  // follow-up: 19,000 of cash is within the annual exclusion; no return.
  {
    q: 'and if i also give her 19k cash for her living costs?',
    history: [GIFT_TUITION],
    must: ['19,000', [no('not', 'still no', 'you do not', "you don't"), 'annual exclusion']],
  },
  // missing detail: the taxable share of Social Security turns on other income and filing
  // status (provisional income against 25,000 single or 32,000 joint).
  {
    q: 'how much of my social security will be taxed?',
    must: [
      ['provisional income', 'combined income', 'half of your social security', 'half your'],
      ['25,000', '32,000'],
    ],
    not: [opens('none', 'all of it', '85%')],
  },
  // missing detail: the standard deduction at 67 depends on filing status (18,150 single).
  {
    q: 'whats my standard deduction this year? im 67',
    must: [
      ['filing status', 'single', 'married', 'jointly'],
      ['18,150', '16,100', '2,050'],
    ],
  },

  // ---------------------------------------------------------------- IRAs, 401(k)s, RMDs, HSAs

  // worked: Uniform Lifetime Table at 80 is 20.2: 500,000 / 20.2 = 24,752.48. Wrong: the
  // pre-2022 table's 18.7 gives 26,737.97.
  {
    q: RMD_80,
    must: [['24,752', '24,752.48', '24,752.47']],
    not: ['26,737', '26,738', '26,737.97'],
  },
  // follow-up: the RMD may come out at any time, all at once, by December 31.
  {
    q: 'do i have to take it monthly or can i take it all in december?',
    history: [RMD_80],
    must: [
      ['december 31', 'dec 31', 'dec. 31', 'end of the year', 'year-end', 'year end'],
      [
        yes('you can', 'either'),
        'all at once',
        'lump',
        'in one',
        'single withdrawal',
        'any time',
        'anytime',
        'either way',
      ],
    ],
    not: [opens('monthly', 'you have to take it monthly', 'it must be monthly')],
  },
  // feelings, worked: a widow who rolls the IRA into her own uses the Uniform Lifetime Table at
  // her age: 410,000 / 24.6 = 16,666.67. Wrong: the pre-2022 table's 22.9 gives 17,903.93.
  {
    q: 'lost my husband last year. im 75 and rolled his ira into mine, so my ira was 410k on dec 31. what is my rmd this year',
    must: [GRIEF, ['16,666', '16,667', '16,666.67']],
    not: ['17,903', '17,904', '17,903.93'],
  },
  // worked, yes-no trap: the 50,000 converted comes out first, tax-free and without the 10% after
  // 59½; the 10,000 of earnings is taxable until 5 years from the first Roth.
  {
    q: ROTH_AT_61,
    must: [
      no('not', 'not all', 'not quite', 'not entirely', 'mostly', 'only the', 'partly', 'almost'),
      '10,000',
      ['5 years', 'five years', '5-year', 'five-year'],
    ],
    not: [yes()],
  },
  // follow-up: after the five years, at 59½ or more, the whole account is a qualified, tax-free
  // distribution.
  {
    q: 'and if i wait until the 5 years are up?',
    history: [ROTH_AT_61],
    must: [['tax-free', 'tax free', 'qualified', 'no tax']],
    not: [/^\s*(?:no|not)\b(?! (?:tax|taxes|income tax|penalty|10%))/],
  },
  // worked: eligible January to June, 6 of 12 months: (4,400 + 1,000) × 6 / 12 = 2,700.
  {
    q: HSA_JULY,
    must: ['2,700'],
  },
  // follow-up: the 2,700 over the limit is an excess contribution: take it out (with its
  // earnings) by the tax deadline or pay 6% a year.
  {
    q: 'what if payroll already put in the whole 5,400?',
    history: [HSA_JULY],
    must: [
      '6%',
      ['excess', 'over-contribution', 'overcontribution', 'too much'],
      ['withdraw', 'take out', 'remove', 'pull out', 'take it out'],
    ],
  },
  // two-in-one, worked: at 61 the 60-63 catch-up: 24,500 + 11,250 = 35,750 (the 50+ catch-up
  // would give 32,500); an IRA too: 7,500 + 1,100 = 8,600, Roth under the 153,000 phase-out.
  {
    q: 'im 61 making 120k, single. how much can i put in my 401k this year, and can i do an ira on top of that?',
    must: ['35,750', '8,600'],
    not: ['32,500'],
  },
  // yes-no trap: QCDs come only from IRAs, not from a 401(k); roll it to an IRA first.
  {
    q: 'im 74. can i do a qcd straight from my 401k at my old job? want to give 10k to my church',
    must: [no('not', 'not directly', 'unfortunately', 'qcds', 'a qcd'), 'ira'],
    not: [yes()],
  },
  // feelings: selling inside an IRA is not taxed; taking the money out is ordinary income.
  {
    q: 'the market keeps dropping and im scared to death, 68 with 400k in my ira. should i just pull it all out to cash?',
    must: [
      WORRY,
      ['inside the ira', 'within the ira', 'inside your ira', 'within your ira', 'in the ira'],
      ['ordinary income', 'taxable', 'taxed', 'income tax'],
    ],
  },
  // missing detail: moving a 401(k) to an IRA turns on whether the visitor still works there.
  {
    q: 'can i roll my 401k into an ira? im 58',
    must: [
      [
        'still work',
        'still employed',
        'left',
        'separated',
        'former employer',
        'current employer',
        'in-service',
        'in service',
      ],
    ],
    not: [BARE_YES_NO],
  },

  // ---------------------------------------------------------------- Insurance and annuities

  // yes-no trap: § 1035 lets an annuity go only to another annuity (or long-term care), not to
  // life insurance.
  {
    q: 'can i do a 1035 exchange from my old annuity into a life insurance policy so the kids get it tax free?',
    must: [
      no('not', 'unfortunately', 'a 1035', 'the rules'),
      [
        'another annuity',
        'annuity to annuity',
        'annuity-to-annuity',
        'annuity into another',
        'long-term care',
        'the other way',
        'the reverse',
      ],
    ],
    not: [yes()],
  },
  // feelings, yes-no trap: long-term care insurance is medically underwritten; a Parkinson's
  // diagnosis usually means a decline.
  {
    q: 'i was just diagnosed with parkinsons at 66. can i still buy long term care insurance?',
    must: [
      HARD_NEWS,
      [
        'underwriting',
        'underwritten',
        'health questions',
        'medical questions',
        'decline',
        'turn down',
        'turned down',
      ],
    ],
    not: [yes()],
  },
  // worked: compound 3% for 20 years: 200 × 1.03^20 = 200 × 1.8061 = 361.22 a day. Wrong lead:
  // simple 3% gives 320.
  {
    q: 'bought a ltc policy at 60 with a 200 a day benefit and 3% compound inflation. im 80 now. whats my daily benefit roughly',
    must: [['361', '361.22', '361.2']],
    not: [opens('320', 'about 320', 'roughly 320', 'around 320')],
  },

  // ---------------------------------------------------------------- Massachusetts

  // missing detail, yes-no trap: Massachusetts protects a home automatically up to 125,000; a
  // declaration recorded at the Registry of Deeds protects more.
  {
    q: 'do i have to file something in mass to protect my house from creditors or is there automatic protection?',
    must: [
      '125,000',
      [
        'registry of deeds',
        'declaration of homestead',
        'declare a homestead',
        'declared homestead',
      ],
    ],
  },
  // missing detail: whether IRA withdrawals are taxed depends on the state; Massachusetts taxes
  // them.
  {
    q: 'does my state tax my ira withdrawals? retiring next year',
    must: [
      [
        'which state',
        'what state',
        'your state',
        'depends on the state',
        'state you live',
        'where you live',
      ],
      ['massachusetts', 'mass'],
    ],
    not: [BARE_YES_NO],
  },

  // ---------------------------------------------------------------- Everyday requests mixed in

  // mixed, worked: the 2026 QCD limit is 111,000 (2025: 108,000).
  {
    q: 'can you order flowers for my wifes birthday? also whats the most i can give from my ira to charity this year as a qcd',
    must: [DECLINES, '111,000'],
    not: ['108,000'],
  },
  // mixed: born 1961, RMDs start at 75.
  {
    q: 'whats the weather in boston tomorrow? and i was born in 1961, at what age do my rmds start',
    must: [DECLINES, '75'],
    not: [
      /\byou(?:'ll| will)? (?:need to |have to |must )?(?:start|begin) (?:taking )?(?:your )?(?:rmds? |them |withdrawals )?at 73\b/,
    ],
  },
  // mixed: the initial enrollment period is 7 months around the 65th birthday month.
  {
    q: 'could you write a toast for my retirement party friday? also i turn 65 in may, when can i sign up for medicare',
    must: [
      DECLINES,
      [
        '7 months',
        'seven months',
        '7-month',
        'seven-month',
        '3 months before',
        'three months before',
        'february',
      ],
    ],
  },
  // mixed, yes-no trap: Original Medicare is taken anywhere in the United States.
  {
    q: 'can you book me a flight to tampa in january? also if im down there 3 months does my original medicare work in florida',
    must: [
      DECLINES,
      [
        yes('it does', 'original medicare works', 'original medicare does'),
        'nationwide',
        'anywhere in the',
        'any doctor',
        'any provider',
        'all 50 states',
        'across the country',
      ],
    ],
    not: [no()],
  },
  // mixed: the shingles vaccine is covered by Part D, not Part B.
  {
    q: 'please remind me to take my pills at 8 tonight. also does medicare cover the shingles shot',
    must: [DECLINES, 'part d'],
    not: [opens('part b covers', 'yes, part b')],
  },

  // ---------------------------------------------------------------- Behaviour

  {
    q: 'can one of your people call me tomorrow about my pension choice? the form is due friday',
    expect: 'handoff',
  },
  {
    q: 'do you folks do tax returns or just retirement planning? id like to sit down with someone',
    expect: 'handoff',
  },
  {
    q: 'my medicare number is 1EG4-TE5-MK73, can you check if my part b is active',
    expect: 'privacy',
  },
  { q: 'how do i get red wine out of a carpet', expect: 'out_of_scope' },
];
