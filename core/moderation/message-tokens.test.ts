import { expect, test } from 'vitest';
import type { ChatFragment } from '../chat/chat-message';
import { countMessage } from './message-tokens';

const none = new Set<string>();

test('third-party emote words are counted as emotes and left out of the letters', () => {
  const counts = countMessage('KEKW LUL OMEGALUL nice', undefined, new Set(['KEKW', 'LUL', 'OMEGALUL']));
  expect(counts.emotes).toBe(3);
  expect(counts).toMatchObject({ letters: 4, capitals: 0 });
});

test("Twitch's emote fragments are counted as emotes, their codes not read as letters", () => {
  const fragments: ChatFragment[] = [
    { type: 'emote', text: 'Kappa', id: '25', animated: false },
    { type: 'text', text: ' hi ' },
    { type: 'emote', text: 'PogChamp', id: '88', animated: false },
  ];
  expect(countMessage('Kappa hi PogChamp', fragments, none)).toMatchObject({
    emotes: 2,
    letters: 2,
    capitals: 0,
  });
});

test('@mentions are left out of every count', () => {
  expect(countMessage('@SOME_LOUD_NAME__ hi', undefined, none)).toMatchObject({ letters: 2, symbols: 0 });
});

test('emoji are counted once per sequence and are neither symbols nor characters', () => {
  const counts = countMessage('hi 👨‍👩‍👧‍👦 🇫🇷🇩🇪 ❤️ 😀😀', undefined, none);
  expect(counts.emoji).toBe(6);
  expect(counts).toMatchObject({ characters: 2, symbols: 0 });
});

test('symbols and their longest run are counted per word', () => {
  expect(countMessage('a!!! ?? b', undefined, none)).toMatchObject({
    characters: 7,
    symbols: 5,
    longestSymbolRun: 3,
  });
});

test('letters of any cased script count; uncased scripts do not', () => {
  expect(countMessage('ПРИВЕТ мир 你好', undefined, none)).toMatchObject({ letters: 9, capitals: 6 });
});
