// In `vite` (dev), the site and the widget load @firm/* packages from their sources, so an edit
// under packages/*/src is a hot update with no build in between. The published manifests stay as
// they are: each export's built file `./dist/NAME.js` stands for `src/NAME.ts`, and a stylesheet
// `./dist/NAME.css` for `src/NAME.css`.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PACKAGES = new URL('../packages/', import.meta.url);

/** Vite aliases from each workspace package's exports (`@firm/ui`, `@firm/ui/text`, …) to its sources. */
export function workspaceSources(names = ['chat-core', 'ui', 'assistant']) {
  return names.flatMap((name) => {
    const root = new URL(`${name}/`, PACKAGES);
    const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
    return Object.entries(manifest.exports).flatMap(([subpath, target]) => {
      const built = typeof target === 'string' ? target : (target.import ?? target).default;
      const [, source, ext] = /^\.\/dist\/(.+)\.(js|css)$/.exec(built ?? '') ?? [];
      const file = source && new URL(`src/${source}.${ext === 'css' ? 'css' : 'ts'}`, root);
      if (!file || !existsSync(file)) return [];
      const specifier = `${manifest.name}${subpath.slice(1)}`.replace(/[/.]/g, '\\$&');
      return [{ find: new RegExp(`^${specifier}$`), replacement: fileURLToPath(file) }];
    });
  });
}

/**
 * Vite aliases that read the relay-chat function's import map, so a Node test can load the
 * function's modules (`@firm/contract/protocol.ts` → packages/contract/src/protocol.ts).
 */
export function functionImportMap() {
  const map = new URL('../supabase/functions/relay-chat/', import.meta.url);
  const { imports } = JSON.parse(readFileSync(new URL('deno.json', map), 'utf8'));
  return Object.entries(imports)
    .filter(([prefix, target]) => prefix.endsWith('/') && target.startsWith('.'))
    .map(([prefix, target]) => ({
      find: new RegExp(`^${prefix.replace(/[/.]/g, '\\$&')}(.+\\.ts)$`),
      replacement: `${fileURLToPath(new URL(target, map))}$1`,
    }));
}
