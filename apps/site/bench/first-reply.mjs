// The first reply on a slow phone: from Enter in the first-question box to the answer on screen,
// with Lighthouse's mobile throttling applied through DevTools, as Lighthouse itself applies it
// (its request latency stands for a 150 ms round trip plus connection set-up), against the
// local functions gateway (started here unless one already listens).
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import { launchOptions } from '../../../scripts/chromium.mjs';

export const THROTTLING = throttling.mobileSlow4G;
const FUNCTIONS = 'http://127.0.0.1:54321';
const QUESTION = 'Should I take Social Security at 62 or wait?';
/** How fast the visitor types: 80 ms a key, about 3.5 s for the question. */
const KEY_DELAY_MS = 80;

const listening = () =>
  fetch(`${FUNCTIONS}/functions/v1/`).then(
    () => true,
    () => false,
  );

/** The functions gateway: the one already listening, or one started here (stopped by `stop`). */
export async function startGateway() {
  if (await listening()) return { stop: async () => {} };
  const child = spawn('pnpm', ['--filter', '@firm/supabase', 'run', 'serve'], {
    detached: true,
    stdio: 'ignore',
  });
  const deadline = Date.now() + 120_000;
  while (!(await listening())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error('The functions gateway did not start on port 54321');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    stop: async () => {
      // Its process group: pnpm and the Deno process it started.
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** In the page: times from Enter in the chat's box to the answer's first words and its end. */
function watchReply() {
  const marks = {};
  const mark = (name) => {
    if (marks[name] === undefined) requestAnimationFrame(() => (marks[name] ??= performance.now()));
  };
  addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' && event.target.closest?.('#chat textarea')) {
        marks.enter ??= performance.now();
      }
    },
    true,
  );
  new MutationObserver(() => {
    const chat = document.getElementById('chat');
    if (marks.enter === undefined || !chat) return;
    const answer = chat.querySelector('[data-role="ai"]');
    if (answer?.querySelector('.chat-prose')?.textContent?.trim()) mark('words');
    // The busy flag is cleared: Send is back and Stop is gone.
    if (answer && !chat.querySelector('[data-testid="typing"]') && !busy(chat)) mark('done');
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  const busy = (chat) =>
    [...chat.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Stop');
  window.__firstReply = () => {
    const call = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/functions/v1/relay-chat'));
    return {
      wordsMs: marks.words - marks.enter,
      doneMs: marks.done - marks.enter,
      requestMs: call ? call.responseEnd - call.startTime : Number.NaN,
      sendMs: call ? call.startTime - marks.enter : Number.NaN,
    };
  };
}

/** One visit: load the page, scroll to the chat, tap the box, type the question, press Enter. */
async function visit(browser, url) {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.requestLatencyMs,
      downloadThroughput: (THROTTLING.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (THROTTLING.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdownMultiplier });
    await page.addInitScript(watchReply);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const box = page.locator('#chat textarea');
    await box.scrollIntoViewIfNeeded();
    await box.tap();
    await box.pressSequentially(QUESTION, { delay: KEY_DELAY_MS });
    await box.press('Enter');
    await page.waitForFunction(() => Number.isFinite(window.__firstReply().doneMs), undefined, {
      timeout: 60_000,
      polling: 100,
    });
    return await page.evaluate(() => window.__firstReply());
  } finally {
    await context.close();
  }
}

/** Each figure of `runs` visits (ms). */
export async function measureFirstReply(base, runs) {
  const browser = await chromium.launch(launchOptions());
  try {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await visit(browser, base));
    return results;
  } finally {
    await browser.close();
  }
}
