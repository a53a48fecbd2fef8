import { describe, expect, it, vi } from 'vitest';
import { testCookieJar } from '@/testing/cookie-jar';
import {
  readSession,
  refreshSession,
  sessionCookieName,
  writeSessionCookie,
  type SessionData,
} from '@/lib/bff/session/session';

// A production deployment, read on first use of the configuration.
vi.stubEnv('NODE_ENV', 'production');
vi.stubEnv('SESSION_SECRET', 'production-like-session-secret-0123456789abc');
vi.stubEnv('E2E_INSECURE_COOKIES', '');
// Vitest's own test switch (vitest.config.ts): a production deployment has none.
vi.stubEnv('E2E_FAST_PASSWORD_HASHING', '');
vi.stubEnv('EMBEDDED_SERVICE', '1');

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);

async function startSession(fields: Omit<SessionData, 'issuedAt' | 'sessionId'>): Promise<SessionData> {
  const data = { sessionId: 'BBBBBBBBBBBBBBBBBBBBBB', issuedAt: Date.now(), ...fields };
  await writeSessionCookie(data);
  return data;
}

describe('the session cookie in production', () => {
  it('is named with the __Host- prefix, Secure, on path / and with no domain', async () => {
    expect(sessionCookieName()).toBe('__Host-consult_session');
    const started = await startSession({ accountId: 'pat_1', kind: 'patient', version: 0 });
    expect(testCookieJar.has('consult_session')).toBe(false);
    expect(testCookieJar.optionsOf('__Host-consult_session')).toMatchObject({ secure: true, path: '/' });
    expect(testCookieJar.optionsOf('__Host-consult_session')).not.toHaveProperty('domain');
    // A cookie for as long as the browser runs, in production too (ADR 0089).
    expect(testCookieJar.optionsOf('__Host-consult_session')).not.toHaveProperty('maxAge');
    expect(testCookieJar.optionsOf('__Host-consult_session')).not.toHaveProperty('expires');
    expect(await readSession()).toEqual(started);
  });

  it('ignores a cookie of the unprefixed name, which a subdomain or plain-http page could have planted', async () => {
    const seal = testCookieJar.get('__Host-consult_session')!.value;
    testCookieJar.clear();
    testCookieJar.set('consult_session', seal);
    expect(await readSession()).toBeNull();
  });

  it("writes a staff session's activity to the prefixed cookie, the one that is read", async () => {
    testCookieJar.clear();
    const started = await startSession({ accountId: 'stf_1', kind: 'staff', version: 0 });
    await refreshSession({ ...started, lastActiveAt: started.issuedAt + 60_000 });
    expect(testCookieJar.has('consult_session')).toBe(false);
    expect((await readSession())?.lastActiveAt).toBe(started.issuedAt + 60_000);
  });
});
