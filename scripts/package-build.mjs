// Makes a package's own commands work from a fresh clone. Run from the package's folder:
//
//   node ../../scripts/package-build.mjs deps   builds the workspace packages it depends on whose
//                                               build is missing (turbo, so a built one is left
//                                               alone), before its own build
//   node ../../scripts/package-build.mjs pack   (prepack) builds it through turbo, cached, and
//                                               fails when a file its manifest names is missing:
//                                               a pack never ships without its build
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.cwd();
const root = join(import.meta.dirname, '..');
const readManifest = (folder) => JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));

/** Every file a manifest points at: main, module, types and each export's targets. */
export function namedFiles(manifest) {
  const files = [manifest.main, manifest.module, manifest.types];
  const walk = (target) => {
    if (typeof target === 'string') files.push(target);
    else if (target) Object.values(target).forEach(walk);
  };
  walk(manifest.exports);
  return [...new Set(files.filter((file) => typeof file === 'string' && !file.includes('*')))];
}

const missing = (folder) =>
  namedFiles(readManifest(folder)).filter((file) => !existsSync(join(folder, file)));

const turboBuild = (filter) =>
  execFileSync(
    join(root, 'node_modules/.bin/turbo'),
    ['run', 'build', `--filter=${filter}`, '--output-logs=errors-only'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );

const manifest = readManifest(dir);
const step = process.argv[2];
if (step === 'deps') {
  const workspace = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })
    .filter(([, range]) => String(range).startsWith('workspace:'))
    .map(([name]) => join(root, 'packages', name.replace(/^@[^/]+\//, '')))
    .filter((folder) => existsSync(folder) && missing(folder).length > 0);
  for (const folder of workspace) turboBuild(readManifest(folder).name);
} else if (step === 'pack') {
  turboBuild(manifest.name);
  const absent = missing(dir);
  if (absent.length > 0) {
    console.error(`${manifest.name}: not packed, its build did not write ${absent.join(', ')}`);
    process.exit(1);
  }
} else {
  console.error('usage: node scripts/package-build.mjs deps|pack');
  process.exit(2);
}
