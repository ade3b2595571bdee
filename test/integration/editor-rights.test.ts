// What an editor may not do (issue 49): no owner-only route answers them in any method (HEAD runs a GET
// handler), the overlay key never reaches them, the right belongs to the Twitch user id that first signed
// in under the named login, and a removal ends their sessions on the channel for good.
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { createSession } from '../../db/sessions';
import { upsertStreamer } from '../../db/streamers';
import { app } from '../../worker/app';
import { ownerOnlyRoute } from '../../worker/middleware/owner-only';
import { type StreamerFixture, streamerFixture } from './live-events-fixture';
import { dashboardRequest, origin } from './session-helpers';
import { channelSnapshot } from './tenant-fixture';

type LoggedIn = { channel?: string; role?: string; channels?: { login: string; role: string }[] };

const loggedIn = async (cookie: string) =>
  (await (await exports.default.fetch(dashboardRequest(cookie, 'GET', '/loggedIn'))).json()) as LoggedIn;

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** An owner with an editor acting on their channel. */
async function channelWithEditor(name: string) {
  const owner = await streamerFixture(`${name}Owner`);
  const editor = await streamerFixture(`${name}Editor`);
  expect((await owner.api('POST', '/api/editors', { login: editor.name })).status).toBe(200);
  expect((await editor.api('POST', '/api/session/channel', { login: owner.name })).status).toBe(200);
  return { owner, editor };
}

const commandBy = async (streamer: StreamerFixture, text: string) =>
  expect(
    (
      await streamer.api('POST', '/api/commands', {
        format: 'add',
        command: { command: 'whose', type: 'Text', text },
      })
    ).status,
  ).toBe(200);

describe('owner-only routes, in every method', () => {
  it('refuses an editor every owner-only route with every method, changing nothing', async () => {
    const { owner, editor } = await channelWithEditor('Methods');
    // The owner's pending Discord link code: a HEAD that ran the GET handler would replace it.
    expect((await owner.api('GET', '/api/discord/code')).status).toBe(200);
    const before = await channelSnapshot(owner.streamerId);

    const paths = [
      ...new Set(
        app.routes
          .filter((route) => route.path.startsWith('/api/') && ownerOnlyRoute(route.path))
          .map((route) => route.path),
      ),
    ];
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/discord/code',
        '/api/editors',
        '/api/overlay/regenerateKey',
        '/api/settingsHistory/clear',
        '/api/tips/kofi',
        '/api/twitchOauth/assign',
      ]),
    );
    for (const path of paths)
      for (const method of methods) {
        const body = method === 'GET' || method === 'HEAD' ? undefined : {};
        const response = await exports.default.fetch(dashboardRequest(editor.cookie, method, path, body));
        expect(response.status, `${method} ${path}`).toBe(403);
        if (method !== 'HEAD') expect(await response.text()).toContain("Only the channel's owner");
      }
    expect(await channelSnapshot(owner.streamerId)).toEqual(before);
  }, 120_000);

  it("answers an editor's HEAD /api/discord/code with 403, the owner's code unchanged", async () => {
    const { owner, editor } = await channelWithEditor('Head');
    expect((await owner.api('GET', '/api/discord/code')).status).toBe(200);
    const before = await channelSnapshot(owner.streamerId);
    const head = await exports.default.fetch(dashboardRequest(editor.cookie, 'HEAD', '/api/discord/code'));
    expect(head.status).toBe(403);
    expect(await channelSnapshot(owner.streamerId)).toEqual(before);
  });
});

describe('the overlay key', () => {
  it('is never sent to an editor, and still to the owner', async () => {
    const { owner, editor } = await channelWithEditor('Keyless');
    const simulator = await editor.api('GET', '/api/simulator');
    expect(simulator.status).toBe(200);
    expect(simulator.body.overlaySecretKey).toBeNull();
    const tips = await editor.api('GET', '/api/tips');
    expect(tips.body).toMatchObject({ overlayKey: null, kofiWebhookUrl: null });
    for (const area of ['carousel', 'progressBar', 'emoteMover', 'clips', 'alerts']) {
      const settings = await editor.api('GET', `/api/${area}`);
      expect(settings.status, area).toBe(200);
      expect((settings.body.data as { overlaySecretKey: unknown }).overlaySecretKey, area).toBeNull();
    }
    for (const answer of [simulator, tips])
      expect(JSON.stringify(answer.body)).not.toContain(owner.overlayKey);

    expect((await owner.api('GET', '/api/simulator')).body.overlaySecretKey).toBe(owner.overlayKey);
    expect(String((await owner.api('GET', '/api/tips')).body.kofiWebhookUrl)).toContain(owner.overlayKey);
  });
});

describe('an editor is a Twitch user, not a login', () => {
  it('keeps the right with the user who first signed in under the login, not a later holder of it', async () => {
    const owner = await streamerFixture('RecycleOwner');
    const first = await streamerFixture('RecycledLogin');
    await commandBy(owner, 'the owner answers');
    expect((await owner.api('POST', '/api/editors', { login: 'recycledlogin' })).status).toBe(200);
    expect((await first.api('POST', '/api/session/channel', { login: 'recycleowner' })).status).toBe(200);

    // The first holder renames (their next sign-in brings the new login); someone else takes the old one.
    const db = openDatabase(env.DB);
    await upsertStreamer(
      db,
      { streamerId: first.streamerId, login: 'renamedholder', displayName: 'RenamedHolder' },
      null,
      Date.now(),
    );
    const second = await streamerFixture('RecycledLogin');
    expect(second.streamerId).not.toBe(first.streamerId);
    // Naming the login again while it is listed changes nothing: it stays the first holder's.
    expect((await owner.api('POST', '/api/editors', { login: 'RecycledLogin' })).status).toBe(200);

    const refused = await second.api('POST', '/api/session/channel', { login: 'recycleowner' });
    expect(refused.status).toBe(403);
    expect((await loggedIn(second.cookie)).channels?.map((channel) => channel.login)).toEqual([
      'recycledlogin',
    ]);
    const forged = `session=${await createSession(db, second.streamerId, Date.now(), owner.streamerId)}`;
    expect(await loggedIn(forged)).toMatchObject({ channel: 'recycledlogin', role: 'owner' });
    expect(JSON.stringify((await second.api('GET', '/api/commands')).body)).not.toContain(
      'the owner answers',
    );

    expect(await loggedIn(first.cookie)).toMatchObject({ channel: 'recycleowner', role: 'editor' });
    expect((await owner.api('GET', '/api/editors')).body.editors).toEqual([
      expect.objectContaining({ login: 'recycledlogin', hasSignedIn: true }),
    ]);
  });

  it("ends a removed editor's session on the channel at once, and re-adding them does not bring it back", async () => {
    const { owner, editor } = await channelWithEditor('Readded');
    await commandBy(owner, 'the owner answers');
    expect(JSON.stringify((await editor.api('GET', '/api/commands')).body)).toContain('the owner answers');

    expect((await owner.api('DELETE', '/api/editors', { login: editor.name })).status).toBe(200);
    // Their very next request is served on their own channel.
    const own = await editor.api('GET', '/api/commands');
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).not.toContain('the owner answers');
    expect(await loggedIn(editor.cookie)).toMatchObject({ channel: 'readdededitor', role: 'owner' });

    expect((await owner.api('POST', '/api/editors', { login: editor.name })).status).toBe(200);
    expect(await loggedIn(editor.cookie)).toMatchObject({ channel: 'readdededitor', role: 'owner' });
    expect(JSON.stringify((await editor.api('GET', '/api/commands')).body)).not.toContain(
      'the owner answers',
    );
    // Named again, they may choose the channel again themselves.
    expect((await editor.api('POST', '/api/session/channel', { login: owner.name })).status).toBe(200);
    expect(await loggedIn(editor.cookie)).toMatchObject({ channel: 'readdedowner', role: 'editor' });
  });

  it('signs the demo moderator in as an editor of the demo channel, bound at that sign-in', async () => {
    const response = await exports.default.fetch(`${origin}/login?as=moderator`, { redirect: 'manual' });
    const cookie = response.headers.get('Set-Cookie')?.split(';')[0] ?? '';
    expect(await loggedIn(cookie)).toMatchObject({ channel: 'demo_streamer', role: 'editor' });
    const simulator = await exports.default.fetch(dashboardRequest(cookie, 'GET', '/api/simulator'));
    expect(((await simulator.json()) as { overlaySecretKey: unknown }).overlaySecretKey).toBeNull();
  });
});
