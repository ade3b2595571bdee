// Periodic announcements: the settings, and when the next one is due, as pure functions of time.
import { z } from 'zod';

export const maxAnnouncements = 10;
export const maxAnnouncementLength = 400;

export const announcementSettingsSchema = z.object({
  announcements: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'an announcement cannot be empty')
        .max(maxAnnouncementLength, `an announcement is at most ${maxAnnouncementLength} characters`),
    )
    .max(maxAnnouncements, `at most ${maxAnnouncements} announcements`),
  minutesBetweenAnnouncements: z.number().int('minutes must be a whole number').min(0).max(1440),
  numberOfMessagesBetweenAnnouncements: z.number().int('messages must be a whole number').min(0).max(100_000),
  announcementsEnabled: z.boolean(),
  announcementOrderIsRandomized: z.boolean(),
});

export type AnnouncementSettings = z.infer<typeof announcementSettingsSchema>;

export const defaultAnnouncementSettings: AnnouncementSettings = {
  announcements: [],
  minutesBetweenAnnouncements: 5,
  numberOfMessagesBetweenAnnouncements: 10,
  announcementsEnabled: false,
  announcementOrderIsRandomized: false,
};

/** Where the channel is in its announcement cycle (kept in the ChannelDO's storage). */
export type AnnouncementProgress = {
  lastAnnouncedAt: number;
  messagesSince: number;
  /** Indexes still to announce in this round; a round covers every announcement once. */
  remaining: number[];
};

export const freshProgress = (now: number): AnnouncementProgress => ({
  lastAnnouncedAt: now,
  messagesSince: 0,
  remaining: [],
});

/** The earliest time the next announcement may go, or null when none can (off, empty or offline). */
export function nextAnnouncementTime(
  settings: AnnouncementSettings,
  progress: AnnouncementProgress,
  isLive: boolean,
): number | null {
  if (!isLive || !settings.announcementsEnabled || settings.announcements.length === 0) return null;
  return progress.lastAnnouncedAt + settings.minutesBetweenAnnouncements * 60_000;
}

/** Due when both enough minutes and enough chat messages have passed since the last one. */
export function isAnnouncementDue(
  settings: AnnouncementSettings,
  progress: AnnouncementProgress,
  isLive: boolean,
  now: number,
): boolean {
  const at = nextAnnouncementTime(settings, progress, isLive);
  return at !== null && now >= at && progress.messagesSince >= settings.numberOfMessagesBetweenAnnouncements;
}

/** Picks the next announcement and the progress after announcing it. */
export function takeAnnouncement(
  settings: AnnouncementSettings,
  progress: AnnouncementProgress,
  now: number,
  random: () => number,
): { text: string; progress: AnnouncementProgress } {
  const count = settings.announcements.length;
  let remaining = progress.remaining.filter((index) => index < count);
  if (remaining.length === 0) remaining = Array.from({ length: count }, (_, i) => i);
  const pick = settings.announcementOrderIsRandomized
    ? Math.min(remaining.length - 1, Math.floor(random() * remaining.length))
    : 0;
  const index = remaining[pick] as number;
  return {
    text: settings.announcements[index] as string,
    progress: { lastAnnouncedAt: now, messagesSince: 0, remaining: remaining.filter((_, i) => i !== pick) },
  };
}
