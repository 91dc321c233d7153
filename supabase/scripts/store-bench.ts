/**
 * Store bench: relay-chat with the embedded assistant under the same load, once on the
 * in-memory stores and once on the PostgreSQL stores (a throw-away database on loopback), in
 * the same run; prints requests/s and p99 latency, and Postgres as a ratio of memory.
 * Bounded: STORE_BENCH_SECONDS per side (default 10), STORE_BENCH_SESSIONS visitors (default 50).
 */
import { createServerDatabase } from '../functions/_shared/db/testing.ts';
import { drive, quantile, startRelay, type Visitor } from './load.ts';

const SECONDS = Number(Deno.env.get('STORE_BENCH_SECONDS') ?? 10);
const SESSIONS = Number(Deno.env.get('STORE_BENCH_SESSIONS') ?? 50);

async function measure(kind: 'memory' | 'postgres', dbUrl?: string) {
  const target = await startRelay(
    new URL('./store-bench-target.ts', import.meta.url),
    {
      SUPABASE_DB_URL: dbUrl ?? '',
      RATE_LIMIT_SESSION_PER_MINUTE: '1000000',
      RATE_LIMIT_IP_PER_MINUTE: '1000000',
      IP_HASH_SALT: 'bench',
    },
    [kind],
  );
  try {
    const visitors: Visitor[] = Array.from({ length: SESSIONS }, (_, i) => ({
      sessionId: `bench-${kind}-${i}`,
      ip: `10.1.${i >> 8}.${i & 255}`,
      thinkMs: 0,
      parallel: 1,
    }));
    // Warm up (JIT, connections), then measure.
    await drive(target.url, visitors, 1000);
    const { results, seconds } = await drive(target.url, visitors, SECONDS * 1000);
    const ok = results.filter((r) => r.status === 200);
    return {
      rps: ok.length / seconds,
      p99: quantile(
        ok.map((r) => r.ms),
        0.99,
      ),
      errors: results.length - ok.length,
    };
  } finally {
    await target.stop();
  }
}

const database = await createServerDatabase();
try {
  const memory = await measure('memory');
  const postgres = await measure('postgres', database.url);
  const row = (name: string, f: typeof memory) =>
    `${name.padEnd(10)} ${f.rps.toFixed(0).padStart(7)} req/s   p99 ${f.p99.toFixed(1).padStart(6)} ms   non-200 ${f.errors}`;
  console.log(`relay-chat stores, ${SESSIONS} sessions, ${SECONDS} s each, embedded assistant`);
  console.log(row('memory', memory));
  console.log(row('postgres', postgres));
  console.log(
    `postgres/memory: throughput ${(postgres.rps / memory.rps).toFixed(2)}x, p99 ${(postgres.p99 / memory.p99).toFixed(2)}x`,
  );
} finally {
  await database.drop();
}
