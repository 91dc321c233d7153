import type { Details, Topic } from '../types.ts';
import { dollars, FIGURES, fig, total } from './figures.ts';
import { SOURCES } from './sources.ts';

/** Whether an estate of the size the visitor gave owes Massachusetts or federal estate tax. */
function estateTaxFor(d: Details): string {
  const state = FIGURES.maEstateThreshold;
  const federal = FIGURES.estateExclusion;
  if (d.assets === undefined)
    return `Only if the estate, counting the home, retirement accounts and life insurance you own, is over ${fig(state)}: Massachusetts taxes the part above that. Federal estate tax applies only above ${fig(federal)} per person in 2026. Roughly how much is the estate worth?`;
  const size = dollars(d.assets);
  if (d.assets <= state.amount)
    return `No. An estate of about ${size} is at or under the Massachusetts line of ${fig(state)} and far under the federal exemption of ${fig(federal)}, so neither estate tax would be due.`;
  const federalDue = d.assets > federal.amount;
  return `Yes, likely: an estate of about ${size} is over the Massachusetts line of ${fig(state)}, so Massachusetts estate tax is due on the part above it, paid by the estate before heirs inherit. ${federalDue ? `It is also over the federal exemption of ${fig(federal)}.` : `It is under the federal exemption of ${fig(federal)}, so no federal estate tax would be due.`}`;
}

export const INSURANCE_AND_LEGACY: Topic[] = [
  {
    id: 'term-vs-permanent',
    title: 'Term or permanent life insurance?',
    questions: [
      'Should I get term or whole life insurance?',
      'What is the difference between term and permanent life insurance?',
      'Is universal life a good investment?',
      'term vs whole life',
      'what kind of life insurance should i get',
    ],
    keywords: [
      'term',
      'whole life',
      'universal life',
      'permanent',
      'cash value',
      'iul',
      'indexed universal',
      'life insurance',
      'policy',
      'kind',
    ],
    summary:
      'Term insurance covers a set number of years at the lowest cost; permanent insurance (whole or universal life) lasts for life and builds cash value but costs much more.',
    points: [
      {
        asks: ['whats cash value life insurance', 'what is cash value'],
        says: 'Cash value is the savings part of a permanent (whole or universal) life policy: part of each premium builds up inside it, and you can borrow against it or withdraw it, though loans and withdrawals reduce the death benefit and surrendering early brings charges.',
      },
    ],
    steps: [
      'Name the need: income replacement while others depend on you usually points to term.',
      'Lifelong needs, such as estate liquidity or a special-needs heir, can justify permanent insurance.',
      'Compare the premium for the same death benefit across term lengths and policy types.',
      'For universal life, check what happens to the policy if credited rates fall.',
    ],
    benefits: [
      'Term: large coverage for a small premium.',
      'Permanent: coverage that cannot run out with age, plus cash value you can borrow.',
    ],
    risks: [
      'Term can expire when you still need it, and renewing later costs more.',
      'Permanent policies can lapse if underfunded, and surrender charges apply early on.',
    ],
    next: ['Write down who depends on your income and for how long before comparing quotes.'],
    sources: [SOURCES.massInsurance, SOURCES.irsLifeInsurance],
  },
  {
    id: 'how-much-life-insurance',
    title: 'How much life insurance do I need?',
    questions: [
      'How much life insurance do I need?',
      'How much life insurance should I buy?',
      'do i need life insurance in retirement',
      'should i keep my life insurance after retiring',
    ],
    keywords: [
      'how much',
      'coverage amount',
      'death benefit',
      'need life insurance',
      'keep',
      'cancel',
      'retirement',
      'spouse income',
      'dependents',
      'life insurance',
    ],
    summary:
      'You need enough life insurance to cover debts, final costs and the income your family would lose; in retirement, the need often shrinks to protecting a spouse’s income or an estate plan.',
    points: [
      {
        asks: [
          'do i still need life insurance after retirement',
          'do i need life insurance at 70',
          'cancel my life insurance in retirement',
        ],
        says: 'It depends: once the mortgage is paid and no one relies on your income, many retirees need less or none. It can still be worth keeping if your spouse would lose a pension or a Social Security check at your death, or to pay estate taxes or leave money to heirs.',
      },
    ],
    steps: [
      'Add debts, final expenses and future goals (such as a spouse’s living costs).',
      'Subtract savings and the survivor’s income, including the Social Security survivor benefit.',
      'In retirement, check what the surviving spouse loses: one Social Security check and perhaps a pension.',
      'Before cancelling an old policy, ask for its cash value and whether it could be exchanged or sold.',
    ],
    benefits: ['Death benefits are generally free of federal income tax to beneficiaries.'],
    risks: ['Dropping a policy can be hard to undo if your health changes.'],
    next: ['Gather current policies and statements to see what you already have.'],
    sources: [SOURCES.irsLifeInsurance, SOURCES.ssaSurvivors, SOURCES.massInsurance],
  },
  {
    id: 'beneficiaries',
    title: 'Beneficiary designations',
    questions: [
      'How do I name a beneficiary?',
      'Who should be my IRA beneficiary?',
      'contingent beneficiary',
    ],
    keywords: [
      'at death',
      'after death',
      'who gets',
      'when i die',
      'beneficiary',
      'beneficiaries',
      'designation',
      'contingent',
      'primary beneficiary',
      'tod',
      'pod',
      'transfer on death',
      'override will',
    ],
    summary:
      'Beneficiary designations on retirement accounts, insurance and transfer-on-death accounts pass the money directly and override what your will says.',
    points: [
      {
        asks: [
          'who gets my retirement account when i die',
          'who inherits my accounts',
          'who gets my 401k if i die',
        ],
        says: 'Whoever is named on the account’s beneficiary form, whatever your will says; for a 401(k), federal law generally makes your spouse the beneficiary unless they signed a waiver. Check the form with the plan and name a contingent beneficiary too.',
      },
      {
        asks: ['update beneficiary after divorce', 'is my ex still my beneficiary'],
        says: 'Update it now: a divorce does not reliably take an ex-spouse off an IRA or life insurance beneficiary form, and the form, not your will, decides who is paid. Ask each custodian and insurer for a new designation form.',
      },
      {
        asks: ['who should i name as beneficiary', 'naming a beneficiary on life insurance'],
        says: 'Name a primary beneficiary, often a spouse or children, and a contingent one who inherits if the primary has died. Avoid naming a minor child directly or your estate, which forces probate; a trust can receive the money for minors or anyone who needs help managing it.',
      },
      {
        asks: [
          'do beneficiary designations override a will',
          'does a beneficiary override my will',
          'does my will control my ira',
        ],
        says: 'Yes. A beneficiary designation on a retirement account, life insurance policy or transfer-on-death account decides who gets that money, whatever your will says, so keep the forms up to date.',
      },
    ],
    steps: [
      'List every account and policy with a beneficiary form.',
      'Name primary and contingent beneficiaries, and update after marriage, divorce, births or deaths.',
      'Think about taxes: heirs in high brackets may prefer Roth accounts; charities pay no tax on pre-tax IRAs.',
      'Naming a trust can add control but needs careful drafting for retirement accounts.',
    ],
    benefits: ['Assets pass quickly and avoid probate.'],
    risks: ['An outdated form can send money to an ex-spouse or leave it to your estate.'],
    next: ['Ask each custodian and insurer for a copy of your current beneficiary forms.'],
    sources: [SOURCES.irsPub590b, SOURCES.massProbate],
  },
  {
    id: 'trusts',
    title: 'Wills and trusts',
    questions: [
      'Do I need a trust or just a will?',
      'What is a revocable living trust?',
      'irrevocable trust to protect assets',
    ],
    keywords: [
      'trust',
      'trusts',
      'will',
      'living trust',
      'revocable',
      'irrevocable',
      'probate',
      'estate plan',
      'executor',
      'personal representative',
      'credit shelter',
    ],
    summary:
      'A will directs assets through probate; a revocable living trust can avoid probate and manage assets if you become unable to, while irrevocable trusts serve tax and protection goals.',
    points: [
      {
        asks: [
          'how do i avoid probate in massachusetts',
          'how to avoid probate',
          'how do i avoid probate in massachusetts',
        ],
        says: 'Assets that pass outside a will avoid probate: accounts with named beneficiaries, payable-on-death and transfer-on-death accounts, property in joint ownership with right of survivorship, and anything titled in a living trust. Massachusetts also has a simpler process for small estates.',
      },
      {
        asks: ['what is probate'],
        says: 'Probate is the court process, in Massachusetts the Probate and Family Court, that confirms a will, appoints the personal representative, pays debts and passes what is left to the heirs. Assets with named beneficiaries, joint owners or a trust avoid it.',
      },
    ],
    steps: [
      'Start with a will, a durable power of attorney and a health care proxy.',
      'Consider a revocable trust if you own real estate, want privacy, or want to plan for incapacity.',
      'Fund the trust by retitling assets; an unfunded trust does little.',
      'Massachusetts couples above the state estate tax threshold often use credit shelter trusts, because Massachusetts has no portability.',
    ],
    benefits: [
      'Clear instructions, less court involvement and smoother management if you are incapacitated.',
    ],
    risks: ['Documents that are not updated or not funded may not work as intended.'],
    next: ['Make a list of assets and how each is titled before meeting an estate attorney.'],
    sources: [SOURCES.massProbate, SOURCES.massEstate],
  },
  {
    id: 'step-up-basis',
    title: 'Step-up in basis',
    questions: [
      'What is a step-up in basis?',
      'Should I give my house to my kids now or leave it in my will?',
      'Do my heirs pay capital gains on inherited stock?',
      'stepped up basis at death',
    ],
    keywords: [
      'inherit house',
      'inherited house',
      'step up',
      'stepped up',
      'basis',
      'cost basis',
      'inherit',
      'inherited',
      'heirs',
      'kids',
      'children',
      'gift house',
    ],
    summary:
      'Assets inherited at death generally get a step-up in basis: a new cost basis equal to their value at death, so heirs can sell with little capital gains tax; lifetime gifts keep your old basis.',
    points: [
      {
        asks: [
          'inherit my parents house taxes',
          'do i pay tax on an inherited house',
          'inherited house capital gains',
        ],
        says: `Usually little or none on the inheritance itself: the house gets a step-up in basis to its value at death, so if you sell soon you owe capital gains tax only on any rise after that. Any estate tax is paid by the estate before you inherit; Massachusetts estate tax applies above ${fig(FIGURES.maEstateThreshold)}.`,
      },
    ],
    steps: [
      'Appreciated stock or real estate held until death usually passes with a stepped-up basis.',
      'Gifting the same asset during life passes your original basis to the recipient.',
      'Retirement accounts (IRAs, 401(k)s) get no step-up; heirs pay income tax on withdrawals.',
      'Keep records of values at death for the heirs.',
    ],
    benefits: ['Holding appreciated assets can erase decades of gains for heirs.'],
    risks: [
      'Giving a house to children during life can cost them a large capital gains tax later.',
    ],
    next: [
      'List appreciated assets and their cost basis before deciding what to give now and later.',
    ],
    sources: [SOURCES.irsBasis],
  },
  {
    id: 'federal-estate-tax',
    title: 'Federal estate and gift tax',
    questions: [
      'Will my estate owe federal estate tax?',
      'What is the estate tax exemption for 2026?',
      'How much can I gift each year?',
      'annual gift exclusion 2026',
    ],
    keywords: [
      'gifts to children',
      'each year',
      'estate tax',
      'federal estate',
      'exemption',
      'exclusion',
      'gift',
      'gifts',
      'gift tax',
      'annual exclusion',
      'portability',
      'form 709',
      'lifetime',
    ],
    summary: `For 2026 each person can leave or give ${fig(FIGURES.estateExclusion)} free of federal estate and gift tax, and give ${fig(FIGURES.giftExclusion)} per recipient each year without using it.`,
    points: [
      {
        asks: [
          'how much can i gift each year',
          'gift tax limit',
          'how much can i give my grandkids each year',
        ],
        says: `You can give up to ${fig(FIGURES.giftExclusion)} per person per year in 2026 (${total(FIGURES.giftExclusion, FIGURES.giftExclusion)} from a married couple) without filing a gift tax return or using your lifetime exemption of ${fig(FIGURES.estateExclusion)}; tuition or medical bills paid directly to the school or provider do not count at all.`,
      },
      {
        asks: ['will my kids pay estate tax', 'will my heirs owe estate tax'],
        uses: ['assets'],
        says: estateTaxFor,
      },
    ],
    steps: [
      'Add up everything you own, including life insurance and retirement accounts.',
      'Married couples can use portability to carry the unused exclusion to the surviving spouse by filing an estate tax return.',
      'Gifts above the annual exclusion need Form 709 but rarely owe tax.',
      'Tuition and medical bills paid directly to the provider do not count as gifts.',
    ],
    benefits: ['Few estates owe federal estate tax at current exclusion levels.'],
    risks: ['Massachusetts has its own, much lower, estate tax threshold.'],
    next: ['Total your estate and compare it with both the federal and Massachusetts thresholds.'],
    sources: [SOURCES.irsEstate, SOURCES.irsGift, SOURCES.irsRevProc202532],
  },
  {
    id: 'ma-estate-tax',
    title: 'Massachusetts estate tax',
    questions: [
      'Does Massachusetts have an estate tax?',
      'What is the Massachusetts estate tax threshold?',
      'How do I avoid Massachusetts estate tax?',
      'mass estate tax 2 million',
    ],
    keywords: [
      'massachusetts',
      'estate tax',
      'state estate tax',
      '2 million',
      'threshold',
      'exemption',
      'credit shelter',
      'portability',
      'boston',
    ],
    summary: `Yes: Massachusetts taxes estates above ${fig(FIGURES.maEstateThreshold)}, and only the part above that line is taxed, at graduated rates up to 16%.`,
    points: [
      {
        asks: [
          'will my kids have to pay massachusetts estate tax',
          'is there an estate tax in massachusetts on a 3 million estate',
          'estate tax on my house and savings',
        ],
        uses: ['assets'],
        says: estateTaxFor,
      },
    ],
    steps: [
      'Include your home, retirement accounts and life insurance you own; they all count.',
      'Massachusetts has no portability, so a married couple can waste the first spouse’s threshold without planning.',
      'Credit shelter (bypass) trusts and retitling assets can use both spouses’ thresholds.',
      'Life insurance held in an irrevocable trust can stay out of the taxable estate.',
    ],
    benefits: ['Planning can save a family tens of thousands of dollars in state estate tax.'],
    risks: [
      'Many Boston-area homeowners cross the threshold with a house and retirement savings alone.',
    ],
    next: ['Total your estate, including your home, and review how assets are titled.'],
    sources: [SOURCES.massEstate],
  },
  {
    id: 'incapacity-documents',
    title: 'Power of attorney and health care proxy',
    questions: [
      'Do I need a power of attorney?',
      'What is a health care proxy in Massachusetts?',
      'Who makes decisions if I can’t?',
      'durable power of attorney for my parents',
    ],
    keywords: [
      'power of attorney',
      'poa',
      'health care proxy',
      'proxy',
      'incapacity',
      'guardianship',
      'living will',
      'decisions',
      'parents',
      'dementia',
    ],
    summary:
      'A durable power of attorney lets someone handle your finances and a health care proxy lets someone make medical decisions if you cannot; without them a court may have to appoint someone.',
    steps: [
      'Choose agents you trust, plus alternates.',
      'Sign a durable power of attorney for finances and a Massachusetts health care proxy.',
      'Share copies with your agents, doctors and financial institutions.',
      'Review them after major life changes.',
    ],
    benefits: ['Avoids court guardianship and delays during a crisis.'],
    risks: ['Banks may question old or unusual forms; keep documents current.'],
    next: ['Talk with the people you would name before you sign.'],
    sources: [SOURCES.massHealthProxy, SOURCES.massProbate],
  },
  {
    id: 'after-a-death',
    title: 'After a spouse dies: a money checklist',
    questions: [
      'My husband just died, what do I need to do?',
      'What do I do with the finances when my spouse dies?',
      'Checklist after a death in the family',
      'My wife passed away, what do I do with her IRA?',
      'What paperwork do I need after my spouse died?',
    ],
    keywords: [
      'death certificate',
      'checklist',
      'paperwork',
      'after a death',
      'widow',
      'widower',
      'passed away',
      'died',
      'funeral',
      'retitle',
      'life insurance claim',
    ],
    summary: `There is no rush on big decisions. In the first weeks, order several certified death certificates, tell Social Security (and ask about survivor benefits and the one-time ${fig(FIGURES.deathPayment)} payment), then contact the employer or pension plan, the life insurers and each bank and investment firm.`,
    points: [
      {
        asks: [
          'what else do i need to do there is so much',
          'what do i need to do after my husband died',
          'checklist after my spouse died',
        ],
        says: `Take it one step at a time: get several certified death certificates; call Social Security about survivor benefits and the ${fig(FIGURES.deathPayment)} death payment; claim life insurance and any pension survivor benefit; then ask each bank and investment firm how to retitle accounts, and update the beneficiaries on your own. Big decisions, such as selling the house, can wait.`,
      },
      {
        asks: [
          'my wife passed what do i do with her ira',
          'my husband died what happens to his ira',
          'inherited my spouses ira',
        ],
        says: 'As the surviving spouse you have choices no one else gets: you can roll the IRA into your own or treat it as your own, which delays required withdrawals until your own RMD age, or keep it as an inherited IRA if you need money before 59½ without the 10% penalty. Do not cash it out; ask the custodian for a spousal transfer.',
      },
      {
        asks: ['taxes the year my spouse died', 'filing status after my spouse died'],
        says: `For the year of the death you can still file a joint return, and for two more years you may file as a qualifying surviving spouse if you have a dependent child; a home sold within two years of the death can still use the ${fig(FIGURES.homeSaleJoint)} exclusion.`,
      },
    ],
    steps: [
      'Order several certified death certificates from the funeral home or town clerk.',
      `Call Social Security at 1-800-772-1213 about survivor benefits and the ${fig(FIGURES.deathPayment)} death payment.`,
      'Contact the employer, pension plan and life insurers to claim benefits.',
      'Ask each bank and investment firm how to retitle accounts, and update the beneficiaries on your own.',
      'Keep paying the bills until accounts are sorted, and wait on big decisions.',
    ],
    benefits: ['Going in order keeps benefits from being missed.'],
    risks: [
      'Cashing out an inherited IRA in a hurry can bring a large tax bill.',
      'Scammers target recent widows and widowers: check anyone who calls asking for money or numbers.',
    ],
    next: ['Make a list of every account, policy and pension before you start calling.'],
    sources: [SOURCES.ssaSurvivorsIfYou, SOURCES.irsPub590b, SOURCES.irsPub523],
  },
];
