import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);

/**
 * The projects named on the command line (`--project=stories`, `--project e2e`); none means all.
 * Each project needs its own server, and only the selected ones are started: the stories alone
 * need neither dist/ nor a database.
 */
function selectedProjects(argv: string[]): Set<string> | null {
  const names: string[] = [];
  argv.forEach((arg, i) => {
    if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
    else if (arg === '--project' && argv[i + 1]) names.push(argv[i + 1] as string);
  });
  return names.length ? new Set(names) : null;
}
const selected = selectedProjects(process.argv);
const runs = (project: string) => !selected || selected.has(project);

/**
 * Two projects:
 * - e2e: the real thing, the built app served by Express on an embedded FerretDB, one worker
 *   (the tests share the seeded database);
 * - stories: every story of the built Storybook (storybook-static/) in the theme matrix, checked
 *   with axe; two workers (one per core), each one browser page that shows a story and then switches
 *   its theme in place.
 */
export default defineConfig({
  timeout: 30_000,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['json', { outputFile: 'reports/playwright.json' }],
  ],
  use: {
    // A trace (screenshots and DOM snapshots at every action) costs Chromium a third of its CPU on a
    // journey (e2e alone: 464 -> 315 CPU-s without): it is recorded on a failed test's retry (CI
    // retries once), where it is kept, whether the retry passes or fails.
    trace: 'on-first-retry',
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
  projects: [
    {
      name: 'e2e',
      testDir: 'tests/e2e',
      workers: 1,
      // Each test is a whole user journey (a dozen pages); the limits are there to stop a hung test, not to
      // time the app, so they leave room for a machine that is busy with other work (CI shares two cores).
      timeout: 120_000,
      expect: { timeout: 15_000 },
      use: { baseURL: `http://127.0.0.1:${port}` },
    },
    {
      name: 'stories',
      testDir: 'tests/stories-browser',
      fullyParallel: true,
      workers: 2,
      timeout: 60_000,
      // As for e2e: the limit stops a hung check, it does not time the story. A story's first load (its chunks,
      // Leaflet's tiles) beside the journeys on CI's two cores outlasted Playwright's default 5 s (the map
      // attribution checks take 14-16 s here even alone).
      expect: { timeout: 30_000 },
      // A traced run per story would cost more than the check itself; the failure message names
      // the story, the theme and each failing node.
      use: { trace: 'off' },
    },
  ],
  webServer: [
    ...(runs('e2e')
      ? [
          {
            command: `tsx scripts/e2e-server.ts`,
            url: `http://127.0.0.1:${port}/api/health`,
            timeout: 180_000,
            reuseExistingServer: false,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5000 },
            env: { PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'warn' },
          },
        ]
      : []),
    ...(runs('stories')
      ? [
          {
            // A free port chosen by the OS; its number reaches the tests as STORIES_PORT.
            command: 'tsx scripts/serve-static.ts storybook-static',
            wait: { stdout: /on port (?<stories_port>\d+)/ },
            timeout: 30_000,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 2000 },
          },
        ]
      : []),
  ],
});
