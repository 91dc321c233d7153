// Prints chat-core's minified+gzipped ESM size next to @supabase/functions-js's, bundled the same way.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** The budget: under 2.9 KB, so the next feature has room without growing every page. */
const TARGET_BYTES = Math.floor(2.9 * 1024);

async function gzipSize(contents, resolveDir) {
  const result = await build({
    stdin: { contents, resolveDir, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    write: false,
  });
  const code = result.outputFiles[0].contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const dir = new URL('..', import.meta.url).pathname;
const core = await gzipSize("export * from './src/index.ts';", dir);
const functionsJs = await gzipSize("export * from '@supabase/functions-js';", dir);
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;

console.log('chat-core bundle size (esbuild, minified, gzip -9)');
console.log(`  @firm/chat-core (full client)   min ${kb(core.min)}  gzip ${kb(core.gzip)}`);
console.log(
  `  @supabase/functions-js          min ${kb(functionsJs.min)}  gzip ${kb(functionsJs.gzip)}`,
);
console.log(`  ratio chat-core / functions-js  ${(core.gzip / functionsJs.gzip).toFixed(2)}`);
const met = core.gzip < TARGET_BYTES;
console.log(
  `  budget < ${kb(TARGET_BYTES)} gzip: ${met ? 'met' : 'NOT met'} (${core.gzip} of ${TARGET_BYTES} bytes)`,
);
if (!met) process.exitCode = 1;
