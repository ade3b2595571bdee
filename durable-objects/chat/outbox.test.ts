import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from '../../core/chat/rate-limit';
import type { TwitchChannel } from '../../integrations/twitch/twitch-channel';
import { ChatOutbox } from './outbox';

function fakeClock() {
  let now = 0;
  return {
    now: () => now,
    sleep: async (ms: number) => {
      now += ms;
    },
  };
}

describe('ChatOutbox', () => {
  it('holds messages beyond the limit until the window frees up, and drops none', async () => {
    const clock = fakeClock();
    const sent: { text: string; at: number }[] = [];
    const channel = {
      sendChatMessage: async (text: string) => void sent.push({ text, at: clock.now() }),
    } as TwitchChannel;
    const outbox = new ChatOutbox(
      () => channel,
      new SlidingWindowLimiter(20, 30_000),
      clock.now,
      clock.sleep,
    );

    await outbox.send(Array.from({ length: 25 }, (_, i) => `m${i}`));

    expect(sent.map((m) => m.text)).toEqual(Array.from({ length: 25 }, (_, i) => `m${i}`));
    expect(sent.slice(0, 20).every((m) => m.at === 0)).toBe(true);
    expect(sent.slice(20).every((m) => m.at >= 30_000)).toBe(true);
    expect(outbox.pending).toBe(0);
  });

  it('goes on after a message Twitch refused', async () => {
    const clock = fakeClock();
    const sent: string[] = [];
    const channel = {
      sendChatMessage: async (text: string) => {
        if (text === 'bad') throw new Error('dropped');
        sent.push(text);
      },
    } as TwitchChannel;
    const outbox = new ChatOutbox(() => channel, new SlidingWindowLimiter(20), clock.now, clock.sleep);
    const original = console.error;
    console.error = () => {};
    await outbox.send(['bad', 'good']);
    console.error = original;
    expect(sent).toEqual(['good']);
  });
});
