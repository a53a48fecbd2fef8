import { describe, expect, it } from 'vitest';
import { changedFiles, quickSteps } from './quick-plan.mjs';
import { planLanes } from './test-plan.mjs';

describe('the quick checks', () => {
  it('count each changed file once, committed, modified or new', () => {
    expect(changedFiles('lib/a.ts\nlib/b.ts\n', 'lib/b.ts\nscripts/new.test.ts\n\n')).toEqual([
      'lib/a.ts',
      'lib/b.ts',
      'scripts/new.test.ts',
    ]);
    expect(changedFiles('', '')).toEqual([]);
  });

  it('type-check everything, lint only the changed source files that exist, and test what the changes touch', () => {
    const steps = quickSteps({
      base: 'abc123',
      changed: [
        'lib/a.ts',
        'components/b.tsx',
        'scripts/c.mjs',
        'docs/testing.md',
        'lib/deleted.ts',
        'package.json',
      ],
      exists: (file: string) => file !== 'lib/deleted.ts',
    });
    expect(steps.map((step) => [step.label, step.command, step.args])).toEqual([
      ['tsc', 'node_modules/.bin/tsc', ['--noEmit']],
      [
        'lint',
        'node_modules/.bin/eslint',
        ['--max-warnings', '0', '--no-warn-ignored', 'lib/a.ts', 'components/b.tsx', 'scripts/c.mjs'],
      ],
      ['unit', 'node_modules/.bin/vitest', ['run', '--changed', 'abc123', '--passWithNoTests']],
    ]);
    // The type-check beside the rest, not before it.
    expect(planLanes(steps).map((lane) => lane.map((step) => step.label))).toEqual([
      ['tsc'],
      ['lint', 'unit'],
    ]);
  });

  it('has no lint step when no changed file is source', () => {
    const steps = quickSteps({ base: 'HEAD', changed: ['docs/testing.md'], exists: () => true });
    expect(steps.map((step) => step.label)).toEqual(['tsc', 'unit']);
  });
});
