// /api/regulars: the signed-in streamer's regulars list (issue 29). The channel's object keeps the
// logins in memory to recognise regulars in chat, so every change tells it.
import { Hono } from 'hono';
import { regularNamed, regularRequestSchema } from '../../core/regulars/regular';
import { openDatabase } from '../../db/client';
import { addRegular, listRegulars, removeRegular } from '../../db/regulars';
import { type AppEnv, channelOf } from '../env';
import { HttpError } from '../http-error';
import { changes, changesNothing } from '../route-properties';
import { validJson } from '../validation';

export const regularRoutes = new Hono<AppEnv>()
  .get('/', changesNothing, async (c) => {
    const regulars = await listRegulars(openDatabase(c.env.DB), c.get('streamer').streamerId);
    return c.json({ status: true as const, regulars });
  })
  /** Adding a listed login changes nothing and succeeds; a full list is a 409 with the reason. */
  .post('/', changes('Regulars'), validJson(regularRequestSchema), async (c) => {
    const streamerId = c.get('streamer').streamerId;
    const regular = regularNamed(c.req.valid('json').login);
    const added = await addRegular(openDatabase(c.env.DB), streamerId, regular, Date.now());
    if (added === 'added') await channelOf(c.env, streamerId).contentChanged('regulars');
    return c.json({ status: true as const });
  })
  .delete('/', changes('Regulars'), validJson(regularRequestSchema), async (c) => {
    const streamerId = c.get('streamer').streamerId;
    const { login } = regularNamed(c.req.valid('json').login);
    if (!(await removeRegular(openDatabase(c.env.DB), streamerId, login)))
      throw new HttpError(404, `${login} is not on your regulars list.`);
    await channelOf(c.env, streamerId).contentChanged('regulars');
    return c.json({ status: true as const });
  });
