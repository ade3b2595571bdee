// The Discord page's settings as the API takes them, with the rules every layer applies.
import { z } from 'zod';

export const defaultAnnouncementText = "My Twitch stream is starting! '{title}'";
/** Discord's own limit for a message's content. */
export const maxDiscordMessageLength = 2000;

const webhookHosts = new Set([
  'discord.com',
  'ptb.discord.com',
  'canary.discord.com',
  'discordapp.com',
  'ptb.discordapp.com',
  'canary.discordapp.com',
]);
const webhookPath = /^\/api(?:\/v\d{1,2})?\/webhooks\/\d{1,25}\/[A-Za-z0-9_-]{1,200}\/?$/;

/** Whether `url` is a Discord webhook (https://discord.com/api/webhooks/{id}/{token} and its variants). */
export function isDiscordWebhookUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.protocol === 'https:' &&
    webhookHosts.has(parsed.hostname) &&
    parsed.port === '' &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.search === '' &&
    parsed.hash === '' &&
    webhookPath.test(parsed.pathname)
  );
}

/** POST /api/discord: the live announcement. An empty URL removes the webhook. */
export const discordAnnouncementSchema = z
  .object({
    text: z
      .string()
      .max(maxDiscordMessageLength, `the announcement is at most ${maxDiscordMessageLength} characters`),
    enabled: z.boolean(),
    streamStartWebhookUrl: z
      .string()
      .trim()
      .max(300, 'that is not a Discord webhook URL')
      .refine(
        (url) => url === '' || isDiscordWebhookUrl(url),
        'that is not a Discord webhook URL (https://discord.com/api/webhooks/…)',
      )
      // Left out: the stored one is kept (an editor's page, which is not shown the URL, sends none).
      .optional(),
  })
  .refine((body) => !body.enabled || body.streamStartWebhookUrl !== '', {
    message: 'enter the webhook URL before enabling the announcement',
    path: ['streamStartWebhookUrl'],
  })
  .refine((body) => !body.enabled || body.text.trim() !== '', {
    message: 'the announcement needs a text',
    path: ['text'],
  });

export type DiscordAnnouncementInput = z.infer<typeof discordAnnouncementSchema>;

/** Discord ids (snowflakes) are decimal numbers of up to 20 digits. */
export const snowflakeSchema = z.string().regex(/^\d{1,20}$/, 'that is not a Discord id');

/** POST /api/discord/roles: the moderator role; an empty id means no moderator role. */
export const discordRoleSchema = z.object({ roleID: z.union([z.literal(''), snowflakeSchema]) });

/** What GET /api/discord answers under `settings` (spec: Discord settings). */
export type DiscordSettings = {
  /** Deprecated in the spec; always empty (announcements go through the webhook). */
  announcementChannel: string;
  /** Empty for an editor: the URL carries Discord's token, which is the owner's alone. */
  streamStartWebhookUrl: string;
  /** The URL is set but not shown to this user (an editor). */
  webhookUrlHidden: boolean;
  serverSet: boolean;
  announcementText: string;
  announcementEnabled: boolean;
};

export type DiscordRole = { id: string; name: string };

/** A simulated or real post the bot made outside interaction answers, for the Simulator's log. */
export type DiscordPost = { to: string; content: string; imageUrl?: string; at: number };
