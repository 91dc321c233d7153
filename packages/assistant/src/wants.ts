/**
 * What kind of answer a question wants, and what kind an answer gives: "how much do I have to
 * take out this year" wants an amount, and "Missing one costs a 25% excise tax" is not that
 * amount for a visitor who gave their balance and age. A worked answer that states the amount
 * from the visitor's own numbers is the answer such a question asks for.
 */

/**
 * Questions that ask for an amount: "how much", "what will my check be", "what's my RMD", "what
 * does it come to", "what do I have to take out". Not "how much longer" (a time) or "how many years" (a count).
 */
const WANTS_AMOUNT =
  /\bhow much(?! (?:longer|time|sooner|later|older)\b)|\bwhat(?:'s| is| will| would| does| do)?\s+(?:my|our|his|her|the|their)\s+(?:[\w-]+\s+){0,2}?(?:check|checks|benefit|benefits|payment|payments|premium|premiums|rmd|rmds|distribution|tax|taxes|bill|penalty|amount|come to|cost|costs|income)\b(?!\s+(?:start|begin|age|date)\b)|\bwhat (?:would|will|do|does) (?:i|we|she|he|they) (?:get|owe|pay|receive|collect|(?:have|need) to (?:take|pay|withdraw)|take out|withdraw|hold back|withhold|take back|deduct|charge)\b/i;

/**
 * Questions that ask when or at what age: "when is my first rmd due", "what age do rmds start";
 * not a condition ("when one of us dies what does the other get").
 */
const WANTS_TIME =
  /^\s*(?:(?:and|so|but|ok(?:ay)?)[,\s]+)?when (?:is|are|was|do|does|can|could|should|will|would|must|am|have|has)\b|\b(?:what|which) (?:age|year|date|month|day)\b/i;

/** The first sentence of an answer, its bold markers left out. */
function opening(text: string): string {
  return (text.replace(/\*\*/g, '').split(/(?<=[.!?])\s+(?=[A-Z])/)[0] ?? '').trim();
}

/** Whether the question asks for an amount. */
export function asksAmount(question: string): boolean {
  return WANTS_AMOUNT.test(question);
}

/** Whether the question asks when (a date, an age), not how much. */
export function asksTime(question: string): boolean {
  return WANTS_TIME.test(question) && !WANTS_AMOUNT.test(question);
}

/** Whether an answer's first sentence states an amount: a dollar figure. */
export function statesAmount(text: string): boolean {
  return /\$\s?\d/.test(opening(text));
}
