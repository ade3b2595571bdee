// The bindings a ChannelDO uses; the worker's Env extends this, so the DO never imports from worker/.
import type { DiscordVars } from '../integrations/discord/discord-config';
import type { NightbotVars } from '../integrations/import/nightbot-config';
import type { TipVars } from '../integrations/tips/tip-config';

export type ChannelEnv = TipVars &
  DiscordVars &
  NightbotVars & {
    DB: D1Database;
    /** 'true' lets {urlget} read private and loopback addresses (a self-hoster's own network). */
    URLGET_ALLOW_PRIVATE?: string;
    /** A streamer's API allowance per minute: state changes and Simulator/playground calls (default 120). */
    API_WRITES_PER_MINUTE?: string;
    /** A streamer's API allowance per minute for reads (default 600). */
    API_READS_PER_MINUTE?: string;
    /** Requests a minute per overlay key: pages, socket opens, state (default 120). */
    OVERLAY_REQUESTS_PER_MINUTE?: string;
    /** Public quote searches a minute, per client address and per channel (defaults 30 and 300). */
    QUOTE_SEARCHES_PER_MINUTE?: string;
  };
