// Renders `/` and the not-found page to static HTML in dist/, with their <head> tags and the
// inline page script, plus robots.txt and sitemap.xml, from the SSR build in .ssr/.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { renderShareImage } from './share-image.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const ssr = new URL('../.ssr/', import.meta.url);
const { render, head, robots, sitemap, shareImage } = await import(
  new URL('entry-server.js', ssr).href
);

let template = await readFile(join(dist, 'index.html'), 'utf8');
if (!template.includes('<!--head-->') || !template.includes('<!--app-->')) {
  throw new Error('dist/index.html lacks the <!--head--> or <!--app--> placeholder');
}

// The stylesheet is small: inlining it saves a render-blocking round trip before first paint.
const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/;
const href = template.match(stylesheet)?.[1];
if (!href) throw new Error('dist/index.html links no stylesheet');
const css = await readFile(join(dist, href), 'utf8');
template = template.replace(stylesheet, () => `<style>${css}</style>`);

// The application script and the modules it imports leave <head>: the page script loads them
// once the page has painted.
const modules = [];
template = template.replace(
  /\s*<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"[^>]*>(?:<\/script>)?/g,
  (_, url) => {
    modules.push(url);
    return '';
  },
);
if (!modules.length) throw new Error('dist/index.html loads no application script');

// Every chunk the application imports later (the Supabase client, the conversation and answer
// views…), for the page script to fetch ahead as the chat nears.
const manifestFile = join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
const later = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
    const url = `/${manifest[next].file}`;
    if (modules.includes(url) || later.has(url)) continue;
    later.add(url);
    visit(next);
  }
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
await rm(join(dist, '.vite'), { recursive: true, force: true });

// The page script, bundled on its own into one inline <script>.
const [{ output }] = [
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: {
      write: false,
      target: 'es2022',
      lib: { entry: join(root, 'src', 'page.ts'), formats: ['iife'], name: 'page' },
    },
  }),
].flat();
const code = output.find((file) => file.type === 'chunk' && file.isEntry)?.code.trim();
if (!code) throw new Error('The page script did not build');

const page = (kind, path, data) =>
  template
    .replace('<!--head-->', () => head(kind, { code, data }))
    .replace('<!--app-->', () => render(path));

await writeFile(
  join(dist, 'index.html'),
  page('home', '/', { modules: modules.join(' '), prefetch: [...later].join(' ') }),
);
await writeFile(join(dist, '404.html'), page('notFound', '/404', { 'not-found': '' }));
await writeFile(join(dist, 'robots.txt'), robots());
await writeFile(join(dist, 'sitemap.xml'), sitemap());
const image = shareImage();
await writeFile(join(dist, image.file), await renderShareImage(image));
await rm(ssr, { recursive: true, force: true });
console.log(
  `prerendered dist/index.html, dist/404.html, robots.txt, sitemap.xml, ${image.file}; ` +
    `page script ${Buffer.byteLength(code)} bytes`,
);
