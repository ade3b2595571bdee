// The goal progress bar inside a ChannelDO: what it counts (written through to DO storage, so an
// eviction loses nothing), Twitch's totals refreshed in the background, and its overlays kept
// current with one message per change.
import type { LiveEvent } from '../../core/live/live-event';
import type { OverlayArea } from '../../core/overlay/overlay-areas';
import type { OverlayMessage } from '../../core/overlay/overlay-messages';
import {
  applyProgressEvent,
  emptyProgressCounts,
  type ProgressCounts,
  removeTestCounts,
  resetProgress,
  withTwitchTotals,
} from '../../core/progress/progress-counts';
import type { ProgressBarSettings } from '../../core/progress/progress-settings';
import type { ChannelContext } from '../channel-context';
import type { ChannelPart } from '../channel-part';
import { SavedSettings } from '../overlays/saved-settings';

const storageKey = 'progressCounts';
/** Twitch's totals are asked again when an overlay or the API needs them and they are this old. */
const totalsTtlMs = 10 * 60 * 1000;
/** A failed look-up is not retried sooner than this. */
const totalsRetryMs = 60 * 1000;

export class ChannelProgress implements ChannelPart {
  private counts: ProgressCounts | undefined;
  private readonly settings: SavedSettings<'progressBar'>;
  private refreshing: Promise<void> | null = null;
  private lastAttempt = 0;

  readonly calls = ['progress', 'reset'] as const;

  constructor(
    private readonly context: ChannelContext,
    private readonly now: () => number = Date.now,
  ) {
    this.settings = new SavedSettings('progressBar', context);
  }

  async load(): Promise<void> {
    this.counts = (await this.context.storage.get<ProgressCounts>(storageKey)) ?? emptyProgressCounts;
  }

  async receiveEvent(event: LiveEvent): Promise<void> {
    await this.change((counts) => applyProgressEvent(counts, event));
  }

  async greet(area: OverlayArea): Promise<OverlayMessage[]> {
    if (area !== 'progressBar') return [];
    this.refreshTotalsIfStale();
    return [
      { type: 'settings', area: 'progressBar', settings: await this.settings.current() },
      { type: 'progress', counts: this.current() },
    ];
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
    this.refreshTotalsIfStale();
    return { counts: this.current(), settings: await this.settings.current() };
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

  private current(): ProgressCounts {
    return this.counts ?? emptyProgressCounts;
  }

  private async change(step: (counts: ProgressCounts) => ProgressCounts): Promise<void> {
    const next = step(this.current());
    if (next === this.counts) return;
    this.counts = next;
    await this.context.storage.put(storageKey, next);
    this.context.broadcast('progressBar', { type: 'progress', counts: next });
  }

  private refreshTotalsIfStale(): void {
    const { at } = this.current().totals;
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
    const asked = this.current();
    try {
      const totals = await this.context.twitchFor(false).twitch.goalTotals();
      await this.change((counts) => withTwitchTotals(counts, totals, this.now(), asked));
    } catch (error) {
      console.error('Goal totals look-up failed:', error instanceof Error ? error.message : error);
    }
  }
}
