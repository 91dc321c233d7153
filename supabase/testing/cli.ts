import { run } from '../scripts/transcripts.ts';

/** Runs the command in this process, capturing what it writes. */
export async function runCli(args: string[], vars: Record<string, string>, localDir?: string) {
  const chunks: Uint8Array[] = [];
  const errors: string[] = [];
  const code = await run(args, {
    env: { get: (name) => vars[name] },
    localDir,
    stdout: new WritableStream({ write: (chunk) => void chunks.push(chunk) }),
    stderr: (line) => errors.push(line),
  });
  const stdout = new TextDecoder().decode(new Uint8Array(chunks.flatMap((chunk) => [...chunk])));
  return { code, stdout, stderr: errors.join('\n') };
}
