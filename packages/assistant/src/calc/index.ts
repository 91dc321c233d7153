/**
 * The worked answers, by the name a topic's point gives as its `calculator`, with the facts each
 * needs: any one of the listed sets, when given, lets it work the figure out. A worked answer may
 * also be given to a topic's own questions (`TOPIC_WORKED`) when the visitor's facts complete it.
 */
import type { Details } from '../types.ts';
import * as answers from './answers.ts';
import * as income from './income.ts';
import * as worked from './worked.ts';

export type Calculator = (details: Details) => string;

export const CALCULATORS: Readonly<Record<string, Calculator>> = {
  ...answers,
  ...worked,
  ...income,
};

type Needs = readonly (readonly (keyof Details)[])[];

/** Facts a worked answer needs, where the code knows better than a single list in the content. */
export const NEEDS: Readonly<Record<string, Needs>> = {
  benefitByClaimingAge: [['benefitAt'], ['fullBenefit']],
  zeroRateGains: [
    ['taxableIncome', 'married'],
    ['income', 'married'],
    ['otherIncome', 'married'],
  ],
  claimingAgeCut: [
    ['birthYear', 'claimAge'],
    ['ages', 'claimAge'],
  ],
  earningsTestWorked: [['earnings'], ['income', 'fraThisYear']],
  // How long ago the claim was made decides; the check, when given, gives the repayment.
  withdrawClaim: [['claimedMonthsAgo']],
  bracketRoom: [
    ['bracketRate', 'married', 'taxableIncome'],
    ['bracketRate', 'married', 'income'],
    ['bracketRate', 'married', 'otherIncome'],
  ],
  colaRaise: [['monthly'], ['benefits']],
  annuityGain: [['paidIn', 'worth']],
  annuityWithdrawalTax: [['paidIn', 'worth', 'withdrawal']],
  annuityPayback: [['paidIn', 'monthly']],
  annuitizedExclusion: [
    ['paidIn', 'payoutYears', 'worth'],
    ['paidIn', 'payoutYears', 'monthly'],
    ['paidIn', 'payoutYears'],
  ],
  annuityPayoutRate: [['paidIn', 'monthly']],
  medicalDeduction: [['medicalCosts', 'income']],
  ltcDeductionFor: [['ltcPremium', 'ages']],
  intestateShareFor: [['heirs', 'assets'], ['heirs']],
  giftTaxFor: [['gift', 'married'], ['gift'], ['giftsEach']],
  premiumsOrSave: [['faceAmount', 'policyPremium']],
  deathBenefitAfterLoan: [['faceAmount', 'policyLoan']],
  maGainTaxFor: [['gain']],
  inheritedTenYears: [['widowed'], ['heirDisabled'], ['leftBy'], ['ownerAge', 'ages']],
  rmdSpouseAge: [['ages', 'married', 'assets']],
  maNoPortability: [['assets']],
  maPensionTaxFor: [['publicPension']],
  federalFilingFor: [
    ['benefits', 'otherIncome', 'married'],
    ['otherIncome', 'married'],
  ],
  taxableSocialSecurity: [
    ['benefits', 'otherIncome', 'married'],
    ['benefitAt', 'claimAge', 'otherIncome', 'married'],
    // Income told as one sum settles it when it is high enough, whatever its split.
    ['income', 'married'],
  ],
  inflatedCost: [
    ['monthly', 'inflation', 'yearsAhead'],
    ['spending', 'inflation', 'yearsAhead'],
    ['growTo', 'inflation'],
  ],
  poolMonths: [['benefitPool', 'careCost']],
  contractGain: [['paidIn', 'worth']],
  estateTax: [['estate'], ['assets']],
  federalEstateTax: [['estate'], ['assets']],
  latePenalty: [['monthsLate']],
  iraFromEarnings: [['working'], ['earnings', 'ages']],
  // The age reached this year, from the age given or the year of birth.
  rmdFromBalance: [
    ['assets', 'ages'],
    ['assets', 'birthYear'],
  ],
  partDPenaltyFor: [['monthsLate']],
  qlacFor: [['qlac', 'assets', 'ages'], ['qlac']],
  stayCost: [['stayDays']],
  benefitPeriods: [['admissionMonths'], ['daysOut']],
  partAPremiumFor: [['credits']],
  divorcedClaimFor: [['exMarriageYears']],
  qualifyingStay: [['observation'], ['hospitalDays']],
  safeHarbor: [['priorTax']],
  partDCostFor: [['drugCost']],
  partBShareFor: [['approved']],
  earlyPenaltyFor: [['withdrawal']],
  medicalWithdrawalFor: [['withdrawal', 'income']],
  pbgcCoverFor: [['pensionMonthly'], ['monthly']],
  netDepositFor: [['monthly']],
  withheldFromBenefit: [['withholdRate', 'monthly'], ['withholdRate']],
  surrenderCost: [['worth', 'surrenderRate']],
  ltcBenefitNow: [
    ['ltcDaily', 'ltcInflation', 'policyYears'],
    ['ltcDaily', 'ltcInflation', 'yearsAhead'],
  ],
  homeEquityFor: [['homeValue']],
  nextYearDraw: [['taken', 'inflation']],
  patientPaidAmount: [['monthly'], ['pensionMonthly'], ['benefits']],
  indexedCredit: [
    ['indexReturns', 'indexCap'],
    ['indexReturns', 'participation'],
    ['indexReturns', 'worth'],
  ],
  spendDownFor: [['assets', 'stayIn']],
  massHealthCareFor: [['assets']],
  careRiderFor: [['faceAmount', 'riderRate']],
  qcdTaxableFor: [
    ['rmdAmount', 'qcdAmount'],
    ['assets', 'ages', 'qcdAmount'],
  ],
  stepUpGain: [['valueAtDeath', 'salePrice']],
  missedRmdFor: [['rmdAmount', 'rmdMissed']],
  basisShareFor: [
    ['afterTaxBasis', 'assets', 'rmdAmount'],
    ['afterTaxBasis', 'assets', 'withdrawal'],
  ],
  pensionExclusion: [['paidIn', 'pensionMonthly', 'ages']],
  capitalLossFor: [['capitalLoss']],
  niitFor: [['investmentIncome', 'income', 'married']],
  maSurtaxFor: [['gain'], ['income']],
  pensionOrLumpSum: [
    ['lumpSum', 'pensionMonthly'],
    ['lumpSum', 'monthly'],
  ],
  selfEmploymentTaxFor: [['earnings', 'working']],
  jointSurvivorFor: [['jointSurvivor']],
  delayBridge: [['benefitAt', 'assets']],
  medicareAfterDisability: [['disabledSince']],
  bondInterestFor: [['paidIn', 'worth']],
  iraWithholdingFor: [['withdrawal']],
  circuitBreakerFor: [
    ['propertyTax', 'income'],
    ['rentYearly', 'income'],
  ],
  cashReserveFor: [['spending', 'benefits'], ['spending']],
  cashBucketFor: [['spending', 'reserveYears']],
  savingsGap: [
    ['assets', 'spending', 'benefits'],
    ['assets', 'spending', 'benefitAt'],
  ],
  // The fullest set first: a topic whose worked answer uses more of what was given counts more.
  spousalBenefit: [
    ['spouseFullBenefit', 'fullBenefit'],
    ['spouseFullBenefit'],
    ['fullBenefit'],
    ['benefitAt'],
  ],
  widowLimitFor: [
    ['fullBenefit', 'claimAge'],
    ['benefitAt', 'claimAge'],
  ],
  survivorFor: [
    ['spouseCheck', 'spouseFullBenefit', 'monthly'],
    ['monthly', 'earnings'],
    ['monthly'],
    ['spouseFullBenefit'],
  ],
  taxOnExtraIncome: [
    ['taxableIncome', 'added', 'married'],
    ['taxableIncome', 'earnings', 'married'],
    ['withdrawal', 'otherIncome', 'married'],
  ],
  taxableIncomeFor: [
    ['otherIncome', 'benefits', 'married', 'ages'],
    ['otherIncome', 'married', 'ages'],
    ['benefits', 'married', 'ages'],
    ['income', 'married', 'ages'],
  ],
  federalTaxFor: [
    ['otherIncome', 'benefits', 'married', 'ages'],
    ['otherIncome', 'married', 'ages'],
    ['benefits', 'married', 'ages'],
    ['income', 'married', 'ages'],
  ],
  maIncomeTaxFor: [
    ['otherIncome', 'married', 'ages'],
    ['income', 'married', 'ages'],
  ],
  taxBracket: [
    ['taxableIncome', 'married'],
    ['income', 'married'],
    ['otherIncome', 'married'],
  ],
};

/** Worked answers a topic gives for its own questions, besides the ones its points name. */
export const TOPIC_WORKED: Readonly<Record<string, readonly string[]>> = {
  'ss-spousal': ['spousalBenefit'],
  'ss-fra': ['benefitByClaimingAge'],
  'medicare-late-penalties': ['latePenalty'],
  'medicare-parts': ['stayCost'],
  'estimated-taxes': ['safeHarbor'],
  'part-d': ['partDCostFor'],
  // The 3.8% tax is a point of its own in the content: investment income given beside a
  // question of the 0% bracket does not ask for it.
  'capital-gains': ['capitalLossFor'],
  'medicare-covered-care': ['stayCost'],
  // A long hospital stay asked as what Medicare leaves unpaid.
  'medicare-coverage-gaps': ['stayCost'],
  'self-employment-tax': ['selfEmploymentTaxFor'],
  'annuity-taxes': ['annuityGain', 'pensionExclusion'],
  'annuity-types': ['indexedCredit'],
  'step-up-basis': ['stepUpGain'],
  'pension-choice': ['pensionExclusion', 'jointSurvivorFor'],
  'roth-conversion': ['bracketRoom', 'taxOnExtraIncome', 'basisShareFor'],
  'ma-surtax': ['maSurtaxFor'],
  'medicare-costs': ['irmaaFromIncome', 'latePenalty'],
  // A bill under a named Medigap plan: what the plan leaves to the visitor.
  'ma-medigap': ['partBShareFor'],
  'saving-enough': ['fourPercent', 'savingsLast'],
  'tax-brackets': ['bracketRoom'],
  'life-insurance-taxes': ['contractGain'],
  'term-vs-permanent': ['contractGain'],
  'how-much-life-insurance': ['premiumsOrSave'],
};
