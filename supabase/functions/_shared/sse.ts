import type { StreamEvents, StreamEventType } from '../../../packages/chat-core/src/protocol.ts';

/** One server-sent event of the relay-chat stream contract. */
export const sseEvent = <T extends StreamEventType>(type: T, data: StreamEvents[T]): string =>
  `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
} as const;
