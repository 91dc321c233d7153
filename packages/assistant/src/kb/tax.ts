import type { Details, Topic } from '../types.ts';
import { dollars, FIGURES, type Figure, fig, total } from './figures.ts';
import { SOURCES } from './sources.ts';

/** 2026 brackets: the rate and the top of its band of taxable income, single and joint. */
const BRACKETS: ReadonlyArray<
  readonly [rate: number, single: Figure | null, joint: Figure | null]
> = [
  [10, FIGURES.bracket10Single, FIGURES.bracket10Joint],
  [12, FIGURES.bracket12Single, FIGURES.bracket12Joint],
  [22, FIGURES.bracket22Single, FIGURES.bracket22Joint],
  [24, FIGURES.bracket24Single, FIGURES.bracket24Joint],
  [32, FIGURES.bracket32Single, FIGURES.bracket32Joint],
  [35, FIGURES.bracket35Single, FIGURES.bracket35Joint],
  [37, null, null],
];

function bracketFor(d: Details): string {
  if (d.income === undefined || d.married === undefined)
    return 'Your bracket is the rate on your last dollar of taxable income, which is income after deductions: for 2026 the rates are 10%, 12%, 22%, 24%, 32%, 35% and 37%, and only the income above each line is taxed at the higher rate. What is your yearly income, and do you file jointly?';
  const joint = d.married;
  const deduction = joint ? FIGURES.stdJoint : FIGURES.stdSingle;
  const taxable = Math.max(0, d.income - deduction.amount);
  const index = BRACKETS.findIndex(([, single, couple]) => {
    const top = joint ? couple : single;
    return top === null || taxable <= top.amount;
  });
  const [rate, single, couple] = BRACKETS[index] as (typeof BRACKETS)[number];
  const top = joint ? couple : single;
  const below = index > 0 ? (BRACKETS[index - 1] as (typeof BRACKETS)[number]) : null;
  const from = below ? (joint ? below[2] : below[1]) : null;
  const band = top
    ? `${from ? fig(from) : '$0'} to ${fig(top)}`
    : `over ${fig(joint ? FIGURES.bracket35Joint : FIGURES.bracket35Single)}`;
  return `With about ${dollars(d.income)} of income ${joint ? 'married filing jointly' : 'filing single'}, taxable income after the ${fig(deduction)} standard deduction is about ${dollars(taxable)}, so your top dollars are in the ${rate}% bracket (${band} of taxable income for 2026). Only the income above each line is taxed at the higher rate.`;
}

function seniorDeductionFor(d: Details): string {
  const full = FIGURES.seniorDeduction.amount;
  if (d.income === undefined || d.married === undefined)
    return `Each person 65 or older can deduct up to ${fig(FIGURES.seniorDeduction)} for 2025 through 2028, reduced by 6% of income above ${fig(FIGURES.seniorPhaseSingle)} single or ${fig(FIGURES.seniorPhaseJoint)} joint. What is your income, and do you file jointly?`;
  const joint = d.married;
  const line = joint ? FIGURES.seniorPhaseJoint : FIGURES.seniorPhaseSingle;
  const olderThan65 = d.ages.filter((a) => a >= 65).length;
  if (d.ages.length > 0 && olderThan65 === 0)
    return `Not yet: the deduction is for people who are 65 or older by the end of the tax year.`;
  const people = joint ? Math.max(olderThan65, d.ages.length === 0 ? 2 : 1) : 1;
  const over = Math.max(0, d.income - line.amount);
  const each = Math.max(0, full - 0.06 * over);
  const status = joint ? 'married filing jointly' : 'single';
  if (over === 0) {
    const together = people > 1 ? `: ${dollars(full * people)} together` : '';
    return `Yes${people > 1 ? ', both of you' : ''}. At about ${dollars(d.income)} ${status} you are under the ${fig(line)} phase-out line, so ${people > 1 ? 'each of you' : 'you'} can deduct the full ${fig(FIGURES.seniorDeduction)}${together}, for 2025 through 2028.`;
  }
  if (each === 0)
    return `No. At about ${dollars(d.income)} ${status} the deduction is fully phased out: it shrinks by 6% of income above ${fig(line)} and is gone ${dollars(line.amount + full / 0.06)} and up.`;
  return `No, not all of it: at about ${dollars(d.income)} ${status} you are ${dollars(over)} over the ${fig(line)} line, and the deduction shrinks by 6% of that (${dollars(0.06 * over)}), leaving ${dollars(each)}${people > 1 ? ' for each of you' : ''}.`;
}

function standardDeductionFor(d: Details): string {
  const both = total(FIGURES.stdJoint, FIGURES.extra65Married, FIGURES.extra65Married);
  const one = total(FIGURES.stdJoint, FIGURES.extra65Married);
  const singleOlder = total(FIGURES.stdSingle, FIGURES.extra65Single);
  if (d.married === true)
    return `For 2026 a married couple filing jointly gets ${fig(FIGURES.stdJoint)}, plus ${fig(FIGURES.extra65Married)} for each spouse 65 or older: ${both} if you are both 65 or older (${one} if one of you is). On top of that, each of you 65 or older can take the senior deduction of up to ${fig(FIGURES.seniorDeduction)} through 2028, which phases out above ${fig(FIGURES.seniorPhaseJoint)} of income.`;
  if (d.married === false)
    return `For 2026 a single filer gets ${fig(FIGURES.stdSingle)}, plus ${fig(FIGURES.extra65Single)} at 65 or older: ${singleOlder} in all. On top of that, the senior deduction of up to ${fig(FIGURES.seniorDeduction)} applies through 2028, phasing out above ${fig(FIGURES.seniorPhaseSingle)} of income.`;
  return `For 2026 the standard deduction is ${fig(FIGURES.stdSingle)} single (${singleOlder} at 65 or older) and ${fig(FIGURES.stdJoint)} married filing jointly (${both} if both spouses are 65 or older). The senior deduction of up to ${fig(FIGURES.seniorDeduction)} per person comes on top, through 2028.`;
}

function homeSaleFor(d: Details): string {
  if (d.gain === undefined)
    return `Up to ${fig(FIGURES.homeSaleSingle)} of the gain is tax-free, or ${fig(FIGURES.homeSaleJoint)} for a married couple filing jointly, if you owned and lived in the home for at least two of the last five years. About how much is the gain: the sale price minus what you paid and spent on improvements?`;
  const joint = d.married === true;
  const exclusion = joint ? FIGURES.homeSaleJoint : FIGURES.homeSaleSingle;
  const taxable = Math.max(0, d.gain - exclusion.amount);
  const who = joint ? 'a married couple filing jointly' : 'a single owner';
  if (taxable === 0)
    return `No. A gain of about ${dollars(d.gain)} is within the ${fig(exclusion)} that ${who} can exclude on a main home owned and lived in for at least two of the last five years.`;
  return `Only on about ${dollars(taxable)} of it: ${who} can exclude ${fig(exclusion)} of the gain on a main home owned and lived in for at least two of the last five years, and the remaining ${dollars(taxable)} is taxed as a long-term capital gain (0%, 15% or 20% federally, plus 5% in Massachusetts).`;
}

export const TAX: Topic[] = [
  {
    id: 'w2-vs-1099',
    title: 'Should I be a 1099 or a W-2?',
    questions: [
      'Should I be a 1099 or a W-2?',
      'Is it better to be an employee or an independent contractor?',
      '1099 vs W2 which pays more',
      'My client wants me as a contractor, is that ok?',
      'consulting after retirement 1099',
    ],
    keywords: [
      'w2',
      '1099',
      'contractor',
      'independent contractor',
      'employee',
      'employer',
      'freelance',
      'consultant',
      'consulting',
      'classification',
      'misclassified',
      'abc test',
      'gig',
    ],
    summary:
      'A W-2 employee has taxes withheld, the employer pays half of payroll taxes and may offer benefits; a 1099 contractor pays both halves but can deduct expenses and open a solo retirement plan.',
    steps: [
      'Your status is set by the facts (who controls the work), not by your preference; the IRS uses behavioural, financial and relationship tests.',
      'Massachusetts uses a strict "ABC test" that presumes most workers are employees.',
      'As a 1099 contractor, budget for self-employment tax of 15.3% plus income tax, paid through quarterly estimates.',
      'Compare offers on total value: a 1099 rate should be roughly 20% to 30% higher to cover payroll tax and lost benefits.',
      'Contractors can deduct business expenses and save more through a solo 401(k) or SEP IRA.',
    ],
    benefits: [
      '1099: flexibility, business deductions and larger retirement contributions.',
      'W-2: employer-paid payroll tax, withholding, benefits and unemployment protection.',
    ],
    risks: [
      '1099: no withholding, so underpaid estimates can bring penalties.',
      'Earnings before full retirement age count toward the Social Security earnings test either way.',
    ],
    next: ['Ask for both offers in writing and compare them after taxes and benefits.'],
    sources: [SOURCES.irsClassification, SOURCES.massContractors, SOURCES.irsSeTax],
  },
  {
    id: 'self-employment-tax',
    title: 'Self-employment tax',
    questions: [
      'What is self-employment tax?',
      'How much tax do I pay on 1099 income?',
      'Do I have to pay Social Security tax on my side business?',
      'self employment tax rate',
    ],
    keywords: [
      'contractor taxes',
      'self employment',
      'self employed',
      'se tax',
      'schedule se',
      'schedule c',
      '15.3',
      'side business',
      'side gig',
      'payroll tax',
      'quarterly',
    ],
    summary:
      'Self-employment tax is 15.3% of net earnings (12.4% Social Security plus 2.9% Medicare), on top of income tax; you can deduct half of it when figuring your income tax.',
    steps: [
      `It applies to 92.35% of net self-employment earnings once they reach ${fig(FIGURES.seMinimum)}.`,
      `The 12.4% Social Security part stops at the taxable maximum of ${fig(FIGURES.taxableMax)}; the 2.9% Medicare part has no cap.`,
      `An extra 0.9% Medicare tax applies above ${fig(FIGURES.addlMedicareSingle)} single or ${fig(FIGURES.addlMedicareJoint)} joint.`,
      'Half of the self-employment tax is deductible when figuring income tax.',
      'Pay through quarterly estimated taxes to avoid underpayment penalties.',
    ],
    benefits: ['Self-employment earnings count toward your Social Security record.'],
    risks: ['Forgetting quarterly payments leads to a large bill and penalties in April.'],
    next: [
      'Set aside a fixed share of each payment for taxes and calendar the quarterly due dates.',
    ],
    sources: [SOURCES.irsSeTax, SOURCES.irsEstimated],
  },
  {
    id: 'sep-ira',
    title: 'SEP IRAs',
    questions: [
      'What is a SEP IRA?',
      'How much can I put in a SEP IRA?',
      'SEP IRA or solo 401k?',
      'retirement plan for self employed',
    ],
    keywords: [
      'freelancer',
      'save for retirement self employed',
      'sep',
      'sep ira',
      'sep contribution limit',
      'sep limit',
      'simplified employee pension',
      'self employed retirement',
      'small business',
      'employer contribution',
      '25%',
    ],
    summary: `A SEP IRA lets a business owner contribute up to 25% of pay (about 20% of net self-employment earnings) to a maximum of ${fig(FIGURES.annualAdditions)}.`,
    points: [
      {
        asks: ['sep ira vs solo 401k', 'sep or solo 401k which is better'],
        says: `A solo 401(k) usually lets you put in more at the same income: on top of the employer share (up to 25% of pay, or about 20% of net self-employment earnings, as with a SEP) you can defer up to ${fig(FIGURES.deferral)} as the employee, plus catch-ups from 50; both top out at ${fig(FIGURES.annualAdditions)}. A SEP is simpler to open and run.`,
      },
    ],
    steps: [
      'Open a SEP with a brokerage using IRS Form 5305-SEP or the provider’s document.',
      'Contributions are employer-only and can be made up to the tax filing deadline, including extensions.',
      'If you have employees, you must contribute the same percentage for eligible employees.',
      'Compare with a solo 401(k), which allows employee deferrals on top.',
    ],
    benefits: ['Simple to open and run, with flexible yearly contributions.'],
    risks: [
      'No catch-up or Roth deferrals like a 401(k).',
      'Employee contributions can make it costly with staff.',
    ],
    next: ['Figure your net self-employment earnings and compare SEP and solo 401(k) maximums.'],
    sources: [SOURCES.irsSep, SOURCES.irsNotice202567],
  },
  {
    id: 'solo-401k',
    title: 'Solo 401(k) plans',
    questions: [
      'What is a solo 401k?',
      'How much can I contribute to a solo 401k?',
      'individual 401k for my consulting business',
      'one participant 401k',
    ],
    keywords: [
      'solo 401k',
      'solo',
      'individual 401k',
      'one participant',
      'self employed 401k',
      'owner only',
      'form 5500',
    ],
    summary: `A solo 401(k) lets a self-employed person with no employees defer up to ${fig(FIGURES.deferral)} as the employee plus an employer contribution, up to ${fig(FIGURES.annualAdditions)} in total before catch-ups.`,
    steps: [
      'Set the plan up before year end if you can; a sole proprietor may open a new plan as late as the tax filing deadline for its first year.',
      'Employee deferrals can be pre-tax or Roth if the plan allows; catch-ups apply from 50.',
      'Add an employer contribution of up to 25% of compensation (about 20% of net self-employment earnings).',
      `File Form 5500-EZ once plan assets exceed ${fig(FIGURES.form5500Assets)}.`,
    ],
    benefits: ['Often the highest contribution limit for moderate self-employment income.'],
    risks: [
      'Deferrals share the one employee limit with any other 401(k) you use that year.',
      'More paperwork than a SEP.',
    ],
    next: ['Total your 401(k) deferrals across all jobs this year before contributing.'],
    sources: [SOURCES.irsSolo401k, SOURCES.irsNotice202567],
  },
  {
    id: 'tax-brackets',
    title: 'Federal tax brackets for 2026',
    questions: [
      'What are the 2026 tax brackets?',
      'How do marginal tax rates work?',
      'federal income tax rates',
    ],
    keywords: [
      'bracket',
      'brackets',
      'tax rate',
      'marginal',
      'income tax',
      'federal tax',
      '10%',
      '12%',
      '22%',
      '24%',
      '32%',
      '35%',
      '37%',
    ],
    summary:
      'For 2026 the federal rates stay at 10%, 12%, 22%, 24%, 32%, 35% and 37%; only the income above each threshold is taxed at the higher rate.',
    points: [
      {
        asks: [
          'what tax bracket am i in',
          'what bracket am i in if we make 150k',
          'what tax bracket am i in',
          'what is my marginal tax rate',
        ],
        uses: ['income', 'married'],
        says: bracketFor,
      },
    ],
    steps: [
      `10% up to ${fig(FIGURES.bracket10Single)} single / ${fig(FIGURES.bracket10Joint)} joint of taxable income.`,
      `12% up to ${fig(FIGURES.bracket12Single)} / ${fig(FIGURES.bracket12Joint)}; 22% up to ${fig(FIGURES.bracket22Single)} / ${fig(FIGURES.bracket22Joint)}.`,
      `24% up to ${fig(FIGURES.bracket24Single)} / ${fig(FIGURES.bracket24Joint)}; 32% up to ${fig(FIGURES.bracket32Single)} / ${fig(FIGURES.bracket32Joint)}.`,
      `35% up to ${fig(FIGURES.bracket35Single)} / ${fig(FIGURES.bracket35Joint)}; 37% above.`,
      'Taxable income is after the standard or itemized deduction.',
    ],
    benefits: [
      'Knowing where the next bracket starts shows how much room you have for Roth conversions or gains.',
    ],
    risks: [
      'Social Security taxation and IRMAA can make your effective marginal rate higher than the bracket.',
    ],
    next: [
      'Find your taxable income on last year’s Form 1040 and see how close you are to the next bracket.',
    ],
    sources: [SOURCES.irsRevProc202532],
  },
  {
    id: 'standard-deduction',
    title: 'The standard deduction and the extra amount at 65',
    questions: [
      'What is the standard deduction for 2026?',
      'Do seniors get a bigger standard deduction?',
      'extra standard deduction over 65',
    ],
    keywords: [
      'standard deduction',
      'deduction',
      'itemize',
      'itemized',
      'over 65',
      'age 65',
      'blind',
      'additional deduction',
    ],
    summary: `For 2026 the standard deduction is ${fig(FIGURES.stdSingle)} single, ${fig(FIGURES.stdJoint)} married filing jointly and ${fig(FIGURES.stdHoh)} head of household, with more at 65.`,
    points: [
      {
        asks: ['should i itemize', 'itemize or take the standard deduction'],
        says: `Only if your itemized deductions (mortgage interest, state and local taxes, charitable gifts and medical costs above 7.5% of income) add up to more than your standard deduction: for 2026, ${fig(FIGURES.stdJoint)} for a married couple or ${fig(FIGURES.stdSingle)} single, plus the extra amounts at 65.`,
      },
      {
        asks: [
          'whats the standard deduction for married couple both over 65',
          'standard deduction for a couple over 65',
          'how about for a couple',
          'standard deduction for me over 65',
        ],
        uses: ['married'],
        says: standardDeductionFor,
      },
    ],
    steps: [
      `At 65 or older add ${fig(FIGURES.extra65Single)} if single or head of household, or ${fig(FIGURES.extra65Married)} per qualifying spouse if married.`,
      `On top of that, the new senior deduction of up to ${fig(FIGURES.seniorDeduction)} per person applies for 2025 to 2028.`,
      'Itemize only if mortgage interest, state and local taxes, charity and medical costs exceed the standard amount.',
      'Bunching charitable gifts, or giving through QCDs, can help when you are near the line.',
    ],
    benefits: ['Most retirees owe less tax thanks to the age-based extras.'],
    risks: ['The senior deduction is temporary and phases out at higher incomes.'],
    next: ['Compare your itemized total with the standard deduction plus the age extras.'],
    sources: [SOURCES.irsRevProc202532, SOURCES.irsObbb],
  },
  {
    id: 'senior-deduction',
    title: 'The new senior deduction (2025 to 2028)',
    questions: [
      'What is the new $6,000 senior deduction?',
      'Who qualifies for the senior bonus deduction?',
      'Is Social Security tax free now?',
      'big beautiful bill seniors deduction',
    ],
    keywords: [
      'senior deduction 2026',
      'senior deduction',
      'senior bonus',
      'bonus',
      '6000',
      'big beautiful bill',
      'obbba',
      'obbb',
      'new deduction',
      'enhanced deduction',
    ],
    summary: `Yes: from 2025 through 2028, each person 65 or older can deduct up to ${fig(FIGURES.seniorDeduction)}, whether or not they itemize, on top of the standard deduction. It shrinks by 6% of income above ${fig(FIGURES.seniorPhaseSingle)} single or ${fig(FIGURES.seniorPhaseJoint)} joint.`,
    points: [
      {
        asks: [
          'do we both get it',
          'do i get the whole 6000 senior deduction',
          'senior deduction for my income',
          'do i qualify for the senior deduction with my income',
        ],
        uses: ['income', 'married'],
        says: seniorDeductionFor,
      },
    ],
    steps: [
      'You must be 65 by the end of the tax year; a married couple where both qualify can deduct up to twice the amount.',
      `It phases out by 6% of modified AGI above ${fig(FIGURES.seniorPhaseSingle)} (single) or ${fig(FIGURES.seniorPhaseJoint)} (joint).`,
      'Married couples must file jointly, and each qualifying person needs a valid Social Security number.',
      'It adds to the regular standard deduction and the existing extra amount for age 65.',
    ],
    benefits: ['Lowers taxable income for most retirees, offsetting tax on Social Security.'],
    risks: [
      'Roth conversions and capital gains can shrink the deduction through the phase-out.',
      'It expires after 2028 unless extended.',
    ],
    next: ['Model this year’s income against the phase-out before any conversion or large sale.'],
    sources: [SOURCES.irsObbb, SOURCES.irsRevProc202532],
  },
  {
    id: 'capital-gains',
    title: 'Capital gains tax',
    questions: [
      'How are capital gains taxed?',
      'What is the 0% capital gains bracket?',
      'Do I pay tax when I sell stock?',

      'selling my house capital gains',
    ],
    keywords: [
      'capital gain',
      'capital gains',
      'sell',
      'selling',
      'stock',
      'stocks',
      'long term',
      'short term',
      'niit',
      'net investment income',
      'tax loss harvesting',
      'home sale',
    ],
    summary: `Long-term gains and qualified dividends are taxed at 0%, 15% or 20%; in 2026 the 0% rate applies up to ${fig(FIGURES.cg0Single)} of taxable income single or ${fig(FIGURES.cg0Joint)} joint.`,
    points: [
      {
        asks: [
          'long term vs short term capital gains',
          'difference between short term and long term gains',
        ],
        says: 'Gains on investments held more than a year are long-term and taxed at 0%, 15% or 20%; gains on investments held a year or less are short-term and taxed as ordinary income at your regular bracket. Massachusetts taxes long-term gains at 5% and short-term gains at 8.5%.',
      },
    ],
    steps: [
      'Short-term gains (held a year or less) are taxed as ordinary income.',
      `Long-term gains: 0% up to the thresholds above, 15% up to ${fig(FIGURES.cg15Single)} single / ${fig(FIGURES.cg15Joint)} joint, 20% above.`,
      `Net investment income tax adds 3.8% above ${fig(FIGURES.niitSingle)} single or ${fig(FIGURES.niitJoint)} joint of modified AGI.`,
      `Selling a main home can exclude up to ${fig(FIGURES.homeSaleSingle)} of gain (${fig(FIGURES.homeSaleJoint)} joint) if ownership and use tests are met.`,
      'Harvest losses to offset gains, and consider giving appreciated shares to charity.',
    ],
    benefits: ['Low-income retirement years can realize gains at 0% federal tax.'],
    risks: [
      'Gains also raise income for Social Security taxation and IRMAA.',
      'Massachusetts taxes long-term gains at 5% and short-term gains at 8.5%.',
    ],
    next: ['Before selling, check cost basis and holding period with your custodian.'],
    sources: [
      SOURCES.irsCapitalGains,
      SOURCES.irsNiit,
      SOURCES.irsRevProc202532,
      SOURCES.massSeniors,
    ],
  },
  {
    id: 'withdrawal-order',
    title: 'Which accounts to draw from first',
    questions: [
      'Which account should I withdraw from first in retirement?',
      'tax efficient withdrawal strategy',
      'Should I spend my IRA or my brokerage account first?',
      'tax diversification',
    ],
    keywords: [
      'which account',
      'first',
      'order',
      'sequence',
      'withdrawal strategy',
      'tax efficient',
      'brokerage',
      'taxable account',
      'tax diversification',
      'buckets',
    ],
    summary:
      'A common order is taxable accounts first, then pre-tax, then Roth, but the best plan blends sources each year to fill low brackets and stay under IRMAA and phase-out limits.',
    steps: [
      'Project taxes year by year from retirement to age 90.',
      'In low-income years, draw from pre-tax accounts or convert to Roth up to a target bracket.',
      'Use taxable accounts for spending when realizing gains at 0% or 15%.',
      'Save Roth money for late in life, high-tax years and heirs.',
    ],
    benefits: ['Can lower lifetime taxes and Medicare premiums noticeably.'],
    risks: ['A rigid order can leave large RMDs and high brackets later.'],
    next: ['List each account by tax type and balance to build a draw-down plan.'],
    sources: [SOURCES.irsPub590b, SOURCES.irsRevProc202532],
  },
  {
    id: 'estimated-taxes',
    title: 'Paying taxes in retirement: withholding and estimates',
    questions: [
      'How do I pay taxes in retirement?',
      'Do I need to make estimated tax payments?',
      'Should I withhold taxes from my IRA withdrawals?',
      'underpayment penalty retirement',
    ],
    keywords: [
      'withholding',
      'withhold',
      'estimated tax',
      'estimated payments',
      'quarterly',
      'underpayment',
      'penalty',
      'form 1040-es',
      'w-4p',
      'w-4r',
    ],
    summary:
      'Without a paycheck, retirees pay tax through withholding on pensions, IRA withdrawals and Social Security, or through quarterly estimated payments.',
    steps: [
      'Add up expected tax for the year on all income sources.',
      'Set withholding on pensions (Form W-4P), IRA withdrawals (Form W-4R) and Social Security (Form W-4V).',
      'Make quarterly estimates for any shortfall, or withhold a lump sum from a year-end IRA distribution.',
      'Remember Massachusetts estimated payments too.',
    ],
    benefits: [
      'Withholding is treated as paid evenly through the year, which helps avoid penalties.',
    ],
    risks: ['Underpaying can bring an underpayment penalty.'],
    next: ['Compare last year’s total tax with what you have withheld so far this year.'],
    sources: [SOURCES.irsEstimated],
  },
  {
    id: 'home-sale',
    title: 'Selling your home: the capital gains exclusion',
    questions: [
      'Do I owe tax if I sell my house?',
      'How much of my home sale profit is tax free?',
      'home sale capital gains exclusion',
      'selling my house after my spouse died taxes',
      'We sold our house, do we owe taxes?',
    ],
    keywords: [
      'sell my house',
      'sold our house',
      'selling the house',
      'home sale',
      'sale of home',
      'condo',
      'primary residence',
      'main home',
      'exclusion',
      'profit on house',
      'downsizing',
    ],
    summary: `If you owned and lived in the home as your main home for at least two of the last five years, up to ${fig(FIGURES.homeSaleSingle)} of the gain is tax-free, or ${fig(FIGURES.homeSaleJoint)} for a married couple filing jointly. Gain above that is taxed as a long-term capital gain, and Massachusetts taxes it at 5%.`,
    points: [
      {
        asks: [
          'we sold our house made about 600k profit do we owe taxes',
          'how much is tax free when i sell my house',
          'selling the condo i lived in gain around 300k',
          'tax on my home sale gain',
        ],
        uses: ['gain'],
        says: homeSaleFor,
      },
      {
        asks: ['selling my house after my spouse died', 'widow selling the house taxes'],
        says: `A surviving spouse who sells within two years of the death can still exclude up to ${fig(FIGURES.homeSaleJoint)} of gain if the couple met the rules just before the death; after that the limit is ${fig(FIGURES.homeSaleSingle)}. The late spouse’s share of the home also gets a stepped-up basis, which shrinks the gain.`,
      },
    ],
    steps: [
      'Work out the gain: the sale price minus selling costs, minus what you paid plus improvements.',
      'Check the two-of-five-years ownership and use tests.',
      'Keep records of improvements; they reduce the gain.',
      'Report the sale if you get a Form 1099-S or have a taxable gain.',
    ],
    benefits: ['Most home sellers owe no federal tax on the sale.'],
    risks: [
      'A large gain can also raise Medicare premiums (IRMAA) two years later.',
      'Gain above the exclusion counts toward the 3.8% net investment income tax at higher incomes.',
    ],
    next: [
      'Gather the closing statements from the purchase and the sale and a list of improvements.',
    ],
    sources: [SOURCES.irsHomeSale, SOURCES.irsPub523],
  },
];
