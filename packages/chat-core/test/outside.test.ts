/**
 * Another site's developer, with only what leaves the repository: every published package
 * packed (its prepack builds it), the tarballs installed into fresh projects outside the
 * workspace, and the README's page examples run in Chromium against the local gateway, the real
 * relay-chat function answering with its embedded assistant: a Vite + React project,
 * type-checked strictly and built; a plain HTML page with the plain-script build; and the widget,
 * served from an origin of its own. Every reply must show rendered, with no raw Markdown.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Block,
  forStub,
  launchChromium,
  linkSiteDependencies,
  PACKAGE_DIR,
  readmeBlocks,
  serveFiles,
  sh,
} from './consumer-site.ts';

const ROOT = join(PACKAGE_DIR, '../..');
const WIDGET_DIR = join(ROOT, 'packages/widget');
const QUESTION = 'Should I take Social Security at 62 or wait?';

let tarballs: Map<string, string>;
let gateway: { url: string; process: ChildProcess; dir: string };
let browser: Browser;
const closers: (() => Promise<unknown>)[] = [];
/** A new folder under the system's temporary one, removed after the tests. */
const temporary = async (prefix: string) => {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  closers.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
};

/** The packages `pnpm release` publishes: not private, not ignored by changesets. */
function publishedPackages() {
  const ignored: string[] =
    JSON.parse(readFileSync(join(ROOT, '.changeset/config.json'), 'utf8')).ignore ?? [];
  return ['assistant', 'chat-core', 'ui', 'widget']
    .map((name) => join(ROOT, 'packages', name))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private && !ignored.includes(manifest.name));
}

/** `pnpm pack` of every published package into one folder; its tarball by package name. */
async function packAll(): Promise<Map<string, string>> {
  const into = await temporary('outside-tarballs-');
  const packed = new Map<string, string>();
  for (const { dir, manifest } of publishedPackages()) {
    const { stdout } = await sh('pnpm', ['pack', '--pack-destination', into], dir);
    const tarball = stdout.trim().split('\n').at(-1) as string;
    expect(existsSync(tarball), `${manifest.name} packed to ${tarball}`).toBe(true);
    packed.set(manifest.name, tarball);
  }
  return packed;
}

/** The local gateway (`pnpm serve:functions`) on free ports, with an embedded database of its own. */
async function startGateway() {
  const supabase = join(ROOT, 'supabase');
  const data = join(supabase, '.data');
  await mkdir(data, { recursive: true });
  const dir = await mkdtemp(join(data, 'outside-'));
  const child = spawn(
    join(supabase, 'node_modules/.bin/deno'),
    [
      'run',
      '--unstable-no-legacy-abort',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-write=.data',
      'dev/gateway.ts',
    ],
    {
      cwd: supabase,
      env: { ...process.env, FUNCTIONS_PORT: '0', PGLITE_DIR: join(dir, 'pglite'), NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
      const url = /gateway ready on (http:\/\/[^/\s]+)\//.exec(output)?.[1];
      if (url && output.includes('Origins allowed')) resolve(url);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.on('exit', () => reject(new Error(`the gateway exited:\n${output}`)));
  });
  return { url: await ready, process: child, dir };
}

/** Serves `folder`'s files from a loopback origin of their own. */
async function serveFolder(folder: string, extra: Record<string, string> = {}) {
  const files: Record<string, string> = { ...extra };
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else files[`/${relative(folder, path)}`] = await readFile(path, 'utf8');
    }
  };
  await walk(folder);
  const server = await serveFiles(files);
  closers.push(server.close);
  return server.origin;
}

/** A project outside the workspace with `names`' tarballs installed by npm, offline. */
async function freshProject(prefix: string, names: string[]) {
  const dir = await temporary(prefix);
  await writeFile(
    join(dir, 'package.json'),
    JSON.stringify({ name: prefix.replace(/-$/, ''), private: true, type: 'module' }),
  );
  await sh(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', ...names.map((n) => tarballs.get(n) ?? n)],
    dir,
    { npm_config_update_notifier: 'false' },
  );
  return dir;
}

/** The README's placeholders, pointed at the local gateway. */
const forGateway = (code: string) => forStub(code, gateway.url);

/**
 * Every reply in `log` is rendered: there is one, made of elements (paragraphs, lists,
 * headings), and none of its text is Markdown a visitor would read as symbols.
 */
async function expectRenderedReplies(log: Locator) {
  const text = (await log.textContent()) ?? '';
  expect(text.length).toBeGreaterThan(QUESTION.length + 40);
  expect(await log.locator('li, h3, h4, h5, h6, strong, a').count()).toBeGreaterThan(0);
  expect(text).not.toMatch(/\*\*|__|(^|\n)\s*#{1,6}\s|\]\(|\]\s*\(/);
}

/**
 * Waits for a reply to be over: once its first part shows in `reply`, until the Stop button
 * (shown while a reply is pending) has gone.
 */
async function answered(within: Page | Locator, reply: Locator) {
  await reply.first().waitFor({ timeout: 60_000 });
  await within
    .getByRole('button', { name: 'Stop' })
    .waitFor({ state: 'detached', timeout: 60_000 });
}

beforeAll(async () => {
  tarballs = await packAll();
  gateway = await startGateway();
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  for (const close of closers) await close();
  if (gateway) {
    gateway.process.kill('SIGTERM');
    if (gateway.process.exitCode === null) await once(gateway.process, 'exit');
    await rm(gateway.dir, { recursive: true, force: true });
  }
});

const blocks = readmeBlocks();
const block = (lang: string) => blocks.find((b) => b.lang === lang) as Block;

describe('from the packed packages, outside the workspace, against the local gateway', () => {
  it('packs every published package with its build', () => {
    expect([...tarballs.keys()].sort()).toEqual(
      publishedPackages()
        .map((p) => p.manifest.name)
        .sort(),
    );
  });

  it("the README's React example, in a Vite + React project type-checked strictly", async () => {
    const site = await freshProject('outside-react-', ['@firm/chat-core']);
    await linkSiteDependencies(site, ['@supabase/supabase-js']);
    await linkSiteDependencies(
      site,
      [
        'react',
        'react-dom',
        '@types/react',
        '@types/react-dom',
        'vite',
        '@vitejs/plugin-react',
        'typescript',
      ],
      WIDGET_DIR,
    );
    const files: Record<string, string> = {
      'index.html':
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head>' +
        '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
      'src/Chat.tsx': forGateway(block('tsx').code),
      'src/main.tsx': `import { createRoot } from 'react-dom/client';
import { Chat } from './Chat.tsx';

createRoot(document.getElementById('root') as HTMLElement).render(<Chat />);
`,
      'vite.config.ts': `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()], logLevel: 'error' });
`,
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          target: 'es2022',
          lib: ['es2022', 'dom', 'dom.iterable'],
          module: 'esnext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noUncheckedIndexedAccess: true,
          exactOptionalPropertyTypes: true,
          noImplicitOverride: true,
          noFallthroughCasesInSwitch: true,
          verbatimModuleSyntax: true,
          allowImportingTsExtensions: true,
          noEmit: true,
          types: [],
        },
        include: ['src', 'vite.config.ts'],
      }),
    };
    for (const [name, text] of Object.entries(files)) {
      await mkdir(dirname(join(site, name)), { recursive: true });
      await writeFile(join(site, name), text);
    }
    await sh(process.execPath, [join(site, 'node_modules/typescript/bin/tsc'), '-p', '.'], site);
    await sh(process.execPath, [join(site, 'node_modules/vite/bin/vite.js'), 'build'], site);

    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${await serveFolder(join(site, 'dist'))}/index.html`);
    await page.getByLabel('Your question').fill(QUESTION);
    await page.getByRole('button', { name: 'Send' }).click();
    // The React example shows a reply in a <div> of its own, a question in a <p>.
    await answered(page, page.getByRole('log').locator('div > *'));
    await expectRenderedReplies(page.getByRole('log'));
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);

  it("the README's plain page, with the plain-script build", async () => {
    const site = await freshProject('outside-page-', ['@firm/chat-core']);
    const global = join(site, 'node_modules/@firm/chat-core/dist/chat-core.global.js');
    const origin = await serveFolder(dirname(global), {
      '/index.html': forGateway(block('html').code),
    });
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/index.html`);
    await page.getByLabel('Your question').fill(QUESTION);
    const send = page.getByRole('button', { name: 'Send' });
    await send.click();
    await page.getByRole('heading', { name: 'Answer' }).waitFor({ timeout: 60_000 });
    // The page's button is disabled while a reply is pending.
    await expect.poll(() => send.isEnabled(), { timeout: 60_000 }).toBe(true);
    await expectRenderedReplies(page.getByRole('log'));
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("the widget README's two lines, the widget served from an origin of its own", async () => {
    const host = await freshProject('outside-widget-', ['@firm/widget']);
    const cdn = await serveFolder(join(host, 'node_modules/@firm/widget/dist'));
    const widgetReadme = readFileSync(join(WIDGET_DIR, 'README.md'), 'utf8');
    const snippet = /```html\n([\s\S]*?)```/.exec(widgetReadme)?.[1] ?? '';
    expect(snippet).toContain('<firm-chat');
    const html = forGateway(snippet)
      .replaceAll('https://www.example.com/widget', cdn)
      .replaceAll('YOUR-PUBLIC-ANON-KEY', 'local-anon-key');
    const origin = await serveFolder(await temporary('outside-host-'), {
      '/index.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head><body><h1>A partner page</h1>${html}</body></html>`,
    });
    expect(origin).not.toBe(cdn);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/index.html`);
    const widget = page.locator('firm-chat');
    await widget.getByRole('button', { name: 'Chat Now' }).click();
    const first = widget.getByPlaceholder('Ask your first question...');
    await first.fill(QUESTION);
    await first.press('Enter');
    const log = widget.getByRole('log');
    await answered(widget, log.locator('li, h3, h4, h5, h6, strong'));
    await expectRenderedReplies(log);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
