import assert from 'node:assert/strict';
import {
  type BucketTake,
  type LlmBudget,
  type Owner,
  PENDING,
  type Reservation,
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

/** The owner of the conversations these tests open: it opens them, then continues them. */
const OWNER: Owner = { keyHash: 'a'.repeat(64), newKeyHash: 'a'.repeat(64) };
const STRANGER: Owner = { keyHash: null, newKeyHash: 'b'.repeat(64) };

const request = ({
  turn,
  ...over
}: Partial<Omit<StartRequest, 'turn'>> & { turn?: Partial<TurnStart> } = {}): StartRequest => ({
  owner: OWNER,
  buckets: [],
  llm: null,
  leaseMs: LEASE,
  historyTurns: 10,
  ...over,
  turn: turnStart(turn),
});

/** An answered outcome, as a provider's reply makes it. */
export const answered = (over: Partial<TurnOutcome> = {}): TurnOutcome => ({
  status: 'answered',
  reply: 'An answer.',
  sources: [{ title: 'Roth conversions', url: 'https://example.com/roth' }],
  provider: 'assistant',
  fallbackReason: null,
  model: 'kb',
  kbVersion: 'kb-1',
  promptVersion: 'p-1',
  errorCode: null,
  providerMs: 12,
  totalMs: 15,
  promptTokens: null,
  completionTokens: null,
  handling: {
    kind: 'partial',
    topic: 'roth-conversion',
    facet: null,
    confidence: 0.4375,
    abstained: true,
    figureCheck: 'not_applicable',
  },
  ...over,
});

const failed = (): TurnOutcome =>
  answered({
    status: 'failed',
    reply: null,
    sources: [],
    errorCode: 'upstream_timeout',
    handling: null,
  });

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
    const { record, history, opened, llm } = claimed(await store.start(request(), T0));
    assert.deepEqual(history, []);
    assert.equal(opened, true);
    assert.equal(llm, null);
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

  test('buckets taken together each refill at their own rate, to their own capacity', async ({
    store,
  }) => {
    // Given out of key order, each with a rule of its own: a bucket's capacity and refill must
    // stay its own however the store orders them.
    const takes: BucketTake[] = [
      { key: 'z-fast', rule: { capacity: 2, refillPerSecond: 2 } },
      { key: 'a-slow', rule: { capacity: 4, refillPerSecond: 0.25 } },
      { key: 'm-mid', rule: { capacity: 3, refillPerSecond: 0.5 } },
    ];
    const denied = async (at: number) => {
      const started = await startWith(store, takes, at);
      return started.outcome === 'limited'
        ? started.denied.sort((a, b) => a.key.localeCompare(b.key))
        : started.outcome;
    };
    // z-fast 2 -> 0, a-slow 4 -> 2, m-mid 3 -> 1.
    assert.deepEqual([await denied(T0), await denied(T0)], ['claimed', 'claimed']);
    // z-fast has refilled half a token at 2 a second.
    assert.deepEqual(await denied(T0 + 250), [{ key: 'z-fast', retryAfterMs: 250 }]);
    // z-fast 2 (its capacity) -> 1, a-slow 2.25 -> 1.25, m-mid 1.5 -> 0.5.
    assert.equal(await denied(T0 + 1000), 'claimed');
    assert.deepEqual(await denied(T0 + 1000), [{ key: 'm-mid', retryAfterMs: 1000 }]);
    // z-fast 2 -> 1, a-slow 1.75 -> 0.75, m-mid 1.5 -> 0.5.
    assert.equal(await denied(T0 + 3000), 'claimed');
    assert.deepEqual(await denied(T0 + 3000), [
      { key: 'a-slow', retryAfterMs: 1000 },
      { key: 'm-mid', retryAfterMs: 1000 },
    ]);
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

  test('the first turn opens a conversation for its owner, whose later turns continue it', async ({
    store,
  }) => {
    claimed(await store.start(request(), T0));
    await store.finish({ ...key, attempt: 1 }, answered(), T0);
    const next = claimed(
      await store.start(request({ turn: { messageId: 'm2', message: 'Next?' } }), T0),
    );
    assert.equal(next.opened, false);
    assert.equal(next.history.length, 1);
    // Another session opens its own, whoever asks.
    assert.equal(
      claimed(await store.start(request({ owner: STRANGER, turn: { sessionId: 's2' } }), T0))
        .opened,
      true,
    );
  });

  test('a turn without the owner’s secret reads, writes and takes nothing', async ({
    store,
    records,
  }) => {
    const small = { key: 'session:s1', rule: { capacity: 2, refillPerSecond: 0 } };
    claimed(await store.start(request({ buckets: [small] }), T0));
    await store.finish({ ...key, attempt: 1 }, answered(), T0);
    const before = await records();
    for (const owner of [STRANGER, { keyHash: 'c'.repeat(64), newKeyHash: 'd'.repeat(64) }]) {
      for (const turn of [{}, { messageId: 'm2', message: 'Other?' }, { message: 'Guess' }]) {
        assert.deepEqual(await store.start(request({ owner, buckets: [small], turn }), T0 + 1), {
          outcome: 'not_owner',
        });
      }
    }
    assert.deepEqual(await records(), before);
    // The owner's bucket still holds its second token.
    claimed(
      await store.start(request({ buckets: [small], turn: { messageId: 'm3', message: 'q' } }), T0),
    );
  });

  test('a turn that presents a secret continues a conversation, and opens none', async ({
    store,
    records,
  }) => {
    const continuing = { keyHash: 'c'.repeat(64), newKeyHash: null };
    assert.deepEqual(await store.start(request({ owner: continuing }), T0), {
      outcome: 'not_owner',
    });
    assert.deepEqual(await records(), []);
    assert.equal(claimed(await store.start(request(), T0)).opened, true);
  });

  test('a first turn refused by the limits opens nothing', async ({ store }) => {
    const none = { key: 'none', rule: { capacity: 0, refillPerSecond: 0 } };
    assert.equal(
      (await store.start(request({ owner: STRANGER, buckets: [none] }), T0)).outcome,
      'limited',
    );
    // The conversation is still unknown: the owner's own first turn opens it.
    assert.equal(claimed(await store.start(request(), T0)).opened, true);
  });

  test('concurrent first turns of one conversation open it once', async ({ store }) => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        store.start(
          request({
            owner: { keyHash: null, newKeyHash: String(i).repeat(64) },
            turn: { messageId: `m${i}` },
          }),
          T0,
        ),
      ),
    );
    assert.equal(results.filter((r) => r.outcome === 'claimed').length, 1);
    assert.equal(results.filter((r) => r.outcome === 'not_owner').length, 7);
  });

  test('an interrupted reply is kept as far as it went, and retried as a new attempt', async ({
    store,
    records,
  }) => {
    claimed(await store.start(request(), T0));
    await store.finish(
      { ...key, attempt: 1 },
      answered({ status: 'interrupted', reply: 'Start with your', errorCode: 'client_closed' }),
      T0,
    );
    const retry = claimed(await store.start(request(), T0 + 1));
    assert.equal(retry.record.attempt, 2);
    // An interrupted reply is not part of the conversation a later turn is shown.
    assert.deepEqual(retry.history, []);
    const [first] = await records();
    assert.deepEqual(
      [first?.status, first?.reply, first?.errorCode],
      ['interrupted', 'Start with your', 'client_closed'],
    );
  });

  test('records why the embedded assistant answered in place of the LLM', async ({
    store,
    records,
  }) => {
    claimed(await store.start(request(), T0));
    await store.finish({ ...key, attempt: 1 }, answered({ fallbackReason: 'address_share' }), T0);
    assert.equal((await records())[0]?.fallbackReason, 'address_share');
  });

  test('keeps how each turn was handled, its confidence to four decimals', async ({
    store,
    records,
  }) => {
    const handlings = [
      {
        kind: 'topic',
        topic: 'rmd',
        facet: 'first-rmd-age',
        confidence: 0.912_345,
        abstained: false,
        figureCheck: 'passed',
      },
      {
        kind: 'fallback',
        topic: null,
        facet: null,
        confidence: 0.2,
        abstained: true,
        figureCheck: 'fell_back',
      },
      null,
    ] as const;
    for (const [i, handling] of handlings.entries()) {
      const turn = { sessionId: `s-h${i}`, messageId: 'm' };
      claimed(await store.start(request({ turn }), T0));
      await store.finish({ ...turn, attempt: 1 }, answered({ handling }), T0);
    }
    assert.deepEqual(
      (await records()).map((r) => r.handling),
      [{ ...handlings[0], confidence: 0.9123 }, handlings[1], null],
    );
  });

  // Each turn below reserves fixedTokens (95) plus its 15-character message at 3 a token: 100.
  const llm = (over: Partial<LlmBudget> = {}): LlmBudget => ({
    dayTokens: 1000,
    addressTokens: 1000,
    sessionTokens: 1000,
    fixedTokens: 95,
    ...over,
  });
  let turnNo = 0;
  /** A new turn, in a session and from an address of its own unless given. */
  const reserving = (store: TurnStore, budget: LlmBudget, at: number, turn: Partial<TurnStart>) =>
    store.start(
      request({
        llm: budget,
        turn: { sessionId: `s-${++turnNo}`, ipHash: `ip-${turnNo}`, messageId: 'm', ...turn },
      }),
      at,
    );

  test('a claimed turn reserves its estimate: fixed tokens plus its conversation', async ({
    store,
  }) => {
    // A store keeping the day's budget in several rows says which one: that is its own.
    const tokensOf = ({ llm }: { llm: unknown }) =>
      llm && typeof llm === 'object' && 'reserved' in llm
        ? { tokens: (llm.reserved as Reservation).tokens, at: (llm.reserved as Reservation).at }
        : llm;
    const first = claimed(await reserving(store, llm(), T0, { sessionId: 'c' }));
    assert.deepEqual(tokensOf(first), { tokens: 100, at: T0 });
    await store.finish(
      { sessionId: 'c', messageId: 'm', attempt: 1 },
      answered({ reply: 'r'.repeat(30) }),
      T0,
      { tokens: 100, at: T0 },
    );
    // The second turn's conversation: its message, and the first turn's message and reply.
    const second = claimed(await reserving(store, llm(), T0, { sessionId: 'c', messageId: 'n' }));
    assert.deepEqual(tokensOf(second), { tokens: 95 + Math.ceil((15 + 15 + 30) / 3), at: T0 });
    // Replays and turns in flight reserve nothing; a refused start reserves nothing.
    assert.equal(
      (await reserving(store, llm(), T0, { sessionId: 'c', messageId: 'n' })).outcome,
      'in_flight',
    );
  });

  test('the day’s budget, the address’s and the session’s shares each refuse, all or none', async ({
    store,
  }) => {
    const budget = llm({ dayTokens: 500, addressTokens: 300, sessionTokens: 200 });
    const denial = async (turn: Partial<TurnStart>) =>
      claimed(await reserving(store, budget, T0, turn)).llm;
    // One session: two turns fit its share, the third does not.
    assert.ok(
      'reserved' in ((await denial({ sessionId: 'one', ipHash: 'a', messageId: '1' })) ?? {}),
    );
    assert.ok(
      'reserved' in ((await denial({ sessionId: 'one', ipHash: 'a', messageId: '2' })) ?? {}),
    );
    assert.deepEqual(await denial({ sessionId: 'one', ipHash: 'a', messageId: '3' }), {
      denied: 'session_share',
    });
    // The same address in another session: one more fits its share, then none.
    assert.ok('reserved' in ((await denial({ sessionId: 'two', ipHash: 'a' })) ?? {}));
    assert.deepEqual(await denial({ sessionId: 'three', ipHash: 'a' }), {
      denied: 'address_share',
    });
    // The refusals took nothing: two more turns from elsewhere fill the day, then it refuses.
    assert.ok('reserved' in ((await denial({ ipHash: 'b' })) ?? {}));
    assert.ok('reserved' in ((await denial({ ipHash: 'c' })) ?? {}));
    assert.deepEqual(await denial({ ipHash: 'd' }), { denied: 'day_budget' });
    // A new UTC day has its own budget and shares.
    const tomorrow = T0 - (T0 % DAY) + DAY;
    assert.ok(
      'reserved' in (claimed(await reserving(store, budget, tomorrow, { ipHash: 'a' })).llm ?? {}),
    );
  });

  test('finishing settles a reservation to the tokens spent, on the day it was made', async ({
    store,
  }) => {
    const budget = llm({ dayTokens: 300 });
    const first = claimed(await reserving(store, budget, T0, { sessionId: 'x' }));
    const second = claimed(await reserving(store, budget, T0, { sessionId: 'y' }));
    const third = claimed(await reserving(store, budget, T0, { sessionId: 'z' }));
    assert.deepEqual(
      [first.llm, second.llm, third.llm].map((l) => (l && 'reserved' in l ? 'reserved' : l)),
      ['reserved', 'reserved', 'reserved'],
    );
    assert.deepEqual(claimed(await reserving(store, budget, T0, {})).llm, {
      denied: 'day_budget',
    });
    // The first spent 40 of its 100 (settled the next day, on the day it was reserved); a failed
    // call that spent nothing gives all of its reservation back.
    const reservation = { tokens: 100, at: T0 };
    await store.finish(
      { sessionId: 'x', messageId: 'm', attempt: 1 },
      answered({ promptTokens: 30, completionTokens: 10 }),
      T0 + DAY,
      reservation,
    );
    await store.finish({ sessionId: 'y', messageId: 'm', attempt: 1 }, failed(), T0, reservation);
    // 300 - 40 - 100 = 160 free: one more reservation of 100 fits, a second does not.
    assert.ok('reserved' in (claimed(await reserving(store, budget, T0, {})).llm ?? {}));
    assert.deepEqual(claimed(await reserving(store, budget, T0, {})).llm, {
      denied: 'day_budget',
    });
  });

  test('tokens spent beyond a reservation count, even for an attempt no longer pending', async ({
    store,
  }) => {
    const budget = llm({ dayTokens: 300 });
    claimed(await reserving(store, budget, T0, { sessionId: 'x' }));
    await store.finish(
      { sessionId: 'x', messageId: 'm', attempt: 1 },
      answered({ promptTokens: 150, completionTokens: 50 }),
      T0,
      { tokens: 100, at: T0 },
    );
    // 200 spent: one more reservation fits (300), then the sealed attempt reports 1 more token.
    claimed(await reserving(store, budget, T0, { sessionId: 'y' }));
    assert.equal(
      await store.finish(
        { sessionId: 'x', messageId: 'm', attempt: 1 },
        answered({ promptTokens: 1, completionTokens: 0 }),
        T0,
      ),
      false,
    );
    await store.finish({ sessionId: 'y', messageId: 'm', attempt: 1 }, failed(), T0, {
      tokens: 100,
      at: T0,
    });
    // 201 spent: a reservation of 100 no longer fits.
    assert.deepEqual(claimed(await reserving(store, budget, T0, {})).llm, {
      denied: 'day_budget',
    });
  });

  test('concurrent reservations never exceed the day’s budget', async ({ store }) => {
    const budget = llm({ dayTokens: 500 });
    const results = await Promise.all(
      Array.from({ length: 16 }, () => reserving(store, budget, T0, {})),
    );
    const llms = results.map((r) => claimed(r).llm);
    assert.equal(llms.filter((l) => l && 'reserved' in l).length, 5);
    assert.equal(llms.filter((l) => l && 'denied' in l).length, 11);
  });

  test('a bucket kept in shards grants its capacity, no more, and refuses under its own key', async ({
    store,
  }) => {
    const bucket = { key: 'global:test', rule: { capacity: 16, refillPerSecond: 1e-9 }, shards: 4 };
    // A burst of eight times the capacity: every shard is reached and emptied.
    const outcomes = [];
    for (let i = 0; i < 128; i++) {
      outcomes.push(
        await store.start(request({ buckets: [bucket], turn: { sessionId: `b${i}` } }), T0),
      );
    }
    assert.equal(outcomes.filter((o) => o.outcome === 'claimed').length, 16);
    const denied = outcomes.flatMap((o) => (o.outcome === 'limited' ? o.denied : []));
    assert.equal(denied.length, 112);
    assert.deepEqual([...new Set(denied.map((d) => d.key))], ['global:test']);
  });

  test('returns records whose change cannot reach stored state', async ({ store, records }) => {
    const { record } = claimed(await store.start(request(), T0));
    record.message = 'changed';
    // A store may hand out its arrays frozen instead of copied: then the change is refused.
    try {
      record.redactionKinds.push('card');
    } catch (error) {
      assert.ok(error instanceof TypeError);
    }
    const [stored] = await records();
    assert.equal(stored?.message, turnStart().message);
    assert.deepEqual(stored?.redactionKinds, ['ssn']);
  });
}
