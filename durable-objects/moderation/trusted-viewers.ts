// The product's own "first seen" record (spec/moderation.md section 3, first-time chatters): a viewer
// is trusted after a few clean messages. Counts toward trust live in memory; the trusted ids are one
// stored value, written at most once a minute while chat makes someone newly trusted, so a busy chat
// of newcomers costs a write a minute, not one per viewer. An eviction forgets only counts not yet
// reached: those viewers earn trust again.

const storageKey = 'moderationTrusted';
/** Ids kept at most; the earliest trusted are forgotten first (they earn trust again). */
const maxTrusted = 50_000;
const flushEveryMs = 60_000;
/** Newcomers' counts kept in memory at most. */
const maxCounting = 20_000;

export class TrustedViewers {
  private trusted = new Set<string>();
  private readonly counting = new Map<string, number>();
  private dirtySince: number | null = null;

  constructor(private readonly storage: DurableObjectStorage) {}

  async load(): Promise<void> {
    this.trusted = new Set((await this.storage.get<string[]>(storageKey)) ?? []);
  }

  /** Clean messages so far: trusted viewers count as fully trusted. */
  cleanMessages(userId: string, trustAfter: number): number {
    return this.trusted.has(userId) ? trustAfter : (this.counting.get(userId) ?? 0);
  }

  /** One more clean message from the viewer. */
  clean(userId: string, trustAfter: number, now: number): void {
    if (this.trusted.has(userId)) return;
    const count = (this.counting.get(userId) ?? 0) + 1;
    if (count < trustAfter) {
      this.counting.delete(userId);
      this.counting.set(userId, count);
      if (this.counting.size > maxCounting) this.counting.delete(this.counting.keys().next().value as string);
      return;
    }
    this.counting.delete(userId);
    this.trusted.add(userId);
    if (this.trusted.size > maxTrusted) this.trusted.delete(this.trusted.values().next().value as string);
    this.dirtySince ??= now;
  }

  flushDue(): number | null {
    return this.dirtySince === null ? null : this.dirtySince + flushEveryMs;
  }

  async flush(): Promise<void> {
    if (this.dirtySince === null) return;
    this.dirtySince = null;
    await this.storage.put(storageKey, [...this.trusted]);
  }
}
