/**
 * The package as another site gets it: packed with `pnpm pack`, installed into a fresh project
 * with no registry, then used from ES modules, CommonJS, TypeScript and plain pages in Chromium,
 * against a stand-in for the function. Every code block of the README runs here.
 */
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isRetryableStatus } from '@firm/contract/retry-rule.ts';
import { build, transform } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_HEADERS, EXPOSED_HEADERS } from '../../../supabase/functions/_shared/cors.ts';
import { DEFAULTS } from '../src/ask.ts';
import type * as ChatCore from '../src/index.ts';
import {
  type Block,
  emptySite,
  forStub,
  launchChromium,
  linkSiteDependencies,
  PACKAGE_DIR,
  pack,
  readmeBlocks,
  serveFiles,
  sh,
} from './consumer-site.ts';
import { type StubRelay, startStubRelay, stubAnswer } from './stub-relay.ts';

const blocks = readmeBlocks();
const blockName = (block: Block) => `${block.lang} block at README.md:${block.line}`;

let tarball: string;
let site: string;
let stub: StubRelay;
let browser: Browser;
/** The installed package, as the site's code imports it. */
let chatCore: typeof ChatCore;

const node = (file: string) => sh(process.execPath, [file], site);
const tsc = join(PACKAGE_DIR, 'node_modules/.bin/tsc');

beforeAll(async () => {
  tarball = await pack();
  site = await emptySite();
  stub = await startStubRelay();
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stub?.close();
});

/** Opens `files` from a loopback origin in Chromium, asks `question` and returns the page. */
async function ask(files: Record<string, string>, question: string, path = '/index.html') {
  const server = await serveFiles(files);
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.origin}${path}`);
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  return { page, errors, server, origin: server.origin };
}

const waitForText = (page: Page, text: string, timeout = 30_000) =>
  page.getByText(text).waitFor({ timeout });

const globalBuild = () => {
  const require = createRequire(join(site, 'package.json'));
  return readFile(require.resolve('@firm/chat-core/global'), 'utf8');
};

/** Runs one README block the way its language says, and checks what it did. */
const runners: Record<string, (block: Block, index: number) => Promise<void>> = {
  async sh(block) {
    // The release address, pointed at the tarball just packed; npm may not reach a registry.
    const code = block.code.replace(
      /https:\/\/github\.com\/\S+\/releases\/download\/chat-core-v[\d.]+\/firm-chat-core-[\d.]+\.tgz/g,
      tarball,
    );
    expect(code).not.toBe(block.code);
    await sh('bash', ['-euc', code], site, {
      npm_config_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
    });
    const installed = JSON.parse(
      await readFile(join(site, 'node_modules/@firm/chat-core/package.json'), 'utf8'),
    );
    expect(installed.name).toBe('@firm/chat-core');
  },

  async ts(block, index) {
    const { code } = await transform(forStub(block.code, stub.url), {
      loader: 'ts',
      format: 'esm',
    });
    const file = join(site, `block-${index}.mjs`);
    await writeFile(file, code);
    const { stdout } = await node(file);
    expect(stdout).toContain(stubAnswer(''));
  },

  async js(block, index) {
    const file = join(site, `block-${index}.${block.code.includes('require(') ? 'cjs' : 'mjs'}`);
    await writeFile(file, forStub(block.code, stub.url));
    const { stdout } = await node(file);
    expect(stdout).toContain(stubAnswer(''));
  },

  async tsx(block, index) {
    await writeFile(join(site, `block-${index}.tsx`), forStub(block.code, stub.url));
    const entry = join(site, `mount-${index}.tsx`);
    await writeFile(
      entry,
      `import { createRoot } from 'react-dom/client';
import { Chat } from './block-${index}.tsx';
createRoot(document.getElementById('root')!).render(<Chat />);`,
    );
    const bundle = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'esm',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error',
    });
    const question = 'Which health plan saves me more?';
    const { page, errors, server } = await ask(
      {
        '/index.html': `<!doctype html><html lang="en"><title>React</title><div id="root"></div><script type="module" src="/app.js"></script></html>`,
        '/app.js': bundle.outputFiles[0]?.text ?? '',
      },
      question,
    );
    await waitForText(page, stubAnswer(question));
    expect(errors).toEqual([]);
    // supabase-js's own headers passed the function's CORS check along with the turn's key.
    const post = stub.requests.filter((r) => r.method === 'POST').at(-1);
    expect(post?.headers['x-client-info']).toMatch(/supabase-js/);
    expect(post?.headers['idempotency-key']).toBe(post?.body?.message_id);
    await page.close();
    await server.close();
  },

  async html(block) {
    const question = 'Am I saving enough for retirement?';
    const { page, errors, server, origin } = await ask(
      { '/index.html': forStub(block.code, stub.url), '/chat-core.global.js': await globalBuild() },
      question,
    );
    await waitForText(page, `Answer: ${stubAnswer(question)}`);
    expect(errors).toEqual([]);
    expect(await page.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
    const post = stub.requests.filter((r) => r.method === 'POST').at(-1);
    expect(post?.headers.origin).toBe(origin);
    expect(post?.body?.source).toBe(origin);
    await page.close();
    await server.close();
  },

  async http(block) {
    // A recorded exchange: the package reads its body as the stream it stands for.
    const split = block.code.indexOf('\n\n');
    const type = /content-type: (.+)/i.exec(block.code.slice(0, split))?.[1] ?? '';
    const body = block.code.slice(split + 2);
    const transport = chatCore.fetchTransport({
      url: 'http://x',
      anonKey: 'k',
      stream: true,
      fetch: async () => new Response(body, { headers: { 'content-type': type } }),
    });
    const deltas: string[] = [];
    const result = await transport
      .send(
        { message: 'hi', session_id: 's', timestamp: 0, source: '', history: [] },
        { signal: new AbortController().signal, onDelta: (text) => deltas.push(text) },
      )
      .catch((error: unknown) => error);
    if (body.includes('event: error')) {
      expect(result).toBeInstanceOf(chatCore.ChatError);
      expect(result).toMatchObject({ kind: 'stream', code: 'upstream_error', retryable: true });
    } else {
      expect(deltas.length).toBeGreaterThan(0);
      expect(result).toMatchObject({ response: deltas.join('') });
    }
  },
};

describe('the README, run from the packed package', () => {
  it('installs as the README says, with no registry', async () => {
    const install = blocks.filter((b) => b.lang === 'sh');
    expect(install).toHaveLength(1);
    await runners.sh?.(install[0] as Block, 0);
    await linkSiteDependencies(site, [
      'react',
      'react-dom',
      '@supabase/supabase-js',
      '@types/react',
      '@types/react-dom',
      '@types/node',
    ]);
    chatCore = await import(
      pathToFileURL(createRequire(join(site, 'package.json')).resolve('@firm/chat-core')).href
    );
  }, 120_000);

  it.each(
    blocks
      .map((block, index) => [blockName(block), block, index] as const)
      .filter(([, block]) => block.lang !== 'sh'),
  )(
    '%s runs',
    async (_name, block, index) => {
      const runner = runners[block.lang];
      if (!runner)
        throw new Error(`no way to run a ${block.lang || 'plain'} block: give it a runner`);
      await runner(block, index);
    },
    60_000,
  );

  it('names the headers the function allows and the transports send', async () => {
    const readme = await readFile(join(PACKAGE_DIR, 'README.md'), 'utf8');
    const section = readme.slice(
      readme.indexOf('**The headers.**'),
      readme.indexOf('**Your page.**'),
    );
    const listed = [...section.matchAll(/`([a-z-]+)`/g)].map((m) => m[1] as string);
    const exposed = listed.splice(listed.indexOf('retry-after'));
    const allowed = ALLOWED_HEADERS.split(/,\s*/);
    for (const header of listed) expect(allowed).toContain(header);
    const sent = new Set(
      stub.requests
        .filter((r) => r.method === 'POST')
        .flatMap((r) => Object.keys(r.headers))
        .filter(
          (h) =>
            !['host', 'connection', 'content-length', 'origin', 'referer', 'user-agent'].includes(
              h,
            ) && !/^(sec-|accept-)/.test(h),
        ),
    );
    expect(sent.size).toBeGreaterThan(0);
    for (const header of sent) expect(listed).toContain(header);
    expect(exposed).toEqual(EXPOSED_HEADERS.split(/,\s*/));
  });

  it('lists exactly what the package exports', async () => {
    const readme = await readFile(join(PACKAGE_DIR, 'README.md'), 'utf8');
    const section = readme.slice(
      readme.indexOf('## What it exports'),
      readme.indexOf('- `@firm/chat-core/protocol`'),
    );
    const listed = [...section.matchAll(/`(\w+)(?:\(|`)/g)].map((m) => m[1]).sort();
    const types = await readFile(
      join(site, 'node_modules/@firm/chat-core/dist/index.d.ts'),
      'utf8',
    );
    const exported = [...types.matchAll(/export \{([^}]*)\}/g)]
      .flatMap((m) => (m[1] as string).split(','))
      .map((name) => name.trim())
      .sort();
    expect(listed).toEqual(exported);
  });

  it('a visitor on an origin the function does not allow sees the notice after the retries', async () => {
    const refusing = await startStubRelay('https://elsewhere.example');
    const page = blocks.find((b) => b.lang === 'html') as Block;
    const {
      page: tab,
      server,
      origin,
    } = await ask(
      {
        '/index.html': forStub(page.code, refusing.url),
        '/chat-core.global.js': await globalBuild(),
      },
      'Would an annuity work for me?',
    );
    await waitForText(tab, `Answer: ${chatCore.MESSAGES.unreachable}`);
    // Four attempts, each stopped at the preflight; nothing was ever posted.
    expect(refusing.requests.map((r) => [r.method, r.headers.origin])).toEqual(
      Array(4).fill(['OPTIONS', origin]),
    );
    await tab.close();
    await server.close();
    await refusing.close();
  }, 60_000);
});

describe('the README’s rules are the code’s', () => {
  const readme = readFileSync(join(PACKAGE_DIR, 'README.md'), 'utf8');
  const section = readme.slice(
    readme.indexOf('## Time-outs and retries'),
    readme.indexOf('## Errors'),
  );

  it('states the defaults the code applies', () => {
    const rows = [...section.matchAll(/^\| `(\w+)` +\| `?([\w]+)`? +\|/gm)].map(
      ([, name, value]) => [name, value],
    );
    expect(Object.fromEntries(rows)).toEqual({
      ...Object.fromEntries(Object.entries(DEFAULTS).map(([name, value]) => [name, String(value)])),
      deadlineMs: 'none',
    });
  });

  it('states the retry rule the code applies', () => {
    const retried = /\*\*Retried\*\*:[^*]*/.exec(section)?.[0] ?? '';
    const final = /\*\*Not retried\*\*:[^*]*/.exec(section)?.[0] ?? '';
    const statuses = (text: string) =>
      [...text.matchAll(/\b([1-5]\d\d)\b/g)].map((m) => Number(m[1]));
    expect(statuses(retried).length).toBeGreaterThan(0);
    for (const status of statuses(retried)) expect(isRetryableStatus(status)).toBe(true);
    expect(retried).toContain('5xx');
    for (let status = 500; status < 600; status++) expect(isRetryableStatus(status)).toBe(true);
    expect(statuses(final).length).toBeGreaterThan(0);
    for (const status of statuses(final)) expect(isRetryableStatus(status)).toBe(false);
    // Every 4xx the README calls retried is retried, and no other.
    const fourXx = Array.from({ length: 100 }, (_, i) => 400 + i);
    expect(fourXx.filter(isRetryableStatus)).toEqual(statuses(retried));
  });
});

describe('the packed package', () => {
  it('holds the build, README, LICENSE and manifest only: no src, no source maps', async () => {
    const { stdout } = await sh('tar', ['-tzf', tarball], PACKAGE_DIR);
    const files = stdout
      .trim()
      .split('\n')
      .map((f) => f.replace(/^package\//, ''))
      .sort();
    expect(files).toContain('LICENSE');
    expect(files).toContain('README.md');
    expect(files).toContain('dist/chat-core.global.js');
    expect(files.filter((f) => !/^dist\/[\w.-]+\.(js|d\.ts)$/.test(f))).toEqual([
      'LICENSE',
      'README.md',
      'package.json',
    ]);
    // Whatever the workspace resolves to in development, the packed manifest names only dist.
    const manifest = await readFile(
      join(site, 'node_modules/@firm/chat-core/package.json'),
      'utf8',
    );
    expect(manifest).not.toMatch(/\.\/src|"src\//);
  });

  it('loads with import and with require as one module: one ChatError class', async () => {
    const file = join(site, 'both.mjs');
    await writeFile(
      file,
      `import { createRequire } from 'node:module';
import * as esm from '@firm/chat-core';
import { ERROR_STATUS } from '@firm/chat-core/protocol';
const cjs = createRequire(import.meta.url)('@firm/chat-core');
const failing = { send: async () => { throw new TypeError('offline'); } };
const fromRequire = await cjs.ask({ message: 'hi' }, { transport: failing, retries: 0 }).catch((e) => e);
const fromImport = await esm.ask({ message: 'hi' }, { transport: failing, retries: 0 }).catch((e) => e);
console.log(JSON.stringify({
  same: cjs.ChatError === esm.ChatError,
  requireIsImport: fromRequire instanceof esm.ChatError,
  importIsRequire: fromImport instanceof cjs.ChatError,
  kind: fromRequire.kind,
  exports: Object.keys(esm).sort(),
  status: ERROR_STATUS.invalid_field,
}));`,
    );
    expect(JSON.parse((await node(file)).stdout)).toEqual({
      same: true,
      requireIsImport: true,
      importIsRequire: true,
      kind: 'network',
      exports: [
        'ChatError',
        'MESSAGES',
        'ask',
        'createChat',
        'fetchTransport',
        'supabaseTransport',
      ],
      status: 400,
    });
    const cjsFile = join(site, 'plain.cjs');
    await writeFile(
      cjsFile,
      `const { ChatError, createChat } = require('@firm/chat-core');
const { LIMITS } = require('@firm/chat-core/protocol');
import('@firm/chat-core').then((esm) => console.log(JSON.stringify({
  same: esm.ChatError === ChatError,
  createChat: typeof createChat,
  messageChars: LIMITS.messageChars,
})));`,
    );
    expect(JSON.parse((await node(cjsFile)).stdout)).toEqual({
      same: true,
      createChat: 'function',
      messageChars: 2000,
    });
  });

  it('type-checks under TypeScript nodenext (ESM and CommonJS), bundler and node10', async () => {
    const readmeFiles = blocks.flatMap((block, index) =>
      block.lang === 'ts' || block.lang === 'tsx' ? [`block-${index}.${block.lang}`] : [],
    );
    for (const [index, block] of blocks.entries()) {
      if (block.lang === 'ts') await writeFile(join(site, `block-${index}.ts`), block.code);
    }
    await writeFile(
      join(site, 'consumer.ts'),
      `import { ask, ChatError, type ChatState, createChat, fetchTransport, type SendOutcome } from '@firm/chat-core';
import { ERROR_STATUS, LIMITS, type StreamEvents } from '@firm/chat-core/protocol';
const chat = createChat({ transport: fetchTransport({ url: 'http://x', anonKey: 'k', headers: async () => ({}) }) });
const error: ChatError | undefined = chat.getSnapshot().error;
const kind: ChatError['kind'] | undefined = chat.getSnapshot().error?.kind;
const outcome: SendOutcome = await chat.send('hi', { signal: AbortSignal.timeout(1000) });
if (outcome.status === 'failed') outcome.error.retryable satisfies boolean;
if (outcome.status === 'skipped') outcome.reason satisfies 'busy' | 'invalid';
const reply = await ask({ message: 'hi' }, { transport: fetchTransport({ url: 'http://x', anonKey: 'k' }) });
reply.response satisfies string;
ERROR_STATUS.invalid_field satisfies 400;
LIMITS.messageChars satisfies 2000;
({ text: 'x' }) satisfies StreamEvents['delta'];
export { error, kind };
`,
    );
    await writeFile(
      join(site, 'consumer.cts'),
      `import chatCore = require('@firm/chat-core');
import protocol = require('@firm/chat-core/protocol');
const chat = chatCore.createChat({ transport: chatCore.fetchTransport({ url: 'http://x', anonKey: 'k' }) });
const error: InstanceType<typeof chatCore.ChatError> | undefined = chat.getSnapshot().error;
protocol.LIMITS.idChars satisfies 128;
export = error;
`,
    );
    await writeFile(
      join(site, 'node10.ts'),
      `import { createChat, type ChatError } from '@firm/chat-core';
import { LIMITS } from '@firm/chat-core/protocol';
export const limit: 2000 = LIMITS.messageChars;
export const error: ChatError | undefined = createChat({ transport: { send: async () => ({ response: '' }) } }).getSnapshot().error;
`,
    );
    const check = async (name: string, options: object, files: string[]) => {
      await writeFile(
        join(site, `tsconfig.${name}.json`),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            skipLibCheck: true,
            target: 'es2022',
            lib: ['es2022', 'dom', 'dom.iterable'],
            types: ['node'],
            jsx: 'react-jsx',
            allowImportingTsExtensions: true,
            ...options,
          },
          files,
        }),
      );
      await sh(tsc, ['-p', `tsconfig.${name}.json`], site);
    };
    await check('nodenext', { module: 'nodenext', moduleResolution: 'nodenext' }, [
      'consumer.ts',
      'consumer.cts',
      ...readmeFiles,
    ]);
    await check('bundler', { module: 'esnext', moduleResolution: 'bundler' }, [
      'consumer.ts',
      ...readmeFiles,
    ]);
    await check('node10', { module: 'commonjs', moduleResolution: 'node10' }, ['node10.ts']);
  }, 120_000);
});
