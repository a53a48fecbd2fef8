import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { GET as me } from '@/app/api/auth/me/route';
import { GET as usersMe } from '@/app/api/users/me/route';
import { GET as auditLog } from '@/app/api/staff/audit-log/route';
import { POST as verifySecondFactor } from '@/app/api/auth/two-factor/verify/route';
import { testCookieJar } from '@/testing/cookie-jar';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createPatient,
  createStaff,
  startTestServices,
} from '@/testing/bff/route-harness';
import { SESSION_COOKIE_NAME } from '@/lib/bff/session/session';
import { totpCodeFor } from '@/testing/bff/second-factor';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

const PASSWORD = 'correct-horse-battery';

beforeAll(startTestServices);

/**
 * Signs in again from a "second browser" (with the code step when the account has a second factor) and
 * returns that browser's cookie.
 */
async function signInElsewhere(
  email: string,
  kind: 'patient' | 'staff',
  secondFactorKey?: string,
): Promise<{ seal: string }> {
  actAs(null);
  const response = await callRoute(login, '/api/auth/login', {
    method: 'POST',
    body: { email, password: PASSWORD, kind },
  });
  expect(response.status).toBe(200);
  if (secondFactorKey) {
    const verified = await callRoute(verifySecondFactor, '/api/auth/two-factor/verify', {
      method: 'POST',
      body: { code: totpCodeFor(secondFactorKey) },
    });
    expect(verified.status).toBe(200);
  }
  return { seal: testCookieJar.get(SESSION_COOKIE_NAME)!.value };
}

describe('sign-out revokes the session everywhere', () => {
  it('refuses every other browser of the patient from the next request on, and a new sign-in works', async () => {
    const phone = await createPatient();
    const laptop = await signInElsewhere(phone.account.email, 'patient');
    actAs(laptop);
    expect((await callRoute(usersMe, '/api/users/me')).status).toBe(200);

    actAs(phone);
    expect((await callRoute(logout, '/api/auth/logout', { method: 'POST', body: {} })).status).toBe(200);

    // The laptop still holds a well-sealed, unexpired cookie: it no longer counts.
    actAs(laptop);
    expect((await callRoute(usersMe, '/api/users/me')).status).toBe(401);
    expect((await callRoute(me, '/api/auth/me')).status).toBe(401);
    // A copy of the signed-out cookie replayed later is refused too.
    actAs(phone);
    expect((await callRoute(usersMe, '/api/users/me')).status).toBe(401);

    const again = await signInElsewhere(phone.account.email, 'patient');
    actAs(again);
    expect((await callRoute(usersMe, '/api/users/me')).status).toBe(200);
  });

  it("refuses a staff member's other sessions after sign-out", async () => {
    const desk = await createStaff('admin');
    const tablet = await signInElsewhere(desk.account.email, 'staff', desk.secondFactorKey);
    actAs(tablet);
    expect((await callRoute(auditLog, '/api/staff/audit-log')).status).toBe(200);
    actAs(desk);
    await callRoute(logout, '/api/auth/logout', { method: 'POST', body: {} });
    actAs(tablet);
    expect((await callRoute(auditLog, '/api/staff/audit-log')).status).toBe(401);
    expect((await callRoute(me, '/api/auth/me')).status).toBe(401);
  });
});
