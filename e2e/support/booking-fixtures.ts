import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { HEADACHE_ANSWERS } from '../../testing/embedded/conversation/consultation-script';
import { SAME_ORIGIN_HEADERS, uniqueEmail, uniquePhoneNumber } from './same-origin';

export const HOME_ADDRESS = {
  line1: '742 Evergreen Terrace',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62704',
};

export interface PatientDetails {
  phoneNumber?: string;
  dateOfBirth?: string;
  sex?: string;
}

/** Registers through the browser's own request context, so that the session cookie lands in the page. */
export async function registerPatient(page: Page, details: PatientDetails = {}): Promise<string> {
  const email = uniqueEmail('marge');
  const response = await page.request.post('/api/auth/register', {
    headers: SAME_ORIGIN_HEADERS,
    data: {
      email,
      password: 'blue-hair-and-pearls-2026',
      firstName: 'Marge',
      lastName: 'Simpson',
      // Phone numbers are unique per account, like e-mail addresses.
      phoneNumber: uniquePhoneNumber(),
      dateOfBirth: '1982-03-19',
      sex: 'female',
      ...details,
    },
  });
  expect(response.status()).toBe(201);
  return email;
}

export async function createChat(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/chats', { headers: SAME_ORIGIN_HEADERS, data: {} });
  expect(response.status()).toBe(201);
  return (await response.json()).data.id as string;
}

/** Answers the headache intake until the stream reports the consultation complete. */
export async function completeConsultation(request: APIRequestContext, chatId: string): Promise<void> {
  for (const userInput of HEADACHE_ANSWERS) {
    const response = await request.post(`/api/chats/${chatId}/stream`, {
      headers: { ...SAME_ORIGIN_HEADERS, Accept: 'text/event-stream' },
      data: { userEvent: { type: 'user_message', userInput } },
    });
    expect(response.status()).toBe(200);
    if ((await response.text()).includes('event: ai_consultation.complete')) return;
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

/** Picks the first day in view with open times, and returns its first slot's button. */
export async function openFirstDayWithTimes(page: Page) {
  const days = page.getByRole('list', { name: 'Days' }).getByRole('button');
  await expect(days.first()).toHaveAccessibleName(/open times/);
  for (let later = 0; later < 3; later += 1) {
    const count = await days.count();
    for (let index = 0; index < count; index += 1) {
      const day = days.nth(index);
      if (/, no open times/.test((await day.getAttribute('aria-label')) ?? '')) continue;
      await day.click();
      return page.locator('ul[aria-labelledby="slot-day-title"] button');
    }
    await page.getByRole('button', { name: 'Later week' }).click();
    await expect(days.first()).toHaveAccessibleName(/open times/);
  }
  throw new Error('No open times in three weeks');
}

interface BookingFixtures {
  /** A signed-in patient with name, phone, date of birth and sex, and no address. */
  patient: { email: string };
  /** A chat of that patient. */
  chatId: string;
  /** A chat whose consultation completed, as the chat page's call to action follows. */
  completedChatId: string;
}

export const test = base.extend<BookingFixtures>({
  patient: async ({ page }, provide) => {
    await provide({ email: await registerPatient(page) });
  },
  chatId: async ({ page, patient }, provide) => {
    void patient;
    await provide(await createChat(page.request));
  },
  completedChatId: async ({ page, patient }, provide) => {
    void patient;
    const chatId = await createChat(page.request);
    await completeConsultation(page.request, chatId);
    await provide(chatId);
  },
});

export { expect };
