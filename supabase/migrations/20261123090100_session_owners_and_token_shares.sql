-- A conversation belongs to its visitor, and the LLM's tokens to everyone.
--
-- * chat_sessions: the owner of each conversation, as the SHA-256 of the secret the function
--   issued with its first turn (the secret itself is never stored, nor sent to the database).
--   A turn that names a conversation without its secret is not the owner's: start_chat_turn()
--   answers 'not_owner' before it reads or takes anything, and the function starts a
--   conversation of the visitor's own instead.
-- * llm_shares: LLM tokens spent per UTC day by each client address and each session. A turn
--   reserves an estimate (its prompt plus max_tokens) of the day's budget and of both shares
--   before the LLM is called, all or none, and settles to what the LLM reported when it is
--   finished. A turn whose reservation is refused is answered by the embedded assistant.

create table public.chat_sessions (
  session_id text primary key,
  key_hash text not null check (key_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);
comment on table public.chat_sessions is
  'The owner of each conversation: the SHA-256 of the secret issued with its first turn.';

-- Like the rate buckets, the shares need no crash safety: after a crash they start empty, which
-- only forgives a little; the day's budget (llm_usage) is durable.
create unlogged table public.llm_shares (
  day date not null,
  key text not null,
  tokens bigint not null check (tokens >= 0),
  primary key (day, key)
);
comment on table public.llm_shares is
  'LLM tokens reserved or spent per UTC day by each client address (ip:) and session (session:).';

-- Reserves `tokens` of the day's LLM budget and of the address's and the session's shares, all
-- or none (`budget`: {day_tokens, address_tokens, session_tokens}). Returns {reserved: tokens}
-- or {denied: 'address_share' | 'session_share' | 'day_budget'}. The shares are locked first, in
-- key order, then the day: a client whose share is spent never waits on the row every
-- reservation shares. llm_settle() locks in the same order.
create function public.llm_reserve(
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
  day_spent bigint;
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
  insert into public.llm_usage as u (day, tokens) values (llm_reserve.day, 0)
    on conflict on constraint llm_usage_pkey do nothing;
  select u.tokens into day_spent from public.llm_usage u where u.day = llm_reserve.day for update;
  if day_spent + tokens > (budget ->> 'day_tokens')::bigint then
    return jsonb_build_object('denied', 'day_budget');
  end if;
  update public.llm_shares s set tokens = s.tokens + llm_reserve.tokens
    where s.day = llm_reserve.day and s.key in ('ip:' || address, 'session:' || conversation);
  update public.llm_usage u set tokens = u.tokens + llm_reserve.tokens
    where u.day = llm_reserve.day;
  return jsonb_build_object('reserved', tokens);
end;
$$;

-- Adds `delta` tokens (negative to give back part of a reservation) to the day's budget and to
-- the address's and the session's shares, never below zero.
create function public.llm_settle(day date, address text, conversation text, delta bigint)
returns void
language sql
set search_path = ''
as $$
  insert into public.llm_shares as s (day, key, tokens)
    values (day, 'ip:' || address, greatest(delta, 0)),
      (day, 'session:' || conversation, greatest(delta, 0))
    on conflict on constraint llm_shares_pkey
    do update set tokens = greatest(0, s.tokens + delta);
  insert into public.llm_usage as u (day, tokens) values (day, greatest(delta, 0))
    on conflict on constraint llm_usage_pkey do update set tokens = greatest(0, u.tokens + delta);
$$;

drop function public.start_chat_turn(text, text, text, text, text, text, text[], text[],
  double precision[], double precision[], bigint, double precision, integer, double precision);

-- Starts a turn in one round trip:
-- 1. the conversation must be the caller's: `key_hash` (the hash of the secret the request
--    presented, or null) must be its owner's, else 'not_owner' and nothing is read or taken. A
--    conversation not yet known is opened with `new_key_hash` as its owner ('opened': true);
--    a request that presented a secret gives none (null), and opens nothing: 'not_owner';
-- 2. the turn is claimed: a new attempt row, unless it was answered (replay), is being answered
--    within its lease (in_flight), or its message_id holds another message (mismatch). A pending
--    attempt older than the lease is sealed as failed ('abandoned') before the next one starts.
--    A claimed turn comes back with the conversation so far: the session's latest answered turns
--    (at most history_turns), whose ids the new row records;
-- 3. every rate-limit bucket must hold a token, and then each gives one; if any is empty, none
--    does, and the claim (and the opening) is undone. The buckets are locked in key order, so
--    concurrent starts cannot deadlock;
-- 4. when `llm` is given ({day_tokens, address_tokens, session_tokens, fixed_tokens,
--    chars_per_token}), a claimed turn reserves its estimate, fixed_tokens plus its message and
--    history at chars_per_token, with llm_reserve(): 'llm' is {reserved} or {denied}.
-- now_ms is the function's clock for the buckets and the budget's day; the record's own times
-- come from the database.
create function public.start_chat_turn(
  session_id text,
  message_id text,
  origin text,
  source text,
  ip_hash text,
  message text,
  redacted_kinds text[],
  key_hash text,
  new_key_hash text,
  bucket_keys text[],
  bucket_capacities double precision[],
  bucket_refills double precision[],
  llm jsonb,
  lease_ms double precision,
  history_turns integer,
  now_ms double precision
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (to_timestamp(now_ms / 1000) at time zone 'UTC')::date;
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
          order by t.id desc limit greatest(history_turns, 0)
        ) h;
        insert into public.chat_turns as t (session_id, message_id, attempt, origin, source,
          ip_hash, message_redacted, redacted_kinds, context_turn_ids)
        values (session_id, message_id, coalesce(latest.attempt, 0) + 1, origin, source, ip_hash,
          message, redacted_kinds, context)
        on conflict on constraint chat_turns_attempt_key do nothing
        returning t.* into claimed;
        -- Not found: a concurrent start claimed this attempt first; look again.
        if found then
          result := jsonb_build_object('outcome', 'claimed', 'opened', opened,
            'turn', public.chat_turn_json(claimed), 'history', history);
        end if;
      end if;
    end loop;

    if cardinality(bucket_keys) > 0 then
      insert into public.rate_buckets (key, tokens, updated_ms)
        select b.key, b.capacity, now_ms
        from unnest(bucket_keys, bucket_capacities) as b(key, capacity)
        order by b.key
        on conflict (key) do nothing;
      with buckets as (
        select b.key, b.refill,
          public.rate_bucket_refill(r.tokens, now_ms - r.updated_ms, b.capacity, b.refill) as tokens
        from unnest(bucket_keys, bucket_capacities, bucket_refills) as b(key, capacity, refill)
        join public.rate_buckets r on r.key = b.key
        order by b.key
        for update of r
      )
      select jsonb_agg(jsonb_build_object('key', b.key,
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

drop function public.finish_chat_turn(text, text, integer, text, text, jsonb, text, text, text,
  text, text, integer, integer, integer, integer, double precision);

-- Seals a pending attempt with its outcome; false when it is no longer pending (sealed
-- already, or abandoned for a later attempt). Either way the LLM tokens it spent settle its
-- reservation (`reserved_tokens`, made on the UTC day of `reserved_ms`; none when null, then
-- the day of now_ms): the difference goes to the day's budget and the shares of its address and
-- session. The seal comes first: its conversation's chain is locked before the budget, in the
-- order start_chat_turn() locks them.
create function public.finish_chat_turn(
  session_id text,
  message_id text,
  attempt integer,
  status text,
  reply text,
  sources jsonb,
  provider text,
  fallback_reason text,
  model text,
  kb_version text,
  prompt_version text,
  error_code text,
  provider_ms integer,
  total_ms integer,
  prompt_tokens integer,
  completion_tokens integer,
  reserved_tokens bigint,
  reserved_ms double precision,
  now_ms double precision
) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  delta bigint := coalesce(prompt_tokens, 0) + coalesce(completion_tokens, 0)
    - coalesce(reserved_tokens, 0);
  address text;
  sealed boolean;
begin
  update public.chat_turns t set status = finish_chat_turn.status,
      reply_redacted = reply, sources = finish_chat_turn.sources,
      provider = finish_chat_turn.provider, fallback_reason = finish_chat_turn.fallback_reason,
      model = finish_chat_turn.model, kb_version = finish_chat_turn.kb_version,
      prompt_version = finish_chat_turn.prompt_version,
      error_code = finish_chat_turn.error_code, provider_ms = finish_chat_turn.provider_ms,
      total_ms = finish_chat_turn.total_ms, prompt_tokens = finish_chat_turn.prompt_tokens,
      completion_tokens = finish_chat_turn.completion_tokens
    where t.session_id = finish_chat_turn.session_id and t.message_id = finish_chat_turn.message_id
      and t.attempt = finish_chat_turn.attempt and t.status = 'pending'
    returning t.ip_hash into address;
  sealed := found;
  if delta <> 0 then
    if not sealed then
      select t.ip_hash into address from public.chat_turns t
        where t.session_id = finish_chat_turn.session_id
          and t.message_id = finish_chat_turn.message_id and t.attempt = finish_chat_turn.attempt;
    end if;
    perform public.llm_settle(
      (to_timestamp(coalesce(reserved_ms, now_ms) / 1000) at time zone 'UTC')::date,
      coalesce(address, ''), session_id, delta);
  end if;
  return sealed;
end;
$$;

-- Deletes the conversations whose newest turn is past the retention window, with their chains
-- and owners; returns how many turns. Without a retention row nothing is deleted.
create or replace function public.purge_expired_chat_turns() returns bigint
language plpgsql
set search_path = ''
as $$
declare
  keep interval := (select r.keep_for from public.chat_retention r);
  purged bigint;
begin
  if keep is null then
    raise warning 'chat_retention has no row: nothing purged';
    return 0;
  end if;
  perform set_config('chat.purging', 'on', true);
  with expired as (
    select t.session_id from public.chat_turns t
    group by t.session_id
    having max(t.created_at) < now() - keep
  ), turns as (
    delete from public.chat_turns t using expired e
    where t.session_id = e.session_id
    returning t.session_id
  ), chains as (
    delete from public.chat_chains c using expired e
    where c.session_id = e.session_id
  ), owners as (
    delete from public.chat_sessions s using expired e
    where s.session_id = e.session_id
  )
  select count(*) into purged from turns;
  perform set_config('chat.purging', 'off', true);
  return purged;
end;
$$;

-- Forgets token buckets idle for longer than `idle` (default one day), and the LLM shares of
-- days before yesterday (UTC): neither changes a limit any more. Returns how many buckets.
create or replace function public.prune_rate_buckets(idle interval default interval '1 day')
returns bigint
language sql
set search_path = ''
as $$
  delete from public.llm_shares
  where day < (clock_timestamp() at time zone 'UTC')::date - 1;
  with pruned as (
    delete from public.rate_buckets
    where updated_ms < extract(epoch from clock_timestamp() - idle) * 1000
    returning 1
  )
  select count(*) from pruned;
$$;

-- No API role has any right on the owners, the shares or their functions; the function's role
-- may only start and finish turns.
alter table public.chat_sessions enable row level security;
alter table public.llm_shares enable row level security;
revoke all on table public.chat_sessions, public.llm_shares
  from public, anon, authenticated, service_role, chat_relay;
revoke all on function
  public.llm_reserve(date, text, text, bigint, jsonb),
  public.llm_settle(date, text, text, bigint),
  public.start_chat_turn(text, text, text, text, text, text, text[], text, text, text[],
    double precision[], double precision[], jsonb, double precision, integer, double precision),
  public.finish_chat_turn(text, text, integer, text, text, jsonb, text, text, text, text, text,
    text, integer, integer, integer, integer, bigint, double precision, double precision)
  from public, anon, authenticated, service_role, chat_relay;
grant execute on function
  public.start_chat_turn(text, text, text, text, text, text, text[], text, text, text[],
    double precision[], double precision[], jsonb, double precision, integer, double precision),
  public.finish_chat_turn(text, text, integer, text, text, jsonb, text, text, text, text, text,
    text, integer, integer, integer, integer, bigint, double precision, double precision)
  to chat_relay;
