-- The record of every chat turn, kept for compliance review.
--
-- One row per turn, keyed by (session_id, message_id): a retried turn finds the first one's row.
-- Rows are append-only: a turn is inserted as pending and completed once (answered or failed);
-- a failed or abandoned turn may be claimed again by a counted retry (attempts + 1). An answered
-- turn is final, the visitor's message and the turn's identity never change, and rows leave only
-- through purge_expired_chat_turns() once past the retention window.
-- The public anon key can neither read nor write: RLS is on, with no policy, and privileges are
-- revoked from anon and authenticated.

create table public.chat_turns (
  id bigint generated always as identity primary key,
  session_id text not null check (length(session_id) between 1 and 128),
  message_id text not null check (length(message_id) between 1 and 128),
  -- The visitor's message and the reply, both as redacted; the raw text is never stored.
  message_redacted text not null,
  reply_redacted text,
  -- Kinds of personal data masked in the message (e.g. 'ssn'), never the values.
  redacted_kinds text[] not null default '{}',
  provider text,
  model text,
  kb_version text,
  prompt_version text,
  sources jsonb not null default '[]',
  status text not null default 'pending' check (status in ('pending', 'answered', 'failed')),
  error_code text,
  -- Requests that have worked on this turn (1 on the first; each claim by a retry adds one).
  -- Only the request holding the current attempt may complete a pending turn.
  attempts integer not null default 1 check (attempts >= 1),
  -- Milliseconds spent waiting on the provider, and from receipt of the request to the outcome.
  provider_ms integer,
  total_ms integer,
  origin text,
  -- Salted hash of the client IP; the raw IP is never stored.
  ip_hash text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  unique (session_id, message_id),
  check ((status = 'pending') = (completed_at is null))
);

-- Export for review: one conversation after another, in time order.
create index chat_turns_created_at on public.chat_turns (created_at);

comment on table public.chat_turns is
  'Every chat turn (redacted), append-only; rows leave only through purge_expired_chat_turns().';

-- How long turns are kept: one row, changed only by the database owner.
create table public.chat_retention (
  singleton boolean primary key default true check (singleton),
  keep_for interval not null check (keep_for >= interval '1 day')
);
insert into public.chat_retention (keep_for) values (interval '6 years');

comment on table public.chat_retention is
  'Retention window for chat_turns (default 6 years); update keep_for to change it.';

create function public.chat_turns_guard_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.id is distinct from old.id
    or new.session_id is distinct from old.session_id
    or new.message_id is distinct from old.message_id
    or new.message_redacted is distinct from old.message_redacted
    or new.redacted_kinds is distinct from old.redacted_kinds
    or new.origin is distinct from old.origin
    or new.ip_hash is distinct from old.ip_hash
    or new.created_at is distinct from old.created_at then
    raise exception 'chat turn % is append-only: its identity and message never change', old.id
      using errcode = 'check_violation';
  end if;
  if old.status = 'answered' then
    raise exception 'chat turn % is answered and final', old.id
      using errcode = 'check_violation';
  end if;
  if old.status = 'failed' and not (new.status = 'pending' and new.attempts = old.attempts + 1) then
    raise exception 'chat turn % failed: it may only be claimed again by a counted retry', old.id
      using errcode = 'check_violation';
  end if;
  return new;
end;
$$;

create trigger chat_turns_append_only_update
  before update on public.chat_turns
  for each row execute function public.chat_turns_guard_update();

create function public.chat_turns_guard_delete() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(current_setting('chat.purging', true), '') <> 'on'
    or old.created_at >= now() - (select keep_for from public.chat_retention) then
    raise exception 'chat turn % is kept for the retention window; only purge_expired_chat_turns() deletes',
      old.id
      using errcode = 'insufficient_privilege';
  end if;
  return old;
end;
$$;

create trigger chat_turns_append_only_delete
  before delete on public.chat_turns
  for each row execute function public.chat_turns_guard_delete();

create function public.chat_turns_guard_truncate() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'chat_turns cannot be truncated; only purge_expired_chat_turns() deletes'
    using errcode = 'insufficient_privilege';
end;
$$;

create trigger chat_turns_no_truncate
  before truncate on public.chat_turns
  for each statement execute function public.chat_turns_guard_truncate();

-- Deletes the turns older than the retention window; returns how many.
create function public.purge_expired_chat_turns() returns bigint
language plpgsql
set search_path = ''
as $$
declare
  purged bigint;
begin
  perform set_config('chat.purging', 'on', true);
  delete from public.chat_turns
  where created_at < now() - (select keep_for from public.chat_retention);
  get diagnostics purged = row_count;
  perform set_config('chat.purging', 'off', true);
  return purged;
end;
$$;

alter table public.chat_turns enable row level security;
alter table public.chat_retention enable row level security;

revoke all on table public.chat_turns, public.chat_retention from public, anon, authenticated;
revoke all on function public.chat_turns_guard_update(), public.chat_turns_guard_delete(),
  public.chat_turns_guard_truncate(), public.purge_expired_chat_turns()
  from public, anon, authenticated;
grant execute on function public.purge_expired_chat_turns() to service_role;
