import type { Details, Topic } from '../types.ts';
import { dollars, FIGURES, fig } from './figures.ts';
import {
  ageOf,
  birthYearOf,
  describeAge,
  earlyClaimCut,
  fullRetirementAge,
  percent,
} from './reckon.ts';
import { SOURCES } from './sources.ts';

export const SOCIAL_SECURITY: Topic[] = [
  {
    id: 'ss-claiming',
    title: 'When to claim Social Security',
    questions: [
      'When should I claim Social Security?',
      'Should I take Social Security at 62 or wait until 70?',
      'What is the best age to start Social Security?',
      'How do I maximize my Social Security?',
      'Is it better to collect early?',
      'social security maximization',
      'Is it worth delaying my benefits?',
    ],
    keywords: [
      'claim',
      'claiming',
      'collect',
      'start',
      'take',
      'begin',
      'file',
      'early',
      'wait',
      'delay',
      'delay benefits',
      'delayed retirement credits',
      'age 62',
      'age 70',
      'maximize',
      'maximization',
      'most out of',
      'breakeven',
      'when',
      'benefit',
      'benefits',
      'social security',
    ],
    summary:
      'You can claim Social Security from 62 to 70: claiming at 62 cuts the check by up to 30% for life, and waiting past full retirement age adds 8% a year until 70, so the best age depends on your health, other income and your spouse.',
    points: [
      {
        asks: [
          'does my social security go down if i claim early',
          'is claiming early a permanent cut',
        ],
        says: 'Yes, for life: claiming at 62 cuts the monthly check by up to 30% (for a full retirement age of 67), and it stays lower permanently apart from yearly cost-of-living raises; a smaller check also means a smaller survivor benefit for your spouse.',
      },
      {
        asks: [
          'if i wait til 70 how much more do i get',
          'how much more if i wait to claim',
          'delayed retirement credits',
          'should i delay my social security',
        ],
        says: 'Each year you wait past full retirement age adds 8% (delayed retirement credits) until 70: with a full retirement age of 67, claiming at 70 pays 24% more a month for life, or 124% of your full benefit. Claiming at 62 instead pays 30% less.',
      },
      {
        asks: [
          'just diagnosed should i take social security early',
          'health problems claim social security early',
          'should i claim early if im sick',
        ],
        says: 'It can make sense to claim earlier when your health shortens your likely lifespan, because waiting pays off only if you live long enough to collect the larger checks. If you are married and the higher earner, though, waiting raises the survivor benefit your spouse would keep, so weigh your spouse’s life expectancy too.',
      },
      {
        asks: [
          'when should we each claim',
          'which of us should claim first',
          'couple claiming strategy',
        ],
        says: 'A common approach is for the higher earner to wait, ideally to 70, because the larger benefit becomes the survivor benefit for whichever of you lives longer, while the lower earner may claim earlier. The best split depends on your health, your two benefit estimates and your other income.',
      },
    ],
    steps: [
      'Get your estimates for ages 62, full retirement age and 70 from your my Social Security account.',
      'Claiming at 62 cuts the benefit by up to 30% for someone whose full retirement age is 67.',
      'Waiting past full retirement age adds 8% a year in delayed retirement credits until 70.',
      'If married, the higher earner’s claiming age also sets the survivor benefit, which often argues for waiting.',
      'Bridge the waiting years with savings if needed, and compare the lifetime totals.',
    ],
    benefits: [
      'Delaying buys inflation-adjusted income for life, which protects against a long life.',
      'Claiming early can make sense with poor health or no other income.',
    ],
    risks: [
      'Claiming early locks in a permanently smaller check and survivor benefit.',
      'Working while claiming before full retirement age can withhold benefits under the earnings test.',
    ],
    next: [
      'Download your Social Security statement and bring both spouses’ statements to a review.',
    ],
    sources: [SOURCES.ssaClaiming, SOURCES.ssaDelayed, SOURCES.ssaMyAccount],
  },
  {
    id: 'ss-fra',
    title: 'Full retirement age',
    questions: ['When do I get my full Social Security benefit?'],
    keywords: [
      'full retirement age',
      'fra',
      'normal retirement age',
      'born',
      '1960',
      '67',
      '66',
      'full benefit',
      'age',
    ],
    summary:
      'Full retirement age is 67 for anyone born in 1960 or later; it was 66 and some months for people born 1955 to 1959.',
    points: [
      {
        asks: [
          'what is my full retirement age',
          'what is full retirement age for someone born in 1960',
          'whats my full retirement age born 1961',
          'what age is full retirement for social security if born in 1958',
          'full retirement age for my birth year',
          'born in 1962 whats my full retirement age',
          'how much do i lose if i take it at 62',
        ],
        uses: ['birthYear'],
        says: (d: Details) => {
          const born = birthYearOf(d);
          if (born === undefined)
            return 'Full retirement age is 67 if you were born in 1960 or later, and 66 plus 2 to 10 months if born 1955 to 1959. What year were you born?';
          const fra = fullRetirementAge(born);
          const monthsAfter62 = (fra.years - 62) * 12 + fra.months;
          const credits = ((70 - fra.years) * 12 - fra.months) * (2 / 3);
          return `Born in ${born}, your full retirement age is ${describeAge(fra)}. Claiming at 62 would cut your benefit by about ${percent(earlyClaimCut(monthsAfter62))} for life, and waiting until 70 would raise it ${percent(credits)} above your full amount.`;
        },
      },
      {
        asks: [
          'is full retirement age 66 or 67',
          'is full retirement age 67',
          'fra social security 67',
        ],
        says: 'Yes, for anyone born in 1960 or later; for people born 1955 to 1959 it is 66 plus 2 to 10 months.',
      },
    ],
    steps: [
      'Born 1960 or later: full retirement age is 67.',
      'Born 1955 to 1959: between 66 and 2 months and 66 and 10 months.',
      'At full retirement age the earnings test no longer applies and you get 100% of your primary insurance amount.',
      'You can still claim anywhere from 62 to 70; the check is reduced before and increased after this age.',
    ],
    benefits: ['Knowing the age lets you time work, retirement and Medicare decisions together.'],
    risks: [
      'Medicare still starts at 65, so do not wait for full retirement age to enroll in Medicare.',
    ],
    next: ['Check your exact age and estimate in your my Social Security account.'],
    sources: [SOURCES.ssaClaiming, SOURCES.ssaMyAccount],
  },
  {
    id: 'ss-spousal',
    title: 'Spousal benefits',
    questions: [
      'How do spousal benefits work?',
      'What about my husband’s Social Security?',
      'and for my wife?',
      'spouse who never worked social security',
      'Can a spouse collect benefits on the other spouse’s work record?',
    ],
    keywords: [
      'spouse claim',
      'claim on my record',
      'spouse',
      'spousal',
      'collect on',
      'my record',
      'wife',
      'husband',
      'married',
      'partner',
      'couple',
      'never worked',
      'half',
      '50%',
    ],
    summary:
      'A spouse can receive up to 50% of the worker’s full-retirement-age benefit, reduced if the spouse claims before their own full retirement age.',
    points: [
      {
        asks: [
          'can my wife get social security on my record',
          'can my wife collect on my social security',
          'my wife never worked can she get benefits',
          'does my wife get anything',
          'what can my wife get from my social security',
        ],
        says: 'Yes. A spouse can get up to 50% of your full-retirement-age benefit once you have filed, even with little or no work record of their own; it is reduced if they claim before their own full retirement age.',
      },
    ],
    steps: [
      'The worker must have filed for benefits before the spouse can get a spousal benefit.',
      'SSA pays the spouse’s own benefit first and tops it up to the spousal amount if that is higher.',
      'Spousal benefits do not grow past the spouse’s full retirement age, so there is no gain in the spouse waiting past it.',
      'Couples usually coordinate: the lower earner may claim earlier while the higher earner delays.',
    ],
    benefits: [
      'Provides income to a spouse with little or no work record.',
      'Coordinated claiming can raise a couple’s lifetime benefits.',
    ],
    risks: ['Claiming spousal benefits early reduces them permanently.'],
    next: ['Compare both spouses’ estimates side by side to plan who claims when.'],
    sources: [SOURCES.ssaSpouse],
  },
  {
    id: 'ss-survivor',
    title: 'Survivor benefits',
    questions: [
      'What happens to Social Security when a spouse dies?',
      'How do survivor benefits work?',
      'Can a widow get her husband’s Social Security?',
      'widow social security benefits',
    ],
    keywords: [
      'survivor',
      'survivors',
      'widow',
      'widower',
      'dies',
      'died',
      'death',
      'passed away',
      'surviving spouse',
    ],
    summary:
      'A surviving spouse can receive up to 100% of the deceased worker’s benefit at the survivor’s full retirement age, or a reduced amount from age 60.',
    points: [
      {
        asks: [
          'my husband just died what do i do about his social security',
          'my spouse died what happens to social security',
          'husband passed away social security',
        ],
        says: `Call Social Security at 1-800-772-1213 to report the death (the funeral home often does this too) and ask about survivor benefits: you can get up to 100% of your spouse’s benefit at your full retirement age, or a reduced amount from 60, plus a one-time ${fig(FIGURES.deathPayment)} death payment. You keep the larger of the two benefits, not both.`,
      },
      {
        asks: ['survivor benefits for kids', 'social security for children when a parent dies'],
        says: 'Unmarried children can get survivor benefits of up to 75% of the parent’s benefit until 18, or 19 if still in high school, and at any age if disabled before 22. A surviving parent caring for a child under 16 can also get benefits at any age.',
      },
      {
        asks: [
          'he got 2800 a month and i get 1500 what happens to mine',
          'which check do i keep when my spouse dies',
          'do i get both social security checks when my husband dies',
        ],
        uses: ['monthly'],
        says: (d: Details) => {
          if (d.monthly.length < 2)
            return 'You keep the larger of your own benefit and your late spouse’s, not both: if theirs was larger, it replaces yours, in full at your full retirement age or reduced if you take it earlier (from 60).';
          const high = Math.max(...d.monthly);
          const low = Math.min(...d.monthly);
          return `You keep the larger of the two checks, not both: the ${dollars(high)} a month replaces the ${dollars(low)}, in full if you are at your full retirement age or reduced if you take it earlier (from 60). Ask SSA about the switch and the one-time ${fig(FIGURES.deathPayment)} death payment.`;
        },
      },
    ],
    steps: [
      'Report the death to SSA; funeral homes often do this.',
      'A survivor keeps the larger of their own benefit or the survivor benefit, not both.',
      'Survivor benefits can start at 60 (50 if disabled), reduced before full retirement age.',
      'A survivor can take one benefit first and switch to the other later if that pays more.',
    ],
    benefits: ['The higher earner delaying their claim raises the survivor’s income for life.'],
    risks: [
      'The household loses one check at the first death, often with expenses that stay the same.',
    ],
    next: ['Review how much income the survivor would have under each claiming plan.'],
    sources: [SOURCES.ssaSurvivors],
  },
  {
    id: 'ss-divorced',
    title: 'Benefits for divorced spouses',
    questions: [
      'divorced spouse social security benefits',
      'am i entitled to my ex wife’s social security',
    ],
    keywords: [
      'divorced',
      'divorce',
      'ex',
      'ex-husband',
      'ex-wife',
      'former spouse',
      'ten years',
      'remarried',
    ],
    summary:
      'If a marriage lasted at least 10 years and you are unmarried, you may claim on an ex-spouse’s record without affecting their benefit.',
    points: [
      {
        asks: [
          'can i get social security from my ex-husband',
          'can i collect on my exs social security',
          'divorced can i claim on my ex',
          'can my ex claim on my record',
        ],
        says: 'Yes, if the marriage lasted at least 10 years and the person claiming is unmarried now: from 62 they can get up to 50% of the ex-spouse’s full benefit, and claiming it does not reduce the ex-spouse’s benefit or that of a new spouse.',
      },
    ],
    steps: [
      'Confirm the marriage lasted 10 years or more and that you have not remarried.',
      'You must be 62 or older; if divorced two years or more, your ex need not have claimed yet.',
      'The amount follows spousal rules (up to 50%) and survivor rules after the ex-spouse’s death.',
    ],
    benefits: ['Your ex-spouse’s benefit and their current spouse’s benefit are not reduced.'],
    risks: [
      'Remarriage generally ends divorced-spouse benefits (remarriage after 60 keeps survivor benefits).',
    ],
    next: ['Have your marriage and divorce dates ready when you contact SSA.'],
    sources: [SOURCES.ssaSpouse, SOURCES.ssaSurvivors],
  },
  {
    id: 'ss-earnings-test',
    title: 'Working while collecting Social Security (the earnings test)',
    questions: [
      'What is the earnings limit?',
      'Will my benefits be reduced if I keep working?',
      'earnings test 2026',
    ],
    keywords: [
      'lose benefits',
      'go back to work',
      'work',
      'working',
      'keep working',
      'still working',
      'earn',
      'earnings',
      'earnings test',
      'earnings limit',
      'job',
      'part time',
      'withheld',
      'reduced',
      'income limit',
    ],
    summary: `Before full retirement age, SSA withholds $1 of benefits for every $2 earned above ${fig(FIGURES.earningsTest)}; in the year you reach full retirement age the limit is ${fig(FIGURES.earningsTestFraYear)} with $1 withheld for every $3.`,
    points: [
      {
        asks: [
          'how much can i earn while on social security',
          'how much can i make before they take my social security',
          'how much can i earn before social security is reduced',
          'social security earnings limit 2026',
          'how much can i make before social security gets cut',
        ],
        says: `In 2026 you can earn up to ${fig(FIGURES.earningsTest)} from work before Social Security withholds anything, if you are under full retirement age all year; above that, SSA holds back $1 for every $2 you earn. In the year you reach full retirement age the limit is ${fig(FIGURES.earningsTestFraYear)} ($1 for every $3), and from that month on there is no limit.`,
      },
      {
        asks: [
          'can i work and collect social security',
          'i still work part time does that matter',
          'will working reduce my social security',
          'can i work part time and collect social security',
          'what about if i keep working',
        ],
        uses: ['earnings'],
        says: (d: Details) => {
          const pay = d.earnings ?? d.income;
          const age = ageOf(d);
          if (age !== undefined && age >= 67)
            return `No. At ${age} you are past full retirement age, so there is no limit on what you earn.`;
          if (pay === undefined)
            return `Yes, if you are under full retirement age and earn over ${fig(FIGURES.earningsTest)} in 2026: SSA holds back $1 for every $2 above it and pays it back through a higher benefit at full retirement age. How much do you expect to earn this year?`;
          const over = pay - FIGURES.earningsTest.amount;
          if (over <= 0)
            return `No: earning about ${dollars(pay)} is under the ${fig(FIGURES.earningsTest)} limit for 2026, so nothing is withheld.`;
          return `Yes, if you claim before full retirement age: earning about ${dollars(pay)} is ${dollars(over)} over the ${fig(FIGURES.earningsTest)} limit, so SSA would hold back about ${dollars(over / 2)} of benefits over the year ($1 for every $2 over). The withheld money is not lost: your benefit is raised at full retirement age to make up for it.`;
        },
      },
      {
        asks: [
          'will i lose social security if i go back to work',
          'do i lose my social security if i work',
        ],
        says: `Not permanently. If you are under full retirement age and earn over ${fig(FIGURES.earningsTest)} in 2026, SSA holds back $1 for every $2 above it, and your benefit is raised at full retirement age to make up for it; from full retirement age on there is no limit.`,
      },
    ],
    steps: [
      'Only wages and net self-employment earnings count, not pensions, investment income or IRA withdrawals.',
      'From the month you reach full retirement age there is no limit at all.',
      'Withheld benefits are not lost: your benefit is recalculated upward at full retirement age.',
      'In the first year of retirement a monthly test can apply, so you may be paid for months you do not work.',
    ],
    benefits: ['You can phase into retirement and keep working part time.'],
    risks: ['Withholding can surprise you and disrupt a monthly budget.'],
    next: ['Estimate this year’s earnings and tell SSA if they change.'],
    sources: [SOURCES.ssaWorking, SOURCES.ssaCola],
  },
  {
    id: 'ss-taxes',
    title: 'Are Social Security benefits taxable?',
    questions: [
      'Is Social Security taxable?',
      'Do I pay tax on my Social Security?',
      'How much of my Social Security is taxed?',
      'provisional income social security',
      'no tax on social security',
    ],
    keywords: [
      'federal tax',
      'federally',
      'benefits taxed',
      'taxable',
      'taxed',
      'tax',
      'taxes',
      'provisional income',
      'combined income',
      '85%',
      'withholding',
      'w-4v',
    ],
    summary: `Up to 85% of Social Security can be federally taxable, depending on your combined income: up to 50% of benefits once it passes ${fig(FIGURES.ssTaxSingle50)} single or ${fig(FIGURES.ssTaxJoint50)} joint, and up to 85% above ${fig(FIGURES.ssTaxSingle85)} or ${fig(FIGURES.ssTaxJoint85)}. Massachusetts does not tax Social Security.`,
    steps: [
      'Combined income = adjusted gross income + tax-exempt interest + half of your benefits.',
      `Single: up to 50% taxable above ${fig(FIGURES.ssTaxSingle50)} and up to 85% above ${fig(FIGURES.ssTaxSingle85)}.`,
      `Married filing jointly: up to 50% above ${fig(FIGURES.ssTaxJoint50)} and up to 85% above ${fig(FIGURES.ssTaxJoint85)}.`,
      `At 65 or older, the temporary senior deduction of up to ${fig(FIGURES.seniorDeduction)} per person (2025 to 2028) can offset some of this tax.`,
      'You can have federal tax withheld from benefits with Form W-4V.',
    ],
    benefits: [
      'Managing IRA withdrawals, Roth conversions and QCDs can keep more of your benefit untaxed.',
    ],
    risks: ['These thresholds are not indexed for inflation, so more retirees pay each year.'],
    next: ['Check line 6 of last year’s Form 1040 to see how much of your benefit was taxed.'],
    sources: [SOURCES.ssaTaxes, SOURCES.irsPub915, SOURCES.massSeniors],
  },
  {
    id: 'ss-fairness-act',
    title: 'Pensions from non-covered work (WEP and GPO repeal)',
    questions: [
      'Does the Windfall Elimination Provision still apply?',
      'I am a Massachusetts teacher, will I get Social Security?',
      'What is the Social Security Fairness Act?',
      'government pension offset repealed',
    ],
    keywords: [
      'wep',
      'gpo',
      'windfall',
      'government pension offset',
      'fairness act',
      'teacher',
      'state pension',
      'public employee',
      'non covered',
      'municipal',
    ],
    summary:
      'The Social Security Fairness Act ended the Windfall Elimination Provision and Government Pension Offset for benefits payable after December 2023, raising benefits for many public employees.',
    steps: [
      'If you have a pension from work not covered by Social Security (for example many Massachusetts teachers and public employees), your Social Security is no longer reduced by WEP or GPO.',
      'If you never applied because the offset would have wiped out a spousal or survivor benefit, apply now.',
      'Keep your address and direct-deposit details current with SSA.',
    ],
    benefits: [
      'Higher monthly benefits and, for many, spousal or survivor benefits that were previously zero.',
    ],
    risks: ['Higher benefits can increase how much of your Social Security is federally taxable.'],
    next: ['Check whether you or your spouse should file a new application.'],
    sources: [SOURCES.ssaFairness],
  },
  {
    id: 'ss-2026',
    title: 'Social Security changes for 2026',
    questions: [
      'What is the Social Security COLA for 2026?',
      'What is the Social Security taxable maximum?',
      'how much will social security go up next year',
      'social security raise 2026',
    ],
    keywords: [
      'cola',
      'cost of living',
      'increase',
      'raise',
      'go up',
      '2026',
      'taxable maximum',
      'wage base',
      'payroll tax',
    ],
    summary: `Benefits rose 2.8% for 2026, and earnings up to ${fig(FIGURES.taxableMax)} are subject to Social Security tax.`,
    steps: [
      'The 2.8% cost-of-living adjustment applies to benefits paid from January 2026.',
      `The taxable maximum for the 6.2% Social Security payroll tax is ${fig(FIGURES.taxableMax)}.`,
      `The earnings test exempt amounts are ${fig(FIGURES.earningsTest)} before full retirement age and ${fig(FIGURES.earningsTestFraYear)} in the year you reach it.`,
      `The standard Medicare Part B premium, usually deducted from benefits, is ${fig(FIGURES.partBPremium)}.`,
    ],
    benefits: ['The COLA keeps benefits in step with inflation.'],
    risks: ['Higher Medicare premiums can absorb part of the increase.'],
    next: ['Look for your COLA notice in your my Social Security account message center.'],
    sources: [SOURCES.ssaCola, SOURCES.cmsCosts2026],
  },
  {
    id: 'ss-trust-fund',
    title: 'Is Social Security going broke?',
    questions: [
      'Is Social Security going broke?',
      'Will Social Security run out?',
      'What happens when the trust fund runs out?',
      'Will my benefits be cut in 2033?',
      'Is the system going bankrupt?',
    ],
    keywords: [
      'going broke',
      'broke',
      'bankrupt',
      'run out',
      'running out',
      'trust fund',
      'insolvent',
      'depleted',
      'benefit cut',
      'system',
      'future',
      'still be there',
    ],
    summary:
      'No, Social Security is not going broke: it is paid mostly from the payroll taxes of people working now, and those keep coming in. The 2025 Trustees Report projects that the retirement trust fund’s reserve runs out in 2033; after that, incoming taxes would still pay about 77% of scheduled benefits (81% for the combined funds from 2034) unless Congress acts, as it did in 1983.',
    points: [
      {
        asks: [
          'should i claim early before social security runs out',
          'take social security early because it is going broke',
        ],
        says: 'Claiming early out of fear usually costs more than it saves: an early claim cuts your check for life, by up to 30%, while the projected shortfall would be a cut of about 23% from 2033 if Congress did nothing at all.',
      },
    ],
    steps: [
      'Plan on the benefit in your my Social Security estimate, and test your plan with about 20% less from 2033 as a worst case.',
      'Base your claiming age on your health, marriage and other income, not on headlines.',
      'Watch the Trustees Report each year; a change in law would most likely come with notice.',
    ],
    benefits: ['Payroll taxes keep paying most benefits even in the worst projection.'],
    risks: [
      'Without action by Congress, benefits could be cut by about 23% from 2033.',
      'Claiming early out of fear cuts your benefit for life.',
    ],
    next: [
      'Download your estimate from your my Social Security account and run your plan with and without a cut.',
    ],
    sources: [SOURCES.ssaTrustees, SOURCES.ssaMyAccount],
  },
];
