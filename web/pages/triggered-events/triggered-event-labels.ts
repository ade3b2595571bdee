// The words the Triggered Events page uses for each event type and for what its minimum counts.
import type { TriggeredEventType } from '../../../core/triggered-events/triggered-event';

export const triggeredEventLabels: Record<TriggeredEventType, string> = {
  follow: 'Follow',
  subscribe: 'New subscription',
  resub: 'Resub',
  giftsub: 'Gift subs (thanks the gifter)',
  cheer: 'Cheer',
  raid: 'Raid',
  tip: 'Tip',
  streamStart: 'Stream start',
  streamEnd: 'Stream end',
};

/** What a minimum compares with, for the types whose events carry an amount. */
export const minimumLabels: Partial<Record<TriggeredEventType, string>> = {
  resub: 'Minimum months',
  giftsub: 'Minimum gifted subs',
  cheer: 'Minimum bits',
  raid: 'Minimum viewers',
  tip: 'Minimum tip amount',
};
