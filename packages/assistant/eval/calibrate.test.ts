/**
 * Calibrates the abstention threshold on questions it was never chosen on: the held-out half of
 * the development round and the spent rounds (7 onwards: written before the changes they first
 * judged, tuned on since, but never used to pick the threshold). For each
 * threshold: how many are fully answered, how many answers state a forbidden fact (confidently
 * wrong), and how many hold back. The engine's `ABSTAIN_BELOW` is, among the thresholds with the
 * fewest confidently wrong answers, the one that fully answers the most (the lowest on a tie).
 * This test fails if that stops being true. The frozen rounds stay out: they judge the result.
 */
import { describe, expect, it } from 'vitest';
import { answer } from '../src/answer.ts';
import { ABSTAIN_BELOW } from '../src/compose.ts';
import { DEV_HOLD } from './dev.ts';
import { ROUNDS } from './questions.ts';
import { asRelayed, runCase, summarize } from './score.ts';

/**
 * Candidates from 0.3: on the tuned half, facet answers read with less confidence than that were
 * right in 2 of 9 cases, so the held-out questions only choose how much more caution pays.
 */
const THRESHOLDS = [0.3, 0.35, 0.4, 0.45, 0.5, 0.6];

const HELD_OUT = [...DEV_HOLD, ...ROUNDS.filter((r) => r.use === 'spent').flatMap((r) => r.cases)];

describe('abstention threshold', () => {
  it('gives the fewest confidently wrong answers on held-out questions, then the most answered', () => {
    const rows = THRESHOLDS.map((t) => {
      const s = summarize(
        HELD_OUT.map((c) =>
          runCase(c, asRelayed(answer, { phone: '(617) 555-0142', abstainBelow: t })),
        ),
      );
      return { t, ...s };
    });
    console.log(
      [
        'abstention threshold on held-out questions (answered / confidently wrong / abstained):',
        ...rows.map(
          (r) =>
            `  ${r.t.toFixed(2)}  ${r.answered}/${r.cases}  wrong ${r.confidentlyWrong}  abstained ${r.abstained}`,
        ),
      ].join('\n'),
    );
    const fewest = Math.min(...rows.map((r) => r.confidentlyWrong));
    const safest = rows.filter((r) => r.confidentlyWrong === fewest);
    const most = Math.max(...safest.map((r) => r.answered));
    const chosen = safest.find((r) => r.answered === most);
    expect(ABSTAIN_BELOW).toBe(chosen?.t);
  }, 240_000); // Six thresholds over every held-out question: minutes on a loaded 2-core machine.
});
