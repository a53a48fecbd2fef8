import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { acquireDirectoryLock } from './directory-lock';
import { memoryDatabaseTemplate } from './memory-template';
import { scheduleMaintenance } from './pglite-maintenance';
import { tracePgliteQueries } from './traced-pglite';
import { componentLogger } from '@/lib/logging/logger';
import { usePreparedStatements } from './prepared-pglite';
import { loggableError } from '@/lib/logging/loggable-error';

/** Either driver, seen through Drizzle's common PostgreSQL surface. */
export type Database = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export type DatabaseLocation =
  { kind: 'memory' } | { kind: 'pglite-file'; directory: string } | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  readonly db: Database;
  readonly location: DatabaseLocation;
  /** Applies one side's migrations (each side owns a PostgreSQL schema and a migrations folder). */
  migrate(side: MigrationSide): Promise<void>;
  /**
   * Runs `work` while no other process sharing the database runs its own start-up work (migrations,
   * seeding): a PostgreSQL advisory lock; PGlite belongs to one process already.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type MigrationSide = 'embedded' | 'app';

export const MIGRATIONS_ROOT = path.join(process.cwd(), 'lib', 'db', 'migrations');

/** Where a side's migrations live and record themselves: the app's, and the test suite's template cluster. */
export function migrationConfig(side: MigrationSide) {
  return {
    migrationsFolder: path.join(MIGRATIONS_ROOT, side),
    // Not the side's own schema: the migrator creates its schema first, and the migration creates the side's.
    migrationsSchema: 'drizzle',
    migrationsTable: `${side}_migrations`,
  };
}

export function describeLocation(location: DatabaseLocation): string {
  switch (location.kind) {
    case 'memory':
      return 'in memory (PGlite)';
    case 'pglite-file':
      return `PGlite at ${location.directory}`;
    case 'postgres':
      return `PostgreSQL at ${new URL(location.url).host}`;
  }
}

/**
 * PGlite's shared buffers. PostgreSQL's default, 128 MB, is written through at start-up and stays resident:
 * an in-memory instance holds its files in memory already (and a folder's are in the system's page cache),
 * so a page beyond the buffers is a copy away. 16 MB keeps the server about 130 MB smaller (ADR 0111).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/** PGlite's own start-up parameters, and the shared buffers above. */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

/**
 * A cluster PGlite creates has WAL segments of 1 MB, not PostgreSQL's 16 MB: in memory the WAL is held as
 * files in memory, and after a checkpoint (pglite-maintenance.ts) an in-memory database keeps four of them
 * for reuse instead of five of 16 MB (ADR 0112). A folder's cluster keeps the segments it was made with
 * and PostgreSQL's default reserve (`min_wal_size` must be two segments at least), on disk.
 */
export const PGLITE_INITDB_PARAMS = ['--wal-segsize=1'];
// The reserve after a checkpoint lies between the two (PGlite never checkpoints for the WAL's size itself).
const PGLITE_MEMORY_START_PARAMS = [
  ...PGLITE_START_PARAMS,
  '-c',
  'min_wal_size=4MB',
  '-c',
  'max_wal_size=4MB',
];

/** How an in-memory PGlite starts: from the tests' template cluster when one is set, else a fresh one. */
export function pgliteMemoryOptions() {
  return {
    loadDataDir: memoryDatabaseTemplate(),
    startParams: PGLITE_MEMORY_START_PARAMS,
    initDbStartParams: PGLITE_INITDB_PARAMS,
  };
}

async function openPglite(
  location: DatabaseLocation & { kind: 'memory' | 'pglite-file' },
): Promise<DatabaseHandle> {
  let releaseLock: (() => void) | undefined;
  let client: PGlite;
  if (location.kind === 'pglite-file') {
    fs.mkdirSync(location.directory, { recursive: true });
    // PGlite is single-process: a second process opening the same folder would corrupt it.
    releaseLock = acquireDirectoryLock(location.directory);
    client = new PGlite(location.directory, {
      startParams: PGLITE_START_PARAMS,
      initDbStartParams: PGLITE_INITDB_PARAMS,
    });
  } else {
    client = new PGlite(pgliteMemoryOptions());
  }
  await client.waitReady;
  usePreparedStatements(client);
  tracePgliteQueries(client);
  // What a PostgreSQL server's autovacuum and checkpointer do, which PGlite has not (ADR 0112).
  const maintenance = scheduleMaintenance({
    client,
    onError: (error) =>
      componentLogger('database').warn({ error: loggableError(error) }, 'database maintenance failed'),
  });
  const db = drizzlePglite(client) as unknown as Database;
  const migrated = new Set<MigrationSide>();
  return {
    db,
    location,
    async migrate(side) {
      if (migrated.has(side)) return;
      await migratePglite(drizzlePglite(client), migrationConfig(side));
      migrated.add(side);
    },
    withStartupLock: (work) => work(),
    async close() {
      await maintenance.stop();
      await client.close();
      releaseLock?.();
    },
  };
}

async function openPostgres(location: DatabaseLocation & { kind: 'postgres' }): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: location.url, max: 10 });
  const nodeDb = drizzlePostgres(pool);
  const migrated = new Set<MigrationSide>();
  const withStartupLock = <T>(work: () => Promise<T>) => withAdvisoryLock(pool, STARTUP_LOCK_KEY, work);
  return {
    db: nodeDb as unknown as Database,
    location,
    async migrate(side) {
      if (migrated.has(side)) return;
      // Instances started together would otherwise each create the migrations schema and tables at once.
      await withStartupLock(() => migratePostgres(nodeDb, migrationConfig(side)));
      migrated.add(side);
    },
    withStartupLock,
    close: () => pool.end(),
  };
}

/** One advisory lock key for every start-up step of this app (an arbitrary constant, the same everywhere). */
const STARTUP_LOCK_KEY = 726_354_019;

/**
 * Session-level advisory lock on one pooled connection for the duration of `work`; the work itself may run
 * on other connections. Waits as long as another instance holds it.
 */
async function withAdvisoryLock<T>(pool: Pool, key: number, work: () => Promise<T>): Promise<T> {
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    connection.release();
  }
}

export function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  return location.kind === 'postgres' ? openPostgres(location) : openPglite(location);
}

/**
 * One handle per location per process: opening PGlite costs seconds, and in `next dev` modules are
 * re-evaluated on every change, so the cache lives on globalThis.
 */
const cacheKey = Symbol.for('consultation.database-handles');
type HandleCache = Map<string, Promise<DatabaseHandle>>;

export function getSharedDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  const globalScope = globalThis as { [cacheKey]?: HandleCache };
  const cache = (globalScope[cacheKey] ??= new Map());
  const key = JSON.stringify(location);
  let handle = cache.get(key);
  if (!handle) {
    handle = openDatabase(location);
    handle.catch(() => cache.delete(key));
    cache.set(key, handle);
  }
  return handle;
}

/** Where the database lives, from the usual variables: DATABASE_URL, else memory or a PGlite folder. */
export function resolveDatabaseLocation(options: {
  databaseUrl?: string;
  memory?: boolean;
  dataDir: string;
  folderName: string;
}): DatabaseLocation {
  if (options.databaseUrl) return { kind: 'postgres', url: options.databaseUrl };
  if (options.memory) return { kind: 'memory' };
  return { kind: 'pglite-file', directory: path.resolve(options.dataDir, options.folderName) };
}

/** Closes every database this process opened through getSharedDatabase (at shutdown). */
export async function closeSharedDatabases(): Promise<void> {
  const globalScope = globalThis as { [cacheKey]?: HandleCache };
  const cache = globalScope[cacheKey];
  if (!cache) return;
  const handles = [...cache.values()];
  cache.clear();
  await Promise.all(
    handles.map(async (pending) => {
      const handle = await pending.catch(() => undefined);
      await handle?.close();
    }),
  );
}
