import { systemClock } from '../_shared/clock.ts';
import { originPolicy } from '../_shared/cors.ts';
import { connectPostgres } from '../_shared/db/postgres.ts';
import { type SqlStores, sqlStores } from '../_shared/db/stores.ts';
import type { Env, Handler } from '../_shared/http.ts';
import { jsonLogger } from '../_shared/log.ts';
import { memoryRateLimiter, memoryTurnStore } from '../_shared/memory-stores.ts';
import { createHandler, type RelayConfig } from './handler.ts';
import { openAiProvider } from './openai.ts';
import { embeddedProvider, embeddedRedactor, type Provider } from './provider.ts';

export const DEFAULT_PHONE = '(617) 555-0142';

/** chat-core gives up on its first attempt after 30 s; the provider must finish before. */
export const UPSTREAM_TIMEOUT_MS = 25_000;

const positive = (env: Env, name: string, fallback: number): number => {
  const raw = env(name)?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number, got '${raw}'`);
  }
  return value;
};

/** A bucket allowing `perMinute` requests a minute on average, in bursts of as many. */
const perMinute = (env: Env, name: string, fallback: number) => {
  const capacity = positive(env, name, fallback);
  return { capacity, refillPerSecond: capacity / 60 };
};

/**
 * Settings from the environment:
 * ALLOWED_ORIGINS (comma list; default localhost on any port), SUPABASE_ANON_KEY and
 * PUBLIC_KEYS (comma list; none set means no key is required), RATE_LIMIT_SESSION_PER_MINUTE
 * (default 10), RATE_LIMIT_IP_PER_MINUTE (default 30), IP_HASH_SALT (default random per process).
 */
export function loadConfig(env: Env): RelayConfig {
  const keys = [env('SUPABASE_ANON_KEY'), ...(env('PUBLIC_KEYS') ?? '').split(',')];
  return {
    origins: originPolicy(env('ALLOWED_ORIGINS')),
    publicKeys: keys.map((key) => key?.trim() ?? '').filter(Boolean),
    sessionLimit: perMinute(env, 'RATE_LIMIT_SESSION_PER_MINUTE', 10),
    ipLimit: perMinute(env, 'RATE_LIMIT_IP_PER_MINUTE', 30),
    ipSalt: env('IP_HASH_SALT') || crypto.randomUUID(),
    leaseMs: UPSTREAM_TIMEOUT_MS + 5000,
    duplicateWaitMs: 8000,
    duplicatePollMs: 250,
  };
}

/**
 * The provider: an OpenAI-compatible chat completions API when OPENAI_API_KEY is set
 * (OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_TIMEOUT_MS), else the embedded assistant.
 * FIRM_PHONE is the number answers offer.
 */
export function loadProvider(env: Env): Provider {
  const phone = env('FIRM_PHONE') || DEFAULT_PHONE;
  const apiKey = env('OPENAI_API_KEY');
  const firmName = env('FIRM_NAME') || undefined;
  if (!apiKey) return embeddedProvider({ phone, firmName });
  return openAiProvider({
    apiKey,
    baseUrl: env('OPENAI_BASE_URL') || 'https://api.openai.com/v1',
    model: env('OPENAI_MODEL') || 'gpt-4o-mini',
    timeoutMs: Math.min(
      positive(env, 'OPENAI_TIMEOUT_MS', UPSTREAM_TIMEOUT_MS),
      UPSTREAM_TIMEOUT_MS,
    ),
    phone,
    firmName,
  });
}

/**
 * relay-chat wired from the environment. Turns and rate limits are kept in `stores` when given
 * (the local gateway's embedded database), else in Postgres at SUPABASE_DB_URL (always set on
 * Supabase, so every isolate shares them), else in this process's memory (tests).
 */
export function fromEnv(env: Env, stores?: SqlStores): Handler {
  const url = env('SUPABASE_DB_URL');
  const { rateLimiter, turns } =
    stores ??
    (url
      ? sqlStores(connectPostgres(url))
      : { rateLimiter: memoryRateLimiter(), turns: memoryTurnStore() });
  return createHandler({
    config: loadConfig(env),
    provider: loadProvider(env),
    redactor: embeddedRedactor,
    rateLimiter,
    turns,
    clock: systemClock,
    log: jsonLogger,
  });
}
