import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as getAddress, PUT as putAddress } from '@/app/api/address/route';
import { POST as cancel } from '@/app/api/appointments/[appointmentId]/cancel/route';
import { POST as reschedule } from '@/app/api/appointments/[appointmentId]/reschedule/route';
import { GET as getAppointment } from '@/app/api/appointments/[appointmentId]/route';
import { POST as bookAsap } from '@/app/api/appointments/asap/route';
import { GET as listAppointments } from '@/app/api/appointments/route';
import { GET as listSlots } from '@/app/api/appointments/scheduled/available-slots/route';
import { POST as bookScheduled } from '@/app/api/appointments/scheduled/route';
import { GET as getArtifact } from '@/app/api/documents/[documentId]/route';
import { GET as listMessages } from '@/app/api/chats/[chatId]/messages/route';
import { GET as getChat } from '@/app/api/chats/[chatId]/route';
import { POST as streamTurn } from '@/app/api/chats/[chatId]/stream/route';
import { GET as listChats, POST as createChat } from '@/app/api/chats/route';
import { GET as listConsultations } from '@/app/api/documents/route';
import { GET as getPharmacy, PUT as putPharmacy } from '@/app/api/pharmacy/route';
import { POST as searchPharmacies } from '@/app/api/pharmacy/search/route';
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
import { GET as getMe } from '@/app/api/users/me/route';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createPatient,
  createStaff,
  readEnvelope,
  serviceFaults,
  serviceToken,
  SPRINGFIELD_ADDRESS,
  startTestServices,
  type CallOptions,
} from '@/testing/bff/route-harness';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { embeddedLog } from '@/lib/embedded/embedded-log';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

type Call = [name: string, handler: unknown, path: string, options?: CallOptions];

let token: string;
let patientCalls: Call[];
let staffCalls: Call[];
let patient: Awaited<ReturnType<typeof createPatient>>;
let admin: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  await startTestServices();
  token = await serviceToken();
  patient = await createPatient();
  await callRoute(putAddress, '/api/address', { method: 'PUT', body: SPRINGFIELD_ADDRESS });
  const chatId = (
    await readEnvelope<{ id: string }>(await callRoute(createChat, '/api/chats', { method: 'POST' }))
  ).body.data!.id;
  const slot = (
    await readEnvelope<{ slots: string[] }>(
      await callRoute(listSlots, '/api/appointments/scheduled/available-slots?state=OR'),
    )
  ).body.data!.slots;
  const appointmentId = (
    await readEnvelope<{ id: string }>(
      await callRoute(bookScheduled, '/api/appointments/scheduled', {
        method: 'POST',
        body: { chatId, startsAt: slot[0], location: { state: 'OR' } },
      }),
    )
  ).body.data!.id;
  const patientId = patient.account.id;
  admin = await createStaff('admin');

  patientCalls = [
    ['me', getMe, '/api/users/me'],
    ['chats', listChats, '/api/chats'],
    ['chats 422', listChats, '/api/chats?page=0'],
    ['create chat', createChat, '/api/chats', { method: 'POST', body: { timezone: 'UTC' } }],
    ['chat', getChat, '/api/chats/x', { params: { chatId } }],
    ['chat 404', getChat, '/api/chats/x', { params: { chatId: 'nope' } }],
    ['messages', listMessages, '/api/chats/x/messages', { params: { chatId } }],
    [
      'stream',
      streamTurn,
      '/api/chats/x/stream',
      {
        method: 'POST',
        params: { chatId },
        body: { userEvent: { type: 'user_message', userInput: 'I have a headache' } },
      },
    ],
    [
      'stream 400',
      streamTurn,
      '/api/chats/x/stream',
      { method: 'POST', params: { chatId }, body: { userEvent: { type: 'user_message', userInput: '' } } },
    ],
    ['address', getAddress, '/api/address'],
    ['put address', putAddress, '/api/address', { method: 'PUT', body: SPRINGFIELD_ADDRESS }],
    ['appointments', listAppointments, '/api/appointments'],
    ['appointment', getAppointment, '/api/appointments/x', { params: { appointmentId } }],
    ['slots', listSlots, '/api/appointments/scheduled/available-slots?state=OR'],
    [
      'slot taken',
      bookScheduled,
      '/api/appointments/scheduled',
      { method: 'POST', body: { chatId, startsAt: slot[0], location: { state: 'OR' } } },
    ],
    [
      'asap',
      bookAsap,
      '/api/appointments/asap',
      { method: 'POST', body: { chatId, location: { state: 'OR' } } },
    ],
    [
      'reschedule',
      reschedule,
      '/api/appointments/x/reschedule',
      { method: 'POST', params: { appointmentId }, body: { startsAt: slot[1], location: { state: 'OR' } } },
    ],
    ['cancel', cancel, '/api/appointments/x/cancel', { method: 'POST', params: { appointmentId } }],
    ['artifact 404', getArtifact, '/api/documents/x', { params: { documentId: 'art_nope' } }],
    ['pharmacy', getPharmacy, '/api/pharmacy'],
    ['search', searchPharmacies, '/api/pharmacy/search', { method: 'POST', body: { searchTerm: 'Eugene' } }],
    ['put pharmacy 400', putPharmacy, '/api/pharmacy', { method: 'PUT', body: { ncpdpId: '0000000' } }],
    ['consultations', listConsultations, '/api/documents'],
  ];
  staffCalls = [
    ['patients', staffPatients, '/api/staff/patients'],
    ['patient', staffPatient, '/api/staff/patients/x', { params: { patientId } }],
    ['patient chats', staffChats, '/api/staff/patients/x/chats', { params: { patientId } }],
    [
      'patient messages',
      staffMessages,
      '/api/staff/patients/x/chats/y/messages',
      { params: { patientId, chatId } },
    ],
    [
      'patient appointments',
      staffAppointments,
      '/api/staff/patients/x/appointments',
      { params: { patientId } },
    ],
    [
      'patient cancel',
      staffCancel,
      '/api/staff/patients/x/appointments/y/cancel',
      { method: 'POST', params: { patientId, appointmentId } },
    ],
    [
      'patient consultations',
      staffConsultations,
      '/api/staff/patients/x/consultations',
      { params: { patientId } },
    ],
    [
      'patient artifact',
      staffArtifact,
      '/api/staff/documents/x/y',
      { params: { patientId, documentId: 'art_nope' } },
    ],
    ['request log', requestLog, '/api/staff/request-log'],
    ['audit log', auditLog, '/api/staff/audit-log'],
  ];
}, 120_000);

async function expectNoToken(response: Response) {
  const body = await response.text();
  expect(body).not.toContain(token);
  response.headers.forEach((value) => expect(value).not.toContain(token));
}

/** Everything the BFF and the embedded service log, as the logger is handed it (before any redaction). */
function captureLogs() {
  const lines: string[] = [];
  for (const logger of [bffLog, embeddedLog]) {
    for (const level of ['error', 'warn', 'info'] as const) {
      vi.spyOn(logger, level).mockImplementation(((...args: unknown[]) => {
        lines.push(JSON.stringify(args));
      }) as never);
    }
  }
  return lines;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the service token', () => {
  it('appears in no response of any route, success or error', async () => {
    actAs(patient);
    for (const [, handler, path, options] of patientCalls)
      await expectNoToken(await callRoute(handler, path, options));
    actAs(admin);
    for (const [, handler, path, options] of staffCalls)
      await expectNoToken(await callRoute(handler, path, options));
  });

  it('appears in no response, nor in the logs, while the service is failing', async () => {
    const logs = captureLogs();
    await serviceFaults().update({ readErrorRate: 1 });
    try {
      actAs(patient);
      for (const [, handler, path, options] of patientCalls)
        await expectNoToken(await callRoute(handler, path, options));
    } finally {
      await serviceFaults().reset();
    }
    expect(logs.length).toBeGreaterThan(0);
    for (const line of logs) expect(line).not.toContain(token);
  });
});
