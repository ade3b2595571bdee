// The small contract each part of a ChannelDO implements as it needs. The DO is a door: it hands each
// piece of work to every part in turn, so a new feature adds a part, not a branch in every method.
import type { ChatAnswer, ModerationNote } from '../core/chat/chat-answer';
import type { ChatMessage } from '../core/chat/chat-message';
import type { LiveEvent } from '../core/live/live-event';
import type { OverlayArea } from '../core/overlay/overlay-areas';
import type { OverlayMessage } from '../core/overlay/overlay-messages';
import type { ChatCommands } from './chat-commands';
import type { Delivery } from './delivery/inbox';

export type ContentChange =
  | 'commands'
  | 'textReplies'
  | 'announcements'
  | 'chatAccount'
  | 'incrementor'
  | 'triggeredEvents'
  | 'regulars'
  | 'publicPage';

export interface ChannelPart {
  /** The methods the worker may call on this part through the door (ChannelDO.call). */
  readonly calls?: readonly string[];
  /**
   * Whether this part acts on a delivery at all (default: every one it has a handler for). A part
   * that does not is not called for it, and the inbox writes no progress mark for it.
   */
  takes?(delivery: Delivery): boolean;
  /**
   * Taking the same delivery twice changes nothing the second time (the part keys what it keeps by
   * the event's id), so the inbox writes no progress mark for it: work resumed after a crash may
   * simply run it again.
   */
  readonly rerunsHarmlessly?: boolean;
  /** Reads what the part keeps in storage before the object takes any work. */
  load?(): Promise<void>;
  /** A channel event from EventSub, a tip service or the Simulator, in the order parts are listed. */
  receiveEvent?(event: LiveEvent): Promise<void>;
  /**
   * Adds what the channel knows of the chatter to the message (a listed regular gets the role), before
   * the filters or any other part see it.
   */
  recognize?(message: ChatMessage): Promise<void>;
  /**
   * Sees every chat message before any part does (the chat filters): what it did to the message, which
   * then reaches no part, or null to let it through.
   */
  screenChat?(message: ChatMessage): Promise<ModerationNote | null>;
  /**
   * The functional chat commands this part answers, by command type (`!alerts`, `!permit` …): read once
   * as the channel starts; the chat part runs them through its gate in Twitch chat and on Discord.
   */
  chatCommands?(): ChatCommands;
  /** A chat message; what the bot answers to it (or why not), if this part answers chat. */
  receiveChat?(message: ChatMessage): Promise<ChatAnswer | undefined>;
  /**
   * Whether this part needs chat messages that are not commands now (the emote mover while its
   * overlay is open, announcements while they count chat). When no part does, the webhook answers
   * such chat itself and the object is not called.
   */
  wantsPlainChat?(): Promise<boolean>;
  /** What a newly connected overlay socket of `area` is sent, after the earlier parts' greetings. */
  greet?(area: OverlayArea): Promise<OverlayMessage[]>;
  /** An overlay socket opened or closed (`context.openOverlays()` counts what is open now). */
  overlaysChanged?(): Promise<void>;
  /** A message from an overlay socket of `area` (heartbeats are answered without waking the object). */
  overlayMessage?(area: OverlayArea, message: unknown, socket: WebSocket): Promise<void>;
  /**
   * An open overlay ticked (about every `overlayTickMs`, from the leading ticking page only): the part
   * does now what is due instead of on the alarm. Nothing reschedules after it; a part that ticks do
   * for keeps its alarm for when they stop coming (see overlaysTicking).
   */
  overlayTick?(now: number): Promise<void>;
  /** The streamer saved `area`'s settings (already validated and stored in D1). */
  settingsSaved?(area: OverlayArea, settings: unknown): Promise<void>;
  /** The dashboard changed what the channel answers with. */
  contentChanged?(what: ContentChange): Promise<void>;
  /** "Clear test events": drops what Simulator events left; the ids of the test events it removed. */
  clearTestEvents?(): Promise<string[]>;
  /** When this part next needs the alarm (epoch ms), or null. */
  nextAlarm?(now: number): Promise<number | null>;
  /** The alarm fired; each part does what is due. */
  alarm?(now: number): Promise<void>;
}
