import { describe, expect, it } from 'vitest';
import type { TwitchChannel } from '../../integrations/twitch/twitch-channel';
import { ChatOutbox, type OutboxStore, type QueuedMessage } from './outbox';

/** The store's contract in memory; the DO's SQLite store is exercised by the workerd tests. */
function memoryStore(sentBefore: number[] = []): OutboxStore & { queue: QueuedMessage[] } {
  const queue: QueuedMessage[] = [];
  const sent = [...sentBefore];
  let seq = 0;
  return {
    queue,
    add: (texts) => {
      for (const text of texts) queue.push({ seq: ++seq, text });
    },
    first: () => queue[0] ?? null,
    count: () => queue.length,
    isEmpty: () => queue.length === 0,
    done: (done, at) => {
      queue.splice(
        queue.findIndex((m) => m.seq === done),
        1,
      );
      if (at !== null) sent.push(at);
    },
    sentSince: (since) => sent.filter((at) => at > since),
  };
}

/** A clock the test moves; `wakeAt` records when the outbox asked to be resumed. */
function fakeClock() {
  let now = 0;
  const wakes: number[] = [];
  return {
    now: () => now,
    wakes,
    wakeAt: async (at: number) => void wakes.push(at),
    moveTo: (at: number) => {
      now = at;
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
    const outbox = new ChatOutbox(memoryStore(), () => channel, 20, clock.wakeAt, clock.now);

    await outbox.send(Array.from({ length: 25 }, (_, i) => `m${i}`));
    expect(sent).toHaveLength(20);
    expect(outbox.pending).toBe(5);
    expect(clock.wakes).toEqual([30_000]);

    clock.moveTo(30_000);
    await outbox.resume();
    expect(sent.map((m) => m.text)).toEqual(Array.from({ length: 25 }, (_, i) => `m${i}`));
    expect(sent.slice(0, 20).every((m) => m.at === 0)).toBe(true);
    expect(sent.slice(20).every((m) => m.at === 30_000)).toBe(true);
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
    const outbox = new ChatOutbox(memoryStore(), () => channel, 20, clock.wakeAt, clock.now);
    const original = console.error;
    console.error = () => {};
    await outbox.send(['bad', 'good']);
    console.error = original;
    expect(sent).toEqual(['good']);
  });

  it('counts the sends remembered from before a restart towards the limit', async () => {
    const clock = fakeClock();
    const sent: { text: string; at: number }[] = [];
    const channel = {
      sendChatMessage: async (text: string) => void sent.push({ text, at: clock.now() }),
    } as TwitchChannel;
    const store = memoryStore(Array.from({ length: 20 }, () => -1000));
    store.add(['after restart']);
    const outbox = new ChatOutbox(store, () => channel, 20, clock.wakeAt, clock.now);

    expect(outbox.nextSendAt()).toBe(29_000);
    await outbox.resume();
    expect(sent).toEqual([]);
    clock.moveTo(29_000);
    await outbox.resume();
    expect(sent).toEqual([{ text: 'after restart', at: 29_000 }]);
  });
});
