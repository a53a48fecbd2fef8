import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { patientAccounts, staffAccounts } from '@/lib/db/app-schema';
import { configureRemoteModeInMemory, insertPatientAccount, rejectionOf } from '@/testing/account-fixtures';
import { testCookieJar } from '@/testing/cookie-jar';
import { createStaffAccount, requirePatient, requireStaff, savePreferredPharmacy } from '@/lib/bff/accounts';
import { accountCaches } from '@/lib/bff/accounts/account-cache';
import { findCurrentAccount } from '@/lib/bff/accounts/current-account';
import { revokeSessions } from '@/lib/bff/accounts/session-versions';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { updateStaffAccount } from '@/lib/bff/staff/staff-admin';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { enrolSecondFactorDirectly } from '@/testing/bff/second-factor';
import { startSession } from '@/lib/bff/accounts/session-records';

// The account cache at its default: what these tests prove holds with the cache in the way.
configureRemoteModeInMemory({ token: 'tok-session-revocation-cache-test' });
delete process.env.ACCOUNT_CACHE_MS;

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);

let organizationKey: string;
let sequence = 0;

beforeAll(async () => {
  organizationKey = await getOrganizationKey();
});
beforeEach(() => testCookieJar.clear());
afterEach(() => vi.restoreAllMocks());

async function signedInPatient(): Promise<string> {
  const id = `pat_cache_${sequence++}`;
  await insertPatientAccount({
    id,
    email: `${id}@springfield.test`,
    organizationKey,
    password: 'password-1234',
  });
  await startSession({ accountId: id, kind: 'patient', version: 0 });
  // Warms the cache: the revocation below must get past a copy of the account kept by this process.
  expect((await requirePatient()).account.id).toBe(id);
  return id;
}

/** What another instance on the same database does: the row changes and this process is not told. */
async function raiseVersionElsewhere(table: typeof patientAccounts | typeof staffAccounts, id: string) {
  const db = await getAppDatabase();
  await db
    .update(table)
    .set({ sessionVersion: sql`${table.sessionVersion} + 1` })
    .where(and(eq(table.organizationKey, organizationKey), eq(table.id, id)));
}

function clockAhead(ms: number) {
  const real = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(real + ms);
}

describe('session versions with the account cache (ADR 0047, ADR 0091)', () => {
  it('keeps accounts for one second by default', () => {
    expect(getAppConfig().accountCacheMs).toBe(1_000);
  });

  it("refuses a patient's session from the next request on after a sign-out on this instance", async () => {
    const id = await signedInPatient();
    await revokeSessions({ kind: 'patient', accountId: id });
    expect((await rejectionOf(requirePatient())).status).toBe(401);
    expect(await findCurrentAccount()).toBeUndefined();
  });

  it('refuses a session revoked by another instance once the cache time has passed, never later', async () => {
    const id = await signedInPatient();
    await raiseVersionElsewhere(patientAccounts, id);
    clockAhead(getAppConfig().accountCacheMs);
    expect((await rejectionOf(requirePatient())).status).toBe(401);
  });

  it('refuses a disabled staff account, and a revoked one, from the next request on; enabling brings no session back', async () => {
    const admin = await createStaffAccount({
      email: 'admin-cache@school.test',
      password: 'principal-1234',
      role: 'admin',
    });
    // Admins use the dashboard only with a second factor (ADR 0092).
    await enrolSecondFactorDirectly({ organizationKey, kind: 'staff', accountId: admin.id });
    const member = await createStaffAccount({
      email: 'member-cache@school.test',
      password: 'chalkboard-erasers-4',
      role: 'staff',
    });
    await startSession({ accountId: member.id, kind: 'staff', version: 0 });
    expect((await requireStaff()).id).toBe(member.id);
    await updateStaffAccount({ admin, staffId: member.id, disabled: true });
    expect((await rejectionOf(requireStaff())).status).toBe(401);

    // Disabling raised the session version: the cookie from before stays refused once the account is enabled.
    await updateStaffAccount({ admin, staffId: member.id, disabled: false });
    expect((await rejectionOf(requireStaff())).status).toBe(401);
    await startSession({ accountId: member.id, kind: 'staff', version: 1 });
    expect((await requireStaff()).id).toBe(member.id);
    await revokeSessions({ kind: 'staff', accountId: member.id });
    expect((await rejectionOf(requireStaff())).status).toBe(401);
  });

  it('refuses a staff session disabled or revoked on another instance at its next request, with no cache time (ADR 0091)', async () => {
    const admin = await createStaffAccount({
      email: 'admin-elsewhere@school.test',
      password: 'principal-1234',
      role: 'admin',
    });
    const member = await createStaffAccount({
      email: 'member-elsewhere@school.test',
      password: 'chalkboard-erasers-4',
      role: 'staff',
    });
    await startSession({ accountId: member.id, kind: 'staff', version: 0 });
    // Read twice: a cache, if there were one, would now hold the account.
    expect((await requireStaff()).id).toBe(member.id);
    expect((await findCurrentAccount())?.email).toBe(member.email);
    // Another instance sharing the database disables it: this process is not told (nothing is forgotten here).
    const forget = vi.spyOn(accountCaches.staff, 'forget').mockImplementation(() => {});
    await updateStaffAccount({ admin, staffId: member.id, disabled: true });
    expect(forget).toHaveBeenCalled();
    expect((await rejectionOf(requireStaff())).status).toBe(401);
    expect(await findCurrentAccount()).toBeUndefined();

    await enrolSecondFactorDirectly({ organizationKey, kind: 'staff', accountId: admin.id });
    await startSession({ accountId: admin.id, kind: 'staff', version: 0 });
    expect((await requireStaff()).id).toBe(admin.id);
    await raiseVersionElsewhere(staffAccounts, admin.id);
    expect((await rejectionOf(requireStaff())).status).toBe(401);
  });

  it('shows a role changed on this instance from the next request on', async () => {
    const admin = await createStaffAccount({
      email: 'admin-role@school.test',
      password: 'principal-1234',
      role: 'admin',
    });
    const member = await createStaffAccount({
      email: 'member-role@school.test',
      password: 'chalkboard-erasers-4',
      role: 'admin',
    });
    await enrolSecondFactorDirectly({ organizationKey, kind: 'staff', accountId: member.id });
    await startSession({ accountId: member.id, kind: 'staff', version: 0 });
    expect((await requireStaff({ role: 'admin' })).id).toBe(member.id);
    await updateStaffAccount({ admin, staffId: member.id, role: 'staff' });
    expect((await rejectionOf(requireStaff({ role: 'admin' }))).status).toBe(403);
  });

  it('reads a saved preferred pharmacy back at once', async () => {
    const id = await signedInPatient();
    const pharmacy = { ncpdpId: '0512345', name: 'Springfield Pharmacy' };
    await savePreferredPharmacy({ patientAccountId: id, pharmacy });
    expect((await requirePatient()).account.preferredPharmacy).toEqual(pharmacy);
  });
});
