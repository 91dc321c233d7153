/**
 * Retrieval judged by whether the required facts are in the grounding (`grounding.ts`), round by
 * round: for every question a change may be checked against (rounds 1 to 6, the development round,
 * development rounds A to D and the spent rounds), the LLM prompt must carry every fact a full
 * answer needs. The gate is on rounds 1 to 6 and the development round together; development
 * rounds A, C and D and the spent rounds are work to do (reported, their misses listed), B is
 * checked against (its totals only), and the held-out half of the development round is counted,
 * not listed. The frozen rounds are measured by `pnpm eval:frozen` alone.
 */
import { describe, expect, it } from 'vitest';
import { DEV, DEV_HOLD } from './dev.ts';
import { DEV_A } from './dev-a.ts';
import { DEV_B } from './dev-b.ts';
import { DEV_C } from './dev-c.ts';
import { DEV_D } from './dev-d.ts';
import { hasContentFacts, lostFacts } from './grounding.ts';
import { ROUNDS } from './questions.ts';
import type { EvalCase } from './score.ts';

/** The bar: questions whose grounding carries every fact a full answer needs. */
const BAR = 0.9;

interface Measured {
  name: string;
  carried: number;
  total: number;
  missing: string[];
}

function measure(name: string, cases: readonly EvalCase[], listed: boolean): Measured {
  const grounded = cases.filter(hasContentFacts);
  const missing: string[] = [];
  let carried = 0;
  for (const c of grounded) {
    const lost = lostFacts(c);
    if (lost.length === 0) carried++;
    else if (listed && !DEV_HOLD.includes(c))
      missing.push(`  ${name}: "${c.q}": ${lost.map((f) => f.join(' | ')).join('; ')}`);
  }
  return { name, carried, total: grounded.length, missing };
}

const line = (m: Pick<Measured, 'name' | 'carried' | 'total'>): string =>
  `  ${m.name.padEnd(26)}${m.carried}/${m.total} (${((100 * m.carried) / Math.max(1, m.total)).toFixed(1)}%)`;

describe('LLM grounding', () => {
  it('carries every fact a full answer needs for at least 90% of the questions', () => {
    const gated = [
      ...ROUNDS.filter((r) => r.use === 'gated').map((r) => measure(r.name, r.cases, true)),
      measure('dev', DEV, true),
    ];
    const dev = [
      ...ROUNDS.filter((r) => r.use === 'spent').map((r) => measure(r.name, r.cases, true)),
      measure('dev round A', DEV_A, true),
      measure('dev round B (totals only)', DEV_B, false),
      measure('dev round C', DEV_C, true),
      measure('dev round D', DEV_D, true),
    ];
    const total = {
      name: 'gated rounds',
      carried: gated.reduce((n, m) => n + m.carried, 0),
      total: gated.reduce((n, m) => n + m.total, 0),
    };
    console.log(
      [
        'LLM grounding (questions whose passages carry every required fact):',
        ...gated.map(line),
        line(total),
        ...dev.map(line),
        ...[...gated, ...dev].flatMap((m) => m.missing),
      ].join('\n'),
    );
    expect(total.carried / total.total).toBeGreaterThanOrEqual(BAR);
  });
});
