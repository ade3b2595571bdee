// The bot's outgoing chat: a queue drained within Twitch's rate limit. Messages wait their turn;
// none is dropped. A message Twitch refuses is logged, never counted as sent.
import type { SlidingWindowLimiter } from '../../core/chat/rate-limit';
import type { TwitchChannel } from '../../integrations/twitch/twitch-channel';

export class ChatOutbox {
  private readonly queue: string[] = [];
  private draining: Promise<void> | null = null;

  constructor(
    private readonly channel: () => TwitchChannel,
    private readonly limiter: SlidingWindowLimiter,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  get pending(): number {
    return this.queue.length;
  }

  /** Queues the messages; resolves once all queued messages have been handed to Twitch. */
  send(messages: string[]): Promise<void> {
    this.queue.push(...messages);
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const wait = this.limiter.waitTime(this.now());
      if (wait > 0) {
        await this.sleep(wait);
        continue;
      }
      const message = this.queue.shift() as string;
      this.limiter.record(this.now());
      try {
        await this.channel().sendChatMessage(message);
      } catch (error) {
        console.error('chat message not sent:', error instanceof Error ? error.message : error);
      }
    }
  }
}
