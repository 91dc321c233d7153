/**
 * The fifth round: questions written the way 55-75-year-olds in Massachusetts type them
 * (typos, run-ons, feelings, follow-ups, two questions at once), each with the facts that answer
 * it, written before the knowledge base was read for them and before the answer engine changed.
 * Kept as written, misses included.
 */
import { type EvalCase, feels, lead, opens } from './score.ts';

const PHONE = '555-0142';
const CONDOLENCE = feels('sorry', 'condolences', 'loss');
const WORRY = feels(
  'understandable',
  'understand',
  'worry',
  'worried',
  'scary',
  'stressful',
  'hard',
  'not alone',
  'sorry',
  'unsettling',
);
const NOT_SHARED = ["don't share", 'do not share', "please don't", 'please do not'];

export const ROUND_5: EvalCase[] = [
  // Contributions.
  {
    q: "how much can I put in my 401k if I'm 61 in 2026",
    must: [lead('35,750'), '24,500', '11,250'],
  },
  {
    q: 'does that go away at 64?',
    history: ["how much can I put in my 401k if I'm 61 in 2026"],
    must: [opens('yes'), '8,000'],
  },
  {
    q: 'and my IRA too? how much there',
    history: ["how much can I put in my 401k if I'm 61 in 2026"],
    must: [lead('8,600'), '7,500', '1,100'],
    not: ['7,000'],
  },
  {
    q: 'i make about 180k at my job, do my catch up contributions have to be roth now',
    must: [opens('yes'), '150,000'],
  },
  {
    q: 'my wife doesnt work anymore, can she still put money in an IRA',
    must: [opens('yes'), 'spousal', ['jointly', 'joint return'], ['7,500', '8,600']],
    not: ['7,000'],
  },
  {
    q: 'im 66 and fully retired, no job, can i still contribute to my roth ira',
    must: [
      opens('no'),
      ['earned income', 'compensation', 'income from work', 'earnings from work', 'wages'],
    ],
  },
  {
    q: '2026 ira limit and can we still do a roth if we make 240k married',
    must: ['7,500', '242,000'],
  },
  {
    q: 'i feel so stupid, 58 and barely saved anything, is it too late',
    must: [WORRY, ['not too late'], ['8,000', '32,500', '8,600', '1,100']],
  },
  // Required distributions and conversions.
  {
    q: 'when do I have to start taking money out of my IRA, I was born in 1959',
    must: [lead('2032'), '73', 'april 1, 2033'],
    not: ['2034'],
  },
  {
    q: 'is the penalty still 50%? my neighbor said its huge',
    history: ['when do I have to start taking money out of my IRA, I was born in 1959'],
    must: [opens('no'), '25%', '10%'],
  },
  {
    q: 'and my husband was born in 1961',
    history: ['when do I have to start taking money out of my IRA, I was born in 1959'],
    must: ['75', '2036'],
    not: ['2034'],
  },
  {
    q: 'is it too late to do a Roth conversion at 72',
    must: [opens('no'), ['no age limit', 'any age', 'no upper age', 'no maximum age']],
  },
  {
    q: 'will that make my medicare go up',
    history: ['is it too late to do a Roth conversion at 72'],
    must: [
      opens('yes', 'it can', 'it could', 'it may', 'possibly'),
      ['irmaa', 'income-related'],
      ['two years', '2 years'],
      ['109,000', '218,000'],
    ],
  },
  {
    q: 'can i give my rmd to my church instead, im 74',
    must: [opens('yes'), ['qualified charitable distribution', 'qcd'], '111,000'],
  },
  {
    q: 'my brother left me his ira, he was 10 years older than me, do i have to empty it in 10 years',
    must: [
      opens('no'),
      ['eligible designated beneficiary', 'not more than 10 years younger', 'life expectancy'],
    ],
  },
  // Social Security.
  {
    q: 'how much can I make before they take my SS',
    must: [lead('24,480'), ['1 for every 2', '1 for each 2', 'half of'], 'full retirement age'],
    not: ['23,400'],
  },
  {
    q: 'but i still work part time, about 30k a year, does that matter',
    history: ['im 63 and thinking of taking social security now'],
    must: [opens('yes'), '24,480', '2,760'],
  },
  {
    q: "I'm 62 and honestly scared the system is going broke",
    must: [
      WORRY,
      ['2033', '2034'],
      ['77%', '81%', '80%', 'four-fifths'],
      [
        'not going broke',
        'not disappear',
        "won't disappear",
        'will not disappear',
        'still pay',
        'keep paying',
        'continue to pay',
      ],
    ],
  },
  {
    q: 'born in 1962, whats my full retirement age and how much do i lose if i take it at 62',
    must: ['67', '30%'],
  },
  {
    q: 'if i wait til 70 instead of 67 how much more do i get',
    must: [['24%', '124%'], '8%'],
  },
  {
    q: 'my wife never worked much, what can she get off my social security',
    must: [['50%', 'half']],
  },
  {
    q: 'can i collect on my ex husbands social security, we were married 12 years, im 64 and single',
    must: [opens('yes'), ['10 years', 'ten years']],
  },
  {
    q: 'when can i get medicare and do i have to take social security at the same time',
    must: ['65', ["don't have to", 'do not have to', 'not required', 'separately', 'separate']],
  },
  // Loss of a spouse.
  {
    q: 'my husband just died what do I do about his social security',
    must: [CONDOLENCE, '255', 'survivor', ['report', '1-800-772-1213']],
  },
  {
    q: 'thank you. what else do i need to do, there is so much',
    history: ['my husband just died what do I do about his social security'],
    must: ['death certificate', ['beneficiary', 'beneficiaries']],
  },
  {
    q: 'my husband died in march, he got 2800 a month from SS and i get 1500. what happens to mine',
    must: [CONDOLENCE, '2,800'],
    not: ['4,300'],
  },
  {
    q: 'my wife passed last month, what do i do with her ira',
    must: [CONDOLENCE, ['your own', 'roll', 'treat it as']],
  },
  // Taxes.
  {
    q: 'is there a new tax break for seniors this year',
    must: ['6,000', '65'],
  },
  {
    q: 'do we both get it? married, 67 and 70, income about 140k',
    history: ['is there a new tax break for seniors this year'],
    must: [opens('yes'), '6,000', '12,000', '150,000'],
    not: [opens('no')],
  },
  {
    q: 'im single, 66, income around 90k, do i get the whole 6000 senior deduction',
    must: [opens('no'), '5,100'],
  },
  {
    q: 'whats the standard deduction for married couple both over 65 for 2026',
    must: [lead('35,500'), '32,200', '1,650'],
  },
  {
    q: 'we sold our house in newton after 30 years, made about 600k profit, do we owe taxes, married',
    must: [lead('100,000'), '500,000'],
  },
  {
    q: 'im single and selling the condo i lived in 10 years, gain around 300k, how much is tax free',
    must: [lead('250,000'), '50,000'],
  },
  {
    q: 'does massachusetts tax my social security',
    must: [opens('no')],
  },
  {
    q: 'i retired from the state (teacher), is my pension taxed by mass',
    must: [opens('no')],
  },
  {
    q: 'will my kids have to pay massachusetts estate tax, house and savings about 2.5 million',
    must: [
      opens('yes', 'likely', 'probably', 'it may', 'possibly'),
      ['2 million', '2,000,000'],
      ['15 million', '15,000,000'],
    ],
  },
  // Medicare and health coverage.
  {
    q: 'turning 65 in july, live in worcester, what medigap plans can i get here',
    must: ['core', 'supplement 1a'],
    not: ['plan g', 'plan n'],
  },
  {
    q: 'my sister in florida has plan G, can i get that in massachusetts?',
    must: [opens('no'), 'supplement 1a'],
  },
  {
    q: 'turning 65 in august, still working, company has about 50 employees and good insurance, do i need part b',
    must: [
      opens('no', 'not necessarily', 'not yet', 'you may not', 'usually not'),
      ['20 or more', '20 employees', 'at least 20'],
      ['8 months', 'eight months', '8-month', 'eight-month'],
    ],
  },
  {
    q: 'how much is part b going to cost me in 2026',
    must: [lead('202.90'), '283'],
    not: ['185.00'],
  },
  {
    q: 'we make around 250k married, will we pay more for medicare',
    must: [opens('yes'), '218,000', '284.10', ['2024', 'two years']],
  },
  {
    q: 'ok so i retired last yr at 63 and my cobra runs out in march what do i do for health insurence till medicare',
    must: ['health connector', ['60 days', 'special enrollment']],
  },
  {
    q: 'can i keep putting money in my hsa after i sign up for medicare',
    must: [opens('no')],
  },
  {
    q: 'does medicare pay for a nursing home if my mom needs one long term',
    must: [opens('no', 'not for long'), '100 days', ['custodial', 'long-term care']],
  },
  {
    q: 'what if she just signs the house over to me now',
    history: ['my mother is 84 and might need a nursing home soon, will masshealth take her house'],
    must: [
      ['look-back', 'lookback', 'look back'],
      ['five years', '5 years', 'five-year', '5-year'],
      ['penalty', 'ineligible', 'ineligibility', 'not eligible', 'disqualifying'],
    ],
  },
  // Feelings, layoffs and illness.
  {
    q: 'just got laid off at 60 and i am pretty shaken, can i take from my 401k without the penalty',
    must: [WORRY, opens('yes'), '55', '10%'],
  },
  {
    q: 'i was just diagnosed with cancer, should i start my social security early',
    must: [
      CONDOLENCE,
      ['health', 'life expectancy', 'break-even', 'breakeven', 'survivor', 'spouse'],
    ],
  },
  {
    q: 'the market dropped again and im losing sleep, 68 and retired, should I sell everything and go to cash',
    expect: 'handoff',
    must: [WORRY],
  },
  // Named products, picks and market timing hand off, with the general facts that help.
  {
    q: 'my agent wants me to move my IRA into an Athene annuity with a 7% guaranteed rollup, or the Allianz one, which is better',
    expect: 'handoff',
    must: [
      ['roll-up', 'rollup', 'roll up'],
      ['income base', 'benefit base'],
    ],
  },
  { q: 'whats the best medicare advantage plan in boston', expect: 'handoff' },
  { q: 'is now a good time to buy gold', expect: 'handoff' },
  // Everyday requests outside money matters.
  { q: "my printer won't connect to the wifi", expect: 'out_of_scope' },
  { q: 'can you help me write a letter to my landlord', expect: 'out_of_scope' },
  // Messages whose personal numbers the redactor masked.
  {
    q: 'my ssn is [SSN removed], can you pull up my social security benefits',
    expect: 'privacy',
    must: [NOT_SHARED, PHONE, ["can't look up", 'cannot look up', "can't access", 'cannot access']],
  },
  {
    q: 'please move $5,000 from my card [card number removed] into my roth',
    expect: 'privacy',
    must: [NOT_SHARED, PHONE, ["can't move", 'cannot move', "can't transfer", 'cannot transfer']],
  },
  {
    q: 'my card number [card number removed] exp 09/27 cvv 123 got charged twice for my premium, can you fix it',
    expect: 'privacy',
    must: [NOT_SHARED, PHONE],
  },
];
