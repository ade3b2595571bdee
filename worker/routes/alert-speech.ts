// POST /api/overlay/{overlaySecretKey}/speech {text, voice}: an alert's speech as audio, made by Workers
// AI text-to-speech where the deployment has the `AI` binding, and kept in R2 under the channel's own
// `speech/{channel}/{sha256(voice + "\n" + text)}` (core/alerts/speech-cache.ts) so a replay costs nothing
// and no channel can tell what another spoke; the hourly cron deletes entries after 30 days. Without the
// binding it answers 501 and the overlay speaks with its bundled engine instead.
import { Hono } from 'hono';
import { z } from 'zod';
import { speechCacheKey } from '../../core/alerts/speech-cache';
import { speechMaxChars } from '../../core/alerts/speech-text';
import { sha256Hex } from '../../core/encoding/sha256-hex';
import { TokenBuckets } from '../../core/limits/token-buckets';
import { openDatabase } from '../../db/client';
import { findStreamerByOverlayKey } from '../../db/streamers';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';
import { changesNothing } from '../route-properties';
import { validJson } from '../validation';

/** The Workers AI binding is optional: a deployment without it has no hosted speech. */

/**
 * Syntheses (cache misses) per channel per minute, kept per isolate like the wallpaper's renders: the
 * costly part is bounded, a replay from R2 is not counted. An alert queue plays far fewer than this.
 */
export const hostedSpeechPerMinute = 12;
const synthesesPerChannel = new TokenBuckets(hostedSpeechPerMinute);

/** Deepgram Aura's speakers (`@cf/deepgram/aura-1`); any other voice is MeloTTS in a language. */
const auraSpeakers = [
  'angus',
  'asteria',
  'arcas',
  'orion',
  'orpheus',
  'athena',
  'luna',
  'zeus',
  'perseus',
  'helios',
  'hera',
  'stella',
] as const;
type AuraSpeaker = (typeof auraSpeakers)[number];
const meloLanguages = ['en', 'es', 'fr', 'zh', 'jp', 'kr'] as const;

const speechRequestSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'The text is empty.')
    .max(speechMaxChars.max, `The text is at most ${speechMaxChars.max} characters.`),
  voice: z.string().trim().max(64, 'The voice is at most 64 characters.').default(''),
});

const cacheKey = async (streamerId: string, voice: string, text: string) =>
  speechCacheKey(streamerId, await sha256Hex(`${voice}\n${text}`));

/** What the audio is, from its first bytes (the models answer MP3 unless asked otherwise). */
function audioType(bytes: Uint8Array): string {
  const ascii = String.fromCharCode(...bytes.subarray(0, 4));
  if (ascii === 'RIFF') return 'audio/wav';
  if (ascii === 'OggS') return 'audio/ogg';
  return 'audio/mpeg';
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The audio bytes of whatever shape a text-to-speech model answers in. */
async function audioBytes(output: unknown): Promise<Uint8Array<ArrayBuffer>> {
  if (output instanceof Response) {
    // A refusal must never be cached as the text's audio.
    if (!output.ok) throw new Error(`The text-to-speech model answered ${output.status}.`);
    return new Uint8Array(await output.arrayBuffer());
  }
  if (output instanceof ReadableStream) return new Uint8Array(await new Response(output).arrayBuffer());
  if (output instanceof Uint8Array) return new Uint8Array(output);
  if (output instanceof ArrayBuffer) return new Uint8Array(output);
  if (typeof output === 'object' && output !== null && 'audio' in output && typeof output.audio === 'string')
    return fromBase64(output.audio);
  throw new Error('The text-to-speech model answered without audio.');
}

async function synthesize(ai: Ai, text: string, voice: string): Promise<Uint8Array<ArrayBuffer>> {
  const name = voice.toLowerCase();
  if (auraSpeakers.includes(name as AuraSpeaker))
    return audioBytes(
      await ai.run(
        '@cf/deepgram/aura-1',
        { text, speaker: name as AuraSpeaker, encoding: 'mp3' },
        { returnRawResponse: true },
      ),
    );
  const lang = meloLanguages.find((language) => name === language || name.startsWith(`${language}-`)) ?? 'en';
  return audioBytes(await ai.run('@cf/myshell-ai/melotts', { prompt: text, lang }));
}

const audioResponse = (body: BodyInit, contentType: string) =>
  new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });

export const alertSpeechRoutes = new Hono<AppEnv>().post(
  '/:key/speech',
  changesNothing,
  validJson(speechRequestSchema),
  async (c) => {
    const env = c.env;
    const streamer = await findStreamerByOverlayKey(openDatabase(env.DB), c.req.param('key'));
    if (!streamer)
      throw new HttpError(404, 'Unknown overlay key. Copy the overlay link again from the dashboard.');
    const { text, voice } = c.req.valid('json');
    const key = await cacheKey(streamer.streamerId, voice, text);

    const cached = await env.MEDIA.get(key);
    if (cached) return audioResponse(cached.body, cached.httpMetadata?.contentType ?? 'audio/mpeg');

    if (!env.AI)
      throw new HttpError(501, 'This deployment has no hosted speech; the overlay uses its bundled voice.');
    const spend = synthesesPerChannel.take(streamer.streamerId, Date.now());
    if (!spend.ok)
      throw new HttpError(429, `Too much speech made in a minute. Wait ${spend.retryAfterSeconds} s.`, {
        'Retry-After': String(spend.retryAfterSeconds),
      });

    let audio: Uint8Array<ArrayBuffer>;
    try {
      audio = await synthesize(env.AI, text, voice);
    } catch (error) {
      console.error(`Hosted speech failed for ${streamer.streamerId}:`, error);
      throw new HttpError(502, 'The hosted speech engine failed; the overlay uses its bundled voice.');
    }
    if (audio.byteLength === 0)
      throw new HttpError(502, 'The hosted speech engine made no audio; the overlay uses its bundled voice.');
    const contentType = audioType(audio);
    await env.MEDIA.put(key, audio, { httpMetadata: { contentType } });
    return audioResponse(audio, contentType);
  },
);
