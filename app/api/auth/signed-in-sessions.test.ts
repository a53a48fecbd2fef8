import { POST as verifySecondFactor } from '@/app/api/auth/two-factor/verify/route';
import { totpCodeFor } from '@/testing/bff/second-factor';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { GET as me } from '@/app/api/auth/me/route';
import { GET as listSessions } from '@/app/api/auth/sessions/route';
import { DELETE as endSession } from '@/app/api/auth/sessions/[sessionId]/route';
import { POST as endOthers } from '@/app/api/auth/sessions/end-others/route';
import { GET as usersMe } from '@/app/api/users/me/route';
import { GET as auditLog } from '@/app/api/staff/audit-log/route';
import type { SignedInSession } from '@/lib/contract/bff';
import { testCookieJar } from '@/testing/cookie-jar';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createPatient,
  createStaff,
  readEnvelope,
  startTestServices,
} from '@/testing/bff/route-harness';
import { securityLog } from '@/lib/bff/logging/security-log';
import { SESSION_COOKIE_NAME } from '@/lib/bff/session/session';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

const PASSWORD = 'correct-horse-battery';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const HOSTILE = 'Mozilla/5.0 <script>alert(1)</script> (X11; Linux x86_64) Chrome/126.0.0.0 Safari/537.36';

beforeAll(startTestServices);

/**
 * Signs in again from another browser (with the code step when the account has a second factor) and
 * returns that browser's cookie.
 */
async function signInElsewhere(
  email: string,
  kind: 'patient' | 'staff',
  userAgent = FIREFOX,
  secondFactorKey?: string,
) {
  actAs(null);
  const response = await callRoute(login, '/api/auth/login', {
    method: 'POST',
    body: { email, password: PASSWORD, kind },
    headers: { 'User-Agent': userAgent },
  });
  expect(response.status).toBe(200);
  if (secondFactorKey) {
    const verified = await callRoute(verifySecondFactor, '/api/auth/two-factor/verify', {
      method: 'POST',
      body: { code: totpCodeFor(secondFactorKey) },
      headers: { 'User-Agent': userAgent },
    });
    expect(verified.status).toBe(200);
  }
  return { seal: testCookieJar.get(SESSION_COOKIE_NAME)!.value };
}

async function sessionsOf(browser: { seal: string }): Promise<SignedInSession[]> {
  actAs(browser);
  const { status, body } = await readEnvelope<{ items: SignedInSession[] }>(
    await callRoute(listSessions, '/api/auth/sessions'),
  );
  expect(status).toBe(200);
  return body.data!.items;
}

function endOne(id: string) {
  return callRoute(endSession, `/api/auth/sessions/${id}`, { method: 'DELETE', params: { sessionId: id } });
}

describe('sign-out ends this browser only (ADR 0089)', () => {
  it("leaves the patient's other browsers signed in", async () => {
    const phone = await createPatient();
    const laptop = await signInElsewhere(phone.account.email, 'patient');
    actAs(phone);
    expect((await callRoute(logout, '/api/auth/logout', { method: 'POST', body: {} })).status).toBe(200);
    expect(testCookieJar.has(SESSION_COOKIE_NAME)).toBe(false);
    // A copy of the signed-out cookie replayed later is refused.
    actAs(phone);
    expect((await callRoute(usersMe, '/api/users/me')).status).toBe(401);
    actAs(laptop);
    expect((await callRoute(usersMe, '/api/users/me')).status).toBe(200);
    expect((await callRoute(me, '/api/auth/me')).status).toBe(200);
  });

  it("leaves a staff member's other sessions, and audits the sign-out", async () => {
    const desk = await createStaff('admin');
    const tablet = await signInElsewhere(desk.account.email, 'staff', FIREFOX, desk.secondFactorKey);
    actAs(desk);
    await callRoute(logout, '/api/auth/logout', { method: 'POST', body: {} });
    actAs(tablet);
    const audit = await readEnvelope<{ items: Array<{ action: string; staffAccountId: string }> }>(
      await callRoute(auditLog, `/api/staff/audit-log?staffId=${desk.account.id}&size=100`),
    );
    expect(audit.status).toBe(200);
    expect(audit.body.data!.items.map((item) => item.action)).toContain('account.session.signed-out');
    actAs(desk);
    expect((await callRoute(me, '/api/auth/me')).status).toBe(401);
  });
});

describe("the patient's signed-in devices", () => {
  it('lists each browser with its device, times and this one marked, as text', async () => {
    const first = await createPatient();
    const laptop = await signInElsewhere(first.account.email, 'patient', FIREFOX);
    const odd = await signInElsewhere(first.account.email, 'patient', HOSTILE);
    const items = await sessionsOf(odd);
    expect(items).toHaveLength(3);
    expect(items.filter((item) => item.current)).toHaveLength(1);
    const current = items.find((item) => item.current)!;
    // Only names from the summary's own vocabulary come out of a User-Agent.
    expect(current.device).toBe('Chrome 126 on Linux');
    expect(items.map((item) => item.device)).toEqual(
      expect.arrayContaining(['Firefox 128 on Windows', 'Unknown browser']),
    );
    for (const item of items) {
      expect(item.id).toMatch(/^[0-9a-f]{32}$/);
      expect(Date.parse(item.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(item.startedAt));
    }
    expect(JSON.stringify(items)).not.toContain(laptop.seal);
  });

  it('signs out another device, which is refused from its next request on', async () => {
    const phone = await createPatient();
    const laptop = await signInElsewhere(phone.account.email, 'patient');
    const logged = vi.spyOn(securityLog, 'info');
    const laptopEntry = (await sessionsOf(phone)).find((item) => !item.current)!;
    actAs(phone);
    expect((await endOne(laptopEntry.id)).status).toBe(200);
    expect(logged).toHaveBeenCalledWith(
      { event: 'account.session.ended-elsewhere', accountId: phone.account.id },
      'session.ended-elsewhere',
    );
    actAs(laptop);
    expect((await callRoute(usersMe, '/api/users/me')).status).toBe(401);
    actAs(phone);
    expect((await callRoute(usersMe, '/api/users/me')).status).toBe(200);
    expect((await sessionsOf(phone)).map((item) => item.current)).toEqual([true]);
    // Twice: it is gone.
    actAs(phone);
    const again = await readEnvelope(await endOne(laptopEntry.id));
    expect(again).toMatchObject({ status: 404, body: { code: 'error.not_found' } });
  });

  it("answers 404 in the envelope for another account's session or an id of the wrong form", async () => {
    const mallory = await createPatient();
    const victim = await createPatient();
    const victimEntry = (await sessionsOf(victim))[0]!;
    actAs(mallory);
    for (const id of [victimEntry.id, 'not-an-id', 'A'.repeat(32)]) {
      const answer = await readEnvelope(await endOne(id));
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'error.not_found', requestId: expect.any(String) });
    }
    actAs(victim);
    expect((await callRoute(usersMe, '/api/users/me')).status).toBe(200);
  });

  it('ending this device from the list is a sign-out', async () => {
    const patient = await createPatient();
    const own = (await sessionsOf(patient))[0]!;
    actAs(patient);
    expect((await endOne(own.id)).status).toBe(200);
    expect(testCookieJar.has(SESSION_COOKIE_NAME)).toBe(false);
    actAs(patient);
    expect((await callRoute(usersMe, '/api/users/me')).status).toBe(401);
  });

  it('signs out everywhere else and keeps this browser', async () => {
    const phone = await createPatient();
    const laptop = await signInElsewhere(phone.account.email, 'patient');
    const tablet = await signInElsewhere(phone.account.email, 'patient');
    actAs(phone);
    const { status, body } = await readEnvelope<{ ended: number }>(
      await callRoute(endOthers, '/api/auth/sessions/end-others', { method: 'POST' }),
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({ ended: 2 });
    for (const browser of [laptop, tablet]) {
      actAs(browser);
      expect((await callRoute(usersMe, '/api/users/me')).status).toBe(401);
    }
    actAs(phone);
    expect((await callRoute(usersMe, '/api/users/me')).status).toBe(200);
  });

  it('is for patients: no session is 401, a staff session 401 too', async () => {
    actAs(null);
    expect((await callRoute(listSessions, '/api/auth/sessions')).status).toBe(401);
    actAs(await createStaff('staff'));
    expect((await callRoute(listSessions, '/api/auth/sessions')).status).toBe(401);
  });
});
