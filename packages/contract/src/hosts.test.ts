import { expect, it } from 'vitest';
import { isLoopbackHost } from './hosts.ts';

it('knows this machine’s names, and nothing that only looks like one', () => {
  for (const url of [
    'http://localhost:54321',
    'http://127.0.0.1',
    'http://127.1.2.3:80',
    'http://[::1]:5173',
  ])
    expect(isLoopbackHost(new URL(url).hostname), url).toBe(true);
  for (const url of [
    'https://localhost.example.com',
    'http://128.0.0.1',
    'http://0.0.0.0',
    'https://abcd.supabase.co',
    'http://127.0.0.1.nip.io',
  ])
    expect(isLoopbackHost(new URL(url).hostname), url).toBe(false);
});
