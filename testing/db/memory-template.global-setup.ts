import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A fresh PGlite cluster's data directory as a tar file, for in-memory databases to start from. */
    pgliteMemoryTemplate?: string;
  }
}

/**
 * Global set-up of the node tests: one fresh PGlite cluster, created once and dumped to a file, so that each
 * test file's in-memory databases load it instead of creating their own (memory-template.setup.ts).
 */
export default async function createMemoryTemplate(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const file = join(folder, 'cluster.tar');
  const cluster = new PGlite();
  try {
    await cluster.waitReady;
    const dump = await cluster.dumpDataDir('none');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await cluster.close();
  }
  project.provide('pgliteMemoryTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
