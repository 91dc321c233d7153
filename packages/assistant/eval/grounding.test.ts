/**
 * Retrieval judged by whether the required facts are in the grounding: for every evaluation
 * question (every round and the development round), the LLM prompt's passages and worked
 * answers must carry every fact a full answer needs. Facts about the answer's shape (a bold
 * opening, yes or no first, a feeling acknowledged) are the model's to write and are not counted.
 * The frozen rounds' share is reported apart and never held to the bar.
 */
import { describe, expect, it } from 'vitest';
import { answer } from '../src/answer.ts';
import { groundedPrompt } from '../src/prompt.ts';
import type { HistoryTurn } from '../src/types.ts';
import { DEV, DEV_HOLD } from './dev.ts';
import { EVAL_SET, FROZEN_SET } from './questions.ts';
import { type EvalCase, type Fact, type Form, states } from './score.ts';

const OPTIONS = { phone: '(617) 555-0142' };
/** Questions nobody may tune on. */
const FROZEN = new Set(FROZEN_SET);

/** The bar: questions whose grounding carries every fact a full answer needs. */
const BAR = 0.9;

/** A fact's forms that name content (text), not the answer's shape (patterns). */
function contentForms(fact: Fact): string[] {
  const forms: readonly Form[] = Array.isArray(fact) ? fact : [fact as Form];
  return forms.flatMap((f) => (typeof f === 'string' ? [f] : f instanceof RegExp ? [] : f.lead));
}

function grounding(c: EvalCase): string {
  const history: HistoryTurn[] = [];
  for (const earlier of c.history ?? []) {
    const a = answer(earlier, [...history], OPTIONS);
    history.push({ role: 'user', content: earlier }, { role: 'ai', content: a.text });
  }
  const prompt = groundedPrompt(c.q, history, OPTIONS);
  // The system prompt only: the passages, worked answers and decision, not the conversation.
  return prompt.messages[0]?.content ?? '';
}

describe('LLM grounding', () => {
  it('carries every fact a full answer needs for at least 90% of the questions', () => {
    const cases = [...EVAL_SET, ...DEV, ...FROZEN_SET].filter((c) =>
      (c.must ?? []).some((f) => contentForms(f).length > 0),
    );
    const missing: string[] = [];
    // The frozen rounds are counted apart and never gated: nothing may be changed to pass them.
    const gated = { cases: 0, carried: 0 };
    const frozen = { cases: 0, carried: 0 };
    for (const c of cases) {
      const text = grounding(c);
      const lost = (c.must ?? [])
        .map(contentForms)
        .filter((forms) => forms.length > 0 && !states(text, forms));
      const tally = FROZEN.has(c) ? frozen : gated;
      tally.cases++;
      if (lost.length === 0) tally.carried++;
      // The held-out half and the frozen rounds are counted, not listed.
      else if (!DEV_HOLD.includes(c) && !FROZEN.has(c))
        missing.push(`  "${c.q}": ${lost.map((f) => f.join(' | ')).join('; ')}`);
    }
    const share = (t: typeof gated) =>
      `${t.carried}/${t.cases} (${((100 * t.carried) / Math.max(1, t.cases)).toFixed(1)}%)`;
    const recall = gated.carried / gated.cases;
    console.log(
      [
        `LLM grounding: ${share(gated)} questions carry every required fact`,
        `  frozen rounds (reported, not gated): ${share(frozen)}`,
        ...missing.slice(0, 40),
      ].join('\n'),
    );
    expect(recall).toBeGreaterThanOrEqual(BAR);
  });
});
