// What the bot would have posted to Discord outside interaction answers (announcements, quote images,
// test messages) when Discord is simulated or the work came from the Simulator; newest last.
import type { DiscordPost } from '../../core/discord/discord-settings';

export const discordLogLimit = 50;
const storageKey = 'discordLog';

export class DiscordLog {
  constructor(private readonly storage: DurableObjectStorage) {}

  async posts(): Promise<DiscordPost[]> {
    return (await this.storage.get<DiscordPost[]>(storageKey)) ?? [];
  }

  async append(post: DiscordPost): Promise<void> {
    await this.storage.put(storageKey, [...(await this.posts()), post].slice(-discordLogLimit));
  }
}
