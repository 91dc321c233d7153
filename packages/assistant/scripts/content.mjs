// Regenerates src/kb/content.gen.ts from content/*.md: `pnpm --filter @firm/assistant content`.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const dir = new URL('..', import.meta.url).pathname;
const generated = `${dir}src/kb/content.gen.ts`;
// The calculators' names are read by loading them, and they load the generated module: a first
// run starts from an empty one.
if (!existsSync(generated)) {
  writeFileSync(
    generated,
    'export const SOURCES = {};\nexport const FIGURE_DATA = {};\nexport const TOPIC_DATA = [];\n',
  );
}
const result = await build({
  stdin: {
    contents: `export * from './scripts/content.ts';
      export { CALCULATORS } from './src/calc/index.ts';`,
    resolveDir: dir,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  packages: 'external',
  write: false,
});
// Written beside the package's dependencies, so the bundle can import yaml and zod.
const cache = `${dir}node_modules/.cache`;
mkdirSync(cache, { recursive: true });
writeFileSync(`${cache}/content.mjs`, result.outputFiles[0].text);
const { readContent, emit, GENERATED, CALCULATORS } = await import(`${cache}/content.mjs`);
const files = new Map(
  readdirSync(`${dir}content`).map((name) => [name, readFileSync(`${dir}content/${name}`, 'utf8')]),
);
try {
  const content = readContent(files, Object.keys(CALCULATORS));
  writeFileSync(`${dir}${GENERATED}`, emit(content));
  console.log(
    `${GENERATED}: ${content.topics.length} topics, ${content.figures.length} figures, ${content.sources.length} sources`,
  );
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
