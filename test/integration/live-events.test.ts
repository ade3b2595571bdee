import { evictDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  channelEventNotifications,
  channelEventRows,
  deliverNotification,
  openEventsOverlay,
  settle,
  streamerFixture,
} from './live-events-fixture';

describe('channel events from EventSub', () => {
  const cases = [
    { name: 'follow', queue: 'follows', item: { variant: 'follow', name: 'Follower' }, type: 'follow' },
    { name: 'subscribe', queue: 'subs', item: { variant: 'sub', name: 'Subscriber' }, type: 'subscribe' },
    {
      name: 'giftsub',
      queue: 'subs',
      item: { variant: 'giftSub', name: 'Gifter', amount: 5 },
      type: 'giftsub',
    },
    { name: 'resub', queue: 'subs', item: { variant: 'sub', name: 'Resubber' }, type: 'resub' },
    { name: 'cheer', queue: 'bits', item: { variant: 'bit', name: 'Cheerer', amount: 250 }, type: 'cheer' },
    { name: 'raid', queue: 'raids', item: { variant: 'raid', name: 'Raider', amount: 42 }, type: 'raid' },
  ] as const;

  for (const { name, queue, item, type } of cases) {
    it(`queues a signed ${name}, pushes it to the open overlay and logs it in D1`, async () => {
      const streamer = await streamerFixture();
      const overlay = await openEventsOverlay(streamer.overlayKey);
      expect((await overlay.nextQueues())[queue]).toEqual({ queue: [], last: null });

      const notification = channelEventNotifications(streamer)[name];
      const messageId = crypto.randomUUID();
      const response = await deliverNotification(
        notification.type,
        notification.condition,
        notification.event,
        messageId,
      );
      expect(response.status).toBe(204);

      const queues = await overlay.nextQueues();
      expect(queues[queue].queue).toEqual([expect.objectContaining({ id: messageId, ...item })]);
      expect(await channelEventRows(streamer.streamerId)).toEqual([
        expect.objectContaining({ event_id: messageId, type, user_name: item.name }),
      ]);
      overlay.close();
    });
  }

  it('sends the clip reel and emote mover nothing for a follow, which neither shows', async () => {
    const streamer = await streamerFixture();
    const overlays = [
      await openEventsOverlay(streamer.overlayKey, 'clipReel'),
      await openEventsOverlay(streamer.overlayKey, 'emoteMover'),
    ];
    for (const overlay of overlays) await overlay.next('settings');
    await settle();
    const greeted = overlays.map((overlay) => overlay.messages.length);

    const follow = channelEventNotifications(streamer).follow;
    expect((await deliverNotification(follow.type, follow.condition, follow.event)).status).toBe(204);
    expect(await channelEventRows(streamer.streamerId)).toHaveLength(1);
    await settle();
    expect(overlays.map((overlay) => overlay.messages.length)).toEqual(greeted);
    for (const overlay of overlays) overlay.close();
  });

  it('makes a cheer the top, and a bigger one replaces it', async () => {
    const streamer = await streamerFixture();
    const overlay = await openEventsOverlay(streamer.overlayKey);
    await overlay.nextQueues();
    const cheer = channelEventNotifications(streamer).cheer;
    await deliverNotification(cheer.type, cheer.condition, { ...cheer.event, bits: 100 });
    expect((await overlay.nextQueues()).top.last).toMatchObject({ amount: 100 });
    await deliverNotification(cheer.type, cheer.condition, { ...cheer.event, bits: 50 });
    expect((await overlay.nextQueues()).top.last).toMatchObject({ amount: 100 });
    await deliverNotification(cheer.type, cheer.condition, { ...cheer.event, bits: 500 });
    expect((await overlay.nextQueues()).top.last).toMatchObject({ amount: 500 });
    overlay.close();
  });

  it('counts a duplicate delivery once, in the queue and in D1', async () => {
    const streamer = await streamerFixture();
    const overlay = await openEventsOverlay(streamer.overlayKey);
    await overlay.nextQueues();
    const follow = channelEventNotifications(streamer).follow;
    const messageId = crypto.randomUUID();
    expect((await deliverNotification(follow.type, follow.condition, follow.event, messageId)).status).toBe(
      204,
    );
    expect((await deliverNotification(follow.type, follow.condition, follow.event, messageId)).status).toBe(
      200,
    );
    await overlay.nextQueues();
    await settle();
    expect(overlay.stateMessages()).toHaveLength(2);

    const again = await openEventsOverlay(streamer.overlayKey);
    expect((await again.nextQueues()).follows.queue.map((item) => item.id)).toEqual([messageId]);
    expect(await channelEventRows(streamer.streamerId)).toHaveLength(1);
    overlay.close();
    again.close();
  });

  it('ignores the per-recipient subscribe of a gift: the gift event stands for it', async () => {
    const streamer = await streamerFixture();
    const { subscribe } = channelEventNotifications(streamer);
    await deliverNotification(subscribe.type, subscribe.condition, { ...subscribe.event, is_gift: true });
    expect(await channelEventRows(streamer.streamerId)).toEqual([]);
    const overlay = await openEventsOverlay(streamer.overlayKey);
    expect((await overlay.nextQueues()).subs.queue).toEqual([]);
    overlay.close();
  });
});

describe('overlay reports', () => {
  it('moves the head of a queue to last when the overlay reports it shown', async () => {
    const streamer = await streamerFixture();
    const overlay = await openEventsOverlay(streamer.overlayKey);
    await overlay.nextQueues();
    const follow = channelEventNotifications(streamer).follow;
    const first = crypto.randomUUID();
    const second = crypto.randomUUID();
    await deliverNotification(follow.type, follow.condition, follow.event, first);
    await deliverNotification(
      follow.type,
      follow.condition,
      { ...follow.event, user_name: 'Second' },
      second,
    );
    await overlay.nextQueues();
    await overlay.nextQueues();

    overlay.report('follows', first);
    const shown = await overlay.nextQueues();
    expect(shown.follows.queue.map((item) => item.id)).toEqual([second]);
    expect(shown.follows.last?.id).toBe(first);

    // The change is stored: a restarted channel greets a new overlay with it.
    await evictDurableObject(env.CHANNEL.get(env.CHANNEL.idFromName(streamer.streamerId)));
    const later = await openEventsOverlay(streamer.overlayKey);
    expect((await later.nextQueues()).follows).toEqual(shown.follows);
    overlay.close();
    later.close();
  });

  it('ignores garbage and reports that do not name the head', async () => {
    const streamer = await streamerFixture();
    const overlay = await openEventsOverlay(streamer.overlayKey);
    await overlay.nextQueues();
    const follow = channelEventNotifications(streamer).follow;
    const id = crypto.randomUUID();
    await deliverNotification(follow.type, follow.condition, follow.event, id);
    const before = await overlay.nextQueues();

    overlay.socket.send('not json');
    overlay.socket.send(JSON.stringify({ type: 'shown', kind: 'nonsense', id }));
    overlay.socket.send(JSON.stringify({ type: 'shown', kind: 'follows', id: 'not-the-head' }));
    overlay.socket.send(new Uint8Array([1, 2, 3]));
    await settle();
    expect(overlay.stateMessages()).toHaveLength(2);

    const again = await openEventsOverlay(streamer.overlayKey);
    expect(await again.nextQueues()).toEqual(before);
    overlay.close();
    again.close();
  });
});

describe('scoping', () => {
  it("never shows or logs one streamer's events for another, nor lets them remove them", async () => {
    const ana = await streamerFixture('Ana');
    const bob = await streamerFixture('Bob');
    const anaOverlay = await openEventsOverlay(ana.overlayKey);
    const bobOverlay = await openEventsOverlay(bob.overlayKey);
    await anaOverlay.nextQueues();
    await bobOverlay.nextQueues();

    const cheer = channelEventNotifications(ana).cheer;
    await deliverNotification(cheer.type, cheer.condition, cheer.event);
    const anaQueues = await anaOverlay.nextQueues();
    expect(anaQueues.bits.queue).toHaveLength(1);

    for (const type of ['bit', 'top']) {
      expect((await bob.api('DELETE', '/api/events/removeEvent', { type })).status).toBe(200);
    }
    await settle();
    expect(anaOverlay.stateMessages()).toHaveLength(2);
    expect(JSON.stringify(bobOverlay.messages)).not.toContain('Cheerer');
    expect(await channelEventRows(bob.streamerId)).toEqual([]);
    expect(await channelEventRows(ana.streamerId)).toHaveLength(1);

    const anaAgain = await openEventsOverlay(ana.overlayKey);
    expect(await anaAgain.nextQueues()).toEqual(anaQueues);
    for (const overlay of [anaOverlay, bobOverlay, anaAgain]) overlay.close();
  });
});
