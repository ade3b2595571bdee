// /api/progressBar: the goal progress bar's settings on the shared overlay-settings routes, with
// since when each count runs, and "Reset progress", which restarts the counts that run since a reset.
import { partOf } from '../env';
import { changes } from '../route-properties';
import { overlaySettingsRoutes } from './overlay-settings';

export const progressBarRoutes = overlaySettingsRoutes('progressBar', 'Progress bar', async (c) => {
  const { counts } = await partOf(c.env, c.get('streamer').streamerId, 'progressBar').progress();
  return {
    /** Epoch ms, null when never: the page says since when each type counts. */
    countingSince: {
      daily: counts.daily.since,
      tipPoints: counts.tipPoints.since,
      totalsCheckedAt: counts.totals.at,
    },
  };
}).post('/resetProgress', changes('Progress bar'), async (c) => {
  await partOf(c.env, c.get('streamer').streamerId, 'progressBar').reset();
  return c.json({ status: true as const });
});
