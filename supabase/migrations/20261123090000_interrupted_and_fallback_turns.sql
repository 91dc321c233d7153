-- The record says how each reply ended.
--
-- * `interrupted`: the reply had begun to stream to the visitor when the client went away or the
--   upstream failed. The text the visitor saw is kept in reply_redacted (instead of nothing), and
--   error_code says why it stopped. Like a failed attempt, an interrupted one is retried as a new
--   attempt.
-- * fallback_reason: the embedded assistant answered in place of the LLM because the day's LLM
--   budget ('day_budget'), the client address's share ('address_share') or the session's share
--   ('session_share') was spent.
--
-- The seal link covers fallback_reason only when it is set, so every seal written before this
-- migration keeps its hash and `pnpm transcripts verify` still holds for it.

alter table public.chat_turns drop constraint chat_turns_status_check;
alter table public.chat_turns add constraint chat_turns_status_check
  check (status in ('pending', 'answered', 'failed', 'interrupted'));
alter table public.chat_turns add column fallback_reason text
  check (fallback_reason in ('day_budget', 'address_share', 'session_share'));
comment on column public.chat_turns.fallback_reason is
  'Why the embedded assistant answered in place of the LLM (null: it did not)';

create or replace function public.chat_seal_content(t public.chat_turns) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_array('seal', t.id, t.status, t.reply_redacted, t.sources, t.provider,
    t.model, t.kb_version, t.prompt_version, t.error_code, t.provider_ms, t.total_ms,
    t.prompt_tokens, t.completion_tokens, public.chat_epoch_us(t.completed_at))
    || case when t.fallback_reason is null then '[]'::jsonb
       else jsonb_build_array(t.fallback_reason) end
$$;

-- A pending turn is sealed once, answered, failed or interrupted, at the database's time; its
-- seal is chained. Nothing else about a turn ever changes.
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
  if new.status not in ('answered', 'failed', 'interrupted') then
    raise exception 'chat turn % may only be sealed, as answered, failed or interrupted', old.id
      using errcode = 'check_violation';
  end if;
  new.completed_at := now();
  select a.seq, a.hash into new.seal_seq, new.seal_hash
    from public.chat_chain_append(new.session_id, public.chat_seal_content(new)) a;
  return new;
end;
$$;

create or replace function public.chat_turn_json(t public.chat_turns) returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', t.id, 'session_id', t.session_id, 'message_id', t.message_id, 'attempt', t.attempt,
    'status', t.status, 'message', t.message_redacted, 'redacted_kinds', t.redacted_kinds,
    'origin', t.origin, 'source', t.source, 'ip_hash', t.ip_hash, 'reply', t.reply_redacted,
    'sources', t.sources, 'provider', t.provider, 'fallback_reason', t.fallback_reason,
    'model', t.model, 'kb_version', t.kb_version, 'prompt_version', t.prompt_version,
    'error_code', t.error_code, 'provider_ms', t.provider_ms, 'total_ms', t.total_ms,
    'prompt_tokens', t.prompt_tokens, 'completion_tokens', t.completion_tokens,
    'context_turn_ids', t.context_turn_ids,
    'created_ms', public.chat_epoch_us(t.created_at) / 1000.0)
$$;

