// Timers become announcements: the product keeps one list of at most ten lines with one interval and
// one chat-lines minimum (core/announcements). Each timer line is a preview row; applying appends the
// lines not there yet, in order, while they fit.
import {
  type AnnouncementSettings,
  maxAnnouncementLength,
  maxAnnouncements,
} from '../announcements/announcements';
import type { ImportedTimer, PlannedItem } from './import-plan';
import type { Translation } from './variable-syntax';

export type TimerSource = {
  name: string;
  original: string;
  translation: Translation;
  minutes: number | null;
  chatLines: number;
  enabled: boolean;
  /** Why the source's timer does not become a line (turned off, runs only offline), if it does not. */
  refused?: string;
  notes: string[];
};

/** The preview row of one timer line: a payload, or none and the reason in `untranslated`. */
export function timerItem(source: TimerSource): PlannedItem {
  const text = source.translation.text.trim();
  const notes = [...source.translation.untranslated, ...source.notes];
  const base = { kind: 'timer' as const, name: source.name, original: source.original, translated: text };
  const refused =
    source.refused ??
    (text === ''
      ? 'the line is empty'
      : text.length > maxAnnouncementLength
        ? `the line is ${text.length} characters here; an announcement is at most ${maxAnnouncementLength}`
        : undefined);
  if (refused)
    return { ...base, exists: false, untranslated: [...notes, `not importable: ${refused}`], payload: null };
  const payload: ImportedTimer = {
    text,
    minutes: source.minutes,
    chatLines: source.chatLines,
    enabled: source.enabled,
  };
  return { ...base, exists: false, untranslated: notes, payload };
}

/**
 * Nightbot's interval is a cron schedule. Plain intervals read as minutes: `*\/15 * * * *` (every 15),
 * `0 * * * *` (hourly), `0 *\/2 * * *` (every 2 hours), `30 9 * * *` (daily); anything else is null.
 */
export function cronMinutes(cron: string): number | null {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return null;
  const [minute = '', hour = '', ...rest] = fields;
  if (rest.some((field) => field !== '*')) return null;
  const number = /^\d+$/;
  const every = /^\*\/(\d+)$/;
  if (hour === '*') {
    const step = every.exec(minute);
    if (step) return Number(step[1]);
    return number.test(minute) ? 60 : null;
  }
  if (!number.test(minute)) return null;
  const hours = every.exec(hour);
  if (hours) return Number(hours[1]) * 60;
  return number.test(hour) ? 1440 : null;
}

/** The one interval the imported lines take: the shortest among the timers that were on. */
export function sharedInterval(timers: readonly ImportedTimer[]): number | null {
  const minutes = timers.filter((t) => t.enabled && t.minutes !== null).map((t) => t.minutes as number);
  return minutes.length > 0 ? Math.min(...minutes) : null;
}

/** Tells each timer row the interval the announcements will take, where it differs from its own. */
export function withSharedInterval(items: PlannedItem[]): PlannedItem[] {
  const timers = items.flatMap((item) => (item.kind === 'timer' && item.payload ? [item.payload] : []));
  const minutes = sharedInterval(timers);
  if (minutes === null) return items;
  return items.map((item) =>
    item.kind === 'timer' && item.payload && item.payload.minutes !== minutes
      ? {
          ...item,
          untranslated: [
            ...item.untranslated,
            item.payload.minutes === null
              ? `announcements here share one interval: every ${minutes} minutes`
              : `announcements here share one interval: every ${minutes} minutes (the shortest), not ${item.payload.minutes}`,
          ],
        }
      : item,
  );
}

export type AnnouncementsImport = {
  settings: AnnouncementSettings;
  /** Lines appended, in order. */
  added: string[];
  /** Lines the channel had already. */
  alreadyThere: string[];
  /** Lines past the ten the list holds. */
  notFitting: string[];
  /** "3 of 4 timer lines fit in the 10 announcements", or null when all fit. */
  summary: string | null;
};

const minutesRange = (minutes: number) => Math.min(1440, Math.max(1, Math.round(minutes)));
const chatLinesRange = (lines: number) => Math.min(100_000, Math.max(0, Math.round(lines)));

/**
 * The announcement settings after importing these timer lines: lines not there yet appended while the
 * list has room. A channel without announcements takes the timers' interval (the shortest) and chat
 * lines (the fewest); one that has some keeps its own. The announcements are turned on when an imported
 * line's timer was on.
 */
export function announcementsAfterImport(
  current: AnnouncementSettings,
  timers: readonly ImportedTimer[],
): AnnouncementsImport {
  const lines = [...current.announcements];
  const present = new Set(lines.map((line) => line.trim()));
  const added: ImportedTimer[] = [];
  const alreadyThere: string[] = [];
  const notFitting: string[] = [];
  for (const timer of timers) {
    const text = timer.text.trim();
    if (present.has(text)) alreadyThere.push(text);
    else if (lines.length >= maxAnnouncements) notFitting.push(text);
    else {
      lines.push(text);
      present.add(text);
      added.push(timer);
    }
  }
  const fresh = timers.length - alreadyThere.length;
  const summary =
    notFitting.length === 0
      ? null
      : `${added.length} of ${fresh} timer lines fit in the ${maxAnnouncements} announcements`;
  if (added.length === 0) return { settings: current, added: [], alreadyThere, notFitting, summary };

  const minutes = sharedInterval(added);
  const on = added.filter((timer) => timer.enabled);
  const takesTimers = current.announcements.length === 0;
  return {
    settings: {
      ...current,
      announcements: lines,
      minutesBetweenAnnouncements:
        takesTimers && minutes !== null ? minutesRange(minutes) : current.minutesBetweenAnnouncements,
      numberOfMessagesBetweenAnnouncements:
        takesTimers && on.length > 0
          ? chatLinesRange(Math.min(...on.map((timer) => timer.chatLines)))
          : current.numberOfMessagesBetweenAnnouncements,
      announcementsEnabled: current.announcementsEnabled || on.length > 0,
    },
    added: added.map((timer) => timer.text.trim()),
    alreadyThere,
    notFitting,
    summary,
  };
}
