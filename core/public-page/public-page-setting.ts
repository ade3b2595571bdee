// The streamer's one setting of the public page: on or off (on by default).
import { z } from 'zod';

export const publicPageSettingSchema = z.object({
  enabled: z.boolean({ message: 'enabled must be true or false' }),
});
