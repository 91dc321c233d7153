/**
 * Worked answers the knowledge base's topics name as their `calculator`: each works out the
 * figure for this visitor from their details, or says what the answer depends on and asks for it.
 */
import { dollars, FIGURES, fig, total } from '../kb/figures.ts';
import type { Details } from '../types.ts';
import { MONTHS } from './medicare.ts';
import {
  ageAtYearEnd,
  ageOf,
  birthYearOf,
  checkAt,
  describeAge,
  earlyClaimCut,
  fullRetirementAge,
  percent,
  rmdAge,
  THIS_YEAR,
} from './reckon.ts';
import { iraLimit as limitAt } from './savings.ts';
import { describeMonths, survivorFactor, survivorFraMonths } from './social-security.ts';
import {
  bracketFloor,
  bracketOf,
  federalTaxableIncome,
  homeSaleTaxable,
  MA_RATE,
  MEDICAL_FLOOR,
  maEstateTaxDue,
  seniorDeductionEach,
  standardDeduction as standardFor,
} from './tax.ts';
import { iraExcessFor } from './worked.ts';

export function taxBracket(d: Details): string {
  // Taxable income given after deductions: its top dollars' bracket, and how far into it.
  if (d.taxableIncome !== undefined && d.married !== undefined) {
    const floor = bracketFloor(d.taxableIncome, d.married);
    const into = d.taxableIncome - floor;
    return `At about ${dollars(d.taxableIncome)} of taxable income ${d.married ? 'married filing jointly' : 'filing single'}, your top dollars are in ${bracketOf(d.taxableIncome, d.married)}${floor > 0 ? `: the ${dollars(into)} above ${dollars(floor)} is taxed at that rate, and the rest at the lower rates` : ''}. Only the income above each line is taxed at the higher rate.`;
  }
  const other = d.income ?? d.otherIncome;
  if (other === undefined || d.married === undefined)
    return 'Your bracket is the rate on your last dollar of taxable income, which is income after deductions: for 2026 the rates are 10%, 12%, 22%, 24%, 32%, 35% and 37%, and only the income above each line is taxed at the higher rate. What is your yearly income, and do you file jointly?';
  const joint = d.married;
  // Income by source: the rest of it plus the taxable part of Social Security (Publication 915),
  // less the standard deduction with its extra amount at 65 and the senior deduction.
  const over65 = d.ages.filter((a) => a >= 65).length;
  const benefits = d.income === undefined ? (d.benefits ?? 0) : 0;
  const r = federalTaxableIncome(other, benefits, joint, over65);
  const ss =
    benefits > 0
      ? ` (${dollars(r.ssTaxable)} of your ${dollars(benefits)} of Social Security is taxable)`
      : '';
  return `With about ${dollars(r.income)} of income${ss} ${joint ? 'married filing jointly' : 'filing single'}, taxable income after ${over65 > 0 ? 'the standard and senior deductions' : 'the standard deduction'} of about ${dollars(r.deduction)} is about ${dollars(r.taxable)}, so your top dollars are in ${bracketOf(r.taxable, joint)}. Only the income above each line is taxed at the higher rate.`;
}

export function seniorDeduction(d: Details): string {
  const full = FIGURES.seniorDeduction.amount;
  if (d.income === undefined || d.married === undefined)
    return `Each person 65 or older can deduct up to ${fig(FIGURES.seniorDeduction)} for 2025 through 2028, reduced by 6% of income above ${fig(FIGURES.seniorPhaseSingle)} single or ${fig(FIGURES.seniorPhaseJoint)} joint. What is your income, and do you file jointly?`;
  const joint = d.married;
  const line = joint ? FIGURES.seniorPhaseJoint : FIGURES.seniorPhaseSingle;
  // Income the visitor plans to add ("convert 30k") counts toward the phase-out.
  const income = d.income + (d.added ?? 0);
  const about = `${dollars(income)}${d.added ? ` (with the ${dollars(d.added)} added)` : ''}`;
  const olderThan65 = d.ages.filter((a) => a >= 65).length;
  if (d.ages.length > 0 && olderThan65 === 0)
    return `Not yet: the deduction is for people who are 65 or older by the end of the tax year.`;
  const people = joint ? Math.max(olderThan65, d.ages.length === 0 ? 2 : 1) : 1;
  const over = Math.max(0, income - line.amount);
  const each = seniorDeductionEach(income, joint);
  const status = joint ? 'married filing jointly' : 'single';
  // A couple of whom one is under 65: one deduction, not the two a couple may expect.
  const oneOfTwo = joint && d.ages.length >= 2 && olderThan65 === 1;
  if (over === 0 && oneOfTwo)
    return `Only for the one of you who is 65 or older: at about ${about} ${status} you are under the ${fig(line)} phase-out line, so that spouse can deduct the full ${fig(FIGURES.seniorDeduction)} (not ${dollars(2 * full)}); the other can take it from the year they turn 65, through 2028.${withStandard(joint, d.ages)}`;
  if (over === 0) {
    const together = people > 1 ? `: ${dollars(full * people)} together` : '';
    return `Yes${people > 1 ? ', both of you' : ''}. At about ${about} ${status} you are under the ${fig(line)} phase-out line, so ${people > 1 ? 'each of you' : 'you'} can deduct the full ${fig(FIGURES.seniorDeduction)}${together}, for 2025 through 2028.${withStandard(joint, d.ages)}`;
  }
  if (each === 0)
    return `No. At about ${about} ${status} the deduction is fully phased out: it shrinks by 6% of income above ${fig(line)} and is gone ${dollars(line.amount + full / 0.06)} and up.`;
  return `No, not all of it: at about ${about} ${status} you are ${dollars(over)} over the ${fig(line)} line, and the full ${fig(FIGURES.seniorDeduction)} shrinks by 6% of that (${dollars(0.06 * over)}), leaving ${dollars(each)}${people > 1 ? ` for each of you, ${dollars(each * people)} together` : ''}.${withStandard(joint, d.ages)}`;
}

/**
 * A small life policy's premiums against saving them: the years the premiums take to add up to
 * the face amount, before interest, and the age that comes at.
 */
export function premiumsOrSave(d: Details): string {
  if (d.faceAmount === undefined || d.policyPremium === undefined || d.policyPremium <= 0)
    return `Compare the premiums with the death benefit: divide the face amount by a year of premiums to see how many years of saving the same money would take to reach it. The policy wins if death comes sooner, saving wins if it comes later and keeps the money yours. What is the face amount, and what does it cost a month?`;
  const yearly = d.policyPremium * 12;
  const years = d.faceAmount / yearly;
  const age = ageOf(d);
  return `It depends on how long you live: ${dollars(d.policyPremium)} a month is ${dollars(yearly)} a year, so saving it instead reaches ${dollars(d.faceAmount)} in about ${years.toFixed(1)} years${age === undefined ? '' : ` (around age ${Math.round(age + years)})`}, before interest. The policy pays ${dollars(d.faceAmount)} from the start (after any 2-year graded period of a guaranteed-issue policy), so it wins if death comes sooner; saving wins after that, and the money stays yours to use.`;
}

/**
 * What a life policy pays with a loan against it: the death benefit less the loan and its unpaid
 * interest, which the insurer takes first (NAIC's life insurance buyer's guide).
 */
export function deathBenefitAfterLoan(d: Details): string {
  if (d.faceAmount === undefined || d.policyLoan === undefined)
    return `A loan against a policy's cash value that is not repaid, with its unpaid interest, is taken out of the death benefit before your beneficiaries are paid; what they get is usually free of income tax. How large is the death benefit, and how much is the loan now?`;
  const left = Math.max(0, d.faceAmount - d.policyLoan);
  return `About ${dollars(left)}: the ${dollars(d.faceAmount)} death benefit less the ${dollars(d.policyLoan)} loan, and less any interest on the loan not yet paid, which the insurer also takes first. Your beneficiaries usually owe no income tax on it. Repaying the loan, or its interest each year, keeps the full amount for them; if the loan and its interest ever outgrow the cash value, the policy can lapse, and the loan above what you paid in becomes taxable.`;
}

/**
 * What beneficiaries get from a whole life policy: the death benefit, not the cash value on top
 * (the insurer keeps the cash value; only an increasing death benefit option adds it).
 */
export function cashValueAtDeath(d: Details): string {
  const rest =
    'The cash value is what builds up inside the policy to fund it and is kept by the insurer at death, unless the policy has an increasing death benefit option (a universal life "option B"); any unpaid loan comes out first. To use the cash value yourself, borrow or withdraw it while alive, which lowers the death benefit.';
  if (d.faceAmount === undefined)
    return `No: with most whole life policies your beneficiaries get the death benefit only, not the cash value on top. ${rest}`;
  return `No: about ${dollars(d.faceAmount)}, the death benefit${d.worth === undefined || d.worth === d.faceAmount ? '' : `; the ${dollars(d.worth)} cash value is not paid on top of it`}. ${rest}`;
}

/**
 * Massachusetts tax on a gain: 5% on a long-term gain, with no 0% rate, after the federal
 * exclusion on a home sold (Mass.gov: capital gains); the 4% surtax above its line on top.
 */
export function maGainTaxFor(d: Details): string {
  const general = `Yes: Massachusetts taxes long-term gains (held more than a year) at 5% and short-term gains at 8.5%, with no 0% rate, and collectibles held long-term at 12%; the 4% surtax applies on top for income over its threshold. The gain on selling your home is left out up to the federal exclusion.`;
  if (d.gain === undefined) return general;
  const home = d.homeSold === true;
  const gain = d.gain - (home ? (d.improvements ?? 0) : 0);
  const taxed = home ? homeSaleTaxable(gain, d.married === true) : gain;
  const exclusion = fig(d.married ? FIGURES.homeSaleJoint : FIGURES.homeSaleSingle);
  if (taxed <= 0)
    return `Nothing: Massachusetts follows the federal home-sale exclusion, and your gain of about ${dollars(gain)} is within the ${exclusion} you can exclude.`;
  const surtax =
    taxed > FIGURES.maSurtaxThreshold.amount
      ? ` Income above ${fig(FIGURES.maSurtaxThreshold)} also owes the 4% surtax.`
      : '';
  return home
    ? `About ${dollars(MA_RATE * taxed)}: Massachusetts follows the federal home-sale exclusion, so only the ${dollars(taxed)} of gain above your ${exclusion} exclusion is taxed, at 5%, with no 0% rate.${surtax}`
    : `About ${dollars(MA_RATE * taxed)}: Massachusetts taxes a long-term gain at 5% (5% of ${dollars(taxed)}${d.inherited ? ', the gain since the date of death, as an heir takes a stepped-up basis' : ''}), with no 0% rate; a gain on something held a year or less is taxed at 8.5%.${surtax}`;
}

/**
 * A long-term care premium after an increase, and the choices besides paying it that insurers
 * offer (NAIC's shopper's guide: lower benefits, or a paid-up policy under nonforfeiture).
 */
export function ltcPremiumRise(d: Details): string {
  const choices =
    'Besides paying it, you can usually keep the premium near what it was by lowering the benefits (a smaller daily or monthly benefit, a shorter benefit period, a longer elimination period or less inflation protection), or stop paying and keep a paid-up policy with a smaller benefit, often equal to the premiums you have paid (nonforfeiture). Ask the insurer for every option in writing before deciding: dropping the policy forfeits years of premiums, and new coverage bought later costs more.';
  if (d.ltcPremium === undefined || d.premiumRise === undefined)
    return `${choices} What is the premium now, and by what percent is it going up?`;
  const raised = d.ltcPremium * (1 + d.premiumRise);
  return `About ${dollars(raised)} a year: a ${Math.round(d.premiumRise * 1000) / 10}% rise on ${dollars(d.ltcPremium)} is ${dollars(raised - d.ltcPremium)} more (${dollars(raised / 12)} a month). ${choices}`;
}

/** The share of its value most annuity contracts let out each year free of the surrender charge. */
const TYPICAL_FREE_SHARE = 0.1;

/**
 * What an annuity's surrender charge costs on cashing it in: this year's charge on the value
 * above the share the contract lets out free each year (10% in most contracts, when the visitor
 * does not say).
 */
export function surrenderCost(d: Details): string {
  if (d.worth === undefined || d.surrenderRate === undefined)
    return `The surrender charge is this year's percentage in the contract's schedule times the amount taken above the free share most contracts allow (often 10% of the value a year); it falls each year until the surrender period ends. What is the contract worth, and what is this year's charge?`;
  const share = d.freeShare ?? TYPICAL_FREE_SHARE;
  const free = share * d.worth;
  const charged = d.surrenderRate * (d.worth - free);
  const rate = `${Math.round(d.surrenderRate * 1000) / 10}%`;
  const allowed =
    d.freeShare === undefined
      ? `the ${dollars(free)} (10%) most contracts let you take free each year`
      : `the ${dollars(free)} you can take free this year`;
  const exchange =
    ' A 1035 exchange into another annuity avoids tax on the gain, not the surrender charge, and often starts a new surrender period.';
  // A part taken out: the charge falls only on what is above the free share, which some contracts
  // figure on the premium paid rather than the value.
  if (d.withdrawal !== undefined && d.withdrawal < d.worth) {
    const over = Math.max(0, d.withdrawal - free);
    const onPremium =
      d.freeShare === undefined && d.paidIn !== undefined && d.paidIn < d.worth
        ? d.surrenderRate * Math.max(0, d.withdrawal - share * d.paidIn)
        : undefined;
    const premiumNote =
      onPremium !== undefined && onPremium !== d.surrenderRate * over
        ? ` Where the free share is figured on the ${dollars(d.paidIn as number)} you paid in (${dollars(share * (d.paidIn as number))}), it is ${dollars(onPremium)}.`
        : '';
    if (over === 0)
      return `No charge: the ${dollars(d.withdrawal)} is within ${allowed}, so it comes out free of the ${rate} charge; any gain is taxed as ordinary income when it comes out (plus 10% before 59½).`;
    return `About ${dollars(d.surrenderRate * over)}: ${rate} of the ${dollars(over)} above ${allowed}, not ${rate} of the whole ${dollars(d.withdrawal)}.${premiumNote} Taking ${dollars(free)} now and the rest after the next contract year starts (or after the surrender period) avoids the charge; any gain is taxed as ordinary income when it comes out (plus 10% before 59½).`;
  }
  // Without the contract's free share, both ends: many contracts charge a full surrender on all of it.
  if (d.freeShare === undefined)
    return `About ${dollars(charged)} to ${dollars(d.surrenderRate * d.worth)}: ${rate} of the ${dollars(d.worth - free)} above ${allowed}, or of the whole ${dollars(d.worth)} where the contract charges a full surrender on all of it; check the contract. Taking only the free ${dollars(free)} a year until the charges end costs nothing in charges, and any gain is taxed as ordinary income when it comes out (plus 10% before 59½).${exchange}`;
  return `About ${dollars(charged)}: ${rate} of the ${dollars(d.worth - free)} above ${allowed}. Taking only the free ${dollars(free)} a year until the charges end costs nothing in charges, and any gain is taxed as ordinary income when it comes out (plus 10% before 59½).${exchange}`;
}

/**
 * What a spouse at home keeps of a couple's countable savings: the spouse in care keeps the asset
 * limit, the spouse at home what is left, up to the 2026 community spouse resource allowance.
 */
const spouseKeeps = (assets: number, limit: number): number =>
  Math.min(Math.max(0, assets - limit), FIGURES.csraMax.amount);
/** That amount as said: in dollars, or the allowance by its figure when it is all of it. */
const keptText = (keep: number): string =>
  keep < FIGURES.csraMax.amount ? dollars(keep) : fig(FIGURES.csraMax);

/**
 * Whether MassHealth pays for long-term care, at home (the Frail Elder Waiver, personal care
 * attendants, adult day health) or in a nursing home, given the savings: only once countable
 * assets are down to the $2,000 limit, a spouse at home keeping up to the community spouse
 * resource allowance (MassHealth's 2026 figures).
 */
export function massHealthCareFor(d: Details): string {
  const limit = FIGURES.massHealthAssetLimit;
  const pays =
    'MassHealth pays for long-term care at home (the Frail Elder Waiver, personal care attendants, adult day health) as well as in a nursing home, for someone who needs that level of care';
  const meanwhile =
    "Giving savings to family instead counts against eligibility under the five-year look-back; meanwhile the state's Home Care Program, through the local Aging Services Access Point, helps on a sliding fee.";
  if (d.assets === undefined)
    return `Yes, once the savings are spent down: ${pays}, once countable assets are down to about ${fig(limit)} (a spouse at home keeps up to ${fig(FIGURES.csraMax)} in 2026); the home, one car and a prepaid funeral do not count. How much is there in savings and investments, and is there a spouse at home?`;
  const couple = hasSpouseAtHome(d);
  const keep = couple ? spouseKeeps(d.assets, limit.amount) : 0;
  const over = Math.max(0, d.assets - keep - limit.amount);
  const kept = couple
    ? ` beyond what the spouse at home keeps (${keptText(keep)}, up to the 2026 community spouse resource allowance)`
    : '';
  if (over === 0)
    return `Likely yes, if the care is needed: ${pays}, once countable assets are down to about ${fig(limit)}${kept}, and about ${dollars(d.assets)} of countable savings is within that. ${meanwhile}`;
  return `Not yet: ${pays}, but only once countable assets are down to about ${fig(limit)}${kept}, so about ${dollars(over)} of the ${dollars(d.assets)} in countable savings goes to care or other allowed costs first. ${meanwhile}`;
}

/**
 * Whether MassHealth's Frail Elder Waiver can pay for care at home: for someone 60 or older who
 * needs a nursing home's level of care, with countable assets at most $2,000 and monthly income
 * at most 300% of the SSI federal benefit rate ($2,982 in 2026, MassHealth's community table).
 * A spouse at home is weighed by other rules, so a couple's income is not judged here.
 */
export function massHealthHomeCareFor(d: Details): string {
  const limit = FIGURES.massHealthAssetLimit;
  const cap = FIGURES.massHealthHomeCareIncome;
  const covers = `MassHealth covers personal care attendants, adult day health and home health care, and its Frail Elder Waiver pays for home care for people 60 or older who need a nursing home's level of care, with countable assets up to ${fig(limit)} and income up to ${fig(cap)} (2026)`;
  const otherwise =
    'Others can get help at home on a sliding fee from the state Home Care Program through the local Aging Services Access Point (ASAP), which also takes the waiver application.';
  const income =
    hasSpouseAtHome(d) || (d.pensionMonthly === undefined && d.monthly.length === 0)
      ? undefined
      : (d.pensionMonthly ?? 0) + (d.monthly[0] ?? 0);
  if (d.assets === undefined && income === undefined)
    return `Yes, for those who qualify: ${covers}. ${otherwise}`;
  const facts: string[] = [];
  if (income !== undefined)
    facts.push(
      `${dollars(income)} a month of income is ${income <= cap.amount ? 'within' : 'over'} the ${fig(cap)} limit`,
    );
  if (d.assets !== undefined)
    facts.push(
      `${dollars(d.assets)} of countable savings is ${d.assets <= limit.amount ? 'within' : `${dollars(d.assets - limit.amount)} over`} the ${fig(limit)} limit`,
    );
  const fits = (income ?? 0) <= cap.amount && (d.assets ?? 0) <= limit.amount;
  const lead = fits
    ? "Likely yes, if the care needed is a nursing home's level"
    : 'Not on these figures yet';
  const then = fits
    ? 'The home, one car and a prepaid funeral do not count, and the local Aging Services Access Point (ASAP) takes the waiver application.'
    : 'Savings over the limit can go to care or other allowed costs first (gifts count against eligibility under the five-year look-back), while income over it usually rules the waiver out; the state Home Care Program, through the local Aging Services Access Point (ASAP), helps on a sliding fee.';
  return `${lead}: ${facts.join(', and ')}. ${covers}. ${then}`;
}

/**
 * Whether MassHealth counts a life policy: when the face values of a person's policies add up to
 * more than $1,500 (130 CMR 520.007(E)), their cash surrender value is a countable asset, toward
 * the $2,000 limit; term insurance has none.
 */
export function lifePolicyCountedFor(d: Details): string {
  const line = FIGURES.massHealthLifeFace;
  const limit = FIGURES.massHealthAssetLimit;
  const after =
    'Term insurance has no cash value and does not count; a policy can sometimes be surrendered, or its value spent on allowed costs such as a prepaid funeral, before applying.';
  if (d.faceAmount === undefined)
    return `Yes, if the policies' face values add up to more than ${fig(line)}: MassHealth then counts their cash surrender value as an asset, toward the ${fig(limit)} limit. ${after}`;
  if (d.faceAmount <= line.amount)
    return `No: a face value of ${dollars(d.faceAmount)} is not over ${fig(line)}, so MassHealth does not count the policy's cash value, provided the owner's policies together stay under that. ${after}`;
  const value =
    d.worth !== undefined
      ? `its ${dollars(d.worth)} cash surrender value counts as an asset`
      : 'its cash surrender value (ask the insurer for it) counts as an asset';
  return `Yes, it can: with a face value of ${dollars(d.faceAmount)}, over ${fig(line)}, ${value}, added to the other savings toward the ${fig(limit)} limit. ${after}`;
}

/**
 * Whether the person in care has a spouse at home: for a parent the visitor asks about, the
 * parent's couple (`careCouple`), not the visitor's own marriage.
 */
function hasSpouseAtHome(d: Details): boolean {
  return d.careCouple ?? d.married === true;
}

/**
 * What a couple, or a single person, spends down before MassHealth pays for a nursing home: the
 * countable savings above what the spouse at home keeps (up to the community spouse resource
 * allowance) and the $2,000 the spouse in care keeps.
 */
export function spendDownFor(d: Details): string {
  const limit = FIGURES.massHealthAssetLimit;
  const rule = `Spending on allowed things counts toward it (care, home repairs, a prepaid funeral, debts, a car), while gifts made within five years count against eligibility; the home, one car and personal belongings are not counted, and an elder law attorney can plan the rest.`;
  if (d.assets === undefined)
    return `Countable savings above ${fig(limit)} for the person in the nursing home, plus what a spouse at home keeps (up to ${fig(FIGURES.csraMax)} in 2026). ${rule} How much do you have in countable savings and investments, and is there a spouse at home?`;
  const couple = hasSpouseAtHome(d);
  const keep = couple ? spouseKeeps(d.assets, limit.amount) : 0;
  const over = Math.max(0, d.assets - keep - limit.amount);
  const kept = couple
    ? `the spouse at home keeps ${keptText(keep)} (up to the 2026 community spouse resource allowance) and the spouse in care ${fig(limit)}`
    : `the person in care keeps ${fig(limit)}`;
  return over === 0
    ? `Nothing to spend down: with about ${dollars(d.assets)} of countable savings, ${kept}. ${rule}`
    : `About ${dollars(over)} to spend down: of ${dollars(d.assets)} in countable savings, ${kept}. ${rule}`;
}

/**
 * A surviving spouse's share of an estate left without a will in Massachusetts (G.L. c. 190B,
 * § 2-102): everything when all the late spouse's children are the survivor's too (and the
 * survivor has no others), the first $100,000 and half the rest when a child is from an earlier
 * marriage; the rest goes to the children equally (§ 2-103).
 */
export function intestateShareFor(d: Details): string {
  const first = FIGURES.maIntestateSpouseFirst;
  const outside =
    'What passes by beneficiary form, joint ownership or a trust is not part of it, and the estate still goes through probate.';
  if (d.heirs === 'together')
    return `Everything: under Massachusetts law, when all of the late spouse's children are also the surviving spouse's, and the survivor has no children from another relationship, the surviving spouse inherits the entire estate without a will, and the children inherit later, from the survivor's estate. ${outside}`;
  if (d.heirs === 'stepchild') {
    const estate = d.estate ?? d.assets;
    if (estate === undefined)
      return `The first ${fig(first)} and half of the rest: under Massachusetts law, when the late spouse leaves a child who is not the surviving spouse's, the spouse takes that share without a will and the children share the other half equally. ${outside} Roughly how much is in the late spouse's name alone?`;
    const spouse = estate <= first.amount ? estate : first.amount + (estate - first.amount) / 2;
    return `About ${dollars(spouse)}: under Massachusetts law, when the late spouse leaves a child who is not the surviving spouse's, the spouse takes the first ${fig(first)} and half of the rest without a will, so of about ${dollars(estate)} the surviving spouse would take ${dollars(spouse)} and the late spouse's children ${dollars(estate - spouse)}, shared equally. ${outside}`;
  }
  return `It depends on the family: a surviving spouse takes everything when all the children are the couple's own (or there are no children and no parents), the first ${fig(first)} and half of the rest when a child is from another relationship, and the first ${fig(FIGURES.maIntestateSpouseParent)} and three-quarters of the rest when there are no children but a parent survives. ${outside} Are all the children from this marriage?`;
}

/**
 * How much of a tax-qualified long-term care policy's premium counts as a medical expense: up to
 * the 2026 limit for the age reached by the year's end (IRS Rev. Proc. 2025-32), and then only
 * medical costs above 7.5% of adjusted gross income, for those who itemize (Publication 502).
 */
export function ltcDeductionFor(d: Details): string {
  const rule = `only if you itemize, and only the part of your total medical costs above 7.5% of adjusted gross income is deductible`;
  const age = ageOf(d);
  if (age === undefined)
    return `Partly, as a medical expense: a tax-qualified policy's premium counts up to a limit by age (for 2026, ${fig(FIGURES.ltcPremium61to70)} at 61 to 70 and ${fig(FIGURES.ltcPremiumOver70)} over 70), ${rule}. How old are you, and what is the yearly premium?`;
  const [limit, band] =
    age <= 40
      ? [FIGURES.ltcPremium40, '40 or under']
      : age <= 50
        ? [FIGURES.ltcPremium41to50, '41 to 50']
        : age <= 60
          ? [FIGURES.ltcPremium51to60, '51 to 60']
          : age <= 70
            ? [FIGURES.ltcPremium61to70, '61 to 70']
            : [FIGURES.ltcPremiumOver70, 'over 70'];
  if (d.ltcPremium === undefined)
    return `Partly, as a medical expense: at ${age}, up to ${fig(limit)} of a tax-qualified policy's yearly premium counts for 2026 (the limit at ${band}), ${rule}.`;
  const counts = Math.min(d.ltcPremium, limit.amount);
  const whole = counts === d.ltcPremium;
  return `${whole ? `All ${dollars(counts)}` : `Up to ${dollars(counts)}`} of it counts as a medical expense: for 2026 a tax-qualified policy's premium counts up to ${fig(limit)} at ${band}${whole ? '' : `, so ${dollars(d.ltcPremium - counts)} of your ${dollars(d.ltcPremium)} premium does not count`}. It is deductible ${rule}, so with little other medical cost it may save nothing.`;
}

/**
 * The federal medical expense deduction: only costs above 7.5% of adjusted gross income, and only
 * for those who itemize (IRS Topic 502), against the standard deduction the visitor would give up.
 */
export function medicalDeduction(d: Details): string {
  const costs = d.medicalCosts;
  if (costs === undefined || d.income === undefined)
    return `Only the part of a year's medical costs above 7.5% of your adjusted gross income is deductible, and only if you itemize; Medicare premiums count as medical costs. What were the costs, and what is your adjusted gross income?`;
  const floor = MEDICAL_FLOOR * d.income;
  const deductible = Math.max(0, costs - floor);
  if (deductible === 0)
    return `None of it: medical costs count only above 7.5% of adjusted gross income, and ${dollars(costs)} is under 7.5% of your ${dollars(d.income)} (${dollars(floor)}).`;
  const joint = d.married === true;
  const standard =
    d.married === undefined
      ? ''
      : ` Itemizing helps only if that and your other itemized deductions come to more than your standard deduction of ${dollars(standardFor(joint, d.ages.filter((a) => a >= 65).length))}.`;
  return `Only about ${dollars(deductible)} of it: medical costs count only above 7.5% of adjusted gross income, here ${dollars(costs)} less ${dollars(floor)} (7.5% of ${dollars(d.income)}), and only if you itemize.${standard}`;
}

/** The standard deduction beside the senior deduction, when the ages say who is 65 or older. */
function withStandard(joint: boolean, ages: readonly number[]): string {
  if (ages.length === 0) return '';
  const over65 = Math.min(joint ? 2 : 1, ages.filter((a) => a >= 65).length);
  return ` It comes on top of the standard deduction of ${dollars(standardFor(joint, over65))} for 2026 (${joint ? 'married filing jointly' : 'single'}${over65 > 0 ? ', with the extra amount at 65' : ''}).`;
}

export function standardDeduction(d: Details): string {
  const both = total(FIGURES.stdJoint, FIGURES.extra65Married, FIGURES.extra65Married);
  const one = total(FIGURES.stdJoint, FIGURES.extra65Married);
  const singleOlder = total(FIGURES.stdSingle, FIGURES.extra65Single);
  if (d.married === true)
    return `For 2026 a married couple filing jointly gets ${fig(FIGURES.stdJoint)}, plus ${fig(FIGURES.extra65Married)} for each spouse 65 or older: ${both} if you are both 65 or older (${one} if one of you is). On top of that, each of you 65 or older can take the senior deduction of up to ${fig(FIGURES.seniorDeduction)} through 2028, which phases out above ${fig(FIGURES.seniorPhaseJoint)} of income.`;
  if (d.married === false)
    return `For 2026 a single filer gets ${fig(FIGURES.stdSingle)}, plus ${fig(FIGURES.extra65Single)} at 65 or older: ${singleOlder} in all. On top of that, the senior deduction of up to ${fig(FIGURES.seniorDeduction)} applies through 2028, phasing out above ${fig(FIGURES.seniorPhaseSingle)} of income.`;
  return `For 2026 the standard deduction is ${fig(FIGURES.stdSingle)} single (${singleOlder} at 65 or older) and ${fig(FIGURES.stdJoint)} married filing jointly (${both} if both spouses are 65 or older). The senior deduction of up to ${fig(FIGURES.seniorDeduction)} per person comes on top, through 2028.`;
}

/**
 * How a home's gain was reached, when more than price less cost: "(after $50,000 of selling costs
 * taken off the price and $60,000 of improvements added to what you paid)" (IRS Publication 523).
 */
function homeGainAfter(d: Details): string {
  const parts = [
    d.sellingCosts ? `${dollars(d.sellingCosts)} of selling costs taken off the price` : '',
    d.improvements ? `${dollars(d.improvements)} of improvements added to what you paid` : '',
  ].filter(Boolean);
  return parts.length > 0 ? ` (after ${parts.join(' and ')})` : '';
}

/**
 * A surviving spouse's sale of a home owned jointly: the late spouse's half steps up to half its
 * value at the death, the survivor's half keeps half the cost (IRC 1014, 2040(b)); the $500,000
 * exclusion within two years of the death if not remarried, $250,000 after (IRS Publication 523).
 */
function widowsSale(d: Details): string {
  const value = d.valueAtDeath as number;
  const cost = (d.purchasePrice as number) + (d.improvements ?? 0);
  const sale = (d.salePrice ?? value) - (d.sellingCosts ?? 0);
  const basis = cost / 2 + value / 2;
  const gain = Math.max(0, sale - basis);
  const after = Math.max(0, gain - FIGURES.homeSaleSingle.amount);
  const within = Math.max(0, gain - FIGURES.homeSaleJoint.amount);
  return `About ${dollars(gain)} of gain, if you and your spouse owned the home jointly: your half keeps its cost (${dollars(cost / 2)}, half of ${dollars(cost)}${d.improvements ? ' with improvements' : ''}) and your spouse's half steps up to half its value at the death (${dollars(value / 2)}), a basis of about ${dollars(basis)} against ${dollars(sale)}${d.sellingCosts ? ' after selling costs' : ''}. Sold within two years of the death and not remarried, you can still exclude up to ${fig(FIGURES.homeSaleJoint)}, so ${within === 0 ? 'none of it is taxed' : `about ${dollars(within)} is taxed`}; after that the limit is ${fig(FIGURES.homeSaleSingle)}, ${after === 0 ? 'which still covers it' : `leaving about ${dollars(after)} taxable`}.`;
}

/**
 * The home-sale exclusion on the visitor's gain (IRS Topic 701), improvements added to the cost.
 * An inherited home's case, and a surviving spouse's, turn on the value at the death (a stepped-up
 * basis, or half of one), which the gain alone does not give: the rule is stated, not a figure.
 */
export function homeSale(d: Details): string {
  if (d.widowed && d.valueAtDeath !== undefined && d.purchasePrice !== undefined)
    return widowsSale(d);
  if (d.inherited)
    return `An inherited home takes a stepped-up basis: its value on the date of death, not what was first paid for it, so only the gain since then is taxed, as a long-term gain however briefly you held it; the ${fig(FIGURES.homeSaleSingle)} exclusion applies only to a home you owned and lived in for two of the last five years. What was the home worth when it was inherited, and what did it sell for?`;
  if (d.widowed)
    return `A surviving spouse who sells within two years of the death can still exclude up to ${fig(FIGURES.homeSaleJoint)} of gain, if the couple met the ownership and use rules just before the death; after that the limit is ${fig(FIGURES.homeSaleSingle)}. Your late spouse's half of the home also takes a stepped-up basis, its value at the death, so the taxable gain is often small or nothing. What was the home worth when your spouse died, and when do you expect to sell?`;
  if (d.gain === undefined)
    return `Up to ${fig(FIGURES.homeSaleSingle)} of the gain is tax-free, or ${fig(FIGURES.homeSaleJoint)} for a married couple filing jointly, if you owned and lived in the home for at least two of the last five years. About how much is the gain: the sale price minus what you paid and spent on improvements?`;
  const joint = d.married === true;
  const exclusion = joint ? FIGURES.homeSaleJoint : FIGURES.homeSaleSingle;
  const gain = d.gain - (d.improvements ?? 0);
  const taxable = homeSaleTaxable(gain, joint);
  const who = joint ? 'a married couple filing jointly' : 'a single owner';
  const after = homeGainAfter(d);
  if (taxable === 0)
    return `All of it is tax-free if the home was your main home, owned and lived in for at least two of the last five years: a gain of about ${dollars(gain)}${after} is within the ${fig(exclusion)} that ${who} can exclude.`;
  return `Only on about ${dollars(taxable)} of it: of a gain of about ${dollars(gain)}${after}, ${who} can exclude ${fig(exclusion)} of the gain on a main home owned and lived in for at least two of the last five years, and the remaining ${dollars(taxable)} is taxed as a long-term capital gain: 0%, 15% or 20% federally, and about ${dollars(MA_RATE * taxable)} in Massachusetts at 5%.`;
}

/**
 * "My spouse gets my unused Massachusetts exemption": no, Massachusetts has no portability; the
 * first spouse's $2,000,000 is used only by leaving it to others, usually a credit shelter trust.
 */
export function maNoPortability(d: Details): string {
  const state = FIGURES.maEstateThreshold;
  const estate = d.estate ?? d.assets;
  const rule = `No, not in Massachusetts: it has no portability, so the survivor cannot use the first spouse's unused ${fig(state)}; only the federal exemption carries over (by filing a federal estate tax return at the first death).`;
  const trust = `A credit shelter (bypass) trust funded at the first death with up to ${fig(state)} uses the first exemption, so up to ${total(state, state)} can pass untaxed; jointly owned assets usually must be retitled to fund it.`;
  if (estate === undefined) return `${rule} ${trust}`;
  if (estate <= state.amount)
    return `${rule} At about ${dollars(estate)}, your estate is at or under the ${fig(state)} line anyway, so none would be due as things stand.`;
  return `${rule} Nothing is due at the first death (what passes to a spouse is deducted), but at the second death an estate of about ${dollars(estate)} would owe roughly ${dollars(maEstateTaxDue(estate))}. ${trust}`;
}

/**
 * Life insurance the decedent owned counts in the Massachusetts (and federal) estate, even with
 * children as beneficiaries (Mass.gov; IRC 2042): the estate with the policy's death benefit.
 */
export function insuredEstate(d: Details): string {
  const state = FIGURES.maEstateThreshold;
  const trust =
    'An irrevocable life insurance trust can own it instead, but a policy you give away still counts for 3 years after the transfer, so a trust buying a new policy avoids that wait.';
  const rule = 'Yes, if you own the policy: its death benefit counts toward your estate';
  if (d.estate === undefined)
    return `${rule} even when your children are the beneficiaries (it is free of income tax, not of estate tax), and Massachusetts taxes estates over ${fig(state)}. ${trust}`;
  if (d.estate <= state.amount)
    return `${rule}: counting it, your estate is about ${dollars(d.estate)}, still at or under the Massachusetts line of ${fig(state)}, so no Massachusetts estate tax would be due as things stand. ${trust}`;
  return `${rule}: counting it, your estate is about ${dollars(d.estate)}, ${dollars(d.estate - state.amount)} over the Massachusetts line of ${fig(state)}, so roughly ${dollars(maEstateTaxDue(d.estate))} of Massachusetts estate tax would be due. ${trust}`;
}

/** Whether an estate of the size the visitor gave owes Massachusetts or federal estate tax. */
export function estateTax(d: Details): string {
  const state = FIGURES.maEstateThreshold;
  const federal = FIGURES.estateExclusion;
  const estate = d.estate ?? d.assets;
  if (estate === undefined)
    return `Only if the estate, counting the home, retirement accounts and life insurance you own, is over ${fig(state)}: Massachusetts taxes the part above that. Federal estate tax applies only above ${fig(federal)} per person in 2026. Roughly how much is the estate worth?`;
  const size = `${dollars(estate)}${d.estate === undefined ? '' : ', counting everything you listed (a life insurance policy you own counts too)'}`;
  if (estate <= state.amount)
    return `No. An estate of about ${size} is at or under the Massachusetts line of ${fig(state)} and far under the federal exemption of ${fig(federal)}, so neither estate tax would be due.`;
  const federalDue = estate > federal.amount;
  const due = maEstateTaxDue(estate);
  // A late spouse's estate left to the survivor: the marital deduction, at that death.
  if (d.fromSpouse)
    return `No, not on your spouse's estate: what passes to a surviving spouse is deducted (the marital deduction), so an estate of about ${size} left to you owes no Massachusetts estate tax now, though one over ${fig(state)} still files Form M-706 within 9 months. It becomes part of your own estate: at your death an estate that size would owe roughly ${dollars(due)}, since Massachusetts does not carry over your spouse's unused ${fig(state)}.${federalDue ? '' : ` It is under the federal exemption of ${fig(federal)}.`}`;
  // A couple's estate: the marital deduction at the first death, no portability at the second.
  if (d.married === true && !d.widowed)
    return `Yes, likely, though not at the first death: what passes to a surviving spouse is untaxed (the marital deduction), but at the second death an estate of about ${size} would owe roughly ${dollars(due)}, ${percent((100 * due) / (estate - state.amount))} of the part above the ${fig(state)} line, because Massachusetts does not let the survivor use the first spouse's unused ${fig(state)}; a credit shelter (bypass) trust set up at the first death can use both, so up to ${total(state, state)} passes untaxed. ${federalDue ? `It is also over the federal exemption of ${fig(federal)} per person.` : `It is under the federal exemption of ${fig(federal)} per person, so no federal estate tax would be due.`}`;
  return `Yes, likely: an estate of about ${size} is over the Massachusetts line of ${fig(state)}, so Massachusetts estate tax is due, paid by the estate before heirs inherit: roughly ${dollars(due)}${estate > state.amount ? `, ${percent((100 * due) / (estate - state.amount))} of the ${dollars(estate - state.amount)} above the line` : ''}. The state's table runs on the whole estate less $60,000, minus its $99,600 credit, so only estates above the line pay; debts, funeral costs and what passes to a spouse come off first. ${federalDue ? `It is also over the federal exemption of ${fig(federal)}.` : `It is under the federal exemption of ${fig(federal)}, so no federal estate tax would be due.`}`;
}

/** Whether an estate owes federal estate tax, with Massachusetts's lower line beside it. */
export function federalEstateTax(d: Details): string {
  const federal = FIGURES.estateExclusion;
  const state = FIGURES.maEstateThreshold;
  const estate = d.estate ?? d.assets;
  if (estate === undefined)
    return `Only above ${fig(federal)} per person in 2026 (a married couple can use both exemptions, up to ${total(federal, federal)}); Massachusetts taxes estates over ${fig(state)} with its own estate tax. Roughly how much is the estate worth?`;
  const due = maEstateTaxDue(estate);
  const massachusetts =
    estate > state.amount
      ? ` Massachusetts is different: it taxes estates over ${fig(state)}, roughly ${dollars(due)} on this one before deductions.`
      : ` It is also within the Massachusetts line of ${fig(state)}.`;
  if (estate <= federal.amount)
    return `No federal estate tax: an estate of about ${dollars(estate)} is under the ${fig(federal)} federal exemption per person for 2026.${massachusetts}`;
  return `Yes, on the part above the ${fig(federal)} federal exemption per person for 2026: an estate of about ${dollars(estate)} is ${dollars(estate - federal.amount)} over it, taxed at up to 40%, unless a spouse's unused exemption (portability) or the marital deduction covers it.${massachusetts}`;
}

/** A worked answer of the medicare-enrollment topic. */
export function partBWhileWorking(d: Details): string {
  // "can i skip part b?" is the opposite question of "do i need part b?".
  if (d.delayAsked) return partBDelayWhileWorking(d);
  if (d.employees !== undefined && d.employees < 20)
    return `Probably yes: with an employer of fewer than 20 employees, Medicare usually pays first, so sign up for Part A and Part B at 65 to avoid gaps in coverage and a lifelong penalty.`;
  const size = d.employees ? ` (${d.employees} here)` : '';
  return `Not necessarily: with coverage from a current employer of 20 or more employees${size}, you or your spouse can delay Part B without a penalty and sign up within 8 months after the job or the coverage ends. Many people still take premium-free Part A at 65, unless they contribute to an HSA.`;
}

/**
 * Whether Part B may wait while the visitor works: the opposite question of `partBWhileWorking`
 * ("can i skip part b?" against "do i need part b?"), so its yes and no are the other way round.
 */
function partBDelayWhileWorking(d: Details): string {
  if (d.employees !== undefined && d.employees < 20)
    return `Probably not: with an employer of fewer than 20 employees (${d.employees} here), Medicare pays first and the job's plan pays second, often only what Medicare would not have paid, so without Part B you could be left with most of the bill. Sign up for Part A and Part B at 65 to avoid gaps in coverage and a lifelong penalty, unless the plan confirms in writing that it pays first.`;
  if (d.employees !== undefined)
    return `Yes, usually: with coverage from a current employer of 20 or more employees (${d.employees} here), you or your spouse can delay Part B without a penalty and sign up within 8 months after the job or the coverage ends. Many people still take premium-free Part A at 65, unless they contribute to an HSA.`;
  return `Only with coverage from a current job at an employer of 20 or more employees: then the job's plan pays first, and you can delay Part B without a penalty and sign up within 8 months after the job or the coverage ends. With fewer than 20 employees Medicare pays first, so sign up for Part A and Part B at 65. How many people does the employer have?`;
}

/** A worked answer of the saving-enough topic. */
export function tooLateToSave(d: Details): string {
  const age = ageOf(d);
  const limits =
    age !== undefined && age >= 50
      ? `At ${age} you can put up to ${total(FIGURES.deferral, age >= 60 && age <= 63 ? FIGURES.catchUp6063 : FIGURES.catchUp50)} a year into a 401(k) and ${total(FIGURES.iraLimit, FIGURES.iraCatchUp)} into an IRA for 2026, catch-ups included`
      : `For 2026 you can put up to ${fig(FIGURES.deferral)} a year into a 401(k), plus ${fig(FIGURES.catchUp50)} in catch-ups from 50, and ${fig(FIGURES.iraLimit)} into an IRA`;
  return `No, it is not too late. ${limits}, and each extra year of work and of waiting to claim Social Security raises your income for life.`;
}

/** A worked answer of the contribution-limits topic. */
export function workplaceLimit(d: Details): string {
  const age = ageAtYearEnd(d);
  if (d.simplePlan) return simpleLimit(age);
  const roth = ` If your 2025 pay from that employer was over ${fig(FIGURES.rothCatchUpWages)}, the catch-up must go in as Roth.`;
  if (age === undefined)
    return `For 2026 the 401(k) limit is ${fig(FIGURES.deferral)}, plus a catch-up from 50: ${fig(FIGURES.catchUp50)}, or ${fig(FIGURES.catchUp6063)} at ages 60 to 63. How old will you be at the end of 2026?`;
  if (age < 50) return `At ${age} you can defer up to ${fig(FIGURES.deferral)} in 2026.`;
  if (age >= 60 && age <= 63)
    return `At ${age} you can put in ${fig(FIGURES.deferral)} plus the larger ${fig(FIGURES.catchUp6063)} catch-up for ages 60 to 63: ${total(FIGURES.deferral, FIGURES.catchUp6063)} in all for 2026.${roth}`;
  return `At ${age} you can put in ${fig(FIGURES.deferral)} plus the ${fig(FIGURES.catchUp50)} catch-up: ${total(FIGURES.deferral, FIGURES.catchUp50)} in all for 2026.${roth}`;
}

/** A worked answer of the contribution-limits topic. */
export function iraLimit(d: Details): string {
  // A contribution already made, beside the year's pay from work: whether it fits the limit.
  if (d.contributed !== undefined && d.earnings !== undefined) return iraExcessFor(d);
  const age = ageAtYearEnd(d);
  const sum = total(FIGURES.iraLimit, FIGURES.iraCatchUp);
  if (age === undefined)
    return `For 2026 you can put ${fig(FIGURES.iraLimit)} into IRAs, or ${sum} at 50 or older (a ${fig(FIGURES.iraCatchUp)} catch-up), counting traditional and Roth IRAs together, and no more than your earned income (pay from work) for the year.`;
  if (age < 50)
    return `At ${age} you can put ${fig(FIGURES.iraLimit)} into IRAs for 2026, counting traditional and Roth IRAs together, and no more than your earned income (pay from work) for the year.`;
  return `At ${age} you can put ${sum} into IRAs for 2026: ${fig(FIGURES.iraLimit)} plus the ${fig(FIGURES.iraCatchUp)} catch-up, counting traditional and Roth IRAs together, and no more than your earned income (pay from work) for the year.`;
}

/** A worked answer of the catch-up topic. */
export function superCatchUp(d: Details): string {
  const age = ageAtYearEnd(d);
  const sum = total(FIGURES.deferral, FIGURES.catchUp6063);
  if (age !== undefined && age >= 60 && age <= 63)
    return `Yes. At ${age} your catch-up is ${fig(FIGURES.catchUp6063)} instead of ${fig(FIGURES.catchUp50)}, so you can put in ${sum} in all for 2026 (${fig(FIGURES.deferral)} plus the catch-up), if your plan offers it.`;
  // The larger catch-up goes by the age reached by the end of the year.
  if (age !== undefined && age >= 64)
    return `No. The larger catch-up is for the years you turn 60, 61, 62 or 63; at ${age} by the end of 2026 your catch-up is ${fig(FIGURES.catchUp50)}, so you can put in ${total(FIGURES.deferral, FIGURES.catchUp50)} in all (${fig(FIGURES.deferral)} plus the catch-up).`;
  return `Yes: in the years you turn 60, 61, 62 or 63 the catch-up is ${fig(FIGURES.catchUp6063)} instead of ${fig(FIGURES.catchUp50)}, for a total of ${sum} in 2026, if your plan offers it.`;
}

/** A worked answer of the catch-up topic. */
export function rothCatchUp(d: Details): string {
  const pay = d.earnings ?? d.income;
  if (pay === undefined)
    return `Only if your 2025 pay (Social Security wages) from that employer was over ${fig(FIGURES.rothCatchUpWages)}: from 2026, under SECURE 2.0, those catch-ups must go in as Roth, taxed now and tax-free later. Was your pay from that employer over that amount last year?`;
  if (pay > FIGURES.rothCatchUpWages.amount)
    return `Yes. With pay of about ${dollars(pay)}, over the ${fig(FIGURES.rothCatchUpWages)} line for 2025 wages, your catch-up contributions in 2026 must go in as Roth (taxed now, tax-free later) and cannot stay pre-tax; the regular ${fig(FIGURES.deferral)} can still be pre-tax.`;
  return `No. With pay of about ${dollars(pay)}, at or under the ${fig(FIGURES.rothCatchUpWages)} line for 2025 wages, you can still make catch-ups pre-tax; the Roth rule applies only above it.`;
}

/** A worked answer of the roth-vs-traditional topic. */
export function rothIncomeLimit(d: Details): string {
  const joint = d.married === true;
  const start = joint ? FIGURES.rothPhaseJointStart : FIGURES.rothPhaseSingleStart;
  const end = joint ? FIGURES.rothPhaseJointEnd : FIGURES.rothPhaseSingleEnd;
  const who = joint ? 'a married couple filing jointly' : 'a single filer';
  if (d.income === undefined || d.married === undefined)
    return `For 2026 a full Roth IRA contribution is allowed with income under ${fig(FIGURES.rothPhaseSingleStart)} if single or ${fig(FIGURES.rothPhaseJointStart)} if married filing jointly, phasing out completely at ${fig(FIGURES.rothPhaseSingleEnd)} and ${fig(FIGURES.rothPhaseJointEnd)}. The IRA limit is ${fig(FIGURES.iraLimit)}, or ${total(FIGURES.iraLimit, FIGURES.iraCatchUp)} at 50 or older.`;
  if (d.income < start.amount)
    return `Yes. With income of about ${dollars(d.income)}, ${who} is under ${fig(start)}, so you can put the full ${fig(FIGURES.iraLimit)} (${total(FIGURES.iraLimit, FIGURES.iraCatchUp)} at 50 or older) into a Roth IRA for 2026${joint ? ', each of you' : ''}.`;
  if (d.income < end.amount) {
    const share = (end.amount - d.income) / (end.amount - start.amount);
    // IRS Publication 590-A worksheet: the reduced limit is rounded up to a multiple of $10, at least $200.
    const reduced = (age: number) =>
      Math.max(200, Math.ceil(Math.round(limitAt(age) * share * 100) / 1000) * 10);
    const ages = d.ages.slice(0, joint ? 2 : 1);
    const each = ages.length
      ? ages.map((age) => `${dollars(reduced(age))} at ${age}`).join(' and ')
      : `${dollars(reduced(49))} (${dollars(reduced(50))} at 50 or older)`;
    return `Partly: about ${each}${joint ? ', each into your own Roth IRA' : ''}. With income of about ${dollars(d.income)}, ${who} is in the phase-out between ${fig(start)} and ${fig(end)}, so the ${fig(FIGURES.iraLimit)} limit (${total(FIGURES.iraLimit, FIGURES.iraCatchUp)} at 50 or older) shrinks by the share of that range you are into, for 2026.`;
  }
  return `Not directly. With income of about ${dollars(d.income)}, ${who} is over ${fig(end)}, the 2026 limit for Roth IRA contributions. A contribution already made is an excess: take it out with what it earned (or recharacterize it as a traditional IRA contribution) by the tax-filing deadline, or it owes a 6% excise tax each year it stays; a nondeductible IRA contribution converted to Roth (a "backdoor Roth") may still work.`;
}

/** What Roth IRA withdrawals owe, before the visitor says when their first Roth was funded. */
const ROTH_ORDER =
  'Roth IRA contributions can come out at any time, tax- and penalty-free. Earnings are tax-free once you are 59½ and your first Roth IRA is at least 5 years old, counted from January 1 of the year of your first contribution or conversion to any Roth IRA: a first Roth funded in 2025 is five years old on January 1, 2030. Each conversion also has its own five years before its converted amount can come out penalty-free under 59½.';

/**
 * A worked answer of the roth-vs-traditional topic: whether the earnings of a Roth IRA come out
 * tax-free now (IRS Publication 590-B: a qualified distribution, five tax years from January 1
 * of the year of the first Roth IRA contribution or conversion, and 59½).
 */
export function rothEarningsFor(d: Details): string {
  if (d.rothOpened === undefined) return ROTH_ORDER;
  const from = d.rothOpened + 5;
  const age = ageOf(d);
  const under = age !== undefined && age < 60;
  const fiveYears = THIS_YEAR >= from;
  if (fiveYears && age !== undefined && !under)
    return `Yes: at ${age}, with your first Roth IRA funded in ${d.rothOpened}, its five years passed on January 1, ${from}, so the earnings come out tax-free, as your contributions always do.`;
  const when = fiveYears
    ? 'once you are 59½: the five years since your first Roth IRA have passed'
    : `from January 1, ${from}, five years from the start of ${d.rothOpened}, the year your first Roth IRA was funded${under ? ', and once you are 59½' : ''}`;
  const before = under
    ? 'earnings taken out before then are taxed as income and can owe the 10% penalty as well'
    : age === undefined
      ? 'earnings taken out before then are taxed as income (and, under 59½, can owe the 10% penalty)'
      : 'earnings taken out before then are taxed as income, though past 59½ with no 10% penalty';
  return `Not yet: the earnings come out tax-free ${when}. Your contributions can come out first, tax-free at any time; ${before}.`;
}

/** A worked answer of the roth-conversion topic. */
export function rothConversionAge(d: Details): string {
  const age = ageOf(d);
  return `No. There is no age limit on Roth conversions${age ? `, so at ${age} you can still convert` : ''}. Once RMDs have started, that year’s RMD must come out first and cannot itself be converted, and the amount you convert is taxed as income that year.`;
}

/** A worked answer of the rmd topic. */
export function rmdStart(d: Details): string {
  const born = birthYearOf(d);
  if (born === undefined)
    return 'RMDs (required minimum distributions, the yearly withdrawals the IRS requires) start at 73 if you were born 1951 to 1959 and at 75 if born in 1960 or later. What year were you born?';
  if (born <= 1950)
    return `For someone born in ${born}, RMDs (required minimum distributions) have already started: each year’s is due by December 31.${d.working ? STILL_WORKING : ''}`;
  const age = rmdAge(born);
  const start = born + age;
  return `For someone born in ${born}, RMDs (required minimum distributions) start at ${age}, in ${start}. The first can wait until April 1, ${start + 1}, but then two RMDs fall in ${start + 1}, so many people take the first by December 31, ${start}.${d.working ? STILL_WORKING : ''}`;
}

/**
 * Whether a non-spouse heir must take yearly withdrawals from an inherited IRA under the 10-year
 * rule: yes when the owner had reached the required beginning date (yearly RMDs in years 1 to 9,
 * Treas. Reg. 1.401(a)(9)-5), no when the owner died before it (IRS Pub. 590-B).
 */
const YEARLY_RMDS =
  'a non-spouse heir takes an RMD every year in years 1 to 9, figured on your own life expectancy, and empties the account by December 31 of the 10th year after the death';
const NO_YEARLY =
  'no yearly withdrawals are required, only emptying the account by December 31 of the 10th year after the death';
const DEPENDS_ON_OWNER = `It depends on whether the owner had reached their RMD age: if so, you take a yearly RMD in years 1 to 9, based on your own life expectancy, and empty the account by December 31 of the 10th year after the death; if the owner died before their RMD age, ${NO_YEARLY}.`;

/** A spouse's choices differ: rolled into their own IRA, nothing is due until their own RMD age. */
const SPOUSE_HEIR =
  'As a surviving spouse you have more room than other heirs: you can roll the IRA into your own and take nothing until your own RMD age, or keep it as an inherited IRA (no 10% penalty before 59½) and take RMDs from it.';

/**
 * Whether an heir must empty an inherited IRA within 10 years (IRS Pub. 590-B): not a spouse, nor
 * an eligible designated beneficiary not more than 10 years younger than the owner (a brother or
 * sister close in age), who can stretch withdrawals over their own life expectancy; others, most
 * children and grandchildren, by December 31 of the 10th year after the death. The owner's age
 * at death is set against the heir's age now, so a gap of 9 or 10 turns on the birth dates.
 */
export function inheritedTenYears(d: Details): string {
  if (d.widowed)
    return `No, not as the surviving spouse: you can treat the IRA as your own (or roll it into your own IRA) and take RMDs only from your own RMD age, or keep it as an inherited IRA, which lets you withdraw before 59½ without the 10% penalty. The 10-year rule is for most other heirs.`;
  if (d.heirDisabled)
    return `No, not for a disabled or chronically ill heir: such an heir is an "eligible designated beneficiary" who can spread withdrawals over their own life expectancy instead of emptying the account within 10 years. Other heirs more than 10 years younger than the owner are held to the 10 years.`;
  const owner = d.ownerAge;
  const mine = d.ages.find((age) => age !== owner);
  const yearly =
    d.ownerRmds === true
      ? ', taking an RMD every year in years 1 to 9 as well, since the owner had started RMDs'
      : d.ownerRmds === false
        ? '; since the owner died before starting RMDs, nothing is required before that 10th year'
        : '; if the owner had started RMDs, you also take an RMD every year in years 1 to 9';
  const exceptions = 'unless you are disabled or chronically ill (or the owner’s minor child)';
  if (owner !== undefined && mine !== undefined) {
    const gap = owner - mine;
    if (gap <= 8)
      return `No: at ${mine} you are ${gap <= 0 ? 'not younger than' : `about ${gap} years younger than`} the owner, who was ${owner}, so not more than 10 years younger, which makes you an "eligible designated beneficiary": you can spread withdrawals over your own life expectancy, an RMD each year from the year after the death, instead of emptying the account within 10 years.${d.ownerRmds === false ? ' Since the owner died before starting RMDs, you may instead choose the 10-year rule, with nothing due until the 10th year.' : ''}`;
    if (gap >= 11)
      return `Yes: at ${mine} you are more than 10 years younger than the owner, who was ${owner}, so ${exceptions} you must empty the account by December 31 of the 10th year after the year of death${yearly}.`;
    return `It turns on your exact birth dates: an heir not more than 10 years younger than the owner is an "eligible designated beneficiary" who can spread withdrawals over their own life expectancy, while one more than 10 years younger must empty the account by December 31 of the 10th year after the death${yearly}. With the owner ${owner} at death and you ${mine} now, compare the two birth dates.`;
  }
  if (d.leftBy === 'elder')
    return `Yes, in most cases: a child, grandchild, niece or nephew more than 10 years younger than the owner must empty an inherited IRA by December 31 of the 10th year after the year of death${yearly}. Only the owner's minor child, a beneficiary who is disabled or chronically ill, or one not more than 10 years younger can stretch it over their own life expectancy.`;
  return `No, not every heir: a surviving spouse, the owner's minor child (until 21), a disabled or chronically ill heir, and one not more than 10 years younger than the owner (a brother or sister close in age, say) are "eligible designated beneficiaries" who can spread withdrawals over their own life expectancy. Other heirs, most adult children, must empty the account by December 31 of the 10th year after the death${yearly}. How old was the owner at death, and how old are you?`;
}

/** "Do I need yearly withdrawals from an inherited IRA?" */
export function inheritedYearly(d: Details): string {
  if (d.widowed) return SPOUSE_HEIR;
  if (d.ownerRmds === true) return `Yes, since the owner had already started RMDs: ${YEARLY_RMDS}.`;
  if (d.ownerRmds === false)
    return `No, for most heirs other than a spouse: since the owner died before starting RMDs, ${NO_YEARLY}.`;
  return DEPENDS_ON_OWNER;
}

/** "Can I leave an inherited IRA alone until the 10th year?" */
export function inheritedWait(d: Details): string {
  if (d.widowed) return SPOUSE_HEIR;
  if (d.ownerRmds === true)
    return `No, not when the owner had already started RMDs: ${YEARLY_RMDS}. Spreading the rest over those years, rather than taking a large sum at the end, also spreads the income tax.`;
  if (d.ownerRmds === false)
    return `Yes, for most heirs other than a spouse: since the owner died before starting RMDs, ${NO_YEARLY}. Taking it all in that last year can push you into a much higher bracket, so many heirs spread it out.`;
  return DEPENDS_ON_OWNER;
}

/**
 * Whether this year's RMD must come out by December 31: only the very first, for the year one
 * reaches the RMD age, can wait until April 1 of the next year (IRS, RMD FAQs).
 */
function firstRmdYear(d: Details): { born: number; start: number } | undefined {
  const born = birthYearOf(d);
  return born === undefined ? undefined : { born, start: born + rmdAge(born) };
}
const ONLY_THE_FIRST =
  'Each RMD is due by December 31, except the very first, for the year you reach your RMD age (73, or 75 if born in 1960 or later), which can wait until April 1 of the next year; then two fall in that next year.';

/** "Do I really have to take it by December?" */
export function rmdByDecember(d: Details): string {
  const first = firstRmdYear(d);
  if (first === undefined) return `${ONLY_THE_FIRST} What year were you born?`;
  const { born, start } = first;
  if (start > THIS_YEAR)
    return `No, none is due yet: for someone born in ${born}, RMDs start at ${rmdAge(born)}, in ${start}, and that first one can wait until April 1, ${start + 1}.`;
  if (start === THIS_YEAR)
    return `No, not this first one: your first RMD, for ${start}, can wait until April 1, ${start + 1}. But then two RMDs fall in ${start + 1}, since the ${start + 1} one is due by December 31, ${start + 1} as well, so many people take the first by December 31, ${start}.`;
  return `Yes: only the very first RMD can wait until April 1 of the next year; yours for ${THIS_YEAR} is due by December 31, ${THIS_YEAR}.`;
}

/** "Can I wait and take it next April?" */
export function rmdWaitToApril(d: Details): string {
  const first = firstRmdYear(d);
  if (first === undefined) return `${ONLY_THE_FIRST} What year were you born?`;
  const { born, start } = first;
  if (start > THIS_YEAR)
    return `None is due yet: for someone born in ${born}, RMDs start at ${rmdAge(born)}, in ${start}, and that first one can wait until April 1, ${start + 1}.`;
  if (start === THIS_YEAR)
    return `You can for this first one: your RMD for ${start} can wait until April 1, ${start + 1}. But then two RMDs fall in ${start + 1}, since the ${start + 1} one is due by December 31, ${start + 1} too, which can push you into a higher bracket; many take the first by December 31, ${start}.`;
  return `No: only the very first RMD can wait until April 1 of the next year; yours for ${THIS_YEAR} is due by December 31, ${THIS_YEAR}.`;
}

/**
 * "The 10% applies to my 401(k) since I'm under 59½": not to the plan of a job left in or after
 * the year one turned 55 (the rule of 55); yes before then; otherwise it turns on when one leaves.
 */
export function ruleOf55Applies(d: Details): string {
  const age = ageOf(d);
  const yearEnd = d.yearEndAge ?? age;
  const earlier = d.leftEarlierAt !== undefined && d.leftEarlierAt < 55;
  // Only for a visitor who says they left the job (laid off, retired, quit).
  if (
    age !== undefined &&
    yearEnd !== undefined &&
    yearEnd >= 55 &&
    age < 60 &&
    !earlier &&
    d.working === false
  )
    return `No, not from the 401(k) of the job you left at ${age}: under the rule of 55, leaving in or after the year you turn 55 lets you take money from that employer's plan without the 10% penalty, though income tax applies. An IRA, or a plan of a job left before 55, still owes the 10% until 59½, so do not roll the 401(k) into an IRA before you need the money.`;
  if (yearEnd !== undefined && yearEnd < 55)
    return `Yes, at ${age}, unless another exception applies: 401(k) withdrawals owe the 10% until 59½, since the rule of 55 covers only leaving the job in or after the year you turn 55 (50 for public safety workers in a government plan). A governmental 457(b) owes no 10% at any age once you leave.`;
  return 'It depends on when you leave the job: under the rule of 55, the 401(k) of an employer you leave in or after the year you turn 55 pays out without the 10% penalty, though income tax applies; an IRA, or a plan of a job left before 55, still owes the 10% until 59½.';
}

/**
 * When substantially equal periodic payments (72(t)) may stop: after 5 years from the first
 * payment or at 59½, whichever is later (IRS, substantially equal periodic payments FAQ).
 */
export function seppEnd(d: Details): string {
  const rule =
    'must continue for 5 years from the first payment or until 59½, whichever is later; changing or stopping them sooner brings back the 10% penalty on every payment taken, with interest';
  // The age they began, when told apart from the age now ("im 62 and started 72t payments at 58").
  const now = d.seppStart === undefined ? undefined : ageOf(d);
  const start = d.seppStart ?? ageOf(d);
  if (start === undefined)
    return `72(t) payments (substantially equal periodic payments) ${rule}. How old were you at the first payment?`;
  // Five full years from the first payment, and 59½: by age alone, past both only from start + 6
  // and 60 (the month of the first payment decides the year in between).
  if (now !== undefined && now >= Math.max(start + 6, 60))
    return `Yes: started at ${start}, your 72(t) payments have run the 5 years from the first payment and you are past 59½, so you can stop or change them with no penalty; from now withdrawals owe only income tax. 72(t) payments ${rule}.`;
  if (now !== undefined && now >= Math.max(start + 5, 60))
    return `Very likely this year, not yet for certain: started at ${start}, your 72(t) payments must run 5 full years from the first payment, to the same month at ${start + 5}, and until 59½; stop before that date and the 10% penalty comes back on every payment taken, with interest. Check the date of your first payment before changing them.`;
  if (start + 5 > 59.5)
    return `Not until about ${start + 5}: 72(t) payments ${rule}, so started at ${start} they run five full years, past 59½. A new job does not end them either; only death or disability does.`;
  return `At 59½, if five years have passed by then: 72(t) payments ${rule}; started at ${start}, 59½ comes later.`;
}

/** The still-working exception, for a visitor who says they still work. */
const STILL_WORKING =
  " While you are still working, RMDs from your current employer's 401(k) can wait until April 1 of the year after you retire (unless you own more than 5% of the company); IRAs and old employers' plans cannot wait.";

/** A worked answer of the qcd topic. */
export function qcdAge(d: Details): string {
  const age = ageOf(d);
  if (age !== undefined && age < 70)
    return `Not yet: qualified charitable distributions (QCDs) start at 70½. From then you can send up to ${fig(FIGURES.qcdLimit)} a year straight from your IRA to a charity, left out of your taxable income, and once RMDs start it counts toward them.`;
  // At 70 the half year decides: a gift before the day one turns 70½ is a taxable withdrawal.
  if (age === 70 && d.yearEndAge === 70)
    return `Not yet: QCDs start the day you are 70½, six months after your 70th birthday${halfYearAfter(d)}; a gift from the IRA before then is a taxable withdrawal, not a QCD. From that day you can send up to ${fig(FIGURES.qcdLimit)} a year straight from your IRA to a charity, left out of your taxable income.`;
  if (age === 70)
    return `Only from the day you are 70½, six months after your 70th birthday; a gift from the IRA before then is a taxable withdrawal, not a QCD. From that day you can send up to ${fig(FIGURES.qcdLimit)} a year straight from your IRA to a charity such as your church as a qualified charitable distribution, left out of your taxable income.`;
  // The gift the visitor means to make, against the year's limit.
  const gift = d.qcdAmount ?? d.withdrawal;
  const limit = FIGURES.qcdLimit.amount;
  if (gift !== undefined && gift > limit)
    return `No, only ${fig(FIGURES.qcdLimit)} of it: QCDs are capped at ${fig(FIGURES.qcdLimit)} a person a year in 2026, so that much of the ${dollars(gift)} stays out of your taxable income and counts toward your RMD, while the other ${dollars(gift - limit)} is a taxable withdrawal, deductible as a gift only if you itemize.`;
  if (gift !== undefined)
    return `Yes${age ? `, at ${age}` : ', from age 70½'}: the whole ${dollars(gift)} can go straight from your IRA to the charity as a qualified charitable distribution (QCD), under the ${fig(FIGURES.qcdLimit)} yearly limit. It counts toward your RMD and is left out of your taxable income; the check must go from the IRA to the charity, not through your account.`;
  return `Yes${age ? `: at ${age}` : ', from age 70½:'} you can send up to ${fig(FIGURES.qcdLimit)} a year straight from your IRA to a charity such as your church as a qualified charitable distribution (QCD). It counts toward your RMD and is left out of your taxable income.`;
}

/**
 * The day six calendar months after this year's birthday, when the birthday is known (", on
 * September 15, 2026"); the last day of a shorter month stands for a day it lacks.
 */
function halfYearAfter(d: Details): string {
  if (d.birthMonth === undefined) return '';
  const index = d.birthMonth - 1 + 6;
  const [year, month] = [THIS_YEAR + Math.floor(index / 12), index % 12];
  const day =
    d.birthDay === undefined
      ? undefined
      : Math.min(d.birthDay, new Date(Date.UTC(year, month + 1, 0)).getUTCDate());
  return day === undefined
    ? `, in ${MONTHS[month]} ${year}`
    : `, on ${MONTHS[month]} ${day}, ${year}`;
}

/** A worked answer of the early-withdrawal topic. */
export function ruleOf55(d: Details): string {
  const age = ageOf(d);
  if (age !== undefined && age >= 60)
    return `Yes. At ${age} you are past 59½, so withdrawals from your 401(k) or IRAs owe income tax but no 10% early-withdrawal penalty; the rule of 55 would also have covered that employer’s plan.`;
  // Rolled into an IRA, the money has left the plan the rule covers.
  if (d.rolledToIra) {
    // The amount asked for ("i need 30k for a car"), taken from the IRA.
    const need = d.withdrawal ?? d.spending;
    const owed =
      need === undefined
        ? ''
        : ` Taking ${dollars(need)} from the IRA now would owe ${dollars(need * 0.1)} of it, on top of income tax.`;
    return `No, not once it is in the IRA: the rule of 55 covers withdrawals from the employer's plan itself, and money rolled into an IRA owes the 10% additional tax on withdrawals before 59½ unless another exception applies (a 72(t) plan of equal yearly payments, for one).${owed} If any of the money is still in the 401(k), take what you need from there.`;
  }
  // Leaving before the year one turns 55 does not qualify (50 for public safety employees).
  const yearEnd = d.yearEndAge ?? age;
  if (yearEnd !== undefined && yearEnd < 55 && d.leftEarlierAt === undefined)
    return `Not under the rule of 55 at ${age}: it covers only leaving the job in or after the year you turn 55 (50 for police, firefighters and other public safety workers in a government plan). Before then, 401(k) withdrawals owe the 10% additional tax until 59½ unless another exception applies; a governmental 457(b) owes none at any age once you leave.`;
  // A plan of a job left before the year one turned 55 does not qualify, whatever one's age now.
  const earlier = d.leftEarlierAt;
  if (earlier !== undefined && earlier < 55)
    return `Only from the 401(k) of the job you leave${age !== undefined && age >= 55 ? ` at ${age}` : ' in or after the year you turn 55'}: the rule of 55 covers the plan of the employer you leave in or after the year you turn 55, and withdrawals from it owe income tax but no 10% penalty. The old 401(k) from the job you left at ${earlier} does not qualify, since you left that employer before 55: its withdrawals owe the 10% until 59½ unless another exception applies. Rolling the old plan into the current employer’s plan before you leave, if that plan accepts it, can bring the money under the rule; an IRA never does.`;
  return 'Yes, from that employer’s 401(k), under the rule of 55: if you leave the job in or after the year you turn 55, withdrawals from that plan skip the 10% early-withdrawal penalty, though income tax still applies. IRAs do not get this rule (their withdrawals before 59½ still owe the 10%), so do not roll the money over before you need it.';
}

/** A worked answer of the ss-fra topic. */
export function fullRetirementAgeFor(d: Details): string {
  const born = birthYearOf(d);
  if (born === undefined)
    return 'Full retirement age is 67 if you were born in 1960 or later, and 66 plus 2 to 10 months if born 1955 to 1959. What year were you born?';
  const fra = fullRetirementAge(born);
  const monthsAfter62 = (fra.years - 62) * 12 + fra.months;
  const credits = ((70 - fra.years) * 12 - fra.months) * (2 / 3);
  const asked = d.claimAge ?? 62;
  const atAsked = checkAt(d, asked);
  const checks = atAsked ? ` On your full benefit that is ${atAsked}, or ${checkAt(d, 70)}.` : '';
  return `Born in ${born}, your full retirement age is ${describeAge(fra)}. Claiming at 62 would cut your benefit by about ${percent(earlyClaimCut(monthsAfter62))} for life, and waiting until 70 would raise it ${percent(credits)} above your full amount.${checks}`;
}

/** A worked answer of the ss-survivor topic. */
export function survivorFor(d: Details): string {
  const age = ageOf(d);
  const pay = d.earnings ?? (d.working ? d.income : undefined);
  if (age !== undefined && age >= 60 && age < 67 && pay !== undefined) {
    const held = Math.max(0, pay - FIGURES.earningsTest.amount) / 2;
    const check = d.monthly[0];
    const all =
      check !== undefined && held >= check * 12 ? ', which would hold back all of it' : '';
    return `Yes, from 60 you can take a reduced survivor benefit, but while you work before full retirement age the earnings test applies: in 2026 SSA holds back $1 for every $2 earned over ${fig(FIGURES.earningsTest)}, so earning about ${dollars(pay)} at ${age} would withhold about ${dollars(held)} a year${all}. Many widowed workers wait until they stop working or reach full retirement age, and can take the survivor benefit first and switch to their own later (or the reverse).`;
  }
  const born = birthYearOf(d);
  // A late spouse who claimed early: the survivor's benefit is figured on that reduced check, but
  // never under 82.5% of their full benefit (SSA's widow's limit), at the survivor's full
  // retirement age; the survivor keeps the larger of it and their own.
  // The check is the one they took early ("he claimed at 62 and gets 1,600"); without the
  // survivor's age, the figure is what it will be at their survivor full retirement age.
  const early = d.spouseCheck ?? (d.spouseClaimAge !== undefined ? d.spouseMonthly : undefined);
  const atFra = age === undefined || (born !== undefined && age * 12 >= survivorFraMonths(born));
  if (
    early !== undefined &&
    d.spouseFullBenefit !== undefined &&
    early < d.spouseFullBenefit &&
    atFra
  ) {
    const limit = Math.round(0.825 * d.spouseFullBenefit);
    const survivor = Math.max(early, limit);
    const basis =
      survivor === limit
        ? `the widow's limit: 82.5% of the ${dollars(d.spouseFullBenefit)} full benefit, ${dollars(limit)}, which is more than the ${dollars(early)} your spouse ${d.widowed && d.married ? 'gets' : 'was getting'}`
        : `the ${dollars(early)} your spouse ${d.widowed && d.married ? 'gets' : 'was getting'}, more than 82.5% of the ${dollars(d.spouseFullBenefit)} full benefit (${dollars(limit)})`;
    const when =
      age === undefined
        ? ' at your survivor full retirement age (less if you take it earlier, from 60)'
        : ' in all';
    const own = d.monthly.find((m) => m !== early);
    return own !== undefined && own >= survivor
      ? `Your own ${dollars(own)}: a survivor benefit would be ${dollars(survivor)}${age === undefined ? when : ''} (${basis}), less than your own, and you keep the larger check, not both.`
      : `About ${dollars(survivor)} a month${when}: because your spouse claimed early, the survivor benefit is based on ${basis}.${own === undefined ? '' : ` You get that in place of your own ${dollars(own)} (your own check plus ${dollars(survivor - own)}), not both.`}`;
  }
  // One check, the late spouse's, and the survivor's age: what a survivor benefit pays now.
  // The check they were getting, or, when they had not claimed, their full retirement benefit.
  const theirs = d.monthly.length === 0 ? d.spouseFullBenefit : d.monthly[0];
  if (d.monthly.length <= 1 && theirs !== undefined && age !== undefined && born !== undefined) {
    const ofTheirs =
      d.monthly.length === 0
        ? `your late spouse's full retirement benefit of ${dollars(theirs)} a month`
        : `the ${dollars(theirs)} a month your late spouse was getting`;
    if (age < 60)
      return `Not yet: a survivor benefit can start at 60 (50 if you are disabled). At 60 it would be about ${dollars(Math.round(theirs * survivorFactor(born, 60 * 12)))} a month, 71.5% of ${ofTheirs}, and all of it at your survivor full retirement age of ${describeMonths(survivorFraMonths(born))}.`;
    const share = survivorFactor(born, age * 12);
    if (share < 1)
      return `You can, from 60: at ${age}, about ${dollars(Math.round(theirs * share))} a month, ${percent(100 * share)} of ${ofTheirs}${age > 60 ? ' (71.5% at 60, rising each month you wait)' : ''}, and the full amount at your survivor full retirement age of ${describeMonths(survivorFraMonths(born))}. If they had claimed before their own full retirement age, it is figured on that reduced check. With a retirement benefit of your own you can take one first and switch to the other later.`;
    return `Yes: at ${age} you are past your survivor full retirement age, so you can get all of ${ofTheirs}, in place of your own benefit if theirs is larger.`;
  }
  if (d.monthly.length < 2)
    return 'You keep the larger of your own benefit and your late spouse’s, not both: if theirs was larger, it replaces yours, in full at your full retirement age or reduced if you take it earlier (from 60).';
  const high = Math.max(...d.monthly);
  const low = Math.min(...d.monthly);
  // Whose check is whose, when the message says: the widow's or widower's own is the other one.
  const late = d.spouseMonthly;
  if (late !== undefined && (late === high || late === low) && high !== low) {
    const own = late === high ? low : high;
    const past = age !== undefined && born !== undefined && age * 12 >= survivorFraMonths(born);
    // A death spoken of as to come ("if he dies") leaves the spouse married: their check is now.
    const theirs = `the ${dollars(late)} your spouse ${d.married ? 'gets' : 'was getting'}`;
    const payment = `Ask SSA about the one-time ${fig(FIGURES.deathPayment)} death payment.`;
    return own >= late
      ? `Your own ${dollars(own)} a month stays, the larger check: one check, not both, and a survivor benefit would be at most ${theirs}. ${payment}`
      : `One check, not both: yours rises to up to ${dollars(late)} a month, the survivor benefit (${theirs}) in place of your own ${dollars(own)}${past ? ', all of it at your age.' : ', in full at your survivor full retirement age or reduced if you take it earlier (from 60); you can take one benefit first and switch to the other later if it would be larger.'} ${payment}`;
  }
  // Whose check is whose the numbers do not say: the larger is kept either way.
  return `You get one check, the larger, not both: ${dollars(high)} a month against ${dollars(low)}. If the larger was your late spouse's, it is paid as a survivor benefit in place of yours, in full at your full retirement age or reduced if you take it earlier (from 60), and you can take one benefit first and switch to the other later if it would be larger. Ask SSA about the one-time ${fig(FIGURES.deathPayment)} death payment.`;
}

/** A SIMPLE IRA's or SIMPLE 401(k)'s limits for 2026, which are lower than a 401(k)'s. */
function simpleLimit(age: number | undefined): string {
  const rules = `a SIMPLE plan takes up to ${fig(FIGURES.simpleDeferral)} in 2026, plus a catch-up of ${fig(FIGURES.simpleCatchUp50)} from 50 or ${fig(FIGURES.simpleCatchUp6063)} at 60 to 63 (an employer with 25 or fewer employees, or one that puts in more, may allow about 10% more)`;
  if (age === undefined)
    return `${rules.replace(/^a/, 'A')}. How old will you be at the end of 2026?`;
  const catchUp =
    age >= 60 && age <= 63 ? FIGURES.simpleCatchUp6063 : age >= 50 ? FIGURES.simpleCatchUp50 : null;
  const most = catchUp ? total(FIGURES.simpleDeferral, catchUp) : fig(FIGURES.simpleDeferral);
  return `At ${age}, ${most} in all for 2026: ${rules}.`;
}

/**
 * Massachusetts tax on a Roth conversion (Mass. DOR TIR 10-8): the state follows the federal
 * rule at its 5% rate, except that IRA contributions, never deductible in Massachusetts, come
 * back untaxed first; money rolled over from a 401(k) was never taxed and is taxed in full.
 */
export function maConversionTaxFor(d: Details): string {
  const rule =
    'Massachusetts taxes a Roth conversion at its 5% rate, as it taxes other IRA withdrawals, except the part that came from your own IRA contributions: Massachusetts never let you deduct those, so they come back untaxed first. Money rolled over from a 401(k) or 403(b) was not taxed going in and is taxed in full';
  if (d.added === undefined) return `Yes: ${rule}.`;
  return `Yes, about ${dollars(MA_RATE * d.added)} on converting ${dollars(d.added)} of pre-tax money such as a 401(k) rollover: ${rule}.`;
}
