import { describe, expect, it } from 'vitest';
import { type AnnouncementSettings, defaultAnnouncementSettings } from '../announcements/announcements';
import { announcementsAfterImport, cronMinutes } from './announcements-import';
import type { ImportedTimer } from './import-plan';

const timer = (text: string, minutes: number | null, chatLines = 2): ImportedTimer => ({
  text,
  minutes,
  chatLines,
  enabled: true,
});

describe("Nightbot's cron schedules", () => {
  it.each([
    ['*/15 * * * *', 15],
    ['*/5 * * * *', 5],
    ['0 * * * *', 60],
    ['30 * * * *', 60],
    ['0 */2 * * *', 120],
    ['30 9 * * *', 1440],
  ])('reads %s as %i minutes', (cron, minutes) => {
    expect(cronMinutes(cron)).toBe(minutes);
  });

  it.each(['0 9 * * 1', '*/15 9-17 * * *', 'every 5 minutes', '* * * *'])(
    'finds no plain interval in %s',
    (cron) => {
      expect(cronMinutes(cron)).toBeNull();
    },
  );
});

describe('announcementsAfterImport', () => {
  it("gives a channel without announcements the timers' lines, shortest interval and fewest chat lines", () => {
    const result = announcementsAfterImport(defaultAnnouncementSettings, [
      timer('Join the Discord', 30, 5),
      timer('Drink water', 15, 2),
      timer('Follow on Twitter', null, 3),
    ]);
    expect(result.settings).toEqual({
      ...defaultAnnouncementSettings,
      announcements: ['Join the Discord', 'Drink water', 'Follow on Twitter'],
      minutesBetweenAnnouncements: 15,
      numberOfMessagesBetweenAnnouncements: 2,
      announcementsEnabled: true,
    });
    expect(result.summary).toBeNull();
  });

  it('appends to the lines a channel has, keeping its interval, and skips lines it has', () => {
    const current: AnnouncementSettings = {
      ...defaultAnnouncementSettings,
      announcements: ['Drink water'],
      minutesBetweenAnnouncements: 20,
    };
    const result = announcementsAfterImport(current, [timer('Drink water', 5), timer('New line', 5)]);
    expect(result.settings.announcements).toEqual(['Drink water', 'New line']);
    expect(result.settings.minutesBetweenAnnouncements).toBe(20);
    expect(result.alreadyThere).toEqual(['Drink water']);
    expect(result.added).toEqual(['New line']);
  });

  it('keeps to ten lines and says how many fit', () => {
    const current = {
      ...defaultAnnouncementSettings,
      announcements: ['1', '2', '3', '4', '5', '6', '7', '8'],
    };
    const result = announcementsAfterImport(current, [
      timer('a', 10),
      timer('b', 10),
      timer('c', 10),
      timer('d', 10),
    ]);
    expect(result.settings.announcements).toHaveLength(10);
    expect(result.notFitting).toEqual(['c', 'd']);
    expect(result.summary).toBe('2 of 4 timer lines fit in the 10 announcements');
  });

  it('changes nothing when every line is there already', () => {
    const current = { ...defaultAnnouncementSettings, announcements: ['a'] };
    expect(announcementsAfterImport(current, [timer('a', 5)]).settings).toBe(current);
  });
});
