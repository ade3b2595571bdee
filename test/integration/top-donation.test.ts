import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { openEventsOverlay, type StreamerFixture, settle, streamerFixture } from './live-events-fixture';

type TopRow = { top_reset_period: string; top_reset_at: number | null; top_donation_is_reset: number };

async function topRow(streamerId: string): Promise<TopRow | null> {
  return env.DB.prepare(
    'SELECT top_reset_period, top_reset_at, top_donation_is_reset FROM tip_settings WHERE streamer_id = ?',
  )
    .bind(streamerId)
    .first<TopRow>();
}

/** Moves the channel's clock back: its last reset happened at `at`. */
async function lastResetAt(streamerId: string, at: number) {
  await env.DB.prepare('UPDATE tip_settings SET top_reset_at = ? WHERE streamer_id = ?')
    .bind(at, streamerId)
    .run();
}

async function runCron(scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: '17 * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}

async function cheer(streamer: StreamerFixture, user: string, amount: number) {
  await streamer.api('POST', '/api/simulator/event', { type: 'cheer', user, amount });
}

describe('top-donation reset period', () => {
  it('saves the period, shows it on the carousel page and starts its clock', async () => {
    const streamer = await streamerFixture();
    const before = Date.now();
    expect(await streamer.api('POST', '/api/tips/tipResetPeriod', { period: 'week' })).toEqual({
      status: 200,
      body: { status: true },
    });
    const { body } = await streamer.api('GET', '/api/carousel');
    expect(body.data).toMatchObject({ resetTopDonationPeriod: 'week' });
    const row = await topRow(streamer.streamerId);
    expect(row).toMatchObject({ top_reset_period: 'week', top_donation_is_reset: 0 });
    expect(row?.top_reset_at).toBeGreaterThanOrEqual(before);

    await streamer.api('POST', '/api/tips/tipResetPeriod', { period: 'none' });
    expect((await streamer.api('GET', '/api/carousel')).body.data).toMatchObject({
      resetTopDonationPeriod: 'none',
    });
  });

  it('refuses an unknown period and keeps the saved one', async () => {
    const streamer = await streamerFixture();
    await streamer.api('POST', '/api/tips/tipResetPeriod', { period: 'month' });
    for (const body of [{ period: 'hourly' }, { period: 'Month' }, {}, { period: 7 }]) {
      const response = await streamer.api('POST', '/api/tips/tipResetPeriod', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ status: false, reason: expect.any(String) });
    }
    expect(await topRow(streamer.streamerId)).toMatchObject({ top_reset_period: 'month' });
  });
});

describe('resetting the top tip/cheer', () => {
  it('by hand marks it reset; the next top cheer clears the mark', async () => {
    const streamer = await streamerFixture();
    await cheer(streamer, 'First', 300);
    expect((await streamer.api('DELETE', '/api/events/removeEvent', { type: 'top' })).status).toBe(200);
    expect(await topRow(streamer.streamerId)).toMatchObject({ top_donation_is_reset: 1 });

    await cheer(streamer, 'Second', 10);
    expect(await topRow(streamer.streamerId)).toMatchObject({ top_donation_is_reset: 0 });
    const overlay = await openEventsOverlay(streamer.overlayKey);
    expect((await overlay.nextQueues()).top.last).toMatchObject({ name: 'Second', amount: 10 });
    overlay.close();
  });

  it("the hourly cron resets a channel whose period ended, and leaves others' tops alone", async () => {
    const now = Date.UTC(2026, 10, 4, 0, 17); // a Wednesday, 00:17 UTC
    const due = await streamerFixture('Due');
    const notDue = await streamerFixture('NotDue');
    const noPeriod = await streamerFixture('NoPeriod');
    for (const streamer of [due, notDue, noPeriod]) await cheer(streamer, `${streamer.name}Fan`, 500);
    await due.api('POST', '/api/tips/tipResetPeriod', { period: 'day' });
    await notDue.api('POST', '/api/tips/tipResetPeriod', { period: 'week' });
    await lastResetAt(due.streamerId, Date.UTC(2026, 10, 3, 23, 17)); // yesterday
    await lastResetAt(notDue.streamerId, Date.UTC(2026, 10, 2, 0, 17)); // this Monday

    const dueOverlay = await openEventsOverlay(due.overlayKey);
    const notDueOverlay = await openEventsOverlay(notDue.overlayKey);
    const noPeriodOverlay = await openEventsOverlay(noPeriod.overlayKey);
    const overlays = [dueOverlay, notDueOverlay, noPeriodOverlay];
    for (const overlay of overlays) expect((await overlay.nextQueues()).top.last).not.toBeNull();

    await runCron(now);

    expect((await dueOverlay.nextQueues()).top.last).toBeNull();
    expect(await topRow(due.streamerId)).toMatchObject({ top_reset_at: now, top_donation_is_reset: 1 });
    await settle();
    for (const overlay of [notDueOverlay, noPeriodOverlay]) expect(overlay.stateMessages()).toHaveLength(1);
    expect(await topRow(notDue.streamerId)).toMatchObject({ top_donation_is_reset: 0 });
    expect(await topRow(noPeriod.streamerId)).toBeNull();

    // Once reset, the same day's later runs leave it alone.
    await cheer(due, 'LaterFan', 20);
    expect((await dueOverlay.nextQueues()).top.last).toMatchObject({ name: 'LaterFan' });
    await runCron(now + 3_600_000);
    await settle();
    expect(dueOverlay.stateMessages()).toHaveLength(3);
    for (const overlay of overlays) overlay.close();
  });
});
