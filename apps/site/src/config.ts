import { type Firm, readFirm } from '@firm/contract/firm.ts';
import {
  VITE_SITE_URL,
  VITE_SUPABASE_ANON_KEY,
  VITE_SUPABASE_URL,
} from '@firm/contract/settings.ts';

/**
 * Everything firm-specific, read once at build time: the firm's facts from `FIRM_*` (the same
 * variables the relay-chat function reads), the page's address and Supabase project from
 * `VITE_*`. The defaults are fictional placeholders (`pnpm check:deploy` refuses them). Only
 * public values belong here: the bundle is public.
 */
const env = import.meta.env as Record<string, unknown>;

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

/** The placeholders of the page's own settings (declared with every other setting's). */
export const SITE_DEFAULTS = {
  VITE_SITE_URL: VITE_SITE_URL.default,
  VITE_SUPABASE_URL: VITE_SUPABASE_URL.default,
  VITE_SUPABASE_ANON_KEY: VITE_SUPABASE_ANON_KEY.default,
} as const;

export interface SiteConfig {
  firm: Firm;
  /** Canonical address of the page, ending in `/`. */
  siteUrl: string;
  supabase: { url: string; anonKey: string };
}

export const config: SiteConfig = {
  firm: readFirm((name) => env[name]),
  siteUrl: text(env.VITE_SITE_URL, SITE_DEFAULTS.VITE_SITE_URL).replace(/\/*$/, '/'),
  supabase: {
    url: text(env.VITE_SUPABASE_URL, SITE_DEFAULTS.VITE_SUPABASE_URL).replace(/\/+$/, ''),
    anonKey: text(env.VITE_SUPABASE_ANON_KEY, SITE_DEFAULTS.VITE_SUPABASE_ANON_KEY),
  },
};
