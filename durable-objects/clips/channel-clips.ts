// The clip reel inside a ChannelDO: the channel's clip list (fetched from Twitch incrementally, only
// clips newer than the last fetch, on "Get my clips" and by the alarm while a reel is open), the
// playlist the overlay plays, its MP4 addresses fetched just before playing, and `!clip`.
import type { ChatMessage } from '../../core/chat/chat-message';
import { type Clip, clipEmbedUrl, type PlaylistClip } from '../../core/clips/clip';
import { clipsBegan, collectClips } from '../../core/clips/clip-collection';
import { type ListFilters, listTest, playlist, playlistFilters } from '../../core/clips/clip-filters';
import type { ClipReelSettings } from '../../core/clips/clip-reel-settings';
import type { OverlayArea } from '../../core/overlay/overlay-areas';
import type { OverlayMessage } from '../../core/overlay/overlay-messages';
import type { TwitchClip } from '../../integrations/twitch/twitch-channel';
import type { ChannelContext } from '../channel-context';
import type { ChannelPart } from '../channel-part';
import type { ChatCommands } from '../chat-commands';
import { SavedSettings } from '../overlays/saved-settings';
import { ClipStore } from './clip-store';

const fetchStateKey = 'clipFetch';
const gameNamesKey = 'clipGameNames';
/** Helix lists a clip a little after it is made: each fetch looks back this far past the last one. */
const overlapMs = 10 * 60 * 1000;
/** While a reel is open, new clips are looked for this often. */
const alarmEveryMs = 15 * 60 * 1000;
/** `!clip`: Get Clips is asked this often for the new clip, for at most 15 s (protocols.md 3.3). */
const createPollMs = 1000;
const createWaitMs = 15 * 1000;

type FetchState = { fetchedUpTo: number | null; attemptedAt: number | null; error: string | null };
const neverFetched: FetchState = { fetchedUpTo: null, attemptedAt: null, error: null };

/** The Clip Management list: one page of the matching clips, and how the last fetch went. */
export type ClipListPage = {
  clips: Clip[];
  /** All of the channel's clips, and those matching the filters. */
  total: number;
  matching: number;
  /** Epoch ms of the last good fetch, null before the first. */
  fetchedAt: number | null;
  /** Why the last fetch failed (the list keeps its last good state), or null. */
  refreshError: string | null;
};

export class ChannelClips implements ChannelPart {
  private readonly store: ClipStore;
  private readonly settings: SavedSettings<'clipReel'>;
  private fetchState: FetchState = neverFetched;
  private gameNames: Record<string, string> = {};
  private refreshing: Promise<void> | null = null;
  private reelGreeted = false;
  readonly calls = ['list', 'playlistJson', 'videoUrl'] as const;

  constructor(
    private readonly context: ChannelContext,
    private readonly now: () => number = Date.now,
    private readonly sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  ) {
    this.store = new ClipStore(context.storage.sql);
    this.settings = new SavedSettings('clipReel', context);
  }

  async load(): Promise<void> {
    this.fetchState = (await this.context.storage.get<FetchState>(fetchStateKey)) ?? neverFetched;
    this.gameNames = (await this.context.storage.get<Record<string, string>>(gameNamesKey)) ?? {};
  }

  async greet(area: OverlayArea): Promise<OverlayMessage[]> {
    if (area !== 'clipReel') return [];
    // An open reel keeps the alarm looking for new clips (its socket is accepted after this greeting).
    this.reelGreeted = true;
    await this.context.reschedule();
    return [{ type: 'settings', area: 'clipReel', settings: await this.settings.current() }];
  }

  async settingsSaved(area: OverlayArea, settings: unknown): Promise<void> {
    if (area !== 'clipReel') return;
    this.context.broadcast('clipReel', {
      type: 'settings',
      area: 'clipReel',
      settings: this.settings.replace(settings),
    });
  }

  async nextAlarm(now: number): Promise<number | null> {
    const reelOpen = this.reelGreeted || this.context.state.getWebSockets('clipReel').length > 0;
    this.reelGreeted = false;
    if (!reelOpen) return null;
    return (this.fetchState.attemptedAt ?? now) + alarmEveryMs;
  }

  async alarm(now: number): Promise<void> {
    if (this.context.state.getWebSockets('clipReel').length === 0) return;
    if (this.fetchState.attemptedAt === null || now - this.fetchState.attemptedAt >= alarmEveryMs)
      await this.refresh();
  }

  /** "Get my clips": clips newer than the last fetch are added first (one fetch at a time). */
  async list(filters: ListFilters, offset: number, limit: number, refresh: boolean): Promise<ClipListPage> {
    // The very first look at the list fetches it, so a new streamer never sees an empty list first.
    if (refresh || this.fetchState.attemptedAt === null) await this.refresh();
    const all = this.store.all();
    const matching = all.filter(listTest(filters));
    return {
      clips: matching.slice(offset, offset + limit),
      total: all.length,
      matching: matching.length,
      fetchedAt: this.fetchState.fetchedUpTo,
      refreshError: this.fetchState.error,
    };
  }

  /**
   * What the overlay plays, as the answer's JSON text (`{status, clips}`), so thousands of clips
   * cross from the object to the worker as one string: the saved settings with the link's
   * overrides. The first call fetches the list if it never was; after that the overlay never waits
   * on Twitch.
   */
  async playlistJson(
    overrides: Partial<ClipReelSettings>,
    origin: string,
    /** Where the worker serves a clip's video: this, the clip's id, then `/video`. */
    videoPathPrefix: string,
  ): Promise<string> {
    const videoPath = (clipId: string) => `${videoPathPrefix}${encodeURIComponent(clipId)}/video`;
    if (this.fetchState.fetchedUpTo === null && this.fetchState.attemptedAt === null) await this.refresh();
    const settings = { ...(await this.settings.current()), ...overrides };
    const clips = playlist(this.store.all(), playlistFilters(settings), this.now());
    const { twitch, simulated } = this.context.twitchFor(false);
    const canDownload = await twitch.canDownloadClips();
    const host = new URL(origin).hostname;
    // Demo videos are local files; Twitch's MP4 addresses are fetched only when the clip is about to play.
    const demoVideos = canDownload && simulated ? await this.demoVideos(clips, origin) : null;
    const result: PlaylistClip[] = clips.map((clip) => {
      const videoUrl = !canDownload
        ? undefined
        : demoVideos
          ? demoVideos.get(clip.id)
          : `${origin}${videoPath(clip.id)}`;
      return { ...clip, embedUrl: clipEmbedUrl(clip.id, host), ...(videoUrl ? { videoUrl } : {}) };
    });
    return JSON.stringify({ status: true, clips: result });
  }

  private async demoVideos(clips: Clip[], origin: string): Promise<Map<string, string>> {
    const { twitch } = this.context.twitchFor(false);
    const videos = new Map<string, string>();
    for (const clip of clips) {
      const path = await twitch.clipVideoUrl(clip.id);
      if (path) videos.set(clip.id, new URL(path, origin).toString());
    }
    return videos;
  }

  /** A just-fetched MP4 address of one of this channel's clips, or null (the overlay embeds it). */
  async videoUrl(clipId: string): Promise<string | null> {
    if (!this.store.has(clipId)) return null;
    return this.context.twitchFor(false).twitch.clipVideoUrl(clipId);
  }

  chatCommands(): ChatCommands {
    return { clip: (run) => this.createClip(run.message) };
  }

  /** `!clip`: Create Clip, then its link once Get Clips lists it, or why not. */
  private async createClip(message: ChatMessage): Promise<string> {
    const choice = this.context.twitchFor(message.isTest);
    const created = await choice.twitch.createClip(message.chatterName);
    if (!created.ok) return `${message.chatterName}, no clip: ${created.reason}`;
    const deadline = this.now() + createWaitMs;
    for (;;) {
      const found = await choice.twitch.clipById(created.clipId).catch(() => null);
      if (found) {
        // The clip joins the list the reel plays when it comes from the Twitch that list is fetched from.
        if (choice.simulated === this.context.twitchFor(false).simulated) await this.add([found]);
        return `${message.chatterName} clipped it: ${found.url}`;
      }
      if (this.now() + createPollMs > deadline) break;
      await this.sleep(createPollMs);
    }
    return `${message.chatterName}, Twitch did not finish the clip within 15 seconds; it may show up in a while.`;
  }

  /** Clips newer than the last fetch, added to the list; a failure keeps the list as it was. */
  private refresh(): Promise<void> {
    this.refreshing ??= this.fetchNewClips().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async fetchNewClips(): Promise<void> {
    const { twitch } = this.context.twitchFor(false);
    const until = this.now();
    const since = this.fetchState.fetchedUpTo === null ? clipsBegan : this.fetchState.fetchedUpTo - overlapMs;
    try {
      const found = await collectClips(
        (startedAt, endedAt, cursor) => twitch.clipsPage(startedAt, endedAt, cursor),
        since,
        until,
      );
      await this.add(found);
      await this.saveFetchState({ fetchedUpTo: until, attemptedAt: until, error: null });
    } catch (error) {
      console.warn('Fetching clips failed:', error instanceof Error ? error.message : error);
      await this.saveFetchState({
        ...this.fetchState,
        attemptedAt: until,
        error: 'Twitch could not be reached to get your clips; the list shows what was fetched before.',
      });
    }
  }

  /** Clips from Twitch with their games' names (looked up once per game), saved; the reel hears of new ones. */
  private async add(found: TwitchClip[]): Promise<void> {
    const { twitch } = this.context.twitchFor(false);
    const unknown = [...new Set(found.map((clip) => clip.gameId))].filter(
      (id) => id !== '' && this.gameNames[id] === undefined,
    );
    if (unknown.length > 0) {
      const names = await twitch.gameNames(unknown).catch(() => ({}) as Record<string, string>);
      if (Object.keys(names).length > 0) {
        this.gameNames = { ...this.gameNames, ...names };
        await this.context.storage.put(gameNamesKey, this.gameNames);
      }
    }
    const added = this.store.save(
      found.map((clip) => ({
        id: clip.id,
        title: clip.title,
        creatorUsername: clip.creatorName,
        gameName: this.gameNames[clip.gameId] ?? '',
        createdAt: clip.createdAt,
        viewCount: clip.viewCount,
        duration: clip.duration,
        thumbnailUrl: clip.thumbnailUrl,
        url: clip.url,
      })),
    );
    if (added > 0) this.context.broadcast('clipReel', { type: 'clipsChanged' });
  }

  private async saveFetchState(state: FetchState): Promise<void> {
    this.fetchState = state;
    await this.context.storage.put(fetchStateKey, state);
  }
}
