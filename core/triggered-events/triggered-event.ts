// Triggered events ("reactions"): what the bot says in chat when something happens in the channel.
// One reaction is an event type, a text with keywords and the event's placeholders, an optional
// minimum and cooldown, and options (a Twitch shoutout of a raider, a Discord post once linked).
import { z } from 'zod';
import type { LiveEvent } from '../live/live-event';

export const triggeredEventTypes = [
  'follow',
  'subscribe',
  'resub',
  'giftsub',
  'cheer',
  'raid',
  'tip',
  'streamStart',
  'streamEnd',
] as const;
export type TriggeredEventType = (typeof triggeredEventTypes)[number];

export const maxTriggeredEvents = 50;
export const maxTriggeredEventTextLength = 500;

export type TriggeredEvent = {
  _id: string;
  eventType: TriggeredEventType;
  text: string;
  enabled: boolean;
  minimum?: number;
  cooldownSeconds?: number;
  shoutout?: boolean;
  discord?: boolean;
};

export const triggeredEventInputSchema = z.object({
  _id: z.string().min(1).optional(),
  eventType: z.enum(triggeredEventTypes, `The event is one of ${triggeredEventTypes.join(', ')}.`),
  text: z
    .string()
    .trim()
    .min(1, 'the text is required')
    .max(maxTriggeredEventTextLength, `the text is at most ${maxTriggeredEventTextLength} characters`),
  enabled: z.boolean().default(true),
  minimum: z.number().min(0, 'the minimum cannot be negative').max(1_000_000_000).optional(),
  cooldownSeconds: z.number().int().min(0).max(86_400, 'the cooldown is at most a day (86400 s)').optional(),
  shoutout: z.boolean().optional(),
  discord: z.boolean().optional(),
});
export type TriggeredEventInput = z.infer<typeof triggeredEventInputSchema>;

export const deleteTriggeredEventSchema = z.object({ _id: z.string().min(1, 'the reaction has no _id') });

/** The channel-wide texts of this page: the shoutout and the gathered message of a flood, per type. */
export const triggeredEventSettingsSchema = z.object({
  shoutoutText: z.string().trim().min(1, 'the shoutout text is required').max(maxTriggeredEventTextLength),
  floodTexts: z.partialRecord(
    z.enum(triggeredEventTypes),
    z.string().trim().min(1).max(maxTriggeredEventTextLength),
  ),
});
export type TriggeredEventSettings = z.infer<typeof triggeredEventSettingsSchema>;

export const defaultShoutoutText =
  'Go check out {target} at twitch.tv/{target}! They were last playing {targetLastGame}.';

/** What a new reaction of each type says, until the streamer writes their own. */
export const defaultTriggeredEventTexts: Record<TriggeredEventType, string> = {
  follow: 'Welcome {username}, thanks for the follow!',
  subscribe: 'Thank you for subscribing, {username}!',
  resub: 'Thank you for {plural.{months}|month}, {username}!',
  giftsub: '{username} just gifted {plural.{amount}|sub}! Thank you!',
  cheer: 'Thanks for the {plural.{amount}|bit}, {username}!',
  raid: '{username} is raiding with {plural.{viewers}|viewer}! They were last playing {targetLastGame}.',
  tip: 'Thank you for the {amount} tip, {username}!',
  streamStart: 'We are live! Say hi in chat.',
  streamEnd: 'Thanks for watching! See you next stream.',
};

/** The one message that stands for the reactions a flood held back; {count} is how many. */
export const defaultFloodTexts: Record<TriggeredEventType, string> = {
  follow: 'Welcome, {plural.{count}|new follower}!',
  subscribe: 'Thank you, {plural.{count}|new subscriber}!',
  resub: 'Thank you, {plural.{count}|resubscriber}!',
  giftsub: 'Thank you, {plural.{count}|gifter}!',
  cheer: 'Thank you, {plural.{count}|cheerer}!',
  raid: 'Thanks for {plural.{count}|more raid}! Welcome, everyone!',
  tip: 'Thank you, {plural.{count}|tipper}!',
  streamStart: 'We are live!',
  streamEnd: 'Thanks for watching!',
};

/** Which reaction type a channel event fires, if any. */
export function triggeredEventTypeOf(event: LiveEvent): TriggeredEventType | null {
  switch (event.type) {
    case 'streamOnline':
      return 'streamStart';
    case 'streamOffline':
      return 'streamEnd';
    case 'redemption':
    case 'viewerModerated':
      return null;
    default:
      return event.type;
  }
}

/** What a reaction's minimum is compared with: bits, viewers, the tip, months or the gift's size. */
export function minimumAmountOf(event: LiveEvent): number {
  return event.amount ?? 0;
}

/** The event's own placeholders, filled into a reaction's text beside every keyword. */
export function triggeredEventPlaceholders(
  event: LiveEvent,
  formatTip: (amount: number, currency?: string) => string,
) {
  const amount = event.amount ?? 0;
  return {
    username: event.user ?? 'Anonymous',
    amount: event.type === 'tip' ? formatTip(amount, event.currency) : String(amount),
    months: event.type === 'resub' ? String(amount) : '',
    message: event.message ?? '',
    viewers: event.type === 'raid' ? String(amount) : '',
    // A sub without a tier (a tip service's, the Simulator's) is tier 1, as on Twitch.
    tier: ['subscribe', 'resub', 'giftsub'].includes(event.type) ? String(event.tier ?? 1) : '',
  };
}

/** A sample event of each type, for the page's preview and its Test button. */
export const sampleTriggeredEventEvents: Record<
  TriggeredEventType,
  { type: LiveEvent['type']; user?: string; amount?: number; message?: string }
> = {
  follow: { type: 'follow', user: 'NewViewer' },
  subscribe: { type: 'subscribe', user: 'LoyalLurker' },
  resub: { type: 'resub', user: 'OldFriend', amount: 12, message: 'A whole year!' },
  giftsub: { type: 'giftsub', user: 'GenerousGamer', amount: 5 },
  cheer: { type: 'cheer', user: 'CheerChampion', amount: 500, message: 'Cheer500 great stream' },
  raid: { type: 'raid', user: 'FriendlyStreamer', amount: 42 },
  tip: { type: 'tip', user: 'KindSupporter', amount: 7 },
  streamStart: { type: 'streamOnline' },
  streamEnd: { type: 'streamOffline' },
};
