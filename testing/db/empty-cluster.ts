import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

let loaded: Blob | undefined;

/**
 * The run's template cluster before any migration (memory-template.global-setup.ts), for the tests of the
 * migrations themselves; every other in-memory database starts migrated.
 */
export function emptyClusterTemplate(): Blob {
  const file = inject('pgliteEmptyTemplate');
  if (!file) throw new Error('No template cluster: the node projects of vitest.config.ts set one');
  loaded ??= new Blob([readFileSync(file)]);
  return loaded;
}
