// Command uses are counted in the channel's object, one row written per use into its 10-minute
// generation's table, and reach D1 once that generation has closed: its sums are written and its table
// dropped, which writes no row. Shown counts never lag, and no use is lost or counted twice.
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { UsageCounts, usageGenerationMs } from '../../durable-objects/chat/usage-counts';
import { GenerationTables } from '../../durable-objects/storage/generation-tables';
import { channelStub } from './channel-inbox';
import { streamerFixture } from './live-events-fixture';

/** The generation tables holding uses in the channel's object. */
const useTables = (streamerId: string) =>
  runInDurableObject(channelStub(streamerId), (_instance, state) =>
    state.storage.sql
      .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE name LIKE 'command\\_uses%' ESCAPE '\\'")
      .toArray()
      .map((row) => row.name),
  );

const usesInD1 = async (streamerId: string, command: string) =>
  (
    await env.DB.prepare(
      'SELECT number_of_times_used AS n FROM commands WHERE streamer_id = ? AND command = ?',
    )
      .bind(streamerId, command)
      .first<{ n: number }>()
  )?.n;

/** The channel's alarm, run as if `aheadMs` had passed: every generation open now has closed. */
async function alarmLater(streamerId: string, aheadMs = usageGenerationMs + 3 * 60_000) {
  const realNow = Date.now;
  Date.now = () => realNow() + aheadMs;
  try {
    await runDurableObjectAlarm(channelStub(streamerId));
  } finally {
    Date.now = realNow;
  }
}

/** A storage whose SQL adds up the rows each statement wrote. */
function countingStorage(storage: DurableObjectStorage) {
  const cursors: SqlStorageCursor<Record<string, SqlStorageValue>>[] = [];
  const sql = {
    exec: (query: string, ...bindings: unknown[]) => {
      const cursor = storage.sql.exec(query, ...bindings);
      cursors.push(cursor);
      return cursor;
    },
  } as SqlStorage;
  return {
    storage: { sql } as DurableObjectStorage,
    /** Rows written since the last call. */
    written: () => cursors.splice(0).reduce((sum, cursor) => sum + cursor.rowsWritten, 0),
  };
}

describe('command use counts', () => {
  it('keeps uses across an eviction, shows them at once, and writes them to D1 once their generation closes', async () => {
    const streamer = await streamerFixture();
    const say = async (text: string) =>
      (await streamer.api('POST', '/api/simulator/chat', { user: 'viewer', text, roles: [] })).body.replies;
    const shown = async () =>
      (
        (await streamer.api('GET', '/api/commands')).body.commands as {
          command: string;
          numberOfTimesUsed: number;
        }[]
      ).find((command) => command.command === 'hi')?.numberOfTimesUsed;
    expect(
      (
        await streamer.api('POST', '/api/commands', {
          format: 'add',
          command: { command: 'hi', type: 'Text', text: 'Hi {count}' },
        })
      ).status,
    ).toBe(200);

    expect(await say('!hi')).toEqual(['Hi 1']);
    expect(await say('!hi')).toEqual(['Hi 2']);
    expect(await shown()).toBe(2);
    await evictDurableObject(channelStub(streamer.streamerId));
    // Stored, not in D1 yet: the dashboard counts them all the same.
    expect(await usesInD1(streamer.streamerId, 'hi')).toBe(0);
    expect(await shown()).toBe(2);

    await alarmLater(streamer.streamerId);
    expect(await usesInD1(streamer.streamerId, 'hi')).toBe(2);
    expect(await useTables(streamer.streamerId)).toEqual([]);
    expect(await shown()).toBe(2);
    expect(await say('!hi')).toEqual(['Hi 3']);
  });

  it('neither loses nor doubles the uses made while D1 is written, and keeps them when the write fails', async () => {
    const streamer = await streamerFixture();
    await runInDurableObject(channelStub(streamer.streamerId), async (_instance, state) => {
      const counts = new UsageCounts(state.storage);
      const now = Date.now();
      const earlier = now - usageGenerationMs;
      counts.add('a', earlier);
      counts.add('a', earlier);
      counts.add('b', now);
      const written: Map<string, number>[] = [];

      await expect(
        counts.flush(async () => {
          throw new Error('D1 is down');
        }, now),
      ).rejects.toThrow('D1 is down');
      expect(counts.pending()).toEqual(
        new Map([
          ['a', 2],
          ['b', 1],
        ]),
      );

      await counts.flush(async (uses) => {
        written.push(new Map(uses));
        counts.add('a', now);
        // Even a use stamped in the generation being written (a clock that went back) waits for the next.
        counts.add('a', earlier);
      }, now);
      expect(written).toEqual([new Map([['a', 2]])]);
      expect(counts.pending()).toEqual(
        new Map([
          ['a', 2],
          ['b', 1],
        ]),
      );

      await counts.flush(
        async (uses) => {
          written.push(new Map(uses));
        },
        now + 2 * usageGenerationMs,
      );
      expect(written[1]).toEqual(
        new Map([
          ['a', 2],
          ['b', 1],
        ]),
      );
      expect(counts.isEmpty).toBe(true);
      expect(counts.pending()).toEqual(new Map());
    });
  });

  it('writes one row per use into the generation it opened, and none to write D1 and forget them', async () => {
    const streamer = await streamerFixture();
    await runInDurableObject(channelStub(streamer.streamerId), async (_instance, state) => {
      const counting = countingStorage(state.storage);
      const counts = new UsageCounts(counting.storage);
      const now = Date.now();
      counts.add('a', now);
      counting.written(); // the generation's table made
      counts.add('a', now);
      counts.add('b', now);
      expect(counting.written()).toBe(2);
      expect(counts.closesAt()).toBe((Math.floor(now / usageGenerationMs) + 1) * usageGenerationMs);
      await counts.flush(async () => {}, now + usageGenerationMs);
      expect(counting.written()).toBe(0);
      expect(counts.isEmpty).toBe(true);
    });
  });

  it('carries over the uses kept in the command_uses table of before, due at once', async () => {
    for (const shape of ['', ' WITHOUT ROWID']) {
      const streamer = await streamerFixture();
      await runInDurableObject(channelStub(streamer.streamerId), async (_instance, state) => {
        const sql = state.storage.sql;
        sql.exec(`CREATE TABLE command_uses (command_id TEXT PRIMARY KEY, uses INTEGER NOT NULL)${shape}`);
        sql.exec("INSERT INTO command_uses VALUES ('a', 3), ('b', 1)");

        const counts = new UsageCounts(state.storage);
        expect(sql.exec("SELECT 1 FROM sqlite_master WHERE name = 'command_uses'").toArray()).toEqual([]);
        expect(counts.pending()).toEqual(
          new Map([
            ['a', 3],
            ['b', 1],
          ]),
        );
        const now = Date.now();
        expect(counts.closesAt()).toBeLessThanOrEqual(now);
        counts.add('a', now);
        const written: Map<string, number>[] = [];
        await counts.flush(async (uses) => {
          written.push(new Map(uses));
        }, now);
        expect(written).toEqual([
          new Map([
            ['a', 3],
            ['b', 1],
          ]),
        ]);
        expect(counts.pending()).toEqual(new Map([['a', 1]]));
        // Another object's life finds the same.
        expect(new UsageCounts(state.storage).pending()).toEqual(new Map([['a', 1]]));
      });
    }
  });
});

describe('generation tables', () => {
  it('knows only its own tables, by the number after the prefix', async () => {
    const streamer = await streamerFixture();
    await runInDurableObject(channelStub(streamer.streamerId), (_instance, state) => {
      const sql = state.storage.sql;
      for (const name of ['gen_t_7', 'gen_t_12', 'gen_tx9', 'gen_t_old', 'gen_t'])
        sql.exec(`CREATE TABLE ${name} (id TEXT PRIMARY KEY) WITHOUT ROWID`);
      const tables = new GenerationTables(sql, 'gen_t_', '(id TEXT PRIMARY KEY) WITHOUT ROWID');
      expect(tables.list()).toEqual([7, 12]);
      tables.open(13);
      tables.dropBefore(12);
      expect(tables.list()).toEqual([12, 13]);
      expect(new GenerationTables(sql, 'gen_t_', '(id TEXT PRIMARY KEY) WITHOUT ROWID').list()).toEqual([
        12, 13,
      ]);
      expect(sql.exec("SELECT 1 FROM sqlite_master WHERE name = 'gen_t_7'").toArray()).toEqual([]);
    });
  });
});
