import type { Source } from '../types.ts';
import { SOURCES } from './sources.ts';

/** A published figure: its amount, the tax or plan year it applies to, and who issued it. */
export interface Figure {
  amount: number;
  /** Set for monthly amounts, written "$202.90 a month". */
  perMonth?: true;
  year: number;
  source: Source;
}

const published = (amount: number, year: number, source: Source): Figure => ({
  amount,
  year,
  source,
});
const monthly = (amount: number, year: number, source: Source): Figure => ({
  amount,
  perMonth: true,
  year,
  source,
});

/**
 * Every dollar figure in the knowledge base, checked against the issuing body. Where no 2026
 * figure could be confirmed, the latest confirmed year is kept and its year says so.
 */
export const FIGURES = {
  // Retirement plan limits, IRS Notice 2025-67.
  deferral: published(24_500, 2026, SOURCES.irsNotice202567),
  catchUp50: published(8_000, 2026, SOURCES.irsNotice202567),
  catchUp6063: published(11_250, 2026, SOURCES.irsNotice202567),
  rothCatchUpWages: published(150_000, 2025, SOURCES.irsNotice202567),
  iraLimit: published(7_500, 2026, SOURCES.irsNotice202567),
  iraCatchUp: published(1_100, 2026, SOURCES.irsNotice202567),
  annualAdditions: published(72_000, 2026, SOURCES.irsNotice202567),
  simpleDeferral: published(17_000, 2026, SOURCES.irsNotice202567),
  compLimit: published(360_000, 2026, SOURCES.irsNotice202567),
  rothPhaseSingleStart: published(153_000, 2026, SOURCES.irsNotice202567),
  rothPhaseSingleEnd: published(168_000, 2026, SOURCES.irsNotice202567),
  rothPhaseJointStart: published(242_000, 2026, SOURCES.irsNotice202567),
  rothPhaseJointEnd: published(252_000, 2026, SOURCES.irsNotice202567),
  qcdLimit: published(111_000, 2026, SOURCES.irsNotice202567),
  qlacLimit: published(210_000, 2026, SOURCES.irsNotice202567),
  // Income tax, IRS Rev. Proc. 2025-32 (with the One Big Beautiful Bill Act changes).
  stdSingle: published(16_100, 2026, SOURCES.irsRevProc202532),
  stdJoint: published(32_200, 2026, SOURCES.irsRevProc202532),
  stdHoh: published(24_150, 2026, SOURCES.irsRevProc202532),
  extra65Single: published(2_050, 2026, SOURCES.irsRevProc202532),
  extra65Married: published(1_650, 2026, SOURCES.irsRevProc202532),
  seniorDeduction: published(6_000, 2026, SOURCES.irsObbb),
  seniorPhaseSingle: published(75_000, 2026, SOURCES.irsObbb),
  seniorPhaseJoint: published(150_000, 2026, SOURCES.irsObbb),
  bracket10Single: published(12_400, 2026, SOURCES.irsRevProc202532),
  bracket10Joint: published(24_800, 2026, SOURCES.irsRevProc202532),
  bracket12Single: published(50_400, 2026, SOURCES.irsRevProc202532),
  bracket12Joint: published(100_800, 2026, SOURCES.irsRevProc202532),
  bracket22Single: published(105_700, 2026, SOURCES.irsRevProc202532),
  bracket22Joint: published(211_400, 2026, SOURCES.irsRevProc202532),
  bracket24Single: published(201_775, 2026, SOURCES.irsRevProc202532),
  bracket24Joint: published(403_550, 2026, SOURCES.irsRevProc202532),
  bracket32Single: published(256_225, 2026, SOURCES.irsRevProc202532),
  bracket32Joint: published(512_450, 2026, SOURCES.irsRevProc202532),
  bracket35Single: published(640_600, 2026, SOURCES.irsRevProc202532),
  bracket35Joint: published(768_700, 2026, SOURCES.irsRevProc202532),
  cg0Single: published(49_450, 2026, SOURCES.irsRevProc202532),
  cg0Joint: published(98_900, 2026, SOURCES.irsRevProc202532),
  cg15Single: published(545_500, 2026, SOURCES.irsRevProc202532),
  cg15Joint: published(613_700, 2026, SOURCES.irsRevProc202532),
  niitSingle: published(200_000, 2026, SOURCES.irsNiit),
  niitJoint: published(250_000, 2026, SOURCES.irsNiit),
  seMinimum: published(400, 2026, SOURCES.irsSeTax),
  addlMedicareSingle: published(200_000, 2026, SOURCES.irsSeTax),
  addlMedicareJoint: published(250_000, 2026, SOURCES.irsSeTax),
  form5500Assets: published(250_000, 2026, SOURCES.irsSolo401k),
  homeSaleSingle: published(250_000, 2026, SOURCES.irsHomeSale),
  homeSaleJoint: published(500_000, 2026, SOURCES.irsHomeSale),
  estateExclusion: published(15_000_000, 2026, SOURCES.irsRevProc202532),
  giftExclusion: published(19_000, 2026, SOURCES.irsRevProc202532),
  // Health savings accounts, IRS Rev. Proc. 2025-19.
  hsaSelf: published(4_400, 2026, SOURCES.irsRevProc202519),
  hsaFamily: published(8_750, 2026, SOURCES.irsRevProc202519),
  hsaCatchUp: published(1_000, 2026, SOURCES.irsPub969),
  hdhpDeductibleSelf: published(1_700, 2026, SOURCES.irsRevProc202519),
  hdhpDeductibleFamily: published(3_400, 2026, SOURCES.irsRevProc202519),
  hdhpOopSelf: published(8_500, 2026, SOURCES.irsRevProc202519),
  hdhpOopFamily: published(17_000, 2026, SOURCES.irsRevProc202519),
  // Social Security, SSA 2026 COLA fact sheet.
  taxableMax: published(184_500, 2026, SOURCES.ssaCola),
  earningsTest: published(24_480, 2026, SOURCES.ssaCola),
  earningsTestFraYear: published(65_160, 2026, SOURCES.ssaCola),
  deathPayment: published(255, 2026, SOURCES.ssaSurvivorsIfYou),
  ssTaxSingle50: published(25_000, 2026, SOURCES.irsPub915),
  ssTaxJoint50: published(32_000, 2026, SOURCES.irsPub915),
  ssTaxSingle85: published(34_000, 2026, SOURCES.irsPub915),
  ssTaxJoint85: published(44_000, 2026, SOURCES.irsPub915),
  // Medicare, CMS 2026 premiums and deductibles.
  partBPremium: monthly(202.9, 2026, SOURCES.cmsCosts2026),
  partBDeductible: published(283, 2026, SOURCES.cmsCosts2026),
  partADeductible: published(1_736, 2026, SOURCES.cmsCosts2026),
  partAPremiumFull: monthly(565, 2026, SOURCES.cmsCosts2026),
  irmaaSingle: published(109_000, 2026, SOURCES.cmsCosts2026),
  irmaaJoint: published(218_000, 2026, SOURCES.cmsCosts2026),
  irmaaSingle2: published(137_000, 2026, SOURCES.cmsCosts2026),
  irmaaJoint2: published(274_000, 2026, SOURCES.cmsCosts2026),
  irmaaSingle3: published(171_000, 2026, SOURCES.cmsCosts2026),
  irmaaJoint3: published(342_000, 2026, SOURCES.cmsCosts2026),
  irmaaSingle4: published(205_000, 2026, SOURCES.cmsCosts2026),
  irmaaJoint4: published(410_000, 2026, SOURCES.cmsCosts2026),
  irmaaSingleTop: published(500_000, 2026, SOURCES.cmsCosts2026),
  irmaaJointTop: published(750_000, 2026, SOURCES.cmsCosts2026),
  irmaaPremium1: monthly(284.1, 2026, SOURCES.cmsCosts2026),
  irmaaPremium2: monthly(405.8, 2026, SOURCES.cmsCosts2026),
  irmaaPremium3: monthly(527.5, 2026, SOURCES.cmsCosts2026),
  irmaaPremium4: monthly(649.2, 2026, SOURCES.cmsCosts2026),
  irmaaTopPremium: monthly(689.9, 2026, SOURCES.cmsCosts2026),
  partDCap: published(2_100, 2026, SOURCES.medicarePartD),
  partDDeductible: published(615, 2026, SOURCES.medicarePartD),
  // Massachusetts.
  maEstateThreshold: published(2_000_000, 2026, SOURCES.massEstate),
  // The 2026 threshold was not published when this was checked; 2025 is the latest confirmed.
  maSurtaxThreshold: published(1_083_150, 2025, SOURCES.massSurtax),
  // Fixed in MassHealth's rules rather than indexed; confirmed through pages quoting them.
  massHealthAssetLimit: published(2_000, 2026, SOURCES.massHealth),
} satisfies Record<string, Figure>;

export type FigureName = keyof typeof FIGURES;

const NAMES = new Map<Figure, FigureName>(
  (Object.entries(FIGURES) as [FigureName, Figure][]).map(([name, figure]) => [figure, name]),
);

/** Whole dollars with thousands separators; cents only when there are any ("$202.90"). */
export function dollars(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = cents % 100 === 0 ? '' : `.${String(cents % 100).padStart(2, '0')}`;
  return `${amount < 0 ? '-' : ''}$${whole}${fraction}`;
}

/**
 * A figure as the knowledge base writes it: a placeholder that `fill` turns into the amount and
 * whose source joins the answer's list of sources.
 */
export function fig(figure: Figure): string {
  const name = NAMES.get(figure);
  if (name === undefined) throw new Error('fig() takes a figure from FIGURES');
  return `{{${name}}}`;
}

/** A sum of published figures ("$35,750", the limit plus the catch-up); its sources come along. */
export function total(...parts: Figure[]): string {
  return `{{${parts.map((p) => fig(p).slice(2, -2)).join('+')}}}`;
}

const PLACEHOLDER = /\{\{(\w+(?:\+\w+)*)\}\}/g;

/** Replaces figure placeholders with amounts and reports the figures used, each once. */
export function fill(text: string): { text: string; figures: Figure[] } {
  const used = new Set<Figure>();
  const filled = text.replace(PLACEHOLDER, (whole, names: string) => {
    const parts = names.split('+').map((n) => (FIGURES as Record<string, Figure>)[n]);
    if (parts.some((p) => p === undefined)) return whole;
    const figures = parts as Figure[];
    for (const f of figures) used.add(f);
    const sum = figures.reduce((acc, f) => acc + f.amount, 0);
    return `${dollars(sum)}${figures.every((f) => f.perMonth) ? ' a month' : ''}`;
  });
  return { text: filled, figures: [...used] };
}
