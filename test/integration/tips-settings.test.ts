import { describe, expect, it } from 'vitest';
import { newStreamer } from './tips-fixture';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJjaGFubmVsIjoic2UtY2hhbm5lbC1pZCJ9.c2lnbmF0dXJlLWJ5dGVz';
const kofiToken = 'c7a0d4d6-1b5e-4f1a-9a3e-6f0e2b7f9d11';

describe('/api/tips', () => {
  it('reports nothing connected for a new streamer, with the Ko-fi webhook URL', async () => {
    const streamer = await newStreamer();
    expect(await streamer.json('GET', '/api/tips')).toEqual({
      status: true,
      overlayKey: streamer.overlayKey,
      topDonationIsReset: false,
      topResetPeriod: 'none',
      kofiTokenIsSet: false,
      kofiWebhookUrl: `http://localhost/api/kofi/${streamer.overlayKey}`,
      streamElementsTokenIsSet: false,
      streamlabsTokenIsSet: false,
      streamlabsAvailable: false,
      streamElements: { status: 'off' },
      streamlabs: { status: 'off' },
    });
  });

  it('saves and removes the Ko-fi token and the StreamElements JWT, encrypted at rest', async () => {
    const streamer = await newStreamer();
    expect(await streamer.json('POST', '/api/tips/kofi', { verificationToken: kofiToken })).toEqual({
      status: true,
    });
    expect(await streamer.json('POST', '/api/tips/streamelements', { jwt })).toEqual({ status: true });
    expect(await streamer.json('GET', '/api/tips')).toMatchObject({
      kofiTokenIsSet: true,
      streamElementsTokenIsSet: true,
      // The bot has not joined the channel, so the StreamElements socket waits for it.
      streamElements: { status: 'waitingForBot' },
    });
    const row = JSON.stringify(await streamer.tipRow());
    expect(row).not.toContain(kofiToken);
    expect(row).not.toContain(jwt);
    expect(row).not.toContain(jwt.split('.')[1]);

    expect(await streamer.json('DELETE', '/api/tips/kofi')).toEqual({ status: true });
    expect(await streamer.json('DELETE', '/api/tips/streamelements')).toEqual({ status: true });
    expect(await streamer.json('GET', '/api/tips')).toMatchObject({
      kofiTokenIsSet: false,
      streamElementsTokenIsSet: false,
      streamElements: { status: 'off' },
    });
    expect(await streamer.tipRow()).toMatchObject({ kofi_token_enc: null, streamelements_jwt_enc: null });
  });

  it('refuses a JWT that is not three base64url parts and an empty Ko-fi token, writing nothing', async () => {
    const streamer = await newStreamer();
    const badJwt = await streamer.api('POST', '/api/tips/streamelements', { jwt: 'not a jwt' });
    expect(badJwt.status).toBe(400);
    expect(await badJwt.json()).toEqual({
      status: false,
      reason:
        'The StreamElements JWT token is three parts separated by dots: copy it whole from StreamElements.',
    });
    const emptyToken = await streamer.api('POST', '/api/tips/kofi', { verificationToken: '  ' });
    expect(emptyToken.status).toBe(400);
    const tooLong = await streamer.api('POST', '/api/tips/kofi', { verificationToken: 'x'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(await streamer.tipRow()).toBeNull();
  });

  it("changes only the signed-in streamer's settings", async () => {
    const [one, other] = [await newStreamer(), await newStreamer()];
    await other.json('POST', '/api/tips/kofi', { verificationToken: kofiToken });
    const before = await other.tipRow();
    await one.json('POST', '/api/tips/kofi', { verificationToken: 'one-token' });
    await one.json('DELETE', '/api/tips/kofi');
    await one.json('DELETE', '/api/tips/streamelements');
    expect(await other.tipRow()).toEqual(before);
    expect(await other.json('GET', '/api/tips')).toMatchObject({ kofiTokenIsSet: true });
  });

  it('needs a session and a same-origin request to change anything', async () => {
    const streamer = await newStreamer();
    const { exports } = await import('cloudflare:workers');
    const noSession = await exports.default.fetch('http://localhost/api/tips');
    expect(noSession.status).toBe(401);
    const crossSite = await exports.default.fetch(
      new Request('http://localhost/api/tips/kofi', {
        method: 'POST',
        headers: {
          Cookie: streamer.cookie,
          Origin: 'https://evil.example',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ verificationToken: kofiToken }),
      }),
    );
    expect(crossSite.status).toBe(403);
    expect(await streamer.tipRow()).toBeNull();
  });

  it('says Streamlabs needs an app on this server when none is configured', async () => {
    const streamer = await newStreamer();
    const response = await streamer.api('GET', '/api/tips/streamlabsLogin');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: false,
      reason: expect.stringMatching(/STREAMLABS_CLIENT_ID.*STREAMLABS_CLIENT_SECRET/),
    });
  });
});
