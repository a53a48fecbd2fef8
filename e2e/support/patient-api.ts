import { expect, type APIRequestContext } from '@playwright/test';
import { HEADACHE_ANSWERS } from '../../testing/embedded/conversation/consultation-script';
import { recordSentPersonalData } from './personal-data';
import { confirmAddressApi } from './registration-mail';
import { parseEventStream, SAME_ORIGIN_HEADERS, uniqueEmail, uniquePhoneNumber } from './same-origin';

/** What the patient app's register form sends; date of birth and sex may be left out. */
export interface PatientDetails {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  dateOfBirth?: string;
  sex?: 'male' | 'female' | 'other';
}

export const HOME_ADDRESS = {
  line1: '742 Evergreen Terrace',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62704',
};

/** A new patient's details: a unique e-mail and phone number for every call. */
export function newPatientDetails(prefix = 'patient'): Required<PatientDetails> {
  return {
    email: uniqueEmail(prefix),
    password: 'blue-hair-and-pearls-2026',
    firstName: 'Marge',
    lastName: 'Simpson',
    phoneNumber: uniquePhoneNumber(),
    dateOfBirth: '1982-03-19',
    sex: 'female',
  };
}

/**
 * Registers through the API as the pages do (ADR 0088): the address first, confirmed with the code from
 * the outbox, then the rest. The session cookie lands in the request context's cookie jar.
 */
export async function registerPatient(request: APIRequestContext, details: PatientDetails): Promise<void> {
  const { email, ...rest } = details;
  await confirmAddressApi(request, email);
  const response = await request.post('/api/auth/register', { headers: SAME_ORIGIN_HEADERS, data: rest });
  expect(response.status(), await response.text()).toBe(201);
}

export async function createChat(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/chats', {
    headers: SAME_ORIGIN_HEADERS,
    data: { timezone: 'America/Chicago' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

export interface TurnFrame {
  event: string;
  data: unknown;
}

/** One turn through the BFF's stream endpoint, read to its end: the events it carried, in order. */
export async function sendTurn(
  request: APIRequestContext,
  chatId: string,
  userInput: string,
): Promise<TurnFrame[]> {
  recordSentPersonalData('message', userInput);
  const response = await request.post(`/api/chats/${encodeURIComponent(chatId)}/stream`, {
    headers: { ...SAME_ORIGIN_HEADERS, Accept: 'text/event-stream' },
    data: { userEvent: { type: 'user_message', userInput } },
  });
  expect(response.status(), await response.text()).toBe(200);
  const frames = await parseEventStream(await response.text());
  return frames.flatMap((frame) => ('event' in frame ? [frame] : []));
}

/** Answers the headache intake until the stream reports the consultation complete. */
export async function completeConsultation(request: APIRequestContext, chatId: string): Promise<void> {
  for (const userInput of HEADACHE_ANSWERS) {
    const frames = await sendTurn(request, chatId, userInput);
    if (frames.some((frame) => frame.event === 'ai_consultation.complete')) return;
  }
  throw new Error('The consultation did not complete');
}

export async function saveHomeAddress(request: APIRequestContext): Promise<void> {
  const response = await request.put('/api/address', { headers: SAME_ORIGIN_HEADERS, data: HOME_ADDRESS });
  expect(response.status()).toBe(200);
}

export async function listSlots(request: APIRequestContext, state: string, from: string, to: string) {
  const params = new URLSearchParams({ state, datetimeFrom: from, datetimeTo: to });
  const response = await request.get(`/api/appointments/scheduled/available-slots?${params}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data.slots as string[];
}

export async function listAppointments(request: APIRequestContext) {
  const response = await request.get('/api/appointments?size=100');
  expect(response.status()).toBe(200);
  return (await response.json()).data.items as Array<{ id: string; status: string; startsAt: string }>;
}
