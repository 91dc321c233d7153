// The engine's cost per answer with ten turns of history, against a baseline commit in the same
// run, after checking that both give the same answers.
//
//   node bench/turns.mjs [baseline-ref]     (default: BENCH_BASELINE, else the fork point from main)
//
// 1. Every question of the evaluation rounds (frozen rounds left out) and of the development
//    rounds, each replayed with its earlier messages as the evaluation does, is answered by both
//    engines and must come back byte-identical; so must every answer of the ten-turn
//    conversations below, read once cold and once again with the engine's memos warm.
// 2. Timing: each round builds new conversations of eleven questions drawn from those rounds
//    (so nothing is answered twice with the same history), answers the first ten untimed as a
//    server would on earlier requests, and times the eleventh. Rounds alternate between the two
//    engines; p50 is the median over rounds of each round's p50, p90 and p99 are over all of an
//    engine's samples (a round's p99 is its largest sample or two: a loaded machine's pauses);
//    mean CPU is the process's CPU time per timed answer (V8's helper threads included).
//    Timed twice: with the questions as drawn, which recur across conversations (so the engine
//    may have read the eleventh before), and with every message new, as relay-chat's bench
//    asks them (`fresh`): there a turn pays for reading its message, which the first never
//    shows (the message's reading is most of an answer's time). And timed a third time with every
//    message new and each request's history fresh strings (`copied`), as relay-chat reads it from
//    its store on each request: there the engine's memos of earlier turns, keyed by their text,
//    pay for hashing and comparing the texts again, which shared strings never show.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 100);
const TURNS = 10;
const OPTIONS = { phone: '(617) 555-0142' };

const dir = new URL('..', import.meta.url).pathname;
const git = (...args) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
const baseRef = process.argv[2] ?? process.env.BENCH_BASELINE ?? git('merge-base', 'HEAD', 'main');
const baseCommit = git('rev-parse', '--short', baseRef);

async function load(entry, resolveDir, alias) {
  const result = await build({
    stdin: { contents: entry, resolveDir, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    alias,
  });
  return import(
    `data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`
  );
}

/** The engine as committed at `ref`, with the contract package of the same commit. */
async function engineAt(ref) {
  const root = mkdtempSync(join(tmpdir(), 'assistant-base-'));
  try {
    const top = git('rev-parse', '--show-toplevel');
    const archive = execFileSync(
      'git',
      ['archive', ref, 'tsconfig.base.json', 'packages/assistant', 'packages/contract'],
      {
        cwd: top,
        maxBuffer: 1 << 28,
      },
    );
    execFileSync('tar', ['-x', '-C', root], { input: archive });
    return await load(
      `export { answer } from './src/index.ts';`,
      join(root, 'packages/assistant'),
      {
        '@firm/contract': join(root, 'packages/contract/src'),
      },
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const current = await load(`export { answer } from './src/index.ts';`, dir);
const baseline = await engineAt(baseRef);
const rounds = await load(
  `import { ROUNDS } from './eval/questions.ts';
   import { DEV } from './eval/dev.ts';
   import { DEV_A } from './eval/dev-a.ts';
   import { DEV_B } from './eval/dev-b.ts';
   import { DEV_C } from './eval/dev-c.ts';
   export const CASES = [
     ...ROUNDS.filter((r) => r.use !== 'frozen').flatMap((r) => r.cases),
     ...DEV, ...DEV_A, ...DEV_B, ...DEV_C,
   ].map((c) => ({ q: c.q, history: c.history ?? [] }));`,
  dir,
);
const CASES = rounds.CASES;
const QUESTIONS = [...new Set(CASES.flatMap((c) => [...c.history, c.q]))];

/** A small deterministic generator (mulberry32), so every run draws the same conversations. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Messages given a reference of their own so far (`asked`), so none is asked twice. */
let asked = 0;

/**
 * A question as one visitor asks it: with a reference of letters of its own, which the engine
 * reads past, as relay-chat's bench asks (supabase/bench/load.ts): no message is one the engine
 * has read before, so its reading of a new message is timed, not its memory of an old one.
 */
const fresh = (question) => {
  let ref = '';
  for (let k = ++asked; k > 0; k = Math.floor(k / 26)) ref += String.fromCharCode(97 + (k % 26));
  return `${question} (ref ${ref})`;
};

/**
 * `count` conversations of eleven questions drawn from the rounds' (drawn again in other
 * conversations, as suggestion chips make some questions common), or each message new (`isNew`).
 */
function conversations(seed, count, isNew = false) {
  const next = random(seed);
  return Array.from({ length: count }, () =>
    Array.from({ length: TURNS + 1 }, () => {
      const question = QUESTIONS[Math.floor(next() * QUESTIONS.length)];
      return isNew ? fresh(question) : question;
    }),
  );
}

/**
 * Answers each message with the conversation so far; returns every answer and the last one's
 * time: wall-clock, and the process's CPU time (which a loaded machine's waits do not count).
 * `copied`: each request's history is new strings, parsed from JSON as relay-chat's store gives it.
 */
function converse(engine, messages, copied = false) {
  const history = [];
  const answers = [];
  let micros = 0;
  let cpu = 0;
  for (const [i, message] of messages.entries()) {
    const last = i === messages.length - 1;
    const turns = copied ? JSON.parse(JSON.stringify(history)) : [...history];
    const cpu0 = last ? process.cpuUsage() : undefined;
    const t0 = last ? performance.now() : 0;
    const reply = engine.answer(message, turns, OPTIONS);
    if (last) {
      micros = (performance.now() - t0) * 1000;
      const used = process.cpuUsage(cpu0);
      cpu = used.user + used.system;
    }
    answers.push(JSON.stringify(reply));
    history.push({ role: 'user', content: message }, { role: 'ai', content: reply.text });
  }
  return { answers, micros, cpu };
}

// 1. Identical answers.
function everyAnswer(engine) {
  const out = [];
  const pass = () => {
    for (const c of CASES) out.push(...converse(engine, [...c.history, c.q]).answers);
    for (const messages of conversations(1, 40)) out.push(...converse(engine, messages).answers);
    asked = 0;
    for (const messages of conversations(3, 20, true))
      out.push(...converse(engine, messages).answers);
  };
  pass();
  pass();
  return out;
}
const before = everyAnswer(baseline);
const after = everyAnswer(current);
const differing = before.filter((a, i) => a !== after[i]).length;
console.log(
  `identical answers: ${before.length - differing}/${before.length} (${CASES.length} evaluation cases, 40 ten-turn conversations and 20 of new messages, cold and warm) vs ${baseCommit}`,
);
if (differing > 0 || before.length !== after.length) {
  const i = before.findIndex((a, j) => a !== after[j]);
  console.error(`first difference at answer ${i}:\n- ${before[i]}\n+ ${after[i]}`);
  process.exitCode = 1;
}

// 2. Cost of the eleventh answer.
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const at = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const engines = { baseline, current };
const us = (x) => `${x.toFixed(0).padStart(4)} µs`;
const line = (f) => `p50 ${us(f.p50)}  p90 ${us(f.p90)}  p99 ${us(f.p99)}  mean CPU ${us(f.cpu)}`;
/**
 * Times the eleventh answer of new conversations in alternating rounds of the two engines;
 * `isNew`: every message a new text, as relay-chat's visitors send; `copied`: the history new
 * strings on every request, as relay-chat reads it from its store.
 */
function timeRounds(isNew, label, copied = false) {
  const figures = {
    baseline: { p50: [], all: [], cpu: 0 },
    current: { p50: [], all: [], cpu: 0 },
  };
  for (const name of ['baseline', 'current']) {
    for (const messages of conversations(2, 10, isNew)) converse(engines[name], messages, copied); // warm-up
  }
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 === 0 ? ['baseline', 'current'] : ['current', 'baseline'];
    for (const name of order) {
      // The same conversations for both engines in a round, new ones each round.
      const saved = asked;
      const timed = conversations(1000 + r, CONVERSATIONS, isNew).map((messages) =>
        converse(engines[name], messages, copied),
      );
      if (name === order[0]) asked = saved;
      const samples = timed.map((t) => t.micros).sort((a, b) => a - b);
      for (const t of timed) figures[name].cpu += t.cpu;
      figures[name].p50.push(at(samples, 0.5));
      figures[name].all.push(...samples);
    }
  }
  const summary = (f) => {
    const all = [...f.all].sort((a, b) => a - b);
    return { p50: median(f.p50), p90: at(all, 0.9), p99: at(all, 0.99), cpu: f.cpu / all.length };
  };
  const b = summary(figures.baseline);
  const c = summary(figures.current);
  const change = (key) => `${key} ${(((c[key] - b[key]) / b[key]) * 100).toFixed(0)}%`;
  console.log(
    `answer() with ${TURNS} turns of history, ${label} (${ROUNDS} alternating rounds x ${CONVERSATIONS} conversations)`,
  );
  console.log(`  baseline ${baseCommit.padEnd(10)} ${line(b)}`);
  console.log(`  this tree          ${line(c)}`);
  console.log(`  change             ${['p50', 'p90', 'p99', 'cpu'].map(change).join('  ')}`);
}
timeRounds(false, 'questions drawn from the rounds');
timeRounds(true, 'every message new (as relay-chat is asked)');
timeRounds(
  true,
  'every message new, history new strings each request (as relay-chat reads it)',
  true,
);
