import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { benchAllowance } from './bench/bench-allowance.ts';

// Static assets are Vite's build output, which e2e tests serve for real; in workerd tests the
// platform's asset store answers with the path it was asked for, except the wallpaper fonts, which
// it serves from node_modules as the build does (scripts/vite-wallpaper-fonts.ts).
const assetStore = async (request: Request) => {
  const { pathname } = new URL(request.url);
  const font = /^\/wallpaper-fonts\/([a-z0-9-]+)\/([a-z0-9-]+\.woff)$/.exec(pathname);
  if (!font) return new Response(`asset ${pathname}`);
  const { readFile } = await import('node:fs/promises');
  const data = await readFile(`node_modules/@fontsource/${font[1]}/files/${font[2]}`).catch(() => null);
  return data
    ? new Response(data, { headers: { 'Content-Type': 'font/woff' } })
    : new Response('', { status: 404 });
};

/** The real worker, ChannelDO and D1 inside workerd, with the given configuration. */
function workersProject(
  name: string,
  include: string,
  bindings: Record<string, string>,
): TestProjectConfiguration {
  return {
    plugins: [
      cloudflareTest(async () => ({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: { TEST_MIGRATIONS: await readD1Migrations('./migrations'), ...bindings },
          serviceBindings: { ASSETS: assetStore },
        },
      })),
    ],
    test: { name, include: [include], setupFiles: ['test/integration/apply-migrations.ts'] },
  };
}

export const twitchTestApp = {
  TWITCH_CLIENT_ID: 'test-client-id',
  TWITCH_CLIENT_SECRET: 'test-client-secret',
  TWITCH_BOT_USER_ID: '900000009',
  TOKEN_ENCRYPTION_KEY: 'q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80',
  PUBLIC_URL: 'https://bot.example.com',
};

const eventSubSecret = { EVENTSUB_SECRET: 'test-eventsub-secret-0123456789' };

/** A Streamlabs app for the Twitch-mode tests (test/fakes/streamlabs.ts plays Streamlabs). */
export const streamlabsTestApp = {
  STREAMLABS_CLIENT_ID: 'test-streamlabs-client',
  STREAMLABS_CLIENT_SECRET: 'test-streamlabs-secret',
};

/** A Discord application for the Twitch-mode tests (test/fakes/discord.ts plays Discord; each test makes
 * its own Ed25519 key pair and hands the worker the public key). */
export const discordTestApp = {
  DISCORD_APPLICATION_ID: '100000000000000001',
  DISCORD_BOT_TOKEN: 'test-discord-bot-token',
};

export default defineConfig({
  test: {
    projects: [
      {
        // Platform-free rules: plain Node, fast.
        test: {
          name: 'unit',
          include: [
            'core/**/*.test.ts',
            'db/**/*.test.ts',
            'durable-objects/**/*.test.ts',
            'integrations/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      // Dev mode: no Twitch app configured.
      workersProject('workers', 'test/integration/**/*.test.ts', eventSubSecret),
      // A real Twitch app configured; Twitch itself is a fake that speaks Helix.
      workersProject('workers-twitch', 'test/integration-twitch/**/*.test.ts', {
        ...eventSubSecret,
        ...twitchTestApp,
        ...streamlabsTestApp,
        ...discordTestApp,
      }),
      // npm run bench only: figures measured in workerd, with the allowances lifted as for the loopback
      // benches (bench/bench-servers.ts), and a smoke run's flag written in (bench/smoke.ts).
      workersProject('bench-workers', 'bench/**/*.workers.ts', {
        ...eventSubSecret,
        ...twitchTestApp,
        ...benchAllowance,
        BENCH_SMOKE: process.env.BENCH_SMOKE ?? '',
      }),
    ],
  },
});
