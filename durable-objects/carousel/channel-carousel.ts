// The event carousel inside a ChannelDO: the queues every 'events' overlay plays, the settings and
// sub badge it is greeted with, and the overlays' "shown" reports. Overlays hear of each change at
// once; the D1 writes that follow are the slower work.
import {
  addCarouselEvent,
  type CarouselQueues,
  markCarouselItemShown,
  type QueueKind,
  removeNextCarouselItem,
} from '../../core/carousel/carousel-queues';
import type { CarouselSettings } from '../../core/carousel/carousel-settings';
import type { LiveEvent } from '../../core/live/live-event';
import { type OverlayMessage, overlayReportSchema } from '../../core/overlay/overlay-messages';
import { broadcastToOverlays } from '../sockets/overlay-sockets';
import { CarouselStore } from './carousel-store';

/** A badge found is kept 6 h (streamers rarely change it); a failed look-up is retried sooner. */
const badgeTtlMs = 6 * 60 * 60 * 1000;
const badgeRetryMs = 5 * 60 * 1000;

export type CarouselChannelDeps = {
  ctx: DurableObjectState;
  loadSettings: () => Promise<CarouselSettings>;
  /** The channel's subscriber badge URL, null when it has none; may throw when Twitch fails. */
  loadSubBadgeUrl: () => Promise<string | null>;
  /** Logs the event in D1 (once per id). */
  recordEvent: (event: LiveEvent) => Promise<void>;
  /** A new top tip/cheer replaced the reset state. */
  topReplaced: () => Promise<void>;
  /** The top tip/cheer was reset at `at` (epoch ms). */
  topReset: (at: number) => Promise<void>;
  now: () => number;
};

export class ChannelCarousel {
  private readonly store: CarouselStore;
  private settings: CarouselSettings | undefined;
  private badge: { url: string | null; expiresAt: number } | undefined;

  constructor(private readonly deps: CarouselChannelDeps) {
    this.store = new CarouselStore(deps.ctx.storage);
  }

  /** What a newly connected 'events' overlay is sent after the live state. */
  async greetings(): Promise<OverlayMessage[]> {
    return [{ type: 'carousel', queues: await this.store.current() }, await this.settingsMessage()];
  }

  /** Queues a channel event, tells the overlays, then records it. */
  async receive(event: LiveEvent): Promise<void> {
    const { before, after } = await this.store.update((queues) => addCarouselEvent(queues, event));
    if (after !== before) this.broadcastQueues(after);
    await this.deps.recordEvent(event);
    if (after.top.last && after.top.last !== before.top.last) await this.deps.topReplaced();
  }

  /** An overlay's report; anything that is not a valid "shown" report is ignored. */
  async report(message: string | ArrayBuffer): Promise<void> {
    if (typeof message !== 'string') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    const report = overlayReportSchema.safeParse(parsed);
    if (!report.success) return;
    const { kind, id } = report.data;
    await this.change((queues) => markCarouselItemShown(queues, kind, id));
  }

  /** Remove Next Event; for the top kind this resets the top tip/cheer. */
  async removeNext(kind: QueueKind): Promise<void> {
    if (kind === 'top') return this.resetTop(this.deps.now());
    await this.change((queues) => removeNextCarouselItem(queues, kind));
  }

  /** Clears the top tip/cheer and records the reset, by hand or when its period ended at `at`. */
  async resetTop(at: number): Promise<void> {
    await this.change((queues) => removeNextCarouselItem(queues, 'top'));
    await this.deps.topReset(at);
  }

  /** The streamer saved new settings: open overlays restyle at once. */
  async settingsSaved(settings: CarouselSettings): Promise<void> {
    this.settings = settings;
    broadcastToOverlays(this.deps.ctx, await this.settingsMessage(), 'events');
  }

  /** The cached subscriber badge URL, looked up again when stale. */
  async subBadgeUrl(): Promise<string | null> {
    const now = this.deps.now();
    if (this.badge && this.badge.expiresAt > now) return this.badge.url;
    try {
      this.badge = { url: await this.deps.loadSubBadgeUrl(), expiresAt: now + badgeTtlMs };
    } catch (error) {
      console.error('Sub badge look-up failed:', error instanceof Error ? error.message : error);
      this.badge = { url: null, expiresAt: now + badgeRetryMs };
    }
    return this.badge.url;
  }

  private async change(step: (queues: CarouselQueues) => CarouselQueues): Promise<void> {
    const { before, after } = await this.store.update(step);
    if (after !== before) this.broadcastQueues(after);
  }

  private broadcastQueues(queues: CarouselQueues): void {
    broadcastToOverlays(this.deps.ctx, { type: 'carousel', queues }, 'events');
  }

  /**
   * Never waits on Twitch: with no fresh badge cached, overlays get the last known one (or none) at
   * once, and the settings again when the look-up brings a different badge.
   */
  private async settingsMessage(): Promise<OverlayMessage> {
    this.settings ??= await this.deps.loadSettings();
    const known = this.badge?.url ?? null;
    if (!this.badge || this.badge.expiresAt <= this.deps.now()) {
      this.deps.ctx.waitUntil(
        this.subBadgeUrl().then(async (url) => {
          if (url !== known) broadcastToOverlays(this.deps.ctx, await this.settingsMessage(), 'events');
        }),
      );
    }
    return { type: 'carouselSettings', settings: this.settings, subBadgeUrl: known };
  }
}
