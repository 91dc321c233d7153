import type { Clock } from '../../_shared/clock.ts';
import type { OriginPolicy } from '../../_shared/cors.ts';
import type { Logger } from '../../_shared/log.ts';
import type { BucketRule, LlmBudget, TurnStore } from '../../_shared/stores.ts';
import type { Provider, Redactor } from '../provider.ts';

export interface RelayConfig {
  /** Browser origins allowed to call; requests without an Origin header are not browsers. */
  origins: OriginPolicy;
  /** Keys accepted in `apikey` or `Authorization: Bearer`; empty accepts any request. */
  publicKeys: readonly string[];
  /** The request header the platform's proxy sets to the client's address. */
  clientIpHeader: string;
  /** Salt of the stored client address hash. */
  ipSalt: string;
  /** Token bucket per session id, and per client address. */
  sessionLimit: BucketRule;
  ipLimit: BucketRule;
  /** Turns for the whole function, whoever asks: per minute and per day (its capacity). */
  globalMinuteLimit: BucketRule;
  globalDayLimit: BucketRule;
  /**
   * The LLM's tokens per UTC day and each client's share; null when no LLM answers. A turn whose
   * reservation the budget or a share refuses is answered by `fallback`.
   */
  llm: LlmBudget | null;
  /** Recorded turns of the session the provider is shown as the conversation so far. */
  historyTurns: number;
  /** The firm's number, offered when the chat cannot answer at all. */
  phone: string;
  /** A turn pending this long is presumed abandoned; longer than the provider's time-out. */
  leaseMs: number;
  /** How long a repeated message waits for its first request before answering 409. */
  duplicateWaitMs: number;
  /** The first wait before looking at the first request again; each wait doubles, to 2 s. */
  duplicatePollMs: number;
}

/** What the relay-chat handler runs on. */
export interface RelayDeps {
  config: RelayConfig;
  provider: Provider;
  /** The embedded assistant: it answers when the LLM's budget, or a client's share, is spent. */
  fallback: Provider;
  redactor: Redactor;
  turns: TurnStore;
  clock: Clock;
  log: Logger;
}
