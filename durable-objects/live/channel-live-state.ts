// The channel's live state as a part: every event updates it, every overlay is greeted with it, and
// the areas that follow raw events hear of each one.
import type { LiveEvent } from '../../core/live/live-event';
import type { LiveState } from '../../core/live/live-state';
import { rawEventAreas } from '../../core/overlay/overlay-areas';
import type { OverlayMessage } from '../../core/overlay/overlay-messages';
import type { ChannelContext } from '../channel-context';
import type { ChannelPart } from '../channel-part';

export class ChannelLiveState implements ChannelPart {
  readonly calls = ['current'] as const;

  constructor(private readonly context: ChannelContext) {}

  current(): Promise<LiveState> {
    return this.context.liveState.current();
  }

  async receiveEvent(event: LiveEvent): Promise<void> {
    await this.context.liveState.apply(event);
    this.context.broadcast(rawEventAreas, { type: 'event', event });
  }

  async greet(): Promise<OverlayMessage[]> {
    return [{ type: 'state', state: await this.context.liveState.current() }];
  }
}
