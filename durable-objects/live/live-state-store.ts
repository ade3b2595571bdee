// The channel's live state, cached in memory and written through to DO storage.

import type { LiveEvent } from '../../core/live/live-event';
import { applyLiveEvent, initialLiveState, type LiveState } from '../../core/live/live-state';

const storageKey = 'liveState';

export class LiveStateStore {
  private state: LiveState | undefined;

  constructor(private readonly storage: DurableObjectStorage) {}

  async current(): Promise<LiveState> {
    this.state ??= (await this.storage.get<LiveState>(storageKey)) ?? initialLiveState;
    return this.state;
  }

  /** Whether the stream is live, from memory once the state was read (the chat filters ask per message). */
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
