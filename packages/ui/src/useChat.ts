import type { Chat, ChatState } from '@firm/chat-core';
import { useSyncExternalStore } from 'react';

/** A chat-core snapshot (messages, status, `attempt`, `retrying`, `error`...) and its actions. */
export type UseChat = ChatState & Pick<Chat, 'send' | 'stop' | 'reset' | 'canSend'>;

/** Subscribes a component to a chat-core store; re-renders on every snapshot. */
export function useChat(chat: Chat): UseChat {
  const state = useSyncExternalStore(chat.subscribe, chat.getSnapshot, chat.getSnapshot);
  return { ...state, send: chat.send, stop: chat.stop, reset: chat.reset, canSend: chat.canSend };
}
