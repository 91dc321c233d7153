import type { FigureData, Source } from '../types.ts';
import { FIGURE_DATA, SOURCES } from './content.gen.ts';

/** A published figure: its amount, the tax or plan year it applies to, and who issued it. */
export interface Figure {
  amount: number;
  /** Set for monthly amounts, written "$202.90 a month". */
  perMonth?: true;
  year: number;
  source: Source;
}

export type FigureName = keyof typeof FIGURE_DATA;

/** Every dollar figure of the content (`content/figures.md`), with its page. */
export const FIGURES = {} as Record<FigureName, Figure>;
for (const name of Object.keys(FIGURE_DATA) as FigureName[]) {
  const { source, ...figure }: FigureData = FIGURE_DATA[name];
  const { title, url } = SOURCES[source as keyof typeof SOURCES];
  FIGURES[name] = { ...figure, source: { title, url } };
}

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
 * A figure as a worked answer writes it: a placeholder that `fill` turns into the amount and
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

/** `{{name}}`, a sum `{{a+b}}`, or a multiple `{{name*3}}` (three months of a monthly figure). */
const PLACEHOLDER = /\{\{(\w+(?:\*\d+)?(?:\+\w+(?:\*\d+)?)*)\}\}/g;

/** Replaces figure placeholders with amounts and reports the figures used, each once. */
export function fill(text: string): { text: string; figures: Figure[] } {
  const used = new Set<Figure>();
  const filled = text.replace(PLACEHOLDER, (whole, names: string) => {
    const parts = names.split('+').map((part) => {
      const [name, times] = part.split('*');
      return {
        figure: (FIGURES as Record<string, Figure>)[name as string],
        times: Number(times ?? 1),
      };
    });
    if (parts.some((p) => p.figure === undefined)) return whole;
    for (const p of parts) used.add(p.figure as Figure);
    const sum = parts.reduce((acc, p) => acc + (p.figure as Figure).amount * p.times, 0);
    // A multiple of a monthly figure spans several months: no longer "a month".
    const monthly = parts.every((p) => p.figure?.perMonth && p.times === 1);
    return `${dollars(sum)}${monthly ? ' a month' : ''}`;
  });
  return { text: filled, figures: [...used] };
}
