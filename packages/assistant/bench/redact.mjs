// Prints how long redact takes on 128 KB of each adversarial shape (the target is under
// 10 ms), how that grows from 16 KB (8 times the text; linear is about 8x), and the ratio to a
// baseline measured in the same run: folding the same text with NFKC and counting its digits,
// the least any redactor that normalises must do. Times are CPU time (process.cpuUsage), the
// fastest of several interleaved runs, so other work on a shared machine barely moves them.
import { build } from 'esbuild';

const TARGET_MS = 10;
const RUNS = 9;
const SMALL = 16 * 1024;
const LARGE = 128 * 1024;
const dir = new URL('..', import.meta.url).pathname;

const { outputFiles } = await build({
  stdin: {
    contents: `export { redact } from './src/redact.ts';
      export { ADVERSARIAL } from './bench/adversarial.ts';`,
    resolveDir: dir,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2020',
  write: false,
});
const { redact, ADVERSARIAL } = await import(
  `data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`
);

const baseline = (text) => text.normalize('NFKC').replace(/\D+/g, '').length;

/** The fastest of RUNS runs of each function on each text, interleaved. */
function fastest(fns, texts) {
  const best = fns.map(() => texts.map(() => Number.POSITIVE_INFINITY));
  for (let run = 0; run < RUNS; run++) {
    fns.forEach((fn, f) => {
      texts.forEach((text, t) => {
        const start = process.cpuUsage();
        fn(text);
        const { user, system } = process.cpuUsage(start);
        best[f][t] = Math.min(best[f][t], (user + system) / 1000);
      });
    });
  }
  return best;
}

const ms = (x) => `${x.toFixed(2)} ms`.padStart(9);
const rows = Object.entries(ADVERSARIAL).map(([shape, make]) => {
  const texts = [make(SMALL), make(LARGE)];
  const [[small, large], [, base]] = fastest([redact, baseline], texts);
  return { shape, small, large, base };
});

console.log(
  `redact on adversarial input (CPU time, fastest of ${RUNS} runs; 128 KB = ${LARGE} characters)`,
);
console.log(
  `  ${'shape'.padEnd(42)} ${'16 KB'.padStart(9)} ${'128 KB'.padStart(9)}  128/16  x baseline`,
);
for (const { shape, small, large, base } of rows) {
  console.log(
    `  ${shape.padEnd(42)} ${ms(small)} ${ms(large)}  ${(large / small).toFixed(1).padStart(5)}x  ${(large / base).toFixed(1).padStart(8)}x`,
  );
}
const worst = rows.reduce((a, b) => (b.large > a.large ? b : a));
console.log(
  `  slowest at 128 KB: ${worst.shape}, ${ms(worst.large).trim()}; target < ${TARGET_MS} ms: ${
    worst.large < TARGET_MS ? 'met' : 'NOT met'
  }`,
);
