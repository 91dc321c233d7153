/**
 * Development round A: questions written the way the site's visitors write (lower case, typos,
 * their own ages and amounts, two questions in one, follow-ups that lean on the last answer, a
 * loss or a diagnosis in the first line, an errand mixed in). Engineers may tune on it: it is
 * reported with its misses listed, never gated. Every worked figure is shown in the comment next
 * to its case, from the 2026 figures in `content/figures.md` and the official methods (SSA's
 * reduction and delayed-credit rules, the IRS Pub 915 worksheet, the Uniform Lifetime Table).
 */
import { type EvalCase, type Fact, feels, lead, opens } from './score.ts';

/** The first sentence acknowledges a death. */
const GRIEF = feels('sorry', 'condolences', 'loss');
/** The first sentence acknowledges a diagnosis, a layoff or a fear. */
const HARD = feels(
  'sorry',
  'hard',
  'difficult',
  'tough',
  'stressful',
  'unsettling',
  'understand',
  'understandable',
  'worr',
  'scary',
  'nerv',
  'anxious',
);
/** The out-of-scope half of a mixed message is declined in a sentence. */
const DECLINES: Fact = [
  "can't help with",
  'cannot help with',
  'not able to help with',
  "can't recommend",
  'cannot recommend',
  "can't make",
  "can't write",
  'cannot write',
  'outside what',
  'outside my',
  'only help with',
  "i can't",
  'i cannot',
  "i'm not able",
  'i am not able',
  'unable to',
  'not something i can',
];
const FULL_RETIREMENT_AGE: Fact = ['full retirement age', 'fra'];
const FIFTY_NINE_AND_A_HALF: Fact = ['59½', '59 1/2', '59 and a half', '59.5'];
const EIGHT_MONTHS: Fact = ['8 months', 'eight months', '8-month', 'eight-month'];
const TWO_YEARS: Fact = ['2 years', 'two years', '2-year', 'two-year'];
const LOOK_BACK: Fact = ['look-back', 'lookback', 'look back', '5 years', 'five years', '5-year'];
/** A lettered Medigap plan offered in Massachusetts, where only Core and Supplement 1/1A are sold. */
const MA_LETTERED_PLAN_OFFERED: Fact[] = [
  'plan g is available',
  'plan n is available',
  'keep your plan g in massachusetts',
  'buy plan g in massachusetts',
];

// Conversations the follow-ups replay (earlier user messages, oldest first).
const CLAIM_62 =
  'born in 1961, my ss statement says 2,400 a month at full retirement age. how much if i take it at 62 instead? and whats my fra';
const CLAIM_70 = 'ok and what if i wait till 70';
const SPOUSAL_FIRST =
  "I'm 62, my husband is 67 and already filed, his full retirement amount is 3,000. my own at my fra would be 1,100. what would i get on his record?";
const WIDOW_72 =
  'my husband passed last month. he was 72 and getting 3,400 a month, im 68 and get 1,900 on my own. do i keep mine or get his, or both?';
const WIDOWER_WORKING =
  'my wife died in march, she was getting 2,200/mo from social security. im 61 and still working, making about 85k. can i get her benefit now?';
const EARLY_CLAIM_JOB =
  "I'm 63, started SS at 62, 1,500 a month. just got offered a part time job paying 40k a year. how much will social security hold back?";
const SS_TAX_COUPLE =
  'married, both retired. SS is 48k between us, pensions plus ira withdrawals about 40k, and 2k of muni bond interest. how much of our social security is taxable?';
const TEACHER_PENSION =
  'retired mass teacher, 48k/yr pension from MTRS. only had ss from summer jobs + my husband has a big ss. did the new law change anything for me??';
const PARKINSONS =
  "I'm 58 and was just diagnosed with parkinsons, can't keep doing my job. can i get social security disability, and do i get medicare with it?";
const BIG_EMPLOYER =
  "I'm 65 and still working, company has about 400 people and good insurance. do i need to sign up for part b now?";
const HSA_PART_A =
  'still working at 66 and putting money in my HSA. if i take part A since its free, can i keep contributing to the hsa?';
const IRMAA_230 =
  'retired couple, our 2024 MAGI was about 230k because i sold some stock. what will part b cost us in 2026?';
const PART_D_800 =
  'my meds cost about 800 a month retail. whats the most i would pay out of pocket on a part d plan in 2026?';
const CATCH_UP_61 =
  "I'm 61, my 401k allows catch up. how much can i put in this year total? and can i still do an IRA too, i make 95k single";
const CONVERT_12 =
  'married, 66 and 64. our taxable income will be about 60k this year after deductions. how much could we convert to roth and stay in the 12% bracket?';
const FIRST_RMD =
  'turning 73 this year, IRA was 500k at the end of last year. how much is my first RMD and when is the deadline?';
const DAD_IRA =
  "my dad died in january, he was 78, and left me his IRA, about 300k. I'm 50. do i have to take it all out right away? how does the 10 year thing work";
const PENSION_OFFER =
  "company pension offers me 2,000 a month for life starting at 65, or a lump sum of 310k. I'm 64, single, healthy. which is better?";
const ENOUGH_1_2M =
  'we have 1.2M saved, SS will be 52k a year combined, we spend about 95k a year. is that enough? im 65 she is 63';
const STD_DEDUCTION_120 =
  "what's our standard deduction for 2026? both over 65, married filing jointly, AGI about 120k. does the new senior deduction apply to us?";
const ZERO_GAINS =
  'married, retired, our taxable income is about 70k from pensions and ira. how much long term capital gain can we take at 0%?';
const CIRCUIT_BREAKER =
  '70 year old widow in newton, house assessed at 850k, property tax is 9,500 a year, my income is about 60k. can i get the senior circuit breaker?';
const MOM_NURSING_HOME =
  'mom has dementia and needs a nursing home. she has 150k in savings and the house is in her name. will masshealth take her house? can she give the money to us?';
const ESTATE_2_8 =
  'widower, house worth 1.2M, IRAs 700k, brokerage 400k, and a 500k life insurance policy. will my kids owe massachusetts estate tax?';
const SUDDEN_DEATH =
  "my husband died suddenly last week and i don't know where to start with the money stuff. what do i need to do first?";
const FRA_1962 = 'born in 1962 whats my full retirement age for soc sec';

export const DEV_A: EvalCase[] = [
  // ---------------------------------------------------------------- Social Security
  {
    // Born 1961: FRA 67. 62 is 60 months early: 36 x 5/9% = 20% plus 24 x 5/12% = 10%, 30% in all.
    // 2,400 x 0.70 = 1,680.
    q: CLAIM_62,
    must: [['67'], ['1,680'], ['30%']],
    not: ['1,800', /(your|his|her) full retirement age is 66/],
  },
  {
    // 36 months of delayed credits at 2/3% a month = 24%: 2,400 x 1.24 = 2,976.
    q: CLAIM_70,
    history: [CLAIM_62],
    must: ['2,976', ['24%', '8% a year', '8% per year', '8% for each year', '8% for every year']],
    not: ['3,168', '1,680 at 70'],
  },
  {
    // By 70, claiming at 62 has paid 96 x 1,680 = 161,280. Waiting pays 2,976 - 1,680 = 1,296 a
    // month more, so it takes 161,280 / 1,296 = 124.4 months (10.4 years): about age 80.
    q: 'so when do i break even, 62 vs 70',
    history: [CLAIM_62, CLAIM_70],
    must: [[/\b(age|about|around|roughly|until|past|near|at) 80\b/, '124 months', '10.4 years']],
    not: [/break[- ]even (age )?(is|at|around|about) (7[0-9]|8[2-9])\b/],
  },
  {
    // Spousal at her FRA: half his PIA, 1,500. She gets her own 1,100 plus a 400 top-up, not both in full.
    q: SPOUSAL_FIRST,
    must: ['1,500', ['your own', 'own benefit', 'own record', '1,100']],
    not: ['2,600', '2,500'],
  },
  {
    // At 64 she is 36 months before her FRA of 67. Own: 36 x 5/9% = 20% off, 1,100 x 0.8 = 880.
    // Spousal top-up of 400: 36 x 25/36% = 25% off, 300. Total 880 + 300 = 1,180.
    q: 'and if i claim at 64 instead?',
    history: [SPOUSAL_FIRST],
    must: ['1,180'],
    not: ['1,125', '1,500 at 64'],
  },
  {
    q: 'can i get half of my husbands social security?',
    must: [
      ['filed', 'claimed', 'applied', 'collecting', 'receiving', 'started his'],
      ['50%', 'half'],
      ['your own', 'own benefit', 'own record', 'own work record'],
    ],
    not: ['on top of your own', 'in addition to your own'],
  },
  {
    // Widowed at or past FRA: 100% of what he was getting (3,400, delayed credits included); only
    // the larger of the two is paid, as her own 1,900 plus a 1,500 survivor top-up.
    q: WIDOW_72,
    must: [
      GRIEF,
      '3,400',
      [
        'not both',
        "can't get both",
        'cannot get both',
        "don't get both",
        'do not get both',
        'not get both',
        'the higher',
        'the larger',
        'higher of',
        'larger of',
        'not added together',
        "aren't added",
        'are not added',
      ],
    ],
    not: ['5,300', opens('yes, you get both', 'both')],
  },
  {
    q: 'is there a one time death payment too?',
    history: [WIDOW_72],
    must: ['255'],
    not: ['250', '1,255'],
  },
  {
    // Survivors can start at 60, but the earnings test applies below FRA:
    // (85,000 - 24,480) / 2 = 30,260 withheld a year, more than a survivor benefit at 61 pays
    // (2,200 reduced about 24% is roughly 1,660 a month, about 20,000 a year).
    q: WIDOWER_WORKING,
    must: [
      GRIEF,
      '24,480',
      [
        '30,260',
        'all of it',
        'all of your benefit',
        'entire benefit',
        'whole benefit',
        'wipe out',
        'wipes out',
        'withheld entirely',
        'fully withheld',
      ],
    ],
    not: ['23,400', '65,160 applies'],
  },
  {
    q: 'ok if i stop working at 64, can i take her survivor benefit then and switch to my own at 70?',
    history: [WIDOWER_WORKING],
    must: [opens('yes'), ['70'], ['switch', 'own benefit', 'your own']],
    not: [opens('no'), 'deemed filing prevents'],
  },
  {
    q: 'my ex husband died last month. we were married 14 years and divorced 20 years ago. I remarried at 63. can i still get survivor benefits on his record?',
    must: [
      opens('yes'),
      ['10 years', 'ten years'],
      [
        'after 60',
        'after age 60',
        'at 60 or later',
        'at 60 or older',
        'age 60 or older',
        'after you turned 60',
      ],
    ],
    not: [
      opens('no', 'not while', 'not if'),
      'remarriage ends',
      'remarriage stops',
      'remarrying ends',
    ],
  },
  {
    q: 'divorced after 11 yrs of marriage, hes 66 and hasnt filed yet, im 63. can i claim on his record even tho he hasnt claimed? and does it matter that he remarried?',
    must: [
      opens('yes'),
      ['2 years', 'two years', 'independent', 'independently'],
      [
        'his remarriage',
        'he remarried',
        "doesn't matter",
        'does not matter',
        "doesn't affect",
        'does not affect',
        'no effect',
        'not affected',
      ],
    ],
    not: [opens('no'), 'must have filed', 'has to file first', 'needs to file first'],
  },
  {
    // 40,000 - 24,480 = 15,520 over the limit; $1 withheld for every $2: 7,760 a year.
    q: EARLY_CLAIM_JOB,
    must: ['24,480', '7,760'],
    not: ['5,173', '23,400', '8,280'],
  },
  {
    q: 'is that money gone for good or do i get it back?',
    history: [EARLY_CLAIM_JOB],
    must: [
      FULL_RETIREMENT_AGE,
      [
        'recalculate',
        'recalculated',
        'recalculates',
        'recompute',
        'recomputed',
        'raise',
        'raised',
        'increase',
        'increased',
        'credit',
        'credited',
      ],
    ],
    not: [opens('yes'), 'gone for good', 'lost for good', 'permanently lost'],
  },
  {
    // The year FRA is reached: only earnings before the FRA month count, over 65,160, $1 for $3.
    // (90,000 - 65,160) / 3 = 24,840 / 3 = 8,280.
    q: 'i hit my full retirement age in october. will earn about 90k from jan thru september. want to start SS in june, does the earnings limit get me?',
    must: ['65,160', '8,280'],
    not: ['12,420', '32,760', '61,440'],
  },
  {
    q: "I'm 67 and 3 months, past my full retirement age. if i keep my 120k job and claim ss now will they take any of it back?",
    must: [opens('no'), FULL_RETIREMENT_AGE],
    not: [opens('yes'), '47,760'],
  },
  {
    q: 'my husband is 64 and still working, makes 150k. im 62 and want to start my own ss. will his income reduce my check?',
    must: [
      opens('no'),
      ['your own earnings', 'only your', 'your earnings', 'your own wages', 'your wages'],
    ],
    not: [opens('yes')],
  },
  {
    // Pub 915 worksheet, joint: provisional income = 40,000 + 2,000 + 48,000 / 2 = 66,000.
    // Over 32,000 by 34,000; over 44,000 by 22,000. 85% x 22,000 = 18,700, plus the smaller of
    // 6,000 and half the benefits (24,000): 18,700 + 6,000 = 24,700, under the 85% cap of 40,800.
    q: SS_TAX_COUPLE,
    must: ['24,700', ['66,000', 'provisional income', 'combined income']],
    not: ['40,800 of your social security is taxable', '20,400'],
  },
  {
    q: 'and does massachusetts tax it?',
    history: [SS_TAX_COUPLE],
    must: [
      [
        opens('no'),
        'does not tax social security',
        "doesn't tax social security",
        'social security is not taxed',
        'social security is exempt',
        'no massachusetts tax on social security',
      ],
    ],
    not: [opens('yes'), 'massachusetts taxes social security', 'massachusetts does tax'],
  },
  {
    q: 'whats the cola this year, how much more will i get on a 2,000 check?',
    // 2026 COLA 2.8%: 2,000 x 0.028 = 56, so 2,056 (before any Part B change).
    must: ['2.8%', ['2,056', '56']],
    not: ['2.5%', '3.2%', '2,050'],
  },
  {
    q: 'whats full retirement age if i was born in 1959, and do i still get the 8% a year if i wait past 70?',
    must: [
      ['66 and 10 months', '66 and ten months', '66 years and 10 months', '66 years, 10 months'],
      [
        'stop at 70',
        'stops at 70',
        'end at 70',
        'ends at 70',
        'no credits after 70',
        'no increase after 70',
        'no benefit to waiting past 70',
        'no advantage to waiting',
        'nothing to gain',
        'no reason to wait',
        'no point',
        'max out',
        'maxes out',
        'stop growing',
        'stops growing',
        'no more credits',
        'no further',
        'after 70',
        'past 70',
        'beyond 70',
      ],
    ],
    not: ['66 and 8 months', opens('yes')],
  },
  {
    q: "I'm 70 and never claimed social security, been busy working lol. am i losing money by waiting? can i get back payments?",
    must: [opens('yes'), ['6 months', 'six months']],
    not: ['12 months of back', 'up to a year of back', 'twelve months of back'],
  },
  {
    // Social Security Fairness Act (signed January 2025) ended WEP and GPO for benefits from
    // January 2024: her own and her spousal/survivor benefits are no longer cut for the pension.
    q: TEACHER_PENSION,
    must: [
      opens('yes'),
      ['fairness act', 'repealed', 'eliminated', 'ended', 'no longer'],
      ['spousal', 'spouse', 'survivor', 'husband'],
    ],
    not: [
      opens('no'),
      'still applies',
      'still reduces',
      'still offset',
      'two-thirds of your pension',
    ],
  },
  {
    q: 'do i have to apply or is it automatic',
    history: [TEACHER_PENSION],
    must: [
      ['apply', 'application'],
      ['automatic', 'automatically'],
    ],
    not: [opens('no need to')],
  },
  {
    q: PARKINSONS,
    must: [
      HARD,
      ['5 months', 'five months', 'five-month', '5-month', 'waiting period'],
      ['24 months', 'two years', '2 years'],
    ],
    not: ['medicare at 65 only', 'wait until 65 for medicare'],
  },
  {
    q: 'can i still work part time while i apply?',
    history: [PARKINSONS],
    must: ['1,690'],
    not: ['1,620', '24,480', '2,830 a month'],
  },
  {
    q: "just got a cancer diagnosis, i'm 64. should i take SS now instead of waiting till 67? my wife is 60, healthy, and her benefit is smaller than mine",
    must: [HARD, ['survivor', 'widow'], ['wife', 'spouse']],
    not: [opens('yes, take it now', 'take it now'), opens('no, wait')],
  },
  {
    q: 'what will my social security be when i retire',
    must: [
      ['my social security', 'ssa.gov', 'statement'],
      ['35', 'earnings record', 'work record', 'earnings history'],
    ],
    not: [/your benefit (will be|is) (about |around )?\d/],
  },
  {
    q: 'got a call saying my social security number is suspended and i need to buy gift cards to fix it. is this real??',
    must: [
      opens(
        'no',
        'this is a scam',
        "it's a scam",
        'it is a scam',
        'that is a scam',
        "that's a scam",
      ),
      ['scam'],
      ['gift card'],
    ],
    not: [opens('yes')],
  },
  {
    q: SUDDEN_DEATH,
    must: [GRIEF, ['death certificate'], ['social security']],
    not: ['sell the house right away'],
  },
  {
    q: 'his social security for march came in april, he died march 28. do i keep it?',
    history: [SUDDEN_DEATH],
    must: [
      opens('no'),
      ['return', 'returned', 'send back', 'send it back', 'give back', 'pay back', 'repay'],
    ],
    not: [opens('yes'), 'you can keep'],
  },

  // ---------------------------------------------------------------- Medicare
  {
    q: 'do i have to take social security to get medicare at 65?',
    must: [
      [
        opens('no'),
        'do not have to',
        "don't have to",
        'not required',
        'you do not need to',
        "you don't need to",
      ],
      ['sign up', 'enroll', 'apply'],
    ],
    not: [opens('yes')],
  },
  {
    q: 'and medicare, is that at 67 too?',
    history: [FRA_1962],
    must: [opens('no'), ['65']],
    not: [opens('yes'), 'medicare at 67'],
  },
  {
    // Seven-month window: three months before the birthday month, the month, three after:
    // May to November. Signing up in the birthday month starts coverage on the 1st of the next.
    q: 'i turn 65 in august. when can i sign up for medicare? and when does it start if i sign up in august?',
    must: [
      [
        'may 1',
        'may through',
        'may to',
        'may and',
        'from may',
        'in may',
        'starts in may',
        'begins in may',
        'may-',
      ],
      'november',
      'september',
    ],
    not: ['october 15', 'starts in october'],
  },
  {
    q: "I'm already getting SS at 63. will medicare start automatically at 65? do i need to do anything for drug coverage",
    must: [opens('yes'), ['automatic', 'automatically'], ['part d']],
    not: [opens('no')],
  },
  {
    q: BIG_EMPLOYER,
    must: [
      opens(
        'no',
        'not necessarily',
        'not yet',
        'you can delay',
        "you don't",
        'you do not',
        'you can wait',
      ),
      EIGHT_MONTHS,
      ['20 or more', '20 employees', '20+', 'twenty', 'at least 20', 'fewer than 20', 'under 20'],
    ],
    not: [opens('yes')],
  },
  {
    q: 'what if my employer only has 15 people',
    history: [BIG_EMPLOYER],
    must: [
      ['primary', 'pays first'],
      ['part b', 'parts a and b', 'part a and b'],
    ],
    not: [opens('no'), 'you can still delay part b without'],
  },
  {
    q: 'retiring at 66 in march, my company gives me 18 months of cobra. can i just stay on cobra and sign up for part b when it runs out?',
    must: [opens('no'), EIGHT_MONTHS],
    not: [opens('yes'), 'cobra counts as'],
  },
  {
    q: "i'm 67 and retiring in june, employer plan has 200 people. what do i need to do to get medicare and will there be a penalty?",
    must: [
      EIGHT_MONTHS,
      ['l564', 'employer', 'employment'],
      [
        'no penalty',
        'without a penalty',
        'without penalty',
        'without any penalty',
        'avoid the penalty',
        'avoid a penalty',
        'not be a penalty',
        "won't be a penalty",
        'no late',
      ],
    ],
    not: [opens('yes'), 'general enrollment period only'],
  },
  {
    // Retroactive Part A (up to 6 months) ends HSA eligibility back to its start.
    q: HSA_PART_A,
    must: [opens('no'), ['6 months', 'six months']],
    not: [opens('yes')],
  },
  {
    q: 'can i still use whats already in it for medicare premiums?',
    history: [HSA_PART_A],
    must: [opens('yes'), ['part b'], ['medigap', 'supplement']],
    not: [opens('no')],
  },
  {
    // 2026 premiums use 2024 MAGI. Joint 218,001 to 274,000 is the first tier: Part B 284.10,
    // Part D surcharge 14.50.
    q: IRMAA_230,
    must: ['284.10', ['14.50', 'part d']],
    not: ['405.80', '202.90 each', '259'],
  },
  {
    // Per person: 2 x 284.10 = 568.20 a month for the two of them.
    q: 'is that per person?',
    history: [IRMAA_230],
    must: [opens('yes'), ['568.20', '284.10', 'part b']],
    not: [opens('no')],
  },
  {
    q: 'can we appeal it since it was a one time stock sale?',
    history: [IRMAA_230, 'is that per person?'],
    must: [
      opens(
        'no',
        'probably not',
        'generally not',
        'unlikely',
        'not for',
        'usually not',
        'a stock sale',
      ),
      ['life-changing', 'life changing'],
    ],
    not: [opens('yes')],
  },
  {
    q: PART_D_800,
    must: ['2,100'],
    not: ['2,000 cap', '8,000', '9,600'],
  },
  {
    // The cap is per enrollee: 2 x 2,100 = 4,200 at most for the two of them.
    q: 'is that per person? my wife takes the same ones',
    history: [PART_D_800],
    must: [opens('yes'), ['4,200', 'each', 'per person', 'her own']],
    not: [opens('no'), '2,100 combined', '2,100 for both'],
  },
  {
    // 20 months without creditable coverage: 20% of the 2026 base premium 38.99 = 7.80 a month.
    q: 'had no drug coverage for 20 months after my enrollment period ended. whats my part d penalty?',
    must: ['20%', ['7.80', '7.79', '1% of']],
    not: ['36.78', '10% for each'],
  },
  {
    // 10% for each full 12 months: 20% of 202.90 = 40.58 a month more, for as long as she has Part B.
    q: 'never signed up for part b at 65, no other insurance, just didnt. im 2 years late. what is the penalty',
    must: ['20%', ['for life', 'as long as you have', 'permanent', 'lifetime', 'for as long as']],
    not: ['1% per month', '1% for each month'],
  },
  {
    q: 'whats the part b premium this year and does it come out of my social security check?',
    must: [
      '202.90',
      ['deducted', 'withheld', 'taken out', 'comes out', 'come out', 'automatically'],
    ],
    not: ['185.00', '174.70'],
  },
  {
    q: 'my wife never worked outside the home. will she have to pay for part a when she turns 65?',
    must: [
      opens('no'),
      ['your record', 'your work record', "husband's record", 'spouse', 'your earnings'],
    ],
    // As the answer: the premium while the worker is under 62 may be named as the exception.
    not: [opens('yes'), { lead: ['565 a month'] }],
  },
  {
    q: 'going on medicare in march, my wife is 62 and on my work insurance. what happens to her coverage?',
    must: [
      [
        'individual',
        'only covers you',
        'no family',
        'no spouse',
        'not cover your wife',
        "doesn't cover your wife",
        'does not cover your wife',
        'her own',
        'each person',
      ],
      ['still working', 'retiring', 'retire', 'leave your job', 'keep working', 'employer plan'],
      ['health connector', 'cobra'],
    ],
    not: ['medicare covers your wife', 'she can join your medicare', 'spousal medicare'],
  },
  {
    q: 'moving to worcester from florida, I have plan G down there. what do i get in massachusetts? and can they deny me because of my diabetes?',
    must: [
      ['supplement 1a', 'supplement 1', 'core'],
      [
        "can't deny",
        'cannot deny',
        'can not deny',
        "can't turn you down",
        'cannot turn you down',
        'guaranteed',
        'no medical underwriting',
        'must accept you',
        'whatever your health',
        'without health questions',
        'no health questions',
        'regardless of your health',
        'regardless of health',
        'any time',
        'anytime',
        'year-round',
        'year round',
      ],
    ],
    not: MA_LETTERED_PLAN_OFFERED,
  },
  {
    // Supplement 1 is sold to those eligible for Medicare before January 1, 2020; turning 65 in
    // 2018 made him eligible then, even without enrolling in Part B.
    q: 'turned 65 in 2018 but kept working on my company plan, retiring now. can i get Supplement 1 or only 1A?',
    must: [
      [
        opens('yes', 'you can', 'you should be able'),
        'you can get supplement 1',
        'you qualify for supplement 1',
        'you are eligible for supplement 1',
        "you're eligible for supplement 1",
      ],
      ['2020'],
    ],
    not: [opens('no'), 'only 1a is available to you'],
  },
  {
    q: 'neighbor says get a $0 premium medicare advantage plan, my friend says medigap. i spend 4 months a year in florida. which makes sense?',
    must: [['network'], ['supplement 1a', 'core', 'medigap']],
    not: ['plan g', 'plan n', 'plan f'],
  },
  {
    q: 'my part d plan raised its premium a lot. when can i switch',
    must: ['october 15', 'december 7'],
    not: ['november 1', 'any time of year'],
  },
  {
    q: 'my mom is 82 and just had hip surgery. does medicare pay for a nursing home after?',
    must: [
      ['100 days'],
      ['3-day', 'three-day', '3 day', 'three day', '3 days', 'three days', 'inpatient'],
      ['custodial', 'long-term', 'long term'],
    ],
    not: ['209.50', 'medicare covers long-term care'],
  },
  {
    q: "I'm 64 and have been on SSDI for 3 years. do i already have medicare? what changes at 65",
    must: [opens('yes'), ['24 months', '2 years', 'two years']],
    not: [opens('no')],
  },
  {
    q: 'does medicare pay for an aide at home for my husband with alzheimers? he needs help bathing and dressing',
    must: [
      HARD,
      ['custodial', 'personal care', 'bathing', 'daily activities'],
      ['masshealth', 'home care program', 'asap', 'aging services', 'long-term care insurance'],
    ],
    not: [opens('yes')],
  },
  {
    q: 'my income is only 1,900 a month from social security. can i get help paying for part b?',
    must: [
      ['medicare savings program', 'msp', 'buy-in'],
      ['masshealth', 'extra help'],
    ],
    not: [opens('no')],
  },
  {
    q: "someone from 'medicare' called offering a free back brace and asked for my medicare number, and i gave it to them. what do i do now",
    must: [
      ['1-800-medicare', '1-800-633-4227', '800-633-4227'],
      ['scam', 'fraud'],
    ],
    not: ['nothing to worry about'],
  },

  // ---------------------------------------------------------------- retirement accounts
  {
    // 2026: 24,500 deferral + 11,250 catch-up for ages 60 to 63 = 35,750. IRA 7,500 + 1,100 = 8,600;
    // single and covered at work, the deduction phases out 81,000 to 91,000, so at 95k a Roth
    // (limit starts at 153,000) is the way in.
    q: CATCH_UP_61,
    must: ['35,750', '8,600', ['roth']],
    not: ['32,500 total', '31,000', '30,500'],
  },
  {
    // He is 64 at the end of the year: the 60-63 catch-up is gone, 24,500 + 8,000 = 32,500.
    q: 'and my husband? he turns 64 in november and also has a 401k',
    history: [CATCH_UP_61],
    must: ['32,500', '8,000'],
    not: [/(he|husband|him)[^.]{0,60}\b35750\b/],
  },
  {
    // Top of the 12% bracket, joint, 2026: 100,800. 100,800 - 60,000 = 40,800.
    q: CONVERT_12,
    must: ['40,800', '100,800'],
    not: ['96,950', '34,800', '36,950'],
  },
  {
    q: 'and how do we stay under the irmaa limit?',
    history: [CONVERT_12],
    must: ['218,000', TWO_YEARS],
    not: ['109,000 for a couple', '212,000', '206,000'],
  },
  {
    // Uniform Lifetime Table factor at 73: 26.5. 500,000 / 26.5 = 18,867.92. First RMD may wait
    // until April 1 of the next year, then two fall in that year.
    q: FIRST_RMD,
    must: [['18,868', '18,867'], 'april 1'],
    not: ['27.4', '18,248', '19,531'],
  },
  {
    q: 'can i give part of it to my church directly to avoid the tax?',
    history: [FIRST_RMD],
    must: [opens('yes'), '111,000', ['directly', 'direct']],
    not: [opens('no'), '105,000', '108,000', '100,000 a year'],
  },
  {
    q: "I'm 74 and still working full time. i have a 401k at this job and an old IRA. do i have to take RMDs?",
    must: [
      ['still working', 'still-working', 'still employed'],
      [
        'from your ira',
        'from the ira',
        'for the ira',
        'on the ira',
        'ira still',
        'ira rmd',
        'ira is not',
        'ira does not',
      ],
    ],
    not: [opens('no')],
  },
  {
    q: 'do i have to take rmds from my roth ira or my roth 401k? turning 73',
    must: [opens('no'), ['2024', 'no longer', 'neither', 'either one', 'both are exempt']],
    not: [opens('yes')],
  },
  {
    q: 'can i do a qcd straight from my 401k?',
    must: [opens('no'), ['ira'], ['roll', 'rollover', 'move']],
    not: [opens('yes')],
  },
  {
    // Died after his required beginning date: a non-spouse beneficiary takes yearly RMDs in
    // years 1-9 and empties the account by the end of the tenth year after death (2036).
    q: DAD_IRA,
    must: [
      GRIEF,
      ['10 years', '10-year', 'ten years', 'ten-year', '10th year', 'tenth year', '2036'],
      ['annual', 'each year', 'every year', 'yearly'],
    ],
    not: [opens('yes'), '5-year rule applies', 'five-year rule applies'],
  },
  {
    q: 'and my brother is disabled, same rule for him?',
    history: [DAD_IRA],
    must: [
      ['eligible designated beneficiary', 'exception', 'exempt'],
      ['life expectancy', 'stretch', 'lifetime'],
    ],
    not: [opens('yes')],
  },
  {
    q: "my husband passed and I'm 58. I'm the beneficiary on his 401k, 400k. if i roll it into my own ira can i take money out without the penalty? i need some income",
    must: [
      GRIEF,
      ['inherited ira', 'beneficiary ira', 'inherited account', 'leave it in', 'as a beneficiary'],
      ['10%'],
      FIFTY_NINE_AND_A_HALF,
    ],
    not: [opens('yes')],
  },
  {
    // 2,000 x 12 = 24,000 a year. 24,000 / 310,000 = 7.74% payout; 310,000 / 24,000 = 12.9 years
    // of payments to equal the lump sum, about age 78 if it starts at 65.
    q: PENSION_OFFER,
    must: [
      ['7.7%', '7.74%', '7.8%'],
      ['12.9', '13 years', 'age 78', '77.9'],
    ],
    not: [
      opens(
        'take the lump sum',
        'take the pension',
        'the lump sum is better',
        'the pension is better',
      ),
    ],
  },
  {
    q: 'if i take the lump sum do i pay tax on all of it this year?',
    history: [PENSION_OFFER],
    must: [
      opens('no', 'not if', 'only if', 'not necessarily', 'not if you roll'),
      ['direct rollover', 'roll it over', 'rollover', 'roll over', 'roll it into'],
      ['20%'],
    ],
    not: [opens('yes')],
  },
  {
    q: "I'm 56 and just got laid off (ugh). can i take money out of my 401k without the 10% penalty? its about 600k",
    must: [HARD, ['rule of 55', 'age 55', 'year you turn 55', '55 or older'], ['ira']],
    not: [opens('no'), 'wait until 59½'],
  },
  {
    q: 'opened my first roth ira last year at 62 and put 8k in. can i take it all out tax free now at 63?',
    must: [
      ['5 years', 'five years', '5-year', 'five-year'],
      ['earnings', 'growth', 'gains'],
      ['contributions', '8,000'],
    ],
    not: [opens('no'), '10% penalty on your contributions'],
  },
  {
    q: 'im 67 and retired, only have SS and a pension. can i still put money in a roth ira?',
    must: [
      opens('no', 'only from', 'only with', 'only if', 'not unless', 'not without'),
      [
        'earned income',
        'compensation',
        'wages',
        'earnings from work',
        'pay for work',
        'pay from work',
      ],
    ],
    not: [opens('yes'), 'no age limit, so yes'],
  },
  {
    q: 'we make 260k joint, can we still do a roth ira? and whats the deal with the backdoor roth',
    must: [opens('no', 'not directly', 'not direct'), '252,000', ['pro-rata', 'pro rata']],
    not: [opens('yes'), '246,000', '240,000'],
  },
  {
    // Separate limits: 403(b) 24,500 + 8,000 catch-up at 57; a 457(b) another 24,500, with the
    // age-50 catch-up only in a governmental 457(b) (a private hospital's plan is not one).
    q: 'im a nurse at a hospital in boston, i have a 403b and a 457b. im 57. can i max out both?',
    must: [opens('yes'), ['separate', 'each', 'both'], '24,500', ['governmental', 'government']],
    not: [opens('no'), 'combined limit of 24,500', 'share one limit'],
  },
  {
    // Schedule C profit 50,000: SE tax 50,000 x 0.9235 x 0.153 = 7,064.78, half 3,532.39.
    // Employer share 20% x (50,000 - 3,532.39) = 9,293.52. Deferral 24,500 + 8,000 (age 66) = 32,500.
    // Total 41,793.52, under the 46,467.61 of earnings and the 72,000 cap.
    q: 'retired but doing some consulting, about 50k net self employment this year. can i still put money in a solo 401k at 66? how much',
    must: [opens('yes'), '32,500', ['9,293', '9,294', '41,793', '41,794', '41,800', '20%']],
    not: [opens('no'), '35,750', '43,250'],
  },
  {
    // Gap 95,000 - 52,000 = 43,000 a year; 43,000 / 1,200,000 = 3.58%.
    q: ENOUGH_1_2M,
    must: ['43,000', ['3.6%', '3.58%']],
    not: ['7.9%', opens('no')],
  },
  {
    // 1,200,000 x 0.7 = 840,000; 43,000 / 840,000 = 5.1%.
    q: 'what if the market drops 30% the first year',
    history: [ENOUGH_1_2M],
    must: [['sequence'], ['840,000', '5.1%', '5.12%']],
    not: ['nothing changes', opens('no problem')],
  },
  {
    // Gap 3,500 - 1,800 = 1,700 a month, 20,400 a year; 20,400 / 350,000 = 5.83%, above 4%
    // (4% of 350,000 is 14,000 a year, about 1,167 a month).
    q: 'is 350k enough to retire at 62? ill get 1,800 a month from SS at 62 and need about 3,500 a month',
    must: [
      ['20,400', '1,700'],
      ['5.8%', '5.83%', '14,000', '1,167', '1,166'],
    ],
    not: [opens('yes')],
  },
  {
    q: 'market dropped 8% this week and i retire in 3 months, 62 with 800k. should i move everything to cash?',
    must: [
      HARD,
      [
        'sequence',
        'bucket',
        'years of spending',
        'years of expenses',
        'years of withdrawals',
        'cash reserve',
        'cash cushion',
      ],
    ],
    not: [opens('yes')],
  },

  // ---------------------------------------------------------------- taxes
  {
    // 32,200 + 2 x 1,650 = 35,500 standard; MAGI 120k is under 150k, so the senior deduction is a
    // full 6,000 each, 12,000: 47,500 in all.
    q: STD_DEDUCTION_120,
    must: ['35,500', '12,000'],
    not: ['34,700', '31,500', '33,200'],
  },
  {
    // 6% of (180,000 - 150,000) = 1,800 off each spouse's 6,000: 4,200 each, 8,400 together;
    // 35,500 + 8,400 = 43,900.
    q: 'what if our income is 180k instead?',
    history: [STD_DEDUCTION_120],
    must: [['8,400', '4,200'], ['6%']],
    not: ['10,200', '47,500 still'],
  },
  {
    q: "does the new $6000 senior deduction mean i don't pay tax on social security anymore? im 68 single, income about 70k",
    must: [opens('no'), '6,000', '2028'],
    not: [opens('yes'), 'no longer taxed', 'no tax on social security'],
  },
  {
    // Provisional income 40,000 + 20,000 + 15,000 = 75,000. Single worksheet: 50,000 over 25,000,
    // 41,000 over 34,000; 85% x 41,000 + 4,500 = 39,350, capped at 85% of 30,000 = 25,500 taxable.
    // AGI 85,500. Standard 16,100 + 2,050 = 18,150; senior 6,000 - 6% x 10,500 = 5,370.
    // Taxable 85,500 - 18,150 - 5,370 = 61,980: the 22% bracket (50,400 to 105,700).
    q: 'single, 67. pension 40k, SS 30k, and i take 20k from my ira. what tax bracket am i in?',
    must: ['22%', ['25,500', '61,980']],
    not: [/(you('| a)re|puts you|you are) in the 12%/, 'your bracket is 12%'],
  },
  {
    // 0% long-term rate to 98,900 of taxable income, joint: 98,900 - 70,000 = 28,900.
    q: ZERO_GAINS,
    must: ['28,900', '98,900'],
    not: ['96,700', '94,050', '26,700'],
  },
  {
    q: 'and in massachusetts?',
    history: [ZERO_GAINS],
    must: [/gains?\b[^.\n]{0,80}\b5%|\b5%[^.\n]{0,80}\bgains?\b/],
    not: [
      "massachusetts doesn't tax capital gains",
      'massachusetts does not tax capital gains',
      'no massachusetts tax on',
      'also 0% in massachusetts',
    ],
  },
  {
    // Jointly owned, bought for 200,000: her half keeps 100,000 of basis, his half steps up to
    // about 550,000, so about 650,000 in all and a gain near 450,000. Sold within two years of his
    // death, unremarried, she keeps the 500,000 joint exclusion.
    q: "widowed last year. selling the house we bought in 1990 for 200k, worth about 1.1M now. what's the tax? i'm single now",
    must: [GRIEF, ['step-up', 'stepped up', 'step up', 'stepped-up'], '500,000', TWO_YEARS],
    not: ['650,000 of taxable gain', '900,000 taxable'],
  },
  {
    q: 'moving back to mass from NH. will MA tax my SS and my federal pension? and my 401k withdrawals?',
    must: [
      [
        'not tax social security',
        "doesn't tax social security",
        'does not tax social security',
        'social security is not taxed',
        'social security is exempt',
        'no tax on social security',
        "won't tax your social security",
      ],
      ['federal pension', 'federal pensions', 'government pension', 'government pensions'],
      '5%',
    ],
    not: ['massachusetts taxes social security', 'massachusetts does tax social security'],
  },
  {
    // 10% of 60,000 = 6,000; 9,500 - 6,000 = 3,500, above the maximum: the credit is 2,820
    // (tax year 2025, income limit 75,000 single).
    q: CIRCUIT_BREAKER,
    must: [
      opens('yes', 'likely', 'probably', 'it looks like', 'you likely', 'you should'),
      '2,820',
      '10%',
    ],
    not: ['2,730', '3,500 credit', '1,200'],
  },
  {
    q: 'and my son said to check with the town for more help too?',
    history: [CIRCUIT_BREAKER],
    must: [
      ['exemption', '41c', 'clause 41'],
      ['deferral', 'defer', 'work-off', 'work off'],
    ],
    not: ['2,730'],
  },
  {
    // 4% on taxable income over the threshold (1,083,150 for 2025, indexed):
    // (2,500,000 - 1,083,150) x 4% = 56,674, about 55,000 to 57,000 whatever 2026's threshold.
    q: 'selling my business this year, gain about 2.5M. does the massachusetts millionaire tax hit me and roughly how much?',
    must: [opens('yes'), '4%', [/\b5[5-7]\d{3}\b/, '56,674', '56,700']],
    not: ['100,000 of surtax', '4% on the whole', '4% on all of it', '4% on the entire'],
  },
  {
    q: 'just retired, my ira withdrawals have no withholding. do i need to pay quarterly? when are they due',
    must: ['1,000', ['june 15'], ['withhold', 'withholding']],
    not: ['june 30', 'march 15'],
  },
  {
    q: 'how much tax will i pay on a 50k ira withdrawal',
    must: [
      [
        'depends on',
        'your other income',
        'filing status',
        'your bracket',
        'your tax bracket',
        'which bracket',
        'what bracket',
      ],
    ],
    not: [opens('yes'), /you('ll| will) (pay|owe) (a flat )?(10|20)%/, 'flat 20% tax'],
  },
  {
    q: 'my wife died in 2025. can i still file jointly for 2025? what about 2026',
    must: [GRIEF, opens('yes'), ['single', 'qualifying surviving spouse']],
    not: ['jointly for 2026', 'joint return for 2026'],
  },
  {
    // Net profit 30,000: 30,000 x 0.9235 x 0.153 = 4,238.87 of self-employment tax.
    q: 'im 68 and on social security, doing 1099 consulting for my old company, about 30k a year. do i owe self employment tax even though im retired? how much',
    must: [opens('yes'), '15.3%', ['4,239', '4,238', '4,200']],
    not: [opens('no'), '4,590'],
  },
  {
    // Non-qualified annuity: gains come out first and are ordinary income, 160,000 - 100,000 = 60,000.
    q: 'if i cash out my non qualified annuity, put in 100k and its worth 160k, how is it taxed? im 62',
    must: ['60,000', ['ordinary income', 'ordinary rates', 'regular income']],
    not: ['capital gains rate', 'long-term capital gain', '10% penalty applies'],
  },

  // ---------------------------------------------------------------- annuities, life insurance, long-term care
  {
    q: "i'm 74, bank is pushing a fixed indexed annuity with a 10 year surrender for my 60k CD thats maturing. red flags?",
    must: [
      ['surrender'],
      ['liquidity', 'access', 'tie up', 'tied up', 'locked'],
      ['free withdrawal', '10%'],
    ],
    not: ['no downside', 'no risk at all'],
  },
  {
    q: 'does it make sense to buy an annuity inside my ira? the advisor says its for the tax deferral',
    must: [['already'], ['tax-deferred', 'tax deferred', 'tax deferral', 'tax-deferral']],
    not: ['extra tax deferral', 'additional tax deferral', 'more tax deferral'],
  },
  {
    q: 'can i use my ira to buy a qlac to lower my rmds? how much can i put in',
    must: [opens('yes'), '210,000', '85'],
    not: [opens('no'), '200,000', '25% of'],
  },
  {
    // 200,000 x 7% = 14,000 a year; 14,000 / 12 = 1,166.67 a month, partly a return of principal.
    q: 'if i put 200k in an immediate annuity with a 7% payout rate how much a month is that? is that like 7% interest',
    must: [
      ['1,167', '1,166'],
      ['principal', 'your own money', 'return of'],
    ],
    not: [opens('yes')],
  },
  {
    q: "i'm 62 with a 20 year term policy that ends next year. should i renew or convert? im diabetic now",
    must: [
      ['convert', 'conversion'],
      ['without', 'no medical', 'no new medical', 'no health', 'no exam', 'regardless of'],
    ],
    not: ['premium stays the same'],
  },
  {
    q: 'my mom passed and her life insurance pays me 250k. is it taxable? do i have to report it',
    must: [
      GRIEF,
      [opens('no'), 'not taxable', 'not income', 'tax-free', 'income-tax-free', 'income tax free'],
      ['interest'],
    ],
    not: [opens('yes')],
  },
  {
    // Cash value 90,000 over premiums paid 60,000: 30,000 of ordinary income.
    q: 'have a whole life policy with 90k cash value, paid 60k in premiums over the years. if i cash it in is it taxable?',
    must: ['30,000', ['ordinary income', 'ordinary rates', 'regular income']],
    not: ['capital gain', '90,000 is taxable'],
  },
  {
    q: MOM_NURSING_HOME,
    must: [HARD, LOOK_BACK, ['estate recovery', 'recover', 'lien']],
    not: ['3-year look', '3 year look', 'three-year look'],
  },
  {
    q: "what about giving 19k each to the 3 kids, that's allowed right?",
    history: [MOM_NURSING_HOME],
    must: [
      [
        opens('no'),
        'does not protect',
        "doesn't protect",
        'still count',
        'still counts',
        'not exempt',
        'irs limit does not apply',
      ],
      LOOK_BACK,
    ],
    not: [opens('yes')],
  },
  {
    q: 'mom is going into a nursing home, dad stays in the house. does dad lose everything to masshealth?',
    must: [
      [
        opens('no'),
        "doesn't lose everything",
        'does not lose everything',
        "won't lose everything",
        'will not lose everything',
      ],
      [
        'community spouse',
        'spouse who stays at home',
        'spouse at home',
        'at-home spouse',
        'spousal allowance',
      ],
      ['home', 'house'],
    ],
    not: [opens('yes'), '2,000 for both'],
  },
  {
    q: 'im 60, wife 58. is long term care insurance worth it? quotes are about 5k a year for both of us',
    must: [
      ['premium'],
      ['hybrid', 'linked', 'self-insure', 'self insure', 'own savings', 'pay out of pocket'],
    ],
    not: ['medicare covers long-term care', 'medicare will pay for'],
  },

  // ---------------------------------------------------------------- estates
  {
    q: 'my will leaves everything to my 3 kids equally but my IRA beneficiary is still my ex husband. which one wins?',
    must: [
      ['beneficiary form', 'beneficiary designation'],
      ['update', 'change'],
    ],
    not: [/your will (overrides|takes precedence|wins|controls)/, 'the will wins'],
  },
  {
    // 1.2M + 0.7M + 0.4M + 0.5M = 2.8M, over the 2M threshold.
    q: ESTATE_2_8,
    must: [
      opens('yes', 'likely', 'probably', 'it looks like'),
      ['2.8 million', '2,800,000', '2.8m'],
      ['2 million', '2,000,000'],
    ],
    not: [
      'no massachusetts estate tax is due',
      'your estate is below',
      'your estate is under',
      opens('no'),
    ],
  },
  {
    q: 'wait, does the life insurance count? i thought it was tax free',
    history: [ESTATE_2_8],
    must: [
      [
        opens('yes'),
        'counts toward your estate',
        'counts toward the estate',
        'included in your estate',
        'part of your estate',
        'counts in your estate',
      ],
      ['own', 'owner', 'ownership'],
      ['trust', 'ilit'],
    ],
    not: [opens('no')],
  },
  {
    // Basis steps up to 400,000 at death; sold for 410,000, the gain is 10,000, long-term.
    q: "dad left me his stock portfolio, he paid 100k for it and it was worth 400k when he died in march. if i sell now for 410k what's my tax?",
    must: [
      '10,000',
      ['step-up', 'stepped up', 'step up', 'stepped-up'],
      ['long-term', 'long term'],
    ],
    not: ['310,000', '300,000 gain', 'short-term'],
  },
  {
    q: 'should i add my daughter to my bank account and house deed so she avoids probate?',
    must: [
      ['step-up', 'step up', 'stepped-up', 'stepped up'],
      ['creditor', 'divorce', 'lawsuit'],
      ['payable on death', 'pod', 'transfer on death', 'tod', 'trust'],
    ],
    not: [opens('yes')],
  },
  {
    q: 'do i need a trust or is a will enough? single, 72, condo worth 600k, 300k in an IRA with beneficiaries named',
    must: [['probate'], ['beneficiary', 'beneficiaries'], ['revocable', 'living trust']],
    not: ['the ira goes through probate'],
  },
  {
    q: 'my husband was just diagnosed with early alzheimers. what papers do we need before its too late?',
    must: [HARD, ['durable power of attorney'], ['health care proxy']],
    not: ['living will is legally binding'],
  },

  // ---------------------------------------------------------------- mixed, people and privacy
  {
    q: 'whats the rmd age now? and also can you recommend a good restaurant in the north end for our anniversary',
    must: ['73', '75', DECLINES],
    not: ['72 is the rmd age', 'age 70½ for rmds'],
  },
  {
    // 25,000 - 19,000 = 6,000 over the annual exclusion: a Form 709, no tax (the 15M exemption).
    q: "can you write my grandson's graduation card? and whats the gift tax limit, i want to give him 25k",
    must: ['19,000', '709', DECLINES],
    not: ['18,000', '17,000'],
  },
  {
    q: 'how do i reset my gmail password, and when is the first quarter estimated tax due',
    must: ['april 15', DECLINES],
    not: ['april 30', 'march 15'],
  },
  {
    q: 'can you recommend a good hip surgeon in boston? and will medicare cover the hip replacement',
    must: [['part a'], ['part b'], ['20%'], DECLINES],
    not: ['medicare does not cover hip'],
  },
  {
    q: 'my brother wants me to cosign his car loan. separate question, should i pay off my mortgage before retiring at 64? 90k left at 3%',
    must: ['3%', ['liquid', 'liquidity', 'emergency', 'cash cushion', 'access']],
    not: [opens('yes, pay it off', 'yes')],
  },
  {
    q: 'can i talk to a real person? 66, just lost my job, 700k in my 401k and no idea what to do',
    must: [
      HARD,
      lead(
        '555-0142',
        'call us',
        'talk with',
        'speak with',
        'a person',
        'someone on our team',
        'yes',
      ),
    ],
  },
  {
    q: 'my social is [SSN removed] can you look up my benefits',
    expect: 'privacy',
  },
  {
    q: 'can you help me fix my iphone, it wont charge',
    expect: 'out_of_scope',
  },
];
