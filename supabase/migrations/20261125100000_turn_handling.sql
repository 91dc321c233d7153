-- The record keeps how each turn was handled, so the firm can see what its assistant could not
-- answer (`pnpm transcripts gaps`).
--
-- * answer_kind: the engine's decision ('topic', 'partial', 'handoff', 'out_of_scope',
--   'fallback', 'privacy', 'greeting', 'thanks'); topic and facet: what it answered from;
--   confidence: how sure the engine was (0 to 1, four decimals); abstained: it held back a yes/no
--   or a figure. When an LLM wrote the reply, these are the decision the LLM was told to follow.
-- * figure_check: 'passed' (every figure of the LLM's reply was in its grounding), 'fell_back'
--   (one was not, and the engine's own answer took over) or 'not_applicable' (no LLM wrote it).
-- * All null on turns with no reply, and on every turn sealed before this migration.
--
-- The seal link covers these fields only when one is set, so every seal written before this
-- migration keeps its hash and `pnpm transcripts verify` still holds for it. The engine's kinds
-- are not enumerated here: a kind it adds later must not make a turn impossible to record.

alter table public.chat_turns
  add column answer_kind text check (answer_kind ~ '^[a-z_]{1,32}$'),
  add column topic text check (length(topic) between 1 and 128),
  add column facet text check (length(facet) between 1 and 128),
  add column confidence numeric(5, 4) check (confidence between 0 and 1),
  add column abstained boolean,
  add column figure_check text check (figure_check in ('passed', 'fell_back', 'not_applicable'));
comment on column public.chat_turns.answer_kind is
  'How the engine handled the turn (topic, partial, handoff, out_of_scope, fallback, ...)';
comment on column public.chat_turns.figure_check is
  'The LLM reply''s figure check: passed, fell_back (the engine''s answer took over), not_applicable';

-- Not fully answered turns by time, for the gaps report: a small part of the record.
create index chat_turns_gaps on public.chat_turns (created_at)
  where abstained or figure_check = 'fell_back'
    or answer_kind in ('partial', 'fallback', 'out_of_scope', 'handoff');

-- The handling fields as one object, without the unset ones ({} when none is set).
create function public.chat_handling(t public.chat_turns) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_strip_nulls(jsonb_build_object('kind', t.answer_kind, 'topic', t.topic,
    'facet', t.facet, 'confidence', t.confidence, 'abstained', t.abstained,
    'figure_check', t.figure_check))
$$;

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
    || case when public.chat_handling(t) = '{}'::jsonb then '[]'::jsonb
       else jsonb_build_array(jsonb_build_object('handling', public.chat_handling(t))) end
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
    'context_turn_ids', t.context_turn_ids, 'answer_kind', t.answer_kind, 'topic', t.topic,
    'facet', t.facet, 'confidence', t.confidence, 'abstained', t.abstained,
    'figure_check', t.figure_check,
    'created_ms', public.chat_epoch_us(t.created_at) / 1000.0)
$$;

-- The handling columns from what the function sends ({kind, topic, facet, confidence,
-- abstained, figure_check}, or null). A field of the wrong type or shape is left out rather than
-- refused (a confidence out of range is clamped): it must never cost the turn its record.
create function public.chat_handling_columns(handling jsonb, out answer_kind text,
  out topic text, out facet text, out confidence numeric, out abstained boolean,
  out figure_check text)
language sql
immutable
set search_path = ''
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

drop function public.finish_chat_turn(text, text, integer, text, text, jsonb, text, text, text,
  text, text, text, integer, integer, integer, integer, bigint, double precision,
  double precision);

-- Seals a pending attempt with its outcome and how it was handled (`handling`, read by
-- chat_handling_columns()); false when it is no longer pending (sealed already, or abandoned
-- for a later attempt). Either way the LLM tokens it spent settle its reservation
-- (`reserved_tokens`, made on the UTC day of `reserved_ms`; none when null, then the day of
-- now_ms): the difference goes to the day's budget and the shares of its address and session.
-- The seal comes first: its conversation's chain is locked before the budget, in the order
-- start_chat_turn() locks them.
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
  now_ms double precision,
  handling jsonb
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
      completion_tokens = finish_chat_turn.completion_tokens,
      (answer_kind, topic, facet, confidence, abstained, figure_check) =
        (select h.* from public.chat_handling_columns(handling) h)
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

revoke all on function public.chat_handling(public.chat_turns),
  public.chat_handling_columns(jsonb),
  public.finish_chat_turn(text, text, integer, text, text, jsonb, text, text, text, text, text,
    text, integer, integer, integer, integer, bigint, double precision, double precision, jsonb)
  from public, anon, authenticated, service_role, chat_relay;
grant execute on function
  public.finish_chat_turn(text, text, integer, text, text, jsonb, text, text, text, text, text,
    text, integer, integer, integer, integer, bigint, double precision, double precision, jsonb)
  to chat_relay;
