// The Worker's bindings and the Hono context type, in one place.
import type { SessionStreamer } from '../db/sessions';
import type { ChannelDO } from '../durable-objects/channel';
import type { ChannelEnv } from '../durable-objects/channel-env';

export type Env = ChannelEnv & {
  CHANNEL: DurableObjectNamespace<ChannelDO>;
  ASSETS: Fetcher;
};

export type AppEnv = {
  Bindings: Env;
  Variables: { streamer: SessionStreamer };
};

/** The streamer's ChannelDO. */
export function channelOf(env: Env, twitchUserId: string) {
  return env.CHANNEL.get(env.CHANNEL.idFromName(twitchUserId));
}
