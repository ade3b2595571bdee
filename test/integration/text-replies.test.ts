import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { dashboardRequest, signInAsDemoStreamer } from './session-helpers';

async function call(cookie: string, method: string, path: string, body?: unknown) {
  const response = await exports.default.fetch(dashboardRequest(cookie, method, path, body));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('channel-point text replies', () => {
  it('creates, lists, updates and deletes replies', async () => {
    const cookie = await signInAsDemoStreamer();
    const created = await call(cookie, 'POST', '/api/twitch/textReply', {
      redemptionTitle: 'Example Title',
      text: 'This was redeemed by {username}.',
      enabled: true,
    });
    const id = created.body._id as string;
    expect(created.body).toEqual({ status: true, _id: expect.any(String) });
    const updated = await call(cookie, 'POST', '/api/twitch/textReply', {
      _id: id,
      redemptionTitle: 'Stretch',
      text: 'Stretch, {username}!',
      enabled: false,
      edited: true,
    });
    expect(updated.body).toEqual({ status: true, _id: id });
    const settings = await call(cookie, 'GET', '/api/twitch/settings');
    expect(settings.body.textReplies).toContainEqual({
      _id: id,
      redemptionTitle: 'Stretch',
      text: 'Stretch, {username}!',
      enabled: false,
    });
    expect((await call(cookie, 'DELETE', '/api/twitch/textReply', { _id: id })).body).toEqual({
      status: true,
    });
    expect((await call(cookie, 'DELETE', '/api/twitch/textReply', { _id: id })).status).toBe(404);
  });

  it('refuses replies that are too long, untitled, or not the streamer’s', async () => {
    const cookie = await signInAsDemoStreamer();
    const long = await call(cookie, 'POST', '/api/twitch/textReply', {
      redemptionTitle: 'x',
      text: 'y'.repeat(6001),
    });
    expect(long).toEqual({ status: 400, body: { status: false, reason: expect.stringContaining('6000') } });
    expect(
      (await call(cookie, 'POST', '/api/twitch/textReply', { redemptionTitle: ' ', text: 'y' })).status,
    ).toBe(400);
    expect(
      (
        await call(cookie, 'POST', '/api/twitch/textReply', {
          _id: 'someone-elses',
          redemptionTitle: 'a',
          text: 'b',
        })
      ).status,
    ).toBe(404);
  });

  it('answers a Simulator redemption in the simulated chat, keywords filled in', async () => {
    const cookie = await signInAsDemoStreamer();
    await call(cookie, 'POST', '/api/twitch/textReply', {
      redemptionTitle: 'Pick a song',
      text: '{username} asked for {message} ({ordinal.1} request)',
      enabled: true,
    });
    await call(cookie, 'POST', '/api/twitch/textReply', {
      redemptionTitle: 'Pick a song',
      text: 'disabled one',
      enabled: false,
    });
    expect(
      (
        await call(cookie, 'POST', '/api/simulator/event', {
          type: 'redemption',
          user: 'Dj',
          reward: 'pick a SONG',
          message: 'Darude - Sandstorm',
        })
      ).body,
    ).toEqual({ status: true, fired: 1 });
    const log = (await call(cookie, 'GET', '/api/simulator/chat')).body.messages as { text: string }[];
    expect(log.map((line) => line.text)).toContain('Dj asked for Darude - Sandstorm (1st request)');
    expect(log.map((line) => line.text)).not.toContain('disabled one');
  });
});

describe('chat account in dev mode', () => {
  it('accepts the simulated token the link shows, and refuses others', async () => {
    const cookie = await signInAsDemoStreamer();
    const { body } = await call(cookie, 'GET', '/api/twitchOauth/login');
    const token = new URLSearchParams(new URL(body.link as string).hash.slice(1)).get('access_token');
    expect((await call(cookie, 'POST', '/api/twitchOauth/assign', { token: 'nope' })).status).toBe(400);
    expect((await call(cookie, 'POST', '/api/twitchOauth/assign', { token })).body).toEqual({ status: true });
    expect((await call(cookie, 'GET', '/api/twitch/settings')).body).toMatchObject({
      chatAccountEnabled: true,
      chatAccountLogin: 'demo_bot',
    });
    expect((await call(cookie, 'DELETE', '/api/twitchOauth/unassign')).body).toEqual({ status: true });
    expect((await call(cookie, 'GET', '/api/twitch/settings')).body).toMatchObject({
      chatAccountEnabled: false,
    });
  });

  it('shows the token on the landing page', async () => {
    const page = await exports.default.fetch('http://localhost/chat-account-token');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('access_token');
  });
});
