import { describe, expect, it } from 'vitest';
import { answer } from '../src/answer.ts';
import { redact } from '../src/redact.ts';
import { DEV_HOLD, DEV_TUNE } from './dev.ts';
import { DEV_A } from './dev-a.ts';
import { DEV_B } from './dev-b.ts';
import { DEV_C } from './dev-c.ts';
import { DEV_D } from './dev-d.ts';
import { EVAL_SET, ROUNDS } from './questions.ts';
import {
  asRelayed,
  BEHAVIOURS,
  type CaseResult,
  explain,
  reportLine,
  runCase,
  summarize,
} from './score.ts';

const OPTIONS = { phone: '(617) 555-0142' };

/**
 * What the sets score with the engine as it is: the gate stops a change that answers fewer
 * questions, not a bar picked to pass. Rounds 1 to 6 and the tuned half of the development round
 * are regression checks; no answer in them may state a forbidden fact. The held-out half of the
 * development round calibrates the abstention threshold (`calibrate.test.ts`): reported, never
 * gated, its misses not printed. The frozen rounds are not run here at all: `pnpm eval:frozen`
 * reports them, so no routine run shows a figure anybody could tune on.
 * Development rounds A, C and D are work to do: reported, never gated, their misses printed.
 * Development round B is what a change is checked against: its totals only. Spent rounds (frozen
 * rounds measured after two changes) are development work too, their misses printed.
 */
const GATE = { answered: 0.928, rightTopic: 0.948, devTuned: 0.9 };

const ask = asRelayed(answer, OPTIONS);

describe('evaluation set', () => {
  it('has every kind of case, and facts for every question about a subject', () => {
    expect(EVAL_SET.length).toBeGreaterThanOrEqual(150);
    const expected = new Set(EVAL_SET.map((c) => c.expect));
    for (const kind of ['out_of_scope', 'handoff', 'greeting', 'thanks'])
      expect(expected).toContain(kind);
    expect(EVAL_SET.filter((c) => c.history).length).toBeGreaterThanOrEqual(8);
    for (const c of EVAL_SET) {
      if (c.expect === undefined || !BEHAVIOURS.has(c.expect))
        expect(c.must?.length ?? 0, c.q).toBeGreaterThan(0);
    }
  });

  it.each([
    ['A', DEV_A],
    ['B', DEV_B],
    ['C', DEV_C],
    ['D', DEV_D],
  ] as const)('has a development round %s as broad as the visitors it stands for', (_, round) => {
    expect(round.length).toBeGreaterThanOrEqual(80);
    expect(round.filter((c) => c.history).length).toBeGreaterThanOrEqual(round.length / 5);
    expect(round.filter((c) => (c.not?.length ?? 0) > 0).length).toBeGreaterThan(round.length / 2);
    for (const c of round) {
      if (c.expect === undefined || !BEHAVIOURS.has(c.expect))
        expect(c.must?.length ?? 0, 'a case without facts').toBeGreaterThan(0);
      // The relay redacts before the engine reads: only a privacy case may hold personal data.
      if (c.expect !== 'privacy')
        for (const m of [...(c.history ?? []), c.q]) expect(redact(m).kinds).toEqual([]);
    }
  });

  it('answers the questions asked, round by round', () => {
    const gated: CaseResult[] = [];
    const report = ['assistant evaluation (answered = every required fact, none forbidden):'];
    for (const round of ROUNDS.filter((r) => r.use === 'gated')) {
      const results = round.cases.map((c) => runCase(c, ask));
      gated.push(...results);
      report.push(`  ${reportLine(round.name, summarize(results))}`);
    }
    const total = summarize(gated);
    report.push(`  ${reportLine('gated rounds', total)}`);
    const dev = [
      ['dev (tuned on)', DEV_TUNE],
      ['dev (held out)', DEV_HOLD],
      ['dev round A', DEV_A],
      ['dev round C', DEV_C],
      ['dev round D', DEV_D],
    ] as const;
    const devResults = dev.map(([name, cases]) => {
      const results = cases.map((c) => runCase(c, ask));
      report.push(`  ${reportLine(name, summarize(results))}`);
      return results;
    });
    report.push(
      `  ${reportLine('dev round B (totals only)', summarize(DEV_B.map((c) => runCase(c, ask))))}`,
    );
    for (const r of gated.filter((x) => !x.answered)) report.push(`  miss: ${explain(r)}`);
    for (const r of (devResults[0] ?? []).filter((x) => !x.answered))
      report.push(`  dev miss: ${explain(r)}`);
    for (const r of (devResults[2] ?? []).filter((x) => !x.answered))
      report.push(`  dev round A miss: ${explain(r)}`);
    for (const r of (devResults[3] ?? []).filter((x) => !x.answered))
      report.push(`  dev round C miss: ${explain(r)}`);
    for (const r of (devResults[4] ?? []).filter((x) => !x.answered))
      report.push(`  dev round D miss: ${explain(r)}`);
    for (const round of ROUNDS.filter((r) => r.use === 'spent')) {
      const results = round.cases.map((c) => runCase(c, ask));
      report.push(`  ${reportLine(round.name, summarize(results))}`);
      for (const r of results.filter((x) => !x.answered))
        report.push(`  ${round.name} miss: ${explain(r)}`);
    }
    console.log(report.join('\n'));
    expect(total.answeredRate).toBeGreaterThanOrEqual(GATE.answered);
    expect(total.rightTopic / total.topicCases).toBeGreaterThanOrEqual(GATE.rightTopic);
    expect(total.confidentlyWrong).toBe(0);
    const tuned = summarize(devResults[0] ?? []);
    expect(tuned.answeredRate).toBeGreaterThanOrEqual(GATE.devTuned);
    expect(tuned.confidentlyWrong).toBe(0);
  });
});
