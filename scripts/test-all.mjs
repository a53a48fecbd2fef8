#!/usr/bin/env node
// `npm test`: every check, in order, each with its own set-up, ending with one summary line.
import { spawnSync } from 'node:child_process';

const steps = [
  { name: 'type-check', command: 'node_modules/.bin/tsc', args: ['--noEmit'] },
  { name: 'lint', command: 'node_modules/.bin/eslint', args: ['--max-warnings', '0', '.'] },
  { name: 'unit and integration tests', command: 'node_modules/.bin/vitest', args: ['run'] },
  {
    name: 'BFF routes against the standalone service over HTTP',
    command: 'node_modules/.bin/vitest',
    args: ['run', '--config', 'vitest.remote.config.ts'],
  },
  {
    name: 'conformance suite against the standalone service',
    command: 'node',
    args: ['scripts/conformance.mjs'],
  },
  { name: 'chromium for end-to-end tests', command: 'node', args: ['scripts/ensure-chromium.mjs'] },
  { name: 'production build', command: 'node_modules/.bin/next', args: ['build'], env: { NODE_ENV: 'production' } },
  {
    name: 'end-to-end tests',
    command: 'node_modules/.bin/playwright',
    args: ['test'],
    needs: ['chromium for end-to-end tests', 'production build'],
  },
];

const results = new Map();
for (const step of steps) {
  const blocked = (step.needs ?? []).filter((name) => results.get(name) !== 'passed');
  if (blocked.length > 0) {
    console.log(`\n▶ ${step.name}: skipped (needs ${blocked.join(', ')})`);
    results.set(step.name, 'skipped');
    continue;
  }
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const run = spawnSync(step.command, step.args, {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...step.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const outcome = run.status === 0 ? 'passed' : 'failed';
  results.set(step.name, outcome);
  console.log(`◀ ${step.name}: ${outcome} in ${seconds}s`);
}

const count = (outcome) => [...results.values()].filter((value) => value === outcome).length;
console.log('');
for (const [name, outcome] of results) console.log(`  ${outcome.padEnd(7)} ${name}`);
console.log(`Steps: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`);
process.exit(count('failed') + count('skipped') > 0 ? 1 : 0);
