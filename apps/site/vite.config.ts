/// <reference types="vitest/config" />
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import type * as AppModule from './src/App.tsx';
import type * as EntryServer from './src/entry-server.tsx';

/** `[path pattern, headers]` rules of a `_headers` file; a pattern may end in `*`. */
const readHeaders = (text: string) => {
  const rules: Array<[string, Array<[string, string]>]> = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push([line.trim(), []]);
    else rules.at(-1)?.[1].push(line.trim().split(/:\s*(.*)/s, 2) as [string, string]);
  }
  return rules;
};

const matches = (pattern: string, path: string) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;

/**
 * `vite preview` serves dist/ as a static host does: with the headers of dist/_headers, and
 * dist/404.html with status 404 for unknown paths.
 */
const staticHost = (): Plugin => ({
  name: 'static-host',
  configurePreviewServer(server) {
    const dist = resolve(server.config.root, server.config.build.outDir);
    const headersFile = join(dist, '_headers');
    const rules = existsSync(headersFile) ? readHeaders(readFileSync(headersFile, 'utf8')) : [];
    const pathOf = (url = '/') => decodeURIComponent(new URL(url, 'http://x').pathname);
    server.middlewares.use((req, res, next) => {
      const path = pathOf(req.url);
      for (const [pattern, headers] of rules) {
        if (matches(pattern, path)) for (const [name, value] of headers) res.setHeader(name, value);
      }
      next();
    });
    return () => {
      server.middlewares.use((req, res, next) => {
        if (existsSync(join(dist, pathOf(req.url)))) return next();
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        createReadStream(join(dist, '404.html')).pipe(res);
      });
    };
  },
});

/**
 * `vite` (dev) serves the pages as the build does: each with its <head> (title, description,
 * share tags) from entry-server, and an unknown path with the not-found page and status 404.
 * Only the Content-Security-Policy stays out: it would block the dev server's own scripts.
 */
const devPages = (): Plugin => ({
  name: 'dev-pages',
  apply: 'serve',
  configureServer(server) {
    const isHome = async (path: string) =>
      ((await server.ssrLoadModule('/src/App.tsx')) as typeof AppModule).isHome(path);
    // After Vite's own middlewares: whatever they did not serve is an unknown path.
    return () => {
      server.middlewares.use(async (req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        const page = req.method === 'GET' && req.headers.accept?.includes('text/html');
        try {
          if (!page || (await isHome(path))) return next();
          const template = readFileSync(join(server.config.root, 'index.html'), 'utf8');
          const html = await server.transformIndexHtml(path, template, req.originalUrl);
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(html);
        } catch (error) {
          next(error);
        }
      });
    };
  },
  transformIndexHtml: {
    order: 'pre',
    async handler(html, { path, server }) {
      if (!server) return html;
      const { isHome } = (await server.ssrLoadModule('/src/App.tsx')) as typeof AppModule;
      const { head } = (await server.ssrLoadModule('/src/entry-server.tsx')) as typeof EntryServer;
      const tags = head(isHome(path) ? 'home' : 'notFound');
      return html.replace(
        '<!--head-->',
        tags.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\s*/, ''),
      );
    },
  },
});

const isScript = (file: string) => !file.endsWith('.css');

export default defineConfig({
  plugins: [react(), tailwindcss(), staticHost(), devPages()],
  appType: 'mpa',
  // FIRM_* are the firm's public facts, shared with the relay-chat function.
  envPrefix: ['VITE_', 'FIRM_'],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    target: 'es2022',
    // The page's stylesheet is inlined in its HTML: no chunk loads it again.
    modulePreload: { polyfill: false, resolveDependencies: (_, deps) => deps.filter(isScript) },
    // It tells the prerender which chunks the application imports later.
    manifest: true,
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  test: { include: ['src/**/*.test.{ts,tsx}'] },
});
