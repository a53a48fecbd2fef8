import fs from 'node:fs';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's chromium-headless-shell: the same Chromium without the browser's own interface (its tab strip
 * and menus are pages of their own in a full Chromium, even headless). The end-to-end suite's browser:
 * the same engine for about a quarter less CPU, which the run's other lane uses.
 */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser Lighthouse and the screenshots drive: CHROMIUM_PATH when set, else the system Chromium where
 * it exists (Playwright cannot download its own here), else undefined so Playwright uses its own download.
 */
export function resolveChromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
}

/** The browser the end-to-end tests drive: CHROMIUM_PATH, else the headless shell, else as above. */
export function resolveTestChromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(SYSTEM_HEADLESS_SHELL) ? SYSTEM_HEADLESS_SHELL : resolveChromiumPath();
}

/** Flags that keep a headless Chromium quiet on a machine without internet access. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
