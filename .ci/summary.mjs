// Reads the log of `pnpm test` (turbo-prefixed output of vitest, deno test, Playwright and plain
// 'N passed, N failed' lines) and prints
// each package's test summary and a closing 'N passed, N failed' line. Exits 1 if anything failed,
// if no test ran at all, or if turbo's own summary counts fewer successful tasks than it ran (a
// task killed by a signal can leave turbo's exit status 0 and print no failure).
import { readFileSync } from 'node:fs';

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes
const ansi = /\u001b\[[0-9;]*m/g;
const lines = readFileSync(process.argv[2] ?? 0, 'utf8')
  .replace(ansi, '')
  .split('\n');
const totals = new Map();
let tasks;

const add = (pkg, passed, failed) => {
  const t = totals.get(pkg) ?? { passed: 0, failed: 0 };
  t.passed += passed;
  t.failed += failed;
  totals.set(pkg, t);
};
const count = (text, word) => Number(new RegExp(`(\\d+) ${word}`).exec(text)?.[1] ?? 0);

for (const raw of lines) {
  const run = /^\s*Tasks:\s+(\d+) successful, (\d+) total/.exec(raw);
  if (run) tasks = { successful: Number(run[1]), total: Number(run[2]) };
  const match = /^(@[\w-]+\/[\w-]+):[\w:-]+: (.*)$/.exec(raw);
  if (!match) continue;
  const [, pkg, line] = match;
  if (/^\s*Tests\s+.*\(\d+\)\s*$/.test(line)) {
    add(pkg, count(line, 'passed'), count(line, 'failed')); // vitest
  } else if (/^(ok|FAILED) \| \d+ passed/.test(line)) {
    add(pkg, count(line, 'passed'), count(line, 'failed')); // deno test
  } else if (/^\s+\d+ (passed|failed|flaky)( \(|$)/.test(line)) {
    add(pkg, count(line, 'passed') + count(line, 'flaky'), count(line, 'failed')); // Playwright
  } else if (/^(\w[\w -]*: )?\d+ passed, \d+ failed/.test(line)) {
    add(pkg, count(line, 'passed'), count(line, 'failed')); // plain 'N passed, N failed' lines
  }
}

let passed = 0;
let failed = 0;
console.log('\nTest summary by package');
for (const [pkg, t] of [...totals].sort()) {
  console.log(`  ${pkg.padEnd(20)} ${t.passed} passed, ${t.failed} failed`);
  passed += t.passed;
  failed += t.failed;
}
console.log(`${passed} passed, ${failed} failed`);
const unfinished = tasks ? tasks.total - tasks.successful : 0;
if (unfinished > 0) console.log(`${unfinished} of ${tasks.total} test tasks did not succeed`);
process.exit(failed > 0 || passed === 0 || unfinished > 0 ? 1 : 0);
