// The bot's outgoing chat, in order within Twitch's rate limit. A reply the limit lets go at once is
// sent at once and stored nowhere: the caller awaits it, so work that produced it (an inbox item) is
// not marked done before Twitch has it. Only replies that must wait for the limit's window are queued
// in a store (DO storage in the channel), so they survive an eviction or a restart. The queue holds at
// most `maxWaitingReplies`: beyond it the oldest are dropped and the drop is noted (a chat flooding
// the bot for hours would otherwise grow storage without end and answer hours late).
// When the limit is reached the drain parks and asks to be woken (the channel's alarm) rather than
// holding the object awake on a timer. A message Twitch refuses is logged, never counted as sent.
//
// The limit's window is kept in memory, and send times are stored only once a crash forgetting them
// could matter: at most `forgettable` unstored sends are ever in the window, and a restarted outbox
// counts that many sends at its start, so the limit holds across a crash.
import { chatWindowMs, SlidingWindowLimiter } from '../../core/chat/rate-limit';
import type { TwitchChannel } from '../../integrations/twitch/twitch-channel';

export type QueuedMessage = { seq: number; text: string };

/** Replies waiting at most; test replies never wait here (they go to the simulated chat at once). */
export const maxWaitingReplies = 200;

export interface OutboxStore {
  add(texts: string[]): void;
  first(): QueuedMessage | null;
  count(): number;
  /** Cheaper than count() for a long queue: one row read. */
  isEmpty(): boolean;
  /** The message left the queue (sent, or refused by Twitch). */
  done(seq: number): void;
  /** Drops all but the newest `keep` messages; returns how many were dropped. */
  dropOldest(keep: number): number;
  /** Counts these send times towards the limit after a restart. */
  noteSent(times: number[]): void;
  /** Send times since `since`, oldest first. */
  sentSince(since: number): number[];
}

export class ChatOutbox {
  private draining: Promise<void> | null = null;
  /** Replies going out at once, one after another, ahead of anything queued later. */
  private sendingNow: Promise<void> = Promise.resolve();
  private readonly limiter: SlidingWindowLimiter;
  /** At most this many sends in the window may be unknown to a restarted outbox. */
  private readonly forgettable: number;
  /** Sends in the window not yet stored. */
  private unstored: number[] = [];
  /** When this outbox started: sends it cannot know of are counted as made then. */
  private readonly startedAt: number;

  constructor(
    private readonly store: OutboxStore,
    private readonly channel: () => TwitchChannel,
    limit: number,
    /** Asks for `resume()` to be called at `at` (epoch ms). */
    private readonly wakeAt: (at: number) => Promise<void>,
    private readonly now: () => number = Date.now,
    /** Told how many waiting replies the cap dropped, so the streamer can read why some never came. */
    private readonly noteDropped: (count: number) => void | Promise<void> = (count) =>
      console.warn(`${count} chat replies dropped: more than ${maxWaitingReplies} waited for Twitch's limit`),
  ) {
    // A fifth of the limit: a restarted outbox still sends most of it at once.
    this.forgettable = Math.floor(limit / 5);
    this.startedAt = now();
    // Before a restart at most `forgettable` sends in the window went unstored, all of them made
    // before now: counting that many at this start keeps the window within the limit.
    const unknown = Array<number>(this.forgettable).fill(this.startedAt);
    this.limiter = new SlidingWindowLimiter(limit, chatWindowMs, [
      ...store.sentSince(this.startedAt - chatWindowMs),
      ...unknown,
    ]);
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

  /**
   * Sends the messages, or queues them in the store when the limit (or a queue already waiting) holds
   * them back; resolves once they are handed to Twitch or stored.
   */
  send(messages: string[]): Promise<void> {
    const now = this.now();
    if (this.store.isEmpty() && this.limiter.room(now) >= messages.length) {
      for (const _ of messages) this.limiter.record(now);
      const sent = this.sendingNow.then(async () => {
        for (const text of messages) await this.sendOne(text, now);
      });
      // What comes next waits for these, whatever became of them.
      this.sendingNow = sent.catch(() => {});
      return sent;
    }
    this.store.add(messages);
    const dropped = this.store.dropOldest(maxWaitingReplies);
    const noted = dropped > 0 ? Promise.resolve(this.noteDropped(dropped)) : Promise.resolve();
    return noted.then(() => this.resume());
  }

  /** Drains what waits in the store (the alarm calls this when the window frees, or after a restart). */
  resume(): Promise<void> {
    if (this.store.isEmpty()) return this.draining ?? Promise.resolve();
    // Queued after what is going out at once, so it goes after it.
    this.draining ??= this.sendingNow
      .then(() => this.drain())
      .finally(() => {
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
      await this.sendOne(next.text, at);
      this.store.done(next.seq);
    }
  }

  /** Hands one message to Twitch; a refusal is logged. */
  private async sendOne(text: string, at: number): Promise<void> {
    try {
      await this.channel().sendChatMessage(text);
    } catch (error) {
      console.error('chat message not sent:', error instanceof Error ? error.message : error);
      return;
    }
    this.noteSent(at);
  }

  /** Stores the window's unstored sends once a crash forgetting one more could break the limit. */
  private noteSent(at: number): void {
    const now = this.now();
    this.unstored = [...this.unstored.filter((t) => t > now - chatWindowMs), at];
    // Sends this outbox cannot know of (from before its start) count against what it may forget.
    const unknownAtStart = now - this.startedAt < chatWindowMs ? this.forgettable : 0;
    if (this.unstored.length + unknownAtStart <= this.forgettable) return;
    this.store.noteSent(this.unstored);
    this.unstored = [];
  }
}
