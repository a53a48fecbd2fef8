import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import {
  migrationConfig,
  PGLITE_INITDB_PARAMS,
  PGLITE_SHARED_BUFFERS,
  type MigrationSide,
} from '@/lib/db/connection';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A fresh PGlite cluster with both sides' migrations applied, its data directory as a tar file: what
     * in-memory databases start from.
     */
    pgliteMemoryTemplate?: string;
    /** The same cluster before any migration, for the tests of migrations themselves. */
    pgliteEmptyTemplate?: string;
  }
}

interface TemplateFiles {
  empty: string;
  migrated: string;
}

/** The run's templates: their folder, their files once written, and how many projects still use them. */
interface RunTemplate {
  folder: string;
  files: Promise<TemplateFiles>;
  projects: number;
}

// Every node project runs this set-up, in the one main process: the first creates the cluster (seconds of
// CPU), the others provide the same files. Kept on the process, in case the module is loaded per project.
const runTemplateKey = Symbol.for('consultations.pglite-run-template');
type WithRunTemplate = { [runTemplateKey]?: RunTemplate };

const SIDES: MigrationSide[] = ['embedded', 'app'];

async function dumpTo(cluster: PGlite, file: string): Promise<string> {
  const dump = await cluster.dumpDataDir('none');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  return file;
}

/**
 * One fresh cluster, dumped before and after the migrations: every database the tests open would
 * otherwise apply them itself (a few hundred milliseconds each). The app's own start-up still migrates
 * and finds nothing to do; lib/db's tests migrate from the empty one.
 */
async function dumpFreshCluster(folder: string): Promise<TemplateFiles> {
  // Made as the app makes its own (1 MB WAL segments), so that its in-memory settings fit it.
  const cluster = new PGlite({ initDbStartParams: PGLITE_INITDB_PARAMS });
  try {
    await cluster.waitReady;
    // Kept in the template's postgresql.auto.conf, so every database started from it starts small.
    await cluster.exec(`ALTER SYSTEM SET shared_buffers = '${PGLITE_SHARED_BUFFERS}'`);
    const empty = await dumpTo(cluster, join(folder, 'empty.tar'));
    for (const side of SIDES) await migrate(drizzle(cluster), migrationConfig(side));
    return { empty, migrated: await dumpTo(cluster, join(folder, 'migrated.tar')) };
  } finally {
    await cluster.close();
  }
}

/**
 * Global set-up of the node tests: one fresh PGlite cluster per run, created once and dumped to files, so
 * that each test file's in-memory databases load it instead of creating their own (memory-template.setup.ts).
 */
export default async function createMemoryTemplate(project: TestProject): Promise<() => void> {
  const scope = globalThis as WithRunTemplate;
  let template = scope[runTemplateKey];
  if (!template) {
    const folder = mkdtempSync(join(tmpdir(), 'pglite-template-'));
    template = { folder, files: dumpFreshCluster(folder), projects: 0 };
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
    const { empty, migrated } = await template.files;
    project.provide('pgliteMemoryTemplate', migrated);
    project.provide('pgliteEmptyTemplate', empty);
  } catch (error) {
    release(template);
    throw error;
  }
  const used = template;
  return () => release(used);
}
