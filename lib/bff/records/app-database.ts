import 'server-only';
import {
  getSharedDatabase,
  resolveDatabaseLocation,
  type Database,
  type DatabaseLocation,
} from '@/lib/db/connection';
import { getAppConfig } from '@/lib/bff/config/current-app-config';

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

/**
 * Start-up work (seeding) that instances sharing a PostgreSQL database must not do at once. The database
 * is migrated first, outside the lock, since migrating takes the same lock.
 */
export async function withAppStartupLock<T>(work: () => Promise<T>): Promise<T> {
  await getAppDatabase();
  const handle = await getSharedDatabase(resolveAppDatabaseLocation());
  return handle.withStartupLock(work);
}
