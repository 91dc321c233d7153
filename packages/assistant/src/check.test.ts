import { describe, expect, it } from 'vitest';
import { checkFigures, figuresIn } from './check.ts';
import { groundedPrompt } from './prompt.ts';

const OPTIONS = { phone: '(617) 555-0142' };

describe('checkFigures', () => {
  it('finds dollar amounts, percentages and ages as values', () => {
    expect(
      figuresIn(
        'Put in $35,750 ($1.2 million later), 15.3% or 85 percent, from age 73, at 59½.',
      ).map((f) => [f.kind, f.value]),
    ).toEqual([
      ['dollars', 35_750],
      ['dollars', 1_200_000],
      ['percent', 15.3],
      ['percent', 85],
      ['age', 73],
      ['age', 59],
    ]);
  });

  it('takes no figure from digits inside a word, such as a version', () => {
    const grounding = ['Knowledge-base passages (version 2026-4461eb61): the premium is $202.90.'];
    expect(checkFigures('That is $61 more.', grounding).ok).toBe(false);
    expect(checkFigures('It is $202.90 in 2026.', grounding).ok).toBe(true);
  });

  it('passes a reply whose figures are all in the grounding or the visitor’s words', () => {
    const grounding = [
      'The 2026 limit is $24,500; catch-ups start at 50.',
      'I am 61 and make 180k',
    ];
    expect(checkFigures('At 61 you can put in $24,500, plus more from age 50.', grounding)).toEqual(
      {
        ok: true,
        unsupported: [],
      },
    );
    expect(checkFigures('With $180,000 of pay, yes.', grounding).ok).toBe(true);
  });

  it('fails a reply with a figure found nowhere, naming it', () => {
    const grounding = ['The 2026 limit is $24,500.'];
    expect(checkFigures('The limit is $23,500, or 7% more at age 55.', grounding)).toEqual({
      ok: false,
      unsupported: ['$23,500', '7%', 'age 55'],
    });
  });

  it('accepts what the prompt grounded, worked answers included, and rejects a stale figure', () => {
    const prompt = groundedPrompt("how much can I put in my 401k if I'm 61 in 2026", [], OPTIONS);
    expect(checkFigures('At 61 you can put in $35,750 in all for 2026.', prompt.grounding).ok).toBe(
      true,
    );
    // The 2025 limit is not in the 2026 grounding.
    expect(checkFigures('You can put in $23,500.', prompt.grounding).ok).toBe(false);
    expect(prompt.fallback.text).toContain('$35,750');
  });
});
