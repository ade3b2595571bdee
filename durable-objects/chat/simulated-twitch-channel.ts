// The Twitch a channel talks to in dev mode and in Simulator dry runs: chat goes to the simulated
// chat log and title/category changes to the DO's storage, so nothing reaches the real Twitch. Its
// totals are a plausible small channel's, so every goal type shows something in dev mode.
import type { TwitchTotals } from '../../core/progress/progress-counts';
import type {
  ChannelInfo,
  SetResult,
  ShoutoutResult,
  TwitchChannel,
} from '../../integrations/twitch/twitch-channel';
import { maxTitleLength } from '../../integrations/twitch/twitch-channel';
import type { SimulatedChatLog } from './simulated-chat-log';
import { SimulatedClips } from './simulated-clips';
import { SimulatedModeration } from './simulated-moderation';

const storageKey = 'simulatedChannelInfo';
const initialInfo: ChannelInfo = { game: 'Just Chatting', title: 'Testing my stream bot' };
/** 56 subscribers: 50 at tier 1, 4 at tier 2 and 2 at tier 3 make 70 sub points. */
export const simulatedTotals: TwitchTotals = { followers: 1234, subscribers: 56, subPoints: 70 };

export class SimulatedTwitchChannel implements TwitchChannel {
  private readonly clips: SimulatedClips;
  readonly moderation: SimulatedModeration;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly chatLog: SimulatedChatLog,
    private readonly streamStart: () => Promise<number | null>,
  ) {
    this.clips = new SimulatedClips(storage, async () => (await this.channelInfo()).title);
    this.moderation = new SimulatedModeration(storage, chatLog);
  }

  /** Simulated chat never echoes the bot back. */
  async ownUserIds(): Promise<string[]> {
    return [];
  }

  async sendChatMessage(text: string): Promise<void> {
    await this.chatLog.append([text], Date.now());
  }

  /** The Simulator says who follows through the chatter's roles. */
  async isFollower(): Promise<boolean> {
    return false;
  }

  async channelInfo(): Promise<ChannelInfo> {
    return (await this.storage.get<ChannelInfo>(storageKey)) ?? initialInfo;
  }

  async setGame(name: string): Promise<SetResult> {
    await this.storage.put(storageKey, { ...(await this.channelInfo()), game: name });
    return { ok: true, value: name };
  }

  async setTitle(title: string): Promise<SetResult> {
    if (title.length > maxTitleLength)
      return { ok: false, reason: `Titles are at most ${maxTitleLength} characters.` };
    await this.storage.put(storageKey, { ...(await this.channelInfo()), title });
    return { ok: true, value: title };
  }

  liveSince(): Promise<number | null> {
    return this.streamStart();
  }

  async channelInfoOf(login: string): Promise<ChannelInfo | null> {
    return { game: initialInfo.game, title: `${login}'s stream` };
  }

  /** A simulated channel has no badge of its own: the carousel shows its built-in star. */
  async subscriberBadgeUrl(): Promise<string | null> {
    return null;
  }

  /** The Simulator shows Twitch's shoutout card as a line of its own in the simulated chat. */
  async sendShoutout(login: string): Promise<ShoutoutResult> {
    await this.chatLog.append([`[Twitch shoutout to ${login}]`], Date.now());
    return { ok: true };
  }

  async goalTotals(): Promise<TwitchTotals> {
    return simulatedTotals;
  }

  /** The demo channel's clips (simulated-clips.ts). */
  clipsPage: TwitchChannel['clipsPage'] = (startedAt, endedAt, cursor) =>
    this.clips.clipsPage(startedAt, endedAt, cursor);
  clipById: TwitchChannel['clipById'] = (clipId) => this.clips.clipById(clipId);
  gameNames: TwitchChannel['gameNames'] = (gameIds) => this.clips.gameNames(gameIds);
  canDownloadClips: TwitchChannel['canDownloadClips'] = () => this.clips.canDownloadClips();
  clipVideoUrl: TwitchChannel['clipVideoUrl'] = (clipId) => this.clips.clipVideoUrl(clipId);
  createClip: TwitchChannel['createClip'] = (requestedBy) => this.clips.createClip(requestedBy);
  moderate: TwitchChannel['moderate'] = (request) => this.moderation.moderate(request);
}
