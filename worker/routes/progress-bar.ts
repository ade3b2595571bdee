// /api/progressBar: the goal progress bar's settings on the shared overlay-settings routes, and
// "Reset progress", which restarts the counts that run since a reset.
import { channelOf } from '../env';
import { overlaySettingsRoutes } from './overlay-settings';

export const progressBarRoutes = overlaySettingsRoutes('progressBar').post('/resetProgress', async (c) => {
  await channelOf(c.env, c.get('streamer').twitchUserId).resetProgress();
  return c.json({ status: true as const });
});
