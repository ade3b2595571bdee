import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { kofiWrongTokensPerMinute } from '../../worker/routes/kofi-webhook';
import { kofiPayment, kofiWebhookPost } from '../fakes/kofi';
import { inboxSettled } from './channel-inbox';
import { origin } from './session-helpers';
import { newStreamer } from './tips-fixture';

const verificationToken = 'c7a0d4d6-1b5e-4f1a-9a3e-6f0e2b7f9d11';

async function kofiChannel() {
  const streamer = await newStreamer();
  expect(await streamer.json('POST', '/api/tips/kofi', { verificationToken })).toEqual({ status: true });
  // Each channel's posts come from an address of their own unless a test names one.
  const kofiAddress = `192.0.2.${Math.floor(Math.random() * 250)}:${streamer.id}`;
  const post = async (payment: ReturnType<typeof kofiPayment>, address = kofiAddress) => {
    const response = await exports.default.fetch(
      kofiWebhookPost(`${origin}/api/kofi/${streamer.overlayKey}`, payment, address),
    );
    await inboxSettled(streamer.id);
    return response;
  };
  return { ...streamer, post };
}

describe('Ko-fi webhook', () => {
  it('turns a donation with the saved token into a tip on the channel', async () => {
    const channel = await kofiChannel();
    const response = await channel.post(
      kofiPayment({
        verification_token: verificationToken,
        from_name: 'Jo',
        amount: '3.50',
        currency: 'EUR',
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    expect(await channel.tips()).toMatchObject([
      {
        type: 'tip',
        user: 'Jo',
        amount: 3.5,
        currency: 'EUR',
        message: 'Good luck with the integration!',
        isTest: false,
      },
    ]);
  });

  it('refuses a post with a wrong or missing token, and nothing reaches the channel', async () => {
    const channel = await kofiChannel();
    const wrong = await channel.post(kofiPayment({ verification_token: 'not-the-saved-token' }));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      status: false,
      reason: expect.stringMatching(/verification token/),
    });
    const missing = await channel.post(kofiPayment({ verification_token: '' }));
    expect(missing.status).toBe(401);
    expect(await channel.tips()).toEqual([]);
  });

  it('slows down guessing: past 10 wrong tokens a minute its address answers 429, even to the right one', async () => {
    const channel = await kofiChannel();
    let wrong = 0;
    let refused: Response | undefined;
    while (!refused && wrong < 30) {
      const response = await channel.post(kofiPayment({ verification_token: `guess-${wrong}` }));
      if (response.status === 429) refused = response;
      else {
        expect(response.status).toBe(401);
        wrong++;
      }
    }
    expect(wrong).toBeGreaterThanOrEqual(kofiWrongTokensPerMinute);
    expect(wrong).toBeLessThan(30);
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    const right = await channel.post(kofiPayment({ verification_token: verificationToken }));
    expect(right.status).toBe(429);
    expect(await channel.tips()).toEqual([]);
    // Another address, Ko-fi's with the right token, is not affected.
    expect(
      (await channel.post(kofiPayment({ verification_token: verificationToken }), '203.0.113.7')).status,
    ).toBe(200);
  });

  it('accepts every genuine tip while another address floods wrong tokens', async () => {
    const channel = await kofiChannel();
    const guesser = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const kofi = `203.0.113.${Math.floor(Math.random() * 250)}`;
    const guesses: number[] = [];
    for (let n = 0; n < 15; n++) {
      for (let guess = 0; guess < 3; guess++)
        guesses.push(
          (await channel.post(kofiPayment({ verification_token: `guess-${n}-${guess}` }), guesser)).status,
        );
      const tip = kofiPayment({ verification_token: verificationToken, from_name: `Fan${n}` });
      expect((await channel.post(tip, kofi)).status).toBe(200);
    }
    expect(guesses).toContain(429);
    expect(guesses.every((status) => status === 401 || status === 429)).toBe(true);
    expect((await channel.tips()).map((tip) => tip.user).sort()).toEqual(
      Array.from({ length: 15 }, (_, n) => `Fan${n}`).sort(),
    );
  });

  it('acknowledges a resent message_id but shows the tip once', async () => {
    const channel = await kofiChannel();
    const payment = kofiPayment({ verification_token: verificationToken, from_name: 'Twice' });
    expect((await channel.post(payment)).status).toBe(200);
    expect((await channel.post(payment)).status).toBe(200);
    expect((await channel.tips()).map((tip) => tip.user)).toEqual(['Twice']);
  });

  it('acknowledges but ignores payments whose amount is not a plausible one', async () => {
    const channel = await kofiChannel();
    for (const amount of ['-500', '', '0x10', '1e300', '2000000.00']) {
      const response = await channel.post(
        kofiPayment({ verification_token: verificationToken, message_id: crypto.randomUUID(), amount }),
      );
      expect(response.status).toBe(200);
    }
    expect(await channel.tips()).toEqual([]);
  });

  it('keeps a private message off stream', async () => {
    const channel = await kofiChannel();
    await channel.post(
      kofiPayment({ verification_token: verificationToken, is_public: false, message: 'secret' }),
    );
    const [tip] = await channel.tips();
    expect(tip).toMatchObject({ type: 'tip', user: 'Jo Example', amount: 3 });
    expect(tip).not.toHaveProperty('message');
  });

  it('shows subscriptions as tips but not shop orders or commissions', async () => {
    const channel = await kofiChannel();
    for (const type of ['Subscription', 'Shop Order', 'Commission'] as const) {
      const response = await channel.post(
        kofiPayment({ verification_token: verificationToken, type, from_name: type }),
      );
      expect(response.status).toBe(200);
    }
    expect((await channel.tips()).map((tip) => tip.user)).toEqual(['Subscription']);
  });

  it('answers 404 for an unknown key, 400 for a body that is not a Ko-fi payment', async () => {
    const unknown = await exports.default.fetch(
      kofiWebhookPost(
        `${origin}/api/kofi/no-such-key`,
        kofiPayment({ verification_token: verificationToken }),
      ),
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ status: false });

    const channel = await kofiChannel();
    const url = `${origin}/api/kofi/${channel.overlayKey}`;
    const notJson = await exports.default.fetch(
      new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'data=%7Bnot-json',
      }),
    );
    expect(notJson.status).toBe(400);
    const jsonBody = await exports.default.fetch(
      new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(kofiPayment({ verification_token: verificationToken })),
      }),
    );
    expect(jsonBody.status).toBe(400);
    expect(await channel.tips()).toEqual([]);
  });

  it('refuses every post once the token is removed', async () => {
    const channel = await kofiChannel();
    expect(await channel.json('DELETE', '/api/tips/kofi')).toEqual({ status: true });
    const response = await channel.post(kofiPayment({ verification_token: verificationToken }));
    expect(response.status).toBe(403);
    expect(await channel.tips()).toEqual([]);
  });

  it('needs no session or Origin: Ko-fi posts from its own servers', async () => {
    const channel = await kofiChannel();
    const request = kofiWebhookPost(
      `${origin}/api/kofi/${channel.overlayKey}`,
      kofiPayment({ verification_token: verificationToken }),
    );
    request.headers.set('Origin', 'https://ko-fi.com');
    expect((await exports.default.fetch(request)).status).toBe(200);
  });
});
