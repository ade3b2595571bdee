// `npm run dev`: what a newcomer needs to read, no more. The local D1 migrations run quietly (one line;
// wrangler's whole output only when they fail), then the dev server starts and says where it is, whether
// it runs in dev mode and what .dev.vars configures. Offline noise no one can act on is left out: the
// Request.cf look-up wrangler tries at start, and workerd's native trace of each failed outside fetch
// (the code that fetched logs the failure itself, once, then counts it).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createLogger, createServer, type Logger } from 'vite';
import { discordMode } from '../integrations/discord/discord-config';
import { nightbotAppConfig } from '../integrations/import/nightbot-config';
import { streamlabsAppConfig } from '../integrations/tips/tip-config';
import { isDevMode } from '../integrations/twitch/app-config';

process.env.WRANGLER_SEND_METRICS = 'false';

/** Applies the local migrations; one line when they work, wrangler's own output in full when not. */
function migrate(): string {
  const run = spawnSync('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local'], {
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    process.stderr.write(`${run.stdout ?? ''}${run.stderr ?? ''}`);
    if (run.error) console.error(run.error.message);
    console.error('\nThe local database migrations failed (above). Nothing was started.');
    process.exit(run.status ?? 1);
  }
  const applied = Number(/About to apply (\d+) migration/.exec(run.stdout)?.[1] ?? 0);
  return applied === 0 ? 'up to date' : `${applied} migration${applied === 1 ? '' : 's'} applied just now`;
}

/** The variables the Worker gets in dev (wrangler reads .dev.vars, else .env). */
function devVars(): Record<string, string> {
  const file = ['.dev.vars', '.env'].find((name) => existsSync(name));
  if (!file) return {};
  const vars: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1] && match[2]) vars[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return vars;
}

function configured(vars: Record<string, string>): string[] {
  const discord = discordMode(vars);
  return [
    isDevMode(vars)
      ? 'Mode        dev mode: "Log In With Twitch" signs in a demo streamer; nothing is sent to Twitch'
      : `Mode        Twitch app ${vars.TWITCH_CLIENT_ID} (real sign-in, chat and events)`,
    `Discord     ${discord === 'real' ? 'real' : discord === 'interactions' ? 'real interactions, simulated posts (no DISCORD_BOT_TOKEN)' : 'simulated (the Demo Server)'}`,
    `Streamlabs  ${streamlabsAppConfig(vars) ? 'app set up' : 'no app (STREAMLABS_CLIENT_ID); StreamElements and Ko-fi need none'}`,
    `Nightbot    ${nightbotAppConfig(vars) ? 'app set up' : isDevMode(vars) ? 'simulated account' : 'no app (NIGHTBOT_CLIENT_ID)'}`,
    `Public URL  ${vars.PUBLIC_URL || 'none: links and webhook addresses use the address above'}`,
  ];
}

/** Lines no newcomer can act on: wrangler's offline Request.cf fallback, workerd's trace of a failed fetch. */
const offlineNoise = [
  /^Unable to fetch the `Request\.cf` object!/,
  /^e = [^\n]*(DNS lookup failed|Connection refused|Network is unreachable|No route to host|timed out)/,
];

function quietLogger(): Logger {
  const logger = createLogger();
  for (const level of ['info', 'warn', 'error'] as const) {
    const write = logger[level];
    logger[level] = (message, options) => {
      if (!offlineNoise.some((noise) => noise.test(message.trim()))) write.call(logger, message, options);
    };
  }
  return logger;
}

const database = migrate();
const server = await createServer({ customLogger: quietLogger() });
await server.listen();
const address = server.resolvedUrls?.local[0] ?? `http://localhost:${server.config.server.port}/`;
const vars = devVars();
console.log(
  [
    '',
    `StreamBot   ${address}`,
    ...configured(vars),
    `Database    local D1, ${database}`,
    `Settings in ${existsSync('.dev.vars') ? '.dev.vars' : '.dev.vars (none yet: copy .dev.vars.example)'}. Press h + enter for the dev server's keys.`,
    '',
  ].join('\n'),
);
server.bindCLIShortcuts();
