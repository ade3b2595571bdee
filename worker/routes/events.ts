// /api/events: Remove Next Event on the carousel page, and the channel's subscriber badge.
import { Hono } from 'hono';
import { z } from 'zod';
import { removableTypes } from '../../core/carousel/carousel-queues';
import { type AppEnv, partOf } from '../env';
import { validJson } from '../validation';

const removeEventSchema = z.object({
  type: z.enum(
    Object.keys(removableTypes) as [keyof typeof removableTypes],
    'The type is one of follow, bit, sub, donation or top.',
  ),
});

export const eventRoutes = new Hono<AppEnv>()
  .delete('/removeEvent', validJson(removeEventSchema), async (c) => {
    const { type } = c.req.valid('json');
    const streamerId = c.get('streamer').streamerId;
    await partOf(c.env, streamerId, 'carousel').removeNext(removableTypes[type]);
    return c.json({ status: true as const });
  })
  .get('/twitchChannelSubBadge', async (c) => {
    const streamerId = c.get('streamer').streamerId;
    // Dev mode has no Twitch: the channel has no badge (the DO answers null without asking anyone).
    const iconUrl = await partOf(c.env, streamerId, 'carousel').subBadgeUrl();
    return c.json({ status: true as const, iconUrl });
  });
