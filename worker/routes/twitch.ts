// /api/twitch: the bot joining and leaving the channel, and the Twitch settings page's state.
import { Hono } from 'hono';
import { announcementSettingsSchema } from '../../core/announcements/announcements';
import { incrementorSettingsSchema } from '../../core/incrementor/incrementor';
import { duplicateTitleReason, replyWithSameTitle } from '../../core/redemptions/channel-rewards';
import { deleteTextReplySchema, textReplyInputSchema } from '../../core/redemptions/text-reply';
import { readAnnouncementSettings, writeAnnouncementSettings } from '../../db/announcements';
import { clearProblems } from '../../db/channel-problems';
import { type Database, openDatabase } from '../../db/client';
import {
  forgetHeldSubscription,
  listHeldSubscriptions,
  recordHeldSubscriptions,
} from '../../db/eventsub-subscriptions';
import {
  readIncrementorSettings,
  removeOwnerRedemptions,
  writeIncrementorSettings,
} from '../../db/incrementor';
import { findStreamer, setBotJoined } from '../../db/streamers';
import { deleteTextReply, listTextReplies, saveTextReply } from '../../db/text-replies';
import { twitchAppConfig } from '../../integrations/twitch/app-config';
import {
  channelSubscriptions,
  subscribeChannel,
  unsubscribeChannel,
} from '../../integrations/twitch/eventsub-subscriptions';
import { webhookCallback } from '../../integrations/twitch/subscription-reconciliation';
import { TwitchTokenStore } from '../../integrations/twitch/token-store';
import { type AppEnv, channelOf, partOf } from '../env';
import { HttpError } from '../http-error';
import { changes, changesNothing } from '../route-properties';
import { validJson } from '../validation';

const noSuchReply = () => new HttpError(404, 'That reply does not exist (it may have been deleted already).');

/**
 * Dev mode has no Twitch: joining records simulated subscriptions so the page behaves as it will
 * live. Subscription ids are global, so each channel's carry its id.
 */
const simulatedSubscriptionId = (streamerId: string, type: string) => `simulated:${streamerId}:${type}`;

/** Joining again is the streamer's fix for lost subscriptions: their standing problems go. */
async function joined(db: Database, streamerId: string) {
  await setBotJoined(db, streamerId, Date.now());
  await clearProblems(db, streamerId, 'subscription:');
}

export const twitchRoutes = new Hono<AppEnv>()
  .get('/settings', changesNothing, async (c) => {
    const db = openDatabase(c.env.DB);
    const held = await listHeldSubscriptions(db, c.get('streamer').streamerId);
    const streamer = await findStreamer(db, c.get('streamer').streamerId);
    return c.json({
      status: true as const,
      isConnected: held.some((s) => s.type === 'channel.chat.message'),
      chatAccountEnabled: Boolean(streamer?.chatAccountId),
      chatAccountLogin: streamer?.chatAccountLogin ?? null,
      incrementorSettings: await readIncrementorSettings(db, c.get('streamer').streamerId),
      textReplies: await listTextReplies(db, c.get('streamer').streamerId),
      announcementSettings: await readAnnouncementSettings(db, c.get('streamer').streamerId),
    });
  })
  .post('/botOn', changes('The bot in chat'), async (c) => {
    const db = openDatabase(c.env.DB);
    const streamerId = c.get('streamer').streamerId;
    const config = twitchAppConfig(c.env);
    if (!config) {
      const held = channelSubscriptions.map((s) => ({
        subscriptionId: simulatedSubscriptionId(streamerId, s.type),
        type: s.type,
      }));
      await recordHeldSubscriptions(db, streamerId, held, Date.now());
      await joined(db, streamerId);
      await partOf(c.env, streamerId, 'tips').refresh();
      return c.json({ status: true as const, success: true as const });
    }
    if (!c.env.EVENTSUB_SECRET) {
      return c.json({
        status: true as const,
        success: false as const,
        reason: 'EVENTSUB_SECRET is not set on this server.',
      });
    }
    // Twitch calls this address, and the hourly reconciliation (which has no request) must use the same
    // one: never guessed from the request.
    if (!c.env.PUBLIC_URL) {
      console.error(
        "Joining a channel needs PUBLIC_URL (this server's public https address); it is not set.",
      );
      return c.json({
        status: true as const,
        success: false as const,
        reason:
          'PUBLIC_URL is not set on this server, so Twitch would not know where to send events. Ask the server owner to set it.',
      });
    }
    const result = await subscribeChannel(new TwitchTokenStore(config, db), streamerId, {
      callback: webhookCallback(c.env.PUBLIC_URL),
      secret: c.env.EVENTSUB_SECRET,
    });
    await recordHeldSubscriptions(db, streamerId, result.held, Date.now());
    if (!result.ok) return c.json({ status: true as const, success: false as const, reason: result.reason });
    await joined(db, streamerId);
    // The tip services are checked while the bot is in the channel.
    await partOf(c.env, streamerId, 'tips').refresh();
    return c.json({ status: true as const, success: true as const });
  })
  .post('/announcements', changes('Announcements'), validJson(announcementSettingsSchema), async (c) => {
    const streamerId = c.get('streamer').streamerId;
    await writeAnnouncementSettings(openDatabase(c.env.DB), streamerId, c.req.valid('json'));
    await channelOf(c.env, streamerId).contentChanged('announcements');
    return c.json({ status: true as const });
  })
  .post('/incrementor', changes('The counter'), validJson(incrementorSettingsSchema), async (c) => {
    const streamerId = c.get('streamer').streamerId;
    await writeIncrementorSettings(openDatabase(c.env.DB), streamerId, c.req.valid('json'));
    await channelOf(c.env, streamerId).contentChanged('incrementor');
    return c.json({ status: true as const });
  })
  .post('/incrementorRecount', changes('The counter'), async (c) => {
    await removeOwnerRedemptions(openDatabase(c.env.DB), c.get('streamer').streamerId);
    return c.json({ status: true as const });
  })
  .post('/textReply', changes('Channel-point replies'), validJson(textReplyInputSchema), async (c) => {
    const streamerId = c.get('streamer').streamerId;
    const db = openDatabase(c.env.DB);
    const input = c.req.valid('json');
    // One reply per reward: "HYDRATE" beside "Hydrate" would post twice for one redemption.
    const taken = replyWithSameTitle(await listTextReplies(db, streamerId), input.redemptionTitle, input._id);
    if (taken) throw new HttpError(409, duplicateTitleReason(taken.redemptionTitle));
    const id = await saveTextReply(db, streamerId, input, Date.now());
    if (!id) throw noSuchReply();
    await channelOf(c.env, streamerId).contentChanged('textReplies');
    return c.json({ status: true as const, _id: id });
  })
  .delete('/textReply', changes('Channel-point replies'), validJson(deleteTextReplySchema), async (c) => {
    const streamerId = c.get('streamer').streamerId;
    if (!(await deleteTextReply(openDatabase(c.env.DB), streamerId, c.req.valid('json')._id))) {
      throw noSuchReply();
    }
    await channelOf(c.env, streamerId).contentChanged('textReplies');
    return c.json({ status: true as const });
  })
  .post('/botOff', changes('The bot in chat'), async (c) => {
    const db = openDatabase(c.env.DB);
    const streamerId = c.get('streamer').streamerId;
    const held = await listHeldSubscriptions(db, streamerId);
    const config = twitchAppConfig(c.env);
    try {
      if (config)
        await unsubscribeChannel(
          new TwitchTokenStore(config, db),
          held.filter((s) => !s.subscriptionId.startsWith('simulated:')),
        );
    } catch {
      return c.json({
        status: true as const,
        success: false as const,
        reason: 'Twitch did not confirm that the bot left. Try again in a moment.',
      });
    }
    for (const subscription of held)
      await forgetHeldSubscription(db, streamerId, subscription.subscriptionId);
    await setBotJoined(db, streamerId, null);
    await clearProblems(db, streamerId, 'subscription:');
    await partOf(c.env, streamerId, 'tips').refresh();
    return c.json({ status: true as const, success: true as const });
  });
