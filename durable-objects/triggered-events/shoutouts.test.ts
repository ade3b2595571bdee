import { describe, expect, it } from 'vitest';
import type { ChannelContext } from '../channel-context';
import { maxShoutoutWaitMs, maxWaitingShoutouts, Shoutouts } from './shoutouts';

/** A channel whose Twitch accepts every shoutout, with storage in memory and notes kept. */
function fakeChannel() {
  let now = 0;
  const stored = new Map<string, unknown>();
  const sent: string[] = [];
  const notes: string[] = [];
  const context = {
    storage: {
      get: async (key: string) => stored.get(key),
      put: async (key: string, value: unknown) => void stored.set(key, structuredClone(value)),
    },
    twitchFor: () => ({
      twitch: {
        sendShoutout: async (login: string) => {
          sent.push(login);
          return { ok: true };
        },
      },
      simulated: false,
    }),
    reschedule: async () => {},
    speech: { note: async (text: string) => void notes.push(text) },
  } as unknown as ChannelContext;
  const shoutouts = new Shoutouts(context, () => now);
  const moveTo = (at: number) => {
    now = at;
  };
  return { shoutouts, sent, notes, moveTo };
}

describe('Shoutouts', () => {
  it(`lets at most ${maxWaitingShoutouts} wait, skipping more with a note`, async () => {
    const { shoutouts } = fakeChannel();
    await shoutouts.load();
    expect(await shoutouts.request('first', false)).toEqual({ sent: true });
    for (let i = 0; i < maxWaitingShoutouts; i++)
      expect((await shoutouts.request(`raider${i}`, false)).sent).toBe(false);
    expect(await shoutouts.request('oneTooMany', false)).toEqual({
      sent: false,
      note: expect.stringContaining(`skipped: ${maxWaitingShoutouts} shoutouts already wait`),
    });
  });

  it('drops a shoutout that waited 10 minutes, with a note, and sends the next in time', async () => {
    const { shoutouts, sent, notes, moveTo } = fakeChannel();
    await shoutouts.load();
    await shoutouts.request('first', false);
    moveTo(60_000);
    await shoutouts.request('old', false);
    moveTo(9 * 60_000);
    await shoutouts.request('recent', false);
    // Twitch's gap kept both waiting; by now the first waited 10 minutes.
    moveTo(60_000 + maxShoutoutWaitMs);
    expect(await shoutouts.nextAlarm()).toBeLessThanOrEqual(60_000 + maxShoutoutWaitMs);
    await shoutouts.alarm(60_000 + maxShoutoutWaitMs);
    expect(notes).toEqual(["Twitch's shoutout of old is dropped: it waited 10 minutes for its turn."]);
    expect(sent).toEqual(['first', 'recent']);
  });
});
