// Every per-channel cap under a race (issue 32, point 3): with one place left, 32 adds at once take
// exactly that place; the other 31 are refused with the plain reason naming the limit (409), and the
// list ends exactly at its limit.
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { alertMediaLimits } from '../../core/alerts/media-files';
import { channelLimits } from '../../core/limits/channel-limits';
import { maxTriggeredEvents } from '../../core/triggered-events/triggered-event';
import { writeChannelVariable } from '../../db/channel-variables';
import { openDatabase } from '../../db/client';
import { origin } from './session-helpers';
import { newStreamer } from './tips-fixture';

type Streamer = Awaited<ReturnType<typeof newStreamer>>;

const parallel = 32;

/** `count` rows of the streamer's in one statement; `select` names them by `i` (1…count) and binds ?1. */
async function seed(streamerId: string, count: number, insert: string, select: string) {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
     ${insert} SELECT ${select} FROM n`,
  )
    .bind(streamerId)
    .run();
}

const rowsOf = async (table: string, streamerId: string) =>
  (
    await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE streamer_id = ?`)
      .bind(streamerId)
      .first<{ n: number }>()
  )?.n;

/** The answers of 32 parallel adds: how many were taken and what the refused ones said. */
async function race(send: (i: number) => Promise<Response>) {
  const answers = await Promise.all(
    Array.from({ length: parallel }, async (_, i) => {
      const response = await send(i);
      return { status: response.status, body: (await response.json()) as { reason?: string } };
    }),
  );
  return {
    taken: answers.filter((answer) => answer.status === 200).length,
    refused: answers.filter((answer) => answer.status !== 200),
  };
}

type Cap = {
  name: string;
  table: string;
  limit: number;
  reason: RegExp;
  fill(streamer: Streamer, count: number): Promise<void>;
  add(streamer: Streamer, i: number): Promise<Response>;
};

const png = Uint8Array.from([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  0,
  0,
  0,
  13,
  0x49,
  0x48,
  0x44,
  0x52,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  8,
  6,
  ...new Array<number>(100).fill(0),
]);

const caps: Cap[] = [
  {
    name: 'commands',
    table: 'commands',
    limit: channelLimits.commands,
    reason: /already has 1,000 commands, the most it can keep/,
    fill: (s, count) =>
      seed(
        s.id,
        count,
        'INSERT INTO commands (id, streamer_id, command, command_key, type, text, created_at)',
        "?1 || '-c' || i, ?1, 'seed' || i, 'seed' || i, 'Text', 'x', i",
      ),
    add: (s, i) =>
      s.api('POST', '/api/commands', {
        format: 'add',
        command: { command: `race${i}`, type: 'Text', text: 'Hi' },
      }),
  },
  {
    name: 'quotes',
    table: 'quotes',
    limit: channelLimits.quotes,
    reason: /already has 50,000 quotes, the most it can keep/,
    fill: (s, count) =>
      seed(
        s.id,
        count,
        'INSERT INTO quotes (streamer_id, number, text, submitter, timestamp)',
        "?1, i, 'q', 's', i",
      ),
    add: (s, i) => s.api('POST', '/api/quotes', { text: `Race quote ${i}` }),
  },
  {
    name: 'channel-point replies',
    table: 'text_replies',
    limit: channelLimits.textReplies,
    reason: /already has 100 text replies, the most it can keep/,
    fill: (s, count) =>
      seed(
        s.id,
        count,
        'INSERT INTO text_replies (id, streamer_id, redemption_title, text, created_at)',
        "?1 || '-r' || i, ?1, 'Seed reward ' || i, 'x', i",
      ),
    add: (s, i) =>
      s.api('POST', '/api/twitch/textReply', { redemptionTitle: `Race reward ${i}`, text: 'Thanks!' }),
  },
  {
    name: 'reactions',
    table: 'reactions',
    limit: maxTriggeredEvents,
    reason: new RegExp(`at most ${maxTriggeredEvents} reactions`),
    fill: (s, count) =>
      seed(
        s.id,
        count,
        'INSERT INTO reactions (id, streamer_id, event_type, text, created_at)',
        "?1 || '-e' || i, ?1, 'follow', 'x', i",
      ),
    add: (s, i) =>
      s.api('POST', '/api/triggeredEvent', { eventType: 'follow', text: `Welcome ${i}`, enabled: true }),
  },
  {
    name: 'regulars',
    table: 'regulars',
    limit: channelLimits.regulars,
    reason: /already has 1,000 regulars, the most it can keep/,
    fill: (s, count) =>
      seed(s.id, count, 'INSERT INTO regulars (streamer_id, login, added_at)', "?1, 'seed' || i, i"),
    add: (s, i) => s.api('POST', '/api/regulars', { login: `racer${i}` }),
  },
  {
    name: 'editors',
    table: 'channel_editors',
    limit: channelLimits.editors,
    reason: /already has 25 editors, the most it can keep/,
    fill: (s, count) =>
      seed(s.id, count, 'INSERT INTO channel_editors (streamer_id, login, added_at)', "?1, 'seed' || i, i"),
    add: (s, i) => s.api('POST', '/api/editors', { login: `racer${i}` }),
  },
  {
    name: 'alert media',
    table: 'alert_media',
    limit: alertMediaLimits.files,
    reason: new RegExp(`already has ${alertMediaLimits.files} media files, the most it can keep`),
    fill: (s, count) =>
      seed(
        s.id,
        count,
        'INSERT INTO alert_media (id, streamer_id, kind, content_type, bytes, name, created_at)',
        "?1 || '-m' || i || '.png', ?1, 'image', 'image/png', 100, 'seed.png', i",
      ),
    add: (s, i) => {
      const form = new FormData();
      form.append('file', new File([png], `race${i}.png`, { type: 'image/png' }));
      return exports.default.fetch(
        new Request(`${origin}/api/alerts/media`, {
          method: 'POST',
          headers: { Cookie: s.cookie, Origin: origin },
          body: form,
        }),
      );
    },
  },
];

describe('32 parallel adds with one place left', () => {
  for (const cap of caps) {
    it(`${cap.name}: exactly one is taken, 31 refused with the limit (409)`, async () => {
      const streamer = await newStreamer();
      await cap.fill(streamer, cap.limit - 1);
      const { taken, refused } = await race((i) => cap.add(streamer, i));
      expect(taken).toBe(1);
      expect(refused).toHaveLength(parallel - 1);
      for (const answer of refused) {
        expect(answer.status).toBe(409);
        expect(answer.body.reason).toMatch(cap.reason);
      }
      expect(await rowsOf(cap.table, streamer.id)).toBe(cap.limit);
      // 32 requests and a filled table on a shared machine: room to finish, not a timing.
    }, 30_000);
  }

  it('variables ({setvar}): exactly one new name is kept, an existing one is still updated', async () => {
    const streamer = await newStreamer();
    await seed(
      streamer.id,
      channelLimits.variables - 1,
      'INSERT INTO channel_variables (streamer_id, name, value)',
      "?1, 'seed' || i, 'x'",
    );
    const db = openDatabase(env.DB);
    const kept = await Promise.all(
      Array.from({ length: parallel }, (_, i) => writeChannelVariable(db, streamer.id, `race${i}`, 'y')),
    );
    expect(kept.filter(Boolean)).toHaveLength(1);
    expect(await rowsOf('channel_variables', streamer.id)).toBe(channelLimits.variables);
    expect(await writeChannelVariable(db, streamer.id, 'seed1', 'z')).toBe(true);
  });
});
