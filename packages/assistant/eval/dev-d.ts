/**
 * Development round D: visitor questions written from the domain, before the next changes, the
 * way people 55 and over type them (ages, balances, dates and incomes of their own, two questions
 * in one, a loss or a diagnosis in the first line, an everyday request beside a money question,
 * follow-ups that lean on the previous answer), with the facts a full answer must state and the
 * facts that would make it confidently wrong. Engineers work on its misses; it is reported, never
 * gated, and its misses are not printed.
 *
 * How it was written: from the public question pages of SSA, Medicare.gov, the IRS (IRA and
 * retirement-plan FAQs, Pubs 590-B, 915, 554, 523), Mass.gov (probate court, DOR, MassHealth) and
 * NAIC buyer's guides, choosing situations earlier rounds did not use: claiming at 64 and a half,
 * the earnings test in the year of full retirement age, withdrawing an application, suspending at
 * full retirement age, remarriage after 60, the repeal of WEP/GPO, a second hospital benefit
 * period, observation status, the Part D late penalty, COBRA and the 8-month window, a 1st-of-the-
 * month birthday, aggregating RMDs, the 25%/10% missed-RMD excise tax, the year-of-death RMD, the
 * pro-rata rule, the rule of 55, 20% plan withholding, the stepped-up basis, the surviving spouse's
 * two-year home-sale window, voluntary administration, annual gift exclusion, surrender charges
 * after the free withdrawal, LIFO taxation of annuity withdrawals, the QLAC limit, LTC inflation
 * riders and cognitive triggers, policy surrender gains, minors as beneficiaries, the MassHealth
 * spend-down and the caregiver-child exception.
 *
 * Subjects (83): Social Security 11, Medicare 12, RMD/IRA/Roth/HSA 11, federal and Massachusetts
 * tax 8, estates 7, withdrawals and income 7, annuities 6, long-term care 3, life insurance 4,
 * MassHealth 3, the firm 3, behaviours 8. Follow-ups 17; worked cases 35; cases whose natural
 * yes/no is wrong 45.
 *
 * Figures (2026) and sources:
 * - COLA 2.8%; earnings test $24,480 ($1 for $2) and $65,160 in the year of FRA ($1 for $3); work
 *   credit $1,890 (SSA 2026 fact sheet, quoted by Kiplinger and others).
 * - Part B $202.90, deductible $283; Part A deductible $1,736 per benefit period; SNF days 21-100
 *   $217 a day (CMS, 14 Nov 2025).
 * - Part D national base beneficiary premium $38.99 (CMS, July 2025, quoted by KFF and Becker's).
 * - IRA $7,500 + $1,100 catch-up = $8,600 (IRS, Nov 2025).
 * - Standard deduction $16,100 / $32,200; additional $2,050 single, $1,650 per married spouse 65+;
 *   senior deduction up to $6,000 each, reduced by 6% of MAGI over $75,000 / $150,000; single 12%
 *   bracket to $50,400, then 22% (IRS Rev. Proc. 2025-32).
 * - Gift exclusion $19,000; estate and gift exemption $15,000,000 (IRS Rev. Proc. 2025-32).
 * - QLAC premium limit $210,000 (IRS, 2025 and 2026).
 * - Massachusetts: voluntary administration for $25,000 or less of personal property plus a car
 *   (G.L. c. 190B § 3-1201); MassHealth long-term-care asset limit $2,000 for a single applicant.
 * Rules used: SSA reduction 5/9% a month for 36 months, 5/12% beyond; delayed credit 2/3% a month;
 * survivor at 60 71.5%; Uniform Lifetime Table factors 20.2 (80), 24.6 (75), 25.5 (74); IRC 4974
 * 25%/10%; Pub 915 worksheet; Medicare Part D penalty 1% a month rounded to the dime.
 * Dropped: a Part D out-of-pocket-cap case (the figure was not confirmed at a source in time), a
 * Massachusetts transfer-on-death deed case (sources disagree), the Massachusetts surtax threshold
 * and the long-term-care premium deduction limits (not confirmed), a 72(t) case (count).
 * Each worked answer shows its arithmetic beside the case.
 */
import {
  DECLINES,
  type EvalCase,
  FIFTY_NINE_AND_A_HALF,
  feels,
  NOT_UNDERWRITTEN,
  no,
  yes,
} from './score.ts';

/** The first sentence speaks to the visitor's loss, diagnosis or worry. */
const FEELS = feels(
  'sorry',
  'condolence',
  'loss',
  'understandable',
  'worr',
  'hard',
  'difficult',
  'tough',
  'overwhelm',
  'a lot',
);

const LATE_64_6 =
  'retiring from the post office, birthday april 1961. statement shows 2,100 at full retirement age. wife wants me to start halfway between 64 and 65, meaning 64 and 6 months. what would that pay monthly';
const UNDO_CLAIM =
  'filed for benefits five months back at 63 (1,640 monthly). a hospital just offered me a full time nursing position. too late to undo my claim??';
const WIDOW_60 =
  "lost my husband suddenly in august. i'm 60, he never filed; his statement showed 2,800 at full retirement age. as his widow could i collect something right away, how much?";
const SINGLE_SS_TAX =
  'unmarried, 68. benefits total 24,000 yearly, ira distributions 30,000, savings interest roughly 2,000. what dollar amount of those benefits lands on my federal return as taxable?';
const TWO_STAYS =
  "two admissions this year: pneumonia in february (five nights), knee replacement october. hospital billing says i owe the inpatient deductible again — isn't it annual?";
const OBSERVATION =
  "mother spent four nights at beth israel but her paperwork says 'observation'. discharge planner recommends a rehab facility afterward. original medicare will pick that up, correct?";
const MISSED_RMD =
  "completely missed last year's required distribution, 12,000. a friend says the irs takes half as punishment?? panicking";
const HSA_ROOF =
  '66, retired, hsa balance about 30k from my working years. roofer quoted 18k. using hsa dollars for that triggers a penalty?';
const COUPLE_DEDUCTION =
  'joint filers, me 66, spouse 63. 2026 standard deduction amount for us? also does the new over-65 bonus deduction apply?';
const GRANDKIDS_GIFT =
  'four grandchildren heading to college; planning 25,000 apiece this year. gift tax bill coming?';
const RULE_OF_55 =
  '56, took a buyout from the bank in march. does that bank 401k let me withdraw penalty free, or is 59 1/2 the rule?';
const QLAC_MAX =
  '74, ira around 900k. could i buy a 300k longevity annuity qlac to shrink required distributions?';
const SPEND_DOWN =
  'mother, 86, widowed, entering a skilled facility in quincy. savings 48,000. how much must be used up before masshealth takes over?';
const SURRENDER_FREE =
  'deferred annuity worth 150k, third contract year, 5% surrender schedule now, 10% penalty-free withdrawal allowance. pulling 40,000 costs what?';
const FATHER_RMD =
  "dad died in november, he was 80, and his required withdrawal for this year never happened. his ira held 300,000 last december 31 and i'm named beneficiary. what's my obligation?";
const LAST_DOLLAR =
  'nest egg 300k outside benefits. drawing 2,000 monthly, zero growth assumed — runs dry when?';

export const DEV_D: EvalCase[] = [
  // ── Social Security (11) ───────────────────────────────────────────────────────────────────
  // Worked: born 1961, FRA 67; 64½ is 30 months early: 30 × 5/9% = 16⅔%; 2,100 × 0.8333 = 1,750.
  {
    q: LATE_64_6,
    must: [['1,750', '1,750.00']],
    not: ['1,575', '1,470'],
  },
  // Follow-up, worked: 12 months of delayed credits at 2/3% = 8%: 2,100 × 1.08 = 2,268.
  {
    q: 'hmm, suppose instead i keep delivering mail one extra year past full, claiming at 68 — new amount?',
    history: [LATE_64_6],
    must: [['2,268']],
    not: ['2,604', '2,940'],
  },
  // Worked: year of FRA, $1 for every $3 over 65,160, earnings before the FRA month only:
  // (77,160 − 65,160) / 3 = 4,000 (not 12,000 / 2 = 6,000).
  {
    q: 'collecting 2,500 monthly since 63. october 2026 i hit 67. took a consulting gig paying 77,160 january–september. what gets withheld, roughly?',
    must: [['4,000'], ['65,160']],
    not: ['6,000'],
  },
  // Wrong natural yes: an application can be withdrawn within 12 months (SSA-521), repaying
  // everything paid.
  {
    q: UNDO_CLAIM,
    must: [
      [
        '12 months',
        '12-month',
        'twelve months',
        'within a year',
        'first year',
        'within one year',
        'SSA-521',
      ],
      ['pay back', 'repay', 'paid back', 'return', 'refund'],
    ],
    not: [yes(), { lead: ["it's too late", 'it is too late'] }],
  },
  // Follow-up, worked: 5 months × 1,640 = 8,200 to repay.
  {
    q: 'repaying everything means what dollar figure exactly, for me?',
    history: [UNDO_CLAIM],
    must: [['8,200']],
    not: ['9,840'],
  },
  // Wrong natural yes, worked: at FRA benefits can be suspended; credits of 2/3% a month to 70,
  // about 24% for 36 months: 2,000 → about 2,480.
  {
    q: "67 now, began drawing 2,000 monthly this june. brother-in-law insists i could halt payments and collect bigger checks at 70. surely that's impossible once they've begun?",
    must: [
      ['suspend', 'suspension', 'pause', 'stop'],
      ['2,480', /\b24[4-8]\d\b/],
    ],
    not: [yes()],
  },
  // Grief, worked: a survivor at 60 gets 71.5% of his full benefit: 2,800 × 0.715 = 2,002.
  {
    q: WIDOW_60,
    must: [FEELS, ['2,002', '2,000']],
    not: ['1,400'],
  },
  // Follow-up, wrong natural yes: remarrying at 60 or later does not end survivor benefits.
  {
    q: "there's a wonderful man from church, we're thinking of marrying next spring. would the widow checks stop?",
    history: [WIDOW_60],
    must: [['60', 'sixty']],
    not: [yes()],
  },
  // Wrong natural yes: the Social Security Fairness Act (Jan 2025) repealed WEP and GPO.
  {
    q: 'spent 25 years in private industry paying fica, then 15 teaching in brockton. mass teachers retirement pays me 3,900. colleagues warned my soc sec gets slashed because of that pension. still how it works?',
    must: [
      [
        'fairness act',
        'repealed',
        'eliminated',
        'no longer',
        'ended',
        'abolished',
        'done away with',
      ],
    ],
    not: [yes()],
  },
  // Worked, Pub 915: provisional 32,000 + 12,000 = 44,000; 0.85 × (44,000 − 34,000) + 4,500 =
  // 13,000 (under the 85% cap of 20,400).
  {
    q: SINGLE_SS_TAX,
    must: [['13,000']],
    not: ['20,400 of your', '10,000 of your'],
  },
  // Worked: 2.8% of 1,850 = 51.80; 1,901.80 before any Part B change.
  {
    q: "january cost of living bump — my check was 1,850. what's the new number for 2026?",
    must: [['2.8%'], ['51.80', '51.8', '1,901.80', '1,901.8', '1,902', '52']],
    not: ['46.25', '1,896.25'],
  },

  // ── Medicare (12) ──────────────────────────────────────────────────────────────────────────
  // Wrong natural yes: retirement is a life-changing event; SSA-44 asks to use the lower income.
  {
    q: 'engineer, retired june. joint 2024 return showed 310k thanks to salary; household now closer to 95k. letter arrived with a surcharge on our premiums based on that old return. nothing we can do?',
    must: [['SSA-44', 'SSA 44', 'life-changing event', 'life changing event', 'work stoppage']],
    not: [yes()],
  },
  // Wrong natural yes, worked: the deductible is per benefit period: two periods, 2 × 1,736 = 3,472.
  {
    q: TWO_STAYS,
    must: [['3,472'], ['benefit period']],
    not: [yes(), '1,676', '3,352'],
  },
  // Follow-up: readmitted within 60 days, the same benefit period: one deductible.
  {
    q: 'suppose the knee surgery happened in march instead, shortly after pneumonia?',
    history: [TWO_STAYS],
    must: [['60 days', '60-day', 'sixty days', '60 consecutive days']],
  },
  // Wrong natural yes: observation is outpatient; SNF needs a 3-day inpatient stay.
  {
    q: OBSERVATION,
    must: [
      ['observation'],
      ['inpatient'],
      ['3-day', 'three-day', '3 days', 'three days', '3 midnights', 'three midnights'],
    ],
    not: [yes()],
  },
  // Follow-up, worked: days 1-20 $0, days 21-40 at 217: 20 × 217 = 4,340.
  {
    q: "imagine she'd been formally admitted instead. forty days at the rehab facility, our share comes to what?",
    history: [OBSERVATION],
    must: [['4,340'], ['217']],
    not: ['209.50', '4,190', '8,680'],
  },
  // Worked: Part D penalty 20% × 38.99 = 7.798 → $7.80 a month, added for as long as she has Part D.
  {
    q: 'skipped prescription coverage entirely when i became eligible in 2024, no creditable plan whatsoever. enrolling now, twenty months past my window. monthly surcharge?',
    must: [['7.80', '7.8'], ['38.99']],
    not: ['7.40', '7.36'],
  },
  // Wrong natural yes: COBRA is not coverage from current work; the 8-month window runs from
  // the end of the job.
  {
    q: '66, left the company in may, currently paying cobra through my former employer. fine to postpone enrolling in b until that cobra expires next year?',
    must: [
      ['8 months', 'eight months', '8-month', 'eight-month'],
      ['penalty', 'gap', 'late'],
    ],
    not: [yes()],
  },
  // Massachusetts: Medigap is guaranteed issue year-round; no refusal for a heart condition.
  {
    q: "i'm 71 in medford on an advantage plan and my doctors just left the network. can i switch to a medigap or will they deny me because of my heart condition?",
    must: [[...NOT_UNDERWRITTEN, 'guaranteed', 'continuous open enrollment', 'any time of year']],
    not: [
      {
        lead: [
          'can deny you',
          'could deny you',
          'may deny you',
          'can turn you down',
          'could turn you down',
        ],
      },
    ],
  },
  // Worked: 283 deductible + 20% of the remaining 217 (43.40) = 326.40.
  {
    q: 'brand new enrollee, traditional coverage without any supplement. january dermatologist charge, approved amount 500. my portion?',
    must: [['326.40', '326.4', '326']],
    not: ['257'],
  },
  // A birthday on the 1st: Medicare starts the first day of the month before.
  {
    q: 'born the first of july, 1961. exact date coverage kicks in?',
    must: [['june 1', 'june 1st', 'june']],
    not: [/\b(?:starts|begins|effective|start|begin)(?: on)? july 1\b/],
  },
  // Wrong natural yes: a 62-year-old spouse cannot get Medicare; COBRA or the Health Connector.
  {
    q: 'retiring at 65 from the utility, switching myself onto medicare. spouse is 62, covered as my dependent at work. does she get to join medicare alongside me?',
    must: [['65'], ['cobra', 'health connector', 'marketplace']],
    not: [yes()],
  },
  // Wrong natural yes: Original Medicare generally pays nothing outside the U.S.
  {
    q: 'we winter in the algarve every january through march. if i land in a lisbon emergency room, does my coverage pay?',
    must: [
      [
        'outside the u.s',
        'outside the us',
        'outside the united states',
        'outside of the u.s',
        'outside of the us',
        'outside of the united states',
        'travel insurance',
        'foreign travel',
        'abroad',
        'overseas',
      ],
    ],
    not: [yes()],
  },

  // ── RMDs, IRAs, Roth, HSA (11) ─────────────────────────────────────────────────────────────
  // Worked: IRAs may be combined, 401(k)s not: 350,000 / 24.6 = 14,227.64 from either IRA;
  // 100,000 / 24.6 = 4,065.04 from the 401(k) itself.
  {
    q: '75 years old. accounts at december 31: schwab ira 200k, vanguard ira 150k, old employer 401k 100k. simplest route is pulling everything from the schwab one — allowed? amounts?',
    must: [
      ['14,228', '14,227', '14,227.64'],
      ['4,065', '4,065.04'],
    ],
  },
  // Wrong natural yes, worked: 25% excise (3,000), 10% (1,200) if corrected in time; not 50%.
  {
    q: MISSED_RMD,
    must: [
      ['25%', '3,000'],
      ['10%', '1,200'],
    ],
    not: [yes(), '6,000'],
  },
  // Follow-up: Form 5329 with a reasonable-cause statement asks the IRS to waive it.
  {
    q: "reason was my husband's december hospitalization. any way to request forgiveness?",
    history: [MISSED_RMD],
    must: [['5329']],
    not: [no()],
  },
  // Wrong natural yes, worked: the current employer's plan can wait; the IRA cannot:
  // 200,000 / 25.5 = 7,843.14.
  {
    q: '74, still employed full time as a pharmacist, my 403b is with this employer. separately, a rollover ira from a former job had 200k at year end. working means no required withdrawals anywhere, correct?',
    must: [['7,843', '7,843.14']],
    not: [yes()],
  },
  // Grief, worked: the year-of-death RMD 300,000 / 20.2 = 14,851.49, taken by the beneficiary
  // by December 31.
  {
    q: FATHER_RMD,
    must: [
      FEELS,
      ['14,851', '14,851.49', '14,851.48', '14,852'],
      ['december 31', 'dec 31', 'end of the year', 'year-end', 'end of this year', 'year end'],
    ],
  },
  // Wrong natural yes: no earned income, no Roth contribution.
  {
    q: '70, living on benefits plus a modest union pension, no paycheck. could i open a roth and deposit some savings each year?',
    must: [
      [
        'earned income',
        'compensation',
        'wages',
        'earnings from work',
        'income from work',
        'taxable compensation',
      ],
    ],
    not: [yes()],
  },
  // Wrong natural yes (barred): the age limit was repealed; 2026 limit 7,500 + 1,100 = 8,600.
  // Asked whether they are barred, "No" is the right answer and "Yes" the wrong one.
  {
    q: '74, shelving books part time at the town library, earned roughly 12k. is someone my age barred from traditional ira contributions?',
    must: [['8,600']],
    not: [yes(), '8,000', '7,000'],
  },
  // Wrong natural no: after 65 no 20% penalty; ordinary income tax only.
  {
    q: HSA_ROOF,
    must: [['income tax', 'taxable', 'taxed', 'ordinary income']],
    not: [no()],
  },
  // Follow-up, wrong natural yes: Medigap premiums are not qualified; Part B, D and Advantage are.
  {
    q: 'what about my supplement 1a premium — eligible expense?',
    history: [HSA_ROOF],
    must: [['part b']],
    not: [yes()],
  },
  // Grief, wrong natural yes: under 59½, keeping it as an inherited IRA avoids the 10% penalty.
  {
    q: "wife passed in june. i inherit her 400k ira as sole beneficiary. i'm 55 and will need withdrawals for bills over the next few years. simplest is merging it into my own ira, yes?",
    must: [
      FEELS,
      ['inherited ira', 'beneficiary ira', 'inherited', 'as beneficiary', 'as a beneficiary'],
      ['10%'],
    ],
    not: [yes()],
  },
  // Wrong natural yes, worked: pro-rata: 90 / 97.5 of the 7,500 is taxable = 6,923.
  {
    q: 'backdoor roth plan: i already have 90k pretax sitting in a rollover ira. deposit 7,500 nondeductible into a traditional, convert immediately — no tax owed on conversion?',
    must: [['6,923', '6,923.08', '92%', '92.3%']],
    not: [yes()],
  },

  // ── Federal and Massachusetts tax (8) ──────────────────────────────────────────────────────
  // Follow-up, wrong natural yes: Massachusetts does not tax Social Security.
  {
    q: 'what about the state?',
    history: [SINGLE_SS_TAX],
    must: [
      [
        "doesn't tax",
        'does not tax',
        'not taxed',
        "isn't taxed",
        'is not taxed',
        'exempt',
        'not taxable',
        "isn't taxable",
        "doesn't count",
        'no massachusetts tax',
        'no state tax',
      ],
    ],
    not: [yes()],
  },
  // Worked: 32,200 + 1,650 (one spouse 65+) = 33,850; plus the senior deduction 6,000 for him.
  {
    q: COUPLE_DEDUCTION,
    must: [['33,850'], ['6,000']],
    not: ['31,500'],
  },
  // Follow-up, worked: 6% × (170,000 − 150,000) = 1,200 off: 4,800.
  {
    q: 'household modified agi projected near 170k. full 6,000 still?',
    history: [COUPLE_DEDUCTION],
    must: [['4,800']],
    not: [yes()],
  },
  // Wrong natural yes: Massachusetts taxes private pensions; public pensions are exempt.
  {
    q: 'neighbor claims massachusetts exempts pensions. my 40k annual pension from raytheon — no state tax then?',
    must: [['government', 'public', 'state and federal', 'federal and state', 'military']],
    not: [yes()],
  },
  // Wrong natural yes: no withholding means estimated payments or an underpayment penalty.
  {
    q: 'first retirement year: pulling 5,000 monthly from my ira, nothing withheld. planning to settle everything with the irs next april. problem?',
    must: [
      ['estimated', 'withholding', 'withhold'],
      ['penalty', 'underpayment'],
    ],
    not: [yes()],
  },
  // Grief, wrong natural yes, worked: stepped-up basis to 150,000: gain only 5,000.
  {
    q: "mother died in march. she'd bought ge shares for 20k back in the 80s; worth 150k on her date of death, i sold at 155k. capital gains on 135k?",
    must: [
      FEELS,
      ['5,000'],
      ['step-up', 'stepped-up', 'stepped up', 'step up', 'date of death', 'date-of-death'],
    ],
    not: [yes()],
  },
  // Wrong natural yes: a surviving spouse selling within two years of the death keeps $500,000.
  {
    q: 'husband passed fourteen months ago. selling our arlington colonial, profit around 420k. widowed now, so limited to 250k exclusion?',
    must: [['500,000'], ['2 years', 'two years', 'two-year', '2-year']],
    not: [yes()],
  },
  // Worked: medical costs over 7.5% of AGI: 30,000 − 4,500 = 25,500 if itemizing.
  {
    q: 'itemizing this year: rehab stay plus physicians cost me 30,000 out of pocket, adjusted gross 60,000. deductible portion?',
    must: [['25,500'], ['7.5%']],
    not: ['24,000'],
  },

  // ── Estates, wills, trusts, probate (7) ────────────────────────────────────────────────────
  // Grief, wrong natural yes: $25,000 or less plus a car, no real estate: voluntary administration.
  {
    q: 'mother died last month. her solely-owned assets: 18k checking, a 2009 corolla, no real estate. must we open a full estate in probate court?',
    must: [FEELS, ['25,000'], ['voluntary administration', 'voluntary administrator']],
    not: [yes()],
  },
  // Wrong natural yes: the IRA passes by its beneficiary designation, not the will.
  {
    q: 'will divides everything equally among three children, yet my 600k ira paperwork lists only my daughter. the will wins, surely?',
    must: [['beneficiary designation', 'beneficiary form', 'named beneficiary', 'beneficiary']],
    not: [yes()],
  },
  // Wrong natural yes, worked: 25,000 − 19,000 = 6,000 each reported on Form 709; no tax owed
  // under the $15M lifetime exemption.
  {
    q: GRANDKIDS_GIFT,
    must: [['19,000'], ['709']],
    not: [yes(), '18,000'],
  },
  // Follow-up, worked: two spouses give 2 × 19,000 = 38,000 a grandchild.
  {
    q: 'combining with my husband, joint gifts from both of us — changes anything?',
    history: [GRANDKIDS_GIFT],
    must: [['38,000']],
    not: ['36,000'],
  },
  // Diagnosis, wrong natural yes: a power of attorney needs capacity; otherwise conservatorship.
  {
    q: "mother's dementia is advanced, no longer knows our names. no durable poa ever signed. could i fill one out on her behalf?",
    must: [FEELS, ['conservator', 'conservatorship', 'guardian', 'guardianship']],
    not: [yes()],
  },
  // Wrong natural yes: a revocable trust does not shelter the house from MassHealth.
  {
    q: "lawyer retitled our home into a revocable living trust last year. so masshealth can't count it if i need nursing care?",
    must: [
      ['revocable'],
      ['countable', 'counted', 'counts', 'available', 'still own', 'still yours'],
    ],
    not: [yes()],
  },
  // Grief: creditors have one year from the death in Massachusetts.
  {
    q: 'father died in may; sister and i are handling things through worcester probate. deadline for bill collectors to file claims?',
    must: [FEELS, ['one year', '1 year', 'a year', '12 months', 'one-year']],
    not: ['4 months'],
  },

  // ── Withdrawals and income (7) ─────────────────────────────────────────────────────────────
  // Wrong natural yes, worked: a plan distribution paid to you has 20% withheld: 40,000 arrives.
  {
    q: "requesting 50,000 cash from my former employer's 401k for home repairs. do i receive all fifty?",
    must: [['40,000'], ['20%']],
    not: [yes()],
  },
  // Wrong natural no: leaving the employer in the year of turning 55 or later: rule of 55.
  {
    q: RULE_OF_55,
    must: [['55']],
    not: [no()],
  },
  // Follow-up, wrong natural yes: rolled to an IRA, the 10% penalty applies until 59½.
  {
    q: 'moving it into an ira at fidelity first — same exception?',
    history: [RULE_OF_55],
    must: [FIFTY_NINE_AND_A_HALF, ['10%']],
    not: [yes()],
  },
  // Worked: 48,000 / (1 − 0.17) = 57,831.
  {
    q: 'spending target 48,000 net. assume 12% federal plus 5% state. gross ira distribution needed?',
    must: [['57,831', '57,831.33', '57,830', '57,832', '57,800', '57,850']],
    not: ['56,160'],
  },
  // Worked: 300,000 / 2,000 = 150 months = 12.5 years.
  {
    q: LAST_DOLLAR,
    must: [['12.5', '12 and a half', '12½', '150 months', '12 years and 6 months', '12 1/2']],
    not: ['15 years'],
  },
  // Wrong natural no: Roth contributions come out first, free of tax and penalty.
  {
    q: '57. deposited 40k into my roth over a decade, grown to 70k. withdrawing that original 40k costs tax or penalty?',
    must: [['contribution']],
    not: [no()],
  },
  // Worked: 5,400 at 12% (648) + 24,600 at 22% (5,412) = 6,060.
  {
    q: 'single filer, 2026 taxable income about 45,000 before buying a subaru. extra 30,000 ira withdrawal adds how much federal tax?',
    must: [['6,060']],
    not: ['3,600', '6,600'],
  },

  // ── Annuities (6) ──────────────────────────────────────────────────────────────────────────
  // Worked: 15,000 free; 25,000 × 5% = 1,250 (not 5% of 40,000 = 2,000).
  {
    q: SURRENDER_FREE,
    must: [['1,250']],
    not: ['2,000'],
  },
  // Wrong natural yes, worked: earnings come out first: all 30,000 is taxable.
  {
    q: 'put 100k into a non-ira annuity at the credit union years ago; statement now says 140k. taking 30k out for a kitchen remodel — most of that comes back tax free as my own money, like a pension with a cost basis?',
    must: [['30,000']],
    not: [yes()],
  },
  // Grief, wrong natural yes, worked: the 30,000 gain is ordinary income; no step-up.
  {
    q: "mom passed; i'm beneficiary of her deferred annuity. premiums 80k, value 110k. inheritances aren't taxable so i keep everything?",
    must: [FEELS, ['30,000']],
    not: [yes()],
  },
  // A 1035 exchange moves it without tax.
  {
    q: 'old variable annuity, expensive riders, surrender period over. swap into a cheaper contract without triggering tax?',
    must: [['1035']],
    not: [no()],
  },
  // Wrong natural yes: the QLAC limit is 210,000.
  {
    q: QLAC_MAX,
    must: [['210,000']],
    not: [yes(), '200,000', '225,000'],
  },
  // Follow-up, worked: (900,000 − 210,000) / 25.5 = 27,058.82.
  {
    q: 'fine, using the 210k maximum — resulting required distribution this year?',
    history: [QLAC_MAX],
    must: [['27,059', '27,058', '27,058.82', '27,060']],
    not: ['26,045'],
  },

  // ── Long-term care (3) ─────────────────────────────────────────────────────────────────────
  // Wrong natural yes: help bathing and dressing is custodial care.
  {
    q: 'father, 84, needs a home aide four hours daily for showering and dressing. traditional medicare pays the agency?',
    must: [['custodial', 'personal care', 'non-medical']],
    not: [yes()],
  },
  // Worked: 200 × 1.03^20 = 361.22.
  {
    q: 'genworth policy benefit 200 daily today, 3% compounding inflation rider. value two decades out?',
    must: [['361', '361.22', '361.20']],
    not: ['320'],
  },
  // Diagnosis, wrong natural yes: severe cognitive impairment is its own benefit trigger.
  {
    q: "mother's alzheimer's diagnosis came last month. physically she manages bathing and dressing but wanders off, got lost twice. her care policy requires two activities of daily living, so no benefits yet?",
    must: [FEELS, ['cognitive']],
    not: [yes()],
  },

  // ── Life insurance (4) ─────────────────────────────────────────────────────────────────────
  // Wrong natural yes: a policy you own is in your estate; an ILIT keeps it out.
  {
    q: 'death benefit of 1.5m from my own policy is income tax free, therefore excluded from massachusetts estate calculations?',
    must: [['irrevocable life insurance trust', 'ilit', 'irrevocable trust', 'irrevocable']],
    not: [yes()],
  },
  // Conversion privilege without a medical exam.
  {
    q: "twenty year level term expires next spring at 70; since then i've developed atrial fibrillation. options to keep coverage?",
    must: [['convert', 'conversion']],
  },
  // Wrong natural yes, worked: 85,000 − 60,000 = 25,000 taxable as ordinary income.
  {
    q: "cashing in whole life: premiums paid 60k total, surrender value 85k. insurance proceeds aren't taxed, yes?",
    must: [['25,000']],
    not: [yes()],
  },
  // Wrong natural yes: a minor cannot take the money directly; trust or UTMA custodian.
  {
    q: 'naming my eight year old grandson beneficiary of my policy. straightforward?',
    must: [['trust', 'custodian', 'utma', 'conservator', 'guardian']],
    not: [yes()],
  },

  // ── MassHealth (3) ─────────────────────────────────────────────────────────────────────────
  // Worked: 48,000 − 2,000 = 46,000.
  {
    q: SPEND_DOWN,
    must: [['46,000'], ['2,000']],
    not: ['45,000'],
  },
  // Follow-up: estate recovery after death.
  {
    q: 'afterward, when she passes — could the state claim her house? i live there',
    history: [SPEND_DOWN],
    must: [['estate recovery']],
  },
  // Wrong natural no: the caregiver-child exception (two years of care at home).
  {
    q: "three years ago i quit my job, moved into mom's home and cared for her daily, avoiding placement. now she needs a facility. deeding me the house triggers a masshealth transfer penalty?",
    must: [['2 years', 'two years', 'two-year', '2-year']],
    not: [no()],
  },

  // ── The firm (3) ───────────────────────────────────────────────────────────────────────────
  {
    q: 'gave up driving last year, live near wollaston. where exactly are you located?',
    must: [/\b(?:boston|massachusetts|office|phone|video|zoom|call)\b/],
  },
  {
    q: 'does your company also sell these contracts? compensation structure?',
    history: [SURRENDER_FREE],
    must: [/\b(?:fee|fees|commission|commissions|independent|fiduciary)\b/],
  },
  {
    q: 'want an appointment sometime next week regarding lump sum versus monthly pension choices. how do i book?',
    expect: 'handoff',
  },

  // ── Behaviours (8) ─────────────────────────────────────────────────────────────────────────
  { q: 'hi there', expect: 'greeting' },
  { q: 'appreciate it, very helpful', history: [LAST_DOLLAR], expect: 'thanks' },
  {
    q: 'overwhelming. could a person phone me tomorrow?',
    history: [FATHER_RMD],
    expect: 'handoff',
  },
  {
    q: 'granddaughter turns nine saturday; best boston cream pie recipe?',
    expect: 'out_of_scope',
  },
  { q: 'iphone keeps warning storage full. fix?', expect: 'out_of_scope' },
  {
    q: 'ssn 123-45-6789 — look up my record please',
    history: [SINGLE_SS_TAX],
    expect: 'privacy',
  },
  {
    q: 'fidelity acct Z12345678, did my december distribution go through?',
    expect: 'privacy',
  },
  {
    q: 'reserve legal sea foods friday 7pm for two? separately, 52 and tapping my ira early — penalty?',
    must: [['10%'], DECLINES],
    not: [/\b0% penalty\b/],
  },
];
