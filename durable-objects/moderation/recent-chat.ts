// The channel's last hour of chat (at most 5,000 messages), for replaying a rule change before it is
// saved. Kept in memory and stored in chunks of 250 messages, the newest chunk written at most every
// 30 seconds, so a busy chat costs a write per half minute rather than one per message.
import type { ChatFragment } from '../../core/chat/chat-message';

export type RecentMessage = {
  userId: string;
  user: string;
  text: string;
  roles: string[];
  at: number;
  /** Only when the message held Twitch emotes (the emotes filter counts them). */
  fragments?: ChatFragment[];
};

const keyPrefix = 'moderationRecent:';
const chunkSize = 250;
export const recentChatMs = 60 * 60 * 1000;
export const recentChatLimit = 5000;
const flushEveryMs = 30_000;

const chunkKey = (chunk: number) => `${keyPrefix}${String(chunk).padStart(12, '0')}`;

export class RecentChat {
  /** Oldest first; `seq` numbers every message ever kept, so its chunk is `seq / chunkSize`. */
  private messages: { seq: number; message: RecentMessage }[] = [];
  private nextSeq = 0;
  private dirtySince: number | null = null;

  constructor(private readonly storage: DurableObjectStorage) {}

  async load(): Promise<void> {
    const chunks = await this.storage.list<{ seq: number; message: RecentMessage }[]>({ prefix: keyPrefix });
    this.messages = [...chunks.values()].flat();
    this.nextSeq = (this.messages.at(-1)?.seq ?? -1) + 1;
  }

  add(message: RecentMessage): void {
    this.messages.push({ seq: this.nextSeq++, message });
    this.dirtySince ??= message.at;
  }

  /** The last hour of chat, oldest first. */
  lastHour(now: number): RecentMessage[] {
    this.forgetOld(now);
    return this.messages.map((kept) => kept.message);
  }

  /** When the newest messages are due to be stored, or null when nothing waits. */
  flushDue(): number | null {
    return this.dirtySince === null ? null : this.dirtySince + flushEveryMs;
  }

  /** Stores the chunks that changed and deletes the ones that fell out. */
  async flush(now: number): Promise<void> {
    if (this.dirtySince === null) return;
    const dropped = this.forgetOld(now);
    this.dirtySince = null;
    const first = this.messages[0]?.seq ?? this.nextSeq;
    const stale = [...dropped].filter((chunk) => chunk < Math.floor(first / chunkSize)).map(chunkKey);
    const last = Math.floor((this.nextSeq - 1) / chunkSize);
    const changed: Record<string, { seq: number; message: RecentMessage }[]> = {};
    for (let chunk = Math.floor(first / chunkSize); chunk <= last; chunk++) {
      const inChunk = this.messages.filter((kept) => Math.floor(kept.seq / chunkSize) === chunk);
      // Only the newest chunk (and one the hour cut into) changed since the last write.
      if (chunk === last || dropped.has(chunk)) changed[chunkKey(chunk)] = inChunk;
    }
    if (stale.length > 0) await this.storage.delete(stale);
    if (Object.keys(changed).length > 0) await this.storage.put(changed);
  }

  /** Drops messages past the hour or the cap; the chunks they were in. */
  private forgetOld(now: number): Set<number> {
    let cut = 0;
    while (
      cut < this.messages.length &&
      ((this.messages[cut]?.message.at ?? now) < now - recentChatMs ||
        this.messages.length - cut > recentChatLimit)
    )
      cut++;
    const dropped = new Set(this.messages.slice(0, cut).map((kept) => Math.floor(kept.seq / chunkSize)));
    if (cut > 0) {
      this.messages = this.messages.slice(cut);
      this.dirtySince ??= now;
    }
    return dropped;
  }
}
