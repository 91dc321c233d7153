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
  /**
   * The record's ids of the turns `history` was read from, oldest first. Within one store the
   * same ids are the same texts (an answered turn is sealed, and ids are never reused), so they
   * name the conversation in a few characters.
   */
  historyIds: readonly number[];
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
/** Reply texts whose masking the embedded provider keeps (each up to a few kilobytes). */
const REDACTED_REPLIES = 256;

/**
 * `redactor` on whole texts (no previous message), remembered for the `kept` most recent texts:
 * the same text is masked the same way, and the engine gives many conversations the same reply
 * (a topic's answer is the same for every visitor who asks it alike), so a reply another
 * conversation was given is not read again.
 */
export const rememberedRedactor = (redactor: Redactor, kept = REDACTED_REPLIES) => {
  const texts = new Map<string, RedactedText>();
  return (text: string): RedactedText => {
    let masked = texts.get(text);
    if (masked) {
      texts.delete(text);
    } else {
      masked = redactor(text);
      masked = Object.freeze({ text: masked.text, kinds: Object.freeze([...masked.kinds]) });
      if (texts.size >= kept) texts.delete(texts.keys().next().value as string);
    }
    texts.set(text, masked);
    return masked;
  };
};

/**
 * The knowledge-base assistant, in process: no network, no keys. Its answers depend only on
 * the message and the conversation so far, so recent ones are cached by the message and the
 * ids of the recorded turns it was shown (`historyIds`: one provider serves one store), each
 * with its text as the record keeps it (masked by `redactor`, once for each text); the reply is
 * shared, frozen. Streams its reply paragraph by paragraph (split once, when a client first
 * streams it) so streaming clients see it grow like any other provider's.
 */
export const embeddedProvider = (options: {
  phone: string;
  firmName?: string;
  redactor: Redactor;
}): Provider => {
  const { redactor, ...firm } = options;
  const redactReply = rememberedRedactor(redactor);
  /** A reply and, once a streaming client has been given it, its paragraphs. */
  type Kept = { reply: ProviderReply; pieces?: string[] };
  const cache = new Map<string, Kept>();
  const cached = (turn: Turn): Kept => {
    const key = `${turn.historyIds.join(',')}:${turn.message}`;
    let kept = cache.get(key);
    if (kept) {
      cache.delete(key);
    } else {
      const decided = answer(turn.message, turn.history, firm);
      const { text, sources } = decided;
      kept = {
        reply: Object.freeze({
          text,
          redacted: redactReply(text),
          sources: Object.freeze(sources.map((source) => Object.freeze({ ...source }))) as Source[],
          model: 'knowledge-base',
          kbVersion: KB_VERSION,
          promptVersion: PROMPT_VERSION,
          handling: handlingOf(decided, 'not_applicable'),
        }),
      };
      if (cache.size >= ANSWER_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    }
    cache.set(key, kept);
    return kept;
  };
  return {
    name: 'assistant',
    answer(turn, { onDelta }) {
      const kept = cached(turn);
      if (onDelta) {
        // Split into paragraphs only for a client that streams (most answers are sent whole).
        kept.pieces ??= kept.reply.text.split(/(?<=\n\n)/);
        for (const piece of kept.pieces) onDelta(piece);
      }
      return Promise.resolve(kept.reply);
    },
  };
};
