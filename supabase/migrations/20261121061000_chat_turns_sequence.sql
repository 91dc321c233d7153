-- Supabase grants anon and authenticated all rights on new sequences in public; the id sequence
-- of chat_turns is no business of theirs either.
revoke all on sequence public.chat_turns_id_seq from public, anon, authenticated;
