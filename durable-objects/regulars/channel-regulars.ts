// The channel's regulars, a part of the channel: a chatter on the list gets the 'regular' role before
// any part sees the message, so the filters' exemptions and the commands' gate treat them as one. The
// list lives in D1; the logins are kept in memory, read once after the object wakes and again after
// the dashboard or `!regulars` changed them.
import type { ChatMessage } from '../../core/chat/chat-message';
import { readRegularsCommand } from '../../core/regulars/regular';
import { ChannelFullError } from '../../db/channel-full';
import { addRegular, regularLogins, removeRegular } from '../../db/regulars';
import { CachedRead } from '../cached-read';
import type { ChannelContext } from '../channel-context';
import type { ChannelPart, ContentChange } from '../channel-part';
import { type ChatCommands, type CommandRun, usageReply } from '../chat-commands';

export class ChannelRegulars implements ChannelPart {
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

  /** `!regulars add|remove <user>`. */
  chatCommands(): ChatCommands {
    return { regulars: (run) => this.changeFromChat(run) };
  }

  private async changeFromChat(run: CommandRun): Promise<string> {
    const request = readRegularsCommand(run.rest);
    if (!request) return usageReply(run);
    if ('refused' in request) return request.refused;
    const name = request.displayName ?? request.login;
    if (request.action === 'remove') {
      const removed = await this.remove(request.login);
      return removed ? `Removed ${name} from the regulars.` : `${name} was not a regular.`;
    }
    const added = await this.add(request);
    if (typeof added === 'object') return added.refused;
    return added === 'added' ? `Added ${name} to the regulars.` : `${name} is already a regular.`;
  }

  /** `refused`: the list is full, in words for the chat. */
  private async add(regular: { login: string; displayName: string | null }) {
    try {
      const added = await addRegular(this.context.db(), this.context.streamerId(), regular, Date.now());
      if (added === 'added') this.logins.forget();
      return added;
    } catch (error) {
      if (error instanceof ChannelFullError) return { refused: error.message };
      throw error;
    }
  }

  /** False when the login was not on the list. */
  private async remove(login: string): Promise<boolean> {
    const removed = await removeRegular(this.context.db(), this.context.streamerId(), login);
    if (removed) this.logins.forget();
    return removed;
  }
}
