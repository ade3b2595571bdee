import { evictDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { OverlayMessage } from '../../core/overlay/overlay-messages';
import {
  dashboardRequest,
  demoStreamerId,
  origin,
  overlayKeyOf,
  signInAsDemoStreamer,
} from './session-helpers';

/** Opens an overlay socket the way an overlay page does, collecting what the channel sends. */
async function openOverlaySocket(key: string) {
  const response = await exports.default.fetch(`${origin}/api/overlay/${key}/ws?overlay=events`, {
    headers: { Upgrade: 'websocket' },
  });
  const socket = response.webSocket;
  if (!socket) throw new Error(`no socket: ${response.status}`);
  const messages: OverlayMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.addEventListener('message', (event) => {
    if (event.data === 'pong') return;
    messages.push(JSON.parse(String(event.data)));
    for (const wake of waiters.splice(0)) wake();
  });
  socket.accept();
  const nextMessage = async (count: number) => {
    while (messages.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    return messages[count - 1] as OverlayMessage;
  };
  return { socket, messages, nextMessage };
}

/** An events overlay is greeted with the live state, the carousel queues and the carousel settings. */
const greetingLength = 3;

describe('overlay sockets', () => {
  it('greets a new socket with the live state, then pushes a simulated follow to it', async () => {
    const cookie = await signInAsDemoStreamer();
    const overlay = await openOverlaySocket(await overlayKeyOf(cookie));
    await overlay.nextMessage(greetingLength);
    expect(overlay.messages.map((m) => m.type)).toEqual(['state', 'carousel', 'carouselSettings']);

    const fired = await exports.default.fetch(
      dashboardRequest(cookie, 'POST', '/api/simulator/event', { type: 'follow', user: 'SocketFan' }),
    );
    expect(await fired.json()).toEqual({ status: true });
    expect(await overlay.nextMessage(greetingLength + 1)).toMatchObject({
      type: 'event',
      event: { type: 'follow', user: 'SocketFan', isTest: true },
    });
    overlay.socket.close();
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
    const overlay = await openOverlaySocket(await overlayKeyOf(await signInAsDemoStreamer()));
    await overlay.nextMessage(greetingLength);
    const pong = new Promise((resolve) => overlay.socket.addEventListener('message', (e) => resolve(e.data)));
    overlay.socket.send('ping');
    expect(await pong).toBe('pong');
    overlay.socket.close();
  });

  it('keeps the live state and open sockets when the channel object is evicted', async () => {
    const cookie = await signInAsDemoStreamer();
    const key = await overlayKeyOf(cookie);
    const overlay = await openOverlaySocket(key);
    await overlay.nextMessage(greetingLength);
    await exports.default.fetch(
      dashboardRequest(cookie, 'POST', '/api/simulator/event', {
        type: 'cheer',
        user: 'BeforeEviction',
        amount: 5,
      }),
    );
    // The event, then the carousel queues it joined.
    await overlay.nextMessage(greetingLength + 2);

    await evictDurableObject(env.CHANNEL.get(env.CHANNEL.idFromName(demoStreamerId)));

    const state = (await (await exports.default.fetch(`${origin}/api/overlay/${key}/state`)).json()) as {
      state: { recentEvents: { user?: string }[] };
    };
    expect(state.state.recentEvents.map((e) => e.user)).toContain('BeforeEviction');
    await exports.default.fetch(
      dashboardRequest(cookie, 'POST', '/api/simulator/event', { type: 'follow', user: 'AfterEviction' }),
    );
    expect(await overlay.nextMessage(greetingLength + 3)).toMatchObject({
      type: 'event',
      event: { user: 'AfterEviction' },
    });
    overlay.socket.close();
  });
});

describe('overlay pages', () => {
  it('serves the overlay page for a known key and refuses an unknown one', async () => {
    const key = await overlayKeyOf(await signInAsDemoStreamer());
    const page = await exports.default.fetch(`${origin}/events/v2/${key}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('asset /overlays/events/');
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect((await exports.default.fetch(`${origin}/events/v2/nope`)).status).toBe(404);
  });
});
