/**
 * The arithmetic on the visitor's own numbers that a full answer may need, worked here so the
 * model states it rather than working it out (a figure it works out itself fails the figure
 * check, `check.ts`). Each form is one small function over the visitor's words; none knows a
 * topic.
 */
import { dollars } from './kb/figures.ts';
import { ownAges } from './text.ts';

/** An amount of money as visitors write it: "$2,000", "350k", "1.2 million", "2600". */
const AMOUNT =
  /(\$\s?)?\b(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(k|thousand|grand|million|mil|m)?\b(?!\s*(?:%|percent|years?|yrs?|months?|kids|children|grandkids|grandchildren|people|employees))/gi;
const PERCENTAGE = /\b(\d+(?:\.\d+)?)\s*(?:%|percent\b)/gi;
/** Plan and form numbers, which are not amounts. */
const NOT_AMOUNTS = new Set([401, 403, 457, 1035, 1040, 1099, 5329, 8606]);
const MAX_AMOUNTS = 6;
const MAX_RATES = 4;
/** The answered topics' own figures the visitor's amounts are set against. */
const MAX_FIGURES = 3;

/** The amounts of money a text states; years, ages and plan numbers are left out. */
export function amountsIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const [, sign, digits = '', unit = ''] = m;
    const scale = unit === '' ? 1 : /^m/i.test(unit) ? 1e6 : 1e3;
    const value = Number(digits.replace(/,/g, '')) * scale;
    const marked = sign !== undefined || unit !== '' || digits.includes(',');
    const yearLike = /^(?:19|20)\d\d$/.test(digits);
    const plan = NOT_AMOUNTS.has(Number(digits));
    if (value >= 100 && !plan && (marked || !yearLike)) out.push(value);
  }
  return out;
}

export const percentagesIn = (text: string): number[] =>
  [...text.matchAll(PERCENTAGE)].map((m) => Number(m[1])).filter((p) => p > 0 && p < 100);

/** Shares of one amount in another read as a rate drawn from it, and counts of payments in a sum. */
const SHARE_RANGE = [0.005, 0.25] as const;
const PAYMENTS_RANGE = [12, 600] as const;
/** An age a text names: "at 72", "until 85", "to age 90", "by 80". */
const AGE_NAMED =
  /\b(?:at|until|till|til|to|by|past|age)\s+(?:age\s+)?([5-9]\d|100)\b(?!\s*(?:%|percent|k\b|,\d|\d))/gi;
const agesNamed = (text: string): number[] =>
  [...text.matchAll(AGE_NAMED)].map((m) => Number(m[1]));
/** A number of people or of years a text names: "my 3 kids", "two grandchildren", "for 5 years". */
const COUNT =
  /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+(?:of (?:my|our|the)\s+)?(?:kids|children|grandkids|grandchildren|sons|daughters|heirs|beneficiaries|people|years|months)\b/gi;
/** A number of years a text names: "12 years ago", "for two years", "a 5-year myga". */
const YEARS = /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s*-?(?:years?|yrs?)\b/gi;
const NUMBER_WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** The numbers a pattern's first group counts, in digits or words, from `least` to 40. */
const counted = (pattern: RegExp, text: string, least: number): number[] =>
  [...text.matchAll(pattern)]
    .map((m) => {
      const n = (m[1] as string).toLowerCase();
      return /\d/.test(n) ? Number(n) : NUMBER_WORDS.indexOf(n) + 2;
    })
    .filter((n) => n >= least && n <= 40);
const countsIn = (text: string): number[] => counted(COUNT, text, 2);
const yearsIn = (text: string): number[] => counted(YEARS, text, 1);
/** An amount by the day ("240 a day", "$465 per day", "150/day"), and a number of days ("a 90 day wait"). */
const DAILY = /(\$?\d[\d,]*(?:\.\d+)?)\s*(?:dollars\s*)?(?:a|per|each|\/)\s*day\b/gi;
const DAYS = /\b(\d{1,4})[\s-]*days?\b/gi;
/** Words that speak of an amount growing: its percentage may compound. */
const GROWTH = /\b(?:compound\w*|inflation|grow\w*|earn\w*|returns?|interest|apprecia\w*)\b/i;
/** A message that speaks of months: its smaller amounts may be monthly. */
const MONTHLY = /\b(?:a|per|each|every)\s+month\b|\bmonthly\b|\/mo\b/i;
/** A message that speaks of tax: its percentages may be tax rates. */
const TAXED = /\b(?:tax\w*|bracket|withh[eo]ld\w*|federal|state)\b/i;
/** A number to one decimal place, without a trailing ".0". */
const one = (x: number): string => String(Math.round(x * 10) / 10);
/** A percentage to two decimal places, without trailing zeros ("5.56%", "4%"). */
const rate = (x: number): string => `${Math.round(x * 100) / 100}%`;

/** A worked amount, with whole dollars beside cents ("$1,166.67, about $1,167"). */
function worked(value: number): string {
  const exact = dollars(Math.round(value * 100) / 100);
  return value >= 100 && Math.round(value) !== value
    ? `${exact}, about ${dollars(Math.round(value))}`
    : exact;
}

const unique = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

/** What the forms read: the visitor's words and the numbers in them, read once. */
interface Numbers {
  readonly said: readonly string[];
  /** The visitor's amounts, the first few distinct. */
  readonly amounts: readonly number[];
  /** The visitor's percentages and the answered topics' own rates. */
  readonly percentages: readonly number[];
  /** The visitor's own percentages, the first two. */
  readonly own: readonly number[];
  /** The answered topics' own figures (a limit, a premium). */
  readonly figures: readonly number[];
  /** The figures the last reply opened with (an RMD, a premium worked for the visitor). */
  readonly earlier: readonly number[];
}
type Form = (n: Numbers) => string[];

/** A monthly amount's year and a yearly amount's month, and half of either. */
const monthlyAndYearly: Form = ({ amounts }) =>
  amounts.flatMap((a) => [
    ...(a < 20_000 ? [`${dollars(a)} a month is ${worked(a * 12)} a year.`] : []),
    ...(a >= 1_000 ? [`${dollars(a)} a year is ${worked(a / 12)} a month.`] : []),
    // A spouse's or a child's half of a check, or half of a sum.
    `Half of ${dollars(a)} is ${worked(a / 2)}.`,
  ]);

/** Each percentage of each amount, added to it and taken from it. */
const percentagesOf: Form = ({ amounts, percentages }) =>
  amounts.flatMap((a) =>
    percentages.map((p) => {
      const share = (a * p) / 100;
      return `${p}% of ${dollars(a)} is ${worked(share)}${share >= 1_000 ? ` (${worked(share / 12)} a month)` : ''}; ${dollars(a)} plus ${p}% is ${worked(a + share)}; less ${p}% it is ${worked(a - share)}.`;
    }),
  );

/** Two amounts: their difference and sum, the smaller as a rate drawn from the larger, and payments. */
const pairs: Form = ({ amounts }) =>
  amounts.flatMap((a, i) =>
    amounts.slice(i + 1).flatMap((b) => {
      if (a === b) return [];
      const gap = Math.abs(a - b);
      const [large, small] = a > b ? [a, b] : [b, a];
      const lines = [
        `${dollars(large)} less ${dollars(small)} is ${worked(gap)}${gap < 20_000 ? ` (${worked(gap * 12)} over twelve months)` : ''}; together they are ${worked(a + b)}.`,
      ];
      // A yearly draw against savings ("50k a year from 900k": 5.56%).
      if (large >= 10_000 && small / large >= SHARE_RANGE[0] && small / large <= SHARE_RANGE[1])
        lines.push(`${dollars(small)} is ${rate((100 * small) / large)} of ${dollars(large)}.`);
      // What a sum buys in monthly payments ("1,150 a month for 200k": back in 173.9 months).
      const times = large / small;
      if (small < 20_000 && times >= PAYMENTS_RANGE[0] && times <= PAYMENTS_RANGE[1])
        lines.push(
          `${dollars(large)} is ${one(times)} payments of ${dollars(small)}: ${one(times)} months, about ${one(times / 12)} years.`,
        );
      return lines;
    }),
  );

/**
 * The visitor's amounts, and the first two together, over the answered topics' own figures ("my
 * 1,950 check less the $202.90 premium", "34,480 of wages over the $24,480 limit", "1.6 million
 * and a 750k policy over the $2 million exemption"), half and a third of what is over.
 */
const overFigures: Form = ({ amounts, figures }) => {
  const [a, b] = amounts;
  const wholes = [...amounts.slice(0, 3), ...(a !== undefined && b !== undefined ? [a + b] : [])];
  return unique(wholes).flatMap((whole) =>
    unique(figures)
      .slice(0, MAX_FIGURES)
      .filter((f) => f < whole && !amounts.includes(f))
      .map((f) => {
        const over = whole - f;
        return `${dollars(whole)} less ${dollars(f)} is ${worked(over)} (half of it ${worked(over / 2)}, a third ${worked(over / 3)}).`;
      }),
  );
};

/**
 * A net amount grossed up for the visitor's own rates ("to end up with 40k at 22% federal and 5%
 * state": 40,000 ÷ 73%), each and together. A single rate may be a cut ("a 30% haircut": 1,540
 * of 2,200); two add up only as taxes.
 */
const grossedUp: Form = ({ said, amounts, own }) => {
  const together =
    own.length === 2 && said.some((t) => TAXED.test(t))
      ? [(own[0] as number) + (own[1] as number)]
      : [];
  return amounts
    .filter((x) => x >= 1_000)
    .slice(0, 2)
    .flatMap((a) =>
      [...own, ...together]
        .filter((r) => r < 60)
        .map(
          (p) =>
            `To keep ${dollars(a)} after ${p}% is taken (a tax or a cut), start from ${worked(a / (1 - p / 100))} (${dollars(a)} ÷ ${one(100 - p)}%).`,
        ),
    );
};

/** An amount for each of a number of people or years ("19k to each of my 3 kids": $57,000). */
const perCount: Form = ({ said }) =>
  said.flatMap((text) =>
    unique(countsIn(text))
      .slice(0, 2)
      .flatMap((n) =>
        unique(amountsIn(text))
          .slice(0, 2)
          .map((a) => `${n} times ${dollars(a)} is ${worked(n * a)}.`),
      ),
  );

/** A monthly amount from the visitor's age to a later one they name ("1,150 a month, and if i die at 72?" at 65). */
const toLaterAge: Form = ({ said, amounts }) => {
  const [age] = said.flatMap(ownAges);
  if (age === undefined) return [];
  const later = unique(said.flatMap(agesNamed)).filter((b) => b > age && b - age <= 40);
  return later.slice(0, 2).flatMap((b) =>
    amounts
      .filter((x) => x < 20_000)
      .slice(0, 2)
      .map((m) => {
        const years = b - age;
        return `From ${age} to ${b} is ${years} years: ${dollars(m)} a month for ${years} years is ${worked(m * 12 * years)}.`;
      }),
  );
};

/** The largest of the first three less the other two ("a 950k house, a 550k condo, 50k of costs"), each rate on what is left. */
const largestLessOthers: Form = ({ amounts, percentages }) => {
  const [a, b, c] = [...amounts.slice(0, 3)].sort((x, y) => y - x);
  if (a === undefined || b === undefined || c === undefined || b + c >= a) return [];
  const left = a - b - c;
  return [
    `${dollars(a)} less ${dollars(b)} and ${dollars(c)} is ${worked(left)}${percentages.map((p) => `; ${p}% of it is ${worked((left * p) / 100)}`).join('')}.`,
  ];
};

/** A share of a share ("a 50% participation rate on a 12% gain": 6%), on the first amounts. */
const shareOfShare: Form = ({ amounts, percentages }) =>
  percentages.flatMap((p, i) =>
    percentages
      .slice(i + 1)
      .filter((q) => q !== p)
      .map((q) => {
        const r = Number(((p * q) / 100).toFixed(2));
        return `${p}% of ${q}% is ${r}%${amounts
          .slice(0, 2)
          .map((x) => `; ${r}% of ${dollars(x)} is ${worked((x * r) / 100)}`)
          .join('')}.`;
      }),
  );

/** An amount by the day ("240 a day", "$465 per day"): over a year, and over each number of days named. */
const perDay: Form = ({ said }) =>
  said.flatMap((text) => {
    const days = unique([...text.matchAll(DAYS)].map((m) => Number(m[1]))).filter(
      (d) => d >= 2 && d <= 1_100,
    );
    return unique([...text.matchAll(DAILY)].flatMap((m) => amountsIn(m[1] as string)))
      .slice(0, 2)
      .map(
        (a) =>
          `${dollars(a)} a day is ${worked(a * 365)} a year (365 days)${days.map((d) => `; for ${d} days, ${worked(a * d)}`).join('')}.`,
      );
  });

/**
 * An amount grown at the visitor's rate over the years they name, compounded ("a 160 a day
 * benefit with 3% compound inflation protection, bought 12 years ago": $228.12), when their words
 * speak of growth.
 */
const compounded: Form = ({ said, amounts, own }) => {
  const text = said.join(' ');
  if (!GROWTH.test(text)) return [];
  const years = unique(said.flatMap(yearsIn)).slice(0, 2);
  return amounts
    .slice(0, 2)
    .flatMap((a) =>
      own
        .filter((p) => p <= 12)
        .flatMap((p) =>
          years.map(
            (y) =>
              `${dollars(a)} grown ${p}% a year, compounded, for ${y} years is ${worked(a * (1 + p / 100) ** y)}.`,
          ),
        ),
    );
};

/**
 * Years of a monthly amount, and what each larger sum keeps after setting them aside ("2 years of
 * 5,500 a month in cash, from 800k": $132,000 and $668,000).
 */
const yearsOfMonthly: Form = ({ said, amounts }) => {
  if (!said.some((t) => MONTHLY.test(t))) return [];
  const years = unique(said.flatMap(yearsIn))
    .filter((y) => y <= 10)
    .slice(0, 2);
  const monthly = amounts.filter((a) => a < 20_000).slice(0, 2);
  return years.flatMap((y) =>
    monthly.map((m) => {
      const set = m * 12 * y;
      const rest = amounts.filter((a) => a > set).slice(0, 2);
      return `${y} years of ${dollars(m)} a month is ${worked(set)}${rest.map((a) => `; ${dollars(a)} less that is ${worked(a - set)}`).join('')}.`;
    }),
  );
};

/** What is left of the figure the last reply opened with after the visitor's amount ("i already took 10k": the rest of the RMD). */
const restOfEarlier: Form = ({ earlier, amounts }) =>
  unique(earlier)
    .slice(0, 2)
    .flatMap((f) =>
      amounts
        .filter((a) => a < f)
        .slice(0, 2)
        .map((a) => `${dollars(f)} less ${dollars(a)} is ${worked(f - a)}.`),
    );

const FORMS: readonly Form[] = [
  monthlyAndYearly,
  percentagesOf,
  pairs,
  overFigures,
  grossedUp,
  perCount,
  toLaterAge,
  largestLessOthers,
  shareOfShare,
  perDay,
  compounded,
  yearsOfMonthly,
  restOfEarlier,
];

/**
 * The arithmetic on the visitor's own numbers (`said`: their recent messages, the question last)
 * a full answer may need: every form above, on the amounts and percentages they gave, the
 * answered topics' rates and figures, and the figures the last reply opened with.
 */
export function visitorArithmetic(
  said: readonly string[],
  rates: readonly number[],
  figures: readonly number[] = [],
  earlier: readonly number[] = [],
): string[] {
  const numbers: Numbers = {
    said,
    amounts: unique(said.flatMap(amountsIn)).slice(0, MAX_AMOUNTS),
    percentages: unique([...said.flatMap(percentagesIn), ...rates]).slice(0, MAX_RATES),
    own: unique(said.flatMap(percentagesIn)).slice(0, 2),
    figures,
    earlier,
  };
  return FORMS.flatMap((form) => form(numbers));
}
