// What the tip listeners read from D1: whether the bot is in the channel, which socket services
// have a token, and a token decrypted for the moment of connecting.
import type { SocketTipService } from '../../core/tips/tip-requests';
import type { Database } from '../../db/client';
import { listHeldSubscriptions } from '../../db/eventsub-subscriptions';
import { readTipSettings, type TipSettingsRow } from '../../db/tip-settings';
import { decryptToken } from '../../db/token-cipher';
import { type TipVars, tipTokenKey } from '../../integrations/tips/tip-config';

const tokenColumn = {
  streamElements: 'streamElementsJwtEnc',
  streamlabs: 'streamlabsSocketTokenEnc',
} as const satisfies Record<SocketTipService, keyof TipSettingsRow>;

/** The bot is in the channel while it holds the chat subscription (worker/routes/twitch.ts). */
export async function readTipChannel(db: Database, streamerId: string) {
  const [held, settings] = await Promise.all([
    listHeldSubscriptions(db, streamerId),
    readTipSettings(db, streamerId),
  ]);
  return {
    joined: held.some((subscription) => subscription.type === 'channel.chat.message'),
    configured: (Object.keys(tokenColumn) as SocketTipService[]).filter((service) =>
      Boolean(settings?.[tokenColumn[service]]),
    ),
  };
}

export async function readSocketTipToken(
  vars: TipVars,
  db: Database,
  streamerId: string,
  service: SocketTipService,
): Promise<string | null> {
  const sealed = (await readTipSettings(db, streamerId))?.[tokenColumn[service]];
  if (!sealed) return null;
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
