// /api/moderation: the chat filters' settings, the tester, the replay of a rule change over the last
// hour of chat, and the log with Undo and a CSV export (spec/moderation.md; issue 27's contract). The
// channel's moderation part keeps all of it in the channel's Durable Object.
import { Hono } from 'hono';
import {
  moderationLogQuerySchema,
  moderationReplaySchema,
  moderationSaveSchema,
  moderationTestSchema,
  moderationUndoSchema,
} from '../../core/moderation/moderation-requests';
import { type AppEnv, partOf } from '../env';
import { HttpError } from '../http-error';
import { describeChange } from '../middleware/settings-history';
import { changes, changesNothing, describesItsChange } from '../route-properties';
import { validJson, validQuery } from '../validation';

const csvColumns = [
  'at',
  'user',
  'filter',
  'action',
  'duration',
  'strikes',
  'dryRun',
  'undone',
  'entry',
  'text',
  'normalized',
] as const;

/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ cannot start a formula. */
function csvField(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const moderationRoutes = new Hono<AppEnv>()
  .get('/', changesNothing, async (c) => {
    const settings = await partOf(c.env, c.get('streamer').streamerId, 'moderation').settings();
    return c.json({ status: true as const, settings });
  })
  .post('/', changes('Moderation'), validJson(moderationSaveSchema), async (c) => {
    await partOf(c.env, c.get('streamer').streamerId, 'moderation').saveSettings(c.req.valid('json'));
    return c.json({ status: true as const });
  })
  .post('/test', changesNothing, validJson(moderationTestSchema), async (c) => {
    const { text, roles = [], user = 'viewer', settings } = c.req.valid('json');
    const decision = await partOf(c.env, c.get('streamer').streamerId, 'moderation').test(
      text,
      roles,
      user,
      settings,
    );
    return c.json({ status: true as const, decision });
  })
  .post('/replay', changesNothing, validJson(moderationReplaySchema), async (c) => {
    const result = await partOf(c.env, c.get('streamer').streamerId, 'moderation').replay(
      c.req.valid('json').settings,
    );
    return c.json({ status: true as const, ...result });
  })
  .get('/log', changesNothing, validQuery(moderationLogQuerySchema), async (c) => {
    const entries = await partOf(c.env, c.get('streamer').streamerId, 'moderation').log(c.req.valid('query'));
    return c.json({ status: true as const, entries });
  })
  .get('/log.csv', changesNothing, validQuery(moderationLogQuerySchema), async (c) => {
    const entries = await partOf(c.env, c.get('streamer').streamerId, 'moderation').log({
      ...c.req.valid('query'),
      limit: 20_000,
    });
    const rows = entries.map((entry) =>
      csvColumns
        .map((column) => csvField(column === 'at' ? new Date(entry.at).toISOString() : entry[column]))
        .join(','),
    );
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="moderation-log.csv"');
    return c.body([csvColumns.join(','), ...rows].join('\r\n'));
  })
  .post('/undo', describesItsChange, validJson(moderationUndoSchema), async (c) => {
    const outcome = await partOf(c.env, c.get('streamer').streamerId, 'moderation').undo(
      c.req.valid('json').id,
    );
    if (outcome === 'notFound')
      throw new HttpError(404, 'That log entry does not exist (it may be over 30 days old).');
    if (outcome === 'notLiftable')
      throw new HttpError(409, 'Only a timeout or ban that is in force can be undone, once.');
    describeChange(c, `Undo: ${outcome.lifted} of ${outcome.user} lifted`);
    return c.json({ status: true as const });
  });
