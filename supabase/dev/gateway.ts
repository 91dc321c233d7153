/**
 * The local functions gateway: serves every function under supabase/functions at
 * `/functions/v1/<name>`, as `supabase start` does, in one Deno process with no Docker, keys
 * or network. A function is a directory with a `mod.ts` exporting `fromEnv(env): Handler`
 * (its `index.ts` serves the same handler on Supabase); `_`-prefixed directories are shared code.
 */
import { LOCAL_DATA_DIR, openLocalDb } from '../functions/_shared/db/local.ts';
import { type SqlStores, sqlStores } from '../functions/_shared/db/stores.ts';
import { type Env, errorResponse, type Handler } from '../functions/_shared/http.ts';

export const FUNCTIONS_DIR = new URL('../functions/', import.meta.url);
const ROUTE = /^\/functions\/v1\/([\w-]+)(?:\/|$)/;

/** Loads each function's handler, wired from `env` (and `stores`, when given). */
export async function loadFunctions(
  env: Env,
  dir: URL = FUNCTIONS_DIR,
  stores?: SqlStores,
): Promise<Map<string, Handler>> {
  const handlers = new Map<string, Handler>();
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (entry.isDirectory && !/^[_.]/.test(entry.name)) names.push(entry.name);
  }
  for (const name of names.sort()) {
    const module = await import(new URL(`${name}/mod.ts`, dir).href);
    if (typeof module.fromEnv !== 'function') {
      throw new Error(`functions/${name}/mod.ts must export fromEnv(env)`);
    }
    handlers.set(name, module.fromEnv(env, stores));
  }
  return handlers;
}

/** Routes `/functions/v1/<name>[/...]` to that function; anything else is a JSON 404. */
export const gateway =
  (handlers: ReadonlyMap<string, Handler>): Handler =>
  (request, info) => {
    const name = ROUTE.exec(new URL(request.url).pathname)?.[1];
    const handler = name === undefined ? undefined : handlers.get(name);
    if (!handler) {
      return Promise.resolve(errorResponse(404, 'not_found', 'No such function.'));
    }
    return handler(request, info);
  };

export interface GatewayOptions {
  hostname?: string;
  port?: number;
  env?: Env;
  /** Stores handed to every function (the embedded database); by default each picks its own. */
  stores?: SqlStores;
  signal?: AbortSignal;
  onListen?: (address: Deno.NetAddr) => void;
}

/** Starts the gateway; resolves once it listens. */
export async function serveGateway(options: GatewayOptions = {}) {
  const handlers = await loadFunctions(
    options.env ?? ((name) => Deno.env.get(name)),
    FUNCTIONS_DIR,
    options.stores,
  );
  const { promise, resolve } = Promise.withResolvers<Deno.NetAddr>();
  const server = Deno.serve(
    {
      hostname: options.hostname ?? '127.0.0.1',
      port: options.port ?? 54321,
      signal: options.signal,
      onListen: resolve,
    },
    gateway(handlers),
  );
  const address = await promise;
  options.onListen?.(address);
  return { server, address, functions: [...handlers.keys()] };
}

if (import.meta.main) {
  const port = Number(Deno.env.get('FUNCTIONS_PORT') ?? 54321);
  // A fixed local salt keeps one visitor's IP hash the same across restarts of `pnpm dev`.
  const env: Env = (name) =>
    Deno.env.get(name) ?? (name === 'IP_HASH_SALT' ? 'local-development' : undefined);
  // Without SUPABASE_DB_URL, turns and rate limits go to the embedded database (git-ignored).
  const stores = env('SUPABASE_DB_URL') ? undefined : sqlStores(await openLocalDb());
  const { address, functions } = await serveGateway({ port, env, stores });
  console.log(
    `Functions gateway ready on http://${address.hostname}:${address.port}/functions/v1/ (${functions.join(', ')}); ` +
      `turns kept in ${stores ? LOCAL_DATA_DIR : 'SUPABASE_DB_URL'}`,
  );
}
