// The clip calls of a real channel (protocols.md 3.3 and 4), raw through twurple's callApi so paging
// windows and Get Clips Download (which twurple does not wrap) follow the documented wire format:
// Get Clips and Get Games with the app token; Get Clips Download and Create Clip with the
// broadcaster's own token.
import type { ApiClient } from '@twurple/api';
import type { CreateClipResult, TwitchChannel, TwitchClip } from './twitch-channel';

type HelixClipRow = {
  id: string;
  url: string;
  creator_name: string;
  game_id: string;
  title: string;
  view_count: number;
  created_at: string;
  thumbnail_url: string;
  duration: number;
};

/** The scopes that let the broadcaster's token download their own clips. */
const downloadScopes = ['channel:manage:clips', 'editor:manage:clips'];
const scopesCacheMs = 60 * 1000;
/** Create Clip covers the last 30 seconds (spec section 9). */
const createdClipSeconds = '30';

const rfc3339 = (at: number) => new Date(at).toISOString();

const clipOf = (row: HelixClipRow): TwitchClip => ({
  id: row.id,
  title: row.title,
  creatorName: row.creator_name,
  gameId: row.game_id,
  createdAt: row.created_at,
  viewCount: row.view_count,
  duration: row.duration,
  thumbnailUrl: row.thumbnail_url,
  url: row.url,
});

const statusOf = (error: unknown) => (error as { statusCode?: number }).statusCode;

type ClipCalls = Pick<
  TwitchChannel,
  'clipsPage' | 'clipById' | 'gameNames' | 'canDownloadClips' | 'clipVideoUrl' | 'createClip'
>;

export function helixClips(
  app: ApiClient,
  broadcaster: () => Promise<ApiClient>,
  streamerId: string,
  grantedScopes: () => Promise<string[]>,
): ClipCalls {
  const asBroadcaster = async <T>(options: Parameters<ApiClient['callApi']>[0]) =>
    (await broadcaster()).callApi<T>({ ...options, userId: streamerId, forceType: 'user' });
  // The grant changes only at sign-in; a playlist asks on every load, so the answer is kept a while.
  let granted: { can: boolean; at: number } | undefined;
  const canDownload = async () => {
    if (granted && Date.now() - granted.at < scopesCacheMs) return granted.can;
    granted = {
      can: (await grantedScopes()).some((scope) => downloadScopes.includes(scope)),
      at: Date.now(),
    };
    return granted.can;
  };

  return {
    async clipsPage(startedAt, endedAt, cursor) {
      const answer = await app.callApi<{ data: HelixClipRow[]; pagination?: { cursor?: string } }>({
        type: 'helix',
        url: 'clips',
        query: {
          broadcaster_id: streamerId,
          started_at: rfc3339(startedAt),
          ended_at: rfc3339(endedAt),
          first: '100',
          ...(cursor ? { after: cursor } : {}),
        },
      });
      return { clips: answer.data.map(clipOf), cursor: answer.pagination?.cursor ?? null };
    },

    async clipById(clipId) {
      const answer = await app.callApi<{ data: HelixClipRow[] }>({
        type: 'helix',
        url: 'clips',
        query: { id: clipId },
      });
      const row = answer.data[0];
      return row ? clipOf(row) : null;
    },

    async gameNames(gameIds) {
      const names: Record<string, string> = {};
      for (let i = 0; i < gameIds.length; i += 100) {
        const answer = await app.callApi<{ data: { id: string; name: string }[] }>({
          type: 'helix',
          url: 'games',
          query: { id: gameIds.slice(i, i + 100) },
        });
        for (const game of answer.data) names[game.id] = game.name;
      }
      return names;
    },

    canDownloadClips: canDownload,

    async clipVideoUrl(clipId) {
      if (!(await canDownload())) return null;
      try {
        const answer = await asBroadcaster<{
          data: {
            clip_id: string;
            landscape_download_url: string | null;
            portrait_download_url: string | null;
          }[];
        }>({
          type: 'helix',
          url: 'clips/downloads',
          query: { editor_id: streamerId, broadcaster_id: streamerId, clip_id: clipId },
        });
        const row = answer.data.find((download) => download.clip_id === clipId);
        return row?.landscape_download_url ?? row?.portrait_download_url ?? null;
      } catch (error) {
        console.warn(
          `Get Clips Download refused (${statusOf(error) ?? 'no status'}); the embed plays instead.`,
        );
        return null;
      }
    },

    async createClip(): Promise<CreateClipResult> {
      try {
        const answer = await asBroadcaster<{ data: { id: string; edit_url: string }[] }>({
          type: 'helix',
          url: 'clips',
          method: 'POST',
          query: { broadcaster_id: streamerId, duration: createdClipSeconds },
        });
        const created = answer.data[0];
        if (!created) return { ok: false, why: 'failed', reason: 'Twitch did not make the clip.' };
        return { ok: true, clipId: created.id };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404)
          return { ok: false, why: 'offline', reason: 'The stream is offline: nothing to clip.' };
        if (status === 403)
          return {
            ok: false,
            why: 'disabled',
            reason: 'Clips are turned off or restricted on this channel.',
          };
        if (status === 401)
          return {
            ok: false,
            why: 'failed',
            reason: 'Twitch refused: the streamer needs to sign in again to allow clips.',
          };
        return { ok: false, why: 'failed', reason: 'Twitch could not make the clip.' };
      }
    },
  };
}
