/**
 * Load test of relay-chat through the local gateway on the real PostgreSQL store, configured as
 * in production (loopback only, bounded): 100 visitors for 30 s, each from its own loopback
 * address, plus one abusive client. Passes when there is no 5xx and no failed connection, every
 * 200 reply has exactly one answered turn row holding that reply, the abusive client is rate
 * limited and no other visitor is.
 *
 *   deno run -A bench/load-test.ts [--seconds 30] [--visitors 100]
 */
import { parseArgs } from 'node:util';
import { createServerDatabase } from '../testing/databases.ts';
import { drive, LOAD_KEY, loopbackAddress, quantile, startRelay, type Visitor } from './load.ts';

const { values } = parseArgs({
  args: Deno.args,
  options: {
    seconds: { type: 'string', default: '30' },
    visitors: { type: 'string', default: '100' },
  },
});
const seconds = Number(values.seconds);
const visitorCount = Number(values.visitors);
if (!(seconds > 0 && seconds <= 120) || !(Number.isInteger(visitorCount) && visitorCount > 0)) {
  console.error('--seconds must be in (0, 120] and --visitors a positive integer');
  Deno.exit(2);
}

const SESSION_PER_MINUTE = 120;
const ABUSER = 'abusive-session';

const { db, url: dbUrl, relayUrl, drop } = await createServerDatabase();
const gateway = await startRelay(new URL('../dev/gateway.ts', import.meta.url), {
  SUPABASE_DB_URL: dbUrl ?? '',
  CHAT_DB_URL: relayUrl ?? '',
  IP_HASH_SALT: 'load-test',
  SUPABASE_ANON_KEY: LOAD_KEY,
  ALLOWED_ORIGINS: 'http://localhost:5173',
  RATE_LIMIT_SESSION_PER_MINUTE: String(SESSION_PER_MINUTE),
  RATE_LIMIT_IP_PER_MINUTE: String(SESSION_PER_MINUTE * 2),
  RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000',
  RATE_LIMIT_GLOBAL_PER_DAY: '1000000',
}).catch(async (error) => {
  await drop();
  throw error;
});

const failures: string[] = [];
try {
  // A visitor sends a turn about every half second: well inside its limits for the whole run.
  const visitors: Visitor[] = Array.from({ length: visitorCount }, (_, i) => ({
    sessionId: `visitor-${i}`,
    address: loopbackAddress(i),
    thinkMs: 500,
    parallel: 1,
    retryEvery: 10,
  }));
  visitors.push({
    sessionId: ABUSER,
    address: loopbackAddress(visitorCount),
    thinkMs: 10,
    parallel: 4,
  });
  const { results, seconds: took } = await drive(gateway.url, visitors, seconds * 1000);

  const count = (test: (status: number) => boolean, visitor?: (id: string) => boolean) =>
    results.filter((r) => test(r.status) && (!visitor || visitor(r.visitor))).length;
  const isAbuser = (id: string) => id === ABUSER;
  const isVisitor = (id: string) => id !== ABUSER;
  const statuses: Record<number, number> = {};
  for (const { status } of results) statuses[status] = (statuses[status] ?? 0) + 1;

  const rows = await db.query<{
    session_id: string;
    message_id: string;
    status: string;
    reply: string;
    ip_hash: string;
  }>(`select session_id, message_id, status, reply_redacted as reply, ip_hash from chat_turns`);
  const stored = new Map(rows.map((row) => [`${row.session_id}/${row.message_id}`, row]));
  const answeredKeys = new Set<string>();
  for (const result of results) {
    if (result.status !== 200) continue;
    const key = `${result.sessionId}/${result.messageId}`;
    answeredKeys.add(key);
    const row = stored.get(key);
    if (row?.status !== 'answered' || row.reply !== result.response) {
      failures.push(`200 reply without its answered row: ${key} (${row?.status ?? 'no row'})`);
    }
  }
  const answeredRows = rows.filter((row) => row.status === 'answered').length;

  const ok = results.filter((r) => r.status === 200 && isVisitor(r.visitor)).map((r) => r.ms);
  console.log(
    JSON.stringify({
      seconds: Number(took.toFixed(1)),
      requests: results.length,
      requests_per_second: Math.round(results.length / took),
      statuses,
      visitor_p50_ms: Number(quantile(ok, 0.5).toFixed(1)),
      visitor_p99_ms: Number(quantile(ok, 0.99).toFixed(1)),
      answered_rows: answeredRows,
      distinct_200_turns: answeredKeys.size,
      abusive_429: count((s) => s === 429, isAbuser),
      abusive_200: count((s) => s === 200, isAbuser),
    }),
  );

  if (count((s) => s >= 500 || s === 0) > 0) failures.push('5xx replies or failed connections');
  if (answeredRows !== answeredKeys.size) {
    failures.push(`${answeredRows} answered rows for ${answeredKeys.size} turns answered 200`);
  }
  const ipOf = new Map(visitors.map((visitor) => [visitor.sessionId, visitor.address]));
  if (rows.some((row) => row.ip_hash.includes(ipOf.get(row.session_id) ?? '?'))) {
    failures.push('a raw client IP was stored');
  }
  const hashed = new Set(rows.map((row) => `${row.session_id} ${row.ip_hash}`));
  if (hashed.size !== new Set(rows.map((row) => row.session_id)).size) {
    failures.push("one visitor's IP was hashed to different values");
  }
  if (new Set(rows.map((row) => row.ip_hash)).size !== new Set(ipOf.values()).size) {
    failures.push('visitors from different addresses shared an IP hash');
  }
  if (count((s) => s === 429, isAbuser) === 0) failures.push('the abusive client was not limited');
  if (count((s) => s === 429, isVisitor) > 0) failures.push('ordinary visitors were limited');
  if (count((s) => s === 200, isVisitor) < visitorCount * seconds) {
    failures.push('ordinary visitors got fewer than one answer per second each');
  }
} finally {
  await gateway.stop();
  await drop();
}

for (const failure of failures.slice(0, 20)) console.error(`load test: ${failure}`);
console.log(
  failures.length === 0 ? 'load test: 1 passed, 0 failed' : 'load test: 0 passed, 1 failed',
);
Deno.exit(failures.length === 0 ? 0 : 1);
