// The FHIR Bulk Data export's memory as the patient count grows: the real export job (lib/bff/fhir/bulk-exports.ts:
// mapping, NDJSON writer, chunks stored in the app's database, a PGlite folder here) over generated patients, each
// with a finished consultation, its three documents, two appointments and a safety event, heap measured after a
// full collection every `sampleEvery` patients; then every file downloaded through the same chunk stream the
// route serves, heap measured every ten chunks.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq } from 'drizzle-orm';
import { createBulkExports, type BulkExportJob, type BulkExports } from '@/lib/bff/fhir/bulk-exports';
import { openDatabase } from '@/lib/db/connection';
import { fhirExportChunks, staffAccounts } from '@/lib/db/app-schema';
import type { PatientRecordSource } from '@/lib/fhir';
import { finishedConsultation, fullPatientRecord, SOAP_NOTE_MARKDOWN } from '@/testing/fhir/record-fixtures';

export interface FhirBulkSample {
  patients: number;
  heapUsedMb: number;
  rssMb: number;
}

export interface FhirBulkDownloadSample {
  chunks: number;
  heapUsedMb: number;
  rssMb: number;
}

export interface FhirBulkResult {
  patients: number;
  seconds: number;
  resources: number;
  bytesWritten: number;
  chunks: number;
  samples: FhirBulkSample[];
  /** Heap after the last patient over heap after the first sample: 1 is perfectly flat. */
  heapGrowth: number;
  downloadSeconds: number;
  downloadSamples: FhirBulkDownloadSample[];
  /** The highest heap while downloading over the heap after the export: the files are never held whole. */
  downloadHeapGrowth: number;
  /** Chunks left in the database once every file was downloaded: 0, as they are deleted then. */
  chunksLeft: number;
}

const MB = 1024 * 1024;

/** A full collection on demand, so that a sample is what is still held, not what is merely not yet freed. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

// A SOAP note of a realistic length (about 4 KB), the patient's words quoted in it.
const LONG_SOAP_NOTE = `${SOAP_NOTE_MARKDOWN}\n\n${'- The patient wrote: "it started after a long day at work"\n'.repeat(60)}`;

/** jsdom releases a sanitizer run's documents a task later: a sample waits for that, then collects. */
const SETTLE_MS = 20;

async function* generatedPatients(
  count: number,
  beforeEach: (index: number) => Promise<void>,
): AsyncGenerator<PatientRecordSource> {
  for (let index = 0; index < count; index += 1) {
    await beforeEach(index);
    const record = fullPatientRecord();
    record.user = { ...record.user, id: `bench-user-${index}`, firstName: `Patient ${index}` };
    record.consultations = [finishedConsultation(`bench-chat-${index}`, LONG_SOAP_NOTE)];
    record.appointments = record.appointments.map((appointment) => ({
      ...appointment,
      id: `${appointment.id}-${index}`,
      chatId: `bench-chat-${index}`,
    }));
    record.safetyEvents = [
      { chatId: `bench-safety-${index}`, guardianId: 'guardian', at: '2026-11-21T08:00:00.000Z' },
    ];
    yield record;
  }
}

/** The job's end, as the console sees it: polled, since it runs in the background of `start`. */
async function finished(exports: BulkExports, jobId: string): Promise<BulkExportJob> {
  for (;;) {
    const found = await exports.find(ORGANIZATION, jobId);
    if (found.kind !== 'job') throw new Error(`the export is ${found.kind}`);
    if (found.job.status === 'done') return found.job;
    if (found.job.status === 'failed') throw new Error('the export failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const ORGANIZATION = 'bench';
/** Chunks between two heap samples while downloading: 1,000 patients make about 80 chunks of 256 KB. */
const DOWNLOAD_SAMPLE_EVERY = 10;

export async function runFhirBulkBenchmark({
  patients,
  sampleEvery,
  onSample,
}: {
  patients: number;
  sampleEvery: number;
  onSample?: (sample: FhirBulkSample) => void;
}): Promise<FhirBulkResult> {
  const gc = collector();
  const directory = await mkdtemp(join(tmpdir(), 'fhir-bulk-bench-'));
  const database = await openDatabase({ kind: 'pglite-file', directory: join(directory, 'pglite') });
  const measure = async () => {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    gc();
    const memory = process.memoryUsage();
    return { heapUsedMb: memory.heapUsed / MB, rssMb: memory.rss / MB };
  };
  const samples: FhirBulkSample[] = [];
  const sample = async (patientsDone: number) => {
    const taken = { patients: patientsDone, ...(await measure()) };
    samples.push(taken);
    onSample?.(taken);
  };
  // Sampled before the next patient is read, so every sample sees the same amount of work in flight.
  const beforeEach = async (index: number) => {
    if (index > 0 && index % sampleEvery === 0) await sample(index);
  };
  try {
    await database.migrate('app');
    const db = database.db;
    await db.insert(staffAccounts).values({
      id: 'stf_bench',
      organizationKey: ORGANIZATION,
      email: 'bench@example.test',
      passwordHash: 'not-a-hash',
      role: 'admin',
    });
    const exports = createBulkExports({
      db,
      patients: { count: async () => patients, records: () => generatedPatients(patients, beforeEach) },
      ttlMs: 3_600_000,
    });
    const started = performance.now();
    const job = await exports.start({ organizationKey: ORGANIZATION, staffAccountId: 'stf_bench' });
    const done = await finished(exports, job.id);
    const seconds = (performance.now() - started) / 1000;
    await sample(patients);

    const downloadSamples: FhirBulkDownloadSample[] = [];
    const afterExport = await measure();
    let bytesWritten = 0;
    let chunksRead = 0;
    const downloadStarted = performance.now();
    for (const file of done.files) {
      const opened = await exports.openFile(ORGANIZATION, job.id, file.fileName);
      if (opened.kind !== 'file') throw new Error(`${file.fileName} is ${opened.kind}`);
      for await (const bytes of opened.body) {
        bytesWritten += bytes.byteLength;
        chunksRead += 1;
        if (chunksRead % DOWNLOAD_SAMPLE_EVERY === 0)
          downloadSamples.push({ chunks: chunksRead, ...(await measure()) });
      }
    }
    const downloadSeconds = (performance.now() - downloadStarted) / 1000;
    if (downloadSamples.at(-1)?.chunks !== chunksRead)
      downloadSamples.push({ chunks: chunksRead, ...(await measure()) });
    const left = await db.select().from(fhirExportChunks).where(eq(fhirExportChunks.jobId, job.id));
    await exports.stop();
    const first = samples[0]!;
    const last = samples[samples.length - 1]!;
    return {
      patients,
      seconds,
      resources: done.files.reduce((sum, file) => sum + file.count, 0),
      bytesWritten,
      chunks: chunksRead,
      samples,
      heapGrowth: last.heapUsedMb / first.heapUsedMb,
      downloadSeconds,
      downloadSamples,
      downloadHeapGrowth:
        Math.max(...downloadSamples.map((taken) => taken.heapUsedMb)) / afterExport.heapUsedMb,
      chunksLeft: left.length,
    };
  } finally {
    await database.close();
    await rm(directory, { recursive: true, force: true });
  }
}

export function formatFhirBulkResult(result: FhirBulkResult): string {
  const rows = result.samples.map(
    (sample) =>
      `| ${String(sample.patients).padStart(8)} | ${sample.heapUsedMb.toFixed(1).padStart(14)} | ${sample.rssMb.toFixed(1).padStart(8)} |`,
  );
  return [
    '| Patients | Heap after GC (MB) | RSS (MB) |',
    '|---:|---:|---:|',
    ...rows,
    '',
    `${result.patients} patients, ${result.resources} resources, ${(result.bytesWritten / MB).toFixed(1)} MB of NDJSON ` +
      `in ${result.chunks} chunks in ${result.seconds.toFixed(1)} s; heap after the last patient is ` +
      `${result.heapGrowth.toFixed(2)}× the first sample.`,
    '',
    '| Chunks downloaded | Heap after GC (MB) | RSS (MB) |',
    '|---:|---:|---:|',
    ...result.downloadSamples.map(
      (sample) =>
        `| ${String(sample.chunks).padStart(17)} | ${sample.heapUsedMb.toFixed(1).padStart(18)} | ${sample.rssMb.toFixed(1).padStart(8)} |`,
    ),
    '',
    `Every file downloaded in ${result.downloadSeconds.toFixed(1)} s; the highest heap while downloading is ` +
      `${result.downloadHeapGrowth.toFixed(2)}× the heap after the export; ${result.chunksLeft} chunks left after.`,
  ].join('\n');
}
