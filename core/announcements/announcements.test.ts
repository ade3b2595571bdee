import { describe, expect, it } from 'vitest';
import {
  type AnnouncementSettings,
  announcementSettingsSchema,
  defaultAnnouncementSettings,
  freshProgress,
  isAnnouncementDue,
  takeAnnouncement,
} from './announcements';

const settings: AnnouncementSettings = {
  ...defaultAnnouncementSettings,
  announcements: ['a', 'b', 'c'],
  announcementsEnabled: true,
  minutesBetweenAnnouncements: 5,
  numberOfMessagesBetweenAnnouncements: 3,
};
const minute = 60_000;

describe('when an announcement is due', () => {
  it('needs both the minutes and the messages', () => {
    const progress = freshProgress(0);
    expect(isAnnouncementDue(settings, { ...progress, messagesSince: 3 }, true, 4 * minute)).toBe(false);
    expect(isAnnouncementDue(settings, { ...progress, messagesSince: 2 }, true, 6 * minute)).toBe(false);
    expect(isAnnouncementDue(settings, { ...progress, messagesSince: 3 }, true, 5 * minute)).toBe(true);
  });

  it('never while offline, disabled or empty', () => {
    const progress = { ...freshProgress(0), messagesSince: 99 };
    expect(isAnnouncementDue(settings, progress, false, 60 * minute)).toBe(false);
    expect(isAnnouncementDue({ ...settings, announcementsEnabled: false }, progress, true, 60 * minute)).toBe(
      false,
    );
    expect(isAnnouncementDue({ ...settings, announcements: [] }, progress, true, 60 * minute)).toBe(false);
  });

  it('with zero minutes and zero messages, at once', () => {
    const eager = { ...settings, minutesBetweenAnnouncements: 0, numberOfMessagesBetweenAnnouncements: 0 };
    expect(isAnnouncementDue(eager, freshProgress(100), true, 100)).toBe(true);
  });
});

describe('which announcement goes next', () => {
  it('goes in order and starts over', () => {
    let progress = freshProgress(0);
    const texts: string[] = [];
    for (let i = 0; i < 5; i++) {
      const taken = takeAnnouncement(settings, progress, i, Math.random);
      texts.push(taken.text);
      progress = taken.progress;
    }
    expect(texts).toEqual(['a', 'b', 'c', 'a', 'b']);
  });

  it('shuffled, covers every announcement once per round', () => {
    const shuffled = {
      ...settings,
      announcementOrderIsRandomized: true,
      announcements: ['a', 'b', 'c', 'd', 'e'],
    };
    let progress = freshProgress(0);
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let round = 0; round < 3; round++) {
      const texts: string[] = [];
      for (let i = 0; i < 5; i++) {
        const taken = takeAnnouncement(shuffled, progress, i, random);
        texts.push(taken.text);
        progress = taken.progress;
      }
      expect([...texts].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    }
  });

  it('resets the message count and the clock', () => {
    const taken = takeAnnouncement(settings, { ...freshProgress(0), messagesSince: 40 }, 1234, Math.random);
    expect(taken.progress).toMatchObject({ lastAnnouncedAt: 1234, messagesSince: 0 });
  });
});

describe('announcement limits', () => {
  it.each([
    [{ announcements: Array(11).fill('x') }, 'at most 10'],
    [{ announcements: ['x'.repeat(401)] }, '400'],
    [{ minutesBetweenAnnouncements: -1 }, ''],
    [{ numberOfMessagesBetweenAnnouncements: 1.5 }, 'whole number'],
  ])('refuses %j', (patch, message) => {
    const result = announcementSettingsSchema.safeParse({ ...settings, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});
