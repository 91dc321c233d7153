/**
 * relay-chat served alone on loopback (port FUNCTIONS_PORT) with the stores the bench names:
 * `memory` (in-process) or `postgres` (SUPABASE_DB_URL).
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
Deno.serve(
  { hostname: '127.0.0.1', port: Number(Deno.env.get('FUNCTIONS_PORT')), onListen: () => {} },
  fromEnv((name) => Deno.env.get(name), stores),
);
