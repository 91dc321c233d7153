// Prints what <firm-chat> costs a page (min+gzip -9): the loader on every page view, the panel
// when the chat opens and when it is first used, next to React alone bundled in this same run.
import { readdir, readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const LOADER_BUDGET = 4 * 1024;
const dist = new URL('../dist/', import.meta.url);
const gzip = (code) => gzipSync(code, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`.padStart(9);

const files = new Map();
for (const name of ['firm-chat.js', 'firm-chat.classic.js']) {
  files.set(name, await readFile(new URL(name, dist), 'utf8'));
}
for (const name of await readdir(new URL('chunks/', dist))) {
  files.set(`chunks/${name}`, await readFile(new URL(`chunks/${name}`, dist), 'utf8'));
}

/** Chunks `from` imports statically, transitively, as paths relative to dist/. */
function staticClosure(from, seen = new Set()) {
  seen.add(from);
  const dir = from.includes('/') ? from.slice(0, from.lastIndexOf('/') + 1) : '';
  for (const [, spec] of files.get(from).matchAll(/from\s*["'`](\.\/[^"'`]+)["'`]/g)) {
    const path = new URL(spec, `file:///${dir}`).pathname.slice(1);
    if (!seen.has(path)) staticClosure(path, seen);
  }
  return seen;
}
/** Targets of `import()` in a chunk. */
const dynamicImports = (from) => {
  const dir = from.includes('/') ? from.slice(0, from.lastIndexOf('/') + 1) : '';
  return [...files.get(from).matchAll(/import\(\s*["'`](\.\/[^"'`]+)["'`]\s*\)/g)].map(([, spec]) =>
    new URL(spec, `file:///${dir}`).pathname.slice(1),
  );
};
const size = (paths) => {
  const list = [...paths];
  return {
    min: list.reduce((n, path) => n + Buffer.byteLength(files.get(path)), 0),
    gzip: list.reduce((n, path) => n + gzip(files.get(path)), 0),
  };
};

const loader = size(['firm-chat.js']);
if (staticClosure('firm-chat.js').size !== 1) throw new Error('the loader imports other chunks');
const [panelEntry] = dynamicImports('firm-chat.js');
const onOpen = staticClosure(panelEntry);
const all = new Set(onOpen);
const queue = [...onOpen];
while (queue.length) {
  for (const target of dynamicImports(queue.pop())) {
    for (const path of staticClosure(target)) {
      if (!all.has(path)) {
        all.add(path);
        queue.push(path);
      }
    }
  }
}
const panel = size(onOpen);
const total = size(all);

const react = await build({
  stdin: {
    contents:
      "export { createRoot } from 'react-dom/client'; export { jsx } from 'react/jsx-runtime';",
    resolveDir: new URL('..', import.meta.url).pathname,
  },
  bundle: true,
  minify: true,
  format: 'esm',
  define: { 'process.env.NODE_ENV': '"production"' },
  write: false,
});
const reactCode = react.outputFiles[0].contents;
const baseline = { min: reactCode.length, gzip: gzip(reactCode) };

const row = (label, { min, gzip: gz }) =>
  console.log(
    `  ${label.padEnd(46)} min ${kb(min)}  gzip ${kb(gz)}  ${(gz / baseline.gzip).toFixed(2)} × React`,
  );
console.log(
  '<firm-chat> sizes (dist, gzip -9); baseline: React 19 + react-dom/client, esbuild, minified',
);
row('React alone (baseline)', baseline);
row('loader firm-chat.js (every page view)', loader);
row('plain-script firm-chat.classic.js', size(['firm-chat.classic.js']));
row(`panel on open (${onOpen.size} chunks)`, panel);
row(`panel total, after first use (${all.size} chunks)`, total);
console.log(
  `  loader budget <= ${(LOADER_BUDGET / 1024).toFixed(0)} KB gzip: ${loader.gzip <= LOADER_BUDGET ? 'met' : 'NOT met'} (${loader.gzip} bytes, ${((loader.gzip / LOADER_BUDGET) * 100).toFixed(0)}% of it)`,
);
if (loader.gzip > LOADER_BUDGET) process.exitCode = 1;
