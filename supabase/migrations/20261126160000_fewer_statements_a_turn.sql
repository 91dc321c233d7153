-- A turn runs fewer statements in the database: each statement a PL/pgSQL function runs pays
-- the executor's start and end (and, on chat_turns, the preparation of every check constraint),
-- whatever it does, and those were most of a turn's CPU in the database.
--
-- * start_chat_turn() took its rate-limit buckets after the claim, inside a block that a denial
--   undid (a subtransaction every start paid for: its entry, its exit, and a subtransaction id
--   on every row it wrote), in four statements (gather the keys, create missing rows, read and
--   lock every row in key order, take a token from each). It now takes them before it writes
--   anything of the turn, in two statements and no subtransaction: gather the keys, then one
--   upsert that creates a missing row with its token already taken, or takes a token from an
--   existing row that holds one after its refill. The upsert's rows come in key order, so rows
--   are still locked in key order (concurrent starts cannot deadlock); a row it finds without a
--   token stays locked and untouched (PostgreSQL locks the conflicting row before it checks the
--   update's condition). When any bucket gave nothing, the denial is read from the locked rows,
--   each token taken is given back (the row left as a refill to now leaves it, which holds the
--   same tokens at any later time, up to a float's rounding), and the conversation the turn
--   opened is deleted: nothing else of the turn was written yet, so a denied turn still
--   abandons, claims and opens nothing, and costs no bucket a token. A new bucket whose
--   capacity is under one token is denied, as before (its retry from its capacity). A replay,
--   a turn in flight or a mismatch still takes its tokens, as before. Same tokens, same
--   refills, same denials with the same retry times; the locks are now taken buckets first,
--   then the turn and its chain (a finish takes no bucket, so no order of theirs can cross).
-- * Asynchronous commit of the claim is set by an assignment, not a PERFORM (a statement); the
--   characters of the conversation (read for the LLM's estimate) are counted only when there is
--   an LLM to reserve for.
-- * finish_chat_turn() looked for the claimed row before sealing it, to record a claim a crash
--   had lost; it now seals first, and looks only when the seal found no pending row: a finish
--   whose claim is there (every finish but after a crash) runs one statement less. A lost claim
--   is recorded again, then sealed, as before.
-- * The record's insert and update triggers write their link of the conversation's chain with
--   one update of the chain's row, not through chat_chain_append() (a SELECT calling a PL/pgSQL
--   function that runs that update): one statement a link instead of two. The conversation's
--   first link (no chain row yet) still goes through chat_chain_append(), whose upsert orders a
--   concurrent first link after it. Every hash of every chain is unchanged: the same content,
--   chat_link(head, seq + 1, content).
-- * The update trigger checks that what a turn started with never changes by comparing those
--   columns themselves, not two JSON arrays built from them (chat_claim_content() of the old and
--   the new row): the same columns, equal exactly when the arrays were (created_at compared as
--   the time it is, the arrays holding it to the microsecond, as timestamptz does).
-- * The twelve check constraints of chat_turns are checked by those triggers instead (below):
--   the same checks, on every insert and update, refused with the same message and code. The
--   database's CPU a turn fell by about a tenth with them (store alone, one connection,
--   alternating rounds), as much as without any check at all.

-- What the check constraints of chat_turns required, as one expression: the name of the first
-- check a row fails (in the constraints' order, their names'), or null. The record's insert and
-- update triggers, which every write of a turn fires, raise it as the constraint did (the same
-- message and error code), so the checks hold for every row as before. As constraints they cost
-- every statement that wrote a turn the reading and planning of twelve expressions (PostgreSQL
-- prepares a table's check constraints anew for each statement); in the triggers they are planned
-- once a connection. A NULL passes, as it passes a check constraint.
create function public.chat_turn_violation(t public.chat_turns) returns text
language sql
immutable
as $$
  select case
    when not coalesce(t.answer_kind ~ '^[a-z_]{1,32}$', true) then 'chat_turns_answer_kind_check'
    when not coalesce(t.attempt >= 1, true) then 'chat_turns_attempts_check'
    when not coalesce((t.status = 'pending') = (t.completed_at is null), true)
      then 'chat_turns_check'
    when not coalesce(t.confidence >= 0 and t.confidence <= 1, true)
      then 'chat_turns_confidence_check'
    when not coalesce(length(t.facet) >= 1 and length(t.facet) <= 128, true)
      then 'chat_turns_facet_check'
    when not coalesce(t.fallback_reason in ('day_budget', 'address_share', 'session_share'), true)
      then 'chat_turns_fallback_reason_check'
    when not coalesce(t.figure_check in ('passed', 'fell_back', 'not_applicable'), true)
      then 'chat_turns_figure_check_check'
    when not coalesce(length(t.message_id) >= 1 and length(t.message_id) <= 128, true)
      then 'chat_turns_message_id_check'
    when not coalesce(length(t.session_id) >= 1 and length(t.session_id) <= 128, true)
      then 'chat_turns_session_id_check'
    when not coalesce(length(t.source) <= 512, true) then 'chat_turns_source_check'
    when not coalesce(t.status in ('pending', 'answered', 'failed', 'interrupted'), true)
      then 'chat_turns_status_check'
    when not coalesce(length(t.topic) >= 1 and length(t.topic) <= 128, true)
      then 'chat_turns_topic_check'
  end
$$;

revoke all on function public.chat_turn_violation(public.chat_turns)
  from public, anon, authenticated, service_role, chat_relay;

alter table public.chat_turns
  drop constraint chat_turns_answer_kind_check,
  drop constraint chat_turns_attempts_check,
  drop constraint chat_turns_check,
  drop constraint chat_turns_confidence_check,
  drop constraint chat_turns_facet_check,
  drop constraint chat_turns_fallback_reason_check,
  drop constraint chat_turns_figure_check_check,
  drop constraint chat_turns_message_id_check,
  drop constraint chat_turns_session_id_check,
  drop constraint chat_turns_source_check,
  drop constraint chat_turns_status_check,
  drop constraint chat_turns_topic_check;

create or replace function public.chat_turns_guard_insert() returns trigger
language plpgsql
as $$
declare
  violation text;
begin
  if new.status <> 'pending' or new.completed_at is not null or new.reply_redacted is not null
    or new.seal_seq is not null or new.seal_hash is not null then
    raise exception 'a chat turn is recorded pending, with no outcome'
      using errcode = 'check_violation';
  end if;
  new.created_at := now();
  violation := public.chat_turn_violation(new);
  if violation is not null then
    raise exception 'new row for relation "chat_turns" violates check constraint "%"', violation
      using errcode = 'check_violation', constraint = violation, table = 'chat_turns',
        schema = 'public';
  end if;
  update public.chat_chains c
    set seq = c.seq + 1,
      head = public.chat_link(c.head, c.seq + 1, public.chat_claim_content(new))
    where c.session_id = new.session_id
    returning c.seq, c.head into new.claim_seq, new.claim_hash;
  if not found then
    select a.seq, a.hash into new.claim_seq, new.claim_hash
      from public.chat_chain_append(new.session_id, public.chat_claim_content(new)) a;
  end if;
  return new;
end;
$$;

create or replace function public.chat_turns_guard_update() returns trigger
language plpgsql
as $$
declare
  violation text;
begin
  if old.status <> 'pending' then
    raise exception 'chat turn % is sealed: it never changes', old.id
      using errcode = 'check_violation';
  end if;
  if (new.id, new.session_id, new.message_id, new.attempt, new.message_redacted,
      new.redacted_kinds, new.origin, new.source, new.ip_hash, new.context_turn_ids,
      new.created_at, new.claim_seq, new.claim_hash)
    is distinct from (old.id, old.session_id, old.message_id, old.attempt, old.message_redacted,
      old.redacted_kinds, old.origin, old.source, old.ip_hash, old.context_turn_ids,
      old.created_at, old.claim_seq, old.claim_hash) then
    raise exception 'chat turn % is append-only: what it started with never changes', old.id
      using errcode = 'check_violation';
  end if;
  if new.status not in ('answered', 'failed', 'interrupted') then
    raise exception 'chat turn % may only be sealed, as answered, failed or interrupted', old.id
      using errcode = 'check_violation';
  end if;
  new.completed_at := now();
  violation := public.chat_turn_violation(new);
  if violation is not null then
    raise exception 'new row for relation "chat_turns" violates check constraint "%"', violation
      using errcode = 'check_violation', constraint = violation, table = 'chat_turns',
        schema = 'public';
  end if;
  update public.chat_chains c
    set seq = c.seq + 1,
      head = public.chat_link(c.head, c.seq + 1, public.chat_seal_content(new))
    where c.session_id = new.session_id
    returning c.seq, c.head into new.seal_seq, new.seal_hash;
  if not found then
    select a.seq, a.hash into new.seal_seq, new.seal_hash
      from public.chat_chain_append(new.session_id, public.chat_seal_content(new)) a;
  end if;
  return new;
end;
$$;

-- Starts a turn in one round trip. `request`:
--   {session_id, message_id, origin, source, ip_hash, message, redacted_kinds,
--    key_hash, new_key_hash, buckets: [{key, capacity, refill, shards}], llm, lease_ms,
--    history_turns, known_turn_ids, now_ms}
-- 1. the conversation must be the caller's: `key_hash` (the hash of the secret the request
--    presented, or null) must be its owner's, else 'not_owner' and nothing is read or taken. A
--    conversation not yet known is opened with `new_key_hash` as its owner ('opened': true);
-- 2. the turn is claimed: a new attempt row, unless it was answered (replay), is being answered
--    within its lease (in_flight), or its message_id holds another message (mismatch). A pending
--    attempt older than the lease is sealed as failed ('abandoned') before the next one starts.
--    A claimed turn comes back with the conversation so far: the session's latest answered turns
--    (at most history_turns), whose ids the new row records: each as {id, message, reply}, or
--    as {id} alone when its id is in known_turn_ids (the caller holds its texts already);
-- 3. every rate-limit bucket must hold a token, and then each gives one; if any is empty, none
--    does, and nothing is claimed (the opening is undone). A bucket of `shards` > 1 rows takes from
--    one of them at random (key#n), holding capacity and refill / shards; a denial names the
--    bucket's own key. The buckets are locked in key order, so concurrent starts cannot deadlock;
-- 4. when `llm` is given ({day_tokens, address_tokens, session_tokens, fixed_tokens,
--    chars_per_token}), a claimed turn reserves its estimate, fixed_tokens plus its message and
--    history at chars_per_token, with llm_reserve(): 'llm' is {reserved, shard} or {denied}.
-- The transaction commits asynchronously: the finish's durable commit covers it (migration
-- 20261125120000 says what a crash between them loses, and how the finish records it again).
-- now_ms is the function's clock for the buckets and the budget's day; the record's own times
-- come from the database.
create or replace function public.start_chat_turn(request jsonb) returns jsonb
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
  returned_keys text[];
  granted integer;
  result jsonb;
  denied jsonb;
  owner text;
  opened boolean := false;
  latest public.chat_turns;
  claimed public.chat_turns;
  history jsonb;
  known jsonb := coalesce(request -> 'known_turn_ids', '[]');
  context bigint[];
  conversation_chars bigint;
  setting text;
begin
  setting := set_config('synchronous_commit', 'off', true);
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

  -- The buckets, before anything of the turn is written: one token from each, in key order.
  select array_agg(b.key || case when b.shards > 1
        then '#' || floor(random() * b.shards)::integer else '' end order by b.key),
      array_agg(b.key order by b.key),
      array_agg(b.capacity / greatest(b.shards, 1) order by b.key),
      array_agg(b.refill / greatest(b.shards, 1) order by b.key)
    into bucket_keys, bucket_names, bucket_capacities, bucket_refills
    from jsonb_to_recordset(request -> 'buckets')
      as b(key text, capacity double precision, refill double precision, shards integer);
  if cardinality(bucket_keys) > 0 then
    -- One token from each bucket, in key order: a new row is created with it taken, an
    -- existing one gives it when it holds one after its refill, else stays as it is (locked).
    with taken as (
      insert into public.rate_buckets as r (key, tokens, updated_ms)
        select b.key, b.capacity - 1, now_ms
        from unnest(bucket_keys, bucket_capacities) as b(key, capacity)
        order by b.key
        on conflict (key) do update
          set tokens = (
              select public.rate_bucket_refill(r.tokens, now_ms - r.updated_ms, b.capacity,
                b.refill)
              from unnest(bucket_keys, bucket_capacities, bucket_refills)
                as b(key, capacity, refill)
              where b.key = r.key
            ) - 1,
            updated_ms = greatest(r.updated_ms, now_ms)
          where (
              select public.rate_bucket_refill(r.tokens, now_ms - r.updated_ms, b.capacity,
                b.refill)
              from unnest(bucket_keys, bucket_capacities, bucket_refills)
                as b(key, capacity, refill)
              where b.key = r.key
            ) >= 1
        returning r.key, r.tokens
    )
    select array_agg(t.key), count(*) filter (where t.tokens >= 0)
      into returned_keys, granted
    from taken t;
    if granted < cardinality(bucket_keys) then
      -- The buckets that gave nothing: a row the upsert left as it was (its tokens after
      -- refill), or a new one whose capacity is under one token (what it was created with).
      select jsonb_agg(jsonb_build_object('key', b.name,
          'retry_after_ms', ceil((1 - b.tokens) * 1000 / nullif(b.refill, 0))) order by b.key)
          filter (where b.tokens < 1)
        into denied
      from (
        select u.key, u.name, u.refill,
          case when u.key = any(returned_keys) then r.tokens + 1
            else public.rate_bucket_refill(r.tokens, now_ms - r.updated_ms, u.capacity,
              u.refill) end as tokens
        from unnest(bucket_keys, bucket_names, bucket_capacities, bucket_refills)
          as u(key, name, capacity, refill)
        join public.rate_buckets r on r.key = u.key
      ) b;
      -- Every token taken is given back (a row is left as a refill to now left it: the same
      -- tokens at any later time, up to the rounding of a float), and the conversation this
      -- turn opened is not opened: no bucket gave a token, nothing of the turn was written.
      update public.rate_buckets r set tokens = r.tokens + 1 where r.key = any(returned_keys);
      if opened then
        delete from public.chat_sessions s where s.session_id = start_chat_turn.session_id;
      end if;
      return jsonb_build_object('outcome', 'limited', 'denied', denied);
    end if;
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
          coalesce(jsonb_agg(case when known @> to_jsonb(h.id) then jsonb_build_object('id', h.id)
            else jsonb_build_object('id', h.id, 'message', h.message_redacted,
              'reply', h.reply_redacted) end order by h.id), '[]'),
          -- Counted only for the LLM's estimate: a count of characters reads every text.
          coalesce(sum(case when llm is not null
            then length(h.message_redacted) + length(h.reply_redacted) end), 0)
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

  if llm is not null and result ->> 'outcome' = 'claimed' then
    result := result || jsonb_build_object('llm', public.llm_reserve(today, ip_hash, session_id,
      (llm ->> 'fixed_tokens')::bigint
        + ceil((length(message) + conversation_chars) / (llm ->> 'chars_per_token')::numeric)::bigint,
      llm));
  end if;
  return result;
end;
$$;

-- Seals a pending attempt with its outcome in one round trip, as migration 20261125120000
-- describes; the seal is tried first, and only when it found no pending row does the function
-- look for the claimed row, to record a claim a crash lost (then seal it).
create or replace function public.finish_chat_turn(request jsonb) returns boolean
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
  loop
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
    exit when sealed or claim is null or lost;
    -- Nothing pending: sealed already, abandoned, or the claim was lost (not in the record).
    perform from public.chat_turns t
      where t.session_id = finish_chat_turn.session_id
        and t.message_id = finish_chat_turn.message_id and t.attempt = finish_chat_turn.attempt;
    exit when found;
    lost := true;
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
  end loop;
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
