// Lighthouse (mobile, default throttling) on the built, prerendered page served locally.
// Prints the median of RUNS runs for the home page and, as a baseline measured in the same
// run on the same server, the not-found page (same stack, almost no content).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview } from 'vite';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/chromium.mjs';

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

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless', ...CHROMIUM_ARGS],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** gzip -9 size (kB of 1000 bytes) of the scripts the page loaded before any interaction. */
const initialJsKb = (lhr) => {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const scripts = lhr.audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(base),
  );
  const bytes = scripts.reduce((sum, item) => {
    const file = join(dist, new URL(item.url).pathname);
    return sum + gzipSync(readFileSync(file), { level: 9 }).length;
  }, 0);
  return bytes / 1000;
};

async function measure(path) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const { lhr } = await lighthouse(new URL(path, base).href, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    runs.push({
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      bestPractices: lhr.categories['best-practices'].score * 100,
      seo: lhr.categories.seo.score * 100,
      jsKb: initialJsKb(lhr),
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
    });
  }
  return Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
}

try {
  const home = await measure('/');
  const baseline = await measure('/404.html');
  const rows = [
    ['Performance', 'performance', 0, '>= 100', (v) => v >= 100],
    ['Accessibility', 'accessibility', 0, '>= 100', (v) => v >= 100],
    ['Best practices', 'bestPractices', 0, '>= 100', (v) => v >= 100],
    ['SEO', 'seo', 0, '>= 100', (v) => v >= 100],
    ['Initial JS (KB gzip)', 'jsKb', 2, '<= 80', (v) => v <= 80],
    ['CLS', 'cls', 3, '<= 0.01', (v) => v <= 0.01],
    ['LCP (ms)', 'lcpMs', 0, '<= 1500', (v) => v <= 1500],
    ['TBT (ms)', 'tbtMs', 0, '<= 50', (v) => v <= 50],
  ];
  console.log(`Lighthouse ${RUNS}× median, mobile, default throttling, ${chromePath ?? 'chrome'}`);
  console.log('metric                 home      404 page   home/404   target     ok');
  for (const [label, key, digits, target, ok] of rows) {
    const ratio = baseline[key] ? (home[key] / baseline[key]).toFixed(2) : '-';
    console.log(
      `${label.padEnd(22)} ${home[key].toFixed(digits).padStart(8)} ${baseline[key].toFixed(digits).padStart(10)} ${ratio.padStart(10)}   ${target.padEnd(10)} ${ok(home[key]) ? 'yes' : 'NO'}`,
    );
  }
} finally {
  await chrome.kill();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
