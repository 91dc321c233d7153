import type { Firm } from '@firm/ui';

/**
 * Everything firm-specific, read once from `VITE_*` variables at build time. The defaults are
 * fictional placeholders. Only public values belong here: the bundle is public.
 */
const env = import.meta.env;

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

const DEFAULT_BIO = [
  'Our founder started this firm after more than twenty-five years of helping Massachusetts families prepare for the day the paychecks stop. Too many good savers reached retirement without a plan for turning savings into income, or for the taxes that come with it.',
  'The firm was built to be independent, so the advice can follow the client rather than a product. Every plan starts with listening: what you want your retirement to look like, what worries you, and what you want to leave behind.',
  'Today the team works with retirees and pre-retirees across Greater Boston, in person and by phone, and still returns every call the same day.',
].join('\n\n');

export interface SiteConfig {
  firm: Firm;
  /** Canonical address of the page, ending in `/`. */
  siteUrl: string;
  supabase: { url: string; anonKey: string };
}

const siteUrl = text(env.VITE_SITE_URL, 'https://www.example.com/').replace(/\/*$/, '/');

export const config: SiteConfig = {
  firm: {
    name: text(env.VITE_FIRM_NAME, 'Long Wharf Retirement Partners'),
    phone: text(env.VITE_FIRM_PHONE, '(617) 555-0142'),
    email: text(env.VITE_FIRM_EMAIL, 'hello@example.com'),
    address: {
      street: text(env.VITE_FIRM_STREET, '75 Lantern Way, Suite 210'),
      locality: text(env.VITE_FIRM_CITY, 'Quincy'),
      region: text(env.VITE_FIRM_REGION, 'MA'),
      postalCode: text(env.VITE_FIRM_POSTAL_CODE, '02169'),
    },
    founderBio: text(env.VITE_FOUNDER_BIO, DEFAULT_BIO).split(/\n\s*\n/),
  },
  siteUrl,
  supabase: {
    url: text(env.VITE_SUPABASE_URL, 'http://127.0.0.1:54321').replace(/\/+$/, ''),
    anonKey: text(env.VITE_SUPABASE_ANON_KEY, 'local-development-public-anon-key'),
  },
};
