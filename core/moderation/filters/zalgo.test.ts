import { describe, expect, test } from 'vitest';
import { defaultModerationSettings } from '../moderation-settings';
import { checkZalgo } from './zalgo';

const defaults = defaultModerationSettings.filters.zalgo; // more than 4 marks, more than 20 %
const marks = (count: number) => '\u0336\u0337\u0338\u0321\u0322\u0334\u0335'.slice(0, count);

describe('zalgo filter', () => {
  test('a character with 5 marks trips; 4 do not', () => {
    expect(checkZalgo(`hello there a${marks(5)} friend`, defaults)?.reason).toBe(
      '5 combining marks on one character (at most 4)',
    );
    expect(checkZalgo(`hello there a${marks(4)} friend`, defaults)).toBeNull();
  });

  test('more than 20 % combining marks trips, exactly 20 % does not', () => {
    const spread = (count: number) => Array.from({ length: count }, () => `a${marks(2)}`).join('');
    expect(checkZalgo(`${spread(3)}${'b'.repeat(3)}`, defaults)).not.toBeNull(); // 6 of 12
    expect(checkZalgo(`${spread(2)}${'b'.repeat(14)}`, defaults)).toBeNull(); // 4 of 20
    expect(checkZalgo(`${spread(2)}${'b'.repeat(13)}`, defaults)).not.toBeNull(); // 4 of 19
  });

  test('accents typed as separate marks are ordinary text', () => {
    expect(checkZalgo('cafe\u0301 cre\u0300me bru\u0302le\u0301e', defaults)).toBeNull();
  });

  test('scripts with their own marks are never zalgo', () => {
    expect(checkZalgo('नमस्ते दोस्तों', defaults)).toBeNull();
    expect(checkZalgo('مَرْحَبًا', defaults)).toBeNull();
  });

  test('500 characters of zalgo trip without trouble', () => {
    expect(checkZalgo(`z${marks(5).repeat(100)}`, defaults)).not.toBeNull();
  });
});
