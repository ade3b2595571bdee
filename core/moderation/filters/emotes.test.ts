import { describe, expect, test } from 'vitest';
import type { ChatFragment } from '../../chat/chat-message';
import { countMessage } from '../message-tokens';
import { defaultModerationSettings } from '../moderation-settings';
import { checkEmotes } from './emotes';

const defaults = defaultModerationSettings.filters.emotes; // max 15
const bttv = new Set(['catJAM', 'KEKW', 'monkaS', 'PepeLaugh']);

describe('emotes filter', () => {
  test('16 BTTV emotes trip a limit of 15; 15 do not', () => {
    const sixteen = Array.from({ length: 16 }, (_, index) => [...bttv][index % 4]).join(' ');
    const fifteen = Array.from({ length: 15 }, (_, index) => [...bttv][index % 4]).join(' ');
    expect(checkEmotes(countMessage(sixteen, undefined, bttv), defaults)?.reason).toBe(
      '16 emotes (at most 15)',
    );
    expect(checkEmotes(countMessage(fifteen, undefined, bttv), defaults)).toBeNull();
  });

  test("Twitch's emote fragments and third-party words add up", () => {
    const fragments: ChatFragment[] = [
      ...Array.from({ length: 10 }, () => ({
        type: 'emote' as const,
        text: 'Kappa',
        id: '25',
        animated: false,
      })),
      { type: 'text', text: ' catJAM KEKW catJAM KEKW catJAM KEKW' },
    ];
    expect(checkEmotes(countMessage('', fragments, bttv), defaults)).not.toBeNull();
  });

  test('emoji count only when "emoji count" is on', () => {
    const text = '😀'.repeat(16);
    const counts = countMessage(text, undefined, new Set());
    expect(checkEmotes(counts, defaults)).toBeNull();
    expect(checkEmotes(counts, { ...defaults, countEmoji: true })?.reason).toBe('16 emotes (at most 15)');
  });

  test('a word that only looks like an emote is not one', () => {
    expect(checkEmotes(countMessage('kekw '.repeat(20), undefined, bttv), defaults)).toBeNull();
  });
});
