// Discord's REST API over HTTP (v10), with the bot token. Webhook posts wait out a 429's retry_after
// and stop at a 404, as Discord asks (protocols.md 5.4, 5.5).
import type { SlashCommand } from '../../core/discord/slash-commands';
import { limitAnswer, megabytes } from '../web/bounded-answer';
import {
  type DiscordApi,
  type Done,
  type Guild,
  type GuildRole,
  messageBody,
  type OutgoingMessage,
  type WebhookResult,
} from './discord-api';

export const discordApiBase = 'https://discord.com/api/v10';
const userAgent = 'DiscordBot (https://github.com/streambot/streambot, 0.1.0)';
/** A 429 is waited out this many times; longer waits than maxRetryWaitMs are not worth holding a post. */
const maxRetries = 3;
const maxRetryWaitMs = 30_000;
/** Discord's answers here (a guild, its roles, an error) are small; a larger one is read no further. */
const maxAnswerBytes = megabytes(1);

export type Sleep = (ms: number) => Promise<void>;
const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds to wait from a 429's JSON body or Retry-After header. */
async function retryAfterMs(response: Response): Promise<number> {
  let seconds = Number(response.headers.get('Retry-After'));
  try {
    const body = (await response.clone().json()) as { retry_after?: unknown };
    if (typeof body.retry_after === 'number') seconds = body.retry_after;
  } catch {}
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds * 1000) : 1000;
}

/** Sends, waiting out 429s; the last response, its body bounded. */
async function withRetries(send: () => Promise<Response>, wait: Sleep): Promise<Response> {
  const bounded = async () => limitAnswer(await send(), maxAnswerBytes);
  let response = await bounded();
  for (let attempt = 0; response.status === 429 && attempt < maxRetries; attempt++) {
    const ms = await retryAfterMs(response);
    if (ms > maxRetryWaitMs) break;
    await wait(ms);
    response = await bounded();
  }
  return response;
}

async function reasonOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: string };
    return `Discord answered ${response.status}${body.message ? `: ${body.message}` : ''}`;
  } catch {
    return `Discord answered ${response.status}`;
  }
}

export class DiscordRest implements DiscordApi {
  constructor(
    private readonly bot: { applicationId: string; token: string },
    private readonly wait: Sleep = sleep,
  ) {}

  async guild(guildId: string): Promise<Guild | null> {
    const response = await this.call('GET', `/guilds/${guildId}`);
    if (!response.ok) return null;
    const body = (await response.json()) as { id: string; name: string; owner_id: string };
    return { id: body.id, name: body.name, ownerId: body.owner_id };
  }

  async roles(guildId: string): Promise<GuildRole[] | null> {
    const response = await this.call('GET', `/guilds/${guildId}/roles`);
    if (!response.ok) return null;
    const body = (await response.json()) as { id: string; name: string; managed?: boolean }[];
    return body.map((role) => ({ id: role.id, name: role.name, managed: role.managed === true }));
  }

  async overwriteGuildCommands(guildId: string, commands: SlashCommand[]): Promise<Done> {
    const response = await this.call(
      'PUT',
      `/applications/${this.bot.applicationId}/guilds/${guildId}/commands`,
      commands,
    );
    return response.ok ? { ok: true } : { ok: false, reason: await reasonOf(response) };
  }

  async executeWebhook(url: string, message: OutgoingMessage): Promise<WebhookResult> {
    const response = await withRetries(
      () =>
        fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent },
          body: JSON.stringify(messageBody(message)),
        }),
      this.wait,
    );
    if (response.ok) return { ok: true };
    if (response.status === 404)
      return { ok: false, gone: true, reason: 'Discord says this webhook no longer exists.' };
    return { ok: false, gone: false, reason: await reasonOf(response) };
  }

  /** A call with the bot token; 429s are waited out. */
  call(method: string, path: string, body?: unknown): Promise<Response> {
    return withRetries(
      () =>
        fetch(`${discordApiBase}${path}`, {
          method,
          headers: {
            Authorization: `Bot ${this.bot.token}`,
            'User-Agent': userAgent,
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      this.wait,
    );
  }
}

/**
 * Edits a deferred interaction answer (PATCH @original). It needs only the application id and the
 * interaction's token, so it is real whenever interactions are, bot token or not.
 */
export async function editOriginalAnswer(
  applicationId: string,
  interactionToken: string,
  message: OutgoingMessage,
  wait: Sleep = sleep,
): Promise<Done> {
  const response = await withRetries(
    () =>
      fetch(`${discordApiBase}/webhooks/${applicationId}/${interactionToken}/messages/@original`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent },
        body: JSON.stringify(messageBody(message)),
      }),
    wait,
  );
  return response.ok ? { ok: true } : { ok: false, reason: await reasonOf(response) };
}
