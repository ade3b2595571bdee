import { describe, expect, it } from 'vitest';
import type { TwitchChannel } from '../../integrations/twitch/twitch-channel';
import { ChatOutbox, maxWaitingReplies, type OutboxStore, type QueuedMessage } from './outbox';

/** The store's contract in memory; the DO's SQLite store is exercised by the workerd tests. */
function memoryStore(sentBefore: number[] = []) {
  const queue: QueuedMessage[] = [];
  const sent = [...sentBefore];
  let seq = 0;
  /** Every message that went into the queue. */
  const queued: string[] = [];
  const store: OutboxStore = {
    add: (texts) => {
      for (const text of texts) queue.push({ seq: ++seq, text });
      queued.push(...texts);
    },
    first: () => queue[0] ?? null,
    count: () => queue.length,
    isEmpty: () => queue.length === 0,
    done: (done) => {
      queue.splice(
        queue.findIndex((m) => m.seq === done),
        1,
      );
    },
    dropOldest: (keep) => queue.splice(0, Math.max(0, queue.length - keep)).length,
    noteSent: (times) => void sent.push(...times),
    sentSince: (since) => sent.filter((at) => at > since),
  };
  return { ...store, queue, queued, sent };
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

/**
 * An outbox with a limit of 20 whose clock is 30 s past its start, so no send from before it can still
 * be in the window; `restart` makes another on the same store, as after a crash.
 */
function quietOutbox() {
  const clock = fakeClock();
  const sent: { text: string; at: number }[] = [];
  const channel = {
    sendChatMessage: async (text: string) => void sent.push({ text, at: clock.now() }),
  } as TwitchChannel;
  const store = memoryStore();
  const restart = () => new ChatOutbox(store, () => channel, 20, clock.wakeAt, clock.now);
  const outbox = restart();
  clock.moveTo(30_000);
  return { clock, sent, texts: () => sent.map((m) => m.text), store, outbox, restart };
}

describe('ChatOutbox', () => {
  it('holds messages beyond the limit until the window frees up, and drops none', async () => {
    const { clock, sent, outbox } = quietOutbox();

    await outbox.send(Array.from({ length: 25 }, (_, i) => `m${i}`));
    expect(sent).toHaveLength(20);
    expect(outbox.pending).toBe(5);
    expect(clock.wakes).toEqual([60_000]);

    clock.moveTo(60_000);
    await outbox.resume();
    expect(sent.map((m) => m.text)).toEqual(Array.from({ length: 25 }, (_, i) => `m${i}`));
    expect(sent.slice(0, 20).every((m) => m.at === 30_000)).toBe(true);
    expect(sent.slice(20).every((m) => m.at === 60_000)).toBe(true);
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

  it('sends what the limit lets go at once without queueing it, and stores no send time for a quiet window', async () => {
    const { sent, store, outbox } = quietOutbox();

    // Four sends in the window may be forgotten by a crash (a fifth of the limit).
    for (let i = 0; i < 4; i++) await outbox.send([`m${i}`]);
    expect(sent).toHaveLength(4);
    expect(store.queued).toEqual([]);
    expect(store.sent).toEqual([]);
  });

  it('stores the send times of the window before a crash forgetting them could break the limit', async () => {
    const { clock, texts, store, outbox, restart } = quietOutbox();
    // Stored five at a time, so that no more than four are ever unstored.
    for (let i = 0; i < 16; i++) await outbox.send([`m${i}`]);
    expect(store.sent).toHaveLength(15);

    // A crash now: the restarted outbox knows fifteen and counts four it cannot know of, so one may go.
    const restarted = restart();
    await restarted.send(['a', 'b']);
    expect(texts().slice(16)).toEqual(['a']);
    expect(store.queued).toEqual(['a', 'b']);
    expect(clock.wakes).toEqual([60_000]);
  });

  it('keeps within the limit after a crash that forgot the sends of a quiet window', async () => {
    const { clock, sent, store, outbox, restart } = quietOutbox();
    for (let i = 0; i < 4; i++) await outbox.send([`m${i}`]);
    expect(store.sent).toEqual([]);

    const restarted = restart();
    await restarted.send(Array.from({ length: 17 }, (_, i) => `r${i}`));
    const inWindow = sent.filter((m) => m.at > clock.now() - 30_000);
    // Four forgotten and sixteen now: the window is full, so the seventeenth waits for it.
    expect(inWindow).toHaveLength(20);
    expect(restarted.pending).toBe(1);
    clock.moveTo(60_000);
    await restarted.resume();
    expect(sent.map((m) => m.text).slice(4)).toEqual(Array.from({ length: 17 }, (_, i) => `r${i}`));
  });

  it('keeps at most 200 waiting replies, dropping the oldest and noting how many', async () => {
    const clock = fakeClock();
    const sent: string[] = [];
    const channel = { sendChatMessage: async (text: string) => void sent.push(text) } as TwitchChannel;
    const store = memoryStore();
    const dropped: number[] = [];
    const outbox = new ChatOutbox(
      store,
      () => channel,
      20,
      clock.wakeAt,
      clock.now,
      (n) => {
        dropped.push(n);
      },
    );
    clock.moveTo(30_000);

    await outbox.send(Array.from({ length: 150 }, (_, i) => `a${i}`));
    // Twenty went at once; 130 wait, and 100 more make 230: the 30 oldest waiting are dropped.
    await outbox.send(Array.from({ length: 100 }, (_, i) => `b${i}`));
    expect(outbox.pending).toBe(maxWaitingReplies);
    expect(dropped).toEqual([30]);
    for (let at = 60_000; outbox.pending > 0; at += 30_000) {
      clock.moveTo(at);
      await outbox.resume();
    }
    expect(sent).toEqual([
      ...Array.from({ length: 20 }, (_, i) => `a${i}`),
      ...Array.from({ length: 100 }, (_, i) => `a${i + 50}`),
      ...Array.from({ length: 100 }, (_, i) => `b${i}`),
    ]);
  });
});
