// /api/tips/tipResetPeriod: how often the carousel's top tip/cheer resets itself (the hourly cron
// applies it). Mounted at /tips beside the tip-service routes.
import { Hono } from 'hono';
import { topResetPeriodSchema } from '../../core/carousel/top-reset-period';
import { openDatabase } from '../../db/client';
import { writeTopResetPeriod } from '../../db/top-donation';
import type { AppEnv } from '../env';
import { changes } from '../route-properties';
import { validJson } from '../validation';

export const topDonationRoutes = new Hono<AppEnv>().post(
  '/tipResetPeriod',
  changes('Tip Setup'),
  validJson(topResetPeriodSchema),
  async (c) => {
    const { period } = c.req.valid('json');
    await writeTopResetPeriod(openDatabase(c.env.DB), c.get('streamer').streamerId, period, Date.now());
    return c.json({ status: true as const });
  },
);
