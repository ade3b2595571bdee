// npm run discord:register: registers the global /sbcode command (the only global one; each linked
// server's own commands are registered by the bot). HTTP interactions get no event when the bot joins
// a server, so /sbcode must exist before a server can be linked. Reads DISCORD_APPLICATION_ID and
// DISCORD_BOT_TOKEN from the environment or .dev.vars; without them it says so and does nothing.
import { existsSync, readFileSync } from 'node:fs';
import { manageGuild } from '../core/discord/discord-permissions';
import { linkCommandDefinition } from '../core/discord/slash-commands';
import { discordApiBase } from '../integrations/discord/discord-rest';

function devVars(): Record<string, string> {
  if (!existsSync('.dev.vars')) return {};
  const vars: Record<string, string> = {};
  for (const line of readFileSync('.dev.vars', 'utf8').split('\n')) {
    const match = /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1] && match[2]) vars[match[1]] = match[2].replace(/^["']|["']$/g, '');
  }
  return vars;
}

const vars = { ...devVars(), ...process.env };
const applicationId = vars.DISCORD_APPLICATION_ID;
const token = vars.DISCORD_BOT_TOKEN;
if (!applicationId || !token) {
  console.log(
    'discord:register: DISCORD_APPLICATION_ID and DISCORD_BOT_TOKEN are not set; nothing registered.',
  );
  process.exit(0);
}

const response = await fetch(`${discordApiBase}/applications/${applicationId}/commands`, {
  method: 'PUT',
  headers: {
    Authorization: `Bot ${token}`,
    'Content-Type': 'application/json',
    'User-Agent': 'DiscordBot (https://github.com/streambot/streambot, 0.1.0)',
  },
  body: JSON.stringify([linkCommandDefinition(manageGuild)]),
});
if (!response.ok) {
  console.error(`discord:register: Discord answered ${response.status}: ${await response.text()}`);
  process.exit(1);
}
console.log('discord:register: /sbcode is registered (members without Manage Server do not see it).');
