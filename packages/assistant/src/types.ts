/** Public types of @firm/assistant. */
import type { Source } from '@firm/contract/protocol.ts';

/** A page an answer was drawn from, as the wire contract sends it. */
export type { Source };

/** A page as the content lists it: the short name of its issuer ("IRS", "SSA") as well. */
export interface SourceData extends Source {
  issuer: string;
}

/** A published figure as the content lists it; `source` is a key of the sources. */
export interface FigureData {
  amount: number;
  perMonth?: true;
  year: number;
  source: string;
}

/** A topic as the content files write it (see `scripts/content-schema.ts`). */
/**
 * A circumstance a topic's or a point's answers are written for: a divorced spouse, a spouse, an illness, a death, an
 * age under 65, a widow or widower, the visitor's own home, a parent's heir, a Massachusetts
 * resident, one leaving the state or one moving into it, a visitor with no pay from work, the
 * visitor's own accounts (not a spouse's), a workplace plan named (a 401(k), not an IRA alone),
 * a marriage of under a year, a worker who has not filed, the worker whose own benefit is at stake
 * (not one asking to get an ex-spouse's).
 */
export type Presumption =
  | 'divorced'
  | 'a-spouse'
  | 'ill'
  | 'a-death'
  | 'under-65'
  | 'widowed'
  | 'own-home'
  | 'a-parent'
  | 'ma-resident'
  | 'leaving-ma'
  | 'coming-to-ma'
  | 'no-pay'
  | 'not-collecting'
  | 'newly-married'
  | 'not-filed'
  | 'own-benefit'
  | 'own-accounts'
  | 'work-plan'
  | 'left-job'
  | 'federal'
  | 'deposits'
  | 'death-this-year'
  | 'death-before'
  | 'remarried';

export interface TopicData {
  id: string;
  title: string;
  area: string;
  questions: readonly string[];
  keywords: readonly string[];
  /** Keys of the sources. */
  sources: readonly string[];
  ask?: string;
  presumes?: Presumption;
  points?: readonly {
    asks: readonly string[];
    /** The phrasings are a misreading, answered only when put for confirmation. */
    belief?: true;
    presumes?: Presumption;
    says?: string;
    /** The name of a worked answer in `src/calc`. */
    calculator?: string;
    uses?: readonly (keyof Details)[];
    /** Answers only a visitor who gave what its calculator needs. */
    onlyWorked?: true;
  }[];
  summary: string;
  steps: readonly string[];
  benefits: readonly string[];
  risks: readonly string[];
  next: readonly string[];
}

/** A prior chat message, as relay-chat receives it. */
export interface HistoryTurn {
  role: 'user' | 'ai';
  content: string;
}

export interface AnswerOptions {
  /** The firm's phone number as shown to visitors, e.g. `(617) 555-0142`. */
  phone: string;
  /** Used in "talk to …" lines; defaults to "our team". */
  firmName?: string;
  /**
   * The confidence below which a specific yes/no or figure is held back; the calibrated default
   * is `ABSTAIN_BELOW`. Set only to calibrate it.
   */
  abstainBelow?: number;
}

export type AnswerKind =
  | 'topic'
  /** A topic's general answer and a question, where the engine held back a yes/no or a figure. */
  | 'partial'
  | 'greeting'
  | 'thanks'
  | 'out_of_scope'
  | 'handoff'
  | 'privacy'
  | 'fallback';

export interface Answer {
  /** Markdown. */
  text: string;
  sources: Source[];
  kind: AnswerKind;
  topicId: string | null;
  /** The facet (a specific question of the topic) answered, or null for a general answer. */
  facet: string | null;
  /** How sure the engine was of the decisions behind the answer, 0 to 1. */
  confidence: number;
  /** The engine held back a yes/no or a figure it was not sure of, or lacked a detail for. */
  abstained: boolean;
}

export interface ChatCompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface GroundedPrompt {
  /** Ready for an OpenAI-compatible `/chat/completions` call. */
  messages: ChatCompletionMessage[];
  /** The sources of the passages placed in the prompt. */
  sources: Source[];
  promptVersion: string;
  kbVersion: string;
  /** The texts a reply's dollar amounts, percentages and ages may come from (`checkFigures`). */
  grounding: string[];
  /** The engine's own answer to the same turn: what to show when the reply fails the check. */
  fallback: Answer;
}

/**
 * What the visitor said about themselves in the message or earlier in the conversation, so an
 * answer can work out the figure that applies to them.
 */
export interface Details {
  /** Ages given, the visitor's own first ("I'm 61"; "married, 67 and 70"). */
  ages: number[];
  birthYear?: number;
  /**
   * The age the visitor reaches by the end of this year, when they say they turn it later this
   * year ("I'm 63 now but turn 64 on December 20"): limits and catch-ups go by it.
   */
  yearEndAge?: number;
  /** True for a married couple, false for single or widowed; unset when not said. */
  married?: boolean;
  /** Yearly household income. */
  income?: number;
  /** Yearly pay from work ("I work part time, about 30k a year"). */
  earnings?: number;
  /** A gain on a sale ("made about 600k profit"). */
  gain?: number;
  /** Depreciation taken on a rental sold ("took 90k of depreciation"), part of its gain. */
  depreciation?: number;
  /** Savings or an estate ("house and savings about 2.5 million"). */
  assets?: number;
  /** What the visitor owns, added up from the holdings they list (home, accounts, life insurance). */
  estate?: number;
  /** Yearly spending ("if I spend 50k a year"). */
  spending?: number;
  /** Monthly amounts, such as two Social Security checks. */
  monthly: number[];
  /** Widowed ("my husband passed"), or asking what follows the spouse's death ("what if he dies first"). */
  widowed?: boolean;
  /** The year of a death the visitor tells with its time: "he died last year", "passed in 2024". */
  diedYear?: number;
  /** Files as head of household: named so, or unmarried keeping a home for a relative they pay for. */
  headOfHousehold?: boolean;
  /** Legally blind ("i'm legally blind"): an additional standard deduction, as at 65. */
  blind?: boolean;
  /** Month (1-12) and day of a birthday given without a birth cue ("I turn 65 on August 14"). */
  birthMonth?: number;
  birthDay?: number;
  /** The month (1-12) the visitor means to sign up for Medicare ("if i dont get to it until august"). */
  signUpMonth?: number;
  /** The month (1-12), and year if said, Social Security benefits start ("approved starting with july 2026"). */
  benefitStartMonth?: number;
  benefitStartYear?: number;
  /** The age the visitor asks about claiming at ("if I claim at 64"). */
  claimAge?: number;
  /** How long ago the visitor's own claim was made, in months ("claimed at 62 two years ago"). */
  claimedMonthsAgo?: number;
  /** A second claiming age the first is weighed against ("starting at 64 vs 70"). */
  compareAge?: number;
  /** An amount asked about growing (with inflation or a return), and what it grows to. */
  growFrom?: number;
  growTo?: number;
  /** The age a lifetime total is counted to: "if i live to 85". */
  livesTo?: number;
  /** Monthly Social Security at given claiming ages ("$1,800 at 62 or $3,190 at 70"). */
  benefitAt: { age: number; monthly: number }[];
  /** Yearly Social Security benefits of the household ("our Social Security is about $48,000"). */
  benefits?: number;
  /** Other yearly income that counts toward tax: pensions, IRA withdrawals, wages. */
  otherIncome?: number;
  /** Taxable income after deductions, when the visitor says so. */
  taxableIncome?: number;
  /** Family (not self-only) health coverage. */
  family?: boolean;
  /** The visitor still works for pay (true), or says they do not (false). */
  working?: boolean;
  /**
   * The balance given is a workplace plan of the employer the visitor still works for, and no
   * IRA is named ("my 403b there has about 410k"): its RMDs can wait until they retire. False
   * for a visitor still working who names an IRA, whose RMDs do not wait.
   */
  planAtWork?: boolean;
  /** The age the visitor left an earlier job whose plan they still hold ("an old 401k from a job i left at 50"). */
  leftEarlierAt?: number;
  /** The spouse has no pay of their own ("my wife doesn't work"). */
  spouseNoPay?: true;
  /**
   * The visitor never worked for pay ("i never worked", "i was a stay at home mom"): no record of
   * their own, so a benefit for them is a spouse's, on the spouse's record.
   */
  ownNoRecord?: true;
  /** Who is covered by a retirement plan at work this year: the visitor, the spouse, both, neither. */
  workPlan?: 'self' | 'spouse' | 'both' | 'neither';
  /** A lump sum offered instead of a pension ("a lump sum of 400k"). */
  lumpSum?: number;
  /** The visitor's monthly benefit at full retirement age, from their statement ("2,400 at full retirement age"). */
  fullBenefit?: number;
  /** The spouse's (or ex-spouse's) monthly benefit at full retirement age. */
  spouseFullBenefit?: number;
  /** The visitor reaches full retirement age this year ("I hit my full retirement age in October"). */
  fraThisYear?: boolean;
  /** A pension's monthly amount ("2,000 a month for life"). */
  pensionMonthly?: number;
  /** The part of an IRA balance held in a QLAC, which RMDs leave out until it pays. */
  qlac?: number;
  /** The workplace plan is a SIMPLE IRA or SIMPLE 401(k), with its own limits. */
  simplePlan?: true;
  /** Money held in a joint account ("a joint savings account", "my wife and i have 480k"). */
  jointAccount?: true;
  /** The year the visitor's first Roth IRA was funded ("opened my first roth last year"). */
  rothOpened?: number;
  /** What care costs, by the unit it is priced in ("525 a day", "7,500 a month", "35 an hour"). */
  careCost?: { amount: number; per: 'hour' | 'day' | 'week' | 'month' | 'year' };
  /** Hours of care a week ("20 hours a week"). */
  careHours?: number;
  /** Years of withdrawals kept in cash ("keep 2 years of that withdrawal in cash"). */
  reserveYears?: number;
  /** Years of care asked about ("if mom needs it for 3 years"). */
  careYears?: number;
  /** Days of care asked about ("a home aide at 300 a day for 180 days"). */
  careDays?: number;
  /**
   * Days of one stay as an admitted patient ("stayed 75 days", "40 days in rehab"): in a
   * hospital, or in a skilled nursing facility after one.
   */
  stayDays?: number;
  stayIn?: 'hospital' | 'snf';
  /**
   * Whether the parent the visitor asks for has a spouse who stays at home ("mom and dad have
   * 120k, dad is going into a nursing home") or is alone ("mother, 86, widowed"): the couple
   * MassHealth weighs is theirs, not the visitor's own marriage.
   */
  careCouple?: boolean;
  /** The income given is one the visitor expects ("my income will drop to 60k"), not one a return shows. */
  incomeToCome?: true;
  /** Days in the hospital before a skilled nursing facility ("admitted 3 nights"). */
  hospitalDays?: number;
  /**
   * The hospital stay before a skilled nursing facility was under observation (outpatient days);
   * false when the visitor asks what admission would have changed ("if she had been admitted").
   */
  observation?: boolean;
  /**
   * The months (1 to 12) of two or more hospital admissions, in the order told ("pneumonia in
   * february, then again in june"): two benefit periods or one turns on the days between them.
   */
  admissionMonths?: number[];
  /** Nights of the first of those stays, when told ("4 days in february", "five nights"). */
  firstStayDays?: number;
  /**
   * Days out of the hospital before going back in ("back in 3 weeks after getting discharged"),
   * as told: a count of days, weeks or months.
   */
  daysOut?: { count: number; unit: 'day' | 'week' | 'month' };
  /** The month the later admission is supposed to have come instead ("what if it was in march instead"). */
  readmissionMonth?: number;
  /** The visitor inherited what the message is about ("inherited my mom's house", "left me"). */
  inherited?: true;
  /** The gain is on selling the visitor's home ("selling my house", "sold our condo"). */
  homeSold?: true;
  /** What the visitor spent improving a home ("put about 70k into it"): it adds to its cost. */
  improvements?: number;
  /** What was paid for what is sold ("bought it in 1988 for 140k"), its cost before improvements. */
  purchasePrice?: number;
  /** What selling cost (commission, closing costs), already taken off the price in `gain`. */
  sellingCosts?: number;
  /** A pension or annuity paid over two lives (joint and survivor), or one (single life). */
  jointAnnuity?: boolean;
  /** What the visitor's drugs cost a year at the plan's price ("about 800 a month full price"). */
  drugCost?: number;
  /** The drug asked about is insulin, whose price Part D and Part B cap a month. */
  insulin?: true;
  /** How many insulins, when more than one ("two kinds of insulin"): the cap is for each. */
  insulins?: number;
  /** A bill's Medicare-approved amount ("medicare approves 480 for it", "1,500 approved"). */
  approved?: number;
  /** Whether this year's Part B deductible is met ("already met my deductible", "my first bill this year"). */
  deductibleMet?: boolean;
  /** The visitor has coverage that pays part of Original Medicare's 20% (Medigap, an Advantage plan, MassHealth). */
  supplemented?: true;
  /** A Medigap plan named that does not pay the Part B deductible ("supplement 1a", "plan g"). */
  medigapPlan?: string;
  /** A Medigap plan named that pays the Part B deductible (Supplement 1, plans C and F). */
  medigapPaysPartBDeductible?: true;
  /** Last year's total federal tax ("last year's federal tax was 30k"): the safe harbor's base. */
  priorTax?: number;
  /** A net capital loss for the year ("lost 20k selling stock"). */
  capitalLoss?: number;
  /** Net investment income: dividends, interest, capital gains ("80k of it is dividends"). */
  investmentIncome?: number;
  /** A long-term care policy's daily benefit, and its elimination period in days. */
  ltcDaily?: number;
  eliminationDays?: number;
  /** A long-term care policy's inflation protection: its yearly rate, compound or simple ("3% compound": 0.03). */
  ltcInflation?: { rate: number; compound: boolean };
  /** What the visitor's (or a parent's) home is worth ("her house is worth about 1.35 million"). */
  homeValue?: number;
  /** Years since the policy was bought ("bought ltc insurance 12 years ago"). */
  policyYears?: number;
  /**
   * Yearly pension from Massachusetts or federal government service ("a 45k mass pension",
   * "retired from the town"), which Massachusetts does not tax; it is part of `otherIncome` too.
   */
  publicPension?: number;
  /** What a contract (annuity, life policy) cost: premiums or the amount put in. */
  paidIn?: number;
  /** What a contract is worth now: its value or cash value. */
  worth?: number;
  /** An income rider's benefit (income) base: the figure its lifetime withdrawals are worked on, not cash. */
  benefitBase?: number;
  /** The share of the benefit base an income rider pays a year ("at 5.5%": 0.055). */
  payoutRate?: number;
  /** What a contract is asked to be exchanged into ("move it into an annuity", "into a life policy"). */
  exchangeInto?: 'annuity' | 'life';
  /** A yearly installment a sum is paid in ("10 yearly payments of 33,000"). */
  installment?: number;
  /** The years an annuity is paid out over when annuitized for a set period ("annuitize it over 10 years"). */
  payoutYears?: number;
  /** An annuity's surrender charge this year, as a fraction ("surrender charge is 5%": 0.05). */
  surrenderRate?: number;
  /** The share of the value it lets out each year free of the charge ("10% a year free": 0.1). */
  freeShare?: number;
  /** An indexed annuity's cap on the yearly credit ("8% annual cap": 0.08). */
  indexCap?: number;
  /** An indexed annuity's participation rate ("100% participation": 1). */
  participation?: number;
  /** The index's change over each contract year told, oldest first ("went up 14%", then "drops 10%"). */
  indexReturns?: number[];
  /** Months the visitor went without Part B or creditable drug coverage, and which. */
  monthsLate?: number;
  latePart?: 'B' | 'D';
  /** The bracket the visitor wants to stay in ("stay in the 12% bracket"). */
  bracketRate?: number;
  /** The visitor's own federal bracket, in percent ("im in the 22% bracket"). */
  federalRate?: number;
  /** The state income tax rate the visitor names, in percent ("mass is 5%"). */
  stateRate?: number;
  /**
   * A rate of federal tax the visitor would have withheld from a check, in percent ("hold back
   * 12% of each deposit", "if i have 10% withheld").
   */
  withholdRate?: number;
  /** An heir who is disabled or chronically ill ("my brother is disabled and got the other half"). */
  heirDisabled?: true;
  /** The late owner's age at death, of an inherited account ("he died at 70", "he was 80"). */
  ownerAge?: number;
  /**
   * Who the late owner was to the visitor: a parent or another of an older generation (a
   * grandparent, an aunt or uncle, a parent-in-law), a brother or sister, or another.
   */
  leftBy?: 'elder' | 'sibling' | 'other';
  /** Whether the late owner of an inherited IRA had started RMDs ("he was already taking rmds"). */
  ownerRmds?: boolean;
  /** A plan put for judgement as too much ("is that too much?"), whose yes is a safe plan's no. */
  askedTooMuch?: true;
  /** Money put as untaxed for confirming ("proceeds aren't taxed, yes?"), whose yes is a tax's no. */
  askedUntaxed?: true;
  /** What the visitor wants in hand after tax from a withdrawal ("to end up with 40k"). */
  netWanted?: number;
  /** What savings earn a year, as a share ("it earns about 5%": 0.05). */
  growth?: number;
  /** How fast prices rise a year, as a share ("if prices go up 3% a year": 0.03). */
  inflation?: number;
  /** The years ahead a question looks ("in 10 yrs"). */
  yearsAhead?: number;
  /** A long-term care or hybrid policy's pool of benefits ("a 300k long term care pool"). */
  benefitPool?: number;
  /** The Social Security amount given is what is deposited, after the Part B premium ("1,950 deposited"). */
  depositNet?: true;
  /** A year's RMD and a QCD given toward it ("my rmd is 12,000", "5,000 of it to my church as a qcd"). */
  rmdAmount?: number;
  /**
   * After-tax money put into traditional IRAs and not yet taken out (the basis Form 8606
   * tracks): "20k of after-tax money into my ira", "30k of nondeductible contributions".
   */
  afterTaxBasis?: number;
  /** The age a 72(t) plan's payments began ("started 72t payments at 58"). */
  seppStart?: number;
  /** The workplace plan has been rolled into an IRA ("rolled my whole 401k into an ira"). */
  rolledToIra?: true;
  /** The IRA balance given is all pre-tax money, the after-tax basis being added to it. */
  pretaxBalance?: true;
  /** Married filing separately, living with the spouse at some time in the year or apart all year. */
  separately?: 'together' | 'apart';
  /** What an inherited asset was worth at the owner's death, and what it sells for. */
  valueAtDeath?: number;
  salePrice?: number;
  /** A gift of money to one person, in a question of its tax ("gave my son 50,000, do i owe gift tax"). */
  gift?: number;
  /** The same gift to each of several people: "giving each of my 3 kids 19k". */
  giftsEach?: { amount: number; people: number };
  /** A late spouse's children: one from an earlier marriage, or only the couple's own. */
  heirs?: 'stepchild' | 'together';
  /**
   * A pension's or annuity's choice: the single-life check, and the joint-and-survivor check with
   * the share it keeps paying the survivor when the message names it ("single life 3,000 or 50%
   * joint and survivor 2,700"; "1,950 single life or 1,700 joint").
   */
  jointSurvivor?: {
    single: number;
    joint: number;
    share?: number;
    /** Further survivor options quoted beside the first ("or 3,520 with 100% to him"). */
    more?: readonly { joint: number; share: number }[];
  };
  /** When disability benefits (SSDI) started: "my entitlement date is march 2026", "on ssdi since 2019". */
  disabledSince?: { year: number; month?: number };
  /** Years a marriage to an ex-spouse lasted ("divorced after 14 years", "my ex and i were married 9 years"). */
  exMarriageYears?: number;
  /** Remarried after a divorce or a death, and at what age if said ("i remarried at 58"). */
  remarried?: { age?: number };
  /** Social Security work credits the visitor has ("only have 34 credits"). */
  credits?: number;
  /** Rent paid a year for the visitor's home ("i rent a room for 450 a month"). */
  rentYearly?: number;
  /**
   * What the visitor could itemize, by kind, when they name two kinds or ask about itemizing:
   * mortgage interest, state and local taxes (before the SALT limit) and gifts to charity.
   */
  itemized?: { mortgageInterest: number; taxes: number; charity: number };
  /** The visitor did not take an RMD that was due ("never took my 2025 rmd"). */
  rmdMissed?: true;
  qcdAmount?: number;
  /** An amount taken out of an IRA or workplace plan ("taking 20,000 out of my ira"). */
  withdrawal?: number;
  /**
   * The withdrawal is paid out of a workplace plan (401(k), 403(b), 457(b), TSP), not an IRA:
   * its payout to the visitor has 20% withheld that cannot be lowered.
   */
  fromPlan?: true;
  /** What was already put into an account this year ("ive put 3,000 in my hsa so far"). */
  contributed?: number;
  /** The estate asked about is a late spouse's, left to the visitor ("he left everything to me"). */
  fromSpouse?: true;
  /** Of the checks a month given, the spouse's, when the message says whose ("she gets 2,100"). */
  spouseMonthly?: number;
  /** The check a late spouse took before full retirement age, and the age they took it at. */
  spouseCheck?: number;
  spouseClaimAge?: number;
  /** A life policy's face amount ("final expense policy for 15k"). */
  faceAmount?: number;
  /**
   * The share of the death benefit a hybrid policy's care rider pays each month ("pays 2% of it a
   * month"): each payment is taken from the death benefit.
   */
  riderRate?: number;
  /** A loan against a life policy's cash value ("i borrowed 30k against the cash value"). */
  policyLoan?: number;
  /** A life policy's premium a month ("would cost me 90 a month"). */
  policyPremium?: number;
  /** A long-term care policy's premium a year ("my 3,200 a year premium"). */
  ltcPremium?: number;
  /** A premium increase, as a fraction ("going up 40%": 0.4). */
  premiumRise?: number;
  /** The year's medical costs ("we paid about 14k in medical stuff"). */
  medicalCosts?: number;
  /** An amount already taken out this year ("took 15k out in march"), toward the year's RMD. */
  taken?: number;
  /** The visitor says they are terminally ill: no 10% additional tax on early withdrawals. */
  terminal?: true;
  /** The visitor asks whether a plan is safe or affordable ("can we safely spend 50k", "crazy?"). */
  judged?: true;
  /** Income the visitor asks about adding this year: a Roth conversion, an extra withdrawal. */
  added?: number;
  /** A yearly property tax bill, and water and sewer charges ("property tax was $5,600"). */
  propertyTax?: number;
  waterSewer?: number;
  /** Employees at the visitor's employer. */
  employees?: number;
  /** Money taken from a Roth in place of other income told before ("that 19k from my roth instead"). */
  rothInstead?: number;
  /** The visitor has not claimed their own Social Security yet ("holding off on ss until 70"). */
  ownNotClaimed?: true;
  /** The visitor asks whether Part B may wait ("can i skip part b", "put off medicare"). */
  delayAsked?: true;
}

/** One question a topic answers directly, in one to three sentences. */
export interface Point {
  /** Ways visitors ask it; they also count toward the topic in retrieval. */
  asks: string[];
  /**
   * The answer, yes or no first where the question is one. A function works out the figure for
   * this visitor from their details, or says what the answer depends on and asks for it.
   */
  says: string | ((details: Details) => string);
  /** Details the answer is worked out from; when the visitor gave them all, this point is preferred. */
  uses?: readonly (keyof Details)[];
  /** Other sets of details that work the answer out as well (any one of them). */
  needs?: readonly (readonly (keyof Details)[])[];
  /** Answers only when the visitor gave what it needs: a worked answer to the topic's own questions. */
  onlyWorked?: true;
  /** Its phrasings state a common misreading, which it answers "No" only when put for confirmation. */
  belief?: true;
  /** What its answer is written for (a widow or widower, an heir): it answers only a visitor it fits. */
  presumes?: Presumption;
}

/** One knowledge-base entry. Figures inside its text are written with `fig()`. */
export interface Topic {
  id: string;
  title: string;
  /** The part of the firm's work it belongs to ("health", "social-security"). */
  area: string;
  /** Ways visitors ask about it; they weigh heavily in retrieval. */
  questions: string[];
  /** Keywords and synonyms, including the words visitors use. */
  keywords: string[];
  /** The general answer, used when no point fits the question better. */
  summary: string;
  /** The one short question a general answer of this topic turns on ("What year were you born?"). */
  ask?: string;
  /**
   * What the topic's answers are written for, a marital status, a death or an age: a visitor who
   * speaks of a current spouse, of no death, or of being 65 or older ranks it lower
   * (`presumesOther` in `retrieve.ts`).
   */
  presumes?: Presumption;
  /** Specific questions the topic answers directly. */
  points?: Point[];
  steps: string[];
  benefits: string[];
  risks: string[];
  /** Topic-specific next actions; the call to the firm is always added after them. */
  next: string[];
  /** Pages the topic rests on; pages linked from figures are added automatically. */
  sources: Source[];
}
