/**
 * Reads the details a visitor gives about themselves (ages, birth year, marriage, income, a
 * gain, savings, monthly checks, employer size) from the message and, for what it does not
 * say, from their earlier messages, so answers can work out the figure that applies to them.
 */
import type { Details, HistoryTurn } from './types.ts';

const AGE_MIN = 18;
const AGE_MAX = 105;

const ownAge =
  /\b(?:i'?m|i am|im|aged?|turning|turn|turned|i'?ll be|will be|i just turned)\s+(?:almost |nearly |about )?(\d{2,3})\b(?!\s*(?:k\b|%|,\d|percent|thousand|employees|people|years? (?:ago|of)|months?|days?))/g;
const yearsOld = /\b(\d{2,3})\s*(?:years? old|yrs? old|y\/?o)\b/g;
const ageInYear = /\b(\d{2,3}) in 20\d\d\b/g;
const spouseAge =
  /\b(?:wife|husband|spouse|partner|she|he)(?:'s| is| was|,)?\s+(?:turning |aged? )?(\d{2,3})\b(?!\s*(?:k\b|%|,\d|percent|thousand|years? ago|months?))/g;
const coupleAges =
  /\b(\d{2})\s*(?:and|&)\s*(\d{2})\b(?!\s*(?:k\b|%|percent|thousand|years|months))/;
/** Weaker signs of an age: "at 72", or a lone number between commas ("single, 66, income ..."). */
const atAge = /\bat (?:age )?(\d{2})\b(?!\s*(?:k\b|%|percent|thousand|years|months|employees))/g;
const loneAge = /(?:^|,)\s*(\d{2})\s*(?=,|$)/g;

const birthYear = /\bborn (?:in |on .{0,12}?)?(19[2-9]\d|20[0-2]\d)\b/;

const single = /\b(?:single|widow(?:ed|er)?|divorced|unmarried|not married|on my own)\b/;
const bereaved =
  /\b(?:wife|husband|spouse|partner)\b[^.?!]{0,40}\b(?:died|passed|death|deceased)\b/;
const married =
  /\b(?:married|my (?:wife|husband|spouse)|we|our|us|couple|jointly|joint|both of us)\b/;

/** An amount of money: "$90,000", "90k", "2.5 million", "600,000", "2800". */
const money =
  /(\$\s?)?\b(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(k|thousand|grand|million|mil|m|mm)?\b/g;
/** Plan and form numbers that look like amounts: 401(k), 403(b), 457, 1099, 1035, 1040. */
const NOT_MONEY = new Set(['401', '403', '457', '1099', '1035', '1040', '5329', '8606']);
const scale: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  grand: 1e3,
  million: 1e6,
  mil: 1e6,
  m: 1e6,
  mm: 1e6,
};

const PERIOD_MONTH = /^\s*(?:a|per|each|every)\s+month|^\s*\/\s*mo|^\s*monthly/;
const GAIN = /\b(?:profit|gain|gains|appreciat\w*|made on)\b/;
const WORK = /\b(?:work\w*|job|part[- ]time|wages?|salary|paycheck|consult\w*)\b/;
const INCOME =
  /\b(?:income|make|making|makes|made|earn\w*|salary|wages|agi|magi|household|bring in)\b/;
const SPENDING = /\b(?:spend\w*|expenses|live on|need)\b/;
const ASSETS =
  /\b(?:estate|worth|savings|saved|nest egg|assets|portfolio|401k|ira|account|balance|house and|last)\b/;

const employees = /\b(\d[\d,]*)\s*(?:employees|people|workers|staff)\b/;

interface Found {
  ages: number[];
  weakAges: number[];
  details: Partial<Details>;
}

function ages(pattern: RegExp, text: string): number[] {
  return [...text.matchAll(pattern)]
    .map((m) => Number(m[1]))
    .filter((n) => n >= AGE_MIN && n <= AGE_MAX);
}

function read(raw: string): Found {
  const text = raw.toLowerCase().replace(/[’‘]/g, "'");
  const own = [...ages(ownAge, text), ...ages(yearsOld, text), ...ages(ageInYear, text)];
  const spouse = ages(spouseAge, text).filter((n) => !own.includes(n));
  const couple = text.match(coupleAges);
  const coupleList = couple ? [Number(couple[1]), Number(couple[2])] : [];
  const strong = [...new Set([...own, ...spouse, ...(own.length === 0 ? coupleList : [])])];
  const weak = [...ages(atAge, text), ...ages(loneAge, text)];

  const details: Partial<Details> = {};
  const born = text.match(birthYear);
  if (born) details.birthYear = Number(born[1]);
  if (single.test(text) || bereaved.test(text)) details.married = false;
  else if (married.test(text) || couple) details.married = true;
  const staff = text.match(employees);
  if (staff) details.employees = Number((staff[1] as string).replace(/,/g, ''));

  const monthly: number[] = [];
  for (const m of text.matchAll(money)) {
    const [whole, dollarSign, digits, unit] = m;
    if (!dollarSign && NOT_MONEY.has(digits as string)) continue;
    const at = m.index ?? 0;
    const value = Number((digits as string).replace(/,/g, '')) * (unit ? (scale[unit] ?? 1) : 1);
    const plainYear = !dollarSign && !unit && /^(?:19[3-9]\d|20\d\d)$/.test(digits as string);
    if (plainYear || (!dollarSign && !unit && value < 100)) continue;
    const before = text.slice(Math.max(0, at - 40), at);
    // "estates over 2 million" names a threshold, not the visitor's own amount.
    if (/\b(?:over|above|under|below|more than|less than)\s*$/.test(before)) continue;
    const after = text.slice(at + whole.length, at + whole.length + 30);
    const near = `${before} ${after.slice(0, 20)}`;
    if (PERIOD_MONTH.test(after) || (monthly.length > 0 && !unit && value < 20_000)) {
      monthly.push(value);
    } else if (GAIN.test(near)) details.gain ??= value;
    else if (SPENDING.test(before.slice(-20))) details.spending ??= value;
    else if (WORK.test(near)) {
      details.earnings ??= value;
      details.income ??= value;
    } else if (INCOME.test(near)) details.income ??= value;
    else if (ASSETS.test(near) || value >= 1e6) details.assets ??= value;
  }
  if (monthly.length > 0) details.monthly = monthly;
  return { ages: strong, weakAges: weak, details };
}

/**
 * The visitor's details: the message first, then their earlier messages, newest first. Ages
 * stated plainly ("I'm 61") anywhere in the conversation come before passing mentions ("at 64").
 */
export function readDetails(message: string, history: readonly HistoryTurn[]): Details {
  const earlier = history
    .filter((t) => t?.role === 'user' && typeof t.content === 'string')
    .map((t) => t.content.slice(0, 1000))
    .reverse();
  const found = [message, ...earlier].map(read);
  const merged: Details = { ages: [], monthly: [] };
  for (const f of found) {
    for (const [key, value] of Object.entries(f.details) as [keyof Details, never][]) {
      if (merged[key] === undefined || (Array.isArray(merged[key]) && merged[key].length === 0))
        merged[key] = value;
    }
  }
  merged.ages =
    found.find((f) => f.ages.length > 0)?.ages ??
    found.find((f) => f.weakAges.length > 0)?.weakAges ??
    [];
  return merged;
}
