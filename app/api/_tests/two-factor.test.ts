import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { GET as me } from '@/app/api/auth/me/route';
import { POST as requestReset } from '@/app/api/auth/password-reset/route';
import { POST as confirmReset } from '@/app/api/auth/password-reset/confirm/route';
import { GET as status } from '@/app/api/auth/two-factor/route';
import { POST as disable } from '@/app/api/auth/two-factor/disable/route';
import { POST as enable } from '@/app/api/auth/two-factor/enable/route';
import { POST as setup } from '@/app/api/auth/two-factor/setup/route';
import { POST as verify } from '@/app/api/auth/two-factor/verify/route';
import { DELETE as resetByAdmin } from '@/app/api/staff/accounts/[staffId]/two-factor/route';
import { GET as auditLogRoute } from '@/app/api/staff/audit-log/route';
import { GET as staffPatients } from '@/app/api/staff/patients/route';
import { GET as staffSession } from '@/app/api/staff/session/route';
import type { StaffAccount } from '@/lib/bff/accounts';
import { SECOND_FACTOR_ACCOUNT_FROM_CLIENT_LIMIT } from '@/lib/bff/accounts/second-factor-throttle';
import { SOCKET_ADDRESS_HEADER } from '@/lib/bff/http/socket-address';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { SESSION_COOKIE_NAME } from '@/lib/bff/session/session';
import { findStaffForPage, findStaffForSecondFactorSetup } from '@/lib/bff/staff/staff-page-session';
import type {
  SecondFactorEnabledView,
  SecondFactorSetupView,
  SecondFactorStatusView,
  SessionKind,
} from '@/lib/contract/bff';
import { auditLog, mailMessages, secondFactorRecoveryCodes } from '@/lib/db/app-schema';
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
import { totpCodeFor } from '@/testing/bff/second-factor';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
vi.mock('next/navigation', () => ({
  redirect: vi.fn((url: string) => {
    throw new Error(`redirect:${url}`);
  }),
}));
configureTestEnvironment();

const PASSWORD = 'correct-horse-battery';
const NEW_PASSWORD = 'Quiet-harbour-lantern-42';
let clientSequence = 0;
/** An address of its own per test, so that the per-client throttles count only its requests. */
const newClient = () => `198.51.100.${(clientSequence += 1)}`;

const post = (handler: unknown, path: string, body: unknown, client: string) =>
  callRoute(handler, path, { method: 'POST', body, headers: { [SOCKET_ADDRESS_HEADER]: client } });

/** The password step from a signed-out browser. */
async function signIn(email: string, kind: SessionKind, client: string, password = PASSWORD) {
  actAs(null);
  return readEnvelope<{ secondFactorRequired?: true; email?: string }>(
    await post(login, '/api/auth/login', { email, password, kind }, client),
  );
}

const codeStep = async (body: unknown, client: string) =>
  readEnvelope<{ email: string }>(await post(verify, '/api/auth/two-factor/verify', body, client));

const sessionCookie = () => testCookieJar.get(SESSION_COOKIE_NAME)?.value;

/** Sets two-factor sign-in up for whoever is signed in, as the page does: the key, then a current code. */
async function enrol(client: string) {
  const started = await readEnvelope<SecondFactorSetupView>(
    await post(setup, '/api/auth/two-factor/setup', {}, client),
  );
  expect(started.status).toBe(200);
  const at = Date.now();
  const enabled = await readEnvelope<SecondFactorEnabledView>(
    await post(
      enable,
      '/api/auth/two-factor/enable',
      { code: totpCodeFor(started.body.data!.key, { now: at }) },
      client,
    ),
  );
  expect(enabled.status).toBe(200);
  return { key: started.body.data!.key, recoveryCodes: enabled.body.data!.recoveryCodes, at };
}

async function auditActions(staffId: string) {
  const db = await getAppDatabase();
  const rows = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.staffAccountId, staffId))
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

beforeAll(async () => {
  await startTestServices();
}, 120_000);

describe('a patient opting in', () => {
  it('sets it up from a QR code, confirmed by a current code, with ten recovery codes kept only as hashes', async () => {
    const client = newClient();
    const patient = await createPatient();
    actAs(patient);
    const before = await readEnvelope<SecondFactorStatusView>(
      await callRoute(status, '/api/auth/two-factor'),
    );
    expect(before.body.data).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });

    const started = await readEnvelope<SecondFactorSetupView>(
      await post(setup, '/api/auth/two-factor/setup', {}, client),
    );
    expect(started.body.data!.key).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.data!.uri).toContain(`secret=${started.body.data!.key}`);
    const svg = Buffer.from(
      started.body.data!.qrCode.replace('data:image/svg+xml;base64,', ''),
      'base64',
    ).toString();
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    // Not on until a code from the key is typed.
    expect((await signIn(patient.account.email, 'patient', client)).body.data).toMatchObject({
      kind: 'patient',
    });
    actAs(patient);
    const wrong = await readEnvelope(
      await post(enable, '/api/auth/two-factor/enable', { code: '000000' }, client),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('error.auth.invalid_second_factor');
    expect(wrong.body.data).toMatchObject({ fields: [{ path: 'code' }] });
    const enabled = await readEnvelope<SecondFactorEnabledView>(
      await post(
        enable,
        '/api/auth/two-factor/enable',
        { code: totpCodeFor(started.body.data!.key) },
        client,
      ),
    );
    expect(enabled.status).toBe(200);
    const codes = enabled.body.data!.recoveryCodes;
    expect(codes).toHaveLength(10);

    const db = await getAppDatabase();
    const stored = await db
      .select()
      .from(secondFactorRecoveryCodes)
      .where(eq(secondFactorRecoveryCodes.accountId, patient.account.id));
    expect(stored).toHaveLength(10);
    for (const row of stored)
      for (const code of codes) expect(row.codeHash).not.toContain(code.replace('-', ''));

    const after = await readEnvelope<SecondFactorStatusView>(await callRoute(status, '/api/auth/two-factor'));
    expect(after.body.data).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
  });

  it('then signs in with the password and a code; the step between is no session', async () => {
    const client = newClient();
    const patient = await createPatient();
    actAs(patient);
    const { key, at } = await enrol(client);

    const first = await signIn(patient.account.email, 'patient', client);
    expect(first.body.data).toEqual({ kind: 'patient', secondFactorRequired: true });
    expect(sessionCookie()).toBeUndefined();
    expect((await callRoute(me, '/api/auth/me')).status).toBe(401);

    // The code the set-up used is spent; the next step's is accepted (one step either side).
    expect((await codeStep({ code: totpCodeFor(key, { now: at }) }, client)).status).toBe(400);
    const signedIn = await codeStep({ code: totpCodeFor(key, { now: at, steps: 1 }) }, client);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ kind: 'patient', email: patient.account.email });
    expect(sessionCookie()).toBeDefined();
    expect((await callRoute(me, '/api/auth/me')).status).toBe(200);

    // Never twice: the same code again, even after a new password step.
    await signIn(patient.account.email, 'patient', client);
    const replay = await codeStep({ code: totpCodeFor(key, { now: at, steps: 1 }) }, client);
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('error.auth.invalid_second_factor');
  });

  it('refuses the code step without the password step', async () => {
    actAs(null);
    const answer = await codeStep({ code: '123456' }, newClient());
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('error.auth.sign_in_step_expired');
  });

  it('takes a recovery code once, instead of a code', async () => {
    const client = newClient();
    const patient = await createPatient();
    actAs(patient);
    const { recoveryCodes } = await enrol(client);
    await signIn(patient.account.email, 'patient', client);
    const used = await codeStep({ recoveryCode: recoveryCodes[3]!.toLowerCase() }, client);
    expect(used.status).toBe(200);
    const left = await readEnvelope<SecondFactorStatusView>(await callRoute(status, '/api/auth/two-factor'));
    expect(left.body.data!.recoveryCodesLeft).toBe(9);

    await signIn(patient.account.email, 'patient', client);
    const again = await codeStep({ recoveryCode: recoveryCodes[3] }, client);
    expect(again.status).toBe(400);
    expect(again.body.data).toMatchObject({ fields: [{ path: 'recoveryCode' }] });
    expect((await codeStep({ recoveryCode: recoveryCodes[4] }, client)).status).toBe(200);
  });

  it('turns it off only with a current code', async () => {
    const client = newClient();
    const patient = await createPatient();
    actAs(patient);
    const { key } = await enrol(client);
    expect((await post(disable, '/api/auth/two-factor/disable', {}, client)).status).toBe(422);
    expect((await post(disable, '/api/auth/two-factor/disable', { code: '111111' }, client)).status).toBe(
      400,
    );
    expect(
      (await post(disable, '/api/auth/two-factor/disable', { code: totpCodeFor(key, { steps: 1 }) }, client))
        .status,
    ).toBe(200);
    expect((await signIn(patient.account.email, 'patient', client)).body.data).toMatchObject({
      email: patient.account.email,
    });
    expect(sessionCookie()).toBeDefined();
  });
});

describe('the code step’s throttle', () => {
  it('refuses a client past its wrong codes, even with the right one, and says so in the envelope', async () => {
    const client = newClient();
    const patient = await createPatient();
    actAs(patient);
    const { key } = await enrol(client);
    await signIn(patient.account.email, 'patient', client);
    for (let attempt = 0; attempt < SECOND_FACTOR_ACCOUNT_FROM_CLIENT_LIMIT; attempt += 1) {
      expect((await codeStep({ code: '000000' }, client)).status).toBe(400);
    }
    const refused = await post(
      verify,
      '/api/auth/two-factor/verify',
      { code: totpCodeFor(key, { steps: 1 }) },
      client,
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    const envelope = (await refused.json()) as { code: string; message: string };
    expect(envelope.code).toBe('error.auth.rate_limited');
    expect(envelope.message).toMatch(/Too many wrong codes/);
    expect(sessionCookie()).toBeUndefined();

    // Another client of the same person still gets its tries, up to the account's own limit.
    const elsewhere = newClient();
    await signIn(patient.account.email, 'patient', elsewhere);
    expect((await codeStep({ code: totpCodeFor(key, { steps: 1 }) }, elsewhere)).status).toBe(200);
  });

  it('refuses every client once the account has had ten wrong codes', async () => {
    const patient = await createPatient();
    actAs(patient);
    const { key } = await enrol(newClient());
    for (let client = 0; client < 2; client += 1) {
      const address = newClient();
      await signIn(patient.account.email, 'patient', address);
      for (let attempt = 0; attempt < SECOND_FACTOR_ACCOUNT_FROM_CLIENT_LIMIT; attempt += 1) {
        await codeStep({ code: '000000' }, address);
      }
    }
    const fresh = newClient();
    await signIn(patient.account.email, 'patient', fresh);
    expect((await codeStep({ code: totpCodeFor(key, { steps: 1 }) }, fresh)).status).toBe(429);
  });
});

describe('admins', () => {
  it('cannot reach any console API or page without a second factor, except its set-up', async () => {
    const client = newClient();
    const admin = await createStaff('admin', { secondFactor: false });
    actAs(admin);
    for (const [handler, path] of [
      [staffPatients, '/api/staff/patients'],
      [staffSession, '/api/staff/session'],
      [auditLogRoute, '/api/staff/audit-log'],
    ] as const) {
      const refused = await readEnvelope(await callRoute(handler, path));
      expect(refused.status, path).toBe(403);
      expect(refused.body.code).toBe('error.auth.second_factor_setup_required');
    }
    await expect(findStaffForPage()).rejects.toThrow('redirect:/staff/two-factor');
    expect((await findStaffForSecondFactorSetup())?.id).toBe(admin.account.id);
    const view = await readEnvelope<SecondFactorStatusView>(await callRoute(status, '/api/auth/two-factor'));
    expect(view.body.data).toEqual({ enabled: false, recoveryCodesLeft: 0, required: true });

    await enrol(client);
    expect((await callRoute(staffPatients, '/api/staff/patients')).status).toBe(200);
    expect((await findStaffForPage())?.id).toBe(admin.account.id);
    expect(await auditActions(admin.account.id)).toContain('account.two_factor.enabled');
  });

  it('are gated again once they turn it off; staff without one are not gated', async () => {
    const client = newClient();
    const admin = await createStaff('admin', { secondFactor: false });
    actAs(admin);
    const { key } = await enrol(client);
    await post(disable, '/api/auth/two-factor/disable', { code: totpCodeFor(key, { steps: 1 }) }, client);
    expect((await callRoute(staffPatients, '/api/staff/patients')).status).toBe(403);
    expect(await auditActions(admin.account.id)).toEqual(
      expect.arrayContaining(['account.two_factor.enabled', 'account.two_factor.disabled']),
    );

    const staff = await createStaff('staff');
    actAs(staff);
    expect((await callRoute(staffPatients, '/api/staff/patients')).status).toBe(200);
  });

  it('reset another staff member’s second factor: audited, signed out, and an admin must enrol again', async () => {
    const client = newClient();
    const admin = await createStaff('admin');
    const other = await createStaff('admin', { secondFactor: false });
    actAs(other);
    await enrol(client);
    const otherSession = sessionCookie()!;

    actAs(admin);
    const selfReset = await callRoute(resetByAdmin, '/api/staff/accounts/x/two-factor', {
      method: 'DELETE',
      params: { staffId: admin.account.id },
    });
    expect(selfReset.status).toBe(409);
    const reset = await readEnvelope<{ hadSecondFactor: boolean }>(
      await callRoute(resetByAdmin, '/api/staff/accounts/x/two-factor', {
        method: 'DELETE',
        params: { staffId: other.account.id },
      }),
    );
    expect(reset.status).toBe(200);
    expect(reset.body.data).toEqual({ hadSecondFactor: true });
    const db = await getAppDatabase();
    const entries = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.staffAccountId, admin.account.id),
          eq(auditLog.action, 'account.two_factor.reset_by_admin'),
        ),
      )
      .orderBy(auditLog.id);
    // The refused reset of their own is recorded as failed, the other as done.
    expect(entries.map((entry) => entry.detail)).toMatchObject([
      { staffId: admin.account.id, outcome: 'failed', status: 409 },
      { staffId: other.account.id, hadSecondFactor: true, outcome: 'ok' },
    ]);

    // Their session ended; the password alone signs them in, straight to set-up.
    actAs({ seal: otherSession });
    expect((await callRoute(staffPatients, '/api/staff/patients')).status).toBe(401);
    const again = await signIn(other.account.email, 'staff', client);
    expect(again.body.data).toMatchObject({ email: other.account.email });
    expect((await callRoute(staffPatients, '/api/staff/patients')).status).toBe(403);
  });

  it('only admins reset', async () => {
    const staff = await createStaff('staff');
    const other = await createStaff('staff');
    actAs(staff);
    const refused = await callRoute(resetByAdmin, '/api/staff/accounts/x/two-factor', {
      method: 'DELETE',
      params: { staffId: other.account.id },
    });
    expect(refused.status).toBe(403);
  });
});

describe('staff sign-in with a second factor', () => {
  let member: { account: StaffAccount; key: string; recoveryCodes: string[] };

  beforeAll(async () => {
    const staff = await createStaff('staff');
    actAs(staff);
    const { key, recoveryCodes } = await enrol(newClient());
    member = { account: staff.account, key, recoveryCodes };
  });

  it('records a recovery code used, with how many are left', async () => {
    const client = newClient();
    await signIn(member.account.email, 'staff', client);
    expect((await codeStep({ recoveryCode: member.recoveryCodes[0] }, client)).status).toBe(200);
    const db = await getAppDatabase();
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.staffAccountId, member.account.id),
          eq(auditLog.action, 'account.two_factor.recovery_code_used'),
        ),
      );
    expect(entry?.detail).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('is not skipped by a password reset, and a reset ends a code step under way', async () => {
    const client = newClient();
    const pending = await signIn(member.account.email, 'staff', client);
    expect(pending.body.data).toMatchObject({ secondFactorRequired: true });
    const pendingCookies = testCookieJar.getAll();

    actAs(null);
    await post(
      requestReset,
      '/api/auth/password-reset',
      { email: member.account.email, kind: 'staff' },
      client,
    );
    const db = await getAppDatabase();
    const [mail] = await db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.recipient, member.account.email), eq(mailMessages.kind, 'password-reset')));
    const token = /#token=([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1];
    const confirmed = await post(
      confirmReset,
      '/api/auth/password-reset/confirm',
      { kind: 'staff', token, password: NEW_PASSWORD },
      client,
    );
    expect(confirmed.status).toBe(200);
    expect(sessionCookie()).toBeUndefined();

    // The code step begun before the reset is over.
    actAs(null);
    for (const cookie of pendingCookies) testCookieJar.set(cookie.name, cookie.value);
    expect((await codeStep({ code: totpCodeFor(member.key, { steps: 1 }) }, client)).body.code).toBe(
      'error.auth.sign_in_step_expired',
    );

    const after = await signIn(member.account.email, 'staff', client, NEW_PASSWORD);
    expect(after.body.data).toEqual({ kind: 'staff', secondFactorRequired: true });
    expect(sessionCookie()).toBeUndefined();
    expect((await codeStep({ code: totpCodeFor(member.key, { steps: 1 }) }, client)).status).toBe(200);
  });
});
