-- start_chat_turn() returns only the texts of the conversation's earlier turns that the caller
-- does not hold yet.
--
-- A claimed turn came back with the conversation's latest answered turns (ten by default), each
-- with its message and reply, so every start sent the whole conversation again (about 10 KB on
-- the bench's conversations) to a function that had read all but the newest turn at its previous
-- start. A sealed turn never changes (the record's triggers), so its texts, once read, can be
-- kept by the caller under its id. The request names the ids whose texts it holds
-- (`known_turn_ids`, optional): those come back as {id} alone, the others as before. Which turns
-- the conversation holds, in which order, and what the new row records (context_turn_ids, the
-- LLM estimate's length) still come from the record, as before; a caller that holds nothing gets
-- every text, as before.

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
--    does, and the claim (and the opening) is undone. A bucket of `shards` > 1 rows takes from
--    one of them at random (key#n), holding capacity and refill / shards; a denial names the
--    bucket's own key. The buckets are locked in key order, so concurrent starts cannot deadlock;
-- 4. when `llm` is given ({day_tokens, address_tokens, session_tokens, fixed_tokens,
--    chars_per_token}), a claimed turn reserves its estimate, fixed_tokens plus its message and
--    history at chars_per_token, with llm_reserve(): 'llm' is {reserved, shard} or {denied}.
-- The transaction commits asynchronously: the finish's durable commit covers it (see the top).
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
            coalesce(jsonb_agg(case when known @> to_jsonb(h.id) then jsonb_build_object('id', h.id)
              else jsonb_build_object('id', h.id, 'message', h.message_redacted,
                'reply', h.reply_redacted) end order by h.id), '[]'),
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
