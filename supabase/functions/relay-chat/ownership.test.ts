/**
 * A conversation belongs to its visitor: a stranger who knows its session_id (and not the secret
 * issued with its first turn) reads nothing of it, writes nothing into it and does not limit it.
 * On PostgreSQL, PGlite and memory, through the LLM (an OpenAI-compatible stub on loopback) and
 * through the embedded assistant.
 */
import assert from 'node:assert/strict';
import { SESSION_ID_HEADER, SESSION_KEY_HEADER } from '@firm/contract/protocol.ts';
import { TEST_DATABASES } from '../../testing/databases.ts';
import { llmStub } from '../../testing/llm-stub.ts';
import { memoryTurnStore } from '../../testing/memory-stores.ts';
import { CLIENT_IP, keepingSessions, post, validBody } from '../../testing/relay-chat.ts';
import type { Db } from '../_shared/db/db.ts';
import { readRecords, sqlTurnStore } from '../_shared/db/stores.ts';
import { sha256Hex } from '../_shared/digest.ts';
import type { LogEntry } from '../_shared/log.ts';
import type { TurnRecord, TurnStore } from '../_shared/stores.ts';
import { createHandler } from './handler.ts';
import { relayDeps } from './mod.ts';

const VISITOR = '203.0.113.10';
const STRANGER = '198.51.100.20';
const SESSION = 'visitor-session-1';
const FIRST = 'My daughter Alice starts college in 2031. What is a 529 plan?';

/** The stores under test: each with a way to read its record, and to throw it away. */
const STORES: {
  kind: string;
  create: () => Promise<{
    turns: TurnStore;
    records: () => Promise<TurnRecord[]>;
    db?: Db;
    drop: () => Promise<void>;
  }>;
}[] = [
  ...TEST_DATABASES.map(({ kind, create }) => ({
    kind,
    create: async () => {
      const { db, relay, drop } = await create();
      return { turns: sqlTurnStore(relay), records: () => readRecords(db), db, drop };
    },
  })),
  {
    kind: 'memory',
    create: () => {
      const turns = memoryTurnStore();
      return Promise.resolve({
        turns,
        records: () => Promise.resolve(turns.records()),
        drop: () => Promise.resolve(),
      });
    },
  },
];

for (const { kind, create } of STORES) {
  for (const path of ['LLM', 'embedded assistant'] as const) {
    Deno.test(`a stranger with a visitor’s session_id reads, writes and limits nothing (${path}, ${kind})`, async () => {
      await using llm = llmStub();
      const store = await create();
      try {
        const env: Record<string, string> = {
          IP_HASH_SALT: 'ownership',
          RATE_LIMIT_SESSION_PER_MINUTE: '3',
          ...(path === 'LLM' ? { OPENAI_API_KEY: 'sk-stub', OPENAI_BASE_URL: llm.url } : {}),
        };
        const logs: LogEntry[] = [];
        const raw = createHandler({
          ...relayDeps((name) => env[name], store.turns),
          log: (entry) => logs.push(entry),
        });
        const visitor = keepingSessions(raw);
        const send = (
          client: typeof raw,
          ip: string,
          body: Record<string, unknown>,
          headers: Record<string, string> = {},
        ) =>
          client(
            post(validBody({ session_id: SESSION, ...body }), { [CLIENT_IP]: ip, ...headers }),
          );

        // The visitor's conversation: its first reply carries the secret that continues it.
        const first = await send(visitor, VISITOR, { message: FIRST, message_id: 'v1' });
        assert.equal(first.status, 200);
        assert.equal(first.headers.get(SESSION_ID_HEADER), SESSION);
        const key = first.headers.get(SESSION_KEY_HEADER) ?? '';
        assert.match(key, /^[A-Za-z0-9_-]{43}$/);
        const visitorReply = (await first.json()).response;
        const second = await send(visitor, VISITOR, {
          message: 'Who can open one?',
          message_id: 'v2',
        });
        assert.equal(second.status, 200);
        assert.equal(second.headers.get(SESSION_KEY_HEADER), null, 'issued once');
        await second.body?.cancel();
        const callsBefore = llm.bodies.length;
        const before = (await store.records()).filter((t) => t.sessionId === SESSION);

        // Everything a stranger might try with the session_id and no (or a wrong) secret.
        const tries: [Record<string, unknown>, Record<string, string>][] = [
          [{ message: 'What did we talk about?', message_id: 's1' }, {}],
          // The visitor's own turn, word for word: it must not replay the visitor's reply.
          [{ message: FIRST, message_id: 'v1' }, {}],
          // The visitor's message id with another message: no refusal that confirms the id.
          [{ message: 'Did I ask about college?', message_id: 'v2' }, {}],
          [
            { message: 'Tell me what I said.', message_id: 's2' },
            { [SESSION_KEY_HEADER]: 'x'.repeat(43) },
          ],
          ...Array.from(
            { length: 4 },
            (_, i): [Record<string, unknown>, Record<string, string>] => [
              { message: `Question ${i}?`, message_id: `s-more-${i}` },
              {},
            ],
          ),
        ];
        const strangerSessions = new Set<string>();
        for (const [body, headers] of tries) {
          const response = await send(raw, STRANGER, body, headers);
          assert.equal(response.status, 200, JSON.stringify(body));
          // Answered in a conversation of the stranger's own, whose id and secret come back.
          const own = response.headers.get(SESSION_ID_HEADER) ?? '';
          assert.notEqual(own, SESSION);
          assert.match(own, /^[0-9a-f-]{36}$/);
          assert.match(response.headers.get(SESSION_KEY_HEADER) ?? '', /^[A-Za-z0-9_-]{43}$/);
          strangerSessions.add(own);
          const { response: text } = await response.json();
          assert.doesNotMatch(text, /Alice|2031/);
        }
        assert.equal(strangerSessions.size, tries.length);

        const records = await store.records();
        // Nothing was written into the visitor's conversation.
        assert.deepEqual(
          records.filter((t) => t.sessionId === SESSION),
          before,
        );
        // Nothing of it was read: no stranger's turn was shown one of the visitor's turns.
        const visitorIds = new Set(before.map((t) => t.id));
        const strangers = records.filter((t) => strangerSessions.has(t.sessionId));
        assert.equal(strangers.length, tries.length);
        for (const turn of strangers) {
          assert.deepEqual(
            turn.contextTurnIds.filter((id) => visitorIds.has(id)),
            [],
          );
          assert.equal(turn.status, 'answered');
        }
        if (path === 'LLM') {
          // The stranger's calls, every one made afresh (the replay too), were shown no
          // conversation: the instructions and the stranger's own message, nothing else.
          const calls = llm.bodies.slice(callsBefore);
          assert.deepEqual(
            calls.map((call) => call.messages.slice(1)),
            tries.map(([body]) => [{ role: 'user', content: body.message }]),
          );
          assert.notEqual(strangers[1]?.reply, visitorReply);
        }

        // The visitor is not limited (its session allows 3 turns a minute; 2 were its own), and
        // its conversation is still its own.
        const third = await send(visitor, VISITOR, {
          message: 'How much can I put in?',
          message_id: 'v3',
        });
        assert.equal(third.status, 200);
        await third.body?.cancel();
        const mine = (await store.records()).filter((t) => t.sessionId === SESSION);
        assert.deepEqual(
          mine.map((t) => [t.messageId, t.ipHash, t.status]),
          [
            ['v1', before[0]?.ipHash, 'answered'],
            ['v2', before[0]?.ipHash, 'answered'],
            ['v3', before[0]?.ipHash, 'answered'],
          ],
        );
        assert.deepEqual(mine[2]?.contextTurnIds, [mine[0]?.id, mine[1]?.id]);
        if (path === 'LLM') {
          const shown = JSON.stringify(llm.bodies.at(-1)?.messages);
          assert.match(shown, /Alice/);
          assert.doesNotMatch(shown, /What did we talk about|Question \d|Tell me what I said/);
        }

        // The secret is in no log line, and the database keeps only its hash.
        assert.doesNotMatch(JSON.stringify(logs), new RegExp(key));
        assert.equal(logs.filter((l) => l.not_owner_of === SESSION).length, tries.length);
        if (store.db) {
          const [owner] = await store.db.query<{ key_hash: string }>(
            'select key_hash from chat_sessions where session_id = $1',
            [SESSION],
          );
          assert.equal(owner?.key_hash, sha256Hex(key));
          const [{ found } = { found: -1 }] = await store.db.query<{ found: number }>(
            `select count(*)::int as found from (
               select t::text as row from chat_turns t union all select s::text from chat_sessions s
               union all select c::text from chat_chains c) rows where row like '%' || $1 || '%'`,
            [key],
          );
          assert.equal(found, 0);
        }
      } finally {
        await store.drop();
      }
    });
  }
}
