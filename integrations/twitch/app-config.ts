// The Twitch app's credentials. Without them the product runs in dev mode: sign-in makes a demo
// streamer and nothing is sent to Twitch.

export type TwitchVars = {
  TWITCH_CLIENT_ID?: string;
  TWITCH_CLIENT_SECRET?: string;
  TWITCH_BOT_USER_ID?: string;
  TOKEN_ENCRYPTION_KEY?: string;
  EVENTSUB_SECRET?: string;
  PUBLIC_URL?: string;
};

export type TwitchAppConfig = {
  clientId: string;
  clientSecret: string;
  botUserId: string | undefined;
  tokenEncryptionKey: string;
};

export class MissingConfigError extends Error {}

/** The real app's config, or null in dev mode; a half-configured app is an error, never dev mode. */
export function twitchAppConfig(vars: TwitchVars): TwitchAppConfig | null {
  if (!vars.TWITCH_CLIENT_ID) return null;
  const missing = (['TWITCH_CLIENT_SECRET', 'TOKEN_ENCRYPTION_KEY'] as const).filter((name) => !vars[name]);
  if (missing.length > 0)
    throw new MissingConfigError(`TWITCH_CLIENT_ID is set but ${missing.join(', ')} is not`);
  return {
    clientId: vars.TWITCH_CLIENT_ID,
    clientSecret: vars.TWITCH_CLIENT_SECRET as string,
    botUserId: vars.TWITCH_BOT_USER_ID || undefined,
    tokenEncryptionKey: vars.TOKEN_ENCRYPTION_KEY as string,
  };
}

export const isDevMode = (vars: TwitchVars) => !vars.TWITCH_CLIENT_ID;
