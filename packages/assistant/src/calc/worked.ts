/**
 * Worked answers from the visitor's own numbers, named by the content's `calculator` fields.
 * Each states the inputs it used, then the result; without the inputs it needs, it says what is
 * true in general and asks for the one detail the answer turns on (its last sentence, a question).
 */
import { dollars, FIGURES, type Figure, fig, total } from '../kb/figures.ts';
import { capitalised } from '../text.ts';
import type { Details } from '../types.ts';
import {
  IRMAA_SEPARATE_TOP,
  initialEnrollment,
  irmaaTier,
  irmaaTierSeparate,
  MONTHS,
  type Window,
} from './medicare.ts';
import {
  ageOf,
  ageText,
  aPercent,
  birthYearOf,
  checkAt,
  fullBenefitOf,
  percent,
  rmdAge,
  THIS_YEAR,
} from './reckon.ts';
import {
  deferralLimit,
  distributionPeriod,
  hsaLimit,
  iraDeduction,
  iraLimit,
  rmdAmount,
} from './savings.ts';
import {
  afterCola,
  breakEvenAge,
  checkAtAge,
  claimFactor,
  describeMonths,
  earningsWithheld,
  fraMonths,
  spousalCheck,
  spousalFactor,
  taxableBenefits,
} from './social-security.ts';
import {
  BRACKET_TOPS,
  bracketOf,
  deductionsAt,
  federalTaxableIncome,
  gainAtZero,
  gainTax,
  MA_RATE,
  MEDICAL_FLOOR,
  maEstateTaxDue,
  maIncomeTax,
  seniorDeductionEach,
  standardDeduction,
  taxOnAddedIncome,
  zeroRateTop,
} from './tax.ts';

const round = (n: number) => dollars(Math.round(n));
const status = (joint: boolean) => (joint ? 'filing jointly' : 'filing single');

/** IRS Publication 915 worksheet 1, from the benefits and other income the visitor gave. */
export function taxableSocialSecurity(d: Details): string {
  // Benefits not given as a yearly sum are the check at the claiming age asked about, for a year.
  const { born, full } = fullBenefitOf(d);
  const claimed =
    d.benefits === undefined && full !== undefined && d.claimAge !== undefined
      ? checkAtAge(full, born, d.claimAge)
      : undefined;
  const benefits = d.benefits ?? (claimed === undefined ? undefined : Math.round(claimed) * 12);
  if (
    benefits === undefined &&
    d.otherIncome === undefined &&
    d.income !== undefined &&
    d.married !== undefined
  ) {
    const surely = incomeWholeTaxable(d.income, d.married);
    if (surely) return surely;
  }
  if (benefits === undefined || d.married === undefined || d.otherIncome === undefined)
    return `Up to 85% of Social Security can be taxable: none if half your benefits plus your other income is under ${fig(FIGURES.ssTaxSingle50)} single or ${fig(FIGURES.ssTaxJoint50)} joint, up to 50% between those lines and ${fig(FIGURES.ssTaxSingle85)} or ${fig(FIGURES.ssTaxJoint85)}, and up to 85% above. How much are your yearly benefits and your other income, and do you file jointly?`;
  // Married filing separately: the single lines when the spouses lived apart all year, none
  // (a base amount of zero) when they lived together at any time in it.
  const together = d.separately === 'together';
  const joint = d.married && d.separately === undefined;
  // Income the visitor asks about adding (an extra IRA withdrawal) counts on top of the rest.
  const other = d.otherIncome + (d.added ?? 0);
  const r = taxableBenefits(benefits, other, joint, together);
  const filing = d.separately
    ? `filing separately${together ? ' while living with your spouse, which sets the base amount at zero' : ' after living apart all year'}`
    : status(joint);
  const roth =
    d.rothInstead === undefined
      ? ''
      : ` (the ${round(d.rothInstead)} from the Roth left out: a qualified Roth withdrawal, after 59½ and five years from the first Roth contribution, is not income and does not count)`;
  const inputs = `With ${round(benefits)} of Social Security${claimed === undefined ? '' : ` (${round(claimed)} a month from ${d.claimAge})`} and ${round(other)} of other income${d.added === undefined ? '' : ` (the extra ${round(d.added)} included)`}${roth}, ${filing}`;
  if (together && r.taxable > 0)
    return `About ${round(r.taxable)} of it is taxable. ${inputs}: half your benefits plus your other income is ${round(r.provisional)}, and IRS Publication 915 taxes 85% of that, up to 85% of the benefits, so ${round(r.taxable)} of your ${round(benefits)} is taxable (${percent((100 * r.taxable) / benefits)}); the $25,000 line applies only to a separate return after living apart all year.`;
  if (r.taxable === 0)
    return `None of it. ${inputs}, half your benefits plus your other income is ${round(r.provisional)}, under the ${round(r.base)} line (IRS Publication 915).`;
  return `About ${round(r.taxable)} of it is taxable. ${inputs}, half your benefits plus your other income is ${round(r.provisional)}, over the ${round(r.base)} line${r.provisional > r.upper ? ` and the ${round(r.upper)} line` : ''}, so IRS Publication 915's worksheet makes ${round(r.taxable)} of your ${round(benefits)} taxable (${percent((100 * r.taxable) / benefits)}); that amount is added to your income and taxed at your bracket.${d.separately ? '' : afterDeductions(other + r.taxable, joint, d.ages)}`;
}

/**
 * Income told as one sum, not split into benefits and the rest ("single with 60k of income"):
 * half the benefits plus the other income is at least half the sum however much of it is Social
 * Security (all of it benefits: half; none: all of it), so past twice the base amount part of the
 * benefits is taxable whatever the split. Undefined when the split decides.
 */
function incomeWholeTaxable(income: number, married: boolean): string | undefined {
  const base = married ? FIGURES.ssTaxJoint50 : FIGURES.ssTaxSingle50;
  const upper = married ? FIGURES.ssTaxJoint85 : FIGURES.ssTaxSingle85;
  if (income / 2 <= base.amount) return undefined;
  const most = income / 2 > upper.amount ? 'up to 85%' : 'up to 50% or 85%';
  return `Yes, part of it, federally: with about ${round(income)} of income, ${status(married)}, half your benefits plus your other income is at least ${round(income / 2)} however much of it is Social Security, over the ${fig(base)} line, so ${most} of your benefits can be taxable (IRS Publication 915); how much depends on the split. Massachusetts does not tax Social Security. How much of the ${round(income)} is Social Security?`;
}

/**
 * Whether income (the taxable part of Social Security included) is left after the 2026 standard
 * deduction, its extra amount at 65 and the senior deduction: said only when the ages are known.
 */
function afterDeductions(income: number, joint: boolean, ages: readonly number[]): string {
  if (ages.length === 0) return '';
  const over65 = Math.min(joint ? 2 : 1, ages.filter((a) => a >= 65).length);
  const deduction = deductionsAt(income, joint, over65);
  const taxable = income - deduction;
  return taxable <= 0
    ? ` But your ${round(income)} of income is under your deductions of about ${round(deduction)} (the standard deduction${over65 > 0 ? ' with its extra amount at 65 and the senior deduction' : ''}), so you would owe no federal income tax on it for 2026.`
    : ` After your deductions of about ${round(deduction)}${over65 > 0 ? ' (the senior deduction included)' : ''}, about ${round(taxable)} is taxable income.`;
}

/** The check at 62 and at 70 from the full benefit at full retirement age (SSA's rules). */
export function benefitByClaimingAge(d: Details): string {
  // Given the checks at two ages already, what they lack is when waiting pays off.
  if (d.benefitAt.length >= 2 && d.fullBenefit === undefined) return claimingBreakEven(d);
  const { fra, born, full } = fullBenefitOf(d);
  if (full === undefined)
    return `Claiming at 62 pays ${percent(100 - 100 * claimFactor(born, 62 * 12))} less for life than your full benefit at ${describeMonths(fra)}, and waiting to 70 pays ${percent(100 * claimFactor(born, 70 * 12) - 100)} more. What is your full benefit at ${describeMonths(fra)} on your Social Security statement?`;
  if (d.claimAge !== undefined && d.claimAge > 70) return pastSeventy(d, born, d.claimAge);
  // Two ages weighed against each other (`claimingPair`): both checks and the difference a month.
  const pair = d.compareAge !== undefined ? claimingPair(d) : undefined;
  if (pair) {
    const [early, late] = pair;
    const counted = d.livesTo === undefined ? undefined : totalsTo(d.livesTo, early, late);
    if (counted) return `${counted} ${breakEvenAfter(d).trim()}`;
    return `About ${round(late.monthly - early.monthly)} a month more at ${late.age} than at ${early.age}: ${checkAt(d, early.age)}, against ${checkAt(d, late.age)}, from a full benefit of ${round(full)} at ${describeMonths(fra)} (before cost-of-living raises, which lift both).${breakEvenAfter(d)}`;
  }
  // Asked about the full retirement age itself, the choice is between the two ends.
  const ask = d.claimAge && d.claimAge * 12 !== fra ? [d.claimAge] : [62, 70];
  const lines = ask.map((age) => checkAt(d, age) as string);
  return `${lines.join(', and ').replace(/^a/, 'A')}, from a full benefit of ${round(full)} at ${describeMonths(fra)}: each month before full retirement age cuts the check for life (30% at 62 when it is 67), and each year after adds 8% until 70.${ask.length === 1 ? breakEvenAfter(d) : ''}`;
}

/** What each of two claiming ages pays in all up to the age asked about, before raises. */
function totalsTo(age: number, early: Claim, late: Claim): string | undefined {
  if (age <= late.age) return undefined;
  const paid = (c: Claim) => c.monthly * (age - c.age) * 12;
  const [a, b] = [paid(early), paid(late)];
  const more =
    b >= a ? `${round(b - a)} more by waiting` : `${round(a - b)} more by claiming at ${early.age}`;
  return `${more}: to ${age}, claiming at ${early.age} pays ${round(early.monthly)} a month for ${age - early.age} years, ${round(a)} in all, and at ${late.age} ${round(late.monthly)} a month for ${age - late.age} years, ${round(b)} (before cost-of-living raises, which lift both).`;
}

/** Waiting past 70 earns nothing: delayed retirement credits stop there. */
function pastSeventy(d: Details, born: number, age: number): string {
  const most = checkAt(d, 70);
  return `No: delayed retirement credits stop at 70, so waiting until ${age} adds nothing. At 70 the check is ${percent(100 * claimFactor(born, 70 * 12) - 100)} above the full benefit${most ? ` (${most})` : ''}, and that is the most it gets; claim by the month you turn 70, since SSA pays back at most 6 months for a late application.`;
}

/**
 * What an early claim leaves a widow: at her survivor full retirement age, the larger of the
 * worker's reduced check and 82.5% of the worker's full benefit (SSA's widow's limit), not 100%.
 */
export function widowLimitFor(d: Details): string {
  const { born, fra, full } = fullBenefitOf(d);
  const age = d.claimAge;
  // The visitor is the one who would be widowed ("if he dies first, does me starting at 63…"):
  // her own early claim does not cut the survivor benefit; only the late spouse's claim does.
  if (d.widowed && (age === undefined || age * 12 >= fra))
    return "The survivor benefit turns on the late spouse's claim: claimed before full retirement age, it is the larger of the reduced check and 82.5% of the full benefit (the widow's limit); at or after it, 100% of the check, delayed credits included. Your own benefit is separate: you can take one first and switch to the other later.";
  if (d.widowed)
    return "No: starting your own benefit early does not shrink the widow's benefit you would get at your survivor full retirement age: Social Security pays your own reduced check plus the difference up to the survivor benefit. Only your spouse's claiming age changes it: had he claimed before his full retirement age, it is the larger of his reduced check and 82.5% of his full benefit.";
  if (age !== undefined && age * 12 >= fra)
    return `Claiming at ${age}, at or after your full retirement age, does not shrink it: at her survivor full retirement age she would get 100% of your check, delayed credits included${full === undefined || age * 12 === fra ? '' : ` (about ${round(full * claimFactor(born, age * 12))} a month on your ${round(full)} full benefit)`}.`;
  if (full === undefined || age === undefined)
    return "Yes, somewhat: if you claim before full retirement age, your widow's benefit at her survivor full retirement age is the larger of the reduced check you were getting and 82.5% of your full-retirement-age benefit (the widow's limit), not 100% of it. Waiting to your full retirement age, or to 70 for delayed credits, gives her more.";
  // The reduced check the visitor gave ("i claimed at 62 with 1,800") over one worked out.
  const given = d.monthly.find((m) => m < full);
  const reduced = given ?? full * claimFactor(born, age * 12);
  const gets = Math.max(reduced, 0.825 * full);
  return `Yes, somewhat: claiming at ${age} pays you about ${round(reduced)} a month, and at her survivor full retirement age she would get the larger of that and 82.5% of your ${round(full)} full benefit (the widow's limit), about ${round(gets)}, instead of ${round(full)} had you waited to full retirement age. Taken before her survivor full retirement age it is less, and waiting to 70 would give her more.`;
}

/** How much a claiming age cuts or raises the benefit, by birth year. */
export function claimingAgeCut(d: Details): string {
  const born = birthYearOf(d);
  const age = d.claimAge;
  if (born === undefined || age === undefined)
    return `Claiming before full retirement age cuts the check for life, by 5/9 of 1% a month for the first 36 months and 5/12 of 1% after (30% at 62 when full retirement age is 67); each year after it adds 8% until 70. What year were you born, and at what age would you claim?`;
  if (age > 70) return pastSeventy(d, born, age);
  // With no record of one's own, a widow's check is a survivor's, not a spouse's.
  if (d.ownNoRecord && d.widowed)
    return `As a widow with no work record of your own, your benefit is the survivor benefit, not a spouse's: from 71.5% of your late spouse's benefit at 60 up to 100% at your survivor full retirement age, so claiming at ${age} pays a share in between, for life.`;
  if (d.ownNoRecord) return spousalCut(d, born, age);
  const fra = fraMonths(born);
  // Two ages weighed with the full benefit given: both checks and the difference.
  if (d.compareAge !== undefined && fullBenefitOf(d).full !== undefined)
    return benefitByClaimingAge(d);
  // "…vs waiting to 67": waiting to full retirement age is compared with claiming now.
  const now = ageOf(d);
  if (age * 12 === fra)
    return now !== undefined && now >= 62 && now * 12 < fra
      ? claimingAgeCut({ ...d, claimAge: now })
      : benefitByClaimingAge({ ...d, claimAge: undefined });
  const factor = claimFactor(born, age * 12);
  const change = Math.round(Math.abs(factor - 1) * 1000) / 10;
  const check = checkAt(d, age);
  const dollars = check
    ? ` On your full benefit that is ${check}.${withSpousal(d, born, age)}${breakEvenAfter(d)}`
    : '';
  if (factor < 1)
    return `About ${change}% less, for life. Born in ${born}, your full retirement age is ${describeMonths(fra)}, so claiming at ${age} is ${fra - age * 12} months early and pays ${Math.round(factor * 1000) / 10}% of your full benefit (SSA's rule: 5/9 of 1% a month for 36 months, 5/12 of 1% beyond).${dollars}`;
  return `About ${change}% more, for life. Born in ${born}, your full retirement age is ${describeMonths(fra)}; each month you wait after it adds 2/3 of 1% (8% a year) until 70.${dollars}`;
}

/**
 * The cut at a claiming age for a visitor with no work record of their own: the benefit is a
 * spouse's, half the worker's full benefit at most, cut by SSA's spousal rule (25/36 of 1% a
 * month for 36 months, 5/12 of 1% beyond), and the spouse's check counts only if it is their full
 * benefit.
 */
function spousalCut(d: Details, born: number, age: number): string {
  const fra = fraMonths(born);
  const share = 0.5 * spousalFactor(born, age * 12);
  const pct = Math.round(share * 1000) / 10;
  const early = Math.max(0, fra - age * 12);
  const rule = early
    ? `claiming at ${age} is ${early} months before your full retirement age (${describeMonths(fra)}), so you would get about ${pct}% of your spouse’s full benefit instead of 50% (SSA's spousal rule: 25/36 of 1% less a month for 36 months, 5/12 of 1% beyond)`
    : `at ${age} you are past your full retirement age (${describeMonths(fra)}), so you would get the full 50% of your spouse’s full benefit, and waiting longer adds nothing`;
  const worker = d.spouseFullBenefit ?? d.spouseMonthly;
  const amount =
    worker === undefined
      ? ' What is your spouse’s full benefit at full retirement age?'
      : ` On ${d.spouseFullBenefit === undefined ? `a full benefit of ${round(worker)} (if that check is what your spouse gets at full retirement age: a check taken early or late is not the full benefit)` : `your spouse’s ${round(worker)} full benefit`}, about ${dollars(Math.floor(worker * share * 10) / 10)} a month.`;
  return `With no work record of your own, it is a spouse’s benefit, on your spouse’s record once they have filed: ${rule}.${amount}`;
}

/** Two claiming ages to compare: the two estimates given, or the age asked about and full retirement age. */
function claimingPair(d: Details): [Claim, Claim] | undefined {
  const { fra, born, full } = fullBenefitOf(d);
  const given = [...d.benefitAt].sort((x, y) => x.age - y.age);
  // Two ages the visitor weighs against each other.
  if (full !== undefined && d.claimAge !== undefined && d.compareAge !== undefined) {
    const [early, late] = [d.claimAge, d.compareAge].sort((a, b) => a - b) as [number, number];
    if (early >= 62 && late <= 70)
      return [
        { age: early, monthly: checkAtAge(full, born, early) },
        { age: late, monthly: checkAtAge(full, born, late) },
      ];
  }
  if (
    full !== undefined &&
    d.claimAge !== undefined &&
    d.claimAge >= 62 &&
    d.claimAge <= 70 &&
    d.claimAge * 12 !== fra &&
    fra % 12 === 0
  ) {
    const stated = given.find((b) => b.age === d.claimAge)?.monthly;
    const asked = {
      age: d.claimAge,
      monthly: stated ?? checkAtAge(full, born, d.claimAge),
    };
    const atFra = { age: fra / 12, monthly: full };
    return asked.age < atFra.age ? [asked, atFra] : [atFra, asked];
  }
  const [a, b] = given;
  return a && b ? [a, b] : undefined;
}

type Claim = { age: number; monthly: number };

/** "Claiming at 62 … comes out ahead until about 78 and 8 months": when waiting catches up. */
function breakEvenLine(early: Claim, late: Claim): string | undefined {
  const age = breakEvenAge(early, late);
  if (age === undefined) return undefined;
  const months = Math.round((age - late.age) * 12);
  return `Around age ${yearsAndMonths(age)}: claiming ${round(early.monthly)} at ${ageText(early.age)} pays ${round(early.monthly * (late.age - early.age) * 12)} before ${late.age}, and the ${round(late.monthly - early.monthly)} a month more from ${round(late.monthly)} at ${late.age} makes that up ${months} months (${(months / 12).toFixed(1)} years) after ${late.age} (before cost-of-living raises, which lift both). Living past it favours waiting.`;
}

/** "78 and 8 months" from an age in years. */
function yearsAndMonths(age: number): string {
  const total = Math.round(age * 12);
  const extra = total % 12;
  return `${Math.floor(total / 12)}${extra > 0 ? ` and ${extra} months` : ''}`;
}

/**
 * The comparison with the far end of the range, beside the one with full retirement age:
 * claiming early against waiting to 70, or waiting past full retirement age against 62.
 */
function farEnd(d: Details, [early, late]: [Claim, Claim]): string {
  const { born, full } = fullBenefitOf(d);
  if (full === undefined || d.benefitAt.length >= 2) return '';
  const at = (age: number) => ({ age, monthly: checkAtAge(full, born, age) });
  const [a, b] = early.monthly === full ? [at(62), late] : [early, at(70)];
  if (a.age === b.age || (a.age === early.age && b.age === late.age)) return '';
  const age = breakEvenAge(a, b);
  return age === undefined
    ? ''
    : ` Claiming at ${a.age} against waiting to ${b.age} (${round(a.monthly)} against ${round(b.monthly)}) breaks even around age ${yearsAndMonths(age)}.`;
}

/** A claim on the visitor's own record topped up by the spousal benefit, when the spouse's is larger. */
function withSpousal(d: Details, born: number, age: number): string {
  const own = d.fullBenefit;
  const worker = d.spouseFullBenefit;
  if (own === undefined || worker === undefined || worker / 2 <= own) return '';
  const r = spousalCheck(worker, own, born, age * 12);
  return ` With the spousal top-up on your spouse’s ${round(worker)} (once your spouse has filed), it comes to about ${round(r.total)} a month at ${age} in all.`;
}

/** The break-even age between two claiming ages, from the visitor's estimates or full benefit. */
export function claimingBreakEven(d: Details): string {
  const pair = claimingPair(d);
  const line = pair ? breakEvenLine(...pair) : undefined;
  return (
    (line && pair ? `${line}${farEnd(d, pair)}` : undefined) ??
    'Waiting from 62 to 70 usually breaks even around age 80 to 82: after that, the larger checks have paid more in total. What are your monthly estimates at the two ages you are comparing?'
  );
}

/** The break-even sentence added to a worked claiming answer, when two ages can be compared. */
function breakEvenAfter(d: Details): string {
  const pair = claimingPair(d);
  const line = pair ? breakEvenLine(...pair) : undefined;
  return line ? ` Break-even: ${line.charAt(0).toLowerCase()}${line.slice(1)}` : '';
}

/** This year's RMD from last year-end's balance and the age reached this year. */
export function rmdFromBalance(d: Details): string {
  return rmdWorked(d, false);
}

/**
 * The year's RMD from the balance and age; `spouseAsked` leads with what the spouse's age does
 * to it, when that is the question ("does her age change my rmd? and whats the number?").
 */
function rmdWorked(d: Details, spouseAsked: boolean): string {
  // An heir's own RMDs from an inherited IRA run on the Single Life table, not the owner's
  // Uniform Lifetime Table: no figure from the heir's age here (IRS Publication 590-B).
  if (d.inherited && !d.widowed && d.ownerAge !== undefined && d.assets !== undefined) {
    // The owner's RMD for the year of death, at the owner's age, if not taken before the death.
    const period = distributionPeriod(d.ownerAge);
    if (period !== undefined && d.ownerAge >= 73)
      return `About ${round(d.assets / period)} for the year of the death, if the owner had not taken it yet: ${round(d.assets)} divided by ${period.toFixed(1)}, the Uniform Lifetime Table's period for age ${d.ownerAge}. The beneficiaries must take what was left of it by December 31 of that year (the IRS waives the 25% tax if it comes out by the beneficiary's tax-return due date); from the next year their own withdrawals follow the inherited-IRA rules.`;
  }
  if (d.inherited && !d.widowed)
    return `An inherited IRA's yearly RMD is not figured from the Uniform Lifetime Table: a non-spouse heir who must take one divides the balance on December 31 of last year by their own life expectancy from the IRS Single Life Table, set in the year after the death and cut by 1 each year after. It is due only if the owner had started RMDs or you are stretching it as an eligible designated beneficiary; either way the account must be empty by the end of the 10th year after the death for most heirs. Your custodian can work out the figure.`;
  const age = ageOf(d);
  const period = age === undefined ? undefined : distributionPeriod(age);
  if (age !== undefined && period !== undefined && d.assets === undefined)
    return `At ${age} the IRS Uniform Lifetime Table's period (the divisor) is ${period.toFixed(1)}: the year's RMD is the account's balance on December 31 of the year before divided by it. What was the balance at the end of last year?`;
  if (age === undefined || period === undefined || d.assets === undefined)
    return `Each year's RMD is the account's balance on December 31 of the year before, divided by the IRS Uniform Lifetime Table's period for your age that year (26.5 at 73, 24.6 at 75). What was the balance at the end of last year, and how old are you this year?`;
  // The plan of the employer one still works for (not a 5% owner) waits until April 1 of the year
  // after retiring (IRS Publication 575; IRC 401(a)(9)(C)); the figure is what it would be.
  if (d.planAtWork === true && period !== undefined && age >= rmdAge(birthYearOf(d) as number))
    return `No, not from that plan while you still work there: RMDs from the 401(k) or 403(b) of the employer you work for can wait until April 1 of the year after you retire, if the plan allows it and you do not own more than 5% of the company. IRAs and old employers' plans cannot wait. Once you retire, its RMD on ${round(d.assets)} would be about ${round(d.assets / period)} at ${age} (${round(d.assets)} divided by ${period.toFixed(1)}).`;
  // A QLAC's value is left out of the balance the RMD is figured on until it starts paying, up
  // to the year's limit on what a QLAC may hold.
  const qlac =
    d.qlac !== undefined && d.qlac < d.assets ? Math.min(d.qlac, FIGURES.qlacLimit.amount) : 0;
  const balance = d.assets - qlac;
  // Before the RMD age there is none this year: the first is figured on the balance then.
  const born = birthYearOf(d) as number;
  const start = rmdAge(born);
  const spouse = youngerSpouse(d, age);
  if (age < start) {
    const first = distributionPeriod(start) as number;
    const joint =
      spouse !== undefined && spouse.gap > 10
        ? ` With your spouse ${spouse.gap} years younger and your sole beneficiary, the Joint Life and Last Survivor table would apply instead, for a smaller RMD than that.`
        : '';
    return `None yet: RMDs start at ${start} for someone born in ${born}, so your first is for ${THIS_YEAR + start - age}, figured from the balance at the end of the year before. On a balance of ${round(balance)} then, it would be about ${round(balance / first)}: ${round(balance)} divided by ${first.toFixed(1)}, the Uniform Lifetime Table's period for age ${start}.${joint}`;
  }
  const amount = rmdAmount(balance, age) as number;
  const from =
    qlac > 0
      ? `${round(d.assets)} less the ${round(qlac)} QLAC, which RMDs leave out until it pays, is ${round(balance)}, divided by`
      : `${round(d.assets)} divided by`;
  const divided = `${from} ${period.toFixed(1)}, the Uniform Lifetime Table's period for age ${age}`;
  // What was taken out this year counts toward it: the rest is due by December 31.
  if (d.taken !== undefined)
    return d.taken >= amount
      ? `Nothing more: the ${round(d.taken)} you have taken this year covers the RMD of about ${round(amount)} (${divided}).`
      : `About ${round(amount - d.taken)} more by December 31: the year's RMD is about ${round(amount)} (${divided}), and the ${round(d.taken)} you have taken this year counts toward it.`;
  // The exact quotient too, as custodians figure it to the cent.
  const exact = dollars(amount) === round(amount) ? '' : `, is ${dollars(amount)}`;
  // A spouse more than 10 years younger and the sole beneficiary: the Joint Life and Last
  // Survivor table's longer period, which this does not hold, makes the RMD smaller.
  if (spouse !== undefined && spouse.gap > 10)
    return `Less than ${round(amount)}, if your spouse, ${spouse.gap} years younger, is the sole beneficiary all year: the RMD is then figured from the IRS Joint Life and Last Survivor table for your two ages, whose period is longer than the ${period.toFixed(1)} the Uniform Lifetime Table gives at ${age}; ${from} ${period.toFixed(1)} would be ${round(amount)}. Your custodian can work it from the joint table; if your spouse is not the sole beneficiary, the ${round(amount)} stands. ${dueBy(age, start)}`;
  const table =
    spouse === undefined
      ? 'a spouse more than 10 years younger and your only beneficiary uses the Joint Life table, which gives a smaller RMD.'
      : `your spouse's age does not change it: at ${spouse.age}, ${spouse.gap > 0 ? `${spouse.gap} years younger` : 'not younger'}, not more than 10 years younger than you, so the Uniform Lifetime Table applies.`;
  if (spouseAsked && spouse !== undefined)
    return `No, ${table} Your RMD is about ${round(amount)}: ${divided}${exact}. ${dueBy(age, start)}`;
  // Still working: only the current employer's plan waits, never an IRA.
  if (d.planAtWork === false && d.working)
    return `The IRA's RMD does not wait while you work, only the plan of the employer you still work for can: about ${round(amount)}, ${divided}${exact}. ${dueBy(age, start)}`;
  return `About ${round(amount)}: ${divided}${exact}. ${dueBy(age, start)} ${capitalised(table)}`;
}

/**
 * When the year's RMD is due: December 31, except the very first, for the year the owner reaches
 * the RMD age, which can wait until April 1 of the next year, putting two in that year (IRS RMD
 * FAQs).
 */
function dueBy(age: number, start: number): string {
  if (age !== start) return 'Take it by December 31.';
  return `As your first RMD, it can wait until April 1, ${THIS_YEAR + 1}, but then your ${THIS_YEAR + 1} RMD is due by December 31, ${THIS_YEAR + 1} too: two RMDs taxed in the same year, so many take the first by December 31, ${THIS_YEAR}.`;
}

/**
 * Whether a spouse's age changes the owner's RMD: only a spouse more than 10 years younger who is
 * the sole beneficiary all year, whose Joint Life and Last Survivor table gives a longer period
 * (IRS Publication 590-B); with the balance given, the year's figure too.
 */
export function rmdSpouseAge(d: Details): string {
  const rule =
    'the RMD is figured from the IRS Joint Life and Last Survivor table instead of the Uniform Lifetime Table only when your spouse is more than 10 years younger and the sole beneficiary of the IRA all year, which gives a longer period and smaller withdrawals';
  const age = ageOf(d);
  // With the balance, the year's figure, which says what the spouse's age does to it.
  if (age !== undefined && d.assets !== undefined) return rmdWorked(d, true);
  const spouse = age === undefined ? undefined : youngerSpouse(d, age);
  if (spouse === undefined)
    return `Only if your spouse is much younger: ${rule}. A spouse 10 or fewer years younger changes nothing. How old are you and your spouse?`;
  if (spouse.gap <= 10)
    return `No: at ${spouse.age} your spouse is not more than 10 years younger than you, so the Uniform Lifetime Table applies as for anyone; ${rule}.`;
  return `Yes, if your spouse is the sole beneficiary all year: at ${spouse.age} your spouse is ${spouse.gap} years younger, more than 10, so the RMD is figured from the IRS Joint Life and Last Survivor table for your two ages, a longer period than the Uniform Lifetime Table's, for smaller withdrawals.`;
}

/** The visitor's spouse's age and how much younger, when the visitor is married and gave it. */
function youngerSpouse(d: Details, age: number): { age: number; gap: number } | undefined {
  const theirs = d.married === true ? d.ages[1] : undefined;
  return theirs === undefined ? undefined : { age: theirs, gap: age - theirs };
}

/**
 * Whether a QLAC of the amount named fits the year's limit, and with the balance and age given,
 * the RMD once it is left out of the balance (Treas. Reg. § 1.401(a)(9)-6, limit indexed yearly).
 */
export function qlacFor(d: Details): string {
  const limit = FIGURES.qlacLimit;
  const rule = `that amount is left out of your RMD calculations until its payments start, which must be by 85`;
  if (d.qlac === undefined)
    return `Yes: you can put up to ${fig(limit)} of IRA or 401(k) money (2026 limit) into a QLAC, a deferred income annuity; ${rule}.`;
  const worked = d.assets !== undefined && ageOf(d) !== undefined ? ` ${rmdFromBalance(d)}` : '';
  if (d.qlac > limit.amount)
    return `Not all ${round(d.qlac)}: a QLAC can hold at most ${fig(limit)} of IRA or 401(k) money in 2026, and ${rule}.${worked}`;
  return `Yes: ${round(d.qlac)} is within the ${fig(limit)} limit for 2026, and ${rule}.${worked}`;
}

/**
 * Whether the rest of a year's RMD can wait until December, with part taken: yes, and with the
 * balance and age given, how much is left (the part taken counts toward it).
 */
export function rmdRestLater(d: Details): string {
  const yes =
    "Yes: the rest can come out any time up to December 31, in one payment or several; what you took earlier this year counts toward this year's RMD.";
  const after = 'Leave a few weeks before the deadline for the custodian to process it.';
  const worked = d.taken !== undefined && d.assets !== undefined ? rmdFromBalance(d) : undefined;
  if (worked === undefined || !/^About .* more by December 31/.test(worked))
    return `${yes} ${after}`;
  return `Yes: ${worked.replace(/^About/, 'about')} It can come out in one payment or several; ${after.charAt(0).toLowerCase()}${after.slice(1)}`;
}

/** Room in the 0% long-term capital-gains bracket, from taxable income. */
export function zeroRateGains(d: Details): string {
  const joint = d.married === true;
  const ordinary = d.income ?? d.otherIncome;
  if (d.taxableIncome === undefined && ordinary === undefined)
    return `For 2026, long-term gains are taxed at 0% while taxable income (after deductions, gains included) stays under ${fig(FIGURES.cg0Single)} single or ${fig(FIGURES.cg0Joint)} married filing jointly. About how much is your taxable income before the sale, and do you file jointly?`;
  const top = zeroRateTop(joint);
  if (d.taxableIncome !== undefined) {
    const room = gainAtZero(d.taxableIncome, joint);
    if (d.gain !== undefined && d.gain < 0)
      return `No tax on a loss: selling for ${round(-d.gain)} less than the basis is a capital loss, which offsets capital gains and then up to ${fig(FIGURES.capitalLossLimit)} a year of other income, with the rest carried forward. (A loss on a home you lived in is not deductible.)`;
    if (d.gain !== undefined) return gainTaxWorked(d.taxableIncome, d.gain, joint);
    return room > 0
      ? `About ${round(room)} of long-term gains. With taxable income of ${round(d.taxableIncome)} ${status(joint)}, the 0% bracket runs to ${round(top)} for 2026, so gains up to ${round(room)} fit in it; gains above that are taxed at 15% federally (Massachusetts taxes long-term gains at 5%).`
      : `None at 0%. With taxable income of ${round(d.taxableIncome)} ${status(joint)} you are already over the ${round(top)} top of the 0% bracket for 2026, so long-term gains are taxed at 15% federally.`;
  }
  const income = ordinary as number;
  const over65 = d.ages.filter((a) => a >= 65).length;
  const deduction = deductionsAt(income, joint, over65);
  const taxable = income - deduction;
  const room = gainAtZero(taxable, joint, Math.max(0, -taxable));
  return `About ${round(room)}, if your ${round(income)} of income is all ordinary income. ${status(joint)[0]?.toUpperCase()}${status(joint).slice(1)}, deductions of about ${round(deduction)} leave ${round(Math.max(0, taxable))} of taxable income, and the 0% bracket runs to ${round(top)} for 2026.`;
}

/** Federal tax on a long-term gain stacked on taxable income, with the Massachusetts 5% beside it. */
function gainTaxWorked(taxable: number, gain: number, joint: boolean): string {
  const r = gainTax(taxable, gain, joint);
  const parts = [
    r.atZero > 0
      ? `${round(r.atZero)} at 0% (the 0% bracket runs to ${round(zeroRateTop(joint))} of taxable income ${status(joint)})`
      : '',
    r.at15 > 0 ? `${round(r.at15)} at 15% (${dollars(0.15 * r.at15)})` : '',
    r.at20 > 0 ? `${round(r.at20)} at 20% (${dollars(0.2 * r.at20)})` : '',
  ].filter(Boolean);
  const state = `Massachusetts taxes long-term gains at 5% (${dollars(MA_RATE * gain)} on it), and above the net investment income line a 3.8% federal surtax can apply too.`;
  if (r.tax === 0)
    return `All ${round(gain)} of the long-term gain is taxed at 0% federally: stacked on ${round(taxable)} of taxable income it stays within the 0% bracket, which runs to ${round(zeroRateTop(joint))} ${status(joint)} for 2026. ${state}`;
  return `About ${dollars(r.tax)} of federal tax on the ${round(gain)} long-term gain: stacked on ${round(taxable)} of taxable income, ${parts.join(' and ')} for 2026. ${state}`;
}

/**
 * The taxable income an added amount sits on: the one the visitor gave, or, for a withdrawal,
 * the rest of the income given (the withdrawal is counted in `otherIncome`) after deductions.
 */
function taxableBeneath(d: Details, added: number | undefined): number | undefined {
  if (d.taxableIncome !== undefined) return d.taxableIncome;
  if (added === undefined || added !== d.withdrawal) return undefined;
  if (d.otherIncome === undefined || d.married === undefined) return undefined;
  const over65 = d.ages.filter((a) => a >= 65).length;
  const rest = (d.income ?? 0) + d.otherIncome - added;
  return federalTaxableIncome(rest, d.benefits ?? 0, d.married, over65).taxable;
}

/** The federal tax on income added on top of the visitor's taxable income, band by band. */
export function taxOnExtraIncome(d: Details): string {
  const added = d.added ?? d.earnings ?? d.withdrawal;
  const rest = taxableBeneath(d, added);
  if (rest === undefined || added === undefined || d.married === undefined)
    return `Only the income above each bracket's line is taxed at the higher rate, so earning more never lowers what you keep: for 2026 the 12% bracket runs to ${fig(FIGURES.bracket12Single)} of taxable income single or ${fig(FIGURES.bracket12Joint)} joint, and 22% above it. What is your taxable income now, how much more would you add, and do you file jointly?`;
  const joint = d.married;
  const r = taxOnAddedIncome(rest, added, joint);
  const slices = r.slices.map(
    (s) => `${round(s.amount)} at ${Math.round(s.rate * 100)}% (${dollars(s.rate * s.amount)})`,
  );
  return `About ${dollars(r.tax)} more federal income tax on the ${round(added)} added to ${round(rest)} of taxable income ${status(joint)}: ${slices.join(' and ')}, by the 2026 brackets. Only the part above a bracket's line is taxed at the higher rate, so you keep ${round(added - r.tax)} of it before ${d.added === undefined && added === d.earnings ? 'payroll tax (7.65% on wages) and ' : ''}the 5% Massachusetts tax (about ${round(MA_RATE * added)} for a resident). If you collect Social Security, added income can also make more of it taxable, which raises the cost.`;
}

/** The 2026 COLA on the visitor's check, and what the Part B increase takes from it. */
export function colaRaise(d: Details): string {
  // A check named beside an IRMAA premium: the raise is on the check, and the premium is theirs.
  const named = namedPremium(d);
  if (named) {
    const after = afterCola(named.check);
    return `About ${dollars(after)} a month if ${dollars(named.check)} was your check before the 2.8% raise for 2026 (SSA rounds down to the dime), so about ${dollars(after - named.premium.amount)} deposited after your ${fig(named.premium)} Part B premium; if ${dollars(named.check)} is already this year's check, about ${dollars(named.check - named.premium.amount)} is deposited.`;
  }
  const before = d.monthly[0] ?? (d.benefits !== undefined ? d.benefits / 12 : undefined);
  const increase = FIGURES.partBPremium.amount - FIGURES.partBPremium2025.amount;
  if (before === undefined)
    return `Benefits rose 2.8% for 2026, from January's payment; the standard Part B premium, usually taken from the check, rose ${dollars(increase)} to ${fig(FIGURES.partBPremium)}. How much was your monthly check before the raise?`;
  const after = afterCola(before);
  const raise = after - before;
  return `About ${dollars(after)} a month: the 2.8% cost-of-living raise adds ${dollars(raise)} to your ${dollars(before)} check from January 2026 (SSA rounds down to the dime). If Part B comes out of your check, its standard premium rose ${dollars(increase)}, from ${fig(FIGURES.partBPremium2025)} to ${fig(FIGURES.partBPremium)}, so the deposit goes up about ${dollars(raise - increase)}, to about ${dollars(after - FIGURES.partBPremium.amount)} after the premium.`;
}

/** The standard Part B premium over a year, for one person or a married couple both on Medicare. */
export function partBPremiumFor(d: Details): string {
  const month = FIGURES.partBPremium.amount;
  const each = `${fig(FIGURES.partBPremium)} per person in 2026 (${dollars(12 * month)} a year)`;
  const twoMonth = dollars(2 * month);
  const twoYear = dollars(24 * month);
  const irmaa = `more is due if 2024 income was over ${fig(FIGURES.irmaaSingle)} single or ${fig(FIGURES.irmaaJoint)} joint (IRMAA)`;
  return d.married
    ? `For the two of you, ${twoMonth} a month (${twoYear} a year), if you both pay the standard Part B premium: it is ${each}, with no family rate, and ${irmaa}.`
    : `The standard Part B premium is ${each}, and the Part B deductible is ${fig(FIGURES.partBDeductible)} a year, after which you usually pay 20% of approved costs; a married couple both on Medicare pays ${twoMonth} a month for the two of you (${twoYear} a year), as there is no family rate, and ${irmaa}.`;
}

/** The 2026 IRMAA tier from income two years earlier, Part B and Part D. */
export function irmaaFromIncome(d: Details): string {
  if (d.income === undefined || d.married === undefined)
    return `Only if your income two years earlier (2024 for 2026) was over ${fig(FIGURES.irmaaSingle)} single or ${fig(FIGURES.irmaaJoint)} married filing jointly: IRMAA, an income-related surcharge, then raises Part B and Part D premiums. What was your 2024 income, and do you file jointly?`;
  // A separate return filed while living together has lines of its own, and no lower tiers.
  if (d.married && d.separately === 'together' && !d.incomeToCome) {
    const t = irmaaTierSeparate(d.income);
    if (t.tier === 0)
      return `No IRMAA surcharge: at about ${round(d.income)} on a separate return you are under the ${fig(FIGURES.irmaaSingle)} line, so you pay the standard Part B premium of ${fig(FIGURES.partBPremium)} in 2026.`;
    return `${fig(t.partB)} for Part B in 2026, plus ${fig(t.partD as Figure)} on top of the Part D premium: married filing separately while living with your spouse, the lower IRMAA tiers do not apply, so about ${round(d.income)} of 2024 income, over the ${fig(FIGURES.irmaaSingle)} line, puts you in ${t.tier === 4 ? `the tier from there to under ${dollars(IRMAA_SEPARATE_TOP)}, the second-highest` : 'the highest tier'}. Filing jointly would use the joint lines instead; a drop in income after retiring can be appealed with form SSA-44.`;
  }
  const t = irmaaTier(d.income, d.married);
  const who = d.married ? 'each of you' : 'you';
  // Income added this year (an extra IRA withdrawal, a conversion): the tier it would reach, in
  // the premium two years on (2026's lines and amounts the latest known).
  if (d.added !== undefined && !d.incomeToCome) return irmaaWithAdded(d.income, d.added, d.married);
  // An income still to come is not the 2024 return that sets 2026's premium.
  if (d.incomeToCome)
    return `Not by itself: 2026's premium follows your 2024 return, so a lower income this year does not change it on its own. If it falls because of a life-changing event such as retiring (a work stoppage), a divorce or a spouse's death, file Form SSA-44 with Social Security to have the newer year used instead; ${t.tier === 0 ? `at about ${round(d.income)} ${status(d.married)}, under the ${fig(d.married ? FIGURES.irmaaJoint : FIGURES.irmaaSingle)} line, ${who} would then pay the standard ${fig(FIGURES.partBPremium)}` : `at about ${round(d.income)} ${status(d.married)} ${who} would still be over the ${fig(t.over ?? FIGURES.irmaaJoint)} line`}.`;
  if (t.tier === 0)
    return `No IRMAA surcharge: at about ${round(d.income)} ${status(d.married)} you are under the ${fig(d.married ? FIGURES.irmaaJoint : FIGURES.irmaaSingle)} line, so ${who} pay the standard Part B premium of ${fig(FIGURES.partBPremium)} in 2026.`;
  const partD = t.partD ?? FIGURES.partDIrmaa1;
  // What the surcharges add to the standard premium, a month and a year.
  const moreB = t.partB.amount - FIGURES.partBPremium.amount;
  const more = moreB + partD.amount;
  return `Yes. At about ${round(d.income)} ${status(d.married)} you are over the ${fig(t.over ?? FIGURES.irmaaJoint)} line, so ${who} would pay ${fig(t.partB)} for Part B in 2026 instead of ${fig(FIGURES.partBPremium)}, plus ${fig(partD)} on top of the Part D premium: ${dollars(moreB)} a month more for Part B (${dollars(12 * moreB)} a year), ${dollars(more)} a month more with Part D (${dollars(12 * more)} a year)${d.married ? `, for each of you: IRMAA is per person, so two of you on Medicare pay ${total(t.partB, t.partB)} together for Part B` : ''}. It uses your 2024 tax return; a drop in income after retiring can be appealed with form SSA-44.`;
}

/** What income added on top of the rest does to IRMAA: the tier before and after it. */
function irmaaWithAdded(income: number, added: number, married: boolean): string {
  const before = irmaaTier(income, married);
  const after = irmaaTier(income + added, married);
  const who = married ? 'each of you' : 'you';
  const line = fig(married ? FIGURES.irmaaJoint : FIGURES.irmaaSingle);
  const sum = `about ${round(income)} plus the ${round(added)} is ${round(income + added)} ${status(married)}`;
  const when =
    'Medicare uses the tax return from two years earlier, so this year’s income sets the premium two years from now (for only that year), and the tiers move with inflation each year.';
  if (after.tier === 0)
    return `No: ${sum}, still under the ${line} IRMAA line (2026), so ${who} would pay the standard Part B premium. ${when}`;
  if (after.tier === before.tier)
    return `Not to a higher tier: ${sum}, in the same IRMAA tier as without it, over the ${fig(after.over ?? FIGURES.irmaaJoint)} line (2026 figures). ${when}`;
  const partD = after.partD ?? FIGURES.partDIrmaa1;
  const moreB = after.partB.amount - before.partB.amount;
  const moreD = partD.amount - (before.partD?.amount ?? 0);
  const more = moreB + moreD;
  return `Yes: ${sum}, over the ${fig(after.over ?? FIGURES.irmaaJoint)} line, so at 2026's amounts ${who} would pay ${dollars(after.partB.amount)} a month for Part B instead of ${dollars(before.partB.amount)}, plus ${dollars(partD.amount)} a month on top of the Part D premium: ${dollars(moreB)} a month more for Part B (${dollars(12 * moreB)} a year), ${dollars(more)} a month more with Part D (${dollars(12 * more)} a year)${married ? ' for each of you on Medicare' : ''}. ${when} Money taken from a Roth IRA does not count toward that income.`;
}

/** The initial enrolment window from the month (and day) of the 65th birthday. */
export function medicareWindow(d: Details): string {
  if (d.birthMonth === undefined)
    return 'Your initial window is seven months: the three months before the month you turn 65, that month, and the three after. Sign up in the first three months and coverage starts the month you turn 65. What month is your 65th birthday?';
  // The window is around the 65th birthday: one who turns 67 this year is past it.
  if (d.yearEndAge !== undefined && d.yearEndAge > 65)
    return `Your initial window was the seven months around your 65th birthday, so at ${d.yearEndAge} it has passed: if you are covered by a current job's plan (yours or a spouse's), you can sign up within 8 months after that job or coverage ends; otherwise the general enrollment period runs January 1 to March 31, with a late penalty for the years without Part B.`;
  const w = initialEnrollment(d.birthMonth, d.birthDay);
  if (d.signUpMonth !== undefined) return startForSignUp(d.signUpMonth, w, d.birthDay === 1);
  // With the birth year, each month gets its year: the window can start or end in another year.
  const turns = d.birthYear === undefined ? undefined : d.birthYear + 65;
  const inYear = (offset: number) => {
    if (turns === undefined) return '';
    const at = MONTHS.indexOf(w.birthMonth as (typeof MONTHS)[number]) + offset;
    return `, ${turns + Math.floor(at / 12) - (d.birthDay === 1 && d.birthMonth === 1 ? 1 : 0)}`;
  };
  return `From ${w.first} 1${inYear(-3)} to ${w.last} ${lastDay(w.last)}${inYear(3)}: your seven-month window runs three months before and three after ${w.birthMonth}${d.birthDay === 1 ? ' (a birthday on the 1st counts from the month before)' : ', your birthday month'}. Sign up by the end of ${MONTH_BEFORE(w.birthMonth)} and Part A and B start ${w.earliestCoverage} 1${inYear(0)}; later, they start the 1st of the month after the one you sign up in (from ${MONTH_AFTER(w.birthMonth)} 1 for a sign-up in ${w.birthMonth}).`;
}

/**
 * When Part A and B start for a sign-up in a given month of the initial window (Medicare.gov,
 * When does Medicare coverage start?): in the 3 months before the birthday month, the 1st of the
 * birthday month; in it or the 3 after, the 1st of the month after the sign-up. Before the window
 * it is too early; after it, only the General Enrollment Period is left without job coverage.
 */
function startForSignUp(signUp: number, w: Window, bornOnFirst: boolean): string {
  const month = MONTHS[signUp - 1] as string;
  const counted = bornOnFirst
    ? `${w.birthMonth}, counted as your birthday month since your birthday is on the 1st`
    : `${w.birthMonth}, your birthday month`;
  const birth = MONTHS.indexOf(w.birthMonth as (typeof MONTHS)[number]);
  // The sign-up month's place around the birthday month, from 6 months before to 5 after.
  const offset = ((signUp - 1 - birth + 18) % 12) - 6;
  const window = `Your initial enrollment period runs from ${w.first} 1 to ${w.last} ${lastDay(w.last)}`;
  if (offset < -3)
    return `Too early in ${month}: your initial enrollment period opens ${w.first} 1 and runs to ${w.last} ${lastDay(w.last)}; a sign-up from ${w.first} 1 to the end of ${MONTH_BEFORE(w.birthMonth)} starts Part A and B ${w.earliestCoverage} 1.`;
  if (offset < 0)
    return `${w.earliestCoverage} 1: a sign-up in ${month}, before your birthday month, starts Part A and B the 1st of ${counted}. ${window}.`;
  if (offset <= 3)
    return `${MONTH_AFTER(month)} 1: a sign-up in ${month}, ${offset === 0 ? 'the birthday month' : `${offset} month${offset === 1 ? '' : 's'} after ${counted}`}, starts Part A and B the 1st of the month after you sign up. ${window}; a sign-up by the end of ${MONTH_BEFORE(w.birthMonth)} would start them ${w.earliestCoverage} 1.`;
  return `Not in your initial window: it ends ${w.last} ${lastDay(w.last)}, so a sign-up in ${month} without coverage from a current job (yours or a spouse's) has to wait for the General Enrollment Period, January 1 to March 31, with coverage from the month after you sign up and a Part B penalty of 10% for each full 12 months without it. Sign up by ${w.last} ${lastDay(w.last)} to avoid the gap.`;
}

/**
 * When Part A and B start for a sign-up in the birthday month: the 1st of the month after (the
 * rule since 2023); a sign-up in the three months before starts them the 1st of the birthday month.
 */
export function medicareStartFor(d: Details): string {
  const rule =
    'If you sign up in the 3 months before the month you turn 65, coverage starts the 1st of your birthday month; sign up in your birthday month or the 3 months after and it starts the 1st of the following month.';
  if (d.birthMonth === undefined || (d.yearEndAge !== undefined && d.yearEndAge > 65)) return rule;
  if (d.signUpMonth !== undefined)
    return startForSignUp(
      d.signUpMonth,
      initialEnrollment(d.birthMonth, d.birthDay),
      d.birthDay === 1,
    );
  // A birthday on the 1st moves the window a month earlier: its dates, worked as the window's.
  if (d.birthDay === 1) return medicareWindow(d);
  const w = initialEnrollment(d.birthMonth, d.birthDay);
  // With the birth year, each date gets its year: the window can start or end in another year.
  const turns = d.birthYear === undefined ? undefined : d.birthYear + 65;
  const at = MONTHS.indexOf(w.birthMonth as (typeof MONTHS)[number]);
  const inYear = (offset: number) =>
    turns === undefined ? '' : `, ${turns + Math.floor((at + offset) / 12)}`;
  return `${MONTH_AFTER(w.birthMonth)} 1${inYear(1)}, if you sign up in ${w.birthMonth}, your birthday month: coverage then starts the 1st of the following month (a sign-up by the end of ${MONTH_BEFORE(w.birthMonth)} gives coverage from ${w.earliestCoverage} 1${inYear(0)}). Your seven-month initial enrollment period runs from ${w.first} 1${inYear(-3)} to ${w.last} ${lastDay(w.last)}${inYear(3)}, and a sign-up in its last 3 months starts coverage the 1st of the month after.`;
}

/** The last day of a month ("February 28": the window never ends in a leap February). */
const lastDay = (month: string): number =>
  [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][
    MONTHS.indexOf(month as (typeof MONTHS)[number])
  ] ?? 31;

/** The month a number of months from another ("August" and 1: "September"). */
const monthFrom = (month: string, months: number): string =>
  MONTHS[(MONTHS.indexOf(month as (typeof MONTHS)[number]) + 12 + months) % 12] as string;
const MONTH_BEFORE = (month: string): string => monthFrom(month, -1);
const MONTH_AFTER = (month: string): string => monthFrom(month, 1);

/** HSA contributions by coverage and age. */
export function hsaLimitFor(d: Details): string {
  const age = ageOf(d);
  if (age !== undefined && d.family === undefined)
    return `At ${age}, ${round(hsaLimit(false, age))} with self-only coverage or ${round(hsaLimit(true, age))} with family coverage for 2026: ${fig(FIGURES.hsaSelf)} or ${fig(FIGURES.hsaFamily)}${age >= 55 ? `, plus the ${fig(FIGURES.hsaCatchUp)} catch-up from 55` : ''}. You can contribute while you have an HSA-eligible health plan and no Medicare; stop at least 6 months before you sign up for Medicare after 65, because Part A is backdated up to 6 months. Is your coverage self-only or family?`;
  if (age === undefined || d.family === undefined)
    return `For 2026 the HSA limit is ${fig(FIGURES.hsaSelf)} for self-only coverage and ${fig(FIGURES.hsaFamily)} for family coverage, plus ${fig(FIGURES.hsaCatchUp)} from age 55; contributions stop once you enroll in any part of Medicare. How old are you, and is your coverage self-only or family?`;
  const limit = hsaLimit(d.family, age);
  // The year Medicare starts, the limit is prorated by the months before it (Part A starts the
  // month of the 65th birthday, or the month before for a birthday on the 1st).
  if ((age === 65 || d.yearEndAge === 65) && d.birthMonth !== undefined) {
    const months = d.birthMonth - 1 - (d.birthDay === 1 ? 1 : 0);
    return `About ${round((limit * Math.max(0, months)) / 12)} for 2026: the ${round(limit)} limit (${fig(d.family ? FIGURES.hsaFamily : FIGURES.hsaSelf)} for ${d.family ? 'family' : 'self-only'} coverage plus the ${fig(FIGURES.hsaCatchUp)} catch-up) times ${months} of 12 months, the months before Medicare starts. Contributions must stop once Part A begins.`;
  }
  const made = `${fig(d.family ? FIGURES.hsaFamily : FIGURES.hsaSelf)} for ${d.family ? 'family' : 'self-only'} coverage${age >= 55 ? ` plus the ${fig(FIGURES.hsaCatchUp)} catch-up at ${age}` : ''}`;
  // What was put in already this year counts against the limit.
  if (d.contributed !== undefined)
    return `${d.contributed >= limit ? `Nothing more: the ${round(d.contributed)} you have put in already reaches` : `About ${round(limit - d.contributed)} more: the ${round(d.contributed)} you have put in so far counts against`} the ${round(limit)} limit for 2026 (${made}), employer contributions included. Contributions stop once any part of Medicare starts.`;
  return `${round(limit)} for 2026: ${made}. Contributions stop once any part of Medicare starts.${d.family ? spouseHsa(d.ages[1]) : ''}`;
}

/** A spouse's own HSA beside family coverage: their catch-up goes only into it, and none on Medicare. */
function spouseHsa(spouse: number | undefined): string {
  if (spouse === undefined || spouse < 55) return '';
  return spouse >= 65
    ? ` Once your spouse is on Medicare (at ${spouse}), they are not eligible to contribute to their own HSA, but your family coverage keeps the family limit for yours.`
    : ` Your spouse's own ${fig(FIGURES.hsaCatchUp)} catch-up at ${spouse} can go only into their own HSA, not yours: ${round(FIGURES.hsaCatchUp.amount)} more for the two of you.`;
}

/** Whether savings cover the gap between spending and Social Security, by withdrawal rate. */
/**
 * Guaranteed income a year, the Social Security given and the visitor's pension, and what to call
 * it; `otherIncome` is left out, since it may hold withdrawals from the savings themselves.
 */
function guaranteedIncome(
  benefits: number | undefined,
  d: Details,
): { yearly: number; named: string } {
  const pension = d.pensionMonthly === undefined ? 0 : d.pensionMonthly * 12;
  const named =
    pension > 0
      ? benefits === undefined
        ? 'pension'
        : 'Social Security and pension'
      : 'Social Security';
  return { yearly: (benefits ?? 0) + pension, named };
}

/** Years of withdrawals held in cash: the yearly draw on savings (spending less guaranteed income) times the years. */
export function cashReserveFor(d: Details): string {
  const years = d.reserveYears ?? 2;
  const estimate = d.benefitAt.length === 1 ? (d.benefitAt[0]?.monthly ?? 0) * 12 : undefined;
  const { yearly, named } = guaranteedIncome(d.benefits ?? estimate, d);
  if (d.spending === undefined)
    return `A cash reserve of 1 to 2 years of what you draw from savings (your spending less Social Security and any pension), in savings, a money market or short-term CDs, lets you stop selling investments after a fall while markets recover; the rest stays invested. How much do you spend a year, and what comes in from Social Security and pensions?`;
  const draw = Math.max(0, d.spending - yearly);
  // Spending told as the draw itself ("besides ss i need 5,500 a month from savings").
  const from =
    yearly > 0 ? ` (${round(d.spending)} of spending less ${round(yearly)} of ${named})` : '';
  const cash = draw * years;
  // With the savings told: what stays invested, and the draw against the 4% rule.
  const rest =
    d.assets !== undefined && d.assets > cash
      ? `; the other ${round(d.assets - cash)} of the ${round(d.assets)} stays invested, and you refill the cash in good years. Drawing ${round(draw)} a year is ${Math.round((1000 * draw) / d.assets) / 10}% of the ${round(d.assets)}${draw / d.assets > 0.045 ? ', well above the 4% rule, so the savings may not last 30 years at that pace' : draw / d.assets > 0.04 ? ', a little above the 4% rule' : ', within the 4% rule'}.`
      : '; the rest stays invested, and you refill the cash in good years.';
  return `About ${round(cash)}: ${years} year${years === 1 ? '' : 's'} of the ${round(draw)} a year you draw from savings${from}, kept in savings, a money market or short-term CDs so a fall in the market need not force a sale${rest}`;
}

/** The same cash reserve asked of a bucket plan, only with the years of it told. */
export function cashBucketFor(d: Details): string {
  return cashReserveFor(d);
}

/**
 * What a withdrawal rate says against the 4% rule, first: within it, just over it, or well over
 * it ("am I fine by the 4% rule?" is answered by the verdict, then the figures).
 */
const verdictOnRate = (rate: number, tooMuch = false): string => {
  const band = RATE_BANDS.findIndex((above) => rate > above);
  // "is that too much?" asks the other way round: its yes is the others' no.
  return (tooMuch ? TOO_MUCH_VERDICTS : VERDICTS)[band < 0 ? RATE_BANDS.length : band] as string;
};
/** Withdrawal rates, in percent, the verdicts change above: well above, tight, just over, within. */
const RATE_BANDS = [7, 5, 4];
const VERDICTS = [
  'Probably not, it is well above the 4% rule',
  'Not by the 4% rule, it is tight',
  'Not quite, though close to the 4% rule',
  'Yes, likely enough by the 4% rule',
];
const TOO_MUCH_VERDICTS = [
  'Yes, likely: it is well above the 4% rule',
  'Likely, by the 4% rule: it is tight',
  'A little, by the 4% rule: it is just over it',
  'No, it is within the 4% rule',
];

export function savingsGap(d: Details): string {
  const spending = d.spending;
  const estimate = d.benefitAt.length === 1 ? (d.benefitAt[0]?.monthly ?? 0) * 12 : undefined;
  const benefits = d.benefits ?? estimate;
  const { yearly, named } = guaranteedIncome(benefits, d);
  const income = benefits === undefined ? undefined : yearly;
  if (d.assets === undefined || spending === undefined || income === undefined)
    return 'It depends on the gap between your spending and your guaranteed income (Social Security, pensions), compared with your savings: taking about 4% of savings a year or less has historically lasted 30 years. How much do you have saved, and how much do you spend and receive each month?';
  const gap = Math.max(0, spending - income);
  // Social Security at a later age than the visitor's: the savings carry all the spending until then.
  const age = ageOf(d);
  const startAge = d.benefits === undefined ? d.benefitAt[0]?.age : undefined;
  if (age !== undefined && startAge !== undefined && startAge > age) {
    const years = startAge - age;
    const bridge = years * spending;
    const left = d.assets - bridge;
    if (left <= 0)
      return `Not on these numbers: until Social Security starts at ${startAge}, ${years} years of spending at ${round(spending)} come to ${round(bridge)}, more than the ${round(d.assets)} saved, before any growth. Working longer, spending less or claiming earlier would close it.`;
    const after = (100 * gap) / left;
    return `${verdictOnRate(after, d.askedTooMuch)}: until Social Security starts at ${startAge}, ${years} years of spending at ${round(spending)} take about ${round(bridge)} from ${round(d.assets)} (before growth), leaving about ${round(left)}. From then ${round(income)} a year of ${named} leaves ${round(gap)} a year to draw from it, ${aPercent(`${after.toFixed(1)}%`)} withdrawal rate, against about 4% that has historically lasted 30 years. Until then you draw ${(100 * (spending / d.assets)).toFixed(1)}% a year, so a bad market in those years matters most.`;
  }
  const rate = (100 * gap) / d.assets;
  const safe = d.assets * 0.04;
  const monthly = (safe + income) / 12;
  const short = spending / 12 - monthly;
  const month = `By the month: 4% of ${round(d.assets)} is about ${round(safe / 12)}, plus ${round(income / 12)} of ${named} makes about ${round(monthly)}, ${short > 0 ? `about ${round(short)} short of` : `enough for`} the ${round(spending / 12)} you spend.`;
  return `${verdictOnRate(rate, d.askedTooMuch)}: spending ${round(spending / 12)} a month against ${round(income / 12)} of ${named} leaves ${round(gap / 12)} a month, ${round(gap)} a year, to draw from ${round(d.assets)}, ${aPercent(`${rate.toFixed(1)}%`)} withdrawal rate, against about 4% (${round(safe)} a year) that has historically lasted 30 years. ${month}`;
}

/** "a 4.8% withdrawal rate", "an 8% withdrawal rate". */
const withdrawalRate = (rate: number): string =>
  `${aPercent(`${rate.toFixed(2).replace(/\.?0+$/, '')}%`)} withdrawal rate`;

/** A worked answer of the withdrawal-rate topic. */
export function savingsLast(d: Details): string {
  // With Social Security given, only the gap it leaves is drawn from savings.
  if (d.assets && d.spending && d.benefits !== undefined) return savingsGap(d);
  if (!d.assets || !d.spending)
    return 'It depends on your yearly spending from savings, after Social Security and any pension, compared with what you have saved: about 4% of savings or less a year has historically lasted 30 years. How much do you have saved, and how much do you spend from it a year?';
  const rate = (100 * d.spending) / d.assets;
  if (d.growth) return lastingWithGrowth(d.assets, d.spending, d.growth, rate);
  const months = Math.floor((12 * d.assets) / d.spending);
  // A plan put for judgement ("can we safely spend 50k a year?") gets the verdict first.
  const opening = d.judged ? `${verdictOnRate(rate, d.askedTooMuch)}: spending` : 'Spending';
  return `${opening} ${dollars(d.spending)} a year from ${dollars(d.assets)} is ${withdrawalRate(rate)}, against about 4% (${dollars(d.assets * 0.04)} a year) that has historically lasted 30 years. With no growth after inflation it would last ${months % 12 === 0 ? '' : `${months} months, `}${yearsText(months / 12)}; steady growth stretches that, and a bad market early shortens it.`;
}

/**
 * How long savings last drawn at a steady amount a year while the rest earns a steady return,
 * each year's draw taken at its end: the years n with assets × (1 + g)^n = draw × ((1 + g)^n − 1) / g.
 */
function lastingWithGrowth(assets: number, draw: number, growth: number, rate: number): string {
  const earned = assets * growth;
  const shown = `${(100 * growth).toFixed(1).replace(/\.0$/, '')}%`;
  const taking = `taking ${dollars(draw)} a year from ${dollars(assets)} is ${withdrawalRate(rate)}`;
  if (draw <= earned)
    return `${capitalised(taking)}: at ${shown} a year the savings earn ${dollars(earned)}, at least what you take, so the balance does not run down, before inflation. Raising the draw each year for inflation, or a bad market early, changes that.`;
  const years = Math.log(draw / (draw - earned)) / Math.log(1 + growth);
  return `About ${Math.round(years)} years: ${taking}, and earning ${shown} a year the rest runs out after about ${years.toFixed(1)} years (${Math.floor(assets / draw)} with no growth). Raising the draw each year for inflation shortens that, and a bad market early shortens it more.`;
}

/** The 4% rule's first-year amount for the savings the visitor gave. */
export function fourPercent(d: Details): string {
  // A draw of their own given beside the savings, and no income beside it: that draw's rate,
  // against the rule's. (With Social Security given, what 4% adds to it is the answer below.)
  if (d.assets !== undefined && d.spending !== undefined && d.benefits === undefined)
    return savingsLast(d);
  if (d.assets === undefined)
    return 'The 4% rule says taking 4% of savings in the first year, then raising it with inflation, has historically lasted 30 years; it is a starting point, not a promise, and a bad market early or a longer life can break it. How much do you have saved?';
  const draw = d.assets * 0.04;
  // Guaranteed income the visitor gave comes on top of the draw: what they can spend in all.
  const guaranteed = guaranteedIncome(d.benefits, d);
  const inAll =
    guaranteed.yearly > 0
      ? `; with your ${round(guaranteed.yearly)} a year of ${guaranteed.named}, about ${round(draw + guaranteed.yearly)} a year in all (${round((draw + guaranteed.yearly) / 12)} a month), before taxes`
      : '';
  return `On ${round(d.assets)} it means about ${round(draw)} in the first year (${round(draw / 12)} a month), then raised with inflation, which has historically lasted 30 years${inAll}. It is a rule of thumb, not a promise: many planners start nearer 3.5% for a retirement that may run past 30 years, and trim withdrawals after a bad year.${beforeMedicare(d)}`;
}

/** Retiring before 65: health coverage until Medicare is a cost the savings must carry. */
function beforeMedicare(d: Details): string {
  const age = ageOf(d);
  return age !== undefined && age < 65
    ? ` Retiring before 65, budget for health insurance until Medicare starts (COBRA, or a plan through the Massachusetts Health Connector), often one of the largest costs of those years.`
    : '';
}

/** The savings the 4% rule needs to fill the gap between spending and Social Security. */
export function savingsNeeded(d: Details): string {
  if (d.spending === undefined || d.benefits === undefined)
    return 'The 4% rule puts it at 25 times the yearly gap between what you spend and your guaranteed income (Social Security, pensions). How much do you spend a month, and how much do your Social Security checks come to?';
  // Savings given beside them: whether they cover the gap is the answer, not only what would.
  if (d.assets !== undefined) return savingsGap(d);
  const { yearly, named } = guaranteedIncome(d.benefits, d);
  const gap = d.spending - yearly;
  if (gap <= 0)
    return `Your ${named} of about ${round(yearly)} a year already covers the ${round(d.spending)} you spend, so the 4% rule needs no savings for it; savings then cover extras, emergencies and rising costs.`;
  return `About ${round(gap / 0.04)}: spending ${round(d.spending)} a year against ${round(yearly)} of ${named} leaves ${round(gap)} a year (${round(gap / 12)} a month) to draw from savings, and the 4% rule takes 25 times that. It is a rule of thumb, not a promise: a bad market early or a retirement past 30 years argues for more, nearer 3.5% (about ${round(gap / 0.035)}).`;
}

/**
 * The tax-free part of a withdrawal from a traditional IRA holding after-tax money: the basis's
 * share of the balance (Form 8606, lines 6 to 10: basis over the year-end value of all
 * traditional, SEP and SIMPLE IRAs plus the year's withdrawals, taken here as the balance given).
 */
export function basisShareFor(d: Details): string {
  // A nondeductible deposit beside a pre-tax balance, converted ("backdoor"): the deposit is
  // the amount, and the IRAs hold both.
  if (d.pretaxBalance && d.afterTaxBasis !== undefined && d.assets !== undefined) {
    const all = d.assets + d.afterTaxBasis;
    const amount = d.withdrawal ?? d.afterTaxBasis;
    const taxed = amount * (d.assets / all);
    return `No, not tax-free: about ${round(taxed)} of the ${round(amount)} converted is taxable (${((d.assets / all) * 100).toFixed(1)}%). The pro-rata rule counts all your traditional, SEP and SIMPLE IRAs together on December 31 of the year of the conversion: your ${round(d.afterTaxBasis)} after-tax is ${((d.afterTaxBasis / all) * 100).toFixed(1)}% of the ${round(all)} in all, so each dollar converted is that share tax-free and the rest taxed. Rolling the ${round(d.assets)} pre-tax into a workplace plan that accepts it, before that December 31, leaves the conversion almost all tax-free.`;
  }
  const amount = d.rmdAmount ?? d.withdrawal;
  const rule =
    'after-tax money in a traditional IRA comes out in proportion, not first: each withdrawal is tax-free in the share your basis (tracked on Form 8606) bears to the value of all your traditional, SEP and SIMPLE IRAs together';
  if (d.afterTaxBasis === undefined || d.assets === undefined || amount === undefined)
    return `Not all of it: ${rule}, and the rest is taxed as income. How much after-tax money is in the IRA, what are your IRAs worth, and how much are you taking out?`;
  // A basis as large as the balance is more likely a misreading than an IRA of after-tax money.
  if (d.afterTaxBasis >= d.assets)
    return `Not all of it, likely: ${rule}. What are all your traditional IRAs worth together?`;
  const share = d.afterTaxBasis / d.assets;
  const free = amount * share;
  return `No, not all of it: about ${round(free)} of the ${round(amount)} is tax-free and ${round(amount - free)} is taxable. Your ${round(d.afterTaxBasis)} of after-tax basis is ${(share * 100).toFixed(share * 100 < 10 ? 1 : 0).replace(/\.0$/, '')}% of the ${round(d.assets)} in the IRA, and ${rule}. Form 8606 works it on the year-end value plus the year's withdrawals, so the split moves a little with the markets; the ${round(d.afterTaxBasis - free)} of basis left carries to later years.`;
}

/** The excise tax on an RMD not taken: 25% of the amount, 10% if corrected in time (SECURE 2.0). */
export function missedRmdFor(d: Details): string {
  const rule =
    'A missed RMD owes a 25% excise tax on the amount not taken, cut to 10% if you take it and correct it within two years.';
  const then =
    'Take it as soon as you notice, and ask the IRS to waive the tax on Form 5329 if the miss was a reasonable error.';
  if (d.rmdAmount === undefined || !d.rmdMissed) return `${rule} ${then}`;
  return `About ${round(d.rmdAmount * 0.25)} on a missed ${round(d.rmdAmount)} RMD: the excise tax is 25% of the amount not taken, cut to 10% (${round(d.rmdAmount * 0.1)}) if you take it and correct it within two years. ${then}`;
}

/** A joint-and-survivor pension against single life: what the survivor keeps, and what the protection costs. */
export function jointSurvivorFor(d: Details): string {
  const general =
    'A joint-and-survivor option: it pays a smaller check while you are both alive and keeps paying your spouse (often 50%, 75% or 100% of it) after you die. A single-life option pays more but stops at your death.';
  const js = d.jointSurvivor;
  if (js === undefined) return general;
  const cost = js.single - js.joint;
  if (js.share === undefined)
    return `${round(cost)} a month less, ${round(cost * 12)} a year, for as long as you both live: the ${round(js.joint)} joint check against ${round(js.single)} single life is the price of income that keeps paying your spouse for life if you die first, at the survivor share the quote names (often 100%, 75% or 50% of the joint check). Single life pays more but stops at your death. If your spouse dies first, a joint check usually stays the same unless the contract has a pop-up or reduces it: read that line of the quote before choosing.`;
  if (js.more !== undefined && js.more.length > 0) {
    const options = [{ joint: js.joint, share: js.share }, ...js.more];
    const each = options.map(
      (o) =>
        `with the ${Math.round(o.share * 100)}% option, ${round(o.joint * o.share)} (${Math.round(o.share * 100)}% of the ${round(o.joint)} joint check)`,
    );
    const costs = options.map(
      (o) =>
        `the ${Math.round(o.share * 100)}% option ${round(js.single - o.joint)} a month, ${round((js.single - o.joint) * 12)} a year`,
    );
    return `Your spouse would get, each month for life if you die first: ${each.join('; ')}. Against the ${round(js.single)} single-life check, the protection costs ${costs.join(', and ')}, for as long as you both live; with single life, nothing would continue after your death.`;
  }
  const survivor = js.joint * js.share;
  return `About ${round(survivor)} a month for your spouse, for life, if you die first: ${Math.round(js.share * 100)}% of your ${round(js.joint)} joint-and-survivor check. The protection costs ${round(cost)} a month, ${round(cost * 12)} a year, for as long as you both live (the ${round(js.single)} single-life check less the ${round(js.joint)}); with single life, nothing would continue after your death.`;
}

/** Work credits still needed for retirement benefits: 40 in all, one for each $1,890 of 2026 earnings, 4 a year at most. */
export function creditsNeeded(d: Details): string {
  const credit = FIGURES.workCredit;
  const rule = `in 2026 you earn one credit for each ${fig(credit)} of covered earnings, up to 4 credits a year`;
  const pay = d.earnings ?? d.income;
  const perYear = pay === undefined ? 4 : Math.min(4, Math.floor(pay / credit.amount));
  const spouse = 'A spouse without 40 credits can still get spousal benefits on your record.';
  if (d.credits === undefined && pay !== undefined)
    return `40 credits, about 10 years of work; at about ${round(pay)} a year you earn ${perYear} credit${perYear === 1 ? '' : 's'} a year, since ${rule}. ${spouse}`;
  if (d.credits === undefined) return `40 credits, about 10 years of work: ${rule}. ${spouse}`;
  const need = 40 - d.credits;
  if (perYear === 0)
    return `${need} more credits: at about ${round(pay ?? 0)} a year you earn none, since ${rule}. A spouse's record may still give you spousal benefits.`;
  // A few credits short, with no pay given: what this year's pay must be to earn them.
  if (pay === undefined && need > 0 && need <= 4)
    return `About ${dollars(need * credit.amount)} of covered earnings this year: you need ${need} more credit${need === 1 ? '' : 's'} for the 40 that retirement benefits require, and ${rule}, so ${need} × ${fig(credit)} earns ${need === 1 ? 'it' : 'them'}; wages or net self-employment earnings count, whenever in the year they are paid. ${spouse}`;
  const years = Math.ceil(need / perYear);
  const by = THIS_YEAR + years - 1;
  const at =
    pay === undefined
      ? 'earning at least 4 credits a year'
      : `at about ${round(pay)} a year you earn ${perYear} a year`;
  return `About ${years} year${years === 1 ? '' : 's'}: you need ${need} more credits for the 40 that retirement benefits require, and ${at}, so you would have them by the end of ${by} if this year's pay counts (${rule}). ${spouse}`;
}

/** The Massachusetts rental deduction: half the rent paid for a main home in the state, up to the cap. */
export function rentDeduction(d: Details): string {
  const max = FIGURES.maRentDeductionMax;
  const rule = `half of the rent you pay for your main home in the state, up to ${fig(max)} a return (half that if married filing separately), at any age or income`;
  const circuitBreaker =
    'Renters 65 and older may also qualify for the Senior Circuit Breaker credit.';
  if (d.rentYearly === undefined)
    return `Yes: Massachusetts lets you deduct ${rule}. ${circuitBreaker}`;
  const half = d.rentYearly / 2;
  return `Yes, about ${round(Math.min(half, max.amount))} on your Massachusetts return: half of the ${round(d.rentYearly)} you pay in rent a year is ${round(half)}${half > max.amount ? `, over the ${fig(max)} cap` : ''}. Massachusetts lets you deduct ${rule}. ${circuitBreaker}`;
}

/** A gift to one person against the annual exclusion: a Form 709, and tax only past the lifetime exemption. */
export function giftTaxFor(d: Details): string {
  const gift = d.gift;
  const exclusion = FIGURES.giftExclusion.amount;
  if (gift === undefined && d.giftsEach !== undefined && d.giftsEach.people > 1)
    return giftsToSeveral(d.giftsEach, d.married === true);
  if (gift === undefined)
    return `No gift tax is due until your lifetime taxable gifts pass ${fig(FIGURES.estateExclusion)}: in 2026 you can give ${fig(FIGURES.giftExclusion)} to each person with no return, and above that you file Form 709. How much did you give, and to how many people?`;
  const receiver = 'the person who receives it owes no income tax on it';
  if (gift <= exclusion)
    return `No: ${round(gift)} is within the ${fig(FIGURES.giftExclusion)} annual exclusion for 2026, so there is no gift tax and no return to file, and ${receiver}.`;
  // A married couple may split a gift on Form 709: each counts half against their own exclusion.
  const split =
    d.married === true
      ? ` Split with your spouse (both consent on Form 709), it counts as ${round(gift / 2)} from each of you, so ${round(Math.min(gift, 2 * exclusion))} is covered by your two exclusions and ${round(Math.max(0, gift - 2 * exclusion))} goes against your lifetime exemptions.`
      : '';
  return `No gift tax is due on it: ${round(gift)} is ${round(gift - exclusion)} over the ${fig(FIGURES.giftExclusion)} annual exclusion for 2026, so you report it on Form 709 by April 15 of next year, and that ${round(gift - exclusion)} counts against your ${fig(FIGURES.estateExclusion)} lifetime exemption; tax is owed only once lifetime taxable gifts pass it.${split} Massachusetts has no gift tax, and ${receiver}.`;
}

/**
 * Gifts of one amount to each of several people: each is set against its own annual exclusion
 * ($19,000 in 2026, Rev. Proc. 2025-32; twice that split by a married couple), and only the part
 * of each above it is reported on Form 709 and counts against the lifetime exemption.
 */
function giftsToSeveral(g: { amount: number; people: number }, married: boolean): string {
  const each = married ? 2 * FIGURES.giftExclusion.amount : FIGURES.giftExclusion.amount;
  const limit = married
    ? `the ${total(FIGURES.giftExclusion, FIGURES.giftExclusion)} a married couple can give each person (${fig(FIGURES.giftExclusion)} from each of you, split on Form 709 if it all comes from one of you)`
    : `the ${fig(FIGURES.giftExclusion)} annual exclusion for 2026, which applies to each person separately`;
  const over = g.amount - each;
  if (over <= 0)
    return `No: each gift of ${round(g.amount)} is within ${limit}, so there is no gift tax${married ? '' : ' and no return to file'}, and those who receive them owe no income tax on them.`;
  return `No gift tax is due: each ${round(g.amount)} gift is ${round(over)} over ${limit}, ${round(over * g.people)} in all for the ${g.people} of them, which you report on Form 709 by April 15 of next year and which counts against your ${fig(FIGURES.estateExclusion)} lifetime exemption; tax is owed only once lifetime taxable gifts pass it. Tuition paid directly to the school is not a gift at all, and Massachusetts has no gift tax.`;
}

/**
 * Yearly gifts to several people against a Massachusetts estate: what is given in life is not in
 * the estate at death; gifts within the 2026 annual exclusion need no return and are not added back
 * (Mass. DOR: a return is due when the gross estate plus adjusted taxable gifts passes the
 * threshold), and Massachusetts has no gift tax. The tax saved is the state's table on the estate
 * with and without one year's gifts, at today's values.
 */
export function giftsOutOfEstate(d: Details): string {
  const exclusion = FIGURES.giftExclusion.amount;
  const line = FIGURES.maEstateThreshold;
  const care =
    'Money given is gone, though: keep enough for your own care and income, and gifts made within five years of applying for MassHealth long-term care count against it.';
  const g = d.giftsEach;
  if (g === undefined)
    return `Yes, it can: what you give away during life is not in your estate at death, and gifts within the ${fig(FIGURES.giftExclusion)} annual exclusion (2026, per person, twice that from a couple) need no gift tax return, owe no Massachusetts gift tax (there is none) and are not added back when the Massachusetts estate tax is figured. ${care} How much would you give, and to how many people?`;
  const yearly = g.amount * g.people;
  const estate = d.estate ?? d.assets;
  const rule =
    g.amount > exclusion
      ? `with no Massachusetts gift tax (there is none), though the ${round(g.amount - exclusion)} of each gift above the ${fig(FIGURES.giftExclusion)} annual exclusion (2026) is reported on Form 709 and still counts toward whether the estate must file a Massachusetts return`
      : `with no Massachusetts gift tax (there is none) and, within the ${fig(FIGURES.giftExclusion)} annual exclusion (2026), no gift tax return and nothing added back when the Massachusetts estate tax is figured`;
  if (estate !== undefined && estate <= line.amount)
    return `It would not change the estate tax: an estate of about ${round(estate)} is already at or under the Massachusetts line of ${fig(line)}, so no Massachusetts estate tax is due on it. ${g.people} gifts of ${round(g.amount)} would move ${round(yearly)} a year to your family, ${rule}. ${care}`;
  let effect = '';
  if (estate !== undefined) {
    const saved = maEstateTaxDue(estate) - maEstateTaxDue(Math.max(0, estate - yearly));
    const years = Math.ceil((estate - line.amount) / yearly);
    effect = ` On an estate of about ${round(estate)}, each year's gifts take roughly ${round(saved)} off the Massachusetts tax at today's values, and about ${years} year${years === 1 ? '' : 's'} of them would bring it down to the ${fig(line)} line, before any growth.`;
  }
  return `Yes, it can: ${g.people} gifts of ${round(g.amount)} move ${round(yearly)} a year out of your estate, ${rule}.${effect} ${care}`;
}

/** An heir's gain on a sale: from the value at the owner's death (the stepped-up basis). */
export function stepUpGain(d: Details): string {
  if (d.valueAtDeath === undefined || d.salePrice === undefined)
    return 'An inherited asset takes a stepped-up basis: its value on the date of death, not what the owner paid, so only the rise since then is taxed, as a long-term gain however briefly you held it. What was it worth when the owner died, and what will it sell for?';
  const gain = d.salePrice - d.valueAtDeath;
  if (gain <= 0)
    return `None: an inherited asset's basis is its value at death, ${round(d.valueAtDeath)}, so selling for ${round(d.salePrice)} is ${gain === 0 ? 'no gain' : `a loss of ${round(-gain)}, which you can deduct against gains and up to $3,000 of other income a year`}, whatever the owner first paid.`;
  return `Only on about ${round(gain)} of gain: an inherited asset's basis is stepped up to its value at death, ${round(d.valueAtDeath)}, so selling for ${round(d.salePrice)} gains ${round(gain)}, whatever the owner first paid. It is a long-term gain however briefly you held it (0%, 15% or 20% federally, plus 5% in Massachusetts).`;
}

/**
 * A rental sold after depreciation: the basis less the depreciation sets the gain, and the part
 * of it equal to the depreciation is unrecaptured section 1250 gain, taxed at up to 25%.
 */
export function rentalSaleGain(d: Details): string {
  const rule =
    'the depreciation you took (or could have taken) lowers your basis, so the gain is the sale price less what you paid minus that depreciation; the part of the gain equal to the depreciation is taxed at up to 25% (unrecaptured section 1250 gain), and only the rest at the 0%, 15% or 20% capital-gains rates, with Massachusetts taxing the whole gain at 5%';
  if (d.depreciation === undefined || d.gain === undefined || d.salePrice === undefined)
    return `No: ${rule}.`;
  const paid = d.salePrice - d.gain + d.depreciation;
  return `No: ${rule}. Here the gain is about ${round(d.gain)} (${round(d.salePrice)} less ${round(paid)} minus ${round(d.depreciation)} of depreciation): ${round(d.depreciation)} of it is taxed at up to 25%, and the other ${round(d.gain - d.depreciation)} at the capital-gains rates.`;
}

/** The 20% a plan must withhold from a lump sum paid to the visitor, which a direct rollover avoids. */
export function lumpSumWithholding(d: Details): string {
  const rule =
    'a plan must withhold 20% for federal tax from a lump sum that could be rolled over and is paid to you, and you cannot choose less; a direct rollover to an IRA has nothing withheld';
  if (d.lumpSum === undefined) return `${capitalised(rule)}.`;
  const held = d.lumpSum * 0.2;
  return `About ${round(held)}: ${rule}. Paid to you, ${round(d.lumpSum)} arrives as ${round(d.lumpSum - held)}, and to roll the whole amount over within 60 days you must add the ${round(held)} from other savings (it comes back as a credit when you file); any part not rolled over is taxable, and before 55 in the year you leave the job may also owe the 10% penalty.`;
}

/**
 * A plan's check made out to the visitor and deposited in an IRA: an indirect (60-day) rollover,
 * not a direct one; with the amount given, the 20% withheld and what must be made up.
 */
export function checkToYouRollover(d: Details): string {
  const no = 'No: a check made out to you is an indirect rollover, not a direct one.';
  const direct =
    'Ask for a direct rollover instead, paid by the plan straight to the IRA: nothing is withheld and there is no deadline.';
  if (d.lumpSum === undefined)
    return `${no} The plan must withhold 20% for federal tax, and you have 60 days to deposit the full amount, making up the 20% from other money, or the part not deposited is taxed (and owes the 10% penalty before 59½). ${direct}`;
  const held = d.lumpSum * 0.2;
  return `${no} On ${round(d.lumpSum)} the plan must withhold 20%, ${round(held)}, for federal tax, so ${round(d.lumpSum - held)} reaches you; to roll over the whole ${round(d.lumpSum)} you have 60 days to deposit it, adding the ${round(held)} from other savings (it comes back as a credit when you file), or the part not deposited is taxed (and owes the 10% penalty before 59½). ${direct}`;
}

/**
 * Federal withholding on an IRA withdrawal by default: 10% unless the owner picks another rate
 * from 0% to 100% on Form W-4R (IRS); the 20% that cannot be lowered is a workplace plan's.
 */
export function iraWithholdingFor(d: Details): string {
  const rule =
    'an IRA withholds 10% for federal tax unless you choose another rate, from 0% to 100%, on Form W-4R; the 20% that cannot be lowered applies to a workplace plan’s payout to you, not to an IRA';
  const after =
    'Withholding is a prepayment, not the tax itself: what you owe depends on your bracket, and too little withheld can mean a bill in April. Massachusetts withholding is chosen separately.';
  if (d.withdrawal === undefined) return `${capitalised(rule)}. ${after}`;
  if (d.fromPlan) {
    const held = d.withdrawal * PLAN_WITHHOLDING;
    return `About ${round(held)} of ${round(d.withdrawal)} is withheld, so ${round(d.withdrawal - held)} reaches you: a workplace plan must withhold 20% for federal tax from a payout to you that could be rolled over, and you cannot choose less (an RMD or a hardship withdrawal follows the 10% default instead). ${after} A direct rollover to an IRA has nothing withheld.`;
  }
  return `About ${round(d.withdrawal * 0.1)} of ${round(d.withdrawal)}: by default ${rule}. ${after}`;
}

/** The share a workplace plan must withhold from an eligible rollover distribution paid to the visitor. */
const PLAN_WITHHOLDING = 0.2;

/**
 * The withdrawal that leaves a wanted amount after tax: the amount ÷ (1 − the tax rates), the
 * federal bracket and the state's rate added (Massachusetts taxes an IRA withdrawal at 5% on top).
 */
export function grossUpFor(d: Details): string {
  const net = d.netWanted;
  const federal = d.federalRate;
  const how =
    'divide what you need by 1 minus your tax rates together (your federal bracket plus 5% for Massachusetts)';
  if (net === undefined || federal === undefined)
    return `To end up with a set amount from a traditional IRA, ${how}: needing $10,000 in the 22% bracket takes about $13,699 (10,000 ÷ 0.73). How much do you need in hand, and what is your federal bracket?`;
  const state = d.stateRate ?? 0;
  const rate = (federal + state) / 100;
  const gross = net / (1 - rate);
  const rates =
    state > 0
      ? `${federal}% federal and ${state}% state, ${federal + state}% together`
      : `${federal}% federal`;
  const stateNote =
    state > 0
      ? ''
      : ` Massachusetts taxes it at 5% too: with that, about ${round(net / (1 - rate - 0.05))}.`;
  return `About ${round(gross)}: ${round(net)} ÷ ${(1 - rate).toFixed(2)} at ${rates}, leaving ${round(net)} after ${round(gross - net)} of tax, if all of it is taxed at that bracket (a withdrawal that crosses into the next bracket owes a little more).${stateNote} You can have the custodian withhold that tax from the withdrawal on Form W-4R (and for the state), and under 59½ the 10% early-withdrawal penalty adds to it unless an exception applies.`;
}

/** The PBGC's limit for a pension starting at 55, as a share of the limit at 65 (its tables). */
const PBGC_AT_55 = 0.45;

/**
 * Whether the PBGC's 2026 maximum guarantee covers the visitor's monthly pension from a
 * single-employer plan (PBGC, maximum monthly guarantee tables: the limit at 65, lower the
 * earlier payments start, 45% of it at 55).
 */
export function pbgcCoverFor(d: Details): string {
  const pension = d.pensionMonthly ?? d.monthly[0];
  const limit = `the PBGC's limit for a single-employer plan ending in 2026 is ${fig(FIGURES.pbgcMax65)} for a single-life pension starting at 65, and under half of that at 55`;
  const rest = `For a joint-and-50%-survivor pension the limit at 65 is ${fig(FIGURES.pbgcMaxJoint65)}. Increases added in the plan's last five years are phased in, so a recent raise may be cut, and a multiemployer (union) plan has a much lower guarantee.`;
  if (pension === undefined)
    return `Most retirees keep all of it: if a plan ends underfunded, the PBGC pays the pension earned up to a limit; ${limit}. How much is your pension a month, and from what age is it paid?`;
  if (pension <= FIGURES.pbgcMax65.amount * PBGC_AT_55)
    return `Very likely all of it: ${limit}, and ${round(pension)} a month is under it even for payments that started at 55. ${rest}`;
  if (pension <= FIGURES.pbgcMax65.amount)
    return `Likely all of it if your payments started at 65 or later: ${limit}, so ${round(pension)} a month is under it from 65; if they started earlier, the part above that age's lower limit could be cut. ${rest}`;
  return `Not all of it, if the plan ends underfunded: ${limit}, so of ${round(pension)} a month the part above the limit for your starting age could be cut. ${rest}`;
}

/** 401(k) and IRA limits for each age the visitor gave. */
export function limitsByAge(d: Details): string {
  if (d.ages.length === 0)
    return `For 2026 you can defer ${fig(FIGURES.deferral)} into a 401(k), 403(b) or 457 plan, plus ${fig(FIGURES.catchUp50)} from 50 or ${fig(FIGURES.catchUp6063)} at 60 to 63, and put ${fig(FIGURES.iraLimit)} into IRAs (${fig(FIGURES.iraCatchUp)} more from 50). How old will you be at the end of 2026?`;
  const [own, spouse] = d.ages;
  // A spouse with no pay of their own has no 401(k) to fill, but an IRA on the visitor's pay
  // (a spousal IRA, filing jointly).
  if (own !== undefined && spouse !== undefined && d.spouseNoPay && d.working !== false) {
    const all = deferralLimit(own) + iraLimit(own) + iraLimit(spouse);
    return `About ${round(all)} in all for 2026: at ${own}, ${round(deferralLimit(own))} in your 401(k) and ${round(iraLimit(own))} in IRAs; your spouse, at ${spouse} with no pay of their own, has no 401(k) to fill but can put ${round(iraLimit(spouse))} in a spousal IRA on your earnings, if you file jointly and earn at least what you both put in IRAs. That is ${fig(FIGURES.deferral)} plus any catch-up (${fig(FIGURES.catchUp50)} from 50, ${fig(FIGURES.catchUp6063)} at 60 to 63), and ${fig(FIGURES.iraLimit)} plus ${fig(FIGURES.iraCatchUp)} from 50 for each IRA.`;
  }
  // Wages over the line last year: from 2026 the catch-up must go in as Roth (SECURE 2.0).
  if (own !== undefined && own >= 50 && d.earnings !== undefined && d.ages.length === 1) {
    const line = FIGURES.rothCatchUpWages;
    if (d.earnings > line.amount) {
      const catchUp = deferralLimit(own) - FIGURES.deferral.amount;
      return `Not all of it pre-tax: with wages over ${fig(line)} from your employer last year, the ${round(catchUp)} catch-up must go in as Roth (after tax) from 2026, so only ${fig(FIGURES.deferral)} of the ${round(deferralLimit(own))} you can put in at ${own} cuts this year's taxable income. IRAs are separate: ${round(iraLimit(own))} at ${own}.`;
    }
  }
  const each = d.ages
    .slice(0, 2)
    .map(
      (age) =>
        `at ${age}, ${round(deferralLimit(age))} in a 401(k) and ${round(iraLimit(age))} in IRAs`,
    );
  return `For 2026: ${each.join('; ')}. That is ${fig(FIGURES.deferral)} plus any catch-up (${fig(FIGURES.catchUp50)} from 50, ${fig(FIGURES.catchUp6063)} at 60 to 63), and ${fig(FIGURES.iraLimit)} plus ${fig(FIGURES.iraCatchUp)} from 50 for IRAs.`;
}

/** The standard deduction with the extra amount at 65 and the senior deduction. */
export function deductionsFor(d: Details): string {
  const joint = d.married;
  if (d.headOfHousehold && joint !== true) return headOfHouseholdDeduction(d);
  // At most two people file one return, whatever ages the conversation named.
  const over65 = Math.min(joint ? 2 : 1, d.ages.filter((a) => a >= 65).length);
  if (joint === undefined || d.ages.length === 0)
    return `For 2026 the standard deduction is ${fig(FIGURES.stdSingle)} single or ${fig(FIGURES.stdJoint)} married filing jointly, plus ${fig(FIGURES.extra65Single)} (single) or ${fig(FIGURES.extra65Married)} (each spouse) at 65 or older, and the new senior deduction of up to ${fig(FIGURES.seniorDeduction)} per person 65 or older through 2028. Are you married, and how old are you both?`;
  const blind = d.blind ? 1 : 0;
  const standard = standardDeduction(joint, over65, blind);
  const each = d.income === undefined ? 0 : seniorDeductionEach(d.income, joint);
  const senior =
    over65 === 0
      ? 'The senior deduction starts at 65.'
      : d.income === undefined
        ? `On top of that, ${over65 > 1 ? 'each of you' : 'you'} can take the senior deduction of up to ${fig(FIGURES.seniorDeduction)}, less 6% of income over ${fig(joint ? FIGURES.seniorPhaseJoint : FIGURES.seniorPhaseSingle)}.`
        : `On top of that, with about ${round(d.income)} of income, ${over65 > 1 ? 'each of you' : 'you'} can take ${round(each)} of the senior deduction (up to ${fig(FIGURES.seniorDeduction)}, less 6% of income over ${fig(joint ? FIGURES.seniorPhaseJoint : FIGURES.seniorPhaseSingle)}): about ${round(standard + over65 * each)} of deductions in all.`;
  const forBlindness = blind
    ? `, with ${fig(joint ? FIGURES.extra65Married : FIGURES.extra65Single)} more for blindness`
    : '';
  return `${round(standard)} for 2026, ${filers(joint, over65)}${forBlindness}. ${senior}`;
}

/**
 * Whether a federal return is due: gross income (benefits only in their taxable part, IRS
 * Publication 915) against the filing line for the status and ages (Publication 501).
 */
export function federalFilingFor(d: Details): string {
  const other = d.otherIncome ?? d.income;
  if (d.married === undefined || other === undefined)
    return `It depends on your gross income, leaving out benefits that are not taxable: for 2026 a single filer 65 or older must file at ${total(FIGURES.stdSingle, FIGURES.extra65Single)} of gross income, a married couple filing jointly at ${total(FIGURES.stdJoint, FIGURES.extra65Married)} if one of you is 65 or older and ${total(FIGURES.stdJoint, FIGURES.extra65Married, FIGURES.extra65Married)} if both are. Self-employment earnings of ${fig(FIGURES.seMinimum)} or more also require a return.`;
  const joint = d.married;
  const over65 = Math.min(joint ? 2 : 1, d.ages.filter((a) => a >= 65).length);
  const line = standardDeduction(joint, over65);
  const taxable =
    d.benefits === undefined ? 0 : taxableBenefits(d.benefits, other, joint, false).taxable;
  const gross = other + taxable;
  const why =
    d.benefits === undefined
      ? ''
      : taxable === 0
        ? ` None of your ${round(d.benefits)} of Social Security counts: half of it plus your other income is under the ${round(joint ? FIGURES.ssTaxJoint50.amount : FIGURES.ssTaxSingle50.amount)} line.`
        : ` ${round(taxable)} of your ${round(d.benefits)} of Social Security counts, the taxable part (IRS Publication 915).`;
  const counted =
    gross === 0 ? 'none of your income counts' : `${round(gross)} of gross income counts`;
  const who = `${status(joint)}${over65 === 0 ? '' : over65 === 1 && joint ? ', one of you 65 or older' : ' at 65 or older'}`;
  if (gross < line)
    return `Probably not: ${counted}, under the ${round(line)} line for ${who} in 2026, so no federal return is required.${why} File anyway to get back tax that was withheld, or if you had ${fig(FIGURES.seMinimum)} or more of self-employment earnings.`;
  return `Yes: ${counted}, at or over the ${round(line)} line for ${who} in 2026.${why}`;
}

/** The head of household's standard deduction, against the single one it replaces. */
function headOfHouseholdDeduction(d: Details): string {
  const over65 = d.ages.some((a) => a >= 65) ? 1 : 0;
  const extra = over65 * FIGURES.extra65Single.amount;
  const single = FIGURES.stdSingle.amount + extra;
  const hoh = FIGURES.stdHoh.amount + extra;
  const age = over65 ? ` plus ${fig(FIGURES.extra65Single)} at 65 or older` : '';
  return `${round(hoh)} for 2026 as head of household (${fig(FIGURES.stdHoh)}${age}), not the single ${round(single)}: an unmarried person who pays more than half the cost of keeping a home for a qualifying relative who lives there, such as a dependent child, files as head of household.${over65 ? ` On top of that, the senior deduction of up to ${fig(FIGURES.seniorDeduction)} applies.` : ''}`;
}

const filers = (joint: boolean, over65: number): string =>
  `${status(joint)} with ${over65 === 0 ? 'no one' : over65 === 1 ? 'one person' : 'both of you'} 65 or older`;

/** Whether to itemize: the visitor's deductions against their standard deduction. */
export function itemizeOrStandard(d: Details): string {
  const joint = d.married;
  const over65 = Math.min(joint ? 2 : 1, d.ages.filter((a) => a >= 65).length);
  if (d.itemized === undefined || joint === undefined || d.ages.length === 0)
    return `Only if your itemized deductions (mortgage interest, state and local taxes up to ${fig(FIGURES.saltCap)}, charitable gifts and medical costs above 7.5% of income) add up to more than your standard deduction: for 2026, ${fig(FIGURES.stdJoint)} for a married couple or ${fig(FIGURES.stdSingle)} single, plus the extra amounts at 65. Are you married, how old are you both, and about how much are those deductions?`;
  return itemizeOrNot(
    d.itemized,
    standardDeduction(joint, over65),
    filers(joint, over65),
    joint,
    over65,
  );
}

/**
 * Itemizing against the standard deduction: state and local taxes count up to the SALT limit
 * (IRS, One Big Beautiful Bill Act), and the senior deduction comes on top either way.
 */
function itemizeOrNot(
  items: NonNullable<Details['itemized']>,
  standard: number,
  who: string,
  joint: boolean,
  over65: number,
): string {
  const taxes = Math.min(items.taxes, FIGURES.saltCap.amount);
  const total = items.mortgageInterest + taxes + items.charity;
  const parts = [
    items.mortgageInterest > 0 ? `${round(items.mortgageInterest)} of mortgage interest` : '',
    items.taxes > 0
      ? `${round(taxes)} of state and local taxes${taxes < items.taxes ? ` (the ${fig(FIGURES.saltCap)} limit)` : ''}`
      : '',
    items.charity > 0 ? `${round(items.charity)} to charity` : '',
  ].filter((p) => p !== '');
  const listed =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  const senior =
    over65 > 0
      ? ` The senior deduction of up to ${fig(FIGURES.seniorDeduction)}${over65 > 1 ? ' each' : ''} comes on top either way.`
      : '';
  if (total > standard)
    return `Itemize: about ${round(total)} of itemized deductions (${listed}) is more than your ${round(standard)} standard deduction for 2026, ${who}, by about ${round(total - standard)}.${senior}`;
  const gifts =
    items.charity > 0
      ? ` Without itemizing you can still deduct up to ${fig(joint ? FIGURES.charityNonItemizerJoint : FIGURES.charityNonItemizerSingle)} of cash gifts to charity from 2026.`
      : '';
  return `Take the standard deduction: your itemized deductions come to about ${round(total)} (${listed}), under the ${round(standard)} standard deduction for 2026, ${who}.${gifts}${senior}`;
}

/** Earnings under the 2026 limit before the year of full retirement age: nothing held back. */
const underTheLimit = (pay: number): string =>
  `No. Earning about ${round(pay)} is under the ${fig(FIGURES.earningsTest)} limit for 2026, so nothing is held back.`;

/** What the earnings test holds back from the visitor's earnings. */
export function earningsTestWorked(d: Details): string {
  const pay = d.earnings ?? d.income;
  const age = ageOf(d);
  if (pay !== undefined && d.fraThisYear) {
    const held = earningsWithheld(pay, true);
    return held === 0
      ? `No. In the year you reach full retirement age the limit is ${fig(FIGURES.earningsTestFraYear)} for 2026, counting only what you earn before the month you reach it, and about ${round(pay)} is under it.`
      : `Yes, a little: about ${round(held)}. In the year you reach full retirement age SSA holds back $1 for every $3 earned over ${fig(FIGURES.earningsTestFraYear)} for 2026, counting only pay before the month you reach it: ${round(pay)} is ${round(pay - FIGURES.earningsTestFraYear.amount)} over. From that month on there is no limit, and what was held back raises your check later.`;
  }
  // Turning 62 late in the year: benefits start with the first month one is 62 throughout (the
  // birth month itself for a birthday on the 1st or 2nd), so a December birthday pays nothing
  // this year and the test has nothing to hold back until next year's.
  if (pay !== undefined && d.yearEndAge === 62 && d.birthMonth !== undefined) {
    const first = d.birthMonth + (d.birthDay !== undefined && d.birthDay <= 2 ? 0 : 1);
    if (first > 12)
      return `Nothing from ${THIS_YEAR} benefits: turning 62 in ${MONTHS[d.birthMonth - 1]}, your first month of benefits can be January ${THIS_YEAR + 1} at the earliest (SSA pays from the first month you are 62 throughout), so there is nothing this year to hold back. From ${THIS_YEAR + 1}, earning about ${round(pay)} a year would hold back $1 for every $2 over the yearly limit (${fig(FIGURES.earningsTest)} in 2026), and the months held back raise your check at full retirement age.`;
  }
  // With the birth year (or the age reached this year) and month, the month full retirement age
  // comes decides: before 2026 no limit; in 2026 only pay before that month counts, against the
  // higher limit, $1 for $3 (SSA); "i turn 67 in december 2026" is 66 until then.
  const born = d.birthYear ?? (d.yearEndAge === undefined ? undefined : 2026 - d.yearEndAge);
  if (pay !== undefined && born !== undefined && d.birthMonth !== undefined && born >= 1943) {
    const fra = fraMonths(born);
    const at = born * 12 + d.birthMonth - 1 - (d.birthDay === 1 ? 1 : 0) + fra;
    const year = Math.floor(at / 12);
    const month = MONTHS[at % 12] as string;
    const reached = `you reach full retirement age (${describeMonths(fra)}) in ${month} ${year}`;
    if (year < 2026 || (year === 2026 && at % 12 === 0))
      return `No. ${capitalised(reached.replace('you reach', year < 2026 ? 'you reached' : 'you reach'))}, so there is no limit on what you earn${year === 2026 ? ' this year' : ''}.`;
    if (year === 2026) {
      const before = at % 12;
      const counted = Math.round((pay * before) / 12);
      const held = earningsWithheld(counted, true);
      const share = `${before} month${before > 1 ? 's' : ''} of ${round(pay)} a year is about ${round(counted)}, if earned evenly`;
      return held === 0
        ? `No. ${capitalised(reached)}, so only pay before ${month} counts, against the ${fig(FIGURES.earningsTestFraYear)} limit for the year you reach it: ${share}, under it.`
        : `About ${round(held)}: ${reached}, so only pay before ${month} counts, against the ${fig(FIGURES.earningsTestFraYear)} limit for the year you reach it: ${share}, ${round(counted - FIGURES.earningsTestFraYear.amount)} over, and SSA holds back $1 for every $3 over. From ${month} on there is no limit, and what was held back raises your check later.`;
    }
    const under = earningsWithheld(pay);
    return under === 0
      ? underTheLimit(pay)
      : `Yes, about ${round(under)} of this year's benefits: you are under full retirement age (${describeMonths(fra)}) until ${month} ${year}, and SSA holds back $1 for every $2 earned over the ${fig(FIGURES.earningsTest)} limit for 2026: (${round(pay)} − ${fig(FIGURES.earningsTest)}) ÷ 2. It is not lost: your check is raised at full retirement age to make up for it.`;
  }
  // Claiming at 62 to 66 told without an age ("started ss in january at 62"): the test applies
  // while the visitor is under full retirement age, said as the condition.
  const claimedAt = d.benefitAt[0]?.age ?? d.claimAge;
  if (pay !== undefined && age === undefined && claimedAt !== undefined && claimedAt < 66) {
    const withheld = earningsWithheld(pay);
    if (withheld === 0) return underTheLimit(pay);
    const monthly = d.benefitAt[0]?.monthly;
    const checks = monthly === undefined ? 0 : Math.ceil(withheld / monthly);
    const whole =
      checks > 0 && monthly !== undefined && checks < 12
        ? ` SSA usually holds back whole checks from the start of the year: at ${round(monthly)} a month, the first ${checks} (${round(checks * monthly)})${checks * monthly > withheld ? `, with the extra ${round(checks * monthly - withheld)} paid back the next year` : ''}.`
        : '';
    return `About ${round(withheld)} of this year's benefits, while you are under full retirement age: earning ${round(pay)} is ${round(pay - FIGURES.earningsTest.amount)} over the ${fig(FIGURES.earningsTest)} limit for 2026, and SSA holds back $1 for every $2 over it.${whole} It is not lost: your check is raised at full retirement age to make up for it.`;
  }
  if (pay === undefined || age === undefined)
    return `Only before full retirement age: in 2026 SSA holds back $1 of benefits for every $2 earned over ${fig(FIGURES.earningsTest)} (and $1 for every $3 over ${fig(FIGURES.earningsTestFraYear)} in the year you reach it), and pays it back later through a higher check. How old are you, and how much do you expect to earn this year?`;
  if (age >= 67)
    return `No. At ${age} you are past full retirement age, so there is no limit on what you earn.`;
  const withheld = earningsWithheld(pay);
  if (withheld === 0) return underTheLimit(pay);
  return `Yes, about ${round(withheld)} of this year's benefits${withheld >= 20_000 ? ' (all of them, if they come to less)' : ''}: earning ${round(pay)} at ${age} is ${round(pay - FIGURES.earningsTest.amount)} over the ${fig(FIGURES.earningsTest)} limit for 2026, and SSA holds back $1 for every $2 over it. It is not lost: your check is raised at full retirement age to make up for it.`;
}

/**
 * Undoing a claim (SSA, Form SSA-521): within 12 months of first becoming entitled, once, by
 * repaying everything paid on it; the repayment is the monthly check times the checks received.
 */
export function withdrawClaim(d: Details): string {
  const since = d.claimedMonthsAgo;
  const monthly = d.monthly[0] ?? d.benefitAt[0]?.monthly;
  const suspend =
    'from full retirement age to 70 you can instead suspend your benefit, which then earns delayed retirement credits of 8% a year';
  if (since === undefined)
    return `Only within 12 months of first becoming entitled: you can withdraw your application once (Form SSA-521), repaying everything paid on it, including Medicare premiums and tax withheld, and it is as if you had never claimed; after that, ${suspend}. How many months ago did your benefits start?`;
  if (since > 12)
    return `No, not by withdrawing: that is only within 12 months of first becoming entitled, and your claim is about ${since} months old. ${capitalised(suspend)}; before full retirement age, work above the earnings limit holds back benefits instead.`;
  const owed =
    monthly === undefined
      ? 'everything paid on it'
      : `about ${round(monthly * since)} (${round(monthly)} a month for the ${since} month${since === 1 ? '' : 's'} received)`;
  return `Not too late: you are within 12 months of first becoming entitled, so you can withdraw your application once (Form SSA-521) if you pay back ${owed}, plus any Medicare premiums and tax withheld from those checks and any benefits paid to family on your record. It is then as if you had never claimed, and your benefit grows until you claim again.`;
}

/**
 * Suspending a benefit from full retirement age to 70: each month suspended earns 2/3 of 1% of
 * the full benefit in delayed retirement credits (SSA), so a check that is the full benefit grows
 * by that share.
 */
export function suspendBenefit(d: Details): string {
  const age = ageOf(d);
  const monthly = d.monthly[0] ?? d.benefitAt[0]?.monthly;
  const rule =
    'From full retirement age until 70 you can ask Social Security to suspend your benefit, once it has started: each month suspended earns delayed retirement credits of 2/3 of 1% of your full benefit (8% a year), and it restarts on its own at 70.';
  if (age === undefined || monthly === undefined)
    return `${rule} Before full retirement age it cannot be suspended; only within 12 months of first claiming can you withdraw the application, repaying what was paid. How old are you, and what is your monthly check?`;
  if (age >= 70)
    return `No more credits: delayed retirement credits stop at 70, so suspending at ${age} would only stop the checks without raising them.`;
  if (age < 67 && fraMonths(birthYearOf(d) ?? THIS_YEAR - age) > age * 12)
    return `Not yet at ${age}: a benefit can be suspended only from full retirement age to 70. Before it, you can withdraw your application within 12 months of first becoming entitled by repaying what was paid; otherwise the earnings test holds back benefits if you work.`;
  const months = (70 - age) * 12;
  const raised = monthly * (1 + (months * 2) / 300);
  return `${rule} Suspending at ${age} until 70 is ${months} months, ${percent((months * 2) / 3)} of your full benefit: if your ${round(monthly)} is your full benefit (claimed at full retirement age), about ${round(raised)} a month at 70, before cost-of-living raises. While it is suspended, Medicare bills you directly for Part B, and benefits others get on your record stop too.`;
}

/** A spousal IRA for a spouse without earnings, at the spouse's age. */
export function spousalIra(d: Details): string {
  // A spousal IRA needs a joint return: a single visitor asks about their own.
  if (d.married === false) return iraFromEarnings(d);
  const age = d.ages[1] ?? d.ages[0];
  const limit = age === undefined ? undefined : iraLimit(age);
  return `Yes, through a spousal IRA: if you file jointly and your earnings cover both contributions, ${age === undefined ? 'your spouse' : `at ${age} your spouse`} can put in ${limit === undefined ? `${fig(FIGURES.iraLimit)} (${fig(FIGURES.iraCatchUp)} more from 50)` : round(limit)} for 2026, traditional or Roth (Roth subject to your joint income limit).`;
}

/**
 * How much of a traditional IRA contribution the visitor can deduct for 2026, from modified AGI,
 * the filing status and who is covered by a plan at work (IRS Publication 590-A).
 */
export function iraDeductionFor(d: Details): string {
  const age = ageOf(d);
  const limit = iraLimit(age ?? 0);
  const limitText =
    age === undefined
      ? `the ${fig(FIGURES.iraLimit)} limit (${fig(FIGURES.iraCatchUp)} more from 50)`
      : `the ${round(limit)} limit at ${age}`;
  const rest =
    'What is not deductible can still go in as a nondeductible contribution (reported on Form 8606), or to a Roth IRA within its income limits.';
  if (d.income === undefined || d.workPlan === undefined)
    return `It depends on workplace plans and income: if neither spouse is covered by a plan at work, a traditional IRA contribution is fully deductible; if you are, the 2026 deduction phases out between ${fig(FIGURES.iraDeductSingleStart)} and ${fig(FIGURES.iraDeductSingleEnd)} of modified AGI single and ${fig(FIGURES.iraDeductJointStart)} to ${fig(FIGURES.iraDeductJointEnd)} joint, and between ${fig(FIGURES.iraDeductSpouseStart)} and ${fig(FIGURES.iraDeductSpouseEnd)} if only your spouse is. Is either of you covered by a plan at work, and about what is your modified AGI?`;
  if (d.workPlan === 'neither')
    return `All of it, up to ${limitText}: with no plan at work for you${d.married ? ' or your spouse' : ''}, a traditional IRA contribution is fully deductible at any income.`;
  const joint = d.married === true;
  const [start, end, who] =
    d.workPlan === 'spouse' && joint
      ? [
          FIGURES.iraDeductSpouseStart,
          FIGURES.iraDeductSpouseEnd,
          'only your spouse is covered by a plan at work',
        ]
      : joint
        ? [
            FIGURES.iraDeductJointStart,
            FIGURES.iraDeductJointEnd,
            'you are covered by a plan at work, filing jointly',
          ]
        : [
            FIGURES.iraDeductSingleStart,
            FIGURES.iraDeductSingleEnd,
            'you are covered by a plan at work, filing single',
          ];
  const deductible = iraDeduction(limit, d.income, start.amount, end.amount);
  const range = `the 2026 deduction phases out between ${fig(start)} and ${fig(end)} of modified AGI`;
  if (deductible === limit)
    return `All of it, up to ${limitText}: ${who}, and ${range}, so at about ${round(d.income)} you are under it.`;
  if (deductible === 0)
    return `None of it: ${who}, and ${range}, so at about ${round(d.income)} you are past it. ${rest}`;
  return `About ${round(deductible)}: ${who}, and ${range}; at about ${round(d.income)} you can deduct (${round(end.amount)} − ${round(d.income)}) ÷ ${round(end.amount - start.amount)} of ${limitText}, rounded up to the next $10. ${rest}`;
}

/** Whether the visitor can put money into an IRA: only from pay for work (theirs or a spouse's). */
/**
 * An IRA contribution already made against the year's limit: the lesser of pay from work and
 * the dollar limit for the age. The rest is an excess, taxed 6% a year until it comes out.
 */
export function iraExcessFor(d: Details): string {
  const age = ageOf(d);
  const pay = d.earnings;
  const put = d.contributed;
  if (put === undefined || pay === undefined) return iraFromEarnings(d);
  const dollarLimit = age === undefined ? FIGURES.iraLimit.amount : iraLimit(age);
  const limit = Math.min(pay, dollarLimit);
  const why =
    pay < dollarLimit
      ? `your pay from work this year, ${round(pay)}, is the cap, below the ${round(dollarLimit)} limit${age === undefined ? '' : ` at ${age}`}`
      : `the limit${age === undefined ? '' : ` at ${age}`} is ${round(dollarLimit)} for 2026`;
  if (put <= limit)
    return `Yes: ${round(put)} is within your limit, since ${why}. Traditional and Roth IRAs share that one limit, and a Roth also has income limits.`;
  return `No: ${why}, so ${round(put - limit)} of the ${round(put)} is an excess contribution. Take the excess out, with what it earned, by your return's due date (October 15 with an extension); left in, it owes a 6% excise tax for each year it stays.`;
}

export function iraFromEarnings(d: Details): string {
  // An amount the visitor means to put in, against the dollar limit for their age.
  const age = ageOf(d);
  // Pay from work named: the lesser of it and the limit for the age, at any age (Pub. 590-A).
  if (d.earnings !== undefined && d.earnings > 0 && age !== undefined && d.working !== false) {
    const limit = iraLimit(age);
    const cap = Math.min(d.earnings, limit);
    const by =
      d.earnings < limit
        ? `your ${round(d.earnings)} of pay from work, under the ${round(limit)} limit at ${age}`
        : `the ${round(limit)} limit at ${age}, which your ${round(d.earnings)} of pay from work covers`;
    if (d.paidIn !== undefined && d.paidIn > cap)
      return `No, not ${round(d.paidIn)}: for 2026 you can put in at most ${round(cap)}, ${by}, across traditional and Roth IRAs together. The other ${round(d.paidIn - cap)} is an excess contribution, taxed 6% a year (${round(0.06 * (d.paidIn - cap))}) until it comes out; take it out, with what it earned, by the tax-filing deadline.`;
    return `Yes: there is no age limit on IRA contributions, only the need for pay from work. For 2026 you can put in up to ${round(cap)}, ${by}, across traditional and Roth IRAs together; a Roth also has income limits.`;
  }
  if (d.working === true && d.paidIn !== undefined && age !== undefined) {
    const limit = iraLimit(age);
    const asked = round(d.paidIn);
    if (d.paidIn > limit)
      return `No, not ${asked}: at ${age} the 2026 limit is ${round(limit)} across traditional and Roth IRAs together, and no more than your pay from work, so ${round(d.paidIn - limit)} of it would be an excess contribution, taxed 6% a year until it comes out. A Roth also has income limits.`;
    return `Yes, if your pay from work this year is at least ${asked}: at ${age} the 2026 limit is ${round(limit)} across traditional and Roth IRAs together, and a Roth also has income limits.`;
  }
  if (d.working === true)
    return `Yes. You can contribute to a traditional or Roth IRA at any age as long as you have pay from work, up to that pay or ${fig(FIGURES.iraLimit)} (${fig(FIGURES.iraCatchUp)} more from 50) for 2026, whichever is less; a Roth also has income limits.`;
  if (d.working === false)
    return "No, not from those: IRA contributions need pay from work (wages or self-employment income), and Social Security, pensions and investment income do not count. A working spouse's pay can fund a spousal IRA for you if you file jointly.";
  return `Only from pay for work: at any age you can put up to your earnings or ${fig(FIGURES.iraLimit)} (${fig(FIGURES.iraCatchUp)} more from 50) into IRAs for 2026, but Social Security, pensions and investment income do not count. A Roth IRA also needs income under ${fig(FIGURES.rothPhaseSingleStart)} single or ${fig(FIGURES.rothPhaseJointStart)} joint for the full amount. Do you, or your spouse, still have pay from work this year?`;
}

/** A pension's monthly option against its lump sum: the payout rate and the years to get it back. */
export function pensionOrLumpSum(d: Details): string {
  // "1,500 a month at 62 or a 260,000 lump sum": the one check told at an age is the pension's.
  const atAge = d.benefitAt.length === 1 ? d.benefitAt[0] : undefined;
  const monthly = d.pensionMonthly ?? d.monthly[0] ?? atAge?.monthly;
  if (d.lumpSum === undefined || monthly === undefined)
    return 'Compare the yearly pension with the lump sum: the higher the pension as a share of the lump sum, and the longer you and a surviving spouse are likely to live, the more the monthly option is worth. What are the lump sum and the monthly amount offered?';
  const yearly = monthly * 12;
  const years = d.lumpSum / yearly;
  // Payments told as starting at an age ("2,000 a month starting at 65") start then, else now.
  const age = d.claimAge ?? atAge?.age ?? ageOf(d);
  const drawn = d.lumpSum * 0.04;
  // A lifetime asked about ("which pays more if i live to 85"): the payments to then, in all.
  if (age !== undefined && d.livesTo !== undefined && d.livesTo > age) {
    const paid = (d.livesTo - age) * yearly;
    return `${paid > d.lumpSum ? 'The monthly option' : 'The lump sum'}, before investment returns: from ${age} to ${d.livesTo}, ${d.livesTo - age} years at ${round(yearly)} a year pay ${round(paid)} in all, against the ${round(d.lumpSum)} lump sum; the pension pays the lump sum back in about ${years.toFixed(1)} years (around age ${Math.round(age + years)}). Rolled directly into an IRA, the lump sum is not taxed until you withdraw it; paid to you, 20% is withheld and it is all taxable unless rolled over within 60 days.`;
  }
  return `The monthly option pays ${round(yearly)} a year, ${percent((100 * yearly) / d.lumpSum)} of the ${round(d.lumpSum)} lump sum, so it pays the lump sum back in about ${years.toFixed(1)} years${age === undefined ? '' : ` (around age ${Math.round(age + years)}, if payments start at ${age})`}, before counting what the lump sum would earn invested, and keeps paying for life. Invested instead, the lump sum drawn at about 4% a year, a rate that has historically lasted 30 years, gives about ${round(drawn)} a year (${round(drawn / 12)} a month)${drawn < yearly ? `, less than the pension pays, so the lump sum wins mainly on flexibility and what it can leave to heirs` : ', as much as the pension or more, though with no guarantee for life'}; check whether the pension has a cost-of-living raise and a survivor option.`;
}

/**
 * A spouse's check on a worker's record: up to half the worker's full benefit, less for claiming
 * before full retirement age (SSA's spousal reduction), with the spouse's own benefit paid first.
 * The visitor is the spouse when they gave the other's full benefit, else the worker.
 */
export function spousalBenefit(given: Details): string {
  // A full benefit given as the check at full retirement age ("my full benefit at 67 is 3,000").
  const d = { ...given, fullBenefit: given.fullBenefit ?? fullBenefitOf(given).full };
  // With both full benefits known, the spousal benefit tops up the spouse whose own is under half
  // the other's: "mine is 2,600 and hers 900, does she get hers plus half of mine?" asks about her.
  const spouseClaims =
    d.spouseFullBenefit !== undefined &&
    d.fullBenefit !== undefined &&
    d.spouseFullBenefit < d.fullBenefit / 2;
  const visitorClaims = d.spouseFullBenefit !== undefined && !spouseClaims;
  const worker = spouseClaims ? d.fullBenefit : (d.spouseFullBenefit ?? d.fullBenefit);
  const ownFull = visitorClaims
    ? (d.fullBenefit ?? 0)
    : spouseClaims
      ? (d.spouseFullBenefit ?? 0)
      : 0;
  const age = visitorClaims ? (d.claimAge ?? d.ages[0]) : d.ages[1];
  const own = spouseClaims ? 'your spouse’s own' : 'your own';
  if (worker === undefined)
    return `A spouse can get up to half of the worker’s full benefit at full retirement age, less if claimed earlier (${spousalShares()} of it, for a spouse whose full retirement age is 67), and no more for waiting past full retirement age. The worker must have filed, and the spouse’s own benefit is paid first. What is the worker’s full benefit on their statement, and how old is the spouse?`;
  const half = worker / 2;
  const whose = visitorClaims ? 'your spouse’s' : 'your';
  // The visitor is the worker and has not filed: nothing on the record until they do.
  if (!visitorClaims && d.ownNotClaimed)
    return `Not until you file: a spouse's benefit is paid only once the worker has filed for their own, so while you wait${d.claimAge === undefined ? '' : ` to ${d.claimAge}`} your spouse gets only a benefit on their own record, if any. Once you file, your spouse can get up to ${round(half)} a month${spouseClaims ? ' in all' : ''}, half of your ${round(worker)} full benefit, at their own full retirement age (less if claimed before it); your delayed credits do not raise it.`;
  if (ownFull >= half)
    return `Nothing more on ${whose} record: half of the ${round(worker)} full benefit is ${round(half)}, and your own ${round(ownFull)} at full retirement age is already that much or more, so you get your own benefit.`;
  const topsUp = `${capitalised(own)} ${round(ownFull)} is paid first and the spousal part tops it up`;
  if (age === undefined || age < 62)
    return `Up to ${round(half)} a month${spouseClaims ? ' in all' : ''}: half of ${whose} ${round(worker)} full benefit, at the spouse’s full retirement age, less if claimed earlier and no more for waiting past it.${ownFull > 0 ? ` ${topsUp}${spouseClaims ? ` by ${round(half - ownFull)}, not added to it` : ''}.` : ` With a full retirement age of 67 the spouse gets ${spousalShares(worker)}.`} How old is the spouse claiming?`;
  const born = 2026 - age;
  const fra = fraMonths(born);
  const r = spousalCheck(worker, ownFull, born, age * 12);
  const early = age * 12 < fra;
  const parts =
    ownFull > 0
      ? ` ${capitalised(own)} ${round(ownFull)} ${early ? `is reduced to ${round(r.own)}` : 'is paid in full'}, and the spousal part tops it up by ${round(r.topUp)} (${round(half - ownFull)} before any reduction).`
      : '';
  return `${visitorClaims || spouseClaims ? 'About' : 'Yes: about'} ${round(r.total)} a month at ${age}: the most is half of ${whose} ${round(worker)} full benefit, ${round(half)}, at full retirement age (${describeMonths(fra)}), and claiming ${early ? `at ${age} cuts it for life` : 'later adds nothing'}.${parts} Waiting past full retirement age does not raise a spousal benefit.`;
}

/**
 * The spousal benefit as a share of the worker's full benefit at each claiming age from 62 to
 * 66, for a spouse whose full retirement age is 67 (born 1960 or later), with dollars when the
 * worker's full benefit is known: "32.5% at 62 ($975)".
 */
function spousalShares(worker?: number): string {
  const shares = [62, 63, 64, 65, 66].map((age) => {
    const share = spousalFactor(1960, age * 12) / 2;
    const amount = worker === undefined ? '' : ` (${round(worker * share)})`;
    return `${percent(100 * share)} at ${age}${amount}`;
  });
  return `${shares.join(', ')} and 50% at 67${worker === undefined ? '' : ` (${round(worker / 2)})`}`;
}

/** Part D's penalty a month for months without drug coverage: 1% of the base premium each, to $0.10 as CMS rounds it. */
const partDPenalty = (months: number): number =>
  Math.round(months * FIGURES.partDBasePremium.amount * 0.1) / 10;

/** Medicare's late-enrollment penalties from the time the visitor went without coverage. */
export function latePenalty(d: Details): string {
  const months = d.monthsLate;
  if (months === undefined)
    return `Part B's penalty adds 10% to the premium for each full 12 months you could have had it but did not, and Part D's adds 1% of the national base premium for each month without creditable drug coverage; both usually last for life. How many months were you without coverage?`;
  if (d.latePart === 'D') {
    return `About ${dollars(partDPenalty(months))} a month in 2026, added to your Part D premium for as long as you have Part D: 1% of the ${fig(FIGURES.partDBasePremium)} national base beneficiary premium for each of the ${months} months without creditable drug coverage (${months}%, after a gap of more than 63 days), rounded to the nearest 10 cents. The base premium changes each year, so the penalty does too.`;
  }
  const years = Math.floor(months / 12);
  const premium = FIGURES.partBPremium.amount * (1 + years / 10);
  if (years === 0)
    return `No Part B penalty: it counts only full 12-month periods, and ${months} months is less than one. You pay the standard ${fig(FIGURES.partBPremium)} in 2026.`;
  const added = premium - FIGURES.partBPremium.amount;
  return `About $${premium.toFixed(2)} a month in 2026: ${years} full year${years > 1 ? 's' : ''} late adds ${years * 10}% (10% for each full 12 months), $${added.toFixed(2)} a month, to the standard ${fig(FIGURES.partBPremium)} Part B premium, and the penalty lasts as long as you have Part B.`;
}

/** Part D's late-enrollment penalty: worked from the months without drug coverage when given. */
export function partDPenaltyFor(d: Details): string {
  if (d.monthsLate !== undefined) return latePenalty({ ...d, latePart: 'D' });
  return `The Part D penalty is 1% of the national base premium (${fig(FIGURES.partDBasePremium)} in 2026) for each full month you went without creditable drug coverage after your first chance to enroll: 20 months adds 20%, about ${dollars(partDPenalty(20))} a month in 2026. It is added to your plan premium for as long as you have Part D and is refigured each year.`;
}

/** Self-employment tax on net earnings (Schedule SE): 15.3% of 92.35% of them. */
export function selfEmploymentTaxFor(d: Details): string {
  const net = d.earnings;
  if (net === undefined)
    return `Self-employment tax is 15.3% (12.4% Social Security up to ${fig(FIGURES.taxableMax)} of 2026 earnings, plus 2.9% Medicare) on 92.35% of net earnings from self-employment, once they reach ${fig(FIGURES.seMinimum)}, at any age and even while collecting Social Security. About how much do you net a year?`;
  if (net < FIGURES.seMinimum.amount)
    return `None: net self-employment earnings under ${fig(FIGURES.seMinimum)} owe no self-employment tax.`;
  const base = net * 0.9235;
  const ss = Math.min(base, FIGURES.taxableMax.amount) * 0.124;
  const tax = ss + base * 0.029;
  return `Yes, about ${round(tax)}: self-employment tax is 15.3% (12.4% Social Security up to ${fig(FIGURES.taxableMax)}, 2.9% Medicare) on 92.35% of your ${round(net)} of net earnings, at any age and even while collecting Social Security. Half of it (${round(tax / 2)}) is deducted from your income, and the earnings also count toward your Social Security record.`;
}

/** The taxable part of a contract cashed in: what it is worth less what was paid in. */
export function contractGain(d: Details): string {
  if (d.paidIn === undefined || d.worth === undefined)
    return 'Only the growth is taxable: what you get back above what you paid in (your premiums or purchase payments) is taxed as ordinary income, not as a capital gain, and the part that returns what you paid is tax-free. How much did you pay in, and what is it worth now?';
  const gain = d.worth - d.paidIn;
  // An heir did not pay in: the owner did, and the basis passes to the heir unchanged.
  const paid = d.inherited ? 'the owner paid in' : 'you paid in';
  if (gain <= 0)
    return `No tax: it is worth ${round(d.worth)} and ${paid} ${round(d.paidIn)}, so there is no gain to tax.`;
  // Put as untaxed for confirming, the tax on the gain is a no; asked whether tax is owed, a yes.
  const opening = d.askedUntaxed ? 'No, not all of it' : 'Yes, on the gain';
  return `${opening}: about ${round(gain)} of it is taxable, as ordinary income, the ${round(d.worth)} it is worth less the ${round(d.paidIn)} ${paid}, which comes back tax-free. There is no step-up in basis and no capital-gains rate for this growth.`;
}

/**
 * A non-qualified annuity's taxable growth, and how a withdrawal is taxed: growth first (for
 * contracts after August 13, 1982), with the 10% additional tax before 59½ (IRC § 72(q)).
 */
export function annuityGain(d: Details): string {
  const base = contractGain(d);
  if (d.paidIn === undefined || d.worth === undefined || d.worth <= d.paidIn) return base;
  const age = ageOf(d);
  const early =
    age !== undefined && age < 59
      ? ` At ${age}, under 59½, the taxable part also owes a 10% additional tax.`
      : age === undefined || age === 59
        ? ' Before 59½ the taxable part also owes a 10% additional tax.'
        : '';
  const gain = d.worth - d.paidIn;
  // A withdrawal of part of it: growth comes out first, so it is taxable up to the whole gain.
  if (d.withdrawal !== undefined && d.withdrawal < d.worth) {
    const taxable = Math.min(d.withdrawal, gain);
    return `${taxable === d.withdrawal ? `The whole ${round(d.withdrawal)} is taxable` : `About ${round(taxable)} of it is taxable`}, as ordinary income: a withdrawal from an annuity bought with savings takes the earnings first, and the ${round(gain)} of growth (the ${round(d.worth)} it is worth less the ${round(d.paidIn)} you paid in) ${taxable === d.withdrawal ? `covers the whole ${round(d.withdrawal)}` : `is all taxable before any of what you paid in comes back tax-free, so the other ${round(d.withdrawal - taxable)} comes back to you tax-free`}.${early || (age !== undefined ? ` At ${age}, past 59½, there is no 10% additional tax, though a surrender charge may still apply.` : '')}`;
  }
  return `${base} A withdrawal comes out of the growth first, so the first ${round(gain)} you take out is all taxable.${early}`;
}

/** The tax on a part taken out of an annuity bought with savings (its point names it apart from `annuityGain`, which the topic gives to its own questions). */
export function annuityWithdrawalTax(d: Details): string {
  return annuityGain(d);
}

/** How much more income (a Roth conversion, say) fits before the top of a bracket. */
export function bracketRoom(d: Details): string {
  const row = BRACKET_TOPS.find(([rate, top]) => rate === d.bracketRate && top < Infinity);
  const income = d.income ?? d.otherIncome;
  if (!row || d.married === undefined || (d.taxableIncome === undefined && income === undefined))
    return `For 2026 the 12% bracket runs to ${fig(FIGURES.bracket12Single)} of taxable income single or ${fig(FIGURES.bracket12Joint)} joint, 22% to ${fig(FIGURES.bracket22Single)} or ${fig(FIGURES.bracket22Joint)}, and 24% to ${fig(FIGURES.bracket24Single)} or ${fig(FIGURES.bracket24Joint)}; the room left is that top less your taxable income after deductions. What is your taxable income this year, and do you file jointly?`;
  const joint = d.married;
  const top = joint ? row[2] : row[1];
  const next = BRACKET_TOPS[BRACKET_TOPS.indexOf(row) + 1]?.[0] ?? 37;
  if (d.taxableIncome !== undefined) {
    const room = Math.max(0, top - d.taxableIncome);
    return `About ${round(room)}: the ${row[0]}% bracket runs to ${round(top)} of taxable income for 2026 ${status(joint)}, and yours is about ${round(d.taxableIncome)}. Income above that is taxed at ${next}%.`;
  }
  const base = income as number;
  const over65 = d.ages.filter((a) => a >= 65).length;
  const people = Math.min(over65, joint ? 2 : 1);
  // The senior deduction phases out with income, so it is worked out at the top of the bracket.
  const standard = standardDeduction(joint, over65);
  const deduction = standard + people * seniorDeductionEach(top + standard, joint);
  const room = Math.max(0, top + deduction - base);
  return `About ${round(room)} in total income${base > 0 ? ` beyond your ${round(base)}` : ''}: the ${row[0]}% bracket runs to ${round(top)} of taxable income for 2026 ${status(joint)}, and your deductions of about ${round(deduction)} (the standard deduction${over65 > 0 ? ' with the extra amount at 65' : ''}) come off first. Income above that is taxed at ${next}%.`;
}

/** The Massachusetts 4% surtax on income above the year's line, from the visitor's gain or income. */
export function maSurtaxFor(d: Details): string {
  const line = FIGURES.maSurtaxThreshold;
  const income = d.gain ?? d.income;
  if (income === undefined)
    return `Massachusetts adds 4% on taxable income above ${fig(line)} (${line.year}'s line, raised each year with inflation), gains from selling a business or a home included (after the federal home-sale exclusion). About how much will your income and gains be this year?`;
  const over = income - line.amount;
  if (over <= 0)
    return `No. About ${round(income)} is under the ${fig(line)} line (${line.year}'s, raised each year with inflation), so the 4% surtax does not apply (unless your other income that year brings the total over it).`;
  return `Yes, but only on the part above the line: roughly ${round(over * 0.04)}, 4% of the ${round(over)} above the ${fig(line)} line (${line.year}'s, raised each year with inflation), on ${round(income)}${d.gain !== undefined ? ' of gain, before any other income that year' : ''}, on top of the 5% Massachusetts income tax.`;
}

/**
 * The Massachusetts Senior Circuit Breaker credit (Schedule CB, tax year 2025): property tax plus
 * half the water and sewer charges, less 10% of total income, up to the year's maximum, within
 * the income limits.
 */
export function circuitBreakerFor(d: Details): string {
  const max = FIGURES.maCircuitBreakerMax;
  const limit =
    d.married === true ? FIGURES.maCircuitBreakerIncomeJoint : FIGURES.maCircuitBreakerIncomeSingle;
  const rules = `it pays the amount by which property tax (plus half the water and sewer charges) is more than 10% of total income, up to ${fig(max)} for tax year 2025, for homeowners 65 or older with income up to ${fig(FIGURES.maCircuitBreakerIncomeSingle)} single, ${fig(FIGURES.maCircuitBreakerIncomeHoh)} head of household or ${fig(FIGURES.maCircuitBreakerIncomeJoint)} joint and a home whose assessed value is within the state's yearly limit`;
  // What counts as property tax: the bill plus half the water and sewer charges, or for a renter
  // 25% of the rent paid (Schedule CB).
  const renter = d.propertyTax === undefined && d.rentYearly !== undefined;
  const water =
    d.waterSewer === undefined ? '' : ` plus half of ${round(d.waterSewer)} of water and sewer`;
  const bill = renter
    ? 0.25 * (d.rentYearly as number)
    : d.propertyTax === undefined
      ? undefined
      : d.propertyTax + (d.waterSewer ?? 0) / 2;
  if (bill === undefined || d.income === undefined)
    return `The Senior Circuit Breaker is a refundable Massachusetts credit, claimed on Schedule CB with Form 1 even if you owe no tax: ${rules}. About how much are your yearly income and your property tax bill?`;
  const age = ageOf(d);
  if (age !== undefined && age < 65)
    return `Not yet: the Senior Circuit Breaker is for people 65 or older by December 31 of the tax year; ${rules}.`;
  if (d.income > limit.amount)
    return `No: with total income of about ${round(d.income)} you are over the ${fig(limit)} limit for tax year 2025${d.married === undefined ? ' (single; the joint limit is higher)' : ''}${renter ? ', renters included' : ''}. Ask your town's assessors about local exemptions and deferrals instead.`;
  const counted = renter
    ? `25% of your ${round(d.rentYearly as number)} of rent (${round(bill)}) counts as property tax`
    : `${round(d.propertyTax as number)} of property tax${water}`;
  const tenth = `10% of your ${round(d.income)}`;
  const credit = Math.min(max.amount, bill - 0.1 * d.income);
  if (credit <= 0)
    return `${renter ? 'Renters can claim it too, but probably not you' : 'Probably not'}: ${counted}${renter ? ', and it' : ''} is not more than ${tenth} income (${round(0.1 * d.income)}), so the Senior Circuit Breaker pays nothing; ask your assessors about local exemptions.`;
  return `${renter ? 'Renters can claim it too' : 'Likely yes'}, about ${round(credit)}: ${counted}${renter ? '' : ` is ${round(bill)}`}, and the Senior Circuit Breaker pays what is over ${tenth} total income, Social Security included (${round(0.1 * d.income)})${credit === max.amount ? `, capped at ${fig(max)}` : ''}, if you are 65 or older${d.married === undefined ? ` and your income is under ${fig(limit)} single` : ''}${renter ? '' : " and the home's assessed value is within the state's yearly limit"}. It is refundable: file Form 1 with Schedule CB even if you owe no tax.`;
}

/** People 65 or older among the ages given, or undefined when no age is known. */
function over65Of(d: Details): number | undefined {
  return d.ages.length === 0 ? undefined : d.ages.filter((a) => a >= 65).length;
}

/**
 * Federal taxable income for 2026 from the visitor's income by source, filing status and ages,
 * with the deductions named; undefined without the income, the filing status or an age.
 */
function federalIncomeOf(d: Details) {
  const over65 = over65Of(d);
  const other = d.otherIncome ?? d.income;
  if (
    (other === undefined && d.benefits === undefined) ||
    d.married === undefined ||
    over65 === undefined
  )
    return undefined;
  const r = federalTaxableIncome(other ?? 0, d.benefits ?? 0, d.married, over65);
  const deductions = `${round(r.deduction)} of deductions (the standard deduction${over65 > 0 ? ` with its extra amount at 65 and the senior deduction${over65 > 1 ? ' for each of you' : ''}` : ''})`;
  return { ...r, other: other ?? 0, benefits: d.benefits ?? 0, joint: d.married, deductions };
}

/** Federal taxable income for 2026 from the visitor's income by source, filing status and ages. */
export function taxableIncomeFor(d: Details): string {
  const r = federalIncomeOf(d);
  if (r === undefined)
    return `Taxable income is income after deductions: pensions, IRA withdrawals and wages, plus the taxable part of Social Security (none to 85% of it), less the 2026 standard deduction of ${fig(FIGURES.stdSingle)} single or ${fig(FIGURES.stdJoint)} joint, more at 65 (${fig(FIGURES.extra65Single)} single, ${fig(FIGURES.extra65Married)} each married) with the senior deduction of up to ${fig(FIGURES.seniorDeduction)} each. How much do you get from each source, do you file jointly, and how old are you both?`;
  const income =
    r.benefits > 0
      ? `${round(r.other)} of other income plus ${round(r.ssTaxable)} of your ${round(r.benefits)} of Social Security (IRS Publication 915) makes ${round(r.income)}`
      : `${round(r.income)} of income`;
  return `About ${round(r.taxable)} for 2026, ${status(r.joint)}: ${income}, less ${r.deductions}. Its top dollars are in ${bracketOf(r.taxable, r.joint)}, before any itemized deductions or credits.`;
}

/**
 * Whether the visitor owes federal income tax, and about how much: the taxable income of
 * `taxableIncomeFor` taxed band by band by the 2026 brackets, before credits.
 */
export function federalTaxFor(d: Details): string {
  const r = federalIncomeOf(d);
  if (r === undefined) return taxableIncomeFor(d);
  const why = `${r.ssTaxable > 0 ? `${round(r.ssTaxable)} of your ${round(r.benefits)} of Social Security is taxable (IRS Publication 915), so ` : ''}income of ${round(r.income)} less ${r.deductions}`;
  if (r.taxable <= 0)
    return `No, probably not, ${status(r.joint)}: no federal income tax is due for 2026. ${capitalised(why)} leaves no taxable income.`;
  const tax = taxOnAddedIncome(0, r.taxable, r.joint).tax;
  return `Yes, about ${round(tax)} of federal income tax for 2026, ${status(r.joint)}, before any credits. ${capitalised(why)} leaves ${round(r.taxable)} of taxable income, whose top dollars are in ${bracketOf(r.taxable, r.joint)}.`;
}

/**
 * Whether Massachusetts taxes a government pension the visitor named: not a contributory pension
 * from Massachusetts or federal service (Mass.gov, pensions and annuities); another state's only
 * where that state taxes Massachusetts pensions in turn. Other income, IRA withdrawals among it,
 * is taxed at 5%.
 */
export function maPensionTaxFor(d: Details): string {
  const pension = d.publicPension;
  if (pension === undefined)
    return 'It depends on who pays it: a pension from a private employer is taxed by Massachusetts at 5%, while contributory pensions from Massachusetts and federal government service are exempt. Who pays your pension?';
  const rest =
    d.otherIncome !== undefined && d.otherIncome > pension
      ? ` The rest of your income, IRA withdrawals among it, is taxed at 5% (less any IRA contributions Massachusetts already taxed).`
      : ' IRA withdrawals and private pensions are taxed at 5%.';
  return `No, not a Massachusetts or federal government pension: a contributory pension from Massachusetts state, teacher, county or town service, or from federal service, is exempt from Massachusetts income tax, so your ${round(pension)} is left out.${rest} A government pension from another state is taxed unless that state exempts Massachusetts pensions in turn.`;
}

/** Massachusetts income tax for 2026 from the visitor's income, leaving out what it does not tax. */
export function maIncomeTaxFor(d: Details): string {
  const over65 = over65Of(d);
  const other = d.otherIncome ?? d.income;
  const rules = `Massachusetts taxes pensions from private employers, IRA and 401(k) withdrawals and wages at 5%, after a personal exemption of ${fig(FIGURES.maExemptionSingle)} single or ${fig(FIGURES.maExemptionJoint)} joint and ${fig(FIGURES.maExemption65)} more for each person 65 or older; it does not tax Social Security or Massachusetts and federal government pensions`;
  if (other === undefined || d.married === undefined || over65 === undefined)
    return `${rules}. How much do you get from each source, do you file jointly, and how old are you both?`;
  const joint = d.married;
  const exempt = d.publicPension ?? 0;
  const taxed = Math.max(0, other - exempt);
  const r = maIncomeTax(taxed, joint, over65);
  const left = [
    d.benefits !== undefined ? `Social Security (your ${round(d.benefits)})` : '',
    exempt > 0 ? `a government pension (your ${round(exempt)})` : '',
  ].filter((x) => x !== '');
  return `About ${round(r.tax)} for 2026: 5% of ${round(r.taxable)}, which is ${round(taxed)} of taxed income less ${round(r.exemptions)} of exemptions (${fig(joint ? FIGURES.maExemptionJoint : FIGURES.maExemptionSingle)}${over65 > 0 ? `, plus ${fig(FIGURES.maExemption65)} ${over65 > 1 ? 'for each of you' : ''} at 65 or older`.replace('  ', ' ') : ''})${left.length > 0 ? `; Massachusetts does not tax ${left.join(' or ')}` : ''}. IRA withdrawals are taxed except the contributions you made to the IRA, which Massachusetts taxed when you earned them.`;
}

/**
 * Whether a resident must file a Massachusetts return: Massachusetts gross income over the
 * threshold, which leaves out Social Security and Massachusetts and federal government pensions.
 */
export function maFilingFor(d: Details): string {
  const line = fig(FIGURES.maFilingThreshold);
  const general = `Yes, if your Massachusetts gross income is over ${line}: that counts pensions other than Massachusetts and federal government ones, IRA withdrawals, interest and gains, but not Social Security. File even below it to claim the Senior Circuit Breaker credit or get back Massachusetts tax withheld.`;
  if (d.otherIncome === undefined && d.investmentIncome === undefined) return general;
  const exempt = d.publicPension ?? 0;
  // Interest named beside other income is part of it; named alone, it is all there is.
  const counted = Math.max(0, (d.otherIncome ?? d.investmentIncome ?? 0) - exempt);
  const left = [
    'Social Security',
    exempt > 0 ? `your ${round(exempt)} government pension` : '',
  ].filter((x) => x !== '');
  if (counted > FIGURES.maFilingThreshold.amount)
    return `Yes: about ${round(counted)} of Massachusetts gross income is over the ${line} line (it leaves out ${left.join(' and ')}), so you file Form 1.`;
  return `No, not on these figures: Massachusetts gross income leaves out ${left.join(' and ')}, so yours is about ${round(counted)}, not over the ${line} line. File anyway to claim the Senior Circuit Breaker credit or to get back Massachusetts tax withheld.`;
}

const PER_YEAR = { hour: 52, day: 365, week: 52, month: 12, year: 1 } as const;

/**
 * What care costs a year, over the years asked about, or how long savings last at that cost;
 * with a long-term care policy, what it leaves to pay after its elimination period.
 */
export function careCostFor(d: Details): string {
  const cost = d.careCost;
  // A policy's pool given beside the price of care: how long the pool lasts at that price.
  if (d.benefitPool !== undefined && cost !== undefined && cost.per !== 'hour')
    return poolMonths(d);
  if (cost === undefined && d.ltcDaily !== undefined && d.careYears !== undefined)
    return `${policyPool(d.ltcDaily, d.careYears)} What the care costs a day decides how long it lasts: a day of care that costs less than ${round(d.ltcDaily)} draws less from it, so it lasts longer.`;
  if (cost === undefined)
    return 'Medicare does not pay for long-term custodial care: savings, long-term care insurance or, once assets are spent down, MassHealth do. Care is priced by the day in a nursing home, by the month in assisted living and by the hour at home: multiply the price by the days, months or hours a year, and take off what a long-term care policy pays after its elimination period. What does the care cost where you are looking, and for how long?';
  if (cost.per === 'hour' && d.careHours === undefined)
    return `At ${round(cost.amount)} an hour, each 10 hours a week of care costs about ${round(cost.amount * 10 * 52)} a year. How many hours a week is the care?`;
  const price = `${round(cost.amount)} a${cost.per === 'hour' ? 'n' : ''} ${cost.per}`;
  const yearly =
    cost.per === 'hour' ? cost.amount * (d.careHours ?? 0) * 52 : cost.amount * PER_YEAR[cost.per];
  const basis = cost.per === 'hour' ? `${d.careHours} hours a week at ${price}, 52 weeks` : price;
  if (d.ltcDaily !== undefined && d.careYears !== undefined && d.eliminationDays === undefined) {
    const pool = d.ltcDaily * 365 * d.careYears;
    const daily = yearly / 365;
    const atPrice = `${policyPool(d.ltcDaily, d.careYears)} At ${round(daily)} a day of care${cost.per === 'day' ? '' : ` (${basis})`}`;
    if (daily <= d.ltcDaily)
      return `${atPrice} the policy pays the whole bill, so the pool lasts about ${Math.floor(pool / daily).toLocaleString('en-US')} days, ${yearsText(pool / daily / 365)}.`;
    const yours = (daily - d.ltcDaily) * 365;
    const monthly = cost.per === 'month' ? `, about ${round(yours / 12)} a month` : '';
    return `${atPrice} you pay the other ${round(daily - d.ltcDaily)} a day${monthly}, about ${round(yours)} a year, while the policy pays ${round(d.ltcDaily * 365)} a year until the pool is used up.`;
  }
  if (d.ltcDaily !== undefined && d.careDays !== undefined) {
    // A stretch of care shorter or longer than a year: the elimination period's days first, all
    // paid by the visitor, then the policy's daily amount, up to the day's cost.
    const daily = yearly / 365;
    const waiting = Math.min(d.careDays, d.eliminationDays ?? 0);
    const covered = d.careDays - waiting;
    const paid = Math.min(d.ltcDaily, daily) * covered;
    const total = daily * d.careDays;
    const during =
      waiting > 0 ? `all ${round(daily * waiting)} of the ${waiting}-day elimination period` : '';
    const after =
      covered > 0 && daily > d.ltcDaily
        ? `${round(daily - d.ltcDaily)} a day above the policy's ${round(d.ltcDaily)} for the ${covered} days after it (${round((daily - d.ltcDaily) * covered)})`
        : '';
    return `About ${round(total - paid)} of the ${round(total)} that ${d.careDays} days of care cost at ${round(daily)} a day: ${[during, after].filter(Boolean).join(', then ') || 'nothing, as the policy pays each day in full'}, while the policy pays ${round(paid)}. Check whether the elimination period counts calendar days or days of paid care.`;
  }
  if (d.ltcDaily !== undefined) {
    const waiting = Math.min(365, d.eliminationDays ?? 0);
    const daily = yearly / 365;
    const paid = Math.min(d.ltcDaily, daily) * (365 - waiting);
    // The day's gap, when the policy pays from the first day: what the visitor meets each day.
    const gap = daily - d.ltcDaily;
    if (waiting > 0) {
      // The elimination period's days in full, then the gap above the daily benefit.
      const after =
        gap > 0
          ? `, then ${round(gap)} a day above the policy's ${round(d.ltcDaily)} for the ${365 - waiting} days after it (${round(gap * (365 - waiting))})`
          : `, then nothing, as the policy's ${round(d.ltcDaily)} a day covers the ${round(daily)} a day of care`;
      return `About ${round(Math.max(0, yearly - paid))} out of pocket for the first year: all ${round(daily * waiting)} of the ${waiting}-day elimination period at ${round(daily)} a day${cost.per === 'day' ? '' : ` (${basis})`}${after}, while the policy pays ${round(paid)}. Check whether the elimination period counts calendar days or days of paid care.`;
    }
    // By the month too: a month of care is a twelfth of the year's 365 days.
    const perDay =
      gap > 0 ? ` (${round(gap)} a day, about ${round((gap * 365) / 12)} a month)` : '';
    return `About ${round(Math.max(0, yearly - paid))} out of pocket for a full year${perDay}: the care costs ${round(yearly)} a year (${basis}), and the policy pays ${round(d.ltcDaily)} a day, ${round(paid)} a year. Check whether the elimination period counts calendar days or days of paid care.`;
  }
  // The elimination period alone, with no daily benefit told: its days at the day's price.
  if (d.eliminationDays !== undefined && cost.per !== 'hour') {
    const daily = yearly / 365;
    return `About ${round(daily * d.eliminationDays)} before the policy pays: the ${d.eliminationDays}-day elimination period at ${round(daily)} a day${cost.per === 'day' ? '' : ` (${basis})`}, all yours. That holds where it counts calendar days once care starts; where it counts only service days (days you receive paid care), care on fewer days a week stretches it over more weeks. Some policies waive it for home care, and it is usually met once for life.`;
  }
  if (d.careYears !== undefined)
    return `About ${round(yearly * d.careYears)} over ${d.careYears} years: ${basis} is ${round(yearly)} a year, before price increases of a few percent a year. Medicare does not pay for this kind of long-term care; savings, long-term care insurance or, once assets are spent down, MassHealth do.`;
  if (d.assets !== undefined) {
    const months = (12 * d.assets) / yearly;
    return `About ${months >= 24 ? `${(months / 12).toFixed(1)} years` : `${months.toFixed(1)} months`}: ${round(d.assets)} at ${basis} (${round(yearly)} a year) lasts about ${Math.round((365 * d.assets) / yearly).toLocaleString('en-US')} days, before any income such as Social Security or a pension goes toward the bill. When savings run down, MassHealth can pay for nursing home care once countable assets are down to ${fig(FIGURES.massHealthAssetLimit)}, looking back five years at gifts, and a spouse at home keeps more.`;
  }
  const month =
    cost.per === 'month' || cost.per === 'year' ? '' : ` (about ${round(yearly / 12)} a month)`;
  return `About ${round(yearly)} a year${month}: ${basis}. Medicare does not pay for long-term custodial care; savings, long-term care insurance or, once assets are spent down, MassHealth do, and the state's home care programs and MassHealth's Frail Elder Waiver, through the local Aging Services Access Point (ASAP), can help pay for care at home.`;
}

/**
 * A hybrid life policy's care rider that advances the death benefit a share a month: the monthly
 * payment (death benefit × share), the months it can pay (1 ÷ share), and, over the years of care
 * supposed, what it draws and what death benefit is left for the heirs.
 */
export function careRiderFor(d: Details): string {
  const rule =
    "A hybrid policy's care rider pays its monthly benefit out of the death benefit: each payment for care lowers what your beneficiaries get by the same amount, until the benefit is used up (some policies add an extension of benefits beyond it, and a policy loan lowers it too)";
  const face = d.faceAmount;
  const rate = d.riderRate;
  if (face === undefined || rate === undefined)
    return `${rule}. What is the death benefit, and what share of it does the rider pay each month?`;
  const monthly = face * rate;
  const most = Math.round(1 / rate);
  const head = `About ${round(monthly)} a month for care: ${Math.round(rate * 1000) / 10}% of the ${round(face)} death benefit, for up to ${most} months`;
  if (d.careYears === undefined)
    return `${head}. ${rule}. Check the policy's monthly maximum and whether home care is paid at the full rate.`;
  const years = `${d.careYears} year${d.careYears === 1 ? '' : 's'} of care`;
  if (d.careYears * 12 >= most)
    return `${head}. ${years} would use it all up after ${most} months, leaving no death benefit for your heirs. ${rule}.`;
  const used = monthly * d.careYears * 12;
  return `${head}. ${years}, ${d.careYears * 12} months, would draw ${round(used)}, leaving about ${round(face - used)} of death benefit for your heirs. ${rule}.`;
}

/** Years to one decimal, a whole number without it: "5 years", "3.4 years". */
const yearsText = (n: number) =>
  `${Number(n.toFixed(1))} year${Number(n.toFixed(1)) === 1 ? '' : 's'}`;

/** A long-term care policy's pool of money: its daily benefit for the days of its benefit period. */
function policyPool(daily: number, years: number): string {
  return `A pool of about ${round(daily * 365 * years)}, if ${years} year${years === 1 ? '' : 's'} is the policy's benefit period: ${round(daily)} a day × 365 days × ${years}. Most policies pay up to the daily amount until the pool is spent, however long that takes; check the policy's schedule page.`;
}

/**
 * What an employee's pay has withheld for Social Security and Medicare (FICA) in 2026: 6.2% up
 * to the wage base, 1.45% on all of it, and 0.9% more on wages over $200,000; the employer pays
 * the same 7.65% again.
 */
export function payrollTaxFor(d: Details): string {
  const base = FIGURES.taxableMax;
  if (d.earnings === undefined)
    return `An employee pays 6.2% of pay for Social Security, up to ${fig(base)} of wages in 2026, and 1.45% for Medicare on all of it (0.9% more over ${fig(FIGURES.addlMedicareSingle)}); the employer pays the same again. About how much is your pay this year?`;
  const ss = 0.062 * Math.min(d.earnings, base.amount);
  const medicare = 0.0145 * d.earnings;
  const extra = 0.009 * Math.max(0, d.earnings - FIGURES.addlMedicareSingle.amount);
  return `About ${round(ss + medicare + extra)} for 2026 on ${round(d.earnings)} of pay: ${round(ss)} for Social Security (6.2% of ${d.earnings > base.amount ? `the first ${fig(base)}, the wage base` : 'your pay'}) and ${round(medicare + extra)} for Medicare (1.45% of all of it${extra > 0 ? `, plus 0.9% of the pay over ${fig(FIGURES.addlMedicareSingle)}` : ''}). Your employer pays the same 7.65% again; the Social Security tax stops for the year once your pay passes the wage base.`;
}

/** Payroll tax on a job while collecting Social Security: owed at any age, worked on the pay given. */
export function payrollTaxWhileCollecting(d: Details): string {
  const rule =
    'Yes: wages are taxed for Social Security and Medicare at any age, 7.65% of pay (6.2% Social Security and 1.45% Medicare), even while you collect benefits; the self-employed pay both halves.';
  const more = 'The extra earnings can raise your benefit if they are among your highest 35 years.';
  return d.earnings === undefined ? `${rule} ${more}` : `${rule} ${payrollTaxFor(d)}`;
}

/** The only rates Form W-4V lets Social Security withhold, in percent. */
const W4V_RATES = [7, 10, 12, 22];
/** What each W-4V rate withholds from a monthly check: "7% is $168, 10% is $240, …". */
const w4vOn = (check: number): string =>
  W4V_RATES.map((r) => `${r}% is ${dollars((check * r) / 100)}`).join(', ');

/** Federal withholding from Social Security: Form W-4V's four rates, on the visitor's check. */
export function withholdingChoices(d: Details): string {
  const check = d.monthly[0];
  if (check === undefined)
    return 'No, not a set dollar amount: Form W-4V withholds federal tax only at 7%, 10%, 12% or 22% of each payment. How much is your monthly check?';
  return `No, not a set dollar amount: Form W-4V withholds federal tax only at 7%, 10%, 12% or 22% of each payment. On your ${round(check)} check, ${w4vOn(check)}; choose the rate closest to what you want, and make up any difference with quarterly estimated payments.`;
}

/**
 * Federal tax withheld from a Social Security check at a rate the visitor names: Form W-4V's
 * percentage of the monthly benefit, worked on their check; a rate the form does not offer is
 * answered with the ones it does.
 */
export function withheldFromBenefit(d: Details): string {
  const rule =
    'give Social Security Form W-4V to have federal income tax withheld at 7%, 10%, 12% or 22% of each payment (no other rates), and a new W-4V changes the rate or stops it; or make quarterly estimated payments instead.';
  const state =
    'Massachusetts does not tax Social Security, so there is no state withholding on it.';
  const rate = d.withholdRate;
  const check = d.monthly[0];
  if (rate === undefined || !W4V_RATES.includes(rate)) {
    const offered =
      check === undefined ? '' : ` On your ${round(check)} check: ${w4vOn(check)} a month.`;
    if (rate === undefined) return `Yes: ${rule}${offered} ${state}`;
    return `Not ${rate}%: Form W-4V withholds federal tax from Social Security only at 7%, 10%, 12% or 22% of each payment.${offered} Choose the rate closest to what you want and make up any difference with quarterly estimated payments.`;
  }
  if (check === undefined)
    return `Yes: ${rate}% is one of the rates Form W-4V offers (7%, 10%, 12% or 22% of each payment), withheld from the monthly benefit before it is deposited. ${state} How much is your monthly check?`;
  const each = (check * rate) / 100;
  return `Yes: with Form W-4V, Social Security withholds ${rate}% of each payment for federal tax, ${dollars(each)} a month on your ${round(check)} benefit, ${dollars(12 * each)} over a full year. It counts toward your tax like withholding from a paycheck; the only rates offered are 7%, 10%, 12% and 22%, and a new W-4V changes or stops it. ${state}`;
}

/** Social Security's payment day, set by the day of the month the visitor was born. */
export function paymentDayFor(d: Details): string {
  const rule =
    'Social Security is paid on a Wednesday set by your birthday: born on the 1st to the 10th, the second Wednesday; the 11th to the 20th, the third; the 21st to the 31st, the fourth';
  if (d.birthDay === undefined) return `${rule}. What day of the month were you born?`;
  const nth = d.birthDay <= 10 ? 2 : d.birthDay <= 20 ? 3 : 4;
  const which = ['second', 'third', 'fourth'][nth - 2] as string;
  // Benefits for a month are paid the next month: the first payment comes the month after the
  // first month of benefits, on that month's Wednesday (a date only when the year is said).
  const start = d.benefitStartMonth;
  if (start !== undefined) {
    const paid = start % 12;
    const month = MONTHS[paid] as string;
    const first = MONTHS[start - 1] as string;
    if (d.benefitStartYear === undefined)
      return `In ${month}, on its ${which} Wednesday: benefits for ${first} are paid the month after, and with a birthday on the ${d.birthDay}${ordinal(d.birthDay)} each payment comes on the ${which} Wednesday of the month.`;
    const year = d.benefitStartYear + (start === 12 ? 1 : 0);
    const firstWednesday = 1 + ((3 - new Date(Date.UTC(year, paid, 1)).getUTCDay() + 7) % 7);
    const date = firstWednesday + 7 * (nth - 1);
    return `On Wednesday, ${month} ${date}, ${year}: benefits for ${first} are paid the month after, and with a birthday on the ${d.birthDay}${ordinal(d.birthDay)} each payment comes on the ${which} Wednesday of the month.`;
  }
  return `On the ${which} Wednesday of each month, for a birthday on the ${d.birthDay}${ordinal(d.birthDay)}. Each payment is for the month before; if you started benefits before May 1997 or also get SSI, it comes on the 3rd instead.`;
}

function ordinal(n: number): string {
  return n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th';
}

/**
 * What Original Medicare leaves to pay for one stay in a benefit period (2026): in a hospital,
 * the Part A deductible for days 1 to 60, a daily coinsurance for days 61 to 90 and for the 60
 * lifetime reserve days after them; in a skilled nursing facility, nothing for days 1 to 20 and
 * a daily coinsurance for days 21 to 100.
 */
/** The hospital stay before a skilled nursing facility was not 3 inpatient days: observation, or fewer. */
const noQualifyingStay = (d: Details): boolean =>
  d.stayIn === 'snf' &&
  (d.observation === true || (d.hospitalDays !== undefined && d.hospitalDays < 3));

/**
 * Whether Part A pays for a skilled nursing facility after the visitor's hospital stay: only after
 * 3 days in a row as an admitted inpatient; days under observation are outpatient (Medicare.gov,
 * Skilled nursing facility care; the Medicare Outpatient Observation Notice).
 */
export function qualifyingStay(d: Details): string {
  const notice =
    'after 24 hours of observation the hospital must give you a Medicare Outpatient Observation Notice (MOON)';
  if (!noQualifyingStay(d))
    return `Observation is outpatient care, even overnight in a hospital bed, so Part B applies and it does not count toward the 3 days in a row as an admitted inpatient that Medicare needs before it pays for a skilled nursing facility. Ask whether you are an inpatient or under observation; ${notice}.`;
  const days = d.hospitalDays ?? 0;
  return `No, not on ${d.observation ? 'days under observation' : `${days} day${days === 1 ? '' : 's'} in the hospital`}: Original Medicare covers a skilled nursing facility only after a hospital stay of at least 3 days in a row as an admitted inpatient, and days under observation are outpatient days that do not count, even overnight. Ask the hospital which days, if any, were inpatient (${notice}); a Medicare Advantage plan may waive the 3-day rule.`;
}

export function stayCost(d: Details): string {
  const days = d.stayDays;
  const deductible = FIGURES.partADeductible;
  const day61 = FIGURES.partAHospitalDay;
  const reserve = FIGURES.partAReserveDay;
  const snf = FIGURES.snfDaily;
  if (noQualifyingStay(d)) return qualifyingStay(d);
  if (days === undefined)
    return `In a hospital, Original Medicare leaves the ${fig(deductible)} Part A deductible for days 1 to 60 of a benefit period, ${fig(day61)} a day for days 61 to 90 and ${fig(reserve)} a day for up to 60 lifetime reserve days in 2026; in a skilled nursing facility after a hospital stay, nothing for days 1 to 20 and ${fig(snf)} a day for days 21 to 100. How many days was the stay, and where?`;
  if (d.stayIn === 'snf') {
    const copayDays = Math.max(0, Math.min(days, 100) - 20);
    const owed = copayDays * snf.amount;
    if (copayDays === 0)
      return `Nothing for ${days} days in a skilled nursing facility: Original Medicare pays days 1 to 20 in full in 2026, after a hospital stay of at least 3 days as an admitted inpatient.`;
    const share = `${round(owed)} for ${days} days in a skilled nursing facility in 2026: the first 20 days cost nothing, and ${copayDays} day${copayDays > 1 ? 's' : ''} from day 21 at ${fig(snf)} a day${days > 100 ? `; after day 100 Medicare pays nothing, so every day past it is all yours` : ''}`;
    // A Medigap plan that pays the coinsurance leaves nothing to pay through day 100: the lead
    // says so, not the coinsurance Original Medicare alone would leave.
    const plan = medigapName(d.medigapPlan);
    if (plan !== undefined && plan !== 'the Core plan' && days <= 100)
      return `Nothing, with ${plan}: Original Medicare alone would leave ${share}, and ${plan} pays that coinsurance.`;
    return `About ${share}. ${snfCoinsuranceBy(plan)}`;
  }
  const coinsuranceDays = Math.max(0, Math.min(days, 90) - 60);
  const reserveDays = Math.max(0, Math.min(days, 150) - 90);
  const owed = deductible.amount + coinsuranceDays * day61.amount + reserveDays * reserve.amount;
  const parts = [`the ${fig(deductible)} Part A deductible for days 1 to 60`];
  if (coinsuranceDays > 0)
    parts.push(
      `${coinsuranceDays} day${coinsuranceDays > 1 ? 's' : ''} from day 61 at ${fig(day61)} (${round(coinsuranceDays * day61.amount)})`,
    );
  if (reserveDays > 0)
    parts.push(
      `${reserveDays} lifetime reserve day${reserveDays > 1 ? 's' : ''} from day 91 at ${fig(reserve)} (${round(reserveDays * reserve.amount)})`,
    );
  return `About ${round(owed)} for a ${days}-day hospital stay in one benefit period on Original Medicare in 2026: ${parts.join(', ')}.${days > 150 ? ' After day 150 Medicare pays nothing more for the stay.' : reserveDays > 0 ? ' Reserve days are 60 for life: once used, they do not come back.' : ''} A new benefit period, with another deductible, starts with an admission after 60 days in a row out of a hospital and a skilled nursing facility. A Medigap plan pays the coinsurance; doctors' bills in the hospital come under Part B.`;
}

/** Days from the start of 2026 to the first of a month (1 to 24: a month after December is the next year's). */
const dayOfMonthStart = (month: number): number =>
  (Date.UTC(THIS_YEAR, month - 1, 1) - Date.UTC(THIS_YEAR, 0, 1)) / 86_400_000;

/**
 * Whether two hospital admissions told by month fall in one benefit period or two (Medicare.gov,
 * Inpatient hospital care; Medicare & You): a benefit period ends once you have had no inpatient
 * hospital or skilled nursing facility care for 60 days in a row, and each one starts with the
 * Part A deductible. From the months alone (and the first stay's length, when told), the days out
 * of the hospital between the discharge and the readmission lie between the fewest (the first
 * stay at the end of its month, the next at the start of its own) and the most (the first stay
 * at the start, the next at the end): 60 or more at the fewest is two deductibles, under 60 at the
 * most is one, and in between it turns on the dates.
 */
export function benefitPeriods(d: Details): string {
  const deductible = FIGURES.partADeductible;
  const rule =
    'a benefit period ends once you have been out of a hospital and a skilled nursing facility for 60 days in a row (days in a skilled nursing facility in between keep it open)';
  const months = d.admissionMonths;
  const out = d.daysOut;
  if (out !== undefined && (months === undefined || months.length < 2)) {
    // Months of 28 to 31 days: one is under 60 days, two may be either, three are over.
    const [fewest, most] =
      out.unit === 'month'
        ? [out.count * 28, out.count * 31]
        : [out.count * (out.unit === 'week' ? 7 : 1), out.count * (out.unit === 'week' ? 7 : 1)];
    const told = `${out.count} ${out.unit}${out.count === 1 ? '' : 's'}`;
    if (most < 60)
      return `No, not again: going back in ${told} after the discharge is within 60 days, so it is the same benefit period and owes no second ${fig(deductible)} Part A deductible; the new stay's days count on from the first stay's toward day 60. The deductible is owed for each benefit period, and ${rule}.`;
    if (fewest >= 60)
      return `Yes: ${told} out of the hospital is 60 days in a row or more, so the new admission starts a new benefit period with another ${fig(deductible)} Part A deductible in 2026, unless you spent part of that time in a skilled nursing facility; ${rule}.`;
    return `It turns on the days: ${told} after the discharge may be just under or over 60 days, and only 60 days in a row or more out of a hospital and a skilled nursing facility starts a new benefit period with another ${fig(deductible)} Part A deductible. On what dates did the first stay end and the second begin?`;
  }
  if (months === undefined || months.length < 2)
    return `It depends on the days between the stays: the Part A deductible (${fig(deductible)} in 2026) is owed for each benefit period, not each year, and ${rule}, so an admission after that owes it again, while a readmission within 60 days does not. In which months were the two admissions, and how long was the first stay?`;
  const [first = 1, later = 1] = months.slice(-2);
  const second = later < first ? later + 12 : later;
  const [from, to] = [MONTHS[first - 1] as string, MONTHS[later - 1] as string];
  const stay = d.firstStayDays;
  const fewest = dayOfMonthStart(second) - (dayOfMonthStart(first + 1) - 1 + (stay ?? 0));
  const most = dayOfMonthStart(second + 1) - 1 - (dayOfMonthStart(first) + Math.max(1, stay ?? 1));
  const stayText = stay === undefined ? '' : ` (${stay} days)`;
  if (most < 60)
    return `No, only once: an admission in ${to} comes within 60 days of leaving the hospital after the ${from} stay${stayText}, so it is in the same benefit period and owes no second ${fig(deductible)} Part A deductible; its days count on from the first stay's toward day 60. The deductible is owed for each benefit period, not each year, and ${rule}.`;
  if (stay !== undefined ? fewest >= 60 : fewest >= 75)
    return `${stay === undefined ? 'Most likely it is owed' : 'It is owed'} both times: from the ${from} stay${stayText} to the ${to} admission is more than 60 days in a row out of the hospital${stay === undefined ? ` (unless that stay ran on for weeks)` : ''}, so the ${to} admission starts a new benefit period with another ${fig(deductible)} Part A deductible in 2026, ${total(deductible, deductible)} for the two stays. The deductible is owed for each benefit period, not once a year: ${rule}. A Medigap plan such as Supplement 1 or 1A pays it.`;
  return `It turns on the dates: the ${to} admission owes another ${fig(deductible)} Part A deductible only if it came 60 days or more after the ${from} discharge, starting a new benefit period; within 60 days it is the same benefit period and owes none again. The deductible is owed for each benefit period, not each year, and ${rule}. On what dates did the first stay end and the second begin?`;
}

/**
 * What paying through withholding and estimates avoids the underpayment penalty (IRS, Form
 * 1040-ES): 100% of last year's tax, 110% when last year's adjusted gross income was over
 * $150,000, in four equal payments.
 */
export function safeHarbor(d: Details): string {
  const prior = d.priorTax;
  const line = FIGURES.safeHarborHighIncome;
  const due = 'due April 15, June 15 and September 15, 2026, and January 15, 2027';
  if (prior === undefined)
    return `Paying at least last year's total tax (110% if last year's adjusted gross income was over ${fig(line)}), or 90% of this year's, through withholding and estimates avoids the underpayment penalty; estimates are ${due}. What was last year's total tax?`;
  if (d.income === undefined)
    return `At least ${round(prior)} for 2026, ${round(prior / 4)} a quarter, paid through withholding and estimates: 100% of last year's ${round(prior)} tax, or ${round(prior * 1.1)} (${round((prior * 1.1) / 4)} a quarter) if last year's adjusted gross income was over ${fig(line)}. Estimates are ${due}; withholding counts as paid evenly through the year.`;
  const share = d.income > line.amount ? 1.1 : 1;
  const owed = prior * share;
  return `At least ${round(owed)} for 2026, ${round(owed / 4)} a quarter: ${share > 1 ? `110% of last year's ${round(prior)} tax, because your adjusted gross income of ${round(d.income)} was over ${fig(line)}` : `100% of last year's ${round(prior)} tax, with your adjusted gross income of ${round(d.income)} at or under ${fig(line)}`}. Estimates are ${due}; tax withheld, from a December IRA withdrawal too, counts as paid evenly through the year. Paying 90% of this year's tax instead is enough if this year's will be lower.`;
}

/** A net capital loss against other income: up to $3,000 a year, the rest carried forward (IRS Topic 409). */
export function capitalLossFor(d: Details): string {
  const loss = d.capitalLoss;
  const limit = FIGURES.capitalLossLimit;
  if (loss === undefined)
    return `Capital losses first offset capital gains in full; a net loss left over reduces your other income by up to ${fig(limit)} a year ($1,500 married filing separately), and the rest carries forward to later years with no time limit. How much was the loss, and did you have any gains this year?`;
  // Gains of the same year beside the loss are offset first, in full.
  const gain = d.gain ?? 0;
  const net = loss - gain;
  if (gain > 0 && net <= 0)
    return `Nothing against other income this year: capital losses offset capital gains in full first, so your ${round(loss)} of losses ${net === 0 ? 'cancel' : 'cancel that much of'} your ${round(gain)} of gains${net < 0 ? `, leaving ${round(-net)} of net gain to be taxed` : ''}, and no net loss is left to deduct or carry forward.`;
  const now = Math.min(net, limit.amount);
  const later = net - now;
  const netted =
    gain > 0
      ? `your ${round(loss)} of losses first offset your ${round(gain)} of gains, and the net capital loss of ${round(net)} reduces`
      : `a net capital loss of ${round(net)} reduces`;
  return `${round(now)} this year: ${netted} your other income by up to ${fig(limit)} a year ($1,500 married filing separately)${later > 0 ? `, and the other ${round(later)} carries forward to later years with no time limit, first against any gains, then up to ${fig(limit)} a year of other income` : ''}. Losses offset gains in full first, so any gain this year uses up the loss before the ${fig(limit)}.`;
}

/**
 * The 3.8% net investment income tax: on the lesser of the investment income and the modified
 * AGI over $200,000 single or $250,000 joint (IRS, Form 8960; thresholds fixed in the law).
 */
export function niitFor(d: Details): string {
  const line = d.married ? FIGURES.niitJoint : FIGURES.niitSingle;
  const both = `${fig(FIGURES.niitSingle)} single or ${fig(FIGURES.niitJoint)} joint`;
  if (d.investmentIncome === undefined || d.income === undefined || d.married === undefined)
    return `The net investment income tax is 3.8% of the lesser of your investment income (interest, dividends, capital gains, rents) and the amount your modified AGI is over ${both}. How much of your income is from investments, and what is your modified AGI?`;
  const over = Math.max(0, d.income - line.amount);
  if (over === 0)
    return `No: with a modified AGI of ${round(d.income)}, at or under the ${fig(line)} line for ${d.married ? 'a joint return' : 'a single filer'}, the 3.8% net investment income tax does not apply.`;
  const base = Math.min(over, d.investmentIncome);
  return `Yes, about ${round(0.038 * base)}: 3.8% of ${round(base)}, the lesser of your ${round(d.investmentIncome)} of investment income and the ${round(over)} your modified AGI of ${round(d.income)} is over the ${fig(line)} line for ${d.married ? 'a joint return' : 'a single filer'}. It is figured on Form 8960, and the line is not adjusted for inflation.`;
}

/**
 * What a year of drugs costs on a standard Part D plan in 2026: the deductible, then 25% of the
 * plan's price, up to the out-of-pocket cap (Medicare.gov, Costs for Medicare drug coverage).
 */
export function partDCostFor(d: Details): string {
  const deductible = FIGURES.partDDeductible;
  const cap = FIGURES.partDCap;
  const insulin = FIGURES.insulinCap;
  if (d.insulin && d.drugCost !== undefined && d.insulins !== undefined && d.insulins > 1)
    return `No more than ${dollars(d.insulins * insulin.amount)} a month for the ${d.insulins} insulins: each covered insulin costs no more than ${fig(insulin)} for a month's supply, whatever its list price, with no deductible, so insulin at ${round(d.drugCost / 12)} a month each costs you ${fig(insulin)} each at most. Insulin used with a pump is covered under Part B with the same cap.`;
  if (d.insulin && d.drugCost !== undefined)
    return `No more than ${fig(insulin)} for a month's supply of each covered insulin (${total(insulin, insulin, insulin)} for a 3-month supply), whatever its list price: Part D caps it, with no deductible, so insulin at ${round(d.drugCost / 12)} a month costs you ${fig(insulin)} at most. Insulin used with a pump is covered under Part B with the same cap.`;
  if (d.drugCost === undefined)
    return `On a standard Part D plan in 2026 you pay a deductible of up to ${fig(deductible)}, then about 25% of each drug's price, and never more than ${fig(cap)} for the year in covered drugs, plus the plan's premium. About what do your drugs cost a month at the plan's price?`;
  const beforeDeductible = Math.min(d.drugCost, deductible.amount);
  const share = 0.25 * Math.max(0, d.drugCost - deductible.amount);
  const owed = Math.min(cap.amount, beforeDeductible + share);
  if (owed === cap.amount)
    return `${fig(cap)} for the year, the 2026 out-of-pocket cap: at that price the ${fig(deductible)} deductible and 25% after it reach the cap during the year, and covered drugs then cost nothing more until January, when it starts over. You can ask the plan to spread it over the year in monthly amounts (the Medicare Prescription Payment Plan); premiums are extra.`;
  return `About ${round(owed)} for the year on a standard plan: on ${round(d.drugCost)} a year of drugs at the plan's price, the ${fig(deductible)} deductible${share > 0 ? ` and 25% of the other ${round(d.drugCost - deductible.amount)} (${round(share)})` : ''}, under the ${fig(cap)} out-of-pocket cap for 2026. Premiums are extra, and a plan with a lower deductible or flat copays costs less.`;
}

/**
 * Publication 575's Simplified Method tables (annuity starting after November 18, 1996): the
 * payments expected by age at the start (single life) or combined ages (joint and survivor), each
 * row the highest age it covers.
 */
const SINGLE_PAYMENTS: ReadonlyArray<readonly [upTo: number, payments: number]> = [
  [55, 360],
  [60, 310],
  [65, 260],
  [70, 210],
  [Number.POSITIVE_INFINITY, 160],
];
const JOINT_PAYMENTS: ReadonlyArray<readonly [upTo: number, payments: number]> = [
  [110, 410],
  [120, 360],
  [130, 310],
  [140, 260],
  [Number.POSITIVE_INFINITY, 210],
];

/**
 * The tax-free part of each payment of a pension from a qualified plan, by the IRS's
 * Simplified Method (Publication 575, annuity starting after November 18, 1996): the after-tax
 * cost divided by the number of payments expected at the age (single life) or the combined ages
 * (joint and survivor) on the starting date.
 */
export function pensionExclusion(d: Details): string {
  // A pension's payment only: a commercial annuity bought with after-tax money is taxed by its
  // exclusion ratio (the General Rule), not by this method.
  const monthly = d.pensionMonthly;
  const age = ageOf(d);
  const general =
    "Only the part of each payment that returns what you put in after tax is tax-free: by the IRS's Simplified Method, your after-tax contributions divided by a number of payments set by your age when payments began (360 at 55 or under down to 160 at 71 or older; for a joint and survivor pension, by your combined ages, 410 down to 210). The rest is taxable, and all of it once your after-tax money has come back.";
  if (d.paidIn === undefined || monthly === undefined || age === undefined)
    return `${general} How much did you put in after tax, what is the monthly payment, and how old were you when it started?`;
  const joint = d.jointAnnuity === true;
  const combined = joint ? (d.ages[1] === undefined ? undefined : age + d.ages[1]) : age;
  if (combined === undefined) return `${general} How old was your spouse when the pension started?`;
  const table = joint ? JOINT_PAYMENTS : SINGLE_PAYMENTS;
  const [, payments] =
    table.find(([upTo]) => combined <= upTo) ?? (table.at(-1) as [number, number]);
  const taxFree = Math.min(monthly, d.paidIn / payments);
  return `About ${dollars(Math.round(taxFree * 100) / 100)} of each ${round(monthly)} payment is tax-free, ${round(monthly - taxFree)} taxable: by the IRS's Simplified Method, your ${round(d.paidIn)} of after-tax contributions divided by ${payments} expected payments (${joint ? `combined ages of ${combined}` : `age ${age}`} when it started${joint ? ', joint and survivor' : ', single life'}). After ${payments} payments, once your ${round(d.paidIn)} has come back, all of each payment is taxable.`;
}

/**
 * The visitor's share of a Part B bill on Original Medicare without a supplement: the part of the
 * year's deductible not yet met, then 20% of the rest of the Medicare-approved amount.
 */
export function partBShareFor(d: Details): string {
  const deductible = FIGURES.partBDeductible;
  const rule = `after the ${fig(deductible)} Part B deductible for 2026 you pay 20% of the Medicare-approved amount, with no yearly cap on Original Medicare alone (a Massachusetts doctor may not bill you more than the approved amount), and a Medigap policy or a Medicare Advantage plan changes what you pay`;
  if (d.approved === undefined)
    return `It depends on the bill: ${rule}. What did Medicare approve for the bill, and have you met this year's deductible?`;
  const bill = d.approved;
  const plan = medigapName(d.medigapPlan);
  if (plan) {
    // The Part B deductible is the visitor's; after it the plan pays the 20%.
    const first = Math.min(bill, deductible.amount);
    const planN =
      plan === 'Plan N' ? ' (Plan N may add small copays for office and emergency visits)' : '';
    const unmet = (when: string) =>
      `about ${dollars(first)}: ${plan} does not pay the ${fig(deductible)} Part B deductible, so ${when}${bill > first ? `the first ${dollars(first)} of the ${dollars(bill)} approved goes toward it, and the plan pays the 20% of the rest` : `the whole ${dollars(bill)} Medicare approved goes toward it (${dollars(deductible.amount - first)} of the deductible is left for later bills)`}`;
    const met = `nothing, or close to it, as Medicare pays 80% of the approved amount and ${plan} the other 20%${planN}`;
    if (d.deductibleMet === true) return `With the deductible met, ${met}.`;
    if (d.deductibleMet === false)
      return `You owe ${unmet('')}. Once the deductible is met, Medicare pays 80% and ${plan} the other 20%${planN}.`;
    return `You owe up to ${unmet('if this is your first bill of the year, ')}; with the deductible already met, ${met}.`;
  }
  if (d.supplemented)
    return `Your other coverage decides: Original Medicare pays 80% of the approved amount after the ${fig(deductible)} Part B deductible, and a Medigap policy pays the other 20% (in Massachusetts both Core and Supplement 1A do, leaving you the Part B deductible), while a Medicare Advantage plan or MassHealth has its own copays; the plan's summary of benefits, or the number on its card, gives your share of this bill.`;
  const afterMet = 0.2 * bill;
  const first = Math.min(bill, deductible.amount);
  const open = first + 0.2 * (bill - first);
  const met = `With the deductible met, ${dollars(afterMet)}: 20% of the ${dollars(bill)} Medicare approved`;
  const unmet = `${dollars(open)}: the first ${dollars(first)} toward the deductible${bill > first ? `, then 20% of the other ${dollars(bill - first)} (${dollars(0.2 * (bill - first))})` : ''}`;
  if (d.deductibleMet === true) return `${met}. In general, ${rule}.`;
  if (d.deductibleMet === false)
    return `About ${unmet}, with none of the ${fig(deductible)} deductible met yet. In general, ${rule}.`;
  return `${met}; if none of this year's deductible is met yet, ${unmet}. In general, ${rule}.`;
}

/** The name of a Medigap plan that leaves the Part B deductible to the visitor, as read. */
/** Who pays the skilled nursing coinsurance: Core does not; Supplement 1A, 1 and Plans G and N do. */
function snfCoinsuranceBy(plan: string | undefined): string {
  if (plan === 'the Core plan')
    return 'The Massachusetts Core plan does not pay that coinsurance; Supplement 1A and Supplement 1 do.';
  if (plan !== undefined) return `${plan} pays that coinsurance.`;
  return 'Most Medigap plans pay that coinsurance (in Massachusetts, Supplement 1A, not Core).';
}

function medigapName(read: string | undefined): string | undefined {
  if (read === undefined) return undefined;
  if (/1a\b/.test(read)) return 'Supplement 1A';
  if (/core/.test(read)) return 'the Core plan';
  if (/\bg$/.test(read)) return 'Plan G';
  if (/\bn$/.test(read)) return 'Plan N';
  return undefined;
}

/**
 * The 10% additional tax on an early withdrawal (IRC § 72(t)): none at 59½ or older, 10% of the
 * amount before, on top of income tax, unless an exception applies.
 */
export function earlyPenaltyFor(d: Details): string {
  const amount = d.withdrawal;
  const age = ageOf(d);
  const exceptions =
    'Exceptions include a 401(k) of a job you left in or after the year you turned 55, a governmental 457(b), disability or terminal illness, medical bills over 7.5% of income, equal yearly payments (72(t)), and from an IRA up to $10,000 once for a first home, college costs, health insurance while unemployed and one emergency withdrawal of up to $1,000 a year';
  if (amount === undefined)
    return `Before 59½, a withdrawal from an IRA or workplace plan owes a 10% additional tax on top of income tax. ${exceptions}. How much are you taking out, and how old are you?`;
  const tenth = round(0.1 * amount);
  if (d.terminal && (age === undefined || age < 60))
    return `No 10% additional tax under the terminal illness exception, if a physician certifies that your illness is reasonably expected to end in death within 84 months (SECURE 2.0): the ${round(amount)} then owes only income tax, as ordinary income for the year, and may be repaid to an IRA within three years. Get the certification before you take the money out.`;
  if (age !== undefined && age >= 60)
    return `No 10% additional tax: at ${age} you are past 59½, so the ${round(amount)} owes only income tax, as ordinary income for the year.`;
  if (age === 59)
    return `None if you are 59½ on the day of the withdrawal; a day earlier, ${tenth}: 10% of the ${round(amount)}, on top of income tax. Waiting until the half year has passed removes it.`;
  // Without an age the penalty is only a possibility: most who ask are past 59½.
  if (age === undefined)
    return `Only if you are under 59½: then about ${tenth}, the 10% additional tax on ${round(amount)}, on top of income tax on it, unless an exception applies; from 59½ there is none, only income tax. ${exceptions}. How old are you?`;
  return `About ${tenth}: the 10% additional tax on ${round(amount)} taken out before 59½, on top of income tax on it (at ${age}), unless an exception applies. ${exceptions}.`;
}

/**
 * A withdrawal before 59½ that pays medical bills: the part above 7.5% of adjusted gross income
 * (the withdrawal counted in it) owes no 10% additional tax.
 */
export function medicalWithdrawalFor(d: Details): string {
  const amount = d.withdrawal;
  const agi = d.income;
  if (amount === undefined || agi === undefined)
    return `In part: unreimbursed medical costs above 7.5% of your adjusted gross income can come out of an IRA or 401(k) before 59½ without the 10% additional tax, whether or not you itemize; income tax still applies. After 12 weeks or more of unemployment benefits, IRA withdrawals can also pay health insurance premiums penalty-free. How much are the bills, and about what will your adjusted gross income be, the withdrawal counted?`;
  const floor = MEDICAL_FLOOR * agi;
  const free = Math.max(0, amount - floor);
  const taxed = amount - free;
  return free === 0
    ? `No part of it, it seems: medical costs are penalty-free only above 7.5% of adjusted gross income, ${round(floor)} of your ${round(agi)}, so the 10% additional tax applies to the whole ${round(amount)} (${round(0.1 * amount)}), on top of income tax.`
    : `In part: medical costs above 7.5% of adjusted gross income owe no 10% additional tax, and 7.5% of your ${round(agi)} is ${round(floor)}. So ${round(free)} of the ${round(amount)} is penalty-free and the 10% applies to the other ${round(taxed)} (${round(0.1 * taxed)}); income tax applies to all of it, and the bills must be paid in the same year as the withdrawal.`;
}

/** How long an income annuity's payments take to return what was paid for it. */
export function annuityPayback(d: Details): string {
  const monthly = d.monthly[0];
  if (d.paidIn === undefined || monthly === undefined || monthly <= 0)
    return `Divide what you pay for the annuity by its monthly payment: that many months of payments return your money, and every payment after that is income you would not otherwise have had. A life-only annuity stops at death, so a cash-refund or period-certain option is how to guarantee the whole sum comes back. What does the quote say you pay, and what does it pay a month?`;
  const months = Math.round(d.paidIn / monthly);
  // The age it comes back by, from the same whole months as the count ("83 and 5 months").
  const [whole, rest] = [Math.floor(months / 12), months % 12];
  const age = ageOf(d);
  const at =
    age === undefined
      ? ''
      : `, around age ${age + whole}${rest === 0 ? '' : ` and ${rest} month${rest === 1 ? '' : 's'}`} if payments start at ${age}`;
  // A lifetime asked about ("and if i die at 72?"): what the payments come to by then.
  if (age !== undefined && d.livesTo !== undefined && d.livesTo > age) {
    const years = d.livesTo - age;
    const received = years * 12 * monthly;
    const short = d.paidIn - received;
    return short > 0
      ? `About ${round(received)}: at ${round(monthly)} a month from ${age} to ${d.livesTo}, ${years} years of payments come to ${round(received)}, ${round(short)} less than the ${round(d.paidIn)} you paid. A life-only annuity stops at death, so that ${round(short)} is lost; a cash-refund option would pay it to your beneficiaries, and a period-certain option keeps payments going to them for the rest of the period, each for a little less a month.`
      : `About ${round(received)}: at ${round(monthly)} a month from ${age} to ${d.livesTo}, ${years} years of payments come to ${round(received)}, ${round(-short)} more than the ${round(d.paidIn)} you paid, which comes back in about ${months} months${at}.`;
  }
  return `About ${(d.paidIn / monthly / 12).toFixed(1)} years: ${round(d.paidIn)} at ${round(monthly)} a month comes back in about ${months} months${at}. Every payment after that is gain; a life-only annuity stops at death, so if you die sooner the rest is lost unless you choose a cash-refund or period-certain option, which pays a little less a month.`;
}

/** What a monthly or yearly amount comes to after years of rising prices: × (1 + inflation)^years. */
export function inflatedCost(d: Details): string {
  if (d.yearsAhead === undefined && d.growTo !== undefined && d.inflation) return yearsToGrow(d);
  const monthly = d.monthly[0];
  const amount = monthly ?? d.spending;
  if (amount === undefined || d.inflation === undefined || d.yearsAhead === undefined)
    return `Prices that rise 3% a year double in about 24 years, so spending of $5,000 a month today needs about $6,700 in 10 years. Social Security rises with inflation each year, but most pensions and fixed annuity payments do not. What amount, over how many years, and at what rate of inflation?`;
  const per = monthly === undefined ? 'a year' : 'a month';
  const factor = (1 + d.inflation) ** d.yearsAhead;
  const rate = percent(100 * d.inflation);
  return `About ${round(amount * factor)} ${per}: ${round(amount)} ${per} with prices rising ${rate} a year for ${d.yearsAhead} years is ${round(amount)} × ${factor.toFixed(3)} (${(1 + d.inflation).toFixed(2)} multiplied by itself ${d.yearsAhead} times). Social Security rises with inflation each year, but most pensions and fixed annuity payments do not, so the savings have to cover the rest of the rise.`;
}

/**
 * What a fixed pension buys after years of rising prices, in today's dollars: the amount divided
 * by (1 + inflation)^years.
 */
export function fixedIncomeWorth(d: Details): string {
  if (d.pensionMonthly === undefined || d.inflation === undefined || d.yearsAhead === undefined)
    return 'A pension with no cost-of-living raise loses buying power every year: at 3% inflation it buys about a quarter less after 10 years and about 45% less after 20. How much is the pension, and over how many years?';
  const yearly = d.pensionMonthly * 12;
  const factor = (1 + d.inflation) ** d.yearsAhead;
  const worth = yearly / factor;
  return `About ${round(worth)} a year in today's dollars: ${round(yearly)} a year that never rises, with prices rising ${percent(100 * d.inflation)} a year for ${d.yearsAhead} years, buys what ${round(yearly)} ÷ ${factor.toFixed(3)} buys today, about ${Math.round(100 * (1 - 1 / factor))}% less. Social Security rises with inflation each year; savings or other income have to make up the rest.`;
}

/**
 * The level draw that empties savings earning a steady return over a set number of years: the
 * annuity payment P·r / (1 − (1 + r)^−n), by the month (r the yearly return ÷ 12, n the months).
 */
export function drawToEmpty(d: Details): string {
  if (d.assets === undefined || d.growth === undefined || d.yearsAhead === undefined)
    return 'It depends on your savings, what they earn and over how many years you want them to last: the level amount is worked like a mortgage payment in reverse. How much do you have, at what return, and over how many years?';
  const r = d.growth / 12;
  const n = d.yearsAhead * 12;
  const monthly = r === 0 ? d.assets / n : (d.assets * r) / (1 - (1 + r) ** -n);
  return `About ${round(monthly)} a month: ${round(d.assets)} earning ${percent(100 * d.growth)} a year, drawn evenly each month, runs out after exactly ${d.yearsAhead} years (${n} payments), about ${round(monthly * 12)} a year, before taxes. The same amount every month loses buying power to inflation, and a fall in the market early shortens how long it lasts.`;
}

/** The years prices rising at a steady rate take to turn one amount into another, or to double. */
function yearsToGrow(d: Details): string {
  const rate = d.inflation as number;
  const [from, to] =
    d.growFrom === undefined ? [1, d.growTo as number] : [d.growFrom, d.growTo as number];
  const years = Math.log(to / from) / Math.log(1 + rate);
  const shown = percent(100 * rate);
  const what =
    d.growFrom === undefined
      ? `prices rising ${shown} a year double`
      : `${round(from)} rising ${shown} a year becomes ${round(to)}`;
  return `About ${years.toFixed(1)} years: ${what} when ${(1 + rate).toFixed(2)} multiplied by itself reaches ${(to / from).toFixed(2).replace(/\.00$/, '')}, after ${years.toFixed(1)} years (the rule of 72 gives about ${(72 / (100 * rate)).toFixed(0)} years to double). Social Security rises with inflation each year, but most pensions and fixed annuity payments do not.`;
}

/** Months a long-term care policy's pool of benefits lasts at its monthly maximum: pool ÷ monthly. */
export function poolMonths(d: Details): string {
  const cost = d.careCost;
  const monthly =
    cost === undefined
      ? undefined
      : cost.per === 'month'
        ? cost.amount
        : cost.per === 'day'
          ? (cost.amount * 365) / 12
          : cost.per === 'week'
            ? (cost.amount * 52) / 12
            : undefined;
  // The policy pays what the care costs, up to its own maximum.
  const most = d.ltcDaily === undefined ? undefined : (d.ltcDaily * 365) / 12;
  if (d.benefitPool !== undefined && monthly !== undefined && most !== undefined && most > monthly)
    return poolAtCost(d.benefitPool, monthly, most);
  return poolAtMost(d.benefitPool, monthly ?? most);
}

/** A pool drawn at the policy's monthly maximum. */
function poolAtMost(pool: number | undefined, monthly: number | undefined): string {
  if (pool === undefined || monthly === undefined || monthly <= 0)
    return `Divide the policy's pool of benefits by its monthly maximum: a $300,000 pool paying up to $6,000 a month lasts 50 months at the maximum, and longer when care costs less, since only what is paid out is drawn from the pool. What are the pool and the monthly (or daily) maximum?`;
  return `${aboutMonths(pool / monthly)}: a ${round(pool)} pool paid out at the ${round(monthly)} monthly maximum lasts ${round(pool)} ÷ ${round(monthly)}. It lasts longer when care costs less than the maximum, since only what is paid out comes from the pool, and care starts only after the elimination period.`;
}

/** "About 45 months (3 years and 9 months)". */
function aboutMonths(months: number): string {
  const [years, rest] = [Math.floor(months / 12), Math.round(months % 12)];
  return `About ${Math.round(months)} months (${years} year${years === 1 ? '' : 's'}${rest === 0 ? '' : ` and ${rest} month${rest === 1 ? '' : 's'}`})`;
}

/** A pool drawn at care's own cost, below the policy's monthly maximum: it lasts longer. */
function poolAtCost(pool: number, cost: number, most: number): string {
  return `${aboutMonths(pool / cost)}, not ${yearsText(pool / most / 12)}: the policy pays what the care costs, ${round(cost)} a month, up to its ${round(most)} maximum, so only ${round(cost)} a month comes out of the ${round(pool)} pool (${round(pool)} ÷ ${round(cost)}). It would last ${Math.round(pool / most)} months only if care cost the full maximum, and care starts only after the elimination period.`;
}

/**
 * An income annuity's payout as a share of its price, which is not an interest rate: most of each
 * payment is the buyer's own money coming back.
 */
export function annuityPayoutRate(d: Details): string {
  const monthly = d.monthly[0];
  if (d.paidIn === undefined || monthly === undefined || monthly <= 0)
    return `No: an income annuity's payout rate is not an interest rate. Each payment is mostly your own money coming back, with some interest and the pooled money of buyers who die sooner, and the price is gone at death unless the contract has a refund or period-certain option.`;
  const yearly = monthly * 12;
  const years = d.paidIn / yearly;
  const age = ageOf(d);
  return `No, not interest: ${round(monthly)} a month is ${round(yearly)} a year, ${((100 * yearly) / d.paidIn).toFixed(1)}% of the ${round(d.paidIn)} you pay, but most of each payment is your own money coming back, not earnings. It takes about ${years.toFixed(1)} years${age === undefined ? '' : ` (to about age ${Math.round(age + years)})`} just to get the ${round(d.paidIn)} back, and a life-only annuity leaves nothing after death, while a CD pays its interest and you keep the principal. Compare quotes by the payout at your age and by what a refund option costs.`;
}

/** A Social Security check after the Part B premium comes out of it, and what the SSA-1099 shows. */
/** The 2026 Part B premiums, standard and each IRMAA tier's (CMS). */
const PART_B_PREMIUMS = [
  FIGURES.partBPremium,
  FIGURES.irmaaPremium1,
  FIGURES.irmaaPremium2,
  FIGURES.irmaaPremium3,
  FIGURES.irmaaPremium4,
  FIGURES.irmaaTopPremium,
];

/**
 * A Part B premium above the standard one that the visitor names beside their check ("my ss is
 * 2,000 and my irmaa puts me at 284.10"): theirs, not a second check.
 */
function namedPremium(d: Details): { premium: Figure; check: number } | undefined {
  if (d.monthly.length !== 2) return undefined;
  const premium = PART_B_PREMIUMS.slice(1).find((p) =>
    d.monthly.some((m) => Math.abs(m - p.amount) < 0.01),
  );
  const check = d.monthly.find((m) => premium && Math.abs(m - premium.amount) >= 0.01);
  return premium && check !== undefined && check > premium.amount ? { premium, check } : undefined;
}

export function netDepositFor(d: Details): string {
  const named = namedPremium(d);
  if (named)
    return `About ${dollars(named.check - named.premium.amount)} a month deposited: the ${dollars(named.check)} benefit less your Part B premium of ${fig(named.premium)} for 2026 (the standard ${fig(FIGURES.partBPremium)} plus the IRMAA surcharge), before any federal tax you have withheld or a drug plan premium taken from it; a Part D IRMAA surcharge comes out of the check too. Your SSA-1099 reports the benefit before the premium, ${dollars(12 * named.check)} for a full year.`;
  const premium = FIGURES.partBPremium;
  const check = d.monthly[0];
  if (check === undefined)
    return `The standard Part B premium, ${fig(premium)} in 2026, comes out of the Social Security check before it is deposited (more with IRMAA); your SSA-1099 still reports the benefit before the premium. How much is your check?`;
  // A deposit against the benefit on a statement: the premium is the difference.
  const [low, high] = d.monthly.length === 2 ? [...d.monthly].sort((a, b) => a - b) : [];
  if (low !== undefined && high !== undefined && Math.abs(high - premium.amount - low) < 1)
    return `No mistake, most likely: ${dollars(high)} less the standard Part B premium of ${fig(premium)} for 2026 is ${dollars(low)}, the deposit you got. Once Medicare starts, the premium is taken from each check before it is deposited; your SSA-1099 still reports the ${dollars(high)} benefit.`;
  // A couple's two checks, each with its own premium taken out.
  const second = d.married && !d.depositNet ? d.monthly[1] : undefined;
  if (second !== undefined) {
    const net = check + second - 2 * premium.amount;
    return `About ${dollars(net)} a month for the two of you: ${dollars(check)} and ${dollars(second)} of benefits, less the standard Part B premium of ${fig(premium)} taken from each check for 2026 (${dollars(check - premium.amount)} and ${dollars(second - premium.amount)} deposited), before any federal tax withheld, a drug plan premium or IRMAA.`;
  }
  const gross = d.depositNet ? check + premium.amount : check;
  const net = gross - premium.amount;
  const first = d.depositNet
    ? `A benefit of about ${dollars(gross)} a month: the ${dollars(check)} deposited plus the standard Part B premium of ${fig(premium)} for 2026, if nothing else (federal tax withheld, a drug plan premium, IRMAA) is taken from it.`
    : `About ${dollars(net)} a month deposited: the ${dollars(check)} benefit less the standard Part B premium of ${fig(premium)} for 2026 (more with IRMAA), before any federal tax you have withheld or a drug plan premium taken from it.`;
  return `${first} Your SSA-1099 reports the benefit before the premium, ${dollars(12 * gross)} for a full year, and shows the Part B premiums paid separately, which you may deduct if you itemize medical costs.`;
}

/** The part of a year's RMD left taxable after a qualified charitable distribution counts toward it. */
export function qcdTaxableFor(d: Details): string {
  const limit = FIGURES.qcdLimit;
  // The RMD as the visitor gave it, or worked out from last year-end's balance and their age.
  const age = ageOf(d);
  const rmd =
    d.rmdAmount ??
    (d.assets === undefined || age === undefined ? undefined : rmdAmount(d.assets, age));
  if (rmd === undefined || d.qcdAmount === undefined)
    return `A QCD sent straight from your IRA to a charity (from age 70½, up to ${fig(limit)} in 2026) counts toward your RMD and is left out of your income, so only the rest of the RMD is taxable. How much is your RMD, and how much are you giving?`;
  // No more than the year's limit can be a QCD, whatever is sent.
  const qcd = Math.min(d.qcdAmount, limit.amount);
  const over = d.qcdAmount > limit.amount;
  const left = Math.max(0, rmd - qcd);
  const of =
    d.rmdAmount === undefined
      ? `RMD of about ${round(rmd)} (${round(d.assets as number)} divided by ${(distributionPeriod(age as number) as number).toFixed(1)}, the Uniform Lifetime Table's period for age ${age})`
      : `${round(rmd)} RMD`;
  const sent = over
    ? `only ${fig(limit)} of the ${round(d.qcdAmount)} can be a QCD in 2026 (the yearly limit for each person); that much, sent straight from the IRA to the charity, counts toward the ${of} and is left out of your income`
    : `the ${round(d.qcdAmount)} sent straight from the IRA to the charity as a QCD counts toward the ${of} and is left out of your income`;
  return `${left > 0 ? `About ${round(left)} of it is taxable` : 'None of it is taxable'}: ${sent}${left > 0 ? `, so ${round(left)} of the RMD is left to take by December 31, and it is income for the year` : ''}. The check must go from the IRA to the charity directly, you must be 70½ or older on that day (up to ${fig(limit)} in 2026), and the gift is then not also deducted.`;
}

/**
 * Whether the visitor's deposits at one bank are insured: the FDIC's standard amount for a
 * single account, and for each of two co-owners of a joint account (FDIC: Understanding deposit
 * insurance). A married visitor's account is joint only when they say so.
 */
export function fdicCoverFor(d: Details): string {
  const limit = FIGURES.fdicLimit.amount;
  const joint = d.jointAccount === true;
  const cover = joint ? 2 * limit : limit;
  const whose = joint
    ? `a joint account is insured up to ${fig(FIGURES.fdicLimit)} for each co-owner's share, ${round(cover)} for the two of you`
    : `a single account is insured up to ${fig(FIGURES.fdicLimit)} at one bank`;
  const apart =
    'apart from IRA deposits and payable-on-death accounts, which are insured separately';
  if (d.assets === undefined)
    return `Up to ${fig(FIGURES.fdicLimit)} per depositor, per insured bank, for each ownership category: ${whose}, ${apart}. How much do you have at that bank, and in whose names?`;
  if (d.assets <= cover)
    return `Yes: ${round(d.assets)} is within the limit, since ${whose}, ${apart}.`;
  return `Not all of it: ${whose}, so about ${round(d.assets - cover)} of ${round(d.assets)} is over the limit. Naming beneficiaries (payable-on-death, ${fig(FIGURES.fdicLimit)} for each, up to five) or moving the excess to another insured bank covers it.`;
}

/**
 * Drawing savings to wait for a larger Social Security check: the larger check a month from savings
 * for each year until it starts, against the smaller check claimed now (SSA: the break-even age
 * comes from the two checks).
 */
export function delayBridge(d: Details): string {
  const age = ageOf(d);
  const given = [...d.benefitAt].sort((x, y) => x.age - y.age);
  const late = given[given.length - 1];
  if (age === undefined || late === undefined || d.assets === undefined || late.age <= age)
    return 'Multiply the larger check you are waiting for by 12 and by the years until it starts: that is what living on savings in the meantime takes, before taxes on IRA withdrawals and any growth. The larger check then pays more for life, and breaks even with claiming early around age 80 to 82. What are your savings, and your checks at the two ages?';
  // Spending given is what living on savings takes: the gap before and after the check starts.
  if (d.spending !== undefined) return savingsGap(d);
  const years = late.age - age;
  const earlier = given.find((b) => b.age <= age) ?? given.find((b) => b.age < late.age);
  const now = earlier?.monthly ?? d.monthly.find((m) => m !== late.monthly && m < late.monthly);
  const drawn = late.monthly * 12 * years;
  const left = d.assets - drawn;
  const bridge = `About ${round(drawn)} of your ${round(d.assets)}: living on ${round(late.monthly)} a month from savings for the ${years} year${years === 1 ? '' : 's'} from ${age} to ${late.age} takes ${round(late.monthly * 12)} a year, before taxes on IRA withdrawals and any growth, ${left > 0 ? `leaving about ${round(left)}` : 'more than you have'}.`;
  if (now === undefined) return bridge;
  const claimed = now * 12 * years;
  const even = breakEvenAge({ age, monthly: now }, late);
  return `${bridge} Claiming the ${round(now)} now instead would pay ${round(claimed)} by ${late.age} (${round(now)} × 12 × ${years}), and leave the savings to grow; waiting pays ${round(late.monthly - now)} a month more for life from ${late.age}${even === undefined ? '' : `, and comes out ahead if you live past about ${yearsAndMonths(even)}`}. A larger check also raises what a surviving spouse would keep.`;
}

/** When Medicare follows disability benefits: the 25th month of entitlement (SSA; at once for ALS). */
export function medicareAfterDisability(d: Details): string {
  const rule =
    'Medicare starts automatically after 24 months of disability benefits, in the 25th month of entitlement (at once for ALS, and on its own schedule for kidney failure); the card comes about 3 months before, and you can turn down Part B if you have other coverage.';
  const since = d.disabledSince;
  if (since === undefined)
    return `${rule} When did your disability benefits start (the entitlement date on your award letter)?`;
  if (since.month === undefined)
    return `In ${since.year + 2}, 24 months after your benefits started in ${since.year}: ${rule.charAt(0).toLowerCase()}${rule.slice(1)}`;
  const start = since.year * 12 + since.month - 1 + 24;
  const when = `${MONTHS[start % 12]} ${Math.floor(start / 12)}`;
  return `${when}: 24 months after your ${MONTHS[since.month - 1]} ${since.year} entitlement date, Medicare starts in the 25th month. ${rule}`;
}

/** A savings bond cashed: its interest is what it is worth less what was paid (TreasuryDirect, IRS Pub. 550). */
export function bondInterestFor(d: Details): string {
  const state =
    'Savings-bond interest is taxed on your federal return as ordinary income, for the year you cash the bonds (or the year they reach final maturity, 30 years after issue, if that came first); Massachusetts, like every state, does not tax it.';
  if (d.paidIn === undefined || d.worth === undefined || d.worth <= d.paidIn)
    return `The interest, what the bonds are worth less what you paid, is the taxable part. ${state} What did you pay for the bonds, and what are they worth now?`;
  const interest = d.worth - d.paidIn;
  return `About ${round(interest)}: the ${round(d.worth)} they are worth less the ${round(d.paidIn)} you paid. ${state} TreasuryDirect or the bank reports it on Form 1099-INT; interest used for qualified higher-education costs can be excluded, within income limits.`;
}

const share = (x: number) => percent(100 * x);

/**
 * A fixed indexed annuity's credit, year by year: the index's change times the participation rate,
 * no more than the cap, and never below the 0% floor, added to the value at the year's end.
 */
export function indexedCredit(d: Details): string {
  const moves = d.indexReturns ?? [];
  // A value, not the 100 of "100% participation".
  const start = [d.worth, d.paidIn, d.assets].find((v) => v !== undefined && v >= 1000);
  const terms = `the index's change times the participation rate, up to the cap, and nothing taken away in a year it falls (the usual 0% floor)`;
  if (
    moves.length === 0 ||
    (d.indexCap === undefined && d.participation === undefined && moves.some((m) => m > 0))
  )
    return `Each contract year it credits ${terms}; fees or rider charges, if any, still come out. What are the cap and participation rate, and how much did the index change over the contract year?`;
  const part = d.participation ?? 1;
  const cap = d.indexCap ?? Number.POSITIVE_INFINITY;
  let value = start;
  const years = moves.map((move) => {
    const rate = Math.max(0, Math.min(cap, move * part));
    const credit = value === undefined ? undefined : rate * value;
    if (value !== undefined && credit !== undefined) value += credit;
    const how =
      move <= 0
        ? `a ${share(-move)} drop credits nothing, and the 0% floor means no loss`
        : `the index's ${share(move)} gain${part !== 1 ? ` × ${share(part)} participation is ${share(move * part)}` : ''}${move * part > cap ? `, capped at ${share(cap)}` : ''}, so ${share(rate)} is credited`;
    return { how, credit, after: value };
  });
  const last = years[years.length - 1] as (typeof years)[number];
  const said = years
    .map((y, i) => {
      const lead = years.length > 1 ? (i === 0 ? 'this year ' : 'then ') : '';
      const money =
        y.credit === undefined || y.after === undefined
          ? ''
          : y.credit === 0
            ? `: the value stays at ${round(y.after)}`
            : `: ${round(y.credit)}, bringing it to ${round(y.after)}`;
      return `${lead}${y.how}${money}`;
    })
    .join('; ');
  const opening =
    last.credit !== undefined && years.length === 1 && last.credit > 0
      ? `About ${round(last.credit)}: `
      : last.after !== undefined && last.credit === 0
        ? `It stays at ${round(last.after)}: `
        : '';
  const ask = start === undefined ? ' What is the contract worth?' : '';
  return `${opening}${opening ? said : capitalised(said)}. Credits once made are locked in; fees or rider charges, if any, still come out, and the insurer can reset the cap and participation rate each term within the contract's minimums.${ask}`;
}

/**
 * A long-term care policy's daily benefit today, grown by its inflation protection since it was
 * bought: compound (× (1 + rate) each year) or simple (the first amount × rate added each year).
 */
export function ltcBenefitNow(d: Details): string {
  const grow = d.ltcInflation;
  // Years since the policy started, or, for a benefit asked about ahead ("two decades out"), the
  // years from today's benefit.
  const ahead = d.policyYears === undefined ? d.yearsAhead : undefined;
  const years = d.policyYears ?? ahead;
  if (d.ltcDaily === undefined || grow === undefined || years === undefined)
    return "Inflation protection raises the daily benefit each year: compound protection by its rate on the last year's amount, simple by the same dollar amount each year (the first benefit times the rate). What did the policy start at, how many years ago, and at what rate?";
  const compound = d.ltcInflation?.compound !== false;
  const now = compound
    ? d.ltcDaily * (1 + grow.rate) ** years
    : d.ltcDaily * (1 + grow.rate * years);
  const cents = (n: number) => dollars(Math.round(n * 100) / 100);
  const rate = `${Math.round(grow.rate * 1000) / 10}%`;
  const raised = `raised ${rate} ${compound ? `compounded each year for ${years} years (× ${Math.round((1 + grow.rate) ** years * 1000) / 1000})` : `of the first amount each year for ${years} years`}`;
  if (ahead !== undefined)
    return `About ${cents(now)} a day in ${years} years: today's ${round(d.ltcDaily)}, ${raised}. That is about ${round(now * 365)} a year of care; the pool of benefits grows by the same rate, while the cost of care may rise faster or slower than ${rate}.`;
  return `About ${cents(now)} a day: the ${round(d.ltcDaily)} it started at, ${raised}. About ${round(now * 365)} a year of care at that rate; your latest policy statement shows the exact benefit and what is left of the pool, which grows by the same rate.`;
}

/**
 * What a nursing-home resident on MassHealth keeps of a month's income: the personal-needs
 * allowance (and health insurance premiums); the rest is the patient-paid amount (130 CMR 520.026).
 */
export function patientPaidAmount(d: Details): string {
  const pna = FIGURES.massHealthPna;
  const spouse = d.married
    ? ' A spouse at home whose own income is low may be allowed part of it first.'
    : ` A spouse at home is not held to that: they keep the house, their own income and up to ${fig(FIGURES.csraMax)} of the couple's savings, and may be allowed part of this income if their own is low.`;
  // A couple's checks are not all the resident's: the rule, and the spouse's share of his income.
  if (d.married)
    return `He keeps only the ${fig(pna)} personal-needs allowance a month and his health insurance premiums, but a spouse at home is not left with nothing: she keeps her own income, the house and up to ${fig(FIGURES.csraMax)} of the couple's savings, and when her own income is below MassHealth's allowance for a spouse at home, part of his income goes to her first; only the rest goes to the nursing home as the patient-paid amount.`;
  const check = d.monthly[0] ?? (d.benefits !== undefined ? d.benefits / 12 : undefined);
  const pension = d.pensionMonthly;
  if (check === undefined && pension === undefined)
    return `In the nursing home, only a small personal-needs allowance of ${fig(pna)} a month, plus health insurance premiums: the rest of the resident's income, Social Security and pensions included, goes to the nursing home as the patient-paid amount.${spouse}`;
  const income = (check ?? 0) + (pension ?? 0);
  const cents = (n: number) => dollars(Math.round(n * 100) / 100);
  const parts =
    check !== undefined && pension !== undefined
      ? ` (${cents(check)} of Social Security and ${cents(pension)} of pension)`
      : '';
  return `About ${cents(pna.amount)} a month, the personal-needs allowance, plus what is paid for health insurance premiums (a Medigap or drug plan MassHealth does not pay): the other ${cents(Math.max(0, income - pna.amount))} of the ${cents(income)} a month${parts} goes to the nursing home as the patient-paid amount, and MassHealth pays the rest of the bill.${spouse}`;
}

/**
 * A home against MassHealth's home equity limit for long-term care (2026): over it, no coverage
 * unless a spouse, a child under 21 or a blind or disabled child lives there.
 */
export function homeEquityFor(d: Details): string {
  const limit = FIGURES.massHealthHomeEquity;
  const recovery =
    'MassHealth can later recover what it paid from the estate, the house included, unless a spouse or a young or disabled child survives.';
  if (d.homeValue === undefined)
    return `For long-term care, an applicant whose home equity is over ${fig(limit)} (2026) is not eligible unless a spouse, a child under 21, or a blind or disabled child lives there; below it the home is not counted while they intend to return or a spouse lives there. ${recovery} What is the home worth, less any mortgage?`;
  if (d.married)
    return `The home is not counted while a spouse lives there, whatever its value: the ${fig(limit)} home equity limit does not apply then. ${recovery}`;
  if (d.homeValue <= limit.amount)
    return `Under the limit: at about ${round(d.homeValue)}, the home is within the ${fig(limit)} (2026) home equity limit, so it is not counted while she intends to return home, though a house sold becomes savings that count. ${recovery}`;
  return `Over the limit by about ${round(d.homeValue - limit.amount)}: even once savings are down to ${fig(FIGURES.massHealthAssetLimit)}, MassHealth does not pay for nursing-home care while home equity is above ${fig(limit)} (2026), and at about ${round(d.homeValue)} (less any mortgage) the house is over it, unless a spouse, a child under 21 or a blind or disabled child lives there. The equity above the limit has to come down first, by a mortgage or reverse mortgage or by selling (the proceeds then count as savings to spend down). ${recovery}`;
}

/**
 * The 4% rule's next withdrawal: last year's amount raised by the year's inflation, whatever the
 * balance did; against the balance now, the rate that raise comes to (guardrails trim it when high).
 */
export function nextYearDraw(given: Details): string {
  // Savings told for the 4% rule and no draw of their own: the first year's draw is 4% of them.
  const firstYear = given.taken === undefined && given.assets !== undefined;
  const d = firstYear ? { ...given, taken: (given.assets as number) * 0.04 } : given;
  if (d.taken === undefined || d.inflation === undefined)
    return "On the 4% rule, each year takes last year's dollar amount raised by the year's inflation, whatever the market did; flexible versions (guardrails) skip the raise or trim the draw after a bad year. How much did you take this year, and what was inflation?";
  const next = d.taken * (1 + d.inflation);
  const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
  const against =
    // Only a balance below the one the first draw was 4% of has fallen.
    d.assets !== undefined && d.assets > next && d.assets < d.taken / 0.04 - 1
      ? ` Against the ${round(d.assets)} balance now, that is ${Math.round((10000 * next) / d.assets) / 100}% of it${next / d.assets > 0.04 ? ': the rule keeps the raise regardless, but a flexible approach (guardrails) would skip the raise or trim the draw this year so a falling balance is not drawn harder, and pick it up after markets recover' : ", within the rule's 4%"}.`
      : '';
  if (firstYear)
    return `About ${round(next)} (${round(next / 12)} a month): the first year's ${round(d.taken)}, 4% of ${round(given.assets as number)}, raised by the ${pct(d.inflation)} inflation (${round(d.taken)} × ${1 + d.inflation}), as the 4% rule does each year whatever the balance does; the year after, raise ${round(next)} by that year's inflation in turn.`;
  return `About ${round(next)}: the ${round(d.taken)} you took, raised by the ${pct(d.inflation)} inflation (${round(d.taken)} × ${1 + d.inflation}), as the 4% rule does each year whatever the balance does.${against}`;
}

/**
 * What Part A costs a visitor with fewer than 40 quarters of Medicare-covered work (CMS, 2026
 * Medicare Parts A & B premiums and deductibles): the reduced premium with 30 to 39 quarters, the
 * full one with fewer; none on a qualifying spouse's record, and none once the quarters reach 40
 * (one for each $1,890 of 2026 earnings, at most 4 a year).
 */
export function partAPremiumFor(d: Details): string {
  const reduced = FIGURES.partAPremiumReduced;
  const full = FIGURES.partAPremiumFull;
  const quarters = d.credits;
  if (quarters === undefined)
    return `With 30 to 39 quarters of Medicare-covered work (yours or a spouse's), Part A costs ${fig(reduced)} in 2026; with fewer than 30 it costs ${fig(full)}. With 40 quarters, on your own or a spouse's record (a spouse of 62 or older), it is premium-free.`;
  if (quarters >= 40)
    return `No premium: with ${quarters} quarters of Medicare-covered work, 40 or more, Part A is premium-free; Part B still costs ${fig(FIGURES.partBPremium)} in 2026.`;
  const premium = quarters >= 30 ? reduced : full;
  const missing = 40 - quarters;
  const years = Math.ceil(missing / 4);
  const spouse =
    'a spouse of 62 or older with 40 quarters (married at least a year), an ex-spouse after a marriage of 10 years or more while you are unmarried, or a late spouse';
  const band = `${quarters} quarters of Medicare-covered work, ${quarters >= 30 ? '30 to 39' : 'fewer than 30'}`;
  const cost = `${fig(premium)} in 2026, ${round(12 * premium.amount)} a year`;
  // Married, the spouse's record may make it free: the premium is then only the own record's.
  const lead = d.married
    ? `On your own ${band}, Part A costs ${cost}, but nothing if your spouse has 40 quarters and is 62 or older (married at least a year); an ex-spouse of a 10-year marriage or a late spouse can qualify you too.`
    : `Not free: with ${band}, Part A costs ${cost}, unless you qualify on the record of ${spouse}.`;
  return `${lead} Part B is separate, ${fig(FIGURES.partBPremium)} for most people. Work still adds quarters, one for each ${fig(FIGURES.workCredit)} of earnings in 2026 and 4 a year at most, so about ${years} more year${years === 1 ? '' : 's'} of work would bring you to 40 and premium-free Part A${quarters < 30 ? `, and reaching 30 cuts the premium to ${fig(reduced)}` : ''}. Sign up when you are first eligible even so: buying Part A late adds 10% to its premium, paid for twice the years you waited.`;
}

/**
 * Whether the visitor pays for Part A: with fewer than 40 quarters of their own given, what it
 * costs them (`partAPremiumFor`); otherwise the rule, premium-free on 40 quarters of theirs or a
 * spouse's. It names no detail it needs, so a number of credits stays telling of the question
 * it belongs to.
 */
export function partAPremiumAsked(d: Details): string {
  if (d.credits !== undefined) return partAPremiumFor(d);
  return `No, not if you or your spouse has 40 work credits (about 10 years of paying Medicare taxes): Part A is then premium-free, on your own record or a spouse's record. With fewer credits and no spouse to qualify on, it costs up to ${fig(FIGURES.partAPremiumFull)} in 2026 (less with 30 or more credits).`;
}

/**
 * A claim on an ex-spouse's record by the length of the marriage (SSA, Benefits for a divorced
 * spouse; Survivors benefits): 10 years at least, then up to 50% of the ex's full-retirement-age
 * benefit from 62 while unmarried, reduced before the claimant's own full retirement age (after 2
 * years divorced the ex need only be 62, filed or not); after the ex's death, up to 100% from 60,
 * kept through a remarriage at 60 or later.
 */
export function divorcedClaimFor(d: Details): string {
  const years = d.exMarriageYears;
  if (years === undefined)
    return 'Yes, if the marriage lasted at least 10 years and the person claiming is unmarried now: from 62 they can get up to 50% of the ex-spouse’s full benefit, and claiming it does not reduce the ex-spouse’s benefit or that of a new spouse.';
  const again = d.remarried;
  // A remarriage that lasts: before 60 it stops a survivor benefit, at any age a living ex's.
  if (years >= 10 && again && d.widowed && again.age !== undefined && again.age < 60)
    return `No, not while you are remarried: you remarried at ${again.age}, before 60, and a remarriage before 60 stops a surviving divorced spouse's benefit for as long as it lasts; had it been at 60 or later, your ${years} years of marriage would have qualified you. If that marriage ends, you can claim on your ex's record again; meanwhile a spouse's benefit on your current spouse's record may be open to you.`;
  if (years >= 10 && again && !d.widowed)
    return `No, not while you are remarried: a benefit on a living ex-spouse's record is paid only while you are unmarried, even after ${years} years of marriage; if the new marriage ends, you can claim on your ex's record again. A spouse's benefit on your current spouse's record may be open to you instead.`;
  if (years >= 10 && again && d.widowed && again.age === undefined)
    return `Only if you remarried at 60 or later: your ${years} years of marriage qualify you as a surviving divorced spouse, and a remarriage at 60 or later does not stop the survivor benefit (from 60, up to 100% of the ex's benefit at your survivor full retirement age), while one before 60 stops it for as long as it lasts.`;
  // The ex has died: a surviving divorced spouse's benefit, on the same 10 years.
  if (d.widowed && years >= 10)
    return `Yes, with ${years} years of marriage: as a surviving divorced spouse you can get a survivor benefit on your ex's record from 60, up to 100% of the ex's benefit at your survivor full retirement age (less if taken before it), and it does not reduce what the ex's widow or children get. Remarrying at 60 or later does not stop it; a remarriage before 60 does, while it lasts.`;
  if (years < 10)
    return `No: a benefit on an ex-spouse's record needs a marriage of at least 10 years, so ${years} year${years === 1 ? '' : 's'} is not enough, at any age, and a divorced widow's benefit after the ex dies needs the same 10 years (unless you care for the ex's child under 16). Your own record, or a current spouse's after a year of marriage, is what you can claim on.`;
  return `Yes, with ${years} years of marriage, if you are unmarried now: from 62 you can get up to 50% of your ex's full-retirement-age benefit, less if you claim before your own full retirement age, and it does not reduce your ex's benefit or a new spouse's. Once you have been divorced at least 2 years, your ex need only be 62 or older, whether or not they have filed.`;
}
