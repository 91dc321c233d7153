import assert from 'node:assert/strict';
import { FIRM_DEFAULTS } from '@firm/ui/firm.ts';
import { memoryTurnStore } from '../_shared/memory-stores.ts';
import { ConfigError, fromEnv, loadConfig, loadProvider, UPSTREAM_TIMEOUT_MS } from './mod.ts';

const env = (values: Record<string, string>) => (name: string) => values[name];

Deno.test('config: local defaults allow localhost, need no key, and limit sanely', () => {
  const config = loadConfig(env({}));
  assert.equal(config.origins('http://localhost:5173'), true);
  assert.equal(config.origins('http://localhost:4173'), true);
  assert.equal(config.origins('https://firm.example'), false);
  assert.deepEqual(config.publicKeys, []);
  assert.deepEqual(config.sessionLimit, { capacity: 10, refillPerSecond: 10 / 60 });
  assert.deepEqual(config.ipLimit, { capacity: 30, refillPerSecond: 0.5 });
  assert.deepEqual(config.globalMinuteLimit, { capacity: 120, refillPerSecond: 2 });
  assert.deepEqual(config.globalDayLimit, { capacity: 5000, refillPerSecond: 5000 / 86_400 });
  assert.equal(config.clientIpHeader, 'cf-connecting-ip');
  // No LLM, no token budget; with one, a million tokens a day unless set.
  assert.equal(config.dailyTokens, null);
  assert.equal(loadConfig(env({ OPENAI_API_KEY: 'sk' })).dailyTokens, 1_000_000);
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
      RATE_LIMIT_GLOBAL_PER_DAY: '864',
      IP_HASH_SALT: 'pepper',
      CLIENT_IP_HEADER: 'X-Real-IP',
      OPENAI_API_KEY: 'sk',
      LLM_TOKENS_PER_DAY: '50000',
    }),
  );
  assert.equal(config.clientIpHeader, 'x-real-ip');
  assert.deepEqual(config.globalDayLimit, { capacity: 864, refillPerSecond: 0.01 });
  assert.equal(config.dailyTokens, 50_000);
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
      new ConfigError(`RATE_LIMIT_IP_PER_MINUTE must be a positive number, got '${value}'`),
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
  assert.ok(fallback.text.includes(FIRM_DEFAULTS.FIRM_PHONE));
  assert.ok(deltas.length > 1, 'streams in pieces');
  assert.equal(deltas.join(''), fallback.text);
  assert.equal(fallback.model, 'knowledge-base');
  const again = await loadProvider(env({})).answer(turn, { signal });
  assert.deepEqual(again, fallback);
});

Deno.test("the record keeps the firm's own number in a reply and masks a visitor's", async () => {
  const turns = memoryTurnStore();
  const handler = fromEnv(env({ FIRM_PHONE: '(617) 555-0100' }), turns);
  const response = await handler(
    new Request('http://127.0.0.1/functions/v1/relay-chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: 'Would an annuity work for me? My cell is 617-555-0199.',
        session_id: 's',
        timestamp: 0,
        source: '',
        history: [],
      }),
    }),
  );
  assert.equal(response.status, 200);
  const [record] = turns.records();
  assert.match(record?.message ?? '', /My cell is \[phone number removed\]/);
  assert.match(record?.reply ?? '', /\(617\) 555-0100/);
});

const PRODUCTION = {
  IP_HASH_SALT: 'pepper',
  SUPABASE_ANON_KEY: 'anon',
  ALLOWED_ORIGINS: 'https://firm.example',
  CHAT_DB_URL: 'postgres://chat_relay@127.0.0.1:1/none',
};

Deno.test('production refuses to start half-configured, naming what is missing', () => {
  const refuses = (values: Record<string, string>, missing: string) =>
    assert.throws(
      () => fromEnv(env(values)),
      (error: Error) => {
        assert.ok(error instanceof ConfigError);
        assert.equal(
          error.message,
          `relay-chat will not start in production without ${missing} (see supabase/README.md, Environment)`,
        );
        return true;
      },
    );
  // On Supabase, SUPABASE_DB_URL is always set: that is production.
  const supabase = { SUPABASE_DB_URL: 'postgres://postgres@db/postgres' };
  refuses(supabase, 'IP_HASH_SALT, SUPABASE_ANON_KEY or PUBLIC_KEYS, ALLOWED_ORIGINS, CHAT_DB_URL');
  refuses({ ...supabase, ...PRODUCTION, IP_HASH_SALT: ' ' }, 'IP_HASH_SALT');
  refuses({ ...PRODUCTION, SUPABASE_ANON_KEY: '' }, 'SUPABASE_ANON_KEY or PUBLIC_KEYS');
  refuses({ ...PRODUCTION, ALLOWED_ORIGINS: '' }, 'ALLOWED_ORIGINS');
  refuses({ RELAY_ENV: 'production', ...PRODUCTION, CHAT_DB_URL: '' }, 'CHAT_DB_URL');
  // Fully configured, it starts (the database is connected lazily); PUBLIC_KEYS is a key too.
  assert.equal(typeof fromEnv(env({ ...supabase, ...PRODUCTION })), 'function');
  const publishable = { ...PRODUCTION, SUPABASE_ANON_KEY: '', PUBLIC_KEYS: 'sb_publishable_x' };
  assert.equal(typeof fromEnv(env(publishable)), 'function');
  // Outside production the local defaults apply.
  assert.equal(typeof fromEnv(env({})), 'function');
});

Deno.test('provider: OPENAI_BASE_URL must be https, plain http only to this machine', () => {
  const base = (url: string) => () =>
    loadProvider(env({ OPENAI_API_KEY: 'sk', OPENAI_BASE_URL: url }));
  for (const url of [
    'https://api.openai.com/v1',
    'http://127.0.0.1:8080/v1',
    'http://localhost:11434/v1',
    'http://[::1]:9/v1',
  ]) {
    assert.equal(base(url)().name, 'openai', url);
  }
  for (const url of [
    'http://api.example.com/v1',
    'http://10.0.0.5/v1',
    'ftp://x/v1',
    'http://127.0.0.1.evil.example/v1',
  ]) {
    assert.throws(base(url), (error: Error) => {
      assert.ok(error instanceof ConfigError);
      assert.match(
        error.message,
        /^OPENAI_BASE_URL must use https \(plain http only to this machine\), got '/,
      );
      return true;
    });
  }
  assert.throws(base('not a url'), /OPENAI_BASE_URL must be a URL/);
  assert.throws(
    () => loadProvider(env({ OPENAI_API_KEY: 'sk', OPENAI_MAX_TOKENS: 'lots' })),
    /OPENAI_MAX_TOKENS must be a positive number/,
  );
});
