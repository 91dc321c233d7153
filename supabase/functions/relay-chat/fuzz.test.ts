import assert from 'node:assert/strict';
import fc from 'fast-check';
import { setup, testConfig, URL_, validBody } from '../../testing/relay-chat.ts';
import { embeddedProvider, embeddedRedactor } from './provider.ts';

/** Malformed input must never produce a 5xx, an uncaught error, or anything but a JSON error. */

const STATUSES = new Set([200, 204, 400, 401, 403, 405, 409, 413, 415, 429]);

const { handler } = setup({
  provider: embeddedProvider({
    phone: '(617) 555-0142',
    redactor: embeddedRedactor('(617) 555-0142'),
  }),
  redactor: embeddedRedactor('(617) 555-0142'),
  config: testConfig({
    publicKeys: ['anon-key'],
    sessionLimit: { capacity: 1e9, refillPerSecond: 1 },
    ipLimit: { capacity: 1e9, refillPerSecond: 1 },
    globalMinuteLimit: { capacity: 1e9, refillPerSecond: 1 },
    globalDayLimit: { capacity: 1e9, refillPerSecond: 1 },
  }),
  log: () => {},
});

const headerText = fc.stringMatching(/^[\x20-\x7e]{0,40}$/);

const headers = fc.record(
  {
    'content-type': fc.oneof(
      fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', ''),
      headerText,
    ),
    origin: fc.oneof(
      fc.constantFrom('http://localhost:5173', 'https://evil.example', 'null'),
      headerText,
    ),
    accept: fc.constantFrom('application/json', 'text/event-stream', '*/*'),
    apikey: fc.oneof(fc.constant('anon-key'), headerText),
    authorization: fc.oneof(fc.constant('Bearer anon-key'), headerText),
    'idempotency-key': headerText,
    'x-forwarded-for': headerText,
    'content-length': fc.nat().map(String),
  },
  { requiredKeys: [] },
);

/** Valid bodies with fields replaced by anything, and bodies that are not JSON at all. */
const body = fc.oneof(
  fc
    .record(
      {
        message: fc.oneof(fc.string({ maxLength: 2100 }), fc.anything()),
        session_id: fc.oneof(fc.string({ maxLength: 140 }), fc.anything()),
        timestamp: fc.oneof(fc.double(), fc.anything()),
        source: fc.oneof(fc.webUrl(), fc.anything()),
        history: fc.oneof(
          fc.array(
            fc.record(
              {
                role: fc.constantFrom('user', 'ai', 'system'),
                content: fc.string(),
                ts: fc.double(),
              },
              { requiredKeys: [] },
            ),
            { maxLength: 25 },
          ),
          fc.anything(),
        ),
        message_id: fc.oneof(fc.string({ maxLength: 140 }), fc.anything()),
      },
      { requiredKeys: [] },
    )
    .map((fields) => JSON.stringify({ ...validBody(), ...fields })),
  fc.json(),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => new Uint8Array(bytes)),
);

const method = fc.constantFrom('POST', 'POST', 'POST', 'GET', 'OPTIONS', 'PUT', 'DELETE');

async function check(m: string, h: Record<string, string>, b: BodyInit) {
  const response = await handler(
    new Request(URL_, {
      method: m,
      headers: { 'content-type': 'application/json', apikey: 'anon-key', ...h },
      body: m === 'GET' ? undefined : b,
    }),
  );
  assert.ok(STATUSES.has(response.status), `status ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204) return;
  if (response.status === 200 && type.startsWith('text/event-stream')) {
    assert.match(await response.text(), /event: (done|error)\ndata: \{.*\}\n\n$/);
    return;
  }
  assert.match(type, /^application\/json/);
  const parsed = await response.json();
  if (response.status === 200) assert.equal(typeof parsed.response, 'string');
  else {
    assert.equal(typeof parsed.error.code, 'string');
    assert.equal(typeof parsed.error.message, 'string');
    assert.doesNotMatch(parsed.error.message, /\n\s+at /);
  }
}

Deno.test('fuzz: thousands of malformed bodies get a JSON answer, never a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(body, (b) => check('POST', {}, b)),
    { numRuns: 3000 },
  );
});

Deno.test('fuzz: malformed headers and methods get a JSON answer, never a 5xx', async () => {
  await fc.assert(fc.asyncProperty(method, headers, body, check), { numRuns: 2000 });
});
