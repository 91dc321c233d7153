/**
 * Animation frames for the tests, at a screen's pace, as in a browser.
 *
 * happy-dom runs a frame on the event loop's next turn, so a loop that waits on frames turns as
 * fast as the machine goes. The conversation's glide waits on frames for 800 ms
 * (use-stick-to-bottom's `wait`, see useFollow): it turned some 100,000 times, nesting a promise
 * on each turn, and when it ended it asked for one frame per turn at once. happy-dom searches its
 * list of pending frames for each frame that runs, so those took seconds of CPU, stalling
 * whichever test was running then: the loop outlived the test that sent the question, and under
 * a fake Date it went on until the clock was moved.
 *
 * Frames here run on Node's own timer, taken before any test fakes the clock: they go on under a
 * fake clock, as they do in a browser, and a test's fake clock never has to spin them.
 */

/** A frame at 60 a second. */
export const FRAME_MS = 16;

const { setTimeout: later, clearTimeout: forget } = globalThis;
const pending = new Map<number, ReturnType<typeof later>>();
let lastId = 0;

export function requestFrame(callback: FrameRequestCallback): number {
  lastId += 1;
  const id = lastId;
  const timer = later(() => {
    pending.delete(id);
    callback(performance.now());
  }, FRAME_MS);
  pending.set(id, timer);
  return id;
}

export function cancelFrame(id: number): void {
  forget(pending.get(id));
  pending.delete(id);
}

/** Drops every frame still pending: a test's view is gone once it ends, and so are its frames. */
export function cancelFrames(): void {
  for (const id of pending.keys()) cancelFrame(id);
}

/** The window's animation frames become these. */
export function installFrames(target: Window = window): void {
  target.requestAnimationFrame = requestFrame;
  target.cancelAnimationFrame = cancelFrame;
}
