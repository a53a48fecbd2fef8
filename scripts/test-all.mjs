#!/usr/bin/env node
// `npm test`: every check, two at a time (scripts/test-plan.mjs), ending with one summary line that gives
// each step's duration and the total. `npm test -- --serial` runs one step at a time, to time each alone.
import { runChecks } from './run-checks.mjs';
import { STEPS } from './test-plan.mjs';

const serial = process.argv.includes('--serial');
const unknown = process.argv.slice(2).filter((argument) => argument !== '--serial');
if (unknown.length > 0) {
  console.error(`Unknown argument(s): ${unknown.join(' ')}\nUsage: npm test [-- --serial]`);
  process.exit(2);
}

process.exit(await runChecks(STEPS, { serial }));
