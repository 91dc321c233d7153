/**
 * Redaction time grows linearly with the text, on every input shape that makes a backtracking
 * pattern blow up. Wall time depends on the machine and its load, so the test compares the
 * same shape at two sizes over the same number of characters: the small text redacted 8 times
 * against the large one once. Linear work costs about the same either way; a quadratic pattern
 * costs 8 times as much on the large text. The bound, 3, leaves three times the linear figure for
 * noise (garbage collection, caches) and stays far below quadratic. Timing equal work keeps each
 * sample well above the clock's grain: a single small run takes a fraction of a millisecond,
 * where one slow tick could break the comparison on a busy machine. Each size is timed in CPU
 * time of this process, the fastest of several interleaved runs, so other work on a busy machine
 * does not count. `pnpm bench` prints the absolute figures (the target is under 10 ms for
 * 128 KB).
 */
import { describe, expect, it } from 'vitest';
import { ADVERSARIAL } from '../bench/adversarial.ts';
import { redact } from './redact.ts';

const SMALL = 16 * 1024;
const LARGE = 128 * 1024;
const BOUND = 3;
const RUNS = 7;

function fastest(texts: string[]): number[] {
  const best = texts.map(() => Number.POSITIVE_INFINITY);
  for (let run = 0; run < RUNS; run++) {
    texts.forEach((text, i) => {
      const start = process.cpuUsage();
      for (let done = 0; done < LARGE; done += text.length) redact(text);
      const { user, system } = process.cpuUsage(start);
      best[i] = Math.min(best[i] as number, user + system);
    });
  }
  return best;
}

describe('redact: time grows linearly with the text', { timeout: 60_000 }, () => {
  it.each(Object.entries(ADVERSARIAL))('%s', (_shape, make) => {
    const texts = [make(SMALL), make(LARGE)];
    expect(texts.map((t) => t.length)).toEqual([SMALL, LARGE]);
    const [small, large] = fastest(texts) as [number, number];
    expect(large / small).toBeLessThan(BOUND);
  });
});
