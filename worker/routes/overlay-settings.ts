// GET and POST of one overlay area's settings (spec overlays.md section 7), the same for every area:
// GET answers `{status, data: {<area>Settings (JSON string), overlaySecretKey, ...}}`; POST takes the
// edited settings object, refuses the whole save with the reason when any value is wrong, and
// otherwise stores it and hands it to the channel, which restyles the area's open overlays.
import { type Context, Hono } from 'hono';
import { settingsAreaOf } from '../../core/overlay/area-settings';
import type { OverlayArea } from '../../core/overlay/overlay-areas';
import {
  crossFieldRefusal,
  type SettingsArea,
  type SettingsOf,
  settingsFrom,
} from '../../core/settings/setting-rules';
import { settingsSchema } from '../../core/settings/settings-schema';
import { openDatabase } from '../../db/client';
import { readOverlaySettings, writeOverlaySettings } from '../../db/overlay-settings';
import { type AppEnv, channelOf } from '../env';
import { HttpError } from '../http-error';
import { changes, changesNothing } from '../route-properties';
import { validJson } from '../validation';

type Settings = SettingsOf<SettingsArea['rules']>;

/**
 * The spec's shape: the settings travel as a JSON string under `<area>Settings`; the overlay key is null
 * for an editor, who is not shown it.
 */
type SettingsData<A extends string> = { [K in `${A}Settings`]: string } & { overlaySecretKey: string | null };

/**
 * The edited settings with the area's joined fields kept consistent against what is stored: each
 * field that changed adjusts the others in table order, so the field that changed wins (raising
 * minSize above the stored maxSize raises maxSize).
 */
function adjustedAgainst(definition: SettingsArea, stored: Settings, edited: Settings): Settings {
  let settings = edited;
  for (const key of Object.keys(definition.rules))
    if (JSON.stringify(edited[key]) !== JSON.stringify(stored[key]))
      settings = definition.adjust ? definition.adjust(settings, key) : settings;
  return settings;
}

export function overlaySettingsRoutes<A extends OverlayArea, Extra extends object = object>(
  area: A,
  /** What the settings history calls the area's page. */
  historyWords: string,
  /** What else the area's page loads with its settings (the carousel's reset period). */
  extra?: (c: Context<AppEnv>) => Promise<Extra>,
) {
  const definition = settingsAreaOf(area);
  return new Hono<AppEnv>()
    .get('/', changesNothing, async (c) => {
      const streamer = c.get('streamer');
      const stored = await readOverlaySettings(openDatabase(c.env.DB), streamer.streamerId, area);
      const data = {
        [`${area}Settings`]: JSON.stringify(settingsFrom(definition, stored)),
        overlaySecretKey: streamer.overlaySecretKey,
        ...(await extra?.(c)),
      } as SettingsData<A> & Extra;
      return c.json({ status: true as const, data });
    })
    .post('/', changes(historyWords), validJson(settingsSchema(definition)), async (c) => {
      const streamerId = c.get('streamer').streamerId;
      const db = openDatabase(c.env.DB);
      // Derived fields sent by the page are recomputed, never trusted.
      const edited = definition.adjust
        ? adjustedAgainst(
            definition,
            settingsFrom(definition, await readOverlaySettings(db, streamerId, area)),
            c.req.valid('json'),
          )
        : c.req.valid('json');
      const settings = definition.derive ? definition.derive(edited) : edited;
      const refusal = crossFieldRefusal(definition, settings);
      if (refusal) throw new HttpError(400, refusal);
      await writeOverlaySettings(db, streamerId, area, settings, Date.now());
      await channelOf(c.env, streamerId).settingsSaved(area, settings);
      return c.json({ status: true as const });
    });
}
