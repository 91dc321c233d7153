/**
 * relay-chat served alone on loopback with the store the bench names: `memory` (in-process) or
 * `postgres` (SUPABASE_DB_URL). Prints `ready <port>` once listening.
 */
import { connectPostgres } from '../functions/_shared/db/postgres.ts';
import { sqlStores } from '../functions/_shared/db/stores.ts';
import { memoryRateLimiter, memoryTurnStore } from '../functions/_shared/memory-stores.ts';
import { fromEnv } from '../functions/relay-chat/mod.ts';

const kind = Deno.args[0];
const url = Deno.env.get('SUPABASE_DB_URL');
if (kind !== 'memory' && !(kind === 'postgres' && url)) {
  console.error(
    'usage: SUPABASE_DB_URL=... store-bench-target.ts postgres | store-bench-target.ts memory',
  );
  Deno.exit(2);
}
const stores =
  kind === 'postgres' && url
    ? sqlStores(connectPostgres(url, { max: 10 }))
    : { rateLimiter: memoryRateLimiter(), turns: memoryTurnStore() };
const server = Deno.serve(
  { hostname: '127.0.0.1', port: 0, onListen: () => {} },
  fromEnv((name) => Deno.env.get(name), stores),
);
console.log(`ready ${server.addr.port}`);
