import { env, exports } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { upsertStreamer } from '../../db/streamers';
import type { AppEnv, Env } from '../../worker/env';
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
  return { overlayKey: row.overlaySecretKey };
}

/** The route as the app mounts it, so a test can hand it a fake AI binding (workerd tests have none). */
const routeWithBindings = new Hono<AppEnv>().route('/api/overlay', alertSpeechRoutes).onError(renderError);

const speechPost = (key: string, body: unknown) =>
  new Request(`${origin}/api/overlay/${key}/speech`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function cacheKeyOf(voice: string, text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${voice}\n${text}`));
  return `speech/${[...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

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
    await env.MEDIA.put(await cacheKeyOf('en', 'thanks for the sub'), fakeMp3, {
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
    expect((await env.MEDIA.list({ prefix: await cacheKeyOf('en', 'a'.repeat(501)) })).objects).toEqual([]);
  });

  it('makes the audio with Workers AI once, caches it under the hash of voice and text, and replays from R2', async () => {
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
    expect(await env.MEDIA.head(await cacheKeyOf('es', text))).not.toBeNull();

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
    expect(await env.MEDIA.head(await cacheKeyOf('en', text))).toBeNull();
  });
});
