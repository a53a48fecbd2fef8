#!/usr/bin/env node
// Makes sure a Chromium exists for the end-to-end tests: Debian's headless shell, installed when it can be,
// else any Chromium there is (scripts/chromium-path.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { resolveTestChromiumPath, SYSTEM_HEADLESS_SHELL } from './chromium-path.mjs';

async function playwrightOwnChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const candidate = chromium.executablePath();
    return candidate && fs.existsSync(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

function installHeadlessShell() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || spawnSync('which', ['apt-get']).status !== 0) return false;
  console.log("Installing Debian's chromium-headless-shell package (apt-get)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium-headless-shell'], {
      stdio: 'inherit',
      env,
    });
  } catch (error) {
    console.warn(`chromium-headless-shell could not be installed: ${error.message}`);
  }
  return fs.existsSync(SYSTEM_HEADLESS_SHELL);
}

const chosen = () => {
  const path = resolveTestChromiumPath();
  return path && fs.existsSync(path) ? path : undefined;
};

if (!process.env.CHROMIUM_PATH && !fs.existsSync(SYSTEM_HEADLESS_SHELL)) installHeadlessShell();

const found = chosen() ?? (await playwrightOwnChromium());
if (found) {
  console.log(`Chromium for end-to-end tests: ${found}`);
  process.exit(0);
}

console.error(
  [
    'No Chromium found for the end-to-end tests. Install one of:',
    '  - Debian/Ubuntu: sudo apt-get install -y --no-install-recommends chromium-headless-shell',
    "  - Playwright's own browser: npx playwright install chromium",
    '  - or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  ].join('\n'),
);
process.exit(1);
