// Signed interactions sent again (issue 32, point 4): a stamp outside the window is refused as a bad
// signature, an interaction id is acted on once, and without a bot token a linked server stays with
// its channel. Real signed interactions in dev mode (no bot token: nothing calls Discord).
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { commandInteraction, discordKeyPair, signedInteraction } from '../fakes/discord';
import { origin } from './session-helpers';
import { newStreamer } from './tips-fixture';

type Streamer = Awaited<ReturnType<typeof newStreamer>>;
type Answer = { type: number; data?: { content: string; flags?: number } };

const applicationId = '100000000000000001';
const admin = { id: '300000000000000011', name: 'Admin', permissions: '8' };

let keys: Awaited<ReturnType<typeof discordKeyPair>>;
beforeAll(async () => {
  keys = await discordKeyPair();
});

/**
 * A slash command from the administrator, signed as Discord signs it (at `timestamp`, if given): its
 * byte-for-byte copies, as someone replaying what they captured would send them.
 */
async function signed(guildId: string, name: string, value?: string, timestamp?: string) {
  const interaction = commandInteraction({ applicationId, guildId, name, value, member: admin });
  const request = await signedInteraction(`${origin}/webhooks/discord`, keys.privateKey, interaction, {
    timestamp,
  });
  const body = await request.text();
  return () => new Request(request.url, { method: 'POST', headers: request.headers, body });
}

async function send(copy: () => Request) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(copy(), { ...env, DISCORD_PUBLIC_KEY: keys.publicKeyHex }, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: (await response.json()) as Answer & { reason?: string } };
}

async function link(streamer: Streamer, guildId: string) {
  const { code } = (await streamer.json('GET', '/api/discord/code')) as { code: string };
  return (await send(await signed(guildId, 'sbcode', code))).body.data?.content;
}

const linkedGuild = async (streamer: Streamer) =>
  (
    await env.DB.prepare('SELECT guild_id FROM discord_settings WHERE streamer_id = ?')
      .bind(streamer.id)
      .first<{ guild_id: string | null }>()
  )?.guild_id;

const quoteCount = async (streamer: Streamer) =>
  (
    await env.DB.prepare('SELECT count(*) AS n FROM quotes WHERE streamer_id = ?')
      .bind(streamer.id)
      .first<{ n: number }>()
  )?.n;

/** A streamer whose server is linked and whose /addquote works in Discord. */
async function quotingStreamer(guildId: string) {
  const streamer = await newStreamer();
  expect(await link(streamer, guildId)).toContain('Linked!');
  const added = await streamer.api('POST', '/api/commands', {
    format: 'add',
    command: { command: 'addquote', type: 'addquote', enabledInDiscord: true },
  });
  expect(added.status).toBe(200);
  return streamer;
}

describe('a signed interaction sent again', () => {
  it('adds one quote however often it comes; each copy gets the first answer', async () => {
    const streamer = await quotingStreamer('200000000000000101');
    const request = await signed('200000000000000101', 'addquote', 'Stay hydrated');
    const answers = [await send(request), await send(request), await send(request)];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers[0]?.body.data?.content).toBe('Added quote #1.');
    expect(answers[1]?.body).toEqual(answers[0]?.body);
    expect(answers[2]?.body).toEqual(answers[0]?.body);
    expect(await quoteCount(streamer)).toBe(1);

    // Copies arriving together: still one quote.
    const burst = await signed('200000000000000101', 'addquote', 'Drink water');
    await Promise.all([send(burst), send(burst), send(burst)]);
    expect(await quoteCount(streamer)).toBe(2);
  });

  it('is refused as a bad signature (401) when stamped over 5 minutes ago or over 1 minute ahead', async () => {
    const streamer = await quotingStreamer('200000000000000102');
    const now = Math.floor(Date.now() / 1000);
    for (const stamp of [now - 301, now - 30 * 24 * 3600, now + 61, now + 365 * 24 * 3600]) {
      const answer = await send(await signed('200000000000000102', 'addquote', 'Old news', String(stamp)));
      expect(answer).toEqual({ status: 401, body: { status: false, reason: 'Invalid request signature.' } });
    }
    expect(await quoteCount(streamer)).toBe(0);
    // Inside the window it is taken.
    const recent = await send(await signed('200000000000000102', 'addquote', 'Fresh', String(now - 240)));
    expect(recent.body.data?.content).toBe('Added quote #1.');
  });
});

describe('linking without a bot token', () => {
  it("keeps a linked server with its channel: another channel's code is refused and stays valid", async () => {
    const guild = '200000000000000103';
    const first = await newStreamer();
    const second = await newStreamer();
    expect(await link(first, guild)).toContain('Linked!');

    const { code } = (await second.json('GET', '/api/discord/code')) as { code: string };
    const refused = (await send(await signed(guild, 'sbcode', code))).body.data;
    expect(refused).toMatchObject({
      flags: 64,
      content: expect.stringMatching(/^This server is linked to another/),
    });
    expect(refused?.content).toContain('cannot check who owns the server');
    expect(await linkedGuild(first)).toBe(guild);
    expect(await linkedGuild(second)).toBeFalsy();

    // The refused code was not used up: it links a server nobody has.
    const other = '200000000000000104';
    expect((await send(await signed(other, 'sbcode', code))).body.data?.content).toContain('Linked!');
    expect(await linkedGuild(second)).toBe(other);

    // The channel's own code links its server again; a wrong code still reads as wrong.
    expect(await link(first, guild)).toContain('Linked!');
    expect((await send(await signed(guild, 'sbcode', '0NMQKFY85N'))).body.data?.content).toMatch(
      /^That code is wrong, expired or already used/,
    );
    expect(await linkedGuild(first)).toBe(guild);
  });
});
