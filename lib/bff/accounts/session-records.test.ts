import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountSessions } from '@/lib/db/app-schema';
import { configureRemoteModeInMemory, insertPatientAccount, rejectionOf } from '@/testing/account-fixtures';
import { testCookieJar } from '@/testing/cookie-jar';
import { createStaffAccount, requirePatient, requireStaff } from '@/lib/bff/accounts';
import { endOtherSessions, listSignedInSessions, signOut } from '@/lib/bff/accounts/account-sessions';
import { findCurrentAccount } from '@/lib/bff/accounts/current-account';
import { ACTIVITY_WRITE_EVERY_MS, publicSessionId, startSession } from '@/lib/bff/accounts/session-records';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { securityLog } from '@/lib/bff/logging/security-log';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { readSession, SESSION_COOKIE_NAME, type SessionData } from '@/lib/bff/session/session';
import { IDLE_GRACE_MS, idleTimeoutMs } from '@/lib/bff/session/session-idle';

// The account cache at its default: what these tests prove holds with the cache in the way.
configureRemoteModeInMemory({ token: 'tok-session-records-test' });
delete process.env.ACCOUNT_CACHE_MS;
delete process.env.PATIENT_IDLE_TIMEOUT_SECONDS;
delete process.env.STAFF_IDLE_TIMEOUT_SECONDS;

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

let organizationKey: string;
let sequence = 0;

beforeAll(async () => {
  organizationKey = await getOrganizationKey();
});
beforeEach(() => testCookieJar.clear());
afterEach(() => vi.restoreAllMocks());

async function newPatient(): Promise<string> {
  const id = `pat_records_${sequence++}`;
  await insertPatientAccount({
    id,
    email: `${id}@springfield.test`,
    organizationKey,
    password: 'password-1234',
  });
  return id;
}

/** A browser signed in to the account: its cookie, to switch between browsers. */
async function signIn(accountId: string, userAgent: string | null = FIREFOX_ON_WINDOWS, now = Date.now()) {
  testCookieJar.clear();
  const session = await startSession({ accountId, kind: 'patient', version: 0, userAgent, now });
  return { session, seal: testCookieJar.get(SESSION_COOKIE_NAME)!.value };
}

function use(browser: { seal: string }) {
  testCookieJar.clear();
  testCookieJar.set(SESSION_COOKIE_NAME, browser.seal);
}

function clockAt(ms: number) {
  vi.spyOn(Date, 'now').mockReturnValue(ms);
}

async function recordOf(session: SessionData) {
  const db = await getAppDatabase();
  const [row] = await db.select().from(accountSessions).where(eq(accountSessions.id, session.sessionId));
  return row;
}

describe('session records (ADR 0089)', () => {
  it('keeps one record per sign-in: the device summary, the network and times, and no address', async () => {
    const id = await newPatient();
    const session = await startSession({
      accountId: id,
      kind: 'patient',
      version: 0,
      userAgent: FIREFOX_ON_WINDOWS,
      clientAddress: '203.0.113.77',
    });
    expect(session.sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const record = await recordOf(session);
    expect(record).toMatchObject({
      kind: 'patient',
      accountId: id,
      organizationKey,
      device: 'Firefox 128 on Windows',
      network: '203.0.113.0/24',
    });
    expect(Object.keys(record!).sort()).toEqual(
      ['accountId', 'createdAt', 'device', 'id', 'kind', 'lastActiveAt', 'network', 'organizationKey'].sort(),
    );
    expect(JSON.stringify(record)).not.toContain('203.0.113.77');
    expect((await requirePatient()).account.id).toBe(id);
  });

  it('refuses a session whose record another instance deleted, within the cache time and never later', async () => {
    const id = await newPatient();
    const { session } = await signIn(id);
    // Warm: this process keeps the record for ACCOUNT_CACHE_MS.
    expect((await requirePatient()).account.id).toBe(id);
    const db = await getAppDatabase();
    // Another instance on the same database ends it: this process is not told.
    await db.delete(accountSessions).where(eq(accountSessions.id, session.sessionId));
    clockAt(Date.now() + getAppConfig().accountCacheMs);
    expect((await rejectionOf(requirePatient())).status).toBe(401);
    expect(await findCurrentAccount()).toBeUndefined();
  });

  it("ends only this browser on sign-out; the account's other browsers go on", async () => {
    const id = await newPatient();
    const laptop = await signIn(id);
    const phone = await signIn(
      id,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    const logged = vi.spyOn(securityLog, 'info');
    use(laptop);
    await signOut();
    expect(testCookieJar.has(SESSION_COOKIE_NAME)).toBe(false);
    expect(await recordOf(laptop.session)).toBeUndefined();
    expect(logged).toHaveBeenCalledWith(
      { event: 'account.session.signed-out', accountId: id },
      'session.signed-out',
    );
    // This instance refuses the signed-out cookie at once, even replayed.
    use(laptop);
    expect((await rejectionOf(requirePatient())).status).toBe(401);
    use(phone);
    expect((await requirePatient()).account.id).toBe(id);
  });

  it("lists the account's sessions with this one marked, and ends every other one", async () => {
    const id = await newPatient();
    const other = await newPatient();
    await signIn(other);
    const laptop = await signIn(id);
    const phone = await signIn(
      id,
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
    );
    use(phone);
    const { items } = await listSignedInSessions(phone.session);
    expect(items.map((item) => [item.device, item.current])).toEqual(
      expect.arrayContaining([
        ['Chrome 126 on Android', true],
        ['Firefox 128 on Windows', false],
      ]),
    );
    expect(items).toHaveLength(2);
    expect(items.map((item) => item.id)).toContain(publicSessionId(laptop.session.sessionId));
    // The list never carries the session's own id.
    expect(JSON.stringify(items)).not.toContain(laptop.session.sessionId);

    expect(await endOtherSessions(phone.session)).toEqual({ ended: 1 });
    use(laptop);
    expect((await rejectionOf(requirePatient())).status).toBe(401);
    use(phone);
    expect((await requirePatient()).account.id).toBe(id);
  });

  it('writes activity to the record at most once a minute', async () => {
    const id = await newPatient();
    const start = Date.now();
    const browser = await signIn(id, null, start);
    expect((await recordOf(browser.session))!.device).toBe('Unknown browser');
    clockAt(start + 30_000);
    await requirePatient();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await recordOf(browser.session))!.lastActiveAt.getTime()).toBe(start);
    const later = start + ACTIVITY_WRITE_EVERY_MS + 1_000;
    clockAt(later);
    await requirePatient();
    await vi.waitFor(async () =>
      expect((await recordOf(browser.session))!.lastActiveAt.getTime()).toBe(later),
    );
    clockAt(later + 5_000);
    await requirePatient();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await recordOf(browser.session))!.lastActiveAt.getTime()).toBe(later);
  });
});

describe('the inactivity sign-out (ADR 0089)', () => {
  it('refuses a patient session after 30 minutes without activity, on any instance, and ends its record', async () => {
    expect(idleTimeoutMs('patient')).toBe(30 * 60_000);
    const id = await newPatient();
    const start = Date.now();
    const browser = await signIn(id, FIREFOX_ON_WINDOWS, start);
    const limit = idleTimeoutMs('patient') + IDLE_GRACE_MS;
    clockAt(start + limit);
    expect((await requirePatient()).account.id).toBe(id);
    // That request was activity: the cookie now carries it, and the clock starts again from there.
    expect((await readSession())?.lastActiveAt).toBe(start + limit);
    clockAt(start + 2 * limit);
    expect((await requirePatient()).account.id).toBe(id);

    const logged = vi.spyOn(securityLog, 'info');
    clockAt(start + 3 * limit + 1);
    expect((await rejectionOf(requirePatient())).status).toBe(401);
    expect(await recordOf(browser.session)).toBeUndefined();
    expect(testCookieJar.has(SESSION_COOKIE_NAME)).toBe(false);
    expect(logged).toHaveBeenCalledWith(
      { event: 'account.session.idle-signed-out', accountId: id },
      'session.idle-signed-out',
    );
  });

  it('judges from the sealed clock alone: a copy of an idle cookie is refused wherever it is sent', async () => {
    const id = await newPatient();
    const start = Date.now();
    const browser = await signIn(id, FIREFOX_ON_WINDOWS, start);
    clockAt(start + idleTimeoutMs('patient') + IDLE_GRACE_MS + 1);
    // The record is still there (no instance has seen the idle cookie yet): the seal's clock is enough.
    expect(await recordOf(browser.session)).toBeDefined();
    use(browser);
    expect(await findCurrentAccount()).toBeUndefined();
  });

  it('gives staff sessions their own timeout and records', async () => {
    const staff = await createStaffAccount({
      email: 'idle-desk@school.test',
      password: 'chalkboard-erasers-4',
      role: 'staff',
    });
    const start = Date.now();
    testCookieJar.clear();
    const session = await startSession({ accountId: staff.id, kind: 'staff', version: 0, now: start });
    expect((await requireStaff()).id).toBe(staff.id);
    expect(await recordOf(session)).toMatchObject({ kind: 'staff', accountId: staff.id });
    clockAt(start + idleTimeoutMs('staff') + IDLE_GRACE_MS + 1);
    expect((await rejectionOf(requireStaff())).status).toBe(401);
  });
});
