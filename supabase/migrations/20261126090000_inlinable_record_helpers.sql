-- The record's helpers that every turn runs are inlined by the planner into the statements and
-- triggers that call them, instead of each call running as a function of its own.
--
-- PostgreSQL inlines a one-SELECT SQL function only when it carries no SET clause and its
-- declared volatility is no stricter than its body's. chat_link (convert_to) and chat_epoch_us
-- (extract from a timestamptz) were declared immutable over stable bodies, so they never were;
-- chat_claim_content, chat_seal_content, chat_handling and chat_turn_json also set search_path.
-- Each is now stable, as its body is, without a SET clause. Their bodies name every object of
-- this schema with the schema and use built-ins only otherwise (pg_catalog comes first in any
-- search_path that does not name it), so they mean the same to every caller: the SECURITY
-- DEFINER functions, which set search_path empty, and the owner. The contents, hence every hash
-- of every chain, are unchanged.

alter function public.chat_link(text, bigint, jsonb) stable;
alter function public.chat_epoch_us(timestamptz) stable;
alter function public.chat_claim_content(public.chat_turns) stable reset all;
alter function public.chat_handling(public.chat_turns) stable reset all;
alter function public.chat_seal_content(public.chat_turns) stable reset all;
alter function public.chat_turn_json(public.chat_turns) stable reset all;
