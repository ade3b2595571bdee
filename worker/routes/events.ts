// /api/events: Remove Next Event on the carousel page, the channel's subscriber badge, and the
// channel's recent events for the dashboard home.
import { Hono } from 'hono';
import { z } from 'zod';
import { removableTypes } from '../../core/carousel/carousel-queues';
import { recentChannelEvents } from '../../db/channel-events';
import { openDatabase } from '../../db/client';
import { type AppEnv, partOf } from '../env';
import { describeChange } from '../middleware/settings-history';
import { changesNothing, describesItsChange } from '../route-properties';
import { validJson } from '../validation';

const removeEventSchema = z.object({
  type: z.enum(
    Object.keys(removableTypes) as [keyof typeof removableTypes],
    'The type is one of follow, bit, sub, donation or top.',
  ),
});

/** What a removal took off the carousel, in the settings history's words. */
const removedWords: Record<keyof typeof removableTypes, string> = {
  follow: 'the next follow',
  bit: 'the next cheer',
  sub: 'the next sub',
  donation: 'the next tip',
  top: 'the top tip or cheer',
};

/** How many of the channel's newest events Recent activity lists. */
const recentEventCount = 50;

export const eventRoutes = new Hono<AppEnv>()
  .delete('/removeEvent', describesItsChange, validJson(removeEventSchema), async (c) => {
    const { type } = c.req.valid('json');
    const streamerId = c.get('streamer').streamerId;
    // What was removed (null: the kind had nothing), so the page can say so.
    const removed = await partOf(c.env, streamerId, 'carousel').removeNext(removableTypes[type]);
    describeChange(c, removed && `Event carousel: ${removedWords[type]} from ${removed.name} removed`);
    return c.json({ status: true as const, removed });
  })
  .get('/twitchChannelSubBadge', changesNothing, async (c) => {
    const streamerId = c.get('streamer').streamerId;
    // Dev mode has no Twitch: the channel has no badge (the DO answers null without asking anyone).
    const iconUrl = await partOf(c.env, streamerId, 'carousel').subBadgeUrl();
    return c.json({ status: true as const, iconUrl });
  })
  .get('/recent', changesNothing, async (c) => {
    const streamerId = c.get('streamer').streamerId;
    const events = await recentChannelEvents(openDatabase(c.env.DB), streamerId, recentEventCount);
    return c.json({ status: true as const, events });
  });
