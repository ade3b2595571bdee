import { describe, expect, test } from 'vitest';
import type { FoundLink } from './link-finder';
import { compileDomainList, isOwnChannelLink, matchesGlob } from './link-patterns';

const link = (host: string, path = ''): FoundLink => ({ text: host + path, host, path });

describe('domain lists', () => {
  test('a domain allows itself, www and its subdomains, not look-alike suffixes', () => {
    const list = compileDomainList(['example.com'], false);
    expect(list.match(link('example.com'))).toBe('example.com');
    expect(list.match(link('www.example.com', '/x'))).toBe('example.com');
    expect(list.match(link('shop.example.com'))).toBe('example.com');
    expect(list.match(link('badexample.com'))).toBeNull();
  });

  test('* in the host and in the path', () => {
    const list = compileDomainList(['*.gov.uk', 'youtube.com/watch*'], false);
    expect(list.match(link('www.tax.gov.uk'))).toBe('*.gov.uk');
    expect(list.match(link('youtube.com', '/watch?v=1'))).toBe('youtube.com/watch*');
    expect(list.match(link('youtube.com', '/channel/x'))).toBeNull();
    expect(list.match(link('youtube.com'))).toBeNull();
  });

  test('a pattern written with a scheme or trailing slash still matches', () => {
    expect(
      compileDomainList(['https://twitter.com/streamer/'], false).match(link('twitter.com', '/streamer')),
    ).not.toBeNull();
  });

  test('a blocklist also catches a look-alike spelling; an allowlist does not let one in', () => {
    const spoof = link('gr\u0430bify.link');
    expect(compileDomainList(['grabify.link'], true).match(spoof)).toBe('grabify.link');
    expect(compileDomainList(['y\u043Eutube.com'], false).match(link('youtube.com'))).toBeNull();
    expect(compileDomainList(['youtube.com'], false).match(link('y\u043Eutube.com'))).toBeNull();
  });
});

test("the channel's own Twitch page and clips are always allowed, another channel's page is not", () => {
  expect(isOwnChannelLink(link('twitch.tv', '/MyChannel'), 'mychannel')).toBe(true);
  expect(isOwnChannelLink(link('www.twitch.tv', '/mychannel/clip/Abc'), 'MyChannel')).toBe(true);
  expect(isOwnChannelLink(link('clips.twitch.tv', '/FunnyClipSlug'), 'mychannel')).toBe(true);
  expect(isOwnChannelLink(link('twitch.tv', '/otherchannel'), 'mychannel')).toBe(false);
  expect(isOwnChannelLink(link('twitch.tv.evil.com', '/mychannel'), 'mychannel')).toBe(false);
});

test('matchesGlob stays quick with many stars', () => {
  expect(matchesGlob('a*b*c', 'axxbyyc')).toBe(true);
  expect(matchesGlob('a*b*c', 'axxbyy')).toBe(false);
  expect(matchesGlob('*a*a*a*a*a*a*a*a*a*a*b', 'a'.repeat(500))).toBe(false);
});
