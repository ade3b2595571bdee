// The channel's regulars, a part of the channel: a chatter on the list gets the 'regular' role before
// any part sees the message, so the filters' exemptions and the commands' gate treat them as one. The
// list lives in D1; the logins are kept in memory, read once after the object wakes and again after
// the dashboard or `!regulars` changed them.
import type { ChatMessage } from '../../core/chat/chat-message';
import { ChannelFullError } from '../../db/channel-full';
import { addRegular, regularLogins, removeRegular } from '../../db/regulars';
import { CachedRead } from '../cached-read';
import type { ChannelContext } from '../channel-context';
import type { ChannelPart, ContentChange } from '../channel-part';

/** Writes `!regulars` makes to the list. */
export type RegularStore = {
  /** `refused`: the list is full, in words for the chat. */
  add(regular: {
    login: string;
    displayName: string | null;
  }): Promise<'added' | 'listed' | { refused: string }>;
  /** False when the login was not on the list. */
  remove(login: string): Promise<boolean>;
};

export class ChannelRegulars implements ChannelPart, RegularStore {
  private readonly logins: CachedRead<ReadonlySet<string>>;

  constructor(private readonly context: ChannelContext) {
    this.logins = new CachedRead(
      async () => new Set(await regularLogins(context.db(), context.streamerId())),
    );
  }

  async recognize(message: ChatMessage): Promise<void> {
    if (message.roles.includes('regular')) return;
    if ((await this.logins.get()).has(message.chatterLogin.toLowerCase())) message.roles.push('regular');
  }

  async contentChanged(what: ContentChange): Promise<void> {
    if (what === 'regulars') this.logins.forget();
  }

  async add(regular: { login: string; displayName: string | null }) {
    try {
      const added = await addRegular(this.context.db(), this.context.streamerId(), regular, Date.now());
      if (added === 'added') this.logins.forget();
      return added;
    } catch (error) {
      if (error instanceof ChannelFullError) return { refused: error.message };
      throw error;
    }
  }

  async remove(login: string): Promise<boolean> {
    const removed = await removeRegular(this.context.db(), this.context.streamerId(), login);
    if (removed) this.logins.forget();
    return removed;
  }
}
