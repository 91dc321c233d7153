/**
 * Development round C: visitor questions to tune on, written from the rules themselves in the
 * way people over 55 (and their grown children) actually write: a word or two, long rambling
 * paragraphs, typos and text-speak, a formal letter; their own ages, amounts and dates; follow-ups
 * that lean on the answer before; and the subjects retirees raise that a firm's list of questions
 * tends to forget (reverse mortgages, selling a house after 55, an HSA after 65, Medicare abroad,
 * VA care beside Medicare, pensions without a raise, annuity death benefits, long-term-care
 * premiums going up, gifts and 529 plans for grandchildren, a spouse who never worked, marrying
 * again). Worked figures carry their arithmetic beside the case, from the 2026 figures in
 * `content/figures.md` and the official methods (SSA reduction and delayed-credit rules, the
 * Publication 915 worksheet, the Uniform Lifetime Table, the Publication 523 exclusion).
 * Reported with its misses, never gated.
 */
import { type EvalCase, feels, lead, opens } from './score.ts';

const CONDOLENCE = feels('sorry', 'condolence', 'loss');
const FIFTY_NINE_AND_A_HALF = ['59½', '59 1/2', '59 and a half', '59.5'];
const SEVENTY_AND_A_HALF = ['70½', '70 1/2', '70 and a half', '70.5'];
/** The out-of-scope half of a mixed message, declined in a sentence. */
const DECLINES = [
  "can't help",
  'cannot help',
  "can't recommend",
  'cannot recommend',
  "can't write",
  'cannot write',
  "can't check",
  'cannot check',
  "can't give",
  'cannot give',
  'not able to',
  'unable to',
  'only help with',
  'only answer',
  'outside what',
  'outside my',
  'not something i',
  'beyond what',
];
const NOT_REDUCE = [
  'not reduce',
  "doesn't reduce",
  'does not reduce',
  "won't reduce",
  'will not reduce',
  'without reducing',
  'not affect',
  "doesn't affect",
  'does not affect',
  "won't affect",
  'will not affect',
  'no effect',
];

export const DEV_C: EvalCase[] = [
  // ------------------------------------------------------------------- Social Security
  {
    // Turning 62 in 2026: born 1964, full retirement age 67. At 62 that is 60 months early:
    // 36 × 5/9% + 24 × 5/12% = 20% + 10% = 30% less, so 2,310 × 0.70 = 1,617.
    q: 'turning 62 in a couple months. if i grab social security right away how much less do i get vs waiting to 67? my statement says 2,310 at full retirement age',
    must: ['1,617', '30%'],
    not: ['1,848', /full retirement age (?:is|of) 66\b/],
  },
  {
    // Delayed credits of 8% a year from 67 to 70: 2,310 × 1.24 = 2,864.40.
    q: 'and if i hold off til 70?',
    history: [
      'turning 62 in a couple months. if i grab social security right away how much less do i get vs waiting to 67? my statement says 2,310 at full retirement age',
    ],
    must: ['2,864', ['24%', '8%']],
    not: ['132%', '3,049'],
  },
  {
    // Survivor benefit: up to 100% of what he was getting (3,100, delayed credits included) at
    // her survivor full retirement age, reduced before it; she gets the higher of the two, not
    // both; the one-time death payment is $255.
    q: "my husband passed in october. he was 68 and getting 3,100 a month, i'm 64 and get 1,450 on my own record. what happens to my check now and do i have to do anything",
    must: [CONDOLENCE, '3,100', '255'],
    not: ['4,550'],
  },
  {
    // Spousal benefit: 50% of his full-retirement-age amount (not of his delayed check) at her
    // FRA (67, born 1963): 1,400. At 63, 48 months early: 36 × 25/36% + 12 × 5/12% = 30% less,
    // so 1,400 × 0.70 = 980 (35% of 2,800).
    q: "can my wife get half my social security even tho she never worked a day outside the home? she's 63. i'm 70 and collecting, waited so my check is bigger but my statement said 2,800 at full retirement age",
    must: [opens('yes'), '1,400', '980'],
    not: [opens('no'), '1,960'],
  },
  {
    q: 'can she also get more by waiting till 70 like i did?',
    history: [
      "can my wife get half my social security even tho she never worked a day outside the home? she's 63. i'm 70 and collecting, waited so my check is bigger but my statement said 2,800 at full retirement age",
    ],
    must: [opens('no'), ['full retirement age', 'fra']],
    not: [opens('yes')],
  },
  {
    q: 'remarrying at 62 - will i lose the survivor benefits from my first husband??',
    must: [
      opens('no'),
      ['age 60', 'after 60', '60 or older', '60 or later', 'at 60', 'over 60', '60 and older'],
    ],
    not: [opens('yes')],
  },
  {
    q: "what if i'd done it at 58",
    history: ['remarrying at 62 - will i lose the survivor benefits from my first husband??'],
    must: [
      ['before 60', 'before age 60', 'under 60', 'younger than 60'],
      ['end', 'ends', 'lose', 'stop', 'stops', 'not eligible', "can't", 'cannot'],
    ],
  },
  {
    q: 'Divorced after 22 years of marriage, never remarried, I am 66. My ex makes way more than me. Can I collect on his record without him knowing, and does it cut into what he or his new wife get?',
    must: [opens('yes'), ['10 years', 'ten years'], NOT_REDUCE],
    not: [opens('no')],
  },
  {
    // Earnings test 2026: $1 withheld for every $2 over $24,480: (40,000 − 24,480) / 2 = 7,760.
    q: '63 and drawing ss, 1,500/mo. got offered a part time job paying about 40k a year. how much will they hold back',
    must: ['7,760', '24,480'],
    not: ['5,173'],
  },
  {
    q: 'is that money just gone forever?',
    history: [
      '63 and drawing ss, 1,500/mo. got offered a part time job paying about 40k a year. how much will they hold back',
    ],
    must: [
      opens('no', 'not'),
      ['full retirement age', 'fra'],
      [
        'recalculate',
        'recalculated',
        'recalculates',
        'recomputed',
        'credit',
        'credited',
        'increase',
        'increased',
        'raised',
        'higher',
      ],
    ],
    not: [opens('yes')],
  },
  {
    // Publication 915, married filing jointly: provisional income = 50,000 + 40,000 / 2 =
    // 70,000. Over 32,000 by 38,000; over 44,000 by 26,000. Taxable = smaller of
    // 85% × 40,000 = 34,000 and 85% × 26,000 + min(6,000, 20,000) = 22,100 + 6,000 = 28,100.
    q: 'how much of our social security gets taxed? we get 40k SS between us and take about 50k from the IRA, no other income, married filing jointly',
    must: ['28,100'],
    not: [/(?:taxable (?:amount|portion) (?:is|would be)|taxed on) 34000/],
  },
  {
    q: 'and massachusetts?',
    history: [
      'how much of our social security gets taxed? we get 40k SS between us and take about 50k from the IRA, no other income, married filing jointly',
    ],
    must: [
      [
        'does not tax',
        "doesn't tax",
        'exempt',
        'not taxed',
        'no massachusetts tax',
        'not taxable',
        'no state tax',
      ],
    ],
    not: [/massachusetts (?:does )?taxes? (?:your )?social security/],
  },
  {
    q: "retired mass teacher w/ a state pension. always been told i'd get nothing from my late husband's soc sec because of the GPO. still true??",
    must: [
      opens('no', 'not anymore', 'the social security fairness act'),
      ['social security fairness act', 'repealed', 'eliminated', 'ended', 'no longer'],
    ],
    not: [opens('yes')],
  },
  {
    q: "58, just had my second back surgery and can't go back to my job. can i get social security disability and when does medicare kick in",
    must: [
      ['24 months', 'two years', '2 years'],
      ['five months', '5 months', '5-month', 'five-month'],
    ],
    not: [/medicare (?:starts|begins) (?:right away|immediately)/],
  },
  {
    q: 'ss full ret age 1959?',
    must: [lead('66 and 10 months', '66 and ten months', '66 years and 10 months')],
    not: ['66 and 8 months', '66 and eight months'],
  },
  {
    // Full retirement age 66 and 10 months: 62 is 58 months early.
    // 36 × 5/9% + 22 × 5/12% = 20% + 9.17% = 29.17% less (70.83% of the full amount).
    q: 'so if i start at 62 how much do i lose',
    history: ['ss full ret age 1959?'],
    must: [['29.17%', '29.2%', '70.83%', '70.8%']],
    not: [/(?:lose|reduction of|reduced by|cut of) 30%/],
  },
  {
    q: 'Is it true social security is going broke and will be cut 20% soon? Should I claim now at 63 before it happens?',
    must: [
      ['2033', '2034'],
      ['77%', '81%', 'about three-quarters', 'about 80%', 'roughly 80%', 'most of'],
    ],
    not: [/(?:will|going to) stop paying/, /benefits (?:will|would) (?:go to|drop to) zero/],
  },
  {
    q: 'did we get a raise in ss this yr and how much',
    must: [lead('2.8%')],
    not: ['3.2%', '8.7%'],
  },
  {
    // 1,900 × 2.8% = 53.20, so 1,953.20 a month.
    q: 'so on my 1,900 check thats how much more? thats what i was getting last year',
    history: ['did we get a raise in ss this yr and how much'],
    must: [['53.20', '1,953.20', '1,953']],
  },
  {
    q: "my wife turns 65 in june, she never worked for pay. i'm 60 and still working. can she get medicare on my record?",
    must: [
      '62',
      ['premium-free', 'free part a', 'no premium', 'without a premium', 'without paying'],
    ],
    not: [/(?:she can get|gets|she'll get) premium-free part a (?:at 65|right away|now)/],
  },
  {
    // Full amount 2,000; 1,400 at 62 is 70% of it. Taking 62 gets 60 months × 1,400 = 84,000
    // before 67; waiting gets 600 more a month, so 84,000 / 600 = 140 months (11 years 8 months)
    // after 67: about 78 and 8 months, before COLAs and taxes.
    q: 'if i take ss at 62 i get 1,400, at 67 i get 2,000. at what age does waiting actually pay off',
    must: [
      [
        '78 and 8 months',
        '78 years and 8 months',
        '78.7',
        '78½',
        'about 79',
        'around 79',
        'nearly 79',
        'almost 79',
        'age 79',
        'about 78',
        'around 78',
        'age 78',
        '140 months',
        '11.7 years',
        '11 years and 8 months',
        'nearly 12 years',
        'about 12 years',
      ],
    ],
  },
  {
    q: 'should i take ss now at 62 or wait. everyone i ask says something different',
    must: [
      ['health', 'life expectancy', 'longevity', 'how long you live', 'family history'],
      ['spouse', 'married', 'survivor', 'wife', 'husband'],
    ],
    not: [opens('yes', 'you should wait', 'take it now', 'you should take', 'wait until 70')],
  },
  {
    q: 'whens the soonest i can start pulling my social security money',
    must: [lead('62')],
    not: [lead('65 is the earliest', 'the earliest is 65')],
  },
  {
    q: 'how many work credits do you need to get social security',
    must: [lead('40'), ['10 years', 'ten years']],
  },

  // ------------------------------------------------------------------- Medicare
  {
    q: 'retiring end of june from a company with 500 employees. I turned 66 in Feb and only have Part A. how do i get Part B without a penalty?',
    must: [
      ['8 months', 'eight months', '8-month', 'eight-month'],
      ['special enrollment'],
      ['l564', 'cms-l564', 'employer form', 'proof of coverage', 'form from your employer'],
    ],
    not: [/wait until (?:your )?cobra ends/],
  },
  {
    q: 'what if the company only had 12 ppl',
    history: [
      'retiring end of june from a company with 500 employees. I turned 66 in Feb and only have Part A. how do i get Part B without a penalty?',
    ],
    must: [
      ['20 employees', 'fewer than 20', 'under 20', 'less than 20'],
      ['medicare pays first', 'medicare is primary', 'primary', 'pays first'],
    ],
    not: [/(?:no need|don't need|do not need) (?:to )?(?:sign up for|enroll in|take|get) part b/],
  },
  {
    q: 'What does Medicare Part B cost for 2026? I heard it went up again',
    must: [lead('202.90'), '283'],
    not: ['174.70', '164.90'],
  },
  {
    q: 'is that taken out of my ss check automatically',
    history: ['What does Medicare Part B cost for 2026? I heard it went up again'],
    must: [opens('yes'), ['deducted', 'taken out', 'withheld', 'comes out', 'subtracted']],
    not: [opens('no')],
  },
  {
    // 2026 IRMAA, married filing jointly, 2024 MAGI above 218,000 and up to 274,000: Part B
    // 284.10 a month each (and Part D plus 14.50).
    q: 'We file jointly, our 2024 MAGI was about 230k because I sold some stock. What will we each pay for Part B this year?',
    must: ['284.10', ['2024', 'two years', '2 years']],
    not: ['405.80', '527.50'],
  },
  {
    q: 'that stock sale was a one time thing. can we get it lowered',
    history: [
      'We file jointly, our 2024 MAGI was about 230k because I sold some stock. What will we each pay for Part B this year?',
    ],
    must: [
      [
        'one year',
        'only the year',
        'following year',
        'next year',
        'goes away',
        'drops',
        'temporary',
        'just for 2026',
        'only 2026',
        'only for 2026',
      ],
      ['life-changing', 'life changing', 'ssa-44'],
    ],
    not: [
      opens('yes'),
      /(?:stock sale|capital gain|one-time (?:sale|gain)) (?:is|counts as|qualifies as) a life-changing event/,
    ],
  },
  {
    q: 'wife and i are going to portugal for 3 months this winter. does medicare cover us over there? we have original medicare plus a supplement 1A',
    must: [
      [
        'outside the u.s.',
        'outside the united states',
        'outside the us',
        'abroad',
        'overseas',
        'foreign',
      ],
      ['supplement 1a', 'supplement 1'],
      ['emergency', 'emergencies'],
    ],
    not: [opens('yes'), 'plan g', 'plan n', 'plan f'],
  },
  {
    q: 'what about my meds, can i fill scripts over there',
    history: [
      'wife and i are going to portugal for 3 months this winter. does medicare cover us over there? we have original medicare plus a supplement 1A',
    ],
    must: [
      [
        'not cover',
        "doesn't cover",
        'does not cover',
        "won't cover",
        'will not cover',
        'not covered',
      ],
      [
        'extra supply',
        'vacation override',
        'vacation supply',
        '90-day',
        '90 day',
        'before you leave',
        'before you go',
        'in advance',
        'early refill',
        'extended supply',
      ],
    ],
    not: [opens('yes')],
  },
  {
    q: 'Im a vet with VA health care, turning 65 in May. do i even need Medicare Part B? seems like a waste of 200 a month',
    must: [
      'penalty',
      '10%',
      ['non-va', 'outside the va', 'outside va', 'community', 'private doctor', 'any doctor'],
    ],
    not: [
      /va (?:health )?(?:care |coverage )?(?:counts as|is) (?:creditable|employer) coverage for part b/,
    ],
  },
  {
    q: 'and part d? the VA does all my prescriptions',
    history: [
      'Im a vet with VA health care, turning 65 in May. do i even need Medicare Part B? seems like a waste of 200 a month',
    ],
    must: [
      opens(
        'no',
        'not',
        'you do not',
        "you don't",
        'probably not',
        'generally not',
        'not necessarily',
      ),
      'creditable',
    ],
    not: [opens('yes')],
  },
  {
    q: "Can I keep putting money in my HSA after I go on Medicare? I'm 65, still working, employer has a high deductible plan",
    must: [opens('no', 'not'), 'part a', ['6 months', 'six months']],
    not: [opens('yes')],
  },
  {
    q: 'ok so can i still use the money in it for my medicare premiums',
    history: [
      "Can I keep putting money in my HSA after I go on Medicare? I'm 65, still working, employer has a high deductible plan",
    ],
    must: [opens('yes'), 'part b', ['medigap', 'supplement']],
    not: [opens('no')],
  },
  {
    // 2026 self-only HSA limit 4,400 plus the 1,000 catch-up, eligible January to June:
    // (4,400 + 1,000) × 6/12 = 2,700.
    q: 'i turn 65 in july and part A starts july 1. single coverage HDHP. how much can i put in the HSA for 2026',
    must: ['2,700'],
    not: [
      /(?:can|could) (?:still )?(?:put in|contribute|deposit|save) (?:the full |up to |all )?5400/,
    ],
  },
  {
    // Part A 2026: skilled nursing after a 3-day inpatient stay, days 1-20 $0, days 21-100
    // 1,736 / 8 = $217 a day; custodial care is not covered.
    q: 'does medicare pay for a nursing home if my mom breaks her hip? shes 84',
    must: [
      ['3-day', 'three-day', '3 day', 'three day', '3 days', 'three days'],
      '100 days',
      ['custodial', 'long-term', 'long term'],
    ],
    not: [
      '209.50',
      /medicare (?:pays|covers) (?:for )?(?:unlimited|indefinite|long-term custodial)/,
    ],
  },
  {
    q: 'What is the difference between Medicare Advantage and Medigap? My neighbor in Florida says Plan G is the best one',
    must: ['core', 'supplement 1a', 'massachusetts'],
    not: [/plan g is (?:the best|available|sold)/, /(?:buy|choose|pick|get) plan g\b/],
  },
  {
    q: "Missed signing up for part b at 65 (had no other coverage, my fault). I'm 68 now. what do i do and how bad is the penalty",
    must: [
      'general enrollment',
      '10%',
      ['for life', 'permanent', 'as long as you have', 'lifetime', 'for as long as'],
    ],
    not: [/(?:penalty|it) (?:goes away|ends|stops) after/],
  },
  {
    // 20% of the 2026 standard premium: 202.90 × 0.20 = 40.58, so 243.48 (243.50 if rounded to
    // the dime).
    q: 'signed up for part b 2 yrs late, they said a 20% penalty. so whats my monthly premium gonna be',
    must: [['243.48', '243.50', '243.5', '40.58', '40.60']],
    not: ['223.19'],
  },
  {
    // 1% of the 2026 national base beneficiary premium (38.99) per month uncovered:
    // 20 × 0.01 × 38.99 = 7.798, rounded to the dime 7.80 a month, for as long as she has Part D.
    q: 'went 20 months without any drug coverage after turning 65. what will my part d penalty be',
    must: [['7.80', '7.8'], '38.99'],
    not: ['36.78'],
  },
  {
    // Initial enrollment: three months before the birthday month to three after: May to November.
    q: 'when can i sign up for medicare? i turn 65 on the 14th of august',
    must: [
      ['7 months', 'seven months', 'seven-month', '7-month'],
      ['may 1', 'from may', 'in may', 'may through', 'may to', 'may-november'],
      'november',
    ],
    not: ['6 months before'],
  },
  {
    q: "my husband's cancer pill costs a fortune. is there a cap on what we pay for drugs on medicare now",
    must: [lead('2,100')],
    not: [/(?:cap|capped|limit)(?: is| at| of)? 2000\b/],
  },
  {
    q: 'is that per person or for both of us together',
    history: [
      "my husband's cancer pill costs a fortune. is there a cap on what we pay for drugs on medicare now",
    ],
    must: [
      ['per person', 'each of you', 'each person', 'individually', 'per individual', 'separately'],
    ],
    not: [
      /(?:is|applies) (?:to )?(?:you )?(?:both )?(?:combined|together|per couple|per household)/,
    ],
  },
  {
    q: 'been on a medicare advantage plan 4 yrs, hate all the prior authorizations. can I switch to a medigap in mass without answering health questions?',
    must: [
      [
        opens('yes'),
        'without health questions',
        'no health questions',
        'guaranteed issue',
        'guaranteed-issue',
        "can't be turned down",
        'cannot be turned down',
      ],
      ['core', 'supplement 1a'],
      'massachusetts',
    ],
    not: [
      /medical underwriting (?:is|will be) required/,
      /(?:can|may|could) (?:deny|turn) you (?:down|away)/,
      'plan g',
    ],
  },
  {
    q: 'can you recommend a good dermatologist in newton who takes medicare? also does medicare cover a skin cancer screening',
    // Part B pays for a skin exam to check a suspicious spot, not a routine full-body
    // screening; the doctor search is declined or pointed to Medicare's Care Compare.
    must: [
      /routine[^.]*skin|skin[^.]*(?:routine|medically necessary|suspicious)/,
      [...DECLINES, 'care compare', 'find a doctor', 'find care'],
    ],
    not: [opens('yes')],
  },
  {
    q: "I'm 65 in april and on COBRA from my old job. can i just keep cobra and skip part b for now",
    must: [
      opens('no', 'not'),
      [
        'current employment',
        'active employment',
        'current job',
        'current work',
        'not count',
        "doesn't count",
        'does not count',
        'not considered',
      ],
      'penalty',
    ],
    not: [opens('yes')],
  },
  {
    q: 'wat age do i get medicare if i retire at 62',
    must: [lead('65'), ['health connector', 'cobra', 'marketplace']],
    not: [/medicare (?:starts|begins|kicks in) (?:at )?62/],
  },
  {
    q: 'hey is the donut hole still a thing',
    must: [opens('no'), '2,100'],
    not: [opens('yes')],
  },
  {
    q: 'does medicare cover dental cleanings',
    must: [
      opens(
        'no',
        'not',
        'original medicare does not',
        "original medicare doesn't",
        'generally not',
      ),
      ['medicare advantage', 'dental plan', 'dental insurance'],
    ],
    not: [opens('yes')],
  },
  {
    q: 'can i have a medigap AND a medicare advantage plan at the same time',
    must: [opens('no')],
    not: [opens('yes')],
  },
  {
    q: 'who can help me compare medicare plans for free in mass? dont want a salesman',
    must: ['shine'],
    not: ['plan g'],
  },
  {
    q: 'whats the hospital deductible on medicare',
    must: [lead('1,736'), ['benefit period']],
    not: ['1,676'],
  },

  // ------------------------------------------------------------------- Retirement accounts
  {
    // 2026: 24,500 + the 60-63 catch-up 11,250 = 35,750.
    q: 'turning 61 this yr, still working. max i can put in my 401k for 2026?',
    must: [lead('35,750')],
    not: [/(?:your|the) (?:max(?:imum)?|limit) (?:is|would be) 32500/],
  },
  {
    q: 'i made 190k last year does that change anything',
    history: ['turning 61 this yr, still working. max i can put in my 401k for 2026?'],
    must: ['roth', '150,000'],
    not: [opens('no')],
  },
  {
    q: 'can i do an IRA contribution if im retired? no job just pension and ss',
    must: [
      [opens('no'), 'do not count', "don't count", 'not count', "doesn't count", 'does not count'],
      ['earned income', 'compensation', 'wages', 'earnings from work'],
    ],
    not: [opens('yes')],
  },
  {
    // 7,500 + 1,100 = 8,600.
    q: 'ira catch up 2026 how much over 50',
    must: [lead('1,100', '8,600')],
    not: [/catch-?up (?:is|of) 1000/],
  },
  {
    // Uniform Lifetime Table at 74: 25.5. 612,000 / 25.5 = 24,000.
    q: "My dad is 74 this year, his IRA was 612,000 on Dec 31. what's his RMD? asking for him bc he doesn't do computers",
    must: ['24,000', '25.5'],
    not: ['23,094'],
  },
  {
    q: 'he gives 5k to his church every year, can that come out of it',
    history: [
      "My dad is 74 this year, his IRA was 612,000 on Dec 31. what's his RMD? asking for him bc he doesn't do computers",
    ],
    must: [opens('yes'), ['qualified charitable distribution', 'qcd'], ['directly', 'direct']],
    not: [opens('no')],
  },
  {
    q: 'I was born in 1960, when do I have to start taking RMDs',
    must: [lead('75')],
    not: [opens('73', 'age 73', 'at 73', '72', 'age 72')],
  },
  {
    q: 'Dear Sir or Madam, I am writing to inquire as to the age at which Required Minimum Distributions from a traditional IRA must commence under current law. I thank you in advance for your reply.',
    must: ['73', '75'],
    not: [/\b72 (?:is|for everyone)/],
  },
  {
    // Died in 2025 after her required beginning date: a non-spouse beneficiary must empty it by
    // 31 December 2035 (the tenth year after the death) and take annual RMDs in years 1 to 9.
    q: "my mother died in march 2025, she was 81. I inherited her traditional IRA (about 300k). I'm 55. Do I have to empty it in 10 years and do I need to take money out every year?",
    must: [
      '2035',
      ['annual', 'every year', 'each year', 'yearly'],
      ['10-year', '10 year', 'ten-year', 'ten year', '10 years'],
    ],
    not: [opens('no'), '2034'],
  },
  {
    q: "Can I roll my 401k into an IRA while I'm still working there? I'm 60",
    must: [['in-service', 'in service'], FIFTY_NINE_AND_A_HALF],
    not: [/you (?:can't|cannot) roll[^.]*(?:while|until)/],
  },
  {
    q: 'got laid off at 56 (company downsizing). need money to bridge to ss. can i pull from my 401k without the 10% penalty, or is that only at 59 and a half?',
    must: [
      [
        'rule of 55',
        'age 55',
        'year you turn 55',
        '55 or older',
        '55 or later',
        'turn 55',
        'turned 55',
      ],
      'ira',
    ],
    not: [opens('no')],
  },
  {
    q: "65 retired, 1.1M in a traditional IRA, no SS yet (waiting to 70). thinking about converting 100k a year to roth. what's the catch?",
    must: [
      'irmaa',
      ['two years', '2 years', 'two-year', '2-year'],
      ['taxable', 'ordinary income', 'income tax'],
    ],
    not: [/(?:massachusetts|mass\.?) (?:does not|doesn't) tax (?:roth )?conversions?/],
  },
  {
    // Single, 65, no other income: standard deduction 16,100 + 2,050 = 18,150. The 24% bracket
    // ends at 201,775 of taxable income, so 201,775 + 18,150 = 219,925 of conversion. At that
    // income the senior deduction is gone (6% of 219,925 − 75,000 = 8,696 > 6,000).
    q: 'single filer, and the conversion would be my only income this year. how much can i convert and stay in the 24% bracket?',
    history: [
      "65 retired, 1.1M in a traditional IRA, no SS yet (waiting to 70). thinking about converting 100k a year to roth. what's the catch?",
    ],
    must: ['219,925', '18,150'],
    not: [/convert (?:up to |about )?201775/],
  },
  {
    q: 'is my 403b the same as a 401k for limits',
    must: [opens('yes'), '24,500'],
    not: [opens('no')],
  },
  {
    q: "i have a 457 from the city and I'm retiring at 58. is there a penalty to take money out",
    must: [opens('no'), '10%', ['ordinary income', 'income tax', 'taxable', 'taxed']],
    not: [opens('yes')],
  },
  {
    // 2,000 × 12 = 24,000 a year; 24,000 / 350,000 = 6.86% a year; 350,000 / 24,000 = 14.6
    // years to get the lump sum back (age 79 and a half), before interest.
    q: 'pension offers me 2,000/mo for life starting at 65 or a 350k lump sum. which is better',
    must: [
      [
        '6.86%',
        '6.9%',
        '14.6',
        '14.58',
        '79.6',
        '79 and a half',
        'age 79',
        'around 79',
        'about 79',
        'almost 80',
        'nearly 80',
      ],
      ['married', 'spouse', 'survivor', 'wife', 'husband'],
    ],
    not: [
      /(?:the lump sum|the pension|the annuity|the monthly) is (?:always |clearly |definitely )?(?:the )?better/,
    ],
  },
  {
    q: 'theres no cost of living raise on the pension btw. does that matter much',
    history: [
      'pension offers me 2,000/mo for life starting at 65 or a 350k lump sum. which is better',
    ],
    must: [
      opens('yes'),
      'inflation',
      [
        'purchasing power',
        'buys less',
        'worth less',
        'lose value',
        'loses value',
        "today's dollars",
        'real terms',
      ],
    ],
    not: [opens('no')],
  },
  {
    // 50,000 / 800,000 = 6.25%, against the 4% rule of thumb: 800,000 × 4% = 32,000.
    q: '62, 800k saved, need 50k a yr from it until ss starts and after. is that sustainable?',
    must: [['6.25%', '6.3%'], '4%'],
    not: [opens('yes')],
  },
  {
    // 350,000 × 4% = 14,000 a year.
    q: 'is 350k enough to retire on',
    must: ['14,000', ['spending', 'expenses', 'budget'], 'social security'],
    not: [opens('yes'), opens('no')],
  },
  {
    q: 'at what age can i do QCDs and whats the max',
    must: [SEVENTY_AND_A_HALF, '111,000'],
    not: ['108,000', '105,000'],
  },
  {
    q: 'does it have to be from an ira or can i do it straight from my 401k',
    history: ['at what age can i do QCDs and whats the max'],
    must: [
      'ira',
      ['not from a 401', 'not a 401', "can't", 'cannot', 'not allowed', 'only from', 'roll'],
    ],
    not: [opens('yes')],
  },
  {
    // Spousal IRA: her 30,000 of pay covers both; 7,500 + 1,100 catch-up = 8,600 for him.
    q: "I'm 66 and retired, my wife still works part-time making 30k. can we put money in an IRA for me?",
    must: [
      opens('yes'),
      [
        'spousal',
        'combined earned income',
        "your wife's",
        'her earned income',
        'her pay',
        'joint return',
      ],
      ['8,600', /7500[^.]*1100/],
    ],
    not: [opens('no')],
  },
  {
    q: "I'm 62 and opened my first roth ira last year. Can I take the earnings out tax free?",
    must: [['5 years', 'five years', '5-year', 'five-year'], 'contributions'],
    not: [opens('yes')],
  },
  {
    q: 'do i have to take RMDs from my roth ira',
    must: [opens('no')],
    not: [opens('yes')],
  },
  {
    q: 'still working full time at 74 (not an owner). do i really have to take an RMD from my 401k at work?',
    must: [
      opens('no', 'not', 'generally not', 'not from'),
      ['5%', 'five percent', 'owner'],
      ['ira', 'iras'],
    ],
    not: [opens('yes')],
  },
  {
    q: 'can i still put money in a roth at 75? i do consulting on the side',
    must: [opens('yes'), ['earned income', 'compensation', 'self-employment', 'net earnings']],
    not: [opens('no')],
  },
  {
    q: 'whats the age where i can yank money out of my IRA without the extra 10% hit',
    must: [lead(...FIFTY_NINE_AND_A_HALF)],
    not: [opens('55', 'age 55')],
  },

  // ------------------------------------------------------------------- Taxes, federal and Massachusetts
  {
    // Single, 68: 16,100 + 2,050 = 18,150. Senior deduction: 6,000 − 6% × (95,000 − 75,000)
    // = 6,000 − 1,200 = 4,800.
    q: "single, 68. what's my standard deduction this year and do i get that new 6000 senior deduction? my income is around 95k",
    must: ['18,150', '4,800'],
    not: ['17,750', '24,150'],
  },
  {
    // 32,200 + 2 × 1,650 = 35,500, plus 6,000 each under the MAGI line of 150,000.
    q: 'both over 65 filing jointly whats our standard deduction for 2026, and is there that new senior thing on top',
    must: ['35,500', '6,000', '150,000'],
    not: ['34,700'],
  },
  {
    // 0% on long-term gains up to 98,900 of taxable income: 98,900 − 60,000 = 38,900.
    q: 'married, retired. after deductions our taxable income is about 60k. how much in long term gains can we take this year and still pay 0%?',
    must: ['38,900', '98,900'],
    not: ['96,700', '94,050'],
  },
  {
    q: 'does mass also let us pay 0 on those gains',
    history: [
      'married, retired. after deductions our taxable income is about 60k. how much in long term gains can we take this year and still pay 0%?',
    ],
    must: [opens('no'), '5%'],
    not: [opens('yes')],
  },
  {
    q: "just retired, no more paycheck withholding. my pension doesn't withhold and i take IRA withdrawals. do i have to pay quarterly and when",
    must: ['april 15', 'june 15', '1,000', ['withhold', 'withholding']],
    not: [/(?:only|just) once a year/],
  },
  {
    // Circuit breaker: property tax over 10% of total income (Social Security included):
    // 6,200 − 10% × 38,000 = 6,200 − 3,800 = 2,400, under the 2,820 maximum.
    q: 'my mom is 79, lives alone in her house in quincy, income about 38k (mostly social security), property tax is 6,200. is there any break for her?',
    must: ['circuit breaker', '2,400', '10%'],
    not: [/massachusetts (?:does )?taxes? (?:her )?social security/],
  },
  {
    q: "she doesn't normally file a state return since her income is so low. does she still have to?",
    history: [
      'my mom is 79, lives alone in her house in quincy, income about 38k (mostly social security), property tax is 6,200. is there any break for her?',
    ],
    must: [
      opens('yes'),
      ['schedule cb', 'form 1', 'file a massachusetts', 'file a return', 'file a state return'],
      ['refundable', 'refund', 'even if she owes no', 'even if no tax'],
    ],
    not: [opens('no')],
  },
  {
    q: 'selling our house in wellesley, gain is about 1.6M even after the 500k exclusion. does the millionaires tax hit us',
    must: [opens('yes'), '4%', ['1,083,150', '1 million', '1,000,000']],
    not: [opens('no')],
  },
  {
    q: 'are pensions taxed in massachusetts? i have a federal civil service pension and my wife has a private pension from raytheon',
    must: [['exempt', 'not taxed', "doesn't tax", 'does not tax', 'not taxable'], '5%', 'private'],
    not: [
      /federal (?:civil service )?pensions? (?:is|are) (?:taxed|taxable) (?:by|in) massachusetts/,
    ],
  },
  {
    q: 'im 67, working part time on a W2 making 30k. do I still pay social security tax on it even tho im collecting?',
    must: [opens('yes'), ['7.65%', '6.2%']],
    not: [opens('no')],
  },
  {
    q: '2026 tax brackets married',
    must: ['24,800', '100,800', '211,400'],
    not: ['23,850', '96,950', '206,700'],
  },
  {
    q: 'what about single',
    history: ['2026 tax brackets married'],
    must: ['12,400', '50,400', '105,700'],
    not: ['11,925', '48,475', '103,350'],
  },
  {
    q: 'is my social security taxed by the feds',
    must: [['combined income', 'provisional income'], '85%', ['32,000', '25,000']],
    not: [opens('no')],
  },
  {
    q: 'My husband passed this summer. Does Massachusetts give widows any kind of property tax break?',
    must: [
      opens('yes'),
      ['17d', 'clause 17', 'surviving spouse', 'exemption'],
      ['assessor', 'assessors', "assessor's"],
    ],
    not: [opens('no')],
  },

  // ------------------------------------------------------------------- Selling the house after 55
  {
    // The over-55 once-in-a-lifetime exclusion ended in 1997. Now: 950,000 − (180,000 +
    // 70,000) = 700,000 of gain, less the 500,000 joint exclusion = 200,000 taxable (before
    // selling costs).
    q: "Isn't there a one time exclusion for selling your house after 55? We're 67 and 64, bought in 1988 for 180k, probably sell for 950k this spring. Put about 70k into it over the years.",
    must: ['500,000', '200,000', ['1997', 'no longer', 'replaced', 'repealed', 'ended', 'anymore']],
    not: [opens('yes')],
  },
  {
    q: 'what if my husband passes before we sell',
    history: [
      "Isn't there a one time exclusion for selling your house after 55? We're 67 and 64, bought in 1988 for 180k, probably sell for 950k this spring. Put about 70k into it over the years.",
    ],
    must: [['two years', '2 years'], '500,000', ['step-up', 'step up', 'stepped-up', 'stepped up']],
    not: [/(?:drops|falls|only) (?:to )?250000 (?:right away|immediately)/],
  },
  {
    q: 'moving into my daughters in-law apartment. been in my house 30 yrs, single. if i sell how much profit is tax free',
    must: [
      lead('250,000'),
      ['two of the last five', '2 of the last 5', 'two out of five', '2 out of 5'],
    ],
    not: [opens('500,000'), '125,000'],
  },

  // ------------------------------------------------------------------- Reverse mortgages
  {
    q: 'what is a reverse mortgage and is it a scam? my dad (77) keeps getting mailers from that actor on TV',
    must: ['62', ['counseling', 'counselor'], ['property tax', 'property taxes']],
    not: [/(?:bank|lender) (?:owns|takes ownership of|gets) (?:your|the|his) (?:home|house)/],
  },
  {
    q: 'if he does it, what happens to the house when he dies? do me and my sister owe the bank',
    history: [
      'what is a reverse mortgage and is it a scam? my dad (77) keeps getting mailers from that actor on TV',
    ],
    must: [
      [
        'non-recourse',
        'nonrecourse',
        'never owe more',
        'not owe more',
        "won't owe more",
        'more than the home is worth',
        'more than the house is worth',
      ],
      [
        '95%',
        'sell the house',
        'sell the home',
        'keep the house',
        'keep the home',
        'pay off',
        'repay',
      ],
    ],
    not: [opens('yes')],
  },
  {
    q: 'Does a reverse mortgage affect my social security or medicare? And is the money taxable',
    must: [
      opens('no'),
      [
        'not taxable',
        'not income',
        'tax-free',
        "isn't taxable",
        "aren't taxable",
        'not counted as income',
      ],
      ['ssi', 'masshealth', 'medicaid', 'means-tested', 'need-based'],
    ],
    not: [opens('yes'), /(?:is|are) taxable income/],
  },
  {
    q: 'reverse mortgage min age?',
    must: [lead('62')],
    not: [opens('65', 'age 65', 'you must be 65')],
  },

  // ------------------------------------------------------------------- Pensions
  {
    q: 'Does my pension get a cost of living raise like SS does? I retired from a private company (manufacturing) in 2019',
    must: [
      [
        'most private',
        'usually not',
        'generally not',
        'typically not',
        'rarely',
        'most do not',
        "most don't",
        'unless your plan',
        'depends on your plan',
        'plan documents',
        'summary plan description',
      ],
    ],
    not: [opens('yes')],
  },
  {
    // 2,600 − 2,240 = 360 a month for the survivor protection; a private plan needs her
    // written, witnessed consent to waive it.
    q: 'retiring from a private company next month. the pension form asks single life or 100% joint and survivor. single is 2,600, joint is 2,240. my wife is 3 yrs younger. what do people usually do, and can I pick single without her say?',
    must: [['consent', 'sign', 'waive', 'written'], '360'],
    not: [
      /(?:don't|do not) need (?:her|your wife's|your spouse's) (?:consent|signature|permission)/,
    ],
  },
  {
    q: 'what if she dies first, am i stuck with the lower amount forever?',
    history: [
      'retiring from a private company next month. the pension form asks single life or 100% joint and survivor. single is 2,600, joint is 2,240. my wife is 3 yrs younger. what do people usually do, and can I pick single without her say?',
    ],
    must: [['pop-up', 'pop up', 'popup']],
    not: [opens('no')],
  },
  {
    q: 'can i have taxes taken out of my pension checks',
    must: [opens('yes'), ['w-4p', 'w4p']],
    not: [opens('no')],
  },
  {
    q: 'my old employer went bankrupt, what happens to my pension??',
    must: [
      ['pbgc', 'pension benefit guaranty corporation'],
      ['limit', 'maximum', 'up to', 'cap'],
    ],
    not: [opens('you lose', 'it is gone', "it's gone")],
  },

  // ------------------------------------------------------------------- Annuities
  {
    // No step-up for an annuity: 160,000 − 100,000 = 60,000 of gain, taxed as ordinary income
    // to the beneficiary; the 100,000 of basis comes back tax-free.
    q: "My mother passed last month. She had a nonqualified annuity she paid 100,000 for and it's worth 160k now. I'm the beneficiary. Do I owe tax on the whole thing? Does it get a step up like her stocks?",
    must: [CONDOLENCE, '60,000', 'ordinary income', /(?:no|not|n't|never)[^.]{0,30}step[- ]?up/],
    not: [/\b(?:it|annuity|annuities) (?:gets|receives|qualifies for) a step-?up/],
  },
  {
    q: 'can I spread the tax out instead of taking it all at once?',
    history: [
      "My mother passed last month. She had a nonqualified annuity she paid 100,000 for and it's worth 160k now. I'm the beneficiary. Do I owe tax on the whole thing? Does it get a step up like her stocks?",
    ],
    must: [
      opens('yes'),
      ['5 years', 'five years', '5-year', 'five-year'],
      ['life expectancy', 'lifetime', 'stretch', 'annuitize', 'over your life'],
    ],
    not: [opens('no')],
  },
  {
    q: 'if i annuitize my annuity as life only and die 2 years later does my wife get the rest',
    must: [opens('no'), ['joint', 'period certain', 'refund', 'survivor']],
    not: [opens('yes')],
  },
  {
    q: 'my husband died in august and had an annuity with me as beneficiary. the agent says i can "continue" it. what does that even mean',
    must: [
      CONDOLENCE,
      ['owner', 'your own', 'step into', 'take over'],
      [
        'tax deferral',
        'tax-deferred',
        'tax deferred',
        'deferral',
        'keep growing',
        'continue growing',
      ],
    ],
    not: [/must (?:take|withdraw|cash out) (?:everything|it all|the full)/],
  },
  {
    q: "what's a MYGA and are they safe? bank CD is paying less",
    must: [
      ['multi-year guaranteed annuity', 'multi year guaranteed annuity', 'multi-year guarantee'],
      'surrender',
      ['fdic', 'guaranty association', 'claims-paying', 'claims paying'],
    ],
    not: [/(?:are|is) fdic[- ]insured/],
  },
  {
    q: 'im 57, can i take money out of my annuity? whats the penalty',
    must: ['10%', FIFTY_NINE_AND_A_HALF, 'surrender'],
    not: [opens('no')],
  },

  // ------------------------------------------------------------------- Long-term care and life insurance
  {
    // 3,100 × 1.45 = 4,495 a year.
    q: "Genworth just raised my long term care premium 45%!! I'm 74, had the policy 16 yrs. Paying 3,100/yr now. Should I just drop it?",
    must: [
      '4,495',
      [
        'reduce',
        'lower the benefit',
        'cut the benefit',
        'trim',
        'shorter benefit',
        'smaller daily',
      ],
      ['nonforfeiture', 'paid-up', 'paid up'],
    ],
    not: [opens('yes')],
  },
  {
    q: 'can they single me out like that because of my age?',
    history: [
      "Genworth just raised my long term care premium 45%!! I'm 74, had the policy 16 yrs. Paying 3,100/yr now. Should I just drop it?",
    ],
    must: [
      opens('no'),
      ['class', 'everyone with', 'all policyholders', 'group of'],
      [
        'division of insurance',
        'regulator',
        'state approval',
        'approved by the state',
        'insurance department',
      ],
    ],
    not: [opens('yes')],
  },
  {
    q: 'whats the difference between a regular ltc policy and those life insurance policies with a long term care rider?',
    must: [
      'death benefit',
      [
        'rate increase',
        'premiums can rise',
        'premium increases',
        'raise premiums',
        'premiums can go up',
        'guaranteed',
      ],
    ],
  },
  {
    q: "Just got diagnosed with early Parkinson's at 63. I'm worried about long term care. can i still get ltc insurance?",
    must: [
      feels('sorry', 'hard', 'worry', 'understandable'),
      [
        'underwriting',
        'declined',
        'decline',
        'turned down',
        'unlikely',
        'health questions',
        'difficult to qualify',
        'hard to qualify',
      ],
      ['masshealth', 'medicaid', 'elder law', 'savings', 'self-fund', 'self fund'],
    ],
    not: [/(?:can't|cannot) (?:deny|refuse|turn) you/, opens('yes')],
  },
  {
    q: 'My mom (82) has dementia and is going into memory care. how does she qualify for masshealth and will they take her house?',
    must: ['2,000', ['look-back', 'lookback', 'look back'], ['estate recovery', 'recover', 'lien']],
    not: [opens('yes')],
  },
  {
    q: 'do i got to pay taxes on the life insurance money i got when my brother died',
    must: [opens('no', 'generally not', 'usually not', 'not')],
    not: [opens('yes')],
  },
  {
    // Gain on surrender = cash value − premiums paid: 80,000 − 50,000 = 30,000, ordinary income.
    q: 'I have a whole life policy with 80k cash value, paid about 50k in premiums over the years. if I cash it in is any of it taxed?',
    must: ['30,000', 'ordinary income'],
    not: [opens('no', 'none')],
  },
  {
    q: 'im 68 and my 20 yr term policy ends next year. is there any way to keep it, my health isnt great',
    must: [
      ['convert', 'conversion'],
      [
        'medical exam',
        'health questions',
        'without proving',
        'no exam',
        'evidence of insurability',
        'underwriting',
      ],
    ],
  },

  // ------------------------------------------------------------------- Gifts, grandchildren, 529 plans
  {
    // 19,000 per grandchild from each of them: 38,000 each, 4 × 38,000 = 152,000.
    q: 'want to give each of my 4 grandkids money for christmas. how much can i give without filing anything with the IRS? my wife wants to give too',
    must: ['19,000', '38,000', '152,000'],
    not: ['18,000', '17,000'],
  },
  {
    // Five years of exclusions at once: 5 × 19,000 = 95,000 per grandchild from each; 190,000
    // from the two of them; elected on Form 709.
    q: 'what if i put it into 529s for them instead. i heard you can front load 5 years',
    history: [
      'want to give each of my 4 grandkids money for christmas. how much can i give without filing anything with the IRS? my wife wants to give too',
    ],
    must: ['95,000', '190,000', ['form 709', 'gift tax return', '709']],
    not: ['90,000', '85,000'],
  },
  {
    q: 'can grandparents pay college tuition directly for a grandkid without it counting as a gift',
    must: [
      opens('yes'),
      ['directly', 'direct'],
      ['tuition only', 'not room', 'room and board', 'only tuition'],
    ],
    not: [opens('no')],
  },
  {
    q: 'will a 529 i own for my granddaughter hurt her financial aid',
    must: [
      'fafsa',
      ['no longer', 'not count', "doesn't count", 'does not count', 'not reported', 'not counted'],
    ],
  },
  {
    q: 'should i just put the house in my kids names now so the nursing home cant take it',
    must: [
      ['5 years', 'five years', '5-year', 'five-year', '60 months'],
      ['look-back', 'lookback', 'look back'],
      [
        'step-up',
        'step up',
        'carryover basis',
        'carry-over',
        'your basis',
        'original basis',
        'cost basis',
      ],
    ],
    not: [opens('yes')],
  },
  {
    q: 'can you help me write a birthday card for my granddaughter? also how much can i give her for college without gift tax',
    must: ['19,000', DECLINES],
    not: ['18,000'],
  },

  // ------------------------------------------------------------------- Marrying again
  {
    q: "Widowed 6 yrs, I'm 63 and getting survivor benefits. Getting married again in the spring. My fiance is 70 and gets 3,400/mo. Could I get more from him?",
    must: [
      ['keep', 'not lose', "won't lose", 'will not lose', 'continue', 'unaffected', 'not affect'],
      ['one year', '1 year', 'a year'],
      ['higher', 'larger', 'bigger'],
    ],
    not: [/you (?:would|will) lose (?:your )?survivor/, '1,700'],
  },
  {
    q: 'I was married 15 yrs, divorced, remarried at 50 but that ended in divorce too after 4 years. can i claim on my first husbands record?',
    must: [opens('yes'), ['10 years', 'ten years']],
    not: [opens('no')],
  },
  {
    q: "If I remarry will I lose my late husband's pension survivor benefit?",
    must: [
      [
        'plan documents',
        'summary plan description',
        'plan administrator',
        'which plan',
        'depends on the plan',
        'plan rules',
        "plan's rules",
        'the plan itself',
        'depends on the pension',
      ],
    ],
    not: [opens('yes'), opens('no')],
  },
  {
    q: "we're 72 and 74, both widowed, thinking of getting married. will that mess up either of our social security?",
    must: [
      ['age 60', 'after 60', '60 or older', '60 or later', 'over 60'],
      ['tax', 'taxed', 'taxation', 'irmaa'],
    ],
    not: [opens('yes')],
  },

  // ------------------------------------------------------------------- Estates
  {
    q: "My late wife's will leaves everything to me, but her IRA beneficiary form still has her sister on it from before we married. Doesn't the will override that?",
    must: [CONDOLENCE, opens('no'), ['beneficiary form', 'beneficiary designation', 'designation']],
    not: [opens('yes')],
  },
  {
    q: 'what if it had been her 401k instead',
    history: [
      "My late wife's will leaves everything to me, but her IRA beneficiary form still has her sister on it from before we married. Doesn't the will override that?",
    ],
    must: [
      ['spouse', 'spousal'],
      ['consent', 'waiver', 'waive', 'signed'],
    ],
    not: [/(?:would|still) go(?:es)? to (?:her|the) sister/],
  },
  {
    // House 900,000 + investments 800,000 + a 500,000 policy he owns = 2,200,000, over the
    // 2,000,000 line. (Tax on 2.2M: adjusted taxable estate 2,140,000 → 106,800 + 8% × 100,000 =
    // 114,800, less the 99,600 credit = 15,200, before deductions.)
    q: 'my house is worth 900k, investments 800k, and a $500k life policy on me with the kids as beneficiaries. will there be mass estate tax when i die?',
    must: [
      opens('yes'),
      ['2 million', '2,000,000'],
      ['counts', 'included', 'includes', 'part of your estate', 'in your estate', 'in the estate'],
    ],
    not: [
      opens('no'),
      /life insurance (?:is|proceeds are) (?:not|never) (?:included|counted|part)/,
    ],
  },
  {
    q: 'how do people get the life insurance out of the estate',
    history: [
      'my house is worth 900k, investments 800k, and a $500k life policy on me with the kids as beneficiaries. will there be mass estate tax when i die?',
    ],
    must: [
      ['irrevocable life insurance trust', 'ilit', 'irrevocable trust'],
      ['3 years', 'three years', 'three-year', '3-year'],
    ],
  },
  {
    q: "Do we need a trust or is a will enough? we're in our 70s in Mass, house plus about 600k in IRAs with beneficiaries named",
    must: [
      'probate',
      ['beneficiary', 'beneficiaries'],
      [
        '2 million',
        '2,000,000',
        'house is worth',
        'value of the house',
        "home's value",
        'home is worth',
      ],
    ],
    not: [opens('you need a trust', 'yes, you need')],
  },
  {
    q: "what's the federal estate tax limit now, did it go down like they said it would",
    must: [lead('15 million', '15,000,000')],
    not: ['13.99 million', '13,990,000', /(?:drops?|falls?|sunsets?) to (?:about )?7/],
  },
  {
    q: 'Dad died with just a checking account, about 18k, and his car. No will. what do I do in mass?',
    must: [
      ['voluntary administration', 'small estate'],
      '25,000',
      ['probate and family court', 'probate court'],
    ],
  },

  // ------------------------------------------------------------------- Health cover before 65
  {
    q: 'retiring at 61, wife is 59. how do we get health insurance in mass until medicare',
    must: ['health connector', 'income', 'cobra'],
    not: [/medicare (?:at|from) (?:age )?6[12]\b/],
  },

  // ------------------------------------------------------------------- Scams, privacy, a person, the rest
  {
    q: 'got a call says my social security number is suspended and i need to buy gift cards to fix it. is this real?? im scared',
    must: [
      opens(
        'no',
        "it's a scam",
        'it is a scam',
        'this is a scam',
        'that is a scam',
        "that's a scam",
        'scam',
      ),
      ['gift card', 'gift cards'],
      ['hang up', 'do not pay', "don't pay", 'report'],
    ],
    not: [opens('yes')],
  },
  {
    // As the engine receives it: the relay's redactor has already masked the number.
    q: 'my ssn is [SSN removed] can u pull up what my benefit will be',
    expect: 'privacy',
  },
  {
    q: 'this is all too much for me, my husband always did the money. can i just talk to a real person there?',
    expect: 'handoff',
  },
  {
    q: 'should i move my ira into tesla stock',
    expect: 'handoff',
  },
  { q: 'whats a good recipe for chicken parm', expect: 'out_of_scope' },
  {
    q: 'whats the weather gonna be in boston this weekend, and is it too late to change my part d plan',
    must: ['october 15', 'december 7', DECLINES],
  },
  { q: 'good morning!', expect: 'greeting' },
  {
    q: 'ok thank u so much dear, that helps',
    history: ['reverse mortgage min age?'],
    expect: 'thanks',
  },
];
