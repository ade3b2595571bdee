// /api/tips: the Tip Setup page's state and the tip-service connections (Ko-fi token, StreamElements
// JWT, Streamlabs OAuth). Tokens are encrypted before they reach D1; the channel's DO is told of
// every change so its tip-service checks follow. The top-donation routes are mounted beside these.
import { type Context, Hono } from 'hono';
import {
  kofiTokenSchema,
  type PolledTipService,
  polledTipServices,
  streamElementsJwtSchema,
  type TipListenerState,
} from '../../core/tips/tip-requests';
import { openDatabase } from '../../db/client';
import {
  clearedKofiToken,
  clearedStreamElementsJwt,
  clearedStreamlabsTokens,
  readTipSettings,
  type TipSettingsRow,
  writeTipTokens,
} from '../../db/tip-settings';
import { encryptToken } from '../../db/token-cipher';
import {
  completeStreamlabsAuthorization,
  StreamlabsAuthError,
  streamlabsAuthorizeUrl,
} from '../../integrations/tips/streamlabs-oauth';
import { streamlabsAppConfig, tipTokenKey } from '../../integrations/tips/tip-config';
import { type AppEnv, type Env, partOf } from '../env';
import { HttpError } from '../http-error';
import { issueOAuthState, readOAuthCallback } from '../oauth-state';
import { changesNothing, ownerOnly } from '../route-properties';
import { validJson } from '../validation';

const streamlabsStateCookie = { name: 'streamlabs_state', path: '/api/tips' };
const tipSetupPage = '/settings/tips';

/** PUBLIC_URL when set (what outside services reach), else the origin the dashboard is served from. */
const publicOrigin = (c: Context<AppEnv>) => c.env.PUBLIC_URL || new URL(c.req.url).origin;
const streamlabsRedirectUri = (c: Context<AppEnv>) => `${publicOrigin(c)}/api/tips/streamlabsAuth`;

function requireStreamlabsApp(c: Context<AppEnv>) {
  const config = streamlabsAppConfig(c.env);
  if (!config)
    throw new HttpError(
      503,
      'Streamlabs is not set up on this server: set STREAMLABS_CLIENT_ID and STREAMLABS_CLIENT_SECRET.',
    );
  return config;
}

/** Saves or removes tokens, then tells the channel so its tip-service checks follow. */
async function changeTokens(
  c: Context<AppEnv>,
  tokens: Parameters<typeof writeTipTokens>[2],
  service?: PolledTipService,
) {
  const streamerId = c.get('streamer').streamerId;
  await writeTipTokens(openDatabase(c.env.DB), streamerId, tokens, Date.now());
  if (service) await partOf(c.env, streamerId, 'tips').refresh(service);
}

/**
 * Each polled service's state, as the channel's object keeps it: the one source Tip Setup and the
 * streamer notice both read. The object is asked only when a token is saved.
 */
export async function tipListenerStates(
  env: Env,
  streamerId: string,
  settings: TipSettingsRow | undefined,
): Promise<Record<PolledTipService, TipListenerState>> {
  if (settings?.streamElementsJwtEnc || settings?.streamlabsAccessTokenEnc)
    return partOf(env, streamerId, 'tips').states();
  const off: TipListenerState = { status: 'off' };
  return Object.fromEntries(polledTipServices.map((service) => [service, off])) as Record<
    PolledTipService,
    TipListenerState
  >;
}

const seal = async (c: Context<AppEnv>, token: string) => encryptToken(await tipTokenKey(c.env), token);

const tipTokens = 'tip-service tokens';

export const tipRoutes = new Hono<AppEnv>()
  .get('/', changesNothing, async (c) => {
    // Null for an editor, who is not shown the overlay key, nor the Ko-fi address that holds it.
    const { streamerId, overlaySecretKey } = c.get('streamer');
    const settings = await readTipSettings(openDatabase(c.env.DB), streamerId);
    const listeners = await tipListenerStates(c.env, streamerId, settings);
    return c.json({
      status: true as const,
      overlayKey: overlaySecretKey,
      topDonationIsReset: settings?.topDonationIsReset ?? false,
      topResetPeriod: settings?.topResetPeriod ?? 'none',
      kofiTokenIsSet: Boolean(settings?.kofiTokenEnc),
      kofiWebhookUrl: overlaySecretKey && `${publicOrigin(c)}/api/kofi/${overlaySecretKey}`,
      streamElementsTokenIsSet: Boolean(settings?.streamElementsJwtEnc),
      // Streamlabs is connected while the OAuth access token is saved.
      streamlabsTokenIsSet: Boolean(settings?.streamlabsAccessTokenEnc),
      streamlabsAvailable: streamlabsAppConfig(c.env) !== null,
      streamElements: listeners.streamElements,
      streamlabs: listeners.streamlabs,
    });
  })
  .post('/kofi', ownerOnly(tipTokens, 'Tip Setup'), validJson(kofiTokenSchema), async (c) => {
    await changeTokens(c, { kofiTokenEnc: await seal(c, c.req.valid('json').verificationToken) });
    return c.json({ status: true as const });
  })
  .delete('/kofi', ownerOnly(tipTokens, 'Tip Setup'), async (c) => {
    await changeTokens(c, clearedKofiToken);
    return c.json({ status: true as const });
  })
  .post(
    '/streamelements',
    ownerOnly(tipTokens, 'Tip Setup'),
    validJson(streamElementsJwtSchema),
    async (c) => {
      await changeTokens(
        c,
        { streamElementsJwtEnc: await seal(c, c.req.valid('json').jwt) },
        'streamElements',
      );
      return c.json({ status: true as const });
    },
  )
  .delete('/streamelements', ownerOnly(tipTokens, 'Tip Setup'), async (c) => {
    await changeTokens(c, clearedStreamElementsJwt, 'streamElements');
    return c.json({ status: true as const });
  })
  .get('/streamlabsLogin', ownerOnly('the Streamlabs connection', null), (c) => {
    const config = requireStreamlabsApp(c);
    const state = issueOAuthState(c, streamlabsStateCookie);
    return c.redirect(streamlabsAuthorizeUrl(config, streamlabsRedirectUri(c), state));
  })
  .get('/streamlabsAuth', ownerOnly('the Streamlabs connection', null), async (c) => {
    const config = requireStreamlabsApp(c);
    const { code, error, stateMatches } = readOAuthCallback(c, streamlabsStateCookie);
    if (error) return c.redirect(`${tipSetupPage}?streamlabsError=${encodeURIComponent(error)}`);
    if (!stateMatches)
      throw new HttpError(400, 'The Streamlabs link expired or did not come from this site. Connect again.');
    if (!code) throw new HttpError(400, 'Streamlabs sent no authorization code. Connect again.');
    let tokens: Awaited<ReturnType<typeof completeStreamlabsAuthorization>>;
    try {
      tokens = await completeStreamlabsAuthorization(config, code, streamlabsRedirectUri(c));
    } catch (failure) {
      if (failure instanceof StreamlabsAuthError)
        throw new HttpError(502, `${failure.message} Connect again.`);
      throw failure;
    }
    await changeTokens(
      c,
      {
        streamlabsAccessTokenEnc: await seal(c, tokens.accessToken),
        streamlabsRefreshTokenEnc: tokens.refreshToken ? await seal(c, tokens.refreshToken) : null,
        // The socket token of the Socket API era is not used any more: an old one is cleared.
        streamlabsSocketTokenEnc: null,
      },
      'streamlabs',
    );
    return c.redirect(tipSetupPage);
  })
  .delete('/streamlabs', ownerOnly(tipTokens, 'Tip Setup'), async (c) => {
    await changeTokens(c, clearedStreamlabsTokens, 'streamlabs');
    return c.json({ status: true as const });
  });
