// A fake Streamlabs (protocols.md 6.1) inside workerd: the OAuth token endpoint (authorization code
// and refresh token grants) and GET /api/v2.0/donations, newest first by donation_id, with `after`
// and `before` donation ids. Tests add donations, expire or revoke tokens and make requests fail.

type TokenRequest = Record<string, string>;
type Donation = {
  donation_id: number;
  created_at: number;
  currency: string;
  amount: string;
  name: string;
  message: string;
  email: string;
};

export function createFakeStreamlabs(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}) {
  const codes = new Set<string>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const donations: Donation[] = [];
  const failures: number[] = [];
  let nextDonationId = 5000;
  const state = {
    tokenRequests: [] as TokenRequest[],
    donationRequests: [] as { token: string; query: Record<string, string> }[],
  };

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  function issueTokens() {
    const accessToken = `sl-access-${crypto.randomUUID()}`;
    const refreshToken = `sl-refresh-${crypto.randomUUID()}`;
    accessTokens.add(accessToken);
    refreshTokens.add(refreshToken);
    return json({
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: 3600,
    });
  }

  async function token(request: Request): Promise<Response> {
    const body = (await request.json()) as TokenRequest;
    state.tokenRequests.push(body);
    const app = body.client_id === options.clientId && body.client_secret === options.clientSecret;
    if (app && body.grant_type === 'authorization_code' && body.redirect_uri === options.redirectUri)
      if (codes.delete(body.code ?? '')) return issueTokens();
    if (app && body.grant_type === 'refresh_token' && refreshTokens.delete(body.refresh_token ?? ''))
      return issueTokens();
    return json({ error: 'invalid_grant', message: 'The grant is invalid.' }, 400);
  }

  function list(request: Request): Response {
    const url = new URL(request.url);
    const accessToken = (request.headers.get('Authorization') ?? '').replace(/^Bearer /, '');
    state.donationRequests.push({ token: accessToken, query: Object.fromEntries(url.searchParams) });
    const failure = failures.shift();
    if (failure) return json({ error: 'Server Error' }, failure);
    if (!accessTokens.has(accessToken)) return json({ error: 'Unauthorized', message: 'Invalid token' }, 401);
    const after = Number(url.searchParams.get('after') ?? -1);
    const before = Number(url.searchParams.get('before') ?? Number.MAX_SAFE_INTEGER);
    const limit = Math.min(100, Number(url.searchParams.get('limit') ?? 10));
    const data = donations
      .filter((donation) => donation.donation_id > after && donation.donation_id < before)
      .sort((a, b) => b.donation_id - a.donation_id)
      .slice(0, limit);
    return json({ data });
  }

  async function api(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname === '/api/v2.0/token') return token(request);
    if (request.method === 'GET' && url.pathname === '/api/v2.0/donations') return list(request);
    return json({ error: 'not found' }, 404);
  }

  return {
    state,
    hosts: { 'streamlabs.com': { fetch: api } },
    /** A code Streamlabs' consent screen would hand to the redirect URI. */
    issueCode(): string {
      const code = `sl-code-${crypto.randomUUID()}`;
      codes.add(code);
      return code;
    },
    /** A donation to the streamer's Streamlabs page, made at `createdAt` (now unless given). */
    addDonation(
      donation: { name: string; amount: string; currency?: string; message?: string },
      createdAt = Date.now(),
    ) {
      nextDonationId += 1;
      donations.push({
        donation_id: nextDonationId,
        created_at: Math.floor(createdAt / 1000),
        currency: donation.currency ?? 'USD',
        amount: donation.amount,
        name: donation.name,
        message: donation.message ?? '',
        email: 'donor@example.com',
      });
      return nextDonationId;
    },
    /** Every access token handed out so far stops working (they expire after an hour). */
    expireAccessTokens() {
      accessTokens.clear();
    },
    /** The streamer removed the app on Streamlabs: no token works, nor does any refresh. */
    revokeAll() {
      accessTokens.clear();
      refreshTokens.clear();
    },
    /** The next `count` donation requests answer HTTP `status`. */
    fail(status: number, count = 1) {
      for (let i = 0; i < count; i++) failures.push(status);
    },
  };
}
