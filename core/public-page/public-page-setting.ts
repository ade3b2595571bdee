// The streamer's settings of the public page: on or off (on by default), whether replies show the names
// of stored variables (off by default), and the dashboard's first-time notice about it, once dismissed.
import { z } from 'zod';

export const publicPageSettingSchema = z
  .strictObject({
    enabled: z.boolean({ message: 'enabled must be true or false' }).optional(),
    showsVariableNames: z.boolean({ message: 'Show variable names must be true or false' }).optional(),
    noticeDismissed: z
      .literal(true, { message: 'The notice about the public page can only be dismissed' })
      .optional(),
  })
  .refine((setting) => Object.values(setting).some((value) => value !== undefined), {
    message: 'Send enabled, showsVariableNames or noticeDismissed.',
  });

export type PublicPageSettingChange = z.infer<typeof publicPageSettingSchema>;

export type PublicPageSettings = {
  enabled: boolean;
  showsVariableNames: boolean;
  isNoticeDismissed: boolean;
};
