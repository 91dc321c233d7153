/**
 * Decides what a message is: small talk, out of scope, a request for a personal recommendation,
 * or a question for the knowledge base (using recent history for follow-ups).
 * Both the embedded answers and the LLM prompt are built from this one decision.
 */
import { buildQuery, type Match, search } from './retrieve.ts';
import { words } from './text.ts';
import type { AnswerKind, HistoryTurn } from './types.ts';

/**
 * The best topic is trusted when it scores at least MIN_SCORE and covers enough of the message's
 * words; the higher the score, the less coverage it needs.
 */
const MIN_SCORE = 2;
const COVERAGE_NEEDED: ReadonlyArray<readonly [score: number, coverage: number]> = [
  [8, 0],
  [5, 0.35],
  [MIN_SCORE, 0.45],
];
/**
 * Topics of the conversation considered for a follow-up, and the weight of earlier turns: more
 * when the message points back ("how much does it cost?"), less when it names something new
 * ("and for my wife?"), so its own words can move to a sibling topic.
 */
const CANDIDATES = 8;
const CONTEXT_WEIGHT = { pointsBack: 0.2, namesNew: 0.05 };

/** Phrases that try to change the assistant's instructions; they are removed and ignored. */
const INJECTION: readonly RegExp[] = [
  /\b(?:ignore|disregard|forget|override|bypass|skip)\b(?:\s+[\w'-]+){0,5}?\s+(?:instructions?|rules?|prompts?|guidelines|directives|constraints|programming|restrictions|guardrails|context)\b/gi,
  /\b(?:you are now|you're now|from now on,? you(?: are|'re)?|act as|pretend (?:to be|you are|you're)|role-?play as|simulate)\b(?:\s+(?!and\b)[\w'-]+){0,4}/gi,
  /\b(?:reveal|show|print|repeat|output|display|leak|give me|tell me|what(?:'s| is| are))\b(?:\s+[\w'-]+){0,4}?\s+(?:system prompt|initial prompt|hidden prompt|prompt|instructions|rules|configuration|guidelines)\b/gi,
  /\b(?:jailbreak|jail-break|dan mode|developer mode|god mode|sudo mode)\b/gi,
  /<\|?\/?(?:system|assistant|im_start|im_end|user)\|?>/gi,
  /^\s*(?:system|assistant|developer)\s*:/gim,
  /\byou (?:may|can|must|should|are (?:now )?(?:allowed|permitted|free) to)\s+(?:now\s+)?(?:give|provide|ignore|bypass|reveal|say|break)\b[^.?!\n]*/gi,
];

const GREETING =
  /\b(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening|day)|how are you|how's it going|what's up)\b/i;
const THANKS =
  /\b(?:thanks?|thank you|thx|ty|much appreciated|appreciate (?:it|that|you|the help)|cheers|bye|goodbye|that helps|that helped|got it|perfect|great answer)\b/i;

/** Words that carry no question on their own (pleasantries around a greeting or thanks). */
const PLEASANTRY = new Set(
  (
    'good morn afternoon evening day there great awesome cool nice help helpful appreciat ' +
    'apprecia much bye goodbye cheer everyone folk team guy thx ty thank perfect answer got ' +
    'sound wonderful lovely excellent fantastic amazing super today doing fine well glad happy'
  ).split(' '),
);

/** Clear signs of a topic we do not cover. */
const OFF_TOPIC =
  /\b(?:weather|forecast|rain|snow|sports?|game|score|celtics|red sox|patriots|bruins|nba|nfl|recipe|cook|bake|movie|film|song|lyrics|poem|joke|code|coding|python|javascript|typescript|program|programming|html|css|sql|bug|compile|translate|capital of|president|election|horoscope|dating|restaurant|pizza|vacation spot|flight|hotel|homework|essay)\b/i;

/** Words that show a money, tax, insurance or retirement question. */
const IN_DOMAIN =
  /\b(?:tax|retir|insur|invest|money|saving|income|pension|benefit|medicare|medicaid|medigap|ira|roth|401|403|rmd|qcd|hsa|irmaa|annuit|estate|inherit|financ|budget|debt|mortgage|loan|credit|social security|ss\b|portfolio|dividend|bond|interest rate|planner|advis|1099|w-?2\b|deduct|beneficiar|trust)/i;

/** Requests for a personal pick or sign-off, which need a licensed person. */
const RECOMMEND_ASK =
  /\b(?:should i|shall i|do you (?:recommend|suggest)|would you (?:recommend|suggest|buy|pick|do)|can you (?:recommend|suggest|pick|choose)|what would you (?:buy|pick|choose|do)|tell me (?:which|what) (?:to|i should)|is (?:this|that|it|my) (?:\w+ ){0,4}(?:a )?(?:good|bad|smart|wise|safe|worth)|are (?:these|those|my) (?:\w+ ){0,3}(?:good|bad|worth))\b/i;
const SPECIFIC =
  /\b(?:(?:this|that|these|those|my agent'?s?|the agent'?s?)\s+(?:[\w-]+\s+){0,3}?(?:annuit\w*|polic\w*|contracts?|funds?|stocks?|etfs?|offers?|products?|deals?|proposals?|illustrations?|investments?|insurers?|compan\w*|paperwork|papers|application)|stocks?|shares|etfs?|mutual funds?|bitcoin|crypto\w*|ticker|specific|sign(?!\s+up)|insurer|carrier|tesla|apple|nvidia|amazon)\b/i;
const PICK_A_SECURITY =
  /\b(?:which|what|best|top|hot)\s+(?:\w+\s+)?(?:stocks?|shares|etfs?|mutual funds?|cryptos?|coins?|penny stocks?)\b/i;
/** Picking a provider: "which annuity company is best", "top insurers for medigap". */
const PICK_A_PROVIDER =
  /\b(?:which|what|best|top)\s+(?:[\w-]+\s+){0,2}(?:compan(?:y|ies)|insurers?|carriers?|brokers?|firms? to use)\b/i;
/** Market timing: "is gold a good buy right now", "should I sell before the election". */
const TIMING =
  /\b(?:buy|sell|invest\w*|get out of the market)\b.*\b(?:right now|today|this week|this month|before the (?:election|crash))\b|\bgood time to (?:buy|sell|invest|get out)\b/i;

/** Words that ask about the previous answer rather than name a subject. */
const GENERIC = new Set(
  'risk downsid pro con benefit advantag disadvantag upsid next step example detail'.split(' '),
);

/** Acknowledgements that may open a follow-up ("thanks, and ..."). */
const LEAD = /^\s*(?:thanks?|thank you|thx|ok(?:ay)?|great|cool|got it|perfect|sure)\b[\s,.!]*/i;

/** Words that point back to the previous answer. */
const PRONOUN = /\b(?:it|that|this|them|those)\b/i;

/** Short replies that lean on the previous turn. */
const FOLLOW_UP =
  /^\s*(?:and|also|what about|how about|what if|but|so|same|then|ok(?:ay)?,? (?:and|so|what)|for (?:my|a|the|her|him)|does (?:that|this|it)|is (?:that|this|it)|are (?:they|those)|can (?:she|he|we|they|i also)|how (?:does|do|is) (?:that|this|it))\b/i;

export interface Understanding {
  kind: AnswerKind;
  /** Best topics first; empty for small talk and out-of-scope messages. */
  matches: Match[];
}

export function stripInjection(message: string): { text: string; found: boolean } {
  let text = message;
  for (const pattern of INJECTION) text = text.replace(pattern, ' ');
  if (text === message) return { text, found: false };
  return {
    text: text
      .replace(/\s+/g, ' ')
      .replace(/^[\s.,;:!-]+/, '')
      .trim(),
    found: true,
  };
}

function contentWords(text: string): string[] {
  return words(text).filter((w) => !PLEASANTRY.has(w));
}

function confident(m: Match | undefined): m is Match {
  if (m === undefined) return false;
  const needed = COVERAGE_NEEDED.find(([score]) => m.score >= score);
  return needed !== undefined && m.coverage >= needed[1];
}

/**
 * Ranks topics for the message. A follow-up ("and for my wife?", "what are the risks?") is
 * ranked among the topics of the last user turns, by its own words, with a little weight from
 * those turns to break ties; with no words of its own, it stays on the conversation's topic.
 */
function rank(text: string, history: readonly HistoryTurn[]): Match[] {
  const alone = search(buildQuery([[text, 1]]));
  const previous = history
    .filter((t) => t?.role === 'user' && typeof t.content === 'string')
    .slice(-2)
    .map((t) => stripInjection(t.content.slice(0, 500)).text);
  const cue = FOLLOW_UP.test(text.replace(LEAD, ''));
  const own = contentWords(text).filter((w) => !GENERIC.has(w));
  if (previous.length === 0 || !(cue || own.length <= 3 || !confident(alone[0]))) return alone;

  const before = search(buildQuery([[previous.join(' '), 1]]), CANDIDATES);
  const stay = before.slice(0, 3).map((m) => ({ ...m, coverage: 1 }));
  if (own.length === 0) return stay;
  const conversation = new Set(before.map((m) => m.topic.id));
  const query = buildQuery([
    [text, 1],
    ...previous.map((p): [string, number] => [
      p,
      PRONOUN.test(text) ? CONTEXT_WEIGHT.pointsBack : CONTEXT_WEIGHT.namesNew,
    ]),
  ]);
  const onTopic = search(query, Number.POSITIVE_INFINITY)
    .filter((m) => conversation.has(m.topic.id) && m.coverage > 0)
    .slice(0, 3);
  const top = onTopic[0];
  const best = alone[0];
  // Nothing in the conversation matches: "it"/"that" still points back, a bare cue only when
  // the message alone finds nothing better.
  if (!top) {
    const pointsBack = PRONOUN.test(text) || (cue && !confident(best));
    return pointsBack && !OFF_TOPIC.test(text) ? stay : alone;
  }
  // The message alone wins when it points to a topic outside the conversation that matches
  // more of its words.
  if (confident(best) && !conversation.has(best.topic.id) && best.coverage > top.coverage) {
    return alone;
  }
  return onTopic.map((m) => ({ ...m, score: Math.max(m.score, MIN_SCORE), coverage: 1 }));
}

export function understand(message: string, history: readonly HistoryTurn[]): Understanding {
  const { text, found: injected } = stripInjection(message);
  const followsUp =
    FOLLOW_UP.test(text.replace(LEAD, '')) && history.some((t) => t?.role === 'user');
  if (contentWords(text).length === 0 && !followsUp) {
    if (THANKS.test(text)) return { kind: 'thanks', matches: [] };
    if (GREETING.test(text)) return { kind: 'greeting', matches: [] };
    return { kind: injected ? 'out_of_scope' : 'fallback', matches: [] };
  }
  if (
    PICK_A_SECURITY.test(text) ||
    PICK_A_PROVIDER.test(text) ||
    TIMING.test(text) ||
    (RECOMMEND_ASK.test(text) && SPECIFIC.test(text))
  ) {
    return { kind: 'handoff', matches: rank(text, history).filter(confident).slice(0, 1) };
  }
  const inDomain = IN_DOMAIN.test(text);
  if (OFF_TOPIC.test(text) && !inDomain) return { kind: 'out_of_scope', matches: [] };
  const matches = rank(text, history);
  if (confident(matches[0])) return { kind: 'topic', matches };
  return { kind: inDomain ? 'fallback' : 'out_of_scope', matches: [] };
}
