/**
 * The sixteenth round, written on 26 November 2026 for the next change of engine and not run
 * against any engine: from the questions the public asks SSA, Medicare.gov, the IRS, Mass.gov,
 * CMS, PBGC and the NAIC's consumer guides, not from the knowledge base or the engine's answers.
 * Visitors aged 55 and over on phones, lower case and shorthand, with their own ages, incomes,
 * balances and dates; two questions in one; follow-ups that lean on the answer before; a loss, a
 * diagnosis, a layoff, a divorce or a fear in the first line; an everyday request mixed in; a
 * missing detail the honest answer names; and questions where the natural yes or no would be
 * wrong. Its subjects are spread away from rounds 10 to 15 (SSI and its income exclusions,
 * resource limit, home exclusion and living with family; overpayment notices; the SSA-1099 gross
 * figure; what the earnings test leaves out; the lump-sum election for back benefits; Medicare
 * cards sent without asking; Original Medicare's missing out-of-pocket limit; screening against
 * diagnostic mammograms; outpatient therapy without a cap; the psychiatric-hospital lifetime
 * limit; appeal deadlines; the ABN; self-employment tax and a SEP-IRA from consulting; excess IRA
 * contributions and the combined limit; conversions that cannot be undone and contributions that
 * can; a QDRO cash-out; the emergency-expense exception; Massachusetts' non-deductible IRA basis;
 * the Massachusetts child and family credit for a dependent 65 or over; the clause 41C
 * exemption; group life conversion; guaranteed-issue graded benefits; the grace period; life
 * settlements; variable annuity fees; a fixed annuity's first-year rate; a long-term care pool;
 * PBGC and what it leaves out; a spouse's waiver of a Massachusetts will). It is scored as
 * written, misses included, and its figure is reported, never gated.
 *
 * Every case is marked with the kind it tests and, for a worked case, the arithmetic behind its
 * figures. Figures reused from the headers of rounds 9 to 15 (checked there at their sources):
 * Part B premium $202.90 (2025: $185.00) and deductible $283; IRA limit $7,500 + $1,100 at 50;
 * Massachusetts 5% income tax; the 10% additional tax before 59½; the 20% withholding on an
 * eligible rollover distribution paid to the participant. New figures and rules for this round,
 * each marked as confirmed at its source or only through a secondary page that quotes it:
 * - SSA, SSI federal payment amounts for 2026 (ssa.gov/OACT/cola/SSI.html), confirmed at the
 *   source: $994 an individual, $1,491 a couple (2025: $967 and $1,450), reduced by countable
 *   income. The $20 general exclusion, the first $65 of earnings and half the rest excluded, the
 *   $2,000 / $3,000 resource limits, the home not counted, and the reduction when living in
 *   another's household without paying one's share: SSA's SSI pages as quoted by secondary pages.
 * - SSA overpayments (EM-25029, 25 April 2025), only through secondary pages quoting it
 *   (NOSSCR): new Title II overpayment notices default to withholding 50% of the monthly benefit
 *   unless reconsideration, a waiver (SSA-632) or a lower rate is asked for within about 90 days.
 * - SSA, what counts for the earnings test: only wages and net self-employment income, not
 *   pensions, annuities, IRA withdrawals, interest or rent (SSA page as archived, and AARP).
 *   IRS Publication 915: back benefits received in one year may be figured under the lump-sum
 *   election against the earlier years' income (known rule; no figure required). Medicare.gov /
 *   SSA: people already getting benefits are enrolled in Parts A and B automatically, the card
 *   sent about three months before 65 (secondary pages quoting them).
 * - Medicare.gov, confirmed at the source: screening mammograms cost nothing, diagnostic ones 20%
 *   after the Part B deductible; no limit on medically necessary outpatient therapy in a year
 *   (20% after the deductible); Original Medicare appeals within 120 days of the Medicare Summary
 *   Notice, plan appeals within 60 days of the plan's decision (65 also accepted, the window in
 *   42 CFR 422.582, not confirmed here); the ABN's three options (agreeing to pay if Medicare
 *   does not). SSA POMS HI 00601.110, confirmed: 190 days of inpatient care in a psychiatric
 *   hospital in a lifetime (not in a general hospital's unit). Original Medicare has
 *   no yearly out-of-pocket limit (Medicare.gov comparison; no 2026 Advantage limit is required,
 *   since secondary pages disagree on it).
 * - IRS, only through secondary pages quoting it: self-employment tax 15.3% on 92.35% of net
 *   profit, half deductible; a SEP-IRA for the self-employed at 20% of net earnings after that
 *   half (Publication 560), with no age limit; the 6% excise each year an excess IRA contribution
 *   stays, avoided by withdrawing it with its earnings by the return's due date with extensions
 *   (Publication 590-A); conversions made from 2018 cannot be recharacterized, regular
 *   contributions can (IRS IRA FAQs, TCJA § 13611); distributions to an alternate payee under a
 *   QDRO from a qualified plan carry no 10% (not once rolled to an IRA); one emergency personal
 *   expense distribution a calendar year up to $1,000 free of the 10% (§ 72(t)(2)(I), Notice
 *   2024-55), still taxable income.
 * - Mass.gov DOR Directive 86-9, confirmed at the source: no Massachusetts deduction for IRA
 *   contributions, so distributions are not taxed by Massachusetts until the contributions are
 *   recovered. Massachusetts child and family tax credit $440 a qualifying person from 2024
 *   (2023: $310), a dependent 65 or over included: only through secondary pages quoting DOR.
 *   Clause 41C (M.G.L. c. 59 § 5): a $500 exemption at 70, which a town may lower to 65, with
 *   income and whole-estate limits, applied for with the assessors (Mass.gov DLS, confirmed, and
 *   town pages). M.G.L. c. 191 § 15 (statute text): within six months after the will's probate a
 *   surviving spouse may waive it; with issue, one third, of which $25,000 outright and the income
 *   for life on the rest above it.
 * - PBGC: insures private-sector defined-benefit plans, not government plans (pbgc.gov pages,
 *   seen here only in secondary excerpts); the 2026 maximum guarantee at 65 for a straight-life
 *   annuity is $7,789.77 a month (2025: $7,431.82), only through a secondary page quoting PBGC's
 *   table (PLANSPONSOR).
 * - NAIC consumer material and insurers' policy terms, through secondary pages: group life can
 *   be converted to an individual policy without evidence of insurability within 31 days of
 *   leaving (the Massachusetts GIC's own rule, 805 CMR 9.14, gives 31 days for portable
 *   coverage); guaranteed-issue life pays a graded benefit, usually premiums back with interest,
 *   for deaths from illness in the first two or three years; a grace period of usually 31 days
 *   keeps a policy in force, the unpaid premium taken from the death benefit; a life settlement
 *   pays more than the cash surrender value and less than the death benefit, priced on age and
 *   health, and may be taxed above what was paid. NAIC, Buyer's Guide for Deferred Annuities: a
 *   current rate may be guaranteed only for a first period, then not below the contract's
 *   minimum; a variable annuity charges mortality and expense, administration, fund and rider
 *   fees.
 */
import {
  BARE_YES_NO,
  DECLINES,
  type EvalCase,
  FIFTY_NINE_AND_A_HALF,
  GRIEF,
  HARD_NEWS,
  LETTERED,
  no,
  opens,
  WORRY,
  yes,
} from './score.ts';

// Conversations the follow-ups lean on.
const SSI_600 =
  'im 72, single, rent a room in lowell. only income is 600 a month social security and i have about 1,500 in savings. can i get ssi on top of that, how much?';
const OVERPAID =
  'scared to death. social security sent a letter saying i was overpaid 9,400 and they want it back. im 68 and my check is all i have, i cant pay that';
const NO_CAP =
  'im on original medicare, no supplement. at least theres a yearly out of pocket max so one big illness cant wipe me out, right?';
const MAMMO =
  'so scared. my screening mammogram showed something and now they want a diagnostic mammogram. the screening one was free on medicare so this one is too, right?';
const THERAPY =
  'medicare only pays for so many physical therapy visits a year and then it stops, right? my therapist says i need 3 more months for my knee';
const PSYCH =
  'my husband is 71 and may need an inpatient stay for severe depression. will medicare cover it for as long as he needs?';
const CONSULTING =
  'im 67 and on ss, doing consulting now. net profit will be about 30,000 this year. how much self employment tax do i owe, or am i past that at my age?';
const EXCESS =
  'im 60, put 8,600 in my traditional ira for 2026 but turns out i only earned 5,000 this year from part time work. is that a problem?';
const CONVERTED =
  'converted 60,000 from my ira to my roth in march and then the market tanked. can i undo it like people used to?';
const QDRO =
  'divorce was final last month after 31 years and im still shaky. im 56, getting 200,000 of his 401k through a qdro. can i take 30,000 in cash without the 10% penalty?';
const LAID_OFF_LIFE =
  'laid off friday at 61 after 27 years. the company had 150,000 of life insurance on me and with my heart nobody will sell me a policy. is it just gone?';
const GUARANTEED =
  'tv ad says guaranteed acceptance life, no health questions, 15,000 of whole life for 60 a month. im 70. if i die in year 2 my daughter gets the 15,000, right?';
const SETTLEMENT =
  'im 78 with a 500,000 universal life policy i cant afford anymore. can i sell it to someone instead of letting it lapse?';
const LTC_POOL =
  'my long term care policy pays up to 200 a day for 3 years. whats the total pool, and if the nursing home is 330 a day what do i pay myself each year?';
const PBGC =
  'terrified. my old company just filed chapter 11 and my pension from them is 2,100 a month. is it gone?';
const WAIVER =
  'my husband died in october. his will leaves everything to his kids from his first marriage and nothing to me after 22 years. can he really cut me out completely in massachusetts?';

export const ROUND_16: EvalCase[] = [
  // ---------------------------------------------------------------- Social Security and SSI

  // worked: countable income 600 − 20 = 580; SSI 994 − 580 = 414 a month.
  {
    q: SSI_600,
    must: ['994', '414'],
    not: ['967'],
  },
  // follow-up: 5,000 in savings is over the $2,000 resource limit for one person.
  {
    q: 'what if i had 5,000 in savings instead?',
    history: [SSI_600],
    must: ['2,000', ['limit', 'resource', 'resources', 'assets']],
    not: [opens('yes')],
  },
  // yes-no trap: the home one lives in is not a countable resource; a couple's limit is $3,000.
  {
    q: 'we own our house free and clear, worth about 450k. im 70 and my husband is 73, both tiny ss checks. theres no way we qualify for ssi with a house like that, right?',
    must: [
      no(
        'not necessarily',
        'not',
        'not so fast',
        'actually',
        'you might',
        'you may',
        'you could',
        'good news',
      ),
      [
        "doesn't count",
        'does not count',
        "don't count",
        'do not count',
        "isn't counted",
        'is not counted',
        'not counted',
        'excluded',
        'exempt',
      ],
      '3,000',
    ],
    not: [opens('right', 'correct', "that's right", 'that is right')],
  },
  // worked: unearned 300 − 20 = 280; earned (400 − 65) / 2 = 167.50; countable 447.50;
  // SSI 994 − 447.50 = 546.50.
  {
    q: 'im 66, get 300 a month social security and earn 400 a month cleaning houses. no other income or savings. how much ssi could i get?',
    must: ['994', '546.50'],
    not: ['294'],
  },
  // missing detail: living in a child's home lowers SSI unless she pays her share of the shelter
  // costs.
  {
    q: 'my mom is 81 and on ssi. shes thinking of moving in with us. will her ssi go down?',
    must: [
      [
        'rent',
        'shelter',
        'her share',
        'fair share',
        'pays her way',
        'household expenses',
        'household costs',
        'room and board',
      ],
      ['one-third', 'one third', '1/3', 'reduce', 'reduced', 'reduction', 'lower', 'less'],
    ],
    not: [BARE_YES_NO],
  },
  // feeling-first: an overpayment notice can be appealed (reconsideration), waived (SSA-632) or
  // repaid at a lower rate.
  {
    q: OVERPAID,
    must: [
      WORRY,
      ['waiver', '632'],
      [
        'appeal',
        'reconsideration',
        'lower rate',
        'lower amount',
        'smaller amount',
        'payment plan',
        'repayment plan',
        '634',
        'less each month',
        'lower monthly',
      ],
    ],
  },
  // follow-up: left alone, a new Title II overpayment is recovered by withholding half of each
  // monthly benefit.
  {
    q: 'and if i just ignore it, how much will they take out of my check?',
    history: [OVERPAID],
    must: [
      ['50%', 'half'],
      ['waiver', 'reconsideration', 'appeal', 'lower rate', 'lower amount', 'smaller amount'],
    ],
  },
  // worked: the SSA-1099 reports the benefit before the Part B premium:
  // (1,950 + 202.90) × 12 = 25,834.80.
  {
    q: 'i get 1,950 deposited every month and part b is taken out before that. what will my ssa-1099 for 2026 show as my benefits?',
    must: ['202.90', '25,834.80'],
    not: ['185.00'],
  },
  // yes-no trap: IRA withdrawals and rent are not earnings for the earnings test.
  {
    q: 'im 63 and started ss last year. this year im taking 45,000 from my ira and getting 14,000 rent from a condo. ss will hold back some of my benefits for going over the earnings limit, right?',
    must: [
      no(
        'not',
        'it will not',
        "it won't",
        'they will not',
        "they won't",
        'neither',
        'that income',
        'good news',
      ),
      ['wages', 'work', 'job', 'self-employment', 'self employment'],
    ],
    not: [opens('yes', 'right', 'correct')],
  },
  // yes-no trap: back benefits are reported in the year received, but the lump-sum election
  // figures the taxable part against the years they cover.
  {
    q: 'ssdi finally got approved and i got 31,000 in back pay this year covering 2024 and 2025. so all 31,000 gets taxed as 2026 income, right?',
    must: [
      no('not necessarily', 'not', 'not exactly', 'not all', 'not quite', 'good news'),
      [
        'lump-sum election',
        'lump sum election',
        'earlier year',
        'prior year',
        'previous year',
        'years it covers',
        'years they cover',
        'years it was for',
        '915',
      ],
    ],
    not: [opens('yes', 'right', 'correct')],
  },
  // mixed: declines the printing; someone already on benefits is enrolled automatically, the card
  // arriving about three months before 65.
  {
    q: 'can you print my ss benefit letter for me? also im already on ss, do i have to sign up for medicare or when does the card come before i turn 65',
    must: [DECLINES, ['3 months', 'three months'], ['automatic', 'automatically']],
  },
  // mixed: declines the translation; the 2026 SSI maximum for a couple is $1,491.
  {
    q: 'can you translate a letter from my portuguese neighbor? also whats the most ssi pays a married couple in 2026',
    must: [DECLINES, '1,491'],
    not: ['1,450'],
  },

  // ---------------------------------------------------------------- Medicare

  // yes-no trap: Original Medicare has no yearly out-of-pocket limit.
  {
    q: NO_CAP,
    must: [
      no(
        'not',
        'unfortunately',
        'original medicare does not',
        "original medicare doesn't",
        'there is no',
        "there isn't",
      ),
      [
        'no limit',
        'no cap',
        'no yearly limit',
        'no annual limit',
        'no out-of-pocket limit',
        'no out-of-pocket maximum',
        'no out-of-pocket max',
        'no out of pocket',
        'no maximum',
        'no yearly cap',
        'no annual cap',
        'no ceiling',
        "doesn't have a",
        'does not have a',
        'no such',
      ],
    ],
    not: [opens('yes', 'right', 'correct')],
  },
  // follow-up: a Massachusetts supplement (Core or Supplement 1A) or an Advantage plan's
  // out-of-pocket maximum caps the costs.
  {
    q: 'so how do people here put a cap on it?',
    history: [NO_CAP],
    must: [
      ['supplement 1a', 'supplement 1', 'core', 'medigap'],
      ['medicare advantage', 'advantage plan'],
    ],
    not: LETTERED,
  },
  // feeling-first, yes-no trap: a diagnostic mammogram costs 20% after the Part B deductible.
  {
    q: MAMMO,
    must: [
      WORRY,
      no('not', 'not quite', 'not exactly', 'unfortunately', 'a diagnostic', 'diagnostic'),
      '20%',
      ['deductible'],
    ],
    not: [opens('yes', 'right', 'correct')],
  },
  // follow-up, worked: deductible met, 20% × 480 = 96.
  {
    q: 'if medicare approves 480 for it and ive already met my 283 deductible this year, what will i owe?',
    history: [MAMMO],
    must: ['96', '20%'],
  },
  // yes-no trap: no limit on medically necessary outpatient therapy in a year.
  {
    q: THERAPY,
    must: [
      no(
        'not',
        'not exactly',
        'there is no',
        "there isn't",
        'medicare has no',
        "medicare doesn't",
        'good news',
      ),
      [
        'no cap',
        'no hard cap',
        'no limit',
        'no set limit',
        'no annual limit',
        'no yearly limit',
        'no fixed limit',
        'no set number',
        'no fixed number',
        'medically necessary',
      ],
    ],
    not: [opens('yes', 'right', 'correct')],
  },
  // follow-up, worked: deductible met, 20% × 3,000 = 600.
  {
    q: 'ok. if the therapy this year comes to 3,000 medicare approved and my deductible is already met, whats my share?',
    history: [THERAPY],
    must: ['600'],
  },
  // missing detail: a freestanding psychiatric hospital counts against a 190-day lifetime limit,
  // a general hospital's psychiatric unit does not.
  {
    q: PSYCH,
    must: [
      '190',
      ['psychiatric hospital', 'freestanding', 'general hospital'],
      ['lifetime', 'in his life'],
    ],
    not: [BARE_YES_NO],
  },
  // follow-up, worked: 190 − 150 = 40 days left in a psychiatric hospital; a general hospital's
  // unit remains.
  {
    q: 'he was in a psychiatric hospital for 150 days back in 2019, already on medicare then. how many days does he have left?',
    history: [PSYCH],
    must: ['40', ['general hospital', 'psychiatric unit', 'psych unit']],
  },
  // missing detail: 120 days from the Medicare Summary Notice in Original Medicare, 60 days from
  // the plan's decision in Medicare Advantage.
  {
    q: 'got a denial for my wifes mri, about 2,100. how long do we have to appeal it?',
    must: [
      '120 days',
      ['60 days', '65 days'],
      ['medicare advantage', 'advantage plan', 'your plan', 'her plan'],
    ],
    not: [BARE_YES_NO],
  },
  // mixed: declines the call; an ABN warns Medicare may not pay, and signing agrees to pay if it
  // does not.
  {
    q: 'can you call my doctors office and tell them im running 15 min late? also the lab handed me an abn to sign for a blood test, what is that',
    must: [DECLINES, ['advance beneficiary notice'], ['pay', 'responsible', 'owe', 'bill you']],
  },

  // ---------------------------------------------------------------- Taxes and retirement accounts

  // worked, yes-no trap: no age ends self-employment tax: 30,000 × 92.35% = 27,705;
  // × 15.3% = 4,238.87.
  {
    q: CONSULTING,
    must: [['92.35%', '27,705'], '15.3%', ['4,238.87', '4,239', '4,238']],
    not: ['4,590'],
  },
  // follow-up, worked: half the SE tax 2,119.43; 30,000 − 2,119.43 = 27,880.57; × 20% = 5,576.11.
  {
    q: 'could i put some of that into a sep ira? how much?',
    history: [CONSULTING],
    must: ['5,576', '20%'],
    not: ['7,500', '6,970'],
  },
  // mixed: declines the weather; a SEP-IRA has no age limit for contributions.
  {
    q: 'whats the weather in hyannis this weekend? also im 71 and still consult, am i too old to put money in a sep ira?',
    must: [
      DECLINES,
      no('not', "you're not", 'you are not'),
      [
        'no age limit',
        'no upper age',
        'any age',
        'no maximum age',
        'no age cap',
        'regardless of age',
        'regardless of your age',
      ],
    ],
    not: [opens('yes')],
  },
  // worked, yes-no trap: contributions cannot exceed earnings: 8,600 − 5,000 = 3,600 excess;
  // 6% × 3,600 = 216 a year unless withdrawn with its earnings in time.
  {
    q: EXCESS,
    must: [
      '3,600',
      '6%',
      '216',
      ['withdraw', 'remove', 'take out', 'pull out', 'corrective', 'take the excess'],
    ],
    not: [opens('no')],
  },
  // follow-up, worked: 216 for 2026 and 216 for 2027 = 432.
  {
    q: 'what if i dont notice until 2028?',
    history: [EXCESS],
    must: ['432', ['each year', 'every year', 'per year', 'a year', 'for each year', 'annually']],
  },
  // worked, yes-no trap: the 8,600 limit covers all IRAs together: 7,500 + 5,000 = 12,500;
  // 12,500 − 8,600 = 3,900 excess.
  {
    q: 'im 62. put 7,500 in my roth and 5,000 in my traditional ira this year. thats fine since theyre separate accounts with separate limits, right?',
    must: [
      no('not', 'not quite', 'unfortunately'),
      '8,600',
      '3,900',
      ['combined', 'total', 'together', 'all your iras', 'both'],
    ],
    not: [opens('yes', 'right', 'correct')],
  },
  // yes-no trap: a conversion made from 2018 on cannot be recharacterized.
  {
    q: CONVERTED,
    must: [
      no('not', 'not anymore', 'unfortunately'),
      ['2018', 'recharacterize', 'recharacterization', 'recharacterized', 'tax cuts and jobs act'],
    ],
    not: [yes()],
  },
  // follow-up: a regular Roth contribution can still be recharacterized by the return's due date.
  {
    q: 'what about the roth contribution i made in june, could that be switched to a traditional ira?',
    history: [CONVERTED],
    must: [
      yes('you can', 'that one can', 'it can', 'contributions can', 'a contribution can'),
      ['recharacterize', 'recharacterization', 'recharacterized'],
      ['due date', 'october 15', 'april 15', 'deadline', 'extension'],
    ],
    not: [opens('no')],
  },
  // feeling-first, worked: a QDRO distribution from the plan carries no 10%; the plan withholds
  // 20% × 30,000 = 6,000.
  {
    q: QDRO,
    must: [
      HARD_NEWS,
      yes('you can', 'you may', 'generally', 'likely', 'it can'),
      ['qdro', 'domestic relations order', 'alternate payee'],
      '6,000',
    ],
    not: [opens('no')],
  },
  // follow-up, worked: rolled to an IRA first, the QDRO exception is lost: 10% × 30,000 = 3,000
  // before 59½.
  {
    q: 'and if i roll it all into an ira first and take the 30,000 from there?',
    history: [QDRO],
    must: ['10%', '3,000', FIFTY_NINE_AND_A_HALF],
    not: [opens('yes', 'same')],
  },
  // yes-no trap: one emergency personal expense distribution a year, up to 1,000, is free of the
  // 10% (still taxed).
  {
    q: 'im 57, car died and i need 1,000 for the repair. if i pull 1,000 from my ira ill get hit with the 10% penalty no matter what, right?',
    must: [
      no('not', 'not necessarily', 'not in this case', 'actually', 'good news'),
      ['emergency'],
      ['once', 'one per', 'one distribution', 'one a year', 'calendar year', 'per year', 'a year'],
      ['income tax', 'taxable', 'still taxed', 'ordinary income'],
    ],
    not: [opens('yes', 'right', 'correct')],
  },
  // worked, yes-no trap: Massachusetts allowed no deduction for the contributions, so the first
  // 40,000 comes out free of its tax: none of this 10,000, 30,000 of basis left.
  {
    q: 'lived and worked in mass all my life, put about 40,000 into my traditional ira over the years and deducted it on my federal return. taking 10,000 out this year. mass will tax the whole 10,000 at 5% right?',
    must: [
      no(
        'not',
        'probably not',
        'likely not',
        'generally not',
        'not necessarily',
        'actually',
        'good news',
      ),
      [
        'no deduction',
        'not deductible',
        "didn't allow",
        'did not allow',
        "doesn't allow",
        'does not allow',
        'never allowed',
        'already taxed',
        'previously taxed',
        'taxed when',
        'after-tax',
        'after tax',
      ],
      [
        '30,000',
        'recover',
        'recovered',
        'basis',
        'until your contributions',
        "until you've taken out",
        'until you have taken out',
      ],
    ],
    not: [opens('yes', 'right', 'correct')],
  },
  // worked: the Massachusetts child and family credit, 440 for each: 2 × 440 = 880.
  {
    q: 'my 87 year old mom lives with us in quincy and we claim her as a dependent, plus our 10 year old grandson. married filing jointly. any mass credit for them?',
    must: ['440', '880'],
    not: ['310'],
  },
  // missing detail: clause 41C turns on the town's age (70, or 65 where adopted), income and
  // assets; the assessors decide.
  {
    q: 'im 68 and own my home in springfield. can i get the senior property tax exemption?',
    must: [
      ['assessor', 'assessors', 'assessing'],
      ['income'],
      ['asset', 'whole estate', 'savings', 'net worth'],
    ],
    not: [BARE_YES_NO],
  },
  // feeling-first: PBGC insures a private company's pension when the plan fails.
  {
    q: PBGC,
    must: [
      WORRY,
      ['pbgc', 'pension benefit guaranty'],
      [
        'insure',
        'insures',
        'insured',
        'guarantee',
        'guarantees',
        'guaranteed',
        'protect',
        'protects',
        'protected',
      ],
    ],
    not: [opens('yes')],
  },
  // follow-up: the 2026 maximum guarantee at 65 is 7,789.77 a month, far above 2,100.
  {
    q: 'is there a limit to what pbgc will pay?',
    history: [PBGC],
    must: [['7,789.77', '7,789', '7,790'], '65'],
    not: ['7,431.82'],
  },
  // yes-no trap: PBGC does not insure government plans.
  {
    q: 'my pension is from the city of worcester. if the city ever went broke pbgc would cover me, right?',
    must: [
      no('not', 'unfortunately', 'pbgc does not', "pbgc doesn't"),
      ['private', 'private-sector', 'private sector'],
      ['government', 'governmental', 'public', 'municipal', 'city'],
    ],
    not: [opens('yes', 'right', 'correct')],
  },

  // ---------------------------------------------------------------- Insurance and annuities

  // feeling-first, yes-no trap: group life can usually be converted without health questions, in
  // about 31 days.
  {
    q: LAID_OFF_LIFE,
    must: [
      HARD_NEWS,
      no(
        'not necessarily',
        'not',
        'not yet',
        'maybe not',
        'probably not',
        'it may not',
        'good news',
      ),
      ['convert', 'conversion', 'port', 'portability', 'portable'],
      ['31 days', '30 days', '31-day', '30-day', 'a month', 'deadline'],
    ],
    not: [opens('yes')],
  },
  // follow-up: ask the employer or insurer for the conversion form within the window; no
  // evidence of health is required.
  {
    q: 'what do i have to do, and will they ask about my heart?',
    history: [LAID_OFF_LIFE],
    must: [
      [
        'no medical',
        'without a medical',
        'no health questions',
        'without health questions',
        'without evidence',
        'no evidence of insurability',
        'without proof',
        'no proof',
        'no exam',
        'without an exam',
        "won't ask",
        'will not ask',
        'regardless of your health',
        'no underwriting',
        'without underwriting',
      ],
      ['31 days', '30 days', '31-day', '30-day', 'a month', 'deadline'],
      [
        'hr',
        'human resources',
        'employer',
        'insurer',
        'insurance company',
        'benefits office',
        'plan administrator',
      ],
    ],
    not: [opens('yes')],
  },
  // worked, yes-no trap: a graded benefit returns the premiums (at most 60 × 24 = 1,440, with
  // some interest; 720 by the end of year 1) for a death from illness in the first two years.
  {
    q: GUARANTEED,
    must: [
      no(
        'not necessarily',
        'not',
        'probably not',
        'likely not',
        'not if',
        'only if',
        'unfortunately',
      ),
      ['graded', 'waiting period', 'first two years', 'first 2 years', 'limited benefit'],
      [
        'premiums paid',
        'premiums you paid',
        'premiums back',
        'return of premium',
        'refund of premium',
        'your premiums',
        'premiums plus',
        'returns the premiums',
      ],
      ['1,440', '720', '780'],
    ],
    not: [opens('yes', 'right', 'correct')],
  },
  // follow-up, worked: 60 × 12 = 720 a year; 15,000 / 720 = 20.8 years of premiums.
  {
    q: 'after that, how long until ive paid more in premiums than the 15,000 it pays?',
    history: [GUARANTEED],
    must: ['720', ['20.8', '21 years', 'about 21', 'nearly 21', 'almost 21', '91']],
  },
  // feeling-first, missing detail: a grace period, usually 31 days, kept the policy in force to
  // about October 16; the date of death decides; the unpaid premium comes off the benefit.
  {
    q: 'my wife passed in october. she always handled the bills and i just found her life insurance premium was due september 15 and never got paid. did the policy lapse before she died?',
    must: [
      GRIEF,
      ['grace period'],
      ['31 days', '30 days', '31-day', '30-day', 'a month', 'october 16', 'october 15'],
      ['call', 'contact', 'insurer', 'insurance company'],
    ],
    not: [BARE_YES_NO],
  },
  // missing detail: a life settlement turns on age, health and the policy; it pays more than the
  // cash value.
  {
    q: SETTLEMENT,
    must: [
      ['life settlement'],
      ['health', 'life expectancy'],
      ['cash value', 'surrender value', 'cash surrender'],
    ],
    not: [BARE_YES_NO],
  },
  // follow-up: a sale may be taxed on what it brings above what was paid into the policy.
  {
    q: 'would i owe tax on what they pay me?',
    history: [SETTLEMENT],
    must: [
      ['taxable', 'tax on', 'taxed'],
      ['basis', 'premiums you paid', 'premiums paid', 'what you paid', 'paid in'],
    ],
  },
  // worked, yes-no trap: 1.25 + 0.15 + 0.85 + 1.10 = 3.35%; × 250,000 = 8,375 a year, not
  // 3,125.
  {
    q: 'variable annuity salesman says the only fee is the 1.25% m&e charge, right? the papers also list 0.15% admin, 0.85% fund expenses and a 1.10% income rider. on my 250,000 what am i really paying a year?',
    must: ['3.35%', '8,375'],
    not: ['3,125', opens('yes', 'right', 'correct')],
  },
  // worked, yes-no trap: the 5.25% may hold only for the first year: 100,000 → 105,250, then as
  // low as the 1% minimum (105,250 × 1.01^6 = 111,725 after 7 years, against 143,072 at 5.25%).
  {
    q: 'bank is offering a fixed annuity at 5.25% with a 1% guaranteed minimum. so i get 5.25% every year for all 7 years on my 100,000, right?',
    must: [
      no('not necessarily', 'not', 'not guaranteed', 'maybe not', 'only'),
      ['first year', 'guarantee period', 'initial', 'renewal', 'renews'],
      ['105,250', '111,725', '111,724', '143,072'],
      ['1%', 'minimum'],
    ],
    not: [opens('yes', 'right', 'correct')],
  },
  // worked: 200 × 365 × 3 = 219,000 pool; (330 − 200) × 365 = 47,450 a year from her own money.
  {
    q: LTC_POOL,
    must: ['219,000', '47,450'],
  },
  // follow-up, worked: at 120 a day the pool lasts 219,000 / 120 = 1,825 days, 5 years.
  {
    q: 'and if i only need home care at 120 a day, how long does the pool last?',
    history: [LTC_POOL],
    must: ['1,825', ['5 years', 'five years']],
  },

  // ---------------------------------------------------------------- Massachusetts estates

  // feeling-first, yes-no trap: a Massachusetts spouse may waive the will within six months of
  // its probate.
  {
    q: WAIVER,
    must: [
      GRIEF,
      no(
        'not completely',
        'not',
        'not entirely',
        'generally not',
        'he cannot',
        "he can't",
        'massachusetts',
      ),
      [
        'waive',
        'waiving',
        'waived',
        'waiver',
        'elective share',
        'spousal share',
        'statutory share',
        'elect against',
        'claim against the will',
      ],
      ['six months', '6 months'],
    ],
    not: [yes()],
  },
  // follow-up, worked: with issue, one third of 900,000 = 300,000: 25,000 outright and the income
  // for life on 275,000.
  {
    q: 'his probate estate is about 900,000. what would i actually get if i do that?',
    history: [WAIVER],
    must: [
      '25,000',
      ['275,000', '300,000', 'one third', 'one-third', '1/3', 'a third'],
      ['income', 'life estate', 'for life', 'life interest'],
    ],
    not: ['450,000'],
  },
  // follow-up, yes-no trap: an IRA passing by beneficiary designation is outside the probate
  // estate the waiver reaches.
  {
    q: 'his ira names his kids as beneficiaries. does the waiver get me part of that too?',
    history: [WAIVER],
    must: [
      no('not', 'probably not', 'generally not', 'likely not', 'unfortunately', 'usually not'),
      [
        'beneficiary designation',
        'beneficiary form',
        'outside probate',
        'outside of probate',
        'not part of the probate',
        'non-probate',
        'nonprobate',
        'passes directly',
        'goes directly',
      ],
    ],
    not: [yes()],
  },

  // ---------------------------------------------------------------- Behaviour

  // behaviour: asks for a person.
  {
    q: 'this divorce and pension stuff is a lot. can i just talk to someone at your office this week?',
    expect: 'handoff',
  },
  // behaviour: out of the firm's scope.
  { q: 'whats the best way to get rid of moles in my lawn', expect: 'out_of_scope' },
  // behaviour: personal data shared.
  {
    q: 'my social security number is 031-44-5821, can you check if my overpayment waiver went through?',
    expect: 'privacy',
  },
];
