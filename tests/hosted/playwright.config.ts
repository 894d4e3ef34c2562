import { defineConfig, devices } from '@playwright/test';

/*
 * The hosted run's Playwright config. scripts/test-hosted.mjs (`npm run test:hosted`) starts the stand-ins and the
 * shop built in hosted mode, then runs the projects one after the other:
 *   journeys        a shopper's whole visit against the stand-ins (every upstream up)
 *   upstreams-down  every upstream down: last good versions or the shop's 503 state, never a 500
 */
const baseURL = process.env.HOSTED_BASE_URL;
if (!baseURL) throw new Error('Run the hosted tests with `npm run test:hosted` (it starts the stand-ins and the shop).');

export default defineConfig({
  testDir: '.',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    // One artifacts folder per project: Playwright empties a project's folder when it starts, and the projects run
    // one after the other, so a shared folder would lose the journeys' failure traces to the upstreams-down pass.
    { name: 'journeys', testMatch: /journeys\/.*\.spec\.ts$/, outputDir: '../../test-results/hosted-artifacts/journeys', use: { ...devices['Desktop Chrome'] } },
    {
      name: 'upstreams-down',
      testMatch: /upstreams-down\.spec\.ts$/,
      outputDir: '../../test-results/hosted-artifacts/upstreams-down',
      use: { ...devices['Desktop Chrome'] },
    },
  ],
});
