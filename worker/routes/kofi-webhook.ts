// POST /api/kofi/{overlayKey}: Ko-fi's webhook (protocols.md 6.3). Public: the overlay key names the
// channel and the verification token the streamer saved proves the post came from Ko-fi.
import { Hono } from 'hono';
import { TokenBuckets } from '../../core/limits/token-buckets';
import { openDatabase } from '../../db/client';
import { findStreamerByOverlayKey } from '../../db/streamers';
import { readTipSettings } from '../../db/tip-settings';
import { decryptToken } from '../../db/token-cipher';
import { isKofiTip, isKofiTokenValid, kofiTipEvent, readKofiPayment } from '../../integrations/tips/kofi';
import { tipTokenKey } from '../../integrations/tips/tip-config';
import { type AppEnv, channelOf } from '../env';
import { HttpError } from '../http-error';
import { changesNothing } from '../route-properties';

/**
 * Wrong verification tokens allowed per client address a minute (per isolate). Past them, that address's
 * posts are refused before the token is compared, so guessing is slow; Ko-fi's own posts, from its
 * addresses and with the right token, are never held back by someone else's guesses.
 */
export const kofiWrongTokensPerMinute = 10;
const wrongTokens = new TokenBuckets(kofiWrongTokensPerMinute);
/** The bucket of posts without an address (a local server; Cloudflare always names it). */
const noAddress = 'no address';

export const kofiWebhookRoutes = new Hono<AppEnv>().post('/:key', changesNothing, async (c) => {
  const address = c.req.header('CF-Connecting-IP') ?? noAddress;
  const left = wrongTokens.peek(address, Date.now());
  if (!left.ok)
    throw new HttpError(
      429,
      `Too many wrong Ko-fi tokens from your address. Wait ${left.retryAfterSeconds} s.`,
      {
        'Retry-After': String(left.retryAfterSeconds),
      },
    );
  const db = openDatabase(c.env.DB);
  const streamer = await findStreamerByOverlayKey(db, c.req.param('key'));
  if (!streamer)
    throw new HttpError(404, 'Unknown overlay key. Copy the webhook URL again from the Tip Setup page.');

  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const payment = readKofiPayment(form.data);
  if (!payment)
    throw new HttpError(400, 'Expected a Ko-fi webhook: a form field "data" holding the payment as JSON.');

  const saved = (await readTipSettings(db, streamer.streamerId))?.kofiTokenEnc;
  if (!saved)
    throw new HttpError(403, 'Ko-fi is not connected to this channel: save its verification token first.');
  const token = await decryptToken(await tipTokenKey(c.env), saved).catch(() => {
    throw new HttpError(
      403,
      'The saved Ko-fi token cannot be read on this server (was TOKEN_ENCRYPTION_KEY changed?). Save it again.',
    );
  });
  if (!(await isKofiTokenValid(payment.verification_token, token))) {
    wrongTokens.take(address, Date.now());
    throw new HttpError(401, 'The verification token does not match the one saved on the Tip Setup page.');
  }

  const event = kofiTipEvent(payment, Date.now());
  // Ko-fi resends with the same message_id until it gets a 200: the channel acts on it once.
  if (event) await channelOf(c.env, streamer.streamerId).acceptDelivery(event.id, { kind: 'event', event });
  else if (isKofiTip(payment))
    console.warn(`Ko-fi payment ${payment.message_id} ignored: its amount is not a plausible one.`);
  return c.json({ status: true as const });
});
