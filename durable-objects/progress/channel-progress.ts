// The goal progress bar inside a ChannelDO: what it counts (written through to DO storage, so an
// eviction loses nothing), Twitch's totals refreshed in the background, and its overlays kept
// current with one small message per change (the sections of the counts it replaced).
import type { LiveEvent } from '../../core/live/live-event';
import type { OverlayArea } from '../../core/overlay/overlay-areas';
import type { OverlayMessage } from '../../core/overlay/overlay-messages';
import {
  applyProgressChange,
  applyProgressEvent,
  emptyProgressCounts,
  type ProgressCounts,
  progressChange,
  removeTestCounts,
  resetProgress,
  withTwitchTotals,
} from '../../core/progress/progress-counts';
import type { ProgressBarSettings } from '../../core/progress/progress-settings';
import type { ChannelContext } from '../channel-context';
import type { ChannelPart } from '../channel-part';
import { SavedSettings } from '../overlays/saved-settings';
import { SyncedState } from '../sockets/synced-state';

/** Twitch's totals are asked again when an overlay or the API needs them and they are this old. */
const totalsTtlMs = 10 * 60 * 1000;
/** A failed look-up is not retried sooner than this. */
const totalsRetryMs = 60 * 1000;

export class ChannelProgress implements ChannelPart {
  private readonly counts: SyncedState<'progressBar'>;
  private readonly settings: SavedSettings<'progressBar'>;
  private refreshing: Promise<void> | null = null;
  private lastAttempt = 0;

  readonly calls = ['progress', 'reset'] as const;
  /** An event counts once: the counts remember the last events' ids with them. */
  readonly rerunsHarmlessly = true;

  constructor(
    private readonly context: ChannelContext,
    private readonly now: () => number = Date.now,
  ) {
    this.settings = new SavedSettings('progressBar', context);
    this.counts = new SyncedState(context, {
      area: 'progressBar',
      storageKey: 'progressCounts',
      empty: emptyProgressCounts,
      apply: applyProgressChange,
    });
  }

  async receiveEvent(event: LiveEvent): Promise<void> {
    await this.change((counts) => applyProgressEvent(counts, event), event.id);
  }

  async greet(area: OverlayArea): Promise<OverlayMessage[]> {
    if (area !== 'progressBar') return [];
    const settings = await this.settings.current();
    // Read last, leaving the least time for a change before the socket opens (one missed then is
    // repaired: the overlay sees the gap and asks for the whole state).
    return [{ type: 'settings', area: 'progressBar', settings }, await this.counts.stateMessage()];
  }

  /** A bar opened: stale totals are asked for now, once its socket is open to hear the change. */
  async overlaysChanged(): Promise<void> {
    if (this.context.openOverlays('progressBar') > 0) this.refreshTotalsIfStale(await this.counts.current());
  }

  /** An overlay that missed a change asks for the whole counts. */
  async overlayMessage(area: OverlayArea, message: unknown, socket: WebSocket): Promise<void> {
    await this.counts.answer(area, message, socket);
  }

  async settingsSaved(area: OverlayArea, settings: unknown): Promise<void> {
    if (area !== 'progressBar') return;
    this.context.broadcast('progressBar', {
      type: 'settings',
      area: 'progressBar',
      settings: this.settings.replace(settings),
    });
  }

  /** The counts now, for the public progress API; Twitch's totals are refreshed behind it when stale. */
  async progress(): Promise<{ counts: ProgressCounts; settings: ProgressBarSettings }> {
    const counts = await this.counts.current();
    this.refreshTotalsIfStale(counts);
    return { counts, settings: await this.settings.current() };
  }

  /** "Reset progress" from the dashboard. */
  async reset(): Promise<void> {
    await this.change((counts) => resetProgress(counts, this.now()));
  }

  /** Test contributions leave every count; the counts hold no event ids, so none are reported. */
  async clearTestEvents(): Promise<string[]> {
    await this.change(removeTestCounts);
    return [];
  }

  /** `eventId`: the event making the change, which counts once however often it comes. */
  private async change(step: (counts: ProgressCounts) => ProgressCounts, eventId?: string): Promise<void> {
    await this.counts.update((counts) => progressChange(counts, step(counts)), eventId);
  }

  private refreshTotalsIfStale(counts: ProgressCounts): void {
    const { at } = counts.totals;
    const now = this.now();
    if (this.refreshing || (at !== null && now - at < totalsTtlMs) || now - this.lastAttempt < totalsRetryMs)
      return;
    this.lastAttempt = now;
    this.refreshing = this.refreshTotals().finally(() => {
      this.refreshing = null;
    });
    this.context.state.waitUntil(this.refreshing);
  }

  private async refreshTotals(): Promise<void> {
    const asked = await this.counts.current();
    try {
      const totals = await this.context.twitchFor(false).twitch.goalTotals();
      await this.change((counts) => withTwitchTotals(counts, totals, this.now(), asked));
    } catch (error) {
      console.error('Goal totals look-up failed:', error instanceof Error ? error.message : error);
    }
  }
}
