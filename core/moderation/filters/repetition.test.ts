import { describe, expect, test } from 'vitest';
import { defaultModerationSettings } from '../moderation-settings';
import { checkRepetition, checkRepetitionAcross, checkRepetitionWithin } from './repetition';

const defaults = defaultModerationSettings.filters.repetition; // 45 % from 15 characters; 3 times in 30 s
const now = 1_000_000;

describe('repetition within a message', () => {
  test('one character repeated trips from 15 characters, not at 14', () => {
    expect(checkRepetitionWithin('a'.repeat(15), defaults)?.reason).toBe('93% repeated characters');
    expect(checkRepetitionWithin('a'.repeat(14), defaults)).toBeNull();
  });

  test('repeated words trip', () => {
    expect(checkRepetitionWithin('spam spam spam spam', defaults)?.reason).toBe('75% repeated words');
  });

  test('a repeated pattern of characters trips', () => {
    expect(checkRepetitionWithin('hahahahahahahahaha', defaults)).not.toBeNull();
  });

  test('ordinary sentences pass', () => {
    for (const text of [
      'the cat sat on the mat and the rat',
      'hello everyone how are you doing today',
      'lmaooooooooo that was so funny',
      'mississippi is a long river',
    ])
      expect(checkRepetitionWithin(text, defaults)).toBeNull();
  });

  test('the percent is a floor: at it trips, under it passes', () => {
    // 4 words, 2 repeats: 50 %.
    expect(checkRepetitionWithin('alpha beta alpha beta', { percent: 50, minLength: 15 })).not.toBeNull();
    expect(checkRepetitionWithin('alpha beta alpha beta', { percent: 51, minLength: 15 })).toBeNull();
  });
});

describe('repetition across messages', () => {
  test('the third same message within 30 s trips', () => {
    const recent = [
      { text: 'buy followers', at: now - 20_000 },
      { text: 'buy followers', at: now - 5_000 },
    ];
    expect(checkRepetitionAcross('buy followers', recent, now, defaults)?.reason).toBe(
      'the same message 3 times in 30 s',
    );
  });

  test('the second does not, nor one older than 30 s', () => {
    expect(checkRepetitionAcross('hi', [{ text: 'hi', at: now - 1000 }], now, defaults)).toBeNull();
    const recent = [
      { text: 'hi', at: now - 31_000 },
      { text: 'hi', at: now - 1000 },
    ];
    expect(checkRepetitionAcross('hi', recent, now, defaults)).toBeNull();
  });

  test('history kept as raw text still matches the normalised one', () => {
    const recent = [
      { text: 'Buy  Followers', at: now - 2000 },
      { text: 'BUY FOLLOWERS', at: now - 1000 },
    ];
    expect(checkRepetition('buy followers', recent, now, defaults)).not.toBeNull();
  });
});
