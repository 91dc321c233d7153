import postgres from 'postgres';
import type { Db } from './db.ts';

export interface PostgresOptions {
  /** Connections in the pool (default 5; one isolate rarely needs more). */
  max?: number;
}

/**
 * A Db over postgres.js. Prepared statements are off so it works through Supabase's transaction
 * pooler (port 6543) as well as a direct connection; a statement without parameters goes over
 * the simple protocol, in one round trip (with parameters, postgres.js first asks the server for
 * their types, a round trip more).
 */
export function connectPostgres(url: string, options: PostgresOptions = {}): Db {
  const sql = postgres(url, {
    prepare: false,
    max: options.max ?? 5,
    idle_timeout: 20,
    connect_timeout: 10,
    onnotice: () => {},
  });
  return {
    async query(text, params = []) {
      // Without parameters, the simple protocol: one message, one round trip.
      if (params.length === 0) return [...(await sql.unsafe(text).simple())] as never;
      // biome-ignore lint/suspicious/noExplicitAny: postgres.js types parameters loosely.
      return [...(await sql.unsafe(text, params as any[]))] as never;
    },
    async exec(script) {
      await sql.unsafe(script).simple();
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}
