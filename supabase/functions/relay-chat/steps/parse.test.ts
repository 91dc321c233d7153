import assert from 'node:assert/strict';
import { MESSAGES } from '@firm/contract/messages.ts';
import { LIMITS } from '@firm/contract/protocol.ts';
import { URL_, validBody } from '../../../testing/relay-chat.ts';
import { HttpError } from '../../_shared/http.ts';
import { PageFault } from './faults.ts';
import { authorized, parseRequest } from './parse.ts';

const request = (body: BodyInit | null, headers: Record<string, string> = {}, method = 'POST') =>
  new Request(URL_, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

/** The HttpError `parseRequest` refuses the request with. */
const refusal = (pending: Promise<unknown>) =>
  pending.then(
    () => assert.fail('accepted'),
    (error: unknown) => {
      assert.ok(error instanceof HttpError, String(error));
      return error;
    },
  );

Deno.test('parse: a valid body comes back checked, message trimmed, with the Session-Key', async () => {
  const key = 'k'.repeat(43);
  const parsed = await parseRequest(
    request(JSON.stringify(validBody({ message: '  Hi there ' })), {
      'session-key': key,
      'idempotency-key': 'm-1',
    }),
    [],
  );
  assert.equal(parsed.request.message, 'Hi there');
  assert.equal(parsed.request.message_id, 'm-1');
  assert.equal(parsed.request.session_id, 'session-1');
  assert.equal(parsed.sessionKey, key);
});

Deno.test('parse: each check refuses with its own code, in order', async () => {
  const body = JSON.stringify(validBody());
  const cases: [Request, string, (readonly string[])?][] = [
    [request(null, {}, 'GET'), 'method_not_allowed'],
    [request(body), 'unauthorized', ['the-key']],
    [request(body, { 'content-type': 'text/plain' }), 'unsupported_media_type'],
    [request('x'.repeat(LIMITS.bodyBytes + 1)), 'payload_too_large'],
    [request('{"message":'), 'invalid_json'],
    [request(new Uint8Array([0x7b, 0xff, 0x7d])), 'invalid_json'],
    [request(JSON.stringify(validBody({ session_id: 'a b' }))), 'invalid_field'],
  ];
  for (const [input, code, keys = []] of cases) {
    assert.equal((await refusal(parseRequest(input, keys))).code, code, code);
  }
  const get = await refusal(parseRequest(request(null, {}, 'GET'), []));
  assert.deepEqual(get.headers, { allow: 'POST, OPTIONS' });
});

Deno.test('parse: a text that is not UTF-8 is refused wherever it is, U+FFFD itself is not', async () => {
  const encoded = new TextEncoder().encode(
    JSON.stringify(validBody({ message: 'Hi \uFFFD there' })),
  );
  const parsed = await parseRequest(request(encoded), []);
  assert.equal(parsed.request.message, 'Hi \uFFFD there');
  // A byte that is not UTF-8 inside a string: JSON once decoded leniently, so only the strict
  // decoding can refuse it.
  const at = encoded.indexOf(0x48); // the H of "Hi"
  for (const bad of [[0xff], [0xc3], [0xed, 0xa0, 0x80]]) {
    const bytes = new Uint8Array([...encoded.slice(0, at), ...bad, ...encoded.slice(at)]);
    assert.equal((await refusal(parseRequest(request(bytes), []))).code, 'invalid_json');
  }
});

Deno.test('parse: what the visitor typed gets the visitor words, a page field a PageFault', async () => {
  const long = await refusal(
    parseRequest(
      request(JSON.stringify(validBody({ message: 'x'.repeat(LIMITS.messageChars + 1) }))),
      [],
    ),
  );
  assert.equal(long.message, MESSAGES.longMessage(LIMITS.messageChars));
  assert.ok(!(long instanceof PageFault));
  const empty = await refusal(
    parseRequest(request(JSON.stringify(validBody({ message: '  ' }))), []),
  );
  assert.equal(empty.message, MESSAGES.emptyMessage);
  const page = await refusal(
    parseRequest(request(JSON.stringify(validBody({ timestamp: 'now' }))), []),
  );
  assert.ok(page instanceof PageFault);
  assert.equal(page.message, MESSAGES.badField);
  assert.equal(page.detail?.field, 'timestamp');
  assert.match(page.problem, /timestamp must be/);
});

Deno.test('parse: a public key is taken from apikey or a Bearer authorization', () => {
  const keys = ['k1', 'k2'];
  assert.ok(authorized(new Headers(), []));
  assert.ok(authorized(new Headers({ apikey: 'k2' }), keys));
  assert.ok(authorized(new Headers({ authorization: 'bearer k1' }), keys));
  assert.ok(!authorized(new Headers({ authorization: 'k1' }), keys));
  assert.ok(!authorized(new Headers({ apikey: 'k3' }), keys));
  assert.ok(!authorized(new Headers(), keys));
});
