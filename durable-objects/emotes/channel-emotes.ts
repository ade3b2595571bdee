// The emote mover inside a ChannelDO: every chat message's emotes, in order, to the channel's open
// emote-mover overlays as one `emotes` message; a burst for a cheer of at least cheerMin bits; the
// saved settings to those overlays; and what the page's Testing and source list need. Nothing is done
// for chat while no emote overlay is open, so the chat path costs no more without one.
import type { ChatMessage } from '../../core/chat/chat-message';
import {
  type EmoteLookup,
  emoteLookup,
  emotesOfMessage,
  fragmentsOf,
  simulatedFragments,
  twitchEmoteImage,
} from '../../core/emotes/chat-emotes';
import { demoEmotes, demoTwitchEmoteId } from '../../core/emotes/demo-emotes';
import type { Emote, EmoteImage } from '../../core/emotes/emote';
import { burstWeights, flightOf } from '../../core/emotes/emote-flight';
import { defaultMaxEmotesPerMessage, type EmoteMoverSettings } from '../../core/emotes/emote-settings';
import type { EmoteSourcesReport } from '../../core/emotes/emote-sources';
import type { ThirdPartySource } from '../../core/emotes/third-party-emotes';
import type { LiveEvent } from '../../core/live/live-event';
import type { OverlayArea } from '../../core/overlay/overlay-areas';
import type { OverlayMessage } from '../../core/overlay/overlay-messages';
import type { ChannelContext } from '../channel-context';
import type { ChannelPart } from '../channel-part';
import type { Delivery } from '../delivery/inbox';
import { SavedSettings } from '../overlays/saved-settings';
import { EmoteSets } from './emote-sets';

/** A cheer's burst: as many emotes as the page's test burst. */
export const cheerBurstSize = 20;
/** The page's preview and Testing fly at most this many different images. */
const maxSamples = 40;
/** A cheer arrives twice on Twitch (its chat message and channel.cheer): one burst for both. */
const cheerEchoMs = 60_000;
/** Twitch's global Kappa, <3, HeyGuys and CoolCat: a cheer's burst when the channel knows no emote. */
const fallbackTwitchIds = ['25', '9', '30259', '58127'];

const perMessage = (settings: EmoteMoverSettings) =>
  settings.maxEmotesPerMessage ?? defaultMaxEmotesPerMessage;

export class ChannelEmotes implements ChannelPart {
  private readonly settings: SavedSettings<'emoteMover'>;
  private readonly sets: EmoteSets;
  private lookup: { for: EmoteMoverSettings; lookup: EmoteLookup } | null = null;
  private words: Set<string> | null = null;
  private readonly recentCheers = new Map<string, number>();

  readonly calls = ['sources', 'sendTest'] as const;

  constructor(
    private readonly context: ChannelContext,
    private readonly random: () => number = Math.random,
    private readonly now: () => number = Date.now,
  ) {
    this.settings = new SavedSettings('emoteMover', context);
    this.sets = new EmoteSets(context, () => {
      this.lookup = null;
      this.words = null;
    });
  }

  async load(): Promise<void> {
    await this.sets.load();
  }

  async greet(area: OverlayArea): Promise<OverlayMessage[]> {
    if (area !== 'emoteMover') return [];
    this.refreshInBackground();
    return [{ type: 'settings', area: 'emoteMover', settings: await this.settings.current() }];
  }

  async settingsSaved(area: OverlayArea, settings: unknown): Promise<void> {
    if (area !== 'emoteMover') return;
    this.context.broadcast('emoteMover', {
      type: 'settings',
      area: 'emoteMover',
      settings: this.settings.replace(settings),
    });
  }

  /** Emotes fly only while an emote overlay is open: chat (and cheers) then, nothing otherwise. */
  /** A burst flown again after a crash is gone from the screen in seconds; nothing is kept. */
  readonly rerunsHarmlessly = true;

  takes(delivery: Delivery): boolean {
    return this.hasOverlays() && (delivery.kind === 'chat' || delivery.event.type === 'cheer');
  }

  async wantsPlainChat(): Promise<boolean> {
    return this.hasOverlays();
  }

  async receiveChat(message: ChatMessage): Promise<undefined> {
    if (!this.hasOverlays()) return;
    const settings = await this.settings.current();
    const images = emotesOfMessage(fragmentsOf(message), this.lookupFor(settings), perMessage(settings));
    if (message.cheerBits !== undefined && this.isNewCheer(message.cheerBits, message.text, settings))
      this.send(this.burst(images, settings));
    if (images.length > 0) this.send(images.map((image) => flightOf(image, settings, this.random)));
  }

  async receiveEvent(event: LiveEvent): Promise<void> {
    if (event.type !== 'cheer' || !this.hasOverlays()) return;
    const settings = await this.settings.current();
    const text = event.message ?? '';
    if (!this.isNewCheer(event.amount ?? 0, text, settings)) return;
    const images = emotesOfMessage(simulatedFragments(text), this.lookupFor(settings), perMessage(settings));
    this.send(this.burst(images, settings));
  }

  /** The BTTV, FFZ and 7TV emote codes the channel's chat knows (the chat filters count them). */
  thirdPartyWords(): Set<string> {
    this.words ??= new Set(this.sets.sets().flatMap((set) => set.emotes.map((emote) => emote.code)));
    return this.words;
  }

  async nextAlarm(): Promise<number | null> {
    if (!this.hasOverlays()) return null;
    const due = this.sets.nextDue();
    return due === null ? null : Math.max(due, this.now() + 1000);
  }

  async alarm(): Promise<void> {
    if (this.hasOverlays()) await this.sets.refreshIfDue();
  }

  /** The page's source list and the images its preview flies; asks again for sets that are due. */
  async sources(): Promise<EmoteSourcesReport> {
    this.refreshInBackground();
    const settings = await this.settings.current();
    const leftOut: Record<ThirdPartySource, boolean> = {
      '7tv': settings.no7TV === true,
      bttv: settings.noBTTV === true,
      ffz: settings.noFFZ === true,
    };
    return {
      sets: this.sets.statuses().map((status) => ({ ...status, isLeftOut: leftOut[status.source] })),
      samples: this.samples(settings),
      demoCodes: {
        twitch: demoEmotes.twitch.map((emote) => emote.code),
        '7tv': demoEmotes['7tv'].map((emote) => emote.code),
        bttv: demoEmotes.bttv.map((emote) => emote.code),
        ffz: demoEmotes.ffz.map((emote) => emote.code),
      },
    };
  }

  /** The page's Testing with its switch on: `count` emotes of the channel to the open overlays. */
  async sendTest(count: number): Promise<Emote[]> {
    const settings = await this.settings.current();
    const samples = this.samples(settings);
    const emotes = Array.from({ length: count }, () =>
      flightOf(samples[Math.floor(this.random() * samples.length)] as EmoteImage, settings, this.random),
    );
    this.send(emotes);
    return emotes;
  }

  private hasOverlays(): boolean {
    return this.context.openOverlays('emoteMover') > 0;
  }

  private send(emotes: Emote[]): void {
    if (emotes.length > 0) this.context.broadcast('emoteMover', { type: 'emotes', emotes });
  }

  private refreshInBackground(): void {
    const round = this.sets.refreshIfDue().then(() => this.context.reschedule());
    this.context.state.waitUntil(round);
  }

  private lookupFor(settings: EmoteMoverSettings): EmoteLookup {
    if (this.lookup?.for !== settings)
      this.lookup = { for: settings, lookup: emoteLookup(this.sets.sets(), settings) };
    return this.lookup.lookup;
  }

  /** The channel's own emotes first, then the global ones; Twitch's best-known ones when none is known. */
  private samples(settings: EmoteMoverSettings): EmoteImage[] {
    const known = [...this.lookupFor(settings).values()].filter((emote) => !emote.zeroWidth);
    const own = known.filter((emote) =>
      this.sets.sets().some((set) => set.scope === 'channel' && set.emotes.includes(emote)),
    );
    const twitch = this.context.devMode
      ? demoEmotes.twitch.map((emote) => twitchEmoteImage(demoTwitchEmoteId(emote.code), emote.animated))
      : fallbackTwitchIds.map((id) => twitchEmoteImage(id, false));
    const chosen = (own.length > 0 ? own : known).map((emote) => emote.image);
    return [...(this.context.devMode || chosen.length === 0 ? twitch : []), ...chosen].slice(0, maxSamples);
  }

  /** False for a cheer below cheerMin or one already burst (Twitch reports each cheer twice). */
  private isNewCheer(bits: number, text: string, settings: EmoteMoverSettings): boolean {
    if (bits < settings.cheerMin) return false;
    const now = this.now();
    for (const [key, at] of this.recentCheers) if (now - at > cheerEchoMs) this.recentCheers.delete(key);
    const key = `${bits}:${text.trim()}`;
    if (this.recentCheers.has(key)) return false;
    this.recentCheers.set(key, now);
    return true;
  }

  /**
   * A cheer's burst: 20 emotes in the specialTypes patterns, the cheer message's own emotes in turn,
   * or the channel's when the message has none.
   */
  private burst(images: EmoteImage[], settings: EmoteMoverSettings): Emote[] {
    const pool = images.length > 0 ? images : this.samples(settings);
    const weights = burstWeights(settings);
    return Array.from({ length: cheerBurstSize }, (_, i) =>
      flightOf(
        (images.length > 0
          ? pool[i % pool.length]
          : pool[Math.floor(this.random() * pool.length)]) as EmoteImage,
        settings,
        this.random,
        weights,
      ),
    );
  }
}
