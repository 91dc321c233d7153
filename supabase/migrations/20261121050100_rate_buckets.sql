-- Token buckets for rate limits, shared by every isolate that runs the function.
--
-- take_rate_token() is one statement: the upsert locks the key's row, so concurrent takes on one
-- key serialize and never grant more than the bucket holds; a take costs one round trip.

create table public.rate_buckets (
  key text primary key,
  tokens double precision not null,
  -- Epoch milliseconds of the last take, refill is computed from it.
  updated_ms double precision not null,
  -- Whether the last take was granted (read back by take_rate_token).
  granted boolean not null
);

comment on table public.rate_buckets is 'Token buckets per rate-limit key; see take_rate_token().';

-- Tokens in a bucket after `elapsed_ms` of refill, capped at its capacity.
create function public.rate_bucket_refill(
  tokens double precision,
  elapsed_ms double precision,
  capacity double precision,
  refill_per_sec double precision
) returns double precision
language sql
immutable
set search_path = ''
as $$
  select least(capacity, tokens + greatest(elapsed_ms, 0) * refill_per_sec / 1000)
$$;

-- Takes `cost` tokens from the bucket `key` (capacity `capacity`, refilled at `refill_per_sec`).
-- Returns whether the take was granted, the tokens left, and the milliseconds until it would be
-- (null when the bucket never refills). `now_ms` defaults to the database clock.
create function public.take_rate_token(
  key text,
  capacity double precision,
  refill_per_sec double precision,
  cost double precision default 1,
  now_ms double precision default null
) returns table (granted boolean, remaining double precision, retry_after_ms double precision)
language sql
set search_path = ''
as $$
  insert into public.rate_buckets as b (key, tokens, updated_ms, granted)
  values (
    take_rate_token.key,
    case when take_rate_token.cost <= take_rate_token.capacity
      then take_rate_token.capacity - take_rate_token.cost
      else take_rate_token.capacity end,
    coalesce(take_rate_token.now_ms, extract(epoch from clock_timestamp()) * 1000),
    take_rate_token.cost <= take_rate_token.capacity
  )
  on conflict on constraint rate_buckets_pkey do update set
    -- SET expressions all see the row as it was before this take.
    tokens = public.rate_bucket_refill(
      b.tokens, excluded.updated_ms - b.updated_ms, take_rate_token.capacity, take_rate_token.refill_per_sec
    ) - case when public.rate_bucket_refill(
      b.tokens, excluded.updated_ms - b.updated_ms, take_rate_token.capacity, take_rate_token.refill_per_sec
    ) >= take_rate_token.cost then take_rate_token.cost else 0 end,
    updated_ms = greatest(b.updated_ms, excluded.updated_ms),
    granted = public.rate_bucket_refill(
      b.tokens, excluded.updated_ms - b.updated_ms, take_rate_token.capacity, take_rate_token.refill_per_sec
    ) >= take_rate_token.cost
  returning
    b.granted,
    b.tokens,
    case when b.granted then 0
      else ceil((take_rate_token.cost - b.tokens) * 1000 / nullif(take_rate_token.refill_per_sec, 0))
    end;
$$;

alter table public.rate_buckets enable row level security;

revoke all on table public.rate_buckets from public, anon, authenticated;
revoke all on function public.rate_bucket_refill(double precision, double precision, double precision, double precision),
  public.take_rate_token(text, double precision, double precision, double precision, double precision)
  from public, anon, authenticated;
grant execute on function public.take_rate_token(text, double precision, double precision, double precision, double precision)
  to service_role;
