/**
 * The eighth round: questions written before the change of engine it judges, in the voice of
 * real visitors (55 and over, on phones, lower case, shorthand), each with the facts a full,
 * correct answer states and the facts that would make it confidently wrong. It is scored as
 * written and never tuned on: its figure is reported beside the gate, never gated, and its
 * misses are not printed.
 *
 * Every case is marked with the kind it tests (worked from the visitor's numbers, two questions
 * in one, a follow-up, a feeling first, an everyday request mixed in, a missing detail, a
 * neighbouring yes/no that would be wrong, or a behaviour) and, for a worked case, the arithmetic
 * behind its figures. Figures are the 2026 ones (IRS Notice 2025-67 and Rev. Proc. 2025-32, SSA's
 * 2026 COLA fact sheet, CMS's 2026 Medicare costs), except the Massachusetts circuit breaker,
 * whose latest published year is 2025.
 */
import { type EvalCase, type Fact, feels, lead, opens } from './score.ts';

const GRIEF = feels('sorry', 'condolence', 'loss');
const HARD_NEWS = feels('sorry', 'difficult', 'hard', 'tough', 'overwhelm', 'stress', 'a lot');
const WORRY = feels(
  'worr',
  'understand',
  'concern',
  'fear',
  'scar',
  'natural',
  'stress',
  'unsettl',
  'nerv',
  'frighten',
  'rattl',
  'sorry',
);

/** The everyday half of a mixed message declined in a sentence. */
const DECLINES: Fact = [
  /\b(?:i|we)(?:'m| am|'re| are)? (?:can't|cannot|can not|not able to|unable to|won't be able to)\b/,
  /\b(?:outside|beyond) (?:what|the scope|my|our)\b/,
  /\bnot something (?:i|we) can\b/,
  /\bisn't something (?:i|we)\b/,
  /\b(?:can|could) only (?:help|answer|assist)\b/,
  /\bnot (?:able|equipped|set up) to\b/,
];

/** Massachusetts sells Core, Supplement 1 and 1A, not the lettered plans. */
const LETTERED: Fact[] = ['plan g', 'plan n', 'plan f'];

/** Massachusetts does not tax Social Security. */
const MA_TAXES_SS: Fact = [
  /massachusetts (?:does|will) tax (?:your )?social security/,
  'massachusetts taxes social security',
  'massachusetts taxes your social security',
];

export const ROUND_8: EvalCase[] = [
  // ---------------------------------------------------------------- Social Security

  // worked: FRA 67, PIA 2,400. At 62, 60 months early: 36 × 5/9% + 24 × 5/12% = 30% off,
  // 2,400 × 0.70 = 1,680. At 70, 36 months late × 2/3% = 24% more, 2,400 × 1.24 = 2,976.
  {
    q: 'im 62 and my FRA is 67. my ssa statement says 2,400 a month at full retirement age. what would i actually get if i start now vs waiting till 70',
    must: ['1,680', '2,976'],
    not: ['1,800', '3,168'],
  },
  // follow-up, worked: at 65, 24 months early × 5/9% = 13.33% off, 2,400 × 0.8667 = 2,080.
  {
    q: 'ok and if i split the difference and take it at 65?',
    history: [
      'im 62 and my FRA is 67. my ssa statement says 2,400 a month at full retirement age. what would i actually get if i start now vs waiting till 70',
    ],
    must: ['2,080'],
    not: ['2,160'],
  },
  // yes-no trap, worked: spousal at 63 with FRA 67 is 48 months early: 36 × 25/36% + 12 × 5/12%
  // = 30% off the 50%, so 35% of his full amount, not half.
  {
    q: 'my wife never worked outside the home, shes 63 and im 66 and already collecting. can she get half of mine right now?',
    must: ['35%', ['67', 'full retirement age']],
    not: [opens('yes')],
  },
  // feelings: survivor at 61 (survivor FRA 67) is reduced (71.5% at 60 rising to 100% at 67:
  // 72 months early × 28.5/84% = 24.4% off, about 2,343); she gets the larger benefit, not both.
  {
    q: 'my husband died 3 weeks ago, he was 68 and getting 3,100 a month. im 61 and havent claimed anything, mine would be about 1,900 at 67. what do i get now',
    must: [
      GRIEF,
      ['survivor'],
      [
        'reduced',
        '71.5%',
        'less than the full',
        'less than his full',
        'full retirement age',
        '2,343',
        '75.6%',
      ],
    ],
    not: [/\byou(?:'ll| will)? (?:get|receive|keep|collect) both\b/],
  },
  // follow-up, worked: her own at 70 = 1,900 × 1.24 = 2,356 (barely above the ~2,343 survivor).
  {
    q: 'could i take his now and switch to mine at 70? would mine be bigger by then',
    history: [
      'my husband died 3 weeks ago, he was 68 and getting 3,100 a month. im 61 and havent claimed anything, mine would be about 1,900 at 67. what do i get now',
    ],
    must: [opens('yes', 'you can'), '2,356'],
    not: [opens('no')],
  },
  // worked: under FRA all year, $1 withheld per $2 over 24,480: (34,000 − 24,480) / 2 = 4,760.
  {
    q: 'im 63, started ss in january at 1,500/mo and went back to work part time. ill make about 34,000 this year. how much will they hold back',
    must: [
      '4,760',
      [
        'not lost',
        "isn't lost",
        'is not lost',
        'recalculated',
        'recalculates',
        'recomputed',
        'credited',
        'added back',
        'get it back',
        'paid back',
      ],
    ],
    not: ['23,400', '3,173'],
  },
  // follow-up, yes-no trap: only the beneficiary's own wages and self-employment count.
  {
    q: 'does my wifes income count toward that too?',
    history: [
      'im 63, started ss in january at 1,500/mo and went back to work part time. ill make about 34,000 this year. how much will they hold back',
    ],
    must: [
      opens('no', 'only'),
      ['your own', 'only your', 'only wages', 'only earnings', 'only the earnings', 'just your'],
    ],
    not: [opens('yes')],
  },
  // two-in-one: born 1959, FRA 66 and 10 months; 8% a year (2/3% a month) past it, to 70.
  {
    q: 'born in 1959, whats my full retirement age? and if i wait past it how much more do i get per year',
    must: [
      lead(
        '66 and 10 months',
        '66 and ten months',
        '66 years and 10 months',
        '66 years, 10 months',
      ),
      '8%',
    ],
    not: ['66 and 8 months', '66 and eight months'],
  },
  // yes-no trap: a divorced spouse needs a marriage of 10 years.
  {
    q: 'divorced after 9 years of marriage, he makes way more than me. can i claim on his record at 62?',
    must: [opens('no'), ['10 years', 'ten years']],
    not: [opens('yes')],
  },
  // follow-up: eligible after all; his remarriage does not matter, hers would.
  {
    q: 'wait we were actually married 11 yrs, i counted wrong. and hes remarried now, does that matter?',
    history: [
      'divorced after 9 years of marriage, he makes way more than me. can i claim on his record at 62?',
    ],
    must: [
      [
        'unmarried',
        'not remarried',
        "haven't remarried",
        'have not remarried',
        'stay single',
        'single',
      ],
      [
        'does not affect',
        "doesn't affect",
        'no effect',
        'does not reduce',
        "doesn't reduce",
        "doesn't matter",
        'does not matter',
        "won't affect",
        "won't reduce",
        "doesn't change",
        'does not change',
        'not affected',
      ],
    ],
  },
  // worked, two-in-one: IRS Pub. 915 worksheet, joint. Provisional income 30,000 + 20,000 =
  // 50,000. Over 32,000 by 18,000; over 44,000 by 6,000. Taxable = 85% × 6,000 + min(20,000,
  // 6,000) = 5,100 + 6,000 = 11,100 (under the cap of 85% × 40,000 = 34,000).
  {
    q: 'me 67 wife 66, file jointly. we get 40k of social security between us and take 30k out of my ira, no other income. how much of our ss is taxable on the federal return? and does mass tax it',
    must: [
      '11,100',
      [
        'massachusetts does not tax',
        "massachusetts doesn't tax",
        'not taxed by massachusetts',
        'massachusetts exempts',
        'exempt',
        'no massachusetts tax',
        'not tax social security',
      ],
    ],
    not: [MA_TAXES_SS],
  },
  // yes-no trap: the Social Security Fairness Act repealed the GPO (and WEP) from 2024 on.
  {
    q: 'i was a mass teacher with a pension, never paid into ss. my husband has ss. i heard the law changed, can i get a spousal benefit now?',
    must: [
      opens('yes'),
      ['fairness act', 'repealed', 'eliminated', 'no longer', 'ended', 'repeal'],
    ],
    not: [opens('no')],
  },
  // feelings: SSDI before 62 with enough work credits; five-month wait; Medicare after 24 months.
  {
    q: 'im 58 and just got diagnosed with parkinsons, had to stop working. can i get social security now or do i have to wait till 62',
    must: [
      HARD_NEWS,
      ['disability', 'ssdi'],
      ['five months', '5 months', '24 months', 'work credits', 'credits'],
    ],
    not: [opens('no')],
  },
  // feelings: 2025 Trustees Report: OASI reserves last to 2033 (77% payable after), combined
  // 2034 (81%); claiming early cuts the check for life.
  {
    q: 'im 59 and honestly worried ss will go bust before i get it. should i just claim at 62 and grab it while i can',
    must: [
      WORRY,
      ['2033', '2034'],
      ['permanent', 'permanently', 'for life', 'rest of your life', 'locks in', 'lifetime'],
    ],
  },
  // worked: 2026 COLA 2.8%: 2,000 × 1.028 = 2,056, a raise of 56.
  {
    q: 'my ss check was 2,000 a month in 2025, what is it in 2026 after the cola',
    must: ['2.8%', ['2,056', '56']],
  },
  // follow-up, worked: Part B went from 185.00 to 202.90 (+17.90); 56 − 17.90 = 38.10 net.
  {
    q: 'and how much of that does the part b increase eat up?',
    history: ['my ss check was 2,000 a month in 2025, what is it in 2026 after the cola'],
    must: [
      ['17.90', '17.9'],
      ['38.10', '38.1'],
    ],
  },
  // yes-no trap: remarrying at 60 or later keeps survivor benefits.
  {
    q: 'widowed at 58, now 60 and thinking about remarrying next year. will i lose his survivor benefits if i do?',
    must: [
      opens('no'),
      [
        'after 60',
        'at 60 or later',
        'after age 60',
        '60 or older',
        'age 60',
        'at or after 60',
        '60 or after',
      ],
    ],
    not: [opens('yes')],
  },
  // missing detail: the amount turns on 35 years of earnings; no guess.
  {
    q: 'im 60, made around 80k most of my career. how much will my social security be at 67?',
    must: [
      [
        '35 years',
        '35 highest',
        'earnings record',
        'work record',
        'statement',
        'my social security',
        'ssa.gov',
      ],
    ],
    not: [
      /\byou(?:'ll| will| would| could)? (?:get|receive) (?:about|around|roughly|approximately) \d/,
    ],
  },
  // mixed: a password reset is SSA's; payment day follows the birthday (2nd/3rd/4th Wednesday).
  {
    q: 'can u reset my password for my ssa account? also what day does the ss check come, mine hasnt come yet this month',
    must: [['wednesday'], ['800-772-1213', 'ssa.gov', 'my social security', 'login.gov', 'id.me']],
  },
  // two-in-one: Medicare's 7-month window at 65 is separate from claiming; Part B comes out of
  // the Social Security check once it is paid.
  {
    q: 'retiring at 65 in october. do i have to sign up for medicare and social security at the same time? and will ss take the part b premium out',
    must: [
      ['7 months', 'seven months', '3 months before', 'three months before'],
      ['deducted', 'taken out', 'withheld', 'comes out of', 'taken from'],
      [
        'separate',
        'separately',
        "don't have to",
        'do not have to',
        'not necessarily',
        'independent',
        "don't need to",
        'do not need to',
      ],
    ],
    not: [opens('yes')],
  },
  // missing detail: the survivor gets his amount only if she claims at her own survivor FRA.
  {
    q: 'my husband is 72 and gets 3,400 a month. if he goes first will i get the same 3,400?',
    must: [
      '3,400',
      [
        'your age',
        'how old',
        'full retirement age',
        'before your full',
        'claim early',
        'claim before',
      ],
    ],
  },

  // ---------------------------------------------------------------- Medicare

  // missing detail: delaying Part B on a job's plan turns on the employer having 20+ employees.
  {
    q: 'turning 65 in june, still working and on my employers health plan. do i need to sign up for part b or can i wait',
    must: [['20 employees', '20 or more', 'fewer than 20', '20+', 'twenty']],
    not: [opens('yes', 'no')],
  },
  // follow-up: under 20 employees Medicare pays first; enrol in Part B at 65.
  {
    q: 'its a small company, 12 of us',
    history: [
      'turning 65 in june, still working and on my employers health plan. do i need to sign up for part b or can i wait',
    ],
    must: [['primary', 'pays first'], ['part b'], ['sign up', 'enroll', 'enrol']],
    not: [opens('no')],
  },
  // worked: 2024 MAGI 230,000 joint is over 218,000 and under 274,000: 284.10 a month.
  {
    q: 'we file jointly, our 2024 magi was 230k because i sold some stock. what is our part b premium this year',
    must: [['284.10', '284.1']],
    not: ['259.00'],
  },
  // follow-up: each spouse on Medicare pays it.
  {
    q: 'is that per person?',
    history: [
      'we file jointly, our 2024 magi was 230k because i sold some stock. what is our part b premium this year',
    ],
    must: [
      opens('yes'),
      ['per person', 'each of you', 'each spouse', 'both of you', 'you each', 'each pay', '568.20'],
    ],
    not: [opens('no')],
  },
  // follow-up, yes-no trap: a stock sale is not a life-changing event; 2027 uses 2025 income.
  {
    q: 'the sale was a one time thing, can i get it lowered?',
    history: [
      'we file jointly, our 2024 magi was 230k because i sold some stock. what is our part b premium this year',
    ],
    must: [
      opens('no', 'not', 'probably not', 'unlikely', 'generally not', 'usually not', 'a one-time'),
      ['life-changing event', 'life changing event'],
      ['2027', 'next year', 'one year', 'goes away', 'only for 2026', 'drops'],
    ],
    not: [opens('yes')],
  },
  // yes-no trap: a Medigap policy can be kept after a move; Massachusetts sells its own plans.
  {
    q: 'moving to mass from florida in the spring, i have plan g down there. can i keep it or do i have to switch',
    must: [opens('yes', 'you can'), ['supplement 1a', 'core', 'supplement 1']],
    not: [opens('no')],
  },
  // two-in-one: Massachusetts plans; only Supplement 1 (eligible before 2020) covers the Part B
  // deductible.
  {
    q: 'which medigap should i get here in massachusetts, and does it cover the part b deductible',
    must: [
      ['supplement 1a'],
      [
        'not cover',
        "doesn't cover",
        'does not cover',
        "can't cover",
        'cannot cover',
        'not covered',
        'only supplement 1',
        'before 2020',
        'before january 1, 2020',
      ],
    ],
    not: LETTERED,
  },
  // worked: 30 months without Part B = 2 full 12-month periods = 20%, for as long as he has B
  // (20% × 202.90 = 40.58 a month).
  {
    q: 'i went 30 months without part b after turning 65 and no job coverage. whats the penalty and is it forever',
    must: [
      '20%',
      ['as long as', 'for life', 'permanent', 'lifetime', 'forever', 'rest of your life'],
    ],
    not: ['30%'],
  },
  // two-in-one: the 2026 Part D out-of-pocket cap is 2,100, reset each calendar year.
  {
    q: 'my wifes on some expensive meds, about 800 a month full price. whats the most she could pay on part d this year and does it start over in january',
    must: [
      '2,100',
      [
        'each year',
        'every year',
        'calendar year',
        'resets',
        'starts over',
        'start over',
        'january 1',
        'each january',
        'new year',
      ],
    ],
    not: [/\b(?:cap|limit|maximum) is 2000\b/, '8,000'],
  },
  // follow-up: the cap is per person.
  {
    q: 'is that per person or for me and her together',
    history: [
      'my wifes on some expensive meds, about 800 a month full price. whats the most she could pay on part d this year and does it start over in january',
    ],
    must: [
      [
        'per person',
        'each person',
        'each of you',
        'individually',
        'separately',
        'her own',
        'your own',
        'each spouse',
        'not combined',
        'not shared',
      ],
    ],
    not: [opens('together', 'combined')],
  },
  // yes-no trap, worked: no Medicare, no SS, so yes; 4,400 + 1,000 = 5,400 self-only,
  // 8,750 + 1,000 = 9,750 family.
  {
    q: 'im 66 still working, havent taken ss or medicare yet. can i keep putting money in my hsa this year? whats the limit with the catch up',
    must: [
      opens('yes'),
      ['5,400', '9,750'],
      [
        'part a',
        'enroll in medicare',
        'enrolled in medicare',
        'enrolling in medicare',
        'sign up for medicare',
        'apply for social security',
      ],
    ],
    not: ['4,300', '8,550', opens('no')],
  },
  // follow-up: Part A is backdated up to 6 months: stop contributions 6 months before applying.
  {
    q: 'ok and when i retire next year and sign up for medicare and ss, anything about the hsa i should know',
    history: [
      'im 66 still working, havent taken ss or medicare yet. can i keep putting money in my hsa this year? whats the limit with the catch up',
    ],
    must: [
      ['6 months', 'six months'],
      ['retroactive', 'retroactively', 'back up to', 'backdated', 'back-dated', 'goes back'],
    ],
  },
  // feelings: COBRA to 65 is fine, but it does not count to delay Part B; the Health Connector
  // is the other bridge.
  {
    q: 'got laid off at 64 after 30 years. they offered cobra for 18 months. should i just ride cobra into medicare?',
    must: [
      feels(
        'sorry',
        'laid off',
        'layoff',
        'tough',
        'hard',
        'difficult',
        'stress',
        'upsetting',
        'unsettling',
        'blow',
      ),
      ['health connector'],
      [
        'cobra does not',
        "cobra doesn't",
        "doesn't count",
        'does not count',
        'not count',
        'not creditable',
        "isn't creditable",
        'sign up for medicare at 65',
        'enroll in medicare at 65',
        'enroll at 65',
        'sign up at 65',
      ],
    ],
    not: [/\bcobra (?:counts|qualifies) as (?:employer|active|work|current)/],
  },
  // two-in-one: Advantage networks are local; Medigap goes anywhere Medicare is taken; in
  // Massachusetts Medigap is guaranteed issue, so a later switch is possible.
  {
    q: 'wife and i spend 4 months in florida every winter. is advantage or medigap better for us, and can we switch later if we pick wrong',
    must: [
      ['network', 'networks'],
      [
        'guaranteed issue',
        'guaranteed-issue',
        'no health questions',
        "can't be turned down",
        'cannot be turned down',
        "can't turn you down",
        'cannot deny',
        "can't deny",
        'without medical underwriting',
        'no medical underwriting',
        'regardless of health',
        'regardless of your health',
      ],
    ],
    not: LETTERED,
  },
  // two-in-one: 2026 Part B 202.90 and 283; Part A premium-free after 40 quarters.
  {
    q: 'whats the part b premium and deductible for 2026? and is part a free',
    must: [
      ['202.90', '202.9'],
      '283',
      ['40 quarters', '10 years', 'ten years', '40 credits', '40 work credits'],
    ],
    not: [/\b(?:premium|deductible) is (?:185(?:\.00)?|257)\b/],
  },
  // yes-no trap: premium-free Part A on a spouse's record.
  {
    q: 'im 65 and only worked about 6 years, my husband is 68 and worked 40 years. do i have to pay for part a?',
    must: [opens('no'), ['spouse', "husband's", 'his record', 'his work']],
    not: [opens('yes')],
  },
  // yes-no trap: the Medicare Advantage open enrolment period (January 1 to March 31).
  {
    q: 'if i pick an advantage plan now for january and end up hating it, can i go back to original medicare in february?',
    must: [opens('yes'), ['march 31']],
    not: [opens('no')],
  },

  // ---------------------------------------------------------------- Retirement accounts

  // worked: age 61 gets the 60-63 catch-up: 24,500 + 11,250 = 35,750 (wages under 150,000, so
  // the catch-up need not be Roth).
  {
    q: 'im 61 making 140k, how much can i put in my 401k this year total',
    must: ['35,750'],
    not: ['31,000', '23,500'],
  },
  // follow-up, worked: at 64 the catch-up is back to 8,000: 24,500 + 8,000 = 32,500.
  {
    q: 'and my wife is 64 and works too, same for her?',
    history: ['im 61 making 140k, how much can i put in my 401k this year total'],
    must: [
      opens(
        'no',
        'not quite',
        'not exactly',
        'almost',
        'close',
        'slightly',
        'a bit',
        'not the same',
      ),
      '32,500',
    ],
    not: [opens('yes')],
  },
  // yes-no trap: an IRA needs earned income (hers or a working spouse's).
  {
    q: 'retired last year, no job now, im 63. can i still put 8,600 into my roth ira this year?',
    must: [
      opens('no', 'not unless', 'only if', 'not without', 'not from'),
      ['earned income', 'compensation', 'wages', 'work income', 'earnings from work'],
    ],
    not: [opens('yes')],
  },
  // worked: the 12% joint bracket ends at 100,800 of taxable income: 100,800 − 70,000 = 30,800.
  {
    q: 'were 66 and 64, married, no social security yet. taxable income is about 70k this year. how much can we convert to roth and stay in the 12% bracket',
    must: ['30,800'],
    not: ['26,950', '96,950'],
  },
  // follow-up: IRMAA looks at income two years back; ~140k of MAGI is far below 218,000.
  {
    q: 'would that bump up our medicare premiums?',
    history: [
      'were 66 and 64, married, no social security yet. taxable income is about 70k this year. how much can we convert to roth and stay in the 12% bracket',
    ],
    must: [
      opens('no', 'not', 'unlikely', 'probably not', 'it should not', "it shouldn't"),
      '218,000',
      ['two years', '2 years', '2028'],
    ],
    not: [opens('yes')],
  },
  // worked: Uniform Lifetime Table at 73 is 26.5: 500,000 / 26.5 = 18,867.92; the first one may
  // wait to April 1 of next year.
  {
    q: 'turning 73 this year. my ira was 500,000 on dec 31 last year. whats my rmd and when do i have to take it by',
    must: [['18,868', '18,867'], ['april 1']],
    not: ['18,248', '20,243'],
  },
  // follow-up: waiting puts two RMDs in one tax year.
  {
    q: 'what if i just wait till april for the first one',
    history: [
      'turning 73 this year. my ira was 500,000 on dec 31 last year. whats my rmd and when do i have to take it by',
    ],
    must: [
      [
        'two rmds',
        'two distributions',
        'two withdrawals',
        'both rmds',
        'both distributions',
        'second rmd',
        'second distribution',
        'two required',
        'take two',
        'twice',
        'double up',
        'doubling up',
        'two in 2027',
        'two in one year',
        'two in the same year',
      ],
      ['same year', 'same tax year', 'one tax year', 'in 2027', 'one year'],
    ],
    not: [opens('no')],
  },
  // feelings: a non-spouse beneficiary over 10 years younger: empty in 10 years, and since her
  // father (79) had started RMDs, yearly RMDs in years 1 to 9 too.
  {
    q: 'my dad died in march, he was 79. im the beneficiary on his 400k ira and im 52. do i have to empty it in 10 years and take money out every year?',
    must: [
      GRIEF,
      ['10 years', 'ten years', '10-year', 'ten-year'],
      ['every year', 'each year', 'annual', 'yearly'],
    ],
    not: [opens('no')],
  },
  // worked: a QCD from age 70½ counts toward the RMD: 22,000 − 10,000 = 12,000 still to take.
  {
    q: 'im 74, rmd is 22k this year. i give about 10k a year to my church. can i give it straight from the ira and does it count toward the rmd',
    must: [opens('yes'), ['qualified charitable distribution', 'qcd'], '12,000'],
    not: ['108,000', opens('no')],
  },
  // yes-no trap: the rule of 55 (left the job at 57) for that employer's 401(k).
  {
    q: 'left my job at 57, can i take money out of my 401k without the 10% penalty or do i have to wait till 59 and a half',
    must: [
      opens('yes', 'you can', 'likely', 'probably', 'generally'),
      ['rule of 55', 'age 55', 'year you turn 55', '55 or older', 'turned 55', 'turn 55'],
    ],
    not: [opens('no')],
  },
  // worked: 1,800 × 12 = 21,600 a year; 21,600 / 310,000 = 6.97%; 310,000 / 21,600 = 14.35
  // years, about age 79.
  {
    q: 'my pension offers 1,800 a month for life starting at 65 or a 310,000 lump sum. which is better',
    must: [
      ['6.97%', '7%', '6.9%', '7.0%'],
      ['14.35', '14.4', '14 years', 'about 14', 'age 79', '79'],
    ],
  },
  // yes-no trap: Roth earnings are tax-free only after the 5-year clock as well as 59½.
  {
    q: 'im 60 and opened my first roth ira 2 years ago. can i take out the earnings tax free now since im over 59 1/2?',
    must: [
      opens('no', 'not yet', 'not quite', 'not entirely', 'not all'),
      ['5 years', 'five years', '5-year', 'five-year'],
      ['contributions'],
    ],
    not: [opens('yes')],
  },
  // missing detail: 403(b) and 457(b) limits are separate (24,500 each); the 457(b) catch-up at
  // 50+ turns on the plan being governmental.
  {
    q: 'nurse at a hospital, im 52. i have a 403b and they also offer a 457b. can i max out both?',
    must: [
      opens('yes'),
      [
        '49,000',
        '57,000',
        '65,000',
        '24,500 each',
        '24,500 in each',
        '24,500 to each',
        '24,500 in both',
        '24,500 per plan',
        'each plan',
        'separate limit',
      ],
      ['governmental', 'government'],
    ],
    not: [opens('no')],
  },
  // feelings: a surviving spouse may treat the IRA as her own (spousal rollover).
  {
    q: 'my wife passed in january, she was 70. can i roll her ira into mine? im 72',
    must: [
      GRIEF,
      opens('yes'),
      ['your own', 'treat it as', 'spousal rollover', 'roll it into', 'spousal transfer'],
    ],
    not: [opens('no')],
  },
  // mixed, yes-no trap: a Roth IRA has no RMDs for its owner.
  {
    q: 'whats a good stretching routine for my bad back lol. also do i have to take rmds from my roth ira',
    must: [
      opens('no', 'not', 'roth iras don', 'a roth ira does not', 'you do not', "you don't"),
      [
        'your lifetime',
        'while you are alive',
        "while you're alive",
        'original owner',
        'during your life',
        'no rmds',
        'no required',
        'never',
      ],
      DECLINES,
    ],
    not: [opens('yes')],
  },
  // yes-no trap: the joint Roth phase-out starts at 242,000 of MAGI; 240k is under it.
  {
    q: 'married, we make about 240k together. are we allowed to put money in roth iras or is that too much income',
    must: ['242,000', ['7,500', '8,600']],
    not: [opens('no'), '236,000', '246,000'],
  },
  // worked: 4% of 850,000 = 34,000 a year (2,833 a month); with 2,600 of SS at 67 that is 5,433,
  // 567 a month short of 6,000, before the three years to 67 with no SS at all.
  {
    q: 'im 63, single, retiring next year with 850k in my 401k. ss will be 2,600 a month at 67. i need about 6k a month to live. is that enough?',
    must: [
      ['34,000', '2,833', '2,830', '2,834'],
      ['5,433', '5,430', '567', '570'],
    ],
    not: [opens('yes')],
  },
  // mixed: born 1961, RMDs start at 75.
  {
    q: 'my grandson needs help with his algebra homework lol, but real question: born in 1961, what age do i have to start rmds',
    must: ['75', DECLINES],
  },
  // mixed, worked: 2026 IRA limit 7,500 + 1,100 catch-up = 8,600.
  {
    q: 'whats a good recipe for a small thanksgiving for 2 people? also whats the ira catch up for over 50 this year',
    must: ['1,100', '8,600', DECLINES],
  },

  // ---------------------------------------------------------------- Taxes

  // worked: single 65+: 16,100 + 2,050 = 18,150; senior deduction 6,000 − 6% × (95,000 −
  // 75,000) = 6,000 − 1,200 = 4,800.
  {
    q: 'single, 67, my magi is about 95,000. what deductions do i get for 2026',
    must: ['18,150', '4,800'],
    not: ['15,750', /\b(?:get|receive|claim|take|keep) the full 6000\b/],
  },
  // worked: 0% long-term gains to 98,900 of joint taxable income: 98,900 − 60,000 = 38,900;
  // Massachusetts still taxes the gain.
  {
    q: 'married, both over 65. after deductions our taxable income is about 60k. how much stock gain can we sell this year and pay 0%',
    must: ['38,900', ['massachusetts', 'state tax', 'state income tax', '5%']],
    not: ['36,700', '96,700'],
  },
  // follow-up: gains stack on top; only the part above 98,900 is taxed at 15%.
  {
    q: 'what if we sell more than that, does the whole gain get taxed then?',
    history: [
      'married, both over 65. after deductions our taxable income is about 60k. how much stock gain can we sell this year and pay 0%',
    ],
    must: [
      [
        'only the',
        'the part above',
        'portion above',
        'amount above',
        'anything above',
        'the excess',
        'part over',
        'portion over',
        'amount over',
        'anything over',
      ],
      '15%',
    ],
    not: [
      /(?<!not |n't )\b(?:all|the whole|the entire|entire) (?:of )?(?:the |your )?gain (?:is|gets|becomes|would be) taxed at 15/,
    ],
  },
  // two-in-one: no withholding on IRA draws means estimated tax (next due January 15) or
  // withholding, which counts as paid evenly through the year.
  {
    q: 'first year retired, taking 4k a month out of my ira since march with no tax withheld. do i need to pay estimated taxes? when are they due',
    must: [
      ['january 15', 'jan 15', 'jan. 15'],
      ['withholding', 'withhold', 'withheld'],
    ],
    not: [opens('no')],
  },
  // feelings, yes-no trap: the senior circuit breaker (up to 2,820 for tax year 2025) and local
  // exemptions, not "Massachusetts does not tax Social Security".
  {
    q: 'widowed last year, im 72 and live in my house in quincy, income about 40k. is there any help with my property taxes?',
    must: [GRIEF, ['circuit breaker'], '2,820'],
    not: [opens('no')],
  },
  // follow-up: renters qualify, counting 25% of rent as property tax.
  {
    q: 'what if i sold and rented instead, would i still get it?',
    history: [
      'widowed last year, im 72 and live in my house in quincy, income about 40k. is there any help with my property taxes?',
    ],
    must: [opens('yes'), '25%'],
    not: [opens('no')],
  },
  // missing detail: the 4% surtax falls on income over the threshold; the gain, not the price,
  // counts.
  {
    q: 'sold my business for 2.5 million this year. will the mass millionaires tax hit me?',
    must: ['4%', ['gain', 'basis', 'profit']],
    not: [opens('no')],
  },
  // worked: joint, taxable 98,000 + 5,000 = 103,000: 2,800 at 12% = 336, 2,200 at 22% = 484,
  // 820 more federal income tax; only dollars over the line are taxed at 22%.
  {
    q: 'married, taxable income about 98k. if i take a part time job for 5k and it pushes us into the 22% bracket do we end up losing money? how much more federal income tax',
    must: [opens('no'), '820'],
    not: [opens('yes')],
  },
  // yes-no trap: a private pension is taxed by Massachusetts at 5%.
  {
    q: 'retiring from raytheon next year and staying in mass. is my pension taxed by the state?',
    must: [opens('yes'), '5%'],
    not: [opens('no')],
  },

  // ---------------------------------------------------------------- Annuities

  // missing detail: the old contract's surrender charge, the new one's surrender period, and a
  // 1035 exchange decide it.
  {
    q: 'my advisor wants me to move my 250k annuity into a new one with a 10% bonus. is that a good idea',
    must: [['surrender'], ['1035']],
    not: [opens('yes', 'no')],
  },
  // worked: non-qualified, gains come out first: the whole 20,000 is ordinary income (gain is
  // 60,000), plus 10% × 20,000 = 2,000 penalty before 59½.
  {
    q: 'i have a non qualified annuity, put in 100k and its worth 160k now. im 58. if i take 20k out how is it taxed',
    must: [
      ['ordinary income'],
      '2,000',
      [
        'all 20',
        'the full 20',
        'entire 20',
        'all of it',
        'all of the 20',
        'entire withdrawal',
        'whole withdrawal',
        'the whole 20',
        'full withdrawal',
        'all taxable',
        'fully taxable',
      ],
    ],
    not: ['pro rata', 'pro-rata'],
  },
  // feelings: a SPIA pays for life; a MYGA pays a fixed rate for a term.
  {
    q: 'the market drop scared me. im 70 and want something guaranteed. is a spia or a myga better for me',
    must: [
      WORRY,
      ['for life', 'lifetime', 'income for life'],
      ['fixed rate', 'guaranteed rate', 'set rate', 'fixed interest', 'guaranteed interest'],
    ],
  },

  // ---------------------------------------------------------------- Life insurance

  // yes-no trap, worked: income-tax free to the beneficiary, but 1.5M + 1.2M = 2.7M in the
  // estate is over the Massachusetts 2M threshold.
  {
    q: 'is life insurance tax free? my policy is 1.5 million and the rest of my estate is about 1.2 million',
    must: [
      ['income tax', 'income-tax'],
      ['estate tax'],
      ['2 million', '2,000,000', '2.7 million', '2,700,000'],
    ],
    not: [
      'completely tax-free',
      'completely tax free',
      'entirely tax-free',
      'entirely tax free',
      'totally tax-free',
      'totally tax free',
    ],
  },
  // missing detail: whether the pension pays her a survivor benefit, and the smaller Social
  // Security check that stops.
  {
    q: 'do i still need my term life at 66? kids are grown, mortgage is paid off, my wife would get my pension',
    must: [['survivor'], ['social security']],
  },

  // ---------------------------------------------------------------- Long-term care and MassHealth

  // feelings, yes-no trap: Medicare does not pay for long-term custodial care; MassHealth does
  // after assets are spent down.
  {
    q: 'my mom is 84 and was just diagnosed with alzheimers. she has 180k and her condo. does medicare pay for memory care or a nursing home long term?',
    must: [HARD_NEWS, opens('no'), ['masshealth']],
    not: [opens('yes')],
  },
  // follow-up: a gift inside MassHealth's 5-year look-back brings a penalty period.
  {
    q: 'can she just sign the condo over to me now so masshealth cant take it',
    history: [
      'my mom is 84 and was just diagnosed with alzheimers. she has 180k and her condo. does medicare pay for memory care or a nursing home long term?',
    ],
    must: [
      ['5 years', 'five years', 'look-back', 'lookback', 'look back', '60 months'],
      ['penalty', 'ineligible', 'disqualified', 'disqualify', 'ineligibility'],
    ],
    not: [opens('yes')],
  },
  // missing detail: with 1.5M self-insuring is possible; premiums can rise.
  {
    q: 'were 60 and 58, about 1.5M saved. is long term care insurance worth it or should we just self insure',
    must: [
      [
        'self-insure',
        'self insure',
        'self-insuring',
        'pay yourself',
        'own savings',
        'pay out of pocket',
      ],
      ['premium'],
    ],
    not: [opens('yes', 'no')],
  },

  // ---------------------------------------------------------------- Estates

  // yes-no trap: the beneficiary form, not the will, decides who gets the IRA.
  {
    q: 'my will leaves everything to my 3 kids equally but my ira beneficiary is still my ex wife. the will overrides that right?',
    must: [
      opens('no'),
      [
        'beneficiary form',
        'beneficiary designation',
        'named beneficiary',
        'beneficiary on the account',
      ],
      ['update', 'change', 'updating', 'changing'],
    ],
    not: [opens('yes')],
  },
  // two-in-one: a revocable trust avoids probate but not estate tax; Massachusetts taxes estates
  // over 2M.
  {
    q: 'should i put my house in a trust to avoid probate in mass? and will there be estate tax, total estate is about 2.4 million',
    must: [
      ['probate'],
      [
        'does not avoid estate tax',
        "doesn't avoid estate tax",
        "doesn't reduce",
        'does not reduce',
        'not reduce',
        'still counts',
        'still part of',
        'still included',
        'still subject',
        "won't reduce",
        "doesn't save",
        'does not save',
        "doesn't avoid",
        'does not avoid',
        'still in your estate',
      ],
      ['2 million', '2,000,000'],
    ],
  },
  // follow-up: the Massachusetts exemption is not portable; a credit-shelter trust uses both.
  {
    q: 'me and my wife own everything together, do we each get the 2 million?',
    history: [
      'should i put my house in a trust to avoid probate in mass? and will there be estate tax, total estate is about 2.4 million',
    ],
    must: [
      [
        'not portable',
        "isn't portable",
        'no portability',
        'does not carry over',
        "doesn't carry over",
        "can't be transferred",
        'cannot be transferred',
        'use it or lose it',
        'lost',
        'wasted',
      ],
      ['trust', 'credit shelter', 'bypass'],
    ],
  },
  // worked: stepped-up basis 650,000; 680,000 − 650,000 = 30,000 of long-term gain.
  {
    q: 'inherited my moms house in 2025, she bought it for 90k in 1985 and it was worth 650k when she died. we sold it this year for 680k. what do we owe',
    must: [
      ['step-up', 'step up', 'stepped-up', 'stepped up'],
      ['30,000', '30k'],
    ],
    not: ['590,000', '560,000'],
  },
  // mixed: the 2026 annual gift exclusion is 19,000 per recipient.
  {
    q: 'can you recommend a nice restaurant in the seaport for our anniversary? also whats the yearly limit on giving our kids money without filing anything',
    must: ['19,000', DECLINES],
    not: ['18,000'],
  },
  // yes-no trap: no federal tax under 15M, but Massachusetts taxes estates over 2M.
  {
    q: 'will my kids owe federal estate tax on 6 million?',
    must: [opens('no'), ['15 million', '15,000,000'], ['massachusetts']],
    not: [opens('yes'), '13.99 million', '13,990,000'],
  },
  // yes-no trap: a surviving spouse keeps the 500,000 exclusion for a sale within 2 years.
  {
    q: 'my husband passed in march 2025. if i sell our house before the end of this year do i still get the 500k exclusion?',
    must: [opens('yes'), ['2 years', 'two years'], '500,000'],
    not: [opens('no')],
  },
  // feelings: the first steps after a death.
  {
    q: 'my wife passed away yesterday. what do i need to do first with the money stuff',
    must: [GRIEF, ['death certificate'], ['social security']],
  },

  // ---------------------------------------------------------------- Scams, privacy, a person

  // feelings: the "suspended number" call is a scam; SSA never asks for gift cards.
  {
    q: 'got a call saying my social security number was suspended and i have to buy gift cards to fix it. im really scared, is this real?',
    must: [lead('scam', 'not real', 'fake', 'fraud', 'not legitimate'), ['gift card']],
    not: [opens('yes')],
  },
  // follow-up: call the card's issuer at once, and report it (FTC, SSA's inspector general).
  {
    q: 'i already bought 2 of them for 500 each and gave them the numbers. what do i do now',
    history: [
      'got a call saying my social security number was suspended and i have to buy gift cards to fix it. im really scared, is this real?',
    ],
    must: [
      ['gift card company', 'card company', 'issuer', 'the company', 'the store', 'retailer'],
      ['ftc', 'reportfraud', 'inspector general', 'oig', 'police'],
    ],
  },
  // behaviour: a Social Security number in the message gets the privacy answer.
  {
    q: 'my ssn is 031-54-7789, can you check when i can start my benefits',
    expect: 'privacy',
  },
  // behaviour, feelings: a person at the firm.
  {
    q: 'this is all too much for me, my husband always did the money stuff and he passed in the spring. can someone from your office just call me',
    expect: 'handoff',
    must: [GRIEF],
  },
  // behaviour: a specific investment is a conversation with a person.
  {
    q: 'is it crazy to put 100k of my ira into bitcoin at 66',
    expect: 'handoff',
  },
];
