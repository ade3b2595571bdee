// migrations/0016 rebuilds channel_events as one row per event: a database that had the log before
// keeps every row, and the log still goes with its streamer. Each workerd test file has a database of
// its own, so this one may take its back to nothing and migrate it again.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { databaseBefore, migrateAll, streamerRow } from './migration-fixture';

const rebuild = '0016_event_log_one_row.sql';

const eventRow = (streamerId: string, eventId: string, isTest: number, at: number) =>
  env.DB.prepare(
    `INSERT INTO channel_events (streamer_id, event_id, type, user_name, user_id, amount, currency, tier, is_test, at)
     VALUES (?, ?, 'tip', 'Jo', '42', 3.5, 'EUR', NULL, ?, ?)`,
  ).bind(streamerId, eventId, isTest, at);

const indexesOfTheLog = async () =>
  (
    await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'channel_events' AND sql IS NOT NULL",
    ).all<{ name: string }>()
  ).results.map((row) => row.name);

const allEvents = async () =>
  (await env.DB.prepare('SELECT * FROM channel_events ORDER BY streamer_id, at, event_id').all()).results;

describe('migration 0016 (the event log as one row per event)', () => {
  it('keeps every logged event, drops the old index, and the log still goes with its streamer', async () => {
    await databaseBefore(rebuild);
    await env.DB.batch([
      streamerRow('ana'),
      streamerRow('bob'),
      eventRow('ana', 'first', 0, 1000),
      eventRow('ana', 'second', 1, 1000),
      eventRow('ana', 'third', 0, 2000),
      eventRow('bob', 'first', 0, 1500),
    ]);
    const before = await allEvents();
    expect(before).toHaveLength(4);
    expect(await indexesOfTheLog()).toEqual(['channel_events_streamer_at']);

    await migrateAll();

    expect(await allEvents()).toEqual(before);
    expect(await indexesOfTheLog()).toEqual([]);
    const table = await env.DB.prepare(
      "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'channel_events'",
    ).first<{ sql: string }>();
    expect(table?.sql).toMatch(/PRIMARY KEY\(`streamer_id`, `at`, `event_id`\)[\s\S]*WITHOUT ROWID$/);

    await env.DB.prepare("DELETE FROM streamers WHERE twitch_user_id = 'bob'").run();
    expect((await allEvents()).map((row) => row.streamer_id)).toEqual(['ana', 'ana', 'ana']);
  });
});
