import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    target: 'es2022',
    external: ['react', 'react-dom', '@firm/chat-core'],
    // The theme sits beside the built components, so its `@source "./"` scans what ships.
    onSuccess: () => copyFile('src/theme.css', 'dist/theme.css'),
  },
  {
    // On their own, sharing no chunk with the components: a page can use them without React.
    entry: { text: 'src/text.ts', enhance: 'src/enhance.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    target: 'es2022',
  },
]);
