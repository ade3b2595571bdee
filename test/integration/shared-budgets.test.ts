// What all channels share is bounded per channel: the Simulator's events in the shared event log, and
// a streamer's API allowance, which an eviction does not refill.
import { evictDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { testEventLog } from '../../core/limits/channel-limits';
import { pruneChannelEvents } from '../../db/channel-events';
import { openDatabase } from '../../db/client';
import { apiAllowanceOf } from '../../durable-objects/limits/limits-do';
import { newStreamer } from './tips-fixture';

const loggedEvents = async (streamerId: string) =>
  (
    await env.DB.prepare('SELECT is_test AS isTest, at FROM channel_events WHERE streamer_id = ?')
      .bind(streamerId)
      .all<{ isTest: number; at: number }>()
  ).results;

describe('the Simulator’s events in the shared event log', () => {
  it('keeps at most a channel’s newest few, and forgets them after a day', { timeout: 60_000 }, async () => {
    const streamer = await newStreamer();
    for (let flood = 0; flood < 2; flood++) {
      const response = await streamer.api('POST', '/api/simulator/event', { type: 'follow', count: 60 });
      expect(response.status).toBe(200);
    }
    const logged = await loggedEvents(streamer.id);
    expect(logged).toHaveLength(testEventLog.perChannel);

    // The cron forgets test events older than a day, and real ones only after the log's days.
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    await env.DB.prepare(
      `INSERT INTO channel_events (streamer_id, event_id, type, is_test, at)
       VALUES (?1, 'real-old', 'follow', 0, ?2), (?1, 'test-old', 'follow', 1, ?2)`,
    )
      .bind(streamer.id, now - 2 * day)
      .run();
    await pruneChannelEvents(openDatabase(env.DB), now - 90 * day, now - day);
    const kept = await loggedEvents(streamer.id);
    expect(kept.filter((row) => row.at === now - 2 * day)).toEqual([{ isTest: 0, at: now - 2 * day }]);
    expect(kept.filter((row) => row.isTest === 1)).toHaveLength(testEventLog.perChannel);
  });
});

describe('a streamer’s API allowance', () => {
  it('is not refilled by an eviction', async () => {
    const streamer = await newStreamer();
    const allowance = apiAllowanceOf(env, streamer.id);
    while ((await allowance.spendApi('write')).ok);
    const drainedAt = Date.now();
    // The object that keeps it is evicted (the channel's own object no longer keeps it).
    await evictDurableObject(allowance);
    // It gives back only what the time since refills (two a second), not the minute's 120.
    let granted = 0;
    while ((await allowance.spendApi('write')).ok) granted++;
    expect(granted).toBeLessThanOrEqual(Math.ceil(((Date.now() - drainedAt) / 1000) * 2) + 1);

    // The dashboard's changes spend it: drained, the next is refused (again if a refill slipped in between).
    let refused = await streamer.api('POST', '/api/simulator/event', { type: 'follow', user: 'Solo' });
    for (let attempt = 0; attempt < 3 && refused.status !== 429; attempt++) {
      while ((await allowance.spendApi('write')).ok);
      refused = await streamer.api('POST', '/api/simulator/event', { type: 'follow', user: 'Solo' });
    }
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({
      status: false,
      reason: expect.stringContaining('Too many'),
    });
    // Reads have their own allowance.
    expect((await streamer.api('GET', '/api/simulator')).status).toBe(200);
  });
});
