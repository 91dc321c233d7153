// One adversarial shape of the redactor's bench (`redact.mjs`), in a process of its own:
//
//   node bench/redact-shape.mjs <bundle> <shape> <runs> <small> <large>
//
// Prints as JSON the fastest CPU time, in ms, of redact on the shape's small and large texts and
// of the baseline (NFKC and counting digits) on the large one. Both are warmed up first, so the
// optimised code and the patterns' compiled code are timed. The heap is not collected by hand
// between runs: a full collection drops the patterns' compiled code, and the next run then paid
// for interpreting and compiling them again (2 to 3 times the time for some shapes).
const [bundle, shape, runs, small, large] = process.argv.slice(2);
const { redact, ADVERSARIAL } = await import(bundle);

const baseline = (text) => text.normalize('NFKC').replace(/\D+/g, '').length;
const make = ADVERSARIAL[shape];
const texts = [make(Number(small)), make(Number(large))];
const WARM_ROUNDS = 30;

/** The fastest of `runs` runs of each function on each text, interleaved. */
function fastest(fns) {
  const best = fns.map(() => texts.map(() => Number.POSITIVE_INFINITY));
  for (let run = 0; run < Number(runs); run++) {
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

// Warm-up, so that the compiled code is timed, as in a server that has answered for a while:
// every shape at 4 KB, many times over (the redactor's functions optimised for all of them, not
// one shape's), then this shape's texts a few times.
for (let i = 0; i < WARM_ROUNDS; i++)
  for (const other of Object.values(ADVERSARIAL)) redact(other(4096));
for (let i = 0; i < 3; i++) {
  for (const text of texts) {
    redact(text);
    baseline(text);
  }
}
const [[smallMs, largeMs], [, baseMs]] = fastest([redact, baseline]);
process.stdout.write(JSON.stringify({ small: smallMs, large: largeMs, base: baseMs }));
