// Periodic announcements of one channel: counts chat messages, keeps the cycle's progress in DO
// storage, and says the next announcement when both its minutes and its messages have passed, while
// the bot is in the channel: after Leave it posts nothing by itself, on Twitch or in the Simulator.
import {
  type AnnouncementProgress,
  type AnnouncementSettings,
  freshProgress,
  isAnnouncementDue,
  nextAnnouncementTime,
  takeAnnouncement,
} from '../../core/announcements/announcements';

const progressKey = 'announcementProgress';
const simulatedKey = 'announcementsSimulated';

export type AnnouncerDeps = {
  storage: DurableObjectStorage;
  loadSettings: () => Promise<AnnouncementSettings>;
  isLive: () => Promise<boolean>;
  /** Whether the bot is in the channel (joined and not left since). */
  botInChannel: () => Promise<boolean>;
  /** Fills keywords and says it: to the simulated chat when the stream was started from the Simulator. */
  announce: (text: string, simulated: boolean) => Promise<void>;
  random: () => number;
};

export class Announcer {
  private settings: AnnouncementSettings | undefined;
  private progress: AnnouncementProgress | undefined;

  constructor(private readonly deps: AnnouncerDeps) {}

  settingsChanged(): void {
    this.settings = undefined;
  }

  /** A new stream: the first announcement comes after the full interval. */
  async streamStarted(now: number, simulated: boolean): Promise<void> {
    this.progress = freshProgress(now);
    await this.deps.storage.put({ [progressKey]: this.progress, [simulatedKey]: simulated });
  }

  /**
   * Whether chat still counts: announcements can go out and the next one waits on more messages.
   * Once enough have been seen, more change nothing, so none is counted (or written).
   */
  async countsChat(now = Date.now()): Promise<boolean> {
    const settings = await this.currentSettings();
    const progress = await this.currentProgress(now);
    return (
      nextAnnouncementTime(settings, progress, await this.deps.isLive()) !== null &&
      progress.messagesSince < settings.numberOfMessagesBetweenAnnouncements
    );
  }

  /** Counts a chat message while chat counts (see countsChat); no storage write otherwise. */
  async chatMessageSeen(now: number): Promise<void> {
    if (!(await this.countsChat(now))) return;
    const progress = await this.currentProgress(now);
    this.progress = { ...progress, messagesSince: progress.messagesSince + 1 };
    await this.deps.storage.put(progressKey, this.progress);
    await this.announceIfDue(now);
  }

  /** Says the next announcement if it is due (skips it while the bot is out of the channel). */
  async announceIfDue(now: number): Promise<void> {
    const settings = await this.currentSettings();
    const progress = await this.currentProgress(now);
    if (!isAnnouncementDue(settings, progress, await this.deps.isLive(), now)) return;
    const taken = takeAnnouncement(settings, progress, now, this.deps.random);
    this.progress = taken.progress;
    await this.deps.storage.put(progressKey, taken.progress);
    // Skipped, not held back: the cycle goes on, so the bot back in the channel carries on from it.
    if (!(await this.deps.botInChannel())) return;
    await this.deps.announce(taken.text, (await this.deps.storage.get<boolean>(simulatedKey)) ?? false);
  }

  /** When an alarm should wake the channel to check again (chat messages check on their own). */
  async nextCheck(now: number): Promise<number | null> {
    const at = nextAnnouncementTime(
      await this.currentSettings(),
      await this.currentProgress(now),
      await this.deps.isLive(),
    );
    return at !== null && at > now ? at : null;
  }

  private async currentSettings(): Promise<AnnouncementSettings> {
    this.settings ??= await this.deps.loadSettings();
    return this.settings;
  }

  private async currentProgress(now: number): Promise<AnnouncementProgress> {
    this.progress ??= (await this.deps.storage.get<AnnouncementProgress>(progressKey)) ?? freshProgress(now);
    return this.progress;
  }
}
