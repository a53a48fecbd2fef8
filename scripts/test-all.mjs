#!/usr/bin/env node
// `npm test`: every check, in order, each with its own set-up, ending with one summary line.
import { spawn } from 'node:child_process';
import { failureDigest } from './test-failure-digest.mjs';

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

/**
 * Runs a step with its output passed on as it comes, and keeps the lines that name a failure: a long run's
 * log is often read from its end only, where the summary repeats them.
 */
function runStep(step) {
  const digest = failureDigest();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // Piped output is not a terminal: keep the colours when ours is one.
        ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
        NEXT_TELEMETRY_DISABLED: '1',
        ...step.env,
      },
    });
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      digest.add(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      digest.add(chunk);
    });
    child.on('error', (error) => {
      console.error(`${step.command} could not be started: ${error.message}`);
      resolve({ status: 1, failures: digest.lines() });
    });
    child.on('close', (status) => resolve({ status, failures: digest.lines() }));
  });
}

const results = new Map();
const failures = new Map();
for (const step of steps) {
  const blocked = (step.needs ?? []).filter((name) => results.get(name) !== 'passed');
  if (blocked.length > 0) {
    console.log(`\n▶ ${step.name}: skipped (needs ${blocked.join(', ')})`);
    results.set(step.name, 'skipped');
    continue;
  }
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const run = await runStep(step);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const outcome = run.status === 0 ? 'passed' : 'failed';
  results.set(step.name, outcome);
  if (outcome === 'failed') failures.set(step.name, run.failures);
  console.log(`◀ ${step.name}: ${outcome} in ${seconds}s`);
}

for (const [name, lines] of failures) {
  console.log(`\nWhat failed in ${name}:`);
  for (const line of lines.length > 0 ? lines : ['(no line named the failure; see the step above)']) {
    console.log(`  ${line}`);
  }
}

const count = (outcome) => [...results.values()].filter((value) => value === outcome).length;
console.log('');
for (const [name, outcome] of results) console.log(`  ${outcome.padEnd(7)} ${name}`);
console.log(`Steps: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`);
process.exit(count('failed') + count('skipped') > 0 ? 1 : 0);
