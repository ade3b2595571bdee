// What every part of a ChannelDO shares: whose channel it is, D1, the overlay sockets, the alarm,
// and the one decision between the real Twitch and the simulated one.

import type { OverlayArea } from '../core/overlay/overlay-areas';
import type { OverlayMessage } from '../core/overlay/overlay-messages';
import { openDatabase } from '../db/client';
import { isDevMode } from '../integrations/twitch/app-config';
import { helixChannel } from '../integrations/twitch/helix-channel';
import { type TwitchTokenStore, twitchTokenStore } from '../integrations/twitch/token-store';
import type { TwitchChannel } from '../integrations/twitch/twitch-channel';
import type { ChannelEnv } from './channel-env';
import { SimulatedChatLog } from './chat/simulated-chat-log';
import { SimulatedTwitchChannel } from './chat/simulated-twitch-channel';
import { DiscordRoleBook } from './discord/discord-role-book';
import { LiveStateStore } from './live/live-state-store';
import { broadcastToOverlays, countOpenOverlays } from './sockets/overlay-sockets';

/** Which Twitch a piece of work talks to, and whether what it says goes to the simulated chat. */
export type TwitchChoice = { twitch: TwitchChannel; simulated: boolean };

export class ChannelContext {
  readonly liveState: LiveStateStore;
  readonly simulatedChat: SimulatedChatLog;
  /** The linked Discord server's roles, for {discordRole} wherever a template is said. */
  readonly discordRoles: DiscordRoleBook;
  private readonly simulatedTwitch: SimulatedTwitchChannel;
  private realTwitch: TwitchChannel | undefined;

  constructor(
    readonly state: DurableObjectState,
    readonly env: ChannelEnv,
    private readonly broadcasterId: () => string,
    /** Re-arms the object's one alarm at the earliest time any part needs. */
    readonly reschedule: () => Promise<void>,
  ) {
    this.liveState = new LiveStateStore(state.storage);
    this.simulatedChat = new SimulatedChatLog(state.storage);
    this.discordRoles = new DiscordRoleBook(state.storage);
    this.simulatedTwitch = new SimulatedTwitchChannel(
      state.storage,
      this.simulatedChat,
      async () => (await this.liveState.current()).liveSince,
    );
  }

  get storage(): DurableObjectStorage {
    return this.state.storage;
  }

  channelId(): string {
    return this.broadcasterId();
  }

  db() {
    return openDatabase(this.env.DB);
  }

  /**
   * The one place that decides real or simulated Twitch: dev mode (no Twitch app) and test work
   * (the Simulator's messages and events) use the simulated channel; everything else Helix.
   */
  twitchFor(isTest: boolean): TwitchChoice {
    if (isTest || isDevMode(this.env)) return { twitch: this.simulatedTwitch, simulated: true };
    const tokens = () => twitchTokenStore(this.env) as TwitchTokenStore; // configured: not dev mode
    this.realTwitch ??= helixChannel(tokens(), this.channelId());
    return { twitch: this.realTwitch, simulated: false };
  }

  /** The streamer changed the chat account: the real channel is built afresh with it. */
  forgetRealTwitch(): void {
    this.realTwitch = undefined;
  }

  /** How many overlay sockets (of `area`, or of any area) are open now. */
  openOverlays(area?: OverlayArea): number {
    return countOpenOverlays(this.state, area);
  }

  /** Sends to every open overlay socket of `area`; returns how many got it. */
  broadcast(area: OverlayArea | readonly OverlayArea[], message: OverlayMessage): number {
    return broadcastToOverlays(this.state, message, area);
  }
}
