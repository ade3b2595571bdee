// The Keywords playground's request, shared by the worker and the page.
import { z } from 'zod';
import { maxCommandTextLength } from '../commands/command';

export const keywordPreviewSchema = z.object({
  text: z.string().max(maxCommandTextLength, `templates are at most ${maxCommandTextLength} characters`),
  user: z.string().trim().min(1).max(25).optional(),
  message: z.string().max(500).optional(),
});
