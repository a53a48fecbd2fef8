import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { PUT as putAddress } from '@/app/api/address/route';
import { GET as publicGuidance } from '@/app/api/safety-guidance/route';
import { GET as listStaff } from '@/app/api/staff/accounts/route';
import { PATCH as updateStaff } from '@/app/api/staff/accounts/[staffId]/route';
import { GET as staffArtifact } from '@/app/api/staff/documents/[patientId]/[documentId]/route';
import { GET as auditLog } from '@/app/api/staff/audit-log/route';
import { DELETE as resetFaults, GET as readFaults, PUT as putFaults } from '@/app/api/staff/faults/route';
import { GET as health } from '@/app/api/staff/integration-health/route';
import { GET as readNote, PUT as putNote } from '@/app/api/staff/patients/[patientId]/note/route';
import { POST as bookAsap } from '@/app/api/staff/patients/[patientId]/appointments/asap/route';
import { POST as reschedule } from '@/app/api/staff/patients/[patientId]/appointments/[appointmentId]/reschedule/route';
import { POST as bookScheduled } from '@/app/api/staff/patients/[patientId]/appointments/scheduled/route';
import { GET as listSlotsForPatient } from '@/app/api/staff/patients/[patientId]/appointments/scheduled/available-slots/route';
import { GET as staffPatients } from '@/app/api/staff/patients/route';
import { GET as timeline } from '@/app/api/staff/patients/[patientId]/timeline/route';
import { GET as requestLog } from '@/app/api/staff/request-log/route';
import { POST as createChat } from '@/app/api/chats/route';
import { POST as streamTurn } from '@/app/api/chats/[chatId]/stream/route';
import { GET as staffSession } from '@/app/api/staff/session/route';
import { GET as staffGuidance, PUT as putGuidance } from '@/app/api/staff/safety-guidance/route';
import type { PatientAccount, StaffAccount } from '@/lib/bff/accounts';
import type { PatientTimeline, StaffAuditRow, StaffRequestLog } from '@/lib/contract/bff';
import { SESSION_COOKIE_NAME } from '@/lib/bff/session/session';
import { runConsultationThroughBff } from '@/testing/bff/consultation';
import { openSseReader } from '@/testing/bff/sse-reader';
import { testCookieJar } from '@/testing/cookie-jar';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createPatient,
  createStaff,
  fullProfile,
  isRemoteService,
  readEnvelope,
  serviceToken,
  SPRINGFIELD_ADDRESS,
  startTestServices,
  type SignedIn,
} from '@/testing/bff/route-harness';
import { settles } from '@/testing/settle';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

let marge: SignedIn<PatientAccount>;
let bart: SignedIn<PatientAccount>;
let staff: SignedIn<StaffAccount>;
let admin: SignedIn<StaffAccount>;
let margeChatId: string;
const NOTE = 'Takes lisinopril 10 mg daily (clinic record).';

// The request log is written in batches at most 250 ms apart; audit entries at once.
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

async function auditEntries(query = ''): Promise<StaffAuditRow[]> {
  actAs(admin);
  const { body } = await readEnvelope<{ items: StaffAuditRow[] }>(
    await callRoute(auditLog, `/api/staff/audit-log?size=100${query}`),
  );
  return body.data!.items;
}

beforeAll(async () => {
  await startTestServices();
  marge = await createPatient(fullProfile({ firstName: 'Marge', lastName: 'Bouvier' }));
  await callRoute(putAddress, '/api/address', { method: 'PUT', body: SPRINGFIELD_ADDRESS });
  bart = await createPatient(fullProfile({ firstName: 'Bart' }));
  staff = await createStaff('staff');
  admin = await createStaff('admin');
}, 120_000);

afterAll(() => vi.restoreAllMocks());

describe('context for the assistant', () => {
  const notePath = () => `/api/staff/patients/${marge.account.id}/note`;
  const params = () => ({ patientId: marge.account.id });

  it('is written by staff only: a patient gets 403, bad input 422, and the text is not audited', async () => {
    actAs(marge);
    expect(
      (await callRoute(putNote, notePath(), { method: 'PUT', params: params(), body: { note: 'x' } })).status,
    ).toBe(403);
    actAs(staff);
    const tooLong = { note: 'x'.repeat(2001) };
    expect(
      (await callRoute(putNote, notePath(), { method: 'PUT', params: params(), body: tooLong })).status,
    ).toBe(422);
    const saved = await readEnvelope<{ note: { note: string; updatedByEmail: string } }>(
      await callRoute(putNote, notePath(), { method: 'PUT', params: params(), body: { note: NOTE } }),
    );
    expect(saved.body.data!.note).toMatchObject({ note: NOTE, updatedByEmail: staff.account.email });
    const read = await readEnvelope<{ note: { note: string } }>(
      await callRoute(readNote, notePath(), { params: params() }),
    );
    expect(read.body.data!.note.note).toBe(NOTE);
    const entry = (await auditEntries()).find((row) => row.action === 'patient.note.update');
    expect(entry).toMatchObject({ staffEmail: staff.account.email, detail: { length: NOTE.length } });
    expect(JSON.stringify(entry)).not.toContain('lisinopril');
  });

  it("reaches the next chat's documents, and the patient's own prompt context never does", async () => {
    actAs(marge);
    const refused = await callRoute(createChat, '/api/chats', {
      method: 'POST',
      body: { conversationPromptContext: 'SET BY THE BROWSER' },
    });
    expect(refused.status).toBe(422);
    const { complete, chatId } = await runConsultationThroughBff();
    margeChatId = chatId;
    actAs(staff);
    const artifactId = complete.artifacts.soapNote;
    const soap = await readEnvelope<{ content: { body: string } }>(
      await callRoute(staffArtifact, '/api/staff/documents/x/y', {
        params: { patientId: marge.account.id, documentId: artifactId },
      }),
    );
    expect(soap.body.data!.content.body).toContain('Context supplied by the organization');
    expect(soap.body.data!.content.body).toContain('lisinopril');
    expect(soap.body.data!.content.body).not.toContain('SET BY THE BROWSER');
  }, 60_000);
});

describe('the patient list, timeline and request log', () => {
  it('searches patients by name or e-mail and shows their last activity', async () => {
    actAs(staff);
    // The request log is written in batches, a moment after the calls it records.
    await vi.waitFor(async () => {
      const found = await readEnvelope<{ items: Array<{ id: string; lastActivityAt: string | null }> }>(
        await callRoute(staffPatients, '/api/staff/patients?q=bouv'),
      );
      expect(found.body.data!.items.map((item) => item.id)).toEqual([marge.account.id]);
      expect(found.body.data!.items[0]!.lastActivityAt).not.toBeNull();
    }, settles);
    const byEmail = await readEnvelope<{ items: Array<{ id: string }> }>(
      await callRoute(
        staffPatients,
        `/api/staff/patients?q=${encodeURIComponent(bart.account.email.toUpperCase())}`,
      ),
    );
    expect(byEmail.body.data!.items.map((item) => item.id)).toEqual([bart.account.id]);
    const none = await readEnvelope<{ total: number }>(
      await callRoute(staffPatients, '/api/staff/patients?q=%25_'),
    );
    expect(none.body.data!.total).toBe(0);
  });

  it('shows chats, the completed consultation, its call to action and the calls made, newest first', async () => {
    actAs(staff);
    const { status, body } = await readEnvelope<PatientTimeline>(
      await callRoute(timeline, '/api/staff/patients/x/timeline', {
        params: { patientId: marge.account.id },
      }),
    );
    expect(status).toBe(200);
    const kinds = new Set(body.data!.items.map((item) => item.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['chat', 'consultation', 'request']));
    const times = body.data!.items.map((item) => Date.parse(item.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('shows a safety event of a chat, recorded as it was relayed to the patient', async () => {
    actAs(bart);
    const created = await readEnvelope<{ id: string }>(
      await callRoute(createChat, '/api/chats', { method: 'POST', body: {} }),
    );
    const chatId = created.body.data!.id;
    const response = await callRoute(streamTurn, `/api/chats/${chatId}/stream`, {
      method: 'POST',
      params: { chatId },
      headers: { Accept: 'text/event-stream' },
      body: { userEvent: { type: 'user_message', userInput: 'I have chest pain and I am short of breath' } },
    });
    await openSseReader(response.body).rest();
    actAs(staff);
    const { body } = await readEnvelope<PatientTimeline>(
      await callRoute(timeline, '/api/staff/patients/x/timeline', { params: { patientId: bart.account.id } }),
    );
    const guardian = body.data!.items.find((item) => item.kind === 'guardian');
    expect(guardian).toMatchObject({ kind: 'guardian', chatId });
    // The chat is named by the patient's first words, so that staff tell it from the others.
    expect(body.data!.items.find((item) => item.kind === 'chat' && item.chatId === chatId)).toMatchObject({
      subject: 'I have chest pain and I am short of breath',
    });
  });

  it('filters the request log by patient, status, path template and request id', async () => {
    actAs(admin);
    const read = async (query: string) =>
      readEnvelope<StaffRequestLog>(await callRoute(requestLog, `/api/staff/request-log?${query}`));
    // The rows land in batches, off the request path: wait for Marge's first.
    await expect
      .poll(async () => (await read(`patientId=${marge.account.id}`)).body.data!.items.length, settles)
      .toBeGreaterThan(0);
    const mine = await read(`patientId=${marge.account.id}`);
    expect(mine.body.data!.items.every((row) => row.patientAccountId === marge.account.id)).toBe(true);
    const first = mine.body.data!.items.find((row) => row.requestId)!;
    const byId = await read(`requestId=${first.requestId}`);
    expect(byId.body.data!.items.map((row) => row.id)).toEqual([first.id]);
    const byTemplate = await read(`pathTemplate=${encodeURIComponent(first.pathTemplate)}`);
    expect(byTemplate.body.data!.items.every((row) => row.pathTemplate === first.pathTemplate)).toBe(true);
    expect(byTemplate.body.data!.pathTemplates).toContain(first.pathTemplate);
    const ok = await read('status=2xx');
    expect(ok.body.data!.items.every((row) => row.status >= 200 && row.status < 300)).toBe(true);
    expect((await read('status=teapot')).status).toBe(422);
    actAs(staff);
    expect((await read('')).status).toBe(403);
  });

  it('reports integration health from the log, never with the token', async () => {
    actAs(staff);
    const response = await callRoute(health, '/api/staff/integration-health');
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).not.toContain(await serviceToken());
    const { data } = JSON.parse(text) as { data: { calls: number; buckets: unknown[]; mode: string } };
    expect(data.calls).toBeGreaterThan(0);
    expect(data.buckets).toHaveLength(12);
    expect(data.mode).toBe(isRemoteService() ? 'remote' : 'embedded');
  });
});

describe("booking on the patient's behalf", () => {
  const base = () => `/api/staff/patients/${marge.account.id}/appointments`;
  const location = { state: 'OR' };

  it('books scheduled and ASAP, reschedules, each audited with the staff member and the service request ids', async () => {
    actAs(marge);
    expect(
      (
        await callRoute(listSlotsForPatient, `${base()}/scheduled/available-slots?state=OR`, {
          params: { patientId: marge.account.id },
        })
      ).status,
    ).toBe(403);
    actAs(staff);
    const patientId = marge.account.id;
    const slots = await readEnvelope<{ slots: string[] }>(
      await callRoute(listSlotsForPatient, `${base()}/scheduled/available-slots?state=OR`, {
        params: { patientId },
      }),
    );
    const [first, second] = slots.body.data!.slots;
    const booked = await readEnvelope<{ id: string }>(
      await callRoute(bookScheduled, `${base()}/scheduled`, {
        method: 'POST',
        params: { patientId },
        body: { chatId: margeChatId, startsAt: first, location },
      }),
    );
    expect(booked.status).toBe(201);
    const appointmentId = booked.body.data!.id;
    const moved = await callRoute(reschedule, `${base()}/${appointmentId}/reschedule`, {
      method: 'POST',
      params: { patientId, appointmentId },
      body: { startsAt: second, location },
    });
    expect(moved.status).toBe(200);
    const asap = await callRoute(bookAsap, `${base()}/asap`, {
      method: 'POST',
      params: { patientId },
      body: { chatId: margeChatId, location: { state: 'ZZ' } },
    });
    expect(asap.status).toBe(422);
    await settle();
    const entries = await auditEntries(`&patientId=${patientId}`);
    const scheduled = entries.find((row) => row.action === 'patient.appointment.book_scheduled');
    expect(scheduled).toMatchObject({
      staffEmail: staff.account.email,
      detail: { chatId: margeChatId, outcome: 'ok', serviceRequestIds: [expect.any(String)] },
    });
    expect(entries.find((row) => row.action === 'patient.appointment.reschedule')).toMatchObject({
      staffEmail: staff.account.email,
      detail: { appointmentId, outcome: 'ok' },
    });
    actAs(admin);
    const requestId = (scheduled!.detail.serviceRequestIds as string[])[0]!;
    // The request log is written in batches, off the request path: wait for the row to land.
    await expect
      .poll(
        async () =>
          (
            await readEnvelope<StaffRequestLog>(
              await callRoute(requestLog, `/api/staff/request-log?requestId=${requestId}`),
            )
          ).body.data!.items,
        { timeout: 5_000 },
      )
      .toEqual([expect.objectContaining({ method: 'POST', patientAccountId: patientId, status: 201 })]);
  });
});

describe('safety guidance', () => {
  const guidance = {
    message: 'Call the Springfield clinic line or 911 in an emergency.',
    contacts: [{ label: 'Springfield clinic', phone: '+15550100' }],
  };

  it('is edited by admins only, audited, and served to the patient app', async () => {
    actAs(staff);
    expect((await callRoute(staffGuidance, '/api/staff/safety-guidance')).status).toBe(403);
    actAs(admin);
    const bad = { ...guidance, contacts: [{ label: 'x', phone: 'call me' }] };
    expect(
      (await callRoute(putGuidance, '/api/staff/safety-guidance', { method: 'PUT', body: bad })).status,
    ).toBe(422);
    expect(
      (await callRoute(putGuidance, '/api/staff/safety-guidance', { method: 'PUT', body: guidance })).status,
    ).toBe(200);
    actAs(null);
    expect((await readEnvelope(await callRoute(publicGuidance, '/api/safety-guidance'))).body.data).toEqual(
      guidance,
    );
    const entry = (await auditEntries('&action=safety_guidance.update'))[0];
    expect(entry).toMatchObject({
      staffEmail: admin.account.email,
      detail: { next: guidance, outcome: 'ok' },
    });
  });
});

describe('staff accounts', () => {
  it('are listed for admins only, change role, and once disabled lose sign-in and sessions', async () => {
    actAs(staff);
    expect((await callRoute(listStaff, '/api/staff/accounts')).status).toBe(403);
    // Invited members (staff-invitations.test.ts) sign in like this one.
    const { account } = await createStaff('staff');
    const body = { email: account.email, password: 'correct-horse-battery', kind: 'staff' };
    actAs(null);
    expect((await callRoute(login, '/api/auth/login', { method: 'POST', body })).status).toBe(200);
    const lenny = await readEnvelope<{ role: string }>(await callRoute(staffSession, '/api/staff/session'));
    expect(lenny.body.data).toMatchObject({ role: 'staff', idleTimeoutSeconds: 1800 });
    const lennySeal = testCookieJar.get(SESSION_COOKIE_NAME)!.value;

    actAs(admin);
    const params = { staffId: account.id };
    const promoted = await readEnvelope(
      await callRoute(updateStaff, '/api/staff/accounts/x', {
        method: 'PATCH',
        params,
        body: { role: 'admin' },
      }),
    );
    expect(promoted.body.data).toMatchObject({ role: 'admin' });
    expect(
      (await callRoute(updateStaff, '/api/staff/accounts/x', { method: 'PATCH', params, body: {} })).status,
    ).toBe(422);
    const self = { staffId: admin.account.id };
    const selfChange = await readEnvelope(
      await callRoute(updateStaff, '/api/staff/accounts/x', {
        method: 'PATCH',
        params: self,
        body: { disabled: true },
      }),
    );
    expect(selfChange).toMatchObject({ status: 409, body: { code: 'error.staff.self_change' } });
    const disabled = await readEnvelope(
      await callRoute(updateStaff, '/api/staff/accounts/x', {
        method: 'PATCH',
        params,
        body: { disabled: true },
      }),
    );
    expect(disabled.body.data).toMatchObject({ disabledAt: expect.any(String) });

    actAs({ seal: lennySeal });
    expect((await callRoute(staffSession, '/api/staff/session')).status).toBe(401);
    actAs(null);
    expect((await callRoute(login, '/api/auth/login', { method: 'POST', body })).status).toBe(401);
    // This admin's changes: other files sharing the organization change staff accounts too.
    const changes = await auditEntries(`&action=staff.update&staffId=${admin.account.id}`);
    expect(changes.map((row) => row.detail.outcome)).toEqual(['ok', 'failed', 'ok']);
  });
});

describe('a staff session left idle', () => {
  it('is signed out after the idle timeout and its grace; a request in between starts the clock again', async () => {
    const fresh = await createStaff('staff');
    const start = Date.now();
    const at = (minutes: number) => vi.spyOn(Date, 'now').mockReturnValue(start + minutes * 60_000);
    at(29);
    expect((await callRoute(staffSession, '/api/staff/session')).status).toBe(200);
    at(58);
    expect((await callRoute(staffSession, '/api/staff/session')).status).toBe(200);
    // Still there within the two minutes' grace for the browser's keep-alive (ADR 0089)…
    at(89);
    expect((await callRoute(staffSession, '/api/staff/session')).status).toBe(200);
    // …and over 32 minutes after that request.
    at(121.5);
    expect((await callRoute(staffSession, '/api/staff/session')).status).toBe(401);
    vi.restoreAllMocks();
    // A session found idle is over for good: its record is gone, so even a copy of its first cookie is refused.
    actAs(fresh);
    expect((await callRoute(staffSession, '/api/staff/session')).status).toBe(401);
    actAs(await createStaff('staff'));
    expect((await callRoute(staffSession, '/api/staff/session')).status).toBe(200);
  });
});

describe.skipIf(isRemoteService())('the fault panel', () => {
  it('switches the embedded service faults for admins only, audited', async () => {
    actAs(staff);
    expect((await callRoute(readFaults, '/api/staff/faults')).status).toBe(403);
    actAs(admin);
    const on = await readEnvelope(
      await callRoute(putFaults, '/api/staff/faults', { method: 'PUT', body: { rateLimitStreams: true } }),
    );
    expect(on.body.data).toMatchObject({ rateLimitStreams: true, latencyMs: 0 });
    expect((await readEnvelope(await callRoute(readFaults, '/api/staff/faults'))).body.data).toMatchObject({
      rateLimitStreams: true,
    });
    expect(
      (await callRoute(putFaults, '/api/staff/faults', { method: 'PUT', body: { latencyMs: -1 } })).status,
    ).toBe(422);
    const off = await readEnvelope(await callRoute(resetFaults, '/api/staff/faults', { method: 'DELETE' }));
    expect(off.body.data).toMatchObject({ rateLimitStreams: false });
    const actions = (await auditEntries()).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['faults.update', 'faults.reset']));
  });
});

describe.runIf(isRemoteService())('the fault panel in remote mode', () => {
  it('is absent: every fault route answers 404 with the envelope, and nothing is switched', async () => {
    actAs(admin);
    for (const answer of [
      await callRoute(readFaults, '/api/staff/faults'),
      await callRoute(putFaults, '/api/staff/faults', { method: 'PUT', body: { rateLimitStreams: true } }),
      await callRoute(resetFaults, '/api/staff/faults', { method: 'DELETE' }),
    ]) {
      const { status, body } = await readEnvelope(answer);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});
