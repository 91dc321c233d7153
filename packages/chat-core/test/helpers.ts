import type { ChatReply, ChatRequest } from '@firm/contract/protocol.ts';
import { vi } from 'vitest';
import type { TransportSendOptions as SendOptions, Transport } from '../src/transport.ts';

export interface Call {
  request: ChatRequest;
  options: SendOptions;
  resolve(reply: ChatReply): void;
  reject(error: unknown): void;
}

/** A transport whose every attempt is settled by the test. */
export function manualTransport() {
  const calls: Call[] = [];
  const transport: Transport = {
    send: vi.fn(
      (request: ChatRequest, options: SendOptions) =>
        new Promise<ChatReply>((resolve, reject) => {
          calls.push({ request, options, resolve, reject });
        }),
    ),
  };
  return { transport, calls };
}

/** A server-sent event stream body from `[event, data]` pairs, optionally cut before the end. */
export function sse(events: [string, unknown][], { cut = false } = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const [event, data] of events) {
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      }
      if (cut) controller.error(new TypeError('network connection lost'));
      else controller.close();
    },
  });
}

/** A body that sends `chunks` as they are, then ends. */
export function streamOf(...chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      }
      controller.close();
    },
  });
}

export const sseResponse = (body: ReadableStream<Uint8Array>) =>
  new Response(body, { headers: { 'content-type': 'text/event-stream' } });

export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** Sequential ids, so tests can name them. */
export const ids = () => {
  let n = 0;
  return () => `id-${++n}`;
};
