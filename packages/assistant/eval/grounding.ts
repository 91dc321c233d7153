/**
 * What the LLM is grounded with for an evaluation question, and whether it carries a fact: the
 * prompt's passages and worked answers must hold every fact a full answer needs. Facts about the
 * answer's shape (a bold opening, yes or no first, a feeling acknowledged) are the model's to
 * write and are not counted.
 */
import { answer } from '../src/answer.ts';
import { groundedPrompt } from '../src/prompt.ts';
import type { HistoryTurn } from '../src/types.ts';
import { asRelayed, type EvalCase, type Fact, type Form, relayed, states } from './score.ts';

const OPTIONS = { phone: '(617) 555-0142' };

/** A fact's forms that name content (text), not the answer's shape (patterns). */
function contentForms(fact: Fact): string[] {
  const forms: readonly Form[] = Array.isArray(fact) ? fact : [fact as Form];
  return forms.flatMap((f) => (typeof f === 'string' ? [f] : f instanceof RegExp ? [] : f.lead));
}

/** Whether the case names any fact of content; only those count. */
export const hasContentFacts = (c: EvalCase): boolean =>
  (c.must ?? []).some((f) => contentForms(f).length > 0);

/** The system prompt only: the passages, worked answers and decision, not the conversation. */
function grounding(c: EvalCase): string {
  const history: HistoryTurn[] = [];
  const ask = asRelayed(answer, OPTIONS);
  for (const earlier of c.history ?? []) {
    const a = ask(earlier, [...history]);
    history.push({ role: 'user', content: earlier }, { role: 'ai', content: a.text });
  }
  const turn = relayed(c.q, history, OPTIONS.phone);
  return groundedPrompt(turn.message, turn.history, OPTIONS).messages[0]?.content ?? '';
}

/** The required facts of content the grounding of this case lacks, each as its forms. */
export function lostFacts(c: EvalCase): string[][] {
  const text = grounding(c);
  return (c.must ?? [])
    .map(contentForms)
    .filter((forms) => forms.length > 0 && !states(text, forms));
}
