/**
 * A PGlite data directory (`dumpDataDir`) that new in-memory databases start from, instead of creating
 * their cluster afresh: about two seconds less per database on two cores. The test suite sets one per test
 * file (testing/db); the app itself never does. Its own module, free of the drivers, so that setting it
 * costs a test file nothing it does not use.
 */

// Kept on the process, not the module: a test that reloads its modules still starts from it.
const templateKey = Symbol.for('consultations.pglite-memory-template');

interface TemplateSlot {
  load: () => Blob;
  loaded?: Blob;
}

type WithTemplate = { [templateKey]?: TemplateSlot };

/** `load` is called once, when the first in-memory database opens; undefined goes back to a fresh cluster. */
export function startMemoryDatabasesFrom(load: (() => Blob) | undefined): void {
  (globalThis as WithTemplate)[templateKey] = load ? { load } : undefined;
}

export function memoryDatabaseTemplate(): Blob | undefined {
  const slot = (globalThis as WithTemplate)[templateKey];
  if (!slot) return undefined;
  slot.loaded ??= slot.load();
  return slot.loaded;
}
