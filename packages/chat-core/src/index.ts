export type { ChatReply, ChatRequest } from '@firm/contract/protocol.ts';
export { type AskOptions, type AskRequest, ask, type Retry, type RetryOptions } from './ask.ts';
export { ChatError } from './errors.ts';
export {
  type Chat,
  type ChatOptions,
  type ChatState,
  createChat,
  MESSAGES,
  type Message,
  type SendOutcome,
} from './store.ts';
export {
  type FetchTransportOptions,
  fetchTransport,
  type Session,
  type SupabaseTransportOptions,
  supabaseTransport,
  type Transport,
  type TransportSendOptions,
} from './transport.ts';
