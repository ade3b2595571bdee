import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { upsertStreamer } from '../../db/streamers';
import type { AppEnv, Env } from '../../worker/env';
import worker from '../../worker/index';
import { renderError } from '../../worker/middleware/errors';
import { alertSpeechRoutes, hostedSpeechPerMinute } from '../../worker/routes/alert-speech';

const origin = 'http://localhost';

/** A streamer of the test's own (its own speech allowance), as the overlay knows it: by its key. */
async function streamerFixture(name = 'Caster') {
  const streamerId = String(50_000_000 + Math.floor(Math.random() * 40_000_000));
  const row = await upsertStreamer(
    openDatabase(env.DB),
    { streamerId, login: name.toLowerCase(), displayName: name },
    null,
    Date.now(),
  );
  return { streamerId, overlayKey: row.overlaySecretKey };
}

/** The route as the app mounts it, so a test can hand it a fake AI binding (workerd tests have none). */
const routeWithBindings = new Hono<AppEnv>().route('/api/overlay', alertSpeechRoutes).onError(renderError);

const speechPost = (key: string, body: unknown) =>
  new Request(`${origin}/api/overlay/${key}/speech`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function hashOf(voice: string, text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${voice}\n${text}`));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Where the channel's audio of this voice and text is kept. */
const cacheKeyOf = async (streamer: { streamerId: string }, voice: string, text: string) =>
  `speech/${streamer.streamerId}/${await hashOf(voice, text)}`;

const fakeMp3 = new Uint8Array([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0, 1, 2, 3]);

/** Workers AI as its documented shapes: MeloTTS answers `{audio: base64 MP3}`, Aura raw MP3 bytes. */
function fakeAi() {
  const calls: { model: string; inputs: Record<string, unknown> }[] = [];
  const ai = {
    async run(model: string, inputs: Record<string, unknown>, options?: { returnRawResponse?: boolean }) {
      calls.push({ model, inputs });
      if (options?.returnRawResponse)
        return new Response(fakeMp3, { headers: { 'Content-Type': 'audio/mpeg' } });
      return { audio: btoa(String.fromCharCode(...fakeMp3)) };
    },
  };
  return { ai: ai as unknown as Ai, calls };
}

describe('POST /api/overlay/{key}/speech', () => {
  it('answers 501 without the AI binding, so the overlay speaks with its bundled engine', async () => {
    const streamer = await streamerFixture();
    const response = await exports.default.fetch(
      speechPost(streamer.overlayKey, { text: 'hello', voice: 'en' }),
    );
    expect(response.status).toBe(501);
    expect(await response.json()).toEqual({ status: false, reason: expect.stringContaining('bundled') });
  });

  it('serves audio already made from R2 without the AI binding: a replay costs nothing', async () => {
    const streamer = await streamerFixture();
    await env.MEDIA.put(await cacheKeyOf(streamer, 'en', 'thanks for the sub'), fakeMp3, {
      httpMetadata: { contentType: 'audio/mpeg' },
    });
    const response = await exports.default.fetch(
      speechPost(streamer.overlayKey, { text: 'thanks for the sub', voice: 'en' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(fakeMp3);
  });

  it('refuses an unknown key (404), too long or empty text (400), and writes nothing', async () => {
    const streamer = await streamerFixture();
    const unknown = await exports.default.fetch(speechPost('not-a-key-of-anyone', { text: 'hi', voice: '' }));
    expect(unknown.status).toBe(404);
    const tooLong = await exports.default.fetch(
      speechPost(streamer.overlayKey, { text: 'a'.repeat(501), voice: 'en' }),
    );
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ status: false, reason: expect.stringContaining('500') });
    const empty = await exports.default.fetch(speechPost(streamer.overlayKey, { text: '  ', voice: 'en' }));
    expect(empty.status).toBe(400);
    expect(
      (await env.MEDIA.list({ prefix: await cacheKeyOf(streamer, 'en', 'a'.repeat(501)) })).objects,
    ).toEqual([]);
  });

  it("makes the audio with Workers AI once, caches it under the channel's hash of voice and text, and replays from R2", async () => {
    const streamer = await streamerFixture();
    const { ai, calls } = fakeAi();
    const bindings: Env & { AI: Ai } = { ...env, AI: ai };
    const text = `first speech ${crypto.randomUUID()}`;

    const first = await routeWithBindings.fetch(
      speechPost(streamer.overlayKey, { text, voice: 'es' }),
      bindings,
    );
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(fakeMp3);
    expect(calls).toEqual([{ model: '@cf/myshell-ai/melotts', inputs: { prompt: text, lang: 'es' } }]);
    expect(await env.MEDIA.head(await cacheKeyOf(streamer, 'es', text))).not.toBeNull();

    const replay = await routeWithBindings.fetch(
      speechPost(streamer.overlayKey, { text, voice: 'es' }),
      bindings,
    );
    expect(replay.status).toBe(200);
    expect(new Uint8Array(await replay.arrayBuffer())).toEqual(fakeMp3);
    expect(calls).toHaveLength(1);

    // An Aura speaker's name picks Deepgram Aura; another voice is another cache entry.
    const aura = await routeWithBindings.fetch(
      speechPost(streamer.overlayKey, { text, voice: 'luna' }),
      bindings,
    );
    expect(aura.status).toBe(200);
    expect(calls[1]).toEqual({
      model: '@cf/deepgram/aura-1',
      inputs: { text, speaker: 'luna', encoding: 'mp3' },
    });
  });

  it('bounds the syntheses per channel, and a failing model is a 502 with nothing cached', async () => {
    const streamer = await streamerFixture();
    const { ai } = fakeAi();
    const bindings: Env & { AI: Ai } = { ...env, AI: ai };
    const statuses: number[] = [];
    for (let index = 0; index <= hostedSpeechPerMinute; index++) {
      const response = await routeWithBindings.fetch(
        speechPost(streamer.overlayKey, { text: `line ${index} ${crypto.randomUUID()}`, voice: 'en' }),
        bindings,
      );
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses.slice(0, hostedSpeechPerMinute).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);

    const other = await streamerFixture('Other');
    const failing = {
      ...env,
      AI: {
        run: async () => {
          throw new Error('model unavailable');
        },
      } as unknown as Ai,
    };
    const text = `failing ${crypto.randomUUID()}`;
    const failed = await routeWithBindings.fetch(
      speechPost(other.overlayKey, { text, voice: 'en' }),
      failing,
    );
    expect(failed.status).toBe(502);
    expect(await env.MEDIA.head(await cacheKeyOf(other, 'en', text))).toBeNull();
  });

  it('keeps each channel its own copy of the same text, so no channel learns what another spoke', async () => {
    const first = await streamerFixture('First');
    const second = await streamerFixture('Second');
    const { ai, calls } = fakeAi();
    const bindings: Env & { AI: Ai } = { ...env, AI: ai };
    const text = `the password is ${crypto.randomUUID()}`;

    const spoken = await routeWithBindings.fetch(
      speechPost(first.overlayKey, { text, voice: 'en' }),
      bindings,
    );
    expect(spoken.status).toBe(200);
    await spoken.arrayBuffer();
    // Without the AI binding the second channel is answered as for a text never spoken: the first
    // channel's audio is not served to it.
    const probed = await exports.default.fetch(speechPost(second.overlayKey, { text, voice: 'en' }));
    expect(probed.status).toBe(501);
    // With it, the second channel's audio is made afresh and kept apart.
    const own = await routeWithBindings.fetch(speechPost(second.overlayKey, { text, voice: 'en' }), bindings);
    expect(own.status).toBe(200);
    await own.arrayBuffer();
    expect(calls).toHaveLength(2);
    const keys = (await env.MEDIA.list({ prefix: 'speech/' })).objects.map((entry) => entry.key);
    expect(keys).toContain(await cacheKeyOf(first, 'en', text));
    expect(keys).toContain(await cacheKeyOf(second, 'en', text));
    expect(keys).not.toContain(`speech/${await hashOf('en', text)}`);
  });

  it('has the hourly cron delete entries past 30 days and the former shared keys, and keep the rest', async () => {
    const streamer = await streamerFixture();
    const oldKey = await cacheKeyOf(streamer, 'en', `old ${crypto.randomUUID()}`);
    await env.MEDIA.put(oldKey, fakeMp3);
    const old = await env.MEDIA.head(oldKey);
    if (!old) throw new Error('the old entry was not stored');
    // A newer entry: stored again until the bucket's clock has moved past the old one's.
    const newKey = await cacheKeyOf(streamer, 'en', `new ${crypto.randomUUID()}`);
    let fresh: R2Object | null = null;
    while (!fresh || fresh.uploaded.getTime() <= old.uploaded.getTime()) {
      await env.MEDIA.put(newKey, fakeMp3);
      fresh = await env.MEDIA.head(newKey);
    }
    const sharedKey = `speech/${await hashOf('en', `shared ${crypto.randomUUID()}`)}`;
    await env.MEDIA.put(sharedKey, fakeMp3);

    // The cron runs when the old entry has just passed its 30 days, and the newer one has not.
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({
        scheduledTime: old.uploaded.getTime() + 30 * 24 * 60 * 60 * 1000 + 1,
        cron: '17 * * * *',
      }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(await env.MEDIA.head(oldKey)).toBeNull();
    expect(await env.MEDIA.head(sharedKey)).toBeNull();
    expect(await env.MEDIA.head(newKey)).not.toBeNull();
  });
});
