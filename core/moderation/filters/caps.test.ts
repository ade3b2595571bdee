import { describe, expect, test } from 'vitest';
import { countMessage } from '../message-tokens';
import { defaultModerationSettings } from '../moderation-settings';
import { checkCaps } from './caps';

const defaults = defaultModerationSettings.filters.caps; // 10 letters, 70 %, 8 capitals
const caps = (text: string, settings = defaults, emotes = new Set<string>()) =>
  checkCaps(countMessage(text, undefined, emotes), settings);

describe('caps filter', () => {
  test('trips at 10 letters all capitals', () => {
    expect(caps('HELLO THERE')?.reason).toBe('10 of 10 letters are capitals (100%)');
  });

  test('passes under the minimum length, however loud', () => {
    expect(caps('HELLO YOU')).toBeNull();
  });

  test('needs at least 8 capitals even when the share is met', () => {
    expect(caps('ABCDEFGhij')).toBeNull(); // 7 of 10
    expect(caps('ABCDEFGHij')).not.toBeNull(); // 8 of 10
  });

  test('trips at exactly the percent, not under it', () => {
    const settings = { ...defaults, minCapitals: 1 };
    expect(caps('ABCDEFGhij', settings)?.reason).toContain('(70%)');
    expect(caps('ABCDEFghij', settings)).toBeNull();
    expect(caps('ABCDEFGHijkl', defaults)).toBeNull(); // 8 of 12: 67 %
  });

  test('KEKW LUL OMEGALUL does not trip: emote names are not shouting', () => {
    const emotes = new Set(['KEKW', 'LUL', 'OMEGALUL', 'PogChamp']);
    expect(caps('KEKW LUL OMEGALUL', defaults, emotes)).toBeNull();
    expect(caps('KEKW LUL OMEGALUL KEKW LUL OMEGALUL ok', defaults, emotes)).toBeNull();
  });

  test('a mention of a capitalised name does not count', () => {
    expect(caps('@BIGSTREAMERNAME hello there')).toBeNull();
  });
});
