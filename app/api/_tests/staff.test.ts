import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PUT as putAddress } from '@/app/api/address/route';
import { POST as bookScheduled } from '@/app/api/appointments/scheduled/route';
import { GET as listSlots } from '@/app/api/appointments/scheduled/available-slots/route';
import { GET as staffArtifact } from '@/app/api/staff/documents/[patientId]/[documentId]/route';
import { GET as auditLog } from '@/app/api/staff/audit-log/route';
import { POST as staffCancel } from '@/app/api/staff/patients/[patientId]/appointments/[appointmentId]/cancel/route';
import { GET as staffAppointments } from '@/app/api/staff/patients/[patientId]/appointments/route';
import { GET as staffMessages } from '@/app/api/staff/patients/[patientId]/chats/[chatId]/messages/route';
import { GET as staffChats } from '@/app/api/staff/patients/[patientId]/chats/route';
import { GET as staffConsultations } from '@/app/api/staff/patients/[patientId]/documents/route';
import { GET as staffPatient } from '@/app/api/staff/patients/[patientId]/route';
import { GET as staffPatients } from '@/app/api/staff/patients/route';
import { GET as requestLog } from '@/app/api/staff/request-log/route';
import { listAuditForPatient, type PatientAccount, type StaffAccount } from '@/lib/bff/accounts';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { runConsultationThroughBff } from '@/testing/bff/consultation';
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
import { patientAccounts } from '@/lib/db/app-schema';
import type { AiConsultationCompleteEvent } from '@/lib/contract';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

let homer: SignedIn<PatientAccount>;
let staff: SignedIn<StaffAccount>;
let admin: SignedIn<StaffAccount>;
let chatId: string;
let complete: AiConsultationCompleteEvent;
let appointmentId: string;
const FOREIGN_PATIENT_ID = 'pat_of_another_organization';

beforeAll(async () => {
  await startTestServices();
  homer = await createPatient();
  await callRoute(putAddress, '/api/address', { method: 'PUT', body: SPRINGFIELD_ADDRESS });
  ({ chatId, complete } = await runConsultationThroughBff());
  const slots = await readEnvelope<{ slots: string[] }>(
    await callRoute(listSlots, '/api/appointments/scheduled/available-slots?state=OR'),
  );
  const booked = await readEnvelope<{ id: string }>(
    await callRoute(bookScheduled, '/api/appointments/scheduled', {
      method: 'POST',
      body: { chatId, startsAt: slots.body.data!.slots[0], location: { state: 'OR' } },
    }),
  );
  appointmentId = booked.body.data!.id;
  staff = await createStaff('staff');
  admin = await createStaff('admin');
  // A patient the same database holds for another deployment's organization.
  const db = await getAppDatabase();
  await db.insert(patientAccounts).values({
    id: FOREIGN_PATIENT_ID,
    organizationKey: 'another-organization',
    email: 'stranger@elsewhere.test',
    passwordHash: 'scrypt$unused',
    serviceUserId: 'usr_elsewhere',
  });
}, 120_000);

const patientPath = (suffix = '') => `/api/staff/patients/${homer.account.id}${suffix}`;

async function auditActions(): Promise<string[]> {
  return (await listAuditForPatient({ patientAccountId: homer.account.id })).map((entry) => entry.action);
}

describe('who may use the staff routes', () => {
  it('refuses no session with 401, a patient session with 403, and the admin views to staff with 403', async () => {
    for (const [who, expected] of [
      [null, 401],
      [homer, 403],
    ] as const) {
      actAs(who);
      const list = await readEnvelope(await callRoute(staffPatients, '/api/staff/patients'));
      expect(list).toMatchObject({
        status: expected,
        body: { code: expected === 401 ? 'error.auth.required' : 'error.auth.forbidden' },
      });
      expect(
        (await callRoute(staffPatient, patientPath(), { params: { patientId: homer.account.id } })).status,
      ).toBe(expected);
    }
    actAs(staff);
    expect((await callRoute(requestLog, '/api/staff/request-log')).status).toBe(403);
    expect((await callRoute(auditLog, '/api/staff/audit-log')).status).toBe(403);
  });

  it('answers 404 for a patient of another organization, and for one that does not exist, and records the attempt', async () => {
    actAs(staff);
    for (const patientId of [FOREIGN_PATIENT_ID, 'pat_nobody']) {
      const { status } = await readEnvelope(
        await callRoute(staffPatient, '/api/staff/patients/x', { params: { patientId } }),
      );
      expect(status).toBe(404);
    }
    actAs(admin);
    const audit = await readEnvelope<{ items: Array<{ action: string; detail: Record<string, unknown> }> }>(
      await callRoute(auditLog, '/api/staff/audit-log?size=100'),
    );
    expect(audit.body.data!.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'patient.profile.view',
          detail: expect.objectContaining({
            requestedPatientId: FOREIGN_PATIENT_ID,
            outcome: 'failed',
            status: 404,
          }),
        }),
      ]),
    );
  });
});

describe('a staff member looking after a patient', () => {
  it('lists the patients of the organization, paged', async () => {
    actAs(staff);
    // Other test files' patients share the organization: this one is found by its own address.
    const { status, body } = await readEnvelope<{ items: Array<{ id: string }>; total: number }>(
      await callRoute(
        staffPatients,
        `/api/staff/patients?page=1&size=50&q=${encodeURIComponent(homer.account.email)}`,
      ),
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ page: 1, size: 50, total: 1 });
    expect(body.data!.items.map((item) => item.id)).toEqual([homer.account.id]);
    expect((await callRoute(staffPatients, '/api/staff/patients?size=0')).status).toBe(422);
  });

  it("reads the patient's profile, address and preferred pharmacy", async () => {
    actAs(staff);
    const { status, body } = await readEnvelope(
      await callRoute(staffPatient, patientPath(), { params: { patientId: homer.account.id } }),
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      patient: { id: homer.account.id },
      user: { id: homer.account.serviceUserId, firstName: 'Homer' },
      address: { line1: SPRINGFIELD_ADDRESS.line1 },
      preferredPharmacy: null,
    });
    expect(await auditActions()).toContain('patient.profile.view');
  });

  it('reads chats, messages, appointments, consultations and documents, each recorded', async () => {
    actAs(staff);
    const patientId = homer.account.id;
    const chats = await readEnvelope<{ items: Array<{ id: string }> }>(
      await callRoute(staffChats, patientPath('/chats'), { params: { patientId } }),
    );
    expect(chats.body.data!.items.map((chat) => chat.id)).toEqual([chatId]);

    const messages = await readEnvelope<{ items: Array<{ role: string }> }>(
      await callRoute(staffMessages, patientPath(`/chats/${chatId}/messages`), {
        params: { patientId, chatId },
      }),
    );
    expect(messages.status).toBe(200);
    expect(messages.body.data!.items[0]).toMatchObject({ role: 'user' });

    const appointments = await readEnvelope<{ items: Array<{ id: string }> }>(
      await callRoute(staffAppointments, patientPath('/appointments'), { params: { patientId } }),
    );
    expect(appointments.body.data!.items.map((item) => item.id)).toEqual([appointmentId]);

    const consultations = await readEnvelope<{ items: Array<{ chatId: string }> }>(
      await callRoute(staffConsultations, patientPath('/documents'), { params: { patientId } }),
    );
    expect(consultations.body.data!.items).toEqual([
      expect.objectContaining({ chatId, artifacts: complete.artifacts }),
    ]);

    const artifactId = complete.artifacts.soapNote;
    const document = await readEnvelope(
      await callRoute(staffArtifact, `/api/staff/documents/${patientId}/${artifactId}`, {
        params: { patientId, documentId: artifactId },
      }),
    );
    expect(document).toMatchObject({
      status: 200,
      body: { data: { artifactId, artifactType: 'soap_note' } },
    });

    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        'patient.chats.list',
        'patient.chat.messages.list',
        'patient.appointments.list',
        'patient.consultations.list',
        'patient.artifact.view',
      ]),
    );
  });

  it("cannot read another organization's patient's document through a known artifact id", async () => {
    actAs(staff);
    const artifactId = complete.artifacts.soapNote;
    const response = await callRoute(staffArtifact, '/api/staff/documents/x/y', {
      params: { patientId: FOREIGN_PATIENT_ID, documentId: artifactId },
    });
    expect(response.status).toBe(404);
  });

  it("cancels the patient's appointment (a POST with the CSRF check), recorded with its outcome", async () => {
    actAs(staff);
    const params = { patientId: homer.account.id, appointmentId };
    const crossSite = await callRoute(staffCancel, '/api/staff/patients/x/appointments/y/cancel', {
      method: 'POST',
      params,
      crossSite: true,
    });
    expect(crossSite.status).toBe(403);

    const cancelled = await callRoute(staffCancel, '/api/staff/patients/x/appointments/y/cancel', {
      method: 'POST',
      params,
    });
    expect(cancelled.status).toBe(200);
    const entries = await listAuditForPatient({ patientAccountId: homer.account.id });
    expect(entries.find((entry) => entry.action === 'patient.appointment.cancel')).toMatchObject({
      staffAccountId: staff.account.id,
      detail: { appointmentId, outcome: 'ok' },
    });
  });
});

describe('administrators', () => {
  it('read the request log, newest first and bounded', async () => {
    actAs(admin);
    // The log is written in batches, within a second of each call and without being awaited (ADR 0099).
    const ids = await vi.waitFor(
      async () => {
        const { status, body } = await readEnvelope<{ items: Array<{ id: number; pathTemplate: string }> }>(
          await callRoute(requestLog, '/api/staff/request-log?limit=5'),
        );
        expect(status).toBe(200);
        const read = body.data!.items.map((item) => item.id);
        expect(read.length).toBe(5);
        return read;
      },
      { timeout: 5_000, interval: 100 },
    );
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect((await callRoute(requestLog, '/api/staff/request-log?limit=100000')).status).toBe(422);
  });

  it('read the audit log of the organization, newest first', async () => {
    actAs(admin);
    const { status, body } = await readEnvelope<{
      items: Array<{ id: number; action: string; staffEmail: string }>;
    }>(await callRoute(auditLog, `/api/staff/audit-log?patientId=${homer.account.id}`));
    expect(status).toBe(200);
    const ids = body.data!.items.map((item) => item.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(body.data!.items[0]).toMatchObject({
      action: 'patient.appointment.cancel',
      staffEmail: staff.account.email,
    });
  });
});
