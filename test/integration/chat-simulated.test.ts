import { evictDurableObject, runDurableObjectAlarm } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatRole } from '../../core/chat/chat-message';
import { usageGenerationMs } from '../../durable-objects/chat/usage-counts';
import { dashboardRequest, demoStreamerId, signInAsDemoStreamer } from './session-helpers';

let cookie: string;

async function say(text: string, roles: ChatRole[] = [], user = 'viewer'): Promise<string[]> {
  const response = await exports.default.fetch(
    dashboardRequest(cookie, 'POST', '/api/simulator/chat', { user, text, roles }),
  );
  return ((await response.json()) as { replies: string[] }).replies;
}

async function addCommand(command: Record<string, unknown>) {
  const response = await exports.default.fetch(
    dashboardRequest(cookie, 'POST', '/api/commands', { format: 'add', command }),
  );
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  cookie = await signInAsDemoStreamer();
  await addCommand({ command: 'hello', type: 'Text', text: 'Hi {username}, welcome {optTarget}!' });
  await addCommand({ command: 'modonly', type: 'Text', text: 'for mods', needsMod: true });
  await addCommand({ command: 'subonly', type: 'Text', text: 'for subs', subsOnly: true });
  await addCommand({ command: 'fans', type: 'Text', text: 'for followers', followersOnly: true });
  await addCommand({ command: 'hidden', type: 'Text', text: 'never', enabledInTwitch: false });
  await addCommand({ command: 'slow', type: 'Text', text: 'slow reply', cooldownSeconds: 60 });
  await addCommand({ command: 'long', type: 'Text', text: `${'word '.repeat(150)}end` });
  await addCommand({ command: 'addcommand', type: 'addcommand' });
  await addCommand({ command: 'updatecommand', type: 'updatecommand' });
  await addCommand({ command: 'deletecommand', type: 'deletecommand' });
  await addCommand({ command: 'commands', type: 'commands' });
  await addCommand({ command: 'pick', type: 'choose' });
  await addCommand({ command: 'roll', type: 'roll' });
  await addCommand({ command: 'game', type: 'game' });
  await addCommand({ command: 'title', type: 'title' });
});

describe('text commands through the Simulator', () => {
  it('answers in any case, filling keywords', async () => {
    expect(await say('!HELLO @friend', [], 'Ana')).toEqual(['Hi Ana, welcome friend!']);
  });

  it('stays silent for messages that are not commands or unknown commands', async () => {
    expect(await say('hello there')).toEqual([]);
    expect(await say('!nosuchcommand')).toEqual([]);
  });

  it.each<[string, ChatRole[], boolean]>([
    ['!modonly', [], false],
    ['!modonly', ['vip', 'subscriber'], false],
    ['!modonly', ['moderator'], true],
    ['!modonly', ['broadcaster'], true],
    ['!subonly', [], false],
    ['!subonly', ['subscriber'], true],
    ['!subonly', ['moderator'], true],
    ['!fans', [], false],
    ['!fans', ['follower'], true],
    ['!fans', ['subscriber'], true],
    ['!hidden', ['broadcaster'], false],
  ])('%s with roles %j answers: %s', async (text, roles, answers) => {
    expect((await say(text, roles)).length > 0).toBe(answers);
  });

  it('keeps quiet during the cooldown, except for moderators', async () => {
    expect(await say('!slow')).toEqual(['slow reply']);
    expect(await say('!slow')).toEqual([]);
    expect(await say('!slow', ['moderator'])).toEqual(['slow reply']);
  });

  it('splits a long reply into messages of at most 500 characters', async () => {
    const replies = await say('!long');
    expect(replies.length).toBe(2);
    for (const reply of replies) expect(reply.length).toBeLessThanOrEqual(500);
  });

  it('lists each use at once, written to D1 by the channel in a batch once their generation has closed', async () => {
    const channel = env.CHANNEL.get(env.CHANNEL.idFromName(demoStreamerId));
    const uses = async () => {
      const response = await exports.default.fetch(dashboardRequest(cookie, 'GET', '/api/commands'));
      const { commands } = (await response.json()) as {
        commands: { command: string; numberOfTimesUsed: number }[];
      };
      return commands.find((c) => c.command === 'hello')?.numberOfTimesUsed ?? 0;
    };
    const written = async () =>
      (
        await env.DB.prepare(
          "SELECT number_of_times_used AS n FROM commands WHERE streamer_id = ? AND command_key = 'hello'",
        )
          .bind(demoStreamerId)
          .first<{ n: number }>()
      )?.n;
    /** Time enough for the uses' generation to close and the channel's own wait after it. */
    const closed = usageGenerationMs + 3 * 60_000;
    /** The channel's alarm runs as if `ms` had passed. */
    const alarmAfter = async (ms: number) => {
      const realNow = Date.now;
      Date.now = () => realNow() + ms;
      try {
        return await runDurableObjectAlarm(channel);
      } finally {
        Date.now = realNow;
      }
    };
    await alarmAfter(closed); // what earlier tests counted
    const before = await uses();
    expect(await written()).toBe(before);
    await say('!hello');
    expect(await uses()).toBe(before + 1);
    await say('!hello');
    expect(await uses()).toBe(before + 2);
    // An alarm before the generation has closed (another part's) leaves the batch alone.
    expect(await alarmAfter(0)).toBe(true);
    expect(await written()).toBe(before);
    // A restarted object counts what it had not written yet.
    await evictDurableObject(channel);
    expect(await uses()).toBe(before + 2);
    expect(await alarmAfter(closed)).toBe(true);
    expect(await written()).toBe(before + 2);
    expect(await uses()).toBe(before + 2);
  });

  it('logs what the bot said in the simulated chat', async () => {
    await say('!hello', [], 'Logger');
    const response = await exports.default.fetch(dashboardRequest(cookie, 'GET', '/api/simulator/chat'));
    const { messages } = (await response.json()) as { messages: { text: string }[] };
    expect(messages.at(-1)?.text).toBe('Hi Logger, welcome Logger!');
  });
});

describe('functional commands through the Simulator', () => {
  it('lets a moderator add, update and delete a command from chat', async () => {
    expect(await say('!addcommand !lurk {username} is lurking', ['moderator'])).toEqual(['Added !lurk.']);
    expect(await say('!lurk', [], 'Bo')).toEqual(['Bo is lurking']);
    expect(await say('!addcommand lurk again', ['moderator'])).toEqual([
      '!lurk already exists. Use !updatecommand to change it.',
    ]);
    expect(await say('!updatecommand !lurk {username} went quiet', ['moderator'])).toEqual([
      'Updated !lurk.',
    ]);
    expect(await say('!lurk', [], 'Bo')).toEqual(['Bo went quiet']);
    expect(await say('!deletecommand !lurk', ['moderator'])).toEqual(['Deleted !lurk.']);
    expect(await say('!lurk')).toEqual([]);
  });

  it('refuses chat-made commands from viewers (mods only by default)', async () => {
    expect(await say('!addcommand !sneaky hi')).toEqual([]);
    expect(await say('!sneaky')).toEqual([]);
  });

  it('explains usage when the command is incomplete', async () => {
    expect(await say('!addcommand !x', ['moderator'])).toEqual(['Usage: !addcommand !name reply text']);
    expect(await say('!updatecommand !nothing here', ['moderator'])).toEqual([
      'There is no text command !nothing.',
    ]);
    expect(await say('!deletecommand !roll', ['moderator'])).toEqual([
      '!roll is not a text command; remove it on the dashboard.',
    ]);
  });

  it('lists the commands the caller may use', async () => {
    // While the public page is on, `!commands` answers with its link instead (regulars.test.ts).
    const pageOff = dashboardRequest(cookie, 'POST', '/api/publicPage', { enabled: false });
    expect((await exports.default.fetch(pageOff)).status).toBe(200);
    const [viewerList] = await say('!commands');
    expect(viewerList).toContain('!hello');
    expect(viewerList).not.toContain('!modonly');
    expect(viewerList).not.toContain('!hidden');
    expect((await say('!commands', ['moderator']))[0]).toContain('!modonly');
  });

  it('rolls dice and chooses', async () => {
    expect((await say('!roll 2d6+1', [], 'Cy'))[0]).toMatch(/^Cy rolled 2d6\+1: (\d+) \(\d \+ \d, \+1\)$/);
    expect((await say('!roll', [], 'Cy'))[0]).toMatch(/^Cy rolled 1d20: \d+$/);
    expect(await say('!roll 500d6', [], 'Cy')).toEqual([
      'Cy, you can roll 1 to 100 dice of 2 to 1,000 sides each, plus or minus at most 100,000, for example 2d6+3.',
    ]);
    expect((await say('!pick tea coffee', [], 'Di'))[0]).toMatch(/^Di, I choose: (tea|coffee)$/);
    expect(await say('!pick')).toEqual(['Usage: !pick option1 option2 …']);
  });

  it('sets and reports the game and title (simulated channel)', async () => {
    expect(await say('!game Celeste', ['moderator'])).toEqual(['Category set to Celeste.']);
    expect(await say('!game', ['moderator'])).toEqual(['Current category: Celeste']);
    expect(await say('!title Speedrunning all day', ['broadcaster'])).toEqual([
      'Title set to: Speedrunning all day',
    ]);
    expect(await say('!title', ['moderator'])).toEqual(['Current title: Speedrunning all day']);
    expect(await say('!title hijack')).toEqual([]);
  });
});
