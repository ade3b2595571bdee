// Discord in dev mode: no Discord application configured, so the Demo Server stands in for a real
// server and every post goes to the Simulator's Discord log.
import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardRequest, signInAsDemoStreamer } from './session-helpers';

let cookie: string;
beforeAll(async () => {
  cookie = await signInAsDemoStreamer();
});

async function api(method: string, path: string, body?: unknown) {
  const response = await exports.default.fetch(dashboardRequest(cookie, method, path, body));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type SlashRun = { user?: string; command: string; text?: string; roles?: string[]; admin?: boolean };
const slash = async (run: SlashRun) =>
  (await api('POST', '/api/simulator/discord', { user: 'Member', ...run })).body;

const addCommand = async (command: Record<string, unknown>) =>
  api('POST', '/api/commands', { format: 'add', command: { enabledInDiscord: true, ...command } });

const webhook = 'https://discord.com/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz_-0123';

describe('Discord in dev mode', () => {
  it('starts unlinked with the default announcement', async () => {
    expect(await api('GET', '/api/discord')).toEqual({
      status: 200,
      body: {
        status: true,
        settings: {
          announcementChannel: '',
          streamStartWebhookUrl: '',
          webhookUrlHidden: false,
          serverSet: false,
          announcementText: "My Twitch stream is starting! '{title}'",
          announcementEnabled: false,
        },
      },
    });
    expect((await api('GET', '/api/discord/roles')).status).toBe(409);
    expect(await slash({ command: 'hello' })).toEqual({
      status: true,
      reply: expect.stringContaining('not linked'),
      ephemeral: true,
    });
  });

  it('links the Demo Server with /sbcode from an admin only, once per code', async () => {
    const { code } = (await api('GET', '/api/discord/code')).body as { code: string };
    expect(code).toMatch(/^[0-9A-Z]{10}$/);

    const refused = await slash({ command: 'sbcode', text: code });
    expect(refused).toMatchObject({
      ephemeral: true,
      reply: expect.stringContaining('Only the server owner'),
    });
    expect((await api('GET', '/api/discord')).body.settings).toMatchObject({ serverSet: false });

    expect(await slash({ command: 'sbcode', text: 'WRONGCODE0', admin: true })).toMatchObject({
      ephemeral: true,
      reply: expect.stringContaining('wrong, expired or already used'),
    });
    expect(await slash({ command: '/sbcode', text: code.toLowerCase(), admin: true })).toMatchObject({
      reply: expect.stringContaining('Linked!'),
    });
    expect((await api('GET', '/api/discord')).body.settings).toMatchObject({ serverSet: true });
    // Used once.
    expect(await slash({ command: 'sbcode', text: code, admin: true })).toMatchObject({
      reply: expect.stringContaining('already used'),
    });
  });

  it('lists the Demo Server roles and takes only one of them as the moderator role', async () => {
    const { roles } = (await api('GET', '/api/discord/roles')).body as { roles: Record<string, string> };
    expect(Object.keys(roles).sort()).toEqual(['Members', 'Moderators', 'Subscribers']);
    expect(await api('POST', '/api/discord/roles', { roleID: '42' })).toEqual({
      status: 400,
      body: { status: false, reason: 'That role is not in your Discord server.' },
    });
    expect((await api('POST', '/api/discord/roles', { roleID: 'not an id' })).status).toBe(400);
    expect(await api('POST', '/api/discord/roles', { roleID: roles.Moderators })).toEqual({
      status: 200,
      body: { status: true },
    });
    expect((await api('GET', '/api/discord/status')).body).toMatchObject({
      mode: 'simulated',
      server: { name: 'Demo Server' },
      moderatorRoleId: roles.Moderators,
    });
  });

  it('answers text, functional and quote commands as Twitch chat does, with the same permissions', async () => {
    await addCommand({ command: 'hello', type: 'Text', text: 'Hi {username}, you said {message}' });
    await addCommand({ command: 'Secret', type: 'Text', text: 'mods know', needsMod: true });
    await addCommand({ command: 'subonly', type: 'Text', text: 'subs know', subsOnly: true });
    await addCommand({ command: 'twitchonly', type: 'Text', text: 'twitch', enabledInDiscord: false });
    await addCommand({ command: 'roll', type: 'roll' });
    await addCommand({ command: 'addquote', type: 'addquote' });
    await addCommand({ command: 'quote', type: 'quote' });
    await addCommand({ command: 'quoteimage', type: 'quoteimage' });
    await addCommand({ command: 'ping', type: 'Text', text: 'Calling {discordRole.Moderators}' });

    const status = (await api('GET', '/api/discord/status')).body as { commands: { name: string }[] };
    expect(status.commands.map((c) => c.name)).toEqual([
      'addquote',
      'hello',
      'ping',
      'quote',
      'quoteimage',
      'roll',
      'secret',
      'subonly',
    ]);

    expect(await slash({ user: 'Ana', command: 'hello', text: 'hey there' })).toEqual({
      status: true,
      reply: 'Hi Ana, you said hey there',
      ephemeral: false,
    });
    expect(await slash({ command: 'roll', text: '2d6' })).toMatchObject({
      reply: expect.stringMatching(/^Member rolled/),
    });
    // A command that exists but is not ticked for Discord says where to tick it, to the member alone.
    expect(await slash({ command: 'twitchonly' })).toMatchObject({
      ephemeral: true,
      reply: "!twitchonly is not turned on for Discord: tick 'Discord' on Chatbot Features → Chat Commands.",
    });

    // Mods only: the chosen moderator role or an administrator.
    expect(await slash({ command: 'secret' })).toMatchObject({
      ephemeral: true,
      reply: expect.stringContaining('Only moderators'),
    });
    expect(await slash({ command: 'secret', roles: ['Members'] })).toMatchObject({ ephemeral: true });
    expect(await slash({ command: 'secret', roles: ['Moderators'] })).toMatchObject({
      reply: 'mods know',
      ephemeral: false,
    });
    expect(await slash({ command: 'secret', admin: true })).toMatchObject({ reply: 'mods know' });
    expect(await slash({ command: 'subonly', roles: ['Subscribers'] })).toMatchObject({
      ephemeral: true,
      reply: expect.stringContaining('Discord cannot check'),
    });

    expect(await slash({ user: 'Bea', command: 'addquote', text: 'Never give up' })).toMatchObject({
      reply: 'Added quote #1.',
    });
    expect(await slash({ command: 'quote', text: '1' })).toMatchObject({
      reply: expect.stringContaining("1) 'Never give up', submitted by Bea"),
    });
    // {discordRole} in Discord is a mention of the role.
    const { roles } = (await api('GET', '/api/discord/roles')).body as { roles: Record<string, string> };
    expect(await slash({ command: 'ping' })).toMatchObject({ reply: `Calling <@&${roles.Moderators}>` });
  });

  it('posts a quote image: a real PNG of the quote, logged in the Simulator', async () => {
    expect(await slash({ command: 'quoteimage' })).toMatchObject({ reply: 'Quote #1', ephemeral: false });
    const { messages } = (await api('GET', '/api/simulator/discord')).body as {
      messages: { to: string; content: string; imageUrl?: string }[];
    };
    const post = messages.at(-1);
    expect(post).toMatchObject({
      to: '#general',
      content: 'Quote #1',
      imageUrl: expect.stringContaining('/bgQuote/'),
    });
    const image = await exports.default.fetch(post?.imageUrl as string);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  }, 30_000);

  it('validates the announcement and posts it once per stream when the stream goes live', async () => {
    const refused = await api('POST', '/api/discord', {
      text: 'Live!',
      enabled: true,
      streamStartWebhookUrl: 'https://example.com/api/webhooks/1/abc',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.reason).toContain('Discord webhook URL');
    expect(
      (
        await api('POST', '/api/discord', {
          text: 'x'.repeat(2001),
          enabled: false,
          streamStartWebhookUrl: '',
        })
      ).status,
    ).toBe(400);
    expect((await api('GET', '/api/discord')).body.settings).toMatchObject({ streamStartWebhookUrl: '' });

    expect(
      await api('POST', '/api/discord', {
        text: "{discordRole.Members} {username} is live: '{title}' in {game} at {url}",
        enabled: true,
        streamStartWebhookUrl: webhook,
      }),
    ).toEqual({ status: 200, body: { status: true } });
    expect((await api('GET', '/api/discord')).body.settings).toMatchObject({
      streamStartWebhookUrl: webhook,
      announcementEnabled: true,
    });

    await api('POST', '/api/simulator/event', { type: 'streamOnline' });
    const { messages } = (await api('GET', '/api/simulator/discord')).body as {
      messages: { to: string; content: string }[];
    };
    const { roles } = (await api('GET', '/api/discord/roles')).body as { roles: Record<string, string> };
    expect(messages.at(-1)).toEqual({
      to: 'announcement webhook',
      content: `<@&${roles.Members}> DemoStreamer is live: 'Testing my stream bot' in Just Chatting at https://www.twitch.tv/demo_streamer`,
      at: expect.any(Number),
    });

    expect(await api('POST', '/api/discord/test')).toEqual({ status: 200, body: { status: true } });
    const after = (await api('GET', '/api/simulator/discord')).body.messages as { content: string }[];
    expect(after.at(-1)?.content).toMatch(/^\(Test\) /);
  });

  it('says a Discord role by name on Twitch', async () => {
    await api('POST', '/api/commands', {
      format: 'add',
      command: {
        command: 'mods',
        type: 'Text',
        text: 'Ask the {discordRole.moderators} or {discordRole.nobody}',
      },
    });
    const { body } = await api('POST', '/api/simulator/chat', { user: 'Ana', text: '!mods' });
    expect(body.replies).toEqual(['Ask the Moderators or (no Discord role named nobody)']);
  });
});
