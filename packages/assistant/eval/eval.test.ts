import { describe, expect, it } from 'vitest';
import { answer } from '../src/answer.ts';
import { DEV_HOLD, DEV_TUNE } from './dev.ts';
import { DEV_B } from './dev-b.ts';
import { EVAL_SET, ROUNDS } from './questions.ts';
import { BEHAVIOURS, type CaseResult, explain, runCase, type Score, summarize } from './score.ts';

const OPTIONS = { phone: '(617) 555-0142' };

/**
 * What the sets score with the engine as it is: the gate stops a change that answers fewer
 * questions, not a bar picked to pass. Rounds 1 to 6 and the tuned half of the development round
 * are regression checks; no answer in them may state a forbidden fact. The held-out half of the
 * development round calibrates the abstention threshold (`calibrate.test.ts`); it, development
 * round B (the totals engineers check a change against) and the frozen rounds are reported, never
 * gated, and their misses are not printed, so nobody tunes on them.
 */
const GATE = { answered: 0.928, rightTopic: 0.948, devTuned: 0.9 };

const ask = (message: string, history: Parameters<typeof answer>[1]) =>
  answer(message, history, OPTIONS);

const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;

function line(name: string, s: Score): string {
  return [
    name.padEnd(24),
    `answered ${pct(s.answered, s.cases)} (${s.answered}/${s.cases})`,
    `right topic ${pct(s.rightTopic, s.topicCases)} (${s.rightTopic}/${s.topicCases})`,
    `wrong ${s.confidentlyWrong} (${s.wrongStatements} statements)`,
    `abstained ${s.abstained}`,
    `words median ${s.medianWords} p90 ${s.p90Words}`,
  ].join('  ');
}

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

  it('has a development round B broad enough to check a change against', () => {
    expect(DEV_B.length).toBeGreaterThanOrEqual(80);
    expect(DEV_B.filter((c) => c.history).length).toBeGreaterThanOrEqual(DEV_B.length / 5);
    for (const c of DEV_B) {
      if (c.expect === undefined || !BEHAVIOURS.has(c.expect))
        expect(c.must?.length ?? 0, c.q).toBeGreaterThan(0);
    }
    expect(DEV_B.filter((c) => (c.not?.length ?? 0) > 0).length).toBeGreaterThan(DEV_B.length / 2);
  });

  it('answers the questions asked, round by round', () => {
    const gated: CaseResult[] = [];
    const frozen: string[] = [];
    const report = ['assistant evaluation (answered = every required fact, none forbidden):'];
    for (const round of ROUNDS) {
      const results = round.cases.map((c) => runCase(c, ask));
      if (round.frozen) frozen.push(`  ${line(round.name, summarize(results))}`);
      else {
        gated.push(...results);
        report.push(`  ${line(round.name, summarize(results))}`);
      }
    }
    const total = summarize(gated);
    report.push(`  ${line('gated rounds', total)}`);
    const dev = [
      ['dev (tuned on)', DEV_TUNE],
      ['dev (held out)', DEV_HOLD],
    ] as const;
    const devResults = dev.map(([name, cases]) => {
      const results = cases.map((c) => runCase(c, ask));
      report.push(`  ${line(name, summarize(results))}`);
      return results;
    });
    report.push(
      `  ${line('dev round B (totals only)', summarize(DEV_B.map((c) => runCase(c, ask))))}`,
    );
    report.push(...frozen);
    for (const r of gated.filter((x) => !x.answered)) report.push(`  miss: ${explain(r)}`);
    for (const r of (devResults[0] ?? []).filter((x) => !x.answered))
      report.push(`  dev miss: ${explain(r)}`);
    console.log(report.join('\n'));
    expect(total.answeredRate).toBeGreaterThanOrEqual(GATE.answered);
    expect(total.rightTopic / total.topicCases).toBeGreaterThanOrEqual(GATE.rightTopic);
    expect(total.confidentlyWrong).toBe(0);
    const tuned = summarize(devResults[0] ?? []);
    expect(tuned.answeredRate).toBeGreaterThanOrEqual(GATE.devTuned);
    expect(tuned.confidentlyWrong).toBe(0);
  });
});
