-- Rate-limit buckets need no crash safety: after a crash they start full again, which only
-- forgives a little. Unlogged, a take writes no WAL and waits for no disk flush, so the durable
-- writes of a chat turn are its own two (claim and outcome).
alter table public.rate_buckets set unlogged;

-- Forgets token buckets idle for longer than `idle` (default one day): with limits per minute or
-- per hour such a bucket is full again, so forgetting it changes no limit. Returns how many.
-- Run it on a schedule, e.g. with pg_cron beside purge_expired_chat_turns():
--   select cron.schedule('prune-rate-buckets', '17 * * * *', 'select public.prune_rate_buckets()');
create function public.prune_rate_buckets(idle interval default interval '1 day') returns bigint
language sql
set search_path = ''
as $$
  with pruned as (
    delete from public.rate_buckets
    where updated_ms < extract(epoch from clock_timestamp() - idle) * 1000
    returning 1
  )
  select count(*) from pruned;
$$;

revoke all on function public.prune_rate_buckets(interval) from public, anon, authenticated;
grant execute on function public.prune_rate_buckets(interval) to service_role;
