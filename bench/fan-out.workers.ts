// Fan-out, the server's share: one follow handed to the channel's object with 200 and then 1,000
// carousel sockets open, timed inside workerd from the event's arrival to the last socket's send
// (sends are queued synchronously). Clients' reading is measured by bench/fan-out.ts.
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { it } from 'vitest';
import type { ChannelDO } from '../durable-objects/channel';
import type { ChannelContext } from '../durable-objects/channel-context';
import { routeOutboundFetch } from '../test/fakes/outbound';
import { createFakeHelix } from '../test/fakes/twitch-helix';
import { channelStub } from '../test/integration/channel-inbox';
import { openEventsOverlay, streamerFixture } from '../test/integration/live-events-fixture';
import { reportLatency } from './figures';
import { sized } from './smoke';

const rounds = sized(50, 3);

it('measures the server side of fan-out', { timeout: 600_000 }, async () => {
  const twitch = createFakeHelix({
    clientId: env.TWITCH_CLIENT_ID as string,
    clientSecret: env.TWITCH_CLIENT_SECRET as string,
    userTokens: [],
  });
  routeOutboundFetch({ 'id.twitch.tv': twitch.app, 'api.twitch.tv': twitch.app });
  const fixture = await streamerFixture('FanOutBench');
  const sockets: Awaited<ReturnType<typeof openEventsOverlay>>[] = [];
  for (const total of [sized(200, 10), sized(1000, 20)]) {
    while (sockets.length < total) sockets.push(await openEventsOverlay(fixture.overlayKey));
    const times = await runInDurableObject(channelStub(fixture.streamerId), async (instance: ChannelDO) => {
      // The bench notes when the object's last send of each event returned (its sockets' sends are queued).
      const { context } = instance as unknown as { context: ChannelContext };
      const broadcast = context.broadcast.bind(context);
      let lastSend = 0;
      context.broadcast = (area, message) => {
        const sent = broadcast(area, message);
        if (sent > 0) lastSend = performance.now();
        return sent;
      };
      const samples: number[] = [];
      for (let round = -5; round < rounds; round++) {
        const start = performance.now();
        lastSend = start;
        await instance.receiveEvents([
          {
            id: crypto.randomUUID(),
            type: 'follow',
            user: `fan${total}-${round}`,
            isTest: true,
            at: Date.now(),
          },
        ]);
        if (round >= 0) samples.push(lastSend - start);
      }
      return samples;
    });
    reportLatency(
      `Fan-out to ${total} sockets, server side: event -> last send`,
      times,
      undefined,
      'inside the object, up to the last send() call; the runtime frames and compresses after it',
    );
  }
  for (const socket of sockets) socket.close();
});
