// What the tip pollers read from D1: whether the bot is in the channel, which polled services have
// a token, and a token opened only for the moment of a check.
import type { PolledTipService } from '../../core/tips/tip-requests';
import type { Database } from '../../db/client';
import { listHeldSubscriptions } from '../../db/eventsub-subscriptions';
import type { TipSettingsRow } from '../../db/tip-settings';
import { readTipSettings } from '../../db/tip-settings';
import { decryptToken } from '../../db/token-cipher';
import { type TipVars, tipTokenKey } from '../../integrations/tips/tip-config';

/** The column whose token a service is checked with (Streamlabs: the OAuth access token). */
export const tokenColumn = {
  streamElements: 'streamElementsJwtEnc',
  streamlabs: 'streamlabsAccessTokenEnc',
} as const satisfies Record<PolledTipService, keyof TipSettingsRow>;

/** The bot is in the channel while it holds the chat subscription (worker/routes/twitch.ts). */
export async function readTipChannel(db: Database, streamerId: string) {
  const [held, settings] = await Promise.all([
    listHeldSubscriptions(db, streamerId),
    readTipSettings(db, streamerId),
  ]);
  return {
    joined: held.some((subscription) => subscription.type === 'channel.chat.message'),
    configured: (Object.keys(tokenColumn) as PolledTipService[]).filter((service) =>
      Boolean(settings?.[tokenColumn[service]]),
    ),
  };
}

/** Decrypts a sealed token for the check at hand; never kept. */
export async function openToken(vars: TipVars, sealed: string): Promise<string> {
  const key = await tipTokenKey(vars);
  return decryptToken(key, sealed).catch(() => {
    throw new UnreadableTokenError();
  });
}

/** The token was sealed with another key (TOKEN_ENCRYPTION_KEY changed): only a new token helps. */
export class UnreadableTokenError extends Error {
  constructor() {
    super(
      'The saved token cannot be read on this server (was TOKEN_ENCRYPTION_KEY changed?). Save it again.',
    );
  }
}
