// A delivery that finds nothing waiting is done before it is acknowledged, and only its id is stored;
// one redone after a crash (done, then the object lost before its id was stored) changes nothing the
// second time; ids are remembered as long as a delivery's timestamp can still be accepted.
import { runInDurableObject } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { eventSubMaxAgeMs } from '../../core/live/eventsub-window';
import { SeenMessages } from '../../durable-objects/delivery/seen-messages';
import { partOfChannel } from '../../worker/env';
import { channelStub, signedFollow as follow, inboxCount, inboxSettled } from './channel-inbox';
import { newStreamer } from './tips-fixture';

const followsCounted = async (streamerId: string) =>
  (await partOfChannel(channelStub(streamerId), 'progressBar').progress()).counts.daily.follows.real;

/** What the object stored of a follow: alerts queued for it, its carousel items, inbox rows. */
const stored = (streamerId: string, messageId: string) =>
  runInDurableObject(channelStub(streamerId), async (_instance, state) => {
    const carousel = await state.storage.get<{ state: { follows: { queue: { id: string }[] } } }>(
      'carouselQueuesSynced',
    );
    return {
      alerts: state.storage.sql
        .exec<{ n: number }>('SELECT count(*) AS n FROM alert_queue WHERE id = ?', messageId)
        .one().n,
      carousel: (carousel?.state.follows.queue ?? []).filter((item) => item.id === messageId).length,
      inbox: state.storage.sql.exec<{ n: number }>('SELECT count(*) AS n FROM inbox').one().n,
    };
  });

describe('work done before the acknowledgement', () => {
  it('has a lone follow counted when it is acknowledged, with no inbox row', async () => {
    const { id } = await newStreamer();
    const messageId = crypto.randomUUID();
    expect((await exports.default.fetch(await follow(id, messageId))).status).toBe(204);
    // No wait: the work was done before the answer.
    expect(await followsCounted(id)).toBe(1);
    expect(await stored(id, messageId)).toEqual({ alerts: 1, carousel: 1, inbox: 0 });
    // Twitch resends it: acknowledged, not done again.
    expect((await exports.default.fetch(await follow(id, messageId))).status).toBe(200);
    expect(await followsCounted(id)).toBe(1);
  });

  it('changes nothing when a follow is redone after its id was lost', async () => {
    const { id } = await newStreamer();
    const messageId = crypto.randomUUID();
    expect((await exports.default.fetch(await follow(id, messageId))).status).toBe(204);
    // As if the object crashed after the work and before the id was stored: the ids are gone.
    await runInDurableObject(channelStub(id), (_instance, state) => {
      const tables = state.storage.sql
        .exec<{ name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'seen_ids%'",
        )
        .toArray();
      for (const { name } of tables) state.storage.sql.exec(`DELETE FROM ${name}`);
    });
    expect((await exports.default.fetch(await follow(id, messageId))).status).toBe(204);
    await inboxSettled(id);
    expect(await followsCounted(id)).toBe(1);
    expect(await stored(id, messageId)).toEqual({ alerts: 1, carousel: 1, inbox: 0 });
    expect(await inboxCount(id)).toBe(0);
  });

  it('remembers an id while a delivery stamped ahead is still accepted, then forgets it', async () => {
    const { id } = await newStreamer();
    await runInDurableObject(channelStub(id), (_instance, state) => {
      const seen = new SeenMessages(state.storage.sql);
      const start = Date.now();
      expect(seen.firstSighting('stamped-ahead', start)).toBe(true);
      // Stamped nine minutes ahead, it is accepted until nineteen minutes from now: still a repeat then.
      expect(seen.firstSighting('stamped-ahead', start + 10.1 * 60_000)).toBe(false);
      expect(seen.firstSighting('stamped-ahead', start + 2 * eventSubMaxAgeMs)).toBe(false);
      // Long past any timestamp the webhook accepts, its whole generation was dropped.
      expect(seen.firstSighting('later', start + 3 * eventSubMaxAgeMs + 60_000)).toBe(true);
      expect(seen.wasSeen('stamped-ahead', start + 3 * eventSubMaxAgeMs + 60_000)).toBe(false);
    });
  });
});
