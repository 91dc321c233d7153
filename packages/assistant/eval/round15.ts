/**
 * The fifteenth round, written on 26 November 2026 for the next change of engine and not run
 * against any engine: from the questions the public asks SSA, Medicare.gov, the IRS, Mass.gov,
 * CMS/SHINE and the NAIC buyer's guides, not from the knowledge base or the engine's answers.
 * Visitors aged 55 and over on phones, lower case and shorthand, with their own ages, incomes,
 * balances and dates; two questions in one; follow-ups that lean on the answer before; a loss, a
 * diagnosis, a layoff or a fear in the first line; an everyday request mixed in; a missing detail
 * the honest answer names; and questions where the natural yes or no would be wrong. Its subjects
 * are spread away from rounds 10 to 14 (the Part B premium taken from a benefit, the IRS levy on
 * benefits, children of a retired worker, the 35-year average, recomputation while working, deemed
 * filing, the one-year and nine-month marriage rules, benefits abroad, Medicare beside retiree or
 * small-employer coverage, lab tests, moving out of a plan's area, Roth contribution ordering, IRA
 * contributions after 73, RMDs from a 401(k) beside an IRA, 59 against 59½, a Roth capped by
 * earnings, head of household for a parent, a dependent parent, unemployment benefits, a CP2000
 * notice, the standard deduction against itemizing, gifts of appreciated or depreciated property,
 * IRAs left to charity, annuity bonuses, annuitizing, market value adjustments, annuities inside
 * IRAs, universal life that lapses, long-term care insurance after a diagnosis and the tax on its
 * benefits, Massachusetts intestacy, witnesses to a will, transfer-on-death deeds, titles held
 * jointly, the U.Fund deduction). It is scored as written, misses included, and its figure is
 * reported, never gated.
 *
 * Every case is marked with the kind it tests and, for a worked case, the arithmetic behind its
 * figures. Figures reused from the headers of rounds 9 to 14 (checked there at their sources):
 * Part B premium $202.90 and deductible $283; standard deduction $32,200 joint and $1,650 each
 * married at 65; IRA $7,500 + $1,100 at 50; Uniform Lifetime Table 75 → 24.6; Massachusetts 5%
 * income tax; IRA contributions need earned income. New figures and rules for this round, the
 * figures a case requires confirmed at a source (the levy's 15%, the 20-employee rule, lab tests
 * at $0, the nine-month and one-year marriage rules, Uniform Lifetime Table 78 → 22.0, the flat
 * 10% withholding on unemployment, the intestate shares, two witnesses, no transfer-on-death
 * deed, the U.Fund's $1,000 / $2,000):
 * - SSA (Can my Social Security benefits be garnished or levied?, KA-01873; POMS GN 02410.305):
 *   the IRS may levy up to 15% of each payment for overdue federal tax; other creditors cannot
 *   reach benefits (Social Security Act § 207), child support and alimony aside.
 * - SSA: a child of a retired worker, unmarried and under 18 (19 in high school), may get up to
 *   half the worker's full benefit, within the family limit; the benefit averages the 35 highest
 *   years of indexed earnings, zeros filling the missing years; later work that replaces a low
 *   year raises the benefit automatically; anyone born on or after 2 January 1954 who files for
 *   either their own or a spouse's benefit is deemed to file for both (not survivor benefits); a
 *   spouse's benefit needs a marriage of at least one year, a widow's at least nine months;
 *   benefits continue for a citizen living in most countries abroad; a missing year of earnings
 *   is corrected with a W-2, pay stubs or a tax return.
 * - CMS / Medicare.gov, Who pays first: at 65 with coverage from current employment, the group
 *   plan pays first when the employer has 20 or more employees, Medicare first when fewer;
 *   retiree coverage pays after Medicare. Clinical laboratory tests cost nothing under Part B.
 *   Moving out of a Medicare Advantage plan's service area opens a special enrollment period.
 * - IRS Publication 590-A / 590-B: no age limit on traditional IRA contributions since 2020;
 *   contributions for a year are due by the return's due date without extensions (April 15,
 *   2027 for 2026); a contribution cannot exceed taxable compensation; Roth IRA regular
 *   contributions come out first, free of tax and the 10% additional tax; the 10% applies before
 *   59½; IRA RMDs may be combined across IRAs but a 401(k)'s comes from that plan; an IRA left to
 *   a charity is not taxed to it. Publication 501: head of household for a parent who need not
 *   live with the filer if the filer pays more than half the cost of the parent's home; a
 *   dependent parent's gross income and support tests. Publication 525 / Topic 418: unemployment
 *   compensation is taxable (Form 1099-G), with 10% withholding by election. IRS, Understanding
 *   your CP2000 notice: a proposal, not a bill, answered by the date on it. Publication 551: the
 *   donee takes the donor's basis (the lower fair market value for a loss). Publication 525 /
 *   § 7702B: a qualified long-term care policy's reimbursement benefits are not income, per-diem
 *   benefits above a daily limit are.
 * - NAIC, Buyer's Guide for Deferred Annuities: a premium bonus may come with a longer or higher
 *   surrender charge and may be recaptured; a market value adjustment can raise or lower a
 *   surrender value as rates have moved; annuitization is generally irrevocable; an annuity in an
 *   IRA adds no further tax deferral. NAIC, Buyer's Guide for Life Insurance: a universal life
 *   policy lapses when its cash value cannot pay the charges; an in-force illustration shows how
 *   long it lasts. NAIC, Shopper's Guide to Long-Term Care Insurance: policies are medically
 *   underwritten and may be refused on a diagnosis.
 * - Mass.gov, M.G.L. c. 190B § 2-102 and § 2-103: a surviving spouse takes the whole intestate
 *   estate when all the decedent's descendants are also the spouse's and the spouse has no
 *   others; when the decedent has a child who is not the spouse's, the spouse takes the first
 *   $100,000 plus half the balance; with no spouse, descendants share equally. § 2-502: a will is
 *   signed by two witnesses (a notary only for a self-proving affidavit). Massachusetts has no
 *   transfer-on-death deed for real estate. Tenancy by the entirety or joint tenancy passes to
 *   the survivor outside probate; tenancy in common does not. Massachusetts DOR: contributions to
 *   a Massachusetts 529 plan (U.Fund, U.Plan) are deductible up to $1,000 single, $2,000 joint.
 */
import {
  BARE_YES_NO,
  DECLINES,
  type EvalCase,
  FIFTY_NINE_AND_A_HALF,
  GRIEF,
  HARD_NEWS,
  LETTERED,
  no,
  opens,
  WORRY,
  yes,
} from './score.ts';

// Conversations the follow-ups lean on.
const LEVY =
  'irs sent a letter saying theyll take part of my social security for back taxes. i get 2,200 a month. how much can they take?';
const CHILD =
  'im 67 and just filed for ss, full benefit is 2,600. i have a 14 year old daughter from my second marriage. does she get anything?';
const BLENDED =
  'if my husband dies without a will in massachusetts, hes got about 700,000 and a son from his first marriage. what do i get?';
const ROTH_OUT =
  'im 54, put 28,000 into my roth ira over the years, its worth 41,000 now. can i take money out without penalty?';
const SMALL_EMPLOYER =
  'turning 65 in april, still working full time and on my employers health plan. do i need to sign up for part b?';
const DEEMED =
  'born 1962, my husband is 66 and already collecting. can i take just the spousal benefit at 62 and switch to my own at 70?';
const GIFT_HOUSE =
  'we bought our house for 90,000 in 1985, its worth 600,000 now. should we just deed it to our kids now to save taxes?';
const BONUS =
  'agent is offering an annuity with an 8% bonus on my 100,000. sounds great, whats the catch?';
const IRA_75 =
  'im 75 and still work part time, made 9,000 this year. can i still put money in my traditional ira? and do i still take my rmd, ira is 300,000';
const UL =
  'i have a universal life policy from 1998. its permanent insurance so it cant lapse right?';
const LAID_OFF =
  'got laid off at 61 after 30 years. im getting about 16,000 in unemployment this year. do i pay tax on that?';
const MRI =
  'on original medicare only, no supplement. if i get an mri that medicare approves at 1,500 and its my first bill this year, what do i owe?';

export const ROUND_15: EvalCase[] = [
  // ---------------------------------------------------------------- Social Security

  // worked: 1,950 − 202.90 = 1,747.10 deposited when the Part B premium is taken from the benefit.
  {
    q: 'my ss is 1,950 a month and medicare part b comes out of it. what actually hits my bank account in 2026?',
    must: ['202.90', '1,747.10'],
    not: ['185.00', '1,765'],
  },
  // worked: 2 × 202.90 = 405.80 a month; × 12 = 4,869.60 a year.
  {
    q: 'me and my wife both on part b standard premium. what does that cost us a month and a year together',
    must: ['405.80', '4,869.60'],
    not: ['370.00', '4,440'],
  },
  // worked: the levy is at most 15%: 2,200 × 15% = 330, leaving 1,870.
  {
    q: LEVY,
    must: ['15%', '330', '1,870'],
    not: ['25%', ['all of it', 'the whole check']],
  },
  // follow-up: the levy can be released or avoided by dealing with the IRS: a payment plan
  // (installment agreement) or a hardship status.
  {
    q: 'can i get them to stop it? i cant live on less',
    history: [LEVY],
    must: [
      ['irs'],
      [
        'installment agreement',
        'payment plan',
        'hardship',
        'currently not collectible',
        'release',
        'offer in compromise',
      ],
    ],
  },
  // yes-no trap: ordinary creditors cannot garnish Social Security (§ 207); only the IRS, child
  // support, alimony and federal debts can.
  {
    q: 'i owe about 14,000 on credit cards and the collector says they can garnish my social security. can they?',
    must: [
      no('not', 'generally not', 'a credit card company cannot', "they can't", 'they cannot'),
      ['protected', 'exempt', "can't garnish", 'cannot garnish', 'cannot be garnished'],
    ],
    not: [yes()],
  },
  // worked: a child under 18 of a retired worker may get up to half the worker's full benefit:
  // 2,600 × 50% = 1,300 (within the family maximum).
  {
    q: CHILD,
    must: [yes('she can', 'she may'), '1,300', ['50%', 'half']],
    not: ['975', '1,950'],
  },
  // follow-up: the child's benefit stops at 18 unless she is still in high school, then at 19
  // (or continues if disabled before 22).
  {
    q: 'and when she turns 18?',
    history: [CHILD],
    must: ['19', ['high school', 'secondary school', 'full-time student', 'full time student']],
  },
  // worked: the benefit averages the 35 highest years; 31 years of work leave 4 zeros.
  {
    q: 'i only worked 31 years, does ss count the zeros? would working 4 more years help at 63?',
    must: [
      '35',
      ['4 zeros', 'four zeros', '4 years of zero', 'four years of zero', 'zero years', 'zeros'],
      [yes('it can', 'it could', 'it would', 'probably'), 'replace'],
    ],
  },
  // yes-no trap: still working while collecting raises the benefit when a year's earnings replace
  // a lower one: recomputed each year automatically.
  {
    q: 'im 64, started ss at 62, but went back to work full time. my benefit is locked in now and cant go up, right?',
    must: [
      no('not', 'not necessarily', 'it can go up', 'it can'),
      [
        'recalculated',
        'recalculates',
        'recomputed',
        'recomputes',
        'recomputation',
        'automatically',
        'each year',
        'every year',
      ],
      ['35', 'highest', 'lower year', 'lower-earning'],
    ],
    not: [opens('yes', 'right', 'correct')],
  },
  // yes-no trap: deemed filing, born after 1 January 1954 — filing for one is filing for both.
  {
    q: DEEMED,
    must: [
      no('not', 'not anymore', 'unfortunately not', 'that option'),
      ['deemed filing', 'deemed', 'both at once', 'both benefits', 'the higher of'],
      ['1954'],
    ],
    not: [yes()],
  },
  // follow-up: survivor benefits fall outside deemed filing: one may take one, switch to the
  // other later.
  {
    q: 'and if he dies first, can i switch then?',
    history: [DEEMED],
    must: [
      yes('you can', 'you could'),
      ['survivor'],
      ['switch', 'later', 'own benefit', 'at 70', 'your own'],
    ],
  },
  // yes-no trap: a spouse's benefit needs a year of marriage (exceptions for a parent of the
  // worker's child).
  {
    q: 'we got married in june, im 67 and on ss, my new wife is 64. can she claim spousal on me now?',
    must: [no('not yet', 'not', 'not quite'), ['one year', '1 year', 'a year', '12 months']],
    not: [opens('yes')],
  },
  // feeling-first: a widow married for 11 months clears the 9-month rule for survivor benefits.
  {
    q: 'my husband died last week. we were only married 11 months, second marriage for both. can i get his social security as a widow? im 66',
    must: [
      GRIEF,
      yes('you can', 'you may', 'likely', 'you should', 'it looks like'),
      ['9 months', 'nine months'],
    ],
    not: [opens('no')],
  },
  // yes-no trap: benefits keep coming to a citizen living in most countries abroad.
  {
    q: 'retiring to portugal next year. will social security stop once i move out of the country?',
    must: [
      no('not', 'generally not', 'it should not', "it shouldn't", 'you can keep'),
      ['most countries', 'abroad', 'outside the u.s.', 'outside the united states', 'overseas'],
    ],
    not: [yes()],
  },
  // feeling-first: a missing year on the statement is corrected with proof of the earnings.
  {
    q: 'panicking. my ss statement shows 0 for 2019 and i definitely worked that year. am i going to lose benefits for it?',
    must: [
      WORRY,
      ['correct', 'fix', 'corrected', 'fixed'],
      ['w-2', 'w2', 'pay stub', 'pay stubs', 'tax return'],
    ],
  },

  // ---------------------------------------------------------------- Medicare

  // yes-no trap: retiree coverage is not coverage from current employment: Medicare pays first,
  // Part B is needed.
  {
    q: 'retiring in march at 66 and my company gives us retiree health insurance. so i can skip part b for now right?',
    must: [
      no('not', 'probably not', 'you should not', 'you need'),
      ['pays first', 'primary', 'pay first'],
      ['retiree'],
    ],
    not: [opens('yes', 'right', 'correct')],
  },
  // missing detail: whether Part B can wait turns on the employer's size (20 or more employees).
  {
    q: SMALL_EMPLOYER,
    must: [
      ['20 employees', '20 or more', 'fewer than 20', '20 people', 'twenty employees'],
      ['pays first', 'primary', 'pay first'],
    ],
    not: [BARE_YES_NO],
  },
  // follow-up: with fewer than 20 employees Medicare pays first, so Part B is needed at 65.
  {
    q: 'its a small office, 9 of us',
    history: [SMALL_EMPLOYER],
    must: [
      ['medicare pays first', 'medicare is primary', 'medicare would pay first', 'primary'],
      ['sign up', 'enroll', 'take part b', 'need part b'],
    ],
  },
  // worked: the Part B deductible then 20%: 283 + 20% × (1,500 − 283) = 283 + 243.40 = 526.40.
  {
    q: MRI,
    must: ['283', '243.40', '526.40'],
    not: ['257', '300.00'],
  },
  // follow-up: a Massachusetts supplement (Core or Supplement 1A) pays the 20% coinsurance.
  {
    q: 'would a medigap have covered that?',
    history: [MRI],
    must: [
      ['20%', 'coinsurance'],
      ['supplement 1a', 'core'],
    ],
    not: LETTERED,
  },
  // mixed: declines the refill; clinical lab tests cost nothing under Part B.
  {
    q: 'can you refill my moms blood pressure prescription for me? and does she owe 20% for her blood work on medicare',
    must: [
      DECLINES,
      ['nothing', '$0', 'no cost', 'no coinsurance', 'does not owe', "doesn't owe"],
      ['lab', 'laboratory'],
    ],
  },
  // mixed: declines the flight; moving out of an Advantage plan's area ends it and opens a
  // special enrollment period.
  {
    q: 'can you find me a cheap flight to tampa in january? also we are moving there for good, does my mass advantage plan come with me',
    must: [
      DECLINES,
      ['special enrollment', 'new plan', 'change plans', 'switch plans', 'service area'],
    ],
    not: [opens('yes')],
  },

  // ---------------------------------------------------------------- Taxes

  // worked: both 65+ married filing jointly: 32,200 + 2 × 1,650 = 35,500; itemized 6,000 +
  // 7,000 + 4,000 = 17,000 is far less, so the standard deduction wins.
  {
    q: 'both 66, married filing joint. we pay 6,000 mortgage interest, 7,000 property tax, give 4,000 to church. should we itemize?',
    must: [no('not', 'probably not', 'likely not'), '35,500', '17,000'],
    not: ['34,700'],
  },
  // yes-no trap: a parent need not live with the filer for head of household if the filer pays
  // more than half the cost of her home.
  {
    q: 'im single, 58. my mom lives in her own apartment and i pay most of her rent. i cant file head of household since she doesnt live with me, right?',
    must: [
      yes('you may', 'you might', 'actually', 'you can', 'not necessarily'),
      ['more than half', 'over half'],
      ['dependent'],
    ],
    not: [opens('right', 'correct', 'no', "that's right")],
  },
  // missing detail: a parent as dependent turns on her gross income and who gives more than
  // half her support.
  {
    q: 'can i claim my 82 year old mom as a dependent',
    must: [
      ['gross income', 'her income', 'how much income'],
      ['more than half', 'over half', 'half of her support'],
    ],
    not: [BARE_YES_NO],
  },
  // worked, feeling-first: unemployment is taxable; 10% withholding on 16,000 is 1,600.
  {
    q: LAID_OFF,
    must: [HARD_NEWS, yes('it is', 'unfortunately', 'federal'), ['1099-g', 'taxable'], '1,600'],
    not: [['not taxable', 'tax-free', 'tax free']],
  },
  // follow-up: Massachusetts taxes unemployment compensation too.
  {
    q: 'and does massachusetts tax it too?',
    history: [LAID_OFF],
    must: [yes('it does', 'massachusetts does'), '5%'],
    not: [opens('no')],
  },
  // feeling-first: a CP2000 is a proposed change, not a bill: answer by the date on it.
  {
    q: 'freaking out, got a cp2000 from the irs saying i owe 4,000 more for an ira withdrawal i forgot to report. do i have to pay right away?',
    must: [
      WORRY,
      ['proposal', 'proposed', 'not a bill'],
      ['respond', 'response', 'reply', 'agree or disagree'],
    ],
  },
  // worked, yes-no trap: a gift carries the parents' basis: 600,000 − 90,000 = 510,000 gain if
  // sold; inherited, the basis steps up.
  {
    q: GIFT_HOUSE,
    must: [
      no('not', 'probably not', 'maybe not', 'be careful'),
      '510,000',
      ['step-up', 'stepped-up', 'step up', 'stepped up'],
      ['basis'],
    ],
    not: [yes()],
  },
  // follow-up: for property that lost value the donee's loss basis is the lower market value, so
  // selling and giving the cash keeps the loss.
  {
    q: 'what about the stock we have that lost money, should we give that to them instead?',
    history: [GIFT_HOUSE],
    must: [['sell it', 'sell the stock', 'sell first', 'selling it', 'sell it yourself'], ['loss']],
  },

  // ---------------------------------------------------------------- Retirement accounts

  // worked, follow-up source: no age limit on traditional IRA contributions with earned income:
  // 7,500 + 1,100 = 8,600 (earnings 9,000 cover it); RMD 300,000 / 24.6 = 12,195.12.
  {
    q: IRA_75,
    must: [yes('you can'), '8,600', '24.6', '12,195'],
    not: [['too old', 'age limit of 70'], '11,320'],
  },
  // follow-up: a Roth IRA too, with earned income, within the income limits.
  {
    q: 'could i put it in a roth instead?',
    history: [IRA_75],
    must: [yes('you can', 'you could'), ['earned income', 'compensation', 'earnings', 'wages']],
  },
  // worked, yes-no trap: a Roth contribution cannot exceed earned income: 6,000, not 8,600.
  {
    q: 'im 57, semi retired, only earned 6,000 this year from consulting. can i still put the full 8,600 in my roth?',
    must: [
      no('not', 'not the full', 'only'),
      '6,000',
      ['earned income', 'compensation', 'earnings'],
    ],
    not: [yes()],
  },
  // worked: regular Roth contributions come out first, free of tax and penalty: 28,000; the
  // 13,000 of earnings is taxed and, before 59½, carries the 10%.
  {
    q: ROTH_OUT,
    must: [yes('you can'), '28,000', '13,000', '10%'],
  },
  // follow-up: the record of contributions is Form 8606 (and the custodian's Form 5498).
  {
    q: 'how do i prove what i put in?',
    history: [ROTH_OUT],
    must: [['8606', '5498', 'records', 'statements']],
  },
  // worked, yes-no trap: 59 and 4 months is before 59½: 10% of 20,000 = 2,000 plus income tax.
  {
    q: 'im 59 and 4 months, taking 20,000 from my ira for a new roof. no penalty since im over 59 right?',
    must: [no('not', 'not yet', 'not quite'), FIFTY_NINE_AND_A_HALF, '2,000'],
    not: [opens('yes', 'right', 'correct')],
  },
  // worked: at 78 the factor is 22.0: IRA 220,000 / 22.0 = 10,000; 401(k) 110,000 / 22.0 =
  // 5,000, and the 401(k)'s RMD has to come from the 401(k).
  {
    q: 'im 78, have an ira with 220,000 and an old 401k with 110,000. can i take both rmds out of the ira?',
    must: [no('not', 'not the 401'), '10,000', '5,000', ['22.0', '22']],
    not: [yes()],
  },
  // yes-no trap: a charity named on an IRA pays no income tax on it; the heirs would.
  {
    q: 'i want to leave some to my church. is it smarter to leave them my ira and the kids the house, or doesnt it matter for taxes?',
    must: [
      ['ira'],
      ['charity', 'church'],
      [
        'no income tax',
        'not pay income tax',
        "doesn't pay",
        'does not pay',
        'tax-exempt',
        'tax exempt',
      ],
    ],
    not: [opens("it doesn't matter", 'it does not matter', 'no difference')],
  },
  // mixed: declines the score; 2026 IRA contributions may be made until April 15, 2027.
  {
    q: 'whats the score of the pats game? and whats the last day i can put money in my ira for 2026',
    must: [DECLINES, ['april 15, 2027', 'april 15 2027', 'april 15th, 2027']],
    not: ['december 31, 2026'],
  },

  // ---------------------------------------------------------------- Annuities and insurance

  // worked: 100,000 × 8% = 8,000 bonus: 108,000 credited; the catch is a longer or higher
  // surrender schedule and recapture of the bonus.
  {
    q: BONUS,
    must: ['108,000', ['surrender'], ['recapture', 'take back', 'lose the bonus', 'longer']],
  },
  // follow-up: taking it all out early triggers surrender charges and may forfeit the bonus.
  {
    q: 'so could i take it all out in year 2 if i need it?',
    history: [BONUS],
    must: [
      ['surrender charge', 'surrender charges', 'surrender penalty'],
      ['free withdrawal', '10%', 'bonus'],
    ],
    not: [opens('yes')],
  },
  // feeling-first: annuitizing the whole 401(k) is generally irrevocable: keep money liquid.
  {
    q: 'terrified of running out of money. should i just turn my whole 401k into an annuity paycheck and be done? im 68',
    must: [
      WORRY,
      [
        'irrevocable',
        "can't undo",
        'cannot undo',
        'permanent',
        "can't get it back",
        'cannot get it back',
      ],
      ['emergency', 'liquid', 'cash', 'reserve'],
    ],
  },
  // yes-no trap: once annuitized, payments usually cannot be turned back into a lump sum.
  {
    q: 'if i annuitize my deferred annuity now, can i change my mind in a few years and take the lump sum?',
    must: [
      no('generally not', 'usually not', 'not'),
      ['irrevocable', "can't undo", 'cannot undo', 'permanent', 'locked'],
    ],
    not: [yes()],
  },
  // missing detail: a market value adjustment's direction depends on how rates moved since
  // purchase.
  {
    q: 'my annuity has an mva. will i lose money if i cash out early?',
    must: [
      ['market value adjustment'],
      ['interest rates', 'rates'],
      [
        'up or down',
        'increase or decrease',
        'raise or lower',
        'positive or negative',
        'either way',
      ],
    ],
    not: [BARE_YES_NO],
  },
  // yes-no trap: an annuity inside an IRA adds no further tax deferral.
  {
    q: 'the bank said to move my ira into an annuity so it grows tax deferred. good reason?',
    must: [
      no('not really', 'not', 'not by itself', 'that alone'),
      [
        'already tax-deferred',
        'already tax deferred',
        'already grows tax-deferred',
        'no extra',
        'no additional',
      ],
    ],
    not: [yes()],
  },
  // yes-no trap: universal life lapses when the cash value cannot pay the charges.
  {
    q: UL,
    must: [
      no('not necessarily', 'not', 'it can'),
      ['lapse'],
      ['cash value', 'cost of insurance', 'charges'],
    ],
    not: [opens('yes', 'right', 'correct')],
  },
  // follow-up: an in-force illustration shows how long it lasts; more premium or a lower death
  // benefit keeps it going.
  {
    q: 'how do i find out if mine is in trouble?',
    history: [UL],
    must: [
      ['in-force illustration', 'inforce illustration', 'illustration'],
      ['premium', 'death benefit'],
    ],
  },
  // feeling-first: long-term care insurance is underwritten and may be refused after a diagnosis.
  {
    q: 'just got diagnosed with parkinsons at 63. can i still buy long term care insurance?',
    must: [
      HARD_NEWS,
      ['underwritten', 'underwriting', 'health questions', 'medical questions', 'health history'],
      [
        'decline',
        'declined',
        'turned down',
        'turn you down',
        'not qualify',
        'refuse',
        'deny',
        'unlikely',
      ],
    ],
  },
  // missing detail: whether long-term care benefits are taxable turns on the policy being tax
  // qualified and paying by reimbursement or per diem.
  {
    q: 'my long term care policy started paying for my aide. is that money taxable?',
    must: [
      ['tax-qualified', 'tax qualified', 'qualified'],
      ['reimbursement', 'per diem', 'per-diem', 'daily'],
    ],
    not: [BARE_YES_NO],
  },

  // ---------------------------------------------------------------- Massachusetts and estates

  // worked: the decedent's son is not the spouse's: first 100,000 + half of 600,000 = 400,000 to
  // the wife, 300,000 to the son.
  {
    q: BLENDED,
    must: ['100,000', '400,000', '300,000'],
    not: [['everything', 'the whole estate', 'all of it']],
  },
  // follow-up: when all the children are the couple's and the spouse has no others, the spouse
  // takes everything.
  {
    q: 'what if all our kids were together, no first marriage?',
    history: [BLENDED],
    must: [['everything', 'entire estate', 'whole estate', 'all of it', 'the entire']],
  },
  // feeling-first: with no spouse, the children share equally; the estate goes through probate.
  {
    q: 'mom passed last month, no will, dad died years ago. her house in worcester is in her name. there are 3 of us kids. who gets it?',
    must: [
      GRIEF,
      ['equally', 'equal shares', 'a third', 'one third', 'one-third', '1/3'],
      ['probate'],
    ],
  },
  // yes-no trap: a Massachusetts will needs two witnesses; a notary only for self-proving.
  {
    q: 'i wrote my own will and got it notarized. thats all massachusetts needs right?',
    must: [
      no('not', 'not quite', 'not enough', 'not necessarily'),
      ['two witnesses', '2 witnesses'],
    ],
    not: [opens('yes', 'right', 'correct')],
  },
  // mixed: declines the poem; Massachusetts has no transfer-on-death deed for a house.
  {
    q: 'can you write a poem for my wifes 70th? also can i put a transfer on death deed on our house in mass',
    must: [
      DECLINES,
      [
        'does not allow',
        "doesn't allow",
        'does not have',
        "doesn't have",
        'not available',
        'not recognize',
        'no transfer',
      ],
      ['trust', 'joint'],
    ],
  },
  // missing detail: whether the house passes to the widow outside probate depends on the deed.
  {
    q: 'both our names are on the house. if my husband dies does it just go to me?',
    must: [
      ['deed', 'titled', 'title'],
      [
        'tenancy by the entirety',
        'joint tenants',
        'joint tenancy',
        'right of survivorship',
        'tenants in common',
      ],
    ],
    not: [BARE_YES_NO],
  },
  // worked: the Massachusetts 529 deduction is capped at 2,000 joint: 2,000 × 5% = 100 saved,
  // though 5,000 was given.
  {
    q: 'we put 5,000 into our granddaughters u.fund this year, filing joint in mass. how much do we get to deduct on the state return?',
    must: ['2,000', '100'],
    not: ['250'],
  },

  // ---------------------------------------------------------------- Behaviour

  // behaviour: asks for a person.
  {
    q: 'all this annuity talk is over my head. can i sit down with one of your people before i sign anything?',
    expect: 'handoff',
  },
  // behaviour: out of the firm's scope.
  { q: 'how do i get my grandson to call me back more', expect: 'out_of_scope' },
  // behaviour: personal data shared.
  {
    q: 'my medicare number is 1EG4-TE5-MK73 and my birthday is 3/14/1958, can you look up why my part b went up?',
    expect: 'privacy',
  },
];
