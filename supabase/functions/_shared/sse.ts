import type { StreamEvents, StreamEventType } from '@firm/contract/protocol.ts';

/** One server-sent event of the relay-chat stream contract. */
export const sseEvent = <T extends StreamEventType>(type: T, data: StreamEvents[T]): string =>
  `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
} as const;

const encoder = new TextEncoder();

/**
 * A stream of server-sent events: `run` sends events as they come and resolves with the last
 * one, after which the stream ends. A client that has gone away is no error: its request signal
 * is what stops the work.
 */
export const sseStream = (run: (send: (event: string) => void) => Promise<string>) =>
  new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: string) => {
        try {
          controller.enqueue(encoder.encode(event));
        } catch {
          // The client has gone.
        }
      };
      send(await run(send));
      try {
        controller.close();
      } catch {
        // Already cancelled by the client.
      }
    },
  });
