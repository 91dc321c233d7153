/**
 * The sixth round: new questions written after the answer-first engine was finished, in the
 * same voice as round 5, each with the facts that answer it. Scored once and kept as written,
 * misses included, as the estimate of how unseen questions fare.
 */
import { type EvalCase, feels, lead, opens } from './score.ts';

const CONDOLENCE = feels('sorry', 'condolences', 'loss');
const SYMPATHY = feels('sorry', 'hard', 'understandable', 'worry', 'not alone');

export const ROUND_6: EvalCase[] = [
  // Saving and contributions.
  {
    q: 'whats the most i can stick in my 403b this year, i turn 52 in october',
    must: [lead('32,500'), '24,500', '8,000'],
  },
  {
    q: 'can my husband and i both do the catch up, hes 63 and im 58',
    must: ['11,250', '8,000'],
  },
  {
    q: "i'm 67 and still working part time, can i still put money in a roth ira",
    must: [opens('yes'), ['earned income', 'compensation', 'wages', 'from work']],
  },
  {
    q: 'is the ira limit the same for roth and traditional',
    must: [opens('yes'), '7,500', ['combined', 'together', 'total', 'across']],
  },
  {
    q: 'what are my options for my old 403b from teaching',
    must: [
      ['roll', 'rollover'],
      ['leave', 'keep', 'stay'],
    ],
  },
  // Withdrawals, RMDs and conversions.
  {
    q: 'born 1957, when do my rmds have to start',
    must: ['73', '2030'],
  },
  {
    q: 'does my 401k at my current job have rmds if im still working at 74',
    must: [opens('no'), ['still working', 'still employed', 'until you retire']],
  },
  {
    q: 'whats the penalty if i take out of my ira at 57',
    must: ['10%', ['59½', '59 1/2', '59 and a half']],
  },
  {
    q: 'what if i forgot to take my rmd last year',
    must: ['25%', ['5329', 'waive', 'waiver']],
  },
  {
    q: 'can i do a qcd from my 401k',
    must: [opens('no'), ['ira']],
  },
  {
    q: 'can i convert part of my ira to roth every year or is it all at once',
    must: [['any amount', 'part of', 'partial', 'each year', 'every year', 'as much or as little']],
  },
  {
    q: 'and do i owe tax on it',
    history: ['can i convert part of my ira to roth every year or is it all at once'],
    must: [opens('yes'), ['taxable income', 'taxed as income', 'income tax']],
  },
  // Social Security.
  {
    q: 'when can i collect full social security, born oct 1960',
    must: [lead('67')],
  },
  {
    q: 'my FRA is 67, if i start at 64 how much less',
    must: ['20%'],
  },
  {
    q: 'my ex-wife remarried, can she still get my social security',
    must: [
      opens('no', 'generally not', 'not usually', 'usually not'),
      ['remarried', 'remarries', 'remarriage'],
    ],
  },
  {
    q: 'how much will my widow get if i wait until 70 to claim',
    must: [['100%', 'all of', 'full'], 'survivor'],
  },
  {
    q: 'is social security getting a raise in 2026',
    must: [opens('yes'), '2.8%'],
  },
  {
    q: 'what is the most anyone pays into social security',
    must: ['184,500'],
  },
  {
    q: 'how much of my social security is taxable if my other income is 40k single',
    must: [['25,000', '34,000'], '85%'],
  },
  // Medicare and health.
  {
    q: 'is part a free',
    must: [opens('yes', 'for most', 'usually'), ['40 quarters', '10 years', '40 credits']],
  },
  {
    q: 'whats the part b deductible this year',
    must: [lead('283')],
  },
  {
    q: "my wife is turning 65 but i'm 62 and still working with family coverage, does she need medicare",
    must: [['20 or more', '20 employees', 'at least 20']],
  },
  {
    q: 'do i have to pay more for medicare because i sold my rental property last year',
    must: [
      ['two years', '2 years'],
      ['irmaa', 'income-related'],
    ],
  },
  {
    q: 'what does medicare part d cost max out of pocket 2026',
    must: ['2,100'],
  },
  {
    q: "i'm 60 and retiring, can i keep my work health insurance",
    must: ['cobra', '18 months'],
  },
  {
    q: "is an hsa worth it if i'm 63",
    must: ['tax-free', 'medicare'],
  },
  // Taxes.
  {
    q: 'how much is the standard deduction if im single and 70',
    must: [lead('18,150')],
  },
  {
    q: "we're both 68, income 180k, whats our senior deduction",
    must: [['4,200', '8,400']],
  },
  {
    q: 'do i have to pay taxes on my pension in massachusetts, i worked for raytheon',
    must: [opens('yes'), '5%'],
  },
  {
    q: 'is there any tax when i inherit my dads ira',
    must: [
      ['income tax', 'taxed as income', 'taxable'],
      ['10 years', '10-year', 'ten years'],
    ],
  },
  {
    q: 'do i pay capital gains if i sell stock i inherited from my mother',
    must: [
      ['step-up', 'step up', 'stepped-up', 'stepped up'],
      ['date of death', 'value at death', 'at death'],
    ],
  },
  // Estate, gifts and long-term care.
  {
    q: 'can i give my grandson 25000 for college without gift tax',
    must: ['19,000', ['tuition', 'directly to the school']],
  },
  {
    q: 'our estate is around 1.5 million, do we need to worry about the massachusetts estate tax',
    must: [opens('no'), ['2,000,000', '2 million']],
  },
  {
    q: 'what happens to my house if i go on masshealth',
    must: [['lien', 'estate recovery', 'recover']],
  },
  {
    q: 'how much can i have in the bank for masshealth',
    must: ['2,000'],
  },
  {
    q: 'my mom has dementia and i need to handle her money, what do i need',
    must: [feels('sorry', 'hard'), ['power of attorney'], ['guardian', 'conservator', 'court']],
  },
  // Annuities and investing.
  {
    q: 'is a fixed annuity safe',
    must: [
      ['insurer', 'insurance company'],
      ['guarantee', 'guaranteed', 'guarantees'],
    ],
  },
  {
    q: 'what is an income rider',
    must: [
      ['income base', 'benefit base', 'lifetime'],
      ['fee', 'fees'],
    ],
  },
  {
    q: 'should i pay off my mortgage before i retire',
    must: [
      ['interest rate', 'rate'],
      ['liquidity', 'cash', 'emergency'],
    ],
  },
  {
    q: 'the stock market is crashing what should i do',
    must: ['cash', ['locks in', 'lock in', 'loss', 'losses']],
  },
  { q: 'should i buy the vanguard target date fund', expect: 'handoff' },
  // Loss, layoffs and feelings.
  {
    q: 'lost my wife in june, can i still file jointly this year',
    must: [CONDOLENCE, opens('yes'), ['joint', 'jointly']],
  },
  {
    q: 'what about next year',
    history: ['lost my wife in june, can i still file jointly this year'],
    must: [['single', 'qualifying surviving spouse']],
  },
  {
    q: 'i was laid off at 64, should i take social security now or use cobra',
    must: [SYMPATHY, 'cobra', ['medicare', '65']],
  },
  // Everyday requests and personal numbers.
  { q: 'can u tell me the weather in quincy', expect: 'out_of_scope' },
  {
    q: 'my account number is [account number removed] please check my balance',
    expect: 'privacy',
    must: ['555-0142'],
  },
];
