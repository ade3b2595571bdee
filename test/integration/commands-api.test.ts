import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { createSession } from '../../db/sessions';
import { upsertStreamer } from '../../db/streamers';
import { dashboardRequest, signInAsDemoStreamer } from './session-helpers';

async function call(cookie: string, method: string, body?: unknown) {
  const response = await exports.default.fetch(dashboardRequest(cookie, method, '/api/commands', body));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const listed = async (cookie: string) =>
  (await call(cookie, 'GET')).body.commands as { _id: string; command: string; [key: string]: unknown }[];

describe('/api/commands', () => {
  it('adds, lists, updates and deletes a text command in the spec shape', async () => {
    const cookie = await signInAsDemoStreamer();
    const added = await call(cookie, 'POST', {
      format: 'add',
      command: { command: '!Socials', type: 'Text', text: 'Follow me everywhere' },
    });
    expect(added).toEqual({ status: 200, body: { status: true, id: expect.any(String) } });
    const id = added.body.id as string;

    expect((await listed(cookie)).find((c) => c._id === id)).toEqual({
      _id: id,
      command: 'Socials',
      type: 'Text',
      text: 'Follow me everywhere',
      needsMod: false,
      followersOnly: false,
      subsOnly: false,
      regularsOnly: false,
      vipsOnly: false,
      allowedUsers: [],
      hiddenOnPublicPage: false,
      enabledInTwitch: true,
      enabledInDiscord: false,
      cooldownSeconds: 0,
      numberOfTimesUsed: 0,
      textCommand: true,
      quoteCommand: false,
    });

    const updated = await call(cookie, 'PUT', {
      format: 'update',
      command: {
        _id: id,
        command: 'socials',
        type: 'Text',
        text: 'New text',
        subsOnly: true,
        vipsOnly: true,
        allowedUsers: ['@Alice', 'bob_42'],
        edited: true,
      },
    });
    expect(updated.body).toEqual({ status: true });
    expect((await listed(cookie)).find((c) => c._id === id)).toMatchObject({
      vipsOnly: true,
      allowedUsers: ['alice', 'bob_42'],
      command: 'socials',
      text: 'New text',
      subsOnly: true,
    });

    expect((await call(cookie, 'DELETE', { format: 'delete', command: { _id: id } })).body).toEqual({
      status: true,
    });
    expect((await listed(cookie)).some((c) => c._id === id)).toBe(false);
  });

  it('makes commands that change the channel mods-only unless told otherwise', async () => {
    const cookie = await signInAsDemoStreamer();
    const { body } = await call(cookie, 'POST', {
      format: 'add',
      command: { command: 'settitle', type: 'title' },
    });
    expect((await listed(cookie)).find((c) => c._id === body.id)).toMatchObject({
      needsMod: true,
      textCommand: false,
      quoteCommand: false,
    });
  });

  it('refuses a keyword that exists in another case, with 409, and writes nothing', async () => {
    const cookie = await signInAsDemoStreamer();
    await call(cookie, 'POST', { format: 'add', command: { command: 'dupe', type: 'Text', text: 'one' } });
    const before = await listed(cookie);
    const second = await call(cookie, 'POST', {
      format: 'add',
      command: { command: 'DUPE', type: 'Text', text: 'two' },
    });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ status: false, reason: expect.stringContaining('!DUPE') });
    expect(await listed(cookie)).toEqual(before);
  });

  it('refuses renaming onto an existing keyword', async () => {
    const cookie = await signInAsDemoStreamer();
    await call(cookie, 'POST', { format: 'add', command: { command: 'taken', type: 'Text', text: 'a' } });
    const { body } = await call(cookie, 'POST', {
      format: 'add',
      command: { command: 'free', type: 'Text', text: 'b' },
    });
    const rename = await call(cookie, 'PUT', {
      format: 'update',
      command: { _id: body.id, command: 'Taken', type: 'Text', text: 'b' },
    });
    expect(rename.status).toBe(409);
  });

  it.each([
    [{ format: 'add', command: { command: 'x', type: 'dance', text: 'a' } }, 'unknown command type'],
    [{ format: 'add', command: { command: 'two words', type: 'Text', text: 'a' } }, 'spaces'],
    [{ format: 'add', command: { command: 'x'.repeat(33), type: 'Text', text: 'a' } }, '32'],
    [{ format: 'add', command: { command: 'empty', type: 'Text', text: '' } }, 'reply text'],
    [{ format: 'update', command: { command: 'x', type: 'Text', text: 'a' } }, '_id'],
  ])('refuses %j with 400', async (body, reason) => {
    const cookie = await signInAsDemoStreamer();
    const method = body.format === 'add' ? 'POST' : 'PUT';
    const response = await call(cookie, method, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: false, reason: expect.stringContaining(reason) });
  });

  it("answers 404 for another streamer's or an unknown command id", async () => {
    const cookie = await signInAsDemoStreamer();
    const response = await call(cookie, 'DELETE', { format: 'delete', command: { _id: 'not-mine' } });
    expect(response.status).toBe(404);
  });

  it("never lets one streamer change or delete another's command", async () => {
    const cookie = await signInAsDemoStreamer();
    const { body } = await call(cookie, 'POST', {
      format: 'add',
      command: { command: 'mine', type: 'Text', text: 'mine' },
    });
    const db = openDatabase(env.DB);
    await upsertStreamer(db, { streamerId: '555', login: 'other', displayName: 'Other' }, null, Date.now());
    const other = `session=${await createSession(db, '555', Date.now())}`;

    expect((await listed(other)).some((c) => c._id === body.id)).toBe(false);
    const update = await call(other, 'PUT', {
      format: 'update',
      command: { _id: body.id, command: 'mine', type: 'Text', text: 'stolen' },
    });
    expect(update.status).toBe(404);
    expect((await call(other, 'DELETE', { format: 'delete', command: { _id: body.id } })).status).toBe(404);
    expect((await listed(cookie)).find((c) => c._id === body.id)).toMatchObject({ text: 'mine' });
  });
});
