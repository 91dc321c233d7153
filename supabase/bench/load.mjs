// Runs autocannon (on Node) for bench.ts: `node load.mjs '<json options>'`, prints one JSON line
// with the measurement. `unique: true` gives each request a new question, via setupRequest,
// which (unlike the CLI's --idReplacement) keeps Content-Length right.
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
const run = (duration) => autocannon({ url, connections, duration, requests: [request] });

await run(1);
const result = await run(seconds);
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  }),
);
