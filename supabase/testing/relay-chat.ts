import { SESSION_ID_HEADER, SESSION_KEY_HEADER } from '@firm/contract/protocol.ts';
import type { Clock } from '../functions/_shared/clock.ts';
import { originPolicy } from '../functions/_shared/cors.ts';
import type { Handler } from '../functions/_shared/http.ts';
import type { LogEntry } from '../functions/_shared/log.ts';
import { PENDING, type TurnRecord } from '../functions/_shared/stores.ts';
import { createHandler } from '../functions/relay-chat/handler.ts';
import type {
  AnswerOptions,
  Provider,
  ProviderReply,
  TokenUsage,
  Turn,
} from '../functions/relay-chat/provider.ts';
import type { RelayConfig, RelayDeps } from '../functions/relay-chat/steps/deps.ts';
import { memoryTurnStore } from './memory-stores.ts';

/** Virtual time: `sleep` lets other tasks run once, then moves the clock on. */
export const manualClock = (start = 1_800_000_000_000): Clock & { advance(ms: number): void } => {
  let now = start;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
    sleep: (ms, signal) =>
      new Promise((resolve, reject) =>
        setTimeout(() => {
          if (signal?.aborted) return reject(signal.reason);
          now += ms;
          resolve();
        }, 0),
      ),
  };
};

export type Script = (turn: Turn, options: AnswerOptions) => Promise<string> | string;

/**
 * A provider that answers with `script` and records what it was asked; with `usage`, it reports
 * spending those LLM tokens on every answer.
 */
export const scriptedProvider = (
  script: Script = (turn) => `You asked: ${turn.message}`,
  usage?: TokenUsage,
  name = 'scripted',
) => {
  const calls: Turn[] = [];
  const provider: Provider = {
    name,
    async answer(turn, options): Promise<ProviderReply> {
      calls.push(structuredClone(turn));
      if (usage) options.onUsage?.(usage);
      const text = await script(turn, options);
      for (const piece of text.split(/(?<= )/)) options.onDelta?.(piece);
      return {
        text,
        sources: [{ title: 'Retirement income', url: 'https://example.com/income' }],
        model: 'script-1',
        kbVersion: 'kb-test',
        promptVersion: 'prompt-test',
      };
    },
  };
  return { provider, calls };
};

/** The header tests send as the platform's proxy would. */
export const CLIENT_IP = 'cf-connecting-ip';

export const testConfig = (over: Partial<RelayConfig> = {}): RelayConfig => ({
  origins: originPolicy(undefined),
  publicKeys: [],
  clientIpHeader: CLIENT_IP,
  sessionLimit: { capacity: 100, refillPerSecond: 1 },
  ipLimit: { capacity: 100, refillPerSecond: 1 },
  globalMinuteLimit: { capacity: 1000, refillPerSecond: 10 },
  globalDayLimit: { capacity: 10_000, refillPerSecond: 1 },
  llm: null,
  historyTurns: 10,
  phone: '(617) 555-0142',
  ipSalt: 'salt',
  leaseMs: 30_000,
  duplicateWaitMs: 8000,
  duplicatePollMs: 250,
  ...over,
});

/**
 * A handler used as a well-behaved client uses it: the secret the function issues with a
 * conversation's first turn is kept, and sent with every later request naming that conversation
 * (unless the request carries one of its own).
 */
export function keepingSessions(handler: Handler): Handler & { keys: Map<string, string> } {
  const keys = new Map<string, string>();
  const client = async (request: Request, info?: Deno.ServeHandlerInfo) => {
    const body = await request
      .clone()
      .json()
      .catch(() => undefined);
    const key = typeof body?.session_id === 'string' ? keys.get(body.session_id) : undefined;
    if (key && !request.headers.has(SESSION_KEY_HEADER)) {
      request.headers.set(SESSION_KEY_HEADER, key);
    }
    const response = await handler(request, info);
    const opened = response.headers.get(SESSION_ID_HEADER);
    if (opened) keys.set(opened, response.headers.get(SESSION_KEY_HEADER) ?? '');
    return response;
  };
  return Object.assign(client, { keys });
}

/**
 * The handler with in-memory stores, a manual clock and captured logs; override any part.
 * `handler` keeps each conversation's secret as a client does; `raw` is the bare handler, for a
 * stranger. The fallback (the embedded assistant's stand-in) records its calls apart.
 */
export function setup(over: Partial<RelayDeps> & { script?: Script; usage?: TokenUsage } = {}) {
  const { provider, calls } = scriptedProvider(over.script, over.usage);
  const assistant = scriptedProvider(
    (turn) => `The assistant on: ${turn.message}`,
    undefined,
    'assistant',
  );
  const logs: LogEntry[] = [];
  const deps: RelayDeps = {
    config: testConfig(),
    provider,
    fallback: assistant.provider,
    redactor: (text) => ({ text, kinds: [] }),
    turns: memoryTurnStore(),
    clock: manualClock(),
    log: (entry) => logs.push(entry),
    ...over,
  };
  const raw = createHandler(deps);
  return { handler: keepingSessions(raw), raw, deps, calls, fallbackCalls: assistant.calls, logs };
}

export const URL_ = 'http://127.0.0.1:54321/functions/v1/relay-chat';

export const validBody = (over: Record<string, unknown> = {}) => ({
  message: 'How do Roth conversions work?',
  session_id: 'session-1',
  timestamp: 1_800_000_000_000,
  source: 'http://localhost:5173',
  history: [{ role: 'user', content: 'Hello', ts: 1_799_999_999_000 }],
  ...over,
});

/** A POST as a browser on the site would send it, through the platform's proxy. */
export const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(URL_, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'http://localhost:5173',
      [CLIENT_IP]: '203.0.113.7',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** A turn just claimed, as a store hands it back, for the handler's steps. */
export const pendingRecord = (over: Partial<TurnRecord> = {}): TurnRecord => ({
  ...PENDING,
  id: 7,
  sessionId: 's-1',
  messageId: 'm-1',
  attempt: 1,
  origin: null,
  source: null,
  ipHash: 'h',
  message: 'And for my wife?',
  redactionKinds: [],
  contextTurnIds: [3],
  createdAt: 0,
  sources: [],
  ...over,
});
