import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // One module per file, so bundlers can leave the transports out of a page's first chunk.
    entry: ['src/*.ts', '!src/**/*.test.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2020',
  },
  {
    // A plain <script> build: window.FirmChat.createChat(...)
    entry: { index: 'src/index.ts' },
    format: ['iife'],
    globalName: 'FirmChat',
    minify: true,
    sourcemap: true,
    target: 'es2020',
  },
]);
