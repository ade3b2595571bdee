// The channel's live state as a part: every event updates it. Announcements, tip-service checks and
// the overlay API's /state read it; overlay pages follow their own areas' messages instead.
import type { LiveEvent } from '../../core/live/live-event';
import type { LiveState } from '../../core/live/live-state';
import type { ChannelContext } from '../channel-context';
import type { ChannelPart } from '../channel-part';

export class ChannelLiveState implements ChannelPart {
  readonly calls = ['current'] as const;
  /** An event already among the recent ones is not added again (core/live/live-state.ts). */
  readonly rerunsHarmlessly = true;

  constructor(private readonly context: ChannelContext) {}

  current(): Promise<LiveState> {
    return this.context.liveState.current();
  }

  async receiveEvent(event: LiveEvent): Promise<void> {
    await this.context.liveState.apply(event);
  }
}
