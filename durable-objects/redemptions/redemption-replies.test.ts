import { describe, expect, it } from 'vitest';
import { defaultIncrementorSettings } from '../../core/incrementor/incrementor';
import { memorySources } from '../../core/keywords/test-context';
import type { LiveEvent } from '../../core/live/live-event';
import type { TextReply } from '../../core/redemptions/text-reply';
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

describe('a redemption nothing answers', () => {
  const withReplies = (textReplies: TextReply[], explainSilence: (text: string) => Promise<void>) =>
    redemptionReplies(redemption, 'Story', {
      textReplies,
      incrementor: defaultIncrementorSettings,
      redemptions: { add: async () => {}, list: async () => [] },
      sources: memorySources(),
      now: () => 0,
      explainSilence,
    });

  it('tells the simulated chat why, naming the reward and where to answer it', async () => {
    const notes: string[] = [];
    const said = await withReplies([], async (text) => {
      notes.push(text);
    });
    expect(said).toEqual([]);
    expect(notes).toEqual([
      'Redemption not answered: No channel-point reply or incrementor answers the reward "Story". Add a reply for it under Platform Settings → Twitch, or check the title.',
    ]);
  });

  it('says a switched-off reply is why, and nothing when a reply answers', async () => {
    const notes: string[] = [];
    const note = async (text: string) => {
      notes.push(text);
    };
    await withReplies([{ _id: 't1', redemptionTitle: 'story', text: 'Once', enabled: false }], note);
    expect(notes).toEqual([
      'Redemption not answered: The reply to "Story" is switched off. Tick "Enabled" on it under Platform Settings → Twitch.',
    ]);
    expect(
      await withReplies([{ _id: 't2', redemptionTitle: 'Story', text: 'Once', enabled: true }], note),
    ).toEqual(['Once']);
    expect(notes).toHaveLength(1);
  });
});
