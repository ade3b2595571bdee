// /api/commands: the signed-in streamer's chat commands (spec section 7).
import { Hono } from 'hono';
import {
  addCommandRequestSchema,
  deleteCommandRequestSchema,
  updateCommandRequestSchema,
} from '../../core/commands/command-requests';
import { openDatabase } from '../../db/client';
import { DuplicateCommandError, deleteCommand, insertCommand, updateCommand } from '../../db/commands';
import { type AppEnv, channelOf, partOf } from '../env';
import { HttpError } from '../http-error';
import { changes, changesNothing } from '../route-properties';
import { validJson } from '../validation';

async function guardDuplicate<T>(keyword: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DuplicateCommandError) {
      throw new HttpError(409, `You already have a command !${keyword} (keywords ignore case).`);
    }
    throw error;
  }
}

const notFound = () => new HttpError(404, 'That command does not exist (it may have been deleted already).');

export const commandRoutes = new Hono<AppEnv>()
  // The channel's object answers: its counts include the uses not yet written to D1 (batched there).
  .get('/', changesNothing, async (c) => {
    const commands = await partOf(c.env, c.get('streamer').streamerId, 'chat').commandsWithUses();
    return c.json({ status: true as const, commands });
  })
  .post('/', changes('Chat commands'), validJson(addCommandRequestSchema), async (c) => {
    const { command } = c.req.valid('json');
    const streamerId = c.get('streamer').streamerId;
    const id = await guardDuplicate(command.command, () =>
      insertCommand(openDatabase(c.env.DB), streamerId, command, Date.now()),
    );
    await channelOf(c.env, streamerId).contentChanged('commands');
    return c.json({ status: true as const, id });
  })
  .put('/', changes('Chat commands'), validJson(updateCommandRequestSchema), async (c) => {
    const { command } = c.req.valid('json');
    const streamerId = c.get('streamer').streamerId;
    const updated = await guardDuplicate(command.command, () =>
      updateCommand(openDatabase(c.env.DB), streamerId, command._id, command),
    );
    if (!updated) throw notFound();
    await channelOf(c.env, streamerId).contentChanged('commands');
    return c.json({ status: true as const });
  })
  .delete('/', changes('Chat commands'), validJson(deleteCommandRequestSchema), async (c) => {
    const { command } = c.req.valid('json');
    const streamerId = c.get('streamer').streamerId;
    if (!(await deleteCommand(openDatabase(c.env.DB), streamerId, command._id))) throw notFound();
    await channelOf(c.env, streamerId).contentChanged('commands');
    return c.json({ status: true as const });
  });
