import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tipPollIntervalMs } from '../../core/tips/tip-cursors';
import { routeOutboundFetch } from '../fakes/outbound';
import { createFakeStreamElements } from '../fakes/streamelements';
import { channelStub } from './channel-inbox';
import { openEventsOverlay } from './live-events-fixture';
import { newStreamer } from './tips-fixture';
import { channelAlarm, fireAlarm, nextCheck, shiftClock } from './tips-poll-clock';

/** Each test its own JWT (and StreamElements channel), so the fake counts its requests apart. */
const jwtFor = (name: string) => `eyJhbGciOiJIUzI1NiJ9.${btoa(name).replace(/=+$/, '')}.c2lnbmF0dXJl`;
const channels: Record<string, string> = {};
for (const name of [
  'quiet',
  'catchup',
  'once',
  'refused',
  'fresh',
  'stops',
  'fails',
  'agree',
  'overlay',
  'leaves',
  'new',
  'alarms',
])
  channels[jwtFor(name)] = `se-${name}`;
const revokedJwt = jwtFor('revoked');

const se = createFakeStreamElements({ channels });
let restore: () => void;
let restoreClock: () => void;
beforeAll(() => {
  restore = routeOutboundFetch(se.hosts);
  restoreClock = shiftClock();
});
afterAll(() => {
  restore();
  restoreClock();
});

/** A streamer whose bot is in the channel (dev mode joins at once) and who saved a JWT. */
async function joinedWithJwt(name: string) {
  const jwt = name === 'revoked' ? revokedJwt : jwtFor(name);
  const streamer = await newStreamer();
  expect(await streamer.json('POST', '/api/twitch/botOn')).toEqual({ status: true, success: true });
  expect(await streamer.json('POST', '/api/tips/streamelements', { jwt })).toEqual({ status: true });
  const listener = async () =>
    (await streamer.json('GET', '/api/tips')).streamElements as Record<string, unknown>;
  const simulate = (type: 'streamOnline' | 'streamOffline') =>
    streamer.json('POST', '/api/simulator/event', { type });
  const tipTo = (id: string, username: string, extra?: Parameters<typeof se.addTip>[2]) =>
    se.addTip(`se-${name}`, { id, username, amount: 5, currency: 'USD', message: 'gg' }, extra);
  const requests = () => se.requestsBy(jwt).length;
  return { ...streamer, jwt, listener, simulate, tipTo, requests };
}

describe('StreamElements tips, checked over the REST API', () => {
  it('makes no request and sets no alarm while offline with no overlay open', async () => {
    const channel = await joinedWithJwt('quiet');
    channel.tipTo('q1', 'Unheard');
    expect(await channel.listener()).toEqual({ status: 'standby' });
    expect(await channelAlarm(channel.id)).toBeNull();
    expect(await fireAlarm(channel.id, tipPollIntervalMs)).toBe(false);
    expect(channel.requests()).toBe(0);
    expect(await channel.tips()).toEqual([]);
  });

  it('checks at once on going live and delivers a tip made while offline, at its own time', async () => {
    const channel = await joinedWithJwt('catchup');
    const madeAt = Date.now();
    channel.tipTo('c1', 'WhileAway', { createdAt: madeAt });
    await channel.simulate('streamOnline');
    // Due now: the alarm is set for this moment.
    expect(await channelAlarm(channel.id)).toBeLessThanOrEqual(Date.now());
    expect(await fireAlarm(channel.id)).toBe(true);
    expect(await channel.tips()).toMatchObject([
      {
        id: 'se:c1',
        type: 'tip',
        user: 'WhileAway',
        amount: 5,
        currency: 'USD',
        message: 'gg',
        isTest: false,
        at: madeAt,
      },
    ]);
    const state = await channel.listener();
    expect(state).toEqual({ status: 'connected', checkedAt: expect.any(Number) });
    // The channel id was read once with the JWT; the tips were asked for as the API pages them.
    const first = se.requestsBy(channel.jwt);
    expect(first.map((request) => request.path)).toEqual([
      '/kappa/v2/channels/me',
      '/kappa/v2/tips/se-catchup',
    ]);
    expect(first[1]?.query).toMatchObject({ limit: '100', offset: '0', sort: '-createdAt' });
    // The next check is one interval on: an alarm before then (the intake's) checks nothing.
    const asked = channel.requests();
    await fireAlarm(channel.id, 1000);
    expect(channel.requests()).toBe(asked);
    expect(await nextCheck(channel.id)).toBe(true);
    expect(channel.requests()).toBe(asked + 1);
    expect(
      se
        .requestsBy(channel.jwt)
        .map((request) => request.path)
        .at(-1),
    ).toBe('/kappa/v2/tips/se-catchup');
    expect(se.requestsBy(channel.jwt).filter((request) => request.path.endsWith('/me'))).toHaveLength(1);
  });

  it('delivers a tip once when checks repeat it, and after an eviction between delivery and cursor', async () => {
    const channel = await joinedWithJwt('once');
    await channel.simulate('streamOnline');
    await fireAlarm(channel.id);
    const cursorBefore = await runInDurableObject(channelStub(channel.id), (_instance, state) =>
      state.storage.get('tipCursor:streamElements'),
    );
    channel.tipTo('o1', 'OnlyOnce', { createdAt: Date.now() });
    await nextCheck(channel.id);
    expect((await channel.tips()).map((tip) => tip.id)).toEqual(['se:o1']);
    // The object is evicted after delivering, before its cursor write lands: the old cursor remains.
    await runInDurableObject(channelStub(channel.id), (_instance, state) =>
      state.storage.put('tipCursor:streamElements', cursorBefore),
    );
    await evictDurableObject(channelStub(channel.id));
    expect(await nextCheck(channel.id)).toBe(true);
    await nextCheck(channel.id);
    expect((await channel.tips()).map((tip) => tip.id)).toEqual(['se:o1']);
    expect(channel.requests()).toBeGreaterThanOrEqual(4);
  });

  it('marks a refused JWT, stops checking, and starts again with a new one', async () => {
    const channel = await joinedWithJwt('revoked');
    await channel.simulate('streamOnline');
    await fireAlarm(channel.id);
    expect(await channel.listener()).toEqual({
      status: 'refused',
      reason: 'StreamElements refused the JWT. Copy it again from StreamElements and save it.',
    });
    const asked = channel.requests();
    expect(await channelAlarm(channel.id)).toBeNull();
    expect(await fireAlarm(channel.id, tipPollIntervalMs)).toBe(false);
    expect(channel.requests()).toBe(asked);
    const health = await channel.json('GET', '/api/health');
    expect(health.problems).toEqual([
      {
        area: 'tips',
        severity: 'error',
        message: expect.stringMatching(
          /^StreamElements refused the saved token \(StreamElements refused the JWT/,
        ),
        action: { kind: 'open', label: 'Open Tip Setup', href: '/settings/tips' },
      },
    ]);
    // A new JWT clears the refusal and is checked at once.
    await channel.json('POST', '/api/tips/streamelements', { jwt: jwtFor('new') });
    expect(await fireAlarm(channel.id)).toBe(true);
    expect(await channel.listener()).toMatchObject({ status: 'connected' });
    expect(await channel.json('GET', '/api/health')).toEqual({ status: true, problems: [] });
  });

  it('does not replay tips made before the JWT was saved', async () => {
    const channel = await joinedWithJwt('fresh');
    // These were made before the save (the fake lists them; the channel must not deliver them).
    for (const [i, ago] of [60_000, 3_600_000, 86_400_000 * 30].entries())
      channel.tipTo(`old${i}`, 'History', { createdAt: Date.now() - ago });
    await channel.json('POST', '/api/tips/streamelements', { jwt: channel.jwt });
    await channel.simulate('streamOnline');
    await fireAlarm(channel.id);
    channel.tipTo('n1', 'New', { createdAt: Date.now() + 10 });
    await nextCheck(channel.id);
    expect((await channel.tips()).map((tip) => tip.id)).toEqual(['se:n1']);
  });

  it('checks while an overlay is open, and stops when offline with the last overlay closed', async () => {
    const channel = await joinedWithJwt('stops');
    const overlay = await openEventsOverlay(channel.overlayKey);
    await overlay.next('settings');
    // Opening the first overlay while offline checks at once.
    expect(await fireAlarm(channel.id)).toBe(true);
    expect(await channel.listener()).toMatchObject({ status: 'connected' });
    await channel.simulate('streamOnline');
    await channel.simulate('streamOffline');
    // Offline, but the overlay is still open: the checks go on.
    expect(await nextCheck(channel.id)).toBe(true);
    const asked = channel.requests();
    overlay.close();
    await expectEventually(async () => (await channelAlarm(channel.id)) === null);
    expect(await channel.listener()).toMatchObject({ status: 'standby', checkedAt: expect.any(Number) });
    expect(await fireAlarm(channel.id, tipPollIntervalMs)).toBe(false);
    expect(channel.requests()).toBe(asked);
  });

  it('sets the next alarm once per check, for the next check (a row written each, at list price)', async () => {
    const channel = await joinedWithJwt('alarms');
    await channel.simulate('streamOnline');
    expect(await fireAlarm(channel.id)).toBe(true);
    // Only setAlarm is counted: the test runner clears the alarm itself before running it, as the runtime does.
    const written: { at: number; setAt: number }[] = [];
    await runInDurableObject(channelStub(channel.id), (_instance, state) => {
      const { setAlarm } = state.storage;
      state.storage.setAlarm = (at, options) => {
        written.push({ at: Number(at), setAt: Date.now() });
        return setAlarm.call(state.storage, at, options);
      };
    });
    for (let check = 0; check < 3; check++) expect(await nextCheck(channel.id)).toBe(true);
    expect(written).toHaveLength(3);
    for (const { at, setAt } of written) expect(at).toBeGreaterThan(setAt);
    await channel.simulate('streamOffline');
  });

  it('retries a failed check (HTTP 500, an unreadable answer) and loses nothing', async () => {
    const channel = await joinedWithJwt('fails');
    await channel.simulate('streamOnline');
    await fireAlarm(channel.id);
    channel.tipTo('f1', 'Patient', { createdAt: Date.now() });
    se.fail(channel.jwt, 500);
    await nextCheck(channel.id);
    expect(await channel.listener()).toEqual({
      status: 'reconnecting',
      reason: 'api.streamelements.com answered HTTP 500.',
      checkedAt: expect.any(Number),
    });
    expect(await channel.tips()).toEqual([]);
    se.fail(channel.jwt, 200);
    await nextCheck(channel.id);
    expect(await channel.listener()).toMatchObject({
      status: 'reconnecting',
      reason: 'api.streamelements.com sent an answer this bot cannot read.',
    });
    await nextCheck(channel.id);
    expect((await channel.tips()).map((tip) => tip.id)).toEqual(['se:f1']);
    expect(await channel.listener()).toMatchObject({ status: 'connected' });
  });

  it('says the same on Tip Setup and in the streamer notice after a failed check, and again once it works', async () => {
    const channel = await joinedWithJwt('agree');
    await channel.simulate('streamOnline');
    await fireAlarm(channel.id);
    expect(await channel.json('GET', '/api/health')).toEqual({ status: true, problems: [] });
    se.fail(channel.jwt, 500);
    await nextCheck(channel.id);
    expect(await channel.listener()).toMatchObject({
      status: 'reconnecting',
      reason: 'api.streamelements.com answered HTTP 500.',
    });
    expect((await channel.json('GET', '/api/health')).problems).toEqual([
      {
        area: 'tips',
        severity: 'warning',
        message:
          'StreamElements: The last check failed (api.streamelements.com answered HTTP 500). Trying again every 20 seconds.',
        action: { kind: 'open', label: 'Open Tip Setup', href: '/settings/tips' },
      },
    ]);
    await nextCheck(channel.id);
    expect(await channel.listener()).toMatchObject({ status: 'connected' });
    expect(await channel.json('GET', '/api/health')).toEqual({ status: true, problems: [] });
    await channel.simulate('streamOffline');
  });

  it('skips a tip that did not succeed or was deleted', async () => {
    const channel = await joinedWithJwt('overlay');
    await channel.simulate('streamOnline');
    await fireAlarm(channel.id);
    const at = Date.now();
    channel.tipTo('p1', 'Pending', { createdAt: at, status: 'pending' });
    channel.tipTo('d1', 'Deleted', { createdAt: at + 1, deleted: true });
    channel.tipTo('s1', 'Paid', { createdAt: at + 2 });
    await nextCheck(channel.id);
    expect((await channel.tips()).map((tip) => tip.user)).toEqual(['Paid']);
  });

  it('does not check while the bot is out of the channel', async () => {
    const channel = await joinedWithJwt('leaves');
    await channel.simulate('streamOnline');
    expect(await channel.json('POST', '/api/twitch/botOff')).toEqual({ status: true, success: true });
    expect(await channel.listener()).toEqual({ status: 'waitingForBot' });
    expect(await channelAlarm(channel.id)).toBeNull();
    expect(channel.requests()).toBe(0);
  });
});

async function expectEventually(check: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the condition never held');
}
