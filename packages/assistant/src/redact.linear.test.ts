/**
 * Redaction time grows linearly with the text, on every input shape that makes a backtracking
 * pattern blow up. Wall time depends on the machine and its load, so the test compares the
 * same shape at two sizes over the same number of characters: the small text redacted 64 times
 * against the large one, 64 times longer, once. Linear work costs about the same either way
 * (measured here: 0.8-1.5 on every shape, whatever the load); a quadratic pattern costs 64 times
 * as much on the large text, and even n^1.67 costs 16 times. The bound, 16, is a quarter of the
 * quadratic figure and over ten times the linear one, so noise (garbage collection, caches that
 * favour a small text) cannot cross it and a quadratic pattern cannot pass it. The sizes, 4 KB
 * and 256 KB, keep per-character cost stable: both far above the per-call overhead, neither
 * near the size where a text stops fitting the caches. (An earlier 16 KB against 128 KB with a
 * bound of 3 sat too close: small texts ran faster per character and the ratio reached 3.7 on
 * linear work.) Each size is timed in CPU time of this process, the fastest of several
 * interleaved runs, so other work on a busy machine does not count. `pnpm bench` prints the
 * absolute figures (the target is under 10 ms for 128 KB).
 */
import { describe, expect, it } from 'vitest';
import { ADVERSARIAL } from '../bench/adversarial.ts';
import { redact } from './redact.ts';

const SMALL = 4 * 1024;
const LARGE = 256 * 1024;
const BOUND = 16;
const RUNS = 5;

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
