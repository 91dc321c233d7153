-- A link of a conversation's chain is one statement, and the record's triggers run without a
-- SET clause of their own.
--
-- chat_chain_append() made each link (two per turn: the claim's and the seal's) in three
-- statements of a PL/pgSQL function with SET search_path: create the chain's row, read and lock
-- it, write it back. It is now one upsert that locks the row, computes the link from its head
-- and writes it: the chain's first link is chat_link('', 1, content), each later one
-- chat_link(head, seq + 1, content), as before, so every hash of every chain is unchanged, and
-- concurrent links of one conversation still follow each other (the upsert locks the row).
--
-- The insert and update triggers of chat_turns (which every claim and seal fires) and the
-- chain's function lose their SET search_path, as the helpers did in migration 20261126090000:
-- their bodies name every object of this schema with the schema and use built-ins otherwise
-- (pg_catalog comes first in any search_path that does not name it), so they mean the same to
-- every caller. They are not SECURITY DEFINER: they run as whoever writes a turn, which is
-- start_chat_turn() and finish_chat_turn() (SECURITY DEFINER, search_path empty) or the owner.

create or replace function public.chat_chain_append(
  session text,
  content jsonb,
  out seq bigint,
  out hash text
)
language sql
as $$
  insert into public.chat_chains as c (session_id, seq, head)
    values (session, 1, public.chat_link('', 1, content))
    on conflict (session_id) do update
      set seq = c.seq + 1, head = public.chat_link(c.head, c.seq + 1, content)
    returning c.seq, c.head
$$;

alter function public.chat_turns_guard_insert() reset all;
alter function public.chat_turns_guard_update() reset all;
