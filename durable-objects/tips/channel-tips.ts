// The tip-service checks as a part of the ChannelDO: they follow the bot, the saved tokens, the live
// state and the open overlays, run on the alarm or on the open overlays' ticks, and deliver each tip
// through the channel's intake. Overlays that show tips are told to tick only while a service is
// checked: each tick wakes the object, which a heartbeat does not.
import { RepeatedFailureLog } from '../../core/health/repeated-failure-log';
import type { LiveEvent } from '../../core/live/live-event';
import type { OverlayArea } from '../../core/overlay/overlay-areas';
import { tipShowingAreas } from '../../core/overlay/overlay-heartbeat';
import type { OverlayMessage } from '../../core/overlay/overlay-messages';
import { tipPollIntervalMs, unseenTipPollIntervalMs } from '../../core/tips/tip-cursors';
import type { PolledTipService, TipListenerState } from '../../core/tips/tip-requests';
import { readTipSettings } from '../../db/tip-settings';
import type { ChannelContext } from '../channel-context';
import type { ChannelPart } from '../channel-part';
import type { Delivery } from '../delivery/inbox';
import { overlaysTicking } from '../sockets/overlay-sockets';
import { streamElementsPoller } from './streamelements-poller';
import { streamlabsPoller } from './streamlabs-poller';
import { readTipChannel } from './tip-channel';
import { TipPolling } from './tip-polling';

/** One for the isolate, so a channel object restarted between checks does not log its failure anew. */
const failureLog = new RepeatedFailureLog((line) => console.warn(line));

export class ChannelTips implements ChannelPart {
  private readonly polling: TipPolling;
  /** What the open overlays that show tips were last told: tick or not (see tellTicks). */
  private ticksTold = false;

  readonly calls = ['refresh', 'states'] as const;

  constructor(private readonly context: ChannelContext) {
    this.polling = new TipPolling({
      storage: context.storage,
      readChannel: () => readTipChannel(context.db(), context.streamerId()),
      readSettings: () => readTipSettings(context.db(), context.streamerId()),
      interval: async () => {
        if (tipShowingAreas.some((area) => context.openOverlays(area) > 0)) return tipPollIntervalMs;
        const active = (await context.liveState.current()).isLive || context.openOverlays() > 0;
        return active ? unseenTipPollIntervalMs : null;
      },
      ticking: (now) => overlaysTicking(context.state, now),
      // Each tip goes through the channel's intake, deduped by its id.
      deliver: async (event) => void (await context.accept(event.id, { kind: 'event', event })),
      failures: {
        failed: (what, why, now) => failureLog.failed(`Channel ${context.streamerId()}: ${what}`, why, now),
        succeeded: (what) => failureLog.succeeded(`Channel ${context.streamerId()}: ${what}`),
      },
      pollers: {
        streamElements: streamElementsPoller(context.env, context.storage),
        streamlabs: streamlabsPoller(
          context.env,
          () => context.db(),
          () => context.streamerId(),
        ),
      },
    });
  }

  async load(): Promise<void> {
    await this.polling.load();
    // Stored: what the open overlays heard before the object was evicted.
    this.ticksTold = this.polling.wantsTicks();
  }

  /** The bot joined or left, or the token of `changed` was saved or removed: the checks follow. */
  async refresh(changed?: PolledTipService): Promise<void> {
    await this.polling.refresh(changed);
    this.tellTicks();
    await this.context.reschedule();
  }

  /**
   * A page that shows tips hears whether to tick. Nothing is awaited between this greeting and the
   * socket's opening (the parts after this one greet other areas only), so no change falls between.
   */
  async greet(area: OverlayArea): Promise<OverlayMessage[]> {
    return tipShowingAreas.includes(area) ? [{ type: 'ticks', on: this.polling.wantsTicks() }] : [];
  }

  /** Going live (or offline) starts (or stops) the checks; other deliveries do not concern them. */
  takes(delivery: Delivery): boolean {
    return (
      delivery.kind === 'event' &&
      (delivery.event.type === 'streamOnline' || delivery.event.type === 'streamOffline')
    );
  }

  async receiveEvent(event: LiveEvent): Promise<void> {
    if (event.type === 'streamOnline' || event.type === 'streamOffline') await this.activityChanged();
  }

  async overlaysChanged(): Promise<void> {
    await this.activityChanged();
  }

  states(): Promise<Record<PolledTipService, TipListenerState>> {
    return this.polling.states();
  }

  async nextAlarm(now: number): Promise<number | null> {
    return this.polling.nextAlarm(now);
  }

  async alarm(now: number): Promise<void> {
    await this.polling.alarm(now);
    // A check may have found the token refused.
    this.tellTicks();
  }

  /** The checks ride on the open overlays' ticks; the alarm moves only when what is wanted changed. */
  async overlayTick(now: number): Promise<void> {
    const changed = await this.polling.tick(now);
    this.tellTicks();
    if (changed) await this.context.reschedule();
  }

  /** Tells the open overlays that show tips to tick, or to stop, when that changed. */
  private tellTicks(): void {
    const on = this.polling.wantsTicks();
    if (on === this.ticksTold) return;
    this.ticksTold = on;
    this.context.broadcast(tipShowingAreas, { type: 'ticks', on });
  }

  private async activityChanged(): Promise<void> {
    if (await this.polling.activityChanged()) await this.context.reschedule();
  }
}
