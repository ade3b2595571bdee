// Discord for real: interactions signed with a key pair made here, and a fake Discord REST API and
// webhook speaking the documented protocol.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { commandInteraction, createFakeDiscord, discordKeyPair, signedInteraction } from '../fakes/discord';
import { eventSubDelivery, eventSubSubscription } from '../fakes/eventsub-delivery';
import { routeOutboundFetch } from '../fakes/outbound';
import { inboxSettled } from '../integration/channel-inbox';
import { dashboardRequest, origin } from '../integration/session-helpers';
import { twitchChannelFixture } from './twitch-channel';

const applicationId = env.DISCORD_APPLICATION_ID as string;
const ownerId = '300000000000000001';
const guildId = '200000000000000001';
const roles = {
  everyone: { id: guildId, name: '@everyone', managed: false },
  mods: { id: '400000000000000001', name: 'Moderators', managed: false },
  members: { id: '400000000000000002', name: 'Members', managed: false },
  bot: { id: '400000000000000003', name: 'StreamBot', managed: true },
};
const webhookUrl = 'https://discord.com/api/webhooks/600000000000000001/webhook-token-abcdefghijklmnop';

let fixture: Awaited<ReturnType<typeof twitchChannelFixture>>;
let discord: ReturnType<typeof createFakeDiscord>;
let keys: Awaited<ReturnType<typeof discordKeyPair>>;
let restore: () => void;

beforeEach(async () => {
  fixture = await twitchChannelFixture();
  fixture.restore();
  discord = createFakeDiscord({ applicationId, botToken: env.DISCORD_BOT_TOKEN as string });
  discord.state.guilds.set(guildId, { name: 'Dallas Fans', ownerId, roles: Object.values(roles) });
  restore = routeOutboundFetch({
    'id.twitch.tv': fixture.twitch.app,
    'api.twitch.tv': fixture.twitch.app,
    'discord.com': discord.app,
  });
  keys = await discordKeyPair();
});
afterEach(() => restore());

/** Posts to /webhooks/discord and waits for the work it leaves running (deferred answers, linking). */
async function post(request: Request) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...env, DISCORD_PUBLIC_KEY: keys.publicKeyHex }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

type Member = { id: string; name: string; roles?: string[]; permissions?: string };
const owner: Member = { id: ownerId, name: 'Dallas', permissions: '8' };
const member: Member = { id: '300000000000000002', name: 'Ana' };

async function run(name: string, from: Member, value?: string | number) {
  const interaction = commandInteraction({ applicationId, guildId, name, value, member: from });
  const response = await post(
    await signedInteraction(`${origin}/webhooks/discord`, keys.privateKey, interaction),
  );
  expect(response.status).toBe(200);
  return {
    interaction,
    answer: (await response.json()) as {
      type: number;
      data?: {
        content: string;
        flags?: number;
        allowed_mentions: { parse: string[]; roles: string[] };
        embeds?: { image: { url: string } }[];
      };
    },
  };
}

async function api(method: string, path: string, body?: unknown) {
  const response = await exports.default.fetch(dashboardRequest(fixture.cookie, method, path, body));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const addCommand = (command: Record<string, unknown>) =>
  api('POST', '/api/commands', { format: 'add', command: { enabledInDiscord: true, ...command } });

async function link() {
  const { code } = (await api('GET', '/api/discord/code')).body as { code: string };
  const { answer } = await run('sbcode', owner, code);
  expect(answer.data?.content).toContain('Linked!');
}

async function goLive(startedAt: string, messageId: string = crypto.randomUUID()) {
  const request = await eventSubDelivery(`${origin}/webhooks/twitch`, {
    secret: env.EVENTSUB_SECRET as string,
    messageType: 'notification',
    subscriptionType: 'stream.online',
    messageId,
    body: {
      subscription: eventSubSubscription('stream.online', { broadcaster_user_id: fixture.streamerId }),
      event: {
        id: '9001',
        broadcaster_user_id: fixture.streamerId,
        broadcaster_user_login: 'dallas',
        broadcaster_user_name: 'Dallas',
        type: 'live',
        started_at: startedAt,
      },
    },
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  expect(response.status).toBeLessThan(300);
  await inboxSettled(fixture.streamerId);
}

describe('POST /webhooks/discord', () => {
  it('answers PING with PONG', async () => {
    const response = await post(
      await signedInteraction(`${origin}/webhooks/discord`, keys.privateKey, {
        id: '1',
        application_id: applicationId,
        type: 1,
        token: 't',
        version: 1,
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(await response.json()).toEqual({ type: 1 });
  });

  it('refuses missing, tampered and foreign signatures with 401 and does nothing', async () => {
    const ping = { id: '1', application_id: applicationId, type: 1, token: 't', version: 1 };
    const unsigned = new Request(`${origin}/webhooks/discord`, {
      method: 'POST',
      body: JSON.stringify(ping),
    });
    expect((await post(unsigned)).status).toBe(401);
    const tampered = await signedInteraction(`${origin}/webhooks/discord`, keys.privateKey, ping, {
      tamper: true,
    });
    expect((await post(tampered)).status).toBe(401);
    const other = await discordKeyPair();
    const { code } = (await api('GET', '/api/discord/code')).body as { code: string };
    const foreign = await signedInteraction(
      `${origin}/webhooks/discord`,
      other.privateKey,
      commandInteraction({ applicationId, guildId, name: 'sbcode', value: code, member: owner }),
    );
    expect((await post(foreign)).status).toBe(401);
    expect((await api('GET', '/api/discord')).body.settings).toMatchObject({ serverSet: false });
  });
});

describe('a linked server', () => {
  it('links only from the owner, then registers the commands enabled in Discord', async () => {
    await addCommand({ command: 'hello', type: 'Text', text: 'Hi {username}' });
    await addCommand({ command: 'Twitch.Only', type: 'Text', text: 'no', enabledInDiscord: false });
    await addCommand({ command: 'roll', type: 'roll' });
    await addCommand({ command: 'quote', type: 'quote' });
    const { code } = (await api('GET', '/api/discord/code')).body as { code: string };

    const byMember = await run('sbcode', member, code);
    expect(byMember.answer.data).toMatchObject({
      flags: 64,
      content: expect.stringContaining('Only the server owner'),
    });
    const byAdmin = await run('sbcode', { id: '300000000000000009', name: 'Admin', permissions: '8' }, code);
    expect(byAdmin.answer.data?.content).toContain('Only the server owner');
    expect(discord.state.overwrites).toEqual([]);

    const linked = await run('sbcode', owner, code);
    expect(linked.answer).toMatchObject({
      type: 4,
      data: { flags: 64, content: expect.stringContaining('Linked! This server now runs Dallas') },
    });
    expect((await api('GET', '/api/discord')).body.settings).toMatchObject({ serverSet: true });
    expect(discord.state.overwrites).toHaveLength(1);
    const [registration] = discord.state.overwrites;
    expect(registration?.guildId).toBe(guildId);
    expect(registration?.body).toEqual([
      {
        name: 'hello',
        description: 'Hi {username}',
        type: 1,
        options: [expect.objectContaining({ name: 'text', type: 3, required: false })],
      },
      {
        name: 'quote',
        description: expect.any(String),
        type: 1,
        options: [expect.objectContaining({ name: 'query', type: 3 })],
      },
      {
        name: 'roll',
        description: expect.any(String),
        type: 1,
        options: [expect.objectContaining({ name: 'dice', type: 3 })],
      },
    ]);

    // A command change re-registers: the new one appears, a disabled one is taken out.
    const added = await addCommand({ command: 'Lurk.Mode', type: 'Text', text: 'lurking' });
    const list = (await api('GET', '/api/commands')).body.commands as { _id: string; command: string }[];
    const roll = list.find((c) => c.command === 'roll');
    await api('PUT', '/api/commands', { format: 'update', command: { ...roll, enabledInDiscord: false } });
    expect(added.status).toBe(200);
    expect(discord.state.overwrites.at(-1)?.body.map((c) => c.name)).toEqual(['hello', 'lurk-mode', 'quote']);

    const status = (await api('GET', '/api/discord/status')).body;
    expect(status).toMatchObject({
      mode: 'real',
      server: { id: guildId, name: 'Dallas Fans' },
      registration: { ok: true },
      inviteUrl: expect.stringContaining('scope=bot+applications.commands'),
    });
  });

  it('answers text, functional and quote commands inline, like Twitch chat', async () => {
    await addCommand({ command: 'hello', type: 'Text', text: 'Hi {username}, {message}!' });
    await addCommand({ command: 'roll', type: 'roll' });
    await addCommand({ command: 'addquote', type: 'addquote' });
    await addCommand({ command: 'quote', type: 'quote' });
    await link();

    const hello = await run('hello', member, 'good morning');
    expect(hello.answer).toEqual({
      type: 4,
      data: { content: 'Hi Ana, good morning!', allowed_mentions: { parse: [], roles: [] } },
    });
    expect((await run('roll', member, 'd6')).answer.data?.content).toMatch(/^Ana rolled/);
    expect((await run('addquote', member, 'Stay hydrated')).answer.data?.content).toBe('Added quote #1.');
    expect((await run('quote', member)).answer.data?.content).toContain("'Stay hydrated', submitted by Ana");
    expect((await run('nonsense', member)).answer.data).toMatchObject({
      flags: 64,
      content: expect.stringContaining('Unknown command'),
    });
  });

  it('gates mods-only commands by the chosen moderator role and refuses subs-only ones', async () => {
    await addCommand({
      command: 'secret',
      type: 'Text',
      text: 'for {discordRole.Moderators} only',
      needsMod: true,
    });
    await addCommand({ command: 'subs', type: 'Text', text: 'sub perk', subsOnly: true });
    await link();
    const listed = (await api('GET', '/api/discord/roles')).body;
    expect(listed).toEqual({ status: true, roles: { Moderators: roles.mods.id, Members: roles.members.id } });
    expect((await api('POST', '/api/discord/roles', { roleID: roles.bot.id })).status).toBe(400);
    expect((await api('POST', '/api/discord/roles', { roleID: roles.mods.id })).body).toEqual({
      status: true,
    });

    expect((await run('secret', { ...member, roles: [roles.members.id] })).answer.data).toMatchObject({
      flags: 64,
    });
    const asMod = await run('secret', { ...member, roles: [roles.mods.id] });
    expect(asMod.answer.data).toEqual({
      content: `for <@&${roles.mods.id}> only`,
      allowed_mentions: { parse: [], roles: [roles.mods.id] },
    });
    expect((await run('subs', member)).answer.data).toMatchObject({
      flags: 64,
      content: expect.stringContaining('Discord cannot check'),
    });
  });

  it('defers a command that calls Twitch and edits @original with its answer', async () => {
    await addCommand({ command: 'title', type: 'title', needsMod: true });
    await link();
    const { answer, interaction } = await run('title', owner, 'Speedrun time');
    expect(answer).toEqual({ type: 5 });
    expect(discord.state.originalEdits).toEqual([
      {
        token: interaction.token,
        body: { content: 'Title set to: Speedrun time', allowed_mentions: { parse: [], roles: [] } },
      },
    ]);
    expect(fixture.twitch.state.channel.title).toBe('Speedrun time');
  });

  it('posts a quote image whose link is a real PNG', async () => {
    await addCommand({ command: 'addquote', type: 'addquote' });
    await addCommand({ command: 'quoteimage', type: 'quoteimage' });
    // Every fixture channel is called dallas; the wallpaper link finds a channel by its login.
    await env.DB.prepare("UPDATE streamers SET login = 'dallas_' || twitch_user_id WHERE twitch_user_id = ?")
      .bind(fixture.streamerId)
      .run();
    await link();
    await run('addquote', member, 'Pictures or it did not happen');
    const { answer } = await run('quoteimage', member);
    expect(answer.data?.content).toBe('Quote #1');
    const url = answer.data?.embeds?.[0]?.image.url as string;
    // The link carries the channel's pass, so Discord's fetch draws on the channel's own allowance.
    expect(url).toMatch(
      new RegExp(
        `^https://bot\\.example\\.com/bgQuote/dallas_${fixture.streamerId}/1920/1080/quote\\.png\\?quote=1&pass=[\\w-]+$`,
      ),
    );
    const image = await exports.default.fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/png');
  }, 30_000);
});

describe('the live announcement', () => {
  async function enable(text: string) {
    expect(
      (await api('POST', '/api/discord', { text, enabled: true, streamStartWebhookUrl: webhookUrl })).body,
    ).toEqual({ status: true });
  }

  it('is posted once per stream on a signed stream.online, keywords filled in', async () => {
    await link();
    await enable("{discordRole.Members} {username} is live: '{title}' ({game}) {url}");
    await goLive('2026-11-23T08:00:00.000Z', 'delivery-1');
    await goLive('2026-11-23T08:00:00.000Z', 'delivery-2');
    expect(discord.state.webhookPosts).toEqual([
      {
        webhookId: '600000000000000001',
        body: {
          content: `<@&${roles.members.id}> Dallas is live: 'Live!' (Just Chatting) https://www.twitch.tv/dallas`,
          allowed_mentions: { parse: [], roles: [roles.members.id] },
        },
      },
    ]);
    await goLive('2026-11-24T08:00:00.000Z');
    expect(discord.state.webhookPosts).toHaveLength(2);
  });

  it('waits out a 429 and marks a deleted (404) webhook broken', async () => {
    await enable('Live now');
    discord.state.webhookAnswers.push(429);
    await goLive('2026-11-23T09:00:00.000Z');
    expect(discord.state.webhookPosts.map((p) => p.body.content)).toEqual(['Live now']);
    expect((await api('GET', '/api/discord/status')).body).toMatchObject({
      webhook: { set: true, brokenAt: null },
    });

    discord.state.webhookAnswers.push(404);
    await goLive('2026-11-23T10:00:00.000Z');
    expect(discord.state.webhookPosts).toHaveLength(1);
    expect((await api('GET', '/api/discord/status')).body).toMatchObject({
      webhook: { brokenAt: expect.any(Number) },
    });
    const discordProblems = async () =>
      ((await api('GET', '/api/health')).body as { problems: { area: string }[] }).problems.filter(
        (problem) => problem.area === 'discord',
      );
    expect(await discordProblems()).toEqual([
      {
        area: 'discord',
        severity: 'error',
        message: expect.stringContaining('webhook no longer exists'),
        action: { kind: 'open', label: 'Open Discord', href: '/settings/discord' },
      },
    ]);

    discord.state.webhookAnswers.push(404);
    expect(await api('POST', '/api/discord/test')).toMatchObject({ status: 502, body: { status: false } });

    // A new webhook is the fix: the problem goes.
    const newWebhook = 'https://discord.com/api/webhooks/600000000000000002/webhook-token-qrstuvwxyzabcdef';
    expect(
      (
        await api('POST', '/api/discord', {
          text: 'Live now',
          enabled: true,
          streamStartWebhookUrl: newWebhook,
        })
      ).body,
    ).toEqual({ status: true });
    expect(await discordProblems()).toEqual([]);
  });
});
