import { createParser } from 'eventsource-parser';
import {
  type ChatCompletionMessage,
  groundedPrompt,
} from '../../../packages/assistant/src/index.ts';
import {
  isRetryableStatus,
  retryAfterMs,
  retryDelayMs,
} from '../../../packages/chat-core/src/retry-rule.ts';
import { systemClock } from '../_shared/clock.ts';
import { type Provider, ProviderError } from './provider.ts';

export interface OpenAiOptions {
  apiKey: string;
  /** e.g. `https://api.openai.com/v1`, an Azure `.../openai/v1`, or a local vLLM/Ollama server. */
  baseUrl: string;
  model: string;
  /** Budget for the whole answer, the one retry included. */
  timeoutMs: number;
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
  ) {
    super(message);
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
  error?: unknown;
}

const parse = (data: string): Chunk => {
  try {
    const chunk = JSON.parse(data) as unknown;
    if (typeof chunk === 'object' && chunk !== null) return chunk as Chunk;
  } catch {
    // Reported below.
  }
  throw new AttemptError('malformed upstream data', true);
};

/** One chat completion call, streamed; returns the whole text. */
async function complete(
  options: OpenAiOptions,
  messages: ChatCompletionMessage[],
  signal: AbortSignal,
  onDelta: (text: string) => void,
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
      body: JSON.stringify({ model: options.model, messages, stream: true }),
      signal,
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
    );
  }
  if (!response.headers.get('content-type')?.includes('text/event-stream')) {
    // A server that ignores `stream: true` answers with one JSON completion.
    const content = parse(await response.text()).choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !content) throw new AttemptError('empty reply', true);
    onDelta(content);
    return content;
  }
  if (!response.body) throw new AttemptError('no body', true);
  let text = '';
  let finished = false;
  const events: string[] = [];
  const parser = createParser({ onEvent: ({ data }) => events.push(data) });
  const decoder = new TextDecoder();
  for await (const bytes of response.body) {
    parser.feed(decoder.decode(bytes, { stream: true }));
    for (const data of events.splice(0)) {
      if (data === '[DONE]') {
        finished = true;
        break;
      }
      const chunk = parse(data);
      if (chunk.error) throw new AttemptError('upstream error event', true);
      const choice = chunk.choices?.[0];
      const piece = choice?.delta?.content;
      if (typeof piece === 'string' && piece) {
        text += piece;
        onDelta(piece);
      }
      if (choice?.finish_reason) finished = true;
    }
    if (finished) break;
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
export function openAiProvider(options: OpenAiOptions): Provider {
  return {
    name: 'openai',
    async answer(turn, { signal, onDelta }) {
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
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            const text = await complete(options, prompt.messages, abort.signal, emit);
            return {
              text,
              sources: prompt.sources,
              model: options.model,
              kbVersion: prompt.kbVersion,
              promptVersion: prompt.promptVersion,
            };
          } catch (error) {
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
