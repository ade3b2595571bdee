// The one Twitch app token every channel's bot shares has one Helix bucket (800 points a minute,
// refilled by `Ratelimit-Reset`). Look-ups of other channels from keywords spend it on behalf of one
// channel, so they are granted here: never into the reserve the bots' own replies need, and never so
// that one channel holds more of the minute than it leaves to all the others. Platform-free: a small
// global Durable Object keeps one (durable-objects/limits).
import { z } from 'zod';

export const appTokenBudgetLimits = {
  /** Helix's bucket per token until a response says otherwise (Ratelimit-Limit). */
  points: 800,
  /** Points look-ups never spend: what chat replies and the other app calls of the minute need. */
  reserve: 200,
  windowMs: 60_000,
} as const;

/** The name of the one object that keeps the budget for the whole deployment. */
export const appTokenBudgetName = 'twitch-app-token';

/** What Helix says of the bucket in its `Ratelimit-*` headers; `resetAt` in epoch ms. */
export type HelixRateLimit = { limit: number; remaining: number; resetAt: number };

export type BudgetAnswer = { ok: true } | { ok: false; retryAfterSeconds: number };

export const appTokenBudgetStateSchema = z.object({
  limit: z.number().int().positive(),
  remaining: z.number(),
  resetAt: z.number(),
  /** Whether `resetAt` is this budget's guess (no Helix answer since the last refill). */
  guessed: z.boolean(),
  /** Points granted to each channel since the bucket last refilled. */
  spent: z.record(z.string(), z.number()),
});
export type AppTokenBudgetState = z.infer<typeof appTokenBudgetStateSchema>;

const headerNumber = z.coerce.number().int().nonnegative();

/** The rate limit a Helix response reports, or null when its headers do not say. */
export function helixRateLimitOf(headers: Headers): HelixRateLimit | null {
  const limit = headerNumber.safeParse(headers.get('Ratelimit-Limit') ?? appTokenBudgetLimits.points);
  const remaining = headerNumber.safeParse(headers.get('Ratelimit-Remaining') ?? undefined);
  const reset = headerNumber.safeParse(headers.get('Ratelimit-Reset') ?? undefined);
  if (!limit.success || limit.data === 0 || !remaining.success || !reset.success) return null;
  return { limit: limit.data, remaining: remaining.data, resetAt: reset.data * 1000 };
}

export class AppTokenBudget {
  constructor(
    private state: AppTokenBudgetState = {
      limit: appTokenBudgetLimits.points,
      remaining: appTokenBudgetLimits.points,
      resetAt: 0,
      guessed: true,
      spent: {},
    },
  ) {}

  /** The state to store, so a restarted keeper does not think the bucket full. */
  get stored(): AppTokenBudgetState {
    return this.state;
  }

  /** Grants `cost` points to `channel`'s look-up, or says when to ask again. */
  ask(channel: string, cost: number, now: number): BudgetAnswer {
    this.refill(now);
    const spendable = this.state.remaining - appTokenBudgetLimits.reserve;
    const mine = (this.state.spent[channel] ?? 0) + cost;
    // Fair: after this grant the channel holds at most what it leaves spendable to all the others.
    if (cost > spendable || mine > spendable - cost)
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((this.state.resetAt - now) / 1000)) };
    this.state.remaining -= cost;
    this.state.spent[channel] = mine;
    return { ok: true };
  }

  /**
   * What a Helix response said: it beats a guess, and the newest word on the bucket wins; an older
   * one (a slower response) only lowers it.
   */
  heard(rateLimit: HelixRateLimit, now: number): void {
    this.refill(now);
    if (this.state.guessed || rateLimit.resetAt >= this.state.resetAt) {
      this.state.limit = rateLimit.limit;
      this.state.remaining = rateLimit.remaining;
      this.state.resetAt = rateLimit.resetAt;
      this.state.guessed = false;
    } else this.state.remaining = Math.min(this.state.remaining, rateLimit.remaining);
  }

  /** Past the reset, the bucket is full again and every channel's share starts afresh. */
  private refill(now: number): void {
    if (now < this.state.resetAt) return;
    this.state = {
      limit: this.state.limit,
      remaining: this.state.limit,
      resetAt: now + appTokenBudgetLimits.windowMs,
      guessed: true,
      spent: {},
    };
  }
}

/** A look-up refused by the shared budget; the keyword shows the message as its note. */
export class AppTokenBudgetRefusal extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Twitch's allowance shared by all channels is nearly used up; try again in ${retryAfterSeconds} s`);
  }
}

/** Where the budget is kept (the global LimitsDO), as a Helix look-up sees it. */
export type AppTokenBudgetKeeper = {
  askAppToken(channel: string, cost: number): Promise<BudgetAnswer>;
  heardFromHelix(rateLimit: HelixRateLimit): Promise<void>;
};

/**
 * The objects the keeper is one of (the LimitsDO namespace), found by name: what the Twitch token store
 * needs of them, so integrations/ reaches the keeper without importing durable-objects/.
 */
export type AppTokenBudgetKeepers<Id = unknown> = {
  idFromName(name: string): Id;
  get(id: Id): AppTokenBudgetKeeper;
};
