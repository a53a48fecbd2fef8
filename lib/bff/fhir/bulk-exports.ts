import 'server-only';
import { rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import type { Database } from '@/lib/db/connection';
import { fhirExportChunks, fhirExportFiles, fhirExportJobs } from '@/lib/db/app-schema';
import type { FhirExportDeletion } from '@/lib/contract/bff';
import { newId } from '@/lib/bff/crypto/random-values';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { loggableError } from '@/lib/logging/loggable-error';
import { bulkFileName, writeBulkExport, type BulkFile, type PatientRecordSource } from '@/lib/fhir';

export interface Clock {
  now(): Date;
}

const systemClock: Clock = { now: () => new Date() };

/** Where the patients of an organization come from: counted once at the start, then read one by one. */
export interface PatientReader {
  count(organizationKey: string): Promise<number>;
  records(organizationKey: string): AsyncIterable<PatientRecordSource>;
}

export interface BulkExportsOptions {
  db: Database;
  patients: PatientReader;
  /** How long a finished export's content is kept when not every file has been downloaded. */
  ttlMs: number;
  clock?: Clock;
  /** How often the instance running a job writes its progress and that it is alive. */
  heartbeatMs?: number;
  /** A running job not heard of for this long belongs to an instance that is gone, and is given up. */
  staleAfterMs?: number;
  /** How often expired and abandoned jobs are swept once `startSweeping` ran. */
  sweepEveryMs?: number;
  chunkCharacters?: number;
  /** A folder of NDJSON files left on disk by earlier versions, removed by `startSweeping` (see ADR 0077). */
  leftoverFolder?: string;
}

export type BulkExportRow = typeof fhirExportJobs.$inferSelect;

/** A file of a finished export's manifest. */
export interface BulkExportFile extends BulkFile {
  downloaded: boolean;
}

export interface BulkExportJob extends BulkExportRow {
  /** The manifest's files once done (OperationOutcome among them), else empty. */
  files: BulkExportFile[];
}

/** A job looked up for an organization: absent (or another's), its content deleted, or there. */
export type BulkExportLookup =
  { kind: 'missing' } | { kind: 'gone'; because: FhirExportDeletion } | { kind: 'job'; job: BulkExportJob };

export type BulkFileLookup =
  | { kind: 'missing' }
  | { kind: 'gone'; because: FhirExportDeletion }
  | { kind: 'file'; job: BulkExportJob; file: BulkExportFile; body: ReadableStream<Uint8Array> };

export interface BulkExports {
  /** Starts an export of the organization, or answers the one already running (on any instance). */
  start(request: { organizationKey: string; staffAccountId: string }): Promise<BulkExportJob>;
  find(organizationKey: string, jobId: string): Promise<BulkExportLookup>;
  /**
   * One file of a finished export, as a stream read from the database a chunk at a time. Once the stream has
   * been read to its end the file counts as downloaded; when every file of the manifest is, the content goes.
   */
  openFile(organizationKey: string, jobId: string, fileName: string): Promise<BulkFileLookup>;
  /** Gives up abandoned running jobs and deletes expired content; answers how many of each. */
  sweep(): Promise<{ abandoned: number; expired: number }>;
  /** Removes the leftovers of earlier runs now, then sweeps every `sweepEveryMs`. */
  startSweeping(): Promise<void>;
  /** Stops sweeping and the jobs this instance runs (they fail, their content deleted), and waits for them. */
  stop(): Promise<void>;
}

/**
 * The organization's FHIR Bulk Data exports, kept in the app's database (ADR 0077): any instance reports a job
 * and serves its files, whichever instance runs it. The NDJSON is stored as chunks of whole lines while the
 * job runs and streamed out a chunk at a time; it is deleted once every file has been downloaded, or when
 * `ttlMs` has passed since the job finished, whichever comes first.
 */
export function createBulkExports(options: BulkExportsOptions): BulkExports {
  const {
    db,
    patients,
    ttlMs,
    clock = systemClock,
    heartbeatMs = 1_000,
    staleAfterMs = 60_000,
    sweepEveryMs = 60_000,
    chunkCharacters,
    leftoverFolder,
  } = options;
  /** Random per process, for the logs: which instance ran a job. */
  const instanceId = randomUUID();
  const runs = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let sweepTimer: ReturnType<typeof setInterval> | undefined;

  const staleBefore = () => new Date(clock.now().getTime() - staleAfterMs);

  async function deleteChunks(jobId: string): Promise<void> {
    await db.delete(fhirExportChunks).where(eq(fhirExportChunks.jobId, jobId));
  }

  /** A running job whose instance stopped writing: failed, and what it wrote so far deleted. */
  async function giveUp(jobId: string, onlyIfStale: boolean): Promise<boolean> {
    const now = clock.now();
    const given = await db
      .update(fhirExportJobs)
      .set({ status: 'failed', finishedAt: now, contentDeletedAt: now })
      .where(
        and(
          eq(fhirExportJobs.id, jobId),
          eq(fhirExportJobs.status, 'running'),
          onlyIfStale ? lte(fhirExportJobs.heartbeatAt, staleBefore()) : undefined,
        ),
      )
      .returning({ id: fhirExportJobs.id });
    // A job that was heard of meanwhile keeps what it wrote; its own runner failing deletes it in any case.
    if (given.length > 0 || !onlyIfStale) await deleteChunks(jobId);
    return given.length > 0;
  }

  /** A finished job's content goes; the row stays, so that the job answers why it is gone. */
  async function deleteContent(jobId: string, because: FhirExportDeletion): Promise<void> {
    const deleted = await db
      .update(fhirExportJobs)
      .set({ contentDeletedAt: clock.now(), deletedBecause: because })
      .where(and(eq(fhirExportJobs.id, jobId), isNull(fhirExportJobs.contentDeletedAt)))
      .returning({ id: fhirExportJobs.id });
    await deleteChunks(jobId);
    if (deleted.length > 0) bffLog.info({ jobId, because }, 'FHIR bulk export content deleted');
  }

  /** The row as it stands now: abandoned and expired jobs are settled before anyone is answered. */
  async function settled(row: BulkExportRow): Promise<BulkExportRow | undefined> {
    const now = clock.now();
    const abandoned = row.status === 'running' && row.heartbeatAt.getTime() <= staleBefore().getTime();
    const expired =
      row.status === 'done' &&
      !row.contentDeletedAt &&
      row.expiresAt &&
      row.expiresAt.getTime() <= now.getTime();
    if (!abandoned && !expired) return row;
    if (abandoned) await giveUp(row.id, true);
    else await deleteContent(row.id, 'expired');
    const [again] = await db.select().from(fhirExportJobs).where(eq(fhirExportJobs.id, row.id));
    return again;
  }

  async function withFiles(row: BulkExportRow): Promise<BulkExportJob> {
    if (row.status !== 'done') return { ...row, files: [] };
    const files = await db
      .select()
      .from(fhirExportFiles)
      .where(eq(fhirExportFiles.jobId, row.id))
      .orderBy(asc(fhirExportFiles.resourceType));
    return {
      ...row,
      files: files.map((file) => ({
        type: file.resourceType,
        fileName: bulkFileName(file.resourceType),
        count: file.count,
        chunks: file.chunks,
        downloaded: file.downloadedAt !== null,
      })),
    };
  }

  async function find(organizationKey: string, jobId: string): Promise<BulkExportLookup> {
    const [row] = await db
      .select()
      .from(fhirExportJobs)
      .where(and(eq(fhirExportJobs.id, jobId), eq(fhirExportJobs.organizationKey, organizationKey)));
    const current = row && (await settled(row));
    if (!current) return { kind: 'missing' };
    if (current.status === 'done' && current.contentDeletedAt)
      return { kind: 'gone', because: current.deletedBecause ?? 'expired' };
    return { kind: 'job', job: await withFiles(current) };
  }

  async function run(job: BulkExportRow, signal: AbortSignal): Promise<void> {
    let processed = 0;
    const beat = async () => {
      const alive = await db
        .update(fhirExportJobs)
        .set({ processedPatients: processed, heartbeatAt: clock.now() })
        .where(and(eq(fhirExportJobs.id, job.id), eq(fhirExportJobs.status, 'running')))
        .returning({ id: fhirExportJobs.id });
      // Given up by another instance (this one was silent too long): writing on would only leave leftovers.
      if (alive.length === 0) runs.get(job.id)?.controller.abort(new Error('the job was given up'));
    };
    const heartbeat = setInterval(() => {
      beat().catch((error: unknown) =>
        bffLog.warn({ jobId: job.id, error: loggableError(error) }, 'could not record the export progress'),
      );
    }, heartbeatMs);
    heartbeat.unref?.();
    try {
      const files = await writeBulkExport({
        sink: {
          appendChunk: async ({ type, index, text }) => {
            signal.throwIfAborted();
            await db
              .insert(fhirExportChunks)
              .values({ jobId: job.id, resourceType: type, chunkIndex: index, content: text });
          },
        },
        context: { organizationKey: job.organizationKey, exportedAt: job.startedAt },
        patients: untilAborted(patients.records(job.organizationKey), signal),
        onPatientDone: () => (processed += 1),
        chunkCharacters,
      });
      clearInterval(heartbeat);
      const now = clock.now();
      const all = [...files.output, ...files.error];
      await db.transaction(async (tx) => {
        if (all.length > 0)
          await tx.insert(fhirExportFiles).values(
            all.map((file) => ({
              jobId: job.id,
              resourceType: file.type,
              count: file.count,
              chunks: file.chunks,
            })),
          );
        const finished = await tx
          .update(fhirExportJobs)
          .set({
            status: 'done',
            processedPatients: processed,
            totalPatients: Math.max(job.totalPatients, processed),
            heartbeatAt: now,
            finishedAt: now,
            expiresAt: new Date(now.getTime() + ttlMs),
          })
          .where(and(eq(fhirExportJobs.id, job.id), eq(fhirExportJobs.status, 'running')))
          .returning({ id: fhirExportJobs.id });
        if (finished.length === 0) throw new Error('the job was given up before it finished');
      });
    } catch (error) {
      clearInterval(heartbeat);
      bffLog.error(
        { jobId: job.id, instance: instanceId, error: loggableError(error) },
        'the FHIR bulk export failed',
      );
      await giveUp(job.id, false).catch((cleanup: unknown) =>
        bffLog.error({ jobId: job.id, error: loggableError(cleanup) }, 'could not clean up a failed export'),
      );
    }
  }

  async function start({
    organizationKey,
    staffAccountId,
  }: {
    organizationKey: string;
    staffAccountId: string;
  }): Promise<BulkExportJob> {
    const runningNow = () =>
      db
        .select()
        .from(fhirExportJobs)
        .where(
          and(eq(fhirExportJobs.organizationKey, organizationKey), eq(fhirExportJobs.status, 'running')),
        );
    const [running] = await runningNow();
    const stillRunning = running && (await settled(running));
    if (stillRunning?.status === 'running') return withFiles(stillRunning);
    // One export at a time: the previous ones and whatever they still hold go (chunks and files cascade).
    await db
      .delete(fhirExportJobs)
      .where(and(eq(fhirExportJobs.organizationKey, organizationKey), ne(fhirExportJobs.status, 'running')));
    const totalPatients = await patients.count(organizationKey);
    const now = clock.now();
    const [created] = await db
      .insert(fhirExportJobs)
      .values({
        id: newId('fhirexp'),
        organizationKey,
        startedByStaffId: staffAccountId,
        runnerInstance: instanceId,
        startedAt: now,
        heartbeatAt: now,
        totalPatients,
      })
      // Another instance started one at the same moment: the one-running index kept ours out; answer theirs.
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [theirs] = await runningNow();
      if (!theirs) throw new Error('an export of this organization started and ended at once');
      return withFiles(theirs);
    }
    const controller = new AbortController();
    const done = run(created, controller.signal).finally(() => runs.delete(created.id));
    runs.set(created.id, { controller, done });
    return withFiles(created);
  }

  async function markDownloaded(jobId: string, resourceType: string): Promise<void> {
    await db
      .update(fhirExportFiles)
      .set({ downloadedAt: clock.now() })
      .where(
        and(
          eq(fhirExportFiles.jobId, jobId),
          eq(fhirExportFiles.resourceType, resourceType),
          isNull(fhirExportFiles.downloadedAt),
        ),
      );
    const waiting = await db
      .select({ type: fhirExportFiles.resourceType })
      .from(fhirExportFiles)
      .where(and(eq(fhirExportFiles.jobId, jobId), isNull(fhirExportFiles.downloadedAt)))
      .limit(1);
    if (waiting.length === 0) await deleteContent(jobId, 'downloaded');
  }

  /** The file's chunks one query each, as the reader asks for them: one chunk in memory at a time. */
  function chunkStream(jobId: string, file: BulkExportFile): ReadableStream<Uint8Array> {
    const encoder = new TextEncoder();
    let next = 0;
    return new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const [chunk] = await db
            .select({ content: fhirExportChunks.content })
            .from(fhirExportChunks)
            .where(
              and(
                eq(fhirExportChunks.jobId, jobId),
                eq(fhirExportChunks.resourceType, file.type),
                eq(fhirExportChunks.chunkIndex, next),
              ),
            );
          if (!chunk) {
            controller.error(new Error('the export was deleted while the file was being downloaded'));
            return;
          }
          controller.enqueue(encoder.encode(chunk.content));
          next += 1;
          if (next === file.chunks) {
            await markDownloaded(jobId, file.type);
            controller.close();
          }
        },
      },
      { highWaterMark: 0 },
    );
  }

  async function openFile(organizationKey: string, jobId: string, fileName: string): Promise<BulkFileLookup> {
    const found = await find(organizationKey, jobId);
    if (found.kind !== 'job') return found;
    const file = found.job.files.find((candidate) => candidate.fileName === fileName);
    if (!file) return { kind: 'missing' };
    return { kind: 'file', job: found.job, file, body: chunkStream(jobId, file) };
  }

  async function sweep(): Promise<{ abandoned: number; expired: number }> {
    const now = clock.now();
    const stale = await db
      .select({ id: fhirExportJobs.id })
      .from(fhirExportJobs)
      .where(and(eq(fhirExportJobs.status, 'running'), lte(fhirExportJobs.heartbeatAt, staleBefore())));
    let abandoned = 0;
    for (const { id } of stale) if (await giveUp(id, true)) abandoned += 1;
    const due = await db
      .select({ id: fhirExportJobs.id })
      .from(fhirExportJobs)
      .where(
        and(
          eq(fhirExportJobs.status, 'done'),
          isNull(fhirExportJobs.contentDeletedAt),
          lte(fhirExportJobs.expiresAt, now),
        ),
      );
    for (const { id } of due) await deleteContent(id, 'expired');
    // Chunks of a job whose content is marked gone: an instance stopped between marking and deleting.
    await db
      .delete(fhirExportChunks)
      .where(
        inArray(
          fhirExportChunks.jobId,
          db
            .select({ id: fhirExportJobs.id })
            .from(fhirExportJobs)
            .where(isNotNull(fhirExportJobs.contentDeletedAt)),
        ),
      );
    if (abandoned > 0 || due.length > 0)
      bffLog.info({ abandoned, expired: due.length }, 'FHIR bulk exports swept');
    return { abandoned, expired: due.length };
  }

  async function startSweeping(): Promise<void> {
    if (leftoverFolder) await rm(leftoverFolder, { recursive: true, force: true });
    await sweep();
    sweepTimer ??= setInterval(() => {
      sweep().catch((error: unknown) =>
        bffLog.error({ error: loggableError(error) }, 'could not sweep the FHIR bulk exports'),
      );
    }, sweepEveryMs);
    sweepTimer.unref?.();
  }

  async function stop(): Promise<void> {
    clearInterval(sweepTimer);
    sweepTimer = undefined;
    const inFlight = [...runs.values()];
    for (const { controller } of inFlight) controller.abort(new Error('the instance is stopping'));
    await Promise.all(inFlight.map(({ done }) => done));
  }

  return { start, find, openFile, sweep, startSweeping, stop };
}

/**
 * The patients until the job is stopped: a stop ends the export between two patients, without waiting for a
 * read in progress (its result is dropped).
 */
async function* untilAborted<T>(source: AsyncIterable<T>, signal: AbortSignal): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const aborted = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
  aborted.catch(() => undefined);
  try {
    for (;;) {
      signal.throwIfAborted();
      const next = await Promise.race([iterator.next(), aborted]);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    // Not awaited: a generator still inside a read finishes that read before it can return.
    iterator.return?.()?.catch(() => undefined);
  }
}
