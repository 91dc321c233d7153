-- A turn is one round trip to start and one to finish, and no row is shared by every turn.
--
-- * start_chat_turn(request jsonb) and finish_chat_turn(request jsonb) each take one JSON
--   argument, so the function sends each as one simple-protocol statement (one round trip, no
--   prepared statement: it works through Supabase's transaction pooler). A new outcome column is
--   one more key of finish's `outcome` and one more name in its column list.
-- * The claim commits asynchronously (synchronous_commit off for its transaction); the finish
--   commits durably, which flushes every earlier record of the write-ahead log, the claim's
--   included. A crash of the database between the two can lose the claims of turns then being
--   answered (and their rate-limit takes and LLM reservations); the finish of such a turn records
--   the claim again (its owner too, when the turn opened the conversation), then seals it, and
--   counts all the tokens it spent, so no answered turn is lost. What a crash loses for good: the
--   claims of turns whose finish never came (as before: they were pending, and nobody saw an
--   answer), the claim's database time (the restored claim has the finish's), and at most the
--   reservations of the turns then in flight, from the day's budget.
-- * The function's capacity limits (global:minute, global:day) are kept in `shards` rows each,
--   one picked at random per turn, each holding 1/shards of the capacity and the refill: never
--   more than the capacity is granted; a turn may be refused while another shard still holds
--   tokens, which a burst of twice the capacity shows as exactly the capacity granted.
-- * The day's LLM budget is kept in shard rows of llm_usage, each allowed 1/shards of the budget;
--   a reservation tries a random shard first, then the others. Never more than the budget is
--   reserved; at most one turn's reservation per shard can be left unreserved at the end of the
--   day. The number of shards keeps that under 1/40 of the budget per shard (see
--   public.llm_shards()), at most 16.
-- * Helpers called inside those statements carry no SET clause, so the planner inlines them;
--   their bodies name every object with its schema instead.

-- Inlinable helpers.
create or replace function public.rate_bucket_refill(
  tokens double precision,
  elapsed_ms double precision,
  capacity double precision,
  refill_per_sec double precision
) returns double precision
language sql
immutable
as $$
  select least(capacity, tokens + greatest(elapsed_ms, 0) * refill_per_sec / 1000)
$$;

create or replace function public.chat_link(prev text, seq bigint, content jsonb) returns text
language sql
immutable
as $$
  select pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(
    prev || ':' || seq::text || ':' || content::text, 'UTF8')), 'hex')
$$;

create or replace function public.chat_epoch_us(at timestamptz) returns bigint
language sql
immutable
as $$
  select (extract(epoch from at) * 1000000)::bigint
$$;

-- The day's LLM budget is kept in this many rows: each holds day_tokens / shards, at least 40
-- times a turn's fixed reservation, so a shard left with less than one turn's reservation leaves
-- at most 1/40 of the budget unused.
create function public.llm_shards(budget jsonb) returns integer
language sql
immutable
as $$
  select greatest(1, least(16, (budget ->> 'day_tokens')::bigint
    / greatest(1, 40 * coalesce((budget ->> 'fixed_tokens')::bigint, 1))))::integer
$$;

alter table public.llm_usage add column shard smallint not null default 0 check (shard >= 0);
alter table public.llm_usage drop constraint llm_usage_pkey;
alter table public.llm_usage add constraint llm_usage_pkey primary key (day, shard);
comment on table public.llm_usage is
  'LLM tokens reserved or spent per UTC day, in shard rows summed on read (see llm_reserve()).';

-- Reserves `tokens` of the day's LLM budget and of the address's and the session's shares, all
-- or none (`budget`: {day_tokens, address_tokens, session_tokens, fixed_tokens}). Returns
-- {reserved: tokens, shard} or {denied: 'address_share' | 'session_share' | 'day_budget'}. The
-- shares are locked first, in key order; then one shard of the day's budget that still has room,
-- a random one first, so concurrent reservations rarely wait on each other.
create or replace function public.llm_reserve(
  day date,
  address text,
  conversation text,
  tokens bigint,
  budget jsonb
) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  address_spent bigint;
  session_spent bigint;
  shards integer := public.llm_shards(budget);
  quota bigint := (budget ->> 'day_tokens')::bigint / public.llm_shards(budget);
  start_at integer := floor(random() * public.llm_shards(budget))::integer;
  candidates integer[];
  shard integer;
begin
  insert into public.llm_shares as s (day, key, tokens)
    values (llm_reserve.day, 'ip:' || address, 0), (llm_reserve.day, 'session:' || conversation, 0)
    on conflict on constraint llm_shares_pkey do nothing;
  select s.tokens into address_spent from public.llm_shares s
    where s.day = llm_reserve.day and s.key = 'ip:' || address for update;
  select s.tokens into session_spent from public.llm_shares s
    where s.day = llm_reserve.day and s.key = 'session:' || conversation for update;
  if address_spent + tokens > (budget ->> 'address_tokens')::bigint then
    return jsonb_build_object('denied', 'address_share');
  end if;
  if session_spent + tokens > (budget ->> 'session_tokens')::bigint then
    return jsonb_build_object('denied', 'session_share');
  end if;
  -- The shards that had room when the statement began, the random one first. Only those are
  -- tried, one at a time, so a reservation waits only on a turn reserving from the same shard.
  select array_agg(g.shard order by (g.shard + shards - start_at) % shards) into candidates
    from generate_series(0, shards - 1) as g(shard)
    left join public.llm_usage u on u.day = llm_reserve.day and u.shard = g.shard
    where coalesce(u.tokens, 0) + llm_reserve.tokens <= quota;
  foreach shard in array coalesce(candidates, '{}') loop
    insert into public.llm_usage as u (day, shard, tokens)
      values (llm_reserve.day, shard, llm_reserve.tokens)
      on conflict on constraint llm_usage_pkey
      do update set tokens = u.tokens + excluded.tokens where u.tokens + excluded.tokens <= quota;
    if found then
      update public.llm_shares s set tokens = s.tokens + llm_reserve.tokens
        where s.day = llm_reserve.day and s.key in ('ip:' || address, 'session:' || conversation);
      return jsonb_build_object('reserved', tokens, 'shard', shard);
    end if;
  end loop;
  return jsonb_build_object('denied', 'day_budget');
end;
$$;

-- Adds `delta` tokens (negative to give back part of a reservation) to the day's budget, in the
-- reservation's shard, and to the address's and the session's shares, never below zero.
drop function public.llm_settle(date, text, text, bigint);
create function public.llm_settle(
  day date,
  address text,
  conversation text,
  delta bigint,
  shard integer
) returns void
language sql
set search_path = ''
as $$
  insert into public.llm_shares as s (day, key, tokens)
    values (day, 'ip:' || address, greatest(delta, 0)),
      (day, 'session:' || conversation, greatest(delta, 0))
    on conflict on constraint llm_shares_pkey
    do update set tokens = greatest(0, s.tokens + delta);
  insert into public.llm_usage as u (day, shard, tokens) values (day, shard, greatest(delta, 0))
    on conflict on constraint llm_usage_pkey do update set tokens = greatest(0, u.tokens + delta);
$$;

-- Every earlier signature of the two calls goes: the function knows only this one.
do $$
declare
  f regprocedure;
begin
  for f in select p.oid::regprocedure from pg_proc p
    where p.pronamespace = 'public'::regnamespace
      and p.proname in ('start_chat_turn', 'finish_chat_turn')
  loop
    execute format('drop function %s', f);
  end loop;
end $$;

-- Starts a turn in one round trip. `request`:
--   {session_id, message_id, origin, source, ip_hash, message, redacted_kinds,
--    key_hash, new_key_hash, buckets: [{key, capacity, refill, shards}], llm, lease_ms,
--    history_turns, now_ms}
-- 1. the conversation must be the caller's: `key_hash` (the hash of the secret the request
--    presented, or null) must be its owner's, else 'not_owner' and nothing is read or taken. A
--    conversation not yet known is opened with `new_key_hash` as its owner ('opened': true);
-- 2. the turn is claimed: a new attempt row, unless it was answered (replay), is being answered
--    within its lease (in_flight), or its message_id holds another message (mismatch). A pending
--    attempt older than the lease is sealed as failed ('abandoned') before the next one starts.
--    A claimed turn comes back with the conversation so far: the session's latest answered turns
--    (at most history_turns), whose ids the new row records;
-- 3. every rate-limit bucket must hold a token, and then each gives one; if any is empty, none
--    does, and the claim (and the opening) is undone. A bucket of `shards` > 1 rows takes from
--    one of them at random (key#n), holding capacity and refill / shards; a denial names the
--    bucket's own key. The buckets are locked in key order, so concurrent starts cannot deadlock;
-- 4. when `llm` is given ({day_tokens, address_tokens, session_tokens, fixed_tokens,
--    chars_per_token}), a claimed turn reserves its estimate, fixed_tokens plus its message and
--    history at chars_per_token, with llm_reserve(): 'llm' is {reserved, shard} or {denied}.
-- The transaction commits asynchronously: the finish's durable commit covers it (see the top).
-- now_ms is the function's clock for the buckets and the budget's day; the record's own times
-- come from the database.
create function public.start_chat_turn(request jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
<<start_chat_turn>>
declare
  session_id text := request ->> 'session_id';
  message_id text := request ->> 'message_id';
  message text := request ->> 'message';
  ip_hash text := request ->> 'ip_hash';
  key_hash text := request ->> 'key_hash';
  new_key_hash text := request ->> 'new_key_hash';
  llm jsonb := nullif(request -> 'llm', 'null');
  lease_ms double precision := (request ->> 'lease_ms')::double precision;
  now_ms double precision := (request ->> 'now_ms')::double precision;
  today date := (to_timestamp(now_ms / 1000) at time zone 'UTC')::date;
  bucket_keys text[];
  bucket_names text[];
  bucket_capacities double precision[];
  bucket_refills double precision[];
  result jsonb;
  denied jsonb;
  owner text;
  opened boolean := false;
  latest public.chat_turns;
  claimed public.chat_turns;
  history jsonb;
  context bigint[];
  conversation_chars bigint;
begin
  perform set_config('synchronous_commit', 'off', true);
  begin
    select s.key_hash into owner from public.chat_sessions s
      where s.session_id = start_chat_turn.session_id;
    if not found and new_key_hash is not null then
      insert into public.chat_sessions as s (session_id, key_hash)
        values (start_chat_turn.session_id, new_key_hash)
        on conflict on constraint chat_sessions_pkey do nothing;
      opened := found;
      -- Not inserted: a concurrent first turn opened it, for whoever it names.
      if not opened then
        select s.key_hash into owner from public.chat_sessions s
          where s.session_id = start_chat_turn.session_id;
      end if;
    end if;
    if not opened and start_chat_turn.key_hash is distinct from owner then
      return jsonb_build_object('outcome', 'not_owner');
    end if;

    while result is null loop
      select t.* into latest from public.chat_turns t
        where t.session_id = start_chat_turn.session_id
          and t.message_id = start_chat_turn.message_id
        order by t.attempt desc limit 1
        for update;
      if found and latest.message_redacted <> message then
        result := jsonb_build_object('outcome', 'mismatch');
      elsif found and latest.status = 'answered' then
        result := jsonb_build_object('outcome', 'replay', 'turn', public.chat_turn_json(latest));
      elsif found and latest.status = 'pending'
        and latest.created_at > now() - make_interval(secs => lease_ms / 1000) then
        result := jsonb_build_object('outcome', 'in_flight', 'turn', public.chat_turn_json(latest));
      else
        if found and latest.status = 'pending' then
          update public.chat_turns t set status = 'failed', error_code = 'abandoned'
            where t.id = latest.id;
        end if;
        select coalesce(array_agg(h.id order by h.id), '{}'),
            coalesce(jsonb_agg(jsonb_build_object('id', h.id, 'message', h.message_redacted,
              'reply', h.reply_redacted) order by h.id), '[]'),
            coalesce(sum(length(h.message_redacted) + length(h.reply_redacted)), 0)
          into context, history, conversation_chars
        from (
          select t.id, t.message_redacted, t.reply_redacted from public.chat_turns t
          where t.session_id = start_chat_turn.session_id and t.status = 'answered'
            and t.message_id <> start_chat_turn.message_id
          order by t.id desc limit greatest((request ->> 'history_turns')::integer, 0)
        ) h;
        insert into public.chat_turns as t (session_id, message_id, attempt, origin, source,
          ip_hash, message_redacted, redacted_kinds, context_turn_ids)
        values (session_id, message_id, coalesce(latest.attempt, 0) + 1,
          request ->> 'origin', request ->> 'source', ip_hash, message,
          array(select jsonb_array_elements_text(request -> 'redacted_kinds')), context)
        on conflict on constraint chat_turns_attempt_key do nothing
        returning t.* into claimed;
        -- Not found: a concurrent start claimed this attempt first; look again.
        if found then
          result := jsonb_build_object('outcome', 'claimed', 'opened', opened,
            'turn', public.chat_turn_json(claimed), 'history', history);
        end if;
      end if;
    end loop;

    select array_agg(b.key || case when b.shards > 1
          then '#' || floor(random() * b.shards)::integer else '' end order by b.key),
        array_agg(b.key order by b.key),
        array_agg(b.capacity / greatest(b.shards, 1) order by b.key),
        array_agg(b.refill / greatest(b.shards, 1) order by b.key)
      into bucket_keys, bucket_names, bucket_capacities, bucket_refills
      from jsonb_to_recordset(request -> 'buckets')
        as b(key text, capacity double precision, refill double precision, shards integer);
    if cardinality(bucket_keys) > 0 then
      insert into public.rate_buckets (key, tokens, updated_ms)
        select b.key, b.capacity, now_ms
        from unnest(bucket_keys, bucket_capacities) as b(key, capacity)
        order by b.key
        on conflict (key) do nothing;
      with buckets as (
        select b.name, b.refill,
          public.rate_bucket_refill(r.tokens, now_ms - r.updated_ms, b.capacity, b.refill) as tokens
        from unnest(bucket_keys, bucket_names, bucket_capacities, bucket_refills)
          as b(key, name, capacity, refill)
        join public.rate_buckets r on r.key = b.key
        order by b.key
        for update of r
      )
      select jsonb_agg(jsonb_build_object('key', b.name,
          'retry_after_ms', ceil((1 - b.tokens) * 1000 / nullif(b.refill, 0))))
        filter (where b.tokens < 1)
        into denied
      from buckets b;
      if denied is not null then
        raise exception using errcode = 'RL001';
      end if;
      update public.rate_buckets r
        set tokens = public.rate_bucket_refill(r.tokens, now_ms - r.updated_ms, b.capacity,
            b.refill) - 1,
          updated_ms = greatest(r.updated_ms, now_ms)
        from unnest(bucket_keys, bucket_capacities, bucket_refills) as b(key, capacity, refill)
        where r.key = b.key;
    end if;
  exception when sqlstate 'RL001' then
    -- A bucket was empty: the claim and the opening are undone, and no bucket gave a token.
    return jsonb_build_object('outcome', 'limited', 'denied', denied);
  end;

  if llm is not null and result ->> 'outcome' = 'claimed' then
    result := result || jsonb_build_object('llm', public.llm_reserve(today, ip_hash, session_id,
      (llm ->> 'fixed_tokens')::bigint
        + ceil((length(message) + conversation_chars) / (llm ->> 'chars_per_token')::numeric)::bigint,
      llm));
  end if;
  return result;
end;
$$;

-- Seals a pending attempt with its outcome in one round trip; false when it is no longer pending
-- (sealed already, or abandoned for a later attempt). `request`:
--   {session_id, message_id, attempt, outcome, claim, reserved, now_ms}
-- `outcome` holds the outcome columns by name (status, reply_redacted, sources, provider,
-- fallback_reason, model, kb_version, prompt_version, error_code, provider_ms, total_ms,
-- prompt_tokens, completion_tokens, and `handling`: how the turn was handled, read by
-- chat_handling_columns()). `claim` ({origin, source, ip_hash, message_redacted,
-- redacted_kinds, context_turn_ids, owner_key_hash}, or null) is what the claim recorded: when a
-- crash lost the claim, it is recorded again first (and the conversation's owner, when this turn
-- opened it), and the tokens spent count in full. Otherwise the tokens spent settle the
-- reservation (`reserved`: {tokens, at_ms, shard}, or null: none, the day of now_ms): the
-- difference goes to the day's budget and the shares of the turn's address and session. The
-- seal comes first: its conversation's chain is locked before the budget, in the order
-- start_chat_turn() locks them. Commits durably, and so makes its claim durable too.
create function public.finish_chat_turn(request jsonb) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
<<finish_chat_turn>>
declare
  session_id text := request ->> 'session_id';
  message_id text := request ->> 'message_id';
  attempt integer := (request ->> 'attempt')::integer;
  o public.chat_turns := jsonb_populate_record(null::public.chat_turns, request -> 'outcome');
  claim jsonb := nullif(request -> 'claim', 'null');
  reserved jsonb := nullif(request -> 'reserved', 'null');
  lost boolean := false;
  delta bigint;
  address text;
  sealed boolean;
begin
  if claim is not null then
    perform from public.chat_turns t
      where t.session_id = finish_chat_turn.session_id
        and t.message_id = finish_chat_turn.message_id and t.attempt = finish_chat_turn.attempt;
    lost := not found;
  end if;
  if lost then
    if claim ->> 'owner_key_hash' is not null then
      insert into public.chat_sessions (session_id, key_hash)
        values (session_id, claim ->> 'owner_key_hash')
        on conflict on constraint chat_sessions_pkey do nothing;
    end if;
    insert into public.chat_turns (session_id, message_id, attempt, origin, source, ip_hash,
      message_redacted, redacted_kinds, context_turn_ids)
    values (session_id, message_id, attempt, claim ->> 'origin', claim ->> 'source',
      claim ->> 'ip_hash', claim ->> 'message_redacted',
      array(select jsonb_array_elements_text(claim -> 'redacted_kinds')),
      array(select jsonb_array_elements_text(claim -> 'context_turn_ids')::bigint));
  end if;
  update public.chat_turns t set (status, reply_redacted, sources, provider, fallback_reason,
      model, kb_version, prompt_version, error_code, provider_ms, total_ms, prompt_tokens,
      completion_tokens)
    = (o.status, o.reply_redacted, coalesce(o.sources, '[]'), o.provider, o.fallback_reason,
      o.model, o.kb_version, o.prompt_version, o.error_code, o.provider_ms, o.total_ms,
      o.prompt_tokens, o.completion_tokens),
    (answer_kind, topic, facet, confidence, abstained, figure_check) =
      (select h.* from public.chat_handling_columns(request -> 'outcome' -> 'handling') h)
    where t.session_id = finish_chat_turn.session_id
      and t.message_id = finish_chat_turn.message_id
      and t.attempt = finish_chat_turn.attempt and t.status = 'pending'
    returning t.ip_hash into address;
  sealed := found;
  delta := coalesce(o.prompt_tokens, 0) + coalesce(o.completion_tokens, 0)
    - case when lost then 0 else coalesce((reserved ->> 'tokens')::bigint, 0) end;
  if delta <> 0 then
    if not sealed then
      select t.ip_hash into address from public.chat_turns t
        where t.session_id = finish_chat_turn.session_id
          and t.message_id = finish_chat_turn.message_id and t.attempt = finish_chat_turn.attempt;
    end if;
    perform public.llm_settle(
      (to_timestamp(coalesce((reserved ->> 'at_ms')::double precision,
        (request ->> 'now_ms')::double precision) / 1000) at time zone 'UTC')::date,
      coalesce(address, ''), session_id, delta,
      coalesce((reserved ->> 'shard')::integer, 0));
  end if;
  return sealed;
end;
$$;

-- No API role has any right on the new functions; the function's role may only start and
-- finish turns.
revoke all on function
  public.llm_shards(jsonb),
  public.llm_settle(date, text, text, bigint, integer),
  public.start_chat_turn(jsonb),
  public.finish_chat_turn(jsonb)
  from public, anon, authenticated, service_role, chat_relay;
grant execute on function public.start_chat_turn(jsonb), public.finish_chat_turn(jsonb)
  to chat_relay;
