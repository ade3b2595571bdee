// A fake Nightbot (nightbot/api-docs; protocols.md 9a) inside workerd: the OAuth token endpoint
// (authorization code, a URL-encoded body) and the four lists an import reads, each answered in
// Nightbot's documented body with the Bearer token (or `access_token` in the query) checked. Regulars are
// paged by limit (at most 100) and offset. Tests give each token an account, issue codes, revoke
// tokens, make requests fail, and read what was asked.
import { Hono } from 'hono';

/** An account's lists, as the `commands`, `timers`, `regulars` and `filters` arrays of Nightbot's answers. */
export type FakeNightbotAccount = {
  commands: unknown[];
  timers: unknown[];
  regulars: unknown[];
  filters: unknown[];
};

const unauthorized = { status: 401, message: 'Authorization Required' };

export function createFakeNightbot(options: { clientId: string; clientSecret: string; redirectUri: string }) {
  const accounts = new Map<string, FakeNightbotAccount>();
  const codes = new Map<string, FakeNightbotAccount>();
  const failures: number[] = [];
  const state = {
    tokenRequests: [] as Record<string, string>[],
    requests: [] as { token: string; path: string; query: Record<string, string> }[],
  };
  const app = new Hono<{ Variables: { account: FakeNightbotAccount } }>();

  app.post('/oauth2/token', async (c) => {
    const body = (await c.req.parseBody()) as Record<string, string>;
    state.tokenRequests.push(body);
    const isApp = body.client_id === options.clientId && body.client_secret === options.clientSecret;
    const account = codes.get(body.code ?? '');
    if (
      !isApp ||
      body.grant_type !== 'authorization_code' ||
      body.redirect_uri !== options.redirectUri ||
      !account
    )
      return c.json({ error: 'invalid_grant', error_description: 'Invalid authorization code' }, 400);
    codes.delete(body.code ?? '');
    const accessToken = `nb-access-${crypto.randomUUID()}`;
    accounts.set(accessToken, account);
    return c.json({
      access_token: accessToken,
      refresh_token: `nb-refresh-${crypto.randomUUID()}`,
      token_type: 'bearer',
      expires_in: 2_592_000,
    });
  });

  app.use('/1/*', async (c, next) => {
    const url = new URL(c.req.url);
    const token =
      (c.req.header('Authorization') ?? '').replace(/^Bearer /, '') ||
      (url.searchParams.get('access_token') ?? '');
    state.requests.push({ token, path: url.pathname, query: Object.fromEntries(url.searchParams) });
    const failure = failures.shift();
    if (failure) return c.json({ status: failure, message: 'Internal Server Error' }, failure as 500);
    const account = accounts.get(token);
    if (!account) return c.json(unauthorized, 401);
    c.set('account', account);
    await next();
  });

  app.get('/1/commands', (c) => {
    const { commands } = c.get('account');
    return c.json({ _total: commands.length, status: 200, commands });
  });
  app.get('/1/timers', (c) => {
    const { timers } = c.get('account');
    return c.json({ _total: timers.length, status: 200, timers });
  });
  app.get('/1/regulars', (c) => {
    const { regulars } = c.get('account');
    const limit = Math.min(100, Math.max(1, Number(c.req.query('limit') ?? 25)));
    const offset = Math.max(0, Number(c.req.query('offset') ?? 0));
    return c.json({ _total: regulars.length, status: 200, regulars: regulars.slice(offset, offset + limit) });
  });
  app.get('/1/spam_protection', (c) => c.json({ status: 200, filters: c.get('account').filters }));
  app.all('*', (c) => c.json({ status: 404, message: 'Not Found' }, 404));

  return {
    state,
    hosts: { 'api.nightbot.tv': { fetch: (request: Request) => app.fetch(request) } },
    /** An access token (as if pasted from Nightbot) for `account`. */
    addToken(token: string, account: FakeNightbotAccount) {
      accounts.set(token, account);
    },
    /** A code Nightbot's consent screen would hand to the redirect URI, for `account`. */
    issueCode(account: FakeNightbotAccount): string {
      const code = `nb-code-${crypto.randomUUID()}`;
      codes.set(code, account);
      return code;
    },
    /** The streamer removed the app on Nightbot: no token works. */
    revokeAll() {
      accounts.clear();
    },
    /** The next `count` list requests answer HTTP `status`. */
    fail(status: number, count = 1) {
      for (let i = 0; i < count; i++) failures.push(status);
    },
  };
}
