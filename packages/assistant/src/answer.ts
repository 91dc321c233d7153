/**
 * Writes the embedded assistant's markdown answers. Every topic answer has one shape:
 * a one-line summary, Steps, Benefits vs. risks, Next actions (always including a call to the
 * firm), Sources, and a line that this is general information.
 */
import type { Answer, AnswerOptions, HistoryTurn, Source, Topic } from './types.ts';
import { understand } from './understand.ts';

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

function phoneLink(phone: string): string {
  const digits = phone.replace(/x.*$/, '').replace(/\D/g, '');
  if (digits.length < 7) return phone;
  const e164 = digits.length === 10 ? `+1${digits}` : `+${digits}`;
  return `[${phone}](tel:${e164})`;
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

function sourcesBlock(sources: readonly Source[]): string {
  return `### Sources\n${list(sources.map((s) => `[${s.title}](${s.url})`))}`;
}

/** The full answer for one topic; `handoff` adds the licensed-professional framing. */
export function renderTopic(topic: Topic, options: AnswerOptions, handoff = false): string {
  const opening = handoff
    ? `**I can't recommend a specific product or decision for you, but here is the general picture.** ${topic.summary}`
    : `**${/[?!.]$/.test(topic.title) ? topic.title : `${topic.title}:`}** ${topic.summary}`;
  const next = [
    ...topic.next,
    callLine(
      options,
      handoff
        ? 'so a licensed professional can review your situation before you decide'
        : 'to see how this applies to you',
    ),
  ];
  return [
    opening,
    `### Steps\n${list(topic.steps, '1.')}`,
    `### Benefits vs. risks\n**Benefits**\n${list(topic.benefits)}\n\n**Risks**\n${list(topic.risks)}`,
    `### Next actions\n${list(next)}`,
    sourcesBlock(topic.sources),
    DISCLAIMER,
  ].join('\n\n');
}

function short(lines: string[]): string {
  return lines.join('\n\n');
}

export function answer(message: string, history: HistoryTurn[], options: AnswerOptions): Answer {
  const u = understand(
    typeof message === 'string' ? message : '',
    Array.isArray(history) ? history : [],
  );
  const topic = u.matches[0]?.topic;
  const none = { sources: [], topicId: null };
  switch (u.kind) {
    case 'topic':
    case 'handoff':
      if (topic) {
        return {
          text: renderTopic(topic, options, u.kind === 'handoff'),
          sources: topic.sources,
          kind: u.kind,
          topicId: topic.id,
        };
      }
      return {
        ...none,
        kind: 'handoff',
        text: short([
          "**I can't recommend specific investments, products or contracts, or tell you whether to sign one.** That choice depends on your whole situation and needs a licensed professional.",
          `### Next actions\n${list([
            'Write down what you are deciding, the amounts involved and any deadline.',
            'Bring the documents (contract, illustration or statement) to the conversation.',
            callLine(options, 'so a licensed professional can review it with you'),
          ])}`,
          DISCLAIMER,
        ]),
      };
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
        text: short([
          "I don't have a ready answer for that. I can explain retirement income, Social Security, Medicare, taxes, life insurance and legacy planning.",
          `Try asking, for example:\n${list(EXAMPLES.map((e) => `"${e}"`))}`,
          callLine(options, 'for a question about your own situation'),
          DISCLAIMER,
        ]),
      };
  }
}
