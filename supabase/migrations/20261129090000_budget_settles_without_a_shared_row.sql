-- A turn's finish settles its LLM reservation without touching a row another turn needs (issue
-- 23: no global hot row).
--
-- Before, finish_chat_turn() settled the reservation (the tokens spent minus the estimate) by
-- updating the day's shard row of llm_usage it was reserved on, and held that row until its
-- durable commit had flushed the write-ahead log: every start reserving on the same shard waited
-- behind that flush (about a tenth of the lock waits at 8 connections).
--
-- * A finish now appends its settlement, one row of llm_settlements (day, shard, tokens: the
--   difference, negative when the turn spent less than it reserved), in its durable commit. The
--   insert locks nothing another turn waits on, and until the commit has flushed no other turn
--   sees it.
-- * The day's count of a shard is its llm_usage row plus the settlements of that day and shard
--   not yet folded into it, never below zero (llm_day_usage sums it by day). llm_reserve() reads
--   it so: the shards with room are chosen on that sum, and the try on a shard folds the
--   settlements it finds (deletes them, adds them to the row) in the same statement that takes the
--   reservation, under the lock of the shard row the reservation takes anyway. The start commits
--   asynchronously, so a fold holds nothing during a flush; a crash loses a fold whole (its
--   deletes and its update), never half. Settlements another reservation is folding at that
--   moment are skipped (`for update skip locked`), so a fold never waits on another: that one
--   adds them to the row this one then reads, after waiting on the row.
-- * prune_rate_buckets() (hourly) folds the settlements of days before today, whose shard rows no
--   reservation reads any more (a finish after midnight settles on its reservation's day).
--
-- How exact the budget stays. At any moment the day's count (rows plus settlements) is exactly
-- what it was before: the reservations of turns in flight plus what finished turns spent, each
-- shard never below zero. What changes is what one reservation sees when it decides:
-- * It can miss the settlements committed while its own statement runs (after its snapshot), and
--   those a concurrent reservation on the same shard was folding and then gave up (its shard was
--   full: the fold is undone and the next reservation counts them). A settlement is a give-back
--   (negative) whenever the turn spent no more than its estimate, which is the case by design (the
--   estimate is above what a turn spends): such a miss over-counts, the shard looks fuller for
--   that one statement, and a turn that would have fitted can be refused (the embedded assistant
--   answers it). Over-count: at most the give-backs of the finishes that commit during one
--   reservation's statement, gone at the next reservation on that shard.
-- * A positive settlement (a turn that spent beyond its reservation: a reply over its estimate,
--   the whole spend of a turn whose claim a crash lost, tokens reported for an attempt no longer
--   pending) can be missed by the reservations running while it commits, where before they
--   waited for it. The day still never ends above the budget by more than what turns spent
--   beyond their own reservations (each such excess counts at most once against the bound:
--   either a reservation saw it, or it is part of it), which is the bound it had before, since a
--   settlement is never refused: zero while every estimate holds.
-- * Unchanged: never more than the budget is reserved, and at the end of the day at most one
--   turn's reservation per shard is left unused.

create table public.llm_settlements (
  day date not null,
  shard smallint not null check (shard >= 0),
  id bigint generated always as identity,
  tokens bigint not null,
  primary key (day, shard, id)
);
comment on table public.llm_settlements is
  'LLM tokens settled by finished turns (spent minus reserved), per UTC day and llm_usage shard, '
  'until a reservation on the shard (or the hourly upkeep, for past days) folds them into it.';

-- The day's LLM tokens reserved or spent, as llm_reserve() counts them: each shard's row plus its
-- settlements not yet folded, never below zero.
create view public.llm_day_usage with (security_invoker = true) as
  select coalesce(u.day, s.day) as day,
    sum(greatest(0, coalesce(u.tokens, 0) + coalesce(s.tokens, 0)))::bigint as tokens
  from public.llm_usage u
  full join (
    select s.day, s.shard, sum(s.tokens)::bigint as tokens
    from public.llm_settlements s group by s.day, s.shard
  ) s on s.day = u.day and s.shard = u.shard
  group by 1;
comment on view public.llm_day_usage is
  'LLM tokens reserved or spent per UTC day: llm_usage plus the settlements not yet folded.';

-- Reserves `tokens` of the day's LLM budget and of the address's and the session's shares, all
-- or none, as migration 20261126150000 describes; a shard's count is its row plus its settlements
-- not yet folded, and the try that takes a shard folds those it can lock into the row.
create or replace function public.llm_reserve(
  day date,
  address text,
  conversation text,
  tokens bigint,
  budget jsonb
) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  address_spent bigint;
  session_spent bigint;
  shards integer := public.llm_shards(budget);
  quota bigint := (budget ->> 'day_tokens')::bigint / public.llm_shards(budget);
  start_at integer := floor(random() * public.llm_shards(budget))::integer;
  candidates integer[];
  try_shard integer;
begin
  insert into public.llm_shares as s (day, key, tokens)
    values (llm_reserve.day, 'ip:' || address, 0), (llm_reserve.day, 'session:' || conversation, 0)
    on conflict on constraint llm_shares_pkey do nothing;
  select s.tokens into address_spent from public.llm_shares s
    where s.day = llm_reserve.day and s.key = 'ip:' || address for update;
  select s.tokens into session_spent from public.llm_shares s
    where s.day = llm_reserve.day and s.key = 'session:' || conversation for update;
  if address_spent + tokens > (budget ->> 'address_tokens')::bigint then
    return jsonb_build_object('denied', 'address_share');
  end if;
  if session_spent + tokens > (budget ->> 'session_tokens')::bigint then
    return jsonb_build_object('denied', 'session_share');
  end if;
  -- The shards that had room when the statement began (row plus settlements), the random one
  -- first. Only those are tried, one at a time.
  select array_agg(g.shard order by (g.shard + shards - start_at) % shards) into candidates
    from generate_series(0, shards - 1) as g(shard)
    left join public.llm_usage u on u.day = llm_reserve.day and u.shard = g.shard
    left join (
      select s.shard, sum(s.tokens)::bigint as tokens from public.llm_settlements s
      where s.day = llm_reserve.day group by s.shard
    ) p on p.shard = g.shard
    where greatest(0, coalesce(u.tokens, 0) + coalesce(p.tokens, 0)) + llm_reserve.tokens <= quota;
  foreach try_shard in array coalesce(candidates, '{}') loop
    begin
      -- The shard's settlements that no other reservation is folding are deleted and added to
      -- its row, with this reservation, while the row has room for both.
      with folded as (
        delete from public.llm_settlements s
          where s.day = llm_reserve.day and s.shard = try_shard
            and s.id = any(array(
              select f.id from public.llm_settlements f
                where f.day = llm_reserve.day and f.shard = try_shard
                for update skip locked))
          returning s.tokens
      ), pending as (
        select coalesce(sum(f.tokens), 0)::bigint as tokens from folded f
      )
      insert into public.llm_usage as u (day, shard, tokens)
        select llm_reserve.day, try_shard, greatest(0, p.tokens) + llm_reserve.tokens
        from pending p
        where greatest(0, p.tokens) + llm_reserve.tokens <= quota
        on conflict on constraint llm_usage_pkey
        do update set tokens = greatest(0, u.tokens + (select p.tokens from pending p))
            + llm_reserve.tokens
          where greatest(0, u.tokens + (select p.tokens from pending p)) + llm_reserve.tokens
            <= quota;
      if not found then
        -- Full since the statement began, and locked by the upsert: undoing the try lets go
        -- (and leaves the settlements it would have folded for the next reservation).
        raise exception using errcode = 'LB001';
      end if;
      update public.llm_shares s set tokens = s.tokens + llm_reserve.tokens
        where s.day = llm_reserve.day and s.key in ('ip:' || address, 'session:' || conversation);
      return jsonb_build_object('reserved', tokens, 'shard', try_shard);
    exception when sqlstate 'LB001' then
      null;
    end;
  end loop;
  return jsonb_build_object('denied', 'day_budget');
end;
$$;

-- Adds `delta` tokens (negative to give back part of a reservation) to the address's and the
-- session's shares, never below zero, and appends it to the day's budget as a settlement of the
-- reservation's shard: an insert, which locks no row a reservation waits on.
create or replace function public.llm_settle(
  day date,
  address text,
  conversation text,
  delta bigint,
  shard integer
) returns void
language plpgsql
set search_path = ''
as $$
begin
  insert into public.llm_shares as s (day, key, tokens)
    values (llm_settle.day, 'ip:' || address, greatest(llm_settle.delta, 0)),
      (llm_settle.day, 'session:' || conversation, greatest(llm_settle.delta, 0))
    on conflict on constraint llm_shares_pkey
    do update set tokens = greatest(0, s.tokens + llm_settle.delta);
  insert into public.llm_settlements (day, shard, tokens)
    values (llm_settle.day, llm_settle.shard, llm_settle.delta);
end;
$$;

-- Forgets token buckets idle for longer than `idle` (default one day), and the LLM shares of
-- days before yesterday (UTC): neither changes a limit any more; folds the settlements of days
-- before today into their shard rows (no reservation takes those rows any more). Returns how
-- many buckets.
create or replace function public.prune_rate_buckets(idle interval default interval '1 day')
returns bigint
language sql
set search_path = ''
as $$
  delete from public.llm_shares
  where day < (clock_timestamp() at time zone 'UTC')::date - 1;
  with folded as (
    delete from public.llm_settlements s
    where s.day < (clock_timestamp() at time zone 'UTC')::date
      and (s.day, s.shard, s.id) in (
        select f.day, f.shard, f.id from public.llm_settlements f
        where f.day < (clock_timestamp() at time zone 'UTC')::date
        for update skip locked)
    returning s.day, s.shard, s.tokens
  )
  insert into public.llm_usage as u (day, shard, tokens)
    select f.day, f.shard, greatest(0, sum(f.tokens))::bigint from folded f
    group by f.day, f.shard
    on conflict on constraint llm_usage_pkey
    do update set tokens = greatest(0, u.tokens
      + (select sum(f.tokens)::bigint from folded f where f.day = u.day and f.shard = u.shard));
  with pruned as (
    delete from public.rate_buckets
    where updated_ms < extract(epoch from clock_timestamp() - idle) * 1000
    returning 1
  )
  select count(*) from pruned;
$$;

-- No API role, nor the function's own, has any right on the settlements or the day's sum.
alter table public.llm_settlements enable row level security;
revoke all on table public.llm_settlements, public.llm_day_usage
  from public, anon, authenticated, service_role, chat_relay;
revoke all on sequence public.llm_settlements_id_seq
  from public, anon, authenticated, service_role, chat_relay;
