// Releases the published packages: each new version becomes a GitHub release of this repository,
// tagged `<name>-v<version>`, with the packed tarball and, for a package that has one, its
// plain-script build (`exports['./global']`).
//
//   node .ci/release.mjs            rehearsal: in a copy of the working tree, apply the pending
//                                   changesets (`changeset version`), build, check (publint, attw),
//                                   pack; print a JSON report; publish nothing, change nothing here
//   --out DIR                       where the tarballs and plain-script builds are left (default: a
//                                   new temporary folder); the report names it as `out`
//   node .ci/release.mjs --publish  in the release workflow, once the versions are merged: build,
//                                   check, pack, and create the releases that do not exist yet
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const publish = process.argv.includes('--publish');
const repo = join(dirname(new URL(import.meta.url).pathname), '..');

const run = (command, args, cwd, options = {}) =>
  execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 1 << 26,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
    ...options,
  });

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** The changesets waiting in `.changeset/`. */
const changesets = (root) =>
  readdirSync(join(root, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md');

/** The workspace's packages that are published: not private, not ignored by changesets. */
function publishedPackages(root) {
  const ignored = readJson(join(root, '.changeset/config.json')).ignore ?? [];
  return readdirSync(join(root, 'packages'))
    .map((name) => join(root, 'packages', name))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: readJson(join(dir, 'package.json')) }))
    .filter(({ manifest }) => !manifest.private && !ignored.includes(manifest.name));
}

/** A copy of the files git tracks or would track, as they are now, with dependencies installed offline. */
function rehearsalCopy() {
  const copy = mkdtempSync(join(tmpdir(), 'release-'));
  const files = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], repo)
    .split('\0')
    .filter((file) => file && existsSync(join(repo, file)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(repo, file), join(copy, file));
  }
  // Biome reads .gitignore through git; nothing is committed here.
  run('git', ['init', '-q'], copy);
  run('pnpm', ['install', '--offline', '--frozen-lockfile', '--ignore-scripts'], copy);
  return copy;
}

const root = publish ? repo : rehearsalCopy();
const outAt = process.argv.indexOf('--out') + 1;
const out = outAt
  ? resolve(process.argv[outAt] ?? '.')
  : mkdtempSync(join(tmpdir(), 'release-assets-'));
mkdirSync(out, { recursive: true });
try {
  const before = Object.fromEntries(
    publishedPackages(root).map(({ manifest }) => [manifest.name, manifest.version]),
  );
  const pending = changesets(root);
  if (!publish) run('pnpm', ['exec', 'changeset', 'version'], root);

  const packages = publishedPackages(root);
  const filters = packages.flatMap(({ manifest }) => ['--filter', manifest.name]);
  // Through turbo, so each package's prepack (which builds it the same way) finds it cached.
  run('pnpm', ['exec', 'turbo', 'run', 'build', ...filters, '--output-logs=errors-only'], root);
  run('pnpm', [...filters, '--workspace-concurrency=1', 'run', 'lint'], root);

  const report = [];
  for (const { dir, manifest } of packages) {
    const { name, version } = manifest;
    const tag = `${name.replace(/^@[^/]+\//, '')}-v${version}`;
    run('pnpm', ['pack', '--pack-destination', out], dir);
    const tarball = join(out, `${name.replace('@', '').replace('/', '-')}-${version}.tgz`);
    // As packed: pnpm writes `publishConfig`'s fields (the built files) over the workspace's.
    const packed = JSON.parse(run('tar', ['-xzOf', tarball, 'package/package.json'], out));
    const global = packed.exports?.['./global'];
    const assets = [tarball];
    if (global) {
      assets.push(join(out, global.split('/').pop()));
      copyFileSync(join(dir, global), assets[1]);
    }
    const changelog = existsSync(join(dir, 'CHANGELOG.md'))
      ? readFileSync(join(dir, 'CHANGELOG.md'), 'utf8')
      : '';
    // The notes of this version: its section of the changelog, without the heading.
    const section = changelog.split(/^## /m).find((s) => s.startsWith(`${version}\n`)) ?? '';
    const notes = section.replace(/^.*\n/, '').trim();
    report.push({
      name,
      from: before[name],
      version,
      tag,
      assets: assets.map((asset) => asset.split('/').pop()),
      files: run('tar', ['-tzf', tarball], out)
        .trim()
        .split('\n')
        .map((file) => file.replace(/^package\//, '')),
      manifest: packed,
      notes,
    });
    if (publish && !run('git', ['tag', '--list', tag], repo).trim()) {
      const title = `${name} ${version}`;
      run(
        'gh',
        ['release', 'create', tag, ...assets, '--title', title, '--notes', notes || title],
        repo,
      );
      console.log(`New tag: ${tag}`);
    }
  }
  if (!publish)
    console.log(
      JSON.stringify({ pending, left: changesets(root), out, packages: report }, null, 2),
    );
  console.error(`The tarballs and plain-script builds are in ${out}`);
} finally {
  if (!publish) rmSync(root, { recursive: true, force: true });
}
