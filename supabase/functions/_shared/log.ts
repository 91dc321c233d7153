/** One structured log line. Never put message text or secrets in one. */
export type LogEntry = Record<string, unknown>;
export type Logger = (entry: LogEntry) => void;

/** One JSON line per entry on stdout, as Supabase's log explorer reads it. */
export const jsonLogger: Logger = (entry) => {
  console.log(JSON.stringify({ ts: new Date().toISOString(), ...entry }));
};
