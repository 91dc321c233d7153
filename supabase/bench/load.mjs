// Runs autocannon (on Node) for bench.ts: `node load.mjs '<json options>'`, prints one JSON line
// with the measurement. Latency percentiles come from each response's time in fractional
// milliseconds (autocannon's own histogram keeps whole ones). `unique: true` gives each request
// a new question, via setupRequest, which (unlike the CLI's --idReplacement) keeps
// Content-Length right.
import autocannon from 'autocannon';

const { url, body, connections, seconds, unique } = JSON.parse(process.argv[2] ?? '{}');
let id = 0;
const request = {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  ...(unique && {
    setupRequest: (req) => ({ ...req, body: req.body.replaceAll('[<id>]', String(++id)) }),
  }),
};

const run = (duration, times) => {
  const instance = autocannon({ url, connections, duration, requests: [request] });
  instance.on('response', (_client, _status, _bytes, ms) => times?.push(ms));
  return instance;
};

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

await run(1);
const times = [];
const result = await run(seconds, times);
times.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: quantile(times, 0.5) ?? 0,
    p99: quantile(times, 0.99) ?? 0,
    errors: result.errors + result.non2xx + result.timeouts,
  }),
);
