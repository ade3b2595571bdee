// Periodic announcements as a part of the ChannelDO: a stream start restarts the cycle, chat
// messages (not the bot's own) count towards it, and the alarm says the next one when it is due.

import type { LiveEvent } from '../../core/live/live-event';
import { readAnnouncementSettings } from '../../db/announcements';
import { findStreamer } from '../../db/streamers';
import type { ChannelContext } from '../channel-context';
import type { ChannelPart, ContentChange } from '../channel-part';
import type { Delivery } from '../delivery/inbox';
import { Announcer } from './announcer';

export class ChannelAnnouncements implements ChannelPart {
  private readonly announcer: Announcer;

  constructor(private readonly context: ChannelContext) {
    this.announcer = new Announcer({
      storage: context.storage,
      loadSettings: () => readAnnouncementSettings(context.db(), context.streamerId()),
      isLive: async () => (await context.liveState.current()).isLive,
      // Read when an announcement is due (rarely), so a Leave is seen at once.
      botInChannel: async () =>
        Boolean((await findStreamer(context.db(), context.streamerId()))?.botJoinedAt),
      announce: (text, isTest) => context.speech.announce(text, isTest),
      random: Math.random,
    });
  }

  /** A chat line counted twice after a crash only brings the next announcement a line sooner. */
  readonly rerunsHarmlessly = true;

  takes(delivery: Delivery): boolean {
    return delivery.kind === 'chat' || ['streamOnline', 'streamOffline'].includes(delivery.event.type);
  }

  async receiveEvent(event: LiveEvent): Promise<void> {
    if (event.type === 'streamOnline') await this.announcer.streamStarted(Date.now(), event.isTest);
    // Going live or offline starts or stops the announcement clock.
    if (event.type === 'streamOnline' || event.type === 'streamOffline') await this.context.reschedule();
  }

  wantsPlainChat(): Promise<boolean> {
    return this.announcer.countsChat();
  }

  /** Any viewer's message counts toward the next announcement (the door keeps the bot's own out). */
  async receiveChat(): Promise<undefined> {
    await this.announcer.chatMessageSeen(Date.now());
    return undefined;
  }

  async contentChanged(what: ContentChange): Promise<void> {
    if (what !== 'announcements') return;
    this.announcer.settingsChanged();
    await this.context.reschedule();
  }

  nextAlarm(now: number): Promise<number | null> {
    return this.announcer.nextCheck(now);
  }

  alarm(now: number): Promise<void> {
    return this.announcer.announceIfDue(now);
  }
}
