/**
 * Every setting the page, the relay-chat function and the tools read from the environment,
 * declared once, each its own export (so a page bundles only the ones it reads): who reads it,
 * its default and whether production requires it. The
 * `.env.example` files, the READMEs' tables and turbo's pass-through lists are checked against
 * this list (`settings.test.ts`); the firm's facts and their defaults are in `firm.ts`.
 */

/** Who reads a setting: the page's build, the function, `pnpm transcripts`, the local gateway. */
export type Reader = 'page' | 'function' | 'transcripts' | 'gateway';

export interface Setting {
  readonly readers: readonly Reader[];
  /** The value when unset or blank, as the `.env.example` files and READMEs write it. */
  readonly default: string;
  /** Production refuses to start (the function) or to deploy (`pnpm check:deploy`) without it. */
  readonly production?: 'required';
}

// The page's own (the firm's facts, FIRM_*, are in firm.ts: both the page and the function).
export const VITE_SITE_URL: Setting = {
  readers: ['page'],
  default: 'https://www.example.com/',
  production: 'required',
};
export const VITE_SUPABASE_URL: Setting = {
  readers: ['page'],
  default: 'http://127.0.0.1:54321',
  production: 'required',
};
export const VITE_SUPABASE_ANON_KEY: Setting = {
  readers: ['page'],
  default: 'local-development-public-anon-key',
  production: 'required',
};

// The function's: where it keeps the record, who may call it.
export const CHAT_DB_URL: Setting = { readers: ['function'], default: '', production: 'required' };
export const IP_HASH_SALT: Setting = { readers: ['function'], default: '', production: 'required' };
export const ALLOWED_ORIGINS: Setting = {
  readers: ['function'],
  default: '',
  production: 'required',
};
export const SUPABASE_ANON_KEY: Setting = { readers: ['function'], default: '' };
export const PUBLIC_KEYS: Setting = { readers: ['function'], default: '' };
export const SUPABASE_DB_URL: Setting = { readers: ['function', 'transcripts'], default: '' };
export const RELAY_ENV: Setting = { readers: ['function'], default: '' };
export const CLIENT_IP_HEADER: Setting = { readers: ['function'], default: 'cf-connecting-ip' };
// The LLM, and what it may cost.
export const OPENAI_API_KEY: Setting = { readers: ['function'], default: '' };
export const OPENAI_BASE_URL: Setting = {
  readers: ['function'],
  default: 'https://api.openai.com/v1',
};
export const OPENAI_MODEL: Setting = { readers: ['function'], default: 'gpt-4o-mini' };
export const OPENAI_MAX_TOKENS: Setting = { readers: ['function'], default: '800' };
export const OPENAI_TIMEOUT_MS: Setting = { readers: ['function'], default: '25000' };
export const LLM_TOKENS_PER_DAY: Setting = { readers: ['function'], default: '1000000' };
export const LLM_ADDRESS_SHARE: Setting = { readers: ['function'], default: '0.05' };
export const LLM_SESSION_SHARE: Setting = { readers: ['function'], default: '0.03' };
// Limits.
export const RATE_LIMIT_SESSION_PER_MINUTE: Setting = { readers: ['function'], default: '10' };
export const RATE_LIMIT_IP_PER_MINUTE: Setting = { readers: ['function'], default: '30' };
export const RATE_LIMIT_GLOBAL_PER_MINUTE: Setting = { readers: ['function'], default: '1200' };
export const RATE_LIMIT_GLOBAL_PER_DAY: Setting = { readers: ['function'], default: '50000' };

// The tools and the local gateway.
export const TRANSCRIPTS_ANCHOR_KEY: Setting = { readers: ['transcripts'], default: '' };
export const FUNCTIONS_PORT: Setting = { readers: ['gateway'], default: '54321' };
export const PGLITE_PORT: Setting = { readers: ['gateway'], default: '' };
