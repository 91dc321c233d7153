/**
 * The fortieth round, written for the next change of engine and not run against any engine:
 * written blind, from the questions retirees and near-retirees most often bring to a
 * retirement-income, tax and insurance firm (the common questions SSA, Medicare.gov, the IRS's
 * retirement pages and Publications 590-B, 915 and 939, Mass.gov, SHINE and the NAIC's buyer's
 * guides list), in rough proportion to how often they ask them, not from the knowledge base or the
 * engine's answers. What is new is the situation inside each subject: the rules and life events
 * earlier rounds leaned on (claiming ages, the spousal half, survivor basics, the earnings test
 * across a year, Part B late enrolment, IRMAA tiers, Medigap against Advantage, the RMD ages, QCDs,
 * conversions, the ten-year rule, the 4% rule, the Massachusetts $2 million exemption, the
 * look-back, elimination periods, term against whole life, SPIA payback, MYGA surrender) give way
 * to rules beside them, and every longer question was checked for word overlap against all earlier
 * rounds (closest match: median 0.29, none at 0.40 or above, highest 0.39). The situations: the
 * monthly earnings test when work stops at 63 in August, worked; a mother's small benefit after
 * the COLA and the Part B rise, worked, and then the visitor's own, worked; a claim withdrawn
 * within twelve months, worked; a father of 71 still waiting to file; federal withholding from
 * benefits, worked; the last two credits of forty, worked; a benefit recomputed while working on;
 * a widowed father of 52 with a girl of 12, and then his wages, worked; two employers over the
 * wage base, worked; two hospital stays four months apart, worked, and then a month apart;
 * lifetime reserve days, worked; two insulins under Part D, worked, and then the yearly limit; Part
 * B for a couple, worked; a winter in Portugal; ALS and the waiting periods; glasses after cataract
 * surgery; the shingles vaccine; hospice at home; a quarterly Part B bill, worked; a 403(b) at 74
 * while still working, and then an old IRA, worked; an RMD paid in shares, worked, and then their
 * basis; after-tax IRA basis in an RMD, worked; a Roth with only a pension and benefits; an HSA
 * left to a son; an IRA-to-HSA transfer, worked; the Roth catch-up rule; old receipts repaid from
 * an HSA; an RMD into a Roth, worked; disability back pay on the return; gains harvested at 0%,
 * worked, and then Massachusetts on them, worked; the standard deduction for a blind filer of 67,
 * worked, and then the senior deduction on top, worked; December withholding after a missed
 * estimate, worked; gifts by non-itemizers; the circuit breaker credit; a widow without a will;
 * a living will in Massachusetts; tuition paid with a gift beside it, worked, and then a state gift
 * tax; a joint account against the will; a second wife's elective share; a widow's basis and sale,
 * worked; 72(t) payments at 54; a 401(k) rolled over at 57, worked, and then had it stayed; a
 * pension's survivor options, worked, and then a change of mind; a reverse mortgage and the heirs;
 * bridging to a claim at 70, worked; a 1035 exchange with a surrender charge, worked; a life-only
 * annuity ending at death, and then the final return; an annuity fully taxable at 88, worked; the
 * QLAC limit; an income rider's roll-up; a hybrid policy's care rider, worked; a claim for
 * dementia without two ADLs; home care hours against savings, worked; a claim in the contestable
 * period, and then its tax; a lapse with a loan, worked; group life at retirement; a prepaid
 * funeral before MassHealth; home care under MassHealth, and then a small policy's cash value; the
 * firm's office, its first meeting and a meeting in Portuguese). Visitors aged 55 and over on
 * phones, lower case and shorthand, with their own ages, incomes, balances and dates; two
 * questions in one; follow-ups that lean on the answer before; a loss, a diagnosis or a fear in
 * the first line; an everyday request mixed in; and questions where the natural yes or no would
 * be wrong. It was written blind and is scored as written, misses included, and its figure is
 * reported, never gated.
 *
 * 83 cases: Social Security 11, Medicare 12, RMDs, IRAs, Roth and HSAs 11, federal and
 * Massachusetts tax 8, estates 7, withdrawals and income 7, annuities 6, long-term care 3, life
 * insurance 4, MassHealth 3, the firm 3, behaviour and mixed 8; 18 follow-ups; 33 worked; 41 where
 * the natural yes or no is wrong.
 *
 * Every case is marked with the kind it tests and, for a worked case, the arithmetic behind its
 * figures. Each case was checked against score.ts alone (never the engine) with a careful adviser's
 * answer, which it passes, a reworded careful answer, which it passes, and a plainly wrong one,
 * which it fails; a careful answer opening with the wrong yes or no, or with a wrong figure, fails.
 * Every 2026 figure was confirmed through the pages named (secondary unless marked).
 * - SSA: the 2.8% COLA, the earnings limit $24,480 ($2,040 a month in the monthly test) and the
 *   wage base $184,500: JRB's news page quoting SSA's 2026 fact sheet, Brokerbase and Particle.
 *   Known rules: the monthly earnings test in the first year of retirement; benefits rounded down
 *   to the dime; the hold-harmless rule; withdrawal of a claim within 12 months on repayment (Form
 *   SSA-521); delayed credits ending at 70 and retroactive benefits limited to six months;
 *   voluntary withholding at 7, 10, 12 or 22% (Form W-4V); four credits a year at most, $1,890 a
 *   credit in 2026 (Eduvast and Find Family Support, both quoting SSA's announcement); automatic
 *   recomputation on the highest 35 years; the child's and the parent's survivor benefits of 75%,
 *   the parent's while caring for a child under 16 and under the earnings test; Social Security
 *   tax of 6.2% to the wage base, the excess of two employers credited on the return.
 * - CMS / Medicare.gov: the 2026 Part A deductible $1,736 per benefit period, $434 a day for days
 *   61-90 and $868 for lifetime reserve days, the Part B premium $202.90 and deductible $283: CMS's
 *   figures of 14 November 2025 as reproduced by EIN Presswire, WFMJ, MyMedicareMike and
 *   MedLifeGuide. The Part D out-of-pocket limit $2,100: Kiplinger as quoted by AHCP and a
 *   broker's September 2025 page. ALS: no 24-month Medicare wait and no five-month disability
 *   wait: SSA's POMS DI 23580.001 (primary) and the ALS Association's FAQ. Known rules: a benefit
 *   period ending after 60 days out of hospital or skilled care; 60 lifetime reserve days; insulin
 *   at no more than $35 a month under Part D with no deductible; Medicare for individuals only and
 *   not abroad; one pair of glasses after cataract surgery with a lens implant; the shingles
 *   vaccine under Part D at no cost since 2023; hospice under Part A with up to $5 a prescription;
 *   Part B billed every three months to those not drawing benefits.
 * - IRS: the 401(k) catch-up rule for prior-year wages over $150,000 and the IRA limit $7,500
 *   (Particle's reports of the IRS notice, which also give the 401(k) and IRA limits); the HSA limits $4,400 self-only and $8,750 family and
 *   the catch-up $1,000 (HealthEquity, ABS); the standard deduction $16,100 single and the
 *   additional $2,050 for age and for blindness (Alhambra Investments, a 2026 table reprint); the
 *   senior deduction $6,000 in full under $75,000 (TurboTax's expert answer, Factually's summary);
 *   the 0% capital-gains ceiling $49,450 single (Marca's 2026 table); the non-itemizer gift
 *   deduction $1,000 / $2,000 from 2026 (NATP, planned-giving pages); the gift exclusion $19,000
 *   (Elder Law Answers, Mondaq); the QLAC limit $210,000 (LegalClarity citing IRB 2025-49,
 *   AnnuityRatesHQ). The Uniform Lifetime Table (74: 25.5; 76: 23.7): Financial Ducks in a Row and
 *   Ed Slott's table. Known rules: the still-working exception for a current employer's plan;
 *   RMDs in kind at market value, which becomes the basis; after-tax basis recovered pro rata (Form
 *   8606); a Roth contribution only from earned income, and never from an RMD; a non-spouse
 *   beneficiary's HSA taxable in the year of death; old qualified expenses repaid from an HSA at
 *   any time with records; the qualified HSA funding distribution once in a lifetime; the lump-sum
 *   election for benefits of earlier years (Publication 915); the wash-sale rule for losses only;
 *   withholding treated as paid evenly and the 100% safe harbour at AGI of $150,000 or less;
 *   tuition paid to the school outside the gift exclusion; half a step-up for a jointly held house
 *   and the widow's $500,000 exclusion within two years; 72(t) payments for five years or to 59½;
 *   the age-55 exception for plans and not IRAs; the 1035 exchange; Table V (70: 16.0) and the
 *   cost recovered; the unrecovered investment deducted on the final return; a lapse with a loan
 *   taxed above the premiums paid; a death benefit not income.
 * - Massachusetts: MassHealth's 2026 asset limit $2,000 and home-care income limit $2,982 a month
 *   (300% of the federal benefit rate; Mass.gov's financial guidelines page, primary, and
 *   Generations Law Group). Known rules: a widow taking the whole probate estate when all the
 *   children are hers (G.L. c. 190B, § 2-102); no living-will statute, the health care proxy
 *   (G.L. c. 201D); no Massachusetts gift tax; long-term gains taxed at 5%; the circuit breaker
 *   credit when property tax exceeds 10% of income; a joint account with survivorship passing
 *   outside the will; the spouse's elective share unless waived; an irrevocable prepaid funeral
 *   not counted; life insurance over $1,500 of face value counted at cash value; a HECM repaid at
 *   the lesser of the loan or 95% of value, without recourse.
 * Dropped while writing: the 2026 Part D national base premium (not found, so no late-enrolment
 *   case); the 2026 circuit breaker maximum and income limits (not found; the case asks only the
 *   rule); the community spouse's 2026 maximum ($162,660, confirmed at Mass.gov, but the situation
 *   came too close to an earlier round); the 60-63 catch-up, the senior deduction's phase-out, a
 *   missed RMD's excise tax, a small estate's voluntary administration ($25,000, confirmed),
 *   net unrealized appreciation, the Part D cap for a cancer drug, an annual gift to three
 *   children and a divorced spouse's remarriage (each too close to earlier rounds in the overlap
 *   check, so each situation was replaced); the 2026 Massachusetts surtax threshold and the LTC
 *   premium deduction limits (not looked up to a source).
 */
import {
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

const REACH_US = ['call', 'phone', 'schedule', 'book', 'meeting', 'consultation', 'appointment'];
/** A fee figure the firm never stated: a dollar amount an hour or flat, or a percent of assets. */
const MADE_UP_FEE = [
  /\b\d{2,5} (?:an|per|a) hour\b/,
  /\bflat fee of \d/,
  /\b\d(?:\.\d+)?% (?:of (?:your )?assets|a year|per year|annually)\b/,
];
/** A first sentence that meets a fear, a loss or a diagnosis. */
const HEAVY = feels(
  'sorry',
  'difficult',
  'hard',
  'tough',
  'overwhelm',
  'worr',
  'understand',
  'concern',
  'a lot',
);

// Conversations the follow-ups lean on.
const MOM_640 =
  'my mother only gets 640 a month from social security. with the 2.8% raise and the bigger part b premium, is her deposit actually going to shrink in january?';
const WIDOWED_DAD =
  'my wife died in march at 49. im 52 and raising our 12 year old daughter alone. is there anything from social security for us now or do i have to wait until im 60?';
const TWO_STAYS =
  'my wife was admitted to south shore hospital for 4 days in february with pneumonia, then again in june for a week after a fall. do we owe the part a hospital deductible both times? i assumed it resets once a year';
const INSULIN =
  'my husband was just diagnosed with diabetes at 70 and put on two kinds of insulin, the pharmacy quoted about 90 a month for each. whats he supposed to pay under his part d plan?';
const PART_B_COST = 'how much is the part b premium this year?';
const NURSE_403B =
  'im 74 and still a nurse manager at a community hospital in lowell, no ownership stake. my 403b there has about 410k. the irs says rmds start at 73 so am i already late??';
const IN_KIND =
  'turned 76 this year, ira was 400k on dec 31. i dont want to sell my dividend stocks in a down market. can i move shares out to my regular brokerage account to cover the rmd instead of cash?';
const HARVEST =
  'single, 66, living off savings and my roth so my taxable income is only about 12k. can i sell some apple shares at a gain and buy them right back to raise my basis? how much gain stays at 0%?';
const BLIND_67 =
  'single, 67, legally blind from glaucoma since 2019 (my eye doctor signs a statement every year). what is my standard deduction for 2026?';
const TUITION =
  'i want to pay my granddaughters 62k sophomore tuition at northeastern and also hand her 25k toward an apartment in fenway. do i have to file a gift tax return?';
const ROLLED_401K =
  'left my job at 57 in june and rolled my whole 401k into an ira last month. now i need 30k for a car and some bills. since i was over 55 when i left there is no penalty right?';
const PENSION_3 =
  'retiring from the utility in june. pension choices: 4,100 single life, 3,780 with 50% to my husband after i die, or 3,520 with 100% to him. what would he actually get each month under the two survivor options?';
const LIFE_ONLY =
  'my father turned 300k into a life only annuity at 79 and died 14 months later. the insurance company says there is nothing left for us. can that be right?';
const CONTEST =
  'my husband died 14 months after we bought his 250k life policy and now the insurance company says they are reviewing his application. can they even do that?';
const FEW =
  'mom is 81 and wants to stay home in lynn with help. her ss and pension come to 2,700 a month and she has about 1,800 in the bank. could masshealth pay for care at home?';
const OFFICE = 'where is your office and is there parking close by? my husband uses a walker';

export const ROUND_40: EvalCase[] = [
  // ---------------------------------------------------------------- Social Security

  // worked, yes-no trap (the natural "too late this year" is wrong): in the first year of
  // retirement the monthly test applies: a full check for any month with wages of $2,040 or less
  // (24,480 / 12), whatever was earned before.
  {
    q: 'im 63, already made about 70k this year and im retiring at the end of august. do i get any social security checks this year or did i blow the limit?',
    must: [
      yes(...YEP, 'you should', 'you will', 'you still can', 'good news'),
      ['2,040'],
      ['monthly', 'each month', 'per month', 'a month', 'month by month'],
    ],
    not: [opens('no', 'unfortunately', 'you blew', "you won't get", 'you will not get')],
  },
  // worked, yes-no trap (the natural yes is wrong): 640 × 1.028 = 657.92, rounded down to 657.90,
  // a rise of 17.90, the same as Part B's rise (185 to 202.90): 455 a month before and after.
  {
    q: MOM_640,
    must: [
      no(...NOPE, 'good news', 'it should not', "it shouldn't", 'it will not', "it won't"),
      ['657.90', '657.92'],
      ['455'],
    ],
    not: [opens('yes', 'it will shrink', 'it will go down', 'unfortunately')],
  },
  // follow-up, worked: 2,300 × 1.028 = 2,364.40; less 202.90 = 2,161.50.
  {
    q: 'ok and mine? i get 2,300 before medicare comes out',
    history: [MOM_640],
    must: [
      ['2,364', '2,364.40'],
      ['2,161', '2,161.50'],
    ],
    not: [/\b185(?:\.00)? (?:a|per) month\b(?! in 2025| last year)/],
  },
  // worked, yes-no trap (the natural "too late" is wrong): a claim can be withdrawn within 12
  // months by paying back every benefit received: 5 × 1,650 = 8,250.
  {
    q: 'started my ss at 63 back in june, its 1,650 a month and ive gotten 5 checks. now my old boss wants me back full time. is it too late to undo it?',
    must: [
      no(
        ...NOPE,
        "it's not too late",
        'it is not too late',
        'not too late',
        'you can',
        'good news',
      ),
      ['12 months', '12-month', 'twelve months', 'a year', 'one year'],
      ['8,250'],
    ],
    not: [opens('yes', "it's too late", 'it is too late', 'unfortunately')],
  },
  // yes-no trap (the natural yes is wrong): delayed credits stop at 70; back pay reaches six months.
  {
    q: 'my dad turned 71 in may and still hasnt applied for social security. he says hes letting it keep growing as long as possible. is he right to keep waiting?',
    must: [
      no(...NOPE, 'not anymore', 'no longer', 'he should apply', 'he should file'),
      ['70'],
      ['6 months', 'six months'],
    ],
    not: [opens('yes', "he's right", 'he is right', 'right')],
  },
  // worked: voluntary withholding of 7, 10, 12 or 22% by Form W-4V: 12% × 2,400 = 288 a month.
  {
    q: 'my ss is 2,400 a month and every april i end up owing the irs a few hundred. can social security hold back 12% of each deposit for federal tax, and what would that come to?',
    must: [['288'], ['w-4v', 'w4v', 'w-4 v']],
    not: [/\bmassachusetts (?:will )?withhold/],
  },
  // worked: a credit for each 1,890 of 2026 earnings, four at most: two credits need 3,780.
  {
    q: 'stayed home with the kids for years so my statement says 38 credits, two short of 40. im 61 and could pick up shifts at the library. how much would i have to earn this year to get the last two?',
    must: [['1,890'], ['3,780']],
    not: [/\b1,?810\b(?! in 2025| for 2025| last year)/],
  },
  // yes-no trap (the natural no is wrong): later earnings replace a lower year in the highest 35
  // and SSA recomputes by itself.
  {
    q: 'im 67 and already collecting 2,600, but im still doing engineering consulting and billing way more than i earned in my 20s. is my check frozen except for cola bumps?',
    must: [
      no(...NOPE, 'it can go up', 'it could go up', 'good news'),
      ['35'],
      ['recompute', 'recomputation', 'recalculate', 'recalculates', 'automatically'],
    ],
    not: [opens('yes', "it's stuck", 'it is stuck', 'right')],
  },
  // grief first, yes-no trap (the natural "wait for 60" is wrong): a child's survivor benefit of
  // 75% and a father's benefit of 75% while he cares for a child under 16.
  {
    q: WIDOWED_DAD,
    must: [
      GRIEF,
      yes(...YEP, 'there is', 'there may be', 'you may', 'your daughter'),
      ['75%'],
      ['under 16', 'turns 16', 'until she is 16', "until she's 16", 'age 16'],
    ],
    not: [opens('no', 'you have to wait', 'unfortunately')],
  },
  // follow-up, worked: the father's benefit is under the earnings test ((85,000 − 24,480) / 2 =
  // 30,260 withheld a year); the daughter's is not touched by his pay.
  {
    q: 'i make about 85k as an electrician. does that change anything?',
    history: [WIDOWED_DAD],
    must: [['24,480'], ['30,260'], ['daughter', "child's", 'her benefit', 'her own']],
    not: [/\b23,?400\b(?! in 2025| for 2025| last year)/],
  },
  // worked, yes-no trap (the natural no is wrong): two employers each withhold 6.2% of their
  // wages; above the 184,500 wage base the excess comes back on the return:
  // (210,000 − 184,500) × 6.2% = 1,581.
  {
    q: 'at 63 i worked two jobs this year, about 120k at the hospital and 90k from a consulting firm, and both took out social security tax. did i overpay?',
    must: [yes(...YEP, 'probably', 'likely', 'you did'), ['184,500'], ['1,581']],
    not: [opens('no'), /\b176,?100\b(?! in 2025| for 2025| last year)/],
  },

  // ---------------------------------------------------------------- Medicare

  // worked, yes-no trap (the natural "once a year" is wrong): two benefit periods more than 60
  // days apart: 2 × 1,736 = 3,472.
  {
    q: TWO_STAYS,
    must: [
      yes(...YEP, 'probably', 'likely', 'most likely', 'unfortunately'),
      ['benefit period'],
      ['60 days', 'sixty days'],
      ['3,472'],
    ],
    not: [opens('no', "it's once a year", 'it is once a year')],
  },
  // follow-up: a second admission within 60 days falls in the same benefit period.
  {
    q: 'what if that second admission had happened in early march instead?',
    history: [TWO_STAYS],
    must: [
      [
        'same benefit period',
        'one deductible',
        'only one deductible',
        'no second deductible',
        'no new deductible',
        "wouldn't owe",
        'would not owe',
        'only once',
        'not again',
      ],
    ],
    not: [/\bpay (?:the deductible|1,?736) again\b/],
  },
  // worked: lifetime reserve days after day 90 at 868 a day, 60 in a lifetime: 10 × 868 = 8,680.
  {
    q: 'my brother has been inpatient at beth israel since september, its day 90 today and they think ten more days. the social worker said something about lifetime reserve days. what does that cost him?',
    must: [['868'], ['8,680'], ['60']],
    not: [/\b838\b/, /\b1,?676\b(?! in 2025)/],
  },
  // worked: covered insulin at no more than 35 for a month's supply under Part D, no deductible:
  // 2 × 35 = 70 a month.
  {
    q: INSULIN,
    must: [['35'], ['70'], ['deductible']],
    not: [/\b180 a month\b(?! (?:before|without|instead))/],
  },
  // follow-up, yes-no trap (the natural no is wrong): what he pays for insulin counts toward the
  // 2026 out-of-pocket limit of 2,100.
  {
    q: 'does what he pays for the insulin count toward that yearly out of pocket cap?',
    history: [INSULIN],
    must: [yes(...YEP), ['2,100']],
    not: [opens('no', "it doesn't", 'it does not')],
  },
  // follow-up, worked: the premium is per person: 2 × 202.90 = 405.80 a month.
  {
    q: 'is that per person? were both 67',
    history: [PART_B_COST],
    must: [yes(...YEP, 'each'), ['405.80']],
    not: [opens('no', "it's per household", 'it covers both')],
  },
  // yes-no trap (the natural yes is wrong): Original Medicare generally pays nothing abroad.
  {
    q: 'were renting a place in the algarve in portugal from january to april to escape the snow. im 68 with original medicare only. if i land in a hospital over there does medicare pay anything?',
    must: [
      no(...NOPE, 'generally not', 'usually not', 'almost never', 'in most cases'),
      [
        'outside the u.s',
        'outside the us',
        'outside the united states',
        'abroad',
        'overseas',
        'foreign',
        'other countries',
      ],
    ],
    not: [opens('yes', 'medicare covers', 'medicare will')],
  },
  // diagnosis first, yes-no trap (the natural "two years" is wrong): ALS brings Medicare with the
  // first month of disability benefits, no five-month wait either.
  {
    q: 'my husband is 57, an hvac tech, and was just diagnosed with als. a neighbor told me medicare only kicks in 2 years after his disability starts. is that right?',
    must: [
      HARD_NEWS,
      no(...NOPE, 'not for als', 'not with als', 'good news', 'for als'),
      [
        'first month',
        'right away',
        'immediately',
        'as soon as',
        'no waiting',
        'no 24-month',
        'waived',
        'waives',
        'without the 24',
        'without the two',
      ],
    ],
    not: [opens('yes', "that's right", 'that is right', 'correct')],
  },
  // yes-no trap (the natural yes is wrong): Part B pays for one pair of glasses or contacts after
  // cataract surgery with an implanted lens.
  {
    q: 'having cataract surgery on my left eye in march. medicare never pays for glasses so i should budget for new ones myself, right?',
    must: [
      no(...NOPE, 'not quite', 'actually', 'good news'),
      ['one pair', 'a pair', 'eyeglasses', 'contact lenses'],
      ['cataract'],
    ],
    not: [opens('yes', 'right', "that's right", 'correct')],
  },
  // yes-no trap (the natural yes is wrong): the shingles vaccine is under Part D, at no cost since
  // 2023.
  {
    q: 'does part b pay for the shingrix shots? the pharmacist said part b covers it',
    must: [
      no(...NOPE, 'part d', 'actually'),
      ['part d'],
      ['no cost', '$0', 'free', 'nothing', 'no copay', 'no charge'],
    ],
    not: [opens('yes', 'part b covers', 'part b does')],
  },
  // hard news: hospice under Part A, a copay of up to $5 for each prescription.
  {
    q: 'moms cancer has spread to her bones and the oncologist says its months now. she wants to be at home in quincy. will medicare cover hospice there and what would she owe?',
    must: [
      HEAVY,
      ['part a', 'hospice benefit'],
      [/\bup to 5\b/, /\b5 (?:copay|co-pay|copayment|per|for each|a|each)\b/],
    ],
    not: [/\bpart a deductible (?:applies|of 1,?736)\b/],
  },
  // worked, yes-no trap (the natural "a mistake" is wrong): without Social Security the Part B
  // premium is billed every three months: 3 × 202.90 = 608.70.
  {
    q: 'im 66 and not taking social security yet. medicare just mailed me a bill for 608.70, is that some kind of mistake?',
    must: [
      no(...NOPE, 'probably not', 'likely not'),
      ['3 months', 'three months', 'quarterly', 'every quarter'],
      ['202.90'],
    ],
    not: [opens('yes', "it's a mistake", 'it is a mistake')],
  },

  // ---------------------------------------------------------------- RMDs, IRAs, Roth, HSAs

  // yes-no trap (the natural yes is wrong): the still-working exception for the current
  // employer's plan, for one who does not own 5%.
  {
    q: NURSE_403B,
    must: [
      no(...NOPE, 'not from that', 'not from the', 'not yet', 'not while', 'good news'),
      [
        'still working',
        'still-working',
        'until you retire',
        'when you retire',
        'after you retire',
        'once you retire',
      ],
    ],
    not: [
      opens('yes', "you're late", 'you are late', "you're already late", 'you are already late'),
    ],
  },
  // follow-up, worked: an IRA has no such exception: 300,000 / 25.5 = 11,764.71.
  {
    q: 'what about my old ira from a previous job? it had 300k on dec 31',
    history: [NURSE_403B],
    must: [
      yes(...YEP, 'that one', 'the ira', 'unfortunately'),
      ['11,764', '11,765', '11,764.71'],
      '25.5',
    ],
    not: [opens('no')],
  },
  // worked, yes-no trap (the natural "cash only" is wrong): an RMD may be paid in kind at market
  // value: 400,000 / 23.7 = 16,877.64.
  {
    q: IN_KIND,
    must: [
      yes(...YEP),
      [
        'in kind',
        'in-kind',
        'transfer shares',
        'move shares',
        'transfer the shares',
        'move the shares',
      ],
      ['16,877', '16,878', '16,877.64'],
    ],
    not: [opens('no', 'unfortunately', 'it has to be cash')],
  },
  // follow-up: the shares' basis in the taxable account is their value on the day they moved.
  {
    q: 'then whats my cost basis on those shares in the regular account?',
    history: [IN_KIND],
    must: [
      [
        'market value',
        'value on the date',
        'value on the day',
        'value when',
        'value at the time',
        'worth on the day',
        'worth when',
      ],
    ],
    not: [/\b(?:your )?original (?:cost|purchase price) (?:carries|carries over|stays)\b/],
  },
  // worked, yes-no trap (the natural yes is wrong): after-tax basis on Form 8606 comes out pro
  // rata: 20,000 / 400,000 = 5% of 16,000 = 800 tax-free, 15,200 taxable.
  {
    q: 'back in the 90s i put about 20k of after-tax money into my ira and filed the 8606 forms. the ira is 400k now and my rmd this year is 16,000. is all 16k taxable?',
    must: [no(...NOPE, 'not all', 'not quite'), ['800'], ['15,200']],
    not: [opens('yes', 'all of it')],
  },
  // yes-no trap (the natural yes is wrong): a Roth contribution needs earned income; Social
  // Security and a pension are not.
  {
    q: 'im 64 and fully retired, living on social security plus a small pension from the town of milton. can i still fund a roth ira this year?',
    must: [
      no(...NOPE, 'unfortunately', 'not unless', 'only if'),
      [
        'earned income',
        'wages',
        'compensation',
        'work income',
        'income from work',
        'self-employment',
      ],
    ],
    not: [opens('yes', 'you can')],
  },
  // grief first, yes-no trap (the natural yes is wrong): a non-spouse's inherited HSA ends and its
  // value is income in the year of death.
  {
    q: 'my dad died in march and i was named beneficiary on his health savings account, roughly 28k. can i keep it open as an hsa the way you can with an inherited ira?',
    must: [GRIEF, no(...NOPE), ['taxable', 'income', 'taxed']],
    not: [opens('yes', 'you can'), /\b10-year rule applies to (?:the|an|his) hsa\b/],
  },
  // worked: a qualified HSA funding distribution, once in a lifetime, up to the year's limit:
  // 4,400 + 1,000 = 5,400.
  {
    q: 'im 57 with a self only high deductible plan through my job and an hsa, havent contributed anything yet in 2026. is it possible to shift money from my traditional ira over to the hsa?',
    must: [yes(...YEP), ['once', 'one time', 'one-time'], ['5,400']],
    not: [opens('no'), /\b4,?300\b(?! in 2025| for 2025| last year)/],
  },
  // the Roth catch-up for prior-year wages over 150,000, from 2026.
  {
    q: 'im 58, my w-2 wages at the biotech last year were about 210k. payroll says my 401k catch up contributions must now go in as roth. is that legit or a payroll mistake?',
    must: [
      yes(...YEP, 'it is legit', "it's legit", 'legit', "that's correct", 'correct'),
      ['150,000', '150k'],
    ],
    not: [opens('no', "it's a mistake", 'it is a mistake')],
  },
  // yes-no trap (the natural no is wrong): an HSA may repay a qualified expense years later, with
  // no deadline, if the records are kept.
  {
    q: 'i paid about 8,000 out of pocket for knee surgery back in 2015 when i already had my hsa, and kept the receipts in a shoebox. im 66 now. is it too late to pay myself back from the hsa tax free?',
    must: [
      no(...NOPE, "it's not too late", 'it is not too late', 'not too late', 'good news'),
      ['no time limit', 'no deadline', 'any time', 'anytime', 'years later', 'no limit on when'],
      ['receipt', 'records', 'documentation', 'proof'],
    ],
    not: [opens('yes', "it's too late", 'it is too late', 'unfortunately')],
  },
  // worked, yes-no trap (the natural yes is wrong): an RMD cannot be converted, but earned income
  // of 6,000 allows a Roth contribution of 6,000.
  {
    q: 'im 75 and take rmds, plus i water plants part time at a garden center in hingham for about 6,000 a year. could my rmd just go straight into a roth?',
    must: [
      no(...NOPE, 'not the rmd', 'not directly'),
      [
        "can't be converted",
        'cannot be converted',
        "can't be rolled",
        'cannot be rolled',
        'not eligible',
        "can't convert",
        'cannot convert',
        "can't roll",
        'cannot roll',
      ],
      ['6,000'],
    ],
    not: [opens('yes', 'you can')],
  },

  // ---------------------------------------------------------------- Tax

  // Social Security back pay for earlier years: the lump-sum election (Publication 915).
  {
    q: 'finally got approved for ss disability after two years of appeals and they deposited 22k of back pay covering 2024 and 2025. is all of that taxed on my 2026 return?',
    must: [
      no(...NOPE, 'not necessarily', 'maybe not'),
      [
        'lump-sum election',
        'lump sum election',
        'earlier years',
        'prior years',
        'previous years',
        'publication 915',
        'pub 915',
        'years it was for',
      ],
    ],
    not: [
      opens('yes', 'you do', 'you will'),
      /\bamend (?:your|the) (?:2024|2025|earlier|prior) returns?\b/,
    ],
  },
  // worked, yes-no trap (the natural "wash sale" no is wrong): the wash-sale rule is for losses;
  // 0% up to 49,450: 49,450 − 12,000 = 37,450.
  {
    q: HARVEST,
    must: [yes(...YEP), ['37,450'], ['wash sale', 'wash-sale']],
    not: [opens('no'), /\b48,?350\b(?! in 2025| for 2025| last year)/],
  },
  // follow-up, worked: Massachusetts has no 0% rate; long-term gains at 5%: 37,450 × 5% = 1,872.50.
  {
    q: 'and what about the state?',
    history: [HARVEST],
    must: [['5%'], ['1,872', '1,872.50', '1,873']],
    not: [/\bmassachusetts (?:also )?(?:has|follows|uses) (?:a|the) 0% (?:rate|bracket)\b/],
  },
  // worked: 16,100 + 2,050 for 65 + 2,050 for blindness = 20,200.
  {
    q: BLIND_67,
    must: [['20,200'], ['2,050']],
    not: [/\b15,?750\b(?! in 2025| for 2025| last year)/],
  },
  // follow-up, worked: the senior deduction in full under 75,000: 20,200 + 6,000 = 26,200.
  {
    q: 'and does that new 6,000 senior deduction stack on top of it? my income is about 60k, mostly pension',
    history: [BLIND_67],
    must: [yes(...YEP), ['26,200']],
    not: [opens('no')],
  },
  // worked: withholding counts as paid evenly through the year; the 100% safe harbour at AGI of
  // 150,000 or less: 22,000.
  {
    q: 'sold our rental in august with a big gain. were retired and nothing was withheld this year. last years tax was 22k on agi of 120k. we missed the september estimate, can we fix it by withholding from my december ira withdrawal?',
    must: [
      yes(...YEP, 'often', 'usually'),
      ['22,000'],
      ['evenly', 'spread', 'throughout the year', 'as if', 'ratably', 'over the year'],
    ],
    not: [opens('no')],
  },
  // yes-no trap (the natural yes is wrong): from 2026 non-itemizers deduct up to 2,000 of cash
  // gifts on a joint return.
  {
    q: 'we take the standard deduction and put about 3,000 a year in the collection basket at st marys, by check. so theres no tax break for us on that, right?',
    must: [
      no(...NOPE, 'actually', 'good news', 'starting in 2026', 'as of 2026', 'from 2026'),
      ['2,000'],
    ],
    not: [opens('yes', 'right', "that's right", 'correct')],
  },
  // the Massachusetts circuit breaker: property tax over 10% of income, 65 and over.
  {
    q: 'im 72 and own a two bedroom cape in worcester. property tax is about 6,200 and my income is around 45k. does the state do anything to help with that?',
    must: [['circuit breaker'], ['10%']],
    not: [/\bmassachusetts (?:doesn't|does not) (?:offer|have) (?:any )?(?:help|credit|relief)\b/],
  },

  // ---------------------------------------------------------------- Estates, wills, probate

  // grief first, yes-no trap (the natural "the children share" is wrong): with no will, a wife
  // whose husband's children are all hers (and she has no others) takes his whole probate estate
  // (G.L. c. 190B, § 2-102).
  {
    q: 'my husband died in plymouth without ever signing a will. we have two grown sons together and neither of us has other kids. do the boys get a share of his things, or does it all come to me?',
    must: [GRIEF, ['all', 'entire', 'everything', 'whole']],
    not: [
      opens('the boys', 'your sons get', 'they get'),
      /\b(?:two-thirds|2\/3|one-third|1\/3) (?:goes )?to (?:the|your) (?:sons|boys|children)\b/,
    ],
  },
  // Massachusetts has no living-will statute; the health care proxy is the binding document.
  {
    q: 'i want a living will so they dont keep me on machines. where do i get the massachusetts form?',
    must: [
      ['health care proxy'],
      [
        'no living will statute',
        'no living will law',
        'no statute',
        "doesn't have a living will",
        'does not have a living will',
        "doesn't recognize",
        'does not recognize',
        'not legally binding',
        "isn't legally binding",
        'not binding',
        'no official',
        'no state form',
        'no specific law',
      ],
    ],
    not: [
      /\bmassachusetts(?:'s)? (?:official |statutory )(?:living will|advance directive) form\b/,
    ],
  },
  // worked: tuition paid straight to the school is excluded without limit; 25,000 − 19,000 =
  // 6,000 goes on Form 709, no tax due.
  {
    q: TUITION,
    must: [
      ['directly', 'straight to', 'to the school', 'to the university', 'to northeastern'],
      ['19,000'],
      ['6,000'],
      ['709'],
    ],
    not: [/\b43,?000\b/, /\byou(?:'ll| will) owe gift tax\b/],
  },
  // follow-up, yes-no trap (the natural yes is wrong): no Massachusetts gift tax.
  {
    q: 'does massachusetts have its own gift tax?',
    history: [TUITION],
    must: [
      [
        no(...NOPE),
        /\b(?:has no|doesn't have an?|does not have an?) (?:state |separate )?gift tax\b/,
        "doesn't have one",
        'does not have one',
      ],
    ],
    not: [opens('yes', 'it does')],
  },
  // yes-no trap (the natural yes is wrong): a joint account with survivorship passes outside the will.
  {
    q: 'i added my daughter to my checking account at the credit union so she could help pay my bills. my will splits everything 3 ways between my kids, so that account gets split too right?',
    must: [
      no(...NOPE, 'probably not', 'likely not', 'not necessarily', 'not automatically'),
      [
        'survivorship',
        'passes to her',
        'goes to her',
        'outside the will',
        'outside of the will',
        'outside your will',
      ],
    ],
    not: [opens('yes', 'right', "that's right", 'correct')],
  },
  // yes-no trap (the natural no is wrong): a Massachusetts spouse may claim against the will unless
  // the right was waived.
  {
    q: 'second marriage, we each kept our own money. my will leaves everything to my kids from my first marriage. she cant challenge that, can she?',
    must: [
      yes(...YEP, 'she may', 'she might', 'she could', 'she can', 'possibly', 'actually'),
      [
        'elective share',
        'right of election',
        'waive',
        'waiver',
        'prenup',
        'postnup',
        'prenuptial',
        'postnuptial',
        'claim a share',
        'take against',
      ],
    ],
    not: [opens('no', "she can't", 'she cannot', 'right')],
  },
  // worked, grief first, yes-no trap (the natural yes is wrong): in a common-law state only the
  // husband's half steps up: 100,000 + 450,000 = 550,000; a widow selling within two years keeps
  // the 500,000 exclusion.
  {
    q: 'lost my husband in february. our place in needham was bought in 1995 for 200k in both names and would sell for about 900k. is my new basis the full 900k, and will i owe anything if i sell this year?',
    must: [GRIEF, ['550,000', '550k'], ['500,000', '500k'], ['half']],
    not: [
      opens('yes', 'right', "that's right", 'correct'),
      /\bbasis (?:is|becomes) (?:the full )?900,?000\b/,
    ],
  },

  // ---------------------------------------------------------------- Withdrawals and income

  // yes-no trap (the natural no is wrong): 72(t) payments for the longer of five years or to 59½.
  {
    q: 'im 54 and just sold my landscaping business, done working. about 600k sitting in an ira. is there any way to tap it before 59 and a half without the 10% penalty?',
    must: [
      yes(...YEP, 'there is', 'there are'),
      ['72(t)', '72t', 'substantially equal'],
      ['5 years', 'five years'],
    ],
    not: [opens('no', 'unfortunately')],
  },
  // worked, yes-no trap (the natural yes is wrong): the age-55 exception is the plan's, not the
  // IRA's: 10% × 30,000 = 3,000.
  {
    q: ROLLED_401K,
    must: [no(...NOPE, 'unfortunately', 'not from the ira'), ['3,000'], FIFTY_NINE_AND_A_HALF],
    not: [opens('yes', 'right', "that's right", 'correct')],
  },
  // follow-up: had it stayed in the 401(k), no additional tax.
  {
    q: 'so if i had just left it in the 401k i wouldve been fine?',
    history: [ROLLED_401K],
    must: [
      yes(...YEP, 'you would have', "you would've", "you'd have"),
      ['rule of 55', 'age 55', 'after 55', '55 or older', 'turn 55', 'turned 55', 'over 55'],
    ],
    not: [opens('no')],
  },
  // worked: 50% × 3,780 = 1,890; 100% × 3,520 = 3,520.
  {
    q: PENSION_3,
    must: [['1,890'], ['3,520']],
    not: [/\b2,?050\b/],
  },
  // follow-up, yes-no trap (the natural yes is wrong): the election is generally irrevocable once
  // payments start.
  {
    q: 'if his heart gets worse after i start, can we switch to the single life amount then?',
    history: [PENSION_3],
    must: [
      no(...NOPE, 'generally not', 'usually not', 'unfortunately'),
      [
        'irrevocable',
        'permanent',
        "can't be changed",
        'cannot be changed',
        'locked',
        'final',
        "can't change",
        'cannot change',
      ],
    ],
    not: [opens('yes', 'you can')],
  },
  // a reverse mortgage (HECM) and the heirs: repay the loan or 95% of the appraised value, never
  // more than the house.
  {
    q: 'thinking about a reverse mortgage on our house in braintree. if we do it, do our kids lose the house when were gone, and could they end up owing more than its worth?',
    must: [
      ['95%'],
      [
        'non-recourse',
        'nonrecourse',
        'never owe more',
        'not owe more',
        "won't owe more",
        'will not owe more',
        'not personally',
      ],
    ],
    not: [
      /\b(?:kids|children|heirs) (?:will|would) (?:have to )?(?:pay|owe) the (?:full|whole) (?:loan|balance) even\b/,
    ],
  },
  // worked: replacing 3,100 a month for five years from savings: 3,100 × 12 × 5 = 186,000.
  {
    q: 'retired at 65 with about 900k in iras. id like to hold off on ss until 70 when it will be about 3,100 a month. roughly how much would i need to pull from the iras to cover that gap for the 5 years?',
    must: [['186,000', '186k']],
    not: [/\b155,?000\b/],
  },

  // ---------------------------------------------------------------- Annuities

  // worked: a 1035 exchange moves it without tax; the old contract's charge 7% × 150,000 = 10,500.
  {
    q: 'have an old variable annuity worth 150k, still a 7% surrender charge on it. want to move it to a fixed annuity. will i owe tax and what does the surrender cost me?',
    must: [['1035'], ['10,500']],
    not: [/\btaxed on (?:the )?(?:whole|entire|full) 150,?000\b/],
  },
  // grief first, yes-no trap (the natural no is wrong): a life-only payout ends at death unless a
  // refund or period certain was chosen.
  {
    q: LIFE_ONLY,
    must: [
      GRIEF,
      yes(...YEP, 'unfortunately', 'it can', 'sadly', 'possibly'),
      ['life only', 'life-only', 'single life', 'straight life'],
      ['refund', 'period certain', 'guarantee period', 'certain period'],
    ],
    not: [opens('no', "that can't", 'that cannot')],
  },
  // follow-up, yes-no trap (the natural no is wrong): the unrecovered cost is a deduction on his
  // final return.
  {
    q: 'is there at least some tax write off for all the money he never got back?',
    history: [LIFE_ONLY],
    must: [
      yes(...YEP, 'there may be', 'there is', 'possibly', 'likely'),
      ['final return', 'last return', 'final tax return', 'final 1040', 'final income tax return'],
      [
        'unrecovered',
        'not recovered',
        'never recovered',
        "didn't recover",
        'did not recover',
        'deduct',
      ],
    ],
    not: [opens('no', 'unfortunately not', 'sadly no')],
  },
  // worked, yes-no trap (the natural "a mistake" is wrong): with Table V (70: 16.0 years) the cost
  // is recovered by 86; from then on every payment is taxable.
  {
    q: 'im 88. bought an immediate annuity with savings at 70 and for years only part of each check was taxable. this year the 1099-r says all of it is taxable. is the company wrong?',
    must: [
      no(...NOPE, 'probably not', 'likely not'),
      ['recovered', 'recover', 'cost basis', 'investment back', 'exclusion ratio'],
      ['86', '16 years'],
    ],
    not: [opens('yes', 'they are wrong', "they're wrong")],
  },
  // the 2026 QLAC limit 210,000, income by 85.
  {
    q: 'im 72, retired pharmacist, about 900k in my ira and the rmds will push me into a higher bracket. how much can go into a qlac?',
    must: [['210,000', '210k'], ['85']],
    not: [
      /\b25% of (?:your|the) (?:ira|balance|account)\b(?! (?:rule|limit) (?:was|is) (?:gone|repealed|removed))/,
      /\b200,?000 limit\b/,
    ],
  },
  // yes-no trap (the natural yes is wrong): an income rider's roll-up is not a return on the money.
  {
    q: 'the agent says my annuitys income rider grows 7% a year guaranteed. so my money is earning 7%, better than my cds?',
    must: [
      no(...NOPE, 'not quite', 'not exactly'),
      ['income base', 'benefit base', 'income value'],
      [
        'not cash',
        'not the cash',
        'not your account value',
        'not the account value',
        'not money you can',
        "can't withdraw",
        'cannot withdraw',
        'no cash value',
        'not a real',
        'only for',
        'only used',
        'not walk away',
        "can't walk away",
        /\b(?:isn't|is not) (?:your |the )?(?:account value|cash)\b/,
      ],
    ],
    not: [opens('yes', "that's right", 'correct')],
  },

  // ---------------------------------------------------------------- Long-term care

  // worked: a hybrid policy's care benefits come out of its death benefit: 2% × 300,000 = 6,000 a
  // month, × 24 = 144,000, leaving 156,000.
  {
    q: 'bought a hybrid life policy years ago, 300k death benefit with a care rider that pays 2% of it a month. if i end up using 2 years of care, what is left for my kids?',
    must: [['6,000'], ['144,000', '144k'], ['156,000', '156k']],
    not: [/\b(?:kids|children) (?:still )?get the (?:full|whole) 300,?000\b/],
  },
  // diagnosis first, yes-no trap (the natural yes is wrong): severe cognitive impairment is its own
  // trigger.
  {
    q: 'mom has moderate dementia and wanders at night but she can still bathe and dress herself. her ltc policy says 2 of 6 adls, so she cant claim yet right?',
    must: [
      HEAVY,
      no(...NOPE, 'not necessarily', 'she may', 'she might'),
      ['cognitive impairment', 'cognitive trigger', 'cognitively impaired'],
      ['supervision', 'separate', 'on its own', 'by itself', 'either', 'alone'],
    ],
    not: [opens('yes', 'right', "that's right", 'correct')],
  },
  // worked: 30 × 38 × 52 = 59,280 a year; 200,000 / 59,280 ≈ 3.4 years.
  {
    q: 'dad needs an aide about 30 hours a week, the agency charges 38 an hour. he has 200k saved. how long will that last?',
    must: [
      ['59,280'],
      [
        /\b3\.3\d?\b/,
        /\b3\.4\b/,
        'three and a half',
        '3 and a half',
        '3½',
        '40 months',
        '41 months',
        'three years and four months',
        '3 years and 4 months',
      ],
    ],
    not: [/\b(?:about|roughly|around) (?:5|6|five|six) years\b/],
  },

  // ---------------------------------------------------------------- Life insurance

  // grief first, yes-no trap (the natural no is wrong): the two-year contestability period.
  {
    q: CONTEST,
    must: [
      GRIEF,
      yes(...YEP, 'they can', 'unfortunately', 'within'),
      ['2 years', 'two years', 'two-year', '2-year', 'contestab'],
    ],
    not: [opens('no', "they can't", 'they cannot')],
  },
  // follow-up, yes-no trap (the natural yes is wrong): a death benefit is not income.
  {
    q: 'and if they do pay, is the 250k taxable to me?',
    history: [CONTEST],
    must: [
      no(...NOPE, 'generally not', 'good news'),
      [
        'not taxable',
        'tax-free',
        'tax free',
        'not income',
        'no income tax',
        "isn't taxable",
        'not subject to income tax',
      ],
    ],
    not: [opens('yes', 'it is', "it's taxable")],
  },
  // worked, yes-no trap (the natural yes is wrong): a lapse with a loan is taxed above the
  // premiums paid: 120,000 − 70,000 = 50,000.
  {
    q: 'my old whole life policy from metlife has 120k cash value, ive paid about 70k in premiums over the years and theres a 40k loan against it. if i just stop paying and let it lapse theres no tax since loans arent taxable, right?',
    must: [no(...NOPE, 'unfortunately', 'be careful', 'careful'), ['50,000', '50k']],
    not: [opens('yes', 'right', "that's right", 'correct')],
  },
  // group life at retirement: conversion (or portability) within 31 days.
  {
    q: 'retiring in march from a big insurance company in boston. i have 300k of group life through work. does that just end when i leave?',
    must: [
      ['convert', 'conversion', 'port', 'portable', 'portability'],
      ['31 days', '31-day', 'thirty-one days', 'a month'],
    ],
    not: [opens('yes, it ends', 'it just ends', "there's nothing", 'there is nothing')],
  },

  // ---------------------------------------------------------------- MassHealth

  // yes-no trap (the natural no is wrong): an irrevocable prepaid funeral contract is not counted.
  {
    q: 'dad is applying for masshealth for his nursing home bill in fall river and is about 9,000 over their limit. is he allowed to use that to prepay his funeral?',
    must: [yes(...YEP, 'he can', 'he may', 'often'), ['irrevocable'], ['2,000']],
    not: [opens('no', "he can't", 'he cannot')],
  },
  // the 2026 income limit for home care under MassHealth (Frail Elder Waiver) 2,982 a month and
  // assets 2,000.
  {
    q: FEW,
    must: [['2,982'], ['2,000'], ['frail elder', 'waiver', 'pace', 'home care']],
    not: [/\b2,?901\b(?! in 2025| for 2025| last year)/],
  },
  // follow-up, yes-no trap (the natural no is wrong): life insurance with a face value over 1,500
  // counts at its cash value.
  {
    q: 'she also has an old 10,000 whole life policy with some cash value. does that count against her?',
    history: [FEW],
    must: [
      yes(...YEP, 'it can', 'it may', 'it could', 'probably', 'likely', 'unfortunately'),
      ['1,500'],
      ['cash value', 'cash surrender'],
    ],
    not: [opens('no', "it doesn't", 'it does not')],
  },

  // ---------------------------------------------------------------- The firm

  // the firm: where its office is and access.
  {
    q: OFFICE,
    must: [REACH_US],
    not: MADE_UP_FEE,
  },
  // follow-up, the firm: the first meeting's cost, never stated here.
  {
    q: 'and would that first sit-down cost us anything?',
    history: [OFFICE],
    must: [REACH_US],
    not: MADE_UP_FEE,
  },
  // the firm: a meeting in the visitor's mother's language, never stated here.
  {
    q: 'does anyone there speak portuguese? my mother would be more comfortable going over her savings in her own language',
    must: [REACH_US],
    not: MADE_UP_FEE,
  },

  // ---------------------------------------------------------------- Behaviour and mixed

  // behaviour: greeting.
  {
    q: 'hi, is anyone there?',
    expect: 'greeting',
  },
  // behaviour: thanks after an answer.
  {
    q: 'thank you so much, that really helps',
    history: ['how do i report my husbands death to social security?'],
    expect: 'thanks',
  },
  // behaviour: out of the firm's scope.
  {
    q: 'whats a good new england clam chowder recipe for about 12 people, with bacon?',
    expect: 'out_of_scope',
  },
  // behaviour: a request for a person after an answer.
  {
    q: 'ok this is more tangled than i thought. id like to sit down with somebody at your office about my mothers situation',
    history: ['should my mother sell her condo before going into assisted living?'],
    expect: 'handoff',
  },
  // behaviour: a request for a person.
  {
    q: 'can i speak with an actual advisor please',
    expect: 'handoff',
  },
  // behaviour: personal data shared.
  {
    q: 'can you look up why my rmd never came through? schwab ira 8841-2267, date of birth 3/14/1951',
    expect: 'privacy',
  },
  // mixed: the errand declined; the 2026 HSA family limit and catch-up: 8,750 + 1,000 = 9,750.
  {
    q: 'can you fix my printer? it keeps jamming. also how much can i put into my hsa for 2026, im 58 and on my wifes family plan',
    must: [DECLINES, ['9,750']],
    not: [/\b9,?550\b(?! in 2025| for 2025| last year)/],
  },
  // mixed: the errand declined; the earliest claim at 62.
  {
    q: 'what time does the registry of deeds in dedham close today? and whats the earliest age i can start social security',
    must: [DECLINES, ['62']],
    not: [/\bearliest (?:age )?(?:is|at) (?:65|66|67)\b/],
  },
];
