// Editors: the owner names Twitch users who may manage the channel's dashboard. An editor acting on A
// sends every request of the tenant-isolation table as A would: the owner-only routes refuse it (403,
// nothing of A's changed), every other route serves it. A user A has not named is refused the channel.
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { createSession } from '../../db/sessions';
import { demoModerator, demoStreamer } from '../../worker/routes/auth';
import { type StreamerFixture, streamerFixture } from './live-events-fixture';
import { ownerOnlyRoutes } from './owner-only-list';
import { dashboardRequest, origin } from './session-helpers';
import { attempts } from './tenant-attempts';
import {
  type Alpha,
  alphaChannel,
  answerTo,
  channelSnapshot,
  leaks,
  requestOf,
  secretsOf,
  untilStill,
} from './tenant-fixture';

type LoggedIn = {
  loggedIn: boolean;
  username?: string;
  channels?: { login: string; role: string }[];
  channel?: string;
  role?: string;
};

const loggedIn = async (cookie: string) =>
  (await (await exports.default.fetch(dashboardRequest(cookie, 'GET', '/loggedIn'))).json()) as LoggedIn;

/** Owner-only by what they carry, refused by the route itself: the table's Discord save sets a webhook URL. */
const refusedInRoute = ['POST /api/discord'];

describe('editors', () => {
  let a: Alpha;
  let editor: StreamerFixture;
  let stranger: StreamerFixture;

  beforeAll(async () => {
    a = await alphaChannel();
    editor = await streamerFixture('AlphaEditor');
    stranger = await streamerFixture('NotAnEditor');
    await untilStill(a.streamerId);
  }, 120_000);

  it('lets the owner list, add and remove editors, any case and with an @', async () => {
    expect((await a.api('POST', '/api/editors', { login: '@AlphaEditor' })).status).toBe(200);
    expect((await a.api('POST', '/api/editors', { login: 'alphaeditor' })).status).toBe(200);
    expect((await a.api('POST', '/api/editors', { login: 'someone_else' })).status).toBe(200);
    const listed = await a.api('GET', '/api/editors');
    expect((listed.body.editors as { login: string }[]).map((e) => e.login)).toEqual([
      'alphasecreteditor',
      'alphaeditor',
      'someone_else',
    ]);
    expect((await a.api('DELETE', '/api/editors', { login: 'Someone_Else' })).status).toBe(200);
    const missing = await a.api('DELETE', '/api/editors', { login: 'someone_else' });
    expect(missing.status).toBe(404);
    expect(missing.body.reason).toMatch(/not one of this channel's editors/);
  });

  it('refuses logins Twitch cannot have and the owner themself', async () => {
    for (const login of ['', 'has space', 'a'.repeat(26), 'semi;colon'])
      expect((await a.api('POST', '/api/editors', { login })).status).toBe(400);
    expect((await a.api('POST', '/api/editors', { login: 'AlphaSecretCaster' })).status).toBe(400);
    expect((await a.api('POST', '/api/editors', {})).status).toBe(400);
  });

  it('keeps the cap under 32 parallel adds', async () => {
    const owner = await streamerFixture('CappedCaster');
    const adds = await Promise.all(
      Array.from({ length: 32 }, (_, n) => owner.api('POST', '/api/editors', { login: `editor_${n}` })),
    );
    expect(adds.filter((add) => add.status === 200)).toHaveLength(25);
    expect(adds.filter((add) => add.status === 409)).toHaveLength(7);
    expect((await owner.api('GET', '/api/editors')).body.editors).toHaveLength(25);
  });

  it('shows an editor the channels they may manage and switches between them', async () => {
    const before = await loggedIn(editor.cookie);
    expect(before.channels).toEqual([
      { login: 'alphaeditor', displayName: 'AlphaEditor', role: 'owner' },
      { login: 'alphasecretcaster', displayName: 'AlphaSecretCaster', role: 'editor' },
    ]);
    expect(before).toMatchObject({ channel: 'alphaeditor', role: 'owner', username: 'AlphaEditor' });

    expect((await editor.api('POST', '/api/session/channel', { login: 'AlphaSecretCaster' })).status).toBe(
      200,
    );
    expect(await loggedIn(editor.cookie)).toMatchObject({ channel: 'alphasecretcaster', role: 'editor' });
    const commands = await editor.api('GET', '/api/commands');
    expect(JSON.stringify(commands.body)).toContain('AlphaSecret lurks');
  });

  it('refuses an editor every owner-only route and nothing else, route by route', async () => {
    const asEditor = { ...a, cookie: editor.cookie };
    const refused: string[] = [];
    for (const attempt of attempts) {
      const before = await channelSnapshot(a.streamerId);
      const { request, sent } = requestOf(attempt, a, asEditor);
      const ownerOnly = ownerOnlyRoutes.includes(attempt.route) || refusedInRoute.includes(attempt.route);
      const answer = await answerTo(request);
      // The overlay key is the owner's alone: no answer to an editor holds it (unless they sent it).
      if (!sent.includes(a.overlayKey)) expect(answer.text, attempt.route).not.toContain(a.overlayKey);
      if (ownerOnly) {
        refused.push(attempt.route);
        expect(answer.status, `${attempt.route}: ${answer.text}`).toBe(403);
        expect(answer.text).toContain("Only the channel's owner");
        expect(await channelSnapshot(a.streamerId)).toEqual(before);
      } else {
        // What A would get: the table's B status where B was refused for being B, else a success.
        expect([401, 403, 500], `${attempt.route}: ${answer.text}`).not.toContain(answer.status);
      }
    }
    expect(refused).toEqual(
      expect.arrayContaining([
        'GET /api/discord/code',
        'POST /api/tips/kofi',
        'DELETE /api/tips/streamelements',
        'POST /api/twitchOauth/assign',
        'POST /api/overlay/regenerateKey',
      ]),
    );
    for (const method of ['GET', 'POST', 'DELETE']) {
      const answer = await editor.api(
        method,
        '/api/editors',
        method === 'GET' ? undefined : { login: 'sneaky' },
      );
      expect(answer.status).toBe(403);
    }
    expect((await a.api('GET', '/api/editors')).body.editors).toHaveLength(2);
  }, 120_000);

  it("hides the Discord webhook from an editor and keeps the owner's on their saves", async () => {
    const url = 'https://discord.com/api/webhooks/123456/AlphaSecretWebhookToken';
    expect(
      (await a.api('POST', '/api/discord', { text: 'Live!', enabled: true, streamStartWebhookUrl: url }))
        .status,
    ).toBe(200);
    const shown = await editor.api('GET', '/api/discord');
    expect(JSON.stringify(shown.body)).not.toContain('AlphaSecretWebhookToken');
    const saved = await editor.api('POST', '/api/discord', { text: 'Live now!', enabled: true });
    expect(saved.status).toBe(200);
    const changed = await editor.api('POST', '/api/discord', {
      text: 'Live now!',
      enabled: true,
      streamStartWebhookUrl: 'https://discord.com/api/webhooks/1/other',
    });
    expect(changed.status).toBe(403);
    const owners = await a.api('GET', '/api/discord');
    expect(owners.body.settings).toMatchObject({ streamStartWebhookUrl: url, announcementText: 'Live now!' });
    expect(shown.body.settings).toMatchObject({ streamStartWebhookUrl: '', webhookUrlHidden: true });
  });

  it("records who changed what in the channel's settings history", async () => {
    expect(
      (
        await editor.api('POST', '/api/commands', {
          format: 'add',
          command: { command: 'byeditor', type: 'Text', text: 'hello' },
        })
      ).status,
    ).toBe(200);
    const history = await a.api('GET', '/api/settingsHistory');
    const changes = history.body.changes as { by: string; what: string }[];
    expect(changes[0]).toMatchObject({ by: 'alphaeditor', what: 'Chat commands: saved' });
    // Tests and previews change nothing, so they are not history.
    await editor.api('POST', '/api/simulator/chat', { user: 'V', text: '!byeditor', roles: [] });
    const imported = { source: 'nightbot', data: { regulars: { _total: 0, status: 200, regulars: [] } } };
    expect((await editor.api('POST', '/api/import/preview', imported)).status).toBe(200);
    expect(((await a.api('GET', '/api/settingsHistory')).body.changes as unknown[]).length).toBe(
      changes.length,
    );
    // An import says what it did, not which button was pressed.
    expect((await editor.api('POST', '/api/import/apply', { ...imported, onExisting: 'skip' })).status).toBe(
      200,
    );
    const after = (await a.api('GET', '/api/settingsHistory')).body.changes as { by: string; what: string }[];
    expect(after[0]).toMatchObject({
      by: 'alphaeditor',
      what: 'Commands, quotes and timers: imported from another bot',
    });
  });

  it('refuses a user who is not an editor, reading nothing of the channel', async () => {
    const body = { login: 'alphasecretcaster' };
    const answer = await answerTo(dashboardRequest(stranger.cookie, 'POST', '/api/session/channel', body));
    expect(answer.status).toBe(403);
    expect(leaks(answer.text, JSON.stringify(body), secretsOf(a))).toEqual([]);
    expect(await loggedIn(stranger.cookie)).toMatchObject({ channel: 'notaneditor', role: 'owner' });
    expect(JSON.stringify((await stranger.api('GET', '/api/commands')).body)).not.toContain('AlphaSecret');
  });

  it('puts a removed editor back on their own channel at once', async () => {
    expect((await a.api('DELETE', '/api/editors', { login: 'alphaeditor' })).status).toBe(200);
    expect(await loggedIn(editor.cookie)).toMatchObject({ channel: 'alphaeditor', role: 'owner' });
    expect(JSON.stringify((await editor.api('GET', '/api/commands')).body)).not.toContain('AlphaSecret');
    const back = await editor.api('POST', '/api/session/channel', { login: 'alphasecretcaster' });
    expect(back.status).toBe(403);
  });

  it('signs in the demo moderator in dev mode, managing the demo channel', async () => {
    const response = await exports.default.fetch(`${origin}/login?as=moderator`, { redirect: 'manual' });
    const cookie = response.headers.get('Set-Cookie')?.split(';')[0] ?? '';
    expect(await loggedIn(cookie)).toMatchObject({
      username: demoModerator.displayName,
      channel: demoStreamer.login,
      role: 'editor',
      channels: [
        { login: demoModerator.login, displayName: demoModerator.displayName, role: 'owner' },
        { login: demoStreamer.login, displayName: demoStreamer.displayName, role: 'editor' },
      ],
    });
    const refused = await exports.default.fetch(
      dashboardRequest(cookie, 'POST', '/api/overlay/regenerateKey'),
    );
    expect(refused.status).toBe(403);
    expect((await exports.default.fetch(`${origin}/login?as=someone`, { redirect: 'manual' })).status).toBe(
      400,
    );
  });

  it('starts a session on a channel whose editors list does not name the user as their own', async () => {
    const db = openDatabase(env.DB);
    const cookie = `session=${await createSession(db, stranger.streamerId, Date.now(), a.streamerId)}`;
    expect(await loggedIn(cookie)).toMatchObject({ channel: 'notaneditor', role: 'owner' });
  });
});
