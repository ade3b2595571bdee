// /api/settingsHistory: the channel's history of who changed what, newest first, a page at a time and
// optionally one person's; clearing it is the owner's alone (middleware/owner-only.ts).
import { Hono } from 'hono';
import { z } from 'zod';
import { twitchLoginSchema } from '../../core/chat/twitch-login';
import { openDatabase } from '../../db/client';
import {
  clearSettingsChanges,
  recentSettingsChanges,
  settingsChangeAuthors,
} from '../../db/settings-changes';
import type { AppEnv } from '../env';
import { changesNothing, ownerOnly } from '../route-properties';
import { validQuery } from '../validation';

/** Changes a page lists. */
const pageSize = 50;

const historyQuerySchema = z.object({
  by: twitchLoginSchema.optional(),
  before: z.coerce
    .number({ message: 'before is the id of the oldest change already shown.' })
    .int()
    .positive()
    .optional(),
});

export const settingsHistoryRoutes = new Hono<AppEnv>()
  .get('/', changesNothing, validQuery(historyQuerySchema), async (c) => {
    const db = openDatabase(c.env.DB);
    const streamerId = c.get('streamer').streamerId;
    const [changes, authors] = await Promise.all([
      recentSettingsChanges(db, streamerId, { ...c.req.valid('query'), limit: pageSize + 1 }),
      settingsChangeAuthors(db, streamerId),
    ]);
    return c.json({
      status: true as const,
      changes: changes.slice(0, pageSize),
      hasMore: changes.length > pageSize,
      authors,
    });
  })
  .post(
    '/clear',
    ownerOnly('clearing the settings history', 'The settings history', 'cleared'),
    async (c) => {
      await clearSettingsChanges(openDatabase(c.env.DB), c.get('streamer').streamerId);
      return c.json({ status: true as const });
    },
  );
