/**
 * The thirty-eighth round, written for the next change of engine and not run against any engine:
 * written blind, from the questions retirees and near-retirees most often bring to a
 * retirement-income, tax and insurance firm (the common questions SSA, Medicare.gov, the IRS's
 * retirement pages, Mass.gov, SHINE and the NAIC's buyer's guides list), in rough proportion to how
 * often they ask them, not from the knowledge base or the engine's answers. What is new is every
 * question's wording and situation: none is copied or paraphrased from rounds 34 to 37, the rounds
 * read while writing it (a claim at 62 for one born in 1964 after a layoff, worked, and then what
 * it does to a wife's survivor benefit, worked; a divorced wife's benefit while the former husband
 * works on, and then his death; a widow's remarriage a few months before 60; the earnings test in
 * the year of full retirement age for one born at the end of 1959, worked; a couple's taxable
 * benefits beside a pension, worked, and then whether Massachusetts taxes them; a grandson raised
 * by a grandparent; the date the first deposit arrives, worked; a Massachusetts teacher's survivor
 * benefit after the offset's repeal; a wife's checks after her death at hospice; Part B put off
 * until COBRA ends; IRMAA's third single tier with its Part D add-on, worked, and then which year a
 * later sale reaches; IRMAA after a husband's death; leaving an Advantage HMO for Medigap after a
 * lymphoma diagnosis; rehab after four nights under observation; Part A for a wife short of 40
 * quarters; hearing aids under Supplement 1A; a yearly physical; an HMO in Sarasota for the winter;
 * 45 days of rehab under the Core plan, worked, and then under Supplement 1A; an RMD at 77 with a
 * wife eight years younger, worked, and then the rest of it in December, worked; a Roth 401(k) at
 * 74; Part A alone beside an HSA, and then Social Security at 66 beside it; HSA contributions in
 * the year Medicare starts, worked; a couple's Roth contributions in the phase-out, worked, and
 * then over it; an IRA left to a grandson of 12; a father's RMD in the year he died, worked; a
 * second 60-day rollover within a year; a Roth conversion that fills the 12% bracket before
 * Medicare, worked, and then its effect on Medicare premiums, worked; a single owner's house sale,
 * worked; memory care as a medical deduction, worked; a Massachusetts state pension on the state
 * return; the senior deduction beside itemizing; a rental condo's depreciation at sale, worked;
 * inherited shares sold after a mother's death, worked; a couple's Massachusetts exemption without
 * portability, and then how the trust works; a transfer-on-death deed in Quincy; a Connecticut will
 * after the move; a church's bequest from the IRA or elsewhere; an executor asked to pay out early;
 * a 401(k) whose only beneficiary died; a furnace paid from the IRA or the Roth beside IRMAA,
 * worked, and then the surcharge, worked; two years of withdrawals in cash, worked; a mortgage paid
 * off from the IRA in one go; a pension lump sum paid to the retiree, worked; living on CD interest
 * for life; the 4% rule's second year after a drop, worked; an indexed annuity's cap, worked, and
 * then a falling index, worked; a MYGA's free withdrawal, worked, and then its tax, worked; an
 * annuity's penalty at 57; an annuity bought at a bank branch; a year in a Newton nursing home,
 * worked, and then MassHealth with a costly house, worked; an elimination period, worked; a 3%
 * compound inflation rider, worked; a policy counted in the Massachusetts estate, worked, and then
 * the trust that fixes it; a granddaughter of nine as beneficiary; a father's policy found two
 * years on; a father's personal needs allowance, worked; the Medicare Savings Program with savings;
 * the firm's pay, meetings away from the office and clients in New Hampshire). Visitors aged 55 and
 * over on phones, lower case and shorthand, with their own ages, incomes, balances and dates; two
 * questions in one; follow-ups that lean on the answer before; a loss, a diagnosis or a fear in the
 * first line; an everyday request mixed in; a missing detail the honest answer names; and questions
 * where the natural yes or no would be wrong, beside some where it is right. It was written blind
 * and is scored as written, misses included, and its figure is reported, never gated.
 *
 * Every case is marked with the kind it tests and, for a worked case, the arithmetic behind its
 * figures. Each case was checked against score.ts alone (never the engine) with a careful adviser's
 * answer, which it passes, a reworded careful answer, which it passes, and a plainly wrong one,
 * which it fails; a careful answer opening with the wrong yes or no fails where that opening is
 * forbidden. Every 2026 figure was confirmed through the pages named (secondary unless marked).
 * - SSA: the 2026 earnings limit in the year of full retirement age $65,160 ($1 for $3, months
 *   before that month only): JRB's news page (jrbcj.org, November 2025) quoting SSA's fact sheet,
 *   Brokerbase and Particle. The widow's limit of the larger of the worker's reduced benefit or
 *   82.5% of his primary insurance amount: SSA's POMS RS 00615.320 (primary). Payment on the
 *   second, third or fourth Wednesday by day of birth (21st-31st: fourth), for the month before:
 *   WhenIsMyCheck and Tips.Today (the date itself checked against a 2026 calendar). The Social
 *   Security Fairness Act (5 January 2025) ending the Government Pension Offset: AFT Massachusetts
 *   and the Cambridge Retirement System's page, which also says Massachusetts does not tax Social
 *   Security. Known rules: full retirement age 67 from 1960 and 66 and 10 months for 1959; 5/9 of
 *   1% a month for the first 36 months early and 5/12 of 1% beyond; a divorced spouse of ten years'
 *   marriage independently entitled after two years of divorce; a survivor's remarriage before 60
 *   ending the survivor benefit; a grandchild's benefit only when the parents are dead or disabled
 *   or the child is adopted; up to 50% and 85% of benefits taxable above $32,000 and $44,000 of a
 *   couple's provisional income; the $255 lump-sum death payment; no benefit for the month of
 *   death.
 * - CMS / Medicare.gov: the 2026 Part B premium $202.90 and deductible $283, the skilled-nursing
 *   coinsurance $217 from day 21, the Part A premium of $311 with 30-39 quarters: CMS's figures of
 *   14 November 2025 as reproduced by MyMedicareMike's cost sheet, SolutionShortcut and
 *   MedLifeGuide. IRMAA's single tiers ($109,001-$137,000 at $284.10 with $14.50 for Part D;
 *   $171,001-$205,000 at $527.50 with $60.40): Savvy Social Security's reproduction of CMS's 2026
 *   table and PrepareForMedicare's. The Core plan not paying skilled-nursing coinsurance,
 *   Supplement 1A paying it: Medicare.gov's Medigap in Massachusetts page (primary). Massachusetts
 *   Medigap sold regardless of health: 211 CMR 71.10, as in round 34, and Assurance's Massachusetts
 *   page. Observation days not counting toward the three inpatient days: VTLawHelp's page and
 *   Resting Sycamore's, both citing Medicare. Known rules: COBRA not extending the eight-month
 *   special enrolment period; a spouse's death as a life-changing event on Form SSA-44; premiums
 *   two years after the income; the Advantage open enrolment period to 31 March; premium-free Part
 *   A on a spouse's record (40 quarters, married a year, 62); hearing aids and routine physicals
 *   not covered, the Annual Wellness Visit at no cost; an HMO outside its area for emergencies and
 *   urgent care only; emergency ambulance under Part B at 20%.
 * - IRS: the 2026 IRA limit $7,500 and catch-up $1,100 (CPA1931's table, Particle and Vision
 *   Retirement quoting the IRS), the Roth phase-out $242,000-$252,000 joint (Superior IRA's table,
 *   Accounting Freedom Group and a news reprint), the HSA limit $4,400 and catch-up $1,000 (Savoy
 *   Associates' table and Vision Retirement), the standard deduction $32,200 joint and the 12%
 *   bracket to $100,800 joint (Lighthouse CPA's 2026 table and a TaxCoda digest of the IRS's 2026
 *   adjustments), the senior deduction of $6,000 for itemizers and non-itemizers alike, phased out
 *   above $75,000 (Meadville Tax Service and Taxgenuity). The Uniform Lifetime Table from 2022 (77:
 *   22.9; 84: 16.8; the old table 21.2 and 15.5): Financial Ducks in a Row's reproduction and PRS's
 *   old table. Known rules: the joint table only for a sole-beneficiary spouse more than ten years
 *   younger; an RMD any time by 31 December; no lifetime RMDs from Roth 401(k)s from 2024 (SECURE
 *   2.0); no HSA contributions once enrolled in any part of Medicare, Part A backdated up to six
 *   months on a claim after 65, and contributions prorated by month; the backdoor Roth and the
 *   pro-rata rule; the minor-child exception only for the owner's own child and ten years for a
 *   grandchild; the year-of-death RMD taken by the beneficiaries; one 60-day IRA rollover in 12
 *   months; the $250,000 exclusion for a single owner; medical costs over 7.5% of AGI for those who
 *   itemize; up to 25% on depreciation taken (unrecaptured section 1250 gain); the step-up at
 *   death; mandatory 20% withholding on a plan distribution paid to the participant; the 10%
 *   additional tax on an annuity's gain before 59½ and gains coming out first.
 * - Massachusetts: the estate tax on estates over $2 million, not portable between spouses (a
 *   Boston law firm's alert at riw.com and Samuel Reidy's page on the 2023 law); no
 *   transfer-on-death deeds for real estate (Forms.Legal and StateRegsToday, and a Leominster
 *   representative's column on the bill never passed); creditors' claims within one year of death
 *   (G.L. c. 190B, § 3-803, at malegislature.gov, primary); pensions from Massachusetts' and
 *   federal contributory systems not taxed, other retirement income at 5% (Mass.gov's page on
 *   government pensions and a DOR answer reprinted by Experts123). MassHealth's 2026 personal needs
 *   allowance $72.80, home equity limit $1,130,000, asset limit $2,000 and no asset limit for the
 *   Medicare Savings Programs since March 2024: Mass.gov's financial guidelines page (primary).
 *   Known rules: a will valid where it was signed (G.L. c. 190B, § 2-506); the Uniform Transfers to
 *   Minors Act to 21; the Life and Health Insurance Guaranty Association.
 * Dropped while writing: the 2026 Medicare Advantage out-of-pocket limit (pages give $8,850, $9,250
 *   and $9,850); the 0% capital gains ceiling for couples ($98,900, confirmed, but a round 34
 *   situation came too close); the QCD limit (not needed); the Massachusetts surtax threshold for
 *   2026 (not looked up to a source); the Medicare Savings Program's income limit (not found as a
 *   2026 figure, so no case asks it).
 */
import {
  BARE_YES_NO,
  BUT_NO,
  DECLINES,
  type EvalCase,
  FIFTY_NINE_AND_A_HALF,
  feels,
  GRIEF,
  HARD_NEWS,
  LETTERED,
  lead,
  NOPE,
  NOT_UNDERWRITTEN,
  no,
  opens,
  YEP,
  yes,
} from './score.ts';

/** A second sentence that turns to the no after one that meets the feeling. */
const BUT_NOT = ['but no', 'but not', 'but unfortunately', 'but sadly', 'but generally not'];
const REACH_US = ['call', 'phone', 'schedule', 'book', 'meeting', 'consultation', 'appointment'];
/** A no after a first clause that meets the feeling ("I'm so sorry, but no" or "but not quite"). */
const BUT_NOT_FIRST = [BUT_NO, /^[^.!?\n]*\bbut not\b/];
/** A yes after a first clause that meets the feeling ("I'm so sorry, and yes"). */
const AND_YES = /^[^.!?\n]*\b(?:and|but) yes\b/;
/** A plain no in the first two sentences, not "no need" or "no problem". */
const PLAIN_NO =
  /^(?:(?:[^\n.!?]|[.!?](?!\s))*(?:[.!?]\s+|\n+))?[\s-]*no\b(?! need| problem| matter)/;
/** A fee figure the firm never stated: a dollar amount an hour or flat, or a percent of assets. */
const MADE_UP_FEE = [
  /\b\d{2,5} (?:an|per|a) hour\b/,
  /\bflat fee of \d/,
  /\b\d(?:\.\d+)?% (?:of (?:your )?assets|a year|per year|annually)\b/,
];
/** A first sentence that meets a fear or a strain. */
const FEAR = feels(
  'worr',
  'understand',
  'concern',
  'fear',
  'scar',
  'terrif',
  'anxi',
  'stress',
  'sorry',
  'hard',
  'difficult',
  'tough',
  'overwhelm',
  'a lot',
);
/** A wrong figure given as the answer, not one set aside ("not $3,333", "was 50%"). */
const claims = (figure: string): RegExp =>
  new RegExp(
    `(?<!\\b(?:not|than|instead of|never|from|was|were|be|old|of only)\\s)\\b${figure
      .replace(/[$,]/g, '')
      .replace(/\./g, '\\.')}(?![\\d.]\\d)`,
  );

// Conversations the follow-ups lean on.
const CLAIM_62 =
  'got laid off in march and im 62 now, born april 1964. my ss statement says 2,400 at full retirement age. if i file now what would i get a month?';
const EX_SPOUSE =
  'divorced in 2015 after 14 years married, never remarried. im 64, my ex is 66 and still working, hasnt filed. can i get a benefit on his record now or do i have to wait for him to file?';
const SS_JOINT =
  'married filing jointly, both 70. ss is 48,000 a year between us and his pension is 40,000. how much of our social security gets taxed?';
const IRMAA_SINGLE =
  'single, 67. my 2024 magi was about 180k because i sold a bunch of stock. what will i pay for part b and part d each month in 2026?';
const SNF_CORE =
  'dad had a real 5 day hospital admission and is now in rehab at a skilled nursing place, expected about 45 days. he has original medicare and the mass core plan. what will he owe?';
const RMD_77 =
  'turned 77 in may. ira was 530,000 on dec 31 2025. my wife is 69 and my only beneficiary, does her age change my rmd? and whats the number?';
const HSA_PART_A =
  'turning 65 in march, still working with an hsa plan at a big company. thinking of signing up for just part a since its free. can i keep putting money in the hsa?';
const ROTH_PHASE =
  'married, im 61 and hes 58, both still working. our magi will be about 246k this year. how much can each of us put in a roth ira?';
const CONVERT_12 =
  'were 63 and 64, not on ss or medicare yet. agi will be about 120k from his pension and my part time job. how much could we convert to roth this year and stay in the 12% bracket?';
const MA_PORT =
  'were married, house and savings come to about 3.2 million, everything in joint names. if i die first my wife gets my 2 million mass exemption too, so no mass estate tax, right?';
const IRMAA_DRAW =
  'single, 70. my magi this year will be about 104k from ss, my pension and my rmd. i need another 15k for a new furnace. should i take it from the ira or my roth?';
const FIA =
  'put 200k in a fixed indexed annuity last year, 8% annual cap, 100% participation. the index went up 14% this contract year. what gets credited?';
const MYGA =
  'bought a 5 year myga for 160k, its worth 180k now and im in year 3 with a 5% surrender charge. i need 25k for a roof. what will the surrender charge be?';
const NURSING =
  'mom is 88, widowed, going into a nursing home in newton that charges 465 a day. she has 400k in savings and her house is worth about 1.35 million. whats a year cost and how long does the 400k last?';
const LIFE_ESTATE =
  'widower, 76. house and investments about 1.6 million, plus a 750k life insurance policy that i own. life insurance isnt counted for the mass estate tax, right?';

export const ROUND_38: EvalCase[] = [
  // ---------------------------------------------------------------- Social Security

  // worked: full retirement age 67 for 1964; 60 months early: 36 × 5/9% + 24 × 5/12% = 20% + 10%
  // = 30%: 2,400 × 70% = 1,680.
  {
    q: CLAIM_62,
    must: ['1,680', ['30%', '70%']],
    not: [claims('1,800'), claims('1,920')],
  },
  // follow-up, worked, yes-no trap (the natural no is wrong): a widow's benefit on a worker who
  // claimed early is limited to the larger of his reduced benefit or 82.5% of his full amount:
  // 82.5% × 2,400 = 1,980 against 2,400 had he waited.
  {
    q: 'my wife is 60 and her own benefit will be tiny. if i take mine at 62 does that shrink what she gets if im gone first?',
    history: [CLAIM_62],
    must: [yes(...YEP, 'it does', 'it would', 'somewhat', 'partly', 'some'), '82.5%', '1,980'],
    not: [opens('no', "it doesn't", 'it does not', "it won't", 'it will not')],
  },
  // yes-no trap (the natural "wait for him" is wrong): divorced two years or more, she is
  // independently entitled whether or not he has filed; reduced at 64.
  {
    q: EX_SPOUSE,
    must: [
      yes(
        ...YEP,
        "you don't have to wait",
        'you do not have to wait',
        "you don't need to wait",
        'you do not need to wait',
        'no need to wait',
      ),
      ['2 years', 'two years', 'independently entitled', 'independent'],
      ['reduced', 'less than', 'smaller', 'lower'],
    ],
    not: [
      PLAIN_NO,
      opens(
        'you have to wait',
        'you must wait',
        'you need to wait',
        'not until',
        'only after he',
        'only once he',
      ),
    ],
  },
  // follow-up: a surviving divorced spouse may receive up to 100% of the former husband's benefit.
  {
    q: 'and if he dies before me, what happens to that?',
    history: [EX_SPOUSE],
    must: [
      ['survivor', 'surviving divorced'],
      ['100%', 'full amount', 'all of his', 'his full'],
    ],
    not: [
      /\bdivorced (?:spouses?|wives|wife) (?:can't|cannot|don't|do not|aren't|are not) (?:get|receive|collect|eligible)/,
    ],
  },
  // missing detail: a survivor's remarriage before 60 ends the survivor benefit, at 60 or later it
  // does not; her birthday against a June wedding is the detail left out.
  {
    q: 'widowed at 55, now 59 and getting remarried in june. will i still be able to collect my late husbands survivor benefit when im older?',
    must: [
      ['turn 60', 'age 60', 'reach 60', '60th birthday', 'after 60', 'before 60', 'are 60'],
      [
        'lose',
        'not eligible',
        'ineligible',
        "can't collect",
        'cannot collect',
        'no longer eligible',
        'forfeit',
        'give up',
      ],
    ],
    not: [BARE_YES_NO],
  },
  // worked: full retirement age 66 and 10 months for 1959, reached in October 2026; January to
  // September count: 9 × 8,500 = 76,500; 76,500 − 65,160 = 11,340; ÷ 3 = 3,780.
  {
    q: 'born late december 1959, still working, making 8,500 a month. i started ss in january. how much will they hold back this year before i hit full retirement age?',
    must: ['3,780', '65,160', ['october', 'september', '66 and 10 months', '76,500']],
    not: [claims('5,670'), claims('12,280'), claims('38,760')],
  },
  // worked: provisional income 40,000 + 48,000 / 2 = 64,000; 50% × (44,000 − 32,000) = 6,000 plus
  // 85% × (64,000 − 44,000) = 17,000: 23,000 taxable (under the cap, 85% × 48,000 = 40,800).
  {
    q: SS_JOINT,
    must: ['23,000', ['64,000', '44,000', '32,000']],
    not: [
      /\b(?:taxable (?:amount|portion|part) (?:is|would be|will be)|(?:is|would be|will be) taxable:?) (?:about |roughly |around )?40800\b/,
      /\b40800 (?:is|would be|will be) taxable\b/,
    ],
  },
  // follow-up, yes-no trap (the natural yes is wrong): Massachusetts does not tax Social Security.
  {
    q: 'and mass taxes that too?',
    history: [SS_JOINT],
    must: [
      no(
        ...NOPE,
        'massachusetts does not',
        "massachusetts doesn't",
        'mass does not',
        "mass doesn't",
        'none of it',
      ),
      ['not taxed', "doesn't tax", 'does not tax', 'exempt', 'not subject', "isn't taxed"],
    ],
    not: [opens('yes')],
  },
  // missing detail: a grandchild's benefit only when the parents are dead or disabled, or the
  // child is adopted, and living with the grandparent on half support.
  {
    q: 'im 67 and on ss. raising my 10 yr old grandson full time, my daughter has a drug problem and isnt in the picture. can he get a benefit on my record?',
    must: [
      ['adopt', 'adopted', 'adoption'],
      ['disabled', 'deceased', 'died', 'dead'],
      ['support', 'lived with', 'living with', 'lives with'],
    ],
    not: [BARE_YES_NO],
  },
  // worked date: July's benefit is paid in August; a 22nd birthday is paid on the fourth
  // Wednesday, which in August 2026 is the 26th (5, 12, 19, 26).
  {
    q: 'im 66, born on the 22nd. ss approved me starting with july 2026. what date does the first payment actually hit my account?',
    must: [
      /\baug(?:ust)?\.? 26\b/,
      [
        'fourth wednesday',
        '4th wednesday',
        'after the 20th',
        '21st',
        'following month',
        'month after',
      ],
    ],
    not: [/\b(?:arrives?|paid|deposited|hits?|lands?) (?:on )?july\b/, /\baug(?:ust)?\.? 19\b/],
  },
  // yes-no trap (the natural yes is wrong): the Social Security Fairness Act ended the Government
  // Pension Offset from 2024; a Massachusetts teacher's survivor benefit is payable on application.
  {
    q: 'retired mass teacher, pension about 4,100 a month. my husband died in 2021 and ss told me back then i couldnt get his survivor benefit because of my pension. is that still the case?',
    must: [
      no(...NOPE, 'not anymore', 'no longer', 'good news'),
      ['fairness act', 'government pension offset', 'gpo'],
      [
        'apply',
        'contact social security',
        'call social security',
        'file',
        'reapply',
        'ask social security',
      ],
    ],
    not: [
      opens(
        'yes',
        'unfortunately yes',
        "that's still",
        'that is still',
        'it is still',
        "it's still",
        'still the case',
      ),
    ],
  },

  // ---------------------------------------------------------------- Medicare

  // yes-no trap (the natural yes is wrong): COBRA does not extend the eight-month special
  // enrolment period that began when the job ended.
  {
    q: 'retired at 66 last october and went on cobra. i figured id sign up for part b when cobra runs out next year. thats fine right?',
    must: [
      no(...NOPE, 'probably not', 'be careful', 'not a good idea'),
      ['8 months', 'eight months', '8-month', 'eight-month', 'special enrollment period'],
      ['penalty'],
    ],
    not: [opens('yes', 'right', 'correct', "that's fine", 'that is fine', 'sure')],
  },
  // worked: 2024 MAGI 180,000 is in the single 171,001-205,000 tier: 527.50 for Part B and 60.40
  // added to Part D.
  {
    q: IRMAA_SINGLE,
    must: ['527.50', '60.40'],
    not: [claims('405.80'), claims('37.50'), claims('649.20')],
  },
  // follow-up: 2026 income sets 2028 premiums.
  {
    q: 'if i sell another 60k of stock gains this year, which years premiums does that hit?',
    history: [IRMAA_SINGLE],
    must: ['2028', ['two years', '2 years', 'two-year', '2-year']],
    not: [/\b(?:affects|raises|hits|changes|increases) (?:your )?(?:2026|2027) premiums?\b/],
  },
  // feeling-first, yes-no (the natural yes is right): a spouse's death is a life-changing event
  // on Form SSA-44; 70,000 is under the 109,000 single threshold.
  {
    q: 'my husband died in february. our 2024 joint income put us both in irmaa. now its just me on my pension, maybe 70k. can i get my surcharge lifted?',
    must: [
      GRIEF,
      [yes(...YEP, 'very likely', 'likely', 'probably'), AND_YES],
      ['ssa-44', 'life-changing event', 'life changing event'],
      ['109,000', 'standard premium', '202.90', 'standard amount'],
    ],
    not: [opens('no', 'unfortunately')],
  },
  // feeling-first, yes-no trap (the natural yes is wrong): a Massachusetts Medigap policy cannot
  // be refused on health; leaving an Advantage plan by 31 March or in the fall.
  {
    q: 'im on a medicare advantage hmo and just got diagnosed with lymphoma. i want to go back to original medicare with a supplement so i can see specialists at dana farber. will the supplement companies turn me down now?',
    must: [
      HARD_NEWS,
      [no(...NOPE, ...BUT_NOT, 'probably not'), ...BUT_NOT_FIRST],
      NOT_UNDERWRITTEN,
      ['march 31', 'december 7', 'open enrollment', 'enrollment period'],
    ],
    not: [
      opens('yes', 'they may', 'they might', 'they could', 'they can turn', 'they can refuse'),
      ...LETTERED,
    ],
  },
  // yes-no trap (the natural yes is wrong): observation days are outpatient and do not make the
  // three-day inpatient stay skilled nursing needs.
  {
    q: 'mom, 84, was in the hospital 4 nights after a fall but they say it was observation. now she needs rehab at a nursing home. medicare gives her 20 days free, right?',
    must: [
      no(...NOPE, 'probably not', 'likely not'),
      'observation',
      ['3-day', 'three-day', '3 day', 'three day', 'three days', '3 days'],
      'inpatient',
    ],
    not: [opens('yes', 'right', 'correct', "that's right")],
  },
  // missing detail, worked: premium-free Part A on a husband's record (40 quarters, married a
  // year, he at least 62); otherwise 311 a month with 30-39 quarters (3,732 a year).
  {
    q: 'my wife turns 65 in august. she only worked about 8 years so shes short of the 40 quarters. what will her part a cost us?',
    must: [
      '311',
      [
        'your record',
        'your work record',
        'your work history',
        "husband's record",
        "spouse's record",
        'on yours',
        "spouse's work",
      ],
      ['62', 'married at least', 'one year', '1 year'],
    ],
    not: [/^[^.!?\n]*\bshe(?:'ll| will| has to| must) pay 311\b/],
  },
  // yes-no trap (the natural yes is wrong): Original Medicare does not cover hearing aids, so
  // Supplement 1A has nothing to pay.
  {
    q: 'audiologist says i need hearing aids, about 5,200 a pair. i have original medicare and supplement 1a. since medicare covers the hearing test the supplement picks up the hearing aids right?',
    must: [
      no(...NOPE),
      [
        'not cover',
        "doesn't cover",
        'does not cover',
        "don't cover",
        "isn't covered",
        "aren't covered",
        'not covered',
        "won't cover",
        'will not cover',
        "won't pay",
        'will not pay',
      ],
      ['over-the-counter', 'over the counter', 'otc', 'advantage', 'discount', 'masshealth'],
    ],
    not: [opens('yes', 'right', 'correct')],
  },
  // yes-no trap (the natural yes is wrong): the Annual Wellness Visit is free; a routine physical
  // is not covered, and problems treated bring the deductible and 20%.
  {
    q: 'booked my yearly physical with bloodwork. medicare covers an annual physical 100% so i wont get a bill, right?',
    must: [
      no(...NOPE, 'not exactly', 'not necessarily', 'not quite'),
      ['annual wellness visit', 'wellness visit'],
      [
        'deductible',
        '20%',
        'coinsurance',
        'could get a bill',
        'may get a bill',
        'might get a bill',
      ],
    ],
    not: [opens('yes', 'right', 'correct', "that's right")],
  },
  // yes-no trap (the natural yes is wrong): an HMO covers emergencies and urgent care outside its
  // area, routine care only in its network.
  {
    q: 'we go to sarasota jan through march. my advantage plan is a massachusetts hmo. am i covered down there for regular doctor visits?',
    must: [
      no(...NOPE, 'probably not', 'generally not', 'usually not', 'only for', 'only emergencies'),
      ['emergency', 'emergencies', 'urgent'],
      ['visitor', 'travel', 'ppo', 'original medicare', 'medigap', 'supplement'],
    ],
    not: [opens('yes', 'you are', "you're covered")],
  },
  // worked: days 1-20 at 0, days 21-45 at 217, and the Core plan does not pay the coinsurance:
  // 25 × 217 = 5,425.
  {
    q: SNF_CORE,
    must: [
      '5,425',
      '217',
      ['20 days', 'first 20', 'days 1-20', 'days 1 through 20', 'day 21', 'days 21'],
    ],
    not: [claims('5,208'), claims('9,765')],
  },
  // follow-up, yes-no (the natural yes is right): Supplement 1A pays the skilled-nursing
  // coinsurance for days 21-100.
  {
    q: 'would supplement 1a have covered that?',
    history: [SNF_CORE],
    must: [
      yes(...YEP, 'it would', 'supplement 1a would', 'supplement 1a covers', '1a would'),
      ['coinsurance', '217', '5,425'],
    ],
    not: [opens('no')],
  },

  // ---------------------------------------------------------------- RMDs, IRAs, Roths and HSAs

  // worked, yes-no trap (the natural yes is wrong): the joint table only for a spouse more than 10
  // years younger: Uniform Lifetime Table 77: 22.9: 530,000 / 22.9 = 23,144.10 (the old table's
  // 21.2 gave 25,000).
  {
    q: RMD_77,
    must: [
      no(...NOPE, "her age doesn't", 'her age does not'),
      ['23,144', '23,144.10'],
      '22.9',
      ['10 years', 'ten years'],
    ],
    not: [opens('yes'), claims('21.2'), claims('25,000')],
  },
  // follow-up, worked, yes-no (the natural yes is right): 23,144.10 − 10,000 = 13,144.10, due by
  // 31 December.
  {
    q: 'i already took 10k out in january. can the rest wait til december?',
    history: [RMD_77],
    must: [
      yes(...YEP),
      ['13,144', '13,144.10'],
      ['december 31', 'dec 31', 'end of the year', 'year-end', 'year end'],
    ],
    not: [PLAIN_NO, /\bapril 1\b/],
  },
  // yes-no trap (the natural yes is wrong): no lifetime RMDs from a Roth 401(k) from 2024.
  {
    q: 'im 74, retired, still have 210k in my old employers roth 401k. do i have to take rmds from it like my ira?',
    must: [no(...NOPE, 'not anymore', 'no longer', 'not since 2024'), '2024'],
    not: [opens('yes')],
  },
  // yes-no trap (the natural yes is wrong): any Medicare enrolment, Part A alone included, ends
  // HSA contributions.
  {
    q: HSA_PART_A,
    must: [
      no(...NOPE, 'not once', 'not after', 'only until'),
      ['part a'],
      ['delay', 'wait', 'hold off', 'postpone', 'prorated', 'prorate'],
    ],
    not: [opens('yes', 'you can')],
  },
  // follow-up: a claim after 65 brings Part A with it, backdated up to six months.
  {
    q: 'and what if i also start social security at 66?',
    history: [HSA_PART_A],
    must: [
      ['6 months', 'six months'],
      ['retroactive', 'retroactively', 'backdated', 'back'],
      [
        'automatic',
        'automatically',
        "can't turn down",
        'cannot turn down',
        "can't decline",
        'cannot decline',
        'must take part a',
        'comes with',
      ],
    ],
    not: [/\bsocial security (?:doesn't|does not|won't|will not) affect (?:your )?hsa\b/],
  },
  // worked: eligible January to May: (4,400 + 1,000) × 5/12 = 2,250.
  {
    q: 'turning 65 in june, medicare starts june 1. i have self only hdhp coverage. how much can i still put in my hsa for 2026 with the catch up?',
    must: ['2,250', ['5,400', '4,400']],
    not: [claims('5,400 for (?:the year|2026)'), claims('2,700')],
  },
  // worked: joint phase-out 242,000-252,000; (252,000 − 246,000) / 10,000 = 0.6 × 8,600 = 5,160
  // each.
  {
    q: ROTH_PHASE,
    must: ['5,160', ['242,000', '252,000']],
    not: [claims('8,600 each'), claims('4,500')],
  },
  // follow-up: over the range, a backdoor Roth, with the pro-rata rule.
  {
    q: 'and if we end up over 252k?',
    history: [ROTH_PHASE],
    must: [
      'backdoor',
      ['nondeductible', 'non-deductible', 'after-tax'],
      ['pro-rata', 'pro rata', 'aggregation', 'other ira', 'pre-tax ira'],
    ],
    not: [/\b(?:can't|cannot) (?:contribute|put money) (?:in|to|into)? ?(?:a )?roth at all\b/],
  },
  // yes-no trap (the natural yes is wrong): the minor-child exception only for the owner's own
  // child; a grandson has ten years.
  {
    q: 'thinking of leaving my 350k ira to my grandson whos 12. since hes a minor he can stretch it over his whole life, right?',
    must: [
      no(...NOPE),
      ['10 years', 'ten years', '10-year', 'ten-year', 'tenth year'],
      ['own child', 'your child', 'own children', "owner's child", "owner's minor child"],
    ],
    not: [opens('yes', 'right', 'correct')],
  },
  // feeling-first, worked: the year-of-death RMD falls to the beneficiaries: 310,000 / 16.8 (84)
  // = 18,452.38 (the old table's 15.5 gave 20,000).
  {
    q: 'my father turned 84 in june and died in october. he hadnt taken his 2026 rmd yet. his ira was 310k at the end of 2025 and my sister and i are the beneficiaries. who takes it and how much?',
    must: [
      GRIEF,
      ['18,452', '18,452.38'],
      '16.8',
      ['you and your sister', 'beneficiaries', 'both of you', 'each of you', 'between you'],
    ],
    not: [
      claims('15.5'),
      claims('20,000'),
      /\b(?:no|not an?) rmd (?:is )?(?:required|due) (?:for|in) (?:the year of|2026)\b/,
    ],
  },
  // yes-no trap (the natural "no problem" is wrong): one 60-day IRA rollover in any 12 months; the
  // October one counts, and March to May may pass 60 days.
  {
    q: 'took 30k out of my ira in march to cover a house closing, putting it back in may. i did the same thing with a different ira last october. any problem?',
    must: [
      yes(
        ...YEP,
        'unfortunately',
        'there is',
        "there's",
        'there may be',
        'probably',
        'likely',
        'possibly',
      ),
      [
        '12 months',
        'one rollover',
        'once a year',
        'once per year',
        'one per year',
        'one indirect rollover',
        '365 days',
      ],
      ['60 days', '60-day', 'sixty days'],
    ],
    not: [
      opens('no', "that's fine", 'that is fine', "you're fine", 'you are fine', 'should be fine'),
    ],
  },

  // ---------------------------------------------------------------- Tax

  // worked: 120,000 − 32,200 = 87,800 taxable; the joint 12% bracket ends at 100,800: 13,000 of
  // room.
  {
    q: CONVERT_12,
    must: ['13,000', '100,800', ['87,800', '32,200']],
    not: [claims('24,800'), claims('9,150'), claims('96,950')],
  },
  // follow-up, worked, yes-no (the natural no is right): 120,000 + 13,000 = 133,000, under the
  // 218,000 joint threshold; 2026 income sets 2028 premiums.
  {
    q: 'would that raise our medicare premiums when we get there?',
    history: [CONVERT_12],
    must: [
      no(...NOPE, 'probably not', 'unlikely', 'likely not'),
      '133,000',
      '218,000',
      ['2028', 'two years', '2 years'],
    ],
    not: [opens('yes')],
  },
  // worked: basis 180,000 + 40,000 = 220,000; gain 690,000 − 220,000 = 470,000; a single owner
  // excludes 250,000: 220,000 taxable.
  {
    q: 'never married, 70, selling my house in arlington for 690k. bought it in 1994 for 180k and put in about 40k of improvements. my married friends didnt owe anything on their sale. how much of mine is taxable?',
    must: ['250,000', ['470,000', '470k'], '220,000'],
    not: [
      /(?<!(?:not|n't|no) )\b(?:you (?:get|have|qualify for)) (?:the (?:full |same )?)?500000\b/,
      /\bnone of (?:the|your) gain is taxable\b/,
    ],
  },
  // worked: medical costs over 7.5% of AGI, for those who itemize: 7.5% × 88,000 = 6,600;
  // 31,000 − 6,600 = 24,400.
  {
    q: 'we paid 31k last year for my husbands memory care, hes chronically ill. our agi was 88k. how much of that can we deduct?',
    must: ['6,600', '24,400', ['itemize', 'itemizing', 'itemized', 'schedule a']],
    not: [/\b(?:all|the (?:full|whole|entire)) 31000 (?:is|would be|can be) deductible\b/],
  },
  // yes-no trap (the natural yes is wrong): Massachusetts does not tax its own contributory
  // pensions; IRA withdrawals at 5%.
  {
    q: 'retiring from the state this year with a mass state employees pension of 52k, plus ira withdrawals. does mass tax my pension?',
    must: [
      no(
        ...NOPE,
        'massachusetts does not',
        "massachusetts doesn't",
        'mass does not',
        "mass doesn't",
      ),
      ['exempt', 'not taxed', "isn't taxed", 'not taxable', "doesn't tax", 'does not tax'],
      '5%',
    ],
    not: [opens('yes')],
  },
  // yes-no trap (the natural yes is wrong): the senior deduction is taken whether or not one
  // itemizes.
  {
    q: 'im 68 and will itemize this year because of big medical bills and property tax. do i lose the new 6,000 senior deduction if i itemize?',
    must: [
      no(...NOPE, 'you keep it', 'you still get it'),
      [
        'whether you itemize',
        'itemize or not',
        'either way',
        'itemizers',
        'on top of',
        'even if you itemize',
        'even when you itemize',
        'in addition to',
      ],
      ['75,000', 'phase', 'income limit'],
    ],
    not: [opens('yes', 'unfortunately')],
  },
  // worked, yes-no trap (the natural yes is wrong): basis 150,000 − 90,000 = 60,000; gain 400,000
  // − 60,000 = 340,000, of which the 90,000 of depreciation is taxed at up to 25%.
  {
    q: 'selling the rental condo i bought in 2001 for 150k. took about 90k of depreciation over the years and im selling for 400k. its all taxed at the 15% capital gains rate, right?',
    must: [no(...NOPE, 'not all'), '340,000', '90,000', '25%'],
    not: [opens('yes', 'right', 'correct')],
  },
  // feeling-first, worked, yes-no trap (the natural yes is wrong): a step-up to the 185,000 value
  // at death: 192,000 − 185,000 = 7,000, long-term.
  {
    q: 'mom passed in january. she left me shares she bought for 30k decades ago, worth 185k the day she died. i sold them in april for 192k. do i owe tax on 162k?',
    must: [
      GRIEF,
      [no(...NOPE, ...BUT_NOT, 'only on', 'just on'), ...BUT_NOT_FIRST],
      ['step-up', 'stepped-up', 'step up', 'stepped up'],
      '7,000',
      ['long-term', 'long term'],
    ],
    not: [opens('yes'), claims('162,000 (?:is|would be) taxable')],
  },

  // ---------------------------------------------------------------- Estates

  // yes-no trap (the natural yes is wrong): Massachusetts' exemption is not portable; a credit
  // shelter trust uses both.
  {
    q: MA_PORT,
    must: [
      no(...NOPE),
      ['portability', 'portable', 'ported', 'port', 'transfer'],
      [
        'credit shelter',
        'credit-shelter',
        'bypass',
        'a-b trust',
        'ab trust',
        'family trust',
        'disclaimer trust',
        'trust',
      ],
    ],
    not: [opens('yes', 'right', 'correct')],
  },
  // follow-up: the trust funded at the first death, for the survivor's benefit, outside her estate.
  {
    q: 'how does that trust thing actually work?',
    history: [MA_PORT],
    must: [
      ['first death', 'first to die', 'first spouse', 'dies first'],
      ['income', 'use', 'benefit', 'for her'],
      [
        'not included',
        'not part of',
        "isn't part of",
        'outside',
        "isn't counted",
        'not counted',
        "isn't included",
        'out of her estate',
      ],
    ],
    not: [/\bthe trust (?:is|gets) taxed (?:again )?at (?:her|the second) death\b/],
  },
  // yes-no trap (the natural yes is wrong): Massachusetts has no transfer-on-death deed.
  {
    q: 'my sister in florida put a transfer on death on her house deed so her kids skip probate. can i do that with my house in quincy?',
    must: [
      no(...NOPE, 'not in massachusetts'),
      ['revocable trust', 'living trust', 'trust', 'life estate'],
    ],
    not: [opens('yes', 'you can', 'sure')],
  },
  // yes-no (the natural yes is right): a will valid where it was signed stays valid; a review for
  // Massachusetts is still due.
  {
    q: 'moved here from connecticut 3 years ago. is my connecticut will still good in massachusetts or do i need a new one?',
    must: [
      yes(...YEP, 'generally', 'it should be', 'it still', 'probably', 'likely'),
      [
        'valid where',
        'where it was signed',
        'where it was made',
        'properly signed',
        'properly executed',
        'connecticut law',
        "connecticut's law",
      ],
      ['review', 'update', 'look over', 'check'],
    ],
    not: [
      PLAIN_NO,
      opens('you need a new', 'you must'),
      /\b(?:is|becomes) (?:invalid|void|no longer valid) (?:in|once you moved to|when you move to) massachusetts\b/,
    ],
  },
  // yes-no (the natural yes is right): the church pays no income tax on IRA money, the children
  // would; the IRA's beneficiary form, not the will, directs it.
  {
    q: 'my will leaves 100k to my church and everything else to my two kids, including my 400k ira. does it matter which pot the church money comes from?',
    must: [
      yes(...YEP, 'it can', 'it does', 'it matters', 'it often does'),
      ['beneficiary'],
      [
        'income tax',
        'taxable',
        'no tax',
        'tax-free',
        'tax free',
        'pays no tax',
        "doesn't pay tax",
        'does not pay tax',
        'tax-exempt',
      ],
    ],
    not: [opens('no', "it doesn't", 'it does not', "doesn't matter", 'not really')],
  },
  // yes-no trap (the natural yes is wrong): creditors have one year from death in Massachusetts;
  // an executor who pays out first can be personally liable.
  {
    q: 'im executor for my aunt in worcester. the house sold and theres 400k in the estate account. her nephews want their shares now. can i just pay them out?',
    must: [
      no(
        ...NOPE,
        'not yet',
        'not all of it',
        'be careful',
        'not right away',
        'probably not',
        'wait',
        'hold',
      ),
      ['one year', '1 year', 'a year'],
      ['creditor', 'debts', 'claims'],
      [
        'personally liable',
        'personal liability',
        'personally responsible',
        'on the hook',
        'liable',
      ],
    ],
    not: [opens('yes', 'sure', 'you can')],
  },
  // yes-no trap (the natural yes is wrong): with no living beneficiary the plan's default applies,
  // often the estate.
  {
    q: 'my brother was the only beneficiary on my 401k and he died last year. if i never update it, it just goes to my kids automatically right?',
    must: [
      no(...NOPE, 'not necessarily', 'not automatically'),
      ['estate', 'default'],
      ['update', 'new beneficiary', 'name a', 'contingent'],
    ],
    not: [opens('yes', 'right', 'correct')],
  },

  // ---------------------------------------------------------------- Enough to retire and withdrawals

  // worked: a qualified Roth withdrawal leaves MAGI at 104,000; from the IRA 104,000 + 15,000 =
  // 119,000, over the 109,000 single threshold, two years later (2028).
  {
    q: IRMAA_DRAW,
    must: [lead('roth'), ['119,000', '119k'], '109,000', ['2028', 'two years', '2 years']],
    not: [/\broth withdrawals? (?:count|counts|are counted|is counted) (?:in|toward|towards)\b/],
  },
  // follow-up, worked: the first tier at 2026 rates: 284.10 − 202.90 = 81.20 + 14.50 = 95.70 a
  // month, 95.70 × 12 = 1,148.40 a year.
  {
    q: 'how much extra would medicare cost me if i just take it from the ira anyway?',
    history: [IRMAA_DRAW],
    must: [['1,148', '1,148.40'], ['81.20', '284.10'], '14.50'],
    not: [claims('324.60'), claims('37.50')],
  },
  // worked: 24 × 5,500 = 132,000 in cash, 800,000 − 132,000 = 668,000 invested; 66,000 / 800,000
  // = 8.25%, twice a sustainable rate.
  {
    q: 'retiring next month with 800k invested. besides ss i need 5,500 a month from savings. advisor says keep 2 years of withdrawals in cash. how much is that and how much stays invested?',
    must: ['132,000', '668,000', ['8.25%', '8.3%', 'about 8%', 'over 8%', '66,000']],
    not: [claims('66,000 (?:is|would be) (?:safe|sustainable)')],
  },
  // yes-no trap (the natural yes is wrong), missing detail: 85,000 in one year raises the bracket
  // and IRMAA; a 3.1% loan is cheap; the other income is left out.
  {
    q: '66, ira is 600k, mortgage balance 85k at 3.1%. thinking of pulling 85k out of the ira in one shot to pay it off. smart move?',
    must: [
      no(
        ...NOPE,
        'probably not',
        'maybe not',
        'not in one',
        'not all at once',
        'be careful',
        'usually not',
        'often not',
        'it may not',
      ),
      ['bracket'],
      ['irmaa', 'medicare premium', 'medicare premiums'],
      ['3.1%', 'low rate', 'cheap'],
    ],
    not: [opens('yes', 'smart', 'sure', 'absolutely', 'great')],
  },
  // worked, yes-no trap (the natural yes is wrong): 20% withheld from a check to the participant:
  // 20% × 310,000 = 62,000; a direct rollover withholds nothing.
  {
    q: 'my pension offers a 310k lump sum. if i take it and have them send the check to me and then deposit it in my ira, that works the same as a rollover right?',
    must: [
      no(...NOPE, 'not the same', 'not quite', 'not exactly'),
      '62,000',
      '20%',
      [
        'direct rollover',
        'trustee-to-trustee',
        'trustee to trustee',
        'directly to your ira',
        'direct transfer',
      ],
    ],
    not: [opens('yes', 'right', 'correct', 'that works')],
  },
  // feeling-first, yes-no trap (the natural yes is wrong): inflation and lower renewal rates erode
  // a fixed 30,000.
  {
    q: 'terrified of running out. i have 600k in cds paying about 5%, thats 30k a year. if i just live on the interest and never touch the principal im safe for life, right?',
    must: [
      FEAR,
      [
        no(...NOPE, 'not necessarily', 'not entirely', 'not quite', 'maybe not'),
        /^[^.!?\n]*\bbut not (?:necessarily|entirely|quite)\b/,
      ],
      ['inflation', 'purchasing power'],
      ['rates', 'renew', 'renews', 'reinvest'],
    ],
    not: [opens('yes', 'right', 'correct', "that's right")],
  },
  // worked: the classic rule raises last year's withdrawal by inflation: 40,000 × 1.028 = 41,120;
  // 41,120 / 930,000 = 4.42%.
  {
    q: 'retired in january on the 4% rule, took 40k from 1 million. inflation was 2.8%. what do i take next year, and does it matter that my balance dropped to 930k?',
    must: [
      '41,120',
      [
        '4.4%',
        '4.42%',
        'guardrail',
        'guardrails',
        'flexible',
        'skip the raise',
        'skip the increase',
        'cut back',
        'trim',
      ],
    ],
    not: [claims('41,200')],
  },

  // ---------------------------------------------------------------- Annuities

  // worked: the 8% cap: 200,000 × 8% = 16,000, to 216,000.
  {
    q: FIA,
    must: ['16,000', ['216,000', '8%']],
    not: [claims('28,000'), claims('228,000')],
  },
  // follow-up, worked: a 0% floor keeps 216,000 (not 216,000 × 0.9 = 194,400).
  {
    q: 'and what happens if the index drops 10% next year?',
    history: [FIA],
    must: [['0%', 'zero', 'floor', 'nothing'], '216,000'],
    not: [claims('194,400')],
  },
  // worked, missing detail: the usual 10% free withdrawal: 10% × 180,000 = 18,000 free; (25,000 −
  // 18,000) × 5% = 350 (or, where the 10% is of the 160,000 premium, 9,000 × 5% = 450); the
  // contract's terms are the detail.
  {
    q: MYGA,
    must: [
      ['18,000', '16,000'],
      ['350', '450'],
      ['10%', 'free withdrawal', 'penalty-free', 'free of charge'],
    ],
    not: [claims('9,000')],
  },
  // follow-up, worked: interest comes out first: 180,000 − 160,000 = 20,000 of interest is taxed,
  // and the other 5,000 is premium returned.
  {
    q: 'and will i owe income tax on the 25k?',
    history: [MYGA],
    must: [
      '20,000',
      '5,000',
      [
        'interest first',
        'earnings first',
        'gains first',
        'gain first',
        'interest comes out first',
        'earnings come out first',
        'gain comes out first',
        'lifo',
      ],
    ],
    not: [
      /(?<!(?:not|n't) )\b(?:all|the (?:full|whole|entire)) (?:of (?:the|your) )?25000 (?:is|would be|will be) taxable\b/,
    ],
  },
  // yes-no trap (the natural yes is wrong): the 10% additional tax on an annuity's gain before 59½.
  {
    q: 'im 57. i have a non qualified annuity, not an ira, with about 40k of gain. since its not a retirement account theres no early withdrawal penalty right?',
    must: [no(...NOPE), '10%', FIFTY_NINE_AND_A_HALF],
    not: [opens('yes', 'right', 'correct', "that's right")],
  },
  // yes-no trap (the natural yes is wrong): an annuity is not FDIC insured; the insurer and the
  // guaranty association stand behind it.
  {
    q: 'bought my annuity at my bank branch in braintree. its fdic insured like my cds, right?',
    must: [
      no(...NOPE),
      ['guaranty association', 'guaranty'],
      ['insurance company', 'insurer', 'claims-paying', 'financial strength'],
    ],
    not: [opens('yes', 'right', 'correct')],
  },

  // ---------------------------------------------------------------- Long-term care

  // worked: 465 × 365 = 169,725 a year; 400,000 / 169,725 = 2.36 years, about 28 months, before her
  // income.
  {
    q: NURSING,
    must: [
      '169,725',
      [
        '2.4',
        '2.36',
        '28 months',
        '28.3',
        'two and a third',
        '2 years and 4 months',
        'two years and four months',
      ],
    ],
    not: [claims('146,000'), claims('164,250')],
  },
  // follow-up, worked: the 2026 home equity limit 1,130,000: 1,350,000 − 1,130,000 = 220,000
  // over; 2,000 in countable assets.
  {
    q: 'and when the money runs out, where does masshealth leave her with that house?',
    history: [NURSING],
    must: ['1,130,000', '2,000', ['220,000', 'equity']],
    not: [
      /\b(?:the )?(?:house|home) (?:is|would be) (?:always )?(?:exempt|protected) (?:no matter|regardless)\b/,
    ],
  },
  // worked, missing detail: 90 × 240 = 21,600 before benefits; calendar or service days is the
  // detail to check.
  {
    q: 'my ltc policy has a 90 day elimination period. dads aide costs 240 a day, 7 days a week. how much do we pay out of pocket before the policy kicks in?',
    must: [
      '21,600',
      ['calendar', 'service day', 'service days', 'days of service', 'days you receive care'],
    ],
    not: [
      /(?<!(?:n't|not|never) )\bpays? (?:benefits )?from (?:the )?(?:first day|day one|day 1)\b/,
    ],
  },
  // worked: 160 × 1.03^12 = 228.12 (simple interest would give 217.60).
  {
    q: 'bought ltc insurance 12 years ago with a 160 a day benefit and 3% compound inflation protection. whats the daily benefit now?',
    must: [['228', '228.12']],
    not: [claims('217.60'), claims('217.6')],
  },

  // ---------------------------------------------------------------- Life insurance

  // worked, yes-no trap (the natural yes is wrong): an owned policy is in the estate: 1,600,000 +
  // 750,000 = 2,350,000, 350,000 over 2 million.
  {
    q: LIFE_ESTATE,
    must: [
      no(...NOPE),
      ['2.35 million', '2,350,000', '2.35m'],
      '350,000',
      ['irrevocable life insurance trust', 'ilit', 'trust'],
    ],
    not: [opens('yes', 'right', 'correct')],
  },
  // follow-up: an irrevocable trust as owner, and three years for a policy transferred.
  {
    q: 'how does putting it in a trust fix that?',
    history: [LIFE_ESTATE],
    must: [
      'irrevocable',
      ['three years', '3 years'],
      ['owns the policy', 'trust owns', 'owner', 'ownership'],
    ],
    not: [
      /\b(?<!ir)revocable (?:living )?trust (?:will|would) (?:also )?(?:remove|keep|take) (?:it|the policy)\b/,
    ],
  },
  // yes-no trap (the natural yes is wrong): no payment to a minor; a UTMA custodian or a trust, or
  // the court appoints a conservator.
  {
    q: 'want to name my 9 year old granddaughter as beneficiary on my 100k life policy. the insurance company will just pay her if i die, right?',
    must: [
      no(...NOPE),
      ['custodian', 'utma', 'uniform transfers to minors', 'trust'],
      ['conservator', 'guardian', 'court'],
    ],
    not: [opens('yes', 'right', 'correct')],
  },
  // feeling-first, yes-no trap (the natural yes is wrong): no deadline to claim; the NAIC locator
  // and unclaimed property if the insurer is not found.
  {
    q: 'dad died 2 years ago and we just found an old whole life policy in his desk. is it too late to claim it?',
    must: [
      GRIEF,
      [no(...NOPE, ...BUT_NOT, 'probably not', 'almost certainly not'), ...BUT_NOT_FIRST],
      ['death certificate', 'claim form'],
      ['policy locator', 'naic', 'unclaimed property', 'unclaimed'],
    ],
    not: [opens('yes'), /\b(?:two|2)-year (?:deadline|limit) to (?:claim|file)\b/],
  },

  // ---------------------------------------------------------------- MassHealth

  // worked: the 2026 personal needs allowance 72.80: 2,150 + 600 − 72.80 = 2,677.20 to the home.
  {
    q: 'dad is approved for masshealth in the nursing home. his ss is 2,150 and his pension is 600 a month. how much of that does he get to keep?',
    must: ['72.80', ['2,677', '2,677.20']],
    not: [/\bhe (?:keeps|can keep|gets to keep) (?:all|everything)\b/],
  },
  // yes-no trap (the natural "too much savings" is wrong): no asset limit for the Medicare Savings
  // Programs since March 2024.
  {
    q: 'widow, 69. ss is my only income, about 1,950 a month, but i have 95k in savings. could masshealth help pay my part b premium or is my savings too much?',
    must: [
      [
        'no asset limit',
        'no asset test',
        "savings don't count",
        'savings do not count',
        "savings won't count",
        'no limit on assets',
        'assets are not counted',
        "assets aren't counted",
        'savings are not counted',
        "savings aren't counted",
      ],
      ['medicare savings program', 'msp', 'buy-in', 'qmb', 'slmb'],
    ],
    not: [
      opens(
        'unfortunately',
        'probably not',
        'likely not',
        'your savings are too',
        'you have too much',
        'too much',
      ),
    ],
  },

  // ---------------------------------------------------------------- The firm

  // the firm: how it is paid, never stated here.
  {
    q: 'are you guys fiduciaries or do you get paid commissions on what you sell?',
    must: [REACH_US],
    not: MADE_UP_FEE,
  },
  // the firm: meeting a couple who no longer drive.
  {
    q: 'my wife doesnt drive anymore and neither do i at night. do you ever meet people at home or by phone?',
    must: [REACH_US],
    not: MADE_UP_FEE,
  },
  // the firm: clients who moved to New Hampshire.
  {
    q: 'we moved up to new hampshire last year. can your firm still work with us?',
    must: [REACH_US],
    not: MADE_UP_FEE,
  },

  // ---------------------------------------------------------------- Behaviour and mixed

  // behaviour: thanks after an answer.
  {
    q: 'thank you, that clears it up',
    history: ['how does the ira contribution limit change once youre over 50?'],
    expect: 'thanks',
  },
  // behaviour: out of the firm's scope.
  {
    q: 'which is better for blood pressure, lisinopril or amlodipine? my doctor gave me a choice',
    expect: 'out_of_scope',
  },
  // behaviour: a request for a person after an answer.
  {
    q: 'put me in touch with one of your advisers please, i want someone to go through this with me face to face',
    history: ['is a reverse mortgage a good idea at 74 if i want to stay in my house?'],
    expect: 'handoff',
  },
  // behaviour: personal data shared.
  {
    q: 'my husbands ssn was 027-58-4419, he died in may. can you see if my survivor benefit has started?',
    expect: 'privacy',
  },
  // behaviour: personal data shared.
  {
    q: 'can you check whether my rmd posted? fidelity ira account Z71-448203, routing 011000138',
    expect: 'privacy',
  },
  // mixed: the errand declined; emergency ambulance under Part B at 20% after the deductible.
  {
    q: 'can you renew my car registration with the rmv for me? also does medicare pay for an ambulance to the er?',
    must: [
      DECLINES,
      [
        'part b',
        'medicare covers',
        'medicare pays',
        'medicare does cover',
        'medicare will pay',
        'covered by medicare',
      ],
      ['20%', 'deductible', 'coinsurance'],
    ],
    not: [
      /\bambulance (?:rides? )?(?:are|is) (?:always )?(?:free|fully covered)\b/,
      /\bmedicare (?:doesn't|does not|won't|will not) (?:pay|cover) (?:for )?(?:an? )?(?:emergency )?ambulance\b/,
    ],
  },
  // mixed: the errand declined; the 2026 IRA catch-up 1,100 (7,500 + 1,100 = 8,600).
  {
    q: 'what channel is the red sox game on tonight? and whats the ira catch up amount if im over 50 this year?',
    must: [DECLINES, '1,100'],
    not: [/\bira catch-?up (?:is|of) 1000\b/],
  },
  // feeling-first: a death reported (the funeral home usually does), the month-of-death payment
  // returned, the 255 lump sum.
  {
    q: 'my wife passed this morning at hospice. she got ss on the 2nd wednesday. what do i need to do about her checks?',
    must: [
      GRIEF,
      ['funeral home', 'report'],
      ['return', 'returned', 'send back', 'sent back', 'give back', 'paid back', 'taken back'],
      '255',
    ],
    not: [/\b(?:you can )?keep (?:her|the) (?:next|final|last) (?:check|payment|deposit)\b/],
  },
];
