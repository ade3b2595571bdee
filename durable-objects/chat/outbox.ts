// The bot's outgoing chat: a queue drained in order within Twitch's rate limit. The queue and the
// send times of the limit's window live in a store (DO storage in the channel), so messages waiting
// their turn survive an eviction or a restart; none is dropped. When the limit is reached the drain
// parks and asks to be woken (the channel's alarm) rather than holding the object awake on a timer.
// A message Twitch refuses is logged, never counted as sent.
import { chatWindowMs, SlidingWindowLimiter } from '../../core/chat/rate-limit';
import type { TwitchChannel } from '../../integrations/twitch/twitch-channel';

export type QueuedMessage = { seq: number; text: string };

export interface OutboxStore {
  add(texts: string[]): void;
  first(): QueuedMessage | null;
  count(): number;
  /** Cheaper than count() for a long queue: one row read. */
  isEmpty(): boolean;
  /** The message left the queue; `sentAt` counts it towards the rate limit (null: Twitch refused it). */
  done(seq: number, sentAt: number | null): void;
  /** Send times since `since`, oldest first. */
  sentSince(since: number): number[];
}

export class ChatOutbox {
  private draining: Promise<void> | null = null;
  private readonly limiter: SlidingWindowLimiter;

  constructor(
    private readonly store: OutboxStore,
    private readonly channel: () => TwitchChannel,
    limit: number,
    /** Asks for `resume()` to be called at `at` (epoch ms). */
    private readonly wakeAt: (at: number) => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {
    this.limiter = new SlidingWindowLimiter(limit, chatWindowMs, store.sentSince(now() - chatWindowMs));
  }

  get pending(): number {
    return this.store.count();
  }

  /** When the next message may go (epoch ms), or null when nothing waits. */
  nextSendAt(): number | null {
    if (this.store.isEmpty()) return null;
    const now = this.now();
    return now + this.limiter.waitTime(now);
  }

  /** Queues the messages; resolves once they are handed to Twitch or wait for the limit's window. */
  send(messages: string[]): Promise<void> {
    this.store.add(messages);
    return this.resume();
  }

  /** Drains what waits in the store (the alarm calls this when the window frees, or after a restart). */
  resume(): Promise<void> {
    if (this.store.isEmpty()) return this.draining ?? Promise.resolve();
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  private async drain(): Promise<void> {
    for (let next = this.store.first(); next; next = this.store.first()) {
      const wait = this.limiter.waitTime(this.now());
      if (wait > 0) {
        await this.wakeAt(this.now() + wait);
        return;
      }
      const at = this.now();
      this.limiter.record(at);
      let sent = true;
      try {
        await this.channel().sendChatMessage(next.text);
      } catch (error) {
        sent = false;
        console.error('chat message not sent:', error instanceof Error ? error.message : error);
      }
      this.store.done(next.seq, sent ? at : null);
    }
  }
}
