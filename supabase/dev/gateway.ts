/**
 * The local functions gateway: serves every function under supabase/functions at
 * `/functions/v1/<name>`, as `supabase start` does, in one Deno process with no Docker, keys
 * or network. A function is a directory with a `mod.ts` exporting `fromEnv(env): Handler`
 * (its `index.ts` serves the same handler on Supabase); `_`-prefixed directories are shared code.
 */
import { parseEnv } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { MESSAGES } from '@firm/contract/messages.ts';
import { DEFAULT_CLIENT_IP_HEADER } from '../functions/_shared/client-address.ts';
import { sqlTurnStore } from '../functions/_shared/db/stores.ts';
import { type Env, errorResponse, type Handler, HttpError } from '../functions/_shared/http.ts';
import type { TurnStore } from '../functions/_shared/stores.ts';
import { LOCAL_DATA_DIR, openLocalDb } from './db/local.ts';

export const FUNCTIONS_DIR = new URL('../functions/', import.meta.url);
const ROUTE = /^\/functions\/v1\/([\w-]+)(?:\/|$)/;

/** Loads each function's handler, wired from `env` (and `turns`, when given). */
export async function loadFunctions(
  env: Env,
  dir: URL = FUNCTIONS_DIR,
  turns?: TurnStore,
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
    handlers.set(name, module.fromEnv(env, turns));
  }
  return handlers;
}

/** Headers that carry a client's address from a proxy; a client may send any of them itself. */
const FORWARDING = ['x-forwarded-for', 'x-real-ip', 'true-client-ip', DEFAULT_CLIENT_IP_HEADER];

/**
 * The request as the platform's proxy hands it on: whatever forwarding headers the client sent,
 * each says the address of the connection (overwritten, never appended to), and `Forwarded` is
 * dropped. `clientIpHeader` is the header the functions read the address from.
 */
export function asPlatformProxy(
  request: Request,
  info: Deno.ServeHandlerInfo | undefined,
  clientIpHeader: string,
): Request {
  const headers = new Headers(request.headers);
  headers.delete('forwarded');
  const address = info?.remoteAddr;
  for (const name of new Set([...FORWARDING, clientIpHeader.toLowerCase()])) {
    if (address && 'hostname' in address) headers.set(name, address.hostname);
    else headers.delete(name);
  }
  return new Request(request, { headers });
}

/** Routes `/functions/v1/<name>[/...]` to that function; anything else is a JSON 404. */
export const gateway =
  (handlers: ReadonlyMap<string, Handler>, clientIpHeader = DEFAULT_CLIENT_IP_HEADER): Handler =>
  (request, info) => {
    const name = ROUTE.exec(new URL(request.url).pathname)?.[1];
    const handler = name === undefined ? undefined : handlers.get(name);
    if (!handler) {
      return Promise.resolve(errorResponse(new HttpError('not_found', MESSAGES.noSuchFunction)));
    }
    return handler(asPlatformProxy(request, info, clientIpHeader), info);
  };

export interface GatewayOptions {
  hostname?: string;
  port?: number;
  env?: Env;
  /** The turn store handed to every function (the embedded database); by default each picks its own. */
  turns?: TurnStore;
  signal?: AbortSignal;
  onListen?: (address: Deno.NetAddr) => void;
}

/** Starts the gateway; resolves once it listens. */
export async function serveGateway(options: GatewayOptions = {}) {
  const env = options.env ?? ((name) => Deno.env.get(name));
  const handlers = await loadFunctions(env, FUNCTIONS_DIR, options.turns);
  const { promise, resolve } = Promise.withResolvers<Deno.NetAddr>();
  const server = Deno.serve(
    {
      hostname: options.hostname ?? '127.0.0.1',
      port: options.port ?? 54321,
      signal: options.signal,
      onListen: resolve,
    },
    gateway(handlers, env('CLIENT_IP_HEADER') || DEFAULT_CLIENT_IP_HEADER),
  );
  const address = await promise;
  options.onListen?.(address);
  return { server, address, functions: [...handlers.keys()] };
}

/** Where a gateway that holds the embedded database in `dir` writes the address it serves it on. */
export const servedDbFile = (dir: string = LOCAL_DATA_DIR) => `${dir}.url`;

/**
 * Serves the embedded database over the PostgreSQL protocol on loopback, so that while the gateway
 * holds it `psql` and `pnpm transcripts` can still read it, and says where in `servedDbFile(dir)`.
 * Statements from every client take turns with the gateway's own.
 */
export async function serveLocalDb(pglite: PGlite, port: number, dir: string = LOCAL_DATA_DIR) {
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port });
  await server.start();
  // Any password will do; psql would otherwise wait at a TLS request the server never answers.
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
  await Deno.writeTextFile(servedDbFile(dir), `${url}\n`);
  return { url, stop: () => server.stop() };
}

/** The address a running gateway serves the embedded database in `dir` on, if it wrote one. */
export async function servedDbUrl(dir: string = LOCAL_DATA_DIR): Promise<string | undefined> {
  try {
    return (await Deno.readTextFile(servedDbFile(dir))).trim() || undefined;
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return undefined;
    throw error;
  }
}

/**
 * Settings from `functions/.env` (git-ignored; `functions/.env.example` lists them), as
 * `supabase functions serve` reads them, blank ones left out; none when there is no such file.
 */
export async function envFile(dir: URL = FUNCTIONS_DIR): Promise<Record<string, string>> {
  try {
    const entries = Object.entries(parseEnv(await Deno.readTextFile(new URL('.env', dir))));
    // A blank line of .env.example left as it is means the default, as an unset variable does.
    return Object.fromEntries(entries.filter(([, value]) => value?.trim())) as Record<
      string,
      string
    >;
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return {};
    throw error;
  }
}

if (import.meta.main) {
  const file = await envFile();
  // The process environment first, then functions/.env; a fixed local salt keeps one visitor's
  // IP hash the same across restarts of `pnpm dev`.
  const env: Env = (name) =>
    Deno.env.get(name) ?? file[name] ?? (name === 'IP_HASH_SALT' ? 'local-development' : undefined);
  const port = Number(env('FUNCTIONS_PORT') || 54321);
  // Without CHAT_DB_URL, turns and rate limits go to the embedded database (git-ignored).
  const local = env('CHAT_DB_URL') ? undefined : await openLocalDb();
  const turns = local && sqlTurnStore(local);
  const { address, functions } = await serveGateway({ port, env, turns }).catch((error) => {
    // A function that refuses its settings says why; that is all there is to say.
    console.error(error instanceof Error ? error.message : error);
    Deno.exit(1);
  });
  console.log(
    `Functions gateway ready on http://${address.hostname}:${address.port}/functions/v1/ (${functions.join(', ')}); ` +
      `turns kept in ${turns ? LOCAL_DATA_DIR : 'CHAT_DB_URL'}`,
  );
  if (local) {
    const dbPort = Number(env('PGLITE_PORT') || address.port + 1);
    await serveLocalDb(local.pglite, dbPort).then(
      ({ url }) => console.log(`Embedded database served on ${url} (psql, pnpm transcripts)`),
      (error) =>
        console.warn(
          `The embedded database is not served on port ${dbPort} (${error.message}); set PGLITE_PORT`,
        ),
    );
  }
}
