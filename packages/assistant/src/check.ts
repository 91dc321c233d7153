/**
 * Checks a model's reply against its grounding: every dollar amount, percentage and age the
 * reply states must appear in the passages the prompt gave (worked answers included) or in what
 * the visitor wrote. A figure the model made up, misremembered or worked out on its own fails.
 */

export interface Figure {
  kind: 'dollars' | 'percent' | 'age';
  /** The value, in plain units: 35750 for "$35,750", 1200000 for "$1.2 million". */
  value: number;
  /** As written. */
  text: string;
}

const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, million: 1e6, m: 1e6, billion: 1e9 };

const DOLLARS = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(k|thousand|million|m|billion)?\b/gi;
const PERCENT = /\b(\d+(?:\.\d+)?)\s*(?:%|percent\b)/gi;
/** An age: "at 73", "age 65", "turn 65", "65 or older", "until 70", "59½". */
const AGE =
  /\b(?:age[sd]?|at|turn(?:s|ing)?|from|until|before|after|by|reach(?:es|ing)?)\s+(\d{2,3})(?:½| and a half)?\b|\b(\d{2,3})(?:½| and a half)?\s+(?:or older|or over|and older|years old)\b|\b(\d{2,3})½/gi;

function amount(digits: string, fraction = '', unit = ''): number {
  const base = Number(`${digits.replace(/,/g, '')}${fraction}`);
  return base * (SCALE[unit.toLowerCase()] ?? 1);
}

/** The dollar amounts, percentages and ages a text states. */
export function figuresIn(text: string): Figure[] {
  const out: Figure[] = [];
  for (const m of text.matchAll(DOLLARS))
    out.push({ kind: 'dollars', value: amount(m[1] as string, m[2], m[3]), text: m[0].trim() });
  for (const m of text.matchAll(PERCENT))
    out.push({ kind: 'percent', value: Number(m[1]), text: m[0].trim() });
  for (const m of text.matchAll(AGE)) {
    const value = Number(m[1] ?? m[2] ?? m[3]);
    if (value >= 18 && value <= 120) out.push({ kind: 'age', value, text: m[0].trim() });
  }
  return out;
}

/** Every number a text contains, as values: what a reply's figures may be drawn from. */
function numbersIn(text: string): Set<number> {
  const values = new Set<number>();
  for (const f of figuresIn(text)) values.add(f.value);
  // Digits inside a word (the "61" of a version such as "2026-4461eb61") are no figure.
  for (const m of text.matchAll(
    /(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(k|thousand|million|m|billion)?\b/gi,
  ))
    values.add(amount(m[1] as string, m[2], m[3]));
  return values;
}

export interface FigureCheck {
  ok: boolean;
  /** The reply's figures found nowhere in the grounding, as written. */
  unsupported: string[];
}

/**
 * A check for replies grounded in `grounding` (the passages and worked answers the prompt gave,
 * and the visitor's own messages): the grounding's numbers are read once, so a streamed reply
 * can be checked sentence by sentence.
 */
export function figureChecker(grounding: readonly string[]): (reply: string) => FigureCheck {
  const allowed = new Set<number>();
  for (const text of grounding) for (const v of numbersIn(text)) allowed.add(v);
  return (reply) => {
    const unsupported = figuresIn(reply)
      .filter((f) => !allowed.has(f.value))
      .map((f) => f.text);
    return { ok: unsupported.length === 0, unsupported: [...new Set(unsupported)] };
  };
}

/** Whether every dollar amount, percentage and age of `reply` appears (by value) in `grounding`. */
export function checkFigures(reply: string, grounding: readonly string[]): FigureCheck {
  return figureChecker(grounding)(reply);
}
