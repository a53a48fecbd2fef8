import { randomUUID } from 'node:crypto';
import type { Database } from '@/lib/db/connection';
import { staffAccounts } from '@/lib/db/app-schema';
import type { PatientReader } from '@/lib/bff/fhir/bulk-exports';
import type { PatientRecordSource } from '@/lib/fhir';
import { fullPatientRecord } from '@/testing/fhir/record-fixtures';

/** A fresh organization with an admin in it: tests isolate by organization, not by database. */
export async function seedOrganizationAdmin(
  db: Database,
): Promise<{ organizationKey: string; staffAccountId: string }> {
  const organizationKey = `org-${randomUUID()}`;
  const staffAccountId = `stf_${randomUUID()}`;
  await db.insert(staffAccounts).values({
    id: staffAccountId,
    organizationKey,
    email: `admin@${organizationKey}.test`,
    passwordHash: 'not-a-hash',
    role: 'admin',
  });
  return { organizationKey, staffAccountId };
}

export function patientRecord(index: number): PatientRecordSource {
  const record = fullPatientRecord();
  record.user = { ...record.user, id: `user-bulk-${index}`, firstName: `Patient ${index}` };
  return record;
}

/** `count` patients, each read at once. */
export function readyPatients(count: number): PatientReader {
  return {
    count: async () => count,
    async *records() {
      for (let index = 0; index < count; index += 1) yield patientRecord(index);
    },
  };
}

/** Patients the test lets through one call of `release` at a time: an export it can hold mid-way. */
export function gatedPatients(count: number): PatientReader & { release(patients?: number): void } {
  let allowed = 0;
  let wake: (() => void) | undefined;
  return {
    count: async () => count,
    release(patients = 1) {
      allowed += patients;
      wake?.();
    },
    async *records() {
      for (let index = 0; index < count; index += 1) {
        while (index >= allowed) await new Promise<void>((resolve) => (wake = resolve));
        yield patientRecord(index);
      }
    },
  };
}

/** A reader whose second patient cannot be read: the service failed mid-export. */
export function failingPatients(): PatientReader {
  return {
    count: async () => 2,
    async *records() {
      yield patientRecord(0);
      throw new Error('the service did not answer');
    },
  };
}

export async function readText(body: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(body).text();
}
