import { evictDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { defaultCarouselSettings } from '../../core/carousel/carousel-settings';
import { defaultClipReelSettings } from '../../core/clips/clip-reel-settings';
import { defaultEmoteMoverSettings } from '../../core/emotes/emote-settings';
import { type OverlayArea, overlayAreas } from '../../core/overlay/overlay-areas';
import type { OverlayMessage } from '../../core/overlay/overlay-messages';
import { defaultProgressBarSettings } from '../../core/progress/progress-settings';
import { type EventsOverlay, openEventsOverlay, settle, streamerFixture } from './live-events-fixture';
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
    expect(overlay.messages.map((m) => m.type)).toEqual(['state', 'settings']);

    const fired = await exports.default.fetch(
      dashboardRequest(cookie, 'POST', '/api/simulator/event', { type: 'follow', user: 'SocketFan' }),
    );
    expect(await fired.json()).toEqual({ status: true, fired: 1 });
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
    // The greeting ends with whether to tick (the carousel shows tips).
    await overlay.next('ticks');
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

/** A message's kind: its type, and for settings the area they are of. */
const kindOf = (message: OverlayMessage) =>
  'area' in message ? `${message.type}:${message.area}` : message.type;

/** Every kind of message a socket of each area gets, and all it may get. */
const areaKinds: Record<OverlayArea, string[]> = {
  carousel: ['state:carousel', 'change:carousel', 'settings:carousel', 'ticks', 'keyChanged'],
  progressBar: ['state:progressBar', 'change:progressBar', 'settings:progressBar', 'ticks', 'keyChanged'],
  clipReel: ['settings:clipReel', 'clipsChanged', 'keyChanged'],
  emoteMover: ['settings:emoteMover', 'emotes', 'keyChanged'],
  alerts: ['settings:alerts', 'alert', 'alertMute', 'ticks', 'keyChanged'],
};
const areaNames = overlayAreas.map((area) => area.name);

/** A socket of every area, each read past its greeting (which ends with its area's settings). */
async function openEveryArea(overlayKey: string) {
  const sockets = {} as Record<OverlayArea, EventsOverlay>;
  for (const area of areaNames) {
    sockets[area] = (await openEventsOverlay(overlayKey, area)) as EventsOverlay;
    await sockets[area].next('settings');
  }
  return sockets;
}

describe('overlay sockets of each area', () => {
  it("hear only their own area's messages, and nothing of another channel", async () => {
    const channel = await streamerFixture('Mine');
    const other = await streamerFixture('Other');
    await channel.api('POST', '/api/commands', { format: 'add', command: { command: 'clip', type: 'clip' } });
    const sockets = await openEveryArea(channel.overlayKey);
    const othersSockets = await openEveryArea(other.overlayKey);
    // Greetings may end after the settings (the progress bar's counts follow them).
    await settle();
    const othersGreetings = areaNames.map((area) => othersSockets[area].messages.length);

    // Something for every area: events, each area's settings, emotes, a reset, a new clip.
    const simulate = (event: Record<string, unknown>) => channel.api('POST', '/api/simulator/event', event);
    await simulate({ type: 'follow', user: 'Fan' });
    await simulate({ type: 'cheer', user: 'Cheerer', amount: 100, message: 'Cheer100 bttvDance' });
    await channel.api('POST', '/api/carousel', { ...defaultCarouselSettings, followText: 'hello' });
    await channel.api('POST', '/api/progressBar', { ...defaultProgressBarSettings, goal: 42 });
    await channel.api('POST', '/api/clips', { ...defaultClipReelSettings, minViews: 3 });
    await channel.api('POST', '/api/emoteMover', { ...defaultEmoteMoverSettings, cheerMin: 60 });
    await channel.api('POST', '/api/emoteMover/test', { count: 2 });
    await channel.api('POST', '/api/progressBar/resetProgress');
    await channel.api('POST', '/api/simulator/chat', { user: 'Viewer', text: '!clip' });
    // A new key, last: every area hears it, and it comes after everything above.
    await channel.api('POST', '/api/overlay/regenerateKey');
    for (const area of areaNames) await sockets[area].next('keyChanged');
    await settle();

    for (const area of areaNames) {
      const kinds = new Set(sockets[area].messages.map(kindOf));
      expect([...kinds].sort(), area).toEqual([...areaKinds[area]].sort());
    }
    expect(areaNames.map((area) => othersSockets[area].messages.length)).toEqual(othersGreetings);
    for (const area of areaNames) othersSockets[area].close();
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
