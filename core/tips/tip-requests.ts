// The tip-service connections: what the Tip Setup page sends and what GET /api/tips reports about
// each listener. The worker validates with these schemas; the page's forms use the same ones.
import { z } from 'zod';

/** Ko-fi shows its verification token as a UUID; anything up to 200 characters is accepted. */
export const kofiTokenSchema = z.object({
  verificationToken: z
    .string()
    .trim()
    .min(1, 'the Ko-fi verification token is required')
    .max(200, 'the Ko-fi verification token is at most 200 characters'),
});

/** A JWT is three base64url parts; StreamElements' dashboard shows the channel's JWT token. */
export const streamElementsJwtSchema = z.object({
  jwt: z
    .string()
    .trim()
    .max(4096, 'the StreamElements JWT token is at most 4,096 characters')
    .regex(
      /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/,
      'the StreamElements JWT token is three parts separated by dots: copy it whole from StreamElements',
    ),
});

/** The tip services the channel checks over their REST APIs (Ko-fi posts a webhook instead). */
export const polledTipServices = ['streamElements', 'streamlabs'] as const;
export type PolledTipService = (typeof polledTipServices)[number];

/**
 * A polled service's state: off (no token), waitingForBot (token set, bot not in the channel),
 * standby (checked only while the stream is live or an overlay is open), connecting (the first
 * check is under way), connected (the last check succeeded, at checkedAt), reconnecting (the last
 * check failed; retried at the next interval), refused (the service refused the token; nothing is
 * retried until a new token is saved).
 */
export type TipListenerStatus =
  | 'off'
  | 'waitingForBot'
  | 'standby'
  | 'connecting'
  | 'connected'
  | 'reconnecting'
  | 'refused';

/** `reason`: why it was refused or why the last check failed; `checkedAt`: the last successful check (epoch ms). */
export type TipListenerState = { status: TipListenerStatus; reason?: string; checkedAt?: number };
