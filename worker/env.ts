// The Worker's bindings and the Hono context type, in one place.
import type { SessionStreamer } from '../db/sessions';
import type { ChannelDO } from '../durable-objects/channel';
import type { ChannelEnv } from '../durable-objects/channel-env';
import type { PartCalls, PartName } from '../durable-objects/channel-parts';
import type { LimitsDO } from '../durable-objects/limits/limits-do';
import type { WallpaperDO } from '../durable-objects/wallpaper/wallpaper-renderer';

export type Env = ChannelEnv & {
  CHANNEL: DurableObjectNamespace<ChannelDO>;
  /** Allowances that outlive an eviction (durable-objects/limits/limits-do.ts). */
  LIMITS: DurableObjectNamespace<LimitsDO>;
  /** Each channel's quote-wallpaper renderer (durable-objects/wallpaper/wallpaper-renderer.ts). */
  WALLPAPERS: DurableObjectNamespace<WallpaperDO>;
  ASSETS: Fetcher;
  /** Uploaded alert media (worker/routes/alert-media.ts), under `media/{id}`. */
  MEDIA: R2Bucket;
  /** Workers AI, where the deployment binds it: the hosted speech engine (README: Deploy). */
  AI?: Ai;
};

export type AppEnv = {
  Bindings: Env;
  Variables: {
    /** The channel the request acts on: the signed-in user's own, or one they are an editor of. */
    streamer: SessionStreamer;
    /** Who is signed in. */
    user: SessionStreamer;
    role: 'owner' | 'editor';
    /** What the route changed, in the settings history's words (middleware/settings-history.ts). */
    settingsChange: string | null;
  };
};

/** The streamer's ChannelDO. */
export function channelOf(env: Env, streamerId: string) {
  return env.CHANNEL.get(env.CHANNEL.idFromName(streamerId));
}

/**
 * One part of the streamer's ChannelDO: `partOf(env, id, 'clips').list(...)` is one call into the
 * object (its `call`), which hands it to the part's own method.
 */
export function partOf<N extends PartName>(env: Env, streamerId: string, name: N): PartCalls<N> {
  return partOfChannel(channelOf(env, streamerId), name);
}

/** The part `name` of a ChannelDO already in hand. */
export function partOfChannel<N extends PartName>(
  channel: DurableObjectStub<ChannelDO>,
  name: N,
): PartCalls<N> {
  return new Proxy({} as PartCalls<N>, {
    // Not a thenable, so an async function may return it.
    get: (_, method) =>
      method === 'then' ? undefined : (...args: unknown[]) => channel.call(name, String(method), args),
  });
}
