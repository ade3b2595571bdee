import { describe, expect, test } from 'vitest';
import { findLinks, joinSpacedDots, splitLink } from './link-finder';

const hosts = (text: string, spacedLinks = false) => findLinks(text, spacedLinks).map((link) => link.host);

describe('findLinks', () => {
  test('bare domains, schemes and www links are links', () => {
    expect(hosts('go to example.com now')).toEqual(['example.com']);
    expect(hosts('https://foo.bar/x?y=1')).toEqual(['foo.bar']);
    expect(hosts('see www.x.io/abc')).toEqual(['www.x.io']);
    expect(hosts('cheap viewers at bad.lol')).toEqual(['bad.lol']);
  });

  test('names that do not end in a real top-level domain are not', () => {
    expect(hosts('open file.txt please')).toEqual([]);
    expect(hosts('e.g. this one')).toEqual([]);
    expect(hosts('pi is 3.14 and v1.2.3 is out')).toEqual([]);
    expect(hosts('that was great.thanks')).toEqual([]);
  });

  test('an e-mail address is not a link', () => {
    expect(hosts('mail me at someone@gmail.com')).toEqual([]);
  });

  test('spaced and spelled-out dots count only when spaced links is on', () => {
    for (const text of ['example . com', 'example(dot)com', 'example [dot] com', 'example (.) com']) {
      expect(hosts(text)).toEqual([]);
      expect(hosts(text, true)).toEqual(['example.com']);
    }
    expect(joinSpacedDots('end. next')).toBe('end. next');
  });

  test('the path is kept for path allow rules', () => {
    expect(findLinks('youtube.com/watch?v=abc', false)).toEqual([
      { text: 'youtube.com/watch?v=abc', host: 'youtube.com', path: '/watch?v=abc' },
    ]);
  });
});

test('splitLink drops scheme, credentials, port and trailing dot', () => {
  expect(splitLink('https://user:pw@Example.COM.:8080/a#b')).toEqual({ host: 'example.com', path: '/a#b' });
});
