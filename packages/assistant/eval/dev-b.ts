/**
 * Development round B: visitor questions written from the domain, the way people 55 and over
 * type them (ages, amounts and dates of their own, two questions in one, follow-ups leaning on
 * the previous answer, a loss or a diagnosis in the first line, an everyday request beside a money
 * question), with the facts a full answer must state and the facts that would make it confidently
 * wrong. Engineers check a change against its totals only: it is reported, never gated, and its
 * misses are not printed. Figures are the 2026 ones (IRS, SSA, CMS, Mass.gov); each worked answer
 * shows its arithmetic beside the case.
 */
import { type EvalCase, type Fact, feels, lead, opens } from './score.ts';

/** The first sentence speaks to the visitor's loss, diagnosis, job or fear. */
const FEELS = feels(
  'sorry',
  'condolences',
  'understandable',
  'worry',
  'worried',
  'scary',
  'frightening',
  'stressful',
  'hard',
  'difficult',
  'tough',
  'not alone',
  'overwhelming',
  'a lot to carry',
  'a lot to handle',
  'a lot to take in',
);

/** The everyday part of a mixed message is declined in a sentence. */
const DECLINES: Fact =
  /\b(can't|cannot|can not|unable to|not able to)\b[^.\n]{0,60}\b(help|assist|book|order|write|translate|recommend|find|make|do|draft|suggest|reserve|look up)\b|\boutside (of )?(what|my|our)\b/;

const FIFTY_NINE_AND_A_HALF = ['59½', '59 1/2', '59 and a half', '59.5'];
const NOT_PORTABLE = [
  'not portable',
  "isn't portable",
  'no portability',
  'credit shelter',
  'bypass trust',
  'trust',
];
const LETTERED_MEDIGAP = ['plan g', 'plan n', 'plan f'];

const WIDOW_FIRST =
  'my husband passed in march, he was getting 2,900 a month from ss and i get 1,600 on my own. im 67. what happens to my check';
const LAID_OFF_AT_62 =
  "i'm 62 and just got laid off after 31 yrs. do i take social security now or live off my 401k for a few years? my full benefit at 67 is 2,400";
const BACK_TO_WORK =
  "I'm 64 taking ss $1,900/mo and went back to work part time, will make about 34,480 this year. how much do they hold back";
const SPOUSAL_AT_62 =
  "me 67 wife 62. my full retirement benefit is 3,200 and i'm already collecting. she never worked outside the home so nothing of her own. if she files now what does she get";
const SS_TAX_JOINT =
  "we're married filing jointly, ss combined 48,000 and ira withdrawals about 30,000, no other income. how much of our ss is taxable federally?";
const SMALL_EMPLOYER =
  'turning 65 in august, still working, company has about 12 employees and i’m on their plan. do i need part b?';
const IRMAA_SPIKE =
  'single, 2024 income was 140k because of a one-time stock sale, normally 70k. what will my part b be in 2026 and can i fight it?';
const PART_D_CAP = "whats the most i'd pay out of pocket for drugs on medicare in 2026";
const MOM_NURSING_HOME =
  'mom (88) needs to move into a nursing home in lowell. does medicare pay for it? she has 140k in savings and her house';
const PENSION_OFFER =
  'pension is offering 420k lump sum or 2,150/mo for life at 65. which is better?';
const CATCH_UP_61 =
  'im 61 making 95k, how much can i put in my 401k this yr? heard theres a bigger catch up now';
const FIRST_RMD =
  "turned 73 this year, ira was 640,000 on dec 31 last year. what's my rmd and when's the deadline";
const CONVERT_IN_12 =
  'married, both 66, taxable income about 60k after deductions. how much could we convert to roth and stay in the 12% bracket?';
const SENIOR_DEDUCTION_ITEMIZE = 'is the new 6000 senior deduction only if i itemize?';
const ZERO_PERCENT_GAINS =
  'retired couple, 2026 taxable income before any gains will be about 70k. how much long-term gain can we take at 0%?';
const CIRCUIT_BREAKER =
  "I'm 72 widowed in Framingham, income about 45k, property tax 6,800 and water/sewer 1,000 a year. do i get the circuit breaker?";
const MA_ESTATE_COUPLE =
  'my husband and I have about 2.8m total (house 1.1m, iras 1.2m, brokerage 500k). will our kids owe mass estate tax?';
const BANK_ANNUITY =
  'rep at my bank wants me to put 200k of my 350k into an indexed annuity. is that a good idea? im 71';
const ENOUGH_SAVED =
  "we have 1.1m saved, ss 52k combined, need about 95k a year. is that enough? we're 65 and 63";
const MEDIGAP_OR_ADVANTAGE = 'turning 65 in june in worcester, medigap or advantage?';
const RMD_AT_74 = "i'm 74, ira balance was 500k at the end of last year. what's my rmd this year?";
const PART_B_COST = 'how much is part b in 2026';
const STD_DEDUCTION_66 = 'im 66 single, whats my standard deduction for 2026';
const WIFE_DIED =
  'hi, my wife just passed and i have no idea what to do first with all the accounts';

export const DEV_B: EvalCase[] = [
  // ── Social Security ─────────────────────────────────────────────────────────────────────────
  // Grief + worked: a survivor at or past full retirement age gets 100% of what he was paid,
  // instead of (not on top of) her own: her 1,600 rises to 2,900, not 1,600 + 2,900 = 4,500.
  {
    q: WIDOW_FIRST,
    must: [
      FEELS,
      '2,900',
      [
        'higher',
        'larger',
        'bigger',
        'not both',
        "don't get both",
        'do not get both',
        "can't get both",
        'cannot get both',
        'one or the other',
        'instead of',
      ],
    ],
    not: ['4,500'],
  },
  // Follow-up: someone already on her own retirement benefit must apply for the survivor benefit.
  {
    q: 'do i have to tell them or does it happen automatic',
    history: [WIDOW_FIRST],
    must: [
      [
        'apply',
        'call social security',
        'contact social security',
        'call ssa',
        'contact ssa',
        '800-772-1213',
        '1-800-772-1213',
      ],
    ],
    not: [/\b(it|this|the switch|the change|the increase) (happens|is|will be) automatic/],
  },
  // Layoff + worked: FRA 67 (born 1964), 62 is 60 months early: 2,400 × 70% = 1,680, for life.
  {
    q: LAID_OFF_AT_62,
    must: [FEELS, '1,680', ['permanent', 'permanently', 'for life', 'for the rest of your life']],
    not: ['1,800'],
  },
  // Follow-up, worked: 36 months of delayed credits at 8% a year: 2,400 × 124% = 2,976.
  {
    q: 'ok and what if i wait till 70?',
    history: [LAID_OFF_AT_62],
    must: ['2,976', ['8%', '24%', '124%']],
    not: ['3,168'],
  },
  // Worked earnings test (under FRA all year): (34,480 − 24,480) ÷ 2 = 5,000 withheld.
  {
    q: BACK_TO_WORK,
    must: ['5,000', '24,480'],
    not: ['3,333'],
  },
  // Follow-up: withheld benefits are credited back when the benefit is recomputed at FRA.
  {
    q: 'is that money just gone?',
    history: [BACK_TO_WORK],
    must: [
      opens('no', 'not'),
      [
        'recalculate',
        'recalculated',
        'recalculates',
        'recalculation',
        'recomputed',
        'recompute',
        'credit',
        'credited',
        'higher benefit',
        'raise your benefit',
        'increase your benefit',
        'increases your benefit',
      ],
    ],
    not: [opens('yes')],
  },
  // Worked spousal (she is 62, FRA 67, 60 months early: 50% × 65% = 32.5%): 3,200 × 32.5% = 1,040;
  // 1,600 at her FRA. Applying the 70% retirement reduction instead would give 1,120.
  {
    q: SPOUSAL_AT_62,
    must: ['1,040', '1,600'],
    not: ['1,120'],
  },
  // Follow-up, neighbouring trap: spousal benefits earn no delayed retirement credits.
  {
    q: 'what if she waits past her fra, does it keep growing like mine did?',
    history: [SPOUSAL_AT_62],
    must: [opens('no', 'not'), ['full retirement age', 'fra', '67']],
    not: [opens('yes')],
  },
  // Missing detail (remarried? how long divorced?): a divorced spouse of 2+ years need not wait.
  {
    q: 'divorced after 22 yrs of marriage, ex husband is 66 and hasnt filed yet. im 63 can i get spousal on his record now or do i have to wait for him',
    must: [
      ['two years', '2 years'],
      ['remarried', 'unmarried', 'not married', 'single', 'remarry'],
    ],
    not: [
      /\b(he|your ex) (has to|must|needs to) (file|claim|be collecting|be receiving|start)/,
      /\byou (have to|must|need to) wait (for him|until he)/,
    ],
  },
  // Trap: the worker must have filed before a current spouse can draw spousal benefits.
  {
    q: "my wife is 64 and wants to start her spousal benefit off my record, but I'm 65 and not collecting yet. can she?",
    must: [
      opens('no', 'not yet', 'not'),
      ['filed', 'file', 'claim', 'claimed', 'collecting', 'receiving', 'started'],
    ],
    not: [opens('yes')],
  },
  // Trap beside the survivor rule: remarrying generally ends a divorced-spouse benefit.
  {
    q: 'remarried last year at 63, does that kill the spousal benefit from my ex (married 15 yrs)?',
    must: [
      opens('yes', 'generally', 'usually', 'in most cases', 'it does', 'unfortunately'),
      ['end', 'ends', 'stop', 'stops', 'lose', 'not eligible', 'no longer'],
    ],
    not: [opens('no')],
  },
  // Trap beside the divorced-spouse rule: remarrying at 60 or later keeps a survivor benefit.
  {
    q: 'widowed at 58, thinking of remarrying at 61. will i lose the survivor benefit from my first husband?',
    must: [opens('no', 'not'), '60'],
    not: [opens('yes')],
  },
  // GPO repealed by the Social Security Fairness Act (signed January 2025).
  {
    q: "retired teacher from worcester, mass teachers pension 3,100 a month. my husband's ss is 2,600. will i get anything when he dies now that they got rid of gpo?",
    must: [
      [opens('yes', 'likely', 'probably', 'very likely'), '2,600'],
      ['fairness act', 'repealed', 'eliminated', 'ended', 'no longer', 'repeal'],
    ],
    not: [opens('no')],
  },
  // WEP repealed too.
  {
    q: 'worked 20 yrs as a boston firefighter (no ss) and 12 yrs in private jobs. does wep still cut my social security?',
    must: [
      [
        opens('no', 'not', 'not anymore', 'no longer'),
        lead('ended the windfall', 'repealed', 'eliminated the windfall', 'no longer reduce'),
      ],
      ['fairness act', 'repealed', 'eliminated', 'repeal'],
    ],
    not: [opens('yes')],
  },
  // Diagnosis: SSDI is the full (unreduced) PIA and becomes the same retirement benefit at FRA.
  {
    q: "diagnosed with early onset parkinson's at 58, can't do my job anymore. can i get ss disability and does it hurt my retirement amount later",
    must: [
      FEELS,
      [
        'convert',
        'converts',
        'converted',
        'switches to',
        'becomes your retirement',
        'becomes a retirement',
        'turns into',
        'changes to',
      ],
      [
        'not reduced',
        'unreduced',
        'full benefit',
        'same amount',
        "doesn't reduce",
        'does not reduce',
        "won't reduce",
        'will not reduce',
        'no reduction',
        '100%',
        "doesn't hurt",
        'does not hurt',
        "won't hurt",
      ],
    ],
    not: [opens('no')],
  },
  // Worked (IRS Pub. 915 worksheet, joint): provisional 30,000 + 24,000 = 54,000;
  // 85% × (54,000 − 44,000) + min(6,000, 24,000) = 8,500 + 6,000 = 14,500 taxable (cap 40,800).
  {
    q: SS_TAX_JOINT,
    must: ['14,500'],
    not: [
      opens(
        'none',
        'nothing',
        "it's not taxable",
        'it is not taxable',
        'your social security is not',
      ),
    ],
  },
  // Follow-up: Massachusetts does not tax Social Security (the IRA withdrawals it does, at 5%).
  {
    q: 'and does massachusetts tax it too?',
    history: [SS_TAX_JOINT],
    must: [
      opens('no', 'not', 'massachusetts does not', "massachusetts doesn't"),
      [
        'does not tax social security',
        "doesn't tax social security",
        'exempt',
        'not taxed',
        "isn't taxed",
        'not tax social security',
      ],
    ],
    not: [opens('yes')],
  },
  // Worked (single): provisional 22,000 + 5,000 + 14,000 = 41,000; 85% × (41,000 − 34,000)
  // + min(4,500, 14,000) = 5,950 + 4,500 = 10,450 taxable (cap 85% × 28,000 = 23,800).
  {
    q: 'single, 68, ss is 28k, part time job pays 22k, plus 5k interest. is my ss taxable and how much?',
    must: ['10,450'],
    not: [opens('no', 'none', 'nothing', "it's not taxable", 'it is not taxable')],
  },
  // Worked break-even: 1,400 at 62 (70%) vs 2,000 at 67; 60 × 1,400 = 84,000 forgone,
  // recovered at 600 a month in 140 months = 11 years 8 months after 67: about 78 and 8 months.
  {
    q: 'turning 62 in may, fra benefit is 2,000. when do i break even if i wait to 67 instead of taking it at 62',
    must: ['1,400', ['78', '79']],
    not: ['1,500'],
  },
  // Trap: past FRA there is no earnings test.
  {
    q: "does social security stop if i work after 67? i'm 68 and still consulting",
    must: [opens('no', 'not'), ['full retirement age', 'fra']],
    not: [opens('yes')],
  },
  // Worked earnings test in the FRA year: turning 67 in December 2026 means born December 1959,
  // FRA 66 and 10 months = October 2026; January–September pay 9 × 10,000 = 90,000;
  // (90,000 − 65,160) ÷ 3 = 8,280 withheld. (÷ 2 would be 12,420; the whole year ÷ 3, 18,280.)
  {
    q: 'i turn 67 in december 2026, been collecting since 63 and still working, salary is 10k a month. how much will ss hold back this year?',
    must: [['66 and 10 months', '66 and ten months', 'october'], '65,160', '8,280'],
    not: ['12,420', '18,280'],
  },
  // Retroactive benefits: at most 6 months back (and not before FRA).
  {
    q: "i'm 69 and never filed for social security (forgot honestly). can i get back pay for the years i missed?",
    must: [['6 months', 'six months']],
    not: [
      /\b(12|twelve) months (of )?(back pay|retroactive|back)\b|retroactive[^.]*\b(12|twelve) months/,
    ],
  },
  // Fear: 2025 Trustees Report — OASI reserves 2033 (77% payable), combined 2034 (81%).
  {
    q: "scared social security will run out before i'm 70, should i just take it at 62 while i can?",
    must: [
      FEELS,
      ['2033', '2034'],
      ['77%', '81%', '80%', 'about three-quarters', 'most of', 'roughly 80'],
    ],
    not: ['2035', /\b(stop|end) paying (benefits )?(entirely|completely|altogether)/],
  },
  // Diagnosis + missing detail: delaying raises the survivor benefit his wife would keep.
  {
    q: 'cardiologist says my heart is getting worse. im 66, wife is 60 and earned way less. should i still wait till 70 for ss like i planned?',
    must: [
      FEELS,
      ['survivor'],
      ['higher', 'larger', 'bigger', 'increase', 'increases', 'raise', 'raises'],
    ],
    not: [opens('you should wait', 'wait until 70', 'claim now', 'you should claim')],
  },

  // ── Medicare ────────────────────────────────────────────────────────────────────────────────
  // 20-employee rule: under 20 employees Medicare pays first, so sign up for Part B at 65.
  {
    q: SMALL_EMPLOYER,
    must: [
      opens('yes', 'probably', 'likely', 'in most cases', 'usually', 'most likely'),
      ['20 employees', 'fewer than 20', 'under 20', 'less than 20'],
      ['primary', 'pays first'],
    ],
    not: [opens('no')],
  },
  // Follow-up: with 20 or more, the group plan pays first; Part B can wait (8-month window later).
  {
    q: 'what if it were like 50 people?',
    history: [SMALL_EMPLOYER],
    must: [
      ['8 months', 'eight months', 'special enrollment'],
      ['delay', 'wait', 'postpone', 'hold off'],
    ],
    not: [opens('yes, you still need')],
  },
  // The issue's follow-up: after a Part B answer, a 15-person employer is the 20-employee rule.
  {
    q: 'what if my employer only has 15 people',
    history: [PART_B_COST],
    must: [
      ['primary', 'pays first'],
      ['20 employees', 'fewer than 20', 'under 20', 'less than 20'],
    ],
    not: ['self-employment tax', '1099'],
  },
  // COBRA is not current-employment coverage: the 8-month window runs from the job's end.
  {
    q: 'retiring at 66 in june, going on cobra for 18 months then medicare. good plan?',
    must: [
      opens('no', 'not', 'probably not', 'careful', 'be careful', 'not quite', 'not really'),
      ['8 months', 'eight months'],
      ['penalty', 'gap'],
    ],
    not: [opens('yes', 'that works', 'sounds good')],
  },
  // Retiree coverage is not current-employment coverage either.
  {
    q: 'retired at 64 with retiree health from my employer, turning 65 soon. can i skip part b since i have retiree coverage?',
    must: [
      opens('no', 'not', 'generally no', 'usually not', 'probably not'),
      [
        'current employment',
        'active employment',
        'actively working',
        'current work',
        'still working',
        'current job',
      ],
    ],
    not: [opens('yes')],
  },
  // Worked IRMAA: single 2024 MAGI 140,000 is in the 137,001–171,000 tier: 405.80 a month; a stock
  // sale is not a life-changing event (SSA-44), so it is a one-year cost.
  {
    q: IRMAA_SPIKE,
    must: ['405.80', ['ssa-44', 'life-changing', 'life changing']],
    not: [lead('284.10')],
  },
  // Follow-up: stopping work is a life-changing event; file SSA-44 with the lower 2025 income.
  {
    q: 'ok what if i retired in 2025, does that count?',
    history: [IRMAA_SPIKE],
    must: [
      opens('yes', 'it can', 'it may', 'possibly', 'likely', 'it does'),
      ['ssa-44'],
      ['work stoppage', 'stopping work', 'stopped working', 'retirement', 'retiring'],
    ],
    not: [opens('no')],
  },
  // Worked IRMAA, joint: 2024 MAGI 230,000 is in the 218,001–274,000 tier: 284.10 each.
  {
    q: "we're married filing jointly, 2024 magi was 230k. what do we each pay for part b in 2026?",
    must: ['284.10', ['each', 'per person', 'both', 'apiece']],
    not: [lead('405.80'), /\b(each )?pays? (only |just )?202\.90\b/],
  },
  // The issue's follow-up: the Part D cap is per person (2,100 each), not the standard deduction.
  {
    q: 'is that per person or for me and my wife together?',
    history: [PART_D_CAP],
    must: [
      ['per person', 'each', 'individual', 'separately', 'for each of you', 'each of you'],
      '2,100',
    ],
    not: [
      'standard deduction',
      opens('together', "it's combined", 'it is combined', "it's for both", 'it is for both'),
    ],
  },
  // Missed Part B with no work coverage: General Enrollment (Jan 1–Mar 31), coverage the month
  // after signing up (not July 1 since 2023), 10% for each full 12 months late.
  {
    q: 'forgot to sign up for part b when i turned 65 last year (no work coverage). what now',
    must: [
      ['general enrollment'],
      ['january 1', 'march 31', 'jan 1', 'mar 31', 'january through march', 'january to march'],
      '10%',
    ],
    not: ['july 1'],
  },
  // Worked Part D penalty: 1% × 30 months = 30% of the base premium, for as long as you have Part D.
  {
    q: 'never signed up for part d, no drug coverage at all for 30 months after my enrollment window. how bad is the penalty?',
    must: ['30%', ['permanent', 'for life', 'as long as', 'for the rest', 'lifetime']],
    not: [lead('10%')],
  },
  // Initial Enrollment Period for an October 65th birthday: July through January; signing up by
  // September starts coverage October 1.
  {
    q: 'turning 65 in october. when can i sign up for medicare and when does it start?',
    must: [
      ['july'],
      ['january'],
      [
        'october 1',
        'oct 1',
        'first of october',
        'first day of your birthday month',
        'first of your birthday month',
        'birthday month',
        'month you turn 65',
      ],
    ],
    not: [/\bup to (3|three) months? (later|delay)/],
  },
  // HSA while delaying Medicare: fine if no part is taken; Part A backdates up to 6 months.
  {
    q: "i'm 65 in april still working w/ hsa family plan. if i delay medicare can i keep putting in the hsa? and what about when i do sign up at 67",
    must: [opens('yes'), ['6 months', 'six months'], ['part a', 'social security']],
    not: [opens('no')],
  },
  // Trap beside "no HSA contributions on Medicare": HSA money can pay Medicare premiums.
  {
    q: "I'm 67 on medicare now, can I still use the hsa money I saved for my medicare premiums?",
    must: [opens('yes'), ['medigap', 'supplement']],
    not: [opens('no')],
  },
  // Original Medicare with Medigap has no network.
  {
    q: 'my doctor at mass general, is he in network with all medigap plans?',
    must: [
      ['network', 'networks'],
      [
        'any doctor',
        'any provider',
        'any doctor or hospital',
        'anywhere',
        'accepts medicare',
        'accept medicare',
        'takes medicare',
        'take medicare',
      ],
    ],
    not: [/\bmedigap (plans? |policies )?(has|have|uses?) (a )?networks?\b/],
  },
  // Part A is premium-free on a spouse's 40 quarters.
  {
    q: 'my wife never worked, will she have to pay for part a?',
    must: [
      opens('no', 'probably not', 'likely not', 'not', 'usually not'),
      ['40', 'ten years', '10 years'],
      ['spouse', 'your record', 'husband', 'your work'],
    ],
    not: [opens('yes')],
  },
  // Medicare is not free: Part A premium-free for most, Part B 202.90 in 2026.
  {
    q: 'i’m 65 next month, i thought medicare was free since i paid in 40 years?',
    must: [['part a'], '202.90'],
    not: ['185.00'],
  },
  // Travel: Original Medicare + Medigap works nationwide; Advantage networks are local.
  {
    q: 'we winter in florida 4 months. advantage or medigap for that?',
    must: [
      ['network', 'networks'],
      [
        'anywhere',
        'nationwide',
        'any doctor',
        'any provider',
        'across the country',
        'in any state',
        'any state',
      ],
    ],
    not: LETTERED_MEDIGAP,
  },
  // Medicare covers skilled care for up to 100 days, not custodial care; MassHealth after that.
  {
    q: MOM_NURSING_HOME,
    must: [
      opens('no', 'generally no', 'generally not', 'not', 'mostly no', 'only', 'usually not'),
      ['100 days', 'skilled'],
      ['masshealth'],
    ],
    not: [opens('yes')],
  },
  // Follow-up: a gift within the 5-year look-back delays MassHealth; the gift loses the step-up.
  {
    q: 'can she just give the house to me now so they cant take it?',
    history: [MOM_NURSING_HOME],
    must: [
      [
        '5 years',
        'five years',
        '60 months',
        'look-back',
        'lookback',
        'look back',
        '5-year',
        'five-year',
      ],
      [
        'penalty',
        'ineligible',
        'ineligibility',
        'disqualified',
        'disqualification',
        'not eligible',
      ],
    ],
    not: [opens('yes')],
  },

  // ── Massachusetts: Medigap, SHINE, MassHealth ───────────────────────────────────────────────
  // Massachusetts sells Core, Supplement 1 and 1A; 1A (eligible from 2020) leaves the Part B
  // deductible to you; Plan F is not sold here.
  {
    q: 'turning 65 in nov, in natick. which medigap covers the part b deductible? my friend said plan f',
    must: [
      ['supplement 1a'],
      ['2020'],
      [
        'not cover',
        "doesn't cover",
        'does not cover',
        'no plan',
        'none',
        "don't cover",
        'do not cover',
        'pay the part b deductible yourself',
        'you pay the part b deductible',
        'leaves the part b deductible',
        'except the part b deductible',
        'not the part b deductible',
      ],
    ],
    not: [
      /\b(get|buy|choose|pick|go with|enroll in) plan [fgn]\b/,
      /supplement 1a (covers|pays|includes) (the )?part b deductible/,
    ],
  },
  // Supplement 1 is open to those eligible for Medicare before 2020 (here on disability since 2017).
  {
    q: "i've had medicare since 2017 because of disability, now turning 65 in massachusetts. can i still buy supplement 1?",
    must: [opens('yes'), '2020'],
    not: [opens('no')],
  },
  // Moving in with a Plan G: a Medigap policy stays renewable after a move; MA plans are optional.
  {
    q: 'moving from florida to springfield ma, i have medigap plan g now. can i keep it or do i have to switch to something here?',
    must: [
      opens('you can keep', 'yes', 'you can', 'generally', 'usually'),
      ['core', 'supplement 1a', 'supplement 1'],
    ],
    not: [
      /(?<!n't |not |never |no )\b(must|have to|need to) (switch|drop|cancel|give up|replace)\b/,
    ],
  },
  // Massachusetts Medigap: no health questions, no price by health.
  {
    q: 'had breast cancer 2 yrs ago, i’m 70 on an advantage plan now in quincy. if i switch to medigap can they deny me or charge more',
    must: [
      [
        opens('no', 'not', 'in massachusetts, no', 'in massachusetts they cannot'),
        lead(
          'without health questions',
          'no health questions',
          'cannot deny',
          "can't deny",
          'cannot be denied',
          "can't be denied",
          'cannot turn you down',
          "can't turn you down",
          'may not turn you down',
          'guaranteed issue',
          'guaranteed-issue',
        ),
      ],
      ['health', 'pre-existing', 'medical underwriting', 'health questions', 'medical history'],
    ],
    not: [opens('yes'), ...LETTERED_MEDIGAP],
  },
  // Follow-up: in Massachusetts leaving Advantage for Medigap later needs no health screening.
  {
    q: 'whats the difference in cost roughly and can i switch later if i pick advantage',
    history: [MEDIGAP_OR_ADVANTAGE],
    must: [
      ['switch'],
      [
        'health questions',
        'medical underwriting',
        'guaranteed',
        'pre-existing',
        'health status',
        'denied',
        'turned down',
        'your health',
      ],
    ],
    not: LETTERED_MEDIGAP,
  },
  // SHINE: free, unbiased Medicare counselling in Massachusetts.
  {
    q: 'who can help me compare part d plans for free in massachusetts? dont want a salesman',
    must: ['shine', ['free', 'no cost', 'unbiased']],
    not: LETTERED_MEDIGAP,
  },
  // Medicare Savings Program (formerly Buy-In): no asset test since March 2024, income to 225% FPL.
  {
    q: "i'm on ss 1,900/month only, 71, can't afford the part b premium. any help in mass? i own my condo",
    must: [
      ['medicare savings program', 'msp', 'buy-in', 'buy in'],
      [
        'no asset',
        'asset test',
        'asset limit',
        'assets',
        'condo',
        'home does not count',
        "doesn't count",
      ],
    ],
    not: ['2,000', '18,180'],
  },
  // Fear + MassHealth: the community spouse keeps the home and a resource allowance.
  {
    q: 'husband has dementia and will need a nursing home. do i lose our house and everything to masshealth? im 79 and still live there',
    must: [
      FEELS,
      opens('no', 'not', 'you do not', "you don't", 'you will not', "you won't"),
      [
        'community spouse',
        'spouse at home',
        'spousal',
        'the spouse who stays',
        'spouse who stays',
        'resource allowance',
        'keep some of',
        'keep part of',
        'a share of',
      ],
    ],
    not: [opens('yes')],
  },
  // MassHealth estate recovery (members 55+, Massachusetts recovers from the probate estate).
  {
    q: 'if mom gets masshealth at home will they take her house after she dies?',
    must: [
      ['estate recovery', 'recover', 'recovers', 'recovery', 'lien', 'claim against'],
      ['spouse', 'probate', 'hardship', 'disabled child', 'under 21'],
    ],
    not: [opens('no')],
  },

  // ── Massachusetts: income, property and estate taxes ────────────────────────────────────────
  // Massachusetts taxes neither Social Security nor MA public pensions; private pensions at 5%.
  {
    q: 'retired state trooper, is my mass state pension taxed by massachusetts? my wife has a private pension from raytheon',
    must: [
      [
        opens('no', 'not'),
        lead('not taxed', 'exempt', "isn't taxed", 'is not taxed', "doesn't tax", 'does not tax'),
      ],
      '5%',
    ],
    not: [opens('yes')],
  },
  // Moving to Massachusetts: Social Security untaxed, 401(k) withdrawals taxed at 5%.
  {
    q: 'moving to ma from nh to be near the grandkids. will mass tax my ss and my 401k withdrawals?',
    must: [
      [
        'not tax social security',
        "doesn't tax social security",
        'does not tax social security',
        'social security is exempt',
        'social security is not taxed',
        "social security isn't taxed",
        'social security benefits are not taxed',
        'social security benefits are exempt',
      ],
      '5%',
    ],
    not: [/\bmassachusetts taxes (your )?social security\b/],
  },
  // Worked circuit breaker (tax year 2025): 10% of 45,000 = 4,500; 6,800 + ½ × 1,000 = 7,300;
  // 7,300 − 4,500 = 2,800, under the 2,820 maximum; the home's assessed value must be under the cap.
  {
    q: CIRCUIT_BREAKER,
    must: [
      opens(
        'yes',
        'likely',
        'probably',
        'it looks like',
        'you likely',
        'you probably',
        'very likely',
      ),
      '2,800',
      ['assessed', 'valuation', 'value of your home', "home's value"],
    ],
    not: [opens('no')],
  },
  // Follow-up: renters qualify; 25% of rent counts as property tax.
  {
    q: 'do i have to own the house? my sister rents in worcester',
    history: [CIRCUIT_BREAKER],
    must: [opens('no', 'not'), '25%', ['rent', 'renters', 'renter']],
    not: [opens('yes')],
  },
  // Follow-up: the credit is claimed on Schedule CB with a Massachusetts return, and refunded
  // when it is more than the tax owed.
  {
    q: 'do i have to file a mass tax return to get it? i dont owe any state tax',
    history: [CIRCUIT_BREAKER],
    must: [opens('yes'), ['schedule cb'], ['refund', 'refunded', 'refundable']],
    not: [opens('no')],
  },
  // Grief + the issue's pattern: property-tax relief is not the Social Security card.
  {
    q: 'my husband died in the spring and the property taxes on our house in braintree are killing me. is there any help for seniors with property tax?',
    must: [
      FEELS,
      ['circuit breaker'],
      ['assessor', "assessor's office", 'town', 'local', 'exemption', 'deferral'],
    ],
    not: [opens('no'), lead('does not tax social security', "doesn't tax social security")],
  },
  // Massachusetts local tax deferral for 65+ (Clause 41A): deferred until sale or death, with interest.
  {
    q: 'can i put off paying property taxes until i sell the house? 74 in lexington',
    must: [
      opens('yes', 'possibly', 'in many towns', 'many towns', 'you may', 'often', 'likely'),
      ['deferral', 'defer'],
      ['assessor', 'town', 'city', 'local'],
    ],
    not: [opens('no')],
  },
  // Massachusetts estate tax: $2M per person, not portable; at the second death the excess is
  // taxed unless a credit-shelter trust used the first exemption; no "cliff" since 2023.
  {
    q: MA_ESTATE_COUPLE,
    must: [['2 million', '2,000,000', '2m'], NOT_PORTABLE],
    not: [opens('no'), /\btax(ed)? on the (whole|entire|full) (estate|amount|value)/],
  },
  // Follow-up: federal exemption 15,000,000 a person in 2026.
  {
    q: 'what about federal?',
    history: [MA_ESTATE_COUPLE],
    must: [
      [
        opens('no', 'not', 'unlikely', 'very unlikely', 'almost certainly not', 'probably not'),
        lead(
          'no federal',
          'well below',
          'far below',
          'well under',
          'far under',
          'below the federal',
        ),
      ],
      ['15 million', '15,000,000', '15m'],
    ],
    not: [opens('yes'), '13,990,000', '13.99 million', '7 million', '7,000,000'],
  },
  // Trap beside the estate tax "Yes": Massachusetts has no inheritance tax.
  {
    q: 'do my kids pay mass inheritance tax on what i leave them?',
    must: [
      opens('no', 'not', 'massachusetts has no', 'there is no', "there's no", 'not directly'),
      ['estate tax'],
      ['2 million', '2,000,000', '2m'],
    ],
    not: [opens('yes')],
  },
  // Massachusetts 4% surtax on income over the threshold (1,083,150 for 2025).
  {
    q: 'if I sell my rental in 2026 for a 1.2m gain, will I pay the mass millionaires tax?',
    must: [
      opens('yes', 'likely', 'probably', 'most likely', 'very likely'),
      '4%',
      ['1,083,150', '1 million', '1,000,000', '1m', 'one million'],
    ],
    not: [opens('no'), /\b4% (on|of) (the )?(entire|whole|full|all)/],
  },
  // Grief + missing detail: a surviving spouse keeps the 500,000 exclusion for 2 years after the
  // death, and the late husband's half gets a stepped-up basis (its value at death is the detail).
  {
    q: 'widowed last year, selling our house in newton that we bought for 300k, selling for about 1.5m this spring. how much is taxable?',
    must: [FEELS, '500,000', ['step-up', 'step up', 'stepped up', 'stepped-up']],
    not: [/\bonly (exclude |get |qualify for )?250000\b/],
  },

  // ── Retirement accounts ─────────────────────────────────────────────────────────────────────
  // Worked: ages 60–63 catch-up 11,250: 24,500 + 11,250 = 35,750.
  {
    q: CATCH_UP_61,
    must: ['35,750', '11,250'],
    not: ['31,000', '34,750'],
  },
  // Follow-up: at 64 the regular 8,000 catch-up: 24,500 + 8,000 = 32,500.
  {
    q: 'and my wife is 64, same for her?',
    history: [CATCH_UP_61],
    must: ['32,500', '8,000'],
    not: [opens('yes')],
  },
  // Spousal IRA: 7,500 + 1,100 catch-up = 8,600 each at 50+.
  {
    q: 'can my husband (63, retired, no income) and i (58, work, earn 70k) both put into iras?',
    must: [opens('yes'), ['spousal ira', 'spousal'], '8,600'],
    not: [opens('no'), '8,000'],
  },
  // Roth phase-out (joint 242,000–252,000): at 245,000, 7,500 × 7/10 = 5,250 each under 50.
  {
    q: 'married, modified agi around 245k, can we still do a roth ira?',
    must: [
      opens('yes', 'partly', 'partially', 'a reduced', 'some', 'you can'),
      ['242,000', '252,000'],
    ],
    not: [opens('no'), '236,000', '246,000'],
  },
  // Roth catch-up: 2025 wages over 150,000 make 2026 catch-ups Roth.
  {
    q: 'made 190k last yr, 58. do my 401k catch up contributions have to be roth now?',
    must: [opens('yes'), '150,000'],
    not: [opens('no'), '145,000'],
  },
  // Worked HSA: 4,400 + 1,000 catch-up at 55+ = 5,400.
  {
    q: '56, self only hdhp, how much can i put in my hsa this year',
    must: ['5,400'],
    not: ['5,300'],
  },
  // Solo 401(k) at 64: 24,500 + the regular 8,000 catch-up (not the 60–63 11,250), plus the
  // employer share.
  {
    q: 'retired but do consulting, net 80k self employment. can i put into a solo 401k at 64?',
    must: [opens('yes', 'you can'), ['32,500', '8,000']],
    not: ['35,750', '23,500'],
  },
  // Worked first RMD at 73: 640,000 ÷ 26.5 = 24,150.94; first one due by April 1 next year.
  {
    q: FIRST_RMD,
    must: [['24,150', '24,151'], ['april 1']],
    not: ['23,357', '24,615', '25,600'],
  },
  // Follow-up: a QCD goes straight to the charity and counts toward the RMD (111,000 in 2026).
  {
    q: 'can i give some of it to my church directly to lower the tax',
    history: [FIRST_RMD],
    must: [
      ['qualified charitable distribution', 'qcd'],
      ['directly', 'direct'],
      ['counts toward', 'count toward', 'counts towards', 'count towards', 'satisfy', 'satisfies'],
    ],
    not: ['108,000', '105,000', '100,000'],
  },
  // Follow-up: delaying the first RMD to April 1 puts two RMDs in one tax year.
  {
    q: 'what happens if i wait till april 1 next year to take it?',
    history: [FIRST_RMD],
    must: [
      ['two', 'both', 'second', 'double'],
      ['same year', 'same tax year', 'one year', 'bracket', 'more tax', 'higher tax'],
    ],
    not: [opens('nothing')],
  },
  // Worked RMD at 74: 500,000 ÷ 25.5 = 19,607.84.
  {
    q: RMD_AT_74,
    must: [['19,607', '19,608'], ['25.5']],
    not: ['20,325', '18,248'],
  },
  // Follow-up: 25% excise tax, 10% if corrected in time.
  {
    q: "and if i don't take it what happens",
    history: [RMD_AT_74],
    must: ['25%', '10%'],
    not: [opens('nothing', 'no penalty')],
  },
  // Trap: born 1960 means RMDs at 75, not 73.
  {
    q: 'born in 1960, do i have to start rmds at 73?',
    must: [[opens('no', 'not'), lead('start at 75', 'begin at 75', 'age 75', 'until 75')], '75'],
    not: [opens('yes')],
  },
  // Conversions have no age limit; at RMD age the RMD comes out first.
  {
    q: 'is it too late to do roth conversions at 72?',
    must: [opens('no', 'not', "it's not", 'it is not'), ['rmd', 'required minimum']],
    not: [opens('yes')],
  },
  // Trap beside the QCD "Yes": a QCD cannot go to a donor-advised fund.
  {
    q: 'can my qcd go to my donor advised fund at fidelity?',
    must: [opens('no', 'not')],
    not: [opens('yes')],
  },
  // Grief + inherited IRA: the father had started RMDs, so annual RMDs in years 1–9 and empty by
  // year 10.
  {
    q: 'my dad died in january, I inherited his ira ($300k). he was 80 and taking rmds. i’m 52. can i leave it alone for 10 years?',
    must: [FEELS, opens('no', 'not'), ['annual', 'each year', 'every year', 'yearly']],
    not: [opens('yes')],
  },
  // Grief + spouse beneficiary: roll it into his own IRA or keep it as an inherited IRA.
  {
    q: 'wife passed last month. her ira is about 180k, i’m 70 and she was 68. what are my options?',
    must: [
      FEELS,
      ['roll', 'rollover', 'roll over', 'treat it as your own', 'own ira', 'spousal rollover'],
      ['inherited ira', 'beneficiary ira', 'inherited'],
    ],
    not: [/\byou (must|have to|need to) (empty|withdraw|take)[^.]*within 10 years/],
  },
  // Rule of 55: the 401(k) of the job left at 55+ is penalty-free; an IRA waits for 59½.
  {
    q: 'leaving my job at 56 in september. can i take money from my 401k without the 10% penalty? what about my ira?',
    must: [
      opens('yes'),
      ['rule of 55', 'age 55', '55 or older', 'year you turn 55', '55'],
      [
        ...FIFTY_NINE_AND_A_HALF,
        'iras do not',
        "iras don't",
        'not for iras',
        'not for an ira',
        'does not apply to iras',
        "doesn't apply to iras",
      ],
    ],
    not: [opens('no')],
  },
  // Governmental 457(b): no 10% penalty after separation; the 403(b) waits for 59½ at 52.
  {
    q: "I'm a town employee retiring at 52, I have a 457 and a 403b. which can i touch without penalty",
    must: [
      ['457'],
      [
        'no 10%',
        'no penalty',
        'without penalty',
        'without a penalty',
        'penalty-free',
        'penalty free',
        'not subject to the 10%',
        'no early withdrawal penalty',
        'without the 10%',
      ],
      FIFTY_NINE_AND_A_HALF,
    ],
    not: [/\b457[^.]*\b(the 10% penalty applies|is subject to the 10%)/],
  },
  // Roth 5-year rule on earnings: a first Roth opened last year.
  {
    q: "I'm 60, opened my first roth last year. can i take the earnings out tax free now?",
    must: [
      opens('no', 'not yet', 'not'),
      ['5 years', 'five years', '5-year', 'five-year'],
      ['contributions', 'contribution'],
    ],
    not: [opens('yes')],
  },
  // Worked indirect rollover: 20% of 80,000 withheld = 16,000 to add back within 60 days.
  {
    q: 'got a check from my old 401k for 80k minus 20% withholding. i have 60 days to put it in an ira right? do i only put in the 64k?',
    must: ['16,000', '60 days', '80,000'],
    not: [/\bonly (need|have) to (deposit|roll|put)[^.]*64000/],
  },
  // Worked pension choice: 420,000 ÷ 2,150 = 195 months ≈ 16.3 years (to about 81);
  // 25,800 a year is 6.1% of the lump sum; the survivor option is the missing detail.
  {
    q: PENSION_OFFER,
    must: [
      ['16 years', '16.3 years', '81', '195 months', '6.1%', '6.14%', '25,800'],
      ['spouse', 'survivor', 'joint', 'married'],
    ],
    not: [
      opens(
        'take the lump sum',
        'take the annuity',
        'take the monthly',
        'the lump sum is better',
        'the monthly is better',
        'the monthly payment is better',
      ),
    ],
  },
  // Follow-up: a joint-and-survivor option pays less a month but keeps paying the wife.
  {
    q: 'im married, wife is 62. does that change it?',
    history: [PENSION_OFFER],
    must: [
      ['joint and survivor', 'joint-and-survivor', 'survivor option', 'survivor benefit'],
      ['smaller', 'lower', 'less', 'reduced', 'reduces'],
    ],
    not: [opens('no')],
  },
  // Worked Roth conversion: 12% ends at 100,800 (joint, 2026): 100,800 − 60,000 = 40,800.
  {
    q: CONVERT_IN_12,
    must: ['40,800', '100,800'],
    not: ['96,950', '36,950'],
  },
  // Follow-up: IRMAA uses MAGI from two years before; joint threshold 218,000.
  {
    q: 'would that bump our medicare premiums?',
    history: [CONVERT_IN_12],
    must: ['218,000', ['two years', '2 years', '2028', 'two-year', 'two year']],
    not: [opens('yes')],
  },

  // ── Federal taxes ──────────────────────────────────────────────────────────────────────────
  // Worked: provisional 25,000 + 15,000 = 40,000; taxable SS 85% × 6,000 + 4,500 = 9,600;
  // AGI 34,600 − (16,100 + 2,050 + 6,000) = 10,450 taxable × 10% = 1,045.
  {
    q: "I'm 67 single, income is 30k ss and 25k pension. do i even owe federal tax?",
    must: [
      opens('yes', 'probably', 'likely', 'a little', 'a small amount', 'some', 'you do'),
      ['1,045', '9,600', '10,450'],
    ],
    not: [opens('no', 'none', 'nothing', 'you do not', "you don't", 'you owe nothing')],
  },
  // The senior deduction applies whether or not you itemize.
  {
    q: SENIOR_DEDUCTION_ITEMIZE,
    must: [
      opens('no', 'not'),
      [
        'either way',
        'whether or not you itemize',
        'whether you itemize',
        'also if you itemize',
        'on top of',
        'in addition to',
        'even if you itemize',
        'standard deduction or',
        'or itemize',
      ],
    ],
    not: [opens('yes')],
  },
  // Follow-up: the 6,000 shrinks by 6% of MAGI over 150,000 (joint).
  {
    q: "we're married both 70, agi around 180k. do we get the full 12k?",
    history: [SENIOR_DEDUCTION_ITEMIZE],
    must: [
      opens('no', 'not', 'not the full', 'partly', 'a reduced', 'reduced', 'not quite'),
      '150,000',
      '6%',
    ],
    not: [opens('yes')],
  },
  // Follow-up that changes the facts: married, one 65+: 32,200 + 1,650 = 33,850 (plus her 6,000).
  {
    q: "oh wait we're married and he's 61, does that change it",
    history: [STD_DEDUCTION_66],
    must: ['33,850'],
    not: [opens('no'), '18,150 each', /\b(no one|neither of you)( is)? 65 or older\b/],
  },
  // Worked 0% gains (joint): 98,900 − 70,000 = 28,900.
  {
    q: ZERO_PERCENT_GAINS,
    must: ['28,900', '98,900'],
    not: ['96,700', '26,700'],
  },
  // Follow-up, worked: 50,000 of gains on 70,000: 28,900 at 0% and 21,100 × 15% = 3,165.
  {
    q: 'what if we sell 50k of gains instead?',
    history: [ZERO_PERCENT_GAINS],
    must: ['21,100', '3,165'],
    not: ['7,500', '500,000', opens('no', 'yes')],
  },
  // Follow-up: Massachusetts taxes long-term gains at 5%; it has no 0% rate.
  {
    q: 'does mass tax those gains too?',
    history: [ZERO_PERCENT_GAINS],
    must: [
      [
        opens('yes'),
        lead('massachusetts taxes long-term', 'massachusetts taxes them', 'massachusetts does tax'),
      ],
      '5%',
    ],
    not: [opens('no'), /\bmassachusetts (does not|doesn't) tax (long-term )?(capital )?gains/],
  },
  // Estimated taxes: due April 15, June 15, September 15, January 15; or raise withholding.
  {
    q: "just retired, my pension doesn't withhold anything and i'm taking ira money. do i have to send in quarterly payments? when are they due",
    must: [
      ['april 15', 'june 15', 'september 15', 'january 15'],
      ['withholding', 'withhold', 'w-4p', 'w-4r', 'w-4v'],
    ],
    not: ['july 15', 'october 15'],
  },
  // Worked self-employment tax: 60,000 × 92.35% × 15.3% = 8,477.73, against 7.65% × 60,000 = 4,590.
  {
    q: 'retired at 63, old company wants me back as a 1099 consultant at 60k. how much extra tax is that vs w2?',
    must: ['15.3%', ['8,478', '8,477', '3,888', '3,887', '4,590', '7.65%']],
    not: [lead('no difference')],
  },
  // Worked: a 15-year nonqualified annuity, 100,000 in, 165,000 now: 65,000 of ordinary income.
  {
    q: 'cashing out a 15 yr old nonqualified annuity, put in 100k now worth 165k. how is it taxed?',
    must: ['65,000', ['ordinary income']],
    not: [/(?<!not |n't )\btaxed (at|as) (the )?(long-term )?capital[- ]gains?\b/],
  },

  // ── Income planning, annuities, insurance, estates ──────────────────────────────────────────
  // Worked: 95,000 − 52,000 = 43,000 a year from 1,100,000 = 3.9%, under the 4% guideline.
  {
    q: ENOUGH_SAVED,
    must: ['43,000', ['3.9%', '3.91%', '4%']],
    not: [opens('no')],
  },
  // Follow-up + fear of a crash: sequence-of-returns risk and a cash reserve.
  {
    q: 'and if the market drops 30% the first year?',
    history: [ENOUGH_SAVED],
    must: [
      ['sequence', 'sequence of returns', 'sequence-of-returns'],
      [
        'cash',
        'bucket',
        'reserve',
        'cut back',
        'reduce spending',
        'flexible',
        'flexibility',
        'guardrails',
      ],
    ],
    not: [opens('sell', 'move everything to cash', 'go to cash')],
  },
  // Fear: no panic selling; a cash reserve for the first years of withdrawals.
  {
    q: 'terrified, the market dropped and my 401k lost 80k this month. im 63 retiring next year, should i move everything to cash?',
    must: [FEELS, ['cash', 'reserve', 'bucket', 'years of']],
    not: [opens('yes', 'move everything to cash', 'go to cash')],
  },
  // Missing detail: the annuity's surrender period and liquidity against her other savings.
  {
    q: BANK_ANNUITY,
    must: [['surrender'], ['liquidity', 'access', 'emergency', 'tie up', 'tied up', 'locked']],
    not: [
      opens(
        'yes',
        "it's a good idea",
        'it is a good idea',
        'sounds like a good idea',
        'that sounds good',
      ),
    ],
  },
  // Follow-up: the free-look period, then surrender charges.
  {
    q: 'what if i change my mind after signing',
    history: [BANK_ANNUITY],
    must: [['free look', 'free-look', 'right to return', 'review period'], ['surrender']],
  },
  // Grief: life insurance proceeds are income-tax-free; annuity gains are ordinary income.
  {
    q: 'my husband passed 3 weeks ago. is the life insurance he left me taxable? it was 500k. he also had an annuity',
    must: [
      FEELS,
      [
        'not taxable',
        'tax-free',
        'income-tax-free',
        'not subject to income tax',
        "isn't taxable",
        'free of income tax',
        'income tax free',
      ],
      [
        'ordinary income',
        'gain is taxable',
        'gains are taxable',
        'earnings are taxable',
        'taxable gain',
        'growth is taxable',
        'interest is taxable',
      ],
    ],
    not: [opens('yes')],
  },
  // Missing detail: a 40% long-term-care premium rise; reduce benefits rather than lapse.
  {
    q: "my mom's long term care premium just went up 40%. should she drop it? she's 78",
    must: [
      [
        'reduce',
        'lower the benefit',
        'reduced benefit',
        'shorter benefit period',
        'inflation',
        'elimination period',
      ],
      [
        'nonforfeiture',
        'paid-up',
        'lose',
        'lapse',
        'hard to replace',
        'medical underwriting',
        'replace',
      ],
    ],
    not: [opens('yes', 'drop it', 'cancel it', 'she should drop', 'she should cancel')],
  },
  // Missing detail: long-term-care insurance against self-insuring.
  {
    q: "i'm 60, healthy, 1.2m saved. is long term care insurance worth it or should i self insure?",
    must: [
      [
        'self-insure',
        'self insure',
        'self-insuring',
        'pay out of pocket',
        'pay yourself',
        'own savings',
        'from savings',
      ],
      ['premium', 'premiums'],
    ],
    not: [
      opens(
        'yes',
        "it's worth it",
        'it is worth it',
        'definitely',
        'you should buy',
        'you should self-insure',
        "you don't need",
      ),
    ],
  },
  // Missing detail: whether anyone still depends on the income the policy replaces.
  {
    q: '68, mortgage paid off, kids grown. do i still need my 500k term policy that renews next year at 4x the price?',
    must: [
      ['depend', 'dependents', 'spouse', 'income', 'survivor'],
      ['estate', 'debts', 'final expenses', 'funeral', 'legacy', 'heirs'],
    ],
    not: [opens('yes', 'you need it', 'you still need it', 'keep it')],
  },
  // Trap beside "Yes" canned answers: the beneficiary form, not the will, controls the IRA.
  {
    q: 'my will leaves everything to my 3 kids equally but my ira beneficiary is still my ex wife. the will overrides that right?',
    must: [
      [
        opens('no', 'not', 'generally no', 'usually not', 'unfortunately no', 'unfortunately not'),
        lead(
          'override what your will',
          'overrides your will',
          'override your will',
          'take precedence',
          'takes precedence',
          'controls',
          'control who',
        ),
      ],
      ['beneficiary form', 'beneficiary designation', 'designation', 'form'],
      ['update', 'change', 'updated', 'changed'],
    ],
    not: [opens('yes')],
  },
  // Missing detail: a will goes through probate; beneficiary designations and a trust do not.
  {
    q: 'do i need a trust to avoid probate in mass or is a will enough? house and about 400k in savings, 2 kids',
    must: [
      ['probate'],
      [
        'beneficiary',
        'beneficiaries',
        'payable on death',
        'payable-on-death',
        'transfer on death',
        'transfer-on-death',
        'pod',
        'tod',
      ],
      ['trust'],
    ],
    not: [
      /\b(a|your) will (alone )?(avoids|skips|bypasses|keeps [a-z ]*out of) probate|\bwills (avoid|skip|bypass) probate/,
    ],
  },
  // Diagnosis, Massachusetts: a health care proxy and a durable power of attorney while she can sign.
  {
    q: "my mom is starting to show signs of dementia. what papers does she need to sign while she still can? we're in ma",
    must: [
      FEELS,
      ['health care proxy', 'healthcare proxy'],
      ['durable power of attorney', 'power of attorney'],
    ],
  },
  // Grief: first steps after a death.
  {
    q: WIFE_DIED,
    must: [
      FEELS,
      ['death certificate', 'death certificates'],
      ['social security'],
      [
        'beneficiary',
        'beneficiaries',
        'each bank',
        'every bank',
        'institution',
        'institutions',
        'custodian',
        'insurers',
      ],
    ],
  },
  // Follow-up + missing detail: benefits are paid a month behind, so the payment for the month
  // of death goes back and the one for the month before is hers; which one came depends on the
  // date of death.
  {
    q: 'she was getting ss, do i have to give back the payment that came this month?',
    history: [WIFE_DIED],
    must: [
      opens('it depends', 'depends', 'possibly', 'maybe', 'not necessarily', 'only if', 'only'),
      [
        'month of death',
        'month she died',
        'month she passed',
        'for the month',
        'in arrears',
        'following month',
        'month after',
        'the prior month',
        'previous month',
        'month before',
      ],
    ],
    not: [opens('yes', 'no')],
  },

  // ── Mixed everyday requests (the in-scope part answered, the rest declined) ──────────────────
  // Born 1954: RMDs start at 73, the first for 2027, due by April 1, 2028.
  {
    q: 'can you recommend a good plumber in dedham? also when do i need to start my rmds, im 72 born 1954',
    must: ['73', ['2027', 'april 1'], DECLINES],
    not: [/\b(rmds?|distributions?) (start|begin)s? at 72\b/],
  },
  // Part D covers the shingles vaccine with no cost-sharing (since 2023).
  {
    q: 'whats the weather going to be this weekend? and does medicare pay for a shingles shot',
    must: [
      ['part d'],
      ['no cost', 'free', 'nothing', 'no copay', 'no cost-sharing', 'zero'],
      DECLINES,
    ],
    not: [
      /\bshingles[^.]*\b(covered (under|by)|falls under) part b\b|\bpart b (covers|pays for) (the )?shingles/,
    ],
  },
  // Missing detail: a pension continues only under a joint-and-survivor option.
  {
    q: "help me write a sympathy card for my neighbor, and also does her husband's pension keep paying her?",
    must: [
      [
        'joint and survivor',
        'joint-and-survivor',
        'survivor option',
        'survivor benefit',
        'single life',
        'single-life',
      ],
      DECLINES,
    ],
    not: [opens('yes', 'no')],
  },
  // Part D has an income-related surcharge (IRMAA) from income two years back.
  {
    q: 'can you order my prescriptions for me? also is my part d premium going to go up if my income goes up',
    must: [
      ['irmaa', 'income-related monthly adjustment'],
      ['two years', '2 years', '2024', 'two-year'],
      DECLINES,
    ],
    not: [opens('no')],
  },
  // IRA at 66: 7,500 + 1,100 = 8,600 (needs earned income).
  {
    q: 'book me a table at legal sea foods for 6pm, and remind me how much i can put in my ira at 66',
    must: ['8,600', DECLINES],
    not: ['8,000', '7,000'],
  },
  // The 2026 COLA is 2.8%.
  {
    q: 'translate this letter from social security into spanish pls. it says my benefit is going up 2.8%, is that the cola?',
    must: [[opens('yes'), lead('cost-of-living adjustment', 'cola')], '2.8%', DECLINES],
    not: [opens('no')],
  },
  // Diagnosis + mixed: Part B covers cardiac rehab for stable heart failure.
  {
    q: 'my doctor just told me i have heart failure. whats a good low sodium dinner recipe? also does medicare pay for cardiac rehab?',
    must: [FEELS, opens('yes'), ['part b', '20%'], DECLINES],
    not: [opens('no')],
  },

  // ── Scams, privacy, people ─────────────────────────────────────────────────────────────────
  // Fear: the "suspended number, pay in gift cards" call is a scam.
  {
    q: 'got a call saying my social security number was suspended and i need to buy gift cards to fix it. is this real??',
    must: [
      opens('no', "it's a scam", 'this is a scam', 'that is a scam', 'scam', "that's a scam"),
      ['gift card', 'gift cards'],
      ['hang up', 'report', 'oig'],
    ],
    not: [opens('yes')],
  },
  // The relay masks the number before the engine sees the message.
  { q: 'can u look up my benefits, my ssn is [SSN removed]', expect: 'privacy' },
  { q: 'whats a good stock to buy for my grandson for his birthday', expect: 'handoff' },
  {
    q: 'this is too much for me honestly, can i just talk to someone at your office? im 74 and my wife always handled all this',
    expect: 'handoff',
    must: [['555-0142', 'call']],
  },
];
