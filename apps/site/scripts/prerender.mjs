// Renders `/` and the not-found page to static HTML in dist/, with their <head> tags,
// plus robots.txt and sitemap.xml, from the SSR build in .ssr/.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderShareImage } from './share-image.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const ssr = new URL('../.ssr/', import.meta.url);
const { render, head, robots, sitemap, shareImage } = await import(
  new URL('entry-server.js', ssr).href
);

const template = await readFile(`${dist}index.html`, 'utf8');
if (!template.includes('<!--head-->') || !template.includes('<!--app-->')) {
  throw new Error('dist/index.html lacks the <!--head--> or <!--app--> placeholder');
}
// The stylesheet is small: inlining it saves a render-blocking round trip before first paint.
const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/;
const href = template.match(stylesheet)?.[1];
if (!href) throw new Error('dist/index.html links no stylesheet');
const css = await readFile(join(dist, href), 'utf8');
const page = (kind, path) =>
  template
    .replace(stylesheet, () => `<style>${css}</style>`)
    .replace('<!--head-->', () => head(kind))
    .replace('<!--app-->', () => render(path));

await writeFile(`${dist}index.html`, page('home', '/'));
await writeFile(`${dist}404.html`, page('notFound', '/404'));
await writeFile(`${dist}robots.txt`, robots());
await writeFile(`${dist}sitemap.xml`, sitemap());
const image = shareImage();
await writeFile(`${dist}${image.file}`, await renderShareImage(image));
await rm(ssr, { recursive: true, force: true });
console.log(`prerendered dist/index.html, dist/404.html, robots.txt, sitemap.xml, ${image.file}`);
