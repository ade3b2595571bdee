import { describe, expect, test } from 'vitest';
import { countMessage } from '../message-tokens';
import { defaultModerationSettings } from '../moderation-settings';
import { checkSymbols } from './symbols';

const defaults = defaultModerationSettings.filters.symbols; // 15 characters, 50 %, run of 10
const symbols = (text: string) => checkSymbols(countMessage(text, undefined, new Set()), defaults);

describe('symbols filter', () => {
  test('trips at 15 characters with half or more symbols', () => {
    expect(symbols('!a!b!c!d!e!f!g!')?.reason).toBe('8 of 15 characters are symbols (53%)');
  });

  test('passes under half', () => {
    expect(symbols('a!b!c!d!e!f!g!h')).toBeNull(); // 7 of 15
  });

  test('passes under 15 characters, however many symbols', () => {
    expect(symbols('!a!b!c!d!e!f!g')).toBeNull(); // 14 characters
  });

  test('a run of 10 symbols trips; 9 does not', () => {
    expect(symbols('hello !!!!!!!!!! there friend')?.reason).toBe('10 symbols in a row');
    expect(symbols('hello !!!!!!!!! there friend')).toBeNull();
  });

  test('emoji and mentions are not symbols', () => {
    expect(symbols('🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥 @__x__ ok')).toBeNull();
  });

  test('ordinary punctuation passes', () => {
    expect(symbols("It's fine, really. Isn't it? (Yes!)")).toBeNull();
  });
});
