import 'server-only';
import { randomInt, randomUUID } from 'node:crypto';
import type { PutAddressBodyInput } from '@/lib/contract';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '@/lib/client/csrf-header';
import {
  createStaffAccount,
  registerPatient,
  type PatientAccount,
  type StaffAccount,
} from '@/lib/bff/accounts';
import type { PatientProfile } from '@/lib/bff/accounts';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { SESSION_COOKIE_NAME } from '@/lib/bff/session/session';
import { startSession } from '@/lib/bff/accounts/session-records';
import { jarCookieHeader, testCookieJar } from '@/testing/cookie-jar';
import { remoteServiceAddress } from '@/testing/bff/service-under-test';
import { enrolSecondFactorDirectly } from '@/testing/bff/second-factor';

/**
 * Route handlers called in process, with the real service client underneath. The service is the embedded
 * one in memory, or with vitest.remote.config.ts a standalone one over HTTP (see service-under-test.ts).
 * Each test file is its own process (Vitest forks), so each gets a fresh app database, and in process a
 * fresh service.
 *
 * In the test file: `vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);`
 * then `configureTestEnvironment()` at the top level. The configuration is read on first use, so this
 * may run after the imports.
 */
export function configureTestEnvironment(): void {
  delete process.env.DATABASE_URL;
  process.env.SESSION_SECRET = 'bff-route-tests-session-secret-0123456789';
  const remote = remoteServiceAddress();
  if (remote) {
    process.env.SERVICE_BASE_URL = remote.baseUrl;
    process.env.SERVICE_API_TOKEN = remote.token;
    process.env.APP_DATABASE = 'memory';
    delete process.env.EMBEDDED_DATABASE;
    return;
  }
  delete process.env.SERVICE_BASE_URL;
  delete process.env.SERVICE_API_TOKEN;
  process.env.EMBEDDED_DATABASE = 'memory';
  process.env.EMBEDDED_STREAM_DELAY_MS = '0';
  process.env.EMBEDDED_ARTIFACT_DELAY_MS = '0';
  // Whole consultations run back to back; the rate limit has tests of its own in the service.
  process.env.EMBEDDED_TURNS_PER_MINUTE = '1000';
}

/** Starting the service and migrating both schemas takes seconds: for `beforeAll`. */
export async function startTestServices(): Promise<void> {
  testCookieJar.clear();
  await Promise.all([getServiceClient(), getAppDatabase()]);
}

export const ORIGIN = 'http://localhost:3000';

type Handler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;

export interface CallOptions {
  method?: 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with a JSON content type. */
  rawBody?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  /** Leave out the same-origin markers (Origin and the app's header) of state-changing requests. */
  crossSite?: boolean;
  signal?: AbortSignal;
}

export function buildRequest(path: string, options: CallOptions = {}): Request {
  const method = options.method ?? 'GET';
  const headers = new Headers(options.headers);
  // The browser sends its cookies with every request; the route reads the session from them.
  const cookie = jarCookieHeader();
  if (cookie && !headers.has('Cookie')) headers.set('Cookie', cookie);
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  if (hasBody && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  if (method !== 'GET' && method !== 'HEAD' && !options.crossSite) {
    if (!headers.has('Origin')) headers.set('Origin', ORIGIN);
    if (!headers.has(CSRF_HEADER_NAME)) headers.set(CSRF_HEADER_NAME, CSRF_HEADER_VALUE);
  }
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: options.signal,
  });
}

/** Calls a route's exported handler as Next would, with the params as a promise. */
export function callRoute(handler: unknown, path: string, options: CallOptions = {}): Promise<Response> {
  const context = { params: Promise.resolve(options.params ?? {}) as Promise<never> };
  return (handler as Handler)(buildRequest(path, options), context);
}

export interface Envelope<T = unknown> {
  code: string;
  message: string;
  data?: T;
  requestId?: string;
}

export async function readEnvelope<T = unknown>(
  response: Response,
): Promise<{ status: number; body: Envelope<T> }> {
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

// The service refuses a second user with the same phone number, and in remote mode test files that run
// one after another share a service: a random prefix per process keeps their numbers apart.
const phonePrefix = String(randomInt(1_000_000)).padStart(6, '0');
let phoneSequence = 0;
function nextPhoneNumber(): string {
  phoneSequence += 1;
  return `+1 555 ${phonePrefix} ${String(phoneSequence).padStart(4, '0')}`;
}

/** A grown-up with everything booking and pharmacy choice need on file. */
export function fullProfile(overrides: Partial<PatientProfile> = {}): PatientProfile {
  return {
    firstName: 'Homer',
    lastName: 'Simpson',
    dateOfBirth: '1980-05-12',
    phoneNumber: nextPhoneNumber(),
    sex: 'male',
    ...overrides,
  };
}

export const SPRINGFIELD_ADDRESS: PutAddressBodyInput = {
  line1: '742 Evergreen Terrace',
  city: 'Springfield',
  state: 'OR',
  postalCode: '97403',
};

export interface SignedIn<Account> {
  account: Account;
  /** The session cookie's value, for `actAs`. */
  seal: string;
}

function takeSessionSeal(): string {
  const seal = testCookieJar.get(SESSION_COOKIE_NAME)?.value;
  if (!seal) throw new Error('No session cookie was set');
  return seal;
}

/**
 * Registers a patient (service user and account) as if their address had just been confirmed, and
 * signs them in. The confirmation itself is tested through the routes (registration.test.ts), and
 * `registerThroughRoutes` (registration-flow.ts) walks the whole flow.
 */
export async function createPatient(
  profile: PatientProfile = fullProfile(),
): Promise<SignedIn<PatientAccount>> {
  const account = await registerPatient({
    email: `patient-${randomUUID()}@springfield.test`,
    emailConfirmedAt: new Date(),
    password: 'correct-horse-battery',
    profile,
  });
  await startSession({ accountId: account.id, kind: 'patient', version: account.sessionVersion });
  return { account, seal: takeSessionSeal() };
}

/**
 * Creates a staff member and signs them in. An admin gets a second factor first (admins need one to use
 * the dashboard, ADR 0092), unless `secondFactor: false`; its key is `secondFactorKey`.
 */
export async function createStaff(
  role: 'staff' | 'admin' = 'staff',
  { secondFactor = role === 'admin' }: { secondFactor?: boolean } = {},
): Promise<SignedIn<StaffAccount> & { secondFactorKey?: string }> {
  const account = await createStaffAccount({
    email: `staff-${randomUUID()}@springfield.test`,
    password: 'correct-horse-battery',
    role,
  });
  const secondFactorKey = secondFactor
    ? await enrolSecondFactorDirectly({
        organizationKey: account.organizationKey,
        kind: 'staff',
        accountId: account.id,
      })
    : undefined;
  await startSession({ accountId: account.id, kind: 'staff', version: account.sessionVersion });
  return { account, seal: takeSessionSeal(), secondFactorKey };
}

/** The browser's cookie from now on: someone's session, or none. */
export function actAs(signedIn: { seal: string } | null): void {
  testCookieJar.clear();
  if (signedIn) testCookieJar.set(SESSION_COOKIE_NAME, signedIn.seal);
}

export {
  embeddedService,
  serviceFaults,
  serviceToken,
  serviceTransport,
  isRemoteService,
} from '@/testing/bff/service-under-test';
