import { rateLimiterContract, turnStoreContract } from '../store-contract.ts';
import { sqlRateLimiter, sqlTurnStore } from './stores.ts';
import { TEST_DATABASES } from './testing.ts';

for (const { kind, create } of TEST_DATABASES) {
  rateLimiterContract(`sqlRateLimiter (${kind})`, async () => {
    const { db, drop } = await create();
    return { store: sqlRateLimiter(db), close: drop };
  });
  turnStoreContract(`sqlTurnStore (${kind})`, async () => {
    const { db, drop } = await create();
    return { store: sqlTurnStore(db), close: drop };
  });
}
