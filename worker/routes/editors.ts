// Editors (spec: issue 29): the owner names Twitch users who may manage the dashboard; a user who may
// manage several channels picks the one the dashboard acts on; the history (settings-history.ts) says
// who changed what.
import { Hono } from 'hono';
import { loginRequestSchema } from '../../core/chat/twitch-login';
import { channelLimits } from '../../core/limits/channel-limits';
import { openDatabase } from '../../db/client';
import { addEditor, channelsEditedBy, listEditors, removeEditor } from '../../db/editors';
import { chooseSessionChannel } from '../../db/sessions';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';
import { sessionToken } from '../middleware/session';
import { changesNothing, ownerOnly } from '../route-properties';
import { validJson } from '../validation';
import { settingsHistoryRoutes } from './settings-history';

const editorsList = 'the editors list';

/** The owner's alone: middleware/owner-only.ts refuses editors before these run. */
const editorListRoutes = new Hono<AppEnv>()
  .get('/', ownerOnly(editorsList, null), async (c) => {
    const editors = await listEditors(openDatabase(c.env.DB), c.get('streamer').streamerId);
    return c.json({ status: true as const, editors });
  })
  .post('/', ownerOnly(editorsList, 'Editors'), validJson(loginRequestSchema), async (c) => {
    const { login } = c.req.valid('json');
    const streamer = c.get('streamer');
    if (login === streamer.login.toLowerCase())
      throw new HttpError(400, 'That is your own login: you manage your channel already.');
    const added = await addEditor(openDatabase(c.env.DB), streamer.streamerId, login, Date.now());
    if (added === 'full')
      throw new HttpError(
        409,
        `This channel already has ${channelLimits.editors} editors, the most it can keep. Remove one first.`,
      );
    return c.json({ status: true as const });
  })
  .delete('/', ownerOnly(editorsList, 'Editors'), validJson(loginRequestSchema), async (c) => {
    const { login } = c.req.valid('json');
    const removed = await removeEditor(openDatabase(c.env.DB), c.get('streamer').streamerId, login);
    if (!removed) throw new HttpError(404, `${login} is not one of this channel's editors.`);
    return c.json({ status: true as const });
  });

const sessionChannelRoutes = new Hono<AppEnv>().post(
  '/channel',
  changesNothing,
  validJson(loginRequestSchema),
  async (c) => {
    const { login } = c.req.valid('json');
    const user = c.get('user');
    const db = openDatabase(c.env.DB);
    const token = sessionToken(c);
    if (!token) throw new HttpError(401, 'You are not signed in. Sign in with Twitch and try again.');
    if (login === user.login.toLowerCase()) {
      await chooseSessionChannel(db, token, null);
      return c.json({ status: true as const });
    }
    // Only the channels that name this user are looked at: another channel's existence is not revealed.
    const channel = (await channelsEditedBy(db, user)).find((edited) => edited.login.toLowerCase() === login);
    if (!channel)
      throw new HttpError(
        403,
        `You are not an editor of ${login}. Its owner can add you on their Editors page.`,
      );
    await chooseSessionChannel(db, token, channel.streamerId);
    return c.json({ status: true as const });
  },
);

export const editorRoutes = new Hono<AppEnv>()
  .route('/editors', editorListRoutes)
  .route('/session', sessionChannelRoutes)
  .route('/settingsHistory', settingsHistoryRoutes);
