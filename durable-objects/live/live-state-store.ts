// The channel's live state, cached in memory and written through to DO storage.

import type { LiveEvent } from '../../core/live/live-event';
import { applyLiveEvent, type LiveState, liveStateFrom } from '../../core/live/live-state';

const storageKey = 'liveState';

export class LiveStateStore {
  private state: LiveState | undefined;

  constructor(private readonly storage: DurableObjectStorage) {}

  async current(): Promise<LiveState> {
    this.state ??= liveStateFrom(await this.storage.get<Partial<LiveState>>(storageKey));
    return this.state;
  }

  /**
   * Whether the stream is live (the real one, or else a Simulator stream), from memory once the state
   * was read (the chat filters ask per message).
   */
  async isLive(): Promise<boolean> {
    return (await this.current()).isLive;
  }

  async apply(event: LiveEvent): Promise<LiveState> {
    const before = await this.current();
    const next = applyLiveEvent(before, event);
    if (next === before) return before;
    this.state = next;
    await this.storage.put(storageKey, next);
    return next;
  }
}
