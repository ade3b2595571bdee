import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { kofiPayment, kofiWebhookPost } from '../fakes/kofi';
import { openEventsOverlay, streamerFixture } from './live-events-fixture';
import { origin } from './session-helpers';

const stateOf = (key: string) => exports.default.fetch(`${origin}/api/overlay/${key}/state`);

describe('regenerating the overlay key', () => {
  it('gives a new key, closes overlays opened with the old one and refuses its Ko-fi address', async () => {
    const streamer = await streamerFixture();
    const other = await streamerFixture('Other');
    const oldKey = streamer.overlayKey;
    await streamer.api('POST', '/api/tips/kofi', { verificationToken: 'kofi-token' });
    const overlay = await openEventsOverlay(oldKey);
    const closed = new Promise<number>((resolve) =>
      overlay.socket.addEventListener('close', (e) => resolve(e.code)),
    );
    const othersOverlay = await openEventsOverlay(other.overlayKey);
    let othersClosed = false;
    othersOverlay.socket.addEventListener('close', () => {
      othersClosed = true;
    });

    const { status, body } = await streamer.api('POST', '/api/overlay/regenerateKey');
    expect(status).toBe(200);
    expect(body).toEqual({ status: true, overlaySecretKey: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
    const newKey = body.overlaySecretKey as string;
    expect(newKey).not.toBe(oldKey);
    expect(await closed).toBe(4001);

    expect((await stateOf(oldKey)).status).toBe(404);
    expect((await stateOf(newKey)).status).toBe(200);
    const oldKofi = await exports.default.fetch(
      kofiWebhookPost(`${origin}/api/kofi/${oldKey}`, kofiPayment({ verification_token: 'kofi-token' })),
    );
    expect(oldKofi.status).toBe(404);
    const newKofi = await exports.default.fetch(
      kofiWebhookPost(`${origin}/api/kofi/${newKey}`, kofiPayment({ verification_token: 'kofi-token' })),
    );
    expect(newKofi.status).toBe(200);
    expect((await streamer.api('GET', '/api/simulator')).body.overlaySecretKey).toBe(newKey);

    // Nobody else's key or overlays changed.
    expect((await stateOf(other.overlayKey)).status).toBe(200);
    expect(othersClosed).toBe(false);
    othersOverlay.close();
  });

  it('is refused from another site, changing nothing', async () => {
    const streamer = await streamerFixture();
    const response = await exports.default.fetch(`${origin}/api/overlay/regenerateKey`, {
      method: 'POST',
      headers: { cookie: streamer.cookie, origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect((await stateOf(streamer.overlayKey)).status).toBe(200);
    const anonymous = await exports.default.fetch(`${origin}/api/overlay/regenerateKey`, {
      method: 'POST',
      headers: { origin },
    });
    expect(anonymous.status).toBe(401);
  });
});
