// A clip as the product keeps and shows it (spec overlays.md "Clip"; issue 12's list contract).

export type Clip = {
  /** Twitch's clip id, which is also its slug. */
  id: string;
  title: string;
  creatorUsername: string;
  gameName: string;
  /** ISO 8601 (UTC), as Helix gives it. */
  createdAt: string;
  viewCount: number;
  /** Seconds, 0.1 precision. */
  duration: number;
  thumbnailUrl: string;
  /** The clip's page on Twitch. */
  url: string;
};

/** A clip the overlay will play: the embed player always, and an MP4 when one can be had. */
export type PlaylistClip = Clip & { embedUrl: string; videoUrl?: string };

/** How many clips one channel keeps; past this the oldest are dropped. */
export const maxStoredClips = 20_000;

export const byCreatedAt = (a: Clip, b: Clip) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * The official embed player for a clip (protocols.md section 4): `parent` must be the bare
 * hostname of the page that embeds it; the overlay starts it playing, with sound.
 */
export function clipEmbedUrl(clipId: string, parentHost: string): string {
  // Built as text: a playlist of thousands of clips builds thousands of these.
  return `https://clips.twitch.tv/embed?clip=${encodeURIComponent(clipId)}&parent=${encodeURIComponent(parentHost)}&autoplay=true&muted=false`;
}
