// When the channel checks its tip services (StreamElements, Streamlabs): a service is wanted while
// the bot is in the channel, it has a token the service did not refuse, and the stream is live or an
// overlay is open. A service that becomes wanted is checked at once (catching up on what came while
// it was not), then at the pace the channel gives (more often while an overlay shows tips) on the DO
// alarm, so the object hibernates in between. While open overlays tick, the checks ride on their ticks
// instead and the alarm only watches, every few minutes, that they still come: an alarm set is a row
// written, a tick is a fraction of a request. Nothing wanted: no alarm, no D1 read, no fetch.
import type { RepeatedFailureLog } from '../../core/health/repeated-failure-log';
import { tipServiceNames } from '../../core/health/tip-status';
import type { LiveEvent } from '../../core/live/live-event';
import { tickWatchIntervalMs, tipPollIntervalMs } from '../../core/tips/tip-cursors';
import {
  type PolledTipService,
  polledTipServices,
  type TipListenerState,
} from '../../core/tips/tip-requests';
import type { TipSettingsRow } from '../../db/tip-settings';
import { TipCheckFailedError, TipTokenRefusedError } from '../../integrations/tips/tip-api';
import { UnreadableTokenError } from './tip-channel';
import type { TipServicePoller } from './tip-service-poller';

/** What is wanted apart from live/overlays, kept in DO storage so an evicted object knows. */
type Wanted = {
  joined: boolean;
  configured: PolledTipService[];
  refused: Partial<Record<PolledTipService, string>>;
};

/** A wanted service's checks, in memory only (an evicted object starts with a check). */
type Running = {
  status: 'connecting' | 'connected' | 'reconnecting';
  dueAt: number;
  reason?: string;
  checking: boolean;
};

export type TipPollingDeps = {
  storage: DurableObjectStorage;
  /** Whether the bot is in the channel and which services have a token (D1; read on refresh only). */
  readChannel(): Promise<{ joined: boolean; configured: PolledTipService[] }>;
  /** The sealed tokens, read at each check (D1). */
  readSettings(): Promise<TipSettingsRow | undefined>;
  /** How often to check (ms): null while the stream is offline and no overlay is open. */
  interval(): Promise<number | null>;
  /** Whether open overlays tick (core/overlay/overlay-heartbeat.ts): then their ticks check, not the alarm. */
  ticking(now: number): boolean;
  /** Into the channel's durable intake, deduped by the event id. */
  deliver(event: LiveEvent): Promise<void>;
  pollers: Record<PolledTipService, TipServicePoller<unknown>>;
  /** Where failed checks are logged: once, then counted (a service down fails every check). */
  failures: Pick<RepeatedFailureLog, 'failed' | 'succeeded'>;
};

const checkName = (service: PolledTipService) => `${tipServiceNames[service]} tip check`;

// The socket listeners kept the same shape under this key: a channel keeps its state across the change.
const wantedKey = 'tipListeners';
const cursorKey = (service: PolledTipService) => `tipCursor:${service}`;
const nothingWanted: Wanted = { joined: false, configured: [], refused: {} };

/**
 * A tick finds a check due this much early. Only the leading page's ticks reach the checks, once an
 * interval, so a check that took a moment (or a tick a little early) does not skip to the next one.
 */
const tickAllowanceMs = tipPollIntervalMs / 2;

export class TipPolling {
  private wanted: Wanted = nothingWanted;
  /** The pace of the checks, as the channel last gave it. */
  private every = 0;
  private readonly running = new Map<PolledTipService, Running>();
  private readonly checkedAt = new Map<PolledTipService, number>();
  /** Bumped when a service's token is saved or removed: a check begun with the old one moves no cursor. */
  private readonly tokenGenerations: Record<PolledTipService, number> = { streamElements: 0, streamlabs: 0 };

  constructor(private readonly deps: TipPollingDeps) {}

  async load(): Promise<void> {
    this.wanted = (await this.deps.storage.get<Wanted>(wantedKey)) ?? nothingWanted;
    if (!this.mayBeWanted()) return;
    // After an eviction the next check is when the stored alarm says (now, if none is set); while
    // overlays tick, at their next tick (the stored alarm then only watches them).
    const now = Date.now();
    const alarm = await this.deps.storage.getAlarm();
    await this.sync(this.deps.ticking(now) ? now : Math.max(now, alarm ?? 0));
  }

  /** Re-reads the channel; `changed` names a service whose token was just saved or removed. */
  async refresh(changed?: PolledTipService): Promise<void> {
    const channel = await this.deps.readChannel();
    const refused = { ...this.wanted.refused };
    if (changed) {
      delete refused[changed];
      this.running.delete(changed);
      this.checkedAt.delete(changed);
      this.tokenGenerations[changed] += 1;
      // A new token starts from now: saving it never replays the tips made before.
      if (channel.configured.includes(changed))
        await this.deps.storage.put(cursorKey(changed), this.deps.pollers[changed].fresh(Date.now()));
      else await this.deps.storage.delete(cursorKey(changed));
    }
    for (const service of polledTipServices)
      if (!channel.configured.includes(service)) delete refused[service];
    this.wanted = { ...channel, refused };
    await this.deps.storage.put(wantedKey, this.wanted);
    await this.sync(Date.now());
  }

  /**
   * The stream went live or offline, or an overlay opened or closed; true when the alarm may need to
   * move: what is wanted changed, or checks run (the overlay that ticked may have closed).
   */
  async activityChanged(): Promise<boolean> {
    if (!this.mayBeWanted() && this.running.size === 0) return false;
    return (await this.sync(Date.now())) || this.running.size > 0;
  }

  /**
   * The earliest due check; null when nothing is wanted. While overlays tick, their ticks check and
   * the alarm only watches that they still come, at fixed times (the multiples of
   * `tickWatchIntervalMs`), so no check and no restart of the object moves it.
   */
  nextAlarm(now: number): number | null {
    const due = [...this.running.values()].map((running) => running.dueAt);
    if (due.length === 0) return null;
    if (this.deps.ticking(now)) return (Math.floor(now / tickWatchIntervalMs) + 1) * tickWatchIntervalMs;
    return Math.min(...due);
  }

  /**
   * The alarm fired: checks every wanted service that is due, unless overlays tick (their ticks
   * check; the alarm found they still come). Ticks stopped: the alarm's pace takes over from here.
   */
  async alarm(now: number): Promise<void> {
    await this.sync(now);
    if (this.deps.ticking(now)) return;
    await this.checkDue(now);
  }

  /** An overlay ticked: checks what is due (or nearly), setting no alarm; true when the alarm may need to move. */
  async tick(now: number): Promise<boolean> {
    if (!this.mayBeWanted() && this.running.size === 0) return false;
    const before = [...this.running.keys()].join();
    const changed = await this.sync(now);
    await this.checkDue(now + tickAllowanceMs);
    // A refused token stops its checks: the watching alarm may go.
    return changed || [...this.running.keys()].join() !== before;
  }

  /** Checks every wanted service due by `by`, with one D1 read for their tokens. */
  private async checkDue(by: number): Promise<void> {
    const due = [...this.running].filter(([, running]) => running.dueAt <= by && !running.checking);
    if (due.length === 0) return;
    const settings = await this.deps.readSettings();
    await Promise.all(due.map(([service, running]) => this.check(service, running, settings)));
  }

  async states(): Promise<Record<PolledTipService, TipListenerState>> {
    const active = this.mayBeWanted() && (await this.deps.interval()) !== null;
    return Object.fromEntries(
      polledTipServices.map((service) => [service, this.stateOf(service, active)]),
    ) as Record<PolledTipService, TipListenerState>;
  }

  private stateOf(service: PolledTipService, active: boolean): TipListenerState {
    if (!this.wanted.configured.includes(service)) return { status: 'off' };
    const refusal = this.wanted.refused[service];
    if (refusal) return { status: 'refused', reason: refusal };
    if (!this.wanted.joined) return { status: 'waitingForBot' };
    const checkedAt = this.checkedAt.get(service);
    const when = checkedAt === undefined ? {} : { checkedAt };
    const running = this.running.get(service);
    if (!running) return active ? { status: 'connecting' } : { status: 'standby', ...when };
    return { status: running.status, ...(running.reason ? { reason: running.reason } : {}), ...when };
  }

  /**
   * Whether an open overlay that shows tips should tick: with one open a service is checked every
   * `tipPollIntervalMs`, live or not, as long as one is configured (joined, a token not refused).
   */
  wantsTicks(): boolean {
    return this.mayBeWanted();
  }

  /** Joined, with a token not refused: wanted as soon as the stream is live or an overlay open. */
  private isConfigured(service: PolledTipService): boolean {
    return this.wanted.joined && this.wanted.configured.includes(service) && !this.wanted.refused[service];
  }

  private mayBeWanted(): boolean {
    return polledTipServices.some((service) => this.isConfigured(service));
  }

  /**
   * Starts (due at `dueAt`) the services now wanted and drops the others, and brings a check forward
   * when the pace quickened (an overlay that shows tips opened); true when any changed.
   */
  private async sync(dueAt: number): Promise<boolean> {
    const every = this.mayBeWanted() ? await this.deps.interval() : null;
    let changed = false;
    if (every !== null) this.every = every;
    for (const service of polledTipServices) {
      const wanted = every !== null && this.isConfigured(service);
      const running = this.running.get(service);
      if (wanted && !running) {
        this.running.set(service, { status: 'connecting', dueAt, checking: false });
        changed = true;
      } else if (!wanted && this.running.delete(service)) changed = true;
      else if (running && !running.checking && running.dueAt > Date.now() + this.every) {
        running.dueAt = Date.now() + this.every;
        changed = true;
      }
    }
    return changed;
  }

  private async check(
    service: PolledTipService,
    running: Running,
    settings: TipSettingsRow | undefined,
  ): Promise<void> {
    const poller = this.deps.pollers[service];
    const generation = this.tokenGenerations[service];
    const isCurrent = () => this.running.get(service) === running;
    running.checking = true;
    running.dueAt = Date.now() + this.every;
    try {
      // Removed since: the refresh that follows the removal stops this service.
      if (!settings) return;
      let cursor = await this.deps.storage.get(cursorKey(service));
      if (cursor === undefined) {
        // A token saved before cursors existed starts from its first check.
        cursor = poller.fresh(Date.now());
        await this.deps.storage.put(cursorKey(service), cursor);
      }
      const step = await poller.check(settings, cursor, Date.now());
      // Delivered before the cursor moves: an eviction in between repeats tips, which the intake drops.
      for (const event of step.deliver) await this.deps.deliver(event);
      if (step.moved && generation === this.tokenGenerations[service])
        await this.deps.storage.put(cursorKey(service), step.next);
      this.checkedAt.set(service, Date.now());
      this.deps.failures.succeeded(checkName(service));
      if (isCurrent()) {
        running.status = 'connected';
        running.reason = undefined;
      }
    } catch (error) {
      if (generation !== this.tokenGenerations[service]) return;
      if (error instanceof TipTokenRefusedError || error instanceof UnreadableTokenError) {
        await this.refuse(service, error instanceof UnreadableTokenError ? error.message : poller.refusal);
        return;
      }
      // Error texts of our clients name the host only; of anything else only its kind is logged.
      const reason = error instanceof TipCheckFailedError ? error.message : 'The check failed.';
      const kind =
        error instanceof TipCheckFailedError || !(error instanceof Error) ? '' : ` (${error.name})`;
      this.deps.failures.failed(checkName(service), `${reason}${kind}`, Date.now());
      if (isCurrent()) {
        running.status = 'reconnecting';
        running.reason = reason;
      }
    } finally {
      running.checking = false;
      running.dueAt = Date.now() + this.every;
    }
  }

  private async refuse(service: PolledTipService, reason: string): Promise<void> {
    this.running.delete(service);
    this.wanted = { ...this.wanted, refused: { ...this.wanted.refused, [service]: reason } };
    console.warn(`${service} refused the channel's token; waiting for a new one`);
    await this.deps.storage.put(wantedKey, this.wanted);
  }
}
