import type { Source } from '../types.ts';
import { S } from './sources.ts';

/** A published figure: its value, the tax or plan year it applies to, and who issued it. */
export interface Figure {
  value: string;
  year: number;
  source: Source;
}

const f = (value: string, year: number, source: Source): Figure => ({ value, year, source });

/** Every dollar figure in the knowledge base, checked against the issuing body. */
export const F = {
  // Retirement plan limits, IRS Notice 2025-67.
  deferral: f('$24,500', 2026, S.irsNotice202567),
  catchUp50: f('$8,000', 2026, S.irsNotice202567),
  catchUp6063: f('$11,250', 2026, S.irsNotice202567),
  rothCatchUpWages: f('$150,000', 2025, S.irsNotice202567),
  iraLimit: f('$7,500', 2026, S.irsNotice202567),
  iraCatchUp: f('$1,100', 2026, S.irsNotice202567),
  annualAdditions: f('$72,000', 2026, S.irsNotice202567),
  simpleDeferral: f('$17,000', 2026, S.irsNotice202567),
  compLimit: f('$360,000', 2026, S.irsNotice202567),
  rothPhaseSingle: f('$153,000 to $168,000', 2026, S.irsNotice202567),
  rothPhaseJoint: f('$242,000 to $252,000', 2026, S.irsNotice202567),
  qcdLimit: f('$111,000', 2026, S.irsNotice202567),
  // Income tax, IRS Rev. Proc. 2025-32 (with the One Big Beautiful Bill Act changes).
  stdSingle: f('$16,100', 2026, S.irsRevProc202532),
  stdJoint: f('$32,200', 2026, S.irsRevProc202532),
  stdHoh: f('$24,150', 2026, S.irsRevProc202532),
  extra65Single: f('$2,050', 2026, S.irsRevProc202532),
  extra65Married: f('$1,650', 2026, S.irsRevProc202532),
  seniorDeduction: f('$6,000', 2026, S.irsObbb),
  seniorPhaseSingle: f('$75,000', 2026, S.irsObbb),
  seniorPhaseJoint: f('$150,000', 2026, S.irsObbb),
  bracket10Single: f('$12,400', 2026, S.irsRevProc202532),
  bracket10Joint: f('$24,800', 2026, S.irsRevProc202532),
  bracket12Single: f('$50,400', 2026, S.irsRevProc202532),
  bracket12Joint: f('$100,800', 2026, S.irsRevProc202532),
  bracket22Single: f('$105,700', 2026, S.irsRevProc202532),
  bracket22Joint: f('$211,400', 2026, S.irsRevProc202532),
  bracket24Single: f('$201,775', 2026, S.irsRevProc202532),
  bracket24Joint: f('$403,550', 2026, S.irsRevProc202532),
  bracket32Single: f('$256,225', 2026, S.irsRevProc202532),
  bracket32Joint: f('$512,450', 2026, S.irsRevProc202532),
  bracket35Single: f('$640,600', 2026, S.irsRevProc202532),
  bracket35Joint: f('$768,700', 2026, S.irsRevProc202532),
  cg0Single: f('$49,450', 2026, S.irsRevProc202532),
  cg0Joint: f('$98,900', 2026, S.irsRevProc202532),
  cg15Single: f('$545,500', 2026, S.irsRevProc202532),
  cg15Joint: f('$613,700', 2026, S.irsRevProc202532),
  niitSingle: f('$200,000', 2026, S.irsNiit),
  niitJoint: f('$250,000', 2026, S.irsNiit),
  seMinimum: f('$400', 2026, S.irsSeTax),
  addlMedicareSingle: f('$200,000', 2026, S.irsSeTax),
  addlMedicareJoint: f('$250,000', 2026, S.irsSeTax),
  form5500Assets: f('$250,000', 2026, S.irsSolo401k),
  homeSaleSingle: f('$250,000', 2026, S.irsHomeSale),
  homeSaleJoint: f('$500,000', 2026, S.irsHomeSale),
  estateExclusion: f('$15,000,000', 2026, S.irsRevProc202532),
  giftExclusion: f('$19,000', 2026, S.irsRevProc202532),
  // Health savings accounts, IRS Rev. Proc. 2025-19.
  hsaSelf: f('$4,400', 2026, S.irsRevProc202519),
  hsaFamily: f('$8,750', 2026, S.irsRevProc202519),
  hsaCatchUp: f('$1,000', 2026, S.irsPub969),
  hdhpDeductibleSelf: f('$1,700', 2026, S.irsRevProc202519),
  hdhpDeductibleFamily: f('$3,400', 2026, S.irsRevProc202519),
  hdhpOopSelf: f('$8,500', 2026, S.irsRevProc202519),
  hdhpOopFamily: f('$17,000', 2026, S.irsRevProc202519),
  // Social Security, SSA 2026 COLA fact sheet.
  taxableMax: f('$184,500', 2026, S.ssaCola),
  earningsTest: f('$24,480', 2026, S.ssaCola),
  earningsTestFraYear: f('$65,160', 2026, S.ssaCola),
  ssTaxSingle50: f('$25,000', 2026, S.irsPub915),
  ssTaxJoint50: f('$32,000', 2026, S.irsPub915),
  ssTaxSingle85: f('$34,000', 2026, S.irsPub915),
  ssTaxJoint85: f('$44,000', 2026, S.irsPub915),
  // Medicare, CMS 2026 premiums and deductibles.
  partBPremium: f('$202.90 a month', 2026, S.cmsCosts2026),
  partBDeductible: f('$283', 2026, S.cmsCosts2026),
  partADeductible: f('$1,736', 2026, S.cmsCosts2026),
  partAPremiumFull: f('$565 a month', 2026, S.cmsCosts2026),
  irmaaSingle: f('$109,000', 2026, S.cmsCosts2026),
  irmaaJoint: f('$218,000', 2026, S.cmsCosts2026),
  irmaaTopPremium: f('$689.90 a month', 2026, S.cmsCosts2026),
  partDCap: f('$2,100', 2026, S.medicarePartD),
  partDDeductible: f('$615', 2026, S.medicarePartD),
  // Massachusetts, Department of Revenue.
  maEstateThreshold: f('$2,000,000', 2026, S.massEstate),
  maSurtaxThreshold: f('$1,083,150', 2025, S.massSurtax),
} satisfies Record<string, Figure>;

function host(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/.*$/, '');
}

/** A figure as written in an answer: value, year and a link to its source. */
export function fig(x: Figure): string {
  return `${x.value} (${x.year}, [${host(x.source.url)}](${x.source.url}))`;
}
