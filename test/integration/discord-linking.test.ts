// Linking with what the Discord page copies, and a command not ticked for Discord, through a real signed
// interaction in dev mode (no bot token: the worker answers Discord but never calls it).
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { commandInteraction, discordKeyPair, signedInteraction } from '../fakes/discord';
import { dashboardRequest, origin, signInAsDemoStreamer } from './session-helpers';

const applicationId = '100000000000000001';
const guildId = '200000000000000009';
const owner = { id: '300000000000000009', name: 'Owner', permissions: '8' };

let cookie: string;
let keys: Awaited<ReturnType<typeof discordKeyPair>>;
beforeAll(async () => {
  cookie = await signInAsDemoStreamer();
  keys = await discordKeyPair();
});

async function api(method: string, path: string, body?: unknown) {
  const response = await exports.default.fetch(dashboardRequest(cookie, method, path, body));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A slash command from the owner, signed as Discord signs it; the option named as Discord names it. */
async function slash(name: string, option?: { name: string; value: string }) {
  const interaction = commandInteraction({ applicationId, guildId, name, member: owner });
  if (option) interaction.data.options = [{ ...option, type: 3 }];
  const request = await signedInteraction(`${origin}/webhooks/discord`, keys.privateKey, interaction);
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...env, DISCORD_PUBLIC_KEY: keys.publicKeyHex }, ctx);
  await waitOnExecutionContext(ctx);
  expect(response.status).toBe(200);
  return (await response.json()) as { type: number; data: { content: string; flags?: number } };
}

const newCode = async () => ((await api('GET', '/api/discord/code')).body as { code: string }).code;
const serverSet = async () =>
  ((await api('GET', '/api/discord')).body.settings as { serverSet: boolean }).serverSet;

describe('a signed /sbcode interaction', () => {
  it('refuses junk in the option with the reason, and links nothing', async () => {
    await newCode();
    const answer = await slash('sbcode', { name: 'code', value: 'code:not-a-code!' });
    expect(answer).toEqual({
      type: 4,
      data: expect.objectContaining({
        flags: 64,
        content: expect.stringMatching(/^That is not a code from the Discord page: a code is 10 letters/),
      }),
    });
    expect(await serverSet()).toBe(false);
  });

  it('links with `code:X` in the option, as the Discord page copies it, in any case and spacing', async () => {
    const code = await newCode();
    const answer = await slash('sbcode', { name: 'code', value: `  Code: ${code.toLowerCase()} ` });
    expect(answer.data).toMatchObject({ flags: 64, content: expect.stringContaining('Linked!') });
    expect(await serverSet()).toBe(true);
  });

  it('links with the whole copied command pasted in the option', async () => {
    const code = await newCode();
    const answer = await slash('sbcode', { name: 'code', value: `/sbcode code:${code}` });
    expect(answer.data.content).toContain('Linked!');
    // Still used once, whatever form it comes in.
    expect((await slash('sbcode', { name: 'code', value: code })).data.content).toContain('already used');
  });
});

describe('a command not ticked for Discord', () => {
  it('answers, only to the member, what to tick and where', async () => {
    const added = await api('POST', '/api/commands', {
      format: 'add',
      command: { command: 'hello', type: 'Text', text: 'Hi!', enabledInDiscord: false },
    });
    expect(added.status).toBe(200);
    expect(await slash('hello')).toEqual({
      type: 4,
      data: expect.objectContaining({
        flags: 64,
        content: "!hello is not turned on for Discord: tick 'Discord' on Chatbot Features → Chat Commands.",
      }),
    });
    expect((await slash('nothing-here')).data).toMatchObject({
      flags: 64,
      content: "Unknown command: /nothing-here is not one of this channel's commands.",
    });
  });
});
