import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Resource } from '@medplum/fhirtypes';
import { writeBulkExport, type PatientRecordSource } from '@/lib/fhir';
import { fhirErrors } from '@/testing/fhir/fhir-validator';
import { barePatientRecord, EXPORT_CONTEXT, fullPatientRecord } from '@/testing/fhir/record-fixtures';

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'fhir-bulk-test-'));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

async function* patients(...records: PatientRecordSource[]) {
  for (const record of records) yield record;
}

async function readNdjson(fileName: string): Promise<Resource[]> {
  const text = await readFile(join(directory, fileName), 'utf8');
  expect(text.endsWith('\n')).toBe(true);
  return text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Resource);
}

describe('the Bulk Data export', () => {
  it('writes one NDJSON file per resource type, every line a valid resource whose references resolve', async () => {
    const second = fullPatientRecord();
    second.user = { ...second.user, id: 'user-3' };
    second.consultations[0]!.documents[0] = {
      artifactType: 'long_summary',
      artifactId: 'long-chat-1',
      state: 'generating',
    };
    let done = 0;
    const files = await writeBulkExport({
      directory,
      context: EXPORT_CONTEXT,
      patients: patients(fullPatientRecord(), barePatientRecord(), second),
      onPatientDone: () => (done += 1),
    });
    expect(done).toBe(3);
    expect(files.output.map((file) => file.type)).toEqual([
      'Appointment',
      'Composition',
      'Device',
      'DocumentReference',
      'Encounter',
      'Flag',
      'Organization',
      'Patient',
      'Provenance',
    ]);
    const ids = new Set<string>();
    const all: Resource[] = [];
    for (const file of files.output) {
      const resources = await readNdjson(file.fileName);
      expect(resources).toHaveLength(file.count);
      for (const resource of resources) {
        expect(resource.resourceType).toBe(file.type);
        expect(fhirErrors(resource)).toEqual([]);
        ids.add(`${resource.resourceType}/${resource.id}`);
        all.push(resource);
      }
    }
    expect(files.output.find((file) => file.type === 'Patient')!.count).toBe(3);
    // The organization, and the one pharmacy both patients chose, once each.
    expect(files.output.find((file) => file.type === 'Organization')!.count).toBe(2);
    const references = JSON.stringify(all).match(/"reference":"[A-Za-z]+\/[^"]+"/g) ?? [];
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) expect(ids).toContain(reference.slice('"reference":"'.length, -1));
    const [outcomes] = files.error;
    expect(outcomes).toMatchObject({ type: 'OperationOutcome', count: 1 });
    const [outcome] = await readNdjson(outcomes!.fileName);
    expect(JSON.stringify(outcome)).toMatch(/still being written/);
  });
});
