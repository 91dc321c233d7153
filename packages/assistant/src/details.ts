/**
 * Reads the details a visitor gives about themselves (ages, birth year and birthday, marriage or
 * widowhood, incomes by source, Social Security amounts at claiming ages, a gain, savings,
 * spending, monthly checks, employer size, coverage) from each of their messages. The
 * conversation's details are the messages' details merged oldest first, so a later statement
 * overrides an earlier one.
 */

import { THIS_YEAR } from './calc/reckon.ts';
import { Starts } from './starts.ts';
import { NEGATION, remembered } from './text.ts';
import type { Details, HistoryTurn } from './types.ts';

const AGE_MIN = 18;
const AGE_MAX = 105;

const ownAge =
  /\b(?:i'?m|i am|im|aged?|turning|turn|turned|i'?ll be|will be|i just turned|(?<=(?:^|[.,;]\s*))now|(?<=(?:^|[.,;]\s*))me:?|(?:someone|somebody|a person|i'?m the one|im the one|i am the one) (?:who'?s|whos|who is))\s+(?:almost |nearly |about |only |just )?(\d{2,3})\b(?!\s*(?:k\b|%|,\d|percent|thousand|employees|people|years? (?:ago|of)|months?|days?))/g;
const yearsOld = /\b(\d{2,3})\s*(?:years? old|yrs? old|y\/?o)\b/g;
/** "72 in 2026", not the cents of "202.90 in 2026". */
const ageInYear = /(?<![\d.,$])\b(\d{2,3}) in 20\d\d\b/g;
const spouseAge =
  /\b(?:wife|husband|spouse|partner|she|he)(?:'s|s| is| was|,)?\s+(?:turning |aged? |is )?(?:only |just |actually )?(\d{2,3})\b(?!\s*(?:k\b|%|,\d|percent|thousand|years? ago|months?))/g;
/** A parent the visitor asks for ("my dad is 74 this year"): their age is the one the answer needs. */
const parentAge =
  /\b(?:dad|father|mom|mother|mum)(?:'s| is| was|,)?\s+(?:turning |aged? |is |turns )?(\d{2,3})\b(?!\s*(?:k\b|%|,\d|percent|thousand|years? ago|months?))/g;
/** An age opening the message: "63 and drawing ss", "67, single", "62 - married". */
const openingAge =
  /^\s*(\d{2})\b(?=\s*(?:and\b|now\b|&|,|-|\.(?!\d)|y\/?o\b|yo\b|(?:yrs?|years?)(?! ago)\b|(?:retired|single|married|widowed|divorced)\b))/g;
const coupleAges =
  /\b(\d{2})\s*(?:and|&)\s*(\d{2})\b(?!\s*(?:k\b|%|percent|thousand|years|months))/;
/** Weaker signs of an age: "at 72", or a lone number between commas ("single, 66, income ..."). */
const atAge =
  /\bat (?:age )?(\d{2})\b(?!\s*(?:k\b|%|percent|thousand|years|months|employees|people|dollars|bucks|(?:an?|per|\/)\s*(?:hour|hr|day|visit|session)\b))/g;
const loneAge = /(?:^|,)\s*(\d{2})\s*(?=[,;]|\.(?!\d)|$)/g;
/**
 * Ages listed after "at" ("what do i get at 62, 67 and 70?", "at 62 or 70"): the ages asked
 * about, never the visitor's own or a couple's.
 */
const AGES_ASKED_ABOUT = /\bat (?:age )?\d{2}(?:\s*,\s*\d{2})*,?\s*(?:and|or|&)\s*\d{2}\b/g;

const birthYear =
  /\b(?:born (?:in |on .{0,12}?)?|(?:age|fra) (?:for |if born (?:in )?)?)(19[2-9]\d|20[0-2]\d)\b/;
const MONTH_NAMES =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
/**
 * A birthday month and day, without a birth cue the redactor would remove: "I turn 65 on August
 * 14", "turning 70 in march", "my birthday is in June".
 */
const birthday = new RegExp(
  `\\b(?:turn(?:ing|s)? \\d{2}|\\d{2}th birthday|birthday is|birthday'?s?)\\b[^.?!]{0,12}?\\b(${MONTH_NAMES})\\b\\.?(?:\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b)?`,
);
/** "born in September 1962", "born late december 1959": the month and year of birth. */
const bornMonthYear = new RegExp(
  `\\bborn (?:in |on )?(?:(?:early|mid|late) |(?:the )?(?:start|middle|end) of )?(${MONTH_NAMES})\\.? (?:\\d{1,2}(?:st|nd|rd|th)?,? )?(19[2-9]\\d|20[0-2]\\d)\\b`,
);
/** The month benefits start: "approved me starting with july 2026", "ss starts in march". */
const benefitStart = new RegExp(
  `\\b(?:start(?:s|ing|ed)?|begin(?:s|ning)?)\\s+(?:with |in |from )?(${MONTH_NAMES})\\b(?:\\s+(20[2-3]\\d)\\b)?`,
);
/** "I turn 65 on the 14th": the day of the 65th birthday. */
const turnOnDay = /\bturn(?:ing|s)? 65 on the (\d{1,2})(?:st|nd|rd|th)\b/;
/** "I turn 65 on the 14th of August". */
const birthdayDayFirst = new RegExp(
  `\\b(?:turn(?:ing|s)? 65|65th birthday|birthday is)\\b[^.?!]{0,8}?\\b(\\d{1,2})(?:st|nd|rd|th)? of (${MONTH_NAMES})\\b`,
);
/** An age reached later this year: "turn 64 on december 20", "turning 50 this year". */
const turnsThisYear =
  /\bturn(?:s|ing)? (\d{2})\b(?:\s+(?:on|in)\s+(?!20(?:2[7-9]|[3-9]\d)|a |the next|next)|\s+(?:this|later|before|by)\b)/;
/** Counts told in words: "twenty months past my window", "two years ago", "three grandkids". */
const ONES = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty'];
/** A count from one to fifty-nine in words: "twenty", "forty-five", "twelve". */
const SPELLED_COUNT = `(?:${TENS.join('|')})(?:[- ](?:${ONES.join('|')}))?|${TEENS.join('|')}|${ONES.join('|')}`;
/** The number a spelled count from one to fifty-nine names. */
export function spelledCount(words: string): number {
  const [first = '', second] = words.split(/[- ]/);
  const tens = TENS.indexOf(first);
  if (tens >= 0) return 20 + 10 * tens + (second ? ONES.indexOf(second) + 1 : 0);
  const teen = TEENS.indexOf(first);
  return teen >= 0 ? 10 + teen : ONES.indexOf(first) + 1;
}
/** The number digits or words say: "3", "three", "forty-five", and "a" or "an" for one. */
function countOf(word: string): number {
  return /\d/.test(word) ? Number(word) : /^an?$/.test(word) ? 1 : spelledCount(word);
}
/** A few, in words: "a", "an", "one" to "ten". */
const FEW = ['an?', ...ONES, 'ten'].join('|');

/**
 * When the visitor's first Roth IRA was funded: "opened my first roth ira last year", "first roth
 * was 2 years ago", "started a roth in 2023", "my roth is only three years old".
 */
const WHEN = String.raw`(last year|this year|(?:\d|${FEW}) years? ago|(?:in )?20[0-2]\d)`;
const ROTH_OPENED = new RegExp(
  String.raw`\b(?:open(?:ed)?|start(?:ed)?|fund(?:ed)?|set up|made|did)\s+(?:my|a|the|our)\s+(?:first\s+)?roth(?:\s+ira)?\b[^.?!]{0,30}?\b${WHEN}|\bfirst roth(?:\s+ira)?\s+(?:was\s+)?(?:opened\s+|funded\s+|started\s+)?${WHEN}`,
);
/** When 72(t) payments began: "started 72t payments at 58", "my sepp began at 56". */
const SEPP_STARTED =
  /\b(?:72 ?\(?t\)?|sepp|substantially equal)[^.?!\d]{0,40}?\b(?:started|began|start|begun|since)\s+(?:at|when i was|at age)\s+(\d{2})\b|\b(?:started|began|start(?:ed)? taking)\s+(?:my\s+|the\s+|a\s+)?(?:72 ?\(?t\)?|sepp|substantially equal)[^.?!\d]{0,30}?\bat\s+(?:age\s+)?(\d{2})\b/;
/** A workplace plan rolled into an IRA, told as done: "rolled my whole 401k into an ira last month". */
const ROLLED_TO_IRA =
  /\b(?:rolled|moved|transferred) (?:over )?(?:my |the |our |that |all of my |all my )?(?:whole |entire |old )?(?:401\s?\(?k\)?|403\s?\(?b\)?|work plan|plan)(?: over)? (?:in)?to (?:an|my|a|the) (?:rollover )?ira\b/;
/** A Roth asked about or planned before `ROTH_OPENED`'s words, not one opened: "can i still fund a roth". */
const ROTH_ASKED =
  /\b(?:(?:can|could|should|may|will|would)\s+(?:i|we)|(?:want|plan(?:ning)?|going|hope|hoping|need|able)\s+to|if i)\s+(?:still\s+|even\s+|also\s+|just\s+)?$/;
/** A death told with its time: "he died last year", "she passed away in 2024", "died two years ago". */
const DIED_WHEN = new RegExp(String.raw`\b(?:died|passed(?: away)?|death)\b[^.?!]{0,25}?\b${WHEN}`);
/** The year a "when" of `ROTH_OPENED` or `DIED_WHEN` names. */
function yearOf(when: string): number {
  if (when === 'last year') return THIS_YEAR - 1;
  if (when === 'this year') return THIS_YEAR;
  const year = /20[0-2]\d/.exec(when);
  if (year) return Number(year[0]);
  return THIS_YEAR - countOf(when.split(' ')[0] as string);
}

/**
 * A bracket the visitor means to stay in or fill ("stay in 12%", "fill up the 22% bracket"); not
 * one they ask whether they are in ("are we in the 12% bracket?").
 */
const BRACKET_RATE = String.raw`(?:the |my |our )?(10|12|22|24|32|35)\s*%`;
const BRACKET_TO_FILL = new RegExp(
  String.raw`\b(?:(?:stay|staying|stays|remain|keep (?:us|me|it)) (?:in|under|within|below) ${BRACKET_RATE}|(?:under|within|below|top of|fill(?: up)?) ${BRACKET_RATE}\s*(?:tax )?bracket)`,
);
/** Money held jointly: "a joint savings account", "both our names", "my wife and i have 480k". */
const JOINT_ACCOUNT =
  /\bjoint (?:savings |checking |bank )?accounts?\b|\bin both (?:of )?our names\b|\b(?:wife|husband|spouse) and i (?:have|hold|keep)\b/;
/** An amount put into an account: "8,600 into my roth ira". */
/** A contribution made already: "already put", "have put", "ive contributed". */
const ALREADY_PUT =
  /\b(?:already|have|ive|i've|we've|weve|so far)\b[^.?!]{0,12}\b(?:put|contributed|deposited|added)\b/;
/** A contribution told as made ("i put", "and contributed"), and one only asked about. */
const PUT_DONE =
  /\b(?:i|we|and|already|just)\s+(?:put|contributed|deposited)\s+(?:about |around |the full |all )?\$?$/;
const PUT_ASKED =
  /\b(?:can|could|should|may|might|will|would|if|to|gonna|going to|want to|plan to|planning to)\s+(?:i\s+|we\s+)?(?:\w+\s+)?(?:put|contribute|deposit)\b/;
const INTO_ACCOUNT =
  /^\s*(?:into|in|to) (?:my|a|an|our|the|his|her|each) (?:roth|ira|401|403|457|hsa|tsp|sep|simple)/;
/** A parent's or relative's death, whose property comes to the visitor: "my dad died with a house". */
const PARENT_DIED =
  /\b(?:mom|mother|dad|father|parents?|aunt|uncle)\b[^.?!]{0,20}\b(?:died|passed|death)\b/;
/** Someone other than the visitor, just before an age or birthday ("my husband turns 70"). */
const SOMEONE_ELSE = /\b(?:he|she|wife|husband|spouse|partner|mom|dad|mother|father)\b/;
/** What savings earn a year: "it earns about 5%", "grows 6% a year", "at a 5% return". */
const GROWTH =
  /\b(?:earns?|earning|grows?|growing|returns?|returning|averages?|averaging)\s+(?:about |around |roughly |maybe |say |an average of |on average )?(\d{1,2}(?:\.\d+)?) ?(?:%|percent)|\b(\d{1,2}(?:\.\d+)?) ?(?:%|percent) (?:a year )?(?:growth|returns?|average return|annual return)\b/;
/** Prices rising a year: "if prices go up 3% a year", "with 3% inflation", "inflation of 3%". */
const INFLATION =
  /\b(?:prices?|costs?|inflation)\s+(?:go(?:es)? up|goes|rises?|rising|grows?|increases?|runs?|is|was|came in at|of|at|averages?)\s+(?:about |around |say |maybe )?(\d{1,2}(?:\.\d+)?) ?(?:%|percent)|\b(\d{1,2}(?:\.\d+)?) ?(?:%|percent) (?:a year )?inflation\b/;
/** A share of savings drawn: "withdraw 4% of my 750k", "took 4% of our 1.2 million". */
const RULE_DRAW =
  /\b(?:withdraw\w*|take|taking|took|draw\w*|pull\w*)\s+(\d(?:\.\d+)?)\s*%\s+of\s+(?:my |our |the )?\$?(\d[\d,]*(?:\.\d+)?)\s*(k|m|mil|million)?\b/;
/** A question of how long: "how many years till", "how long until", "when will". */
const HOW_LONG = /\bhow (?:many (?:years|yrs)|long)\b|\bwhen (?:will|do|does|would)\b/;
/** An amount and what it grows to: "my 50k a year budget needs to be 100k". */
const GROWS_TO =
  /\$?(\d[\d,.]*)\s*(k|m|thousand|million)?\b[^.?!$\d]{0,40}?\b(?:needs? to be|has to be|to be|becomes?|reach(?:es)?|grows? to|turns? into|rises? to|goes up to|doubles? to)\s+(?:about\s+)?\$?(\d[\d,.]*)\s*(k|m|thousand|million)?\b/;
/** A doubling asked about: "when do prices double", "how long until it doubles". */
const DOUBLES = /\bdoubles?\b|\bdoubling\b|\btwice as much\b/;
/** Years ahead asked about: "in 10 yrs", "20 years from now". */
const YEARS_AHEAD =
  /\bin (\d{1,2}) ?(?:years?|yrs?)\b|\b(\d{1,2}) ?(?:years?|yrs?) (?:from now|out|ahead|down the road)\b/;
/** Decades ahead: "two decades out", "in 2 decades". */
const DECADES_AHEAD =
  /\b(?:in )?(two|three|2|3) decades(?= from now| out| ahead|\s*$|[.?!,])|\ba decade (?:from now|out|ahead)\b/;
/** A hybrid or long-term care policy's pool of benefits: "a 300k long term care pool", "benefit pool of 300k". */
const BENEFIT_POOL =
  /\$?(\d[\d,.]*)\s*(k|m|thousand|million)?\s+(?:(?:long[- ]term[- ]care|ltc|benefit|care)\s+)+pool\b|\bpool of (?:about )?\$?(\d[\d,.]*)\s*(k|m|thousand|million)?/;
/** The filing status named: "head of household", "hoh". */
const HEAD_OF_HOUSEHOLD = /\bhead of (?:the )?household\b|\bhoh\b/;
/** A relative who lives with the visitor: "my disabled son lives with me", "mom moved in with us". */
const KEEPS_A_HOME_FOR =
  /\bmy (?:\w+ )?(?:son|daughter|child|kid|grandson|granddaughter|grandchild|mother|mom|father|dad|parent|brother|sister)\b[^.?!]{0,25}\b(?:lives|living|moved in|stays) with (?:me|us)\b/;
/** …whose costs the visitor pays: "i pay for basically everything", "i support him". */
const PAYS_FOR_IT =
  /\b(?:i|we) (?:pay|cover) (?:for )?(?:basically |almost |nearly |most of |more than half of |all of )?(?:everything|it all|the bills|the household|his|her|their|all)\b|\b(?:i|we) (?:fully )?support (?:him|her|them)\b/;
/** The age a lifetime is counted to: "if i live to 85", "make it to 90", "die at 88". */
const LIVES_TO =
  /\b(?:live|living|lives|make it|last|survive|die|dies|pass(?:es)? away)\s+(?:to|till|until|past|at)\s+(?:age\s+|about\s+|around\s+)?(7[5-9]|8\d|9\d|100)\b|\b(?:die|dies|pass(?:es)? away)\s+(?:at|by)\s+(?:age\s+)?(6[2-9]|7[0-4])\b/;
/** A pool named by itself, read only where the message speaks of care: "a 180k pool". */
const BARE_POOL = /\$?(\d[\d,.]*)\s*(k|m|thousand|million)?\s+pool\b/;
/**
 * A claiming age: "claim at 67", "wait till 70", "file the month i turn 65", "hold it one more
 * year past 67, to 68" (the age after "to").
 */
const CLAIM_VERBS =
  'claims?|claiming|takes?|taking|starts?|starting|collects?|collecting|files?|filing';
const claimAt = new RegExp(
  String.raw`\b(?:${CLAIM_VERBS}|grab|waits?|waiting|holds?|holding|holds? off|holding off|holds? out|holding out|delays?|delaying)\b[^.?!]{0,25}?\b(?:at|till|til|until|to|past|(?:(?:in )?the (?:month|day|year) |when |once |as soon as )i turn) (?:age )?(6[2-9]|7[0-5])(?:,? (?:to|till|til|until) (?:age )?(6[2-9]|7[0-5]))?\b`,
);

/** A claiming age in years and months: "64 and 6 months". */
const AGE_AND_MONTHS = /\b(6[2-9]) and (1[01]|[1-9]) months?\b/;
/** A word of claiming, for an age told in years and months. */
const CLAIM_WORD = new RegExp(String.raw`\b(?:${CLAIM_VERBS})\b`);

/** Every claiming age a message names, in order. */
const CLAIM_AT_ALL = new RegExp(claimAt.source, 'g');

/** Two claiming ages weighed against each other: "64 vs 70", "between 62 and 67", "at 65 or at 70". */
const TWO_CLAIM_AGES =
  /\b(?:at |between )?(6[2-9]|70)\s*(?:vs\.?|versus|or|and|compared (?:to|with)|against|instead of)\s*(?:at |waiting (?:to|till|until) )?(6[2-9]|70)\b/;

/** Claiming at once: "what would i get if i file now", "if i start it today". */
const claimNow =
  /\b(?:claim|claiming|take|taking|start|starting|collect|collecting|file|filing|apply|applying|sign up)\b[^.?!]{0,20}?\b(?:now|today|right away|this year|immediately)\b/;

/** A widow to be, not one now: "what would i get as a widow", "if i'm widowed". */
export const WIDOW_TO_BE =
  /\b(?:as a|become a|be a|if (?:i'?m|i am|i was|i were|i become|i get)) widow(?:ed|er)?\b/i;
const single =
  /\b(?:single(?![- ](?:life|premium|payment|employer))|widow(?:ed|er)?|divorced|unmarried|not married|never (?:been )?married|on my own)\b/;
const bereaved =
  /\b(?:wife|husband|spouse|partner)\b[^.?!]{0,40}\b(?:died|passed|death|deceased)\b|\bwidow|\b(?:lost|buried) my (?:wife|husband|spouse|partner)\b|\bmy late (?:wife|husband|spouse|partner)\b/;
const married =
  /\b(?:married|my (?:wife|husband|spouse)|we|our|us|couple(?! (?:of )?(?:months?|weeks?|years?|days?|times|hundred|thousand|grand|k)\b)|jointly|joint|both of us)\b/;

/** A parent spoken of: "we" and "our" beside one are the family, not a married couple. */
const PARENT_SPOKEN_OF = /\b(?:mom|mum|dad|mother|father|parents?)(?:'?s)?\b/;
/** The text whose "we", "our" and "us" can say the visitor is married (none beside a parent spoken of). */
const wedded = (text: string): string =>
  PARENT_SPOKEN_OF.test(text) ? text.replace(/\b(?:we|our|us)\b/g, ' ') : text;

/** The digits and the scale word of an amount: "90,000", "2.5 million", "90k". */
const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const SCALE = 'k|thousand|grand|million|mil|m|mm';
/** An amount of money: "$90,000", "90k", "2.5 million", "600,000", "2800". */
const money = new RegExp(String.raw`(\$\s?)?\b(${NUMBER})\s*(${SCALE})?\b`, 'g');
/** An amount inside a longer pattern: its digits, then its scale word, as two groups. */
const AMOUNT = String.raw`\$?\s?(${NUMBER})\s*(${SCALE})?\b`;
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
/** The dollars an amount's digits and scale word stand for. */
const dollarsIn = (digits: string, unit: string | undefined): number =>
  Number(digits.replace(/,/g, '')) * (unit ? (scale[unit] ?? 1) : 1);

/**
 * The text with the amounts `keep` refuses blanked out: each is passed its dollars and whether it
 * reads as money (a "$", a thousands comma, cents or a scale word) rather than a bare number such as an
 * age or a year. Plan and form numbers (401(k), 1099) are no amounts.
 */
export function withoutAmounts(
  text: string,
  keep: (dollars: number, asMoney: boolean) => boolean,
): string {
  return text.replace(money, (whole, dollarSign?: string, digits = '', unit?: string) => {
    if (!dollarSign && NOT_MONEY.has(digits)) return whole;
    // …or cents: "284.10" is a premium, not an age or a count.
    const asMoney =
      dollarSign !== undefined ||
      digits.includes(',') ||
      unit !== undefined ||
      /\.\d\d$/.test(digits);
    return keep(dollarsIn(digits, unit), asMoney) ? whole : ' ';
  });
}

const PERIOD_MONTH = /^\s*(?:a|per|each|every)\s+month|^\s*\/\s*mo|^\s*monthly/;
/**
 * "he was getting 3,100", "she collects 1,450": a benefit or pension received, a few thousand at
 * most, is a monthly check when no period is named.
 */
const GETTING_BEFORE =
  /\b(?:getting|gets|got|(?:i|we|he|she|they|and) get|receiving|receives|received|collecting|collects|collected|drawing|draws|drew)\s*\$?\s*$/;
const PERIOD_ANY =
  /^\s*(?:a|per|each|every|\/)\s*(?:year|yr|week|day|month|mo)\b|^\s*(?:yearly|annually|monthly)\b/;
/** "my 401k check was 100k": a workplace plan's payout to the visitor, a lump sum. */
const PLAN_CHECK =
  /\b(?:401 ?\(?k\)?|403 ?\(?b\)?|457 ?\(?b\)?|retirement plan)\s+(?:check|distribution|payout)\b[^.?!$\d]{0,12}$|\bcash(?:ing|ed)? out (?:my |our |his |her |the )?(?:old |former |whole |entire )?(?:401 ?\(?k\)?|403 ?\(?b\)?|457 ?\(?b\)?|tsp)(?: plan| account)?(?:,| of| worth| with| for)?\s*$/;
/** A Social Security amount with no period named is a monthly check when below this. */
const MONTHLY_CHECK_BELOW = 10_000;
/** "on my 1,900 check": a benefit check is monthly. */
const CHECK_AFTER = /^\s*(?:ss |social security )?(?:check|payment)\b/;
const GAIN = /\b(?:profit|gain|gains|appreciat\w*|made on)\b/;
const WORK =
  /\b(?:work\w*|earn\w*|job|part[- ]time|wages?|salary|paycheck|consult\w*|(?:will|i'?ll|gonna|going to|plan to|expect to|i|i'?m|im) (?:make|making)|(?:he|she|husband|wife|spouse|partner) (?:makes|is making))\b/;
/** A job's pay just before an amount: "a job paying", "my salary is", "earning about". */
const PAY_BEFORE =
  /\b(?:job|work|position|gig|salary|wages?|paycheck)\b[^.?!\d$]{0,12}\b(?:pay(?:s|ing)?|is|of|brings in|nets?)\s*(?:about\s+|around\s+)?\$?$|\b(?:earn(?:ing|s)?|making|make)\s+(?:about\s+|around\s+)?\$?$/;
/** Pay told as made or earned just before an amount: "made about", "earned". */
const MADE_BY_WORK = /\b(?:made|earned|make|earn)\s+(?:about\s+|around\s+|roughly\s+)?\$?$/;
/** Words of pay earned, before an amount: "I'll make", "earning", "my job pays". */
const EARNS = /\b(?:make|making|made|earn\w*|work\w*|job|wages?|salary|pay(?:s|check)?)\b/;
/** An amount earned before a month or a birthday: "54,000 of it before september". */
const BEFORE_A_MONTH =
  /^\s*(?:of (?:it|that) )?(?:before|until|up to|through) (?:january|february|march|april|may|june|july|august|september|october|november|december|(?:i|my) (?:turn|reach|hit|birthday)|(?:my |full )?(?:retirement age|fra)\b)/i;
/** A business's net profit, which is pay from work, not a gain on a sale: "net profit will be about 30,000". */
const SE_PROFIT =
  /\b(?:net (?:profit|self[- ]employment (?:income|earnings)|business income)|(?:business|consulting|self[- ]employment) (?:profit|income|earnings)|profit from (?:my |the |our )?(?:business|consulting|practice|shop|side \w+))\b[^.?!$\d]{0,25}$/;
/** …or named after it: "32k net profit", "30,000 of net self-employment income". */
const SE_PROFIT_AFTER =
  /^\s*(?:of )?net (?:profit|self[- ]employment (?:income|earnings)|business income|earnings from (?:self[- ]employment|my business))\b/;
const INCOME =
  /\b(?:income|make|making|makes|made|earn\w*|salary|wages|agi|magi|household|bring in)\b/;
const SPENDING = /\b(?:spend\w*|expenses|bills|live on|need)\b/;
const ASSETS =
  /\b(?:estate|worth|savings|saved|nest egg|assets|portfolio|401k|ira|account|balance|house and|last|have|has|(?:in|at) the bank|in cds?|in cash|investments|(?:hes|shes|he'?s|she'?s|i'?ve|we'?ve|ive|weve) got)\b/;
/** The late owner was taking RMDs: "he was already taking rmds", "she had started her rmds". */
const OWNER_RMDS =
  /\b(?:he|she|they|dad|mom|father|mother)\s+(?:was|were|had|had been|'d)\s+(?:already\s+)?(?:taking|started|begun|been taking|getting)\s+(?:(?:his|her|their)\s+)?(?:rmds?|required (?:minimum )?distributions?)\b/;
/** …or was not: "she hadn't started rmds", "before his rmds started", "he never took rmds". */
const OWNER_NO_RMDS =
  /\b(?:hadn'?t|had not|wasn'?t|was not|never|not yet)\s+(?:yet\s+)?(?:started|begun|taking|taken|took|been taking)\s+(?:(?:his|her|their|any)\s+)?(?:rmds?|required (?:minimum )?distributions?)\b|\bbefore (?:(?:his|her|their) )?(?:rmds?|required (?:minimum )?distributions?) (?:started|began|age)\b/;
/** The age the owner died at: "my dad died in march at 81", "passed away at 70". */
/** An heir who is disabled or chronically ill: "my brother is disabled", "i am chronically ill". */
const HEIR_DISABLED =
  /\b(?:is|am|are|im|i'm|he's|she's|being)\s+(?:permanently\s+|totally\s+|legally\s+)?(?:disabled|chronically ill)\b/;
/** The late owner's age given apart from the death: "he was 80 and im 45", "she was 66". */
const OWNER_WAS = /\b(?:he|she) was (\d{2})\b(?! (?:years|yrs) younger)/;
/**
 * Who left what was inherited: a parent or another of an older generation (in-laws too), a
 * brother or sister, or another relative or friend. The older generation named anywhere comes
 * first: "my sister and i inherited dad's ira" is a parent's IRA.
 */
const LEFT_BY: [RegExp, 'elder' | 'sibling' | 'other'][] = [
  [
    /\b(?:mom|mother|dad|father|parent|grandmother|grandfather|grandma|grandpa|grandparent|aunt|uncle)(?:'?s)?\b/,
    'elder',
  ],
  [
    /\b(?:my|our|from)\s+(?:late\s+)?(?:older\s+|younger\s+|big\s+|little\s+)?(?:brother|sister|sibling)\b/,
    'sibling',
  ],
  [
    /\b(?:my|our|from)\s+(?:late\s+)?(?:cousin|friend|partner|neighbor|godmother|godfather)\b/,
    'other',
  ],
];
const DIED_AT = /\b(?:died|passed(?: away)?|death)\b[^.?!\d]{0,25}\bat (?:age )?(\d{2})\b/;
/** An earlier job left at an age: "a 401k from a job i left at 50", "quit that employer at 52". */
const LEFT_EARLIER_JOB =
  /\b(?:old|previous|prior|former|earlier|last)\s+(?:job|employer|company)\s+(?:that\s+|which\s+)?(?:i\s+)?(?:left|quit)\s+(?:at|when i was)\s+(\d{2})\b|\b(?:401k|403b|457|plan)\s+from\s+(?:a|an|my|the)\s+(?:old\s+|previous\s+|former\s+)?(?:job|employer|company)\s+(?:that\s+|which\s+)?i\s+(?:left|quit)\s+(?:at|when i was)\s+(\d{2})\b/;
/** The visitor's own federal bracket: "in the 22% federal bracket", "our federal rate is 24%". */
const OWN_BRACKET =
  /\b(10|12|22|24|32|35|37)\s*(?:%|percent)\s*(?:federal\s+|fed\s+)?(?:tax\s+)?bracket\b|\b(?:federal|fed)\s+(?:tax\s+)?(?:bracket|rate)\s+(?:is\s+)?(10|12|22|24|32|35|37)\s*(?:%|percent)|\b(10|12|22|24|32|35|37)\s*(?:%|percent)\s+(?:federal|fed)\b(?!\s+poverty)/;
/**
 * A rate of tax to be withheld from a check: "hold back 12% of each deposit", "have 10% withheld",
 * "take out 7% for taxes", "withholding at 22%".
 */
const WITHHOLD_RATE =
  /\b(?:hold(?:s|ing)? back|withh[oe]ld(?:ing)?|tak(?:e|es|ing) out|take)\s+(?:at\s+|of\s+)?(\d{1,2})\s*(?:%|percent)|\b(\d{1,2})\s*(?:%|percent)\s+(?:federal\s+)?(?:withheld|withholding|held back|taken out|taken from|out of (?:it|each|every|my|the)|for (?:federal |fed )?tax(?:es)?)\b/;
/** Money withheld from other than a benefit: a plan withdrawal, a pension, an annuity, a paycheck. */
const OTHER_WITHHOLDING =
  /\b(?:401\s?\(?k\)?|403\s?\(?b\)?|457|iras?|roth|rollover|cash(?:ing|ed)? (?:it )?out|distributions?|withdrawals?|pensions?|annuit(?:y|ies)|bonus|paychecks?|w-?4\b|rmds?|lump)\b/;
/** A state's income tax rate: "mass is 5%", "5% state tax". */
const STATE_RATE =
  /\b(?:mass(?:achusetts)?|ma|state)(?:\s+(?:tax|income tax|rate))?\s+(?:is\s+|at\s+|of\s+)?(?:another\s+)?(\d(?:\.\d+)?)\s*(?:%|percent)|\b(\d(?:\.\d+)?)\s*(?:%|percent)\s+(?:for\s+)?(?:mass(?:achusetts)?|ma|state)\b/;
/** What the visitor wants in hand after tax, just before its amount: "to end up with", "to net". */
const NET_BEFORE =
  /\b(?:end up with|wind up with|to net|to clear|walk away with|left with|take home|in hand with)\s+(?:about\s+|around\s+|a full\s+|the full\s+)?\$?$/;
/** …or just after it: "40k after taxes", "40k in hand", "40k clear". */
const NET_AFTER =
  /^\s*(?:after (?:all )?(?:the )?tax(?:es)?|in hand|in my pocket|(?:(?:a|per) (?:year|month) )?net(?=\s*(?:[.,;?!]|$|after\b|of (?:all )?tax|(?:a|per|each) (?:year|month)\b|monthly\b|yearly\b|annually\b)))/;
/** Money put in, not taken out: "i put in 48,000 after tax". */
const PUT_IN = /\b(?:put|paid|pay|contribut\w*|invest\w*|saved|deposit\w*)\b[^.?!$\d]{0,15}$/;
/** A check that stops, just before its amount: "lose my 1,600", "she'd lose her". */
const LOST_CHECK =
  /\b(?:lose|loses|lost|losing|give up|gives up|stop getting|no longer get)\s+(?:my|his|her|our|the)?\s*(?:own\s+)?(?:check\s+(?:of\s+)?)?\$?$/;
/** A check that goes on, just before its amount: "i keep his 2,500", "i'd still get my". */
const KEPT_CHECK =
  /\b(?:keep|keeps|kept|still get|get to keep|switch to|step up to)\s+(?:my|his|her|our|the)?\s*(?:own\s+)?(?:check\s+(?:of\s+)?)?\$?$/;
/** A pension that ends with its holder: "his pension has no survivor part", "the pension stops". */
const PENSION_ENDS =
  /\bpension\b[^.?!]{0,25}\b(?:has no|with no|without(?: an?| any)?|no)\s+survivor\b|\bpension\b[^.?!]{0,15}\b(?:stops|ends|dies with)\b/;
/** Savings one is retiring with: "were both 65 with 900k", "retired with about 1.2m". */
const WITH_SAVINGS = /\bwith\s+(?:about\s+|around\s+|roughly\s+|only\s+|just\s+)?\$?$/;
const BENEFITS = /\b(?:social security|ss|benefits?|check)\b/;
/**
 * A pension named right after an amount ("1,200 pension", "2k a month from my pension"), not one
 * the next clause speaks of ("mine 1,600) and his pension is 900").
 */
const PENSION_NEXT =
  /^\s*(?:(?:a|per|each) (?:month|mo|year|yr)\s+)?(?:(?:in|from|of|for)\s+)?(?:(?:my|his|her|our|their|the|a|an)\s+)?(?:(?!(?:and|or|but|so|plus)\b)[a-z]+\s+){0,2}?pensions?\b/;
/** Service whose pension Massachusetts does not tax: its own, its towns', the federal government's. */
const PUBLIC_SERVICE =
  /\b(?:mass(?:achusetts)?|state|teachers?'?|town|city|municipal|county|federal|government|public)\b(?! of (?:new|florida|maine|nh|new hampshire|ct|connecticut|ri|rhode island|ny|new york))/;
const WITHDRAWAL =
  /\b(?:take|taking|took|taken|withdraw\w*|withdrew|draw\w*|pull\w*)\b[^.?!]{0,20}$|^\s*(?:from|out of) (?:our|my|the) (?:ira|401k)/;
/** Savings named as what a draw comes from: "take from 800k", "pull out of our 1.2 million". */
const SOURCE_OF_DRAW =
  /\b(?:take|taking|withdraw\w*|draw\w*|pull\w*|spend\w*|live)\s+(?:\w+\s+){0,2}?(?:from|out of|off|on)\s+(?:(?:my|our|the|a)\s+)?\$?$/;
/** A late spouse's estate left to the visitor: "he left everything to me", "left me it all". */
const LEFT_TO_ME =
  /\b(?:left|leaves|leaving|went|goes)\s+(?:me\s+)?(?:everything|it all|all of it|all his|all her|the whole (?:estate|thing))(?:\s+to\s+me)?\b|\b(?:i|me) inherit(?:ed|s)? (?:everything|it all)\b/;
/** Money already taken out this year: "took 15k out in march", "i've already withdrawn 10,000". */
const TAKEN_THIS_YEAR = /\b(?:took|taken|withdrew|withdrawn|pulled)\b[^.?!\d]{0,12}$/;
/**
 * Which income an amount is, by the label nearest before it in its own clause: "neither of us on
 * ss yet. his pension is 60k" is a pension; "social security 28k, ira withdrawals 40k" two incomes;
 * "a pension lump sum of 400k or 2,100 a month" leaves the monthly amount to the words after it.
 */
type Role = 'pension' | 'withdrawal' | 'benefits';
const ROLES: ReadonlyArray<readonly [Role, RegExp]> = [
  ['pension', /\bpensions?(?: checks?| payments?| benefits?)?\b/g],
  ['withdrawal', /\b(?:withdraw\w*|distributions?)\b/g],
  ['benefits', new RegExp(BENEFITS.source, 'g')],
];
function roleOf(before: string): Role | undefined {
  // Its own clause: after the sentence before it and after any amount before it.
  const clause =
    before
      .slice(-40)
      .split(/[.?!;]\s|\d[\d,.]*\s*[km]?\b/i)
      .at(-1) ?? '';
  let best: Role | undefined;
  let end = -1;
  for (const [role, pattern] of ROLES)
    for (const m of clause.matchAll(pattern)) {
      const at = (m.index ?? 0) + m[0].length;
      if (at > end) {
        end = at;
        best = role;
      }
    }
  return best;
}
const TAXABLE_INCOME = /\btaxable income\b[^$\d.?!]{0,45}$/;
// Neither reaches past another amount, a year aside: "sold our house for 900k, bought it for
// 300k" sold it for 900k, not 300k; "bought it in 1991 for 180k" bought it for 180k.
const NO_AMOUNT = String.raw`(?:[^.?!\d]|(?<!\d)(?:19|20)\d\d(?!\d))`;
/**
 * What selling cost, which comes off the price before the gain: "closing costs/commission will be
 * about 50k", "realtor fees about 32k", "60k in commissions".
 */
const SELLING_COST_BEFORE =
  /\b(?:closing costs?|commissions?|realtor(?:'?s)? (?:fees?|commissions?)|broker(?:'?s)? (?:fees?|commissions?)|agent(?:'?s)? (?:fees?|commissions?)|selling (?:costs?|expenses?|fees?)|costs? of (?:the )?sale)\b[^.?!$\d]{0,30}$/;
const SELLING_COST_AFTER =
  /^\s*(?:in|of|for)\s+(?:the\s+)?(?:closing|commissions?|realtor|broker|agent|selling)\b/;
const SOLD = new RegExp(String.raw`\b(?:sold|sell|selling|sale)\b${NO_AMOUNT}{0,40}\bfor\s*$`);
const BOUGHT = new RegExp(
  String.raw`\b(?:bought|paid|purchased)\b${NO_AMOUNT}{0,40}\bfor\s*$|\bpaid\s*$`,
);
/** What a contract cost and what it is worth now: "put in 100k and its worth 160k", "90k cash value, paid 60k in premiums". */
/**
 * Medical costs named after or before an amount: "14k in medical bills", "medical expenses of
 * 9,000", "rehab stay plus physicians cost me 30,000".
 */
const MEDICAL_AFTER =
  /^\s*(?:a year |this year |last year )?(?:in|of|on|for) (?:out[- ]of[- ]pocket )?(?:(?:my|our|his|her) (?:\w+'?s )?)?(?:medical|doctors?|hospital|dental|health care|healthcare|memory care)\b/;
const MEDICAL_BEFORE =
  /\b(?:medical|doctor|hospital|dental) (?:bills?|expenses?|costs?)\b[^.?!\d]{0,15}$|\b(?:rehab|hospital|surgery|physicians?|doctors?|dentists?|medical|nursing home)\b[^.?!\d]{0,30}\b(?:cost|came to|ran)(?: me| us)?\s*(?:about |around |roughly )?$/;
const PAID_IN =
  /\b(?:put in|put|paid|invested|deposited)\s*(?:about |around |roughly )?$|\b(?:annuit(?:y|ies)|spias?|diias?|mygas?|qlacs?)\s+(?:with|for|cost|costs|costing|that costs)\s*(?:about |around |roughly )?$|\bpaid\b[^.?!]{0,20}\bfor\s*$|\b(?:bought|purchased)\b(?: (?:a|an|the|my|our|this|that))?(?: [\w-]+){0,2} (?:annuit\w*|mygas?|contract|policy)\b[^.?!\d]{0,20}\bfor\s*$|\d\s*(?:k\b)?\s*(?:a|per|\/|each)\s*(?:month|mo)\b(?: for (?:life|the rest of (?:my|our|her|his) li(?:fe|ves)))? for\s*$/;
/** Premiums named just before a total: "premiums 80k", "total premiums of 60,000". */
const PREMIUMS_TOTAL =
  /\bpremiums(?: paid)?(?: in)?(?: total(?:ing)?)?:?\s*(?:of\s+)?(?:about\s+|around\s+)?\$?$/;
/** A period just after an amount: "3,200 a year", "200 monthly". */
const PER_PERIOD =
  /^\s*(?:(?:a|per|each|\/)\s*(?:month|mo|year|yr)\b|monthly\b|yearly\b|annually\b)/;
const PAID_IN_AFTER =
  /^\s*(?:(?:in|of) (?:total )?premiums?|(?:in |of )?after[- ]tax(?: money| dollars| contributions)?|(?:would |will )?buys?(?: me| us| you)?)\b/;
/** An amount said to be the value at a death: "250,000 the day she died", "at his death". */
const AT_DEATH =
  /^\s*(?:on |at )?(?:the (?:day|date|time) (?:she|he|they|mom|dad|my \w+) (?:died|passed)|when (?:she|he|they|mom|dad|my \w+) (?:died|passed)|(?:at|on) (?:her|his|their|the) (?:death|date of death)|at death)\b/;
const WORTH =
  /(?:\b(?:worth|valued at|value is|value of|cash (?:surrender )?value|(?:surrender|contract|account|current) value(?: is| now)?|statement (?:now )?(?:says|shows|reads)|grown to|grew to|(?:paying|pays?|paid) (?:me |us |her |him )?out)|[,;] (?:and )?(?:the |its )?value(?: is| now)?)\s*(?:about |around |roughly |now )?$/;
const WORTH_AFTER = /^\s*(?:in )?cash (?:surrender )?value\b/;
/** A claiming age right after an amount ("$1,800 a month at 62") or right before it ("at 67 is $2,400"). */
const AT_AGE_AFTER =
  /^\s*(?:a month\s*|per month\s*|monthly\s*)?(?:(?:if|when) (?:i|we|you|he|she) (?:claim|wait|take it|start|file|collect)(?: it)? )?at (?:age )?(6[2-9]|70)\b/;
const AT_AGE_BEFORE =
  /\bat (?:age )?(6[2-9]|70)\s*(?:is|would be|of|will be|:|,|i(?:'d| would| will)? get|you get|gets?)?\s*(?:about |around )?$|\b(?:till|until|til|from) (?:age )?(6[2-9]|70),? at\s*(?:about |around )?$/;
/** The benefit at full retirement age, the visitor's own or their spouse's ("his full retirement amount is 3,000"). */
const FULL_AFTER =
  /^\s*(?:a month\s*|per month\s*|\/mo\s*|monthly\s*)?(?:at (?:my |his |her |your |their )?(?:full retirement age|full retirement|fra)\b|(?:fra|full retirement(?: age)?) (?:benefit|amount|check)\b)/;
const FULL_BEFORE =
  /\b(?:(?:full (?:retirement (?:age )?|ss |social security )?|fra |primary insurance )(?:amount|benefit|check)|(?:at|by) (?:my |his |her |your )?(?:full retirement age|fra)(?: (?:of )?6[5-7])?|pia)\b[^.?!\d]{0,20}$/;
const SPOUSE_CUE = /\b(?:his|her|husband'?s?|wife'?s?|spouse'?s?|he|she)\b/;
const OWN_CUE = /\b(?:my|mine|i|me)\b/;
/** What someone owns, counted toward an estate: "house worth 1.2M, IRAs 700k, a 500k life policy". */
const HOLDING =
  /\b(?:house|home|condo|property|iras?|401k|403b|brokerage|investments?|stocks?|portfolio|savings|bank|cash|cds?|annuit(?:y|ies)|business|land)\b(?:[^.?!\d$]{0,18}|\s+(?:is |are |was )?(?:worth|valued at)\s+(?:about |around |roughly )?)$/;
const HOLDING_AFTER =
  /^\s*(?:in |of )?(?:(?:a |an |the |my |our )?(?:term |whole |universal )?life (?:insurance )?polic(?:y|ies)|life insurance|in (?:an? )?(?:iras?|401k|brokerage|savings|investments)|(?:house|home|condo|property|brokerage(?: account)?|portfolio|business|farm|land)(?! (?:sale|price|payment|loan|equity loan|tax|taxes|insurance|repairs?))\b)/;

/** Savings held in an account: "700k in my 401k", "200k in our brokerage account", "800k saved". */
const IN_ACCOUNT =
  /^\s*(?:saved |sitting )?in (?:my |our |his |her |the |an? )?(?:iras?|roth(?: ira)?|401k|403b|457b?|tsp|brokerage|savings|investments|annuity|accounts?)\b|^\s*(?:saved|put away|set aside|socked away)\b(?! (?:a|per|each|every) (?:month|year))/;

/** The amount belongs to the spouse: "my husband ... makes 150k" (the spouse named after the visitor). */
function spouseSays(before: string): boolean {
  const cue = before.slice(-40);
  const spouse = [...cue.matchAll(new RegExp(SPOUSE_CUE, 'g'))].at(-1)?.index ?? -1;
  const own = [...cue.matchAll(new RegExp(OWN_CUE, 'g'))].at(-1)?.index ?? -1;
  return spouse > own;
}

/** Interest the tax worksheets count although it is not taxed: municipal bonds. */
const TAX_EXEMPT = /^\s*(?:a year |per year )?(?:of |in )?(?:muni\w*|tax[- ]exempt|tax[- ]free)\b/;
/** A role named after the amount: "40k SS", "50k from the IRA". */
const BENEFITS_AFTER =
  /^\s*(?:a year |per year |\/yr )?(?:of |in |from (?:(?:our|my|his|her|their) )?)?(?:social security|ss)\b/;
/** A tax-deferred retirement account, named beside an amount taken out of it. */
const RETIREMENT_ACCOUNT = /\b(?:ira|401\s?\(?k\)?|403\s?\(?b\)?|457b?|tsp|retirement account)\b/;

const WITHDRAWAL_AFTER =
  /^\s*(?:a year\s*|per year\s*)?(?:(?:in )?cash\s+)?(?:(?:from|out of) (?:(?:our|my|the|his|her) (?:(?:old |former |previous )?(?:employer'?s |job'?s |company'?s )?)?(?:savings|(?:traditional )?iras?|401ks?|403bs?)|(?:traditional )?iras?\b|401ks?\b|403bs?\b)|(?:of|in) (?:ira|401k|403b) (?:withdrawals|distributions)|(?:traditional )?(?:ira|401k|403b) (?:withdrawal|distribution)s?\b)/;

/** A workplace plan named as what a withdrawal comes from, and an IRA, which it is not. */
const WORKPLACE_PLAN = /\b(?:401\s?\(?k\)?|403\s?\(?b\)?|457\s?\(?b\)?|tsp)\b/;
const IRA_NAMED = /\b(?:ira|iras|roth)\b/;

/** A retirement account's balance just before an amount: "my ira had", "the 401k was about". */
const ACCOUNT_BALANCE_BEFORE =
  /\b(?:iras?|401\s?\(?k\)?s?|403\s?\(?b\)?s?|457b?|tsp)\b[^.?!\d$]{0,30}\b(?:had|has|held|holds|was|is|with)\s*(?:about |around |roughly |nearly |almost |just over |just under )?\$?$/;
/** A balance dated at the year's end just after an amount: "300k on dec 31", "200k at year end". */
const AT_YEAR_END_AFTER =
  /^\s*(?:at|on|as of) (?:the )?(?:year[- ]end|dec(?:ember)?\.? 31(?:st)?|end of (?:last |the )?year)\b/;

/** A workplace plan of the job the visitor holds now: "my 403b there", "the 401k at my job". */
const PLAN_AT_WORK =
  /\b(?:401\s?\(?k\)?|403\s?\(?b\)?|457b?|tsp)\s+(?:is\s+)?(?:there|at (?:work|my (?:current )?(?:job|work|employer))|with (?:this|my current) employer|through (?:my )?(?:work|job|employer))\b|\bmy (?:current )?(?:employer'?s|job'?s|work) (?:401\s?\(?k\)?|403\s?\(?b\)?)/;

/** Says they work for pay, or that they do not. */
const WORKING =
  /\b(?:still work\w*|still employed|still (?:a|an) (?:[a-z]+ ){1,3}(?:at|for|with) (?:a|an|the|my)\b|i work|working part[- ]time|part[- ]time job|work part[- ]time|consult\w*|self[- ]employed|my job|on (?:a|the) payroll|w-?2|1099)\b/;
const NOT_WORKING =
  /\b(?:fully retired|no job|not working|(?:do not|don't|doesn'?t|does not) work|stopped working|only income is|no earned income|(?:left|quit|lost|retired from) (?:my|the) job|laid off)\b/;

/** A spouse with no pay of their own: "my wife is 58 and doesnt work", "husband never worked". */
const SPOUSE_NO_PAY =
  /\b(?:wife|husband|spouse)\b[^.?!;]{0,25}?\b(?:(?:do not|don'?t|doesn'?t|does not|never) work(?:s|ed)?|(?:is )?not working|has no (?:job|pay|income|earnings)|stays? (?:at )?home|(?:is a )?homemaker)\b/;

/** The visitor never worked for pay: "i never worked", "i've never had a job", "stay at home mom". */
const OWN_NO_RECORD =
  /\b(?:i|im|i'?m|i am|i'?ve|i have)\s+(?:\d{2}\s+and\s+)?(?:(?:have|had|was|been|always)\s+)?(?:never (?:worked|had a (?:paying )?job|paid into (?:social security|ss))|(?:a )?(?:stay[- ]at[- ]home (?:mom|mother|wife|parent|dad)|homemaker)(?! for))\b/;
/** A retirement plan at work: "a 401k at work", "a pension plan through my job", "the tsp". */
const WORK_PLAN =
  /\b(?:401\s?\(?k\)?s?|403\s?\(?b\)?s?|457\s?\(?b\)?s?|tsp|simple ira|sep ira|(?:retirement|pension|workplace) plan|plan at work)\b/;
/** The plan is the job's now: "at work", "through my employer", "i contribute to". */
const AT_WORK =
  /\b(?:at work|through work|at (?:my|his|her) (?:job|work)|(?:my|his|her|our) (?:job|employer|company)|workplace|plan at work|contribut\w*|participat\w*)\b/;
/** A plan of a job left, or of someone else's: not coverage this year. */
const PAST_PLAN = /\b(?:old|former|previous|prior|last job|rolled|inherited)\b/;
/** "i dont have one" after a plan was named. */
const HAS_ONE = /\b(?:have|has|got)\s+one\b/;
const NEITHER_PLAN =
  /\bneither (?:of us|one of us)\b[^.?!]{0,30}\b(?:plan|401|403|457|pension)|\bno (?:retirement |workplace )?plan at work\b|\bnot covered by (?:a|any) (?:retirement |workplace )?plan\b/;
const SPOUSE_SUBJECT = /\b(?:my (?:wife|husband|spouse|partner)|she|he)\b/;
const OWN_SUBJECT = /\b(?:i|i'm|im|i've|ive)\b/;
const BOTH_SUBJECT = /\b(?:we|both of us|we're)\b/;

/**
 * Who is covered by a retirement plan at work, clause by clause: "my wife has a 401k at work, i
 * dont have one" is the spouse; "single, 56, i have a 401k at work" the visitor.
 */
function workPlan(text: string, married: boolean | undefined): Details['workPlan'] {
  if (NEITHER_PLAN.test(text)) return 'neither';
  const covered: { self?: boolean; spouse?: boolean } = {};
  let named = false;
  for (const clause of text.split(/[.;!?]|,|\b(?:but|and|while)\b/)) {
    const plan = WORK_PLAN.test(clause) && AT_WORK.test(clause) && !PAST_PLAN.test(clause);
    if (!plan && !(named && HAS_ONE.test(clause))) continue;
    named = true;
    const has = !NEGATION.test(clause) && !/\bno\b/.test(clause);
    if (BOTH_SUBJECT.test(clause)) {
      covered.self = has;
      covered.spouse = has;
    } else if (SPOUSE_SUBJECT.test(clause)) covered.spouse = has;
    else if (OWN_SUBJECT.test(clause)) covered.self = has;
  }
  if (covered.self && covered.spouse) return 'both';
  if (covered.self) return 'self';
  if (covered.spouse) return 'spouse';
  if (covered.self === false && (covered.spouse === false || married === false)) return 'neither';
  return undefined;
}

/** The visitor's own terminal illness: "my cancer is terminal", "im terminally ill". */
const TERMINAL =
  /\b(?:my (?:cancer|illness|disease|condition|diagnosis|prognosis)|i(?:'m| am)|im|i have been (?:diagnosed|told))\b[^.?!]{0,40}\bterminal(?:ly ill)?\b|\bi(?:'ve| have)? (?:only )?(?:got )?(?:a few |about \w+ |\d+ )?(?:months|a year) to live\b/;

/** Time without coverage: "2 years late", "20 months without drug coverage". */
const LATE =
  /\b(\d{1,3})\s*(?:full |whole )?(months?|mos?|years?|yrs?)\s*(?:late|without|with no|of no|w\/o)\b|\b(?:without|no)\b[^.?!]{0,30}\bfor (\d{1,3})\s*(months?|years?)|\bbeen (\d{1,3})\s*(months?|years?) since (?:my|the) (?:first |initial )?(?:window|enrollment|sign[- ]?up)|\b(\d{1,3})\s*(months?|years?) (?:past|after|beyond) (?:my|the) (?:first |initial )?(?:enrollment )?(?:window|enrollment period|deadline)/;
/** Days counted in words, "forty days at the rehab facility" (not "one day", as in "one day i'll"). */
/** Counts of the given units in words: "forty days", "five nights". */
const spelledUnits = (units: string) =>
  new RegExp(String.raw`\b(${SPELLED_COUNT})\s+(${units})\b`, 'g');
const SPELLED_DAYS = spelledUnits('days?');
const LATE_SPELLED = new RegExp(
  String.raw`\b(${SPELLED_COUNT})\s+(months?|years?)\s*(?:late|without|with no|of no|(?:past|after|beyond) (?:my|the) (?:first |initial )?(?:enrollment )?(?:window|enrollment period|deadline))\b`,
);
/** A birthday on the first told in words: "born the first of july, 1961", "born on the 1st of may". */
const BORN_FIRST_OF =
  /\bborn (?:on )?the (?:first|1st) of (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b(?:,? (19\d\d))?/;
/** Balances of several accounts of one kind listed together: "two iras, 300,000 and 92,000". */
const SEVERAL_ACCOUNTS = new RegExp(
  String.raw`\b(?:two|2|three|3|both|both (?:my|our))\s+(?:traditional\s+)?(?:iras|401\(?k\)?s|accounts)\b[^.?!\d$]{0,20}(${AMOUNT}(?:\s*(?:,|and|&|,\s*and)\s*${AMOUNT})+)`,
);
const employees =
  /\b(\d[\d,]*)\s*(?:employees|people|ppl|workers|staff|of us(?! (?:kids|children|siblings|brothers|sisters|heirs))|(?:person|people|employee) (?:company|employer|firm|business|hospital|shop))\b/;

interface Found {
  ages: number[];
  /** Whether the message gave the visitor's own age, not only a spouse's. */
  ownAge: boolean;
  weakAges: number[];
  details: Partial<Details>;
}

/**
 * The ages a pattern (global, its first group the number) finds in a text, each match in turn
 * (`exec`, where `matchAll` would copy the pattern on every call).
 */
function ages(pattern: RegExp, text: string): number[] {
  const found: number[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    if (m[0] === '') pattern.lastIndex++; // an empty match: move on, as `matchAll` does
    const n = Number(m[1]);
    if (n >= AGE_MIN && n <= AGE_MAX) found.push(n);
  }
  return found;
}

const MONTH_INDEX = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
];

/** An amount drawn by the year or month from another amount: "40k a year from 500k". */
const DRAWN_FROM =
  /^\s*(?:a|per|each) (year|yr|month|mo)\s+(?:out )?(?:of|from) (?:my |our |the |a )?\$?\d/;
/** A question of how long savings last, or whether they run out. */
const LASTS =
  /\b(?:how long|will|would|does|do)\b[^.?!]{0,40}\blast\b|\brun out\b|\bruns? dry\b|\brunning (?:dry|out)\b|\bdeplet\w*|\boutlive\b/;
/** A draw just before an amount: "if i take", "withdrawing about". */
const TAKEN =
  /\b(?:take|taking|withdraw\w*|draw\w*|pull\w*|spend\w*)\s+(?:out\s+)?(?:about\s+|around\s+)?\$?$/;
/** A period just after an amount: "40k a year", "2,000 monthly". */
const YEARLY_AFTER = /^\s*(?:(?:a|per|each) (year|yr|month|mo)\b|(month|year|annual)ly\b)/;
/** The savings such a draw comes from, just after it. */
const DRAWN_ON =
  /\b(?:a|per|each) (?:year|yr|month|mo)\s+(?:out )?(?:of|from) (?:my |our |the |a )?$|\b(?:rmds?|required (?:minimum )?distributions?)\b[^.?!$]{0,25}\b(?:on|of|from) (?:a |my |our |the )?$/;

/** Savings after a fall, just before the amount: "my 700k is down to", "fell from 1.2m to". */
const FALLEN_TO =
  /\b(?:down|fell|fallen|dropped|dropping|shrunk|shrank|sank|slid|gone down|went down)\s+(?:from\s+\$?[\d.,]+\s*(?:k|m|million|thousand)?\s+)?to\s+(?:about\s+|around\s+|roughly\s+|only\s+)?\$?$|\bfrom\s+\$?[\d.,]+\s*(?:k|m|million|thousand)?\s+(?:down\s+)?to\s+\$?$/;
/** Money taken from a Roth in place of other income: "what if i took that 19k from my roth instead". */
const FROM_ROTH_INSTEAD =
  /\b(?:from|out of) (?:my |the |a |our )?roth\b[^.?!]*\binstead\b|\binstead\b[^.?!]*\b(?:from|out of) (?:my |the |a |our )?roth\b/;

/** A spouse of the visitor's own age: "my wife is 67 too", "he's also 70". */
const SPOUSE_SAME_AGE =
  /\b(?:wife|husband|spouse|partner|she|he)(?:'?s| is|(?: just)? (?:hit|turned))(?: also)? (\d{2}) (?:too|as well)\b|\b(?:wife|husband|spouse|partner|she|he)(?:'?s| is) also (\d{2})\b/;

/**
 * The visitor's own Social Security not yet claimed: "im 67 and holding off on ss until 70", "i
 * havent filed yet". A spouse's words ("he hasn't filed") are not the visitor's.
 */
const OWN_NOT_CLAIMED =
  /\b(?:i|im|i'm|i am)\b(?:(?!\b(?:she|he|wife|husband|spouse|partner)\b)[^.?!])*?\b(?:holding off|hold off|waiting|delaying|putting off|not (?:yet )?(?:collecting|claiming|taking|drawing|filing)|(?:haven'?t|have not) (?:yet )?(?:filed|claimed|started))\b(?:(?!\b(?:she|he|wife|husband|spouse|partner)\b)[^.?!])*?\b(?:ss|social security|benefits?|(?:till|until|to) 70)\b/;
/** Asking whether Part B may wait: "can i skip part b", "hold off on medicare till i retire". */
const DELAY_ASKED =
  /\b(?:skip|skipping|delay|delaying|put off|putting off|hold off|holding off|postpone|wait on|waiting on|go without|pass on)\b(?:(?! and )[^.?!])*\b(?:part b|medicare)\b/;
/** A plan put for judgement as too much, whose yes is the others' no: "is that too much?". */
const TOO_MUCH = /\btoo (?:much|high|aggressive|fast|big)\b/;
/** Money put as untaxed for the answer to confirm: "inheritances aren't taxable so i keep everything?". */
const UNTAXED_ASKED =
  /\b(?:aren'?t|are not|isn'?t|is not|not|never|no longer)\s+(?:taxed|taxable)\b|\b(?:comes?|come back|is|are)\s+(?:all\s+)?tax[- ]free\b|\bno tax (?:on|due)\b/;
/** A plan put for judgement: "can we safely spend", "can i afford", "is that crazy", "too much?". */
const JUDGED = new RegExp(
  String.raw`\b(?:safe|safely|sustainable|afford|crazy|reasonable|realistic)\b|${TOO_MUCH.source}`,
);
/** What is left after a loss or a spending: "250k left", "only 300k remaining". */
const LEFT_AFTER = /^\s*(?:left|remaining|still (?:left|saved))\b/;
/** A balance dated at a year's end: "on 12/31/25", "at the end of last year", "dec 31". */
const YEAR_END =
  /\b12\/31\b|\bdec(?:ember|\.)? 31(?:st)?\b|\b(?:end of|year[- ]end)\b[^.?!]{0,12}\byear\b|\byear[- ]end\b/;
/** Savings named by what they earn: "if my 300k earned nothing", "our 500k earns 5%". */
const EARNING_SAVINGS =
  /^\s*(?:earned|earns|earning|grows|grew|growing|returned|returns|makes|made)\b/;
/** A new draw asked about: "trim my withdrawal to 28k", "cut our spending back to". */
const DRAW_CHANGED_TO =
  /\b(?:(?:trim\w*|cut\w*|lower\w*|reduc\w*|drop\w*|rais\w*|increas\w*|bump\w*|chang\w*)\s+(?:my |our |the )?(?:yearly |annual |monthly )?(?:withdrawals?|draws?|spending)\s+(?:back\s+|down\s+|up\s+)?|(?:cut|cutting|scale|scaling|trim|trimming) back\s+)to\s+(?:about\s+|around\s+)?\$?$/;
/** A share of savings drawn each year: "take 5% a year", "withdraw 4.5% annually". */
const PERCENT_DRAW =
  /\b(?:take|taking|withdraw\w*|draw\w*|pull\w*|spend\w*)\s+(?:out\s+)?(?:about\s+|around\s+)?(\d(?:\.\d+)?)\s*%\s*(?:a|per|each|of (?:it|that|our savings|my savings|the portfolio) (?:a|per|each))?\s*(?:year|yr)\b|\b(?:take|taking|withdraw\w*|draw\w*|pull\w*)\s+(?:out\s+)?(\d(?:\.\d+)?)\s*%\s+annually\b/;

/** Reads the amounts of money in a text by what the words around each say it is. */
function amounts(text: string, details: Partial<Details>): void {
  const monthly: number[] = [];
  // A check a month, and whose it is when a possessive before it says: "she was getting 2,100".
  const check = (value: number, before: string) => {
    monthly.push(value);
    if (spouseSays(before)) details.spouseMonthly ??= value;
  };
  const benefitAt: { age: number; monthly: number }[] = [];
  let other = 0;
  let sale: number | undefined;
  const holdings: number[] = [];
  let basis: number | undefined;
  let depreciation: number | undefined;
  let sellingCosts: number | undefined;
  // Yearly draws taken ("take 35k a year"): beside savings of the visitor's, what they spend from them.
  const draws: number[] = [];
  // Checks that go on, or stop, after a death ("i keep his 2,500 but lose my 1,600").
  let kept = false;
  let lost = false;
  for (const m of text.matchAll(money)) {
    const [whole, dollarSign, digits, unit] = m;
    if (!dollarSign && NOT_MONEY.has(digits as string)) continue;
    const at = m.index ?? 0;
    const value = dollarsIn(digits as string, unit);
    const plainYear = !dollarSign && !unit && /^(?:19[3-9]\d|20\d\d)$/.test(digits as string);
    if (plainYear || (!dollarSign && !unit && value < 100)) continue;
    const before = text.slice(Math.max(0, at - 40), at);
    // A price of care by the day, hour or week ("525 a day") is read by `careCosts`.
    if (CARE.test(text) && CARE_PRICE.test(text.slice(at + whole.length, at + whole.length + 12)))
      continue;
    // "estates over 2 million" names a threshold, not the visitor's own amount.
    if (/\b(?:over|above|under|below|more than|less than)\s*$/.test(before)) continue;
    const after = text.slice(at + whole.length, at + whole.length + 40);
    // A long-term care policy's pool is read by itself (`BENEFIT_POOL`), not as savings.
    if (/^\s*(?:(?:long[- ]term[- ]care|ltc|benefit|care)\s+)*pool\b/.test(after)) continue;
    // "about 200 people", "300 workers": a count of people, not money.
    if (!dollarSign && !unit && /^\s*(?:employees|people|ppl|workers|staff|of us)\b/.test(after))
      continue;
    // Rent is read by `rent`, not as income or a benefit.
    if (
      /\brent(?:ing)?\b[^.?!$\d]{0,30}$/.test(before) ||
      /^\s*(?:a|per|\/)\s*(?:month|mo|year|yr)\s+(?:in|for)\s+rent\b/.test(after)
    )
      continue;
    const near = `${before} ${after.slice(0, 20)}`;
    if (SELLING_COST_BEFORE.test(before) || SELLING_COST_AFTER.test(after)) {
      sellingCosts ??= value;
      continue;
    }
    // "took 90k of depreciation": it lowers a rental's basis, so the gain grows by it.
    if (/^\s*(?:of\s+|in\s+)?depreciation\b/.test(after)) {
      depreciation ??= value;
      continue;
    }
    // What a withdrawal must leave after tax: "how much do i pull to end up with 40k".
    if (NET_BEFORE.test(before) || (NET_AFTER.test(after) && !PUT_IN.test(before))) {
      details.netWanted ??= value;
      continue;
    }
    // After a death, the checks that go on and those that stop: "i keep his 2,500 but lose my
    // 1,600": the one kept is a check a month, the one lost is no income.
    if (!unit && value < MONTHLY_CHECK_BELOW && LOST_CHECK.test(before)) {
      lost = true;
      continue;
    }
    if (!unit && value < MONTHLY_CHECK_BELOW && KEPT_CHECK.test(before)) {
      check(value, before);
      kept = true;
      continue;
    }
    // What savings are now after a fall, or a draw changed to a new amount: the newest figure.
    // …unless the balance before the fall is dated at the year's end, which an RMD is worked on.
    if (
      value >= 20_000 &&
      (FALLEN_TO.test(before) || LEFT_AFTER.test(after)) &&
      !PERIOD_ANY.test(after)
    ) {
      details.assets = YEAR_END.test(text) ? (details.assets ?? value) : value;
      continue;
    }
    if (DRAW_CHANGED_TO.test(before)) {
      details.spending = /^\s*(?:a|per|each) (?:month|mo)\b/.test(after) ? value * 12 : value;
      continue;
    }
    if (
      value >= 20_000 &&
      EARNING_SAVINGS.test(after) &&
      /\b(?:my|our|the|his|her)\s*\$?$/.test(before)
    ) {
      details.assets ??= value;
      continue;
    }
    const perMonth =
      PERIOD_MONTH.test(after) ||
      (value < 10_000 && CHECK_AFTER.test(after)) ||
      (value < 6_000 && GETTING_BEFORE.test(before) && !PERIOD_ANY.test(after));
    if (value < 10_000 && (FULL_AFTER.test(after) || FULL_BEFORE.test(before))) {
      // Whose benefit: the possessive nearest before it ("his ... is 3,000", "my own ... 1,100").
      if (spouseSays(before)) details.spouseFullBenefit ??= value;
      else details.fullBenefit ??= value;
      continue;
    }
    // "my own ss at fra is 1,700. husbands is 3,000": the spouse's amount given beside a full
    // benefit of the visitor's is the spouse's full benefit too.
    if (
      value < 10_000 &&
      !unit &&
      // (a full benefit of the visitor's told before it, as an amount or "my full ss at 67 is …")
      (details.fullBenefit !== undefined || benefitAt.some((b) => b.age >= 66 && b.age <= 67)) &&
      details.spouseFullBenefit === undefined &&
      spouseSays(before) &&
      /\b(?:is|was)\s*(?:about |around )?\$?$/.test(before)
    ) {
      details.spouseFullBenefit = value;
      continue;
    }
    // A draw on savings: "take 40k a year from 500k", or the draw a question of lasting asks
    // about ("how long will 600k last if i take 40k a year").
    const draw =
      DRAWN_FROM.exec(after) ??
      (LASTS.test(text) && TAKEN.test(before) ? YEARLY_AFTER.exec(after) : null);
    if (draw) {
      details.spending ??= /^m/.test((draw[1] ?? draw[2]) as string) ? value * 12 : value;
      continue;
    }
    const period = TAKEN.test(before) ? YEARLY_AFTER.exec(after) : null;
    if (period) draws.push(/^m/.test((period[1] ?? period[2]) as string) ? value * 12 : value);
    if (DRAWN_ON.test(before)) {
      details.assets ??= value;
      continue;
    }
    // "is 350k enough": savings asked about.
    if (/^\s*(?:be |is |going to be )?enough\b/.test(after)) {
      details.assets ??= value;
      continue;
    }
    if (TAX_EXEMPT.test(after)) {
      other += value;
      continue;
    }
    // "at 67 is 2,400", or a start put off to an age: "won't start till 67 at 2,900".
    const atAge = AT_AGE_BEFORE.exec(before);
    const claimAge = AT_AGE_AFTER.exec(after)?.[1] ?? atAge?.[1] ?? atAge?.[2];
    if (claimAge && value < 10_000) {
      // A spouse's amount at 66 or 67 ("his statement said 3,000 at 67") is their full benefit.
      if ((claimAge === '66' || claimAge === '67') && spouseSays(before))
        details.spouseFullBenefit ??= value;
      else benefitAt.push({ age: Number(claimAge), monthly: value });
      continue;
    }
    if (SOLD.test(before)) {
      sale = value;
      continue;
    }
    // "how much can i take from 800k": the savings a draw comes from, not the draw.
    if (SOURCE_OF_DRAW.test(before) && value >= 50_000) {
      details.assets ??= value;
      continue;
    }
    // "paid about 14k in medical stuff", "medical bills of 9,000": the year's medical costs.
    if (MEDICAL_AFTER.test(after) || MEDICAL_BEFORE.test(before)) {
      details.medicalCosts ??= value;
      continue;
    }
    if (PAID_IN.test(before) || PAID_IN_AFTER.test(after)) details.paidIn ??= value;
    // "premiums 80k, value 110k": premiums paid in all, not a premium by the month or year.
    if (PREMIUMS_TOTAL.test(before) && !perMonth && !PER_PERIOD.test(after))
      details.paidIn ??= value;
    // "worth 250,000 the day she died": the basis an heir takes.
    if (AT_DEATH.test(after.slice(0, 30))) {
      details.valueAtDeath ??= value;
      continue;
    }
    if (WORTH.test(before) || WORTH_AFTER.test(after)) details.worth ??= value;
    // A purchase reaches further back than `before`: "bought our house in needham in 1994 for".
    if (BOUGHT.test(text.slice(Math.max(0, at - 60), at))) {
      basis = value;
      continue;
    }
    if (
      !perMonth &&
      (/\blump[- ]sum\b[^.?!$\d]{0,12}$/.test(before) ||
        /^\s*lump[- ]sum\b/.test(after) ||
        PLAN_CHECK.test(before))
    ) {
      details.lumpSum ??= value;
      continue;
    }
    // "if i convert 20k", "take an extra $10,000 out", "also took 20,000 out": income asked
    // about, on top of the rest.
    if (
      /\b(?:convert|converting|conversion of|an? (?:extra|additional)|another|also (?:take|took|taking|pull(?:ed|ing)?|withdr[ae]w\w*|cash(?:ed)? (?:in|out))(?: out)?)\s*$/.test(
        before,
      )
    ) {
      details.added ??= value;
      continue;
    }
    if (/\bproperty tax(?:es)?(?: bill)?\b[^.?!$\d]{0,15}$/.test(before)) {
      details.propertyTax ??= value;
      continue;
    }
    if (/\bwater ?(?:and|&|\/|-) ?sewer\b[^.?!$\d]{0,15}$/.test(before)) {
      details.waterSewer ??= value;
      continue;
    }
    if (TAXABLE_INCOME.test(text.slice(Math.max(0, at - 60), at))) {
      details.taxableIncome ??= value;
      continue;
    }
    // "700k in my 401k": savings held, whatever job or income words are near.
    if (
      IN_ACCOUNT.test(after) &&
      !perMonth &&
      !/\b(?:put|putting|contribut\w*|deposit\w*|add\w*|move|moving|roll\w*|convert\w*|take|taking|withdraw\w*|pull\w*)\b[^.?!]{0,20}$/.test(
        before,
      )
    ) {
      holdings.push(value);
      details.assets ??= value;
      continue;
    }
    const continuesMonthly = monthly.length > 0 && !unit && value < 20_000;
    if (!perMonth && (HOLDING.test(before.slice(-25)) || HOLDING_AFTER.test(after)))
      holdings.push(value);
    if (WITHDRAWAL_AFTER.test(after) && !perMonth) {
      other += value;
      details.withdrawal ??= value;
      fromPlan(after.slice(0, 40), details);
      continue;
    }
    // "48,000 from social security" is benefits; "income about 40k from ss and a pension" is
    // income, of which benefits are a part.
    const benefitsAfter = BENEFITS_AFTER.exec(after);
    if (
      benefitsAfter &&
      !perMonth &&
      !(/\bfrom\b/.test(benefitsAfter[0]) && INCOME.test(before.slice(-20)))
    ) {
      if (!unit && value < MONTHLY_CHECK_BELOW) check(value, before);
      else details.benefits ??= value;
      continue;
    }
    // A spending cue right before the amount ("and need about 3,500 a month") names it, whatever
    // income was named earlier in the sentence.
    if (
      SPENDING.test(before.slice(-20)) &&
      !GAIN.test(near) &&
      !WITHDRAWAL.test(before.slice(-25))
    ) {
      details.spending ??= perMonth || continuesMonthly ? value * 12 : value;
      continue;
    }
    // The word right after an amount names it before any word earlier in the sentence: "30k ss
    // and 25k pension" is a pension of 25k.
    const role = PENSION_NEXT.test(after) ? 'pension' : roleOf(before);
    if (
      role === 'benefits' &&
      !/\btax/.test(before.slice(-12)) &&
      !INCOME.test(before.slice(-20)) &&
      !WORK.test(near)
    ) {
      // No one's Social Security is a few thousand dollars a year: "ss is 3,200" is a month's.
      const month = perMonth || continuesMonthly || (!unit && value < MONTHLY_CHECK_BELOW);
      if (month) check(value, before);
      else details.benefits ??= value;
      continue;
    }
    if (role === 'pension') {
      // A pension told by the year ("my pension 12k") is the same income by the month; one of a
      // few hundred dollars, or beside checks told by the month, is a month's ("his pension is 900").
      const byMonth =
        perMonth || (!unit && (value < 3_000 || (monthly.length > 0 && value < 10_000)));
      details.pensionMonthly ??= byMonth ? value : value / 12;
      if (PUBLIC_SERVICE.test(`${before.slice(-30)} ${after.slice(0, 20)}`))
        details.publicPension ??= byMonth ? value * 12 : value;
      other += byMonth ? value * 12 : value;
      continue;
    }
    // "began drawing 2,000 monthly" with no account named: a check drawn, not a withdrawal.
    if (
      perMonth &&
      /\b(?:drawing|draws|drew)\s*\$?\s*$/.test(before) &&
      !RETIREMENT_ACCOUNT.test(text) &&
      !/\b(?:savings|portfolio|annuit\w*|nest egg|investments?)\b/.test(text)
    ) {
      check(value, before);
      continue;
    }
    if (
      role === 'withdrawal' ||
      WITHDRAWAL.test(before.slice(-25)) ||
      WITHDRAWAL_AFTER.test(after)
    ) {
      other += value;
      if (!perMonth && TAKEN_THIS_YEAR.test(before.slice(-25))) details.taken ??= value;
      // …from a retirement account, or from the annuity the message speaks of.
      if (
        !perMonth &&
        (RETIREMENT_ACCOUNT.test(after.slice(0, 30)) ||
          RETIREMENT_ACCOUNT.test(before.slice(-30)) ||
          /\b(?:annuit|mygas?\b)/.test(text))
      ) {
        details.withdrawal ??= value;
        fromPlan(`${before.slice(-30)} ${after.slice(0, 30)}`, details);
      }
      continue;
    }
    // Pay by the month from a job ("a job paying 3,000 a month"): a year's earnings, not a check.
    // (Benefits named in an earlier clause, "been collecting since 63 and still working, salary
    // is 10k a month", are not this amount's.)
    const clause = before.split(/[,;]|\band\b/).pop() ?? before;
    if (
      perMonth &&
      PAY_BEFORE.test(before) &&
      !BENEFITS.test(`${clause} ${(after.split(/[.?!]/)[0] ?? '').slice(0, 40)}`)
    ) {
      if (!spouseSays(before)) details.earnings ??= value * 12;
      details.income ??= value * 12;
      other += value * 12;
      continue;
    }
    if (perMonth || continuesMonthly) check(value, before);
    else if (BEFORE_A_MONTH.test(after) && EARNS.test(text.slice(Math.max(0, at - 80), at))) {
      // "I'll make 72,000 but only 54,000 of it before September": in the year of full
      // retirement age the earnings test counts only the pay before that month.
      details.earnings = value;
      details.income ??= value;
    } else if (SE_PROFIT.test(before) || SE_PROFIT_AFTER.test(after)) {
      details.earnings ??= value;
      details.income ??= value;
      other += value;
    } else if (GAIN.test(near)) details.gain ??= value;
    // "put 8,600 into my roth ira": a contribution, not pay or income.
    else if (INTO_ACCOUNT.test(after)) {
      // …one already made this year counts against the year's limit: "ive put 3,000 in my hsa so far".
      // …and so does one told as done ("and put the full 8,600 in my roth"), not one asked about.
      // (A workplace plan's deferral has limits of its own: only an IRA's or an HSA's is read.)
      const already =
        ALREADY_PUT.test(before) ||
        /^[^.?!]{0,40}\b(?:so far|already|to date)\b/.test(after) ||
        (PUT_DONE.test(before) &&
          !PUT_ASKED.test(before) &&
          /^\s*\S+ \S+ (?:roth|ira|hsa)/.test(after));
      if (
        already &&
        /\b(?:put|contributed|deposited|added|maxed)\s*(?:about |around |in |the full |all )?\$?$/.test(
          before,
        )
      )
        details.contributed ??= value;
    } else if (
      MADE_BY_WORK.test(before) &&
      /^\s*(?:\w+\s+)?(?!sell|invest|trad|flipp|rent|los)\w+ing\b/.test(after)
    ) {
      // "made about 5k cleaning houses", "earned 12,000 tutoring": pay for work.
      details.earnings ??= value;
      details.income ??= value;
      other += value;
    } else if (
      value >= 1_000 &&
      (ACCOUNT_BALANCE_BEFORE.test(before) || AT_YEAR_END_AFTER.test(after)) &&
      !PAY_BEFORE.test(before)
    ) {
      // "a rollover ira from a former job had 200k at year end": the account's balance, not pay
      // from the job it came from.
      details.assets ??= value;
    } else if (WORK.test(near)) {
      // A spouse's pay counts toward household income, not toward the visitor's earnings test.
      if (!spouseSays(before)) details.earnings ??= value;
      details.income ??= value;
      other += value;
    } else if (
      /\bother income\b[^.?!$\d]{0,12}$/.test(before) ||
      /\b(?:interest|dividends)(?: income)?(?: of| is| was)?(?: about| around| roughly)?\s*\$?$/.test(
        before,
      ) ||
      /^\s*(?:a year |per year )?(?:(?:in|of) )?(?:bank |cd |savings |money market )?(?:interest|dividends)\b/.test(
        after,
      )
    ) {
      // "my only other income is 5,000 in interest": income beside the benefits, as
      // Publication 915 counts it.
      details.income ??= value;
      other += value;
    } else if (INCOME.test(near)) details.income ??= value;
    else if (ASSETS.test(near) || value >= 1e6 || (value >= 100_000 && WITH_SAVINGS.test(before)))
      details.assets ??= value;
  }
  if (details.assets !== undefined) {
    const share = PERCENT_DRAW.exec(text);
    const drawn =
      draws[0] ?? (share ? (details.assets * Number(share[1] ?? share[2])) / 100 : undefined);
    if (drawn !== undefined && drawn < details.assets) details.spending ??= drawn;
  }
  if (sale !== undefined) details.salePrice = sale;
  // Selling costs come off the price: the gain is on what the sale brought in.
  const realized = sale === undefined ? undefined : sale - (sellingCosts ?? 0);
  if (realized !== undefined && sellingCosts !== undefined) details.sellingCosts = sellingCosts;
  // An heir's gain runs from the value at death, not from what the owner paid.
  if (realized !== undefined && details.valueAtDeath !== undefined) {
    details.gain ??= realized - details.valueAtDeath;
    details.inherited = true;
  }
  if (basis !== undefined) details.purchasePrice = basis;
  if (realized !== undefined && basis !== undefined) {
    const taken = Math.min(depreciation ?? 0, basis);
    details.gain ??= realized - (basis - taken);
    if (taken > 0 && details.gain >= taken) details.depreciation = taken;
  }
  if (holdings.length >= 2) details.estate = holdings.reduce((a, b) => a + b, 0);
  // "two iras, 300,000 and 92,000": the accounts' balances together.
  const several = SEVERAL_ACCOUNTS.exec(text);
  if (several)
    details.assets = [...(several[1] as string).matchAll(money)].reduce(
      (sum, [, , digits, unit]) => sum + dollarsIn(digits as string, unit),
      0,
    );
  if (other > 0) details.otherIncome = other;
  // "he got 3,100, i get 1,400, so both, 4,500?": a check that is the others added up is the
  // visitor's own sum of them, not a third check.
  const all = monthly.reduce((a, b) => a + b, 0);
  const summed = monthly.length >= 3 ? monthly.indexOf(all / 2) : -1;
  if (summed >= 0) monthly.splice(summed, 1);
  if (monthly.length > 0) details.monthly = monthly;
  // Monthly checks named as Social Security make the yearly benefits when none were given; so do
  // the checks kept after a death, and a pension without a survivor's part stops.
  const afterDeath = kept && (lost || PENSION_ENDS.test(text));
  if (monthly.length > 0 && details.benefits === undefined && (BENEFITS.test(text) || afterDeath))
    details.benefits = monthly.reduce((a, b) => a + b, 0) * 12;
  if (afterDeath && PENSION_ENDS.test(text)) details.pensionMonthly ??= 0;
  if (benefitAt.length > 0) details.benefitAt = benefitAt;
}

/** Care a family pays for: a facility, an aide, care at home. */
const CARE =
  /\b(?:(?:compound(?:ed|ing)?|simple) inflation (?:rider|protection)|nursing homes?|assisted living|memory care|home care|aides?|caregivers?|home health|long[- ]term care|ltc|care facility|skilled nursing|adult day|around the clock|round the clock|24\/7|(?:home care |care )?agency|(?:his|her|my|own) polic(?:y|ies) (?:at|is|costs?|runs?))\b/;
/** A price by its unit: "525 a day", "$7,500 per month", "35 an hour". */
const RATE =
  /\$?(\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?)\s*(k)?\s*(?:a|an|per|each|\/)\s*(day|night|month|mo|hour|hr|week|wk|year|yr)\b/g;
const UNIT: Record<string, 'hour' | 'day' | 'week' | 'month' | 'year'> = {
  day: 'day',
  night: 'day',
  month: 'month',
  mo: 'month',
  hour: 'hour',
  hr: 'hour',
  week: 'week',
  wk: 'week',
  year: 'year',
  yr: 'year',
};
const CARE_PRICE = /^\s*(?:a|an|per|each|\/)\s*(?:day|night|hour|hr|week|wk)\b/;
/** An annuity's surrender charge: "surrender charge is 5%", "a 6% surrender fee". */
const SURRENDER_RATE =
  /\bsurrender (?:charge|fee|penalty|schedule)s?\b[^.?!\d]{0,20}?(\d{1,2}(?:\.\d+)?)\s*%|\b(\d{1,2}(?:\.\d+)?)\s*%\s+surrender (?:charge|fee|penalty|schedule)/;
/** An indexed annuity's cap: "8% annual cap", "capped at 6%", "a cap of 7.5%". */
const INDEX_CAP =
  /\b(\d{1,2}(?:\.\d+)?)\s*%\s*(?:(?:annual|yearly|rate|point[- ]to[- ]point)\s+)?cap\b|\bcap(?:ped)?\s+(?:rate\s+)?(?:of\s+|at\s+|is\s+)?(\d{1,2}(?:\.\d+)?)\s*%/;
/** Its participation rate: "100% participation", "participation rate is 80%". */
const PARTICIPATION =
  /\b(\d{1,3})\s*%\s*participation\b|\bparticipation(?: rate)?\s+(?:of\s+|is\s+|at\s+)?(\d{1,3})\s*%/;
/** The index's change over a contract year: "the index went up 14%", "if the index drops 10%". */
const INDEX_MOVE =
  /\b(?:index|s&p(?: 500)?|market)\b[^.?!\d%]{0,30}?\b(?:(went up|goes up|go up|up|gained|gains|rose|rises|grew|grows|returned|returns|earned|earns)|(drops?|dropped|falls?|fell|down|lost|loses|declined|declines|goes down|went down))\s+(?:by\s+|about\s+)?(\d{1,2}(?:\.\d+)?)\s*%/;
/** An annuity's index spoken of, so a move of "the market" is its index's. */
const INDEXED = /\bindex(?:ed)?\b|\bfia\b|\bparticipation\b|\bcap\b/;

/** An indexed annuity's cap, participation and the index's change over the year told. */
function indexTerms(text: string, details: Partial<Details>): void {
  if (!INDEXED.test(text)) return;
  const cap = INDEX_CAP.exec(text);
  if (cap) details.indexCap = Number(cap[1] ?? cap[2]) / 100;
  const share = PARTICIPATION.exec(text);
  if (share) details.participation = Number(share[1] ?? share[2]) / 100;
  // The premium told bare ("a fixed indexed annuity, 100k, 6% cap"), not the 100 of "100%".
  if (![details.worth, details.paidIn, details.assets].some((v) => v !== undefined && v >= 1000)) {
    const premium = /\$?(\d[\d,]*(?:\.\d+)?)\s*(k|m|million)\b/.exec(text);
    if (premium) details.assets = dollarsIn(premium[1] as string, premium[2]);
  }
  const move = INDEX_MOVE.exec(text);
  if (move) details.indexReturns = [(move[2] ? -1 : 1) * (Number(move[3]) / 100)];
}

/** An amount to take out of a contract: "i need 25k for a roof", "if i take out 20k". */
const AMOUNT_OUT =
  /\b(?:need|take(?: out)?|withdraw|pull(?: out)?|cash out)\s+(?:about |around |roughly )?\$?(\d[\d,]*)\s*(k|thousand)?\b(?!\s*%|\s*(?:a|per|\/|each)\s*(?:month|mo|year|yr)\b)/;
/** What it lets out free of the charge: "lets me take 10% a year free", "10% free withdrawal". */
const FREE_SHARE =
  /\b(\d{1,2})\s*%\s*(?:(?:a|per|each) year\s+)?(?:(?:penalty|charge|surrender)[- ])?free\b|\bfree (?:withdrawals? )?(?:of )?(?:up to )?(\d{1,2})\s*%/;

/** A premium's rise: "my premium is going up 40%", "a 40% rate increase". */
const PREMIUM_RISE =
  /\b(?:premiums?|rates?)\b[^.?!]{0,30}?\b(?:going up|goes up|go up|went up|rising|rises|raised|increas\w*|jump\w*|up)\s+(?:by\s+)?(\d{1,3}(?:\.\d+)?)\s*%|\b(\d{1,3}(?:\.\d+)?)\s*%\s+(?:premium |rate )?(?:increase|rise|hike|jump)\b/;
/** Words before a daily amount that make it what a policy pays, not what care costs. */
const POLICY_PAYS =
  /\b(?:policy|pays?|paying|payout|benefit|covers?|covering|insurance)\b[^.?!\d]{0,25}$/;

/** An amount read as a price (of care, of a drug) is not also a benefit a month. */
function notMonthly(details: Partial<Details>, amount: number): void {
  const left = details.monthly?.filter((x) => x !== amount);
  if (left?.length) details.monthly = left;
  else delete details.monthly;
  if (details.spouseMonthly === amount) delete details.spouseMonthly;
}

/** A life policy spoken of: its face amount and monthly premium are read beside it. */
const LIFE_POLICY =
  /\b(?:life insurance|life policy|whole life|term life|final expense|burial (?:policy|insurance)|hybrid (?:ltc |long[- ]term care )?policy|death benefit)\b/;
/**
 * The share of the death benefit a care rider pays each month: "a care rider that pays 2% of it
 * a month", "4% monthly benefit for care", "accelerates 2% per month".
 */
const RIDER_RATE =
  /\b(\d(?:\.\d+)?)\s*%\s*(?:of (?:it|the death benefit|the face(?: amount)?|the policy)\s+)?(?:a|per|each|\/)\s*month\b|\b(\d(?:\.\d+)?)\s*%\s*monthly\b/;
/** A care rider spoken of: a hybrid policy, a long-term care or chronic illness rider. */
const CARE_RIDER =
  /\b(?:hybrid|(?:care|ltc|long[- ]term care|chronic illness|accelerated (?:death )?benefit)\s+rider|rider\b[^.?!]{0,30}\bcare|benefit for care)\b/;
/** Years of care supposed: "if i end up using 2 years of care", "three years of care". */
const YEARS_OF_CARE = /\b(\d{1,2}|two|three|four|five)\s+years?\s+of\s+(?:care|benefits?)\b/;
/** A policy's face amount: "final expense policy for 15k", "a 25,000 whole life policy". */
const FACE =
  /\b(?:policy|coverage|insurance|death benefit)\s+(?:for|of|worth|paying|is(?: for)?)\s+(?:about\s+)?\$?(\d[\d,]*(?:\.\d+)?)\s*(k)?\b(?!\s*(?:a|per|\/|each|every)\s*(?:month|mo|year|yr)\b)|\$?(\d[\d,]*(?:\.\d+)?)\s*(k)?\s+(?:(?:whole|term|final expense|burial|life|hybrid|ltc)\s+)*(?:life\s+)?(?:policy|death benefit)\b/g;
/** Its premium by the month: "would cost me 90 a month", "the premium is $140 a month". */
const PREMIUM =
  /\b(?:costs?|premiums?(?: is| of| are)?|pay(?:ing)?)\s+(?:me\s+|us\s+)?(?:about\s+|around\s+)?\$?(\d[\d,.]*)\s*(?:a|per|\/)\s*(?:month|mo)\b/;

/** Years of withdrawals set aside in cash: "keep 2 years of that withdrawal in cash", "a two year cash cushion". */
const CASH_RESERVE =
  /\b(?:keep|set aside|hold|put|have)\s+(?:about |around )?(\d|one|two|three|four|five)\s+years?\s+(?:of\s+(?:that|the|our|my|those)?\s*(?:withdrawals?|spending|expenses|income|draws?)\s+)?(?:in|as)\s+(?:cash|a cash|savings|money market|cds?)\b|\b(\d|one|two|three|four|five)[- ]years?\s+(?:cash\s+)?(?:cushion|reserve|bucket|buffer)\b|\b(?:keep|hold|have|put)\b[^.?!\d]{0,15}\bin (?:cash|savings|a money market|cds?) for (\d|one|two|three|four|five) years?\b/;

/** Selling one's home: "selling my house", "sold our condo", "my house … selling it for 620k". */
const HOME_SOLD =
  /\b(?:sell|sells|selling|sold|sale of)\b[^.?!]{0,25}\b(?:my|our|the|his|her) (?:house|home|condo|townhouse)\b(?!\s+(?:care|health|equity))|\b(?:my|our) (?:house|home|condo)\b[^?!]{0,60}\b(?:selling|sold|sell) it\b/;

/** Years of withdrawals the visitor would hold in cash. */
function cashReserve(text: string, details: Partial<Details>): void {
  const m = CASH_RESERVE.exec(text);
  if (!m) return;
  details.reserveYears = countOf((m[1] ?? m[2] ?? m[3]) as string);
}

/** A loan against a life policy: "borrowed 30k against the cash value", "a 20,000 policy loan". */
const POLICY_LOAN = new RegExp(
  String.raw`\b(?:borrowed|took out|taken out|have|has|owe)\s+(?:about |around |roughly )?${AMOUNT}\s+(?:loan\s+)?(?:against|from|out of|on)\s+(?:the |my |his |her |its )?(?:cash value|policy|whole life|life insurance|it\b)|${AMOUNT}\s+(?:policy |cash value )?loan\b|\b(?:policy|cash value) loan(?: of| is| balance is| balance of)?\s+(?:about |around )?${AMOUNT}`,
);

/** A policy given up for its cash value: "cashing in my whole life", "surrendered the policy". */
const CASHED_IN = /\b(?:cash(?:ing|ed)? (?:in|out)|surrender(?:ing|ed)?)\b/;

/** A life policy's face amount and monthly premium, when the message speaks of one. */
function lifePolicy(text: string, details: Partial<Details>): void {
  if (!LIFE_POLICY.test(text)) return;
  // A face amount is thousands of dollars: "im 75. final expense policy" names an age.
  for (const face of text.matchAll(FACE)) {
    const amount = dollarsIn((face[1] ?? face[3]) as string, face[2] ?? face[4]);
    if (amount >= 1_000) {
      // A policy cashed in for an amount is its cash value, not its face amount.
      if (CASHED_IN.test(text) && details.worth === undefined) details.worth = amount;
      else {
        details.faceAmount = amount;
        // The face amount is not savings read from the same amount ("life policy is 300k").
        if (details.assets === amount) delete details.assets;
      }
      break;
    }
  }
  if (CARE_RIDER.test(text)) {
    const rate = RIDER_RATE.exec(text);
    if (rate) details.riderRate = Number(rate[1] ?? rate[2]) / 100;
    const years = YEARS_OF_CARE.exec(text);
    if (years) {
      const n = years[1] as string;
      details.careYears ??= countOf(n);
    }
  }
  const loan = POLICY_LOAN.exec(text);
  if (loan) {
    details.policyLoan = amountOf(loan);
    // The loan is not a benefit or savings read from the same amount.
    if (details.benefits === details.policyLoan) delete details.benefits;
    if (details.assets === details.policyLoan) delete details.assets;
  }
  // A death benefit's amount is the policy's, not a Social Security benefit.
  if (details.faceAmount !== undefined && details.benefits === details.faceAmount)
    delete details.benefits;
  const premium = PREMIUM.exec(text);
  if (premium) {
    details.policyPremium = Number((premium[1] as string).replace(/,/g, ''));
    notMonthly(details, details.policyPremium);
    if (details.benefitAt)
      details.benefitAt = details.benefitAt.filter((b) => b.monthly !== details.policyPremium);
  }
}

/** An income rider's base and the rate it pays on it: "benefit base shows 250k … at 5.5%". */
const BENEFIT_BASE = new RegExp(
  String.raw`\b(?:benefit|income|withdrawal|guaranteed) base\b[^.?!\d$]{0,25}${AMOUNT}|${AMOUNT}\s*(?:benefit|income) base\b`,
);
const PAYOUT_RATE =
  /\b(?:payout|withdrawal|income|payment) (?:rate|percentage)\b[^.?!\d]{0,20}(\d+(?:\.\d+)?)\s*%|\bat (\d+(?:\.\d+)?)\s*%|(\d+(?:\.\d+)?)\s*% (?:payout|withdrawal|a year|of the (?:benefit|income) base)\b/;
/** A set period an annuity is paid out over: "annuitize it over 10 years", "a 15-year period certain". */
const PAYOUT_YEARS =
  /\bannuitiz\w*\b[^.?!]{0,40}?\b(?:over|for) (?:a |the next )?(\d{1,2})[- ](?:years?|yrs?)\b|\b(\d{1,2})[- ]years? (?:period certain|certain)\b|\bperiod certain of (\d{1,2}) years\b|\blife expectancy\b[^.?!\d]{0,30}(\d{1,2}(?:\.\d)?) (?:years|yrs)\b/;
/** A pension's two offers, its monthly check and a sum beside it: "1,800 a month or 310k", "310k or 1,800 a month". */
const PENSION_OFFER = new RegExp(
  String.raw`\bpension\b[^.?!]{0,60}?(?:${AMOUNT}\s*(?:a|per|\/)\s*(?:month|mo)\b(?: for life)?,? or (?:a |an )?${AMOUNT}|${AMOUNT},? or (?:a |an )?${AMOUNT}\s*(?:a|per|\/)\s*(?:month|mo)\b)`,
);
/** A policy's amount named before it: "his 200k policy". */
const POLICY_AMOUNT = new RegExp(
  String.raw`${AMOUNT}\s*(?:life |whole life |term )?(?:insurance )?polic(?:y|ies)\b`,
);
/** A death benefit or other sum paid in yearly installments: "10 yearly payments of 33,000". */
const INSTALLMENTS = new RegExp(
  String.raw`\b(\d{1,2}) (?:yearly|annual) (?:payments|installments) of\s+${AMOUNT}`,
);
/** What an annuity or policy was bought for, further back than an amount's own words reach: "bought a non-qualified fixed annuity in 2016 for 100k". */
const CONTRACT_BOUGHT_FOR = new RegExp(
  String.raw`\b(?:bought|purchased)\b[^.?!]{0,50}?\b(?:annuit(?:y|ies)|mygas?|contract|polic(?:y|ies))\b[^.?!$]{0,25}?\bfor\s+${AMOUNT}`,
);
/** A home's worth, told where what MassHealth does with the house is asked: "take her house? its worth about 700k". */
const HOUSE_WORTH =
  /\b(?:house|home|condo)\b(?:[^.?!\d]|[?.]\s+(?=(?:it'?s|it is|which is|that is|worth)\b)){0,25}?\b(?:worth|valued at|value is|appraised at)\s+(?:about |around |roughly |maybe )?\$?(\d[\d,]*(?:\.\d+)?)\s*(k|m|mil|million)?\b/;
/** What a contract would be moved into: "into a life insurance policy", "into a new fixed annuity". */
const INTO_LIFE =
  /\binto (?:a |an |my |the )?(?:new )?(?:(?:whole|universal|term|permanent) )?life(?: insurance)? polic(?:y|ies)\b/;
const INTO_ANNUITY = /\binto (?:a |an |my |the )?(?:new )?(?:[\w-]+ )?annuit(?:y|ies)\b/;
const HOUSE_TAKEN =
  /\bmasshealth|\bmedicaid|\bnursing home|\btake (?:her|his|my|our|the|their) (?:house|home)\b|\blien\b|\bestate recovery\b/;

/**
 * The terms of an annuity the visitor tells: an income rider's base and payout rate, the years
 * it is annuitized over and what it was bought for; and a home's worth where MassHealth is asked
 * about the house (what a contract is moved into is read by `exchangeInto`, with or without
 * digits). Each amount is dropped from the readings it was taken for (Social Security,
 * savings, a withdrawal).
 */
function contractTerms(text: string, details: Partial<Details>): void {
  const base = BENEFIT_BASE.exec(text);
  if (base) {
    const amount = amountOf(base);
    details.benefitBase = amount;
    for (const key of ['benefits', 'withdrawal', 'otherIncome', 'assets'] as const)
      if (details[key] === amount) delete details[key];
    const rate = PAYOUT_RATE.exec(text);
    if (rate) details.payoutRate = Number(rate[1] ?? rate[2] ?? rate[3]) / 100;
  }
  const years = PAYOUT_YEARS.exec(text);
  if (years) details.payoutYears = Number(years[1] ?? years[2] ?? years[3] ?? years[4]);
  const installments = INSTALLMENTS.exec(text);
  if (installments) {
    details.payoutYears = Number(installments[1]);
    details.installment = dollarsIn(installments[2] as string, installments[3]);
    for (const key of ['benefits', 'otherIncome', 'assets', 'withdrawal'] as const)
      if (details[key] === details.installment) delete details[key];
    const policy = details.faceAmount === undefined ? POLICY_AMOUNT.exec(text) : null;
    if (policy) details.faceAmount = amountOf(policy);
  }
  // The sum a pension offers beside its check, with no "lump sum" said: the larger of the two.
  const offer = details.lumpSum === undefined ? PENSION_OFFER.exec(text) : null;
  if (offer) {
    const [check, sum] =
      offer[1] !== undefined
        ? [dollarsOf(offer, 1), dollarsOf(offer, 3)]
        : [dollarsOf(offer, 7), dollarsOf(offer, 5)];
    if (sum >= 20 * check && sum >= 20_000) {
      details.lumpSum = sum;
      if (details.assets === sum) delete details.assets;
    }
  }
  const bought = CONTRACT_BOUGHT_FOR.exec(text);
  if (bought && details.paidIn === undefined) {
    const amount = amountOf(bought);
    if (amount >= 1_000) details.paidIn = amount;
  }
  const house = HOUSE_TAKEN.test(text) ? HOUSE_WORTH.exec(text) : null;
  if (house && details.homeValue === undefined) {
    details.homeValue = dollarsIn(house[1] as string, house[2]);
    for (const key of ['worth', 'assets'] as const)
      if (details[key] === details.homeValue) delete details[key];
  }
}

/** What a contract is asked to be moved into, which needs no digits: "could i move it into a life insurance policy?". */
function exchangeInto(text: string, details: Partial<Details>): void {
  if (INTO_LIFE.test(text)) details.exchangeInto = 'life';
  else if (INTO_ANNUITY.test(text)) details.exchangeInto = 'annuity';
}

/** Marks the withdrawal as a workplace plan's when the words around it name one and no IRA. */
function fromPlan(around: string, details: Partial<Details>): void {
  if (details.fromPlan === undefined && WORKPLACE_PLAN.test(around) && !IRA_NAMED.test(around))
    details.fromPlan = true;
}

/**
 * An annuity's surrender charge and its free share, when the message speaks of them, and an
 * amount needed out of it ("i need 25k for a roof"), which is a withdrawal, not spending.
 */
function surrenderTerms(text: string, details: Partial<Details>): void {
  const rate = SURRENDER_RATE.exec(text);
  if (!rate) return;
  details.surrenderRate = Number(rate[1] ?? rate[2]) / 100;
  const free = FREE_SHARE.exec(text);
  if (free) details.freeShare = Number(free[1] ?? free[2]) / 100;
  const out = AMOUNT_OUT.exec(text);
  if (details.withdrawal === undefined && out) {
    const value = Number((out[1] as string).replace(/,/g, '')) * (out[2] ? 1000 : 1);
    if (details.worth !== undefined && value >= 1000 && value < details.worth)
      details.withdrawal = value;
  }
}

/**
 * What care costs and for how long, and what a long-term care policy pays, when the message
 * speaks of care: the amounts are taken out of the monthly checks the rest of the reading found.
 */

function careCosts(text: string, details: Partial<Details>): void {
  if (!CARE.test(text)) return;
  const rise = PREMIUM_RISE.exec(text);
  if (rise) details.premiumRise = Number(rise[1] ?? rise[2]) / 100;
  for (const m of text.matchAll(RATE)) {
    const amount = Number((m[1] as string).replace(/,/g, '')) * (m[2] ? (scale.k as number) : 1);
    const per = UNIT[m[3] as string] as 'hour' | 'day' | 'week' | 'month' | 'year';
    if (per === 'week' && /^\s*hours?\b/.test(text.slice((m.index ?? 0) + (m[1] as string).length)))
      continue;
    const before = text.slice(Math.max(0, (m.index ?? 0) - 40), m.index);
    // What the policy costs is its premium, not a price of care: "my 3,200 a year premium".
    const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 40);
    if (
      /^\s*(?:in )?premiums?\b/.test(after) ||
      // "i pay 3,800 a year for ltc insurance"
      /^\s*(?:for|on) (?:my |our |the |an? )?(?:ltc|long[- ]term[- ]care)(?: insurance| policy| coverage)\b/.test(
        after,
      ) ||
      /\bpremiums?\b[^.?!\d]{0,15}$/.test(before) ||
      /\bpolic(?:y|ies) (?:at|is|costs?|runs?)\s*(?:about |around )?\$?$/.test(before)
    ) {
      if (per === 'year' || per === 'month')
        details.ltcPremium ??= per === 'year' ? amount : amount * 12;
      notMonthly(details, amount);
      continue;
    }
    // What the policy pays at most, by the day or the month ("paying up to 5k a month", "a 160 a
    // day benefit").
    if (
      (per === 'day' || per === 'month') &&
      (POLICY_PAYS.test(before) || /^\s*(?:daily |monthly )?benefit\b/.test(after))
    )
      details.ltcDaily ??= per === 'day' ? amount : (amount * 12) / 365;
    else details.careCost ??= { amount, per };
    notMonthly(details, amount);
  }
  // "benefit 200 daily", "a 180 daily benefit": the policy's daily benefit.
  const benefit = DAILY_BENEFIT.exec(text);
  if (benefit) {
    const amount = Number(benefit[1] ?? benefit[2] ?? benefit[3]);
    details.ltcDaily ??= amount;
    notMonthly(details, amount);
  }
  const hours = /\b(\d{1,2})\s*(?:hours?|hrs?) (?:a|per|each|\/) ?(?:week|wk)\b/.exec(text);
  if (hours) details.careHours = Number(hours[1]);
  // Hours a day make a week's: "8 hours a day", and care "around the clock" is 24.
  const daily = /\b(\d{1,2})\s*(?:hours?|hrs?) (?:a|per|each|\/) ?day\b/.exec(text);
  if (daily) details.careHours ??= Number(daily[1]) * 7;
  if (/\b(?:a)?round the clock\b|\b24\/7\b|\b24 hours a day\b/.test(text))
    details.careHours ??= 24 * 7;
  // "for 3 years", or a policy's "3 yr benefit period".
  const years =
    /\bfor (?:about |around |another )?(\d{1,2}|two|three|four|five) years?\b|\b(\d|two|three|four|five|six)[- ]?(?:yr|year)s? benefit period\b/.exec(
      text,
    );
  if (years) {
    details.careYears = countOf((years[1] ?? years[2]) as string);
  }
  const days = /\bfor (?:about |around |another )?(\d{2,3}) days\b/.exec(text);
  if (days) details.careDays = Number(days[1]);
  const elimination =
    /\b(\d{2,3})[- ]day elimination\b|\belimination period of (\d{2,3}) days\b/.exec(text);
  if (elimination) details.eliminationDays = Number(elimination[1] ?? elimination[2]);
  const protection = LTC_INFLATION.exec(text);
  if (protection)
    details.ltcInflation = {
      rate: Number(protection[1] ?? protection[3]) / 100,
      compound: !/simple/.test(protection[2] ?? protection[4] ?? ''),
    };
  const home = HOME_VALUE.exec(text);
  if (home) details.homeValue = dollarsIn(home[1] as string, home[2]);
  const bought = BOUGHT_YEARS_AGO.exec(text);
  if (bought) details.policyYears = Number(bought[1] ?? bought[2]);
  // "bought a ltc policy at 60 … im 80 now": the years between the two ages.
  const boughtAt = BOUGHT_AT_AGE.exec(text);
  const nowAge = /\b(?:i'?m|i am)\s+(\d{2})(?:\s+now|\s+today)\b/.exec(text);
  if (!bought && boughtAt && nowAge && Number(nowAge[1]) > Number(boughtAt[1]))
    details.policyYears = Number(nowAge[1]) - Number(boughtAt[1]);
  // With inflation protection told, "10 years ago" is when the policy started, whatever the verb.
  const ago = /\b(\d{1,2}) (?:years|yrs) ago\b/.exec(text);
  if (details.policyYears === undefined && details.ltcInflation && ago)
    details.policyYears = Number(ago[1]);
}

/** A policy's daily benefit said with "daily": "benefit 200 daily", "a 180 daily benefit". */
const DAILY_BENEFIT =
  /\bbenefit (?:of |is |at )?\$?(\d{2,3}) daily\b|\$?(\d{2,3}) daily benefit\b|\bdaily benefit (?:of |is |at )?\$?(\d{2,3})\b(?!\s*(?:a|per) )/;
/** The age a policy was bought at: "bought a ltc policy at 60". */
const BOUGHT_AT_AGE =
  /\b(?:bought|purchased|took out|got)\b[^.?!]{0,30}?\bat (?:age )?(\d{2})\b(?!\s*%)/;
/** A home's value, where the message speaks of care: "her house is worth about 1.35 million". */
const HOME_VALUE =
  /\b(?:house|home|condo)\b[^.?!\d]{0,20}?\b(?:worth|valued at|value is|appraised at)\s+(?:about |around |roughly |maybe )?\$?(\d[\d,]*(?:\.\d+)?)\s*(k|m|mil|million)?\b/;
/** A policy's inflation protection: "3% compound inflation protection", "5% simple inflation rider". */
const LTC_INFLATION =
  /\b(\d(?:\.\d+)?)\s*%\s*(compound(?:ed|ing)?|simple)\s+inflation\b|\binflation (?:protection|rider|option)\s+(?:of\s+|at\s+|is\s+)?(\d(?:\.\d+)?)\s*%\s*(compound(?:ed|ing)?|simple)?/;
/** When the policy was bought: "bought ltc insurance 12 years ago", "took out the policy in … 10 years ago". */
const BOUGHT_YEARS_AGO =
  /\b(?:bought|purchased|took out|got|have had|had)\b[^.?!]{0,50}?\b(\d{1,2}) (?:years|yrs) ago\b|\b(\d{1,2}) (?:years|yrs) ago\b[^.?!]{0,30}\b(?:bought|purchased|took out)\b/;

/** The amount whose digits are group `at` of a match (its scale word the next group), in dollars. */
const dollarsOf = (m: RegExpExecArray, at: number): number => dollarsIn(m[at] as string, m[at + 1]);
/**
 * The amount a pattern built of `AMOUNT`s found, whichever of its alternatives matched: the first
 * pair of digits and scale word that took part, in dollars.
 */
function amountOf(m: RegExpExecArray): number {
  let at = 1;
  while (at < m.length && m[at] === undefined) at += 2;
  return dollarsOf(m, at);
}
/** Last year's tax: "last year's federal tax was 30k", "we paid 22,000 in tax last year". */
const PRIOR_TAX = new RegExp(
  String.raw`\b(?:last year'?s?|prior year'?s?|\d{4}) (?:total |federal |fed |income |tax )*(?:tax|taxes|tax bill|liability) (?:was|is|came to|of|were)(?: about| around)? ${AMOUNT}|\b(?:paid|owed|owe) (?:about |around )?${AMOUNT} (?:in |of )?(?:total |federal )?(?:tax|taxes) last year`,
);
/** Adjusted gross income named as such: "an agi of 180k", "our magi was 300k". */
const AGI = new RegExp(
  String.raw`\b(?:agi|magi|adjusted gross(?: income)?)(?: of| was| is| about| around| =)* ${AMOUNT}`,
);
/** A capital loss: "lost 20k selling stock", "a 20k capital loss", "loss of 20k on". */
const LOSS = new RegExp(
  String.raw`\blost ${AMOUNT} (?:selling|on|in)\b|${AMOUNT} (?:capital |net )?loss\b|\b(?:capital |net )?loss of ${AMOUNT}`,
);
/** Investment income: "80k of it is dividends and capital gains", "50k in dividends". */
const INVESTMENT = new RegExp(
  String.raw`${AMOUNT} (?:of it |of that )?(?:is |was |are |in |from |of )?(?:bank |cd |savings |money market )?(?:dividends|interest|investment income|capital gains and dividends|dividends and (?:capital )?gains)\b`,
);

/** What a home's improvements are called: "a new kitchen", "the addition", "renovations". */
const IMPROVEMENT = String.raw`(?:new )?(?:kitchen|roof|addition|renovations?|improvements?|remodel\w*|upgrades?|bathroom|deck|garage|windows|furnace)`;
/**
 * Improvements to a home, each counted: "put about 70k into it", "spent 40k on a new kitchen",
 * "60k of renovations", "put on a 90k addition ... and a 40k kitchen".
 */
const IMPROVEMENTS = new RegExp(
  String.raw`\b(?:put|spent|invested|sunk)\s+(?:about |around |maybe |roughly )?${AMOUNT}\s+(?:into|in|on)\s+(?:it|the (?:house|home|place)|(?:a |the )?${IMPROVEMENT})\b|${AMOUNT} (?:in|of|worth of|on) (?:improvements|renovations|upgrades|remodeling)\b|\b(?:a|an|the) ${AMOUNT} ${IMPROVEMENT}\b`,
  'g',
);

/** The spouse's death, asked about ahead of it: "what if my husband passes", "if she dies first". */
const SPOUSE_DIES =
  /\b(?:if|when|in case)\b[^.?!]{0,20}\b(?:my (?:wife|husband|spouse|partner)|he|she)\b[^.?!]{0,12}\b(?:dies|passes|goes first|passes away)\b/;

/**
 * A claim already made: "I claimed at 62", "my husband took his at 63", "started ss at 64" (a
 * sentence opening on the verb is the visitor's). The age is the claim's, not the visitor's now;
 * said of a spouse ("he", "my wife") it is the spouse's.
 */
const CLAIMED_AT =
  /(?:\b(?:(he|she|(?:my )?(?:wife|husband|spouse|partner))|i)\b[^.?!]{0,12}?|(?:^|[.!?;]\s*))\b(?:claimed|took|started|filed|collected|began)\b[^.?!]{0,25}?\bat (?:age )?(6[2-9]|70)\b/g;
/** The visitor's check named right after their claim: "… at 62 with 1,800", "… and get $1,450". */
const CLAIM_PAYS =
  /^\s*,?\s*(?:with|and (?:get|got|getting)|getting|for)\s+(?:about |around )?\$?(\d,?\d{3})\b(?!\s*(?:k\b|a year|per year|\/yr))/;
/**
 * A spouse's check named right after their claim: "she took her ss at 62, it was 1,650" (a late
 * spouse's early check, on which the survivor's benefit is figured within the widow's limit).
 */
const SPOUSE_CLAIM_PAYS = /^[^?!\d]{0,25}?\$?(\d{1,2},?\d{3})\b/;

/** How long ago the visitor's own claim was made: "claimed at 62 two years ago", "started ss 18 months ago". */
const CLAIMED_AGO = new RegExp(
  String.raw`(?:\bi\b[^.?!]{0,12}?|(?:^|[.!?;]\s*))\b(?:claimed|took|started|filed|began)\b[^.?!]{0,30}?\b(?:(\d{1,2}|${FEW}) (years?|months?) (?:ago|back)|in (20[0-2]\d))\b`,
);

/** Checks received so far on a claim: "ive gotten 5 checks", "received 3 payments so far". */
const CHECKS_RECEIVED =
  /\b(?:i'?ve|i have|i|we'?ve|we have|we)\s+(?:already\s+|only\s+)?(?:gotten|got|received|collected|cashed)\s+(?:about\s+)?(\d{1,2})\s+(?:monthly\s+)?(?:checks|payments|deposits)\b/;

/**
 * The claims already made and the checks they pay, the visitor's and the spouse's (the first of
 * each); "if i just claimed at 62" weighs a claim, not one made.
 */
function claimsMade(text: string, details: Partial<Details>): void {
  CLAIMED_AT.lastIndex = 0;
  for (let m = CLAIMED_AT.exec(text); m !== null; m = CLAIMED_AT.exec(text)) {
    if (/\bif\s*$/.test(text.slice(0, m.index))) continue;
    const after = text.slice(m.index + m[0].length);
    const spouse = m[1] !== undefined;
    if (spouse ? details.spouseClaimAge !== undefined : details.claimAge !== undefined) continue;
    const paid = (spouse ? SPOUSE_CLAIM_PAYS : CLAIM_PAYS).exec(after);
    const check = paid ? Number((paid[1] as string).replace(/,/g, '')) : undefined;
    if (spouse) {
      details.spouseClaimAge = Number(m[2]);
      if (check !== undefined) details.spouseCheck = check;
    } else {
      details.claimAge = Number(m[2]);
      if (check !== undefined && !details.monthly?.includes(check))
        details.monthly = [check, ...(details.monthly ?? [])];
    }
  }
  // Each check is a month's benefit: as many months received as checks.
  const checks = CHECKS_RECEIVED.exec(text);
  if (checks) details.claimedMonthsAgo = Number(checks[1]);
  const ago = CLAIMED_AGO.exec(text);
  if (ago && !/\bif\s*$/.test(text.slice(0, ago.index))) {
    const [, count, unit, year] = ago;
    if (year !== undefined)
      // A year named gives the fewest months since: a claim "in 2024" is 13 months or more old.
      details.claimedMonthsAgo = Math.max(0, 12 * (THIS_YEAR - yearOf(year)) - 11);
    else
      details.claimedMonthsAgo =
        countOf(count as string) * ((unit as string).startsWith('year') ? 12 : 1);
  }
}

/** The visitor's own death spoken of: "if i die first", "when i'm gone", "after i pass". */
/** A spouse's death told as past: "my husband died", "my late wife". */
const SPOUSE_DIED =
  /\b(?:wife|husband|spouse|partner)\b[^.?!]{0,40}\b(?:died|passed|deceased)\b|\bmy late (?:wife|husband|spouse|partner)\b|\blost my (?:wife|husband|spouse|partner)\b/;
const OWN_DEATH =
  /\b(?:if|when|after|once|in case)\s+(?:i\s+(?:die|pass(?: away)?|go first|were to die|am gone|was gone)|i'?m gone|im gone)\b|\bif (?:something|anything) happens to me\b/;

/** A pension or annuity paid for two lives: "joint and survivor", "50% survivor option". */
const JOINT_ANNUITY =
  /\bjoint(?: and| &) survivor\b|\bj ?& ?s\b|\b\d{2,3}% (?:joint|survivor)\b|\bsurvivor (?:option|annuity)\b|\bjoint (?:life|annuity)\b/;

/** More than one insulin: "two kinds of insulin", "3 different insulins". */
const INSULINS = /\b(two|three|four|[2-4]) (?:(?:kinds|types|different) (?:of )?)?insulins?\b/;

/** Drugs and their price: "my one drug costs about 3,000 a year", "meds, about 800 a month". */
const DRUGS = /\b(?:drugs?|meds|medications?|medicines?|prescriptions?|pills?|insulin|inhalers?)\b/;
const DRUG_PRICE = new RegExp(
  String.raw`(?:costs?|costing|runs?|is|are|about|around|pay(?:ing)?|(?:listed|priced) at)\s+(?:about |around |roughly )?${AMOUNT}\s*(?:a|per|\/|each)\s*(year|yr|month|mo)\b`,
);

/** What the visitor's drugs cost a year, when the message names drugs and one price for them. */
function drugCost(text: string, details: Partial<Details>): void {
  if (!DRUGS.test(text)) return;
  const price = DRUG_PRICE.exec(text);
  // "300 a month out of pocket" is what the visitor pays already, not the drugs' price.
  const paid =
    price &&
    /^[^.?!]{0,20}\b(?:out of pocket|oop|copays?|in copays)\b/.test(
      text.slice((price.index ?? 0) + price[0].length),
    );
  if (price && !paid) {
    const amount = dollarsOf(price, 1);
    details.drugCost = amount * (/^m/.test(price[3] as string) ? 12 : 1);
    notMonthly(details, amount);
  }
  if (/\binsulin\b/.test(text)) details.insulin = true;
  const kinds = INSULINS.exec(text);
  if (kinds) details.insulins = countOf(kinds[1] as string);
}

/** A bill's Medicare-approved amount: "medicare approves 480", "1,500 medicare approved", "approved amount of 900". */
const ABOUT = '(?:about |around |roughly |approximately |close to )?';
const APPROVED = new RegExp(
  String.raw`\bmedicare[- ]approv\w*(?: amount)?(?: (?:is|of|at|was|for it|for that))*\s+${ABOUT}${AMOUNT}|\bmedicare approves?(?: it| that)?(?: (?:at|for|as))?\s+${ABOUT}${AMOUNT}|\bapproved by medicare (?:at |for |as )?${ABOUT}${AMOUNT}|\bapproved amount (?:is |of |was )?${ABOUT}${AMOUNT}|${AMOUNT}\s+(?:is |was )?(?:medicare[- ])?approved\b|\b(?:was |were |got |is |been )approved (?:at|for) ${ABOUT}${AMOUNT}`,
);
const DEDUCTIBLE_MET =
  /\b(?:met|hit|paid|reached|satisfied|done with) (?:my |our |the |his |her |this year's )?(?:\$?[\d,]+ )?(?:part b )?deductible\b|\bdeductible (?:is |was |has been )?(?:already )?(?:met|paid|satisfied|done)\b/;
const DEDUCTIBLE_OPEN =
  /\b(?:haven'?t|have not|hasn'?t|has not|not yet|didn'?t|did not|never) (?:yet )?(?:met|hit|paid|reached|satisfied) (?:my |our |the |his |her |this year's )?(?:\$?[\d,]+ )?(?:part b )?deductible\b|\bdeductible (?:is |was |has )?(?:not|n't|isn'?t|wasn'?t|hasn'?t)(?: been)?(?: yet)? (?:met|paid|satisfied|reached)\b|\bfirst (?:medical |doctor(?:'?s)? |)(?:bill|visit|appointment) (?:this year|of the year|(?:of|in) (?:20\d\d|january))\b|\b(?:nothing|not (?:paid )?anything|(?:haven'?t|have not|hasn'?t|didn'?t|did not) paid anything)(?: yet)? (?:toward|towards|to|on) (?:my |our |the |this year's )?(?:part b )?deductible\b/;

/** A check named as what reaches the bank, after the Part B premium: "1,950 deposited", "hits my account". */
const DEPOSITED = new RegExp(
  String.raw`${AMOUNT}\s*(?:(?:a|per|each|every) month\s*)?(?:is |gets? |that )?(?:deposited|direct deposited|hits? my (?:bank|account)|lands? in my|(?:comes|goes) into my (?:bank|account))|\b(?:deposit|deposits) (?:is|are|of)(?: about| around)?\s+${AMOUNT}`,
);
/** A charity a QCD goes to. */
const CHARITY =
  '(?:church|charity|charities|parish|temple|synagogue|mosque|nonprofit|food (?:bank|pantry)|shelter|hospital|college|university|alma mater|foundation|red cross|salvation army|united way|library)';
/** The visitor's own blindness: "im legally blind", "blind in both eyes" (not "a blind spot"). */
const BLIND = /\b(?:i'?m|i am|im|am|legally|went|gone|going|became|totally) blind\b/;
/** Married filing separately: "we file separately", "married filing separate", "mfs". */
const SEPARATE_RETURNS =
  /\bfil(?:e|es|ed|ing) (?:our taxes |our returns |taxes )?separate(?:ly)?\b|\bmarried,? filing separate(?:ly)?\b|\bseparate returns\b|\bmfs\b/;
/** Spouses who lived apart the whole year: the single lines apply to a separate return. */
const LIVING_APART =
  /\b(?:live|lived|living) apart\b|\bseparated\b|\b(?:don'?t|didn'?t|do not|did not) live together\b/;
/** Income the visitor expects, not income a return already shows: "my income will drop to 60k". */
const INCOME_TO_COME =
  /\b(?:income|pay|it)(?: will| would|'ll| is going to| is gonna)(?: probably| likely)? (?:drop|fall|go down|be lower|shrink)\b|\b(?:will|would|going to|gonna) (?:drop|fall|go down) to\b/;
/** An RMD not taken: "i never took my 2025 rmd", "forgot my rmd", "missed my required distribution". */
const MISSED_RMD =
  /\b(?:miss(?:ed|ing)?|forg[eo]t|never took|didn'?t take|did not take|skipped)\b[^.?!]{0,25}\b(?:rmds?|required (?:minimum )?distributions?)\b|\b(?:rmds?|required (?:minimum )?distributions?)\b[^.?!]{0,20}\b(?:missed|forgotten|not taken)\b/;
/** A gift to one person: "gave my son 50,000", "a gift of 30k to my daughter", "gifting her 25,000". */
const GIFT = new RegExp(
  String.raw`\b(?:gave|give|giving|gift(?:ed|ing)?)(?: (?:my|our|a|the|each|him|her|them)(?: \w+){0,2}?)?\s+${AMOUNT}|\bgift of\s+${AMOUNT}`,
);
/**
 * The same gift to each of several people: "giving each of my 3 kids 19k", "give our two
 * grandkids 19,000 each", "19k a year to each of my 4 grandchildren".
 */
const COUNT_WORDS = [...ONES.slice(1), 'ten'];
const PEOPLE_COUNT = String.raw`(?:\d{1,2}|${COUNT_WORDS.join('|')}) (?:kids|children|grandkids|grandchildren|grand kids|sons|daughters|grandsons|granddaughters|nieces|nephews|heirs)`;
const GIFTS_EACH = new RegExp(
  String.raw`\b(?:give|giving|gift|gifting|gave)\s+each of (?:my|our|the) ${PEOPLE_COUNT}\s+${AMOUNT}|\b(?:give|giving|gift|gifting|gave)\s+(?:my|our|the|all) ${PEOPLE_COUNT}\s+${AMOUNT}\s*(?:a year |per year |each year |annually )?(?:each|apiece|a piece)\b|${AMOUNT}\s*(?:a year |per year |each year |annually )?(?:each |apiece )?to each of (?:my|our|the) ${PEOPLE_COUNT}\b|${AMOUNT}\s*(?:a year |per year |each year |annually )?(?:each|apiece) to (?:my|our|the|all) ${PEOPLE_COUNT}\b`,
);
const PEOPLE_COUNTED = new RegExp(
  String.raw`\b(\d{1,2}|${COUNT_WORDS.join('|')}) (?:kids|children|grand|sons|daughters|nieces|nephews|heirs)`,
);
/**
 * Whose children a late spouse leaves, for the Massachusetts intestate share: a child from an
 * earlier marriage ("a son from his first marriage"), or only the couple's own ("2 kids
 * together and no other kids", "no first marriage").
 */
const CHILD_BEFORE =
  /\b(?:sons?|daughters?|kids?|child|children)\b[^.?!,]{0,12}\b(?:from|of) (?:his|her|my|a|an) (?:first|previous|prior|earlier|other|former|last) (?:marriage|relationship|wife|husband)\b/;
const CHILDREN_TOGETHER =
  /\b(?:kids|children|sons|daughters)\b[^.?!]{0,15}\btogether\b|\bno (?:first|previous|prior|other) marriage\b|\bno other (?:kids|children)\b/;
/** A will that exists ("his will leaves everything to…"): its heirs are the will's, not the law's. */
const HAS_A_WILL =
  /\b(?:his|her|my|their|the|(?:husband|wife|spouse|mom|mother|dad|father)'?s) will\b|\bwill (?:leaves|says|gives|names|splits|left)\b/;
const NO_WILL =
  /\b(?:without|no|never made|never wrote|didn'?t (?:make|leave|have)) (?:a |any )?wills?\b/;
function heirs(text: string, details: Partial<Details>): void {
  if (HAS_A_WILL.test(text) && !NO_WILL.test(text)) return;
  if (CHILDREN_TOGETHER.test(text)) details.heirs = 'together';
  else if (CHILD_BEFORE.test(text)) details.heirs = 'stepchild';
}
/** The number of people a gift goes to each of, and the amount each. */
function giftsEach(text: string, details: Partial<Details>): void {
  const m = GIFTS_EACH.exec(text);
  const count = m && PEOPLE_COUNTED.exec(m[0].replace(/\b(?:each|of|my|our|the|all) /g, ''));
  if (!m || !count) return;
  const word = count[1] as string;
  const people = countOf(word);
  const amount = amountOf(m);
  if (people >= 2 && amount >= 1_000) details.giftsEach = { amount, people };
}
/** A year's RMD: "my rmd is 12,000", "a 12,000 rmd", "my 12,000 ira rmd", "my 2025 rmd, it was 8,000". */
const RMD_AMOUNT = new RegExp(
  String.raw`\b(?:rmd|required minimum distribution)(?: for (?:this|the) year)?(?:,? it| that)? (?:is|of|will be|was|comes to|this year is)(?: about| around)?\s+${AMOUNT}(?!\s*(?:%|percent))|(?<![\d,.])(?!\s?(?:19|20)\d\d\s)${AMOUNT}\s+(?:(?:ira|401\(?k\)?|403\(?b\)?|inherited ira)\s+)?(?:rmd|required minimum distribution)\b`,
);
/**
 * A QCD's amount: "5,000 of it to my church as a qcd", "a qcd of 5,000", "the 5,000 goes
 * straight from the ira to the church".
 */
const QCD_AMOUNT = new RegExp(
  String.raw`\bqcds? (?:of|for)\s+${AMOUNT}|${AMOUNT}(?: of it| of that)?(?: straight| directly)? (?:to (?:my |our |the |a )?${CHARITY}[^.?!]{0,20}\b(?:qcd|qualified charitable|straight from|directly from)|as a qcd|in qcds?)|${AMOUNT}[^.?!\d]{0,25}\b(?:straight|directly) from (?:my |our |the )?(?:ira|traditional ira|account)s? to (?:my |our |the |a )?${CHARITY}`,
);

/** A gift to a charity: "i give about 6,000 a year to my church", "we donate 5k to charities". */
const GIVES = new RegExp(
  String.raw`\b(?:give|giving|donate|donating|tithe|tithing|send|sending)\s+(?:about |around |roughly |maybe )?${AMOUNT}(?: a year| per year| yearly| annually| each year)?(?: of (?:it|that|my rmd|the rmd))?(?: straight| directly)?\s+to (?:my |our |the |a )?${CHARITY}`,
);

/** Rent the visitor pays: "i rent a room for 450 a month", "my rent is $1,800/mo", "pay 21,600 a year in rent". */
const RENT = new RegExp(
  String.raw`\b(?:rent(?:ing)?\b[^.?!$\d]{0,30}?\b(?:for|is|of|at|pay|paying)|rent(?: is|'s)?)\s+${AMOUNT}\s*(?:a|per|\/|each|every)\s*(month|mo|year|yr)\b|\bpay(?:ing)?\s+${AMOUNT}\s*(?:a|per|\/)\s*(month|mo|year|yr)\s+(?:in|for)\s+rent\b`,
);

/** A pension's single-life check and its joint-and-survivor one with the survivor's share. */
const SINGLE_LIFE = new RegExp(
  String.raw`\bsingle[- ]life(?: option| annuity| pension)?(?: (?:of|is|at|pays|would pay))?\s+${AMOUNT}`,
);
const JOINT_SURVIVOR = new RegExp(
  String.raw`\b(50|66|75|100)\s*%\s*joint(?: and| &|-and-)\s*survivor(?: option| annuity)?(?: (?:of|is|at|pays|would pay))?\s+${AMOUNT}`,
);
/** The two checks told amount first: "1,950 a month single life on me or 1,700 joint with my wife". */
const SINGLE_LIFE_AFTER = new RegExp(
  String.raw`${AMOUNT}(?:\s*(?:a|per|/)\s*(?:month|mo))?\s+(?:for |on |as )?(?:a |the )?single(?:[- ]life\b|\s+(?:or|vs\.?|versus)\s)`,
);
const JOINT_AFTER = new RegExp(
  String.raw`${AMOUNT}(?:\s*(?:a|per|/)\s*(?:month|mo))?\s+(?:for |on |as |with )?(?:a |the )?(?:joint\b|(50|66|75|100)\s*%\s*(?:joint\b|survivor\b|(?:to|for) (?:(?:my |her |his |the )?(?:wife|husband|spouse|survivor)|him|her)\b))`,
);
/** Every joint check told amount first, for a quote with more than one survivor share. */
const JOINT_AFTER_ALL = new RegExp(JOINT_AFTER.source, 'g');
/** When disability benefits started: "entitlement date is march 2026", "on ssdi since 2019". */
const DISABLED_SINCE =
  /\b(?:ssdi|disability|entitlement)\b[^.?!]{0,50}?\b(?:since|in|from|starting|started|began|date (?:is|was)|effective|as of)\s+(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:of\s+)?)?((?:19|20)\d\d)\b/;

/**
 * How long a marriage that ended in divorce lasted: "married 9 years", "14 years of marriage",
 * "divorced after 12 yrs"; "almost 10 years" is not read (the 10-year line turns on it).
 */
const MARRIAGE_YEARS =
  /\b(?:married|marriage)\s+(?:for\s+)?(\d{1,2})\s*(?:years?|yrs?)\b|\b(\d{1,2})\s*(?:years?|yrs?)\s+(?:of\s+)?(?:marriage|married)\b|\bdivorc\w*\s+after\s+(\d{1,2})\s*(?:years?|yrs?)\b/;
/** A remarriage, and the age at it: "i remarried at 58", "remarried when i was 63". */
const REMARRIED =
  /\bremarried\b(?:[^.?!]{0,12}?\b(?:at|when i was|at age)\s+(\d{2})\b)?|\bremarrying\b/;
/** A remarriage said to be over: "that marriage ended", "divorced again", "widowed again". */
const REMARRIAGE_ENDED =
  /\b(?:that|the second|my second|second) marriage (?:ended|is over)\b|\b(?:divorced|widowed) again\b/;
/** An ex-spouse or a divorce spoken of: a marriage's length is then the ended one's (`exMarriageYears`). */
const DIVORCE = /\b(?:ex|ex-(?:husband|wife|spouse)|exs|ex's|divorc\w*)\b/;

/** The month a sign-up is meant for: "if i enroll in november", "what if i dont get to it until august". */
const SIGN_UP_MONTH =
  /\b(?:sign(?:ing|ed)? up|enroll(?:ing|ed)?|apply(?:ing)?|register(?:ing)?|get (?:around )?to it|do it)\b[^.?!]{0,20}?\b(?:in|until|till|til|during)\s+(?:early |late |mid[- ]?)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(?:[a-z]*)\b/;

/**
 * Work credits the visitor has: "only have 34 credits", "i have 32 work credits", "she has 34 ss
 * credits", "i only worked 34 quarters" (a quarter of coverage is a credit).
 */
const CREDITS =
  /\b(?:have|has|had|got|earned|at|worked|paid in for|says|shows|showing|with)\s+(?:only\s+|just\s+|about\s+)?(\d{1,2})\s+(?:work\s+|social security\s+|ss\s+|medicare\s+)?(?:credits|quarters)\b/;

/** A year's rent, from a month's or a year's. */
function rent(text: string, details: Partial<Details>): void {
  const m = RENT.exec(text);
  if (!m) return;
  const [digits, unit, per] = m[1] ? [m[1], m[2], m[3]] : [m[4], m[5], m[6]];
  const amount = dollarsIn(digits as string, unit);
  details.rentYearly = /^y/.test(per as string) ? amount : amount * 12;
}

/** Mortgage interest paid: "12k mortgage interest", "mortgage interest of about 9,000". */
const MORTGAGE_INTEREST = new RegExp(
  String.raw`${AMOUNT}(?: a year| yearly)?(?: in| of)? mortgage interest|\bmortgage interest(?: of| is| was| runs)?(?: about| around| roughly)?\s+${AMOUNT}`,
);
/** State and local taxes paid: "10k property and state taxes", "state tax about 6k", "property tax in lexington 15k". */
const LOCAL_TAXES = new RegExp(
  String.raw`${AMOUNT}(?: a year| yearly)?(?: in| of)? (?:(?:property|real estate|state|local|income|excise)(?:,? and |\/| & | )?)+tax(?:es)?\b|\b(?:property|real estate|state|local)(?: and (?:property|state|local))? tax(?:es)?(?: bill)?(?: in \w+)?(?: of| is| was| are| runs)?(?: about| around| roughly)?\s+${AMOUNT}`,
  'g',
);

/** What the visitor could itemize, when two kinds of deduction are named or itemizing is asked about. */
function itemizable(text: string, details: Partial<Details>): void {
  const interest = MORTGAGE_INTEREST.exec(text);
  const taxes = [...text.matchAll(LOCAL_TAXES)].reduce((sum, m) => sum + amountOf(m), 0);
  const gift = GIVES.exec(text);
  const kinds = [interest, taxes > 0, gift].filter(Boolean).length;
  if (kinds >= 2 || (kinds === 1 && /\bitemiz/.test(text)))
    details.itemized = {
      mortgageInterest: interest ? amountOf(interest) : 0,
      taxes,
      charity: gift ? amountOf(gift) : 0,
    };
}

/**
 * After-tax money in a traditional IRA: "20k of after-tax money into my ira", "30k of
 * nondeductible contributions", "a basis of 12,000".
 */
const AFTER_TAX_BASIS =
  /\$?(\d[\d,.]*)\s*(k|m)?\s+(?:of |in )?(?:after[- ]?tax|non[- ]?deductible)\b(?! (?:income|pay|salary))|\b(?:after[- ]?tax|non[- ]?deductible|ira) basis (?:of |is |was )?(?:about |around )?\$?(\d[\d,.]*)\s*(k|m)?/;

/** A balance told as all pre-tax: "90k pretax sitting in a rollover ira", "100k of pre-tax money". */
const PRETAX_BALANCE = /\d\s*(?:k|m)?\s+(?:of |in )?pre-?tax\b|\ball pre-?tax\b/;
/** An IRA's balance: "ira is 300k", "the ira is worth 400k now", "a 500k ira". */
const IRA_BALANCE =
  /\biras? (?:is|was|has|holds|balance is|is worth|worth)(?: now| about| around| roughly| currently)* \$?(\d[\d,.]*)\s*(k|m)?|\$?(\d[\d,.]*)\s*(k|m)?\s+(?:traditional |rollover )?ira\b/;

/** Giving toward a year's RMD, and a check given as what is deposited. */
function givingAndDeposit(text: string, details: Partial<Details>, digits: boolean): void {
  const rmd = digits ? RMD_AMOUNT.exec(text) : null;
  if (rmd) details.rmdAmount = amountOf(rmd);
  // An IRA's, not a 401(k)'s: a plan's after-tax money follows the plan's own rules.
  const basis =
    digits && /\bira\b/.test(text) && !/\b40[13]\s?\(?[kb]\)?/.test(text)
      ? AFTER_TAX_BASIS.exec(text)
      : null;
  if (basis) {
    details.afterTaxBasis = dollarsIn((basis[1] ?? basis[3]) as string, basis[2] ?? basis[4]);
    // The basis is not the balance: "30k of nondeductible contributions in my ira, ira is 300k".
    const balance = IRA_BALANCE.exec(text);
    if (balance && (details.assets === undefined || details.assets === details.afterTaxBasis))
      details.assets = dollarsIn((balance[1] ?? balance[3]) as string, balance[2] ?? balance[4]);
    if (details.assets === details.afterTaxBasis) delete details.assets;
    // "90k pretax sitting in a rollover ira": the balance holds none of the after-tax money.
    if (details.assets !== undefined && PRETAX_BALANCE.test(text)) details.pretaxBalance = true;
  }
  if (MISSED_RMD.test(text)) details.rmdMissed = true;
  if (INCOME_TO_COME.test(text)) details.incomeToCome = true;
  // Every other pattern here is of an amount.
  if (!digits) return;
  const gift = GIFT.exec(text);
  // An amount, not a count of grandchildren ("give each of my 4 grandkids"), given to a person,
  // not a charity, in a message about its tax (a gift asked about for MassHealth's look-back is
  // not one).
  if (
    gift &&
    amountOf(gift) >= 1_000 &&
    /\btax|\bform 709\b|\bgift (?:limit|exclusion|allowance)|\bannual exclusion\b/.test(text) &&
    !/\b(?:church|charity|charities|qcd)\b/.test(text)
  )
    details.gift = amountOf(gift);
  // A yearly gift to a charity, in a message about the IRA or its RMD, is what a QCD would send.
  const qcd = QCD_AMOUNT.exec(text) ?? (/\b(?:ira|rmd)s?\b/.test(text) ? GIVES.exec(text) : null);
  if (qcd) details.qcdAmount = amountOf(qcd);
  const deposit = DEPOSITED.exec(text);
  if (deposit && /\b(?:part b|medicare)\b/.test(text)) {
    details.depositNet = true;
    if (!details.monthly?.length) details.monthly = [amountOf(deposit)];
  }
}

/** Coverage beside Original Medicare that pays part of its 20%: Medigap, an Advantage plan, MassHealth, retiree coverage. */
const SUPPLEMENTED =
  /\b(?:medigap|supplement(?:al)?|plan [a-n]\b|medicare advantage|advantage plan|mapd|masshealth|medicaid|retiree (?:plan|coverage|insurance)|tricare)\b/;
const UNSUPPLEMENTED =
  /\b(?:no|without(?: a| any)?|don't have(?: a| any)?|do not have(?: a| any)?) (?:medigap|supplement(?:al)?|secondary|other coverage)\b|\boriginal medicare only\b|\bonly original medicare\b/;

/**
 * A Medigap plan named by whether it pays the Part B deductible: Massachusetts' Core and
 * Supplement 1A and the lettered G and N do not; Supplement 1 and plans C and F (sold only to
 * those eligible for Medicare before 2020) do.
 */
const MEDIGAP_NO_PART_B_DEDUCTIBLE =
  /\b(?:supplement (?:plan )?1a|supp(?:lement)? 1a|core (?:plan|medigap)|medigap core|(?:medigap |supplement )?plan [gn]|(?:medigap|supplement) [gn])\b/;
const MEDIGAP_PART_B_DEDUCTIBLE =
  /\b(?:supplement (?:plan )?1(?!\s*a|\d)|(?:medigap |supplement )?plan [cf]|(?:medigap|supplement) [cf])\b/;

/** What Medicare approved for a bill, whether the Part B deductible is met, and coverage beside Medicare. */
function approvedBill(text: string, details: Partial<Details>, digits: boolean): void {
  const bill = digits ? APPROVED.exec(text) : null;
  if (bill) details.approved = amountOf(bill);
  if (SUPPLEMENTED.test(text) && !UNSUPPLEMENTED.test(text)) details.supplemented = true;
  const noDeductible = MEDIGAP_NO_PART_B_DEDUCTIBLE.exec(text);
  if (noDeductible) details.medigapPlan = noDeductible[0];
  else if (MEDIGAP_PART_B_DEDUCTIBLE.test(text)) details.medigapPaysPartBDeductible = true;
  if (DEDUCTIBLE_OPEN.test(text)) details.deductibleMet = false;
  else if (DEDUCTIBLE_MET.test(text)) details.deductibleMet = true;
}

/** Last year's tax, adjusted gross income, a capital loss and investment income, named as such. */
function taxFigures(text: string, details: Partial<Details>): void {
  const prior = PRIOR_TAX.exec(text);
  if (prior) details.priorTax = amountOf(prior);
  const agi = AGI.exec(text);
  if (agi) details.income = amountOf(agi);
  const loss = LOSS.exec(text);
  if (loss) details.capitalLoss = amountOf(loss);
  const investment = INVESTMENT.exec(text);
  if (investment) details.investmentIncome = amountOf(investment);
}

/** Where a stay was: a skilled nursing facility (rehab after a hospital stay) or a hospital. */
const SNF =
  /\b(?:rehab|skilled nursing|skilled (?:care )?facility|snf|nursing (?:home|facility))\b/;
const HOSPITAL = /\b(?:hospital|hospitali[sz]ed|admitted|inpatient)\b/;
/**
 * The days of one stay: "stayed 75 days", "in the hospital for 75 days", "100 days in rehab", "30
 * days of rehab", "in the hospital since the 1st … they think it could be 75 days all told".
 */
const STAY =
  /\b(?:stay(?:ed|s)?|(?:in|at) (?:the |a )?(?:hospital|rehab|nursing home|skilled nursing(?: facility)?|snf)|admitted|hospitali[sz]ed)(?: (?:there|in (?:the )?hospital|in rehab))?(?: for)?(?: about| around| almost)? (\d{1,3}) days?\b|\b(\d{1,3}) days? (?:straight |in a row )?(?:(?:in|of|at) (?:the |a )?(?:hospital|rehab|nursing home|skilled nursing(?: facility)?|snf)|as an inpatient)\b|\b(?:rehab|nursing (?:home|facility|place)|skilled nursing(?: facility| place| home)?|snf)\b[^.?!\d]{0,30}?\b(?:for|expected|about|around|likely) (?:about |around )?(\d{1,3}) days?\b|\b(?:hospital|hospitali[sz]ed|admitted)\b(?:(?!rehab|nursing|snf)[^.?!]){0,80}?\b(?:be|for|about|around|like|maybe|probably|expected|likely|take) (?:about |around |maybe |probably )?(\d{1,3}) days?\b(?! ago\b)/g;

/**
 * The day a stay has reached: "today is day 35 at the nursing home", "she's on day 40 of rehab",
 * "in the hospital since september … today is day 75".
 */
const DAY_OF =
  /\bday (\d{1,3}) (?:at|in|of) (?:the |a |his |her |my )?(?:rehab|nursing home|skilled nursing(?: facility)?|snf)\b|\b(?:today is|it's|it is|(?:s?he|i)(?:'?s| is| am|'?m) (?:now )?on|now on|at|by|reaches|reached|gets to|until|till|through) day (\d{1,3})\b|\bday (\d{1,3}) (?:now|today|so far)\b/;
/** Days still to come after the day a stay has reached: "they think ten more days", "another 5 days". */
const MORE_DAYS = new RegExp(
  String.raw`\b(?:(\d{1,3})|(${SPELLED_COUNT})) more days?\b|\banother (?:(\d{1,3})) days?\b`,
);
/** A number of days asked about in a follow-up: "and if she needs the whole 100 days?". */
const DAYS_NEEDED =
  /\b(?:needs?|needed|uses?|used|stays?|stayed|there(?: for)?(?: about| around)?) (?:the |all )?(?:whole |full |all )?(\d{1,3}) days?\b/;
/** The days of a stay asked about by their range: "what would days 91 to 100 cost?" runs to day 100. */
const DAY_RANGE = /\bdays (\d{1,3}) ?(?:to|through|thru|-) ?(\d{1,3})\b/;
/** Days in the hospital before a stay in a skilled nursing facility: "admitted 3 nights", "4 days in the hospital". */
const HOSPITAL_DAYS =
  /\b(?:admitted|inpatient|hospitali[sz]ed|in (?:the )?hospital)\b[^.?!,\d]{0,30}?(\d{1,2}) (?:days?|nights?)\b(?! (?:of|in|at) (?:the |a )?(?:rehab|nursing|skilled|snf))|\b(\d{1,2}) (?:days?|nights?) (?:admitted(?: (?:in|to) (?:the )?hospital)?|in (?:the )?hospital|as an inpatient)\b|\b(\d{1,2})[- ](?:days?|nights?) (?:inpatient |hospital )+(?:stay|admission)\b/;
/** Days under observation are outpatient days: they do not count toward Part A's 3 inpatient days. */
const OBSERVATION = /\bobservation\b/;
/**
 * An admission supposed: "if she had been admitted", "what if he gets admitted", "imagine she'd
 * been formally admitted instead".
 */
const IF_ADMITTED =
  /\b(?:if|imagine|suppose|supposing) (?:she|he|i|we|you|they|mom|dad)(?:'d| had| has| was| were| is| are| gets?| got)?(?: been)?(?: formally| officially| properly| actually)? admitted\b/;

/**
 * One stay's length and place, when the message gives one number of days ("5 days in february
 * and 3 days in july" may be two benefit periods; "12 days, then 45 in rehab" two places). Where
 * the message speaks of a skilled nursing facility, days named as the hospital's are the stay
 * before it, not the facility's.
 */
/**
 * The days of the stay, in a text with a digit: `own` is the text without the hospital's days
 * when it speaks of a facility (those are not the facility's).
 */
function stayDays(own: string, text: string, inFacility: boolean, details: Partial<Details>): void {
  const found = [...own.matchAll(STAY)].filter((m) => !inFacility || !HOSPITAL.test(m[0]));
  const dayOf = DAY_OF.exec(text);
  const needed = DAYS_NEEDED.exec(own);
  const counts = (own.match(/\b\d{1,3} days?\b/g) ?? []).length;
  const range = DAY_RANGE.exec(text);
  if (range && Number(range[2]) > Number(range[1])) details.stayDays = Number(range[2]);
  else if (dayOf) {
    // "its day 90 today and they think ten more days": the stay runs to day 100.
    const more = MORE_DAYS.exec(text.slice((dayOf.index ?? 0) + dayOf[0].length));
    details.stayDays =
      Number(dayOf[1] ?? dayOf[2] ?? dayOf[3]) +
      (more ? (more[2] ? spelledCount(more[2]) : Number(more[1] ?? more[3])) : 0);
  } else if (found.length === 1 && counts === 1) {
    const m = found[0] as RegExpMatchArray;
    details.stayDays = Number(m[1] ?? m[2] ?? m[3] ?? m[4]);
  } else if (found.length === 0 && counts === 1 && needed) details.stayDays = Number(needed[1]);
}

/** Days named as what Medicare covers ("medicare covers 100 days"): its rule, not the visitor's stay. */
const COVERED_DAYS =
  /\b(?:medicare|part a|it|they)\s+(?:only\s+)?(?:covers?|pays?(?: for)?|gives?)\s+(?:up to\s+|the first\s+|only\s+)?\d{1,3}\s+days?\b/g;

const MOTHER = /\b(?:mom|mum|mother)(?:'?s)?\b/;
const FATHER = /\b(?:dad|father)(?:'?s)?\b/;
/** Both parents as a couple: "my parents", "mom and dad", "his wife", "her husband". */
const PARENTS_TOGETHER =
  /\b(?:my|our) parents\b|\b(?:his|her|dad'?s|mom'?s|mother'?s|father'?s) (?:wife|husband|spouse)\b/;
const PARENT_ALONE =
  /\b(?:widow(?:ed|er)?|divorced|single|lives? alone|living alone|on (?:her|his) own)\b|\b(?:died|passed|late)\b/;

/**
 * Whether a parent going into care leaves a spouse at home: both parents named, or a parent's
 * spouse, and neither widowed nor alone; or not, where the visitor's own marriage is told beside
 * a parent alone. Read only for a parent in care.
 */
function careCouple(text: string, details: Partial<Details>): void {
  if (details.stayIn !== 'snf' && !/\bmasshealth\b|\bmedicaid\b/.test(text)) return;
  if (!PARENT_SPOKEN_OF.test(text)) return;
  const both = (MOTHER.test(text) && FATHER.test(text)) || PARENTS_TOGETHER.test(text);
  if (both && !PARENT_ALONE.test(text)) details.careCouple = true;
  // A parent alone is said so only against the visitor's own marriage, which would mislead.
  else if (married.test(wedded(text))) details.careCouple = false;
}

function stay(told: string, details: Partial<Details>, toldDigits: boolean): void {
  const said = told.replace(SPELLED_DAYS, (whole, count: string, unit: string) =>
    count === 'one' ? whole : `${spelledCount(count)} ${unit}`,
  );
  const digits = toldDigits || said !== told;
  const text = digits ? said.replace(COVERED_DAYS, ' ') : said;
  const inFacility = SNF.test(text);
  const before = digits ? HOSPITAL_DAYS.exec(text) : null;
  if (inFacility && before) details.hospitalDays = Number(before[1] ?? before[2] ?? before[3]);
  if (IF_ADMITTED.test(text)) details.observation = false;
  else if (inFacility && OBSERVATION.test(text)) details.observation = true;
  if (digits)
    stayDays(inFacility && before ? text.replace(before[0], '') : text, text, inFacility, details);
  if (inFacility) details.stayIn = 'snf';
  else if (HOSPITAL.test(text)) details.stayIn = 'hospital';
}

/**
 * A month named as when something happened: any month after "in", "since", "early" and the like;
 * a month's full name alone too, except "may" and "march", which are also verbs.
 */
const MONTH_TOLD = new RegExp(
  String.raw`\b(?:(?:in|since|from|by|during|until|till|then|(?:early|mid|late)-?)\s+(${MONTH_NAMES})\b|(january|february|april|june|july|august|september|october|november|december)\b)`,
  'g',
);
/** Words of a hospital stay: the months of a message holding them are its admissions. */
const ADMISSION =
  /\b(?:hospital|hospitali[sz]ed|admitted|admissions?|readmitted|readmission|inpatient|surgery|replacement|stays?)\b/;
/** A supposition a single month answers: "what if it had been in march instead", "suppose it happened in march". */
const SUPPOSED_MONTH =
  /\b(?:instead|what if|suppose|supposing|had (?:happened|been)|if it (?:was|were))\b/;
/** Time out of the hospital before going back in: "3 weeks after getting discharged", "ten days after she came home". */
const TIME_OUT = new RegExp(
  String.raw`\b(\d{1,3}|${SPELLED_COUNT}|a|one) (days?|weeks?|months?) (?:after|since) (?:(?:getting|being|i was|i got|she was|he was|she got|he got|we were) )?(?:discharged|released|sent home|(?:i|she|he|we) (?:came|got|went) home|leaving the hospital)\b`,
);
/** The length of the first stay, before the next month is named: "4 days in february", "(five nights)", "a week". */
const FIRST_STAY = /\b(\d{1,3}) (?:days?|nights?)\b|\b(a|one) week\b/;

/**
 * The months of hospital admissions a message names (two or more, in order), with the first
 * stay's length; or, in a supposition, the one month the later admission is supposed in.
 */
function admissions(text: string, details: Partial<Details>): void {
  if (!ADMISSION.test(text)) return;
  const out = TIME_OUT.exec(text);
  if (out) {
    const said = out[1] as string;
    const count = countOf(said);
    const unit = (out[2] as string).replace(/s$/, '') as 'day' | 'week' | 'month';
    details.daysOut = { count, unit };
  }
  const told = [...text.matchAll(MONTH_TOLD)];
  const months = told.map((m) => MONTH_INDEX.indexOf((m[1] ?? m[2] ?? '').slice(0, 3)) + 1);
  if (months.length >= 2 && months.every((m) => m > 0)) {
    details.admissionMonths = months;
    const second = told[1] as RegExpMatchArray;
    const before = text
      .slice(0, second.index)
      .replace(
        SPELLED_NIGHTS,
        (_, count: string, unit: string) => `${spelledCount(count)} ${unit}`,
      );
    const first = FIRST_STAY.exec(before);
    if (first) details.firstStayDays = first[1] ? Number(first[1]) : 7;
  } else if (months.length === 1 && (months[0] as number) > 0 && SUPPOSED_MONTH.test(text))
    details.readmissionMonth = months[0] as number;
}
const SPELLED_NIGHTS = spelledUnits('days?|nights?');

/**
 * The patterns `read` looks for in the whole of a message, each passed over when the message
 * cannot hold a match: one look through it (`Starts`) finds those it may match, instead of a look
 * for each pattern.
 */
const WHOLE: readonly RegExp[] = [
  BENEFIT_POOL,
  BRACKET_TO_FILL,
  CREDITS,
  DISABLED_SINCE,
  GROWTH,
  IMPROVEMENTS,
  INFLATION,
  JOINT_ACCOUNT,
  JOINT_ANNUITY,
  JOINT_SURVIVOR,
  LATE,
  LIVING_APART,
  MARRIAGE_YEARS,
  REMARRIED,
  NOT_WORKING,
  OWN_NO_RECORD,
  PARENT_DIED,
  ROTH_OPENED,
  SEPARATE_RETURNS,
  SIGN_UP_MONTH,
  SINGLE_LIFE,
  SINGLE_LIFE_AFTER,
  SPOUSE_DIES,
  SPOUSE_NO_PAY,
  TERMINAL,
  WORKING,
  YEARS_AHEAD,
  ageInYear,
  benefitStart,
  bereaved,
  birthYear,
  birthday,
  birthdayDayFirst,
  bornMonthYear,
  claimAt,
  claimNow,
  employees,
  loneAge,
  married,
  openingAge,
  ownAge,
  parentAge,
  spouseAge,
  turnOnDay,
  turnsThisYear,
  yearsOld,
];
const WHOLE_STARTS = new Starts(WHOLE);
/** The patterns the message being read may match (`read` runs to its end before another). */
const WHOLE_MARKS = new Int32Array(WHOLE_STARTS.width);
/** Whether the message being read may match `pattern` (one of `WHOLE`, or it is looked for). */
const may = (pattern: RegExp): boolean => WHOLE_STARTS.holds(WHOLE_MARKS, pattern);

/**
 * Reads a message's details. Most of the patterns need a digit (an age, an amount, a year, a
 * count of days): each of their alternatives has a `\d` or an `AMOUNT` (whose digits are
 * `NUMBER`'s). A text without a digit, as most questions are, is read only by the others: those
 * are looked for whatever `digits` is, the rest only when it is true, so the reading is the same.
 */
function read(raw: string): Found {
  const text = raw.toLowerCase().replace(/[’‘]/g, "'");
  WHOLE_STARTS.mayMatch(text, WHOLE_MARKS);
  const digits = /\d/.test(text);
  const own = digits
    ? [
        ...(may(openingAge) ? ages(openingAge, text) : []),
        ...(may(ownAge) ? ages(ownAge, text) : []),
        ...(may(yearsOld) ? ages(yearsOld, text) : []),
        ...(may(ageInYear) ? ages(ageInYear, text) : []),
      ]
    : [];
  if (own.length === 0 && digits) own.push(...(may(parentAge) ? ages(parentAge, text) : []));
  const spouse = digits
    ? (may(spouseAge) ? ages(spouseAge, text) : []).filter((n) => !own.includes(n))
    : [];
  // The text with the ages it asks about left out, for reading the visitor's own.
  const unasked = digits ? text.replace(AGES_ASKED_ABOUT, ' ') : text;
  const couple = digits ? unasked.match(coupleAges) : null;
  const coupleList = couple ? [Number(couple[1]), Number(couple[2])] : [];
  const strong = [...new Set([...own, ...spouse, ...(own.length === 0 ? coupleList : [])])];
  // "im 67 … my wife is 67 too": the spouse's age the same as the visitor's.
  const same = digits ? SPOUSE_SAME_AGE.exec(text) : null;
  if (same && strong.length === 1 && strong[0] === Number(same[1] ?? same[2]))
    strong.push(Number(same[1] ?? same[2]));
  const details: Partial<Details> = {};
  if (digits) amounts(text, details);
  careCosts(text, details);
  if (digits) surrenderTerms(text, details);
  if (digits) indexTerms(text, details);
  if (digits) lifePolicy(text, details);
  if (digits) contractTerms(text, details);
  exchangeInto(text, details);
  if (digits) claimsMade(text, details);
  stay(text, details, digits);
  careCouple(text, details);
  admissions(text, details);
  if (digits) taxFigures(text, details);
  drugCost(text, details);
  approvedBill(text, details, digits);
  givingAndDeposit(text, details, digits);
  if (digits) giftsEach(text, details);
  heirs(text, details);
  if (digits) itemizable(text, details);
  cashReserve(text, details);
  if (HOME_SOLD.test(text) && !/\bnursing home\b/.test(text)) details.homeSold = true;
  if (digits) rent(text, details);
  const singleLife = digits ? (may(SINGLE_LIFE) ? SINGLE_LIFE.exec(text) : null) : null;
  const jointLife = digits ? (may(JOINT_SURVIVOR) ? JOINT_SURVIVOR.exec(text) : null) : null;
  if (singleLife && jointLife)
    details.jointSurvivor = {
      single: dollarsIn(singleLife[1] as string, singleLife[2]),
      joint: dollarsIn(jointLife[2] as string, jointLife[3]),
      share: Number(jointLife[1]) / 100,
    };
  else if (digits && may(SINGLE_LIFE_AFTER)) {
    const single = SINGLE_LIFE_AFTER.exec(text);
    const joint = single ? JOINT_AFTER.exec(text) : null;
    // "3,780 with 50% to my husband, or 3,520 with 100% to him": each survivor option after the first.
    const more = joint
      ? [...text.matchAll(JOINT_AFTER_ALL)]
          .slice(1)
          .filter((m) => m[3] !== undefined)
          .map((m) => ({ joint: dollarsIn(m[1] as string, m[2]), share: Number(m[3]) / 100 }))
      : [];
    if (single && joint)
      details.jointSurvivor = {
        single: dollarsIn(single[1] as string, single[2]),
        joint: dollarsIn(joint[1] as string, joint[2]),
        // "2,700 with 100% to my wife": the survivor's share named with the joint check.
        ...(joint[3] ? { share: Number(joint[3]) / 100 } : {}),
        ...(joint[3] && more.length > 0 ? { more } : {}),
      };
  }
  const disabled = digits ? (may(DISABLED_SINCE) ? DISABLED_SINCE.exec(text) : null) : null;
  if (disabled)
    details.disabledSince = {
      year: Number(disabled[2]),
      ...(disabled[1] ? { month: MONTH_INDEX.indexOf(disabled[1]) + 1 } : {}),
    };
  const credits = digits ? (may(CREDITS) ? CREDITS.exec(text) : null) : null;
  if (credits && Number(credits[1]) < 40) details.credits = Number(credits[1]);
  if (
    /\binherit\w*\b|\bleft (?:me|us|it to (?:me|us))\b/.test(text) ||
    (may(PARENT_DIED) && PARENT_DIED.test(text))
  )
    details.inherited = true;
  const improved = digits ? [...(may(IMPROVEMENTS) ? text.matchAll(IMPROVEMENTS) : [])] : [];
  if (improved.length > 0) details.improvements = improved.reduce((sum, m) => sum + amountOf(m), 0);
  if (may(JOINT_ANNUITY) && JOINT_ANNUITY.test(text)) details.jointAnnuity = true;
  else if (/\bsingle[- ]life\b|\bstraight life\b|\blife only\b/.test(text))
    details.jointAnnuity = false;
  const qlac = digits
    ? /\$?(\d[\d,.]*)\s*(k|m)?\s+(?:of (?:that|it) )?(?:is in|is|in|into) (?:a|my|the) qlac\b|\bqlac (?:of|worth|for|with|using) \$?(\d[\d,.]*)\s*(k|m)?|\$?(\d[\d,.]*)\s*(k|m)?\s+(?:(?:longevity|deferred income) annuity\s+)?\(?qlac\b/.exec(
        text,
      )
    : null;
  if (qlac) {
    const figures = (qlac[1] ?? qlac[3] ?? qlac[5]) as string;
    const unit = qlac[2] ?? qlac[4] ?? qlac[6];
    details.qlac = dollarsIn(figures, unit);
    // "a qlac with 150k of my 600k ira": the account it comes out of is the balance RMDs go by.
    const whole =
      /\bof (?:my|our|the) \$?(\d[\d,.]*)\s*(k|m)?\s+(?:(?:traditional|rollover|pre-?tax) )?(?:iras?|401\(?k\)?|403\(?b\)?)\b/.exec(
        text,
      );
    if (whole && (details.assets === undefined || details.assets === details.qlac))
      details.assets = dollarsIn(whole[1] as string, whole[2]);
  }
  if (/\bsimple(?: ira| 401\(?k\)?| plan)\b/.test(text)) details.simplePlan = true;
  if (may(JOINT_ACCOUNT) && JOINT_ACCOUNT.test(text)) details.jointAccount = true;
  if (ROLLED_TO_IRA.test(text)) details.rolledToIra = true;
  const sepp = digits ? SEPP_STARTED.exec(text) : null;
  if (sepp) details.seppStart = Number(sepp[1] ?? sepp[2]);
  const roth = may(ROTH_OPENED) ? ROTH_OPENED.exec(text) : null;
  // "can i still fund a roth ira this year?" asks about a Roth not yet funded.
  if (roth && !ROTH_ASKED.test(text.slice(Math.max(0, roth.index - 30), roth.index)))
    details.rothOpened = yearOf((roth[1] ?? roth[2]) as string);
  const died = DIED_WHEN.exec(text);
  if (died) details.diedYear = yearOf(died[1] as string);
  // The visitor's own, not a spouse's or parent's ("he turns 64 in November").
  const turns = digits ? (may(turnsThisYear) ? turnsThisYear.exec(text) : null) : null;
  const whose = turns ? text.slice(Math.max(0, turns.index - 20), turns.index) : '';
  if (turns && !SOMEONE_ELSE.test(whose)) details.yearEndAge = Number(turns[1]);
  const born = digits ? (may(birthYear) ? text.match(birthYear) : null) : null;
  if (born) details.birthYear = Number(born[1]);
  // The visitor's own birthday, not a spouse's or parent's ("he turns 70 in march").
  const birthdayAt = may(birthday) ? birthday.exec(text) : null;
  const day =
    birthdayAt &&
    !SOMEONE_ELSE.test(text.slice(Math.max(0, birthdayAt.index - 20), birthdayAt.index))
      ? birthdayAt
      : null;
  const dayFirst =
    day || !digits ? null : may(birthdayDayFirst) ? birthdayDayFirst.exec(text) : null;
  if (day) {
    details.birthMonth = MONTH_INDEX.indexOf((day[1] as string).slice(0, 3)) + 1;
    if (day[2]) details.birthDay = Number(day[2]);
  } else if (dayFirst) {
    details.birthMonth = MONTH_INDEX.indexOf((dayFirst[2] as string).slice(0, 3)) + 1;
    details.birthDay = Number(dayFirst[1]);
  }
  const marriage =
    digits && may(MARRIAGE_YEARS) && DIVORCE.test(text) ? MARRIAGE_YEARS.exec(text) : null;
  if (marriage) details.exMarriageYears = Number(marriage[1] ?? marriage[2] ?? marriage[3]);
  const remarried = may(REMARRIED) ? REMARRIED.exec(text) : null;
  if (remarried && !/\bnever remarried\b|\bnot remarried\b|\bhavent remarried\b/.test(text)) {
    if (!REMARRIAGE_ENDED.test(text) && !/\bremarrying\b/.test(remarried[0]))
      details.remarried = remarried[1] ? { age: Number(remarried[1]) } : {};
  }
  const signUp = may(SIGN_UP_MONTH) ? SIGN_UP_MONTH.exec(text) : null;
  if (signUp) details.signUpMonth = MONTH_INDEX.indexOf(signUp[1] as string) + 1;
  const bornIn = digits ? (may(bornMonthYear) ? bornMonthYear.exec(text) : null) : null;
  if (bornIn) {
    details.birthMonth ??= MONTH_INDEX.indexOf((bornIn[1] as string).slice(0, 3)) + 1;
    details.birthYear ??= Number(bornIn[2]);
  }
  const onDay = digits ? (may(turnOnDay) ? turnOnDay.exec(text) : null) : null;
  if (onDay && details.birthDay === undefined) details.birthDay = Number(onDay[1]);
  // "my birthday is the 19th", "born on the 3rd"
  const dayOnly = digits
    ? /\b(?:birthday is|born on|birthday's|birthday on) (?:on )?the (\d{1,2})(?:st|nd|rd|th)\b/.exec(
        text,
      )
    : null;
  if (dayOnly && details.birthDay === undefined && Number(dayOnly[1]) <= 31)
    details.birthDay = Number(dayOnly[1]);
  // "born the first of july, 1961": a birthday on the 1st, which moves Medicare's dates.
  const firstOf = BORN_FIRST_OF.exec(text);
  if (firstOf && details.birthMonth === undefined) {
    details.birthMonth = MONTH_INDEX.indexOf((firstOf[1] as string).slice(0, 3)) + 1;
    details.birthDay = 1;
    if (firstOf[2]) details.birthYear ??= Number(firstOf[2]);
  }
  const starts = may(benefitStart) ? benefitStart.exec(text) : null;
  if (starts && /\b(?:ss|social security|benefits?)\b/.test(text)) {
    details.benefitStartMonth = MONTH_INDEX.indexOf((starts[1] as string).slice(0, 3)) + 1;
    if (starts[2]) details.benefitStartYear = Number(starts[2]);
  }
  if (
    /\b(?:hit|hits|reach|reaches|reaching|turn|turns|turning)\s+(?:my\s+)?(?:full retirement age|fra)\b[^.?!]{0,12}\b(?:in|this)\b/.test(
      text,
    ) ||
    new RegExp(
      String.raw`\b(?:full retirement age|fra)\s+(?:hits|is|comes|arrives|will be)\s+(?:in\s+)?(?:(?:${MONTH_NAMES})\.?\s+)?(?:of\s+)?(?:this year|${THIS_YEAR})\b`,
    ).test(text)
  )
    details.fraThisYear = true;
  const bracket = digits ? (may(BRACKET_TO_FILL) ? BRACKET_TO_FILL.exec(text) : null) : null;
  if (bracket) details.bracketRate = Number(bracket[1] ?? bracket[2]);
  // "im in the 22% federal bracket and mass is 5%": the rates a withdrawal is taxed at.
  const federal = digits && !bracket ? OWN_BRACKET.exec(text) : null;
  if (federal) details.federalRate = Number(federal[1] ?? federal[2] ?? federal[3]);
  // Of a benefit check, not a withdrawal from a plan or a paycheck, which are withheld otherwise.
  const withhold = digits && !OTHER_WITHHOLDING.test(text) ? WITHHOLD_RATE.exec(text) : null;
  if (withhold) details.withholdRate = Number(withhold[1] ?? withhold[2]);
  const state = digits ? STATE_RATE.exec(text) : null;
  if (state) details.stateRate = Number(state[1] ?? state[2]);
  const growth = digits ? (may(GROWTH) ? GROWTH.exec(text) : null) : null;
  if (growth) details.growth = Number(growth[1] ?? growth[2]) / 100;
  const inflation = digits ? (may(INFLATION) ? INFLATION.exec(text) : null) : null;
  if (inflation) details.inflation = Number(inflation[1] ?? inflation[2]) / 100;
  // "how many years till my 50k budget needs to be 100k", "when do prices double": a rise asked
  // about, by its end or as a doubling.
  if (digits && HOW_LONG.test(text)) {
    const rise = GROWS_TO.exec(text);
    if (rise) {
      details.growFrom = dollarsIn(rise[1] as string, rise[2]);
      details.growTo = dollarsIn(rise[3] as string, rise[4]);
    } else if (DOUBLES.test(text)) details.growTo = 2 * (details.growFrom ?? 1);
  }
  // "withdraw 4% of my 750k this year": the first year's draw on the 4% rule, and the savings.
  const share = digits ? RULE_DRAW.exec(text) : null;
  if (share) {
    const savings = dollarsIn(share[2] as string, share[3]);
    details.taken ??= (Number(share[1]) / 100) * savings;
    details.assets ??= savings;
  }
  const ahead = digits ? (may(YEARS_AHEAD) ? YEARS_AHEAD.exec(text) : null) : null;
  if (ahead) details.yearsAhead = Number(ahead[1] ?? ahead[2]);
  const decades = digits || /\bdecades?\b/.test(text) ? DECADES_AHEAD.exec(text) : null;
  if (decades && details.yearsAhead === undefined)
    details.yearsAhead =
      10 * (decades[1] === undefined ? 1 : /^(?:2|two)$/.test(decades[1]) ? 2 : 3);
  const pool = digits
    ? ((may(BENEFIT_POOL) ? BENEFIT_POOL.exec(text) : null) ??
      (CARE.test(text) ? BARE_POOL.exec(text) : null))
    : null;
  if (pool) details.benefitPool = dollarsIn((pool[1] ?? pool[3]) as string, pool[2] ?? pool[4]);
  if (
    details.otherIncome === undefined &&
    /\b(?:my|our|the) only income\b|\bno other income\b/.test(text)
  )
    details.otherIncome = 0;
  const late = digits ? (may(LATE) ? LATE.exec(text) : null) : null;
  if (late) {
    details.monthsLate =
      Number(late[1] ?? late[3] ?? late[5] ?? late[7]) *
      (/^y/.test(late[2] ?? late[4] ?? late[6] ?? late[8] ?? '') ? 12 : 1);
    details.latePart = /\bpart d\b|\bdrug|\bprescription/.test(text) ? 'D' : 'B';
  }
  if (details.monthsLate === undefined) {
    const spelled = LATE_SPELLED.exec(text);
    if (spelled) {
      details.monthsLate =
        spelledCount(spelled[1] as string) * (/^y/.test(spelled[2] as string) ? 12 : 1);
      details.latePart = /\bpart d\b|\bdrug|\bprescription/.test(text) ? 'D' : 'B';
    }
  }
  const claim = digits ? (may(claimAt) ? claimAt.exec(text) : null) : null;
  if (claim) {
    // "at 64 and a half": half a year more, 6 months nearer full retirement age.
    const half =
      claim[2] === undefined &&
      /^\s*(?:and a half|½|1\/2)\b/.test(text.slice((claim.index ?? 0) + claim[0].length));
    details.claimAge = Number(claim[2] ?? claim[1]) + (half ? 0.5 : 0);
  }
  // "start at 64 and 6 months", "halfway between 64 and 65, meaning 64 and 6 months": an age in
  // years and months, for a claim (not the full retirement age, "66 and 10 months", nor the
  // visitor's own, "i'm 67 and 3 months").
  const inMonths = digits ? AGE_AND_MONTHS.exec(text) : null;
  if (
    inMonths &&
    CLAIM_WORD.test(text) &&
    !/\b(?:retirement age|fra)\b[^.?!]{0,12}$|\b(?:i'?m|i am|aged?|now|turned|turning)\s*$/.test(
      text.slice(0, inMonths.index),
    ) &&
    (details.claimAge === undefined || details.claimAge === Number(inMonths[1]))
  )
    details.claimAge = Number(inMonths[1]) + Number(inMonths[2]) / 12;
  // "starting at 64 vs 70", "whats the difference between 62 and 67", "how much if i start at
  // 64, and how much if i hold out to 68": two ages weighed.
  const pair = digits && claim ? TWO_CLAIM_AGES.exec(text) : null;
  const asked = claim
    ? [...text.matchAll(CLAIM_AT_ALL)].map((m) => Number(m[2] ?? m[1])).filter((a) => a <= 70)
    : [];
  const [first, second] = pair ? [Number(pair[1]), Number(pair[2])] : [asked[0], asked[1]];
  if (first !== undefined && second !== undefined && first !== second) {
    details.claimAge = first;
    details.compareAge = second;
  }
  // "if i live to 85", "until 90": the age a lifetime total is counted to.
  const lives = digits ? LIVES_TO.exec(text) : null;
  if (lives) details.livesTo = Number(lives[1] ?? lives[2]);
  // "what if my husband passes before we sell" asks the widowed case, still married today.
  // "if i die first, what will my wife get as a widow": the widow is the spouse, not the visitor.
  const survivedBy = OWN_DEATH.test(text) && !SPOUSE_DIED.test(text);
  if (
    !survivedBy &&
    ((may(bereaved) && bereaved.test(text)) || (may(SPOUSE_DIES) && SPOUSE_DIES.test(text)))
  )
    details.widowed = true;
  // "my husband died and left everything to me": the estate asked about is the late spouse's.
  if (details.widowed && LEFT_TO_ME.test(text)) details.fromSpouse = true;
  // "head of household", or a relative at home whose costs the visitor pays: that filing status.
  if (HEAD_OF_HOUSEHOLD.test(text) || (KEEPS_A_HOME_FOR.test(text) && PAYS_FOR_IT.test(text)))
    details.headOfHousehold = true;
  // "legally blind since last year": the additional standard deduction for blindness.
  if (BLIND.test(text)) details.blind = true;
  // "what would i get as a widow" asks the widowed case too, of a visitor married today.
  const today = text.replace(WIDOW_TO_BE, ' ');
  if (single.test(today) || bereaved.test(today)) details.married = false;
  else if ((may(married) && married.test(wedded(text))) || couple) details.married = true;
  if (may(SEPARATE_RETURNS) && SEPARATE_RETURNS.test(text)) {
    details.married = true;
    details.separately = may(LIVING_APART) && LIVING_APART.test(text) ? 'apart' : 'together';
  }
  const staff = digits ? (may(employees) ? text.match(employees) : null) : null;
  if (staff) details.employees = Number((staff[1] as string).replace(/,/g, ''));
  // "my wife doesn't work" says nothing of the visitor's own work.
  const spouseNoPay = may(SPOUSE_NO_PAY) ? SPOUSE_NO_PAY.exec(text) : null;
  if (spouseNoPay) details.spouseNoPay = true;
  const ownWork = spouseNoPay ? text.replace(spouseNoPay[0], ' ') : text;
  if (may(OWN_NO_RECORD) && OWN_NO_RECORD.test(ownWork)) details.ownNoRecord = true;
  if (may(NOT_WORKING) && NOT_WORKING.test(ownWork)) details.working = false;
  else if (may(WORKING) && WORKING.test(ownWork)) details.working = true;
  if (details.working && /\biras?\b/.test(text)) details.planAtWork = false;
  else if (details.working && PLAN_AT_WORK.test(text)) details.planAtWork = true;
  // An inherited IRA's late owner had started RMDs, or had not ("died at 81", "before her rmds").
  const diedAt = digits ? DIED_AT.exec(text) : null;
  if (HEIR_DISABLED.test(text)) details.heirDisabled = true;
  if (details.inherited) {
    const was = diedAt ?? (digits ? OWNER_WAS.exec(text) : null);
    if (was) details.ownerAge = Number(was[1]);
    const by = LEFT_BY.find(([pattern]) => pattern.test(text));
    if (by) details.leftBy = by[1];
  }
  if (OWNER_NO_RMDS.test(text) || (diedAt && Number(diedAt[1]) < 73)) details.ownerRmds = false;
  else if (OWNER_RMDS.test(text) || (diedAt && Number(diedAt[1]) >= 75)) details.ownerRmds = true;
  const earlier = digits ? LEFT_EARLIER_JOB.exec(text) : null;
  if (earlier) details.leftEarlierAt = Number(earlier[1] ?? earlier[2]);
  if (may(TERMINAL) && TERMINAL.test(text)) details.terminal = true;
  if (JUDGED.test(text)) details.judged = true;
  if (TOO_MUCH.test(text)) details.askedTooMuch = true;
  if (UNTAXED_ASKED.test(text)) details.askedUntaxed = true;
  if (DELAY_ASKED.test(text)) details.delayAsked = true;
  if (OWN_NOT_CLAIMED.test(text)) details.ownNotClaimed = true;
  const swapped = details.withdrawal ?? details.taken;
  if (swapped !== undefined && FROM_ROTH_INSTEAD.test(text)) details.rothInstead = swapped;
  const plan = workPlan(text, details.married);
  if (plan) details.workPlan = plan;
  if (
    /\bfamily (?:(?:high[- ]deductible|hdhp|health|insurance) )?(?:coverage|plan|hsa|policy|hdhp)\b/.test(
      text,
    )
  )
    details.family = true;
  else if (/\bself[- ]only\b|\bjust me\b|\bsingle (?:coverage|plan|hdhp)\b/.test(text))
    details.family = false;
  // "at 62" beside a benefit amount or a claim is a claiming age, not the visitor's.
  const claiming =
    details.claimAge !== undefined ||
    details.benefitAt !== undefined ||
    details.spouseClaimAge !== undefined;
  const weak = !digits
    ? []
    : claiming
      ? may(loneAge)
        ? ages(loneAge, text)
        : []
      : [...ages(atAge, unasked), ...(may(loneAge) ? ages(loneAge, text) : [])];
  // "we're married and both over 65": two ages at or over 65 when no ages are given.
  if (strong.length === 0 && digits && /\bboth (?:over|at least|older than) 65\b/.test(text))
    strong.push(65, 65);
  // "married, both 70": two people of that age.
  const both = digits
    ? /\bboth (?:are |of us (?:are )?|aged? )?(\d{2})\b(?!\s*(?:k\b|%|years|months))/.exec(text)
    : null;
  if (strong.length === 0 && both && Number(both[1]) >= AGE_MIN && Number(both[1]) <= AGE_MAX)
    strong.push(Number(both[1]), Number(both[1]));
  // Claiming now, with the full benefit known, is claiming at the visitor's own age ("laid off
  // at 63 ... my fra amount is 2,400. what would i get if i file now").
  const nowAge = own[0] ?? weak[0];
  if (
    details.claimAge === undefined &&
    details.fullBenefit !== undefined &&
    nowAge !== undefined &&
    nowAge >= 62 &&
    nowAge <= 70 &&
    may(claimNow) &&
    claimNow.test(text)
  )
    details.claimAge = nowAge;
  return { ages: strong, ownAge: own.length > 0, weakAges: weak, details };
}

/** No details given. */
export const NO_DETAILS: Details = { ages: [], monthly: [], benefitAt: [] };

/** A question about the spouse: "same for her?", "and my husband?", "what about him". */
const ABOUT_SPOUSE =
  /\b(?:for|about) (?:her|him|my (?:wife|husband|spouse|partner))\b|\b(?:and|what about|how about) (?:my )?(?:wife|husband|spouse|partner|her|him)\b/i;

/**
 * `read` of a message, read once (`remembered`) and frozen: a message is read as it is answered,
 * for the topic it was about when the next turn is answered, and as an earlier message on every
 * turn after.
 */
const readOnce = remembered((text: string): Found => {
  const { ages, ownAge, weakAges, details } = read(text);
  for (const value of Object.values(details)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze({
    ages: Object.freeze(ages) as number[],
    ownAge,
    weakAges: Object.freeze(weakAges) as number[],
    details: Object.freeze(details),
  });
});

/**
 * The visitor's details: the message's, then their earlier messages', newest first, so a later
 * statement overrides an earlier one. Ages stated plainly ("I'm 61") anywhere in the
 * conversation come before passing mentions ("at 64").
 */
export function readDetails(message: string, history: readonly HistoryTurn[]): Details {
  const earlier = history
    .filter((t) => t?.role === 'user' && typeof t.content === 'string')
    .map((t) => readOnce(t.content.slice(0, 1000)))
    .reverse();
  const found = [message.length <= 1000 ? readOnce(message) : read(message), ...earlier];
  // A message's details hold only what it gave (never an empty list), so laid over each other
  // oldest first, each detail is the newest message's that gave it. (Onto a literal: V8 adds
  // properties to a spread copy, `{ ...NO_DETAILS }`, many times more slowly.)
  const merged: Details = Object.assign(
    { ages: [], monthly: [], benefitAt: [] },
    ...found.map((f) => f.details).reverse(),
  );
  // Checks at claiming ages add up over the conversation ("3,720 at 70", then "the 2,100 at
  // 62"): the newest message's first, then an earlier message's at an age not given since.
  const atAges = found.flatMap((f) => f.details.benefitAt ?? []);
  if (atAges.length > merged.benefitAt.length)
    merged.benefitAt = atAges.filter((b, i) => atAges.findIndex((o) => o.age === b.age) === i);
  // An index's change told year by year ("went up 14%", then "and if it drops 10% next year?"):
  // each contract year's, oldest first.
  const moves = found.flatMap((f) => f.details.indexReturns ?? []).reverse();
  if (moves.length > 1) merged.indexReturns = moves;
  const newest = found.find((f) => f.ages.length > 0);
  merged.ages = newest?.ages ?? found.find((f) => f.weakAges.length > 0)?.weakAges ?? [];
  // "im 66 …" then "we're married and he's 61, does that change it": the visitor's own age stays,
  // the spouse's beside it; a question about the spouse ("same for her?") is about theirs alone.
  const own =
    newest && !newest.ownAge && !ABOUT_SPOUSE.test(message)
      ? found.find((f) => f.ownAge)
      : undefined;
  if (own && newest) merged.ages = [own.ages[0] as number, ...newest.ages];
  // A claim told in the newest message ("when i start at 70") is no longer one held off.
  const now = (found[0] as Found).details;
  // A balance given since ("what about my old ira? it had 300k") is not the plan at work's.
  if (now.assets !== undefined && now.planAtWork === undefined) delete merged.planAtWork;
  if (now.planAtWork === undefined && /\biras?\b/i.test(message) && merged.working)
    merged.planAtWork = false;
  if (now.claimAge !== undefined && !now.ownNotClaimed) delete merged.ownNotClaimed;
  // "what if i took that 19k from my roth instead": the other income told before, less it (a
  // qualified Roth withdrawal is not income).
  if (now.rothInstead !== undefined) {
    const before = found.slice(1).find((f) => f.details.otherIncome !== undefined);
    merged.otherIncome = Math.max(
      0,
      (before?.details.otherIncome ?? now.rothInstead) - now.rothInstead,
    );
  } else delete merged.rothInstead;
  // "what if that second admission had been in march instead": the later of the admissions told
  // before moves to that month.
  if (now.readmissionMonth !== undefined && merged.admissionMonths !== undefined)
    merged.admissionMonths = [...merged.admissionMonths.slice(0, -1), now.readmissionMonth];
  delete merged.readmissionMonth;
  return merged;
}
