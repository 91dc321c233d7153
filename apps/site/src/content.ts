import type { FormulaStep, ReassuranceItem, ServiceItem } from '@firm/ui';

/** The ids of the home page's sections, in the order the page shows them. */
export const SECTION_ORDER = [
  'home',
  'reassurance',
  'services',
  'formula',
  'contact',
  'chat',
  'founder',
] as const;

export const REASSURANCE: readonly ReassuranceItem[] = [
  {
    title: 'Visibility',
    icon: 'eye',
    description:
      'See every account, fee and source of income on one page, explained in plain English.',
  },
  {
    title: 'Finance',
    icon: 'coins',
    description:
      'A steady paycheck in retirement, drawn from your savings in the order that costs you least.',
  },
  {
    title: 'Support',
    icon: 'support',
    description:
      'A real person who knows your plan answers your calls, for as long as you are our client.',
  },
  {
    title: 'Analytics',
    icon: 'chart',
    description:
      'Careful projections that test your plan against market drops, inflation and longer lives.',
  },
  {
    title: 'Protection',
    icon: 'shield',
    description: 'Safeguards for your income and your family, from health costs to the unexpected.',
  },
  {
    title: 'Launch',
    icon: 'sunrise',
    description:
      'A calm, step-by-step start to retirement, with every form and deadline handled on time.',
  },
];

export const SERVICES: readonly ServiceItem[] = [
  {
    title: 'Retirement income planning',
    icon: 'income',
    image: '/images/income.svg',
    imageAlt: 'A path of rising steps leading toward a sunrise, each step holding a coin.',
    body: 'Turn a lifetime of savings into dependable monthly income, with a clear plan for which accounts to draw from and when.',
  },
  {
    title: 'Social Security maximization',
    icon: 'social',
    image: '/images/social-security.svg',
    imageAlt: 'A calendar with a claiming date circled beside a growing stack of monthly benefits.',
    body: 'Choose when and how to claim, alone or as a couple, so you do not leave lifetime benefits on the table.',
  },
  {
    title: 'Life insurance',
    icon: 'umbrella',
    image: '/images/life-insurance.svg',
    imageAlt: 'An umbrella sheltering a small house from the rain.',
    body: 'Review the coverage you have and find out what your family truly needs, with no pressure to buy.',
  },
  {
    title: 'Tax strategies',
    icon: 'calculator',
    image: '/images/tax.svg',
    imageAlt: 'A tax form with a green check mark next to a calculator.',
    body: 'Plan withdrawals, Roth conversions and required distributions so more of your money stays yours.',
  },
  {
    title: 'Legacy planning',
    icon: 'tree',
    image: '/images/legacy.svg',
    imageAlt: 'A large tree sheltering two smaller trees growing beside it.',
    body: 'Pass on what you have built smoothly, with beneficiaries and accounts set up the way you intend.',
  },
];

export const FORMULA: readonly FormulaStep[] = [
  {
    title: 'Discover',
    description: 'We listen first: your goals, your worries, your income, your savings.',
  },
  {
    title: 'Analyze',
    description: 'We study your taxes, Social Security options, coverage and risks in detail.',
  },
  {
    title: 'Plan',
    description: 'You receive a written plan in plain language, with clear choices and trade-offs.',
  },
  {
    title: 'Implement',
    description: 'We put the plan in place with you, then review it every year as life changes.',
  },
];
