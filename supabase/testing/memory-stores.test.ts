import assert from 'node:assert/strict';
import { memoryTurnStore } from './memory-stores.ts';
import { turnStoreContract } from './store-contract.ts';

turnStoreContract('memoryTurnStore', async () => {
  const store = memoryTurnStore();
  return { store, records: () => Promise.resolve(store.records()) };
});

Deno.test('memoryTurnStore forgets turns and their owners after the retention period', async () => {
  const turns = memoryTurnStore({ retentionMs: 1000 });
  const start = (messageId: string, now: number) =>
    turns.start(
      {
        turn: {
          sessionId: 's',
          messageId,
          origin: null,
          source: null,
          ipHash: 'h',
          message: 'x',
          redactionKinds: [],
        },
        owner: { keyHash: null, newKeyHash: 'a'.repeat(64) },
        buckets: [],
        llm: null,
        leaseMs: 500,
        historyTurns: 0,
      },
      now,
    );
  await start('m', 0);
  await start('other', 1000);
  assert.deepEqual(
    turns.records().map((t) => t.messageId),
    ['other'],
  );
});
