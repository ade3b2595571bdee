// LimitsDO: allowances that must outlive an eviction, apart from the busy ChannelDO. One object per
// streamer (`api:{streamerId}`) keeps their API allowance; one global object (`twitch-app-token`)
// keeps the budget of the Twitch app token all channels share. Both are small and stored, so a
// restart neither refills an allowance someone used up nor forgets how much of Twitch's is left.
import { DurableObject } from 'cloudflare:workers';
import {
  AppTokenBudget,
  type AppTokenBudgetState,
  appTokenBudgetName,
  appTokenBudgetStateSchema,
  type BudgetAnswer,
  type HelixRateLimit,
} from '../../core/limits/app-token-budget';
import { type Bucket, perMinuteFrom, type Spend, TokenBuckets } from '../../core/limits/token-buckets';
import type { ChannelEnv } from '../channel-env';

export type ApiUse = 'read' | 'write';

const apiKey = (use: ApiUse) => `api:${use}`;
const budgetKey = 'appTokenBudget';
export const apiAllowanceName = (streamerId: string) => `api:${streamerId}`;

/**
 * An allowance is stored only once less than this share of it is left: everyday use writes nothing,
 * and an eviction gives back at most this share of a minute's allowance.
 */
const storeBelow = 0.5;

export class LimitsDO extends DurableObject<ChannelEnv> {
  private readonly api: Record<ApiUse, TokenBuckets>;
  private budget = new AppTokenBudget();

  constructor(ctx: DurableObjectState, env: ChannelEnv) {
    super(ctx, env);
    this.api = {
      read: new TokenBuckets(perMinuteFrom(env.API_READS_PER_MINUTE, 600), 1),
      write: new TokenBuckets(perMinuteFrom(env.API_WRITES_PER_MINUTE, 120), 1),
    };
    ctx.blockConcurrencyWhile(async () => {
      for (const use of ['read', 'write'] as const) {
        const bucket = await ctx.storage.get<Bucket>(apiKey(use));
        if (bucket) this.api[use].restore(use, bucket);
      }
      const budget = appTokenBudgetStateSchema.safeParse(await ctx.storage.get(budgetKey));
      if (budget.success) this.budget = new AppTokenBudget(budget.data);
    });
  }

  /** One API call of the streamer's: allowed, or refused with when to retry. */
  async spendApi(use: ApiUse): Promise<Spend> {
    const now = Date.now();
    const spend = this.api[use].take(use, now);
    const bucket = this.api[use].bucketOf(use);
    if (bucket && this.api[use].isBelow(use, storeBelow, now))
      await this.ctx.storage.put(apiKey(use), bucket);
    return spend;
  }

  /** Grants `cost` points of the app token to one channel's look-up (see AppTokenBudget). */
  async askAppToken(channel: string, cost: number): Promise<BudgetAnswer> {
    const answer = this.budget.ask(channel, cost, Date.now());
    if (answer.ok) await this.storeBudget();
    return answer;
  }

  /** What a Helix response with the app token said about its bucket. */
  async heardFromHelix(rateLimit: HelixRateLimit): Promise<void> {
    this.budget.heard(rateLimit, Date.now());
    await this.storeBudget();
  }

  private storeBudget(): Promise<void> {
    const state: AppTokenBudgetState = this.budget.stored;
    return this.ctx.storage.put(budgetKey, state);
  }
}

type LimitsEnv = { LIMITS: DurableObjectNamespace<LimitsDO> };

/** The streamer's own allowances. */
export const apiAllowanceOf = (env: LimitsEnv, streamerId: string) =>
  env.LIMITS.get(env.LIMITS.idFromName(apiAllowanceName(streamerId)));

/** The app token's budget, one for the whole deployment. */
export const appTokenBudgetOf = (env: LimitsEnv) => env.LIMITS.get(env.LIMITS.idFromName(appTokenBudgetName));
