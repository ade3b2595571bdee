// The alert box inside a ChannelDO (spec alerts.md section 3): every accepted event that asks for an
// alert is queued in storage under its event's id, then played once, in order, on the open alert
// overlays, which say when each alert starts and ends. Nothing is sent while the box is paused, while
// no overlay is open (alerts wait, then count as missed) or while every open overlay has stopped
// beating (a frozen browser source); each of those is shown on the page and the health banner.
import {
  type AlertControl,
  type AlertEvent,
  type AlertQueueView,
  type AlertToPlay,
  type AlertType,
  isAlertControl,
} from '../../core/alerts/alert';
import { alertEventOf, floodText, followFlood } from '../../core/alerts/alert-events';
import type { AlertsSettings } from '../../core/alerts/alerts-settings';
import { planAlert } from '../../core/alerts/resolve-alert';
import type { LiveEvent } from '../../core/live/live-event';
import type { OverlayArea } from '../../core/overlay/overlay-areas';
import { alertReportSchema, type OverlayMessage } from '../../core/overlay/overlay-messages';
import { clearProblem, recordProblem } from '../../db/channel-problems';
import type { ChannelContext } from '../channel-context';
import type { ChannelPart } from '../channel-part';
import { type ChatCommands, usageReply } from '../chat-commands';
import type { Delivery } from '../delivery/inbox';
import { SavedSettings } from '../overlays/saved-settings';
import { noteBeat } from '../sockets/overlay-sockets';
import { AlertQueue, isViewers, type QueuedAlert, summaryOf } from './alert-queue';
import { alertToPlay } from './alert-to-play';
import { overlayStoppedProblem, stoppedProblemKey } from './alerts-problem';

/** An overlay that has not beaten for this long has stopped (it beats every 5 s). */
export const heartbeatTimeoutMs = 12_000;
/** While every overlay has stopped and alerts wait, the object looks again this often. */
const stalledPollMs = 15_000;
/** Speech said at its slowest (rate 0.5), characters a second: how long an alert may wait for it. */
const slowestSpeechCharsPerSecond = 7;
/** A manual hold waits for approval: never due by itself. */
const neverDue = Number.MAX_SAFE_INTEGER;
/** A sent or started alert the overlay never ends is closed this long after its duration. */
const closeAfterMs = 10_000;
/** Alerts wait this long after the stream ends for an overlay to open, then count as missed. */
const missedAfterMs = 10 * 60_000;
const flagsKey = 'alertsFlags';

type Flags = { paused: boolean; muted: boolean; streamEndedAt: number | null };

export class ChannelAlerts implements ChannelPart {
  private readonly settings: SavedSettings<'alerts'>;
  private queue: AlertQueue | undefined;
  private flags: Flags = { paused: false, muted: false, streamEndedAt: null };
  /** When the last alert ended: the gap runs from here. Memory only (an eviction plays the next at once). */
  private lastEndedAt = 0;
  /** What the health banner last showed (undefined after a start: the next look writes it). */
  private stalledOnRecord: boolean | undefined;

  readonly calls = ['queueView', 'control', 'testAlert'] as const;
  /** An event is queued once, keyed by its id (a flood keeps the ids it joined). */
  readonly rerunsHarmlessly = true;

  constructor(
    private readonly context: ChannelContext,
    private readonly now: () => number = Date.now,
    private readonly random: () => number = Math.random,
  ) {
    this.settings = new SavedSettings('alerts', context);
  }

  async load(): Promise<void> {
    this.queue = new AlertQueue(this.context.storage);
    this.flags = { ...this.flags, ...(await this.context.storage.get<Flags>(flagsKey)) };
  }

  private get alerts(): AlertQueue {
    if (!this.queue) throw new Error('The alert queue is not loaded yet');
    return this.queue;
  }

  /** Events that ask for an alert, a moderator's action (the kill switch) and the stream's end. */
  takes(delivery: Delivery): boolean {
    if (delivery.kind !== 'event') return false;
    const { event } = delivery;
    return event.type === 'viewerModerated' || event.type === 'streamOffline' || alertEventOf(event) !== null;
  }

  async receiveEvent(event: LiveEvent): Promise<void> {
    if (event.type === 'streamOffline') await this.setFlags({ streamEndedAt: event.at });
    if (event.type === 'viewerModerated') {
      await this.silenceViewer(event.userId ?? null, event.user ?? '');
      return;
    }
    const alertEvent = alertEventOf(event);
    if (!alertEvent || this.alerts.taken(event.id)) return;
    const settings = await this.settings.current();
    if (!planAlert(settings, alertEvent, this.random).plays) return;
    if (alertEvent.type === 'follow' && this.joinedFlood(event.id, alertEvent, event.at, event.isTest))
      return;
    this.enqueue(settings, {
      id: event.id,
      event: alertEvent,
      userId: event.userId ?? null,
      isTest: event.isTest,
      forced: false,
      at: event.at,
    });
    await this.pump();
  }

  /** The page's test buttons: a sample of `type` (a variation by its place in the list) as a test. */
  async testAlert(type: AlertType, event: AlertEvent, variation: number | null): Promise<string> {
    const id = `test-${type}-${this.now()}-${Math.floor(this.random() * 1e6)}`;
    this.enqueue(await this.settings.current(), {
      id,
      event: { ...event, ...(variation !== null && { variation }) },
      userId: null,
      isTest: true,
      forced: true,
      at: this.now(),
    });
    await this.pump();
    return id;
  }

  async greet(area: OverlayArea): Promise<OverlayMessage[]> {
    if (area !== 'alerts') return [];
    const greetings: OverlayMessage[] = [
      { type: 'settings', area: 'alerts', settings: await this.settings.current() },
      { type: 'alertMute', muted: this.flags.muted },
    ];
    // Sent before this overlay (re)connected and never started: it is sent again.
    const current = this.alerts.current();
    if (current?.state === 'sent' && current.sent) {
      this.alerts.markSent(current.id, current.sent, this.now());
      greetings.push({ type: 'alert', alert: current.sent });
    }
    return greetings;
  }

  async overlaysChanged(): Promise<void> {
    await this.pump();
  }

  async overlayMessage(area: OverlayArea, message: unknown, socket: WebSocket): Promise<void> {
    if (area !== 'alerts') return;
    if ((message as { type?: unknown } | null)?.type === 'heartbeat') {
      noteBeat(socket, this.now());
      await this.pump();
      return;
    }
    const report = alertReportSchema.safeParse(message);
    if (!report.success) return;
    const { id, type } = report.data;
    // An id this channel never queued (another channel's, or made up) matches no row: nothing changes.
    if (type === 'alertStarted') this.alerts.markStarted(id, this.now());
    else if (this.alerts.end(id, 'finished', this.now(), null, 'onOverlay')) this.lastEndedAt = this.now();
    await this.pump();
  }

  async settingsSaved(area: OverlayArea, settings: unknown): Promise<void> {
    if (area !== 'alerts') return;
    this.context.broadcast('alerts', {
      type: 'settings',
      area: 'alerts',
      settings: this.settings.replace(settings),
    });
    await this.pump();
  }

  async clearTestEvents(): Promise<string[]> {
    return this.alerts.clearTests();
  }

  async nextAlarm(now: number): Promise<number | null> {
    return this.dueAt(now, await this.settings.current(), await this.context.liveState.isLive());
  }

  async alarm(): Promise<void> {
    await this.pump();
  }

  /** The page's queue. */
  async queueView(): Promise<AlertQueueView> {
    await this.pump();
    const current = this.alerts.current();
    const waiting = this.alerts.waiting();
    return {
      paused: this.flags.paused,
      muted: this.flags.muted,
      overlays: this.context.openOverlays('alerts'),
      current: current && summaryOf(current),
      queued: waiting.filter((alert) => !alert.held).map(summaryOf),
      held: waiting.filter((alert) => alert.held).map(summaryOf),
      recent: this.alerts
        .past(undefined, 25)
        .filter((a) => a.state !== 'missed')
        .map(summaryOf),
      missed: this.alerts.past('missed', 50).map(summaryOf),
      warning: this.warning(),
    };
  }

  /** Pause, resume, skip, mute, unmute, replay (and approve a held alert); a reason when it cannot. */
  async control(action: AlertControl | 'approve', id?: string): Promise<string | null> {
    const now = this.now();
    switch (action) {
      case 'pause':
      case 'resume':
        await this.setFlags({ paused: action === 'pause' });
        break;
      case 'mute':
      case 'unmute':
        await this.setFlags({ muted: action === 'mute' });
        this.context.broadcast('alerts', { type: 'alertMute', muted: this.flags.muted });
        break;
      case 'skip': {
        const target = id ? this.alerts.get(id) : this.alerts.current();
        if (!target) return id ? 'There is no such alert.' : 'No alert is playing.';
        if (!this.alerts.end(target.id, 'skipped', now)) return 'That alert has already ended.';
        if (target.state !== 'queued') {
          this.lastEndedAt = now;
          this.context.broadcast('alerts', { type: 'alertStop', ids: [target.id], speechOnly: false });
        }
        break;
      }
      case 'replay': {
        const past = id ? this.alerts.get(id) : this.alerts.past(undefined, 1)[0];
        if (!past) return id ? 'There is no such alert.' : 'No alert has played yet.';
        if (past.state === 'queued' || past.state === 'sent' || past.state === 'started')
          return 'That alert has not finished yet.';
        this.enqueue(await this.settings.current(), {
          // From the first alert's id, so replays of replays keep a short id.
          id: `${past.id.split(':replay:')[0]}:replay:${now}`,
          event: past.event,
          userId: past.userId,
          isTest: past.isTest,
          forced: true,
          at: now,
          silenced: past.silenced,
        });
        break;
      }
      case 'approve':
        if (!id || !this.alerts.release(id, now)) return 'That alert is not waiting for approval.';
        break;
    }
    await this.pump();
    return null;
  }

  /** `!alerts`. */
  chatCommands(): ChatCommands {
    return { alerts: async (run) => (run.rest.trim() ? this.controlFromChat(run.rest) : usageReply(run)) };
  }

  /** `!alerts pause|resume|skip|mute|unmute|replay` from a moderator in chat: the bot's reply. */
  private async controlFromChat(rest: string): Promise<string> {
    const action = rest.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
    if (!isAlertControl(action)) return 'Usage: !alerts pause, resume, skip, mute, unmute or replay';
    const refused = await this.control(action);
    if (refused) return refused;
    const done: Record<AlertControl, string> = {
      pause: 'Alerts paused.',
      resume: 'Alerts resumed.',
      skip: 'Skipped the alert.',
      mute: 'Alert sounds and speech muted.',
      unmute: 'Alert sounds and speech unmuted.',
      replay: 'Replaying the last alert.',
    };
    return done[action];
  }

  /**
   * The kill switch: a moderator deleted a message of the viewer's, or timed out or banned them. Their
   * speech stops at once on the overlay, and their waiting alerts play without speech.
   */
  async silenceViewer(userId: string | null, username: string): Promise<void> {
    const current = this.alerts.current();
    if (current?.sent && isViewers(current, userId, username)) {
      // A resend after a reconnect must not bring the speech back.
      this.alerts.silenceSent(current.id, current.sent);
      this.context.broadcast('alerts', { type: 'alertStop', ids: [current.id], speechOnly: true });
    }
    for (const alert of this.alerts.waiting())
      if (isViewers(alert, userId, username)) this.alerts.silence(alert.id);
  }

  private enqueue(
    settings: AlertsSettings,
    alert: Pick<QueuedAlert, 'id' | 'event' | 'userId' | 'isTest' | 'forced' | 'at'> & { silenced?: boolean },
  ): void {
    const held = !alert.forced && this.isHeld(settings, alert.event);
    const delayMs = settings.delay * 1000;
    // A timed hold plays once its time is up unless skipped or approved sooner; a manual one waits for
    // approval.
    const dueAt = !held
      ? alert.at + delayMs
      : settings.hold === 'timed'
        ? alert.at + delayMs + settings.holdSeconds * 1000
        : neverDue;
    this.alerts.add({
      ...alert,
      silenced: alert.silenced ?? false,
      priority: settings.types[alert.event.type].priority,
      dueAt,
      held,
    });
  }

  /** The moderation hold covers tips and cheers that carry a message. */
  private isHeld(settings: AlertsSettings, event: AlertEvent): boolean {
    return (
      settings.hold !== 'off' && (event.type === 'tip' || event.type === 'cheer') && Boolean(event.message)
    );
  }

  /** A follow joins a flood: more than five within ten seconds play as one "N new followers" alert. */
  private joinedFlood(id: string, event: AlertEvent, at: number, isTest: boolean): boolean {
    const since = at - followFlood.windowMs;
    // Simulator follows and real ones never join the same flood.
    if (this.alerts.countSince('follow', since, isTest) < followFlood.count) return false;
    const [first, ...others] = this.alerts.waitingFollowsSince(since, isTest);
    if (!first) return false;
    const followers =
      (first.event.amount ?? 1) + others.reduce((sum, alert) => sum + (alert.event.amount ?? 1), 0) + 1;
    this.alerts.mergeInto(
      first.id,
      { ...first.event, username: event.username, amount: followers, flood: floodText(followers) },
      others.map((alert) => alert.id),
      id,
    );
    return true;
  }

  /**
   * Sends the next alert when it is time; ends alerts the overlay never ended; notes missed ones. The
   * alarm is set afterwards for whatever comes next (the clock writes only when that time changed).
   */
  private async pump(): Promise<void> {
    try {
      await this.sendNext();
    } finally {
      await this.context.reschedule();
    }
  }

  private async sendNext(): Promise<void> {
    const now = this.now();
    const settings = await this.settings.current();
    const open = this.context.openOverlays('alerts');
    let current = this.alerts.current();
    // Sent to an overlay that closed before starting it (OBS shuts hidden sources): it waits again.
    if (current?.state === 'sent' && open === 0) {
      this.alerts.unsend(current.id);
      current = null;
    }
    if (current) {
      if (now < this.closesAt(current, now)) return;
      this.alerts.end(
        current.id,
        'expired',
        now,
        current.state === 'sent'
          ? 'The overlay never started it (its media may not have loaded).'
          : 'The overlay never said it ended; closed after its duration and 10 s.',
      );
      this.lastEndedAt = now;
    }
    const stalled = this.isStalled(now);
    await this.noteStalled(stalled);
    if (open === 0) {
      this.noteMissed(now, await this.context.liveState.isLive());
      return;
    }
    if (this.flags.paused || stalled) return;
    if (now < this.lastEndedAt + settings.gap * 1000) return;
    const next = this.alerts.waiting().find((alert) => alert.dueAt <= now);
    if (!next) return;
    let alert: AlertToPlay;
    try {
      alert = await alertToPlay(next, settings, {
        context: this.context,
        random: this.random,
        now: this.now,
      });
    } catch (error) {
      // One alert that cannot be built must not hold up every alert behind it.
      console.error('Could not build an alert:', error);
      this.alerts.end(next.id, 'expired', now, 'It could not be built (its settings may be damaged).');
      return;
    }
    this.alerts.markSent(next.id, alert, now);
    this.context.broadcast('alerts', { type: 'alert', alert });
  }

  /**
   * When an alert on the overlay is closed if the overlay never ends it: its duration and 10 s, or,
   * when it waits for its speech, as long as the speech could take at its slowest.
   */
  private closesAt(alert: QueuedAlert, now: number): number {
    const since = alert.startedAt ?? alert.sentAt ?? now;
    const sent = alert.sent;
    const speechSeconds =
      sent?.untilSpeechEnds && sent.speech ? sent.speech.text.length / slowestSpeechCharsPerSecond : 0;
    return since + Math.max(sent?.duration ?? 8, speechSeconds) * 1000 + closeAfterMs;
  }

  /** With no overlay open and the stream over for ten minutes, waiting alerts go to the missed list. */
  private noteMissed(now: number, live: boolean): void {
    for (const alert of this.alerts.waiting())
      if (now >= this.missedAt(alert, live))
        this.alerts.end(alert.id, 'missed', now, 'No alert overlay was open.');
  }

  /** While live, alerts wait for an overlay however long; after the stream, ten minutes. */
  private missedAt(alert: QueuedAlert, live: boolean): number {
    return live
      ? Number.POSITIVE_INFINITY
      : Math.max(alert.at, this.flags.streamEndedAt ?? 0) + missedAfterMs;
  }

  private isStalled(now: number): boolean {
    const beats = this.context.overlayBeats('alerts');
    return beats.length > 0 && beats.every((beat) => now - beat > heartbeatTimeoutMs);
  }

  private async noteStalled(stalled: boolean): Promise<void> {
    // After a start nothing is on record in memory: a problem recorded before the eviction is cleared.
    if (stalled === this.stalledOnRecord) return;
    this.stalledOnRecord = stalled;
    const db = this.context.db();
    const streamerId = this.context.streamerId();
    if (stalled) await recordProblem(db, streamerId, stoppedProblemKey, overlayStoppedProblem, this.now());
    else await clearProblem(db, streamerId, stoppedProblemKey);
  }

  private warning(): string | null {
    if (this.isStalled(this.now()))
      return 'The alerts overlay stopped responding: refresh the browser source. Alerts wait until it answers again.';
    const open = this.context.openOverlays('alerts');
    if (open > 1)
      return `${open} alert overlays are open: each plays every alert. Close the copies you do not use.`;
    return null;
  }

  /** The next moment the queue needs the object: an alert to close, a gap or delay to end, a check. */
  private dueAt(now: number, settings: AlertsSettings, live: boolean): number | null {
    const current = this.alerts.current();
    if (current) return this.closesAt(current, now);
    const waiting = this.alerts.waiting().filter((alert) => alert.dueAt !== neverDue);
    if (waiting.length === 0) return null;
    if (this.context.openOverlays('alerts') === 0) {
      const missed = Math.min(...waiting.map((alert) => this.missedAt(alert, live)));
      return Number.isFinite(missed) ? missed : null;
    }
    if (this.flags.paused) return null;
    if (this.isStalled(now)) return now + stalledPollMs;
    const due = Math.min(...waiting.map((alert) => alert.dueAt));
    return Math.max(due, this.lastEndedAt + settings.gap * 1000);
  }

  private async setFlags(change: Partial<Flags>): Promise<void> {
    this.flags = { ...this.flags, ...change };
    await this.context.storage.put(flagsKey, this.flags);
  }
}
