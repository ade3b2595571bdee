// The channel_events log writes one row per event, logs a repeated event once, and keeps a channel's
// Simulator events to its newest few.
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

  it('logs a repeated event once, whether it comes again with the same time or taken in again minutes later', async () => {
    const streamer = await newStreamer();
    const at = Date.now() - 60 * 60_000;
    await recordChannelEvent(db, streamer.id, follow('twice', at));
    await recordChannelEvent(db, streamer.id, follow('twice', at));
    // Work lost in a crash before its id was kept: Twitch sends it again, stamped on arrival.
    await recordChannelEvent(db, streamer.id, follow('twice', at + 5 * 60_000));
    await recordChannelEvent(db, streamer.id, follow('twice', at - 60_000));
    // Another event at the same moment is its own.
    await recordChannelEvent(db, streamer.id, follow('other', at));

    expect(await logged(streamer.id)).toEqual([
      { id: 'other', at },
      { id: 'twice', at },
    ]);
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
