// /api/clips: the clip reel's settings on the shared overlay-settings routes, and Clip Management's
// list (GET /getUserClips), which first adds the channel's clips made since the last fetch.
import { z } from 'zod';
import { momentValue } from '../../core/settings/setting-rules';
import { partOf } from '../env';
import { changesNothing } from '../route-properties';
import { validQuery } from '../validation';
import { overlaySettingsRoutes } from './overlay-settings';

/** A date in a query: epoch ms or ISO 8601; empty means none. */
export const queryMoment = z
  .string()
  .refine((text) => text === '' || momentValue(/^\d+$/.test(text) ? Number(text) : text) !== undefined, {
    message: 'A date is epoch milliseconds or ISO 8601 text such as 2024-05-01T00:00:00Z.',
  })
  .transform((text) => (text === '' ? undefined : momentValue(/^\d+$/.test(text) ? Number(text) : text)));

const filterText = z.string().max(200);

const clipListQuery = z.object({
  game: filterText.optional(),
  title: filterText.optional(),
  user: filterText.optional(),
  startDate: queryMoment.optional(),
  endDate: queryMoment.optional(),
  offset: z.coerce
    .number({ error: 'The offset is a whole number.' })
    .int('The offset is a whole number.')
    .min(0)
    .max(1_000_000)
    .default(0),
  /** The whole list unless a page size is asked for. */
  limit: z.coerce
    .number({ error: 'The limit is a whole number.' })
    .int('The limit is a whole number.')
    .min(1)
    .max(100_000)
    .default(100_000),
  /** 0 reads the kept list without asking Twitch for newer clips (the page's filters). */
  refresh: z.enum(['0', '1']).default('1'),
});

export const clipRoutes = overlaySettingsRoutes('clipReel', 'Clip reel').get(
  '/getUserClips',
  changesNothing,
  validQuery(clipListQuery),
  async (c) => {
    const { offset, limit, refresh, ...filters } = c.req.valid('query');
    const page = await partOf(c.env, c.get('streamer').streamerId, 'clips').list(
      filters,
      offset,
      limit,
      refresh === '1',
    );
    return c.json({ status: true as const, ...page });
  },
);
