/**
 * `vite` (the site of `pnpm dev`) serves the pages the build writes: the home page and, for an
 * unknown path, the not-found page with status 404, each with the build's <head>.
 */
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { head } from './entry-server.tsx';

let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  server = await createServer({
    root: fileURLToPath(new URL('..', import.meta.url)),
    logLevel: 'silent',
    server: { port: 0, strictPort: false, hmr: false, ws: false },
  });
  await server.listen();
  origin = new URL(server.resolvedUrls?.local[0] ?? 'http://localhost').origin;
}, 60_000);

afterAll(() => server?.close());

const page = (path: string) => fetch(`${origin}${path}`, { headers: { accept: 'text/html' } });
/** The build's head tags but the policy, which the dev server leaves out for its own scripts. */
const tags = (kind: 'home' | 'notFound') =>
  head(kind)
    .split('\n')
    .map((tag) => tag.trim())
    .filter((tag) => !tag.includes('Content-Security-Policy'));

describe('the dev server', () => {
  it('serves the home page with the head the build gives it', async () => {
    const response = await page('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const tag of tags('home')) expect(html).toContain(tag);
    expect(html).not.toContain('<!--head-->');
  });

  it('answers an unknown path with the not-found page, its head and status 404', async () => {
    const response = await page('/no/such/page');
    expect(response.status).toBe(404);
    const html = await response.text();
    for (const tag of tags('notFound')) expect(html).toContain(tag);
    expect(html).toContain('<title>Page not found');
    // The page's own script renders the not-found view there.
    expect(html).toContain('/src/entry-client.tsx');
  });

  it('still serves modules and files to whatever asks for them', async () => {
    expect((await fetch(`${origin}/favicon.svg`)).status).toBe(200);
    expect((await fetch(`${origin}/src/entry-client.tsx`)).status).toBe(200);
  });
});
