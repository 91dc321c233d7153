/**
 * Decides what a message is: small talk, out of scope, a request for a personal recommendation,
 * or one or two questions for the knowledge base, each read as a topic and the facet (point)
 * that answers it, with how sure the engine is of that reading. An everyday request beside a
 * money question is set aside to be declined; context sentences ("My husband died in March.")
 * inform the reading without being taken for the question; a follow-up resolves against the
 * conversation's topic unless it names another subject. Both the embedded answers and the LLM
 * prompt are built from this one decision.
 */
import { ABSTAIN_BELOW } from './compose.ts';
import { NO_DETAILS, readDetails, WIDOW_TO_BE } from './details.ts';
import { TOPICS } from './kb/index.ts';
import {
  buildQuery,
  choosePoint,
  completeSets,
  givesAll,
  knownBy,
  knownWord,
  type Match,
  namedSubjects,
  otherSubjects,
  ownQuestionTopic,
  type PointMatch,
  presumesOther,
  search,
  subjectArea,
  subjectWord,
  titled,
  topicHas,
  topicPoints,
  worksFromNumbers,
} from './retrieve.ts';
import { Starts } from './starts.ts';
import {
  NOT_A_PERSON,
  namesOtherPlace,
  normalize,
  PLACES,
  remembered,
  rememberedBy,
  words,
} from './text.ts';
import type { AnswerKind, Details, HistoryTurn, Point, Topic } from './types.ts';
import { asksAmount } from './wants.ts';

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
const CANDIDATES = 12;
/** Topics a question read alone is weighed among, before the visitor's numbers re-rank them. */
const CANDIDATES_ALONE = 5;
const CONTEXT_WEIGHT = { pointsBack: 0.2, namesNew: 0.05, context: 0.35, briefQuestion: 0.8 };
/**
 * How far the last answer's topic leads a follow-up it answers: past the most a worked answer
 * of another topic adds (`WORKED_TOPIC_BOOST`).
 */
const LAST_TOPIC_LEAD = 2;
/** How well the last answer's topic must fit a question to keep it: coverage, and share of the best score. */
const LAST_TOPIC_FIT = { coverage: 0.75, share: 0.5 };
/** Questions of one message answered at most. */
const MAX_QUESTIONS = 2;

/** Phrases that try to change the assistant's instructions; they are removed and ignored. */
const INJECTION: readonly RegExp[] = [
  /\b(?:ignore|disregard|forget|override|bypass|skip)\b(?:\s+[\w'-]+){0,5}?\s+(?:instructions?|rules?|prompts?|guidelines|directives|constraints|programming|restrictions|guardrails|context)\b/gi,
  /\b(?:you are now|you're now|from now on,? you(?: are|'re)?|act as|pretend (?:to be|you are|you're)|role-?play as|simulate)\b(?:\s+(?!and\b)[\w'-]+){0,4}/gi,
  /\b(?:reveal|show|print|repeat|output|display|leak|give me|tell me|what(?:'s| is| are))\b(?:\s+[\w'-]+){0,4}?\s+(?:system prompt|initial prompt|hidden prompt|prompt|instructions|rules|configuration|guidelines)\b/gi,
  // "print everything above this line including your rules".
  /\b(?:reveal|show|print|repeat|output|display|copy)\b(?:\s+me)?\s+(?:everything|all(?: of)?(?: the)?(?: text)?|the text|the whole (?:conversation|prompt))\s+(?:above|before)\b(?:\s+[\w'-]+){0,6}/gi,
  /\b(?:jailbreak|jail-break|dan mode|developer mode|god mode|sudo mode)\b/gi,
  /<\|?\/?(?:system|assistant|im_start|im_end|user)\|?>/gi,
  /^\s*(?:system|assistant|developer)\s*:/gim,
  /\byou (?:may|can|must|should|are (?:now )?(?:allowed|permitted|free) to)\s+(?:now\s+)?(?:give|provide|ignore|bypass|reveal|say|break)\b[^.?!\n]*/gi,
];

const GREETING =
  /\b(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening|day)|how are you|how's it going|what's up)\b/i;
/** A message that opens with a hello: "hello there, …", "good morning! …". */
const OPENS_WITH_HELLO =
  /^\s*(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening|day))\b[\s,!.]*(?:there\b[\s,!.]*)?/i;
/** Asking what this chat can do: "what can you help me with?", "what can i ask you?". */
const CAPABILITY =
  /\b(?:what (?:else )?(?:can|do) you (?:help(?: me| us)?(?: with)?|do|answer)|how can you help|what (?:kind|sort|type)s? of (?:questions|things|help)|what can i ask)\b/i;
const THANKS =
  /\b(?:thanks?|thank you|thx|ty|much appreciated|appreciate (?:it|that|you|the help)|cheers|bye|goodbye|that helps|that helped|got it|perfect|great answer|(?:much |most )?obliged|(?:that |this )?clear(?:s|ed)? (?:it|that|things)(?: (?:all|right|so|really))? up|(?:god )?bless (?:you|u)|makes sense now|very helpful|so helpful|you(?:.ve| have) been (?:a great |a big |very |so )?help(?:ful)?)\b/i;

/** Words that carry no question on their own (pleasantries around a greeting or thanks). */
const PLEASANTRY = new Set(
  (
    'good morn afternoon evening day there great awesome cool nice help helpful appreciat ' +
    'apprecia much bye goodbye cheer everyone folk team guy thx ty thank perfect answer got ' +
    'sound wonderful lovely excellent fantastic amazing super today doing fine well glad happy ' +
    'u you dear hon honey sweetie so very helps helped ok okay anybody anyon somebody someon here ' +
    'chat thing'
  ).split(' '),
);

/**
 * A choice of medicine or treatment, or a question of how to take one: a doctor's or a
 * pharmacist's question ("which is better for blood pressure, lisinopril or amlodipine", "is
 * atorvastatin safe with grapefruit"), not a coverage one (a message naming Medicare or a plan
 * stays in the firm's subjects).
 */
const DRUG_NAME =
  '[a-z]+(?:pril|dipine|statin|olol|sartan|formin|prazole|tidine|cillin|mycin|profen|azepam|oxetine|triptan|gliptin|gliflozin|glutide|thiazide)';
const MEDICAL = [
  // which is better for a condition: "better for blood pressure"
  `(?:better|best|safer|stronger|work(?:s)? better) (?:for|at (?:lowering|treating)) (?:my |high |low |a )?(?:blood pressure|cholesterol|diabetes|blood sugar|a1c|arthritis|heart|sleep|insomnia|anxiety|depression|migraines?|headaches?|back pain|pain|knees?|acid reflux|heartburn|allerg(?:y|ies)|asthma|copd|thyroid|memory|gout|constipation)`,
  // one drug against another: "lisinopril or amlodipine"
  String.raw`${DRUG_NAME} (?:or|vs\.?|versus) [a-z]+|[a-z]+ (?:or|vs\.?|versus) ${DRUG_NAME}`,
  // is a drug safe: "is atorvastatin safe", "are my pills ok"
  `(?:is|are) (?:it )?(?:${DRUG_NAME}|aspirin|tylenol|advil|ibuprofen|insulin|my (?:pills|meds|medicines?|medications?)) (?:safe|ok|okay|alright|bad)`,
  // side effects of a medicine or a shot
  String.raw`side effects? of (?:my |the |this |that )?(?:[\w-]+ )?(?:pills?|meds|medicines?|medications?|vaccines?|shots?)`,
  // whether to take, stop or switch a medicine
  String.raw`(?:should|can|do) i (?:take|stop taking|start taking|switch to|go off|cut back on|double up on) (?:my |the |a |an |more )?(?:[\w-]+ ){0,2}?(?:pills?|meds|medicines?|medications?|statins?|aspirin|insulin|blood thinners?|${DRUG_NAME})\b`,
  // an operation now or later: "knee replacement now or wait"
  `(?:knee|hip|shoulder|cataract|back|heart|bypass|valve) (?:replacement|surgery|operation) (?:now or|or (?:physical therapy|pt|wait))`,
  // which medicine or treatment works
  `what (?:medicine|medication|pill|treatment|drug) (?:is best|is better|should i|works)`,
].join('|');

/** Clear signs of a topic we do not cover, everyday chores and gadgets included. */
const OFF_TOPIC = new RegExp(
  String.raw`\b(?:` +
    [
      // weather
      `weather|forecast|rain|snow`,
      // sports and teams
      `sports?|game|score|celtics|red sox|patriots|bruins|nba|nfl`,
      // cooking
      `recipe|cook|bake`,
      // films, songs, poems and jokes
      `movie|film|song|lyrics|poem|joke`,
      // programming and translation
      `code|coding|python|javascript|typescript|programming|html|css|sql|bug|compile|translate`,
      // general knowledge, horoscopes, dating
      `capital of|president|election|horoscope|dating`,
      // restaurants and travel
      `restaurant|pizza|vacation spot|flight|hotel`,
      // a table booked for a party ("reserve legal sea foods friday 7pm for two")
      String.raw`(?:reserve|book) [^.?!]{0,40}?\b(?:table|dinner|lunch|brunch|restaurant|\d{1,2}(?::\d\d)?\s?(?:am|pm))\b[^.?!]{0,30}?\bfor (?:two|three|four|five|six|[2-9])\b`,
      // schoolwork
      `homework|essay`,
      // gadgets, the internet, television
      `printer|wi-?fi|router|internet|computer|laptop|ipad|iphone|android|tablet|e-?mail|password|facebook|television|tv|netflix|remote control`,
      // a landlord, a plumber, a mechanic
      `landlord|plumber|mechanic`,
      // the car
      `brakes?|tires?|oil change|transmission|check engine|windshield`,
      // repairs about the house and yard
      String.raw`sump pump|furnace|boiler|water heater|dishwasher|washing machine|dryer|refrigerator|fridge|garbage disposal|faucet|toilets?|leaky|clogged|gutters?|snow ?blower|lawn ?mower|garden\w*|lawn`,
      // groceries, dinner, reservations
      String.raw`grocer\w*|soup|dinner|reservations?|table for \w+|book me`,
      // cards, notes and letters to write
      String.raw`(?:birthday|graduation|greeting|get[- ]well|sympathy|thank[- ]you|christmas|holiday|anniversary) (?:card|note|message|text)s?|write (?:me )?(?:a|an|my|the) (?:\w+ ){0,3}?(?:card|note|letter|text|speech|toast|poem|story)`,
      // tradespeople and services
      `florists?|electricians?|roofers?|painters?|handyman|caterers?|hairdressers?|barbers?|veterinarians?`,
      // music, radio, podcasts
      `music|songs?|playlist|radio|podcasts?`,
      // errands: opening hours, directions, traffic
      `post office|(?:store|shop|office|bank|library|pharmacy) hours|what time (?:does|do|is|will) (?:the |my )?[a-z ]{2,30}(?:open|close)|directions? to|traffic`,
      // puzzles and the lottery
      `crossword|puzzles?|lottery`,
      // rides and schedules
      `uber|lyft|taxi|bus schedule|train schedule`,
      // alarms and timers
      `alarm|timer`,
      // prescription refills and pharmacies
      String.raw`refill\w*|walgreens|cvs|rite aid`,
      // pet food
      String.raw`(?:dog|cat|pet|bird) food|food for (?:my |an? |our )?(?:[\w-]+ ){0,2}(?:dogs?|cats?|pupp(?:y|ies)|kittens?|beagles?|poodles?|terriers?|retrievers?|parrots?|birds?|pets?)`,
      // getting family to call or visit
      `get (?:my |our )?(?:grand)?(?:sons?|daughters?|kids?|children|child|grandkids?|grandchildren) to (?:call|visit|text|write|phone|talk to (?:me|us)|come (?:over|by|home|visit))`,
      // a choice of medicine or treatment: a doctor's question
      MEDICAL,
      // calling someone else for the visitor ("can you call my daughter"), not a call back
      String.raw`(?:can|could|would) you (?:please )?(?:call|phone|ring|text) (?!(?:me|us|back)\b)`,
    ].join('|') +
    String.raw`)\b`,
  'i',
);

/** Words that show a money, tax, insurance or retirement question. */
const IN_DOMAIN =
  /\b(?:part [abcd]\b|prescription|drugs? (?:plan|coverage)|formulary|deductible|premium|copay|tax|retir|insur|invest|money|saving|income|pension|benefit|medicare|medicaid|medigap|ira|roth|401|403|rmd|qcd|hsa|irmaa|annuit|estate|inherit|financ|budget|debt|mortgage|loan|credit|social security|ss\b|portfolio|dividend|bond|interest rate|planner|advis|1099|w-?2\b|deduct|beneficiar|trust|jointly|separately|(?:married|head of household) filing|filing status|magi\b|agi\b|widow|survivor|advantage|coverage|enroll|codicil|probate|executor|will\b[^.?!]{0,60}\b(?:valid|new one|witness\w*|notari[sz]\w*)\b|(?:sell(?:ing)?|giv(?:e|ing)|gift(?:ing)?|leav(?:e|ing)|transfer(?:ring)?|deed(?:ing)?|put(?:ting)?) (?:my|our|the|her|his|mom'?s|dad'?s) (?:house|home|condo)|heirs?\b|(?:when|after|if|before) (?:i|we|he|she) (?:die|pass)|nursing home|long[- ]term care|masshealth|term (?:life )?polic|(?:whole|universal) life|cash value|death benefit|in[- ]network|out[- ]of[- ]network|\d,\d{3}k? (?:a|per|each|every) (?:month|year)\b)/i;

/** Requests for a personal pick or sign-off, which need a licensed person. */
const RECOMMEND_ASK =
  /\b(?:should i|shall i|(?:is it|would it be|am i|are we) (?:crazy|nuts|dumb|stupid|foolish|smart|wise|a mistake)|do you (?:recommend|suggest)|would you (?:recommend|suggest|buy|pick|do)|can you (?:recommend|suggest|pick|choose)|what would you (?:buy|pick|choose|do)|tell me (?:which|what) (?:to|i should)|is (?:this|that|it|my) (?:\w+ ){0,4}(?:a )?(?:good|bad|smart|wise|safe|worth)|are (?:these|those|my) (?:\w+ ){0,3}(?:good|bad|worth)|is [\w-]+(?: [\w-]+){0,2} an? (?:good|bad|safe|smart|wise) (?:investment|buy|bet)\b)\b/i;
const SPECIFIC =
  /\b(?:(?:this|that|these|those|my agent'?s?|the agent'?s?)\s+(?:[\w-]+\s+){0,3}?(?:annuit\w*|polic\w*|contracts?|funds?|stocks?|etfs?|offers?|products?|deals?|proposals?|illustrations?|investments?|insurers?|compan\w*|paperwork|papers|application)|stocks?|shares|etfs?|mutual funds?|bitcoin|crypto\w*|ticker|specific|sign(?!\s+up)|insurer|carrier|tesla|apple|nvidia|amazon)\b/i;
const PICK_A_SECURITY =
  /\b(?:which|what(?:'?s)?|best|top|hot|good)\s+(?:\w+\s+)?(?:stocks?|shares|etfs?|mutual funds?|cryptos?|coins?|penny stocks?)\b/i;
/** Picking a provider: "which annuity company is best", "top insurers for medigap". */
const PICK_A_PROVIDER =
  /\b(?:which|what(?!\s+if\b)|best|top)\s+(?:[\w-]+\s+){0,2}(?:compan(?:y|ies)|insurers?|carriers?|brokers?|firms? to use)\b/i;
/** Market timing: "is gold a good buy right now", "should I sell everything and go to cash". */
const TIMING =
  /\b(?:buy|sell|invest\w*|get out of the market)\b.*\b(?:right now|today|this week|this month|before the (?:election|crash))\b|\b(?:good|right|bad) time to (?:buy|sell|invest|get out)\b|\bsell (?:everything|it all|all of it|all my)\b|\b(?:go|move|put) (?:everything |it all |all of it |my money )?(?:to|into|in) cash\b|\bget out of (?:the )?(?:market|stocks)\b|\btime the market\b/i;
/**
 * Picking a product by reputation: "what's the best Medicare Advantage plan in Boston", "know a
 * good medigap company?"; not a plan described as good ("a good group plan").
 */
const PICK_A_PRODUCT =
  /\b(?:best|top|cheapest|(?:(?:what(?:'?s| is| are)|which(?: is| are)?|recommend|suggest|know(?: of)?|find(?: me)?|any|some) (?:an? |some |any )?good))\s+(?:[\w-]+\s+){0,3}?(?:plans?|polic(?:y|ies)|annuit(?:y|ies)|funds?|insurers?|compan(?:y|ies)|carriers?)\b/i;
/** Companies visitors name when they ask which product to buy. */
const NAMED_COMPANY =
  /\b(?:athene|allianz|jackson national|nationwide|lincoln financial|brighthouse|mass ?mutual|pacific life|new york life|northwestern mutual|john hancock|transamerica|corebridge|american equity|midland national|global atlantic|symetra|prudential|metlife|genworth|mutual of omaha|fidelity|vanguard|schwab|edward jones|ameriprise|blue cross|bcbs|tufts|harvard pilgrim|humana|aetna|unitedhealthcare|united healthcare|cigna|wellcare|fallon)\b/i;
/** Words that turn a named company into a request to choose. */
const CHOOSING =
  /\b(?:better|best|good|worth|should (?:i|we)|recommend|pick|choose|go with|which|legit|trust|reputable|vs\.?|versus|or the)\b/i;

/** Asking for a person: "can I talk to a real person?", "can someone from your office call me". */
const PERSON_ASK = new RegExp(
  [
    // talk to a person, one of your advisers
    String.raw`\b(?:talk|speak|chat|meet) (?:to|with) (?:a |an |one of |some|your )[\w ]{0,20}?(?:person|human|one|body|advisor|adviser|planner|agent|team|office|expert|professional)\b`,
    // someone to talk with
    String.raw`\b(?:person|human|someone|somebody)\b[^.?!]{0,20}\b(?:talk|speak|chat) (?:to|with)\b`,
    // go over this face to face with someone
    String.raw`\b(?:sit down|meet|talk|speak|go (?:over|through)(?: (?:this|it|that|things|everything|all (?:this|of it)|my [\w-]+))?) (?:in person |face to face )?with (?:someone|somebody|a person|a human|an? (?:advis[eo]r|planner|professional|expert)|one of your (?:people|team|advis[eo]rs|planners|experts))\b`,
    // want someone to look over it
    String.raw`\b(?:want|need|like|is there|find|have|get) (?:someone|somebody|a person|a human|an? (?:advis[eo]r|planner|professional|expert)|one of your (?:people|team|advis[eo]rs|planners|experts))(?: (?:to|who (?:can|could|would)|that (?:can|could)))? (?:go (?:over|through)|look (?:at|over)|review|sit down|walk (?:me|us) through)\b`,
    // someone … face to face
    String.raw`\b(?:someone|somebody|a person|advis[eo]rs?|planners?|one of (?:you|your [\w-]+))\b[^.?!]{0,60}\b(?:face[- ]to[- ]face|in person)\b`,
    // put me in touch with
    String.raw`\b(?:put|get|keep) (?:me|us) in (?:touch|contact) with\b`,
    // is there a person I can call
    String.raw`\bis there (?:a|an|any) (?:real |live |actual )?(?:person|human|one|advis[eo]r|planner)\b[^.?!]{0,25}\b(?:call|talk|speak|reach|contact|meet)\b`,
    // who can I speak to (not at SSA or the IRS)
    String.raw`\bwho (?:can|could) (?:i|we) (?:speak|talk|meet) (?:to|with)\b(?![^.?!]*\b(?:at|from|in) (?:the )?(?:social security|ssa|medicare|irs|masshealth|bank)\b)`,
    // a face-to-face meeting
    String.raw`\b(?:face[- ]to[- ]face|in[- ]person) (?:meeting|appointment|conversation|consultation|visit)\b`,
    // with an actual person
    String.raw`\bwith an? (?:real|live|actual) (?:person|human)\b`,
    // get in touch with your team
    String.raw`\bget in (?:touch|contact) with (?:one of )?(?:your|an?|the|someone|somebody)\b`,
    // someone from your office to go over it
    String.raw`\b(?:someone|somebody|a person|one of you)(?: (?:from|at|in) your (?:office|team|firm))? (?:go over|look (?:at|over)|review|sit down|walk (?:me|us) through)\b`,
    // someone to call me
    String.raw`\b(?:someone|somebody|an? (?:(?:real|live|actual) )?person|one of you|your office|an advis[eo]r)\b[^.?!]{0,40}\b(?:call|phone|contact|reach out to) (?:me|us)\b`,
    // can one of your advisers review it
    String.raw`\b(?:can|could|would|will) (?:one of )?(?:your|an?) (?:[\w-]+ )?(?:advis[eo]rs?|planners?|agents?|people|team|experts?|professionals?) (?:go over|look (?:at|over)|review|sit down|meet|call|walk (?:me|us)|help (?:me|us))\b`,
    // book a call with your team
    String.raw`\b(?:set up|schedule|book|arrange|get) (?:a |an )?(?:call|meeting|appointment|consultation|time)(?: to (?:talk|meet|speak))? with (?:one of )?(?:your|an?|the) (?:[\w-]+ )?(?:advis[eo]rs?|planners?|agents?|people|team|experts?|professionals?|office)\b`,
    // make an appointment (not the doctor's)
    String.raw`\b(?:make|schedule|book|set up|arrange|request|want|like) (?:an? )?(?:free )?(?:appointment|consultation)\b(?! (?:for|with) (?:my|a|the) (?:doctor|dentist|dr|vet|car|hair))`,
    // have a planner call me
    String.raw`\b(?:have|get|ask) (?:a|an|one of your|your) (?:planner|advis[eo]r|agent|person|someone)\b[^.?!]{0,10}\b(?:call|phone|contact|e-?mail) (?:me|us)\b`,
    // come into your office
    String.raw`\bcome (?:in|into|by|to) (?:your|the) (?:office|firm)\b`,
    // reach your advisers
    String.raw`\b(?:get a hold of|get ahold of|reach|contact) (?:one of )?your (?:advis[eo]rs?|planners?|agents?|people|team|office)\b`,
    // get me a real person
    String.raw`\b(?:get|give|put|connect|transfer) me (?:to |through to |with )?(?:a |an )?(?:(?:real|live|actual) )?(?:person|human|someone|somebody|representative|rep|agent|advis[eo]r)\b`,
  ].join('|'),
  'i',
);

/** Whether a message gives any detail of the visitor's ("waiting till 70", "married", "born 1961"). */
function givesDetails(d: Details): boolean {
  return Object.values(d).some(given);
}
const given = (v: unknown): boolean => (Array.isArray(v) ? v.length > 0 : v !== undefined);

/**
 * Details that point to a worked answer: an age alone, which nearly every worked answer can use
 * ("im 64 and scared my money wont last"), says nothing of which one is meant.
 */
function pointsToWorked(d: Details): boolean {
  return Object.entries(d).some(([key, v]) => key !== 'ages' && given(v));
}

/** An amount of money: "3,400", "$900", "350k". */
const MONEY_AMOUNT = /\$\s?\d|\b\d{1,3}(?:,\d{3})+\b|\b\d+(?:\.\d+)?\s?k\b/i;
/** A message to the firm itself: "how do i get started with you", "do you guys charge". */
const TO_THE_FIRM =
  /\b(?:with you|you guys|you folks|your (?:firm|office|team|company|fees?|services?)|do you (?:offer|do|work|help|handle|have)|you charge)\b/i;

/** A label the redactor leaves where it removed a personal number, such as `[SSN removed]`. */
const REDACTION_LABEL = /\[[a-z][a-z ]{1,40} removed\]/i;

/** How the visitor feels, when they say so; answers then open with one plain, human sentence. */
export type Feeling = 'grief' | 'illness' | 'layoff' | 'upheaval' | 'fear';
const FEELINGS: ReadonlyArray<readonly [Feeling, RegExp]> = [
  [
    'grief',
    new RegExp(
      String.raw`\b(?:${NOT_A_PERSON}died|passed away|passed on|(?:just|recently|has|had) passed|passed (?:last|in|this|recently)|(?:wife|husband|spouse|partner|mom|mother|dad|father|son|daughter|brother|sister) (?:just |recently )?passed|lost my (?:wife|husband|spouse|partner|mom|mother|dad|father|son|daughter|brother|sister)|my late (?:wife|husband|spouse|partner|mom|mother|dad|father)|(?:(?:got|received|cashed) (?:my |our )?)?(?:wife|husband|spouse|partner|mom|mother|dad|father)'?s (?:\$?[\d,.]+k? )?(?:life insurance|death benefit)(?: check| payout| money| proceeds)? (?:came|arrived|cleared|was paid|paid out|finally came)|(?:got|received|cashed) (?:my |our )?(?:wife|husband|spouse|partner|mom|mother|dad|father)'?s (?:\$?[\d,.]+k? )?(?:life insurance|death benefit)|(?:(?:he|she)(?:'?s| is)|(?:wife|husband|spouse|partner|mom|mother|dad|father) is) (?:now )?gone(?! (?:to|for|out|back|away|into|up|down|over|through)\b)|funeral)\b`,
      'i',
    ),
  ],
  [
    'illness',
    /\b(?:diagnos(?:ed|is)|terminal(?:ly ill)?|seriously ill|(?:has|have|got|with) (?:(?:advanced|early[- ]onset|early|late[- ]stage|stage \d) )?(?:cancer|dementia|alzheimer'?s|parkinson'?s)|(?:mom|mother|dad|father|wife|husband|spouse|partner|son|daughter|sister|brother)'?s (?:\w+ )?(?:cancer|dementia|alzheimer'?s|parkinson'?s)|\w+ cancer(?! screen)|emphysema|copd|(?:congestive )?heart failure|pulmonary fibrosis|multiple sclerosis|(?:has|have|got|with) als|lou gehrig'?s|dialysis|kidneys? (?:are |is )?failing|kidney failure|heart attack|chemo(?:therapy)?|(?:maybe|only|about) (?:\d+|a few|six|three) months(?: to live| left|(?=\s*(?:[.,;!?]|$)))|months to live|(?:had|having|after|suffered) a (?:major |massive |bad )?stroke|in (?:the )?(?:hospital|icu|intensive care) since|(?:has|have|'s|'ve) been in (?:the )?(?:hospital|icu|intensive care)|(?:bad|serious|severe|terrible|nasty|awful) infection|sepsis|complications|in (?:the )?(?:icu|intensive care)|(?:after|had|took) (?:a|her|his|my) (?:bad |serious )?fall|fell and broke|broke (?:her|his|my) hip|pneumonia|(?:so|very|really|too) (?:weak|frail)|(?:mom|mother|dad|father|wife|husband|spouse|partner|he|she) (?:just |recently )?fell(?! (?:behind|for|into|asleep|in love|short|through|off the)\b))\b/i,
  ],
  [
    'layoff',
    /\b(?:laid off|lay ?off|lost my job|let go|got fired|downsized|job loss|eliminated my (?:job|position))\b/i,
  ],
  [
    'upheaval',
    /\b(?:(?:going|went) through (?:a |the |my )?(?:divorce|separation)|getting (?:a )?divorced|(?:wife|husband|spouse) (?:left|walked out)|lost (?:everything|most of (?:it|our savings|my savings))|(?:got|been|was|were) (?:scammed|defrauded))\b/i,
  ],
  [
    'fear',
    /\b(?:scared|scares me|scary|afraid|frightened|terrified|worried|worries me|anxious|nervous|panic\w*|upset|devastated|heartbroken|(?:i'?m|im|i am|and|feel(?:ing)?) (?:honestly |just |such )?a (?:total |complete )?mess|falling apart|losing sleep|can'?t sleep|stressed|freaking out|overwhelmed|feel (?:so |really )?(?:stupid|dumb|foolish|ashamed|behind)|(?:market|stocks?|portfolio) (?:just )?(?:dropped|crashed|fell|tanked|plunged|is down|was down)|too much for me|can'?t afford|cannot afford|(?:i|we) (?:don'?t|dont|do not) have (?:that kind of money|the money|\d+k)|what can (?:i|we) even do)\b/i,
  ],
  // Widowhood is a circumstance, perhaps of years: it sets the tone only when nothing else does
  // ("terrified mom will lose everything. shes 84, widowed" is fear). A widow to be is no loss.
  ['grief', /\bwidow(?:ed|er)?\b/i],
];

/** What kind of answer the question wants after the direct answer. */
export type Intent = 'fact' | 'how' | 'decide';
const DECIDE =
  /\b(?:should (?:i|we)|shall i|worth it|is it worth|good idea|bad idea|smart|wise|right (?:for|move)|work for (?:me|us)|make sense|good fit|better|pros and cons|pros|cons|vs\.?|versus|or not)\b|\b\d{2} or \d{2}\b|\bor (?:a |an |the )?\w+\s*\?*$/i;
const HOW =
  /\b(?:how (?:do|can|should|would) (?:i|we)|how to|what (?:do|should|can) (?:i|we) do|what (?:now|next)|next steps?|steps|where do (?:i|we) start|get started|what happens now|what (?:do|else do) (?:i|we) need to do|checklist)\b/i;

/** A short follow-up that asks only for one part of the previous answer. */
export type PartAsked = 'risks' | 'benefits' | 'steps';
const PART_ASKED: ReadonlyArray<readonly [PartAsked, RegExp]> = [
  ['risks', /\b(?:risks?|downsides?|cons|drawbacks?|disadvantages?|catch)\b/i],
  ['benefits', /\b(?:benefits?|upsides?|pros|advantages?)\b/i],
  ['steps', /\b(?:next steps?|steps|what do i do next)\b/i],
];

/** Words that ask about the previous answer rather than name a subject. */
const GENERIC = new Set(
  'risk downsid pro con benefit advantag disadvantag upsid next step example detail'.split(' '),
);

/** Words that ask whether the new facts change the answer, naming no subject: "does that change anything?". */
const CHANGES_IT =
  /\b(?:change|changes|affect|affects)\s+(?:anything|things|much|the answer|that|it)\b|\bmake (?:a|any) difference\b/gi;

/** Acknowledgements that may open a follow-up ("thanks, and ..."). */
const LEAD = /^\s*(?:thanks?|thank you|thx|ok(?:ay)?|great|cool|got it|perfect|sure)\b[\s,.!]*/i;

/** Words that point back to the previous answer. */
const PRONOUN = /\b(?:it|that|this|them|those)\b/i;
/** "a federal one", "the other ones": a noun of the question before, stood in for. */
const STANDS_FOR = /\b(?:a|an|the|another|other)\s+(?:\w+\s+)?ones?\b/i;
/**
 * Words that point back to the question before, in the same message ("would mine be bigger by
 * then?", "whats the total").
 */
const POINTS_BACK =
  /\b(?:it|that|this|them|those|mine|hers|theirs|then|the total|altogether|combined|together|in all)\b/i;
/** The sum of what the question before asks: "whats the total", "how much altogether". */
const TOTAL_OF_IT = /\b(?:the total|altogether|combined|in all)\b/i;
/** A question that opens by drawing on what was just said: "so mine is…", "that means…". */
const OPENS_BACK = /^(?:so\b|(?:and |but )?(?:that|this|it|mine|which means)\b)/i;

/**
 * Words that give details about the visitor rather than name a subject: a follow-up made only of
 * them ("and my husband was born in 1961") asks the same question again for new details.
 */
const DETAIL = new Set(
  words(
    'spouse wife husband partner work works working born age aged old year years married single widowed income earn make makes making about around roughly both each ' +
      'instead claim claiming wait waiting start starting take taking hold til till until rather',
  ),
);

/**
 * A filing status or household: a follow-up adding only these ("and for married couples?", "what
 * if we file jointly?") asks the same question of another household, not of another subject.
 */
const HOUSEHOLD = new Set(words('married single couple couples joint jointly'));

/** Short replies that lean on the previous turn. */
const FOLLOW_UP =
  /^\s*(?:and|also|what about|how about|what if|what else|anything else|but|so|same|then|ok(?:ay)?,? (?:and|so|what)|for (?:my|a|the|her|him)|does (?:that|this|it)|is (?:that|this|it)|are (?:they|those)|can (?:she|he|we|they|i also)|how (?:does|do|is) (?:that|this|it))\b/i;

/**
 * A question of a few words that asks whether what the sentence before plans or wants can be
 * done, or is wise: "possible?", "is that legal?", "smart move?", "does that make sense?".
 */
const BARE_ASK =
  /^\s*(?:(?:is|would|does) (?:that|it|this) (?:be )?)?(?:possible|legal|allowed|doable|wise|smart|make sense|(?:an? )?(?:smart|good|bad|wise|right|dumb) (?:move|idea|plan|call|choice|deal|rate|price)|a mistake)\s*\?+\s*$/i;

/** "How much more …": more than the amount the last answer gave, so it asks more of that answer. */
/**
 * Words a follow-up asks more of what was said with ("what happens to the rest of it?", "what
 * does that mean?"): they move it to no other topic of the conversation.
 */
const OF_WHAT_WAS_SAID: ReadonlySet<string> = new Set(
  words(
    // The unit of an amount just given ("is that per month?", "is that a year or in total?", "is
    // it per person?") asks about that amount, not another subject.
    'happens mean per month monthly year yearly annual annually week weekly day daily apiece total ' +
      'person individual each ' +
      // Its merits ("whats the catch?", "any downside?") are the merits of what was said.
      'catches downside downsides drawback drawbacks con cons pros trick',
  ),
);
/** "the rest of it": what is left of what was said. */
const REST_OF_IT = /\brest of (?:it|that|them|this)\b/i;
/**
 * What an amount just given takes in ("does that include my premiums?", "is it before or after
 * tax?"): a question of that amount, not of another subject.
 */
const OF_THE_AMOUNT =
  /\b(?:does|do|would|will|is|are)\s+(?:that|this|it|those|these)\s+(?:(?:also|already|still)\s+)?(?:include|includes|count|counts|take in|before|after|counting|including)\b/i;
const REST = words('rest')[0];
/** "whats the catch?": the catch of what was said ("the catch up" is a contribution). */
const THE_CATCH = /\b(?:the|a|any|what'?s|whats) catch\b(?!\s*-?\s*up)/i;
const CATCH = words('catch')[0];
const MORE_OF_IT = /^\s*(?:(?:and|so|ok(?:ay)?)[,\s]+)?how (?:much|many) more\b/i;
/**
 * The same question with an amount told before taken from elsewhere: "what if i took that 19k
 * from my roth instead of the ira?" asks the last answer again; so does one with a month moved
 * ("what if that second admission had happened in early march instead?").
 */
const SWAPPED =
  /^\s*(?:(?:and|so|ok(?:ay)?|but)[,\s]+)?(?:what if\b[^?]*\b(?:that|the same|those)\s+\$?\d[\d,.]*k?\b|(?:what if|suppose|supposing)\b[^?]*\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b)[^?]*\binstead\b/i;

/** Sentences that ask something, rather than give context ("My husband died in March."). */
const ASKS =
  /\?\s*$|^\s*(?:(?:and|but|so|also|ok(?:ay)?|well|then|hi|hello|quick one)[,:!\s]+)*(?:what|whats|what's|how|when|where|which|who|why|can|could|should|shall|do|does|did|is|are|am|was|will|would|may|any|tell me|explain|i (?:want|need|would like|'d like) to know|i'?m (?:wondering|not sure)|wondering)\b/i;
/** A question after a condition: "if i convert 20k to roth how much federal tax does that add". */
const ASKS_AFTER_IF =
  /^\s*(?:(?:and|but|so|also|ok(?:ay)?)[,\s]+)?(?:if|when|once|now that)\b[^?]*?\b(?:how (?:much|many|long|old)|what(?:'s| is| are| will| would| happens)|whats|does (?:that|it|this)|do (?:i|we)|is (?:it|that|there)|can (?:i|we)|will (?:i|we|it|that|they|my|our)|would (?:i|we|it|that|they|my|our)|should (?:i|we))\b/i;
/** A question in a sentence's last clause: "…said something about a death payment, how much is that". */
const ASKS_AFTER_COMMA =
  /,\s*(?:so\s+)?(?:how (?:much|many|long|old|do|does|can)|what(?:'s| is| are| does| do| will| would)|whats|when (?:can|do|does|will|should)|is (?:that|it|there)|can (?:i|we|she|he)|do (?:i|we)|does (?:that|it|she|he)|will (?:i|we|that|it)|should (?:i|we))\b[^,]*$/i;
const asks = (s: string): boolean =>
  ASKS.test(s) || ASKS_AFTER_IF.test(s) || ASKS_AFTER_COMMA.test(s);
/**
 * A list of questions in one sentence: "when is my first rmd due, how much is it, and can i push
 * it to april?" (a question word after each comma, the first part itself a question).
 */
const LISTED_QUESTION =
  /,\s+(?:(?:and|also|plus)\s+)?(?=(?:how (?:much|many|long|old)|what(?:'s| is| are)|whats|when (?:is|are|do|does|can|will)|can (?:i|we)|could (?:i|we)|should (?:i|we)|do (?:i|we)|does (?:it|that))\b)/i;
const LIST_STARTS =
  /^\s*(?:how (?:much|many|long|old|do|does)|what(?:'s| is| are)|whats|when (?:is|are|do|does|can|will)|can (?:i|we)|do (?:i|we)|does (?:it|that)|is (?:it|there|my|our))\b/i;
/** Where one sentence asks two things: ", and should I …", " and what's …". */
const SECOND_QUESTION =
  /,?\s+(?:and|also|plus)\s+(?=(?:what|whats|what's|how|when|should|can|could|do|does|is|are|will|would)\b)/i;

/** Where a sentence joins two requests: ", and remind me …", ", also …". */
const JOINED =
  /,\s*(?:and|also|plus|but)\s+(?:also\s+)?|\s+and\s+(?:also\s+)?(?=(?:tell|let|give|show) me\b|(?:what|whats|what's|how|when|is|are|can|could|do|does|should|will|would)\s)/i;

/** One question of the message, understood: the topic and the facet (point) that answer it. */
export interface Reading {
  question: string;
  /** Best topics first. */
  matches: Match[];
  topic: Topic;
  point: Point;
  /** The topic's points, best first. */
  ranked: PointMatch[];
  /** The point is the topic's general answer rather than one of its specific questions. */
  general: boolean;
  /** How sure the engine is that this point answers this question, 0 to 1. */
  confidence: number;
  /** The point's yes or no may answer another question than this one (`PointChoice.doubt`). */
  doubt: boolean;
  followUp: boolean;
}

export interface Understanding {
  kind: AnswerKind;
  /** Best topics first for the first question; empty for small talk and out-of-scope messages. */
  matches: Match[];
  /** Each question the message asks that the knowledge base can answer, at most two. */
  readings: Reading[];
  /** The message also held an everyday request outside the firm's subjects. */
  declined: boolean;
  /** What that request was about, when a word names it ("plumber", "flight"). */
  errand?: string;
  /** The message with instruction-override attempts removed. */
  text: string;
  feeling?: Feeling;
  intent: Intent;
  /** The visitor asks for a person at the firm (a hand-off that opens by offering one). */
  person: boolean;
  /**
   * The message is about money, tax, insurance or retirement (or set an everyday request aside
   * beside such a question): with no answer found it gets the honest "no ready answer", never
   * the out-of-scope reply; without, it is out of scope.
   */
  inDomain: boolean;
  /** Set when a short follow-up asks only for the risks, benefits or steps. */
  partAsked?: PartAsked;
  details: Details;
  /** The message leans on the conversation rather than standing alone. */
  followUp: boolean;
  /** How sure the engine is of what kind of message this is and which answers fit, 0 to 1. */
  confidence: number;
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

/**
 * A text's words that carry a question, read once for the most recent texts (`remembered`): a
 * message's sentences are read for them several times, and a question again when the next turn
 * reads what it was about (shared: never changed).
 */
const contentWords = remembered(
  (text: string): readonly string[] => Object.freeze(words(text).filter((w) => !PLEASANTRY.has(w))),
  2_000,
);

function confident(m: Match | undefined): m is Match {
  if (m === undefined) return false;
  const needed = COVERAGE_NEEDED.find(([score]) => m.score >= score);
  return needed !== undefined && m.coverage >= needed[1];
}

/** How sure a topic match is: enough score and coverage, and a margin over the next topic. */
function topicConfidence(matches: readonly Match[]): number {
  const [best, next] = matches;
  if (!confident(best)) return 0;
  const strength = Math.min(1, best.score / 8) * Math.min(1, best.coverage / 0.6);
  const margin = next ? Math.min(1, (best.score - next.score) / best.score + 0.5) : 1;
  return Math.min(1, strength * margin);
}

/** A word that names a subject: rare across topics, so it points to one of them. */
function namesSubject(word: string, topic: Topic): boolean {
  return subjectWord(word) && !topicHas(topic, word);
}

type QueryPart = readonly [text: string, weight: number, covers?: boolean];

/**
 * The topics a search is kept to, as its key names them: in the order of their ids, as a search
 * among them finds the same whatever order they were gathered in (the last answer's topic first
 * when a turn is answered, the conversation's order when the next turn reads what it was about).
 */
const amongKey = (among: ReadonlySet<Topic>): string => {
  const ids: string[] = [];
  for (const t of among) ids.push(t.id);
  return ids.sort().join(',');
};

/**
 * The topics a query's texts find, searched once for the most recent queries (`remembered`): a
 * question is ranked again when the next turn reads what it was about, and the conversation's
 * earlier questions are searched for each question of a message.
 */
const searched = rememberedBy(
  ([parts, limit, among]: readonly [
    parts: readonly QueryPart[],
    limit?: number,
    among?: ReadonlySet<Topic>,
  ]) => {
    let key = among ? `${limit} ${amongKey(among)}` : `${limit}`;
    // Each text's length before it: no text can pass for the end of another and a part more.
    for (const [text, weight, covers] of parts)
      key += ` ${weight}${covers ? '+' : ''} ${text.length} ${text}`;
    return key;
  },
  ([parts, limit, among]): readonly Match[] =>
    Object.freeze(
      search(buildQuery(parts), limit ?? Number.POSITIVE_INFINITY, among).map((m) =>
        Object.freeze(m),
      ),
    ),
);
/** The topics a query's texts find, at most `limit`, and only those `among` when it is given. */
const searchTexts = (
  parts: readonly QueryPart[],
  limit?: number,
  among?: ReadonlySet<Topic>,
): readonly Match[] => searched([parts, limit, among]);

/** The least score of a topic whose own question the message asks word for word. */
const OWN_QUESTION_SCORE = 8;

/** A bare follow-up that only names what changes: "and next year?", "what about at 62?". */
const ELLIPSIS =
  /^\s*(?:ok(?:ay)?[,\s]+)?(?:and|or|(?:and\s+)?(?:what|how) about)\b[,\s]*(?:(?:for|at|in|if|with|by|on|after|before)\s+)?[^\s?,.]+(?:\s+[^\s?,.]+){0,2}\s*\?*\s*$/i;

/** Another person the question is asked for ("and for my wife?"): not the same question again. */
const SOMEONE_ELSE =
  /\b(?:wife|husband|spouse|partner|her|him|she|he|mom|mother|dad|father|sons?|daughters?|kids?|children|sister|brother|me|us|them)\b/i;

/** How much more a moved follow-up's topic of the last answer's area counts. */
const SAME_AREA = 0.1;

/**
 * What ranking reads of a question on its own, read once for the most recent questions
 * (`remembered`): a question is ranked again when the next turn reads what it was about.
 */
const questionOf = remembered((question: string) => {
  const said = contentWords(question.replace(CHANGES_IT, ' '));
  return Object.freeze({
    said,
    // The words it asks with, less the words any question has.
    own: Object.freeze(said.filter((w) => !GENERIC.has(w))),
    // A question asked in the very words of one a topic lists ("how much do i need to retire?",
    // whose only content word every topic shares) is that topic's.
    asked: ownQuestionTopic(question),
    // A message that asks nothing ("turns out she also owned a condo") adds facts to the last question.
    cue:
      FOLLOW_UP.test(question.replace(LEAD, '')) ||
      MORE_OF_IT.test(question) ||
      PRONOUN.test(question) ||
      !asks(question),
    // It points back to what was said before ("is it taxable?").
    pointsBack: PRONOUN.test(question),
  });
});

/** The clause that gives a question's reason: "… since selling the condo was a one time thing". */
const REASON_CLAUSE = /\b(?:since|because|cause|cuz|as|given that)\b/i;

/**
 * Ranks topics for one question. A follow-up ("and for my wife?", "what if my employer has only
 * 15 people") is ranked among the topics of the conversation, by its own words, with a little
 * weight from earlier turns; it moves to another topic only when it names another subject.
 */
function rank(
  question: string,
  context: string,
  previous: readonly string[],
  lastTopic: Topic | undefined,
): { matches: readonly Match[]; followUp: boolean } {
  const parts: QueryPart[] = [[question, 1]];
  const { said, own, asked, cue, pointsBack } = questionOf(question);
  // Context counts more when the question alone says little ("What's taxable?").
  const brief = said.length <= 2;
  if (context !== '')
    // …and then what the message covers is judged on the context too.
    parts.push([context, brief ? CONTEXT_WEIGHT.briefQuestion : CONTEXT_WEIGHT.context, brief]);
  const searchedAlone = searchTexts(parts, CANDIDATES_ALONE);
  const alone: readonly Match[] =
    asked === undefined
      ? searchedAlone
      : [
          {
            topic: asked,
            score: Math.max(OWN_QUESTION_SCORE, (searchedAlone[0]?.score ?? 0) * 2),
            coverage: 1,
          },
          ...searchedAlone.filter((m) => m.topic !== asked),
        ];
  const standsAlone = { matches: alone, followUp: false };
  // A message with no cue whose own words, three or more, all point to one topic with confidence
  // is a new question, however short ('Which health plan saves me more?' after a Social Security
  // answer); a shorter one ('what are the risks?') may lean on the last answer.
  // One the last answer's topic answers on its own words too leans on it, however long: "can I
  // still work part time while I apply?" after a disability answer asks about disability.
  // It must cover most of the question and score near the best topic: a broad topic such as
  // claiming scores on any Social Security question.
  const lastAlone = alone.find(
    (m) =>
      m.topic === lastTopic &&
      confident(m) &&
      m.coverage >= LAST_TOPIC_FIT.coverage &&
      m.score >= LAST_TOPIC_FIT.share * (alone[0]?.score ?? 0),
  );
  // The last question asked again with something moved ("suppose it happened in march instead").
  const swapped = lastTopic !== undefined && SWAPPED.test(question);
  const namesItsOwn =
    !cue &&
    own.length >= 3 &&
    confident(alone[0]) &&
    alone[0].coverage >= 1 &&
    !lastAlone &&
    !swapped;
  if (
    previous.length === 0 ||
    namesItsOwn ||
    !(cue || own.length <= 3 || !confident(alone[0]) || lastAlone || swapped)
  )
    return standsAlone;

  // The conversation's topics: the one the last answer was about first, then those its words find.
  const found = searchTexts([[previous.join(' '), 1]], CANDIDATES);
  const last = lastTopic && {
    ...(found.find((m) => m.topic === lastTopic) ?? { topic: lastTopic, score: MIN_SCORE }),
    coverage: 1,
  };
  const before = last ? [last, ...found.filter((m) => m.topic !== lastTopic)] : found;
  const current = before[0];
  const stay = () => before.slice(0, 3).map((m) => ({ ...m, coverage: 1 }));
  const onlyDetails = /\d/.test(question) && own.every((w) => /\d/.test(w) || DETAIL.has(w));
  if (own.length === 0 || onlyDetails || MORE_OF_IT.test(question))
    return { matches: stay(), followUp: true };
  // The last question asked again with an amount moved ("that 19k from my roth instead") stays
  // on the last answer's topic.
  if (last && SWAPPED.test(question)) {
    const lead = LAST_TOPIC_LEAD * Math.max(...before.map((m) => m.score));
    return {
      matches: stay().map((m) => (m.topic === lastTopic ? { ...m, score: lead } : m)),
      followUp: true,
    };
  }
  const conversation = new Set(before.map((m) => m.topic));
  // The sentences around the question in this message count as they do for a question alone.
  const withConversation: QueryPart[] = [
    [question, 1],
    ...previous.map(
      (p): QueryPart => [p, pointsBack ? CONTEXT_WEIGHT.pointsBack : CONTEXT_WEIGHT.namesNew],
    ),
    ...(context === '' ? [] : [[context, CONTEXT_WEIGHT.context] as const]),
  ];
  const onTopic = searchTexts(withConversation, undefined, conversation)
    .filter((m) => m.coverage > 0)
    .slice(0, 3);
  const top = onTopic[0];
  const best = alone[0];
  // A subject the visitor named already, given again as the reason for the question, is not a new
  // one ("can we appeal since selling the condo was a one time thing?" after IRMAA on a year with
  // a condo sold); named as what is asked about ("would supplement 1a have covered those?" after
  // "no supplement"), it is.
  const raised = new Set(words(previous.join(' ')));
  const reason = REASON_CLAUSE.exec(question);
  const given = new Set(reason ? words(question.slice(reason.index)) : []);
  const newSubject =
    current !== undefined &&
    own.some(
      (w) =>
        !(raised.has(w) && given.has(w)) &&
        !OF_WHAT_WAS_SAID.has(w) &&
        namesSubject(w, current.topic),
    );
  // Nothing in the conversation matches: "it"/"that" still points back, a bare cue only when
  // the message alone finds nothing better.
  if (!top) {
    const back = (pointsBack || cue) && !newSubject;
    return back && !tests(OFF_TOPIC, question) ? { matches: stay(), followUp: true } : standsAlone;
  }
  // A longer question with no cue that the last answer's topic answers stays there, ahead of
  // any topic the visitor's numbers would favour (a short one is weighed among the
  // conversation's topics: "what are the fees?" after "would an annuity work for me").
  if (lastAlone && !cue && own.length > 3)
    return {
      matches: [
        {
          ...lastAlone,
          score: LAST_TOPIC_LEAD * Math.max(lastAlone.score, top.score),
          coverage: 1,
        },
        ...onTopic
          .filter((m) => m.topic !== lastTopic)
          .map((m) => ({ ...m, score: Math.max(m.score, MIN_SCORE), coverage: 1 })),
      ],
      followUp: true,
    };
  // The message alone wins when it names a subject the conversation's topic does not cover and
  // finds a topic of its own.
  // Of the topics the message alone finds, one of the same area as the last answer's asks the
  // same thing of the new subject ("and in massachusetts?" after the federal estate tax).
  const sameArea = (m: Match) => (m.topic.area === current?.topic.area ? 1 + SAME_AREA : 1);
  if (newSubject && confident(best) && best.topic !== current?.topic)
    return {
      matches: alone
        .map((m) => ({ ...m, score: m.score * sameArea(m) }))
        .sort((a, b) => b.score - a.score),
      followUp: false,
    };
  // A broad subject the conversation's topic is not known by ("and Medicare, is that at 67
  // too?" after full retirement age) moves the question to that subject's topics, read with the
  // earlier question so that it keeps asking the same thing of them.
  const broad = current
    ? otherSubjects(current.topic, question).filter((w) => {
        const area = subjectArea(w);
        return area !== undefined && area !== current.topic.area;
      })
    : [];
  if (broad.length > 0) {
    const moved = searchTexts(withConversation)
      .filter((m) => broad.every((w) => titled(m.topic, w)))
      .map((m) => ({ ...m, score: m.score * sameArea(m) }))
      .sort((a, b) => b.score - a.score);
    if (moved[0])
      return {
        matches: moved
          .slice(0, 3)
          .map((m) => ({ ...m, score: Math.max(m.score, MIN_SCORE), coverage: 1 })),
        followUp: true,
      };
  }
  // Otherwise the follow-up asks more of the last answer's topic ("and if i take another 20k
  // next year?" after an annuity's tax), ahead of a topic the conversation's words also find.
  const onConversation = onTopic
    .map((m) => ({ ...m, score: Math.max(m.score, MIN_SCORE) * sameArea(m), coverage: 1 }))
    .sort((a, b) => b.score - a.score);
  if (!last || newSubject || top.topic === lastTopic)
    return { matches: onConversation, followUp: true };
  // The words the follow-up adds to what the visitor said before decide: a topic of the
  // conversation that answers them better ("and for my wife?" after claiming) takes it.
  const added = own.filter(
    (w) =>
      !raised.has(w) &&
      !/\d/.test(w) &&
      !HOUSEHOLD.has(w) &&
      !OF_WHAT_WAS_SAID.has(w) &&
      !(w === REST && REST_OF_IT.test(question)) &&
      !(w === CATCH && THE_CATCH.test(question)),
  );
  const byAdded =
    added.length === 0
      ? []
      : searchTexts([[added.join(' '), 1]], undefined, new Set([top.topic, last.topic]));
  const addedScore = (t: Topic) => byAdded.find((m) => m.topic === t)?.score ?? 0;
  if (!OF_THE_AMOUNT.test(question) && addedScore(top.topic) > addedScore(last.topic))
    return { matches: onConversation, followUp: true };
  return {
    matches: [
      { ...last, score: LAST_TOPIC_LEAD * Math.max(last.score, top.score) },
      ...onConversation.filter((m) => m.topic !== lastTopic),
    ],
    followUp: true,
  };
}

/**
 * A request for something done rather than answered ("can you order flowers", "please remind me
 * to take my pills", "could you set up a zoom call"), or for a good thing that is not money ("whats
 * a good stretching routine"): an everyday request when none of its words is the firm's subject.
 */
const ACTION_ASK =
  /^\s*(?:(?:hi|hey|hello|ok(?:ay)?|and|also|so|first|quick one)[,!.:\s]+)*(?:(?:can|could|would|will) you(?: please| pls| possibly| maybe)?|please|pls|i need you to)\s+(?:order|book|reserve|recommend|suggest|remind|write|draft|compose|send|buy|get me|find(?: me)?(?= (?:a|an|the|some|me)\b)|locate|look up|check|make me|schedule|set up|setup|arrange|text|email|e-mail|print|fax|pick up|deliver|plan (?:a|my|our)|organi[sz]e|translate|fix|clean|cook|play|sing|call (?:my|a|the)|turn (?:on|off)|refill|renew|cancel (?:my|a|the))\b|\bremind me\b|\b(?:what(?:'s| is| are)|whats|where(?:'s| is| are| can i (?:find|get))|any|know) (?:a |an |some )?(?:good|great|nice|decent|fun|cheap) (?!(?:age|time|year|rate|amount|way to (?:save|invest|pay))\b)/i;
/**
 * Paperwork to be done for the visitor ("can you print my 1099-r?", "fill out my discount
 * form"): not ours to do, whatever the document is about.
 */
/** A request put to the assistant: "can you", "would you please", "pls". */
const ASKED_OF_US = '(?:(?:can|could|would|will) you(?: please| pls)?|please|pls)';
const PAPERWORK_FOR_ME = new RegExp(
  String.raw`^\s*(?:(?:hi|hey|ok(?:ay)?|and|also|so|first)[,!.:\s]+)*${ASKED_OF_US}\s+(?:just\s+|quickly\s+)?(?:print|fill (?:out|in)|fax|mail|sign|submit|complete|download|scan|notarize)\b`,
  'i',
);
/** Something to be set on the visitor's phone or calendar ("set a reminder for my rmd"): not ours to do. */
const ON_MY_DEVICE = new RegExp(
  String.raw`\b${ASKED_OF_US}\s+(?:set|add|put|make|create)\b[^.?!]{0,25}\b(?:reminders?|alarms?|calendars?)\b`,
  'i',
);
/** A doctor, a tradesman or another professional to pick: not ours to recommend, whoever they bill. */
const PROFESSION =
  /\b(?:doctors?|surgeons?|dermatologists?|dentists?|physicians?|cardiologists?|podiatrists?|chiropractors?|electricians?|roofers?|plumbers?|painters?|handyman|hairdressers?|barbers?|veterinarians?|vets?)\b/i;
const PROFESSIONAL_PICK = new RegExp(
  String.raw`\b(?:recommend|suggest|find|know of)\b[^.?!]{0,30}${PROFESSION.source}`,
  'i',
);
/** A celebration of a retirement is not a retirement question ("a toast for my retirement party"). */
const CELEBRATION =
  /\bretirement (?:party|parties|card|gift|present|cake|dinner|lunch|luncheon|speech|toast|celebration|send-?off)\b/gi;
/** Where one part of a message gives way to the question it is really about. */
const REAL_QUESTION =
  /[,;]?\s*\b(?:but|anyway|anyways|ok(?:ay)?|so)?,?\s*(?:my |the )?(?:real|actual|main|serious) question(?: is)?\s*[:,-]?\s*/gi;

/**
 * The patterns a message, its sentences and its questions are tested with (none global), each
 * passed over when the text cannot match it: one look through a text (`Starts`) finds those it
 * may match, kept for the text last looked at (a message is tested with several in turn).
 */
const TESTED: readonly RegExp[] = [
  OFF_TOPIC,
  IN_DOMAIN,
  PERSON_ASK,
  RECOMMEND_ASK,
  SPECIFIC,
  PICK_A_SECURITY,
  PICK_A_PROVIDER,
  TIMING,
  PICK_A_PRODUCT,
  NAMED_COMPANY,
  CHOOSING,
  GREETING,
  CAPABILITY,
  THANKS,
  DECIDE,
  HOW,
  TO_THE_FIRM,
  PROFESSIONAL_PICK,
  ...FEELINGS.map(([, pattern]) => pattern),
];
const TESTED_STARTS = new Starts(TESTED);
const TESTED_MARKS = new Int32Array(TESTED_STARTS.width);
let testedText: string | undefined;

/** `pattern.test(text)`, passed over when `text` cannot match a pattern of `TESTED`. */
function tests(pattern: RegExp, text: string): boolean {
  if (text !== testedText) {
    TESTED_STARTS.mayMatch(text, TESTED_MARKS);
    testedText = text;
  }
  return TESTED_STARTS.holds(TESTED_MARKS, pattern) && pattern.test(text);
}

/**
 * An everyday request outside the firm's subjects ("what's the weather this weekend"), read once
 * for each sentence and half sentence (`remembered`): a message's are asked about several times.
 */
const errand = remembered((s: string): boolean => {
  if (tests(PROFESSIONAL_PICK, s) || PAPERWORK_FOR_ME.test(s) || ON_MY_DEVICE.test(s)) return true;
  const subject = tests(IN_DOMAIN, s.replace(CELEBRATION, ' '));
  return (tests(OFF_TOPIC, s) || ACTION_ASK.test(s) || unknownAsk(s)) && !subject;
});

/** Words the knowledge base has never seen that a question needs before it is judged by them. */
const UNKNOWN_ASK_WORDS = 2;
/** The confidence below which a message with no sign of the firm's subjects and a word the knowledge base has never seen is out of scope. */
const STRANGE_BELOW = 0.6;
/**
 * A question most of whose words the knowledge base has never seen, and none of which names one
 * of its subjects ("how do i get a grease stain out of a silk blouse?", "suggest a good mystery
 * for my book club?"): not a question the firm answers, whatever it is about.
 */
function unknownAsk(s: string): boolean {
  // Only a question asked outright, without a number: "will earn about 90k from jan thru
  // september." tells a fact of the visitor's in words the knowledge base need not have.
  if (!/\?\s*$/.test(s) || /\d/.test(s) || tests(PERSON_ASK, s)) return false;
  const own = contentWords(s);
  if (own.some(subjectWord)) return false;
  const unknown = own.filter((w) => !knownWord(w)).length;
  return unknown >= UNKNOWN_ASK_WORDS && 2 * unknown > own.length;
}

/** A sentence of the message; a second question that leans on the first ("…, and does Mass tax it too?") names it. */
interface Sentence {
  text: string;
  leansOn?: string;
  /** The statement a question draws on ("…no more tax on social security. so mine is tax free?"). */
  opensOn?: string;
}

/**
 * The first half asks how or what, the second yes or no of something it adds: "how do i claim his
 * life insurance and will i owe tax on it?" asks two things of one subject.
 */
function asksAnotherKind(first: string, second: string): boolean {
  if (!/^\s*(?:how|what|whats|what's|where|when)\b/i.test(first)) return false;
  if (!/^\s*(?:will|would|do|does|is|are|can|could|should)\b/i.test(second)) return false;
  const before = new Set(contentWords(first));
  return contentWords(second).some((w) => !before.has(w) && knownWord(w) && !PRONOUN.test(w));
}

/** The second half names a place the first does not: it asks the same of another place. */
function namesAnother(first: string, second: string): boolean {
  return PLACES.some((p) => p.test(second) && !p.test(first));
}

/** Splits a message into sentences, and a sentence that asks two things into two questions. */
function sentences(text: string): Sentence[] {
  return text
    .replace(REAL_QUESTION, '. ')
    .split(/(?<=[.?!])\s+|\n+/)
    .flatMap((s): Sentence[] => {
      // "book me a table for 6pm, and remind me how much i can put in my ira": an everyday
      // request joined to a money question, asked or not, is two sentences (one part alone is
      // neither, and is not looked up).
      const joined = s.split(JOINED);
      if (joined.length > 1 && joined.some(errand) && !joined.every(errand))
        return joined.map((h) => ({ text: h }));
      if (!asks(s)) return [{ text: s }];
      // Three questions or more listed with commas: each its own, the ones that point back
      // ("how much is it") read with the first.
      const listed = LIST_STARTS.test(s) ? s.split(LISTED_QUESTION) : [];
      const [head] = listed;
      if (head !== undefined && listed.length >= 3)
        return listed.map((h, i) =>
          i > 0 && PRONOUN.test(h) ? { text: h, leansOn: head } : { text: h },
        );
      const halves = s.split(SECOND_QUESTION);
      // "what would I get at 62, and what at 70?" asks one thing twice: split only when each
      // half names something of its own.
      const own = (h: string) => words(h).filter((w) => !/\d/.test(w)).length >= 2;
      // "…, and is it a good idea for us?" leans on the first half: one question. An everyday
      // request beside a money question is two, whatever the second half's words.
      const mixed = halves.length > 1 && halves.some(errand) && !halves.every(errand);
      const leaning = halves.slice(1).some((h) => PRONOUN.test(h) || STANDS_FOR.test(h));
      if (mixed || (halves.every(own) && !leaning)) return halves.map((h) => ({ text: h }));
      // "…, and does Mass tax it too?" leans on the first half but asks about another place:
      // a second question, read with the first.
      const [first, second] = halves;
      if (
        halves.length === 2 &&
        first !== undefined &&
        second !== undefined &&
        // ("…, and does he need a federal one too?": the place alone is the second question's own.)
        ((namesAnother(first, second) && words(second).length > 0) ||
          (own(second) && own(first) && asksAnotherKind(first, second)))
      )
        return [{ text: first }, { text: second, leansOn: first }];
      return [{ text: s }];
    })
    .map((s) => ({ ...s, text: s.text.trim() }))
    .filter((s) => s.text !== '');
}

/**
 * How much a topic whose worked answer the message's own numbers complete counts, for each of
 * the visitor's facts that answer works from.
 */
const WORKED_TOPIC_BOOST = { any: 0.1, each: 0.1, telling: 0.4 };
/**
 * An amount that few worked answers use ("36 credits", a policy's pool) tells which question is
 * asked more than one many use (an age, pay): the number of worked answers that use each detail.
 */
const TELLING_AT_MOST = 2;
/** A date ("turning 65 in april") sets the scene of many questions, whichever few answers use it. */
const DATE = /(?:Month|Day)$/;
let usersOf: Map<string, number> | undefined;
function telling(key: string): boolean {
  if (usersOf === undefined) {
    usersOf = new Map();
    for (const topic of TOPICS)
      for (const p of topicPoints(topic)) {
        if (typeof p.says !== 'function') continue;
        for (const k of new Set([...(p.uses ?? []), ...(p.needs ?? []).flat()]))
          usersOf.set(k, (usersOf.get(k) ?? 0) + 1);
      }
  }
  return (usersOf.get(key) ?? 0) <= TELLING_AT_MOST;
}
/** A worked answer the message's own numbers complete is stated with at least this confidence. */
const WORKED_CONFIDENCE = 0.5;

/**
 * How much a topic written for another circumstance counts: a divorced spouse's when the message
 * speaks of a current spouse ("my husband hasn't filed" is not a divorced spouse's question), a
 * survivor's or an heir's when the conversation speaks of no death ("if i marry my partner, would
 * we file jointly?" is not a widow's question).
 */
const OTHER_STATUS = 0.1;

/** How much more the firm's own topics count for a message addressed to the firm. */
const TO_THE_FIRM_BOOST = 2;

/**
 * How much a topic counts, and how much surer its reading is, when it is not known by a subject
 * word the question names (its title, keywords and phrasings lack it): it may be answering a
 * neighbouring question.
 */
const UNNAMED_SUBJECT = 0.8;

/** The question names a subject word (`namedSubjects`) the topic is not known by. */
function strays(topic: Topic, named: readonly string[]): boolean {
  return named.some((w) => !knownBy(topic, w));
}

/** Topics with a worked answer of savings against a yearly draw. */
const PLAN: Details = { ...NO_DETAILS, assets: 1, spending: 1 };
const PLAN_TOPICS: readonly Topic[] = TOPICS.filter((t) =>
  // A specific question's worked answer, not a topic's general one.
  topicPoints(t)
    .slice(1)
    .some((p) =>
      completeSets(p, PLAN).some((set) => set.includes('assets') && set.includes('spending')),
    ),
);
/**
 * A judgement asked of something else than the draw: "is our estate safe from mass estate tax?",
 * "is that too much tax?".
 */
const OTHER_JUDGEMENT = /\b(?:safe from|tax\w*|estate|medicare|insur\w*|premiums?|penalt\w*)\b/i;
/** How far above the best match a plan's topic is put: first, by a little. */
const PLAN_LEAD = 1.05;
/** The least a plan's topic is matched with: a plain match's score, with the coverage it needs. */
const PLAN_MATCH = { score: 5, coverage: 0.45 };

/** How much a topic whose title names another place than the question counts (`namesOtherPlace`). */
const OTHER_PLACE = 0.5;

/** What a topic's worked answers use of a message's details. */
interface Worked {
  /** The most details one complete worked answer uses. */
  facts: number;
  /** One uses an amount few worked answers use. */
  telling: boolean;
}

/**
 * How much the topic's worked answers use of what the message itself gave: nothing when it gave
 * no detail but an age, else worked out once for each topic the message is read among (`stated` is one
 * object for a message's every reading, its next turn's included).
 */
function worksOut(topic: Topic, stated: Details): Worked {
  let byTopic = WORKED.get(stated);
  if (byTopic === undefined) {
    // None when the message gave no detail but an age, found once for its details.
    byTopic = pointsToWorked(stated) ? new Map() : null;
    WORKED.set(stated, byTopic);
  }
  if (byTopic === null) return NOTHING_WORKED;
  let used = byTopic.get(topic);
  if (used === undefined) {
    // Each point's complete sets of inputs, read once: the largest, and whether one is telling.
    used = { facts: 0, telling: false };
    for (const p of topicPoints(topic))
      for (const set of completeSets(p, stated)) {
        used.facts = Math.max(used.facts, set.length);
        used.telling ||= set.some(
          (key) => typeof stated[key] === 'number' && !DATE.test(key) && telling(key),
        );
      }
    byTopic.set(topic, used);
  }
  return used;
}
const NOTHING_WORKED: Readonly<Worked> = { facts: 0, telling: false };
const WORKED = new WeakMap<Details, Map<Topic, Worked> | null>();

/** The topics one question is read among, best first, and whether it leans on the conversation. */
function candidates(
  question: string,
  context: string,
  previous: readonly string[],
  stated: Details,
  lastTopic?: Topic,
): { matches: Match[]; followUp: boolean; closer?: Match; named: readonly string[] } {
  const ranked = rank(question, context, previous, lastTopic);
  // What the message says, and the conversation before it, as each topic's presumption reads them.
  const said = `${question} ${context}`;
  const before = previous.join(' ');
  // The visitor's own numbers point to the question: a topic that can work its answer out from
  // what this message gives ranks a little higher ("sold for $1.2 million, bought for $400,000").
  const named = namedSubjects(said);
  // A follow-up on a worked answer ("and if the balance was 600k?" after an RMD) is worked again
  // by the last answer's topic: another topic the new amount would also complete is not lifted
  // above it.
  const lastWorks =
    ranked.followUp && lastTopic !== undefined && ranked.matches[0]?.topic === lastTopic;
  const weighed = ranked.matches.map((m) => {
    const worked = lastWorks && m.topic !== lastTopic ? NOTHING_WORKED : worksOut(m.topic, stated);
    const fit =
      (presumesOther(m.topic.presumes, said, before, stated) ? OTHER_STATUS : 1) *
      // "is my pension taxable on my federal return?" is not for "How Massachusetts taxes …".
      (namesOtherPlace(question, m.topic.title) ? OTHER_PLACE : 1) *
      // "how much do you charge?" asks about the firm, not an annuity's charges.
      (m.topic.area === 'firm' && tests(TO_THE_FIRM, question) ? TO_THE_FIRM_BOOST : 1) *
      // "a fixed annuity … like the cd?" is the annuity's question before the CD's.
      (strays(m.topic, named) ? UNNAMED_SUBJECT : 1);
    const boost =
      worked.facts > 0
        ? 1 +
          WORKED_TOPIC_BOOST.any +
          WORKED_TOPIC_BOOST.each * Math.min(3, worked.facts) +
          (worked.telling ? WORKED_TOPIC_BOOST.telling : 0)
        : 1;
    return { m, fit: m.score * fit, weight: m.score * fit * boost };
  });
  // Savings and a yearly draw put for judgement ("we have 1.2 million and take 60k a year, is that
  // too high?") ask whether the plan lasts, whatever its few words match: the topics that work a
  // draw against savings come first, unless the question names a subject they do not know.
  if (
    stated.judged &&
    stated.assets !== undefined &&
    stated.spending !== undefined &&
    !OTHER_JUDGEMENT.test(question)
  ) {
    // One such topic, the one the words rank higher, put first: as sure as the message's best
    // match and a little more, never less than a plain match.
    const weightOf = (t: Topic) => weighed.find((w) => w.m.topic === t)?.weight ?? 0;
    const topic = PLAN_TOPICS.filter((t) => !strays(t, named)).sort(
      (a, b) => weightOf(b) - weightOf(a),
    )[0];
    if (topic) {
      const [best] = ranked.matches;
      const m = {
        topic,
        score: Math.max(PLAN_MATCH.score, best?.score ?? 0) * PLAN_LEAD,
        coverage: Math.max(PLAN_MATCH.coverage, best?.coverage ?? 0),
      };
      const lead = Math.max(PLAN_MATCH.score, ...weighed.map((w) => w.weight)) * PLAN_LEAD;
      const at = weighed.findIndex((w) => w.m.topic === topic);
      if (at >= 0) weighed.splice(at, 1);
      weighed.push({ m, fit: 0, weight: lead });
    }
  }
  const matches = [...weighed].sort((a, b) => b.weight - a.weight).map(({ m }) => m);
  // The topic the words rank first before any worked answer's boost.
  const closer = weighed.reduce(
    (top, w) => (w.fit > top.fit ? w : top),
    weighed[0] ?? { m: undefined, fit: 0 },
  ).m;
  return { matches, followUp: ranked.followUp, closer, named };
}

/**
 * The sentences a question's answer is chosen with: its own message's, and the messages before
 * when it points back to them ("does supplement 1a pay that?" after a hospital stay's cost), even
 * when its own words chose the topic.
 */
function pointsBackTo(question: string, context: string, previous: readonly string[]): string[] {
  const around = context === '' ? [] : [context];
  return previous.length > 0 && PRONOUN.test(question) ? [...previous, ...around] : [context];
}

function read(
  question: string,
  context: string,
  previous: readonly string[],
  details: Details,
  stated: Details,
  lastTopic?: Topic,
  opensOn?: string,
): Reading | null {
  // A bare "is that a good idea?" has no subject of its own: its topic is the statements'
  // around it, whose words alone choose it.
  const found = candidates(
    opensOn !== undefined && BARE_ASK.test(question) ? context || opensOn : question,
    context,
    previous,
    stated,
    lastTopic,
  );
  const followUp = found.followUp;
  let matches = found.matches;
  if (!confident(matches[0])) return null;
  // A follow-up of a word or two ("and next year?", "and at 62?", "and for single?") asks the
  // question before again with that changed: its answer is chosen as that question's with it.
  const asksAgain = previous.at(-1);
  if (
    followUp &&
    opensOn === undefined &&
    asksAgain !== undefined &&
    context === '' &&
    ELLIPSIS.test(question) &&
    !SOMEONE_ELSE.test(question) &&
    questionOf(question).own.length <= 2
  )
    opensOn = asksAgain;
  // The topic is the question's; which of its answers, with the statement it draws on.
  const choose = (topic: Topic) =>
    choosePoint(
      topic,
      opensOn ? `${opensOn} ${question}` : question,
      followUp ? previous : pointsBackTo(question, context, previous),
      details,
      stated,
      followUp,
    );
  let choice = choose(matches[0].topic);
  // A topic raised above a closer one only because the visitor's numbers complete one of its
  // worked answers, that then answers with a written yes or no, was raised for nothing: the
  // closer topic's written answer is given ("im 72, ira 900k. should i do roth conversions
  // before rmds start?" is not the RMD topic's "No, an RMD cannot be converted").
  const closer = found.closer;
  if (
    closer !== undefined &&
    closer !== matches[0] &&
    confident(closer) &&
    typeof choice.point.says === 'string' &&
    /^(?:yes|no)\b/i.test(choice.point.says) &&
    !choice.general
  ) {
    const instead = choose(closer.topic);
    if (typeof instead.point.says === 'string') {
      matches = [closer, ...matches.filter((m) => m !== closer)];
      choice = instead;
    }
  }
  const best = matches[0] as Match;
  const topicSure = followUp ? Math.max(0.6, topicConfidence(matches)) : topicConfidence(matches);
  // A follow-up that gives what the conversation's worked answer needs ("do we both get it?
  // married, 67 and 70, income about 140k") is asking for that answer again.
  const reworked = followUp && !choice.general && givesAll(choice.point, details);
  // A topic not known by a subject the question names ("a fixed annuity … like the cd?" read as
  // a CD's interest) may be answering another question.
  const straying = strays(best.topic, found.named);
  return {
    question,
    matches,
    topic: best.topic,
    point: choice.point,
    ranked: choice.ranked,
    general: choice.general,
    confidence:
      (straying ? UNNAMED_SUBJECT : 1) *
      (choice.general || reworked
        ? topicSure
        : worksFromNumbers(choice.point, details, stated, asksAmount(question))
          ? Math.max(WORKED_CONFIDENCE, Math.min(topicSure, choice.confidence))
          : Math.min(topicSure, choice.confidence)),
    doubt: choice.doubt,
    followUp,
  };
}

/** The earlier user messages, newest last, as read for follow-ups. */
function earlierQuestions(history: readonly HistoryTurn[]): string[] {
  // Found from the end: only the last two are read.
  const found: string[] = [];
  for (let i = history.length - 1; i >= 0 && found.length < 2; i--) {
    const t = history[i];
    if (t?.role === 'user' && typeof t.content === 'string')
      found.unshift(stripped(t.content.slice(0, 500)));
  }
  return found;
}

/** An earlier message with instruction-override attempts removed, read once (`remembered`). */
const stripped = remembered((text: string) => stripInjection(text).text);

/**
 * What the message is, read against the conversation: a follow-up resolves against the topic the
 * last answer was about (the last question read in its own turn), not only the words before it.
 */
export function understand(message: string, history: readonly HistoryTurn[]): Understanding {
  const turns = Array.isArray(history) ? history : [];
  let lastAt = turns.length - 1;
  while (
    lastAt >= 0 &&
    !(turns[lastAt]?.role === 'user' && typeof turns[lastAt]?.content === 'string')
  )
    lastAt--;
  const last = lastAt < 0 ? undefined : turns[lastAt];
  return interpret(
    message,
    turns,
    last ? topicOf(last.content, turns.slice(0, lastAt)) : undefined,
  );
}

/**
 * Topics of recent questions (null for none), so each turn reads the one before it once (a chat
 * asks it again).
 */
const TOPIC_OF = new Map<string, Topic | null>();
const MAX_REMEMBERED = 512;
/** How many turns back the topics a follow-up leans on are read. */
const TOPIC_DEPTH = 3;

/**
 * The topic an earlier question was answered from, read with the question before it: the topic
 * of its first reading, found without choosing the point or reading the conversation's details,
 * which do not change it.
 */
function topicOf(
  question: string,
  earlier: readonly HistoryTurn[],
  depth = TOPIC_DEPTH,
): Topic | undefined {
  let at = earlier.length - 1;
  while (at >= 0 && !(earlier[at]?.role === 'user' && typeof earlier[at]?.content === 'string'))
    at--;
  const before = earlier[at]?.content;
  // A follow-up was itself read against the topic of the turn before it ("and for my wife?"
  // after a spousal answer stayed on it): the third turn leans on what the second was about.
  const beforeTopic =
    depth > 0 && typeof before === 'string'
      ? topicOf(before, earlier.slice(0, at), depth - 1)
      : undefined;
  const key = `${beforeTopic?.id ?? ''}\u0000${typeof before === 'string' ? before.slice(0, 500) : ''}\u0000${question.slice(0, 500)}`;
  const known = TOPIC_OF.get(key);
  if (known !== undefined) return known ?? undefined;
  const m = messageIn(question.slice(0, 500), earlier);
  let topic: Topic | undefined;
  if (!('kind' in m)) {
    for (const { q, around } of m.reads) {
      const best = candidates(q, around, m.previous, m.stated, beforeTopic).matches[0];
      if (confident(best)) {
        topic = best.topic;
        break;
      }
    }
  }
  if (TOPIC_OF.size >= MAX_REMEMBERED) TOPIC_OF.clear();
  TOPIC_OF.set(key, topic ?? null);
  return topic;
}

/** What a message asks, before its questions are read against the knowledge base. */
interface Message {
  text: string;
  own: readonly string[];
  declined: boolean;
  errand?: string;
  inDomain: boolean;
  person: boolean;
  handoff: boolean;
  previous: string[];
  /** The details the message itself gives. */
  stated: Details;
  /** Each question to read with the text around it, in order; the last may be the whole message. */
  reads: { q: string; around: string; leansOn?: string; opensOn?: string; whole?: boolean }[];
}

/** A message that asks nothing of the knowledge base: what kind it is. */
type Answered = { kind: AnswerKind; text: string };

/**
 * What a message asks in its conversation, read once (`remembered`) for the turn that answers it
 * and the next, which reads what it was about. The conversation counts by the earlier questions
 * a follow-up is read with, and by whether there are any.
 */
function messageIn(raw: string, history: readonly HistoryTurn[]): Message | Answered {
  const conversation = history.some((t) => t?.role === 'user');
  return messageOnce([raw, earlierQuestions(history), conversation]);
}
const messageOnce = rememberedBy(
  ([raw, previous, conversation]: readonly [string, string[], boolean]) =>
    // Each text's length before it, as `searchTexts` keys its texts.
    `${conversation}${[raw, ...previous].map((t) => ` ${t.length} ${t}`).join('')}`,
  ([raw, previous, conversation]) => {
    const m = message(raw, previous, conversation);
    if (!('kind' in m))
      for (const part of [m.own, m.reads, m.previous, m.stated]) Object.freeze(part);
    return Object.freeze(m);
  },
);

function message(raw: string, previous: string[], conversation: boolean): Message | Answered {
  const { text, found: injected } = stripInjection(raw);
  if (REDACTION_LABEL.test(text)) return { kind: 'privacy', text };
  const own = contentWords(text);
  // A question of no words of its own ("how much?", "why?", "how do i do one?") asks about the
  // last answer.
  const followsUp =
    (FOLLOW_UP.test(text.replace(LEAD, '')) || (own.length === 0 && asks(text))) && conversation;
  // Thanks with a few words of relief ("thank you so much, that clears it up") asks nothing and
  // adds no fact: it is thanks.
  const thanked =
    tests(THANKS, text) &&
    own.length <= 3 &&
    !/[?\d]/.test(text) &&
    !text.split(/[.!,;]\s*/).some(asks) &&
    !tests(IN_DOMAIN, text);
  // A hello with a few words about the visitor ("hello there, my granddaughter just put this on
  // my phone for me") asks nothing yet: it is a greeting, answered with what the chat can do.
  const afterHello = text.replace(OPENS_WITH_HELLO, '');
  const greeted =
    afterHello !== text &&
    !injected &&
    own.length <= 4 &&
    !/[?\d]/.test(text) &&
    !afterHello.split(/[.!,;]\s*/).some(asks) &&
    !tests(IN_DOMAIN, text) &&
    !tests(OFF_TOPIC, text) &&
    !FEELINGS.some(([, pattern]) => tests(pattern, text));
  // "hi, i'm new here. what can you help me with?": what this chat is for, as a greeting says.
  const introduced = tests(CAPABILITY, text) && own.length <= 2 && !tests(IN_DOMAIN, text);
  if ((own.length === 0 || thanked || greeted || introduced) && !followsUp) {
    if (tests(THANKS, text) && !introduced) return { kind: 'thanks', text };
    if (tests(GREETING, text) || introduced) return { kind: 'greeting', text };
    return { kind: injected ? 'out_of_scope' : 'fallback', text };
  }
  // An everyday request beside a money question is declined in a sentence, not answered.
  const all = sentences(text);
  const kept = all.filter((s) => !errand(s.text));
  // What is left must ask something or be about the firm's subjects: "which is better for blood
  // pressure, lisinopril or amlodipine? my doctor gave me a choice" leaves nothing to answer, and
  // a word asked after the request ("iphone keeps warning storage full. fix?") asks about it.
  const declined =
    kept.length < all.length &&
    kept.some((s) => tests(IN_DOMAIN, s.text) || (contentWords(s.text).length > 1 && asks(s.text)));
  const errandText = declined ? all.find((s) => !kept.includes(s))?.text : undefined;
  const errandWord = (errandText?.match(OFF_TOPIC) ??
    errandText?.match(PROFESSION))?.[0]?.toLowerCase();
  const inDomainText = declined ? kept.map((s) => s.text).join(' ') : text;
  const inDomain = tests(IN_DOMAIN, inDomainText);
  const person = tests(PERSON_ASK, inDomainText);
  const handoff =
    person ||
    tests(PICK_A_SECURITY, inDomainText) ||
    tests(PICK_A_PROVIDER, inDomainText) ||
    tests(PICK_A_PRODUCT, inDomainText) ||
    tests(TIMING, inDomainText) ||
    (tests(NAMED_COMPANY, inDomainText) && tests(CHOOSING, inDomainText)) ||
    (tests(RECOMMEND_ASK, inDomainText) && tests(SPECIFIC, inDomainText));
  if (!handoff && !declined && (tests(OFF_TOPIC, text) || kept.length === 0) && !inDomain)
    return { kind: 'out_of_scope', text };

  const questions = (declined ? kept : all).filter((s) => asks(s.text));
  const context = (declined ? kept : all)
    .filter((s) => !asks(s.text))
    .map((s) => s.text)
    .join(' ');
  // A question with little of its own that draws on the statement before it ("heard the new
  // law means no more tax on social security. so mine is tax free now?") asks what that
  // statement says: its answer is chosen with the statement's words.
  const sayings = declined ? kept : all;
  const drawsOn = (q: Sentence): Sentence => {
    const before = sayings[sayings.indexOf(q) - 1];
    const little = contentWords(q.text).filter((w) => !/\d/.test(w)).length <= 4;
    return before &&
      !asks(before.text) &&
      little &&
      (OPENS_BACK.test(q.text) || BARE_ASK.test(q.text))
      ? { ...q, opensOn: before.text }
      : q;
  };
  // A later question with little of its own that points back ("would mine be bigger by then?")
  // leans on the one before it.
  const asked: Sentence[] =
    questions.length > 0
      ? questions.map(drawsOn).map((q, i) => {
          const before = questions[i - 1];
          const little = contentWords(q.text).filter((w) => !/\d/.test(w)).length <= 2;
          return before && !q.leansOn && little && POINTS_BACK.test(q.text)
            ? { ...q, leansOn: before.text }
            : q;
        })
      : [{ text: inDomainText }];
  return {
    text,
    own,
    declined,
    // A single word names the request ("plumber"); a phrase ("write me a card") is left unnamed.
    errand: errandWord && /^[a-z-]+$/.test(errandWord) ? errandWord : undefined,
    inDomain,
    person,
    handoff,
    previous,
    stated: readDetails(inDomainText, []),
    reads: [
      // A question that leans on the one before it ("and does Mass tax it too?") is read with it.
      ...asked.map(({ text: q, leansOn, opensOn }) => ({
        q,
        leansOn,
        opensOn,
        around: leansOn ?? (questions.length > 0 ? context : ''),
      })),
      // One question read as a whole, its context at full weight, when its parts found nothing
      // on their own ("my meds run about 300 a month on my part d plan. whats the most ill pay").
      ...(asked.length > 1 || context !== '' ? [{ q: inDomainText, around: '', whole: true }] : []),
    ],
  };
}

function interpret(raw: string, history: readonly HistoryTurn[], lastTopic?: Topic): Understanding {
  const m = messageIn(raw, history);
  const { text } = m;
  const today = text.replace(WIDOW_TO_BE, ' ');
  const feeling = FEELINGS.find(([, pattern]) => tests(pattern, today))?.[0];
  const intent: Intent = tests(DECIDE, text) ? 'decide' : tests(HOW, text) ? 'how' : 'fact';
  const details = readDetails(text, history);
  if ('kind' in m)
    return {
      text,
      feeling,
      intent,
      details,
      followUp: false,
      readings: [],
      declined: false,
      person: false,
      inDomain: false,
      confidence: 1,
      kind: m.kind,
      matches: [],
    };
  const partAsked = m.own.every((w) => GENERIC.has(w))
    ? PART_ASKED.find(([, pattern]) => pattern.test(text))?.[0]
    : undefined;
  const readings: Reading[] = [];
  const repeats = (r: Reading) =>
    readings.some((x) => x.topic === r.topic && (x.point === r.point || r.general));
  for (const { q, around, leansOn, opensOn, whole } of m.reads) {
    if (whole) {
      if (readings.length > 0) break;
      const r = read(q, around, m.previous, details, m.stated, lastTopic);
      if (r) readings.push(r);
      break;
    }
    let r = read(q, around, m.previous, details, m.stated, lastTopic, opensOn);
    // A second question drawn to the first one's topic by the shared context is read alone; one
    // that leans on the first ("is it per person? whats the total") is answered by its answer.
    if (r && readings.length > 0 && repeats(r))
      r = leansOn ? null : read(q, '', m.previous, details, NO_DETAILS, lastTopic);
    // …and one that asks the total of it ("whats the total") is not moved by the visitor's
    // numbers to another topic's worked answer.
    const strayed =
      r !== null &&
      leansOn !== undefined &&
      TOTAL_OF_IT.test(q) &&
      readings[0] !== undefined &&
      r.topic !== readings[0].topic;
    if (r && !repeats(r) && !strayed) readings.push(r);
  }
  const first = readings[0];
  // A word the knowledge base names a subject by ("spousal", "probate") counts as much as the
  // list's: a question in the firm's subjects is never called out of scope.
  const inDomain = m.inDomain || m.declined || m.own.some((w) => subjectWord(w));
  /** What was understood, as one object built once for the kind it comes to. */
  const understood = (
    kind: Understanding['kind'],
    matches: Match[],
    kept: Reading[],
    confidence: number,
  ): Understanding => ({
    text,
    feeling,
    intent,
    details,
    followUp: first?.followUp ?? false,
    readings: kept,
    declined: m.declined,
    person: m.person,
    inDomain,
    confidence,
    errand: m.errand,
    partAsked,
    kind,
    matches,
  });
  if (m.handoff)
    return understood('handoff', first ? first.matches.slice(0, 1) : [], readings.slice(0, 1), 1);
  const shown = readings.slice(0, MAX_QUESTIONS);
  // A first message with no sign of the firm's subjects (no word of them, no amount of money, no
  // detail of the visitor's, not addressed to the firm) that the knowledge base reads only unsure
  // of is out of scope: "how do i get red wine out of a carpet" is not a weak annuity question.
  const signal =
    inDomain ||
    tests(IN_DOMAIN, normalize(text)) ||
    MONEY_AMOUNT.test(text) ||
    givesDetails(m.stated) ||
    tests(TO_THE_FIRM, text) ||
    m.previous.length > 0;
  // So is one with a word the knowledge base has never seen that it reads with no more than a
  // fair confidence: "my hydrangeas never bloom anymore, what am i doing wrong" shares only
  // "wrong" with an appeal of an overpayment.
  const strange = m.own.some((w) => !knownWord(w));
  if (
    first &&
    !signal &&
    readings.every((r) => r.confidence < (strange ? STRANGE_BELOW : ABSTAIN_BELOW))
  )
    return understood('out_of_scope', [], [], 1);
  if (first) return understood('topic', first.matches, shown, first.confidence);
  // A retirement, tax or insurance question the knowledge base has no answer for is never
  // refused as out of scope.
  return understood(inDomain ? 'fallback' : 'out_of_scope', [], shown, 0);
}
