// The channel's live state as a part: every event updates it. Announcements, tip-service checks and
// the overlay API's /state read it; overlay pages follow their own areas' messages instead.
import type { LiveEvent } from '../../core/live/live-event';
import type { ChannelContext } from '../channel-context';
import type { ChannelPart } from '../channel-part';

export class ChannelLiveState implements ChannelPart {
  constructor(private readonly context: ChannelContext) {}

  async receiveEvent(event: LiveEvent): Promise<void> {
    await this.context.liveState.apply(event);
  }
}
