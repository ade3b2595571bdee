// The alert box's API requests (issue 28's contract), checked with zod at the worker.
import { z } from 'zod';
import { alertControls, alertTypes } from './alert';

export const alertControlSchema = z.strictObject({
  action: z.enum([...alertControls, 'approve']),
  id: z.string().min(1).max(300).optional(),
});

/** The page's test buttons: a type, and optionally one of its variations by place in the list. */
export const alertTestSchema = z.strictObject({
  type: z.enum(alertTypes),
  variation: z.number().int().min(0).max(24).optional(),
});
