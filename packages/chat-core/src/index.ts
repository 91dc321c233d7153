export { ChatError, isRetryable, parseRetryAfter } from './errors.ts';
export * from './protocol.ts';
export { RETRY_DEFAULTS, type RetryOptions, withRetry } from './retry.ts';
export {
  type Chat,
  type ChatOptions,
  type ChatState,
  type ChatStatus,
  createChat,
  MESSAGES,
  type Message,
} from './store.ts';
export {
  type FetchTransportOptions,
  type FunctionsInvoker,
  fetchTransport,
  type SendOptions,
  supabaseTransport,
  type Transport,
} from './transport.ts';
