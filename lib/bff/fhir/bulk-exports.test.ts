import { mkdir, mkdtemp, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Resource } from '@medplum/fhirtypes';
import { openDatabase, type Database, type DatabaseHandle } from '@/lib/db/connection';
import { fhirExportChunks, fhirExportJobs } from '@/lib/db/app-schema';
import { manualClock } from '@/testing/mail/manual-clock';
import {
  failingPatients,
  gatedPatients,
  readText,
  readyPatients,
  seedOrganizationAdmin,
} from '@/testing/fhir/bulk-export-fixtures';
import {
  createBulkExports,
  type BulkExportJob,
  type BulkExports,
  type BulkExportsOptions,
} from './bulk-exports';

let handle: DatabaseHandle;
let db: Database;
const stopped: BulkExports[] = [];

beforeAll(async () => {
  handle = await openDatabase({ kind: 'memory' });
  await handle.migrate('app');
  db = handle.db;
});

afterAll(async () => {
  await Promise.all(stopped.map((exports) => exports.stop()));
  await handle.close();
});

const TTL_MS = 10 * 60_000;

/** One instance's module state over the shared database; chunks small, so that files span several. */
function instance(options: Partial<BulkExportsOptions> & Pick<BulkExportsOptions, 'patients'>): BulkExports {
  const exports = createBulkExports({
    db,
    ttlMs: TTL_MS,
    heartbeatMs: 20,
    chunkCharacters: 2_000,
    ...options,
  });
  stopped.push(exports);
  return exports;
}

async function settledJob(
  exports: BulkExports,
  organizationKey: string,
  jobId: string,
): Promise<BulkExportJob> {
  return vi.waitFor(
    async () => {
      const found = await exports.find(organizationKey, jobId);
      if (found.kind !== 'job' || found.job.status === 'running') throw new Error('still running');
      return found.job;
    },
    { timeout: 30_000, interval: 20 },
  );
}

async function chunksOf(jobId: string): Promise<number> {
  return (await db.select().from(fhirExportChunks).where(eq(fhirExportChunks.jobId, jobId))).length;
}

describe('an export kept in the app database', () => {
  it('is reported and served by a second instance while the first runs it, one job per organization', async () => {
    const { organizationKey, staffAccountId } = await seedOrganizationAdmin(db);
    const patients = gatedPatients(3);
    const first = instance({ patients });
    const second = instance({ patients: readyPatients(0) });
    const started = await first.start({ organizationKey, staffAccountId });
    expect(started).toMatchObject({ status: 'running', totalPatients: 3, startedByStaffId: staffAccountId });

    patients.release();
    // The second instance sees the first's progress through the database.
    await vi.waitFor(
      async () => {
        const found = await second.find(organizationKey, started.id);
        expect(found).toMatchObject({ kind: 'job', job: { status: 'running', processedPatients: 1 } });
      },
      { timeout: 10_000, interval: 20 },
    );
    // Starting again on the second instance answers the running job rather than a second one.
    expect((await second.start({ organizationKey, staffAccountId })).id).toBe(started.id);
    // Another organization sees nothing of it.
    expect(await second.find('org-someone-else', started.id)).toEqual({ kind: 'missing' });

    patients.release(2);
    const done = await settledJob(second, organizationKey, started.id);
    expect(done.status).toBe('done');
    expect(done.processedPatients).toBe(3);
    const patientFile = done.files.find((file) => file.type === 'Patient')!;
    expect(patientFile.count).toBe(3);
    for (const file of done.files) {
      const opened = await second.openFile(organizationKey, started.id, file.fileName);
      if (opened.kind !== 'file') throw new Error(`${file.fileName}: ${opened.kind}`);
      const lines = (await readText(opened.body)).trimEnd().split('\n');
      expect(lines).toHaveLength(file.count);
      for (const line of lines) expect((JSON.parse(line) as Resource).resourceType).toBe(file.type);
    }
    // Every file downloaded once: the content is gone, and the first instance says so too.
    expect(await first.find(organizationKey, started.id)).toEqual({ kind: 'gone', because: 'downloaded' });
    expect(await chunksOf(started.id)).toBe(0);
    expect(await second.openFile(organizationKey, started.id, 'Patient.ndjson')).toEqual({
      kind: 'gone',
      because: 'downloaded',
    });
  });

  it('keeps the files until the last one has been read to its end', async () => {
    const { organizationKey, staffAccountId } = await seedOrganizationAdmin(db);
    const exports = instance({ patients: readyPatients(4) });
    const { id } = await exports.start({ organizationKey, staffAccountId });
    const done = await settledJob(exports, organizationKey, id);
    const [last, ...others] = [...done.files].sort((a, b) => b.chunks - a.chunks);
    expect(last!.chunks).toBeGreaterThan(1);
    for (const file of others) {
      const opened = await exports.openFile(organizationKey, id, file.fileName);
      if (opened.kind === 'file') await readText(opened.body);
    }
    // Opened and not read, then read in part: neither counts as downloaded.
    const unread = await exports.openFile(organizationKey, id, last!.fileName);
    if (unread.kind !== 'file') throw new Error(unread.kind);
    await unread.body.cancel();
    const partial = await exports.openFile(organizationKey, id, last!.fileName);
    if (partial.kind !== 'file') throw new Error(partial.kind);
    const reader = partial.body.getReader();
    await reader.read();
    await reader.cancel();
    const still = await exports.find(organizationKey, id);
    expect(still.kind).toBe('job');
    if (still.kind === 'job') {
      expect(still.job.files.filter((file) => !file.downloaded).map((file) => file.type)).toEqual([
        last!.type,
      ]);
    }
    // A file the manifest does not name is no file of the job.
    expect(await exports.openFile(organizationKey, id, '../Patient.ndjson')).toEqual({ kind: 'missing' });

    const whole = await exports.openFile(organizationKey, id, last!.fileName);
    if (whole.kind !== 'file') throw new Error(whole.kind);
    expect((await readText(whole.body)).trimEnd().split('\n')).toHaveLength(last!.count);
    expect(await exports.find(organizationKey, id)).toEqual({ kind: 'gone', because: 'downloaded' });
  });

  it('expires at its TTL: answered gone when asked, swept when nobody asks', async () => {
    const clock = manualClock();
    const exports = instance({ patients: readyPatients(2), clock });
    const asked = await seedOrganizationAdmin(db);
    const askedJob = await exports.start(asked);
    const done = await settledJob(exports, asked.organizationKey, askedJob.id);
    expect(done.expiresAt).toEqual(new Date(clock.now().getTime() + TTL_MS));
    clock.advance(TTL_MS - 1);
    expect((await exports.find(asked.organizationKey, askedJob.id)).kind).toBe('job');
    clock.advance(1);
    expect(await exports.find(asked.organizationKey, askedJob.id)).toEqual({
      kind: 'gone',
      because: 'expired',
    });
    expect(await chunksOf(askedJob.id)).toBe(0);

    const unasked = await seedOrganizationAdmin(db);
    const unaskedJob = await exports.start(unasked);
    await settledJob(exports, unasked.organizationKey, unaskedJob.id);
    expect(await chunksOf(unaskedJob.id)).toBeGreaterThan(0);
    clock.advance(TTL_MS);
    // Another instance's sweep deletes it without anyone asking for it.
    const other = instance({ patients: readyPatients(0), clock });
    expect(await other.sweep()).toMatchObject({ expired: 1 });
    expect(await chunksOf(unaskedJob.id)).toBe(0);
    const [row] = await db.select().from(fhirExportJobs).where(eq(fhirExportJobs.id, unaskedJob.id));
    expect(row).toMatchObject({ status: 'done', deletedBecause: 'expired' });
  });

  it('fails, keeping nothing, when a patient cannot be read', async () => {
    const { organizationKey, staffAccountId } = await seedOrganizationAdmin(db);
    const exports = instance({ patients: failingPatients(), chunkCharacters: 200 });
    const { id } = await exports.start({ organizationKey, staffAccountId });
    const failed = await settledJob(exports, organizationKey, id);
    expect(failed).toMatchObject({ status: 'failed', files: [] });
    expect(await chunksOf(id)).toBe(0);
    expect(await exports.openFile(organizationKey, id, 'Patient.ndjson')).toEqual({ kind: 'missing' });
  });

  it('replaces the previous export of the organization when a new one starts', async () => {
    const { organizationKey, staffAccountId } = await seedOrganizationAdmin(db);
    const exports = instance({ patients: readyPatients(1) });
    const previous = await exports.start({ organizationKey, staffAccountId });
    await settledJob(exports, organizationKey, previous.id);
    const next = await exports.start({ organizationKey, staffAccountId });
    expect(next.id).not.toBe(previous.id);
    expect(await exports.find(organizationKey, previous.id)).toEqual({ kind: 'missing' });
    expect(await chunksOf(previous.id)).toBe(0);
    await settledJob(exports, organizationKey, next.id);
  });
});

describe('the leftovers of an earlier run', () => {
  it('are swept at start: the job of an instance that died fails, its content and old export files go', async () => {
    const clock = manualClock();
    const { organizationKey, staffAccountId } = await seedOrganizationAdmin(db);
    const patients = gatedPatients(3);
    // The instance that dies: its own clock stands still, so its heartbeat does, as a dead process's would.
    const dying = instance({ patients, clock: manualClock(clock.now()), chunkCharacters: 200 });
    const { id } = await dying.start({ organizationKey, staffAccountId });
    patients.release();
    await vi.waitFor(async () => expect(await chunksOf(id)).toBeGreaterThan(0), {
      timeout: 10_000,
      interval: 20,
    });

    // Export files an earlier version left on disk.
    const leftoverFolder = join(
      await mkdtemp(join(tmpdir(), 'fhir-leftovers-')),
      'consultations-fhir-export',
    );
    await mkdir(join(leftoverFolder, 'fhirexp_old'), { recursive: true });
    await writeFile(join(leftoverFolder, 'fhirexp_old', 'Patient.ndjson'), '{"resourceType":"Patient"}\n');

    clock.advance(30_000);
    const restarted = instance({ patients: readyPatients(0), clock, leftoverFolder });
    // Silent for half a minute only: still the other instance's running job.
    expect(await restarted.sweep()).toEqual({ abandoned: 0, expired: 0 });
    clock.advance(30_000);
    await restarted.startSweeping();
    const found = await restarted.find(organizationKey, id);
    expect(found).toMatchObject({ kind: 'job', job: { status: 'failed' } });
    expect(await chunksOf(id)).toBe(0);
    await expect(stat(leftoverFolder)).rejects.toMatchObject({ code: 'ENOENT' });
    // A new export can start at once, and the old instance, should it wake, writes nothing more.
    const next = await restarted.start({ organizationKey, staffAccountId });
    expect(next.id).not.toBe(id);
    patients.release(2);
    await dying.stop();
    expect(await chunksOf(id)).toBe(0);
    await restarted.stop();
  });

  it('include the jobs a stopping instance was running: failed at once, not left to look alive', async () => {
    const { organizationKey, staffAccountId } = await seedOrganizationAdmin(db);
    const patients = gatedPatients(2);
    const stopping = instance({ patients, chunkCharacters: 200 });
    const { id } = await stopping.start({ organizationKey, staffAccountId });
    patients.release();
    await vi.waitFor(async () => expect(await chunksOf(id)).toBeGreaterThan(0), {
      timeout: 10_000,
      interval: 20,
    });
    // The second patient never comes: stopping does not wait for it.
    await stopping.stop();
    const other = instance({ patients: readyPatients(0) });
    expect(await other.find(organizationKey, id)).toMatchObject({ kind: 'job', job: { status: 'failed' } });
    expect(await chunksOf(id)).toBe(0);
  });

  it('include chunks of a job whose content was marked gone before they were deleted', async () => {
    const { organizationKey, staffAccountId } = await seedOrganizationAdmin(db);
    const now = new Date();
    await db.insert(fhirExportJobs).values({
      id: `fhirexp_orphan_${organizationKey}`,
      organizationKey,
      startedByStaffId: staffAccountId,
      status: 'done',
      runnerInstance: 'gone',
      startedAt: now,
      heartbeatAt: now,
      totalPatients: 1,
      expiresAt: now,
      contentDeletedAt: now,
      deletedBecause: 'downloaded',
    });
    await db.insert(fhirExportChunks).values({
      jobId: `fhirexp_orphan_${organizationKey}`,
      resourceType: 'Patient',
      chunkIndex: 0,
      content: '{"resourceType":"Patient"}\n',
    });
    await instance({ patients: readyPatients(0) }).startSweeping();
    expect(await chunksOf(`fhirexp_orphan_${organizationKey}`)).toBe(0);
  });
});
