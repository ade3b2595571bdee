// A fake Streamlabs (protocols.md 6.1) inside workerd: the OAuth token exchange and socket-token
// endpoint on streamlabs.com, and the Socket API on sockets.streamlabs.com in raw Engine.IO v3 form
// (open packet, client pings `2` answered `3`, events `42["event",{…}]`).
import { acceptFakeSocket, type FakeSocketPeer } from './websocket-peer';

type TokenRequest = Record<string, string>;

export function createFakeStreamlabs(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Short in tests, so pings are seen quickly. */
  pingInterval?: number;
}) {
  const codes = new Set<string>();
  const accessTokens = new Map<string, string>();
  const socketTokens = new Set<string>();
  const state = {
    tokenRequests: [] as TokenRequest[],
    connections: [] as { token: string }[],
    pings: 0,
    open: [] as FakeSocketPeer[],
  };

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  function socketApi(request: Request): Response {
    const url = new URL(request.url);
    if (url.pathname !== '/socket.io/' || url.searchParams.get('EIO') !== '3')
      return new Response('not found', { status: 404 });
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket')
      return new Response('websocket only', { status: 400 });
    const token = url.searchParams.get('token') ?? '';
    state.connections.push({ token });
    const isKnown = socketTokens.has(token);
    const { peer, response } = acceptFakeSocket((text, peer) => {
      if (text === '2' && isKnown) {
        state.pings += 1;
        peer.send('3');
      }
    });
    const open = {
      sid: crypto.randomUUID(),
      upgrades: [],
      pingInterval: options.pingInterval ?? 25000,
      pingTimeout: 60000,
    };
    peer.send(`0${JSON.stringify(open)}`);
    // socket.io v2 refuses a connection its middleware rejects with an error packet.
    if (!isKnown) peer.send('44"Authentication error"');
    else {
      peer.send('40');
      state.open.push(peer);
    }
    return response;
  }

  async function api(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname === '/api/v2.0/token') {
      const body = (await request.json()) as TokenRequest;
      state.tokenRequests.push(body);
      const valid =
        body.grant_type === 'authorization_code' &&
        body.client_id === options.clientId &&
        body.client_secret === options.clientSecret &&
        body.redirect_uri === options.redirectUri &&
        codes.delete(body.code ?? '');
      if (!valid) return json({ error: 'invalid_grant', message: 'The authorization code is invalid.' }, 400);
      const accessToken = `sl-access-${crypto.randomUUID()}`;
      const socketToken = `sl-socket-${crypto.randomUUID()}`;
      accessTokens.set(accessToken, socketToken);
      socketTokens.add(socketToken);
      return json({
        access_token: accessToken,
        refresh_token: `sl-refresh-${crypto.randomUUID()}`,
        token_type: 'Bearer',
        expires_in: 3600,
      });
    }
    if (request.method === 'GET' && url.pathname === '/api/v2.0/socket/token') {
      const socketToken = accessTokens.get(
        (request.headers.get('Authorization') ?? '').replace(/^Bearer /, ''),
      );
      return socketToken ? json({ socket_token: socketToken }) : json({ error: 'unauthorized' }, 401);
    }
    return json({ error: 'not found' }, 404);
  }

  function emit(payload: unknown) {
    for (const peer of state.open.filter((p) => p.isOpen()))
      peer.send(`42${JSON.stringify(['event', payload])}`);
  }

  return {
    state,
    hosts: { 'streamlabs.com': { fetch: api }, 'sockets.streamlabs.com': { fetch: socketApi } },
    /** A code Streamlabs' consent screen would hand to the redirect URI. */
    issueCode(): string {
      const code = `sl-code-${crypto.randomUUID()}`;
      codes.add(code);
      return code;
    },
    /** A donation event as the Socket API sends it. */
    emitDonation(donation: { id: number; name: string; amount: string; currency: string; message: string }) {
      emit({
        type: 'donation',
        message: [
          {
            ...donation,
            _id: `hash-${donation.id}`,
            formatted_amount: `$${donation.amount}`,
            formattedAmount: `$${donation.amount}`,
            emotes: null,
            iconClassName: 'fab fa-paypal',
            to: { name: 'dallas' },
            from: donation.name,
            from_user_id: null,
          },
        ],
        event_id: `evt-${donation.id}`,
      });
    },
    /** A Twitch follow relayed by Streamlabs: the bot gets these from EventSub, so it must ignore them. */
    emitTwitchFollow(name: string) {
      emit({
        type: 'follow',
        for: 'twitch_account',
        message: [{ name, id: 'f1', _id: 'f1' }],
        event_id: 'evt-f',
      });
    },
  };
}
