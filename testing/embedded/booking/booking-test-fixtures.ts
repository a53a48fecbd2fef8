import type { UsStateCode } from '@/lib/contract';
import type { Clock } from '@/lib/embedded/context';
import { BOOKING_HORIZON_DAYS, listSlotCandidates, type SlotCandidate } from '@/lib/embedded/scheduling';
import { createEmbeddedService, type EmbeddedService } from '@/lib/embedded/index';
import { testConfig } from '@/testing/embedded/test-config';

/** Monday 23 November 2026, 12:00 UTC (07:00 in New York). */
export const FIXED_NOW = new Date('2026-11-23T12:00:00Z');

export const EVERGREEN_TERRACE = {
  line1: '742 Evergreen Terrace',
  city: 'Springfield',
  state: 'NY',
  postalCode: '10001',
} as const;

export const HOMER = { firstName: 'Homer', lastName: 'Simpson', phoneNumber: '+1 555 0100' } as const;

/** Every slot a state could offer at FIXED_NOW, before any booking. */
export function slotCandidatesAtFixedNow(state: UsStateCode): SlotCandidate[] {
  return listSlotCandidates({
    state,
    from: FIXED_NOW,
    to: new Date(FIXED_NOW.getTime() + BOOKING_HORIZON_DAYS * 24 * 60 * 60_000),
    now: FIXED_NOW,
  });
}

/** The slots a state could offer at FIXED_NOW on one day of the month (UTC). */
export function slotCandidatesOnDay(state: UsStateCode, dayOfMonth: number): SlotCandidate[] {
  return slotCandidatesAtFixedNow(state).filter(({ startsAt }) => startsAt.getUTCDate() === dayOfMonth);
}

export interface TestClock extends Clock {
  set(date: Date): void;
  advanceMinutes(minutes: number): void;
}

export function createTestClock(start: Date = FIXED_NOW): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advanceMinutes: (minutes) => {
      current += minutes * 60_000;
    },
  };
}

export interface BookingTestService {
  service: EmbeddedService;
  clock: TestClock;
  /** Calls the service with the organization's token, as `userId` when given. */
  call(path: string, init?: RequestInit & { userId?: string; token?: string }): Promise<Response>;
  /** A fresh user (each test makes its own), with a full address unless told otherwise. */
  createPatient(options?: {
    user?: Record<string, unknown>;
    address?: Record<string, unknown> | null;
    token?: string;
  }): Promise<string>;
  /** A chat of the user, through POST /chats/ with the token the user was created with. */
  createChat(userId: string): Promise<string>;
  /** A fresh patient with a chat, ready to book. */
  createBookablePatient(options?: { token?: string }): Promise<{ userId: string; chatId: string }>;
  bookScheduled(
    patient: { userId: string; chatId: string },
    startsAt: string,
    state: string,
    token?: string,
  ): Promise<Response>;
  bookAsap(patient: { userId: string; chatId: string }, state: string): Promise<Response>;
}

export const TEST_TOKEN = 'tok-booking-primary';
export const OTHER_ORGANIZATION_TOKEN = 'tok-booking-other';

export async function createBookingTestService(): Promise<BookingTestService> {
  const clock = createTestClock();
  const service = await createEmbeddedService({
    clock,
    publicBaseUrl: 'https://visits.example/api/v1',
    config: testConfig({
      organizations: [
        { name: 'springfield-clinic', token: TEST_TOKEN },
        { name: 'shelbyville-clinic', token: OTHER_ORGANIZATION_TOKEN },
      ],
    }),
  });
  const call: BookingTestService['call'] = (path, { userId, token = TEST_TOKEN, headers, ...init } = {}) =>
    service.fetch(
      new Request(`http://embedded.test/api/v1${path}`, {
        ...init,
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          ...(userId ? { 'X-Service-User-ID': userId } : {}),
          ...headers,
        },
      }),
    );

  let patients = 0;
  const tokenOf = new Map<string, string | undefined>();
  const createPatient: BookingTestService['createPatient'] = async ({ user, address, token } = {}) => {
    patients += 1;
    const body = { ...HOMER, phoneNumber: `+1 555 01${String(patients).padStart(2, '0')}`, ...user };
    const created = await call('/users/', { method: 'POST', body: JSON.stringify(body), token });
    if (created.status !== 201)
      throw new Error(`Creating a user failed: ${created.status} ${await created.text()}`);
    const userId: string = (await created.json()).data.id;
    tokenOf.set(userId, token);
    if (address !== null) {
      const stored = await call('/address/', {
        method: 'PUT',
        userId,
        token,
        body: JSON.stringify(address ?? EVERGREEN_TERRACE),
      });
      if (stored.status !== 200)
        throw new Error(`Storing the address failed: ${stored.status} ${await stored.text()}`);
    }
    return userId;
  };

  const createChat: BookingTestService['createChat'] = async (userId) => {
    const created = await call('/chats/', { method: 'POST', userId, token: tokenOf.get(userId), body: '{}' });
    if (created.status !== 201)
      throw new Error(`Creating a chat failed: ${created.status} ${await created.text()}`);
    return (await created.json()).data.id;
  };

  const createBookablePatient: BookingTestService['createBookablePatient'] = async ({ token } = {}) => {
    const userId = await createPatient({ token });
    return { userId, chatId: await createChat(userId) };
  };

  const bookScheduled: BookingTestService['bookScheduled'] = (patient, startsAt, state, token) =>
    call('/appointments/scheduled/', {
      method: 'POST',
      userId: patient.userId,
      token,
      body: JSON.stringify({ chatId: patient.chatId, startsAt, location: { state } }),
    });

  const bookAsap: BookingTestService['bookAsap'] = (patient, state) =>
    call('/appointments/asap/', {
      method: 'POST',
      userId: patient.userId,
      body: JSON.stringify({ chatId: patient.chatId, location: { state } }),
    });

  return { service, clock, call, createPatient, createChat, createBookablePatient, bookScheduled, bookAsap };
}
