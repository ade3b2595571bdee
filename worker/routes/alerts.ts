// /api/alerts: the alert box's settings on the shared overlay-settings routes, its queue and controls,
// the page's test buttons (issue 28's contract); the uploaded media are alert-media.ts's.

import type { z } from 'zod';
import { alertControlSchema, alertTestSchema } from '../../core/alerts/alert-requests';
import { sampleAlertEvent } from '../../core/alerts/alert-samples';
import { partOf } from '../env';
import { HttpError } from '../http-error';
import { describeChange } from '../middleware/settings-history';
import { changesNothing, describesItsChange } from '../route-properties';
import { validJson } from '../validation';
import { overlaySettingsRoutes } from './overlay-settings';

/** The settings history's words for each control from the Alerts page. */
const controlDone: Record<z.infer<typeof alertControlSchema>['action'], string> = {
  pause: 'Alerts: paused',
  resume: 'Alerts: resumed',
  mute: 'Alerts: sounds and speech muted',
  unmute: 'Alerts: sounds and speech unmuted',
  skip: 'Alerts: an alert skipped',
  replay: 'Alerts: an alert replayed',
  approve: 'Alerts: a held alert approved',
};

export const alertRoutes = overlaySettingsRoutes('alerts', 'Alerts')
  .get('/queue', changesNothing, async (c) => {
    const view = await partOf(c.env, c.get('streamer').streamerId, 'alerts').queueView();
    return c.json({ status: true as const, ...view });
  })
  .post('/control', describesItsChange, validJson(alertControlSchema), async (c) => {
    const { action, id } = c.req.valid('json');
    const refused = await partOf(c.env, c.get('streamer').streamerId, 'alerts').control(action, id);
    if (refused) throw new HttpError(action === 'replay' || action === 'skip' ? 404 : 409, refused);
    describeChange(c, controlDone[action]);
    return c.json({ status: true as const });
  })
  .post('/test', changesNothing, validJson(alertTestSchema), async (c) => {
    const { type, variation } = c.req.valid('json');
    const id = await partOf(c.env, c.get('streamer').streamerId, 'alerts').testAlert(
      type,
      sampleAlertEvent(type),
      variation ?? null,
    );
    return c.json({ status: true as const, id });
  });
