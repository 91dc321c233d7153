import assert from 'node:assert/strict';
import { errorResponse, HttpError, readCapped, retryAfter } from './http.ts';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://x/', { method: 'POST', body, headers });

Deno.test('readCapped: the body up to the cap, declared or streamed; null beyond it', async () => {
  assert.deepEqual(await readCapped(post('abc'), 3), new TextEncoder().encode('abc'));
  assert.equal(await readCapped(post('abcd'), 3), null);
  const streamed = (text: string) =>
    new Request('http://x/', { method: 'POST', body: new Blob([text]).stream() });
  assert.deepEqual(await readCapped(streamed('abc'), 3), new TextEncoder().encode('abc'));
  assert.equal(await readCapped(streamed('abcd'), 3), null);
  assert.deepEqual(await readCapped(new Request('http://x/'), 3), new Uint8Array());
});

Deno.test('retryAfter: whole seconds, at least one; an hour when unbounded', () => {
  assert.deepEqual(retryAfter(1), { 'retry-after': '1' });
  assert.deepEqual(retryAfter(29_001), { 'retry-after': '30' });
  assert.deepEqual(retryAfter(Number.POSITIVE_INFINITY), { 'retry-after': '3600' });
});

Deno.test('errorResponse: the code and message as JSON, with the status the code is sent with', async () => {
  const response = errorResponse(
    new HttpError('rate_limited', 'Slow down.', { headers: retryAfter(2000) }),
  );
  assert.equal(response.status, 429);
  assert.equal(response.headers.get('retry-after'), '2');
  assert.equal(response.headers.get('content-type'), 'application/json; charset=utf-8');
  assert.deepEqual(await response.json(), {
    error: { code: 'rate_limited', message: 'Slow down.' },
  });
  // The one status no client reads: a client that has gone away.
  assert.equal(
    errorResponse(new HttpError('upstream_error', 'Gone.', { status: 499 })).status,
    499,
  );
});
