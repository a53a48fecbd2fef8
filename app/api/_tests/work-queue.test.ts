import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { POST as bookAsap } from '@/app/api/appointments/asap/route';
import { POST as cancelAppointment } from '@/app/api/appointments/[appointmentId]/cancel/route';
import { POST as streamTurn } from '@/app/api/chats/[chatId]/stream/route';
import { POST as createChat } from '@/app/api/chats/route';
import { GET as auditLog } from '@/app/api/staff/audit-log/route';
import { GET as staffSession } from '@/app/api/staff/session/route';
import { GET as readQueue } from '@/app/api/staff/work-queue/route';
import { GET as queueEvents } from '@/app/api/staff/work-queue/events/route';
import { POST as assign } from '@/app/api/staff/work-queue/items/[itemKey]/assignment/route';
import { POST as markDone } from '@/app/api/staff/work-queue/items/[itemKey]/done/route';
import type { PatientAccount, StaffAccount } from '@/lib/bff/accounts';
import type { StaffAuditRow, WorkQueue, WorkQueueChange } from '@/lib/contract/bff';
import { mailMessages } from '@/lib/db/app-schema';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { recordVisitBooked } from '@/lib/bff/work-queue/visit-records';
import { readSse, type SseEventFrame } from '@/lib/sse/read-sse';
import { createBookingPatient, type BookingPatient } from '@/testing/bff/booking-setup';
import { runConsultationThroughBff } from '@/testing/bff/consultation';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createPatient,
  createStaff,
  fullProfile,
  readEnvelope,
  type SignedIn,
} from '@/testing/bff/route-harness';
import { startTestServices } from '@/testing/bff/route-harness';
import { openSseReader } from '@/testing/bff/sse-reader';
import { testCookieJar } from '@/testing/cookie-jar';
import { SESSION_COOKIE_NAME } from '@/lib/bff/session/session';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

let marge: BookingPatient;
let lisa: SignedIn<PatientAccount>;
let staff: SignedIn<StaffAccount>;
let otherStaff: SignedIn<StaffAccount>;
let admin: SignedIn<StaffAccount>;
let guardianChatId: string;
let completedChatId: string;
let asapId: string;

async function queue(as: SignedIn<StaffAccount> = staff): Promise<WorkQueue> {
  actAs(as);
  const { status, body } = await readEnvelope<WorkQueue>(await callRoute(readQueue, '/api/staff/work-queue'));
  expect(status).toBe(200);
  return body.data!;
}

const itemParams = (itemKey: string) => ({ itemKey });
const itemPath = (itemKey: string, action: string) =>
  `/api/staff/work-queue/items/${encodeURIComponent(itemKey)}/${action}`;

function take(itemKey: string, body: Record<string, unknown> = {}) {
  return callRoute(assign, itemPath(itemKey, 'assignment'), {
    method: 'POST',
    params: itemParams(itemKey),
    body,
  });
}

function done(itemKey: string) {
  return callRoute(markDone, itemPath(itemKey, 'done'), { method: 'POST', params: itemParams(itemKey) });
}

async function guardianTurn(chatId: string) {
  const response = await callRoute(streamTurn, `/api/chats/${chatId}/stream`, {
    method: 'POST',
    params: { chatId },
    body: { userEvent: { type: 'user_message', userInput: 'I have chest pain and I am short of breath' } },
  });
  await openSseReader(response.body).rest();
}

async function newChat(): Promise<string> {
  const { body } = await readEnvelope<{ id: string }>(
    await callRoute(createChat, '/api/chats', { method: 'POST', body: {} }),
  );
  return body.data!.id;
}

beforeAll(async () => {
  await startTestServices();
  staff = await createStaff('staff');
  otherStaff = await createStaff('staff');
  admin = await createStaff('admin');
  marge = await createBookingPatient();
  guardianChatId = marge.chatId;
  await guardianTurn(guardianChatId);
  lisa = await createPatient(fullProfile({ firstName: 'Lisa', lastName: 'Simpson' }));
  completedChatId = (await runConsultationThroughBff()).chatId;
  actAs(marge);
  const booked = await readEnvelope<{ id: string }>(
    await callRoute(bookAsap, '/api/appointments/asap', {
      method: 'POST',
      body: { chatId: await newChat(), location: { state: 'OR' } },
    }),
  );
  expect(booked.status).toBe(201);
  asapId = booked.body.data!.id;
}, 120_000);

afterAll(() => vi.restoreAllMocks());

describe('reading the queue', () => {
  it('lists the safety event with the guardian message, the patient and a link to the chat', async () => {
    const { items } = await queue();
    // Other test files' patients may have safety events in the same organization: this patient's alone.
    const safety = items.filter((item) => item.section === 'safety' && item.patient.id === marge.account.id);
    expect(safety).toHaveLength(1);
    expect(safety[0]).toMatchObject({
      patient: { id: marge.account.id, name: 'Homer Simpson' },
      guardianId: expect.stringMatching(/^guardian\./),
      summary: expect.any(String),
      href: `/staff/patients/${marge.account.id}/chats/${guardianChatId}`,
      assignedTo: null,
    });
    expect(safety[0]!.summary.length).toBeGreaterThan(0);
  });

  it('lists sections in order: safety, waiting room, documents, visits, e-mails', async () => {
    const { items } = await queue();
    const order = ['safety', 'waiting', 'documents', 'visit', 'mail'];
    const sections = items.map((item) => order.indexOf(item.section));
    expect(sections).toEqual([...sections].sort((a, b) => a - b));
  });

  it('lists the completed chat whose documents no one reviewed, linked to its SOAP note', async () => {
    const { items } = await queue();
    const documents = items.find((item) => item.key === `documents:${completedChatId}`);
    expect(documents).toMatchObject({
      patient: { id: lisa.account.id, name: 'Lisa Simpson' },
      href: expect.stringMatching(new RegExp(`^/staff/patients/${lisa.account.id}/documents/`)),
    });
  });

  it('lists the ASAP waiting room in the order patients joined, with each place', async () => {
    const second = await createBookingPatient();
    actAs(second);
    const booked = await readEnvelope<{ id: string }>(
      await callRoute(bookAsap, '/api/appointments/asap', {
        method: 'POST',
        body: { chatId: second.chatId, location: { state: 'OR' } },
      }),
    );
    expect(booked.status).toBe(201);
    const waiting = (await queue()).items.filter((item) => item.section === 'waiting');
    // Patients of other test files may wait in the same organization's room: each place is the position.
    expect(waiting.map((item) => item.place)).toEqual(waiting.map((_item, index) => index + 1));
    const ours = [`waiting:${asapId}`, `waiting:${booked.body.data!.id}`];
    expect(waiting.map((item) => item.key).filter((key) => ours.includes(key))).toEqual(ours);
  });

  it('lists scheduled visits starting within two hours, and not later ones', async () => {
    const patient = await createBookingPatient();
    const soon = new Date(Date.now() + 30 * 60_000).toISOString();
    const later = new Date(Date.now() + 3 * 60 * 60_000).toISOString();
    const base = {
      organizationKey: staff.account.organizationKey,
      patientAccountId: patient.account.id,
      chatId: patient.chatId,
    };
    await recordVisitBooked({ ...base, appointmentId: `apt-soon-${randomUUID()}`, startsAt: soon });
    await recordVisitBooked({ ...base, appointmentId: `apt-later-${randomUUID()}`, startsAt: later });
    const visits = (await queue()).items.filter((item) => item.patient.id === patient.account.id);
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ section: 'visit', startsAt: soon });
  });

  it("lists a patient's e-mail that failed after every attempt", async () => {
    const db = await getAppDatabase();
    const id = `<failed-${randomUUID()}@test>`;
    await db.insert(mailMessages).values({
      id,
      organizationKey: staff.account.organizationKey,
      dedupeKey: id,
      kind: 'booked',
      patientAccountId: lisa.account.id,
      recipient: lisa.account.email,
      subject: 'Your visit is booked',
      textBody: 'x',
      htmlBody: 'x',
      status: 'failed',
      dueAt: new Date(),
      attempts: 8,
    });
    const mail = (await queue()).items.find((item) => item.key === `mail:${id}`);
    expect(mail).toMatchObject({ section: 'mail', summary: 'E-mail not delivered: Your visit is booked' });
  });

  it('drops a cancelled ASAP visit from the waiting room', async () => {
    const patient = await createBookingPatient();
    actAs(patient);
    const booked = await readEnvelope<{ id: string }>(
      await callRoute(bookAsap, '/api/appointments/asap', {
        method: 'POST',
        body: { chatId: patient.chatId, location: { state: 'OR' } },
      }),
    );
    const key = `waiting:${booked.body.data!.id}`;
    expect((await queue()).items.some((item) => item.key === key)).toBe(true);
    actAs(patient);
    const cancelled = await callRoute(cancelAppointment, '/api/appointments/x/cancel', {
      method: 'POST',
      params: { appointmentId: booked.body.data!.id },
    });
    expect(cancelled.status).toBe(200);
    expect((await queue()).items.some((item) => item.key === key)).toBe(false);
  });

  it('refuses patients', async () => {
    actAs(marge);
    expect((await callRoute(readQueue, '/api/staff/work-queue')).status).toBe(403);
  });

  it('is not activity: reading it keeps no unattended console signed in', async () => {
    const later = Date.now() + 60_000;
    const spy = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      actAs(staff);
      expect((await callRoute(readQueue, '/api/staff/work-queue')).status).toBe(200);
      expect(testCookieJar.get(SESSION_COOKIE_NAME)?.value).toBe(staff.seal);
      // Any other staff request is: its cookie is issued again with the time of this activity.
      expect((await callRoute(staffSession, '/api/staff/session')).status).toBe(200);
      expect(testCookieJar.get(SESSION_COOKIE_NAME)?.value).not.toBe(staff.seal);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('taking, reassigning and finishing items', () => {
  const documentsKey = () => `documents:${completedChatId}`;

  async function auditRows(): Promise<StaffAuditRow[]> {
    actAs(admin);
    const { body } = await readEnvelope<{ items: StaffAuditRow[] }>(
      await callRoute(auditLog, '/api/staff/audit-log?size=100&action=work_queue.assign'),
    );
    return body.data!.items;
  }

  it('takes an item for the caller; everyone sees who took it; the audit log has it', async () => {
    actAs(staff);
    expect((await take(documentsKey())).status).toBe(200);
    const item = (await queue(otherStaff)).items.find((row) => row.key === documentsKey());
    expect(item?.assignedTo).toEqual({ id: staff.account.id, email: staff.account.email });
    const rows = await auditRows();
    expect(
      rows.some((row) => row.detail.itemKey === documentsKey() && row.patientAccountId === lisa.account.id),
    ).toBe(true);
  });

  it('refuses another staff member taking it, and a staff member giving it away; an admin reassigns', async () => {
    actAs(otherStaff);
    const refused = await readEnvelope(await take(documentsKey()));
    expect(refused).toMatchObject({ status: 409, body: { code: 'error.work_queue.taken' } });
    actAs(staff);
    expect((await take(documentsKey(), { staffId: otherStaff.account.id })).status).toBe(403);
    actAs(admin);
    expect((await take(documentsKey(), { staffId: otherStaff.account.id })).status).toBe(200);
    const item = (await queue()).items.find((row) => row.key === documentsKey());
    expect(item?.assignedTo?.id).toBe(otherStaff.account.id);
  });

  it('refuses an unknown staff member, an unknown item, a malformed key and a body with extra fields', async () => {
    actAs(admin);
    expect((await take(documentsKey(), { staffId: 'staff_nobody' })).status).toBe(404);
    expect((await take('documents:no-such-chat')).status).toBe(404);
    expect((await take('nonsense')).status).toBe(404);
    expect((await take('safety:not-a-number')).status).toBe(404);
    expect((await take(documentsKey(), { staffId: admin.account.id, extra: 1 })).status).toBe(422);
  });

  it('marks an item done: it leaves the queue for everyone, stays done, and is audited', async () => {
    actAs(otherStaff);
    expect((await done(documentsKey())).status).toBe(200);
    expect((await done(documentsKey())).status).toBe(200);
    expect((await queue(staff)).items.some((row) => row.key === documentsKey())).toBe(false);
    actAs(admin);
    const { body } = await readEnvelope<{ items: StaffAuditRow[] }>(
      await callRoute(auditLog, '/api/staff/audit-log?size=100&action=work_queue.done'),
    );
    expect(body.data!.items.filter((row) => row.detail.itemKey === documentsKey())).toHaveLength(2);
  });
});

describe('GET /api/staff/work-queue/events', () => {
  async function openEvents(as: SignedIn<StaffAccount>, lastEventId?: number) {
    actAs(as);
    const controller = new AbortController();
    const response = await callRoute(queueEvents, '/api/staff/work-queue/events', {
      headers: lastEventId === undefined ? {} : { 'Last-Event-ID': String(lastEventId) },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    const reader = readSse(response.body!);
    const nextEvent = async (): Promise<SseEventFrame> => {
      for (;;) {
        const frame = await reader.next();
        if (frame === null) throw new Error('The stream ended');
        if (frame.kind === 'event') return frame;
      }
    };
    return { nextEvent, close: () => controller.abort() };
  }

  it('sends a ready event, then each change as it happens, with its id', async () => {
    const stream = await openEvents(staff);
    const ready = await stream.nextEvent();
    expect(ready.event).toBe('queue.ready');
    const chatId = await (async () => {
      actAs(marge);
      const id = await newChat();
      await guardianTurn(id);
      return id;
    })();
    const added = await stream.nextEvent();
    expect(added.event).toBe('queue.change');
    const change = JSON.parse(added.data) as WorkQueueChange;
    expect(change).toMatchObject({ change: 'added', itemKey: expect.stringMatching(/^safety:\d+$/) });
    expect(Number(added.id)).toBe(change.id);
    expect(Number(added.id)).toBeGreaterThan(Number(ready.id));
    expect((await queue()).items.find((item) => item.key === change.itemKey)?.href).toContain(chatId);
    stream.close();
  });

  it('sends what a reconnecting console missed after its Last-Event-ID, then goes on live', async () => {
    const first = await openEvents(staff);
    const ready = await first.nextEvent();
    first.close();
    const safetyKey = (await queue()).items.find((item) => item.section === 'safety')!.key;
    actAs(staff);
    await take(safetyKey);
    actAs(staff);
    await done(safetyKey);
    const again = await openEvents(staff, Number(ready.id));
    const missed = [await again.nextEvent(), await again.nextEvent()].map(
      (frame) => JSON.parse(frame.data) as WorkQueueChange,
    );
    expect(missed.map((change) => [change.change, change.itemKey])).toEqual([
      ['assigned', safetyKey],
      ['done', safetyKey],
    ]);
    expect((await again.nextEvent()).event).toBe('queue.ready');
    again.close();
  });

  it('ignores a malformed Last-Event-ID and refuses patients', async () => {
    const stream = await openEvents(staff, undefined);
    expect((await stream.nextEvent()).event).toBe('queue.ready');
    stream.close();
    actAs(marge);
    expect((await callRoute(queueEvents, '/api/staff/work-queue/events')).status).toBe(403);
  });
});
