import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium against the real dev server (worker, DO and D1 in workerd).
const port = Number(process.env.E2E_PORT ?? 8788);

export default defineConfig({
  testDir: 'test/e2e',
  workers: 1,
  timeout: 30_000,
  // On CI's fresh machine, one retry absorbs a slow first compile of the dev server; locally, none.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npm run dev',
    env: { PORT: String(port) },
    url: `http://localhost:${port}/loggedIn`,
    timeout: 120_000,
    reuseExistingServer: false,
  },
});
