import { firmValue } from '@firm/contract/firm.ts';
import { isLoopbackHost } from '@firm/contract/hosts.ts';
import { LIMITS } from '@firm/contract/protocol.ts';
import * as settings from '@firm/contract/settings.ts';
import { DEFAULT_CLIENT_IP_HEADER } from '../_shared/client-address.ts';
import { systemClock } from '../_shared/clock.ts';
import { originPolicy } from '../_shared/cors.ts';
import { connectPostgres } from '../_shared/db/postgres.ts';
import { sqlTurnStore } from '../_shared/db/stores.ts';
import type { Env, Handler } from '../_shared/http.ts';
import { jsonLogger } from '../_shared/log.ts';
import { CHARS_PER_TOKEN, type LlmBudget, type TurnStore } from '../_shared/stores.ts';
import { createHandler } from './handler.ts';
import { openAiProvider } from './openai.ts';
import { embeddedProvider, embeddedRedactor, type Provider } from './provider.ts';
import type { RelayConfig, RelayDeps } from './steps/deps.ts';

/** chat-core gives up on its first attempt after 30 s; the provider must finish before. */
export const UPSTREAM_TIMEOUT_MS = Number(settings.OPENAI_TIMEOUT_MS.default);

/** The most an LLM may write in one answer, unless OPENAI_MAX_TOKENS says otherwise. */
export const DEFAULT_MAX_TOKENS = Number(settings.OPENAI_MAX_TOKENS.default);

/**
 * Tokens a turn reserves for the fixed part of the LLM's prompt: the assistant's instructions and
 * the knowledge-base passages it grounds an answer on (about 800 to 3,200 tokens; mod.test.ts
 * checks the largest stays under this). The conversation and `max_tokens` come on top.
 */
export const PROMPT_TOKENS_RESERVED = 4000;

/** Thrown at startup when the environment cannot run the function safely. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A numeric setting; unset or blank, its default as `packages/contract/src/settings.ts` declares it. */
const positive = (env: Env, name: keyof typeof settings, most = Number.POSITIVE_INFINITY) => {
  const raw = env(name)?.trim();
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the function reads every setting anyway
  if (!raw) return Number(settings[name].default);
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > most) {
    throw new ConfigError(
      `${name} must be a positive number${most < Number.POSITIVE_INFINITY ? ` of at most ${most}` : ''}, got '${raw}'`,
    );
  }
  return value;
};

const maxTokens = (env: Env) => Math.floor(positive(env, 'OPENAI_MAX_TOKENS'));

/**
 * The LLM's tokens a UTC day (LLM_TOKENS_PER_DAY) and the share of them one client address
 * (LLM_ADDRESS_SHARE) and one session (LLM_SESSION_SHARE) may spend; null without an LLM. A
 * share smaller than one turn's reservation would never let the LLM answer: that is refused.
 */
function llmBudget(env: Env): LlmBudget | null {
  if (!env('OPENAI_API_KEY')) return null;
  const dayTokens = Math.floor(positive(env, 'LLM_TOKENS_PER_DAY'));
  const fixedTokens = PROMPT_TOKENS_RESERVED + maxTokens(env);
  const share = (name: 'LLM_ADDRESS_SHARE' | 'LLM_SESSION_SHARE') => {
    const tokens = Math.floor(dayTokens * positive(env, name, 1));
    const turn = fixedTokens + Math.ceil(LIMITS.messageChars / CHARS_PER_TOKEN);
    if (tokens < turn) {
      throw new ConfigError(
        `${name} × LLM_TOKENS_PER_DAY is ${tokens} tokens, less than one turn reserves (${turn}): raise either`,
      );
    }
    return tokens;
  };
  return {
    dayTokens,
    addressTokens: share('LLM_ADDRESS_SHARE'),
    sessionTokens: share('LLM_SESSION_SHARE'),
    fixedTokens,
  };
}

/** A bucket allowing `capacity` requests every `seconds` on average, in bursts of as many. */
const bucket = (env: Env, name: keyof typeof settings, seconds: number) => {
  const capacity = positive(env, name);
  return { capacity, refillPerSecond: capacity / seconds };
};

/**
 * Whether the function serves real visitors: it runs against a real database (SUPABASE_DB_URL,
 * which Supabase sets for every deployed function, or CHAT_DB_URL), or RELAY_ENV=production.
 */
export const isProduction = (env: Env): boolean =>
  !!env('SUPABASE_DB_URL') || !!env('CHAT_DB_URL') || env('RELAY_ENV') === 'production';

/**
 * In production every one of these must be set; a missing one would quietly weaken the function
 * (a salt per instance multiplies the per-client limits; no key or no origin list lets anyone
 * call; no CHAT_DB_URL keeps the record in one instance's memory).
 */
function requireProductionSettings(env: Env): void {
  const missing = [
    ['IP_HASH_SALT', env('IP_HASH_SALT')],
    ['SUPABASE_ANON_KEY or PUBLIC_KEYS', env('SUPABASE_ANON_KEY') || env('PUBLIC_KEYS')],
    ['ALLOWED_ORIGINS', env('ALLOWED_ORIGINS')],
    ['CHAT_DB_URL', env('CHAT_DB_URL')],
  ]
    .filter(([, value]) => !value?.trim())
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new ConfigError(
      `relay-chat will not start in production without ${missing.join(', ')} ` +
        '(see supabase/README.md, Environment)',
    );
  }
}

/**
 * Settings from the environment (see supabase/README.md for each): ALLOWED_ORIGINS,
 * SUPABASE_ANON_KEY, PUBLIC_KEYS, CLIENT_IP_HEADER, IP_HASH_SALT, RATE_LIMIT_*, LLM_TOKENS_PER_DAY,
 * LLM_ADDRESS_SHARE, LLM_SESSION_SHARE, FIRM_PHONE. Outside production the defaults suit local
 * development; in production the settings that keep it safe are required. The function's own
 * turn limits protect its capacity (the LLM's budget has its own), so they sit far above a busy
 * day: 1,200 turns a minute is 40 clients at their own limit at once, and 50,000 a day a hundred
 * times a busy day of a firm's site.
 */
export function loadConfig(env: Env): RelayConfig {
  if (isProduction(env)) requireProductionSettings(env);
  const keys = [env('SUPABASE_ANON_KEY'), ...(env('PUBLIC_KEYS') ?? '').split(',')];
  return {
    origins: originPolicy(env('ALLOWED_ORIGINS')),
    publicKeys: keys.map((key) => key?.trim() ?? '').filter(Boolean),
    clientIpHeader: (env('CLIENT_IP_HEADER')?.trim() || DEFAULT_CLIENT_IP_HEADER).toLowerCase(),
    ipSalt: env('IP_HASH_SALT') || crypto.randomUUID(),
    sessionLimit: bucket(env, 'RATE_LIMIT_SESSION_PER_MINUTE', 60),
    ipLimit: bucket(env, 'RATE_LIMIT_IP_PER_MINUTE', 60),
    globalMinuteLimit: bucket(env, 'RATE_LIMIT_GLOBAL_PER_MINUTE', 60),
    globalDayLimit: bucket(env, 'RATE_LIMIT_GLOBAL_PER_DAY', 86_400),
    llm: llmBudget(env),
    historyTurns: LIMITS.historyEntries / 2,
    phone: firmValue(env, 'FIRM_PHONE'),
    leaseMs: UPSTREAM_TIMEOUT_MS + 5000,
    duplicateWaitMs: 8000,
    duplicatePollMs: 250,
  };
}

/** The LLM's address: https, or plain http to a server on this machine (tests, a local model). */
function upstreamUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('OPENAI_BASE_URL must be a URL, e.g. https://api.openai.com/v1');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    throw new ConfigError(
      `OPENAI_BASE_URL must use https (plain http only to this machine), got '${url.origin}'`,
    );
  }
  return raw;
}

/** The embedded assistant, offering FIRM_PHONE and FIRM_NAME as the page reads them. */
const loadAssistant = (env: Env): Provider => {
  const phone = firmValue(env, 'FIRM_PHONE');
  return embeddedProvider({
    phone,
    firmName: firmValue(env, 'FIRM_NAME'),
    redactor: embeddedRedactor(phone),
  });
};

/**
 * The provider: an OpenAI-compatible chat completions API when OPENAI_API_KEY is set
 * (OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_TIMEOUT_MS, OPENAI_MAX_TOKENS), else the embedded
 * assistant (`assistant`). FIRM_PHONE and FIRM_NAME, read as the page reads them, are the number
 * and the name answers offer.
 */
export function loadProvider(env: Env, assistant = loadAssistant(env)): Provider {
  const phone = firmValue(env, 'FIRM_PHONE');
  const firmName = firmValue(env, 'FIRM_NAME');
  const apiKey = env('OPENAI_API_KEY');
  if (!apiKey) return assistant;
  return openAiProvider({
    apiKey,
    baseUrl: upstreamUrl(env('OPENAI_BASE_URL') || settings.OPENAI_BASE_URL.default),
    model: env('OPENAI_MODEL') || settings.OPENAI_MODEL.default,
    timeoutMs: Math.min(positive(env, 'OPENAI_TIMEOUT_MS'), UPSTREAM_TIMEOUT_MS),
    maxTokens: maxTokens(env),
    phone,
    firmName,
  });
}

/**
 * What relay-chat runs on, from the environment. Turns and limits are kept in `turns` when given
 * (the local gateway's embedded database), else in Postgres at CHAT_DB_URL as the
 * least-privilege role chat_relay (required in production, so every isolate shares them).
 * Throws ConfigError, naming the variables, when the environment is not safe to serve from or
 * names no store.
 */
export function relayDeps(env: Env, turns?: TurnStore): RelayDeps {
  const config = loadConfig(env);
  const assistant = loadAssistant(env);
  const url = env('CHAT_DB_URL');
  const store = turns ?? (url ? sqlTurnStore(connectPostgres(url)) : undefined);
  if (!store) {
    throw new ConfigError(
      'relay-chat keeps its turns in PostgreSQL: set CHAT_DB_URL (the local gateway uses its embedded database)',
    );
  }
  return {
    config,
    provider: loadProvider(env, assistant),
    fallback: assistant,
    redactor: embeddedRedactor(config.phone),
    turns: store,
    clock: systemClock,
    log: jsonLogger,
  };
}

/** relay-chat wired from the environment (see relayDeps). */
export const fromEnv = (env: Env, turns?: TurnStore): Handler =>
  createHandler(relayDeps(env, turns));
