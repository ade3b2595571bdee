// A fake StreamElements Astro gateway (protocols.md 6.2) inside workerd: it accepts the socket,
// checks the subscribe request and its JWT, answers like Astro, and pushes channel.tips messages.
import { acceptFakeSocket, type FakeSocketPeer } from './websocket-peer';

type Subscribe = {
  type: string;
  nonce?: string;
  data?: { topic?: string; token?: string; token_type?: string };
};

export function createFakeAstro(options: { validJwts: string[] }) {
  const peers: FakeSocketPeer[] = [];
  const state = { connections: 0, subscribes: [] as Subscribe[], subscribed: [] as FakeSocketPeer[] };

  function reply(peer: FakeSocketPeer, frame: Record<string, unknown>) {
    peer.send(JSON.stringify({ id: crypto.randomUUID(), ts: new Date().toISOString(), ...frame }));
  }

  return {
    state,
    fetch(request: Request): Response {
      if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket')
        return new Response('Astro takes WebSocket connections', { status: 426 });
      state.connections += 1;
      const { peer, response } = acceptFakeSocket((text, peer) => {
        const frame = JSON.parse(text) as Subscribe;
        state.subscribes.push(frame);
        const topic = frame.data?.topic;
        if (frame.type !== 'subscribe' || topic !== 'channel.tips' || frame.data?.token_type !== 'jwt') {
          reply(peer, {
            type: 'response',
            nonce: frame.nonce,
            error: 'err_bad_request',
            data: { message: 'bad request' },
          });
        } else if (!options.validJwts.includes(frame.data?.token ?? '')) {
          reply(peer, {
            type: 'response',
            nonce: frame.nonce,
            error: 'err_unauthorized',
            data: { message: 'invalid token' },
          });
        } else {
          state.subscribed.push(peer);
          reply(peer, {
            type: 'response',
            nonce: frame.nonce,
            data: { message: 'successfully subscribed to topic', topic },
          });
        }
      });
      peers.push(peer);
      return response;
    },
    /** A tip as Astro publishes it on channel.tips, to every subscribed socket. */
    sendTip(tip: { id: string; username: string; amount: number; currency: string; message: string }) {
      for (const peer of state.subscribed.filter((p) => p.isOpen()))
        reply(peer, {
          type: 'message',
          topic: 'channel.tips',
          room: 'channel-room',
          data: {
            donation: {
              user: { username: tip.username, geo: null, email: 'tipper@example.com', channel: null },
              message: tip.message,
              amount: tip.amount,
              currency: tip.currency,
              paymentMethod: 'paypal',
            },
            _id: tip.id,
            channel: 'se-channel-id',
            provider: 'paypal',
            approved: 'allowed',
            status: 'success',
            createdAt: new Date().toISOString(),
            updatedAt: new Date().toISOString(),
            transactionId: `tx-${tip.id}`,
          },
        });
    },
    /** The gateway drops every socket, as after a deploy on StreamElements' side. */
    dropAll() {
      for (const peer of peers.splice(0)) peer.close(1012, 'service restart');
      state.subscribed = [];
    },
  };
}
