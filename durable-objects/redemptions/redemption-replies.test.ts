import { describe, expect, it } from 'vitest';
import { defaultIncrementorSettings } from '../../core/incrementor/incrementor';
import { memorySources } from '../../core/keywords/test-context';
import type { LiveEvent } from '../../core/live/live-event';
import { redemptionReplies } from './redemption-replies';

const redemption = {
  id: 'r1',
  type: 'redemption',
  at: 0,
  isTest: true,
  user: 'Viewer',
  userId: 'u1',
  reward: 'Story',
} as LiveEvent;

const repliesTo = (text: string) =>
  redemptionReplies(redemption, 'Story', {
    textReplies: [{ _id: 't1', redemptionTitle: 'Story', text, enabled: true }],
    incrementor: defaultIncrementorSettings,
    redemptions: { add: async () => {}, list: async () => [] },
    sources: memorySources(),
    now: () => 0,
  });

describe('channel-point text replies', () => {
  it('say a 5,999-character reply whole, across chat messages of at most 500', async () => {
    const words = Array.from({ length: 997 }, (_, i) => `w${String(i).padStart(4, '0')}`);
    const text = `${words.join(' ')}{username} the end`;
    expect(text).toHaveLength(5999);
    const messages = await repliesTo(text);
    expect(messages.every((message) => message.length <= 500)).toBe(true);
    expect(messages.join(' ')).toBe(text.replace('{username}', 'Viewer'));
  });

  it('fill in keywords wherever they stand in a long reply', async () => {
    const text = `${'a '.repeat(1500)}{username} ${'b '.repeat(1000)}{username}`;
    const said = (await repliesTo(text)).join(' ');
    expect(said.endsWith('b Viewer')).toBe(true);
    expect(said.split('Viewer')).toHaveLength(3);
  });
});
