import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    target: 'es2022',
    external: ['react', 'react-dom', '@firm/chat-core'],
  },
  {
    // On its own, sharing no chunk with the components: a page can use it without React.
    entry: { text: 'src/text.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    target: 'es2022',
  },
]);
