import { beforeEach, describe, expect, it } from 'vitest';
import type { Resource } from '@medplum/fhirtypes';
import { writeBulkExport, type NdjsonSink, type PatientRecordSource } from '@/lib/fhir';
import { fhirErrors } from '@/testing/fhir/fhir-validator';
import { barePatientRecord, EXPORT_CONTEXT, fullPatientRecord } from '@/testing/fhir/record-fixtures';

/** The chunks as the sink received them, per resource type, in the order they came. */
let chunks: Map<string, { index: number; text: string }[]>;
const sink: NdjsonSink = {
  appendChunk: async ({ type, index, text }) => {
    chunks.set(type, [...(chunks.get(type) ?? []), { index, text }]);
  },
};

beforeEach(() => {
  chunks = new Map();
});

async function* patients(...records: PatientRecordSource[]) {
  for (const record of records) yield record;
}

function readNdjson(fileName: string): Resource[] {
  const type = fileName.replace(/\.ndjson$/, '');
  const text = (chunks.get(type) ?? []).map((chunk) => chunk.text).join('');
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
      sink,
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
      const resources = readNdjson(file.fileName);
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
    const [outcome] = readNdjson(outcomes!.fileName);
    expect(JSON.stringify(outcome)).toMatch(/still being written/);
  });
});

describe('the chunks handed to the sink', () => {
  it('hold whole lines, numbered in file order, each closed once it reaches the chunk size', async () => {
    const records = Array.from({ length: 6 }, (_, index) => {
      const record = fullPatientRecord();
      record.user = { ...record.user, id: `user-chunk-${index}` };
      return record;
    });
    const chunkCharacters = 4_000;
    const files = await writeBulkExport({
      sink,
      context: EXPORT_CONTEXT,
      patients: patients(...records),
      chunkCharacters,
    });
    const documents = files.output.find((file) => file.type === 'DocumentReference')!;
    const received = chunks.get('DocumentReference')!;
    expect(received.length).toBeGreaterThan(1);
    expect(documents.chunks).toBe(received.length);
    expect(received.map((chunk) => chunk.index)).toEqual(received.map((_, index) => index));
    for (const { text } of received) {
      expect(text.endsWith('\n')).toBe(true);
      const lines = text.trimEnd().split('\n');
      // Closed at the line that reached the size: all but that last line fit under it.
      expect(text.length - lines[lines.length - 1]!.length - 1).toBeLessThan(chunkCharacters);
      for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
    }
    expect(readNdjson(documents.fileName)).toHaveLength(documents.count);
  });
});
