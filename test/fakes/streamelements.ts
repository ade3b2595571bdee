// A fake StreamElements REST API (kappa v2) inside workerd: /channels/me names the JWT's channel,
// /tips/{channel} lists its tips in a createdAt window, sorted and paged as the real one, and
// /bot/commands|timers|quotes/{channel} answer with the channel's bot setup (quotes paged by limit and
// offset). A JWT whose `exp` has passed is refused as the real one refuses it. Tests add tips (also ones
// made "while offline") and bot setups, make requests fail, and count what each JWT asked.

type Tip = {
  _id: string;
  channel: string;
  donation: {
    user: { username: string; geo: null; email: string; channel: null };
    message: string;
    amount: number;
    currency: string;
    paymentMethod: string;
  };
  provider: string;
  approved: string;
  status: string;
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
  transactionId: string;
};

/** A channel's bot setup, as the arrays StreamElements' /bot/commands, /bot/timers and /bot/quotes answer. */
export type FakeStreamElementsBot = { commands: unknown[]; timers: unknown[]; quotes: unknown[] };

/** Whether the JWT's `exp` claim (read without checking the signature) is in the past. */
function hasExpired(jwt: string): boolean {
  const payload = jwt.split('.')[1] ?? '';
  try {
    const claims = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' && claims.exp * 1000 < Date.now();
  } catch {
    return false;
  }
}

export function createFakeStreamElements(options: { channels: Record<string, string> }) {
  const channels = new Map(Object.entries(options.channels));
  const bots = new Map<string, FakeStreamElementsBot>();
  const tips: Tip[] = [];
  const failures = new Map<string, number[]>();
  const state = { requests: [] as { jwt: string; path: string; query: Record<string, string> }[] };

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const unauthorized = () => json({ statusCode: 401, error: 'Unauthorized', message: 'invalid token' }, 401);

  function fetch(request: Request): Response {
    const url = new URL(request.url);
    const jwt = (request.headers.get('Authorization') ?? '').replace(/^Bearer /, '');
    state.requests.push({ jwt, path: url.pathname, query: Object.fromEntries(url.searchParams) });
    const failure = failures.get(jwt)?.shift();
    if (failure) return json({ statusCode: failure, error: 'Internal Server Error' }, failure);
    if (hasExpired(jwt)) return json({ statusCode: 401, error: 'Unauthorized', message: 'jwt expired' }, 401);
    const channel = channels.get(jwt);
    if (request.method !== 'GET') return json({ statusCode: 404, error: 'Not Found' }, 404);
    if (url.pathname === '/kappa/v2/channels/me')
      return channel
        ? json({ _id: channel, username: `user-${channel}`, alias: `user-${channel}`, displayName: 'User' })
        : unauthorized();
    const bot = /^\/kappa\/v2\/bot\/(commands|timers|quotes)\/([^/]+)$/.exec(url.pathname);
    if (bot) return botList(channel, bot[1] as keyof FakeStreamElementsBot, bot[2] ?? '', url.searchParams);
    const match = /^\/kappa\/v2\/tips\/([^/]+)$/.exec(url.pathname);
    if (!match) return json({ statusCode: 404, error: 'Not Found' }, 404);
    if (!channel) return unauthorized();
    if (decodeURIComponent(match[1] ?? '') !== channel)
      return json({ statusCode: 403, error: 'Forbidden', message: 'not your channel' }, 403);
    const query = url.searchParams;
    const after = Number(query.get('after') ?? 0);
    const before = Number(query.get('before') ?? Number.MAX_SAFE_INTEGER);
    const limit = Math.min(100, Number(query.get('limit') ?? 25));
    const offset = Number(query.get('offset') ?? 0);
    const sign = query.get('sort') === '-createdAt' ? -1 : 1;
    const inWindow = tips
      .filter((tip) => tip.channel === channel)
      .filter((tip) => Date.parse(tip.createdAt) >= after && Date.parse(tip.createdAt) <= before)
      .sort((a, b) => sign * (Date.parse(a.createdAt) - Date.parse(b.createdAt)));
    return json({ total: inWindow.length, docs: inWindow.slice(offset, offset + limit) });
  }

  function botList(
    channel: string | undefined,
    list: keyof FakeStreamElementsBot,
    requested: string,
    query: URLSearchParams,
  ): Response {
    if (!channel) return unauthorized();
    if (decodeURIComponent(requested) !== channel)
      return json({ statusCode: 403, error: 'Forbidden', message: 'not your channel' }, 403);
    const items = bots.get(channel)?.[list] ?? [];
    if (list !== 'quotes') return json(items);
    const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 25)));
    const offset = Math.max(0, Number(query.get('offset') ?? 0));
    return json(items.slice(offset, offset + limit));
  }

  return {
    state,
    hosts: { 'api.streamelements.com': { fetch } },
    /** The channel's bot commands, timers and quotes. */
    setBot(channel: string, setup: FakeStreamElementsBot) {
      bots.set(channel, setup);
    },
    /** A tip to the channel, made at `createdAt` (now unless given). */
    addTip(
      channel: string,
      tip: { id: string; username: string; amount: number; currency?: string; message?: string },
      extra: { createdAt?: number; status?: string; deleted?: boolean } = {},
    ) {
      const at = new Date(extra.createdAt ?? Date.now()).toISOString();
      tips.push({
        _id: tip.id,
        channel,
        donation: {
          user: { username: tip.username, geo: null, email: 'tipper@example.com', channel: null },
          message: tip.message ?? '',
          amount: tip.amount,
          currency: tip.currency ?? 'USD',
          paymentMethod: 'paypal',
        },
        provider: 'paypal',
        approved: 'allowed',
        status: extra.status ?? 'success',
        deleted: extra.deleted ?? false,
        createdAt: at,
        updatedAt: at,
        transactionId: `tx-${tip.id}`,
      });
    },
    /** The next `count` requests with `jwt` answer HTTP `status`. */
    fail(jwt: string, status: number, count = 1) {
      failures.set(jwt, [...(failures.get(jwt) ?? []), ...Array<number>(count).fill(status)]);
    },
    /** StreamElements no longer accepts the JWT (the streamer regenerated it). */
    revoke(jwt: string) {
      channels.delete(jwt);
    },
    requestsBy(jwt: string) {
      return state.requests.filter((request) => request.jwt === jwt);
    },
  };
}
