import 'server-only';
import {
  getSharedDatabase,
  resolveDatabaseLocation,
  type Database,
  type DatabaseLocation,
} from '@/lib/db/connection';
import { getAppConfig } from './env';

/**
 * The same location the embedded service computes (`<DATA_DIR>/pglite`), so that in one process both
 * sides share one PGlite instance, each in its own schema.
 */
export function resolveAppDatabaseLocation(): DatabaseLocation {
  const config = getAppConfig();
  return resolveDatabaseLocation({
    databaseUrl: config.databaseUrl,
    memory: config.databaseInMemory,
    dataDir: config.dataDir,
    folderName: 'pglite',
  });
}

const migratedKey = Symbol.for('consultation.app-database');

/** The app's database, opened and migrated once per process. */
export function getAppDatabase(): Promise<Database> {
  const globalScope = globalThis as { [migratedKey]?: Promise<Database> };
  let database = globalScope[migratedKey];
  if (!database) {
    database = (async () => {
      const handle = await getSharedDatabase(resolveAppDatabaseLocation());
      await handle.migrate('app');
      return handle.db;
    })();
    database.catch(() => {
      if (globalScope[migratedKey] === database) delete globalScope[migratedKey];
    });
    globalScope[migratedKey] = database;
  }
  return database;
}
