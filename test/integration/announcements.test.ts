import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementProgress } from '../../core/announcements/announcements';
import { dashboardRequest, demoStreamerId, signInAsDemoStreamer } from './session-helpers';

let cookie: string;
const channel = () => env.CHANNEL.get(env.CHANNEL.idFromName(demoStreamerId));

async function call(method: string, path: string, body?: unknown) {
  const response = await exports.default.fetch(dashboardRequest(cookie, method, path, body));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const settings = (patch: Record<string, unknown> = {}) => ({
  announcements: ['Follow {username} for more!', 'Join the Discord'],
  minutesBetweenAnnouncements: 0,
  numberOfMessagesBetweenAnnouncements: 2,
  announcementsEnabled: true,
  announcementOrderIsRandomized: false,
  ...patch,
});

const chat = (text = 'hello') => call('POST', '/api/simulator/chat', { user: 'viewer', text });
const botLines = async () =>
  ((await call('GET', '/api/simulator/chat')).body.messages as { text: string }[]).map((m) => m.text);
const goLive = () => call('POST', '/api/simulator/event', { type: 'streamOnline' });

beforeAll(async () => {
  cookie = await signInAsDemoStreamer();
  // Announcements are the bot posting by itself: only while it is in the channel.
  expect((await call('POST', '/api/twitch/botOn')).body).toMatchObject({ success: true });
});

describe('periodic announcements', () => {
  it('refuses more than 10, texts over 400 characters and negative counts, changing nothing', async () => {
    expect((await call('POST', '/api/twitch/announcements', settings())).body).toEqual({ status: true });
    for (const bad of [
      settings({ announcements: Array(11).fill('x') }),
      settings({ announcements: ['x'.repeat(401)] }),
      settings({ minutesBetweenAnnouncements: -1 }),
      settings({ numberOfMessagesBetweenAnnouncements: 2.5 }),
    ]) {
      expect((await call('POST', '/api/twitch/announcements', bad)).status).toBe(400);
    }
    expect((await call('GET', '/api/twitch/settings')).body.announcementSettings).toEqual(settings());
  });

  it('says nothing while the stream is offline', async () => {
    for (let i = 0; i < 4; i++) await chat();
    expect(await botLines()).toEqual([]);
  });

  it('announces after enough chat messages while live, in order, with keywords filled in', async () => {
    await goLive();
    await chat();
    expect(await botLines()).toEqual([]);
    await chat();
    expect(await botLines()).toEqual(['Follow DemoStreamer for more!']);
    await chat();
    await chat();
    expect(await botLines()).toEqual(['Follow DemoStreamer for more!', 'Join the Discord']);
  });

  it('waits for the minutes too, woken by the channel alarm', async () => {
    await call(
      'POST',
      '/api/twitch/announcements',
      settings({ minutesBetweenAnnouncements: 10, numberOfMessagesBetweenAnnouncements: 0 }),
    );
    await goLive();
    const before = (await botLines()).length;
    expect(await runDurableObjectAlarm(channel())).toBe(true);
    expect((await botLines()).length).toBe(before);

    // Ten minutes pass: move the cycle's start back in the channel's storage.
    await runInDurableObject(channel(), async (_instance, state) => {
      const progress = (await state.storage.get<AnnouncementProgress>(
        'announcementProgress',
      )) as AnnouncementProgress;
      await state.storage.put('announcementProgress', {
        ...progress,
        lastAnnouncedAt: progress.lastAnnouncedAt - 10 * 60_000,
      });
    });
    await evictDurableObject(channel());
    expect(await runDurableObjectAlarm(channel())).toBe(true);
    expect((await botLines()).slice(before)).toHaveLength(1);
  });

  it('stops when the stream ends', async () => {
    await call('POST', '/api/twitch/announcements', settings({ numberOfMessagesBetweenAnnouncements: 1 }));
    await call('POST', '/api/simulator/event', { type: 'streamOffline' });
    const before = (await botLines()).length;
    await chat();
    await chat();
    expect((await botLines()).length).toBe(before);
  });

  it('posts nothing after Leave, and again after Join', async () => {
    await call('POST', '/api/twitch/announcements', settings({ numberOfMessagesBetweenAnnouncements: 1 }));
    await goLive();
    await chat();
    const before = (await botLines()).length;
    expect((await call('POST', '/api/twitch/botOff')).body).toMatchObject({ success: true });
    await chat();
    await chat();
    expect((await botLines()).length).toBe(before);
    await call('POST', '/api/twitch/botOn');
    await chat();
    expect((await botLines()).length).toBe(before + 1);
  });
});
