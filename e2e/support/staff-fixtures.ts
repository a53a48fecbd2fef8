import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { completeConsultation, createChat } from './booking-fixtures';
import { newPatientDetails, registerPatient, type PatientDetails } from './fixtures';
import { SAME_ORIGIN_HEADERS, uniqueEmail } from './same-origin';

/** The demo admin scripts/e2e-server.mjs seeds (DEMO_STAFF_PASSWORD; the database is in memory). */
export const DEMO_ADMIN = {
  email: 'staff@demo.test',
  password: process.env.DEMO_STAFF_PASSWORD ?? 'demo-staff-e2e-password-2026',
};

export interface StaffCredentials {
  email: string;
  password: string;
}

/** Signs in through the staff sign-in page and waits for the patient list itself. */
export async function signInAsStaff(page: Page, credentials: StaffCredentials = DEMO_ADMIN): Promise<void> {
  await page.goto('/staff/sign-in');
  await page.getByLabel('E-mail').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
  // The sign-in form replaces the page and refreshes it: wait for the patient list (not for an idle
  // network, which links prefetching on a narrow screen may never give) before axe reads the DOM.
  await expect(page.getByRole('table').or(page.getByText('No patients found'))).toBeVisible();
}

/** Signs a request context in as staff through the API, for the admin calls a test needs as setup. */
export async function signInStaffApi(request: APIRequestContext, credentials = DEMO_ADMIN): Promise<void> {
  const login = await request.post('/api/auth/login', {
    headers: SAME_ORIGIN_HEADERS,
    data: { ...credentials, kind: 'staff' },
  });
  expect(login.status(), await login.text()).toBe(200);
}

/** Invites a staff member through the admin API, as the demo admin; answers the one-time password. */
export async function inviteStaff(
  admin: APIRequestContext,
  role: 'staff' | 'admin',
): Promise<StaffCredentials> {
  const email = uniqueEmail(`staff-${role}`);
  const response = await admin.post('/api/staff/accounts', {
    headers: SAME_ORIGIN_HEADERS,
    data: { email, role },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { oneTimePassword: string } };
  return { email, password: data.oneTimePassword };
}

export interface RegisteredPatient {
  details: PatientDetails;
  /** The patient's own signed-in request context, in a browser context apart from the staff page's. */
  request: APIRequestContext;
  fullName: string;
}

/**
 * A patient registered through the patient API in a browser context of their own, so that the staff page
 * and the patient's session never share cookies. The last name is unique, so a name search finds only them.
 */
async function registerPatientIn(request: APIRequestContext): Promise<RegisteredPatient> {
  const suffix = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6);
  const details = { ...newPatientDetails('marge'), lastName: `Bouvier${suffix}` };
  await registerPatient(request, details);
  return { details, request, fullName: `${details.firstName} ${details.lastName}` };
}

/** Starts a chat as the patient and answers the headache intake to its end, as the patient app does. */
export async function completeConsultationAs(patient: RegisteredPatient): Promise<string> {
  const chatId = await createChat(patient.request);
  await completeConsultation(patient.request, chatId);
  return chatId;
}

/** From the patient list: searches by name and opens the patient's page; answers their account id. */
export async function openPatient(page: Page, patient: RegisteredPatient): Promise<string> {
  await page.getByLabel('Search patients').fill(patient.details.lastName);
  await page.getByRole('link', { name: patient.fullName }).click();
  await expect(page.getByRole('heading', { level: 2, name: patient.fullName })).toBeVisible();
  const match = /\/staff\/patients\/([^/?#]+)/.exec(page.url());
  expect(match, page.url()).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

interface StaffFixtures {
  /** A patient registered through the patient API, signed in within a browser context of their own. */
  patient: RegisteredPatient;
  /** The patient's browser context (the same cookies as `patient.request`), for pages of the patient app. */
  patientContext: BrowserContext;
  /** The demo admin signed in through the API in a context of its own, for setup calls. */
  adminRequest: APIRequestContext;
}

export const test = base.extend<StaffFixtures>({
  // The project's screen, so that the patient's pages are checked at the narrow width as well.
  patientContext: async ({ browser, baseURL, viewport, hasTouch, isMobile }, provide) => {
    const context = await browser.newContext({ baseURL, viewport, hasTouch, isMobile });
    await provide(context);
    await context.close();
  },
  patient: async ({ patientContext }, provide) => {
    await provide(await registerPatientIn(patientContext.request));
  },
  adminRequest: async ({ browser, baseURL }, provide) => {
    const context = await browser.newContext({ baseURL });
    await signInStaffApi(context.request);
    await provide(context.request);
    await context.close();
  },
});

export { expect };
