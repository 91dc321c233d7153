// Prints answer latency over the evaluation set (p50/p99, as a ratio to tokenising the same
// messages, measured in the same run) and the knowledge base's size.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const TARGET_P99_MS = 5;
const ROUNDS = 20;
const dir = new URL('..', import.meta.url).pathname;

async function bundle(contents, minify) {
  const result = await build({
    stdin: { contents, resolveDir: dir, loader: 'ts' },
    bundle: true,
    minify,
    format: 'esm',
    platform: 'neutral',
    target: 'es2020',
    write: false,
  });
  return result.outputFiles[0].text;
}

const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const code = await bundle(
  `export { answer, redact, KB_VERSION } from './src/index.ts';
   export { TOPICS } from './src/kb/index.ts';
   export { normalize } from './src/text.ts';
   export { EVAL_SET } from './eval/questions.ts';`,
  false,
);
const importStart = performance.now();
const { answer, redact, KB_VERSION, TOPICS, normalize, EVAL_SET } = await import(
  `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
);
const coldStart = performance.now() - importStart;

const options = { phone: '(617) 555-0142' };
// Follow-ups carry the conversation as relay-chat records it: each earlier message and its answer.
const cases = EVAL_SET.map((c) => {
  const history = [];
  for (const earlier of c.history ?? []) {
    const reply = answer(earlier, [...history], options);
    history.push({ role: 'user', content: earlier }, { role: 'ai', content: reply.text });
  }
  return { q: c.q, history };
});

function measure(fn) {
  for (const c of cases) fn(c); // warm-up
  const samples = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const c of cases) {
      const t0 = performance.now();
      fn(c);
      samples.push(performance.now() - t0);
    }
  }
  samples.sort((a, b) => a - b);
  const at = (p) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))];
  return { p50: at(0.5), p99: at(0.99), max: samples[samples.length - 1], n: samples.length };
}

const baseline = measure((c) => normalize(c.q));
const answers = measure((c) => answer(c.q, c.history, options));
const redaction = measure((c) => redact(c.q));
const ms = (x) => `${x.toFixed(3)} ms`;

console.log(
  `assistant answer latency over the evaluation set (${answers.n} answers, ${cases.length} questions x ${ROUNDS})`,
);
console.log(`  baseline: normalise message  p50 ${ms(baseline.p50)}  p99 ${ms(baseline.p99)}`);
console.log(
  `  answer(message, history)     p50 ${ms(answers.p50)}  p99 ${ms(answers.p99)}  max ${ms(answers.max)}`,
);
console.log(`  redact(message)              p50 ${ms(redaction.p50)}  p99 ${ms(redaction.p99)}`);
console.log(
  `  ratio answer / baseline      p50 ${(answers.p50 / baseline.p50).toFixed(1)}x  p99 ${(answers.p99 / baseline.p99).toFixed(1)}x`,
);
console.log(
  `  target p99 <= ${TARGET_P99_MS} ms: ${answers.p99 <= TARGET_P99_MS ? 'met' : 'NOT met'}`,
);

const content = JSON.stringify(TOPICS);
const full = await bundle("export * from './src/index.ts';", true);
const redactOnly = await bundle("export * from './src/redact.ts';", true);
console.log(`knowledge base ${KB_VERSION}`);
console.log(`  cold start (parse and build the index) ${coldStart.toFixed(1)} ms`);
console.log(
  `  topics ${TOPICS.length}  content ${kb(Buffer.byteLength(content))}  gzip ${kb(gzip(content))}`,
);
console.log(
  `  @firm/assistant bundle (minified)         ${kb(full.length)}  gzip ${kb(gzip(full))}`,
);
console.log(
  `  @firm/assistant/redact bundle (minified)  ${kb(redactOnly.length)}  gzip ${kb(gzip(redactOnly))}`,
);

await import('./redact.mjs');
