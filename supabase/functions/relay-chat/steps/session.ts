import { SESSION_ID_HEADER, SESSION_KEY_HEADER } from '@firm/contract/protocol.ts';
import { hashSessionKey, issueSessionKey } from '../../_shared/session-key.ts';
import type { Owner } from '../../_shared/stores.ts';

/**
 * The conversation a turn asks to join and who the caller is to it: `owner` as the store checks
 * it, and `newKey`, the secret the turn hands back if it opens the conversation (null when the
 * caller presented a secret: that turn continues a conversation and opens none).
 */
export interface Conversation {
  sessionId: string;
  owner: Owner;
  newKey: string | null;
}

/** A conversation not yet known to the caller, with the secret that will be theirs. */
const opening = (sessionId: string): Conversation => {
  const newKey = issueSessionKey();
  return { sessionId, owner: { keyHash: null, newKeyHash: hashSessionKey(newKey) }, newKey };
};

/**
 * Authorise the session: the caller of `sessionId` with the secret they presented (the store
 * compares its hash with the owner's), or, without one, a first turn that may open it.
 */
export const conversationOf = (sessionId: string, sessionKey: string | null): Conversation =>
  sessionKey === null
    ? opening(sessionId)
    : { sessionId, owner: { keyHash: hashSessionKey(sessionKey), newKeyHash: null }, newKey: null };

/** A new conversation of the caller's own, for a turn that named someone else's. */
export const anotherConversation = (): Conversation => opening(crypto.randomUUID());

/** The hash of the secret of a conversation the turn opened; null when it opened none. */
export const openedKeyHash = (conversation: Conversation, opened: boolean): string | null =>
  opened ? conversation.owner.newKeyHash : null;

/** The headers that hand the caller a conversation the turn opened and its secret. */
export const issuedHeaders = (
  conversation: Conversation,
  opened: boolean,
): Record<string, string> =>
  opened && conversation.newKey !== null
    ? { [SESSION_ID_HEADER]: conversation.sessionId, [SESSION_KEY_HEADER]: conversation.newKey }
    : {};
