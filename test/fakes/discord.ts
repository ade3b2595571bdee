// A fake Discord: the REST routes the bot uses (protocols.md 5.1-5.5) answering with the documented
// shapes and recording what the bot did, and interactions signed with an Ed25519 key pair made here.
import { Hono } from 'hono';

export type FakeRole = { id: string; name: string; managed: boolean };

export function createFakeDiscord(options: { applicationId: string; botToken: string }) {
  const state = {
    guilds: new Map<string, { name: string; ownerId: string; roles: FakeRole[] }>(),
    /** Bulk overwrites of guild commands, in order. */
    overwrites: [] as { guildId: string; body: { name: string; options?: { name: string }[] }[] }[],
    /** Executed webhook posts (ids of the webhooks and the JSON bodies). */
    webhookPosts: [] as { webhookId: string; body: Record<string, unknown> }[],
    /** Answers for webhook executions, used up in order: 404 = deleted webhook, 429 = rate limited. */
    webhookAnswers: [] as (404 | 429)[],
    /** Edits of deferred interaction answers (PATCH @original). */
    originalEdits: [] as { token: string; body: Record<string, unknown> }[],
  };
  const app = new Hono();
  const isBot = (auth?: string) => auth === `Bot ${options.botToken}`;
  const unauthorized = { message: '401: Unauthorized', code: 0 };
  const unknownGuild = { message: 'Unknown Guild', code: 10004 };

  app.get('/api/v10/guilds/:guildId', (c) => {
    if (!isBot(c.req.header('Authorization'))) return c.json(unauthorized, 401);
    const guild = state.guilds.get(c.req.param('guildId'));
    if (!guild) return c.json(unknownGuild, 404);
    return c.json({
      id: c.req.param('guildId'),
      name: guild.name,
      owner_id: guild.ownerId,
      roles: guild.roles,
    });
  });

  app.get('/api/v10/guilds/:guildId/roles', (c) => {
    if (!isBot(c.req.header('Authorization'))) return c.json(unauthorized, 401);
    const guildId = c.req.param('guildId');
    const guild = state.guilds.get(guildId);
    if (!guild) return c.json(unknownGuild, 404);
    return c.json(
      guild.roles.map((role, position) => ({
        ...role,
        color: 0,
        colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
        hoist: false,
        position,
        permissions: '0',
        mentionable: true,
        flags: 0,
      })),
    );
  });

  app.put('/api/v10/applications/:applicationId/guilds/:guildId/commands', async (c) => {
    if (!isBot(c.req.header('Authorization'))) return c.json(unauthorized, 401);
    if (c.req.param('applicationId') !== options.applicationId)
      return c.json({ message: 'Unknown Application' }, 404);
    const body = (await c.req.json()) as { name: string }[];
    state.overwrites.push({ guildId: c.req.param('guildId'), body });
    return c.json(
      body.map((command, i) => ({ id: String(1000 + i), application_id: options.applicationId, ...command })),
    );
  });

  app.post('/api/webhooks/:webhookId/:token', async (c) => {
    const answer = state.webhookAnswers.shift();
    if (answer === 404) return c.json({ message: 'Unknown Webhook', code: 10015 }, 404);
    if (answer === 429)
      return c.json({ message: 'You are being rate limited.', retry_after: 0.05, global: false }, 429, {
        'Retry-After': '1',
        'X-RateLimit-Scope': 'user',
      });
    state.webhookPosts.push({ webhookId: c.req.param('webhookId'), body: await c.req.json() });
    return c.body(null, 204);
  });

  app.patch('/api/v10/webhooks/:applicationId/:token/messages/@original', async (c) => {
    if (c.req.param('applicationId') !== options.applicationId)
      return c.json({ message: 'Unknown Webhook' }, 404);
    const body = (await c.req.json()) as Record<string, unknown>;
    state.originalEdits.push({ token: c.req.param('token'), body });
    return c.json({ id: '1', ...body });
  });

  return { state, app };
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** An application's Ed25519 key pair; `publicKeyHex` is what the Developer Portal shows. */
export async function discordKeyPair() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  return { privateKey: pair.privateKey, publicKeyHex: hex(raw) };
}

/** An interaction as Discord posts it: signed over timestamp + raw body. */
export async function signedInteraction(
  url: string,
  privateKey: CryptoKey,
  body: unknown,
  options: { timestamp?: string; tamper?: boolean } = {},
): Promise<Request> {
  const raw = JSON.stringify(body);
  const timestamp = options.timestamp ?? String(Math.floor(Date.now() / 1000));
  const signature = new Uint8Array(
    await crypto.subtle.sign('Ed25519', privateKey, new TextEncoder().encode(timestamp + raw)),
  );
  return new Request(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Signature-Ed25519': hex(signature),
      'X-Signature-Timestamp': timestamp,
    },
    body: options.tamper ? `${raw} ` : raw,
  });
}

/** Interaction ids are unique, as Discord's snowflakes are: the worker answers each id once. */
let interactionCount = 0;
const nextInteractionId = () => `${Date.now()}${String(interactionCount++ % 10_000).padStart(4, '0')}`;

/** An APPLICATION_COMMAND interaction in a guild, from a member. */
export function commandInteraction(options: {
  applicationId: string;
  guildId: string;
  name: string;
  value?: string | number;
  member: { id: string; name: string; roles?: string[]; permissions?: string };
}) {
  return {
    id: nextInteractionId(),
    application_id: options.applicationId,
    type: 2,
    token: `interaction-token-${crypto.randomUUID()}`,
    version: 1,
    guild_id: options.guildId,
    channel_id: '555000000000000001',
    channel: { id: '555000000000000001', name: 'general', type: 0 },
    guild: { id: options.guildId, locale: 'en-US', features: [] },
    member: {
      user: {
        id: options.member.id,
        username: options.member.name.toLowerCase(),
        global_name: options.member.name,
      },
      nick: null,
      roles: options.member.roles ?? [],
      permissions: options.member.permissions ?? '0',
      joined_at: '2024-01-01T00:00:00.000Z',
    },
    data: {
      id: '777',
      name: options.name,
      type: 1,
      options:
        options.value === undefined
          ? []
          : [{ name: 'text', type: typeof options.value === 'number' ? 4 : 3, value: options.value }],
    },
    locale: 'en-US',
    app_permissions: '0',
  };
}
