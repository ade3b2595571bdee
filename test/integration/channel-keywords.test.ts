// The keywords that read the channel itself ({channel}, {game}, {title}) and a command's use count
// ({count}), through the Simulator: the channel object supplies them, counting exactly across the
// batched writes of usage counts and reloads of its commands.
import { runDurableObjectAlarm } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { usageGenerationMs } from '../../durable-objects/chat/usage-counts';
import { demoStreamer } from '../../worker/routes/auth';
import { dashboardRequest, demoStreamerId, signInAsDemoStreamer } from './session-helpers';

let cookie: string;

async function say(text: string): Promise<string[]> {
  const response = await exports.default.fetch(
    dashboardRequest(cookie, 'POST', '/api/simulator/chat', { user: 'viewer', text, roles: [] }),
  );
  return ((await response.json()) as { replies: string[] }).replies;
}

async function addCommand(command: string, text: string) {
  const response = await exports.default.fetch(
    dashboardRequest(cookie, 'POST', '/api/commands', {
      format: 'add',
      command: { command, type: 'Text', text },
    }),
  );
  expect(response.status).toBe(200);
}

/** The channel's alarm runs as if the uses' generation had closed: the usage counts are written to D1. */
async function writeUsageCounts() {
  const channel = env.CHANNEL.get(env.CHANNEL.idFromName(demoStreamerId));
  const realNow = Date.now;
  Date.now = () => realNow() + usageGenerationMs + 3 * 60_000;
  try {
    await runDurableObjectAlarm(channel);
  } finally {
    Date.now = realNow;
  }
}

beforeAll(async () => {
  cookie = await signInAsDemoStreamer();
  await addCommand('deaths', 'Deaths: {count}');
  await addCommand('whereami', 'This is {channel}, playing {game}');
});

describe('channel keywords in a command reply', () => {
  it('counts the uses of the command, this one included', async () => {
    expect(await say('!deaths')).toEqual(['Deaths: 1']);
    expect(await say('!deaths')).toEqual(['Deaths: 2']);
  });

  it('keeps counting exactly when the commands are reloaded before and after the counts are written', async () => {
    await say('!deaths');
    await addCommand('reload1', 'a new command reloads the channel commands');
    expect(await say('!deaths')).toEqual(['Deaths: 4']);
    await writeUsageCounts();
    expect(await say('!deaths')).toEqual(['Deaths: 5']);
    await addCommand('reload2', 'another reload, after the write');
    expect(await say('!deaths')).toEqual(['Deaths: 6']);
  });

  it("says the channel's name and category", async () => {
    const [reply] = await say('!whereami');
    expect(reply).toMatch(new RegExp(`^This is ${demoStreamer.displayName}, playing \\S`));
  });
});
