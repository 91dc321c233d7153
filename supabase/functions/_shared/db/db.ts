/**
 * The few things the Postgres-backed stores need from a database driver, so the same SQL runs
 * on postgres.js (a real server, e.g. Supabase) and on PGlite (embedded, for local use).
 */
export interface Db {
  /** Runs one parameterized statement ($1, $2, ...) and returns its rows. */
  query<R extends Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<R[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  /** Closes the connection(s). */
  close(): Promise<void>;
}

/** The first row a statement returns; an error when it returns none. */
export async function queryOne<R extends Record<string, unknown>>(
  db: Db,
  text: string,
  params?: readonly unknown[],
): Promise<R> {
  const [row] = await db.query<R>(text, params);
  if (!row) throw new Error(`Expected a row from: ${text.slice(0, 80)}`);
  return row;
}
