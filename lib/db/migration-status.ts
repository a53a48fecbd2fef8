import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_ROOT, type Database, type MigrationSide } from './connection';

/** The newest migration of a side's folder, as Drizzle's journal dates it (milliseconds). */
export function newestMigrationInFolder(side: MigrationSide): number {
  const journalPath = path.join(MIGRATIONS_ROOT, side, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: Array<{ when: number }> };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database has every migration of the side's folder, by Drizzle's own rule: the newest
 * applied migration is at least as recent as the newest in the folder. A database without the migrations
 * table fails the query (SQLSTATE 42P01 or 3F000), which the caller tells from a database that is down.
 */
export async function migrationsApplied(db: Database, side: MigrationSide): Promise<boolean> {
  const [row] = await db
    .select({ newest: sql<string | null>`max(created_at)` })
    .from(sql`drizzle.${sql.identifier(`${side}_migrations`)}`);
  const newest = row?.newest;
  return newest !== null && newest !== undefined && Number(newest) >= newestMigrationInFolder(side);
}
