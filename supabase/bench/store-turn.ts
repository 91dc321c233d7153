/**
 * One turn as the function runs it against the store alone, for the concurrency benches
 * (`concurrency.ts`, `waits.ts`): started with every limit (the function's capacity buckets, an
 * IP's and a session's, the day's LLM budget) and finished as answered; turn `n` is its own
 * visitor and session.
 */
import type { TurnStore } from '../functions/_shared/stores.ts';

const minute = { capacity: 1e9, refillPerSecond: 1e9 / 60 };
/** The buckets every turn takes from, as the function's handler sets them. */
const buckets = (n: number) => [
  { key: 'global:day', rule: minute, shards: 8 },
  { key: 'global:minute', rule: minute, shards: 8 },
  { key: `ip:h${n}`, rule: minute },
  { key: `session:s${n}`, rule: minute },
];
const llm = { dayTokens: 1e12, addressTokens: 1e9, sessionTokens: 1e9, fixedTokens: 4800 };
const outcome = {
  status: 'answered' as const,
  reply: 'An answer of a few words, as the record keeps it.',
  sources: [],
  provider: 'openai',
  fallbackReason: null,
  model: 'bench',
  kbVersion: null,
  promptVersion: null,
  errorCode: null,
  providerMs: 20,
  totalMs: 22,
  promptTokens: 4000,
  completionTokens: 200,
  handling: null,
};

export async function storeTurn(store: TurnStore, n: number): Promise<void> {
  const started = await store.start(
    {
      turn: {
        sessionId: `s${n}`,
        messageId: 'm',
        origin: null,
        source: null,
        ipHash: `h${n}`,
        message: 'When should I claim Social Security?',
        redactionKinds: [],
      },
      owner: { keyHash: null, newKeyHash: 'a'.repeat(64) },
      buckets: buckets(n),
      llm,
      leaseMs: 30_000,
      historyTurns: 10,
    },
    Date.now(),
  );
  if (started.outcome !== 'claimed') throw new Error(`not claimed: ${started.outcome}`);
  const reserved = started.llm && 'reserved' in started.llm ? started.llm.reserved : undefined;
  await store.finish(started.record, outcome, Date.now(), reserved);
}
