import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelFrames, FRAME_MS } from './test-frames.ts';

/** How many times a loop that waits on a frame each turn turns in `ms` of real time. */
function turnsIn(ms: number): Promise<number> {
  const start = performance.now();
  let turns = 0;
  return new Promise((resolve) => {
    const turn = () => {
      turns += 1;
      if (performance.now() - start < ms) requestAnimationFrame(turn);
      else resolve(turns);
    };
    requestAnimationFrame(turn);
  });
}

describe("the tests' animation frames", () => {
  afterEach(() => vi.useRealTimers());

  it("come at a screen's pace, so a loop on frames stays shallow", async () => {
    // About ten in ten frames' time; happy-dom's own frames, on the event loop's next turn, came
    // by the hundred thousand.
    const turns = await turnsIn(10 * FRAME_MS);
    expect(turns).toBeGreaterThan(0);
    expect(turns).toBeLessThanOrEqual(20);
  });

  it('go on under a fake clock, which never has to be moved for them', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const frame = new Promise<number>((resolve) => requestAnimationFrame(resolve));
    expect(await frame).toBeGreaterThan(0);
  });

  it('still pending when a test ends do not run', async () => {
    const ran = vi.fn();
    requestAnimationFrame(ran);
    const cancelled = requestAnimationFrame(ran);
    cancelAnimationFrame(cancelled);
    cancelFrames();
    await new Promise((resolve) => setTimeout(resolve, 3 * FRAME_MS));
    expect(ran).not.toHaveBeenCalled();
  });
});
