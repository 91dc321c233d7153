// Generated from content/*.md by `pnpm --filter @firm/assistant content`. Do not edit.
import type { FigureData, SourceData, TopicData } from '../types.ts';

export const SOURCES = {
  "irsCola": {
    "issuer": "IRS",
    "title": "IRS: COLA increases for dollar limitations on benefits and contributions",
    "url": "https://www.irs.gov/retirement-plans/cola-increases-for-dollar-limitations-on-benefits-and-contributions"
  },
  "irsNotice202567": {
    "issuer": "IRS",
    "title": "IRS Notice 2025-67: 2026 retirement plan limitations",
    "url": "https://www.irs.gov/pub/irs-drop/n-25-67.pdf"
  },
  "irsRevProc202532": {
    "issuer": "IRS",
    "title": "IRS Rev. Proc. 2025-32: 2026 inflation adjustments",
    "url": "https://www.irs.gov/pub/irs-drop/rp-25-32.pdf"
  },
  "irsRevProc202519": {
    "issuer": "IRS",
    "title": "IRS Rev. Proc. 2025-19: 2026 HSA limits",
    "url": "https://www.irs.gov/pub/irs-drop/rp-25-19.pdf"
  },
  "irsObbb": {
    "issuer": "IRS",
    "title": "IRS: One, Big, Beautiful Bill provisions",
    "url": "https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions"
  },
  "irs401k": {
    "issuer": "IRS",
    "title": "IRS: 401(k) plans",
    "url": "https://www.irs.gov/retirement-plans/401k-plans"
  },
  "irsIra": {
    "issuer": "IRS",
    "title": "IRS: Traditional and Roth IRAs",
    "url": "https://www.irs.gov/retirement-plans/traditional-and-roth-iras"
  },
  "irsRoth": {
    "issuer": "IRS",
    "title": "IRS: Roth IRAs",
    "url": "https://www.irs.gov/retirement-plans/roth-iras"
  },
  "irsRollover": {
    "issuer": "IRS",
    "title": "IRS: Rollovers of retirement plan and IRA distributions",
    "url": "https://www.irs.gov/retirement-plans/plan-participant-employee/rollovers-of-retirement-plan-and-ira-distributions"
  },
  "irsRmd": {
    "issuer": "IRS",
    "title": "IRS: Required minimum distributions FAQs",
    "url": "https://www.irs.gov/retirement-plans/retirement-plan-and-ira-required-minimum-distributions-faqs"
  },
  "irsPub590b": {
    "issuer": "IRS",
    "title": "IRS Publication 590-B: Distributions from IRAs",
    "url": "https://www.irs.gov/publications/p590b"
  },
  "irsEarlyWithdrawal": {
    "issuer": "IRS",
    "title": "IRS: Exceptions to tax on early distributions",
    "url": "https://www.irs.gov/retirement-plans/plan-participant-employee/retirement-topics-exceptions-to-tax-on-early-distributions"
  },
  "irsAnnuity": {
    "issuer": "IRS",
    "title": "IRS Publication 575: Pension and annuity income",
    "url": "https://www.irs.gov/publications/p575"
  },
  "irsSeTax": {
    "issuer": "IRS",
    "title": "IRS: Self-employment tax",
    "url": "https://www.irs.gov/businesses/small-businesses-self-employed/self-employment-tax-social-security-and-medicare-taxes"
  },
  "irsClassification": {
    "issuer": "IRS",
    "title": "IRS: Independent contractor or employee?",
    "url": "https://www.irs.gov/businesses/small-businesses-self-employed/independent-contractor-self-employed-or-employee"
  },
  "irsEstimated": {
    "issuer": "IRS",
    "title": "IRS: Estimated taxes",
    "url": "https://www.irs.gov/businesses/small-businesses-self-employed/estimated-taxes"
  },
  "irsSep": {
    "issuer": "IRS",
    "title": "IRS: Simplified Employee Pension plan (SEP)",
    "url": "https://www.irs.gov/retirement-plans/plan-sponsor/simplified-employee-pension-plan-sep"
  },
  "irsSolo401k": {
    "issuer": "IRS",
    "title": "IRS: One-participant 401(k) plans",
    "url": "https://www.irs.gov/retirement-plans/one-participant-401k-plans"
  },
  "irsCapitalGains": {
    "issuer": "IRS",
    "title": "IRS Topic 409: Capital gains and losses",
    "url": "https://www.irs.gov/taxtopics/tc409"
  },
  "irsPub550": {
    "issuer": "IRS",
    "title": "IRS Publication 550: Investment income and expenses",
    "url": "https://www.irs.gov/publications/p550"
  },
  "irsHomeSale": {
    "issuer": "IRS",
    "title": "IRS Topic 701: Sale of your home",
    "url": "https://www.irs.gov/taxtopics/tc701"
  },
  "irsNiit": {
    "issuer": "IRS",
    "title": "IRS: Net investment income tax",
    "url": "https://www.irs.gov/individuals/net-investment-income-tax"
  },
  "irsPub915": {
    "issuer": "IRS",
    "title": "IRS Publication 915: Social Security benefits",
    "url": "https://www.irs.gov/publications/p915"
  },
  "irsPub590a": {
    "issuer": "IRS",
    "title": "IRS Publication 590-A: Contributions to IRAs",
    "url": "https://www.irs.gov/publications/p590a"
  },
  "irsPub523": {
    "issuer": "IRS",
    "title": "IRS Publication 523: Selling your home",
    "url": "https://www.irs.gov/publications/p523"
  },
  "irsPub969": {
    "issuer": "IRS",
    "title": "IRS Publication 969: Health savings accounts",
    "url": "https://www.irs.gov/publications/p969"
  },
  "irsPtc": {
    "issuer": "IRS",
    "title": "IRS: The premium tax credit",
    "url": "https://www.irs.gov/affordable-care-act/individuals-and-families/the-premium-tax-credit-the-basics"
  },
  "irsEstate": {
    "issuer": "IRS",
    "title": "IRS: Estate tax",
    "url": "https://www.irs.gov/businesses/small-businesses-self-employed/estate-tax"
  },
  "irsGift": {
    "issuer": "IRS",
    "title": "IRS: Gift tax FAQs",
    "url": "https://www.irs.gov/businesses/small-businesses-self-employed/frequently-asked-questions-on-gift-taxes"
  },
  "irsBasis": {
    "issuer": "IRS",
    "title": "IRS Publication 551: Basis of assets",
    "url": "https://www.irs.gov/publications/p551"
  },
  "irsQcd": {
    "issuer": "IRS",
    "title": "IRS: Qualified charitable distributions",
    "url": "https://www.irs.gov/newsroom/qualified-charitable-distributions-allow-eligible-ira-owners-up-to-100000-in-tax-free-gifts-to-charity"
  },
  "irsLifeInsurance": {
    "issuer": "IRS",
    "title": "IRS: Life insurance and disability insurance proceeds",
    "url": "https://www.irs.gov/faqs/interest-dividends-other-types-of-income/life-insurance-disability-insurance-proceeds"
  },
  "ssaCola": {
    "issuer": "SSA",
    "title": "SSA: Cost-of-living adjustment (COLA) information",
    "url": "https://www.ssa.gov/cola/"
  },
  "ssaClaiming": {
    "issuer": "SSA",
    "title": "SSA: Retirement age and benefit reduction",
    "url": "https://www.ssa.gov/benefits/retirement/planner/agereduction.html"
  },
  "ssaDelayed": {
    "issuer": "SSA",
    "title": "SSA: Delayed retirement credits",
    "url": "https://www.ssa.gov/benefits/retirement/planner/delayret.html"
  },
  "ssaSpouse": {
    "issuer": "SSA",
    "title": "SSA: Benefits for spouses",
    "url": "https://www.ssa.gov/benefits/retirement/planner/applying7.html"
  },
  "ssaSurvivors": {
    "issuer": "SSA",
    "title": "SSA: Survivor benefits",
    "url": "https://www.ssa.gov/survivors/"
  },
  "ssaSurvivorsIfYou": {
    "issuer": "SSA",
    "title": "SSA: If you are the survivor",
    "url": "https://www.ssa.gov/benefits/survivors/ifyou.html"
  },
  "ssaPomsDeemedFiling": {
    "issuer": "SSA",
    "title": "SSA POMS GN 00204.035: Deemed filing for retirement and spouse's benefits",
    "url": "https://secure.ssa.gov/poms.nsf/lnx/0200204035"
  },
  "ssaTrustees": {
    "issuer": "SSA",
    "title": "SSA: 2025 Social Security Trustees Report",
    "url": "https://www.ssa.gov/OACT/TR/2025/"
  },
  "ssaWorking": {
    "issuer": "SSA",
    "title": "SSA: Receiving benefits while working",
    "url": "https://www.ssa.gov/benefits/retirement/planner/whileworking.html"
  },
  "ssaTaxes": {
    "issuer": "SSA",
    "title": "SSA: Income taxes and your Social Security benefit",
    "url": "https://www.ssa.gov/benefits/retirement/planner/taxes.html"
  },
  "ssaFairness": {
    "issuer": "SSA",
    "title": "SSA: Social Security Fairness Act",
    "url": "https://www.ssa.gov/benefits/retirement/social-security-fairness-act.html"
  },
  "ssaPaymentSchedule": {
    "issuer": "SSA",
    "title": "SSA: Schedule of Social Security payments",
    "url": "https://www.ssa.gov/pubs/EN-05-10031-2026.pdf"
  },
  "irsW4v": {
    "issuer": "IRS",
    "title": "IRS: About Form W-4V, Voluntary Withholding Request",
    "url": "https://www.irs.gov/forms-pubs/about-form-w-4-v"
  },
  "ssaMyAccount": {
    "issuer": "SSA",
    "title": "SSA: my Social Security account",
    "url": "https://www.ssa.gov/myaccount/"
  },
  "ssaMedicarePremiums": {
    "issuer": "SSA",
    "title": "SSA: Premiums, rules for higher-income beneficiaries",
    "url": "https://www.ssa.gov/benefits/medicare/medicare-premiums.html"
  },
  "cmsCosts2026": {
    "issuer": "CMS",
    "title": "CMS: 2026 Medicare Parts A & B premiums and deductibles",
    "url": "https://www.cms.gov/newsroom/fact-sheets/2026-medicare-parts-b-premiums-and-deductibles"
  },
  "medicareCosts": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Medicare costs",
    "url": "https://www.medicare.gov/basics/costs/medicare-costs"
  },
  "medicarePayPremiums": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Pay my premiums (Medicare Premium Bill, Medicare Easy Pay)",
    "url": "https://www.medicare.gov/basics/costs/pay-premiums"
  },
  "medicareParts": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Parts of Medicare",
    "url": "https://www.medicare.gov/basics/get-started-with-medicare/medicare-basics/parts-of-medicare"
  },
  "medicareSignUp": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: When to sign up",
    "url": "https://www.medicare.gov/basics/get-started-with-medicare/sign-up/when-does-medicare-coverage-start"
  },
  "medicarePenalties": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Avoid late enrollment penalties",
    "url": "https://www.medicare.gov/basics/costs/medicare-costs/avoid-penalties"
  },
  "medicareMedigap": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Medigap (Medicare Supplement Insurance)",
    "url": "https://www.medicare.gov/health-drug-plans/medigap"
  },
  "medicareAdvantage": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Medicare Advantage plans",
    "url": "https://www.medicare.gov/health-drug-plans/health-plans/your-coverage-options/medicare-advantage"
  },
  "medicarePartD": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Costs for Medicare drug coverage",
    "url": "https://www.medicare.gov/health-drug-plans/part-d/what-drug-plans-cover/costs"
  },
  "medicareSnf": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Skilled nursing facility care",
    "url": "https://www.medicare.gov/coverage/skilled-nursing-facility-snf-care"
  },
  "medicarePlanFinder": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Plan Finder",
    "url": "https://www.medicare.gov/plan-compare/"
  },
  "healthcareGov": {
    "issuer": "HealthCare.gov",
    "title": "HealthCare.gov: Lower costs on Marketplace coverage",
    "url": "https://www.healthcare.gov/lower-costs/"
  },
  "dolCobra": {
    "issuer": "DOL",
    "title": "U.S. Department of Labor: COBRA continuation coverage",
    "url": "https://www.dol.gov/general/topic/health-plans/cobra"
  },
  "dolRetirement": {
    "issuer": "DOL",
    "title": "U.S. Department of Labor: Top 10 ways to prepare for retirement",
    "url": "https://www.dol.gov/agencies/ebsa/about-ebsa/our-activities/resource-center/publications/top-10-ways-to-prepare-for-retirement"
  },
  "aclLtc": {
    "issuer": "ACL",
    "title": "Administration for Community Living: Long-term care",
    "url": "https://acl.gov/ltc"
  },
  "investorAnnuities": {
    "issuer": "Investor.gov",
    "title": "Investor.gov (SEC): Annuities",
    "url": "https://www.investor.gov/introduction-investing/investing-basics/investment-products/insurance-products/annuities"
  },
  "investorVariableAnnuities": {
    "issuer": "Investor.gov",
    "title": "Investor.gov (SEC): Variable annuities",
    "url": "https://www.investor.gov/introduction-investing/investing-basics/investment-products/insurance-products/variable-annuities"
  },
  "secAssetAllocation": {
    "issuer": "SEC",
    "title": "SEC: Beginners' guide to asset allocation, diversification and rebalancing",
    "url": "https://www.sec.gov/about/reports-publications/investorpubsassetallocationhtm"
  },
  "investorCalculators": {
    "issuer": "Investor.gov",
    "title": "Investor.gov (SEC): Financial tools and calculators",
    "url": "https://www.investor.gov/financial-tools-calculators"
  },
  "massInsurance": {
    "issuer": "Mass.gov",
    "title": "Massachusetts Division of Insurance",
    "url": "https://www.mass.gov/orgs/division-of-insurance"
  },
  "massShine": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: SHINE health insurance counseling",
    "url": "https://www.mass.gov/health-insurance-counseling"
  },
  "massEstate": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: A guide to estate taxes",
    "url": "https://www.mass.gov/guides/a-guide-to-estate-taxes"
  },
  "maDorTir108": {
    "issuer": "Mass.gov",
    "title": "Mass. DOR TIR 10-8: Conversion of a traditional IRA to a Roth IRA",
    "url": "https://www.mass.gov/technical-information-release/tir-10-8-conversion-of-a-traditional-ira-to-a-roth-ira-in-2010"
  },
  "massSurtax": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: 4% surtax on taxable income over $1,000,000",
    "url": "https://www.mass.gov/info-details/4-surtax-on-taxable-income-over-1000000"
  },
  "massSeniors": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: Tax information for seniors and retirees",
    "url": "https://www.mass.gov/info-details/massachusetts-tax-information-for-seniors-and-retirees"
  },
  "massContractors": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: Massachusetts law about independent contractors",
    "url": "https://www.mass.gov/info-details/massachusetts-law-about-independent-contractors"
  },
  "massHealth": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: MassHealth",
    "url": "https://www.mass.gov/orgs/masshealth"
  },
  "massProbate": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: Probate and Family Court",
    "url": "https://www.mass.gov/orgs/probate-and-family-court"
  },
  "massHealthProxy": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: Health care proxies and end-of-life care",
    "url": "https://www.mass.gov/info-details/health-care-proxies-and-end-of-life-care"
  },
  "massConnector": {
    "issuer": "Health Connector",
    "title": "Massachusetts Health Connector",
    "url": "https://www.mahealthconnector.org/"
  },
  "massExemptions": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: Massachusetts personal income tax exemptions",
    "url": "https://www.mass.gov/info-details/massachusetts-personal-income-tax-exemptions"
  },
  "massCircuitBreaker": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: Senior Circuit Breaker tax credit",
    "url": "https://www.mass.gov/info-details/massachusetts-senior-circuit-breaker-tax-credit"
  },
  "massPropertyExemptions": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: Property tax exemptions for seniors, surviving spouses and others",
    "url": "https://www.mass.gov/info-details/property-tax-exemptions"
  },
  "medicarePreventive": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Preventive and screening services",
    "url": "https://www.medicare.gov/coverage/preventive-screening-services"
  },
  "medicareHospice": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Hospice care",
    "url": "https://www.medicare.gov/coverage/hospice-care"
  },
  "medicareCovered": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: What Medicare covers",
    "url": "https://www.medicare.gov/what-medicare-covers"
  },
  "medicareHsa": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Health savings accounts and Medicare",
    "url": "https://www.medicare.gov/basics/get-started-with-medicare/get-more-coverage/your-coverage-options/how-medicare-works-with-other-insurance"
  },
  "ssaIrmaaAppeal": {
    "issuer": "SSA",
    "title": "SSA: Form SSA-44, life-changing event",
    "url": "https://www.ssa.gov/forms/ssa-44.pdf"
  },
  "ssaDisability": {
    "issuer": "SSA",
    "title": "SSA: Disability benefits and Compassionate Allowances",
    "url": "https://www.ssa.gov/benefits/disability/"
  },
  "naicAnnuities": {
    "issuer": "NAIC",
    "title": "NAIC: Buyer's guide for deferred annuities",
    "url": "https://content.naic.org/consumer/annuities.htm"
  },
  "naicLife": {
    "issuer": "NAIC",
    "title": "NAIC: Life insurance buyer's guide",
    "url": "https://content.naic.org/consumer/life-insurance.htm"
  },
  "irsWithholding": {
    "issuer": "IRS",
    "title": "IRS: Tax withholding on pensions and annuities",
    "url": "https://www.irs.gov/individuals/employees/tax-withholding"
  },
  "irsFilingStatus": {
    "issuer": "IRS",
    "title": "IRS Publication 501: Filing status",
    "url": "https://www.irs.gov/publications/p501"
  },
  "irsPub559": {
    "issuer": "IRS",
    "title": "IRS Publication 559: Survivors, executors, and administrators",
    "url": "https://www.irs.gov/publications/p559"
  },
  "ssaCards": {
    "issuer": "SSA",
    "title": "SSA: Social Security number and card",
    "url": "https://www.ssa.gov/number-card"
  },
  "medicareJoinPlan": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Joining a health or drug plan",
    "url": "https://www.medicare.gov/basics/get-started-with-medicare/get-more-coverage/joining-a-plan"
  },
  "cmsPartD2026": {
    "issuer": "CMS",
    "title": "CMS: 2026 Medicare Part D bid information and Part D premium stabilization demonstration",
    "url": "https://www.cms.gov/newsroom/fact-sheets/2026-medicare-part-d-bid-information-and-part-d-premium-stabilization-demonstration-parameters"
  },
  "pbgcGuarantee": {
    "issuer": "PBGC",
    "title": "PBGC: Maximum monthly guarantee tables",
    "url": "https://www.pbgc.gov/wr/benefits/guaranteed-benefits/maximum-guarantee"
  },
  "hudHecm": {
    "issuer": "HUD",
    "title": "HUD: Home Equity Conversion Mortgages for seniors",
    "url": "https://www.hud.gov/program_offices/housing/sfh/hecm/hecmhome"
  },
  "cfpbReverse": {
    "issuer": "CFPB",
    "title": "CFPB: Reverse mortgages",
    "url": "https://www.consumerfinance.gov/consumer-tools/reverse-mortgages/"
  },
  "ssaScam": {
    "issuer": "SSA",
    "title": "SSA: Protect yourself from scams",
    "url": "https://www.ssa.gov/scam/"
  },
  "medicareFraud": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Reporting Medicare fraud and abuse",
    "url": "https://www.medicare.gov/basics/reporting-medicare-fraud-and-abuse"
  },
  "irs529": {
    "issuer": "IRS",
    "title": "IRS Topic 313: Qualified tuition programs (529 plans)",
    "url": "https://www.irs.gov/taxtopics/tc313"
  },
  "massVoluntaryAdmin": {
    "issuer": "Mass.gov",
    "title": "Massachusetts law: voluntary administration of small estates (G.L. c. 190B, § 3-1201)",
    "url": "https://malegislature.gov/Laws/GeneralLaws/PartII/TitleII/Chapter190B/ArticleIII/Section3-1201"
  },
  "cfpbHome": {
    "issuer": "CFPB",
    "title": "CFPB: Owning a home",
    "url": "https://www.consumerfinance.gov/owning-a-home/"
  },
  "massHealthGuidelines": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: Program financial guidelines for certain MassHealth applicants and members",
    "url": "https://www.mass.gov/info-details/program-financial-guidelines-for-certain-masshealth-applicants-and-members"
  },
  "ssaGarnishment": {
    "issuer": "SSA",
    "title": "Social Security Act § 207: protection of benefits from assignment and levy",
    "url": "https://www.ssa.gov/OP_Home/ssact/title02/0207.htm"
  },
  "ssaOverpayments": {
    "issuer": "SSA",
    "title": "SSA: Overpayments",
    "url": "https://www.ssa.gov/pubs/EN-05-10098.pdf"
  },
  "ssaPayee": {
    "issuer": "SSA",
    "title": "SSA: Representative payee program",
    "url": "https://www.ssa.gov/payee/"
  },
  "ssaAppeals": {
    "issuer": "SSA",
    "title": "SSA: Your right to question the decision made on your claim",
    "url": "https://www.ssa.gov/pubs/EN-05-10041.pdf"
  },
  "ssaAbroad": {
    "issuer": "SSA",
    "title": "SSA: Social Security payments outside the United States",
    "url": "https://www.ssa.gov/international/payments.html"
  },
  "ssaWithdraw": {
    "issuer": "SSA",
    "title": "SSA: Withdrawing your Social Security retirement application",
    "url": "https://www.ssa.gov/benefits/retirement/planner/withdrawal.html"
  },
  "ssaChildren": {
    "issuer": "SSA",
    "title": "SSA: Benefits for children",
    "url": "https://www.ssa.gov/pubs/EN-05-10085.pdf"
  },
  "ssaSsi": {
    "issuer": "SSA",
    "title": "SSA: Supplemental Security Income (SSI)",
    "url": "https://www.ssa.gov/ssi/"
  },
  "ssaFamilyMax": {
    "issuer": "SSA",
    "title": "SSA: Formula for family maximum benefit",
    "url": "https://www.ssa.gov/oact/cola/familymax.html"
  },
  "treasuryGoDirect": {
    "issuer": "Treasury",
    "title": "U.S. Treasury: Go Direct, electronic payment of federal benefits",
    "url": "https://www.godirect.gov/"
  },
  "medicareDme": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Durable medical equipment coverage",
    "url": "https://www.medicare.gov/coverage/durable-medical-equipment-dme-coverage"
  },
  "medicareAmbulance": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Ambulance services",
    "url": "https://www.medicare.gov/coverage/ambulance-services"
  },
  "medicareMentalHealth": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Mental health care (outpatient)",
    "url": "https://www.medicare.gov/coverage/mental-health-care-outpatient"
  },
  "medicareAppeals": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Claims and appeals",
    "url": "https://www.medicare.gov/claims-appeals"
  },
  "massMedicareLaw": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: Massachusetts law about Medicare (balance billing, G.L. c. 112, § 2)",
    "url": "https://www.mass.gov/info-details/massachusetts-law-about-medicare"
  },
  "naicLtc": {
    "issuer": "NAIC",
    "title": "NAIC: A shopper's guide to long-term care insurance",
    "url": "https://content.naic.org/sites/default/files/publication-ltc-lp-shoppers-guide-long-term.pdf"
  },
  "massQualifiedLtc": {
    "issuer": "Mass.gov",
    "title": "Mass.gov Division of Insurance: Long-term care guide, MassHealth-qualified policies",
    "url": "https://www.mass.gov/ocabr/insurance/health-insurance/consumer-guides/long-term-care-guide/part-two-long-term-care-1.html"
  },
  "massAging": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: Executive Office of Aging & Independence (home care, Frail Elder Waiver)",
    "url": "https://www.mass.gov/orgs/executive-office-of-aging-independence"
  },
  "massPrescriptionAdvantage": {
    "issuer": "Mass.gov",
    "title": "Prescription Advantage, Massachusetts' prescription drug assistance program",
    "url": "https://www.prescriptionadvantagema.org/"
  },
  "massSco": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: Senior Care Options (SCO) overview",
    "url": "https://www.mass.gov/info-details/senior-care-options-sco-overview"
  },
  "medicarePace": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: PACE (Program of All-inclusive Care for the Elderly)",
    "url": "https://www.medicare.gov/health-drug-plans/health-plans/your-coverage-options/other-medicare-health-plans/PACE"
  },
  "medicareFastAppeal": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Getting a fast appeal in a hospital",
    "url": "https://www.medicare.gov/claims-appeals/your-right-to-a-fast-appeal/getting-a-fast-appeal-in-a-hospital"
  },
  "medicareDiabetesSupplies": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Diabetes supplies",
    "url": "https://www.medicare.gov/coverage/diabetes-supplies"
  },
  "medicareLab": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Clinical laboratory tests",
    "url": "https://www.medicare.gov/coverage/clinical-laboratory-tests"
  },
  "medicareDiagnosticTests": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Diagnostic non-laboratory tests",
    "url": "https://www.medicare.gov/coverage/diagnostic-non-laboratory-tests"
  },
  "medicareSecondOpinion": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Second surgical opinions",
    "url": "https://www.medicare.gov/coverage/second-surgical-opinions"
  },
  "medicareHearing": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Hearing and balance exams",
    "url": "https://www.medicare.gov/coverage/hearing-balance-exams-hearing-aids"
  },
  "medicareEmergency": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Emergency department services",
    "url": "https://www.medicare.gov/coverage/emergency-department-services"
  },
  "medicareFootCare": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Foot care",
    "url": "https://www.medicare.gov/coverage/foot-care"
  },
  "medicareCardiacRehab": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Cardiac rehabilitation",
    "url": "https://www.medicare.gov/coverage/cardiac-rehabilitation"
  },
  "medicareBoneMass": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Bone mass measurements",
    "url": "https://www.medicare.gov/coverage/bone-mass-measurements"
  },
  "medicareInpatientRehab": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Inpatient rehabilitation care",
    "url": "https://www.medicare.gov/coverage/inpatient-rehabilitation-care"
  },
  "medicareLungScreening": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Lung cancer screenings",
    "url": "https://www.medicare.gov/coverage/lung-cancer-screenings"
  },
  "irsPub554": {
    "issuer": "IRS",
    "title": "IRS Publication 554: Tax guide for seniors",
    "url": "https://www.irs.gov/publications/p554"
  },
  "massWhoMustFile": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: Who must file a Massachusetts personal income tax return",
    "url": "https://www.mass.gov/info-details/who-must-file-a-massachusetts-personal-income-tax-return"
  },
  "irsPlanLoans": {
    "issuer": "IRS",
    "title": "IRS: Retirement topics, plan loans",
    "url": "https://www.irs.gov/retirement-plans/plan-participant-employee/retirement-topics-loans"
  },
  "irsHardship": {
    "issuer": "IRS",
    "title": "IRS: Retirement topics, hardship distributions",
    "url": "https://www.irs.gov/retirement-plans/plan-participant-employee/retirement-topics-hardship-distributions"
  },
  "irsRolloverWaiver": {
    "issuer": "IRS",
    "title": "IRS: Waivers of the 60-day rollover requirement",
    "url": "https://www.irs.gov/retirement-plans/retirement-plans-faqs-relating-to-waivers-of-the-60-day-rollover-requirement"
  },
  "naicPolicyLocator": {
    "issuer": "NAIC",
    "title": "NAIC: Life Insurance Policy Locator",
    "url": "https://content.naic.org/article/learn_how_use_naic_life_insurance_policy_locator.htm"
  },
  "massRentDeduction": {
    "issuer": "Mass.gov",
    "title": "Massachusetts law: rental deduction (G.L. c. 62, § 3(B)(a)(9))",
    "url": "https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section3"
  },
  "irsElderlyCredit": {
    "issuer": "IRS",
    "title": "IRS: Credit for the elderly or the disabled",
    "url": "https://www.irs.gov/credits-deductions/individuals/credit-for-the-elderly-or-the-disabled"
  },
  "irsFreeTaxHelp": {
    "issuer": "IRS",
    "title": "IRS: Free tax return preparation (VITA and TCE)",
    "url": "https://www.irs.gov/individuals/free-tax-return-preparation-for-qualifying-taxpayers"
  },
  "irsNotices": {
    "issuer": "IRS",
    "title": "IRS: Understanding your IRS notice or letter",
    "url": "https://www.irs.gov/individuals/understanding-your-irs-notice-or-letter"
  },
  "irsPaymentPlans": {
    "issuer": "IRS",
    "title": "IRS: Payment plans, installment agreements",
    "url": "https://www.irs.gov/payments/payment-plans-installment-agreements"
  },
  "irsRecords": {
    "issuer": "IRS",
    "title": "IRS: How long should I keep records?",
    "url": "https://www.irs.gov/businesses/small-businesses-self-employed/how-long-should-i-keep-records"
  },
  "irsPub502": {
    "issuer": "IRS",
    "title": "IRS Publication 502: Medical and dental expenses",
    "url": "https://www.irs.gov/publications/p502"
  },
  "irsPub525": {
    "issuer": "IRS",
    "title": "IRS Publication 525: Taxable and nontaxable income",
    "url": "https://www.irs.gov/publications/p525"
  },
  "irsIraFaqs": {
    "issuer": "IRS",
    "title": "IRS: Retirement plan investments FAQs (collectibles, prohibited transactions)",
    "url": "https://www.irs.gov/retirement-plans/retirement-plan-investments-faqs"
  },
  "massNts": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: No Tax Status and Limited Income Credit",
    "url": "https://www.mass.gov/info-details/massachusetts-no-tax-status-and-limited-income-credit"
  },
  "massEstimated": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: Estimated tax payments for personal income taxpayers",
    "url": "https://www.mass.gov/info-details/dor-personal-income-and-fiduciary-estimated-tax-payments"
  },
  "massCharitable": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: 830 CMR 62.3.2, charitable contribution deduction",
    "url": "https://www.mass.gov/regulations/830-CMR-6232-charitable-contribution-deduction"
  },
  "massFamilyCredit": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: Child and family tax credit",
    "url": "https://www.mass.gov/info-details/child-and-family-tax-credit"
  },
  "massDeductionsLaw": {
    "issuer": "Mass.gov",
    "title": "Massachusetts law: deductions from income (G.L. c. 62, § 3), including the 529 deduction",
    "url": "https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section3"
  },
  "massWills": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: Massachusetts law about wills",
    "url": "https://www.mass.gov/info-details/massachusetts-law-about-wills"
  },
  "massIntestacy": {
    "issuer": "Mass.gov",
    "title": "Massachusetts law: intestate share of a surviving spouse (G.L. c. 190B, § 2-102)",
    "url": "https://malegislature.gov/Laws/GeneralLaws/PartII/TitleII/Chapter190B/ArticleII/Section2-102"
  },
  "massHomestead": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: Massachusetts law about homestead",
    "url": "https://www.mass.gov/info-details/massachusetts-law-about-homestead"
  },
  "massDeeds": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: Registry of deeds",
    "url": "https://www.sec.state.ma.us/divisions/registry-of-deeds/"
  },
  "usc4114": {
    "issuer": "U.S. Code",
    "title": "4 U.S.C. § 114: limit on state income taxation of nonresidents' retirement income",
    "url": "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title4-section114&num=0&edition=prelim"
  },
  "massMilitaryPension": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: Tax expenditure budget, retirement pay of the uniformed services (G.L. c. 62, § 2(a)(2)(E))",
    "url": "https://budget.digital.mass.gov/govbudget/fy26/tax-expenditure-budget/personal-income-tax/exclusions-from-gross-income/1-029"
  },
  "pbgcCoverage": {
    "issuer": "PBGC",
    "title": "PBGC: Plan coverage (which pensions PBGC insures)",
    "url": "https://www.pbgc.gov/wr/find-unclaimed-retirement-benefits/plan-coverage"
  },
  "pbgcMultiemployer": {
    "issuer": "PBGC",
    "title": "PBGC: Multiemployer benefit guarantees",
    "url": "https://www.pbgc.gov/prac/multiemployer/multiemployer-benefit-guarantees.html"
  },
  "massLifePolicyLaw": {
    "issuer": "Mass.gov",
    "title": "Massachusetts law: required provisions of life insurance policies, grace period (G.L. c. 175, § 132)",
    "url": "https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXXII/Chapter175/Section132"
  },
  "massGroupConversion": {
    "issuer": "Mass.gov",
    "title": "Massachusetts law: notice of the right to convert group life insurance (G.L. c. 175, § 134A)",
    "url": "https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXXII/Chapter175/Section134A"
  },
  "massLifeSettlements": {
    "issuer": "Mass.gov",
    "title": "Massachusetts law: life settlement licensing and disclosures (G.L. c. 175, §§ 213, 220)",
    "url": "https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXXII/Chapter175/Section220"
  },
  "irsRevRul200913": {
    "issuer": "IRS",
    "title": "IRS: Rev. Rul. 2009-13, sale or surrender of a life insurance contract (IRB 2009-21)",
    "url": "https://www.irs.gov/irb/2009-21_IRB"
  },
  "ssaSsiAmounts": {
    "issuer": "SSA",
    "title": "SSA: SSI federal payment amounts for 2026",
    "url": "https://www.ssa.gov/OACT/cola/SSI.html"
  },
  "ssaSsiResources": {
    "issuer": "SSA",
    "title": "SSA: Understanding Supplemental Security Income, SSI resources",
    "url": "https://www.ssa.gov/ssi/text-resources-ussi.htm"
  },
  "ssaSsiIncomeExclusions": {
    "issuer": "SSA",
    "title": "SSA: SSI income exclusions",
    "url": "https://www.ssa.gov/OACT/COLA/incomexcluded.html"
  },
  "ssaSsiOneThird": {
    "issuer": "SSA",
    "title": "SSA: SSI Spotlight on the one-third reduction provision",
    "url": "https://www.ssa.gov/ssi/spotlights/spot-one-third-reduction.htm"
  },
  "ssaSsiReporting": {
    "issuer": "SSA",
    "title": "SSA: Understanding Supplemental Security Income, reporting responsibilities",
    "url": "https://www.ssa.gov/ssi/text-report-ussi.htm"
  },
  "ssaSsiOverpayments": {
    "issuer": "SSA",
    "title": "SSA: Understanding Supplemental Security Income, overpayments",
    "url": "https://www.ssa.gov/ssi/text-overpayments-ussi.htm"
  },
  "ssaOverpaymentWithholding": {
    "issuer": "SSA",
    "title": "SSA: EM-25029 REV, Title II overpayment default benefit withholding rate of 50 percent",
    "url": "https://secure.ssa.gov/apps10/reference.nsf/links/08282025031929PM"
  },
  "ssaOverpaymentFaq": {
    "issuer": "SSA",
    "title": "SSA FAQ: What can I do if I get an overpayment notice?",
    "url": "https://faq.ssa.gov/en-us/Topic/article/KA-02345"
  },
  "ssaWaiverForm": {
    "issuer": "SSA",
    "title": "SSA: Form SSA-632, Request for waiver of overpayment recovery",
    "url": "https://www.ssa.gov/forms/ssa-632.html"
  },
  "massSsp": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: Massachusetts State Supplement Program (SSP)",
    "url": "https://www.mass.gov/massachusetts-state-supplement-program"
  },
  "massHealthGeneralPolicies": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: 130 CMR 501.004, administration of MassHealth (SSI recipients eligible for MassHealth Standard)",
    "url": "https://www.mass.gov/regulations/130-CMR-501000-masshealth-general-policies"
  },
  "medicareExtraHelp": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Help with drug costs (Extra Help)",
    "url": "https://www.medicare.gov/basics/costs/help/drug-costs"
  },
  "medicarePhysicalTherapy": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Physical therapy services",
    "url": "https://www.medicare.gov/coverage/physical-therapy-services"
  },
  "cmsTherapyServices": {
    "issuer": "CMS",
    "title": "CMS: Therapy services (KX modifier threshold and targeted medical review)",
    "url": "https://www.cms.gov/medicare/coding-billing/therapy-services"
  },
  "medicareMentalHealthInpatient": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Mental health care (inpatient)",
    "url": "https://www.medicare.gov/coverage/mental-health-care-inpatient"
  },
  "medicarePartialHospitalization": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Mental health care (partial hospitalization)",
    "url": "https://www.medicare.gov/coverage/mental-health-care-partial-hospitalization"
  },
  "medicareIntensiveOutpatient": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Mental health care (intensive outpatient program services)",
    "url": "https://www.medicare.gov/coverage/mental-health-care-intensive-outpatient-program-services"
  },
  "medicareColonoscopy": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Colonoscopies",
    "url": "https://www.medicare.gov/coverage/colonoscopies"
  },
  "medicareMammogram": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Mammograms",
    "url": "https://www.medicare.gov/coverage/mammograms"
  },
  "medicareHomeHealth": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Home health services",
    "url": "https://www.medicare.gov/coverage/home-health-services"
  },
  "medicareDental": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Dental services",
    "url": "https://www.medicare.gov/coverage/dental-services"
  },
  "medicareAbn": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Advance Beneficiary Notice of Noncoverage (ABN)",
    "url": "https://www.medicare.gov/claims-appeals/your-medicare-rights/advance-beneficiary-notice-of-noncoverage"
  },
  "cmsPartCReconsideration": {
    "issuer": "CMS",
    "title": "CMS: Reconsideration by the Medicare Advantage (Part C) health plan",
    "url": "https://www.cms.gov/medicare/appeals-grievances/managed-care/reconsideration-advantage-health-plan-part-c"
  },
  "cmsPartDRedetermination": {
    "issuer": "CMS",
    "title": "CMS: Redetermination by the Part D plan sponsor",
    "url": "https://www.hhs.gov/guidance/document/redetermination-part-d-plan-sponsor"
  },
  "medicareAssignment": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Lower costs with assignment (limiting charge)",
    "url": "https://www.medicare.gov/basics/costs/medicare-costs/does-your-provider-accept-medicare-as-full-payment"
  },
  "medicareVaccines": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Pneumococcal shots, flu shots and COVID-19 vaccines (Part B)",
    "url": "https://www.medicare.gov/coverage/pneumococcal-shots"
  },
  "massEstateFaq": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: FAQs, new estate tax changes (deaths from 2023)",
    "url": "https://www.mass.gov/info-details/faqs-new-estate-tax-changes"
  },
  "massTrustCode": {
    "issuer": "Mass.gov",
    "title": "Massachusetts law: creditor's claim against the settlor of a trust (G.L. c. 203E, § 505)",
    "url": "https://malegislature.gov/Laws/GeneralLaws/PartII/TitleII/Chapter203E/Section505"
  },
  "cfpbDeceasedDebt": {
    "issuer": "CFPB",
    "title": "CFPB: Am I responsible for my deceased relative's debts?",
    "url": "https://www.consumerfinance.gov/ask-cfpb/can-i-be-personally-responsible-for-paying-deceased-relatives-debts-can-debt-collector-contact-me-about-those-debts-en-1469/"
  },
  "massPoaLaw": {
    "issuer": "Mass.gov",
    "title": "Massachusetts law: durable power of attorney (G.L. c. 190B, §§ 5-501 to 5-507)",
    "url": "https://malegislature.gov/Laws/GeneralLaws/PartII/TitleII/Chapter190B/ArticleV"
  },
  "ftcImposters": {
    "issuer": "FTC",
    "title": "FTC: How to avoid imposter scams (never move money to protect it)",
    "url": "https://consumer.ftc.gov/features/how-avoid-imposter-scams"
  },
  "ftcPrizes": {
    "issuer": "FTC",
    "title": "FTC: Prize and sweepstakes scams (never pay to collect a prize)",
    "url": "https://consumer.ftc.gov/consumer-alerts/2018/06/no-prizes-ftc"
  },
  "ssaNoncitizens": {
    "issuer": "SSA",
    "title": "SSA: Can noncitizens receive Social Security benefits? (lawful presence, work authorization)",
    "url": "https://faq.ssa.gov/en-US/Topic/article/KA-02447"
  },
  "fdicDepositInsurance": {
    "issuer": "FDIC",
    "title": "FDIC: Deposit insurance, understanding coverage",
    "url": "https://www.fdic.gov/resources/deposit-insurance/understanding-deposit-insurance"
  },
  "fdicTrustAccounts": {
    "issuer": "FDIC",
    "title": "FDIC: Trust accounts coverage (EDIE, rule of April 1, 2024)",
    "url": "https://edie.fdic.gov/rulechange_calculator.html"
  },
  "treasuryIBonds": {
    "issuer": "Treasury",
    "title": "TreasuryDirect: I bonds",
    "url": "https://www.treasurydirect.gov/savings-bonds/i-bonds/"
  },
  "investorCrs": {
    "issuer": "Investor.gov",
    "title": "Investor.gov (SEC): Form CRS, the relationship summary of a broker or adviser",
    "url": "https://www.investor.gov/CRS"
  },
  "massHealthCountable": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: 130 CMR 520.000, MassHealth financial eligibility (countable assets)",
    "url": "https://www.mass.gov/regulations/130-CMR-520000-masshealth-financial-eligibility"
  },
  "gicMedicare": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: Medicare enrollment with GIC health coverage",
    "url": "https://www.mass.gov/info-details/medicare-enrollment-with-gic-health-coverage"
  },
  "medicareCosmetic": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Cosmetic surgery",
    "url": "https://www.medicare.gov/coverage/cosmetic-surgery"
  },
  "medicareTherapeuticShoes": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Therapeutic shoes and inserts",
    "url": "https://www.medicare.gov/coverage/therapeutic-shoes-inserts"
  },
  "medicareTobacco": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Counseling to prevent tobacco use",
    "url": "https://www.medicare.gov/coverage/counseling-to-prevent-tobacco-use-tobacco-caused-disease"
  },
  "medicareCognitive": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Cognitive assessment and care plan services",
    "url": "https://www.medicare.gov/coverage/cognitive-assessment-care-plan-services"
  },
  "medicareFiveStar": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: 5-star special enrollment period",
    "url": "https://www.medicare.gov/sign-up-change-plans/when-can-i-join-a-health-or-drug-plan/five-star-enrollment/5-star-enrollment-period.html"
  },
  "cmsAppointRep": {
    "issuer": "CMS",
    "title": "CMS: Appointment of Representative (Form CMS-1696)",
    "url": "https://www.cms.gov/medicare/cms-forms/cms-forms/downloads/cms1696.pdf"
  },
  "massMolst": {
    "issuer": "Mass.gov",
    "title": "Massachusetts MOLST program",
    "url": "https://www.molst-ma.org"
  },
  "massProxyLaw": {
    "issuer": "Mass.gov",
    "title": "Massachusetts law: health care proxies (G.L. c. 201D)",
    "url": "https://malegislature.gov/Laws/GeneralLaws/PartII/TitleII/Chapter201D"
  },
  "massDeathCertificates": {
    "issuer": "Mass.gov",
    "title": "Mass.gov: Death certificates",
    "url": "https://www.mass.gov/death-certificates"
  },
  "medChemotherapy": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Chemotherapy",
    "url": "https://www.medicare.gov/coverage/chemotherapy"
  },
  "medWhoPaysFirst": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Which insurance pays first",
    "url": "https://www.medicare.gov/health-drug-plans/coordination/who-pays"
  },
  "taxPub526": {
    "issuer": "IRS",
    "title": "IRS Publication 526: Charitable contributions",
    "url": "https://www.irs.gov/publications/p526"
  },
  "ssmMedicareCgm": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Continuous glucose monitors",
    "url": "https://www.medicare.gov/coverage/therapeutic-continuous-glucose-monitors"
  },
  "ssmMedicareFastAppealOther": {
    "issuer": "Medicare.gov",
    "title": "Medicare.gov: Getting a fast appeal from non-hospital settings",
    "url": "https://www.medicare.gov/claims-appeals/your-right-to-a-fast-appeal/getting-a-fast-appeal-from-non-hospital-settings"
  },
  "estVaAidAttendance": {
    "issuer": "VA",
    "title": "VA: Aid and Attendance benefits and Housebound allowance",
    "url": "https://www.va.gov/pension/aid-attendance-housebound/"
  },
  "accIrsPub970": {
    "issuer": "IRS",
    "title": "IRS Publication 970: Tax benefits for education (529 plans)",
    "url": "https://www.irs.gov/publications/p970"
  },
  "accIrsForm7206": {
    "issuer": "IRS",
    "title": "IRS: About Form 7206, Self-employed health insurance deduction",
    "url": "https://www.irs.gov/forms-pubs/about-form-7206"
  },
  "accIrsFormW4r": {
    "issuer": "IRS",
    "title": "IRS: About Form W-4R, Withholding on nonperiodic payments and eligible rollover distributions",
    "url": "https://www.irs.gov/forms-pubs/about-form-w-4-r"
  }
} as const satisfies Record<string, SourceData>;

export const FIGURE_DATA = {
  "deferral": {
    "amount": 24500,
    "year": 2026,
    "source": "irsNotice202567"
  },
  "catchUp50": {
    "amount": 8000,
    "year": 2026,
    "source": "irsNotice202567"
  },
  "catchUp6063": {
    "amount": 11250,
    "year": 2026,
    "source": "irsNotice202567"
  },
  "rothCatchUpWages": {
    "amount": 150000,
    "year": 2025,
    "source": "irsNotice202567"
  },
  "iraLimit": {
    "amount": 7500,
    "year": 2026,
    "source": "irsNotice202567"
  },
  "iraCatchUp": {
    "amount": 1100,
    "year": 2026,
    "source": "irsNotice202567"
  },
  "annualAdditions": {
    "amount": 72000,
    "year": 2026,
    "source": "irsNotice202567"
  },
  "simpleDeferral": {
    "amount": 17000,
    "year": 2026,
    "source": "irsNotice202567"
  },
  "simpleCatchUp50": {
    "amount": 4000,
    "year": 2026,
    "source": "irsNotice202567"
  },
  "simpleCatchUp6063": {
    "amount": 5250,
    "year": 2026,
    "source": "irsNotice202567"
  },
  "compLimit": {
    "amount": 360000,
    "year": 2026,
    "source": "irsNotice202567"
  },
  "rothPhaseSingleStart": {
    "amount": 153000,
    "year": 2026,
    "source": "irsNotice202567"
  },
  "rothPhaseSingleEnd": {
    "amount": 168000,
    "year": 2026,
    "source": "irsNotice202567"
  },
  "rothPhaseJointStart": {
    "amount": 242000,
    "year": 2026,
    "source": "irsNotice202567"
  },
  "rothPhaseJointEnd": {
    "amount": 252000,
    "year": 2026,
    "source": "irsNotice202567"
  },
  "qcdLimit": {
    "amount": 111000,
    "year": 2026,
    "source": "irsNotice202567"
  },
  "qlacLimit": {
    "amount": 210000,
    "year": 2026,
    "source": "irsNotice202567"
  },
  "stdSingle": {
    "amount": 16100,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "stdJoint": {
    "amount": 32200,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "stdHoh": {
    "amount": 24150,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "extra65Single": {
    "amount": 2050,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "extra65Married": {
    "amount": 1650,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "seniorDeduction": {
    "amount": 6000,
    "year": 2026,
    "source": "irsObbb"
  },
  "seniorPhaseSingle": {
    "amount": 75000,
    "year": 2026,
    "source": "irsObbb"
  },
  "seniorPhaseJoint": {
    "amount": 150000,
    "year": 2026,
    "source": "irsObbb"
  },
  "bracket10Single": {
    "amount": 12400,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "bracket10Joint": {
    "amount": 24800,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "bracket12Single": {
    "amount": 50400,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "bracket12Joint": {
    "amount": 100800,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "bracket22Single": {
    "amount": 105700,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "bracket22Joint": {
    "amount": 211400,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "bracket24Single": {
    "amount": 201775,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "bracket24Joint": {
    "amount": 403550,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "bracket32Single": {
    "amount": 256225,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "bracket32Joint": {
    "amount": 512450,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "bracket35Single": {
    "amount": 640600,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "bracket35Joint": {
    "amount": 768700,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "cg0Single": {
    "amount": 49450,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "cg0Joint": {
    "amount": 98900,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "cg15Single": {
    "amount": 545500,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "cg15Joint": {
    "amount": 613700,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "niitSingle": {
    "amount": 200000,
    "year": 2026,
    "source": "irsNiit"
  },
  "niitJoint": {
    "amount": 250000,
    "year": 2026,
    "source": "irsNiit"
  },
  "seMinimum": {
    "amount": 400,
    "year": 2026,
    "source": "irsSeTax"
  },
  "addlMedicareSingle": {
    "amount": 200000,
    "year": 2026,
    "source": "irsSeTax"
  },
  "addlMedicareJoint": {
    "amount": 250000,
    "year": 2026,
    "source": "irsSeTax"
  },
  "form5500Assets": {
    "amount": 250000,
    "year": 2026,
    "source": "irsSolo401k"
  },
  "homeSaleSingle": {
    "amount": 250000,
    "year": 2026,
    "source": "irsHomeSale"
  },
  "homeSaleJoint": {
    "amount": 500000,
    "year": 2026,
    "source": "irsHomeSale"
  },
  "estateExclusion": {
    "amount": 15000000,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "giftExclusion": {
    "amount": 19000,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "ltcPremium40": {
    "amount": 500,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "ltcPremium41to50": {
    "amount": 930,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "ltcPremium51to60": {
    "amount": 1860,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "ltcPremium61to70": {
    "amount": 4960,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "ltcPremiumOver70": {
    "amount": 6200,
    "year": 2026,
    "source": "irsRevProc202532"
  },
  "hsaSelf": {
    "amount": 4400,
    "year": 2026,
    "source": "irsRevProc202519"
  },
  "hsaFamily": {
    "amount": 8750,
    "year": 2026,
    "source": "irsRevProc202519"
  },
  "hsaCatchUp": {
    "amount": 1000,
    "year": 2026,
    "source": "irsPub969"
  },
  "hdhpDeductibleSelf": {
    "amount": 1700,
    "year": 2026,
    "source": "irsRevProc202519"
  },
  "hdhpDeductibleFamily": {
    "amount": 3400,
    "year": 2026,
    "source": "irsRevProc202519"
  },
  "hdhpOopSelf": {
    "amount": 8500,
    "year": 2026,
    "source": "irsRevProc202519"
  },
  "hdhpOopFamily": {
    "amount": 17000,
    "year": 2026,
    "source": "irsRevProc202519"
  },
  "taxableMax": {
    "amount": 184500,
    "year": 2026,
    "source": "ssaCola"
  },
  "earningsTest": {
    "amount": 24480,
    "year": 2026,
    "source": "ssaCola"
  },
  "earningsTestMonthly": {
    "amount": 2040,
    "perMonth": true,
    "year": 2026,
    "source": "ssaCola"
  },
  "earningsTestFraYear": {
    "amount": 65160,
    "year": 2026,
    "source": "ssaCola"
  },
  "deathPayment": {
    "amount": 255,
    "year": 2026,
    "source": "ssaSurvivorsIfYou"
  },
  "ssTaxSingle50": {
    "amount": 25000,
    "year": 2026,
    "source": "irsPub915"
  },
  "ssTaxJoint50": {
    "amount": 32000,
    "year": 2026,
    "source": "irsPub915"
  },
  "ssTaxSingle85": {
    "amount": 34000,
    "year": 2026,
    "source": "irsPub915"
  },
  "ssTaxJoint85": {
    "amount": 44000,
    "year": 2026,
    "source": "irsPub915"
  },
  "partBPremium": {
    "amount": 202.9,
    "perMonth": true,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "partBPremium2025": {
    "amount": 185,
    "perMonth": true,
    "year": 2025,
    "source": "cmsCosts2026"
  },
  "partBDeductible": {
    "amount": 283,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "partADeductible": {
    "amount": 1736,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "partAPremiumFull": {
    "amount": 565,
    "perMonth": true,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "irmaaSingle": {
    "amount": 109000,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "irmaaJoint": {
    "amount": 218000,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "irmaaSingle2": {
    "amount": 137000,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "irmaaJoint2": {
    "amount": 274000,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "irmaaSingle3": {
    "amount": 171000,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "irmaaJoint3": {
    "amount": 342000,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "irmaaSingle4": {
    "amount": 205000,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "irmaaJoint4": {
    "amount": 410000,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "irmaaSingleTop": {
    "amount": 500000,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "irmaaJointTop": {
    "amount": 750000,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "irmaaPremium1": {
    "amount": 284.1,
    "perMonth": true,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "irmaaPremium2": {
    "amount": 405.8,
    "perMonth": true,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "irmaaPremium3": {
    "amount": 527.5,
    "perMonth": true,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "irmaaPremium4": {
    "amount": 649.2,
    "perMonth": true,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "irmaaTopPremium": {
    "amount": 689.9,
    "perMonth": true,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "partDCap": {
    "amount": 2100,
    "year": 2026,
    "source": "medicarePartD"
  },
  "partDDeductible": {
    "amount": 615,
    "year": 2026,
    "source": "medicarePartD"
  },
  "maEstateThreshold": {
    "amount": 2000000,
    "year": 2026,
    "source": "massEstate"
  },
  "maEstateCredit": {
    "amount": 99600,
    "year": 2026,
    "source": "massEstate"
  },
  "maSurtaxThreshold": {
    "amount": 1083150,
    "year": 2025,
    "source": "massSurtax"
  },
  "massHealthAssetLimit": {
    "amount": 2000,
    "year": 2026,
    "source": "massHealth"
  },
  "partDIrmaa1": {
    "amount": 14.5,
    "perMonth": true,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "partDIrmaa2": {
    "amount": 37.5,
    "perMonth": true,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "partDIrmaa3": {
    "amount": 60.4,
    "perMonth": true,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "partDIrmaa4": {
    "amount": 83.3,
    "perMonth": true,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "partDIrmaa5": {
    "amount": 91,
    "perMonth": true,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "maExemptionSingle": {
    "amount": 4400,
    "year": 2026,
    "source": "massExemptions"
  },
  "maExemptionJoint": {
    "amount": 8800,
    "year": 2026,
    "source": "massExemptions"
  },
  "maExemption65": {
    "amount": 700,
    "year": 2026,
    "source": "massExemptions"
  },
  "maCircuitBreakerMax": {
    "amount": 2820,
    "year": 2025,
    "source": "massCircuitBreaker"
  },
  "maCircuitBreakerIncomeSingle": {
    "amount": 75000,
    "year": 2025,
    "source": "massCircuitBreaker"
  },
  "maCircuitBreakerIncomeHoh": {
    "amount": 94000,
    "year": 2025,
    "source": "massCircuitBreaker"
  },
  "maCircuitBreakerIncomeJoint": {
    "amount": 112000,
    "year": 2025,
    "source": "massCircuitBreaker"
  },
  "estateIncomeReturn": {
    "amount": 600,
    "year": 2026,
    "source": "irsPub559"
  },
  "workCredit": {
    "amount": 1890,
    "year": 2026,
    "source": "ssaCola"
  },
  "sga": {
    "amount": 1690,
    "perMonth": true,
    "year": 2026,
    "source": "ssaCola"
  },
  "ssMaxFra": {
    "amount": 4152,
    "perMonth": true,
    "year": 2026,
    "source": "ssaCola"
  },
  "ssiIndividual": {
    "amount": 994,
    "perMonth": true,
    "year": 2026,
    "source": "ssaCola"
  },
  "ssiCouple": {
    "amount": 1491,
    "perMonth": true,
    "year": 2026,
    "source": "ssaCola"
  },
  "partDBasePremium": {
    "amount": 38.99,
    "perMonth": true,
    "year": 2026,
    "source": "cmsPartD2026"
  },
  "pbgcMax65": {
    "amount": 7789.77,
    "perMonth": true,
    "year": 2026,
    "source": "pbgcGuarantee"
  },
  "hecmLimit": {
    "amount": 1249125,
    "year": 2026,
    "source": "hudHecm"
  },
  "maIntestateSpouseFirst": {
    "amount": 100000,
    "year": 2026,
    "source": "massIntestacy"
  },
  "maIntestateSpouseParent": {
    "amount": 200000,
    "year": 2026,
    "source": "massIntestacy"
  },
  "maVoluntaryAdmin": {
    "amount": 25000,
    "year": 2026,
    "source": "massVoluntaryAdmin"
  },
  "estimatedThreshold": {
    "amount": 1000,
    "year": 2026,
    "source": "irsEstimated"
  },
  "safeHarborHighIncome": {
    "amount": 150000,
    "year": 2026,
    "source": "irsEstimated"
  },
  "capitalLossLimit": {
    "amount": 3000,
    "year": 2026,
    "source": "irsCapitalGains"
  },
  "csraMax": {
    "amount": 162660,
    "year": 2026,
    "source": "massHealthGuidelines"
  },
  "partAHospitalDay": {
    "amount": 434,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "partAReserveDay": {
    "amount": 868,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "snfDaily": {
    "amount": 217,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "partAPremiumReduced": {
    "amount": 311,
    "perMonth": true,
    "year": 2026,
    "source": "cmsCosts2026"
  },
  "insulinCap": {
    "amount": 35,
    "year": 2026,
    "source": "medicarePartD"
  },
  "massHealthPna": {
    "amount": 72.8,
    "perMonth": true,
    "year": 2026,
    "source": "massHealth"
  },
  "massHealthHomeEquity": {
    "amount": 1130000,
    "year": 2026,
    "source": "massHealthGuidelines"
  },
  "maQualifiedLtcDaily": {
    "amount": 125,
    "year": 2026,
    "source": "massQualifiedLtc"
  },
  "iraDeductSingleStart": {
    "amount": 81000,
    "year": 2026,
    "source": "irsNotice202567"
  },
  "iraDeductSingleEnd": {
    "amount": 91000,
    "year": 2026,
    "source": "irsNotice202567"
  },
  "iraDeductJointStart": {
    "amount": 129000,
    "year": 2026,
    "source": "irsNotice202567"
  },
  "iraDeductJointEnd": {
    "amount": 149000,
    "year": 2026,
    "source": "irsNotice202567"
  },
  "iraDeductSpouseStart": {
    "amount": 242000,
    "year": 2026,
    "source": "irsNotice202567"
  },
  "iraDeductSpouseEnd": {
    "amount": 252000,
    "year": 2026,
    "source": "irsNotice202567"
  },
  "planLoanMax": {
    "amount": 50000,
    "year": 2026,
    "source": "irsPlanLoans"
  },
  "firstHomeLimit": {
    "amount": 10000,
    "year": 2026,
    "source": "irsEarlyWithdrawal"
  },
  "emergencyDistribution": {
    "amount": 1000,
    "year": 2026,
    "source": "irsEarlyWithdrawal"
  },
  "maFilingThreshold": {
    "amount": 8000,
    "year": 2026,
    "source": "massWhoMustFile"
  },
  "maRentDeductionMax": {
    "amount": 4000,
    "year": 2026,
    "source": "massRentDeduction"
  },
  "planLoanFloor": {
    "amount": 10000,
    "year": 2026,
    "source": "irsPlanLoans"
  },
  "elderlyCreditAgiSingle": {
    "amount": 17500,
    "year": 2026,
    "source": "irsElderlyCredit"
  },
  "elderlyCreditAgiJoint": {
    "amount": 25000,
    "year": 2026,
    "source": "irsElderlyCredit"
  },
  "elderlyCreditNontaxSingle": {
    "amount": 5000,
    "year": 2026,
    "source": "irsElderlyCredit"
  },
  "elderlyCreditNontaxJoint": {
    "amount": 7500,
    "year": 2026,
    "source": "irsElderlyCredit"
  },
  "saltCap": {
    "amount": 40400,
    "year": 2026,
    "source": "irsObbb"
  },
  "saltPhaseStart": {
    "amount": 505000,
    "year": 2026,
    "source": "irsObbb"
  },
  "charityNonItemizerSingle": {
    "amount": 1000,
    "year": 2026,
    "source": "irsObbb"
  },
  "charityNonItemizerJoint": {
    "amount": 2000,
    "year": 2026,
    "source": "irsObbb"
  },
  "maNtsSingle": {
    "amount": 8000,
    "year": 2026,
    "source": "massNts"
  },
  "maNtsJoint": {
    "amount": 16400,
    "year": 2026,
    "source": "massNts"
  },
  "maLicSingle": {
    "amount": 14000,
    "year": 2026,
    "source": "massNts"
  },
  "maLicJoint": {
    "amount": 28700,
    "year": 2026,
    "source": "massNts"
  },
  "maEstimatedThreshold": {
    "amount": 400,
    "year": 2026,
    "source": "massEstimated"
  },
  "ma529Single": {
    "amount": 1000,
    "year": 2026,
    "source": "massDeductionsLaw"
  },
  "ma529Joint": {
    "amount": 2000,
    "year": 2026,
    "source": "massDeductionsLaw"
  },
  "maFamilyCredit": {
    "amount": 440,
    "year": 2026,
    "source": "massFamilyCredit"
  },
  "maBlindExemption": {
    "amount": 2200,
    "year": 2026,
    "source": "massExemptions"
  },
  "homesteadAutomatic": {
    "amount": 125000,
    "year": 2026,
    "source": "massHomestead"
  },
  "homesteadDeclared": {
    "amount": 1000000,
    "year": 2026,
    "source": "massHomestead"
  },
  "maNtsDependent": {
    "amount": 1000,
    "year": 2026,
    "source": "massNts"
  },
  "otherDependentCredit": {
    "amount": 500,
    "year": 2026,
    "source": "irsFilingStatus"
  },
  "pbgcMaxJoint65": {
    "amount": 7010.79,
    "perMonth": true,
    "year": 2026,
    "source": "pbgcGuarantee"
  },
  "pbgcMultiFirst": {
    "amount": 11,
    "perMonth": true,
    "year": 2026,
    "source": "pbgcMultiemployer"
  },
  "pbgcMultiNext": {
    "amount": 33,
    "perMonth": true,
    "year": 2026,
    "source": "pbgcMultiemployer"
  },
  "pbgcMultiPerYear": {
    "amount": 35.75,
    "perMonth": true,
    "year": 2026,
    "source": "pbgcMultiemployer"
  },
  "pbgcMulti30": {
    "amount": 12870,
    "year": 2026,
    "source": "pbgcMultiemployer"
  },
  "ssiResourceIndividual": {
    "amount": 2000,
    "year": 2026,
    "source": "ssaSsiResources"
  },
  "ssiResourceCouple": {
    "amount": 3000,
    "year": 2026,
    "source": "ssaSsiResources"
  },
  "ssiBurialFunds": {
    "amount": 1500,
    "year": 2026,
    "source": "ssaSsiResources"
  },
  "ssiLifeInsuranceFace": {
    "amount": 1500,
    "year": 2026,
    "source": "ssaSsiResources"
  },
  "ssiGeneralExclusion": {
    "amount": 20,
    "perMonth": true,
    "year": 2026,
    "source": "ssaSsiIncomeExclusions"
  },
  "ssiEarnedExclusion": {
    "amount": 65,
    "perMonth": true,
    "year": 2026,
    "source": "ssaSsiIncomeExclusions"
  },
  "therapyKxThreshold": {
    "amount": 2480,
    "year": 2026,
    "source": "cmsTherapyServices"
  },
  "therapyReviewThreshold": {
    "amount": 3000,
    "year": 2026,
    "source": "cmsTherapyServices"
  },
  "fdicLimit": {
    "amount": 250000,
    "year": 2026,
    "source": "fdicDepositInsurance"
  },
  "iBondLimit": {
    "amount": 10000,
    "year": 2026,
    "source": "treasuryIBonds"
  },
  "fdicTrustMax": {
    "amount": 1250000,
    "year": 2026,
    "source": "fdicTrustAccounts"
  },
  "massHealthLifeFace": {
    "amount": 1500,
    "year": 2026,
    "source": "massHealthCountable"
  },
  "accRoth529Lifetime": {
    "amount": 35000,
    "year": 2026,
    "source": "accIrsPub970"
  },
  "accCarLoanInterestMax": {
    "amount": 10000,
    "year": 2026,
    "source": "irsObbb"
  },
  "accCarLoanPhaseSingle": {
    "amount": 100000,
    "year": 2026,
    "source": "irsObbb"
  },
  "accCarLoanPhaseJoint": {
    "amount": 200000,
    "year": 2026,
    "source": "irsObbb"
  }
} as const satisfies Record<string, FigureData>;

export const TOPIC_DATA: readonly TopicData[] = [
  {
    "id": "aca-before-65",
    "title": "Health insurance before 65",
    "area": "health",
    "questions": [
      "How do I get health insurance if I retire before 65?",
      "Can I get an ACA plan until Medicare?",
      "retiring at 60 health insurance",
      "retiring early what about health care",
      "retiring before medicare what do i do for health care",
      "marketplace subsidy early retiree"
    ],
    "keywords": [
      "laid off",
      "lost my job",
      "need insurance",
      "before 65",
      "early retiree",
      "retire early",
      "marketplace",
      "affordable care act",
      "obamacare",
      "subsidy",
      "premium tax credit",
      "health connector",
      "bridge",
      "until medicare",
      "individual plan"
    ],
    "sources": [
      "healthcareGov",
      "irsPtc",
      "massConnector"
    ],
    "presumes": "under-65",
    "points": [
      {
        "says": "Losing COBRA or job coverage opens a special enrollment period: you have 60 days to pick a plan through the Massachusetts Health Connector, where premium tax credits based on your income can cut the cost. Apply before COBRA ends so there is no gap.",
        "asks": [
          "my cobra runs out what do i do for health insurance till medicare",
          "retired at 63 need health insurance until medicare",
          "laid off at 63 need insurance",
          "im 62 and retiring how do i get health insurance until medicare"
        ]
      },
      {
        "says": "Yes, all of it: the income that sets the premium tax credit (modified adjusted gross income) counts all your Social Security, taxable or not, plus tax-exempt interest, on top of wages, pensions, IRA withdrawals and capital gains. Roth IRA withdrawals do not count, which makes them useful for keeping income down before Medicare.",
        "asks": [
          "does social security count as income for the aca subsidy",
          "what income counts for the health connector tax credit"
        ]
      },
      {
        "says": "Not with help paying for it: once you can get premium-free Part A, the premium tax credits stop, and the Connector plan does not end on its own. Sign up for Medicare in your first window, then cancel the Connector plan to end the day before Medicare starts; delaying Part B brings a lifelong penalty.",
        "asks": [
          "can i keep my marketplace plan instead of medicare",
          "when does my aca plan end when i get medicare"
        ]
      },
      {
        "says": "No: Medicare starts at 65 whatever age you retire or claim Social Security (earlier only after 24 months of disability benefits, or with ALS or kidney failure). Before 65, bridge with COBRA, a spouse's job-based plan, or a Massachusetts Health Connector plan, where tax credits can lower the premium.",
        "asks": [
          "medicare starts at 62 if i retire early",
          "if i retire before 65 medicare covers me",
          "i can get medicare when i start social security at 62"
        ],
        "belief": true
      }
    ],
    "summary": "If you retire before 65, you can keep your employer plan for up to 18 months through COBRA at full cost, or buy a plan through the Massachusetts Health Connector, where premium tax credits based on your income can lower the cost until Medicare starts.",
    "steps": [
      "Leaving a job opens a 60-day special enrollment period for Marketplace coverage.",
      "Premium tax credits depend on estimated household income for the year; retirees can often manage that income.",
      "The enhanced credits of 2021 to 2025 ended, so for 2026 credits generally stop at 400% of the federal poverty level unless Congress changes the law.",
      "Compare with COBRA and any retiree coverage from your employer."
    ],
    "benefits": [
      "Guaranteed coverage regardless of health, with credits that can lower premiums a lot."
    ],
    "risks": [
      "Earning a little over the limit can cost the whole credit.",
      "Credits are reconciled on your tax return, so underestimating income means paying some back."
    ],
    "next": [
      "Estimate next year’s income, including IRA withdrawals and gains, before applying."
    ]
  },
  {
    "id": "after-a-death",
    "title": "After a spouse dies: a money checklist",
    "area": "estate",
    "questions": [
      "My husband just died, what do I need to do?",
      "What do I do with the finances when my spouse dies?",
      "Checklist after a death in the family",
      "My wife passed away, what do I do with her IRA?",
      "What paperwork do I need after my spouse died?",
      "He handled all the money and now he's gone. Where do I start?"
    ],
    "keywords": [
      "death certificate",
      "checklist",
      "paperwork",
      "after a death",
      "widow",
      "widower",
      "passed away",
      "died",
      "funeral",
      "retitle",
      "life insurance claim"
    ],
    "sources": [
      "ssaSurvivorsIfYou",
      "irsPub590b",
      "irsPub523",
      "naicPolicyLocator",
      "massDeathCertificates"
    ],
    "presumes": "a-death",
    "points": [
      {
        "says": "Usually not: a joint account with right of survivorship belongs to you automatically when your spouse dies, and the bank needs only a certified death certificate to take his name off. Probate is for what was in his name alone with no joint owner or beneficiary.",
        "asks": [
          "do i need probate for our joint bank account",
          "the bank says i need paperwork for our joint account"
        ]
      },
      {
        "says": "The funeral home usually reports the death to Social Security if you give it the Social Security number, but you still need to call Social Security (800-772-1213) yourself to apply for the one-time {{deathPayment}} death payment and survivor benefits, and a payment for the month of death must be returned.",
        "asks": [
          "do i need to call social security or does the funeral home do that",
          "who tells social security about a death"
        ]
      },
      {
        "says": "Take it one step at a time: get several certified death certificates; call Social Security about survivor benefits and the {{deathPayment}} death payment; claim life insurance and any pension survivor benefit; then ask each bank and investment firm how to retitle accounts, and update the beneficiaries on your own. Big decisions, such as selling the house, can wait.",
        "asks": [
          "what else do i need to do there is so much",
          "my wife passed away what do i need to do first with the money",
          "what do i need to do after my husband died",
          "checklist after my spouse died"
        ]
      },
      {
        "says": "As the surviving spouse you have choices no one else gets: you can roll the IRA into your own or treat it as your own, which delays required withdrawals until your own RMD age, or keep it as an inherited IRA if you need money before 59½ without the 10% penalty. Do not cash it out; ask the custodian for a spousal transfer.",
        "asks": [
          "my wife passed what do i do with her ira",
          "my husband died what happens to his ira",
          "inherited my spouses ira"
        ]
      },
      {
        "says": "For the year of the death you can still file a joint return, and for two more years you may file as a qualifying surviving spouse if you have a dependent child; a home sold within two years of the death can still use the {{homeSaleJoint}} exclusion.",
        "asks": [
          "taxes the year my spouse died",
          "filing status after my spouse died"
        ]
      },
      {
        "says": "Yes. For the year your spouse died you can still file a joint return (as married filing jointly), with the full joint standard deduction; from the next year you file as single, or as a qualifying surviving spouse for two years if you have a dependent child.",
        "asks": [
          "can i still file a joint return this year my husband passed",
          "do i still file jointly the year my spouse died"
        ]
      },
      {
        "says": "Yes: the executor (or a surviving spouse) files the person's final Form 1040 for the year of death, reporting income up to the date of death, and a final Massachusetts return; an estate with {{estateIncomeReturn}} or more of gross income after the death also files Form 1041. IRS Publication 559 walks through it.",
        "asks": [
          "do i need to file a final tax return for someone who died",
          "do we still file a tax return for my mother for the year she died",
          "does someone who died still need a tax return for that year",
          "executor final tax return",
          "does an estate have to file a tax return",
          "my brother died do i need to file his taxes"
        ]
      },
      {
        "says": "Use the NAIC Life Insurance Policy Locator, a free online request: you enter details from the death certificate, participating life insurers and annuity companies search their records, and a company that finds a policy naming you contacts you directly. Also check bank statements, mail, former employers and the Massachusetts Treasurer's unclaimed property list.",
        "asks": [
          "how do i find out if my dad had life insurance",
          "find a lost life insurance policy",
          "naic policy locator"
        ]
      },
      {
        "says": "No: your debts are paid from your estate, not by your children, unless they co-signed a loan or shared the account. What the estate cannot pay is generally written off; life insurance and retirement accounts paid to a named beneficiary usually pass outside the estate and its creditors, though MassHealth can claim against the estate of someone it paid for.",
        "asks": [
          "will my kids have to pay my debts when i die",
          "what happens to my debts when i die",
          "do children inherit their parents debt"
        ]
      },
      {
        "says": "No, not for the year of death: you can still file a joint return (married filing jointly) for that year, with the full joint standard deduction. From the next year you file as single, or as a qualifying surviving spouse for two years if you have a dependent child.",
        "presumes": "widowed",
        "asks": [
          "do i have to file as single now that my wife died",
          "my husband died this year do i file single"
        ]
      },
      {
        "says": "No, not without a dependent child: qualifying surviving spouse status for the two years after the year of death needs a child or stepchild you can claim as a dependent, who lived with you all year, in a home you paid most of the cost of. Without one, you file a joint return for the year of death and as single from the next year.",
        "presumes": "widowed",
        "asks": [
          "i can file as qualifying surviving spouse for two years after my wife died",
          "as a widow i get the joint rates for two more years",
          "i can keep filing jointly for two years after my husband died"
        ],
        "belief": true
      },
      {
        "says": "Yes, in most cases: Social Security pays a month behind and pays nothing for the month of death, so the payment that arrives the month after (the one for the month of death) must be returned. Do not spend it: SSA asks the bank to send it back. A surviving spouse may be able to get the {{deathPayment}} death payment and survivor benefits.",
        "asks": [
          "mom died and her social security for that month came the next month do we have to send it back",
          "do we have to return the social security payment after a death"
        ]
      },
      {
        "says": "Get several certified copies, since each bank, insurer, pension, brokerage and the registry of deeds may want one: the funeral home orders the first ones when it files the death, and more come from the city or town clerk where the death occurred or the state Registry of Vital Records and Statistics, for a fee each.",
        "asks": [
          "where do i get copies of a death certificate",
          "how many death certificates do i need"
        ]
      },
      {
        "says": "Not separately for Medicare: reporting the death to Social Security (the funeral home usually does) also ends Medicare Part A and B and any premiums taken from the Social Security check. Call the insurer of any supplement, Medicare Advantage or Part D plan yourself to end that policy and stop premiums drawn from a bank account, and ask whether any premium paid ahead will be refunded.",
        "asks": [
          "do i have to notify medicare when my husband dies",
          "how do i cancel medicare after a death",
          "who do i call to stop my mothers supplement plan after she died"
        ]
      },
      {
        "says": "No: a final Form 1040 (and a Massachusetts return) is due for the year of death if the person's income then required one, reporting income up to the date of death; the executor files it, or a surviving spouse, who may file jointly for that year. An estate with {{estateIncomeReturn}} or more of income after the death files Form 1041 too.",
        "asks": [
          "you dont have to file taxes for someone who died",
          "there is no tax return after a person dies",
          "my dad died so he doesnt file a tax return this year",
          "a person who died doesnt need to file taxes for that year"
        ],
        "belief": true
      },
      {
        "says": "No: for the year your spouse died you can still file a joint return, as long as you did not remarry that year; from the next year you file as single, or as a qualifying surviving spouse for two years if a dependent child lives with you.",
        "asks": [
          "i have to file single for the year my husband died",
          "i cant file jointly once my wife passed away"
        ],
        "belief": true
      }
    ],
    "summary": "There is no rush on big decisions. In the first weeks, order several certified death certificates, tell Social Security (and ask about survivor benefits and the one-time {{deathPayment}} payment), then contact the employer or pension plan, the life insurers and each bank and investment firm.",
    "steps": [
      "Order several certified death certificates from the funeral home or town clerk.",
      "Call Social Security at 1-800-772-1213 about survivor benefits and the {{deathPayment}} death payment.",
      "Contact the employer, pension plan and life insurers to claim benefits.",
      "Ask each bank and investment firm how to retitle accounts, and update the beneficiaries on your own.",
      "Keep paying the bills until accounts are sorted, and wait on big decisions."
    ],
    "benefits": [
      "Going in order keeps benefits from being missed."
    ],
    "risks": [
      "Cashing out an inherited IRA in a hurry can bring a large tax bill.",
      "Scammers target recent widows and widowers: check anyone who calls asking for money or numbers."
    ],
    "next": [
      "Make a list of every account, policy and pension before you start calling."
    ]
  },
  {
    "id": "annuity-fees",
    "title": "Annuity fees and surrender charges",
    "area": "retirement",
    "questions": [
      "What fees do annuities charge?",
      "What is a surrender charge?",
      "How do I get out of an annuity?",
      "free look period annuity"
    ],
    "keywords": [
      "fee",
      "fees",
      "surrender",
      "surrender charge",
      "surrender period",
      "cash out",
      "mortality expense",
      "m&e",
      "administrative fee",
      "fund expenses",
      "rider fee",
      "1035",
      "exchange",
      "free look",
      "cost",
      "expensive",
      "commission",
      "penalty"
    ],
    "sources": [
      "investorVariableAnnuities",
      "irsAnnuity",
      "naicAnnuities"
    ],
    "ask": "How many years are left in the surrender period, and what does the contract charge each year?",
    "points": [
      {
        "says": "A surrender period usually lasts several years: for example, a 7% charge in the first year that falls by a point a year until it ends in the eighth. Most contracts also let you take about 10% a year without the charge.",
        "asks": [
          "how long do surrender charges last",
          "surrender period how many years",
          "annuity surrender charges how long"
        ]
      },
      {
        "says": "Within the free-look period, yes: Massachusetts gives you at least 10 days after delivery (often more, longer for a replacement) to return an annuity for a refund. After that, taking out more than the free amount (often 10% a year) during the surrender period costs a surrender charge, highest in the first years.",
        "asks": [
          "can i get out of my annuity in the first year",
          "can i cancel an annuity i just bought"
        ]
      },
      {
        "says": "A 1035 exchange moves money from one annuity or life policy to another without tax, as long as it goes directly between insurers. The old contract’s surrender charge still applies, and the new one usually starts a new surrender period.",
        "asks": [
          "what is a 1035 exchange",
          "1035 exchange annuity",
          "move my annuity to another company without tax"
        ]
      },
      {
        "says": "Yes, through a 1035 exchange: money moves from one annuity to another without tax on the gains, as long as it goes directly between insurers. The old contract’s surrender charge still applies, and the new one usually starts a new surrender period.",
        "asks": [
          "can i swap my old annuity for a better one without paying tax on the gains",
          "can i exchange my annuity for a new one without tax"
        ]
      },
      {
        "says": "Usually only in part. Most contracts let you take about 10% a year free of surrender charges, the free-look period after purchase (set by state law) lets you cancel for a refund, and once the surrender period ends there is no charge. Earnings you take out are taxed, plus 10% before 59½.",
        "asks": [
          "can i cash out my annuity early",
          "can i get out of my annuity without paying a penalty",
          "cancel my annuity",
          "cash out my annuity early"
        ]
      },
      {
        "says": "No: a 1035 exchange works only one way for an annuity: it can move tax-free into another annuity or a qualified long-term care policy, but not into a life policy (a life policy can move into an annuity, not the reverse). Funding a policy with annuity money means cashing the annuity out, with tax on the gain, and buying the policy with what is left.",
        "asks": [
          "i can 1035 exchange my annuity into a life policy"
        ],
        "belief": true
      },
      {
        "says": "No: a 1035 exchange can move an annuity tax-free only into another annuity or a qualified long-term care policy, not into a life policy. To fund a policy for your heirs you would cash the annuity out, paying tax on the gain, and buy the policy with the rest; an annuity left to them is taxed on its gain when they take it.",
        "asks": [
          "can i do a 1035 exchange from an annuity into a life policy"
        ]
      },
      {
        "says": "It can go either way: a market value adjustment (MVA) changes what you get when you take out more than the free amount or surrender during the surrender period, with interest rates. If rates have risen since you bought, it lowers the value; if they have fallen, it raises it, on top of any surrender charge; after the surrender period it no longer applies.",
        "asks": [
          "what is a market value adjustment on an annuity",
          "my annuity has an mva will i lose money if i cash out early"
        ]
      },
      {
        "says": "Not if you are still in the free-look period: for a set number of days after the contract is delivered (at least 10, often 20 or 30; your contract states it), you can return it for a refund without a surrender charge. Check the delivery date and the contract's free-look clause, and send the cancellation in writing before the period ends.",
        "asks": [
          "second thoughts about a new annuity",
          "what if i change my mind after signing",
          "too late to back out of an annuity contract"
        ]
      },
      {
        "says": "Ask first how you would get your money out: a 10-year surrender period keeps it tied up for a decade, usually with only about 10% a year free of charges, so keep enough outside it for emergencies. Ask for the cap and participation rate, how they can change, and the commission, and use the free-look period (at least 10 days after delivery) to cancel for a refund if it does not fit.",
        "asks": [
          "bank is pushing a fixed indexed annuity with a 10 year surrender red flags",
          "what should i watch for with an indexed annuity with a 10 year surrender charge",
          "agent wants me to buy an annuity what should i ask"
        ]
      },
      {
        "says": "Often, if the contract has the waiver: many deferred annuities drop the surrender charge if you enter a nursing home for a set time (often 60 to 90 days in a row, after the first contract year) or are diagnosed with a terminal illness. Check the contract's waiver rider for its conditions; without it, withdrawals above the free amount pay the charge.",
        "asks": [
          "can i get money out of my annuity if i go into a nursing home",
          "annuity nursing home waiver of surrender charge",
          "terminal illness waiver annuity"
        ]
      },
      {
        "says": "A variable annuity usually charges several fees, each a yearly share of the account unless noted: a mortality and expense (M&E) risk charge for the insurance guarantees, an administrative fee (sometimes a flat yearly contract fee instead), the expenses of the funds (subaccounts) you invest in, and a charge for each optional rider such as a guaranteed income or enhanced death benefit, plus a surrender charge if you take out more than the free amount early. The prospectus's fee table lists every one; add them up to see the total cost each year.",
        "asks": [
          "what fees does a variable annuity charge",
          "what is the m&e charge on my variable annuity",
          "list the fees on a variable annuity",
          "why is my variable annuity so expensive"
        ]
      },
      {
        "says": "Usually yes: most deferred annuities let you take about 10% of the value (some, of the premium) each year free of the surrender charge, even during the surrender period; your contract states the exact free amount. The charge applies only to what you take above it, and before 59½ the taxable part still owes the IRS's 10% additional tax.",
        "asks": [
          "my annuity has a 7 percent surrender charge can i withdraw 10 percent",
          "how much is free of the surrender charge each year",
          "free withdrawal amount on an annuity"
        ]
      },
      {
        "says": "Yes, within the free-look period printed on the contract, usually at least 10 days after it is delivered and often longer for a replacement: you can cancel for a refund. After that, getting out means a surrender, with its charges.",
        "asks": [
          "can i get out of an annuity i just bought",
          "can i cancel my annuity in the free look period",
          "changed my mind on a new annuity can i get my money back"
        ]
      },
      {
        "says": "No: the income base (or benefit base) is only a number used to work out the lifetime withdrawals an income rider pays; it is not cash you can take out. What you could withdraw or surrender for is the account value, less any surrender charge, and that is also what your heirs get unless the contract adds a death benefit.",
        "asks": [
          "can i withdraw my annuity income base",
          "is my annuity income base cash",
          "income base vs account value"
        ]
      },
      {
        "calculator": "surrenderCost",
        "uses": [
          "worth",
          "surrenderRate",
          "freeShare"
        ],
        "asks": [
          "if i cash in my annuity what does the surrender charge cost me",
          "how much is the surrender charge if i cash out my annuity now"
        ]
      },
      {
        "says": "No: a deferred annuity usually charges a surrender fee on withdrawals above the yearly free amount (often about 10%) during its surrender period, commonly 5 to 10 years, and before 59½ the taxable earnings also owe a 10% additional federal tax. Keep money you may need soon outside it.",
        "asks": [
          "i can withdraw from my annuity anytime with no charge",
          "an annuity is as liquid as a bank account",
          "theres no penalty to cash out an annuity whenever i want"
        ],
        "belief": true
      }
    ],
    "summary": "Annuity costs come from surrender charges for early withdrawals, yearly contract and rider fees, and fund expenses; know all three before you buy or leave.",
    "steps": [
      "Read the surrender schedule: the charge usually starts at several percent and falls each year to zero.",
      "Check the free withdrawal amount, often around 10% of the value a year, that avoids the charge.",
      "Add up yearly costs: mortality and expense charges, administrative fees, rider fees and fund expenses.",
      "To move to a better contract, a 1035 exchange can avoid current tax, but a new surrender period may start.",
      "Use the free-look period after purchase (set by state law) if you change your mind."
    ],
    "benefits": [
      "Knowing the schedule lets you plan withdrawals that avoid charges.",
      "A 1035 exchange can lower costs without a tax bill."
    ],
    "risks": [
      "Leaving early can cost thousands in surrender charges.",
      "Total yearly fees on some variable annuities with riders can exceed 2% to 3%.",
      "Cashing out earnings is taxed as ordinary income, plus a 10% additional tax before 59½."
    ],
    "next": [
      "Ask the insurer for an in-force illustration and the current surrender value.",
      "Compare the cost of staying with the cost of switching before any exchange."
    ]
  },
  {
    "id": "annuity-fit",
    "title": "Would an annuity work for me?",
    "area": "retirement",
    "questions": [
      "Would an annuity work for me?",
      "Is an annuity a good idea for retirement?",
      "Should I put some of my savings into an annuity?",
      "What is an annuity and who is it for?",
      "Do annuities make sense for retirees?",
      "Is an annuity right for someone like me?"
    ],
    "keywords": [
      "annuity",
      "annuities",
      "annuity right for me",
      "guaranteed income",
      "lifetime income",
      "pension like",
      "insurance contract"
    ],
    "sources": [
      "investorAnnuities",
      "irsAnnuity",
      "massInsurance",
      "naicAnnuities"
    ],
    "ask": "What do you want the annuity to do for you: lifetime income, growth, or protection from losses?",
    "points": [
      {
        "says": "A \"guaranteed roll-up\" of, say, 7% usually grows an income base: a number used only to work out the lifetime withdrawals an income rider pays. It is not cash you can take out and not a 7% return on your money, and the rider charges its own yearly fee, so compare the yearly income each contract actually guarantees.",
        "asks": [
          "what is a roll-up rate",
          "agent says 7% guaranteed roll-up",
          "guaranteed rollup rate on an income rider",
          "is a 7 percent guaranteed annuity real"
        ]
      },
      {
        "says": "Not for the tax deferral: an IRA is already tax-deferred, so an annuity adds no tax benefit there. Buy one inside an IRA only for a feature you want, such as guaranteed lifetime income or a QLAC to reduce RMDs, and weigh its fees and surrender charges.",
        "asks": [
          "does it make sense to buy an annuity inside my ira for tax deferral",
          "annuity in an ira",
          "does moving my ira into an annuity so it grows tax deferred make sense"
        ]
      },
      {
        "says": "Usually only part: a common approach puts in an annuity just enough to cover the essential bills Social Security and any pension leave uncovered, and keeps the rest invested and at hand for emergencies, health costs and changes of plan, since money in an annuity is hard to get back without surrender charges. How much fits depends on your income gap, health and other savings.",
        "asks": [
          "how much of my savings should go into an annuity",
          "should i put most of my savings in an annuity"
        ]
      },
      {
        "says": "The Massachusetts Division of Insurance licenses annuity sellers and takes complaints; look the agent up on its license search, and a variable annuity seller also on FINRA BrokerCheck. Under its annuity rule (211 CMR 96.00) the seller must act in your best interest when recommending, disclose how they are paid, and explain the surrender charges and fees.",
        "asks": [
          "how do i check if my annuity agent is licensed",
          "who regulates annuities in massachusetts",
          "how do i complain about an annuity salesman",
          "is an annuity salesperson required to act in my best interest"
        ]
      },
      {
        "says": "An income rider (a guaranteed lifetime withdrawal benefit) lets you withdraw a set percentage of an income base each year for life, even if the account itself runs out, for a yearly fee often around 1% of that base. The withdrawals still come out of your account value, which is what your heirs or a surrender would get, so compare the guaranteed income with what a plain income annuity pays.",
        "asks": [
          "what is an income rider on an annuity",
          "what is a guaranteed lifetime withdrawal benefit",
          "glwb rider"
        ]
      },
      {
        "says": "No, not in themselves: an annuity is an insurance contract that can turn savings into income for life, and a simple income annuity costs little. The trouble is complex ones sold with high commissions, yearly fees and long surrender charges, so know the costs and the surrender schedule before you buy.",
        "asks": [
          "annuities are a scam",
          "annuities are a rip off",
          "annuities are a ripoff",
          "annuities are always a bad deal"
        ],
        "belief": true
      },
      {
        "says": "It can: an income annuity, immediate or deferred to start later, pays a set amount for as long as you live, however long that is, so that part of your income cannot run out. The cost is giving up access to the money you put in, and a level payment loses buying power to inflation, so most people annuitize only part of their savings, enough with Social Security and any pension to cover the essential bills.",
        "asks": [
          "will an annuity keep me from outliving my money",
          "can an annuity guarantee me income for life",
          "annuity for income i cannot outlive"
        ]
      },
      {
        "says": "Usually not: a 7-year annuity ties the money up with surrender charges (often 7% in the first year, falling each year), so taking out more than the yearly free amount, often about 10%, before the period ends costs you. Keep emergency money, often a year or two of needs, in savings, a money market or short CDs, and annuitize only what you will not need soon.",
        "asks": [
          "should i put my emergency fund in an annuity",
          "is an annuity a good place for my emergency savings",
          "emergency money in an annuity with surrender charges"
        ]
      }
    ],
    "summary": "An annuity can turn part of your savings into guaranteed income for life; it fits best when your essential bills are not covered by Social Security and pensions.",
    "steps": [
      "List your essential monthly expenses and the guaranteed income you already have (Social Security, pensions).",
      "If there is a gap, price how much of it an income annuity would cover, and keep the rest of your savings liquid.",
      "Decide what matters most: income for life, growth, protection from market losses, or money left to heirs.",
      "Compare several insurers on payout rate, fees, surrender period and financial strength before you sign."
    ],
    "benefits": [
      "Income you cannot outlive, which protects against living longer than expected.",
      "Protection from market drops for the money inside a fixed or income annuity.",
      "Tax-deferred growth until withdrawals begin."
    ],
    "risks": [
      "Money is tied up: surrender charges often apply for several years.",
      "Fees, especially on variable annuities and riders, reduce returns.",
      "Fixed payments lose buying power to inflation unless you buy an inflation feature.",
      "Withdrawals of earnings before age 59½ generally owe a 10% additional federal tax."
    ],
    "next": [
      "Write down your monthly income gap before you look at any product.",
      "Ask for the contract, the surrender schedule and every fee in writing."
    ]
  },
  {
    "id": "annuity-taxes",
    "title": "How annuities are taxed, and the free-look period",
    "area": "retirement",
    "questions": [
      "How are annuity withdrawals taxed?",
      "What is a free look period on an annuity?",
      "Is an annuity tax-deferred?"
    ],
    "keywords": [
      "annuity tax",
      "annuity withdrawals",
      "after-tax money",
      "non-qualified annuity",
      "free look",
      "cancel annuity",
      "exclusion ratio",
      "tax-deferred",
      "inherited annuity",
      "beneficiary of an annuity"
    ],
    "sources": [
      "irsAnnuity",
      "naicAnnuities"
    ],
    "points": [
      {
        "says": "Withdrawals from an annuity bought with after-tax money are taxed earnings first, as ordinary income, until all the growth has come out; after that you get your own money back tax-free. Before 59½ the taxable part also owes a 10% additional tax. Lifetime income payments are split instead: part of each payment is a tax-free return of what you paid (the exclusion ratio), the rest is taxed.",
        "asks": [
          "how are withdrawals from an annuity taxed",
          "annuity bought with after tax money how is it taxed",
          "non qualified annuity withdrawal tax"
        ]
      },
      {
        "says": "Yes, the taxable part: Massachusetts taxes an annuity's earnings, the part above what you paid in, at 5% when they are paid out, as the IRS taxes them as ordinary income. An annuity held in an IRA is taxed like any IRA withdrawal, less contributions you already paid Massachusetts tax on.",
        "asks": [
          "does massachusetts tax my annuity",
          "do i pay state tax on annuity payments"
        ]
      },
      {
        "says": "A free-look period lets you cancel a new annuity within a short time after it is delivered, usually 10 to 30 days depending on the state and the contract, and get a refund of your premium (for a variable annuity, sometimes its current value) with no surrender charge. Read the contract as soon as it arrives.",
        "asks": [
          "what is a free look period on an annuity",
          "can i cancel an annuity after i buy it",
          "annuity free look"
        ]
      },
      {
        "says": "No: an annuity gets no step-up in basis at death, unlike stocks or a house. Your heirs owe ordinary income tax on the growth above what you paid in when they take it out, and get the amount you paid in back tax-free.",
        "asks": [
          "does an inherited annuity get a step up in basis",
          "do my heirs get a stepped up basis on my annuity",
          "is there a step up on an annuity at death"
        ]
      },
      {
        "says": "Only on the gain: the growth above what the owner paid is taxed to you, as ordinary income when you take it out, since annuities get no step-up in basis at death, unlike stocks. The amount the owner paid in comes back to you tax-free.",
        "asks": [
          "inherited an annuity do i owe tax on the whole thing",
          "im the beneficiary of my moms annuity do i pay tax on all of it",
          "my mother left me her nonqualified annuity is it taxable",
          "how are annuities taxed when i die",
          "is an annuity death benefit taxable to the beneficiary",
          "do beneficiaries pay income tax on an annuity"
        ]
      },
      {
        "says": "Yes, usually: a beneficiary other than a spouse can take it all at once, spread withdrawals over up to 5 years, or take payments over their life expectancy if they start within a year of the death, which spreads the tax on the gain. Check which options the contract allows.",
        "asks": [
          "can i spread the tax on an inherited annuity",
          "inherited annuity payout options"
        ]
      },
      {
        "says": "Not if it names a living beneficiary: an annuity's death benefit is paid straight to the beneficiary named on the contract, outside probate and whatever the will says. It goes through probate only when the estate is the beneficiary or no named one is living, so keep the contract's beneficiary current. The beneficiary owes income tax on the gain, with no step-up in basis.",
        "asks": [
          "does an annuity go through probate"
        ]
      },
      {
        "says": "As the surviving spouse you can usually continue the contract as its new owner: it stays tax-deferred as if it had always been yours, and you pay tax only on the gain you later withdraw, instead of cashing it out and paying tax on all the gain now.",
        "asks": [
          "my husband died and the agent says i can continue his annuity what does that mean",
          "spouse continue annuity after death",
          "my husband died and his annuity names me as beneficiary do i have to cash it out",
          "do i have to cash out my late husbands annuity all at once",
          "im the beneficiary on my wifes annuity do i have to take the money now"
        ]
      },
      {
        "says": "Yes, by a direct rollover: 401(k) or IRA money moved straight into an annuity held as an IRA (a qualified annuity) is not taxed until you take money out. A check paid to you first has 20% withheld and must be redeposited within 60 days; and the annuity adds no tax deferral the IRA did not already give.",
        "asks": [
          "is a 401k rollover into an annuity taxed now",
          "roll my 401k into an annuity tax free",
          "ira rollover into an annuity"
        ]
      },
      {
        "says": "You can, but the taxable earnings you take out before 59½ owe a 10% additional tax on top of income tax, apart from exceptions such as disability or lifetime annuity payments; withdrawals above the free amount during the surrender period also pay the contract's surrender charge.",
        "asks": [
          "im 57 can i take money out of my annuity whats the penalty",
          "annuity withdrawal before 59 and a half",
          "can i take money out of my annuity before 59 and a half without the penalty",
          "is there a 10% penalty on annuity withdrawals under 59"
        ]
      },
      {
        "says": "Because you paid into the plan with after-tax money: that cost comes back to you tax-free in equal parts of each payment, figured by the IRS Simplified Method from your age when payments started. Once it is all recovered, the whole pension is taxable; if you die before then, the rest is deducted on your final return.",
        "asks": [
          "part of my pension is not taxable why",
          "pension after tax contributions simplified method",
          "my 1099-r taxable amount is less than my pension"
        ]
      },
      {
        "says": "Yes, usually in full, as ordinary income: a pension you did not pay into with after-tax money is fully taxable by the IRS, and if you did contribute after tax, part of each payment is a tax-free return of it, figured by the Simplified Method. Have tax withheld on Form W-4P or pay estimated tax.",
        "asks": [
          "is my pension taxable federally",
          "does the irs tax my pension",
          "federal tax on my pension checks"
        ]
      },
      {
        "says": "No: the earnings in an annuity are taxed as ordinary income when they come out, at your income-tax rate, never at capital-gains rates. In a non-qualified annuity, the part of each payment that returns what you paid in is tax-free; from an IRA annuity, all of it is taxed as income.",
        "asks": [
          "is my annuity income taxed as capital gains",
          "are annuity gains taxed at capital gains rates",
          "do i pay capital gains tax on my annuity"
        ]
      },
      {
        "says": "No, not while it stays in the contract: a fixed annuity's interest (a multi-year guaranteed annuity bought with savings, not inside an IRA) is tax-deferred, with no 1099-INT each year as a CD has. You pay ordinary income tax on the interest when you withdraw it or the contract ends (a 1099-R), and interest taken out before 59½ can also owe a 10% additional tax.",
        "asks": [
          "do i owe tax every year on the interest a fixed annuity earns",
          "is myga interest taxed each year"
        ]
      },
      {
        "says": "Yes: an annuity with living named beneficiaries passes to them under the contract, outside probate. They still owe income tax on the gain above what you paid in, taxed as ordinary income as they take it.",
        "asks": [
          "if i name my kids as beneficiaries on my annuity does it skip probate"
        ]
      },
      {
        "says": "No: withdrawals from a deferred annuity bought with after-tax money come out of the earnings first, taxed as ordinary income (with a 10% additional tax on them before 59½), until all the growth is out; only then does your own money come back tax-free. Once you annuitize, each payment is instead part taxable earnings and part tax-free return of what you paid in.",
        "asks": [
          "withdrawals from my annuity come out as principal first so no tax",
          "annuity withdrawals are my own money first so they are tax free",
          "annuity withdrawals are not taxed until i get back my own money"
        ],
        "belief": true
      },
      {
        "says": "No: the gain in a non-qualified annuity owes the 10% additional tax too when taken before 59½, on top of income tax, unless an exception applies (disability, death, or substantially equal payments for life). Withdrawals come out of the gain first; only your own premiums come back free of tax and penalty. The insurer's surrender charges, if any, are separate.",
        "asks": [
          "no early withdrawal penalty on my non qualified annuity since its not a retirement account",
          "my annuity is not an ira so the gain has no early withdrawal penalty before 59 and a half"
        ],
        "belief": true
      }
    ],
    "summary": "An annuity grows tax-deferred: nothing is taxed until money comes out, and then the growth is taxed as ordinary income, not at capital-gains rates; withdrawals come out of the growth first, and before 59½ the taxable part also owes a 10% additional tax. An annuity inside an IRA is taxed like any IRA withdrawal.",
    "steps": [
      "Find out whether the annuity is held in an IRA or 401(k) (fully taxable when withdrawn) or bought with after-tax money (only the growth is taxable).",
      "For after-tax annuities, expect withdrawals to be taxed earnings first; lifetime income payments are taxed in part.",
      "Use the free-look period after purchase to read the contract and cancel for a refund if it is not what you expected."
    ],
    "benefits": [
      "Tax deferral lets growth compound, and a 1035 exchange can move between annuities without tax."
    ],
    "risks": [
      "Gains are taxed as ordinary income, and withdrawals before 59½ can owe a 10% additional tax on top of surrender charges."
    ],
    "next": [
      "Ask the insurer for the contract's cost basis and surrender schedule before taking money out."
    ]
  },
  {
    "id": "annuity-types",
    "title": "Kinds of annuities",
    "area": "retirement",
    "questions": [
      "What kinds of annuities are there?",
      "Difference between fixed, indexed and variable annuities",
      "What is a SPIA or a deferred income annuity?",
      "What is a MYGA?",
      "immediate vs deferred annuity"
    ],
    "keywords": [
      "death benefit",
      "fixed annuity",
      "indexed annuity",
      "fixed indexed",
      "variable annuity",
      "spia",
      "single premium immediate",
      "deferred income annuity",
      "dia",
      "myga",
      "multi year guaranteed",
      "rila",
      "buffered",
      "qlac",
      "kinds",
      "types",
      "renewal rate",
      "minimum guaranteed rate"
    ],
    "sources": [
      "investorAnnuities",
      "investorVariableAnnuities",
      "naicAnnuities"
    ],
    "points": [
      {
        "says": "No: if interest rates have risen since you bought, a market value adjustment lowers what you get when you take out more than the free amount during the surrender period; if rates have fallen, it raises it. It ends with the surrender period.",
        "asks": [
          "if rates go up my annuity mva helps me",
          "rising interest rates raise my annuity surrender value"
        ],
        "belief": true
      },
      {
        "says": "A fixed indexed annuity protects your principal: a falling index credits 0%, never a loss. A registered index-linked (buffered) annuity is a security sold with a prospectus and can lose money: a buffer absorbs the first part of a loss, such as 10%, and you bear the rest, in exchange for higher caps. Both limit the gain and have surrender charges for several years.",
        "asks": [
          "whats the difference between fixed indexed and buffered annuity",
          "what is a registered index linked annuity"
        ]
      },
      {
        "says": "A SPIA (single premium immediate annuity) turns a lump sum into guaranteed income that starts within a year, usually for life. You give up access to the money in exchange for a check you cannot outlive.",
        "asks": [
          "what is a spia",
          "single premium immediate annuity",
          "immediate annuity"
        ]
      },
      {
        "says": "A MYGA (multi-year guaranteed annuity) pays a set interest rate for a set number of years, like a CD from an insurer. A fixed indexed annuity credits part of a market index’s gain, limited by a cap or participation rate, with a 0% floor, so market drops do not reduce your principal.",
        "asks": [
          "indexed annuity vs myga",
          "what is a fixed index annuity",
          "fixed indexed annuity",
          "multi-year guaranteed annuity"
        ]
      },
      {
        "says": "A variable annuity invests in subaccounts much like mutual funds, so its value rises and falls with the market. Contract, fund and rider fees together often run 2% to 3% a year, and optional riders can add guaranteed income or death benefits for a further fee.",
        "asks": [
          "variable annuity explained",
          "how does a variable annuity work"
        ]
      },
      {
        "says": "It depends on the kind. Fixed, fixed indexed and income annuities do not lose value when markets fall, though surrender charges can cost you if you leave early; variable annuities and RILAs can lose value. Every guarantee rests on the insurer’s ability to pay.",
        "asks": [
          "can i lose money in an annuity",
          "can an annuity lose value in a market drop"
        ]
      },
      {
        "says": "No, usually not: annuitizing is generally irrevocable, since the contract's value is exchanged for the stream of payments, and most contracts then have no cash value to take. Some period-certain contracts allow a reduced commuted value; annuitize only what you will not need as a lump sum, and keep an emergency reserve outside it.",
        "asks": [
          "if i annuitize can i change my mind later and take the lump sum",
          "can i undo annuitizing my annuity"
        ]
      },
      {
        "says": "It depends on the contract. A deferred annuity usually pays its value, or a guaranteed death benefit, to your beneficiaries; an income annuity stops at death unless you chose a joint life, a period certain or a refund feature.",
        "asks": [
          "what happens to my annuity when i die",
          "annuity death benefit"
        ]
      },
      {
        "says": "A QLAC (qualified longevity annuity contract) is a deferred income annuity bought inside an IRA or 401(k) that can start paying as late as 85. The amount in it, up to {{qlacLimit}} in 2026, is left out of your RMDs until payments begin.",
        "asks": [
          "what is a qlac",
          "qualified longevity annuity contract"
        ]
      },
      {
        "says": "A MYGA (multi-year guaranteed annuity) pays a fixed rate for a set term, often 3 to 10 years, much like a CD from an insurer. It is not FDIC insured: it rests on the insurer's claims-paying ability, backed up to state limits by the state life and health insurance guaranty association, and taking out more than the free amount (often 10% a year) before the term ends costs a surrender charge.",
        "asks": [
          "whats a myga and are they safe",
          "are annuities insured",
          "what if my annuity company fails",
          "is a myga safer than a cd"
        ]
      },
      {
        "says": "Yes, up to a limit: if an insurer fails, the state's life and health insurance guaranty association continues or pays your annuity up to a limit per person per insurer set by state law, and regulators usually move the contracts to a healthy insurer. Annuities are not FDIC insured, so for large sums choose strongly rated insurers and consider spreading the money among them.",
        "asks": [
          "is my annuity protected if the insurance company goes under",
          "what happens to annuities when an insurer goes bankrupt"
        ]
      },
      {
        "says": "No: a life-only annuity stops paying at your death and nothing goes to your wife or heirs. To protect her, choose joint life (payments continue for her life), a period certain, or a refund option, each at a lower monthly payment.",
        "asks": [
          "if i annuitize as life only and die does my wife get the rest",
          "life only annuity what happens when i die"
        ]
      },
      {
        "says": "No: a payout rate is not an interest rate. Each payment is mostly your own principal coming back plus some interest, and a life-only annuity stops at death; the yearly income is the amount you put in times the payout rate, and a month's payment is a twelfth of that.",
        "asks": [
          "is a 7% payout rate like 7% interest",
          "how much a month from an immediate annuity payout rate"
        ]
      },
      {
        "says": "They set how much of the index's gain you get: a participation rate of 50% credits half the gain, a cap of 8% credits at most 8% whatever the index does, and a spread or margin of 2% is subtracted from the gain first. The floor, often 0%, means a falling index credits nothing rather than a loss; the insurer can usually change these rates each term, within the contract's guaranteed minimums.",
        "asks": [
          "what is a participation rate on an indexed annuity",
          "what is a cap rate on an annuity",
          "what is a spread or margin on an indexed annuity",
          "how is interest credited on a fixed indexed annuity"
        ]
      },
      {
        "says": "A market value adjustment (MVA) changes what you get when you take out more than the free amount during the surrender period: if interest rates have risen since you bought, the value goes down, and if rates have fallen, it goes up. It comes on top of the surrender charge and usually ends with the surrender period.",
        "asks": [
          "what is a market value adjustment",
          "what is an mva on an annuity",
          "market value adjustment surrender"
        ]
      },
      {
        "says": "A bonus annuity adds a percentage to your deposit at the start, but the NAIC guide warns it is usually paid for: by a longer or steeper surrender charge, a lower interest rate or cap, or a bonus that is taken back (vested over years) if you leave early. Compare what the contract guarantees you can walk away with after each year, not the bonus.",
        "asks": [
          "what is a bonus annuity",
          "the agent says i get a 10% bonus on my annuity",
          "premium bonus annuity worth it"
        ]
      },
      {
        "says": "The main choices are life only (the largest check, stopping at your death), life with a period certain (paid for life, and to your beneficiary for the rest of a set period such as 10 years if you die sooner), joint and survivor (paid as long as either of you lives, at a lower amount), and a period certain alone. Each guarantee you add lowers the monthly payment.",
        "asks": [
          "what are my payout options when i annuitize",
          "what is period certain",
          "life only vs joint and survivor annuity payout",
          "life with 10 year certain"
        ]
      },
      {
        "says": "Only to a flexible premium annuity: a single premium annuity takes one deposit, and the MYGA and income annuities most retirees buy are single premium. A flexible premium deferred annuity accepts more deposits, each of which may start its own surrender period.",
        "asks": [
          "can i add money to my annuity later",
          "flexible premium vs single premium annuity",
          "can i keep contributing to my annuity"
        ]
      },
      {
        "says": "Usually not: once an immediate or deferred income annuity starts, the lump sum has become a stream of payments, and most contracts have no cash value to withdraw. Some period-certain contracts allow a commuted lump sum for the remaining guaranteed payments, and buyers of future payments pay far less than they are worth.",
        "asks": [
          "can i cash out my immediate annuity",
          "can i get my money back from a spia",
          "can i surrender an income annuity"
        ]
      },
      {
        "says": "Not unless you buy it: a standard immediate annuity pays the same amount for life, so inflation erodes it. A rider that raises payments a set 1% to 5% a year is available, but the first year's payment is much lower, often taking a decade or more to catch up with a level payment.",
        "asks": [
          "does an immediate annuity have inflation protection",
          "annuity with cost of living increases",
          "cola rider on an income annuity"
        ]
      },
      {
        "says": "The owner buys the contract and decides (withdrawals, changes, who the beneficiary is); the annuitant is the person whose life sets the payments and, in many contracts, whose death triggers the death benefit; the beneficiary receives what is left at death. They are often the same person, and naming different ones can have tax and death-benefit consequences worth checking.",
        "asks": [
          "what is the difference between the owner annuitant and beneficiary of an annuity",
          "who is the annuitant on my annuity",
          "owner vs annuitant"
        ]
      },
      {
        "says": "The rate can fall after its first period, but never below the guaranteed minimum rate written in the contract. The initial rate holds for a set time and is sometimes a higher bonus rate; after that the insurer sets a renewal rate, which can be lower, and the contract says how renewal rates are set. Before buying, ask for the minimum rate and how the insurer's renewal rates have compared with its initial rates.",
        "asks": [
          "my fixed annuity rate went down after the first year",
          "what is the guaranteed minimum interest rate on an annuity",
          "initial rate vs renewal rate on a fixed annuity",
          "can the insurance company lower my annuity interest rate"
        ]
      },
      {
        "says": "Both, with the plan first: as licensed insurance professionals we can put an annuity or a life insurance policy in place when one fits, but we first look at whether it fits your income plan at all, beside the other choices. We explain how we are paid for anything we recommend before you decide, and you are under no obligation to buy.",
        "asks": [
          "do you sell annuities or just give advice"
        ]
      },
      {
        "calculator": "annuityPayback",
        "uses": [
          "paidIn",
          "monthly"
        ],
        "asks": [
          "how long before i get my money back",
          "a quote buys me income for life how long to break even",
          "payback period on a spia",
          "if i die early how much of my annuity do i get back"
        ]
      },
      {
        "calculator": "annuityPayoutRate",
        "uses": [
          "paidIn",
          "monthly"
        ],
        "asks": [
          "an annuity paying that much a month is like getting 8% interest",
          "the annuity payout beats the interest on my cds"
        ],
        "belief": true
      },
      {
        "says": "An immediate annuity starts paying within a year of your deposit, turning a lump sum into income at once; a deferred annuity starts paying later. A deferred annuity either grows tax-deferred first (a fixed, indexed or variable annuity you can later withdraw or turn into income) or, as a deferred income annuity, buys a larger income for the same deposit that starts at an age you choose. Immediate suits income you need now; deferred suits money you will not need for years.",
        "asks": [
          "difference between an immediate and a deferred annuity",
          "immediate or deferred annuity which is better",
          "should i get an immediate annuity or a deferred one"
        ]
      },
      {
        "says": "No: a fixed indexed annuity credits only part of an index's gain, limited by a cap, a participation rate or a spread, so in strong years it earns well below the market. The floor, often 0%, protects against index losses, but surrender charges, rider fees and rates the insurer can lower each term still cost you, and every guarantee rests on the insurer's ability to pay.",
        "asks": [
          "an indexed annuity gives me stock market returns with no risk",
          "with an indexed annuity i get the market gains without the losses",
          "an indexed annuity earns what the stock market earns"
        ],
        "belief": true
      },
      {
        "says": "At the end of a MYGA's term you get a window, often 30 days, to withdraw the money or move it (a 1035 exchange keeps the tax deferral) with no surrender charge. If you do nothing it usually renews for a new term at the insurer's new rate, with a new surrender schedule, or moves to a fixed account; the insurer's notice before the end date says which, so compare rates before the window closes.",
        "asks": [
          "my myga term is ending what happens",
          "what happens when my multi year guaranteed annuity matures",
          "what if i do nothing when my annuity guarantee period ends",
          "my myga is maturing what are my choices"
        ]
      },
      {
        "says": "No: a MYGA usually renews for a new term at a new rate (or moves to a fixed account) if you do nothing during the window, often 30 days, after the term ends; to take the money or move it without a surrender charge you must ask within that window.",
        "asks": [
          "my myga pays out automatically when the term ends",
          "when my multi year annuity ends the money comes back to me by itself"
        ],
        "belief": true
      },
      {
        "calculator": "jointSurvivorFor",
        "uses": [
          "jointSurvivor"
        ],
        "onlyWorked": true,
        "asks": [
          "joint annuity check smaller than single life why",
          "single life or joint annuity payout which should i pick"
        ]
      },
      {
        "says": "Because it pays until the second of two people dies, usually for more years than one life, so each check is smaller. The survivor's share you pick (100%, two-thirds or 50%) sets how much smaller: the higher the survivor's share, the lower the check while both are alive.",
        "asks": [
          "why does a joint life annuity pay less than a single life one",
          "why is the joint and survivor payout lower",
          "joint life vs single life annuity payout difference"
        ]
      },
      {
        "says": "With a 100% joint and survivor payout, no: the same payment continues for the one who lives on, whoever dies first. With a two-thirds or 50% option it is cut after the first death, or in some contracts only if the main annuitant dies first, so check the contract's wording.",
        "asks": [
          "does a joint and survivor annuity payment drop after the first death",
          "joint and survivor annuity after the first death",
          "does a 100% joint annuity keep paying the same after my spouse dies",
          "if my wife goes first does my joint annuity check drop"
        ]
      }
    ],
    "summary": "Annuities come in a few families: income annuities pay a lifetime check, fixed and indexed annuities protect principal, and variable annuities invest in the market.",
    "steps": [
      "Immediate income annuity (SPIA): a lump sum buys income that starts within a year, often for life.",
      "Deferred income annuity (DIA or QLAC): income starts later, such as at 80, for a lower price today.",
      "Fixed or multi-year guaranteed annuity (MYGA): a set interest rate for a set number of years, like a CD from an insurer.",
      "Fixed indexed annuity: growth linked to a market index with caps, with no loss of principal from market drops.",
      "Variable annuity or registered index-linked annuity (RILA): invested in subaccounts or buffered index options, so values can fall."
    ],
    "benefits": [
      "There is a type for each goal: income, safety, or tax-deferred growth.",
      "Optional riders can add guaranteed withdrawals or death benefits."
    ],
    "risks": [
      "Caps, participation rates and riders make indexed and variable contracts hard to compare.",
      "Guarantees depend on the insurer’s ability to pay.",
      "Variable annuities and RILAs can lose value."
    ],
    "next": [
      "Match the type to the one job you want the money to do before comparing products."
    ]
  },
  {
    "id": "beneficiaries",
    "title": "Beneficiary designations",
    "area": "estate",
    "questions": [
      "How do I name a beneficiary?",
      "Who should be my IRA beneficiary?",
      "contingent beneficiary"
    ],
    "keywords": [
      "at death",
      "after death",
      "who gets",
      "when i die",
      "beneficiary",
      "beneficiaries",
      "designation",
      "contingent",
      "primary beneficiary",
      "tod",
      "pod",
      "transfer on death",
      "override will"
    ],
    "sources": [
      "irsPub590b",
      "massProbate"
    ],
    "ask": "Which accounts or policies are you thinking about, and who is named on them now?",
    "points": [
      {
        "says": "No: the beneficiary form controls who gets a life insurance policy, an IRA or a 401(k), whatever your will says, so an ex-spouse still named on it would be paid. Change the form with the insurer or the account's custodian, and name a contingent beneficiary too.",
        "asks": [
          "doesnt my will override the beneficiary on my life insurance",
          "the will overrides the beneficiary right"
        ]
      },
      {
        "says": "You can, but a minor cannot take the money directly: the insurer will pay a child under 18 only through a court-appointed conservator (guardian of the money), which costs time and fees, and the child gets it all outright at 18 (or 21 under a custodial account). Naming a trust for them, or a custodian under the Uniform Transfers to Minors Act, avoids the court.",
        "asks": [
          "can i name my young grandkids as beneficiaries",
          "can a minor child be a beneficiary",
          "naming grandchildren under 18 as beneficiaries"
        ]
      },
      {
        "says": "No: a joint account with right of survivorship passes to the surviving joint owner at your death, outside probate and whatever your will says. If you mean it to be shared, a payable-on-death designation naming all the children, or a convenience signer instead of a joint owner, keeps it in line with your will.",
        "asks": [
          "my joint bank account will be divided by my will",
          "my will decides who gets my joint bank account",
          "when i die my joint checking account goes by my will",
          "my joint checking with my son gets divided among all my kids"
        ],
        "belief": true
      },
      {
        "says": "To the surviving joint owner, if it is a joint account with right of survivorship, as most bank joint accounts are: it passes to your son at your death, outside probate and whatever your will says. If you mean it to be shared among your children, a payable-on-death designation naming all of them, or a power of attorney instead of a joint owner, does that.",
        "asks": [
          "i have a joint account with my son when i die does it go to him",
          "who gets my joint bank account when i die",
          "does a joint account go to the other owner or by the will"
        ]
      },
      {
        "says": "No: an IRA, 401(k) or life insurance policy with a living named beneficiary passes straight to that person by the beneficiary form, outside probate and the will. It goes through probate only if the estate is the beneficiary or no named beneficiary is alive.",
        "asks": [
          "does an ira with a beneficiary go through probate",
          "does an ira that names me go through probate with the rest of her estate",
          "she had an ira that names me does that go through probate",
          "do retirement accounts go through probate",
          "do joint accounts and an ira with a beneficiary go through probate"
        ]
      },
      {
        "says": "No: only your own child, while a minor, is an eligible designated beneficiary who can stretch withdrawals (over life expectancy until 21, then within 10 years). A grandchild, minor or not, must empty the inherited IRA by the end of the 10th year after your death, with yearly withdrawals in between if you had started RMDs. Naming a trust or a custodian still matters, since a minor cannot manage the account.",
        "asks": [
          "my minor grandson can stretch my ira over his whole life",
          "since my grandchild is a minor he can stretch the inherited ira over his lifetime",
          "leaving my ira to a grandchild lets them stretch it over their life"
        ],
        "belief": true
      },
      {
        "says": "Yes: name the charity as beneficiary on the IRA's form and leave the house by your will or trust. An IRA is often the best thing to give to charity at death, since a charity pays no income tax on it while your children would; they can then inherit assets such as the house, which gets a step-up in basis.",
        "asks": [
          "can i leave my ira to a charity and my house to my kids",
          "should i name a charity as beneficiary of my ira",
          "leaving my ira to charity"
        ]
      },
      {
        "says": "Whoever is named on the account’s beneficiary form, whatever your will says; for a 401(k), federal law generally makes your spouse the beneficiary unless they signed a waiver. Check the form with the plan and name a contingent beneficiary too.",
        "asks": [
          "who gets my retirement account when i die",
          "what happens to my retirement accounts when i die",
          "who inherits my accounts",
          "who gets my 401k if i die"
        ]
      },
      {
        "says": "No: a 401(k) pays whoever is named on the plan's own beneficiary form, and federal law (ERISA) makes the plan follow that form even when a divorce decree says otherwise, so an ex-spouse still named there can be paid. Change the form with the plan now; an IRA or life policy may drop an ex under state law, but do not rely on it.",
        "asks": [
          "the divorce decree says she gets nothing so it goes to my kids automatically",
          "my divorce decree overrides the beneficiary on my 401k"
        ],
        "belief": true
      },
      {
        "says": "Update it now: a divorce does not reliably take an ex-spouse off an IRA or life insurance beneficiary form, and the form, not your will, decides who is paid. Ask each custodian and insurer for a new designation form.",
        "asks": [
          "update beneficiary after divorce",
          "is my ex still my beneficiary"
        ]
      },
      {
        "says": "Name a primary beneficiary, often a spouse or children, and a contingent one who inherits if the primary has died. Avoid naming a minor child directly or your estate, which forces probate; a trust can receive the money for minors or anyone who needs help managing it.",
        "asks": [
          "who should i name as beneficiary",
          "naming a beneficiary on life insurance",
          "can i name my granddaughter as my beneficiary",
          "can a minor child be my beneficiary"
        ]
      },
      {
        "says": "Yes. A beneficiary designation on a retirement account, life insurance policy or transfer-on-death account decides who gets that money, whatever your will says, so keep the forms up to date.",
        "asks": [
          "do beneficiary designations override a will",
          "does a beneficiary override my will",
          "does my will control my ira"
        ]
      },
      {
        "says": "No: the beneficiary form controls. An IRA, 401(k) or life insurance policy passes outside the will to whoever the form names, whatever your will says, so an ex-spouse or a single child named there is paid it all. To change who inherits, change the designation with each custodian now; a divorce alone does not reliably remove an ex.",
        "asks": [
          "doesnt my will override the beneficiary",
          "does my will override my ira beneficiary",
          "my will says my kids but my ex is the beneficiary",
          "my will overrides my ira beneficiary form",
          "the will decides who gets my ira",
          "my will controls who gets my life insurance"
        ]
      },
      {
        "says": "It can be: a policy paid to your estate goes through probate, which delays the money, exposes it to the estate's debts and lets your will decide who gets it. Naming people directly, with a contingent beneficiary, pays them within weeks, outside probate.",
        "asks": [
          "my life insurance beneficiary is my estate",
          "should i name my estate as the beneficiary",
          "is it bad to leave my policy to my estate"
        ]
      },
      {
        "says": "The contingent (secondary) beneficiary inherits: if your primary beneficiary dies with you or before you, the account goes to the contingents you named. With none named, the plan's or custodian's default applies, often your estate, which means probate; so name contingents on each account.",
        "asks": [
          "my ira beneficiary is my husband and we both die in the same accident who gets it",
          "my beneficiary and i die together who inherits"
        ]
      },
      {
        "says": "Yes: a payable-on-death designation passes a bank account straight to the people you name when you die, outside probate, and you keep full control while you live. Make the shares match the rest of your plan, and name a new payee if one dies before you.",
        "asks": [
          "can i make my bank accounts payable on death to my kids",
          "payable on death account to avoid probate",
          "pod accounts for my children"
        ]
      },
      {
        "says": "You can: name each child as a primary beneficiary with a share, such as a third each, and add per stirpes if you want a child's share to pass to their own children should they die first. Each child can then move their share into their own inherited IRA and take it over their own 10 years.",
        "asks": [
          "should we split the ira equally among our kids as beneficiaries",
          "how do i leave my ira to my three children"
        ]
      },
      {
        "says": "No, not by the form alone: federal law makes your spouse the beneficiary of a 401(k) unless the spouse signs a written consent, witnessed by a notary or a plan representative, to your naming someone else. An IRA has no such federal rule, so money rolled from the 401(k) into an IRA after you leave the job can name your children; an estate attorney can set up the whole plan.",
        "asks": [
          "can i name my kids as beneficiary on my 401k instead of my wife",
          "does my spouse have to sign to change my 401k beneficiary",
          "leave my 401k to my children from my first marriage not my new wife"
        ]
      },
      {
        "says": "No, only if your spouse is named on the IRA's own beneficiary form: an IRA has no rule, as a 401(k) does, that makes a spouse the beneficiary. With no one named, it goes by the custodian's default, often to your estate and through probate, so check the form.",
        "asks": [
          "my ira goes to my wife automatically because we are married",
          "my spouse inherits my ira automatically"
        ],
        "belief": true
      },
      {
        "says": "Not unless the form says so: if a named beneficiary dies before you, his share usually goes to the other named beneficiaries, not to his children, unless the form says per stirpes (by representation) or names his children as contingent beneficiaries. Check which rule your IRA custodian's form uses, and update it if needed.",
        "asks": [
          "if my son dies before me does his half go to his kids"
        ]
      },
      {
        "says": "Not directly: a minor cannot manage an inheritance, so without a plan the court appoints a conservator to hold it until 18, with yearly accounts to the court. Instead name a custodian for the gift under the Massachusetts Uniform Transfers to Minors Act (it becomes the child's at 21), or leave it in a trust with a trustee and the ages you choose.",
        "asks": [
          "can my 10 year old grandson inherit money from my will directly",
          "can a minor inherit money directly",
          "leaving money to a grandchild who is a minor"
        ]
      },
      {
        "says": "No: a policy with a living named beneficiary is paid straight to them under the contract, outside probate and your will, usually within weeks of a claim with a death certificate. It goes through probate only when it is paid to your estate, or every beneficiary named has died, so name a contingent beneficiary as well.",
        "asks": [
          "does my life insurance go through probate if my daughter is the beneficiary",
          "does life insurance with a named beneficiary go through probate"
        ]
      },
      {
        "says": "A contingent (secondary) beneficiary gets the money only if every primary beneficiary has died before you or turns it down. Naming one keeps the policy or account out of your estate and probate if your spouse or other primary beneficiary dies first or with you.",
        "asks": [
          "what is a contingent beneficiary",
          "do i need a contingent beneficiary on my life insurance",
          "primary vs contingent beneficiary"
        ]
      }
    ],
    "summary": "Beneficiary designations on retirement accounts, insurance and transfer-on-death accounts pass the money directly and override what your will says.",
    "steps": [
      "List every account and policy with a beneficiary form.",
      "Name primary and contingent beneficiaries, and update after marriage, divorce, births or deaths.",
      "Think about taxes: heirs in high brackets may prefer Roth accounts; charities pay no tax on pre-tax IRAs.",
      "Naming a trust can add control but needs careful drafting for retirement accounts."
    ],
    "benefits": [
      "Assets pass quickly and avoid probate."
    ],
    "risks": [
      "An outdated form can send money to an ex-spouse or leave it to your estate."
    ],
    "next": [
      "Ask each custodian and insurer for a copy of your current beneficiary forms."
    ]
  },
  {
    "id": "capital-gains",
    "title": "Capital gains tax",
    "area": "tax",
    "questions": [
      "How are capital gains taxed?",
      "What is the 0% capital gains bracket?",
      "Do I pay tax when I sell stock?",
      "selling my house capital gains"
    ],
    "keywords": [
      "capital gain",
      "capital gains",
      "sell",
      "selling",
      "stock",
      "stocks",
      "long term",
      "short term",
      "niit",
      "net investment income",
      "tax loss harvesting",
      "home sale"
    ],
    "sources": [
      "irsCapitalGains",
      "irsPub550",
      "irsNiit",
      "irsRevProc202532",
      "massSeniors"
    ],
    "ask": "About how much is your taxable income before the sale, and do you file jointly?",
    "points": [
      {
        "says": "No: the depreciation you took (or could have taken) lowers your basis, so the gain is the sale price less what you paid minus that depreciation; the part of the gain equal to the depreciation is taxed at up to 25% (unrecaptured section 1250 gain), and only the rest at the 0%, 15% or 20% capital-gains rates, with Massachusetts taxing the whole gain at 5%.",
        "asks": [
          "selling my rental property the whole gain is taxed at the 15% capital gains rate",
          "the depreciation i took on my rental is taxed at the capital gains rate too"
        ],
        "belief": true
      },
      {
        "says": "Yes, federally: in 2026 long-term gains and qualified dividends are taxed at 0% while taxable income, the gains included, stays under {{cg0Single}} single or {{cg0Joint}} joint; the part above is taxed at 15%. Massachusetts still taxes long-term gains at 5%.",
        "asks": [
          "are long term capital gains taxed at 0% if our income is low enough",
          "is there a 0% capital gains rate for retirees",
          "can i sell stock at the 0% capital gains rate"
        ]
      },
      {
        "calculator": "niitFor",
        "uses": [
          "investmentIncome",
          "income",
          "married"
        ],
        "asks": [
          "do we owe the 3.8% net investment income tax",
          "how much is the net investment income tax on my dividends",
          "niit on investment income"
        ]
      },
      {
        "says": "No: withdrawals from IRAs and 401(k)s, pensions and Social Security are not net investment income, so the 3.8% tax is never charged on them. They do count in your modified adjusted gross income (MAGI), though, so a large withdrawal can push you over the {{niitSingle}} single or {{niitJoint}} joint line and expose your investment income to the tax.",
        "asks": [
          "does the 3.8% net investment income tax apply to ira withdrawals",
          "is my 401k or ira distribution subject to the net investment income tax",
          "does niit apply to social security or a pension"
        ]
      },
      {
        "says": "The same as for everyone, with no special rate for age: in 2026 long-term gains (on investments held more than a year) and qualified dividends are taxed at 0% while taxable income stays under {{cg0Single}} single or {{cg0Joint}} joint, 15% above that and 20% only at the highest incomes, plus 3.8% net investment income tax above {{niitSingle}} single or {{niitJoint}} joint of modified AGI. Short-term gains are taxed as ordinary income; Massachusetts taxes long-term gains at 5% and short-term at 8.5%.",
        "asks": [
          "what is the capital gains rate for retirees",
          "what are the capital gains tax rates for 2026",
          "do seniors pay less capital gains tax"
        ]
      },
      {
        "says": "Gains on investments held more than a year are long-term and taxed at 0%, 15% or 20%; gains on investments held a year or less are short-term and taxed as ordinary income at your regular bracket. Massachusetts taxes long-term gains at 5% and short-term gains at 8.5%.",
        "asks": [
          "long term vs short term capital gains",
          "difference between short term and long term gains"
        ]
      },
      {
        "calculator": "zeroRateGains",
        "uses": [
          "taxableIncome",
          "married"
        ],
        "asks": [
          "how much capital gain can i take at 0",
          "we sold stock with a gain do we owe federal tax on it",
          "how much stock can we sell at the 0 rate",
          "how much gain fits in the 0 bracket",
          "0 percent capital gains how much can i sell",
          "can i sell stock with a gain and pay 0"
        ]
      },
      {
        "calculator": "maGainTaxFor",
        "uses": [
          "gain"
        ],
        "asks": [
          "does massachusetts tax capital gains",
          "massachusetts short term capital gains rate",
          "what does mass charge on stock gains"
        ]
      },
      {
        "says": "No: federally, gains on investments held more than a year are taxed at 0%, 15% or 20% (collectibles up to 28%), at 0% in 2026 while taxable income stays under {{cg0Single}} single or {{cg0Joint}} joint; only gains on investments held a year or less are taxed as ordinary income.",
        "asks": [
          "long term capital gains are taxed like my other income",
          "long term gains are taxed at my ordinary income rate"
        ],
        "belief": true
      },
      {
        "says": "No, not within 30 days: buying the same or a substantially identical investment within 30 days before or after selling it at a loss is a wash sale, so the loss cannot be deducted now; it is added to the cost of the new shares instead. Wait 31 days, or buy something similar but not substantially identical (another fund company's fund on a different index), and watch for automatic purchases such as reinvested dividends, in your IRA too.",
        "asks": [
          "can i sell at a loss and buy it back right away",
          "sold a fund at a loss can i buy it back next week and still use the loss",
          "can i buy it back monday and still use the loss",
          "wash sale rule"
        ]
      },
      {
        "says": "No: buying and selling inside an IRA or 401(k) is not taxed, gains or not. A traditional account is taxed only on what you withdraw, as ordinary income rather than at capital-gains rates, and qualified Roth withdrawals are tax-free.",
        "asks": [
          "do i pay capital gains tax when i sell stock inside my ira",
          "is selling funds in my 401k taxable",
          "capital gains in an ira"
        ]
      },
      {
        "says": "Up to {{capitalLossLimit}} a year (half that if married filing separately) against ordinary income, once your capital losses have offset all your capital gains; the rest carries forward to later years with no time limit, but it ends at death.",
        "asks": [
          "how much of a capital loss can i write off against regular income each year",
          "capital loss carryover how much can i deduct a year",
          "i sold stock at a loss can i deduct it",
          "carrying forward a loss how much against ordinary income"
        ]
      },
      {
        "says": "Held more than a year, gains on collectibles (gold and silver coins and bullion, art, antiques, stamps, gems) are taxed at your ordinary rate but at most 28%, not at the 0%, 15% or 20% stock rates; held a year or less, as ordinary income. Gold ETFs that hold the metal are taxed the same way; Massachusetts taxes long-term gains at 5%, but collectibles at 12%.",
        "asks": [
          "how are gold coins taxed when i sell them",
          "tax on selling silver bullion",
          "capital gains tax on selling art or collectibles",
          "is there a special rate for collectibles"
        ]
      },
      {
        "says": "No: a loss on selling personal-use property, your home, car or furniture, is not deductible, though a gain on it is taxable (a home's gain up to the exclusion is not). Only losses on investments, such as stocks, bonds or rental property, count against gains and up to {{capitalLossLimit}} of other income.",
        "asks": [
          "i sold my car for less than i paid can i deduct the loss",
          "is a loss on selling my car deductible",
          "loss on selling personal property"
        ]
      },
      {
        "says": "No: long-term gains on collectibles, including gold and silver coins, bullion and funds holding the metal, are taxed at up to 28%, not the 15% or 20% stock rate (at your ordinary rate if lower); held a year or less they are ordinary income.",
        "asks": [
          "gold is taxed like stocks at 15 percent",
          "selling collectibles gets the regular long term capital gains rate"
        ],
        "belief": true
      },
      {
        "says": "No: a loss on personal-use property (your home, car or belongings) is not deductible at all; only losses on investments count against gains and up to {{capitalLossLimit}} a year of other income.",
        "asks": [
          "i can deduct the loss when i sell my house for less than i paid",
          "a loss on my car sale is a capital loss"
        ],
        "belief": true
      }
    ],
    "summary": "Long-term gains and qualified dividends are taxed at 0%, 15% or 20%; in 2026 the 0% rate applies up to {{cg0Single}} of taxable income single or {{cg0Joint}} joint. Massachusetts taxes long-term gains at 5%, with no 0% rate.",
    "steps": [
      "Short-term gains (held a year or less) are taxed as ordinary income.",
      "Long-term gains: 0% up to the thresholds above, 15% up to {{cg15Single}} single / {{cg15Joint}} joint, 20% above.",
      "Net investment income tax adds 3.8% above {{niitSingle}} single or {{niitJoint}} joint of modified AGI.",
      "Selling a main home can exclude up to {{homeSaleSingle}} of gain ({{homeSaleJoint}} joint) if ownership and use tests are met.",
      "Harvest losses to offset gains, and consider giving appreciated shares to charity."
    ],
    "benefits": [
      "Low-income retirement years can realize gains at 0% federal tax."
    ],
    "risks": [
      "Gains also raise income for Social Security taxation and IRMAA.",
      "Massachusetts taxes long-term gains at 5% and short-term gains at 8.5%."
    ],
    "next": [
      "Before selling, check cost basis and holding period with your custodian."
    ]
  },
  {
    "id": "catch-up",
    "title": "Catch-up contributions after 50 (and ages 60 to 63)",
    "area": "retirement",
    "questions": [
      "What are catch-up contributions?",
      "How much extra can I save after 50?",
      "catch up contribution limit 2026"
    ],
    "keywords": [
      "catch up",
      "catchup",
      "over 50",
      "age 50",
      "60 63",
      "super catch up",
      "extra",
      "roth catch up",
      "older worker"
    ],
    "sources": [
      "irsNotice202567",
      "irsCola"
    ],
    "ask": "How old will you be at the end of 2026, and was your pay from that employer over {{rothCatchUpWages}} last year?",
    "points": [
      {
        "calculator": "superCatchUp",
        "uses": [
          "ages"
        ],
        "asks": [
          "what is the super catch-up for ages 60 to 63",
          "im 61 is there a bigger catch up",
          "super catch-up 60 to 63",
          "bigger catch up at 60 61 62 63"
        ]
      },
      {
        "says": "No: the years just before retirement are often the best for saving, with children grown and earnings at their peak. From 50 you can add catch-up contributions to a 401(k) and an IRA, more still at 60 to 63, and each year of work and saving also shortens the years your savings must cover.",
        "asks": [
          "its too late to start saving for retirement at 60",
          "at 60 its too late to catch up on retirement savings"
        ],
        "belief": true
      },
      {
        "says": "Yes. The larger {{catchUp6063}} catch-up applies only in the years you turn 60 through 63; from the year you turn 64 you are back to the regular {{catchUp50}}, or {{deferral+catchUp50}} in all at 2026 limits.",
        "asks": [
          "does the bigger catch-up go away at 64",
          "does that go away at 64",
          "what happens to the catch up at 64"
        ]
      },
      {
        "calculator": "rothCatchUp",
        "uses": [
          "earnings"
        ],
        "asks": [
          "do my catch-up contributions have to be roth",
          "do my catch up contributions have to be roth",
          "roth catch up rule for high earners",
          "i make 180k do my catch ups have to be roth",
          "do my catch up contributions have to be roth if my wages last year were high"
        ]
      },
      {
        "says": "Yes, for the whole year. You can make catch-up contributions in any year you turn 50 or older by December 31, even before your birthday: {{catchUp50}} more in a 401(k) or 403(b), {{deferral+catchUp50}} in all, and {{iraCatchUp}} more in an IRA ({{iraLimit+iraCatchUp}} in all) for 2026.",
        "asks": [
          "i turn 50 in december can i make the catch up this year",
          "catch up contribution the year i turn 50",
          "can i make catch up contributions before my birthday"
        ]
      },
      {
        "says": "{{iraCatchUp}} in 2026: from 50 you can put {{iraLimit+iraCatchUp}} in IRAs instead of {{iraLimit}}, and the IRA catch-up now rises with inflation.",
        "asks": [
          "ira catch up 2026 how much over 50",
          "ira catch up contribution"
        ]
      },
      {
        "says": "No: the larger catch-up for ages 60 to 63 ({{catchUp6063}} in 2026) is only for workplace plans such as a 401(k), 403(b) or governmental 457(b) (SIMPLE plans have a smaller one); the IRA catch-up is {{iraCatchUp}} at any age from 50.",
        "asks": [
          "the 60 to 63 super catch up applies to my ira too",
          "the super catch up is allowed in an ira",
          "the 11250 catch up is for iras as well"
        ],
        "belief": true
      }
    ],
    "summary": "At 50 or older you can add {{catchUp50}} to a 401(k)-type plan, {{deferral+catchUp50}} in all for 2026; in the years you turn 60 to 63 the catch-up is {{catchUp6063}} instead ({{deferral+catchUp6063}} in all), and from 64 it is back to {{catchUp50}}.",
    "steps": [
      "Ages 50 to 59 and 64 or older: catch-up of {{catchUp50}} in 401(k), 403(b), governmental 457 plans and the TSP.",
      "Ages 60, 61, 62 or 63 at year end: a higher catch-up of {{catchUp6063}}.",
      "IRAs: an extra {{iraCatchUp}} at 50 or older.",
      "If your prior-year FICA wages from the employer exceeded {{rothCatchUpWages}}, catch-ups must go in as Roth starting in 2026."
    ],
    "benefits": [
      "The last working years are often the highest-earning, so catch-ups can add a lot quickly.",
      "Pre-tax catch-ups lower taxable income in high-bracket years."
    ],
    "risks": [
      "Not every plan offers catch-ups or a Roth option.",
      "Required Roth catch-ups for higher earners remove the current-year deduction."
    ],
    "next": [
      "Ask your plan administrator whether it offers the 60 to 63 catch-up and Roth catch-ups."
    ]
  },
  {
    "id": "cobra",
    "title": "COBRA after leaving a job",
    "area": "health",
    "questions": [
      "Should I take COBRA?",
      "How long does COBRA last?",
      "Is COBRA worth it when I retire?",
      "cobra or marketplace"
    ],
    "keywords": [
      "cobra",
      "continuation",
      "leave job",
      "laid off",
      "retire",
      "employer plan",
      "18 months",
      "mini cobra"
    ],
    "sources": [
      "dolCobra",
      "healthcareGov",
      "medicareSignUp"
    ],
    "points": [
      {
        "says": "No, not safely: COBRA is not coverage from current work, so it does not let you delay Part B. Sign up for Part B in your initial window around your 65th birthday, or you face a gap and a lifelong late penalty; COBRA usually ends or pays second once Medicare starts.",
        "asks": [
          "can i stay on cobra instead of medicare",
          "im on cobra and turn 65 can i keep cobra",
          "cobra or medicare at 65",
          "does cobra count for part b",
          "does cobra let me delay part b"
        ]
      },
      {
        "says": "No: your special enrollment period, 8 months to sign up for Part B without a penalty, starts when your job ends, not when COBRA ends, so waiting for COBRA to run out can mean a lifelong penalty and a gap. Sign up for Part B when you retire; COBRA then pays second, if at all.",
        "asks": [
          "can i stay on cobra and sign up for part b when it runs out",
          "retiring after 65 with cobra when do i sign up for part b",
          "can i wait on part b until cobra runs out",
          "should i wait until cobra ends to get part b"
        ]
      },
      {
        "says": "No: on COBRA you pay the whole premium, your share and the part your employer used to pay, plus up to a 2% fee (102% of the plan's cost), so it usually costs several times what came out of your paycheck. Compare it with a Marketplace plan, where premium tax credits may apply before 65.",
        "asks": [
          "cobra costs the same as i paid while working",
          "cobra premiums are the same as my payroll deduction"
        ],
        "belief": true
      },
      {
        "says": "No: COBRA usually lasts 18 months after leaving a job (up to 36 months for a spouse or dependents in some cases, such as divorce or the worker's death), and it ends early if premiums go unpaid or the employer drops its plan. Plan the bridge to 65: a Marketplace plan is the usual fallback.",
        "asks": [
          "cobra lasts as long as i need it",
          "i can keep cobra until i get medicare no matter how long"
        ],
        "belief": true
      }
    ],
    "summary": "COBRA lets you keep your employer’s health plan, usually for 18 months, but you pay the full premium plus up to 2%.",
    "steps": [
      "You have 60 days to elect COBRA, and coverage is retroactive if you elect in time.",
      "Compare the full COBRA premium with a Marketplace plan and any premium tax credit.",
      "Do not rely on COBRA to delay Medicare Part B after 65; it does not count as current employment coverage.",
      "Massachusetts has its own continuation rules for small employers."
    ],
    "benefits": [
      "Same doctors and deductibles you already have."
    ],
    "risks": [
      "Often expensive, and it ends after a fixed period."
    ],
    "next": [
      "Price COBRA against the Health Connector before the 60-day window closes."
    ]
  },
  {
    "id": "contribution-limits",
    "title": "Retirement contribution limits for 2026",
    "area": "retirement",
    "questions": [
      "What retirement contribution should I consider this year?",
      "How much can I put in my 401k this year?",
      "What is the IRA contribution limit?",
      "max I can put in an IRA this year",
      "What are the 2026 contribution limits?",
      "max 401k contribution 2026",
      "2026 401k employee contribution limit",
      "how much can i contribute to my 403b"
    ],
    "keywords": [
      "contribution",
      "contribute",
      "limit",
      "limits",
      "max",
      "maximum",
      "401k",
      "403b",
      "457b",
      "tsp",
      "ira",
      "simple ira",
      "deferral",
      "this year",
      "put in",
      "save"
    ],
    "sources": [
      "irsNotice202567",
      "irsCola",
      "irs401k",
      "irsIra"
    ],
    "ask": "How old will you be at the end of 2026, and which plan is it: 401(k), 403(b), 457 or an IRA?",
    "points": [
      {
        "calculator": "workplaceLimit",
        "uses": [
          "ages"
        ],
        "asks": [
          "how much can i put in my 401k if im 61",
          "how much can i put in my 401k at my age",
          "max 401k contribution for my age",
          "401k limit if im over 50",
          "how much can i put in my roth 401k at my age"
        ]
      },
      {
        "calculator": "iraLimit",
        "uses": [
          "ages"
        ],
        "asks": [
          "how much can i put in my ira",
          "ira limit for my age",
          "max i can put in an ira if im 55",
          "and my ira too how much there",
          "and for an ira",
          "what is the 2026 ira limit",
          "how much can i put in my ira im 68"
        ]
      },
      {
        "calculator": "limitsByAge",
        "uses": [
          "ages"
        ],
        "asks": [
          "how much can each of us put in our 401ks",
          "401k limit and ira limit for someone who is 55",
          "what are the 401k and ira limits for my age",
          "how much can my wife and i each contribute"
        ]
      },
      {
        "says": "Yes, one limit covers both: for 2026 you can put {{iraLimit}} in all, or {{iraLimit+iraCatchUp}} at 50 or older, across all your traditional and Roth IRAs together, not that much in each.",
        "asks": [
          "is the ira limit the same for roth and traditional",
          "is the roth ira limit separate from the traditional ira limit",
          "can i put 7500 in a roth and 7500 in a traditional"
        ]
      },
      {
        "says": "Yes: a 403(b) has the same {{deferral}} employee limit as a 401(k) in 2026, with the same catch-ups, and if you have both, your deferrals to the two share that one limit.",
        "asks": [
          "is my 403b the same as a 401k for limits",
          "403b contribution limit"
        ]
      },
      {
        "says": "Yes: a 457(b) has its own separate limit, so you can defer the full {{deferral}} to a 403(b) or 401(k) and another {{deferral}} to a 457(b) in 2026, plus catch-ups in each. A governmental 457(b) also has no 10% early-withdrawal penalty once you leave the employer.",
        "asks": [
          "i have a 403b and a 457b can i max out both",
          "does a 457 have a separate limit"
        ]
      },
      {
        "says": "No: the {{iraLimit}} limit for 2026 ({{iraLimit+iraCatchUp}} at 50 or older) covers all your traditional and Roth IRAs together, however many you have; a spouse has a separate limit of their own.",
        "asks": [
          "i can put 7500 in each of my iras",
          "the ira limit is per account",
          "my roth ira and traditional ira each have a separate limit",
          "with two iras i can contribute double"
        ],
        "belief": true
      },
      {
        "says": "Yes, while you still work there and are paid: there is no age limit on 401(k), 403(b) or 457(b) contributions, up to {{deferral}} plus the {{catchUp50}} catch-up for 2026, and RMDs from that plan can wait until you retire unless you own more than 5% of the company.",
        "asks": [
          "can i contribute to my 401k after 73",
          "can i keep putting money in my 401k at 70"
        ]
      },
      {
        "says": "No: there is no age limit on 401(k), 403(b) or 457(b) contributions; as long as you work for the employer and are paid, you can keep deferring, up to {{deferral}} plus the {{catchUp50}} catch-up for 2026.",
        "asks": [
          "i cant contribute to my 401k after 65",
          "you have to stop 401k contributions at 70"
        ],
        "belief": true
      },
      {
        "says": "No: the 401(k) and IRA limits are separate. For 2026 you can defer {{deferral}} to a 401(k) (plus catch-ups from 50) and also put {{iraLimit}} ({{iraLimit+iraCatchUp}} from 50) into IRAs; a 401(k) at work can limit only the deduction for a traditional IRA, and Roth IRAs have income limits.",
        "asks": [
          "the 401k and ira limits are combined",
          "my 401k contributions count against my ira limit"
        ],
        "belief": true
      }
    ],
    "summary": "For 2026 you can put up to {{deferral}} into a 401(k), 403(b), most 457 plans or the TSP, plus a catch-up from age 50 ({{catchUp50}}, or {{catchUp6063}} at ages 60 to 63), and up to {{iraLimit}} into IRAs ({{iraCatchUp}} more from 50). Catch-ups by people whose 2025 pay from the employer topped {{rothCatchUpWages}} must go in as Roth.",
    "steps": [
      "First contribute enough to your workplace plan to get the full employer match.",
      "Workplace plans: up to {{deferral}}; SIMPLE IRA plans: up to {{simpleDeferral}}.",
      "IRAs (traditional and Roth combined): up to {{iraLimit}}, plus {{iraCatchUp}} more at 50 or older.",
      "Employee and employer additions to one plan together are capped at {{annualAdditions}}.",
      "Decide between pre-tax and Roth contributions based on your tax rate now versus in retirement."
    ],
    "benefits": [
      "Lower taxable income now (pre-tax) or tax-free income later (Roth).",
      "Employer matches are an immediate return on your money."
    ],
    "risks": [
      "Money withdrawn before 59½ generally owes a 10% additional tax unless an exception applies.",
      "Over-contributing creates excess contributions that must be corrected."
    ],
    "next": [
      "Check your pay-period deferral so you reach your goal by December without missing match dollars."
    ]
  },
  {
    "id": "early-withdrawal",
    "title": "Withdrawals before 59½",
    "area": "retirement",
    "questions": [
      "Can I take money from my IRA before 59 and a half?",
      "What is the early withdrawal penalty?",
      "how to retire early and access my 401k"
    ],
    "keywords": [
      "early withdrawal",
      "penalty",
      "10%",
      "before 59",
      "59half",
      "rule of 55",
      "early retirement",
      "hardship",
      "72t",
      "substantially equal"
    ],
    "sources": [
      "irsEarlyWithdrawal",
      "irsHardship"
    ],
    "ask": "How old are you, and which account would the money come from?",
    "points": [
      {
        "calculator": "earlyPenaltyFor",
        "uses": [
          "withdrawal"
        ],
        "asks": [
          "how much will the penalty be in dollars on what i take out",
          "what does 10% of my withdrawal come to"
        ]
      },
      {
        "calculator": "ruleOf55",
        "presumes": "work-plan",
        "asks": [
          "what is the rule of 55",
          "rule of 55",
          "laid off can i take from my 401k without the penalty",
          "left my job at 56 can i use my 401k",
          "left my job this year can i take from my 401k without a penalty",
          "retire at 55 access my 401k",
          "is the 401k penalty gone at 56 or only at 59",
          "i left my job at 57 can i take money out of that 401k without the 10% penalty",
          "retired at 56 can i withdraw from my old employers 401k without a penalty"
        ]
      },
      {
        "says": "Yes, generally: IRA withdrawals before 59½ owe a 10% additional tax on top of income tax. The rule of 55 covers only the 401(k) of a job you left in or after the year you turned 55, not IRAs.",
        "asks": [
          "penalty for taking money out of ira at 55",
          "early withdrawal from ira before 59",
          "do i owe the 10 percent if i take from my ira at 58",
          "taking money from my ira at 57 for a home repair penalty"
        ]
      },
      {
        "says": "No: the rule of 55 covers only the 401(k), 403(b) or similar plan of the employer you leave in or after the year you turn 55; IRA withdrawals before 59½ still owe the 10% additional tax unless another exception applies. Rolling that plan into an IRA gives the rule up.",
        "asks": [
          "the rule of 55 works for my ira too",
          "the rule of 55 applies to iras",
          "i can use the rule of 55 on my ira",
          "if i roll my 401k to an ira first i can withdraw penalty free under the rule of 55",
          "i can roll my 401k over to an ira and keep the rule of 55"
        ],
        "belief": true
      },
      {
        "says": "Often, if the plan allows it: many 401(k)s permit in-service withdrawals from 59½ while you still work there, with income tax but no 10% penalty; others allow only loans or hardship withdrawals. Ask the plan administrator; a direct rollover to an IRA keeps the money tax-deferred.",
        "asks": [
          "in service withdrawal from my 401k while still working",
          "can i withdraw from my current employers 401k without quitting",
          "401k withdrawal at 59 and a half while still employed there"
        ]
      },
      {
        "says": "No: money from a governmental 457(b) plan owes no 10% early-withdrawal penalty after you leave the employer, at any age; you pay only income tax. Rolling it into an IRA would lose that, since IRA withdrawals before 59½ owe the penalty.",
        "asks": [
          "i have a 457 from the city and im retiring early is there a penalty",
          "457 early withdrawal penalty",
          "can i take money from my 457 before 59 and a half"
        ]
      },
      {
        "says": "Yes, from an IRA: up to {{firstHomeLimit}} in your lifetime can come out before 59½ without the 10% penalty to buy, build or rebuild a first home for you, your spouse, children or grandchildren (no home owned in the past two years). Income tax still applies, and a 401(k) has no such exception.",
        "asks": [
          "can i use my ira for a first home",
          "ira withdrawal first time home buyer",
          "help my daughter buy her first house from my ira"
        ]
      },
      {
        "says": "No: the first-home exception, up to {{firstHomeLimit}} in a lifetime without the 10% penalty, is for IRAs only; a 401(k) withdrawal for a home before 59½ owes the penalty (unless you left that employer in or after the year you turned 55). Rolling the money into an IRA first, or a 401(k) loan, are the usual ways around it.",
        "asks": [
          "the first time homebuyer exception works for my 401k",
          "my 401k qualifies for the first home exception"
        ],
        "belief": true
      },
      {
        "calculator": "medicalWithdrawalFor",
        "uses": [
          "withdrawal",
          "income"
        ],
        "asks": [
          "ira withdrawal for medical bills penalty",
          "401k withdrawal to pay big medical bills",
          "early withdrawal medical expenses exception",
          "ira money for hospital bills penalty",
          "can i use my ira to pay medical bills without penalty at 57"
        ]
      },
      {
        "says": "Yes, from an IRA: withdrawals before 59½ that pay qualified college costs (tuition, fees, books, and room and board for at least half-time students) for you, your spouse, children or grandchildren owe no 10% penalty, though income tax applies. A 401(k) has no such exception.",
        "asks": [
          "use my ira to pay tuition penalty free",
          "early ira withdrawal for college",
          "ira withdrawal for my sons tuition before 59"
        ]
      },
      {
        "says": "Yes, once a year: up to {{emergencyDistribution}} can come out of an IRA, or a 401(k) that allows it, for an unforeseeable personal or family emergency without the 10% penalty; income tax applies, and you can repay it within 3 years. Until it is repaid, no other emergency withdrawal is allowed for 3 years.",
        "asks": [
          "emergency withdrawal from 401k 1000",
          "emergency personal expense distribution",
          "1000 emergency withdrawal from my ira"
        ]
      },
      {
        "calculator": "ruleOf55Applies",
        "presumes": "work-plan",
        "asks": [
          "the 10% penalty applies to my 401k since im under 59 and a half",
          "i have to wait until 59 and a half to take from my 401k without the penalty"
        ]
      },
      {
        "says": "Substantially equal periodic payments (a 72(t) plan) let you draw from an IRA, or a former employer's plan, before 59½ without the 10% penalty, in yearly amounts set by one of the IRS's life-expectancy methods. They must continue for 5 years or until 59½, whichever is later; changing them sooner brings back the penalty on every payment, with interest.",
        "asks": [
          "what is 72t",
          "substantially equal periodic payments",
          "72t distributions from my ira"
        ]
      },
      {
        "calculator": "seppEnd",
        "asks": [
          "can i stop my 72t payments at 59 and a half",
          "when can i stop 72t payments",
          "can i stop 72t payments if i get a new job"
        ]
      },
      {
        "says": "No, not by itself: a hardship withdrawal from a 401(k) or 403(b) is taxable and owes the 10% penalty before 59½ unless its use also meets an exception, such as medical costs above 7.5% of income or disability. It also cannot be rolled over or paid back.",
        "asks": [
          "is a hardship distribution penalty free",
          "does a hardship withdrawal count as an exception",
          "hardship withdrawal from my 403b taxes"
        ]
      },
      {
        "says": "Disability and terminal illness are exceptions: if you are totally and permanently disabled (unable to work for a long or indefinite time) or a doctor certifies a terminal illness expected to end in death within 84 months, withdrawals from an IRA or 401(k) before 59½ then owe no 10% penalty, though income tax applies.",
        "asks": [
          "im disabled does the ira early withdrawal penalty apply",
          "terminal illness early withdrawal",
          "disability exception to the early withdrawal penalty"
        ]
      },
      {
        "says": "No: money a beneficiary takes from an inherited IRA or 401(k) owes no 10% additional tax at any age, since the owner's death is one of the exceptions; income tax still applies. A surviving spouse who rolls the account into their own IRA gives that up until 59½.",
        "presumes": "a-death",
        "asks": [
          "i inherited an ira do i owe the 10 percent penalty if i take money out",
          "is there an early withdrawal penalty on an inherited ira before 59",
          "my aunt left me her 401k will i pay the penalty on withdrawals"
        ]
      },
      {
        "says": "No: the early-withdrawal penalty is a 10% additional tax on the taxable amount taken before 59½ (25% only from a SIMPLE IRA in its first 2 years); the 20% a 401(k) holds back from a payment to you is federal income tax withheld in advance, credited on your tax return.",
        "asks": [
          "the early withdrawal penalty is 20 percent",
          "the 20 percent they withheld is the early withdrawal penalty"
        ],
        "belief": true
      },
      {
        "says": "No: the exception to the 10% additional tax for qualified higher education expenses covers your grandchildren's college costs too, as well as your own, your spouse's and your children's, up to what you pay that year. The withdrawal is still taxed as income.",
        "asks": [
          "the ira college exception is only for my own children"
        ],
        "belief": true
      }
    ],
    "summary": "Withdrawals from retirement accounts before 59½ generally owe a 10% additional tax on top of income tax, unless an exception such as the rule of 55 applies.",
    "steps": [
      "Check the IRS list of exceptions (disability, certain medical costs, substantially equal periodic payments and others).",
      "Leaving an employer in or after the year you turn 55 lets you draw from that employer’s plan without the 10% tax.",
      "Roth IRA contributions (not earnings) can come out at any time tax- and penalty-free.",
      "Consider using taxable savings first to bridge to 59½."
    ],
    "benefits": [
      "Exceptions can make an early retirement workable."
    ],
    "risks": [
      "The 10% additional tax plus income tax can take a large share of the withdrawal.",
      "Money taken early stops growing tax-deferred."
    ],
    "next": [
      "Map which accounts you can reach penalty-free before you set a retirement date."
    ]
  },
  {
    "id": "estimated-taxes",
    "title": "Paying taxes in retirement: withholding and estimates",
    "area": "tax",
    "questions": [
      "How do I pay taxes in retirement?",
      "Do I need to make estimated tax payments?",
      "Should I withhold taxes from my IRA withdrawals?",
      "underpayment penalty retirement"
    ],
    "keywords": [
      "withholding",
      "withhold",
      "estimated tax",
      "estimated payments",
      "quarterly",
      "underpayment",
      "penalty",
      "form 1040-es",
      "w-4p",
      "w-4r"
    ],
    "sources": [
      "accIrsFormW4r",
      "irsEstimated",
      "irsWithholding",
      "massEstimated"
    ],
    "points": [
      {
        "says": "For 2026 the payments are due April 15, June 15 and September 15, 2026, and January 15, 2027. You generally need them if you expect to owe {{estimatedThreshold}} or more after withholding; paying at least last year's total tax (110% if your income was over {{safeHarborHighIncome}}) through withholding and estimates avoids the penalty.",
        "asks": [
          "when are quarterly estimated taxes due",
          "do i need to pay quarterly and when are they due",
          "when is the first quarter estimated tax due",
          "when are estimated tax payments due",
          "what are the due dates for estimated taxes"
        ]
      },
      {
        "says": "Yes: give the payer Form W-4P to choose federal withholding on pension or annuity payments, and Form M-4P for Massachusetts; for IRA withdrawals, the form is W-4R. Withholding counts as paid evenly through the year, so it can replace quarterly estimates.",
        "asks": [
          "can i have taxes taken out of my pension checks",
          "how do i set up withholding on my pension"
        ]
      },
      {
        "says": "It depends on the account: an IRA withdrawal has 10% federal tax withheld unless you choose another rate, from 0% to 100%, on Form W-4R; a 401(k) payment that could be rolled over has 20% withheld when paid to you, which a direct rollover avoids. Withholding is only a prepayment: the tax owed depends on your bracket.",
        "asks": [
          "how much tax is withheld from an ira withdrawal",
          "default withholding on an ira distribution",
          "w-4r withholding rate for my ira",
          "my ira custodian withheld 10% from my rmd is that the right amount"
        ]
      },
      {
        "says": "Yes: tax withheld from an IRA withdrawal, even one taken in December, counts as paid evenly through the year, so withholding enough from a year-end RMD can replace quarterly estimated payments and avoid the underpayment penalty. Estimated payments, by contrast, count only from the day they are made.",
        "asks": [
          "can i pay my estimated taxes by withholding from my rmd",
          "withhold tax from my rmd in december instead of quarterly payments",
          "rmd withholding instead of estimated payments",
          "could i just have more withheld from my ira withdrawal in december instead"
        ]
      },
      {
        "says": "Only if withholding falls short: you generally must pay federal estimated tax when you expect to owe {{estimatedThreshold}} or more after withholding and credits, and withholding will cover less than 90% of this year's tax or 100% of last year's (110% if last year's AGI was over {{safeHarborHighIncome}}). Many retirees avoid quarterly payments by having tax withheld from pensions, IRA withdrawals or Social Security.",
        "asks": [
          "who has to pay estimated taxes",
          "do i have to make estimated tax payments",
          "do retirees have to make quarterly estimated payments",
          "do i need to pay estimated tax in retirement",
          "do i need estimated taxes if tax is withheld from my ira",
          "do i need to make quarterly payments if no tax is withheld from my pension or ira"
        ]
      },
      {
        "says": "Pay the tax in during the year to avoid an underpayment penalty: make an estimated payment for the quarter of the withdrawal (IRS Direct Pay or your IRS online account), or have extra tax withheld from a later IRA withdrawal or RMD this year, which counts as paid evenly through the year. Massachusetts wants its 5% too, by estimated payment if its tax due will top {{maEstimatedThreshold}}.",
        "asks": [
          "i took 50000 out of my ira and no tax was withheld what do i do",
          "nothing was withheld for taxes when i took money out what now"
        ]
      },
      {
        "says": "The underpayment penalty is an interest charge, not a flat fine: it runs on each quarter's shortfall, at the IRS's underpayment interest rate, until paid, and is figured on Form 2210 (or by the IRS). None is owed if you owe less than {{estimatedThreshold}} after withholding, or paid at least 90% of this year's tax or 100% of last year's (110% above {{safeHarborHighIncome}} of AGI); the IRS can waive it in the year you retire at 62 or older, or become disabled, if the shortfall had reasonable cause.",
        "asks": [
          "whats the penalty for not paying estimated taxes",
          "underpayment penalty how much",
          "what if i didnt pay enough tax during the year"
        ]
      },
      {
        "says": "Yes, if you expect to owe more than {{maEstimatedThreshold}} of Massachusetts tax on income with no state tax withheld, such as IRA withdrawals, a private pension, interest or gains: pay in four installments with the federal dates, or have Massachusetts tax withheld (Form M-4P for a pension). Paying at least 80% of the year's tax in time avoids the underpayment penalty.",
        "asks": [
          "massachusetts estimated tax payments",
          "does massachusetts require quarterly estimates",
          "estimated tax to mass on my ira withdrawals",
          "do i have to pay estimated taxes to massachusetts too",
          "do i need to make estimated payments to massachusetts"
        ]
      },
      {
        "says": "Yes: on Form W-4R you choose any rate from 0% to 100% for IRA withdrawals, where the default is 10%. A 401(k) payout that could be rolled over has at least 20% withheld, and you can ask for more.",
        "asks": [
          "can i have 20% federal withheld instead of the 10%",
          "choose my withholding rate on form w-4r",
          "can i change the withholding rate on my ira distributions"
        ]
      },
      {
        "says": "From an IRA, federal withholding is 10% unless you choose otherwise on Form W-4R: any rate from 0% to 100%, so by default a tenth of each withdrawal goes to the IRS. The mandatory 20% applies to 401(k) and other employer-plan payouts paid to you that could have been rolled over, not to IRAs. Withholding is only a prepayment: the real tax depends on your bracket.",
        "asks": [
          "do they have to withhold 20 percent from my ira distribution",
          "is 20 percent withheld from an ira distribution",
          "default federal withholding on an ira distribution",
          "can i opt out of withholding on an ira distribution"
        ]
      },
      {
        "says": "No: the mandatory 20% is for payouts from 401(k)s and other employer plans paid to you; IRA withdrawals default to 10% federal withholding, and on Form W-4R you can pick any rate from 0% to 100%. Either way it is a prepayment, settled on your return.",
        "asks": [
          "the ira has to withhold 20 percent for taxes",
          "my ira always gets 20 percent withheld",
          "ira distributions always have 20 percent federal withholding"
        ],
        "belief": true
      }
    ],
    "summary": "Without a paycheck, retirees pay tax through withholding on pensions, IRA withdrawals and Social Security, or through quarterly estimated payments.",
    "steps": [
      "Add up expected tax for the year on all income sources.",
      "Set withholding on pensions (Form W-4P), IRA withdrawals (Form W-4R) and Social Security (Form W-4V).",
      "Make quarterly estimates for any shortfall, or withhold a lump sum from a year-end IRA distribution.",
      "Remember Massachusetts estimated payments too."
    ],
    "benefits": [
      "Withholding is treated as paid evenly through the year, which helps avoid penalties."
    ],
    "risks": [
      "Underpaying can bring an underpayment penalty."
    ],
    "next": [
      "Compare last year’s total tax with what you have withheld so far this year."
    ]
  },
  {
    "id": "fdic-insurance",
    "title": "Are my bank deposits insured? FDIC coverage",
    "area": "retirement",
    "questions": [
      "Are my bank deposits insured?",
      "How much does the FDIC cover?",
      "Are my CDs FDIC insured?",
      "Is a joint account covered for more?"
    ],
    "keywords": [
      "fdic",
      "deposit insurance",
      "bank fails",
      "bank failure",
      "bank goes under",
      "payable on death",
      "pod",
      "totten",
      "joint account",
      "covered at one bank"
    ],
    "sources": [
      "fdicDepositInsurance",
      "fdicTrustAccounts"
    ],
    "ask": "Which kinds of accounts do you have at the bank, whose names are on them, and are beneficiaries named?",
    "points": [
      {
        "says": "{{fdicLimit}} per depositor, per insured bank, for each ownership category: your single accounts together, your share of joint accounts, your IRA deposits and your payable-on-death accounts are each insured separately, so one person can be covered for more than {{fdicLimit}} at one bank.",
        "asks": [
          "how much does fdic cover at one bank",
          "is there a limit on fdic insurance",
          "how much is fdic insured per bank"
        ]
      },
      {
        "says": "No: annuities are insurance contracts, not bank deposits, so the FDIC does not insure them, even when a bank sells them. They rest on the insurer's claims-paying ability, backed up to a limit by the state's life and health insurance guaranty association.",
        "asks": [
          "annuities are insured by the fdic",
          "my annuity is fdic insured like a cd"
        ],
        "belief": true
      },
      {
        "calculator": "fdicCoverFor",
        "uses": [
          "assets"
        ],
        "asks": [
          "are we fully covered by fdic with a joint account",
          "is a joint account insured for 500k",
          "joint savings account fdic limit for a couple",
          "is all my money at one bank insured"
        ]
      },
      {
        "says": "It can be: since April 2024, an owner's payable-on-death deposits at one bank are insured up to {{fdicLimit}} for each beneficiary, counting at most five, so up to {{fdicTrustMax}}; three children cover {{fdicLimit+fdicLimit+fdicLimit}}, and anything above the limit is uninsured.",
        "asks": [
          "if i make my cds pod to my kids is it all insured",
          "does adding beneficiaries increase fdic coverage",
          "pod account fdic coverage with beneficiaries"
        ]
      },
      {
        "says": "Yes: IRA deposits at a bank (its CDs, savings or money market deposit accounts) are their own ownership category, insured separately up to {{fdicLimit}} apart from your single and joint accounts; stocks, bonds, mutual funds and annuities held in the IRA are not deposits and are not FDIC insured.",
        "asks": [
          "is my ira at the bank insured separately",
          "are ira cds counted separately for fdic",
          "fdic coverage for retirement accounts"
        ]
      },
      {
        "says": "No: an annuity is a contract with an insurance company, not a bank deposit, even when a bank sells it, so the FDIC does not insure it; it rests on the insurer's claims-paying ability, backed up to state limits by the state's guaranty association.",
        "asks": [
          "my annuity from the bank is fdic insured like my cds",
          "annuities sold at a bank are fdic insured"
        ],
        "belief": true
      }
    ],
    "summary": "Deposits at an FDIC-insured bank are insured up to {{fdicLimit}} per depositor, per bank, for each ownership category: single accounts, joint accounts, IRA deposits and payable-on-death accounts are counted separately, so careful titling covers more at one bank.",
    "steps": [
      "List your deposits at each bank by ownership category: single, joint, IRA or payable-on-death.",
      "Compare each category with its limit: {{fdicLimit}} for single and IRA deposits, {{fdicLimit}} per co-owner for joint accounts, {{fdicLimit}} per beneficiary (up to five) for payable-on-death accounts.",
      "Check the bank is FDIC-insured, and use the FDIC's Electronic Deposit Insurance Estimator (EDIE) for your own accounts.",
      "Move what is over the limit to another insured bank, or name beneficiaries, before it matters."
    ],
    "benefits": [
      "Insured deposits have never lost a penny in a bank failure; the FDIC usually pays within days."
    ],
    "risks": [
      "Accounts at two branches of one bank count as one bank.",
      "Annuities, mutual funds and stocks bought at a bank are not insured deposits."
    ],
    "next": [
      "Run your accounts through the FDIC's EDIE estimator, or bring a list of them to our team."
    ]
  },
  {
    "id": "federal-estate-tax",
    "title": "Federal estate and gift tax",
    "area": "estate",
    "questions": [
      "Will my estate owe federal estate tax?",
      "What is the estate tax exemption for 2026?",
      "How much can I gift each year?",
      "annual gift exclusion 2026"
    ],
    "keywords": [
      "gifts to children",
      "each year",
      "estate tax",
      "federal estate",
      "exemption",
      "exclusion",
      "gift",
      "gifts",
      "gift tax",
      "annual exclusion",
      "portability",
      "form 709",
      "lifetime"
    ],
    "sources": [
      "irsEstate",
      "irsGift",
      "irsRevProc202532"
    ],
    "points": [
      {
        "says": "You can give up to {{giftExclusion}} per person per year in 2026 ({{giftExclusion+giftExclusion}} from a married couple) without filing a gift tax return or using your lifetime exemption of {{estateExclusion}}; tuition or medical bills paid directly to the school or provider do not count at all.",
        "asks": [
          "how much can i gift each year",
          "gift tax limit",
          "how much can i give my grandkids each year"
        ]
      },
      {
        "calculator": "federalEstateTax",
        "uses": [
          "assets"
        ],
        "asks": [
          "will my kids pay estate tax",
          "will my heirs owe estate tax"
        ]
      },
      {
        "says": "No: the law passed in July 2025 removed the scheduled 2026 cut: the federal exemption is {{estateExclusion}} a person for 2026, indexed for inflation after that, and a surviving spouse can add the first spouse's unused exemption (portability).",
        "asks": [
          "the estate tax exemption drops to about 7 million in 2026",
          "the estate tax exemption is being cut in half in 2026",
          "the federal estate tax exemption sunsets in 2026"
        ],
        "belief": true
      },
      {
        "says": "Yes: under the law passed in July 2025, the federal estate and gift tax exemption is {{estateExclusion}} a person in 2026 and rises with inflation after that, with no scheduled cut.",
        "asks": [
          "is the federal estate tax exemption 15 million in 2026",
          "is the estate tax exemption staying high",
          "is the estate tax exemption permanent now"
        ]
      },
      {
        "says": "Yes, federally, by portability: the executor of the first spouse's estate must file Form 706 and elect it, even when no tax is due; a late election is allowed up to 5 years after the death. Massachusetts has no portability: its {{maEstateThreshold}} threshold of the first spouse is lost if everything passes to the survivor.",
        "asks": [
          "can i use my late wifes unused federal estate tax exemption",
          "how do i keep my husbands unused estate tax exemption",
          "portability of the estate tax exemption"
        ]
      },
      {
        "says": "No, not if you want to keep his unused exemption: no federal estate tax is due under {{estateExclusion}}, but a surviving spouse keeps the first spouse's unused exemption (portability) only if the executor files Form 706, even with no tax owed; a late election is allowed up to 5 years after the death. Massachusetts is separate: an estate over {{maEstateThreshold}} files Form M-706 within 9 months of the death, though what passes to a spouse is deducted.",
        "asks": [
          "no federal estate return is needed since the estate is under the exemption",
          "the estate is way under the federal exemption so there is nothing to file"
        ],
        "belief": true
      },
      {
        "says": "No: the federal estate tax applies only to estates above {{estateExclusion}} a person (2026), and it is paid by the estate before anything is handed out, not by the heirs. Massachusetts taxes estates above {{maEstateThreshold}}, and has no inheritance tax on what heirs receive.",
        "asks": [
          "my kids will have to pay estate tax on whatever i leave them",
          "heirs always owe estate tax on an inheritance"
        ],
        "belief": true
      }
    ],
    "summary": "For 2026 each person can leave or give {{estateExclusion}} free of federal estate and gift tax, and give {{giftExclusion}} per recipient each year without using it.",
    "steps": [
      "Add up everything you own, including life insurance and retirement accounts.",
      "Married couples can use portability to carry the unused exclusion to the surviving spouse by filing an estate tax return.",
      "Gifts above the annual exclusion need Form 709 but rarely owe tax.",
      "Tuition and medical bills paid directly to the provider do not count as gifts."
    ],
    "benefits": [
      "Few estates owe federal estate tax at current exclusion levels."
    ],
    "risks": [
      "Massachusetts has its own, much lower, estate tax threshold."
    ],
    "next": [
      "Total your estate and compare it with both the federal and Massachusetts thresholds."
    ]
  },
  {
    "id": "filing-requirement",
    "title": "Do I have to file a tax return in retirement?",
    "area": "tax",
    "questions": [
      "Do I have to file a tax return in retirement?",
      "Do I need to file a return on a small income?",
      "Do I have to file a Massachusetts tax return?"
    ],
    "keywords": [
      "file a tax return",
      "have to file",
      "need to file",
      "filing requirement",
      "filing threshold",
      "gross income",
      "file taxes",
      "refund of withholding"
    ],
    "sources": [
      "irsPub554",
      "irsFilingStatus",
      "massWhoMustFile"
    ],
    "ask": "Besides your benefits, do you have a pension, IRA withdrawals or interest?",
    "points": [
      {
        "calculator": "federalFilingFor",
        "presumes": "federal",
        "asks": [
          "do i have to file a tax return if im retired",
          "do retirees have to file taxes",
          "at what income do seniors have to file a tax return",
          "over 65 do i need to file a federal return",
          "i only have a pension do i need to file a return"
        ]
      },
      {
        "says": "No: age and retirement alone never end the filing requirement; it depends on gross income, leaving out Social Security that is not taxable. For 2026 a single filer 65 or older must file at {{stdSingle+extra65Single}}, a joint return at {{stdJoint+extra65Married}} with one spouse 65 or older or {{stdJoint+extra65Married+extra65Married}} with both.",
        "asks": [
          "once im retired i dont have to file a tax return",
          "after 65 you dont have to file taxes anymore"
        ],
        "belief": true
      },
      {
        "says": "No, usually not: if Social Security is your only income, none of it is normally taxable and you need not file a federal return (or a Massachusetts one, which does not count Social Security). Once pensions, IRA withdrawals or interest are added, part of the benefits can become taxable and a return may be required.",
        "asks": [
          "do i have to file a tax return on just social security",
          "do i need to file a return if all i get is my ss check",
          "my only income is social security do i need to file"
        ]
      },
      {
        "says": "Yes, if tax was withheld: filing is the only way to get back federal or Massachusetts tax withheld from a pension, an IRA withdrawal or a job when your income is under the filing threshold. A return also starts the clock on the time the IRS has to question the year.",
        "asks": [
          "should i file even if i dont have to",
          "tax was withheld from my ira withdrawal but im under the filing limit",
          "file a return to get my withholding back"
        ]
      },
      {
        "calculator": "maFilingFor",
        "asks": [
          "do i have to file a massachusetts tax return",
          "massachusetts filing requirement for retirees",
          "at what income do i have to file a mass return"
        ]
      },
      {
        "says": "Usually not: if Social Security is your only income, half of it is well under the {{ssTaxSingle50}} single or {{ssTaxJoint50}} joint line, so none of it is taxable and you need not file. File anyway to claim a refund of tax withheld, and once you have other income (a pension, IRA withdrawals, interest), check the gross-income limits.",
        "asks": [
          "do i have to file taxes if i only get social security"
        ]
      }
    ],
    "summary": "Whether you must file depends on your gross income, your filing status and your age: for 2026 a single filer 65 or older files from {{stdSingle+extra65Single}} of gross income. Massachusetts requires a return when its gross income, which leaves out Social Security, is over {{maFilingThreshold}}.",
    "steps": [
      "Add up the income the IRS counts: pensions, IRA and 401(k) withdrawals, interest, dividends, gains and any taxable part of your benefits.",
      "Compare it with the 2026 threshold for your filing status and age in IRS Publication 554.",
      "Check Massachusetts separately: over {{maFilingThreshold}} of Massachusetts gross income means filing Form 1.",
      "File anyway when tax was withheld or to claim a refundable credit such as the Senior Circuit Breaker."
    ],
    "benefits": [
      "Filing when not required can return withholding and claim credits you would otherwise lose."
    ],
    "risks": [
      "A year of Roth conversions, a home sale or a large IRA withdrawal can create a filing requirement (and tax) in a year you did not expect."
    ],
    "next": [
      "Gather this year's 1099-R, SSA-1099 and 1099-INT forms and total the income before deciding not to file.",
      "Keep copies of those forms, and of any return you file, with your records for at least three years."
    ]
  },
  {
    "id": "firm-process",
    "title": "Our four-step formula",
    "area": "firm",
    "questions": [
      "How much do you charge for your services?",
      "How does working with you work?",
      "What is your process?",
      "What is the four-step formula?",
      "What happens in a first meeting?"
    ],
    "keywords": [
      "getting started",
      "start working with you",
      "charge",
      "fees",
      "cost to work with you",
      "process",
      "four step",
      "formula",
      "steps",
      "discover",
      "analyze",
      "plan",
      "implement",
      "first meeting",
      "get started",
      "appointment",
      "consultation",
      "meeting"
    ],
    "sources": [
      "ssaMyAccount",
      "investorCrs"
    ],
    "points": [
      {
        "says": "Call us and we will set up a first conversation, in person or by phone, to learn about your goals; if you have them, bring your Social Security statement and account statements.",
        "asks": [
          "how do i get started with you",
          "how do i schedule a consultation",
          "how do i book a meeting"
        ]
      },
      {
        "says": "A first conversation is for learning about your goals and situation, in person at our office or by phone, whichever suits you; bring your Social Security statement and recent account statements if you have them. We explain how we are paid and any fees in that conversation, before you decide anything, and you are under no obligation.",
        "asks": [
          "how does a first meeting with you work",
          "is there a charge for the first meeting",
          "do i have to come into the office",
          "what does it cost to meet with you",
          "what are your fees and how much do you charge",
          "how do you get paid"
        ]
      },
      {
        "says": "Not always in the same way: a registered investment adviser is a fiduciary, bound to put your interests first in all the advice it gives; a broker, even one called a financial advisor, must act in your best interest when recommending an investment (the SEC's Regulation Best Interest) but owes no ongoing duty to watch over it. Ask any advisor, us included, for the Form CRS (client relationship summary), which says which they are and how they are paid; we explain our own in the first conversation.",
        "asks": [
          "is my broker a fiduciary",
          "does a financial advisor have to put my interests first",
          "whats the difference between a broker and a fiduciary",
          "are you fiduciaries and how do you get paid"
        ]
      },
      {
        "says": "Yes, bring them: a son, a daughter or anyone you trust is welcome to join the conversation, and a second set of ears often helps. If getting to our office is hard, we can meet by phone instead, whichever suits you.",
        "asks": [
          "can my son come to the meeting with me",
          "can my daughter sit in on the appointment",
          "i dont drive anymore how would we meet"
        ]
      }
    ],
    "summary": "We work in four steps: Discover, Analyze, Plan and Implement.",
    "steps": [
      "Discover: we learn your goals, concerns, income and accounts.",
      "Analyze: we look at income gaps, taxes, Social Security options and risks.",
      "Plan: we lay out a written plan with choices and trade-offs.",
      "Implement: we help put the plan in place and review it over time."
    ],
    "benefits": [
      "A clear sequence so you always know what comes next."
    ],
    "risks": [
      "A plan is only as good as the information behind it, so bring complete statements."
    ],
    "next": [
      "Gather recent statements, your Social Security estimate and last year’s tax return.",
      "Ask about fees and how we are paid in the first conversation."
    ]
  },
  {
    "id": "firm-services",
    "title": "How we help",
    "area": "firm",
    "questions": [
      "What services do you offer?",
      "What does your firm do?",
      "Who are you?",
      "Do you do taxes?",
      "Are you a real person?"
    ],
    "keywords": [
      "services",
      "firm",
      "who are you",
      "help me",
      "advisor",
      "adviser",
      "planner",
      "retirement income planning",
      "social security maximization",
      "tax strategies",
      "legacy planning",
      "real person"
    ],
    "sources": [
      "dolRetirement"
    ],
    "points": [
      {
        "says": "Yes. We help people near or in retirement build a retirement income plan, time Social Security, choose Medicare coverage, manage taxes and protect what they leave behind; a first conversation is the place to start.",
        "asks": [
          "can you help me plan my retirement",
          "can you help me plan for retirement",
          "can you help me with my retirement",
          "do i need a financial advisor",
          "can one person help with both my medicare plan and my income plan"
        ]
      },
      {
        "says": "It depends on the services you choose. We explain every fee in plain terms in a first conversation, before you decide anything.",
        "asks": [
          "what do you charge",
          "how much do you cost",
          "what are your fees",
          "what does a one time review cost"
        ]
      }
    ],
    "summary": "We are an independent retirement-income, tax and insurance firm in the Boston area that helps people retire and stay retired.",
    "steps": [
      "Retirement income planning: turning savings into a reliable paycheck.",
      "Social Security maximization: choosing when and how each spouse claims.",
      "Life insurance: protecting the people who depend on you.",
      "Tax strategies: lowering lifetime taxes on retirement income.",
      "Legacy planning: passing on what you have built, with the right beneficiaries and trusts."
    ],
    "benefits": [
      "One team looks at income, taxes and insurance together."
    ],
    "risks": [
      "This chat gives general information only; decisions need a conversation about your situation."
    ],
    "next": [
      "Bring your Social Security statement, account statements and last tax return to a first meeting."
    ]
  },
  {
    "id": "gifts-to-family",
    "title": "Gifts to children and grandchildren",
    "area": "estate",
    "questions": [
      "How much can I give my family?",
      "giving money to my children and grandchildren",
      "helping grandchildren with college"
    ],
    "keywords": [
      "gift",
      "gifts",
      "give",
      "grandkids",
      "grandchildren",
      "grandson",
      "granddaughter",
      "529",
      "college",
      "tuition",
      "superfund",
      "front load",
      "fafsa",
      "financial aid",
      "form 709"
    ],
    "sources": [
      "irsGift",
      "irs529"
    ],
    "ask": "How many people do you want to give to, and is it cash, a 529 or paying a bill directly?",
    "points": [
      {
        "says": "In 2026 each giver can give {{giftExclusion}} to each person in a year, so a married couple giving from their own money can give {{giftExclusion+giftExclusion}} to each grandchild. The giver files a gift tax return (Form 709) only for more than that to one person in a year, and still owes no tax until lifetime gifts pass {{estateExclusion}}; the grandchild owes no tax and reports nothing.",
        "asks": [
          "how much can i give each of my grandkids without filing anything",
          "how much can i give someone without filing a gift tax return",
          "how much can i give my grandson a year before i have to report it",
          "my wife wants to give too how much can we give",
          "i want to give him 25k is there gift tax"
        ]
      },
      {
        "says": "It depends on whether your own retirement still holds after the gift: check that Social Security, any pension and a sustainable draw from what remains cover your spending, since money given is gone for your own late-life and care costs. A gift above {{giftExclusion}} to one person needs a gift tax return but rarely any tax, and money taken from an IRA to give is taxed as income first.",
        "asks": [
          "can i afford to help my daughter buy a house",
          "should i help my kids with a down payment"
        ]
      },
      {
        "says": "Yes: you can put five years of annual exclusions into a 529 at once, up to {{giftExclusion+giftExclusion+giftExclusion+giftExclusion+giftExclusion}} per grandchild from you (double from a couple) in 2026, by electing on Form 709 to spread the gift over five years. Further gifts to that grandchild in those years then count against your lifetime exemption.",
        "asks": [
          "can i front load a 529 with 5 years of gifts",
          "529 superfunding how much",
          "does a big 529 deposit blow through the gift limit"
        ]
      },
      {
        "says": "Yes: tuition you pay directly to the school, and medical bills paid directly to the provider, are not gifts at all and do not use your {{giftExclusion}} exclusion. It covers tuition only, not room and board, books or supplies, and the check must go to the school, not the student.",
        "asks": [
          "can grandparents pay college tuition directly without it counting as a gift",
          "pay tuition directly gift tax"
        ]
      },
      {
        "says": "Not for federal aid anymore: since the 2024-25 FAFSA, a grandparent-owned 529 is not reported and its payments no longer count as the student's income. Some private colleges that use the CSS Profile still ask about it.",
        "asks": [
          "will a 529 i own for my granddaughter hurt her financial aid",
          "grandparent 529 fafsa"
        ]
      },
      {
        "says": "No: a gift above the {{giftExclusion}} annual exclusion (2026) means only that you file Form 709; no gift tax is due until your lifetime taxable gifts pass {{estateExclusion}}, and Massachusetts has no gift tax.",
        "asks": [
          "i have to pay gift tax if i give my son more than 19000",
          "giving over the annual gift limit means i owe gift tax"
        ],
        "belief": true
      },
      {
        "says": "No: a gift is not income to the person who receives it, so they owe no income tax on it and report nothing; any gift tax return is the giver's to file. What the gift earns afterwards, and any gain when gifted property is sold, is theirs to report.",
        "asks": [
          "my daughter has to pay income tax on the money i gave her",
          "the person who gets a gift pays tax on it"
        ],
        "belief": true
      },
      {
        "says": "No: gifts to family or to any other person are not deductible on your income tax return, federal or Massachusetts; only gifts to qualified charities are.",
        "asks": [
          "i can deduct the money i give my kids on my taxes",
          "i can write off gifts to my grandchildren on my taxes"
        ],
        "belief": true
      },
      {
        "says": "No: the {{giftExclusion}} annual exclusion (2026) is per person who receives a gift, so you can give that much to each of as many people as you like, and your spouse can do the same from their own money.",
        "asks": [
          "the 19000 gift limit is the total i can give all my kids",
          "i can only give 19000 a year in total"
        ],
        "belief": true
      },
      {
        "says": "No: Massachusetts has no gift tax. Taxable gifts made in life (those above the federal annual exclusion) are added back when the Massachusetts estate tax is figured, so large gifts count toward its {{maEstateThreshold}} threshold.",
        "asks": [
          "massachusetts has a gift tax",
          "i owe massachusetts tax on gifts to my kids"
        ],
        "belief": true
      },
      {
        "says": "Yes: in 2026 you can give up to {{giftExclusion}} to each person, to as many people as you like, and your spouse the same from their own money. The giver files a gift tax return (Form 709) only above {{giftExclusion}} to one person in a year, and the person receiving a gift owes no tax and reports nothing.",
        "asks": [
          "can i give 19000 to each of my grandchildren",
          "is the gift exclusion per person",
          "can i give the annual exclusion to each of my kids",
          "can i give 19k to each of my kids every year"
        ]
      },
      {
        "calculator": "giftTaxFor",
        "uses": [
          "gift",
          "married"
        ],
        "asks": [
          "i gave my son 50000 do i owe gift tax on it",
          "how much gift tax on a 40000 gift to my daughter",
          "can my husband and i split the gift so it counts as from both of us"
        ]
      },
      {
        "says": "Yes: a gift to one person above {{giftExclusion}} in 2026 (other than tuition or medical bills paid directly) is reported on Form 709 by April 15 of the next year, but no gift tax is owed until your lifetime taxable gifts pass {{estateExclusion}}.",
        "asks": [
          "is a gift tax return required if i give my son 50000",
          "form 709 for a big gift to my son",
          "do i need to file form 709 if i give more than the annual exclusion"
        ]
      },
      {
        "says": "No: a gift is not income to the person who receives it, so you owe no income tax on it, federal or Massachusetts, and report nothing. The giver files a gift tax return (Form 709) only above {{giftExclusion}} to one person in a year (2026), and even then rarely owes tax; what the money earns after you get it is yours to report.",
        "asks": [
          "i received 30000 as a gift do i pay tax on it",
          "my son gave me money do i have to report it or pay tax"
        ]
      }
    ],
    "summary": "Each person can give {{giftExclusion}} to as many people as they like in 2026, filing a gift tax return (Form 709) only above that to one person in a year, so a married couple can give {{giftExclusion+giftExclusion}} to each person; tuition and medical bills paid directly are not gifts at all, and larger gifts only need a return until lifetime gifts pass {{estateExclusion}}. Massachusetts has no gift tax. The IRS exclusion does not protect a gift from MassHealth's five-year look-back.",
    "steps": [
      "Give up to the annual exclusion per person; spouses each have their own.",
      "Pay tuition or medical bills directly to the school or provider to give more without using the exclusion.",
      "Front-load a 529 with five years of exclusions at once, reported on Form 709.",
      "For anyone who may need MassHealth long-term care, remember gifts count under its five-year look-back."
    ],
    "benefits": [
      "Gifts during life move future growth out of your estate, which matters for the Massachusetts estate tax."
    ],
    "risks": [
      "Money given away is gone: keep enough for your own care and income first."
    ],
    "next": [
      "List each gift by person and year, and keep copies of any Form 709 you file."
    ]
  },
  {
    "id": "health-plan-choice",
    "title": "Which health plan saves me more?",
    "area": "health",
    "questions": [
      "Which health plan saves me more?",
      "HDHP with HSA or PPO, which is cheaper?",
      "How do I compare health insurance plans?",
      "Which health insurance should I pick at open enrollment?",
      "high deductible plan vs low deductible"
    ],
    "keywords": [
      "health plan",
      "health insurance",
      "compare",
      "cheaper",
      "saves",
      "save",
      "premium",
      "deductible",
      "ppo",
      "hmo",
      "hdhp",
      "high deductible",
      "open enrollment",
      "out of pocket",
      "copay",
      "choose",
      "pick"
    ],
    "sources": [
      "irsPub969",
      "healthcareGov",
      "medicarePlanFinder"
    ],
    "points": [
      {
        "says": "No: compare each plan's total yearly cost for the care you expect: premiums plus the deductible, copays and coinsurance up to its out-of-pocket maximum, minus any employer HSA money and tax savings. A low-premium, high-deductible plan can cost more in a year with heavy care.",
        "asks": [
          "the plan with the lowest premium is always the cheapest",
          "the cheapest premium saves me the most money"
        ],
        "belief": true
      }
    ],
    "summary": "The cheaper plan is the one with the lowest total yearly cost for your likely care: premiums plus expected out-of-pocket costs, minus any tax savings or employer HSA money.",
    "steps": [
      "Add up each plan’s yearly premiums.",
      "Estimate your care for a normal year and a bad year, and apply each plan’s deductible, copays and out-of-pocket maximum.",
      "For a high-deductible plan, subtract the tax saved on HSA contributions (up to {{hsaSelf}} self-only or {{hsaFamily}} family) and any employer deposit.",
      "Check that your doctors, hospitals and prescriptions are in network.",
      "On Medicare, compare Original Medicare plus Medigap and Part D against Medicare Advantage the same way, using Plan Finder."
    ],
    "benefits": [
      "Healthy years often favour a high-deductible plan with an HSA.",
      "Frequent care or planned surgery often favours a lower-deductible plan."
    ],
    "risks": [
      "Choosing on premium alone can cost more in a bad year.",
      "Networks and drug formularies change every year."
    ],
    "next": [
      "List your doctors and prescriptions, then price each plan for a normal and a bad year."
    ]
  },
  {
    "id": "home-sale",
    "title": "Selling your home: the capital gains exclusion",
    "area": "tax",
    "questions": [
      "Do I owe tax if I sell my house?",
      "How much of my home sale profit is tax free?",
      "home sale capital gains exclusion",
      "selling my house after my spouse died taxes",
      "We sold our house, do we owe taxes?"
    ],
    "keywords": [
      "sell my house",
      "sold our house",
      "selling the house",
      "home sale",
      "sale of home",
      "condo",
      "primary residence",
      "main home",
      "exclusion",
      "profit on house",
      "downsizing"
    ],
    "sources": [
      "irsHomeSale",
      "irsPub523"
    ],
    "ask": "What did you pay for the home and spend on improvements, and what will it sell for?",
    "presumes": "own-home",
    "points": [
      {
        "calculator": "homeSale",
        "uses": [
          "gain"
        ],
        "asks": [
          "we sold our house made about 600k profit do we owe taxes",
          "how much is tax free when i sell my house",
          "selling the condo i lived in gain around 300k",
          "tax on my home sale gain",
          "sold our house for a million more than we paid for it decades ago how much tax",
          "do i pay capital gains on my house if i lived there 30 years"
        ]
      },
      {
        "says": "No: the exclusion is up to {{homeSaleSingle}} of gain per person, and {{homeSaleJoint}} in total for a married couple filing jointly, not that much each; the gain above it is taxed as a capital gain.",
        "asks": [
          "a married couple each gets a 500k home sale exclusion",
          "we get a million dollars of home sale gain tax free as a couple"
        ],
        "belief": true
      },
      {
        "says": "You can if you sell within two years of the death and have not remarried: a surviving spouse can still exclude up to {{homeSaleJoint}} of gain when the couple met the ownership and use rules just before the death; after two years the limit is {{homeSaleSingle}}. Your late spouse’s share of the home also gets a stepped-up basis, which shrinks the gain.",
        "asks": [
          "my husband died if i sell the house this year do i still get the 500k exclusion",
          "widow do i still get the 500k exclusion",
          "my wife died can i still get the 500000 exclusion when i sell the house"
        ]
      },
      {
        "says": "A surviving spouse who sells within two years of the death can still exclude up to {{homeSaleJoint}} of gain if the couple met the rules just before the death; after that the limit is {{homeSaleSingle}}. The late spouse’s share of the home also gets a stepped-up basis, which shrinks the gain.",
        "asks": [
          "selling my house after my spouse died",
          "widow selling the house taxes"
        ]
      },
      {
        "says": "Not anymore: the once-in-a-lifetime exclusion for sellers 55 and older was replaced in 1997 by today's exclusion of up to {{homeSaleSingle}} of gain ({{homeSaleJoint}} for a married couple), usable every two years at any age if you owned and lived in the home 2 of the last 5 years. Improvements you paid for add to your cost, lowering the gain.",
        "asks": [
          "isnt there a one time exclusion for selling your house after 55",
          "over 55 home sale exclusion"
        ]
      },
      {
        "says": "Yes, if she lived in the home at least 1 year of the 5 before the sale and moved because she could no longer care for herself: time in a licensed care facility then counts as living in the home toward the 2 years, so she can still exclude up to {{homeSaleSingle}} of gain.",
        "asks": [
          "mom moved into care and we are selling her house does she get the exclusion",
          "does time in a care facility count toward the 2 year rule",
          "home sale exclusion after moving to assisted living"
        ]
      },
      {
        "says": "A partial exclusion is allowed if you sold mainly because of a move for work, health (including a doctor's advice to move for care) or an unforeseeable event: you exclude the share of {{homeSaleSingle}} ({{homeSaleJoint}} for a couple) that your months of ownership and use bear to 24 months.",
        "asks": [
          "had to sell my house before 2 years because of health",
          "partial home sale exclusion",
          "sold before two years moved for a job or health"
        ]
      },
      {
        "says": "It depends on what you want the house to do: selling frees the equity (with up to {{homeSaleSingle}} of gain, {{homeSaleJoint}} for a married couple, tax-free) and can cut upkeep and property tax, but moving has costs, rent rises over time, and the house may be the asset you would otherwise leave or use for care. Compare a year's cost of staying with a year's cost of the move.",
        "asks": [
          "should i downsize",
          "should i sell my house and rent"
        ]
      },
      {
        "says": "Yes, if you still owned it and lived in it for 2 of the 5 years before the sale: the exclusion then applies, but depreciation you took (or could have taken) while renting it is taxed, at up to 25%, and years it was rented before you moved back in after 2008 can shrink the excluded share of the gain.",
        "asks": [
          "can i exclude the gain if i rented out my house before selling",
          "sold my house after renting it out",
          "home sale exclusion after renting it"
        ]
      },
      {
        "says": "No: that rule ended in 1997. Today up to {{homeSaleSingle}} of gain ({{homeSaleJoint}} joint) is tax-free if you owned and lived in the home 2 of the 5 years before the sale, whether or not you buy another home, and gain above that is taxed even if you do.",
        "asks": [
          "i have to buy a more expensive house to avoid capital gains",
          "i need to buy another home within 2 years to avoid the tax"
        ],
        "belief": true
      },
      {
        "says": "Yes, usually, up to the exclusion: up to {{homeSaleSingle}} of gain ({{homeSaleJoint}} married filing jointly) on a main home you owned and lived in for 2 of the last 5 years is tax-free, whether or not you buy another home. Gain above that is taxed even if you put it all into the new home.",
        "asks": [
          "can i sell my house tax free and buy a smaller one",
          "can we downsize to a smaller home tax free"
        ]
      },
      {
        "says": "No, not unless it was your main home: the {{homeSaleSingle}} exclusion ({{homeSaleJoint}} married filing jointly) applies only to a home you owned and lived in as your main home for at least two of the last five years. A second home's gain, the sale price less what you paid and spent on improvements, is taxed as a long-term capital gain.",
        "asks": [
          "do we get the home sale exclusion on our vacation home",
          "is a second home eligible for the home sale exclusion",
          "is the gain on our summer cottage taxed"
        ]
      },
      {
        "says": "No, age has nothing to do with it: the once-in-a-lifetime exclusion for people over 55 ended in 1997. Today anyone can exclude up to {{homeSaleSingle}} of gain ({{homeSaleJoint}} married filing jointly) on a main home owned and lived in for at least two of the last five years, and gain above that is taxed.",
        "asks": [
          "selling my house after 65 means no capital gains tax",
          "over 55 you dont pay tax when you sell your house"
        ],
        "belief": true
      }
    ],
    "summary": "If you owned and lived in the home as your main home for at least two of the last five years, up to {{homeSaleSingle}} of the gain is tax-free, or {{homeSaleJoint}} for a married couple filing jointly. Gain above that is taxed as a long-term capital gain, and Massachusetts taxes it at 5%.",
    "steps": [
      "Work out the gain: the sale price minus selling costs, minus what you paid plus improvements.",
      "Check the two-of-five-years ownership and use tests.",
      "Keep records of improvements; they reduce the gain.",
      "Report the sale if you get a Form 1099-S or have a taxable gain."
    ],
    "benefits": [
      "Most home sellers owe no federal tax on the sale."
    ],
    "risks": [
      "A large gain can also raise Medicare premiums (IRMAA) two years later.",
      "Gain above the exclusion counts toward the 3.8% net investment income tax at higher incomes."
    ],
    "next": [
      "Gather the closing statements from the purchase and the sale and a list of improvements."
    ]
  },
  {
    "id": "home-title",
    "title": "How your home is titled in Massachusetts",
    "area": "estate",
    "questions": [
      "How should our house be titled?",
      "Whose name should be on our deed?"
    ],
    "keywords": [
      "deed",
      "title",
      "titled",
      "tenancy by the entirety",
      "joint tenancy",
      "tenants in common",
      "homestead",
      "declaration of homestead",
      "transfer on death deed",
      "life estate",
      "registry of deeds",
      "house in both names"
    ],
    "sources": [
      "massHomestead",
      "massDeeds",
      "massProbate"
    ],
    "ask": "Is the deed in one name, in both names, or in a trust?",
    "points": [
      {
        "says": "All three decide what happens at a death: with tenancy by the entirety (married couples only) or joint tenancy, the survivor owns the whole house automatically, without probate; tenants in common each own a share that passes by their will or by law, through probate. Tenancy by the entirety also shields the house from one spouse's own creditors, and neither spouse can sell or mortgage it alone.",
        "asks": [
          "tenancy by the entirety vs joint tenancy",
          "what is tenancy by the entirety",
          "difference between joint tenants and tenants in common",
          "how should a married couple hold title to a house"
        ]
      },
      {
        "says": "No probate is needed if you held it as tenants by the entirety or joint tenants: the house is already yours. Record a certified copy of the death certificate at the registry of deeds for the county (an estate that may owe Massachusetts estate tax also needs a lien release before a sale), and tell the lender and the home insurer; tenants in common is different, since the share passes through the estate.",
        "presumes": "a-death",
        "asks": [
          "my husband died and the house was in both names how do i get it in my name",
          "deed still has my late spouse on it what do i do",
          "do i need probate for a house owned jointly"
        ]
      },
      {
        "says": "No: a house held as tenants by the entirety or joint tenants passes to the survivor automatically at the first death, without probate; the survivor records a certified copy of the death certificate at the registry of deeds. Probate comes at the second death, when the house is in one name, unless it is then in a trust.",
        "asks": [
          "our house in both names goes through probate when one of us dies",
          "a jointly owned house has to go through probate at the first death"
        ],
        "belief": true
      },
      {
        "says": "No: Massachusetts has no transfer-on-death deed for real estate, so a house in your name alone goes through probate. To pass it outside probate, people use joint ownership with a right of survivorship, a revocable living trust, or a deed keeping a life estate, each with its own tax and MassHealth effects.",
        "asks": [
          "does massachusetts have transfer on death deeds",
          "can i put a beneficiary on my house deed",
          "transfer on death deed for my house",
          "massachusetts lets me put a transfer on death beneficiary on my house",
          "i can leave my house by a transfer on death deed in massachusetts"
        ]
      },
      {
        "says": "It protects your home's equity from unsecured creditors, such as a lawsuit or credit card debt: every owner-occupied home gets {{homesteadAutomatic}} automatically, and recording a Declaration of Homestead at the registry of deeds raises it to {{homesteadDeclared}}; owners 62 or older or disabled can each file, for up to twice that together. It does not protect against a mortgage, taxes or liens you agreed to.",
        "asks": [
          "what is a homestead declaration",
          "how do i protect my house with a homestead",
          "should i file a homestead in massachusetts"
        ]
      },
      {
        "says": "A life estate deed gives your house to your children now while you keep the right to live there for life; at your death it passes to them without probate, and they keep the step-up in basis. But you cannot sell or mortgage it without them, the transfer starts MassHealth's five-year look-back, and it is hard to undo.",
        "asks": [
          "what is a life estate deed",
          "should i deed my house to my kids and keep a life estate",
          "can i give my house to my son but keep living there",
          "life estate massachusetts house"
        ]
      },
      {
        "says": "From the registry of deeds for the county or district where the house is: recorded deeds are public, most registries let you search and print them free at masslandrecords.com, and a certified copy costs a small fee. A lost original deed does not matter, since the recorded copy is the legal record.",
        "asks": [
          "how do i get a copy of my deed",
          "where do i find my house deed",
          "lost the deed to my house"
        ]
      }
    ],
    "summary": "How the deed names the owners decides who gets the house at a death: joint owners and tenants by the entirety pass it to the survivor without probate, while a house in one name alone, or held as tenants in common, goes through probate. Massachusetts has no transfer-on-death deed, and a recorded homestead protects the home's equity from most creditors.",
    "steps": [
      "Read the deed at the registry of deeds to see how the house is titled.",
      "Record a Declaration of Homestead if you have not.",
      "Decide with a lawyer whether a trust or a life estate fits, before changing the deed."
    ],
    "benefits": [
      "The right title keeps the house out of probate and protects the surviving spouse."
    ],
    "risks": [
      "Adding children to the deed can be a taxable gift, lose part of the step-up in basis and expose the house to their creditors."
    ],
    "next": [
      "Get a copy of your deed from the registry of deeds and check the homestead."
    ]
  },
  {
    "id": "how-much-life-insurance",
    "title": "How much life insurance do I need?",
    "area": "insurance",
    "questions": [
      "How much life insurance do I need?",
      "How much life insurance should I buy?",
      "do i need life insurance in retirement",
      "should i keep my life insurance after retiring"
    ],
    "keywords": [
      "how much",
      "coverage amount",
      "death benefit",
      "need life insurance",
      "keep",
      "cancel",
      "retirement",
      "spouse income",
      "dependents",
      "life insurance",
      "group life",
      "convert",
      "guaranteed issue",
      "final expense",
      "over 70",
      "graded",
      "portability"
    ],
    "sources": [
      "irsLifeInsurance",
      "ssaSurvivors",
      "massInsurance",
      "naicLife",
      "massGroupConversion"
    ],
    "points": [
      {
        "says": "It depends: once the mortgage is paid and no one relies on your income, many retirees need less or none. It can still be worth keeping if your spouse would lose a pension or a Social Security check at your death, or to pay estate taxes or leave money to heirs.",
        "asks": [
          "do i still need life insurance after retirement",
          "do i need life insurance at 70",
          "how much life insurance do i need at 65",
          "cancel my life insurance in retirement"
        ]
      },
      {
        "says": "Usually, by converting or porting it: most group life plans let you convert to an individual policy without a medical exam if you apply within about 31 days after the coverage ends, and some let you keep it as portable term coverage. Converted coverage often costs much more, so if you are healthy compare it with a policy bought on its own.",
        "asks": [
          "can i keep my group life insurance when i retire",
          "can i keep my life insurance from work after i retire",
          "convert employer life insurance to my own policy",
          "is my company life insurance gone when i leave the job"
        ]
      },
      {
        "says": "Usually, at a price that rises with age: many insurers sell policies into the 70s and 80s after health questions or an exam. Guaranteed-issue (final-expense) policies ask no health questions but pay small amounts at a high price, often only the premiums back if death comes in the first 2 years.",
        "asks": [
          "can i get life insurance at 75",
          "life insurance in my 70s",
          "guaranteed issue life insurance no medical exam"
        ]
      },
      {
        "says": "Usually only the premiums paid back, often with some interest (10% is common), if death from illness comes in the first 2 years, sometimes 3: that is the graded death benefit of guaranteed-issue and some simplified-issue policies. A death by accident is usually paid in full from the start, and after the graded period the full face amount is paid; the policy's schedule of graded benefits says exactly what.",
        "asks": [
          "what does a final expense policy pay if i die in the first two years",
          "what is a graded death benefit",
          "guaranteed acceptance life insurance waiting period"
        ]
      },
      {
        "says": "It ends with the job, but you usually have 31 days to convert it to your own policy or port it, and a group policy generally pays the amount you could have converted if you die within that window. In Massachusetts you must be told of the conversion right within 15 days; if the notice comes later, you get 15 more days after it, and the right lasts no longer than 90 days after the coverage ended.",
        "asks": [
          "i lost my job what happens to my life insurance from work",
          "what if i die before i convert my group life insurance",
          "my employer never told me i could convert my life insurance"
        ]
      },
      {
        "says": "Usually yes, a small one: guaranteed-issue final-expense policies accept anyone in their age range (often up to 80 or 85) with no health questions or exam, for a modest face amount at a high premium. Most have a graded benefit: if death from illness comes in the first two years, they pay back only the premiums plus some interest, and the full amount after that.",
        "asks": [
          "im 78 with heart problems can i still get life insurance",
          "can i get a small policy at 80 with copd",
          "life insurance with health problems no health questions",
          "my health is bad what life insurance can i get for my funeral",
          "small life insurance policy for my funeral with health problems",
          "final expense insurance with heart problems",
          "turned down for life insurance because of my health what can i still get"
        ]
      },
      {
        "says": "No: most guaranteed-issue (no health questions) final-expense policies have a graded benefit, so a death from illness in the first two years (sometimes three) pays back only the premiums, often with some interest; the full face amount is paid after that, or for an accidental death from the start.",
        "asks": [
          "guaranteed issue life insurance pays the full amount from day one",
          "a no health questions policy pays out right away if i die"
        ],
        "belief": true
      }
    ],
    "summary": "You need enough life insurance to cover debts, final costs and the income your family would lose; in retirement, the need often shrinks to protecting a spouse’s income or an estate plan.",
    "steps": [
      "Add debts, final expenses and future goals (such as a spouse’s living costs).",
      "Subtract savings and the survivor’s income, including the Social Security survivor benefit.",
      "In retirement, check what the surviving spouse loses: one Social Security check and perhaps a pension.",
      "Before cancelling an old policy, ask for its cash value and whether it could be exchanged or sold."
    ],
    "benefits": [
      "Death benefits are generally free of federal income tax to beneficiaries."
    ],
    "risks": [
      "Dropping a policy can be hard to undo if your health changes."
    ],
    "next": [
      "Gather current policies and statements to see what you already have."
    ]
  },
  {
    "id": "hsa",
    "title": "Health savings accounts (HSAs)",
    "area": "health",
    "questions": [
      "How does an HSA work?",
      "Can I use my HSA in retirement?",
      "hsa triple tax advantage"
    ],
    "keywords": [
      "hsa",
      "hsa contribution limit",
      "hsa limit",
      "health savings account",
      "high deductible",
      "hdhp",
      "triple tax",
      "medical expenses",
      "invest hsa"
    ],
    "sources": [
      "irsPub969",
      "irsRevProc202519"
    ],
    "ask": "How old are you, is your coverage self-only or family, and when does Medicare start?",
    "points": [
      {
        "says": "No. HSA contributions must stop once any part of Medicare starts, and because Part A can be backdated up to six months when you sign up after 65, stop contributing six months before you apply. To keep contributing while you work with the employer's coverage, delay Part A, and Social Security, which starts it. You can keep spending the money tax-free on medical costs, including Medicare premiums.",
        "asks": [
          "can i contribute to an hsa on medicare",
          "can i keep putting money in my hsa after i sign up for medicare",
          "can i still put money in my hsa after medicare",
          "can i keep putting money in my hsa after i go on medicare",
          "hsa contributions and medicare"
        ]
      },
      {
        "says": "Yes, as long as you are covered by an HSA-eligible high-deductible plan and have not enrolled in any part of Medicare: delaying Part A and Part B while you work keeps you eligible. Starting Social Security after 65 enrolls you in Part A automatically, which ends contributions, and Part A is backdated up to 6 months when you sign up later, so stop contributing 6 months before you enroll.",
        "asks": [
          "can i keep putting money in my hsa if i hold off on medicare",
          "still working and havent taken medicare can i keep contributing to my hsa",
          "can i keep funding my hsa if i delay medicare",
          "havent taken social security or medicare yet can i keep putting money in my hsa",
          "im past 65 and not on medicare can i still open an hsa",
          "can i contribute to my hsa after 65 if im not on medicare"
        ]
      },
      {
        "says": "Yes. From 65 you can pay Medicare Part B, Part D and Medicare Advantage premiums from an HSA tax-free, but not Medigap (Medicare supplement) premiums.",
        "asks": [
          "can i use hsa money for medicare premiums",
          "pay medicare premiums from hsa"
        ]
      },
      {
        "says": "For 2026 you can put {{hsaSelf}} into an HSA with self-only coverage or {{hsaFamily}} with family coverage, plus {{hsaCatchUp}} more at 55 or older.",
        "asks": [
          "how much can i put in an hsa in 2026",
          "hsa contribution limit 2026",
          "and the limit for 2026",
          "how much can i put in an hsa"
        ]
      },
      {
        "says": "Each of you can, but only into your own HSA: the {{hsaCatchUp}} catch-up at 55 or older belongs to the person, so a spouse who wants it must open an HSA in her own name, even under your family plan. The family limit, {{hsaFamily}} for 2026, is shared between the two of you and split as you choose; with both catch-ups a couple 55 or older can put in {{hsaFamily+hsaCatchUp+hsaCatchUp}} in all.",
        "asks": [
          "my husband and i are both 57 on a family plan can we both put in the hsa catch up",
          "can my wife make her catch up contribution into my hsa",
          "my wife is 56 does she need her own hsa for the catch up",
          "hsa catch up for both spouses",
          "my husband has family hdhp coverage can i have my own hsa",
          "can i put my husbands hsa catch up in my account"
        ]
      },
      {
        "says": "Yes: HSA money can pay qualified medical costs for you, your spouse and your tax dependents tax-free, even if they are not covered by your high-deductible plan or are on Medicare. Medicare premiums for a spouse count once you, the account owner, are 65.",
        "asks": [
          "my hsa is in my name can my wife use it for her medical bills",
          "can i use my hsa for my husbands medical bills",
          "can i pay my spouses doctor bills from my hsa",
          "can i use my hsa for my kids or my wife"
        ]
      },
      {
        "says": "It depends on your medical costs and eligibility, but an HSA is often funded first by those who can: it is the only account that is deductible going in, grows untaxed and comes out tax-free for medical costs (including Medicare premiums later). A Roth is taxed going in and comes out tax-free for anything; HSA money spent on other things after 65 is taxed like a traditional IRA. An HSA needs a high-deductible plan and ends new contributions once Medicare starts.",
        "asks": [
          "hsa or roth which one should i fund first",
          "hsa or roth ira for my extra savings"
        ]
      },
      {
        "says": "From 65 you can spend HSA money on anything without the 20% penalty (non-medical withdrawals are taxed like IRA withdrawals), medical withdrawals stay tax-free, and contributions stop once you enroll in any part of Medicare.",
        "asks": [
          "hsa after 65 rules",
          "what happens to my hsa at 65"
        ]
      },
      {
        "calculator": "hsaLimitFor",
        "uses": [
          "ages",
          "family"
        ],
        "asks": [
          "how much can i put in my hsa this year",
          "hsa limit with family coverage at 56",
          "hsa contribution limit for my age"
        ]
      },
      {
        "says": "No. Once any part of Medicare starts, including premium-free Part A, you can no longer contribute to an HSA, and Part A is backdated up to 6 months when you sign up after 65, so stop contributions 6 months before. You can still spend the HSA tax-free on medical costs and Medicare premiums.",
        "asks": [
          "can i keep contributing to my hsa if i sign up for part a",
          "hsa and medicare part a",
          "can i put money in an hsa on medicare"
        ]
      },
      {
        "says": "Your limit is prorated: for each month before the month Medicare starts you can contribute one-twelfth of the yearly limit ({{hsaSelf}} self-only or {{hsaFamily}} family in 2026) and of the {{hsaCatchUp}} catch-up. If you sign up for Medicare after 65, Part A is backdated up to 6 months, so stop contributing 6 months before you enroll.",
        "asks": [
          "how much can i put in my hsa the year i go on medicare",
          "hsa limit the year i turn 65",
          "part a starts in july how much can i put in my hsa",
          "when should i stop contributing to my hsa if medicare starts at 65",
          "starting medicare at 65 when do my hsa contributions stop"
        ]
      },
      {
        "says": "Yes: HSA money is tax-free for qualified medical costs, which include dental care, eyeglasses and contacts, hearing aids, prescriptions, deductibles and copays, and since 2020 over-the-counter medicines; cosmetic procedures and general health items do not count. Keep the receipts, since you can reimburse yourself years later.",
        "asks": [
          "can i use hsa money for dental and glasses",
          "what can i pay for with my hsa",
          "are hearing aids an hsa expense",
          "can i buy over the counter medicine with my hsa"
        ]
      },
      {
        "says": "It stays yours to spend: Medicare ends new contributions, not spending. The money comes out tax-free for qualified medical costs, including Medicare Part B, Part D and Medicare Advantage premiums (not Medigap); from 65 other spending owes only income tax, no penalty.",
        "asks": [
          "im on medicare can i still spend my hsa",
          "can i use my hsa after i go on medicare"
        ]
      },
      {
        "says": "Yes, up to a yearly limit by age: an HSA can pay a tax-qualified long-term care policy's premium tax-free up to the amount that counts as a medical expense, {{ltcPremium61to70}} at 61 to 70 and {{ltcPremiumOver70}} over 70 for 2026; pay any premium above the limit with other money.",
        "asks": [
          "can i pay long term care insurance premiums from my hsa",
          "use my hsa for a long term care policy"
        ]
      },
      {
        "says": "No, not after 65: from 65, HSA money spent on anything else owes no 20% additional tax, only income tax, like an IRA withdrawal; spent on qualified medical costs it stays tax-free.",
        "asks": [
          "im over 65 is there a 20% penalty if i use my hsa for something not medical"
        ]
      },
      {
        "says": "No: from 65 the 20% penalty on non-medical spending goes away, but that spending is taxed as income, like a traditional IRA withdrawal, not tax-free like a Roth. Only qualified medical costs, Medicare Part B, Part D and Medicare Advantage premiums included, come out tax-free, so keep receipts.",
        "asks": [
          "after 65 i can spend my hsa on anything tax free",
          "once im 65 hsa withdrawals are tax free for anything"
        ],
        "belief": true
      },
      {
        "says": "No: Medicare stops new contributions, not spending. The money stays yours and comes out tax-free for qualified medical costs, including Medicare Part B, Part D and Medicare Advantage premiums; from 65 other spending owes only income tax, no penalty.",
        "asks": [
          "once im on medicare i cant use my hsa money anymore",
          "my hsa money is frozen once medicare starts"
        ],
        "belief": true
      },
      {
        "says": "No: Medigap (Medicare supplement) premiums are not a qualified HSA expense. From 65 an HSA can pay Medicare Part B, Part D and Medicare Advantage premiums tax-free; used for Medigap, the money is taxed as income (with no penalty after 65).",
        "asks": [
          "can i pay my medicare supplement premium from my hsa",
          "can my hsa pay for my supplement plan"
        ]
      },
      {
        "says": "Yes, once in your lifetime: a qualified HSA funding distribution moves money directly from a traditional or Roth IRA to your HSA, tax- and penalty-free, up to the year's HSA limit less your other contributions (for 2026 {{hsaFamily}} family plus {{hsaCatchUp}} at 55 or older, {{hsaFamily+hsaCatchUp}}). You must stay HSA-eligible for the following 12 months, or the amount becomes taxable with a 10% penalty.",
        "asks": [
          "can i move money from my ira into my hsa",
          "ira to hsa transfer",
          "one time ira rollover to an hsa",
          "qualified hsa funding distribution"
        ]
      },
      {
        "says": "It depends on who inherits it: a spouse named as beneficiary keeps it as their own HSA, tax-free for medical costs. Anyone else, a son or daughter for example, gets it as taxable income: the whole value at your death counts as their income that year (less any of your medical bills they pay within a year), and it stops being an HSA; left to your estate, it is taxed on your final return.",
        "asks": [
          "what happens to my hsa after my death",
          "my son is the beneficiary of my hsa will he pay tax",
          "can i leave my hsa to my kids",
          "who inherits my hsa"
        ]
      },
      {
        "says": "No: an HSA left to anyone other than a spouse stops being an HSA, and its whole value counts as the beneficiary's taxable income in the year of your death (less your medical bills they pay within a year). Only a spouse beneficiary keeps it as a tax-free HSA, so spending it on your own medical costs, or naming your spouse, usually saves tax.",
        "asks": [
          "my kids can inherit my hsa tax free like a roth",
          "my hsa passes to my children tax free"
        ],
        "belief": true
      },
      {
        "says": "Yes: your spouse's Medicare does not affect you; if you are not on Medicare and have family HDHP coverage, you can contribute up to the family limit ({{hsaFamily}} for 2026, plus {{hsaCatchUp}} if you are 55 or older) and use it tax-free for your spouse's medical costs too. Your spouse, being on Medicare, cannot contribute to an HSA of their own.",
        "asks": [
          "my wife is on medicare can i contribute the family limit to my hsa",
          "my spouse has medicare and i have a family hdhp can i contribute to the hsa",
          "can i keep funding my hsa if my husband is on medicare"
        ]
      }
    ],
    "summary": "An HSA paired with a high-deductible plan lets you save up to {{hsaSelf}} (self-only) or {{hsaFamily}} (family) tax-free for medical costs.",
    "steps": [
      "You need a qualifying plan with a deductible of at least {{hdhpDeductibleSelf}} self-only or {{hdhpDeductibleFamily}} family.",
      "At 55 or older you can add {{hsaCatchUp}} a year.",
      "Contributions stop once you enroll in any part of Medicare.",
      "After 65, withdrawals for non-medical costs are taxed like an IRA but not penalized; medical withdrawals stay tax-free."
    ],
    "benefits": [
      "Deductible going in, tax-free growth and tax-free medical withdrawals."
    ],
    "risks": [
      "Non-medical withdrawals before 65 owe tax plus a 20% penalty."
    ],
    "next": [
      "Keep receipts: you can reimburse yourself for past medical costs years later."
    ]
  },
  {
    "id": "i-bonds",
    "title": "I bonds and savings bonds",
    "area": "retirement",
    "questions": [
      "How much can I put in I bonds?",
      "Can I cash in I bonds early?",
      "Are I bonds a good place for savings?"
    ],
    "keywords": [
      "i bonds",
      "i bond",
      "savings bonds",
      "savings bond",
      "treasurydirect",
      "treasury direct",
      "series i",
      "ee bonds",
      "inflation bonds"
    ],
    "sources": [
      "treasuryIBonds",
      "irsPub525"
    ],
    "ask": "When might you need the money, and how much are you thinking of putting in?",
    "points": [
      {
        "calculator": "bondInterestFor",
        "uses": [
          "paidIn",
          "worth"
        ],
        "asks": [
          "how much is taxable when i cash in savings bonds",
          "cashing in ee bonds how much of it is taxable",
          "do i pay tax on savings bonds i cash in",
          "is savings bond interest taxed by the state"
        ]
      },
      {
        "says": "{{iBondLimit}} a person each calendar year, bought electronically at TreasuryDirect; a married couple can each buy that much, and buying paper I bonds with a tax refund ended in 2025.",
        "asks": [
          "how much in i bonds can i buy in a year",
          "is there a limit on i bonds",
          "can i put 50k into i bonds this year"
        ]
      },
      {
        "says": "Not in the first year: an I bond cannot be cashed for 12 months after you buy it. Cashed before five years, it loses the last 3 months of interest; after five years there is no penalty.",
        "asks": [
          "can i cash in i bonds early",
          "can i get my i bond money out in 6 months",
          "when can i cash in an i bond"
        ]
      },
      {
        "says": "Yes, federally only: I bond interest is taxed by the IRS, when you cash the bond or it matures unless you choose to report it each year, and it is exempt from Massachusetts income tax.",
        "asks": [
          "are i bonds taxed",
          "do i pay tax on i bond interest"
        ]
      },
      {
        "says": "No: I bond interest is federally taxable, but you can wait to report it until you cash the bond or it stops earning interest after 30 years (or choose to report it yearly), and it is exempt from Massachusetts and other state income tax.",
        "asks": [
          "i have to pay tax on my i bond interest every year",
          "i bond interest is taxed by massachusetts"
        ],
        "belief": true
      }
    ],
    "summary": "I bonds are federal savings bonds whose interest follows inflation; each person can buy up to {{iBondLimit}} a year at TreasuryDirect. They cannot be cashed in their first year, and cashing before five years costs the last 3 months of interest.",
    "steps": [
      "Open an account at TreasuryDirect.gov in your own name; spouses each need their own.",
      "Keep money you may need within a year elsewhere, since an I bond is locked for a year.",
      "Check the rate set each May and November: a fixed rate for the bond's life plus an inflation rate."
    ],
    "benefits": [
      "Backed by the federal government and protected against inflation.",
      "Interest is free of Massachusetts tax and federal tax can wait until you cash the bond."
    ],
    "risks": [
      "The yearly limit keeps I bonds to a small part of most savings.",
      "Money is locked for a year, and early cashing costs 3 months of interest."
    ],
    "next": [
      "Decide what part of your cash reserve could sit a year or more, and compare I bonds with CDs and Treasury bills."
    ]
  },
  {
    "id": "incapacity-documents",
    "title": "Power of attorney and health care proxy",
    "area": "estate",
    "questions": [
      "Do I need a power of attorney?",
      "What is a health care proxy in Massachusetts?",
      "Who makes decisions if I can’t?",
      "durable power of attorney for my parents"
    ],
    "keywords": [
      "power of attorney",
      "poa",
      "health care proxy",
      "proxy",
      "incapacity",
      "guardianship",
      "living will",
      "decisions",
      "parents",
      "dementia",
      "documents",
      "paperwork",
      "if i get sick"
    ],
    "sources": [
      "massHealthProxy",
      "massProbate",
      "massPoaLaw",
      "massMolst",
      "massProxyLaw"
    ],
    "points": [
      {
        "says": "Three documents, signed while the person can still understand them: a durable power of attorney for money (including IRAs and taxes), a health care proxy (the Massachusetts form naming who makes medical decisions), and a HIPAA release; many people add a living will and a revocable trust. Without them, the family may need a court guardianship or conservatorship.",
        "asks": [
          "what papers should i have in case i get dementia",
          "what documents do i need in massachusetts if i get sick",
          "just diagnosed with alzheimers what should i get in place while i still can",
          "what documents do we need if my wife has alzheimers",
          "what should we do about her finances after a dementia diagnosis"
        ]
      },
      {
        "says": "Both are appointed by the Probate and Family Court when someone can no longer decide for themselves and signed no papers in time: a guardian makes personal and medical decisions, a conservator manages money and property, and one person can be both. The court process takes a medical certificate, notice to family and regular reports, which a durable power of attorney and a health care proxy signed in advance avoid.",
        "asks": [
          "what is the difference between guardianship and conservatorship",
          "guardian vs conservator whats the difference",
          "what is a conservator in massachusetts",
          "my mother can no longer manage her affairs and has no power of attorney"
        ]
      },
      {
        "says": "No: a power of attorney ends when the person who signed it dies. From then on only the personal representative the Probate and Family Court appoints (or the successor trustee, for what is in a trust) can act for the estate; joint and beneficiary accounts pass directly to their owners.",
        "asks": [
          "a power of attorney keeps working after death",
          "i can use my late fathers power of attorney after his death"
        ],
        "belief": true
      },
      {
        "says": "No: a Massachusetts health care proxy covers only medical decisions. Bank accounts, IRAs, bills and taxes need a separate durable power of attorney, signed while you can understand it.",
        "asks": [
          "a health care proxy lets my son handle my money",
          "my health care proxy covers my finances too"
        ],
        "belief": true
      },
      {
        "says": "No: you keep making your own medical decisions; your agent's authority starts only when your attending doctor determines in writing that you lack the capacity to make health care decisions, and it stops if you regain it.",
        "asks": [
          "my health care proxy is in effect as soon as i sign it",
          "once i sign a health care proxy my agent makes my medical decisions"
        ],
        "belief": true
      },
      {
        "says": "No: being married gives no legal authority over accounts in your spouse's name alone, and an IRA is always in one name. Without a durable power of attorney signed in time, the family must ask the Probate and Family Court to appoint a conservator.",
        "asks": [
          "as her husband i can manage her ira without a power of attorney",
          "my wife can handle my ira if i get dementia without a power of attorney"
        ],
        "belief": true
      },
      {
        "says": "Only with a durable power of attorney they signed while able to understand it: being family, even a spouse, gives no legal authority over accounts in another person's name alone, and an IRA is always in one name. Without one, the family must ask the Probate and Family Court to appoint a conservator.",
        "asks": [
          "my husband has dementia can i still move his ira and do his taxes",
          "can i manage my wifes accounts now that she has alzheimers",
          "my wife has dementia can i still handle her ira and file her taxes"
        ]
      },
      {
        "says": "No: no relative can sign for them. Only the person can sign their own power of attorney or health care proxy, while they can still understand what they sign (a diagnosis alone does not end that; the lawyer judges it at the signing). Once that understanding is gone, the family asks the Probate and Family Court to appoint a guardian for personal and medical decisions and a conservator for money and property.",
        "asks": [
          "can i sign a power of attorney for my mother",
          "can i just sign a health care proxy for my dad",
          "can i sign for my mom at the bank"
        ]
      },
      {
        "says": "No: in Massachusetts a durable power of attorney covers money and property; medical decisions need a health care proxy naming your agent, signed before two adult witnesses. Most people sign both, often naming the same person.",
        "asks": [
          "my durable power of attorney covers medical decisions too",
          "my power of attorney lets my son make my health care decisions"
        ],
        "belief": true
      },
      {
        "says": "No, not automatically: Massachusetts has no law that makes a spouse or other relative the decision-maker, so without a health care proxy doctors may turn to the family informally, but a disagreement or a major decision can require a court-appointed guardian. A health care proxy signed now settles it.",
        "asks": [
          "as his wife i automatically make his medical decisions",
          "the next of kin makes medical decisions automatically in massachusetts"
        ],
        "belief": true
      },
      {
        "says": "No: Social Security does not accept a power of attorney for someone's benefits. You apply to be their representative payee, who receives the payments for them, spends them on their needs and reports how they were used; the power of attorney still works for bank accounts and other money.",
        "asks": [
          "i can use my power of attorney to handle her social security checks",
          "a power of attorney lets me manage his social security deposits"
        ],
        "belief": true
      },
      {
        "says": "No: a power of attorney ends when the person who signed it dies. From then on the estate is handled by the personal representative (executor) the Probate and Family Court appoints, or by the successor trustee for what is in a trust; joint and beneficiary accounts pass directly to their owners.",
        "asks": [
          "can i still use my dads power of attorney after he died",
          "is her power of attorney still good now that she passed"
        ]
      },
      {
        "says": "While she can still understand what she signs, she can give you a durable power of attorney for her finances (and a health care proxy); her bank can add you as a convenience signer, and Social Security can make you her representative payee for her checks. If she can no longer understand, the Probate and Family Court can appoint you her conservator.",
        "asks": [
          "my mom gets confused with her bills how can i help legally",
          "how can i legally help my parent manage money",
          "my dad cant keep track of his bills anymore what can i do"
        ]
      },
      {
        "says": "No, not a health care proxy: in Massachusetts you sign it in front of two adult witnesses who sign it too, and the agent you name cannot be one of them. A durable power of attorney is usually signed before a notary as well, since banks expect it and a registry of deeds requires it for real estate.",
        "asks": [
          "does a health care proxy have to be notarized",
          "who can witness a health care proxy in massachusetts",
          "does a power of attorney need a notary"
        ]
      },
      {
        "says": "Yes: a power of attorney ends at the death of the person who signed it; from then on the personal representative appointed by the Probate and Family Court acts for the estate.",
        "asks": [
          "is a power of attorney over at death",
          "power of attorney ends at death"
        ]
      },
      {
        "says": "Yes: a health care proxy covers medical decisions only, and takes effect when your doctor determines in writing that you cannot make them yourself. Money and accounts need a durable power of attorney.",
        "asks": [
          "is a health care proxy only for medical decisions",
          "health care proxy only covers medical decisions"
        ]
      },
      {
        "says": "Usually a durable power of attorney does it better: a child added as a joint owner owns the account with you, so it can count as a gift, is open to the child's creditors or divorce, and passes to that child alone at your death, outside your will and around your other children. A power of attorney, or a convenience signer the bank allows on a checking account, lets them pay your bills without owning anything, and payable-on-death beneficiaries pass the accounts as you choose.",
        "asks": [
          "thinking of adding my daughter to my checking and brokerage accounts",
          "should i put my son on my bank account as a joint owner",
          "add my kids as joint owners on my accounts"
        ]
      },
      {
        "says": "No, not on your own: a house in both names needs both signatures. If he signed a durable power of attorney that covers real estate, his agent can sign for him; without one, you would need to be appointed his conservator by the Probate and Family Court, with the court's leave to sell.",
        "asks": [
          "my husband cant sign anymore can i sell our house without him"
        ]
      },
      {
        "says": "No: a Massachusetts health care proxy takes effect only when his doctor determines in writing that he cannot make or communicate his own health care decisions. While he can, he decides, and you help only as he asks.",
        "asks": [
          "as health care proxy i can use it right now while he is fine"
        ],
        "belief": true
      },
      {
        "says": "MOLST (Medical Orders for Life-Sustaining Treatment) is a Massachusetts medical order form, on bright pink paper, for people with a serious illness: it records choices about resuscitation, breathing machines, going to the hospital and other treatments, is signed by the patient (or their health care agent or guardian) and a clinician, and takes effect at once, so EMTs and hospitals follow it. It does not replace a health care proxy, which names who decides when you cannot.",
        "asks": [
          "what is a molst form",
          "what is molst in massachusetts",
          "my mother's doctor mentioned a molst what is it"
        ]
      },
      {
        "says": "No: a living will only writes down your wishes about treatment, and Massachusetts has no living will law, so doctors need not follow it. A health care proxy names an agent who can speak for you when your doctor finds you cannot; keep the living will as guidance for your agent.",
        "asks": [
          "a living will is the same as a health care proxy",
          "my living will covers me so i dont need a health care proxy"
        ],
        "belief": true
      },
      {
        "says": "A health care proxy is the Massachusetts form in which you name an agent, and an alternate, to make medical decisions for you if your doctor determines in writing that you cannot make them yourself. Anyone 18 or older can sign one before two adult witnesses (not the agent), with no lawyer or notary needed, and it covers medical decisions only, not money.",
        "asks": [
          "what is a health care proxy",
          "do i need a health care proxy in massachusetts",
          "what does a health care proxy do"
        ]
      },
      {
        "says": "No, not as a binding document: Massachusetts has no living will law, so doctors are not required to follow one. What the law recognizes is the health care proxy, naming an agent to decide for you; a written statement of your wishes is still worth having as guidance for that agent and your doctors.",
        "asks": [
          "is a living will legal in massachusetts",
          "does massachusetts recognize a living will"
        ]
      },
      {
        "says": "Any adult (18 or older) you trust, wherever they live, can be your health care agent, with an alternate in case the first cannot serve; the exception is someone who works at or runs the hospital, nursing home or other facility where you are a patient or resident, unless related to you by blood, marriage or adoption. The agent cannot be one of the two witnesses.",
        "asks": [
          "who can i name as my health care agent",
          "can my son be my health care proxy if he lives out of state",
          "can my nurse at the nursing home be my health care agent"
        ]
      },
      {
        "says": "Sign a new one: a later health care proxy revokes the earlier one, and you can also revoke by telling your agent or a doctor or other provider, aloud or in writing. Divorce or legal separation automatically revokes a proxy naming your spouse; give the new form to your agent and doctors.",
        "asks": [
          "how do i change my health care proxy",
          "how do i cancel my health care proxy",
          "does divorce cancel my health care proxy"
        ]
      },
      {
        "says": "A HIPAA authorization lets the doctors, hospitals and insurers you name share your health information with the people you name, such as a spouse or children, while you can still decide for yourself and before a health care proxy takes effect. Without one, privacy rules can keep them from getting updates or handling a bill; it gives no power to make decisions.",
        "asks": [
          "what is a hipaa release",
          "do i need a hipaa authorization for my kids"
        ]
      },
      {
        "says": "Yes, usually, if he still understands what he is signing at the time he signs it: a diagnosis, especially early on, does not by itself take away that capacity. Act soon, with a lawyer who can judge capacity at the signing (a doctor's note helps); once he can no longer understand, the family must ask the Probate and Family Court for a guardianship or conservatorship instead.",
        "asks": [
          "can someone with mild dementia still sign a power of attorney",
          "can someone with mild dementia sign a health care proxy",
          "after a dementia diagnosis can he still sign legal documents",
          "can a person with dementia still sign a durable power of attorney"
        ]
      },
      {
        "says": "No: what matters is whether the person understands the document at the moment of signing, and many people with early dementia still do. Sign a durable power of attorney and a health care proxy soon, with a lawyer who can judge capacity; once that is gone, only a court-appointed guardian or conservator can act.",
        "asks": [
          "once someone is diagnosed with dementia it is too late for a power of attorney",
          "after an alzheimers diagnosis my mom cant sign a health care proxy anymore",
          "a dementia diagnosis means she cant sign legal papers",
          "its too late for a health care proxy after a dementia diagnosis"
        ],
        "belief": true
      }
    ],
    "summary": "A durable power of attorney lets someone handle your finances and a health care proxy lets someone make medical decisions if you cannot; without them a court may have to appoint someone.",
    "steps": [
      "Choose agents you trust, plus alternates.",
      "Sign a durable power of attorney for finances and a Massachusetts health care proxy.",
      "Share copies with your agents, doctors and financial institutions.",
      "Review them after major life changes."
    ],
    "benefits": [
      "Avoids court guardianship and delays during a crisis."
    ],
    "risks": [
      "Banks may question old or unusual forms; keep documents current."
    ],
    "next": [
      "Talk with the people you would name before you sign."
    ]
  },
  {
    "id": "income-plan",
    "title": "Building a retirement income plan",
    "area": "retirement",
    "questions": [
      "How do I turn my savings into a paycheck in retirement?",
      "What is a retirement income plan?",
      "How should I draw down my savings?",
      "how to create income in retirement"
    ],
    "keywords": [
      "income plan",
      "paycheck",
      "drawdown",
      "bucket",
      "buckets",
      "income floor",
      "distribution",
      "spending plan",
      "retirement income",
      "cash flow",
      "stay retired"
    ],
    "sources": [
      "dolRetirement",
      "ssaMyAccount"
    ],
    "points": [
      {
        "says": "A bucket strategy keeps one to two years of planned withdrawals in cash or short-term bonds, the next several years in bonds and the rest invested for growth. You refill the cash bucket once a year, so a market drop never forces you to sell.",
        "asks": [
          "bucket strategy",
          "bucket strategy for retirement income",
          "what is the bucket approach",
          "we just retired now what do we do with our money"
        ]
      },
      {
        "says": "Medicare starts at 65, so plan coverage for the years before it: COBRA from your employer (usually up to 18 months, at full cost), a plan from the Massachusetts Health Connector (the ACA marketplace, with tax credits based on income), a spouse's employer plan, or retiree coverage if offered. Count that premium in your early-retirement budget.",
        "asks": [
          "if i retire at 60 what do i do for health insurance until medicare",
          "retiring before 65 how do we get health coverage",
          "retiring early at 62 health insurance gap"
        ]
      },
      {
        "says": "No: Medicare starts at 65 for most people (earlier only with a long-term disability), whenever you retire; before 65 you need COBRA, a Massachusetts Health Connector plan, a spouse's plan or retiree coverage.",
        "asks": [
          "i can retire at 62 and get on medicare",
          "medicare starts when i retire"
        ],
        "belief": true
      }
    ],
    "summary": "A retirement income plan matches each kind of spending to a source of money, so essentials are covered by reliable income and the rest can stay invested.",
    "steps": [
      "Split spending into essentials (housing, food, insurance, taxes) and wants (travel, gifts).",
      "Cover essentials with guaranteed income: Social Security, pensions and, if needed, an income annuity.",
      "Keep one to two years of planned withdrawals in cash or short-term bonds so you never sell in a downturn.",
      "Invest the rest for growth and refill the cash bucket once a year.",
      "Review once a year for taxes, required minimum distributions and spending changes."
    ],
    "benefits": [
      "Market drops do not force you to cut essentials.",
      "A clear plan makes spending decisions easier and calmer."
    ],
    "risks": [
      "Holding too much cash loses ground to inflation.",
      "Ignoring the order of withdrawals can raise lifetime taxes and Medicare premiums."
    ],
    "next": [
      "Gather your account statements, Social Security estimate and a year of spending."
    ]
  },
  {
    "id": "inherited-ira",
    "title": "Inherited IRAs and the 10-year rule",
    "area": "retirement",
    "questions": [
      "I inherited an IRA, what do I do?",
      "What is the 10-year rule for inherited IRAs?",
      "Do I have to take money out of an inherited IRA?",
      "inherited 401k from my mother",
      "my mom died and i got her 401k"
    ],
    "keywords": [
      "inherited",
      "inherit",
      "beneficiary ira",
      "10 year rule",
      "ten year",
      "stretch",
      "eligible designated",
      "heir",
      "from my parent"
    ],
    "sources": [
      "irsPub590b",
      "irsRmd"
    ],
    "ask": "Who left you the account (a spouse or someone else), and had they started RMDs?",
    "presumes": "a-death",
    "points": [
      {
        "says": "No, not if you are no more than 10 years younger than the owner (a brother or sister close in age, say): such a beneficiary is an \"eligible designated beneficiary\" and can spread withdrawals over their own life expectancy instead. A beneficiary more than 10 years younger, such as a child or grandchild, must empty the account by the end of the 10th year after the death.",
        "asks": [
          "my brother left me his ira do i have to empty it in 10 years",
          "inherited ira from my sister older than me",
          "eligible designated beneficiary",
          "not more than 10 years younger"
        ]
      },
      {
        "says": "Yes, on a traditional IRA: each withdrawal your children take is taxed to them as ordinary income, and most must empty the account within 10 years of your death, so the tax lands in their working years. A Roth IRA passes to them tax-free once it has been open five years, which is why some parents convert to leave Roth money.",
        "asks": [
          "will my kids pay tax on the ira i leave them",
          "do my children owe income tax on an ira they inherit"
        ]
      },
      {
        "says": "No. As a non-spouse beneficiary you generally have until the end of the 10th year after the year of death to empty an inherited IRA, so you can spread withdrawals (and the income tax on them) over several years; if the owner had already started RMDs, you also take a yearly RMD in years 1 to 9.",
        "asks": [
          "do i have to take it all out at once",
          "my dad left me his ira do i have to take it all out",
          "inherited ira do i have to cash it out",
          "i have to cash out my inherited ira right away"
        ]
      },
      {
        "says": "Keep it as an inherited (beneficiary) IRA if you need money before 59½: withdrawals from it owe no 10% penalty at any age, only income tax. If you roll it into your own IRA, withdrawals before 59½ owe the penalty. As a spouse you can still move it into your own IRA later, after 59½.",
        "asks": [
          "my husband passed im 58 if i roll his 401k into my own ira can i take money out without the penalty",
          "widow under 59 and a half inherited ira or my own ira"
        ]
      },
      {
        "calculator": "inheritedYearly",
        "asks": [
          "do i need yearly withdrawals from an inherited ira",
          "inherited ira annual rmd under the 10 year rule",
          "do i have to empty it in 10 years and take annual withdrawals"
        ]
      },
      {
        "calculator": "inheritedWait",
        "asks": [
          "can i leave an inherited ira alone and take it all out in the 10th year",
          "can i wait until year 10 to take money from my inherited ira",
          "can i let the inherited ira grow for 10 years and then take it all out"
        ]
      },
      {
        "says": "No, not if the owner had reached their RMD age: then you must take a yearly RMD in years 1 to 9, based on your own life expectancy, and empty the account by December 31 of the 10th year after the death. Only if the owner died before their RMD age can everything wait until that 10th year.",
        "asks": [
          "under the 10 year rule everything can stay in until year 10"
        ],
        "belief": true
      },
      {
        "says": "No: only a spouse can roll an inherited IRA into their own. Anyone else must have it moved by direct trustee-to-trustee transfer into an inherited IRA in the owner's name for your benefit; a check paid to you is a taxable withdrawal and cannot be put back.",
        "asks": [
          "can i roll my parents inherited ira into my own ira",
          "inherited ira check made out to me can i redeposit it",
          "non spouse beneficiary rollover",
          "i can roll my moms inherited ira into my own ira"
        ]
      },
      {
        "says": "No: the no-RMD rule is for the Roth's original owner (and a spouse who takes it as their own). Most other heirs must empty an inherited Roth IRA by December 31 of the 10th year after the death, though they need take nothing before then, and the withdrawals are tax-free once the Roth had been open five years.",
        "asks": [
          "roths dont have rmds so i can leave an inherited roth alone for life",
          "an inherited roth ira never has to be emptied"
        ],
        "belief": true
      },
      {
        "says": "No: if the owner died before taking that year's RMD, what was left of it must be paid to the beneficiaries by December 31 of that year. If that is not possible, the IRS waives the 25% tax when it is taken by the beneficiary's tax-return due date, with extensions.",
        "asks": [
          "the rmd my father didnt take before he died is just gone",
          "if the owner dies before taking the rmd it is forgiven"
        ],
        "belief": true
      },
      {
        "says": "The beneficiaries do: if the owner died before taking that year's RMD, what was left of it must be paid to the beneficiaries by December 31. If that is not possible, the IRS waives the 25% tax when it is taken by the beneficiary's tax-return due date, with extensions, for that year.",
        "asks": [
          "dad died before taking his rmd this year",
          "year of death rmd",
          "who takes the rmd the year the owner died"
        ]
      },
      {
        "says": "As the surviving spouse you have more choices than any other heir, and the 10-year rule does not bind you: treat the IRA as your own or roll it into your own IRA, with RMDs from your own RMD age but the 10% penalty on withdrawals before 59½; or keep it as an inherited IRA, taking money at any age with no penalty, and, as sole beneficiary, if your spouse died before their RMD age, start RMDs only when they would have reached it. You can switch from inherited to your own later; a qualified disclaimer within 9 months passes it to the contingent beneficiaries instead.",
        "asks": [
          "i inherited an ira from my husband what are my options",
          "my wife died and left me her ira what can i do with it",
          "choices for a surviving spouse who inherits an ira"
        ]
      },
      {
        "says": "No: money a beneficiary takes from an inherited IRA owes no 10% early-withdrawal penalty at any age, only income tax on a traditional IRA. A surviving spouse who rolls it into their own IRA gives that up until 59½.",
        "asks": [
          "do i pay a penalty if i take money out of an inherited ira",
          "my dad left me his ira and im 50 is there a 10% penalty on withdrawals"
        ]
      },
      {
        "says": "No, not as a non-spouse beneficiary: an inherited IRA cannot be converted to a Roth IRA (an inherited 401(k) can be moved by direct rollover into an inherited Roth IRA, taxed as income that year). A surviving spouse who treats the IRA as their own can then convert it like any other IRA.",
        "asks": [
          "can i convert an inherited ira to a roth",
          "can i roll my inherited ira into a roth"
        ]
      },
      {
        "says": "No, not as the surviving spouse: you can treat the IRA as your own (or roll it into your own IRA) and take RMDs only from your own RMD age, or keep it as an inherited IRA, which lets you withdraw before 59½ without the 10% penalty and wait to start RMDs until the year your spouse would have reached RMD age. The 10-year rule is for most other beneficiaries.",
        "presumes": "widowed",
        "asks": [
          "my husband died and left me his ira do i have to empty it in 10 years",
          "does the 10 year rule apply to a surviving spouse",
          "my wife left me her ira do i have to take it all out within 10 years",
          "my husband passed and im the beneficiary of his ira do i have to take money out now",
          "my wife passed and left me her ira do i have to take rmds from it right away"
        ]
      },
      {
        "says": "Yes: as the surviving spouse you can roll your late spouse's 401(k) or IRA into your own IRA, or treat an inherited IRA as your own, and take RMDs from your own RMD age. If you are under 59½ and may need the money, keeping it as an inherited IRA first avoids the 10% penalty on withdrawals; you can still move it into your own later.",
        "presumes": "widowed",
        "asks": [
          "my husband died can i roll his 401k into my own ira",
          "as a widow can i move my husbands ira into mine",
          "my wife died and left me her ira can i just make it mine",
          "can i make my late wifes ira my own",
          "i am the beneficiary of my wifes ira can i treat it as mine"
        ]
      },
      {
        "says": "Usually not: withdrawals from an inherited Roth IRA are tax-free if the owner's first Roth contribution was made at least five years before. A non-spouse beneficiary must still empty it by the end of the 10th year after the death, but need not take anything out in the years before.",
        "asks": [
          "do i pay tax on an inherited roth ira",
          "my dad left me his roth ira do i owe tax when i take it out"
        ]
      },
      {
        "says": "No: money a beneficiary takes from an inherited IRA owes no 10% early-withdrawal penalty at any age, only income tax. A spouse who rolls it into their own IRA instead gives that up until 59½.",
        "asks": [
          "the 10 percent penalty applies to my inherited ira because im under 59",
          "withdrawals from an inherited ira before 59 and a half are penalized",
          "taking money out of my inherited ira early gets the 10 percent penalty"
        ],
        "belief": true
      },
      {
        "says": "Yes, in most cases: a child more than 10 years younger than the parent must empty an inherited IRA by December 31 of the 10th year after the year of death, and if your parent had already started RMDs you also take a yearly RMD in years 1 to 9. Only a minor child of the owner, or a beneficiary who is disabled or chronically ill, can stretch it longer.",
        "presumes": "a-parent",
        "asks": [
          "my dad died and left me his ira do i have to empty it in 10 years",
          "my mother left me her ira do i have to empty it within 10 years",
          "inherited my parents ira does the 10 year rule apply to me"
        ]
      },
      {
        "says": "No, not a traditional IRA: your children pay income tax on what they take out, usually over 10 years. A Roth IRA does pass tax-free, once it has been open five years, and there is no federal estate tax below {{estateExclusion}}.",
        "asks": [
          "my ira goes to my kids tax free when i die",
          "my children will not pay tax on my ira"
        ],
        "belief": true
      },
      {
        "says": "It depends on her age: an IRA left to an estate must be emptied within 5 years if she died before her required beginning date (April 1 after the year she turned 73); if she had already started RMDs, it can be paid out over what would have been her remaining life expectancy. Heirs through an estate cannot stretch it over 10 years as named beneficiaries can.",
        "asks": [
          "no beneficiary was named so the ira goes to her estate how long do we have to empty it"
        ]
      },
      {
        "says": "Yes, by disclaiming it: a qualified disclaimer, made in writing within 9 months of the death and before you take anything from the account, passes the IRA as if you had died first, to the contingent beneficiaries named on the form (often your children), and it is not a gift from you. Check who is next in line before you sign; each of them then has 10 years to empty it.",
        "asks": [
          "can i disclaim an inherited ira so it goes to my kids",
          "i dont need my moms ira can it pass to my children without being a gift from me"
        ]
      },
      {
        "says": "Yes, in most cases: a niece, nephew, grandchild or other heir who is not the owner's spouse or minor child must empty it by December 31 of the 10th year after the year of death, with yearly withdrawals in between if the owner had started RMDs. The exceptions are an heir who is disabled or chronically ill, or not more than 10 years younger than the owner, who can stretch it over their own life expectancy.",
        "asks": [
          "i inherited an ira from my aunt do i have to empty it in 10 years",
          "inherited an ira from my uncle do i have to take it all out within 10 years"
        ]
      },
      {
        "says": "No: eligible designated beneficiaries are not: a surviving spouse, a disabled or chronically ill person, someone not more than 10 years younger than the owner, and the owner's minor child (until 21, then 10 years) can stretch withdrawals over their own life expectancy. Other individual heirs, most adult children, must empty it within 10 years.",
        "asks": [
          "everyone who inherits an ira has to empty it in 10 years",
          "all beneficiaries are on the 10 year rule now"
        ],
        "belief": true
      }
    ],
    "summary": "Most non-spouse beneficiaries must empty an inherited IRA by December 31 of the 10th year after the year of death (for a death in 2025, by the end of 2035), and if the owner had already started RMDs, take a withdrawal every year in between too. The exceptions, eligible designated beneficiaries (a spouse, a minor child, a disabled or chronically ill person, or one less than 10 years younger than the owner), can stretch withdrawals over their own life expectancy.",
    "steps": [
      "Do not cash out: ask the custodian to retitle the account as an inherited IRA.",
      "A surviving spouse can treat the IRA as their own or keep it as inherited.",
      "Most other beneficiaries must withdraw everything by the end of the tenth year after death.",
      "If the owner had already started RMDs, yearly withdrawals are generally also required in years 1 to 9.",
      "Spread withdrawals to avoid pushing income into a high bracket in one year."
    ],
    "benefits": [
      "Inherited Roth IRAs can be withdrawn tax-free within the 10 years.",
      "Planned withdrawals can keep taxes level across years."
    ],
    "risks": [
      "A lump-sum withdrawal can trigger a large tax bill.",
      "Missing required yearly withdrawals can owe an excise tax."
    ],
    "next": [
      "Bring the death certificate and the account statements to the custodian, and plan withdrawals before taking any."
    ]
  },
  {
    "id": "interest-income",
    "title": "How interest on savings, CDs and bonds is taxed",
    "area": "tax",
    "questions": [
      "How is interest taxed?",
      "Is bond interest taxable?"
    ],
    "keywords": [
      "interest",
      "cd",
      "cds",
      "certificate of deposit",
      "savings account",
      "money market",
      "municipal bond",
      "muni",
      "munis",
      "treasury",
      "treasuries",
      "i bonds",
      "savings bonds",
      "1099-int",
      "tax-exempt interest"
    ],
    "sources": [
      "irsPub550",
      "irsPub525",
      "irsPub915",
      "massSeniors"
    ],
    "ask": "Is the interest from a bank account or CD, from Treasuries, or from municipal bonds?",
    "points": [
      {
        "says": "No, not at the lower capital-gains rates: interest from CDs, savings and money market accounts is ordinary income, taxed at your regular bracket rate federally and at 5% by Massachusetts; only long-term gains and qualified dividends get the lower rates.",
        "asks": [
          "cd interest is taxed at capital gains rates",
          "interest on my savings gets the lower capital gains rate"
        ],
        "belief": true
      },
      {
        "says": "Yes: interest from CDs, savings and money market accounts is taxed as ordinary income in the year it is credited, even if you leave it in the account, federally at your bracket and in Massachusetts at 5%, reported on Form 1099-INT. Massachusetts ended its small exemption for Massachusetts bank interest from 2024. Interest inside an IRA is taxed only when withdrawn.",
        "asks": [
          "is interest from my cds taxable",
          "is my cd interest taxable",
          "how much tax will i owe on my cd interest in mass",
          "tax on a cd earning interest",
          "do i pay tax on savings account interest",
          "how is bank interest taxed",
          "money market interest taxes"
        ]
      },
      {
        "says": "Yes: all taxable interest must be reported on your return, even a few dollars and even when no Form 1099-INT arrives, since banks send one only for 10 dollars or more.",
        "asks": [
          "do i have to report interest under 10 dollars",
          "the bank didnt send me a 1099-int do i still report the interest"
        ]
      },
      {
        "says": "Not federally, but it still counts: interest on state and local bonds is free of federal income tax, yet it is added back in the income test that decides how much of your benefits are taxed, and in the income Medicare uses for IRMAA. Massachusetts exempts interest on Massachusetts bonds and taxes interest on other states' bonds at 5%.",
        "asks": [
          "is municipal bond interest taxable",
          "are munis tax free",
          "state tax on out of state muni bonds",
          "are muni bonds from other states tax free in massachusetts",
          "my new york and california muni interest is tax free for mass too",
          "tax on muni bond interest for retirees"
        ]
      },
      {
        "says": "Treasury and U.S. savings bond interest is taxed by the IRS but not by Massachusetts: interest on Treasury bills, notes and bonds and on EE and I bonds is exempt from state income tax by federal law. Savings bond interest can wait to be taxed until you cash the bond or it matures.",
        "asks": [
          "is treasury bond interest taxable in massachusetts",
          "are i bonds taxed by the state",
          "do i pay state tax on treasury bills",
          "savings bond interest taxes"
        ]
      },
      {
        "says": "No: interest on Treasury bills, notes and bonds, and on savings bonds, is taxed federally but not by Massachusetts or any other state. Interest from bank accounts, CDs and corporate bonds is taxed by Massachusetts at 5%.",
        "asks": [
          "are treasury bills free of state tax",
          "is interest on us treasuries state tax free",
          "t-bill interest and state income tax"
        ]
      },
      {
        "says": "No: EE and I savings bond interest (what you get back above what you paid) is taxed federally as ordinary income, usually in the year you cash the bond or it matures; it is exempt from Massachusetts and other state income tax. It can be tax-free federally only if used for qualified higher-education costs, within income limits.",
        "asks": [
          "savings bond interest is tax free",
          "i bonds and ee bonds are not taxed"
        ],
        "belief": true
      },
      {
        "says": "The interest is taxable: what you receive minus what was paid for the bond is taxed federally as ordinary income in the year you cash it (or it matures), reported on Form 1099-INT; Massachusetts does not tax it. It can be excluded federally only when used for qualified higher-education costs, within income limits.",
        "asks": [
          "how is a savings bond taxed when i cash it",
          "i cashed my ee bonds how much is taxable",
          "are ee bonds taxable when cashed in"
        ]
      }
    ],
    "summary": "Interest from CDs, savings and money market accounts is taxed as ordinary income, federally and by Massachusetts at 5%. Municipal bond interest is free of federal tax but still counts in the income test for taxing benefits, and Treasury interest is free of Massachusetts tax.",
    "steps": [
      "Gather every Form 1099-INT and 1099-OID; interest counts in the year it is credited.",
      "Report tax-exempt municipal interest on the return, since it counts in the income test for taxing benefits.",
      "Leave Treasury and U.S. savings bond interest out of Massachusetts income."
    ],
    "benefits": [
      "Treasuries and Massachusetts municipal bonds can lower the state tax on a retiree's interest."
    ],
    "risks": [
      "A large CD maturing, or a year of high rates, can make more of your benefits taxable and raise Medicare premiums."
    ],
    "next": [
      "Compare last year's 1099-INT totals with your tax return before buying more CDs."
    ]
  },
  {
    "id": "ira-eligibility",
    "title": "Who can contribute to an IRA",
    "area": "retirement",
    "questions": [
      "Can I contribute to an IRA if I am retired?",
      "Can my wife put money in an IRA if she does not work?",
      "What is a spousal IRA?",
      "Do I need earned income to contribute to an IRA?",
      "Is there an age limit for IRA contributions?"
    ],
    "keywords": [
      "spousal ira",
      "non working spouse",
      "doesnt work",
      "does not work",
      "no job",
      "earned income",
      "compensation",
      "still contribute",
      "stay at home",
      "homemaker",
      "retired contribute",
      "excess contribution",
      "put too much"
    ],
    "sources": [
      "irsPub590a",
      "irsIra",
      "irsNotice202567",
      "irsIraFaqs"
    ],
    "points": [
      {
        "says": "Yes, through a spousal IRA, as long as you file a joint return and the working spouse’s earned income covers both contributions. For 2026 your spouse can put up to {{iraLimit}}, or {{iraLimit+iraCatchUp}} at 50 or older, into a traditional or Roth IRA in their own name.",
        "asks": [
          "can my wife put money in an ira if she doesnt work",
          "spousal ira",
          "my husband doesnt work anymore can he have an ira",
          "non working spouse ira"
        ]
      },
      {
        "says": "No: since 2020 there is no age limit on traditional IRA contributions (Roth IRAs never had one). You need earned income, wages or self-employment pay, at least equal to what you put in, up to {{iraLimit}} plus {{iraCatchUp}} from 50 for 2026.",
        "asks": [
          "i cant put money in an ira after 72",
          "you cant contribute to a traditional ira after 70 and a half",
          "there is an age limit on ira contributions",
          "im too old to put money in an ira"
        ],
        "belief": true
      },
      {
        "says": "No: for IRA contributions, earned income means wages and net self-employment earnings (taxable alimony from a divorce before 2019 also counts); pensions, annuities, Social Security, IRA withdrawals, interest, dividends and rental income do not.",
        "asks": [
          "does my pension count as earned income for an ira",
          "is social security earned income for an ira contribution",
          "does rental income count as earned income for an ira"
        ]
      },
      {
        "says": "No: anyone with earned income can contribute to a traditional IRA, whatever their income. Income limits decide only whether the contribution is deductible when you or your spouse have a workplace plan (for 2026 a covered single filer's deduction phases out from {{iraDeductSingleStart}} to {{iraDeductSingleEnd}} of modified AGI), and they limit Roth IRA contributions.",
        "asks": [
          "is there an income limit for traditional ira contributions",
          "can i contribute to a traditional ira if i make too much"
        ]
      },
      {
        "says": "Yes, if you or your spouse have pay from work: a pension neither counts as earned income nor stops you, so wages or self-employment income of at least the amount let you put in up to {{iraLimit}} ({{iraLimit+iraCatchUp}} at 50 or older) for 2026. With no pay from work, a pension alone does not allow a contribution.",
        "asks": [
          "can i still contribute to an ira if i have a pension",
          "does having a pension stop me from putting money in an ira"
        ]
      },
      {
        "says": "No, not without earned income: IRA contributions are limited to what you earn from work in the year (wages or self-employment income), and pensions, Social Security, IRA withdrawals and investment income do not count. If you are married and your spouse still works, a spousal IRA on a joint return is the way in.",
        "presumes": "no-pay",
        "asks": [
          "can i still contribute to my ira after i retire",
          "im retired with no job can i contribute to my roth ira",
          "can i put money in an ira with no earned income"
        ]
      },
      {
        "calculator": "iraFromEarnings",
        "uses": [
          "working"
        ],
        "asks": [
          "my only income is social security and a pension can i put money in a roth ira",
          "can i contribute to a roth with only a pension",
          "retired no job can i still contribute to an ira",
          "can i still open a roth ira if i work part time",
          "only get social security and a pension can i put money in an ira",
          "can i contribute to a roth ira after 70",
          "am i allowed to put money in an ira at my age if i work part time"
        ]
      },
      {
        "calculator": "spousalIra",
        "uses": [
          "ages"
        ],
        "asks": [
          "and my husband he does not work anymore can he contribute",
          "spousal ira for a spouse who doesnt work",
          "can my wife contribute to an ira if she doesnt work"
        ]
      },
      {
        "calculator": "iraDeductionFor",
        "uses": [
          "income",
          "workPlan"
        ],
        "asks": [
          "how much of my ira contribution can i deduct",
          "can i deduct my ira contribution if my wife has a 401k at work"
        ]
      },
      {
        "says": "It depends on workplace plans and income: if neither spouse is covered by one, a traditional IRA contribution is fully deductible. If you are covered, the 2026 deduction phases out between {{iraDeductSingleStart}} and {{iraDeductSingleEnd}} of modified AGI for a single filer and {{iraDeductJointStart}} to {{iraDeductJointEnd}} filing jointly; if only your spouse is covered, between {{iraDeductSpouseStart}} and {{iraDeductSpouseEnd}}.",
        "asks": [
          "is my ira contribution deductible if i have a 401k at work",
          "traditional ira deduction income limit",
          "can i deduct my ira if my wife has a 401k at work"
        ]
      },
      {
        "says": "Yes, until the tax-filing deadline: contributions for 2026 can be made until April 15, 2027, not counting extensions. Tell the custodian which year a contribution made between January 1 and April 15 is for.",
        "asks": [
          "deadline to contribute to an ira for 2026",
          "can i still make an ira contribution for last year",
          "whats the deadline for ira contributions"
        ]
      },
      {
        "calculator": "iraLimit",
        "asks": [
          "how much can i put in an ira this year"
        ]
      },
      {
        "says": "An excess contribution, more than the year's limit or more than your earned income for the year, owes a 6% excise tax for every year it stays in the account. Take the excess and what it earned out by your tax-return due date, with extensions, and there is no penalty (the earnings are taxable); a Roth excess can instead be recharacterized as a traditional IRA contribution, or applied to a later year's limit.",
        "asks": [
          "i put too much in my ira",
          "i put too much in my roth",
          "excess roth contribution",
          "excess ira contribution",
          "contributed to my roth but my income was too high",
          "what is the penalty for contributing too much to an ira",
          "i put 7000 in my roth but only earned 3000 what happens",
          "i contributed more than i earned to my ira",
          "6 percent penalty excess contribution"
        ]
      },
      {
        "says": "No, not since 2020: at any age you can contribute to a traditional or Roth IRA as long as you, or your spouse on a joint return, have earned income from work that year. Contributing does not stop RMDs, and deductible contributions made after 70½ reduce the tax-free part of later QCDs.",
        "asks": [
          "is there an age limit for ira contributions",
          "can i still contribute to an ira at 74 if im working",
          "ira contributions after 70 and a half"
        ]
      },
      {
        "says": "Only some: buying collectibles in an IRA (art, antiques, gems, most coins, stamps, alcohol) is treated as a withdrawal of that amount, taxed and, before 59½, penalized. Certain U.S. gold, silver and platinum coins and bullion of the required fineness are allowed if a trustee holds them, not you; a custodian that lets you keep them at home is a warning sign.",
        "asks": [
          "can i buy gold in my ira",
          "can i hold coins or collectibles in an ira",
          "precious metals ira"
        ]
      },
      {
        "says": "Yes, through a self-directed IRA, but neither you nor your family may use the property, sell to it, lend to it or work on it: any such prohibited transaction ends the IRA's status, and the whole account is treated as withdrawn on January 1 of that year. Rent and expenses must all run through the IRA.",
        "asks": [
          "can i buy real estate with my ira",
          "can my ira own a rental property",
          "self directed ira house"
        ]
      },
      {
        "says": "Yes, but the limit is shared: for 2026 your traditional and Roth IRA contributions together cannot exceed {{iraLimit}}, or {{iraLimit+iraCatchUp}} from 50, and not more than your earned income. Workplace plans such as a 401(k) have their own separate limit.",
        "asks": [
          "can i contribute to both a roth and a traditional ira in the same year",
          "can i split my ira contribution between roth and traditional",
          "roth and traditional ira same year limit",
          "can i have a roth and a traditional ira at the same time"
        ]
      },
      {
        "says": "Yes: since 2020 traditional IRAs have no age limit, and net self-employment earnings from 1099 work count as earned income. For 2026 you can put in up to {{iraLimit}} plus {{iraCatchUp}} at 50 or older, but no more than your net earnings (profit less half the self-employment tax); Roth contributions also need income under the Roth limits.",
        "asks": [
          "im 74 and do consulting work on a 1099 can i still make ira contributions",
          "can i contribute to an ira with self employment income at 75",
          "im retired but do some freelance work can i still fund my ira"
        ]
      },
      {
        "says": "No: since 2020 there is no age limit on traditional IRA contributions (Roth never had one); you need earned income from work, wages or net self-employment earnings, and can put in up to {{iraLimit}} plus {{iraCatchUp}} at 50 or older for 2026, capped at that income. Taking RMDs does not stop you.",
        "asks": [
          "i cant contribute to a traditional ira after 70 and a half",
          "there is an age limit on ira contributions"
        ],
        "belief": true
      }
    ],
    "summary": "IRA contributions have no age limit, but they are capped at your earned income for the year (wages or self-employment income); pensions, Social Security and investment income do not count. A spouse without earned income can still contribute on a joint return through a spousal IRA.",
    "steps": [
      "Add up this year’s earned income: wages, salary and net self-employment income.",
      "Married and filing jointly? The couple’s combined earned income can fund both spouses’ IRAs.",
      "Roth IRA contributions also depend on income limits; deducting a traditional IRA contribution depends on workplace plan coverage.",
      "Contribute by the tax-filing deadline, usually April 15, for the year before."
    ],
    "benefits": [
      "A spousal IRA lets a couple save for both partners on one paycheck.",
      "Contributions are allowed at any age as long as there is earned income."
    ],
    "risks": [
      "Contributions above earned income are excess contributions that owe a 6% tax each year until removed."
    ],
    "next": [
      "Check last year’s W-2 or Schedule C to see how much earned income you had."
    ]
  },
  {
    "id": "irmaa",
    "title": "IRMAA: higher Medicare premiums for higher incomes",
    "area": "health",
    "questions": [
      "What is IRMAA?",
      "will irmaa affect me",
      "Why is my Medicare premium higher?",
      "What income triggers IRMAA in 2026?",
      "appeal irmaa life changing event"
    ],
    "keywords": [
      "irmaa brackets",
      "tiers",
      "irmaa",
      "income related",
      "surcharge",
      "higher premium",
      "magi",
      "two years",
      "appeal",
      "ssa-44",
      "life changing event"
    ],
    "sources": [
      "ssaMedicarePremiums",
      "cmsCosts2026"
    ],
    "ask": "What was your income on your 2024 tax return, and do you file jointly?",
    "points": [
      {
        "calculator": "irmaaFromIncome",
        "uses": [
          "income",
          "married"
        ],
        "asks": [
          "we make 250k married will we pay more for medicare",
          "whats the irmaa for a married couple making",
          "will i pay more for medicare with my income",
          "will my medicare premiums go up",
          "is there an extra charge on medicare for higher income",
          "why did my medicare premium go up so much",
          "will we pay more for medicare with our income",
          "our magi was 240000 will we pay more for medicare",
          "what irmaa tier am i in",
          "how much will my medicare premium be with income of",
          "our part b premium at our magi"
        ]
      },
      {
        "says": "No, not if the gain is within the exclusion: up to {{homeSaleSingle}} of gain ({{homeSaleJoint}} for a married couple filing jointly) on a home you owned and lived in 2 of the last 5 years is left out of income, so it does not count for IRMAA. Only a taxable gain above it adds to your income, and with it your Part B and D premiums two years later.",
        "asks": [
          "a home sale gain pushes up irmaa",
          "the gain on selling my home counts for irmaa"
        ],
        "belief": true
      },
      {
        "says": "For 2026 IRMAA starts above {{irmaaSingle}} of modified adjusted gross income filing single, or {{irmaaJoint}} filing jointly, on your 2024 return.",
        "asks": [
          "irmaa income limits",
          "irmaa threshold single filer",
          "irmaa line married couples"
        ]
      },
      {
        "says": "IRMAA follows your income from two years earlier, so a one-time jump such as a Roth conversion or a home sale raises premiums for only that one year. If your income has since dropped because of a life-changing event such as retirement, a divorce or a spouse's death, ask SSA to use the newer year with Form SSA-44.",
        "asks": [
          "medicare premiums too high because of roth conversion",
          "one time income and irmaa",
          "irmaa after selling my house",
          "it was a one time sale can i get it lowered"
        ]
      },
      {
        "says": "No: IRMAA for 2026 is set from your modified adjusted gross income on your 2024 tax return, two years earlier. If your income has since dropped because of a life-changing event such as retirement, a divorce or a spouse's death, ask Social Security to use the newer year with Form SSA-44.",
        "asks": [
          "irmaa is based on this years income",
          "medicare uses my current income for irmaa"
        ],
        "belief": true
      },
      {
        "says": "It can: a Roth conversion is taxable income, so it counts in the modified adjusted gross income that sets IRMAA two years later. A conversion that lifts that income over {{irmaaSingle}} single or {{irmaaJoint}} joint raises Part B and Part D premiums for that one year.",
        "asks": [
          "a roth conversion is not real income for my medicare premiums",
          "does a roth conversion count for irmaa"
        ]
      },
      {
        "says": "No, not for a one-time gain alone: SSA lowers IRMAA on Form SSA-44 only for a life-changing event, such as retiring or working less, the death of a spouse, marriage, divorce, or the loss of a pension, and a sale of a home, a rental or stock is not one. The surcharge is temporary: it lasts only the one year that income sets (the next year's premium follows the next year's return) and drops when a lower year's income is used; if it came from a mistake in the tax data, you can ask SSA to correct it.",
        "asks": [
          "can i appeal irmaa for a one time gain",
          "sold a rental and now irmaa is higher can i appeal",
          "can i appeal because selling the property was a one time thing",
          "can i get irmaa lowered because the capital gain was one time"
        ]
      },
      {
        "says": "Keep income from two years earlier under the lines ({{irmaaSingle}} single, {{irmaaJoint}} joint for 2026): spread Roth conversions and gains across years, give through QCDs and draw on Roth money in high years. If retirement or another life-changing event cut your income, file Form SSA-44 to ask SSA to use the lower year.",
        "asks": [
          "how do i avoid irmaa",
          "how to avoid irmaa",
          "how do i avoid it",
          "appeal irmaa"
        ]
      },
      {
        "says": "Yes. If your income dropped because of a life-changing event such as retiring, stopping work, a divorce or the death of a spouse, ask Social Security to use a more recent year's income with form SSA-44 (Medicare Income-Related Monthly Adjustment Amount, Life-Changing Event), with proof such as a letter from your employer.",
        "asks": [
          "my income dropped can i get irmaa lowered",
          "appeal irmaa after retiring",
          "irmaa based on old income retired last year",
          "how do i get my medicare premium reduced after retirement",
          "he retired and our income is way down can we get that lowered",
          "what form do i use to appeal irmaa",
          "my husband died and my income dropped can i get my irmaa reduced"
        ]
      },
      {
        "says": "No: if your income dropped because of a life-changing event such as retiring, stopping work, a divorce or the death of a spouse, ask Social Security to use the more recent year's income with form SSA-44, with proof such as a letter from your employer; a one-time jump with no such event stays for that year only.",
        "asks": [
          "im stuck paying irmaa now that i retired",
          "irmaa letter says i owe extra and there is nothing i can do"
        ],
        "belief": true
      },
      {
        "says": "Yes: IRMAA uses your modified adjusted gross income from two years earlier, so taxable IRA and 401(k) withdrawals (RMDs included), pensions, wages, the taxable part of Social Security, capital gains and tax-exempt interest all count. Roth IRA withdrawals and qualified charitable distributions do not.",
        "asks": [
          "does my 401k count as income for irmaa",
          "do my withdrawals count for irmaa",
          "does tax free muni bond interest count for irmaa",
          "muni interest doesnt count toward irmaa does it"
        ]
      },
      {
        "says": "Yes: the death of a spouse is a life-changing event. Ask Social Security to use your current, lower income instead of the return from two years earlier, with Form SSA-44 and proof of the death and of your new income; the surcharge drops for the months your new income is under the lines.",
        "presumes": "a-death",
        "asks": [
          "my husband died and my income dropped is there any way out of irmaa",
          "widowed and paying irmaa on our old joint income can i get it lowered",
          "my spouse died can i get my medicare surcharge reduced"
        ]
      },
      {
        "says": "Yes, if you file jointly: IRMAA uses the modified adjusted gross income on your joint return from two years earlier, against the {{irmaaJoint}} joint line, and each of you on Medicare pays the same surcharge.",
        "asks": [
          "will our irmaa be based on both our incomes",
          "my husband makes more than me is irmaa based on our joint income"
        ]
      },
      {
        "says": "Harshly: a married person who files separately and lived with their spouse at any time in the year skips the lower tiers, so income above {{irmaaSingle}} puts them in one of the two highest surcharges. Spouses who lived apart all year use the single lines.",
        "asks": [
          "we file separately how does irmaa work",
          "irmaa married filing separately"
        ]
      },
      {
        "says": "No: most people pay the standard {{partBPremium}} for Part B in 2026, but higher incomes pay more (IRMAA), from {{irmaaSingle}} of income single or {{irmaaJoint}} joint, judged on the tax return from two years before, and a surcharge is added to Part D too.",
        "asks": [
          "the part b premium is the same for everyone",
          "everyone pays the same for medicare"
        ],
        "belief": true
      },
      {
        "says": "{{irmaaTopPremium}} in 2026: the top IRMAA tier, for modified adjusted gross income of {{irmaaSingleTop}} or more single or {{irmaaJointTop}} or more joint (from the 2024 return), against the standard {{partBPremium}}. Part D premiums carry an IRMAA surcharge at the same incomes.",
        "asks": [
          "highest part b premium",
          "top irmaa tier"
        ]
      },
      {
        "says": "Form SSA-44 is how you ask Social Security to lower your IRMAA because a life-changing event cut your income: marriage, divorce or annulment, a spouse's death, stopping or cutting back work, loss of income-producing property, loss of a pension, or an employer settlement payment. You give your new, lower income (an estimate or a recent tax return) with proof of the event, such as a letter from your employer, and send it to Social Security or take it to an office.",
        "asks": [
          "what is form ssa-44",
          "what is the ssa-44 form for",
          "how do i fill out the ssa-44",
          "how do i appeal irmaa after my income dropped",
          "how do i ask social security to lower my irmaa"
        ]
      },
      {
        "says": "No: Social Security sets IRMAA again each year from your tax return two years earlier, so a year of lower income drops or ends the surcharge, and a one-time jump such as a Roth conversion or a home sale raises it for one year only. If a life-changing event cut your income, Form SSA-44 can lower it sooner.",
        "asks": [
          "irmaa is permanent",
          "once you pay irmaa you pay it forever",
          "im going to pay the irmaa surcharge for life",
          "the irmaa surcharge lasts forever"
        ],
        "belief": true
      },
      {
        "says": "For 2026, on 2024 income, the Part B premium per person is {{partBPremium}} up to {{irmaaSingle}} single ({{irmaaJoint}} joint); {{irmaaPremium1}} up to {{irmaaSingle2}} ({{irmaaJoint2}}); {{irmaaPremium2}} up to {{irmaaSingle3}} ({{irmaaJoint3}}); {{irmaaPremium3}} up to {{irmaaSingle4}} ({{irmaaJoint4}}); {{irmaaPremium4}} below {{irmaaSingleTop}} ({{irmaaJointTop}}); and {{irmaaTopPremium}} above. Part D adds {{partDIrmaa1}} to {{partDIrmaa5}} on the same tiers.",
        "asks": [
          "what are the irmaa brackets for 2026",
          "what are the irmaa brackets for a married couple"
        ]
      },
      {
        "says": "Per person: each spouse on Medicare pays their own surcharge on top of their own Part B and Part D premiums. A married couple filing jointly is judged on their joint income, so if it is over {{irmaaJoint}} (2024 income, for 2026), each spouse on Medicare pays the same surcharge.",
        "asks": [
          "is irmaa per person or per couple",
          "do we both pay irmaa"
        ]
      },
      {
        "says": "Modified adjusted gross income: the adjusted gross income on your tax return from two years earlier (2024 for 2026) plus tax-exempt interest, such as municipal bond interest. So IRA withdrawals, Roth conversions, capital gains and the taxable part of Social Security all count; Roth IRA withdrawals and QCDs do not.",
        "asks": [
          "what income counts for irmaa",
          "is tax exempt interest included in irmaa"
        ]
      }
    ],
    "summary": "IRMAA adds a surcharge to Part B and Part D premiums when income from two years earlier exceeds {{irmaaSingle}} (single) or {{irmaaJoint}} (joint) for 2026. It is set again each year, and a life-changing event such as retirement, a divorce or a spouse's death, not a one-time sale, lets you ask for a lower amount.",
    "steps": [
      "SSA uses your modified adjusted gross income from two years earlier (2024 returns for 2026 premiums).",
      "Surcharges rise in tiers; the top Part B premium is {{irmaaTopPremium}}.",
      "If income fell because of a life-changing event such as retirement, a divorce or a spouse's death, file Form SSA-44 to ask for a redetermination.",
      "Plan Roth conversions, capital gains and large withdrawals with the tiers in mind."
    ],
    "benefits": [
      "Timing income can keep premiums at the standard rate."
    ],
    "risks": [
      "One dollar over a tier costs the whole surcharge for that tier for a year."
    ],
    "next": [
      "Check your MAGI from two years ago against the tiers before any large sale or conversion."
    ]
  },
  {
    "id": "life-insurance-taxes",
    "title": "Is life insurance taxable?",
    "area": "insurance",
    "questions": [
      "Is a life insurance payout taxable?",
      "Do my kids pay tax on my life insurance?",
      "Is life insurance part of my estate?"
    ],
    "keywords": [
      "life insurance payout",
      "death benefit",
      "taxable",
      "proceeds",
      "beneficiaries pay tax",
      "life insurance money",
      "cash value",
      "cash in",
      "surrender"
    ],
    "sources": [
      "irsLifeInsurance",
      "naicLife"
    ],
    "points": [
      {
        "says": "Usually not: dividends on a participating whole life policy are treated as a return of part of your premiums, so they are not taxed until the dividends you have received add up to more than the premiums you have paid. Interest earned on dividends left with the insurer is taxable each year.",
        "asks": [
          "are dividends on my whole life policy taxable",
          "do i pay tax on policy dividends from whole life",
          "whole life dividends income tax"
        ]
      },
      {
        "says": "No, generally not. A life insurance death benefit paid to a beneficiary is not taxable income; only interest paid on it (for example, if it is paid out over time) is taxable. A policy you own does count in your estate, which matters for the Massachusetts estate tax above {{maEstateThreshold}}.",
        "asks": [
          "is life insurance taxable to my kids",
          "is the life insurance payout taxable",
          "do beneficiaries pay tax on life insurance",
          "is a death benefit taxable income",
          "do i owe tax on the life insurance check i got after my husband died",
          "do i have to pay taxes on life insurance money i got when someone died",
          "do i have to pay income tax on a life insurance check"
        ]
      },
      {
        "says": "Only the gain: when you surrender a policy, the cash value above the premiums you paid (your basis) is taxed as ordinary income, and the rest comes back tax-free. A loss on a surrender is not deductible.",
        "asks": [
          "if i cash in my whole life policy is it taxable",
          "can i cash out my life insurance",
          "surrender a life insurance policy tax",
          "whole life cash value taxed"
        ]
      },
      {
        "says": "No, not while the policy stays in force: a policy loan is not income. If the policy lapses or is surrendered with a loan outstanding, the loan counts as paid out, and any amount above the premiums you paid is taxed as ordinary income even though no cash reaches you; a modified endowment contract taxes loans as withdrawals.",
        "asks": [
          "is a loan from my life insurance policy taxable",
          "is a loan from my whole life policy taxable",
          "life insurance policy loan lapse tax"
        ]
      },
      {
        "says": "Yes, if the policy has an accelerated death benefit: it pays part of the death benefit early to a policyholder who is terminally ill, and that payment is generally tax-free; for chronic illness it is tax-free within limits. Whatever is paid early comes off what the beneficiaries later receive.",
        "asks": [
          "can i get my life insurance while im still alive",
          "accelerated death benefit terminal illness",
          "get my life insurance money early if terminally ill",
          "living benefits on my life insurance policy"
        ]
      },
      {
        "says": "Call each insurer (for coverage through work, the employer's benefits office) and ask for a claim form; send it with a certified death certificate and the policy number if you have it, and most pay within a few weeks. The death benefit is not taxable income to you, federally or in Massachusetts; only interest paid on it after the death is taxed.",
        "asks": [
          "how do i claim my husbands life insurance",
          "how to file a death claim with the insurer",
          "he had term life through work and whole life too how do i claim them"
        ]
      },
      {
        "says": "No: a life insurance death benefit paid to you as beneficiary is not taxable income, so it is not in the income (MAGI) that sets Medicare's IRMAA surcharges either; only interest paid on it is taxable. What the money earns once invested is taxed as usual.",
        "asks": [
          "will the life insurance i received raise my taxes or medicare premiums"
        ]
      },
      {
        "says": "No: a loss on surrendering a life insurance policy, when the cash value is less than the premiums you paid, is not deductible; the premiums paid for the insurance are a personal cost. A gain is taxed instead: cash value above the premiums paid is ordinary income.",
        "asks": [
          "i can deduct the loss when i surrender my whole life policy",
          "i can write off the loss on my life insurance cash value"
        ],
        "belief": true
      },
      {
        "says": "Call the insurer, or the employer's benefits office for a group policy, with the policy number, fill in its claim form and send a certified copy of the death certificate; most insurers pay within weeks, as a lump sum or over time if you choose. If you cannot find the policy, the NAIC's free Life Insurance Policy Locator searches insurers for it.",
        "asks": [
          "how do i claim my husbands life insurance",
          "how do i file a life insurance claim after a death",
          "how do i collect on my moms life insurance"
        ]
      }
    ],
    "summary": "Generally not: life insurance paid because of the insured person's death is not taxable income and need not be reported; only interest paid on it, for example when it is paid in installments, is taxable. A policy the person owned counts toward their estate for estate-tax purposes.",
    "steps": [
      "Check who owns each policy and who is named as beneficiary.",
      "If your estate may be over the Massachusetts line, ask whether an irrevocable life insurance trust would keep the policy out of it.",
      "Tell beneficiaries where the policies are and how to claim."
    ],
    "benefits": [
      "Beneficiaries receive the death benefit income-tax-free, usually within weeks of a claim."
    ],
    "risks": [
      "Naming your estate as beneficiary sends the money through probate and may expose it to creditors."
    ],
    "next": [
      "Review each policy's owner and beneficiary forms together with your will."
    ]
  },
  {
    "id": "life-policy-lapse",
    "title": "Missed a life insurance premium: grace period and reinstatement",
    "area": "insurance",
    "questions": [
      "What happens if I miss a life insurance premium?",
      "How long is the grace period on a life insurance policy?",
      "Can I reinstate a life insurance policy that lapsed?"
    ],
    "keywords": [
      "grace period",
      "missed premium",
      "missed payment",
      "lapse",
      "lapsed",
      "reinstate",
      "reinstatement"
    ],
    "sources": [
      "massLifePolicyLaw",
      "naicLife"
    ],
    "ask": "Is it a term policy or one with cash value, and how long ago was the premium due?",
    "points": [
      {
        "says": "Not right away: a grace period, usually 31 days (Massachusetts law requires at least 30), holds it in force, and a death during it is paid less the unpaid premium. After that a term policy lapses; a whole life policy may pay the premium by an automatic premium loan, if you chose one, or turn to a nonforfeiture option.",
        "asks": [
          "i missed my life insurance payment is my policy cancelled",
          "grace period on a life insurance premium",
          "forgot to pay my term life premium what happens"
        ]
      },
      {
        "says": "Often, within the time the policy's reinstatement clause allows (commonly up to 3 years, unless you cashed the policy in): you apply, usually show you are still in good health, and pay the missed premiums with interest. The insurer can contest what you say in that application for a new 2 years.",
        "asks": [
          "can i reinstate a lapsed life insurance policy",
          "my life insurance lapsed can i get it back",
          "how do i reinstate my life policy after missing payments"
        ]
      },
      {
        "says": "You usually have choices if you act before the grace period ends: pay a higher premium to keep the coverage, lower the death benefit so its insurance charges fall, or surrender it for any cash value left; at older ages, selling it as a life settlement may pay more than the cash value. Ask the insurer for an in-force illustration showing how long the policy lasts at each premium.",
        "asks": [
          "my universal life policy is going to lapse what can i do",
          "got a letter my universal life policy will lapse",
          "universal life cash value too low to keep the policy"
        ]
      },
      {
        "says": "No: a life policy has a grace period, usually 31 days, during which it stays in force; if you die then, the claim is paid less the overdue premium. Only after the grace period does it lapse, and even then it can often be reinstated within a few years with back premiums and proof of good health.",
        "asks": [
          "if i miss one life insurance payment my policy is cancelled right away",
          "one late premium and my life insurance is gone"
        ],
        "belief": true
      },
      {
        "says": "No: a universal life policy takes its monthly insurance charges from the cash value, and those charges rise with age; when the cash value runs too low to cover them, the policy lapses unless you pay more. Ask the insurer for an in-force illustration to see how long it will last.",
        "asks": [
          "my universal life policy is paid up once i stop paying premiums",
          "universal life never lapses once i have cash value"
        ],
        "belief": true
      }
    ],
    "summary": "A missed premium does not end a life insurance policy at once: a grace period, usually 31 days, holds it in force. After that a term policy lapses, while a policy with cash value can use that value for reduced or extended insurance; a lapsed policy can often be reinstated.",
    "steps": [
      "Pay the missed premium within the grace period, and set up automatic payment if you can.",
      "If the policy has lapsed, ask the insurer for a reinstatement application and what it needs.",
      "For a policy with cash value, ask which nonforfeiture option applies if you cannot pay."
    ],
    "benefits": [
      "Reinstating saves the policy's original price, which a new policy at your age may not match."
    ],
    "risks": [
      "Reinstatement usually needs proof of good health, so a change in health can end your chance to reinstate."
    ],
    "next": [
      "Name someone you trust to receive the insurer's lapse notices, in case you fall ill."
    ]
  },
  {
    "id": "life-settlements",
    "title": "Selling a life insurance policy (life and viatical settlements)",
    "area": "insurance",
    "questions": [
      "Can I sell my life insurance policy?",
      "How does a life settlement work?",
      "Should I sell my life insurance policy?"
    ],
    "keywords": [
      "life settlement",
      "viatical",
      "viatical settlement",
      "settlement company",
      "settlement provider",
      "sell my policy",
      "selling my policy",
      "sell my life insurance"
    ],
    "sources": [
      "massLifeSettlements",
      "irsPub525",
      "irsRevRul200913",
      "naicLife"
    ],
    "ask": "Is the insured person terminally or chronically ill, and what surrender value and death benefit does the policy have?",
    "points": [
      {
        "says": "Yes, usually, to a licensed life settlement provider: it pays more than the surrender value but less than the death benefit, an amount set mainly by your health and life expectancy and by the premiums still to be paid, and then pays the premiums and collects at death. Your beneficiaries get nothing from the policy afterwards; get more than one offer, and compare what the insurer itself would pay.",
        "asks": [
          "can i sell my life insurance policy",
          "who buys life insurance policies",
          "how much can i get for selling my life insurance"
        ]
      },
      {
        "says": "A viatical settlement is the sale of a life insurance policy by someone terminally or chronically ill to a settlement company for a lump sum, less than the death benefit, that is paid while they are alive. For a person certified as terminally ill (death expected within 24 months), the money from a licensed viatical settlement provider is generally free of federal income tax, like a death benefit; for chronic illness it is tax-free only within the long-term care limits. Ask the insurer first whether an accelerated death benefit would pay more.",
        "asks": [
          "what is a viatical settlement",
          "can i sell my life insurance policy if i am terminally ill",
          "viatical settlement for someone with a terminal illness"
        ]
      },
      {
        "says": "Partly, for most sellers who are not terminally ill: what you get back up to the premiums you paid is tax-free, the part above that up to the policy's surrender value is taxed as ordinary income, and anything above the surrender value is a capital gain. A sale by someone certified terminally ill to a licensed viatical settlement provider is generally tax-free; the buyer's price, the taxes and the lost death benefit are worth comparing with a surrender, a policy loan or an accelerated death benefit.",
        "asks": [
          "is a life settlement taxable",
          "do i pay tax if i sell my life insurance policy",
          "tax on selling a whole life policy to a settlement company"
        ]
      },
      {
        "says": "They must be: Massachusetts law (chapter 175, sections 212 to 223E, of the General Laws) requires a life settlement provider, and a broker, dealing with a Massachusetts policy owner to be licensed by the Division of Insurance. Before you apply the provider must tell you in writing that alternatives such as accelerated benefits exist, and that the proceeds may be taxable, reachable by creditors and may affect public benefits such as MassHealth.",
        "asks": [
          "do life settlement companies need a license in massachusetts",
          "who regulates life settlements in massachusetts",
          "does a life settlement broker need a license"
        ]
      },
      {
        "says": "Yes, in Massachusetts, within 15 days after every party has signed: you give notice and repay what you received, with any premiums, loans and loan interest the provider paid. If the insured dies during those 15 days, the sale is treated as cancelled and the money is repaid from the estate.",
        "asks": [
          "can i cancel a life settlement after i sign",
          "can i change my mind after selling my life insurance policy"
        ]
      },
      {
        "says": "Several, worth pricing before a sale: an accelerated death benefit if you are terminally or chronically ill, a loan from the policy (no tax while the policy stays in force, but unpaid loans and interest come off the death benefit), reduced paid-up insurance with no more premiums, or surrendering the policy. A sale usually pays more than the surrender value, but your beneficiaries then get nothing.",
        "asks": [
          "what are my options other than selling my life insurance",
          "alternatives to a life settlement",
          "other options than a viatical settlement"
        ]
      },
      {
        "says": "No, not usually: what you get above the premiums you paid is taxable, as ordinary income up to the policy's cash surrender value and as a capital gain above that. A viatical settlement by someone terminally ill (and some chronically ill) is generally tax-free.",
        "asks": [
          "selling my policy to a settlement company is tax free",
          "a life settlement is never taxed"
        ],
        "belief": true
      },
      {
        "says": "No: besides the insurer's cash surrender value, a licensed life settlement provider may buy the policy for more, often when the insured is 65 or older with health changes and the death benefit is large; it then pays the premiums and collects the death benefit. Compare offers, and weigh what your heirs give up.",
        "asks": [
          "only the insurer will pay cash for my policy",
          "the cash surrender value is the most i can get for my policy"
        ],
        "belief": true
      }
    ],
    "summary": "A policy owner can often sell a life insurance policy to a settlement company for more than its surrender value but less than the death benefit; the buyer then pays the premiums and collects at death. A sale by someone terminally or chronically ill is a viatical settlement.",
    "steps": [
      "Ask the insurer first what the policy pays now: its surrender value, any accelerated death benefit, and reduced paid-up insurance.",
      "Get offers from more than one licensed provider, and ask what the broker is paid.",
      "Ask a tax adviser how much of the price would be taxable, and whether the cash affects MassHealth or other benefits."
    ],
    "benefits": [
      "A sale can pay more than surrendering the policy, when the premiums are no longer affordable.",
      "Someone terminally ill can have cash now, generally free of federal income tax."
    ],
    "risks": [
      "Your beneficiaries get nothing from the policy once it is sold.",
      "Part of the price can be taxable, reachable by creditors, and counted for MassHealth."
    ],
    "next": [
      "Ask your insurer for an in-force statement showing the surrender value and any accelerated benefit before you talk to a buyer."
    ]
  },
  {
    "id": "long-term-care",
    "title": "Planning for long-term care",
    "area": "health",
    "questions": [
      "How do I plan for long-term care?",
      "How will I pay for assisted living?",
      "How long will our savings last in a nursing home?",
      "What is MassHealth long-term care?",
      "home health aide cost planning"
    ],
    "keywords": [
      "long term care",
      "ltc",
      "nursing home",
      "assisted living",
      "home care",
      "home health",
      "custodial",
      "masshealth",
      "medicaid",
      "look back",
      "caregiver",
      "dementia",
      "pace",
      "all-inclusive care"
    ],
    "sources": [
      "aclLtc",
      "estVaAidAttendance",
      "medicareHospice",
      "medicareSnf",
      "massHealth",
      "medicarePace"
    ],
    "ask": "Is the care needed now or are you planning ahead, and roughly what do you have in savings?",
    "points": [
      {
        "says": "Only under hospice: when a person is on Medicare's hospice benefit, Medicare covers respite care, a stay of up to 5 days at a time in an approved facility so the caregiver can rest, on an occasional basis, with a small copay. Outside hospice Medicare does not pay for respite; ask the local Aging Services Access Point or MassHealth about adult day health and caregiver support.",
        "asks": [
          "does medicare pay for respite care",
          "respite care for a caregiver medicare"
        ]
      },
      {
        "says": "No: Medicare does not pay for long-term custodial care. It covers up to 100 days in a skilled nursing facility after a hospital stay of at least three days, for rehab or skilled care, with a daily copay after day 20; custodial care is paid from savings, long-term care insurance or MassHealth.",
        "asks": [
          "does medicare pay for a nursing home",
          "does medicare cover a nursing home long term",
          "will medicare pay for my mom in a nursing home"
        ]
      },
      {
        "says": "No: most long-term care policies sold in the past 25 years pay for care at home (home health aides and homemaker help), assisted living and adult day care as well as nursing homes, once you need help with 2 of 6 daily activities or have dementia. Read your policy's benefit triggers and its home care limit, which may be a share of the daily benefit.",
        "asks": [
          "long term care insurance only covers care in a facility",
          "an ltc policy wont pay for care in my own home"
        ],
        "belief": true
      },
      {
        "calculator": "careCostFor",
        "uses": [
          "careCost"
        ],
        "asks": [
          "what will a year in a nursing home cost",
          "how long will her savings last in a nursing home",
          "how much is assisted living for 3 years all in",
          "what would a full year of care cost with her long term care policy",
          "what does a home health aide cost a year",
          "care around the clock at home from an agency what does it run a month"
        ]
      },
      {
        "says": "Someone turning 65 today has almost a 70% chance of needing some long-term care: on average women need it for 3.7 years and men for 2.2, a third never need it and 20% need it for more than 5 years. Most of that care is given at home, much of it unpaid by family.",
        "asks": [
          "what are the chances i will need long term care",
          "how likely is it i need a nursing home",
          "how long do people need long term care"
        ]
      },
      {
        "says": "No: Medicare does not pay for assisted living or other custodial care, only for medical care you receive while living there. Assisted living is paid from savings, long-term care insurance or, for people who qualify, MassHealth programs that pay for care services (not rent).",
        "asks": [
          "does medicare pay for assisted living",
          "will medicare cover assisted living for my mother",
          "medicare assisted living coverage"
        ]
      },
      {
        "says": "PACE (Program of All-inclusive Care for the Elderly) is for people 55 or older who need a nursing-home level of care but can live safely at home, in an area a PACE organization serves: its own team and day center provide all medical care and long-term care. With MassHealth it usually costs nothing; with Medicare alone you pay a monthly premium for the long-term care part and for drug coverage.",
        "asks": [
          "what is pace",
          "pace all inclusive care for the elderly in massachusetts",
          "all inclusive care so mom can stay out of a nursing home"
        ]
      },
      {
        "says": "No: Medicare's up to 100 days in a skilled nursing facility are for skilled care or rehab after a hospital inpatient stay of at least three days, with a daily copay from day 21, and stop as soon as skilled care is no longer needed. Custodial care alone (help with bathing, dressing, eating) is not covered; long-term care insurance, savings or MassHealth pay for that.",
        "asks": [
          "medicare pays for 100 days in a nursing home for anyone",
          "medicare covers 100 days of nursing home care when you need help bathing and dressing",
          "medicare will pay the first 100 days of custodial care"
        ],
        "belief": true
      },
      {
        "says": "VA Aid and Attendance is an extra monthly amount added to the VA pension for a wartime veteran, or a surviving spouse, who needs another person's help with daily activities, is bedridden, is in a nursing home, or has very limited eyesight. The pension itself has service, age or disability, income and net-worth limits, and unreimbursed care costs lower the income counted; apply through va.gov with VA Form 21-2680, and a veterans service officer can help for free.",
        "asks": [
          "what is va aid and attendance",
          "does the va help pay for assisted living for a veteran",
          "va pension for a veterans widow in a nursing home"
        ]
      },
      {
        "says": "Adult day health is a supervised daytime program, with nursing, meals, activities and often transport, for adults who need care but live at home, and it gives family caregivers the day off. MassHealth pays for it for members who qualify, some long-term care policies cover it, and Medicare does not.",
        "asks": [
          "what is adult day health",
          "adult day care for my mother with dementia who pays",
          "does masshealth pay for adult day health"
        ]
      },
      {
        "calculator": "massHealthCareFor",
        "uses": [
          "assets",
          "married"
        ],
        "asks": [
          "masshealth for his aide instead while he still has savings"
        ]
      }
    ],
    "summary": "Medicare does not pay for ongoing custodial care, so long-term care is paid from savings, insurance or, once assets are spent down, MassHealth.",
    "steps": [
      "Estimate likely costs where you live for home care, assisted living and nursing homes.",
      "Decide how you would pay: savings, home equity, long-term care insurance, a hybrid life policy or family help.",
      "Know that MassHealth (Medicaid) looks back five years at transfers of assets.",
      "Put a health care proxy and durable power of attorney in place."
    ],
    "benefits": [
      "A plan protects a spouse’s income and your choice of care setting."
    ],
    "risks": [
      "Care costs can exhaust savings quickly, especially for a couple."
    ],
    "next": [
      "Talk with family about preferences, then compare insurance and self-funding options."
    ]
  },
  {
    "id": "ltc-insurance",
    "title": "Long-term care insurance and hybrid policies",
    "area": "health",
    "questions": [
      "Should I buy long-term care insurance?",
      "What is a hybrid life and long-term care policy?",
      "Is long term care insurance worth it?",
      "ltc insurance vs self insure"
    ],
    "keywords": [
      "long term care insurance",
      "ltc insurance",
      "hybrid",
      "linked benefit",
      "rider",
      "self insure",
      "elimination period",
      "benefit period",
      "premium increase",
      "rate increase",
      "nonforfeiture",
      "alzheimers",
      "dementia",
      "inflation protection",
      "free look",
      "lapse",
      "shared care",
      "family member"
    ],
    "sources": [
      "aclLtc",
      "massInsurance",
      "naicLtc",
      "massQualifiedLtc"
    ],
    "points": [
      {
        "says": "The pool of money is the most a policy will pay in all, usually the daily or monthly benefit times the benefit period. If care costs less than the maximum, the pool lasts longer than the benefit period; a shared-care or inflation rider can enlarge it.",
        "asks": [
          "what is a pool of money in long term care policy",
          "what is a benefit pool in ltc insurance"
        ]
      },
      {
        "says": "Yes: the elimination period is the stretch of care you pay for yourself before the policy starts paying, often 30, 60 or 90 days of care, much like a deductible counted in days. Check how the policy counts them (calendar days from the first day of care, or only the days you receive paid care) and whether it is met once for life or again for each claim; days in a skilled nursing facility that Medicare pays for usually count toward it.",
        "asks": [
          "so it pays nothing for the first months of care",
          "who pays during the elimination period",
          "do i pay for care myself during the elimination period",
          "what happens during the waiting period on long term care insurance"
        ]
      },
      {
        "says": "Most people who buy it do so in their mid-50s to mid-60s: premiums are lower and you are more likely to pass the health questions, while waiting raises the price and the chance of being turned down. Buying much earlier means paying premiums for many more years, so the right age depends on your health and savings.",
        "asks": [
          "whats the best age to buy long term care insurance",
          "when should i buy long term care insurance",
          "am i too young for long term care insurance at 55"
        ]
      },
      {
        "says": "Usually not: most long-term care policies have a waiver of premium, so once benefits start, often after the elimination period, you stop paying premiums while the claim lasts. Check the policy's waiver clause: some waive premiums only for nursing-home care or after a set number of days.",
        "asks": [
          "do premiums stop when i go on claim with long term care insurance",
          "does he have to keep paying ltc premiums while on claim",
          "waiver of premium on long term care insurance"
        ]
      },
      {
        "says": "No, in most cases: benefits from a tax-qualified long-term care policy are not taxable income when they reimburse care costs, and a policy paying a fixed daily amount is tax-free up to an IRS daily limit (only the part over both that limit and the actual costs is taxed). The insurer reports the payments on Form 1099-LTC.",
        "asks": [
          "are long term care insurance benefits taxable",
          "do i pay income tax on what my long term care policy pays"
        ]
      },
      {
        "says": "Not necessarily: with enough savings you can self-insure, paying for care from your own money, as long as the plan still protects the spouse who does not need care. Insurance makes more sense when a long stay would drain what the other spouse needs to live on.",
        "asks": [
          "do i need long term care insurance if i have money",
          "self insure long term care"
        ]
      },
      {
        "says": "It depends most on your age and health when you buy and on the benefit you choose: premiums are far lower bought in your 50s than at 70, a couple often pays less each than two single buyers, and an inflation rider adds much of the cost. To compare, ask insurers to quote the same daily benefit, benefit period and elimination period.",
        "asks": [
          "how much does long term care insurance cost",
          "what do long term care premiums run"
        ]
      },
      {
        "says": "Not necessarily: many insurers sell long-term care policies into the mid-70s, some later, if you pass the health questions, but premiums at 70 and over are much higher and more applicants are turned down. A hybrid life and long-term care policy, or planning with savings and a spouse's protection under MassHealth, are the alternatives.",
        "asks": [
          "am i too old to buy long term care insurance",
          "im 72 and healthy can i still get long term care insurance",
          "im 72 can i still buy long term care insurance",
          "can i buy ltc insurance at 75"
        ]
      },
      {
        "says": "No: an insurer cannot raise your premium for your age or health alone; increases apply to a whole class of policyholders and need approval from the state regulator, in Massachusetts the Division of Insurance.",
        "asks": [
          "can they raise my ltc premium because of my age",
          "can an insurer single me out for a rate increase"
        ]
      },
      {
        "says": "No: most long-term care policies can have their premiums raised, not for your age or health alone, but for a whole class of policyholders with the state regulator's approval (in Massachusetts the Division of Insurance); many older policies have seen large increases. Some hybrid life policies guarantee their premiums.",
        "asks": [
          "long term care premiums can never go up once i buy",
          "my ltc premium is locked in for life"
        ],
        "belief": true
      },
      {
        "says": "A traditional policy buys the most care for the premium but its premiums can rise; a life policy with a long-term care rider, or a hybrid, usually has guaranteed premiums and pays a death benefit if care is never needed, at a higher cost for the same care.",
        "asks": [
          "difference between ltc insurance and a life policy with a long term care rider",
          "hybrid long term care policy"
        ]
      },
      {
        "says": "Probably not: long-term care insurance asks detailed health questions (underwriting), and insurers usually decline applicants already diagnosed with conditions such as Parkinson's or dementia. Plan instead with savings, a spouse's protection under MassHealth rules, and home care options.",
        "asks": [
          "just diagnosed can i still get long term care insurance",
          "can i get ltc insurance with parkinsons"
        ]
      },
      {
        "says": "When a licensed health professional certifies that you cannot do 2 of 6 activities of daily living (bathing, dressing, eating, toileting, continence, moving in and out of bed) for at least 90 days, or need supervision because of severe cognitive impairment such as dementia, and after the elimination period, the days of care you pay yourself first (often 30 to 100).",
        "asks": [
          "when does long term care insurance start paying",
          "benefit trigger for ltc insurance"
        ]
      },
      {
        "says": "It depends on the policy: most sold today cover care at home, adult day care, assisted living and nursing homes, but some pay only in a facility and some pay home care at a lower daily amount. Check the covered settings, daily benefit, benefit period and inflation protection before you buy.",
        "asks": [
          "does long term care insurance cover home care",
          "what does a long term care policy cover"
        ]
      },
      {
        "says": "Yes, in Massachusetts, if the policy met MassHealth's minimums when bought (at least {{maQualifiedLtcDaily}} a day of nursing-home benefit for at least 730 days, with an elimination period of no more than 365 days): if you enter a nursing home and tell MassHealth you will not return home, it will not require your home to be sold and will not recover its nursing-home costs. It can still recover other MassHealth costs.",
        "asks": [
          "can long term care insurance protect my house from masshealth",
          "masshealth qualified long term care policy",
          "ltc policy to avoid masshealth estate recovery"
        ]
      },
      {
        "says": "Long-term care policies pay for Alzheimer's disease and other dementias once you need substantial supervision because of severe cognitive impairment, even if you can still do your daily activities yourself. The catch is buying in time: a dementia already diagnosed when you apply usually means being turned down.",
        "asks": [
          "does ltc insurance cover alzheimers",
          "will long term care insurance pay for dementia care",
          "does long term care insurance cover dementia"
        ]
      },
      {
        "says": "Usually worth having unless you buy late in life: care costs rise every year, so a daily benefit bought at 60 may cover much less of a stay 20 years later. Insurers must offer inflation protection, such as 5% compound growth of the benefit; it raises the premium, and turning it down must be done in writing.",
        "asks": [
          "do i need inflation protection on long term care insurance",
          "what is inflation protection on an ltc policy",
          "is a 5% compound inflation rider worth it"
        ]
      },
      {
        "calculator": "ltcDeductionFor",
        "uses": [
          "ltcPremium",
          "ages"
        ],
        "asks": [
          "can i deduct my long term care premiums",
          "how much of my long term care premium can i deduct",
          "can i deduct long term care premiums with the standard deduction"
        ]
      },
      {
        "says": "A tax-qualified policy meets federal standards: it pays when you cannot do 2 of 6 daily activities for at least 90 days or need supervision for severe cognitive impairment, its benefits are generally not taxable income, and part of its premium can count as a medical expense if you itemize, up to a limit set by age. Most policies sold today are tax-qualified.",
        "asks": [
          "what is a tax qualified long term care policy",
          "are long term care insurance benefits taxable",
          "qualified vs non qualified ltc policy"
        ]
      },
      {
        "says": "Yes, within 30 days: you can return a new long-term care policy within 30 days of receiving it for a full refund of the premium. After that, dropping it forfeits what you paid, apart from any nonforfeiture benefit.",
        "asks": [
          "free look period on long term care insurance",
          "can i cancel the ltc policy i bought last week for a refund",
          "changed my mind about the long term care policy i just bought"
        ]
      },
      {
        "says": "It can lapse, but with protections: you can name someone, such as a grown child, whom the insurer must also warn before ending the policy for an unpaid premium, and if the premium was missed because of cognitive impairment or loss of the ability to care for yourself, the policy can be reinstated if you ask within 5 months.",
        "asks": [
          "what if i forget to pay my long term care premium",
          "my mother has dementia and missed her ltc premium",
          "can my ltc policy lapse over a missed payment"
        ]
      },
      {
        "says": "A shared care rider lets a married couple draw on each other's benefits: when one spouse uses up their own benefit period, they can use the other's (or a shared extra pool), and some pass what is left to the survivor. It costs extra and works only when both buy from the same insurer.",
        "asks": [
          "what is a shared care rider",
          "can my husband and i share one long term care policy",
          "couples shared benefit ltc"
        ]
      },
      {
        "says": "Usually not: most policies pay only licensed caregivers, home care agencies or facilities, and exclude care by family members unless they work for such an agency. A policy that pays a set cash amount (a cash or indemnity benefit) lets you pay anyone, family included, so check how the policy defines a covered provider.",
        "asks": [
          "will my long term care policy pay my daughter to care for me",
          "can ltc insurance pay a family member",
          "does long term care insurance pay family caregivers"
        ]
      },
      {
        "says": "Usually yes: most policies sold today cover care in a nursing home, an assisted living facility and at home, once you need help with 2 of 6 daily activities or have severe cognitive impairment. Older or facility-only policies may not; check the policy's list of covered facilities and whether it pays the daily benefit in full for assisted living.",
        "asks": [
          "does long term care insurance cover assisted living",
          "does dads policy pay once he moves into assisted living",
          "will my ltc policy pay for assisted living"
        ]
      },
      {
        "says": "Realistically no: long-term care insurance is medically underwritten, and applicants already diagnosed with Alzheimer's or another dementia, or needing help with daily activities, are declined. Her care is then paid from her own savings and income, by Medicare only for short skilled stays, and by MassHealth once her assets are spent down; the local Aging Services Access Point (ASAP) arranges home care programs for elders.",
        "asks": [
          "mom was just diagnosed with alzheimers can we still buy her long term care insurance",
          "can you get ltc insurance after a dementia diagnosis"
        ]
      },
      {
        "calculator": "poolMonths",
        "uses": [
          "benefitPool",
          "careCost"
        ],
        "asks": [
          "months of care from a long term care pool",
          "how long does the benefit pool last"
        ]
      },
      {
        "calculator": "ltcPremiumRise",
        "uses": [
          "ltcPremium",
          "premiumRise"
        ],
        "asks": [
          "my long term care premium went up a lot should i drop it",
          "ltc premium increase what are my options",
          "my ltc premium is going up what will the new premium be",
          "letter says my long term care premium is going up what are my choices",
          "if i stop paying my long term care premiums do i lose everything i paid in"
        ]
      },
      {
        "calculator": "careCostFor",
        "uses": [
          "careCost",
          "ltcDaily"
        ],
        "asks": [
          "whats my out of pocket with my long term care policy the first year",
          "my ltc policy pays less a day than the care costs what do i pay",
          "how much will i pay myself after the elimination period with my ltc policy"
        ]
      },
      {
        "says": "The elimination period is the number of days of care you pay for yourself before a long-term care policy starts paying, often 30, 60 or 90 days, much like a deductible counted in days. A longer one lowers the premium; check whether it counts calendar days or only days you receive paid care, and whether it is met once for life or again for each claim.",
        "asks": [
          "what is an elimination period on long term care insurance",
          "what is an elimination period",
          "ltc waiting period before benefits start"
        ]
      },
      {
        "says": "The daily (or monthly) benefit is the most the policy pays for each day or month of covered care; if care costs more, you pay the difference. Most policies reimburse actual costs up to that amount, while a cash or indemnity policy pays the full amount whatever you spend; the benefit period or total pool sets how long it lasts, and inflation protection raises the amount over time.",
        "asks": [
          "how does the daily benefit work on a long term care policy",
          "what is the daily benefit amount on ltc insurance",
          "what does a daily or monthly benefit mean on long term care insurance"
        ]
      },
      {
        "says": "Yes: most long-term care policies are guaranteed renewable, not premium-guaranteed, so the insurer can raise premiums for a whole class of policyholders with the state regulator's approval (in Massachusetts the Division of Insurance), though not for you alone because of your age or health. You can usually hold the premium down by lowering benefits, or stop paying and keep a smaller paid-up benefit.",
        "asks": [
          "my ltc premium went up can they do that",
          "can a long term care insurer raise my premium",
          "is it legal for my long term care premium to go up"
        ]
      },
      {
        "says": "No: Massachusetts does not take part in the federal Long-Term Care Partnership program, so no policy sold here gives dollar-for-dollar asset protection under MassHealth. What Massachusetts has instead is the MassHealth-qualified policy (at least {{maQualifiedLtcDaily}} a day of nursing-home benefit for 730 days), which can protect the home and the estate from MassHealth recovery of nursing-home costs, not savings.",
        "asks": [
          "massachusetts has a partnership long term care policy that protects my savings dollar for dollar",
          "a partnership ltc policy in massachusetts lets me keep assets equal to the benefits paid"
        ],
        "belief": true
      },
      {
        "says": "Massachusetts does not take part in the Partnership program: the federal Long-Term Care Partnership, which in other states lets a policyholder keep assets equal to the benefits paid and still qualify for Medicaid, is not offered here. Instead, a MassHealth-qualified policy (at least {{maQualifiedLtcDaily}} a day of nursing-home benefit for 730 days) can protect the home from sale and the estate from recovery of nursing-home costs.",
        "asks": [
          "what is a partnership long term care policy",
          "does massachusetts have a long term care partnership program",
          "partnership policy masshealth asset protection"
        ]
      },
      {
        "says": "No: cognitive impairment alone can trigger it. A tax-qualified long-term care policy also pays when a severe cognitive impairment, such as dementia, means you need substantial supervision for your safety, even if you can still do your daily activities; the other trigger is needing help with 2 of the 6 activities of daily living for at least 90 days.",
        "asks": [
          "long term care insurance only pays if i cant do 2 adls even with dementia",
          "my mom has dementia but can still dress herself so her ltc policy wont pay",
          "her ltc policy wont pay for dementia if she can still bathe and dress herself"
        ],
        "belief": true
      }
    ],
    "summary": "Traditional long-term care insurance gives the most coverage per premium dollar; hybrid life/LTC policies guarantee a payout but cost more up front.",
    "steps": [
      "Apply in your 50s or early 60s, while healthy, when premiums are lower.",
      "Choose the daily benefit, benefit period, elimination period and inflation protection.",
      "Compare with a hybrid policy that pays a death benefit if care is never needed.",
      "Self-insuring can work for larger estates; make sure the couple’s plan survives one spouse needing care."
    ],
    "benefits": [
      "Protects savings and gives more choice of care."
    ],
    "risks": [
      "Traditional policy premiums can rise over time.",
      "Health questions can make coverage unavailable later."
    ],
    "next": [
      "Get quotes for both a traditional and a hybrid policy with the same benefit."
    ]
  },
  {
    "id": "ma-estate-tax",
    "title": "Massachusetts estate tax",
    "area": "estate",
    "questions": [
      "Does Massachusetts have an estate tax?",
      "What is the Massachusetts estate tax threshold?",
      "How do I avoid Massachusetts estate tax?",
      "mass estate tax 2 million"
    ],
    "keywords": [
      "massachusetts",
      "estate tax",
      "state estate tax",
      "threshold",
      "exemption",
      "estate tax exemption",
      "credit shelter",
      "portability",
      "boston"
    ],
    "sources": [
      "massEstate",
      "massEstateFaq"
    ],
    "ask": "Roughly what is the estate worth, counting the home, retirement accounts and life insurance?",
    "points": [
      {
        "says": "No: for deaths from January 1, 2023, real estate and tangible property located outside Massachusetts are left out of a Massachusetts resident's taxable estate (the 2024 amendment made this explicit). The condo may still need probate in the state where it is, and it still counts toward the federal exemption of {{estateExclusion}}.",
        "asks": [
          "does massachusetts tax my florida condo in my estate",
          "is our cottage in maine counted for mass estate tax",
          "out of state real estate and the massachusetts estate tax",
          "out of state property",
          "im single and own a condo in florida does mass estate tax count it"
        ]
      },
      {
        "calculator": "estateTax",
        "uses": [
          "assets"
        ],
        "asks": [
          "will my kids have to pay massachusetts estate tax",
          "is there an estate tax in massachusetts on a 3 million estate",
          "estate tax on my house and savings",
          "roughly how much massachusetts estate tax would it be"
        ]
      },
      {
        "says": "Yes, if you own the policy: it is free of income tax, but the death benefit counts toward your estate even when your children are the beneficiaries. An irrevocable life insurance trust can own it instead, but a policy you give away counts for 3 years after the transfer, so a trust buying a new policy avoids that wait.",
        "asks": [
          "does life insurance count toward massachusetts estate tax",
          "does my life insurance count in my estate",
          "how do people get the life insurance out of the estate"
        ]
      },
      {
        "says": "If the gross estate at death, plus taxable gifts made in life, is over {{maEstateThreshold}}, the executor files Form M-706 with the Department of Revenue and pays any tax within 9 months of the death. An extension to file does not extend the time to pay.",
        "asks": [
          "when is the massachusetts estate tax return due",
          "do i have to file form m-706",
          "executor massachusetts estate tax return",
          "i am executor do i need to file a massachusetts estate tax return"
        ]
      },
      {
        "says": "It depends on the size of your whole estate: a nonresident who owns Massachusetts real estate or tangible property must file if the estate, wherever it is, is over {{maEstateThreshold}}, and owes tax on the Massachusetts property's share. Since 2023 a resident's real estate in another state is left out of the Massachusetts tax.",
        "asks": [
          "i live in florida but own a house on the cape will my estate owe massachusetts estate tax",
          "nonresident with property in massachusetts estate tax"
        ]
      },
      {
        "says": "No, not since 2023: for deaths from January 1, 2023, a credit removes the Massachusetts estate tax for estates of {{maEstateThreshold}} or less and lowers it above that. The old, lower threshold, which taxed an estate from its first dollar once crossed, no longer applies.",
        "asks": [
          "the massachusetts estate tax starts at 1 million"
        ],
        "belief": true
      },
      {
        "says": "No: unlike the federal exemption, the Massachusetts threshold has no portability, so the {{maEstateThreshold}} threshold of the first spouse is lost if everything passes to the survivor. To use both, the first spouse's plan leaves up to that amount to others, usually a credit shelter (bypass) trust for the survivor's benefit.",
        "asks": [
          "my spouse can use my unused massachusetts estate tax exemption",
          "massachusetts lets a widow use her late husbands exemption too",
          "portability works for the massachusetts estate tax"
        ],
        "belief": true
      },
      {
        "says": "{{maEstateThreshold}}: for deaths from January 1, 2023, an estate of {{maEstateThreshold}} or less owes no Massachusetts estate tax, and above it a credit of up to {{maEstateCredit}} means only the part above the line is taxed. It is not indexed to inflation and, unlike the federal exemption, a spouse's unused amount does not carry over.",
        "asks": [
          "whats the estate tax exemption in massachusetts",
          "how much can i leave before massachusetts estate tax",
          "what is the massachusetts estate tax credit",
          "how big is the mass estate tax credit"
        ]
      },
      {
        "says": "Yes: for deaths from January 1, 2023, an estate of {{maEstateThreshold}} or less owes no Massachusetts estate tax, and a credit lowers the tax on larger estates; the threshold is not indexed for inflation.",
        "asks": [
          "is the massachusetts estate tax threshold 2 million"
        ]
      },
      {
        "says": "No, not since 2023: Massachusetts gives every estate a credit of {{maEstateCredit}}, which wipes out the tax on the first {{maEstateThreshold}}, so an estate just over it owes tax only on roughly the part above. Before 2023 the whole estate was taxed once it passed 1 million, which is where the cliff story comes from.",
        "asks": [
          "massachusetts taxes the whole estate once you go over 2 million",
          "if our estate is a little over 2 million the whole thing is taxed",
          "going a dollar over the massachusetts threshold taxes everything"
        ],
        "belief": true
      },
      {
        "says": "Yes: the Massachusetts estate tax counts everything you own at death, your Massachusetts home, IRAs and 401(k)s, bank and brokerage accounts and life insurance you own included, even what passes by beneficiary form or joint ownership. What goes to a spouse or a charity is then deducted.",
        "asks": [
          "does my ira count toward the massachusetts estate tax",
          "do retirement accounts count in my estate"
        ]
      },
      {
        "says": "Retitle so that each of you owns assets in your own name, or your own revocable trust, up to the {{maEstateThreshold}} threshold, and have each plan leave the first spouse's share to a credit shelter (bypass) trust for the survivor. Assets held jointly pass to the survivor untaxed but add to the survivor's estate, and Massachusetts has no portability, so the first threshold is wasted.",
        "asks": [
          "everything is in joint names how do we use both massachusetts estate exemptions",
          "how do we avoid wasting one of our massachusetts estate exemptions",
          "married how do we use both of our mass estate tax thresholds"
        ]
      },
      {
        "calculator": "giftsOutOfEstate",
        "uses": [
          "giftsEach",
          "assets"
        ],
        "asks": [
          "would giving my kids gifts every year lower my estate tax",
          "can yearly gifts to my children reduce the massachusetts estate tax",
          "does gifting to family help avoid estate tax"
        ]
      },
      {
        "says": "No, not at the first death: what passes to a spouse is deducted (the marital deduction), so no Massachusetts estate tax is due then, though an estate over {{maEstateThreshold}} still files Form M-706. The tax can come at the second death, when the survivor dies, on everything then, and with no portability the first spouse's {{maEstateThreshold}} threshold is lost unless a credit shelter trust used it.",
        "asks": [
          "everything goes to my wife is there estate tax at the first death",
          "my husband left it all to me as his wife is any of it taxed"
        ]
      }
    ],
    "summary": "Massachusetts taxes estates above {{maEstateThreshold}}, and only the part above that line is taxed, at graduated rates up to 16%.",
    "steps": [
      "Include your home, retirement accounts and life insurance you own; they all count.",
      "Massachusetts has no portability, so a married couple can waste the first spouse’s threshold without planning.",
      "Credit shelter (bypass) trusts and retitling assets can use both spouses’ thresholds.",
      "Life insurance held in an irrevocable trust can stay out of the taxable estate."
    ],
    "benefits": [
      "Planning can save a family tens of thousands of dollars in state estate tax."
    ],
    "risks": [
      "Many Boston-area homeowners cross the threshold with a house and retirement savings alone."
    ],
    "next": [
      "Total your estate, including your home, and review how assets are titled."
    ]
  },
  {
    "id": "ma-medigap",
    "title": "Medigap in Massachusetts",
    "area": "health",
    "questions": [
      "How does Medigap work in Massachusetts?",
      "What are Supplement 1A and Core plans?",
      "Can I switch Medigap plans in Massachusetts?",
      "medicare supplement massachusetts",
      "free medicare counseling massachusetts shine"
    ],
    "keywords": [
      "massachusetts",
      "medigap",
      "supplement 1a",
      "supplement 1",
      "core plan",
      "shine",
      "guaranteed issue",
      "switch",
      "boston",
      "assignment",
      "opted out"
    ],
    "sources": [
      "massShine",
      "massInsurance",
      "medicareMedigap",
      "massMedicareLaw",
      "medicareAssignment"
    ],
    "ask": "When did your Part B start, and do you live in Massachusetts year-round?",
    "points": [
      {
        "says": "Yes, you can keep it: a Medigap policy is guaranteed renewable, so your Plan G goes with you when you move as long as you pay the premium, which may change with your new address. You can also switch to a Massachusetts plan, Core or Supplement 1A, which insurers here may not refuse or price by your health.",
        "asks": [
          "moving to massachusetts can i keep my plan g",
          "i have plan g from another state can i keep it or do i have to switch"
        ]
      },
      {
        "says": "No: a Medigap policy is guaranteed renewable, so your plan goes with you when you move as long as you pay the premium, which may change with your new address. You can also switch to a Massachusetts plan, Core or Supplement 1A, which insurers here may not refuse or price by your health.",
        "asks": [
          "i have to drop my medigap plan when i move to massachusetts",
          "moving to another state means giving up my medigap policy",
          "i have plan g down in florida and have to drop it once i live here",
          "my plan g from florida wont work here anymore"
        ],
        "belief": true
      },
      {
        "says": "No: in Massachusetts a Medigap insurer cannot turn you down, charge you more or exclude a condition because of your health, at any age, whether you are new to Medicare or leaving an Advantage plan.",
        "asks": [
          "can the medigap company turn me down because of my health in massachusetts",
          "can they charge me more for medigap because of my diabetes",
          "can they turn me down because of a health condition"
        ]
      },
      {
        "says": "Yes, without health questions: Massachusetts Medigap insurers must take you whatever your health. Leave the Advantage plan in the fall open enrollment (October 15 to December 7) or from January 1 to March 31, and line up the Medigap start with Original Medicare's so there is no gap.",
        "asks": [
          "can i switch from medicare advantage to a medigap plan in massachusetts without health questions"
        ]
      },
      {
        "says": "Yes: Massachusetts Medigap insurers must accept you whatever your health, so when a premium rises you can move to the same plan (Core or Supplement 1A) from a company that charges less; every company's plan of the same name covers the same benefits. Have the new policy start before you cancel the old one, so there is no gap.",
        "asks": [
          "my medigap premium went up can i switch to another company",
          "can i change medigap insurers in massachusetts",
          "switch my supplement 1a to a cheaper company"
        ]
      },
      {
        "says": "No. Massachusetts does not sell the lettered Medigap plans such as G or N; it has its own: Core, which covers the basic gaps such as the 20% Part B coinsurance, and Supplement 1A, which adds the Part A hospital deductible, skilled nursing coinsurance and emergency care abroad, plus Supplement 1 for people eligible before 2020.",
        "asks": [
          "can i get plan g in massachusetts",
          "my sister in florida has plan g can i get that here",
          "plan n in massachusetts",
          "can i get medigap plan g in massachusetts"
        ]
      },
      {
        "says": "In Massachusetts you choose between two standardized Medigap plans: Core, which covers the basic gaps such as the 20% Part B coinsurance, and Supplement 1A, which adds the Part A hospital deductible, skilled nursing coinsurance and emergency care abroad. Supplement 1 is open only to people eligible for Medicare before 2020, and insurers must accept you whatever your health.",
        "asks": [
          "what medigap plans can i get in massachusetts",
          "turning 65 what medigap plans can i get here",
          "which medigap plan in massachusetts",
          "medigap plans in mass",
          "whats the difference between core and supplement 1a"
        ]
      },
      {
        "says": "Yes: Core pays the 20% Part B coinsurance after the Part B deductible, which you pay yourself, and Supplement 1A pays it too; both also cover the Part A hospital coinsurance.",
        "asks": [
          "does the core plan pay the 20 percent"
        ]
      },
      {
        "says": "Not Supplement 1A: it does not pay the Part B deductible ({{partBDeductible}} in 2026), and neither does Core; you pay it yourself each year, then the plan pays the 20% coinsurance. Only Supplement 1 pays it, and Supplement 1 is open only to people eligible for Medicare before 2020, because federal law bars selling plans that cover that deductible to people eligible from 2020 on.",
        "asks": [
          "is the part b deductible covered by supplement 1a",
          "supplement 1a and the part b deductible",
          "which massachusetts supplement pays the part b deductible"
        ]
      },
      {
        "says": "No: Supplement 1A pays the Part A hospital deductible but not the Part B deductible ({{partBDeductible}} in 2026), which you pay yourself before it pays the 20% coinsurance. Only Supplement 1, for people eligible for Medicare before 2020, pays the Part B deductible.",
        "asks": [
          "supplement 1a covers the part b deductible",
          "with supplement 1a i wont pay the part b deductible",
          "supplement 1a pays both deductibles"
        ],
        "belief": true
      },
      {
        "says": "Yes: in Massachusetts, whatever your health, Medigap insurers may not turn you down, charge you more or impose a waiting period for a pre-existing condition because of your health. Each must take applications at least from February 1 to March 31 every year, for coverage from June 1, and insurers may take them year-round, as all did in 2024; ask the insurer when your coverage would start.",
        "asks": [
          "can i buy medigap anytime in massachusetts",
          "can i buy a medigap policy at any time whatever my health",
          "can i get a supplement later even with health problems",
          "is there an open enrollment for medigap in massachusetts"
        ]
      },
      {
        "says": "SHINE (Serving the Health Insurance Needs of Everyone) gives free, unbiased Medicare counseling across Massachusetts, by phone or in person; counselors can compare Medigap, Medicare Advantage and drug plans with you.",
        "asks": [
          "free medicare counseling shine",
          "what is shine"
        ]
      },
      {
        "says": "Yes: if you were first eligible for Medicare before January 1, 2020 (65 before 2020), you can get Supplement 1, even if you delayed Part B while working; people first eligible from 2020 on choose Core or Supplement 1A.",
        "asks": [
          "turned 65 before 2020 but kept working can i get supplement 1",
          "can i still get supplement 1",
          "can i get supplement 1 or only supplement 1a"
        ]
      },
      {
        "says": "No: Massachusetts law requires doctors licensed here who treat Medicare patients not to charge more than Medicare's approved amount, so the Part B excess charges allowed in other states do not apply. You still owe your deductible and 20% coinsurance, which Medigap can cover.",
        "asks": [
          "can a doctor charge more than medicare allows in massachusetts",
          "excess charges massachusetts medicare",
          "balance billing medicare massachusetts"
        ]
      },
      {
        "says": "Up to 15% more, outside Massachusetts: a doctor who takes Medicare patients but not assignment may charge up to 15% above the Medicare-approved amount (the limiting charge) on top of your 20%, and may ask you to pay in full at the visit while Medicare sends its share to you. Massachusetts law bars doctors licensed here from charging Medicare patients more than the approved amount. A doctor who has opted out of Medicare altogether bills you under a private contract you sign, and Medicare pays none of it.",
        "asks": [
          "what if my doctor doesn't accept medicare assignment",
          "doctor doesn't take medicare assignment what do i owe",
          "what is the medicare limiting charge for doctors who do not take assignment",
          "my doctor opted out of medicare what happens now"
        ]
      },
      {
        "says": "Not because of your age: Massachusetts requires Medigap premiums to be community-rated, the same for everyone with the same plan from the same insurer whatever their age or health, unlike states where premiums rise with each birthday. Premiums can still go up for everyone with the plan, usually once a year.",
        "asks": [
          "does my medigap premium go up with age in massachusetts",
          "will my premium rise every birthday",
          "is medigap community rated in massachusetts"
        ]
      },
      {
        "says": "Yes: a Medigap plan, Massachusetts Core and Supplement 1A included, goes with Original Medicare anywhere in the U.S., at any doctor or hospital that accepts Medicare, so it works the same in Florida. Only care outside the country is different.",
        "asks": [
          "we winter in florida does my massachusetts supplement still work there",
          "does my supplement 1a work when im in florida",
          "is my supplement good in other states"
        ]
      },
      {
        "says": "Yes: Supplement 1A pays the Part A hospital deductible ({{partADeductible}} for each benefit period in 2026) and the hospital coinsurance, as Supplement 1 does for those who could buy it; Core does not pay that deductible.",
        "asks": [
          "would supplement 1a have covered the hospital deductible",
          "does supplement 1a pay the part a deductible"
        ]
      },
      {
        "says": "No, not with Core: Original Medicare pays for almost no care outside the U.S., and Core adds none, while Supplement 1 and Supplement 1A cover emergency care during foreign travel. For a long trip with Core, consider travel medical insurance.",
        "asks": [
          "i have the core plan am i covered if i get sick abroad",
          "does the mass core plan cover me overseas"
        ]
      },
      {
        "says": "No: a Medigap policy, Supplement 1A and Core included, is guaranteed renewable: it renews automatically each year as long as you pay the premium. Open enrollment is for changing Part D and Medicare Advantage plans; your Part D plan also renews automatically unless you change it or it ends.",
        "asks": [
          "do i need to sign up for my supplement again every year at open enrollment"
        ]
      },
      {
        "says": "No: Core does not pay the skilled nursing facility coinsurance ({{snfDaily}} a day for days 21 to 100 in 2026), nor the Part A hospital deductible; Supplement 1A and Supplement 1 pay both.",
        "asks": [
          "core plan covers the skilled nursing copay",
          "the core plan pays skilled nursing coinsurance"
        ],
        "belief": true
      },
      {
        "says": "Mainly one item: Supplement 1 also pays the Part B deductible ({{partBDeductible}} in 2026), and Supplement 1A does not. Otherwise they match: both pay the Part A hospital deductible, the skilled nursing coinsurance, the 20% Part B coinsurance and emergency care abroad. Supplement 1 is sold only to people first eligible for Medicare before 2020.",
        "asks": [
          "what does supplement 1 pay that supplement 1a does not"
        ]
      },
      {
        "says": "Core covers the basic gaps: the Part A hospital coinsurance plus 365 extra hospital days, the 20% Part B coinsurance, the first three pints of blood, the Part A hospice coinsurance, 60 days a year in a mental health hospital and the state's required benefits. It does not pay the Part A deductible ({{partADeductible}} a benefit period in 2026), the Part B deductible, the skilled nursing coinsurance or emergencies abroad; Supplement 1A adds all but the Part B deductible.",
        "asks": [
          "what does the core plan cover in massachusetts",
          "what does the massachusetts core plan pay for"
        ]
      },
      {
        "says": "No, not for your health: Massachusetts Medigap premiums are community-rated, the same for everyone with the same plan from the same insurer whatever their health or age. Premiums can still rise for everyone with the plan, usually once a year, and you can switch insurers without health questions.",
        "asks": [
          "will my medigap premium go up because i got sick",
          "can my medigap company raise my rate because of my health"
        ]
      },
      {
        "says": "Yes, you can keep it: a Medigap policy is guaranteed renewable, so your Core or Supplement 1A goes with you to another state as long as you pay the premium, which may change. Buying a new state's plan instead may bring health questions there; a Part D or Advantage plan that does not serve your new area must be replaced, and the move opens a special enrollment period to do it.",
        "asks": [
          "im moving from massachusetts to florida can i keep my medigap",
          "moving out of state can i keep my supplement 1a"
        ]
      },
      {
        "says": "Supplement 1 and Supplement 1A do, Core does not: the two supplements cover emergency care during foreign travel, which Original Medicare almost never pays for. With Core, or for costs beyond the plan's travel benefit, consider travel medical insurance before the trip.",
        "asks": [
          "are emergencies in foreign countries covered by a massachusetts supplement"
        ]
      }
    ],
    "summary": "Massachusetts uses its own standardized Medigap plans (Core, Supplement 1 and Supplement 1A) instead of the lettered plans, and they can be bought without health questions.",
    "steps": [
      "Core covers the basic gaps; Supplement 1A adds the Part A deductible and more.",
      "Supplement 1 (with the Part B deductible) is only for people eligible for Medicare before 2020.",
      "Massachusetts generally allows guaranteed-issue enrollment, so health history does not affect approval.",
      "SHINE offers free, unbiased Medicare counseling across the state."
    ],
    "benefits": [
      "More freedom to switch plans than in most states."
    ],
    "risks": [
      "Premiums vary by insurer for the same standardized benefits."
    ],
    "next": [
      "Compare insurers’ prices for the same plan, and book a SHINE session if you want a second opinion."
    ]
  },
  {
    "id": "ma-property-tax-relief",
    "title": "Property tax relief for Massachusetts seniors and surviving spouses",
    "area": "massachusetts",
    "questions": [
      "Is there any help with property taxes for seniors in Massachusetts?",
      "Can I get a property tax exemption as a widow?",
      "What is the senior circuit breaker tax credit?",
      "Can I defer my property taxes?"
    ],
    "keywords": [
      "property tax",
      "real estate tax",
      "tax bill",
      "exemption",
      "abatement",
      "assessor",
      "assessors",
      "circuit breaker",
      "clause 41c",
      "clause 17d",
      "deferral",
      "work-off",
      "surviving spouse",
      "widow",
      "homeowner"
    ],
    "sources": [
      "massCircuitBreaker",
      "massPropertyExemptions"
    ],
    "ask": "Are you 65 or older, and roughly what are your yearly income and property tax bill?",
    "points": [
      {
        "calculator": "circuitBreakerFor",
        "uses": [
          "propertyTax",
          "income"
        ],
        "asks": [
          "how much is the circuit breaker credit",
          "who qualifies for the senior circuit breaker",
          "massachusetts senior circuit breaker tax credit amount",
          "circuit breaker credit income limit",
          "is there any break on her property tax"
        ]
      },
      {
        "says": "Yes, there are several. Your city or town's assessors grant property tax exemptions under state law to surviving spouses and to people 70 or older (Clause 17D, with an asset limit) and to people 70 or older with low income and assets (Clause 41C), and many towns offer a deferral (Clause 41A) or a senior work-off program. Separately, the state's Senior Circuit Breaker credit (up to {{maCircuitBreakerMax}} for 2025) helps if you are 65 or older and your property taxes are high for your income. Apply to your assessors' office; the deadline is usually three months after the tax bills go out.",
        "asks": [
          "property tax help for a widow",
          "property tax exemption surviving spouse",
          "any help with property taxes for seniors",
          "senior property tax exemption massachusetts",
          "my husband died can i get help with property taxes"
        ]
      },
      {
        "says": "Yes, in most towns. A Clause 41A deferral lets homeowners 65 or older with income under the town's limit put off some or all of the property tax; it is repaid, with interest, when the home is sold or from the estate. Ask your town's assessors for the income limit and interest rate.",
        "asks": [
          "can i defer my property taxes",
          "property tax deferral for seniors",
          "can i put off paying my property taxes until i die"
        ]
      },
      {
        "says": "Yes: the Circuit Breaker is claimed only by filing a Massachusetts Form 1 with Schedule CB, even if she owes no tax and normally does not file. It is refundable, so it is paid as a refund even when no tax is due, and a missed year can be claimed up to 3 years back.",
        "asks": [
          "she doesnt normally file a state return does she have to for the circuit breaker",
          "do i have to file a tax return to get the circuit breaker"
        ]
      },
      {
        "says": "No: Massachusetts has no automatic property tax break at any age. The exemptions for people 65 or 70 and older have age, income or asset limits and must be applied for at your town's assessors' office, and the Senior Circuit Breaker is claimed on your state return.",
        "asks": [
          "seniors are exempt from property tax after 65",
          "at 65 my property taxes stop",
          "i get a property tax exemption automatically at 70"
        ],
        "belief": true
      },
      {
        "says": "No: renters 65 or older can claim it too, counting 25% of the rent on their Massachusetts home as property tax, within the same income limits. It is not available when the rent is subsidized or the landlord pays no property tax.",
        "asks": [
          "the circuit breaker is only for homeowners",
          "renters cant get the senior circuit breaker"
        ],
        "belief": true
      },
      {
        "says": "No: the Circuit Breaker is refundable, so it is paid to you, up to {{maCircuitBreakerMax}} for tax year 2025, even if you owe no income tax; you claim it by filing Form 1 with Schedule CB.",
        "asks": [
          "i cant get the circuit breaker because i dont owe any state tax",
          "the circuit breaker is only for people who owe income tax"
        ],
        "belief": true
      },
      {
        "says": "Yes: property tax is owed at every age in Massachusetts, and the senior exemptions (with age, income or asset limits) must be applied for at your town's assessors' office, usually within three months after the tax bills go out; the Senior Circuit Breaker is claimed on your state return.",
        "asks": [
          "do seniors owe property tax",
          "do i have to apply for the senior property tax exemption",
          "do seniors have to apply for property tax exemptions"
        ]
      },
      {
        "says": "Yes: renters 65 or older can claim the Senior Circuit Breaker, counting 25% of the rent on their Massachusetts home as property tax, within the same income limits; not when the rent is subsidized or the landlord pays no property tax.",
        "asks": [
          "can renters get the circuit breaker",
          "does the circuit breaker apply to renters",
          "can i get the circuit breaker if i rent"
        ]
      },
      {
        "says": "Yes: the Circuit Breaker is refundable, paid to you as a refund, up to {{maCircuitBreakerMax}} for tax year 2025, even when you owe no income tax; you file Form 1 with Schedule CB to claim it.",
        "asks": [
          "can i get the circuit breaker if i owe no state income tax",
          "is the circuit breaker paid if i owe no tax"
        ]
      }
    ],
    "summary": "Massachusetts helps older homeowners with property taxes in two ways: local exemptions and deferrals, granted by your city or town's assessors, and the state's Senior Circuit Breaker credit. The credit, up to {{maCircuitBreakerMax}} for tax year 2025 at 65 or older, pays the amount by which your property tax (plus half your water and sewer bills) exceeds 10% of your income, within income limits; it is claimed on Schedule CB with a Massachusetts Form 1 and refunded even if you owe no tax.",
    "steps": [
      "Call or visit your town's assessors' office and ask which exemptions you qualify for (Clause 17D for surviving spouses and people 70 or older, Clause 41C for people 70 or older with limited income and assets).",
      "Apply each year by the deadline, usually three months after the actual tax bills are mailed, with proof of age, ownership and assets.",
      "Claim the Senior Circuit Breaker credit on Schedule CB with your Massachusetts return, even if you do not otherwise have to file."
    ],
    "benefits": [
      "Exemptions lower the bill directly, and the circuit breaker credit is refunded even when you owe no income tax."
    ],
    "risks": [
      "Each exemption has its own age, income and asset tests, and missing the filing deadline forfeits it for that year."
    ],
    "next": [
      "Ask your assessors' office for this year's exemption application and its deadline."
    ]
  },
  {
    "id": "ma-retirement-income-tax",
    "title": "How Massachusetts taxes retirement income",
    "area": "massachusetts",
    "questions": [
      "Are pensions taxed in Massachusetts?",
      "massachusetts taxes for retirees",
      "should i move out of massachusetts for taxes"
    ],
    "keywords": [
      "massachusetts",
      "state tax",
      "state income tax",
      "social security",
      "pension",
      "ira",
      "retiree",
      "retirees",
      "5%",
      "circuit breaker",
      "move",
      "florida",
      "new hampshire",
      "blindness",
      "no tax status"
    ],
    "sources": [
      "massExemptions",
      "massSeniors",
      "massRentDeduction",
      "massMilitaryPension",
      "usc4114"
    ],
    "points": [
      {
        "says": "No. Massachusetts does not tax Social Security benefits at all; the federal government may tax part of them, depending on your income.",
        "asks": [
          "does massachusetts tax social security",
          "does massachusetts tax my social security",
          "how is social security taxed in massachusetts",
          "massachusetts taxes my social security",
          "i have to pay mass state tax on my social security",
          "and in mass",
          "massachusetts taxes my social security",
          "i pay mass state tax on my social security"
        ]
      },
      {
        "says": "No, not a Massachusetts public pension such as a teacher’s, a state or city or town employee’s, a police officer’s or firefighter’s: contributory pensions from the Massachusetts state, city and town retirement systems and from federal government service are exempt from Massachusetts income tax. Private pensions and IRA and 401(k) withdrawals are taxed at 5%.",
        "asks": [
          "i retired from the state is my pension taxed by mass",
          "teacher pension massachusetts tax",
          "is my state pension taxed in massachusetts",
          "do i have to pay tax on my pension in massachusetts if its from the state",
          "massachusetts taxes my mass teachers retirement pension",
          "my massachusetts state employee pension is taxed by the state",
          "i retired from the town is my pension taxed by mass",
          "does massachusetts tax a city or town retirement pension",
          "retired police officer does mass tax my pension",
          "retiring from the state does mass tax my state employees pension"
        ]
      },
      {
        "says": "Yes, in most cases: a Massachusetts resident pays the 5% income tax on a private pension and on most government pensions from other states; only contributory pensions from Massachusetts and federal government service, and those of other states that do not tax Massachusetts public pensions, are exempt.",
        "asks": [
          "i live in massachusetts and get a pension from another state is it taxed here",
          "does massachusetts tax a pension from another state"
        ]
      },
      {
        "says": "It depends on who pays it: a pension from a private employer is taxed by Massachusetts at 5%, like IRA and 401(k) withdrawals, while contributory pensions from Massachusetts and federal government service (a teacher's, a state or federal employee's) are exempt. Social Security is never taxed by the state, and once you move away Massachusetts cannot tax your pension or IRA at all.",
        "asks": [
          "is my pension taxed by the state",
          "does massachusetts tax my pension"
        ]
      },
      {
        "says": "Massachusetts taxes most income at a flat 5%, including IRA and 401(k) withdrawals, private pensions, interest, dividends and long-term gains; short-term gains are taxed at 8.5% and long-term gains on collectibles at 12%. A 4% surtax applies on income above {{maSurtaxThreshold}} (2025 threshold), and Social Security and Massachusetts and federal government pensions are exempt.",
        "asks": [
          "whats the massachusetts income tax rate",
          "what is the mass state income tax rate for retirees"
        ]
      },
      {
        "says": "No: Massachusetts has no standard deduction. It gives personal exemptions instead, {{maExemptionSingle}} single or {{maExemptionJoint}} married filing jointly, plus {{maExemption65}} for each of you 65 or older, and a few deductions of its own, such as half of rent paid up to {{maRentDeductionMax}}.",
        "asks": [
          "does massachusetts have a standard deduction",
          "is there a standard deduction on the mass return"
        ]
      },
      {
        "says": "Yes, at 5% like other income, except that any contributions you already paid Massachusetts tax on come out first, tax-free.",
        "presumes": "ma-resident",
        "asks": [
          "is my ira withdrawal taxed by the state",
          "does massachusetts tax my ira withdrawals",
          "and what about my ira withdrawals does mass tax them",
          "state tax on 401k withdrawals"
        ]
      },
      {
        "says": "Yes: Massachusetts taxes pensions from private employers at 5%, like IRA and 401(k) withdrawals. Only pensions from Massachusetts and federal government service are exempt, and Social Security is never taxed by the state.",
        "presumes": "ma-resident",
        "asks": [
          "do i have to pay taxes on my pension in massachusetts from a private company",
          "is a private pension taxed in massachusetts",
          "my pension from a company is it taxed by the state"
        ]
      },
      {
        "says": "No, not qualified ones: Massachusetts follows the federal rule, so Roth IRA withdrawals after 59½ from a Roth at least five years old are not taxed; the earnings in a withdrawal that does not qualify are taxed at 5%.",
        "asks": [
          "does massachusetts tax roth ira withdrawals",
          "are roth withdrawals taxed by the state",
          "do i pay massachusetts tax on my roth"
        ]
      },
      {
        "says": "Yes: {{maExemption65}} more in exemptions for each of you who is 65 or older by the end of the year ({{maExemption65+maExemption65}} for a couple both 65 or older), on top of the personal exemption of {{maExemptionSingle}} single or {{maExemptionJoint}} married filing jointly. Massachusetts has no standard or senior deduction, and Social Security and Massachusetts and federal government pensions are left out of income to begin with.",
        "asks": [
          "what exemptions does massachusetts give seniors",
          "does the state give seniors any extra exemption on income tax",
          "is there an age 65 exemption in massachusetts",
          "is there a tax break for being over 65 in massachusetts"
        ]
      },
      {
        "says": "Not the federal one: Massachusetts has no standard deduction and no senior deduction, but it gives a personal exemption of {{maExemptionSingle}} single or {{maExemptionJoint}} married filing jointly, plus {{maExemption65}} more for each of you who is 65 or older ({{maExemption65+maExemption65}} for a couple both 65 or older). Social Security and Massachusetts and federal government pensions are left out of income to begin with.",
        "asks": [
          "does massachusetts have a senior deduction on the state return",
          "does massachusetts give us anything like that on the state return",
          "massachusetts personal exemption"
        ]
      },
      {
        "calculator": "maIncomeTaxFor",
        "uses": [
          "otherIncome",
          "married",
          "ages"
        ],
        "asks": [
          "what do i owe mass for income tax",
          "what massachusetts income tax will we owe"
        ]
      },
      {
        "calculator": "rentDeduction",
        "uses": [
          "rentYearly"
        ],
        "asks": [
          "can i deduct my rent on my massachusetts taxes",
          "massachusetts rental deduction",
          "renter deduction on the mass return"
        ]
      },
      {
        "says": "No Massachusetts income tax is owed when your Massachusetts AGI (which leaves out Social Security) is {{maNtsSingle}} or less single or {{maNtsJoint}} or less married filing jointly, plus {{maNtsDependent}} a dependent; you still file Form 1 if your gross income is over {{maFilingThreshold}}. Just above that, up to {{maLicSingle}} single or {{maLicJoint}} joint, the Limited Income Credit can cut the tax.",
        "asks": [
          "what is no tax status in massachusetts",
          "do i owe massachusetts tax on a low income",
          "massachusetts no tax status income limit"
        ]
      },
      {
        "says": "Yes: if your Massachusetts AGI is just over the No Tax Status limit, up to {{maLicSingle}} single or {{maLicJoint}} married filing jointly (plus an amount per dependent), the Limited Income Credit caps your tax at a share of the income above that limit. Married couples filing separately cannot claim it or No Tax Status.",
        "asks": [
          "does massachusetts have a limited income credit",
          "limited income credit massachusetts"
        ]
      },
      {
        "says": "Yes, since tax year 2023, and without itemizing on your federal return: Massachusetts lets you deduct the charitable gifts you could deduct federally if you itemized, whether or not you do; donations of household goods and used clothing are not deductible.",
        "asks": [
          "can i deduct charitable donations on my massachusetts return",
          "can i deduct charitable gifts on my massachusetts return",
          "does massachusetts allow a charity deduction",
          "massachusetts charitable deduction without itemizing"
        ]
      },
      {
        "says": "Yes: contributions to the Massachusetts 529 plans (the U.Fund and the U.Plan) are deductible on the state return up to {{ma529Single}} a year, or {{ma529Joint}} married filing jointly, whoever puts the money in, grandparents included. Plans of other states do not qualify.",
        "asks": [
          "can i deduct 529 contributions on my massachusetts return",
          "massachusetts 529 deduction for grandparents",
          "massachusetts deduction for the u fund"
        ]
      },
      {
        "says": "Yes: Massachusetts gives a {{maBlindExemption}} exemption to you or your spouse if legally blind at the end of the year (20/200 or worse in the better eye with correction, or a field of vision of 10 degrees or less), on top of the personal exemption and the {{maExemption65}} at 65.",
        "asks": [
          "massachusetts blind exemption",
          "blind exemption on the mass return",
          "im legally blind do i get anything on my mass taxes"
        ]
      },
      {
        "says": "Yes, through a medical and dental exemption on Form 1, added to your personal exemption and the {{maExemption65}} at 65. It equals what you deduct for those costs on your federal Schedule A, the part above 7.5% of federal adjusted gross income.",
        "asks": [
          "can i deduct medical expenses on my massachusetts return",
          "massachusetts medical and dental exemption",
          "do my doctor bills lower my mass tax"
        ]
      },
      {
        "says": "No, once you are no longer a Massachusetts resident: federal law (4 U.S.C. § 114) bars a state from taxing a nonresident's pension, IRA or workplace retirement plan income, even if earned there. For the year you move, file a part-year return, and be ready to show that your domicile really changed.",
        "presumes": "leaving-ma",
        "asks": [
          "if i moved to florida does massachusetts tax my pension",
          "i moved to new hampshire do i pay mass tax on my ira withdrawals",
          "does massachusetts tax my pension after i move out of state",
          "moved to florida does mass tax my pension",
          "massachusetts taxes my ira after i move to florida",
          "mass taxes my pension after i move out of state"
        ]
      },
      {
        "says": "From the day you change your domicile (your true, permanent home): for the year you move you file a part-year resident return, with Massachusetts tax on all your income while you lived here and afterwards only on Massachusetts-source income, such as rent from property here; pensions and IRA withdrawals after the move are not taxed here. Massachusetts may question the move, so make the break clear: home, license, voting, doctors and where you spend your time.",
        "asks": [
          "we are moving to florida when do we stop paying massachusetts taxes",
          "when do i stop being a massachusetts resident for taxes",
          "moving out of state this year how does mass tax us"
        ]
      },
      {
        "says": "Not by Massachusetts: retirement pay and survivor benefits from the U.S. uniformed services are left out of Massachusetts income. The IRS does tax military retirement pay like other pensions, apart from disability pay that is excludable.",
        "asks": [
          "is military retirement pay taxable in massachusetts",
          "does mass tax my military pension",
          "military retirement taxes"
        ]
      },
      {
        "says": "Federally, the same wherever you live: up to 85% of Social Security can be taxable, depending on your income. No state tax either way: Massachusetts does not tax Social Security, and neither does Florida, New Hampshire or most other states.",
        "asks": [
          "will my social security be taxed if i move to florida",
          "does moving out of massachusetts change the tax on my social security"
        ]
      },
      {
        "says": "No, neither: Massachusetts exempts contributory pensions from federal government service, such as CSRS and FERS annuities, as it does Massachusetts public pensions, and it never taxes Social Security. Private pensions and IRA and 401(k) withdrawals are taxed at 5%.",
        "asks": [
          "will massachusetts tax my federal pension",
          "is a csrs or fers pension taxed in massachusetts",
          "retired federal worker will mass tax my federal pension or my social security"
        ]
      },
      {
        "says": "No, not all of them: Massachusetts exempts contributory pensions from Massachusetts and federal government service, but taxes private pensions and IRA and 401(k) withdrawals at 5%; Social Security is never taxed by the state.",
        "asks": [
          "massachusetts does not tax pensions",
          "pensions are tax free in massachusetts"
        ],
        "belief": true
      },
      {
        "says": "No, only what you receive after you become a resident: as a part-year resident you file Form 1-NR/PY, and IRA withdrawals, pensions and wages received while you lived in another state are not Massachusetts income.",
        "presumes": "coming-to-ma",
        "asks": [
          "moved to massachusetts in the middle of the year does mass tax my ira withdrawals for the whole year",
          "part year resident massachusetts tax on retirement income"
        ]
      }
    ],
    "summary": "Massachusetts does not tax Social Security or most Massachusetts and federal government pensions, but taxes IRA and 401(k) withdrawals and private pensions at 5%.",
    "steps": [
      "Social Security benefits are fully exempt from Massachusetts income tax.",
      "Contributory pensions from Massachusetts and federal government service are generally exempt; private pensions are taxed.",
      "IRA and 401(k) withdrawals are taxed at 5%, but contributions already taxed by Massachusetts come out first tax-free.",
      "Seniors may qualify for the Circuit Breaker credit for property taxes or rent.",
      "Moving out of state for taxes requires a real change of domicile, not just a second home."
    ],
    "benefits": [
      "Retirees living mainly on Social Security and public pensions owe little Massachusetts income tax."
    ],
    "risks": [
      "Large IRA withdrawals and capital gains are still taxed by the state, and the estate tax threshold is low."
    ],
    "next": [
      "Check last year’s Massachusetts return for which income was taxed."
    ]
  },
  {
    "id": "ma-small-estate",
    "title": "Settling a small estate in Massachusetts",
    "area": "massachusetts",
    "questions": [
      "How do I settle a small estate in Massachusetts?",
      "My parent died with no will, what do I do?",
      "What is voluntary administration?",
      "Do I need probate for a small estate?"
    ],
    "keywords": [
      "small estate",
      "voluntary administration",
      "no will",
      "without a will",
      "intestate",
      "checking account",
      "his car",
      "her car",
      "probate court"
    ],
    "sources": [
      "massVoluntaryAdmin",
      "massProbate",
      "cfpbDeceasedDebt"
    ],
    "points": [
      {
        "says": "If the estate is only personal property worth {{maVoluntaryAdmin}} or less, not counting one car, and no real estate, a family member can use voluntary administration: 30 days after the death, file a Voluntary Administration Statement with the Probate and Family Court in the county where he lived, then collect the assets, pay the bills and distribute the rest by the will or, with no will, by state law.",
        "asks": [
          "dad died with just a checking account and his car no will what do i do",
          "how do i handle a small estate in massachusetts",
          "what is voluntary administration",
          "my brother died with money in the bank and no will is there a simple way to get it",
          "how do i get money out of my late mothers bank account without probate"
        ]
      },
      {
        "says": "Then not voluntary administration: real estate in the person's name alone needs informal or formal probate with the Probate and Family Court, which appoints a personal representative to deal with the property and the rest of the estate. A home held jointly, or in a trust, passes outside probate.",
        "asks": [
          "she also owned a house or condo in her name",
          "what if the estate includes real estate",
          "can we use voluntary administration if there is a house"
        ]
      },
      {
        "says": "No: a parent's debts are paid from what the parent left (the estate), and you owe one from your own money only if you co-signed it or held the account jointly; an authorized user owes nothing. If the estate runs short, the rest usually goes unpaid, and a collector may not tell you that you owe it.",
        "asks": [
          "my dead fathers credit card debt passes to me",
          "i am responsible for my relatives debts after they die",
          "children inherit their parents debts"
        ],
        "belief": true
      },
      {
        "says": "Yes: debts are paid from what the person left, by the personal representative, before heirs receive anything; accounts with a beneficiary or joint owner usually pass outside it. If the estate runs short, most remaining debts go unpaid, and children and other heirs owe only debts they co-signed or held jointly.",
        "asks": [
          "is the estate responsible for the debts of the person who died",
          "are a dead persons debts settled from the estate",
          "how long can creditors come after my fathers estate",
          "do i have to pay my dads credit card debt myself",
          "my mother died owing money on credit cards who pays it"
        ]
      },
      {
        "says": "One year from the death, in most cases: in Massachusetts a creditor must bring a claim against the estate within a year of the death or lose it, which is why a personal representative usually waits that long before paying everything out. The debts are paid from the estate; you owe one from your own money only if you co-signed it or held the account jointly.",
        "asks": [
          "how long do creditors have to make a claim against an estate in massachusetts",
          "how long can they come after his estate for a debt",
          "deadline for creditors after a death massachusetts"
        ]
      },
      {
        "says": "No: when the estate is only personal property worth {{maVoluntaryAdmin}} or less (not counting one car) and no real estate, a family member can use voluntary administration, a simple filing with the Probate and Family Court 30 days after the death, with no lawyer required. Accounts with a joint owner or a named beneficiary pass outside it altogether.",
        "asks": [
          "even a small bank account has to go through full probate in massachusetts",
          "we need a lawyer and full probate for moms little checking account"
        ],
        "belief": true
      }
    ],
    "summary": "A Massachusetts estate of personal property worth {{maVoluntaryAdmin}} or less (plus one car) and no real estate can be settled by voluntary administration, a short filing with the Probate and Family Court, instead of full probate; accounts with a named beneficiary or a joint owner pass outside probate altogether.",
    "steps": [
      "Gather the death certificate and list what was in the person's name alone; beneficiary and joint accounts do not count.",
      "After 30 days, file the Voluntary Administration Statement in the county where the person lived, with any will.",
      "Pay funeral costs and debts from the estate before giving anything out; a spouse can usually transfer a car at the registry directly.",
      "Larger estates or any real estate need informal or formal probate."
    ],
    "benefits": [
      "Voluntary administration is quick and inexpensive, with no hearing."
    ],
    "risks": [
      "Paying heirs before debts, or using the wrong process, can leave you personally responsible."
    ],
    "next": [
      "Call the Probate and Family Court registry in the county where the person lived to confirm what to file."
    ]
  },
  {
    "id": "ma-surtax",
    "title": "The Massachusetts 4% surtax",
    "area": "massachusetts",
    "questions": [
      "What is the Massachusetts millionaires tax?",
      "How does the 4% surtax work?",
      "Will selling my house trigger the Massachusetts surtax?",
      "fair share amendment tax"
    ],
    "keywords": [
      "surtax",
      "millionaire",
      "millionaires tax",
      "fair share",
      "4%",
      "massachusetts",
      "one time income",
      "sale of business",
      "high income"
    ],
    "sources": [
      "massSurtax"
    ],
    "points": [
      {
        "says": "No: the {{maSurtaxThreshold}} line is the same for a married couple filing jointly as for a single filer, so spouses with large income in one year can reach it sooner together; married couples can file separately, but that has its own costs.",
        "asks": [
          "does the millionaires tax threshold double for married couples",
          "is the surtax threshold higher if we file jointly"
        ]
      },
      {
        "says": "Massachusetts taxes long-term gains at 5%, and if a sale lifts your taxable income over {{maSurtaxThreshold}} (the 2025 line; the 2026 one is not yet published), the 4% surtax applies to the part above it. Spreading a sale over years, for example with an installment sale, can keep more of it under the line.",
        "asks": [
          "state tax on selling my business",
          "state tax on a big capital gain",
          "massachusetts tax on a large sale"
        ]
      },
      {
        "says": "Yes, it can: the gain above the federal home-sale exclusion counts as Massachusetts income, and if your taxable income for the year passes {{maSurtaxThreshold}} (2025 threshold, the same for a joint return) the part above it pays an extra 4% on top of the regular rate.",
        "asks": [
          "does the millionaires tax apply to selling our house",
          "does the 4% surtax apply to a home sale gain"
        ]
      },
      {
        "says": "No: the Massachusetts 4% surtax is on income, not wealth: it applies only to taxable income above {{maSurtaxThreshold}} (2025) in one year, so a house or savings worth more than that bring no surtax unless a sale or other income pushes that year's income over the line.",
        "asks": [
          "the millionaires tax applies to anyone worth over a million dollars",
          "my house is worth over a million so i owe the massachusetts surtax"
        ],
        "belief": true
      },
      {
        "says": "No: the 4% surtax applies only to the part of Massachusetts taxable income above {{maSurtaxThreshold}} (2025); the income below the threshold is taxed at the regular rates.",
        "asks": [
          "the 4 percent surtax applies to all my income once i go over the threshold",
          "if i go over the millionaires tax line the whole amount gets the extra 4 percent"
        ],
        "belief": true
      }
    ],
    "summary": "Massachusetts adds a 4% surtax on taxable income above an inflation-indexed threshold: {{maSurtaxThreshold}}, the latest confirmed figure.",
    "steps": [
      "The surtax applies only to the part of taxable income above the threshold.",
      "One-time events, such as selling a business, a large Roth conversion or a big capital gain, can push income over it for a single year.",
      "Spreading income over several years, installment sales or charitable strategies can keep it below the threshold.",
      "Surtax payers must pay electronically and should make estimated payments."
    ],
    "benefits": [
      "Planning the timing of large income can avoid the surtax entirely."
    ],
    "risks": [
      "Married couples filing jointly share one threshold."
    ],
    "next": [
      "Before any large sale or conversion, project your Massachusetts taxable income for the year."
    ]
  },
  {
    "id": "market-fear",
    "title": "When the market drops",
    "area": "retirement",
    "questions": [
      "The market dropped, should I sell?",
      "I am scared of a stock market crash",
      "Should I move my money to cash?",
      "What do I do when the market falls in retirement?",
      "I am losing sleep over my investments"
    ],
    "keywords": [
      "market dropped",
      "market drop",
      "stock market",
      "crash",
      "correction",
      "bear market",
      "volatility",
      "losing money",
      "lost money",
      "sell everything",
      "go to cash",
      "stocks falling",
      "losing sleep",
      "recession"
    ],
    "sources": [
      "secAssetAllocation",
      "dolRetirement"
    ],
    "points": [
      {
        "says": "Moving everything to cash after a fall locks in the loss and often misses the recovery. A steadier approach is to keep the next two or three years of withdrawals in cash or bonds so you never have to sell stocks in a downturn, and let the rest stay invested.",
        "asks": [
          "should i move my whole 401k to cash",
          "terrified of a crash should i go to cash"
        ]
      },
      {
        "says": "Not necessarily: what matters is how your money is invested. Take the month's draw from the cash or bonds in your mix, not by selling stocks that have fallen; if nearly all of it is in stocks, trimming the draw or skipping this year's raise for a while helps savings last, since a fall in the first years of retirement does the most harm. How much of your savings is in stocks, and how much in cash and bonds?",
        "asks": [
          "should i stop my withdrawals after the market dropped",
          "should i stop taking money out when the market is down",
          "should i reduce my withdrawals in a down market",
          "the market fell right after i retired should i stop my monthly withdrawals"
        ]
      },
      {
        "says": "No: selling after a drop turns a paper loss into a real one, and the market's best days have often come soon after its worst, so those out of the market miss the recovery. Keeping one to two years of withdrawals in cash or short bonds lets you leave stocks alone in a downturn; rebalance rather than sell out.",
        "asks": [
          "i should sell my stocks after a big drop to stop the losses",
          "going to cash after a crash protects my retirement",
          "selling everything when the market falls is the safe move"
        ],
        "belief": true
      },
      {
        "says": "No, not as a rule: retirement can last 25 to 30 years, and some stocks help savings keep up with inflation over that time. How much depends on your other income, your spending and how much of a drop you can live with; money needed in the next few years belongs in cash or bonds.",
        "asks": [
          "at my age i should not have any money in stocks",
          "retirees should be completely out of the stock market"
        ],
        "belief": true
      }
    ],
    "summary": "Market drops are a normal part of investing, and markets have recovered from past declines, though it has taken months or years; selling after a fall turns a paper loss into a real one and risks missing the rebound. What protects a retiree is keeping the next one to two years of spending in cash or short-term bonds, so nothing has to be sold low.",
    "steps": [
      "Check how many months of spending you hold in cash and short-term bonds; one to two years is a common cushion.",
      "Keep essential bills covered by Social Security, pensions or other guaranteed income.",
      "Rebalance back to your chosen mix rather than selling everything.",
      "If a drop keeps you up at night, your mix may hold more risk than you need: review it calmly, not in the middle of a fall."
    ],
    "benefits": [
      "A cash cushion lets you ride out a fall without selling."
    ],
    "risks": [
      "Selling after a drop locks in the loss, and some of the best days have come soon after the worst.",
      "Holding everything in cash loses ground to inflation over a long retirement."
    ],
    "next": [
      "Write down how much cash and short-term bonds you hold against a year of spending."
    ]
  },
  {
    "id": "masshealth-transfers",
    "title": "MassHealth, gifts and the five-year look-back",
    "area": "health",
    "questions": [
      "What is the MassHealth five-year look-back?",
      "Can my mother give her house to me before going into a nursing home?",
      "How much can you have and still qualify for MassHealth long-term care?",
      "Can I give money to my kids and still get MassHealth?",
      "Will a gift to my grandchildren hurt MassHealth later?",
      "Does MassHealth count my house if my wife still lives in it?"
    ],
    "keywords": [
      "masshealth",
      "medicaid",
      "look back",
      "five year",
      "transfer",
      "gift",
      "sign over",
      "signs the house over",
      "give the house",
      "deed",
      "nursing home",
      "spend down",
      "estate recovery",
      "lien",
      "asset limit",
      "countable assets",
      "medicaid trust",
      "paid caregiver",
      "family caregiver",
      "adult foster care",
      "personal care attendant"
    ],
    "sources": [
      "massHealth",
      "aclLtc",
      "massHealthGuidelines",
      "massHealthCountable",
      "massAging"
    ],
    "ask": "Is the care needed now, and were any gifts or transfers made in the last five years?",
    "points": [
      {
        "says": "Yes: real estate other than the home she lives in (or intends to return to) is a countable asset, so a summer cottage or rental property counts toward the {{massHealthAssetLimit}} limit until it is sold or otherwise dealt with. Giving it to family instead is a transfer under the five-year look-back.",
        "asks": [
          "does masshealth count my mothers summer cottage",
          "will masshealth count a second home",
          "vacation house and masshealth nursing home"
        ]
      },
      {
        "says": "Yes: a gift to anyone, grandchildren and tuition included, made within five years before applying for MassHealth long-term care can bring a penalty period, unless it is shown to have been made for some other reason than qualifying. Gifts made more than five years before applying do not count.",
        "asks": [
          "does the 5 year lookback apply to money i gave my grandson for college",
          "do gifts to grandchildren count for the masshealth look back",
          "could a gift i made hurt me if i need masshealth in a few years"
        ]
      },
      {
        "says": "That would very likely count as a disqualifying gift under the five-year look-back: a transfer for less than fair value within five years of applying brings a penalty period with no nursing-home coverage, roughly the home’s value divided by the average monthly cost of a nursing home. Some transfers are allowed, such as to a spouse, a disabled child, or a child who lived in the home and gave care for two years, so talk with an elder-law attorney before anyone signs a deed.",
        "asks": [
          "what if she just signs the house over to me",
          "can she give me the house now",
          "put the house in my name",
          "transfer the house to the kids",
          "add my daughter to my house deed for masshealth"
        ]
      },
      {
        "says": "With MassHealth's application for seniors and people who need long-term care, filed with the MassHealth Enrollment Center (online, by mail or fax); the nursing home's business office or social worker usually helps. Expect to send proof of income and of every account, including bank statements going back five years for the look-back, and apply as soon as her countable assets are near the limit, since coverage can reach back only three months.",
        "asks": [
          "how do i apply for masshealth for my mom in a nursing home",
          "applying for masshealth for long term care",
          "what paperwork does masshealth need for a nursing home"
        ]
      },
      {
        "says": "Not until his countable assets are down to about {{massHealthAssetLimit}}: savings above that pay for care first, or for allowed costs such as a prepaid funeral, home repairs or debts. Giving the money away instead counts against him under the five-year look-back, so plan any spend-down with an elder law attorney; a spouse at home may keep much more.",
        "asks": [
          "my dad has money in the bank will masshealth pay for his nursing home",
          "will masshealth pay for the nursing home if mom still has savings",
          "how much can my dad have and still get masshealth for a nursing home"
        ]
      },
      {
        "says": "No, not always: when the face values of a person's life insurance policies add up to more than {{massHealthLifeFace}}, MassHealth counts their cash surrender value as an asset, toward the {{massHealthAssetLimit}} limit. Term insurance has no cash value, and a policy can sometimes be surrendered, or its value spent on allowed costs such as a prepaid funeral, before applying.",
        "asks": [
          "life insurance doesnt count for masshealth",
          "masshealth does not count a whole life policy",
          "my moms life insurance is not counted as an asset for masshealth"
        ],
        "belief": true
      },
      {
        "says": "Yes, if the policies' face values add up to more than {{massHealthLifeFace}}: MassHealth then counts their cash surrender value as an asset, toward the {{massHealthAssetLimit}} limit. Term insurance, which has no cash value, does not count.",
        "asks": [
          "does masshealth count the cash value of life insurance",
          "is whole life insurance an asset for masshealth",
          "will my mothers life policy count against her for masshealth"
        ]
      },
      {
        "says": "Yes, with a written personal care agreement signed before the care is paid for: it sets out the care and a reasonable rate, at about what an agency would charge, for care going forward. Payments for care already given, or without a written agreement, are usually treated as gifts and can delay MassHealth under the five-year look-back.",
        "asks": [
          "can my mom pay me for taking care of her without hurting masshealth",
          "can a parent pay a child for caregiving and still qualify for masshealth",
          "caregiver agreement masshealth",
          "personal care agreement with my mother",
          "can she pay me for taking care of her without messing up masshealth"
        ]
      },
      {
        "says": "No, not within five years of the gift: MassHealth looks back five years from the application, and a house given away for less than its value in that window brings a penalty period with no nursing-home coverage, roughly the house's value divided by the average monthly cost of a nursing home. Gifts more than five years before applying are not counted, and a few transfers are allowed at any time (to a spouse, a disabled child, or a child who lived there and gave care for two years); plan it with an elder-law attorney.",
        "asks": [
          "if i give my house to my sons now will masshealth cover me in 3 years",
          "if i give away my house now will masshealth pay for a nursing home in a few years",
          "if i need care a few years after giving the house away will masshealth cover me"
        ]
      },
      {
        "says": "No, not every penny: a single person can keep about {{massHealthAssetLimit}} of countable assets, and the home (where you or a spouse lives), one car, personal belongings and a prepaid funeral do not count. A spouse living at home can keep much more, up to {{csraMax}} of the couple's countable assets in 2026.",
        "asks": [
          "i have to spend every penny before masshealth will help",
          "masshealth makes you spend all your money first"
        ],
        "belief": true
      },
      {
        "says": "Not while she or a spouse lives in it, in most cases: the home can be exempt from the asset test. But MassHealth can place a lien on it and, through estate recovery, take back what it paid from the estate after death, and gifts are checked under a five-year look-back, so planning has to start well before care is needed.",
        "asks": [
          "will masshealth take my house",
          "my husband goes into a nursing home will masshealth make me sell our house",
          "will masshealth take my house",
          "will masshealth take her house",
          "masshealth lien on the house estate recovery",
          "if i go into a nursing home the state takes my house",
          "does masshealth count the house if my wife still lives there"
        ]
      },
      {
        "says": "For long-term care, a single person can keep about {{massHealthAssetLimit}} in countable assets; a spouse who stays at home can keep a much larger share, set each year. The home, a car and some burial funds generally do not count.",
        "asks": [
          "how much can you have and still get masshealth",
          "masshealth asset limit",
          "how much money can my dad have for masshealth nursing home",
          "when does masshealth kick in for a nursing home"
        ]
      },
      {
        "says": "No, not for MassHealth: the IRS annual gift exclusion has nothing to do with MassHealth, and any gift made within 5 years before applying for long-term care counts under the look-back and can bring a penalty period without nursing-home coverage.",
        "asks": [
          "can we give 19k to each kid that's allowed right for masshealth",
          "does the irs gift exclusion protect gifts from masshealth",
          "gifts under the 19000 irs limit dont count for masshealth",
          "giving the kids the annual gift exclusion is safe for masshealth"
        ]
      },
      {
        "says": "The house, a car, their own income and, in 2026, up to {{csraMax}} of the couple's countable savings (the community spouse resource allowance), and part of the other spouse's income if their own is low. Only the spouse in the nursing home is left with the {{massHealthPna}} personal-needs allowance.",
        "asks": [
          "what does the spouse at home keep with masshealth",
          "community spouse resource allowance",
          "my husband may need a nursing home how do we protect our savings"
        ]
      },
      {
        "says": "No: for MassHealth long-term care, one car for the household is generally not counted as an asset, whatever it is worth; savings, investments and a second car or home do count.",
        "asks": [
          "the car counts as an asset for masshealth",
          "masshealth makes you sell your car for the nursing home",
          "does a car count as an asset for masshealth"
        ],
        "belief": true
      },
      {
        "says": "Yes: an irrevocable prepaid funeral or burial contract does not count toward MassHealth's asset limit, so buying one is an allowed way to spend down; a revocable one counts. Keep the contract and receipts for the application.",
        "asks": [
          "can she spend down for masshealth with a prepaid burial contract",
          "does a prepaid burial plan count for masshealth",
          "can we prepay my mothers funeral and still qualify for masshealth",
          "irrevocable funeral trust masshealth"
        ]
      },
      {
        "says": "No asset limit applies to most adults under 65: MassHealth for them is decided by income (for an adult without dependents, up to about 133% of the federal poverty level, counted monthly), not savings, so a laid-off person with savings but little income can often qualify. The asset limits apply to those 65 and older and to long-term care.",
        "asks": [
          "does masshealth have an asset limit if im under 65",
          "can i get masshealth under 65 with savings",
          "does savings disqualify me from masshealth before 65"
        ]
      },
      {
        "says": "No: the spouse who stays home keeps the house, a car, a protected share of the couple's savings set each year (the community spouse resource allowance) and their own income, and can receive part of the other spouse's income if their own is low. Plan before applying, since what counts is judged on the couple's assets together.",
        "asks": [
          "mom is going into a nursing home dad stays in the house does dad lose everything",
          "if my husband goes into a nursing home do i lose everything to masshealth",
          "my husband at home can only keep 2000 if i go into a nursing home",
          "the spouse at home has to spend down to 2000 too for masshealth"
        ]
      },
      {
        "says": "Yes: money spent on things you buy at fair market value for yourselves, such as repairs to the home you live in, a car, paying off debts, medical equipment or a prepaid funeral, is an allowed spend-down, not a gift, and the home and one car are not counted. Keep the receipts; paying family more than fair value, or buying things for others, counts as a transfer under the five-year look-back.",
        "asks": [
          "can we spend our savings on home repairs or a new car before masshealth",
          "can i spend down on a new roof and a car for masshealth",
          "what can we spend money on before applying for masshealth"
        ]
      },
      {
        "says": "No: a spouse at home whose own income is low can keep part of the nursing-home spouse's income, the community spouse monthly income allowance, which tops her income up to a minimum monthly maintenance needs allowance set each year (more when her housing costs are high). MassHealth takes it out of his income before the rest goes to the nursing home; ask for it on the application.",
        "asks": [
          "all of my husbands income goes to the nursing home so i live on my own check",
          "the spouse at home only keeps her own income"
        ],
        "belief": true
      },
      {
        "says": "Yes, for those who qualify: MassHealth covers personal care attendants, adult day health and home health care, and the Frail Elder Waiver pays for home care for people 60 or older who need a nursing home's level of care. Others can get help at home on a sliding fee from the state Home Care Program through the local Aging Services Access Point.",
        "asks": [
          "does masshealth pay for care at home",
          "frail elder waiver",
          "help at home for my mother through masshealth"
        ]
      },
      {
        "says": "In the nursing home, only a small personal-needs allowance of {{massHealthPna}}, plus health insurance premiums: the rest of the resident's income, Social Security and pensions included, goes to the nursing home as the patient-paid amount. A spouse at home is not held to that: they keep the house, their own income and up to {{csraMax}} of the couple's savings, and can receive part of the resident's income if their own is low.",
        "asks": [
          "how much of her income does she keep in a nursing home on masshealth",
          "personal needs allowance masshealth",
          "does her social security go to the nursing home",
          "is social security counted as income for masshealth"
        ]
      },
      {
        "says": "Yes, for long-term care: an applicant whose home equity is over {{massHealthHomeEquity}} (2026) is not eligible unless a spouse, a child under 21, or a blind or disabled child lives there. Equity below the limit keeps the home exempt while you intend to return or a spouse lives there.",
        "asks": [
          "is there a limit on home value for masshealth",
          "our house is worth over a million will masshealth count it",
          "masshealth home equity limit"
        ]
      },
      {
        "says": "Not the rent: MassHealth does not pay room and board in assisted living, but for members who need help with daily care, Group Adult Foster Care can pay for personal care services there. The resident pays the rent, often from Social Security and savings.",
        "asks": [
          "does masshealth pay for assisted living",
          "assisted living on masshealth",
          "will masshealth cover rent in assisted living"
        ]
      },
      {
        "says": "MassHealth can pay a family caregiver when the person cared for is a MassHealth member who needs help with daily activities: Adult Foster Care pays a caregiver who lives with the member a tax-free stipend, and the Personal Care Attendant program pays an attendant the member hires. Either can be an adult child or other relative, but not a spouse or legal guardian.",
        "asks": [
          "can i get paid to take care of my mother",
          "does masshealth pay family caregivers",
          "can masshealth pay my daughter to care for me"
        ]
      },
      {
        "says": "No: MassHealth looks back five years (60 months) from the long-term care application for gifts and other transfers for less than fair value, including transfers into most trusts; the old three-year rule no longer applies. A transfer inside the five years can bring a penalty period with no nursing-home coverage.",
        "asks": [
          "masshealth only looks back three years",
          "masshealth only checks gifts from the last three years"
        ],
        "belief": true
      },
      {
        "says": "Five years: MassHealth looks back at gifts and other transfers for less than fair value made in the 60 months before a long-term care application, and one inside that window can bring a penalty period without nursing-home coverage.",
        "asks": [
          "does masshealth look back 5 years",
          "how far back does masshealth look at gifts",
          "what is the masshealth look back period"
        ]
      },
      {
        "says": "No: MassHealth counts everything in a revocable trust as yours, since you can take it back, and a house put in one can lose the exemption a home otherwise has. Keeping assets out of the count takes an irrevocable trust you cannot draw principal from, funded more than five years before applying; talk with an elder-law attorney.",
        "asks": [
          "my revocable living trust protects my house from masshealth",
          "a living trust keeps my savings safe from the nursing home"
        ],
        "belief": true
      },
      {
        "says": "Yes: MassHealth treats what is in a revocable trust as yours, since you can take it back, so it counts toward the asset limit and a house held in one can lose the exemption it would otherwise have. Keeping assets out of the count takes an irrevocable trust that cannot pay principal to you, funded more than five years before applying.",
        "asks": [
          "does masshealth count a revocable trust",
          "does a revocable trust count as an asset for masshealth",
          "does masshealth count what is in my living trust"
        ]
      },
      {
        "says": "No: MassHealth does not count the income of the spouse who stays home, so you keep your pension; only the nursing-home spouse's own income counts toward her share of the cost. Savings are different: the couple's countable assets are counted together, and the spouse at home may keep up to {{csraMax}} of them in 2026.",
        "asks": [
          "does my pension count against my wife for masshealth",
          "is my income counted for my wifes masshealth in a nursing home"
        ]
      },
      {
        "says": "It can: after a member who was 55 or older, or in a nursing home, dies, MassHealth can recover what it paid from her estate (estate recovery), such as a house in her name alone that goes through probate. It waits while a spouse, or a child under 21 or blind or disabled, survives, and hardship waivers exist.",
        "asks": [
          "does masshealth go after her estate once she has passed",
          "can masshealth recover its costs from my mothers estate",
          "estate recovery after death"
        ]
      },
      {
        "says": "Likely yes, if he qualifies as a caretaker child: a home can go without a transfer penalty to a child who lived in it for at least two years right before the parent entered a nursing home and whose care kept the parent at home. Keep records of the care and the living arrangement, such as a doctor's letter, and have an elder-law attorney confirm it before the deed is signed.",
        "asks": [
          "can i give my house to my son who lives with me and takes care of me without a masshealth penalty",
          "my daughter moved in to care for me can i give her the house"
        ]
      },
      {
        "says": "No: the homestead does not protect against MassHealth. A Massachusetts declaration of homestead shields the home's equity from most creditors, but not from a MassHealth lien while a member is permanently in a nursing home, or from estate recovery after death. A spouse, a child under 21 or a disabled child living there does block the lien, and planning well ahead, such as an irrevocable trust funded more than five years before applying, is what protects the house.",
        "asks": [
          "a homestead protects my house from masshealth",
          "masshealth cant put a lien on a house with a homestead"
        ],
        "belief": true
      },
      {
        "says": "Likely not, if you qualify: a home can go without a transfer penalty to a child who lived in it for at least two years right before the parent entered a nursing home and whose care kept the parent at home. Keep records of that care and have it confirmed before the deed is signed.",
        "asks": [
          "i took care of my mom at home for years can she sign it over to me without the look back penalty",
          "caregiver child exemption masshealth",
          "can my mother give her home to the child who cared for her without a penalty"
        ]
      },
      {
        "says": "Yes: the IRS's {{giftExclusion}} annual exclusion is a gift-tax rule only. MassHealth looks back five years at every gift or transfer for less than its value, whatever its size, when someone applies for long-term care, and gifts in that window bring a penalty period without nursing-home coverage.",
        "asks": [
          "do annual gifts to grandchildren count for masshealth",
          "does masshealth count gifts the irs allows"
        ]
      },
      {
        "says": "No: the IRS's {{giftExclusion}} annual exclusion is a gift-tax rule only. MassHealth looks back five years at every gift or transfer for less than its value, whatever its size, when someone applies for long-term care, and gifts in that window bring a penalty period without nursing-home coverage.",
        "asks": [
          "gifts under the annual exclusion dont count for masshealth",
          "masshealth wont care about gifts the irs allows"
        ],
        "belief": true
      },
      {
        "says": "Yes, it can: besides nursing homes, MassHealth pays for care at home through the Frail Elder Waiver, the Personal Care Attendant program, Adult Foster Care and adult day health, and the state's home care program, run by the local Aging Services Access Point (ASAP), helps people with some income above MassHealth's limits. Call the local ASAP for an assessment.",
        "asks": [
          "does masshealth pay for help at home",
          "can masshealth pay for an aide at home"
        ]
      },
      {
        "says": "No, income alone does not usually rule him out: for nursing-home care MassHealth has no fixed income ceiling as long as his income is below the cost of the care. Once his countable assets are down to about {{massHealthAssetLimit}}, his Social Security and pension go to the nursing home as the patient-paid amount, less a personal-needs allowance of {{massHealthPna}} and his health insurance premiums, and MassHealth pays the rest.",
        "asks": [
          "is his pension and social security too much income for masshealth to pay the nursing home",
          "too much income for masshealth nursing home"
        ]
      },
      {
        "calculator": "spendDownFor",
        "uses": [
          "assets",
          "stayIn",
          "married"
        ],
        "asks": [
          "how much do we have to spend down before masshealth pays for the nursing home",
          "how much would i have to spend down for masshealth",
          "how much of our savings do i get to keep if my husband goes on masshealth"
        ]
      },
      {
        "says": "No: on MassHealth in a nursing home, nearly all of your income, Social Security included, goes to the nursing home each month as your share of the cost; you keep a personal-needs allowance of {{massHealthPna}} and your health insurance premiums, and a spouse at home may be allowed part of it.",
        "asks": [
          "on masshealth in a nursing home i still keep my social security check",
          "i get to keep my own income if masshealth pays the nursing home"
        ],
        "belief": true
      },
      {
        "says": "Three: have the gift returned in full, which ends the penalty; ask MassHealth to waive it for undue hardship if the penalty would leave him without care, food or shelter; or appeal the decision with a fair hearing request, within the deadline on the notice, if the gift was for another purpose or the penalty was miscalculated. An elder law attorney can help with all three.",
        "asks": [
          "masshealth gave dad a penalty for a gift what are our options",
          "masshealth penalty period for a gift what can we do"
        ]
      },
      {
        "says": "No, not because of the name: for a married applicant, MassHealth counts the assets of both spouses together, whatever name they are in. The spouse at home may keep up to {{csraMax}} of the couple's countable assets in 2026, and the home while a spouse lives in it, one car and an irrevocable prepaid funeral are not counted at all.",
        "asks": [
          "my wifes savings are in her name so they dont count for my masshealth",
          "the house is in my husbands name only so masshealth cant count it",
          "assets in my spouses name are safe from masshealth"
        ],
        "belief": true
      },
      {
        "says": "No: MassHealth looks back only 60 months from the long-term care application, so a gift completed more than five years before applying brings no penalty. Keep records showing when it was made; gifts inside the five years can bring a penalty period without nursing-home coverage.",
        "asks": [
          "does an old gift from before the look back count for masshealth",
          "gave my son money years ago does masshealth care",
          "gifts made before the look back period"
        ]
      },
      {
        "says": "MassHealth divides the total given away within the five-year look-back by its average daily cost of private nursing-home care, and the result is the number of days it will not pay for nursing-home care. The penalty starts only when the person is in a nursing home, has applied and would otherwise qualify (savings already spent down), so a gift can leave no way to pay for those days; returning the gift ends it.",
        "asks": [
          "how is the masshealth penalty period calculated",
          "how long is the masshealth penalty for a gift",
          "i gave my son 45000 how long is the masshealth penalty",
          "how many days penalty for money given away masshealth"
        ]
      },
      {
        "says": "Report it to MassHealth within 10 days: an inheritance counts as an asset, so once it pushes her over the {{massHealthAssetLimit}} limit she pays for her care from it, or spends it down on allowed things (debts, a prepaid funeral, needed items), until she is under the limit again. Giving it away is a transfer that brings a penalty period; an elder-law attorney may suggest a trust for a disabled person or other allowed steps.",
        "asks": [
          "my mother is on masshealth and inherited money what do we do",
          "what happens if a masshealth member gets an inheritance",
          "can i give my inheritance to my kids while im on masshealth",
          "dad got an inheritance while in a nursing home on masshealth"
        ]
      },
      {
        "says": "No: an inheritance must be reported to MassHealth within 10 days and counts as your asset; giving it away is a transfer for less than its value, which brings a penalty period with no nursing-home coverage. It is spent on your care or on allowed costs until you are back under {{massHealthAssetLimit}}.",
        "asks": [
          "i can give my inheritance to my children and stay on masshealth",
          "if i get an inheritance on masshealth i can just pass it to my kids"
        ],
        "belief": true
      },
      {
        "says": "Yes, it is normal: for long-term care MassHealth looks back five years (60 months) for gifts and transfers, so it asks for bank, brokerage and other statements covering that time, and explanations for large withdrawals or checks. Gather them early, since missing papers delay the application.",
        "asks": [
          "why does masshealth want 5 years of bank statements",
          "do i really have to give masshealth five years of records",
          "masshealth asked for all my mothers statements is that normal"
        ]
      },
      {
        "says": "60 days from receiving the notice: ask for a fair hearing with MassHealth's Board of Hearings using the form with the notice. If MassHealth is ending or cutting benefits and you appeal within 10 days, or before the change takes effect, the benefits usually continue until the hearing decision.",
        "asks": [
          "how long do i have to appeal a masshealth denial",
          "masshealth denied my mother how do we appeal",
          "fair hearing deadline masshealth"
        ]
      },
      {
        "says": "No: for long-term care MassHealth looks back five years (60 months) before the application and asks for statements over that time; gifts and transfers for less than their value within it can bring a penalty period with no nursing-home coverage.",
        "asks": [
          "masshealth only looks at the last year of my bank statements",
          "masshealth wont check what i gave away years ago"
        ],
        "belief": true
      }
    ],
    "summary": "MassHealth pays for long-term nursing-home care only when countable assets are down to about {{massHealthAssetLimit}} for a single person, and it looks back five years at anything given away: a gift or transfer for less than fair value in that window brings a penalty period without coverage, whatever the IRS gift limits say. A spouse who stays at home does not lose everything: they keep the home, their own income and a protected share of the couple's savings (up to {{csraMax}} in 2026). A home can be exempt in some cases, but MassHealth can later recover its costs from the estate.",
    "steps": [
      "Do not move money or property for a parent who may need care before talking with an elder-law attorney.",
      "List the assets and any gifts made in the past five years.",
      "Ask about allowed transfers and the protections for a spouse who stays at home.",
      "Planning five or more years ahead, for example with an irrevocable trust, is what protects assets."
    ],
    "benefits": [
      "Planned early, some assets and the home can be protected."
    ],
    "risks": [
      "A well-meant gift inside five years can leave a parent without coverage for months.",
      "Giving the house away early also gives up the step-up in basis for the heirs."
    ],
    "next": [
      "Gather five years of bank statements and any deeds before a consultation."
    ]
  },
  {
    "id": "medicare-appeals",
    "title": "Medicare claim denials and discharge appeals",
    "area": "health",
    "questions": [
      "Medicare denied my claim, how do I appeal?",
      "What if the hospital is discharging me too soon?",
      "How do I appeal a Medicare Advantage plan's denial?"
    ],
    "keywords": [
      "claim denied",
      "denied claim",
      "medicare summary notice",
      "msn",
      "redetermination",
      "discharged too soon",
      "discharge",
      "important message from medicare",
      "bfcc-qio",
      "quality improvement organization",
      "summary notice",
      "how long",
      "abn",
      "advance beneficiary notice",
      "waiver",
      "deadline"
    ],
    "sources": [
      "ssmMedicareFastAppealOther",
      "medicareAppeals",
      "medicareFastAppeal",
      "medicareAbn",
      "cmsPartCReconsideration",
      "cmsPartDRedetermination",
      "cmsAppointRep"
    ],
    "ask": "Is it a denied claim with Original Medicare, a Medicare Advantage or drug plan's decision, or a hospital discharge?",
    "points": [
      {
        "says": "Appeal within 120 days of getting the Medicare Summary Notice that shows the denial: circle the items on the notice or fill in a Redetermination Request Form, explain why they should be covered, and send it to the claims company at the address on the notice, with any letter from your doctor. A decision usually comes within 60 days, and there are further levels if it is still no.",
        "asks": [
          "medicare denied my claim how do i appeal",
          "medicare wont pay for a test my doctor ordered",
          "how to appeal on my medicare summary notice"
        ]
      },
      {
        "says": "Ask for a fast appeal before you leave: call the Quality Improvement Organization (BFCC-QIO) named on the Important Message from Medicare notice the hospital must give you, no later than the day of discharge. You can stay in the hospital while it decides, without paying for the extra days unless the decision goes against you; the same fast appeal applies when skilled nursing, home health or hospice care is ending.",
        "asks": [
          "the hospital says im being discharged but im not ready",
          "discharged from the hospital too soon medicare",
          "how do i appeal a hospital discharge"
        ]
      },
      {
        "says": "Ask the plan for a reconsideration within 65 days of the date on its denial notice (the notice gives the deadline), with your doctor's support; ask for a fast decision if waiting could seriously harm your health, and the plan must answer within 72 hours. If the plan still says no, the case goes to an independent reviewer, and SHINE counselors can help with the papers.",
        "asks": [
          "my plan denied prior authorization for my surgery",
          "appeal a denial from my medicare plan",
          "plan wont approve the care my doctor ordered"
        ]
      },
      {
        "says": "It is a statement, not a bill: with Original Medicare you get a Medicare Summary Notice every 4 months in which you had services, listing what each provider billed, what Medicare paid and the most you may owe. Check it against your bills and receipts, and follow its directions to appeal anything denied.",
        "asks": [
          "what is a medicare summary notice",
          "i got a medicare summary notice is it a bill",
          "do i pay the amount on my medicare summary notice"
        ]
      },
      {
        "says": "The company that handles Medicare claims in your area generally decides a first appeal (a redetermination) within 60 days of getting it. If it says no, you have 180 days to ask for a reconsideration by an independent contractor, which also generally decides within 60 days; a hospital discharge appeal is much faster.",
        "asks": [
          "how long does a medicare appeal take",
          "when will i hear back on my medicare appeal",
          "medicare redetermination how long"
        ]
      },
      {
        "says": "120 days with Original Medicare, from the day you get the Medicare Summary Notice showing the denial; 65 days from the date of the plan's notice with a Medicare Advantage or drug plan. A late appeal can be heard if you show a good reason, such as a serious illness, and each later level has its own deadline, printed on the decision.",
        "asks": [
          "how long do i have to appeal a medicare denial",
          "deadline to appeal a medicare claim",
          "how long do i have to appeal a drug plan denial"
        ]
      },
      {
        "says": "It is a warning, not a denial: with Original Medicare, a doctor, lab or supplier who expects Medicare not to pay for an item or service gives you an Advance Beneficiary Notice (ABN) with the reason and an estimated cost. If you sign and choose to get it, you agree to pay if Medicare does not; pick the option that has the claim sent to Medicare, so you can appeal a denial (the option not to bill Medicare gives up the appeal), or decline it and owe nothing. If you should have had an ABN and did not, you usually do not have to pay for a denied service; none is needed for things Medicare never covers.",
        "asks": [
          "my doctor wants me to sign a form saying medicare may not pay",
          "what is an advance beneficiary notice",
          "should i sign the abn",
          "the lab asked me to sign a waiver in case medicare won't cover it"
        ]
      },
      {
        "says": "Yes: you can appoint a family member, friend, lawyer or anyone else as your representative for an appeal; you and they both sign the Appointment of Representative form (CMS-1696), and a copy goes with the appeal. Someone already authorized under state law, such as a court-appointed guardian or an agent under your durable power of attorney, sends a copy of that document instead.",
        "asks": [
          "can my daughter file a medicare appeal for me",
          "who can file a medicare appeal for me",
          "can my son handle my medicare appeal"
        ]
      },
      {
        "says": "Ask for a fast appeal: the facility must give you a Notice of Medicare Non-Coverage at least 2 days before covered care ends; call the Quality Improvement Organization on it (Acentra Health serves Massachusetts) by noon of the day before the services end. It decides within about 2 days, and if it rules for you, Medicare keeps paying for the care.",
        "asks": [
          "the nursing home says medicare will stop paying for my rehab",
          "my moms rehab is being cut off how do i appeal",
          "skilled nursing facility ending my therapy can i appeal",
          "rehab facility says my medicare days are over",
          "they say medicare is ending for my dads rehab what can we do"
        ]
      },
      {
        "says": "No: when a skilled nursing facility, home health agency, hospice or rehab facility plans to end Medicare-covered care, you can ask for a fast appeal: call the Quality Improvement Organization named on the Notice of Medicare Non-Coverage (Acentra Health for Massachusetts) by noon of the day before the services end. If it rules for you, Medicare keeps paying for the care.",
        "asks": [
          "i cant appeal when the nursing home ends my rehab",
          "if the rehab says medicare is done i have to leave or pay",
          "there is no appeal when medicare stops paying for skilled nursing"
        ],
        "belief": true
      },
      {
        "says": "No: a Medicare appeal costs nothing to file and needs no lawyer; you, a family member or anyone you name on Form CMS-1696 can file it, and SHINE counselors help free of charge. The deadlines count: 120 days for an Original Medicare claim, 65 days for an Advantage or drug plan's decision.",
        "asks": [
          "appealing medicare costs money",
          "i need a lawyer to appeal a medicare denial"
        ],
        "belief": true
      }
    ],
    "summary": "An appeal is open to you when Medicare or your plan refuses to pay for or provide a service, item or drug, and ask for a fast, independent review when a hospital, nursing facility, home health agency or hospice says your covered care is ending.",
    "steps": [
      "Read the Medicare Summary Notice or the plan's denial notice: it gives the deadline and the address.",
      "Get a letter from your doctor explaining why the care is medically necessary.",
      "In the hospital, ask for the Important Message from Medicare and call the BFCC-QIO before you leave."
    ],
    "benefits": [
      "Many denials are reversed on appeal, especially with a doctor's letter."
    ],
    "risks": [
      "Missing the deadline usually ends the appeal unless you show a good reason."
    ],
    "next": [
      "Call SHINE for free help with a Medicare appeal, or a person on our team to talk it through."
    ]
  },
  {
    "id": "medicare-costs",
    "title": "Medicare costs for 2026",
    "area": "health",
    "questions": [
      "How much does Medicare cost?",
      "What is the Part B premium for 2026?",
      "What is the Medicare deductible?",
      "medicare premium 2026"
    ],
    "keywords": [
      "cost",
      "costs",
      "premium",
      "premiums",
      "deductible",
      "price",
      "how much",
      "part b premium",
      "part a deductible",
      "monthly"
    ],
    "sources": [
      "cmsCosts2026",
      "medicareCosts",
      "medicarePayPremiums"
    ],
    "points": [
      {
        "calculator": "partBShareFor",
        "uses": [
          "approved"
        ],
        "asks": [
          "what will i owe if medicare approves the bill",
          "my share of what medicare approved",
          "what do i owe on an approved charge for a doctor visit"
        ]
      },
      {
        "says": "By a bill from Medicare: until your Social Security (or railroad or federal retirement) benefits start, Medicare mails a Medicare Premium Bill every 3 months for the Part B premium ({{partBPremium}} in 2026, so three months at a time), which you can pay online in your Medicare account, automatically from a bank account with Medicare Easy Pay (free), through your bank's bill pay, or by mail. Once your benefits start, the premium is taken from each check instead.",
        "presumes": "not-collecting",
        "asks": [
          "how do i pay the part b premium before i start social security",
          "how is the part b premium billed if i am not collecting social security",
          "will medicare bill me if i have not started social security"
        ]
      },
      {
        "says": "No, rarely all of it: a Part B giveback is a feature of some Medicare Advantage plans, not of Medicare itself, and most pay back only part of the {{partBPremium}} premium, through a larger Social Security check. Which plans offer one, and how much, depends on where you live (the county you live in), and it can change each year; the plan's network, prior approval and copays come with it, so compare the whole plan.",
        "asks": [
          "a giveback plan pays back my whole part b premium",
          "with a giveback plan i get all of my part b premium back",
          "a part b giveback means i pay nothing for part b",
          "i get the whole part b premium back each month"
        ],
        "belief": true
      },
      {
        "says": "No: you still pay the Part B premium ({{partBPremium}} in 2026, more with IRMAA) with a Medicare Advantage plan, on top of any premium the plan charges; a $0-premium plan only means the plan adds none of its own, and only a plan with a Part B giveback pays part of it back.",
        "asks": [
          "with a medicare advantage plan i stop paying the part b premium",
          "if i switch to an advantage plan i no longer pay for part b"
        ],
        "belief": true
      },
      {
        "says": "No: Part A is usually premium-free if you or your spouse worked about 10 years, but Part B costs {{partBPremium}} in 2026 (more at higher incomes), with a {{partBDeductible}} yearly deductible and usually 20% of approved costs after it, and drug coverage (Part D) and a Medigap or Advantage plan cost extra.",
        "asks": [
          "medicare is free once you turn 65",
          "medicare doesnt cost anything",
          "once im on medicare i wont pay for health care"
        ],
        "belief": true
      },
      {
        "says": "Yes, each of you pays it: the standard Part B premium is {{partBPremium}} per person in 2026, and there is no family rate. It is usually taken from each person's Social Security check.",
        "asks": [
          "do my wife and i each pay the part b premium",
          "is the part b premium per person",
          "is that per person",
          "do we each pay medicare premiums"
        ]
      },
      {
        "calculator": "partBPremiumFor",
        "asks": [
          "what does part b cost a married couple a year",
          "part b premium for the two of us per year",
          "what does part b alone cost the two of us for a full year",
          "how much is part b for both of us for the year",
          "how much is part b a year"
        ]
      },
      {
        "says": "In 2026 the Part A hospital deductible is {{partADeductible}} for each benefit period, not each year: it covers days 1 to 60 of an inpatient stay.",
        "asks": [
          "what is the part a hospital deductible this year"
        ]
      },
      {
        "says": "It rose for 2026 to {{partBPremium}}, from {{partBPremium2025}} in 2025; CMS announces each next year's premium in the fall, usually in November, and it is taken from Social Security checks from January.",
        "asks": [
          "is the part b premium going up",
          "how much did the part b premium go up",
          "part b premium increase"
        ]
      },
      {
        "says": "For 2026 the standard Part B premium is {{partBPremium}} and the Part B deductible is {{partBDeductible}} a year; after the deductible you usually pay 20% of approved costs. Higher incomes pay more for Part B (IRMAA).",
        "asks": [
          "what is the part b premium and deductible",
          "part b premium and the part b deductible 2026",
          "how much is part b",
          "how much is medicare a month"
        ]
      },
      {
        "says": "No, as long as you are at least 62: a spouse with no work record of her own, or fewer than 40 work credits, can get Part A without a premium from 65 on your work record (your 40 work credits, about 10 years), whether or not you have claimed. While you are under 62 she would pay the Part A premium or could stay on your employer plan until you turn 62; the Part B premium, {{partBPremium}} in 2026, she pays either way.",
        "asks": [
          "will my wife have to pay for part a if she never worked",
          "does my wife pay for part a if she never worked"
        ]
      },
      {
        "says": "Yes: if you get Social Security, the Part B premium ({{partBPremium}} for most people in 2026) is deducted from your check automatically; if you do not yet, Medicare bills you every month or quarter.",
        "asks": [
          "does the part b premium come out of my social security check",
          "is the medicare premium taken out of social security automatically"
        ]
      },
      {
        "says": "Yes: she can enroll in Medicare at 65, and her Part A is premium-free on your record once you are at least 62 and have 40 work credits, whether or not you have claimed. While you are under 62 she would pay the Part A premium, or could stay on your employer plan until you turn 62.",
        "asks": [
          "can my wife get medicare on my record",
          "can my spouse get premium-free part a on my work record"
        ]
      },
      {
        "says": "With 30 to 39 quarters of Medicare-covered work (yours or a spouse's), Part A costs {{partAPremiumReduced}} in 2026; with fewer than 30 it costs {{partAPremiumFull}}. With 40 quarters, on your own or a spouse's record, it is premium-free.",
        "asks": [
          "i only have 35 work credits what does part a cost",
          "worked 8 years in the us what does part a cost",
          "30 to 39 quarters of work part a",
          "how much is the part a premium in 2026"
        ]
      },
      {
        "says": "Yes: with 40 quarters of Medicare-covered work (about 10 years), yours or a spouse's, Part A has no premium. Part B still costs {{partBPremium}} in 2026, and Part A has its {{partADeductible}} hospital deductible.",
        "asks": [
          "is part a free if i worked 35 years",
          "do i get premium free part a after working 10 years"
        ]
      },
      {
        "says": "No: premium-free Part A is the only part with no premium for most people; Part B costs {{partBPremium}} in 2026 (more with a higher income), with a {{partBDeductible}} deductible and 20% after it, and a Part D drug plan and any Medigap policy have premiums of their own.",
        "asks": [
          "medicare is free since i paid in for 40 years",
          "i thought medicare was free after working 40 years",
          "medicare costs nothing once you worked 10 years",
          "medicare is free at 65 since i paid taxes all my life"
        ],
        "belief": true
      },
      {
        "says": "Medicare bills you directly while you are not yet getting Social Security, usually every three months: at the standard {{partBPremium}} for 2026 a three-month bill is {{partBPremium*3}} (more with IRMAA or a late-enrollment penalty). You can have it taken from your bank account automatically with Medicare Easy Pay (sign up through your Medicare.gov account or by mailing the form), or pay online, by phone or by mail; once Social Security starts, the premium comes out of your check.",
        "asks": [
          "got a bill from medicare for 3 months of part b",
          "medicare sent me a part b bill because im not on social security yet",
          "part b bill when not on social security",
          "can my part b premium come out of my bank account automatically"
        ]
      },
      {
        "says": "No: after the Part B deductible ({{partBDeductible}} in 2026) you usually pay 20% of the Medicare-approved amount for doctor visits and outpatient care, and Original Medicare has no yearly limit on what you pay. A Medigap policy (Core or Supplement 1A in Massachusetts) pays most of that 20%; a Medicare Advantage plan instead caps your yearly costs.",
        "asks": [
          "medicare pays 100 percent of my doctor bills",
          "medicare covers 100 percent once im on it"
        ],
        "belief": true
      },
      {
        "says": "No: she can get Medicare at 65 whatever her work history, and her Part A is premium-free on your record once you are at least 62 and have 40 work credits, whether or not you have retired or claimed. She pays the Part B premium ({{partBPremium}} in 2026) like everyone else.",
        "asks": [
          "my wife never worked so she cant get medicare",
          "my wife cant get medicare until i retire"
        ],
        "belief": true
      }
    ],
    "summary": "In 2026 the standard Part B premium is {{partBPremium}} with a {{partBDeductible}} deductible, and the Part A hospital deductible is {{partADeductible}} per benefit period.",
    "steps": [
      "Part A is premium-free for most people; with fewer than 30 quarters of work it can cost up to {{partAPremiumFull}}.",
      "Part B: {{partBPremium}} standard premium, {{partBDeductible}} deductible, then generally 20% coinsurance.",
      "Higher incomes pay more for Parts B and D (IRMAA), starting above {{irmaaSingle}} single or {{irmaaJoint}} joint on the 2024 return, from two years before.",
      "Part D drug plans have their own premium, a deductible of at most {{partDDeductible}}, and an out-of-pocket cap of {{partDCap}}."
    ],
    "benefits": [
      "Knowing the figures helps you budget health care in retirement."
    ],
    "risks": [
      "The 20% Part B coinsurance has no cap in Original Medicare without Medigap."
    ],
    "next": [
      "Add Medicare premiums for both spouses to your retirement budget."
    ]
  },
  {
    "id": "medicare-coverage-gaps",
    "title": "What Medicare does not cover",
    "area": "health",
    "questions": [
      "What doesn't Medicare cover?",
      "What are the gaps in Medicare coverage?"
    ],
    "keywords": [
      "dental",
      "teeth",
      "dentures",
      "vision",
      "eyeglasses",
      "hearing aids",
      "nursing home",
      "custodial care",
      "assisted living",
      "not covered",
      "skilled nursing",
      "podiatrist",
      "foot care",
      "toenail",
      "home health",
      "homebound",
      "visiting nurse"
    ],
    "sources": [
      "medicareCovered",
      "medicareSnf",
      "medicareFootCare",
      "medicareHomeHealth",
      "medicareDental",
      "medicareCosmetic"
    ],
    "points": [
      {
        "says": "No: Original Medicare has no yearly out-of-pocket limit. After the Part B deductible you pay 20% of approved costs with no cap, and Part A has its deductible for each benefit period, which is why people add a Medigap plan (in Massachusetts, Supplement 1A) or choose an Advantage plan, which caps in-network costs.",
        "asks": [
          "is there a cap on what i pay out of pocket with original medicare",
          "does original medicare have an out of pocket maximum"
        ]
      },
      {
        "says": "No, Original Medicare does not cover routine dental care, dentures, routine eye exams and eyeglasses, or hearing aids. Many Medicare Advantage plans include some of this, and separate dental, vision and hearing plans can be bought on their own.",
        "asks": [
          "does medicare cover dental",
          "does regular medicare cover dental work and hearing aids",
          "does medicare pay for dentures",
          "does medicare pay for hearing aids",
          "does medicare cover eyeglasses",
          "does medicare cover glasses"
        ]
      },
      {
        "says": "Not for long stays. Medicare pays only for skilled nursing care after a hospital stay of at least three days, up to 100 days per benefit period (the first 20 in full, then with a daily copay), not for custodial care such as help with bathing and dressing, which is what most long nursing-home stays are. That is paid from savings, long-term care insurance or MassHealth.",
        "asks": [
          "will medicare pay for a nursing home",
          "how many days does medicare cover in a rehab facility after a hospital stay",
          "my husband is on medicare and went into a nursing home will medicare pay",
          "does medicare pay for long term care",
          "medicare nursing home coverage",
          "my mother may need a nursing home will medicare pay"
        ]
      },
      {
        "says": "Generally no: Original Medicare does not pay for care outside the U.S., apart from rare cases. In Massachusetts, Supplement 1 and Supplement 1A cover foreign travel emergencies (Core does not), and some Advantage plans cover emergencies abroad; otherwise consider travel medical insurance.",
        "asks": [
          "does medicare cover me overseas",
          "does medicare work in another country",
          "going to europe for 3 months does medicare cover us",
          "we have medicare and a supplement 1a are we covered overseas"
        ]
      },
      {
        "says": "Not for that help alone: help with bathing, dressing and other daily care is custodial care, which Medicare does not pay for on its own. Its home health benefit covers part-time aide visits only while someone is homebound and also needs skilled care, such as nursing or therapy. MassHealth home care programs and your local Aging Services Access Point can help with daily care.",
        "asks": [
          "does medicare pay for an aide at home to help with bathing and dressing",
          "does medicare cover home health aides for dementia",
          "does medicare pay for home health aides"
        ]
      },
      {
        "says": "Not as a routine screening: Original Medicare does not pay for routine full-body skin checks. It does cover a doctor's exam, biopsy and treatment of a suspicious spot or skin problem as medically necessary care under Part B, where you pay 20% after the yearly deductible.",
        "asks": [
          "does medicare cover a skin cancer screening",
          "does medicare pay for a dermatologist"
        ]
      },
      {
        "says": "Yes, when it is medically necessary: Part A covers the hospital stay after its {{partADeductible}} deductible, and Part B covers the surgeon and outpatient care at 20% after the {{partBDeductible}} yearly deductible. A Medigap plan or Advantage plan can cover most of those shares.",
        "asks": [
          "will medicare cover a hip replacement",
          "does medicare pay for surgery"
        ]
      },
      {
        "says": "Yes, after cataract surgery: Part B covers the surgery and one pair of glasses or contact lenses after each surgery that implants a lens, from a supplier enrolled in Medicare. You pay 20% after the Part B deductible; routine glasses at other times are not covered.",
        "asks": [
          "does medicare pay for glasses after cataract surgery",
          "cataract surgery medicare",
          "lens implant glasses medicare"
        ]
      },
      {
        "says": "Only in part: Part B covers a chiropractor's manual manipulation of the spine to correct a misaligned vertebra, nothing else a chiropractor does, and acupuncture only for chronic low back pain (up to 12 visits in 90 days, 20 a year). You pay 20% after the Part B deductible.",
        "asks": [
          "does medicare cover a chiropractor",
          "chiropractic visits on medicare"
        ]
      },
      {
        "says": "Yes, for chronic low back pain only: Part B covers up to 12 acupuncture visits in 90 days, and up to 20 a year, for low back pain lasting 12 weeks or more with no known cause; you pay 20% after the Part B deductible. Acupuncture for other conditions is not covered.",
        "asks": [
          "does medicare pay for acupuncture for back pain",
          "acupuncture for chronic low back pain medicare"
        ]
      },
      {
        "says": "Only medical foot care: Part B covers a podiatrist's treatment of foot injuries and diseases such as hammer toe, bunions or heel spurs, and foot exams and treatment for diabetic nerve damage, at 20% after the Part B deductible. Routine care, such as trimming nails or removing corns and calluses, is generally not covered.",
        "asks": [
          "does medicare cover a podiatrist",
          "does medicare pay for toenail trimming",
          "diabetic foot exam on medicare"
        ]
      },
      {
        "says": "Yes, at no cost, if you are homebound: Part A or Part B pays in full for part-time or intermittent skilled nursing and physical, occupational or speech therapy at home when a doctor has seen you face to face, certifies you are homebound and orders a plan of care, and a Medicare-certified agency gives the care; no hospital stay is needed first. An aide's visits are covered only alongside that skilled care. You pay 20% after the Part B deductible for equipment such as a walker, and Medicare does not pay for 24-hour care, meals or housekeeping.",
        "asks": [
          "does medicare cover home health care",
          "does medicare cover a visiting nurse at home",
          "will medicare cover home health if i cant leave the house",
          "home health care after the hospital with medicare",
          "will medicare pay for a nurse and a therapist at home after surgery",
          "does medicare cover physical therapy at home"
        ]
      },
      {
        "says": "Yes, in those cases only: Original Medicare pays for dental care linked to the success of a covered treatment, such as an exam and treatment before a heart valve replacement or an organ or bone marrow transplant, treating a mouth infection (pulling a tooth, for example) before cancer treatment such as chemotherapy, and complications of head and neck cancer treatment, plus some dental care in a hospital when your condition requires the stay. You pay 20% after the Part B deductible, or Part A's hospital costs; cleanings, fillings, extractions and dentures otherwise are not covered.",
        "asks": [
          "dental exam before heart valve surgery on medicare",
          "tooth extraction before radiation or chemo on medicare",
          "medicare dental clearance before an organ transplant"
        ]
      },
      {
        "says": "Routine dental care and dentures, hearing aids and exams to fit them, routine eye exams and glasses, and long-term custodial care in a nursing home or at home are not covered by Original Medicare; nor is most care abroad. A Medigap policy does not add those either.",
        "asks": [
          "what are the big things medicare does not pay for",
          "what doesnt medicare cover that surprises people"
        ]
      },
      {
        "says": "With a Medigap policy (in Massachusetts, Supplement 1A or Core), which pays most of what Original Medicare leaves you, or with a Medicare Advantage plan, which caps your in-network costs each year but uses networks and prior approval.",
        "asks": [
          "how do people cap their medicare costs"
        ]
      },
      {
        "says": "No, not surgery for looks: Medicare does not cover cosmetic surgery unless you need it because of an accidental injury or to improve the function of a malformed body part, and you pay all of it otherwise. Breast reconstruction after a mastectomy for breast cancer is covered, and some procedures that can be cosmetic, such as eyelid surgery for droopy lids or vein ablation, need Medicare's prior approval in a hospital outpatient department.",
        "asks": [
          "does medicare cover cosmetic surgery",
          "will medicare pay for plastic surgery",
          "will medicare pay for eyelid surgery for droopy eyelids"
        ]
      },
      {
        "says": "Only the lift mechanism: Part B can cover the seat lift mechanism as durable medical equipment when your doctor prescribes it for severe arthritis of the hip or knee or a severe neuromuscular disease, you cannot stand up from any chair in your home, and you can walk once standing. The chair itself counts as furniture and is yours to pay; for the mechanism you pay 20% of the approved amount after the Part B deductible.",
        "asks": [
          "does medicare pay for a lift chair",
          "will medicare cover a power recliner lift chair"
        ]
      },
      {
        "says": "No: memory care, in assisted living or a nursing home, is custodial care, which Medicare does not pay for. Medicare still pays for the medical care: doctor visits, hospital stays, short skilled nursing stays after a hospital stay, and hospice. Memory care is paid from savings, long-term care insurance or, for those who qualify, MassHealth, which pays for nursing-home care and some care services in assisted living (not rent).",
        "asks": [
          "will medicare pay for memory care",
          "does medicare cover memory care for dementia",
          "does medicare cover a dementia care unit"
        ]
      },
      {
        "says": "No: Medigap, Massachusetts Core, Supplement 1 and Supplement 1A included, pays only toward services Original Medicare covers, so it does not pay for routine dental care, hearing aids, routine eye exams and glasses, or long-term custodial care. For those, look at separate dental, vision or hearing coverage.",
        "asks": [
          "medigap covers dental",
          "medigap pays for hearing aids and glasses"
        ],
        "belief": true
      },
      {
        "says": "No: Original Medicare does not pay for hearing aids or the exams to fit them; it covers only diagnostic hearing and balance exams. Many Medicare Advantage plans include some hearing aid coverage, and over-the-counter hearing aids are sold without a prescription.",
        "asks": [
          "medicare covers hearing aids now",
          "medicare pays for hearing aids"
        ],
        "belief": true
      },
      {
        "says": "Yes: a doctor must certify that you are homebound, meaning leaving home takes a considerable effort and needs help (a cane, walker, wheelchair or another person) or is medically inadvised. You can still leave for medical care, adult day care, religious services and short, infrequent outings such as a haircut.",
        "asks": [
          "do i have to be homebound for medicare home health",
          "what does homebound mean for medicare"
        ]
      },
      {
        "says": "Sometimes: Original Medicare pays for dental care closely tied to certain covered treatments, such as an oral exam before a heart valve replacement or kidney transplant, dental care before or during radiation for head and neck cancer, or jaw repair after an injury. Routine cleanings, fillings and dentures are not covered.",
        "asks": [
          "does medicare cover dental work before heart surgery",
          "will medicare pay for a tooth pulled before radiation"
        ]
      },
      {
        "says": "There is no set number: while you are homebound and a doctor certifies you need part-time or intermittent skilled nursing or therapy, Medicare covers the visits (with aide visits alongside) for as long as you qualify, re-certified every 60 days, and you pay $0 for them; medical equipment is 20% after the Part B deductible.",
        "asks": [
          "how many home health visits does medicare cover",
          "is there a limit on home health visits under medicare",
          "how long will medicare pay for home health"
        ]
      },
      {
        "says": "No: Medicare home health has no set limit on visits; it covers part-time or intermittent skilled nursing and therapy (and aide visits with them) for as long as you are homebound and a doctor certifies the need, re-certified every 60 days, at no cost to you for the visits. Full-time or purely custodial help at home is what it does not cover.",
        "asks": [
          "medicare only pays for a few home health visits",
          "medicare limits how many home health visits i get"
        ],
        "belief": true
      },
      {
        "says": "No: neither Original Medicare nor Medigap (including Core and Supplement 1A in Massachusetts) pays for dentures or routine dental care; some Medicare Advantage plans include dental benefits, and separate dental insurance or a discount plan can help.",
        "asks": [
          "my supplement plan covers dentures",
          "medicare pays for dentures",
          "dentures are covered by original medicare"
        ],
        "belief": true
      },
      {
        "says": "No: Part B covers cataract surgery, including a standard lens implant, at 20% of the approved amount after the Part B deductible, and one pair of glasses or contact lenses after each surgery; routine glasses at other times are not covered.",
        "asks": [
          "medicare doesnt cover cataract surgery",
          "cataract surgery isnt covered by medicare"
        ],
        "belief": true
      }
    ],
    "summary": "Original Medicare covers hospital care (Part A) and doctors and outpatient care (Part B), but not routine dental, vision or hearing care, not long-term custodial care in a nursing home or at home, and generally not care or drugs outside the U.S. (ask your drug plan for a vacation supply before you leave).",
    "steps": [
      "List the care you expect to need: dental work, hearing aids, glasses, help at home.",
      "Compare Medicare Advantage plans that include extras with a Medigap plan plus a separate dental and vision policy.",
      "Plan for long-term care separately: savings, long-term care insurance, or MassHealth rules."
    ],
    "benefits": [
      "Knowing the gaps early lets you budget for them or choose coverage that fills them."
    ],
    "risks": [
      "Assuming Medicare pays for a long nursing-home stay can leave a family with bills of over a hundred thousand dollars a year."
    ],
    "next": [
      "Ask SHINE, the free Massachusetts Medicare counselling service, to compare plans that cover the extras you need."
    ]
  },
  {
    "id": "medicare-covered-care",
    "title": "What Medicare covers: checkups, screenings, hospice and hospital stays",
    "area": "health",
    "questions": [
      "Does Medicare cover a yearly physical or wellness visit?",
      "What preventive screenings does Medicare pay for?",
      "Does Medicare cover hospice?",
      "What is observation status in the hospital?"
    ],
    "keywords": [
      "wellness visit",
      "annual wellness",
      "physical",
      "checkup",
      "preventive",
      "screening",
      "screenings",
      "mammogram",
      "colonoscopy",
      "flu shot",
      "vaccine",
      "hospice",
      "terminal",
      "comfort care",
      "observation",
      "inpatient",
      "admitted",
      "3-day",
      "test strips",
      "glucose",
      "diabetic supplies",
      "lab work",
      "blood test",
      "mri",
      "ct scan",
      "x ray",
      "second opinion",
      "hearing test",
      "audiologist",
      "emergency room",
      "er visit",
      "cardiac rehab",
      "bone density",
      "dexa",
      "osteoporosis",
      "glaucoma",
      "retinopathy",
      "eye exam",
      "inpatient rehab",
      "lung cancer screening",
      "polyp",
      "diagnostic mammogram",
      "cologuard",
      "pneumonia",
      "pneumococcal",
      "covid"
    ],
    "sources": [
      "ssmMedicareCgm",
      "medChemotherapy",
      "medicarePreventive",
      "medicareHospice",
      "medicareSnf",
      "medicareDme",
      "medicareAmbulance",
      "medicareDiabetesSupplies",
      "medicareLab",
      "medicareDiagnosticTests",
      "medicareSecondOpinion",
      "medicareHearing",
      "medicareEmergency",
      "medicareCardiacRehab",
      "medicareBoneMass",
      "medicareInpatientRehab",
      "medicareLungScreening",
      "medicareColonoscopy",
      "medicareMammogram",
      "medicareVaccines",
      "medicareTherapeuticShoes",
      "medicareTobacco"
    ],
    "ask": "Which care are you asking about, and do you have Original Medicare or an Advantage plan?",
    "points": [
      {
        "calculator": "partBShareFor",
        "uses": [
          "approved"
        ],
        "asks": [
          "what is my share of the approved amount for this"
        ]
      },
      {
        "says": "No, not a routine physical exam: Medicare pays instead for a yearly wellness visit at no cost when the doctor accepts assignment, a planning visit (history, risk check, screening schedule), and a Welcome to Medicare visit in your first 12 months. Tests or care for a problem during the visit carry the usual Part B deductible and 20%, so ask the office to book it as the annual wellness visit.",
        "asks": [
          "does medicare cover a yearly physical",
          "is my annual physical exam covered by medicare",
          "medicare covers an annual wellness visit so my yearly physical is free"
        ]
      },
      {
        "says": "Yes, a wellness visit: Part B covers a Welcome to Medicare visit in your first 12 months and a yearly wellness visit after that at no cost when the doctor accepts assignment. It is a planning visit (history, risk check, screening schedule), not a full physical exam; tests or care for a problem during the visit carry the usual Part B deductible and 20%.",
        "asks": [
          "does medicare pay for an annual wellness visit",
          "is my checkup free with medicare"
        ]
      },
      {
        "says": "Yes, many at no cost to you when the provider accepts assignment: screening mammograms, colonoscopies and other colorectal cancer screening, cardiovascular blood tests, diabetes and lung cancer screening for those at risk, and flu, COVID-19 and pneumonia shots, hepatitis B shots for those at risk (shingles and other vaccines come under Part D). A screening that finds something can turn into a diagnostic test, which has cost-sharing.",
        "asks": [
          "what screenings does medicare cover for free",
          "are preventive services free under medicare",
          "is the flu shot free with medicare",
          "does medicare pay for a colonoscopy or mammogram",
          "is a colonoscopy free on medicare",
          "does medicare cover flu and covid shots"
        ]
      },
      {
        "says": "Yes: Part A covers hospice when a doctor certifies a life expectancy of 6 months or less, usually at home, with nursing, comfort care, equipment and drugs for symptoms and pain at little or no cost, and short respite stays for the caregiver. Choosing hospice means stopping treatment meant to cure the illness, but Original Medicare keeps paying for care of health problems unrelated to it, and you can leave hospice at any time to go back to that treatment.",
        "asks": [
          "does medicare cover hospice",
          "who pays for hospice care",
          "my mom is dying does medicare pay for hospice at home",
          "does medicare still pay for other care on hospice"
        ]
      },
      {
        "calculator": "qualifyingStay",
        "asks": [
          "what is observation status",
          "i was in the hospital under observation will medicare pay for rehab",
          "does observation count for the 3 day stay",
          "does medicare cover rehab at a nursing home after observation status"
        ]
      },
      {
        "says": "Yes: Part B covers durable medical equipment your doctor orders for use at home, such as walkers, wheelchairs, hospital beds, CPAP machines and oxygen. You pay 20% of the approved amount after the Part B deductible, and the supplier must be enrolled in Medicare (one that accepts assignment costs you less).",
        "asks": [
          "does medicare pay for a walker or wheelchair",
          "does medicare cover a hospital bed at home",
          "cpap or oxygen with medicare",
          "is a cpap machine covered by medicare",
          "does medicare cover wheelchairs",
          "my doctor ordered a walker how much will i pay with original medicare"
        ]
      },
      {
        "says": "Yes, in an emergency: Part B covers ground ambulance to the nearest suitable hospital when any other transport could endanger your health, and non-emergency rides only with a doctor's order showing they are medically necessary. You pay 20% after the Part B deductible.",
        "asks": [
          "does medicare pay for an ambulance",
          "ambulance bill with medicare",
          "will medicare cover an ambulance to the hospital"
        ]
      },
      {
        "says": "Yes, with Part D: vaccines recommended for adults, such as shingles, RSV and Tdap, cost nothing under a Medicare drug plan, including a Medicare Advantage plan with drug coverage. Get them at a pharmacy in the plan's network to avoid a bill.",
        "asks": [
          "is the shingles shot free on medicare",
          "shingrix cost with medicare",
          "rsv vaccine medicare cost"
        ]
      },
      {
        "says": "Nothing for days 1 to 20, then {{snfDaily}} a day for days 21 to 100 in 2026, and all costs after day 100 of a benefit period. Medicare pays only for skilled care after at least 3 days in a row as an admitted hospital inpatient.",
        "asks": [
          "what does rehab in a skilled nursing facility cost with medicare",
          "skilled nursing copay after day 20",
          "snf daily coinsurance 2026",
          "how long does medicare pay for rehab in a skilled nursing facility",
          "how many days does medicare pay for skilled nursing"
        ]
      },
      {
        "says": "Yes: Part B covers blood sugar meters, test strips and lancets, and continuous glucose monitors for those who qualify, with your doctor's prescription: you pay 20% of the Medicare-approved amount after the Part B deductible. Buy them from a pharmacy or supplier enrolled in Medicare; insulin you inject is covered by Part D, at no more than {{insulinCap}} for a month's supply.",
        "asks": [
          "does medicare cover diabetic test strips",
          "does medicare pay for a glucose meter",
          "continuous glucose monitor on medicare",
          "diabetic testing supplies on medicare"
        ]
      },
      {
        "says": "Usually nothing: Part B covers medically necessary lab tests your doctor orders, such as blood tests and urinalysis, at no cost to you when a lab that meets Medicare's requirements does them.",
        "asks": [
          "does medicare pay for blood tests",
          "do i pay anything for lab work on medicare",
          "is lab work covered by medicare"
        ]
      },
      {
        "says": "Yes, when your doctor orders them to diagnose or treat a problem: Part B covers diagnostic tests such as MRIs, CT and PET scans, X-rays and EKGs. You pay 20% of the Medicare-approved amount after the {{partBDeductible}} Part B deductible, and a copayment instead when the test is done in a hospital outpatient department.",
        "asks": [
          "does medicare cover an mri",
          "is a ct scan covered by medicare",
          "are x rays covered by medicare"
        ]
      },
      {
        "says": "Yes: Part B helps pay for a second opinion on surgery that is not an emergency, and for a third opinion if the first two differ; you pay 20% of the Medicare-approved amount after the Part B deductible, as for other doctor visits.",
        "asks": [
          "does medicare cover a second opinion before surgery",
          "can i get a second opinion on medicare",
          "will medicare pay for a third opinion"
        ]
      },
      {
        "says": "Yes, for diagnosis: Part B covers hearing and balance exams your doctor orders to see whether you need medical treatment, and you can see an audiologist once every 12 months without an order for hearing loss that came on slowly. You pay 20% after the Part B deductible; routine hearing exams, hearing aids and their fitting are not covered.",
        "asks": [
          "does medicare cover a hearing test",
          "will medicare pay for an audiologist",
          "hearing exam covered by medicare"
        ]
      },
      {
        "says": "Yes: Part B covers emergency department care for an injury or a sudden or quickly worsening illness, at any hospital in the U.S. You pay a copayment for the visit and for each hospital service, plus 20% of the doctors' charges after the Part B deductible; if the same hospital admits you for a related condition within 3 days, the visit becomes part of the inpatient stay and those copayments do not apply.",
        "asks": [
          "does medicare pay for the emergency room",
          "is the emergency room covered by medicare",
          "what does an emergency room visit cost on medicare",
          "emergency room copay with original medicare"
        ]
      },
      {
        "says": "Yes, after a qualifying heart problem: Part B covers cardiac rehabilitation programs, with exercise, education and counseling, after a heart attack in the last 12 months, bypass surgery, a stent or angioplasty, heart valve repair or replacement, a heart transplant, or for stable angina or stable chronic heart failure. You pay 20% after the Part B deductible, or a copayment in a hospital outpatient setting.",
        "asks": [
          "does medicare cover cardiac rehab",
          "is cardiac rehab covered after bypass surgery",
          "cardiac rehabilitation coverage"
        ]
      },
      {
        "says": "Yes, once every 24 months (more often if medically necessary) for people at risk of osteoporosis, such as women whose doctor finds estrogen deficiency and risk, people taking steroids or with X-rays suggesting weak bones; you pay nothing when the provider accepts assignment.",
        "asks": [
          "does medicare cover a bone density test",
          "how often will medicare pay for a bone density scan",
          "osteoporosis screening on medicare"
        ]
      },
      {
        "says": "Yes, for those at risk: Part B covers a yearly eye exam for diabetic retinopathy if you have diabetes, and a glaucoma test every 12 months if you are at high risk (diabetes, a family history of glaucoma, Black and 50 or older, or Hispanic and 65 or older), each at 20% after the Part B deductible. Routine eye exams for glasses are not covered.",
        "asks": [
          "does medicare cover eye exams for diabetics",
          "diabetic retinopathy exam on medicare",
          "does medicare pay for a glaucoma test"
        ]
      },
      {
        "says": "Yes, when your doctor certifies you need intensive rehabilitation with close medical supervision: Part A covers an inpatient rehab facility like a hospital stay, nothing for days 1 to 60 after the {{partADeductible}} Part A deductible for the benefit period (none again if you come straight from a hospital stay in the same period), then a daily coinsurance from day 61.",
        "asks": [
          "does medicare cover inpatient rehab after a stroke",
          "rehab hospital coverage on medicare",
          "how long will medicare pay for inpatient rehab"
        ]
      },
      {
        "says": "Yes, once a year with a low-dose CT scan if you are 50 to 77, have no symptoms, smoked at least 20 pack-years and still smoke or quit within the last 15 years, with your doctor's order after a counseling visit; you pay nothing when the doctor accepts assignment.",
        "asks": [
          "does medicare cover a lung cancer screening",
          "low dose ct scan for smokers on medicare",
          "lung cancer screening for former smokers"
        ]
      },
      {
        "says": "15% of the approved amount: a screening colonoscopy costs nothing when the doctor accepts assignment, but if the doctor finds and removes a polyp or other tissue you pay 15% of the doctor's approved amount, and 15% to the facility in a hospital outpatient department or surgery center, with no Part B deductible. A colonoscopy after a positive stool or blood screening test counts as a screening, at no cost; one done because of symptoms is diagnostic, at 20% after the deductible.",
        "asks": [
          "they found a polyp during my colonoscopy why did i get a bill",
          "what does it cost if they remove polyps during a screening colonoscopy",
          "colonoscopy after a positive cologuard test cost medicare"
        ]
      },
      {
        "says": "No, nothing: a screening mammogram once every 12 months (from 40) costs nothing when the provider accepts assignment, with no deductible. A diagnostic mammogram, for a lump, symptoms or a screening that found something, costs 20% of the Medicare-approved amount after the {{partBDeductible}} Part B deductible.",
        "asks": [
          "is my yearly screening mammogram free with medicare",
          "do i pay anything for my annual mammogram on medicare"
        ]
      },
      {
        "says": "20% after the Part B deductible: a screening mammogram once every 12 months (from 40) costs nothing when the provider accepts assignment, but a diagnostic mammogram, for a lump, symptoms or a screening that found something, costs 20% of the Medicare-approved amount after the {{partBDeductible}} deductible, as often as it is medically necessary.",
        "asks": [
          "i got called back for a diagnostic mammogram what does it cost",
          "is a diagnostic mammogram free on medicare",
          "follow up mammogram after an abnormal screening medicare cost"
        ]
      },
      {
        "says": "Yes, under Part B: a flu shot each flu season, COVID-19 vaccines, pneumococcal (pneumonia) shots and hepatitis B shots for those at risk cost nothing when the provider accepts assignment. Shingles, RSV, Tdap and other recommended adult vaccines come under Part D instead, also at no cost in a Medicare drug plan.",
        "asks": [
          "is the pneumonia shot free on medicare",
          "covid vaccine cost with medicare",
          "which shots does part b cover",
          "does medicare pay for my flu shot and covid booster at the pharmacy",
          "is my flu shot at cvs covered by medicare",
          "hepatitis b shot on medicare"
        ]
      },
      {
        "says": "Yes, once a year if you have diabetes and severe diabetic foot disease: Part B covers one pair of custom-molded shoes with inserts, or one pair of extra-depth shoes, each calendar year, with 2 more pairs of inserts for custom-molded shoes or 3 pairs for extra-depth shoes. The doctor treating your diabetes must certify the need and a podiatrist or other qualified doctor prescribe them; you pay 20% after the Part B deductible.",
        "asks": [
          "does medicare pay for diabetic shoes",
          "are diabetic shoes and inserts covered by medicare"
        ]
      },
      {
        "says": "Not the room: Medicare's hospice benefit pays for the care, not room and board at home, in a nursing home or in a hospice residence; it covers the room only during short inpatient stays to control pain or symptoms and respite stays of up to 5 days at a time. Otherwise you pay no more than $5 for each prescription for pain and symptom relief and 5% of the approved amount for inpatient respite care; MassHealth may pay nursing-home room and board for those who qualify.",
        "asks": [
          "does medicare pay for room and board in hospice",
          "does hospice pay for the nursing home",
          "my dad is on hospice in a nursing home who pays the room"
        ]
      },
      {
        "says": "Yes, at no cost: Part B covers up to 8 face-to-face counseling visits in 12 months to help you quit smoking or other tobacco use, from a qualified doctor or other Medicare-recognized practitioner who accepts assignment. Prescription quit-smoking drugs come under your Part D plan.",
        "asks": [
          "does medicare cover quit smoking counseling",
          "smoking cessation counseling on medicare"
        ]
      },
      {
        "says": "No: Medicare pays in full only for days 1 to 20 of skilled nursing care in a benefit period; for days 21 to 100 you pay {{snfDaily}} a day in 2026, which Supplement 1 and Supplement 1A pay (Core does not). It applies only after at least 3 days in a row as an admitted hospital inpatient and while you need daily skilled care, and custodial care in a nursing home is not covered at all.",
        "asks": [
          "medicare pays for 100 days in a nursing home",
          "medicare covers the first 100 days of a nursing home in full",
          "medicare pays for 100 days of rehab no matter what"
        ],
        "belief": true
      },
      {
        "says": "Yes: Part A covers chemotherapy given while you are a hospital inpatient; Part B covers chemotherapy given in a doctor's office, a clinic or a hospital outpatient department, at 20% of the approved amount after the Part B deductible (a copayment in a hospital outpatient department); and Part D covers cancer drugs taken by mouth and anti-nausea drugs that Part B does not (Part B covers some oral cancer drugs). A Medigap plan can pay the 20%.",
        "asks": [
          "does medicare cover chemotherapy",
          "my wife is starting chemo is that part a or part b",
          "are chemo pills covered by medicare"
        ]
      },
      {
        "says": "Only under hospice: when the patient has chosen Medicare hospice, Part A pays for a short inpatient stay in a Medicare-approved facility so the caregiver can rest, up to 5 days at a time and only now and then, and you pay 5% of the approved amount. Outside hospice, Medicare does not pay for respite care.",
        "asks": [
          "does medicare pay for respite care",
          "how many days of respite care does hospice give",
          "does medicare pay for respite care for my wifes caregiver"
        ]
      },
      {
        "says": "Nearly: you pay nothing for Medicare hospice care itself, at most $5 for each prescription for pain and symptom relief, and 5% of the approved amount for inpatient respite care. Room and board at home or in a nursing home is not covered, except during short inpatient stays.",
        "asks": [
          "is hospice free under medicare",
          "what do we pay for hospice with medicare",
          "my mother is in hospice do we pay for her drugs"
        ]
      },
      {
        "says": "Often yes: many Medicare Advantage plans waive the 3-day inpatient stay that Original Medicare requires before covering a skilled nursing facility, but each plan sets its own rules and may need prior approval; check with the plan before the hospital discharge.",
        "asks": [
          "do advantage plans waive the 3 day rule for skilled nursing"
        ]
      },
      {
        "says": "No fixed limit: hospice is given in two 90-day periods, then any number of 60-day periods, as long as the hospice doctor recertifies at each one that the illness is terminal. Someone who lives longer than 6 months can stay on hospice.",
        "asks": [
          "is there a time limit on hospice",
          "how long can someone be on hospice with medicare"
        ]
      },
      {
        "says": "No: Original Medicare does not pay for wigs, even for hair loss from chemotherapy. Some Medicare Advantage plans, cancer charities and a tax deduction for medical costs can help.",
        "asks": [
          "does medicare cover a wig after chemo",
          "will medicare pay for a wig"
        ]
      },
      {
        "says": "No: Part B covers a continuous glucose monitor (such as a Dexcom or FreeStyle Libre) and its sensors as durable medical equipment if you have diabetes and take insulin or have a history of problem low blood sugar, with your doctor's prescription; you pay 20% of the approved amount after the Part B deductible.",
        "asks": [
          "medicare doesnt cover continuous glucose monitors",
          "my dexcom isnt covered by medicare",
          "medicare wont pay for a libre sensor"
        ],
        "belief": true
      },
      {
        "says": "Yes, if you qualify: Part B covers a continuous glucose monitor and its sensors as durable medical equipment when you have diabetes and take insulin or have a history of problem low blood sugar, your doctor prescribes it and you have been trained to use it. You pay 20% after the Part B deductible, from a supplier enrolled in Medicare.",
        "asks": [
          "does medicare cover my dexcom",
          "will medicare pay for a freestyle libre",
          "are cgm sensors covered by medicare",
          "does medicare pay for a cgm"
        ]
      }
    ],
    "summary": "Medicare covers a yearly wellness visit and many preventive screenings and shots at no cost when the provider accepts assignment, hospice care under Part A, and hospital stays: as an inpatient under Part A, or under observation as an outpatient under Part B, which matters for skilled nursing care afterwards.",
    "steps": [
      "Book the Welcome to Medicare visit in your first 12 months, then a wellness visit each year.",
      "Ask whether each screening is preventive (no cost) or diagnostic (cost-sharing applies).",
      "In the hospital, ask whether you are admitted as an inpatient or under observation.",
      "For a terminal illness, ask the doctor about a hospice referral under Part A."
    ],
    "benefits": [
      "Preventive care at no cost catches problems early.",
      "Hospice brings comfort care and support home at little or no cost."
    ],
    "risks": [
      "Observation days do not count toward Medicare's 3-day rule for skilled nursing care.",
      "A wellness visit is not a physical; extra tests can bring a bill."
    ],
    "next": [
      "Check a test or service in Medicare.gov's \"What's covered\" pages or app before the appointment."
    ]
  },
  {
    "id": "medicare-enrollment",
    "title": "When to sign up for Medicare",
    "area": "health",
    "questions": [
      "When do I sign up for Medicare?",
      "When can I get Medicare?",
      "I am turning 65, what do I need to do?",
      "Do I need Medicare if I am still working at 65?",
      "medicare initial enrollment period"
    ],
    "keywords": [
      "sign up",
      "enroll",
      "enrollment",
      "turning 65",
      "age 65",
      "initial enrollment",
      "late penalty",
      "penalty",
      "still working",
      "employer coverage",
      "special enrollment",
      "general enrollment"
    ],
    "sources": [
      "medWhoPaysFirst",
      "medicareSignUp",
      "medicarePenalties",
      "gicMedicare",
      "medicareHsa"
    ],
    "ask": "What month do you turn 65, and do you have health coverage from a current job?",
    "points": [
      {
        "says": "Yes: coverage from a former employer is not coverage from current work, so Medicare pays first and most such plans pay only after Part B. Sign up for Part B in your initial window around 65; delaying it brings a lifelong penalty and gaps, because the special 8-month window is only for the end of coverage from a current job.",
        "asks": [
          "retiree health insurance from my old job do i still need part b",
          "retiree coverage do i need medicare part b"
        ]
      },
      {
        "calculator": "partBWhileWorking",
        "uses": [
          "employees"
        ],
        "asks": [
          "still working at 65 do i need part b",
          "my wifes employer plan covers me at 65 do i need part b",
          "do i need part b if i am on my wifes insurance through her job",
          "my spouse turns 65 and is on my family plan at work does she need medicare",
          "company has 50 employees do i need part b",
          "do i need to sign up for medicare if im still working at 65",
          "medicare signup at 65 if i have employer insurance",
          "can i delay part b if i have insurance at work",
          "do i still need part b if i am still working",
          "on the health plan of a small company where i work do i need part b",
          "my company has 15 employees do i have to take medicare at 65"
        ]
      },
      {
        "says": "No: Medicare starts at 65 for almost everyone, whatever your Social Security full retirement age; only Social Security's full retirement age went up to 67. Sign up in the 7 months around the month you turn 65: the 3 months before it, that month and the 3 after.",
        "asks": [
          "is medicare at 67 too",
          "does medicare start at 67 like social security",
          "did the medicare age go up to 67"
        ]
      },
      {
        "says": "Medicare starts at 65, and you do not have to take Social Security then: you can sign up for Medicare on its own and claim Social Security any time from 62 to 70. Until benefits start, you pay the Part B premium directly instead of having it deducted.",
        "asks": [
          "do i have to take social security when i get medicare",
          "can i get medicare without social security",
          "when can i get medicare and do i have to take social security at the same time"
        ]
      },
      {
        "says": "If you missed your first window and have no current job-based coverage, sign up in the General Enrollment Period, January 1 to March 31 each year; coverage starts the month after you enroll. The Part B penalty adds 10% to the premium for each full 12 months you went without it, for life.",
        "asks": [
          "missed my medicare enrollment window",
          "missed medicare signup",
          "general enrollment period",
          "when is the general enrollment period for medicare",
          "i missed my initial enrollment when is general enrollment"
        ]
      },
      {
        "says": "The Part B late penalty adds 10% to your premium for each full 12 months you could have had Part B but did not, and it lasts for life; the Part D penalty adds 1% of the base premium for each month without creditable drug coverage.",
        "asks": [
          "what is the medicare late enrollment penalty",
          "medicare late penalty",
          "part b premium penalty for late enrollment"
        ]
      },
      {
        "calculator": "medicareWindow",
        "uses": [
          "birthMonth"
        ],
        "asks": [
          "i turn 65 on august 14 when can i sign up for medicare",
          "when can i sign up for medicare my birthday is",
          "when is my medicare enrollment window"
        ]
      },
      {
        "says": "Yes, that is true: a retiree or spouse covered by the GIC (the state's Group Insurance Commission) who is 65 or older and eligible for premium-free Part A must enroll in Medicare Part A and Part B and move to a GIC Medicare plan, or lose GIC health coverage. Keep paying the Part B premium; if you are still working for the state or a GIC town, you can wait on Part B until you retire.",
        "asks": [
          "gic retiree medicare requirement",
          "gic letter says take medicare or lose gic coverage",
          "does the gic require medicare"
        ]
      },
      {
        "says": "When the job or the coverage ends, you have a Special Enrollment Period of 8 months to sign up for Part B without a penalty; sign up before the coverage ends so there is no gap. COBRA or retiree coverage does not extend that window.",
        "asks": [
          "what if i retire next year",
          "what happens when i retire and lose my employer coverage",
          "special enrollment period after i retire"
        ]
      },
      {
        "calculator": "medicareStartFor",
        "uses": [
          "birthMonth"
        ],
        "asks": [
          "when does medicare start if i sign up in my birthday month",
          "when does my medicare coverage start",
          "if i sign up the month i turn 65 when does it start"
        ]
      },
      {
        "says": "Yes, if you already get Social Security: you are enrolled in Parts A and B automatically at 65 and your card comes about 3 months before. If you have not claimed Social Security, you must sign up yourself. Drug coverage is never automatic: join a Part D plan or an Advantage plan with drug coverage during your 7-month window.",
        "asks": [
          "im already getting social security will medicare start automatically",
          "is medicare automatic when i turn 65",
          "do i have to apply for medicare or is it automatic",
          "if im already getting social security im enrolled in medicare automatically"
        ]
      },
      {
        "says": "Medicare covers only you; there is no family or spouse coverage. If you keep working, your wife can stay on your employer plan; if you retire, she needs her own coverage, such as COBRA, a retiree plan or the Health Connector, until she turns 65.",
        "asks": [
          "going on medicare what happens to my wifes coverage on my work insurance",
          "does medicare cover my spouse",
          "my wife is on my work health insurance and i am going on medicare"
        ]
      },
      {
        "says": "Sign up during the 8 months after your job or its coverage ends (better, before it ends) using the Special Enrollment Period: send form CMS-40B with form CMS-L564, which your employer completes as proof of job-based coverage, to Social Security online or by mail. There is no penalty if you had that coverage since 65.",
        "asks": [
          "how do i get part b without a penalty when i retire",
          "what form do i need from my employer for part b",
          "retiring and only have part a how do i get part b"
        ]
      },
      {
        "says": "65: retiring early does not move it (unless you qualify through disability). Between retirement and 65 you need other coverage, such as COBRA for up to 18 months, a retiree plan, or a Health Connector (marketplace) plan.",
        "asks": [
          "what age do i get medicare if i retire at 62",
          "can i get medicare if i retire early",
          "can i get medicare at 62 if i retire",
          "can i get medicare early to cover the gap before i turn 65"
        ]
      },
      {
        "says": "Not required, but often wise: VA care covers you only at VA facilities, while Part B pays for non-VA doctors and hospitals; if you skip it and enroll later, the Part B penalty adds 10% for each full 12 months you went without it, for life.",
        "asks": [
          "i have va health care do i need medicare part b",
          "veteran with va benefits do i need part b"
        ]
      },
      {
        "says": "Yes, you can have both: VA pays for care at VA facilities and from VA-authorized providers, and Medicare pays for care from other doctors and hospitals. Many veterans keep Part B so they are covered outside VA, since signing up later brings a lifelong penalty.",
        "asks": [
          "can i have both va and medicare",
          "can a veteran have va health care and medicare too"
        ]
      },
      {
        "says": "If you already get Social Security, you are enrolled automatically and your Medicare card arrives by mail about 3 months before your 65th birthday; if you sign up yourself, it comes a few weeks after you enroll. You can print an official copy from your Medicare.gov account.",
        "asks": [
          "when will i get my medicare card",
          "when does the medicare card come in the mail"
        ]
      },
      {
        "says": "No: Medicare covers each person on their own, from 65 or after 24 months of disability benefits, so a younger spouse needs other coverage, such as an employer plan, COBRA or a Health Connector plan, until she turns 65. Your work record can still give her premium-free Part A then.",
        "asks": [
          "will medicare cover my wife if she is younger than me",
          "my wife is younger and im going on medicare what does she do for insurance",
          "does my medicare cover my spouse"
        ]
      },
      {
        "says": "Yes, sign up for Medicare at 65: once you can get premium-free Part A you lose any premium tax credit on a Marketplace or Health Connector plan, and waiting past your initial window brings a late enrollment penalty. Plan for the Marketplace coverage to end when Medicare starts.",
        "asks": [
          "i have a marketplace plan do i need medicare at 65",
          "obamacare plan when i turn 65"
        ]
      },
      {
        "says": "No, not with its subsidy: once you can get premium-free Part A, the premium tax credit on a Health Connector or Marketplace plan ends, so you would pay full price, and putting off Medicare past your initial window brings a late enrollment penalty. Sign up at 65 and plan for the Connector coverage to end when Medicare starts.",
        "asks": [
          "i can keep my connector plan after 65 instead of medicare",
          "i can stay on my marketplace plan and skip medicare"
        ],
        "belief": true
      },
      {
        "says": "Yes, while you have group coverage from your own or your spouse's current job: ask Social Security to end Part B (an interview and Form CMS-1763), then sign up again without a penalty while still working or within 8 months after the job or its coverage ends. Check first that the employer has 20 or more employees: at a smaller one Medicare pays first, and the plan may pay little without Part B.",
        "asks": [
          "can i drop part b if i go back to work",
          "can i cancel part b and use my employer plan",
          "can i drop part b"
        ]
      },
      {
        "says": "It depends on whether the coverage comes from current work and on the employer's size: with coverage from your or your spouse's current job at an employer of 20 or more employees, the job's plan pays first and Medicare second; under 20 employees, Medicare pays first. Retiree coverage and COBRA pay after Medicare.",
        "asks": [
          "who pays first medicare or my employer plan",
          "can i keep my employer plan and have medicare too",
          "is medicare primary or secondary"
        ]
      },
      {
        "says": "No: each person qualifies for Medicare on their own, at 65 (earlier only through disability or kidney failure), and your Medicare does not cover a spouse. Until 65 she needs other coverage: your employer's plan while you work, COBRA when you leave, or a Health Connector plan.",
        "asks": [
          "can my wife get on medicare before 65 if im on it",
          "does medicare pay for my wife if she is younger than 65",
          "does my medicare cover my spouse"
        ]
      },
      {
        "says": "Yes: TRICARE For Life pays only after Medicare and requires both Part A and Part B, so keep Part B (and pay its premium) to stay covered; a retiree who drops Part B loses TRICARE For Life.",
        "asks": [
          "do i need part b if i have tricare for life",
          "tricare for life and medicare"
        ]
      },
      {
        "says": "No: Medicare covers each person on their own, with no spouse or family coverage; your wife gets Medicare at 65 in her own right, on your work record if she lacks her own. Until then she needs her own coverage: your employer plan as a dependent while you keep it, COBRA (up to 36 months for a spouse when the worker goes on Medicare), a retiree plan, or a Health Connector plan.",
        "asks": [
          "can my wife go on my medicare with me",
          "can my wife be added to my medicare plan",
          "can my wife come onto my medicare when i start it",
          "is my spouse covered under my medicare"
        ]
      },
      {
        "says": "No, not safely: with an employer of fewer than 20 employees, Medicare pays first and the job's plan pays second, often only what Medicare would not have paid, so without Part B you could be left with most of the bill. Sign up for Part A and Part B at 65 to avoid gaps and a lifelong penalty.",
        "asks": [
          "i can keep my small employers plan instead of part b",
          "a small employers plan lets me put off part b"
        ],
        "belief": true
      },
      {
        "says": "No: COBRA is not coverage from current work, so it does not let you delay Part B: the 8-month window to sign up without a penalty counts from when the job ends, not when COBRA ends. Sign up within those 8 months (or in your first window at 65, if the job ended earlier), or face a gap and a lifelong penalty; COBRA usually pays second or ends once you have Medicare.",
        "asks": [
          "cobra counts as employer coverage so i can delay part b",
          "being on cobra lets me put off part b without a penalty"
        ],
        "belief": true
      },
      {
        "says": "No: Medicare starts at 65 whether or not you still work. If you have health coverage from your own or your spouse's current job at an employer of 20 or more employees, you can delay Part B without a penalty; many people still take premium-free Part A at 65.",
        "asks": [
          "i have to be retired to get medicare",
          "you have to stop working to go on medicare"
        ],
        "belief": true
      },
      {
        "says": "No: Medicare covers each person on their own, with no spouse or family coverage; your wife gets Medicare at 65 in her own right, on your work record if she lacks her own. Until then she needs other coverage, such as your employer plan, COBRA or a Health Connector plan.",
        "asks": [
          "my medicare covers my wife too",
          "my wife is covered under my medicare"
        ],
        "belief": true
      },
      {
        "says": "Yes: you have 8 months to sign up for Part B without a penalty, counted from the month after the job or the job-based coverage ends, whichever comes first; COBRA or retiree coverage does not extend it. Sign up before the coverage ends to avoid a gap, and join a Part D plan within 2 months of losing the job's drug coverage to avoid the drug penalty.",
        "asks": [
          "my job ended so i have 8 months to get part b right"
        ]
      },
      {
        "says": "It depends on the employer's size: with coverage from your or your spouse's current job at an employer of 20 or more employees, the job's plan pays first and Medicare second; with fewer than 20, Medicare pays first, so sign up for Part A and Part B at 65. Retiree coverage and COBRA pay after Medicare.",
        "asks": [
          "who pays first medicare or my employer plan",
          "is medicare primary or secondary to my employer plan"
        ]
      },
      {
        "says": "After 24 months of Social Security disability benefits you are enrolled in Medicare Parts A and B automatically, with your card mailed before the 25th month; with ALS, Medicare starts the month disability benefits start. Kidney failure needing dialysis (ESRD) has its own rules.",
        "asks": [
          "i'm on ssdi when do i get medicare",
          "how long after disability do i get medicare"
        ]
      },
      {
        "says": "Through Social Security: apply online at ssa.gov, by phone at 1-800-772-1213, or at a local office, ideally in the 3 months before the month you turn 65 so coverage starts that month. You can sign up for Medicare alone without claiming Social Security benefits.",
        "asks": [
          "how do i apply for medicare",
          "where do i apply for medicare"
        ]
      }
    ],
    "summary": "Your initial enrollment period for Medicare is the seven months around your 65th birthday; if you already get Social Security, you are enrolled automatically. Sign up before your birthday month and coverage starts on its 1st; later, on the 1st of the month after. A current employer’s plan lets you delay Part B, with 8 months after it ends to sign up, unless the employer has fewer than 20 employees: then Medicare pays first.",
    "steps": [
      "The initial enrollment period starts three months before the month you turn 65 and ends three months after.",
      "If you or your spouse are still working for an employer with 20 or more employees, you may delay Part B and use a special enrollment period later.",
      "Retiree coverage and COBRA do not count as current employment coverage for delaying Part B.",
      "If you contribute to an HSA, stop contributions six months before Medicare starts when you enroll after 65 (Part A can be backdated)."
    ],
    "benefits": [
      "Enrolling on time avoids lifelong penalties and gaps in coverage."
    ],
    "risks": [
      "The Part B penalty adds 10% to the premium for each full 12 months you were late, for life.",
      "The Part D penalty adds 1% of the base premium for each month without creditable drug coverage."
    ],
    "next": [
      "Mark your 65th birthday minus three months on the calendar and confirm your employer plan’s size."
    ]
  },
  {
    "id": "medicare-help",
    "title": "Free Medicare help in Massachusetts (SHINE) and help paying costs",
    "area": "health",
    "questions": [
      "What is SHINE?",
      "Who can help me choose a Medicare plan for free?",
      "Is there help paying Medicare premiums?"
    ],
    "keywords": [
      "shine",
      "counselor",
      "counseling",
      "free help",
      "medicare savings program",
      "extra help",
      "help paying",
      "prescription advantage",
      "sco",
      "dual eligible"
    ],
    "sources": [
      "massShine",
      "medicareCosts",
      "ssaCards",
      "massPrescriptionAdvantage",
      "massSco"
    ],
    "points": [
      {
        "says": "SHINE (Serving the Health Insurance Needs of Everyone) is Massachusetts' free, unbiased Medicare counseling program: trained counselors, usually through your local council on aging, compare Medicare, Medigap, Advantage and drug plans with you and check whether you qualify for help with costs. There is no charge and nothing is sold. Reach a counselor through 1-800-AGE-INFO (1-800-243-4636) or your local council on aging.",
        "asks": [
          "what is shine and does it cost anything",
          "is there free medicare help from someone not selling anything",
          "someone told me to call shine",
          "is shine free and how do i reach them",
          "how do i contact shine",
          "who can help me choose a medicare plan for free",
          "free medicare help from someone who is not selling plans"
        ]
      },
      {
        "says": "Yes, if your income and savings are limited. A Medicare Savings Program can pay your Part B premium, and Extra Help lowers Part D drug costs; in Massachusetts you apply through MassHealth, and SHINE counselors can help with the forms.",
        "asks": [
          "is there help paying medicare premiums",
          "my income is low can i get help paying for part b",
          "medicare savings program",
          "extra help with drug costs",
          "whats the income limit for extra help with prescriptions"
        ]
      },
      {
        "says": "Extra Help (the Part D Low-Income Subsidy) is for people with income below 150% of the federal poverty level and limited savings, not counting a home or car; since 2024 everyone who qualifies gets the full help, with a $0 or low premium and small copays. Apply through Social Security; people with MassHealth or a Medicare Savings Program get it automatically.",
        "asks": [
          "who qualifies for extra help",
          "extra help income limit",
          "low income subsidy for part d"
        ]
      },
      {
        "says": "Usually not: someone with MassHealth Standard, or a Medicare Savings Program (which MassHealth runs), has the Part B premium paid by the state, so it stops coming out of their Social Security check. If it is still being taken, call MassHealth to check that the state has picked it up.",
        "asks": [
          "my mom is on masshealth does she still pay for part b"
        ]
      },
      {
        "says": "In Massachusetts, MassHealth's Medicare Savings Program (once called the Buy-In) is open to people on Medicare with income up to 225% of the federal poverty level, and since March 1, 2024 it has no asset limit, so a home or savings does not count. It pays the Part B premium (and, at the lowest incomes, Medicare's deductibles and coinsurance) and brings Extra Help with drug costs automatically.",
        "asks": [
          "what is the medicare savings program income limit in massachusetts",
          "do i qualify for the medicare savings program if i own my home",
          "cant afford the part b premium is there help in massachusetts"
        ]
      },
      {
        "says": "Sign in to your Medicare.gov account to print an official copy of your Medicare card, or call 1-800-MEDICARE to have one mailed; a replacement Social Security card is requested through your my Social Security account or from SSA. Never give your Medicare or Social Security number to a caller who contacted you.",
        "asks": [
          "how do i replace my medicare card",
          "lost my medicare card",
          "how do i replace my social security card"
        ]
      },
      {
        "says": "Prescription Advantage is Massachusetts' own drug-cost program: residents 65 or older with a Part D plan or other creditable drug coverage and household income up to 500% of the federal poverty level can join, with no asset test, and it pays after Part D to lower copays and cap yearly drug costs. Apply through 1-800-AGE-INFO (1-800-243-4636) or a SHINE counselor; those with lower incomes must also apply for Extra Help.",
        "asks": [
          "what is prescription advantage",
          "is there a massachusetts program that helps with drug costs",
          "state help with prescription costs on top of part d"
        ]
      },
      {
        "says": "Senior Care Options (SCO) is a health plan for MassHealth Standard members 65 or older: one plan covers everything Medicare and MassHealth pay for, with a care team, home supports and respite for family caregivers, and no copays. Joining is voluntary, you can leave in any month, and each plan serves set parts of the state.",
        "asks": [
          "what is senior care options",
          "i have masshealth and medicare is there one plan for both",
          "sco plan in massachusetts"
        ]
      },
      {
        "says": "1-800-MEDICARE (1-800-633-4227), open 24 hours a day, 7 days a week, except some federal holidays; TTY users call 1-877-486-2048.",
        "asks": [
          "what is the phone number for medicare",
          "how do i call medicare",
          "is the medicare phone line open on weekends"
        ]
      },
      {
        "says": "No: besides federal Extra Help, Massachusetts has its own program, Prescription Advantage, for residents 65 or older with a Part D plan or other drug coverage and household income up to 500% of the federal poverty level, with no asset test; it pays after Part D to lower copays and cap yearly drug costs. Apply through 1-800-AGE-INFO (1-800-243-4636) or a SHINE counselor.",
        "asks": [
          "extra help is the only help with drug costs in massachusetts",
          "there is no state drug program for seniors in massachusetts"
        ],
        "belief": true
      },
      {
        "says": "No: since March 1, 2024 the Massachusetts Medicare Savings Program (through MassHealth) has no asset limit, so savings and a home do not count; it is open to people on Medicare with income up to 225% of the federal poverty level, pays the Part B premium and brings Extra Help with drug costs automatically.",
        "asks": [
          "i have too much in savings to get help with medicare costs in massachusetts",
          "owning a home means i cant get a medicare savings program",
          "i have too much savings to get help paying for medicare"
        ],
        "belief": true
      },
      {
        "says": "No: SHINE, Massachusetts' Medicare counseling program, is free and unbiased: trained counselors compare plans and check help with costs, and they sell nothing. Reach one through 1-800-AGE-INFO (1-800-243-4636) or your local council on aging.",
        "asks": [
          "shine charges a fee for medicare counseling",
          "shine counselors are selling insurance"
        ],
        "belief": true
      },
      {
        "says": "No: a replacement Social Security card is free from Social Security: request it through your my Social Security account at ssa.gov or at an office. Sites that charge a fee to file it are not SSA, and you rarely need the card itself, only the number (replacements are limited to 3 a year and 10 in a lifetime).",
        "asks": [
          "there is a fee to replace a social security card",
          "i have to pay a website to replace my social security card"
        ],
        "belief": true
      },
      {
        "says": "It is free: Social Security replaces a card at no charge; ask through your my Social Security account at ssa.gov or at an office, and ignore sites that charge a fee to do the same. You often need only the number, not the card, and replacements are limited to 3 a year and 10 in a lifetime.",
        "asks": [
          "how much does a replacement social security card cost",
          "is there a fee to replace my social security card",
          "what does it cost to replace a social security card",
          "is a replacement social security card free",
          "how much to replace a lost social security card"
        ]
      }
    ],
    "summary": "SHINE gives free, unbiased Medicare counseling across Massachusetts, and people with limited income can get help paying premiums and drug costs through a Medicare Savings Program and Extra Help.",
    "steps": [
      "Call your local council on aging or the state's SHINE line and ask for an appointment with a counselor.",
      "Bring your Medicare card, your prescriptions and any current plan documents.",
      "Ask whether you qualify for a Medicare Savings Program or Extra Help."
    ],
    "benefits": [
      "Unbiased, free advice from counselors who sell nothing."
    ],
    "risks": [
      "Appointments fill up during open enrollment (October 15 to December 7), so call early."
    ],
    "next": [
      "Make a SHINE appointment before your initial enrollment window or open enrollment."
    ]
  },
  {
    "id": "medicare-late-penalties",
    "title": "Signing up late for Medicare Part B or Part D",
    "area": "health",
    "questions": [
      "What happens if I missed signing up for Part B?",
      "What is the Part B late enrollment penalty?",
      "When is the general enrollment period?"
    ],
    "keywords": [
      "late enrollment",
      "missed",
      "penalty",
      "general enrollment period",
      "never signed up",
      "forgot to sign up",
      "part b penalty"
    ],
    "sources": [
      "medicarePenalties",
      "medicareSignUp"
    ],
    "points": [
      {
        "says": "You can sign up in the General Enrollment Period, January 1 to March 31 each year, and coverage starts the month after you sign up. Unless you had coverage from current work, a late penalty of 10% of the Part B premium for each full 12 months you could have had Part B is added for as long as you have it.",
        "asks": [
          "i never signed up for part b what happens now",
          "what is the part b late penalty",
          "i missed part b enrollment",
          "i missed my medicare sign up at 65 what happens now",
          "retired two years ago and never signed up for part b"
        ]
      },
      {
        "says": "If you go 63 days or more without Part D or other creditable drug coverage after your first chance to enroll, a penalty of 1% of the national base premium for each month without it is added to your Part D premium for as long as you have it.",
        "asks": [
          "part d late penalty",
          "what if i skip part d"
        ]
      },
      {
        "says": "No: retiree coverage does not count; only coverage from current work, yours or a spouse's, lets you delay Part B without a penalty. Each full 12 months you went without Part B after your initial enrollment period adds 10% to the premium, for as long as you have Part B.",
        "asks": [
          "i had retiree coverage so i have no part b penalty",
          "no penalty since i had retiree health coverage the whole time",
          "retiree coverage lets me delay part b without a penalty"
        ],
        "belief": true
      },
      {
        "says": "No: the Part B late penalty is added to your premium for as long as you have Part B, usually for life: 10% of the standard premium for each full 12 months you could have had Part B but did not, and it rises as the premium does.",
        "asks": [
          "the part b late penalty goes away after a few years",
          "the part b penalty is only for the first year"
        ],
        "belief": true
      },
      {
        "says": "No: the Part D late penalty is added to your premium for as long as you have Part D coverage, usually for life: 1% of the base premium ({{partDBasePremium}} in 2026) for each full month you went without creditable drug coverage, and it changes as the base premium does.",
        "asks": [
          "the part d late penalty goes away after a year",
          "the drug plan penalty is only for a few years"
        ],
        "belief": true
      },
      {
        "says": "No: outside your first window around 65, or a special enrollment period after job-based coverage from current work ends, you can sign up for Part B only in the General Enrollment Period, January 1 to March 31, with coverage from the month after you sign up, and a late penalty of 10% of the premium for each full 12 months you went without it, for life.",
        "asks": [
          "i can enroll in part b any time of year",
          "part b enrollment is open all year"
        ],
        "belief": true
      }
    ],
    "summary": "If you miss your initial window and had no coverage from current work, you can sign up for Part B in the General Enrollment Period (January 1 to March 31), but a late penalty of 10% for each full 12 months without Part B is added to your premium for life.",
    "steps": [
      "Check whether you had job-based coverage from current work since 65: if so, you may have a Special Enrollment Period and no penalty.",
      "Otherwise sign up in the General Enrollment Period, January 1 to March 31; coverage starts the month after.",
      "Get drug coverage too: a Part D penalty of 1% a month applies after 63 days without creditable coverage."
    ],
    "benefits": [
      "The penalty stops growing once you enroll, and a Special Enrollment Period can waive it entirely."
    ],
    "risks": [
      "Retiree coverage, COBRA and Marketplace plans do not count as coverage from current work for Part B."
    ],
    "next": [
      "If you think you had qualifying coverage, ask your former employer for Form CMS-L564 before you apply."
    ]
  },
  {
    "id": "medicare-parts",
    "title": "The parts of Medicare",
    "area": "health",
    "questions": [
      "What are the parts of Medicare?",
      "What does Medicare Part A and Part B cover?",
      "What is Medicare Part C and Part D?",
      "how does medicare work",
      "what does medicare not cover"
    ],
    "keywords": [
      "medicare",
      "part a",
      "part b",
      "part c",
      "part d",
      "parts",
      "hospital",
      "doctor",
      "coverage",
      "cover",
      "original medicare",
      "dental",
      "vision",
      "hearing",
      "benefit period"
    ],
    "sources": [
      "medicareParts",
      "cmsCosts2026",
      "medicareInpatientRehab"
    ],
    "points": [
      {
        "says": "No, Original Medicare does not cover most dental care, hearing aids or routine eye exams and glasses. Many Medicare Advantage plans add some of these, and separate dental plans and over-the-counter hearing aids are other options.",
        "asks": [
          "does medicare cover dental",
          "does medicare cover hearing aids",
          "does medicare pay for glasses"
        ]
      },
      {
        "says": "No premium for most people: Part A is premium-free if you or your spouse worked and paid Medicare taxes for at least 10 years (40 quarters). Otherwise it costs up to {{partAPremiumFull}} in 2026. The Part A hospital deductible of {{partADeductible}} per benefit period still applies.",
        "asks": [
          "does medicare part a cost anything",
          "does part a cost anything if i worked 30 years",
          "do i pay a premium for part a"
        ]
      },
      {
        "says": "Yes, for most people: Part A has no premium if you or your spouse worked and paid Medicare taxes for 10 years (40 quarters). Without that it costs up to {{partAPremiumFull}} in 2026.",
        "asks": [
          "is part a free",
          "is medicare part a premium free"
        ]
      },
      {
        "says": "No, not if you or your spouse has 40 work credits (about 10 years of paying Medicare taxes): Part A is then premium-free, on your own record or a spouse's record. With fewer credits and no spouse to qualify on, it costs up to {{partAPremiumFull}} in 2026 (less with 30 or more credits).",
        "asks": [
          "do i have to pay for part a",
          "will i have to pay a premium for part a",
          "do i pay for part a if my husband worked"
        ]
      },
      {
        "says": "Yes with Original Medicare: it works anywhere in the country, with any doctor or hospital that accepts Medicare, and a Medigap plan goes with it. A Medicare Advantage plan usually has a local network: away from home it covers emergencies and urgent care, and routine care only if the plan has a travel or out-of-network (PPO) benefit, so check before you go.",
        "asks": [
          "does my medicare still work in another state",
          "can i go to any doctor with original medicare",
          "can i use medicare anywhere in the country"
        ]
      },
      {
        "says": "After the {{partADeductible}} Part A deductible for each benefit period, days 1 to 60 in the hospital cost nothing more; days 61 to 90 cost {{partAHospitalDay}} a day in 2026, and after day 90 you can draw on 60 lifetime reserve days at {{partAReserveDay}} a day. After those, you pay all costs.",
        "asks": [
          "long hospital stay costs on medicare",
          "how many days does part a pay for a hospital stay",
          "part a coinsurance after 60 days in the hospital",
          "what are lifetime reserve days"
        ]
      },
      {
        "says": "A benefit period starts the day you are admitted as an inpatient to a hospital or skilled nursing facility and ends once you have had no inpatient or skilled nursing care for 60 days in a row. You pay the Part A deductible ({{partADeductible}} in 2026) once per benefit period, not per year, so two stays months apart can mean two deductibles; there is no limit on the number of benefit periods.",
        "asks": [
          "what is a benefit period in medicare",
          "does the part a deductible apply every time i go in the hospital",
          "how does a medicare benefit period work"
        ]
      },
      {
        "says": "Yes, if the stays fall in separate benefit periods: a benefit period ends once you have been out of the hospital and skilled nursing care for 60 days in a row, and the next admission starts a new one with another {{partADeductible}} deductible. A readmission within 60 days stays in the same period, with no second deductible.",
        "asks": [
          "do i pay the part a deductible twice in one year",
          "two hospital stays in one year do i pay the deductible again"
        ]
      },
      {
        "says": "No: Part A is premium-free only if you or your spouse worked and paid Medicare taxes about 10 years (40 quarters); otherwise it costs {{partAPremiumFull}} in 2026, or {{partAPremiumReduced}} with 30 to 39 quarters. Its hospital deductible ({{partADeductible}} per benefit period) applies to everyone.",
        "asks": [
          "medicare part a is free for everyone",
          "everyone gets part a without a premium"
        ],
        "belief": true
      },
      {
        "says": "{{partAPremiumFull}} in 2026, for someone with fewer than 30 quarters of Medicare-covered work (theirs or a spouse's); with 30 to 39 quarters it is {{partAPremiumReduced}}, and most people, with 40 quarters, pay no Part A premium at all.",
        "asks": [
          "what is the most anyone pays for part a",
          "whats the most part a can cost a month",
          "how much is part a if you have to buy it"
        ]
      }
    ],
    "summary": "Part A covers hospital stays, Part B covers doctors and outpatient care, Part D covers drugs, and Part C (Medicare Advantage) bundles them through a private plan.",
    "steps": [
      "Part A (hospital): premium-free for most people with 40 quarters of work.",
      "Part B (medical): standard premium {{partBPremium}} and a yearly deductible of {{partBDeductible}}.",
      "Part D (drugs): bought from a private plan, alone or inside Medicare Advantage.",
      "Part C (Medicare Advantage): a private plan replacing Original Medicare, often with networks and extra benefits.",
      "Original Medicare does not cover most dental, vision, hearing aids or long-term custodial care."
    ],
    "benefits": [
      "Original Medicare lets you see any provider that accepts Medicare nationwide."
    ],
    "risks": [
      "Original Medicare has no yearly out-of-pocket limit without a Medigap policy."
    ],
    "next": [
      "Decide between Original Medicare with Medigap and Medicare Advantage before your enrollment window."
    ]
  },
  {
    "id": "medicare-plan-changes",
    "title": "Changing Medicare plans during the year",
    "area": "health",
    "questions": [
      "When can I switch Medicare plans?",
      "When is Medicare open enrollment?",
      "Can I change my Part D plan in the middle of the year?",
      "Can I change my Medicare Advantage plan?",
      "What is a special enrollment period for Medicare plans?",
      "is it too late to change my part d plan"
    ],
    "keywords": [
      "switch plans",
      "switch",
      "change plans",
      "change my plan",
      "open enrollment",
      "annual enrollment",
      "annual election period",
      "special enrollment period",
      "too late",
      "mid-year",
      "leave my plan",
      "drop my plan"
    ],
    "sources": [
      "medicareJoinPlan",
      "medicarePlanFinder",
      "medicareFiveStar"
    ],
    "ask": "Are you in a Medicare Advantage plan or Original Medicare with a Part D plan, and has anything changed, such as a move or lost coverage?",
    "points": [
      {
        "says": "Every year from October 15 to December 7, anyone with Medicare can switch Medicare Advantage or Part D plans, or move between Advantage and Original Medicare; the new plan starts January 1. Outside that window you can change only in a special enrollment period or, if you are in an Advantage plan, from January 1 to March 31.",
        "asks": [
          "my part d plan raised its premium when can i switch",
          "when can i change my drug plan",
          "when can i switch my drug plan",
          "when can i switch medicare plans",
          "when is medicare open enrollment"
        ]
      },
      {
        "says": "Yes, until December 7: open enrollment runs from October 15 to December 7, and a change made by then starts January 1. After December 7, a drug plan can no longer be changed for January unless a special enrollment period applies (a move, lost coverage, Extra Help); Advantage members get one more change from January 1 to March 31.",
        "asks": [
          "can i still switch plans before january",
          "its november can i still change my drug plan for january"
        ]
      },
      {
        "says": "Not before December 7: open enrollment runs from October 15 to December 7, and a change made by then starts January 1. After December 7, a drug plan can no longer be changed for January unless a special enrollment period applies (a move, lost coverage, Extra Help); Advantage members get one more change from January 1 to March 31.",
        "asks": [
          "is it too late to change my part d plan",
          "its november is it too late to switch my drug plan"
        ]
      },
      {
        "says": "Yes, at set times: from January 1 to March 31 you can switch to another Advantage plan once or return to Original Medicare and add a Part D plan, with the change starting the next month; or do it during open enrollment, October 15 to December 7. A Medigap policy may not be guaranteed when you return, outside Massachusetts.",
        "asks": [
          "can i leave my plan and go back to original medicare",
          "i dont like my plan can i switch back to original medicare",
          "i joined an advantage plan in january and hate it can i change"
        ]
      },
      {
        "says": "No, not if you act by March 31: from January 1 to March 31 anyone in a Medicare Advantage plan can switch once to another Advantage plan or go back to Original Medicare and add a Part D plan, starting the next month. After that, you wait for open enrollment, October 15 to December 7, unless a special enrollment period applies (a move, for example).",
        "asks": [
          "am i stuck with my plan until the fall",
          "my doctors are not in my new advantage plan am i stuck with it"
        ]
      },
      {
        "says": "A special enrollment period lets you change plans outside open enrollment after certain events, such as moving out of your plan’s area, losing other coverage, your plan leaving Medicare, moving into or out of a nursing home, or qualifying for Extra Help or MassHealth, which allow changes more often.",
        "asks": [
          "what is a special enrollment period for medicare plans",
          "can i change plans if i move",
          "i moved can i change my medicare plan",
          "my plan left my area"
        ]
      },
      {
        "says": "No: from January 1 to March 31 you can leave a Medicare Advantage plan for Original Medicare (and add a Part D plan) or switch to another Advantage plan, once, with the change starting the next month; the fall open enrollment, October 15 to December 7, is the other time.",
        "asks": [
          "i have to wait until fall to go back to original medicare",
          "im stuck in my plan until open enrollment in the fall"
        ],
        "belief": true
      },
      {
        "says": "Yes, once a year: if a Medicare Advantage or drug plan with Medicare's overall 5-star rating serves your area, you can switch into it once between December 8 and November 30, with coverage starting the next month. Leaving a plan with drug coverage for a 5-star Advantage plan without it can leave you without drug coverage until the next enrollment window.",
        "asks": [
          "what is the five star special enrollment period",
          "can i switch to a five star medicare plan anytime",
          "star rating special enrollment period"
        ]
      },
      {
        "says": "No, joining is enough: when you join a new Medicare Advantage or drug plan during an enrollment window, you are taken out of your old plan automatically when the new one starts. Joining a stand-alone drug plan while in an Advantage plan generally also returns you to Original Medicare, so do that only if that is what you want.",
        "asks": [
          "do i have to cancel my old drug plan when i join a new one",
          "how do i cancel my old medicare advantage plan"
        ]
      },
      {
        "says": "No: each fall, from October 15 to December 7, you can switch to another Advantage plan or go back to Original Medicare for January 1, and from January 1 to March 31 you can make one such change, starting the next month. In Massachusetts, Medigap insurers may not turn you down for your health if you return to Original Medicare.",
        "asks": [
          "once i pick a medicare advantage plan im locked in for life",
          "i can never leave my advantage plan once i join"
        ],
        "belief": true
      },
      {
        "says": "No, only at set times: anyone can change Part D or Medicare Advantage plans from October 15 to December 7 for January 1; Advantage members can make one change from January 1 to March 31; and mid-year only in a special enrollment period, such as a move, losing other coverage, moving into or out of a nursing home, or qualifying for Extra Help or MassHealth.",
        "asks": [
          "can i change my part d plan any time",
          "can i switch drug plans in the middle of the year"
        ]
      }
    ],
    "summary": "You can switch Medicare Advantage and Part D plans every year from October 15 to December 7 for coverage starting January 1; Advantage members can also switch or return to Original Medicare from January 1 to March 31, and a move or lost coverage opens a special enrollment period.",
    "steps": [
      "Read the Annual Notice of Change your plan mails each fall: premiums, drug lists and networks change every year.",
      "Compare plans in Medicare Plan Finder with your own drugs and pharmacies before December 7.",
      "Joining a new plan ends the old one automatically; you do not need to cancel it first.",
      "Moving, losing job-based coverage or getting Extra Help or MassHealth opens a special enrollment period."
    ],
    "benefits": [
      "Reviewing each fall keeps a plan that raised its premium or dropped a drug from costing you all next year."
    ],
    "risks": [
      "Miss the windows and you usually keep your plan until January, even if its costs rose.",
      "Leaving Medigap for an Advantage plan can make Medigap harder to get back outside Massachusetts."
    ],
    "next": [
      "Book a free SHINE counselor session in October to compare plans before December 7."
    ]
  },
  {
    "id": "medicare-therapy-and-mental-health",
    "title": "Medicare for physical therapy and mental health care",
    "area": "health",
    "questions": [
      "Does Medicare cover physical, occupational and speech therapy, and is there a limit?",
      "Does Medicare cover counseling and mental health care?"
    ],
    "keywords": [
      "physical therapy",
      "occupational therapy",
      "speech therapy",
      "therapist",
      "kx modifier",
      "therapy cap",
      "mental health",
      "counseling",
      "psychologist",
      "psychiatrist",
      "psychiatric",
      "psych",
      "depression",
      "partial hospitalization",
      "intensive outpatient"
    ],
    "sources": [
      "medicarePhysicalTherapy",
      "cmsTherapyServices",
      "medicareMentalHealth",
      "medicareMentalHealthInpatient",
      "medicarePartialHospitalization",
      "medicareIntensiveOutpatient",
      "medicareCognitive"
    ],
    "ask": "Is the care outpatient (visits or a day program) or a stay in a hospital, and do you have Original Medicare or an Advantage plan?",
    "points": [
      {
        "calculator": "partBShareFor",
        "uses": [
          "approved"
        ],
        "asks": [
          "what is my share of the approved amount for this"
        ]
      },
      {
        "says": "Yes: Part B covers outpatient physical, occupational and speech therapy that is medically necessary, with no fixed cap on visits (above a yearly amount your therapist must confirm the need). You pay 20% after the Part B deductible.",
        "asks": [
          "does medicare cover physical therapy",
          "outpatient rehab after surgery medicare",
          "does medicare cover speech therapy after a stroke"
        ]
      },
      {
        "says": "Yes: Part B covers outpatient mental health care from psychiatrists, psychologists, clinical social workers, counselors and marriage and family therapists, including visits by video from home, plus a free yearly depression screening. You pay 20% after the Part B deductible.",
        "asks": [
          "does medicare cover therapy or counseling",
          "does medicare pay for a psychologist",
          "mental health coverage on medicare"
        ]
      },
      {
        "says": "No cap: Medicare keeps paying for outpatient physical, occupational and speech therapy as long as it is medically necessary. Once your therapy for the year passes {{therapyKxThreshold}} in 2026 (one amount for physical and speech therapy together, the same again for occupational therapy), the therapist marks each claim with a code (the KX modifier) confirming the need continues, and above {{therapyReviewThreshold}} Medicare may review the records. You keep paying 20% after the Part B deductible; if the therapist expects Medicare not to pay, you must get a written notice (an ABN) before you can be billed.",
        "asks": [
          "is there a limit on physical therapy with medicare",
          "my therapist says i reached the medicare therapy cap",
          "my pt says i reached the medicare cap for the year",
          "what is the kx modifier on my physical therapy bill",
          "how many physical therapy visits does medicare cover in a year"
        ]
      },
      {
        "says": "Yes, under Part A, with one limit: in a psychiatric hospital (one that treats only mental illness) Medicare pays for at most 190 days in your lifetime, while in the psychiatric unit of a general hospital there is no lifetime limit. You pay what any hospital stay costs in 2026: the {{partADeductible}} deductible for the benefit period, nothing more for days 1 to 60, {{partAHospitalDay}} a day for days 61 to 90, {{partAReserveDay}} a lifetime reserve day after that, plus 20% of the doctors' charges.",
        "asks": [
          "does medicare cover a stay in a psychiatric hospital",
          "how many days of inpatient psychiatric care does medicare cover",
          "is there a 190 day lifetime limit on psychiatric hospital stays",
          "i need inpatient psych care will medicare cover it"
        ]
      },
      {
        "says": "Yes: Part B covers partial hospitalization (a day program of at least 20 hours a week, when a doctor certifies you would otherwise need a hospital stay) and intensive outpatient programs (at least 9 hours a week), at a hospital outpatient department or community mental health center. After the Part B deductible you pay a share of each day's cost and of each professional's approved amount; meals and transport are not covered.",
        "asks": [
          "does medicare cover a day program for depression",
          "partial hospitalization program medicare",
          "intensive outpatient program for mental health or addiction on medicare"
        ]
      },
      {
        "says": "Yes: Part B covers a separate visit with a doctor or other provider to fully review memory and thinking, establish or confirm a diagnosis such as dementia or Alzheimer's disease, and make a care plan, and a brief check can also be part of the yearly wellness visit. You pay 20% after the Part B deductible for the separate visit, and you can bring a spouse, friend or caregiver to help.",
        "asks": [
          "does medicare cover a memory test",
          "will medicare pay for a dementia evaluation",
          "my husband is getting forgetful will medicare pay to have him checked"
        ]
      },
      {
        "says": "No: there is no cap on outpatient physical, occupational or speech therapy; Medicare keeps paying while it is medically necessary, and above {{therapyKxThreshold}} a year (2026) your therapist only confirms on each claim that the need continues. You pay 20% after the Part B deductible.",
        "asks": [
          "medicare only pays for a set number of physical therapy visits a year",
          "medicare has a cap on physical therapy",
          "medicare stops paying for therapy after 20 visits"
        ],
        "belief": true
      },
      {
        "says": "No: Part B covers outpatient mental health care from psychiatrists, psychologists, clinical social workers, licensed counselors and marriage and family therapists, including video visits from home, plus a free yearly depression screening; you pay 20% after the Part B deductible.",
        "asks": [
          "medicare doesnt cover therapy for mental health",
          "medicare wont pay for a counselor or therapist",
          "medicare doesnt pay for seeing a psychologist",
          "medicare doesnt cover a therapist for depression"
        ],
        "belief": true
      }
    ],
    "summary": "Part B covers outpatient physical, occupational and speech therapy and outpatient mental health care at 20% of the approved amount after its deductible, with no yearly cap on medically necessary therapy; Part A covers inpatient psychiatric care like any hospital stay, with a 190-day lifetime limit in a psychiatric hospital.",
    "steps": [
      "Ask your therapist where your year's therapy stands against the yearly amount above which each claim must confirm the need.",
      "Check that the therapist or counselor accepts Medicare assignment.",
      "For a hospital stay, ask whether it is a psychiatric hospital or the psychiatric unit of a general hospital."
    ],
    "benefits": [
      "Therapy continues as long as it is medically necessary; there is no number of visits at which Medicare stops.",
      "Mental health visits by video from home are covered like office visits."
    ],
    "risks": [
      "The 20% share has no yearly cap in Original Medicare unless other coverage pays it.",
      "Days in a psychiatric hospital count against a 190-day lifetime limit."
    ],
    "next": [
      "Ask SHINE, the free state Medicare counselling service, or a person on our team about your costs."
    ]
  },
  {
    "id": "medigap-vs-advantage",
    "title": "Medigap or Medicare Advantage?",
    "area": "health",
    "questions": [
      "Should I get Medigap or Medicare Advantage?",
      "What is the difference between a Medicare supplement and Medicare Advantage?",
      "Is Medicare Advantage a good idea?",
      "medigap vs advantage",
      "which medicare plan is best"
    ],
    "keywords": [
      "medigap",
      "supplement",
      "medicare supplement",
      "medicare advantage",
      "advantage",
      "part c",
      "plan g",
      "plan n",
      "network",
      "hmo",
      "ppo",
      "versus",
      "vs",
      "which medicare"
    ],
    "sources": [
      "medicareMedigap",
      "medicareAdvantage",
      "medicarePlanFinder"
    ],
    "ask": "Do you travel or want to keep particular doctors, and how is your health?",
    "points": [
      {
        "says": "Premiums depend on the insurer and the plan. In Massachusetts the plans are standardized (Core or Supplement 1A) and insurers may not turn you down or charge more for your health, so compare insurers’ premiums for the same plan.",
        "asks": [
          "what does medigap cost",
          "how much is a medigap plan",
          "medigap premium"
        ]
      },
      {
        "says": "No: Medigap works only with Original Medicare and pays nothing toward an Advantage plan's costs, and it is illegal for an insurer to sell you a Medigap policy if they know you are in an Advantage plan. You choose one path.",
        "asks": [
          "can i have a medigap and a medicare advantage plan at the same time",
          "can i have both medigap and medicare advantage",
          "im on medicare advantage can i buy a medigap policy too",
          "can i add an advantage plan on top of my medigap for dental",
          "i have supplement 1a can i also get an advantage plan for the extras",
          "keep my medigap and add a medicare advantage plan for the gym and dental"
        ]
      },
      {
        "says": "No: with a $0-premium Advantage plan you still pay the Part B premium ({{partBPremium}} in 2026) and the plan's copays and coinsurance up to its yearly out-of-pocket limit, and most use a network. Whether it suits you better than Medigap turns on your doctors, travel and health, not the premium alone.",
        "asks": [
          "medicare advantage plans are free",
          "a zero premium advantage plan costs me nothing",
          "i have a zero premium advantage plan so i dont pay anything for medicare"
        ],
        "belief": true
      },
      {
        "says": "Yes: you must keep Part B and keep paying its premium ({{partBPremium}} in 2026, more with IRMAA) to join and stay in a Medicare Advantage plan, on top of any premium the plan charges. Only a plan with a Part B giveback pays part of it back.",
        "asks": [
          "do i still have to pay part b if i have a medicare advantage plan"
        ]
      },
      {
        "says": "It is real: some Advantage plans pay part of your Part B premium (a giveback), which shows up as a larger Social Security check. The trade-offs are the plan's network of doctors, prior approval for some care and its copays up to the yearly out-of-pocket limit, and the giveback can change each year, so compare the whole plan, not the giveback.",
        "asks": [
          "what is a part b giveback",
          "a plan that pays back part of my part b premium"
        ]
      },
      {
        "says": "Medigap with Original Medicare usually suits people who spend months in another state, because any doctor in the country who takes Medicare is covered; most Advantage plans use local networks and cover only emergency and urgent care out of their area. In Massachusetts that means Core or Supplement 1A plus a Part D plan.",
        "asks": [
          "i spend winters in florida medigap or medicare advantage",
          "which is better if i travel medigap or advantage",
          "i spend months a year in florida which makes sense"
        ]
      },
      {
        "says": "Yes: you can leave an Advantage plan for Original Medicare during open enrollment (October 15 to December 7) or the Medicare Advantage open enrollment (January 1 to March 31). In Massachusetts a Medigap plan is guaranteed issue, so insurers may not turn you down or charge more for your health when you come back; in most other states, after your first six months on Part B, a Medigap insurer can ask health questions.",
        "asks": [
          "can we switch later if we pick wrong",
          "can i go back from medicare advantage to medigap",
          "can i change from advantage to original medicare later"
        ]
      },
      {
        "says": "Each of you needs your own: a Medigap policy covers one person, so spouses buy separate policies, which may be from different insurers.",
        "asks": [
          "is medigap per person or per couple",
          "do we need separate medigap policies",
          "one medigap policy for both spouses"
        ]
      },
      {
        "says": "Yes, for drug coverage: Medigap policies sold today do not include prescription drugs, so join a Part D plan when you first get Medicare, unless you have other coverage at least as good (creditable), such as from a current employer; joining later brings a lifelong late penalty.",
        "asks": [
          "do i need part d with a medigap plan",
          "i have a medigap plan do i need part d too"
        ]
      },
      {
        "says": "No: Medigap policies sold today do not include prescription drugs, so you join a separate Part D drug plan alongside one; Medicare Advantage plans usually include drug coverage.",
        "asks": [
          "does medigap include prescriptions",
          "medigap and a part d plan together"
        ]
      },
      {
        "says": "It depends on the plan type: an HMO usually pays only for its network (except emergencies and urgent care) and needs referrals to specialists, while a PPO lets you go out of network for a higher share of the cost. With Medigap there is no network or referral: any doctor who accepts Medicare.",
        "asks": [
          "do i need a referral with medicare advantage",
          "hmo or ppo medicare advantage",
          "can i see any doctor with medicare advantage"
        ]
      },
      {
        "says": "Only if your doctors and hospitals are in the plan's network: an HMO covers only in-network care apart from emergencies and urgent care, and a PPO covers out-of-network doctors at a higher cost. Check each one in the plan's directory before you switch; networks can change from year to year.",
        "asks": [
          "can i keep my doctors if i switch to an hmo or ppo",
          "are my doctors in the network if i switch"
        ]
      },
      {
        "says": "Yes, within your first 12 months: if you joined a Medicare Advantage plan when you first got Medicare at 65, a trial right lets you leave it within 12 months, return to Original Medicare and buy a Medigap policy with guaranteed issue. In Massachusetts, insurers may not refuse you Core or Supplement 1A or price them by your health.",
        "asks": [
          "joined an advantage plan at 65 can i go back to original medicare and get a supplement",
          "took an advantage plan when i first got medicare can i switch back in the first year"
        ]
      },
      {
        "says": "No: most Medicare Advantage plans use a local network and, outside their service area, cover only emergencies and urgent care; a PPO may pay for other out-of-network care at a higher cost, and some plans have a travel benefit. Original Medicare, with or without Medigap, is the coverage that works with any doctor in the country who accepts Medicare.",
        "asks": [
          "my advantage plan works in every state",
          "medicare advantage works the same in every state"
        ],
        "belief": true
      },
      {
        "says": "No, you are still in Medicare: an Advantage plan is a private plan that gives you your Part A and Part B benefits instead of Original Medicare, and you keep paying the Part B premium. You can go back to Original Medicare in open enrollment (October 15 to December 7) or from January 1 to March 31.",
        "asks": [
          "if i join an advantage plan am i still in medicare",
          "do i give up original medicare with an advantage plan"
        ]
      },
      {
        "says": "No: you must keep Part B and keep paying its premium ({{partBPremium}} in 2026, more with IRMAA) to join and stay in a Medicare Advantage plan, plus any premium the plan charges; only a plan with a Part B giveback pays part of it back.",
        "asks": [
          "with an advantage plan i dont pay the part b premium anymore",
          "an advantage plan replaces my part b premium",
          "joining medicare advantage means no more part b premium"
        ],
        "belief": true
      },
      {
        "says": "No: every Medicare Advantage plan has a yearly limit on what you pay in copays and coinsurance for covered Part A and Part B services (each plan sets its own, up to a federal maximum); once you reach it, the plan pays in full for the rest of the year. It is Original Medicare that has no yearly limit, which is why people add Medigap to it.",
        "asks": [
          "medicare advantage plans have no out of pocket limit",
          "advantage plans have no cap on what i pay"
        ],
        "belief": true
      },
      {
        "says": "It turns on your doctors, travel and health: Medigap (in Massachusetts, the Core or Supplement 1A plan) plus Original Medicare costs more each month but gives predictable costs and any doctor who takes Medicare; Medicare Advantage costs less up front and caps yearly out-of-pocket costs, but uses networks and cost-sharing. In Massachusetts you can move from Advantage to Medigap later without health questions.",
        "asks": [
          "should i get medigap or medicare advantage in massachusetts",
          "are medicare advantage plans bad"
        ]
      },
      {
        "says": "Yes: every Medicare Advantage plan has a yearly limit on what you pay in copays and coinsurance for covered Part A and Part B services; each plan sets its own, up to a federal maximum, and once you reach it the plan pays in full for the rest of the year. Drug costs count separately, toward the Part D cap ({{partDCap}} in 2026), and premiums count toward neither.",
        "asks": [
          "does medicare advantage have an out of pocket limit"
        ]
      },
      {
        "says": "No: with Original Medicare, with or without Medigap, you can see any doctor or specialist in the country who accepts Medicare, with no referral or network. Referrals and networks come with Medicare Advantage HMOs.",
        "asks": [
          "do i need a referral to see a specialist with original medicare",
          "does original medicare need referrals"
        ]
      }
    ],
    "summary": "Medigap (in Massachusetts, the Core or Supplement 1A plan) plus Original Medicare costs more each month but gives predictable costs and any doctor who takes Medicare; Medicare Advantage costs less up front and caps yearly out-of-pocket costs, but uses networks and cost-sharing.",
    "steps": [
      "Medigap fills Original Medicare’s gaps; add a separate Part D drug plan.",
      "Medicare Advantage replaces Original Medicare with a private plan that has an out-of-pocket limit, usually a network and prior authorization.",
      "Compare total costs for a healthy year and a bad year, and check your doctors and drugs.",
      "Outside Massachusetts and a few other states, Medigap may require health questions after your first six-month open enrollment window."
    ],
    "benefits": [
      "Medigap: freedom to see any Medicare provider and low, predictable bills.",
      "Advantage: lower premiums and extras such as dental or vision."
    ],
    "risks": [
      "Advantage networks and referrals can limit choices, especially when travelling.",
      "Switching from Advantage back to Medigap later may require medical underwriting in many states."
    ],
    "next": [
      "Price both paths in Medicare Plan Finder with your doctors and prescriptions."
    ]
  },
  {
    "id": "mortgage-payoff",
    "title": "Paying off the mortgage before retirement",
    "area": "retirement",
    "questions": [
      "Should I pay off my mortgage before I retire?",
      "Is it smart to retire with a mortgage?",
      "Should I use my savings to pay off my house?"
    ],
    "keywords": [
      "pay off my mortgage",
      "pay off the mortgage",
      "payoff",
      "mortgage",
      "mortgage free",
      "house paid off",
      "home loan"
    ],
    "sources": [
      "cfpbHome"
    ],
    "ask": "What is the interest rate and balance, and where would the money to pay it off come from?",
    "points": [
      {
        "says": "It turns mostly on your mortgage rate and your cash. A low rate, such as 3%, costs little and safe savings may earn as much, while paying off a higher-rate loan is a sure return; either way keep an emergency cushion outside the house, and avoid large IRA withdrawals to do it, since they are taxed as income and can raise your Medicare premiums.",
        "asks": [
          "should i pay off my mortgage before retiring 90k left at 3%",
          "should i use my ira to pay off my mortgage"
        ]
      },
      {
        "says": "Keep an emergency reserve first, then compare: paying off a 3% mortgage is a sure 3% return, while investing may earn more over time but with ups and downs, and money in the house is hard to get back out. With a rate that low many keep the mortgage and invest, or split the money; if a paid-off house gives you peace of mind and savings stay ample, paying it off is reasonable too.",
        "asks": [
          "should i use an inheritance to pay off the mortgage or invest it",
          "pay off a low rate mortgage with a windfall or invest",
          "i inherited money pay off the house or invest it"
        ]
      },
      {
        "says": "No: it depends on the rate and your cash. Paying off a low-rate mortgage, such as 3%, earns only that rate and locks money in the house; keep an emergency reserve and enough liquid savings first, and avoid taxable IRA withdrawals to do it. A higher-rate loan is a better candidate.",
        "asks": [
          "paying off my mortgage is always the smartest use of extra money",
          "paying down the house always beats investing"
        ],
        "belief": true
      }
    ],
    "summary": "Paying off the mortgage lowers the income you need each month, but it ties cash up in the house; the answer depends on the loan's interest rate, how much liquid savings would be left, and where the money would come from.",
    "steps": [
      "Compare the mortgage rate with what the money earns safely after tax; a higher rate favours paying it off.",
      "Keep an emergency fund and a year or two of spending in cash or bonds after any payoff.",
      "Avoid big IRA or 401(k) withdrawals to pay it off: they are taxable and can push you into a higher bracket.",
      "A middle path is to keep the loan and pay a little extra each month so it ends when you retire."
    ],
    "benefits": [
      "No payment means a lower spending floor, less to withdraw each year and peace of mind."
    ],
    "risks": [
      "Money in the house is hard to reach for care, repairs or emergencies without selling or borrowing."
    ],
    "next": [
      "Write down the rate, balance, years left and your cash reserves before deciding."
    ]
  },
  {
    "id": "part-d",
    "title": "Medicare drug coverage (Part D)",
    "area": "health",
    "questions": [
      "How does Medicare Part D work?",
      "What is the Part D out-of-pocket cap?",
      "How do I choose a drug plan?",
      "prescription drug coverage medicare"
    ],
    "keywords": [
      "part d",
      "part d deductible",
      "part d plan",
      "drug plan",
      "drug",
      "drugs",
      "prescription",
      "prescriptions",
      "pharmacy",
      "formulary",
      "out of pocket cap",
      "donut hole"
    ],
    "sources": [
      "medicarePartD",
      "medicarePlanFinder",
      "medicareAppeals"
    ],
    "ask": "Which drugs do you take, and do you have other drug coverage now?",
    "points": [
      {
        "says": "No: the Part D cap is per person: each of you has your own plan and your own {{partDCap}} yearly limit on covered drug costs in 2026, and what one of you pays does not count toward the other's.",
        "asks": [
          "once the two of us hit the part d cap combined we are both done paying",
          "the part d out of pocket cap covers a married couple together",
          "our drug costs together count toward one 2100 cap"
        ],
        "belief": true
      },
      {
        "says": "No: a Medicare Advantage plan's out-of-pocket maximum is per person, so each of you has your own limit, and it counts only covered Part A and Part B services. Drugs count separately, toward each person's Part D cap ({{partDCap}} in 2026), and premiums count toward neither.",
        "asks": [
          "is the advantage plan out of pocket maximum the most we pay for both of us together"
        ]
      },
      {
        "says": "Part D premiums vary by plan and by where you live, so compare them in Medicare Plan Finder. In 2026 the deductible is at most {{partDDeductible}}, your yearly cost for covered drugs is capped at {{partDCap}}, and higher incomes pay an IRMAA surcharge on top.",
        "asks": [
          "how much does part d cost",
          "part d premium cost"
        ]
      },
      {
        "says": "No: they are made to go together. Medigap policies sold today include no drug coverage, so people with Original Medicare and a Medigap plan join a separate Part D plan for their prescriptions. It is Medicare Advantage that cannot be combined with a Medigap policy.",
        "asks": [
          "i cant have a supplement plan and a part d plan together",
          "a supplement and a drug plan dont go together"
        ],
        "belief": true
      },
      {
        "says": "No: your out-of-pocket cost for covered drugs on a Part D plan is capped at {{partDCap}} for 2026, however high the list price; once you reach it you pay nothing more for covered drugs that year. The Medicare Prescription Payment Plan lets you spread that amount over the months instead of paying it at the start of the year.",
        "asks": [
          "my cancer drug costs thousands a month will i owe that every month on part d",
          "my new pill lists at 14k a month what will i pay with part d",
          "expensive specialty drug on part d how much will i owe"
        ]
      },
      {
        "says": "Part D caps what you pay for covered drugs at {{partDCap}} in 2026, and the Medicare Prescription Payment Plan lets you spread that over the year in monthly amounts. With limited income and savings, Extra Help lowers premiums and copays; apply through Social Security.",
        "asks": [
          "prescription costs too high on medicare",
          "cant afford my drugs on medicare"
        ]
      },
      {
        "says": "No, it is voluntary, but if you go without Part D or other creditable drug coverage for more than 63 days after your first chance to enroll, a late penalty is added to your premium for life.",
        "asks": [
          "do i have to sign up for part d",
          "is part d required",
          "is part d mandatory"
        ]
      },
      {
        "says": "Yes, per person. Each person with Medicare has their own Part D plan, deductible and {{partDCap}} yearly cap on covered drug costs in 2026; a couple does not share one.",
        "asks": [
          "is that per person",
          "is the part d cap per person",
          "is the out of pocket maximum per person or per couple",
          "is the part d cap the same for a single person as for a married couple",
          "my wife and i both have expensive drugs is the 2100 cap for both of us together"
        ]
      },
      {
        "says": "The deductible is at most {{partDDeductible}} in 2026: that is the highest a Part D plan may set, and many plans charge less or none, or skip it for cheaper generics. After it you pay the plan's copays or coinsurance until your costs for covered drugs reach {{partDCap}}.",
        "asks": [
          "what is the part d deductible",
          "how high can the deductible on a drug plan be",
          "whats the highest deductible a part d plan can charge"
        ]
      },
      {
        "says": "{{partDCap}} in 2026: once you have paid that much for covered drugs in the year, you pay nothing more for them until January.",
        "asks": [
          "and the out of pocket cap",
          "what is the part d out of pocket maximum",
          "is there a cap on what i pay for drugs"
        ]
      },
      {
        "says": "Yes, your drugs come through Part D: with both Medicare and MassHealth you get drug coverage from a Part D plan, or an Advantage or Senior Care Options plan that includes it, and you qualify automatically for Extra Help, which pays most of the premium and copays. If you do not choose a plan, Medicare enrolls you in one.",
        "asks": [
          "i have masshealth and medicare do i need part d",
          "how do people with medicare and masshealth get their drugs"
        ]
      },
      {
        "says": "Only a few: Part B covers drugs given in a doctor's office or hospital outpatient department (such as infusions and many injections), some oral cancer drugs and insulin used with a pump; most prescriptions filled at a pharmacy need a Part D plan or an Advantage plan with drug coverage.",
        "asks": [
          "are prescription drugs covered under part b",
          "which drugs does part b cover"
        ]
      },
      {
        "says": "No: the coverage gap (donut hole) ended in 2025. You pay your plan's deductible and copays until your costs for covered drugs reach {{partDCap}} in 2026, then nothing more for those drugs that year.",
        "asks": [
          "is the donut hole still a thing",
          "is there still a part d coverage gap",
          "what happened to the donut hole"
        ]
      },
      {
        "calculator": "partDPenaltyFor",
        "asks": [
          "what is my part d late penalty",
          "part d penalty for going without drug coverage",
          "how is the part d penalty calculated"
        ]
      },
      {
        "says": "No, not necessarily: VA drug coverage counts as creditable, so you can skip Part D without a late penalty and join later if you leave VA care (within 63 days of losing it). You can only use VA coverage at VA pharmacies and by mail, so some veterans add Part D for outside prescriptions.",
        "asks": [
          "do i need part d if i have va drug coverage",
          "the va does all my prescriptions do i need part d",
          "i get my prescriptions from the va will i get a part d penalty if i dont sign up"
        ]
      },
      {
        "says": "No: Part D does not cover drugs bought outside the U.S. Before you leave, ask your plan for a vacation supply (an early or 90-day refill) of what you take.",
        "asks": [
          "can i fill prescriptions overseas with part d",
          "does part d cover drugs outside the us"
        ]
      },
      {
        "says": "Ask the plan for a coverage determination or exception, with a statement from your doctor on why you need that drug; the plan must answer within 72 hours, or 24 hours if waiting could harm your health. If it says no, you can appeal, and you can switch plans at open enrollment.",
        "asks": [
          "my drug isnt on my plans formulary",
          "drug plan refuses to cover my medication",
          "formulary exception request",
          "my part d plan is dropping my drug from its list next year can i get them to keep covering it"
        ]
      },
      {
        "says": "Yes: the Medicare Prescription Payment Plan lets you pay your Part D drug costs in monthly bills spread over the calendar year instead of all at the pharmacy. It is free to join through your plan and lowers no costs; it helps most when large costs come early in the year.",
        "asks": [
          "medicare prescription payment plan",
          "spread my drug copays over the year",
          "pay drug costs in installments instead of at the pharmacy"
        ]
      },
      {
        "says": "No more than {{insulinCap}} for a month's supply of each covered insulin, under Part D or, for insulin used with a pump, Part B, and the deductible does not apply.",
        "asks": [
          "how much is insulin on medicare",
          "insulin cap medicare",
          "what does insulin cost with medicare",
          "35 dollar insulin cap"
        ]
      },
      {
        "says": "No: a month's supply of each covered insulin costs no more than {{insulinCap}}, and the Part D deductible does not apply to it.",
        "asks": [
          "i have to meet the part d deductible before insulin is covered",
          "insulin counts toward the deductible first"
        ],
        "belief": true
      },
      {
        "says": "Yes: the {{partDCap}} cap on what you pay for covered drugs in 2026 applies to all Part D coverage alike, stand-alone drug plans and Medicare Advantage plans that include drug coverage.",
        "asks": [
          "does the 2100 drug cap apply to medicare advantage drug coverage",
          "is the out of pocket drug cap the same with advantage drug coverage"
        ]
      },
      {
        "says": "No: Medigap plans sold today, Massachusetts Core, Supplement 1 and Supplement 1A included, do not cover prescription drugs. Join a Part D plan when you first get Medicare, unless you have other creditable drug coverage, or you face a lifelong late-enrollment penalty.",
        "asks": [
          "supplement 1a pays for my prescriptions so i can skip part d"
        ],
        "belief": true
      },
      {
        "says": "Not required, but usually wise: if you go without Part D or other creditable drug coverage for more than 63 days after your first chance to enroll, a penalty of 1% of the base premium ({{partDBasePremium}} in 2026) for each month without it is added to your premium for as long as you have Part D. Many people with no prescriptions join a low-premium plan to avoid it and to be covered if they need a drug later.",
        "asks": [
          "do i need part d if i use no drugs",
          "should i get a drug plan with no prescriptions",
          "no meds is part d worth it"
        ]
      },
      {
        "says": "No: the Part D late penalty applies whether or not you take drugs. Go 63 days or more without Part D or other creditable drug coverage after your first window and you pay 1% of the base premium ({{partDBasePremium}} in 2026) for each month without it, for as long as you have Part D; a low-premium plan keeps you covered and penalty-free.",
        "asks": [
          "theres no penalty for skipping part d if i use no drugs",
          "part d is only for people on medications",
          "with no prescriptions i can skip part d with no penalty"
        ],
        "belief": true
      },
      {
        "says": "No: you can join Part D when you first get Medicare, then only each fall from October 15 to December 7 (coverage from January 1) or in a special enrollment period, such as when you lose other drug coverage or move. Going 63 days or more without creditable drug coverage after your first window adds a lifelong late penalty.",
        "asks": [
          "i can sign up for part d any time i want",
          "i can join a drug plan whenever i need one"
        ],
        "belief": true
      },
      {
        "says": "Only what is paid for covered drugs counts: your deductible, copays and coinsurance for drugs on your plan's list, including amounts paid for you by Extra Help, family or a charity. Premiums do not count, nor drugs the plan does not cover or drugs bought outside the plan, so you keep paying the premium after reaching the {{partDCap}} cap in 2026.",
        "asks": [
          "do my part d premiums count toward the out of pocket cap",
          "what counts toward the part d out of pocket maximum"
        ]
      },
      {
        "says": "No: Part D premiums do not count toward the {{partDCap}} yearly cap in 2026; only your deductible, copays and coinsurance for covered drugs do, and the premium is still due after you reach the cap.",
        "asks": [
          "my part d premiums count toward the out of pocket cap",
          "the premiums i pay count toward the 2100 drug cap"
        ],
        "belief": true
      },
      {
        "says": "Yes, a penalty if you later join: going 63 days or more without Part D or other creditable drug coverage after your first chance to enroll adds 1% of the base premium ({{partDBasePremium}} in 2026) for each month without it, for as long as you have Part D, even if you took no drugs. A low-premium plan avoids that; with Extra Help there is no penalty.",
        "asks": [
          "i never signed up for part d because i use no drugs is there a penalty",
          "no prescriptions so i skipped part d will i get a penalty"
        ]
      },
      {
        "says": "Use Medicare Plan Finder on Medicare.gov: enter each drug, its dose and your pharmacies, and compare each plan's total yearly cost (premium plus what you pay for your drugs), not the premium alone. Check again each fall, because plans change their lists and prices; SHINE counselors can help for free.",
        "asks": [
          "how do i compare part d plans",
          "how do i pick a drug plan"
        ]
      },
      {
        "says": "Drug coverage expected to pay, on average, at least as much as standard Part D, such as many employer and union plans, VA care and TRICARE. With it you can put off Part D without a penalty; the plan tells you each year, by a notice sent before October 15, whether its coverage is creditable.",
        "asks": [
          "what is creditable drug coverage",
          "what does creditable coverage mean for part d"
        ]
      },
      {
        "says": "No penalty if the job's drug coverage was creditable, meaning expected to pay at least as much as standard Part D, and you join within 63 days after it ends. The employer or plan tells you each year, by a notice sent before October 15, whether its coverage is creditable; keep those notices. VA and TRICARE coverage count too.",
        "asks": [
          "is there a penalty if i join part d late but had drug coverage from my job"
        ]
      },
      {
        "says": "No: drugs you fill at a pharmacy are covered by Part D, a separate drug plan or a Medicare Advantage plan with drug coverage; Part B covers only certain drugs given in a doctor's office or clinic, such as infusions and some injections, and a few others such as some oral cancer drugs.",
        "asks": [
          "part b pays for my prescriptions at the pharmacy",
          "original medicare covers my pills"
        ],
        "belief": true
      },
      {
        "says": "No: each Part D plan has its own list of covered drugs (a formulary) and its own tiers and pharmacies, and the lists change each year; enter your drugs in Medicare's Plan Finder each fall to see which plans cover them at the lowest total cost, and ask for an exception if your drug is left off.",
        "asks": [
          "every part d plan covers all my drugs",
          "all drug plans cover the same medications"
        ],
        "belief": true
      }
    ],
    "summary": "Part D drug plans cap your yearly out-of-pocket cost for covered drugs at {{partDCap}}; the deductible is at most {{partDDeductible}}.",
    "steps": [
      "List every prescription, dose and preferred pharmacy.",
      "Enter them in Medicare Plan Finder to compare total yearly cost, not just premium.",
      "Check each plan’s formulary; the cap applies only to covered drugs.",
      "Review every fall during open enrollment (October 15 to December 7)."
    ],
    "benefits": [
      "The cap protects against very high drug costs."
    ],
    "risks": [
      "Going without creditable drug coverage leads to a lifelong late penalty."
    ],
    "next": [
      "Run your drug list through Plan Finder this open enrollment."
    ]
  },
  {
    "id": "pbgc",
    "title": "Is my pension insured by the PBGC?",
    "area": "retirement",
    "questions": [
      "Is my pension insured by the PBGC?",
      "What happens to my pension if my employer goes bankrupt?",
      "Which pensions does the Pension Benefit Guaranty Corporation insure?",
      "How much does the PBGC guarantee?"
    ],
    "keywords": [
      "pbgc",
      "pension benefit guaranty corporation",
      "pension insured",
      "pension insurance",
      "bankrupt",
      "bankruptcy",
      "plan failed",
      "plan terminated",
      "multiemployer",
      "union pension",
      "guarantee limit",
      "maximum guarantee"
    ],
    "sources": [
      "pbgcCoverage",
      "pbgcGuarantee",
      "pbgcMultiemployer"
    ],
    "ask": "Is it a private employer's traditional pension, and is it a single-employer or a multiemployer (union) plan?",
    "points": [
      {
        "says": "The PBGC insures the traditional (defined benefit) pensions of private-sector employers, in two programs: single-employer plans and multiemployer (union) plans. It does not insure federal, state or local government or military pensions, most church-related plans, some small professional practices' plans, or 401(k)s, IRAs and other account plans; your plan's summary plan description says whether it is covered.",
        "asks": [
          "which pensions does the pbgc insure",
          "what is the pbgc",
          "is my pension insured by the pbgc",
          "does pbgc cover my company pension"
        ]
      },
      {
        "says": "No: the PBGC does not insure federal, state or local government pensions, so a Massachusetts state, teacher or town pension is outside it. Its payments rest on the government plan and the law that sets it up, not on federal pension insurance.",
        "asks": [
          "is my state pension insured by the pbgc",
          "does the pbgc cover a teachers pension",
          "is a government pension insured by the pbgc"
        ]
      },
      {
        "says": "No: the PBGC insures only traditional pensions that promise a set benefit, not 401(k)s, IRAs or profit-sharing plans. A 401(k) is held in a trust apart from the company, so the employer's creditors cannot take it if the company fails, but its value still rises and falls with the investments.",
        "asks": [
          "is my 401k insured by the pbgc",
          "does the pbgc protect my 401k if my company fails"
        ]
      },
      {
        "says": "You do not lose what you have earned: a pension's money is held in a trust apart from the company, and bankruptcy alone does not end the plan. If an underfunded plan ends, the PBGC takes it over as trustee and pays the benefits earned, up to the limits set by law; most retirees get their full benefit, though benefits above the limit, and recent increases, can be cut.",
        "asks": [
          "my company filed for bankruptcy what happens to my pension",
          "will i lose my pension if my employer goes under",
          "company pension plan terminated underfunded what now"
        ]
      },
      {
        "calculator": "pbgcCoverFor",
        "uses": [
          "pensionMonthly"
        ],
        "asks": [
          "if my pension plan fails do i lose all of it",
          "will the pbgc pay my whole pension",
          "is all of my monthly pension guaranteed"
        ]
      },
      {
        "says": "For a single-employer plan that ends in 2026, up to {{pbgcMax65}} for a single-life pension starting at 65, or {{pbgcMaxJoint65}} for a joint-and-50%-survivor pension with a spouse the same age; the limit is lower if payments start earlier and higher if later. The limit is set by the year the plan ends (or the year the employer went bankrupt, if it ends during the bankruptcy), and most retirees' pensions are below it.",
        "asks": [
          "what is the maximum pbgc guarantee in 2026",
          "how much will the pbgc pay me at most",
          "pbgc limit for a pension starting at 65"
        ]
      },
      {
        "says": "Less than for a single-employer plan, and figured by years of service: for each year of service the PBGC guarantees 100% of the first {{pbgcMultiFirst}} of the pension earned for that year plus 75% of the next {{pbgcMultiNext}}, at most {{pbgcMultiPerYear}} per year of service, which comes to {{pbgcMulti30}} a year with 30 years. When a multiemployer plan runs out of money, the PBGC lends it what it needs to go on paying the guaranteed benefits.",
        "asks": [
          "my union pension is a multiemployer plan what does the pbgc guarantee",
          "pbgc guarantee for a multiemployer pension",
          "what if my union pension fund runs out of money"
        ]
      },
      {
        "says": "Only pension benefits: the PBGC does not guarantee retiree health or life insurance, severance or vacation pay. It also may not guarantee all of a benefit increase made in the last 5 years before the plan ended.",
        "asks": [
          "does the pbgc pay for retiree health insurance",
          "what does the pbgc not cover"
        ]
      },
      {
        "says": "No: a private company's traditional (defined-benefit) pension is insured by the PBGC, which takes over a failed plan and pays benefits up to a legal maximum; most retirees receive their full pension. Government and church plans are not PBGC-insured, but are backed by their sponsors.",
        "asks": [
          "if my company goes bankrupt i lose my whole pension",
          "my pension is gone if my employer goes under"
        ],
        "belief": true
      }
    ],
    "summary": "The Pension Benefit Guaranty Corporation, a federal agency, insures the traditional pensions of private-sector employers: if an underfunded plan ends, it pays the benefits earned, up to limits set by law. It does not insure government pensions or 401(k)s and IRAs.",
    "steps": [
      "Read your plan's summary plan description: it says whether the PBGC insures the plan.",
      "Save your benefit statements and the plan's notices; if a plan is ending, you will be told in writing.",
      "If the PBGC takes over your plan, it will write to you, so tell it when you move."
    ],
    "benefits": [
      "Most retirees in plans the PBGC has taken over receive their full benefit.",
      "The PBGC goes on paying benefits already in pay status when it takes over a plan."
    ],
    "risks": [
      "Benefits above the legal limit, and recent benefit increases, may be reduced.",
      "Multiemployer plan guarantees are much lower than single-employer ones."
    ],
    "next": [
      "Find your plan's summary plan description and check whether the PBGC insures it."
    ]
  },
  {
    "id": "pension-choice",
    "title": "Pension: lump sum or monthly payments?",
    "area": "retirement",
    "questions": [
      "Should I take my pension as a lump sum or monthly?",
      "pension lump sum vs annuity",
      "Which pension survivor option should I pick?",
      "joint and survivor pension option"
    ],
    "keywords": [
      "pension",
      "lump sum",
      "monthly pension",
      "survivor option",
      "joint and survivor",
      "single life",
      "defined benefit",
      "buyout",
      "pbgc",
      "pop-up",
      "spousal consent"
    ],
    "sources": [
      "irsAnnuity",
      "irsRollover",
      "pbgcGuarantee"
    ],
    "points": [
      {
        "calculator": "jointSurvivorFor",
        "uses": [
          "jointSurvivor"
        ],
        "asks": [
          "which pension option protects my wife",
          "pension survivor option for my spouse",
          "if i pick the joint and survivor pension what does my spouse get",
          "what does the joint and survivor protection cost me a year",
          "why would i take the smaller joint check instead of single life",
          "single life or joint payout which should i pick"
        ]
      },
      {
        "says": "A buyout swaps your monthly pension for a lump sum. Compare it with what the same lifetime income would cost from an insurer, and if you take it, roll it directly into an IRA to avoid immediate tax.",
        "asks": [
          "my company offers a pension buyout",
          "pension buyout lump sum offer"
        ]
      },
      {
        "calculator": "pensionOrLumpSum",
        "uses": [
          "lumpSum",
          "monthly"
        ],
        "asks": [
          "pension lump sum of 400k or 2100 a month for life which is better",
          "lump sum or monthly pension",
          "should i take the pension lump sum or the annuity"
        ]
      },
      {
        "says": "Usually not, for private-company pensions: most pay a fixed amount with no cost-of-living raise, unlike Social Security and many public pensions. Your plan's summary plan description says whether yours has one.",
        "asks": [
          "does my pension get a cost of living raise",
          "does a private pension have a cola"
        ]
      },
      {
        "calculator": "fixedIncomeWorth",
        "uses": [
          "pensionMonthly",
          "inflation",
          "yearsAhead"
        ],
        "asks": [
          "what will my pension be worth in 20 years with inflation",
          "my pension has no cost of living raise what will it buy after inflation"
        ]
      },
      {
        "says": "Yes: a fixed pension loses buying power every year. At 3% inflation it buys about 26% less after 10 years and about 45% less after 20, so plan to lean more on savings or Social Security, which does rise with inflation, later on.",
        "asks": [
          "there is no cost of living raise on the pension does that matter",
          "fixed pension and inflation"
        ]
      },
      {
        "says": "No: federal law makes a married person's private pension pay as a joint-and-survivor annuity unless the spouse consents in writing, witnessed by a notary or plan representative, to a single-life option. Choosing single life also leaves nothing for the spouse after your death.",
        "asks": [
          "can i pick single life without my wifes consent",
          "does my spouse have to sign to waive the survivor pension"
        ]
      },
      {
        "says": "It depends on the payment option chosen when the pension started: a joint-and-survivor option keeps paying your spouse (often 50%, 75% or 100% of it) for life, while a single-life option stops at your death. For a married person, federal law makes joint-and-survivor the default for most private pensions unless the spouse signed a waiver; your pension statement or the plan says which you have.",
        "asks": [
          "does my spouse get my pension when i die",
          "what happens to my pension when i die",
          "if i die first does my wife keep getting my pension"
        ]
      },
      {
        "says": "No: a single-life pension stops at your death and nothing continues to your wife; only a joint-and-survivor option pays a surviving spouse. Once payments start the choice is usually final, so life insurance on you is the way to replace that income for her.",
        "asks": [
          "if i die does my wife get my pension i chose single life",
          "i took the single life option what does my wife get when i die"
        ]
      },
      {
        "says": "Only if your plan has no pop-up: some plans offer a pop-up joint option that raises your check back to the single-life amount if your spouse dies first. Otherwise the reduced joint amount continues for life; your plan's options list says which you have.",
        "asks": [
          "if my wife dies first am i stuck with the lower pension",
          "what is a pop up pension option"
        ]
      },
      {
        "says": "A private pension is insured by the Pension Benefit Guaranty Corporation (PBGC), a federal agency that takes over a failed plan and pays benefits up to a legal limit: in 2026 up to {{pbgcMax65}} for a single-life pension starting at 65, less if it starts earlier. Most retirees get their full benefit.",
        "asks": [
          "my former employer went bankrupt what happens to my pension",
          "is my pension insured",
          "what is the pbgc"
        ]
      },
      {
        "says": "It depends on the plan, not on Social Security's rules: most private pension survivor annuities continue after remarriage, but some plans, including some public ones, stop them. Ask the plan administrator or read the plan's summary plan description before you marry.",
        "asks": [
          "if i remarry will i lose my late husbands pension survivor benefit",
          "does remarriage stop a pension survivor benefit"
        ]
      },
      {
        "says": "Not if you roll it over: a direct rollover to an IRA is not taxed until you withdraw. If the plan pays the lump sum to you instead, it must withhold 20% and the whole amount is taxable that year unless you roll it over within 60 days.",
        "asks": [
          "if i take the pension lump sum do i pay tax on all of it this year",
          "is a pension lump sum taxable",
          "if i take the lump sum do i lose a big chunk to taxes right away"
        ]
      },
      {
        "says": "As ordinary income: a pension is fully taxable on your federal return, except the share that returns after-tax money you paid in, which comes back tax-free over time. You can have federal tax withheld with Form W-4P; Massachusetts exempts Massachusetts and federal government pensions and taxes others at 5%.",
        "asks": [
          "how is my pension taxed federally",
          "is my pension taxable income"
        ]
      },
      {
        "says": "Usually yes, for work somewhere else: a pension from a former employer keeps paying whatever you earn at another job, and Social Security's earnings test counts wages, not pensions. Going back to the same employer can suspend a private pension under the plan's rules, and a Massachusetts public retiree who returns to public work is limited in hours and earnings, so ask the plan before you start.",
        "asks": [
          "can i keep working and collect my pension",
          "can i work and collect a pension",
          "will my pension stop if i go back to work"
        ]
      },
      {
        "says": "No, not necessarily: what she gets depends on the option you chose at retirement. A joint and 50% survivor option pays her half, a 75% or 100% option more (for a lower check while you both live), and a single-life option pays her nothing.",
        "asks": [
          "my wife will get my full pension after i die",
          "the survivor option pays my wife the same pension i get"
        ],
        "belief": true
      },
      {
        "says": "No: for a private pension, federal law requires a married person's pension to be paid as a joint-and-survivor annuity unless the spouse gives written consent, witnessed by a notary or plan representative, to a single-life option.",
        "asks": [
          "i can pick the single life pension without my wife signing anything",
          "my wife doesnt need to agree if i waive the survivor pension"
        ],
        "belief": true
      }
    ],
    "summary": "A pension’s monthly option gives lifetime income with no investment risk; a lump sum gives control and flexibility but you take on market and longevity risk. If you are married, the joint-and-survivor payout is the default, and a single-life payout needs your spouse’s written consent. Most private pensions have no cost-of-living raise, so their purchasing power falls with inflation.",
    "steps": [
      "Compare the lump sum with the cost of buying the same lifetime income from an insurer.",
      "Consider your health, other guaranteed income and your spouse’s needs.",
      "If married, a joint-and-survivor option keeps income for the surviving spouse; a single-life option pays more but stops at death.",
      "Roll a lump sum directly into an IRA to avoid immediate tax."
    ],
    "benefits": [
      "Monthly payments are simple and last for life.",
      "A lump sum can be invested, left to heirs and used flexibly."
    ],
    "risks": [
      "Most private pensions are not adjusted for inflation.",
      "A lump sum can be spent too fast or lost in a downturn."
    ],
    "next": [
      "Ask the plan for the lump sum, single-life and joint-and-survivor figures side by side."
    ]
  },
  {
    "id": "plan-loans",
    "title": "Borrowing from a 401(k) or 403(b)",
    "area": "retirement",
    "questions": [
      "Can I borrow from my 401(k)?",
      "How much can I borrow from my 401(k)?",
      "What happens to my 401(k) loan if I leave my job?"
    ],
    "keywords": [
      "401k loan",
      "plan loan",
      "borrow from my 401k",
      "borrow from my 403b",
      "loan from my retirement",
      "loan offset",
      "pay back the loan"
    ],
    "sources": [
      "irsPlanLoans"
    ],
    "ask": "Does your plan offer loans, and are you still working for the employer?",
    "points": [
      {
        "says": "Yes, if your plan offers loans: you can borrow up to half of your vested balance, at most {{planLoanMax}} (or up to {{planLoanFloor}} if half is less, where the plan allows), and generally repay it with interest within 5 years through at least quarterly payments; a loan to buy your main home can run longer. It is not taxed while you repay on schedule.",
        "asks": [
          "can i borrow from my 401k",
          "how much can i borrow from my 401k",
          "401k loan limit",
          "borrow from my 403b"
        ]
      },
      {
        "says": "The plan may require the loan to be repaid when you leave; whatever is unpaid is then taken from your account as a loan offset and is taxed like a withdrawal, with the 10% penalty before 59½ unless an exception applies. You can avoid the tax by putting the same amount into an IRA by your tax-return due date, with extensions, for that year.",
        "asks": [
          "what happens to my 401k loan if i retire",
          "i left my job with a 401k loan outstanding",
          "unpaid 401k loan when i change jobs"
        ]
      },
      {
        "says": "No, in almost all plans: 401(k) loans are for current employees, repaid from paychecks, so once you have left the job you can take a withdrawal instead, taxed as income (with the 10% additional tax before 59½ unless the rule of 55 or another exception applies). An IRA cannot lend at all.",
        "asks": [
          "i can still borrow from my old employers 401k after i retire",
          "a 401k left with a former employer can lend to me"
        ],
        "belief": true
      },
      {
        "says": "No, in almost all plans: 401(k) loans are for current employees, repaid from paychecks, so once you have left the job you can take a withdrawal instead, taxed as income (with the 10% additional tax before 59½ unless the rule of 55 or another exception applies). An IRA cannot lend at all.",
        "asks": [
          "i left my job can i still take a loan from my old 401k",
          "can i borrow from a 401k at a company i no longer work for",
          "can i take a 401k loan after i retire"
        ]
      },
      {
        "says": "No: IRAs, including SEP and SIMPLE IRAs, cannot make loans, and pledging an IRA as security counts as a withdrawal. The nearest thing is a 60-day rollover, which lets money out once in 12 months if it is all put back within 60 days.",
        "asks": [
          "can i borrow from my ira",
          "ira loan",
          "can i take a loan against my ira"
        ]
      }
    ],
    "summary": "Many 401(k), 403(b) and governmental 457(b) plans let you borrow up to half of your vested balance, at most {{planLoanMax}}, repaid with interest within 5 years; an IRA cannot lend at all. A loan left unpaid, including when you leave the job, is taxed as a withdrawal.",
    "steps": [
      "Ask the plan administrator, or read the summary plan description, whether loans are offered and on what terms.",
      "Borrow no more than half of your vested balance, at most {{planLoanMax}}.",
      "Repay through payroll at least quarterly, within 5 years unless the loan buys your main home.",
      "Before retiring or changing jobs, plan to repay the loan or roll the offset amount into an IRA by your tax-return due date."
    ],
    "benefits": [
      "No tax or penalty while the loan is repaid on schedule, and the interest goes back into your own account."
    ],
    "risks": [
      "Money on loan misses market growth, and leaving the job can turn the unpaid balance into a taxable withdrawal."
    ],
    "next": [
      "Compare the loan with other sources of cash before borrowing against retirement savings."
    ]
  },
  {
    "id": "qcd",
    "title": "Qualified charitable distributions (QCDs)",
    "area": "retirement",
    "questions": [
      "What is a QCD?",
      "Can I give to charity from my IRA?",
      "How do qualified charitable distributions work?",
      "donate ira to charity tax free"
    ],
    "keywords": [
      "qualified charitable distribution",
      "qcd",
      "charity",
      "charitable",
      "donate",
      "donation",
      "church",
      "giving",
      "70half",
      "gift"
    ],
    "sources": [
      "irsQcd",
      "irsPub590b",
      "irsNotice202567"
    ],
    "points": [
      {
        "calculator": "qcdTaxableFor",
        "uses": [
          "rmdAmount",
          "qcdAmount",
          "assets"
        ],
        "asks": [
          "how much of my rmd is taxable if i give part of it to charity as a qcd",
          "my rmd minus the qcd how much is taxable",
          "if i send part of my rmd to charity as a qcd how much more do i need to take"
        ]
      },
      {
        "calculator": "qcdAge",
        "uses": [
          "ages"
        ],
        "asks": [
          "can a qcd count toward my rmd",
          "can i give my rmd to my church",
          "can i donate my rmd to charity",
          "i turn 70 this year can i do a qcd",
          "can i start qcds at 70"
        ]
      },
      {
        "says": "Yes: up to {{qcdLimit}} in 2026 for each IRA owner, counting all of your IRAs together; a married couple can each give that much from their own IRAs. The limit rises with inflation each year.",
        "asks": [
          "is there a limit on qcds",
          "how much can i give with a qcd",
          "qcd limit 2026",
          "is there a limit on how much i can send as a qcd"
        ]
      },
      {
        "says": "It does: a QCD is left out of your income, so it lowers adjusted gross income, and with it the modified AGI that sets Medicare's income-related premiums two years later (a 2026 QCD counts toward 2028 premiums) and the income that decides how much of your Social Security is taxed. A withdrawal you take and then give away stays in AGI even if you deduct the gift.",
        "asks": [
          "does a qcd lower my medicare premiums",
          "if i do a qcd will it lower my medicare income surcharge",
          "qcd lowers my agi right",
          "does a qcd reduce my adjusted gross income",
          "will a qcd make less of my social security taxable"
        ]
      },
      {
        "says": "Yes: a QCD needs no itemizing, since it is left out of income instead of deducted, so you keep the full standard deduction (and the senior deduction) and still give tax-free, up to {{qcdLimit}} in 2026 from age 70½.",
        "asks": [
          "can i do a qcd and still take the standard deduction",
          "do i need to itemize to get the benefit of a qcd",
          "is a qcd worth it if i dont itemize"
        ]
      },
      {
        "says": "Only as any withdrawal does: a QCD counts toward this year's RMD, and by lowering the December 31 balance it trims next year's RMD a little, just as taking the money out yourself would. Its real benefit is that the amount given stays out of your taxable income.",
        "asks": [
          "does a qcd lower next years rmd",
          "qcds lower your rmd amount for next year"
        ]
      },
      {
        "says": "Nothing is wrong: the 1099-R does not mark a QCD, since the custodian reports it as an ordinary distribution. You report it on Form 1040: the whole distribution on line 4a and the taxable part, less the QCD, on line 4b, with \"QCD\" written beside it. Keep the charity's written acknowledgment with your records.",
        "asks": [
          "my 1099-r does not show my qcd",
          "how do i report a qcd on my tax return"
        ]
      },
      {
        "says": "Yes, from 70½: you must be at least 70½ on the day of the gift, which is earlier than the RMD age, so QCDs can start before RMDs do.",
        "asks": [
          "can i do a qcd after 70",
          "what age can i do a qcd",
          "can i do it after 70"
        ]
      },
      {
        "says": "No, only from an IRA: qualified charitable distributions cannot come from a 401(k) or 403(b). Roll the money into an IRA first, then give from the IRA once you are 70½.",
        "asks": [
          "can i do a qcd from my 401k",
          "qcd from a 401k or 403b",
          "can i give to charity from my 401k tax free",
          "i can do a qcd straight from my 401k"
        ]
      },
      {
        "says": "No: a QCD must go straight to a public charity; donor-advised funds, private foundations and supporting organizations cannot receive one. Giving to a donor-advised fund from the IRA is a taxable withdrawal, deductible only if you itemize.",
        "asks": [
          "can a qcd go to my donor advised fund",
          "is a donor advised fund allowed for a qcd",
          "qcd to a private foundation",
          "i can send my qcd to my donor advised fund"
        ]
      },
      {
        "says": "Yes, from most kinds of IRA: a traditional IRA, an inherited IRA (once you, the beneficiary, are 70½), or a SEP or SIMPLE IRA that gets no employer contribution that year. Not from an ongoing SEP or SIMPLE IRA, nor from a 401(k) or 403(b); the {{qcdLimit}} yearly limit (2026) counts all of them together.",
        "asks": [
          "can my qcd come from my inherited ira",
          "can i do a qcd from my sep ira",
          "which kinds of iras can a qcd come from"
        ]
      },
      {
        "says": "No: a QCD is left out of your taxable income instead, so it cannot also be deducted as a charitable gift; on the standard deduction, that exclusion is worth more than a deduction would be.",
        "asks": [
          "i can deduct my qcd on my tax return too",
          "i get a charitable deduction for my qcd",
          "a qcd counts as an itemized deduction",
          "my qcd counts toward my rmd and i also get a charitable deduction"
        ],
        "belief": true
      },
      {
        "says": "No: you can make QCDs from 70½, before RMDs start at 73 or 75, up to {{qcdLimit}} in 2026; once RMDs start, a QCD also counts toward them.",
        "asks": [
          "i have to wait until 73 to do a qcd",
          "qcds start at rmd age",
          "qcds are only for people taking rmds"
        ],
        "belief": true
      },
      {
        "says": "No, not tax-free: only a qualified charitable distribution (QCD) sent straight from the IRA to a charity leaves an RMD out of your income. Money you take and give to grandchildren is taxed to you as income first; the gift itself needs no gift tax return up to {{giftExclusion}} per grandchild in 2026.",
        "asks": [
          "my rmd to my grandkids as a gift",
          "rmd money to my children instead"
        ]
      },
      {
        "says": "No: a QCD must be paid from the IRA directly to the charity, by the custodian or with a check drawn on the IRA and made out to the charity. Money moved to your own checking account first is a taxable withdrawal, and giving it afterwards is an ordinary gift, deductible only if you itemize.",
        "asks": [
          "if i withdraw to my checking account first and then write the charity a check is it a qcd",
          "take it from my ira into my checking then write a check and count it as a qcd",
          "the withdrawal goes to my bank account first then i donate it does that count as a qcd",
          "i can take the money out myself and give it to charity as a qcd"
        ]
      }
    ],
    "summary": "From age 70½ you can send up to {{qcdLimit}} a year directly from an IRA to charity; it is left out of income and counts toward your RMD. It must come from an IRA, not a 401(k) or 403(b): roll the money into an IRA first.",
    "steps": [
      "Be at least 70½ on the day of the distribution.",
      "Ask the IRA custodian to pay the charity directly; a check made out to you does not qualify.",
      "Give to a public charity; donor-advised funds and private foundations do not qualify.",
      "Keep the charity’s written acknowledgment, and tell your tax preparer so the 1099-R is reported correctly."
    ],
    "benefits": [
      "Lowers adjusted gross income, which can reduce tax on Social Security and Medicare premiums.",
      "Works even if you take the standard deduction."
    ],
    "risks": [
      "Only IRAs qualify (not active SEP or SIMPLE IRAs, and not 401(k)s without a rollover first).",
      "Deductible IRA contributions made after 70½ reduce the amount that can be excluded."
    ],
    "next": [
      "Plan QCDs early in the year so they satisfy the RMD before other withdrawals."
    ]
  },
  {
    "id": "reverse-mortgage",
    "title": "Reverse mortgages",
    "area": "retirement",
    "questions": [
      "What is a reverse mortgage?",
      "Is a reverse mortgage a scam?",
      "home equity conversion mortgage hecm"
    ],
    "keywords": [
      "reverse mortgage",
      "hecm",
      "home equity conversion",
      "non-recourse"
    ],
    "sources": [
      "hudHecm",
      "cfpbReverse"
    ],
    "ask": "How old are you, and do you plan to stay in the home for the rest of your life?",
    "points": [
      {
        "says": "62: the federally insured reverse mortgage (HECM) is for homeowners 62 or older who live in the home as their main residence and have substantial equity, and every borrower must first meet a HUD-approved counselor.",
        "asks": [
          "reverse mortgage minimum age",
          "how old do you have to be for a reverse mortgage"
        ]
      },
      {
        "says": "The loan comes due at death, but the heirs never owe more than the home is worth: a HECM is non-recourse. They can sell the house and keep anything above the balance, keep it by paying off the loan or 95% of the appraised value if that is less, or hand it over; they usually have 30 days to respond and up to a year to settle.",
        "asks": [
          "what happens to a reverse mortgage when he dies do we owe the bank",
          "when does a reverse mortgage have to be repaid",
          "is a reverse mortgage ever repaid",
          "do heirs owe money on a reverse mortgage",
          "reverse mortgage after death"
        ]
      },
      {
        "says": "No: reverse mortgage money is a loan, not income, so it is not taxable and does not affect Social Security or Medicare. It can affect means-tested help such as SSI or MassHealth if you keep the money past the month you receive it.",
        "asks": [
          "does a reverse mortgage affect social security or medicare",
          "is reverse mortgage money taxable",
          "reverse mortgage money counts as taxable income",
          "a reverse mortgage will cut my social security",
          "will reverse mortgage money count as income for irmaa"
        ]
      },
      {
        "says": "No: with a reverse mortgage you keep the title and own the home; the lender holds a lien, as with any mortgage, and is repaid when the last borrower dies, sells or moves out.",
        "asks": [
          "the bank owns my house with a reverse mortgage",
          "i lose the title to my house with a reverse mortgage",
          "if i take a reverse mortgage does the bank own my house"
        ],
        "belief": true
      },
      {
        "says": "No: you must keep paying property taxes and homeowners insurance and keep the house in repair; falling behind can make the loan come due and lead to foreclosure.",
        "asks": [
          "with a reverse mortgage i can skip the tax bills on the house",
          "with a reverse mortgage i can drop my homeowners insurance"
        ],
        "belief": true
      },
      {
        "says": "No: you can have a mortgage balance, but it must be paid off at closing, usually from the reverse mortgage itself, so you need enough equity to cover it.",
        "asks": [
          "my mortgage has to be paid off before i can get a reverse mortgage",
          "i cant get a reverse mortgage with a mortgage balance"
        ],
        "belief": true
      },
      {
        "says": "Yes: the title stays in your name and you own the home; the lender holds a lien and is repaid when the last borrower dies, sells or moves out.",
        "asks": [
          "do i own my house with a reverse mortgage",
          "does the title stay in my name with a reverse mortgage"
        ]
      },
      {
        "says": "Yes: property taxes, homeowners insurance and upkeep remain your responsibility, and falling behind on them can make the loan come due.",
        "asks": [
          "do taxes on the house stay my responsibility with a reverse mortgage",
          "is homeowners insurance my responsibility with a reverse mortgage"
        ]
      }
    ],
    "summary": "A reverse mortgage lets a homeowner 62 or older borrow against the home's equity with no monthly payment: the loan, plus interest and fees, is repaid when the last borrower dies, sells or moves out. The federally insured kind (HECM) is legitimate but costly, and it suits people who mean to stay in the home.",
    "steps": [
      "You must be 62 or older, live in the home as your main residence and meet with a HUD-approved counselor before applying.",
      "You keep the title, but must keep paying property taxes, homeowners insurance and upkeep, or the loan can come due.",
      "Money can come as a lump sum, monthly payments or a line of credit; in 2026 the home value counted is capped at {{hecmLimit}}.",
      "The balance grows every month, so less equity is left for you or your heirs."
    ],
    "benefits": [
      "Turns home equity into tax-free cash without a monthly payment, and you never owe more than the home is worth."
    ],
    "risks": [
      "Upfront mortgage insurance, closing costs and compounding interest make it expensive for short stays.",
      "Falling behind on property taxes or insurance, or moving into care for over a year, can force a sale."
    ],
    "next": [
      "Compare it with downsizing or a home equity line, and bring your heirs to the HUD counseling session."
    ]
  },
  {
    "id": "rmd",
    "title": "Required minimum distributions (RMDs)",
    "area": "retirement",
    "questions": [
      "rmd age 73 or 75",
      "When must I start withdrawing from my IRA?",
      "How do required minimum distributions work?"
    ],
    "keywords": [
      "start withdrawals",
      "take money out",
      "required minimum distribution",
      "rmd",
      "minimum",
      "age 73",
      "age 75",
      "uniform lifetime",
      "missed",
      "penalty",
      "withdraw",
      "must take",
      "forced"
    ],
    "sources": [
      "irsRmd",
      "irsPub590b"
    ],
    "ask": "What year were you born, and what was the account's balance at the end of last year?",
    "points": [
      {
        "calculator": "rmdStart",
        "uses": [
          "birthYear"
        ],
        "asks": [
          "what age do required minimum distributions start",
          "when do i have to take rmds",
          "when do i have to start taking money out of my ira born in",
          "when do i have to take money out of my ira",
          "rmd age if born 1960",
          "what age do i have to start rmds",
          "when do my rmds start",
          "what age do i have to start taking money out of my ira",
          "my rmds dont start until 73",
          "do my rmds start at 75"
        ]
      },
      {
        "says": "Yes: RMDs are due whatever the market does (they were waived only for 2020). You need not sell low to take one: the custodian can move shares in kind to a taxable account, and the shares' value that day counts toward the RMD.",
        "asks": [
          "do i have to take my rmd if the market is down",
          "rmd in a down market"
        ]
      },
      {
        "says": "No: once RMDs start, each year's must come out by December 31 whether you need the money or not (only the very first can wait until April 1 of the next year). A missed RMD owes a 25% excise tax on the amount not taken, 10% if corrected within two years. If you do not need it, you can reinvest it in a taxable account, move shares out in kind, or from 70½ send it to charity as a QCD, which keeps it out of income.",
        "asks": [
          "can i skip my rmd this year i dont need the money",
          "can i skip my rmd this year because the market dropped",
          "i dont need my rmd can i leave it in the ira",
          "can i skip a year of rmds",
          "do i have to take my rmd if i dont need it"
        ]
      },
      {
        "says": "No: RMDs are required every year once they start, needed or not; a missed one owes a 25% excise tax on the shortfall (10% if corrected within two years). You can reinvest what you take in a taxable account, or give it to charity as a QCD from 70½.",
        "asks": [
          "i can skip my rmd if i dont need the money",
          "you can skip an rmd if you dont need it",
          "rmds are optional if you have enough income"
        ],
        "belief": true
      },
      {
        "says": "RMDs are still due every year, whatever the owner's health or where they live, a nursing home included. Someone acting under a durable power of attorney that covers retirement accounts (or a court-appointed conservator) can ask the custodian to take it, and many custodians will set up automatic yearly RMDs. If one is missed because of illness, take it as soon as possible and ask the IRS to waive the 25% excise tax on Form 5329, explaining the reasonable cause.",
        "asks": [
          "my mom is in a nursing home does she still have to take her rmd",
          "my dad cant manage his ira anymore who takes his rmd for him",
          "my mother cant manage her money who takes out her ira rmd",
          "does my rmd stop if i go into a nursing home"
        ]
      },
      {
        "says": "Yes, usually: an RMD from a traditional IRA or 401(k) is taxed as ordinary income in the year you take it, at your federal bracket and by Massachusetts at 5% (less contributions it already taxed), except any after-tax money in the account (Form 8606) and any part given straight to charity as a QCD. The custodian withholds 10% federal from an IRA RMD unless you choose another rate on Form W-4R; Roth accounts have no RMDs for the owner.",
        "asks": [
          "do i have to pay tax on my rmd",
          "are rmds taxed",
          "how is my rmd taxed"
        ]
      },
      {
        "says": "No. Since 2023 the penalty for a missed RMD is 25% of the amount not taken, cut to 10% if you take it and correct it within two years; the IRS can also waive it for a reasonable error if you ask on Form 5329.",
        "asks": [
          "is the penalty still 50%",
          "wasnt the rmd penalty 50 percent",
          "is the rmd penalty still 50 percent",
          "the penalty for missing an rmd is 50 percent"
        ]
      },
      {
        "says": "Yes: the rest can come out any time up to December 31, in one payment or several; what you took earlier this year counts toward this year's RMD. Leave a few weeks before the deadline for the custodian to process it.",
        "asks": [
          "i already took part of my rmd can the rest wait til december"
        ]
      },
      {
        "says": "Yes: an RMD can come out any time during the year, all at once or in pieces, as long as the total is out by December 31 (April 1 of the next year for the very first one). Leave a few weeks before the deadline for the custodian to process it.",
        "asks": [
          "can i take my rmd in december",
          "can i wait until the end of the year for my rmd",
          "can i get my rmd paid monthly",
          "can i take my rmd a little at a time each month"
        ]
      },
      {
        "says": "No: an RMD can come out in pieces, monthly or quarterly, or all at once, any time in the year, as long as the year's total is out by December 31 (April 1 of the next year for the very first one). Many custodians will set up automatic monthly payments with tax withheld.",
        "asks": [
          "i have to take my whole rmd at one time",
          "the rmd has to come out all at once"
        ],
        "belief": true
      },
      {
        "calculator": "missedRmdFor",
        "uses": [
          "rmdAmount"
        ],
        "asks": [
          "what happens if i miss my rmd",
          "i forgot to take my rmd last year",
          "forgot my required distribution",
          "penalty for missing an rmd",
          "i never took my rmd how bad is the penalty",
          "i missed my rmd last year what do i do",
          "what is the penalty if i dont take my rmd",
          "penalty for not taking rmd",
          "what happens if i dont take my rmd"
        ]
      },
      {
        "calculator": "rmdByDecember",
        "asks": [
          "do i have to take my first rmd by the end of the year",
          "must my first rmd come out by year end"
        ]
      },
      {
        "calculator": "rmdWaitToApril",
        "asks": [
          "can i wait until april to take my first rmd",
          "can i take my rmd next april instead",
          "can i push my first rmd to april"
        ]
      },
      {
        "says": "Each RMD is due by December 31. The first one can wait until April 1 of the following year, but then two RMDs fall in the same year, which can push you into a higher bracket.",
        "asks": [
          "rmd deadline",
          "first rmd deadline april 1",
          "when is my rmd due"
        ]
      },
      {
        "says": "No: the first RMD can wait until April 1 of the year after you reach your RMD age (73, or 75 if born 1960 or later); every later one is due by December 31. Waiting puts two RMDs in that next year, which can push you into a higher bracket, so many take the first by December 31 anyway.",
        "asks": [
          "my first rmd has to be out by december 31 the year i turn 73",
          "i have to take my first rmd in the year i turn 73"
        ],
        "belief": true
      },
      {
        "says": "Divide the account’s balance on December 31 of last year by the distribution period for your age in the IRS Uniform Lifetime Table (26.5 at 73, for example); your custodian usually works it out for you.",
        "asks": [
          "how are rmds calculated",
          "how much is my rmd",
          "how is my rmd calculated",
          "my ira custodian says i have to withdraw this year how much",
          "how much must i take out of my ira after 73"
        ]
      },
      {
        "calculator": "rmdFromBalance",
        "uses": [
          "assets",
          "ages"
        ],
        "asks": [
          "what is my rmd this year",
          "i had 500000 in my ira at the end of last year whats my rmd",
          "how much is my required minimum distribution",
          "rmd amount for my balance and age",
          "whats the rmd divisor at my age",
          "and next year when im 75"
        ]
      },
      {
        "says": "No: one RMD is due each year, and taking the full amount any time from January 1 satisfies that year; nothing more is due by December 31. Only in the year after your first RMD year, if you put the first one off to April 1, do two fall in one year.",
        "asks": [
          "i already took this years rmd in january is anything more due"
        ]
      },
      {
        "says": "No. The year's RMD cannot be converted or rolled over, to a Roth or any other account; take it first, and you can then convert other IRA money above it. You can reinvest the RMD in a taxable account or, with earned income, contribute to a Roth separately.",
        "asks": [
          "can i take my rmd and put it into a roth ira",
          "can i put my rmd back in my ira if i didnt need it",
          "can i put my rmd back into the ira",
          "can i convert my rmd to a roth",
          "can i convert to a roth instead of taking my rmd",
          "can i roll over my rmd",
          "can i roll my rmd into my roth ira",
          "does a roth conversion count toward my rmd",
          "can i put my rmd into a roth if im still working"
        ]
      },
      {
        "says": "No, not from the current employer's 401(k) or 403(b) while you are still working there, if the plan allows it and you do not own more than 5% of the company: RMDs from that plan can wait until April 1 of the year after you retire. IRAs and old employers' plans still need RMDs from 73 (75 if born 1960 or later).",
        "asks": [
          "does my 401k at my current job have rmds if im still working",
          "still working past 73 do i have to take rmds from my 401k",
          "rmd still working exception",
          "my husband is 75 and still works full time does he need rmds from his work plan",
          "still working at 74 do i need an rmd from my work retirement plan"
        ]
      },
      {
        "says": "No, if you own more than 5% of the company (counting shares held by a spouse, children, parents and grandchildren): an owner that size must take RMDs from that company's plan from their RMD age, even while still working there. Owning 5% or less, the plan's RMDs can wait until April 1 of the year after you retire, if the plan allows it.",
        "asks": [
          "i own more than 5% of the company i work for can i delay my 401k rmd",
          "business owner still working do i have to take rmds from my company 401k"
        ]
      },
      {
        "says": "No, not while you are alive: Roth IRAs have no RMDs for the owner, and since 2024 neither do Roth accounts in 401(k) and 403(b) plans. Beneficiaries who inherit a Roth do have to empty it, usually within 10 years.",
        "asks": [
          "do roth iras have rmds",
          "do roth accounts have rmds",
          "does my roth have required distributions",
          "do i have to take an rmd from my roth ira",
          "do i have to take rmds from my roth",
          "roth 401k required minimum distributions",
          "im 73 do i have to take rmds from my roth 401k",
          "still have money in my old employers roth 401k do i have to take rmds from it like my ira",
          "i have a roth 401k at my old job do i need to take required distributions from it",
          "do i have to roll my roth 401k into a roth ira to avoid rmds",
          "my roth ira has required minimum distributions"
        ]
      },
      {
        "says": "Yes: you can put up to {{qlacLimit}} of IRA or 401(k) money (2026 limit) into a QLAC, a deferred income annuity; that amount is left out of your RMD calculations until its payments start, which must be by 85.",
        "asks": [
          "can i use my ira to buy a qlac to lower my rmds",
          "qlac and rmds",
          "can i put some into an annuity that doesnt start till 80 so my rmds are smaller"
        ]
      },
      {
        "says": "Yes, from the IRA: the still-working exception covers only the plan of the employer you still work for (if you own 5% or less of it). Your IRA, and any old employers' plans, still need RMDs from your RMD age; rolling the IRA into your current 401(k), if the plan accepts it, can postpone them.",
        "asks": [
          "still working with a 401k at this job and an old ira do i have to take rmds",
          "does the still working exception apply to my ira"
        ]
      },
      {
        "says": "No, not from each IRA: work out the RMD for every IRA, add them up and take the total from any one or more of them; 403(b)s can be combined the same way among themselves. Each 401(k) or 457(b) must pay its own RMD, and an inherited IRA is never combined with your own.",
        "asks": [
          "i have three iras do i take an rmd from each",
          "do i need to take an rmd from each one",
          "do i need to take an rmd from every ira",
          "rmd from multiple 401ks",
          "i have to take a separate rmd from each of my iras"
        ]
      },
      {
        "says": "No, not a fixed percentage: each year's RMD is last December 31's balance divided by the IRS Uniform Lifetime Table's factor for your age, 26.5 at 73 (about 3.8%), and the share grows as you age, to about 5% at 80.",
        "asks": [
          "my rmd is 4 percent of my balance",
          "the required minimum distribution is a fixed percentage every year"
        ],
        "belief": true
      },
      {
        "says": "Yes, for IRAs: work out each IRA's RMD, add them up and take the total from any one or more of them; 403(b)s can be combined the same way among themselves. Each 401(k) or 457(b) must pay its own RMD, and an inherited IRA is never combined with your own.",
        "presumes": "own-accounts",
        "asks": [
          "i have several iras can i take all the rmd from one of them",
          "can i take the combined rmd for my 403bs from one",
          "can i take the whole rmd from just one of my iras",
          "my iras are at different banks can i take the total rmd from one"
        ]
      },
      {
        "says": "No: each spouse's RMD must come out of that spouse's own accounts. Your IRAs can be combined with each other, and your spouse's with each other, but one spouse's IRA never covers the other's RMD, even on a joint return.",
        "presumes": "a-spouse",
        "asks": [
          "can i take my rmd out of my wifes ira instead of mine",
          "can my wife and i take both our rmds from one account",
          "can my husband take his rmd from my ira",
          "can we take both our rmds out of her ira"
        ]
      },
      {
        "says": "Yes: an annuity held inside an IRA is part of the IRA, so its value counts toward your RMDs (the insurer reports a fair market value, which can include some rider benefits). Once it is annuitized, its payments satisfy that contract's own RMD; until then you can take its share from the IRA's other money.",
        "asks": [
          "does an annuity inside my ira count for rmds",
          "part of my ira is in an annuity do i count it for my rmd"
        ]
      },
      {
        "says": "Yes, if your spouse is more than 10 years younger and the sole beneficiary of the IRA all year: the RMD is then figured from the IRS Joint Life and Last Survivor table instead of the Uniform Lifetime Table, which gives a longer period and smaller withdrawals. A spouse 10 or fewer years younger changes nothing; the Uniform Lifetime Table applies.",
        "asks": [
          "my wife is much younger does that change my rmd",
          "spouse more than 10 years younger rmd",
          "rmd younger spouse sole beneficiary",
          "joint life table rmd"
        ]
      },
      {
        "says": "Yes: an RMD can be paid in kind, by moving shares from the IRA to a taxable account; their market value on the day they move counts toward the RMD and is taxed as ordinary income, and that value becomes your cost basis in the shares. It lets you keep an investment without selling it.",
        "asks": [
          "can i take my rmd in stock instead of cash",
          "can i transfer shares out of my ira for my rmd",
          "rmd in kind",
          "can i move shares from my ira to my brokerage account for my rmd instead of selling"
        ]
      },
      {
        "says": "No, not anymore: RMDs start at 73 for people born 1951 to 1959 and at 75 for those born in 1960 or later; the 70½ and 72 ages applied to people born before 1951.",
        "asks": [
          "rmds start at 70 and a half",
          "i have to start rmds at 72",
          "required minimum distributions begin at 70 1/2"
        ],
        "belief": true
      },
      {
        "says": "Not from a traditional IRA once you reach the RMD age, but you can shrink them: convert to a Roth before then (Roth IRAs have none for the owner), give through QCDs from 70½ (they count toward the RMD and stay out of income), put up to {{qlacLimit}} into a QLAC, and a current employer's 401(k) can wait while you still work there.",
        "asks": [
          "is there any way to avoid rmds",
          "how can i reduce my rmds",
          "ways to lower required minimum distributions"
        ]
      },
      {
        "says": "No: an inherited IRA's RMD must come out of that inherited IRA (or another you inherited from the same person), and your own IRAs' RMDs from your own. Each kind is figured and taken separately.",
        "asks": [
          "i can take the rmd for my inherited ira out of my own ira",
          "i can take both rmds from my own account"
        ],
        "belief": true
      },
      {
        "says": "No: this year's RMD is figured on the balance on December 31 of last year, whatever the account is worth now; a drop this year lowers next year's RMD, not this one.",
        "asks": [
          "i figure my rmd off what the ira is worth now",
          "my rmd goes down because my ira dropped this year"
        ],
        "belief": true
      },
      {
        "says": "No: IRA and 401(k) RMDs cannot cover each other. Your IRAs' RMDs can be added up and taken from any one or more of your IRAs, but each 401(k) must pay its own RMD from that plan (403(b)s can be combined only with other 403(b)s).",
        "asks": [
          "can i take my 401k rmd out of my ira",
          "can my 401k rmd come out of one of my iras",
          "can my ira withdrawal cover the rmd for my 401k",
          "can one ira withdrawal satisfy the rmds for my ira and 401k",
          "i have a 401k and iras can i take all the rmds from one ira"
        ]
      },
      {
        "says": "No: only IRAs can be combined with IRAs (and 403(b)s with 403(b)s); each 401(k) must pay its own RMD from that plan, and an IRA's RMD cannot come from a 401(k).",
        "asks": [
          "i can take my 401k rmd from my ira",
          "one withdrawal from my ira covers the rmds for all my retirement accounts",
          "my ira rmd can come out of my 401k"
        ],
        "belief": true
      },
      {
        "says": "By April 1 of the year after the year you retire, if you are past your RMD age and the plan used the still-working exception; each later one is due by December 31. Taking the first by December 31 of the retirement year avoids two RMDs landing in one year.",
        "asks": [
          "i kept working past 73 and just retired when must the 401k rmd come out",
          "first required distribution from my employer plan after i retire",
          "i stopped working at 76 when does my company plan rmd start"
        ]
      },
      {
        "says": "No: an RMD can never be rolled over or put back, not even within 60 days, and it cannot be converted to a Roth; only money taken above the year's RMD can be rolled over. Reinvest it in a taxable account instead, or take it in kind as shares.",
        "asks": [
          "i can put my rmd back within 60 days",
          "an rmd can be rolled over like any other withdrawal"
        ],
        "belief": true
      },
      {
        "says": "No: the still-working exception covers only the plan of the employer you still work for, and only if you own 5% or less of it. IRAs, including SEP and SIMPLE IRAs, and old employers' plans need RMDs from 73 (75 if born 1960 or later) whether you work or not.",
        "asks": [
          "the still working exception lets me skip rmds on my iras too",
          "as long as im working i dont need any rmds"
        ],
        "belief": true
      }
    ],
    "summary": "RMDs (required minimum distributions), the yearly withdrawals the IRS requires from traditional IRAs and 401(k)s, start at 73 if you were born 1951 to 1959 and at 75 if born in 1960 or later. While you still work, the plan of your current employer can wait until you retire (unless you own more than 5% of the company); IRAs cannot. Missing one costs a 25% excise tax, or 10% if corrected within two years.",
    "steps": [
      "Find your RMD age: 73 if born 1951 to 1959, 75 if born 1960 or later.",
      "Your first RMD may wait until April 1 of the next year, but then two RMDs fall in the same year: turning 73 in 2026 (born in 1953), the first is due by April 1, 2027 and the second by December 31, 2027.",
      "Divide each account’s December 31 balance by the IRS Uniform Lifetime Table factor for your age.",
      "You can combine your IRAs' RMDs and take the total from any one of them; each 401(k) needs its own.",
      "Roth IRAs and, since 2024, Roth 401(k)s have no RMDs for the original owner."
    ],
    "benefits": [
      "Planning RMDs early (with Roth conversions or QCDs) can lower lifetime taxes.",
      "Withdrawals can be taken monthly or once a year."
    ],
    "risks": [
      "A missed RMD owes a 25% excise tax, reduced to 10% if corrected in time.",
      "Large RMDs can push you into a higher bracket and raise Medicare premiums."
    ],
    "next": [
      "Ask your custodians to calculate this year’s RMD and set up automatic withdrawals."
    ]
  },
  {
    "id": "rollover",
    "title": "Rolling over a 401(k) at retirement",
    "area": "retirement",
    "questions": [
      "Should I roll my 401k into an IRA?",
      "What do I do with my 401k when I retire?",
      "How do I roll over my old 401k?",
      "leave money in 401k or move it",
      "What are my options for an old 403(b) or 401(k)?"
    ],
    "keywords": [
      "529 to roth",
      "529 rollover",
      "rollover",
      "roll over",
      "roll",
      "old 401k",
      "old 403b",
      "options",
      "former employer",
      "direct rollover",
      "transfer",
      "consolidate",
      "leave in plan"
    ],
    "sources": [
      "accIrsPub970",
      "irsRollover",
      "irsEarlyWithdrawal",
      "irsRolloverWaiver",
      "irsAnnuity"
    ],
    "ask": "Are you leaving the money in a 401(k), moving it to an IRA, or taking it out?",
    "points": [
      {
        "calculator": "iraWithholdingFor",
        "uses": [
          "withdrawal"
        ],
        "asks": [
          "how much federal tax is withheld by default from an ira withdrawal",
          "how much tax gets held back if i take money out of my ira",
          "do they have to withhold 20% from my ira withdrawal"
        ]
      },
      {
        "says": "Yes, within 60 days of getting the check: deposit it in an IRA and add the 20% that was withheld from other savings, and the whole amount counts as rolled over; the withheld tax comes back as a credit (a refund) when you file your return. Any part you do not make up is taxable, and before 59½ may also owe the 10% penalty.",
        "asks": [
          "they held back 20 percent can i still roll over the whole amount",
          "my 401k mailed me a check what do i do so i dont get taxed on it",
          "how long do i have to deposit a 401k check into an ira",
          "how long do i have to put a 401k check in an ira",
          "got a check from my old 401k how many days to roll it over"
        ]
      },
      {
        "says": "You can, and a direct rollover is tax-free, but it is not always best: if you retire in or after the year you turn 55, that employer’s 401(k) lets you withdraw without the 10% early penalty, which an IRA does not, and some plans have lower-cost funds.",
        "asks": [
          "should i roll my 401k into an ira when i retire",
          "roll over 401k to ira when i retire",
          "can i leave my 401k at my old job after i retire"
        ]
      },
      {
        "says": "Largely yes: a 401(k) or other employer plan covered by federal law (ERISA) is shielded from most creditors, and Massachusetts law also protects IRAs from most creditors' claims. The protection does not stop the IRS, a divorce order or child support, and an inherited IRA gets much less protection in bankruptcy.",
        "asks": [
          "is my 401k protected if i get sued",
          "can creditors take my ira",
          "is my ira protected from creditors",
          "are retirement accounts protected from lawsuits"
        ]
      },
      {
        "says": "Often, from 59½: many plans allow an in-service distribution that you can roll directly into an IRA while you still work there, but the plan decides; before 59½ it usually allows rolling only your own rollover money, if anything. Ask the plan administrator, and move it as a direct rollover so nothing is withheld.",
        "asks": [
          "can i roll my 401k into an ira while im still working there",
          "in service rollover"
        ]
      },
      {
        "says": "One 60-day rollover, where the money is paid to you, from an IRA to an IRA in any 12 months, counting all your IRAs together; a second is taxable. Direct trustee-to-trustee transfers between IRAs are unlimited, and rollovers from a 401(k) to an IRA and Roth conversions do not count.",
        "asks": [
          "how many ira rollovers can i do in a year",
          "once a year ira rollover rule",
          "moving iras between banks more than once a year",
          "i already did a 60 day rollover this year can i do another",
          "can i do a second ira rollover within 12 months from a different ira",
          "what is the 60 day rollover rule",
          "how does a 60 day rollover work"
        ]
      },
      {
        "says": "It may still be saved: you can self-certify a late rollover with a letter to the receiving custodian if a reason the IRS lists caused the delay, such as a bank's error, a lost check, a serious illness or a death in the family, and you deposit the money within 30 days after the reason ends. Otherwise it is a taxable withdrawal unless the IRS grants a waiver by private letter ruling.",
        "asks": [
          "i missed the 60 day rollover deadline",
          "rollover check deposited after 60 days",
          "can the irs waive the 60 day rollover rule"
        ]
      },
      {
        "says": "Yes, with no tax and no limit if it goes directly between the two custodians (a trustee-to-trustee transfer): the money never reaches you, so nothing is withheld, it is not reported as a withdrawal, and the limit of one 60-day rollover in 12 months does not apply. Ask the new firm to pull the account rather than taking a check yourself.",
        "asks": [
          "can i move my ira to another bank without tax",
          "trustee to trustee transfer ira limit",
          "transfer my ira to a different brokerage",
          "better to take a check and redeposit it or do a direct transfer"
        ]
      },
      {
        "says": "Yes, but the pre-tax part is a Roth conversion: it is added to your taxable income that year (no 10% penalty), so many roll to a traditional IRA and convert in pieces over several years. Roth 401(k) money and after-tax contributions can go into a Roth IRA tax-free.",
        "asks": [
          "can i roll my 401k into my roth ira",
          "can i move my 401k straight to a roth"
        ]
      },
      {
        "says": "Yes, if the payment could be rolled over and is paid to you: the plan must withhold 20% for federal tax, and you cannot choose less. A direct rollover to an IRA or another plan has nothing withheld; RMDs and hardship withdrawals are not eligible for rollover and follow the ordinary withholding rules instead.",
        "asks": [
          "is 20% withheld from my 401k check",
          "why did my 401k withhold 20 percent",
          "mandatory 20 withholding on a 401k distribution"
        ]
      },
      {
        "calculator": "lumpSumWithholding",
        "uses": [
          "lumpSum"
        ],
        "asks": [
          "if i take the lump sum as a check to me how much do they withhold",
          "how much is withheld if the plan pays the lump sum to me"
        ]
      },
      {
        "says": "Net unrealized appreciation is the growth of your employer's stock inside a 401(k): if you take the shares out in kind as part of a lump-sum distribution of the whole account in one year, you pay ordinary income tax only on what the plan paid for them, and the growth is taxed later as a long-term capital gain when you sell. Rolling the shares into an IRA gives that up, since IRA withdrawals are all ordinary income.",
        "asks": [
          "what is net unrealized appreciation company stock",
          "company stock in my 401k nua",
          "should i roll my employer stock into an ira"
        ]
      },
      {
        "says": "Start with the Department of Labor's Retirement Savings Lost and Found, which searches for plans by your Social Security number; then contact the former employer, or the company that bought it, whose plan administrator keeps the plan's records; and check the National Registry of Unclaimed Retirement Benefits and the state's unclaimed property list (findmassmoney.com in Massachusetts).",
        "asks": [
          "how do i find an old 401k from a job i left years ago",
          "lost track of my old 401k"
        ]
      },
      {
        "says": "No: a check made out to you is an indirect rollover, not a direct one. The plan must withhold 20% for federal tax, and you have 60 days to deposit the full amount, making up the 20% from other money, or the part not deposited is taxed (and owes the 10% penalty before 59½). Ask for a direct rollover instead, paid by the plan straight to the IRA: nothing is withheld and there is no deadline.",
        "asks": [
          "having the check sent to me and depositing it in my ira is the same as a rollover",
          "if they send me the check and i put it in my ira it works the same as a direct rollover",
          "a check made out to me that i deposit in my ira is a direct rollover"
        ],
        "belief": true
      },
      {
        "says": "Yes, if you deposit it within 60 days of receiving it and have not done another 60-day IRA-to-IRA rollover in the past 12 months (counting all your IRAs): it is then a rollover and not taxed. A required minimum distribution cannot be put back, so only the part above this year's RMD qualifies.",
        "asks": [
          "i took a withdrawal from my ira can i put it back within 60 days"
        ]
      },
      {
        "says": "There is a problem if the two withdrawals were less than 12 months apart: you get one 60-day IRA-to-IRA rollover in any 12 months, counting all your IRAs together, so the second is a taxable distribution (with the 10% penalty before 59½), and the money put back is an excess contribution, taxed 6% a year until removed. Direct trustee-to-trustee transfers between IRAs are not limited.",
        "asks": [
          "took money out of one ira and put it back within 60 days and did the same with another ira a few months before any problem",
          "can i do a second 60 day rollover from a different ira within 12 months",
          "i already did a 60 day ira rollover this year can i do another one from a different ira"
        ]
      },
      {
        "says": "No: a direct rollover from a 401(k) to a traditional IRA is not taxed and nothing is withheld; only rolling pre-tax money into a Roth IRA is taxed, as a conversion. A check paid to you has 20% withheld, which you must make up to roll over the whole amount within 60 days.",
        "asks": [
          "rolling my 401k into an ira is a taxable event",
          "i will owe tax when i roll my 401k over to an ira",
          "moving my 401k to an ira counts as a withdrawal",
          "do i owe tax this year for moving my old 401k into an ira"
        ],
        "belief": true
      },
      {
        "says": "No: an IRA withdrawal has 10% federal tax withheld by default, and on Form W-4R you can choose any rate from 0% to 100%. The mandatory 20% applies only to a payment from a 401(k) or other employer plan that could be rolled over and is paid to you.",
        "asks": [
          "my ira has to withhold 20 percent when i take money out",
          "the bank keeps 20 percent for taxes on ira withdrawals",
          "ira withdrawals have mandatory 20 percent withholding"
        ],
        "belief": true
      },
      {
        "says": "Yes, into a Roth IRA in the 529 beneficiary's own name: up to {{accRoth529Lifetime}} over the beneficiary's lifetime, only if the 529 has been open at least 15 years, not from contributions made in the last 5 years (or their earnings), and each year no more than that year's IRA limit ({{iraLimit}} for 2026) less other IRA contributions, with earned income at least as large. Roth income limits do not apply.",
        "asks": [
          "can leftover 529 money go into a roth ira",
          "can my grandson roll his unused 529 into a roth",
          "529 to roth ira rollover rules"
        ]
      }
    ],
    "summary": "At retirement you can leave a 401(k) where it is, roll it to an IRA, or move it to a new plan; a direct rollover avoids withholding and tax.",
    "steps": [
      "Compare the plan’s funds and fees with what an IRA would offer.",
      "Ask for a direct (trustee-to-trustee) rollover; a check made out to you has 20% withheld and a 60-day deadline.",
      "Keep employer stock in mind: net unrealized appreciation rules may favour moving it to a taxable account.",
      "If you retire in or after the year you turn 55, withdrawals from that employer’s 401(k) avoid the 10% early penalty; an IRA does not offer this."
    ],
    "benefits": [
      "Fewer accounts to track and more investment choice in an IRA.",
      "Direct rollovers are not taxable."
    ],
    "risks": [
      "Indirect rollovers missed by 60 days become taxable distributions.",
      "401(k)s may offer stronger creditor protection and lower-cost institutional funds."
    ],
    "next": [
      "Request your plan’s fee disclosure and distribution options before deciding."
    ]
  },
  {
    "id": "roth-conversion",
    "title": "Roth conversions",
    "area": "retirement",
    "questions": [
      "Should I convert my IRA to a Roth?",
      "What is a Roth conversion?",
      "How much should I convert to Roth each year?",
      "Is a Roth conversion worth it before RMDs?",
      "convert 401k to roth"
    ],
    "keywords": [
      "conversion",
      "convert",
      "converting",
      "roth conversion",
      "fill bracket",
      "tax now",
      "pro rata",
      "five year rule"
    ],
    "sources": [
      "irsRoth",
      "irsRollover",
      "irsRevProc202532",
      "maDorTir108"
    ],
    "ask": "How old are you, and what is your taxable income this year?",
    "points": [
      {
        "says": "Yes, at any age: Roth conversions have no age or income limit. In a year you owe an RMD, take the RMD first, since it cannot be converted, then convert any amount above it; the converted amount is taxable that year and, two years later, counts toward IRMAA.",
        "asks": [
          "can i do a roth conversion after 73",
          "is there an age limit on roth conversions",
          "can i convert to a roth while taking rmds"
        ]
      },
      {
        "says": "Yes, at 59½ or older: converted amounts come out after your own contributions and are never taxed again, and from 59½ there is no penalty even within five years; only the earnings wait for the five-year clock. Under 59½, each conversion must be five years old (counted from January 1 of its year) or the 10% penalty applies to the amount converted.",
        "asks": [
          "can i take out the money i converted to my roth",
          "can i pull my conversion out of the roth without tax or penalty",
          "converted to a roth last year can i withdraw it"
        ]
      },
      {
        "says": "No: the amount converted is taxed as ordinary income, at your regular bracket (and by Massachusetts at 5%), not at capital-gains rates, even if the IRA held stocks that grew. There is no 10% penalty on the conversion itself.",
        "asks": [
          "roth conversions are taxed at capital gains rates",
          "a roth conversion is taxed like a capital gain"
        ],
        "belief": true
      },
      {
        "says": "Each conversion has its own five-year clock, counted from January 1 of its year, for the 10% penalty only: under 59½, converted money taken out before its five years are up owes the 10% additional tax, though not income tax again. From 59½ the conversion clocks no longer matter, and the earnings wait only for your first Roth's five years.",
        "asks": [
          "what is the 5 year rule for roth conversions",
          "five year clock on a conversion"
        ]
      },
      {
        "calculator": "rothConversionAge",
        "asks": [
          "is it too late to do a roth conversion at 72",
          "is there an age limit for roth conversions",
          "can i convert to roth after 70",
          "am i too old for a roth conversion"
        ]
      },
      {
        "says": "It can. Medicare looks at your income from two years earlier, so a conversion this year can raise your Part B and D premiums two years later through IRMAA (an income-related surcharge) if it lifts income over {{irmaaSingle}} single or {{irmaaJoint}} joint (the 2026 lines). The surcharge lasts only for that one year.",
        "asks": [
          "will a roth conversion raise my medicare premiums",
          "will that make my medicare go up",
          "roth conversion and irmaa"
        ]
      },
      {
        "says": "Usually enough to fill your current tax bracket and no more: for 2026 the 12% bracket ends at {{bracket12Joint}} of taxable income for joint filers, and 22% at {{bracket22Joint}}. Check IRMAA too: Medicare premiums rise two years later if income tops {{irmaaJoint}} joint.",
        "asks": [
          "how much should i convert to roth each year",
          "roth conversion how much each year",
          "how much should i convert to roth each year"
        ]
      },
      {
        "says": "Often the best time is the low-income years between retirement and the start of RMDs (at 73 or 75) or Social Security: converting enough to fill a low tax bracket then can shrink later RMDs. Whether it pays depends on your bracket now versus later.",
        "asks": [
          "should i convert to roth before rmds start",
          "best time to do roth conversions",
          "roth conversion before required minimum distributions",
          "is a roth conversion a good idea if i have a big ira",
          "is a roth conversion worth it at 70"
        ]
      },
      {
        "says": "Yes: you can convert investments in kind, moving the shares themselves from the IRA to the Roth IRA without selling; the amount taxed is their fair market value on the day of the conversion, which becomes their value in the Roth.",
        "asks": [
          "can i convert shares to a roth without selling them",
          "can i move the shares over to the roth as is",
          "roth conversion in kind"
        ]
      },
      {
        "says": "Yes, it can: the amount converted is taxable income, so it raises your combined (provisional) income, which can make more of your Social Security taxable, up to 85% of it; two years later it can also raise your Medicare premiums (IRMAA). Converting in smaller amounts over several years limits both.",
        "asks": [
          "will a roth conversion make more of my social security taxable",
          "does converting to roth raise the tax on my social security"
        ]
      },
      {
        "says": "Yes, if your plan allows it: many 401(k) plans let you convert pre-tax money to the plan's Roth account without leaving the job or rolling it out (an in-plan Roth conversion). The amount converted is taxable that year and nothing is withheld from it, so plan to pay the tax from other money.",
        "asks": [
          "can i do a roth conversion inside my 401k",
          "in plan roth conversion while still working"
        ]
      },
      {
        "says": "Yes, any amount: you can convert part of a traditional IRA each year, all at once or spread over as many years as you like, and each year's conversion is taxed that year, which is why many people convert in slices to stay in a lower bracket.",
        "asks": [
          "can i convert part of my ira to roth every year",
          "do i have to convert all at once",
          "partial roth conversion each year"
        ]
      },
      {
        "says": "No: a Roth conversion owes no 10% early-withdrawal penalty at any age, only income tax on the amount converted. The penalty can apply only if you are under 59½ and take converted money back out of the Roth within five years of that conversion.",
        "asks": [
          "roth conversion under 59 and a half penalty",
          "do i pay the early withdrawal penalty when i convert to a roth"
        ]
      },
      {
        "says": "No, usually not: tax withheld from a conversion is never converted; it counts as a withdrawal from the IRA, taxed as income and, under 59½, charged the 10% early-withdrawal penalty as well. From 59½ there is no penalty, but less money lands in the Roth to grow tax-free. Paying the tax from savings outside the IRA, or by estimated payments, keeps the whole amount converting.",
        "asks": [
          "should i have the tax withheld from my roth conversion",
          "can i pay the tax on a roth conversion out of the conversion",
          "withholding tax from a roth conversion"
        ]
      },
      {
        "says": "No: tax withheld from a conversion is never converted; it counts as a withdrawal from the IRA, taxed as income and, under 59½, charged the 10% early-withdrawal penalty too. From 59½ there is no penalty, but less lands in the Roth. Paying the tax from savings outside the IRA, or by estimated payments, keeps the whole amount converting.",
        "asks": [
          "the easiest way to pay the tax on a roth conversion is to have it withheld from the conversion",
          "i should have the tax withheld from my roth conversion"
        ],
        "belief": true
      },
      {
        "says": "Yes: the amount you convert (less any after-tax money you put in) is added to your taxable income for the year, but there is no 10% early-withdrawal penalty on a conversion.",
        "asks": [
          "do i owe tax on a roth conversion",
          "and do i owe tax on it",
          "is a roth conversion taxable"
        ]
      },
      {
        "says": "The catch is the tax now: every dollar converted is taxable as ordinary income that year, which can push you into a higher bracket and, two years later, raise your Medicare premiums through IRMAA (2026 premiums rise for 2024 incomes above {{irmaaSingle}} single or {{irmaaJoint}} joint). Pay the tax from money outside the IRA, and convert in amounts that fill a bracket rather than all at once.",
        "asks": [
          "thinking about converting to roth whats the catch",
          "downsides of a roth conversion"
        ]
      },
      {
        "says": "Your after-tax money comes out in proportion, not first: each withdrawal or conversion from a traditional IRA is tax-free in the share that your after-tax basis (tracked on Form 8606) bears to the year-end value of all your traditional, SEP and SIMPLE IRAs together. Converting only the after-tax account does not avoid it; rolling the pre-tax money into a 401(k) first can.",
        "asks": [
          "what is the pro rata rule",
          "i have after tax money in my ira how is a conversion taxed",
          "i made nondeductible ira contributions how are my withdrawals taxed",
          "what is form 8606"
        ]
      },
      {
        "says": "No: since 2018 a Roth conversion cannot be undone (recharacterized), so its tax is owed even if the account falls afterwards. Convert in pieces through the year, or late in the year once your income is clear; only a contribution, not a conversion, can still be recharacterized.",
        "asks": [
          "can i undo a roth conversion",
          "can i reverse my roth conversion if the market drops",
          "recharacterize a roth conversion",
          "i can undo my roth conversion if the market drops",
          "if the market tanks after i convert to a roth can i undo it",
          "can i take back a conversion if my ira loses value"
        ]
      },
      {
        "says": "No: Roth conversions have no income limit; anyone with a traditional IRA or eligible plan money can convert, whatever their income. The income limits apply only to contributing to a Roth IRA (from {{rothPhaseSingleStart}} single, {{rothPhaseJointStart}} joint, in 2026).",
        "asks": [
          "roth conversions have an income limit",
          "high earners are barred from converting an ira to a roth"
        ],
        "belief": true
      },
      {
        "calculator": "maConversionTaxFor",
        "asks": [
          "does massachusetts tax a roth conversion",
          "is a roth conversion taxed by the state in massachusetts",
          "mass state tax on converting an ira to a roth"
        ]
      }
    ],
    "summary": "A Roth conversion moves pre-tax money into a Roth account: the amount converted is added to this year’s taxable income, and future growth and withdrawals can then be tax-free. It tends to pay when your tax bracket now is lower than the one you expect later.",
    "steps": [
      "Look for low-income years, often between retirement and the start of Social Security or RMDs.",
      "Convert only enough to \"fill\" your current bracket; for 2026 the 12% bracket ends at {{bracket12Joint}} of taxable income for joint filers.",
      "Pay the tax from money outside the IRA so the full amount keeps growing.",
      "Check the effect on Medicare premiums (IRMAA uses income from two years earlier) and on taxation of Social Security.",
      "Each conversion starts its own five-year clock for penalty-free access before 59½."
    ],
    "benefits": [
      "Smaller required minimum distributions later.",
      "Tax-free income for you and tax-free inheritance for heirs.",
      "More control over taxable income in retirement."
    ],
    "risks": [
      "The tax is due now and conversions cannot be undone.",
      "Extra income can raise Medicare premiums two years later and the tax on Social Security."
    ],
    "next": [
      "Project your taxes for the next ten years to find the years where converting costs least."
    ]
  },
  {
    "id": "roth-vs-traditional",
    "title": "Roth or traditional?",
    "area": "retirement",
    "questions": [
      "Should I do Roth or traditional?",
      "Roth 401k vs traditional 401k",
      "Is a Roth IRA better than a traditional IRA?",
      "whats the difference between a traditional ira and a roth ira",
      "pre-tax or after tax contributions",
      "Can I contribute to a Roth IRA with my income?",
      "roth ira income limit"
    ],
    "keywords": [
      "tax now or later",
      "tax free withdrawals",
      "five year rule",
      "roth",
      "traditional",
      "pre tax",
      "pretax",
      "after tax",
      "tax free",
      "tax deferred",
      "backdoor",
      "income limit",
      "married filing jointly",
      "make too much",
      "roth ira",
      "phase out",
      "eligible",
      "deductible"
    ],
    "sources": [
      "irsRoth",
      "irsIra",
      "irsNotice202567"
    ],
    "ask": "What is your tax bracket now, and what do you expect it to be in retirement?",
    "points": [
      {
        "calculator": "rothIncomeLimit",
        "uses": [
          "income",
          "married"
        ],
        "asks": [
          "can i do a roth ira if i make",
          "roth ira income limits 2026",
          "can we still do a roth if we make",
          "roth ira income limit married",
          "make too much for a roth",
          "can i put the full amount in a roth ira with my magi",
          "can we each put the full amount into a roth ira with our joint magi"
        ]
      },
      {
        "says": "Yes: a 401(k) at work does not stop Roth IRA contributions, which are limited only by your income (a full {{iraLimit}} under {{rothPhaseSingleStart}} single or {{rothPhaseJointStart}} joint in 2026) and your pay from work. The 401(k) and IRA limits are separate, so you can fill both.",
        "asks": [
          "can i have a roth ira and a 401k at the same time",
          "can i contribute to a roth ira if i have a 401k at work"
        ]
      },
      {
        "calculator": "rothEarningsFor",
        "uses": [
          "rothOpened"
        ],
        "asks": [
          "tax free roth withdrawals rules 5 years",
          "roth 5 year rule",
          "opened my first roth ira last year can i take the earnings out tax free",
          "can i withdraw from my roth without tax"
        ]
      },
      {
        "says": "A backdoor Roth is a nondeductible traditional IRA contribution followed by a conversion to Roth, used when income is over the Roth limits. If you hold other pre-tax IRA money, the pro-rata rule makes part of the conversion taxable.",
        "asks": [
          "backdoor roth",
          "what is a backdoor roth"
        ]
      },
      {
        "says": "No, usually not: withdrawals are tax-free once five years have passed since the owner's first Roth contribution; before that, only the earnings can be taxed. A beneficiary other than a spouse still has to empty it by the end of the 10th year after the death, with no yearly withdrawals required in between.",
        "asks": [
          "is an inherited roth taxable",
          "inherited my fathers roth do i pay tax on it"
        ]
      },
      {
        "says": "No: Roth contributions to a 401(k), 403(b) or 457(b) have no income limit; the income limits apply only to contributing to a Roth IRA.",
        "asks": [
          "my income is too high for a roth 401k",
          "the roth 401k has income limits like the roth ira"
        ],
        "belief": true
      },
      {
        "says": "No: years in a Roth 401(k) do not count toward a Roth IRA's five years. If this is your first Roth IRA, its clock starts on January 1 of the year the rollover, or any earlier contribution, goes in; opening a Roth IRA with a small contribution now starts it sooner.",
        "asks": [
          "does the 5 year clock from my roth 401k carry over to a roth ira",
          "rolling my roth 401k into my first roth ira does the five year clock start over",
          "do my years in a roth 401k count for the roth ira five years"
        ]
      },
      {
        "says": "Yes, usually: past 59½, everything you take from a Roth IRA is tax-free once your first Roth IRA contribution (or conversion) was made at least five years ago, counted from January 1 of that year. Before then your contributions still come out first, tax-free, and only the earnings are taxed, with no 10% penalty after 59½; Massachusetts follows the same rule.",
        "asks": [
          "can i take money out of my roth ira without paying tax im 67",
          "are roth ira withdrawals tax free after 59 and a half",
          "is money from my roth taxable when im retired",
          "do i pay tax when i take money out of my roth"
        ]
      },
      {
        "says": "No tax: withdrawals from a Roth IRA are tax-free, earnings included, once you are 59½ and your first Roth IRA contribution was at least five years ago; Massachusetts follows the same rule.",
        "asks": [
          "do i have to pay taxes on my roth withdrawals after 59 and a half if it is 5 years old",
          "are my roth ira withdrawals taxed at 62 if i opened it ten years ago"
        ]
      },
      {
        "says": "Yes, always: what you put into a Roth IRA (your contributions, not the earnings) can come out at any time, at any age, with no tax or penalty, since it was taxed before it went in, and withdrawals come from contributions first. Only the earnings wait for 59½ and five years from your first Roth contribution.",
        "asks": [
          "can i take my roth contributions out tax free",
          "what about the money i put in my roth",
          "are roth contributions tax free to withdraw anytime"
        ]
      },
      {
        "says": "Usually the Roth, if your children's tax bracket will be like yours or higher: most heirs other than a spouse must empty either one within 10 years after your death, but Roth withdrawals come to them tax-free, while every dollar of a traditional IRA is taxed as their income, often in their peak earning years. A traditional IRA suits better an heir in a low bracket, or a charity, which pays no tax on it.",
        "asks": [
          "is it better to leave my kids my roth or my traditional ira",
          "which is better to inherit a roth or a traditional ira"
        ]
      },
      {
        "says": "No: for tax-free earnings, one five-year clock covers all your Roth IRAs, starting January 1 of the year of your first contribution or conversion to any Roth IRA (a first contribution in April 2026 for 2025 starts it on January 1, 2025). Only conversions have separate five-year periods, for the 10% penalty under 59½.",
        "asks": [
          "each roth contribution has its own five year clock",
          "the roth five years start from the day i open the account"
        ],
        "belief": true
      }
    ],
    "summary": "Traditional contributions cut taxes now and are taxed later; Roth contributions are taxed now and come out tax-free later, so the choice turns on your tax rate today versus in retirement.",
    "steps": [
      "Compare your current bracket with the bracket you expect in retirement, including RMDs and Social Security.",
      "If you expect a higher or equal rate later, Roth tends to win; if lower, traditional tends to win.",
      "Roth IRA contributions phase out at incomes of {{rothPhaseSingleStart}} to {{rothPhaseSingleEnd}} for single filers and {{rothPhaseJointStart}} to {{rothPhaseJointEnd}} for joint filers.",
      "Above those limits, a nondeductible IRA contribution followed by a conversion (a \"backdoor Roth\") may work; watch the pro-rata rule.",
      "Many people split contributions to have both kinds of money in retirement."
    ],
    "benefits": [
      "Roth money has no required distributions during the owner’s life and is tax-free to heirs.",
      "Traditional contributions lower taxable income in peak earning years."
    ],
    "risks": [
      "Tax laws can change either way.",
      "Roth earnings withdrawn before age 59½ and five years can be taxed and penalized."
    ],
    "next": [
      "Look at last year’s tax return to see your marginal bracket before choosing."
    ]
  },
  {
    "id": "saving-enough",
    "title": "Am I saving enough for retirement?",
    "area": "retirement",
    "questions": [
      "Am I saving enough for retirement?",
      "How much do I need to retire?",
      "Will my money last in retirement?",
      "Am I on track to retire?",
      "How much should I have saved by 60?",
      "can i afford to retire",
      "can i retire now"
    ],
    "keywords": [
      "saving enough",
      "on track",
      "how much",
      "need to retire",
      "nest egg",
      "afford",
      "enough money",
      "retire early",
      "shortfall",
      "savings rate",
      "number",
      "last",
      "run out"
    ],
    "sources": [
      "ssaMyAccount",
      "investorCalculators",
      "dolRetirement"
    ],
    "ask": "How much do you have saved, and how much do you spend and receive each month?",
    "points": [
      {
        "says": "There is no single right number: what matters is whether your savings can cover the gap between your spending and your guaranteed income, such as Social Security and any pension. A rough test is to multiply that yearly gap by 25, the 4% rule in reverse.",
        "asks": [
          "how much should i have saved at 55",
          "how much should i have saved by 60",
          "savings benchmark by age"
        ]
      },
      {
        "calculator": "tooLateToSave",
        "asks": [
          "is it too late to start saving for retirement",
          "barely saved anything for retirement",
          "behind on retirement savings"
        ]
      },
      {
        "says": "You can check it. Add up a year of spending, subtract Social Security and any pension, and compare what is left with your savings: about 4% or less a year has historically lasted 30 years. More than that is a sign to adjust spending, income or timing, not a reason to panic.",
        "asks": [
          "scared my money wont last",
          "will my money run out",
          "afraid of running out of money",
          "scared i will outlive my money"
        ]
      },
      {
        "calculator": "savingsGap",
        "uses": [
          "assets",
          "spending",
          "benefits"
        ],
        "asks": [
          "i have 350000 saved and social security of 2200 a month i spend 4000 a month is that enough",
          "is my savings enough with my social security and spending",
          "will my savings cover my spending",
          "can we afford to spend 70k a year with our savings and social security",
          "we spend 85k with social security of 48k what withdrawal rate is that",
          "what if we cut our spending to 5000 a month"
        ]
      },
      {
        "says": "No, there is no single number: what you need depends on the gap between your spending and your guaranteed income (Social Security and any pension). A rough test multiplies that yearly gap by 25, the 4% rule in reverse.",
        "asks": [
          "i need a million dollars to retire",
          "you need a million to retire",
          "everyone needs a million saved to retire"
        ],
        "belief": true
      }
    ],
    "summary": "You are on track when guaranteed income plus a sustainable draw from savings covers your expected spending, with room for health costs and inflation.",
    "steps": [
      "Estimate retirement spending; many people need 70% to 80% of pre-retirement income, but your own budget is better.",
      "Get your Social Security estimate from your my Social Security account and add any pensions.",
      "The gap between spending and guaranteed income is what savings must cover each year.",
      "Compare that yearly gap with a cautious withdrawal rate (about 3% to 4% of savings) to see if savings suffice.",
      "If short, raise savings (up to {{deferral}} in a 401(k), plus catch-ups after 50), work longer, or delay Social Security."
    ],
    "benefits": [
      "A written number turns worry into a plan you can adjust.",
      "Small changes made years before retirement have the biggest effect."
    ],
    "risks": [
      "Health care, long-term care and taxes are often underestimated.",
      "A market drop early in retirement can shorten how long savings last.",
      "Rules of thumb ignore your own spending, taxes and life expectancy."
    ],
    "next": [
      "Check your earnings record and benefit estimate at ssa.gov.",
      "Try a retirement calculator at investor.gov, then have the result checked against your full picture."
    ]
  },
  {
    "id": "scams",
    "title": "Social Security and Medicare scams",
    "area": "social-security",
    "questions": [
      "Is this call from Social Security real?",
      "How do I report Social Security or Medicare fraud?",
      "how to spot a government impostor scam"
    ],
    "keywords": [
      "scam",
      "scams",
      "fraud",
      "suspended",
      "gift card",
      "gift cards",
      "caller",
      "called me",
      "phone call",
      "identity theft",
      "medicare number",
      "back brace"
    ],
    "sources": [
      "ssaScam",
      "medicareFraud",
      "ftcImposters",
      "ftcPrizes"
    ],
    "points": [
      {
        "says": "Almost certainly, if it threatens or demands payment: Social Security never suspends your number, threatens arrest, or asks you to pay with gift cards, wire transfers, cryptocurrency or cash by mail. Hang up, do not pay or give any numbers, and report it to the Social Security Inspector General at oig.ssa.gov.",
        "asks": [
          "is this social security call a scam",
          "social security called and threatened arrest"
        ]
      },
      {
        "says": "No, it is a scam: Social Security never suspends your number, threatens arrest, or asks you to pay with gift cards, wire transfers, cryptocurrency or cash by mail. Hang up, do not pay or give any numbers, and report it to the Social Security Inspector General at oig.ssa.gov.",
        "asks": [
          "got a call saying my social security number is suspended and i need to buy gift cards is this real",
          "social security can suspend my social security number",
          "social security will have me arrested over a debt"
        ]
      },
      {
        "says": "Call 1-800-MEDICARE (1-800-633-4227) to report it; this is a common scam. Then check your Medicare Summary Notices and claims online for services you never got, report any you find, and ask whether you need a new Medicare number. Medicare does not call to offer free equipment or ask for your number.",
        "asks": [
          "someone from medicare called and i gave them my medicare number what do i do",
          "i gave my medicare number to a caller",
          "medicare offered a free back brace and asked for my number",
          "someone from medicare wants my medicare number to ship a free brace is it ok to give it"
        ]
      },
      {
        "says": "Act quickly: call the gift card company on the number on the card to report the fraud and ask them to freeze the funds, report it at oig.ssa.gov and to the FTC at IdentityTheft.gov, and if you gave your Social Security number, freeze your credit with Equifax, Experian and TransUnion.",
        "asks": [
          "i already paid a scammer with gift cards",
          "i gave a scammer my social security number"
        ]
      },
      {
        "says": "No: no real bank, government agency or investigator will tell you to move money to a safe account, buy gold or hand cash to a courier to protect it; that is always a scam. Hang up and call your bank on the number on your card or statement.",
        "asks": [
          "my bank can tell me to move my money to a safe account",
          "a government agent can tell me to move my savings to protect it"
        ],
        "belief": true
      },
      {
        "says": "No: a real prize never requires you to pay anything to collect it, whether it is called taxes, fees or shipping; anyone who asks is running a scam, above all when they want a gift card or a wire.",
        "asks": [
          "i have to send fees or taxes up front to collect my prize",
          "i won a lottery and just need to send the fee first"
        ],
        "belief": true
      },
      {
        "says": "No: Medicare does not call you uninvited to ask for your Medicare number, bank details or to sell you anything; a caller who does is a scammer. Hang up, never give the number, and call 1-800-MEDICARE yourself if you are unsure.",
        "asks": [
          "medicare calls people to check their medicare number",
          "someone from medicare can call me to verify my number"
        ],
        "belief": true
      }
    ],
    "summary": "Social Security and Medicare will not call to threaten you, suspend your number or ask for payment by gift card, wire or cryptocurrency; a caller who does is a scammer, even if caller ID shows a government number.",
    "steps": [
      "Hang up on anyone who demands payment, threatens arrest or asks for your Social Security or Medicare number.",
      "Call back only on a number you find yourself: Social Security at 1-800-772-1213, Medicare at 1-800-633-4227.",
      "Report Social Security scams at oig.ssa.gov and Medicare fraud to 1-800-MEDICARE.",
      "Read each Medicare Summary Notice for services you did not receive."
    ],
    "benefits": [
      "Reporting quickly can stop payments and protect your benefits and credit."
    ],
    "risks": [
      "Scammers spoof government caller IDs, use real names and badge numbers, and create urgency."
    ],
    "next": [
      "Tell family members about the call, and freeze your credit if you shared your Social Security number."
    ]
  },
  {
    "id": "self-employment-tax",
    "title": "Self-employment tax",
    "area": "tax",
    "questions": [
      "What is self-employment tax?",
      "How much tax do I pay on 1099 income?",
      "Do I have to pay Social Security tax on my side business?",
      "self employment tax rate"
    ],
    "keywords": [
      "contractor taxes",
      "self employment",
      "self employed",
      "se tax",
      "schedule se",
      "schedule c",
      "15.3",
      "side business",
      "side gig",
      "payroll tax",
      "quarterly"
    ],
    "sources": [
      "irsSeTax",
      "irsEstimated"
    ],
    "points": [
      {
        "says": "Yes, at any age. Net self-employment earnings of {{seMinimum}} or more owe self-employment tax of 15.3% (Social Security and Medicare) even while you collect benefits, and the extra earnings can raise your benefit; you can deduct half of it.",
        "asks": [
          "do i still pay social security tax on consulting income after 65",
          "im 68 and do consulting on a 1099 do i pay social security tax",
          "do retirees pay self employment tax"
        ]
      }
    ],
    "summary": "Self-employment tax is 15.3% of net earnings (12.4% Social Security plus 2.9% Medicare), on top of income tax; you can deduct half of it when figuring your income tax.",
    "steps": [
      "It applies to 92.35% of net self-employment earnings once they reach {{seMinimum}}.",
      "The 12.4% Social Security part stops at the taxable maximum of {{taxableMax}}; the 2.9% Medicare part has no cap.",
      "An extra 0.9% Medicare tax applies above {{addlMedicareSingle}} single or {{addlMedicareJoint}} joint.",
      "Half of the self-employment tax is deductible when figuring income tax.",
      "Pay through quarterly estimated taxes to avoid underpayment penalties."
    ],
    "benefits": [
      "Self-employment earnings count toward your Social Security record."
    ],
    "risks": [
      "Forgetting quarterly payments leads to a large bill and penalties in April."
    ],
    "next": [
      "Set aside a fixed share of each payment for taxes and calendar the quarterly due dates."
    ]
  },
  {
    "id": "senior-deduction",
    "title": "The new senior deduction (2025 to 2028)",
    "area": "tax",
    "questions": [
      "What is the new $6,000 senior deduction?",
      "Who qualifies for the senior bonus deduction?",
      "Is Social Security tax free now?",
      "Is there a new tax break for seniors?",
      "big beautiful bill seniors deduction"
    ],
    "keywords": [
      "senior deduction 2026",
      "senior deduction",
      "senior bonus",
      "bonus",
      "6000",
      "big beautiful bill",
      "obbba",
      "obbb",
      "new deduction",
      "enhanced deduction"
    ],
    "sources": [
      "irsObbb",
      "irsRevProc202532"
    ],
    "points": [
      {
        "says": "No, not exactly: Social Security is still taxed by the same rules (up to 85% of it, depending on income). The new senior deduction of up to {{seniorDeduction}} for each person 65 or older, 2025 through 2028, lowers taxable income, so many retirees with modest income end up owing no tax on their benefits, but it is a deduction, not an exemption, and it phases out above {{seniorPhaseSingle}} single or {{seniorPhaseJoint}} joint.",
        "asks": [
          "my neighbor says there is no more tax on social security is that right"
        ]
      },
      {
        "calculator": "seniorDeduction",
        "uses": [
          "income",
          "married"
        ],
        "asks": [
          "do we both get it",
          "do i get the whole 6000 senior deduction",
          "senior deduction for my income",
          "do i qualify for the senior deduction with my income",
          "do we get the senior deduction with our income",
          "what is the new senior deduction and do we get it with 160000 of income"
        ]
      },
      {
        "says": "No: Social Security is still taxed under the same rules as before. The new senior deduction is an extra deduction of up to {{seniorDeduction}} for each person 65 or older, for 2025 through 2028; it lowers taxable income, so it can reduce the tax, but it phases out above {{seniorPhaseSingle}} of income for single filers and {{seniorPhaseJoint}} for joint filers.",
        "asks": [
          "does the senior deduction mean i dont pay tax on social security anymore",
          "is social security tax free now"
        ]
      },
      {
        "says": "No: the senior deduction of up to {{seniorDeduction}} for each person 65 or older (2025 to 2028) needs no itemizing; it is taken on top of the standard deduction or of itemized deductions, and shrinks only with income above {{seniorPhaseSingle}} single or {{seniorPhaseJoint}} joint.",
        "asks": [
          "do we have to itemize to get that 6000",
          "do i need to itemize for the 6000 senior deduction"
        ]
      },
      {
        "says": "No: the senior deduction of up to {{seniorDeduction}} for each person 65 or older (2025 to 2028) is taken whether you itemize or take the standard deduction, on top of either.",
        "asks": [
          "i lose the senior deduction if i itemize",
          "do we have to itemize to get the senior deduction",
          "itemizing makes me lose the senior deduction",
          "do i lose the 6000 senior deduction if i itemize"
        ],
        "belief": true
      },
      {
        "says": "No: you need not be collecting Social Security; the deduction is for anyone 65 or older by the end of the year with a valid Social Security number, filing jointly if married, and it shrinks by 6% of income above {{seniorPhaseSingle}} single or {{seniorPhaseJoint}} joint.",
        "asks": [
          "i have to be collecting social security to get the senior deduction",
          "the senior deduction is only for people on social security"
        ],
        "belief": true
      },
      {
        "says": "No: you qualify for the year if you are 65 by December 31, even if your birthday is late in December; it is up to {{seniorDeduction}} for that whole year (2025 to 2028), less 6% of income above {{seniorPhaseSingle}} single or {{seniorPhaseJoint}} joint.",
        "asks": [
          "i turn 65 in december so i dont get the senior deduction this year",
          "i have to be 65 for the whole year to get the senior deduction"
        ],
        "belief": true
      },
      {
        "says": "No: it is up to {{seniorDeduction}} for each person 65 or older, so a married couple both 65 or older filing jointly can deduct up to {{seniorDeduction+seniorDeduction}}, less 6% of income above {{seniorPhaseJoint}}.",
        "asks": [
          "the senior deduction is 6000 per couple",
          "the 6000 senior deduction is for both of us together"
        ],
        "belief": true
      },
      {
        "says": "No, only the spouse who is 65 or older by the end of the year: on your joint return you deduct up to {{seniorDeduction}} for the one of you who qualifies, and the younger spouse adds another from the year he or she turns 65 (through 2028).",
        "asks": [
          "my wife is under 65 does she get the senior deduction too",
          "only one of us is 65 do we both get the senior deduction",
          "im 65 and my wife is 63 do we both get the senior deduction",
          "my husband is younger than 65 does he get the senior deduction"
        ]
      },
      {
        "says": "No: a married person must file a joint return to claim the senior deduction; on separate returns neither spouse can take it (2025 to 2028). On a joint return it is up to {{seniorDeduction}} for each spouse 65 or older.",
        "asks": [
          "married filing separately do i still get the senior deduction",
          "we file separately do i still get the senior deduction on my own return"
        ]
      },
      {
        "says": "No: the senior deduction is federal only, and Massachusetts does not follow it. Massachusetts gives each taxpayer 65 or older its own {{maExemption65}} exemption instead.",
        "asks": [
          "does massachusetts give the senior deduction too"
        ]
      }
    ],
    "summary": "From 2025 through 2028, each person 65 or older can deduct up to {{seniorDeduction}}, whether or not they itemize, on top of the standard deduction. It shrinks by 6% of income above {{seniorPhaseSingle}} single or {{seniorPhaseJoint}} joint.",
    "steps": [
      "You must be 65 by the end of the tax year; a married couple where both qualify can deduct up to twice the amount.",
      "It phases out by 6% of modified AGI above {{seniorPhaseSingle}} (single) or {{seniorPhaseJoint}} (joint).",
      "Married couples must file jointly, and each qualifying person needs a valid Social Security number.",
      "It adds to the regular standard deduction and the existing extra amount for age 65."
    ],
    "benefits": [
      "Lowers taxable income for most retirees, offsetting tax on Social Security."
    ],
    "risks": [
      "Roth conversions and capital gains can shrink the deduction through the phase-out.",
      "It expires after 2028 unless extended."
    ],
    "next": [
      "Model this year’s income against the phase-out before any conversion or large sale."
    ]
  },
  {
    "id": "sep-ira",
    "title": "SEP IRAs",
    "area": "tax",
    "questions": [
      "What is a SEP IRA?",
      "How much can I put in a SEP IRA?",
      "SEP IRA or solo 401k?",
      "retirement plan for self employed"
    ],
    "keywords": [
      "freelancer",
      "save for retirement self employed",
      "sep",
      "sep ira",
      "sep contribution limit",
      "sep limit",
      "simplified employee pension",
      "self employed retirement",
      "small business",
      "employer contribution",
      "25%"
    ],
    "sources": [
      "irsSep",
      "irsNotice202567"
    ],
    "points": [
      {
        "says": "A solo 401(k) usually lets you put in more at the same income: on top of the employer share (up to 25% of pay, or about 20% of net self-employment earnings, as with a SEP) you can defer up to {{deferral}} as the employee, plus catch-ups from 50; both top out at {{annualAdditions}}. A SEP is simpler to open and run.",
        "asks": [
          "sep ira vs solo 401k",
          "sep or solo 401k which is better",
          "solo 401k or sep for my consulting income",
          "which is better for side income a sep ira or a solo 401k"
        ]
      },
      {
        "says": "Yes, at any age: a SEP IRA has no age limit, only the need for net self-employment income (consulting through an LLC counts). You can put in up to 20% of net self-employment earnings after half the self-employment tax, at most {{annualAdditions}} in 2026; from your RMD age you also take RMDs from it, as from any IRA.",
        "asks": [
          "can i still put money in a sep ira at my age",
          "is there an age limit for sep ira contributions",
          "im retired and do consulting on the side can i open a sep ira",
          "can i set up a sep ira at my age for my consulting income"
        ]
      }
    ],
    "summary": "A SEP IRA lets a business owner contribute up to 25% of pay (about 20% of net self-employment earnings) to a maximum of {{annualAdditions}}.",
    "steps": [
      "Open a SEP with a brokerage using IRS Form 5305-SEP or the provider’s document.",
      "Contributions are employer-only and can be made up to the tax filing deadline, including extensions.",
      "If you have employees, you must contribute the same percentage for eligible employees.",
      "Compare with a solo 401(k), which allows employee deferrals on top."
    ],
    "benefits": [
      "Simple to open and run, with flexible yearly contributions."
    ],
    "risks": [
      "No catch-up or Roth deferrals like a 401(k).",
      "Employee contributions can make it costly with staff."
    ],
    "next": [
      "Figure your net self-employment earnings and compare SEP and solo 401(k) maximums."
    ]
  },
  {
    "id": "solo-401k",
    "title": "Solo 401(k) plans",
    "area": "tax",
    "questions": [
      "What is a solo 401k?",
      "How much can I contribute to a solo 401k?",
      "individual 401k for my consulting business",
      "one participant 401k"
    ],
    "keywords": [
      "solo 401k",
      "solo",
      "individual 401k",
      "one participant",
      "self employed 401k",
      "owner only",
      "form 5500",
      "consultant 401k",
      "401k for my consulting"
    ],
    "sources": [
      "irsSolo401k",
      "irsNotice202567"
    ],
    "points": [
      {
        "says": "Yes, at any age, as long as you have net self-employment income: as the employee you can defer up to {{deferral}} plus the {{catchUp50}} catch-up from 50 in 2026 ({{deferral+catchUp50}} in all), and as the employer add up to 20% of net self-employment earnings (after half the self-employment tax), never more than you earned.",
        "asks": [
          "retired but consulting can i still put money in a solo 401k at 66",
          "is there an age limit for a solo 401k"
        ]
      },
      {
        "says": "Yes, once the plan's assets top {{form5500Assets}} at the end of a year: a one-participant 401(k) then files Form 5500-EZ, due by the last day of the seventh month after the plan year ends (July 31 for a calendar year). Ask the plan provider, which often prepares it.",
        "asks": [
          "do i have to file a 5500 for my solo 401k",
          "solo 401k form 5500 ez filing"
        ]
      }
    ],
    "summary": "A solo 401(k) lets a self-employed person with no employees defer up to {{deferral}} as the employee plus an employer contribution, up to {{annualAdditions}} in total before catch-ups.",
    "steps": [
      "Set the plan up before year end if you can; a sole proprietor may open a new plan as late as the tax filing deadline for its first year.",
      "Employee deferrals can be pre-tax or Roth if the plan allows; catch-ups apply from 50.",
      "Add an employer contribution of up to 25% of compensation (about 20% of net self-employment earnings).",
      "File Form 5500-EZ once plan assets exceed {{form5500Assets}}."
    ],
    "benefits": [
      "Often the highest contribution limit for moderate self-employment income."
    ],
    "risks": [
      "Deferrals share the one employee limit with any other 401(k) you use that year.",
      "More paperwork than a SEP."
    ],
    "next": [
      "Total your 401(k) deferrals across all jobs this year before contributing."
    ]
  },
  {
    "id": "ss-2026",
    "title": "Social Security changes for 2026",
    "area": "social-security",
    "questions": [
      "What is the Social Security COLA for 2026?",
      "What is the Social Security taxable maximum?",
      "how much will social security go up next year",
      "social security raise 2026"
    ],
    "keywords": [
      "cola",
      "cost of living",
      "increase",
      "raise",
      "go up",
      "2026",
      "taxable maximum",
      "wage base",
      "payroll tax",
      "maximum benefit",
      "max benefit"
    ],
    "sources": [
      "ssaCola",
      "cmsCosts2026"
    ],
    "points": [
      {
        "says": "No: the most a worker who starts at full retirement age in 2026 can get is {{ssMaxFra}}, and only someone who earned at least the taxable maximum ({{taxableMax}} in 2026) in each of 35 years gets it; each year of waiting past full retirement age, up to 70, adds 8%.",
        "asks": [
          "the max social security at full retirement age is 5000 a month",
          "the most social security you can get at full retirement age is over 5000"
        ],
        "belief": true
      },
      {
        "says": "In October: Social Security announces the next year's cost-of-living adjustment in October, once September's consumer price figures (CPI-W) are out, and it is paid from the January check. For 2026 it is 2.8%.",
        "asks": [
          "when is the next cola announced",
          "when will we know next years cola",
          "when do they announce the social security raise"
        ]
      },
      {
        "says": "Yes: benefits rose 2.8% for 2026, the cost-of-living adjustment, starting with January's payment.",
        "asks": [
          "is social security getting a raise in 2026",
          "what is the cost of living increase for 2026",
          "how much did social security go up",
          "did social security go up 2.8 percent this year",
          "how much was the cola this year",
          "will my social security go up every year",
          "will there be a cola next year"
        ]
      },
      {
        "calculator": "colaRaise",
        "uses": [
          "monthly"
        ],
        "asks": [
          "how much more will i get on my check after the cola",
          "my check was 2000 a month what is it now after the raise",
          "what is my social security after the cost of living increase",
          "how much of the raise does the part b increase take"
        ]
      },
      {
        "calculator": "payrollTaxFor",
        "uses": [
          "earnings"
        ],
        "asks": [
          "how much social security tax comes out of my pay",
          "how much fica will i pay on my salary"
        ]
      },
      {
        "says": "Social Security tax applies to earnings up to {{taxableMax}} in 2026, so no one pays it on wages above that; the Medicare tax has no cap.",
        "asks": [
          "what is the most anyone pays into social security",
          "social security wage base 2026",
          "maximum taxable earnings for social security"
        ]
      },
      {
        "says": "{{ssMaxFra}} in 2026 for someone who starts at full retirement age, and more for someone who waits to 70; only people who earned at least the taxable maximum ({{taxableMax}} in 2026) in each of 35 years get it. Your own estimate is in your my Social Security account.",
        "asks": [
          "whats the maximum social security check",
          "maximum social security benefit 2026",
          "highest social security check anyone can get",
          "whats the most social security anyone can get",
          "max ss payment at full retirement age"
        ]
      },
      {
        "says": "Yes, for the rest of the year on high pay: the 6.2% Social Security tax stops once your wages for the year pass {{taxableMax}} (2026) and starts again each January, while the 1.45% Medicare tax never stops. It does not stop at any age: you pay it on wages at 65, 70 or older, even while collecting benefits.",
        "asks": [
          "does social security tax stop partway through the year",
          "do i still pay social security tax on my wages at 65",
          "my paycheck stopped taking out social security tax in the fall"
        ]
      },
      {
        "says": "Yes, with nothing to apply for: the cost-of-living adjustment is added to your benefit automatically from January's payment whenever consumer prices (the CPI-W) rose over the past year, 2.8% for 2026. It is not guaranteed: there was none in 2010, 2011 or 2016, when prices did not rise.",
        "asks": [
          "do i get the cost of living raise automatically",
          "is the cola added to my check every january",
          "do i have to apply for the cola"
        ]
      },
      {
        "says": "No: cost-of-living adjustments are added to your benefit from the year you turn 62 whether or not you have claimed, so waiting loses none of them; the 2.8% for 2026 raises the benefit you will start later just as it raises checks already being paid.",
        "asks": [
          "the cola only counts once i start collecting",
          "if i wait to claim social security i miss the cost of living raises",
          "cost of living increases dont apply until you start benefits",
          "i should claim now so i dont miss this years cola"
        ],
        "belief": true
      },
      {
        "says": "No: the cost-of-living adjustment is a percentage of each person's own benefit, 2.8% for 2026, so a larger check gets a larger dollar raise; a Part B premium increase, taken from the same check, can absorb part of it.",
        "asks": [
          "the cola is the same dollar raise for everyone",
          "everyone gets the same amount added for the cola"
        ],
        "belief": true
      },
      {
        "says": "No, you lose none: cost-of-living adjustments are added to your benefit from the year you turn 62 whether or not you have claimed, so the 2.8% for 2026 raises the benefit you start later too. There is no reason to claim early just to catch a COLA.",
        "asks": [
          "if i hold off claiming do i miss the colas",
          "will i miss this years cola if i dont claim yet"
        ]
      },
      {
        "says": "Yes, from the year you turn 62: each cost-of-living adjustment after that raises the benefit you will get when you claim, whether or not you are collecting yet (2.8% for 2026). Before 62 your record is indexed to wage growth instead.",
        "asks": [
          "do colas count before i start social security",
          "does my future benefit get the cola if i havent claimed",
          "do cost of living increases apply before i collect",
          "am i getting the colas if i havent claimed yet"
        ]
      },
      {
        "says": "No: a cost-of-living adjustment comes only when consumer prices (the CPI-W) rose over the year before; there was none for 2010, 2011 or 2016. For 2026 it is 2.8%, added automatically from January's payment.",
        "asks": [
          "the cola is guaranteed every year",
          "social security always goes up every january"
        ],
        "belief": true
      }
    ],
    "summary": "Benefits rose 2.8% for 2026, and earnings up to {{taxableMax}} are subject to Social Security tax.",
    "steps": [
      "The 2.8% cost-of-living adjustment applies to benefits paid from January 2026.",
      "The taxable maximum for the 6.2% Social Security payroll tax is {{taxableMax}}.",
      "The earnings test exempt amounts are {{earningsTest}} before full retirement age and {{earningsTestFraYear}} in the year you reach it.",
      "The standard Medicare Part B premium, usually deducted from benefits, is {{partBPremium}}."
    ],
    "benefits": [
      "The COLA keeps benefits in step with inflation."
    ],
    "risks": [
      "Higher Medicare premiums can absorb part of the increase."
    ],
    "next": [
      "Look for your COLA notice in your my Social Security account message center."
    ]
  },
  {
    "id": "ss-claiming",
    "title": "When to claim Social Security",
    "area": "social-security",
    "questions": [
      "When should I claim Social Security?",
      "Should I take Social Security at 62 or wait until 70?",
      "What is the best age to start Social Security?",
      "How do I maximize my Social Security?",
      "Is it better to collect early?",
      "social security maximization",
      "Is it worth delaying my benefits?"
    ],
    "keywords": [
      "claim",
      "claiming",
      "collect",
      "start",
      "take",
      "begin",
      "file",
      "early",
      "wait",
      "delay",
      "delay benefits",
      "delayed retirement credits",
      "work credits",
      "age 62",
      "age 70",
      "maximize",
      "maximization",
      "most out of",
      "breakeven",
      "when",
      "benefit",
      "benefits",
      "social security"
    ],
    "sources": [
      "ssaClaiming",
      "ssaDelayed",
      "ssaMyAccount",
      "ssaWithdraw",
      "ssaNoncitizens"
    ],
    "ask": "What are your monthly estimates at 62, at full retirement age and at 70 on your Social Security statement?",
    "points": [
      {
        "calculator": "delayBridge",
        "uses": [
          "benefitAt",
          "assets"
        ],
        "onlyWorked": true,
        "asks": [
          "how much of my savings would it take to wait until 70 to claim",
          "living off my ira until 70 instead of claiming social security",
          "spend down savings to delay social security"
        ]
      },
      {
        "says": "No, it need not be your birthday month: you choose the month benefits start, any month from the first one in which you are 62 all month (the month you turn 62 if born on the 1st or 2nd) up to 70. The cut or increase is worked by the month, not the year.",
        "asks": [
          "does social security have to start on my birthday",
          "do i have to start social security in my birthday month",
          "can i start benefits in the middle of a year"
        ]
      },
      {
        "says": "Yes, if you are lawfully present in the U.S., such as a green card holder, and have the work credits everyone needs (40, about 10 years of authorized work paying Social Security tax): citizenship is not required for retirement benefits, which follow the same rules as a citizen's. Payments stop after 6 months in a row outside the U.S. unless an exception applies.",
        "asks": [
          "can i get social security if im not a citizen",
          "green card holder social security benefits",
          "do noncitizens get social security"
        ]
      },
      {
        "says": "Yes, for life: claiming at 62 cuts the monthly check by up to 30% (for a full retirement age of 67), and it stays lower permanently apart from yearly cost-of-living raises; a smaller check also means a smaller survivor benefit for your spouse.",
        "asks": [
          "does my social security go down if i claim early",
          "is claiming early a permanent cut"
        ]
      },
      {
        "says": "Each year you wait past full retirement age adds 8% (delayed retirement credits) until 70: with a full retirement age of 67, claiming at 70 pays 24% more a month for life, or 124% of your full benefit. Claiming at 62 instead pays 30% less.",
        "asks": [
          "if i wait til 70 how much more do i get",
          "do you get 8 percent more for each year you delay",
          "is it 8 percent more a year if i wait to claim",
          "if you delay you get 8% more per year",
          "how much more if i wait to claim",
          "delayed retirement credits",
          "should i delay my social security"
        ]
      },
      {
        "says": "It can make sense to claim earlier when your health shortens your likely lifespan, because waiting pays off only if you live long enough to collect the larger checks. If you are married and the higher earner, though, waiting raises the survivor benefit your spouse would keep, so weigh your spouse’s life expectancy too.",
        "asks": [
          "just diagnosed should i take social security early",
          "health problems claim social security early",
          "should i claim early if im sick"
        ]
      },
      {
        "says": "A common approach is for the higher earner to wait, ideally to 70, because the larger benefit becomes the survivor benefit for whichever of you lives longer, while the lower earner may claim earlier. The best split depends on your health, your two benefit estimates and your other income.",
        "asks": [
          "when should we each claim",
          "which of us should claim first",
          "couple claiming strategy"
        ]
      },
      {
        "calculator": "benefitByClaimingAge",
        "uses": [
          "benefitAt"
        ],
        "asks": [
          "my full benefit is 2400 at 67 what would i get at 62 and at 70",
          "how much would i get at 62 if my full benefit is",
          "what do i get at 62 then",
          "what would my check be at 70"
        ]
      },
      {
        "calculator": "claimingBreakEven",
        "uses": [
          "benefitAt"
        ],
        "asks": [
          "when do i break even if i wait",
          "break even age social security",
          "at what age do i break even if i wait to 70",
          "breakeven between 62 and 70"
        ]
      },
      {
        "calculator": "claimingAgeCut",
        "uses": [
          "birthYear",
          "claimAge"
        ],
        "asks": [
          "if i take social security now instead of waiting how much smaller is my check",
          "how much less if i claim at 62",
          "how much smaller is my check if i claim early",
          "how much do i lose if i claim at 64",
          "is it 8% less for each year i start before full retirement age"
        ]
      },
      {
        "says": "No: delayed retirement credits stop at 70, so there is nothing to gain by waiting past 70. Apply by the month you turn 70; the 8% a year applies only between full retirement age and 70.",
        "asks": [
          "do i still get 8% a year if i wait past 70",
          "do i have to take social security at 70",
          "should i wait past 70 to claim",
          "does my benefit keep growing after 70",
          "is there any point waiting past 70"
        ]
      },
      {
        "says": "Yes, up to 6 months: once you are past full retirement age, Social Security can pay up to six months of back payments when you apply, never for months before full retirement age. Your benefit stopped growing at 70, so every month you wait beyond that is a check you do not get back; apply now.",
        "asks": [
          "im 70 and never claimed social security can i get back payments",
          "can i get retroactive social security benefits",
          "can i get back payments if i apply late",
          "im 69 and didnt file yet can i get back payments",
          "never signed up for social security do i get the missed months",
          "can i get retroactive benefits if im past full retirement age",
          "what happens if i file at 70 and a half",
          "am i losing money by waiting past 70"
        ]
      },
      {
        "says": "62 is the earliest age for retirement benefits, at up to 30% less for life; widows and widowers can start survivor benefits at 60, and disability benefits have no minimum age.",
        "asks": [
          "whens the soonest i can start social security",
          "can i get social security before 62",
          "what is the earliest age to collect social security",
          "how early can i get social security"
        ]
      },
      {
        "says": "No: retirement benefits start at 62 at the earliest, whatever the reason you stop working. Before then, unemployment benefits, severance and savings are the usual bridges, and if a health condition keeps you from working, Social Security disability has no minimum age.",
        "asks": [
          "i can start social security at 61 if i lose my job",
          "i can start social security at 60",
          "after a layoff i can take my retirement benefit early at 60"
        ],
        "belief": true
      },
      {
        "calculator": "creditsNeeded",
        "uses": [
          "credits"
        ],
        "asks": [
          "how many work credits do you need to get social security",
          "how many years do i need to work for social security",
          "i only worked a few years am i eligible",
          "how many quarters do i need for social security",
          "how long until i have the 40 credits i need",
          "how much does she have to earn to get enough credits for her own social security",
          "how much do i have to earn for one work credit",
          "how much do i have to earn for a credit",
          "what counts as covered earnings for social security credits",
          "do you need 10 years of work for social security"
        ]
      },
      {
        "says": "Your benefit is figured from your highest 35 years of earnings, adjusted for wage growth, and the age you claim; years not worked count as zero. Your my Social Security account shows your own estimates at 62, at full retirement age and at 70.",
        "asks": [
          "what will my social security be when i retire",
          "how is my social security benefit calculated",
          "is social security based on my highest 35 years",
          "how much social security will i get",
          "how much will my social security be"
        ]
      },
      {
        "says": "Yes, within 12 months of first becoming entitled: you can withdraw your application once, repaying everything paid on it (including Medicare premiums and tax withheld), and it is as if you had never claimed. After that, at full retirement age you can suspend your benefit to earn delayed retirement credits until 70.",
        "asks": [
          "can i undo my social security claim",
          "i already claimed can i undo it",
          "i claimed at 62 can i undo it",
          "i started social security at 62 can i change my mind",
          "withdraw my social security application",
          "i claimed a few months back can i withdraw my application",
          "can i stop my social security i just started it",
          "if i withdraw my application do i have to pay it all back",
          "can i change my mind after starting social security"
        ]
      },
      {
        "says": "No, not while your benefits are suspended: nothing is paid, so nothing can be withheld, and Medicare bills you directly for Part B (and any Part D surcharge); pay those bills, or set up Medicare Easy Pay, to keep your coverage.",
        "asks": [
          "does my part b premium still come out while my benefits are suspended",
          "who pays my medicare premium if i suspend social security"
        ]
      },
      {
        "says": "No: a benefit started before full retirement age stays reduced for life, apart from yearly cost-of-living raises; the only increase at full retirement age is a credit for any months Social Security held back because of your earnings.",
        "asks": [
          "my reduced social security goes back up at full retirement age",
          "if i claim early my check goes back up at 67",
          "i can take social security at 62 and get the full amount at 67",
          "if i take social security early i can switch to the full amount later"
        ],
        "belief": true
      },
      {
        "says": "No: your benefit is figured from your highest 35 years of earnings, each adjusted for wage growth, not from your last or best few years; years with no earnings count as zero, so another year of work can raise it.",
        "asks": [
          "social security is based on my last 5 years of pay",
          "my social security is figured from my highest 3 years of earnings"
        ],
        "belief": true
      },
      {
        "says": "Yes, from full retirement age until 70: ask Social Security to suspend your benefit, and it earns delayed retirement credits of 2/3 of 1% a month (8% a year) until you restart it or reach 70, when it restarts on its own. Before full retirement age it cannot be suspended; only within 12 months of first claiming can you withdraw the application, repaying what was paid. While it is suspended, Medicare bills you directly for Part B, and benefits others get on your record (a spouse's, not a divorced spouse's) stop too.",
        "asks": [
          "can i suspend my social security after full retirement age",
          "can i suspend social security",
          "can i stop my social security checks after i started them",
          "pause my benefits to earn delayed retirement credits",
          "already at full retirement age can i stop my benefit and let it grow",
          "im 67 and collecting social security can i suspend it to earn delayed credits",
          "can i suspend my benefits at 68 and restart at 70",
          "can i stop my checks at full retirement age and restart them at 70",
          "can i pause my social security and restart it later for more"
        ]
      },
      {
        "says": "No: claiming before full retirement age cuts the check for life, and it does not rise to the full amount at 67; only the yearly cost-of-living raises lift it. Within 12 months of claiming you can withdraw the application once by paying back what you received, and from full retirement age you can suspend the check to earn 8% a year until 70.",
        "asks": [
          "does social security taken at 62 go up when i reach full retirement age"
        ]
      },
      {
        "says": "Not if you apply within six months: past full retirement age, SSA can pay up to six months of back payments when you apply (ask for them), never for months before full retirement age. Your benefit stopped growing at 70, so apply now: each month beyond those six is a check you do not get back.",
        "asks": [
          "turned 70 and forgot to file for social security did i lose those months",
          "i forgot to apply for social security at 70 can i still get those months"
        ]
      },
      {
        "says": "No, not if you already have 35 years of good earnings: your benefit is figured from your highest 35 years (adjusted for wage growth), so a low-paid year counts only if it beats one of them, and then it can only raise the benefit. A year of lower pay never pulls down the years already counted.",
        "asks": [
          "will a low paying job at the end drag my social security down",
          "will lower pay before i retire hurt my social security",
          "does a lower paying job before i retire reduce my benefit"
        ]
      },
      {
        "says": "No: you need 40 work credits, about 10 years of work paying Social Security tax, for a retirement benefit on your own record. With fewer, you may still get a spousal or survivor benefit on a husband's or wife's record, and later work can add the credits you lack.",
        "asks": [
          "i worked 8 years so i qualify for social security",
          "a few years of work is enough to get social security",
          "anyone who paid into social security gets a retirement check"
        ],
        "belief": true
      },
      {
        "says": "Yes: a widow's survivor benefit is based on what you were receiving, so each year you wait, up to 70, raises the check she would keep for life after your death (at her survivor full retirement age); her spousal benefit while you are both living does not grow past your full-retirement-age amount.",
        "asks": [
          "does waiting to 70 raise my wifes survivor benefit",
          "if i delay does my widow get a bigger check",
          "will my wife get more after i die if i wait to claim"
        ]
      },
      {
        "says": "No: retirement benefits never start on their own; you apply, online at ssa.gov, by phone at 800-772-1213 or at an office, up to 4 months before the month you want them to begin. Medicare Parts A and B start automatically at 65 only if you are already collecting Social Security by then; otherwise you sign up for Medicare yourself.",
        "asks": [
          "social security starts automatically when i reach full retirement age",
          "my social security checks will start on their own at 65",
          "social security kicks in by itself when i turn 67",
          "my checks just start at full retirement age without applying"
        ],
        "belief": true
      },
      {
        "says": "No: Social Security takes no voluntary payments; only the tax on earnings from work (wages or self-employment) counts, and your benefit comes from your highest 35 years of those earnings, indexed for wage growth. More years of work, higher pay replacing a low or zero year, and a later claiming age are what raise it.",
        "asks": [
          "i can pay extra into social security to get a bigger benefit",
          "i can make voluntary contributions to social security",
          "i can buy more social security credits to raise my check",
          "i can make extra payments into social security to boost it"
        ],
        "belief": true
      },
      {
        "says": "No: you cannot pay into Social Security voluntarily; only Social Security tax on earnings from work counts, and the benefit is figured from your highest 35 years of those earnings (indexed for wage growth) and your claiming age. More years of work, a higher-paid year replacing a low one, or waiting to claim raise it.",
        "asks": [
          "can i pay extra into social security to get a bigger check",
          "can i put more money into social security voluntarily",
          "is there a way to contribute more to social security"
        ]
      },
      {
        "says": "No, only in two ways: within 12 months of first becoming entitled you can withdraw your application once (Form SSA-521), repaying everything paid on it, including Medicare premiums and tax withheld; or from full retirement age to 70 you can suspend your benefit, which then earns delayed retirement credits. Before full retirement age, going back to work does not pause it: the earnings test withholds benefits instead.",
        "asks": [
          "i can stop my social security whenever i want and start it again later",
          "i can pause social security any time and restart it",
          "i can turn my social security off and on as i like",
          "i can just stop my social security anytime and restart it later"
        ],
        "belief": true
      },
      {
        "says": "No: your benefit is figured from your own highest 35 years of earnings, indexed for wage growth, and the age you claim, so a neighbor's or coworker's check says nothing about yours. Your own estimates at 62, full retirement age and 70 are on your Social Security Statement in your my Social Security account at ssa.gov.",
        "asks": [
          "my neighbor gets a big social security check so i will get the same",
          "my coworker did the same job so my social security will match his",
          "everyone gets about the same social security check",
          "my brother gets a big check so i will get about the same"
        ],
        "belief": true
      },
      {
        "says": "It does not start on its own: you apply, online at ssa.gov, by phone at 800-772-1213 or at an office, up to 4 months before the month you want benefits to begin. Medicare Parts A and B start automatically at 65 only for people already collecting Social Security.",
        "asks": [
          "do i have to apply for social security or does it just start",
          "does social security start on its own at full retirement age",
          "is social security automatic or do i need to sign up"
        ]
      },
      {
        "says": "There are two ways: within 12 months of first becoming entitled, withdraw your application (Form SSA-521) and repay everything paid on it; or, from full retirement age to 70, ask Social Security to suspend your benefit, which then earns delayed retirement credits. Before full retirement age there is no pause: if you work, the earnings test withholds benefits instead.",
        "asks": [
          "how do i stop my social security after i started it",
          "how do i stop my social security benefits"
        ]
      },
      {
        "says": "Because each benefit is figured from that person's own highest 35 years of earnings, indexed for wage growth, and the age they claimed; a different pay history or claiming age gives a different check. Your own record and estimates are on your Social Security Statement at ssa.gov.",
        "asks": [
          "why is my social security less than my neighbors",
          "why does my friend get more social security than me"
        ]
      }
    ],
    "summary": "Social Security can be claimed from 62 to 70. With a full retirement age of 67, claiming at 62 pays 30% less for life, at 63 25% less, at 65 about 13.3% less and at 66 about 6.7% less; each year you wait past full retirement age adds 8% until 70 (24% more at 70). The best age depends on your health, other income and your spouse.",
    "steps": [
      "Get your estimates for ages 62, full retirement age and 70 from your my Social Security account.",
      "Claiming at 62 cuts the benefit by up to 30% for someone whose full retirement age is 67.",
      "Waiting past full retirement age adds 8% a year in delayed retirement credits until 70.",
      "If married, the higher earner’s claiming age also sets the survivor benefit, which often argues for waiting.",
      "Bridge the waiting years with savings if needed, and compare the lifetime totals."
    ],
    "benefits": [
      "Delaying buys inflation-adjusted income for life, which protects against a long life.",
      "Claiming early can make sense with poor health or no other income."
    ],
    "risks": [
      "Claiming early locks in a permanently smaller check and survivor benefit.",
      "Working while claiming before full retirement age can withhold benefits under the earnings test."
    ],
    "next": [
      "Download your Social Security statement and bring both spouses’ statements to a review."
    ]
  },
  {
    "id": "ss-disability",
    "title": "Serious illness before full retirement age",
    "area": "social-security",
    "questions": [
      "I have a serious illness, should I take Social Security early?",
      "Can I get Social Security disability before full retirement age?",
      "What are compassionate allowances?"
    ],
    "keywords": [
      "disability",
      "ssdi",
      "diagnosed",
      "cancer",
      "terminal",
      "illness",
      "compassionate allowances",
      "can't work",
      "convert",
      "turns into"
    ],
    "sources": [
      "ssaDisability",
      "ssaClaiming",
      "ssaAppeals"
    ],
    "presumes": "ill",
    "points": [
      {
        "says": "No: with ALS (Lou Gehrig's disease), Medicare starts the first month Social Security disability benefits are paid, without the 24-month wait, and since 2020 without the 5-month waiting period for the benefits either.",
        "asks": [
          "someone with als has to wait two years for medicare like everyone else",
          "with als you still wait 24 months for medicare"
        ],
        "belief": true
      },
      {
        "calculator": "medicareAfterDisability",
        "uses": [
          "disabledSince"
        ],
        "asks": [
          "when does medicare start on ssdi",
          "when do i get medicare on disability",
          "how long after disability approval do i get medicare",
          "my ssdi entitlement date is in march when does medicare kick in"
        ]
      },
      {
        "says": "Before full retirement age, ask Social Security about disability benefits first. If an illness keeps you from working, disability (SSDI) pays your full, unreduced benefit, where early retirement pays up to 30% less for life; many serious cancers are on SSA's Compassionate Allowances list for fast decisions. If you are married and the higher earner, the age you claim also sets your spouse's survivor benefit.",
        "asks": [
          "diagnosed with cancer should i start social security now",
          "serious illness should i take social security early",
          "i was diagnosed should i claim social security"
        ]
      },
      {
        "says": "SSDI pays after a 5-month waiting period from the date your disability began, and Medicare starts after you have received disability benefits for 24 months (sooner for ALS and kidney failure). You need a condition expected to last at least a year that keeps you from substantial work.",
        "asks": [
          "can i get social security disability and when does medicare start",
          "when does medicare start on disability",
          "how long does disability take to start"
        ]
      },
      {
        "says": "Only a little: in 2026 earning more than {{sga}} from work generally counts as substantial gainful activity, which means Social Security will not find you disabled, or stops benefits after the trial work period.",
        "asks": [
          "can i work part time while i apply for disability",
          "how much can i earn on disability",
          "can i work part time on ssdi"
        ]
      },
      {
        "says": "Yes, if you have received SSDI for 24 months you already have Medicare; at 65 you keep it with no new enrollment. At full retirement age your disability benefit converts automatically to a retirement benefit of the same amount.",
        "asks": [
          "i have been on ssdi do i already have medicare",
          "what happens to disability at full retirement age"
        ]
      },
      {
        "says": "Appeal within 60 days of receiving the denial: most claims go first to reconsideration and then to a hearing before an administrative law judge, where many denials are reversed. Send new medical records, keep seeing your doctors, and consider free or contingency-fee help from a representative.",
        "asks": [
          "my disability claim was denied what now",
          "ssdi denied should i appeal",
          "appeal a disability denial"
        ]
      },
      {
        "says": "It turns into your retirement benefit automatically at full retirement age, in the same amount, with nothing to apply for. Disability already pays your full, unreduced benefit, so the check does not go up then apart from the yearly cost-of-living raise, and from then on you can work with no earnings limit.",
        "asks": [
          "what happens to my disability benefits at full retirement age",
          "im on disability will my check go up at full retirement age",
          "does ssdi stop at 67",
          "will my ssdi check change when i turn 67"
        ]
      },
      {
        "says": "Only in a few cases: after 24 months of Social Security disability benefits (from the first month of benefits with ALS), or with kidney failure needing dialysis or a transplant. Otherwise Medicare starts at 65, whenever you retire.",
        "asks": [
          "can i get medicare early",
          "can i get medicare before i am old enough",
          "can i get medicare early if im disabled",
          "losing my job insurance before 65 can i go on medicare early",
          "medicare with kidney failure or als"
        ]
      },
      {
        "says": "It can be, the same way as retirement benefits: up to 85% of SSDI becomes federally taxable once half your benefits plus your other income pass {{ssTaxSingle50}} single or {{ssTaxJoint50}} joint; many on SSDI alone owe nothing. Massachusetts does not tax it.",
        "asks": [
          "is my ssdi taxable",
          "do i pay income tax on my disability check"
        ]
      },
      {
        "says": "Yes, if she qualifies for Social Security disability benefits: with ALS, Medicare starts the first month disability benefits are paid, without the usual 24-month wait, and since 2020 there is no 5-month waiting period for the benefits either. Apply for disability benefits as soon as the diagnosis is made.",
        "asks": [
          "diagnosed with als can i get medicare before 65",
          "my husband has als when does his medicare start",
          "does als have a waiting period for disability and medicare"
        ]
      },
      {
        "says": "Yes, because of kidney failure: with end-stage renal disease you can get Medicare at any age if you have worked enough under Social Security (or are the spouse or child of someone who has). Coverage usually starts the first day of the fourth month of dialysis, or the first month if you train for home dialysis or get a transplant; apply at Social Security.",
        "asks": [
          "my kidneys are failing and i start dialysis can i get medicare before 65",
          "medicare for kidney failure under 65"
        ]
      },
      {
        "says": "Yes, if his disability began before 22 and he is unmarried: as a disabled adult child he can get up to 50% of your full-retirement-age benefit while you collect (75% after your death), without reducing your own check, within the family maximum.",
        "asks": [
          "can my son disabled since childhood get benefits when i retire",
          "our son has been disabled since birth can he get anything when i file"
        ]
      },
      {
        "says": "No: Medicare starts after you have received disability benefits for 24 months, and the benefits themselves begin after a 5-month waiting period; only ALS (Medicare from the first month of benefits) and kidney failure start sooner. Until then you need other coverage, such as COBRA, MassHealth or a Health Connector plan.",
        "asks": [
          "medicare starts as soon as i get ssdi",
          "once im approved for disability i get medicare right away",
          "medicare starts right away when im approved for ssdi"
        ],
        "belief": true
      },
      {
        "says": "No: at full retirement age Social Security turns your disability benefit into a retirement benefit automatically, in the same amount, with nothing to file; only the yearly cost-of-living raise changes it, and from then on there is no limit on work.",
        "asks": [
          "i have to reapply for retirement when my disability ends at full retirement age",
          "my ssdi stops at 67 and i have to file for social security",
          "ssdi ends at full retirement age and my check goes down"
        ],
        "belief": true
      },
      {
        "says": "No: Medicare starts automatically after you have received disability benefits for 24 months, in the 25th month, and your card comes in the mail; with ALS it starts the month your disability benefits begin. You do not have to wait until 65.",
        "asks": [
          "i have to sign up for medicare myself after two years on disability",
          "i have to sign up for medicare myself after 2 years on ssdi",
          "medicare doesnt start until 65 even on ssdi"
        ],
        "belief": true
      }
    ],
    "summary": "A serious illness before full retirement age can make Social Security disability (SSDI) worth more than early retirement benefits, because disability pays the full benefit with no early-claiming cut. Earning more than {{sga}} from work in 2026 generally rules out disability benefits; the retirement earnings test does not apply.",
    "steps": [
      "Ask SSA (1-800-772-1213) about disability benefits and whether your condition is a Compassionate Allowance.",
      "Compare the disability benefit with your early retirement estimate in your my Social Security account.",
      "If married, weigh how your claiming age affects your spouse's survivor benefit."
    ],
    "benefits": [
      "Disability benefits convert to retirement benefits at full retirement age with no reduction, and Medicare starts after 24 months of disability benefits."
    ],
    "risks": [
      "Claiming early retirement first can lock in a permanently smaller check and survivor benefit."
    ],
    "next": [
      "Gather your medical records and work history before you call SSA."
    ]
  },
  {
    "id": "ss-divorced",
    "title": "Benefits for divorced spouses",
    "area": "social-security",
    "questions": [
      "divorced spouse social security benefits",
      "am i entitled to my ex wife’s social security"
    ],
    "keywords": [
      "divorced",
      "divorce",
      "ex",
      "ex-husband",
      "ex-wife",
      "former spouse",
      "ten years",
      "remarried"
    ],
    "sources": [
      "ssaSpouse",
      "ssaSurvivors"
    ],
    "ask": "How long were you married, and have you remarried?",
    "presumes": "divorced",
    "points": [
      {
        "says": "Remarrying stops it while the new marriage lasts: a divorced spouse's benefit on a living ex's record is paid only while you are unmarried, and it can start again if the new marriage ends. Survivor benefits are different: once your ex has died, remarrying at 60 or later does not stop them.",
        "asks": [
          "i remarried can i still get benefits from my ex husband",
          "if i remarry does my ex spousal check stop"
        ]
      },
      {
        "says": "Yes, if the marriage lasted at least 10 years and the person claiming is unmarried now: from 62 they can get up to 50% of the ex-spouse’s full benefit, and claiming it does not reduce the ex-spouse’s benefit or that of a new spouse.",
        "asks": [
          "can i get social security from my ex-husband",
          "can i get half my exs social security even though he remarried",
          "divorced after a long marriage can i still get half of his",
          "can i collect on my exs social security",
          "i was married 12 years to my ex can i get benefits on his record",
          "married over 10 years and divorced what can i get from his social security",
          "divorced can i claim on my ex",
          "never worked and divorced after a long marriage can i get social security on his record",
          "can my ex claim on my record"
        ]
      },
      {
        "says": "Not while she is married: a divorced spouse can claim on an ex's record only while unmarried, so her remarriage stops it unless that marriage ends. Your own remarriage does not affect her, and her claim never reduces your benefit.",
        "asks": [
          "my ex wife remarried can she still get my social security",
          "can my ex claim on my record if she remarried",
          "does remarriage stop divorced spouse benefits"
        ]
      },
      {
        "says": "Yes, if you have been divorced at least 2 years: you can claim on your ex's record once he is 62 even if he has not applied (you are independently entitled). His remarriage does not matter; only your own remarriage would stop it.",
        "asks": [
          "my ex hasnt filed yet can i get benefits on his record",
          "divorced and my ex has not applied yet",
          "does it matter that my ex remarried"
        ]
      },
      {
        "says": "Yes: once a later marriage ends in divorce or death, you can again claim on a first ex-spouse's record if that marriage lasted at least 10 years and you are 62 or older.",
        "asks": [
          "i remarried but that marriage ended can i get benefits on my first husbands record",
          "remarried and divorced again can i go back to my first ex"
        ]
      },
      {
        "says": "Yes: Social Security does not notify your ex when you claim on his record, and your benefit does not reduce his or his current wife's; you need his Social Security number or enough details to identify him.",
        "asks": [
          "can i collect on my ex without him knowing",
          "will my ex find out or get less"
        ]
      },
      {
        "says": "No: benefits paid to a divorced spouse on your record never reduce your own benefit or your current spouse's, and they are not counted in your family maximum.",
        "asks": [
          "my exs benefit reduces my social security check",
          "my ex wifes spousal benefit cuts my check",
          "what my ex gets shrinks my wifes benefit"
        ]
      },
      {
        "says": "No: Social Security benefits cannot be divided or assigned in a divorce settlement, and a court cannot order it. An ex-spouse married to you for 10 years or more can instead claim a divorced-spouse benefit on your record, up to 50% of your full-retirement-age amount, which never reduces your own check.",
        "asks": [
          "can my wifes divorce lawyer take half my social security",
          "can social security be split in a divorce settlement"
        ]
      },
      {
        "says": "No: a divorced spouse's benefit on your record never reduces your own benefit or your current spouse's, and it does not count toward your family maximum.",
        "asks": [
          "if my ex wife claims on my record it lowers my check",
          "my ex collecting on my social security reduces my benefit",
          "my ex husband claiming on my record cuts what my new wife gets"
        ],
        "belief": true
      },
      {
        "says": "No: your ex's remarriage does not matter; what matters is that your marriage lasted 10 years or more, that you are 62 or older and that you are unmarried now. Your ex's new spouse can claim too, and neither claim reduces the other's or your ex's benefit.",
        "asks": [
          "my ex remarried so i cant get anything on his record",
          "since my ex husband has a new wife i lost my right to his social security"
        ],
        "belief": true
      }
    ],
    "summary": "If a marriage lasted at least 10 years and you are unmarried, you can claim on an ex-spouse’s record from 62 without affecting their benefit; after 2 years divorced the ex need not have filed, their remarriage does not matter, and after their death you can get survivor benefits, which remarrying at 60 or later does not stop.",
    "steps": [
      "Confirm the marriage lasted 10 years or more and that you have not remarried.",
      "You must be 62 or older; if divorced two years or more, your ex need not have claimed yet.",
      "The amount follows spousal rules (up to 50%) and survivor rules after the ex-spouse’s death."
    ],
    "benefits": [
      "Your ex-spouse’s benefit and their current spouse’s benefit are not reduced."
    ],
    "risks": [
      "Remarriage generally ends divorced-spouse benefits (remarriage after 60 keeps survivor benefits)."
    ],
    "next": [
      "Have your marriage and divorce dates ready when you contact SSA."
    ]
  },
  {
    "id": "ss-earnings-test",
    "title": "Working while collecting Social Security (the earnings test)",
    "area": "social-security",
    "questions": [
      "What is the earnings limit?",
      "Will my benefits be reduced if I keep working?",
      "earnings test 2026",
      "How much can I earn without losing Social Security?"
    ],
    "keywords": [
      "lose benefits",
      "go back to work",
      "work",
      "working",
      "keep working",
      "still working",
      "earn",
      "earnings",
      "earnings test",
      "earnings limit",
      "job",
      "part time",
      "withheld",
      "withhold",
      "hold back",
      "take back",
      "reduced",
      "income limit",
      "unemployment",
      "pension count",
      "social security tax",
      "payroll tax",
      "fica",
      "paycheck",
      "first year of retirement",
      "mid year"
    ],
    "sources": [
      "ssaWorking",
      "ssaCola"
    ],
    "ask": "How old are you, and about how much will you earn this year?",
    "points": [
      {
        "says": "Yes: from the month you reach full retirement age there is no earnings limit, so you can earn any amount and keep your whole benefit. Before it, earnings over {{earningsTest}} (2026) hold back $1 for every $2, and in the year you reach it only pay before that month counts, against {{earningsTestFraYear}}.",
        "asks": [
          "once im past full retirement age can i earn any amount",
          "no earnings limit at all after full retirement age"
        ]
      },
      {
        "says": "{{earningsTestFraYear}} in 2026, counting only what you earn in the months before the month you reach full retirement age; above it Social Security holds back $1 for every $3. From that month on there is no limit, and the withheld months are credited back in a higher check.",
        "asks": [
          "how much can i earn before i reach full retirement age later this year",
          "how much can i earn the year i reach full retirement age"
        ]
      },
      {
        "says": "In 2026 you can earn up to {{earningsTest}} from work before Social Security withholds anything, if you are under full retirement age all year; above that, SSA holds back $1 for every $2 you earn. In the year you reach full retirement age the limit is {{earningsTestFraYear}} ($1 for every $3), and from that month on there is no limit.",
        "asks": [
          "how much can i earn while on social security",
          "can i work and get social security at the same time",
          "how much can i make before they take my social security",
          "how much can i earn before social security is reduced",
          "social security earnings limit 2026",
          "how much can i make before social security gets cut"
        ]
      },
      {
        "says": "No: you can work and collect at once. Before full retirement age the earnings test may hold back some benefits if you earn more than {{earningsTest}} in 2026, and Social Security pays it back later through a higher check; from full retirement age there is no limit at all.",
        "asks": [
          "i cant collect social security and work at the same time",
          "you cant work while getting social security"
        ],
        "belief": true
      },
      {
        "calculator": "earningsTestWorked",
        "uses": [
          "earnings"
        ],
        "asks": [
          "can i work and collect social security",
          "can i take social security at 62 and still work full time",
          "i still work part time does that matter",
          "will working reduce my social security",
          "can i work part time and collect social security",
          "what about if i keep working",
          "i make 40000 a year part time will they take some of my social security back",
          "working while collecting social security how much is withheld",
          "how much will they withhold if i work while claiming",
          "working at 63 how much will they withhold",
          "will they take social security back if i work"
        ]
      },
      {
        "says": "Not permanently. If you are under full retirement age and earn over {{earningsTest}} in 2026, SSA holds back $1 for every $2 above it, and your benefit is raised at full retirement age to make up for it; from full retirement age on there is no limit.",
        "asks": [
          "will i lose social security if i go back to work",
          "do i lose my social security if i work"
        ]
      },
      {
        "says": "No, not your own retirement benefit: the earnings test counts only your own wages and self-employment income, never a spouse's, and investment income and pensions do not count either. (A spousal benefit on a working spouse's record can be held back by that spouse's earnings.)",
        "asks": [
          "will my husbands income reduce my social security",
          "does my spouses salary affect my social security check",
          "my husbands salary reduces my social security",
          "does my wifes salary count toward my earnings limit",
          "does my husbands paycheck count against my earnings limit"
        ]
      },
      {
        "says": "No, not lost: at full retirement age Social Security recalculates your benefit to credit the months it held back, so your monthly check is higher from then on.",
        "asks": [
          "is the withheld money gone forever",
          "do i get the withheld social security back",
          "money withheld under the earnings test is lost forever"
        ]
      },
      {
        "says": "No: SSA does not trim each check. It works out the year's total to withhold and holds back whole monthly checks, usually from January, until that amount is covered, then pays full checks for the rest of the year; the months held back raise your benefit at full retirement age.",
        "asks": [
          "social security takes a little off each check when i earn over the limit",
          "they reduce every check a bit instead of stopping any"
        ],
        "belief": true
      },
      {
        "calculator": "payrollTaxWhileCollecting",
        "uses": [
          "earnings"
        ],
        "asks": [
          "do i still pay social security tax on my wages while collecting",
          "do i pay fica if im getting social security",
          "i dont pay social security tax out of my paycheck anymore once im collecting"
        ]
      },
      {
        "says": "Yes, it can: Social Security reviews your record every year and raises your benefit automatically if the year's earnings replace a lower year among your highest 35. The increase is paid from January of the next year, and a lower-earning year never reduces the benefit.",
        "asks": [
          "will my benefit be recalculated if i keep working",
          "does working longer increase my social security",
          "does working after i claim add to my benefit",
          "does working past 70 increase my social security",
          "recomputation for new earnings",
          "will the extra work raise my check",
          "i claimed early and went back to work will my benefit increase",
          "if i keep working will my social security go up even though im 68"
        ]
      },
      {
        "says": "You can collect both: unemployment benefits are not earnings from work, so they do not count in the earnings test or reduce your Social Security, and collecting Social Security does not stop you from claiming unemployment. Unemployment is taxable income, though, which can make more of your Social Security taxable.",
        "asks": [
          "can i collect unemployment and social security at the same time",
          "does unemployment count toward the social security earnings limit",
          "laid off can i get unemployment and social security too"
        ]
      },
      {
        "says": "No: only wages from a job and net earnings from self-employment count in the earnings test. Pensions, annuities, IRA and 401(k) withdrawals, interest, dividends, capital gains and rental income (unless renting is your business) do not, however large.",
        "asks": [
          "does my pension count toward the social security earnings limit",
          "do ira withdrawals count against the earnings test",
          "will my rental income reduce my social security before full retirement age",
          "my ira withdrawals count toward the social security earnings limit",
          "my pension counts as earnings for the social security limit",
          "does the money i take from my ira count toward that limit too"
        ]
      },
      {
        "says": "No: in the year you reach full retirement age, only what you earn before the month you reach it counts toward the {{earningsTestFraYear}} limit, and from that month on there is no limit at all.",
        "asks": [
          "do earnings after i reach full retirement age count toward the limit",
          "does what i earn after the month i reach full retirement age count against me",
          "my pay after full retirement age counts toward the earnings test"
        ]
      },
      {
        "says": "Not for the months after you retire: in your first year of retirement a monthly test applies, so you get a full check for any month in which you earn no more than {{earningsTestMonthly}} and do no substantial self-employment, whatever you earned earlier in the year.",
        "asks": [
          "already earned over the limit before i retired do i lose the rest of the year",
          "stopped working mid year do my earlier wages count against the earnings test",
          "special rule for the first year of retirement"
        ]
      },
      {
        "says": "No: from the month you reach full retirement age there is no earnings limit: you can earn any amount and keep your whole benefit. The limit ({{earningsTest}} in 2026) applies only in the years before, and a higher one ({{earningsTestFraYear}}) to the months before it in the year you reach it.",
        "asks": [
          "the earnings limit applies after full retirement age too",
          "i lose social security for working after 67"
        ],
        "belief": true
      },
      {
        "says": "Yes: a pension does not count in the earnings test and does not reduce your own Social Security, and since the Social Security Fairness Act (for benefits from January 2024) neither does a government pension from work that paid no Social Security tax. Both count toward how much of your Social Security is federally taxable.",
        "asks": [
          "can i get social security and a pension at the same time",
          "will my pension reduce my social security"
        ]
      },
      {
        "says": "No: from the month you reach full retirement age there is no earnings limit, so you can work and earn any amount and keep your whole check. The wages are still taxed for Social Security and Medicare, and a good year can raise your benefit if it replaces a lower one among your highest 35.",
        "asks": [
          "going back to work at 68 will it affect my social security",
          "does my social security stop if i work past 67"
        ]
      },
      {
        "says": "No: from full retirement age there is no earnings limit, and a year of work still counts: if it is one of your highest 35 years (indexed for wage growth), Social Security recomputes your benefit automatically and raises it from the January after that year. Work at any age while collecting can add to the benefit the same way.",
        "asks": [
          "once im past full retirement age working wont change my social security",
          "working after 67 cant raise my benefit",
          "my social security is fixed once i start so more work doesnt help"
        ],
        "belief": true
      }
    ],
    "summary": "Before full retirement age, SSA withholds $1 of benefits for every $2 earned above {{earningsTest}}; in the year you reach full retirement age the limit is {{earningsTestFraYear}} with $1 withheld for every $3. Only your own wages count, there is no limit from full retirement age, and the months withheld raise your benefit then.",
    "steps": [
      "Only wages and net self-employment earnings count, not pensions, investment income or IRA withdrawals.",
      "From the month you reach full retirement age there is no limit at all.",
      "Withheld benefits are not lost: your benefit is recalculated upward at full retirement age.",
      "In the first year of retirement a monthly test applies: whatever you earned earlier in the year, you get a full check for any month you earn {{earningsTestMonthly}} or less (and do no substantial self-employment), so retiring mid-year does not wipe out the rest of the year."
    ],
    "benefits": [
      "You can phase into retirement and keep working part time."
    ],
    "risks": [
      "Withholding can surprise you and disrupt a monthly budget."
    ],
    "next": [
      "Estimate this year’s earnings and tell SSA if they change."
    ]
  },
  {
    "id": "ss-fairness-act",
    "title": "Pensions from non-covered work (WEP and GPO repeal)",
    "area": "social-security",
    "questions": [
      "Does the Windfall Elimination Provision still apply?",
      "I am a Massachusetts teacher, will I get Social Security?",
      "What is the Social Security Fairness Act?",
      "government pension offset repealed"
    ],
    "keywords": [
      "wep",
      "gpo",
      "windfall",
      "government pension offset",
      "fairness act",
      "teacher",
      "state pension",
      "public employee",
      "non covered",
      "municipal"
    ],
    "sources": [
      "ssaFairness"
    ],
    "points": [
      {
        "says": "No, not anymore: the Social Security Fairness Act repealed the Windfall Elimination Provision and the Government Pension Offset entirely, for benefits payable after December 2023, so a pension from work abroad that paid no U.S. Social Security tax no longer reduces your own, spousal or survivor benefit, just as a U.S. government pension does not.",
        "asks": [
          "i have a pension from canada does wep still apply",
          "will my foreign pension reduce my social security",
          "does a pension from another country cut my social security"
        ]
      },
      {
        "says": "No, not anymore: the Government Pension Offset, which cut a spousal or survivor benefit by two-thirds of a government pension (often to nothing), was repealed by the Social Security Fairness Act for benefits payable after December 2023. A spouse with a Massachusetts teacher's or state pension can now get a spousal or survivor benefit on the other's record; apply if you never did.",
        "asks": [
          "was always told she would get nothing because of her state pension is that still true",
          "does the government pension offset still cut a spousal benefit",
          "the fairness act did it end the government pension offset",
          "does the fairness act affect spousal benefits for government retirees",
          "told she gets nothing from my social security because of her government pension",
          "years ago they told me i cant get anything because of my teacher pension is that still so",
          "everyone says my teacher pension wipes out any widows check"
        ]
      },
      {
        "says": "No: a pension does not stop Social Security you earned from work that paid Social Security tax, and since the Social Security Fairness Act (benefits from January 2024) a government pension no longer reduces it either. You need about 10 years (40 credits) of such work for a benefit of your own.",
        "asks": [
          "since i have a pension i wont get any social security",
          "a government pension means no social security",
          "a pension from a private company job reduces social security"
        ],
        "belief": true
      },
      {
        "says": "Yes, very likely: the Social Security Fairness Act repealed the Government Pension Offset for benefits payable after December 2023, so a Massachusetts teacher's or state pension no longer cancels a spousal or survivor benefit. You can get up to half of your husband's full benefit at your full retirement age once he has filed; apply with Social Security, since it is not automatic if you never applied.",
        "asks": [
          "i heard the law changed can i get a spousal benefit now with my pension"
        ]
      },
      {
        "says": "Yes. The Social Security Fairness Act, signed January 5, 2025, repealed the Windfall Elimination Provision (WEP) and the Government Pension Offset (GPO) for benefits payable after December 2023, so a Massachusetts teacher's or state pension no longer reduces your Social Security; SSA paid the back benefits in 2025.",
        "asks": [
          "my social security was cut by the wep is that gone now",
          "is the wep gone",
          "was the windfall elimination provision repealed"
        ]
      },
      {
        "says": "Yes, if you earned at least 40 Social Security credits (about 10 years) from work that paid Social Security tax: your own benefit is paid in full beside a city, state or teacher's pension. Since the Social Security Fairness Act (benefits from January 2024) the pension no longer reduces it through the Windfall Elimination Provision.",
        "asks": [
          "i get a pension from the city do i get social security too",
          "can i get my own social security and a state pension both"
        ]
      },
      {
        "says": "Yes: the repeal counts from January 2024, so SSA raised monthly benefits and paid the difference back to January 2024 as a one-time retroactive payment, most of them by July 2025. If yours has not come, or looks short, call SSA or visit an office; the payment is taxable in the year received, like other benefits.",
        "asks": [
          "do i get back pay for the months the wep cut my check",
          "will social security pay me back for the windfall reduction",
          "retroactive payment fairness act",
          "did they pay back the wep money",
          "when will i get my back pay from the fairness act",
          "still waiting on my fairness act retroactive check"
        ]
      },
      {
        "says": "Yes: your own pension does not reduce a Social Security survivor benefit, and since the Social Security Fairness Act (for benefits from January 2024) a government pension from work that paid no Social Security tax no longer cuts it either. If you also have your own Social Security, you get the higher of that and the survivor benefit, not both.",
        "asks": [
          "can i get both my pension and my husbands survivor benefit"
        ]
      }
    ],
    "summary": "The Social Security Fairness Act ended the Windfall Elimination Provision and Government Pension Offset for benefits payable after December 2023, raising benefits for many public employees. People already getting benefits did not need to apply: SSA raised their checks and paid the back benefits automatically in 2025. Anyone who never applied because WEP or GPO would have wiped out their benefit needs to apply now.",
    "steps": [
      "If you have a pension from work not covered by Social Security (for example many Massachusetts teachers and public employees), your Social Security is no longer reduced by WEP or GPO.",
      "If you never applied because the offset would have wiped out a spousal or survivor benefit, apply now.",
      "Keep your address and direct-deposit details current with SSA."
    ],
    "benefits": [
      "Higher monthly benefits and, for many, spousal or survivor benefits that were previously zero."
    ],
    "risks": [
      "Higher benefits can increase how much of your Social Security is federally taxable."
    ],
    "next": [
      "Check whether you or your spouse should file a new application."
    ]
  },
  {
    "id": "ss-fra",
    "title": "Full retirement age",
    "area": "social-security",
    "questions": [
      "When do I get my full Social Security benefit?"
    ],
    "keywords": [
      "full retirement age",
      "fra",
      "normal retirement age",
      "born",
      "1960",
      "67",
      "66",
      "full benefit",
      "age"
    ],
    "sources": [
      "ssaClaiming",
      "ssaMyAccount"
    ],
    "ask": "What year were you born?",
    "points": [
      {
        "calculator": "fullRetirementAgeFor",
        "uses": [
          "birthYear"
        ],
        "asks": [
          "what is my full retirement age",
          "what is full retirement age for someone born in 1960",
          "whats my full retirement age born 1961",
          "what age is full retirement for social security if born in 1958",
          "full retirement age for my birth year",
          "born in 1962 whats my full retirement age",
          "how much do i lose if i take it at 62"
        ]
      },
      {
        "says": "Yes, 67 for anyone born in 1960 or later; for people born 1955 to 1959 it is 66 plus 2 to 10 months.",
        "asks": [
          "is full retirement age 66 or 67",
          "is full retirement age 67",
          "fra social security 67"
        ]
      },
      {
        "calculator": "claimingAgeCut",
        "uses": [
          "birthYear",
          "claimAge"
        ],
        "asks": [
          "born in 1959 if i claim at 64 what percent do i lose",
          "what percent do i lose if i claim at 63",
          "how much is the reduction if i claim at 64"
        ]
      },
      {
        "says": "No: full retirement age is 67 for anyone born in 1960 or later and 66 plus 2 to 10 months for those born 1955 to 1959 (66 for 1943 to 1954); 65 is when Medicare starts. With a full retirement age of 67, claiming at 65 pays about 13% less for life.",
        "asks": [
          "full retirement age is 65",
          "i get my full social security at 65",
          "65 is full retirement age for social security"
        ],
        "belief": true
      }
    ],
    "summary": "Full retirement age is 67 for anyone born in 1960 or later; it was 66 and some months for people born 1955 to 1959. Claiming before it cuts the check for life: with a full retirement age of 67, by 30% at 62, 25% at 63, 20% at 64, about 13.3% at 65 and about 6.7% at 66.",
    "steps": [
      "Born 1960 or later: full retirement age is 67.",
      "Born 1955 to 1959: between 66 and 2 months and 66 and 10 months.",
      "At full retirement age the earnings test no longer applies and you get 100% of your primary insurance amount.",
      "You can still claim anywhere from 62 to 70; the check is reduced before and increased after this age."
    ],
    "benefits": [
      "Knowing the age lets you time work, retirement and Medicare decisions together."
    ],
    "risks": [
      "Medicare still starts at 65, so do not wait for full retirement age to enroll in Medicare."
    ],
    "next": [
      "Check your exact age and estimate in your my Social Security account."
    ]
  },
  {
    "id": "ss-overpayments",
    "title": "A Social Security overpayment: appeal, waiver or repayment",
    "area": "social-security",
    "questions": [
      "What is a Social Security overpayment?",
      "What do I do about an overpayment notice?"
    ],
    "keywords": [
      "overpayment",
      "overpaid",
      "overpayments",
      "paid too much",
      "pay it back",
      "pay back",
      "repay",
      "waiver",
      "waive",
      "ssa-632",
      "ssa-561",
      "ssa-634",
      "reconsideration",
      "withholding rate",
      "recovery",
      "clawback"
    ],
    "sources": [
      "ssaOverpayments",
      "ssaOverpaymentWithholding",
      "ssaOverpaymentFaq",
      "ssaWaiverForm",
      "ssaSsiOverpayments",
      "ssaAppeals"
    ],
    "ask": "Do you think the overpayment is wrong, or do you agree with it but cannot afford to repay?",
    "points": [
      {
        "says": "You have three options: appeal within 60 days if you think the overpayment or its amount is wrong, ask for a waiver at any time if it was not your fault and you cannot afford to repay, or ask for smaller monthly repayments. For new overpayments the default is to withhold 50% of each check unless you act; collection waits while a timely appeal or waiver is decided.",
        "asks": [
          "got a letter saying social security overpaid me",
          "social security overpayment notice what can i do",
          "do i have to pay back a social security overpayment"
        ]
      },
      {
        "says": "For a new Social Security overpayment (retirement, survivor or disability benefits) the default since April 25, 2025 is 50% of each monthly payment, not the whole check, unless you appeal, ask for a waiver or agree a lower amount; withholding does not start right away, so there is time to act. For SSI the default is 10% of your total monthly income, and an overpayment already being repaid keeps its rate unless you are overpaid again.",
        "asks": [
          "how much will social security take out of my check for an overpayment",
          "will they take my whole social security check to pay back an overpayment",
          "overpayment withholding rate"
        ]
      },
      {
        "says": "Maybe not: if you were not at fault and repaying would leave you unable to meet ordinary living expenses (or would be unfair for another reason), ask for a waiver on Form SSA-632. There is no deadline, and Social Security holds off collecting while it decides; for a small overpayment the request can often be handled by phone at 1-800-772-1213.",
        "asks": [
          "the overpayment wasnt my fault do i have to pay it back",
          "overpaid and i cant afford to pay it back",
          "how do i ask social security to forgive an overpayment",
          "overpayment waiver form ssa-632"
        ]
      },
      {
        "says": "Ask for a reconsideration within 60 days of receiving the notice (Social Security assumes you got it 5 days after its date), online or on Form SSA-561, if you think you were not overpaid or the amount is wrong. Collection waits while a timely appeal is decided, and you can ask for a waiver at the same time in case the appeal fails.",
        "asks": [
          "i dont think i was overpaid how do i appeal",
          "the overpayment amount is wrong",
          "how long do i have to appeal an overpayment"
        ]
      },
      {
        "says": "Yes: you can ask for a lower monthly withholding or a payment plan, by check, money order, card or Pay.gov, and Social Security offers plans with very small monthly payments. Call 1-800-772-1213; if the lower amount would take more than 60 months to repay, you will be asked to show your income and expenses on Form SSA-634.",
        "asks": [
          "can i pay back an overpayment a little at a time",
          "cant afford the overpayment withholding can they take less",
          "payment plan for social security overpayment"
        ]
      },
      {
        "says": "Answer it: if you do nothing, Social Security starts withholding the default share of your benefits, and if you get no benefits it can refer the debt to the Treasury, which can take your federal tax refund or other federal payments. A repayment plan you keep up with keeps the debt from being sent for collection.",
        "asks": [
          "what happens if i dont answer the overpayment letter",
          "i dont get benefits anymore and got an overpayment bill"
        ]
      },
      {
        "says": "No: for a new Social Security overpayment the default is 50% of each monthly payment (10% of income for SSI), not the whole check, and it does not start at once: appeal within 60 days, ask for a waiver, or ask for a lower monthly amount, and collection waits while a timely appeal or waiver is decided.",
        "asks": [
          "social security will take my whole check for an overpayment",
          "they keep all my benefits until the overpayment is paid back"
        ],
        "belief": true
      },
      {
        "says": "No: if you were not at fault and repaying would leave you unable to meet ordinary living costs (or would be unfair), ask for a waiver on Form SSA-632, at any time; if it is granted you repay nothing. If you think the overpayment is wrong, appeal within 60 days instead.",
        "asks": [
          "i have to pay back an overpayment even if it wasnt my fault",
          "there is no way out of repaying a social security overpayment"
        ],
        "belief": true
      }
    ],
    "summary": "An overpayment notice says why Social Security believes it paid you too much, how much, and how it plans to get the money back. You can appeal within 60 days if the overpayment or its amount is wrong, ask for a waiver at any time if it was not your fault and you cannot afford to repay, or repay in smaller amounts; for new Social Security overpayments the default is to withhold 50% of each payment (10% of income for SSI) unless you act.",
    "steps": [
      "Read the notice: the amount, the months it covers and the reason.",
      "If it is wrong, ask for a reconsideration within 60 days (Form SSA-561 or online).",
      "If it is right but not your fault and you cannot afford it, ask for a waiver on Form SSA-632.",
      "If you agree and can repay, choose full repayment, withholding or monthly payments; Form SSA-634 asks for a lower rate."
    ],
    "benefits": [
      "Acting soon after the notice keeps withholding from starting until the appeal or waiver is decided."
    ],
    "risks": [
      "Doing nothing means 50% of each new Social Security payment can be withheld until the debt is repaid."
    ],
    "next": [
      "Call 1-800-772-1213 or your local office with the notice in hand to ask for a waiver, an appeal or a lower rate."
    ]
  },
  {
    "id": "ss-payments",
    "title": "Getting your Social Security payments",
    "area": "social-security",
    "questions": [
      "When will I get my Social Security payment?",
      "What day does my Social Security check come?",
      "How do I get federal tax withheld from my Social Security?",
      "My Social Security payment did not come, what do I do?"
    ],
    "keywords": [
      "payment",
      "payments",
      "check",
      "deposit",
      "direct deposit",
      "wednesday",
      "what day",
      "schedule",
      "paid",
      "withhold",
      "withholding",
      "w-4v",
      "apply",
      "application",
      "my social security",
      "login.gov",
      "id.me",
      "password",
      "account",
      "paper check",
      "paper checks",
      "direct express"
    ],
    "sources": [
      "ssaPaymentSchedule",
      "irsW4v",
      "ssaMyAccount",
      "ssaGarnishment",
      "ssaPayee",
      "ssaAppeals",
      "ssaAbroad",
      "treasuryGoDirect",
      "ssaSsi"
    ],
    "ask": "Is your question about the payment day, a missing payment, tax withholding or your online account?",
    "points": [
      {
        "calculator": "netDepositFor",
        "uses": [
          "monthly"
        ],
        "asks": [
          "how much actually gets deposited after medicare comes out",
          "what lands in the bank each month for the two of us",
          "what will my ssa-1099 show",
          "my deposit is less than my statement said did they make a mistake"
        ]
      },
      {
        "says": "Social Security is paid on a Wednesday set by your birthday: born on the 1st to the 10th, the second Wednesday of the month; the 11th to the 20th, the third Wednesday; the 21st to the 31st, the fourth Wednesday. If you started benefits before May 1997, or also get SSI, it comes on the 3rd. Each payment is for the month before.",
        "asks": [
          "what day does my social security check come",
          "when do social security payments come each month",
          "what day is social security paid"
        ]
      },
      {
        "calculator": "paymentDayFor",
        "uses": [
          "birthDay"
        ],
        "asks": [
          "which wednesday is my social security paid",
          "born on the 5th what day does my check come",
          "i started benefits in 1995 when do i get paid",
          "i've been on social security since before 1997 what day is my payment",
          "when does my social security get deposited"
        ]
      },
      {
        "says": "Wait three business days after your usual payment day, then call Social Security at 800-772-1213 or check your payment history in your my Social Security account; a bank or address change is the usual cause.",
        "asks": [
          "my social security payment did not come",
          "my check hasnt come yet this month",
          "social security deposit missing",
          "my check didnt come on wednesday what do i do",
          "my social security wasnt deposited today"
        ]
      },
      {
        "says": "Yes: give Social Security Form W-4V to have federal income tax withheld at 7%, 10%, 12% or 22% of each payment (no other rates), and a new W-4V changes the rate or stops it; or make quarterly estimated payments instead. Massachusetts does not tax Social Security, so there is no state withholding on it.",
        "asks": [
          "how do i get federal tax taken out of my social security",
          "can i have taxes withheld from my social security check",
          "can i have federal taxes withheld from my social security",
          "can they take federal tax out of my social security check",
          "what percent can i choose for tax withheld from social security",
          "withholding on social security benefits",
          "how do i stop social security from taking taxes out of my check"
        ]
      },
      {
        "calculator": "withholdingChoices",
        "uses": [
          "monthly"
        ],
        "asks": [
          "can i have a fixed dollar amount taken out of my social security for taxes",
          "can social security withhold a set dollar amount for taxes",
          "can they take out an exact amount each month for federal tax"
        ]
      },
      {
        "says": "We can't reach or change your Social Security account from here. You sign in to my Social Security at ssa.gov with a Login.gov or ID.me account; their own pages reset a password, and Social Security's number, 800-772-1213, helps if you are locked out.",
        "asks": [
          "can you reset my password for my ssa account",
          "i cant get into my social security account",
          "how do i sign in to my social security"
        ]
      },
      {
        "says": "Apply online at ssa.gov, by phone at 800-772-1213 or at a local office, up to 4 months before you want benefits to start. Have your birth certificate, your W-2s or self-employment tax returns for last year and your bank details ready; benefits start the month you choose, from 62.",
        "asks": [
          "how do i apply for social security",
          "how do i apply for social security retirement",
          "can i apply online for social security",
          "what do i need to sign up for social security",
          "when should i apply for social security",
          "how far ahead can i apply for retirement benefits"
        ]
      },
      {
        "says": "Sign in to your my Social Security account to change your bank account or address, or call 1-800-772-1213; your new bank can also set up the deposit for you. Keep the old account open until the first payment arrives in the new one.",
        "asks": [
          "how do i change my direct deposit for social security",
          "switched banks where does my social security go now",
          "change my address with social security"
        ]
      },
      {
        "says": "Social Security mails your SSA-1099, the yearly statement of benefits paid, each January; a replacement can be printed from your my Social Security account from February 1, or requested by phone at 1-800-772-1213.",
        "asks": [
          "where do i get my ssa-1099",
          "lost my ssa-1099",
          "replacement ssa 1099 benefit statement",
          "how do i get a copy of my 1099 for social security",
          "i need a copy of my social security 1099 for taxes",
          "how do i print my social security 1099"
        ]
      },
      {
        "says": "Print a benefit verification letter from your my Social Security account at any time; it shows your monthly benefit and Medicare coverage and is accepted as proof of your benefits. You can also ask for one by phone at 1-800-772-1213.",
        "asks": [
          "how do i get a letter proving my benefits",
          "benefit verification letter",
          "proof of my benefit amount for a landlord or mortgage"
        ]
      },
      {
        "says": "Not by most private creditors: the law protects Social Security from ordinary debts such as credit cards and medical bills, and a bank must protect two months of directly deposited benefits. It can be taken for unpaid IRS debts and other debts owed to the U.S. government, such as defaulted student loans, and for court-ordered child support or alimony.",
        "asks": [
          "can social security be garnished",
          "can a debt collector take my social security",
          "can creditors take my social security check",
          "can a credit card company garnish my social security"
        ]
      },
      {
        "says": "Ask Social Security to appoint you as her representative payee: a power of attorney does not let you manage her benefits. A payee receives the benefits for her, spends them on her needs and reports how they were used each year; apply by calling 1-800-772-1213 or at an office.",
        "asks": [
          "my mother cant manage her social security anymore",
          "how do i become a representative payee",
          "can i handle my dads social security checks for him"
        ]
      },
      {
        "says": "Usually yes: a payee files a yearly Representative Payee Report, online or on the form Social Security mails, showing how the benefits were spent or saved, and keeps the receipts and bank records. Since 2018 spouses, and parents or a minor's legal guardian living with the person, no longer file it, though Social Security can ask any payee for an accounting.",
        "asks": [
          "do i have to file a report every year as my mothers payee",
          "representative payee yearly report",
          "what does a rep payee have to report to social security"
        ]
      },
      {
        "says": "Ask for a reconsideration within 60 days of receiving the letter, online, by phone or at an office; if that fails, the next steps are a hearing before an administrative law judge, the Appeals Council and federal court, each with its own 60-day limit. Appealing within 10 days can keep some benefits paid while you wait.",
        "asks": [
          "how do i appeal a social security decision",
          "i disagree with the social security decision on my benefit",
          "request for reconsideration social security"
        ]
      },
      {
        "says": "Yes, in most countries: a U.S. citizen can keep getting Social Security while living abroad, paid by direct deposit; a few countries are excluded, and Social Security sends a questionnaire to confirm you are eligible. Medicare does not pay for care outside the U.S., so plan health coverage for where you will live.",
        "asks": [
          "can i get social security if i move abroad",
          "retiring overseas will my social security still be paid",
          "living in another country social security payments",
          "can i retire to another country and still get social security"
        ]
      },
      {
        "says": "No, not in most countries: a U.S. citizen can keep getting Social Security while living abroad, paid by direct deposit; a few countries are excluded, and Social Security sends a questionnaire to confirm you are eligible. Medicare does not pay for care outside the U.S., so plan health coverage for where you will live.",
        "asks": [
          "moving overseas ends my social security checks",
          "living abroad cuts off social security"
        ],
        "belief": true
      },
      {
        "says": "No, as a rule: SSI stops for any full calendar month you spend outside the U.S., and once you have been away 30 days in a row it does not start again until you have been back for 30 days in a row; only a few groups, such as some military families and students, are excepted. Tell Social Security before any trip of 30 days or more.",
        "asks": [
          "can i get ssi if i move abroad",
          "is ssi paid while im outside the us for a month",
          "can i keep getting ssi outside the us",
          "can i go on a long trip outside the us on ssi"
        ]
      },
      {
        "says": "Generally no: since September 30, 2025 federal benefits are paid electronically, by direct deposit or, for people without a bank account, on a Direct Express prepaid debit card. Paper checks continue only under a waiver from the Treasury for people who cannot use electronic payment; call 1-800-772-1213 to set up direct deposit or the card.",
        "asks": [
          "can i still get a paper social security check",
          "does social security still mail checks",
          "no bank account how do i get my social security",
          "paper checks ending for social security"
        ]
      },
      {
        "says": "Only if your birthday is on the 1st or 2nd: you must be 62 for the whole month, and Social Security counts you as reaching an age the day before your birthday. Born on any later day, your first month is the month after you turn 62, and each month's benefit is paid the following month.",
        "asks": [
          "can i get social security for the month i turn 62",
          "why wasnt i paid for the month i turned 62",
          "first month i can collect at 62",
          "turning 62 on the 15th when does my first check come"
        ]
      },
      {
        "says": "Sign in to your my Social Security account to see your Social Security Statement: your earnings year by year and your benefit estimates. If a year is missing or wrong, call 1-800-772-1213 or visit an office with your W-2, pay stubs or tax return for that year; the usual limit for correcting a year is 3 years, 3 months and 15 days after it ends, with some exceptions.",
        "asks": [
          "how do i check my social security earnings record",
          "how do i see my earnings record and correct a missing year",
          "a year of wages is missing from my social security statement",
          "social security has my wages wrong",
          "how do i get my social security statement"
        ]
      },
      {
        "says": "Go to ssa.gov/myaccount and choose Create an Account: you sign in through Login.gov or ID.me, and you need to be at least 18, with a Social Security number, a U.S. mailing address and an email address. Only you can create your own account; a relative may help you but may not open it for you.",
        "asks": [
          "how do i create a my social security account",
          "how do i sign up for my social security account online",
          "set up an online account with social security"
        ]
      },
      {
        "says": "No: most people are paid on a Wednesday set by their birthday: born on the 1st to the 10th, the second Wednesday; the 11th to the 20th, the third; the 21st to the 31st, the fourth. Only those who started benefits before May 1997, or who also get SSI, are paid on the 3rd.",
        "asks": [
          "everyone gets social security on the 3rd of the month",
          "social security is paid on the first of the month"
        ],
        "belief": true
      },
      {
        "says": "No: Social Security pays a person's benefits only to that person or to a representative payee it appoints, into an account titled to show the money belongs to the beneficiary (the payee manages it for them), and it does not recognize a power of attorney for this. Ask to be named payee by calling 800-772-1213 or at an office.",
        "asks": [
          "social security can deposit my moms check into my bank account",
          "with power of attorney i can handle my dads social security",
          "my mothers social security can just go into my account",
          "as her power of attorney i can manage her social security checks"
        ],
        "belief": true
      },
      {
        "says": "Not into your own account: Social Security pays a beneficiary's money to the beneficiary, or to a representative payee it appoints, into an account titled to show the beneficiary owns it, and a power of attorney does not count. Ask Social Security to name you her payee (800-772-1213 or an office), then set up the payee account.",
        "asks": [
          "can social security deposit my moms check into my account",
          "can my fathers social security be paid into my bank account",
          "can i have my mothers social security sent to my account"
        ]
      },
      {
        "says": "No: Form W-4V offers only 7%, 10%, 12% or 22% of each payment, no other rate and no flat dollar amount. For a different total, pick the nearest rate and make quarterly estimated payments (Form 1040-ES) for the rest, or withhold more from a pension or IRA.",
        "asks": [
          "i can have any percentage i want withheld from my social security",
          "i can choose 15 percent withholding on my social security",
          "i can have a flat dollar amount of tax withheld from social security"
        ],
        "belief": true
      },
      {
        "says": "Only 7%, 10%, 12% or 22%: Form W-4V offers those four rates of each payment and no other. For a different total, pick the nearest one and cover the rest with quarterly estimated payments (Form 1040-ES), or withhold more from a pension or IRA.",
        "asks": [
          "can i have 15 percent withheld from my social security",
          "can i choose 20 percent federal withholding on social security",
          "can social security withhold 5 percent for taxes"
        ]
      }
    ],
    "summary": "Social Security pays each month by direct deposit on a Wednesday set by your birthday (the 3rd of the month for those who started before May 1997 or also get SSI). You manage payments, tax withholding and your address through your my Social Security account, signed in with Login.gov or ID.me, or by calling 800-772-1213.",
    "steps": [
      "Born on the 1st to 10th: paid the second Wednesday; 11th to 20th: the third Wednesday; 21st to 31st: the fourth Wednesday.",
      "To have federal tax withheld, send Form W-4V choosing 7%, 10%, 12% or 22%.",
      "Apply online up to 4 months before you want benefits to start.",
      "If a payment is late, wait three business days, then call 800-772-1213."
    ],
    "benefits": [
      "Direct deposit arrives on a set day each month, and withholding avoids quarterly estimated payments."
    ],
    "risks": [
      "Social Security never calls or texts to ask for your number or a payment; such calls are scams.",
      "Without withholding or estimated payments, tax on your benefits can bring a penalty at filing time."
    ],
    "next": [
      "Sign in to my Social Security to check your payment day, history and withholding."
    ]
  },
  {
    "id": "ss-spousal",
    "title": "Spousal benefits",
    "area": "social-security",
    "questions": [
      "How do spousal benefits work?",
      "What about my husband’s Social Security?",
      "and for my wife?",
      "spouse who never worked social security",
      "Can a spouse collect benefits on the other spouse’s work record?"
    ],
    "keywords": [
      "spouse claim",
      "claim on my record",
      "spouse",
      "spousal",
      "collect on",
      "my record",
      "wife",
      "husband",
      "married",
      "partner",
      "couple",
      "never worked",
      "half",
      "50%",
      "family maximum"
    ],
    "sources": [
      "ssaSpouse",
      "ssaChildren",
      "ssaFamilyMax"
    ],
    "ask": "Has the working spouse already filed, and how old is each of you?",
    "presumes": "a-spouse",
    "points": [
      {
        "says": "Yes. A spouse can get up to 50% of your full-retirement-age benefit once you have filed, even with little or no work record of their own; it is reduced if they claim before their own full retirement age.",
        "asks": [
          "can my wife get social security on my record",
          "can my wife collect on my social security",
          "my wife never worked can she get benefits",
          "does my wife get anything",
          "what can my wife get from my social security",
          "how much can my wife get on my record",
          "what would my wife get at her full retirement age"
        ]
      },
      {
        "says": "After one year of marriage, in most cases: a spouse must usually have been married to the worker at least a year to get a spousal benefit, unless you have a child together or she was already entitled to certain benefits before the marriage. An ex-spouse needs a marriage of at least 10 years.",
        "asks": [
          "can my wife get spousal benefits if we have only been married a few months",
          "how long do we have to be married for spousal benefits"
        ]
      },
      {
        "says": "No, not yet: a spouse can start spousal benefits only after the worker has filed for their own retirement benefit. Once you file, your wife can get up to 50% of your full-retirement-age benefit, reduced if she claims before her own full retirement age.",
        "asks": [
          "can my wife start spousal benefits if i have not filed yet",
          "can she get spousal benefits before i claim",
          "i havent filed can my spouse get spousal benefits now"
        ]
      },
      {
        "says": "Not until you have been married a year, in most cases: SSA pays a spouse's benefit only after one continuous year of marriage, unless you are the parent of the worker's child or were entitled to certain benefits (such as a widow's, a divorced spouse's or a parent's) the month before the marriage. After that, once the worker has filed, you can get up to 50% of the worker's full-retirement-age benefit.",
        "asks": [
          "how long do we have to be married before i can get spousal benefits",
          "newly married how soon can i claim on my spouses record",
          "recently remarried when can i claim a spousal benefit",
          "got married this year can i sign up for spousal on his record now"
        ]
      },
      {
        "says": "No, not both in full: if you qualify on your own record and as a spouse, SSA pays your own benefit first and adds only the difference if the spousal amount (up to 50% of your spouse's full benefit) is higher, so you get the higher of the two, not the sum.",
        "asks": [
          "can i collect both benefits at the same time",
          "do i get my own benefit plus half of my husbands",
          "so i get mine plus half of his added together",
          "can i get both my own benefit and a spousal benefit",
          "can i get both my own and spousal benefit",
          "do i get my own check and spousal on top",
          "i get a small check on my own can i switch to the spousal benefit",
          "do i get both checks or just one"
        ]
      },
      {
        "says": "No: a spousal benefit stops growing at the spouse's own full retirement age, at up to 50% of the worker's full benefit; delayed retirement credits do not apply to it, so there is no gain from waiting past full retirement age for it.",
        "asks": [
          "do spousal benefits increase after full retirement age",
          "can she get a bigger spousal benefit by delaying",
          "does delaying raise a spousal benefit",
          "the spousal benefit keeps growing if she waits until 70"
        ]
      },
      {
        "says": "No, not if you were born on or after January 2, 1954: under deemed filing, applying for either your own or a spousal benefit applies for both at once, and you get the higher combined amount; a restricted application (spousal only, your own left to grow) is open only to people born before that date. A widow or widower can still take a survivor benefit first and switch to their own later.",
        "asks": [
          "can i file just for the spousal benefit and let my own grow to 70",
          "husband already collects can i file only for spousal now and let mine grow",
          "can i take spousal now and switch to my own later",
          "can i get spousal now and my own later",
          "my husband is collecting can i take spousal now and my own at 70",
          "restricted application for spousal benefits"
        ]
      },
      {
        "says": "Yes, if they are unmarried and under 18 (19 if still in high school) or were disabled before 22: each can get up to half of your full benefit while you receive yours. A family maximum limits the total paid on your record, and grandchildren qualify only in narrow cases, such as when their parents have died or are disabled.",
        "asks": [
          "benefits for my children when i start collecting",
          "do minor children get benefits when a parent retires",
          "my teenager get benefits when i start collecting",
          "can my kids in high school get benefits on my record",
          "my adult son has been disabled since birth can he get benefits on my record when i file"
        ]
      },
      {
        "says": "Only in narrow cases: a grandchild can get benefits on your record if you support the child and the child's parents have died or are disabled (or, in some cases, the child lived with you and you supported them before you started benefits); a child whose parents can support them does not qualify. Ask Social Security with the child's and parents' details.",
        "asks": [
          "can my grandson get social security on my record",
          "can a grandchild who lives with me get benefits"
        ]
      },
      {
        "says": "Yes: the family maximum caps the total monthly benefits paid on one worker's record at about 150% to 180% of the worker's full benefit. Your own benefit is not cut; when the family's benefits add up to more, each family member's benefit is reduced in proportion. A divorced spouse's benefit does not count toward the cap.",
        "asks": [
          "is there a limit on how much my family can get on my record",
          "family maximum social security"
        ]
      },
      {
        "says": "No: a spousal benefit is paid on top of yours and never reduces your own retirement benefit; only the other family members' benefits on your record can be trimmed by the family maximum.",
        "asks": [
          "a spousal benefit reduces the workers own social security",
          "my wifes claim on my record reduces my own social security",
          "if my wife claims on my record it lowers my check",
          "spousal benefits come out of my social security check"
        ],
        "belief": true
      },
      {
        "says": "No: the spousal benefit is up to 50% of the worker's full-retirement-age amount, not of the larger check earned by waiting past it; delayed retirement credits do not raise a spousal benefit (they do raise the survivor benefit).",
        "asks": [
          "spousal benefit is half of what i get at 70",
          "if i wait to 70 the spousal benefit goes up too",
          "her spousal benefit goes up if i delay mine",
          "i waited until 70 so my wifes spousal benefit is bigger"
        ],
        "belief": true
      },
      {
        "says": "Yes, once the adoption is legal: an adopted child, a grandchild included, counts as your own child, so while unmarried and under 18 (19 if still in high school), or disabled before 22, the child can get up to half of your full benefit while you receive yours, within the family maximum.",
        "asks": [
          "can my adopted grandchild get benefits on my record",
          "we adopted our grandson can he get social security",
          "adopted child social security benefits"
        ]
      },
      {
        "says": "Often yes, if you are the higher earner: your check becomes her survivor benefit, and a much younger wife is likely to live on it for many years, so each year you delay, up to 70, raises what she would get for life. Her spousal benefit while you both live is based on your full-retirement-age amount, not on when you claim.",
        "asks": [
          "my wife is much younger should i wait until 70 to claim",
          "my wife is ten years younger should i delay social security"
        ]
      },
      {
        "says": "No: a spousal benefit is at its most, up to 50% of the worker's full-retirement-age benefit, once the spouse reaches her own full retirement age; delayed retirement credits do not apply to it, so waiting longer adds nothing. Only a retirement benefit on her own work record grows until 70.",
        "asks": [
          "her spousal benefit keeps growing if she waits past full retirement age",
          "waiting past full retirement age raises a spousal benefit"
        ],
        "belief": true
      },
      {
        "says": "No: in most cases a spouse must have been married to the worker for at least one continuous year before a spousal benefit is paid, unless you have a child together or she was entitled to certain benefits (such as a widow's or a divorced spouse's) the month before the marriage.",
        "asks": [
          "my wife can get spousal benefits as soon as we marry",
          "a new spouse can claim on my record right after the wedding",
          "we just got married so she can start a spousal benefit now",
          "social security pays my spouse even if we just got married"
        ],
        "belief": true
      }
    ],
    "summary": "A spouse can receive up to 50% of the worker’s full-retirement-age benefit, reduced if the spouse claims before their own full retirement age.",
    "steps": [
      "The worker must have filed for benefits before the spouse can get a spousal benefit.",
      "SSA pays the spouse’s own benefit first and tops it up to the spousal amount if that is higher.",
      "Spousal benefits do not grow past the spouse’s full retirement age, so there is no gain in the spouse waiting past it.",
      "Couples usually coordinate: the lower earner may claim earlier while the higher earner delays."
    ],
    "benefits": [
      "Provides income to a spouse with little or no work record.",
      "Coordinated claiming can raise a couple’s lifetime benefits."
    ],
    "risks": [
      "Claiming spousal benefits early reduces them permanently."
    ],
    "next": [
      "Compare both spouses’ estimates side by side to plan who claims when."
    ]
  },
  {
    "id": "ss-survivor",
    "title": "Survivor benefits",
    "area": "social-security",
    "questions": [
      "What happens to Social Security when a spouse dies?",
      "How do survivor benefits work?",
      "Can a widow get her husband’s Social Security?",
      "If my husband goes first, do I get his check?",
      "widow social security benefits"
    ],
    "keywords": [
      "survivor",
      "survivors",
      "widow",
      "widower",
      "dies",
      "died",
      "death",
      "passed away",
      "surviving spouse"
    ],
    "sources": [
      "ssaSurvivors",
      "ssaPomsDeemedFiling"
    ],
    "ask": "How old are you, and what were your own and your late spouse's monthly benefits?",
    "presumes": "a-death",
    "points": [
      {
        "says": "No: the earnings test applies to survivor benefits too. Before your full retirement age, Social Security holds back $1 for every $2 you earn from work over {{earningsTest}} (2026); from full retirement age there is no limit, and withheld months are credited back then.",
        "asks": [
          "survivor benefits dont have an earnings test",
          "working does not affect a widows benefit before full retirement age"
        ],
        "belief": true
      },
      {
        "says": "It depends on the month the payment is for: Social Security pays a month behind, so the payment that arrives in the month of death is for the month before and is kept, while any payment for the month of death or later must be returned; Social Security usually takes it back from the bank, so leave it there.",
        "asks": [
          "my mother died do we have to return her social security check",
          "do i have to give back the social security payment that came after she died",
          "dad passed do we give back his social security deposit"
        ]
      },
      {
        "says": "Yes, before your full retirement age: the earnings test applies to survivor benefits too, so if you work and earn over {{earningsTest}} in 2026, Social Security holds back $1 of benefits for every $2 above it ($1 for every $3 over {{earningsTestFraYear}} in the year you reach full retirement age). Pensions and investment income do not count, nothing is held back from full retirement age on, and withheld months are credited back then.",
        "asks": [
          "does my survivor benefit get cut if i work at 62",
          "is there an earnings limit for survivor benefits",
          "im a widow with a job will my survivor check be reduced"
        ]
      },
      {
        "says": "Yes, usually: the funeral home's report tells Social Security of the death, but you still call 800-772-1213 to apply for survivor benefits and the one-time {{deathPayment}} payment, which are not automatic. Only if you were already getting spouse's benefits on the late spouse's record are they changed to survivor benefits (and the {{deathPayment}} paid) without a new application.",
        "asks": [
          "the funeral home said they reported the death to social security do i need to do anything else",
          "funeral home reported the death do i still have to call social security",
          "are survivor benefits automatic or do i have to apply"
        ]
      },
      {
        "says": "{{deathPayment}}, once: Social Security's lump-sum death payment goes to a surviving spouse who lived with the worker, or who was getting benefits on the worker's record, or else to a child who can get benefits on it. Apply within 2 years of the death, by phone at 800-772-1213 or at an office, unless it was paid automatically.",
        "asks": [
          "how much is the social security death payment",
          "whats the lump sum death benefit from social security",
          "is there a one time payment from social security when someone dies",
          "the funeral home mentioned a death payment from social security how much is it",
          "social security pays for the funeral how much do they give"
        ]
      },
      {
        "says": "Yes, usually you have to apply: the one-time {{deathPayment}} death payment goes to a surviving spouse who lived with the worker (or a child), and you apply by phone at 800-772-1213 or at an office within 2 years of the death. If you were already getting benefits on your spouse's record, it is paid automatically.",
        "asks": [
          "do i have to apply for the 255 death payment or does it just come",
          "is the social security death payment automatic"
        ]
      },
      {
        "says": "Call Social Security at 1-800-772-1213 to report the death (the funeral home often does this too) and ask about survivor benefits: you can get up to 100% of your spouse’s benefit at your full retirement age, or a reduced amount from 60, plus a one-time {{deathPayment}} death payment. You keep the larger of the two benefits, not both.",
        "asks": [
          "my husband just died what do i do about his social security",
          "my spouse died what happens to social security",
          "husband passed away social security"
        ]
      },
      {
        "says": "It makes waiting more valuable if you are the higher earner: your benefit becomes her survivor benefit, and a younger wife is likely to live on it for longer, so each year you delay, up to 70, raises what she would get for life. Her own spousal benefit, while you both live, is based on your full-retirement-age amount, not on when you claim.",
        "asks": [
          "claiming age with a younger spouse"
        ]
      },
      {
        "says": "Yes, if she is at her full retirement age: a widow or widower then gets 100% of what you were receiving, in place of her own benefit if that is smaller. Claimed earlier, from 60, it is reduced (to 71.5% at 60), and she keeps only the larger of the two checks, not both.",
        "asks": [
          "if i die will my wife get my whole check",
          "will my widow get my full social security"
        ]
      },
      {
        "says": "Unmarried children can get survivor benefits of up to 75% of the parent’s benefit until 18, or 19 if still in high school, and at any age if disabled before 22. A surviving parent caring for a child under 16 can also get benefits at any age.",
        "asks": [
          "survivor benefits for kids",
          "social security for children when a parent dies"
        ]
      },
      {
        "calculator": "survivorFor",
        "uses": [
          "monthly",
          "widowed"
        ],
        "asks": [
          "he got 2800 a month and i get 1500 what happens to mine",
          "if my husband dies what do i get from his social security",
          "we both get social security if he dies what happens to mine",
          "if he dies what do i get",
          "which check do i keep when my spouse dies",
          "do i get both social security checks when my husband dies",
          "can i get both my own social security and my late husbands",
          "can i get my late husbands social security and my own at the same time",
          "if he dies do i keep mine and also get his",
          "my husband died he was getting 2900 a month what happens to my check",
          "how much will i get as a widow if he dies now",
          "she took her social security early and died what do i get now",
          "my wife died will my check go up because of hers"
        ]
      },
      {
        "says": "From 60 (50 if you are disabled), at a reduced amount; the full survivor benefit, 100% of your late spouse's benefit, comes at your survivor full retirement age. You can take a survivor benefit first and switch to your own later if yours will be larger, or the other way around. Before your full retirement age, the earnings test applies to survivor benefits too: if you still work, SSA holds back $1 of benefits for every $2 earned above {{earningsTest}} (2026).",
        "asks": [
          "when can a widow start survivor benefits",
          "what age can i get survivor benefits",
          "i am 59 and my husband just passed when can i get his social security",
          "my husband died young and never collected what can i get"
        ]
      },
      {
        "says": "A survivor benefit from what he would have received: past his full retirement age, that includes the delayed credits he had earned up to his death. You get up to 100% of it at your own full retirement age (less from 60), or your own benefit if that is larger.",
        "asks": [
          "if my husband dies before he claims what do i get"
        ]
      },
      {
        "says": "Yes: what you paid in protects them. Your spouse can get a survivor benefit on your record, up to 100% at their survivor full retirement age (less from 60, or at any age while caring for your child under 16), as can children under 18 and an ex-spouse married to you at least 10 years; a spouse or child also gets a one-time {{deathPayment}}.",
        "asks": [
          "does my family get anything from social security if i die before collecting",
          "does my family get anything from social security if i die young"
        ]
      },
      {
        "says": "No, not if you remarry at 60 or older (50 if disabled): remarriage after 60 does not affect survivor benefits. Remarrying before 60 ends them while the new marriage lasts; if it ends, you can qualify again.",
        "asks": [
          "will i lose my survivor benefits if i remarry",
          "remarrying will i lose the survivor benefits from my first husband",
          "if a widow remarries does she lose her benefits",
          "we are both widowed thinking of getting married will that affect our benefits"
        ]
      },
      {
        "says": "You keep your survivor benefit when you remarry at 60 or later, and after a year of marriage you can also qualify as a spouse on your new husband's record, up to 50% of his full benefit. Social Security pays the higher of the two, not both, so the spousal benefit helps only if it is larger.",
        "asks": [
          "i get survivor benefits and im getting married again could i get more from my new spouse",
          "can i get spousal benefits from my new husband and keep my survivor benefit",
          "getting married again could i get more from my fiance",
          "widowed and getting married again would i get more on my new husbands record"
        ]
      },
      {
        "says": "Yes, if the marriage lasted at least 10 years: a surviving divorced spouse can get the same survivor benefit as a widow, from 60, up to 100% of the ex's benefit at survivor full retirement age. Remarrying at 60 or later does not stop it, and it does not reduce what his widow or children get.",
        "asks": [
          "my ex husband died can i get survivor benefits on his record",
          "can i collect my dead ex husbands social security",
          "my ex wife passed away can i get her social security",
          "divorced widow survivor benefits",
          "my ex died can i get his survivor benefit if i remarried after 60",
          "my ex husband died and i remarried after 60 can i still get his survivor benefit",
          "can a divorced spouse get survivor benefits"
        ]
      },
      {
        "says": "Yes: you can take the survivor benefit first and switch to your own retirement benefit later, at 70 with delayed credits if that is larger, or take your own first and switch to the survivor benefit at your survivor full retirement age.",
        "asks": [
          "can i take her survivor benefit now and switch to my own later",
          "can i take survivor benefits first and my own later"
        ]
      },
      {
        "says": "No: you can take the survivor benefit first and switch to your own retirement benefit later, at 70 with delayed credits if that is larger, or take your own first and switch to the survivor benefit at your survivor full retirement age.",
        "asks": [
          "if i pick my own or the widows benefit now am i locked in",
          "is my choice between survivor and my own benefit permanent"
        ]
      },
      {
        "says": "No: taking your own retirement benefit early reduces your own benefit for life, not the survivor benefit. When you switch to the survivor benefit at your survivor full retirement age, you get the full survivor amount (100% of your late spouse's benefit), whatever age you took your own.",
        "asks": [
          "if i take my own benefit early does that shrink my survivor benefit later",
          "does taking my own at 62 reduce the widows benefit i switch to",
          "will claiming my own early lower my survivor check"
        ]
      },
      {
        "says": "No, it goes back: benefits are paid the month after they are due, and none is due for the month of death, so a payment for that month or later must be sent back. Social Security usually reclaims it from the bank; a surviving spouse may get the one-time {{deathPayment}} payment.",
        "asks": [
          "his check for march came in april he died in march do i keep it",
          "do i have to return the payment for the month he died",
          "we get to keep his social security check for the month he died",
          "mom died do we have to return her payment for the next month"
        ]
      },
      {
        "says": "No: deemed filing does not apply to survivor benefits. A widow or widower can take the survivor benefit alone and let their own grow (to 70, with delayed credits), or take their own first and switch to the survivor benefit at survivor full retirement age; Social Security pays one check, the larger, never both.",
        "asks": [
          "deemed filing means a widow has to take both benefits at once",
          "deemed filing applies to survivor benefits"
        ],
        "belief": true
      },
      {
        "says": "No: a widow or widower can get up to 100% of the late spouse's benefit at survivor full retirement age (from 71.5% at 60), in place of their own if that is larger; half is the spousal benefit while both are alive.",
        "asks": [
          "when i die my wife gets only 50 percent of my benefit",
          "a widow only gets 50 percent of the benefit",
          "my wife gets half my social security when i die"
        ],
        "belief": true
      },
      {
        "says": "No: a widow or widower is paid one check, the larger of their own benefit and the survivor benefit on the late spouse's record, never both; if the late spouse's was larger, the survivor's check rises to it (in full at survivor full retirement age).",
        "asks": [
          "when my husband dies i get both social security checks",
          "a widow keeps her own check and her husbands too",
          "i will collect both our checks after he passes",
          "ill get my husbands full check plus my own after he dies"
        ],
        "belief": true
      },
      {
        "says": "Yes: a survivor benefit rests on what he was receiving when he died, so claiming early lowers it for life and waiting to 70 raises it with his delayed credits. If he claimed early, a widow at her full retirement age still gets at least 82.5% of his full amount.",
        "asks": [
          "does my husbands claiming age change my survivor benefit",
          "if my husband claims early does it lower what i get after he dies"
        ]
      },
      {
        "says": "No benefit is paid for the month of death: Social Security pays each month's benefit the following month, so a payment that arrives after the death for that month must be returned. Your wife then keeps the larger of her own benefit and a survivor benefit on your record, plus the one-time {{deathPayment}} payment.",
        "asks": [
          "does my social security stop when i die or does my wife get the last check",
          "what happens to the social security check for the month of death"
        ]
      },
      {
        "says": "No: his dying before his full retirement age does not cut your survivor benefit. If he had not claimed yet, you get 100% of his full benefit once you reach your own full retirement age (less only if you take it earlier, from 60). If he had claimed early, it is based on his reduced check, but never less than 82.5% of his full benefit.",
        "asks": [
          "since he died before 67 i only get a cut down widows amount",
          "because my husband died before full retirement age my survivor benefit is reduced"
        ],
        "belief": true
      },
      {
        "says": "Yes, at any age while you care for his child under 16 (or disabled) and have not remarried: a widow or widower caring for the child can get 75% of the late spouse's benefit, and each unmarried child under 18 (19 if still in high school) can get 75% too, within the family maximum. The parent's benefit stops when the youngest child turns 16, and the earnings test applies while you work; survivor benefits are open again from 60.",
        "asks": [
          "my husband died and i have a child under 16 can i get benefits now",
          "widow with young kids can i get social security before 60",
          "im under 60 with kids at home can i collect on my late husband",
          "husband died we have a teenager can i collect anything now"
        ]
      },
      {
        "says": "No: a widow or widower gets one benefit, the larger of their own and the survivor benefit, not both added together; if their own is smaller, Social Security pays it plus the difference, which comes to the same total. You can take one first and switch to the other later if that pays more.",
        "asks": [
          "as a widow i get my own benefit plus my husbands",
          "i can collect my own social security and my late husbands at the same time",
          "widows get both their own and their spouses social security",
          "as a widow i get both checks"
        ],
        "belief": true
      },
      {
        "says": "No: a widow or widower can start survivor benefits at 60 (50 if disabled), reduced for starting early, down to 71.5% at 60; the full amount comes at survivor full retirement age. Caring for the worker's child under 16 allows a benefit at any age.",
        "asks": [
          "i have to wait until 67 to get survivor benefits",
          "a widow cant collect anything until full retirement age",
          "widows benefits dont start until 67",
          "i cant get my widows benefit before 67"
        ],
        "belief": true
      }
    ],
    "summary": "A surviving spouse, or an ex-spouse married at least 10 years, can receive up to 100% of the deceased worker’s benefit at the survivor’s full retirement age, or a reduced amount from age 60; remarrying at 60 or later does not stop it.",
    "steps": [
      "Report the death to SSA; funeral homes often do this.",
      "A survivor keeps the larger of their own benefit or the survivor benefit, not both.",
      "Survivor benefits can start at 60 (50 if disabled), reduced before full retirement age.",
      "A survivor can take one benefit first and switch to the other later if that pays more."
    ],
    "benefits": [
      "The higher earner delaying their claim raises the survivor’s income for life."
    ],
    "risks": [
      "The household loses one check at the first death, often with expenses that stay the same."
    ],
    "next": [
      "Review how much income the survivor would have under each claiming plan."
    ]
  },
  {
    "id": "ss-taxes",
    "title": "Are Social Security benefits taxable?",
    "area": "social-security",
    "questions": [
      "Is Social Security taxable?",
      "Do I pay tax on my Social Security?",
      "How much of my Social Security is taxed?",
      "provisional income social security",
      "no tax on social security"
    ],
    "keywords": [
      "federal tax",
      "federally",
      "benefits taxed",
      "taxable",
      "taxed",
      "tax",
      "taxes",
      "provisional income",
      "combined income",
      "85%",
      "withholding",
      "w-4v"
    ],
    "sources": [
      "ssaTaxes",
      "irsPub915",
      "massSeniors"
    ],
    "ask": "How much are your yearly Social Security benefits and your other income, and do you file jointly?",
    "points": [
      {
        "calculator": "taxableSocialSecurity",
        "uses": [
          "benefits",
          "otherIncome",
          "married"
        ],
        "asks": [
          "how much of our social security is taxable",
          "do i have to pay taxes on my social security benefits",
          "im still working will my social security be taxed",
          "is social security taxed if i keep working",
          "how much of my social security gets taxed",
          "how much of my social security would the irs tax",
          "is my social security taxable with a pension",
          "how much of my social security is taxable if my other income is",
          "single filer how much of my social security benefits are taxable with my other income",
          "filing jointly with other income how much of our social security is taxable"
        ]
      },
      {
        "says": "No: at most 85% of your benefits is counted as taxable income, and that part is taxed at your bracket's rate, so the tax is a fraction of it; with combined income under {{ssTaxSingle50}} single or {{ssTaxJoint50}} joint, none of it is taxable.",
        "asks": [
          "they take 85 percent of my social security in tax",
          "the government takes 85 percent of my social security in taxes",
          "all of my social security gets taxed because of my pension",
          "the whole social security benefit is taxable if your income is high",
          "the tax rate on social security is 85 percent",
          "social security has an 85 percent tax rate"
        ],
        "belief": true
      },
      {
        "says": "No, usually the opposite: a married couple who file separately and lived together at any time in the year have a base amount of zero, so up to 85% of their benefits is taxable from the first dollar. Filing separately helps with this only if you lived apart all year, and it costs other credits and deductions too.",
        "asks": [
          "would filing separate returns cut the tax on our social security",
          "should we file separate returns to lower tax on social security",
          "do separate returns help with social security tax"
        ]
      },
      {
        "says": "No: no age ends the tax on Social Security; whether up to 50% or 85% of it is taxable depends only on your combined income. At 65 the senior deduction of up to {{seniorDeduction}} (2025 to 2028) lowers your tax but does not exempt the benefits.",
        "asks": [
          "social security is exempt from tax after 65",
          "at 70 social security becomes exempt from tax",
          "seniors are exempt from tax on social security"
        ],
        "belief": true
      },
      {
        "says": "Yes: an RMD or any other taxable IRA or 401(k) withdrawal counts in the combined income that decides how much of your Social Security is taxable (half your benefits plus your other income), so a larger withdrawal can make more of your Social Security taxable. A qualified charitable distribution does not count.",
        "asks": [
          "does my rmd count as income for social security taxes"
        ]
      },
      {
        "says": "Not necessarily all this year: back pay received this year is on this year's SSA-1099, but the IRS lump-sum election lets you figure the part for earlier years as if you had received it in those years (without amending them), which often lowers the taxable amount. IRS Publication 915 has the worksheets; whether any of it is taxable still depends on your other income.",
        "asks": [
          "got social security disability back pay in one year do i pay tax on all of it",
          "social security back pay taxes",
          "lump sum social security payment for earlier years taxed"
        ]
      },
      {
        "says": "Usually no: with no other income, your combined income is just half your benefits, and none is taxable unless that half passes {{ssTaxSingle50}} single or {{ssTaxJoint50}} joint, which few checks reach; then you may not need to file a return at all. Tax-exempt interest counts too, and Massachusetts does not tax Social Security.",
        "asks": [
          "is social security taxable if its my only income",
          "social security is my only income is it taxable",
          "my ss is my only income do i pay tax on it"
        ]
      }
    ],
    "summary": "Up to 85% of Social Security can be federally taxable, depending on your combined income: up to 50% of benefits once it passes {{ssTaxSingle50}} single or {{ssTaxJoint50}} joint, and up to 85% above {{ssTaxSingle85}} or {{ssTaxJoint85}}. Massachusetts does not tax Social Security.",
    "steps": [
      "Combined income = adjusted gross income + tax-exempt interest + half of your benefits.",
      "Single: up to 50% taxable above {{ssTaxSingle50}} and up to 85% above {{ssTaxSingle85}}.",
      "Married filing jointly: up to 50% above {{ssTaxJoint50}} and up to 85% above {{ssTaxJoint85}}.",
      "At 65 or older, the temporary senior deduction of up to {{seniorDeduction}} per person (2025 to 2028) can offset some of this tax.",
      "You can have federal tax withheld from benefits with Form W-4V."
    ],
    "benefits": [
      "Managing IRA withdrawals, Roth conversions and QCDs can keep more of your benefit untaxed."
    ],
    "risks": [
      "These thresholds are not indexed for inflation, so more retirees pay each year."
    ],
    "next": [
      "Check line 6 of last year’s Form 1040 to see how much of your benefit was taxed."
    ]
  },
  {
    "id": "ss-trust-fund",
    "title": "Is Social Security going broke?",
    "area": "social-security",
    "questions": [
      "Is Social Security going broke?",
      "Will Social Security run out?",
      "What happens when the trust fund runs out?",
      "Will my benefits be cut in 2033?",
      "Is the system going bankrupt?"
    ],
    "keywords": [
      "going broke",
      "broke",
      "bankrupt",
      "run out",
      "running out",
      "trust fund",
      "insolvent",
      "depleted",
      "benefit cut",
      "system",
      "future",
      "still be there",
      "go bust",
      "while i can"
    ],
    "sources": [
      "ssaTrustees",
      "ssaMyAccount"
    ],
    "points": [
      {
        "says": "Only if Congress does nothing: from 2033, when the 2025 Trustees Report projects the retirement trust fund's reserve runs out, the payroll taxes still coming in would pay about 77% of scheduled benefits, a cut of about 23% for everyone, retirees included; the checks would not stop.",
        "asks": [
          "will my benefits be cut if the trust fund runs out",
          "will social security cut my check in 2033",
          "will social security still be there for me"
        ]
      },
      {
        "says": "Claiming early out of fear usually costs more than it saves: an early claim cuts your check for life, by up to 30%, while even if Congress did nothing at all, the payroll taxes still coming in would pay about 77% of scheduled benefits after the retirement trust fund's reserve runs out in 2033, as the 2025 Trustees Report projects.",
        "asks": [
          "should i claim early before social security runs out",
          "should i take social security early before the trust fund runs out",
          "should i just take it at 62 while i can before it runs out"
        ]
      },
      {
        "says": "No: even if the retirement trust fund's reserve runs out in 2033, as the 2025 Trustees Report projects, the payroll taxes still coming in would pay about 77% of scheduled benefits unless Congress acts; the checks would not stop.",
        "asks": [
          "social security will run out and i will get nothing",
          "when the trust fund runs out in 2033 the checks stop"
        ],
        "belief": true
      },
      {
        "says": "No: by law the trust fund's reserves are invested in interest-bearing Treasury securities, which are redeemed as needed to pay benefits. They are being drawn down and, per the 2025 Trustees Report, run out in 2033, after which payroll taxes would still pay about 77% of scheduled benefits unless Congress acts.",
        "asks": [
          "congress spent the trust fund so there is nothing in it",
          "the social security trust fund is just ious and worthless"
        ],
        "belief": true
      }
    ],
    "summary": "No, Social Security is not going broke: it is paid mostly from the payroll taxes of people working now, and those keep coming in. The 2025 Trustees Report projects that the retirement trust fund’s reserve runs out in 2033; after that, incoming taxes would still pay about 77% of scheduled benefits (81% for the combined funds from 2034) unless Congress acts, as it did in 1983.",
    "steps": [
      "Plan on the benefit in your my Social Security estimate, and test your plan with about 20% less from 2033 as a worst case.",
      "Base your claiming age on your health, marriage and other income, not on headlines.",
      "Watch the Trustees Report each year; a change in law would most likely come with notice."
    ],
    "benefits": [
      "Payroll taxes keep paying most benefits even in the worst projection."
    ],
    "risks": [
      "Without action by Congress, benefits could be cut by about 23% from 2033.",
      "Claiming early out of fear cuts your benefit for life."
    ],
    "next": [
      "Download your estimate from your my Social Security account and run your plan with and without a cut."
    ]
  },
  {
    "id": "ssi",
    "title": "Supplemental Security Income (SSI): who gets it and how much",
    "area": "social-security",
    "questions": [
      "What is Supplemental Security Income?",
      "How does SSI work?"
    ],
    "keywords": [
      "ssi",
      "supplemental security income",
      "supplemental security",
      "resource limit",
      "resources",
      "countable income",
      "one-third reduction",
      "ssp"
    ],
    "sources": [
      "ssaSsi",
      "ssaSsiAmounts",
      "ssaSsiResources",
      "ssaSsiIncomeExclusions",
      "ssaSsiOneThird",
      "ssaSsiReporting",
      "ssaPaymentSchedule",
      "massSsp",
      "massHealthGeneralPolicies",
      "medicareExtraHelp"
    ],
    "ask": "Are you 65 or older, and about how much do you have in savings and monthly income?",
    "points": [
      {
        "says": "No: Social Security retirement and disability benefits are earned with work credits, while SSI (Supplemental Security Income) is a separate, needs-based program for people 65 or older, blind or disabled with little income and few assets, whether or not they worked. In 2026 SSI pays up to {{ssiIndividual}} for one person, less countable income, so someone with a small Social Security check can get both.",
        "asks": [
          "ssi and social security are the same thing",
          "ssi is just another name for social security",
          "ssi is the social security retirement check",
          "ssi is the same as social security"
        ],
        "belief": true
      },
      {
        "says": "SSI (Supplemental Security Income) is a separate, needs-based program for people 65 or older, blind or disabled who live in the U.S. as citizens or qualifying noncitizens and have little income and few assets, whether or not they worked; Social Security is earned with work credits. In 2026 SSI pays up to {{ssiIndividual}} for one person and {{ssiCouple}} for a couple, less countable income, so someone with a small Social Security check can get both.",
        "asks": [
          "whats the difference between ssi and social security",
          "is ssi only for people who never worked",
          "who can get ssi"
        ]
      },
      {
        "says": "Up to {{ssiIndividual}} for one person and {{ssiCouple}} for a couple who both qualify in 2026, a rate that rose 2.8% with the cost-of-living adjustment. Your countable income is subtracted from it, and Massachusetts adds a small state supplement on top.",
        "asks": [
          "how much is ssi a month in 2026",
          "what is the most ssi pays",
          "ssi amount for a married couple"
        ]
      },
      {
        "says": "{{ssiResourceIndividual}} for one person and {{ssiResourceCouple}} for a couple in countable resources, a limit that is not raised for inflation. Cash, bank accounts, stocks, bonds, retirement accounts you could cash out and property other than your home count; if you are over on the first of a month, no SSI is paid for that month.",
        "asks": [
          "how much money can i have in the bank and still get ssi",
          "ssi asset limit",
          "what is the resource limit for ssi",
          "do my savings count for ssi"
        ]
      },
      {
        "says": "Yes: the home you live in and the land it sits on do not count, nor does one car used for transportation, whatever its value. Household goods and personal effects, burial plots, burial funds up to {{ssiBurialFunds}} each for you and your spouse, and life insurance with a total face value of {{ssiLifeInsuranceFace}} or less do not count either; a second home or a second car does count, and so does the cash value of policies with a larger face value.",
        "asks": [
          "can i own my house and still get ssi",
          "does my car count against ssi",
          "what doesnt count for the ssi limit"
        ]
      },
      {
        "says": "SSI does not count the first {{ssiGeneralExclusion}} of most income, then the first {{ssiEarnedExclusion}} of wages and 50% of the wages above that; what is left is subtracted dollar for dollar from the SSI payment. So earnings cut SSI by about 50 cents on the dollar, while Social Security, a pension or other unearned income above {{ssiGeneralExclusion}} cuts it by the full amount.",
        "asks": [
          "if i work part time how much does my ssi go down",
          "how does social security count my income for ssi",
          "does working reduce my ssi"
        ]
      },
      {
        "says": "You can when your Social Security is small and your resources are under the limit: Social Security counts as unearned income, so after the first {{ssiGeneralExclusion}} it lowers SSI dollar for dollar. In 2026 a single person whose only income is Social Security can get some SSI if the check is under {{ssiIndividual+ssiGeneralExclusion}}; the two come as separate payments.",
        "asks": [
          "can i get ssi on top of my social security",
          "can i get ssi and social security both",
          "i get a small social security check can i also get ssi",
          "will my social security reduce my ssi"
        ]
      },
      {
        "says": "It can be: if you live in someone else's home all month and do not pay your share of the rent or mortgage and utilities, SSI is cut by one-third of the full SSI rate. Paying your share (the household's shelter costs divided by the number living there) avoids the cut; if someone pays your rent in your own place, that help also counts, by at most one-third of the full rate plus {{ssiGeneralExclusion}}. Food others give you has not counted since September 30, 2024.",
        "asks": [
          "i live with my daughter will my ssi be cut",
          "going to live with my son does ssi go down",
          "my kids pay my rent does that affect ssi",
          "living with family on ssi"
        ]
      },
      {
        "says": "Yes: Massachusetts adds a State Supplement Program (SSP) payment to SSI, paid by the state separately on the 1st of the month, and some people just over SSI's income limit can get a partial state payment. You must apply for SSI first; the amount depends on your living arrangement, and the SSP line is 1-877-863-1128.",
        "asks": [
          "does massachusetts add money to ssi",
          "what is the massachusetts state supplement",
          "massachusetts ssp payment"
        ]
      },
      {
        "says": "In Massachusetts anyone who gets SSI is automatically eligible for MassHealth Standard, with no separate MassHealth application. With Medicare, SSI also qualifies you automatically for Extra Help with Medicare drug costs.",
        "asks": [
          "if i get ssi do i get masshealth",
          "does ssi come with health insurance",
          "ssi and medicaid in massachusetts"
        ]
      },
      {
        "says": "Call Social Security at 1-800-772-1213 or make an appointment at a local office; at 65 or older you apply by phone or in person. Have proof of age and citizenship, bank statements, your lease or mortgage and proof of any income ready, and apply for SSI and Social Security together if you have not claimed yet.",
        "asks": [
          "how do i apply for ssi",
          "where do i go to apply for ssi",
          "can i apply for ssi online"
        ]
      },
      {
        "says": "SSI is paid on the 1st of each month, or the business day before when the 1st falls on a weekend or holiday. Someone who gets both SSI and Social Security gets Social Security on the 3rd.",
        "asks": [
          "what day is ssi paid",
          "when does my ssi check come"
        ]
      },
      {
        "says": "You must report changes in your income, savings, living arrangement, address, marriage or separation, a hospital or nursing home stay, and a trip out of the U.S. of 30 days or more, no later than 10 days after the end of the month the change happened. Late reports are a common cause of SSI overpayments and can bring a penalty taken from later payments.",
        "asks": [
          "what do i have to report to ssi",
          "do i have to tell social security about changes on ssi",
          "when do i report changes on ssi"
        ]
      },
      {
        "says": "No: SSI counts your resources: you can have no more than {{ssiResourceIndividual}} in countable resources, or {{ssiResourceCouple}} for a couple, though your home, one car and some other things do not count.",
        "asks": [
          "ssi has no limit on savings",
          "i can have any amount in the bank and still get ssi"
        ],
        "belief": true
      },
      {
        "says": "No: SSI is only for people 65 or older, blind or disabled who also have little income and no more than {{ssiResourceIndividual}} in countable resources ({{ssiResourceCouple}} for a couple); age alone does not qualify you, and it is separate from the Social Security you earned by working.",
        "asks": [
          "anyone over 65 gets ssi",
          "ssi is paid to everyone over 65"
        ],
        "belief": true
      }
    ],
    "summary": "SSI is a monthly payment from Social Security for people 65 or older, blind or disabled who have little income and few resources, whether or not they ever worked. In 2026 it pays up to {{ssiIndividual}} for one person and {{ssiCouple}} for a couple, less countable income, and Massachusetts adds a state supplement; in Massachusetts SSI also brings MassHealth Standard automatically.",
    "steps": [
      "Add up countable resources: for one person they must be {{ssiResourceIndividual}} or less ({{ssiResourceCouple}} for a couple), not counting your home and one car.",
      "Work out countable income: leave out the first {{ssiGeneralExclusion}} of most income, then {{ssiEarnedExclusion}} of wages and 50% of the rest of them.",
      "Apply by calling 1-800-772-1213 or at a local Social Security office; the Massachusetts supplement follows from the SSI application.",
      "Once paid, report changes in income, savings or living arrangement within 10 days after the month they happen."
    ],
    "benefits": [
      "A small Social Security check can be topped up by SSI, and SSI brings MassHealth Standard and Extra Help for drug costs."
    ],
    "risks": [
      "Savings above the limit on the first of a month mean no payment for that month, and living in someone else's home without paying your share cuts SSI by one-third.",
      "Changes reported late lead to overpayments that must be paid back."
    ],
    "next": [
      "Ask Social Security for an SSI screening when you apply for Social Security, or call 1-800-772-1213."
    ]
  },
  {
    "id": "standard-deduction",
    "title": "The standard deduction and the extra amount at 65",
    "area": "tax",
    "questions": [
      "What is the standard deduction for 2026?",
      "Do seniors get a bigger standard deduction?",
      "extra standard deduction over 65"
    ],
    "keywords": [
      "standard deduction",
      "deduction",
      "itemize",
      "itemized",
      "over 65",
      "age 65",
      "blind",
      "additional deduction"
    ],
    "sources": [
      "accIrsForm7206",
      "irsRevProc202532",
      "irsObbb",
      "irsPub554"
    ],
    "ask": "Are you filing single or jointly, and how old are you both?",
    "points": [
      {
        "says": "No, not from 2026: taking the standard deduction, you can also deduct cash gifts to qualifying charities (a church included) of up to {{charityNonItemizerSingle}} a year single or {{charityNonItemizerJoint}} on a joint return; gifts to donor-advised funds and gifts of stock do not count. From 70½, a QCD straight from your IRA also gives tax-free without itemizing.",
        "asks": [
          "my charitable donations dont count on my taxes if i take the standard deduction",
          "church donations are not deductible with the standard deduction"
        ],
        "belief": true
      },
      {
        "says": "Yes: the IRS treats you as 65 on the day before your 65th birthday, so if you turn 65 on January 1 you count as 65 on December 31 and get the larger standard deduction for the year before. Anyone turning 65 at any time during the year gets it for that whole year.",
        "asks": [
          "i turn 65 on january 1 do i get the extra standard deduction for the year before",
          "my birthday is january 1 do i count as 65 for last year",
          "born on new years day when do i get the 65 deduction"
        ]
      },
      {
        "calculator": "itemizeOrStandard",
        "uses": [
          "ages",
          "married",
          "itemized"
        ],
        "asks": [
          "should i itemize",
          "itemize or take the standard deduction"
        ]
      },
      {
        "calculator": "standardDeduction",
        "uses": [
          "married"
        ],
        "asks": [
          "whats the standard deduction for married couple both over 65",
          "standard deduction for a couple over 65",
          "how about for a couple",
          "standard deduction for me over 65"
        ]
      },
      {
        "calculator": "deductionsFor",
        "uses": [
          "ages",
          "married"
        ],
        "asks": [
          "what is our standard deduction if we are married and both over 65",
          "standard deduction for a couple over 65 in 2026",
          "whats our standard deduction and do we get the senior deduction",
          "what are our total deductions with the senior deduction",
          "how much can i deduct in all counting the senior deduction",
          "and my regular deduction on top of that"
        ]
      },
      {
        "says": "It depends on how you file: Medicare Part B, Part D, Medicare Advantage and Medigap premiums count as medical expenses, deductible only if you itemize and only the part of your total medical costs above 7.5% of adjusted gross income. If you are self-employed, you can usually deduct them in full as self-employed health insurance without itemizing.",
        "asks": [
          "are my medicare premiums tax deductible",
          "can i deduct part b premiums on my taxes",
          "can i write off my medicare premiums on my federal return",
          "are medicare premiums a tax write off",
          "deduct medigap premiums self employed"
        ]
      },
      {
        "says": "It depends on why the person is there: the cost of a care facility, meals and lodging included, counts as a medical expense when the main reason is medical care, and assisted living or memory care costs are too for someone chronically ill under a licensed practitioner's plan of care. They count only if you itemize, above 7.5% of adjusted gross income.",
        "asks": [
          "can i deduct care facility costs on my taxes",
          "is assisted living tax deductible",
          "memory care costs medical deduction",
          "can my moms assisted living for dementia be deducted on her taxes"
        ]
      },
      {
        "says": "Only the part above 7.5% of your adjusted gross income, and only if you itemize, so for most retirees only a year of large bills (surgery, a care facility, dental work) clears it. Premiums you pay yourself (Medicare, Medigap, long-term care within the age limits), doctors, dentists, hearing aids, glasses and medical travel all count; costs reimbursed by insurance or paid from an HSA do not.",
        "asks": [
          "can i deduct my medical bills",
          "medical expense deduction threshold",
          "how much of my medical expenses can i deduct",
          "are doctor bills and dental work tax deductible"
        ]
      },
      {
        "says": "Yes, if you itemize, up to {{saltCap}} for 2026 of state income tax (or sales tax) and property taxes together, single or married filing jointly (half that married filing separately). The limit shrinks by 30% of modified AGI above {{saltPhaseStart}}, down to the cap that applied before 2025, and only helps if your itemized total beats the standard deduction.",
        "asks": [
          "can i deduct my property taxes",
          "whats the salt cap for 2026",
          "what is the salt deduction limit this year",
          "how much state and local tax can i deduct",
          "property tax and state income tax deduction limit"
        ]
      },
      {
        "says": "No, not for 2026: for those who itemize, the SALT cap is {{saltCap}} (half that married filing separately), shrinking by 30% of modified AGI above {{saltPhaseStart}} to no less than the old 10,000-dollar cap.",
        "asks": [
          "the salt deduction is still capped at 10000",
          "the salt cap is 10k"
        ],
        "belief": true
      },
      {
        "says": "Yes, from 2026: even with the standard deduction you can deduct cash gifts to charities of up to {{charityNonItemizerSingle}}, or {{charityNonItemizerJoint}} married filing jointly. Gifts to donor-advised funds and private foundations, and gifts of goods or stock, do not count; itemizers deduct only gifts above 0.5% of AGI. From 70½, a QCD from an IRA often saves more.",
        "asks": [
          "can i deduct charity if i dont itemize",
          "charitable deduction without itemizing 2026",
          "can i deduct charitable gifts if i take the standard deduction",
          "do i get a deduction for donations if i take the standard deduction",
          "new charity deduction for non itemizers",
          "deduct donations with the standard deduction"
        ]
      },
      {
        "says": "Only with a low income: the credit for the elderly or the disabled (Schedule R) is for those 65 or older, or retired on permanent disability, and it is lost once adjusted gross income reaches {{elderlyCreditAgiSingle}} single or {{elderlyCreditAgiJoint}} for a couple both qualifying, or nontaxable Social Security and pensions reach {{elderlyCreditNontaxSingle}} single or {{elderlyCreditNontaxJoint}} joint. Most retirees with Social Security are over those limits.",
        "asks": [
          "whats the credit for the elderly or disabled",
          "can i get the elderly credit schedule r",
          "schedule r credit over 65 low income",
          "do i qualify for the credit for the elderly"
        ]
      },
      {
        "calculator": "medicalDeduction",
        "uses": [
          "medicalCosts",
          "income"
        ],
        "asks": [
          "we paid a lot in medical bills can we write off all of it",
          "how much of our medical costs can we deduct with our income"
        ]
      },
      {
        "says": "Yes, for 2025 through 2028, if it is a new car, SUV, van, pickup or motorcycle assembled in the United States, bought for personal use with a loan taken out after 2024 and secured by the vehicle: up to {{accCarLoanInterestMax}} of interest a year, with or without itemizing (the VIN goes on the return). It shrinks above {{accCarLoanPhaseSingle}} of modified AGI ({{accCarLoanPhaseJoint}} joint); used cars and leases do not qualify.",
        "asks": [
          "can i deduct interest on my car loan",
          "is car loan interest deductible now",
          "new tax deduction for car loan interest",
          "i bought a new car can i write off the loan interest"
        ]
      },
      {
        "says": "No: for 2025 through 2028 up to {{accCarLoanInterestMax}} a year of interest on a loan for a new, US-assembled personal vehicle bought after 2024 is deductible whether or not you itemize, shrinking above {{accCarLoanPhaseSingle}} of modified AGI ({{accCarLoanPhaseJoint}} joint). Used cars and leases do not qualify.",
        "asks": [
          "car loan interest is never deductible",
          "i have to itemize to deduct my car loan interest"
        ],
        "belief": true
      },
      {
        "says": "No, not if you are self-employed with a net profit: Medicare Part B, Part D, Advantage and Medigap premiums count as self-employed health insurance, deducted above the line up to that profit, without itemizing. Otherwise they are medical expenses, deductible only when itemizing above 7.5% of AGI.",
        "asks": [
          "self employed people can only deduct medicare premiums if they itemize",
          "my medigap premiums are deductible only if i itemize even though im self employed"
        ],
        "belief": true
      }
    ],
    "summary": "For 2026 the standard deduction is {{stdSingle}} single, {{stdJoint}} married filing jointly and {{stdHoh}} head of household. At 65 or older it is larger: {{extra65Single}} more for a single filer ({{stdSingle+extra65Single}} in all) and {{extra65Married}} more for each spouse 65 or older, and the {{seniorDeduction}} senior deduction comes on top.",
    "steps": [
      "At 65 or older add {{extra65Single}} if single or head of household, or {{extra65Married}} per qualifying spouse if married.",
      "On top of that, the new senior deduction of up to {{seniorDeduction}} per person applies for 2025 to 2028.",
      "Itemize only if mortgage interest, state and local taxes, charity and medical costs exceed the standard amount.",
      "Bunching charitable gifts, or giving through QCDs, can help when you are near the line."
    ],
    "benefits": [
      "Most retirees owe less tax thanks to the age-based extras."
    ],
    "risks": [
      "The senior deduction is temporary and phases out at higher incomes."
    ],
    "next": [
      "Compare your itemized total with the standard deduction plus the age extras."
    ]
  },
  {
    "id": "step-up-basis",
    "title": "Step-up in basis",
    "area": "estate",
    "questions": [
      "What is a step-up in basis?",
      "Should I give my house to my kids now or leave it in my will?",
      "Do my heirs pay capital gains on inherited stock?",
      "stepped up basis at death"
    ],
    "keywords": [
      "inherit house",
      "inherited house",
      "left me his house",
      "left me her house",
      "left me the house",
      "step up",
      "stepped up",
      "basis",
      "cost basis",
      "inherit",
      "inherited",
      "heirs",
      "kids",
      "children",
      "gift house"
    ],
    "sources": [
      "irsBasis"
    ],
    "points": [
      {
        "says": "Usually little or none on the inheritance itself: the house gets a step-up in basis to its value at death, so if you sell soon you owe capital gains tax only on any rise after that. Any estate tax is paid by the estate before you inherit; Massachusetts estate tax applies above {{maEstateThreshold}}.",
        "asks": [
          "inherit my parents house taxes",
          "do i pay tax on an inherited house",
          "inherited house capital gains"
        ]
      },
      {
        "says": "No, not as income: money or property you inherit is not taxable income, federally or in Massachusetts, which has no inheritance tax (any estate tax is paid by the estate before you inherit). Interest or gains it earns after you receive it are taxed, and an inherited IRA is different: its withdrawals are taxable.",
        "asks": [
          "i inherited cash is that taxable",
          "i inherited money from my aunt is it taxable",
          "is an inheritance taxable income",
          "do i pay tax on money i inherited",
          "does massachusetts have an inheritance tax",
          "massachusetts has an inheritance tax",
          "my son owes income tax on the cash he inherited"
        ]
      },
      {
        "says": "Their basis carries over to you: property received as a gift keeps the giver's basis (what they paid plus improvements), so selling it can owe capital gains tax on all the growth since they bought. Property inherited at death instead gets a step-up to its value then, which is why giving a long-held house away during life often costs the family more tax.",
        "asks": [
          "my parents gave me their house what is my basis",
          "basis of a gift from my parents",
          "if my mom gives me her house now instead of leaving it to me"
        ]
      },
      {
        "says": "No: a house given outright during life keeps the giver's basis (what they paid plus improvements), so the gain since they bought it is taxed when you sell; only property inherited at death steps up to its value then. A deed in which the parent keeps a life estate is different: that house does step up at the death.",
        "asks": [
          "a house my parents give me outright while theyre alive gets a stepped up basis",
          "if my parents gift me the house now i get the step up"
        ],
        "belief": true
      },
      {
        "says": "No: an IRA or 401(k) gets no step-up in basis. Your children pay ordinary income tax on what they take out of a traditional IRA, usually within 10 years; only a Roth IRA's withdrawals can come out tax-free. The step-up applies to stocks, funds and a house held outside retirement accounts.",
        "asks": [
          "does an ira get a step up in basis",
          "the step up means no tax on an inherited ira"
        ],
        "belief": true
      }
    ],
    "summary": "Assets inherited at death generally get a step-up in basis: a new cost basis equal to their value at death, so heirs can sell with little capital gains tax; lifetime gifts keep your old basis.",
    "steps": [
      "Appreciated stock or real estate held until death usually passes with a stepped-up basis.",
      "Gifting the same asset during life passes your original basis to the recipient.",
      "Retirement accounts (IRAs, 401(k)s) get no step-up; heirs pay income tax on withdrawals.",
      "Keep records of values at death for the heirs."
    ],
    "benefits": [
      "Holding appreciated assets can erase decades of gains for heirs."
    ],
    "risks": [
      "Giving a house to children during life can cost them a large capital gains tax later."
    ],
    "next": [
      "List appreciated assets and their cost basis before deciding what to give now and later."
    ]
  },
  {
    "id": "supporting-a-parent",
    "title": "Taxes when you support an aging parent",
    "area": "tax",
    "questions": [
      "Are there tax breaks for supporting my elderly parent?"
    ],
    "keywords": [
      "dependent",
      "claim my mother",
      "claim my father",
      "claim my mom",
      "claim my dad",
      "head of household",
      "support my parent",
      "elderly parent",
      "aging parent",
      "qualifying relative"
    ],
    "sources": [
      "irsFilingStatus",
      "irsPub502",
      "massFamilyCredit"
    ],
    "ask": "Does your parent live with you, and about how much of their support do you pay?",
    "points": [
      {
        "says": "Yes, if you pay more than half of her support for the year and her gross income, not counting Social Security that is not taxable, is under the year's IRS limit set in Publication 501; she need not live with you. You then get the {{otherDependentCredit}} credit for other dependents, and her medical bills you pay count toward your own medical deduction.",
        "asks": [
          "can i claim my mother as a dependent",
          "can i claim my elderly dad on my taxes",
          "my mom lives on social security can she be my dependent",
          "does my parent have to live with me to be my dependent"
        ]
      },
      {
        "says": "Yes, if you are unmarried, your parent qualifies as your dependent, and you pay more than half the cost of keeping up the home that is her main home for the year, which can be her own home or an assisted-living residence, not yours. Head of household gives a standard deduction of {{stdHoh}} for 2026 instead of {{stdSingle}}, and wider tax brackets.",
        "asks": [
          "can i file head of household if i support my mom",
          "head of household for supporting a parent",
          "im single and pay for my dads apartment what filing status"
        ]
      },
      {
        "says": "Yes, if you itemize and your parent is your dependent, or would be except that her income is over the limit: medical costs you pay for her, including care-facility costs when the main reason is medical care, count with your own, above 7.5% of your adjusted gross income.",
        "asks": [
          "can i deduct my mothers medical bills",
          "can i deduct care costs i pay for my father",
          "medical expenses i pay for my parent"
        ]
      },
      {
        "says": "Yes: the Massachusetts Child and Family Tax Credit pays {{maFamilyCredit}} for each dependent 65 or older who lives with you (as well as each child under 13 and each disabled dependent), refundable even if you owe no tax, with no income limit. Married couples filing separately cannot claim it.",
        "asks": [
          "massachusetts credit for a dependent parent",
          "my mother lives with me does massachusetts give a credit",
          "massachusetts child and family credit for a parent over 65"
        ]
      }
    ],
    "summary": "A parent whose support you mostly pay, with little taxable income, can be your dependent even if they live elsewhere: that brings a credit for other dependents, possibly head of household status, and their medical bills in your medical deduction. Massachusetts adds a refundable credit for a dependent 65 or older living with you.",
    "steps": [
      "Total what you pay toward your parent's support against what they pay from their own income.",
      "Check your parent's taxable income against the year's dependent limit in IRS Publication 501.",
      "Keep receipts for medical and care costs you pay."
    ],
    "benefits": [
      "Head of household status and the dependent credits can lower your tax each year you support a parent."
    ],
    "risks": [
      "When several siblings share support, only one can claim the parent each year, under a multiple support agreement (Form 2120)."
    ],
    "next": [
      "Add up last year's support payments and your parent's income before you file."
    ]
  },
  {
    "id": "tax-brackets",
    "title": "Federal tax brackets for 2026",
    "area": "tax",
    "questions": [
      "What are the 2026 tax brackets?",
      "How do marginal tax rates work?",
      "federal income tax rates"
    ],
    "keywords": [
      "bracket",
      "brackets",
      "tax rate",
      "marginal",
      "income tax",
      "federal tax",
      "10%",
      "12%",
      "22%",
      "24%",
      "32%",
      "35%",
      "37%"
    ],
    "sources": [
      "irsRevProc202532",
      "cmsCosts2026"
    ],
    "ask": "About how much is your yearly income, and do you file jointly?",
    "points": [
      {
        "says": "Spreading it usually costs less: taking part in December and the rest in January puts each piece in a different tax year, so less of it lands in a higher bracket, less of your Social Security becomes taxable, and each year's income is likelier to stay under the IRMAA line that raises Medicare premiums two years later (for 2026 premiums, {{irmaaSingle}} single or {{irmaaJoint}} joint, rising with inflation). Compare the two years' brackets: for 2026 the 12% bracket ends at {{bracket12Single}} of taxable income single or {{bracket12Joint}} joint, and 22% at {{bracket22Single}} or {{bracket22Joint}}.",
        "asks": [
          "i need 80000 from my ira for a new roof should i split it over two years",
          "should i split a big ira withdrawal over december and january to save tax",
          "spread a large ira withdrawal over two tax years",
          "big ira withdrawal in one year or spread it out",
          "big ira distribution in december or wait until january"
        ]
      },
      {
        "calculator": "taxBracket",
        "uses": [
          "income",
          "married"
        ],
        "asks": [
          "what tax bracket am i in",
          "what bracket am i in if we make 150k",
          "what tax bracket am i in",
          "what is my marginal tax rate"
        ]
      },
      {
        "calculator": "taxableIncomeFor",
        "uses": [
          "otherIncome",
          "married",
          "ages"
        ],
        "asks": [
          "whats my federal taxable income",
          "what is our taxable income after deductions"
        ]
      },
      {
        "says": "It depends on your other income and filing status: an IRA withdrawal is taxed as ordinary income, so it is taxed at the bracket rates it lands in on top of your other taxable income (10% to 37% federally), plus 5% in Massachusetts. Withholding is only a prepayment; the return settles the actual tax.",
        "asks": [
          "how much tax will i pay on an ira withdrawal",
          "how much tax on a 401k withdrawal"
        ]
      },
      {
        "calculator": "grossUpFor",
        "uses": [
          "netWanted",
          "federalRate"
        ],
        "asks": [
          "how much do i have to withdraw from my ira to end up with 40000 after taxes",
          "how much should i take out of my ira to net 10000",
          "gross up an ira withdrawal for taxes",
          "how big a withdrawal do i need to have 20000 left after tax"
        ]
      },
      {
        "says": "No: brackets are marginal, so only the part of your taxable income above a bracket's line is taxed at the higher rate, and the rest is taxed as before; more income never leaves you with less after federal income tax. More income can raise other things, such as how much of your Social Security is taxed and Medicare's IRMAA premiums.",
        "asks": [
          "does moving into a higher bracket tax all my income at that rate",
          "will a raise push all my income into a higher bracket"
        ]
      },
      {
        "calculator": "taxOnExtraIncome",
        "uses": [
          "taxableIncome",
          "earnings",
          "married"
        ],
        "asks": [
          "if extra income pushes us into the 22% bracket do we lose money",
          "how much more federal tax if i earn more",
          "will a part time job push me into a higher bracket",
          "how much more tax will i pay on the extra income",
          "how much tax will i pay on an ira withdrawal with my other income"
        ]
      },
      {
        "says": "No: only the income above each bracket's line is taxed at that bracket's rate; in 2026 a joint return pays 22% only on taxable income above {{bracket12Joint}}. Extra income can still cost more in other ways, such as more of Social Security taxed or a Medicare surcharge.",
        "asks": [
          "going into a higher tax bracket means all my income is taxed at that rate",
          "if we move into the 22 percent bracket everything is taxed at 22 percent"
        ],
        "belief": true
      },
      {
        "says": "No: there is no age at which income tax ends; it depends on income, not age. From 65 the larger standard deduction and, for 2025 to 2028, the senior deduction of up to {{seniorDeduction}} each mean many retirees owe little or nothing, and Massachusetts never taxes Social Security.",
        "asks": [
          "is there an age where income tax ends",
          "at what age do you stop getting taxed",
          "is there an age where you stop paying taxes"
        ]
      },
      {
        "says": "No: no age ends federal income tax; pensions, IRA and 401(k) withdrawals, interest and up to 85% of Social Security are taxed at any age. At 65 you get a larger standard deduction ({{extra65Single}} more single, {{extra65Married}} per spouse married) and, for 2025 to 2028, a senior deduction of up to {{seniorDeduction}}.",
        "asks": [
          "retirees are exempt from federal income tax after 65",
          "income is tax free once you retire",
          "seniors over 70 are exempt from income tax"
        ],
        "belief": true
      }
    ],
    "summary": "For 2026 the federal rates stay at 10%, 12%, 22%, 24%, 32%, 35% and 37%; only the income above each threshold is taxed at the higher rate.",
    "steps": [
      "10% up to {{bracket10Single}} single / {{bracket10Joint}} joint of taxable income.",
      "12% up to {{bracket12Single}} / {{bracket12Joint}}; 22% up to {{bracket22Single}} / {{bracket22Joint}}.",
      "24% up to {{bracket24Single}} / {{bracket24Joint}}; 32% up to {{bracket32Single}} / {{bracket32Joint}}.",
      "35% up to {{bracket35Single}} / {{bracket35Joint}}; 37% above.",
      "Taxable income is after the standard or itemized deduction."
    ],
    "benefits": [
      "Knowing where the next bracket starts shows how much room you have for Roth conversions or gains."
    ],
    "risks": [
      "Social Security taxation and IRMAA can make your effective marginal rate higher than the bracket."
    ],
    "next": [
      "Find your taxable income on last year’s Form 1040 and see how close you are to the next bracket."
    ]
  },
  {
    "id": "tax-charitable-giving",
    "title": "Giving stock or cash to charity",
    "area": "tax",
    "questions": [
      "donating stock to charity",
      "gifts of stock or cash"
    ],
    "keywords": [
      "donate stock",
      "appreciated stock",
      "gift of stock",
      "charitable deduction",
      "charitable contribution"
    ],
    "sources": [
      "taxPub526",
      "irsObbb"
    ],
    "ask": "Do you itemize, and how long have you held the stock?",
    "points": [
      {
        "says": "Usually the stock, if you have held it more than a year and you itemize: you deduct its full market value and never pay capital-gains tax on its growth, while the charity sells it tax-free. Selling the stock and giving cash would make the gain taxable to you. A stock worth less than you paid is better sold, taking the loss, and the cash given. From 70½ a QCD from an IRA can beat both when you take the standard deduction.",
        "asks": [
          "is it better to give appreciated stock or cash to charity",
          "give stock instead of cash to charity",
          "should i donate appreciated stock instead of writing a check"
        ]
      },
      {
        "says": "Neither you nor the charity pays capital-gains tax on the growth: giving shares directly to a charity is not a sale. Have the broker transfer the shares; selling them yourself and giving the cash makes the gain taxable to you.",
        "asks": [
          "if i donate stock ive held for years do i pay capital gains",
          "is there capital gains tax when i give stock to charity",
          "is donating stock a taxable sale"
        ]
      },
      {
        "says": "If you itemize, stock held more than a year is deductible at its fair market value on the day of the gift, up to 30% of adjusted gross income for gifts to public charities (the rest carries forward up to five years); stock held a year or less counts only at what you paid. From 2026 itemizers deduct only their total gifts above 0.5% of AGI, and the non-itemizer deduction covers cash only. Non-cash gifts over 500 dollars in a year are reported on Form 8283.",
        "asks": [
          "how much can i deduct for donating stock",
          "what is the deduction for giving appreciated stock",
          "is there a limit on deducting donated stock"
        ]
      },
      {
        "says": "Not all of them, if you itemize: from 2026 only your total gifts above 0.5% of adjusted gross income are deductible. If you take the standard deduction, you can now deduct cash gifts to charities of up to {{charityNonItemizerSingle}} ({{charityNonItemizerJoint}} joint), but not gifts to donor-advised funds or gifts of stock.",
        "asks": [
          "can i still deduct all my charitable donations in 2026",
          "new 0.5 percent floor for charitable deductions",
          "did the charitable deduction change in 2026"
        ]
      }
    ],
    "summary": "Giving stock you have held more than a year straight to a charity lets you deduct its full market value, if you itemize, and avoid the capital-gains tax on its growth. A stock that has lost value is better sold first, so you can take the loss, and the cash given.",
    "steps": [
      "Pick shares held more than a year with the largest gains.",
      "Ask the charity for its brokerage transfer instructions, and have your broker move the shares directly.",
      "Keep the charity's written acknowledgment; report non-cash gifts over 500 dollars on Form 8283."
    ],
    "benefits": [
      "No capital-gains tax on the growth, and a deduction for the full value if you itemize."
    ],
    "risks": [
      "The deduction helps only if your itemized deductions beat the standard deduction; from 2026 the first 0.5% of AGI in gifts is not deductible."
    ],
    "next": [
      "From 70½, compare a QCD from your IRA, which needs no itemizing."
    ]
  },
  {
    "id": "tax-filing-status",
    "title": "Head of household and qualifying surviving spouse",
    "area": "tax",
    "questions": [
      "head of household or single",
      "qualifying surviving spouse rules"
    ],
    "keywords": [
      "head of household",
      "qualifying surviving spouse",
      "qualifying widow",
      "qualifying widower",
      "married filing separately"
    ],
    "sources": [
      "irsPub915",
      "irsFilingStatus",
      "irsRevProc202532"
    ],
    "ask": "Are you married, widowed or single, and does anyone live with you whom you support?",
    "points": [
      {
        "says": "No: filing separately usually raises it; a married person filing separately who lived with the spouse at any time in the year has up to 85% of benefits taxable from the first dollar (base amount zero), unless they lived apart all year.",
        "asks": [
          "filing separately will lower the tax on my benefits",
          "if we file separately our ss benefits wont be taxed"
        ],
        "belief": true
      },
      {
        "says": "You can if three things hold: you are unmarried at the end of the year, you pay more than half the cost of keeping up your home, and a qualifying person lives with you more than half the year, such as a grandchild who is your dependent (under 19, under 24 and a full-time student, or disabled, or one you mostly support whose income is under the IRS limit). A dependent parent need not live with you. Head of household gets a larger standard deduction, {{stdHoh}} for 2026 plus {{extra65Single}} at 65 or older, and wider brackets than single.",
        "asks": [
          "im a widow and my grandson lives with me can i file head of household",
          "can a widow file head of household",
          "my granddaughter lives with me can i claim head of household",
          "can i file head of household if my grandchild lives with me",
          "who qualifies for head of household"
        ]
      },
      {
        "says": "It lets a widow or widower keep the joint return's standard deduction and brackets for the two years after the year of the death, if you have not remarried, a child or stepchild you can claim as a dependent lives with you, and you pay more than half the cost of the home. A grandchild or a parent does not qualify you; without a dependent child you file single (or head of household, if another qualifying person lives with you).",
        "asks": [
          "can i file as a qualifying widower",
          "how does qualifying surviving spouse work",
          "my husband died two years ago can i still use the joint tax rates",
          "my wife passed in 2024 what do i file as for 2026"
        ]
      },
      {
        "says": "{{stdHoh}} for 2026, plus {{extra65Single}} if you are 65 or older or blind ({{stdHoh+extra65Single}} at 65), and the senior deduction of up to {{seniorDeduction}} comes on top for 2025 to 2028.",
        "asks": [
          "whats the 2026 standard deduction for head of household",
          "head of household standard deduction at 65"
        ]
      },
      {
        "says": "Rarely: married filing separately usually costs more, since many credits are lost and, if you lived together at any time in the year, up to 85% of your Social Security becomes taxable from the first dollar. It can help in a few cases, such as one spouse with large medical bills, or to keep each spouse liable only for their own tax; compare both ways before choosing.",
        "asks": [
          "should we file married filing separately",
          "is married filing separately better for retirees",
          "can filing separately save us tax"
        ]
      }
    ],
    "summary": "Your filing status, set by whether you are married on December 31 and who lives with you, decides your standard deduction and brackets. A widow or widower files jointly for the year of the death, then single, unless a dependent child allows qualifying surviving spouse status for two years or another qualifying person allows head of household.",
    "steps": [
      "Married on December 31 (or widowed during the year): file jointly or separately.",
      "Widowed in an earlier year with a dependent child at home: qualifying surviving spouse for the two years after the death.",
      "Unmarried, paying over half the cost of a home for a qualifying person: head of household.",
      "Otherwise: single."
    ],
    "benefits": [
      "Head of household and qualifying surviving spouse give a larger standard deduction and wider brackets than single."
    ],
    "risks": [
      "The move from joint to single rates after a death can raise the tax on the same income, and can raise Medicare premiums two years later."
    ],
    "next": [
      "Check IRS Publication 501, or use the IRS's Interactive Tax Assistant on filing status."
    ]
  },
  {
    "id": "tax-return-help",
    "title": "Filing your return, IRS letters and paying what you owe",
    "area": "tax",
    "questions": [
      "How do I file my taxes now that I am retired?",
      "help with my tax return"
    ],
    "keywords": [
      "va disability",
      "1040-sr",
      "1040 sr",
      "free tax help",
      "tax counseling for the elderly",
      "tce",
      "vita",
      "aarp tax-aide",
      "irs letter",
      "irs email",
      "irs scam",
      "irs notice",
      "cp2000",
      "extension",
      "form 4868",
      "payment plan",
      "installment agreement",
      "amend",
      "amended return",
      "1040-x",
      "old tax returns",
      "tax papers",
      "1099-r"
    ],
    "sources": [
      "irsGift",
      "irsPub525",
      "irsPub554",
      "irsFreeTaxHelp",
      "irsNotices",
      "irsPaymentPlans",
      "irsRecords",
      "irsPub525"
    ],
    "ask": "Is this about filing this year's return or about a letter you received?",
    "points": [
      {
        "says": "No: a gift is not income to the person who receives it, federally or in Massachusetts, and you report nothing. Only the giver may have paperwork: a Form 709 gift tax return when they give one person more than {{giftExclusion}} in a year (2026), and even then tax is owed only past the lifetime exemption.",
        "asks": [
          "my daughter gave me money do i pay tax on it",
          "is a cash gift taxable to the person who gets it",
          "do i have to report a gift i received"
        ]
      },
      {
        "says": "No: the recipient of a gift owes no income or gift tax and reports nothing. Any filing falls on the giver: a Form 709 only when they give one person more than {{giftExclusion}} in a year (2026), with tax due only past the lifetime exemption.",
        "asks": [
          "i have to pay income tax on a gift i received",
          "the person who gets a gift pays the gift tax"
        ],
        "belief": true
      },
      {
        "says": "No: VA disability compensation, and other benefits paid by the Department of Veterans Affairs, are not taxable federally or by Massachusetts and do not go on your return. A military retirement pension is taxable federally (Massachusetts exempts it), except any part waived for VA compensation.",
        "asks": [
          "is va disability taxable",
          "is my va disability compensation taxed",
          "do we report va disability as income"
        ]
      },
      {
        "says": "Form 1040-SR is the same return as Form 1040 in larger print, with the standard deduction for 65 and older shown on the form; you can use it if you are 65 or older by the end of the tax year, and on a joint return it can be used if either of you is. The income, deductions and tax are exactly the same, so software and preparers use whichever form fits.",
        "asks": [
          "what is form 1040-sr",
          "should i use the 1040 sr",
          "is there a special tax form for seniors",
          "1040sr vs 1040"
        ]
      },
      {
        "says": "The IRS's Tax Counseling for the Elderly (TCE) program gives free return preparation, with a focus on pensions and retirement questions, to people 60 and older; many sites are run by AARP Foundation Tax-Aide. VITA sites help people with lower or moderate incomes; both are listed on IRS.gov, and IRS Free File lets you file online at no cost if your income qualifies.",
        "asks": [
          "where can i get free help doing my taxes as a senior",
          "free tax preparation for seniors",
          "who can do my taxes for free",
          "is there free tax help for retirees",
          "aarp tax aide"
        ]
      },
      {
        "says": "Read it and answer by the date on it: a CP2000 is a proposal, not a bill, sent when income reported to the IRS, often a 1099-R from an IRA or pension or an SSA-1099, does not match your return. If you agree, sign and pay or set up a payment plan; if not, send the response form with your explanation and copies of your documents. Interest runs on any extra tax, and for a large understatement the notice may add a 20% accuracy-related penalty. Never pay someone who calls or emails first: the IRS begins by mail.",
        "asks": [
          "i got a cp2000 letter from the irs",
          "the irs sent me a letter saying i owe more tax what do i do",
          "irs letter says i underreported income",
          "irs notice proposing changes to my return",
          "i got a letter from the irs saying i owe more money",
          "do i have to pay penalties on a cp2000"
        ]
      },
      {
        "says": "Yes, if it asks for a reply or a payment: read it carefully and respond by the date it gives, since a missed date can lose your right to disagree and adds interest and penalties. Many letters only confirm a change or ask you to check something; if you agree, pay or set up a payment plan, and if not, send the reply form with your explanation and copies of your documents. The IRS first contacts people by mail, so check any letter against your IRS online account before acting.",
        "asks": [
          "irs sent me a notice do i have to respond",
          "i got a letter from the irs what do i do",
          "do i have to answer an irs letter",
          "irs notice in the mail what should i do"
        ]
      },
      {
        "says": "Check it before acting: a real IRS letter has a notice or letter number (such as CP2000) in a corner, and any balance it says you owe also shows in your IRS online account at IRS.gov; or call the IRS at the number on IRS.gov, not one printed in a doubtful letter. The IRS never demands gift cards, wire transfers or cryptocurrency.",
        "asks": [
          "how do i know if a letter from the irs is real",
          "is this irs letter a scam"
        ]
      },
      {
        "says": "Federal and Massachusetts returns for 2026 are due April 15, 2027, with any tax owed. An extension (Form 4868) moves the filing date to October 15, but not the date to pay; a return that only claims a refund carries no penalty if late, though a refund is lost after three years.",
        "asks": [
          "what is the deadline to file taxes",
          "when are taxes due this year",
          "when do i have to file my 2026 tax return"
        ]
      },
      {
        "says": "Usually three years from the date you filed (or the due date, if later) to assess more tax; six years if you left out more than a quarter of your income, and no limit if a return was never filed or was fraudulent. Keep returns and their papers at least that long.",
        "asks": [
          "how long does the irs have to audit me",
          "how far back can the irs go on my taxes"
        ]
      },
      {
        "says": "Online, free from a bank account with IRS Direct Pay or through your IRS online account, or by debit or credit card through an IRS-approved processor for a fee; by check with Form 1040-V; or by a payment plan if you cannot pay it all. Massachusetts tax is paid through MassTaxConnect.",
        "asks": [
          "how do i pay the irs online"
        ]
      },
      {
        "says": "Yes, to file but not to pay: Form 4868 (or a payment marked as an extension) gives you until October 15 to file your federal return, but any tax owed is still due by the April deadline, with interest and a late-payment penalty on what is paid later. Massachusetts gives an automatic six-month extension to file if you have paid at least 80% of the tax by the deadline.",
        "asks": [
          "can i get an extension to file my taxes",
          "how do i file a tax extension",
          "does an extension give me more time to pay"
        ]
      },
      {
        "says": "Yes: if you cannot pay it all now, you can ask for a payment plan online at IRS.gov, a short-term plan of up to 180 days or a monthly installment agreement, usually without a call or visit. File on time even if you cannot pay, because the penalty for not filing is far larger than the one for paying late; interest runs until the balance is paid.",
        "asks": [
          "how do i set up a payment plan with the irs",
          "i cant pay all my taxes can i pay monthly",
          "irs installment agreement",
          "i cant pay my tax bill what can i do",
          "i owe the irs and dont have the money"
        ]
      },
      {
        "says": "Yes, on Form 1040-X, generally within three years of the original return's filing date (or two years of paying the tax, if later): amend to add a forgotten 1099-R or 1099-INT or to claim a credit you missed. You need not amend for a math error, which the IRS corrects itself; a Massachusetts return is corrected on Form 1 marked as amended.",
        "asks": [
          "can i amend my tax return",
          "i forgot a 1099 after i filed",
          "how do i fix a mistake on my tax return"
        ]
      },
      {
        "says": "Keep returns and the papers behind them at least three years from filing, the time the IRS usually has to question a return (six if income was left out by more than a quarter, seven for a worthless-security or bad-debt loss). Keep proof of what you paid for a home or investments, and Form 8606 for after-tax IRA money, until three years after you sell them or empty the account.",
        "asks": [
          "how long should i keep my old tax returns",
          "how many years do i keep tax papers",
          "can i throw out old tax documents"
        ]
      },
      {
        "says": "Box 7 of Form 1099-R says what kind of payment it was: 7 is a normal distribution (after 59½), 1 an early one with no known exception, 2 an early one with an exception, 4 a payment after the owner's death, G a direct rollover (not taxable) and Q a qualified Roth distribution. The taxable amount is in box 2a and tax withheld in box 4.",
        "asks": [
          "what does code 7 mean on my 1099-r",
          "1099-r distribution codes",
          "my 1099-r box 7 says g"
        ]
      },
      {
        "says": "Only if you itemized last year and deducted state income tax: then the refund is taxable on your federal return up to the tax benefit that deduction gave you. If you took the standard deduction, the state refund is not taxable; Massachusetts never taxes its own refund.",
        "asks": [
          "is a state tax refund taxable",
          "do i pay federal tax on my massachusetts refund",
          "is my state refund income"
        ]
      },
      {
        "says": "Not out of the blue: the IRS first contacts you by mail, not by phone, email or text, and it never demands immediate payment by gift card, wire or cryptocurrency, threatens arrest, or asks for a card number by phone. Hang up, and check what you owe in your IRS online account or at the number on an IRS letter; report the call to the Treasury Inspector General for Tax Administration.",
        "asks": [
          "does the irs call you on the phone",
          "someone called saying they are from the irs and i owe money",
          "is this irs call a scam",
          "the irs will call me and demand payment with gift cards",
          "the irs can have me arrested if i dont pay over the phone",
          "i got a call from the irs saying i owe taxes and have to pay with gift cards",
          "someone from the irs called threatening arrest",
          "irs called and wants payment today",
          "will the irs email me about my refund",
          "i got a text from the irs about my refund"
        ]
      }
    ],
    "summary": "Retirees file the same Form 1040 as everyone else (or Form 1040-SR, the same return in larger print), and free preparation is available through the IRS's Tax Counseling for the Elderly and VITA programs. An IRS letter asks for an answer by its date; an extension gives more time to file, not to pay, and a payment plan spreads out what you owe.",
    "steps": [
      "Gather every 1099-R, SSA-1099, 1099-INT and 1099-DIV before filing; a missing one is the usual cause of an IRS letter.",
      "File by the April deadline, or extend with Form 4868 and pay what you expect to owe.",
      "Answer any IRS letter by its date, with copies of your documents."
    ],
    "benefits": [
      "Free help through TCE and VITA covers most retirees' returns, including pensions, IRAs and Social Security."
    ],
    "risks": [
      "Scammers pose as the IRS by phone, text and email; the IRS first writes by mail and never demands payment by gift card or wire."
    ],
    "next": [
      "Keep this year's forms together and compare them with last year's return before you file."
    ]
  },
  {
    "id": "term-vs-permanent",
    "title": "Term or permanent life insurance?",
    "area": "insurance",
    "questions": [
      "Should I get term or whole life insurance?",
      "What is the difference between term and permanent life insurance?",
      "Is universal life a good investment?",
      "term vs whole life",
      "what kind of life insurance should i get"
    ],
    "keywords": [
      "term",
      "whole life",
      "universal life",
      "permanent",
      "cash value",
      "iul",
      "indexed universal",
      "life insurance",
      "policy",
      "kind",
      "contestability",
      "contestable",
      "survivorship",
      "second to die",
      "guaranty association",
      "insurer fails",
      "variable life"
    ],
    "sources": [
      "massInsurance",
      "irsLifeInsurance",
      "naicLife"
    ],
    "points": [
      {
        "says": "Cash value is the savings part of a permanent (whole or universal) life policy: part of each premium builds up inside it, and you can borrow against it or withdraw it, though loans and withdrawals reduce the death benefit and surrendering early brings charges.",
        "asks": [
          "whats cash value life insurance",
          "what is cash value"
        ]
      },
      {
        "says": "Usually for life, unless the policy is a limited-pay one (paid up after 10 or 20 years, or at 65): check the policy's premium schedule. You may be able to stop sooner by letting dividends pay the premiums, by taking a smaller paid-up policy (reduced paid-up) or by borrowing from the cash value, each with its own cost to the death benefit.",
        "asks": [
          "how long do i have to keep paying premiums on whole life",
          "do whole life premiums ever stop",
          "can i stop paying premiums on my whole life policy"
        ]
      },
      {
        "says": "Yes, against its cash value: the insurer lends you up to most of the cash value, with interest, and you repay on your own schedule or not at all; whatever is unpaid at death, interest included, is subtracted from the death benefit. A loan is not taxable while the policy stays in force, but if it lapses with a large loan outstanding, the gain becomes taxable.",
        "asks": [
          "can i borrow from my whole life policy",
          "how do i take a loan against my life insurance",
          "can i borrow against the cash value without paying tax",
          "does a loan on my life insurance reduce the death benefit",
          "if i borrow from my whole life policy does my wife get less"
        ]
      },
      {
        "calculator": "cashValueAtDeath",
        "uses": [
          "faceAmount",
          "worth"
        ],
        "asks": [
          "when i die my kids get the cash value and the death benefit",
          "my beneficiaries get both the cash value and the face amount"
        ],
        "belief": true
      },
      {
        "calculator": "deathBenefitAfterLoan",
        "uses": [
          "faceAmount",
          "policyLoan"
        ],
        "asks": [
          "with a loan on my whole life policy what do my kids get when i die",
          "what does my beneficiary get if i have a loan on my life insurance",
          "how much is the death benefit after my policy loan"
        ]
      },
      {
        "says": "No: a universal life policy can lapse. Its charges for the insurance rise with age and are taken from the cash value, so if the premiums paid and the interest credited no longer cover them, the cash value runs out and the policy ends unless you pay more; many policies bought when rates were high are now underfunded. Ask the insurer for an in-force illustration showing how long it lasts at your current premium.",
        "asks": [
          "universal life is permanent insurance so it cant lapse",
          "my universal life policy will never lapse"
        ],
        "belief": true
      },
      {
        "says": "No, not in cash: term insurance has no cash value, so when the term ends coverage simply stops. Most policies can be kept year by year at steeply rising premiums, or converted to permanent insurance without a health exam before a set age or date; check your policy's conversion deadline before it passes.",
        "asks": [
          "is my term life insurance worth anything when it ends",
          "what happens when my term policy expires",
          "are my premiums refunded when my term policy ends"
        ]
      },
      {
        "says": "Often, by converting: many term policies let you convert to a permanent policy without a medical exam or health questions before a deadline or age set in the policy, which matters when your health has changed. Renewing term after the level period usually costs much more every year; ask the insurer for the conversion deadline and options.",
        "asks": [
          "my term policy ends next year can i keep it my health isnt great",
          "should i renew or convert my term policy",
          "my term life renewal premium went way up what are my options",
          "can i convert term life to permanent",
          "can i keep my life insurance without a new medical exam when the term ends"
        ]
      },
      {
        "says": "Much more than the term premium: a converted permanent policy is priced at your age when you convert (your attained age), not the age you bought the term policy, though at the health rating the term policy had, with no new exam. Converting only part of the face amount keeps the premium lower; ask the insurer for a conversion quote before the deadline.",
        "asks": [
          "how much does it cost to convert term life to permanent",
          "what will the premium be after i convert my term policy",
          "is a converted policy more expensive"
        ]
      },
      {
        "says": "Maybe not: once the kids are grown and the mortgage is paid, the question is what your spouse would lose at your death. The survivor keeps the larger of your two Social Security checks but loses the smaller one, and a pension stops unless you chose a survivor option; if savings cover that gap, the policy may not be needed, though it can still pay estate taxes or leave money to heirs.",
        "asks": [
          "do i still need my term life insurance at 66 kids grown mortgage paid off",
          "do i even need life insurance anymore",
          "do i still need life insurance in retirement",
          "should i keep my term policy now that im retired",
          "is term life worth keeping after retirement"
        ]
      },
      {
        "says": "A policy with cash value does not simply end: you can take its cash surrender value, switch to reduced paid-up insurance (a smaller death benefit with no more premiums) or to extended term insurance (the same death benefit for a limited time). A missed payment is covered by the grace period, usually 31 days, and a lapsed policy can often be reinstated with proof of good health.",
        "asks": [
          "what happens if i stop paying my whole life premiums",
          "reduced paid up insurance",
          "nonforfeiture options on whole life"
        ]
      },
      {
        "says": "Yes, usually, to a life settlement company: an older policyholder can often get more than the cash surrender value but less than the death benefit, and the buyer then pays the premiums and collects at death. Part of the price can be taxable, your beneficiaries get nothing, and the cash can count for MassHealth; compare it with an accelerated death benefit or reduced paid-up insurance first.",
        "asks": [
          "can i sell my life insurance policy",
          "what is a life settlement",
          "sell my whole life policy for cash"
        ]
      },
      {
        "says": "You can return it during the free-look period, at least 10 days after you receive the policy (the period is stated on its first page, and is often longer for a policy that replaces another), for a full refund of the premium.",
        "asks": [
          "free look period on life insurance",
          "can i cancel a life insurance policy i just bought for a refund"
        ]
      },
      {
        "says": "For the first 2 years a policy is in force, the insurer can investigate a death claim and deny it, or cancel the policy, if the application left out or misstated something material such as your health; after 2 years it generally cannot contest the policy over the application. Most policies also exclude suicide in the first 2 years, refunding the premiums instead.",
        "asks": [
          "what is the contestability period on life insurance",
          "can the insurer deny a claim in the first two years",
          "life insurance suicide clause",
          "contestable period on a life policy",
          "can the insurer deny my husbands life claim because of something on the application",
          "he died a year after buying the policy can the insurer refuse to pay"
        ]
      },
      {
        "says": "Be careful: a replacement restarts the 2-year contestability period and any surrender charges, costs more because you are older, may need a medical exam, and can give up features no longer sold. Compare the two side by side, get the replacement notice the agent must give you, and keep the old policy until the other is in force.",
        "asks": [
          "should i replace my old life insurance policy",
          "agent wants me to switch my whole life policy",
          "is it smart to swap my life insurance for another one"
        ]
      },
      {
        "says": "A survivorship (second-to-die) policy insures two people, usually spouses, and pays only after both have died. It costs less than two separate policies and is used to leave money to heirs or pay estate costs, but it pays nothing to the surviving spouse.",
        "asks": [
          "what is a survivorship life policy",
          "second to die life insurance",
          "agent says a second to die policy would cover the estate tax what is that",
          "survivorship policy to pay massachusetts estate tax",
          "joint life insurance for a married couple"
        ]
      },
      {
        "says": "It pays at the second death, when the estate tax is due, and gives the heirs cash so nothing has to be sold. To keep the payout itself out of the taxable estate, it is usually owned by an irrevocable life insurance trust (ILIT), not by either spouse; a policy you own counts in your estate.",
        "asks": [
          "how does a second to die policy pay the estate tax",
          "should a survivorship policy be owned by a trust",
          "life insurance trust for estate tax"
        ]
      },
      {
        "says": "Your coverage does not simply end: the state insurance regulator takes over a failing insurer, and the state life and health insurance guaranty association keeps policies going or pays claims, up to limits set by state law; coverage above those limits depends on what the insurer's assets recover. Check an insurer's financial strength before you buy.",
        "asks": [
          "what happens if my life insurance company goes under",
          "is my life insurance safe if the insurer fails",
          "life insurance guaranty association"
        ]
      },
      {
        "says": "Whole life has a fixed premium, a guaranteed death benefit and cash value that grows at a guaranteed rate. Universal life lets you change the premium and death benefit and credits interest to the cash value, but it can lapse if premiums run too low or its insurance charges rise. Variable life invests the cash value in funds you choose, so it can lose value.",
        "asks": [
          "whats the difference between whole life and universal life",
          "what is universal life insurance",
          "what is variable life insurance"
        ]
      },
      {
        "says": "No: a life policy on another adult needs that person's knowledge and signed consent on the application, often with health questions or an exam, and you need an insurable interest (a child has one in a parent). At an advanced age, small final-expense policies are the usual choice, but their premiums can approach the benefit within a few years.",
        "asks": [
          "can i buy a life insurance policy on my mother without her knowing",
          "buy a life policy on my mom without bothering her about it",
          "insure my parents life without telling them"
        ]
      },
      {
        "calculator": "premiumsOrSave",
        "uses": [
          "faceAmount",
          "policyPremium"
        ],
        "asks": [
          "final expense policy or save the premium in the bank"
        ]
      },
      {
        "says": "No: a level term policy keeps the same premium only for its term, such as 10, 20 or 30 years. After that, keeping it usually means a much higher premium that rises every year, so many owners convert to permanent insurance before the policy's conversion deadline, if it allows, or let the coverage end.",
        "asks": [
          "term life premiums stay the same forever",
          "my term life premium will never go up",
          "term insurance costs the same until i die"
        ],
        "belief": true
      },
      {
        "says": "First look at your options, since simply cancelling gives only the cash surrender value, taxed above the premiums you paid: you can stop premiums and take reduced paid-up insurance (a smaller death benefit, paid for), use the cash value to pay premiums, 1035-exchange it into an annuity, or, if you are older or in poorer health, sell it in a life settlement for more than the cash value. Keep it if a spouse, estate taxes or heirs still need it.",
        "asks": [
          "should i cancel my whole life policy now that the kids are grown",
          "kids are grown do i drop my permanent life insurance",
          "i dont need my whole life policy anymore what are my options"
        ]
      }
    ],
    "summary": "Term insurance covers a set number of years at the lowest cost; permanent insurance (whole or universal life) lasts for life and builds cash value but costs much more.",
    "steps": [
      "Name the need: income replacement while others depend on you usually points to term.",
      "Lifelong needs, such as estate liquidity or a special-needs heir, can justify permanent insurance.",
      "Compare the premium for the same death benefit across term lengths and policy types.",
      "For universal life, check what happens to the policy if credited rates fall."
    ],
    "benefits": [
      "Term: large coverage for a small premium.",
      "Permanent: coverage that cannot run out with age, plus cash value you can borrow."
    ],
    "risks": [
      "Term can expire when you still need it, and renewing later costs more.",
      "Permanent policies can lapse if underfunded, and surrender charges apply early on."
    ],
    "next": [
      "Write down who depends on your income and for how long before comparing quotes."
    ]
  },
  {
    "id": "trusts",
    "title": "Wills and trusts",
    "area": "estate",
    "questions": [
      "Do I need a trust or just a will?",
      "What is a revocable living trust?",
      "irrevocable trust to protect assets"
    ],
    "keywords": [
      "trust",
      "trusts",
      "will",
      "living trust",
      "revocable",
      "irrevocable",
      "probate",
      "estate plan",
      "executor",
      "personal representative",
      "credit shelter"
    ],
    "sources": [
      "massProbate",
      "massEstate",
      "massTrustCode"
    ],
    "points": [
      {
        "says": "Yes: Massachusetts law allows a trust for the care of animals alive during your lifetime. You name a trustee to hold the money and a caregiver for the pet; the trust ends when the last covered animal dies, and what is left goes where the trust says, or else back to your estate (chapter 203E, section 408 of the General Laws). A court can reduce an amount far beyond what the animal needs.",
        "asks": [
          "can i set up a pet trust for my dog",
          "pet trust in massachusetts",
          "pet trust"
        ]
      },
      {
        "says": "Assets that pass outside a will avoid probate: accounts with named beneficiaries, payable-on-death and transfer-on-death accounts, property in joint ownership with right of survivorship, and anything titled in a living trust. Massachusetts also has a simpler process for small estates.",
        "asks": [
          "how do i avoid probate in massachusetts",
          "how to avoid probate",
          "how do i avoid probate in massachusetts"
        ]
      },
      {
        "says": "It can keep the house out of probate: a house deeded to your revocable living trust passes to your heirs under the trust's terms without probate, and you keep full control while you live. It costs more to set up than a will, the deed must actually be transferred to the trust, and a revocable trust does not shield the house from MassHealth or estate tax.",
        "asks": [
          "should i put my house in a trust to avoid probate",
          "is it worth putting my house in a living trust"
        ]
      },
      {
        "says": "Probate is the court process, in Massachusetts the Probate and Family Court, that confirms a will, appoints the personal representative, pays debts and passes what is left to the heirs. Assets with named beneficiaries, joint owners or a trust avoid it.",
        "asks": [
          "what is probate",
          "what does probate mean",
          "do we need probate if everything is joint",
          "what is probate and do we need it"
        ]
      },
      {
        "says": "Three things a will cannot: what the trust holds passes to your heirs without probate, its terms stay private while a will filed in probate becomes public record, and if you become incapacitated a successor trustee you chose manages it without a court guardianship. It does not lower estate tax, and it helps only for what is actually retitled into it.",
        "asks": [
          "what is the point of a revocable trust",
          "why have a living trust if it does not save tax",
          "what does a living trust do for me"
        ]
      },
      {
        "says": "A will can be enough when most of your money already passes by beneficiary forms, as IRAs do; what a will cannot do is keep the house out of probate. A revocable living trust avoids probate for what you put in it, keeps the estate private and helps if you become incapacitated, and a couple's trusts can also reduce Massachusetts estate tax, which starts at {{maEstateThreshold}}.",
        "asks": [
          "do we need a trust or is a will enough",
          "is a will enough or do i need a living trust"
        ]
      },
      {
        "says": "Usually there are safer ways: a joint owner owns part of it now, so the account and house become exposed to her creditors, divorce or lawsuits, the deed change can be a taxable gift, and she loses part of the step-up in basis on the house. A payable-on-death designation on the account and a revocable trust for the house avoid probate without those risks.",
        "asks": [
          "should i add my daughter to my bank account and house deed to avoid probate",
          "adding a child as joint owner to avoid probate"
        ]
      },
      {
        "says": "No: a revocable living trust avoids probate for what is in it, but it does not reduce estate tax, because what you can take back still counts in your estate. Massachusetts taxes estates over {{maEstateThreshold}}; for a couple, a credit shelter (bypass) trust written into the first spouse's plan is what can use both spouses' thresholds.",
        "asks": [
          "does a living trust avoid estate tax",
          "will putting my house in a trust avoid massachusetts estate tax",
          "does a revocable trust reduce estate tax",
          "my living trust saves massachusetts estate tax",
          "putting everything in a revocable trust avoids estate tax",
          "will a revocable trust keep my kids from paying estate tax"
        ]
      },
      {
        "says": "No: while you are alive, what is in a trust you can revoke counts as yours for your creditors, and after your death it can be reached for your debts when the rest of the estate falls short. Shielding assets from creditors takes an irrevocable trust, which means giving up control.",
        "asks": [
          "a revocable trust protects my money from lawsuits",
          "my living trust shields my assets from creditors"
        ],
        "belief": true
      },
      {
        "says": "No: a revocable trust changes nothing in your income tax while you are alive; its income is reported on your own return under your Social Security number and taxed as before. It becomes a separate taxpayer only after your death, when it can no longer be revoked.",
        "asks": [
          "a living trust saves me income tax",
          "my revocable trust files its own income tax return"
        ],
        "belief": true
      },
      {
        "says": "Yes: while you are alive a trust you can revoke is open to your creditors, and after your death it can be reached for your debts when the probate estate falls short.",
        "asks": [
          "can creditors reach my revocable trust",
          "can my creditors go after my living trust"
        ]
      },
      {
        "says": "Yes: a short pour-over will still catches anything left outside the trust and moves it in, and it can name a guardian for minor children; whatever the trust does not hold when you die goes through probate, so retitle your assets into it.",
        "asks": [
          "if i have a living trust do i still need a will",
          "do i need a will if i set up a trust",
          "with a trust is a will still needed"
        ]
      },
      {
        "says": "A supplemental (special) needs trust holds money for a person with a disability without counting as their own resource, so SSI and MassHealth continue; the trustee pays for extras those programs do not cover. Left to them directly, an inheritance over SSI's {{ssiResourceIndividual}} limit can end those benefits until it is spent; a trust parents fund in their will or living trust need not repay MassHealth at the child's death.",
        "asks": [
          "what is a special needs trust",
          "whats a supplemental needs trust",
          "my son is disabled what happens to his ssi if i leave him money",
          "do we need a special needs trust for our disabled daughter"
        ]
      },
      {
        "says": "No: a revocable trust avoids probate only for what is titled in its name or paid to it by a beneficiary designation. A house still deeded to you and accounts still in your own names go through probate; a pour-over will can move them into the trust, but only through probate. Record a deed to the trust and retitle the accounts, or name the trust where that fits.",
        "asks": [
          "we signed a living trust but never funded it",
          "does a trust avoid probate if the house is not in it",
          "do i need to retitle my house into my trust"
        ]
      },
      {
        "says": "A revocable (living) trust can be changed or cancelled by you at any time and is usually run by you as trustee: it avoids probate and lets a successor manage things if you cannot, but it counts as yours for creditors, MassHealth and estate tax. An irrevocable trust generally cannot be changed or taken back once signed, and that loss of control is what lets it keep assets out of MassHealth's count (after five years) or out of your taxable estate.",
        "asks": [
          "what is the difference between a revocable and an irrevocable trust",
          "what is an irrevocable trust"
        ]
      },
      {
        "says": "Yes: with a revocable trust you are usually your own trustee, or a couple serves together, so you keep buying, selling and spending as before. You name a successor trustee, such as an adult child or a trusted adviser, to take over if you become unable to manage or at your death.",
        "asks": [
          "can i be the trustee of my own living trust",
          "who should i name as successor trustee",
          "do i lose control of my house if i put it in a trust"
        ]
      },
      {
        "says": "At the death it can no longer be changed, and the successor trustee takes over without probate for what it holds: collecting its assets, paying final bills and taxes, filing the trust's tax returns, keeping beneficiaries informed and then distributing what is left as the trust directs. The trustee must act in the beneficiaries' interest, not their own, and keep trust money separate from their own.",
        "asks": [
          "what happens to a trust after the person who set it up dies",
          "my mother had a trust and died what do we do now",
          "what does a successor trustee do after a death"
        ]
      },
      {
        "says": "Yes: while you can understand what you sign, you can amend or restate a revocable trust, change its beneficiaries or trustees, take property back out, or revoke it entirely, usually by a signed amendment your lawyer prepares. A house comes back out by a new deed from you as trustee, recorded at the registry of deeds.",
        "asks": [
          "can i amend my revocable trust after signing it",
          "can i take my house back out of my trust"
        ]
      },
      {
        "says": "Yes: at the death a revocable trust becomes irrevocable and a separate taxpayer, so the successor trustee gets it an EIN (free from the IRS online) and stops using the person's Social Security number. The trust files Form 1041 for any year it has gross income of {{estateIncomeReturn}} or more, or any taxable income.",
        "asks": [
          "does my mothers trust need its own tax id after she died",
          "successor trustee do i need an ein for the trust",
          "does a trust have to file a tax return after the death",
          "can i keep using my dads social security number for his trust",
          "does a trust need a new tax id when the grantor dies",
          "trust ein after death"
        ]
      },
      {
        "says": "First get several certified death certificates, read the trust, and tell the banks and brokers you are the successor trustee (with a certificate of trust and the death certificate). Then get the trust an EIN, make an inventory of what it holds, notify the beneficiaries, pay final bills and taxes (the person's final Form 1040, the trust's Form 1041), keep records, and only then distribute.",
        "asks": [
          "im the successor trustee what do i do first",
          "successor trustee first steps",
          "my mom died and i am trustee of her trust where do i start"
        ]
      },
      {
        "says": "No: once the person who made it dies, a revocable trust becomes irrevocable and needs its own EIN from the IRS; it files Form 1041 for a year with gross income of {{estateIncomeReturn}} or more.",
        "asks": [
          "a living trust doesnt need its own tax id after the person dies",
          "the trust can keep using my moms social security number after she died"
        ],
        "belief": true
      }
    ],
    "summary": "A will directs assets through probate; a revocable living trust can avoid probate and manage assets if you become unable to, while irrevocable trusts serve tax and protection goals.",
    "steps": [
      "Start with a will, a durable power of attorney and a health care proxy.",
      "Consider a revocable trust if you own real estate, want privacy, or want to plan for incapacity.",
      "Fund the trust by retitling assets; an unfunded trust does little.",
      "Massachusetts couples above the state estate tax threshold often use credit shelter trusts, because Massachusetts has no portability."
    ],
    "benefits": [
      "Clear instructions, less court involvement and smoother management if you are incapacitated."
    ],
    "risks": [
      "Documents that are not updated or not funded may not work as intended."
    ],
    "next": [
      "Make a list of assets and how each is titled before meeting an estate attorney."
    ]
  },
  {
    "id": "w2-vs-1099",
    "title": "Should I be a 1099 or a W-2?",
    "area": "tax",
    "questions": [
      "Should I be a 1099 or a W-2?",
      "Is it better to be an employee or an independent contractor?",
      "1099 vs W2 which pays more",
      "My client wants me as a contractor, is that ok?",
      "consulting after retirement 1099"
    ],
    "keywords": [
      "w2",
      "1099",
      "contractor",
      "independent contractor",
      "employee",
      "employer",
      "freelance",
      "consultant",
      "consulting",
      "classification",
      "misclassified",
      "abc test",
      "gig"
    ],
    "sources": [
      "irsClassification",
      "massContractors",
      "irsSeTax"
    ],
    "points": [
      {
        "says": "No: all self-employment income is taxable whether or not a Form 1099 arrives; the form is only the payer's reporting rule. Report it on Schedule C, and once net earnings pass a small threshold, self-employment tax is due too.",
        "asks": [
          "i dont owe tax on 1099 income if i didnt get a 1099",
          "small side income without a 1099 is not taxable"
        ],
        "belief": true
      }
    ],
    "summary": "A W-2 employee has taxes withheld, the employer pays half of payroll taxes and may offer benefits; a 1099 contractor pays both halves (15.3% self-employment tax) but can deduct expenses and open a solo retirement plan.",
    "steps": [
      "Your status is set by the facts (who controls the work), not by your preference; the IRS uses behavioural, financial and relationship tests.",
      "Massachusetts uses a strict \"ABC test\" that presumes most workers are employees.",
      "As a 1099 contractor, budget for self-employment tax of 15.3% plus income tax, paid through quarterly estimates.",
      "Compare offers on total value: a 1099 rate should be roughly 20% to 30% higher to cover payroll tax and lost benefits.",
      "Contractors can deduct business expenses and save more through a solo 401(k) or SEP IRA."
    ],
    "benefits": [
      "1099: flexibility, business deductions and larger retirement contributions.",
      "W-2: employer-paid payroll tax, withholding, benefits and unemployment protection."
    ],
    "risks": [
      "1099: no withholding, so underpaid estimates can bring penalties.",
      "Earnings before full retirement age count toward the Social Security earnings test either way."
    ],
    "next": [
      "Ask for both offers in writing and compare them after taxes and benefits."
    ]
  },
  {
    "id": "wills",
    "title": "Wills in Massachusetts",
    "area": "estate",
    "questions": [
      "Do I need a will in Massachusetts?",
      "How do I make a valid will?"
    ],
    "keywords": [
      "will",
      "wills",
      "my will",
      "a will",
      "last will",
      "witnesses",
      "notarized",
      "handwritten will",
      "executor",
      "personal representative",
      "intestate",
      "intestacy",
      "disinherit",
      "elective share",
      "original will"
    ],
    "sources": [
      "massWills",
      "massIntestacy",
      "massProbate"
    ],
    "ask": "Do you already have a will, and is the question about making one or settling someone's estate?",
    "points": [
      {
        "says": "Massachusetts law decides: a surviving spouse takes everything only if you leave no parent and no children, or if all your children are also your spouse's (and your spouse has no children from another relationship); otherwise the spouse shares with your parents or children. With no spouse, your children share equally. A court appoints the personal representative, and accounts with a beneficiary or joint owner pass outside all this.",
        "asks": [
          "what happens if i die without a will in massachusetts",
          "who inherits if there is no will",
          "does my spouse get everything with no will",
          "intestate succession massachusetts",
          "we never made wills who gets everything if one of us dies"
        ]
      },
      {
        "calculator": "intestateShareFor",
        "uses": [
          "heirs",
          "assets"
        ],
        "asks": [
          "if my husband dies without a will what do i get",
          "without a will does the wife get everything or do the kids get half",
          "my husband has a son from his first marriage what do i inherit with no will",
          "what if all our kids were together"
        ]
      },
      {
        "says": "Only while she still has the capacity to make one: at the signing she must understand what she owns, who her family are and what the will does. A diagnosis alone does not end that, especially early on; the lawyer judges it at the signing, often with a doctor's note, and acting sooner is safer.",
        "asks": [
          "can someone with dementia still sign a will",
          "my mom has alzheimers can she still make a will"
        ]
      },
      {
        "says": "It depends on the lawyer and what you need: many Massachusetts estate lawyers charge a flat fee for a simple will, more for a package with a durable power of attorney, health care proxy and a trust. Ask for the fee in writing before you start; legal aid and elder law programs can help those with limited income.",
        "asks": [
          "how much does a lawyer charge to draw up a will and power of attorney",
          "cost of having a will drafted"
        ]
      },
      {
        "says": "No, notarizing is not required: a Massachusetts will must be in writing, signed by you (18 or older and of sound mind) and signed by two witnesses who saw you sign, ideally people who inherit nothing under it. A notarized self-proving affidavit added at signing lets the court accept the will without calling the witnesses, which speeds probate.",
        "asks": [
          "does my will need to be notarized in massachusetts",
          "how many witnesses does a will need",
          "what makes a will legal in massachusetts",
          "my will has to be notarized to be legal",
          "a will isnt valid in massachusetts unless its notarized"
        ]
      },
      {
        "says": "Yes, if it is signed by you and by two witnesses: Massachusetts does not accept an unwitnessed handwritten will, however clearly it is in your hand. A homemade will can also fail on wording, a forgotten asset or a beneficiary who dies first, so many people have a lawyer draft or review it.",
        "asks": [
          "is a handwritten will valid in massachusetts",
          "homemade will without a lawyer",
          "diy will kit legal in massachusetts"
        ]
      },
      {
        "says": "Yes: whoever holds the original will must deliver it to the Probate and Family Court in the county where the person lived, or to the named executor to file, within 30 days after learning of the death. Filing the will does not by itself start probate; the personal representative still petitions to be appointed.",
        "asks": [
          "what do i do with the original will after someone dies",
          "do i have to file the will with the court",
          "when does a will have to be filed in massachusetts",
          "how do i probate a will in massachusetts",
          "how do i start probate for my mothers estate"
        ]
      },
      {
        "says": "A personal representative (the executor named in a will, or one the court appoints when there is none) is appointed by the Probate and Family Court to collect the assets in the person's name alone, pay debts, taxes and final bills, and then distribute the rest by the will or by law. They can be paid a fee and are reimbursed for expenses, and owe the heirs careful, honest handling.",
        "asks": [
          "what is a personal representative",
          "what does an executor do",
          "i was named executor what do i do",
          "im the executor of my aunts estate where do i start",
          "named executor and never done this what are the first steps",
          "how do i get appointed as executor in massachusetts"
        ]
      },
      {
        "says": "You have rights as an heir: in Massachusetts a personal representative must notify the heirs of the appointment, send them an inventory of the estate within three months and account for what comes in and goes out. If that does not happen, you can ask the Probate and Family Court to order an inventory or account, or to remove a representative who fails to act.",
        "asks": [
          "my brother is executor and wont tell us anything about the estate",
          "what can heirs do if the executor is not doing anything",
          "executor wont share information with the family"
        ]
      },
      {
        "says": "Not entirely: a surviving spouse left out of a will, or left less, can waive the will within six months of the probate and take a share set by statute instead (a third if you had children, though above a modest amount the spouse gets only the income for life). A prenuptial or postnuptial agreement can waive that right; children, on the other hand, can be left out.",
        "asks": [
          "can i disinherit my spouse in massachusetts",
          "can i leave my husband out of my will",
          "what is the spouse's elective share",
          "can my husband write me out of his will in massachusetts",
          "can my husband leave me out of his will in massachusetts",
          "can he cut me out of his will and leave everything to his kids",
          "can a spouse be disinherited in massachusetts"
        ]
      },
      {
        "says": "Review it after a marriage, divorce, death, birth or move, or every few years, since a divorce or a new marriage can change how an old will works. Check beneficiary forms at the same time, since they, not the will, decide who gets IRAs, 401(k)s and life insurance.",
        "asks": [
          "how often should i review my estate plan",
          "old will from before my divorce or remarriage",
          "my will is 20 years old should i redo it"
        ]
      },
      {
        "says": "Informal probate is the quicker path at the Probate and Family Court: a magistrate, without a hearing, admits the original will and appoints the personal representative when no one objects. Formal probate goes before a judge, and is needed when the will is lost or contested or heirs cannot be found. No law requires a lawyer, but many families use one.",
        "asks": [
          "what is informal probate",
          "formal vs informal probate massachusetts",
          "do i need a lawyer for probate in massachusetts"
        ]
      },
      {
        "says": "Ask the Probate and Family Court registry in the county where he lived: a will deposited there for safekeeping, or filed after death, is on record, and probate cases can be searched at masscourts.org. Also ask his lawyer and check his papers and safe deposit box; the person holding the original must file it within 30 days of learning of the death.",
        "asks": [
          "how do i find out if my father left a will",
          "how do i find someone's will after they die",
          "is a will on file at the court"
        ]
      },
      {
        "says": "No: a will does not avoid probate; it is the document the Probate and Family Court admits so that your personal representative can be appointed and settle what was in your name alone. Only property with a named beneficiary, a joint owner with survivorship or held in a trust passes outside probate.",
        "asks": [
          "a will keeps my estate out of probate",
          "if i have a will my family avoids probate court",
          "having a will means my house skips probate"
        ],
        "belief": true
      },
      {
        "says": "No: without a will, Massachusetts law passes what you own to your family: a spouse, children, parents, then brothers and sisters and more distant relatives. The Commonwealth takes it only when no relative the law names is left.",
        "asks": [
          "if i die without a will the state gets everything",
          "with no will massachusetts gets my money",
          "the state keeps my house if i have no will"
        ],
        "belief": true
      },
      {
        "says": "No: a will signed in Massachusetts is valid only if two witnesses who saw you sign also sign it, whether it is typed or in your own hand; an unwitnessed handwritten will is not accepted here. Have it signed again before two witnesses, ideally with a notarized self-proving affidavit.",
        "asks": [
          "is a handwritten will without witnesses valid in massachusetts",
          "can i write my will by hand and sign it without witnesses",
          "can i skip the lawyer and the witnesses if i write my will myself"
        ]
      },
      {
        "says": "Yes: Massachusetts gives children no guaranteed share, so you can leave an adult child out; name him expressly in the will and say you leave him nothing, so it is not read as an oversight. Only a surviving spouse can take a share against the will.",
        "asks": [
          "can i leave my son out of my will",
          "can i disinherit one of my adult children",
          "can i leave my son nothing in my will",
          "can i disinherit my child in massachusetts"
        ]
      },
      {
        "says": "Yes: a Massachusetts will must be signed by you and by two witnesses who saw you sign, ideally people who inherit nothing under it. A notary is not required, though a notarized self-proving affidavit speeds probate.",
        "asks": [
          "does a will need witnesses in massachusetts",
          "does my will have to be witnessed",
          "do i need two witnesses for my will"
        ]
      },
      {
        "says": "No, a lawyer is not required: a will is valid in Massachusetts if it is in writing, signed by you (18 or older and of sound mind) and by two witnesses who saw you sign. A lawyer helps to get the signing right, add a self-proving affidavit, and plan for taxes, MassHealth or a blended family.",
        "asks": [
          "do i need a lawyer to make a will in massachusetts",
          "can i write my own will in massachusetts"
        ]
      },
      {
        "says": "Usually not a new will: Massachusetts accepts a will validly signed under the law of the state where it was signed. Have it reviewed after the move, since terms, executors out of state and the health care proxy and power of attorney forms may need updating.",
        "asks": [
          "do i need a new will if i move to massachusetts",
          "my will was made in another state before we moved here",
          "moved here from new york is my old will still good"
        ]
      },
      {
        "says": "Yes: a house in one person's name alone, with no trust, goes through probate in the Probate and Family Court before it can pass to the heirs or be sold, as Massachusetts' small-estate process does not cover real estate. A house held in a trust, owned jointly with right of survivorship, or deeded with a life estate passes outside probate.",
        "asks": [
          "does my house go through probate if its in my name only",
          "will my house have to go through probate if its only in my name",
          "dad died and the house was in his name only do we have to go through probate"
        ]
      },
      {
        "says": "Not a house in your name alone: it passes through probate. To avoid that, it can be held in a revocable trust, owned jointly with right of survivorship, or deeded with a life estate you keep; Massachusetts has no transfer-on-death deed for real estate. Each choice has tax and MassHealth effects, so plan it with an attorney.",
        "asks": [
          "can my kids inherit my house without probate if its in my name",
          "how do i pass my house to my children without probate",
          "avoid probate on my house in massachusetts"
        ]
      },
      {
        "says": "Massachusetts law decides (intestacy): with no surviving spouse, the children share equally, and the children of a child who died before take that child's share; a surviving spouse takes all or part, depending on the family. The house still goes through probate, where the court appoints a personal representative to settle the estate.",
        "asks": [
          "my mom died without a will who gets her house",
          "mom died with no will and dad died before her who gets the house",
          "who inherits if there is no will in massachusetts",
          "my father died with no will what happens to his estate"
        ]
      },
      {
        "says": "Under Massachusetts law, unless your will says otherwise, a share left to your child who dies before you passes to that child's own children (the anti-lapse rule); with no descendants, it goes back into the estate for the others. Review the will with a lawyer so it says what you want.",
        "asks": [
          "a child named in my will died before me who gets that share"
        ]
      },
      {
        "says": "Often about a year, longer with a will contest, a house to sell or an estate tax return: creditors have one year from the death to bring claims, so a personal representative usually waits that long before paying everything out. An informal probate without disputes can be opened in a few weeks, and a small estate of {{maVoluntaryAdmin}} or less can use voluntary administration instead.",
        "asks": [
          "how long does probate take in massachusetts",
          "how long before the estate can be settled"
        ]
      },
      {
        "says": "You can insist: in Massachusetts a personal representative must tell heirs and beneficiaries of the appointment within 30 days, prepare an inventory of the estate within three months, and account for what comes in and goes out. Ask in writing for the inventory and an accounting; if you get neither, you can petition the Probate and Family Court to order them or to remove the personal representative.",
        "asks": [
          "the executor wont tell me anything about the estate what can i do",
          "my brother is executor and wont show me the accounts"
        ]
      },
      {
        "says": "Yes: in Massachusetts a personal representative is entitled to reasonable compensation for the work, unless the will sets the fee or says otherwise; keep a log of hours and tasks, since heirs can object to a fee they find unreasonable. The fee is taxable income to you, and many family executors who are also heirs waive it.",
        "asks": [
          "can the executor be paid for their work",
          "am i allowed to pay myself as executor"
        ]
      },
      {
        "says": "Yes, usually: real estate goes through probate in the state where it is, so a Florida condo in your names means a second, ancillary probate there after the Massachusetts one. Holding the out-of-state property in a revocable trust avoids it; owning it jointly with right of survivorship only puts it off to the second death.",
        "asks": [
          "we own a house in massachusetts and a condo in florida will the kids need probate in both states",
          "ancillary probate for an out of state condo",
          "will the kids have to do probate in two states"
        ]
      },
      {
        "says": "A codicil is a short amendment to a will, and it must be signed like the will itself: in writing, signed by you and by two witnesses who saw you sign. It suits one or two changes, such as a new executor or a gift; for several changes, or after a marriage, divorce or death in the family, a new will is clearer and leaves no conflict between documents. Never write changes on the original will.",
        "asks": [
          "do i need a codicil or a whole new will",
          "can i just add a codicil to my will",
          "how do i change or update my will"
        ]
      },
      {
        "says": "No: being named in a will does not oblige you to serve. You can decline before the court appoints you, by a short written declination filed with the Probate and Family Court, and the alternate named in the will, or someone else the court picks, serves instead; once appointed you can still resign with the court's approval. Living in another state does not bar you, though the court may ask for a bond and a local agent to accept papers.",
        "asks": [
          "do i have to accept being executor of a will",
          "i was named executor can i say no",
          "can i turn down being the executor"
        ]
      },
      {
        "says": "Yes: Massachusetts lets a personal representative live in another state; the court may ask for a bond and for a Massachusetts agent named to accept legal papers for the estate. Much of the work can be done by mail and online, though a local lawyer often helps.",
        "asks": [
          "can my son who lives in another state be my executor",
          "can an executor live out of state in massachusetts",
          "my daughter lives in florida can she be executor of my will",
          "my executor lives in another state is that allowed in massachusetts"
        ]
      },
      {
        "says": "No: a personal representative may live outside Massachusetts; the Probate and Family Court may ask for a bond and a Massachusetts agent to accept legal papers for the estate, but living elsewhere is no bar.",
        "asks": [
          "my executor has to live in massachusetts",
          "an out of state child cant be my executor",
          "the executor must be a massachusetts resident"
        ],
        "belief": true
      },
      {
        "says": "Yes: the executor (personal representative) is often a spouse or child who also inherits under the will; serving does not reduce their share. They must still treat all heirs fairly and keep estate money apart from their own.",
        "asks": [
          "can my executor also be one of my heirs",
          "can my son be executor and inherit too",
          "can a beneficiary be the executor of a will"
        ]
      },
      {
        "says": "No: a personal representative may also inherit under the will, and most family executors do; they must still handle the estate fairly for every heir and keep its money apart from their own.",
        "asks": [
          "the executor cant inherit anything under the will",
          "if my daughter is executor she cant be a beneficiary"
        ],
        "belief": true
      },
      {
        "says": "In your will: a parent names a guardian for minor children (and a backup) in the will, and the Probate and Family Court appoints that person unless it finds them unsuitable. Without one, the court chooses. Leaving the children money in a trust, rather than outright, keeps its management apart from their day-to-day care.",
        "asks": [
          "how do i name a guardian for my minor children",
          "naming a guardian for young children",
          "where do i name a guardian for grandchildren i am raising"
        ]
      },
      {
        "says": "No, not without a will: Massachusetts intestacy law passes an estate to a spouse and blood or adopted relatives, so stepchildren inherit nothing unless you adopted them. To leave them something, name them in a will or trust, or as beneficiaries on accounts and policies.",
        "asks": [
          "do stepchildren inherit if there is no will in massachusetts",
          "will my stepkids get anything if i die without a will",
          "does my stepson inherit from me"
        ]
      },
      {
        "says": "No: without a will, Massachusetts law leaves stepchildren nothing unless they were legally adopted; only a will, trust or beneficiary form can leave them a share.",
        "asks": [
          "my stepchildren inherit from me just like my own kids",
          "stepkids automatically get a share if there is no will",
          "my stepkids inherit like my own kids if i have no will"
        ],
        "belief": true
      },
      {
        "says": "Six months from the will's admission to probate: a surviving spouse claims the elective share by filing a written waiver of the will with the Probate and Family Court within that time, or loses the right. Have a lawyer check it first, since the Massachusetts share above a modest amount gives only income for life.",
        "asks": [
          "how long does a widow have to claim the elective share in massachusetts",
          "deadline to waive my husbands will",
          "how long do i have to take the spousal share"
        ]
      }
    ],
    "summary": "A will names who gets what you own in your name alone and who settles your estate; without one, Massachusetts law decides. A valid Massachusetts will is in writing and signed by you and two witnesses, and the original goes to the Probate and Family Court after death.",
    "steps": [
      "List what passes by the will: property in your name alone, without a beneficiary or joint owner.",
      "Sign the will before two witnesses, with a notarized self-proving affidavit.",
      "Keep the original where your executor can find it, and review it after major life changes."
    ],
    "benefits": [
      "You choose your heirs and your personal representative, and can name a guardian for a minor or disabled child."
    ],
    "risks": [
      "An unwitnessed or outdated will can leave your estate to be divided by state law."
    ],
    "next": [
      "Gather your beneficiary forms and deeds, then talk with an estate lawyer about the will."
    ]
  },
  {
    "id": "withdrawal-order",
    "title": "Which accounts to draw from first",
    "area": "tax",
    "questions": [
      "Which account should I withdraw from first in retirement?",
      "tax efficient withdrawal strategy",
      "Should I spend my IRA or my brokerage account first?",
      "ira or roth which to spend first",
      "tax diversification",
      "How do I pay less tax in retirement?"
    ],
    "keywords": [
      "which account",
      "first",
      "order",
      "sequence",
      "withdrawal strategy",
      "tax efficient",
      "brokerage",
      "taxable account",
      "tax diversification",
      "buckets"
    ],
    "sources": [
      "irsPub590b",
      "irsRevProc202532"
    ],
    "points": [
      {
        "says": "Yes: withdrawals from a traditional 401(k) or IRA are taxed as ordinary income in the year you take them, at your federal bracket, and by Massachusetts at 5% (except contributions it already taxed); qualified Roth withdrawals are tax-free. A 401(k) payout you do not roll over has 20% federal tax withheld, and an IRA withdrawal 10% unless you choose another rate.",
        "asks": [
          "do i pay taxes on my 401k withdrawals",
          "are ira withdrawals taxable",
          "how are 401k withdrawals taxed"
        ]
      },
      {
        "says": "It is up to you: an IRA withdrawal has 10% federal tax withheld unless you choose another rate, from 0% to 100% (none at all included), on Form W-4R. With nothing withheld, the tax is still owed when you file, so you may need estimated payments; a 401(k) payout you do not roll over has 20% withheld, which you cannot lower.",
        "asks": [
          "can i have no tax withheld when i take money from my ira",
          "do i have to have tax taken out of my ira withdrawal"
        ]
      },
      {
        "says": "You can, but all of it is taxed as ordinary income in that one year: a large withdrawal can push you into a much higher bracket, make more of your Social Security taxable and raise your Medicare premiums (IRMAA) two years later; before 59½ a 10% penalty is added unless an exception applies. A 401(k) withholds 20% federally up front, and Massachusetts taxes it at 5%. Spreading it over several years usually costs far less.",
        "asks": [
          "can i take my whole ira out at once",
          "how much tax will i pay if i cash out my 401k",
          "should i cash out my ira all at once",
          "what happens if i withdraw my entire 401k"
        ]
      }
    ],
    "summary": "A common order is taxable accounts first, then pre-tax, then Roth, but the best plan blends sources each year to fill low brackets and stay under IRMAA and phase-out limits.",
    "steps": [
      "Project taxes year by year from retirement to age 90.",
      "In low-income years, draw from pre-tax accounts or convert to Roth up to a target bracket.",
      "Use taxable accounts for spending when realizing gains at 0% or 15%.",
      "Save Roth money for late in life, high-tax years and heirs."
    ],
    "benefits": [
      "Can lower lifetime taxes and Medicare premiums noticeably."
    ],
    "risks": [
      "A rigid order can leave large RMDs and high brackets later."
    ],
    "next": [
      "List each account by tax type and balance to build a draw-down plan."
    ]
  },
  {
    "id": "withdrawal-rate",
    "title": "How much can I safely withdraw?",
    "area": "retirement",
    "questions": [
      "What is the 4% rule?",
      "How much can I withdraw from my savings each year?",
      "What is a safe withdrawal rate?",
      "how fast can i spend my 401k in retirement"
    ],
    "keywords": [
      "how long will my money last",
      "spend a year",
      "4%",
      "four percent",
      "rule",
      "withdrawal rate",
      "take out every year",
      "nest egg",
      "per year",
      "safe withdrawal",
      "sequence",
      "sequence of returns",
      "spend down",
      "withdraw",
      "guardrails"
    ],
    "sources": [
      "investorCalculators",
      "dolRetirement"
    ],
    "ask": "How much do you have saved, and how much do you take from it each year?",
    "points": [
      {
        "calculator": "cashReserveFor",
        "uses": [
          "spending",
          "reserveYears"
        ],
        "asks": [
          "how much should we keep in cash in case the market drops",
          "if we keep two years of withdrawals in cash how much is that",
          "how big a cash cushion do i need in retirement"
        ]
      },
      {
        "says": "Sequence risk is the danger of poor market returns in the first years of retirement, while you also withdraw money: selling after early losses leaves less to recover, so the same average return can last years less. A cash cushion and flexible withdrawals reduce it.",
        "asks": [
          "what is sequence of returns risk",
          "sequence risk in retirement"
        ]
      },
      {
        "says": "The 4% rule says that taking 4% of savings in the first year, then the same dollar amount raised for inflation, has historically lasted about 30 years. It is still a reasonable starting point, but a bad market in the first years (sequence risk) matters more than the exact rate, so be ready to trim spending after a bad year. It applies only to what savings must supply beyond Social Security and any pension, which can cover the basics, and starting rates of 8% or more have rarely lasted.",
        "asks": [
          "is the 4 percent rule still ok",
          "does the 4% rule still work",
          "is 4 percent too much to withdraw if i retire early"
        ]
      },
      {
        "calculator": "savingsLast",
        "uses": [
          "assets",
          "spending"
        ],
        "asks": [
          "how long will my savings last if i spend",
          "how long will my money last spending a year",
          "how long will my nest egg last",
          "how many years until the money is gone",
          "we spend this much a year will our savings last",
          "need this much a year from savings is that sustainable",
          "if i take this much a month how long does it last",
          "whats my withdrawal rate now",
          "is taking this much a year from our savings too much",
          "have this much saved and pull this much a year is that too much"
        ]
      },
      {
        "calculator": "drawToEmpty",
        "uses": [
          "assets",
          "growth",
          "yearsAhead"
        ],
        "asks": [
          "if my savings earn 5 percent how much can i take a month to use it all up in 25 years",
          "how much can i withdraw a month to spend my savings down over 20 years"
        ]
      },
      {
        "calculator": "fourPercent",
        "uses": [
          "assets"
        ],
        "asks": [
          "is the 4 rule still a good rule of thumb",
          "4 percent rule on our savings",
          "how much can we take from our savings each year",
          "how much can i take from my savings a year",
          "what would 4 percent of our savings give us a month"
        ]
      },
      {
        "calculator": "savingsNeeded",
        "uses": [
          "spending",
          "benefits"
        ],
        "asks": [
          "how much do we need saved using the 4 percent rule",
          "how much savings do we need to cover what we spend beyond social security"
        ]
      },
      {
        "says": "No: the 4% rule takes 4% of your savings in the first year of retirement, then the same dollar amount each year raised for inflation, whatever the market does. Taking 4% of each year's balance is a different method, which never runs out but lets your income rise and fall with the markets.",
        "asks": [
          "the 4 percent rule means withdrawing 4 percent of my balance every year",
          "under the 4 percent rule i take 4 percent of whatever is left each year"
        ],
        "belief": true
      },
      {
        "says": "Yes: the 4% rule takes 4% of your savings in the first year of retirement, then keeps that dollar amount, raised each year for inflation, whatever the markets do.",
        "asks": [
          "is the 4 percent rule based on the starting balance",
          "is the 4 rule 4 percent of what i start with"
        ]
      },
      {
        "calculator": "inflatedCost",
        "uses": [
          "monthly",
          "inflation",
          "yearsAhead"
        ],
        "asks": [
          "what does my monthly spending turn into if prices go up 3 percent",
          "how much will i need later with inflation",
          "if inflation is 3 percent what will my spending cost then",
          "how many years until my budget doubles with inflation",
          "at 3 percent inflation how long until prices double"
        ]
      },
      {
        "says": "No: starting withdrawals of 8% or more a year, raised for inflation, have often run out well within 30 years, because a few bad market years early on (sequence risk) do lasting damage. About 4% has historically lasted 30 years; above that, plan to cut spending after bad years or cover basics with Social Security, a pension or an annuity.",
        "asks": [
          "i can safely take 8 percent a year from my savings",
          "withdrawing 10 percent a year is fine if the market averages 10",
          "an 8 percent withdrawal rate will last 30 years"
        ],
        "belief": true
      },
      {
        "says": "Yes, many do: spending often runs higher in the active first years (travel, projects) and falls later, though health costs rise again near the end. Plan the extra as a set amount for a set number of years on top of a sustainable base draw, with Social Security and any pension covering the basics, and trim the travel budget after a bad market year.",
        "asks": [
          "can we budget extra for travel in the first years",
          "travel a lot early then spend less later",
          "go go years travel budget"
        ]
      }
    ],
    "summary": "A starting withdrawal of about 3% to 4% of savings a year, adjusted for inflation, has historically lasted 30 years; what you can spend each month is that draw plus your other income. Flexibility matters more than the exact number.",
    "steps": [
      "Start with your yearly need from savings and divide it by your balance to see your rate.",
      "Below about 4% is generally sustainable for a 30-year retirement; above 5% needs a closer look.",
      "Use guardrails: trim withdrawals after a bad year and allow raises after a good one.",
      "Take required minimum distributions into account once they start."
    ],
    "benefits": [
      "A simple check on whether spending is sustainable.",
      "Guardrails let you spend more in good years with less risk."
    ],
    "risks": [
      "Poor returns in the first years of retirement (sequence risk) can deplete savings early.",
      "Long lives, high inflation or large health costs can break any fixed rule."
    ],
    "next": [
      "Work out your current withdrawal rate and test it against a bad first five years."
    ]
  }
];
