import assert from 'node:assert/strict';
import {
  type BucketTake,
  PENDING,
  type StartRequest,
  type StartResult,
  type TurnOutcome,
  type TurnRecord,
  type TurnStart,
  type TurnStore,
} from '../functions/_shared/stores.ts';

/**
 * The behaviour every turn store must have. The suite takes a factory that returns a fresh,
 * empty store, a way to read every attempt it holds, and optionally a teardown, and registers
 * the same Deno tests for it.
 */
export type StoreFactory = () => Promise<{
  store: TurnStore;
  records: () => Promise<TurnRecord[]>;
  close?: () => Promise<void>;
}>;

type Fixture = Awaited<ReturnType<StoreFactory>>;

const T0 = 1_800_000_000_000;
const DAY = 86_400_000;
const LEASE = 30_000;

const turnStart = (over: Partial<TurnStart> = {}): TurnStart => ({
  sessionId: 's1',
  messageId: 'm1',
  origin: 'http://localhost:5173',
  source: 'https://firm.example/',
  ipHash: 'abc123',
  message: 'My SSN is [SSN]',
  redactionKinds: ['ssn'],
  ...over,
});

const request = ({
  turn,
  ...over
}: Partial<Omit<StartRequest, 'turn'>> & { turn?: Partial<TurnStart> } = {}): StartRequest => ({
  buckets: [],
  dailyTokens: null,
  leaseMs: LEASE,
  historyTurns: 10,
  ...over,
  turn: turnStart(turn),
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
  promptTokens: null,
  completionTokens: null,
  ...over,
});

const failed = (): TurnOutcome =>
  answered({ status: 'failed', reply: null, sources: [], errorCode: 'upstream_timeout' });

function claimed(result: StartResult) {
  assert.equal(result.outcome, 'claimed', JSON.stringify(result));
  return result as Extract<StartResult, { outcome: 'claimed' }>;
}

export function turnStoreContract(name: string, make: StoreFactory): void {
  const test = (title: string, body: (fixture: Fixture) => Promise<void>) =>
    Deno.test(`${name}: ${title}`, async () => {
      const fixture = await make();
      try {
        await body(fixture);
      } finally {
        await fixture.close?.();
      }
    });
  const key = { sessionId: 's1', messageId: 'm1' };

  test('claims a new turn as pending attempt 1 with every start field', async ({
    store,
    records,
  }) => {
    const { record, history } = claimed(await store.start(request(), T0));
    assert.deepEqual(history, []);
    const { id, createdAt, ...rest } = record;
    assert.ok(Number.isInteger(id) && id > 0);
    assert.ok(Number.isFinite(createdAt));
    assert.deepEqual(rest, { ...turnStart(), ...PENDING, attempt: 1, contextTurnIds: [] });
    assert.deepEqual(await records(), [record]);
  });

  test('records the outcome once; an answered turn is replayed', async ({ store, records }) => {
    claimed(await store.start(request(), T0));
    assert.equal(await store.finish({ ...key, attempt: 1 }, answered(), T0 + 50), true);
    const [record] = await records();
    assert.deepEqual(
      { ...record, id: 0, createdAt: 0 },
      {
        ...turnStart(),
        ...answered(),
        id: 0,
        attempt: 1,
        contextTurnIds: [],
        createdAt: 0,
      },
    );
    const replay = await store.start(request(), T0 + 599_000);
    assert.deepEqual(replay, { outcome: 'replay', record });
    assert.equal(
      await store.finish({ ...key, attempt: 1 }, answered({ reply: 'twice' }), T0),
      false,
    );
    assert.deepEqual(await records(), [record]);
  });

  test('a pending turn within its lease is in flight, unchanged', async ({ store, records }) => {
    const { record } = claimed(await store.start(request(), T0));
    const again = await store.start(request({ turn: { ipHash: 'other' } }), T0 + 1);
    assert.deepEqual(again, { outcome: 'in_flight', record });
    assert.deepEqual(await records(), [record]);
  });

  test('a failed turn is retried as a new attempt with its own start', async ({
    store,
    records,
  }) => {
    claimed(await store.start(request(), T0));
    await store.finish({ ...key, attempt: 1 }, failed(), T0 + 100);
    const retry = claimed(await store.start(request({ turn: { ipHash: 'other' } }), T0 + 200));
    assert.equal(retry.record.attempt, 2);
    assert.equal(retry.record.ipHash, 'other');
    assert.equal(await store.finish({ ...key, attempt: 2 }, answered(), T0 + 300), true);
    const [first, second] = await records();
    assert.deepEqual(
      [first?.status, first?.errorCode, second?.status, second?.attempt],
      ['failed', 'upstream_timeout', 'answered', 2],
    );
  });

  test('a pending attempt past its lease is recorded abandoned and cannot finish', async ({
    store,
    records,
  }) => {
    claimed(await store.start(request(), T0));
    // A lease of 0 ms: any pending attempt is past it.
    const retry = claimed(await store.start(request({ leaseMs: 0 }), T0 + 1));
    assert.equal(retry.record.attempt, 2);
    assert.equal(
      await store.finish({ ...key, attempt: 1 }, answered({ reply: 'stale' }), T0 + 2),
      false,
    );
    assert.equal(await store.finish({ ...key, attempt: 2 }, answered(), T0 + 2), true);
    const [first, second] = await records();
    assert.deepEqual([first?.status, first?.errorCode], ['failed', 'abandoned']);
    assert.deepEqual([second?.status, second?.reply], ['answered', 'An answer.']);
  });

  test('a message id reused for another message is a mismatch, and nothing is claimed', async ({
    store,
    records,
  }) => {
    claimed(await store.start(request(), T0));
    await store.finish({ ...key, attempt: 1 }, failed(), T0 + 1);
    assert.deepEqual(await store.start(request({ turn: { message: 'Other?' } }), T0 + 2), {
      outcome: 'mismatch',
    });
    assert.equal((await records()).length, 1);
  });

  test('concurrent starts claim a turn exactly once', async ({ store }) => {
    const results = await Promise.all(Array.from({ length: 8 }, () => store.start(request(), T0)));
    assert.equal(results.filter((r) => r.outcome === 'claimed').length, 1);
    assert.equal(results.filter((r) => r.outcome === 'in_flight').length, 7);
  });

  test('keys a turn by session and message id together', async ({ store }) => {
    claimed(await store.start(request(), T0));
    claimed(await store.start(request({ turn: { sessionId: 's2' } }), T0));
    assert.equal(
      await store.finish({ sessionId: 's3', messageId: 'm1', attempt: 1 }, answered(), T0),
      false,
    );
  });

  test('hands back the session’s latest answered turns, oldest first, and records their ids', async ({
    store,
    records,
  }) => {
    const ask = async (sessionId: string, messageId: string, outcome?: TurnOutcome) => {
      const { record } = claimed(
        await store.start(
          request({ turn: { sessionId, messageId, message: `q ${messageId}` } }),
          T0,
        ),
      );
      if (outcome) await store.finish({ sessionId, messageId, attempt: 1 }, outcome, T0);
      return record.id;
    };
    const a = await ask('s1', 'a', answered({ reply: 'reply a' }));
    await ask('s1', 'b', failed());
    await ask('s2', 'other', answered());
    const c = await ask('s1', 'c', answered({ reply: 'reply c' }));
    await ask('s1', 'd');
    const d = await ask('s1', 'e', answered({ reply: 'reply e' }));
    const next = claimed(
      await store.start(request({ turn: { messageId: 'f', message: 'q f' }, historyTurns: 2 }), T0),
    );
    assert.deepEqual(next.history, [
      { id: c, message: 'q c', reply: 'reply c' },
      { id: d, message: 'q e', reply: 'reply e' },
    ]);
    assert.deepEqual(next.record.contextTurnIds, [c, d]);
    const all = claimed(
      await store.start(request({ turn: { messageId: 'g', message: 'q g' } }), T0),
    );
    assert.deepEqual(
      all.history.map((t) => t.id),
      [a, c, d],
    );
    assert.deepEqual((await records()).at(-1)?.contextTurnIds, [a, c, d]);
    const none = claimed(
      await store.start(request({ turn: { messageId: 'h', message: 'q h' }, historyTurns: 0 }), T0),
    );
    assert.deepEqual(none.history, []);
  });

  const rule = { capacity: 3, refillPerSecond: 0.5 };
  const buckets = (...keys: string[]): BucketTake[] => keys.map((k) => ({ key: k, rule }));
  /** Starts a new turn each time, taking from `takes`. */
  let n = 0;
  const startWith = (store: TurnStore, takes: BucketTake[], at: number) =>
    store.start(request({ buckets: takes, turn: { messageId: `t${++n}` } }), at);

  test('a bucket grants its capacity, then denies with the time to the next token', async ({
    store,
  }) => {
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await startWith(store, buckets('k'), T0));
    assert.deepEqual(
      outcomes.map((r) => r.outcome),
      ['claimed', 'claimed', 'claimed', 'limited'],
    );
    assert.deepEqual(outcomes[3], {
      outcome: 'limited',
      denied: [{ key: 'k', retryAfterMs: 2000 }],
    });
  });

  test('buckets refill at their rate, never beyond capacity', async ({ store }) => {
    for (let i = 0; i < 3; i++) await startWith(store, buckets('k'), T0);
    assert.deepEqual(await startWith(store, buckets('k'), T0 + 1000), {
      outcome: 'limited',
      denied: [{ key: 'k', retryAfterMs: 1000 }],
    });
    assert.equal((await startWith(store, buckets('k'), T0 + 2000)).outcome, 'claimed');
    const later = [];
    for (let i = 0; i < 4; i++)
      later.push((await startWith(store, buckets('k'), T0 + 3_600_000)).outcome);
    assert.deepEqual(later, ['claimed', 'claimed', 'claimed', 'limited']);
  });

  test('all buckets give a token, or none does', async ({ store, records }) => {
    const small = { key: 'small', rule: { capacity: 1, refillPerSecond: 0.5 } };
    assert.equal((await startWith(store, [small, ...buckets('wide')], T0)).outcome, 'claimed');
    // 'small' is empty: the request is denied, and 'wide' keeps its token.
    assert.deepEqual(await startWith(store, [...buckets('wide'), small], T0), {
      outcome: 'limited',
      denied: [{ key: 'small', retryAfterMs: 2000 }],
    });
    const wide = [];
    for (let i = 0; i < 3; i++) wide.push((await startWith(store, buckets('wide'), T0)).outcome);
    assert.deepEqual(wide, ['claimed', 'claimed', 'limited']);
    assert.equal((await records()).length, 3);
    // Every empty bucket is named.
    const both = await startWith(store, [...buckets('wide'), small], T0);
    assert.deepEqual(both.outcome === 'limited' && both.denied.map((d) => d.key).sort(), [
      'small',
      'wide',
    ]);
    assert.equal((await startWith(store, buckets('other'), T0)).outcome, 'claimed');
  });

  test('a bucket that never refills gives an infinite wait', async ({ store }) => {
    const once = { key: 'once', rule: { capacity: 1, refillPerSecond: 0 } };
    await startWith(store, [once], T0);
    assert.deepEqual(await startWith(store, [once], T0 + DAY), {
      outcome: 'limited',
      denied: [{ key: 'once', retryAfterMs: Number.POSITIVE_INFINITY }],
    });
  });

  test('concurrent starts over shared buckets never exceed either capacity', async ({
    store,
    records,
  }) => {
    const wide = { capacity: 5, refillPerSecond: 0.5 };
    // Requests from one IP over two sessions, with their keys given in both orders.
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => {
        const takes = [
          { key: 'ip:1', rule: wide },
          { key: `session:${i % 2}`, rule },
        ];
        return startWith(store, i % 4 < 2 ? takes : takes.reverse(), T0);
      }),
    );
    assert.equal(results.filter((r) => r.outcome === 'claimed').length, 5);
    assert.equal((await records()).length, 5);
  });

  test('the LLM’s daily tokens: spent ones count, a spent day denies, the next day allows', async ({
    store,
  }) => {
    const budget = (messageId: string, at: number) =>
      store.start(request({ dailyTokens: 1000, turn: { messageId } }), at);
    claimed(await budget('a', T0));
    await store.finish(
      { ...key, messageId: 'a', attempt: 1 },
      answered({ promptTokens: 600, completionTokens: 300 }),
      T0,
    );
    const b = claimed(await budget('b', T0));
    // A failed attempt's tokens count too; the day is the caller's.
    await store.finish(
      { ...key, messageId: 'b', attempt: 1 },
      { ...failed(), promptTokens: 100, completionTokens: 0 },
      T0,
    );
    assert.equal(b.record.attempt, 1);
    assert.deepEqual(await budget('c', T0 + 1), { outcome: 'budget_spent' });
    // Without a budget (the embedded assistant) nothing is checked.
    claimed(await store.start(request({ turn: { messageId: 'd' } }), T0 + 1));
    const tomorrow = T0 - (T0 % DAY) + DAY;
    assert.deepEqual(await budget('c', tomorrow - 1), { outcome: 'budget_spent' });
    claimed(await budget('c', tomorrow));
  });

  test('returns copies that do not alias stored state', async ({ store, records }) => {
    const { record } = claimed(await store.start(request(), T0));
    record.message = 'changed';
    record.redactionKinds.push('card');
    const [stored] = await records();
    assert.equal(stored?.message, turnStart().message);
    assert.deepEqual(stored?.redactionKinds, ['ssn']);
  });
}
