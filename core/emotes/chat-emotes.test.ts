import { describe, expect, it } from 'vitest';
import { emoteLookup, emotesOfMessage, simulatedFragments } from './chat-emotes';
import { demoEmoteSet, demoTwitchEmoteId } from './demo-emotes';
import { JunkAnswerError, readFfzGlobal, readSevenTvUser } from './third-party-emotes';

const sets = [
  { source: '7tv' as const, scope: 'channel' as const, emotes: demoEmoteSet('7tv') },
  { source: 'bttv' as const, scope: 'channel' as const, emotes: demoEmoteSet('bttv') },
];

describe('emotes of a chat message', () => {
  it('takes Twitch fragments and third-party words in order, skipping zero-width and unknown words', () => {
    const fragments = simulatedFragments('hi sbHeart bttvCool sevenHalo  sevenPog');
    expect(fragments[1]).toEqual({
      type: 'emote',
      text: 'sbHeart',
      id: demoTwitchEmoteId('sbHeart'),
      animated: false,
    });
    const images = emotesOfMessage(fragments, emoteLookup(sets, {}), 20);
    expect(images.map((image) => image.urls['2'])).toEqual([
      '/emotes/demo/twitch/heart.png',
      '/emotes/demo/bttv/cool.png',
      '/emotes/demo/7tv/pog.png',
    ]);
  });

  it('stops at the limit and leaves out switched-off sources', () => {
    const text = Array.from({ length: 50 }, () => 'bttvCool sevenPog').join(' ');
    expect(emotesOfMessage([{ type: 'text', text }], emoteLookup(sets, {}), 7)).toHaveLength(7);
    const withoutBttv = emotesOfMessage(
      [{ type: 'text', text: 'bttvCool sevenPog' }],
      emoteLookup(sets, { noBTTV: true }),
      7,
    );
    expect(withoutBttv.map((image) => image.urls['1'])).toEqual(['/emotes/demo/7tv/pog.png']);
  });
});

describe('third-party answers', () => {
  it('refuses junk and skips malformed items without losing the set', () => {
    expect(() => readSevenTvUser({ hello: 'world' })).toThrow(JunkAnswerError);
    expect(() => readFfzGlobal([])).toThrow(JunkAnswerError);
    const user = {
      emote_set: {
        emotes: [
          { name: 'has space', data: {} },
          null,
          {
            name: 'Good',
            flags: 0,
            data: {
              animated: true,
              flags: 256,
              host: { url: '//cdn.7tv.app/emote/x1', files: [{ name: '1x.webp' }] },
            },
          },
          { name: 'Http', data: { host: { url: 'http://evil.example/x', files: [{ name: '1x.webp' }] } } },
        ],
      },
    };
    expect(readSevenTvUser(user)).toEqual([
      {
        code: 'Good',
        source: '7tv',
        image: { urls: { '1': 'https://cdn.7tv.app/emote/x1/1x.webp' }, animated: true },
        zeroWidth: true,
      },
    ]);
    expect(readSevenTvUser({ emote_set: null })).toEqual([]);
  });
});
