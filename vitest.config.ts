import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// Static assets are Vite's build output, which e2e tests serve for real; in workerd tests the
// platform's asset store answers with the path it was asked for.
const assetStore = (request: Request) => new Response(`asset ${new URL(request.url).pathname}`);

export default defineConfig({
  test: {
    projects: [
      {
        // Platform-free rules: plain Node, fast.
        test: { name: 'unit', include: ['core/**/*.test.ts', 'db/**/*.test.ts'], environment: 'node' },
      },
      {
        // The real worker, ChannelDO and D1 inside workerd.
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                EVENTSUB_SECRET: 'test-eventsub-secret-0123456789',
              },
              serviceBindings: { ASSETS: assetStore },
            },
          })),
        ],
        test: {
          name: 'workers',
          include: ['test/integration/**/*.test.ts'],
          setupFiles: ['test/integration/apply-migrations.ts'],
        },
      },
    ],
  },
});
