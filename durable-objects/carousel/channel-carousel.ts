// The event carousel inside a ChannelDO: the queues every carousel overlay plays (which overlays follow
// change by change), the settings and sub badge it is greeted with, and the overlays' "shown" reports.
// Overlays hear of each change at once; the D1 writes that follow are the slower work.
import {
  applyCarouselChange,
  type CarouselChange,
  type CarouselItem,
  carouselEventChange,
  emptyCarouselQueues,
  type QueueKind,
  removeTestItems,
} from '../../core/carousel/carousel-queues';
import type { LiveEvent } from '../../core/live/live-event';
import type { OverlayArea } from '../../core/overlay/overlay-areas';
import { type OverlayMessage, overlayReportSchema } from '../../core/overlay/overlay-messages';
import { deleteTestChannelEvents, recordChannelEvent } from '../../db/channel-events';
import { markTopDonationReset, markTopDonationSet } from '../../db/top-donation';
import type { ChannelContext } from '../channel-context';
import type { ChannelPart } from '../channel-part';
import { SavedSettings } from '../overlays/saved-settings';
import { SyncedState } from '../sockets/synced-state';

/** A badge found is kept 6 h (streamers rarely change it); a failed look-up is retried sooner. */
const badgeTtlMs = 6 * 60 * 60 * 1000;
const badgeRetryMs = 5 * 60 * 1000;

export class ChannelCarousel implements ChannelPart {
  private readonly queues: SyncedState<'carousel'>;
  private readonly settings: SavedSettings<'carousel'>;
  private badge: { url: string | null; expiresAt: number } | undefined;

  readonly calls = ['removeNext', 'resetTop', 'subBadgeUrl'] as const;
  /** An event whose item the queues hold already adds nothing; the event log ignores a logged id. */
  readonly rerunsHarmlessly = true;

  constructor(
    private readonly context: ChannelContext,
    private readonly now: () => number = Date.now,
  ) {
    this.queues = new SyncedState(context, {
      area: 'carousel',
      storageKey: 'carouselQueues',
      empty: emptyCarouselQueues,
      apply: applyCarouselChange,
    });
    this.settings = new SavedSettings('carousel', context);
  }

  /** What a newly connected carousel overlay is sent after the live state. */
  async greet(area: OverlayArea): Promise<OverlayMessage[]> {
    if (area !== 'carousel') return [];
    const settings = await this.settingsMessage();
    // Read last, leaving the least time for a change before the socket opens (one missed then is
    // repaired: the overlay sees the gap and asks for the whole state).
    return [await this.queues.stateMessage(), settings];
  }

  /** Queues a channel event, tells the overlays, then records it. */
  async receiveEvent(event: LiveEvent): Promise<void> {
    const { before, after } = await this.queues.update((queues) => carouselEventChange(queues, event));
    const db = this.context.db();
    await recordChannelEvent(db, this.context.streamerId(), event);
    if (after.top.last && after.top.last !== before.top.last)
      await markTopDonationSet(db, this.context.streamerId(), this.now());
  }

  /** An overlay's report or its request for the queues; anything else is ignored. */
  async overlayMessage(area: OverlayArea, message: unknown, socket: WebSocket): Promise<void> {
    if (await this.queues.answer(area, message, socket)) return;
    const report = overlayReportSchema.safeParse(message);
    if (area !== 'carousel' || !report.success) return;
    const { kind, id } = report.data;
    await this.change({ op: 'shown', kind, id });
  }

  /** Every test item leaves the queues and the event log; the ids of the test events removed. */
  async clearTestEvents(): Promise<string[]> {
    const { removedIds } = removeTestItems(await this.queues.current());
    await this.change({ op: 'clearTests' });
    const logged = await deleteTestChannelEvents(this.context.db(), this.context.streamerId());
    return [...removedIds, ...logged];
  }

  /** Remove Next Event (for the top kind, the top's reset): the item removed, or null when none was. */
  async removeNext(kind: QueueKind): Promise<CarouselItem | null> {
    if (kind === 'top') return this.resetTop(this.now());
    return this.removeNextOf(kind);
  }

  /** Clears the top tip/cheer and records the reset, by hand or when its period ended at `at`. */
  async resetTop(at: number): Promise<CarouselItem | null> {
    const removed = await this.removeNextOf('top');
    await markTopDonationReset(this.context.db(), this.context.streamerId(), at);
    return removed;
  }

  /** The item a removal took, read from the queues it was made on (the head, else the last item). */
  private async removeNextOf(kind: QueueKind): Promise<CarouselItem | null> {
    const { before } = await this.queues.update(() => ({ op: 'removeNext', kind }));
    return before[kind].queue[0] ?? before[kind].last;
  }

  /** The streamer saved new settings: open overlays restyle at once. */
  async settingsSaved(area: OverlayArea, settings: unknown): Promise<void> {
    if (area !== 'carousel') return;
    this.settings.replace(settings);
    this.context.broadcast('carousel', await this.settingsMessage());
  }

  /** The cached subscriber badge URL, looked up again when stale. */
  async subBadgeUrl(): Promise<string | null> {
    const now = this.now();
    if (this.badge && this.badge.expiresAt > now) return this.badge.url;
    try {
      const { twitch } = this.context.twitchFor(false);
      this.badge = { url: await twitch.subscriberBadgeUrl(), expiresAt: now + badgeTtlMs };
    } catch (error) {
      console.error('Sub badge look-up failed:', error instanceof Error ? error.message : error);
      this.badge = { url: null, expiresAt: now + badgeRetryMs };
    }
    return this.badge.url;
  }

  private async change(change: CarouselChange): Promise<void> {
    await this.queues.update(() => change);
  }

  /**
   * Never waits on Twitch: with no fresh badge cached, overlays get the last known one (or none) at
   * once, and the settings again when the look-up brings a different badge.
   */
  private async settingsMessage(): Promise<OverlayMessage> {
    const settings = await this.settings.current();
    const known = this.badge?.url ?? null;
    if (!this.badge || this.badge.expiresAt <= this.now()) {
      this.context.state.waitUntil(
        this.subBadgeUrl().then(async (url) => {
          if (url !== known) this.context.broadcast('carousel', await this.settingsMessage());
        }),
      );
    }
    return { type: 'settings', area: 'carousel', settings, subBadgeUrl: known };
  }
}
