/**
 * The thirteenth round, written on 26 November 2026 before the next change of engine, from the
 * questions the public asks SSA, Medicare.gov, the IRS, Mass.gov, SHINE and the NAIC buyer's
 * guides, not from the knowledge base or the engine's answers: visitors aged 55 and over on
 * phones, lower case and shorthand, with their own ages, incomes, balances, dates and filing
 * status; two questions in one; follow-ups that lean on the answer before; a loss, a diagnosis, a
 * layoff or a fear in the first line; an everyday request mixed in; a missing detail the honest
 * answer names; and questions where the natural yes or no would be wrong. Its subjects are spread
 * away from rounds 10, 11 and 12 (a widow caring for a child under 16, retroactive benefits after
 * full retirement age, voluntary suspension, W-4V rates, Publication 915 with a pension, the
 * Part A days 61-90 and lifetime reserve days, the Medicare Prescription Payment Plan, insulin's
 * $35 cap, acupuncture, glasses after cataract surgery, the wellness visit that is not a physical,
 * TRICARE For Life and Part B, Extra Help, SHINE, the estimated-tax safe harbor and due dates,
 * the capital-loss limit, the home-sale exclusion for a single owner, the qualifying surviving
 * spouse, net unrealized appreciation, the backdoor Roth's pro-rata rule, 72(t) payments, Roth
 * contributions without earned income, the Roth catch-up for high earners, RMDs aggregated across
 * IRAs, the year-of-death RMD, RMDs that cannot be converted, inherited Roth IRAs and the
 * beneficiary not more than 10 years younger, fixed indexed annuity caps and floors, life-only
 * payouts, income bases, policy loans, the contestable period, long-term care's cognitive
 * trigger, Massachusetts' rent deduction, its 4% surtax and its lack of an inheritance tax). It
 * was never run against an engine before it was frozen, is scored as written, misses included,
 * and its figure is reported, never gated.
 *
 * Every case is marked with the kind it tests and, for a worked case, the arithmetic behind its
 * figures. Figures reused from the headers of rounds 9 to 12 (checked there at their sources):
 * Part A deductible $1,736 a benefit period; Part D out-of-pocket cap $2,100; standard deduction
 * $16,100 single / $32,200 joint; Publication 915 bases $25,000 and $34,000 single; 401(k)
 * $24,500; IRA $7,500; Uniform Lifetime Table (80 → 20.2); Massachusetts 5% on long-term gains;
 * the $2,000,000 Massachusetts estate-tax threshold. New figures and rules, checked for this round:
 * - CMS, 2026 Medicare Parts A and B premiums and deductibles (14 November 2025): Part A
 *   coinsurance $434 a day for days 61-90 of a benefit period (2025: $419) and $868 a lifetime
 *   reserve day (2025: $838); 60 lifetime reserve days in all.
 * - Medicare.gov: the Medicare Prescription Payment Plan spreads Part D out-of-pocket costs over
 *   the months left in the year (it does not lower them); Part D plans charge at most $35 for a
 *   month's supply of each covered insulin product, with no deductible; Part B covers one pair of
 *   glasses (or one set of contacts) after cataract surgery with an intraocular lens; acupuncture
 *   for chronic low back pain, up to 12 visits in 90 days and 20 a year; Medicare does not pay
 *   for a routine physical (42 CFR 411.15) but covers a yearly wellness visit at no cost; Extra
 *   Help turns on income and resources. TRICARE: TRICARE For Life requires Part A and Part B.
 *   Mass.gov Executive Office of Elder Affairs: SHINE gives free Medicare counselling.
 * - SSA: a widow(er) of any age caring for the worker's child under 16 gets 75% of the worker's
 *   basic amount; the child's benefit lasts to 18 (19 in high school); retroactive retirement
 *   benefits up to 6 months, and only back to full retirement age, giving up the delayed credits
 *   for those months; benefits may be voluntarily suspended from full retirement age to 70 (Part B
 *   premiums are then billed directly); a grandchild can be paid on a grandparent's record only
 *   when the parents are dead or disabled and the grandparent supports the child.
 * - IRS: Form W-4V withholding only at 7%, 10%, 12% or 22% (Form W-4V instructions); Publication
 *   505: the prior-year safe harbor is 110% of last year's tax when last year's AGI was over
 *   $150,000 (else 100%), or 90% of this year's; 2026 estimated payments due April 15, June 15,
 *   September 15, 2026 and January 15, 2027. Topic 409: net capital losses deductible against
 *   other income up to $3,000 a year ($1,500 married filing separately), the rest carried over.
 *   Topic 701 / Publication 523: $250,000 home-sale exclusion single ($500,000 joint) after 2 of
 *   the last 5 years owned and lived in. Publication 501: qualifying surviving spouse for the two
 *   years after the year of death, with a dependent child living at home, joint rates and
 *   standard deduction; head of household after that. Publication 575 / § 402(e)(4): employer
 *   stock in a lump-sum distribution is taxed on its cost basis; the net unrealized appreciation
 *   is long-term capital gain when sold. Form 8606: a conversion is taxable in the proportion of
 *   pre-tax money in all traditional IRAs at December 31. § 72(t)(4): substantially equal periodic
 *   payments must run 5 years or to 59½, whichever is later, or the 10% comes back on all earlier
 *   payments with interest. Publication 590-A: IRA contributions need compensation (not a pension
 *   or Social Security); an RMD cannot be rolled over or converted, and is the first money out.
 *   Publication 590-B: RMDs from several IRAs may be totalled and taken from any of them, but a
 *   401(k)'s comes from that plan; Uniform Lifetime Table 76 → 23.7 (pre-2022 table 22.0); a
 *   beneficiary takes the owner's year-of-death RMD; a non-spouse beneficiary of a Roth IRA
 *   empties it within 10 years; a beneficiary not more than 10 years younger than the owner is an
 *   eligible designated beneficiary. IRS final regulations on § 414(v)(7) (September 2025): from
 *   2026 catch-up contributions must be Roth when the prior year's FICA wages from that employer
 *   were over $150,000; the 2026 catch-up at 50 is $8,000 (Notice 2025-67). § 101: life
 *   insurance death benefits are not income; § 7702B: a tax-qualified long-term care policy pays
 *   on 2 of 6 activities of daily living or severe cognitive impairment needing supervision.
 * - NAIC buyer's guides: an indexed annuity credits index gains up to a cap and never less than
 *   its floor; a life-only payout stops at death (period-certain and refund options continue);
 *   an income rider's income base is not a cash value; policy loans reduce the death benefit and
 *   are not taxed while the policy stays in force, but a lapse with a loan taxes the gain over
 *   premiums paid; a life policy is contestable for misstatements for 2 years.
 * - Mass.gov, DOR: rent deduction of 50% of rent for a principal residence, at most $4,000 (was
 *   $3,000); the 4% surtax applies only to taxable income over the year's threshold (its 2026
 *   figure was not published at Mass.gov when this was written, so no case requires it);
 *   Massachusetts has an estate tax (M.G.L. c. 65C) and no inheritance tax.
 */
import {
  BARE_YES_NO,
  DECLINES,
  type EvalCase,
  GRIEF,
  HARD_NEWS,
  no,
  opens,
  WORRY,
  yes,
} from './score.ts';

// Conversations the follow-ups lean on.
const HOSPITAL_75 =
  'im scared sick about the hospital bill. my mom has original medicare, no supplement, and was admitted in january and stayed 75 days straight. what does she owe for the hospital part?';
const WIDOW_CHILD =
  'my husband died in august at 59, he hadnt claimed yet. social security says his full benefit amount was 2,800. im 56 and our son is 12. i cant get anything until im 60, right?';
const BACKDOOR =
  'single, 58, make 250k so i cant do a roth directly. i have 92,500 in a rollover ira, all pretax. if i put 7,500 in a nondeductible ira and convert it to roth this year, how much of the conversion is taxable?';
const NUA_STOCK =
  'retiring at 62 in december. my 401k holds company stock the plan bought for 40k that is now worth 250k. someone mentioned nua. how would it be taxed if i take the shares out?';
const THREE_IRAS =
  'im 76 and have three iras, 100k, 150k and 224k on dec 31. do i have to take an rmd out of each one?';
const LAID_OFF_72T =
  'just got laid off at 57 and already rolled my 401k into an ira, about 600k. i need income until ss. if i start 72t payments can i stop them once i hit 59 1/2?';
const WIDOW_FILING =
  'my husband passed in april 2025. our son is 15 and lives with me. i know 2025 is a joint return, but for 2026 do i have to file single? i make about 90k in wages';
const INDEXED_ANNUITY =
  'bank rep is showing me a fixed indexed annuity, 100k, 6% cap, 0% floor, 100% participation. if the index goes up 14% the first year what is my account worth?';
const POLICY_LOAN =
  'i have a whole life policy with a 250k death benefit. if i borrow 40k against the cash value is that taxable? and what would my kids get if i die before paying it back?';
const STAGE_4 =
  'just told i have stage 4 cancer. im 68, born 1958, never filed for ss because i was waiting for 70. can i start now and get back pay?';
const SUSPEND =
  'hit my full retirement age in june and started my ss. turns out i dont need it yet. can i stop it and let it grow?';
const HOUSE_SALE =
  'single, divorced years ago, 70. bought my house in 1991 for 180k, selling it for 620k, lived there the whole time. how much of the gain is taxable?';
const SAFE_HARBOR =
  'retired this year so no more paycheck withholding. last years federal tax was 30k on an agi of 180k. how much estimated tax do i need to pay this year to be safe from the penalty?';

export const ROUND_13: EvalCase[] = [
  // ---------------------------------------------------------------- Social Security

  // feelings, worked, yes-no trap: a widow of any age caring for his child under 16 gets 75% of
  // his basic amount: 2,800 × 0.75 = 2,100. Wrong: the 50% spousal rule gives 1,400.
  {
    q: WIDOW_CHILD,
    must: [
      GRIEF,
      no('not', 'not quite', 'actually', 'you can', 'not necessarily'),
      '2,100',
      ['under 16', 'under age 16', 'younger than 16', 'until he turns 16', 'until he is 16'],
    ],
    not: [yes(), opens('right', 'correct', "that's right", 'that is right'), '1,400'],
  },
  // follow-up: her benefit stops when he turns 16 (until she can claim as a widow at 60); his
  // child's benefit goes on to 18, or 19 in high school.
  {
    q: 'what happens to my check when he turns 16?',
    history: [WIDOW_CHILD],
    must: [['stops', 'stop', 'ends', 'end', 'no longer'], '60', ['18', '19']],
  },
  // feelings, yes-no trap: after full retirement age, up to 6 months of retroactive benefits.
  {
    q: STAGE_4,
    must: [
      HARD_NEWS,
      yes('you can', 'you may', 'you should be able'),
      ['6 months', 'six months', '6-month', 'six-month'],
    ],
    not: [no()],
  },
  // follow-up: the back pay gives up the delayed credits for those months, so the monthly
  // benefit is a little smaller.
  {
    q: 'does taking the back pay cost me anything?',
    history: [STAGE_4],
    must: [
      ['delayed retirement credit', 'credits', 'credit'],
      ['smaller', 'lower', 'less', 'reduce', 'reduced', 'reduces'],
    ],
  },
  // yes-no trap: from full retirement age to 70 benefits may be suspended to earn delayed
  // credits (or, within 12 months, the application withdrawn).
  {
    q: SUSPEND,
    must: [
      yes('you can', 'you may', 'it is possible'),
      ['suspend', 'suspension', 'withdraw', 'withdrawal', 'ssa-521'],
      ['70', 'delayed retirement credit', 'delayed credit'],
    ],
    not: [no()],
  },
  // follow-up: while benefits are suspended the Part B premium is billed directly.
  {
    q: 'does my part b premium still come out of it while its suspended?',
    history: [SUSPEND],
    must: [
      [
        'billed',
        'a bill',
        'bill you',
        'pay it directly',
        'pay medicare directly',
        'pay directly',
        'directly',
      ],
    ],
    not: [yes('it does', 'it still comes out')],
  },
  // worked: Pub. 915, single. SS 24,000, half 12,000; provisional 30,000 + 12,000 = 42,000, over
  // 34,000 by 8,000: 85% × 8,000 = 6,800 plus the lesser of 12,000 and 4,500 = 11,300 (cap 85% ×
  // 24,000 = 20,400). Wrong: 50% of the excess over 25,000 gives 8,500.
  {
    q: 'single, 67, pension of 30k a year and ss of 2,000 a month. how much of my ss is taxable federally?',
    must: ['11,300'],
    not: ['8,500'],
  },
  // worked, yes-no trap: W-4V allows only 7%, 10%, 12% or 22%: 10% × 2,300 = 230, 12% = 276; a
  // flat 250 is not a choice.
  {
    q: 'my ss is 2,300 a month. can i have them take out exactly 250 a month for federal tax?',
    must: [
      no('not', 'not exactly', 'unfortunately', 'not a flat'),
      ['7%', '10%', '12%', '22%'],
      ['230', '276'],
    ],
    not: [yes()],
  },
  // missing detail: a grandchild is paid on a grandparent's record only when the parents are dead
  // or disabled and the grandparent supports the child.
  {
    q: 'can my grandson get social security on my record? he lives with us',
    must: [
      ['parents', 'parent', 'mother', 'father', 'mom', 'dad'],
      ['support', 'supporting', 'supported', 'dependent'],
    ],
    not: [BARE_YES_NO],
  },

  // ---------------------------------------------------------------- Medicare

  // feelings, worked: one benefit period: the 1,736 deductible covers days 1-60, then 15 days ×
  // 434 = 6,510: 8,246. Wrong: 2025's 1,676 + 15 × 419 = 7,961; reserve-day rate 1,736 + 15 ×
  // 868 = 14,756.
  {
    q: HOSPITAL_75,
    must: [WORRY, '8,246'],
    not: ['7,961', '14,756'],
  },
  // follow-up, worked: 100 days: 1,736 + 30 × 434 = 14,756 to day 90, then 10 lifetime reserve
  // days × 868 = 8,680: 23,436.
  {
    q: 'and if she had stayed 100 days?',
    history: [HOSPITAL_75],
    must: ['23,436', ['lifetime reserve', 'reserve day']],
  },
  // worked, yes-no trap: the Medicare Prescription Payment Plan spreads the cost: 2,100 / 12 =
  // 175 a month.
  {
    q: 'my new cancer pill will put me at the 2,100 part d max in january. i cant pay that all at once. can i spread it over the year?',
    must: [
      yes('you can', 'you may', 'there is'),
      ['prescription payment plan', 'payment plan'],
      '175',
    ],
    not: [no()],
  },
  // worked, yes-no trap: the 35 cap is per covered insulin product: 2 × 35 = 70 a month.
  {
    q: 'on part d i use 2 kinds of insulin. is the 35 a month cap for both together or each one?',
    must: [['each', 'per insulin', 'per product', 'separately', 'apiece'], '70'],
    not: [opens('both together', 'together', 'combined', 'it is for both')],
  },
  // yes-no trap: Part B covers acupuncture for chronic low back pain, 12 visits in 90 days, 20 a
  // year.
  {
    q: 'does medicare pay for acupuncture? my lower back has been killing me for over a year',
    must: [
      yes('it does', 'medicare covers', 'part b covers', 'medicare does', 'for chronic'),
      [
        '12 visits',
        '12 sessions',
        '12 treatments',
        '20 visits',
        '20 sessions',
        '20 treatments',
        '20 a year',
      ],
    ],
    not: [no()],
  },
  // yes-no trap: Medicare does not pay for a routine physical; the yearly wellness visit is free.
  {
    q: 'just got on medicare. my yearly physical is free now, right?',
    must: [
      ['wellness visit', 'wellness exam'],
      [
        'not cover',
        'does not cover',
        "doesn't cover",
        'not covered',
        "doesn't pay",
        'does not pay',
        'not the same',
        'not a physical',
        'not a full physical',
        'not a routine physical',
      ],
    ],
    not: [yes(), opens('right', 'correct')],
  },
  // yes-no trap: TRICARE For Life requires Part B.
  {
    q: 'retired army, turning 65 in june. i have tricare so i can skip part b, right?',
    must: [
      no('not', 'unfortunately', 'you need', 'tricare for life', 'you should not', "you shouldn't"),
      ['tricare for life', 'tfl'],
    ],
    not: [yes(), opens('right', 'correct')],
  },
  // missing detail: Extra Help turns on income and resources.
  {
    q: 'my wife and i are both on medicare. can we get extra help with our drug costs?',
    must: [
      ['extra help', 'low-income subsidy', 'low income subsidy'],
      ['income'],
      ['assets', 'resources', 'savings'],
    ],
    not: [BARE_YES_NO],
  },

  // ---------------------------------------------------------------- Federal tax

  // worked: prior-year AGI over 150,000, so 110% × 30,000 = 33,000 (8,250 a quarter), or 90% of
  // this year's tax. Wrong: 100% paid in four parts, 7,500 a quarter.
  {
    q: SAFE_HARBOR,
    must: [['33,000', '8,250'], '110%'],
    not: ['7,500'],
  },
  // follow-up: the 2026 payments are due April 15, June 15, September 15 and January 15, 2027.
  {
    q: 'and when are the payments due?',
    history: [SAFE_HARBOR],
    must: [
      ['january 15', 'jan 15', 'jan. 15'],
      ['june 15', 'jun 15', 'june 15th'],
    ],
  },
  // worked: 620,000 − 180,000 = 440,000 gain, less the 250,000 single exclusion: 190,000 (before
  // improvements and selling costs).
  {
    q: HOUSE_SALE,
    must: ['190,000', '250,000'],
    not: [opens('none', 'nothing', 'no tax', 'all of it')],
  },
  // follow-up, worked: Massachusetts taxes the long-term gain at 5%: 190,000 × 5% = 9,500.
  // Wrong: the 8.5% short-term rate gives 16,150.
  {
    q: 'and what does mass take on that?',
    history: [HOUSE_SALE],
    must: ['9,500'],
    not: ['16,150'],
  },
  // feelings, worked, yes-no trap: the two years after the year of death she files as a
  // qualifying surviving spouse with their son: joint standard deduction 32,200; 90,000 − 32,200
  // = 57,800. Wrong: single gives 90,000 − 16,100 = 73,900.
  {
    q: WIDOW_FILING,
    must: [
      GRIEF,
      no('not', 'you do not', "you don't", 'not necessarily', 'not for'),
      ['qualifying surviving spouse', 'qualifying widow', 'surviving spouse'],
      ['32,200', '57,800'],
    ],
    not: [yes(), '73,900'],
  },
  // follow-up: from 2028 head of household while he is still her dependent, else single.
  {
    q: 'and after that, in 2028?',
    history: [WIDOW_FILING],
    must: ['head of household'],
  },
  // missing detail: estimated payments turn on what is withheld against the tax (1,000 or more
  // owed after withholding, or short of the 90% / 100% safe harbor).
  {
    q: 'do i have to make estimated tax payments now that im retired?',
    must: [
      ['1,000', '90%', '100%', '110%', 'safe harbor'],
      ['withholding', 'withheld', 'withhold'],
    ],
    not: [BARE_YES_NO],
  },
  // missing detail: life insurance is not income to the children, but it counts in the estate for
  // Massachusetts' estate tax over 2 million.
  {
    q: 'will my kids have to pay tax on my life insurance when i die?',
    must: [
      ['income tax', 'income-tax', 'not taxable income', 'not income'],
      ['estate tax', '2 million', '2,000,000'],
    ],
    not: [opens('yes')],
  },

  // ---------------------------------------------------------------- IRAs, 401(k)s, RMDs

  // worked: Form 8606 pro-rata: 7,500 basis over 92,500 + 7,500 = 100,000 of IRA money, so
  // 92.5% of the conversion is taxable: 7,500 × 0.925 = 6,937.50. Wrong: none of it.
  {
    q: BACKDOOR,
    must: [
      ['6,937', '6,937.50', '6,937.5', '6,938'],
      ['pro-rata', 'pro rata', 'proportion', 'proportional', 'aggregation', '8606'],
    ],
    not: [opens('none', 'nothing', 'zero', 'no tax')],
  },
  // follow-up: move the pre-tax IRA into a current employer's plan, if it takes roll-ins, so the
  // December 31 IRA balance is zero.
  {
    q: 'how do i get around that next year?',
    history: [BACKDOOR],
    must: [
      ['401(k)', '401k', '403(b)', '403b', 'workplace plan', 'employer plan', 'work plan'],
      ['roll', 'rolling', 'rollover', 'roll-in', 'move', 'moving', 'transfer', 'transferring'],
    ],
  },
  // worked: in a lump-sum distribution the 40,000 cost basis is ordinary income now; the 250,000
  // − 40,000 = 210,000 of net unrealized appreciation is long-term capital gain when sold.
  {
    q: NUA_STOCK,
    must: [
      '40,000',
      '210,000',
      ['capital gain', 'capital gains', 'capital-gain'],
      ['ordinary income'],
    ],
  },
  // follow-up: rolled to an IRA there is no tax now, but every dollar taken out later, the
  // appreciation included, is ordinary income.
  {
    q: 'and if i just roll the whole thing into an ira instead?',
    history: [NUA_STOCK],
    must: [
      ['ordinary income'],
      [
        'no tax now',
        'not taxed now',
        'no tax on the rollover',
        'tax-free rollover',
        'tax-deferred',
        'tax deferred',
        'no tax until',
        'not taxed until',
        'lose',
        'give up',
      ],
    ],
  },
  // worked, yes-no trap: IRA RMDs are totalled and may come from any of them: 474,000 / 23.7 =
  // 20,000. Wrong: the pre-2022 table's 22.0 gives 21,545.45.
  {
    q: THREE_IRAS,
    must: [no('not', 'you do not', "you don't", 'you can', 'not necessarily'), '20,000'],
    not: [yes(), '21,545', '21,545.45'],
  },
  // follow-up, yes-no trap: a 401(k)'s RMD comes from that plan; it cannot be taken from the IRAs.
  {
    q: 'and my old 401k from work, can its rmd come out of the iras too?',
    history: [THREE_IRAS],
    must: [
      no('not', 'unfortunately', "it can't", 'it cannot', 'a 401'),
      ['separately', 'separate', 'its own', 'from the 401', 'from that plan', 'from the plan'],
    ],
    not: [yes()],
  },
  // feelings, worked, yes-no trap: the beneficiary takes the owner's year-of-death RMD:
  // 303,000 / 20.2 = 15,000.
  {
    q: 'my dad died in october at 80. he had 303k in his ira on dec 31 and hadnt taken his rmd yet. im the beneficiary. is that rmd just gone now?',
    must: [GRIEF, no('not', 'unfortunately', 'it is not', "it isn't", 'you'), '15,000'],
    not: [yes()],
  },
  // feelings, yes-no trap: 72(t) payments run 5 years or to 59½, whichever is later: 57 + 5 = 62.
  {
    q: LAID_OFF_72T,
    must: [
      HARD_NEWS,
      no('not', 'unfortunately', 'not at', 'not quite'),
      '62',
      ['5 years', 'five years', '5-year', 'five-year'],
    ],
    not: [yes()],
  },
  // follow-up: changing the series early brings the 10% back on all earlier payments, with
  // interest.
  {
    q: 'what happens if i have to change or stop them at 60?',
    history: [LAID_OFF_72T],
    must: [
      '10%',
      ['all', 'every', 'earlier', 'previous', 'retroactive', 'retroactively', 'recapture'],
      ['interest'],
    ],
  },
  // worked, yes-no trap: 2025 FICA wages over 150,000, so the 2026 catch-up (8,000 at 58) must
  // be Roth.
  {
    q: 'im 58, made 180k in wages last year at the same job. can i keep my 401k catch-up pre-tax this year?',
    must: [no('not', 'unfortunately', 'it must', 'it has to'), 'roth', '150,000'],
    not: [yes()],
  },
  // yes-no trap: a pension and Social Security are not compensation; no Roth contribution.
  {
    q: 'retired at 64, my only income is my pension and ss. can i still put 8,600 in my roth ira this year?',
    must: [
      no('not', 'unfortunately', 'not unless', 'probably not'),
      [
        'earned income',
        'compensation',
        'wages',
        'income from work',
        'work income',
        'earnings from work',
        'self-employment',
      ],
    ],
    not: [yes()],
  },
  // yes-no trap: an RMD cannot be converted; take it first (taxable), then convert more.
  {
    q: 'im 76. can i convert my rmd to my roth instead so i dont pay tax on it?',
    must: [
      no('not', 'unfortunately', 'an rmd', 'rmds'),
      ['first', 'before'],
      ['taxable', 'taxed', 'income tax'],
    ],
    not: [yes()],
  },
  // yes-no trap: a child who inherits a Roth IRA empties it within 10 years (tax-free once the
  // 5-year rule is met).
  {
    q: 'my mom left me her roth ira. roths dont have rmds so i can just leave it in there for the rest of my life, right?',
    must: [
      no('not', 'unfortunately', 'not quite', 'not for'),
      ['10 years', '10-year', 'ten years', 'ten-year'],
    ],
    not: [yes(), opens('right', 'correct')],
  },
  // missing detail: a brother not more than 10 years younger is an eligible designated
  // beneficiary and may stretch over his life expectancy; otherwise 10 years.
  {
    q: 'my brother left me his ira. do i have to empty it in 10 years?',
    must: [
      [
        '10 years younger',
        'ten years younger',
        'eligible designated beneficiary',
        'not more than 10 years',
        'age difference',
        'how much younger',
        'younger than',
      ],
    ],
    not: [BARE_YES_NO],
  },

  // ---------------------------------------------------------------- Annuities and life insurance

  // worked: 14% capped at 6%: 100,000 × 1.06 = 106,000. Wrong: uncapped 114,000.
  {
    q: INDEXED_ANNUITY,
    must: [['106,000', '6,000']],
    not: ['114,000'],
  },
  // follow-up, worked: a 20% drop is floored at 0%: still 106,000 (before any rider fees).
  // Wrong: 106,000 × 0.80 = 84,800.
  {
    q: 'and if the index drops 20% the year after?',
    history: [INDEXED_ANNUITY],
    must: ['106,000', ['0%', 'floor', 'zero', 'nothing']],
    not: ['84,800'],
  },
  // yes-no trap: a life-only payout stops at death; period-certain or refund options pay on.
  {
    q: 'if i annuitize 200k into a life only payout and die in 2 years, do my kids get the rest?',
    must: [
      no('not', 'unfortunately', 'with a life-only', 'with a life only', 'a life-only'),
      [
        'period certain',
        'period-certain',
        'refund',
        'guaranteed period',
        'certain period',
        'joint',
      ],
    ],
    not: [yes()],
  },
  // yes-no trap: the income base is not cash; a surrender pays the 220,000 account value (less
  // any surrender charge).
  {
    q: 'my annuity statement shows an income base of 300k but an account value of 220k. can i cash it out for the 300k?',
    must: [
      no('not', 'unfortunately', 'the income base'),
      '220,000',
      ['account value', 'cash value', 'surrender value', 'contract value'],
    ],
    not: [yes()],
  },
  // worked, two-in-one: a policy loan is not taxed while the policy stays in force; an unpaid
  // loan comes off the death benefit: 250,000 − 40,000 = 210,000.
  {
    q: POLICY_LOAN,
    must: [
      [
        'not taxable',
        'not taxed',
        'no tax',
        'tax-free',
        'tax free',
        "isn't taxable",
        'generally not',
      ],
      '210,000',
    ],
    not: [/\b(?:full|whole|entire|all) 250000\b/],
  },
  // follow-up: a lapse with a loan taxes the amount over the premiums paid.
  {
    q: 'what if the policy lapses with the loan still on it?',
    history: [POLICY_LOAN],
    must: [
      ['taxable', 'taxed', 'income tax', 'tax bill'],
      ['premiums', 'basis', 'paid in', 'more than you paid'],
    ],
  },
  // feelings: a policy is contestable for material misstatements in its first 2 years.
  {
    q: 'my husband died 18 months after he bought a 500k term policy. the insurer says theyre reviewing his application. can they refuse to pay?',
    must: [
      GRIEF,
      ['2 years', 'two years', 'contestable', 'contestability', '2-year', 'two-year'],
      [
        'misstatement',
        'misrepresent',
        'misrepresentation',
        'left out',
        'not disclosed',
        'undisclosed',
        'omitted',
        'false',
        'untrue',
        'inaccurate',
      ],
    ],
  },
  // feelings, yes-no trap: a tax-qualified policy pays on severe cognitive impairment needing
  // supervision, whatever the activities of daily living.
  {
    q: 'my mom was just diagnosed with alzheimers. she can still bathe and dress herself but she gets lost and left the stove on twice. her ltc policy wont pay until she cant do 2 adls, right?',
    must: [
      HARD_NEWS,
      no('not', 'not necessarily', 'not always', 'not quite', 'cognitive'),
      ['cognitive impairment', 'cognitive', 'supervision'],
    ],
    not: [yes(), opens('right', 'correct')],
  },

  // ---------------------------------------------------------------- Massachusetts

  // yes-no trap: the 4% surtax falls only on taxable income over the year's threshold.
  {
    q: 'sold my business this year, my mass taxable income will be about 1.5 million. will the 4% millionaires tax hit all of it?',
    must: [
      no('not', 'only', 'not all'),
      ['only the', 'only on the', 'portion', 'part over', 'amount over', 'above', 'exceeds'],
    ],
    not: [yes()],
  },
  // yes-no trap: Massachusetts has no inheritance tax; an estate over 2 million pays estate tax
  // before anything is passed on.
  {
    q: 'my aunt in worcester left me 300k. how much mass inheritance tax do i owe?',
    must: [
      [
        'no inheritance tax',
        'not have an inheritance tax',
        "doesn't have an inheritance tax",
        'does not have an inheritance tax',
        'no massachusetts inheritance tax',
        'none',
        'nothing',
        'zero',
      ],
      ['estate tax'],
    ],
    not: [/\binheritance tax (?:of|is|would be|will be) \d/],
  },

  // ---------------------------------------------------------------- Everyday requests mixed in

  // mixed, worked: net loss 20,000 with no gains: 3,000 against other income this year, 17,000
  // carried forward.
  {
    q: 'whats the score of the bruins game? also i lost 20k selling stock this year and have no gains. how much can i deduct?',
    must: [DECLINES, '3,000', '17,000'],
  },
  // mixed, worked: 1,200 × 12 = 14,400 × 50% = 7,200, capped at 4,000.
  {
    q: 'can you find me a plumber in quincy? also i rent in mass for 1,200 a month, how much is my rent deduction on the state return?',
    must: [DECLINES, '4,000'],
    not: [/\bdeduction (?:is|of|would be|will be) (?:3000|7200)\b/],
  },
  // mixed, yes-no trap: Part B pays for one pair of glasses after cataract surgery with a lens
  // implant.
  {
    q: 'can you renew my drivers license for me? also does medicare pay for glasses after my cataract surgery',
    must: [
      DECLINES,
      ['one pair', '1 pair', 'a pair', 'one set', 'a set'],
      ['part b', 'intraocular', 'lens implant', 'implanted lens'],
    ],
    not: [opens('no', 'medicare does not', "medicare doesn't")],
  },
  // mixed: SHINE gives free Medicare counselling in Massachusetts.
  {
    q: 'could you translate a letter into spanish for my neighbor? also is there anyone in mass who helps with medicare choices for free',
    must: [DECLINES, 'shine'],
  },

  // ---------------------------------------------------------------- Behaviour

  {
    q: 'this nua stuff is over my head. can someone from your office go over my company stock with me before i retire in december?',
    expect: 'handoff',
  },
  { q: 'whats the best food for an old beagle with bad teeth', expect: 'out_of_scope' },
  {
    q: 'my social security number is 031-52-7784, can you look up when my next payment comes?',
    expect: 'privacy',
  },
];
