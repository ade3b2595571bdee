// Server configuration of the tip services: the key tip tokens are encrypted with, and the optional
// Streamlabs app (STREAMLABS_CLIENT_ID / STREAMLABS_CLIENT_SECRET).
import { importTokenKey } from '../../db/token-cipher';
import { type TwitchVars, twitchAppConfig } from '../twitch/app-config';

export type TipVars = TwitchVars & {
  STREAMLABS_CLIENT_ID?: string;
  STREAMLABS_CLIENT_SECRET?: string;
};

export type StreamlabsAppConfig = { clientId: string; clientSecret: string };

/**
 * Dev mode runs without TOKEN_ENCRYPTION_KEY, on one's own machine: tip tokens are then sealed with
 * this published key, so the code path is the same but the ciphertext is no secret. Setting
 * TOKEN_ENCRYPTION_KEY (required outside dev mode) replaces it.
 */
const devModeTipTokenKey = 'ZGV2LW1vZGUtdGlwLXRva2VuLWtleS1ub3Qtc2VjcmU';

export function tipTokenKey(vars: TipVars): Promise<CryptoKey> {
  const configured = twitchAppConfig(vars)?.tokenEncryptionKey ?? vars.TOKEN_ENCRYPTION_KEY;
  return importTokenKey(configured || devModeTipTokenKey);
}

/** The Streamlabs app, or null when the server has none (the page then says Streamlabs is unavailable). */
export function streamlabsAppConfig(vars: TipVars): StreamlabsAppConfig | null {
  if (!vars.STREAMLABS_CLIENT_ID || !vars.STREAMLABS_CLIENT_SECRET) return null;
  return { clientId: vars.STREAMLABS_CLIENT_ID, clientSecret: vars.STREAMLABS_CLIENT_SECRET };
}
