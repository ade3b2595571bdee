// The alert box's queue in workerd, dev mode: an alert per accepted event and none for a redelivery,
// a gift bomb as one alert whatever the order of its notifications, acknowledged delivery (resend after
// a reconnect, the heartbeat timeout), controls, and the queue across an eviction.

import { evictDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AlertQueueView, AlertToPlay } from '../../core/alerts/alert';
import { defaultAlertsSettings } from '../../core/alerts/alerts-settings';
import { defaultModerationSettings, withRecommendedFilters } from '../../core/moderation/moderation-settings';
import { heartbeatAnswer, heartbeatText } from '../../core/overlay/overlay-messages';
import { heartbeatTimeoutMs } from '../../durable-objects/alerts/channel-alerts';
import {
  channelEventNotifications,
  deliverNotification,
  openEventsOverlay,
  settle,
  streamerFixture,
} from './live-events-fixture';
import { eventually } from './tips-fixture';
import { shiftClock } from './tips-poll-clock';

type Streamer = Awaited<ReturnType<typeof streamerFixture>>;

async function alertOverlay(streamer: Streamer) {
  const overlay = await openEventsOverlay(streamer.overlayKey, 'alerts');
  await overlay.next('settings');
  const nextAlert = async (timeoutMs = 3000) =>
    ((await overlay.next('alert', timeoutMs)) as { alert: AlertToPlay }).alert;
  const report = (type: 'alertStarted' | 'alertFinished', id: string) =>
    overlay.socket.send(JSON.stringify({ type, id }));
  /** Waits until the channel has ended the alert: it is among the recent ones. */
  const ended = (id: string) =>
    eventually(
      () => queueOf(streamer),
      (queue) => queue.recent.some((alert) => alert.id === id),
    );
  return { ...overlay, nextAlert, report, ended };
}

const queueOf = async (streamer: Streamer) =>
  (await streamer.api('GET', '/api/alerts/queue')).body as unknown as AlertQueueView & { status: boolean };

const simulate = (streamer: Streamer, event: Record<string, unknown>) =>
  streamer.api('POST', '/api/simulator/event', event);

/** Plays an alert through as the overlay does: started, then finished. */
async function playThrough(overlay: Awaited<ReturnType<typeof alertOverlay>>, alert: AlertToPlay) {
  overlay.report('alertStarted', alert.id);
  overlay.report('alertFinished', alert.id);
  await overlay.ended(alert.id);
}

describe('the alert queue', () => {
  it('sends an alert for an accepted EventSub event with its design, and none for a redelivery', async () => {
    const streamer = await streamerFixture('AlertCaster');
    await streamer.api('POST', '/api/alerts', { ...defaultAlertsSettings, gap: 0 });
    const overlay = await alertOverlay(streamer);
    const { follow } = channelEventNotifications(streamer);
    const messageId = crypto.randomUUID();
    expect((await deliverNotification(follow.type, follow.condition, follow.event, messageId)).status).toBe(
      204,
    );
    const alert = await overlay.nextAlert();
    expect(alert).toMatchObject({
      type: 'follow',
      username: 'Follower',
      text: 'Follower is now following!',
      variation: null,
      duration: 8,
      media: { image: '/alert-defaults/follow.png', sound: '/alert-defaults/follow.wav' },
      isTest: false,
    });
    await playThrough(overlay, alert);
    await deliverNotification(follow.type, follow.condition, follow.event, messageId);
    await settle();
    expect(overlay.messages.filter((message) => message.type === 'alert')).toHaveLength(1);
    const queue = await queueOf(streamer);
    expect(queue.recent).toEqual([expect.objectContaining({ id: alert.id, state: 'finished' })]);
    expect(queue.overlays).toBe(1);
    overlay.close();
  });

  it('plays a gift of 5 and its 5 gifted subs as one alert, whichever arrives first', async () => {
    const streamer = await streamerFixture('GiftCaster');
    await streamer.api('POST', '/api/alerts', { ...defaultAlertsSettings, gap: 0 });
    const overlay = await alertOverlay(streamer);
    const { giftsub, subscribe } = channelEventNotifications(streamer);
    const recipient = (n: number) => ({
      ...subscribe.event,
      user_id: `9${n}`,
      user_name: `Lucky${n}`,
      is_gift: true,
    });
    // The recipients' subs first, then the gift, then more recipients.
    for (const n of [1, 2]) await deliverNotification(subscribe.type, subscribe.condition, recipient(n));
    await deliverNotification(giftsub.type, giftsub.condition, giftsub.event);
    for (const n of [3, 4, 5]) await deliverNotification(subscribe.type, subscribe.condition, recipient(n));
    const alert = await overlay.nextAlert();
    expect(alert).toMatchObject({
      type: 'giftBomb',
      username: 'Gifter',
      amount: 5,
      text: 'Gifter gifted 5 subs!',
    });
    await playThrough(overlay, alert);
    await settle();
    expect(overlay.messages.filter((message) => message.type === 'alert')).toHaveLength(1);
    overlay.close();
  });

  it('plays queued alerts in order, one at a time, each after the last finished', async () => {
    const streamer = await streamerFixture('OrderCaster');
    await streamer.api('POST', '/api/alerts', { ...defaultAlertsSettings, gap: 0 });
    const overlay = await alertOverlay(streamer);
    await simulate(streamer, { type: 'follow', user: 'First' });
    await simulate(streamer, { type: 'cheer', user: 'Second', amount: 500 });
    const first = await overlay.nextAlert();
    expect(first).toMatchObject({ username: 'First', isTest: true });
    await settle();
    expect(overlay.messages.filter((message) => message.type === 'alert')).toHaveLength(1);
    await playThrough(overlay, first);
    expect(await overlay.nextAlert()).toMatchObject({ username: 'Second', amount: 500, type: 'cheer' });
    overlay.close();
  });

  it('sends the next alert once the gap after the last one has passed (the alarm is set for it)', async () => {
    const streamer = await streamerFixture('GapCaster');
    const overlay = await alertOverlay(streamer);
    await simulate(streamer, { type: 'follow', user: 'Before' });
    await simulate(streamer, { type: 'raid', user: 'After', amount: 12 });
    const first = await overlay.nextAlert();
    const finishedAt = Date.now();
    await playThrough(overlay, first);
    // The default gap is half a second; the object wakes for it by itself.
    expect(await overlay.nextAlert(3000)).toMatchObject({ username: 'After' });
    expect(Date.now() - finishedAt).toBeGreaterThanOrEqual(400);
    overlay.close();
  });

  it('sends a sent-but-not-started alert again to an overlay that reconnects', async () => {
    const streamer = await streamerFixture('ResendCaster');
    const first = await alertOverlay(streamer);
    await simulate(streamer, { type: 'raid', user: 'Raider', amount: 30 });
    const alert = await first.nextAlert();
    first.close();
    await eventually(
      () => queueOf(streamer),
      (queue) => queue.overlays === 0,
    );
    const second = await alertOverlay(streamer);
    expect((await second.nextAlert()).id).toBe(alert.id);
    second.report('alertStarted', alert.id);
    const started = await eventually(
      () => queueOf(streamer),
      (queue) => queue.current?.state === 'started',
    );
    expect(started.current).toMatchObject({ id: alert.id, state: 'started' });
    second.close();
  });

  it('changes nothing for a report that is not JSON, names an unknown alert or another channel’s', async () => {
    const streamer = await streamerFixture('StrictCaster');
    const other = await streamerFixture('OtherCaster');
    const overlay = await alertOverlay(streamer);
    const othersOverlay = await alertOverlay(other);
    await simulate(streamer, { type: 'follow', user: 'Mine' });
    const alert = await overlay.nextAlert();
    overlay.socket.send('not json');
    overlay.report('alertStarted', 'no-such-alert');
    othersOverlay.report('alertStarted', alert.id);
    othersOverlay.report('alertFinished', alert.id);
    await settle();
    expect((await queueOf(streamer)).current).toMatchObject({ id: alert.id, state: 'sent' });
    expect((await queueOf(other)).recent).toEqual([]);
    overlay.close();
    othersOverlay.close();
  });

  it('takes a report only for the alert the overlay was sent: a waiting alert is neither started nor ended', async () => {
    const streamer = await streamerFixture('ReportRulesCaster');
    await streamer.api('POST', '/api/alerts', { ...defaultAlertsSettings, gap: 0 });
    const overlay = await alertOverlay(streamer);
    await simulate(streamer, { type: 'follow', user: 'Playing' });
    await simulate(streamer, { type: 'follow', user: 'Waiting' });
    const playing = await overlay.nextAlert();
    const [waiting] = (await queueOf(streamer)).queued;
    expect(waiting).toMatchObject({ username: 'Waiting', state: 'queued' });
    const waitingId = waiting?.id ?? '';
    overlay.report('alertStarted', waitingId);
    overlay.report('alertFinished', waitingId);
    // Reports are read in order: once the one after them has landed, they have been read.
    overlay.report('alertStarted', playing.id);
    const view = await eventually(
      () => queueOf(streamer),
      (queue) => queue.current?.state === 'started',
    );
    expect(view.current).toMatchObject({ id: playing.id, state: 'started' });
    expect(view.queued).toEqual([expect.objectContaining({ id: waitingId, state: 'queued' })]);
    overlay.report('alertFinished', playing.id);
    expect(await overlay.nextAlert()).toMatchObject({ id: waitingId, username: 'Waiting' });
    overlay.close();
  });

  it("takes no report from another overlay area's socket, even with the channel's own key", async () => {
    const streamer = await streamerFixture('AreaReportCaster');
    const overlay = await alertOverlay(streamer);
    const carousel = await openEventsOverlay(streamer.overlayKey, 'carousel');
    await carousel.next('state');
    await simulate(streamer, { type: 'follow', user: 'Mine' });
    const alert = await overlay.nextAlert();
    carousel.socket.send(JSON.stringify({ type: 'alertStarted', id: alert.id }));
    carousel.socket.send(JSON.stringify({ type: 'alertFinished', id: alert.id }));
    // The carousel's answer to a later message on the same socket: the reports before it were read.
    carousel.socket.send(JSON.stringify({ type: 'sendState' }));
    await carousel.next('state');
    expect((await queueOf(streamer)).current).toMatchObject({ id: alert.id, state: 'sent' });
    overlay.close();
    carousel.close();
  });

  it('silences the alert speech of a viewer whose chat message the filters removed', async () => {
    const streamer = await streamerFixture('FilterSpeechCaster');
    const settings = structuredClone(defaultAlertsSettings);
    settings.gap = 0;
    settings.types.tip.speech.enabled = true;
    await streamer.api('POST', '/api/alerts', settings);
    const filters = withRecommendedFilters(defaultModerationSettings);
    expect((await streamer.api('POST', '/api/moderation', filters)).status).toBe(200);
    const overlay = await alertOverlay(streamer);
    for (const user of ['Linker', 'Linker', 'Bystander'])
      await simulate(streamer, { type: 'tip', user, amount: 5, message: 'what a nice stream' });
    const first = await overlay.nextAlert();
    expect(first).toMatchObject({ username: 'Linker', speech: { text: 'what a nice stream' } });
    overlay.report('alertStarted', first.id);
    const chat = { user: 'Linker', text: 'free stuff at spam.example.com', roles: [] };
    expect((await streamer.api('POST', '/api/simulator/chat', chat)).body).toMatchObject({
      moderation: { action: 'delete', filter: 'links' },
    });
    expect(await overlay.next('alertStop')).toMatchObject({ ids: [first.id], speechOnly: true });
    overlay.report('alertFinished', first.id);
    const second = await overlay.nextAlert();
    expect(second).toMatchObject({ username: 'Linker', type: 'tip' });
    expect(second.speech).toBeUndefined();
    overlay.report('alertStarted', second.id);
    overlay.report('alertFinished', second.id);
    // Only that viewer's speech: another's still speaks.
    expect(await overlay.nextAlert()).toMatchObject({
      username: 'Bystander',
      speech: { text: 'what a nice stream' },
    });
    overlay.close();
  });

  it('skips, replays, pauses and resumes from the page, and mutes the overlay', async () => {
    const streamer = await streamerFixture('ControlCaster');
    await streamer.api('POST', '/api/alerts', { ...defaultAlertsSettings, gap: 0 });
    const overlay = await alertOverlay(streamer);
    await simulate(streamer, { type: 'follow', user: 'Skipped' });
    const skipped = await overlay.nextAlert();
    expect(await streamer.api('POST', '/api/alerts/control', { action: 'skip' })).toEqual({
      status: 200,
      body: { status: true },
    });
    expect(await overlay.next('alertStop')).toMatchObject({ ids: [skipped.id], speechOnly: false });
    expect(
      (await streamer.api('POST', '/api/alerts/control', { action: 'replay', id: skipped.id })).status,
    ).toBe(200);
    const replayed = await overlay.nextAlert();
    expect(replayed).toMatchObject({ username: 'Skipped', type: 'follow' });
    expect(replayed.id).not.toBe(skipped.id);
    await playThrough(overlay, replayed);

    await streamer.api('POST', '/api/alerts/control', { action: 'pause' });
    await simulate(streamer, { type: 'follow', user: 'Waits' });
    await settle();
    expect((await queueOf(streamer)).queued).toEqual([expect.objectContaining({ username: 'Waits' })]);
    await streamer.api('POST', '/api/alerts/control', { action: 'resume' });
    expect(await overlay.nextAlert()).toMatchObject({ username: 'Waits' });

    await streamer.api('POST', '/api/alerts/control', { action: 'mute' });
    expect(await overlay.next('alertMute')).toMatchObject({ muted: true });
    expect((await queueOf(streamer)).muted).toBe(true);
    expect((await streamer.api('POST', '/api/alerts/control', { action: 'replay', id: 'nope' })).status).toBe(
      404,
    );
    expect((await streamer.api('POST', '/api/alerts/control', { action: 'explode' })).status).toBe(400);
    overlay.close();
  });

  it("speaks a tip's cleaned message, and a moderator's action silences the viewer's speech", async () => {
    const streamer = await streamerFixture('SpeechCaster');
    const settings = structuredClone(defaultAlertsSettings);
    settings.gap = 0;
    settings.types.tip.speech.enabled = true;
    await streamer.api('POST', '/api/alerts', settings);
    const overlay = await alertOverlay(streamer);
    const tip = (user: string) =>
      simulate(streamer, {
        type: 'tip',
        user,
        amount: 5,
        message: 'sooooooo nice https://spam.example.com stream',
      });
    await tip('Loud');
    await tip('Loud');
    const first = await overlay.nextAlert();
    expect(first.speech).toMatchObject({ text: 'sooo nice stream', engine: 'bundled' });
    overlay.report('alertStarted', first.id);
    await simulate(streamer, { type: 'viewerModerated', user: 'Loud' });
    expect(await overlay.next('alertStop')).toMatchObject({ ids: [first.id], speechOnly: true });
    overlay.report('alertFinished', first.id);
    const second = await overlay.nextAlert();
    expect(second).toMatchObject({ username: 'Loud', type: 'tip' });
    expect(second.speech).toBeUndefined();
    overlay.close();
  });

  it('lets moderators control the box from chat with !alerts', async () => {
    const streamer = await streamerFixture('ChatControlCaster');
    const chat = (text: string, roles: string[]) =>
      streamer.api('POST', '/api/simulator/chat', { text, user: 'ModFriend', roles });
    await streamer.api('POST', '/api/commands', {
      format: 'add',
      command: { type: 'alerts', command: 'alerts' },
    });
    expect((await chat('!alerts pause', ['moderator'])).body).toMatchObject({ replies: ['Alerts paused.'] });
    expect((await queueOf(streamer)).paused).toBe(true);
    expect((await chat('!alerts resume', [])).body).toMatchObject({ replies: [] });
    expect((await queueOf(streamer)).paused).toBe(true);
  });

  it('plays more than five follows within ten seconds as one "N new followers" alert', async () => {
    const streamer = await streamerFixture('FloodCaster');
    for (let n = 1; n <= 9; n++) await simulate(streamer, { type: 'follow', user: `Fan${n}` });
    const { queued } = await queueOf(streamer);
    expect(queued).toEqual([expect.objectContaining({ username: 'Fan9', amount: 9 })]);
    const overlay = await alertOverlay(streamer);
    expect(await overlay.nextAlert()).toMatchObject({ type: 'follow', text: '9 new followers!' });
    overlay.close();
  });

  it('joins a flood of follows split by an eviction: the queue reads back what it keeps in memory', async () => {
    const streamer = await streamerFixture('SplitFloodCaster');
    for (let n = 1; n <= 3; n++) await simulate(streamer, { type: 'follow', user: `Fan${n}` });
    await evictDurableObject(env.CHANNEL.get(env.CHANNEL.idFromName(streamer.streamerId)));
    for (let n = 4; n <= 7; n++) await simulate(streamer, { type: 'follow', user: `Fan${n}` });
    const { queued } = await queueOf(streamer);
    expect(queued).toEqual([expect.objectContaining({ username: 'Fan7', amount: 7 })]);
  });

  it('keeps waiting alerts while no overlay is open, and sends them when one opens', async () => {
    const streamer = await streamerFixture('WaitCaster');
    await simulate(streamer, { type: 'tip', user: 'EarlyTipper', amount: 5 });
    expect((await queueOf(streamer)).queued).toEqual([expect.objectContaining({ username: 'EarlyTipper' })]);
    const overlay = await alertOverlay(streamer);
    expect(await overlay.nextAlert()).toMatchObject({ username: 'EarlyTipper', type: 'tip' });
    overlay.close();
  });

  it('keeps the queue across an eviction, losing and doubling nothing', async () => {
    const streamer = await streamerFixture('EvictCaster');
    await streamer.api('POST', '/api/alerts', { ...defaultAlertsSettings, gap: 0 });
    for (const user of ['One', 'Two', 'Three']) await simulate(streamer, { type: 'follow', user });
    await evictDurableObject(env.CHANNEL.get(env.CHANNEL.idFromName(streamer.streamerId)));
    const overlay = await alertOverlay(streamer);
    const played: string[] = [];
    for (let i = 0; i < 3; i++) {
      const alert = await overlay.nextAlert();
      played.push(alert.username);
      await playThrough(overlay, alert);
    }
    await settle();
    expect(played).toEqual(['One', 'Two', 'Three']);
    expect(overlay.messages.filter((message) => message.type === 'alert')).toHaveLength(3);
    overlay.close();
  });

  it('pauses the queue and says so when the overlay stops beating, and goes on when it beats again', async () => {
    // The overlay opens longer ago than the heartbeat timeout by the channel's clock, rather than the
    // test waiting the timeout out in real time.
    const restoreClock = shiftClock(-(heartbeatTimeoutMs + 500));
    try {
      const streamer = await streamerFixture('FrozenCaster');
      const overlay = await alertOverlay(streamer);
      restoreClock();
      // A socket that has not beaten since is a frozen browser source.
      await simulate(streamer, { type: 'follow', user: 'WhileFrozen' });
      const frozen = await eventually(
        () => queueOf(streamer),
        (queue) => queue.queued.length === 1,
      );
      expect(frozen.warning).toMatch(/stopped responding/);
      expect(frozen.queued).toEqual([expect.objectContaining({ username: 'WhileFrozen' })]);
      const health = (await streamer.api('GET', '/api/health')).body as { problems?: { message: string }[] };
      expect(JSON.stringify(health)).toMatch(/alerts overlay stopped responding/);
      // The runtime answers the beat and keeps when it did.
      const answered = new Promise<void>((resolve) =>
        overlay.socket.addEventListener('message', (event) => {
          if (event.data === heartbeatAnswer) resolve();
        }),
      );
      overlay.socket.send(heartbeatText);
      await answered;
      // The object notices at its next look (the page's queue read).
      await queueOf(streamer);
      expect(await overlay.nextAlert()).toMatchObject({ username: 'WhileFrozen' });
      overlay.close();
    } finally {
      restoreClock();
    }
  });
});
