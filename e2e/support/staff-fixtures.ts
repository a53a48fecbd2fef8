import {
  test as base,
  expect,
  request as requestFactory,
  type APIRequestContext,
  type BrowserContext,
} from '@playwright/test';
import {
  completeConsultation,
  createChat,
  newPatientDetails,
  registerPatient,
  type PatientDetails,
} from './patient-api';
import { SAME_ORIGIN_HEADERS, uniqueEmail } from './same-origin';
import { demoAdminKey, signInWithTwoFactorApi } from './two-factor';

/** The demo admin scripts/e2e-server.mjs seeds (DEMO_STAFF_PASSWORD; the database is in memory). */
export const DEMO_ADMIN = {
  email: 'staff@demo.test',
  password: process.env.DEMO_STAFF_PASSWORD ?? 'springfield-e2e-dashboard-2026',
};

export interface StaffCredentials {
  email: string;
  password: string;
  /** The key of their two-factor sign-in, when it is on (the demo admin's is kept by two-factor.ts). */
  twoFactorKey?: string;
}

const isDemoAdmin = (credentials: StaffCredentials) => credentials.email === DEMO_ADMIN.email;

/**
 * Signs a request context in as staff through the API, for the admin calls a test needs as setup; with
 * the code step when two-factor sign-in is on, and setting it up for an admin who has none yet (ADR 0092).
 * Answers the key of their second factor, if any.
 */
export async function signInStaffApi(
  request: APIRequestContext,
  credentials: StaffCredentials = DEMO_ADMIN,
): Promise<string | undefined> {
  return signInWithTwoFactorApi(request, credentials, { isDemoAdmin: isDemoAdmin(credentials) });
}

/** The key for a staff member's code step in the browser: theirs, or the demo admin's (set up first if need be). */
export async function twoFactorKeyFor(credentials: StaffCredentials): Promise<string | undefined> {
  if (credentials.twoFactorKey) return credentials.twoFactorKey;
  if (!isDemoAdmin(credentials)) return undefined;
  const known = demoAdminKey();
  if (known) return known;
  const context = await requestFactory.newContext({
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`,
  });
  try {
    return await signInStaffApi(context, DEMO_ADMIN);
  } finally {
    await context.dispose();
  }
}

/**
 * The demo admin's cookies from an earlier test of this worker: every code is accepted once, so the
 * setup calls reuse one session (signing in again when it has ended) rather than sign in for each test.
 */
let demoAdminCookies: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

/** The link of the newest invitation e-mail to the address, read from the admins' outbox (no SMTP here). */
export async function invitationLinkFromOutbox(admin: APIRequestContext, email: string): Promise<string> {
  const response = await admin.get('/api/staff/outbox', { headers: SAME_ORIGIN_HEADERS });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as {
    data: { items: Array<{ kind: string; recipient: string; textBody: string }> };
  };
  const mail = data.items.find((item) => item.kind === 'staff-invitation' && item.recipient === email);
  const link = mail && /https?:\/\/\S+\/staff\/accept-invitation#token=[\w-]+/.exec(mail.textBody)?.[0];
  if (!link) throw new Error(`No invitation e-mail to ${email} in the outbox`);
  return link;
}

/**
 * A staff member as an admin makes one: invited through the admin API, as the demo admin, then accepted
 * from the e-mail's link with a password of the member's own choosing. Answers their credentials.
 */
export async function inviteStaff(
  admin: APIRequestContext,
  role: 'staff' | 'admin',
): Promise<StaffCredentials> {
  const email = uniqueEmail(`staff-${role}`);
  const invited = await admin.post('/api/staff/invitations', {
    headers: SAME_ORIGIN_HEADERS,
    data: { email, role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(await invitationLinkFromOutbox(admin, email)).hash.replace('#token=', '');
  const password = `Harbour-lantern-${Math.random().toString(36).slice(2, 10)}-42`;
  const accepted = await admin.post('/api/auth/staff-invitation/accept', {
    headers: SAME_ORIGIN_HEADERS,
    data: { token, password },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return { email, password };
}

/**
 * An admin made for one test, invited by the demo admin, with two-factor sign-in set up through the API.
 * The server takes each 30-second code step once per account (ADR 0092): signing every test's console in
 * as the demo admin would hold the suite to one sign-in every 30 seconds, so each test has an admin of
 * its own, whose key has the steps around now to spare.
 */
export async function inviteAdminWithTwoFactor(
  admin: APIRequestContext,
  baseURL: string | undefined,
): Promise<StaffCredentials & { twoFactorKey: string }> {
  const credentials = await inviteStaff(admin, 'admin');
  const context = await requestFactory.newContext({ baseURL });
  try {
    const twoFactorKey = await signInStaffApi(context, credentials);
    if (!twoFactorKey) throw new Error(`${credentials.email} was not asked to set up two-factor sign-in`);
    return { ...credentials, twoFactorKey };
  } finally {
    await context.dispose();
  }
}

export interface AppPatient {
  details: Required<PatientDetails>;
  /** The patient's own signed-in request context, in a browser context apart from the staff page's. */
  request: APIRequestContext;
  fullName: string;
}

/** Starts a chat as the patient and answers the headache intake to its end, as the patient app does. */
export async function completeConsultationAs(patient: AppPatient): Promise<string> {
  const chatId = await createChat(patient.request);
  await completeConsultation(patient.request, chatId);
  return chatId;
}

export interface StaffFixtures {
  /**
   * A patient of the patient app, registered in a browser context of their own, so that the staff page
   * and the patient's session never share cookies. The last name is unique: a name search finds only them.
   */
  appPatient: AppPatient;
  /** That patient's browser context (the same cookies as `appPatient.request`), for pages of the patient app. */
  appPatientContext: BrowserContext;
  /** The demo admin signed in through the API in a context of its own, for setup calls. */
  adminRequest: APIRequestContext;
  /** A staff member with the staff role (not admin), invited by the demo admin: the password they chose. */
  staffMember: StaffCredentials;
  /** An admin of this test's own, with two-factor sign-in set up: who signs in to the console's pages. */
  consoleAdmin: StaffCredentials & { twoFactorKey: string };
}

export const test = base.extend<StaffFixtures>({
  // The project's screen, so that the patient's pages are checked at the narrow width as well.
  appPatientContext: async ({ browser, baseURL, viewport, hasTouch, isMobile }, provide) => {
    const context = await browser.newContext({ baseURL, viewport, hasTouch, isMobile });
    await provide(context);
    await context.close();
  },
  appPatient: async ({ appPatientContext }, provide) => {
    const suffix = Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 6);
    const details = { ...newPatientDetails('marge'), lastName: `Bouvier${suffix}` };
    await registerPatient(appPatientContext.request, details);
    await provide({
      details,
      request: appPatientContext.request,
      fullName: `${details.firstName} ${details.lastName}`,
    });
  },
  adminRequest: async ({ browser, baseURL }, provide) => {
    const context = await browser.newContext({ baseURL, storageState: demoAdminCookies });
    const still = demoAdminCookies && (await context.request.get('/api/staff/session')).status() === 200;
    if (!still) await signInStaffApi(context.request);
    await provide(context.request);
    demoAdminCookies = await context.storageState();
    await context.close();
  },
  staffMember: async ({ adminRequest }, provide) => {
    await provide(await inviteStaff(adminRequest, 'staff'));
  },
  consoleAdmin: async ({ adminRequest, baseURL }, provide) => {
    await provide(await inviteAdminWithTwoFactor(adminRequest, baseURL));
  },
});
