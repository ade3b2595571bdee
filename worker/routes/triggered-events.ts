// /api/triggeredEvent: the reactions the bot says on channel events (spec: GET /api/triggeredEvent),
// their create/update/delete, and the page's channel-wide texts. Every change reaches the channel's
// Durable Object, which reads the reactions afresh.
import { Hono } from 'hono';
import {
  deleteReactionSchema,
  maxReactions,
  reactionInputSchema,
  reactionSettingsSchema,
} from '../../core/reactions/reaction';
import { openDatabase } from '../../db/client';
import {
  deleteReaction,
  listReactions,
  readReactionSettings,
  saveReaction,
  writeReactionSettings,
} from '../../db/reactions';
import { type AppEnv, channelOf } from '../env';
import { HttpError } from '../http-error';
import { validJson } from '../validation';

const noSuchReaction = () =>
  new HttpError(404, 'That reaction does not exist (it may have been deleted already).');

export const triggeredEventRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const db = openDatabase(c.env.DB);
    const streamerId = c.get('streamer').twitchUserId;
    const [events, settings] = await Promise.all([
      listReactions(db, streamerId),
      readReactionSettings(db, streamerId),
    ]);
    return c.json({ status: true as const, events, ...settings });
  })
  .post('/', validJson(reactionInputSchema), async (c) => {
    const streamerId = c.get('streamer').twitchUserId;
    const outcome = await saveReaction(openDatabase(c.env.DB), streamerId, c.req.valid('json'), Date.now());
    if (!outcome.saved) {
      if (outcome.why === 'unknown') throw noSuchReaction();
      throw new HttpError(
        409,
        `A channel can keep at most ${maxReactions} reactions; delete one to add another.`,
      );
    }
    await channelOf(c.env, streamerId).contentChanged('triggeredEvents');
    return c.json({ status: true as const, _id: outcome.id });
  })
  .delete('/', validJson(deleteReactionSchema), async (c) => {
    const streamerId = c.get('streamer').twitchUserId;
    if (!(await deleteReaction(openDatabase(c.env.DB), streamerId, c.req.valid('json')._id)))
      throw noSuchReaction();
    await channelOf(c.env, streamerId).contentChanged('triggeredEvents');
    return c.json({ status: true as const });
  })
  .post('/settings', validJson(reactionSettingsSchema), async (c) => {
    const streamerId = c.get('streamer').twitchUserId;
    await writeReactionSettings(openDatabase(c.env.DB), streamerId, c.req.valid('json'));
    await channelOf(c.env, streamerId).contentChanged('triggeredEvents');
    return c.json({ status: true as const });
  });
