// Regulars (issue 29's contract): the /api/regulars list, scoped to its channel and capped in one
// statement; the Regulars gate on commands; `!regulars add|remove` from chat; a listed regular
// recognised in chat (the Simulator's and EventSub's) before the filters and the gate look; the list
// read again from D1 by an evicted object. And `!commands` answering with the public page's link.
import { evictDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { channelLimits } from '../../core/limits/channel-limits';
import { defaultModerationSettings, withRecommendedFilters } from '../../core/moderation/moderation-settings';
import { channelStub } from './channel-inbox';
import { deliverNotification } from './live-events-fixture';
import { newStreamer } from './tips-fixture';

type Streamer = Awaited<ReturnType<typeof newStreamer>>;
type Listed = { login: string; displayName?: string; addedAt: number };
type Answer = { replies: string[]; why?: string; moderation?: { action: string; filter: string } };

const listed = async (streamer: Streamer) =>
  ((await streamer.json('GET', '/api/regulars')) as { regulars: Listed[] }).regulars;

const say = async (streamer: Streamer, user: string, text: string, roles: string[] = []) =>
  (await streamer.json('POST', '/api/simulator/chat', { user, text, roles })) as unknown as Answer;

async function addCommand(streamer: Streamer, command: Record<string, unknown>) {
  const response = await streamer.api('POST', '/api/commands', { format: 'add', command });
  expect(response.status).toBe(200);
}

/** A channel with a Regulars Only text command and `!regulars`. */
async function channelWithGate() {
  const streamer = await newStreamer();
  await addCommand(streamer, { command: 'inner', type: 'Text', text: 'inner circle', regularsOnly: true });
  await addCommand(streamer, { command: 'regulars', type: 'regulars' });
  return streamer;
}

const regularRows = async (streamerId: string) =>
  (
    await env.DB.prepare('SELECT count(*) AS n FROM regulars WHERE streamer_id = ?')
      .bind(streamerId)
      .first<{ n: number }>()
  )?.n;

describe('GET, POST and DELETE /api/regulars', () => {
  it('lists, adds (with or without @, any case) and removes regulars', async () => {
    const streamer = await newStreamer();
    expect(await streamer.json('GET', '/api/regulars')).toEqual({ status: true, regulars: [] });
    const before = Date.now();
    expect(await streamer.json('POST', '/api/regulars', { login: '@CoolViewer' })).toEqual({ status: true });
    expect(await streamer.json('POST', '/api/regulars', { login: 'another_one' })).toEqual({ status: true });
    const regulars = await listed(streamer);
    expect(regulars.map(({ addedAt: _, ...rest }) => rest)).toEqual([
      { login: 'another_one' },
      { login: 'coolviewer', displayName: 'CoolViewer' },
    ]);
    for (const regular of regulars) expect(regular.addedAt).toBeGreaterThanOrEqual(before);

    expect(await streamer.json('DELETE', '/api/regulars', { login: 'COOLVIEWER' })).toEqual({ status: true });
    expect((await listed(streamer)).map((regular) => regular.login)).toEqual(['another_one']);
  });

  it('adds a listed login again without a change', async () => {
    const streamer = await newStreamer();
    await streamer.json('POST', '/api/regulars', { login: 'CoolViewer' });
    const [first] = await listed(streamer);
    expect(await streamer.json('POST', '/api/regulars', { login: 'coolviewer' })).toEqual({ status: true });
    expect(await listed(streamer)).toEqual([first]);
  });

  it.each([
    [{ login: 'has space' }, /Twitch login/],
    [{ login: 'dash-ed' }, /Twitch login/],
    [{ login: 'x'.repeat(26) }, /at most 25/],
    [{ login: '@' }, /type a Twitch login/i],
    [{ login: 7 }, /login/i],
    [{}, /login/i],
  ])('refuses %j with the reason and writes nothing', async (body, reason) => {
    const streamer = await newStreamer();
    for (const method of ['POST', 'DELETE']) {
      const response = await streamer.api(method, '/api/regulars', body);
      expect(response.status).toBe(400);
      const refusal = (await response.json()) as { status: boolean; reason: string };
      expect(refusal.status).toBe(false);
      expect(refusal.reason).toMatch(reason);
    }
    expect(await regularRows(streamer.id)).toBe(0);
  });

  it('answers 404 with the reason when removing a login not on the list', async () => {
    const streamer = await newStreamer();
    const response = await streamer.api('DELETE', '/api/regulars', { login: 'nobody_here' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      status: false,
      reason: 'nobody_here is not on your regulars list.',
    });
  });

  it('keeps at most the limit, even against 32 adds at once', async () => {
    const streamer = await newStreamer();
    const room = 5;
    const filled = channelLimits.regulars - room;
    const insert = env.DB.prepare('INSERT INTO regulars (streamer_id, login, added_at) VALUES (?, ?, ?)');
    await env.DB.batch(
      Array.from({ length: filled }, (_, n) => insert.bind(streamer.id, `filler_${n}`, Date.now())),
    );
    const responses = await Promise.all(
      Array.from({ length: 32 }, (_, n) => streamer.api('POST', '/api/regulars', { login: `rush_${n}` })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(room);
    expect(statuses.filter((status) => status === 409)).toHaveLength(32 - room);
    const refused = responses.find((response) => response.status === 409);
    expect(await refused?.json()).toEqual({
      status: false,
      reason: 'This channel already has 1,000 regulars, the most it can keep. Delete some first.',
    });
    expect(await regularRows(streamer.id)).toBe(channelLimits.regulars);
    // A listed login is still accepted at the limit: nothing new is written.
    expect((await streamer.api('POST', '/api/regulars', { login: 'filler_0' })).status).toBe(200);
    expect(await regularRows(streamer.id)).toBe(channelLimits.regulars);
  });

  it("never shows or changes another channel's regulars", async () => {
    const a = await newStreamer();
    const b = await newStreamer();
    await a.json('POST', '/api/regulars', { login: 'a_only' });
    await a.json('POST', '/api/regulars', { login: 'both' });
    const aBefore = await listed(a);
    await b.json('POST', '/api/regulars', { login: 'b_only' });
    await b.json('POST', '/api/regulars', { login: 'both' });

    expect((await listed(b)).map((regular) => regular.login)).toEqual(['b_only', 'both']);
    expect((await b.api('DELETE', '/api/regulars', { login: 'a_only' })).status).toBe(404);
    expect(await b.json('DELETE', '/api/regulars', { login: 'both' })).toEqual({ status: true });
    expect(await listed(a)).toEqual(aBefore);

    // B's regular is a viewer on A's channel.
    await addCommand(a, { command: 'inner', type: 'Text', text: 'inner circle', regularsOnly: true });
    expect((await say(a, 'B_Only', '!inner')).why).toBe('permission');
    expect((await say(a, 'A_Only', '!inner')).replies).toEqual(['inner circle']);
  });
});

describe('the Regulars gate on commands', () => {
  it('is taken and returned by /api/commands like subsOnly', async () => {
    const streamer = await channelWithGate();
    const { commands } = (await streamer.json('GET', '/api/commands')) as {
      commands: { _id: string; command: string; regularsOnly: boolean; hiddenOnPublicPage: boolean }[];
    };
    const inner = commands.find((command) => command.command === 'inner');
    expect(inner).toMatchObject({ regularsOnly: true, hiddenOnPublicPage: false });
    const regulars = commands.find((command) => command.command === 'regulars');
    expect(regulars).toMatchObject({ regularsOnly: false, needsMod: true });

    const update = {
      ...inner,
      type: 'Text',
      text: 'inner circle',
      regularsOnly: false,
      hiddenOnPublicPage: true,
    };
    expect(await streamer.json('PUT', '/api/commands', { format: 'update', command: update })).toEqual({
      status: true,
    });
    const after = (await streamer.json('GET', '/api/commands')) as { commands: typeof commands };
    expect(after.commands.find((command) => command.command === 'inner')).toMatchObject({
      regularsOnly: false,
      hiddenOnPublicPage: true,
    });
  });

  it('refuses a viewer and a subscriber; lets a listed regular, the regular role, VIPs and moderators past', async () => {
    const streamer = await channelWithGate();
    await streamer.json('POST', '/api/regulars', { login: 'Listed_Lou' });
    expect(await say(streamer, 'Viewer', '!inner')).toEqual({ status: true, replies: [], why: 'permission' });
    expect((await say(streamer, 'Subby', '!inner', ['subscriber', 'follower'])).why).toBe('permission');
    for (const [user, roles] of [
      ['listed_lou', []],
      ['Listed_Lou', ['subscriber']],
      ['Ticked', ['regular']],
      ['Vip', ['vip']],
      ['Mod', ['moderator']],
      ['Boss', ['broadcaster']],
    ] as const)
      expect((await say(streamer, user, '!inner', [...roles])).replies).toEqual(['inner circle']);
  });

  it('recognises a listed regular in Twitch chat (EventSub) too', async () => {
    const streamer = await channelWithGate();
    await streamer.json('POST', '/api/regulars', { login: 'twitch_regular' });
    const chat = (login: string) =>
      deliverNotification(
        'channel.chat.message',
        { broadcaster_user_id: streamer.id },
        {
          broadcaster_user_id: streamer.id,
          chatter_user_id: `id_${login}`,
          chatter_user_login: login,
          chatter_user_name: login,
          message_id: crypto.randomUUID(),
          message: { text: '!inner' },
          badges: [],
        },
      );
    const botLines = async () =>
      ((await streamer.json('GET', '/api/simulator/chat')) as { messages: { text: string }[] }).messages.map(
        (line) => line.text,
      );
    await chat('plain_viewer');
    expect(await botLines()).toEqual([]);
    await chat('twitch_regular');
    expect(await botLines()).toEqual(['inner circle']);
  });
});

describe('!regulars add|remove <user>', () => {
  it('lets a moderator add a viewer, whose next message passes the gate, and remove them again', async () => {
    const streamer = await channelWithGate();
    expect((await say(streamer, 'Newbie', '!inner')).why).toBe('permission');
    expect((await say(streamer, 'Mod', '!regulars add @Newbie', ['moderator'])).replies).toEqual([
      'Added Newbie to the regulars.',
    ]);
    expect((await say(streamer, 'Newbie', '!inner')).replies).toEqual(['inner circle']);
    expect((await listed(streamer)).map(({ addedAt: _, ...rest }) => rest)).toEqual([
      { login: 'newbie', displayName: 'Newbie' },
    ]);
    expect((await say(streamer, 'Mod', '!regulars add newbie', ['moderator'])).replies).toEqual([
      'newbie is already a regular.',
    ]);

    expect((await say(streamer, 'Mod', '!regulars remove Newbie', ['moderator'])).replies).toEqual([
      'Removed Newbie from the regulars.',
    ]);
    expect((await say(streamer, 'Newbie', '!inner')).why).toBe('permission');
    expect((await say(streamer, 'Mod', '!regulars remove Newbie', ['moderator'])).replies).toEqual([
      'Newbie was not a regular.',
    ]);
    expect(await listed(streamer)).toEqual([]);
  });

  it('answers with the usage or the login rule when it cannot read the request, writing nothing', async () => {
    const streamer = await channelWithGate();
    const asMod = async (text: string) => (await say(streamer, 'Mod', text, ['moderator'])).replies;
    for (const text of ['!regulars', '!regulars list', '!regulars add', '!regulars add two names'])
      expect(await asMod(text)).toEqual(['Usage: !regulars add|remove <user>']);
    expect(await asMod('!regulars add no-dashes')).toEqual([
      'Could not add no-dashes: a Twitch login has only letters, digits and underscores, at most 25.',
    ]);
    expect(await listed(streamer)).toEqual([]);
  });

  it('is for moderators by default: a viewer, a VIP or a regular is refused', async () => {
    const streamer = await channelWithGate();
    for (const roles of [[], ['vip'], ['regular'], ['subscriber']])
      expect((await say(streamer, 'Sneaky', '!regulars add sneaky', roles)).why).toBe('permission');
    expect(await listed(streamer)).toEqual([]);
  });
});

describe('a listed regular and the chat filters', () => {
  it('is left alone by a filter that exempts regulars, as the regular role is', async () => {
    const streamer = await newStreamer();
    const settings = withRecommendedFilters(defaultModerationSettings);
    expect(settings.filters.links.exempt).toContain('regular');
    expect(await streamer.json('POST', '/api/moderation', settings)).toEqual({ status: true });
    await streamer.json('POST', '/api/regulars', { login: 'link_friend' });

    expect((await say(streamer, 'Link_Friend', 'see friend.example.com')).moderation).toBeUndefined();
    expect((await say(streamer, 'Stranger', 'see stranger.example.com')).moderation?.filter).toBe('links');
    // Caps does not exempt regulars: the list changes who a chatter is, not what each filter allows.
    const caps = settings.filters.caps;
    expect(caps.exempt).not.toContain('regular');
    expect((await say(streamer, 'Link_Friend', 'THIS IS ALL CAPS FOR SURE NOW')).moderation?.filter).toBe(
      'caps',
    );
  });
});

describe('an evicted channel object', () => {
  it('reads the list from D1 again', async () => {
    const streamer = await channelWithGate();
    // The object reads the (empty) list, then a row appears in D1 without the object being told.
    expect((await say(streamer, 'Quiet_One', '!inner')).why).toBe('permission');
    await env.DB.prepare('INSERT INTO regulars (streamer_id, login, added_at) VALUES (?, ?, ?)')
      .bind(streamer.id, 'quiet_one', Date.now())
      .run();
    expect((await say(streamer, 'Quiet_One', '!inner')).why).toBe('permission');
    await evictDurableObject(channelStub(streamer.id));
    expect((await say(streamer, 'Quiet_One', '!inner')).replies).toEqual(['inner circle']);
  });
});

describe('!commands and the public page', () => {
  it("answers with the page's link while it is on, and with the list once it is off", async () => {
    const streamer = await newStreamer();
    await addCommand(streamer, { command: 'commands', type: 'commands' });
    await addCommand(streamer, { command: 'hello', type: 'Text', text: 'hi' });
    expect((await say(streamer, 'Viewer', '!commands')).replies).toEqual([
      `This channel's commands: http://localhost/c/tipped_${streamer.id}`,
    ]);
    expect(await streamer.json('POST', '/api/publicPage', { enabled: false })).toEqual({ status: true });
    expect((await say(streamer, 'Viewer', '!commands')).replies).toEqual(['Commands: !commands, !hello']);
    expect(await streamer.json('POST', '/api/publicPage', { enabled: true })).toEqual({ status: true });
    expect((await say(streamer, 'Viewer', '!commands')).replies[0]).toMatch(/\/c\/tipped_\d+$/);
  });
});
