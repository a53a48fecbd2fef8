import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as cancel } from '@/app/api/appointments/[appointmentId]/cancel/route';
import { POST as reschedule } from '@/app/api/appointments/[appointmentId]/reschedule/route';
import { GET as getAppointment } from '@/app/api/appointments/[appointmentId]/route';
import { POST as bookScheduled } from '@/app/api/appointments/scheduled/route';
import { GET as patientPolicy } from '@/app/api/booking-policy/route';
import { GET as auditLog } from '@/app/api/staff/audit-log/route';
import { GET as getPolicy, PUT as putPolicy } from '@/app/api/staff/booking-policy/route';
import { POST as staffCancel } from '@/app/api/staff/patients/[patientId]/appointments/[appointmentId]/cancel/route';
import { POST as staffReschedule } from '@/app/api/staff/patients/[patientId]/appointments/[appointmentId]/reschedule/route';
import type { PatientAccount, StaffAccount } from '@/lib/bff/accounts';
import { BFF_ERROR_CODES, DEFAULT_BOOKING_POLICY, type BookingPolicy } from '@/lib/contract/bff';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createStaff,
  readEnvelope,
  serviceTransport,
  startTestServices,
  type SignedIn,
} from '@/testing/bff/route-harness';
import { createBookingPatient, openSlots } from '@/testing/bff/booking-setup';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

// Every open slot lies within the service's two-week window: a 15-day notice puts them all inside it.
const WIDE_WINDOW: BookingPolicy = {
  ...DEFAULT_BOOKING_POLICY,
  noticeHours: 15 * 24,
  contactText: 'Call the front desk at 555-0100.',
};

let admin: SignedIn<StaffAccount>;
let homer: SignedIn<PatientAccount> & { chatId: string };

beforeAll(async () => {
  await startTestServices();
  admin = await createStaff('admin');
  homer = await createBookingPatient();
});

afterEach(() => vi.restoreAllMocks());

async function setPolicy(policy: BookingPolicy) {
  actAs(admin);
  const saved = await callRoute(putPolicy, '/api/staff/booking-policy', { method: 'PUT', body: policy });
  expect(saved.status).toBe(200);
}

async function homersOpenSlots(): Promise<string[]> {
  actAs(homer);
  return openSlots();
}

async function bookFirstSlot(): Promise<string> {
  const [slot] = await homersOpenSlots();
  const booked = await readEnvelope<{ id: string }>(
    await callRoute(bookScheduled, '/api/appointments/scheduled', {
      method: 'POST',
      body: { chatId: homer.chatId, startsAt: slot, location: { state: 'OR' } },
    }),
  );
  expect(booked.status).toBe(201);
  return booked.body.data!.id;
}

async function statusOf(appointmentId: string) {
  actAs(homer);
  const { body } = await readEnvelope<{ status: string; startsAt: string }>(
    await callRoute(getAppointment, `/api/appointments/${appointmentId}`, { params: { appointmentId } }),
  );
  return body.data!;
}

/** The changes the BFF sends to the service from now on (reads are how it learns the visit's start). */
async function watchChanges() {
  const transport = await serviceTransport();
  const original = transport.fetch.bind(transport);
  const changes: string[] = [];
  vi.spyOn(transport, 'fetch').mockImplementation((request) => {
    if (request.method !== 'GET') changes.push(`${request.method} ${new URL(request.url).pathname}`);
    return original(request);
  });
  return changes;
}

describe('the booking policy', () => {
  it('is the defaults until an admin sets it, and only admins read or change it', async () => {
    actAs(admin);
    expect((await readEnvelope(await callRoute(getPolicy, '/api/staff/booking-policy'))).body.data).toEqual(
      DEFAULT_BOOKING_POLICY,
    );
    actAs(await createStaff('staff'));
    expect((await callRoute(getPolicy, '/api/staff/booking-policy')).status).toBe(403);
    actAs(homer);
    expect(
      (await callRoute(putPolicy, '/api/staff/booking-policy', { method: 'PUT', body: WIDE_WINDOW })).status,
    ).toBe(403);
  });

  it('refuses a policy out of bounds with the field named', async () => {
    actAs(admin);
    const refused = await readEnvelope<{ fields: Array<{ path: string }> }>(
      await callRoute(putPolicy, '/api/staff/booking-policy', {
        method: 'PUT',
        body: { ...WIDE_WINDOW, noticeHours: 10_000 },
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.data!.fields.map((field) => field.path)).toContain('noticeHours');
  });

  it('is audited with the old and the new policy, and the patient reads its window and contact text', async () => {
    await setPolicy(WIDE_WINDOW);
    const { body } = await readEnvelope<{
      items: Array<{ action: string; detail: Record<string, unknown> }>;
    }>(await callRoute(auditLog, '/api/staff/audit-log?action=booking_policy.update'));
    expect(body.data!.items[0]).toMatchObject({
      action: 'booking_policy.update',
      detail: { previous: DEFAULT_BOOKING_POLICY, next: WIDE_WINDOW, outcome: 'ok' },
    });
    actAs(homer);
    expect((await readEnvelope(await callRoute(patientPolicy, '/api/booking-policy'))).body.data).toEqual({
      noticeHours: WIDE_WINDOW.noticeHours,
      contactText: WIDE_WINDOW.contactText,
    });
  });
});

describe('the notice window', () => {
  it("refuses a patient's cancel and reschedule inside it with 409, and sends no change to the service", async () => {
    await setPolicy(DEFAULT_BOOKING_POLICY);
    actAs(homer);
    const appointmentId = await bookFirstSlot();
    const booked = await statusOf(appointmentId);
    await setPolicy(WIDE_WINDOW);
    actAs(homer);
    const changes = await watchChanges();
    const cancelled = await readEnvelope<{ noticeHours: number; contactText: string }>(
      await callRoute(cancel, `/api/appointments/${appointmentId}/cancel`, {
        method: 'POST',
        params: { appointmentId },
      }),
    );
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.code).toBe(BFF_ERROR_CODES.insideNoticeWindow);
    expect(cancelled.body.message).toContain('within 360 hours');
    expect(cancelled.body.data).toEqual({ noticeHours: 360, contactText: WIDE_WINDOW.contactText });
    const [, otherSlot] = await homersOpenSlots();
    const moved = await readEnvelope(
      await callRoute(reschedule, `/api/appointments/${appointmentId}/reschedule`, {
        method: 'POST',
        params: { appointmentId },
        body: { startsAt: otherSlot, location: { state: 'OR' } },
      }),
    );
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe(BFF_ERROR_CODES.insideNoticeWindow);
    expect(changes).toEqual([]);
    expect(await statusOf(appointmentId)).toMatchObject({ status: 'booked', startsAt: booked.startsAt });
  });

  it("leaves a visit no longer booked to the service's own answer, window or not", async () => {
    await setPolicy(DEFAULT_BOOKING_POLICY);
    actAs(homer);
    const appointmentId = await bookFirstSlot();
    const path = `/api/appointments/${appointmentId}/cancel`;
    expect((await callRoute(cancel, path, { method: 'POST', params: { appointmentId } })).status).toBe(200);
    await setPolicy(WIDE_WINDOW);
    actAs(homer);
    const again = await readEnvelope(
      await callRoute(cancel, path, { method: 'POST', params: { appointmentId } }),
    );
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('error.appointment.not_booked');
  });

  it('lets staff reschedule and cancel inside it, and the audit log says so', async () => {
    await setPolicy(DEFAULT_BOOKING_POLICY);
    actAs(homer);
    const appointmentId = await bookFirstSlot();
    const [, otherSlot] = await homersOpenSlots();
    await setPolicy(WIDE_WINDOW);
    const params = { patientId: homer.account.id, appointmentId };
    const base = `/api/staff/patients/${homer.account.id}/appointments/${appointmentId}`;
    actAs(admin);
    const moved = await callRoute(staffReschedule, `${base}/reschedule`, {
      method: 'POST',
      params,
      body: { startsAt: otherSlot, location: { state: 'OR' } },
    });
    expect(moved.status).toBe(200);
    actAs(admin);
    expect((await callRoute(staffCancel, `${base}/cancel`, { method: 'POST', params })).status).toBe(200);
    expect(await statusOf(appointmentId)).toMatchObject({ status: 'cancelled', startsAt: otherSlot });
    actAs(admin);
    const { body } = await readEnvelope<{
      items: Array<{ action: string; detail: Record<string, unknown> }>;
    }>(await callRoute(auditLog, `/api/staff/audit-log?patientId=${homer.account.id}`));
    const entries = body.data!.items.filter((item) => item.detail.appointmentId === appointmentId);
    expect(entries.map((entry) => [entry.action, entry.detail.insideNoticeWindow])).toEqual([
      ['patient.appointment.cancel', true],
      ['patient.appointment.reschedule', true],
    ]);
  });

  it('applies to requests after a change only: with the window off the patient cancels again', async () => {
    await setPolicy(DEFAULT_BOOKING_POLICY);
    actAs(homer);
    const appointmentId = await bookFirstSlot();
    expect(
      (
        await callRoute(cancel, `/api/appointments/${appointmentId}/cancel`, {
          method: 'POST',
          params: { appointmentId },
        })
      ).status,
    ).toBe(200);
  });
});
