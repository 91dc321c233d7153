import assert from 'node:assert/strict';
import { memoryTurnStore } from '../../../testing/memory-stores.ts';
import { manualClock, testConfig } from '../../../testing/relay-chat.ts';
import { answered } from '../../../testing/store-contract.ts';
import { HttpError } from '../../_shared/http.ts';
import type { StartRequest, TurnStore } from '../../_shared/stores.ts';
import { claimTurn } from './claim.ts';
import { PageFault, StoreFault } from './faults.ts';
import { conversationOf } from './session.ts';

const turn = (messageId: string, message = 'How do Roth conversions work?') => ({
  messageId,
  origin: 'http://localhost:5173',
  source: null,
  ipHash: 'h',
  message,
  redactionKinds: [],
});

const deps = (over: { turns?: TurnStore } = {}) => ({
  config: testConfig({ sessionLimit: { capacity: 2, refillPerSecond: 0 } }),
  turns: memoryTurnStore(),
  clock: manualClock(),
  ...over,
});

const signal = new AbortController().signal;

Deno.test('claim: a first turn is claimed and opens its conversation; its repeat replays', async () => {
  const d = deps();
  const conversation = conversationOf('s-1', null);
  const first = await claimTurn(d, turn('m-1'), conversation, signal);
  assert.equal(first.claim.outcome, 'claimed');
  assert.equal(first.claim.outcome === 'claimed' && first.claim.opened, true);
  assert.equal(first.conversation, conversation);
  assert.equal(first.claim.record.sessionId, 's-1');
  await d.turns.finish(first.claim.record, answered(), d.clock.now());
  const again = await claimTurn(d, turn('m-1'), conversationOf('s-1', conversation.newKey), signal);
  assert.equal(again.claim.outcome, 'replay');
  assert.equal(again.claim.record.reply, 'An answer.');
});

Deno.test('claim: someone else’s conversation is never touched; the turn opens a new one', async () => {
  const d = deps();
  await claimTurn(d, turn('m-1'), conversationOf('s-1', null), signal);
  const stranger = await claimTurn(d, turn('m-2'), conversationOf('s-1', 'x'.repeat(43)), signal);
  assert.equal(stranger.claim.outcome, 'claimed');
  assert.notEqual(stranger.conversation.sessionId, 's-1');
  assert.equal(stranger.claim.record.sessionId, stranger.conversation.sessionId);
  assert.ok(stranger.conversation.newKey);
  assert.equal(stranger.claim.outcome === 'claimed' && stranger.claim.opened, true);
});

Deno.test('claim: a message id used for another message is the page’s fault', async () => {
  const d = deps();
  const { conversation } = await claimTurn(d, turn('m-1'), conversationOf('s-1', null), signal);
  const key = conversationOf('s-1', conversation.newKey);
  const error = await claimTurn(d, turn('m-1', 'Something else'), key, signal).catch((e) => e);
  assert.ok(error instanceof PageFault);
  assert.equal(error.detail?.field, 'message_id');
});

Deno.test('claim: empty buckets refuse the turn with their wait', async () => {
  const d = deps();
  const { conversation } = await claimTurn(d, turn('m-1'), conversationOf('s-1', null), signal);
  const key = conversationOf('s-1', conversation.newKey);
  await claimTurn(d, turn('m-2'), key, signal);
  const error = await claimTurn(d, turn('m-3'), key, signal).catch((e) => e);
  assert.ok(error instanceof HttpError);
  assert.equal(error.code, 'rate_limited');
});

Deno.test('claim: a turn still being answered is looked at again, free, then 409', async () => {
  const store = memoryTurnStore();
  const requests: StartRequest[] = [];
  const turns: TurnStore = {
    ...store,
    start: (request, now) => {
      requests.push(request);
      return store.start(request, now);
    },
  };
  const d = deps({ turns });
  const { conversation } = await claimTurn(d, turn('m-1'), conversationOf('s-1', null), signal);
  const key = conversationOf('s-1', conversation.newKey);
  const started = d.clock.now();
  const error = await claimTurn(d, turn('m-1'), key, signal).catch((e) => e);
  assert.ok(error instanceof HttpError);
  assert.equal(error.code, 'conflict');
  assert.ok(error.headers && 'retry-after' in error.headers);
  // Waited the configured 8 s, at doubling intervals from 250 ms up to 2 s.
  assert.equal(d.clock.now() - started, d.config.duplicateWaitMs);
  const looks = requests.slice(1);
  assert.deepEqual(
    looks.map((r) => r.buckets.length),
    [4, ...Array(looks.length - 1).fill(0)],
  );
  // At 0, 0.25, 0.75, 1.75, 3.75, 5.75, 7.75 and 8 s, when the wait is over.
  assert.equal(looks.length, 8);
});

Deno.test('claim: a store that fails is a StoreFault: 503 with the number, retry in 30 s', async () => {
  const turns: TurnStore = {
    start: () => Promise.reject(new Error('connection refused')),
    finish: () => Promise.reject(new Error('connection refused')),
  };
  const error = await claimTurn(
    deps({ turns }),
    turn('m-1'),
    conversationOf('s-1', null),
    signal,
  ).catch((e) => e);
  assert.ok(error instanceof StoreFault);
  assert.equal(error.status, 503);
  assert.match(error.message, /555-0142/);
  assert.deepEqual(error.headers, { 'retry-after': '30' });
});
