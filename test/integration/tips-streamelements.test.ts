import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeOutboundFetch } from '../fakes/outbound';
import { createFakeAstro } from '../fakes/streamelements';
import { eventually, newStreamer } from './tips-fixture';

const validJwt = 'eyJhbGciOiJIUzI1NiJ9.eyJjaGFubmVsIjoic2UtY2hhbm5lbC1pZCJ9.c2lnbmF0dXJlLWJ5dGVz';
const revokedJwt = 'eyJhbGciOiJIUzI1NiJ9.eyJjaGFubmVsIjoicmV2b2tlZCJ9.b2xkLXNpZ25hdHVyZQ';

const astro = createFakeAstro({ validJwts: [validJwt] });
let restore: () => void;
beforeAll(() => {
  restore = routeOutboundFetch({ 'astro.streamelements.com': astro });
});
afterAll(() => restore());

/** A streamer whose bot is in the channel (dev mode joins at once) and who saved a JWT. */
async function joinedWithJwt(jwt: string) {
  const streamer = await newStreamer();
  expect(await streamer.json('POST', '/api/twitch/botOn')).toEqual({ status: true, success: true });
  expect(await streamer.json('POST', '/api/tips/streamelements', { jwt })).toEqual({ status: true });
  const listener = () => streamer.json('GET', '/api/tips').then((tips) => tips.streamElements);
  return { ...streamer, listener };
}

describe('StreamElements tips', () => {
  it('subscribes to channel.tips with the JWT and shows a tip that arrives on the socket, once', async () => {
    const channel = await joinedWithJwt(validJwt);
    await eventually(channel.listener, (state) => (state as { status: string }).status === 'connected');
    expect(astro.state.subscribes.at(-1)).toEqual({
      type: 'subscribe',
      nonce: expect.any(String),
      data: { topic: 'channel.tips', token: validJwt, token_type: 'jwt' },
    });

    const id = crypto.randomUUID();
    astro.sendTip({ id, username: 'SeFan', amount: 12.5, currency: 'USD', message: 'gg' });
    astro.sendTip({ id, username: 'SeFan', amount: 12.5, currency: 'USD', message: 'gg' });
    const tips = await eventually(channel.tips, (tips) => tips.length > 0);
    expect(tips).toMatchObject([
      {
        id: `se:${id}`,
        type: 'tip',
        user: 'SeFan',
        amount: 12.5,
        currency: 'USD',
        message: 'gg',
        isTest: false,
      },
    ]);
    await channel.json('DELETE', '/api/tips/streamelements');
  });

  it('reports a JWT StreamElements refuses, and does not retry it', async () => {
    const channel = await joinedWithJwt(revokedJwt);
    const refused = await eventually(
      channel.listener,
      (state) => (state as { status: string }).status === 'refused',
    );
    expect(refused).toEqual({ status: 'refused', reason: expect.stringMatching(/err_unauthorized/) });
    const attempts = astro.state.subscribes.filter((frame) => frame.data?.token === revokedJwt).length;
    expect(attempts).toBe(1);
    // The streamer notice says so, with the page where a new token is saved.
    const health = await channel.json('GET', '/api/health');
    expect(health).toEqual({
      status: true,
      problems: [
        {
          area: 'tips',
          severity: 'error',
          message: expect.stringMatching(/^StreamElements refused the saved token \(.*err_unauthorized/),
          action: { kind: 'open', label: 'Open Tip Setup', href: '/settings/tips' },
        },
      ],
    });
    // A new JWT clears the refusal and connects, and the problem goes.
    await channel.json('POST', '/api/tips/streamelements', { jwt: validJwt });
    await eventually(channel.listener, (state) => (state as { status: string }).status === 'connected');
    expect(await channel.json('GET', '/api/health')).toEqual({ status: true, problems: [] });
    await channel.json('DELETE', '/api/tips/streamelements');
  });

  it('reconnects after the gateway drops the socket', async () => {
    const channel = await joinedWithJwt(validJwt);
    await eventually(channel.listener, (state) => (state as { status: string }).status === 'connected');
    const connections = astro.state.connections;
    astro.dropAll();
    await eventually(
      async () => astro.state.connections,
      (count) => count > connections,
    );
    await eventually(channel.listener, (state) => (state as { status: string }).status === 'connected');
    const id = crypto.randomUUID();
    astro.sendTip({ id, username: 'AfterDrop', amount: 1, currency: 'USD', message: '' });
    await eventually(channel.tips, (tips) => tips.some((tip) => tip.user === 'AfterDrop'));
    await channel.json('DELETE', '/api/tips/streamelements');
  });

  it('arms the watchdog alarm only while a socket is wanted', async () => {
    const channel = await joinedWithJwt(validJwt);
    await eventually(channel.listener, (state) => (state as { status: string }).status === 'connected');
    const stub = env.CHANNEL.get(env.CHANNEL.idFromName(channel.id));
    const alarm = () => runInDurableObject(stub, (_, state) => state.storage.getAlarm());
    expect(await alarm()).toBeGreaterThan(Date.now());
    await channel.json('DELETE', '/api/tips/streamelements');
    expect(await alarm()).toBeNull();
  });

  it('closes the socket when the bot leaves the channel', async () => {
    const channel = await joinedWithJwt(validJwt);
    await eventually(channel.listener, (state) => (state as { status: string }).status === 'connected');
    expect(await channel.json('POST', '/api/twitch/botOff')).toEqual({ status: true, success: true });
    expect(await channel.listener()).toEqual({ status: 'waitingForBot' });
    const id = crypto.randomUUID();
    astro.sendTip({ id, username: 'NobodyListening', amount: 1, currency: 'USD', message: '' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await channel.tips()).toEqual([]);
    await channel.json('DELETE', '/api/tips/streamelements');
  });
});
