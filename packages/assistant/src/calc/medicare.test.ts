import { describe, expect, it } from 'vitest';
import { initialEnrollment, irmaaTier } from './medicare.ts';

describe('Medicare, worked out', () => {
  it('opens the window three months before the birthday month and closes it three after', () => {
    expect(initialEnrollment(8, 14)).toMatchObject({ first: 'May', last: 'November' });
    expect(initialEnrollment(1, 20)).toMatchObject({ first: 'October', last: 'April' });
    // Born on the 1st: Medicare counts the month before as the birthday month.
    expect(initialEnrollment(7, 1)).toMatchObject({
      birthMonth: 'June',
      first: 'March',
      last: 'September',
    });
  });

  it('finds the 2026 IRMAA tier from income two years earlier', () => {
    expect(irmaaTier(100_000, false).tier).toBe(0);
    expect(irmaaTier(240_000, true)).toMatchObject({ tier: 1 });
    expect(irmaaTier(240_000, true).partB.amount).toBe(284.1);
    expect(irmaaTier(240_000, true).partD?.amount).toBe(14.5);
    expect(irmaaTier(218_000, true).tier).toBe(0);
    expect(irmaaTier(180_000, false).tier).toBe(3);
    expect(irmaaTier(500_000, false).tier).toBe(5);
    expect(irmaaTier(499_999, false).tier).toBe(4);
  });
});
