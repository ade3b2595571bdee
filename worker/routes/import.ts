// /api/import: the import from Nightbot and StreamElements (issue 29). The page asks what sources it can
// read (`/sources`), connects Nightbot through the server's Nightbot app (`/nightbot/connect`, its
// `/callback`), previews what an import would do and applies it. The translation is core/import's; here
// the data is read (pasted JSON, the source's API with a pasted or saved credential, or dev mode's
// simulated account), compared with the channel, and written.
import { type Context, Hono } from 'hono';
import { openDatabase } from '../../db/client';
import { writeNightbotConnection } from '../../db/import/nightbot-token';
import { encryptToken } from '../../db/token-cipher';
import { nightbotAppConfig } from '../../integrations/import/nightbot-config';
import {
  completeNightbotAuthorization,
  NightbotAuthError,
  nightbotAuthorizeUrl,
} from '../../integrations/import/nightbot-oauth';
import { tipTokenKey } from '../../integrations/tips/tip-config';
import { isDevMode } from '../../integrations/twitch/app-config';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';
import { savedCredentialsState } from '../import/import-credentials';
import { importApplySchema, importPreviewSchema } from '../import/import-requests';
import { applyImport, previewImport } from '../import/import-run';
import { importBody } from '../middleware/request-body';
import { issueOAuthState, readOAuthCallback } from '../oauth-state';
import { changes, changesNothing, changesNothingWith, ownerOnly } from '../route-properties';
import { validJson } from '../validation';

const nightbotStateCookie = { name: 'nightbot_state', path: '/api/import/nightbot' };
const importPage = '/settings/import';

/** PUBLIC_URL when set (what Nightbot redirects back to), else the origin the dashboard is served from. */
const publicOrigin = (c: Context<AppEnv>) => c.env.PUBLIC_URL || new URL(c.req.url).origin;
const nightbotRedirectUri = (c: Context<AppEnv>) => `${publicOrigin(c)}/api/import/nightbot/callback`;

function requireNightbotApp(c: Context<AppEnv>) {
  const config = nightbotAppConfig(c.env);
  if (!config)
    throw new HttpError(
      503,
      'Nightbot is not set up on this server: set NIGHTBOT_CLIENT_ID and NIGHTBOT_CLIENT_SECRET, or paste an access token.',
    );
  return config;
}

const nightbot = 'the Nightbot connection';

export const importRoutes = new Hono<AppEnv>()
  .get('/sources', changesNothing, async (c) => {
    const saved = await savedCredentialsState(c);
    return c.json({
      status: true as const,
      devMode: isDevMode(c.env),
      nightbot: { appConfigured: nightbotAppConfig(c.env) !== null, ...saved.nightbot },
      streamelements: saved.streamelements,
    });
  })
  .get('/nightbot/connect', ownerOnly(nightbot, null), (c) => {
    const config = requireNightbotApp(c);
    const state = issueOAuthState(c, nightbotStateCookie);
    return c.redirect(nightbotAuthorizeUrl(config, nightbotRedirectUri(c), state));
  })
  .get('/nightbot/callback', ownerOnly(nightbot, null), async (c) => {
    const config = requireNightbotApp(c);
    const { code, error, stateMatches } = readOAuthCallback(c, nightbotStateCookie);
    if (error) return c.redirect(`${importPage}?nightbotError=${encodeURIComponent(error)}`);
    if (!stateMatches)
      throw new HttpError(400, 'The Nightbot link expired or did not come from this site. Connect again.');
    if (!code) throw new HttpError(400, 'Nightbot sent no authorization code. Connect again.');
    let token: Awaited<ReturnType<typeof completeNightbotAuthorization>>;
    try {
      token = await completeNightbotAuthorization(config, code, nightbotRedirectUri(c), Date.now());
    } catch (failure) {
      if (failure instanceof NightbotAuthError) throw new HttpError(502, `${failure.message} Connect again.`);
      throw failure;
    }
    await writeNightbotConnection(
      openDatabase(c.env.DB),
      c.get('streamer').streamerId,
      {
        tokenEnc: await encryptToken(await tipTokenKey(c.env), token.accessToken),
        expiresAt: token.expiresAt,
      },
      Date.now(),
    );
    return c.redirect(`${importPage}?nightbot=connected`);
  })
  // Forgets the connection (the owner's alone, as the connect is).
  .delete('/nightbot/connect', ownerOnly(nightbot, 'The Nightbot connection'), async (c) => {
    await writeNightbotConnection(openDatabase(c.env.DB), c.get('streamer').streamerId, null, Date.now());
    return c.json({ status: true as const });
  })
  .post('/preview', changesNothingWith(importBody), validJson(importPreviewSchema), async (c) =>
    c.json({ status: true as const, ...(await previewImport(c, c.req.valid('json'))) }),
  )
  .post(
    '/apply',
    changes('Commands, quotes and timers', { done: 'imported from another bot', body: importBody }),
    validJson(importApplySchema),
    async (c) => c.json({ status: true as const, ...(await applyImport(c, c.req.valid('json'))) }),
  );
