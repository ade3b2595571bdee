// The object's one alarm, shared by the inbox's safety net and every part's clock: set at the
// earliest time any of them needs, and written only when that time changes.
import type { ChannelPart } from '../channel-part';

/**
 * The safety net behind running work: an alarm at most this far off resumes the inbox if the object
 * dies mid-item. Any alarm already due within it serves, so a stream's deliveries share a few.
 */
export const inboxSafetyMs = 30_000;

export class AlarmClock {
  /** The alarm this object last set (null: none), so a busy chat does not set it per message. */
  private at: number | null | undefined;
  private running = false;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly parts: () => ChannelPart[],
    /** Items waiting in the inbox. */
    private readonly inboxPending: () => number,
    /** Whether the object knows whose channel it is (an alarm without a name could do nothing). */
    private readonly named: () => boolean,
  ) {}

  async load(): Promise<void> {
    this.at = await this.storage.getAlarm();
  }

  /** Sets the alarm at the earliest time any part needs; while the inbox holds work, within `inboxMs`. */
  async schedule(inboxMs = inboxSafetyMs): Promise<void> {
    // While the alarm runs, the next one is set as it ends: a part asking now would write it twice.
    if (!this.named() || this.running) return;
    const now = Date.now();
    const partTimes: number[] = [];
    for (const part of this.parts()) {
      const at = await part.nextAlarm?.(now);
      if (at !== undefined && at !== null) partTimes.push(at);
    }
    const inboxWaits = this.inboxPending() > 0;
    // An alarm already set within the inbox's safety window serves the inbox, and every part due no
    // sooner: moving it to "now + 30 s" on each call would be a write per delivery.
    if (inboxWaits && this.inboxAlarmSet() && partTimes.every((at) => at >= (this.at as number))) return;
    const times = inboxWaits ? [now + inboxMs, ...partTimes] : partTimes;
    const next = times.length === 0 ? null : Math.min(...times);
    if (next === this.at) return;
    if (next === null) await this.storage.deleteAlarm();
    else await this.storage.setAlarm(next);
    this.at = next;
  }

  /** The inbox's safety-net alarm (or an earlier one) is already set, or the alarm is running. */
  inboxAlarmSet(): boolean {
    if (this.running) return true;
    return typeof this.at === 'number' && this.at <= Date.now() + inboxSafetyMs;
  }

  /**
   * The alarm fired. While `work` runs, this alarm is the inbox's safety net (the next one is set as
   * it ends, and the runtime retries it if it fails), so nothing sets one first: that was a wasted
   * write per alarm, of a time already past.
   */
  async fired(work: () => Promise<void>): Promise<void> {
    this.at = undefined;
    this.running = true;
    try {
      await work();
    } finally {
      this.running = false;
    }
    await this.schedule();
  }
}
