import { evictDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { openEventsOverlay } from './live-events-fixture';
import {
  dashboardRequest,
  demoStreamerId,
  origin,
  overlayKeyOf,
  signInAsDemoStreamer,
} from './session-helpers';

describe('overlay sockets', () => {
  it('greets a new socket with its queues and settings, then pushes a simulated follow to it', async () => {
    const cookie = await signInAsDemoStreamer();
    const overlay = await openEventsOverlay(await overlayKeyOf(cookie));
    // An events overlay is greeted with the carousel queues and the carousel settings, nothing else.
    await overlay.next('settings');
    expect(overlay.messages.map((m) => m.type)).toEqual(['carousel', 'settings']);

    const fired = await exports.default.fetch(
      dashboardRequest(cookie, 'POST', '/api/simulator/event', { type: 'follow', user: 'SocketFan' }),
    );
    expect(await fired.json()).toEqual({ status: true });
    expect((await overlay.nextQueues()).follows.queue).toContainEqual(
      expect.objectContaining({ variant: 'follow', name: 'SocketFan' }),
    );
    overlay.close();
  });

  it('refuses an unknown overlay key on the socket and on the state, with a 404', async () => {
    const socket = await exports.default.fetch(`${origin}/api/overlay/not-a-real-key/ws`, {
      headers: { Upgrade: 'websocket' },
    });
    expect(socket.status).toBe(404);
    expect(socket.webSocket).toBeNull();
    const state = await exports.default.fetch(`${origin}/api/overlay/not-a-real-key/state`);
    expect(state.status).toBe(404);
    expect(await state.json()).toMatchObject({ status: false });
  });

  it('answers a plain GET on the socket address with 426', async () => {
    const key = await overlayKeyOf(await signInAsDemoStreamer());
    expect((await exports.default.fetch(`${origin}/api/overlay/${key}/ws`)).status).toBe(426);
  });

  it('answers keep-alive pings without waking the channel', async () => {
    const overlay = await openEventsOverlay(await overlayKeyOf(await signInAsDemoStreamer()));
    await overlay.next('settings');
    const pong = new Promise((resolve) => overlay.socket.addEventListener('message', (e) => resolve(e.data)));
    overlay.socket.send('ping');
    expect(await pong).toBe('pong');
    overlay.close();
  });

  it('keeps the live state and open sockets when the channel object is evicted', async () => {
    const cookie = await signInAsDemoStreamer();
    const key = await overlayKeyOf(cookie);
    const overlay = await openEventsOverlay(key);
    await overlay.next('settings');
    await exports.default.fetch(
      dashboardRequest(cookie, 'POST', '/api/simulator/event', {
        type: 'cheer',
        user: 'BeforeEviction',
        amount: 5,
      }),
    );
    await overlay.nextQueues();

    await evictDurableObject(env.CHANNEL.get(env.CHANNEL.idFromName(demoStreamerId)));

    const state = (await (await exports.default.fetch(`${origin}/api/overlay/${key}/state`)).json()) as {
      state: { recentEvents: { user?: string }[] };
    };
    expect(state.state.recentEvents.map((e) => e.user)).toContain('BeforeEviction');
    await exports.default.fetch(
      dashboardRequest(cookie, 'POST', '/api/simulator/event', { type: 'follow', user: 'AfterEviction' }),
    );
    expect((await overlay.nextQueues()).follows.queue).toContainEqual(
      expect.objectContaining({ name: 'AfterEviction' }),
    );
    overlay.close();
  });
});

describe('overlay pages', () => {
  it('serves the overlay page for a known key and refuses an unknown one', async () => {
    const key = await overlayKeyOf(await signInAsDemoStreamer());
    const page = await exports.default.fetch(`${origin}/events/v2/${key}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('asset /overlays/carousel/');
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect((await exports.default.fetch(`${origin}/events/v2/nope`)).status).toBe(404);
  });
});
