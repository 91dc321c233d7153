import { createChat, type Transport } from '@firm/chat-core';
import type { FindSensitive } from '@firm/ui';
import { config } from './config.ts';

let transport: Promise<Transport> | undefined;

/** Loads supabase-js and the transport, once; a failed load is tried again next time. */
export function loadTransport(): Promise<Transport> {
  transport ??= import('./supabase.ts')
    .then(({ createTransport }) => createTransport())
    .catch((error: unknown) => {
      transport = undefined;
      throw error;
    });
  return transport;
}

/** The page's one conversation; its session id is made once per page load. */
export const chat = createChat({
  transport: { send: async (request, options) => (await loadTransport()).send(request, options) },
});

/** Starts loading the transport ahead of the first send. */
export const warmUp = (): void => {
  loadTransport().catch(() => {});
};

/** The redactor the function applies, loaded when the visitor starts using the chat. */
export const loadFindSensitive = (): Promise<FindSensitive> =>
  import('@firm/assistant/redact').then(({ draftChecker }) => draftChecker([config.firm.phone]));
