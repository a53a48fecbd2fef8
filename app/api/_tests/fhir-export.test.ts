import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Bundle, Composition, Flag, Patient, Resource } from '@medplum/fhirtypes';
import type { BulkExportStatusBody } from '@/lib/contract/bff';
import { GET as auditLog } from '@/app/api/staff/audit-log/route';
import { GET as bulkFile } from '@/app/api/staff/fhir-export/[jobId]/[fileName]/route';
import { GET as bulkStatus } from '@/app/api/staff/fhir-export/[jobId]/route';
import { POST as bulkExport } from '@/app/api/staff/fhir-export/route';
import { PUT as putAddress } from '@/app/api/address/route';
import { POST as bookAsap } from '@/app/api/appointments/asap/route';
import { POST as cancelAppointment } from '@/app/api/appointments/[appointmentId]/cancel/route';
import { POST as streamTurn } from '@/app/api/chats/[chatId]/stream/route';
import { POST as createChat } from '@/app/api/chats/route';
import { GET as staffConsultationFhir } from '@/app/api/staff/patients/[patientId]/chats/[chatId]/fhir/route';
import { GET as staffPatientFhir } from '@/app/api/staff/patients/[patientId]/fhir/route';
import { GET as myRecordFhir } from '@/app/api/users/me/fhir/route';
import { listAuditForPatient, type PatientAccount, type StaffAccount } from '@/lib/bff/accounts';
import { RECORD_DOWNLOADS_PER_WINDOW } from '@/lib/bff/fhir/record-download-throttle';
import { runConsultationThroughBff } from '@/testing/bff/consultation';
import { openSseReader } from '@/testing/bff/sse-reader';
import { bundleErrors, fhirErrors } from '@/testing/fhir/fhir-validator';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createPatient,
  createStaff,
  readEnvelope,
  SPRINGFIELD_ADDRESS,
  startTestServices,
  type SignedIn,
} from '@/testing/bff/route-harness';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

let patient: SignedIn<PatientAccount>;
let other: SignedIn<PatientAccount>;
let staff: SignedIn<StaffAccount>;
let admin: SignedIn<StaffAccount>;
let chatId: string;

function resources<T>(bundle: Bundle, type: string): T[] {
  return (bundle.entry ?? []).flatMap((entry) =>
    entry.resource?.resourceType === type ? [entry.resource as T] : [],
  );
}

async function download(response: Response): Promise<Bundle> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w.-]+"$/);
  return (await response.json()) as Bundle;
}

beforeAll(async () => {
  await startTestServices();
  patient = await createPatient();
  await callRoute(putAddress, '/api/address', { method: 'PUT', body: SPRINGFIELD_ADDRESS });
  ({ chatId } = await runConsultationThroughBff());
  const location = { state: SPRINGFIELD_ADDRESS.state };
  await callRoute(bookAsap, '/api/appointments/asap', { method: 'POST', body: { chatId, location } });
  const cancelled = await readEnvelope<{ id: string }>(
    await callRoute(bookAsap, '/api/appointments/asap', { method: 'POST', body: { chatId, location } }),
  );
  const appointmentId = cancelled.body.data!.id;
  await callRoute(cancelAppointment, `/api/appointments/${appointmentId}/cancel`, {
    method: 'POST',
    params: { appointmentId },
  });
  const safetyChat = await readEnvelope<{ id: string }>(
    await callRoute(createChat, '/api/chats', { method: 'POST', body: {} }),
  );
  const safetyChatId = safetyChat.body.data!.id;
  const turn = await callRoute(streamTurn, `/api/chats/${safetyChatId}/stream`, {
    method: 'POST',
    params: { chatId: safetyChatId },
    headers: { Accept: 'text/event-stream' },
    body: { userEvent: { type: 'user_message', userInput: 'I have chest pain and I am short of breath' } },
  });
  await openSseReader(turn.body).rest();
  other = await createPatient();
  staff = await createStaff('staff');
  admin = await createStaff('admin');
}, 180_000);

describe('staff export for the EHR', () => {
  it("downloads the patient's collection Bundle, valid, with the consultation, appointments and safety flag", async () => {
    actAs(staff);
    const patientId = patient.account.id;
    const bundle = await download(
      await callRoute(staffPatientFhir, `/api/staff/patients/${patientId}/fhir`, { params: { patientId } }),
    );
    expect(bundle.type).toBe('collection');
    expect(bundleErrors(bundle)).toEqual([]);
    expect(resources<Patient>(bundle, 'Patient')).toHaveLength(1);
    expect(resources(bundle, 'Encounter')).toHaveLength(1);
    expect(resources(bundle, 'DocumentReference')).toHaveLength(3);
    expect(
      resources<{ status: string }>(bundle, 'Appointment')
        .map((appointment) => appointment.status)
        .sort(),
    ).toEqual(['cancelled', 'waitlist']);
    expect(resources<Flag>(bundle, 'Flag')).toHaveLength(1);
    expect(
      (await listAuditForPatient({ patientAccountId: patientId })).map((entry) => entry.action),
    ).toContain('patient.fhir.export');
  });

  it("downloads a consultation's document Bundle, valid, and audits it", async () => {
    actAs(staff);
    const patientId = patient.account.id;
    const path = `/api/staff/patients/${patientId}/chats/${chatId}/fhir`;
    const bundle = await download(
      await callRoute(staffConsultationFhir, path, { params: { patientId, chatId } }),
    );
    expect(bundle.type).toBe('document');
    expect(bundleErrors(bundle)).toEqual([]);
    const composition = bundle.entry![0]!.resource as Composition;
    expect(composition.section).toHaveLength(4);
    const [latest] = await listAuditForPatient({ patientAccountId: patientId });
    expect(latest).toMatchObject({
      action: 'patient.consultation.fhir.export',
      staffAccountId: staff.account.id,
      detail: { chatId, outcome: 'ok' },
    });
  });

  it('answers 404 for a chat that is no completed consultation of that patient', async () => {
    actAs(staff);
    const patientId = other.account.id;
    const path = `/api/staff/patients/${patientId}/chats/${chatId}/fhir`;
    expect((await callRoute(staffConsultationFhir, path, { params: { patientId, chatId } })).status).toBe(
      404,
    );
  });

  it('is refused to a patient', async () => {
    actAs(patient);
    const patientId = patient.account.id;
    expect(
      (await callRoute(staffPatientFhir, `/api/staff/patients/${patientId}/fhir`, { params: { patientId } }))
        .status,
    ).toBe(403);
  });
});

describe("the patient's own record", () => {
  it('is the same Bundle, valid, holding only their own Patient', async () => {
    actAs(patient);
    const bundle = await download(await callRoute(myRecordFhir, '/api/users/me/fhir'));
    expect(bundleErrors(bundle)).toEqual([]);
    const patients = resources<Patient>(bundle, 'Patient');
    expect(patients.map((resource) => resource.identifier?.[0]?.value)).toEqual([
      patient.account.serviceUserId,
    ]);
    expect(resources(bundle, 'Encounter')).toHaveLength(1);
  });

  it("of another patient holds nothing of the first's", async () => {
    actAs(other);
    const bundle = await download(await callRoute(myRecordFhir, '/api/users/me/fhir'));
    expect(JSON.stringify(bundle)).not.toContain(patient.account.serviceUserId);
    expect(resources(bundle, 'Encounter')).toHaveLength(0);
  });

  it('needs a signed-in patient', async () => {
    actAs(null);
    expect((await callRoute(myRecordFhir, '/api/users/me/fhir')).status).toBe(401);
  });

  it(`is downloaded at most ${RECORD_DOWNLOADS_PER_WINDOW} times in the window, per account`, async () => {
    const frequent = await createPatient();
    actAs(frequent);
    for (let i = 0; i < RECORD_DOWNLOADS_PER_WINDOW; i += 1) {
      await download(await callRoute(myRecordFhir, '/api/users/me/fhir'));
    }
    const refused = await callRoute(myRecordFhir, '/api/users/me/fhir');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await readEnvelope(refused)).body).toEqual({
      code: 'error.rate_limited',
      message: `Your record can be downloaded ${RECORD_DOWNLOADS_PER_WINDOW} times in 15 minutes. Please try again in 15 minutes.`,
      data: { retryAfterSeconds: retryAfter },
      requestId: expect.any(String),
    });

    // Another patient's downloads are their own.
    actAs(await createPatient());
    await download(await callRoute(myRecordFhir, '/api/users/me/fhir'));
  });
});

describe('the Bulk Data export of the organization', () => {
  async function finished(jobId: string): Promise<BulkExportStatusBody> {
    for (;;) {
      const { status, body } = await readEnvelope<BulkExportStatusBody>(
        await callRoute(bulkStatus, `/api/staff/fhir-export/${jobId}`, { params: { jobId } }),
      );
      expect(status).toBe(200);
      if (body.data!.status !== 'running') return body.data!;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('is started by an admin, reports progress, and gives one valid NDJSON file per resource type', async () => {
    actAs(admin);
    const started = await callRoute(bulkExport, '/api/staff/fhir-export', { method: 'POST' });
    expect(started.status).toBe(202);
    const { data } = (await started.json()) as { data: BulkExportStatusBody };
    expect(started.headers.get('content-location')).toBe(`/api/staff/fhir-export/${data.id}`);
    const done = await finished(data.id);
    expect(done.status).toBe('done');
    expect(done.processedPatients).toBe(done.totalPatients);
    expect(done.processedPatients).toBeGreaterThanOrEqual(2);
    const types = done.manifest!.output.map((file) => file.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'Patient',
        'Encounter',
        'Composition',
        'DocumentReference',
        'Appointment',
        'Flag',
      ]),
    );
    for (const file of done.manifest!.output) {
      const fileName = file.url.split('/').pop()!;
      const response = await callRoute(bulkFile, file.url, { params: { jobId: data.id, fileName } });
      expect(response.headers.get('content-type')).toBe('application/fhir+ndjson');
      const lines = (await response.text()).trimEnd().split('\n');
      expect(lines).toHaveLength(file.count);
      for (const line of lines) expect(fhirErrors(JSON.parse(line) as Resource)).toEqual([]);
    }
    const audit = await readEnvelope<{ items: { action: string; staffAccountId: string }[] }>(
      await callRoute(auditLog, '/api/staff/audit-log?size=100'),
    );
    const actions = audit.body
      .data!.items.filter((item) => item.staffAccountId === admin.account.id)
      .map((item) => item.action);
    expect(actions).toEqual(
      expect.arrayContaining(['organization.fhir.bulk_export', 'organization.fhir.bulk_export.download']),
    );
    expect(done.expiresAt).not.toBeNull();
    for (const file of done.manifest!.error) {
      const fileName = file.url.split('/').pop()!;
      await (await callRoute(bulkFile, file.url, { params: { jobId: data.id, fileName } })).text();
    }

    // Every file downloaded once: the export is deleted, and says so with the error envelope.
    const gone = await readEnvelope(
      await callRoute(bulkStatus, `/api/staff/fhir-export/${data.id}`, { params: { jobId: data.id } }),
    );
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ code: 'error.fhir.export_gone', data: { because: 'downloaded' } });
    const again = await callRoute(bulkFile, `/api/staff/fhir-export/${data.id}/Patient.ndjson`, {
      params: { jobId: data.id, fileName: 'Patient.ndjson' },
    });
    expect(again.status).toBe(410);
    expect((await readEnvelope(again)).body).toMatchObject({ code: 'error.fhir.export_gone' });
  });

  it('answers 404 with the error envelope for a job the organization never had', async () => {
    actAs(admin);
    const jobId = 'fhirexp_unknown';
    const status = await readEnvelope(
      await callRoute(bulkStatus, `/api/staff/fhir-export/${jobId}`, { params: { jobId } }),
    );
    expect(status.status).toBe(404);
    expect(status.body).toMatchObject({ code: 'error.not_found' });
    const file = await callRoute(bulkFile, `/api/staff/fhir-export/${jobId}/Patient.ndjson`, {
      params: { jobId, fileName: 'Patient.ndjson' },
    });
    expect(file.status).toBe(404);
  });

  it('is for admins only', async () => {
    actAs(staff);
    expect((await callRoute(bulkExport, '/api/staff/fhir-export', { method: 'POST' })).status).toBe(403);
    actAs(patient);
    expect((await callRoute(bulkExport, '/api/staff/fhir-export', { method: 'POST' })).status).toBe(403);
  });
});
