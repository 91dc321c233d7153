import { afterEach, describe, expect, it, vi } from 'vitest';

const load = async () => {
  vi.resetModules();
  return (await import('./config.ts')).config;
};

afterEach(() => vi.unstubAllEnvs());

describe('config', () => {
  it('has fictional defaults: a 555 number, an example.com address and a local Supabase', async () => {
    const config = await load();
    expect(config.firm.phone).toBe('(617) 555-0142');
    expect(config.firm.email).toMatch(/@example\.com$/);
    expect(config.firm.address.region).toBe('MA');
    expect(config.firm.founderBio.length).toBeGreaterThan(1);
    expect(config.supabase.url).toBe('http://127.0.0.1:54321');
    expect(config.siteUrl).toMatch(/\/$/);
  });

  it('reads FIRM_* and VITE_* variables, trimming them and ignoring blank ones', async () => {
    vi.stubEnv('FIRM_PHONE', ' (508) 555-0199 ');
    vi.stubEnv('FIRM_NAME', '   ');
    vi.stubEnv('VITE_SUPABASE_URL', 'https://abc.supabase.co/');
    vi.stubEnv('VITE_SITE_URL', 'https://firm.example');
    vi.stubEnv('FIRM_FOUNDER_BIO', 'First paragraph.\n\nSecond paragraph.');
    const config = await load();
    expect(config.firm.phone).toBe('(508) 555-0199');
    expect(config.firm.name).toBe('Long Wharf Retirement Partners');
    expect(config.supabase.url).toBe('https://abc.supabase.co');
    expect(config.siteUrl).toBe('https://firm.example/');
    expect(config.firm.founderBio).toEqual(['First paragraph.', 'Second paragraph.']);
  });
});
