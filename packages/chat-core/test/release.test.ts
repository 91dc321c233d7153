/**
 * The release workflow, rehearsed: `.ci/release.mjs` applies the pending changesets in a copy of
 * the working tree, builds, checks and packs every published package, and reports what a release
 * would attach, without touching this tree.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_DIR, sh } from './consumer-site.ts';

const ROOT = join(PACKAGE_DIR, '../..');

interface Released {
  name: string;
  from: string;
  version: string;
  tag: string;
  assets: string[];
  files: string[];
  manifest: Record<string, unknown>;
  notes: string;
}

let report: { pending: string[]; left: string[]; out: string; packages: Released[] };
let statusBefore: string;

const gitStatus = async () => (await sh('git', ['status', '--porcelain'], ROOT)).stdout;

/** The bump the pending changesets ask for `name`, applied to `version`. */
function expectedVersion(name: string, version: string): string {
  const order = ['patch', 'minor', 'major'];
  let bump = -1;
  for (const file of readdirSync(join(ROOT, '.changeset'))) {
    if (!file.endsWith('.md') || file === 'README.md') continue;
    const front = readFileSync(join(ROOT, '.changeset', file), 'utf8').split('---')[1] ?? '';
    const level = new RegExp(`['"]${name}['"]:\\s*(\\w+)`).exec(front)?.[1];
    if (level) bump = Math.max(bump, order.indexOf(level));
  }
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  if (bump === 2) return `${major + 1}.0.0`;
  if (bump === 1) return `${major}.${minor + 1}.0`;
  if (bump === 0) return `${major}.${minor}.${patch + 1}`;
  return version;
}

beforeAll(async () => {
  statusBefore = await gitStatus();
  const { stdout } = await sh(process.execPath, [join(ROOT, '.ci/release.mjs')], ROOT);
  report = JSON.parse(stdout);
}, 600_000);

afterAll(() => rmSync(report.out, { recursive: true, force: true }));

describe('the release rehearsal', () => {
  it('applies every pending changeset and leaves this tree as it was', async () => {
    expect(report.pending.length).toBeGreaterThan(0);
    expect(report.left).toEqual([]);
    expect(await gitStatus()).toBe(statusBefore);
  });

  it('gives chat-core the version its changesets ask for, with notes, a tag and both files', () => {
    const manifest = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8'));
    const core = report.packages.find((p) => p.name === '@firm/chat-core') as Released;
    const version = expectedVersion(manifest.name, manifest.version);
    expect(core).toMatchObject({
      from: manifest.version,
      version,
      tag: `chat-core-v${version}`,
      assets: [`firm-chat-core-${version}.tgz`, 'chat-core.global.js'],
    });
    expect(core.notes.length).toBeGreaterThan(0);
    // The README's install address follows the same pattern.
    const readme = readFileSync(join(PACKAGE_DIR, 'README.md'), 'utf8');
    expect(readme).toMatch(
      /releases\/download\/chat-core-v(\d+\.\d+\.\d+)\/firm-chat-core-\1\.tgz/,
    );
  });

  it('leaves every tarball and plain-script build in the folder it names', () => {
    const assets = report.packages.flatMap((p) => p.assets);
    expect(assets).toContain('chat-core.global.js');
    for (const asset of assets) expect(existsSync(join(report.out, asset))).toBe(true);
  });

  it('packs chat-core without src, maps or workspace links', () => {
    const core = report.packages.find((p) => p.name === '@firm/chat-core') as Released;
    expect(core.files).toContain('LICENSE');
    expect(core.files.filter((f) => f.startsWith('src/') || f.endsWith('.map'))).toEqual([]);
    expect(JSON.stringify(core.manifest)).not.toMatch(/"\.\/src|workspace:/);
  });

  it('packs every published package with real versions for its workspace dependencies', () => {
    expect(report.packages.length).toBeGreaterThan(1);
    for (const released of report.packages) {
      expect(JSON.stringify(released.manifest.dependencies ?? {})).not.toMatch(/workspace:/);
      expect(released.assets[0]).toMatch(/\.tgz$/);
    }
  });
});
