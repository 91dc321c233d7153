import assert from 'node:assert/strict';
import { SESSION_ID_HEADER, SESSION_KEY_HEADER } from '@firm/contract/protocol.ts';
import { hashSessionKey } from '../../_shared/session-key.ts';
import { anotherConversation, conversationOf, issuedHeaders, openedKeyHash } from './session.ts';

Deno.test('session: a presented secret is compared by its hash, and nothing is issued', () => {
  const key = 'a'.repeat(43);
  const conversation = conversationOf('s-1', key);
  assert.deepEqual(conversation, {
    sessionId: 's-1',
    owner: { keyHash: hashSessionKey(key), newKeyHash: null },
    newKey: null,
  });
  assert.deepEqual(issuedHeaders(conversation, true), {});
  assert.equal(openedKeyHash(conversation, false), null);
});

Deno.test('session: without a secret, the turn may open the conversation with a new one', () => {
  const conversation = conversationOf('s-1', null);
  assert.equal(conversation.sessionId, 's-1');
  assert.match(conversation.newKey ?? '', /^[A-Za-z0-9_-]{43}$/);
  assert.equal(conversation.owner.keyHash, null);
  assert.equal(conversation.owner.newKeyHash, hashSessionKey(conversation.newKey ?? ''));
  // Handed over only when the turn did open it.
  assert.deepEqual(issuedHeaders(conversation, false), {});
  assert.equal(openedKeyHash(conversation, false), null);
  assert.deepEqual(issuedHeaders(conversation, true), {
    [SESSION_ID_HEADER]: 's-1',
    [SESSION_KEY_HEADER]: conversation.newKey,
  });
  assert.equal(openedKeyHash(conversation, true), conversation.owner.newKeyHash);
});

Deno.test('session: another conversation has a new id and a new secret each time', () => {
  const a = anotherConversation();
  const b = anotherConversation();
  assert.notEqual(a.sessionId, b.sessionId);
  assert.notEqual(a.newKey, b.newKey);
  assert.equal(a.owner.newKeyHash, hashSessionKey(a.newKey ?? ''));
});
