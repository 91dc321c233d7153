/**
 * What inlining the record's SQL helpers is worth: turns/s (a start and a finish after another,
 * one connection) on one throw-away PostgreSQL database, with the helpers as migration
 * 20261126090000 leaves them (inlined) and as they were before it (immutable over stable
 * bodies, some with SET search_path: not inlined), alternating rounds in the same run.
 *
 *   deno run -A bench/inlining.ts [rounds] [turns a round]
 */
import { sqlTurnStore } from '../functions/_shared/db/stores.ts';
import type { TurnOutcome } from '../functions/_shared/stores.ts';
import { createServerDatabase } from '../testing/databases.ts';

const ROUNDS = Number(Deno.args[0] ?? 4);
const TURNS = Number(Deno.args[1] ?? 300);

const helpers = (volatility: 'immutable' | 'stable', setting: string) => `
  alter function public.chat_link(text, bigint, jsonb) ${volatility};
  alter function public.chat_epoch_us(timestamptz) ${volatility};
  alter function public.chat_claim_content(public.chat_turns) ${volatility} ${setting};
  alter function public.chat_handling(public.chat_turns) ${volatility} ${setting};
  alter function public.chat_seal_content(public.chat_turns) ${volatility} ${setting};
  alter function public.chat_turn_json(public.chat_turns) stable ${setting};`;
const VERSIONS = {
  'not inlined': helpers('immutable', "set search_path = ''"),
  inlined: helpers('stable', 'reset all'),
};

const { db, relay, drop } = await createServerDatabase(2);
const store = sqlTurnStore(relay);
const owner = { keyHash: 'a'.repeat(64), newKeyHash: 'a'.repeat(64) };
const outcome: TurnOutcome = {
  status: 'answered',
  reply: 'A reply of a few hundred characters. '.repeat(20),
  sources: [],
  provider: 'assistant',
  fallbackReason: null,
  model: 'knowledge-base',
  kbVersion: 'kb',
  promptVersion: 'p',
  errorCode: null,
  providerMs: 1,
  totalMs: 2,
  promptTokens: null,
  completionTokens: null,
  handling: {
    kind: 'topic',
    topic: 'roth-conversion',
    facet: null,
    confidence: 0.5,
    abstained: false,
    figureCheck: 'not_applicable',
  },
};

let n = 0;
/** Turns/s of `count` turns over 20 conversations (each shown up to ten earlier turns). */
async function turns(count: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < count; i++, n++) {
    const turn = {
      sessionId: `s${n % 20}`,
      messageId: `m${n}`,
      origin: null,
      source: null,
      ipHash: 'h',
      message: 'How do Roth conversions work?',
      redactionKinds: [],
    };
    const start = { turn, owner, buckets: [], llm: null, leaseMs: 60_000, historyTurns: 10 };
    const claim = await store.start(start, Date.now());
    if (claim.outcome !== 'claimed') throw new Error(`not claimed: ${claim.outcome}`);
    await store.finish({ ...turn, attempt: claim.record.attempt }, outcome, Date.now());
  }
  return count / ((performance.now() - started) / 1000);
}

try {
  await turns(200);
  const figures: Record<string, number[]> = { 'not inlined': [], inlined: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, sql] of Object.entries(VERSIONS)) {
      await db.exec(sql);
      await turns(30); // plans made again after the change
      figures[name]?.push(await turns(TURNS));
    }
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  for (const [name, values] of Object.entries(figures)) {
    console.log(`${name.padEnd(12)} ${values.map((v) => v.toFixed(0)).join(', ')} turns/s`);
  }
  const ratio = median(figures.inlined ?? []) / median(figures['not inlined'] ?? []);
  console.log(`inlined / not inlined: ${ratio.toFixed(2)}x (medians of ${ROUNDS} rounds)`);
} finally {
  await drop();
}
