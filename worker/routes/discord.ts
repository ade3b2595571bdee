// The Discord page's API (spec section 7, Discord): the live announcement, the link code, the
// moderator role, plus the server's state for the page and "Send test message".
import { Hono } from 'hono';
import { botInviteUrl } from '../../core/discord/discord-permissions';
import {
  type DiscordRole,
  type DiscordSettings,
  defaultAnnouncementText,
  discordAnnouncementSchema,
  discordRoleSchema,
} from '../../core/discord/discord-settings';
import { generateLinkCode, hashLinkCode, linkCodeLifetimeMs } from '../../core/discord/link-code';
import { openDatabase } from '../../db/client';
import { readDiscordSettings, storeLinkCode, writeDiscordSettings } from '../../db/discord';
import { decryptToken, encryptToken } from '../../db/token-cipher';
import { discordMode } from '../../integrations/discord/discord-config';
import { tipTokenKey } from '../../integrations/tips/tip-config';
import { type AppEnv, type Env, partOf } from '../env';
import { HttpError } from '../http-error';
import { changes, changesNothing, ownerOnly } from '../route-properties';
import { validJson } from '../validation';

async function webhookUrlOf(env: Env, encrypted: string | null | undefined): Promise<string> {
  return encrypted ? decryptToken(await tipTokenKey(env), encrypted) : '';
}

/** The linked server's roles; a 409 without a server, a 502 when Discord would not list them. */
async function serverRoles(env: Env, streamerId: string): Promise<DiscordRole[]> {
  const row = await readDiscordSettings(openDatabase(env.DB), streamerId);
  if (!row?.guildId) throw new HttpError(409, 'Link a Discord server first.');
  const roles = await partOf(env, streamerId, 'discord').roles();
  if (!roles)
    throw new HttpError(502, "Discord did not list the server's roles: is the bot still in the server?");
  return roles;
}

export const discordRoutes = new Hono<AppEnv>()
  .get('/', changesNothing, async (c) => {
    const streamerId = c.get('streamer').streamerId;
    const row = await readDiscordSettings(openDatabase(c.env.DB), streamerId);
    const isOwner = c.get('role') === 'owner';
    const settings: DiscordSettings = {
      announcementChannel: '',
      // The webhook URL carries Discord's token: a connection, the owner's alone (middleware/owner-only.ts).
      streamStartWebhookUrl: isOwner ? await webhookUrlOf(c.env, row?.webhookUrlEnc) : '',
      webhookUrlHidden: !isOwner && Boolean(row?.webhookUrlEnc),
      serverSet: Boolean(row?.guildId),
      announcementText: row?.announcementText ?? defaultAnnouncementText,
      announcementEnabled: row?.announcementEnabled ?? false,
    };
    return c.json({ status: true as const, settings });
  })
  .post('/', changes('Discord'), validJson(discordAnnouncementSchema), async (c) => {
    const { text, enabled, streamStartWebhookUrl } = c.req.valid('json');
    const streamerId = c.get('streamer').streamerId;
    const db = openDatabase(c.env.DB);
    const row = await readDiscordSettings(db, streamerId);
    const stored = await webhookUrlOf(c.env, row?.webhookUrlEnc);
    const url = streamStartWebhookUrl ?? stored;
    const urlChanged = stored !== url;
    if (urlChanged && c.get('role') === 'editor')
      throw new HttpError(403, "Only the channel's owner can manage the Discord webhook. Nothing was saved.");
    if (enabled && url === '')
      throw new HttpError(
        400,
        'Enter the webhook URL before enabling the announcement.',
        {},
        'streamStartWebhookUrl',
      );
    await writeDiscordSettings(
      db,
      streamerId,
      {
        announcementText: text === defaultAnnouncementText ? null : text,
        announcementEnabled: enabled,
        ...(urlChanged
          ? {
              webhookUrlEnc: url ? await encryptToken(await tipTokenKey(c.env), url) : null,
              webhookBrokenAt: null,
            }
          : {}),
      },
      Date.now(),
    );
    return c.json({ status: true as const });
  })
  .get('/code', ownerOnly('linking a Discord server', null), async (c) => {
    const code = generateLinkCode();
    const now = Date.now();
    const streamerId = c.get('streamer').streamerId;
    await storeLinkCode(
      openDatabase(c.env.DB),
      streamerId,
      await hashLinkCode(code),
      now + linkCodeLifetimeMs,
      now,
    );
    return c.json({ status: true as const, code });
  })
  .get('/roles', changesNothing, async (c) => {
    const roles = await serverRoles(c.env, c.get('streamer').streamerId);
    return c.json({
      status: true as const,
      roles: Object.fromEntries(roles.map((role) => [role.name, role.id])),
    });
  })
  .post('/roles', changes('Discord'), validJson(discordRoleSchema), async (c) => {
    const { roleID } = c.req.valid('json');
    const streamerId = c.get('streamer').streamerId;
    const roles = await serverRoles(c.env, streamerId);
    if (roleID && !roles.some((role) => role.id === roleID))
      throw new HttpError(400, 'That role is not in your Discord server.');
    await writeDiscordSettings(
      openDatabase(c.env.DB),
      streamerId,
      { moderatorRoleId: roleID || null },
      Date.now(),
    );
    return c.json({ status: true as const });
  })
  /** Everything else the page shows: the server, its role, its slash commands, the webhook's health. */
  .get('/status', changesNothing, async (c) => {
    const streamerId = c.get('streamer').streamerId;
    const row = await readDiscordSettings(openDatabase(c.env.DB), streamerId);
    const channel = await partOf(c.env, streamerId, 'discord').status();
    const applicationId = c.env.DISCORD_APPLICATION_ID;
    return c.json({
      status: true as const,
      mode: discordMode(c.env),
      inviteUrl: applicationId ? botInviteUrl(applicationId) : null,
      server: row?.guildId ? { id: row.guildId, name: row.guildName } : null,
      moderatorRoleId: row?.moderatorRoleId ?? null,
      webhook: { set: Boolean(row?.webhookUrlEnc), brokenAt: row?.webhookBrokenAt ?? null },
      commands: channel.commands,
      registration: channel.registration,
    });
  })
  .post('/test', changesNothing, async (c) => {
    const streamerId = c.get('streamer').streamerId;
    const row = await readDiscordSettings(openDatabase(c.env.DB), streamerId);
    if (!row?.webhookUrlEnc) throw new HttpError(409, 'Save a webhook URL first.');
    const result = await partOf(c.env, streamerId, 'discord').sendTest();
    if (!result.ok) throw new HttpError(502, result.reason);
    return c.json({ status: true as const });
  });
