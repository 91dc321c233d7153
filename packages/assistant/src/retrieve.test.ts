import { describe, expect, it } from 'vitest';
import { TOPICS } from './kb/index.ts';
import { asksYesOrNo, choosePoint, putForConfirmation } from './retrieve.ts';
import type { Details } from './types.ts';

const NONE: Details = { ages: [], monthly: [], benefitAt: [] };
const topic = (id: string) => {
  const t = TOPICS.find((x) => x.id === id);
  if (!t) throw new Error(`no topic ${id}`);
  return t;
};

describe('choosePoint', () => {
  it('doubts a yes or no when the question names a subject the topic is not known by', () => {
    const fra = topic('ss-fra');
    const own = choosePoint(fra, 'is my full retirement age 67?', [], NONE);
    const other = choosePoint(fra, 'is my full retirement age for medicare 67?', [], NONE);
    expect(other.point).toBe(own.point);
    expect(own.confidence).toBeGreaterThan(0);
    expect(other.confidence).toBeLessThan(own.confidence * 0.7);
  });
});

describe('confidence in a point', () => {
  it('is not lowered by a near tie with a point that answers the same yes or no', () => {
    // Two points of the topic say "No: the beneficiary form decides": whichever is read, the
    // answer is the same.
    const beneficiaries = topic('beneficiaries');
    const q =
      'my will splits everything 3 ways between my kids, so my ira and life insurance go that way too right?';
    const choice = choosePoint(beneficiaries, q, [], NONE);
    const [best, next] = choice.ranked;
    expect(best && next && (best.score - next.score) / best.score).toBeLessThan(0.15);
    expect(choice.confidence).toBeGreaterThanOrEqual(0.35);
    // …nor is its "No" held back because the statement lacks the phrasing's most telling word
    // ("splits" against "controls"): the next point denies it too.
    expect(choice.doubt).toBe(false);
  });

  it("is not lowered by the visitor's own numbers, unless the point's phrasings turn on one", () => {
    const rmd = topic('rmd');
    const plain = choosePoint(rmd, 'can i take my rmd in december?', [], NONE);
    const theirs = choosePoint(rmd, 'im 76. can i take my 2026 rmd in december?', [], NONE);
    expect(theirs.point).toBe(plain.point);
    expect(theirs.confidence).toBeCloseTo(plain.confidence, 2);
    // "my highest 3 years" turns on its number: 35 is not 3.
    const claiming = topic('ss-claiming');
    const three = choosePoint(
      claiming,
      'is my social security figured from my highest 3 years of earnings, right?',
      [],
      NONE,
    );
    const other = choosePoint(
      claiming,
      'is my social security figured from my highest 35 years of earnings, right?',
      [],
      NONE,
    );
    expect(other.point !== three.point || other.confidence < three.confidence).toBe(true);
  });
});

describe('a yes or no asked of what should be done', () => {
  it('is held back when the point says what may be done, unless it says it cannot', () => {
    const may = choosePoint(topic('plan-loans'), 'should i borrow from my 401k?', [], NONE);
    expect(may.point.says).toMatch(/^Yes/);
    expect(may.doubt).toBe(true);
    const cannot = choosePoint(topic('rmd'), 'should i convert my rmd to a roth?', [], NONE);
    expect(cannot.point.says).toMatch(/^No/);
    expect(cannot.doubt).toBe(false);
  });
});

describe('putForConfirmation', () => {
  it('reads a reckoning that ends on its amount as put for confirmation, not a question of what', () => {
    expect(putForConfirmation('thats 2.5 yrs early so 15% off, about 2,550?')).toBe(true);
    expect(putForConfirmation('so im just in the first irmaa bracket, 284.10 right?')).toBe(true);
    expect(putForConfirmation('what is my rmd, about 18,000?')).toBe(false);
    expect(putForConfirmation('is it about 2,550?')).toBe(false);
  });
});

describe('asksYesOrNo', () => {
  it('reads a question opening on a yes-or-no verb as one, whatever its subject', () => {
    expect(asksYesOrNo('does long term care insurance cover assisted living')).toBe(true);
    expect(asksYesOrNo('will reverse mortgage money count as income?')).toBe(true);
    expect(asksYesOrNo('how much does long term care insurance cost')).toBe(false);
    // Whether something is all right to do.
    expect(asksYesOrNo('ok to wait on part b till cobra runs out?')).toBe(true);
    expect(asksYesOrNo('is it safe to take 5% a year?')).toBe(true);
    // A reckoning asked as a question, opening "thats" or "its".
    expect(asksYesOrNo('thats 4 yrs early so a 26.7% cut, roughly 1,833?')).toBe(true);
    // A condition first, then the question: "if he waits until 70, do i…" with or without the comma.
    expect(asksYesOrNo('if he waits until 70 do i get a bigger spousal benefit too?')).toBe(true);
    expect(asksYesOrNo('if i take a reverse mortgage does the bank own my house?')).toBe(true);
    expect(asksYesOrNo('if i retire at 62 how much do i get')).toBe(false);
    // The condition's own verb is not the question's: "if he does it, what happens…".
    expect(asksYesOrNo('if he does it, what happens to the house')).toBe(false);
  });

  it("answers a covered-or-not question with its point, not a misreading's No", () => {
    const ltc = choosePoint(
      topic('ltc-insurance'),
      'does long term care insurance cover assisted living',
      [],
      NONE,
    );
    expect(ltc.point.asks[0]).toBe('does long term care insurance cover assisted living');
  });

  it('holds back a yes to "is it gone" from a question whether it still applies', () => {
    const wep = choosePoint(
      topic('ss-fairness-act'),
      'worked 20 yrs as a boston firefighter (no ss) and 12 yrs in private jobs. does wep still cut my social security?',
      [],
      NONE,
    );
    expect(wep.doubt || !/^yes/i.test(String(wep.point.says))).toBe(true);
  });
});
