// Twitch's chat limits per 30 seconds (protocols.md 3.1): 20 messages for a bot that is neither
// broadcaster nor moderator in the channel, 100 for one that is.

export type ChatStanding = 'viewer' | 'moderator';

export const chatWindowMs = 30_000;
export const chatLimits: Record<ChatStanding, number> = { viewer: 20, moderator: 100 };

/** Sliding window over the send times of the last `limit` messages. */
export class SlidingWindowLimiter {
  private readonly sent: number[];

  constructor(
    private readonly limit: number,
    private readonly windowMs = chatWindowMs,
    /** Send times already in the window (kept across a restart), oldest first. */
    sent: number[] = [],
  ) {
    this.sent = [...sent];
  }

  /** Milliseconds to wait before the next message may go (0 = now). */
  waitTime(now: number): number {
    if (this.room(now) > 0) return 0;
    // Counted sends may outnumber the limit (after a restart): the wait frees one place.
    return (this.sent[this.sent.length - this.limit] as number) + this.windowMs - now;
  }

  /** How many messages may go at `now`. */
  room(now: number): number {
    while (this.sent.length > 0 && (this.sent[0] as number) <= now - this.windowMs) this.sent.shift();
    return Math.max(0, this.limit - this.sent.length);
  }

  record(now: number): void {
    this.sent.push(now);
  }
}
