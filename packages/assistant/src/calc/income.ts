/**
 * Worked answers about turning contracts into income: an income rider's yearly withdrawal, an
 * annuity annuitized for a set period, a withdrawal put as partly tax-free, a life policy moved
 * into an annuity, and what MassHealth does with a house.
 */
import { dollars, FIGURES, fig } from '../kb/figures.ts';
import type { Details } from '../types.ts';
import { ageOf } from './reckon.ts';

const round = (n: number) => dollars(Math.round(n));
const rateOf = (r: number) => `${Math.round(r * 1000) / 10}%`;

/**
 * An income rider's lifetime withdrawal: the benefit base times the payout rate for the age
 * income starts; the base is a figure for working it out, never cash (only the account value is).
 */
export function riderIncome(d: Details): string {
  const notCash =
    'The benefit base is not cash: it is only the figure the rider works the income from, so you cannot take it out or surrender for it.';
  if (d.benefitBase === undefined || d.payoutRate === undefined)
    return `An income rider pays its payout rate for your age times the benefit base each year for life, even if the account runs out; the base is not cash, only the figure the income is worked from, and what you could withdraw or surrender for is the account value, less any surrender charge. What are the benefit base and the payout rate at the age you start?`;
  const yearly = d.benefitBase * d.payoutRate;
  const account =
    d.worth !== undefined && d.worth < d.benefitBase
      ? ` If you change your mind, you can take only the ${round(d.worth)} account value (less any surrender charge), not the ${round(d.benefitBase)}.`
      : ' If you change your mind, you can take only the account value, less any surrender charge.';
  return `About ${round(yearly)} a year (${round(yearly / 12)} a month) for life: ${rateOf(d.payoutRate)} of the ${round(d.benefitBase)} benefit base. ${notCash}${account} The withdrawals come out of the account value, and the rider keeps paying if it runs out; its fee keeps coming out too.`;
}

/**
 * A non-qualified annuity annuitized for a set number of years: the exclusion ratio returns what
 * was paid in tax-free in equal parts, the cost divided by the years (IRS Publication 939: the
 * investment in the contract over the expected return, which for a period certain is the
 * payments over those years).
 */
export function annuitizedExclusion(d: Details): string {
  if (d.paidIn === undefined || d.payoutYears === undefined || d.payoutYears <= 0)
    return 'Annuitized, each payment is split by the exclusion ratio: the share that returns what you paid in is tax-free and the rest is taxed as ordinary income. For a set number of years, the tax-free part is what you paid in divided by the years; for life, it uses your life expectancy, and once your cost is all back the whole payment is taxable. How much did you pay in, and over how many years would it pay?';
  const free = d.paidIn / d.payoutYears;
  const after = `Once the ${round(d.paidIn)} is all back, after ${d.payoutYears} years, the whole check is taxable; if payments stop at death before then, the part not yet recovered is deducted on the final return.`;
  // A check told by the month: its tax-free share, the cost over the months of expected payments.
  const check = d.monthly[0];
  if (check !== undefined && check > 0) {
    const months = d.payoutYears * 12;
    const freeMonthly = Math.min(check, d.paidIn / months);
    return `About ${round(check - freeMonthly)} of each ${round(check)} check is taxable: the exclusion ratio returns the ${round(d.paidIn)} you paid in over the ${months} checks expected in ${d.payoutYears} years, ${round(freeMonthly)} a check tax-free (${round(d.paidIn)} ÷ ${months}), and the rest is taxed as ordinary income. ${after}`;
  }
  const spread =
    d.worth !== undefined && d.worth > d.paidIn
      ? ` The payments will be at least about ${round(d.worth / d.payoutYears)} a year (the ${round(d.worth)} spread over ${d.payoutYears} years, plus the interest the insurer credits), so about ${round(d.worth / d.payoutYears - free)} a year or more of each year's payments is taxable, as ordinary income.`
      : ' The rest of each year’s payments is taxable, as ordinary income.';
  return `About ${round(free)} a year comes back tax-free: annuitized over ${d.payoutYears} years, the exclusion ratio returns the ${round(d.paidIn)} you paid in equally over the payments, ${round(d.paidIn)} ÷ ${d.payoutYears}.${spread} Unlike a withdrawal, which takes the gain first, this spreads the tax on the gain over the ${d.payoutYears} years, as the insurer's 1099-R shows each year.`;
}

/**
 * "Only part of my withdrawal is taxable, since some is my own money": a non-qualified annuity's
 * withdrawal takes the gain first (IRC § 72(e), contracts after August 13, 1982), so it is all
 * taxable up to the whole gain; only a withdrawal larger than the gain is partly tax-free.
 */
export function annuityWithdrawalBelief(d: Details): string {
  const rule =
    'withdrawals from a non-qualified annuity come out of the earnings first, all taxable as ordinary income, until the whole gain is out; only then does your own money come back tax-free. The split into taxable and tax-free parts (the exclusion ratio) applies only when you annuitize it into regular payments.';
  if (d.paidIn === undefined || d.worth === undefined || d.withdrawal === undefined)
    return `No, not for a withdrawal: ${rule}`;
  const gain = Math.max(0, d.worth - d.paidIn);
  const age = ageOf(d);
  const early =
    age === undefined || age === 59
      ? ' Before 59½ the taxable part also owes a 10% additional tax.'
      : age < 59
        ? ` At ${age}, under 59½, the taxable part also owes a 10% additional tax.`
        : ` At ${age}, past 59½, there is no 10% additional tax.`;
  if (gain === 0)
    return `Yes: it is worth no more than the ${round(d.paidIn)} you paid in, so there is no gain, and the ${round(d.withdrawal)} comes back as your own money, tax-free.`;
  if (d.withdrawal <= gain)
    return `No: all ${round(d.withdrawal)} is taxable, as ordinary income. A withdrawal takes the earnings first, and the contract holds ${round(gain)} of gain (${round(d.worth)} less the ${round(d.paidIn)} you paid in), which covers the whole ${round(d.withdrawal)}; your own money comes back tax-free only after the gain is all out.${early} Annuitizing it instead would make part of each payment tax-free.`;
  return `About ${round(gain)} of the ${round(d.withdrawal)} is taxable, the whole gain (${round(d.worth)} less the ${round(d.paidIn)} you paid in), since a withdrawal takes the earnings first; the other ${round(d.withdrawal - gain)} is your own money back, tax-free.${early}`;
}

/**
 * A life policy's cash value moved into an annuity by a 1035 exchange: no tax now, the gain
 * (cash value above the premiums) carried into the annuity and taxed when withdrawn.
 */
export function lifeToAnnuity(d: Details): string {
  // The other way round ("could i move it into a life insurance policy the same way?").
  if (d.exchangeInto === 'life')
    return 'No: a 1035 exchange works only one way between these: a life policy can move tax-free into an annuity, but an annuity can move only into another annuity or a qualified long-term care policy, not into a life policy. Funding a policy with annuity money means cashing the annuity out, with tax on the gain as ordinary income, and buying the policy with what is left.';
  const terms =
    'The exchange must go directly from the insurer to the annuity company (a check paid to you is a taxable surrender), the life coverage ends, and a loan on the policy paid off in the exchange is taxable.';
  const general = `a life policy's cash value can move into an annuity with no tax now, and the gain in it is deferred, carried into the annuity and taxed as ordinary income only when you withdraw it (earnings first). ${terms}`;
  // Which way is not said ("can i 1035 between my annuity and life insurance?"): both ways.
  if (d.exchangeInto === undefined)
    return `Only one way: through a 1035 exchange ${general} An annuity, though, can move tax-free only into another annuity or a qualified long-term care policy, not into a life policy.`;
  if (d.worth === undefined || d.paidIn === undefined || d.worth <= d.paidIn)
    return `Yes, through a 1035 exchange: ${general} The reverse, an annuity into a life policy, is not allowed.`;
  const gain = d.worth - d.paidIn;
  return `Yes, through a 1035 exchange: the ${round(d.worth)} cash value can move into an annuity with no tax now, and the ${round(gain)} gain (${round(d.worth)} less the ${round(d.paidIn)} of premiums) is deferred, not forgiven: the annuity keeps the ${round(d.paidIn)} as its cost, and the gain is taxed as ordinary income when you withdraw it, earnings first. Surrendered instead, the ${round(gain)} is taxable this year. ${terms}`;
}

/**
 * What MassHealth does with a nursing-home resident's house: not counted while they or a spouse
 * live there or they intend to return, within the home equity limit unless a spouse lives there;
 * a lien once they are in care for good, and estate recovery after death.
 */
export function houseTakenFor(d: Details): string {
  const limit = FIGURES.massHealthHomeEquity;
  const recovery =
    'But once the person in care is in a nursing home for good, with no spouse or young or disabled child living there, MassHealth can place a lien on it, and after their death estate recovery can take back what it paid from their estate, the house included (a caretaker child who lived there can ask for a waiver). Gifts of the house fall under the five-year look-back.';
  if (d.homeValue === undefined)
    return `Not while they live, in most cases: the home can be exempt, not counted, while the person in care or a spouse lives in it or they intend to return home, with equity under ${fig(limit)} (2026). ${recovery}`;
  if (d.homeValue > limit.amount)
    return `It can stand in the way: at about ${round(d.homeValue)}, the home equity (less any mortgage) is over MassHealth's ${fig(limit)} limit for 2026, so there is no nursing-home coverage until it comes down (a mortgage, reverse mortgage or sale), unless a spouse or a young or disabled child lives there. ${recovery}`;
  return `Not while they live, in most cases: at about ${round(d.homeValue)} the house is under MassHealth's ${fig(limit)} home equity limit (2026), so it can be exempt, not counted, while the person in care intends to return home or a spouse lives there. ${recovery}`;
}

/**
 * A death benefit paid in yearly installments: each installment's share of the death benefit
 * (the benefit over the years) is tax-free, and the rest is interest, taxable (IRS: life
 * insurance proceeds paid in installments).
 */
export function lifeInstallments(d: Details): string {
  const rule =
    'the death benefit itself is not taxable income however it is paid, but interest the insurer adds while it holds the money is taxable each year, reported on a 1099-INT.';
  if (d.faceAmount === undefined || d.installment === undefined || d.payoutYears === undefined)
    return `Only the interest: ${rule} With installments, each payment is split: its share of the death benefit is tax-free and the rest is interest.`;
  const share = d.faceAmount / d.payoutYears;
  const interest = Math.max(0, d.installment - share);
  return `Only the interest, about ${round(interest)} a year: of each ${round(d.installment)} payment, ${round(share)} is the death benefit (${round(d.faceAmount)} ÷ ${d.payoutYears}), tax-free, and the other ${round(interest)} is interest, taxed as ordinary income and reported on a 1099-INT. Taken as a lump sum instead, the ${round(d.faceAmount)} is all tax-free, and only what it earns afterward is taxed.`;
}
