import assert from 'node:assert/strict';
import { memoryRateLimiter, memoryTurnStore } from './memory-stores.ts';
import { rateLimiterContract, turnStoreContract } from './store-contract.ts';

rateLimiterContract('memoryRateLimiter', async () => ({ store: memoryRateLimiter() }));
turnStoreContract('memoryTurnStore', async () => ({ store: memoryTurnStore() }));

Deno.test('memoryTurnStore forgets turns after the retention period', async () => {
  const turns = memoryTurnStore({ retentionMs: 1000 });
  const start = {
    sessionId: 's',
    messageId: 'm',
    origin: null,
    ipHash: 'h',
    message: 'x',
    redactionKinds: [],
  };
  await turns.begin(start, 0, 500);
  await turns.begin({ ...start, messageId: 'other' }, 1000, 500);
  assert.equal(await turns.get(start), null);
  assert.notEqual(await turns.get({ sessionId: 's', messageId: 'other' }), null);
});
