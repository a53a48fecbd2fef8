import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromiumPath } from './scripts/chromium-path.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Last of all: the server's log holds none of the e-mail addresses and message texts the tests sent.
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: resolveChromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    {
      // Pages again at the narrowest width we support; the API and bundle checks need no second run.
      name: 'narrow',
      use: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: false },
      testIgnore: [
        '**/api-journey.spec.ts',
        '**/bundle-secrets.spec.ts',
        '**/startup-config.spec.ts',
        '**/multi-instance.spec.ts',
        '**/chat-page-weight.spec.ts',
      ],
    },
  ],
  webServer: {
    // A production build in embedded mode; the wrapper stops `next start` and its server child together.
    command: `node scripts/e2e-server.mjs ${PORT}`,
    url: `${E2E_BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
