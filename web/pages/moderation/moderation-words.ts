// How the moderation page, its log and the Simulator say actions, durations and filters in plain words.
import {
  type FilterKey,
  filterLabels,
  type ModerationAction,
} from '../../../core/moderation/moderation-settings';

const units = [
  [86_400, 'day'],
  [3600, 'hour'],
  [60, 'minute'],
] as const;

/** 60 → "1 minute", 90 → "90 seconds", 7200 → "2 hours": the largest unit that divides it. */
export function durationText(seconds: number): string {
  for (const [size, unit] of units)
    if (seconds >= size && seconds % size === 0) {
      const count = seconds / size;
      return `${count.toLocaleString('en-US')} ${unit}${count === 1 ? '' : 's'}`;
    }
  return `${seconds.toLocaleString('en-US')} second${seconds === 1 ? '' : 's'}`;
}

/** What was done, as a past participle: "deleted", "timed out for 1 minute". */
export function actionDone(action: ModerationAction, duration?: number): string {
  switch (action) {
    case 'allow':
      return 'allowed';
    case 'delete':
      return 'deleted';
    case 'warn':
      return 'warned';
    case 'timeout':
      return duration ? `timed out for ${durationText(duration)}` : 'timed out';
    case 'ban':
      return 'banned';
  }
}

/** The filter's name, or a dash for a decision no filter made. */
export function filterName(filter: FilterKey | null | undefined): string {
  return filter ? filterLabels[filter] : '—';
}

/** A filter's title on its card and in the log's filter choice. */
export const filterTitles: Record<FilterKey, string> = {
  links: 'Links',
  caps: 'Caps',
  symbols: 'Symbols',
  emotes: 'Emotes',
  repetition: 'Repetition',
  length: 'Long messages',
  zalgo: 'Zalgo text',
  words: 'Blocked words and phrases',
  firstTime: "First-time chatters' links",
};

/** One line under each card's title: what trips the filter. */
export const filterDescriptions: Record<FilterKey, string> = {
  links: 'A link to a site not on your allow list. Your own channel and its clips are always allowed.',
  caps: 'A message mostly in capitals. Emotes and @mentions are not counted.',
  symbols: 'A message mostly of symbols, or a long run of them.',
  emotes: 'Too many emotes in one message (Twitch, BTTV, FFZ and 7TV).',
  repetition: 'The same word or character over and over, or the same message sent again and again.',
  length: 'A very long message.',
  zalgo: 'Text piled with combining marks (Z̷̢a̴l̸g̶o̵) that spills over other lines.',
  words: 'A word or phrase from your list, also when spelled with lookalike letters.',
  firstTime:
    "A viewer's first message in your channel holding a link: deleted with a friendly note until they have chatted a little.",
};
