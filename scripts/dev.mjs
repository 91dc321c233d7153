// `pnpm dev`: turbo's dev tasks (the site, the widget's demo, the functions gateway), ended
// quietly by Ctrl-C. Each task's pnpm reports a process stopped by the interrupt as
// 'ELIFECYCLE Command failed.'; once the interrupt has come, those lines are left out and the
// command ends with success. Before it, every line passes as it is.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const turbo = join(import.meta.dirname, '../node_modules/.bin/turbo');
const child = spawn(turbo, ['run', 'dev', ...process.argv.slice(2)], {
  stdio: ['inherit', 'pipe', 'pipe'],
  // The tasks write to a pipe now; keep their colours when a terminal reads them.
  env: process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env,
});

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // A terminal's Ctrl-C reaches turbo too; a signal sent to this process alone is passed on.
    interrupted = true;
    child.kill(signal);
  });
}

const STOPPED = /ELIFECYCLE.*Command failed/;
for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  createInterface({ input: from, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
    if (!(interrupted && STOPPED.test(line))) to.write(`${line}\n`);
  });
}

child.on('exit', (code) => {
  process.exitCode = interrupted ? 0 : (code ?? 1);
});
