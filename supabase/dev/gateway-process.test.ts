/**
 * The gateway as `pnpm dev` and `pnpm serve:functions` start it: the origins it allows, said at
 * start, and a second gateway on the same embedded database, which stops with one line.
 */
import assert from 'node:assert/strict';
import { localOrigins } from './gateway.ts';

const GATEWAY = new URL('./gateway.ts', import.meta.url).pathname;

/** A loopback port nothing listens on now. */
function freePort(): number {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/** Starts `deno run dev/gateway.ts` with `env`; resolves with its output once it is ready. */
function start(env: Record<string, string>) {
  const child = new Deno.Command(Deno.execPath(), {
    args: ['run', '--allow-net', '--allow-env', '--allow-read', '--allow-write', GATEWAY],
    env: { ...env, NO_COLOR: '1' },
    stdout: 'piped',
    stderr: 'piped',
  }).spawn();
  const output: string[] = [];
  const ready = (async () => {
    const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return output.join('');
      output.push(value);
      if (/Embedded database served|not served/.test(output.join(''))) {
        (async () => {
          while (!(await reader.read()).done);
        })();
        return output.join('');
      }
    }
  })();
  return { child, ready };
}

Deno.test('ALLOWED_ORIGINS adds to the local origins in the gateway; * stays every origin', () => {
  assert.equal(localOrigins(undefined), 'local');
  assert.equal(localOrigins(' https://a.example , '), 'local,https://a.example');
  assert.equal(localOrigins('https://a.example,*'), '*');
});

Deno.test('the gateway says which origins it allows, and a second one on its database stops with one line', async () => {
  // Under .data, the one place the tests may write.
  const data = new URL('../.data/', import.meta.url).pathname;
  await Deno.mkdir(data, { recursive: true });
  const dir = await Deno.makeTempDir({ dir: data, prefix: 'gateway-test-' });
  const port = freePort();
  const env = {
    PGLITE_DIR: `${dir}/pglite`,
    PGLITE_PORT: String(freePort()),
    ALLOWED_ORIGINS: 'https://partner.example',
  };
  const first = start({ ...env, FUNCTIONS_PORT: String(port) });
  try {
    const output = await first.ready;
    assert.match(
      output,
      /Origins allowed: localhost, 127\.0\.0\.1 and \[::1\] on any port, https:\/\/partner\.example/,
    );
    // Both the origin listed and the site on its local port pass the preflight.
    for (const origin of ['https://partner.example', 'http://localhost:5173']) {
      const response = await fetch(`http://127.0.0.1:${port}/functions/v1/relay-chat`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      await response.body?.cancel();
      assert.equal(response.headers.get('access-control-allow-origin'), origin);
    }
    const refused = await fetch(`http://127.0.0.1:${port}/functions/v1/relay-chat`, {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
    });
    await refused.body?.cancel();
    assert.equal(refused.status, 403);

    const second = await new Deno.Command(Deno.execPath(), {
      args: ['run', '--allow-net', '--allow-env', '--allow-read', '--allow-write', GATEWAY],
      env: { ...env, FUNCTIONS_PORT: String(freePort()), NO_COLOR: '1' },
    }).output();
    const said = new TextDecoder().decode(second.stderr).trim();
    assert.equal(second.code, 1);
    assert.equal(said.split('\n').length, 1, said);
    assert.match(said, new RegExp(`gateway on http://127\\.0\\.0\\.1:${port}/functions/v1/`));
    assert.match(said, /stop it/);
  } finally {
    first.child.kill('SIGTERM');
    await first.child.status;
    await first.child.stderr.cancel();
    await Deno.remove(dir, { recursive: true });
  }
});
