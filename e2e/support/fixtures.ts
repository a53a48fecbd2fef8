import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { SAME_ORIGIN_HEADERS, uniqueEmail, uniquePhoneNumber } from './same-origin';

export interface PatientDetails {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  dateOfBirth: string;
  sex: 'male' | 'female' | 'other';
}

/** A new patient's details: a unique e-mail and phone number for every call. */
export function newPatientDetails(prefix = 'patient'): PatientDetails {
  return {
    email: uniqueEmail(prefix),
    password: 'marge-and-the-kids-2026',
    firstName: 'Marge',
    lastName: 'Simpson',
    phoneNumber: uniquePhoneNumber(),
    dateOfBirth: '1984-03-19',
    sex: 'female',
  };
}

/** Registers through the API; the session cookie lands in the request context's cookie jar. */
export async function registerPatient(request: APIRequestContext, details: PatientDetails): Promise<void> {
  const response = await request.post('/api/auth/register', { headers: SAME_ORIGIN_HEADERS, data: details });
  expect(response.status(), await response.text()).toBe(201);
}

export const test = base.extend<{ patient: PatientDetails }>({
  /** A signed-in patient: registered through the API, with its session cookie in the page's browser context. */
  patient: async ({ page }, provide) => {
    const details = newPatientDetails();
    await registerPatient(page.request, details);
    await provide(details);
  },
});

export { expect };
