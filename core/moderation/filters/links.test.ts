import { describe, expect, test } from 'vitest';
import { findLinks } from '../link-finder';
import { defaultModerationSettings } from '../moderation-settings';
import { checkFirstTime } from './first-time';
import { checkLinks, compileLinkRules } from './links';

const defaults = defaultModerationSettings.filters.links;
const rules = compileLinkRules({
  ...defaults,
  allow: ['youtube.com/watch*', 'imgur.com'],
  block: ['grabify.link'],
  blockPunishment: { action: 'ban' },
});
const context = { channelLogin: 'mychannel', permitted: false };
const check = (text: string, permitted = false) =>
  checkLinks(findLinks(text.toLowerCase(), false), rules, { ...context, permitted });

describe('links filter', () => {
  test('a link trips, plain text does not', () => {
    expect(check('free followers at example.com')?.reason).toBe('link to example.com');
    expect(check('see the readme.txt file')).toBeNull();
  });

  test('allowed links and the channel itself pass', () => {
    expect(check('https://youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(check('i.imgur.com/abc.png')).toBeNull();
    expect(check('twitch.tv/mychannel and clips.twitch.tv/SomeClip')).toBeNull();
  });

  test('one disallowed link among allowed ones trips', () => {
    expect(check('imgur.com and evil.xyz')?.reason).toBe('link to evil.xyz');
  });

  test('a blocklisted link carries the blocklist action and the pattern', () => {
    expect(check('click grabify.link/abc')).toEqual({
      reason: 'blocklisted link grabify.link',
      entry: 'grabify.link',
      punishment: { action: 'ban' },
    });
  });

  test('a permit lets links through, but not blocklisted ones', () => {
    expect(check('example.com', true)).toBeNull();
    expect(check('grabify.link', true)?.punishment).toEqual({ action: 'ban' });
  });
});

describe('first-time chatters filter', () => {
  const firstTime = (text: string, trusted: boolean, permitted = false) =>
    checkFirstTime(findLinks(text, false), rules, { channelLogin: 'mychannel', permitted, trusted });

  test("a viewer not yet trusted trips with a link; a trusted one doesn't", () => {
    expect(firstTime('hi check example.com', false)?.reason).toBe(
      'a link (example.com) from a viewer not yet trusted',
    );
    expect(firstTime('hi check example.com', true)).toBeNull();
  });

  test('no link, an allowed link or a permit: no trip', () => {
    expect(firstTime('hello everyone!', false)).toBeNull();
    expect(firstTime('twitch.tv/mychannel', false)).toBeNull();
    expect(firstTime('example.com', false, true)).toBeNull();
  });
});
