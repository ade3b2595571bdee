// A Twitch login as a streamer types it for a list (editors, regulars) or in chat: any case, an optional @.
import { z } from 'zod';

/** Twitch logins are letters, digits and underscores, at most 25 characters. */
export const twitchLoginPattern = /^[a-z0-9_]{1,25}$/;

/** A login as typed: an @ dropped and its case kept (the name to show), checked by Twitch's rule. */
export const typedTwitchLoginSchema = z
  .string()
  .trim()
  .transform((typed) => typed.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .min(1, 'type a Twitch login')
      .regex(
        new RegExp(twitchLoginPattern.source, 'i'),
        'a Twitch login has only letters, digits and underscores, at most 25',
      ),
  );

/** A login as stored: lower-cased. */
export const twitchLoginSchema = typedTwitchLoginSchema.transform((login) => login.toLowerCase());

export const loginRequestSchema = z.object({ login: twitchLoginSchema });
