import { PGlite } from '@electric-sql/pglite';
import { memoryDatabaseTemplate } from '@/lib/db/memory-template';

/**
 * Fills an empty `directory` with the run's template cluster, as a PGlite folder the app has opened
 * before: the app then skips creating its cluster there (seconds of CPU). connection.test.ts keeps one
 * folder that the app creates itself.
 */
export async function pgliteFolderFromTemplate(directory: string): Promise<void> {
  const template = memoryDatabaseTemplate();
  if (!template) throw new Error('No template cluster: the node projects of vitest.config.ts set one');
  const cluster = new PGlite(directory, { loadDataDir: template });
  await cluster.waitReady;
  await cluster.close();
}
