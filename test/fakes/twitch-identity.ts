// A fake of Twitch's OAuth server (id.twitch.tv) and the Helix users endpoint, as documented in
// protocols.md 3.2 and 3.7: it issues a token for one known authorization code and records calls.
import { Hono } from 'hono';
import { helixUserRow } from './helix-user';

export type FakeTwitchUser = { id: string; login: string; displayName: string };

export function createFakeTwitchIdentity(options: {
  clientId: string;
  clientSecret: string;
  code: string;
  user: FakeTwitchUser;
}) {
  const accessToken = `user-access-${crypto.randomUUID()}`;
  const refreshToken = `user-refresh-${crypto.randomUUID()}`;
  const calls: string[] = [];
  const app = new Hono();

  app.use(async (c, next) => {
    calls.push(`${c.req.method} ${new URL(c.req.url).host}${new URL(c.req.url).pathname}`);
    await next();
  });

  app.post('/oauth2/token', async (c) => {
    // twurple sends the parameters in the query string; the docs also allow a form body.
    const params = new URLSearchParams(new URL(c.req.url).search);
    for (const [name, value] of new URLSearchParams(await c.req.text())) params.set(name, value);
    if (
      params.get('client_id') !== options.clientId ||
      params.get('client_secret') !== options.clientSecret
    ) {
      return c.json({ status: 403, message: 'invalid client secret' }, 403);
    }
    if (params.get('grant_type') !== 'authorization_code' || params.get('code') !== options.code) {
      return c.json({ status: 400, message: 'Invalid authorization code' }, 400);
    }
    return c.json({
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: 14_400,
      scope: ['channel:bot', 'bits:read'],
      token_type: 'bearer',
    });
  });

  app.get('/oauth2/validate', (c) => {
    if (c.req.header('Authorization') !== `OAuth ${accessToken}`) {
      return c.json({ status: 401, message: 'invalid access token' }, 401);
    }
    return c.json({
      client_id: options.clientId,
      login: options.user.login,
      scopes: ['channel:bot', 'bits:read'],
      user_id: options.user.id,
      expires_in: 14_000,
    });
  });

  app.get('/helix/users', (c) => {
    if (
      c.req.header('Authorization') !== `Bearer ${accessToken}` ||
      c.req.header('Client-Id') !== options.clientId
    ) {
      return c.json({ error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' }, 401);
    }
    const ids = c.req.queries('id') ?? [];
    const data = ids.includes(options.user.id)
      ? [helixUserRow(options.user.id, options.user.login, options.user.displayName)]
      : [];
    return c.json({ data });
  });

  return { app, calls, accessToken, refreshToken };
}
