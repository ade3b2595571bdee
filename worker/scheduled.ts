// Periodic work that no single request should pay for: clean-up (expired sessions, events past the
// log's 90 days, hosted speech past its 30 days, import reads never applied), EventSub reconciliation,
// the hourly validation of stored tokens, re-arming channel alarms and the carousel's scheduled
// top-donation resets. Every task goes on with the next channel
// when one throws, and a task that fails as a whole does not stop the others.
import { isSpeechEntryDue, speechCache } from '../core/alerts/speech-cache';
import { isTopResetDue } from '../core/carousel/top-reset-period';
import { channelLimits, testEventLog } from '../core/limits/channel-limits';
import { channelsWithAnnouncements } from '../db/announcements';
import { pruneChannelEvents } from '../db/channel-events';
import { openDatabase } from '../db/client';
import { deleteExpiredSessions } from '../db/sessions';
import { channelsWithTopResetPeriod } from '../db/top-donation';
import {
  errorText,
  reconcileAllChannels,
  reconcileContext,
} from '../integrations/twitch/subscription-reconciliation';
import { validateStoredTokens } from '../integrations/twitch/token-health';
import { twitchTokenStore } from '../integrations/twitch/token-store';
import { channelOf, type Env, partOf } from './env';
import { streamElementsReads } from './import/streamelements-reads';
import { sweepBucket } from './storage/bucket-sweep';

export async function runScheduledWork(env: Env, now: number): Promise<void> {
  const db = openDatabase(env.DB);
  await task('session clean-up', () => deleteExpiredSessions(db, now));
  // One statement over every channel's log, so there is no channel to isolate.
  await task('event-log pruning', () =>
    pruneChannelEvents(
      db,
      now - channelLimits.eventLogDays * 24 * 60 * 60 * 1000,
      now - testEventLog.hours * 60 * 60 * 1000,
    ),
  );
  // A bounded part of the bucket each hour; the former shared cache's keys go as the sweep passes them.
  await task('hosted speech clean-up', () =>
    sweepBucket(env.MEDIA, {
      prefix: speechCache.prefix,
      positionKey: 'sweeps/speech',
      isDue: (key, storedAt) => isSpeechEntryDue(key, storedAt, now),
    }),
  );
  // Reads of StreamElements previewed over several requests and never imported.
  await task('import reads clean-up', () =>
    sweepBucket(env.MEDIA, {
      prefix: streamElementsReads.prefix,
      positionKey: 'sweeps/imports',
      isDue: (_key, storedAt) => now - storedAt > streamElementsReads.keepMs,
    }),
  );
  await task('subscription reconciliation', () => reconcileSubscriptions(env, now));
  await task('token validation', async () => {
    const tokens = twitchTokenStore(env);
    if (!tokens) return;
    const run = await validateStoredTokens(tokens, now);
    if (run.failed.length > 0)
      console.error(
        `Cron: token validation failed for ${run.failed.length} of ${run.checked + run.failed.length} channels.`,
      );
  });
  // Announcements run on each channel's own alarm; this only re-arms alarms that were lost.
  await task('announcement alarms', async () => {
    for (const streamerId of await channelsWithAnnouncements(db))
      await perChannel('re-arming alarms', streamerId, () => channelOf(env, streamerId).rearm());
  });
  await task('top-donation resets', () => resetDueTopDonations(env, now));
}

async function task(name: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.error(`Cron task "${name}" failed:`, errorText(error));
  }
}

async function perChannel(what: string, streamerId: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.error(`Cron: ${what} for channel ${streamerId} failed:`, errorText(error));
  }
}

async function reconcileSubscriptions(env: Env, now: number): Promise<void> {
  const db = openDatabase(env.DB);
  const context = reconcileContext(env, db, now);
  if (!context.ok) {
    // Dev mode has nothing to reconcile; a real app without PUBLIC_URL cannot know its own callback.
    if (env.TWITCH_CLIENT_ID) console.error(`Cron: EventSub reconciliation skipped: ${context.reason}.`);
    return;
  }
  const run = await reconcileAllChannels(context.ctx);
  if (run.failed.length > 0)
    console.error(`Cron: reconciliation failed for ${run.failed.length} of ${run.channels} channels.`);
}

/** Resets the top tip/cheer of each channel whose reset period ended since its last reset. */
async function resetDueTopDonations(env: Env, now: number): Promise<void> {
  const db = openDatabase(env.DB);
  for (const channel of await channelsWithTopResetPeriod(db)) {
    if (!isTopResetDue(channel.topResetPeriod, channel.topResetAt, now)) continue;
    await perChannel('top-donation reset', channel.streamerId, () =>
      partOf(env, channel.streamerId, 'carousel').resetTop(now),
    );
  }
}
