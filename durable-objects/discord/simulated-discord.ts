// Discord as dev mode and the Simulator see it: every server is a Demo Server with a few roles, slash
// commands are accepted as registered, and posts go to the Simulator's Discord log.
import { demoRoles, demoServerName } from '../../core/discord/demo-server';
import type { DiscordPost } from '../../core/discord/discord-settings';
import type {
  DiscordApi,
  Done,
  Guild,
  GuildRole,
  OutgoingMessage,
  WebhookResult,
} from '../../integrations/discord/discord-api';
import type { DiscordLog } from './discord-log';

export class SimulatedDiscord implements DiscordApi {
  constructor(private readonly log: DiscordLog) {}

  async guild(guildId: string): Promise<Guild | null> {
    return { id: guildId, name: demoServerName, ownerId: '' };
  }

  async roles(guildId: string): Promise<GuildRole[] | null> {
    return demoRoles(guildId);
  }

  async overwriteGuildCommands(): Promise<Done> {
    return { ok: true };
  }

  async executeWebhook(_url: string, message: OutgoingMessage, to: string): Promise<WebhookResult> {
    await this.notePost({ to, content: message.content, imageUrl: message.imageUrl });
    return { ok: true };
  }

  async notePost(post: Omit<DiscordPost, 'at'>): Promise<void> {
    await this.log.append({
      to: post.to,
      content: post.content,
      ...(post.imageUrl ? { imageUrl: post.imageUrl } : {}),
      at: Date.now(),
    });
  }
}
