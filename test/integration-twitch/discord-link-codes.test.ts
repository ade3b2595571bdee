// Who links a Discord server that no channel has: only a code from the dashboard of the channel it links
// to, whoever runs /sbcode first. With the bot (it reads the server's owner) only the owner links; without
// it (no way to tell the owner) an administrator's attempt links only with a channel's valid code, to that
// channel, and a linked server stays with it. Signed interactions and a fake Discord REST API.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { findDiscordServer } from '../../db/discord';
import worker from '../../worker/index';
import { commandInteraction, createFakeDiscord, discordKeyPair, signedInteraction } from '../fakes/discord';
import { routeOutboundFetch } from '../fakes/outbound';
import { dashboardRequest, origin } from '../integration/session-helpers';
import { twitchChannelFixture } from './twitch-channel';

const applicationId = env.DISCORD_APPLICATION_ID as string;
const ownerId = '300000000000000101';
const owner = { id: ownerId, name: 'Owner', permissions: '8' };
/** An administrator of the server who is not its owner, and a channel of their own. */
const admin = { id: '300000000000000102', name: 'Admin', permissions: '8' };
/** A code of the right shape that no dashboard made. */
const madeUpCode = 'ABCDEFGHJK';

type Channel = Awaited<ReturnType<typeof twitchChannelFixture>>;
let streamer: Channel;
let adminsChannel: Channel;
let discord: ReturnType<typeof createFakeDiscord>;
let keys: Awaited<ReturnType<typeof discordKeyPair>>;
let guildId: string;
let restore: () => void;

beforeEach(async () => {
  streamer = await twitchChannelFixture();
  streamer.restore();
  adminsChannel = await twitchChannelFixture();
  adminsChannel.restore();
  // A server no channel has linked yet, of its own for each test.
  guildId = String(200_000_000_000_000_000n + BigInt(Math.floor(Math.random() * 1e9)));
  discord = createFakeDiscord({ applicationId, botToken: env.DISCORD_BOT_TOKEN as string });
  discord.state.guilds.set(guildId, { name: 'Owner Fans', ownerId, roles: [] });
  restore = routeOutboundFetch({
    'id.twitch.tv': streamer.twitch.app,
    'api.twitch.tv': streamer.twitch.app,
    'discord.com': discord.app,
  });
  keys = await discordKeyPair();
});
afterEach(() => restore());

/** /sbcode from `member`; `withBot` false runs the worker as a deployment without a Discord bot token. */
async function sbcode(member: typeof owner, code: string, withBot: boolean): Promise<string> {
  const interaction = commandInteraction({ applicationId, guildId, name: 'sbcode', value: code, member });
  const request = await signedInteraction(`${origin}/webhooks/discord`, keys.privateKey, interaction);
  const bindings = {
    ...env,
    DISCORD_PUBLIC_KEY: keys.publicKeyHex,
    ...(withBot ? {} : { DISCORD_BOT_TOKEN: '' }),
  };
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, bindings, ctx);
  await waitOnExecutionContext(ctx);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { content: string } }).data.content;
}

/** A fresh link code from the channel's Discord page. */
async function codeOf(channel: Channel): Promise<string> {
  const response = await exports.default.fetch(dashboardRequest(channel.cookie, 'GET', '/api/discord/code'));
  return ((await response.json()) as { code: string }).code;
}

const linkedTo = async () => (await findDiscordServer(openDatabase(env.DB), guildId))?.streamerId;

describe('linking a server no channel has', () => {
  it('with the bot: only the owner links, only with a valid code, to the channel the code is from', async () => {
    const code = await codeOf(streamer);
    // The first administrator to try, with the channel's code or their own: refused, nothing linked.
    expect(await sbcode(admin, code, true)).toMatch(/^Only the server owner/);
    expect(await sbcode(admin, await codeOf(adminsChannel), true)).toMatch(/^Only the server owner/);
    // The owner with a code no dashboard made: refused.
    expect(await sbcode(owner, madeUpCode, true)).toMatch(/^That code is wrong/);
    expect(await linkedTo()).toBeUndefined();

    expect(await sbcode(owner, code, true)).toContain('Linked!');
    expect(await linkedTo()).toBe(streamer.streamerId);
  });

  it("without the bot: the first administrator's attempt links nothing unless the code is valid", async () => {
    expect(await sbcode(admin, madeUpCode, false)).toMatch(/^That code is wrong/);
    expect(await linkedTo()).toBeUndefined();
    // A code is good once: after it linked, the same code links nothing more.
    const code = await codeOf(streamer);
    expect(await sbcode(owner, code, false)).toContain('Linked!');
    expect(await linkedTo()).toBe(streamer.streamerId);

    // Another channel's valid code does not take the server over; it stays good for that channel's own server.
    const othersCode = await codeOf(adminsChannel);
    expect(await sbcode(admin, othersCode, false)).toMatch(
      /^This server is linked to another StreamBot channel/,
    );
    expect(await sbcode(admin, code, false)).toMatch(/^That code is wrong/);
    expect(await linkedTo()).toBe(streamer.streamerId);
    // The channel's own new code links it again (to the same channel).
    expect(await sbcode(admin, await codeOf(streamer), false)).toContain('Linked!');
    expect(await linkedTo()).toBe(streamer.streamerId);
  });
});
