// The browser every end-to-end test and benchmark drives, and how it is started: one place.
import { existsSync } from 'node:fs';

/** Debian's Chromium, where the machine has it. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * `CHROMIUM_PATH`, else Debian's Chromium, else undefined: Playwright's own browser
 * (`scripts/ensure-browser.mjs` makes sure one of them is there).
 */
export function chromiumPath() {
  const configured = process.env.CHROMIUM_PATH?.trim();
  if (configured) return configured;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

/** Flags for a headless run in a container or CI: no sandbox, GPU, updates or sign-in. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright's `use.launchOptions` for that browser. */
export const launchOptions = () => ({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

/** The two widths every end-to-end suite checks: a common phone and a common laptop. */
export const WIDTH_PROJECTS = [
  { name: 'mobile', use: { viewport: { width: 390, height: 844 } } },
  { name: 'desktop', use: { viewport: { width: 1366, height: 768 } } },
];

/**
 * What every end-to-end suite shares: one worker, one retry in CI, that browser at both widths,
 * a trace of each failure. A suite adds its address, time-out, servers and any browser flags.
 */
export const e2eConfig = ({ baseURL, timeout, webServer, extraArgs = [] }) => ({
  testDir: 'e2e',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...extraArgs] },
    trace: 'retain-on-failure',
  },
  projects: WIDTH_PROJECTS,
  webServer,
});
