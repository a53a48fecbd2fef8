#!/usr/bin/env node
// `npm run test:quick [-- --base REF]`: the inner loop. Type-check, lint of the changed files and the unit
// tests of the changed files, changes counted from REF (default: where this branch left main). `npm test`
// still runs everything before a merge.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { changedFiles, quickSteps } from './quick-plan.mjs';
import { runChecks } from './run-checks.mjs';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Where this branch left main, or the last commit when there is no main to compare with. */
function defaultBase() {
  for (const main of ['main', 'origin/main']) {
    try {
      return git('merge-base', 'HEAD', main).trim();
    } catch {
      // Not this one: try the next.
    }
  }
  return 'HEAD';
}

let options;
try {
  options = parseArgs({ options: { base: { type: 'string' } }, strict: true }).values;
} catch (error) {
  console.error(`${error.message}\nUsage: npm run test:quick [-- --base REF]`);
  process.exit(2);
}
let base;
let changed;
try {
  // A commit, not a name: the steps must compare with the same one even if HEAD moves meanwhile.
  base = git('rev-parse', '--verify', `${options.base ?? defaultBase()}^{commit}`).trim();
  changed = changedFiles(git('diff', '--name-only', base), git('ls-files', '--others', '--exclude-standard'));
} catch (error) {
  const reason = error.stderr?.toString().trim() || error.message;
  console.error(`git could not list the changes since ${options.base ?? 'main'}: ${reason}`);
  process.exit(2);
}

console.log(`Changed since ${base.slice(0, 12)}: ${changed.length} file(s)`);
process.exit(await runChecks(quickSteps({ base, changed, exists: existsSync })));
