import { describe, expect, it } from 'vitest';
import { isMediaReference, mediaKindOfId, mediaUrl } from './media-reference';

const id = (extension: string) => `0123456789abcdef0123456789abcdef.${extension}`;

describe('media references', () => {
  it('tell an upload’s kind from its extension', () => {
    expect(['png', 'jpg', 'gif', 'webp'].map((ext) => mediaKindOfId(id(ext)))).toEqual(
      Array(4).fill('image'),
    );
    expect(mediaKindOfId(id('webm'))).toBe('video');
    expect(mediaKindOfId(id('mp4'))).toBe('video');
    expect(['mp3', 'ogg', 'wav'].map((ext) => mediaKindOfId(id(ext)))).toEqual(Array(3).fill('sound'));
  });

  it('refuse ids that are not an upload’s: other types, upper case, paths, short hex', () => {
    for (const bad of [
      id('svg'),
      id('html'),
      id('PNG'),
      id('png').toUpperCase(),
      `../${id('png')}`,
      'abc.png',
    ])
      expect(mediaKindOfId(bad), bad).toBeUndefined();
  });

  it('take the default, none, or an upload of an allowed kind', () => {
    expect(isMediaReference('', ['sound'])).toBe(true);
    expect(isMediaReference('none', ['sound'])).toBe(true);
    expect(isMediaReference(id('ogg'), ['sound'])).toBe(true);
    expect(isMediaReference(id('png'), ['sound'])).toBe(false);
    expect(isMediaReference(id('mp4'), ['image', 'video'])).toBe(true);
  });

  it('give the upload’s address, the bundled default for empty, and nothing for none', () => {
    expect(mediaUrl(id('png'), '/alert-defaults/follow.png')).toBe(`/media/${id('png')}`);
    expect(mediaUrl('', '/alert-defaults/follow.png')).toBe('/alert-defaults/follow.png');
    expect(mediaUrl('none', '/alert-defaults/follow.png')).toBeUndefined();
  });
});
