// The bindings a ChannelDO uses; the worker's Env extends this, so the DO never imports from worker/.
import type { TwitchVars } from '../integrations/twitch/app-config';

export type ChannelEnv = TwitchVars & {
  DB: D1Database;
};
