// The simulated channel's clips (dev mode and Simulator dry runs): the demo channel's twelve clips,
// dated back from when the channel first asked for them, plus the clips `!clip` made, all in the
// DO's storage so they stay put across evictions.
import {
  createdDemoClip,
  type DemoClip,
  demoClips,
  demoGames,
  demoThumbnailUrl,
  demoVideoUrl,
} from '../../core/clips/demo-clips';
import type { CreateClipResult, TwitchChannel, TwitchClip } from '../../integrations/twitch/twitch-channel';

const storageKey = 'simulatedClips';
const pageSize = 100;
/** Bounds what the Simulator's `!clip` can pile up. */
const maxCreated = 500;

type Stored = { seededAt: number; created: DemoClip[] };

const clipOf = (clip: DemoClip): TwitchClip => ({
  id: clip.id,
  title: clip.title,
  creatorName: clip.creatorName,
  gameId: clip.gameId,
  createdAt: clip.createdAt,
  viewCount: clip.viewCount,
  duration: clip.duration,
  thumbnailUrl: demoThumbnailUrl(clip.video),
  // There is no Twitch page for a demo clip: its title opens the video itself.
  url: demoVideoUrl(clip.video),
});

export type SimulatedClipCalls = Pick<
  TwitchChannel,
  'clipsPage' | 'clipById' | 'gameNames' | 'canDownloadClips' | 'clipVideoUrl' | 'createClip'
>;

export class SimulatedClips implements SimulatedClipCalls {
  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly channelTitle: () => Promise<string>,
    private readonly now: () => number = Date.now,
  ) {}

  async clipsPage(startedAt: number, endedAt: number, cursor: string | null) {
    const inWindow = (await this.all()).filter((clip) => {
      const at = Date.parse(clip.createdAt);
      return at >= startedAt && at < endedAt;
    });
    const from = cursor ? Number(cursor) : 0;
    const page = inWindow.slice(from, from + pageSize);
    const next = from + pageSize < inWindow.length ? String(from + pageSize) : null;
    return { clips: page.map(clipOf), cursor: next };
  }

  async clipById(clipId: string) {
    const clip = (await this.all()).find((candidate) => candidate.id === clipId);
    return clip ? clipOf(clip) : null;
  }

  async gameNames(gameIds: string[]) {
    return Object.fromEntries(
      demoGames.filter((game) => gameIds.includes(game.id)).map((game) => [game.id, game.name]),
    );
  }

  async canDownloadClips() {
    return true;
  }

  async clipVideoUrl(clipId: string) {
    const clip = (await this.all()).find((candidate) => candidate.id === clipId);
    return clip ? demoVideoUrl(clip.video) : null;
  }

  /** The simulated stream can always be clipped, so the Simulator's `!clip` adds a demo clip. */
  async createClip(requestedBy: string): Promise<CreateClipResult> {
    const stored = await this.stored();
    const clip = createdDemoClip(stored.created.length, await this.channelTitle(), requestedBy, this.now());
    await this.storage.put(storageKey, { ...stored, created: [...stored.created, clip].slice(-maxCreated) });
    return { ok: true, clipId: clip.id };
  }

  private async all(): Promise<DemoClip[]> {
    const stored = await this.stored();
    return [...demoClips(stored.seededAt), ...stored.created];
  }

  private async stored(): Promise<Stored> {
    const stored = await this.storage.get<Stored>(storageKey);
    if (stored) return stored;
    const fresh = { seededAt: this.now(), created: [] };
    await this.storage.put(storageKey, fresh);
    return fresh;
  }
}
