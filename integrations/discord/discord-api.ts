// What the bot needs from Discord's REST API and webhooks (protocols.md section 5). The real client
// speaks HTTP to discord.com; the simulated one (durable-objects/discord) keeps a Demo Server.
import type { DiscordPost, DiscordRole } from '../../core/discord/discord-settings';
import type { SlashCommand } from '../../core/discord/slash-commands';

export type Guild = { id: string; name: string; ownerId: string };

/** Role objects as GET /guilds/{id}/roles returns them (the fields the bot reads). */
export type GuildRole = DiscordRole & { managed: boolean };

/** A message the bot posts: text, role pings it may make, and an optional image. */
export type OutgoingMessage = { content: string; roleMentions: string[]; imageUrl?: string };

export type WebhookResult = { ok: true } | { ok: false; gone: boolean; reason: string };

export type Done = { ok: true } | { ok: false; reason: string };

export interface DiscordApi {
  /** The server, or null when the bot is not in it. */
  guild(guildId: string): Promise<Guild | null>;
  /** The server's roles, or null when the bot cannot read them. */
  roles(guildId: string): Promise<GuildRole[] | null>;
  /** Replaces all of the server's slash commands with `commands` (one bulk overwrite). */
  overwriteGuildCommands(guildId: string, commands: SlashCommand[]): Promise<Done>;
  /** Posts through a webhook URL; `gone` when Discord says the webhook no longer exists (404). */
  executeWebhook(url: string, message: OutgoingMessage, to: string): Promise<WebhookResult>;
  /** Records a post made inside an interaction answer (the simulated log keeps it; Discord already has it). */
  notePost?(post: Omit<DiscordPost, 'at'>): Promise<void>;
}

/** The JSON body of a message: roles the text names may be pinged, nobody else (no @everyone). */
export function messageBody(message: OutgoingMessage) {
  return {
    content: message.content,
    allowed_mentions: { parse: [] as string[], roles: message.roleMentions },
    ...(message.imageUrl ? { embeds: [{ image: { url: message.imageUrl } }] } : {}),
  };
}
