import { describe, expect, it } from 'vitest';
import { formatTipAmount } from '../carousel/carousel-text';
import {
  defaultShoutoutText,
  defaultTriggeredEventTexts,
  sampleTriggeredEventEvents,
  triggeredEventPlaceholders,
} from '../triggered-events/triggered-event';
import { evaluateTemplate } from './evaluate';
import { sampleKeywordContext } from './test-context';

describe('the sample context of previews', () => {
  it('fills every default reaction text and the shoutout, leaving no keyword in braces', async () => {
    for (const [type, text] of Object.entries(defaultTriggeredEventTexts)) {
      const sample = sampleTriggeredEventEvents[type as keyof typeof sampleTriggeredEventEvents];
      const event = { ...sample, id: 'preview', isTest: true, at: 0 };
      const filled = await evaluateTemplate(
        text,
        sampleKeywordContext({
          username: sample.user ?? 'Anonymous',
          message: sample.user ?? '',
          placeholders: triggeredEventPlaceholders(event, formatTipAmount),
        }),
      );
      expect(filled, type).not.toMatch(/[{}]/);
    }
    expect(
      await evaluateTemplate(defaultShoutoutText, sampleKeywordContext({ message: 'FriendlyStreamer' })),
    ).toBe(
      'Go check out FriendlyStreamer at twitch.tv/FriendlyStreamer! They were last playing Just Chatting.',
    );
  });
});
