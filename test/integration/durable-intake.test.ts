// What the webhook acknowledges, the channel has stored: a burst of signed deliveries survives the
// channel's object being evicted or crashing part-way, with nothing lost and nothing done twice.
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { partOfChannel } from '../../worker/env';
import { channelStub, crashChannel, signedFollow as follow, inboxCount, inboxSettled } from './channel-inbox';
import { newStreamer } from './tips-fixture';

/** A delivery as Twitch sends it again: its retry counter past 0 (the header is not signed). */
function asResend(request: Request): Request {
  request.headers.set('Twitch-Eventsub-Message-Retry', '1');
  return request;
}

/** Sends deliveries `from`..`to`-1, eight at a time (as Twitch's resends when `resent`); returns the statuses. */
async function burst(
  streamerId: string,
  ids: string[],
  from: number,
  to: number,
  resent = false,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = from; start < to; start += 8) {
    const batch = ids.slice(start, Math.min(start + 8, to));
    const responses = await Promise.all(
      batch.map(async (id, i) => {
        const delivery = await follow(streamerId, id, start + i);
        return exports.default.fetch(resent ? asResend(delivery) : delivery);
      }),
    );
    statuses.push(...responses.map((r) => r.status));
  }
  return statuses;
}

/** Follows the channel's goal counted (each follow adds one: a repeat would show here). */
async function followsCounted(streamerId: string): Promise<number> {
  const { counts } = await partOfChannel(channelStub(streamerId), 'progressBar').progress();
  return counts.daily.follows.real;
}

async function followsLogged(streamerId: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT count(*) AS n FROM channel_events WHERE streamer_id = ? AND type = 'follow'",
  )
    .bind(streamerId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * The follows the channel's parts that keep no progress mark hold (rerunsHarmlessly): the live
 * state's recent events and the carousel's follow queue, each by id, with the times each id appears.
 */
async function heldByHarmlessParts(streamerId: string) {
  const { recentEvents } = await partOfChannel(channelStub(streamerId), 'liveState').current();
  const carousel = await runInDurableObject(channelStub(streamerId), (_instance, state) =>
    state.storage.get<{ state: { follows: { queue: { id: string }[]; last: { id: string } | null } } }>(
      'carouselQueuesSynced',
    ),
  );
  const follows = carousel?.state.follows;
  return {
    recent: recentEvents.map((event) => event.id),
    carousel: [...(follows?.queue ?? []), ...(follows?.last ? [follows.last] : [])].map((item) => item.id),
  };
}

const repeated = (ids: string[]) => ids.filter((id, n) => ids.indexOf(id) !== n);

describe('durable intake', () => {
  it('loses and doubles nothing when the object is evicted part-way through a burst', {
    timeout: 30_000,
  }, async () => {
    const { id } = await newStreamer();
    const ids = Array.from({ length: 48 }, () => crypto.randomUUID());
    const first = await burst(id, ids, 0, 24);
    await evictDurableObject(channelStub(id));
    const second = await burst(id, ids, 24, 48);
    // Twitch resends some of what it already delivered: acknowledged, not acted on again.
    const resent = await burst(id, ids, 16, 32, true);
    await inboxSettled(id);

    expect([...first, ...second].every((status) => status === 204)).toBe(true);
    expect(resent.every((status) => status === 200)).toBe(true);
    expect(await followsCounted(id)).toBe(48);
    expect(await followsLogged(id)).toBe(48);
  });

  it('loses and doubles nothing when the object crashes in the middle of a burst', {
    timeout: 30_000,
  }, async () => {
    const { id } = await newStreamer();
    const ids = Array.from({ length: 40 }, () => crypto.randomUUID());
    let answered = 0;
    let crashed: Promise<void> | undefined;
    // All at once; the object crashes once ten are answered, with the rest in flight or in its inbox.
    const statuses = await Promise.all(
      ids.map(async (messageId, n) => {
        const status = await exports.default
          .fetch(await follow(id, messageId, n))
          .then((response) => response.status)
          .catch(() => 0);
        if (++answered === 10) crashed = crashChannel(id);
        return status;
      }),
    );
    await crashed;
    // Twitch resends what was not acknowledged, with the same message id.
    const unacknowledged = ids.filter((_, n) => statuses[n] !== 204);
    const resent = await burst(id, unacknowledged, 0, unacknowledged.length, true);
    expect(resent.every((status) => status === 204 || status === 200)).toBe(true);
    // If nothing new had arrived, the alarm alone would pick up what is left.
    if ((await inboxCount(id)) > 0) expect(await runDurableObjectAlarm(channelStub(id))).toBe(true);
    await inboxSettled(id);

    expect(await followsCounted(id)).toBe(40);
    expect(await followsLogged(id)).toBe(40);
    // Parts that run again after the crash without a mark hold each follow once.
    const held = await heldByHarmlessParts(id);
    expect(held.recent.length).toBeGreaterThan(0);
    expect(held.carousel.length).toBeGreaterThan(0);
    expect(repeated(held.recent)).toEqual([]);
    expect(repeated(held.carousel)).toEqual([]);
  });

  it('logs an event once when Twitch sends it again, stamped anew, after a crash lost its id', async () => {
    const { id } = await newStreamer();
    const messageId = crypto.randomUUID();
    expect((await exports.default.fetch(await follow(id, messageId))).status).toBe(204);
    await inboxSettled(id);
    // The work was done but the object went down before it kept the id (as a crash can leave it).
    await runInDurableObject(channelStub(id), (_instance, state) => {
      const tables = state.storage.sql
        .exec<{ name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'seen_ids%'",
        )
        .toArray();
      for (const { name } of tables) state.storage.sql.exec(`DELETE FROM ${name}`);
    });
    // Twitch's copy arrives a moment later, counted as a retry: the event it makes has another time.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await exports.default.fetch(asResend(await follow(id, messageId)))).status).toBe(204);
    await inboxSettled(id);

    expect(await followsLogged(id)).toBe(1);
  });
});
