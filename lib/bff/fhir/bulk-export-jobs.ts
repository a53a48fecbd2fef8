import 'server-only';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newId } from '@/lib/bff/crypto/random-values';
import { loggableError } from '@/lib/logging/loggable-error';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { readPatientRecordSource } from '@/lib/bff/fhir/patient-record-source';
import { countPatientsOfOrganization, patientsOfOrganization } from '@/lib/bff/fhir/organization-patients';
import { writeBulkExport, type BulkExportFiles, type PatientRecordSource } from '@/lib/fhir';

export type BulkExportStatus = 'running' | 'done' | 'failed';

export interface BulkExportJob {
  id: string;
  organizationKey: string;
  status: BulkExportStatus;
  startedAt: Date;
  processedPatients: number;
  totalPatients: number;
  files: BulkExportFiles | null;
  directory: string;
}

/**
 * The export jobs of this instance, newest per organization. A new export replaces the organization's
 * previous one and its files (docs/decisions/0055-fhir-bulk-export.md).
 */
const jobs = new Map<string, BulkExportJob>();

const EXPORT_ROOT = join(tmpdir(), 'consultations-fhir-export');

async function* recordSources(organizationKey: string): AsyncGenerator<PatientRecordSource> {
  const client = await getServiceClient();
  for await (const patient of patientsOfOrganization(organizationKey))
    yield await readPatientRecordSource({ client, patient });
}

async function run(job: BulkExportJob): Promise<void> {
  try {
    job.files = await writeBulkExport({
      directory: job.directory,
      context: { organizationKey: job.organizationKey, exportedAt: job.startedAt },
      patients: recordSources(job.organizationKey),
      onPatientDone: () => {
        job.processedPatients += 1;
        job.totalPatients = Math.max(job.totalPatients, job.processedPatients);
      },
    });
    job.status = 'done';
  } catch (error) {
    job.status = 'failed';
    bffLog.error({ jobId: job.id, error: loggableError(error) }, 'the FHIR bulk export failed');
    await rm(job.directory, { recursive: true, force: true });
  }
}

async function discard(job: BulkExportJob | undefined): Promise<void> {
  if (!job) return;
  jobs.delete(job.id);
  await rm(job.directory, { recursive: true, force: true });
}

/** Starts an export of the whole organization; one at a time per organization. */
export async function startBulkExport(organizationKey: string): Promise<BulkExportJob> {
  const previous = [...jobs.values()].find((job) => job.organizationKey === organizationKey);
  if (previous?.status === 'running') return previous;
  await discard(previous);
  const id = newId('fhirexp');
  const directory = join(EXPORT_ROOT, id);
  await mkdir(directory, { recursive: true });
  const job: BulkExportJob = {
    id,
    organizationKey,
    status: 'running',
    startedAt: new Date(),
    processedPatients: 0,
    totalPatients: await countPatientsOfOrganization(organizationKey),
    files: null,
    directory,
  };
  jobs.set(id, job);
  void run(job);
  return job;
}

/** The job, only for its own organization. */
export function findBulkExport(organizationKey: string, jobId: string): BulkExportJob | undefined {
  const job = jobs.get(jobId);
  return job?.organizationKey === organizationKey ? job : undefined;
}
