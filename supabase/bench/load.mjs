// Runs autocannon (on Node) for bench.ts: `node load.mjs '<json options>'`, prints one JSON line
// with the measurement. Latency percentiles come from each response's time in fractional
// milliseconds (autocannon's own histogram keeps whole ones). `unique: true` gives each request
// a new question, via setupRequest, which (unlike the CLI's --idReplacement) keeps
// Content-Length right. Like a client, the run keeps the first conversation a response opens
// (its Session-Id and Session-Key) and sends every later turn to it.
import autocannon from 'autocannon';

const { url, body, connections, seconds, unique } = JSON.parse(process.argv[2] ?? '{}');
let id = 0;
let session;
const template = JSON.stringify(body);
const request = {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: template,
  setupRequest: (req) => {
    let text = unique ? template.replaceAll('[<id>]', String(++id)) : template;
    if (!session) return { ...req, body: text };
    text = text.replace(JSON.stringify(body.session_id), JSON.stringify(session.id));
    return { ...req, headers: { ...req.headers, 'session-key': session.key }, body: text };
  },
  onResponse: (_status, _body, _context, headers) => {
    if (!session && headers['session-key']) {
      session = { id: headers['session-id'], key: headers['session-key'] };
    }
  },
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
