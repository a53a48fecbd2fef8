import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { GET as me } from '@/app/api/auth/me/route';
import { POST as register } from '@/app/api/auth/register/route';
import { requestLog } from '@/lib/db/app-schema';
import { testCookieJar } from '@/testing/cookie-jar';
import { buildRequest } from '@/testing/bff/route-harness';
import { settles } from '@/testing/settle';
import { confirmAddress, registerThroughRoutes } from '@/testing/bff/registration-flow';
import { registrationIdempotencyKey, requirePatient } from '@/lib/bff/accounts';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { DEMO_STAFF_EMAIL, describeDemoStaff, ensureDemoStaff } from '@/lib/bff/staff/demo-staff';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { SESSION_COOKIE_NAME } from '@/lib/bff/session/session';
import { SOCKET_ADDRESS_HEADER } from '@/lib/bff/http/socket-address';
import {
  HASHING_MAX_RUNNING,
  HASHING_MAX_WAITING,
  passwordHashing,
} from '@/lib/bff/accounts/hashing-limiter';

// Embedded mode with everything in memory: the real service client against the in-process service.
delete process.env.SERVICE_BASE_URL;
delete process.env.SERVICE_API_TOKEN;
delete process.env.DATABASE_URL;
process.env.EMBEDDED_DATABASE = 'memory';
process.env.EMBEDDED_STREAM_DELAY_MS = '0';
process.env.SESSION_SECRET = 'auth-flow-session-secret-0123456789abcdefgh';
process.env.DEMO_STAFF_PASSWORD = 'demo-dashboard-password';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);

const noParams = { params: Promise.resolve({}) };

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return buildRequest(path, { method: 'POST', body, headers });
}

async function read(response: Response) {
  return {
    status: response.status,
    body: (await response.json()) as { code: string; message: string; data?: unknown },
  };
}

const homer = {
  email: 'Homer@Springfield.test',
  password: 'donuts-forever',
  firstName: 'Homer',
  lastName: 'Simpson',
  dateOfBirth: '1980-05-12',
  phoneNumber: '+1 (555) 010-0742',
  sex: 'male',
};

beforeAll(async () => {
  testCookieJar.clear();
  // Starting the embedded service and migrating both schemas takes seconds: not part of any one test.
  await Promise.all([getServiceClient(), getAppDatabase()]);
});

describe('register → me → logout → login', () => {
  it('registers a patient, creating the service user, and signs them in', async () => {
    const registered = await read(await registerThroughRoutes(homer));
    expect(registered).toEqual({
      status: 201,
      body: {
        code: 'success',
        message: 'Request successful',
        data: { kind: 'patient', email: 'homer@springfield.test', name: 'Homer Simpson' },
      },
    });
    expect(testCookieJar.has(SESSION_COOKIE_NAME)).toBe(true);

    const { serviceUserId } = await requirePatient();
    const user = await (await getServiceClient()).getUser({ userId: serviceUserId });
    expect(user).toMatchObject({
      email: 'homer@springfield.test',
      firstName: 'Homer',
      phoneNumber: '+15550100742',
    });

    const session = await read(await me(buildRequest('/api/auth/me'), noParams));
    expect(session).toMatchObject({
      status: 200,
      body: { data: { kind: 'patient', email: 'homer@springfield.test' } },
    });
  });

  it('logs the service calls it made', async () => {
    const db = await getAppDatabase();
    await vi.waitFor(async () => {
      const calls = await db.select().from(requestLog).where(eq(requestLog.pathTemplate, '/users/'));
      expect(calls.map((call) => `${call.method} ${call.status} ${call.outcome}`)).toContain('POST 201 ok');
    }, settles);
  });

  it('signs out, after which me is 401', async () => {
    expect((await read(await logout(post('/api/auth/logout', {}), noParams))).status).toBe(200);
    expect(testCookieJar.has(SESSION_COOKIE_NAME)).toBe(false);
    const after = await read(await me(buildRequest('/api/auth/me'), noParams));
    expect(after).toMatchObject({ status: 401, body: { code: 'error.auth.required' } });
  });

  it('refuses a wrong password and accepts the right one', async () => {
    const wrong = await read(
      await login(post('/api/auth/login', { email: homer.email, password: 'beer-forever!' }), noParams),
    );
    expect(wrong).toMatchObject({ status: 401, body: { code: 'error.auth.invalid_credentials' } });
    expect(testCookieJar.has(SESSION_COOKIE_NAME)).toBe(false);

    const right = await read(
      await login(post('/api/auth/login', { email: homer.email, password: homer.password }), noParams),
    );
    expect(right).toMatchObject({ status: 200, body: { data: { kind: 'patient', name: 'Homer Simpson' } } });
    expect((await read(await me(buildRequest('/api/auth/me'), noParams))).status).toBe(200);
  });

  it('refuses the service conflict on a phone number as an existing account too', async () => {
    const samePhone = { ...homer, email: 'max.power@springfield.test', firstName: 'Max', lastName: 'Power' };
    const conflict = await read(await registerThroughRoutes(samePhone));
    expect(conflict).toMatchObject({ status: 400, body: { code: 'error.account.exists' } });
  });

  it('completes a registration whose service user was made just before a crash', async () => {
    const profile = { firstName: 'Apu', lastName: 'Nahasapeemapetilon' };
    const email = 'apu@kwik-e-mart.test';
    const organizationKey = await getOrganizationKey();
    const orphan = await (
      await getServiceClient()
    ).createUser({
      body: { ...profile, email },
      idempotencyKey: registrationIdempotencyKey({ organizationKey, email, profile }),
    });
    const registered = await read(
      await registerThroughRoutes({ ...profile, email, password: 'squishee-1234' }),
    );
    expect(registered.status).toBe(201);
    expect((await requirePatient()).serviceUserId).toBe(orphan.id);
  });

  it('validates the registration and checks CSRF first', async () => {
    const { email: _email, ...homersDetails } = homer;
    await confirmAddress('bart@springfield.test');
    const weak = await read(
      await register(post('/api/auth/register', { ...homersDetails, password: 'xxxxxxxxxxxx' }), noParams),
    );
    expect(weak).toMatchObject({
      status: 422,
      body: {
        code: 'error.validation',
        data: { fields: [{ path: 'password', message: expect.any(String) }] },
      },
    });
    const noName = await read(
      await register(post('/api/auth/register', { password: 'saxophone-solo-1989' }), noParams),
    );
    expect(noName.status).toBe(422);
    const crossSite = await read(
      await register(post('/api/auth/register', homersDetails, { Origin: 'https://evil.example' }), noParams),
    );
    expect(crossSite).toMatchObject({ status: 403, body: { code: 'error.csrf' } });
  });
});

describe('the demo staff account', () => {
  it('is seeded in embedded mode with the configured password and can sign in as staff', async () => {
    const demo = await ensureDemoStaff();
    expect(demo).toEqual({ email: DEMO_STAFF_EMAIL, password: 'demo-dashboard-password', file: undefined });
    expect(describeDemoStaff(demo!)).toContain('demo-dashboard-password');
    expect(await ensureDemoStaff()).toEqual(demo);

    const signedIn = await read(
      await login(
        post('/api/auth/login', {
          email: DEMO_STAFF_EMAIL,
          password: 'demo-dashboard-password',
          kind: 'staff',
        }),
        noParams,
      ),
    );
    expect(signedIn).toMatchObject({
      status: 200,
      body: { data: { kind: 'staff', email: DEMO_STAFF_EMAIL, role: 'admin' } },
    });
    const session = await read(await me(buildRequest('/api/auth/me'), noParams));
    expect(session).toMatchObject({
      status: 200,
      body: { data: { kind: 'staff', name: null, role: 'admin' } },
    });
  });
});

describe('new passwords', () => {
  const { email: _email, ...homersDetails } = homer;
  const attempt = (password: string, address: string) =>
    register(
      post(
        '/api/auth/register',
        { ...homersDetails, phoneNumber: '+1 555 010 0999', password },
        { [SOCKET_ADDRESS_HEADER]: address },
      ),
      noParams,
    );

  it('are refused on the list of common and breached passwords, or with the name or address in them', async () => {
    // The address the policy keeps out of the password is the one confirmed in this browser.
    await confirmAddress('jay.j.sim@springfield.test');
    const cases = [
      ['1234567890', /list of common or breached passwords/],
      ['password1234', /list of common or breached passwords/],
      ['Manchester2024!', /list of common or breached passwords/],
      ['beer-and-HOMER-forever', /Do not use your name/],
      ['jay.j.sim-at-moes', /Do not use your e-mail address/],
      ['beer'.repeat(33), /at most 128 characters/],
    ] as const;
    for (const [index, [password, reason]] of cases.entries()) {
      const refused = await read(await attempt(password, `192.0.2.${60 + index}`));
      expect(refused).toMatchObject({
        status: 422,
        body: {
          code: 'error.validation',
          data: { fields: [{ path: 'password', message: expect.stringMatching(reason) }] },
        },
      });
    }
  });
});

describe('password hashing under load', () => {
  it('answers 429 with Retry-After and the error envelope instead of queueing more hashes', async () => {
    const ned = {
      ...homer,
      email: 'ned@leftorium.test',
      firstName: 'Ned',
      lastName: 'Flanders',
      phoneNumber: '+1 555 010 0777',
      password: 'okily-dokily-neighbourino',
    };
    expect((await registerThroughRoutes(ned, { address: '192.0.2.79' })).status).toBe(201);
    await confirmAddress('busy.day@springfield.test');
    const { email: _email, ...homersDetails } = homer;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const occupying = Array.from({ length: HASHING_MAX_RUNNING + HASHING_MAX_WAITING }, () =>
      passwordHashing.run(() => held),
    );
    try {
      const signIn = await login(
        post(
          '/api/auth/login',
          { email: ned.email, password: ned.password },
          { [SOCKET_ADDRESS_HEADER]: '192.0.2.80' },
        ),
        noParams,
      );
      expect(signIn.status).toBe(429);
      expect(signIn.headers.get('Retry-After')).toBe('5');
      expect((await read(signIn)).body).toMatchObject({
        code: 'error.rate_limited',
        message: expect.stringMatching(/try again in a few seconds/),
        data: { retryAfterSeconds: 5 },
      });

      const registration = await register(
        post(
          '/api/auth/register',
          { ...homersDetails, phoneNumber: '+1 555 010 0888' },
          { [SOCKET_ADDRESS_HEADER]: '192.0.2.81' },
        ),
        noParams,
      );
      expect(registration.status).toBe(429);
      expect(registration.headers.get('Retry-After')).toBe('5');
      expect((await read(registration)).body.code).toBe('error.rate_limited');

      // Past the account's limit of 5 failures, had they been counted.
      for (let guess = 0; guess < 6; guess += 1) {
        const wrong = post(
          '/api/auth/login',
          { email: ned.email, password: `not-neds-${guess}` },
          { [SOCKET_ADDRESS_HEADER]: '192.0.2.82' },
        );
        expect((await login(wrong, noParams)).status).toBe(429);
      }
    } finally {
      release();
      await Promise.all(occupying);
    }
    // A refusal for load checked no password: it counts against neither the account nor the address.
    const signIn = await login(
      post(
        '/api/auth/login',
        { email: ned.email, password: ned.password },
        { [SOCKET_ADDRESS_HEADER]: '192.0.2.83' },
      ),
      noParams,
    );
    expect(signIn.status).toBe(200);
  });
});
