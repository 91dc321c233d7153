import assert from 'node:assert/strict';
import {
  embeddedProvider,
  embeddedRedactor,
  type RedactedText,
  rememberedRedactor,
  type Turn,
} from './provider.ts';

const phone = '(617) 555-0142';
const assistant = () => embeddedProvider({ phone, redactor: embeddedRedactor(phone) });
const signal = new AbortController().signal;

/** A follow-up whose answer turns on the conversation it follows. */
const followUp = (earlier: string, id: number): Turn => ({
  message: 'What about at 70?',
  history: [
    { role: 'user', content: earlier },
    { role: 'ai', content: 'An earlier reply.' },
  ],
  historyIds: [id],
});
const socialSecurity = followUp('When should I claim Social Security?', 1);
const withdrawals = followUp('Do I need to take money out of my IRA?', 2);

Deno.test('embedded assistant: a cached answer is the one a miss computes, redacted as recorded', async () => {
  const cached = assistant();
  const first = await cached.answer(socialSecurity, { signal });
  const deltas: string[] = [];
  const again = await cached.answer(socialSecurity, { signal, onDelta: (d) => deltas.push(d) });
  // A hit: the very reply kept the first time, not one computed again.
  assert.equal(again.sources, first.sources);
  assert.deepEqual(again, first);
  // The same as a provider that never saw the turn computes.
  assert.deepEqual(again, await assistant().answer(socialSecurity, { signal }));
  assert.equal(deltas.join(''), again.text);
  assert.deepEqual(again.redacted, embeddedRedactor(phone)(again.text));
});

Deno.test('embedded assistant: another conversation, or another message, never hits the cache', async () => {
  const cached = assistant();
  const first = await cached.answer(socialSecurity, { signal });
  // The same message after other recorded turns: computed for that conversation.
  const other = await cached.answer(withdrawals, { signal });
  assert.notEqual(other.text, first.text);
  assert.deepEqual(other, await assistant().answer(withdrawals, { signal }));
  // The same recorded turns, another message.
  const asked = { ...socialSecurity, message: 'Would an annuity work for me?' };
  const annuity = await cached.answer(asked, { signal });
  assert.notEqual(annuity.text, first.text);
  assert.deepEqual(annuity, await assistant().answer(asked, { signal }));
  // And a conversation with no recorded turns at all.
  const opening = { ...socialSecurity, history: [], historyIds: [] };
  assert.deepEqual(
    await cached.answer(opening, { signal }),
    await assistant().answer(opening, { signal }),
  );
});

Deno.test('embedded assistant: a reply text is masked once, the same as the redactor masks it', () => {
  const masked: string[] = [];
  const counting = (text: string): RedactedText => {
    masked.push(text);
    return embeddedRedactor(phone)(text);
  };
  const remembered = rememberedRedactor(counting, 2);
  const card = 'Pay with 4111 1111 1111 1111 or call (617) 555-0142.';
  const plain = 'Call us about Social Security.';
  const other = 'My number is 617-555-0199.';
  assert.deepEqual(remembered(card), embeddedRedactor(phone)(card));
  assert.deepEqual(remembered(card), embeddedRedactor(phone)(card));
  assert.deepEqual(remembered(plain), embeddedRedactor(phone)(plain));
  assert.deepEqual(masked, [card, plain]);
  // Two texts kept: a third lets the least recently used go (the plain one), not the card.
  remembered(card);
  assert.deepEqual(remembered(other), embeddedRedactor(phone)(other));
  remembered(card);
  remembered(plain);
  assert.deepEqual(masked, [card, plain, other, plain]);
  // What it hands out nobody can change for the next turn that gets it.
  assert.throws(() => (remembered(card).kinds as string[]).push('ssn'));
});
