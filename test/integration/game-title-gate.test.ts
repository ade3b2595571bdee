// `!game` and `!title` with nothing after them only read: everyone gets the answer. Changing the
// game or title stays behind the command's gate (moderators unless the streamer chose another).
import { describe, expect, it } from 'vitest';
import type { ChatRole } from '../../core/chat/chat-message';
import { newStreamer } from './tips-fixture';

type Streamer = Awaited<ReturnType<typeof newStreamer>>;

const say = async (streamer: Streamer, text: string, roles: ChatRole[] = []) =>
  (await streamer.json('POST', '/api/simulator/chat', { user: 'viewer', text, roles })).replies as string[];

async function addCommand(streamer: Streamer, command: Record<string, unknown>) {
  const answer = await streamer.json('POST', '/api/commands', {
    format: 'add',
    command: { enabledInDiscord: true, ...command },
  });
  expect(answer).toMatchObject({ status: true });
}

describe('!game and !title', () => {
  it('answer anyone who asks, and change only for those past the gate', async () => {
    const streamer = await newStreamer();
    await addCommand(streamer, { command: 'game', type: 'game' });
    await addCommand(streamer, { command: 'title', type: 'title' });

    expect(await say(streamer, '!game Celeste', ['moderator'])).toEqual(['Category set to Celeste.']);
    expect(await say(streamer, '!title Speedruns', ['broadcaster'])).toEqual(['Title set to: Speedruns']);

    expect(await say(streamer, '!game')).toEqual(['Current category: Celeste']);
    expect(await say(streamer, '!title', ['vip'])).toEqual(['Current title: Speedruns']);

    expect(await say(streamer, '!game Minecraft')).toEqual([]);
    expect(await say(streamer, '!title hijacked', ['subscriber'])).toEqual([]);
    expect(await say(streamer, '!game')).toEqual(['Current category: Celeste']);
    expect(await say(streamer, '!title')).toEqual(['Current title: Speedruns']);

    // The command list shows a viewer the two commands they may now use (the list, not the public
    // page's link, which `!commands` answers with while the page is on).
    expect(await streamer.json('POST', '/api/publicPage', { enabled: false })).toEqual({ status: true });
    const [list] = await say(streamer, '!commands');
    expect(list).toBeUndefined();
    await addCommand(streamer, { command: 'commands', type: 'commands' });
    expect((await say(streamer, '!commands'))[0]).toMatch(/!game.*!title/);
  }, 20_000);

  it("follow the streamer's own gate for changes: subscribers here", async () => {
    const streamer = await newStreamer();
    await addCommand(streamer, { command: 'game', type: 'game', needsMod: false, subsOnly: true });
    expect(await say(streamer, '!game Celeste', ['subscriber'])).toEqual(['Category set to Celeste.']);
    expect(await say(streamer, '!game Minecraft', ['follower'])).toEqual([]);
    expect(await say(streamer, '!game', ['follower'])).toEqual(['Current category: Celeste']);
  }, 20_000);
});
