/**
 * The frozen rounds, measured: each was written before the change it judges and is kept as
 * written. Their figures are reported here and nowhere else (`pnpm eval:frozen`), never gated
 * and their misses never printed, so no change is made, or chosen, to pass them. `pnpm test`
 * does not run this file.
 */
import { describe, expect, it } from 'vitest';
import { answer } from '../src/answer.ts';
import { hasContentFacts, lostFacts } from './grounding.ts';
import { ROUNDS } from './questions.ts';
import { asRelayed, BEHAVIOURS, reportLine, runCase, summarize } from './score.ts';

const OPTIONS = { phone: '(617) 555-0142' };
const FROZEN = ROUNDS.filter((r) => r.use === 'frozen');

describe('frozen rounds', () => {
  it('each question states the facts that judge it', () => {
    expect(FROZEN.length).toBeGreaterThan(0);
    for (const c of FROZEN.flatMap((r) => r.cases))
      if (c.expect === undefined || !BEHAVIOURS.has(c.expect))
        expect(c.must?.length ?? 0, 'a frozen case without facts').toBeGreaterThan(0);
  });

  it('reports what visitors get, and what the LLM is grounded with', () => {
    const report = ['frozen rounds (answered = every required fact, none forbidden):'];
    for (const round of FROZEN) {
      const results = round.cases.map((c) => runCase(c, asRelayed(answer, OPTIONS)));
      report.push(`  ${reportLine(round.name, summarize(results))}`);
      const grounded = round.cases.filter(hasContentFacts);
      const carried = grounded.filter((c) => lostFacts(c).length === 0).length;
      report.push(
        `  ${''.padEnd(24)}LLM grounding carries every required fact: ${carried}/${grounded.length} (${((100 * carried) / Math.max(1, grounded.length)).toFixed(1)}%)`,
      );
    }
    console.log(report.join('\n'));
  });
});
