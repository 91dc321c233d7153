-- Schedules the record's upkeep with pg_cron where the server has it (Supabase does): the purge
-- of conversations past the retention window every night, and the prune of idle rate-limit
-- buckets every hour. The jobs run as the role that applies this migration (the owner).
-- Where pg_cron is not available (PGlite, plain PostgreSQL without it) nothing is scheduled and
-- the migration says so; run the two functions on a schedule of your own there.
do $$
begin
  if to_regnamespace('cron') is null
    and exists (select from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension pg_cron with schema pg_catalog;
    exception when others then
      -- e.g. not in shared_preload_libraries on a plain server.
      raise notice 'pg_cron could not be enabled: %', sqlerrm;
    end;
  end if;
  if to_regprocedure('cron.schedule(text, text, text)') is null then
    raise notice 'pg_cron is not available: schedule select public.purge_expired_chat_turns() '
      '(daily) and select public.prune_rate_buckets() (hourly) by other means';
    return;
  end if;
  perform cron.schedule('purge-expired-chat-turns', '23 3 * * *',
    'select public.purge_expired_chat_turns()');
  perform cron.schedule('prune-rate-buckets', '17 * * * *', 'select public.prune_rate_buckets()');
end $$;
