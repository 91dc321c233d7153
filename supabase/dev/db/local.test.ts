import assert from 'node:assert/strict';
import { queryOne } from '../../functions/_shared/db/db.ts';
import { sqlTurnStore } from '../../functions/_shared/db/stores.ts';
import { LOCAL_DATA_DIR, openLocalDb } from './local.ts';

Deno.test('the embedded database keeps turns across restarts, one process at a time', async () => {
  // Beside the real one, in the git-ignored folder.
  const dir = `${LOCAL_DATA_DIR}-test-${crypto.randomUUID()}`;
  try {
    const first = await openLocalDb(dir);
    const turn = {
      sessionId: 's',
      messageId: 'm',
      origin: null,
      source: null,
      ipHash: 'h',
      message: 'q',
      redactionKinds: [],
    };
    await sqlTurnStore(first).start(
      {
        turn,
        owner: { keyHash: null, newKeyHash: 'a'.repeat(64) },
        buckets: [],
        llm: null,
        leaseMs: 30_000,
        historyTurns: 0,
      },
      Date.now(),
    );
    await assert.rejects(openLocalDb(dir), /in use by another process/);
    await first.close();

    const again = await openLocalDb(dir);
    try {
      const row = await queryOne<{ n: number }>(again, 'select count(*)::int as n from chat_turns');
      assert.equal(row.n, 1);
    } finally {
      await again.close();
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
    await Deno.remove(`${dir}.lock`);
  }
});
