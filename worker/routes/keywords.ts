// /api/keywords/preview: the Keywords playground, evaluated against the streamer's own channel.
import { Hono } from 'hono';
import { keywordPreviewSchema } from '../../core/keywords/preview-request';
import { type AppEnv, partOf } from '../env';
import { changesNothing } from '../route-properties';
import { validJson } from '../validation';

export const keywordRoutes = new Hono<AppEnv>().post(
  '/preview',
  changesNothing,
  validJson(keywordPreviewSchema),
  async (c) => {
    const { text, user, message } = c.req.valid('json');
    const streamer = c.get('streamer');
    const output = await partOf(c.env, streamer.streamerId, 'chat').previewTemplate(
      text,
      user ?? streamer.displayName,
      message ?? '',
    );
    return c.json({ status: true as const, output });
  },
);
