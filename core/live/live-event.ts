// A channel event as the product sees it, whatever brought it in (EventSub, a tip service, the Simulator).
import { z } from 'zod';

export const liveEventTypes = [
  'follow',
  'subscribe',
  'giftsub',
  'resub',
  'cheer',
  'raid',
  'tip',
  'redemption',
  'streamOnline',
  'streamOffline',
  'viewerModerated',
] as const;

export type LiveEventType = (typeof liveEventTypes)[number];

export const liveEventSchema = z.object({
  id: z.string().min(1),
  type: z.enum(liveEventTypes),
  /** Display name of the viewer behind the event; absent for stream online/offline and anonymous gifts. */
  user: z.string().optional(),
  /** Twitch user id of that viewer, where known (counts redemptions per person). */
  userId: z.string().optional(),
  /** Bits for cheers, months for resubs, gift count, raid viewers, tip amount, points a redemption cost. */
  amount: z.number().optional(),
  message: z.string().optional(),
  /** ISO currency code of a tip, e.g. USD. */
  currency: z.string().optional(),
  /** Channel-point reward title for redemptions. */
  reward: z.string().optional(),
  /** Sub tier for subscriptions: 1, 2 or 3. */
  tier: z.number().int().min(1).max(3).optional(),
  /** A chat message a moderator deleted (viewerModerated), where Twitch says which. */
  messageId: z.string().optional(),
  /** Fired from the Simulator rather than by Twitch or a tip service. */
  isTest: z.boolean(),
  /** Epoch milliseconds. */
  at: z.number(),
  /**
   * A copy the sender may have delivered before and stamped anew on arrival (a Twitch retry, any
   * Ko-fi post): the event log looks back for its id before logging it. Absent on a first delivery.
   */
  mayBeRepeat: z.boolean().optional(),
});

export type LiveEvent = z.infer<typeof liveEventSchema>;
