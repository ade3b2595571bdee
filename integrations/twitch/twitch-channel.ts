// What the bot and the overlays need from Twitch for one channel. Helix implements it for real channels; the
// Simulator and dev mode use a simulated channel, so the same bot code runs in both.

import type { ClipPage, TwitchClip } from '../../core/clips/clip-collection';

export type { TwitchClip };

import type { TwitchTotals } from '../../core/progress/progress-counts';
import type { ModerationRequest, ModerationResult } from './moderation-requests';

export type ChannelInfo = { game: string; title: string };

export type SetResult = { ok: true; value: string } | { ok: false; reason: string };

/** Twitch's answer to a shoutout: sent, or why not (rateLimited: Twitch's 2-minute or 1-hour rule). */
export type ShoutoutResult =
  | { ok: true }
  | { ok: false; why: 'rateLimited' | 'unknownChannel' | 'notAllowed' | 'failed'; reason: string };

/** Twitch's answer to Create Clip: the new clip's id, or why not (offline, clips disabled). */
export type CreateClipResult =
  | { ok: true; clipId: string }
  | { ok: false; why: 'offline' | 'disabled' | 'failed'; reason: string };

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
  /** The 1x image of the channel's subscriber badge, or null when it has none. */
  subscriberBadgeUrl(): Promise<string | null>;
  /** Twitch's own shoutout of another channel (Send a Shoutout), by login. */
  sendShoutout(login: string): Promise<ShoutoutResult>;
  /** Followers, subscribers and subscriber points now, for the goal progress bar. */
  goalTotals(): Promise<TwitchTotals>;
  /** One page (up to 100) of the channel's clips created in [startedAt, endedAt), epoch ms. */
  clipsPage(startedAt: number, endedAt: number, cursor: string | null): Promise<ClipPage<TwitchClip>>;
  /** One clip by id, or null while Twitch does not list it (yet). */
  clipById(clipId: string): Promise<TwitchClip | null>;
  /** Category names by id (Get Games); unknown ids are left out. */
  gameNames(gameIds: string[]): Promise<Record<string, string>>;
  /** Whether the channel's clips can be had as MP4s (the streamer granted channel:manage:clips). */
  canDownloadClips(): Promise<boolean>;
  /** A just-fetched MP4 address of one of the channel's clips, or null when Twitch gives none. */
  clipVideoUrl(clipId: string): Promise<string | null>;
  /** Clips the live stream (Create Clip); `requestedBy` names the viewer who asked. */
  createClip(requestedBy: string): Promise<CreateClipResult>;
  /** Deletes a message, times out, bans, lifts or warns, as the chat filters decided. */
  moderate(request: ModerationRequest): Promise<ModerationResult>;
}

export const maxTitleLength = 140;
