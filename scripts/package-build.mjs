// What leaves the repository is built, packed and checked as a consumer gets it. Run from the
// folder of a published package (one that is not private):
//
//   node ../../scripts/package-build.mjs pack    (prepack) builds it through turbo, cached, and
//                                                fails when a file the packed manifest names is
//                                                missing: a pack never ships without its build
//   node ../../scripts/package-build.mjs check [attw options]
//                                                packs it with pnpm as it is published, checks
//                                                that its declarations import only what it brings,
//                                                and runs publint --strict and attw on the tarball
//
// In the workspace a package's `exports` name its sources; `publishConfig` names the built files
// the tarball carries, and pnpm writes them into the packed manifest.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const dir = process.cwd();
const root = join(import.meta.dirname, '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const readManifest = (folder) => JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
/** A tool this package or the workspace's root installs. */
const bin = (name) =>
  [dir, root].map((at) => join(at, 'node_modules/.bin', name)).find(existsSync) ?? name;

/** Every file the packed manifest points at: `publishConfig`'s fields over the top-level ones. */
function namedFiles({ publishConfig, ...manifest }) {
  const packed = { ...manifest, ...publishConfig };
  const files = [packed.main, packed.module, packed.types];
  const walk = (target) => {
    if (typeof target === 'string') files.push(target);
    else if (target) Object.values(target).forEach(walk);
  };
  walk(packed.exports);
  return [...new Set(files.filter((file) => typeof file === 'string' && !file.includes('*')))];
}

/**
 * Imports in the declarations (`*.d.ts`, `*.d.cts`) of the unpacked package in `folder` that name
 * neither one of its files nor a package it depends on: a consumer's TypeScript finds nothing
 * there and, with `skipLibCheck`, silently types those names as `any`.
 */
function foreignTypeImports(folder) {
  const packed = readManifest(folder);
  const brought = Object.keys({ ...packed.dependencies, ...packed.peerDependencies });
  const isBrought = (specifier) =>
    specifier.startsWith('.') ||
    brought.some((name) => specifier === name || specifier.startsWith(`${name}/`));
  const found = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      if (!/\.d\.c?ts$/.test(entry.name)) continue;
      const text = readFileSync(path, 'utf8');
      for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
        if (!isBrought(specifier)) found.push(`${relative(folder, path)}: ${specifier}`);
      }
    }
  };
  walk(folder);
  return found;
}

function pack() {
  execFileSync(bin('turbo'), ['run', 'build', `--filter=${name}`, '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  const absent = namedFiles(manifest).filter((file) => !existsSync(join(dir, file)));
  if (absent.length > 0) {
    console.error(`${name}: not packed, its build did not write ${absent.join(', ')}`);
    process.exitCode = 1;
  }
}

function check(attwOptions) {
  const into = mkdtempSync(join(tmpdir(), 'package-check-'));
  try {
    execFileSync('pnpm', ['pack', '--pack-destination', into], { cwd: dir, stdio: 'ignore', env });
    const tarball = join(into, readdirSync(into).find((file) => file.endsWith('.tgz')) ?? '');
    execFileSync('tar', ['-xzf', tarball, '-C', into]);
    const foreign = foreignTypeImports(join(into, 'package'));
    if (foreign.length > 0) {
      console.error(`${name}: its declarations import what the package does not bring:`);
      for (const line of foreign) console.error(`  ${line}`);
      process.exitCode = 1;
    }
    execFileSync(bin('publint'), ['run', '--strict', tarball], { stdio: 'inherit', env });
    execFileSync(bin('attw'), [tarball, ...attwOptions], { stdio: 'inherit', env });
  } catch (error) {
    process.exitCode = typeof error.status === 'number' ? error.status : 1;
  } finally {
    rmSync(into, { recursive: true, force: true });
  }
}

const manifest = readManifest(dir);
const { name } = manifest;
const [step, ...options] = process.argv.slice(2);
if (manifest.private) {
  console.error(`${name} is private: it is read from source, never built or packed`);
  process.exitCode = 1;
} else if (step === 'pack') pack();
else if (step === 'check') check(options);
else {
  console.error('usage: node scripts/package-build.mjs pack | check [attw options]');
  process.exitCode = 2;
}
