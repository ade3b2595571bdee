// /api/twitchOauth: choosing the account the bot speaks as in the streamer's channel.
import { Hono } from 'hono';
import { assignChatAccountSchema, simulatedChatAccountToken } from '../../core/chat/chat-account-requests';
import { inlinePagePolicy, securityHeaders } from '../../core/web/security-headers';
import { clearProblem } from '../../db/channel-problems';
import { openDatabase } from '../../db/client';
import { setChatAccount } from '../../db/streamers';
import { encryptToken, importTokenKey } from '../../db/token-cipher';
import { twitchAppConfig } from '../../integrations/twitch/app-config';
import { chatAccountAuthorizeUrl, validateChatAccountToken } from '../../integrations/twitch/chat-account';
import { chatAccountProblemKey } from '../../integrations/twitch/token-health';
import { type AppEnv, channelOf } from '../env';
import { HttpError } from '../http-error';
import { changesNothing, ownerOnly } from '../route-properties';
import { validJson } from '../validation';

export const chatAccountLandingPath = '/chat-account-token';
const simulatedAccount = { id: '200000002', login: 'demo_bot' };

const chatAccount = "the bot's Twitch chat account";

export const chatAccountRoutes = new Hono<AppEnv>()
  .get('/login', ownerOnly(chatAccount, null), (c) => {
    const config = twitchAppConfig(c.env);
    const landing = new URL(chatAccountLandingPath, c.req.url).toString();
    const link = config
      ? chatAccountAuthorizeUrl(config, landing)
      : `${landing}#access_token=${simulatedChatAccountToken}&token_type=bearer`;
    return c.json({ status: true as const, link });
  })
  .post(
    '/assign',
    ownerOnly(chatAccount, 'The chat account'),
    validJson(assignChatAccountSchema),
    async (c) => {
      const { token } = c.req.valid('json');
      const streamerId = c.get('streamer').streamerId;
      const db = openDatabase(c.env.DB);
      const config = twitchAppConfig(c.env);
      if (!config) {
        if (token !== simulatedChatAccountToken)
          throw new HttpError(400, 'In dev mode, use the token the link shows.');
        await setChatAccount(db, streamerId, { ...simulatedAccount, tokenEnc: 'simulated' });
      } else {
        const account = await validateChatAccountToken(config, token);
        if (!account.ok) throw new HttpError(400, account.reason);
        const key = await importTokenKey(config.tokenEncryptionKey);
        await setChatAccount(db, streamerId, {
          id: account.id,
          login: account.login,
          tokenEnc: await encryptToken(key, token),
        });
      }
      // A new token is the fix for an expired one.
      await clearProblem(db, streamerId, chatAccountProblemKey);
      await channelOf(c.env, streamerId).contentChanged('chatAccount');
      return c.json({ status: true as const });
    },
  )
  .delete('/unassign', ownerOnly(chatAccount, 'The chat account'), async (c) => {
    const streamerId = c.get('streamer').streamerId;
    const db = openDatabase(c.env.DB);
    await setChatAccount(db, streamerId, null);
    await clearProblem(db, streamerId, chatAccountProblemKey);
    await channelOf(c.env, streamerId).contentChanged('chatAccount');
    return c.json({ status: true as const });
  });

/** The page Twitch sends the chat account back to: it shows the token from the URL fragment to copy. */
export const chatAccountLandingPage = new Hono<AppEnv>().get(chatAccountLandingPath, changesNothing, (c) => {
  // The page's one inline script and style run under a fresh nonce; nothing else may run or load.
  const nonce = crypto.randomUUID();
  for (const [name, value] of Object.entries(securityHeaders('data', inlinePagePolicy(nonce))))
    c.header(name, value);
  return c.html(`<!doctype html>
<html lang="en"><head><meta charset="UTF-8"><meta name="referrer" content="no-referrer"><title>Your chat account token</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;background:#0e0e12;color:#efeff1;max-width:40rem;margin:3rem auto;padding:0 1rem}
code{display:block;padding:1rem;background:#22222b;border-radius:8px;word-break:break-all;font-size:1.1rem}</style></head>
<body><h1>Your chat account token</h1><p>Copy this token and paste it on the dashboard's Twitch page, under Chat Account. Keep it secret.</p>
<code id="token">No token here: open the link from the dashboard again.</code>
<script nonce="${nonce}">const t=new URLSearchParams(location.hash.slice(1)).get('access_token');if(t){document.getElementById('token').textContent=t;history.replaceState(null,'',location.pathname);}</script>
</body></html>`);
});
