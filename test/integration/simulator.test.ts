import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { dashboardRequest, signInAsDemoStreamer } from './session-helpers';

describe('simulator', () => {
  it('answers a chat message with the bot replies, and logs nothing when the bot says nothing', async () => {
    const cookie = await signInAsDemoStreamer();
    const response = await exports.default.fetch(
      dashboardRequest(cookie, 'POST', '/api/simulator/chat', {
        user: 'viewer',
        text: 'hello there',
        roles: ['vip'],
      }),
    );
    expect(await response.json()).toEqual({ status: true, replies: [], why: 'notCommand' });
    const log = await exports.default.fetch(dashboardRequest(cookie, 'GET', '/api/simulator/chat'));
    expect(await log.json()).toEqual({ status: true, messages: [] });
  });

  it('refuses a chat message with an unknown role', async () => {
    const cookie = await signInAsDemoStreamer();
    const response = await exports.default.fetch(
      dashboardRequest(cookie, 'POST', '/api/simulator/chat', {
        user: 'viewer',
        text: 'hi',
        roles: ['admin'],
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: false, reason: expect.stringContaining('roles') });
  });

  it('refuses an empty chat message', async () => {
    const cookie = await signInAsDemoStreamer();
    const response = await exports.default.fetch(
      dashboardRequest(cookie, 'POST', '/api/simulator/chat', { user: 'viewer', text: '' }),
    );
    expect(response.status).toBe(400);
  });

  it('tells the page the overlay key and whether it runs in dev mode', async () => {
    const cookie = await signInAsDemoStreamer();
    const response = await exports.default.fetch(dashboardRequest(cookie, 'GET', '/api/simulator'));
    expect(await response.json()).toEqual({
      status: true,
      overlaySecretKey: expect.any(String),
      isDevMode: true,
    });
  });
});

describe('keyword playground', () => {
  it("evaluates a template against the streamer's channel without storing variables", async () => {
    const cookie = await signInAsDemoStreamer();
    const preview = async (body: unknown) => {
      const response = await exports.default.fetch(
        dashboardRequest(cookie, 'POST', '/api/keywords/preview', body),
      );
      return { status: response.status, body: await response.json() };
    };
    expect(
      await preview({
        text: '{setvar.n|5}{add.{getvar.n}|1} for {username} and {target}',
        message: '@bo hi',
      }),
    ).toEqual({
      status: 200,
      body: { status: true, output: '6 for DemoStreamer and bo' },
    });
    expect((await preview({ text: '[{getvar.n}]' })).body).toEqual({ status: true, output: '[]' });
    expect((await preview({ text: 'x'.repeat(2001) })).status).toBe(400);
  });
});
