import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { CustomAtRules, Visitor } from 'lightningcss';
import { defineConfig, type Plugin } from 'vite';

/** px per rem inside the shadow root: the site's base size. */
const REM_PX = 18;

/**
 * Makes Tailwind's output work in a shadow root: rem (the host page's root font size) becomes
 * px; @property rules, which a shadow root ignores, go, and the initial values Tailwind gives
 * older browsers instead (inside an @supports test for them) apply everywhere.
 */
const shadowRootCss: Visitor<CustomAtRules> = {
  Length(length) {
    if (length.unit === 'rem') return { unit: 'px', value: length.value * REM_PX };
  },
  Rule: {
    property: () => [],
    supports(rule) {
      const fallback = JSON.stringify(rule.value.condition).includes('margin-trim');
      if (fallback) return rule.value.rules;
    },
  },
};

/**
 * sonner (the Copy confirmation) writes its stylesheet into the page's <head>, where it would
 * leak into the host page and not reach the shadow root: panel.css imports it instead.
 */
const sonnerStylesInShadowRoot = (): Plugin => ({
  name: 'sonner-styles-in-shadow-root',
  transform(code, id) {
    if (!/[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return;
    const head = 'function __insertCSS(code) {';
    if (!code.includes(head)) throw new Error('sonner no longer injects its styles as expected');
    return code.replace(head, `${head} return;`);
  },
});

/**
 * The demo page at `/` (and at `/classic.html` with the plain-script variant), in `vite` and
 * `vite preview`, embedding the widget against FUNCTIONS_URL (default: the local gateway of
 * `pnpm dev`). In `vite`, /firm-chat.js is the loader's source.
 */
const demoPages = (): Plugin => {
  const functionsUrl = process.env.FUNCTIONS_URL ?? 'http://127.0.0.1:54321';
  let serving = false;
  const page = async (url: string) => {
    if (url !== '/' && url !== '/classic.html') return undefined;
    const html = (await readFile(new URL('demo/index.html', import.meta.url), 'utf8')).replaceAll(
      '%FUNCTIONS_URL%',
      functionsUrl,
    );
    if (url === '/') return html;
    return html.replace(
      '<script type="module" src="/firm-chat.js"></script>',
      '<script src="/firm-chat.classic.js"></script>',
    );
  };
  const serve =
    (transform: (url: string, html: string) => Promise<string>) =>
    async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      const url = new URL(req.url ?? '/', 'http://x').pathname;
      const html = await page(url);
      if (html === undefined) return next();
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(await transform(url, html));
    };
  return {
    name: 'demo-pages',
    resolveId(id) {
      if (serving && id === '/firm-chat.js')
        return fileURLToPath(new URL('src/firm-chat.ts', import.meta.url));
    },
    configResolved(config) {
      serving = config.command === 'serve';
    },
    configureServer(server) {
      server.middlewares.use(serve((url, html) => server.transformIndexHtml(url, html)));
      const { printUrls } = server;
      server.printUrls = () => {
        printUrls();
        console.log(`  Demo of <firm-chat> against ${functionsUrl}`);
      };
    },
    configurePreviewServer(server) {
      server.middlewares.use(serve(async (_url, html) => html));
    },
  };
};

export default defineConfig({
  plugins: [react(), tailwindcss(), sonnerStylesInShadowRoot(), demoPages()],
  base: './',
  css: { transformer: 'lightningcss', lightningcss: { visitor: shadowRootCss } },
  build: {
    target: 'es2022',
    // Library mode: chunks load by plain relative import(), with no preload helper writing
    // <link> elements into the host page.
    // Library mode keeps whitespace for other bundlers; these files go to browsers as they are.
    lib: { entry: 'src/firm-chat.ts', formats: ['es'], fileName: 'firm-chat' },
    rolldownOptions: {
      // What the loader and the panel share (the chat's texts) stays in the loader, which the
      // panel's chunks import from: every page view fetches one file, and nothing twice.
      preserveEntrySignatures: 'allow-extension',
      output: { chunkFileNames: 'chunks/[name]-[hash].js', minify: true, comments: false },
    },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // The demo page names /firm-chat.js; scan the sources it stands for, so `vite` optimizes
  // React up front instead of reloading the page when the chat first opens.
  optimizeDeps: { entries: ['src/firm-chat.ts', 'src/panel.tsx'] },
  server: { port: 5180, strictPort: true },
  // The end-to-end tests also open the demo from a `.test` name (an origin the gateway refuses).
  preview: { port: 5181, strictPort: true, allowedHosts: ['.test'] },
});
