// The /api/commands request bodies (spec section 7), shared by the worker and the pages.
import { z } from 'zod';
import { commandInputSchema } from './command';

const commandIdSchema = z.string().min(1, 'the command has no _id');

export const addCommandRequestSchema = z.object({ format: z.literal('add'), command: commandInputSchema });

export const updateCommandRequestSchema = z.object({
  format: z.literal('update'),
  command: z.intersection(commandInputSchema, z.object({ _id: commandIdSchema })),
});

export const deleteCommandRequestSchema = z.object({
  format: z.literal('delete'),
  command: z.object({ _id: commandIdSchema }),
});
