// The moderation API's requests (spec/moderation.md; issue 27's contract), validated at the edge: the
// settings as GET gave them, with every word-list expression checked by the RE2 engine before saving.
import { z } from 'zod';
import { chatRoles } from '../chat/chat-message';
import { filterKeys, moderationSettingsSchema } from './moderation-settings';
import { validateWordEntries } from './word-entries';

/** The settings, refused with the entry and position when an expression cannot run in linear time. */
export const moderationSaveSchema = moderationSettingsSchema.superRefine((settings, context) => {
  const checked = validateWordEntries(settings.filters.words.entries);
  if (!checked.ok)
    context.addIssue({
      code: 'custom',
      message: checked.reason,
      path: ['filters', 'words', 'entries'],
    });
});

/** Twitch allows 500 characters; the tester takes a little more so a pasted wall is tried whole. */
const testText = z.string().max(2000);
const testRoles = z.array(z.enum(chatRoles)).max(chatRoles.length);

export const moderationTestSchema = z
  .object({
    text: testText,
    roles: testRoles.optional(),
    user: z.string().trim().min(1).max(25).optional(),
    /** Unsaved settings from the page; the saved ones when absent. */
    settings: moderationSaveSchema.optional(),
  })
  .strict();

export const moderationReplaySchema = z.object({ settings: moderationSaveSchema }).strict();

export const moderationUndoSchema = z.object({ id: z.number().int().min(1) }).strict();

export const moderationLogQuerySchema = z.object({
  user: z.string().trim().max(25).optional(),
  filter: z.enum(filterKeys).optional(),
});
