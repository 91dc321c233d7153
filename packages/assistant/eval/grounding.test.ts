/**
 * Retrieval judged by whether the required facts are in the grounding (`grounding.ts`): for
 * every question a change may be checked against (rounds 1 to 6 and the development rounds), the
 * LLM prompt must carry every fact a full answer needs. The frozen rounds are measured by
 * `pnpm eval:frozen` alone.
 */
import { describe, expect, it } from 'vitest';
import { DEV, DEV_HOLD } from './dev.ts';
import { hasContentFacts, lostFacts } from './grounding.ts';
import { EVAL_SET } from './questions.ts';

/** The bar: questions whose grounding carries every fact a full answer needs. */
const BAR = 0.9;

describe('LLM grounding', () => {
  it('carries every fact a full answer needs for at least 90% of the questions', () => {
    const cases = [...EVAL_SET, ...DEV].filter(hasContentFacts);
    const missing: string[] = [];
    let carried = 0;
    for (const c of cases) {
      const lost = lostFacts(c);
      if (lost.length === 0) carried++;
      // The held-out half is counted, not listed.
      else if (!DEV_HOLD.includes(c))
        missing.push(`  "${c.q}": ${lost.map((f) => f.join(' | ')).join('; ')}`);
    }
    const recall = carried / cases.length;
    console.log(
      [
        `LLM grounding: ${carried}/${cases.length} (${(100 * recall).toFixed(1)}%) questions carry every required fact`,
        ...missing.slice(0, 40),
      ].join('\n'),
    );
    expect(recall).toBeGreaterThanOrEqual(BAR);
  });
});
