import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, realpath, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { type Browser, chromium } from 'playwright-core';
import { launchOptions } from '../../../scripts/chromium.mjs';

const run = promisify(execFile);

/** This package's folder. */
export const PACKAGE_DIR = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

/** A code block of the README: its language, its text and the line it starts on. */
export interface Block {
  lang: string;
  code: string;
  line: number;
}

export function readmeBlocks(): Block[] {
  const text = readFileSync(join(PACKAGE_DIR, 'README.md'), 'utf8');
  return [...text.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((match) => ({
    lang: match[1] ?? '',
    code: match[2] ?? '',
    line: text.slice(0, match.index).split('\n').length,
  }));
}

/** The README's placeholders, pointed at the stand-in function. */
export const forStub = (code: string, url: string) =>
  code.replaceAll('https://YOUR-PROJECT.supabase.co', url).replaceAll('YOUR-ANON-KEY', 'anon-key');

/** Runs a command; rejects with its output when it fails. */
export async function sh(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
) {
  try {
    return await run(command, args, { cwd, env: { ...process.env, ...env }, maxBuffer: 1 << 24 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

/** `pnpm pack`s this package (its prepack builds it) into a fresh folder; returns the tarball's path. */
export async function pack(): Promise<string> {
  const into = await mkdtemp(join(tmpdir(), 'chat-core-pack-'));
  await sh('pnpm', ['pack', '--pack-destination', into], PACKAGE_DIR);
  const { stdout } = await sh('ls', [into], into);
  return join(into, stdout.trim());
}

/** An empty site project: an ES module package with nothing installed. */
export async function emptySite(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'chat-core-site-'));
  await writeFile(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'consumer-site', private: true, type: 'module' }),
  );
  return dir;
}

/**
 * Links the site's own dependencies (React, supabase-js, their types) from this workspace (the
 * node_modules of `from`, this package's by default) into the site's node_modules, as a real
 * site would have them installed.
 */
export async function linkSiteDependencies(site: string, names: string[], from = PACKAGE_DIR) {
  for (const name of names) {
    const source = await realpath(join(from, 'node_modules', name));
    const target = join(site, 'node_modules', name);
    await mkdir(dirname(target), { recursive: true });
    await symlink(source, target, 'dir');
  }
}

/** The repository's Chromium (see scripts/chromium.mjs). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/** Serves fixed files on a loopback port, as a site's static hosting (or a CDN) would. */
export async function serveFiles(files: Record<string, string>) {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const body = files[path];
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[path.split('.').pop() ?? ''] ?? 'text/plain',
      // As a CDN serves a script other sites load as a module.
      'access-control-allow-origin': '*',
    });
    res.end(body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
