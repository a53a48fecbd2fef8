#!/usr/bin/env node
// Makes sure a Chromium exists for the end-to-end tests, installing Debian's package when it can.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { resolveChromiumPath, SYSTEM_CHROMIUM } from './chromium-path.mjs';

async function playwrightOwnChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const candidate = chromium.executablePath();
    return candidate && fs.existsSync(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

const configured = resolveChromiumPath();
if (configured && fs.existsSync(configured)) {
  console.log(`Chromium for end-to-end tests: ${configured}`);
  process.exit(0);
}

const own = await playwrightOwnChromium();
if (own) {
  console.log(`Chromium for end-to-end tests: Playwright's own, ${own}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('which', ['apt-get']).status === 0;
if (isRoot && hasApt) {
  console.log('Chromium is missing: installing Debian\'s chromium package (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  if (fs.existsSync(SYSTEM_CHROMIUM)) {
    console.log(`Chromium installed at ${SYSTEM_CHROMIUM}`);
    process.exit(0);
  }
}

console.error(
  [
    'No Chromium found for the end-to-end tests. Install one of:',
    '  - Debian/Ubuntu: sudo apt-get install -y --no-install-recommends chromium',
    '  - Playwright\'s own browser: npx playwright install chromium',
    '  - or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  ].join('\n'),
);
process.exit(1);
