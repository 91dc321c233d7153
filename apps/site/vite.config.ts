/// <reference types="vitest/config" />
import { createReadStream, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { functionImportMap, workspaceSources } from '../../scripts/workspace-sources.mjs';

/** `vite preview` answers unknown paths with dist/404.html and status 404, as static hosts do. */
const notFoundPage = (): Plugin => ({
  name: 'not-found-page',
  configurePreviewServer(server) {
    return () => {
      const dist = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
        if (existsSync(join(dist, path))) return next();
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        createReadStream(join(dist, '404.html')).pipe(res);
      });
    };
  },
});

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), tailwindcss(), notFoundPage()],
  // In `vite` (dev), @firm/* packages resolve to their sources, so edits reload at once;
  // builds, tests and preview use their built dist as a consumer would.
  resolve: command === 'serve' && mode === 'development' ? { alias: workspaceSources() } : {},
  appType: 'mpa',
  // FIRM_* are the firm's public facts, shared with the relay-chat function.
  envPrefix: ['VITE_', 'FIRM_'],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: { target: 'es2022', modulePreload: { polyfill: false } },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  // Tests that load the relay-chat function resolve its import map as Deno does.
  test: { include: ['src/**/*.test.{ts,tsx}'], alias: functionImportMap() },
}));
