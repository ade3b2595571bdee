// /api/carousel: the event carousel's settings on the shared overlay-settings routes, with the
// top-donation reset period its page shows beside them.

import { openDatabase } from '../../db/client';
import { readTopDonationState } from '../../db/top-donation';
import { overlaySettingsRoutes } from './overlay-settings';

export const carouselRoutes = overlaySettingsRoutes('carousel', 'Event carousel', async (c) => {
  const { topResetPeriod } = await readTopDonationState(openDatabase(c.env.DB), c.get('streamer').streamerId);
  return { resetTopDonationPeriod: topResetPeriod };
});
