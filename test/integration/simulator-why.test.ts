// The Simulator explains silence (`why`), says whether the bot joined, and keeps the conversation in order.
import { describe, expect, it } from 'vitest';
import { newStreamer } from './tips-fixture';

type ChatAnswer = { status: boolean; replies: string[]; why?: string };
type Line = { text: string; user?: string };

describe('POST /api/simulator/chat', () => {
  it('answers `why` for each kind of silence, and nothing when it replies', async () => {
    const { json } = await newStreamer();
    const add = (command: Record<string, unknown>) =>
      json('POST', '/api/commands', { format: 'add', command: { type: 'Text', ...command } });
    await add({ command: 'hi', text: 'Hello!' });
    await add({ command: 'mods', text: 'for mods', needsMod: true });
    await add({ command: 'off', text: 'never', enabledInTwitch: false });
    await add({ command: 'slow', text: 'slow reply', cooldownSeconds: 60 });
    await add({ command: 'blank', text: '{getvar.nothing}' });
    const say = async (text: string) =>
      (await json('POST', '/api/simulator/chat', { user: 'viewer', text, roles: [] })) as ChatAnswer;

    expect(await say('!hi')).toEqual({ status: true, replies: ['Hello!'] });
    expect((await say('hello there')).why).toBe('notCommand');
    expect((await say('!nosuch')).why).toBe('noCommand');
    expect((await say('!mods')).why).toBe('permission');
    expect((await say('!off')).why).toBe('disabledOnTwitch');
    expect((await say('!slow')).replies).toEqual(['slow reply']);
    expect((await say('!slow')).why).toBe('cooldown');
    expect((await say('!blank')).why).toBe('emptyReply');
  }, 30_000);

  it('the standing the Simulator shows (GET /api/twitch/settings isConnected) follows Join', async () => {
    const { json } = await newStreamer();
    expect((await json('GET', '/api/twitch/settings')).isConnected).toBe(false);
    expect(await json('POST', '/api/twitch/botOn')).toMatchObject({ success: true });
    expect((await json('GET', '/api/twitch/settings')).isConnected).toBe(true);
  }, 30_000);
});

describe('GET /api/simulator/conversation', () => {
  it("keeps viewers' lines and the bot's (announcements included) in the order they happened", async () => {
    const { json } = await newStreamer();
    await json('POST', '/api/commands', {
      format: 'add',
      command: { type: 'Text', command: 'hi', text: 'Hello {username}!' },
    });
    await json('POST', '/api/twitch/announcements', {
      announcements: ['Follow for more!'],
      minutesBetweenAnnouncements: 0,
      numberOfMessagesBetweenAnnouncements: 2,
      announcementsEnabled: true,
      announcementOrderIsRandomized: false,
    });
    // Announcements are the bot posting by itself: only while it is in the channel.
    await json('POST', '/api/twitch/botOn');
    await json('POST', '/api/simulator/event', { type: 'streamOnline' });
    for (const text of ['!hi', 'nice stream']) {
      await json('POST', '/api/simulator/chat', { user: 'Ana', text, roles: [] });
    }
    const log = await json('GET', '/api/simulator/conversation');
    expect((log.conversation as Line[]).map((line) => [line.user ?? 'Bot', line.text])).toEqual([
      ['Ana', '!hi'],
      ['Bot', 'Hello Ana!'],
      ['Ana', 'nice stream'],
      ['Bot', 'Follow for more!'],
    ]);
    // GET /api/simulator/chat stays the bot's lines only.
    const bot = await json('GET', '/api/simulator/chat');
    expect((bot.messages as Line[]).map((line) => line.text)).toEqual(['Hello Ana!', 'Follow for more!']);
  }, 30_000);
});
