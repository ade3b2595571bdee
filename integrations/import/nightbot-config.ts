// Server configuration of the import from Nightbot: the optional Nightbot application
// (NIGHTBOT_CLIENT_ID / NIGHTBOT_CLIENT_SECRET) streamers connect their Nightbot account through.

export type NightbotVars = {
  NIGHTBOT_CLIENT_ID?: string;
  NIGHTBOT_CLIENT_SECRET?: string;
};

export type NightbotAppConfig = { clientId: string; clientSecret: string };

/** The Nightbot app, or null when the server has none (a pasted access token still works). */
export function nightbotAppConfig(vars: NightbotVars): NightbotAppConfig | null {
  if (!vars.NIGHTBOT_CLIENT_ID || !vars.NIGHTBOT_CLIENT_SECRET) return null;
  return { clientId: vars.NIGHTBOT_CLIENT_ID, clientSecret: vars.NIGHTBOT_CLIENT_SECRET };
}
