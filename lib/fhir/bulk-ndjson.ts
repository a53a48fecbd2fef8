import type { Resource } from '@medplum/fhirtypes';
import type { ExportContext, PatientRecordSource } from '@/lib/fhir/export-source';
import { mapPatientRecord, omissionOutcome, organizationResources } from '@/lib/fhir/patient-record';

export const NDJSON_CONTENT_TYPE = 'application/fhir+ndjson';

/** One file of a Bulk Data export: its resource type, file name, how many resources and stored chunks. */
export interface BulkFile {
  type: string;
  fileName: string;
  count: number;
  chunks: number;
}

export interface BulkExportFiles {
  output: BulkFile[];
  /** OperationOutcome files: documents left out, and why (the Bulk Data manifest's `error`). */
  error: BulkFile[];
}

/**
 * Where the NDJSON goes: one call per chunk of whole lines of one resource type's file, numbered from 0
 * in file order. The writer waits for each call before it reads on, so a slow store slows the export
 * instead of letting chunks pile up in memory.
 */
export interface NdjsonSink {
  appendChunk(chunk: { type: string; index: number; text: string }): Promise<void>;
}

const OUTCOME = 'OperationOutcome';

/** About 256 KB of NDJSON a chunk: a few dozen patients' documents, small enough to hold one per type. */
export const DEFAULT_CHUNK_CHARACTERS = 256 * 1024;

export function bulkFileName(type: string): string {
  return `${type}.ndjson`;
}

/**
 * One NDJSON file per resource type, gathered line by line and handed to the sink a chunk at a time: at most
 * one chunk per type is held, so memory does not grow with the number of patients.
 */
class NdjsonChunks {
  private readonly files = new Map<
    string,
    { lines: string[]; characters: number; count: number; chunks: number }
  >();

  constructor(
    private readonly sink: NdjsonSink,
    private readonly chunkCharacters: number,
  ) {}

  async write(resource: Resource): Promise<void> {
    let file = this.files.get(resource.resourceType);
    if (!file) {
      file = { lines: [], characters: 0, count: 0, chunks: 0 };
      this.files.set(resource.resourceType, file);
    }
    // JSON.stringify escapes line breaks inside strings, so every resource is exactly one line.
    const line = `${JSON.stringify(resource)}\n`;
    file.lines.push(line);
    file.characters += line.length;
    file.count += 1;
    if (file.characters >= this.chunkCharacters) await this.flush(resource.resourceType);
  }

  private async flush(type: string): Promise<void> {
    const file = this.files.get(type)!;
    if (file.lines.length === 0) return;
    const text = file.lines.join('');
    file.lines = [];
    file.characters = 0;
    await this.sink.appendChunk({ type, index: file.chunks, text });
    file.chunks += 1;
  }

  async close(): Promise<BulkExportFiles> {
    const all: BulkFile[] = [];
    for (const [type, file] of this.files) {
      await this.flush(type);
      all.push({ type, fileName: bulkFileName(type), count: file.count, chunks: file.chunks });
    }
    all.sort((a, b) => a.type.localeCompare(b.type));
    return {
      output: all.filter((file) => file.type !== OUTCOME),
      error: all.filter((file) => file.type === OUTCOME),
    };
  }
}

/**
 * The organization as FHIR Bulk Data: its own resources once, then every patient's, each patient mapped and
 * written before the next is read. `onPatientDone` reports progress after each patient.
 */
export async function writeBulkExport({
  sink,
  context,
  patients,
  onPatientDone,
  chunkCharacters = DEFAULT_CHUNK_CHARACTERS,
}: {
  sink: NdjsonSink;
  context: ExportContext;
  patients: AsyncIterable<PatientRecordSource>;
  onPatientDone?: () => void;
  chunkCharacters?: number;
}): Promise<BulkExportFiles> {
  const files = new NdjsonChunks(sink, chunkCharacters);
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
}
