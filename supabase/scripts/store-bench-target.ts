/**
 * relay-chat served alone on loopback (port FUNCTIONS_PORT) with the store the bench names:
 * `memory` (in-process) or `postgres` (CHAT_DB_URL).
 */
import { fromEnv } from '../functions/relay-chat/mod.ts';

const kind = Deno.args[0];
if (kind !== 'memory' && !(kind === 'postgres' && Deno.env.get('CHAT_DB_URL'))) {
  console.error(
    'usage: CHAT_DB_URL=... store-bench-target.ts postgres | store-bench-target.ts memory',
  );
  Deno.exit(2);
}
Deno.serve(
  { hostname: '127.0.0.1', port: Number(Deno.env.get('FUNCTIONS_PORT')), onListen: () => {} },
  fromEnv((name) => Deno.env.get(name)),
);
