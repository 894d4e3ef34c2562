import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = process.env.E2E_PORT ?? '3199';
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret-0123456789abcdef';
/** The e2e server's DATA_DIR (fresh at every start): specs read the email outbox there. */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `storefront-e2e-data-${port}`);

export default defineConfig({
  testDir: './tests/e2e',
  timeout: 60_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/alerts`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    // TRUST_PROXY: the accounts the specs make through the API each come from a client address of their own
    // (tests/support/e2e/client-address.ts), as shoppers behind a proxy do: the suite's sign-ups stay within the
    // per-address limits whatever their number. The browser's own requests come from 127.0.0.1.
    env: { E2E_PORT: port, PREVIEW_SECRET: E2E_PREVIEW_SECRET, E2E_DATA_DIR, TRUST_PROXY: 'loopback' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
