// What one streamer may keep and spend: each limit is refused at its edge with a reason, and the
// refused write changes nothing.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { channelLimits } from '../../core/limits/channel-limits';
import worker from '../../worker/index';
import { newStreamer } from './tips-fixture';

type Streamer = Awaited<ReturnType<typeof newStreamer>>;

/** Fills a table with `count` rows for the streamer in one statement (a recursive counter). */
async function fill(table: string, columns: string, values: string, streamerId: string, count: number) {
  await env.DB.prepare(
    `INSERT INTO ${table} (${columns})
     WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < ?)
     SELECT ${values} FROM n`,
  )
    .bind(count, streamerId)
    .run();
}

async function countOf(table: string, streamerId: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE streamer_id = ?`)
    .bind(streamerId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function chat(streamer: Streamer, text: string): Promise<string[]> {
  const body = await streamer.json('POST', '/api/simulator/chat', {
    text,
    user: 'Mod',
    roles: ['moderator'],
  });
  return body.replies as string[];
}

const addCommand = (streamer: Streamer, command: Record<string, unknown>) =>
  streamer.api('POST', '/api/commands', { format: 'add', command });

describe('what a channel may keep', () => {
  it(`refuses command ${channelLimits.commands + 1}, from the dashboard and from chat`, async () => {
    const streamer = await newStreamer();
    await fill(
      'commands',
      'id, streamer_id, command, command_key, type, text, created_at',
      "'c' || x || ?2, ?2, 'c' || x, 'c' || x, 'Text', 'hi', 0",
      streamer.id,
      channelLimits.commands - 2,
    );
    expect((await addCommand(streamer, { command: 'addcommand', type: 'addcommand' })).status).toBe(200);
    expect((await addCommand(streamer, { command: 'last', type: 'Text', text: 'fits' })).status).toBe(200);
    expect(await countOf('commands', streamer.id)).toBe(channelLimits.commands);

    const refused = await addCommand(streamer, { command: 'onemore', type: 'Text', text: 'too many' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      status: false,
      reason: 'This channel already has 1,000 commands, the most it can keep. Delete some first.',
    });
    expect(await chat(streamer, '!addcommand !another nope')).toEqual([
      'This channel already has 1,000 commands, the most it can keep. Delete some first.',
    ]);
    expect(await countOf('commands', streamer.id)).toBe(channelLimits.commands);
  });

  it(`refuses quote ${channelLimits.quotes + 1} in chat`, async () => {
    const streamer = await newStreamer();
    expect((await addCommand(streamer, { command: 'addquote', type: 'addquote' })).status).toBe(200);
    await fill(
      'quotes',
      'streamer_id, number, text, submitter, timestamp',
      "?2, x, 'quote ' || x, 'someone', 0",
      streamer.id,
      channelLimits.quotes - 1,
    );
    expect(await chat(streamer, '!addquote the last one')).toEqual([`Added quote #${channelLimits.quotes}.`]);
    expect(await chat(streamer, '!addquote one too many')).toEqual([
      'This channel already has 50,000 quotes, the most it can keep. Delete some first.',
    ]);
    expect(await countOf('quotes', streamer.id)).toBe(channelLimits.quotes);
  });

  it(`refuses text reply ${channelLimits.textReplies + 1}`, async () => {
    const streamer = await newStreamer();
    await fill(
      'text_replies',
      'id, streamer_id, redemption_title, text, created_at',
      "'r' || x || ?2, ?2, 'Reward ' || x, 'thanks', 0",
      streamer.id,
      channelLimits.textReplies - 1,
    );
    const reply = { redemptionTitle: 'Hydrate', text: 'Drink water, {username}!', enabled: true };
    expect((await streamer.api('POST', '/api/twitch/textReply', reply)).status).toBe(200);
    const refused = await streamer.api('POST', '/api/twitch/textReply', {
      ...reply,
      redemptionTitle: 'Stretch',
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { reason: string }).reason).toBe(
      'This channel already has 100 text replies, the most it can keep. Delete some first.',
    );
    expect(await countOf('text_replies', streamer.id)).toBe(channelLimits.textReplies);
  });

  it(`keeps at most ${channelLimits.variables} variables of ${channelLimits.variableLength} characters`, async () => {
    const streamer = await newStreamer();
    await fill(
      'channel_variables',
      'streamer_id, name, value',
      "?2, 'v' || x, '0'",
      streamer.id,
      channelLimits.variables - 1,
    );
    await addCommand(streamer, { command: 'set', type: 'Text', text: '{setvar.{target}|1}set {target}' });
    expect(await chat(streamer, '!set fresh')).toEqual(['set fresh']);
    expect(await chat(streamer, '!set another')).toEqual([
      '(this channel already keeps 1000 variables)set another',
    ]);
    // An existing name is still updated.
    expect(await chat(streamer, '!set v1')).toEqual(['set v1']);
    expect(await countOf('channel_variables', streamer.id)).toBe(channelLimits.variables);

    await addCommand(streamer, {
      command: 'long',
      type: 'Text',
      text: `{setvar.v2|${'x'.repeat(1001)}}done`,
    });
    expect(await chat(streamer, '!long')).toEqual(['(setvar keeps at most 1000 characters)done']);
    const row = await env.DB.prepare(
      "SELECT value FROM channel_variables WHERE streamer_id = ? AND name = 'v2'",
    )
      .bind(streamer.id)
      .first<{ value: string }>();
    expect(row?.value).toBe('0');
  });
});

describe('the event log', () => {
  it(`is pruned to ${channelLimits.eventLogDays} days by the cron`, async () => {
    const streamer = await newStreamer();
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    for (const [id, age] of [
      ['old', channelLimits.eventLogDays * day + 60_000],
      ['recent', channelLimits.eventLogDays * day - 60_000],
    ] as const) {
      await env.DB.prepare(
        "INSERT INTO channel_events (streamer_id, event_id, type, is_test, at) VALUES (?, ?, 'follow', 0, ?)",
      )
        .bind(streamer.id, `${id}-${streamer.id}`, now - age)
        .run();
    }
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: '17 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const { results } = await env.DB.prepare('SELECT event_id FROM channel_events WHERE streamer_id = ?')
      .bind(streamer.id)
      .all<{ event_id: string }>();
    expect(results.map((row) => row.event_id)).toEqual([`recent-${streamer.id}`]);
  });
});

describe('what a streamer may spend', () => {
  it('answers 429 with Retry-After past 120 changes a minute, changing nothing, while reads go on', {
    timeout: 30_000,
  }, async () => {
    const streamer = await newStreamer();
    // The allowance refills as the minute goes on, so the first refusal comes at 120 or a little after.
    let accepted = 0;
    let refused: Response | undefined;
    while (!refused && accepted < 400) {
      const response = await addCommand(streamer, { command: `c${accepted}`, type: 'Text', text: 'hi' });
      if (response.status === 429) refused = response;
      else {
        expect(response.status).toBe(200);
        accepted++;
      }
    }
    expect(accepted).toBeGreaterThanOrEqual(120);
    expect(accepted).toBeLessThan(400);
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(await refused?.json()).toEqual({
      status: false,
      reason: expect.stringMatching(/^Too many changes and tests in a minute\. Wait \d+ s and try again\.$/),
    });
    expect(await countOf('commands', streamer.id)).toBe(accepted);
    expect((await streamer.api('GET', '/api/commands')).status).toBe(200);
  });
});
