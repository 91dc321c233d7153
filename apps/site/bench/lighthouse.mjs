// The built, prerendered site served locally (vite preview, gzipped as a static host serves it):
// Lighthouse mobile with its default (simulated) throttling, the median of RUNS runs for the home
// page and, as a baseline measured in the same run on the same server, for the not-found page
// (same stack, almost no content); then the first reply on a slow phone (see first-reply.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview } from 'vite';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/chromium.mjs';
import { measureFirstReply, startGateway, THROTTLING } from './first-reply.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
if (!existsSync(join(dist, 'index.html'))) throw new Error('Build the site first: pnpm build');

// The same browser as the e2e tests; without one, chrome-launcher looks for Chrome itself.
const chromePath = chromiumPath();
const server = await preview({
  root,
  preview: { port: 4174, strictPort: false },
  logLevel: 'silent',
});
const base = server.resolvedUrls?.local[0] ?? 'http://localhost:4174/';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const medians = (runs) =>
  Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));

const gzipBytes = (text) => gzipSync(text, { level: 9 }).length;

/**
 * gzip -9 size (kB of 1000 bytes) of the scripts the page ran before any interaction: those it
 * loaded, and those inline in its HTML (`file`).
 */
const initialJsKb = (lhr, file) => {
  const loaded = lhr.audits['network-requests'].details.items
    .filter((item) => item.resourceType === 'Script' && item.url.startsWith(base))
    .map((item) => readFileSync(join(dist, new URL(item.url).pathname)));
  const inline = [
    ...readFileSync(join(dist, file), 'utf8').matchAll(
      /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g,
    ),
  ]
    .filter(([, attributes]) => !attributes.includes('application/ld+json'))
    .map(([, , code]) => code);
  return [...loaded, ...inline].reduce((sum, code) => sum + gzipBytes(code), 0) / 1000;
};

async function lighthouseRuns(chrome, path, file) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const { lhr } = await lighthouse(new URL(path, base).href, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    runs.push({
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      bestPractices: lhr.categories['best-practices'].score * 100,
      seo: lhr.categories.seo.score * 100,
      jsKb: initialJsKb(lhr, file),
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
    });
  }
  return medians(runs);
}

const gateway = await startGateway();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless', ...CHROMIUM_ARGS],
});
try {
  const home = await lighthouseRuns(chrome, '/', 'index.html');
  const baseline = await lighthouseRuns(chrome, '/404.html', '404.html');
  const rows = [
    ['Performance', 'performance', 0, '>= 100', (v) => v >= 100],
    ['Accessibility', 'accessibility', 0, '>= 100', (v) => v >= 100],
    ['Best practices', 'bestPractices', 0, '>= 100', (v) => v >= 100],
    ['SEO', 'seo', 0, '>= 100', (v) => v >= 100],
    ['First-load JS (KB gzip)', 'jsKb', 2, '<= 80', (v) => v <= 80],
    ['FCP (ms)', 'fcpMs', 0, '-', () => true],
    ['LCP (ms)', 'lcpMs', 0, '<= 1000', (v) => v <= 1000],
    ['CLS', 'cls', 3, '<= 0.01', (v) => v <= 0.01],
    ['TBT (ms)', 'tbtMs', 0, '<= 50', (v) => v <= 50],
  ];
  console.log(`Lighthouse ${RUNS}× median, mobile, default throttling, ${chromePath ?? 'chrome'}`);
  console.log('metric                   home    404 page   home/404   target     ok');
  for (const [label, key, digits, target, ok] of rows) {
    const ratio = baseline[key] ? (home[key] / baseline[key]).toFixed(2) : '-';
    console.log(
      `${label.padEnd(23)} ${home[key].toFixed(digits).padStart(6)} ${baseline[key].toFixed(digits).padStart(10)} ${ratio.padStart(10)}   ${target.padEnd(10)} ${ok(home[key]) ? 'yes' : 'NO'}`,
    );
  }

  const reply = medians(await measureFirstReply(base, RUNS));
  const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps } = THROTTLING;
  console.log(
    `\nFirst reply ${RUNS}× median: Enter in the first-question box to the answer on screen, ` +
      `${base}, mobile, DevTools throttling as Lighthouse applies it (request latency ` +
      `${requestLatencyMs} ms, ${(downloadThroughputKbps / 1024).toFixed(2)} Mbps down, ` +
      `${(uploadThroughputKbps / 1024).toFixed(2)} Mbps up, CPU ×${THROTTLING.cpuSlowdownMultiplier})`,
  );
  console.log('figure                                     ms   /relay-chat request');
  for (const [label, key] of [
    ['first words of the answer on screen', 'wordsMs'],
    ['answer complete, chat ready again', 'doneMs'],
    ['Enter to the request sent', 'sendMs'],
    ['the relay-chat request alone (baseline)', 'requestMs'],
  ]) {
    console.log(
      `${label.padEnd(40)} ${reply[key].toFixed(0).padStart(5)} ${(reply[key] / reply.requestMs).toFixed(2).padStart(10)}`,
    );
  }
} finally {
  await chrome.kill();
  await new Promise((resolve) => server.httpServer.close(resolve));
  await gateway.stop();
}
