/**
 * What `supabase functions deploy relay-chat` bundles is the import graph of
 * functions/relay-chat/index.ts, resolved with that function's own deno.json and nothing else:
 * no node_modules, no package.json. These tests hold the graph to what that bundler can follow,
 * and the npm versions to the ones pnpm installs for the local gateway and the tests.
 */
import assert from 'node:assert/strict';

const SUPABASE = new URL('../', import.meta.url);
const REPO = new URL('../', SUPABASE);
const FUNCTION = new URL('functions/relay-chat/', SUPABASE);
const CONFIG = new URL('deno.json', FUNCTION);

const readJson = async (url: URL) => JSON.parse(await Deno.readTextFile(url));
const path = (url: URL) => decodeURIComponent(url.pathname);

const imports: Record<string, string> = (await readJson(CONFIG)).imports;
const NPM = /^npm:((?:@[^/@]+\/)?[^/@]+)@(\d+\.\d+\.\d+)$/;

Deno.test('deploy: the import map is declared once, in the function’s deno.json', async () => {
  const root = await readJson(new URL('deno.json', SUPABASE));
  assert.equal(root.imports, undefined, 'supabase/deno.json must not declare imports of its own');
  assert.equal(new URL(root.importMap, SUPABASE).href, CONFIG.href);
});

Deno.test('deploy: every npm import is pinned to the exact version pnpm installs', async () => {
  const { dependencies } = await readJson(new URL('package.json', SUPABASE));
  const npm = Object.entries(imports).filter(([, target]) => target.startsWith('npm:'));
  assert.ok(npm.length > 0);
  for (const [key, target] of npm) {
    const match = NPM.exec(target);
    assert.ok(match, `${key}: '${target}' is not npm:<name>@<exact version>`);
    const [, name, version] = match as unknown as [string, string, string];
    assert.equal(
      dependencies[name],
      version,
      `${name}: supabase/package.json dependencies must say exactly ${version}`,
    );
    const installed = await readJson(new URL(`node_modules/${name}/package.json`, SUPABASE));
    assert.equal(installed.version, version, `${name}: pnpm installed ${installed.version}`);
  }
});

Deno.test('deploy: shared code is mapped to relative folders inside the repository', () => {
  const local = Object.entries(imports).filter(([, target]) => !target.startsWith('npm:'));
  assert.ok(local.length > 0);
  for (const [key, target] of local) {
    assert.match(target, /^\.\.?\//, `${key}: '${target}' must be a relative path`);
    assert.ok(key.endsWith('/') && target.endsWith('/'), `${key}: map a folder to a folder`);
    assert.ok(path(new URL(target, CONFIG)).startsWith(path(REPO)), `${key} leaves the repository`);
  }
});

interface InfoModule {
  kind: string;
  specifier: string;
  local?: string;
  dependencies?: { specifier: string }[];
}

/** The function's import graph as Deno resolves it with the function's deno.json alone. */
async function functionGraph(): Promise<InfoModule[]> {
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: [
      'info',
      '--json',
      '--config',
      path(CONFIG),
      // Resolve the npm: imports from what pnpm installed, as everything here does.
      '--node-modules-dir=manual',
      path(new URL('index.ts', FUNCTION)),
    ],
    cwd: path(SUPABASE),
    stdout: 'piped',
    stderr: 'piped',
  }).output();
  assert.equal(code, 0, new TextDecoder().decode(stderr));
  return JSON.parse(new TextDecoder().decode(stdout)).modules;
}

const mapped = (specifier: string) =>
  Object.keys(imports).some((key) =>
    key.endsWith('/') ? specifier.startsWith(key) : specifier === key,
  );

Deno.test('deploy: the graph from index.ts uses only relative, mapped or node: imports', async () => {
  const source = (await functionGraph()).filter(
    (module) => module.kind === 'esm' && !module.local?.includes('/node_modules/'),
  );
  assert.ok(
    source.some((module) => module.specifier.endsWith('/packages/contract/src/protocol.ts')),
  );
  const outside: string[] = [];
  const unbundled: string[] = [];
  for (const module of source) {
    assert.ok(module.local, module.specifier);
    if (!module.local.startsWith(path(REPO))) outside.push(module.local);
    for (const { specifier } of module.dependencies ?? []) {
      const ok = /^\.\.?\//.test(specifier) || specifier.startsWith('node:') || mapped(specifier);
      if (!ok) unbundled.push(`${module.local}: '${specifier}'`);
    }
  }
  assert.deepEqual(outside, [], 'modules outside the repository');
  assert.deepEqual(unbundled, [], 'imports the function’s deno.json does not map');
});
