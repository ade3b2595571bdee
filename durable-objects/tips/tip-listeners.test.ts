import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../core/live/live-event';
import type { SocketTipService } from '../../core/tips/tip-requests';
import type { OpenTipSocket, TipSocketHooks } from './outbound-socket';
import { TipListeners, tipWatchdogMs } from './tip-listeners';

/** A channel with a JWT saved and the bot in it, storage kept across "evictions". */
function channel(stored = new Map<string, unknown>()) {
  const opened: { service: SocketTipService; token: string; hooks: TipSocketHooks; closed: boolean }[] = [];
  const delivered: LiveEvent[] = [];
  const opener =
    (service: SocketTipService): OpenTipSocket =>
    async (token, hooks) => {
      const socket = { service, token, hooks, closed: false };
      opened.push(socket);
      return {
        close: () => {
          socket.closed = true;
        },
      };
    };
  const listeners = new TipListeners({
    storage: {
      get: async (key: string) => stored.get(key),
      put: async (key: string, value: unknown) => void stored.set(key, structuredClone(value)),
    } as unknown as DurableObjectStorage,
    readChannel: async () => ({ joined: true, configured: ['streamElements'] }),
    readToken: async (service) => `${service}-token`,
    deliver: async (event) => void delivered.push(event),
    reschedule: async () => {},
    openers: { streamElements: opener('streamElements'), streamlabs: opener('streamlabs') },
  });
  return { listeners, opened, delivered, stored };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('tip listeners', () => {
  it('opens the socket of each configured service while the bot is in the channel', async () => {
    const { listeners, opened } = channel();
    await listeners.refresh();
    await settle();
    expect(opened.map((socket) => [socket.service, socket.token])).toEqual([
      ['streamElements', 'streamElements-token'],
    ]);
    opened[0]?.hooks.connected();
    expect(listeners.states()).toEqual({
      streamElements: { status: 'connected' },
      streamlabs: { status: 'off' },
    });
  });

  it('reconnects after an eviction when the watchdog alarm fires', async () => {
    const first = channel();
    await first.listeners.refresh();
    await settle();
    // A new object over the same storage, as after eviction: nothing is open until the alarm.
    const revived = channel(first.stored);
    await revived.listeners.load();
    const now = Date.now();
    expect(revived.listeners.nextAlarm(now)).toBe(now + tipWatchdogMs);
    revived.listeners.watchdog(now);
    await settle();
    expect(revived.opened).toHaveLength(1);
  });

  it('retries a dropped socket with back-off, and not before it is due', async () => {
    const { listeners, opened } = channel();
    await listeners.refresh();
    await settle();
    opened[0]?.hooks.dropped();
    await settle();
    const retryAt = listeners.nextAlarm(Date.now()) as number;
    expect(retryAt).toBeLessThan(Date.now() + tipWatchdogMs);
    expect(listeners.states().streamElements).toEqual({ status: 'reconnecting' });
    listeners.watchdog(retryAt - 1);
    await settle();
    expect(opened).toHaveLength(1);
    listeners.watchdog(retryAt);
    await settle();
    expect(opened).toHaveLength(2);
  });

  it('remembers a refused token across evictions and tries again only after a new one is saved', async () => {
    const first = channel();
    await first.listeners.refresh();
    await settle();
    first.opened[0]?.hooks.refused('bad token');
    await settle();
    const revived = channel(first.stored);
    await revived.listeners.load();
    expect(revived.listeners.nextAlarm(Date.now())).toBeNull();
    expect(revived.listeners.states().streamElements).toEqual({ status: 'refused', reason: 'bad token' });
    await settle();
    expect(revived.opened).toHaveLength(0);
    await revived.listeners.refresh('streamElements');
    await settle();
    expect(revived.opened).toHaveLength(1);
  });

  it('ignores what an old socket reports after it was replaced', async () => {
    const { listeners, opened, delivered } = channel();
    await listeners.refresh();
    await settle();
    await listeners.refresh('streamElements');
    await settle();
    expect(opened[0]?.closed).toBe(true);
    opened[0]?.hooks.tip({ id: 'se:old', type: 'tip', isTest: false, at: 0 });
    opened[1]?.hooks.tip({ id: 'se:new', type: 'tip', isTest: false, at: 0 });
    await settle();
    expect(delivered.map((event) => event.id)).toEqual(['se:new']);
  });
});
