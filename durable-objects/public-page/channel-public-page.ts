// The channel's public commands page as the channel's object knows it: whether the streamer has it on,
// and its address, which `!commands` answers with (or, without the page, the commands the viewer may
// use here). Read from D1 once, and again after the dashboard turned it on or off.
import { keywordKey } from '../../core/commands/command';
import { publicPagePath } from '../../core/public-page/public-page-path';
import { findStreamer } from '../../db/streamers';
import { CachedRead } from '../cached-read';
import type { ChannelContext } from '../channel-context';
import type { ChannelPart, ContentChange } from '../channel-part';
import type { ChatCommands, CommandRun } from '../chat-commands';

export class ChannelPublicPage implements ChannelPart {
  private readonly setting: CachedRead<{ login: string; enabled: boolean } | null>;

  constructor(private readonly context: ChannelContext) {
    this.setting = new CachedRead(async () => {
      const streamer = await findStreamer(context.db(), context.streamerId());
      return streamer ? { login: streamer.login, enabled: streamer.publicPageEnabled } : null;
    });
  }

  chatCommands(): ChatCommands {
    return { commands: (run) => this.listCommands(run) };
  }

  /** The page's address, or null while it is off or the site's own address is not known. */
  private async url(): Promise<string | null> {
    const origin = this.context.siteOrigin();
    if (!origin) return null;
    const page = await this.setting.get();
    return page?.enabled ? new URL(publicPagePath(page.login), origin).toString() : null;
  }

  async contentChanged(what: ContentChange): Promise<void> {
    if (what === 'publicPage') this.setting.forget();
  }

  /** `!commands`: the page lists every command with what it says, so its link says more than names. */
  private async listCommands(run: CommandRun): Promise<string> {
    const page = run.venue.listsOnPublicPage ? await this.url() : null;
    if (page) return `This channel's commands: ${page}`;
    const usable: string[] = [];
    for (const command of await run.commands.all()) {
      if (!run.venue.enabled(command)) continue;
      if (await run.mayUse(command)) usable.push(run.venue.invocation(command));
    }
    usable.sort((a, b) => keywordKey(a).localeCompare(keywordKey(b)));
    return usable.length > 0
      ? `Commands: ${usable.join(', ')}`
      : 'There are no commands you can use here yet.';
  }
}
