import type { Source } from '../types.ts';

/** Every page the knowledge base cites, all from the issuing bodies. */
export const SOURCES = {
  irsCola: {
    title: 'IRS: COLA increases for dollar limitations on benefits and contributions',
    url: 'https://www.irs.gov/retirement-plans/cola-increases-for-dollar-limitations-on-benefits-and-contributions',
  },
  irsNotice202567: {
    title: 'IRS Notice 2025-67: 2026 retirement plan limitations',
    url: 'https://www.irs.gov/pub/irs-drop/n-25-67.pdf',
  },
  irsRevProc202532: {
    title: 'IRS Rev. Proc. 2025-32: 2026 inflation adjustments',
    url: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
  },
  irsRevProc202519: {
    title: 'IRS Rev. Proc. 2025-19: 2026 HSA limits',
    url: 'https://www.irs.gov/pub/irs-drop/rp-25-19.pdf',
  },
  irsObbb: {
    title: 'IRS: One, Big, Beautiful Bill provisions',
    url: 'https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions',
  },
  irs401k: {
    title: 'IRS: 401(k) plans',
    url: 'https://www.irs.gov/retirement-plans/401k-plans',
  },
  irsIra: {
    title: 'IRS: Traditional and Roth IRAs',
    url: 'https://www.irs.gov/retirement-plans/traditional-and-roth-iras',
  },
  irsRoth: {
    title: 'IRS: Roth IRAs',
    url: 'https://www.irs.gov/retirement-plans/roth-iras',
  },
  irsRollover: {
    title: 'IRS: Rollovers of retirement plan and IRA distributions',
    url: 'https://www.irs.gov/retirement-plans/plan-participant-employee/rollovers-of-retirement-plan-and-ira-distributions',
  },
  irsRmd: {
    title: 'IRS: Required minimum distributions FAQs',
    url: 'https://www.irs.gov/retirement-plans/retirement-plan-and-ira-required-minimum-distributions-faqs',
  },
  irsPub590b: {
    title: 'IRS Publication 590-B: Distributions from IRAs',
    url: 'https://www.irs.gov/publications/p590b',
  },
  irsEarlyWithdrawal: {
    title: 'IRS: Exceptions to tax on early distributions',
    url: 'https://www.irs.gov/retirement-plans/plan-participant-employee/retirement-topics-exceptions-to-tax-on-early-distributions',
  },
  irsAnnuity: {
    title: 'IRS Publication 575: Pension and annuity income',
    url: 'https://www.irs.gov/publications/p575',
  },
  irsSeTax: {
    title: 'IRS: Self-employment tax',
    url: 'https://www.irs.gov/businesses/small-businesses-self-employed/self-employment-tax-social-security-and-medicare-taxes',
  },
  irsClassification: {
    title: 'IRS: Independent contractor or employee?',
    url: 'https://www.irs.gov/businesses/small-businesses-self-employed/independent-contractor-self-employed-or-employee',
  },
  irsEstimated: {
    title: 'IRS: Estimated taxes',
    url: 'https://www.irs.gov/businesses/small-businesses-self-employed/estimated-taxes',
  },
  irsSep: {
    title: 'IRS: Simplified Employee Pension plan (SEP)',
    url: 'https://www.irs.gov/retirement-plans/plan-sponsor/simplified-employee-pension-plan-sep',
  },
  irsSolo401k: {
    title: 'IRS: One-participant 401(k) plans',
    url: 'https://www.irs.gov/retirement-plans/one-participant-401k-plans',
  },
  irsCapitalGains: {
    title: 'IRS Topic 409: Capital gains and losses',
    url: 'https://www.irs.gov/taxtopics/tc409',
  },
  irsHomeSale: {
    title: 'IRS Topic 701: Sale of your home',
    url: 'https://www.irs.gov/taxtopics/tc701',
  },
  irsNiit: {
    title: 'IRS: Net investment income tax',
    url: 'https://www.irs.gov/individuals/net-investment-income-tax',
  },
  irsPub915: {
    title: 'IRS Publication 915: Social Security benefits',
    url: 'https://www.irs.gov/publications/p915',
  },
  irsPub590a: {
    title: 'IRS Publication 590-A: Contributions to IRAs',
    url: 'https://www.irs.gov/publications/p590a',
  },
  irsPub523: {
    title: 'IRS Publication 523: Selling your home',
    url: 'https://www.irs.gov/publications/p523',
  },
  irsPub969: {
    title: 'IRS Publication 969: Health savings accounts',
    url: 'https://www.irs.gov/publications/p969',
  },
  irsPtc: {
    title: 'IRS: The premium tax credit',
    url: 'https://www.irs.gov/affordable-care-act/individuals-and-families/the-premium-tax-credit-the-basics',
  },
  irsEstate: {
    title: 'IRS: Estate tax',
    url: 'https://www.irs.gov/businesses/small-businesses-self-employed/estate-tax',
  },
  irsGift: {
    title: 'IRS: Gift tax FAQs',
    url: 'https://www.irs.gov/businesses/small-businesses-self-employed/frequently-asked-questions-on-gift-taxes',
  },
  irsBasis: {
    title: 'IRS Publication 551: Basis of assets',
    url: 'https://www.irs.gov/publications/p551',
  },
  irsQcd: {
    title: 'IRS: Qualified charitable distributions',
    url: 'https://www.irs.gov/newsroom/qualified-charitable-distributions-allow-eligible-ira-owners-up-to-100000-in-tax-free-gifts-to-charity',
  },
  irsLifeInsurance: {
    title: 'IRS: Life insurance and disability insurance proceeds',
    url: 'https://www.irs.gov/faqs/interest-dividends-other-types-of-income/life-insurance-disability-insurance-proceeds',
  },
  ssaCola: {
    title: 'SSA: Cost-of-living adjustment (COLA) information',
    url: 'https://www.ssa.gov/cola/',
  },
  ssaClaiming: {
    title: 'SSA: Retirement age and benefit reduction',
    url: 'https://www.ssa.gov/benefits/retirement/planner/agereduction.html',
  },
  ssaDelayed: {
    title: 'SSA: Delayed retirement credits',
    url: 'https://www.ssa.gov/benefits/retirement/planner/delayret.html',
  },
  ssaSpouse: {
    title: 'SSA: Benefits for spouses',
    url: 'https://www.ssa.gov/benefits/retirement/planner/applying7.html',
  },
  ssaSurvivors: {
    title: 'SSA: Survivor benefits',
    url: 'https://www.ssa.gov/survivors/',
  },
  ssaSurvivorsIfYou: {
    title: 'SSA: If you are the survivor',
    url: 'https://www.ssa.gov/benefits/survivors/ifyou.html',
  },
  ssaTrustees: {
    title: 'SSA: 2025 Social Security Trustees Report',
    url: 'https://www.ssa.gov/OACT/TR/2025/',
  },
  ssaWorking: {
    title: 'SSA: Receiving benefits while working',
    url: 'https://www.ssa.gov/benefits/retirement/planner/whileworking.html',
  },
  ssaTaxes: {
    title: 'SSA: Income taxes and your Social Security benefit',
    url: 'https://www.ssa.gov/benefits/retirement/planner/taxes.html',
  },
  ssaFairness: {
    title: 'SSA: Social Security Fairness Act',
    url: 'https://www.ssa.gov/benefits/retirement/social-security-fairness-act.html',
  },
  ssaMyAccount: {
    title: 'SSA: my Social Security account',
    url: 'https://www.ssa.gov/myaccount/',
  },
  ssaMedicarePremiums: {
    title: 'SSA: Premiums, rules for higher-income beneficiaries',
    url: 'https://www.ssa.gov/benefits/medicare/medicare-premiums.html',
  },
  cmsCosts2026: {
    title: 'CMS: 2026 Medicare Parts A & B premiums and deductibles',
    url: 'https://www.cms.gov/newsroom/fact-sheets/2026-medicare-parts-b-premiums-and-deductibles',
  },
  medicareCosts: {
    title: 'Medicare.gov: Medicare costs',
    url: 'https://www.medicare.gov/basics/costs/medicare-costs',
  },
  medicareParts: {
    title: 'Medicare.gov: Parts of Medicare',
    url: 'https://www.medicare.gov/basics/get-started-with-medicare/medicare-basics/parts-of-medicare',
  },
  medicareSignUp: {
    title: 'Medicare.gov: When to sign up',
    url: 'https://www.medicare.gov/basics/get-started-with-medicare/sign-up/when-does-medicare-coverage-start',
  },
  medicarePenalties: {
    title: 'Medicare.gov: Avoid late enrollment penalties',
    url: 'https://www.medicare.gov/basics/costs/medicare-costs/avoid-penalties',
  },
  medicareMedigap: {
    title: 'Medicare.gov: Medigap (Medicare Supplement Insurance)',
    url: 'https://www.medicare.gov/health-drug-plans/medigap',
  },
  medicareAdvantage: {
    title: 'Medicare.gov: Medicare Advantage plans',
    url: 'https://www.medicare.gov/health-drug-plans/health-plans/your-coverage-options/medicare-advantage',
  },
  medicarePartD: {
    title: 'Medicare.gov: Costs for Medicare drug coverage',
    url: 'https://www.medicare.gov/health-drug-plans/part-d/what-drug-plans-cover/costs',
  },
  medicareSnf: {
    title: 'Medicare.gov: Skilled nursing facility care',
    url: 'https://www.medicare.gov/coverage/skilled-nursing-facility-snf-care',
  },
  medicarePlanFinder: {
    title: 'Medicare.gov: Plan Finder',
    url: 'https://www.medicare.gov/plan-compare/',
  },
  healthcareGov: {
    title: 'HealthCare.gov: Lower costs on Marketplace coverage',
    url: 'https://www.healthcare.gov/lower-costs/',
  },
  dolCobra: {
    title: 'U.S. Department of Labor: COBRA continuation coverage',
    url: 'https://www.dol.gov/general/topic/health-plans/cobra',
  },
  dolRetirement: {
    title: 'U.S. Department of Labor: Top 10 ways to prepare for retirement',
    url: 'https://www.dol.gov/agencies/ebsa/about-ebsa/our-activities/resource-center/publications/top-10-ways-to-prepare-for-retirement',
  },
  aclLtc: {
    title: 'Administration for Community Living: Long-term care',
    url: 'https://acl.gov/ltc',
  },
  investorAnnuities: {
    title: 'Investor.gov (SEC): Annuities',
    url: 'https://www.investor.gov/introduction-investing/investing-basics/investment-products/insurance-products/annuities',
  },
  investorVariableAnnuities: {
    title: 'Investor.gov (SEC): Variable annuities',
    url: 'https://www.investor.gov/introduction-investing/investing-basics/investment-products/insurance-products/variable-annuities',
  },
  secAssetAllocation: {
    title: "SEC: Beginners' guide to asset allocation, diversification and rebalancing",
    url: 'https://www.sec.gov/about/reports-publications/investorpubsassetallocationhtm',
  },
  investorCalculators: {
    title: 'Investor.gov (SEC): Financial tools and calculators',
    url: 'https://www.investor.gov/financial-tools-calculators',
  },
  massInsurance: {
    title: 'Massachusetts Division of Insurance',
    url: 'https://www.mass.gov/orgs/division-of-insurance',
  },
  massShine: {
    title: 'Mass.gov: SHINE health insurance counseling',
    url: 'https://www.mass.gov/health-insurance-counseling',
  },
  massEstate: {
    title: 'Mass.gov: A guide to estate taxes',
    url: 'https://www.mass.gov/guides/a-guide-to-estate-taxes',
  },
  massSurtax: {
    title: 'Mass.gov: 4% surtax on taxable income over $1,000,000',
    url: 'https://www.mass.gov/info-details/4-surtax-on-taxable-income-over-1000000',
  },
  massSeniors: {
    title: 'Mass.gov: Tax information for seniors and retirees',
    url: 'https://www.mass.gov/info-details/massachusetts-tax-information-for-seniors-and-retirees',
  },
  massContractors: {
    title: 'Mass.gov: Massachusetts law about independent contractors',
    url: 'https://www.mass.gov/info-details/massachusetts-law-about-independent-contractors',
  },
  massHealth: {
    title: 'Mass.gov: MassHealth',
    url: 'https://www.mass.gov/orgs/masshealth',
  },
  massProbate: {
    title: 'Mass.gov: Probate and Family Court',
    url: 'https://www.mass.gov/orgs/probate-and-family-court',
  },
  massHealthProxy: {
    title: 'Mass.gov: Health care proxies and end-of-life care',
    url: 'https://www.mass.gov/info-details/health-care-proxies-and-end-of-life-care',
  },
  massConnector: {
    title: 'Massachusetts Health Connector',
    url: 'https://www.mahealthconnector.org/',
  },
} satisfies Record<string, Source>;
