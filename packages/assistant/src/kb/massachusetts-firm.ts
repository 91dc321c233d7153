import type { Topic } from '../types.ts';
import { FIGURES, fig } from './figures.ts';
import { SOURCES } from './sources.ts';

export const MASSACHUSETTS_AND_FIRM: Topic[] = [
  {
    id: 'ma-surtax',
    title: 'The Massachusetts 4% surtax',
    questions: [
      'What is the Massachusetts millionaires tax?',
      'How does the 4% surtax work?',
      'Will selling my house trigger the Massachusetts surtax?',
      'fair share amendment tax',
    ],
    keywords: [
      'surtax',
      'millionaire',
      'millionaires tax',
      'fair share',
      '4%',
      'massachusetts',
      'one time income',
      'sale of business',
      'high income',
    ],
    summary: `Massachusetts adds a 4% surtax on taxable income above an inflation-indexed threshold: ${fig(FIGURES.maSurtaxThreshold)}, the latest confirmed figure.`,
    points: [
      {
        asks: [
          'state tax on selling my business',
          'state tax on a big capital gain',
          'massachusetts tax on a large sale',
        ],
        says: `Massachusetts taxes long-term gains at 5%, and if a sale lifts your taxable income over ${fig(FIGURES.maSurtaxThreshold)} (the 2025 line; the 2026 one is not yet published), the 4% surtax applies to the part above it. Spreading a sale over years, for example with an installment sale, can keep more of it under the line.`,
      },
    ],
    steps: [
      'The surtax applies only to the part of taxable income above the threshold.',
      'One-time events, such as selling a business, a large Roth conversion or a big capital gain, can push income over it for a single year.',
      'Spreading income over several years, installment sales or charitable strategies can keep it below the threshold.',
      'Surtax payers must pay electronically and should make estimated payments.',
    ],
    benefits: ['Planning the timing of large income can avoid the surtax entirely.'],
    risks: ['Married couples filing jointly share one threshold.'],
    next: [
      'Before any large sale or conversion, project your Massachusetts taxable income for the year.',
    ],
    sources: [SOURCES.massSurtax],
  },
  {
    id: 'ma-retirement-income-tax',
    title: 'How Massachusetts taxes retirement income',
    questions: [
      'Are pensions taxed in Massachusetts?',
      'massachusetts taxes for retirees',
      'should i move out of massachusetts for taxes',
    ],
    keywords: [
      'massachusetts',
      'state tax',
      'state income tax',
      'social security',
      'pension',
      'ira',
      'retiree',
      'retirees',
      '5%',
      'circuit breaker',
      'move',
      'florida',
      'new hampshire',
    ],
    summary:
      'Massachusetts does not tax Social Security or most Massachusetts and federal government pensions, but taxes IRA and 401(k) withdrawals and private pensions at 5%.',
    points: [
      {
        asks: [
          'does massachusetts tax social security',
          'does massachusetts tax my social security',
          'how is social security taxed in massachusetts',
          'and in mass',
        ],
        says: 'No. Massachusetts does not tax Social Security benefits at all; the federal government may tax part of them, depending on your income.',
      },
      {
        asks: [
          'i retired from the state is my pension taxed by mass',
          'teacher pension massachusetts tax',
          'is my state pension taxed in massachusetts',
        ],
        says: 'No, not a Massachusetts public pension such as a teacher’s or state employee’s: contributory pensions from Massachusetts and federal government service are exempt from Massachusetts income tax. Private pensions and IRA and 401(k) withdrawals are taxed at 5%.',
      },
      {
        asks: [
          'is my ira withdrawal taxed by the state',
          'does massachusetts tax my ira withdrawals',
          'state tax on 401k withdrawals',
        ],
        says: 'Yes, at 5% like other income, except that any contributions you already paid Massachusetts tax on come out first, tax-free.',
      },
    ],
    steps: [
      'Social Security benefits are fully exempt from Massachusetts income tax.',
      'Contributory pensions from Massachusetts and federal government service are generally exempt; private pensions are taxed.',
      'IRA and 401(k) withdrawals are taxed at 5%, but contributions already taxed by Massachusetts come out first tax-free.',
      'Seniors may qualify for the Circuit Breaker credit for property taxes or rent.',
      'Moving out of state for taxes requires a real change of domicile, not just a second home.',
    ],
    benefits: [
      'Retirees living mainly on Social Security and public pensions owe little Massachusetts income tax.',
    ],
    risks: [
      'Large IRA withdrawals and capital gains are still taxed by the state, and the estate tax threshold is low.',
    ],
    next: ['Check last year’s Massachusetts return for which income was taxed.'],
    sources: [SOURCES.massSeniors],
  },
  {
    id: 'firm-services',
    title: 'How we help',
    questions: [
      'What services do you offer?',
      'What does your firm do?',
      'Who are you?',
      'Do you do taxes?',
      'Are you a real person?',
    ],
    keywords: [
      'services',
      'firm',
      'who are you',
      'help me',
      'advisor',
      'adviser',
      'planner',
      'retirement income planning',
      'social security maximization',
      'tax strategies',
      'legacy planning',
      'real person',
    ],
    summary:
      'We are an independent retirement-income, tax and insurance firm in the Boston area that helps people retire and stay retired.',
    points: [
      {
        asks: [
          'can you help me plan my retirement',
          'can you help me plan for retirement',
          'can you help me with my retirement',
        ],
        says: 'Yes. We help people near or in retirement build a retirement income plan, time Social Security, choose Medicare coverage, manage taxes and protect what they leave behind; a first conversation is the place to start.',
      },
      {
        asks: ['what do you charge', 'how much do you cost', 'what are your fees'],
        says: 'It depends on the services you choose. We explain every fee in plain terms in a first conversation, before you decide anything.',
      },
    ],
    steps: [
      'Retirement income planning: turning savings into a reliable paycheck.',
      'Social Security maximization: choosing when and how each spouse claims.',
      'Life insurance: protecting the people who depend on you.',
      'Tax strategies: lowering lifetime taxes on retirement income.',
      'Legacy planning: passing on what you have built, with the right beneficiaries and trusts.',
    ],
    benefits: ['One team looks at income, taxes and insurance together.'],
    risks: [
      'This chat gives general information only; decisions need a conversation about your situation.',
    ],
    next: [
      'Bring your Social Security statement, account statements and last tax return to a first meeting.',
    ],
    sources: [SOURCES.dolRetirement],
  },
  {
    id: 'firm-process',
    title: 'Our four-step formula',
    questions: [
      'How much do you charge for your services?',
      'How does working with you work?',
      'What is your process?',
      'What is the four-step formula?',
      'What happens in a first meeting?',
    ],
    keywords: [
      'getting started',
      'start working with you',
      'charge',
      'fees',
      'cost to work with you',
      'process',
      'four step',
      'formula',
      'steps',
      'discover',
      'analyze',
      'plan',
      'implement',
      'first meeting',
      'get started',
      'appointment',
      'consultation',
      'meeting',
    ],
    summary: 'We work in four steps: Discover, Analyze, Plan and Implement.',
    points: [
      {
        asks: [
          'how do i get started with you',
          'how do i schedule a consultation',
          'how do i book a meeting',
        ],
        says: 'Call us and we will set up a first conversation, in person or by phone, to learn about your goals; if you have them, bring your Social Security statement and account statements.',
      },
    ],
    steps: [
      'Discover: we learn your goals, concerns, income and accounts.',
      'Analyze: we look at income gaps, taxes, Social Security options and risks.',
      'Plan: we lay out a written plan with choices and trade-offs.',
      'Implement: we help put the plan in place and review it over time.',
    ],
    benefits: ['A clear sequence so you always know what comes next.'],
    risks: ['A plan is only as good as the information behind it, so bring complete statements.'],
    next: [
      'Gather recent statements, your Social Security estimate and last year’s tax return.',
      'Ask about fees and how we are paid in the first conversation.',
    ],
    sources: [SOURCES.ssaMyAccount],
  },
];
