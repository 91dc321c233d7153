import { describe, expect, it } from 'vitest';
import { TOPICS } from './kb/index.ts';
import { choosePoint } from './retrieve.ts';
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
