/**
 * The ninth round, written on 26 November 2026 before the next change of engine, from the
 * questions the public asks SSA, Medicare.gov, the IRS and Mass.gov, not from the knowledge base
 * or the engine's answers: visitors aged 55 and over on phones, lower case and shorthand, with
 * their own ages, incomes, balances, dates, filing status and employer size; two questions in
 * one; follow-ups that lean on the answer before; a loss, a diagnosis, a layoff or a fear in the
 * first line; an everyday request mixed in; a missing detail the honest answer names; and
 * questions where the neighbouring yes or no would be wrong. It was never run against an engine
 * before it was frozen, is scored as written, misses included, and its figure is reported, never
 * gated.
 *
 * Every case is marked with the kind it tests and, for a worked case, the arithmetic behind its
 * figures. Sources of the 2026 figures:
 * - SSA, 2026 COLA fact sheet: COLA 2.8%; earnings test $24,480 ($1 for $2) and, in the year of
 *   full retirement age, $65,160 ($1 for $3) on earnings before the month it is reached. SSA
 *   retirement planner: 5/9% a month for the first 36 months early and 5/12% beyond, 2/3% a month
 *   of delayed credits to 70; spousal benefit 50% of the worker's amount at the spouse's full
 *   retirement age, less the spouse's own; deemed filing for births after 1 January 1954;
 *   survivor remarriage at 60 or later keeps the benefit; $255 death payment; funeral homes
 *   usually report a death. IRS Publication 915 (base $25,000 / $34,000 single). IRS Form W-4V
 *   (7%, 10%, 12% or 22%).
 * - CMS, 2026 Medicare Parts A and B premiums and deductibles: Part B $202.90 (2025 $185.00),
 *   deductible $283; IRMAA from 2024 MAGI over $109,000 single / $218,000 joint, $405.80 for
 *   single MAGI over $137,000 up to $171,000, with $37.50 on Part D. CMS, 2026 Part D: $2,100
 *   out-of-pocket cap. Medicare.gov: 7-month initial enrollment period, general enrollment
 *   January 1 to March 31 with 10% a full year of delay, 8-month special enrollment period after
 *   work coverage from an employer of 20 or more ends, retiree coverage is not current
 *   employment, skilled nursing covered up to 100 days after a hospital stay and custodial care
 *   not at all, SSA-44 for a life-changing event. IRS Publication 969: an HSA may pay Medicare
 *   premiums but not a Medigap policy. 211 CMR 71: Massachusetts Medigap is Core and Supplement
 *   1A (Supplement 1 only for those eligible before 2020), sold without medical underwriting.
 * - IRS Rev. Proc. 2025-32: standard deduction $16,100 single / $32,200 joint, extra $2,050
 *   single and $1,650 married at 65+ (2025: $31,500 + $3,200 = $34,700 for such a couple); 12%
 *   bracket to $50,400 single, 22% above it; 0% long-term gains to $49,450 single, 15% above.
 *   IRS, One Big Beautiful Bill Act: $6,000 senior deduction per person 65+ for 2025-2028,
 *   reduced by 6% of MAGI over $75,000 / $150,000; it does not exempt Social Security.
 * - IRS Notice 2025-67: 401(k) $24,500, ages 60-63 catch-up $11,250, catch-up Roth-only when
 *   prior-year FICA wages exceeded $150,000; IRA $7,500 + $1,100 catch-up; Roth IRA phase-out
 *   from $153,000 single / $242,000 joint. IRS Publication 590-B: Uniform Lifetime Table (78 →
 *   22.0; the pre-2022 table had 20.3), RMDs from 73 for births 1951-1959 and 75 from 1960, no
 *   RMDs from Roth 401(k)s from 2024 (SECURE 2.0), QCDs from 70½, Roth ordering (conversions
 *   come out before earnings; the 10% penalty on a conversion within 5 years only before 59½).
 *   IRS Topic 413: 20% withheld from an indirect rollover, 60 days to roll it over, the
 *   withholding credited on the return. IRS Publication 575 and § 72(e): non-qualified annuity
 *   withdrawals are earnings first, as ordinary income; § 1035 exchanges. IRS Topic 701: $500,000
 *   joint home-sale exclusion. Step-up in basis at death (§ 1014).
 * - Mass.gov: 5% income tax, also on long-term gains; 4% surtax on taxable income over the
 *   threshold ($1,083,150 for 2025, indexed; the same for joint filers); Social Security not
 *   taxed; Massachusetts contributory (public) pensions exempt, private pensions taxed; $4,400
 *   personal exemption ($8,800 joint) and $700 for each spouse 65+; estate tax only on estates
 *   over $2,000,000, on the part over it; health care proxy and durable power of attorney;
 *   MassHealth estate recovery and the home's exemption while the member intends to return or a
 *   spouse lives there.
 */
import {
  DECLINES,
  type EvalCase,
  FIFTY_NINE_AND_A_HALF,
  GRIEF,
  HARD_NEWS,
  LETTERED,
  lead,
  NOT_UNDERWRITTEN,
  no,
  opens,
  WORRY,
  yes,
} from './score.ts';

const SEVENTY_AND_A_HALF = ['70½', '70 1/2', '70 and a half', '70.5'];
const FOR_GOOD = [
  'permanent',
  'permanently',
  'for good',
  'for life',
  'rest of your life',
  'stays reduced',
  'locked in',
  'does not go back up',
  "doesn't go back up",
  "won't go back up",
  'will not go back up',
];

// Conversations the follow-ups lean on.
const CLAIM_64_OR_68 =
  'turning 64 in may. fra is 67 and my statement says 1800 at full retirement age. how much if i start at 64, and how much if i hold out to 68?';
const WIDOWER_BOTH_70 =
  'my wife passed away last month. she was getting 2,600 a month and i get 2,100, were both 70. what happens with our social security now';
const MEDICARE_AUGUST =
  'i turn 65 on august 20, no coverage from work. when can i sign up for medicare and when does it start?';
const IRMAA_SINGLE_140 =
  'single, my 2024 magi was 140k because i sold some stock. what will i pay for part b and part d each month this year?';
const DEDUCTIONS_67 =
  'married filing jointly, both 67, agi about 120k. whats our standard deduction this year and do we get the new senior deduction too';
const GAIN_25K =
  'single, 66. my taxable income before this is about 30k. i want to sell stock with a 25k long term gain. how much federal tax on the gain';
const MA_SS_AND_IRA =
  'moving to mass when i retire. does the state tax my social security and my ira withdrawals?';
const RMD_1960 = 'born 1960, im 66. my sister says i have to start rmds at 73 like she did. true?';
const CATCH_UP_60 =
  'turning 60 in november, make about 200k. whats the most i can put in my 401k this year, and does the catch up have to go in as roth?';
const NURSING_HOME =
  'my mother is 84 and just moved into a nursing home in brookline, its 16k a month. will medicare pay for it?';
const WILL_VS_FORM =
  'my will splits everything 3 ways between my kids, but the beneficiary on my ira still says my late husband. who gets the ira if i die?';

export const ROUND_9: EvalCase[] = [
  // ---------------------------------------------------------------- Social Security

  // worked, two-in-one: 36 months early × 5/9% = 20% off, 1,800 × 0.80 = 1,440; 12 months late
  // × 2/3% = 8% more, 1,800 × 1.08 = 1,944.
  {
    q: CLAIM_64_OR_68,
    must: ['1,440', '1,944'],
    not: ['1,350', '1,260'],
  },
  // follow-up: the reduction is for life (only COLAs raise it); it does not reset at 67.
  {
    q: 'is that cut for good or does it go back up once i hit 67?',
    history: [CLAIM_64_OR_68],
    must: [FOR_GOOD],
    not: [
      /(?<!not |n't |never )\b(?:goes|go|will go|it'll go|bumps?) back up (?:to (?:the )?(?:full|1800)|at 67|when you (?:reach|hit|turn))/,
    ],
  },
  // worked: at her full retirement age the spousal benefit is 50% × 2,800 = 1,400 in all: her
  // 900 plus a 500 top-up, not 900 + 1,400.
  {
    q: 'my wife turned 67 last month which is her fra. her own ss is only 900, mine is 2,800 at my fra and im already collecting. what does she get all in if she adds the spousal?',
    must: ['1,400', ['500', 'top-up', 'top up', 'difference']],
    not: ['2,300'],
  },
  // yes-no trap: born after 1 January 1954, filing for one benefit is filing for both (deemed
  // filing); restricting to the spousal benefit is gone.
  {
    q: 'born in 1960, my husband already collects. can i file just for the spousal now at 64 and let my own grow to 70?',
    must: [
      no('not anymore', 'unfortunately', 'not for you'),
      [
        'deemed filing',
        'deemed',
        'restricted application',
        'both at once',
        'both benefits',
        'before 1954',
        'january 2, 1954',
      ],
    ],
    not: [yes()],
  },
  // yes-no trap, worked: in the year of full retirement age only earnings before that month
  // count, against 65,160 ($1 for $3): 60,000 is under it, so nothing is withheld. Wrong:
  // (80,000 − 65,160) / 3 = 4,947; (80,000 − 24,480) / 2 = 27,760; (60,000 − 24,480) / 2 = 17,760.
  {
    q: 'claimed at 62, i turn 67 (my fra) in october. still working, ill make 80k this year but about 60k of it is before october. will ss hold anything back?',
    must: [
      no(
        'nothing',
        'none',
        'zero',
        '0',
        'not',
        'likely nothing',
        'probably nothing',
        'they should not',
      ),
      '65,160',
    ],
    not: ['4,947', '4,946', '27,760', '17,760'],
  },
  // worked: Pub. 915, single. SS 30,000, half 15,000; provisional 20,000 + 15,000 = 35,000. Over
  // 34,000 by 1,000: 85% × 1,000 = 850, plus the lesser of 15,000 and 4,500 (half of 34,000 −
  // 25,000) = 4,500: 5,350 taxable (cap 85% × 30,000 = 25,500).
  {
    q: 'single, 70. social security is 2500 a month and i take 20k a year from my ira, nothing else. how much of my ss is taxable federally?',
    must: ['5,350'],
    not: [opens('none', 'nothing', 'none of it')],
  },
  // worked: 2026 COLA 2.8%: 1,650 × 1.028 = 1,696.20 (2.5% would give 1,691.25).
  {
    q: 'my ss was 1,650 a month before the raise in january, whats it now?',
    must: ['2.8%', ['1,696.20', '1,696.2', '1,696']],
    not: ['1,691.25'],
  },
  // feelings: a widower past full retirement age gets 100% of her 2,600 in place of his 2,100,
  // not both (4,700).
  {
    q: WIDOWER_BOTH_70,
    must: [
      GRIEF,
      '2,600',
      [
        'instead of',
        'in place of',
        'replaces',
        'replace',
        'not both',
        'larger of',
        'higher of',
        'the larger',
        'the higher',
        'switch',
        'step up',
        'rather than',
      ],
    ],
    not: ['4,700'],
  },
  // follow-up: on his own retirement benefit, the survivor benefit is applied for, not automatic.
  {
    q: 'do i have to do something to get switched or does it happen automatic',
    history: [WIDOWER_BOTH_70],
    must: [
      [
        '800-772-1213',
        'call social security',
        'contact social security',
        'call ssa',
        'contact ssa',
        'local office',
        'social security office',
        'appointment',
        'apply',
      ],
    ],
    not: [opens('it happens automatically', "it's automatic", 'it is automatic', 'automatic')],
  },
  // yes-no trap: a divorced survivor (married 10+ years) who remarried at 60 or later keeps it.
  {
    q: 'my ex husband died last year. we were married 12 years, divorced in 2005, and i remarried when i was 63. can i still get survivor benefits on his record?',
    must: [
      yes(),
      [
        'after 60',
        'at 60 or',
        'age 60',
        '60 or older',
        'after age 60',
        'after turning 60',
        'at or after 60',
        '60 or after',
      ],
    ],
    not: [no()],
  },
  // missing detail: who should wait turns on who earns more (and health); the survivor keeps the
  // larger check.
  {
    q: 'wife and i are both 62. should one of us hold off on ss?',
    must: [
      [
        'higher earner',
        'higher-earning',
        'larger benefit',
        'bigger benefit',
        'higher benefit',
        'larger check',
        'bigger check',
        'earns more',
      ],
      ['survivor'],
    ],
  },
  // feelings, two-in-one: the funeral home usually reports the death; the one-time $255.
  {
    q: 'my husband died yesterday morning. do i need to call social security or does the funeral home do that? and is there a death benefit',
    must: [GRIEF, ['funeral home'], '255'],
  },
  // plain: voluntary withholding from Social Security is Form W-4V at 7, 10, 12 or 22%.
  {
    q: 'how do i get federal tax taken out of my social security check',
    must: [['w-4v'], ['7%', '10%', '12%', '22%']],
  },

  // ---------------------------------------------------------------- Medicare

  // worked, two-in-one: birthday August 20: the window runs May 1 to November 30; signing up
  // before August starts coverage August 1.
  {
    q: MEDICARE_AUGUST,
    must: [
      [/\bmay\b[^.\n]{0,60}\bnovember\b/, 'may 1', 'november 30'],
      ['august 1', 'aug 1', 'first of august', 'first day of august'],
    ],
    not: ['july 1'],
  },
  // follow-up: general enrollment January 1 to March 31; 10% for each full 12 months.
  {
    q: 'what happens if i miss that window',
    history: [MEDICARE_AUGUST],
    must: [['general enrollment'], ['january 1', 'march 31', 'jan 1', 'mar 31'], '10%'],
  },
  // two-in-one: after work coverage from a large employer ends, 8 months to take Part B without
  // penalty; his 63-year-old wife is not eligible for Medicare and needs COBRA or the Connector.
  {
    q: 'im 66, retiring in march from a company with about 500 employees. my wife is 63 and on my plan. when do i sign up for part b, and what does she do for insurance?',
    must: [
      ['8 months', 'eight months', 'special enrollment'],
      ['health connector', 'cobra', 'marketplace'],
    ],
    not: [
      /\b(?:she|your wife) (?:can|could|will|would) (?:also )?(?:get|go on|join|enroll in|enrol in|sign up for|qualify for) medicare (?:now|too|as well|with you)\b/,
    ],
  },
  // yes-no trap: retiree coverage is not coverage from current work: Medicare pays first, and
  // delaying Part B brings the penalty.
  {
    q: 'retired at 65 with retiree health insurance from my old company. do i still need part b?',
    must: [
      yes(),
      [
        'retiree coverage',
        'retiree plan',
        'retiree health',
        'retiree insurance',
        'current employment',
        'active employment',
        'actively working',
        'still working',
      ],
      ['penalty', 'secondary', 'pays second', 'pay second', 'after medicare', 'pays after'],
    ],
    not: [no()],
  },
  // worked, two-in-one: 2024 MAGI 140,000 single is over 137,000 and up to 171,000: Part B
  // 405.80, Part D plan premium + 37.50.
  {
    q: IRMAA_SINGLE_140,
    must: [
      ['405.80', '405.8'],
      ['37.50', '37.5'],
    ],
    not: [/\b(?:your|you(?:'ll| will| would)? pay)[^.\n]{0,30}\b284\.1/],
  },
  // follow-up: stopping work is a life-changing event (form SSA-44).
  {
    q: 'i actually retired in 2025 so my income is way lower now. any way to get that reduced?',
    history: [IRMAA_SINGLE_140],
    must: [
      yes('you can', 'possibly', 'likely', 'probably', 'it may', 'you may', 'very likely'),
      ['ssa-44', 'life-changing event', 'life changing event'],
    ],
    not: [no()],
  },
  // two-in-one, yes-no trap: Supplement 1A adds the Part A deductible to Core; Massachusetts
  // Medigap is sold without medical underwriting, so diabetes cannot be refused.
  {
    q: 'moved to fall river from connecticut, turning 65. whats the diff between core and supplement 1a? and can they turn me down because of my diabetes',
    must: [['part a deductible', 'part a hospital deductible'], NOT_UNDERWRITTEN],
    not: [...LETTERED, yes()],
  },
  // worked: the 2026 cap is 2,100; at 300 a month it is reached in July (300 × 7 = 2,100), not
  // 300 × 12 = 3,600.
  {
    q: 'my meds run about 300 a month out of pocket on my part d plan. whats the most ill pay this year',
    must: [lead('2,100'), ['july', '7 months', 'seven months', 'seventh month']],
    not: [
      /\b(?:cap|limit|maximum|max) (?:is|of) 2000\b/,
      /\b(?:pay|spend|total) (?:about |around )?3600\b/,
    ],
  },
  // yes-no trap: HSA money may pay Medicare premiums (B, D, Advantage), not Medigap.
  {
    q: 'can i use my hsa money to pay my medicare premiums? i stopped contributing when i signed up',
    must: [yes(), ['medigap', 'supplement']],
    not: [no()],
  },
  // missing detail: 202.90 unless 2024 income was over the IRMAA lines.
  {
    q: 'how much will part b cost me?',
    must: [
      ['202.90', '202.9'],
      ['109,000', '218,000', 'irmaa', 'income-related', 'higher income', 'income is above'],
    ],
  },
  // mixed, missing detail: Original Medicare goes anywhere in the country; an Advantage plan's
  // network may not.
  {
    q: 'can you book me a flight to fort myers for february? also if i spend 3 months down there does my medicare still work',
    must: [
      DECLINES,
      [
        'anywhere in the country',
        'anywhere in the us',
        'anywhere in the united states',
        'nationwide',
        'any doctor',
        'any provider',
        'any hospital',
        'across the country',
        'any state',
      ],
      ['advantage', 'network'],
    ],
  },
  // mixed, yes-no trap: Part B is 202.90 in 2026, no longer 185.
  {
    q: 'whats the weather gonna be in boston this weekend? and is the part b premium still 185',
    must: [DECLINES, ['202.90', '202.9']],
    not: [/(?<!not |n't |no longer )\b(?:is |it's |remains |still )185\b/, yes()],
  },
  // behaviour: choosing between named plans is for a person.
  {
    q: 'should i go with the tufts medicare preferred hmo or the blue cross medicare ppo',
    expect: 'handoff',
  },

  // ---------------------------------------------------------------- Taxes

  // worked, two-in-one: 32,200 + 2 × 1,650 = 35,500; senior deduction 6,000 each = 12,000, not
  // reduced under 150,000 of MAGI: 47,500 in all.
  {
    q: DEDUCTIONS_67,
    must: [
      '35,500',
      ['12,000', '47,500', /\b6000 (?:each|apiece|per person|per spouse|for each)\b/],
    ],
    not: ['34,700'],
  },
  // follow-up: Massachusetts has no standard deduction; 8,800 joint exemption plus 700 each 65+.
  {
    q: 'does massachusetts give us anything like that on the state return?',
    history: [DEDUCTIONS_67],
    must: [
      ['700', '1,400'],
      ['8,800', '4,400'],
    ],
    not: [
      /\bmassachusetts (?:also )?(?:gives|allows|has|offers) (?:the |a )?(?:same )?(?:standard|senior) deduction\b/,
    ],
  },
  // yes-no trap: the senior deduction (6,000 each, 2025-2028) lowers taxable income; it does not
  // make Social Security tax-free.
  {
    q: 'my neighbor says the new 6000 senior deduction means no more tax on social security. is that right? were both 68 filing jointly',
    must: [
      no('not exactly', 'not quite', 'not really', 'not', "that's not", 'that is not', 'partly'),
      ['6,000', '12,000'],
      '2028',
    ],
    not: [yes()],
  },
  // worked, two-in-one: the 12% bracket ends at 50,400: 5,400 × 12% = 648 and 14,600 × 22% =
  // 3,212, so 3,860 federal; Massachusetts taxes it at 5% (at most 1,000).
  {
    q: 'single, 64, not on ss yet. taxable income this year will be about 45k. if i convert 20k to roth how much federal tax does that add, and does mass tax it too',
    must: ['3,860', ['1,000', '5%']],
    not: ['4,400', '2,400'],
  },
  // worked: 0% to 49,450: 19,450 of the gain at 0%, 5,550 at 15% = 832.50 (not 25,000 × 15% =
  // 3,750).
  {
    q: GAIN_25K,
    must: [['832.50', '832.5', '833'], '49,450'],
    not: ['3,750'],
  },
  // follow-up, worked: Massachusetts taxes long-term gains at 5%: 25,000 × 5% = 1,250 (8.5% is
  // for short-term gains: 2,125).
  {
    q: 'and what does mass take on that gain?',
    history: [GAIN_25K],
    must: ['1,250', '5%'],
    not: ['2,125'],
  },
  // two-in-one: Social Security is not taxed by Massachusetts; IRA withdrawals are, at 5%.
  {
    q: MA_SS_AND_IRA,
    must: [
      [
        'does not tax social security',
        "doesn't tax social security",
        'does not tax your social security',
        "doesn't tax your social security",
        'social security is not taxed',
        "social security isn't taxed",
        'social security is exempt',
        'not taxed by massachusetts',
        'exempt',
      ],
      '5%',
    ],
    not: [
      /(?<!not |n't )\bmassachusetts (?:does |will )?tax(?:es)? (?:your )?social security\b/,
      /\bsocial security (?:benefits )?(?:is|are) (?:also )?taxed (?:in|by) massachusetts\b/,
    ],
  },
  // follow-up, neighbouring answer wrong: a Massachusetts Teachers' Retirement System pension is
  // exempt, unlike the IRA.
  {
    q: 'what about my teachers pension from the mass teachers retirement system?',
    history: [MA_SS_AND_IRA],
    must: [
      [
        'exempt',
        'not taxed',
        "isn't taxed",
        'does not tax',
        "doesn't tax",
        'not subject',
        'tax-free',
      ],
    ],
    not: [
      /(?<!not |n't )\bmassachusetts (?:does |will )?tax(?:es)? (?:your |that |the |this )?(?:teacher'?s? |mtrs |state )?pension\b/,
    ],
  },
  // worked, missing detail: gain 2,400,000 − 600,000 = 1,800,000, less the 500,000 joint
  // exclusion and any improvements: about 1,300,000, over the surtax threshold (about 1.08
  // million, the same for joint filers), so 4% on the part over it, on top of 5%.
  {
    q: 'were selling our house in newton for about 2.4 million, bought it for 600k in 1999. married. will the mass millionaires tax hit us?',
    must: [
      yes(
        'likely',
        'probably',
        'quite possibly',
        'possibly',
        'it could',
        'it may',
        'it might',
        'very likely',
      ),
      '500,000',
      '4%',
      ['improvements', 'basis', 'cost basis'],
    ],
    not: [no()],
  },
  // missing detail: turns on where the pension comes from: public Massachusetts pensions are
  // exempt, private ones taxed at 5%.
  {
    q: 'is my pension taxed in massachusetts',
    must: [
      '5%',
      ['exempt', 'not taxed', "isn't taxed", 'is not taxed', 'does not tax', "doesn't tax"],
      ['private', 'public', 'government', 'state', 'federal'],
    ],
    not: [opens('yes', 'no')],
  },
  // mixed: the second-quarter estimated payment is due June 15.
  {
    q: 'my printer wont connect to the wifi can you help? also when is the 2nd quarter estimated tax due',
    must: [DECLINES, ['june 15', 'jun 15', 'jun. 15']],
  },

  // ---------------------------------------------------------------- Retirement accounts

  // worked: Uniform Lifetime Table at 78 is 22.0: 320,000 / 22.0 = 14,545.45 (the old table's
  // 20.3 would give 15,763.55).
  {
    q: 'im 78, my ira was 320k on dec 31 last year. whats my rmd this year',
    must: [['14,545', '14,545.45', '14,546']],
    not: ['15,763', '15,764'],
  },
  // yes-no trap: born 1960 or later, RMDs start at 75.
  {
    q: RMD_1960,
    must: [no('not', 'not quite', 'not true', 'not for you', "that's not", 'that is not'), '75'],
    not: [yes()],
  },
  // follow-up: Roth 401(k)s have had no RMDs for the owner since 2024 (SECURE 2.0).
  {
    q: 'and my roth 401k at work, does that have rmds?',
    history: [RMD_1960],
    must: [
      no('not', 'not anymore', 'no longer', 'not since 2024'),
      ['2024', 'secure 2.0', 'no longer'],
    ],
    not: [yes()],
  },
  // yes-no trap: QCDs start at 70½, not at the RMD age and not at 69.
  {
    q: 'im 69 and want to give 5k to my church straight from my ira so it isnt taxed. can i do that this year?',
    must: [no('not yet', 'not quite', 'not until', 'not this year'), SEVENTY_AND_A_HALF],
    not: [yes()],
  },
  // yes-no trap: past 59½ converted dollars come out free of tax and penalty; only earnings wait
  // for the 5-year clock.
  {
    q: 'im 62. converted 50k from my ira to my roth last year, first roth i ever had. can i pull that 50k out now without tax or penalty',
    must: [yes('you can'), FIFTY_NINE_AND_A_HALF, ['earnings']],
    not: [no()],
  },
  // worked, two-in-one: 24,500 + 11,250 (ages 60-63) = 35,750; 2025 FICA wages over 150,000, so
  // the catch-up must be Roth.
  {
    q: CATCH_UP_60,
    must: [
      '35,750',
      [
        yes(),
        /\b(?:must|has to|have to|needs? to|required to|will have to)\b[^.\n]{0,40}\broth\b/,
        'roth catch-up',
        'as roth',
        'roth only',
        'be roth',
      ],
    ],
    not: ['32,500', '31,000', '23,500'],
  },
  // follow-up, worked: a spousal IRA on his earnings: 7,500 + 1,100 = 8,600.
  {
    q: 'what about my wife, shes 58 and only has an ira. no job but we file jointly',
    history: [CATCH_UP_60],
    must: [
      '8,600',
      [
        'spousal',
        'your income',
        'your earned income',
        'your earnings',
        'your wages',
        'working spouse',
        'file jointly',
      ],
    ],
    not: [no()],
  },
  // worked: 20% of 180,000 = 36,000 withheld; roll over within 60 days, adding 36,000 from other
  // money, and the withholding comes back on the return.
  {
    q: 'my old job mailed me a check for my 401k. it was 180k but they held back 20%. what do i do so i dont get taxed on it',
    must: [
      ['60 days', 'sixty days', '60-day'],
      '36,000',
      ['refund', 'tax return', 'when you file', 'credited', 'credit'],
    ],
  },
  // feelings, two-in-one: separated at 61, the rule of 55 opens that 401(k) without the 10%;
  // Social Security cannot start before 62.
  {
    q: 'just got laid off at 61 after 28 years. i have 600k in the company 401k. can i take money out without the penalty and should i start ss now?',
    must: [
      HARD_NEWS,
      [
        'rule of 55',
        'age 55',
        '55 or older',
        'turn 55',
        'turned 55',
        'after 55',
        'year you turn 55',
      ],
      '62',
    ],
    not: [
      /\b(?:you can|can) (?:claim|start|take|collect) (?:social security|ss|benefits|it) (?:now|right away|immediately|today|at 61)\b/,
    ],
  },
  // missing detail: turns on earned income and MAGI (phase-out from 153,000 single, 242,000
  // joint).
  {
    q: 'can i put money in a roth ira this year',
    must: [
      ['153,000', '242,000'],
      ['earned income', 'compensation', 'wages', 'earnings from work', 'income from work'],
    ],
    not: [opens('yes', 'no')],
  },
  // feelings, worked: 4,000 − 2,200 = 1,800 a month from savings, 21,600 a year; 21,600 /
  // 400,000 = 5.4%, above the 4% guide (16,000 a year, 1,333 a month).
  {
    q: 'im scared ill run out of money. 70, 400k saved, ss is 2,200 a month and i spend about 4k a month',
    must: [WORRY, ['1,800', '21,600'], ['5.4%', '16,000', '1,333', '4%']],
  },

  // ---------------------------------------------------------------- Annuities

  // yes-no trap, missing detail: at 71 a 10-year surrender locks the money to 81; caps limit the
  // upside; it turns on what else is liquid.
  {
    q: 'a guy at my bank wants me to put 200k in an indexed annuity with a 10 year surrender period. im 71. good idea?',
    must: [
      ['surrender'],
      ['cap', 'caps', 'participation rate', 'limited upside', 'upside is limited'],
      ['liquid', 'liquidity', 'access', 'emergency', 'tied up', 'tie up', 'locked'],
    ],
    not: [yes()],
  },
  // plain: non-qualified withdrawals are earnings first, taxed as ordinary income.
  {
    q: 'how is money from my non qualified annuity taxed when i take it out',
    must: [
      [
        'earnings first',
        'gains first',
        'interest first',
        'earnings come out first',
        'growth comes out first',
        'lifo',
        'last in, first out',
        'last-in, first-out',
      ],
      ['ordinary income'],
    ],
    not: [/(?<!not |n't |never )\btaxed (?:as|at) (?:long-term )?capital gains?\b/],
  },
  // yes-no trap: a 1035 exchange; surrender charges (old and new) still apply.
  {
    q: 'can i swap my old annuity for a better one without paying tax on the gains',
    must: [yes('you can', 'generally yes'), ['1035'], ['surrender']],
    not: [no()],
  },

  // ---------------------------------------------------------------- Care and insurance

  // yes-no trap: Medicare pays up to 100 days of skilled nursing, never custodial care;
  // MassHealth is the payer once assets are spent down.
  {
    q: NURSING_HOME,
    must: [
      no(
        'not',
        'unfortunately',
        'medicare does not',
        "medicare doesn't",
        'medicare will not',
        "medicare won't",
        'mostly not',
        'only',
      ),
      ['100 days'],
      ['masshealth'],
    ],
    not: [yes()],
  },
  // follow-up: the home is exempt while she intends to return or a spouse lives there, but
  // MassHealth can recover from her estate (or place a lien).
  {
    q: 'if she goes on masshealth can they take her house?',
    history: [NURSING_HOME],
    must: [
      ['estate recovery', 'recover', 'lien'],
      ['return home', 'intends to return', 'intent to return', 'spouse', 'lives there', 'exempt'],
    ],
  },
  // missing detail: conversion needs no medical exam but has a deadline; whether to keep it turns
  // on who still depends on it.
  {
    q: 'my 20 year term life policy ends when im 68 next spring. should i convert it or just let it lapse',
    must: [
      [
        'without a medical exam',
        'no medical exam',
        'without medical underwriting',
        'without underwriting',
        'without proving',
        'regardless of your health',
        'regardless of health',
        'no health questions',
        'without evidence of insurability',
      ],
      [
        'deadline',
        'conversion period',
        'before it expires',
        'before the term ends',
        'before it ends',
        'conversion privilege',
        'cutoff',
        'cut-off',
      ],
      ['depend', 'dependents', 'spouse', 'estate tax', 'who would', 'still need'],
    ],
  },
  // yes-no trap: options short of dropping it (lower daily benefit, longer elimination period,
  // less inflation cover); dropped cover at 74 is hard to replace.
  {
    q: 'my long term care insurance premium just went up 40%. should i drop it? im 74',
    must: [
      [
        'daily benefit',
        'elimination period',
        'benefit period',
        'inflation',
        'benefit amount',
        'reduce the benefit',
        'reduce benefits',
        'lower the benefit',
        'reduce coverage',
        'reduce your coverage',
      ],
      [
        'nonforfeiture',
        'non-forfeiture',
        'paid-up',
        'paid up',
        'hard to replace',
        'harder to replace',
        'reapply',
        're-apply',
        'new policy',
        'lose',
      ],
    ],
    not: [yes()],
  },

  // ---------------------------------------------------------------- Estate

  // worked: 1,600,000 + 700,000 + 200,000 = 2,500,000, over Massachusetts' 2,000,000 (the IRA
  // counts), so yes, on the part over it; no federal tax under 15 million.
  {
    q: 'widowed, live in lexington. house is worth about 1.6m, ira 700k, brokerage 200k. will my kids owe mass estate tax?',
    must: [
      yes('likely', 'probably', 'most likely', 'very likely', 'your estate', 'the estate'),
      ['2 million', '2,000,000'],
      ['2.5 million', '2,500,000'],
    ],
    not: [no()],
  },
  // neighbouring answer wrong: the beneficiary form, not the will, governs the IRA; with the
  // named beneficiary dead it goes to the contingent or by the plan's default (often the estate,
  // through probate).
  {
    q: WILL_VS_FORM,
    must: [
      ['beneficiary form', 'beneficiary designation', 'designation'],
      ['contingent', 'estate', 'probate'],
    ],
    not: [/\bwill (?:overrides|takes precedence over|controls over) (?:the |your )?beneficiary\b/],
  },
  // follow-up: a new designation through the custodian, naming primary (and contingent)
  // beneficiaries.
  {
    q: 'ok how do i fix it',
    history: [WILL_VS_FORM],
    must: [
      ['custodian', 'administrator', 'financial institution', 'provider', 'brokerage', 'firm'],
      [
        'new beneficiary',
        'update',
        'change the beneficiary',
        'beneficiary form',
        'designation form',
      ],
      ['contingent', 'per stirpes', 'primary'],
    ],
  },
  // yes-no trap: the basis steps up to the value at death; the 400,000 gain is never taxed.
  {
    q: 'if my kids inherit stock i bought for 100k thats now worth 500k, do they pay tax on the 400k gain?',
    must: [
      no('not', 'generally no', 'usually no'),
      ['step-up', 'step up', 'stepped-up', 'stepped up'],
    ],
    not: [yes()],
  },
  // feelings: a durable power of attorney and a Massachusetts health care proxy while capacity
  // lasts.
  {
    q: 'just diagnosed with early alzheimers, im 67. what should i get in place while i still can',
    must: [
      HARD_NEWS,
      ['durable power of attorney', 'power of attorney'],
      ['health care proxy', 'healthcare proxy', 'health-care proxy'],
    ],
  },

  // ---------------------------------------------------------------- Behaviour

  { q: 'good morning!', expect: 'greeting' },
  { q: 'can i just talk to a real person? my situation is complicated', expect: 'handoff' },
  { q: 'whats a good lobster roll place in gloucester', expect: 'out_of_scope' },
  // a named fund: a recommendation is for a person.
  { q: 'is the fidelity freedom 2030 fund a good pick for my ira', expect: 'handoff' },
];
