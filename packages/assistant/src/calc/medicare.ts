/**
 * Medicare worked out from the visitor's details: the initial enrolment window around the 65th
 * birthday (SSA and Medicare.gov: three months before the birthday month to three after; a
 * birthday on the 1st counts from the month before), and the 2026 IRMAA tier for an income.
 */
import { FIGURES, type Figure } from '../kb/figures.ts';

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface Window {
  /** Month names, first to last. */
  first: string;
  last: string;
  /** The month Medicare treats as the birthday month. */
  birthMonth: string;
  /** Coverage starts the first of this month when you sign up before it. */
  earliestCoverage: string;
}

/** The seven-month initial enrolment window for a birthday (month 1-12, day of month). */
export function initialEnrollment(month: number, day = 15): Window {
  const birth = (day === 1 ? month - 2 + 12 : month - 1) % 12;
  const at = (offset: number) => MONTHS[(birth + offset + 12) % 12] as string;
  return { first: at(-3), last: at(3), birthMonth: at(0), earliestCoverage: at(0) };
}

export interface IrmaaTier {
  /** 0 for the standard premium, 1 to 5 above it. */
  tier: number;
  partB: Figure;
  /** The Part D surcharge on top of the plan's premium; none at tier 0. */
  partD?: Figure;
  /** The income line this tier starts above. */
  over?: Figure;
}

const TIERS: ReadonlyArray<readonly [single: Figure, joint: Figure, partB: Figure, partD: Figure]> =
  [
    [FIGURES.irmaaSingle, FIGURES.irmaaJoint, FIGURES.irmaaPremium1, FIGURES.partDIrmaa1],
    [FIGURES.irmaaSingle2, FIGURES.irmaaJoint2, FIGURES.irmaaPremium2, FIGURES.partDIrmaa2],
    [FIGURES.irmaaSingle3, FIGURES.irmaaJoint3, FIGURES.irmaaPremium3, FIGURES.partDIrmaa3],
    [FIGURES.irmaaSingle4, FIGURES.irmaaJoint4, FIGURES.irmaaPremium4, FIGURES.partDIrmaa4],
    [FIGURES.irmaaSingleTop, FIGURES.irmaaJointTop, FIGURES.irmaaTopPremium, FIGURES.partDIrmaa5],
  ];

/** A separate return's top line: the single top line less the single base line ($391,000). */
export const IRMAA_SEPARATE_TOP = FIGURES.irmaaSingleTop.amount - FIGURES.irmaaSingle.amount;

/**
 * The 2026 tier of a married person who filed separately and lived with their spouse at any time
 * that year: two lines only, the single base line and `IRMAA_SEPARATE_TOP`, and above them the
 * two highest premiums (CMS's separate-return table).
 */
export function irmaaTierSeparate(magi: number): IrmaaTier {
  const base = FIGURES.irmaaSingle;
  const top = IRMAA_SEPARATE_TOP;
  if (magi <= base.amount) return { tier: 0, partB: FIGURES.partBPremium };
  if (magi < top)
    return { tier: 4, partB: FIGURES.irmaaPremium4, partD: FIGURES.partDIrmaa4, over: base };
  return {
    tier: 5,
    partB: FIGURES.irmaaTopPremium,
    partD: FIGURES.partDIrmaa5,
    over: { ...base, amount: top },
  };
}

/** The 2026 tier for modified AGI from two years earlier (the top tier starts at its line). */
export function irmaaTier(magi: number, joint: boolean): IrmaaTier {
  let found: IrmaaTier = { tier: 0, partB: FIGURES.partBPremium };
  TIERS.forEach(([single, couple, partB, partD], i) => {
    const line = joint ? couple : single;
    const top = i === TIERS.length - 1;
    if (top ? magi >= line.amount : magi > line.amount)
      found = { tier: i + 1, partB, partD, over: line };
  });
  return found;
}
