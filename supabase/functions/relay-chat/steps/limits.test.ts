import assert from 'node:assert/strict';
import { MESSAGES } from '@firm/contract/messages.ts';
import { testConfig } from '../../../testing/relay-chat.ts';
import { CAPACITY_SHARDS, GLOBAL_DAY, GLOBAL_MINUTE, limitsFor, refusal } from './limits.ts';

Deno.test('limits: a turn takes from the capacity (sharded), its address and its session', () => {
  const llm = { dayTokens: 1000, addressTokens: 100, sessionTokens: 50, fixedTokens: 10 };
  const config = testConfig({ llm });
  const { buckets, llm: budget } = limitsFor(config, { ipHash: 'h', sessionId: 's' });
  assert.deepEqual(buckets, [
    { key: GLOBAL_DAY, rule: config.globalDayLimit, shards: CAPACITY_SHARDS },
    { key: GLOBAL_MINUTE, rule: config.globalMinuteLimit, shards: CAPACITY_SHARDS },
    { key: 'ip:h', rule: config.ipLimit },
    { key: 'session:s', rule: config.sessionLimit },
  ]);
  assert.equal(budget, llm);
});

Deno.test('limits: the capacity refuses with 503 and the number, before the visitor’s 429', () => {
  const busy = refusal(
    [
      { key: 'ip:h', retryAfterMs: 60_000 },
      { key: GLOBAL_MINUTE, retryAfterMs: 1500 },
    ],
    '(617) 555-0100',
  );
  assert.equal(busy.code, 'unavailable');
  assert.equal(busy.status, 503);
  assert.equal(busy.message, MESSAGES.busy('(617) 555-0100'));
  // The capacity's wait, not the address's.
  assert.deepEqual(busy.headers, { 'retry-after': '2' });
  const limited = refusal(
    [
      { key: 'ip:h', retryAfterMs: 2500 },
      { key: 'session:s', retryAfterMs: 7200 },
    ],
    '(617) 555-0100',
  );
  assert.equal(limited.code, 'rate_limited');
  assert.equal(limited.status, 429);
  assert.deepEqual(limited.headers, { 'retry-after': '8' });
});
