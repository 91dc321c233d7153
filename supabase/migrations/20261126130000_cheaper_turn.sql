-- A turn costs the database less: what every claim and seal runs is planned once per
-- connection, and each link of a conversation's chain is hashed once.
--
-- * chat_chain_append() was one SQL statement in an SQL function called from the record's
--   triggers. PostgreSQL cannot inline a function that writes, and plans an SQL function's body
--   again on every call, so each link (two a turn) paid a planning. Its upsert also hashed the
--   link twice once the chain had begun: its VALUES (the first link, chat_link('', 1, content))
--   are computed before the conflict is found, then the update computes the real one. It is now
--   PL/pgSQL, whose plans are kept per connection: an update of the chain's row that locks it
--   and writes the next link, hashed once; the insert of the first link only when the
--   conversation has no chain yet (the upsert still orders a concurrent first link after it).
--   Every hash of every chain is unchanged: the first link is chat_link('', 1, content), each
--   later one chat_link(head, seq + 1, content).
-- * chat_handling_columns(), which finish_chat_turn() reads the handling columns with, returned
--   one record from an SQL function with a SET clause: planned again on every seal. It is now a
--   set-returning SQL function without SET clause, which the planner inlines into the seal's
--   update (a set-returning function in FROM is inlined; one returning a single record is not).
--   Same checks, same columns.
-- * llm_settle(), run by a finish that spent LLM tokens, is PL/pgSQL for the same reason.

create or replace function public.chat_chain_append(
  session text,
  content jsonb,
  out seq bigint,
  out hash text
)
language plpgsql
as $$
begin
  update public.chat_chains c
    set seq = c.seq + 1, head = public.chat_link(c.head, c.seq + 1, content)
    where c.session_id = session
    returning c.seq, c.head into seq, hash;
  if not found then
    insert into public.chat_chains as c (session_id, seq, head)
      values (session, 1, public.chat_link('', 1, content))
      on conflict (session_id) do update
        set seq = c.seq + 1, head = public.chat_link(c.head, c.seq + 1, content)
      returning c.seq, c.head into seq, hash;
  end if;
end;
$$;

drop function public.chat_handling_columns(jsonb);
create function public.chat_handling_columns(handling jsonb)
returns table (
  answer_kind text,
  topic text,
  facet text,
  confidence numeric,
  abstained boolean,
  figure_check text
)
language sql
immutable
as $$
  select
    case when jsonb_typeof(handling -> 'kind') = 'string'
      and handling ->> 'kind' ~ '^[a-z_]{1,32}$' then handling ->> 'kind' end,
    case when jsonb_typeof(handling -> 'topic') = 'string'
      and length(handling ->> 'topic') between 1 and 128 then handling ->> 'topic' end,
    case when jsonb_typeof(handling -> 'facet') = 'string'
      and length(handling ->> 'facet') between 1 and 128 then handling ->> 'facet' end,
    case when jsonb_typeof(handling -> 'confidence') = 'number'
      then round(greatest(0, least(1, (handling ->> 'confidence')::numeric)), 4) end,
    case when jsonb_typeof(handling -> 'abstained') = 'boolean'
      then (handling ->> 'abstained')::boolean end,
    case when handling ->> 'figure_check' in ('passed', 'fell_back', 'not_applicable')
      then handling ->> 'figure_check' end
$$;

create or replace function public.llm_settle(
  day date,
  address text,
  conversation text,
  delta bigint,
  shard integer
) returns void
language plpgsql
set search_path = ''
as $$
begin
  insert into public.llm_shares as s (day, key, tokens)
    values (llm_settle.day, 'ip:' || address, greatest(llm_settle.delta, 0)),
      (llm_settle.day, 'session:' || conversation, greatest(llm_settle.delta, 0))
    on conflict on constraint llm_shares_pkey
    do update set tokens = greatest(0, s.tokens + llm_settle.delta);
  insert into public.llm_usage as u (day, shard, tokens)
    values (llm_settle.day, llm_settle.shard, greatest(llm_settle.delta, 0))
    on conflict on constraint llm_usage_pkey
    do update set tokens = greatest(0, u.tokens + llm_settle.delta);
end;
$$;

revoke all on function public.chat_handling_columns(jsonb)
  from public, anon, authenticated, service_role, chat_relay;
