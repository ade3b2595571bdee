// The channel's public commands page as the channel's object knows it: whether the streamer has it on,
// and its address, which `!commands` answers with. Read from D1 once, and again after the dashboard
// turned it on or off.
import { publicPagePath } from '../../core/public-page/public-page-path';
import { findStreamer } from '../../db/streamers';
import { CachedRead } from '../cached-read';
import type { ChannelContext } from '../channel-context';
import type { ChannelPart, ContentChange } from '../channel-part';

export class ChannelPublicPage implements ChannelPart {
  private readonly setting: CachedRead<{ login: string; enabled: boolean } | null>;

  constructor(private readonly context: ChannelContext) {
    this.setting = new CachedRead(async () => {
      const streamer = await findStreamer(context.db(), context.streamerId());
      return streamer ? { login: streamer.login, enabled: streamer.publicPageEnabled } : null;
    });
  }

  /** The page's address, or null while it is off or the site's own address is not known. */
  async url(): Promise<string | null> {
    const origin = this.context.siteOrigin();
    if (!origin) return null;
    const page = await this.setting.get();
    return page?.enabled ? new URL(publicPagePath(page.login), origin).toString() : null;
  }

  async contentChanged(what: ContentChange): Promise<void> {
    if (what === 'publicPage') this.setting.forget();
  }
}
