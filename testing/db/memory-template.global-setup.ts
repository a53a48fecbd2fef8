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

/** The run's template: its folder, its file once written, and how many projects still use it. */
interface RunTemplate {
  folder: string;
  file: Promise<string>;
  projects: number;
}

// Every node project runs this set-up, in the one main process: the first creates the cluster (seconds of
// CPU), the others provide the same file. Kept on the process, in case the module is loaded per project.
const runTemplateKey = Symbol.for('consultations.pglite-run-template');
type WithRunTemplate = { [runTemplateKey]?: RunTemplate };

/**
 * The template's shared buffers. PostgreSQL's default (128 MB) is set up at every start: about half of a
 * database's start-up from the template; a test database holds a few megabytes, and pages beyond the
 * buffers are read back from PGlite's in-memory files anyway.
 */
export const TEMPLATE_SHARED_BUFFERS = '16MB';

async function dumpFreshCluster(file: string): Promise<string> {
  const cluster = new PGlite();
  try {
    await cluster.waitReady;
    // Kept in the template's postgresql.auto.conf, so every database started from it starts small.
    await cluster.exec(`ALTER SYSTEM SET shared_buffers = '${TEMPLATE_SHARED_BUFFERS}'`);
    const dump = await cluster.dumpDataDir('none');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await cluster.close();
  }
  return file;
}

/**
 * Global set-up of the node tests: one fresh PGlite cluster per run, created once and dumped to a file, so
 * that each test file's in-memory databases load it instead of creating their own (memory-template.setup.ts).
 */
export default async function createMemoryTemplate(project: TestProject): Promise<() => void> {
  const scope = globalThis as WithRunTemplate;
  let template = scope[runTemplateKey];
  if (!template) {
    const folder = mkdtempSync(join(tmpdir(), 'pglite-template-'));
    template = { folder, file: dumpFreshCluster(join(folder, 'cluster.tar')), projects: 0 };
    scope[runTemplateKey] = template;
  }
  template.projects += 1;
  const release = (used: RunTemplate) => {
    used.projects -= 1;
    if (used.projects > 0) return;
    if (scope[runTemplateKey] === used) delete scope[runTemplateKey];
    rmSync(used.folder, { recursive: true, force: true });
  };
  try {
    project.provide('pgliteMemoryTemplate', await template.file);
  } catch (error) {
    release(template);
    throw error;
  }
  const used = template;
  return () => release(used);
}
