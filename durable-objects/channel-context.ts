// What every part of a ChannelDO is given: whose channel it is, D1, the overlay sockets, the alarm,
// the channel's intake, the one speech service, every part's chat commands, its other parts by name,
// and the one decision between the real Twitch and the simulated one.

import type { ChatMessage } from '../core/chat/chat-message';
import type { OverlayArea } from '../core/overlay/overlay-areas';
import type { OverlayMessage } from '../core/overlay/overlay-messages';
import { openDatabase } from '../db/client';
import { isDevMode } from '../integrations/twitch/app-config';
import { helixChannel } from '../integrations/twitch/helix-channel';
import { type TwitchTokenStore, twitchTokenStore } from '../integrations/twitch/token-store';
import type { TwitchChannel } from '../integrations/twitch/twitch-channel';
import type { ChannelEnv } from './channel-env';
import type { ChannelParts, PartName } from './channel-parts';
import { SimulatedChatLog } from './chat/simulated-chat-log';
import { SimulatedTwitchChannel } from './chat/simulated-twitch-channel';
import { type CommandHandler, chatCommandTable } from './chat-commands';
import type { Delivery } from './delivery/inbox';
import { DiscordRoleBook } from './discord/discord-role-book';
import { LiveStateStore } from './live/live-state-store';
import { broadcastToOverlays, countOpenOverlays, overlayBeats } from './sockets/overlay-sockets';
import { ChannelSpeech } from './speech/channel-speech';

/** Which Twitch a piece of work talks to, and whether what it says goes to the simulated chat. */
export type TwitchChoice = { twitch: TwitchChannel; simulated: boolean };

/** What the door does for its parts: the one alarm, and the durable intake. */
export type ChannelDoor = {
  /** Re-arms the object's one alarm at the earliest time any part needs. */
  reschedule(): Promise<void>;
  /** Takes a delivery into the inbox (deduped by id); false when it was already taken in. */
  accept(id: string, delivery: Delivery): Promise<boolean>;
};

export class ChannelContext {
  readonly liveState: LiveStateStore;
  readonly simulatedChat: SimulatedChatLog;
  /** The linked Discord server's roles, for {discordRole} wherever a template is said. */
  readonly discordRoles: DiscordRoleBook;
  /** How every part speaks in chat (say, templates, announcements, the outbox). */
  readonly speech: ChannelSpeech;
  /** No Twitch app configured: every piece of work talks to the simulated Twitch. Decided once. */
  readonly devMode: boolean;
  /** The streamer's Twitch user id (the name the object is addressed by), once known. */
  private id: string | undefined;
  private parts: ChannelParts | undefined;
  private chatCommands: ReadonlyMap<string, CommandHandler> = new Map();
  private readonly simulatedTwitch: SimulatedTwitchChannel;
  private realTwitch: TwitchChannel | undefined;
  /** Where the Simulator was last used from, for a site without PUBLIC_URL (dev mode). */
  private simulatorOrigin: string | undefined;

  constructor(
    readonly state: DurableObjectState,
    readonly env: ChannelEnv,
    private readonly door: ChannelDoor,
  ) {
    this.devMode = isDevMode(env);
    this.liveState = new LiveStateStore(state.storage);
    this.simulatedChat = new SimulatedChatLog(state.storage);
    this.discordRoles = new DiscordRoleBook(state.storage);
    this.simulatedTwitch = new SimulatedTwitchChannel(
      state.storage,
      this.simulatedChat,
      async () => (await this.liveState.current()).liveSince,
    );
    this.speech = new ChannelSpeech(this);
  }

  get storage(): DurableObjectStorage {
    return this.state.storage;
  }

  /** The object learns whose channel it is as it starts. */
  nameAs(id: string | undefined): void {
    this.id = id;
  }

  isNamed(): boolean {
    return this.id !== undefined;
  }

  streamerId(): string {
    if (!this.id) throw new Error('ChannelDO has no name: address it with idFromName(streamerId)');
    return this.id;
  }

  db() {
    return openDatabase(this.env.DB);
  }

  /**
   * The site's address, for links the bot says in chat (the public page): PUBLIC_URL, which real
   * Twitch chat needs anyway (EventSub calls it), else the origin the Simulator was used from.
   */
  siteOrigin(): string | null {
    return this.env.PUBLIC_URL || this.simulatorOrigin || null;
  }

  /** The Simulator's request says where the site is; kept in memory, as each of its messages says it. */
  learnSimulatorOrigin(origin: string): void {
    this.simulatorOrigin = origin;
  }

  /** The door hands over the parts once they exist; the chat commands they bring are read once. */
  attach(parts: ChannelParts): void {
    this.parts = parts;
    this.chatCommands = chatCommandTable(Object.entries(parts));
  }

  /** The handler of a functional command type, from the part that brings it. */
  chatCommand(type: string): CommandHandler | undefined {
    return this.chatCommands.get(type);
  }

  /** Another part of this channel, for the few things one part asks of another (Discord runs chat's commands). */
  part<N extends PartName>(name: N): ChannelParts[N] {
    if (!this.parts) throw new Error('The channel parts are not attached yet');
    return this.parts[name];
  }

  reschedule(): Promise<void> {
    return this.door.reschedule();
  }

  accept(id: string, delivery: Delivery): Promise<boolean> {
    return this.door.accept(id, delivery);
  }

  /**
   * The one place that decides real or simulated Twitch: dev mode (no Twitch app) and test work
   * (the Simulator's messages and events) use the simulated channel; everything else Helix.
   */
  twitchFor(isTest: boolean): TwitchChoice {
    if (isTest || this.devMode) return { twitch: this.simulatedTwitch, simulated: true };
    const tokens = () => twitchTokenStore(this.env) as TwitchTokenStore; // configured: not dev mode
    this.realTwitch ??= helixChannel(tokens(), this.streamerId());
    return { twitch: this.realTwitch, simulated: false };
  }

  /** Whether the bot's own account (or the streamer's chosen chat account) sent this message. */
  async isOwnMessage(message: ChatMessage): Promise<boolean> {
    return (await this.twitchFor(message.isTest).twitch.ownUserIds()).includes(message.chatterId);
  }

  /** Moderation on the simulated Twitch: what the bot did there. */
  get simulatedModeration() {
    return this.simulatedTwitch.moderation;
  }

  /** The streamer changed the chat account: the real channel is built afresh with it. */
  forgetRealTwitch(): void {
    this.realTwitch = undefined;
  }

  /** How many overlay sockets (of `area`, or of any area) are open now. */
  openOverlays(area?: OverlayArea): number {
    return countOpenOverlays(this.state, area);
  }

  /** When each open overlay of `area` last beat (see overlayBeats). */
  overlayBeats(area: OverlayArea): number[] {
    return overlayBeats(this.state, area);
  }

  /** Sends to every open overlay socket of `area`; returns how many got it. */
  broadcast(area: OverlayArea | readonly OverlayArea[], message: OverlayMessage): number {
    return broadcastToOverlays(this.state, message, area);
  }
}
