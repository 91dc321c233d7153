/**
 * The development round: questions written the way retirees write to an adviser (their ages,
 * incomes, balances and dates; two questions at once; follow-ups that lean on the previous
 * answer; a grief or a diagnosis in the first line; an everyday request mixed in), from the
 * domain and the issuers' own pages (SSA, Medicare.gov, IRS, Mass.gov, NAIC), not from the
 * knowledge base's question lists. Figures are 2026 unless the question says otherwise; worked
 * figures follow the official method (IRS Pub. 915 worksheet 1, SSA's reduction and delayed
 * credits, the Uniform Lifetime Table, the 2026 capital-gains and IRMAA brackets).
 *
 * Split in two by position: even cases are tuned on (`DEV_TUNE`); odd cases are held out to
 * calibrate the abstention threshold and to report (`DEV_HOLD`).
 *
 * Scored before the engine changed (the answer-first engine of rounds 5 and 6), with
 * `pnpm --filter @firm/assistant eval`: tuned-on half 40.9% answered (18/44), 1 confidently
 * wrong; held-out half 38.6% (17/44), 2 confidently wrong; no abstentions (the engine had none);
 * median words 134 and 138.
 */
import { type EvalCase, feels, opens } from './score.ts';

const CONDOLENCE = feels('sorry', 'condolences', 'loss');
const SYMPATHY = feels('sorry', 'hard', 'understandable', 'not alone', 'a lot');
/** The one-sentence decline of an everyday request mixed into a retirement question. */
const DECLINES = [
  "can't help with",
  'cannot help with',
  'outside what i can',
  "can't book",
  'only help',
];

export const DEV: EvalCase[] = [
  // Social Security: claiming, worked from the visitor's numbers.
  {
    q: "I'm 62 and was just laid off. If I take Social Security now instead of waiting until my full retirement age of 67, how much smaller is my check?",
    must: [SYMPATHY, '30%'],
    not: [opens('no')],
  },
  {
    q: 'born in 1959, if i claim at 64 what percent do i lose',
    must: [
      ['66 and 10 months', '66 years and 10 months'],
      ['18.9%', '18.8%'],
    ],
    not: ['30%'],
  },
  {
    q: 'My full benefit at 67 is $2,400 a month. What would I get at 62, and what at 70?',
    must: ['1,680', '2,976'],
  },
  {
    q: 'my estimate is $1,800 a month at 62 or $3,190 at 70. at what age do i break even if i wait?',
    must: [['80', 'age 80']],
    not: [opens('yes', 'no')],
  },
  {
    q: 'My husband died in January. He was getting $2,900 a month and I get $1,300 on my own record. I am 68. What happens to my check?',
    must: [CONDOLENCE, '2,900', ['higher', 'larger', 'instead of', 'not both']],
    not: ['1,300 plus', '4,200'],
  },
  {
    q: 'and is there a one-time payment from social security when someone dies?',
    history: [
      'My husband died in January. He was getting $2,900 a month and I get $1,300 on my own record. I am 68. What happens to my check?',
    ],
    must: ['255'],
  },
  {
    q: "I'm 64 and haven't filed for Social Security yet. My wife is 63 and never worked much. Can she start spousal benefits now?",
    must: [opens('no', 'not yet'), ['file', 'filed', 'claim', 'claims']],
    not: [opens('yes')],
  },
  {
    q: 'I was married 12 years, divorced in 2005 and never remarried. I am 65 and my ex-husband is 67. Can I get benefits on his record?',
    must: [opens('yes'), ['10 years', 'ten years'], ['50%', 'half']],
    not: [opens('no')],
  },
  {
    q: "I'm 63, already collecting Social Security, and I make about $40,000 a year part time. Will they take some of it back?",
    must: [opens('yes', 'some'), '24,480', '7,760'],
    not: [opens('no')],
  },
  {
    q: 'what was the cost of living increase for social security in 2026',
    must: ['2.8%'],
  },
  {
    q: 'retired teacher here in Massachusetts with a state pension. my social security was cut by the WEP. is that gone now?',
    must: [
      opens('yes'),
      ['Social Security Fairness Act', 'repealed', 'repeal', 'eliminated', 'ended'],
    ],
    not: [opens('no')],
  },
  {
    q: "We're both 66. Our Social Security together is about $48,000 a year and we take $30,000 from our IRA. How much of our Social Security is taxable?",
    must: ['14,500'],
    not: [opens('none', 'no')],
  },
  {
    q: 'single, 70, social security of $26,000 a year and a pension of $18,000. how much of my social security gets taxed?',
    must: ['3,000'],
    not: ['85% of your', opens('none', 'no')],
  },
  {
    q: "we're moving to Massachusetts from New Hampshire next year. Will the state tax our Social Security and our IRA withdrawals?",
    must: [
      [
        'does not tax social security',
        "doesn't tax social security",
        'not taxed by massachusetts',
        'does not tax your social security',
      ],
      '5%',
    ],
  },
  {
    q: "I was diagnosed with stage 4 cancer last month. I'm 63. Should I start Social Security now?",
    must: [SYMPATHY, ['disability', 'SSDI', 'survivor']],
    not: [opens('no')],
  },
  // Medicare: enrolment, employer coverage, costs.
  {
    q: 'I turn 65 on August 14. When can I sign up for Medicare?',
    must: ['May', 'November'],
  },
  {
    q: "I'm turning 65 in March but still working at a company with 200 employees and I'm on their health plan. Do I have to sign up for Part B now?",
    must: [opens('no', 'not'), ['special enrollment', '8 months', 'eight months']],
    not: [opens('yes')],
  },
  {
    q: 'what if my employer has only 15 people',
    history: [
      "I'm turning 65 in March but still working at a company with 200 employees and I'm on their health plan. Do I have to sign up for Part B now?",
    ],
    must: [['20'], ['primary', 'pays first'], ['sign up', 'enroll', 'enrol']],
    not: ['W-2', '1099', 'self-employment'],
  },
  {
    q: "What's the Part B premium in 2026, and do my wife and I each pay it?",
    must: ['202.90', ['each', 'per person', 'separately', 'individual']],
  },
  {
    q: 'my wife and I file jointly and our MAGI in 2024 was about $240,000. will we pay more for medicare in 2026?',
    must: [opens('yes'), '284.10'],
    not: [opens('no')],
  },
  {
    q: 'I retired last year and my income dropped from $300k to about $90k. Medicare is charging me IRMAA based on the old income. Can I get that lowered?',
    must: [opens('yes'), ['SSA-44', 'life-changing event', 'life changing event']],
    not: [opens('no')],
  },
  {
    q: 'is that per person?',
    history: ["what's the most i would pay out of pocket for drugs on part d in 2026"],
    must: [opens('yes'), ['each', 'per person', 'each person', 'individual']],
    not: ['standard deduction', '32,200'],
  },
  {
    q: "Medigap or Medicare Advantage? I'm 65, healthy and live in Worcester.",
    must: [
      ['network', 'networks'],
      ['Core', 'Supplement 1A', 'Supplement 1'],
    ],
    not: ['Plan G', 'Plan N'],
  },
  {
    q: 'I retired at 66 two years ago and never signed up for Part B. What happens now?',
    must: ['10%', ['General Enrollment', 'January 1', 'March 31']],
    not: [opens('no penalty')],
  },
  {
    q: 'My mother is 88 and may need a nursing home. Will Medicare pay for it?',
    must: [opens('no', 'generally not', 'mostly not', 'only', 'not for'), ['100 days', 'skilled']],
    not: [opens('yes')],
  },
  {
    q: "I have an HSA through work and I'm 66. Can I keep putting money in it if I sign up for Part A?",
    must: [opens('no'), ['6 months', 'six months']],
    not: [opens('yes')],
  },
  {
    q: "I left my job at 64 and I'm on COBRA. I turn 65 in June. Can I just stay on COBRA instead of Medicare?",
    must: [opens('no', 'not'), 'Part B', ['penalty', 'penalties', 'gap']],
    not: [opens('yes')],
  },
  {
    q: 'someone told me to call SHINE about my medicare choices. what is that and does it cost anything?',
    must: [
      ['free', 'no cost', 'no charge'],
      ['counsel', 'counselor', 'counselors', 'counseling'],
    ],
  },
  {
    q: 'does regular medicare cover dental work and hearing aids?',
    must: [
      opens('no', 'generally not', 'mostly not', 'not'),
      ['Advantage', 'separate', 'dental plan'],
    ],
    not: [opens('yes')],
  },
  // Workplace plans and IRAs.
  {
    q: "I'm 61 and my wife is 56. How much can each of us put in our 401(k)s this year?",
    must: ['35,750', '32,500'],
  },
  {
    q: 'I turn 50 in December. Can I make the catch-up contribution this year or only after my birthday?',
    must: [opens('yes'), '8,000'],
    not: [opens('no')],
  },
  {
    q: "I'm 74 and had $500,000 in my IRA at the end of last year. What's my RMD this year?",
    must: ['25.5', ['19,608', '19,607']],
  },
  {
    q: 'born 1960, when do i have to start taking money out of my ira',
    must: ['75', '2035'],
    not: ['73 in'],
  },
  {
    q: 'My dad died last month and left me his IRA. I am 45. Do I have to take it all out at once?',
    must: [CONDOLENCE, opens('no'), ['10 years', '10-year', 'ten years']],
    not: [opens('yes')],
  },
  {
    q: "I'm 71. Can I give money from my IRA straight to my church and not pay tax on it?",
    must: [opens('yes'), '111,000', ['QCD', 'qualified charitable distribution']],
    not: [opens('no')],
  },
  {
    q: 'I retired this year at 56 from my job. Can I take money out of that 401(k) without the 10% penalty?',
    must: [opens('yes'), '55'],
    not: [opens('no')],
  },
  {
    q: "I'm 72 and my only income is Social Security and a pension. Can I still put money in a Roth IRA?",
    must: [opens('no'), ['earned income', 'compensation', 'wages', 'from work']],
    not: [opens('yes')],
  },
  {
    q: 'we make about $245,000 married filing jointly. can we still contribute to a roth ira?',
    must: [['reduced', 'partial', 'partly', 'phase-out', 'phase out'], '242,000', '252,000'],
    not: [opens('no')],
  },
  {
    q: 'If I convert $50,000 of my IRA to a Roth this year, will that raise my Medicare premiums?',
    must: [
      ['two years', '2 years'],
      ['IRMAA', 'income-related'],
    ],
  },
  {
    q: "I'm 75. Can I take my RMD and put it into a Roth IRA?",
    must: [opens('no'), ['RMD', 'required minimum distribution']],
    not: [opens('yes')],
  },
  {
    q: "How much can I put in my HSA this year? I'm 56 with family coverage.",
    must: ['9,750'],
  },
  {
    q: "what's the most i can put in an ira for 2026 if i'm 52",
    must: ['8,600'],
    not: ['8,000 catch'],
  },
  {
    q: 'I just retired. What are my choices for my old 401(k)?',
    must: [
      ['leave', 'keep', 'stay'],
      ['roll', 'rollover'],
    ],
  },
  // Taxes, worked where the visitor gave the numbers.
  {
    q: 'single, 66, taxable income about $30,000 before any sales. how much long-term capital gain can I take at 0%?',
    must: ['19,450'],
  },
  {
    q: 'Married, both 67. Our taxable income is about $60,000 before selling anything. How much stock gain can we sell this year at the 0% rate?',
    must: ['38,900'],
  },
  {
    q: "what's our standard deduction for 2026 if we're married and both over 65?",
    must: ['35,500'],
  },
  {
    q: "we sold our house in Newton for $1.2 million. We bought it for $400,000 in 1995 and lived there the whole time. We're married. What's taxable?",
    must: ['500,000', '300,000'],
  },
  {
    q: "I'm 68 and do consulting on a 1099, about $30k a year. Do I still pay Social Security tax on that?",
    must: [opens('yes'), ['15.3%', 'self-employment tax']],
    not: [opens('no')],
  },
  {
    q: "what's the new senior deduction, and do we get it with $160,000 of income? we're married and both 67",
    must: ['6,000', '5,400'],
  },
  {
    q: 'My husband passed away in October. Can I still file a joint return for this year?',
    must: [CONDOLENCE, opens('yes')],
    not: [opens('no')],
  },
  {
    q: 'do I have to send the IRS estimated payments on my IRA withdrawals or can they just hold back tax?',
    must: [['withhold', 'withholding', 'hold back'], ['estimated']],
  },
  // Massachusetts seniors and estates.
  {
    q: 'My husband passed away in March. I am 72 and living alone in our house in Framingham. Is there any help with property taxes for seniors?',
    must: [
      CONDOLENCE,
      ['exemption', 'Clause 41C', 'circuit breaker'],
      ['assessor', 'assessors', 'town', 'city'],
    ],
    not: [opens('no'), 'does not tax Social Security'],
  },
  {
    q: 'how much is the massachusetts senior circuit breaker credit, and who qualifies?',
    must: ['2,820', ['65', '65 or older']],
  },
  {
    q: 'Our estate is about $2.5 million with the house in Brookline and our retirement accounts. Will Massachusetts estate tax apply?',
    must: [opens('yes'), ['2,000,000', '2 million']],
    not: [opens('no')],
  },
  {
    q: 'does massachusetts tax 401k withdrawals when i retire?',
    must: [opens('yes'), '5%'],
    not: [opens('no')],
  },
  {
    q: 'I retired from the state of Massachusetts with a state pension. Does Massachusetts tax it?',
    must: [opens('no')],
    not: [opens('yes')],
  },
  {
    q: "I left everything to my kids in my will, but my ex is still the beneficiary on my IRA. Doesn't my will override that?",
    must: [opens('no'), ['beneficiary form', 'beneficiary designation', 'designation']],
    not: [opens('yes')],
  },
  {
    q: "I'm 70 and live in Massachusetts. What papers should I have in place in case I get dementia?",
    must: [['power of attorney'], ['health care proxy']],
  },
  {
    q: 'how far back does masshealth look at gifts if i end up needing a nursing home',
    must: [['5 years', 'five years', '60 months']],
  },
  {
    q: "My mother's estate is about $1.8 million. Does it owe Massachusetts estate tax?",
    must: [opens('no'), ['2,000,000', '2 million']],
    not: [opens('yes')],
  },
  // Annuities, life insurance and having enough.
  {
    q: "My agent wants me to buy an indexed annuity with a 10-year surrender charge. I'm 74. What should I watch for?",
    must: [['surrender'], ['free look', 'free-look']],
  },
  {
    q: 'How are withdrawals from an annuity I bought with after-tax money taxed?',
    must: [
      [
        'earnings first',
        'gains first',
        'interest first',
        'earnings come out first',
        'earnings are withdrawn first',
      ],
      ['ordinary income'],
    ],
  },
  {
    q: 'is the life insurance payout taxable to my kids when I die?',
    must: [opens('no', 'generally not', 'usually not'), ['income tax', 'taxable income']],
    not: [opens('yes')],
  },
  {
    q: "I'm 66 with $350,000 saved and Social Security of $2,200 a month. I spend about $4,000 a month. Is that enough?",
    must: ['21,600', ['6.2%', '6.17%']],
  },
  {
    q: 'what is a free look period on an annuity',
    must: [
      ['cancel', 'return'],
      ['refund', 'money back', 'full refund'],
    ],
  },
  {
    q: 'My wife was just diagnosed with Alzheimer’s. We are both 74. What should we do about her IRA and our finances?',
    must: [SYMPATHY, ['power of attorney'], ['health care proxy']],
  },
  // Two questions at once.
  {
    q: "I'm 64 and retiring in June. When should I sign up for Medicare, and should I take Social Security right away?",
    must: [
      ['3 months before', 'three months before', '7-month', 'seven-month', 'initial enrollment'],
      ['30%', 'permanent', 'reduced', 'smaller', 'for life'],
    ],
  },
  {
    q: "What's the 2026 Part B premium and what's the Part B deductible?",
    must: ['202.90', '283'],
  },
  {
    q: "what's the 401k limit and the IRA limit for someone who's 55?",
    must: ['32,500', '8,600'],
  },
  {
    q: "I'm 67 and my wife is 65. What's our standard deduction, and do we get the new senior deduction?",
    must: ['35,500', '6,000'],
  },
  // An everyday request mixed in.
  {
    q: "What's the Part B premium for 2026? Also, do you have a good recipe for chicken soup?",
    must: ['202.90', DECLINES],
  },
  {
    q: 'my printer keeps dropping the wifi. also, when is my first RMD due? I was born in 1953',
    must: ['2026', 'April 1', DECLINES],
  },
  {
    q: 'Hi! Is the IRA limit higher in 2026? And could you book me a table for two tonight?',
    must: ['7,500', DECLINES],
  },
  // Follow-ups that lean on the previous answer.
  {
    q: 'and for married couples?',
    history: ["what's the 2026 IRMAA threshold for a single person?"],
    must: ['218,000'],
  },
  {
    q: 'my full benefit is $2,000 at 67. what would I get at 62 then?',
    history: ["I'm 62. Should I claim Social Security now or wait?"],
    must: ['1,400'],
  },
  {
    q: "and my husband? he's 61 and doesn't work anymore",
    history: ["How much can I put into a Roth IRA this year? I'm 58 and still working."],
    must: [opens('yes'), '8,600', ['spousal', 'joint return', 'jointly']],
    not: [opens('no')],
  },
  {
    q: 'what if I retire next year?',
    history: ['I just turned 65 and my company has 50 employees. Do I need Part B?'],
    must: [['8 months', 'eight months', 'special enrollment']],
  },
  {
    q: 'and the out-of-pocket cap?',
    history: ["what's the Part D deductible for 2026?"],
    must: ['2,100'],
  },
  {
    q: 'what if we sell it right away?',
    history: [
      'My mom passed away and left my brother and me her house in Quincy. What happens with taxes?',
    ],
    must: [
      ['step-up', 'stepped-up', 'step up', 'stepped up'],
      [
        'little or no',
        'no gain',
        'little gain',
        'little to no',
        'only on the gain',
        'only the gain',
      ],
    ],
  },
  {
    q: "and next year, when I'm 75?",
    history: [
      "I'm 74 and had $500,000 in my IRA at the end of last year. What's my RMD this year?",
    ],
    must: ['24.6'],
  },
  // Paths: a hand-off, a private number, plain scope.
  {
    q: 'Should I buy the Athene annuity my advisor showed me?',
    expect: 'handoff',
  },
  {
    q: "I'm 64 and terrified of a crash. Should I move my whole 401(k) to cash right now?",
    must: [SYMPATHY, ['lock in', 'locks in', 'losses', 'loss']],
  },
  {
    q: 'My SSN is [SSN removed]. Can you check what my Social Security benefit will be?',
    expect: 'privacy',
    must: [['Social Security number', 'SSN']],
    not: ['card number', 'account number'],
  },
  {
    q: "what's the weather going to be in Boston tomorrow?",
    expect: 'out_of_scope',
  },
  {
    q: 'Lost my job at 60 after 30 years. How do I get health insurance until Medicare?',
    must: [SYMPATHY, 'COBRA', ['Health Connector', 'Marketplace', 'ACA', 'marketplace']],
  },
  {
    q: 'is the 4% rule still a good rule of thumb? we have $1.2 million and are retiring at 65',
    must: ['48,000'],
  },
  {
    q: 'when can a widow start survivor benefits? I am 59 and my husband just passed',
    must: [CONDOLENCE, '60'],
    not: [opens('now')],
  },
  {
    q: 'Does Medicare Part A cost anything? I worked 30 years.',
    must: [opens('no', 'not'), ['premium-free', 'free', 'no premium']],
    // As the answer: the premium without 40 quarters may be named as the exception.
    not: [/^[^.!?\n]*\b565\b/],
  },
];

/** Even positions: tuned on. */
export const DEV_TUNE: EvalCase[] = DEV.filter((_, i) => i % 2 === 0);
/** Odd positions: held out to calibrate the abstention threshold and to report. */
export const DEV_HOLD: EvalCase[] = DEV.filter((_, i) => i % 2 === 1);
