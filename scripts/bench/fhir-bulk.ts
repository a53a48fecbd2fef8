// The FHIR Bulk Data export's memory as the patient count grows: the real mapping and NDJSON writer
// (lib/fhir/bulk-ndjson.ts) over generated patients, each with a finished consultation, its three documents,
// two appointments and a safety event, heap measured after a full collection every `sampleEvery` patients.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { writeBulkExport, type PatientRecordSource } from '@/lib/fhir';
import { finishedConsultation, fullPatientRecord, SOAP_NOTE_MARKDOWN } from '@/testing/fhir/record-fixtures';

export interface FhirBulkSample {
  patients: number;
  heapUsedMb: number;
  rssMb: number;
}

export interface FhirBulkResult {
  patients: number;
  seconds: number;
  resources: number;
  bytesWritten: number;
  samples: FhirBulkSample[];
  /** Heap after the last patient over heap after the first sample: 1 is perfectly flat. */
  heapGrowth: number;
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
  const samples: FhirBulkSample[] = [];
  const sample = async (patientsDone: number) => {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    gc();
    const memory = process.memoryUsage();
    const taken = { patients: patientsDone, heapUsedMb: memory.heapUsed / MB, rssMb: memory.rss / MB };
    samples.push(taken);
    onSample?.(taken);
  };
  // Sampled before the next patient is read, so every sample sees the same amount of work in flight.
  const beforeEach = async (index: number) => {
    if (index > 0 && index % sampleEvery === 0) await sample(index);
  };
  try {
    const started = performance.now();
    const files = await writeBulkExport({
      directory,
      context: { organizationKey: 'bench', exportedAt: new Date() },
      patients: generatedPatients(patients, beforeEach),
    });
    const seconds = (performance.now() - started) / 1000;
    await sample(patients);
    const all = [...files.output, ...files.error];
    let bytesWritten = 0;
    for (const file of all) bytesWritten += (await stat(join(directory, file.fileName))).size;
    const first = samples[0]!;
    const last = samples[samples.length - 1]!;
    return {
      patients,
      seconds,
      resources: all.reduce((sum, file) => sum + file.count, 0),
      bytesWritten,
      samples,
      heapGrowth: last.heapUsedMb / first.heapUsedMb,
    };
  } finally {
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
      `in ${result.seconds.toFixed(1)} s; heap after the last patient is ${result.heapGrowth.toFixed(2)}× the first sample.`,
  ].join('\n');
}
