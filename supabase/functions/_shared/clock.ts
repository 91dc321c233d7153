import { sleep } from '@firm/contract/retry-rule.ts';

/** Time as the handler sees it; tests pass a manual clock. */
export interface Clock {
  now(): number;
  /** Resolves after `ms`, or rejects with the signal's reason once it aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep,
};
