// /api/triggeredEvent: the reactions the bot says on channel events (spec: GET /api/triggeredEvent),
// their create/update/delete, and the page's channel-wide texts. Every change reaches the channel's
// Durable Object, which reads the reactions afresh.
import { Hono } from 'hono';
import {
  deleteTriggeredEventSchema,
  maxTriggeredEvents,
  triggeredEventInputSchema,
  triggeredEventSettingsSchema,
} from '../../core/triggered-events/triggered-event';
import { openDatabase } from '../../db/client';
import {
  deleteTriggeredEvent,
  listTriggeredEvents,
  readTriggeredEventSettings,
  saveTriggeredEvent,
  writeTriggeredEventSettings,
} from '../../db/triggered-events';
import { type AppEnv, channelOf } from '../env';
import { HttpError } from '../http-error';
import { changes, changesNothing } from '../route-properties';
import { validJson } from '../validation';

const noSuchTriggeredEvent = () =>
  new HttpError(404, 'That reaction does not exist (it may have been deleted already).');

export const triggeredEventRoutes = new Hono<AppEnv>()
  .get('/', changesNothing, async (c) => {
    const db = openDatabase(c.env.DB);
    const streamerId = c.get('streamer').streamerId;
    const [events, settings] = await Promise.all([
      listTriggeredEvents(db, streamerId),
      readTriggeredEventSettings(db, streamerId),
    ]);
    return c.json({ status: true as const, events, ...settings });
  })
  .post('/', changes('Events'), validJson(triggeredEventInputSchema), async (c) => {
    const streamerId = c.get('streamer').streamerId;
    const outcome = await saveTriggeredEvent(
      openDatabase(c.env.DB),
      streamerId,
      c.req.valid('json'),
      Date.now(),
    );
    if (!outcome.saved) {
      if (outcome.why === 'unknown') throw noSuchTriggeredEvent();
      throw new HttpError(
        409,
        `A channel can keep at most ${maxTriggeredEvents} reactions; delete one to add another.`,
      );
    }
    await channelOf(c.env, streamerId).contentChanged('triggeredEvents');
    return c.json({ status: true as const, _id: outcome.id });
  })
  .delete('/', changes('Events'), validJson(deleteTriggeredEventSchema), async (c) => {
    const streamerId = c.get('streamer').streamerId;
    if (!(await deleteTriggeredEvent(openDatabase(c.env.DB), streamerId, c.req.valid('json')._id)))
      throw noSuchTriggeredEvent();
    await channelOf(c.env, streamerId).contentChanged('triggeredEvents');
    return c.json({ status: true as const });
  })
  .post('/settings', changes('Events'), validJson(triggeredEventSettingsSchema), async (c) => {
    const streamerId = c.get('streamer').streamerId;
    await writeTriggeredEventSettings(openDatabase(c.env.DB), streamerId, c.req.valid('json'));
    await channelOf(c.env, streamerId).contentChanged('triggeredEvents');
    return c.json({ status: true as const });
  });
