import assert from 'node:assert/strict';
import { memoryTurnStore } from '../../../testing/memory-stores.ts';
import { manualClock, scriptedProvider, testConfig } from '../../../testing/relay-chat.ts';
import { HttpError } from '../../_shared/http.ts';
import type { TurnStore } from '../../_shared/stores.ts';
import type { Redactor } from '../provider.ts';
import type { Answered } from './answer.ts';
import { claimTurn } from './claim.ts';
import { StoreFault } from './faults.ts';
import { answerLog, keptReply, recordTurn, turnOutcome } from './record.ts';
import { conversationOf } from './session.ts';

const { provider } = scriptedProvider();

const answered = (over: Partial<Answered> = {}): Answered => ({
  outcome: { reply: { response: 'Call 555-0199', message_id: 'm-1', sources: [] } },
  provider,
  fallbackReason: null,
  reply: {
    text: 'Call 555-0199',
    sources: [{ title: 'T', url: 'https://example.com' }],
    model: 'm',
    kbVersion: 'kb',
    promptVersion: 'p',
  },
  streamed: '',
  tokens: { promptTokens: 3, completionTokens: 4 },
  asked: 1000,
  done: 1250,
  ...over,
});

const masking: Redactor = (text) => ({
  text: text.replace(/\d{3}-\d{4}/g, '[phone]'),
  kinds: /\d{3}-\d{4}/.test(text) ? ['phone'] : [],
});

Deno.test('record: the reply is kept masked; the provider’s own masking when it gave one', () => {
  assert.deepEqual(keptReply(answered(), masking), { text: 'Call [phone]', kinds: ['phone'] });
  const own = { text: 'Call [masked]', kinds: ['phone' as const] };
  const reply = { ...answered().reply, redacted: own } as Answered['reply'];
  assert.equal(keptReply(answered({ reply }), masking), own);
  assert.deepEqual(keptReply(answered({ reply: undefined, streamed: 'Part 555-0100' }), masking), {
    text: 'Part [phone]',
    kinds: ['phone'],
  });
  assert.equal(keptReply(answered({ reply: undefined }), masking), undefined);
});

Deno.test('record: answered, interrupted or failed, with the error code and times', () => {
  const ok = answered();
  const done = turnOutcome(ok, keptReply(ok, masking), 900, false);
  assert.deepEqual(done, {
    status: 'answered',
    reply: 'Call [phone]',
    sources: ok.reply?.sources,
    provider: 'scripted',
    fallbackReason: null,
    model: 'm',
    kbVersion: 'kb',
    promptVersion: 'p',
    errorCode: null,
    providerMs: 250,
    totalMs: 350,
    promptTokens: 3,
    completionTokens: 4,
    handling: null,
  });
  const error = { error: new HttpError('upstream_timeout', 'slow') };
  const cut = answered({ outcome: error, reply: undefined, streamed: 'Part' });
  const interrupted = turnOutcome(cut, keptReply(cut, masking), 900, false);
  assert.equal(interrupted.status, 'interrupted');
  assert.equal(interrupted.reply, 'Part');
  assert.equal(interrupted.errorCode, 'upstream_timeout');
  const failed = turnOutcome(answered({ outcome: error, reply: undefined }), undefined, 900, true);
  assert.equal(failed.status, 'failed');
  assert.equal(failed.reply, null);
  assert.equal(failed.errorCode, 'client_closed');
});

Deno.test('record: the log names what and how much, never a text', () => {
  const ok = answered({ fallbackReason: 'day_budget' });
  const log = answerLog(ok, keptReply(ok, masking));
  assert.deepEqual(log, {
    provider: 'scripted',
    fallback: 'day_budget',
    model: 'm',
    provider_ms: 250,
    reply_redactions: ['phone'],
    tokens: 7,
  });
  assert.doesNotMatch(JSON.stringify(log), /Call|555/);
});

Deno.test('record: the claimed attempt is sealed with its outcome; a failing store is a 503', async () => {
  const clock = manualClock();
  const turns = memoryTurnStore();
  const config = testConfig();
  const { claim, conversation } = await claimTurn(
    { config, turns, clock },
    {
      messageId: 'm-1',
      origin: null,
      source: null,
      ipHash: 'h',
      message: 'Hi',
      redactionKinds: [],
    },
    conversationOf('s-1', null),
    new AbortController().signal,
  );
  assert.equal(claim.outcome, 'claimed');
  if (claim.outcome !== 'claimed') return;
  const outcome = turnOutcome(answered(), keptReply(answered(), masking), clock.now(), false);
  const deps = { turns, phone: config.phone };
  assert.equal(
    await recordTurn(deps, claim, conversation.owner.newKeyHash, outcome, clock.now()),
    true,
  );
  const [record] = turns.records();
  assert.equal(record?.status, 'answered');
  assert.equal(record?.reply, 'Call [phone]');
  // Once only: the attempt is no longer pending.
  assert.equal(await recordTurn(deps, claim, null, outcome, clock.now()), false);
  const broken: TurnStore = { ...turns, finish: () => Promise.reject(new Error('gone')) };
  const error = await recordTurn(
    { turns: broken, phone: config.phone },
    claim,
    null,
    outcome,
    0,
  ).catch((e) => e);
  assert.ok(error instanceof StoreFault);
  assert.equal(error.status, 503);
});
