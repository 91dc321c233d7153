// Makes sure the end-to-end tests have a Chromium, and says in one line which one they use:
// CHROMIUM_PATH, else Debian's, else Debian's installed with apt (as root or with passwordless
// sudo), else Playwright's own download. Run from the package whose tests need it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromiumPath, DEBIAN_CHROMIUM } from './chromium.mjs';

const say = (line) => console.log(`browser: ${line}`);
const fail = (line) => {
  console.error(`browser: ${line}`);
  process.exit(1);
};
const succeeds = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

function installDebianChromium() {
  const root = process.getuid?.() === 0;
  if (!succeeds('sh', ['-c', 'command -v apt-get'])) return false;
  if (!root && !succeeds('sudo', ['-n', 'true'])) return false;
  say("installing Debian's Chromium with apt-get (once per machine)…");
  const apt = (args) =>
    execFileSync(root ? 'apt-get' : 'sudo', [...(root ? [] : ['apt-get']), ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  const wait = ['-o', 'DPkg::Lock::Timeout=300'];
  apt(['update', '-qq', ...wait]);
  apt(['install', '-y', '-qq', ...wait, 'chromium', 'fonts-dejavu-core']);
  return existsSync(DEBIAN_CHROMIUM);
}

function installPlaywrightChromium() {
  const require = createRequire(join(process.cwd(), 'package.json'));
  const cli = ['@playwright/test/cli.js', 'playwright-core/cli.js']
    .map((name) => {
      try {
        return require.resolve(name);
      } catch {
        return undefined;
      }
    })
    .find(Boolean);
  if (!cli) fail(`no Playwright in ${process.cwd()} to install a browser with`);
  const result = spawnSync(process.execPath, [cli, 'install', 'chromium'], { stdio: 'inherit' });
  if (result.status !== 0) fail('`playwright install chromium` failed; set CHROMIUM_PATH');
}

const configured = process.env.CHROMIUM_PATH?.trim();
const found = chromiumPath();
if (configured) {
  if (!existsSync(configured)) fail(`CHROMIUM_PATH is ${configured}, which does not exist`);
  say(`${configured} (CHROMIUM_PATH)`);
} else if (found) {
  say(`${found} (Debian's Chromium)`);
} else if (installDebianChromium()) {
  say(`installed Debian's Chromium: ${DEBIAN_CHROMIUM}`);
} else {
  installPlaywrightChromium();
  say("Playwright's own Chromium (`playwright install chromium`)");
}
