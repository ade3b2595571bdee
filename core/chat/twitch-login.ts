// A Twitch login as a streamer types it for a list (editors, regulars): any case, an optional @.
import { z } from 'zod';

/** Twitch logins are letters, digits and underscores, at most 25 characters. */
export const twitchLoginPattern = /^[a-z0-9_]{1,25}$/;

export const twitchLoginSchema = z
  .string()
  .trim()
  .transform((login) => login.replace(/^@/, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'type a Twitch login')
      .regex(twitchLoginPattern, 'a Twitch login has only letters, digits and underscores, at most 25'),
  );

export const loginRequestSchema = z.object({ login: twitchLoginSchema });
