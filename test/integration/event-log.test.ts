// The channel_events log writes one row per event, logs a repeated event once (looking back for it only
// when the event may be a copy), and keeps a channel's Simulator events to its newest few.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { testEventLog } from '../../core/limits/channel-limits';
import type { LiveEvent } from '../../core/live/live-event';
import { recordChannelEvent } from '../../db/channel-events';
import { openDatabase } from '../../db/client';
import { newStreamer } from './tips-fixture';

const db = openDatabase(env.DB);

const follow = (id: string, at: number, isTest = false): LiveEvent => ({
  id,
  type: 'follow',
  user: `Viewer-${id}`,
  isTest,
  at,
});

/** The binding, with the rows each statement's run read added to `reads.rows` (D1's meta.rows_read). */
function rowsReadCounting(d1: D1Database, reads: { rows: number }): D1Database {
  const counting = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, key) {
        if (key === 'bind') return (...values: unknown[]) => counting(target.bind(...values));
        if (key === 'run')
          return async () => {
            const result = await target.run();
            reads.rows += result.meta.rows_read;
            return result;
          };
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return new Proxy(d1, {
    get(target, key) {
      if (key === 'prepare') return (query: string) => counting(target.prepare(query));
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const logged = async (streamerId: string) =>
  (
    await env.DB.prepare(
      'SELECT event_id AS id, at FROM channel_events WHERE streamer_id = ? ORDER BY at, event_id',
    )
      .bind(streamerId)
      .all<{ id: string; at: number }>()
  ).results;

describe('the event log', () => {
  it('writes one row for an event: no index row beside it', async () => {
    const streamer = await newStreamer();
    const { meta } = await env.DB.prepare(
      "INSERT INTO channel_events (streamer_id, event_id, type, is_test, at) VALUES (?, 'one', 'follow', 0, ?)",
    )
      .bind(streamer.id, Date.now())
      .run();
    expect(meta.rows_written).toBe(1);
  });

  it('logs a repeated event once, whether it comes again with the same time or, marked as a possible copy, taken in again minutes later', async () => {
    const streamer = await newStreamer();
    const at = Date.now() - 60 * 60_000;
    await recordChannelEvent(db, streamer.id, follow('twice', at));
    // A retry of stored work keeps the event's time.
    await recordChannelEvent(db, streamer.id, follow('twice', at));
    // Work lost in a crash before its id was kept: Twitch sends it again, stamped on arrival.
    await recordChannelEvent(db, streamer.id, { ...follow('twice', at + 5 * 60_000), mayBeRepeat: true });
    // Another event at the same moment is its own, and so is one marked as a possible copy.
    await recordChannelEvent(db, streamer.id, follow('other', at));
    await recordChannelEvent(db, streamer.id, { ...follow('new', at + 60_000), mayBeRepeat: true });

    expect(await logged(streamer.id)).toEqual([
      { id: 'other', at },
      { id: 'twice', at },
      { id: 'new', at: at + 60_000 },
    ]);
  });

  it("reads as many rows to log a first delivery whatever the channel's log holds; only a possible copy looks back", async () => {
    const streamer = await newStreamer();
    const at = Date.now();
    const reads = { rows: 0 };
    const metered = openDatabase(rowsReadCounting(env.DB, reads));
    const rowsReadBy = async (event: LiveEvent) => {
      reads.rows = 0;
      await recordChannelEvent(metered, streamer.id, event);
      return reads.rows;
    };

    const onEmptyLog = await rowsReadBy(follow('first', at - 30_000));
    // A busy stretch: fifty events in the ten minutes before.
    await env.DB.batch(
      Array.from({ length: 50 }, (_, i) =>
        env.DB.prepare(
          "INSERT INTO channel_events (streamer_id, event_id, type, is_test, at) VALUES (?, ?, 'follow', 0, ?)",
        ).bind(streamer.id, `busy-${i}`, at - 10 * 60_000 + i),
      ),
    );
    expect(await rowsReadBy(follow('second', at))).toBe(onEmptyLog);
    expect(await rowsReadBy({ ...follow('third', at + 1), mayBeRepeat: true })).toBeGreaterThan(50);
  });

  it(`keeps a channel's newest ${testEventLog.perChannel} Simulator events, with its real ones and other channels' all kept`, {
    timeout: 30_000,
  }, async () => {
    const streamer = await newStreamer();
    const other = await newStreamer();
    const start = Date.now() - 60 * 60_000;
    await recordChannelEvent(db, streamer.id, follow('real', start));
    await recordChannelEvent(db, other.id, follow('elsewhere', start, true));
    const fired = testEventLog.perChannel + 4;
    // Two at each moment, as a flood's often are.
    for (let i = 0; i < fired; i++)
      await recordChannelEvent(db, streamer.id, follow(`test-${i}`, start + Math.floor(i / 2), true));

    // The four oldest went (the first two moments); the real follow stays.
    const kept = (await logged(streamer.id)).map((row) => row.id);
    const newest = Array.from({ length: testEventLog.perChannel }, (_, k) => `test-${fired - 1 - k}`);
    expect(kept.sort()).toEqual(['real', ...newest].sort());
    expect(await logged(other.id)).toEqual([{ id: 'elsewhere', at: start }]);
  });

  it('of a flood that shares one moment, keeps the greatest ids (the order Recent activity lists them in)', async () => {
    const streamer = await newStreamer();
    const at = Date.now();
    const ids = Array.from(
      { length: testEventLog.perChannel + 2 },
      (_, i) => `id-${String(i).padStart(3, '0')}`,
    );
    for (const id of ids) await recordChannelEvent(db, streamer.id, follow(id, at, true));
    expect((await logged(streamer.id)).map((row) => row.id)).toEqual(ids.slice(2));
  }, 30_000);
});
