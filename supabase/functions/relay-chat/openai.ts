import {
  type ChatCompletionMessage,
  figureChecker,
  groundedPrompt,
} from '@firm/assistant/index.ts';
import { CONTROL_CHARACTERS } from '@firm/contract/protocol.ts';
import { isRetryableStatus, retryAfterMs, retryDelayMs } from '@firm/contract/retry-rule.ts';
import { createParser } from 'eventsource-parser';
import { systemClock } from '../_shared/clock.ts';
import {
  type AnswerOptions,
  handlingOf,
  type Provider,
  ProviderError,
  type ProviderReply,
  type TokenUsage,
  type Turn,
} from './provider.ts';

export interface OpenAiOptions {
  apiKey: string;
  /** e.g. `https://api.openai.com/v1`, an Azure `.../openai/v1`, or a local vLLM/Ollama server. */
  baseUrl: string;
  model: string;
  /** Budget for the whole answer, the one retry included. */
  timeoutMs: number;
  /** The most the model may write in one answer. */
  maxTokens: number;
  phone: string;
  firmName?: string;
  fetch?: typeof fetch;
}

/** One failed attempt; `retryable` when another attempt may succeed. */
class AttemptError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs = 0,
    /** The HTTP status of an error response. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** How the model's reply fared against the figure check, for the record. */
export interface FigureCheckResult {
  /** `passed`: every figure was in the grounding; `fell_back`: one was not, and the engine's own answer took over. */
  figureCheck: 'passed' | 'fell_back';
  /** The figures that failed the check, as the model wrote them. */
  unsupportedFigures: string[];
}

export type OpenAiReply = ProviderReply & FigureCheckResult;

/**
 * The end of what can be let through now: everything but a last word still arriving, which may
 * be part of a figure ("$35," before "750"). A word that ends a sentence or clause goes too,
 * unless a digit precedes its stop ("$202." before "90").
 */
function releasable(text: string): number {
  const lastSpace = Math.max(text.lastIndexOf(' '), text.lastIndexOf('\n'), text.lastIndexOf('\t'));
  if (/[^\d\s][.!?,;:)]$/.test(text)) return text.length;
  return lastSpace + 1;
}

/**
 * Lets the model's reply through as it streams, word by word, once the dollar amounts,
 * percentages and ages of everything shown so far are found in the grounding (the check reads
 * the whole text each time, so a figure split across pieces, or an age after "at", is judged
 * whole). The first figure that fails closes the gate: nothing more of the model's reply is
 * shown, and the engine's own answer follows what was already let through, which held only
 * checked figures (at most a bare number whose unit had not arrived). Streaming stays live for a
 * reply that passes, a visitor never sees an unchecked figure, and the record is exactly what
 * was shown. Holding the whole reply until checked would also be safe, but would show nothing
 * until the model had finished.
 */
class FigureGate {
  /** Text let through so far. */
  released = '';
  unsupported: string[] = [];
  private pending = '';
  private readonly check: (text: string) => { ok: boolean; unsupported: string[] };

  constructor(
    grounding: readonly string[],
    private readonly emit: (text: string) => void,
  ) {
    this.check = figureChecker(grounding);
  }

  get failed(): boolean {
    return this.unsupported.length > 0;
  }

  push(piece: string): void {
    if (this.failed) return;
    this.pending += piece;
    const end = releasable(this.pending);
    if (end > 0) this.release(end);
  }

  /** The reply is complete: its last word is checked too. */
  finish(): void {
    if (!this.failed && this.pending !== '') this.release(this.pending.length);
  }

  private release(end: number): void {
    const text = this.pending.slice(0, end);
    const result = this.check(this.released + text);
    if (!result.ok) {
      this.unsupported = result.unsupported;
      return;
    }
    this.released += text;
    this.pending = this.pending.slice(end);
    this.emit(text);
  }
}

/** Wait before the one retry, unless the upstream asks for longer. */
const RETRY_DELAY_MS = 250;

interface Chunk {
  choices?: {
    delta?: { content?: unknown };
    message?: { content?: unknown };
    finish_reason?: unknown;
  }[];
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } | null;
  error?: unknown;
}

const CONTROL = new RegExp(CONTROL_CHARACTERS.source, 'gu');
/** The text without control characters, which the record's database would refuse. */
const printable = (text: string) => text.replace(CONTROL, '');

/** Tokens as the server reported them, when it did. */
const usageOf = (chunk: Chunk): TokenUsage | undefined => {
  const prompt = chunk.usage?.prompt_tokens;
  const completion = chunk.usage?.completion_tokens;
  return typeof prompt === 'number' && typeof completion === 'number'
    ? { promptTokens: prompt, completionTokens: completion }
    : undefined;
};

/** Roughly four characters a token: the count kept when a server reports none. */
const estimate = (chars: number) => Math.ceil(chars / 4);

const parse = (data: string): Chunk => {
  try {
    const chunk = JSON.parse(data) as unknown;
    if (typeof chunk === 'object' && chunk !== null) return chunk as Chunk;
  } catch {
    // Reported below.
  }
  throw new AttemptError('malformed upstream data', true);
};

/**
 * One chat completion call, streamed; returns the whole text. `onUsage` receives the tokens the
 * server reports spending.
 */
async function complete(
  options: OpenAiOptions,
  messages: ChatCompletionMessage[],
  signal: AbortSignal,
  onDelta: (text: string) => void,
  onUsage: (usage: TokenUsage) => void,
): Promise<string> {
  const response = await (options.fetch ?? fetch)(
    `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.apiKey}`,
        // Azure OpenAI reads its key from this header.
        'api-key': options.apiKey,
        'content-type': 'application/json',
        accept: 'text/event-stream, application/json',
      },
      body: JSON.stringify({
        model: options.model,
        messages,
        max_tokens: options.maxTokens,
        stream: true,
        stream_options: { include_usage: true },
      }),
      signal,
      // A redirect would carry the key to another server.
      redirect: 'error',
    },
  );
  if (!response.ok) {
    await response.body?.cancel();
    throw new AttemptError(
      `upstream status ${response.status}`,
      isRetryableStatus(response.status),
      retryDelayMs(
        1,
        RETRY_DELAY_MS,
        retryAfterMs(response.headers.get('retry-after')),
        options.timeoutMs,
      ),
      response.status,
    );
  }
  if (!response.headers.get('content-type')?.includes('text/event-stream')) {
    // A server that ignores `stream: true` answers with one JSON completion.
    const completion = parse(await response.text());
    const usage = usageOf(completion);
    if (usage) onUsage(usage);
    const content = completion.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !printable(content)) {
      throw new AttemptError('empty reply', true);
    }
    onDelta(printable(content));
    return printable(content);
  }
  if (!response.body) throw new AttemptError('no body', true);
  let text = '';
  let finished = false;
  let done = false;
  const events: string[] = [];
  const parser = createParser({ onEvent: ({ data }) => events.push(data) });
  const decoder = new TextDecoder();
  for await (const bytes of response.body) {
    parser.feed(decoder.decode(bytes, { stream: true }));
    for (const data of events.splice(0)) {
      if (data === '[DONE]') {
        finished = done = true;
        break;
      }
      const chunk = parse(data);
      if (chunk.error) throw new AttemptError('upstream error event', true);
      // The usage comes in a last chunk of its own, after the one that finishes the answer.
      const usage = usageOf(chunk);
      if (usage) {
        onUsage(usage);
        done = true;
      }
      const choice = chunk.choices?.[0];
      const piece =
        typeof choice?.delta?.content === 'string' ? printable(choice.delta.content) : '';
      if (piece) {
        text += piece;
        onDelta(piece);
      }
      if (choice?.finish_reason) finished = true;
    }
    if (done) break;
  }
  if (!finished) throw new AttemptError('stream ended early', true);
  if (!text) throw new AttemptError('empty reply', true);
  return text;
}

/**
 * An OpenAI-compatible chat completions API (OpenAI, Azure, vLLM, llama.cpp server, Ollama),
 * grounded by the embedded assistant's prompt. The whole answer, with at most one retry, must
 * fit in `timeoutMs`; the call is aborted when the client goes away. Nothing is retried once
 * text has reached the client.
 */
/** The provider, whose replies also say how they fared against the figure check. */
export interface OpenAiProvider extends Provider {
  answer(turn: Turn, options: AnswerOptions): Promise<OpenAiReply>;
}

export function openAiProvider(options: OpenAiOptions): OpenAiProvider {
  return {
    name: 'openai',
    async answer(turn, { signal, onDelta, onUsage }) {
      const prompt = groundedPrompt(turn.message, turn.history, {
        phone: options.phone,
        firmName: options.firmName,
      });
      const started = performance.now();
      // One controller for the whole answer: aborted by the client leaving or the time-out.
      const abort = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        abort.abort();
      }, options.timeoutMs);
      const leave = () => abort.abort(signal.reason);
      signal.addEventListener('abort', leave, { once: true });
      if (signal.aborted) leave();
      let streamed = false;
      const emit = (text: string) => {
        if (!onDelta) return;
        streamed = true;
        onDelta(text);
      };
      /** Turns an abort into its cause: the client left, or the time-out. */
      const fail = () => {
        if (signal.aborted) throw signal.reason;
        if (timedOut) {
          throw new ProviderError('upstream_timeout', 'The upstream did not answer in time.');
        }
      };
      const promptChars = prompt.messages.reduce((sum, m) => sum + m.content.length, 0);
      try {
        for (let attempt = 1; ; attempt++) {
          // Each call's tokens count towards the daily budget: as reported, else estimated from
          // what was sent and received (a call cut short, by the client leaving too, still cost).
          let reported: TokenUsage | undefined;
          let received = 0;
          const spent = (): TokenUsage =>
            reported ?? {
              promptTokens: estimate(promptChars),
              completionTokens: estimate(received),
            };
          const gate = new FigureGate(prompt.grounding, emit);
          try {
            await complete(
              options,
              prompt.messages,
              abort.signal,
              (piece) => {
                received += piece.length;
                gate.push(piece);
              },
              (usage) => {
                reported = usage;
              },
            );
            onUsage?.(spent());
            gate.finish();
            const versions = {
              model: options.model,
              kbVersion: prompt.kbVersion,
              promptVersion: prompt.promptVersion,
            };
            if (!gate.failed) {
              return {
                text: gate.released,
                sources: prompt.sources,
                ...versions,
                handling: handlingOf(prompt.fallback, 'passed'),
                figureCheck: 'passed',
                unsupportedFigures: [],
              };
            }
            // A figure the grounding does not hold: the engine's own answer takes over.
            const fallback = `${gate.released === '' ? '' : '\n\n'}${prompt.fallback.text}`;
            emit(fallback);
            return {
              text: `${gate.released}${fallback}`,
              sources: prompt.fallback.sources,
              ...versions,
              handling: handlingOf(prompt.fallback, 'fell_back'),
              figureCheck: 'fell_back',
              unsupportedFigures: gate.unsupported,
            };
          } catch (error) {
            // An error status generated nothing and is not billed; any other failure may have.
            if (!(error instanceof AttemptError && error.status !== undefined)) onUsage?.(spent());
            fail();
            const again = error instanceof AttemptError ? error : new AttemptError('network', true);
            if (attempt > 1 || streamed || !again.retryable) {
              throw new ProviderError('upstream_error', again.message);
            }
            if (again.retryAfterMs >= options.timeoutMs - (performance.now() - started)) {
              throw new ProviderError('upstream_error', `${again.message}, no time to retry`);
            }
            await systemClock.sleep(again.retryAfterMs, abort.signal).catch(fail);
          }
        }
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', leave);
      }
    },
  };
}
