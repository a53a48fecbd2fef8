import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs PostgreSQL as one process, without the background workers a server has, so nothing vacuums or
 * analyzes. A deleted or updated row (the request log's pruning, the outbox's retention, ended sessions,
 * every turn's intake state) leaves a dead version whose space is never reused: the tables, and an
 * in-memory database's memory, grow without bound, and the planner keeps the estimates of an empty
 * table. This does what autovacuum would, by its default rules (ADR 0112): a table is vacuumed once its
 * dead rows pass 50 + 20 % of its rows, its rows inserted since the last vacuum pass 1,000 + 20 %, or its
 * oldest unfrozen transaction id is older than `autovacuum_freeze_max_age`; analyzed once its changed rows
 * pass 50 + 10 %.
 *
 * Nor does anything checkpoint: a single process checkpoints only at shutdown, so the WAL grows for as long
 * as the database is open (in memory, every megabyte written stays in memory). A pass also
 * checkpoints once 1 MB or more of WAL was written since the last checkpoint, which lets PostgreSQL
 * recycle or remove the segments before it (ADR 0112).
 */

/** PostgreSQL's autovacuum defaults (`autovacuum_*_threshold` and `*_scale_factor`). */
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE = 0.2;
const INSERT_VACUUM_THRESHOLD = 1_000;
const INSERT_VACUUM_SCALE = 0.2;
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;

/** WAL written since the last checkpoint that makes a pass checkpoint. */
export const CHECKPOINT_AFTER_WAL_BYTES = 1024 * 1024;

/** As often as autovacuum looks (`autovacuum_naptime`). */
export const PGLITE_MAINTENANCE_INTERVAL_MS = 60_000;

export interface TableActivity {
  schema: string;
  table: string;
  /** The planner's row count; -1 for a table never vacuumed or analyzed. */
  rows: number;
  deadRows: number;
  insertedSinceVacuum: number;
  changedSinceAnalyze: number;
  transactionIdAge: number;
  freezeMaxAge: number;
}

export interface TableWork {
  schema: string;
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/** What autovacuum would do to one table now; null when nothing. */
export function workFor(activity: TableActivity): TableWork | null {
  const rows = Math.max(0, activity.rows);
  const vacuum =
    activity.deadRows > VACUUM_THRESHOLD + VACUUM_SCALE * rows ||
    activity.insertedSinceVacuum > INSERT_VACUUM_THRESHOLD + INSERT_VACUUM_SCALE * rows ||
    activity.transactionIdAge > activity.freezeMaxAge;
  const analyze = activity.changedSinceAnalyze > ANALYZE_THRESHOLD + ANALYZE_SCALE * rows;
  return vacuum || analyze ? { schema: activity.schema, table: activity.table, vacuum, analyze } : null;
}

/** Every table's figures; the catalogs' too, which grow and age like the others. */
const ACTIVITY_QUERY = `
  select s.schemaname as schema, s.relname as "table", c.reltuples as rows, s.n_dead_tup as "deadRows",
         s.n_ins_since_vacuum as "insertedSinceVacuum", s.n_mod_since_analyze as "changedSinceAnalyze",
         age(c.relfrozenxid) as "transactionIdAge",
         current_setting('autovacuum_freeze_max_age')::bigint as "freezeMaxAge"
    from pg_stat_all_tables s join pg_class c on c.oid = s.relid
   where c.relkind in ('r', 'm')`;

function quoted(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

function statementFor({ schema, table, vacuum, analyze }: TableWork): string {
  const target = `${quoted(schema)}.${quoted(table)}`;
  if (!vacuum) return `analyze ${target}`;
  return analyze ? `vacuum (analyze) ${target}` : `vacuum ${target}`;
}

/** Gives the event loop back between two tables: each statement runs in one block inside WebAssembly. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface MaintenancePass {
  tables: TableWork[];
  checkpointed: boolean;
}

/** WAL written since the redo point of the last checkpoint, in bytes. */
export async function walSinceCheckpoint(client: Pick<PGlite, 'query'>): Promise<number> {
  const { rows } = await client.query<{ bytes: string | number }>(
    'select pg_current_wal_lsn() - redo_lsn as bytes from pg_control_checkpoint()',
  );
  return Number(rows[0]!.bytes);
}

/**
 * One pass: the statistics of the transactions so far are flushed, read, and each table due is vacuumed or
 * analyzed on its own, in turn; then a checkpoint if enough WAL was written. Each statement waits for any
 * transaction in progress, like every query.
 */
export async function maintainPglite(client: Pick<PGlite, 'query' | 'exec'>): Promise<MaintenancePass> {
  // Statistics reach the views at the end of a transaction, at most once a second; this one ends now.
  await client.query('select pg_stat_force_next_flush()');
  const { rows } = await client.query<Record<keyof TableActivity, string | number>>(ACTIVITY_QUERY);
  const tables = rows
    .map((row) =>
      workFor({
        schema: String(row.schema),
        table: String(row.table),
        rows: Number(row.rows),
        deadRows: Number(row.deadRows),
        insertedSinceVacuum: Number(row.insertedSinceVacuum),
        changedSinceAnalyze: Number(row.changedSinceAnalyze),
        transactionIdAge: Number(row.transactionIdAge),
        freezeMaxAge: Number(row.freezeMaxAge),
      }),
    )
    .filter((work): work is TableWork => work !== null);
  for (const work of tables) {
    await yieldToEventLoop();
    await client.exec(statementFor(work));
  }
  await yieldToEventLoop();
  const checkpointed = (await walSinceCheckpoint(client)) >= CHECKPOINT_AFTER_WAL_BYTES;
  if (checkpointed) await client.exec('checkpoint');
  return { tables, checkpointed };
}

export interface PgliteMaintenance {
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

/**
 * A pass every `intervalMs`, never two at once; the timer keeps no process alive. A failed pass is
 * reported and the next one tries again.
 */
export function scheduleMaintenance({
  client,
  intervalMs = PGLITE_MAINTENANCE_INTERVAL_MS,
  onError,
}: {
  client: Pick<PGlite, 'query' | 'exec'>;
  intervalMs?: number;
  onError: (error: unknown) => void;
}): PgliteMaintenance {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = maintainPglite(client)
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
