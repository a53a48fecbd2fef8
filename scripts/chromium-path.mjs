import fs from 'node:fs';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser Playwright drives: CHROMIUM_PATH when set, else the system Chromium where it exists
 * (Playwright cannot download its own here), else undefined so Playwright uses its own download.
 */
export function resolveChromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
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
