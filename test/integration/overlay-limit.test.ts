import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { overlayLimits } from '../../worker/routes/overlay-limit';
import { streamerFixture } from './live-events-fixture';
import { origin } from './session-helpers';

const get = (path: string) => exports.default.fetch(`${origin}${path}`);

describe('the overlay rate limit', () => {
  it("serves a browser source's use and refuses a flood on one key with 429 and Retry-After", async () => {
    const streamer = await streamerFixture();
    const other = await streamerFixture('Other');
    // What OBS does opening the carousel and the progress bar, several times over.
    for (let i = 0; i < 3; i++) {
      expect((await get(`/events/v2/${streamer.overlayKey}`)).status).toBe(200);
      expect((await get(`/api/overlay/${streamer.overlayKey}/state`)).status).toBe(200);
      expect((await get(`/api/overlay/${streamer.overlayKey}/progress`)).status).toBe(200);
    }
    // The flood asks what the key's allowance is spent on before anything is looked up (a bad query).
    for (let i = 0; i < overlayLimits.requestsPerMinute; i++)
      await (await get(`/api/overlay/${streamer.overlayKey}/progress?type=nope`)).body?.cancel();
    const refused = await get(`/api/overlay/${streamer.overlayKey}/state`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
    expect(await refused.json()).toMatchObject({ status: false, reason: expect.stringContaining('Wait') });
    // Another channel's overlay is not held back.
    expect((await get(`/api/overlay/${other.overlayKey}/state`)).status).toBe(200);
  }, 20_000);

  it('gives clip video redirects a smaller allowance of their own', async () => {
    const streamer = await streamerFixture();
    const statuses: number[] = [];
    for (let i = 0; i <= overlayLimits.clipVideosPerMinute; i++) {
      const response = await get(`/api/overlay/${streamer.overlayKey}/clips/nope/video`);
      await response.body?.cancel();
      statuses.push(response.status);
    }
    expect(statuses.slice(0, -1).every((status) => status !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
