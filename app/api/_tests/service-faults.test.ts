import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUT as putAddress } from '@/app/api/address/route';
import { GET as listAppointments } from '@/app/api/appointments/route';
import { GET as listSlots } from '@/app/api/appointments/scheduled/available-slots/route';
import { POST as bookScheduled } from '@/app/api/appointments/scheduled/route';
import { GET as listChats, POST as createChat } from '@/app/api/chats/route';
import type { PatientAccount } from '@/lib/bff/accounts';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createPatient,
  readEnvelope,
  serviceFaults,
  serviceTransport,
  SPRINGFIELD_ADDRESS,
  startTestServices,
  type SignedIn,
} from '@/testing/bff/route-harness';
import { bffLog } from '@/lib/bff/logging/bff-logger';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

let homer: SignedIn<PatientAccount>;
let chatId: string;

beforeAll(async () => {
  await startTestServices();
  homer = await createPatient();
  await callRoute(putAddress, '/api/address', { method: 'PUT', body: SPRINGFIELD_ADDRESS });
  chatId = (
    await readEnvelope<{ id: string }>(
      await callRoute(createChat, '/api/chats', { method: 'POST', body: {} }),
    )
  ).body.data!.id;
});

beforeEach(() => {
  // The BFF logs each failed service call; these failures are the point of the tests.
  vi.spyOn(bffLog, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  await serviceFaults().reset();
  vi.restoreAllMocks();
});

/** Every request the BFF sends to the service from now on, by method and path. */
async function watchServiceCalls() {
  const transport = await serviceTransport();
  const original = transport.fetch.bind(transport);
  const calls: string[] = [];
  const spy = vi.spyOn(transport, 'fetch').mockImplementation((request) => {
    calls.push(`${request.method} ${new URL(request.url).pathname.replace('/api/v1', '')}`);
    return original(request);
  });
  return { faults: serviceFaults(), calls, original, spy };
}

async function appointmentCount(): Promise<number> {
  const { body } = await readEnvelope<{ total: number }>(
    await callRoute(listAppointments, '/api/appointments'),
  );
  return body.data!.total;
}

describe('injected read faults', () => {
  it('retries a failed read and answers once the service recovers', async () => {
    actAs(homer);
    const { faults, calls, original, spy } = await watchServiceCalls();
    await faults.update({ readErrorRate: 1 });
    spy.mockImplementation(async (request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      const response = await original(request);
      await faults.reset();
      return response;
    });
    const response = await callRoute(listChats, '/api/chats');
    expect(response.status).toBe(200);
    // The list read twice (the failure, then the retry); what follows reads the chats' first words to name them.
    expect(calls.filter((call) => /\/chats\/$/.test(call))).toHaveLength(2);
    expect(calls.slice(0, 2).every((call) => /\/chats\/$/.test(call))).toBe(true);
  });

  it('gives up after a bounded number of attempts with a 503 a person can act on', async () => {
    actAs(homer);
    const { faults, calls } = await watchServiceCalls();
    await faults.update({ readErrorRate: 1 });
    const response = await callRoute(listChats, '/api/chats');
    const { status, body } = await readEnvelope(response);
    expect(status).toBe(503);
    expect(body).toMatchObject({
      code: 'error.service.unavailable',
      message: expect.stringContaining('try again'),
      requestId: expect.any(String),
    });
    expect(response.headers.get('retry-after')).toBeTruthy();
    expect(calls).toEqual(['GET /chats/', 'GET /chats/', 'GET /chats/']);
  });

  it('sends a mutation once while reads fail', async () => {
    actAs(homer);
    const { faults, calls } = await watchServiceCalls();
    await faults.update({ readErrorRate: 1 });
    const created = await callRoute(createChat, '/api/chats', { method: 'POST', body: {} });
    expect(created.status).toBe(201);
    expect(calls).toEqual(['POST /chats/']);
    await faults.reset();
    const { body } = await readEnvelope<{ total: number }>(await callRoute(listChats, '/api/chats'));
    expect(body.data!.total).toBe(2);
  });
});

describe('mutations under failure', () => {
  async function firstSlot(): Promise<string> {
    const { body } = await readEnvelope<{ slots: string[] }>(
      await callRoute(listSlots, '/api/appointments/scheduled/available-slots?state=OR'),
    );
    return body.data!.slots[0]!;
  }

  it('retries a booking whose answer was lost with the same key, making one appointment', async () => {
    actAs(homer);
    const before = await appointmentCount();
    const slot = await firstSlot();
    const { calls, original, spy } = await watchServiceCalls();
    const keys: Array<string | null> = [];
    let lost = false;
    spy.mockImplementation(async (request) => {
      calls.push(request.method);
      keys.push(request.headers.get('Idempotency-Key'));
      const response = await original(request);
      if (!lost) {
        lost = true;
        throw new TypeError('The connection was reset after the booking was made');
      }
      return response;
    });
    const booked = await callRoute(bookScheduled, '/api/appointments/scheduled', {
      method: 'POST',
      body: { chatId, startsAt: slot, location: { state: 'OR' } },
    });
    expect(booked.status).toBe(201);
    expect(calls).toEqual(['POST', 'POST']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    spy.mockRestore();
    expect(await appointmentCount()).toBe(before + 1);
  });

  it('does not start a mutation, nor retry it, when idempotency coordination is down', async () => {
    actAs(homer);
    const before = await appointmentCount();
    const slot = await firstSlot();
    const { faults, calls } = await watchServiceCalls();
    await faults.update({ idempotencyUnavailable: true });
    const { status } = await readEnvelope(
      await callRoute(bookScheduled, '/api/appointments/scheduled', {
        method: 'POST',
        body: { chatId, startsAt: slot, location: { state: 'OR' } },
      }),
    );
    expect(status).toBe(503);
    expect(calls).toEqual(['POST /appointments/scheduled/']);
    await faults.reset();
    expect(await appointmentCount()).toBe(before);
  });
});
