import assert from 'node:assert/strict';
import { groundedPrompt } from '@firm/assistant/index.ts';
import { TOPICS } from '@firm/assistant/kb/index.ts';
import { FIRM_DEFAULTS } from '@firm/contract/firm.ts';
import { memoryTurnStore } from '../../testing/memory-stores.ts';
import {
  ConfigError,
  DEFAULT_MAX_TOKENS,
  fromEnv,
  loadConfig,
  loadProvider,
  PROMPT_TOKENS_RESERVED,
  UPSTREAM_TIMEOUT_MS,
} from './mod.ts';

const env = (values: Record<string, string>) => (name: string) => values[name];

Deno.test('config: local defaults allow localhost, need no key, and limit sanely', () => {
  const config = loadConfig(env({}));
  assert.equal(config.origins('http://localhost:5173'), true);
  assert.equal(config.origins('http://localhost:4173'), true);
  assert.equal(config.origins('https://firm.example'), false);
  assert.deepEqual(config.publicKeys, []);
  assert.deepEqual(config.sessionLimit, { capacity: 10, refillPerSecond: 10 / 60 });
  assert.deepEqual(config.ipLimit, { capacity: 30, refillPerSecond: 0.5 });
  // The function's capacity, far above a busy day: 40 clients at their own limit at once.
  assert.deepEqual(config.globalMinuteLimit, { capacity: 1200, refillPerSecond: 20 });
  assert.deepEqual(config.globalDayLimit, { capacity: 50_000, refillPerSecond: 50_000 / 86_400 });
  assert.equal(config.clientIpHeader, 'cf-connecting-ip');
  // No LLM, no token budget; with one, a million tokens a day unless set, of which an address
  // may spend 5% and a session 3%.
  assert.equal(config.llm, null);
  assert.deepEqual(loadConfig(env({ OPENAI_API_KEY: 'sk' })).llm, {
    dayTokens: 1_000_000,
    addressTokens: 50_000,
    sessionTokens: 30_000,
    fixedTokens: PROMPT_TOKENS_RESERVED + DEFAULT_MAX_TOKENS,
  });
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
      OPENAI_MAX_TOKENS: '500',
      LLM_TOKENS_PER_DAY: '50000',
      LLM_ADDRESS_SHARE: '0.3',
      LLM_SESSION_SHARE: '0.2',
    }),
  );
  assert.equal(config.clientIpHeader, 'x-real-ip');
  assert.deepEqual(config.globalDayLimit, { capacity: 864, refillPerSecond: 0.01 });
  assert.deepEqual(config.llm, {
    dayTokens: 50_000,
    addressTokens: 15_000,
    sessionTokens: 10_000,
    fixedTokens: PROMPT_TOKENS_RESERVED + 500,
  });
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

Deno.test('config: a share is a fraction of the day, and at least one turn’s reservation', () => {
  const llm = (values: Record<string, string>) => () =>
    loadConfig(env({ OPENAI_API_KEY: 'sk', ...values }));
  for (const value of ['1.5', '0', 'half']) {
    assert.throws(
      llm({ LLM_ADDRESS_SHARE: value }),
      new ConfigError(`LLM_ADDRESS_SHARE must be a positive number of at most 1, got '${value}'`),
    );
  }
  assert.throws(
    llm({ LLM_TOKENS_PER_DAY: '50000' }),
    new ConfigError(
      'LLM_ADDRESS_SHARE × LLM_TOKENS_PER_DAY is 2500 tokens, less than one turn reserves (5467): raise either',
    ),
  );
  assert.equal(
    llm({ LLM_TOKENS_PER_DAY: '50000', LLM_ADDRESS_SHARE: '1', LLM_SESSION_SHARE: '1' })().llm
      ?.sessionTokens,
    50_000,
  );
});

Deno.test('the prompt’s fixed part stays within what a turn reserves for it', () => {
  // Every topic's own questions, as the engine grounds them: instructions and passages.
  let largest = 0;
  for (const topic of TOPICS) {
    for (const question of [topic.title, ...topic.questions]) {
      const { messages } = groundedPrompt(question, [], { phone: '(617) 555-0142' });
      const chars = messages.reduce((sum, m) => sum + m.content.length, 0) - question.length;
      largest = Math.max(largest, chars);
    }
  }
  // At four characters a token, as the LLM's usage runs for English text.
  assert.ok(largest / 4 <= PROMPT_TOKENS_RESERVED, `largest fixed prompt: ${largest} characters`);
  assert.ok(largest > 4000, 'the passages were found');
});

Deno.test('provider: the embedded assistant by default, OpenAI-compatible when a key is set', () => {
  assert.equal(loadProvider(env({})).name, 'assistant');
  assert.equal(loadProvider(env({ OPENAI_API_KEY: 'sk' })).name, 'openai');
  assert.throws(
    () => loadProvider(env({ OPENAI_API_KEY: 'sk', OPENAI_TIMEOUT_MS: 'soon' })),
    /OPENAI_TIMEOUT_MS must be a positive number/,
  );
});

Deno.test('provider: the embedded assistant offers FIRM_PHONE, else the default number', async () => {
  const signal = new AbortController().signal;
  const turn = { message: 'Would an annuity work for me?', history: [], historyIds: [] };
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
  // Outside production the local defaults apply, given a store; without one it says so.
  assert.equal(typeof fromEnv(env({}), memoryTurnStore()), 'function');
  assert.throws(
    () => fromEnv(env({})),
    (error: Error) => {
      assert.ok(error instanceof ConfigError);
      assert.match(error.message, /set CHAT_DB_URL/);
      return true;
    },
  );
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
