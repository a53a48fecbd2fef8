import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import type { Resource } from '@medplum/fhirtypes';
import type { ExportContext, PatientRecordSource } from '@/lib/fhir/export-source';
import { mapPatientRecord, omissionOutcome, organizationResources } from '@/lib/fhir/patient-record';

export const NDJSON_CONTENT_TYPE = 'application/fhir+ndjson';

/** One file of a Bulk Data export: its resource type, file name and how many resources it holds. */
export interface BulkFile {
  type: string;
  fileName: string;
  count: number;
}

export interface BulkExportFiles {
  output: BulkFile[];
  /** OperationOutcome files: documents left out, and why (the Bulk Data manifest's `error`). */
  error: BulkFile[];
}

const OUTCOME = 'OperationOutcome';

/**
 * One NDJSON file per resource type, written line by line as the resources come: the open files hold
 * at most one stream buffer each, so memory does not grow with the number of patients.
 */
class NdjsonFiles {
  private readonly files = new Map<string, { stream: WriteStream; count: number }>();

  constructor(private readonly directory: string) {}

  async write(resource: Resource): Promise<void> {
    let file = this.files.get(resource.resourceType);
    if (!file) {
      const stream = createWriteStream(join(this.directory, `${resource.resourceType}.ndjson`), {
        encoding: 'utf8',
      });
      file = { stream, count: 0 };
      this.files.set(resource.resourceType, file);
    }
    file.count += 1;
    // JSON.stringify escapes line breaks inside strings, so every resource is exactly one line.
    if (!file.stream.write(`${JSON.stringify(resource)}\n`)) await once(file.stream, 'drain');
  }

  async close(): Promise<BulkExportFiles> {
    const all: BulkFile[] = [];
    for (const [type, { stream, count }] of this.files) {
      stream.end();
      await once(stream, 'finish');
      all.push({ type, fileName: `${type}.ndjson`, count });
    }
    all.sort((a, b) => a.type.localeCompare(b.type));
    return {
      output: all.filter((file) => file.type !== OUTCOME),
      error: all.filter((file) => file.type === OUTCOME),
    };
  }

  destroy(): void {
    for (const { stream } of this.files.values()) stream.destroy();
  }
}

/**
 * The organization as FHIR Bulk Data: its own resources once, then every patient's, each patient mapped and
 * written before the next is read. `onPatientDone` reports progress after each patient.
 */
export async function writeBulkExport({
  directory,
  context,
  patients,
  onPatientDone,
}: {
  directory: string;
  context: ExportContext;
  patients: AsyncIterable<PatientRecordSource>;
  onPatientDone?: () => void;
}): Promise<BulkExportFiles> {
  const files = new NdjsonFiles(directory);
  try {
    for (const resource of organizationResources(context.organizationKey)) await files.write(resource);
    // Pharmacies are shared by many patients: each is written once (a set of ids, as many as pharmacies).
    const writtenOrganizations = new Set<string>();
    for await (const source of patients) {
      const { resources, omissions, ids } = mapPatientRecord(source, context, 'bulk');
      for (const resource of resources) {
        if (resource.resourceType === 'Organization') {
          if (writtenOrganizations.has(resource.id!)) continue;
          writtenOrganizations.add(resource.id!);
        }
        await files.write(resource);
      }
      const outcome = omissionOutcome(omissions, `${ids.patient}:${context.exportedAt.toISOString()}`);
      if (outcome) await files.write(outcome);
      onPatientDone?.();
    }
    return await files.close();
  } catch (error) {
    files.destroy();
    throw error;
  }
}
