import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, resolveTestChromiumPath } from './scripts/chromium-path.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;

/** Specs that run at 360 px, relative to e2e/; scripts/narrow-specs.test.ts checks that each exists. */
export const NARROW_SPECS = [
  // Every page: no horizontal scroll, no serious axe finding.
  'narrow-pages.spec.ts',
  // The chat's layout while a reply streams, and above an on-screen keyboard.
  'patient/chat-layout.spec.ts',
  // The password forms with their errors and notices shown, checked against the screen's width.
  'patient/change-password.spec.ts',
  'staff/change-password.spec.ts',
];

/** Specs about the narrow screen alone: a desktop run of them would check nothing. */
const NARROW_ONLY_SPECS = ['narrow-pages.spec.ts'];

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
    launchOptions: { executablePath: resolveTestChromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: NARROW_ONLY_SPECS },
    {
      // At the narrowest width supported, what is about the layout: every page once (narrow-pages.spec.ts)
      // and the specs whose checks depend on the screen. The journeys prove the same logic at any width and
      // run on desktop only (ADR 0096).
      name: 'narrow',
      use: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: false },
      testMatch: NARROW_SPECS,
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
