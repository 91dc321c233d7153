/**
 * Writes the embedded assistant's markdown answers. A topic answer opens with the direct answer
 * (after one human sentence when the visitor says how they feel), adds only the parts that fit
 * (steps, or benefits vs. risks), then next actions with a call to the firm, one sources list and
 * a line that this is general information.
 */
import { telHref } from '@firm/contract/firm.ts';
import {
  type Composition,
  compose,
  declineLine,
  HANDOFF_LEAD,
  PERSON_LEAD,
  TONE,
} from './compose.ts';
import { issuerOf } from './kb/index.ts';
import { SENTENCE_END } from './text.ts';
import type { Answer, AnswerOptions, HistoryTurn, Source } from './types.ts';
import { type Understanding, understand } from './understand.ts';

export const DISCLAIMER =
  '_This is general information, not individualized tax, legal, insurance or investment advice._';

const EXAMPLES = [
  'When should I claim Social Security?',
  'Would an annuity work for me?',
  'Medigap or Medicare Advantage?',
  'Should I do a Roth conversion?',
];

/** Keeps only characters a phone number uses, so options cannot inject markdown. */
function cleanPhone(phone: unknown): string {
  const cleaned = typeof phone === 'string' ? phone.replace(/[^\d()+\-. x]/g, '').trim() : '';
  return cleaned === '' ? 'our office' : cleaned;
}

/** The number as a Markdown `tel:` link, when it has enough digits to dial (seven or more). */
function phoneLink(phone: string): string {
  const href = telHref(phone);
  return href.length < 'tel:+'.length + 7 ? phone : `[${phone}](${href})`;
}

function firmOf(options: AnswerOptions): string {
  const name =
    typeof options.firmName === 'string'
      ? options.firmName.replace(/[[\]()*_`#<>]/g, '').trim()
      : '';
  return name === '' ? 'our team' : name;
}

function callLine(options: AnswerOptions, purpose: string): string {
  return `Talk with ${firmOf(options)} ${purpose}: call ${phoneLink(cleanPhone(options.phone))}.`;
}

function list(items: readonly string[], marker = '-'): string {
  return items.map((item, i) => `${marker === '1.' ? `${i + 1}.` : marker} ${item}`).join('\n');
}

/** Sources: each page named by its issuer ("IRS", "SSA", "Medicare.gov"). */
function sourcesBlock(sources: readonly Source[]): string {
  return `### Sources\n${list(sources.map((s) => `[${issuerOf(s)}](${s.url})`))}`;
}

/** A paragraph whose first sentence is bold: the direct answer. */
function bold(lead: string): string {
  const [first, ...rest] = lead.split(SENTENCE_END);
  return [`**${first}**`, ...rest].join(' ');
}

/**
 * A topic answer, short enough for a phone: each direct answer in bold (the human opening
 * first), at most three steps or two benefits and risks, next actions ending with the call line,
 * the sources as short issuer names, and the general-information line.
 */
export function renderComposition(
  c: Composition,
  options: AnswerOptions,
  handoff: boolean,
): string {
  const [first, ...others] = c.parts.map((p) => bold(p.lead));
  const blocks = [c.tone ? `${c.tone} ${first}` : (first as string), ...others];
  if (c.decline) blocks.push(c.decline);
  if (c.steps.length > 0) blocks.push(`### Steps\n${list(c.steps, '1.')}`);
  if (c.benefits.length > 0 && c.risks.length > 0) {
    blocks.push(
      `### Benefits vs. risks\n**Benefits**\n${list(c.benefits)}\n\n**Risks**\n${list(c.risks)}`,
    );
  } else if (c.benefits.length > 0) blocks.push(`### Benefits\n${list(c.benefits)}`);
  else if (c.risks.length > 0) blocks.push(`### Risks\n${list(c.risks)}`);
  const call = callLine(
    options,
    handoff
      ? 'so a licensed professional can review your situation before you decide'
      : c.parts.some((p) => p.abstained)
        ? 'and a person will answer your exact question'
        : 'to see how this applies to you',
  );
  blocks.push(`### Next actions\n${list([...c.next, call])}`);
  blocks.push(sourcesBlock(c.sources), DISCLAIMER);
  return blocks.join('\n\n');
}

function short(lines: string[]): string {
  return lines.join('\n\n');
}

/** What the redactor's labels name, as the privacy answer says it back. */
const REMOVED: Record<string, string> = {
  ssn: 'a Social Security number',
  itin: 'a taxpayer ID (ITIN)',
  'card number': 'a card number',
  'card expiry date': "a card's expiry date",
  'card security code': "a card's security code",
  'routing number': 'a routing number',
  'account number': 'an account number',
  'medicare number': 'a Medicare number',
  'date of birth': 'a date of birth',
  'e-mail address': 'an e-mail address',
  'phone number': 'a phone number',
};

/** The items named by the labels in the message, each once ("a Social Security number"). */
function removedItems(text: string): string[] {
  const found = [...text.matchAll(/\[([a-z][a-z -]{1,40}) removed\]/gi)].map(
    (m) => REMOVED[(m[1] as string).toLowerCase()] ?? `the ${(m[1] as string).toLowerCase()}`,
  );
  return [...new Set(found)];
}

function joinAnd(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function answer(message: string, history: HistoryTurn[], options: AnswerOptions): Answer {
  const turns = Array.isArray(history) ? history : [];
  return respond(understand(typeof message === 'string' ? message : '', turns), turns, options)
    .answer;
}

/** The answer to an understood message, and the composition of a topic answer. */
export function respond(
  u: Understanding,
  turns: readonly HistoryTurn[],
  options: AnswerOptions,
): { answer: Answer; composition: Composition | null } {
  const c =
    u.kind === 'topic' || u.kind === 'handoff'
      ? compose(
          u,
          turns,
          typeof options.abstainBelow === 'number' ? options.abstainBelow : undefined,
        )
      : null;
  return { answer: reply(u, c, options), composition: c };
}

function reply(u: Understanding, c: Composition | null, options: AnswerOptions): Answer {
  const none = {
    sources: [],
    topicId: null,
    facet: null,
    confidence: u.confidence,
    abstained: false,
  };
  switch (u.kind) {
    case 'topic':
    case 'handoff': {
      if (c || u.kind === 'topic') {
        if (!c)
          return reply({ ...u, kind: u.inDomain ? 'fallback' : 'out_of_scope' }, null, options);
        const [first] = c.parts;
        const abstained = c.parts.some((p) => p.abstained);
        return {
          text: renderComposition(c, options, u.kind === 'handoff'),
          sources: c.sources,
          kind: u.kind === 'topic' && first?.abstained ? 'partial' : u.kind,
          topicId: c.topic.id,
          facet: first?.facet ?? null,
          confidence: Math.min(...c.parts.map((p) => p.confidence)),
          abstained,
        };
      }
      return {
        ...none,
        kind: 'handoff',
        text: short([
          `${u.feeling ? `${TONE[u.feeling]} ` : ''}${
            u.person
              ? `**${PERSON_LEAD}** ${callLine(options, 'directly')}`
              : `**${HANDOFF_LEAD}** That choice depends on your whole situation.`
          }`,
          `### Next actions\n${list([
            'Write down what you are deciding, the amounts involved and any deadline.',
            'Bring the documents (contract, illustration or statement) to the conversation.',
            callLine(options, 'so a licensed professional can review it with you'),
          ])}`,
          DISCLAIMER,
        ]),
      };
    }
    case 'privacy': {
      const items = removedItems(u.text);
      return {
        ...none,
        kind: 'privacy',
        text: short([
          `**Please don't share personal numbers here.** We removed ${joinAnd(items)} from your message. We can't look up accounts, and we can't move money or make payments from this chat.`,
          `For anything about your own accounts, ${callLine(options, 'and a person will help you securely').replace(/^Talk/, 'talk')}`,
          'You are welcome to ask a general question here without the numbers.',
        ]),
      };
    }
    case 'greeting':
      return {
        ...none,
        kind: 'greeting',
        text: short([
          'Hello! I can help with retirement income, Social Security, Medicare, taxes, life insurance and legacy planning. What would you like to know?',
          `You can also ${callLine(options, 'directly').replace(/^Talk/, 'talk')}`,
        ]),
      };
    case 'thanks':
      return {
        ...none,
        kind: 'thanks',
        text: short([
          "You're welcome! Ask me anything else about retirement, taxes or insurance.",
          callLine(options, 'whenever you want a person to look at your situation'),
        ]),
      };
    case 'out_of_scope':
      return {
        ...none,
        kind: 'out_of_scope',
        text: short([
          "I can only help with retirement, tax and insurance questions, so I can't answer that one.",
          `You could ask, for example:\n${list(EXAMPLES.map((e) => `"${e}"`))}`,
          callLine(options, 'about your own plans'),
        ]),
      };
    default:
      return {
        ...none,
        kind: 'fallback',
        abstained: true,
        text: short([
          `**I don't have a ready answer for that, and I'd rather not guess.** A person on our team can answer it.${u.declined ? ` ${declineLine(u.errand)}` : ''}`,
          callLine(options, 'for a question about your own situation'),
          `Or try asking, for example:\n${list(EXAMPLES.map((e) => `"${e}"`))}`,
          DISCLAIMER,
        ]),
      };
  }
}
