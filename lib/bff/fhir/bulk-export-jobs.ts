import 'server-only';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { readPatientRecordSource } from '@/lib/bff/fhir/patient-record-source';
import { countPatientsOfOrganization, patientsOfOrganization } from '@/lib/bff/fhir/organization-patients';
import { createBulkExports, type BulkExports, type PatientReader } from '@/lib/bff/fhir/bulk-exports';
import type { PatientRecordSource } from '@/lib/fhir';

async function* recordSources(organizationKey: string): AsyncGenerator<PatientRecordSource> {
  const client = await getServiceClient();
  for await (const patient of patientsOfOrganization(organizationKey))
    yield await readPatientRecordSource({ client, patient });
}

const servicePatients: PatientReader = { count: countPatientsOfOrganization, records: recordSources };

/**
 * Where exports were once written as files, readable by every account of the machine and never deleted: the
 * first sweep of each start removes whatever is left there.
 */
const LEFTOVER_EXPORT_FOLDER = join(tmpdir(), 'consultations-fhir-export');

const exportsKey = Symbol.for('consultation.fhir-bulk-exports');
type Scope = { [exportsKey]?: Promise<BulkExports> };

/** This instance's view of the exports in the app's database, created once per process. */
export function getBulkExports(): Promise<BulkExports> {
  const scope = globalThis as Scope;
  let exports = scope[exportsKey];
  if (!exports) {
    exports = (async () =>
      createBulkExports({
        db: await getAppDatabase(),
        patients: servicePatients,
        ttlMs: getAppConfig().fhirExportTtlMs,
        leftoverFolder: LEFTOVER_EXPORT_FOLDER,
      }))();
    exports.catch(() => {
      if (scope[exportsKey] === exports) delete scope[exportsKey];
    });
    scope[exportsKey] = exports;
  }
  return exports;
}

/** At start: what earlier runs left is removed, then expired exports are swept every minute. */
export async function startBulkExportSweeping(): Promise<void> {
  await (await getBulkExports()).startSweeping();
}

/** For a graceful shutdown: the exports this instance runs stop and fail, so that nobody waits for them. */
export async function stopBulkExports(): Promise<void> {
  const scope = globalThis as Scope;
  const exports = scope[exportsKey];
  delete scope[exportsKey];
  await (await exports?.catch(() => undefined))?.stop();
}
