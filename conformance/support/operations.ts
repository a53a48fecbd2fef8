import { pharmacySearchDataSchema } from '@/lib/contract';
import { availableSlots, bookAsap, BOOKING_STATE } from './booking';
import { createChat } from './chats';
import { expectSuccess } from './expectations';
import { api } from './http-client';
import { as, createFullUser, FULL_ADDRESS, type TestUser } from './users';

/** Real resources of one user, so that a request differs from a valid one only in what a check changes. */
export interface OperationFixture {
  member: TestUser;
  chatId: string;
  appointmentId: string;
  /** No consultation is run for it: checks that come before the lookup need no real one. */
  artifactId: string;
  slot: string;
  ncpdpId: string;
}

export type Credentials = 'bearer' | 'member';

/** One row of the interface's endpoint table, with a request that the service accepts. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT';
  /** The path as the interface writes it. */
  route: string;
  credentials: Credentials;
  /** Accepts Idempotency-Key (Limits). */
  keyed: boolean;
  path(fixture: OperationFixture): string;
  body?(fixture: OperationFixture): Record<string, unknown>;
  query?(fixture: OperationFixture): Record<string, string>;
}

export const operationName = (operation: Operation) => `${operation.method} ${operation.route}`;

const segment = (id: string) => encodeURIComponent(id);

export const OPERATIONS: readonly Operation[] = [
  {
    method: 'POST',
    route: '/users/',
    credentials: 'bearer',
    keyed: true,
    path: () => '/users/',
    body: () => ({ firstName: 'Riley' }),
  },
  { method: 'GET', route: '/users/', credentials: 'member', keyed: false, path: () => '/users/' },
  {
    method: 'POST',
    route: '/chats/',
    credentials: 'member',
    keyed: true,
    path: () => '/chats/',
    body: () => ({ timezone: 'America/Chicago' }),
  },
  {
    method: 'GET',
    route: '/chats/',
    credentials: 'member',
    keyed: false,
    path: () => '/chats/',
    query: () => ({ page: '1', size: '10', orderBy: '-createdAt' }),
  },
  {
    method: 'GET',
    route: '/chats/{chatId}/',
    credentials: 'member',
    keyed: false,
    path: (f) => `/chats/${segment(f.chatId)}/`,
  },
  {
    method: 'GET',
    route: '/chats/{chatId}/messages/',
    credentials: 'member',
    keyed: false,
    path: (f) => `/chats/${segment(f.chatId)}/messages/`,
    query: () => ({ page: '1', size: '10', orderBy: 'createdAt' }),
  },
  {
    method: 'POST',
    route: '/chats/{chatId}/stream/',
    credentials: 'member',
    keyed: false,
    path: (f) => `/chats/${segment(f.chatId)}/stream/`,
    body: () => ({ userEvent: { type: 'user_message', userInput: 'I have a headache' }, timezone: 'UTC' }),
  },
  {
    method: 'PUT',
    route: '/address/',
    credentials: 'member',
    keyed: true,
    path: () => '/address/',
    body: () => ({ ...FULL_ADDRESS }),
  },
  { method: 'GET', route: '/address/', credentials: 'member', keyed: false, path: () => '/address/' },
  {
    method: 'GET',
    route: '/appointments/',
    credentials: 'member',
    keyed: false,
    path: () => '/appointments/',
    query: () => ({ status: 'booked', page: '1', size: '10' }),
  },
  {
    method: 'GET',
    route: '/appointments/{appointment_id}/',
    credentials: 'member',
    keyed: false,
    path: (f) => `/appointments/${segment(f.appointmentId)}/`,
  },
  {
    method: 'GET',
    route: '/appointments/scheduled/available-slots/',
    credentials: 'member',
    keyed: false,
    path: () => '/appointments/scheduled/available-slots/',
    query: () => ({ state: BOOKING_STATE }),
  },
  {
    method: 'POST',
    route: '/appointments/scheduled/',
    credentials: 'member',
    keyed: true,
    path: () => '/appointments/scheduled/',
    body: (f) => ({ chatId: f.chatId, startsAt: f.slot, location: { state: BOOKING_STATE } }),
  },
  {
    method: 'POST',
    route: '/appointments/asap/',
    credentials: 'member',
    keyed: true,
    path: () => '/appointments/asap/',
    body: (f) => ({ chatId: f.chatId, location: { state: BOOKING_STATE } }),
  },
  {
    method: 'POST',
    route: '/appointments/{appointment_id}/cancel/',
    credentials: 'member',
    keyed: true,
    path: (f) => `/appointments/${segment(f.appointmentId)}/cancel/`,
  },
  {
    method: 'POST',
    route: '/appointments/{appointment_id}/reschedule/',
    credentials: 'member',
    keyed: true,
    path: (f) => `/appointments/${segment(f.appointmentId)}/reschedule/`,
    body: (f) => ({ startsAt: f.slot, location: { state: BOOKING_STATE } }),
  },
  {
    method: 'GET',
    route: '/artifacts/{artifactId}/',
    credentials: 'member',
    keyed: false,
    path: (f) => `/artifacts/${segment(f.artifactId)}/`,
  },
  {
    method: 'PUT',
    route: '/pharmacy/',
    credentials: 'member',
    keyed: true,
    path: () => '/pharmacy/',
    body: (f) => ({ ncpdpId: f.ncpdpId }),
  },
  {
    method: 'POST',
    route: '/pharmacy/search/',
    credentials: 'bearer',
    keyed: true,
    path: () => '/pharmacy/search/',
    body: () => ({ searchTerm: 'Portland', latitude: 45.52, longitude: -122.68, state: BOOKING_STATE }),
  },
];

export async function firstPharmacyId(): Promise<string> {
  const response = await api.post('/pharmacy/search/', { json: { searchTerm: FULL_ADDRESS.city } });
  const { pharmacies } = expectSuccess(response, { status: 200, data: pharmacySearchDataSchema });
  const first = pharmacies[0];
  if (!first) throw new Error(`A pharmacy search for "${FULL_ADDRESS.city}" found nothing`);
  return first.ncpdpId;
}

export async function createOperationFixture(): Promise<OperationFixture> {
  const member = await createFullUser();
  const chat = await createChat(as(member));
  const appointment = await bookAsap(as(member), chat.id);
  const [slot] = await availableSlots(as(member));
  return {
    member,
    chatId: chat.id,
    appointmentId: appointment.id,
    artifactId: 'art_conformance_absent',
    slot: slot!,
    ncpdpId: await firstPharmacyId(),
  };
}
