import assert from 'node:assert/strict';
import { originPolicy } from './cors.ts';

Deno.test('cors: a decision kept for an origin is the one it reads, asked again or pushed out', () => {
  for (const policy of [originPolicy(undefined), originPolicy('https://firm.example, local')]) {
    const asked = [
      ['http://localhost:5173', true],
      ['http://localhost:5173/path', false],
      ['https://evil.example', false],
      ['http://127.0.0.1:8080', true],
    ] as const;
    for (let round = 0; round < 3; round++) {
      for (const [origin, allowed] of asked) assert.equal(policy(origin), allowed, origin);
      // Many other origins, as a client making them up sends: each decided on its own.
      for (let n = 0; n < 200; n++) {
        assert.equal(policy(`https://made-up-${round}-${n}.example`), false);
        assert.equal(policy(`http://localhost:${1000 + n}`), true);
      }
    }
  }
  assert.equal(originPolicy('https://firm.example')('https://firm.example'), true);
  assert.equal(originPolicy('https://firm.example')('http://localhost:5173'), false);
});
