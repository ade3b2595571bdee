// /api/carousel: the event carousel's settings (spec overlays.md section 7). Saves are pushed to the
// channel's open overlays at once.
import { Hono } from 'hono';
import { carouselSettingsFrom, withDerivedLayout } from '../../core/carousel/carousel-settings';
import { carouselSettingsSchema } from '../../core/carousel/carousel-settings-schema';
import { openDatabase } from '../../db/client';
import { readOverlaySettings, writeOverlaySettings } from '../../db/overlay-settings';
import { readTopDonationState } from '../../db/top-donation';
import { type AppEnv, channelOf } from '../env';
import { validJson } from '../validation';

export const carouselRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const db = openDatabase(c.env.DB);
    const streamer = c.get('streamer');
    const settings = carouselSettingsFrom(await readOverlaySettings(db, streamer.twitchUserId, 'carousel'));
    const { topResetPeriod } = await readTopDonationState(db, streamer.twitchUserId);
    return c.json({
      status: true as const,
      data: {
        // The spec's shape: the settings travel as a JSON string.
        carouselSettings: JSON.stringify(settings),
        overlaySecretKey: streamer.overlaySecretKey,
        resetTopDonationPeriod: topResetPeriod,
      },
    });
  })
  .post('/', validJson(carouselSettingsSchema), async (c) => {
    const streamerId = c.get('streamer').twitchUserId;
    const settings = withDerivedLayout(c.req.valid('json'));
    await writeOverlaySettings(openDatabase(c.env.DB), streamerId, 'carousel', settings, Date.now());
    await channelOf(c.env, streamerId).carouselSettingsSaved(streamerId, settings);
    return c.json({ status: true as const });
  });
