-- The record only grows, and starting a turn is one round trip.
--
-- * One row per attempt at a turn, keyed by (session_id, message_id, attempt). A row is inserted
--   pending and sealed once (answered or failed); a sealed row never changes again. A retry of a
--   failed or abandoned turn is a new row with the next attempt number.
-- * Each write is a link of its conversation's hash chain: the claim (insert) and the seal
--   (completion) each store sha256(previous link's hash, link number, the row's content), and
--   chat_chains keeps each conversation's last link. `pnpm transcripts verify` recomputes the
--   chains, so a row changed or removed behind the guards (e.g. with triggers disabled) shows.
-- * Times in the record come from the database clock; nobody can back-date a turn.
-- * The function connects as chat_relay, which may only call start_chat_turn() and
--   finish_chat_turn(). No API role (anon, authenticated, service_role) has any right on these
--   tables or functions.

-- Old rows keep their history: the attempt counter becomes the attempt number.
drop trigger chat_turns_append_only_update on public.chat_turns;
alter table public.chat_turns rename column attempts to attempt;
alter table public.chat_turns drop constraint chat_turns_session_id_message_id_key;
alter table public.chat_turns add constraint chat_turns_attempt_key
  unique (session_id, message_id, attempt);
alter table public.chat_turns drop column updated_at;
alter table public.chat_turns
  -- The page origin from the Origin header only; what the body claims is kept apart.
  add column source text check (length(source) <= 512),
  -- The recorded turns the model was shown as the conversation so far (ids in this table).
  add column context_turn_ids bigint[] not null default '{}',
  -- LLM tokens spent on this attempt, as the provider reported them (estimated when it did not).
  add column prompt_tokens integer,
  add column completion_tokens integer,
  -- Hash chain links: the claim's and the seal's number and hash in the conversation's chain.
  add column claim_seq bigint,
  add column claim_hash text,
  add column seal_seq bigint,
  add column seal_hash text;
comment on column public.chat_turns.origin is 'Origin header of the request (never the body)';
comment on column public.chat_turns.source is 'The page the client says it sent from (body source)';

-- The last link of each conversation's chain.
create table public.chat_chains (
  session_id text primary key,
  seq bigint not null check (seq >= 0),
  head text not null
);
comment on table public.chat_chains is
  'Last hash chain link of each conversation in chat_turns; see pnpm transcripts verify.';

-- LLM tokens spent per UTC day, for the daily budget.
create table public.llm_usage (
  day date primary key,
  tokens bigint not null check (tokens >= 0)
);

-- The bucket's last grant is no longer read back: buckets are taken all together or not at all.
drop function public.take_rate_token(text, double precision, double precision, double precision, double precision);
alter table public.rate_buckets drop column granted;

-- One link: sha256 over the previous link's hash, this link's number and its content.
create function public.chat_link(prev text, seq bigint, content jsonb) returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(prev || ':' || seq::text || ':' || content::text, 'UTF8')), 'hex')
$$;

-- Microseconds since the epoch: a time as the same text whatever the session's time zone.
create function public.chat_epoch_us(at timestamptz) returns bigint
language sql
immutable
set search_path = ''
as $$
  select (extract(epoch from at) * 1000000)::bigint
$$;

-- What a claim link covers: everything known when the turn started.
create function public.chat_claim_content(t public.chat_turns) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_array('claim', t.id, t.session_id, t.message_id, t.attempt,
    t.message_redacted, t.redacted_kinds, t.origin, t.source, t.ip_hash, t.context_turn_ids,
    public.chat_epoch_us(t.created_at))
$$;

-- What a seal link covers: the outcome.
create function public.chat_seal_content(t public.chat_turns) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_array('seal', t.id, t.status, t.reply_redacted, t.sources, t.provider,
    t.model, t.kb_version, t.prompt_version, t.error_code, t.provider_ms, t.total_ms,
    t.prompt_tokens, t.completion_tokens, public.chat_epoch_us(t.completed_at))
$$;

-- Appends a link to a conversation's chain (locking its head until commit); returns its number
-- and hash.
create function public.chat_chain_append(session text, content jsonb, out seq bigint, out hash text)
language plpgsql
set search_path = ''
as $$
declare
  prev text;
begin
  insert into public.chat_chains (session_id, seq, head) values (session, 0, '')
    on conflict (session_id) do nothing;
  select c.seq + 1, c.head into seq, prev
    from public.chat_chains c where c.session_id = session for update;
  hash := public.chat_link(prev, seq, content);
  update public.chat_chains c set seq = chat_chain_append.seq, head = hash
    where c.session_id = session;
end;
$$;

-- A turn starts pending, with no outcome, at the database's time; its claim is chained.
create function public.chat_turns_guard_insert() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status <> 'pending' or new.completed_at is not null or new.reply_redacted is not null
    or new.seal_seq is not null or new.seal_hash is not null then
    raise exception 'a chat turn is recorded pending, with no outcome'
      using errcode = 'check_violation';
  end if;
  new.created_at := now();
  select a.seq, a.hash into new.claim_seq, new.claim_hash
    from public.chat_chain_append(new.session_id, public.chat_claim_content(new)) a;
  return new;
end;
$$;

create trigger chat_turns_guard_insert
  before insert on public.chat_turns
  for each row execute function public.chat_turns_guard_insert();

-- A pending turn is sealed once, answered or failed, at the database's time; its seal is
-- chained. Nothing else about a turn ever changes.
create or replace function public.chat_turns_guard_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status <> 'pending' then
    raise exception 'chat turn % is sealed: it never changes', old.id
      using errcode = 'check_violation';
  end if;
  if public.chat_claim_content(new) is distinct from public.chat_claim_content(old)
    or new.claim_seq is distinct from old.claim_seq
    or new.claim_hash is distinct from old.claim_hash then
    raise exception 'chat turn % is append-only: what it started with never changes', old.id
      using errcode = 'check_violation';
  end if;
  if new.status not in ('answered', 'failed') then
    raise exception 'chat turn % may only be sealed, as answered or failed', old.id
      using errcode = 'check_violation';
  end if;
  new.completed_at := now();
  select a.seq, a.hash into new.seal_seq, new.seal_hash
    from public.chat_chain_append(new.session_id, public.chat_seal_content(new)) a;
  return new;
end;
$$;

create trigger chat_turns_guard_update
  before update on public.chat_turns
  for each row execute function public.chat_turns_guard_update();

-- Deletes fail closed: only the purge, only whole conversations whose newest turn is past the
-- retention window, and never when no window is set.
create or replace function public.chat_turns_guard_delete() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  keep interval := (select r.keep_for from public.chat_retention r);
begin
  if coalesce(current_setting('chat.purging', true), '') <> 'on'
    or keep is null
    or exists (
      select from public.chat_turns t
      where t.session_id = old.session_id and t.created_at >= now() - keep
    ) then
    raise exception 'chat turn % is kept for the retention window; only purge_expired_chat_turns() deletes',
      old.id
      using errcode = 'insufficient_privilege';
  end if;
  return old;
end;
$$;

-- The retention window is changed by the database owner only, and never removed.
create function public.chat_retention_guard() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'the retention window cannot be removed; update keep_for instead'
    using errcode = 'insufficient_privilege';
end;
$$;

create trigger chat_retention_no_delete
  before delete on public.chat_retention
  for each row execute function public.chat_retention_guard();

create trigger chat_retention_no_truncate
  before truncate on public.chat_retention
  for each statement execute function public.chat_retention_guard();

-- Deletes the conversations whose newest turn is past the retention window, with their chains;
-- returns how many turns. Without a retention row nothing is deleted.
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
  )
  select count(*) into purged from turns;
  perform set_config('chat.purging', 'off', true);
  return purged;
end;
$$;

-- A turn as the function reads it: times as epoch milliseconds.
create function public.chat_turn_json(t public.chat_turns) returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', t.id, 'session_id', t.session_id, 'message_id', t.message_id, 'attempt', t.attempt,
    'status', t.status, 'message', t.message_redacted, 'redacted_kinds', t.redacted_kinds,
    'origin', t.origin, 'source', t.source, 'ip_hash', t.ip_hash, 'reply', t.reply_redacted,
    'sources', t.sources, 'provider', t.provider, 'model', t.model, 'kb_version', t.kb_version,
    'prompt_version', t.prompt_version, 'error_code', t.error_code,
    'provider_ms', t.provider_ms, 'total_ms', t.total_ms, 'prompt_tokens', t.prompt_tokens,
    'completion_tokens', t.completion_tokens, 'context_turn_ids', t.context_turn_ids,
    'created_ms', public.chat_epoch_us(t.created_at) / 1000.0)
$$;

-- The conversation so far, read at every claim: a session's answered turns by id.
create index chat_turns_answered on public.chat_turns (session_id, id) where status = 'answered';

-- Starts a turn in one round trip:
-- 1. the LLM's daily token budget (when given) must not be spent;
-- 2. the turn is claimed: a new attempt row, unless it was answered (replay), is being answered
--    within its lease (in_flight), or its message_id holds another message (mismatch). A pending
--    attempt older than the lease is sealed as failed ('abandoned') before the next one starts.
--    A claimed turn comes back with the conversation so far: the session's latest answered turns
--    (at most history_turns), whose ids the new row records;
-- 3. every rate-limit bucket must hold a token, and then each gives one; if any is empty, none
--    does, and the claim is undone. The buckets come last so that the rows every request shares
--    (the function's own budgets) stay locked for as short a time as possible; they are locked in
--    key order, so concurrent starts cannot deadlock.
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
  bucket_keys text[],
  bucket_capacities double precision[],
  bucket_refills double precision[],
  daily_tokens bigint,
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
  latest public.chat_turns;
  claimed public.chat_turns;
  history jsonb;
  context bigint[];
begin
  if daily_tokens is not null
    and coalesce((select u.tokens from public.llm_usage u where u.day = today), 0)
      >= daily_tokens then
    return jsonb_build_object('outcome', 'budget_spent');
  end if;

  begin
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
              'reply', h.reply_redacted) order by h.id), '[]')
          into context, history
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
          result := jsonb_build_object('outcome', 'claimed',
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
    -- A bucket was empty: the claim is undone, and no bucket gave a token.
    return jsonb_build_object('outcome', 'limited', 'denied', denied);
  end;
  return result;
end;
$$;

-- Seals a pending attempt with its outcome; false when it is no longer pending (sealed
-- already, or abandoned for a later attempt). The tokens it spent count towards the day's
-- budget either way.
create function public.finish_chat_turn(
  session_id text,
  message_id text,
  attempt integer,
  status text,
  reply text,
  sources jsonb,
  provider text,
  model text,
  kb_version text,
  prompt_version text,
  error_code text,
  provider_ms integer,
  total_ms integer,
  prompt_tokens integer,
  completion_tokens integer,
  now_ms double precision
) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  spent bigint := coalesce(prompt_tokens, 0) + coalesce(completion_tokens, 0);
begin
  if spent > 0 then
    insert into public.llm_usage as u (day, tokens)
      values ((to_timestamp(now_ms / 1000) at time zone 'UTC')::date, spent)
      on conflict (day) do update set tokens = u.tokens + excluded.tokens;
  end if;
  update public.chat_turns t set status = finish_chat_turn.status,
      reply_redacted = reply, sources = finish_chat_turn.sources,
      provider = finish_chat_turn.provider, model = finish_chat_turn.model,
      kb_version = finish_chat_turn.kb_version, prompt_version = finish_chat_turn.prompt_version,
      error_code = finish_chat_turn.error_code, provider_ms = finish_chat_turn.provider_ms,
      total_ms = finish_chat_turn.total_ms, prompt_tokens = finish_chat_turn.prompt_tokens,
      completion_tokens = finish_chat_turn.completion_tokens
    where t.session_id = finish_chat_turn.session_id and t.message_id = finish_chat_turn.message_id
      and t.attempt = finish_chat_turn.attempt and t.status = 'pending';
  return found;
end;
$$;

-- Rows recorded before the chain get their links now, in the order they were written.
do $$
declare
  t public.chat_turns;
begin
  alter table public.chat_turns disable trigger chat_turns_guard_update;
  for t in select * from public.chat_turns order by created_at, id loop
    update public.chat_turns c set (claim_seq, claim_hash) =
      (select a.seq, a.hash from public.chat_chain_append(t.session_id, public.chat_claim_content(t)) a)
      where c.id = t.id;
    if t.status <> 'pending' then
      update public.chat_turns c set (seal_seq, seal_hash) =
        (select a.seq, a.hash from public.chat_chain_append(t.session_id, public.chat_seal_content(t)) a)
        where c.id = t.id;
    end if;
  end loop;
  alter table public.chat_turns enable trigger chat_turns_guard_update;
end $$;

-- The function's own role: it may start and finish turns, nothing else.
do $$
begin
  if not exists (select from pg_roles where rolname = 'chat_relay') then
    create role chat_relay nologin;
  end if;
exception when duplicate_object or unique_violation then null;
end $$;
grant usage on schema public to chat_relay;

-- No API role has any right on the record, the limits or their functions; Supabase grants them
-- all rights on new objects in public by default.
alter table public.chat_chains enable row level security;
alter table public.llm_usage enable row level security;
revoke all on table public.chat_turns, public.chat_retention, public.chat_chains,
  public.llm_usage, public.rate_buckets
  from public, anon, authenticated, service_role, chat_relay;
revoke all on sequence public.chat_turns_id_seq
  from public, anon, authenticated, service_role, chat_relay;
revoke all on function
  public.chat_link(text, bigint, jsonb),
  public.chat_epoch_us(timestamptz),
  public.chat_claim_content(public.chat_turns),
  public.chat_seal_content(public.chat_turns),
  public.chat_chain_append(text, jsonb),
  public.chat_turns_guard_insert(),
  public.chat_turns_guard_update(),
  public.chat_turns_guard_delete(),
  public.chat_turns_guard_truncate(),
  public.chat_retention_guard(),
  public.purge_expired_chat_turns(),
  public.prune_rate_buckets(interval),
  public.rate_bucket_refill(double precision, double precision, double precision, double precision),
  public.chat_turn_json(public.chat_turns),
  public.start_chat_turn(text, text, text, text, text, text, text[], text[], double precision[],
    double precision[], bigint, double precision, integer, double precision),
  public.finish_chat_turn(text, text, integer, text, text, jsonb, text, text, text, text, text,
    integer, integer, integer, integer, double precision)
  from public, anon, authenticated, service_role, chat_relay;
grant execute on function
  public.start_chat_turn(text, text, text, text, text, text, text[], text[], double precision[],
    double precision[], bigint, double precision, integer, double precision),
  public.finish_chat_turn(text, text, integer, text, text, jsonb, text, text, text, text, text,
    integer, integer, integer, integer, double precision)
  to chat_relay;
