import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);

// End-to-end runs against the real thing: the built app served by Express on an embedded FerretDB.
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['json', { outputFile: 'reports/playwright.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `tsx scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    env: { PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'warn' },
  },
});
