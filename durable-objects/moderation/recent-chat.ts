// The channel's last hour of chat (at most 5,000 messages), for replaying a rule change before it is
// saved. Kept in memory and stored in chunks of 250 messages: the chunks holding messages not yet
// stored are written at most once a minute, so a busy chat costs a write a minute rather than one per
// message; a chunk the hour has wholly passed is deleted, and older messages in the rest are skipped
// when read back.
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
const flushEveryMs = 60_000;

const chunkKey = (chunk: number) => `${keyPrefix}${String(chunk).padStart(12, '0')}`;
const chunkOf = (key: string) => Number(key.slice(keyPrefix.length));

export class RecentChat {
  /** Oldest first; `seq` numbers every message ever kept, so its chunk is `seq / chunkSize`. */
  private messages: { seq: number; message: RecentMessage }[] = [];
  private nextSeq = 0;
  /** The chunks in storage, by key. */
  private storedChunks = new Set<string>();
  /** The first message not yet stored. */
  private unstoredSeq = 0;
  private dirtySince: number | null = null;

  constructor(private readonly storage: DurableObjectStorage) {}

  async load(): Promise<void> {
    const chunks = await this.storage.list<{ seq: number; message: RecentMessage }[]>({ prefix: keyPrefix });
    this.messages = [...chunks.values()].flat();
    this.nextSeq = (this.messages.at(-1)?.seq ?? -1) + 1;
    this.unstoredSeq = this.nextSeq;
    this.storedChunks = new Set([...chunks.keys()]);
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

  /** Stores the chunks holding unstored messages and deletes the chunks the hour has passed. */
  async flush(now: number): Promise<void> {
    if (this.dirtySince === null) return;
    this.dirtySince = null;
    this.forgetOld(now);
    const firstChunk = Math.floor((this.messages[0]?.seq ?? this.nextSeq) / chunkSize);
    const gone = [...this.storedChunks].filter((key) => chunkOf(key) < firstChunk);
    const changed: Record<string, { seq: number; message: RecentMessage }[]> = {};
    for (const kept of this.messages) {
      if (kept.seq < this.unstoredSeq) continue;
      const key = chunkKey(Math.floor(kept.seq / chunkSize));
      // The chunk is written whole: its stored messages with the new ones.
      changed[key] ??= this.messages.filter((other) => chunkKey(Math.floor(other.seq / chunkSize)) === key);
    }
    this.unstoredSeq = this.nextSeq;
    for (const key of gone) this.storedChunks.delete(key);
    for (const key of Object.keys(changed)) this.storedChunks.add(key);
    if (gone.length > 0) await this.storage.delete(gone);
    if (Object.keys(changed).length > 0) await this.storage.put(changed);
  }

  /** Drops messages past the hour or the cap from memory. */
  private forgetOld(now: number): void {
    let cut = 0;
    while (
      cut < this.messages.length &&
      ((this.messages[cut]?.message.at ?? now) < now - recentChatMs ||
        this.messages.length - cut > recentChatLimit)
    )
      cut++;
    if (cut > 0) this.messages = this.messages.slice(cut);
  }
}
