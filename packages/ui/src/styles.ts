/** Shared class lists, so every control looks and focuses the same way. */
export const focusRing =
  'focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-slate-900';

const focusRingLight =
  'focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-white';

export const button = {
  primary: `inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-teal-800 px-6 py-3 text-lg font-semibold text-white shadow-sm transition-colors hover:bg-teal-900 disabled:cursor-not-allowed disabled:bg-slate-500 ${focusRing}`,
  secondary: `inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-teal-800 bg-white px-6 py-3 text-lg font-semibold text-teal-900 transition-colors hover:bg-teal-50 disabled:cursor-not-allowed disabled:border-slate-400 disabled:text-slate-600 ${focusRing}`,
  /** For dark backgrounds. */
  inverse: `inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-white px-6 py-3 text-lg font-semibold text-teal-900 shadow-sm transition-colors hover:bg-teal-50 ${focusRingLight}`,
  inverseOutline: `inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-white px-6 py-3 text-lg font-semibold text-white transition-colors hover:bg-teal-800 ${focusRingLight}`,
} as const;

export const sectionHeading =
  'font-serif text-3xl font-semibold tracking-tight text-slate-900 md:text-4xl';
