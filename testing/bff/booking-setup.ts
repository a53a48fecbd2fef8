import 'server-only';
import { expect } from 'vitest';
import { PUT as putAddress } from '@/app/api/address/route';
import { GET as listSlots } from '@/app/api/appointments/scheduled/available-slots/route';
import { POST as createChat } from '@/app/api/chats/route';
import type { PatientAccount } from '@/lib/bff/accounts';
import {
  callRoute,
  createPatient,
  readEnvelope,
  SPRINGFIELD_ADDRESS,
  type SignedIn,
} from '@/testing/bff/route-harness';

/** A signed-in patient who may book: an address on file and a chat to book from. */
export type BookingPatient = SignedIn<PatientAccount> & { chatId: string };

/** Creates and signs in a patient, saves the Springfield address and starts a chat, through the routes. */
export async function createBookingPatient(): Promise<BookingPatient> {
  const patient = await createPatient();
  expect(
    (await callRoute(putAddress, '/api/address', { method: 'PUT', body: SPRINGFIELD_ADDRESS })).status,
  ).toBe(200);
  const created = await readEnvelope<{ id: string }>(
    await callRoute(createChat, '/api/chats', { method: 'POST', body: {} }),
  );
  return { ...patient, chatId: created.body.data!.id };
}

/** The signed-in caller's open slots in Oregon, as the slot picker reads them. */
export async function openSlots(): Promise<string[]> {
  const { status, body } = await readEnvelope<{ slots: string[] }>(
    await callRoute(listSlots, '/api/appointments/scheduled/available-slots?state=OR'),
  );
  expect(status).toBe(200);
  return body.data!.slots;
}
