import { describe, expect, it } from 'vitest';
import { contentRange, parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-99', { offset: 0, length: 100 }],
    ['bytes=100-', { offset: 100, length: 900 }],
    ['bytes=-100', { offset: 900, length: 100 }],
    ['bytes=-5000', { offset: 0, length: 1000 }],
    ['bytes=990-5000', { offset: 990, length: 10 }],
    ['bytes=999-999', { offset: 999, length: 1 }],
  ])('reads %s of a 1000-byte file', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=2000-3000', 'bytes=-0'])('finds %s unsatisfiable', (header) => {
    expect(parseByteRange(header, 1000)).toBe('unsatisfiable');
  });

  it.each([null, 'bytes=0-1,5-9', 'items=0-9', 'bytes=9-1', 'bytes=-', 'bytes=abc'])(
    'ignores %j, so the whole file is sent',
    (header) => {
      expect(parseByteRange(header, 1000)).toBeNull();
    },
  );

  it('writes the Content-Range of a part', () => {
    expect(contentRange({ offset: 900, length: 100 }, 1000)).toBe('bytes 900-999/1000');
  });
});
