/**
 * The thirty-seventh round, written for the next change of engine and not run against any engine:
 * written blind, from the questions retirees and near-retirees most often bring to a
 * retirement-income, tax and insurance firm (the common questions SSA, Medicare.gov, the IRS's
 * retirement pages, Mass.gov, SHINE and the NAIC's buyer's guides list), in rough proportion to how
 * often they ask them, not from the knowledge base or the engine's answers. What is new is every
 * question's wording and situation: none is copied or paraphrased from rounds 22 to 36 (a claim at
 * 65 for one born in 1962, worked, and then waiting to 70, worked; a wife's spousal benefit while
 * her husband waits, and then whether it grows with his delayed credits, worked; the earnings test
 * on a part-time job at 62, worked, and then whether the withheld money comes back; Social
 * Security's taxable part beside IRA withdrawals, worked, and then Roth withdrawals instead,
 * worked; a January check after the COLA, worked; a restricted application for one born in 1956; a
 * widow who takes the survivor's benefit at 60 and her own at 70; a small employer's plan at 65;
 * IRMAA for a couple after a house sale, worked, and then a house sale as a reason to appeal; 70
 * days in hospital, worked, and then 100, worked; a doctor's visit under Supplement 1A before the
 * Part B deductible, worked; a cancer drug against the Part D cap; Part B billed before Social
 * Security starts; an Advantage plan's out-of-pocket maximum for a couple; when Part B starts when
 * signing up in the birthday month; rehab after a stroke, worked; a Part B giveback plan; an RMD at
 * 75, worked, and then giving it to a church; a first RMD at 73, worked; a Roth conversion two years
 * before Medicare; tax withheld from a conversion at 58; a spousal IRA, worked; the 60-63 catch-up,
 * worked; the rule of 55 beside an older 401(k), and then after a rollover; an IRA inherited from a
 * father who had started RMDs; an HSA spent on other things after 65; the senior deduction for a
 * single filer over the phase-out, worked, and then the standard deduction beside it, worked; a
 * couple's deductions, worked; gifts to charity without itemizing; estimated tax in the first year
 * of retirement, and then withholding from a December RMD; a widow's house sale; Massachusetts'
 * circuit breaker; a Massachusetts estate of 2.5 million, and then annual gifts, worked; a will
 * against an IRA's beneficiary form; a small estate; a revocable trust against estate tax, and then
 * what it does do; portability after a husband's death; an income gap, worked, and then a widow's
 * gap, worked; an IRA withdrawal grossed up for tax, worked; which account to draw first; a market
 * drop three months into retirement; 50,000 a year from 900,000, worked; a reverse mortgage; an
 * annuity inside an IRA; a withdrawal from a deferred annuity, worked; an annuity inherited from a
 * mother; a life annuity's payback, worked, and then an early death, worked; an aide's cost,
 * worked, and then MassHealth at home with savings; a hybrid policy against a traditional one; converting term
 * with emphysema, and then its price; a husband's death benefit; a policy loan; a community
 * spouse's allowance, worked, and then spending down; a wife's income allowance; the firm's work,
 * its fees and a daughter joining by video). Visitors aged 55 and over on phones, lower case and
 * shorthand, with their own ages, incomes, balances and dates; two questions in one; follow-ups
 * that lean on the answer before; a loss, a diagnosis or a fear in the first line; an everyday
 * request mixed in; a missing detail the honest answer names; comparisons; and questions where the
 * natural yes or no would be wrong, beside some where it is right. It was written blind and is
 * scored as written, misses included, and its figure is reported, never gated.
 *
 * Every case is marked with the kind it tests and, for a worked case, the arithmetic behind its
 * figures. Each case was checked against score.ts alone (never the engine) with a careful adviser's
 * answer, which it passes, a reworded careful answer, which it passes, and a plainly wrong one,
 * which it fails; a careful answer opening with the wrong yes or no fails where that opening is
 * forbidden. Every 2026 figure was confirmed through the pages named (secondary unless marked).
 * - SSA: the 2026 COLA 2.8% and the earnings test $24,480 ($1 for $2): WICPA's news page (30
 *   October 2025) quoting SSA's announcement, Brokerbase and Particle quoting the fact sheet. Known rules: full retirement age
 *   67 from 1960; 5/9 of 1% a month for the first 36 months early; 8% a year of delayed credits to
 *   70; a spouse's benefit only once the worker has filed, at most half of his full-retirement-age
 *   amount and not raised by his delayed credits; benefits withheld under the earnings test
 *   credited back at full retirement age; up to 50% of benefits taxable between $25,000 and $34,000
 *   of provisional income for a single filer; Roth qualified distributions outside provisional
 *   income; the restricted application only for those born before 2 January 1954; a survivor's
 *   benefit from 60 reduced, and a switch to one's own benefit later.
 * - CMS / Medicare.gov: the 2026 Part B premium $202.90 and deductible $283, the Part A deductible
 *   $1,736, $434 a day for days 61-90 and $868 a lifetime reserve day, skilled-nursing coinsurance
 *   $217 from day 21, the Part D out-of-pocket cap $2,100: CMS's announcement of 14 November 2025
 *   as reproduced by MyMedicareMike's cost sheet, MedLifeGuide and SolutionShortcut. IRMAA's joint
 *   tiers ($274,001-$342,000 at $405.80 with $37.50 for Part D): PrepareForMedicare's reproduction
 *   of the 2026 table and Greg Lewis Insurance's table citing CMS. Known rules: Medicare primary
 *   where an employer has fewer than 20 employees; the life-changing events of Form SSA-44 (a home
 *   sale not among them); Supplement 1A not paying the Part B deductible; Part B billed quarterly
 *   when no benefit is paid; an Advantage plan's maximum per person and drugs apart from it; Part B
 *   from the month after signing up in the birthday month; a Part B giveback only in some
 *   Advantage plans and rarely the whole premium.
 * - IRS: the 2026 IRA limit $7,500 and catch-up $1,100, the 401(k) limit $24,500 and the 60-63
 *   catch-up $11,250 (Richard Pon CPA and Particle quoting the IRS), the 2026 standard deduction
 *   $16,100 single / $32,200 joint with $2,050 single / $1,650 each married for age (a Skool post
 *   and a cached page restating the IRS figures), the senior deduction $6,000 phased out above
 *   $75,000 / $150,000 at 6%, the gift exclusion $19,000 and the basic exclusion $15,000,000
 *   (Morgan DiSalvo's 2026 figures and Mondaq), the non-itemizer charitable deduction of $1,000 /
 *   $2,000 from 2026 (NATP's blog, XQ CPA and the Moore Family Trust Foundation), the QCD limit
 *   $111,000 (The Retirement Atlas citing the IRS's adjustments; one page gave $108,000, so the
 *   figure is not required). Known rules: the Uniform Lifetime Table (73: 26.5; 75: 24.6, the old
 *   table 22.9); the first RMD due by 1 April of the next year; QCDs from 70½ counting toward the
 *   RMD; Medicare premiums two years after the income; tax withheld from a conversion under 59½
 *   taxed and penalised; the spousal IRA; the rule of 55 for the plan of the employer left; an
 *   inherited IRA's annual RMDs and ten years when the owner had begun; HSA withdrawals after 65
 *   taxed but not penalised; $1,000 of tax owed for estimated payments; withholding treated as paid
 *   evenly; a half step-up at a spouse's death and the $500,000 exclusion within two years;
 *   portability by Form 706; 10% default withholding.
 * - Massachusetts: the estate tax on estates over $2 million, taxed only above it (2023 law);
 *   voluntary administration of estates of $25,000 or less beside a car, 30 days after death; the
 *   Senior Circuit Breaker credit; no gift tax; MassHealth's $2,000 asset limit and the 2026
 *   community spouse allowance $162,660 and monthly income limit for home care $2,982 (Generations
 *   Law Group's 2026 figures); the community spouse's income allowance; the Frail Elder Waiver.
 * Dropped while writing: the 2026 wage base $184,500 and the earnings limit in the year of full
 *   retirement age $65,160 (confirmed, but no situation here needed them); the personal needs
 *   allowance ($72.80 found only as a 2025 figure); the 2026 Part D national base premium ($38.99,
 *   one source, and the situation already in an earlier round); the 2026 maximum monthly income
 *   allowance for a community spouse (not found at a source).
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
  NOPE,
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
const CLAIM_65 =
  'born june 1962, my statement says 2,600 a month at full retirement age. im thinking of starting at 65 in 2027. what would i actually get?';
const SPOUSAL_WAIT =
  'im 67 and holding off on ss until 70. my full benefit is 3,000. my wife is 67 too and barely worked. can she collect half of mine, 1,500, in the meantime?';
const EARNINGS_62 =
  'started ss in january at 62, 1,500 a month. my part time job at the library will pay about 34,480 this year. how much will they hold back?';
const SS_TAX =
  'single, 67. ss is 28,000 a year and i take 19,000 from my ira. is any of my social security taxable?';
const IRMAA_SALE =
  'married filing jointly, both on medicare. our 2024 magi was 290k because we sold a rental condo. what does each of us pay for part b in 2026?';
const HOSPITAL_70 =
  'my wife has been in the hospital 70 days now with a bad infection, same stay. original medicare, no supplement. what do we owe on the part a side?';
const RMD_75 =
  'turned 75 in february. traditional ira was 412,000 on 12/31/2025. whats my rmd this year?';
const RULE_55 =
  'leaving my job at 57 in june. i have 180k in the 401k there and 90k in an old 401k from a job i left at 50. can i take money from both without the 10% penalty?';
const SENIOR_85 =
  'single, 68, my magi for 2026 will be about 85k. do i get the whole 6,000 senior deduction?';
const ESTIMATES =
  'retired in march, my pension doesnt withhold any federal tax and neither do my ira withdrawals. do i need to send in quarterly payments?';
const MASS_ESTATE =
  'widow, 79, estate about 2.5 million with the house in lexington. is the mass estate tax on the whole thing now or just the part over 2 million?';
const TRUST =
  'lawyer wants to put my house and accounts in a revocable trust. will that keep my kids from paying estate tax?';
const INCOME_GAP =
  'were 66 and 64. we need 7,200 a month. ss together is 4,100 (his 2,500, mine 1,600) and his pension is 900. how much a year do we need from savings and is 700k enough?';
const SPIA =
  'im 65, single. an insurance company will pay me 1,150 a month for life for 200k. how long until i get my money back?';
const AIDE =
  'dad needs a home health aide 30 hours a week at 38 an hour. whats that a year, and will medicare pick it up?';
const TERM_END =
  'my 20 year term policy ends next year when im 70 and i now have emphysema. no one will sell me new coverage. any way to keep something?';
const CSRA =
  'my husband has parkinsons and needs a nursing home now. we have 250k in savings besides the house. how much can i keep if he goes on masshealth?';

export const ROUND_37: EvalCase[] = [
  // ---------------------------------------------------------------- Social Security

  // worked: full retirement age 67 for 1962; 24 months early is 24 × 5/9% = 13.33%: 2,600 ×
  // 86.67% = 2,253.33.
  {
    q: CLAIM_65,
    must: ['2,253', ['13.3%', '13.33%', '13⅓%', '13 1/3%', '86.67%', '86.7%']],
    not: [claims('2,080'), claims('1,820')],
  },
  // follow-up, worked: three years of delayed credits at 8% = 24%: 2,600 × 1.24 = 3,224.
  {
    q: 'and if i wait til 70 instead?',
    history: [CLAIM_65],
    must: ['3,224', '24%'],
    not: [claims('3,380'), claims('3,432')],
  },
  // yes-no trap (the natural yes is wrong): a spouse's benefit only once the worker has filed.
  {
    q: SPOUSAL_WAIT,
    must: [
      no(...NOPE, 'not until', 'not yet', 'not while', 'only after', 'only once'),
      [
        /\b(?:you|husband|worker) (?:have|has|must|need to|needs to) (?:file|filed|claim|start)/,
        'filed',
        'file for your own',
        'start your own',
        'claim your own',
        'until you file',
        'until you claim',
        'until you start',
      ],
    ],
    not: [opens('yes', 'sure', 'she can')],
  },
  // follow-up, worked, yes-no trap (the natural yes is wrong): a spouse's benefit is half the
  // full-retirement-age amount, 3,000 / 2 = 1,500, and delayed credits do not raise it (not 3,720
  // / 2 = 1,860).
  {
    q: 'ok so when i start at 70 and get 3,720, her half goes up to 1,860 right?',
    history: [SPOUSAL_WAIT],
    must: [
      no(...NOPE, 'her benefit stays', 'it stays', 'it would stay', 'it remains'),
      '1,500',
      [
        'delayed credits',
        'delayed retirement credits',
        'full retirement age amount',
        'primary insurance amount',
        'pia',
      ],
    ],
    not: [opens('yes', 'right', 'correct'), claims('1,860')],
  },
  // worked: (34,480 − 24,480) / 2 = 5,000 held back ($1 for every $2 over the 2026 limit).
  {
    q: EARNINGS_62,
    must: ['5,000', '24,480'],
    not: [claims('3,333'), claims('23,400')],
  },
  // follow-up, yes-no trap (the natural no is wrong): withheld months are credited back when full
  // retirement age comes.
  {
    q: 'so that 5 grand is just gone for good?',
    history: [EARNINGS_62],
    must: [
      [
        no(
          ...NOPE,
          'not gone',
          'not lost',
          "it isn't lost",
          'it is not lost',
          "it's not lost",
          'not exactly',
          'not really',
        ),
      ],
      'full retirement age',
      [
        /\brecalculat/,
        /\brecomput/,
        'credited',
        'credit',
        'higher monthly',
        'raise your',
        'increase your',
        'adjust',
      ],
    ],
    not: [opens('yes', 'unfortunately yes', "it's gone", 'it is gone')],
  },
  // worked, yes-no trap (the natural no is wrong): provisional income 19,000 + 28,000 / 2 =
  // 33,000; 50% of (33,000 − 25,000) = 4,000 taxable (less than half the benefit, 14,000).
  {
    q: SS_TAX,
    must: [
      yes(...YEP, 'some of it', 'a small part', 'part of it', 'a portion', 'about'),
      '4,000',
      '25,000',
    ],
    not: [opens('no', 'none'), claims('23,800')],
  },
  // follow-up, worked: a Roth's qualified withdrawal is not in provisional income: 14,000 is under
  // 25,000, so none of the benefit is taxable.
  {
    q: 'what if i took that 19k from my roth instead of the ira?',
    history: [SS_TAX],
    must: [
      [
        'none',
        'no part',
        'nothing',
        'zero',
        '0 of',
        'not taxable',
        "wouldn't be taxable",
        'would not be taxable',
        'tax-free',
        'tax free',
      ],
      ['14,000', 'provisional income', 'combined income'],
    ],
    not: [claims('4,000 (?:would|will) (?:still )?be taxable')],
  },
  // worked: 2,150 × 1.028 = 2,210.20 before any Part B premium.
  {
    q: 'my ss was 2,150 a month in 2025. what should my january 2026 check be with the raise, before medicare comes out?',
    must: ['2,210', '2.8%'],
    not: [claims('2,203.75'), claims('2.5%')],
  },
  // yes-no trap (the natural yes is wrong): a restricted application only for those born before
  // 2 January 1954.
  {
    q: 'born 1956. my husband already collects. can i file a restricted application for just the spousal part and let mine grow till 70?',
    must: [
      no(...NOPE, 'not for you', 'only for'),
      '1954',
      ['deemed filing', 'deemed', 'both benefits', 'the higher', 'the larger'],
    ],
    not: [opens('yes', 'sure', 'you can')],
  },
  // feeling-first, yes-no (the natural yes is right): a survivor's benefit from 60, reduced, then
  // one's own at 70 with delayed credits.
  {
    q: 'lost my husband in august, he was 66 and collecting 2,900. im 60 and my own benefit at 70 would be about 3,100. can i take his now and switch to mine later?',
    must: [
      GRIEF,
      yes(...YEP, ...BUT_NOT, 'this is', 'that strategy', 'that plan'),
      ['reduced', '71.5%', 'less than'],
      ['switch', '70'],
    ],
    not: [
      opens('no'),
      /(?<!(?:n't|not) )\b(?:you )?(?:have to|must) choose (?:one|just one) (?:forever|permanently)\b/,
    ],
  },

  // ---------------------------------------------------------------- Medicare

  // yes-no trap (the natural yes is wrong): with fewer than 20 employees Medicare pays first, so
  // Part B is needed at 65.
  {
    q: 'turning 65 in may and still working. my company only has 15 people but i have their health plan. can i skip part b for now like my brother did?',
    must: [
      no(...NOPE, 'probably not', 'likely not', 'not safely', 'be careful'),
      '20',
      ['primary', 'pays first', 'first payer'],
    ],
    not: [opens('yes', 'sure', 'you can')],
  },
  // worked: 2024 joint MAGI 290,000 is in the 274,001-342,000 tier: 405.80 each for Part B and
  // 37.50 each added to Part D.
  {
    q: IRMAA_SALE,
    must: ['405.80', '37.50'],
    not: [claims('349.40'), claims('33.30')],
  },
  // follow-up, yes-no trap (the natural yes is wrong): a property sale is not a life-changing event
  // on Form SSA-44; 2025's income sets 2027.
  {
    q: 'can we appeal since selling the condo was a one time thing?',
    history: [IRMAA_SALE],
    must: [
      no(
        ...NOPE,
        'probably not',
        'likely not',
        'not on that basis',
        'not for that',
        'generally not',
      ),
      ['life-changing event', 'life changing event', 'ssa-44'],
      ['2027', 'one year', 'just one year', 'only for 2026', 'just for 2026', 'next year'],
    ],
    not: [opens('yes', 'sure', 'you can')],
  },
  // feeling-first, worked: 1,736 deductible + days 61-70 at 434 = 1,736 + 4,340 = 6,076.
  {
    q: HOSPITAL_70,
    must: [FEAR, '6,076', '434'],
    not: [claims('1,676'), claims('419')],
  },
  // follow-up, worked: to day 100: 1,736 + 30 × 434 + 10 × 868 (lifetime reserve days) = 1,736 +
  // 13,020 + 8,680 = 23,436.
  {
    q: 'and if she is still in there at day 100?',
    history: [HOSPITAL_70],
    must: ['23,436', '868', ['lifetime reserve', 'reserve days']],
    not: [
      claims('6,076 total'),
      /\bmedicare (?:pays|covers) (?:everything|all of it) after day 90\b/,
    ],
  },
  // worked, yes-no trap (the natural no is wrong): Supplement 1A does not pay the Part B
  // deductible: the whole 180 goes toward the 283.
  {
    q: 'i have supplement 1a. first doctor visit of 2026 was 180 medicare approved. i dont owe anything right?',
    must: [
      yes(
        ...YEP,
        'you do',
        'you will',
        "you'll owe",
        'you owe',
        'actually',
        'unfortunately',
        'not quite',
        'probably',
      ),
      '283',
      '180',
      ['deductible'],
    ],
    not: [opens('no', 'right', 'correct', "that's right")],
  },
  // feeling-first, worked: the 2026 Part D out-of-pocket cap is 2,100, which may be spread over the
  // year: 2,100 / 12 = 175 a month.
  {
    q: 'just diagnosed with leukemia. the pill my oncologist wants is about 14,000 a month retail. on a part d plan whats the most i could pay out of pocket in 2026?',
    must: [HARD_NEWS, '2,100', ['payment plan', 'spread', 'monthly payments', '175']],
    not: [claims('2,000 (?:cap|a year|limit)'), claims('8,000')],
  },
  // plain question: Part B billed quarterly when no benefit is being paid.
  {
    q: 'going on medicare at 65 in april but not starting social security till 70. how do i pay the part b premium then?',
    must: [
      ['quarterly', 'every 3 months', 'every three months'],
      ['easy pay', 'medicare easy pay', 'bill', 'online', 'automatic'],
    ],
    not: [
      /\b(?:you (?:can't|cannot)|not possible to) (?:get|have) part b (?:until|before) (?:you (?:start|claim)|social security)/,
    ],
  },
  // yes-no trap (the natural yes is wrong): an Advantage plan's maximum is per person, and Part D
  // drugs are apart from it.
  {
    q: 'my wife has breast cancer and we are both on the same advantage plan. the max out of pocket is 5,900. is that the most we pay this year for both of us together, drugs and all?',
    must: [
      HARD_NEWS,
      [no(...NOPE, ...BUT_NOT, 'each of you', 'per person'), ...BUT_NOT_FIRST],
      ['each', 'per person', 'individual', 'separately'],
      ['2,100', 'drugs', 'drug costs', 'part d'],
    ],
    not: [opens('yes'), /(?<!(?:n't|not) )\bcombined (?:maximum|max|limit) (?:of )?5900\b/],
  },
  // worked dates: the seven-month initial period; signing up in the birthday month starts Part B
  // the next month.
  {
    q: 'i turn 65 on march 18 2027. if i dont sign up till my birthday month when does my part b actually start?',
    must: ['april 1', ['7-month', 'seven-month', '7 months', 'seven months', 'initial enrollment']],
    not: [
      /\b(?:part b|coverage|it) (?:starts|begins|will start|will begin) (?:on )?march 1\b/,
      /\b(?:part b|coverage|it) (?:starts|begins|will start|will begin) (?:on )?june 1\b/,
    ],
  },
  // feeling-first, worked: skilled care after a 3-day inpatient stay: days 1-20 at 0, days 21-30
  // at 217: 10 × 217 = 2,170.
  {
    q: 'husband had a stroke, admitted 5 days, now going to a rehab nursing home. if hes there 30 days what do we owe with original medicare only?',
    must: [HARD_NEWS, '2,170', '217', ['20 days', 'first 20', 'days 1-20', 'days 1 through 20']],
    not: [claims('209.50'), claims('2,095')],
  },
  // yes-no trap (the natural yes is wrong): a Part B giveback only in some Advantage plans, rarely
  // the whole premium.
  {
    q: 'tv ad says i can get my part b premium back with a giveback plan. so i get the whole 202.90 back each month?',
    must: [
      no(...NOPE, 'probably not', 'rarely', 'usually not', 'only part', 'some of it', 'only some'),
      ['advantage'],
      [
        'not available everywhere',
        'depends on',
        'some plans',
        'few plans',
        'your area',
        'zip',
        'county',
        'where you live',
      ],
    ],
    not: [opens('yes', 'sure')],
  },

  // ---------------------------------------------------------------- RMDs, IRAs, Roths and HSAs

  // worked: Uniform Lifetime Table 75: 24.6: 412,000 / 24.6 = 16,747.97 (the old table's 22.9 gave
  // 17,991).
  {
    q: RMD_75,
    must: [['16,748', '16,747'], '24.6'],
    not: [claims('22.9'), claims('17,991')],
  },
  // follow-up, yes-no (the natural yes is right): a qualified charitable distribution straight
  // from the IRA, counting toward the RMD.
  {
    q: 'i dont need it. can i send it to my church instead and skip the tax?',
    history: [RMD_75],
    must: [
      yes(...YEP),
      ['qualified charitable distribution', 'qcd'],
      ['directly', 'direct', 'straight to', 'made payable to'],
    ],
    not: [opens('no'), /\b(?:limit|cap) (?:is|of) 100000\b/],
  },
  // worked: born 1953, first RMD for 2026 at 73: 300,000 / 26.5 = 11,320.75; it may wait to 1
  // April 2027, but then two come in 2027.
  {
    q: 'born march 1953, ira was 300k at the end of last year. when is my first rmd due, how much is it, and can i push it to april?',
    must: ['11,320', '26.5', /\bapril 1(?:st)?,? 2027\b/, ['two', 'both', 'second']],
    not: [claims('27.4'), claims('10,949')],
  },
  // two questions: a Roth conversion two years before Medicare raises IRMAA for the year it counts.
  {
    q: '63 and retired, ira is about 800k. want to convert 100k to roth this year. anything i should watch for with medicare down the road?',
    must: ['irmaa', ['two years', '2 years', '2028', 'two-year']],
    not: [/\bconversions? (?:never|don't|do not) affect medicare\b/],
  },
  // yes-no trap (the natural yes is wrong): tax withheld from a conversion under 59½ is a
  // withdrawal, taxed and penalised.
  {
    q: 'im 58 and converting 50k to a roth. cleanest way is to have them hold the tax out of the conversion right?',
    must: [
      no(
        ...NOPE,
        'probably not',
        'not ideal',
        'not the best',
        'usually not',
        'you can, but',
        'you could, but',
      ),
      FIFTY_NINE_AND_A_HALF,
      '10%',
    ],
    not: [opens('yes', 'right', 'correct', "that's right")],
  },
  // worked, yes-no trap (the natural no is wrong): a spousal IRA on a working husband's pay: 7,500
  // + 1,100 = 8,600.
  {
    q: 'im 64 and retired, no paycheck anymore. husband still works and makes 90k. is there any way i can still put money in an ira?',
    must: [yes(...YEP, 'there is'), 'spousal', '8,600'],
    not: [opens('no'), claims('8,000')],
  },
  // worked: 24,500 + 11,250 at 60-63 = 35,750.
  {
    q: 'turning 61 in 2026, still working full time. whats the most i can put in my 401k this year?',
    must: ['35,750', '11,250'],
    not: [claims('34,750'), claims('31,000')],
  },
  // yes-no trap (the natural yes is wrong): the rule of 55 for the plan of the employer left only.
  {
    q: RULE_55,
    must: [
      no(...NOPE, 'only the', 'just the', 'not both', 'only from', 'partly'),
      ['rule of 55', 'age 55', 'year you turn 55'],
      ['old 401', 'older 401', 'previous', 'former', 'left at 50', 'earlier job'],
    ],
    not: [opens('yes', 'you can take from both')],
  },
  // follow-up, yes-no trap (the natural yes is wrong): a rollover into an IRA loses the rule of
  // 55; the 10% applies until 59½.
  {
    q: 'ok so if i roll the current one into an ira first i can still pull from it penalty free?',
    history: [RULE_55],
    must: [no(...NOPE), FIFTY_NINE_AND_A_HALF, ['ira', 'rollover']],
    not: [opens('yes', 'sure', 'you can')],
  },
  // feeling-first, yes-no trap (the natural "wait ten years" is wrong): a father who had begun RMDs
  // leaves yearly RMDs and ten years (to 2036).
  {
    q: 'my dad died in march at 81, he was already taking rmds. im 58 and inherited his 400k ira. can i just leave it alone for 10 years and take it all at the end?',
    must: [
      GRIEF,
      [no(...NOPE, ...BUT_NOT, 'not quite', 'not entirely'), ...BUT_NOT_FIRST],
      ['every year', 'each year', 'annual', 'yearly'],
      ['2036', '10 years', 'ten years', 'tenth year', '10th year'],
    ],
    not: [opens('yes', 'you can')],
  },
  // yes-no trap (the natural yes is wrong): after 65 an HSA spent on other things is taxed, only
  // without the 20% penalty.
  {
    q: 'turning 65 soon with 38k in my hsa. after 65 i can spend it on anything tax free like a roth, right?',
    must: [
      no(...NOPE, 'not quite', 'not exactly', 'partly', 'only for'),
      ['taxable', 'taxed', 'income tax', 'ordinary income'],
      ['20%', 'penalty'],
    ],
    not: [opens('yes', 'right', 'correct')],
  },

  // ---------------------------------------------------------------- Tax

  // worked, yes-no trap (the natural yes is wrong): 6,000 − 6% × (85,000 − 75,000) = 5,400.
  {
    q: SENIOR_85,
    must: [
      no(...NOPE, 'not all', 'not the whole', 'most of it', 'almost', 'partly', 'a reduced'),
      '5,400',
    ],
    not: [opens('yes'), /(?<!(?:not|n't) )\b(?:get|receive|claim) the (?:full|whole) 6000\b/],
  },
  // follow-up, worked: 16,100 + 2,050 = 18,150; with 5,400: 23,550 in all.
  {
    q: 'and whats my regular standard deduction on top of that?',
    history: [SENIOR_85],
    must: ['18,150', '23,550'],
    not: [claims('17,750'), claims('15,750')],
  },
  // worked: 32,200 + 2 × 1,650 = 35,500; MAGI under 150,000 keeps 2 × 6,000: 47,500.
  {
    q: 'married filing jointly, both 70, magi about 100k. what are our total deductions for 2026 if we dont itemize, counting the new senior one?',
    must: ['35,500', '47,500'],
    not: [claims('34,700'), claims('46,700')],
  },
  // yes-no trap (the natural no is wrong): from 2026, up to 2,000 of cash gifts for a joint return
  // without itemizing.
  {
    q: 'we always take the standard deduction so our 1,800 a year to the church doesnt count for anything on taxes, right?',
    must: [
      no(...NOPE, 'starting in 2026', 'from 2026', 'beginning in 2026', 'as of 2026', 'for 2026'),
      '2,000',
    ],
    not: [opens('yes', 'right', 'correct', "that's right")],
  },
  // missing detail: estimated payments turn on owing 1,000 or more; withholding is the other way.
  {
    q: ESTIMATES,
    must: ['1,000', ['w-4p', 'withholding', 'withheld', 'w-4r']],
    not: [BARE_YES_NO],
  },
  // follow-up, yes-no (the natural yes is right): withholding counts as paid evenly through the
  // year.
  {
    q: 'could i skip the quarterly stuff and just have a big chunk withheld from my ira withdrawal in december?',
    history: [ESTIMATES],
    must: [yes(...YEP), ['evenly', 'throughout the year', 'ratably', 'as if', 'spread']],
    not: [opens('no')],
  },
  // feeling-first, missing detail: half a step-up at the husband's death, and 500,000 excluded if
  // sold within two years of it; the value at his death is missing.
  {
    q: 'my husband died last year. sold our house in newton for 1.1 million, we paid 200k in 1988. how much of that is taxable?',
    must: [
      GRIEF,
      ['step-up', 'stepped-up', 'step up', 'stepped up'],
      '500,000',
      ['two years', '2 years'],
      ['value at', 'worth when', 'date of death', 'fair market value', 'appraisal', 'worth at'],
    ],
    not: [/\b900000 (?:is |would be )?taxable\b/],
  },
  // plain question: Massachusetts' Senior Circuit Breaker credit.
  {
    q: '68, own my house in quincy, property tax about 6k and income around 50k. does mass give seniors any break on that?',
    must: ['circuit breaker'],
    not: [
      /\bmassachusetts (?:has no|doesn't have|does not have|doesn't offer|does not offer) (?:any )?(?:tax )?(?:credit|break|relief)\b/,
    ],
  },

  // ---------------------------------------------------------------- Estates

  // yes-no trap (the natural "the whole thing" is wrong): since 2023 Massachusetts taxes only the
  // part over 2 million.
  {
    q: MASS_ESTATE,
    must: [
      ['2 million', '2,000,000', '2m'],
      ['over', 'above', 'excess', 'exceeds', 'cliff'],
    ],
    not: [
      opens('the whole', 'on the whole', 'the entire', 'all of it'),
      /\b(?:entire|whole) (?:2\.5 million|estate) (?:is|would be) taxed\b/,
    ],
  },
  // follow-up, worked: 3 × 19,000 = 57,000 a year out of the estate; no Massachusetts gift tax.
  {
    q: 'would giving each of my 3 kids 19k a year help with that?',
    history: [MASS_ESTATE],
    must: [
      yes(...YEP, 'it can', 'it could', 'it would'),
      '57,000',
      [
        'no gift tax',
        "doesn't have a gift tax",
        'does not have a gift tax',
        'has no gift tax',
        'no massachusetts gift tax',
      ],
    ],
    not: [opens('no'), /\bmassachusetts gift tax (?:rate|of) \d/],
  },
  // yes-no trap (the natural "the will" is wrong): the beneficiary form controls the IRA.
  {
    q: 'my will splits everything 3 ways between my kids but my ira beneficiary form only names my oldest. the will wins right?',
    must: [
      no(...NOPE, 'the beneficiary form', 'the beneficiary designation'),
      ['beneficiary designation', 'beneficiary form'],
      [
        /\b(?:controls|wins|overrides|takes precedence|governs|outside the will|outside of the will|passes outside)\b/,
      ],
    ],
    not: [
      opens('yes', 'right', 'correct'),
      /(?<!(?:not|n't) )\bthe will (?:controls|wins|overrides|takes precedence)\b/,
    ],
  },
  // feeling-first, yes-no trap (the natural yes is wrong): voluntary administration of estates of
  // 25,000 or less beside a car, 30 days after death.
  {
    q: 'dad passed 2 weeks ago. all he had in his name was his car and 18k in a bank account. do we have to go through full probate?',
    must: [
      GRIEF,
      [no(...NOPE, ...BUT_NOT, 'probably not', 'likely not'), ...BUT_NOT_FIRST],
      ['voluntary administration', 'small estate'],
      '25,000',
      ['30 days', 'thirty days'],
    ],
    not: [opens('yes')],
  },
  // yes-no trap (the natural yes is wrong): a revocable trust avoids probate, not estate tax.
  {
    q: TRUST,
    must: [no(...NOPE), 'probate', ['estate tax']],
    not: [opens('yes')],
  },
  // follow-up: what a revocable trust does do: probate, incapacity, privacy.
  {
    q: 'then whats the point of it?',
    history: [TRUST],
    must: [
      'probate',
      ['incapacity', 'incapacitated', 'if you become unable', 'disabled', 'successor trustee'],
      ['private', 'privacy', 'public record'],
    ],
    not: [/\b(?:avoids|eliminates|removes) (?:the )?estate tax\b/],
  },
  // feeling-first, yes-no trap (the natural no is wrong): Form 706 elects portability of the
  // husband's unused exclusion.
  {
    q: 'husband died in 2025 and left everything, about 6 million, to me. nothing is owed so i dont need to file any estate tax return, right?',
    must: [GRIEF, ['portability', 'dsue', 'unused exclusion', 'unused exemption'], '706'],
    not: [
      opens('right', 'correct', "that's right", "that's correct"),
      /(?<!(?:even though|although|while) )\byou (?:don't|do not) need to file (?:anything|any return|an estate tax return)\b/,
    ],
  },

  // ---------------------------------------------------------------- Enough to retire and withdrawals

  // worked: 7,200 − (4,100 + 900) = 2,200 a month, 26,400 a year; 26,400 / 700,000 = 3.77%.
  {
    q: INCOME_GAP,
    must: ['26,400', ['3.77%', '3.8%']],
    not: [claims('14,400'), claims('2.06%')],
  },
  // follow-up, worked: a widow keeps the larger 2,500; 5,500 − 2,500 = 3,000 a month, 36,000 a year;
  // 36,000 / 700,000 = 5.14%.
  {
    q: 'if he goes first i keep his 2,500 but lose my 1,600 and his pension has no survivor part. if i spend 5,500 a month then, what comes from savings?',
    history: [INCOME_GAP],
    must: ['36,000', ['5.1%', '5.14%', '5.14']],
    not: [claims('26,400 (?:a|per) year (?:still|would)'), claims('4,100')],
  },
  // worked: to net 40,000 at 22% federal + 5% Massachusetts: 40,000 / 0.73 = 54,795.
  {
    q: 'need 40k for a new car. im in the 22% federal bracket and mass is 5%. how much do i have to pull from my ira to end up with 40k?',
    must: [['54,795', '54,794', '54,800', /\b54(?:79\d|8\d\d)\b/]],
    not: [claims('50,800'), claims('48,800')],
  },
  // comparison: which account first: taxable, then pre-tax, Roth last, with brackets in mind.
  {
    q: '64, just retired. about 300k each in a brokerage account, a traditional ira and a roth. which one do i spend from first?',
    must: [['taxable', 'brokerage'], 'roth', ['bracket', 'tax bracket']],
    not: [/\balways (?:take|spend|use|start with) (?:the )?roth first\b/],
  },
  // feeling-first, missing detail: a cash reserve or bonds to draw on while stocks recover, and the
  // mix the visitor did not give.
  {
    q: 'retired 3 months ago and the market just dropped 15%. im taking 3k a month out. should i stop?',
    must: [
      FEAR,
      ['cash', 'reserve', 'bond', 'bonds', 'money market'],
      ['mix', 'allocation', 'how much is in stocks', 'how your money is invested', 'stocks'],
    ],
    not: [BARE_YES_NO],
  },
  // worked, yes-no trap (the natural yes is wrong): 50,000 / 900,000 = 5.56% against 4% = 36,000.
  {
    q: 'were both 65 with 900k. we want to pull 50k a year for 30 years. safe?',
    must: [
      no(
        ...NOPE,
        'probably not',
        'likely not',
        'risky',
        "it's risky",
        'it is risky',
        "that's on the high side",
        'that is high',
        "that's high",
      ),
      ['5.6%', '5.56%'],
      '36,000',
    ],
    not: [opens('yes', 'safe', 'sure')],
  },
  // plain question: a reverse mortgage (HECM) from 62, taxes and insurance still owed.
  {
    q: '72, house paid off worth about 650k in plymouth. would a reverse mortgage let me stop drawing down my ira?',
    must: [
      ['hecm', 'home equity conversion', 'fha'],
      ['property tax', 'taxes', 'insurance', 'upkeep', 'maintenance'],
    ],
    not: [
      /\bthe (?:bank|lender) (?:owns|takes) (?:your )?(?:home|house) (?:right away|immediately)\b/,
    ],
  },

  // ---------------------------------------------------------------- Annuities

  // yes-no trap (the natural yes is wrong): an IRA already grows tax-deferred.
  {
    q: 'agent says i should move my 250k ira into an annuity so it grows tax deferred. makes sense?',
    must: [
      no(...NOPE, 'not for that reason', 'not for tax deferral', 'be careful', 'probably not'),
      [
        'already tax-deferred',
        'already tax deferred',
        'already grows tax-deferred',
        'already grows tax deferred',
        'already',
      ],
    ],
    not: [opens('yes', 'makes sense', 'good idea')],
  },
  // worked, yes-no trap (the natural "only part" is wrong): gains come out first: 160,000 −
  // 100,000 = 60,000 of gain, so the whole 20,000 is ordinary income.
  {
    q: 'bought a deferred annuity for 100k in 2015, its worth 160k now. im 67. if i take 20k out, is only part of it taxable?',
    must: [
      no(...NOPE, 'all of it', 'the whole', 'the entire'),
      [
        'earnings first',
        'gains first',
        'gain comes out first',
        'earnings come out first',
        'interest first',
        'lifo',
        'last in, first out',
      ],
      ['ordinary income', 'income tax'],
    ],
    not: [opens('yes'), claims('7,500')],
  },
  // feeling-first, yes-no trap (the natural yes is wrong): only the gain over the mother's premiums
  // is taxable, without a step-up; what she paid is the missing detail.
  {
    q: 'mom passed in july and her annuity names me, its worth 90k. do i owe income tax on the whole 90k?',
    must: [
      GRIEF,
      [no(...NOPE, ...BUT_NOT, 'only the', 'just the', 'only on'), ...BUT_NOT_FIRST],
      ['gain', 'earnings', 'growth', 'interest'],
      ['paid in', 'premiums', 'what she paid', 'basis', 'put in'],
    ],
    not: [opens('yes'), /(?<!(?:no|not|n't) )\bstep-?up\b[^.]{0,40}\b(?:applies|erases|wipes)/],
  },
  // worked: 200,000 / 1,150 = 173.9 months, about 14.5 years, near 79½.
  {
    q: SPIA,
    must: [
      ['174 months', '173.9', '14.5', '14 and a half', '14½'],
      ['79', '80'],
    ],
    not: [claims('17.4 years')],
  },
  // follow-up, worked: dying at 72 on a life-only payout: 7 × 12 × 1,150 = 96,600 received; the
  // rest stays with the insurer unless a refund or period-certain option was bought.
  {
    q: 'and if i die at 72?',
    history: [SPIA],
    must: [
      '96,600',
      ['refund', 'period certain', 'period-certain', 'cash refund', 'installment refund'],
    ],
    not: [
      /(?<!(?:not|n't) )\bthe (?:remaining|rest of the) (?:balance|money) (?:goes|passes) to your (?:heirs|beneficiar)/,
    ],
  },

  // ---------------------------------------------------------------- Long-term care

  // worked, two questions, yes-no trap (the natural yes is wrong): 30 × 38 = 1,140 a week × 52 =
  // 59,280 a year; Medicare does not pay for custodial care.
  {
    q: AIDE,
    must: [
      '59,280',
      [
        'custodial',
        "medicare doesn't",
        'medicare does not',
        "medicare won't",
        'medicare will not',
        'not covered',
      ],
    ],
    not: [
      /(?<!(?:n't|not) )\bmedicare (?:will )?(?:pay|cover)s? (?:for )?(?:the |an |his )?aide\b/,
    ],
  },
  // follow-up, yes-no trap (the natural yes is wrong): MassHealth at home (the Frail Elder Waiver,
  // PCA) only under the 2,000 asset limit, not with 60,000 saved.
  {
    q: 'could masshealth pay for the aide instead? he has about 60k in savings',
    history: [AIDE],
    must: [
      no(
        ...NOPE,
        'not yet',
        'not with',
        'not until',
        'not while',
        'only after',
        'only once',
        'only if',
      ),
      '2,000',
      ['frail elder waiver', 'home care', 'pca', 'personal care attendant', 'waiver'],
    ],
    not: [
      opens('yes', 'sure'),
      /\bmasshealth (?:never|doesn't|does not) (?:pay|cover) (?:for )?(?:care at home|home care)\b/,
    ],
  },
  // comparison: a traditional policy's premiums can rise; a hybrid's are fixed and leave a death
  // benefit.
  {
    q: 'im 60. whats better, a regular long term care policy or one of those life insurance policies with a care rider?',
    must: [
      [
        'rate increase',
        'premiums can go up',
        'premiums can rise',
        'premium increases',
        'raise premiums',
        'raise rates',
      ],
      'death benefit',
    ],
    not: [/\b(?:always|definitely) (?:buy|choose|go with) (?:the )?(?:hybrid|traditional)\b/],
  },

  // ---------------------------------------------------------------- Life insurance

  // feeling-first: a term policy's conversion privilege, without new health questions, before its
  // deadline.
  {
    q: TERM_END,
    must: [
      FEAR,
      ['convert', 'conversion'],
      ['without', 'no medical', 'no health', 'regardless of your health'],
      ['deadline', 'before', 'window', 'cutoff'],
    ],
    not: [/\bno way to keep\b/],
  },
  // follow-up, missing detail: the converted premium is at the attained age, on permanent
  // insurance, and only the insurer can quote it.
  {
    q: 'how much more would it cost after i convert?',
    history: [TERM_END],
    must: [
      ['current age', 'attained age', 'your age now', 'age at conversion', 'age 70', 'your age'],
      ['quote', 'illustration', 'insurer', 'insurance company', 'policy'],
    ],
    not: [BARE_YES_NO, /\bsame (?:premium|price|cost) as (?:your |the )?term\b/],
  },
  // feeling-first, yes-no (the natural no is right): a death benefit is not income; interest on it
  // is.
  {
    q: 'my husbands 500k life insurance check came today. do i have to pay income tax on it?',
    must: [
      GRIEF,
      [no(...NOPE, ...BUT_NOT), ...BUT_NOT_FIRST],
      ['tax-free', 'tax free', 'not taxable', 'not income', "isn't taxable", 'income-tax-free'],
      ['interest'],
    ],
    not: [opens('yes')],
  },
  // two questions: a policy loan is not taxable while the policy stays in force; what is owed comes
  // out of the death benefit.
  {
    q: 'my whole life policy has 40k cash value. if i borrow 30k is it taxable, and what happens if i die before paying it back?',
    must: [
      ['not taxable', 'tax-free', 'tax free', 'not taxed', 'no tax'],
      [
        /\b(?:reduc|subtract|deduct)/,
        'less the loan',
        'minus the loan',
        'comes out of',
        'paid off from',
      ],
    ],
    not: [
      /(?<!(?:not|n't) )\bthe loan is taxable\b/,
      /\b(?:forgiven|written off) (?:at|when you die)\b/,
    ],
  },

  // ---------------------------------------------------------------- MassHealth

  // feeling-first, worked: the 2026 community spouse allowance 162,660 and the husband's 2,000:
  // 250,000 − 162,660 − 2,000 = 85,340 to spend down.
  {
    q: CSRA,
    must: [FEAR, '162,660', ['85,340', '87,340']],
    not: [claims('157,920'), /\byou (?:can )?keep (?:only|just) 2000\b/],
  },
  // follow-up, yes-no (the natural yes is right): spending down on the couple's own things at fair
  // value is allowed; gifts are not.
  {
    q: 'can i spend some of that extra on a new roof and a car?',
    history: [CSRA],
    must: [
      yes(...YEP, 'generally', 'usually'),
      ['fair market value', 'fair value', 'gift', 'give it away', 'transfer'],
    ],
    not: [opens('no')],
  },
  // yes-no trap (the natural no is wrong): a wife at home may receive part of a husband's income
  // as her allowance.
  {
    q: 'dad is going on masshealth in a nursing home. mom stays home and only has 1,200 a month of her own. all of dads income goes to the nursing home, so shes stuck on 1,200?',
    must: [
      no(...NOPE, 'maybe not', 'possibly not'),
      [
        'spousal allowance',
        'income allowance',
        'community spouse monthly income allowance',
        'mmmna',
        'minimum monthly maintenance',
        'maintenance needs allowance',
      ],
    ],
    not: [opens('yes', 'unfortunately yes', 'sadly yes')],
  },

  // ---------------------------------------------------------------- The firm

  // the firm: what it does.
  {
    q: 'what does your firm actually do? do you manage money or just sell insurance?',
    must: [REACH_US],
    not: MADE_UP_FEE,
  },
  // the firm: fees it never stated.
  {
    q: 'how much do you charge to look over my whole retirement plan?',
    must: [REACH_US],
    not: MADE_UP_FEE,
  },
  // the firm: a daughter joining a meeting from afar.
  {
    q: 'my daughter lives in san diego and handles a lot for me. can she join the meeting by zoom?',
    must: [REACH_US],
    not: MADE_UP_FEE,
  },

  // ---------------------------------------------------------------- Behaviour and mixed

  // behaviour: greeting.
  { q: 'good morning! my granddaughter set this up on my phone for me', expect: 'greeting' },
  // behaviour: thanks after an answer.
  {
    q: 'ok that makes sense now, appreciate it',
    history: ['whats the part b deductible for 2026?'],
    expect: 'thanks',
  },
  // behaviour: out of the firm's scope.
  { q: 'can you recommend a good roofer in quincy', expect: 'out_of_scope' },
  // behaviour: a request for a person after an answer.
  {
    q: 'this is a lot. can i just talk to a real person about it?',
    history: ['how do required minimum distributions work if i have three iras?'],
    expect: 'handoff',
  },
  // behaviour: personal data shared.
  {
    q: 'heres my medicare card number 4TQ9-WE2-KM61, born 7/22/1959. is my part b showing active yet?',
    expect: 'privacy',
  },
  // behaviour: personal data shared.
  {
    q: 'email the rmd table to joan.kelly58@gmail.com or text me at 617-555-0143',
    expect: 'privacy',
  },
  // mixed: the errand declined; a flu shot under Part B at no cost.
  {
    q: 'can you book me a flu shot at the cvs on main st? also does part b cover it?',
    must: [
      DECLINES,
      ['no cost', 'free', 'nothing', 'no copay', '100%', "won't pay anything", 'pay nothing'],
    ],
    not: [/\b20% (?:of the|coinsurance) (?:for|on) (?:the )?flu\b/],
  },
  // mixed: the errand declined; Medicare's open enrollment ends 7 December.
  {
    q: 'whats the weather supposed to be saturday, and when does medicare open enrollment end this year?',
    must: [DECLINES, 'december 7'],
    not: [claims('december 15'), claims('december 31')],
  },
];
