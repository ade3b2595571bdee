import { describe, expect, it } from 'vitest';
import { isChannelName, publicPagePath, publicQuotesPath } from './public-page-path';

describe('the public page path', () => {
  it('is /c/{login}, with the quotes under it', () => {
    expect(publicPagePath('demo_streamer')).toBe('/c/demo_streamer');
    expect(publicQuotesPath('demo_streamer')).toBe('/c/demo_streamer/quotes');
  });

  it.each(['demo_streamer', 'DemoStreamer', 'a1', '한국어이름', 'ニコニコ', 'x'.repeat(25)])(
    'takes %s as a name',
    (name) => {
      expect(isChannelName(name)).toBe(true);
    },
  );

  it.each(['', '../', '..', 'a.b', 'a/b', 'a b', '\0', 'a%2F', 'x'.repeat(26), 'x'.repeat(500), 'a\u200bb'])(
    'refuses %j',
    (name) => {
      expect(isChannelName(name)).toBe(false);
    },
  );
});
