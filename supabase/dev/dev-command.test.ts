/**
 * Settings given to `pnpm dev` reach the function, and Ctrl-C ends it quietly: turbo passes only the variables turbo.json
 * declares, so this runs the root's dev task (turbo, pnpm, the gateway) as a developer would,
 * with an OpenAI-compatible stub on loopback and a PostgreSQL database for the record.
 */
import assert from 'node:assert/strict';
import { createServerDatabase } from '../testing/databases.ts';

const REPO = decodeURIComponent(new URL('../../', import.meta.url).pathname);
const ANON_KEY = 'dev-command-anon-key';
const ORIGIN = 'http://127.0.0.1:5199';

/** A loopback port nothing listens on now. */
function freePort(): number {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/** Resolves once a connection to `port` is refused: whatever listened there has exited. */
async function closed(port: number): Promise<void> {
  for (;;) {
    try {
      (await Deno.connect({ hostname: '127.0.0.1', port })).close();
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

Deno.test('pnpm dev: OPENAI_*, CHAT_DB_URL and the production settings reach the function', async () => {
  const seen: { authorization: string | null; model: string }[] = [];
  const upstream = Deno.serve(
    { hostname: '127.0.0.1', port: 0, onListen() {} },
    async (request) => {
      const { model } = await request.json();
      seen.push({ authorization: request.headers.get('authorization'), model });
      const chunk = { choices: [{ delta: { content: 'From the stub.' } }] };
      return new Response(`data: ${JSON.stringify(chunk)}\n\ndata: [DONE]\n\n`, {
        headers: { 'content-type': 'text/event-stream' },
      });
    },
  );
  const database = await createServerDatabase(2);
  const port = freePort();
  const dev = new Deno.Command('pnpm', {
    args: ['dev', '--filter=@firm/supabase', '--output-logs=new-only'],
    cwd: REPO,
    env: {
      FUNCTIONS_PORT: String(port),
      OPENAI_API_KEY: 'sk-dev-command',
      OPENAI_BASE_URL: `http://127.0.0.1:${upstream.addr.port}/v1`,
      OPENAI_MODEL: 'stub-model',
      CHAT_DB_URL: database.relayUrl as string,
      IP_HASH_SALT: 'dev-command-salt',
      SUPABASE_ANON_KEY: ANON_KEY,
      ALLOWED_ORIGINS: ORIGIN,
      TURBO_TELEMETRY_DISABLED: '1',
    },
    stdout: 'piped',
    stderr: 'piped',
    // Its own process group, so that the whole tree (turbo, pnpm, deno) stops together.
    detached: true,
  }).spawn();
  const output: string[] = [];
  const ready = (async () => {
    const lines = dev.stdout.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await lines.read();
      if (done) throw new Error(`pnpm dev ended before the gateway was ready:\n${output.join('')}`);
      output.push(value);
      if (output.join('').includes('gateway ready')) {
        // Keep draining, so the child never blocks on a full pipe.
        (async () => {
          for (let next = await lines.read(); !next.done; next = await lines.read()) {
            output.push(next.value);
          }
        })();
        return;
      }
    }
  })();
  const stderr = new Response(dev.stderr).text();
  try {
    await ready;
    assert.match(
      output.join(''),
      new RegExp(`127\\.0\\.0\\.1:${port}/`),
      'FUNCTIONS_PORT was lost',
    );
    const response = await fetch(`http://127.0.0.1:${port}/functions/v1/relay-chat`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        authorization: `Bearer ${ANON_KEY}`,
      },
      body: JSON.stringify({
        message: 'Is the stub answering?',
        session_id: crypto.randomUUID(),
        timestamp: Date.now(),
        source: `${ORIGIN}/`,
        history: [],
        message_id: crypto.randomUUID(),
      }),
    });
    assert.equal(response.status, 200, await response.clone().text());
    assert.equal((await response.json()).response, 'From the stub.');
    assert.deepEqual(seen, [{ authorization: 'Bearer sk-dev-command', model: 'stub-model' }]);
    const [turn] = await database.db.query<{ provider: string; model: string; status: string }>(
      'select provider, model, status from chat_turns',
    );
    assert.deepEqual({ ...turn }, { provider: 'openai', model: 'stub-model', status: 'answered' });
    // Ctrl-C, which a terminal sends to the whole group: the command ends quietly, with success.
    Deno.kill(-dev.pid, 'SIGINT');
    const { code } = await dev.status;
    const said = `${output.join('')}${await stderr}`;
    assert.equal(code, 0, said);
    assert.doesNotMatch(said, /ELIFECYCLE|Command failed/);
  } finally {
    // Still running only when an assertion above failed.
    try {
      Deno.kill(-dev.pid, 'SIGTERM');
    } catch {
      // The group has exited.
    }
    await dev.status;
    await stderr;
    await closed(port);
    await upstream.shutdown();
    await database.drop();
  }
});
