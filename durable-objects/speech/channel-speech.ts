// The channel's one voice, on the channel context for every part: fills templates with the keywords
// and says lines in chat, to Twitch through the outbox within the chat rate limit or, for test work and
// dev mode, to the simulated chat. It takes the alarm as a part does (it is listed with the parts), so
// replies waiting for the limit still go after a restart.
import { chatLimits } from '../../core/chat/rate-limit';
import { splitChatMessage } from '../../core/chat/split-message';
import type { KeywordSources } from '../../core/keywords/definition';
import { evaluateTemplate } from '../../core/keywords/evaluate';
import { findStreamer } from '../../db/streamers';
import type { TwitchChannel } from '../../integrations/twitch/twitch-channel';
import type { ChannelContext } from '../channel-context';
import type { ChannelPart } from '../channel-part';
import { ChannelKeywordSources } from './channel-keyword-sources';
import { ChatOutbox } from './outbox';
import { noteOutboxDrop } from './outbox-problem';
import { StoredOutbox } from './outbox-store';

/** Who a template speaks to and of: {username}, the words {target} reads, and extra placeholders. */
export type TemplateContext = { username: string; message: string; placeholders?: Record<string, string> };

export class ChannelSpeech implements ChannelPart {
  private readonly sources: ChannelKeywordSources;
  private outbox: ChatOutbox | undefined;

  constructor(private readonly context: ChannelContext) {
    this.sources = new ChannelKeywordSources(context);
  }

  /**
   * Simulated lines go to the simulated chat; real ones to Twitch as the rate limit allows. Resolves
   * once they are sent or stored to wait for the limit, so the work that said them is not done before.
   */
  async say(messages: string[], simulated: boolean): Promise<void> {
    if (messages.length === 0) return;
    if (simulated) await this.context.simulatedChat.append(messages, Date.now());
    else await this.chatOutbox().send(messages);
  }

  /** Says a template in chat: to Twitch, or for test work and dev mode to the simulated chat. */
  async sayTemplate(text: string, context: TemplateContext, isTest: boolean): Promise<void> {
    const output = await this.evaluateFor(text, context, isTest);
    await this.say(splitChatMessage(output), this.context.twitchFor(isTest).simulated);
  }

  /** An announcement, keywords filled in as if the channel itself spoke; a test one to the simulated chat. */
  async announce(text: string, isTest: boolean): Promise<void> {
    const streamer = await findStreamer(this.context.db(), this.context.streamerId());
    await this.sayTemplate(text, { username: streamer?.displayName ?? '', message: '' }, isTest);
  }

  /** A note for the streamer: in the simulated chat for test work, in the log otherwise. */
  async note(text: string, isTest: boolean): Promise<void> {
    const { simulated } = this.context.twitchFor(isTest);
    if (simulated) await this.context.simulatedChat.append([`[${text}]`], Date.now());
    else console.warn(`Channel ${this.context.streamerId()}: ${text}`);
  }

  /** Text with keywords (and any placeholders) filled in, talking to the Twitch that `isTest` chooses. */
  async evaluateFor(
    text: string,
    context: TemplateContext,
    isTest: boolean,
    sources: Partial<KeywordSources> = {},
  ): Promise<string> {
    return evaluateTemplate(text, {
      ...context,
      random: Math.random,
      now: Date.now,
      sources: { ...this.keywordSources(this.context.twitchFor(isTest).twitch), ...sources },
    });
  }

  /** What the keywords read for one reply, preview or announcement, talking to `twitch`. */
  keywordSources(twitch: TwitchChannel): KeywordSources {
    return this.sources.for(twitch);
  }

  async nextAlarm(): Promise<number | null> {
    return this.chatOutbox().nextSendAt();
  }

  /** Sends the replies still waiting for the rate limit (after a restart, or once the limit allows). */
  async alarm(): Promise<void> {
    void this.chatOutbox().resume();
  }

  private chatOutbox(): ChatOutbox {
    // The broadcaster speaking as their own bot has a moderator's allowance.
    const standing =
      this.context.env.TWITCH_BOT_USER_ID === this.context.streamerId() ? 'moderator' : 'viewer';
    this.outbox ??= new ChatOutbox(
      new StoredOutbox(this.context.storage),
      () => this.context.twitchFor(false).twitch,
      chatLimits[standing],
      () => this.context.reschedule(),
      Date.now,
      noteOutboxDrop(this.context),
    );
    return this.outbox;
  }
}
