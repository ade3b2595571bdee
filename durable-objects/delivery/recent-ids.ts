// The last few thousand ids seen, in memory: enough to recognise a message Twitch sends twice when
// losing the memory (an eviction) costs nothing worse than a repeat with no lasting effect.

export class RecentIds {
  private readonly ids = new Set<string>();

  constructor(private readonly capacity: number) {}

  /** True the first time an id is seen; the oldest is forgotten once the capacity is reached. */
  add(id: string): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.ids.size > this.capacity) {
      const oldest = this.ids.values().next().value;
      if (oldest !== undefined) this.ids.delete(oldest);
    }
    return true;
  }
}
