// Keeps the workspace on one version of everything: a dependency that more than one package uses
// is in the pnpm catalog, a dependency the catalog names is taken from it (`catalog:`), and a
// package of this workspace is named `workspace:^`. sherif checks the rest (sorted dependencies,
// the root's fields, one version of each literal range).
//
//   node .ci/catalog.mjs      exit 1, with a line for each dependency out of line
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/** The `packages:` globs and the `catalog:` names of pnpm-workspace.yaml (a plain list and map). */
function readWorkspace() {
  const globs = [];
  const catalog = new Set();
  let section = '';
  for (const line of readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8').split('\n')) {
    const item = /^\s+- (.+)$/.exec(line)?.[1];
    const key = /^\s+'?([^':\s]+)'?:/.exec(line)?.[1];
    if (/^\S/.test(line)) section = line.replace(/:.*/, '');
    else if (section === 'packages' && item) globs.push(item);
    else if (section === 'catalog' && key) catalog.add(key);
  }
  return { globs, catalog };
}

const { globs, catalog } = readWorkspace();
const dirs = [
  '.',
  ...globs.flatMap((glob) =>
    glob.endsWith('/*')
      ? readdirSync(join(root, glob.slice(0, -2))).map((name) => `${glob.slice(0, -2)}/${name}`)
      : [glob],
  ),
].filter((dir) => existsSync(join(root, dir, 'package.json')));
const manifests = dirs.map((dir) => ({
  dir,
  manifest: JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')),
}));
const workspace = new Set(manifests.map(({ manifest }) => manifest.name));

const problems = [];
/** Packages using each dependency from the registry. */
const users = new Map();
for (const { dir, manifest } of manifests) {
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    for (const [name, spec] of Object.entries(manifest[field] ?? {})) {
      if (!workspace.has(name)) users.set(name, [...(users.get(name) ?? []), dir]);
      const wanted = workspace.has(name) ? 'workspace:^' : catalog.has(name) ? 'catalog:' : null;
      if (wanted && spec !== wanted) {
        problems.push(`${dir}/package.json ${field}: ${name} is "${spec}", not "${wanted}"`);
      }
    }
  }
}
for (const [name, dirs] of users) {
  if (dirs.length > 1 && !catalog.has(name)) {
    problems.push(`${name} is used by ${dirs.join(', ')}: add it to the catalog`);
  }
}
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
