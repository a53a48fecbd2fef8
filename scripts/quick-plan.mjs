// What `npm run test:quick` runs for a set of changed files: kept apart from git and the spawning so it can
// be tested without either (scripts/quick-plan.test.ts).

const LINTED = /\.(?:[cm]?[jt]s|tsx|jsx)$/;

/**
 * The changed files, from `git diff --name-only <base>` (committed since the base and not yet committed)
 * and `git ls-files --others --exclude-standard` (new files), each once, in order.
 */
/**
 * @param {string} diffOutput
 * @param {string} untrackedOutput
 */
export function changedFiles(diffOutput, untrackedOutput) {
  const files = [...diffOutput.split('\n'), ...untrackedOutput.split('\n')]
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return [...new Set(files)];
}

/**
 * The quick checks: the whole type-check (one change can break a caller anywhere), ESLint on the changed
 * files that still exist, and the unit tests Vitest relates to the changes (`--changed`: a changed test
 * file, or one importing a changed module). The type-check takes one lane, the rest the other.
 * @param {{ base: string, changed: string[], exists: (file: string) => boolean }} options
 */
export function quickSteps({ base, changed, exists }) {
  const lintable = changed.filter((file) => LINTED.test(file) && exists(file));
  const steps = [
    { name: 'type-check', label: 'tsc', lane: 'types', command: 'node_modules/.bin/tsc', args: ['--noEmit'] },
  ];
  if (lintable.length > 0) {
    steps.push({
      name: 'lint of the changed files',
      label: 'lint',
      lane: 'tests',
      command: 'node_modules/.bin/eslint',
      // A changed file ESLint ignores (a fixture, a generated file) is not a warning here.
      args: ['--max-warnings', '0', '--no-warn-ignored', ...lintable],
    });
  }
  steps.push({
    name: 'unit tests of the changed files',
    label: 'unit',
    lane: 'tests',
    command: 'node_modules/.bin/vitest',
    args: ['run', '--changed', base, '--passWithNoTests'],
  });
  return steps;
}
