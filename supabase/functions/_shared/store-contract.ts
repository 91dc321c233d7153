import assert from 'node:assert/strict';
import type { RateLimiter, TurnOutcome, TurnStart, TurnStore } from './stores.ts';

/**
 * The behaviour every store implementation must have. Each suite takes a factory that returns a
 * fresh, empty store (and optionally a teardown), and registers the same Deno tests for it.
 */
export type StoreFactory<T> = () => Promise<{ store: T; close?: () => Promise<void> }>;

const using =
  <T>(make: StoreFactory<T>, body: (store: T) => Promise<void>) =>
  async () => {
    const { store, close } = await make();
    try {
      await body(store);
    } finally {
      await close?.();
    }
  };

const T0 = 1_800_000_000_000;

export function rateLimiterContract(name: string, make: StoreFactory<RateLimiter>): void {
  const rule = { capacity: 3, refillPerSecond: 0.5 };
  const test = (title: string, body: (store: RateLimiter) => Promise<void>) =>
    Deno.test(`${name}: ${title}`, using(make, body));
  /** Takes from one bucket. */
  const takeOne = async (limiter: RateLimiter, key: string, at: number) => {
    const [result] = await limiter.take([{ key, rule }], at);
    assert.ok(result);
    return result;
  };

  test('allows a full bucket, then denies with the time to the next token', async (limiter) => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await takeOne(limiter, 'k', T0));
    assert.deepEqual(
      results.map((r) => r.allowed),
      [true, true, true, false],
    );
    assert.deepEqual(
      results.map((r) => r.remaining),
      [2, 1, 0, 0],
    );
    assert.equal(results[3]?.retryAfterMs, 2000);
  });

  test('refills at the rule rate, never beyond capacity', async (limiter) => {
    for (let i = 0; i < 3; i++) await takeOne(limiter, 'k', T0);
    assert.equal((await takeOne(limiter, 'k', T0 + 1000)).retryAfterMs, 1000);
    assert.equal((await takeOne(limiter, 'k', T0 + 2000)).allowed, true);
    const later = T0 + 3_600_000;
    const after = [];
    for (let i = 0; i < 4; i++) after.push((await takeOne(limiter, 'k', later)).allowed);
    assert.deepEqual(after, [true, true, true, false]);
  });

  test('keeps keys apart', async (limiter) => {
    for (let i = 0; i < 3; i++) await takeOne(limiter, 'a', T0);
    assert.equal((await takeOne(limiter, 'a', T0)).allowed, false);
    assert.equal((await takeOne(limiter, 'b', T0)).allowed, true);
  });

  test('takes several buckets in one call, each on its own, in the order given', async (limiter) => {
    const small = { capacity: 1, refillPerSecond: 0.5 };
    for (let i = 0; i < 3; i++) await takeOne(limiter, 'full', T0);
    const results = await limiter.take(
      [
        { key: 'zeta', rule: small },
        { key: 'full', rule },
        { key: 'alpha', rule },
      ],
      T0,
    );
    assert.deepEqual(
      results.map((r) => [r.allowed, r.remaining]),
      [
        [true, 0],
        [false, 0],
        [true, 2],
      ],
    );
    assert.equal(results[1]?.retryAfterMs, 2000);
    // A denied bucket does not stop the others from taking their token.
    assert.equal((await takeOne(limiter, 'alpha', T0)).remaining, 1);
    assert.deepEqual(await limiter.take([], T0), []);
  });

  test('concurrent takes over shared buckets never exceed either capacity', async (limiter) => {
    const wide = { capacity: 5, refillPerSecond: 0.5 };
    // Requests from one IP over two sessions, with their keys given in both orders.
    const requests = Array.from({ length: 16 }, (_, i) => {
      const pair = [
        { key: 'ip:1', rule: wide },
        { key: `session:${i % 2}`, rule },
      ];
      return i % 4 < 2 ? pair : pair.reverse();
    });
    const results = await Promise.all(requests.map((buckets) => limiter.take(buckets, T0)));
    const grants = (key: string) =>
      requests.flatMap((buckets, i) =>
        buckets.filter((b, n) => b.key === key && results[i]?.[n]?.allowed),
      ).length;
    assert.equal(grants('ip:1'), 5);
    assert.equal(grants('session:0'), 3);
    assert.equal(grants('session:1'), 3);
  });

  test('concurrent takes never exceed capacity', async (limiter) => {
    const results = await Promise.all(Array.from({ length: 12 }, () => takeOne(limiter, 'k', T0)));
    assert.equal(results.filter((r) => r.allowed).length, 3);
  });
}

const start = (over: Partial<TurnStart> = {}): TurnStart => ({
  sessionId: 's1',
  messageId: 'm1',
  origin: 'http://localhost:5173',
  ipHash: 'abc123',
  message: 'My SSN is [SSN]',
  redactionKinds: ['ssn'],
  ...over,
});

const answered = (over: Partial<TurnOutcome> = {}): TurnOutcome => ({
  status: 'answered',
  reply: 'An answer.',
  sources: [{ title: 'Roth conversions', url: 'https://example.com/roth' }],
  provider: 'embedded',
  model: 'kb',
  kbVersion: 'kb-1',
  promptVersion: 'p-1',
  errorCode: null,
  providerMs: 12,
  totalMs: 15,
  ...over,
});

const failed = (): TurnOutcome =>
  answered({ status: 'failed', reply: null, sources: [], errorCode: 'upstream_timeout' });

const cleared = {
  reply: null,
  sources: [],
  provider: null,
  model: null,
  kbVersion: null,
  promptVersion: null,
  errorCode: null,
  providerMs: null,
  totalMs: null,
};

export function turnStoreContract(name: string, make: StoreFactory<TurnStore>): void {
  const lease = 30_000;
  const key = { sessionId: 's1', messageId: 'm1' };
  const test = (title: string, body: (store: TurnStore) => Promise<void>) =>
    Deno.test(`${name}: ${title}`, using(make, body));

  test('claims a new turn as pending attempt 1 with every start field', async (turns) => {
    const result = await turns.begin(start(), T0, lease);
    assert.equal(result.outcome, 'claimed');
    assert.deepEqual(result.record, {
      ...start(),
      ...cleared,
      status: 'pending',
      attempts: 1,
      createdAt: T0,
      updatedAt: T0,
    });
    assert.deepEqual(await turns.get(key), result.record);
  });

  test('reports a pending turn within its lease as in flight, unchanged', async (turns) => {
    const first = await turns.begin(start(), T0, lease);
    const again = await turns.begin(start({ origin: 'http://localhost:4173' }), T0 + 29_999, lease);
    assert.equal(again.outcome, 'in_flight');
    assert.deepEqual(again.record, first.record);
    assert.deepEqual(await turns.get(key), first.record);
  });

  test('records the outcome; an answered turn is final and replayed', async (turns) => {
    await turns.begin(start(), T0, lease);
    assert.equal(await turns.finish(key, 1, answered(), T0 + 50), true);
    const record = await turns.get(key);
    assert.deepEqual(record, {
      ...start(),
      ...answered(),
      attempts: 1,
      createdAt: T0,
      updatedAt: T0 + 50,
    });
    const replay = await turns.begin(start(), T0 + 599_000, lease);
    assert.equal(replay.outcome, 'replay');
    assert.deepEqual(replay.record, record);
    assert.equal(await turns.finish(key, 1, answered({ reply: 'twice' }), T0 + 60), false);
    assert.equal((await turns.get(key))?.reply, 'An answer.');
  });

  test('claims a failed turn again as a counted retry, keeping its start', async (turns) => {
    await turns.begin(start(), T0, lease);
    await turns.finish(key, 1, failed(), T0 + 100);
    const failure = await turns.get(key);
    assert.equal(failure?.status, 'failed');
    assert.equal(failure?.errorCode, 'upstream_timeout');
    const retry = await turns.begin(start({ ipHash: 'other' }), T0 + 200, lease);
    assert.equal(retry.outcome, 'claimed');
    assert.deepEqual(retry.record, {
      ...start(),
      ...cleared,
      status: 'pending',
      attempts: 2,
      createdAt: T0,
      updatedAt: T0 + 200,
    });
    assert.equal(await turns.finish(key, 2, answered(), T0 + 300), true);
    assert.equal((await turns.get(key))?.attempts, 2);
  });

  test('claims an abandoned pending turn after its lease; the old attempt cannot finish', async (turns) => {
    await turns.begin(start(), T0, lease);
    const stale = await turns.begin(start(), T0 + lease, lease);
    assert.equal(stale.outcome, 'claimed');
    assert.equal(stale.record.attempts, 2);
    assert.equal(await turns.finish(key, 1, answered({ reply: 'stale' }), T0 + 31_000), false);
    assert.equal(await turns.finish(key, 2, answered(), T0 + 31_000), true);
    assert.equal((await turns.get(key))?.reply, 'An answer.');
  });

  test('concurrent begins claim a turn exactly once', async (turns) => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => turns.begin(start(), T0, lease)),
    );
    assert.equal(results.filter((r) => r.outcome === 'claimed').length, 1);
    assert.equal(results.filter((r) => r.outcome === 'in_flight').length, 7);
  });

  test('keys a turn by session and message id together', async (turns) => {
    await turns.begin(start(), T0, lease);
    const other = await turns.begin(start({ sessionId: 's2' }), T0, lease);
    assert.equal(other.outcome, 'claimed');
    assert.equal(await turns.get({ sessionId: 's1', messageId: 'm2' }), null);
    assert.equal(
      await turns.finish({ sessionId: 's3', messageId: 'm1' }, 1, answered(), T0),
      false,
    );
  });

  test('returns copies that do not alias stored state', async (turns) => {
    const { record } = await turns.begin(start(), T0, lease);
    record.message = 'changed';
    record.redactionKinds.push('card');
    assert.deepEqual(await turns.get(key), {
      ...record,
      message: start().message,
      redactionKinds: ['ssn'],
    });
  });
}
