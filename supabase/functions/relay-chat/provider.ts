import {
  type Answer,
  answer,
  KB_VERSION,
  type PiiKind,
  PROMPT_VERSION,
  redact,
} from '@firm/assistant/index.ts';
import type { Source } from '@firm/contract/protocol.ts';
import type { TurnHandling } from '../_shared/stores.ts';

/** One turn as a provider sees it: the message and the conversation so far, as recorded (so
 * already redacted). */
export interface Turn {
  message: string;
  history: { role: 'user' | 'ai'; content: string }[];
}

/** LLM tokens spent by one call. */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface ProviderReply {
  text: string;
  /** The reply as the record keeps it, when the provider has masked it already. */
  redacted?: RedactedText;
  sources: Source[];
  model: string;
  kbVersion: string;
  promptVersion: string;
  /** How the engine handled the turn, when an engine decided it. */
  handling?: TurnHandling;
}

/** The engine's decision behind an answer, as the record keeps it. */
export const handlingOf = (
  { kind, topicId, facet, confidence, abstained }: Answer,
  figureCheck: TurnHandling['figureCheck'],
): TurnHandling => ({ kind, topic: topicId, facet, confidence, abstained, figureCheck });

export interface AnswerOptions {
  /** Aborted when the client goes away; the provider must stop working. */
  signal: AbortSignal;
  /** Receives the reply as it is produced, when the client streams. */
  onDelta?: (text: string) => void;
  /**
   * Receives the LLM tokens each call spent (or tried to, when the call failed part-way), so
   * they count towards the daily budget; a provider without an LLM never calls it.
   */
  onUsage?: (usage: TokenUsage) => void;
}

/** Whatever answers a turn. Throws `ProviderError` on failure. */
export interface Provider {
  /** Recorded with each turn, e.g. `assistant` (the embedded one) or `openai`. */
  readonly name: string;
  answer(turn: Turn, options: AnswerOptions): Promise<ProviderReply>;
}

/** A failed answer: the upstream timed out, or failed in any other way. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly code: 'upstream_error' | 'upstream_timeout',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Masks personal data in a text; returns the masked text and the kinds it found. With the
 * visitor's previous message, the two are read as one, so a number split across them is masked
 * in this text too.
 */
export type Redactor = (text: string, previous?: string) => RedactedText;

/** A text with personal data masked, and the kinds that were. */
export interface RedactedText {
  text: string;
  kinds: readonly PiiKind[];
}

/** The embedded redactor; the firm's own number is not personal data and stays. */
export const embeddedRedactor =
  (firmPhone: string): Redactor =>
  (text, previous) =>
    redact(text, { keepPhones: [firmPhone], previous });

/** Answers kept by the embedded provider: the suggestion chips make some questions common. */
const ANSWER_CACHE_SIZE = 256;
/** Texts given a number by `textIds`: the messages and replies of recent conversations. */
const TEXT_IDS_SIZE = 4096;

/**
 * A number for each text seen recently, never reused: a conversation's key is its texts'
 * numbers, a few characters, instead of its texts. A text is hashed once (the store hands the
 * same string on each turn), not copied into a key; one forgotten gets a new number, so its key
 * only misses the cache, never matches another's.
 */
function textIds(size = TEXT_IDS_SIZE): (text: string) => number {
  const ids = new Map<string, number>();
  let next = 0;
  return (text) => {
    let id = ids.get(text);
    if (id === undefined) {
      id = next++;
      if (ids.size >= size) ids.delete(ids.keys().next().value as string);
      ids.set(text, id);
    }
    return id;
  };
}

/**
 * The knowledge-base assistant, in process: no network, no keys. Its answers depend only on
 * the message and the conversation so far, so recent ones are cached by their texts' numbers
 * (`textIds`), each with its text as the record keeps it (masked by `redactor`) and its
 * pieces. Streams its reply paragraph by paragraph so streaming clients see it grow like any
 * other provider's.
 */
export const embeddedProvider = (options: {
  phone: string;
  firmName?: string;
  redactor: Redactor;
}): Provider => {
  const { redactor, ...firm } = options;
  const cache = new Map<string, ProviderReply & { pieces: string[] }>();
  const idOf = textIds();
  const cached = (turn: Turn) => {
    const key = `${idOf(turn.message)}:${turn.history.map((t) => `${t.role[0]}${idOf(t.content)}`).join(',')}`;
    let reply = cache.get(key);
    if (reply) {
      cache.delete(key);
    } else {
      const decided = answer(turn.message, turn.history, firm);
      const { text, sources } = decided;
      reply = {
        text,
        redacted: redactor(text),
        pieces: text.split(/(?<=\n\n)/),
        sources: Object.freeze(sources.map((source) => Object.freeze({ ...source }))) as Source[],
        model: 'knowledge-base',
        kbVersion: KB_VERSION,
        promptVersion: PROMPT_VERSION,
        handling: handlingOf(decided, 'not_applicable'),
      };
      if (cache.size >= ANSWER_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    }
    cache.set(key, reply);
    return reply;
  };
  return {
    name: 'assistant',
    answer(turn, { onDelta }) {
      const { pieces, ...reply } = cached(turn);
      if (onDelta) for (const piece of pieces) onDelta(piece);
      return Promise.resolve(reply);
    },
  };
};
