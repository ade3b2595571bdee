// The chat filters, a part of the channel (spec/moderation.md): every chat message passes them before
// any other part sees it. A decision is logged, counted as a strike, said in chat (unless silent or in
// a burst) and carried out on Twitch, real or simulated; the streamer tries rules here too.
import type { ModerationNote } from '../../core/chat/chat-answer';
import type { ChatMessage } from '../../core/chat/chat-message';
import { BurstGuard } from '../../core/moderation/burst-guard';
import {
  type FilterKey,
  filterLabels,
  type ModerationSettings,
  moderationSettingsFrom,
  type Punishment,
} from '../../core/moderation/moderation-settings';
import { isNeverActioned } from '../../core/moderation/never-actioned';
import { readPermit } from '../../core/moderation/permit';
import { type ReplayResult, replayChat } from '../../core/moderation/replay';
import { type CompiledModeration, compileModeration } from '../../core/moderation/screen';
import { type ChannelFacts, screenInputFor, withText } from '../../core/moderation/screen-input';
import { currentStrikes, stepFor } from '../../core/moderation/strikes';
import { type TestDecision, testMessage } from '../../core/moderation/tester';
import { clearProblem, recordProblem } from '../../db/channel-problems';
import { findStreamer } from '../../db/streamers';
import type { ModerationRequest, ModerationResult } from '../../integrations/twitch/moderation-requests';
import type { ChannelContext } from '../channel-context';
import type { ChannelPart } from '../channel-part';
import type { SimulatedModerationAction } from '../chat/simulated-moderation';
import { type ChatCommands, usageReply } from '../chat-commands';
import { ModerationActions } from './moderation-actions';
import { type LogQuery, ModerationLog, type ModerationLogEntry } from './moderation-log';
import { moderationAccessProblem, moderationProblemKey } from './moderation-problem';
import { RecentChat, type RecentMessage } from './recent-chat';
import { StrikeRecords } from './strike-records';
import { TrustedViewers } from './trusted-viewers';

const settingsKey = 'moderationSettings';
const permitsKey = 'moderationPermits';
/** Viewers whose recent texts are kept in memory for "the same message again". */
const keptViewers = 2000;
/** A burst's summary is said this long after it was held back (the burst guard's window). */
const burstSummaryDelayMs = 10_000;
/** Message ids screened lately, with what was decided: a delivery worked through again decides the same. */
const screenedMemory = 2000;

export class ChannelModeration implements ChannelPart {
  readonly calls = ['settings', 'saveSettings', 'test', 'replay', 'log', 'undo', 'simulatedActions'] as const;

  private current: ModerationSettings = moderationSettingsFrom(undefined);
  private compiled: CompiledModeration | null = null;
  private permits: Record<string, number> = {};
  private readonly strikes: StrikeRecords;
  private readonly trusted: TrustedViewers;
  private readonly moderationLog: ModerationLog;
  private readonly recent: RecentChat;
  private readonly actions: ModerationActions;
  private readonly burst = new BurstGuard();
  private readonly texts = new Map<string, { text: string; at: number }[]>();
  private readonly decided = new Map<string, ModerationNote | null>();
  /** Whether a moderation problem may be on record (unknown after a restart: cleared on the first success). */
  private problemOnRecord = true;
  /** When the held-back burst's summary is due, and whether it goes to the simulated chat. */
  private summary: { at: number; simulated: boolean } | null = null;
  private login: string | undefined;

  constructor(private readonly context: ChannelContext) {
    this.strikes = new StrikeRecords(context.storage);
    this.trusted = new TrustedViewers(context.storage);
    this.moderationLog = new ModerationLog(context.storage);
    this.recent = new RecentChat(context.storage);
    this.actions = new ModerationActions(
      context.storage,
      (request) => context.twitchFor(false).twitch.moderate(request),
      (logId, result) => this.actionDone(logId, result),
      () => context.reschedule(),
    );
  }

  async load(): Promise<void> {
    this.current = moderationSettingsFrom(await this.context.storage.get(settingsKey));
    this.permits = (await this.context.storage.get<Record<string, number>>(permitsKey)) ?? {};
    await this.recent.load();
    await this.trusted.load();
    this.actions.load();
  }

  /** The settings as the page edits them. */
  settings(): ModerationSettings {
    return this.current;
  }

  /** Stores settings the worker validated (expressions included) and compiles them once. */
  async saveSettings(settings: ModerationSettings): Promise<void> {
    await this.context.storage.put(settingsKey, settings);
    this.current = settings;
    this.compiled = null;
  }

  private anyOn(): boolean {
    return Object.values(this.current.filters).some((filter) => filter.enabled);
  }

  /** While a filter is on, every chat message must reach the object. */
  async wantsPlainChat(): Promise<boolean> {
    return this.anyOn();
  }

  async screenChat(message: ChatMessage): Promise<ModerationNote | null> {
    if (!this.anyOn()) return null;
    if (this.decided.has(message.messageId)) return this.decided.get(message.messageId) ?? null;
    const storeDue = this.storeDue();
    const note = await this.decide(message);
    // The alarm is set again only when something newly waits to be stored.
    if (this.storeDue() !== storeDue) await this.context.reschedule();
    this.decided.set(message.messageId, note);
    if (this.decided.size > screenedMemory) this.decided.delete(this.decided.keys().next().value as string);
    return note;
  }

  private async decide(message: ChatMessage): Promise<ModerationNote | null> {
    const now = Date.now();
    this.recent.add(recentOf(message, now));
    if (isNeverActioned(message.roles)) return null;
    if (message.sourceChannelId && !this.current.sharedChat) return null;

    const trustAfter = this.current.filters.firstTime.trustAfter;
    const result = this.compiledNow().screen(
      screenInputFor(
        {
          text: message.text,
          roles: message.roles,
          login: message.chatterLogin.toLowerCase(),
          fragments: message.fragments,
        },
        this.current,
        await this.channelFacts(),
        {
          clean: this.trusted.cleanMessages(message.chatterId, trustAfter),
          recent: this.texts.get(message.chatterId) ?? [],
          now,
        },
      ),
    );
    this.rememberText(message.chatterId, result.normalized, now);
    const { verdict } = result;
    if (!verdict) {
      this.trusted.clean(message.chatterId, trustAfter, now);
      return null;
    }
    // A message decided before a crash is not punished twice.
    const earlier = this.moderationLog.byMessage(message.messageId);
    if (earlier) return earlier.dryRun ? null : noteOf(earlier.action, earlier.filter, earlier.duration);

    const step = stepFor(this.current, verdict, currentStrikes(this.strikes.get(message.chatterId), now));
    if (step.counts) this.strikes.put(message.chatterId, { strikes: step.strikes, lastStrikeAt: now });
    const { punishment } = step;
    const logId = this.moderationLog.add({
      at: now,
      messageId: message.messageId,
      userId: message.chatterId,
      user: message.chatterName,
      filter: verdict.filter,
      action: punishment.action,
      ...(punishment.action === 'timeout' && { duration: punishment.duration }),
      ...(verdict.entry && { entry: verdict.entry }),
      text: message.text,
      normalized: result.normalized,
      strikes: step.strikes,
      dryRun: verdict.dryRun ?? false,
    });
    this.moderationLog.trim(now);
    if (verdict.dryRun) return null;

    const reason = `${filterLabels[verdict.filter]} (strike ${step.strikes})`;
    await this.carryOut(message, punishment, reason, logId);
    // The alert box's kill switch: what the filters removed, the viewer's alert speech never says.
    await this.context.part('alerts').silenceViewer(message.chatterId, message.chatterName);
    await this.tellChat(message, verdict.filter, step.strikes, now);
    return noteOf(
      punishment.action,
      verdict.filter,
      punishment.action === 'timeout' ? punishment.duration : undefined,
    );
  }

  private async carryOut(message: ChatMessage, punishment: Punishment, reason: string, logId: number) {
    const who = { userId: message.chatterId, userLogin: message.chatterLogin };
    const requests: ModerationRequest[] = [];
    if (punishment.action === 'delete' || punishment.action === 'warn')
      requests.push({ kind: 'delete', messageId: message.messageId, ...who });
    if (punishment.action === 'warn') requests.push({ kind: 'warn', ...who, reason });
    if (punishment.action === 'timeout')
      requests.push({ kind: 'timeout', ...who, duration: punishment.duration, reason });
    if (punishment.action === 'ban') requests.push({ kind: 'ban', ...who, reason });
    await this.act(requests, message.isTest, logId);
  }

  /**
   * Test chat and dev mode act on the simulated Twitch before the answer; real actions go through the
   * queue in the background, in order, so a webhook's acknowledgement never waits on Helix.
   */
  private async act(requests: ModerationRequest[], isTest: boolean, logId: number | null): Promise<void> {
    const choice = this.context.twitchFor(isTest);
    if (choice.simulated) {
      for (const request of requests) await this.actionDone(logId, await choice.twitch.moderate(request));
      return;
    }
    void (async () => {
      for (const request of requests) await this.actions.send(request, logId);
    })().catch((error: unknown) => console.error('moderation action not sent:', error));
  }

  private async actionDone(logId: number | null, result: ModerationResult): Promise<void> {
    const db = this.context.db();
    const streamerId = this.context.streamerId();
    if (result.ok) {
      if (this.problemOnRecord) {
        this.problemOnRecord = false;
        await clearProblem(db, streamerId, moderationProblemKey);
      }
      return;
    }
    if (logId !== null) this.moderationLog.noteTwitchAnswer(logId, result.reason);
    if (result.status === 401 || result.status === 403) {
      this.problemOnRecord = true;
      await recordProblem(
        db,
        streamerId,
        moderationProblemKey,
        moderationAccessProblem(result.reason),
        Date.now(),
      );
    }
  }

  /** The filter's message in chat, unless silent; in a burst, one summary afterwards instead. */
  private async tellChat(message: ChatMessage, filter: FilterKey, strikes: number, now: number) {
    const { sayMessage } = this.burst.record(now, filter);
    const settings = this.current.filters[filter];
    const simulated = this.context.twitchFor(message.isTest).simulated;
    if (!sayMessage) {
      this.summary ??= { at: now + burstSummaryDelayMs, simulated };
      await this.context.reschedule();
      return;
    }
    if (settings.silent || !settings.message.trim()) return;
    const text = settings.message
      .replaceAll('{username}', message.chatterName)
      .replaceAll('{filter}', filterLabels[filter])
      .replaceAll('{strikes}', String(strikes));
    await this.context.speech.say([text], simulated);
  }

  /** `!permit`. */
  chatCommands(): ChatCommands {
    return { permit: async (run) => (run.rest.trim() ? this.permitFromChat(run.rest) : usageReply(run)) };
  }

  /** `!permit <user> [seconds]`: that viewer's links pass for a while; the bot's answer. */
  private async permitFromChat(rest: string): Promise<string> {
    const permit = readPermit(rest);
    if (!permit) return 'Usage: !permit <user> [seconds]';
    const now = Date.now();
    const kept = Object.fromEntries(Object.entries(this.permits).filter(([, until]) => until > now));
    kept[permit.login] = now + permit.seconds * 1000;
    this.permits = kept;
    await this.context.storage.put(permitsKey, kept);
    return `${permit.login} may post links for the next ${permit.seconds} seconds.`;
  }

  /** The tester: one message against the saved settings or unsaved ones; nothing is stored or done. */
  async test(
    text: string,
    roles: string[],
    user: string,
    settings?: ModerationSettings,
  ): Promise<TestDecision> {
    const rules = settings
      ? { settings, compiled: compileModeration(settings) }
      : { settings: this.current, compiled: this.compiledNow() };
    return testMessage(
      { text, roles, login: user.toLowerCase() },
      rules,
      await this.channelFacts(),
      Date.now(),
    );
  }

  /** Replays the last hour of chat through `settings`; changes nothing. */
  async replay(settings: ModerationSettings): Promise<ReplayResult> {
    return replayChat(settings, this.recent.lastHour(Date.now()), await this.channelFacts());
  }

  log(query: LogQuery = {}): ModerationLogEntry[] {
    return this.moderationLog.list(query);
  }

  /** Lifts a logged timeout or ban, answering what was lifted and whose; a refusal when there is nothing to lift. */
  async undo(id: number): Promise<{ lifted: 'timeout' | 'ban'; user: string } | 'notFound' | 'notLiftable'> {
    const entry = this.moderationLog.get(id);
    if (!entry) return 'notFound';
    if ((entry.action !== 'timeout' && entry.action !== 'ban') || entry.dryRun || entry.undone)
      return 'notLiftable';
    this.moderationLog.markUndone(id);
    const isTest = entry.userId.startsWith('simulated:');
    await this.act(
      [{ kind: 'unban', userId: entry.userId, userLogin: entry.user.toLowerCase() }],
      isTest,
      null,
    );
    return { lifted: entry.action, user: entry.user };
  }

  simulatedActions(): Promise<SimulatedModerationAction[]> {
    return this.context.simulatedModeration.actions();
  }

  async nextAlarm(): Promise<number | null> {
    const times = [this.storeDue(), this.actions.nextAlarm(), this.summary?.at ?? null].filter(
      (time): time is number => time !== null,
    );
    return times.length > 0 ? Math.min(...times) : null;
  }

  async alarm(now: number): Promise<void> {
    if ((this.recent.flushDue() ?? now + 1) <= now) await this.recent.flush(now);
    if ((this.trusted.flushDue() ?? now + 1) <= now) await this.trusted.flush();
    await this.actions.alarm(now);
    if (this.summary && this.summary.at <= now) {
      const { simulated } = this.summary;
      const summary = this.burst.summary(now);
      // Still bursting: the summary waits until chat has been quiet for the guard's window.
      this.summary = this.burst.isHolding ? { at: now + burstSummaryDelayMs, simulated } : null;
      if (summary) await this.context.speech.say([summary], simulated);
    }
  }

  /** When the recent chat or the trusted viewers are next due to be stored. */
  private storeDue(): number | null {
    const times = [this.recent.flushDue(), this.trusted.flushDue()].filter((t) => t !== null);
    return times.length > 0 ? Math.min(...times) : null;
  }

  private compiledNow(): CompiledModeration {
    this.compiled ??= compileModeration(this.current);
    return this.compiled;
  }

  /** What the filters read of the channel now, the same for every message screened at once. */
  private async channelFacts(): Promise<ChannelFacts> {
    return {
      channelLogin: await this.channelLogin(),
      isLive: await this.context.liveState.isLive(),
      thirdPartyEmotes: this.context.part('emotes').thirdPartyWords(),
      permits: this.permits,
    };
  }

  /** The streamer's login, for the links filter's "the channel's own links always pass". */
  private async channelLogin(): Promise<string> {
    this.login ??= (await findStreamer(this.context.db(), this.context.streamerId()))?.login ?? '';
    return this.login;
  }

  private rememberText(userId: string, text: string, at: number): void {
    const kept = withText(this.texts.get(userId) ?? [], text, at);
    this.texts.delete(userId);
    this.texts.set(userId, kept);
    if (this.texts.size > keptViewers) this.texts.delete(this.texts.keys().next().value as string);
  }
}

function noteOf(action: string, filter: string, duration?: number): ModerationNote | null {
  if (action === 'allow') return null;
  return { action: action as ModerationNote['action'], filter, ...(duration !== undefined && { duration }) };
}

function recentOf(message: ChatMessage, at: number): RecentMessage {
  const hasEmotes = message.fragments?.some((fragment) => fragment.type === 'emote');
  return {
    userId: message.chatterId,
    user: message.chatterName,
    text: message.text,
    roles: message.roles,
    at,
    ...(hasEmotes && { fragments: message.fragments }),
  };
}
