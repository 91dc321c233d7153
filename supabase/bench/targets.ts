/**
 * Servers the bench measures, each in its own process so none shares an event loop with the
 * load generator: `echo` (a bare Deno.serve JSON echo, the baseline), `gateway` (the functions
 * gateway, configured from the environment, with the in-memory store unless CHAT_DB_URL names a
 * database) and `upstream <delayMs>` (a
 * chat completions stub that streams a short reply after a fixed delay).
 * Listens on FUNCTIONS_PORT, as bench/load.ts's startRelay sets it.
 */
import { serveGateway } from '../dev/gateway.ts';
import { memoryTurnStore } from '../testing/memory-stores.ts';

const [kind, delayArg] = Deno.args;
const port = Number(Deno.env.get('FUNCTIONS_PORT') ?? 0);

/** Echoes a JSON body; a request without one (the readiness check) gets `null`. */
const echo = async (request: Request) => Response.json(request.body ? await request.json() : null);

const encoder = new TextEncoder();
const chunk = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
const reply = encoder.encode(`${chunk('Plan ')}${chunk('first.')}data: [DONE]\n\n`);

const upstream = (delayMs: number) => async (request: Request) => {
  await request.arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  return new Response(reply, { headers: { 'content-type': 'text/event-stream' } });
};

if (kind === 'gateway') {
  // Without CHAT_DB_URL, turns are kept in this process's memory.
  await serveGateway({ port, turns: Deno.env.get('CHAT_DB_URL') ? undefined : memoryTurnStore() });
} else if (kind === 'echo' || kind === 'upstream') {
  Deno.serve(
    { hostname: '127.0.0.1', port, onListen: () => {} },
    kind === 'echo' ? echo : upstream(Number(delayArg ?? 20)),
  );
} else {
  throw new Error('usage: targets.ts echo | gateway | upstream <delayMs>');
}
