// The Discord application's configuration. Without it the product runs a simulated Discord, as it does
// for Twitch; with the public key and application id but no bot token, signed interactions are
// verified and answered for real while REST calls and webhook posts stay simulated.

export type DiscordVars = {
  DISCORD_APPLICATION_ID?: string;
  DISCORD_PUBLIC_KEY?: string;
  DISCORD_BOT_TOKEN?: string;
};

/** The REST API and webhooks are real only with the bot token (and the application it belongs to). */
export function discordBot(vars: DiscordVars): { applicationId: string; token: string } | null {
  if (!vars.DISCORD_BOT_TOKEN || !vars.DISCORD_APPLICATION_ID) return null;
  return { applicationId: vars.DISCORD_APPLICATION_ID, token: vars.DISCORD_BOT_TOKEN };
}

export const isDiscordSimulated = (vars: DiscordVars) => discordBot(vars) === null;

/** What the Discord page shows about the server's configuration. */
export function discordMode(vars: DiscordVars): 'simulated' | 'interactions' | 'real' {
  if (discordBot(vars)) return 'real';
  return vars.DISCORD_PUBLIC_KEY && vars.DISCORD_APPLICATION_ID ? 'interactions' : 'simulated';
}
