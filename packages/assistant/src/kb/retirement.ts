import type { Details, Topic } from '../types.ts';
import { dollars, FIGURES, fig, total } from './figures.ts';
import { ageOf, birthYearOf, rmdAge } from './reckon.ts';
import { SOURCES } from './sources.ts';

export const RETIREMENT: Topic[] = [
  {
    id: 'annuity-fit',
    title: 'Would an annuity work for me?',
    questions: [
      'Would an annuity work for me?',
      'Is an annuity a good idea for retirement?',
      'Should I put some of my savings into an annuity?',
      'What is an annuity and who is it for?',
      'Do annuities make sense for retirees?',
      'Is an annuity right for someone like me?',
    ],
    keywords: [
      'annuity',
      'annuities',
      'annuity right for me',
      'guaranteed income',
      'lifetime income',
      'pension like',
      'insurance contract',
      'good idea',
    ],
    summary:
      'An annuity can turn part of your savings into guaranteed income for life; it fits best when your essential bills are not covered by Social Security and pensions.',
    points: [
      {
        asks: [
          'what is a roll-up rate',
          'agent says 7% guaranteed roll-up',
          'guaranteed rollup rate on an income rider',
          'is a 7 percent guaranteed annuity real',
        ],
        says: 'A "guaranteed roll-up" of, say, 7% usually grows an income base: a number used only to work out the lifetime withdrawals an income rider pays. It is not cash you can take out and not a 7% return on your money, and the rider charges its own yearly fee, so compare the yearly income each contract actually guarantees.',
      },
    ],
    steps: [
      'List your essential monthly expenses and the guaranteed income you already have (Social Security, pensions).',
      'If there is a gap, price how much of it an income annuity would cover, and keep the rest of your savings liquid.',
      'Decide what matters most: income for life, growth, protection from market losses, or money left to heirs.',
      'Compare several insurers on payout rate, fees, surrender period and financial strength before you sign.',
    ],
    benefits: [
      'Income you cannot outlive, which protects against living longer than expected.',
      'Protection from market drops for the money inside a fixed or income annuity.',
      'Tax-deferred growth until withdrawals begin.',
    ],
    risks: [
      'Money is tied up: surrender charges often apply for several years.',
      'Fees, especially on variable annuities and riders, reduce returns.',
      'Fixed payments lose buying power to inflation unless you buy an inflation feature.',
      'Withdrawals of earnings before age 59½ generally owe a 10% additional federal tax.',
    ],
    next: [
      'Write down your monthly income gap before you look at any product.',
      'Ask for the contract, the surrender schedule and every fee in writing.',
    ],
    sources: [SOURCES.investorAnnuities, SOURCES.irsAnnuity],
  },
  {
    id: 'annuity-types',
    title: 'Kinds of annuities',
    questions: [
      'What kinds of annuities are there?',
      'Difference between fixed, indexed and variable annuities',
      'What is a SPIA or a deferred income annuity?',
      'What is a MYGA?',
      'immediate vs deferred annuity',
    ],
    keywords: [
      'death benefit',
      'fixed annuity',
      'indexed annuity',
      'fixed indexed',
      'variable annuity',
      'spia',
      'single premium immediate',
      'deferred income annuity',
      'dia',
      'myga',
      'multi year guaranteed',
      'rila',
      'buffered',
      'qlac',
      'kinds',
      'types',
    ],
    summary:
      'Annuities come in a few families: income annuities pay a lifetime check, fixed and indexed annuities protect principal, and variable annuities invest in the market.',
    points: [
      {
        asks: ['what is a spia', 'single premium immediate annuity', 'immediate annuity'],
        says: 'A SPIA (single premium immediate annuity) turns a lump sum into guaranteed income that starts within a year, usually for life. You give up access to the money in exchange for a check you cannot outlive.',
      },
      {
        asks: [
          'indexed annuity vs myga',
          'what is a fixed index annuity',
          'fixed indexed annuity',
          'multi-year guaranteed annuity',
        ],
        says: 'A MYGA (multi-year guaranteed annuity) pays a set interest rate for a set number of years, like a CD from an insurer. A fixed indexed annuity credits part of a market index’s gain, limited by a cap or participation rate, with a 0% floor, so market drops do not reduce your principal.',
      },
      {
        asks: ['variable annuity explained', 'how does a variable annuity work'],
        says: 'A variable annuity invests in subaccounts much like mutual funds, so its value rises and falls with the market. Contract, fund and rider fees together often run 2% to 3% a year, and optional riders can add guaranteed income or death benefits for a further fee.',
      },
      {
        asks: ['can i lose money in an annuity', 'can an annuity lose value in a market drop'],
        says: 'It depends on the kind. Fixed, fixed indexed and income annuities do not lose value when markets fall, though surrender charges can cost you if you leave early; variable annuities and RILAs can lose value. Every guarantee rests on the insurer’s ability to pay.',
      },
      {
        asks: ['what happens to my annuity when i die', 'annuity death benefit'],
        says: 'It depends on the contract. A deferred annuity usually pays its value, or a guaranteed death benefit, to your beneficiaries; an income annuity stops at death unless you chose a joint life, a period certain or a refund feature.',
      },
      {
        asks: ['what is a qlac', 'qualified longevity annuity contract'],
        says: `A QLAC (qualified longevity annuity contract) is a deferred income annuity bought inside an IRA or 401(k) that can start paying as late as 85. The amount in it, up to ${fig(FIGURES.qlacLimit)} in 2026, is left out of your RMDs until payments begin.`,
      },
    ],
    steps: [
      'Immediate income annuity (SPIA): a lump sum buys income that starts within a year, often for life.',
      'Deferred income annuity (DIA or QLAC): income starts later, such as at 80, for a lower price today.',
      'Fixed or multi-year guaranteed annuity (MYGA): a set interest rate for a set number of years, like a CD from an insurer.',
      'Fixed indexed annuity: growth linked to a market index with caps, with no loss of principal from market drops.',
      'Variable annuity or registered index-linked annuity (RILA): invested in subaccounts or buffered index options, so values can fall.',
    ],
    benefits: [
      'There is a type for each goal: income, safety, or tax-deferred growth.',
      'Optional riders can add guaranteed withdrawals or death benefits.',
    ],
    risks: [
      'Caps, participation rates and riders make indexed and variable contracts hard to compare.',
      'Guarantees depend on the insurer’s ability to pay.',
      'Variable annuities and RILAs can lose value.',
    ],
    next: ['Match the type to the one job you want the money to do before comparing products.'],
    sources: [SOURCES.investorAnnuities, SOURCES.investorVariableAnnuities],
  },
  {
    id: 'annuity-fees',
    title: 'Annuity fees and surrender charges',
    questions: [
      'What fees do annuities charge?',
      'What is a surrender charge?',
      'How do I get out of an annuity?',
      'free look period annuity',
    ],
    keywords: [
      'fee',
      'fees',
      'surrender',
      'surrender charge',
      'surrender period',
      'cash out',
      'mortality expense',
      'm&e',
      'rider fee',
      '1035',
      'exchange',
      'free look',
      'cost',
      'expensive',
      'commission',
      'penalty',
    ],
    summary:
      'Annuity costs come from surrender charges for early withdrawals, yearly contract and rider fees, and fund expenses; know all three before you buy or leave.',
    points: [
      {
        asks: [
          'how long do surrender charges last',
          'surrender period how many years',
          'annuity surrender charges how long',
        ],
        says: 'A surrender period usually lasts several years: for example, a 7% charge in the first year that falls by a point a year until it ends in the eighth. Most contracts also let you take about 10% a year without the charge.',
      },
      {
        asks: [
          'what is a 1035 exchange',
          '1035 exchange annuity',
          'move my annuity to another company without tax',
        ],
        says: 'A 1035 exchange moves money from one annuity or life policy to another without tax, as long as it goes directly between insurers. The old contract’s surrender charge still applies, and the new one usually starts a new surrender period.',
      },
      {
        asks: [
          'can i cash out my annuity early',
          'can i get out of my annuity without paying a penalty',
          'cancel my annuity',
          'cash out my annuity early',
        ],
        says: 'Usually only in part. Most contracts let you take about 10% a year free of surrender charges, the free-look period after purchase (set by state law) lets you cancel for a refund, and once the surrender period ends there is no charge. Earnings you take out are taxed, plus 10% before 59½.',
      },
    ],
    steps: [
      'Read the surrender schedule: the charge usually starts at several percent and falls each year to zero.',
      'Check the free withdrawal amount, often around 10% of the value a year, that avoids the charge.',
      'Add up yearly costs: mortality and expense charges, administrative fees, rider fees and fund expenses.',
      'To move to a better contract, a 1035 exchange can avoid current tax, but a new surrender period may start.',
      'Use the free-look period after purchase (set by state law) if you change your mind.',
    ],
    benefits: [
      'Knowing the schedule lets you plan withdrawals that avoid charges.',
      'A 1035 exchange can lower costs without a tax bill.',
    ],
    risks: [
      'Leaving early can cost thousands in surrender charges.',
      'Total yearly fees on some variable annuities with riders can exceed 2% to 3%.',
      'Cashing out earnings is taxed as ordinary income, plus a 10% additional tax before 59½.',
    ],
    next: [
      'Ask the insurer for an in-force illustration and the current surrender value.',
      'Compare the cost of staying with the cost of switching before any exchange.',
    ],
    sources: [SOURCES.investorVariableAnnuities, SOURCES.irsAnnuity],
  },
  {
    id: 'saving-enough',
    title: 'Am I saving enough for retirement?',
    questions: [
      'Am I saving enough for retirement?',
      'How much do I need to retire?',
      'Will my money last in retirement?',
      'Am I on track to retire?',
      'How much should I have saved by 60?',
      'can i afford to retire',
    ],
    keywords: [
      'saving enough',
      'on track',
      'how much',
      'need to retire',
      'nest egg',
      'afford',
      'enough money',
      'retire early',
      'shortfall',
      'savings rate',
      'number',
      'last',
      'run out',
    ],
    summary:
      'You are on track when guaranteed income plus a sustainable draw from savings covers your expected spending, with room for health costs and inflation.',
    points: [
      {
        asks: [
          'how much should i have saved at 55',
          'how much should i have saved by 60',
          'savings benchmark by age',
        ],
        says: 'There is no single right number: what matters is whether your savings can cover the gap between your spending and your guaranteed income, such as Social Security and any pension. A rough test is to multiply that yearly gap by 25, the 4% rule in reverse.',
      },
      {
        asks: [
          'is it too late to start saving for retirement',
          'barely saved anything for retirement',
          'behind on retirement savings',
        ],
        says: (d: Details) => {
          const age = ageOf(d);
          const limits =
            age !== undefined && age >= 50
              ? `At ${age} you can put up to ${total(FIGURES.deferral, age >= 60 && age <= 63 ? FIGURES.catchUp6063 : FIGURES.catchUp50)} a year into a 401(k) and ${total(FIGURES.iraLimit, FIGURES.iraCatchUp)} into an IRA for 2026, catch-ups included`
              : `For 2026 you can put up to ${fig(FIGURES.deferral)} a year into a 401(k), plus ${fig(FIGURES.catchUp50)} in catch-ups from 50, and ${fig(FIGURES.iraLimit)} into an IRA`;
          return `No, it is not too late. ${limits}, and each extra year of work and of waiting to claim Social Security raises your income for life.`;
        },
      },
      {
        asks: [
          'scared my money wont last',
          'will my money run out',
          'afraid of running out of money',
        ],
        says: 'You can check it. Add up a year of spending, subtract Social Security and any pension, and compare what is left with your savings: about 4% or less a year has historically lasted 30 years. More than that is a sign to adjust spending, income or timing, not a reason to panic.',
      },
    ],
    steps: [
      'Estimate retirement spending; many people need 70% to 80% of pre-retirement income, but your own budget is better.',
      'Get your Social Security estimate from your my Social Security account and add any pensions.',
      'The gap between spending and guaranteed income is what savings must cover each year.',
      'Compare that yearly gap with a cautious withdrawal rate (about 3% to 4% of savings) to see if savings suffice.',
      `If short, raise savings (up to ${fig(FIGURES.deferral)} in a 401(k), plus catch-ups after 50), work longer, or delay Social Security.`,
    ],
    benefits: [
      'A written number turns worry into a plan you can adjust.',
      'Small changes made years before retirement have the biggest effect.',
    ],
    risks: [
      'Health care, long-term care and taxes are often underestimated.',
      'A market drop early in retirement can shorten how long savings last.',
      'Rules of thumb ignore your own spending, taxes and life expectancy.',
    ],
    next: [
      'Check your earnings record and benefit estimate at ssa.gov.',
      'Try a retirement calculator at investor.gov, then have the result checked against your full picture.',
    ],
    sources: [SOURCES.ssaMyAccount, SOURCES.investorCalculators, SOURCES.dolRetirement],
  },
  {
    id: 'income-plan',
    title: 'Building a retirement income plan',
    questions: [
      'How do I turn my savings into a paycheck in retirement?',
      'What is a retirement income plan?',
      'How should I draw down my savings?',
      'how to create income in retirement',
    ],
    keywords: [
      'income plan',
      'paycheck',
      'drawdown',
      'bucket',
      'buckets',
      'income floor',
      'distribution',
      'spending plan',
      'retirement income',
      'cash flow',
      'stay retired',
    ],
    summary:
      'A retirement income plan matches each kind of spending to a source of money, so essentials are covered by reliable income and the rest can stay invested.',
    points: [
      {
        asks: [
          'bucket strategy',
          'bucket strategy for retirement income',
          'what is the bucket approach',
        ],
        says: 'A bucket strategy keeps one to two years of planned withdrawals in cash or short-term bonds, the next several years in bonds and the rest invested for growth. You refill the cash bucket once a year, so a market drop never forces you to sell.',
      },
    ],
    steps: [
      'Split spending into essentials (housing, food, insurance, taxes) and wants (travel, gifts).',
      'Cover essentials with guaranteed income: Social Security, pensions and, if needed, an income annuity.',
      'Keep one to two years of planned withdrawals in cash or short-term bonds so you never sell in a downturn.',
      'Invest the rest for growth and refill the cash bucket once a year.',
      'Review once a year for taxes, required minimum distributions and spending changes.',
    ],
    benefits: [
      'Market drops do not force you to cut essentials.',
      'A clear plan makes spending decisions easier and calmer.',
    ],
    risks: [
      'Holding too much cash loses ground to inflation.',
      'Ignoring the order of withdrawals can raise lifetime taxes and Medicare premiums.',
    ],
    next: ['Gather your account statements, Social Security estimate and a year of spending.'],
    sources: [SOURCES.dolRetirement, SOURCES.ssaMyAccount],
  },
  {
    id: 'withdrawal-rate',
    title: 'How much can I safely withdraw?',
    questions: [
      'What is the 4% rule?',
      'How much can I withdraw from my savings each year?',
      'What is a safe withdrawal rate?',
      'how fast can i spend my 401k in retirement',
    ],
    keywords: [
      'how long will my money last',
      'spend a year',
      '4%',
      'four percent',
      'rule',
      'withdrawal rate',
      'take out every year',
      'nest egg',
      'per year',
      'safe withdrawal',
      'sequence',
      'sequence of returns',
      'spend down',
      'withdraw',
      'guardrails',
    ],
    summary:
      'A starting withdrawal of about 3% to 4% of savings, adjusted for inflation, has historically lasted 30 years, but flexibility matters more than the exact number.',
    points: [
      {
        asks: ['what is sequence of returns risk', 'sequence risk in retirement'],
        says: 'Sequence risk is the danger of poor market returns in the first years of retirement, while you also withdraw money: selling after early losses leaves less to recover, so the same average return can last years less. A cash cushion and flexible withdrawals reduce it.',
      },
      {
        asks: ['is the 4 percent rule still ok', 'does the 4% rule still work'],
        says: 'The 4% rule says that taking 4% of savings in the first year, then the same dollar amount raised for inflation, has historically lasted about 30 years. It is still a reasonable starting point, but a bad market in the first years (sequence risk) matters more than the exact rate, so be ready to trim spending after a bad year.',
      },
      {
        asks: [
          'how long will my savings last if i spend',
          'how long will my money last spending a year',
          'how long will 800k last',
        ],
        uses: ['assets', 'spending'],
        says: (d: Details) => {
          if (!d.assets || !d.spending)
            return 'It depends on your yearly spending from savings, after Social Security and any pension, compared with what you have saved: about 4% of savings or less a year has historically lasted 30 years. How much do you have saved, and how much do you spend from it a year?';
          const rate = (100 * d.spending) / d.assets;
          const years = Math.floor(d.assets / d.spending);
          return `Spending ${dollars(d.spending)} a year from ${dollars(d.assets)} is a ${rate.toFixed(2).replace(/\.?0+$/, '')}% withdrawal rate, against about 4% (${dollars(d.assets * 0.04)} a year) that has historically lasted 30 years. With no growth after inflation it would last ${years} years; steady growth stretches that, and a bad market early shortens it.`;
        },
      },
    ],
    steps: [
      'Start with your yearly need from savings and divide it by your balance to see your rate.',
      'Below about 4% is generally sustainable for a 30-year retirement; above 5% needs a closer look.',
      'Use guardrails: trim withdrawals after a bad year and allow raises after a good one.',
      'Take required minimum distributions into account once they start.',
    ],
    benefits: [
      'A simple check on whether spending is sustainable.',
      'Guardrails let you spend more in good years with less risk.',
    ],
    risks: [
      'Poor returns in the first years of retirement (sequence risk) can deplete savings early.',
      'Long lives, high inflation or large health costs can break any fixed rule.',
    ],
    next: ['Work out your current withdrawal rate and test it against a bad first five years.'],
    sources: [SOURCES.investorCalculators, SOURCES.dolRetirement],
  },
  {
    id: 'contribution-limits',
    title: 'Retirement contribution limits for 2026',
    questions: [
      'What retirement contribution should I consider this year?',
      'How much can I put in my 401k this year?',
      'What is the IRA contribution limit?',
      'What are the 2026 contribution limits?',
      'max 401k contribution 2026',
      'how much can i contribute to my 403b',
    ],
    keywords: [
      'contribution',
      'contribute',
      'limit',
      'limits',
      'max',
      'maximum',
      '401k',
      '403b',
      '457b',
      'tsp',
      'ira',
      'simple ira',
      'deferral',
      'this year',
      'put in',
      'save',
    ],
    summary: `For 2026 you can put up to ${fig(FIGURES.deferral)} into a 401(k), 403(b), most 457 plans or the TSP, plus a catch-up from age 50 (${fig(FIGURES.catchUp50)}, or ${fig(FIGURES.catchUp6063)} at ages 60 to 63), and up to ${fig(FIGURES.iraLimit)} into IRAs (${fig(FIGURES.iraCatchUp)} more from 50). Catch-ups by people whose 2025 pay from the employer topped ${fig(FIGURES.rothCatchUpWages)} must go in as Roth.`,
    points: [
      {
        asks: [
          'how much can i put in my 401k if im 61',
          'how much can i put in my 401k at my age',
          'max 401k contribution for my age',
          '401k limit if im over 50',
        ],
        uses: ['ages'],
        says: (d: Details) => {
          const age = ageOf(d);
          const roth = ` If your 2025 pay from that employer was over ${fig(FIGURES.rothCatchUpWages)}, the catch-up must go in as Roth.`;
          if (age === undefined)
            return `For 2026 the 401(k) limit is ${fig(FIGURES.deferral)}, plus a catch-up from 50: ${fig(FIGURES.catchUp50)}, or ${fig(FIGURES.catchUp6063)} at ages 60 to 63. How old will you be at the end of 2026?`;
          if (age < 50) return `At ${age} you can defer up to ${fig(FIGURES.deferral)} in 2026.`;
          if (age >= 60 && age <= 63)
            return `At ${age} you can put in ${fig(FIGURES.deferral)} plus the larger ${fig(FIGURES.catchUp6063)} catch-up for ages 60 to 63: ${total(FIGURES.deferral, FIGURES.catchUp6063)} in all for 2026.${roth}`;
          return `At ${age} you can put in ${fig(FIGURES.deferral)} plus the ${fig(FIGURES.catchUp50)} catch-up: ${total(FIGURES.deferral, FIGURES.catchUp50)} in all for 2026.${roth}`;
        },
      },
      {
        asks: [
          'how much can i put in my ira',
          'ira limit for my age',
          'max i can put in an ira if im 55',
          'and my ira too how much there',
          'and for an ira',
          'what is the 2026 ira limit',
        ],
        uses: ['ages'],
        says: (d: Details) => {
          const age = ageOf(d);
          const sum = total(FIGURES.iraLimit, FIGURES.iraCatchUp);
          if (age === undefined)
            return `For 2026 you can put ${fig(FIGURES.iraLimit)} into IRAs, or ${sum} at 50 or older (a ${fig(FIGURES.iraCatchUp)} catch-up), counting traditional and Roth IRAs together.`;
          if (age < 50)
            return `At ${age} you can put ${fig(FIGURES.iraLimit)} into IRAs for 2026, counting traditional and Roth IRAs together.`;
          return `At ${age} you can put ${sum} into IRAs for 2026: ${fig(FIGURES.iraLimit)} plus the ${fig(FIGURES.iraCatchUp)} catch-up, counting traditional and Roth IRAs together.`;
        },
      },
    ],
    steps: [
      'First contribute enough to your workplace plan to get the full employer match.',
      `Workplace plans: up to ${fig(FIGURES.deferral)}; SIMPLE IRA plans: up to ${fig(FIGURES.simpleDeferral)}.`,
      `IRAs (traditional and Roth combined): up to ${fig(FIGURES.iraLimit)}, plus ${fig(FIGURES.iraCatchUp)} more at 50 or older.`,
      `Employee and employer additions to one plan together are capped at ${fig(FIGURES.annualAdditions)}.`,
      'Decide between pre-tax and Roth contributions based on your tax rate now versus in retirement.',
    ],
    benefits: [
      'Lower taxable income now (pre-tax) or tax-free income later (Roth).',
      'Employer matches are an immediate return on your money.',
    ],
    risks: [
      'Money withdrawn before 59½ generally owes a 10% additional tax unless an exception applies.',
      'Over-contributing creates excess contributions that must be corrected.',
    ],
    next: [
      'Check your pay-period deferral so you reach your goal by December without missing match dollars.',
    ],
    sources: [SOURCES.irsNotice202567, SOURCES.irsCola, SOURCES.irs401k, SOURCES.irsIra],
  },
  {
    id: 'catch-up',
    title: 'Catch-up contributions after 50 (and ages 60 to 63)',
    questions: [
      'What are catch-up contributions?',
      'How much extra can I save after 50?',
      'catch up contribution limit 2026',
    ],
    keywords: [
      'catch up',
      'catchup',
      'over 50',
      'age 50',
      '60 63',
      'super catch up',
      'extra',
      'roth catch up',
      'older worker',
    ],
    summary: `At 50 or older you can add ${fig(FIGURES.catchUp50)} to a 401(k)-type plan, and at ages 60 to 63 the catch-up is ${fig(FIGURES.catchUp6063)} instead.`,
    points: [
      {
        asks: [
          'what is the super catch-up for ages 60 to 63',
          'im 61 is there a bigger catch up',
          'super catch-up 60 to 63',
          'bigger catch up at 60 61 62 63',
        ],
        uses: ['ages'],
        says: (d: Details) => {
          const age = ageOf(d);
          const sum = total(FIGURES.deferral, FIGURES.catchUp6063);
          if (age !== undefined && age >= 60 && age <= 63)
            return `Yes. At ${age} your catch-up is ${fig(FIGURES.catchUp6063)} instead of ${fig(FIGURES.catchUp50)}, so you can put in ${sum} in all for 2026 (${fig(FIGURES.deferral)} plus the catch-up), if your plan offers it.`;
          return `Yes: in the years you turn 60, 61, 62 or 63 the catch-up is ${fig(FIGURES.catchUp6063)} instead of ${fig(FIGURES.catchUp50)}, for a total of ${sum} in 2026, if your plan offers it.`;
        },
      },
      {
        asks: [
          'does the bigger catch-up go away at 64',
          'does that go away at 64',
          'what happens to the catch up at 64',
        ],
        says: `Yes. The larger ${fig(FIGURES.catchUp6063)} catch-up applies only in the years you turn 60 through 63; from the year you turn 64 you are back to the regular ${fig(FIGURES.catchUp50)}, or ${total(FIGURES.deferral, FIGURES.catchUp50)} in all at 2026 limits.`,
      },
      {
        asks: [
          'do my catch-up contributions have to be roth',
          'do my catch up contributions have to be roth',
          'roth catch up rule for high earners',
          'i make 180k do my catch ups have to be roth',
        ],
        uses: ['earnings'],
        says: (d: Details) => {
          const pay = d.earnings ?? d.income;
          if (pay === undefined)
            return `Only if your 2025 pay (Social Security wages) from that employer was over ${fig(FIGURES.rothCatchUpWages)}: from 2026, under SECURE 2.0, those catch-ups must go in as Roth, taxed now and tax-free later. Was your pay from that employer over that amount last year?`;
          if (pay > FIGURES.rothCatchUpWages.amount)
            return `Yes. With pay of about ${dollars(pay)}, over the ${fig(FIGURES.rothCatchUpWages)} line for 2025 wages, your catch-up contributions in 2026 must go in as Roth (taxed now, tax-free later); the regular ${fig(FIGURES.deferral)} can still be pre-tax.`;
          return `No. With pay of about ${dollars(pay)}, at or under the ${fig(FIGURES.rothCatchUpWages)} line for 2025 wages, you can still make catch-ups pre-tax; the Roth rule applies only above it.`;
        },
      },
    ],
    steps: [
      `Ages 50 to 59 and 64 or older: catch-up of ${fig(FIGURES.catchUp50)} in 401(k), 403(b), governmental 457 plans and the TSP.`,
      `Ages 60, 61, 62 or 63 at year end: a higher catch-up of ${fig(FIGURES.catchUp6063)}.`,
      `IRAs: an extra ${fig(FIGURES.iraCatchUp)} at 50 or older.`,
      `If your prior-year FICA wages from the employer exceeded ${fig(FIGURES.rothCatchUpWages)}, catch-ups must go in as Roth starting in 2026.`,
    ],
    benefits: [
      'The last working years are often the highest-earning, so catch-ups can add a lot quickly.',
      'Pre-tax catch-ups lower taxable income in high-bracket years.',
    ],
    risks: [
      'Not every plan offers catch-ups or a Roth option.',
      'Required Roth catch-ups for higher earners remove the current-year deduction.',
    ],
    next: [
      'Ask your plan administrator whether it offers the 60 to 63 catch-up and Roth catch-ups.',
    ],
    sources: [SOURCES.irsNotice202567, SOURCES.irsCola],
  },
  {
    id: 'roth-vs-traditional',
    title: 'Roth or traditional?',
    questions: [
      'Should I do Roth or traditional?',
      'Roth 401k vs traditional 401k',
      'Is a Roth IRA better than a traditional IRA?',
      'pre-tax or after tax contributions',
      'Can I contribute to a Roth IRA with my income?',
      'roth ira income limit',
    ],
    keywords: [
      'tax now or later',
      'tax free withdrawals',
      'five year rule',
      'roth',
      'traditional',
      'pre tax',
      'pretax',
      'after tax',
      'tax free',
      'tax deferred',
      'backdoor',
      'income limit',
      'married filing jointly',
      'make too much',
      'roth ira',
      'phase out',
      'eligible',
      'deductible',
    ],
    summary:
      'Traditional contributions cut taxes now and are taxed later; Roth contributions are taxed now and come out tax-free later, so the choice turns on your tax rate today versus in retirement.',
    points: [
      {
        asks: [
          'can i do a roth ira if i make',
          'roth ira income limits 2026',
          'can we still do a roth if we make',
          'roth ira income limit married',
          'make too much for a roth',
        ],
        uses: ['income', 'married'],
        says: (d: Details) => {
          const joint = d.married === true;
          const start = joint ? FIGURES.rothPhaseJointStart : FIGURES.rothPhaseSingleStart;
          const end = joint ? FIGURES.rothPhaseJointEnd : FIGURES.rothPhaseSingleEnd;
          const who = joint ? 'a married couple filing jointly' : 'a single filer';
          if (d.income === undefined || d.married === undefined)
            return `For 2026 a full Roth IRA contribution is allowed with income under ${fig(FIGURES.rothPhaseSingleStart)} if single or ${fig(FIGURES.rothPhaseJointStart)} if married filing jointly, phasing out completely at ${fig(FIGURES.rothPhaseSingleEnd)} and ${fig(FIGURES.rothPhaseJointEnd)}. The IRA limit is ${fig(FIGURES.iraLimit)}, or ${total(FIGURES.iraLimit, FIGURES.iraCatchUp)} at 50 or older.`;
          if (d.income < start.amount)
            return `Yes. With income of about ${dollars(d.income)}, ${who} is under ${fig(start)}, so you can put the full ${fig(FIGURES.iraLimit)} (${total(FIGURES.iraLimit, FIGURES.iraCatchUp)} at 50 or older) into a Roth IRA for 2026${joint ? ', each of you' : ''}.`;
          if (d.income < end.amount)
            return `Partly. With income of about ${dollars(d.income)}, ${who} is in the phase-out between ${fig(start)} and ${fig(end)}, so only a reduced Roth IRA contribution is allowed for 2026.`;
          return `Not directly. With income of about ${dollars(d.income)}, ${who} is over ${fig(end)}, the 2026 limit for Roth IRA contributions; a nondeductible IRA contribution converted to Roth (a "backdoor Roth") may still work.`;
        },
      },
      {
        asks: [
          'tax free roth withdrawals rules 5 years',
          'roth 5 year rule',
          'can i withdraw from my roth without tax',
        ],
        says: 'Roth IRA contributions can come out at any time, tax- and penalty-free. Earnings are tax-free once you are 59½ and your first Roth IRA is at least 5 years old, counted from January 1 of the year of your first contribution.',
      },
      {
        asks: ['backdoor roth', 'what is a backdoor roth'],
        says: 'A backdoor Roth is a nondeductible traditional IRA contribution followed by a conversion to Roth, used when income is over the Roth limits. If you hold other pre-tax IRA money, the pro-rata rule makes part of the conversion taxable.',
      },
    ],
    steps: [
      'Compare your current bracket with the bracket you expect in retirement, including RMDs and Social Security.',
      'If you expect a higher or equal rate later, Roth tends to win; if lower, traditional tends to win.',
      `Roth IRA contributions phase out at incomes of ${fig(FIGURES.rothPhaseSingleStart)} to ${fig(FIGURES.rothPhaseSingleEnd)} for single filers and ${fig(FIGURES.rothPhaseJointStart)} to ${fig(FIGURES.rothPhaseJointEnd)} for joint filers.`,
      'Above those limits, a nondeductible IRA contribution followed by a conversion (a "backdoor Roth") may work; watch the pro-rata rule.',
      'Many people split contributions to have both kinds of money in retirement.',
    ],
    benefits: [
      'Roth money has no required distributions during the owner’s life and is tax-free to heirs.',
      'Traditional contributions lower taxable income in peak earning years.',
    ],
    risks: [
      'Tax laws can change either way.',
      'Roth earnings withdrawn before age 59½ and five years can be taxed and penalized.',
    ],
    next: ['Look at last year’s tax return to see your marginal bracket before choosing.'],
    sources: [SOURCES.irsRoth, SOURCES.irsIra, SOURCES.irsNotice202567],
  },
  {
    id: 'roth-conversion',
    title: 'Roth conversions',
    questions: [
      'Should I convert my IRA to a Roth?',
      'What is a Roth conversion?',
      'How much should I convert to Roth each year?',
      'Is a Roth conversion worth it before RMDs?',
      'convert 401k to roth',
    ],
    keywords: [
      'conversion',
      'convert',
      'converting',
      'roth conversion',
      'fill bracket',
      'tax now',
      'pro rata',
      'five year rule',
    ],
    summary:
      'A Roth conversion moves pre-tax money into a Roth account: the amount converted is added to this year’s taxable income, and future growth and withdrawals can then be tax-free. It tends to pay when your tax bracket now is lower than the one you expect later.',
    points: [
      {
        asks: [
          'is it too late to do a roth conversion at 72',
          'is there an age limit for roth conversions',
          'can i convert to roth after 70',
          'am i too old for a roth conversion',
        ],
        says: (d: Details) => {
          const age = ageOf(d);
          return `No. There is no age limit on Roth conversions${age ? `, so at ${age} you can still convert` : ''}. Once RMDs have started, that year’s RMD must come out first and cannot itself be converted, and the amount you convert is taxed as income that year.`;
        },
      },
      {
        asks: [
          'will a roth conversion raise my medicare premiums',
          'will that make my medicare go up',
          'roth conversion and irmaa',
        ],
        says: `It can. Medicare looks at your income from two years earlier, so a conversion this year can raise your Part B and D premiums two years later through IRMAA (an income-related surcharge) if it lifts income over ${fig(FIGURES.irmaaSingle)} single or ${fig(FIGURES.irmaaJoint)} joint (the 2026 lines). The surcharge lasts only for that one year.`,
      },
      {
        asks: ['how much should i convert to roth each year', 'roth conversion how much each year'],
        says: `Usually enough to fill your current tax bracket and no more: for 2026 the 12% bracket ends at ${fig(FIGURES.bracket12Joint)} of taxable income for joint filers, and 22% at ${fig(FIGURES.bracket22Joint)}. Check IRMAA too: Medicare premiums rise two years later if income tops ${fig(FIGURES.irmaaJoint)} joint.`,
      },
      {
        asks: [
          'should i convert to roth before rmds start',
          'best time to do roth conversions',
          'roth conversion before required minimum distributions',
        ],
        says: 'Often the best time is the low-income years between retirement and the start of RMDs (at 73 or 75) or Social Security: converting enough to fill a low tax bracket then can shrink later RMDs. Whether it pays depends on your bracket now versus later.',
      },
    ],
    steps: [
      'Look for low-income years, often between retirement and the start of Social Security or RMDs.',
      `Convert only enough to "fill" your current bracket; for 2026 the 12% bracket ends at ${fig(FIGURES.bracket12Joint)} of taxable income for joint filers.`,
      'Pay the tax from money outside the IRA so the full amount keeps growing.',
      'Check the effect on Medicare premiums (IRMAA uses income from two years earlier) and on taxation of Social Security.',
      'Each conversion starts its own five-year clock for penalty-free access before 59½.',
    ],
    benefits: [
      'Smaller required minimum distributions later.',
      'Tax-free income for you and tax-free inheritance for heirs.',
      'More control over taxable income in retirement.',
    ],
    risks: [
      'The tax is due now and conversions cannot be undone.',
      'Extra income can raise Medicare premiums two years later and the tax on Social Security.',
    ],
    next: [
      'Project your taxes for the next ten years to find the years where converting costs least.',
    ],
    sources: [SOURCES.irsRoth, SOURCES.irsRollover, SOURCES.irsRevProc202532],
  },
  {
    id: 'rmd',
    title: 'Required minimum distributions (RMDs)',
    questions: [
      'rmd age 73 or 75',
      'When must I start withdrawing from my IRA?',
      'How do required minimum distributions work?',
    ],
    keywords: [
      'start withdrawals',
      'take money out',
      'required minimum distribution',
      'rmd',
      'minimum',
      'age 73',
      'age 75',
      'uniform lifetime',
      'missed',
      'penalty',
      'withdraw',
      'must take',
      'forced',
    ],
    summary:
      'RMDs (required minimum distributions), the yearly withdrawals the IRS requires from traditional IRAs and 401(k)s, start at 73 if you were born 1951 to 1959 and at 75 if born in 1960 or later. Missing one costs a 25% excise tax, or 10% if corrected within two years.',
    points: [
      {
        asks: [
          'what age do required minimum distributions start',
          'when do i have to take rmds',
          'when do i have to start taking money out of my ira born in',
          'rmd age if born 1960',
          'what age do i have to start rmds',
          'when do my rmds start',
          'what age do i have to start taking money out of my ira',
        ],
        uses: ['birthYear'],
        says: (d: Details) => {
          const born = birthYearOf(d);
          if (born === undefined)
            return 'RMDs (required minimum distributions, the yearly withdrawals the IRS requires) start at 73 if you were born 1951 to 1959 and at 75 if born in 1960 or later. What year were you born?';
          if (born <= 1950)
            return `For someone born in ${born}, RMDs (required minimum distributions) have already started: each year’s is due by December 31.`;
          const age = rmdAge(born);
          const start = born + age;
          return `For someone born in ${born}, RMDs (required minimum distributions) start at ${age}, in ${start}. The first can wait until April 1, ${start + 1}, but then two fall in ${start + 1}, so many people take the first by December 31, ${start}.`;
        },
      },
      {
        asks: [
          'is the penalty still 50%',
          'wasnt the rmd penalty 50 percent',
          'is the rmd penalty still 50 percent',
        ],
        says: 'No. Since 2023 the penalty for a missed RMD is 25% of the amount not taken, cut to 10% if you take it and correct it within two years; the IRS can also waive it for a reasonable error if you ask on Form 5329.',
      },
      {
        asks: [
          'what happens if i miss my rmd',
          'what happens if i miss my rmd',
          'forgot my required distribution',
          'penalty for missing an rmd',
        ],
        says: 'A missed RMD owes a 25% excise tax on the amount not taken, cut to 10% if you take it and correct it within two years. Take it as soon as you notice, and ask the IRS to waive the tax on Form 5329 if the miss was a reasonable error.',
      },
      {
        asks: ['rmd deadline', 'first rmd deadline april 1', 'when is my rmd due'],
        says: 'Each RMD is due by December 31. The first one can wait until April 1 of the following year, but then two are due that year, which can push you into a higher bracket.',
      },
      {
        asks: [
          'how are rmds calculated',
          'how much is my rmd',
          'how is my rmd calculated',
          'my ira custodian says i have to withdraw this year how much',
        ],
        says: 'Divide the account’s balance on December 31 of last year by the distribution period for your age in the IRS Uniform Lifetime Table (26.5 at 73, for example); your custodian usually works it out for you.',
      },
      {
        asks: [
          'do roth accounts have rmds',
          'do roth accounts have rmds',
          'does my roth have required distributions',
        ],
        says: 'No. Roth IRAs have no RMDs for the original owner, and since 2024 neither do Roth 401(k)s; heirs do have withdrawal rules.',
      },
    ],
    steps: [
      'Find your RMD age: 73 if born 1951 to 1959, 75 if born 1960 or later.',
      'Your first RMD may wait until April 1 of the next year, but then two are due that year.',
      'Divide each account’s December 31 balance by the IRS Uniform Lifetime Table factor for your age.',
      'IRAs can be combined for one withdrawal; each 401(k) needs its own.',
      'Roth IRAs and, since 2024, Roth 401(k)s have no RMDs for the original owner.',
    ],
    benefits: [
      'Planning RMDs early (with Roth conversions or QCDs) can lower lifetime taxes.',
      'Withdrawals can be taken monthly or once a year.',
    ],
    risks: [
      'A missed RMD owes a 25% excise tax, reduced to 10% if corrected in time.',
      'Large RMDs can push you into a higher bracket and raise Medicare premiums.',
    ],
    next: ['Ask your custodians to calculate this year’s RMD and set up automatic withdrawals.'],
    sources: [SOURCES.irsRmd, SOURCES.irsPub590b],
  },
  {
    id: 'qcd',
    title: 'Qualified charitable distributions (QCDs)',
    questions: [
      'What is a QCD?',
      'Can I give to charity from my IRA?',
      'How do qualified charitable distributions work?',
      'donate ira to charity tax free',
    ],
    keywords: [
      'qualified charitable distribution',
      'qcd',
      'charity',
      'charitable',
      'donate',
      'donation',
      'church',
      'giving',
      '70half',
      'gift',
    ],
    summary: `From age 70½ you can send up to ${fig(FIGURES.qcdLimit)} a year directly from an IRA to charity; it is left out of income and counts toward your RMD.`,
    points: [
      {
        asks: [
          'can a qcd count toward my rmd',
          'can i give my rmd to my church',
          'can i donate my rmd to charity',
          'can a qcd count toward my rmd',
        ],
        uses: ['ages'],
        says: (d: Details) => {
          const age = ageOf(d);
          if (age !== undefined && age < 70)
            return `Not yet: qualified charitable distributions (QCDs) start at 70½. From then you can send up to ${fig(FIGURES.qcdLimit)} a year straight from your IRA to a charity, left out of your taxable income, and once RMDs start it counts toward them.`;
          return `Yes${age ? `: at ${age}` : ', from age 70½:'} you can send up to ${fig(FIGURES.qcdLimit)} a year straight from your IRA to a charity such as your church as a qualified charitable distribution (QCD). It counts toward your RMD and is left out of your taxable income.`;
        },
      },
      {
        asks: ['can i do a qcd after 70', 'what age can i do a qcd', 'can i do it after 70'],
        says: 'Yes, from 70½: you must be at least 70½ on the day of the gift, which is earlier than the RMD age, so QCDs can start before RMDs do.',
      },
    ],
    steps: [
      'Be at least 70½ on the day of the distribution.',
      'Ask the IRA custodian to pay the charity directly; a check made out to you does not qualify.',
      'Give to a public charity; donor-advised funds and private foundations do not qualify.',
      'Keep the charity’s written acknowledgment, and tell your tax preparer so the 1099-R is reported correctly.',
    ],
    benefits: [
      'Lowers adjusted gross income, which can reduce tax on Social Security and Medicare premiums.',
      'Works even if you take the standard deduction.',
    ],
    risks: [
      'Only IRAs qualify (not active SEP or SIMPLE IRAs, and not 401(k)s without a rollover first).',
      'Deductible IRA contributions made after 70½ reduce the amount that can be excluded.',
    ],
    next: ['Plan QCDs early in the year so they satisfy the RMD before other withdrawals.'],
    sources: [SOURCES.irsQcd, SOURCES.irsPub590b, SOURCES.irsNotice202567],
  },
  {
    id: 'inherited-ira',
    title: 'Inherited IRAs and the 10-year rule',
    questions: [
      'I inherited an IRA, what do I do?',
      'What is the 10-year rule for inherited IRAs?',
      'Do I have to take money out of an inherited IRA?',
      'inherited 401k from my mother',
    ],
    keywords: [
      'inherited',
      'inherit',
      'beneficiary ira',
      '10 year rule',
      'ten year',
      'stretch',
      'eligible designated',
      'heir',
      'from my parent',
    ],
    summary:
      'Most non-spouse beneficiaries must empty an inherited IRA within 10 years; spouses and some others have more flexible options.',
    points: [
      {
        asks: [
          'my brother left me his ira do i have to empty it in 10 years',
          'inherited ira from my sister older than me',
          'eligible designated beneficiary',
          'not more than 10 years younger',
        ],
        says: 'No, not if the owner was older than you or less than 10 years older: a beneficiary who is not more than 10 years younger than the owner is an "eligible designated beneficiary" and can spread withdrawals over their own life expectancy instead of emptying the account within 10 years.',
      },
    ],
    steps: [
      'Do not cash out: ask the custodian to retitle the account as an inherited IRA.',
      'A surviving spouse can treat the IRA as their own or keep it as inherited.',
      'Most other beneficiaries must withdraw everything by the end of the tenth year after death.',
      'If the owner had already started RMDs, yearly withdrawals are generally also required in years 1 to 9.',
      'Spread withdrawals to avoid pushing income into a high bracket in one year.',
    ],
    benefits: [
      'Inherited Roth IRAs can be withdrawn tax-free within the 10 years.',
      'Planned withdrawals can keep taxes level across years.',
    ],
    risks: [
      'A lump-sum withdrawal can trigger a large tax bill.',
      'Missing required yearly withdrawals can owe an excise tax.',
    ],
    next: [
      'Bring the death certificate and the account statements to the custodian, and plan withdrawals before taking any.',
    ],
    sources: [SOURCES.irsPub590b, SOURCES.irsRmd],
  },
  {
    id: 'rollover',
    title: 'Rolling over a 401(k) at retirement',
    questions: [
      'Should I roll my 401k into an IRA?',
      'What do I do with my 401k when I retire?',
      'How do I roll over my old 401k?',
      'leave money in 401k or move it',
    ],
    keywords: [
      'rollover',
      'roll over',
      'roll',
      'old 401k',
      'former employer',
      'direct rollover',
      'transfer',
      'consolidate',
      'leave in plan',
    ],
    summary:
      'At retirement you can leave a 401(k) where it is, roll it to an IRA, or move it to a new plan; a direct rollover avoids withholding and tax.',
    points: [
      {
        asks: [
          'should i roll my 401k into an ira when i retire',
          'roll over 401k to ira when i retire',
        ],
        says: 'You can, and a direct rollover is tax-free, but it is not always best: if you retire in or after the year you turn 55, that employer’s 401(k) lets you withdraw without the 10% early penalty, which an IRA does not, and some plans have lower-cost funds.',
      },
    ],
    steps: [
      'Compare the plan’s funds and fees with what an IRA would offer.',
      'Ask for a direct (trustee-to-trustee) rollover; a check made out to you has 20% withheld and a 60-day deadline.',
      'Keep employer stock in mind: net unrealized appreciation rules may favour moving it to a taxable account.',
      'If you retire in or after the year you turn 55, withdrawals from that employer’s 401(k) avoid the 10% early penalty; an IRA does not offer this.',
    ],
    benefits: [
      'Fewer accounts to track and more investment choice in an IRA.',
      'Direct rollovers are not taxable.',
    ],
    risks: [
      'Indirect rollovers missed by 60 days become taxable distributions.',
      '401(k)s may offer stronger creditor protection and lower-cost institutional funds.',
    ],
    next: ['Request your plan’s fee disclosure and distribution options before deciding.'],
    sources: [SOURCES.irsRollover, SOURCES.irsEarlyWithdrawal],
  },
  {
    id: 'pension-choice',
    title: 'Pension: lump sum or monthly payments?',
    questions: [
      'Should I take my pension as a lump sum or monthly?',
      'pension lump sum vs annuity',
      'Which pension survivor option should I pick?',
      'joint and survivor pension option',
    ],
    keywords: [
      'pension',
      'lump sum',
      'monthly pension',
      'survivor option',
      'joint and survivor',
      'single life',
      'defined benefit',
      'buyout',
    ],
    summary:
      'A pension’s monthly option gives lifetime income with no investment risk; a lump sum gives control and flexibility but you take on market and longevity risk.',
    points: [
      {
        asks: ['which pension option protects my wife', 'pension survivor option for my spouse'],
        says: 'A joint-and-survivor option: it pays a smaller check while you are both alive and keeps paying your spouse (often 50%, 75% or 100% of it) after you die. A single-life option pays more but stops at your death.',
      },
      {
        asks: ['my company offers a pension buyout', 'pension buyout lump sum offer'],
        says: 'A buyout swaps your monthly pension for a lump sum. Compare it with what the same lifetime income would cost from an insurer, and if you take it, roll it directly into an IRA to avoid immediate tax.',
      },
    ],
    steps: [
      'Compare the lump sum with the cost of buying the same lifetime income from an insurer.',
      'Consider your health, other guaranteed income and your spouse’s needs.',
      'If married, a joint-and-survivor option keeps income for the surviving spouse; a single-life option pays more but stops at death.',
      'Roll a lump sum directly into an IRA to avoid immediate tax.',
    ],
    benefits: [
      'Monthly payments are simple and last for life.',
      'A lump sum can be invested, left to heirs and used flexibly.',
    ],
    risks: [
      'Most private pensions are not adjusted for inflation.',
      'A lump sum can be spent too fast or lost in a downturn.',
    ],
    next: [
      'Ask the plan for the lump sum, single-life and joint-and-survivor figures side by side.',
    ],
    sources: [SOURCES.irsAnnuity, SOURCES.irsRollover],
  },
  {
    id: 'early-withdrawal',
    title: 'Withdrawals before 59½',
    questions: [
      'Can I take money from my IRA before 59 and a half?',
      'What is the early withdrawal penalty?',
      'how to retire early and access my 401k',
    ],
    keywords: [
      'early withdrawal',
      'penalty',
      '10%',
      'before 59',
      '59half',
      'rule of 55',
      'early retirement',
      'hardship',
      '72t',
      'substantially equal',
    ],
    summary:
      'Withdrawals from retirement accounts before 59½ generally owe a 10% additional tax on top of income tax, unless an exception such as the rule of 55 applies.',
    points: [
      {
        asks: [
          'what is the rule of 55',
          'rule of 55',
          'laid off can i take from my 401k without the penalty',
          'left my job at 56 can i use my 401k',
          'retire at 55 access my 401k',
        ],
        says: (d: Details) => {
          const age = ageOf(d);
          if (age !== undefined && age >= 60)
            return `Yes. At ${age} you are past 59½, so withdrawals from your 401(k) or IRAs owe income tax but no 10% early-withdrawal penalty; the rule of 55 would also have covered that employer’s plan.`;
          return 'Yes, from that employer’s 401(k): if you leave the job in or after the year you turn 55, withdrawals from that plan skip the 10% early-withdrawal penalty, though income tax still applies. IRAs do not get this rule, so do not roll the money over before you need it.';
        },
      },
      {
        asks: ['penalty for taking money out of ira at 55', 'early withdrawal from ira before 59'],
        says: 'Yes, generally: IRA withdrawals before 59½ owe a 10% additional tax on top of income tax. The rule of 55 covers only the 401(k) of a job you left in or after the year you turned 55, not IRAs.',
      },
    ],
    steps: [
      'Check the IRS list of exceptions (disability, certain medical costs, substantially equal periodic payments and others).',
      'Leaving an employer in or after the year you turn 55 lets you draw from that employer’s plan without the 10% tax.',
      'Roth IRA contributions (not earnings) can come out at any time tax- and penalty-free.',
      'Consider using taxable savings first to bridge to 59½.',
    ],
    benefits: ['Exceptions can make an early retirement workable.'],
    risks: [
      'The 10% additional tax plus income tax can take a large share of the withdrawal.',
      'Money taken early stops growing tax-deferred.',
    ],
    next: ['Map which accounts you can reach penalty-free before you set a retirement date.'],
    sources: [SOURCES.irsEarlyWithdrawal],
  },
  {
    id: 'ira-eligibility',
    title: 'Who can put money into an IRA',
    questions: [
      'Can I contribute to an IRA if I am retired?',
      'Can my wife put money in an IRA if she does not work?',
      'What is a spousal IRA?',
      'Do I need earned income to contribute to an IRA?',
      'Is there an age limit for IRA contributions?',
    ],
    keywords: [
      'spousal ira',
      'non working spouse',
      'doesnt work',
      'does not work',
      'no job',
      'earned income',
      'compensation',
      'still contribute',
      'stay at home',
      'homemaker',
      'retired contribute',
    ],
    summary:
      'You can contribute to an IRA at any age, but only up to your earned income for the year (wages or self-employment income); pensions, Social Security and investment income do not count. A spouse without earned income can still contribute on a joint return through a spousal IRA.',
    points: [
      {
        asks: [
          'can my wife put money in an ira if she doesnt work',
          'spousal ira',
          'my husband doesnt work anymore can he have an ira',
          'non working spouse ira',
        ],
        says: `Yes, through a spousal IRA, as long as you file a joint return and the working spouse’s earned income covers both contributions. For 2026 your spouse can put up to ${fig(FIGURES.iraLimit)}, or ${total(FIGURES.iraLimit, FIGURES.iraCatchUp)} at 50 or older, into a traditional or Roth IRA in their own name.`,
      },
      {
        asks: [
          'can i still contribute to my ira after i retire',
          'im retired with no job can i contribute to my roth ira',
          'can i put money in an ira with no earned income',
        ],
        says: 'No, not without earned income: IRA contributions are limited to what you earn from work in the year (wages or self-employment income), and pensions, Social Security, IRA withdrawals and investment income do not count. If you are married and your spouse still works, a spousal IRA on a joint return is the way in.',
      },
    ],
    steps: [
      'Add up this year’s earned income: wages, salary and net self-employment income.',
      'Married and filing jointly? The couple’s combined earned income can fund both spouses’ IRAs.',
      'Roth IRA contributions also depend on income limits; deducting a traditional IRA contribution depends on workplace plan coverage.',
      'Contribute by the tax-filing deadline, usually April 15, for the year before.',
    ],
    benefits: [
      'A spousal IRA lets a couple save for both partners on one paycheck.',
      'Contributions are allowed at any age as long as there is earned income.',
    ],
    risks: [
      'Contributions above earned income are excess contributions that owe a 6% tax each year until removed.',
    ],
    next: ['Check last year’s W-2 or Schedule C to see how much earned income you had.'],
    sources: [SOURCES.irsPub590a, SOURCES.irsIra, SOURCES.irsNotice202567],
  },
  {
    id: 'market-fear',
    title: 'When the market drops',
    questions: [
      'The market dropped, should I sell?',
      'I am scared of a stock market crash',
      'Should I move my money to cash?',
      'What do I do when the market falls in retirement?',
      'I am losing sleep over my investments',
    ],
    keywords: [
      'market dropped',
      'market drop',
      'stock market',
      'crash',
      'correction',
      'bear market',
      'volatility',
      'losing money',
      'lost money',
      'sell everything',
      'go to cash',
      'stocks falling',
      'losing sleep',
      'recession',
    ],
    summary:
      'Market drops are a normal part of investing, and markets have recovered from past declines, though it has taken months or years; selling after a fall turns a paper loss into a real one and risks missing the rebound. What protects a retiree is keeping the next one to two years of spending in cash or short-term bonds, so nothing has to be sold low.',
    steps: [
      'Check how many months of spending you hold in cash and short-term bonds; one to two years is a common cushion.',
      'Keep essential bills covered by Social Security, pensions or other guaranteed income.',
      'Rebalance back to your chosen mix rather than selling everything.',
      'If a drop keeps you up at night, your mix may hold more risk than you need: review it calmly, not in the middle of a fall.',
    ],
    benefits: ['A cash cushion lets you ride out a fall without selling.'],
    risks: [
      'Selling after a drop locks in the loss, and some of the best days have come soon after the worst.',
      'Holding everything in cash loses ground to inflation over a long retirement.',
    ],
    next: ['Write down how much cash and short-term bonds you hold against a year of spending.'],
    sources: [SOURCES.secAssetAllocation, SOURCES.dolRetirement],
  },
];
