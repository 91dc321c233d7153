import assert from 'node:assert/strict';
import { DEFAULT_PHONE, loadConfig, loadProvider, UPSTREAM_TIMEOUT_MS } from './mod.ts';

const env = (values: Record<string, string>) => (name: string) => values[name];

Deno.test('config: local defaults allow localhost, need no key, and limit sanely', () => {
  const config = loadConfig(env({}));
  assert.equal(config.origins('http://localhost:5173'), true);
  assert.equal(config.origins('http://localhost:4173'), true);
  assert.equal(config.origins('https://firm.example'), false);
  assert.deepEqual(config.publicKeys, []);
  assert.deepEqual(config.sessionLimit, { capacity: 10, refillPerSecond: 10 / 60 });
  assert.deepEqual(config.ipLimit, { capacity: 30, refillPerSecond: 0.5 });
  assert.ok(config.leaseMs > UPSTREAM_TIMEOUT_MS);
  assert.ok(UPSTREAM_TIMEOUT_MS < 30_000, 'shorter than the client first attempt');
});

Deno.test('config: reads origins, keys and limits from the environment', () => {
  const config = loadConfig(
    env({
      ALLOWED_ORIGINS: 'https://firm.example/, https://www.firm.example',
      SUPABASE_ANON_KEY: 'anon',
      PUBLIC_KEYS: 'sb_publishable_x, ',
      RATE_LIMIT_SESSION_PER_MINUTE: '6',
      IP_HASH_SALT: 'pepper',
    }),
  );
  assert.equal(config.origins('https://firm.example'), true);
  assert.equal(config.origins('https://WWW.firm.example'), true);
  assert.equal(config.origins('http://localhost:5173'), false);
  assert.deepEqual(config.publicKeys, ['anon', 'sb_publishable_x']);
  assert.deepEqual(config.sessionLimit, { capacity: 6, refillPerSecond: 0.1 });
  assert.equal(config.ipSalt, 'pepper');
});

Deno.test('config: a bad number is a clear error naming the variable', () => {
  for (const value of ['ten', '-1', '0']) {
    assert.throws(
      () => loadConfig(env({ RATE_LIMIT_IP_PER_MINUTE: value })),
      new Error(`RATE_LIMIT_IP_PER_MINUTE must be a positive number, got '${value}'`),
    );
  }
});

Deno.test('provider: embedded by default, OpenAI-compatible when a key is set', () => {
  assert.equal(loadProvider(env({})).name, 'embedded');
  assert.equal(loadProvider(env({ OPENAI_API_KEY: 'sk' })).name, 'openai');
  assert.throws(
    () => loadProvider(env({ OPENAI_API_KEY: 'sk', OPENAI_TIMEOUT_MS: 'soon' })),
    /OPENAI_TIMEOUT_MS must be a positive number/,
  );
});

Deno.test('provider: the embedded assistant offers FIRM_PHONE, else the default number', async () => {
  const signal = new AbortController().signal;
  const turn = { message: 'Would an annuity work for me?', history: [] };
  const own = await loadProvider(env({ FIRM_PHONE: '(617) 555-0100' })).answer(turn, { signal });
  assert.match(own.text, /\(617\) 555-0100/);
  const deltas: string[] = [];
  const fallback = await loadProvider(env({})).answer(turn, {
    signal,
    onDelta: (text) => deltas.push(text),
  });
  assert.ok(fallback.text.includes(DEFAULT_PHONE));
  assert.ok(deltas.length > 1, 'streams in pieces');
  assert.equal(deltas.join(''), fallback.text);
  assert.equal(fallback.model, 'knowledge-base');
  const again = await loadProvider(env({})).answer(turn, { signal });
  assert.deepEqual(again, fallback);
});
