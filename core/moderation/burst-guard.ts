// The burst guard (spec section 4): when more than 10 actions happen within 10 s (a spam wave), the
// filters' chat messages are held back and one summary is said once chat has been quiet for 10 s:
// "removed 37 messages for links". The only state here is the last few seconds of actions.
import { type FilterKey, filterLabels } from './moderation-settings';

export const burstLimit = 10;
export const burstWindowMs = 10_000;

export class BurstGuard {
  private readonly recent: number[] = [];
  private readonly held = new Map<FilterKey, number>();
  private lastActionAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly limit = burstLimit,
    private readonly windowMs = burstWindowMs,
  ) {}

  /** One action taken at `now`; says whether its filter's chat message may be said. */
  record(now: number, filter: FilterKey): { sayMessage: boolean } {
    while (this.recent.length > 0 && (this.recent[0] as number) <= now - this.windowMs) this.recent.shift();
    this.recent.push(now);
    this.lastActionAt = now;
    // Once a burst starts, everything is held until its summary has been said.
    if (this.recent.length <= this.limit && this.held.size === 0) return { sayMessage: true };
    this.held.set(filter, (this.held.get(filter) ?? 0) + 1);
    return { sayMessage: false };
  }

  /** The summary to say once the burst is over (quiet for the window), else null; said once. */
  summary(now: number): string | null {
    if (this.held.size === 0 || now - this.lastActionAt < this.windowMs) return null;
    const parts = [...this.held].sort((a, b) => b[1] - a[1]);
    this.held.clear();
    const [first, ...rest] = parts.map(([filter, count], index) =>
      index === 0
        ? `${count} ${count === 1 ? 'message' : 'messages'} for ${filterLabels[filter]}`
        : `${count} for ${filterLabels[filter]}`,
    );
    if (rest.length === 0) return `removed ${first}`;
    return `removed ${[first, ...rest].slice(0, -1).join(', ')} and ${rest[rest.length - 1]}`;
  }
}
