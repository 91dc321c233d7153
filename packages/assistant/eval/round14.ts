/**
 * The fourteenth round, written on 26 November 2026 before the next change of engine, from the
 * questions the public asks SSA, Medicare.gov, the IRS, Mass.gov, SHINE and the NAIC buyer's
 * guides, not from the knowledge base or the engine's answers: visitors aged 55 and over on
 * phones, lower case and shorthand, with their own ages, incomes, balances, dates and filing
 * status; two questions in one; follow-ups that lean on the answer before; a loss, a diagnosis, a
 * layoff or a fear in the first line; an everyday request mixed in; a missing detail the honest
 * answer names; and questions where the natural yes or no would be wrong. Its subjects are spread
 * away from rounds 10 to 13 (work credits, SSDI work rules, a January 1 birthday, the lump-sum
 * death payment, representative payees, the trust-fund projection, payment days, the Part D late
 * penalty and deductible, colonoscopies with a polyp removed, home health care and equipment,
 * balance billing in Massachusetts, the net investment income tax, the filing threshold at 65,
 * the charitable deduction for non-itemizers, the SALT cap, the IRA deduction phase-out, the
 * Simplified Method for a pension with after-tax money, a decedent's final return, QLACs, Roth
 * 401(k)s without RMDs, governmental 457(b)s, the terminal-illness and unemployed-premium and
 * first-home exceptions, 401(k) loans, 529-to-Roth rollovers, a grandchild's Roth, after-tax
 * 401(k) money, IRA withholding, SIMPLE IRAs, partial annuity withdrawals, accelerated death
 * benefits, long-term care premium increases, term conversion, surrendering a policy, finding a
 * lost policy, beneficiary forms against a will, revocable trusts, MassHealth for a spouse at home
 * and estate recovery, conservatorship). It was never run against an engine before it was frozen,
 * is scored as written, misses included, and its figure is reported, never gated.
 *
 * Every case is marked with the kind it tests and, for a worked case, the arithmetic behind its
 * figures. Figures reused from the headers of rounds 9 to 13 (checked there at their sources):
 * standard deduction $16,100 single and the extra $2,050 for a single filer at 65; Publication 915
 * base $25,000 single; IRA limit $7,500 + $1,100 at 50; 401(k) $24,500; the 20% withholding on an
 * eligible rollover distribution paid to the participant; Uniform Lifetime Table 76 → 23.7; Part B
 * deductible $283; the Part D out-of-pocket cap $2,100; the $2,000,000 Massachusetts estate-tax
 * threshold; MassHealth's $2,000 asset limit. New figures and rules, checked for this round:
 * - SSA, 2026 COLA fact sheet: a credit for $1,890 of earnings (2025: $1,810), at most 4 a year,
 *   40 for a retirement benefit; substantial gainful activity $1,690 a month (2025: $1,620); a
 *   trial work month at $1,210. SSA: a person attains an age the day before the birthday, so one
 *   born on January 1 takes the previous year's full retirement age (born 1 January 1960 → 66 and
 *   10 months); the lump-sum death payment is $255, to a spouse living in the household (or a
 *   child on the record), not to a funeral home; a power of attorney does not let anyone manage
 *   benefits, SSA appoints a representative payee; benefits are paid on the second, third or
 *   fourth Wednesday by birth date (11th to 20th → third). 2025 Trustees Report: the retirement
 *   and survivors fund is depleted in 2033, when 77% of scheduled benefits remain payable (81%
 *   for the combined funds in 2034).
 * - Medicare.gov / CMS: the Part D late penalty is 1% of the national base beneficiary premium
 *   for each full month without creditable coverage, kept for as long as one has Part D (the 2026
 *   base premium is not stated here since no primary source was found, so no case requires it);
 *   the 2026 Part D deductible is at most $615 (2025: $590), then 25% coinsurance to the $2,100
 *   cap; a screening colonoscopy is free, but when a polyp is removed the patient pays 15% (2023
 *   to 2026) and the Part B deductible does not apply; home health care for a homebound patient
 *   needing part-time skilled care costs nothing, durable medical equipment 20% after the Part B
 *   deductible. Mass.gov, Massachusetts law about Medicare: M.G.L. c. 112 § 2 forbids a doctor to
 *   charge a Medicare patient more than Medicare's reasonable charge (no balance billing).
 * - IRS: net investment income tax of 3.8% on the lesser of net investment income and MAGI over
 *   $250,000 joint ($200,000 single), not indexed; from 2026 a non-itemizer deducts cash gifts to
 *   charity up to $1,000 single / $2,000 joint (not gifts to donor-advised funds); the 2026 SALT
 *   cap is $40,400 (phased down above $505,000 of MAGI); Notice 2025-67: a traditional IRA
 *   contributor covered by a workplace plan loses the deduction between $81,000 and $91,000 of
 *   MAGI single ($129,000 to $149,000 joint), SIMPLE deferral $17,000 with a $4,000 catch-up at 50
 *   and $5,250 at 60 to 63; Publication 575, Simplified Method: after-tax cost over 160 payments
 *   when the annuity starts at 71 or older; Publication 559: the personal representative files
 *   the decedent's final return; QLAC premium limit $210,000 for 2026 (IRB 2025-49), excluded from
 *   the RMD balance; SECURE 2.0 § 325: no lifetime RMDs from a designated Roth account from 2024;
 *   governmental 457(b) distributions carry no 10% additional tax (amounts rolled in from other
 *   plans or IRAs excepted); § 72(t)(2)(L) and Notice 2024-2: no 10% on distributions to a person
 *   certified by a physician as expected to die within 84 months (still income); Publication
 *   590-B: no 10% on IRA money for health insurance after 12 consecutive weeks of unemployment
 *   compensation, nor on up to $10,000 in a lifetime for a first home for oneself, a child or a
 *   grandchild; § 72(p): a plan loan up to half the vested balance, at most $50,000, a loan
 *   offset on leaving is a distribution unless rolled over by the return's due date; SECURE 2.0
 *   § 126: a 529 open 15 years may go to the beneficiary's Roth IRA, $35,000 in a lifetime, each
 *   year within the IRA limit; IRA contributions need earned income; Notice 2014-54: after-tax
 *   401(k) contributions may go directly to a Roth IRA with the pre-tax part to a traditional IRA;
 *   Form W-4R: an IRA withdrawal is withheld at 10% by default, any rate from 0% to 100% by
 *   election; § 72(e): a non-qualified deferred annuity's withdrawals are earnings first; § 101(g):
 *   accelerated death benefits to a terminally ill insured are not income.
 * - NAIC, A Shopper's Guide to Long-Term Care Insurance: premiums may rise for a whole class of
 *   policyholders with the state's approval, not for one person's health; lower benefits or a
 *   longer elimination period can hold a premium down. NAIC, Buyer's Guide for Life Insurance:
 *   term policies may carry a conversion right without new evidence of health; a surrendered
 *   policy's cash value over the premiums paid is taxable; NAIC Life Insurance Policy Locator.
 * - Mass.gov: MassHealth lets the spouse at home keep a resource allowance and the home; estate
 *   recovery reaches the member's probate estate for nursing-home care (and long-term services
 *   paid at 55 or older), and waits while a spouse, a child under 21 or a blind or permanently
 *   disabled child survives; Prescription Advantage is open to residents 65 and over (income up
 *   to 500% of the poverty level with Medicare); a person without capacity cannot sign a
 *   power of attorney, and the Probate and Family Court appoints a guardian or conservator; a
 *   revocable trust avoids probate but stays in the estate for the estate tax. A beneficiary
 *   designation governs the IRA, not the will.
 */
import {
  BARE_YES_NO,
  DECLINES,
  type EvalCase,
  FIFTY_NINE_AND_A_HALF,
  GRIEF,
  HARD_NEWS,
  no,
  opens,
  WORRY,
  yes,
} from './score.ts';

// Conversations the follow-ups lean on.
const CREDITS =
  'never worked much, raised 4 kids. im 61 and started a part time job this year, ill earn about 6,000. how many social security credits is that, and how many do i need for my own benefit?';
const SSDI_JOB =
  'on ssdi since my stroke 2 years ago, im 58. feeling better and a friend offered me a job paying 1,500 a month. will i lose my disability check?';
const PART_D_LATE =
  'turned 65 a while back and skipped part d since i took no pills and had no other drug coverage. by the time my new plan starts in january ill have gone 30 full months without. whats my penalty?';
const HOME_HEALTH =
  'dad comes home friday after hip surgery, he can barely get out of the house. hes on original medicare. medicare wont pay for a nurse or therapist to come to the house, right?';
const CHARITY =
  'married filing jointly, both 70, we take the standard deduction. we gave 3,000 cash to our church this year. can we deduct any of it on our 2026 return?';
const QLAC_RMD =
  'im 76. my ira was 500k on dec 31 last year, and 210k of that is a qlac i bought in 2024. what is my rmd this year?';
const CITY_457 =
  'retiring from the city at 52 this spring, i have about 300k in my 457b. will i get hit with the 10% penalty if i take money out before 59 1/2?';
const GRANDSON_529 =
  'we have 30k left in a 529 i opened for my grandson 18 years ago. hes done with college and working now. can that money go into a roth ira for him?';
const ANNUITY_30K =
  'non qualified deferred annuity, i paid 100k for it and its worth 140k now. im 66. if i take 30k out this year how much of that is taxable?';
const LTC_RAISE =
  'bought long term care insurance 12 years ago at 58. they cant raise my premium once i own the policy, right?';

export const ROUND_14: EvalCase[] = [
  // ---------------------------------------------------------------- Social Security

  // worked: 6,000 / 1,890 = 3.17, so 3 credits this year; 40 are needed for a retirement
  // benefit. Wrong: the 2025 figure of $1,810.
  {
    q: CREDITS,
    must: [
      ['3 credits', 'three credits', '3 work credits', 'three work credits'],
      ['40 credits', '40 work credits', 'forty credits', '40 in all', '40 total'],
    ],
    not: ['1,810'],
  },
  // follow-up, worked: 8,000 / 1,890 = 4.2, and no one earns more than 4 credits in a year.
  {
    q: 'and if i earn 8,000 next year, do i get more than 4?',
    history: [CREDITS],
    must: [
      no('not', 'you can only', 'only 4', 'the most', 'four is', '4 is'),
      ['4 credits', 'four credits', '4 a year', 'four a year', '4 per year', 'four per year'],
    ],
    not: [yes(), ['5 credits', 'five credits']],
  },
  // yes-no trap, worked: 1,500 a month is under the 2026 substantial-gainful-activity line of
  // 1,690, though over 1,210 it uses a trial work month. Wrong: "yes, you lose it", or 1,620 (2025).
  {
    q: SSDI_JOB,
    must: [
      no('not', 'not necessarily', 'not right away', 'not automatically', 'probably not'),
      '1,690',
      ['trial work'],
    ],
    not: [yes(), '1,620'],
  },
  // follow-up: 2,000 is over 1,690; after 9 trial work months and a 3-month grace period benefits
  // stop while earnings stay that high (the extended period of eligibility restarts them).
  {
    q: 'what if the job pays 2,000 a month instead?',
    history: [SSDI_JOB],
    must: [
      '1,690',
      ['9 months', 'nine months', '9 trial', 'nine trial'],
      ['grace period', '3 months', 'three months', 'extended period'],
    ],
  },
  // yes-no trap: born on January 1 counts as born in the previous year, so full retirement age
  // is that of 1959, 66 and 10 months, not 67.
  {
    q: 'born january 1 1960 so my full retirement age is 67, right?',
    must: [
      no('not', 'not quite', 'actually', 'almost', 'close'),
      ['66 and 10 months', '66 and ten months', '66 years and 10 months'],
      ['day before', '1959'],
    ],
    not: [yes(), opens('right', 'correct', "that's right", 'that is right')],
  },
  // feeling-first: the one-time lump-sum death payment is $255, to a spouse in the household; it
  // does not pay the funeral.
  {
    q: 'my husband died tuesday, we were married 41 years. a lady at church said social security pays for the funeral. how much do they give?',
    must: [
      GRIEF,
      '255',
      ['one-time', 'one time', 'lump sum', 'lump-sum'],
      ['survivor', 'your own benefit', 'his benefit', 'widow'],
    ],
    not: ['250', '5,000'],
  },
  // yes-no trap, feeling-first: SSA does not accept a power of attorney for benefits; it appoints
  // a representative payee.
  {
    q: 'mom has dementia now and i have her power of attorney. can i just use the poa to handle her social security checks?',
    must: [
      HARD_NEWS,
      no('not', 'unfortunately', 'not for social security', 'social security does not'),
      ['representative payee', 'rep payee'],
    ],
    not: [yes()],
  },
  // feeling-first: the 2025 Trustees Report projects the retirement fund depleted in 2033 with
  // 77% of benefits still payable from taxes coming in (81% combined in 2034); not zero.
  {
    q: 'im 62 and terrified social security is going broke. should i grab it now before it runs out?',
    must: [WORRY, ['77%', '81%', 'about 80%', 'roughly 80%'], ['2033', '2034']],
    not: [yes()],
  },
  // worked (a lookup from her birth date): a birthday from the 11th to the 20th is paid on the
  // third Wednesday.
  {
    q: 'my birthday is the 19th and i just applied for my ss. what day of the month will it come?',
    must: [['third wednesday', '3rd wednesday']],
    // In the opening: the schedule listed below it names every Wednesday.
    not: [{ lead: ['second wednesday', '2nd wednesday', 'fourth wednesday', '4th wednesday'] }],
  },

  // ---------------------------------------------------------------- Medicare

  // worked: 30 months × 1% = 30% of the national base beneficiary premium, added every month for
  // as long as he has Part D. Wrong: Part B's 10% for each full 12 months (20%).
  {
    q: PART_D_LATE,
    must: ['30%', ['for as long as', 'for life', 'permanent', 'every month you have', 'lifetime']],
    not: ['20%'],
  },
  // follow-up, yes-no trap: the penalty is figured on the national base premium and stays with
  // any plan.
  {
    q: 'does the penalty go away if i pick a cheaper plan later?',
    history: [PART_D_LATE],
    must: [
      no('not', 'unfortunately', 'the penalty'),
      ['national base', 'base beneficiary', 'national average', 'any plan', 'every plan'],
    ],
    not: [yes()],
  },
  // missing detail: whether there was creditable drug coverage (and a gap of 63 days or more).
  {
    q: 'will i have to pay a part d penalty?',
    must: [['creditable'], ['63 days', '63 or more', 'initial enrollment', 'when you were first']],
    not: [BARE_YES_NO],
  },
  // worked: deductible 615, then 25% of the rest: 615 + 0.25 × (3,000 − 615) = 615 + 596.25 =
  // 1,211.25, under the 2,100 cap. Wrong: the 2025 deductible of 590, or the whole cap.
  {
    q: 'my part d plan has the full deductible. my one drug costs about 3,000 a year at the plans price. what will i pay out of pocket this year?',
    must: [['1,211.25', '1,211'], '615'],
    not: ['590', '2,100 out of pocket this year'],
  },
  // yes-no trap: a screening colonoscopy is free, but when a polyp is removed the patient pays
  // 15% of the approved amount in 2026, with no Part B deductible.
  {
    q: 'my screening colonoscopy is free on original medicare even if they take out a polyp, right?',
    must: [no('not', 'not quite', 'not entirely', 'mostly', 'almost', 'not always'), '15%'],
    not: [yes(), opens('right', 'correct', "that's right")],
  },
  // yes-no trap: Medicare pays in full for part-time skilled care at home for a homebound
  // patient, ordered by his doctor from a certified agency.
  {
    q: HOME_HEALTH,
    must: [
      no('not', 'actually', 'medicare does', 'medicare can', 'it can', 'it does', 'good news'),
      ['homebound', 'home-bound', 'trouble leaving'],
      ['nothing', 'no cost', 'no copay', 'pays in full', 'fully covered', '100%'],
    ],
    not: [yes(), opens('right', 'correct', "that's right")],
  },
  // follow-up: a walker and hospital bed are durable medical equipment, 20% after the Part B
  // deductible.
  {
    q: 'they also want him to have a walker and a hospital bed. does he pay for those?',
    history: [HOME_HEALTH],
    must: ['20%', ['durable medical equipment', 'dme'], ['deductible']],
    not: ['15%'],
  },
  // yes-no trap: Massachusetts forbids balance billing a Medicare patient (M.G.L. c. 112 § 2).
  {
    q: 'my new specialist in brookline doesnt take medicare assignment. can he charge me 15% more than medicares rate?',
    must: [
      no('not in massachusetts', 'not in mass', 'not', 'massachusetts law', 'in massachusetts'),
      [
        'balance bill',
        'balance-bill',
        'excess charge',
        'more than the medicare',
        'above the medicare',
      ],
    ],
    not: [yes()],
  },

  // ---------------------------------------------------------------- Taxes

  // worked: NIIT on the lesser of 80,000 of investment income and 300,000 − 250,000 = 50,000:
  // 50,000 × 3.8% = 1,900. Wrong: 80,000 × 3.8% = 3,040, or 300,000 × 3.8% = 11,400.
  {
    q: 'married filing jointly, our magi is about 300k this year and 80k of it is dividends and capital gains. do we owe that 3.8% tax on investment income, how much?',
    must: ['1,900', '250,000'],
    not: ['3,040', '11,400'],
  },
  // worked, yes-no trap: provisional income 20,000 / 2 + 14,000 = 24,000, under 25,000, so none
  // of the benefits is taxable; gross income 14,000 is under 16,100 + 2,050 = 18,150, so no
  // return is required (filing gets back any withholding).
  {
    q: 'single, 68. i get 20k of social security and made 14k at a part time job. do i even have to file a federal return?',
    must: [no('not', 'probably not', 'likely not', 'you may not'), '18,150'],
    not: [yes()],
  },
  // yes-no trap: from 2026 a couple who takes the standard deduction deducts up to $2,000 of
  // cash gifts to charity.
  {
    q: CHARITY,
    must: [yes('you can', 'partly', 'some of it', 'up to'), '2,000'],
    not: [no()],
  },
  // follow-up: gifts to a donor-advised fund do not count for the new deduction.
  {
    q: 'what if we put it in our donor advised fund instead?',
    history: [CHARITY],
    must: [no('not', 'unfortunately', 'gifts to a donor', 'donor-advised', 'donor advised')],
    not: [yes()],
  },
  // worked: property tax 14,000 + Massachusetts income tax 22,000 = 36,000, all of it under the
  // 2026 cap of 40,400. Wrong: the old $10,000 cap.
  {
    q: 'married filing jointly in newton, we itemize. property tax is 14k and our mass income tax about 22k. agi around 250k. how much of those taxes can we deduct federally?',
    must: ['36,000', '40,400'],
    not: [['only 10,000', 'capped at 10,000', 'limited to 10,000']],
  },
  // worked: covered by a workplace plan, MAGI 86,000 is halfway through 81,000 to 91,000, so half
  // of 8,600 is deductible: 4,300. Wrong: 2025's range (79,000 to 89,000) gives 2,580.
  {
    q: 'single, 60, i have a 401k at work and my magi is 86k. how much of an 8,600 traditional ira contribution can i deduct?',
    must: ['4,300', ['81,000', '91,000']],
    not: ['2,580', '3,750'],
  },
  // missing detail: whether a workplace plan covers the visitor (or the spouse), and income.
  {
    q: 'can i deduct my ira contribution this year?',
    must: [
      ['workplace', 'at work', 'employer plan', 'retirement plan at work', '401(k)', '401k'],
      ['income', 'magi'],
    ],
    not: [BARE_YES_NO],
  },
  // worked: Simplified Method, annuity starting at 71 or older: 48,000 / 160 = 300 a month tax
  // free until the 48,000 is recovered. Wrong: the 66-70 row, 48,000 / 210 = 228.57.
  {
    q: 'retired at 72 with a company pension of 2,000 a month single life. over the years i put in 48,000 after tax. how much of each check is tax free?',
    must: ['300', ['simplified method', '160']],
    not: ['228.57', '228'],
  },
  // feeling-first, yes-no trap: a final return is due for the year of death, filed by the
  // personal representative (or jointly by a surviving spouse).
  {
    q: 'my dad died in march. does someone still have to file a tax return for him for this year? who signs it?',
    must: [
      GRIEF,
      ['final return', 'final tax return', 'final 1040', 'final federal return'],
      ['personal representative', 'executor', 'administrator'],
    ],
    not: [no()],
  },

  // ---------------------------------------------------------------- Retirement accounts

  // worked: the QLAC is left out of the RMD balance: (500,000 − 210,000) / 23.7 = 12,236.29.
  // Wrong: 500,000 / 23.7 = 21,097.05.
  {
    q: QLAC_RMD,
    must: [['12,236', '12,236.29', '12,236.3']],
    not: ['21,097', '21,097.05'],
  },
  // follow-up: the 2026 QLAC premium limit is $210,000, and the old 25% cap is gone.
  {
    q: 'whats the most anyone can put in a qlac this year? is it still capped at 25% of the ira?',
    history: [QLAC_RMD],
    must: [
      '210,000',
      ['no longer', 'not anymore', 'not any more', 'removed', 'eliminated', 'dropped', 'repealed'],
    ],
    not: ['145,000'],
  },
  // yes-no trap: since 2024 the Roth money in a 401(k) has no lifetime RMDs.
  {
    q: 'im 74 and retired. i have 300k in the roth part of my old 401k. i have to take rmds from that too, right?',
    must: [
      no('not', 'not anymore', 'not any more', 'no longer', 'actually'),
      ['2024', 'secure 2.0', 'no longer', 'not anymore', 'not any more'],
    ],
    not: [yes(), opens('right', 'correct')],
  },
  // yes-no trap: governmental 457(b) money carries no 10% additional tax at any age.
  {
    q: CITY_457,
    must: [no('not', 'good news', '457', 'generally not', 'you will not', "you won't"), '457'],
    not: [yes()],
  },
  // follow-up: rolled into an IRA it becomes IRA money, and the 10% applies before 59½.
  {
    q: 'what if i roll it into an ira first?',
    history: [CITY_457],
    must: ['10%', FIFTY_NINE_AND_A_HALF],
  },
  // feeling-first, yes-no trap: a physician's certification of death expected within 84 months
  // lifts the 10%; income tax still applies.
  {
    q: 'i was just told my cancer is terminal, maybe 2 years. im 56. can i take money from my 401k without the 10% penalty?',
    must: [
      HARD_NEWS,
      yes('you can', 'you may', 'likely', 'there is'),
      ['physician', 'doctor'],
      ['income tax', 'taxable', 'ordinary income', 'taxed as income'],
    ],
    not: [no()],
  },
  // feeling-first, yes-no trap: after 12 consecutive weeks of unemployment compensation, IRA
  // money for health insurance premiums escapes the 10%.
  {
    q: 'laid off at 58 in march and on unemployment ever since, its been rough. paying 900 a month for health insurance on my own. can i take ira money for the premiums without the 10%?',
    must: [
      HARD_NEWS,
      yes('you can', 'you may', 'likely', 'probably'),
      ['12 consecutive weeks', '12 weeks', 'twelve weeks'],
    ],
    not: [no()],
  },
  // yes-no trap: the $10,000 lifetime first-home exception covers a grandchild.
  {
    q: 'im 57. can i take 10k out of my ira without the penalty to help my grandson buy his first house?',
    must: [
      yes('you can', 'you may', 'likely'),
      '10,000',
      ['grandchild', 'grandson', 'grandchildren', 'first-time', 'first time'],
    ],
    not: [no()],
  },
  // worked, two in one: a loan up to half the vested balance: 80,000 / 2 = 40,000; leaving with it
  // unpaid is a loan offset, taxed unless rolled over by the tax return's due date.
  {
    q: 'i have 80k vested in my 401k at work, im 60. how much can i borrow from it, and what happens if i quit with the loan still out?',
    must: ['40,000', ['due date', 'tax return', 'taxable', 'taxed', 'distribution', 'offset']],
    not: ['50,000 from'],
  },
  // yes-no trap: a 529 open 15 years may go to the beneficiary's Roth IRA, $35,000 in a lifetime.
  {
    q: GRANDSON_529,
    must: [yes('it can', 'you can', 'likely', 'some of it', 'partly'), '35,000'],
    not: [no()],
  },
  // follow-up, worked: each year's rollover is held to the IRA limit, 7,500 in 2026 (less his own
  // contributions); 30,000 / 7,500 = 4 years.
  {
    q: 'so can we move the whole 30k over this year?',
    history: [GRANDSON_529],
    must: [no('not', 'unfortunately', 'not all', 'only'), '7,500'],
    not: [yes()],
  },
  // worked: a Roth IRA contribution is held to the child's earned income: 4,200 (under 7,500).
  {
    q: 'my granddaughter is 16 and earned 4,200 at a summer job. can i put money in a roth ira for her, how much?',
    must: ['4,200', ['earned', 'custodial']],
    not: [no()],
  },
  // worked: after-tax contributions may go straight to a Roth IRA and the rest to a traditional
  // IRA: 500,000 − 60,000 = 440,000.
  {
    q: 'retiring at 64. my 401k is 500k and 60k of that is after tax money i put in. can the 60k go into a roth ira without tax?',
    must: [yes('it can', 'you can', 'likely', 'generally'), ['440,000', 'traditional ira']],
    not: [no()],
  },
  // yes-no trap: an IRA withdrawal is withheld at 10% by default (Form W-4R), any rate by
  // election; the 20% is for a plan's eligible rollover distribution.
  {
    q: 'taking 20k out of my ira for a new car. they automatically keep 20% for taxes right?',
    must: [
      no('not', 'not quite', 'actually', 'not for an ira'),
      '10%',
      ['w-4r', 'choose', 'pick', 'elect', 'any rate', 'different rate'],
    ],
    not: [yes(), opens('right', 'correct')],
  },
  // worked: a SIMPLE IRA at 61: 17,000 + the 60-63 catch-up of 5,250 = 22,250. Wrong: the usual
  // 4,000 catch-up (21,000), or 2025's 16,500.
  {
    q: 'im 61, my employer has about 60 people and a regular simple ira with a 3% match. how much can i put in this year?',
    must: ['22,250'],
    // As the answer (the opening): a 401(k)'s limit may be named beside it.
    not: [{ lead: ['21,000', '16,500', '24,500'] }],
  },
  // missing detail: the visitor's age (and the employer's size) sets the SIMPLE limit.
  {
    q: 'whats the most i can put in my simple ira this year',
    must: ['17,000', ['age', 'how old', '50 or older', 'over 50', '50 and older']],
    not: ['16,500'],
  },

  // ---------------------------------------------------------------- Annuities and insurance

  // worked: a non-qualified deferred annuity pays earnings first: the gain is 40,000, so all
  // 30,000 is taxable. Wrong: a pro-rata share, 30,000 × 40/140 = 8,571.
  {
    q: ANNUITY_30K,
    must: [
      '30,000',
      ['earnings first', 'gain first', 'interest first', 'comes out first', 'lifo', 'last-in'],
    ],
    not: ['8,571'],
  },
  // follow-up, worked: 10,000 of gain is left, so the next 20,000 is 10,000 taxable and 10,000
  // a tax-free return of premium (with no further growth).
  {
    q: 'and if i take another 20k next year?',
    history: [ANNUITY_30K],
    must: ['10,000'],
  },
  // feeling-first, yes-no trap: accelerated death benefits paid to a terminally ill insured are
  // not income; they reduce the death benefit.
  {
    q: 'my husband has als. his life insurance has an accelerated death benefit. if he takes part of it now is that taxable?',
    must: [
      HARD_NEWS,
      no('not', 'generally not', 'usually not', 'it is not', "it's not"),
      ['death benefit'],
    ],
    not: [yes()],
  },
  // yes-no trap: premiums may rise for a whole class with the state's approval.
  {
    q: LTC_RAISE,
    must: [
      no('not', 'unfortunately', 'they can', 'actually'),
      ['class', 'group', 'everyone', 'all policyholders'],
      ['state', 'division of insurance', 'regulator', 'approval', 'approve'],
    ],
    not: [yes(), opens('right', 'correct')],
  },
  // follow-up: lower the daily benefit or benefit period, give up inflation growth or lengthen the
  // elimination period; a paid-up reduced benefit if dropping it.
  {
    q: 'they just raised it 40%. what can i do besides pay it?',
    history: [LTC_RAISE],
    must: [
      ['reduce', 'lower', 'cut', 'smaller'],
      ['daily benefit', 'benefit period', 'inflation', 'elimination period', 'benefit amount'],
    ],
  },
  // missing detail, feeling-first: whether the policy has a conversion right and its deadline.
  {
    q: 'my 20 year term policy ends next year when im 66, and i had a heart attack last spring. is there any way to keep coverage without a physical?',
    must: [
      HARD_NEWS,
      ['convert', 'conversion'],
      ['deadline', 'conversion period', 'by a certain age', 'check your policy', 'your policy'],
    ],
    not: [BARE_YES_NO],
  },
  // missing detail: the cash value against the premiums paid decides whether a surrender is taxed.
  {
    q: 'if i cash in my whole life policy is the money taxable?',
    must: [
      ['premiums paid', 'premiums you paid', 'what you paid', 'basis', 'paid in'],
      ['gain', 'more than', 'exceeds', 'above'],
    ],
    not: [BARE_YES_NO],
  },
  // feeling-first: the NAIC Life Insurance Policy Locator searches for free.
  {
    q: 'dad passed last month and we think he had life insurance but cant find any papers. how do we find out?',
    must: [GRIEF, ['policy locator', 'naic']],
  },

  // ---------------------------------------------------------------- Estate and Massachusetts

  // yes-no trap: the IRA follows its beneficiary designation, not the will.
  {
    q: 'my will splits everything equally between my 3 kids, but the beneficiary on my ira is just my oldest. the will wins, right?',
    must: [
      no('not', 'unfortunately', 'actually', 'the beneficiary'),
      ['beneficiary designation', 'beneficiary form', 'named beneficiary', 'beneficiary you named'],
    ],
    not: [yes(), opens('right', 'correct')],
  },
  // yes-no trap: a revocable trust avoids probate but stays in the estate for the Massachusetts
  // estate tax (2,600,000 is over the 2,000,000 threshold).
  {
    q: 'single, estate about 2.6 million in mass. if i put everything in a revocable living trust does that get me out of the mass estate tax?',
    must: [no('not', 'unfortunately', 'a revocable'), 'probate'],
    not: [yes()],
  },
  // feeling-first, yes-no trap: the spouse at home keeps a resource allowance and the home; the
  // $2,000 limit is the applicant's.
  {
    q: 'im so scared. my husband needs a nursing home and we have about 250k in savings plus the house. do i have to spend it all down to 2,000 before masshealth helps?',
    must: [
      WORRY,
      no('not', 'not all', 'not everything', 'you do not', "you don't"),
      ['community spouse', 'spouse at home', 'resource allowance', 'spousal'],
    ],
    not: [yes()],
  },
  // missing detail: estate recovery waits while a spouse, a child under 21 or a disabled child
  // survives, and reaches what is in her estate.
  {
    q: 'mom is on masshealth in a nursing home. when she dies will the state take her house?',
    must: [['estate recovery'], ['spouse', 'child under 21', 'disabled child', 'blind']],
    not: [BARE_YES_NO],
  },
  // feeling-first, yes-no trap: without capacity he cannot sign a power of attorney now; the
  // Probate and Family Court appoints a guardian or conservator.
  {
    q: 'dad has advanced dementia and never signed a power of attorney. can i just have him sign one now so i can pay his bills?',
    must: [
      HARD_NEWS,
      no('not', 'unfortunately', 'probably not', 'likely not', 'if he'),
      ['conservator', 'guardian'],
    ],
    not: [yes()],
  },
  // yes-no trap: Prescription Advantage is Massachusetts' pharmacy program for people 65 and over.
  {
    q: 'im 72 in mass, income about 40k. is there any state program that helps with drug costs on top of my part d?',
    must: [['prescription advantage']],
    not: [no()],
  },

  // ---------------------------------------------------------------- Mixed

  // mixed: declines reading aloud; Form 1040-SR is the larger-print return for people 65 and over.
  {
    q: 'can you read my tax form out loud to me? also is there a big print federal form for seniors',
    must: [DECLINES, '1040-sr'],
  },
  // mixed: declines the order; a walker is durable medical equipment under Part B, 20%.
  {
    q: 'can you order me a walker on amazon? also does medicare pay for one',
    must: [DECLINES, '20%', ['durable medical equipment', 'dme', 'part b']],
  },
  // mixed: declines the call; the 2026 Part D deductible is at most $615 (2025: $590).
  {
    q: 'could you call my pharmacy to refill my blood pressure pills? also whats the highest part d deductible a plan can have this year',
    must: [DECLINES, '615'],
    not: ['590'],
  },
  // mixed: declines the film; the non-itemizer deduction for a single filer is $1,000 (the
  // 2021 pandemic figure was $300).
  {
    q: 'whats a good movie for thanksgiving night? also im single and dont itemize, how much of my cash gifts to charity can i deduct',
    must: [DECLINES, '1,000'],
    not: ['300', '2,000 for a single'],
  },

  // ---------------------------------------------------------------- Behaviour

  // behaviour: asks for a person.
  {
    q: 'the qlac and rmd stuff is a lot. can one of your people go over my iras with me next week?',
    expect: 'handoff',
  },
  // behaviour: out of the firm's scope.
  { q: 'whats the best way to get rid of moles tearing up my lawn', expect: 'out_of_scope' },
  // behaviour: personal data shared.
  {
    q: 'my ssn is 027-44-9135 and i was born 6/2/1959, can you check if my part d penalty was figured right?',
    expect: 'privacy',
  },
];
