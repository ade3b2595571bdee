// What the bot needs from Twitch for one channel. Helix implements it for real channels; the
// Simulator and dev mode use a simulated channel, so the same bot code runs in both.

export type ChannelInfo = { game: string; title: string };

export type SetResult = { ok: true; value: string } | { ok: false; reason: string };

export interface TwitchChannel {
  /** The accounts the bot speaks as here: their messages come back through EventSub and must not loop. */
  ownUserIds(): Promise<string[]>;
  /** Posts one message (at most 500 characters) as the bot. Rejects when Twitch did not send it. */
  sendChatMessage(text: string): Promise<void>;
  isFollower(userId: string): Promise<boolean>;
  channelInfo(): Promise<ChannelInfo>;
  /** Finds the category by name and sets it; the value is the category's exact name. */
  setGame(name: string): Promise<SetResult>;
  setTitle(title: string): Promise<SetResult>;
  /** Epoch ms of the live stream's start, or null while offline. */
  liveSince(): Promise<number | null>;
  /** Another channel's last category and title, by login; null when the channel does not exist. */
  channelInfoOf(login: string): Promise<ChannelInfo | null>;
}

export const maxTitleLength = 140;
