// Fan-out, the server's share: one follow handed to the channel's object with 200 and then 1,000
// carousel sockets open, timed inside workerd from the event's arrival to the last socket's send
// (sends are queued synchronously). Clients' reading is measured by bench/fan-out.ts.
import { runInDurableObject } from 'cloudflare:test';
import { it } from 'vitest';
import type { ChannelDO } from '../durable-objects/channel';
import { channelStub } from '../test/integration/channel-inbox';
import { openEventsOverlay, streamerFixture } from '../test/integration/live-events-fixture';
import { reportLatency } from './figures';

const rounds = 50;

it('measures the server side of fan-out', { timeout: 600_000 }, async () => {
  const fixture = await streamerFixture('FanOutBench');
  const sockets: Awaited<ReturnType<typeof openEventsOverlay>>[] = [];
  for (const total of [200, 1000]) {
    while (sockets.length < total) sockets.push(await openEventsOverlay(fixture.overlayKey));
    const times = await runInDurableObject(channelStub(fixture.streamerId), async (instance: ChannelDO) => {
      const samples: number[] = [];
      for (let round = -5; round < rounds; round++) {
        const start = performance.now();
        await instance.receiveEvent({
          id: crypto.randomUUID(),
          type: 'follow',
          user: `fan${total}-${round}`,
          isTest: true,
          at: Date.now(),
        });
        if (round >= 0) samples.push(performance.now() - start);
      }
      return samples;
    });
    reportLatency(
      `Fan-out to ${total} sockets, server side: event -> last send`,
      times,
      undefined,
      'inside the object',
    );
  }
  for (const socket of sockets) socket.close();
});
