#!/usr/bin/env node
// Runs the production build as Next's standalone server: `node .next/standalone/server.js`, after putting
// in place what `next build` leaves out of that folder (the static assets and public/). Run `next build`
// first. The server runs in this process, so that a stop signal reaches the app's own shutdown directly.
//   node scripts/standalone-server.mjs              prepare, then serve (PORT, HOSTNAME from the environment)
//   node scripts/standalone-server.mjs --prepare    prepare only (the Dockerfile's build stage)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.cwd();
const standalone = path.join(root, '.next', 'standalone');

/** Copies .next/static and public/ into the standalone folder, as server.js expects them. */
export function prepareStandalone() {
  const server = path.join(standalone, 'server.js');
  if (!fs.existsSync(server)) {
    throw new Error(
      `${path.relative(root, server)} is missing: run \`next build\` (output: 'standalone') first.`,
    );
  }
  const copies = [
    [path.join(root, '.next', 'static'), path.join(standalone, '.next', 'static')],
    [path.join(root, 'public'), path.join(standalone, 'public')],
  ];
  for (const [from, to] of copies) {
    if (!fs.existsSync(from)) continue;
    fs.rmSync(to, { recursive: true, force: true });
    fs.cpSync(from, to, { recursive: true });
  }
  return server;
}

const invokedDirectly =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (invokedDirectly) {
  const server = prepareStandalone();
  if (!process.argv.includes('--prepare')) await import(pathToFileURL(server).href);
}
