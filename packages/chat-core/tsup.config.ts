import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // ES modules only, one per source file, so bundlers can leave the transports out of a
    // page's first chunk. `require()` loads them too (Node >= 20.19), so there is one copy.
    entry: ['src/*.ts', '!src/**/*.test.ts', '!src/global.ts'],
    format: ['esm'],
    // The shared contract is bundled in, its types too: a consumer needs no other package. The
    // declaration bundler inlines only modules TypeScript finds outside node_modules, so for it
    // the contract is named by its folder.
    dts: { compilerOptions: { paths: { '@firm/contract/*': ['../contract/src/*'] } } },
    clean: true,
    target: 'es2020',
  },
  {
    // A plain <script> build for pages without a bundler: window.FirmChat.createChat(...) and
    // window.FirmChat.renderMarkdown(...)
    entry: { 'chat-core': 'src/global.ts' },
    format: ['iife'],
    globalName: 'FirmChat',
    minify: true,
    target: 'es2020',
  },
]);
