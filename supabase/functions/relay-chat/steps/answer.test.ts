import assert from 'node:assert/strict';
import { manualClock, pendingRecord, scriptedProvider } from '../../../testing/relay-chat.ts';
import { ProviderError } from '../provider.ts';
import { answerTurn, type Claimed } from './answer.ts';
import { CLIENT_CLOSED } from './faults.ts';

const claimed = (llm: Claimed['llm'] = null): Claimed => ({
  outcome: 'claimed',
  record: pendingRecord(),
  history: [{ id: 3, message: 'When can I claim?', reply: 'At 62.' }],
  opened: false,
  llm,
});

const signal = () => new AbortController().signal;

Deno.test('answer: the provider is shown the message and the recorded turns', async () => {
  const { provider, calls } = scriptedProvider((turn) => `On: ${turn.message}`, {
    promptTokens: 10,
    completionTokens: 5,
  });
  const assistant = scriptedProvider(undefined, undefined, 'assistant');
  const deltas: string[] = [];
  const answered = await answerTurn(
    { provider, fallback: assistant.provider, clock: manualClock() },
    claimed(),
    signal(),
    (text) => deltas.push(text),
  );
  assert.deepEqual(calls, [
    {
      message: 'And for my wife?',
      history: [
        { role: 'user', content: 'When can I claim?' },
        { role: 'ai', content: 'At 62.' },
      ],
      historyIds: [3],
    },
  ]);
  assert.equal(assistant.calls.length, 0);
  assert.deepEqual(answered.outcome, {
    reply: {
      response: 'On: And for my wife?',
      message_id: 'm-1',
      sources: answered.reply?.sources,
    },
  });
  assert.equal(answered.provider, provider);
  assert.equal(answered.fallbackReason, null);
  assert.equal(deltas.join(''), 'On: And for my wife?');
  assert.equal(answered.streamed, 'On: And for my wife?');
  assert.deepEqual(answered.tokens, { promptTokens: 10, completionTokens: 5 });
});

Deno.test('answer: a refused LLM reservation is answered by the fallback, with its reason', async () => {
  const llm = scriptedProvider();
  const assistant = scriptedProvider(() => 'From the knowledge base', undefined, 'assistant');
  const answered = await answerTurn(
    { provider: llm.provider, fallback: assistant.provider, clock: manualClock() },
    claimed({ denied: 'session_share' }),
    signal(),
  );
  assert.equal(llm.calls.length, 0);
  assert.equal(answered.provider.name, 'assistant');
  assert.equal(answered.fallbackReason, 'session_share');
  assert.equal(answered.streamed, '');
});

Deno.test('answer: tokens of every call are summed, and the provider’s time measured', async () => {
  const clock = manualClock();
  const { provider } = scriptedProvider(async (_, options) => {
    options.onUsage?.({ promptTokens: 100, completionTokens: 0 });
    await clock.sleep(1200);
    options.onUsage?.({ promptTokens: 120, completionTokens: 30 });
    return 'Done';
  });
  const answered = await answerTurn({ provider, fallback: provider, clock }, claimed(), signal());
  assert.deepEqual(answered.tokens, { promptTokens: 220, completionTokens: 30 });
  assert.equal(answered.done - answered.asked, 1200);
});

Deno.test('answer: failures are outcomes: a time-out, any other error, a client gone', async () => {
  const failing = (error: Error) =>
    scriptedProvider((_, options) => {
      options.onDelta?.('Part of ');
      throw error;
    }).provider;
  const run = (provider = failing(new Error('boom')), aborted = false) => {
    const controller = new AbortController();
    if (aborted) controller.abort();
    return answerTurn(
      { provider, fallback: provider, clock: manualClock() },
      claimed(),
      controller.signal,
      () => {},
    );
  };
  const timeout = await run(failing(new ProviderError('upstream_timeout', 'slow')));
  assert.ok('error' in timeout.outcome && timeout.outcome.error.code === 'upstream_timeout');
  const error = await run();
  assert.ok('error' in error.outcome && error.outcome.error.code === 'upstream_error');
  assert.equal(error.outcome.error.status, 502);
  assert.equal(error.reply, undefined);
  assert.equal(error.streamed, 'Part of ');
  const gone = await run(undefined, true);
  assert.ok('error' in gone.outcome && gone.outcome.error.status === CLIENT_CLOSED);
});
