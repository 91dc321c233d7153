import assert from 'node:assert/strict';
import { SESSION_ID_HEADER } from '@firm/contract/protocol.ts';
import { pendingRecord } from '../../../testing/relay-chat.ts';
import { HttpError } from '../../_shared/http.ts';
import {
  lastEvent,
  outcomeResponse,
  replyOf,
  replyResponse,
  streamResponse,
  wantsStream,
  withContext,
} from './respond.ts';

const reply = { response: 'Hello', message_id: 'm-1', sources: [] };

Deno.test('respond: CORS for an allowed origin, the issued conversation, Vary and the id', () => {
  const response = withContext(new Response('x'), {
    allowedOrigin: 'https://firm.example',
    requestId: 'r-1',
    issued: { [SESSION_ID_HEADER]: 's-2' },
  });
  assert.equal(response.headers.get('access-control-allow-origin'), 'https://firm.example');
  assert.equal(response.headers.get(SESSION_ID_HEADER), 's-2');
  assert.equal(response.headers.get('vary'), 'Origin');
  assert.equal(response.headers.get('x-request-id'), 'r-1');
  const other = withContext(new Response('x'), { allowedOrigin: null, requestId: 'r', issued: {} });
  assert.equal(other.headers.get('access-control-allow-origin'), null);
  assert.equal(other.headers.get('vary'), 'Origin');
});

Deno.test('respond: a recorded reply as JSON, or as one delta and done', async () => {
  const recorded = replyOf(pendingRecord({ reply: 'Hello', sources: [] }));
  assert.deepEqual(recorded, reply);
  const asJson = replyResponse(recorded, false);
  assert.match(asJson.headers.get('content-type') ?? '', /^application\/json/);
  assert.deepEqual(await asJson.json(), reply);
  const asStream = replyResponse(recorded, true);
  assert.match(asStream.headers.get('content-type') ?? '', /^text\/event-stream/);
  assert.equal(
    await asStream.text(),
    `event: delta\ndata: {"text":"Hello"}\n\nevent: done\ndata: ${JSON.stringify(reply)}\n\n`,
  );
  assert.ok(wantsStream(new Headers({ accept: 'text/event-stream' })));
  assert.ok(!wantsStream(new Headers({ accept: 'application/json' })));
});

Deno.test('respond: an outcome as JSON with its status, or as the last event of a stream', async () => {
  const error = new HttpError('upstream_timeout', 'It took too long.');
  const failed = outcomeResponse({ error });
  assert.equal(failed.status, 504);
  assert.deepEqual(await failed.json(), {
    error: { code: 'upstream_timeout', message: 'It took too long.' },
  });
  assert.equal(
    lastEvent({ error }),
    'event: error\ndata: {"error":{"code":"upstream_timeout","message":"It took too long."}}\n\n',
  );
  const stream = streamResponse(async (delta) => {
    delta('Hel');
    delta('lo');
    return { reply };
  });
  assert.equal(
    await stream.text(),
    'event: delta\ndata: {"text":"Hel"}\n\nevent: delta\ndata: {"text":"lo"}\n\n' +
      `event: done\ndata: ${JSON.stringify(reply)}\n\n`,
  );
});
