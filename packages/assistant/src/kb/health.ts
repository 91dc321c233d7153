import type { Details, Topic } from '../types.ts';
import { dollars, FIGURES, type Figure, fig } from './figures.ts';
import { SOURCES } from './sources.ts';

/** The 2026 IRMAA lines (single and joint) and the Part B premium above each. */
const IRMAA_TIERS: ReadonlyArray<readonly [single: Figure, joint: Figure, premium: Figure]> = [
  [FIGURES.irmaaSingle, FIGURES.irmaaJoint, FIGURES.irmaaPremium1],
  [FIGURES.irmaaSingle2, FIGURES.irmaaJoint2, FIGURES.irmaaPremium2],
  [FIGURES.irmaaSingle3, FIGURES.irmaaJoint3, FIGURES.irmaaPremium3],
  [FIGURES.irmaaSingle4, FIGURES.irmaaJoint4, FIGURES.irmaaPremium4],
  [FIGURES.irmaaSingleTop, FIGURES.irmaaJointTop, FIGURES.irmaaTopPremium],
];

function irmaaFor(d: Details): string {
  if (d.income === undefined || d.married === undefined)
    return `Only if your income two years earlier was over ${fig(FIGURES.irmaaSingle)} single or ${fig(FIGURES.irmaaJoint)} married filing jointly: IRMAA, an income-related surcharge, then raises Part B and D premiums. What was your income, and do you file jointly?`;
  const joint = d.married;
  const status = joint ? 'married filing jointly' : 'single';
  const over = IRMAA_TIERS.filter(
    ([single, couple]) => (d.income as number) > (joint ? couple : single).amount,
  );
  const tier = over.at(-1);
  if (!tier)
    return `No. At about ${dollars(d.income)} ${status} you are under the ${fig(joint ? FIGURES.irmaaJoint : FIGURES.irmaaSingle)} line, so you pay the standard Part B premium of ${fig(FIGURES.partBPremium)} in 2026.`;
  const [single, couple, premium] = tier;
  return `Yes. At about ${dollars(d.income)} ${status} you are over the ${fig(joint ? couple : single)} line, so ${joint ? 'each of you' : 'you'} would pay ${fig(premium)} for Part B in 2026 instead of the standard ${fig(FIGURES.partBPremium)}, plus a Part D surcharge. IRMAA uses your tax return from two years earlier (2024 income for 2026 premiums).`;
}

export const HEALTH: Topic[] = [
  {
    id: 'health-plan-choice',
    title: 'Which health plan saves me more?',
    questions: [
      'Which health plan saves me more?',
      'HDHP with HSA or PPO, which is cheaper?',
      'How do I compare health insurance plans?',
      'Which health insurance should I pick at open enrollment?',
      'high deductible plan vs low deductible',
    ],
    keywords: [
      'health plan',
      'health insurance',
      'compare',
      'cheaper',
      'saves',
      'save',
      'premium',
      'deductible',
      'ppo',
      'hmo',
      'hdhp',
      'high deductible',
      'open enrollment',
      'out of pocket',
      'copay',
      'choose',
      'pick',
    ],
    summary:
      'The cheaper plan is the one with the lowest total yearly cost for your likely care: premiums plus expected out-of-pocket costs, minus any tax savings or employer HSA money.',
    steps: [
      'Add up each plan’s yearly premiums.',
      'Estimate your care for a normal year and a bad year, and apply each plan’s deductible, copays and out-of-pocket maximum.',
      `For a high-deductible plan, subtract the tax saved on HSA contributions (up to ${fig(FIGURES.hsaSelf)} self-only or ${fig(FIGURES.hsaFamily)} family) and any employer deposit.`,
      'Check that your doctors, hospitals and prescriptions are in network.',
      'On Medicare, compare Original Medicare plus Medigap and Part D against Medicare Advantage the same way, using Plan Finder.',
    ],
    benefits: [
      'Healthy years often favour a high-deductible plan with an HSA.',
      'Frequent care or planned surgery often favours a lower-deductible plan.',
    ],
    risks: [
      'Choosing on premium alone can cost more in a bad year.',
      'Networks and drug formularies change every year.',
    ],
    next: [
      'List your doctors and prescriptions, then price each plan for a normal and a bad year.',
    ],
    sources: [SOURCES.irsPub969, SOURCES.healthcareGov, SOURCES.medicarePlanFinder],
  },
  {
    id: 'medicare-parts',
    title: 'The parts of Medicare',
    questions: [
      'What are the parts of Medicare?',
      'What does Medicare Part A and Part B cover?',
      'What is Medicare Part C and Part D?',
      'how does medicare work',
      'what does medicare not cover',
    ],
    keywords: [
      'medicare',
      'part a',
      'part b',
      'part c',
      'part d',
      'parts',
      'hospital',
      'doctor',
      'coverage',
      'cover',
      'original medicare',
      'dental',
      'vision',
      'hearing',
    ],
    summary:
      'Part A covers hospital stays, Part B covers doctors and outpatient care, Part D covers drugs, and Part C (Medicare Advantage) bundles them through a private plan.',
    points: [
      {
        asks: [
          'does medicare cover dental',
          'does medicare cover hearing aids',
          'does medicare pay for glasses',
        ],
        says: 'No, Original Medicare does not cover most dental care, hearing aids or routine eye exams and glasses. Many Medicare Advantage plans add some of these, and separate dental plans and over-the-counter hearing aids are other options.',
      },
    ],
    steps: [
      'Part A (hospital): premium-free for most people with 40 quarters of work.',
      `Part B (medical): standard premium ${fig(FIGURES.partBPremium)} and a yearly deductible of ${fig(FIGURES.partBDeductible)}.`,
      'Part D (drugs): bought from a private plan, alone or inside Medicare Advantage.',
      'Part C (Medicare Advantage): a private plan replacing Original Medicare, often with networks and extra benefits.',
      'Original Medicare does not cover most dental, vision, hearing aids or long-term custodial care.',
    ],
    benefits: ['Original Medicare lets you see any provider that accepts Medicare nationwide.'],
    risks: ['Original Medicare has no yearly out-of-pocket limit without a Medigap policy.'],
    next: [
      'Decide between Original Medicare with Medigap and Medicare Advantage before your enrollment window.',
    ],
    sources: [SOURCES.medicareParts, SOURCES.cmsCosts2026],
  },
  {
    id: 'medicare-enrollment',
    title: 'When to sign up for Medicare',
    questions: [
      'When do I sign up for Medicare?',
      'I am turning 65, what do I need to do?',
      'Do I need Medicare if I am still working at 65?',
      'medicare initial enrollment period',
    ],
    keywords: [
      'sign up',
      'enroll',
      'enrollment',
      'turning 65',
      'age 65',
      'initial enrollment',
      'late penalty',
      'penalty',
      'still working',
      'employer coverage',
      'special enrollment',
      'general enrollment',
    ],
    summary:
      'Your initial Medicare window runs seven months around your 65th birthday; you can delay Part B without penalty only while covered by a current employer’s plan.',
    points: [
      {
        asks: [
          'still working at 65 do i need part b',
          'company has 50 employees do i need part b',
          'can i delay part b if i have insurance at work',
          'medicare signup at 65 if i have employer insurance',
        ],
        uses: ['employees'],
        says: (d: Details) => {
          if (d.employees !== undefined && d.employees < 20)
            return `Probably yes: with an employer of fewer than 20 employees, Medicare usually pays first, so sign up for Parts A and B at 65 to avoid gaps in coverage and a lifelong penalty.`;
          const size = d.employees ? ` (${d.employees} here)` : '';
          return `Not necessarily: with coverage from a current employer of 20 or more employees${size}, you or your spouse can delay Part B without a penalty and sign up within 8 months after the job or the coverage ends. Many people still take premium-free Part A at 65, unless they contribute to an HSA.`;
        },
      },
      {
        asks: [
          'do i have to take social security when i get medicare',
          'can i get medicare without social security',
          'when can i get medicare and do i have to take social security at the same time',
        ],
        says: 'Medicare starts at 65, and you do not have to take Social Security then: you can sign up for Medicare on its own and claim Social Security any time from 62 to 70. Until benefits start, you pay the Part B premium directly instead of having it deducted.',
      },
      {
        asks: [
          'missed my medicare enrollment window',
          'missed medicare signup',
          'general enrollment period',
        ],
        says: 'If you missed your first window and have no current job-based coverage, sign up in the General Enrollment Period, January 1 to March 31 each year; coverage starts the month after you enroll. The Part B penalty adds 10% to the premium for each full 12 months you went without it, for life.',
      },
      {
        asks: [
          'what is the medicare late enrollment penalty',
          'medicare late penalty',
          'part b premium penalty for late enrollment',
        ],
        says: 'The Part B late penalty adds 10% to your premium for each full 12 months you could have had Part B but did not, and it lasts for life; the Part D penalty adds 1% of the base premium for each month without creditable drug coverage.',
      },
    ],
    steps: [
      'The initial enrollment period starts three months before the month you turn 65 and ends three months after.',
      'If you or your spouse are still working for an employer with 20 or more employees, you may delay Part B and use a special enrollment period later.',
      'Retiree coverage and COBRA do not count as current employment coverage for delaying Part B.',
      'If you contribute to an HSA, stop contributions six months before Medicare starts when you enroll after 65 (Part A can be backdated).',
    ],
    benefits: ['Enrolling on time avoids lifelong penalties and gaps in coverage.'],
    risks: [
      'The Part B penalty adds 10% to the premium for each full 12 months you were late, for life.',
      'The Part D penalty adds 1% of the base premium for each month without creditable drug coverage.',
    ],
    next: [
      'Mark your 65th birthday minus three months on the calendar and confirm your employer plan’s size.',
    ],
    sources: [SOURCES.medicareSignUp, SOURCES.medicarePenalties],
  },
  {
    id: 'medigap-vs-advantage',
    title: 'Medigap or Medicare Advantage?',
    questions: [
      'Should I get Medigap or Medicare Advantage?',
      'What is the difference between a Medicare supplement and Medicare Advantage?',
      'Is Medicare Advantage a good idea?',
      'medigap vs advantage',
      'which medicare plan is best',
    ],
    keywords: [
      'medigap',
      'supplement',
      'medicare supplement',
      'medicare advantage',
      'advantage',
      'part c',
      'plan g',
      'plan n',
      'network',
      'hmo',
      'ppo',
      'versus',
      'vs',
      'which medicare',
    ],
    summary:
      'Medigap (in Massachusetts, the Core or Supplement 1A plan) plus Original Medicare costs more each month but gives predictable costs and any doctor who takes Medicare; Medicare Advantage costs less up front and caps yearly out-of-pocket costs, but uses networks and cost-sharing.',
    points: [
      {
        asks: ['what does medigap cost', 'how much is a medigap plan', 'medigap premium'],
        says: 'Premiums depend on the insurer and the plan. In Massachusetts the plans are standardized (Core or Supplement 1A) and insurers may not turn you down or charge more for your health, so compare insurers’ premiums for the same plan.',
      },
    ],
    steps: [
      'Medigap fills Original Medicare’s gaps; add a separate Part D drug plan.',
      'Medicare Advantage replaces Original Medicare with a private plan that has an out-of-pocket limit, usually a network and prior authorization.',
      'Compare total costs for a healthy year and a bad year, and check your doctors and drugs.',
      'Outside Massachusetts and a few other states, Medigap may require health questions after your first six-month open enrollment window.',
    ],
    benefits: [
      'Medigap: freedom to see any Medicare provider and low, predictable bills.',
      'Advantage: lower premiums and extras such as dental or vision.',
    ],
    risks: [
      'Advantage networks and referrals can limit choices, especially when travelling.',
      'Switching from Advantage back to Medigap later may require medical underwriting in many states.',
    ],
    next: ['Price both paths in Medicare Plan Finder with your doctors and prescriptions.'],
    sources: [SOURCES.medicareMedigap, SOURCES.medicareAdvantage, SOURCES.medicarePlanFinder],
  },
  {
    id: 'medicare-costs',
    title: 'Medicare costs for 2026',
    questions: [
      'How much does Medicare cost?',
      'What is the Part B premium for 2026?',
      'What is the Medicare deductible?',
      'medicare premium 2026',
    ],
    keywords: [
      'cost',
      'costs',
      'premium',
      'premiums',
      'deductible',
      'price',
      'how much',
      'part b premium',
      'part a deductible',
      'monthly',
    ],
    summary: `In 2026 the standard Part B premium is ${fig(FIGURES.partBPremium)} with a ${fig(FIGURES.partBDeductible)} deductible, and the Part A hospital deductible is ${fig(FIGURES.partADeductible)} per benefit period.`,
    steps: [
      'Part A is premium-free for most people; with fewer than 30 quarters of work it can cost up to ' +
        `${fig(FIGURES.partAPremiumFull)}.`,
      `Part B: ${fig(FIGURES.partBPremium)} standard premium, ${fig(FIGURES.partBDeductible)} deductible, then generally 20% coinsurance.`,
      `Higher incomes pay more for Parts B and D (IRMAA), starting above ${fig(FIGURES.irmaaSingle)} single or ${fig(FIGURES.irmaaJoint)} joint.`,
      `Part D drug plans have their own premium, a deductible of at most ${fig(FIGURES.partDDeductible)}, and an out-of-pocket cap of ${fig(FIGURES.partDCap)}.`,
    ],
    benefits: ['Knowing the figures helps you budget health care in retirement.'],
    risks: ['The 20% Part B coinsurance has no cap in Original Medicare without Medigap.'],
    next: ['Add Medicare premiums for both spouses to your retirement budget.'],
    sources: [SOURCES.cmsCosts2026, SOURCES.medicareCosts],
  },
  {
    id: 'irmaa',
    title: 'IRMAA: higher Medicare premiums for higher incomes',
    questions: [
      'What is IRMAA?',
      'Why is my Medicare premium higher?',
      'What income triggers IRMAA in 2026?',
      'appeal irmaa life changing event',
    ],
    keywords: [
      'irmaa brackets',
      'tiers',
      'irmaa',
      'income related',
      'surcharge',
      'higher premium',
      'magi',
      'two years',
      'appeal',
      'ssa-44',
      'life changing event',
    ],
    summary: `IRMAA adds a surcharge to Part B and Part D premiums when income from two years earlier exceeds ${fig(FIGURES.irmaaSingle)} (single) or ${fig(FIGURES.irmaaJoint)} (joint) for 2026.`,
    points: [
      {
        asks: [
          'we make 250k married will we pay more for medicare',
          'will i pay more for medicare with my income',
          'will my medicare premiums go up',
          'why did my medicare premium go up so much',
        ],
        uses: ['income', 'married'],
        says: irmaaFor,
      },
      {
        asks: [
          'medicare premiums too high because of roth conversion',
          'one time income and irmaa',
          'irmaa after selling my house',
        ],
        says: 'IRMAA follows your income from two years earlier, so a one-time jump such as a Roth conversion or a home sale raises premiums for only that one year. If your income has since dropped because of a life-changing event such as retirement, ask SSA to use the newer year with Form SSA-44.',
      },
      {
        asks: ['how do i avoid irmaa', 'how to avoid irmaa', 'how do i avoid it', 'appeal irmaa'],
        says: `Keep income from two years earlier under the lines (${fig(FIGURES.irmaaSingle)} single, ${fig(FIGURES.irmaaJoint)} joint for 2026): spread Roth conversions and gains across years, give through QCDs and draw on Roth money in high years. If retirement or another life-changing event cut your income, file Form SSA-44 to ask SSA to use the lower year.`,
      },
    ],
    steps: [
      'SSA uses your modified adjusted gross income from two years earlier (2024 returns for 2026 premiums).',
      `Surcharges rise in tiers; the top Part B premium is ${fig(FIGURES.irmaaTopPremium)}.`,
      'If income fell because of a life-changing event such as retirement, file Form SSA-44 to ask for a redetermination.',
      'Plan Roth conversions, capital gains and large withdrawals with the tiers in mind.',
    ],
    benefits: ['Timing income can keep premiums at the standard rate.'],
    risks: ['One dollar over a tier costs the whole surcharge for that tier for a year.'],
    next: [
      'Check your MAGI from two years ago against the tiers before any large sale or conversion.',
    ],
    sources: [SOURCES.ssaMedicarePremiums, SOURCES.cmsCosts2026],
  },
  {
    id: 'part-d',
    title: 'Medicare drug coverage (Part D)',
    questions: [
      'How does Medicare Part D work?',
      'What is the Part D out-of-pocket cap?',
      'How do I choose a drug plan?',
      'prescription drug coverage medicare',
    ],
    keywords: [
      'part d',
      'drug',
      'drugs',
      'prescription',
      'prescriptions',
      'pharmacy',
      'formulary',
      'out of pocket cap',
      'donut hole',
    ],
    summary: `Part D drug plans cap your yearly out-of-pocket cost for covered drugs at ${fig(FIGURES.partDCap)}; the deductible is at most ${fig(FIGURES.partDDeductible)}.`,
    points: [
      {
        asks: ['how much does part d cost', 'part d premium cost'],
        says: `Part D premiums vary by plan and by where you live, so compare them in Medicare Plan Finder. In 2026 the deductible is at most ${fig(FIGURES.partDDeductible)}, your yearly cost for covered drugs is capped at ${fig(FIGURES.partDCap)}, and higher incomes pay an IRMAA surcharge on top.`,
      },
      {
        asks: ['prescription costs too high on medicare', 'cant afford my drugs on medicare'],
        says: `Part D caps what you pay for covered drugs at ${fig(FIGURES.partDCap)} in 2026, and the Medicare Prescription Payment Plan lets you spread that over the year in monthly amounts. With limited income and savings, Extra Help lowers premiums and copays; apply through Social Security.`,
      },
      {
        asks: ['do i have to sign up for part d', 'is part d required'],
        says: 'No, it is voluntary, but if you go without Part D or other creditable drug coverage for more than 63 days after your first chance to enroll, a late penalty is added to your premium for life.',
      },
    ],
    steps: [
      'List every prescription, dose and preferred pharmacy.',
      'Enter them in Medicare Plan Finder to compare total yearly cost, not just premium.',
      'Check each plan’s formulary; the cap applies only to covered drugs.',
      'Review every fall during open enrollment (October 15 to December 7).',
    ],
    benefits: ['The cap protects against very high drug costs.'],
    risks: ['Going without creditable drug coverage leads to a lifelong late penalty.'],
    next: ['Run your drug list through Plan Finder this open enrollment.'],
    sources: [SOURCES.medicarePartD, SOURCES.medicarePlanFinder],
  },
  {
    id: 'aca-before-65',
    title: 'Health insurance before 65',
    questions: [
      'How do I get health insurance if I retire before 65?',
      'Can I get an ACA plan until Medicare?',
      'retiring at 60 health insurance',
      'marketplace subsidy early retiree',
    ],
    keywords: [
      'laid off',
      'lost my job',
      'need insurance',
      'before 65',
      'early retiree',
      'retire early',
      'marketplace',
      'affordable care act',
      'obamacare',
      'subsidy',
      'premium tax credit',
      'health connector',
      'bridge',
      'until medicare',
      'individual plan',
    ],
    summary:
      'If you retire before 65, you can keep your employer plan for up to 18 months through COBRA at full cost, or buy a plan through the Massachusetts Health Connector, where premium tax credits based on your income can lower the cost until Medicare starts.',
    points: [
      {
        asks: [
          'my cobra runs out what do i do for health insurance till medicare',
          'retired at 63 need health insurance until medicare',
          'laid off at 63 need insurance',
        ],
        says: 'Losing COBRA or job coverage opens a special enrollment period: you have 60 days to pick a plan through the Massachusetts Health Connector, where premium tax credits based on your income can cut the cost. Apply before COBRA ends so there is no gap.',
      },
    ],
    steps: [
      'Leaving a job opens a 60-day special enrollment period for Marketplace coverage.',
      'Premium tax credits depend on estimated household income for the year; retirees can often manage that income.',
      'The enhanced credits of 2021 to 2025 ended, so for 2026 credits generally stop at 400% of the federal poverty level unless Congress changes the law.',
      'Compare with COBRA and any retiree coverage from your employer.',
    ],
    benefits: [
      'Guaranteed coverage regardless of health, with credits that can lower premiums a lot.',
    ],
    risks: [
      'Earning a little over the limit can cost the whole credit.',
      'Credits are reconciled on your tax return, so underestimating income means paying some back.',
    ],
    next: ['Estimate next year’s income, including IRA withdrawals and gains, before applying.'],
    sources: [SOURCES.healthcareGov, SOURCES.irsPtc, SOURCES.massConnector],
  },
  {
    id: 'hsa',
    title: 'Health savings accounts (HSAs)',
    questions: [
      'How does an HSA work?',
      'Can I use my HSA in retirement?',
      'hsa triple tax advantage',
    ],
    keywords: [
      'hsa',
      'hsa contribution limit',
      'hsa limit',
      'health savings account',
      'high deductible',
      'hdhp',
      'triple tax',
      'medical expenses',
      'invest hsa',
    ],
    summary: `An HSA paired with a high-deductible plan lets you save up to ${fig(FIGURES.hsaSelf)} (self-only) or ${fig(FIGURES.hsaFamily)} (family) tax-free for medical costs.`,
    points: [
      {
        asks: [
          'can i contribute to an hsa on medicare',
          'can i keep putting money in my hsa after i sign up for medicare',
          'can i still put money in my hsa after medicare',
          'hsa contributions and medicare',
        ],
        says: 'No. HSA contributions must stop once any part of Medicare starts, and because Part A can be backdated up to six months when you sign up after 65, stop contributing six months before you apply. You can keep spending the money tax-free on medical costs, including Medicare premiums.',
      },
      {
        asks: ['can i use hsa money for medicare premiums', 'pay medicare premiums from hsa'],
        says: 'Yes. From 65 you can pay Medicare Part B, Part D and Medicare Advantage premiums from an HSA tax-free, but not Medigap (Medicare supplement) premiums.',
      },
      {
        asks: [
          'how much can i put in an hsa in 2026',
          'hsa contribution limit 2026',
          'and the limit for 2026',
          'how much can i put in an hsa',
        ],
        says: `For 2026 you can put ${fig(FIGURES.hsaSelf)} into an HSA with self-only coverage or ${fig(FIGURES.hsaFamily)} with family coverage, plus ${fig(FIGURES.hsaCatchUp)} more at 55 or older.`,
      },
      {
        asks: ['hsa after 65 rules', 'what happens to my hsa at 65'],
        says: 'From 65 you can spend HSA money on anything without the 20% penalty (non-medical withdrawals are taxed like IRA withdrawals), medical withdrawals stay tax-free, and contributions stop once you enroll in any part of Medicare.',
      },
    ],
    steps: [
      `You need a qualifying plan with a deductible of at least ${fig(FIGURES.hdhpDeductibleSelf)} self-only or ${fig(FIGURES.hdhpDeductibleFamily)} family.`,
      `At 55 or older you can add ${fig(FIGURES.hsaCatchUp)} a year.`,
      'Contributions stop once you enroll in any part of Medicare.',
      'After 65, withdrawals for non-medical costs are taxed like an IRA but not penalized; medical withdrawals stay tax-free.',
    ],
    benefits: ['Deductible going in, tax-free growth and tax-free medical withdrawals.'],
    risks: ['Non-medical withdrawals before 65 owe tax plus a 20% penalty.'],
    next: ['Keep receipts: you can reimburse yourself for past medical costs years later.'],
    sources: [SOURCES.irsPub969, SOURCES.irsRevProc202519],
  },
  {
    id: 'cobra',
    title: 'COBRA after leaving a job',
    questions: [
      'Should I take COBRA?',
      'How long does COBRA last?',
      'Is COBRA worth it when I retire?',
      'cobra or marketplace',
    ],
    keywords: [
      'cobra',
      'continuation',
      'leave job',
      'laid off',
      'retire',
      'employer plan',
      '18 months',
      'mini cobra',
    ],
    summary:
      'COBRA lets you keep your employer’s health plan, usually for 18 months, but you pay the full premium plus up to 2%.',
    steps: [
      'You have 60 days to elect COBRA, and coverage is retroactive if you elect in time.',
      'Compare the full COBRA premium with a Marketplace plan and any premium tax credit.',
      'Do not rely on COBRA to delay Medicare Part B after 65; it does not count as current employment coverage.',
      'Massachusetts has its own continuation rules for small employers.',
    ],
    benefits: ['Same doctors and deductibles you already have.'],
    risks: ['Often expensive, and it ends after a fixed period.'],
    next: ['Price COBRA against the Health Connector before the 60-day window closes.'],
    sources: [SOURCES.dolCobra, SOURCES.healthcareGov, SOURCES.medicareSignUp],
  },
  {
    id: 'ma-medigap',
    title: 'Medigap in Massachusetts',
    questions: [
      'How does Medigap work in Massachusetts?',
      'What are Supplement 1A and Core plans?',
      'Can I switch Medigap plans in Massachusetts?',
      'medicare supplement massachusetts',
      'free medicare counseling massachusetts shine',
    ],
    keywords: [
      'massachusetts',
      'medigap',
      'supplement 1a',
      'supplement 1',
      'core plan',
      'shine',
      'guaranteed issue',
      'switch',
      'boston',
    ],
    summary:
      'Massachusetts uses its own standardized Medigap plans (Core, Supplement 1 and Supplement 1A) instead of the lettered plans, and they can be bought without health questions.',
    points: [
      {
        asks: [
          'what medigap plans can i get in massachusetts',
          'turning 65 what medigap plans can i get here',
          'which medigap plan in massachusetts',
          'medigap plans in mass',
        ],
        says: 'In Massachusetts you choose between two standardized Medigap plans: Core, which covers the basic gaps such as the 20% Part B coinsurance, and Supplement 1A, which adds the Part A hospital deductible, skilled nursing coinsurance and emergency care abroad. Supplement 1 is open only to people eligible for Medicare before 2020, and insurers must accept you whatever your health.',
      },
      {
        asks: ['free medicare counseling shine', 'what is shine'],
        says: 'SHINE (Serving the Health Insurance Needs of Everyone) gives free, unbiased Medicare counseling across Massachusetts, by phone or in person; counselors can compare Medigap, Medicare Advantage and drug plans with you.',
      },
      {
        asks: [
          'can i get plan g in massachusetts',
          'my sister in florida has plan g can i get that here',
          'plan n in massachusetts',
        ],
        says: 'No. Massachusetts does not sell the lettered Medigap plans such as G or N; it has its own: Core and Supplement 1A, plus Supplement 1 for people eligible before 2020. Supplement 1A covers more than Core, including the Part A hospital deductible.',
      },
    ],
    steps: [
      'Core covers the basic gaps; Supplement 1A adds the Part A deductible and more.',
      'Supplement 1 (with the Part B deductible) is only for people eligible for Medicare before 2020.',
      'Massachusetts generally allows guaranteed-issue enrollment, so health history does not affect approval.',
      'SHINE offers free, unbiased Medicare counseling across the state.',
    ],
    benefits: ['More freedom to switch plans than in most states.'],
    risks: ['Premiums vary by insurer for the same standardized benefits.'],
    next: [
      'Compare insurers’ prices for the same plan, and book a SHINE session if you want a second opinion.',
    ],
    sources: [SOURCES.massShine, SOURCES.massInsurance, SOURCES.medicareMedigap],
  },
  {
    id: 'long-term-care',
    title: 'Planning for long-term care',
    questions: [
      'How do I plan for long-term care?',
      'How will I pay for assisted living?',
      'What is MassHealth long-term care?',
      'home health aide cost planning',
    ],
    keywords: [
      'long term care',
      'ltc',
      'nursing home',
      'assisted living',
      'home care',
      'home health',
      'custodial',
      'masshealth',
      'medicaid',
      'look back',
      'caregiver',
      'dementia',
    ],
    summary:
      'Medicare does not pay for ongoing custodial care, so long-term care is paid from savings, insurance or, once assets are spent down, MassHealth.',
    points: [
      {
        asks: [
          'does medicare pay for a nursing home',
          'does medicare pay for a nursing home',
          'does medicare cover a nursing home long term',
          'will medicare pay for my mom in a nursing home',
        ],
        says: 'Not for long-term care. Medicare covers up to 100 days in a skilled nursing facility after a hospital stay of at least three days, for rehab or skilled care, with a daily copay after day 20; it does not pay for custodial long-term care, which comes from savings, long-term care insurance or MassHealth.',
      },
    ],
    steps: [
      'Estimate likely costs where you live for home care, assisted living and nursing homes.',
      'Decide how you would pay: savings, home equity, long-term care insurance, a hybrid life policy or family help.',
      'Know that MassHealth (Medicaid) looks back five years at transfers of assets.',
      'Put a health care proxy and durable power of attorney in place.',
    ],
    benefits: ['A plan protects a spouse’s income and your choice of care setting.'],
    risks: ['Care costs can exhaust savings quickly, especially for a couple.'],
    next: ['Talk with family about preferences, then compare insurance and self-funding options.'],
    sources: [SOURCES.aclLtc, SOURCES.medicareSnf, SOURCES.massHealth],
  },
  {
    id: 'ltc-insurance',
    title: 'Long-term care insurance and hybrid policies',
    questions: [
      'Should I buy long-term care insurance?',
      'What is a hybrid life and long-term care policy?',
      'Is long term care insurance worth it?',
      'ltc insurance vs self insure',
    ],
    keywords: [
      'long term care insurance',
      'ltc insurance',
      'hybrid',
      'linked benefit',
      'rider',
      'self insure',
      'elimination period',
      'benefit period',
    ],
    summary:
      'Traditional long-term care insurance gives the most coverage per premium dollar; hybrid life/LTC policies guarantee a payout but cost more up front.',
    points: [
      {
        asks: ['do i need long term care insurance if i have money', 'self insure long term care'],
        says: 'Not necessarily: with enough savings you can self-insure, paying for care from your own money, as long as the plan still protects the spouse who does not need care. Insurance makes more sense when a long stay would drain what the other spouse needs to live on.',
      },
    ],
    steps: [
      'Apply in your 50s or early 60s, while healthy, when premiums are lower.',
      'Choose the daily benefit, benefit period, elimination period and inflation protection.',
      'Compare with a hybrid policy that pays a death benefit if care is never needed.',
      'Self-insuring can work for larger estates; make sure the couple’s plan survives one spouse needing care.',
    ],
    benefits: ['Protects savings and gives more choice of care.'],
    risks: [
      'Traditional policy premiums can rise over time.',
      'Health questions can make coverage unavailable later.',
    ],
    next: ['Get quotes for both a traditional and a hybrid policy with the same benefit.'],
    sources: [SOURCES.aclLtc, SOURCES.massInsurance],
  },
  {
    id: 'masshealth-transfers',
    title: 'MassHealth, gifts and the five-year look-back',
    questions: [
      'What is the MassHealth five-year look-back?',
      'Can my mother give her house to me before going into a nursing home?',
      'How much can you have and still qualify for MassHealth long-term care?',
      'Can I give money to my kids and still get MassHealth?',
    ],
    keywords: [
      'masshealth',
      'medicaid',
      'look back',
      'five year',
      'transfer',
      'gift',
      'sign over',
      'signs the house over',
      'give the house',
      'deed',
      'nursing home',
      'spend down',
      'estate recovery',
      'lien',
      'asset limit',
      'countable assets',
      'medicaid trust',
    ],
    summary: `MassHealth pays for long-term nursing-home care only when countable assets are down to about ${fig(FIGURES.massHealthAssetLimit)} for a single person, and it looks back five years at anything given away: a gift or transfer for less than fair value in that window brings a penalty period without coverage. A home can be exempt in some cases, but MassHealth can later recover its costs from the estate.`,
    points: [
      {
        asks: [
          'what if she just signs the house over to me',
          'can she give me the house now',
          'put the house in my name',
          'transfer the house to the kids',
        ],
        says: 'That would very likely count as a disqualifying gift under the five-year look-back: a transfer for less than fair value within five years of applying brings a penalty period with no nursing-home coverage, roughly the home’s value divided by the average monthly cost of a nursing home. Some transfers are allowed, such as to a spouse, a disabled child, or a child who lived in the home and gave care for two years, so talk with an elder-law attorney before anyone signs a deed.',
      },
      {
        asks: [
          'will masshealth take my house',
          'will masshealth take my house',
          'will masshealth take her house',
          'masshealth lien on the house estate recovery',
        ],
        says: 'Not while she or a spouse lives in it, in most cases: the home can be exempt from the asset test. But MassHealth can place a lien on it and recover what it paid from the estate after death, and gifts are checked under a five-year look-back, so planning has to start well before care is needed.',
      },
      {
        asks: [
          'how much can you have and still get masshealth',
          'masshealth asset limit',
          'how much money can my dad have for masshealth nursing home',
        ],
        says: `For long-term care, a single person can keep about ${fig(FIGURES.massHealthAssetLimit)} in countable assets; a spouse who stays at home can keep a much larger share, set each year. The home, a car and some burial funds generally do not count.`,
      },
    ],
    steps: [
      'Do not move money or property for a parent who may need care before talking with an elder-law attorney.',
      'List the assets and any gifts made in the past five years.',
      'Ask about allowed transfers and the protections for a spouse who stays at home.',
      'Planning five or more years ahead, for example with an irrevocable trust, is what protects assets.',
    ],
    benefits: ['Planned early, some assets and the home can be protected.'],
    risks: [
      'A well-meant gift inside five years can leave a parent without coverage for months.',
      'Giving the house away early also gives up the step-up in basis for the heirs.',
    ],
    next: ['Gather five years of bank statements and any deeds before a consultation.'],
    sources: [SOURCES.massHealth, SOURCES.aclLtc],
  },
];
