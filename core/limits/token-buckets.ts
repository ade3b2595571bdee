// Rate limits as token buckets, one per key: a key may spend `perMinute` at once, and its allowance
// refills evenly over the minute. Platform-free: the ChannelDO keeps one set per streamer and the
// worker one per isolate for limits that are not a streamer's (wallpaper renders, Ko-fi tokens).

export type Spend = { ok: true } | { ok: false; retryAfterSeconds: number };

/** A key's allowance as of `at`: what a keeper stores so the allowance outlives its process. */
export type Bucket = { tokens: number; at: number };

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly perMinute: number,
    /** Keys kept at most; the longest unused are forgotten first (a full bucket is the same as none). */
    private readonly maxKeys = 10_000,
  ) {}

  /** Spends one of the key's allowance, or says when there will be one. */
  take(key: string, now: number): Spend {
    const tokens = this.tokens(key, now);
    if (tokens < 1) {
      this.keep(key, { tokens, at: now });
      return this.refusal(tokens);
    }
    this.keep(key, { tokens: tokens - 1, at: now });
    return { ok: true };
  }

  /** Whether the key has any allowance left, spending nothing. */
  peek(key: string, now: number): Spend {
    const tokens = this.tokens(key, now);
    return tokens < 1 ? this.refusal(tokens) : { ok: true };
  }

  /** The key's allowance as last spent (undefined: full), to store. */
  bucketOf(key: string): Bucket | undefined {
    return this.buckets.get(key);
  }

  /** Takes back a stored allowance; it refills from when it was stored. */
  restore(key: string, bucket: Bucket): void {
    this.keep(key, bucket);
  }

  /** Whether the key has less than `fraction` of a minute's allowance left. */
  isBelow(key: string, fraction: number, now: number): boolean {
    return this.tokens(key, now) < this.perMinute * fraction;
  }

  private tokens(key: string, now: number): number {
    const bucket = this.buckets.get(key);
    if (!bucket) return this.perMinute;
    return Math.min(this.perMinute, bucket.tokens + (now - bucket.at) * (this.perMinute / 60_000));
  }

  private refusal(tokens: number): Spend {
    const msPerToken = 60_000 / this.perMinute;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(((1 - tokens) * msPerToken) / 1000)) };
  }

  private keep(key: string, bucket: Bucket): void {
    // Re-inserting moves the key to the end, so the map's order is least recently used first.
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.maxKeys) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
  }
}

/** A whole number per minute from a configuration value, or the default when unset or not one. */
export function perMinuteFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
}
