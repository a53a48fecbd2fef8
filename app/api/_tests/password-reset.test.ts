import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { GET as me } from '@/app/api/auth/me/route';
import { POST as requestReset } from '@/app/api/auth/password-reset/route';
import { POST as confirmReset } from '@/app/api/auth/password-reset/confirm/route';
import { GET as staffSession } from '@/app/api/staff/session/route';
import type { PatientAccount, StaffAccount } from '@/lib/bff/accounts';
import { CODE_FAILURE_LIMIT, RESET_REQUEST_MIN_MS } from '@/lib/bff/accounts/password-reset';
import { hashResetToken } from '@/lib/bff/accounts/password-reset-secrets';
import {
  RESET_ATTEMPTS_PER_CLIENT,
  RESET_REQUESTS_PER_ADDRESS,
  RESET_REQUESTS_PER_CLIENT,
} from '@/lib/bff/accounts/password-reset-throttle';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { SOCKET_ADDRESS_HEADER } from '@/lib/bff/http/socket-address';
import { securityLog } from '@/lib/bff/logging/security-log';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import type { SessionKind } from '@/lib/contract/bff';
import { auditLog, mailMessages, passwordResets } from '@/lib/db/app-schema';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createPatient,
  createStaff,
  readEnvelope,
  startTestServices,
  type SignedIn,
} from '@/testing/bff/route-harness';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

const NEW_PASSWORD = 'Quiet-harbour-lantern-42';
const SECOND_PASSWORD = 'Amber-orchard-compass-97';
let clientSequence = 0;

/** A client address of its own for each test, so that the per-client throttles count only its requests. */
const newClient = () => `192.0.2.${(clientSequence += 1)}`;

async function askForReset(email: string, kind: SessionKind, client: string) {
  actAs(null);
  return readEnvelope<{ message: string }>(
    await callRoute(requestReset, '/api/auth/password-reset', {
      method: 'POST',
      body: { email, kind },
      headers: { [SOCKET_ADDRESS_HEADER]: client },
    }),
  );
}

async function confirm(body: Record<string, unknown>, client: string) {
  actAs(null);
  const response = await callRoute(confirmReset, '/api/auth/password-reset/confirm', {
    method: 'POST',
    body,
    headers: { [SOCKET_ADDRESS_HEADER]: client },
  });
  return { ...(await readEnvelope(response)), headers: response.headers };
}

async function signIn(email: string, password: string, kind: SessionKind, client: string) {
  actAs(null);
  const response = await callRoute(login, '/api/auth/login', {
    method: 'POST',
    body: { email, password, kind },
    headers: { [SOCKET_ADDRESS_HEADER]: client },
  });
  return response.status;
}

async function mailsTo(email: string, kind: 'password-reset' | 'password-changed') {
  const db = await getAppDatabase();
  return db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.recipient, email), eq(mailMessages.kind, kind)))
    .orderBy(mailMessages.createdAt);
}

/** The link's token and the code, read from the newest reset e-mail as the person would. */
async function latestReset(email: string) {
  const mails = await mailsTo(email, 'password-reset');
  const mail = mails.at(-1)!;
  const token = /#token=([A-Za-z0-9_-]+)/.exec(mail.textBody)?.[1];
  const code = /code[^:]*: ([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(mail.textBody)?.[1];
  expect(token, 'the e-mail has a link with a token').toBeDefined();
  expect(code, 'the e-mail has a code').toBeDefined();
  return { mail, token: token!, code: code! };
}

async function resetRowsOf(accountId: string) {
  const db = await getAppDatabase();
  return db.select().from(passwordResets).where(eq(passwordResets.accountId, accountId));
}

let patient: SignedIn<PatientAccount>;
let staff: SignedIn<StaffAccount>;

beforeAll(async () => {
  await startTestServices();
  patient = await createPatient();
  staff = await createStaff();
}, 120_000);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('asking for a reset', () => {
  it('answers the same, in about the same time, whether or not an account uses the address', async () => {
    const unknown = `nobody-${Date.now()}@springfield.test`;
    const timings = { known: [] as number[], unknown: [] as number[] };
    const answers = [];
    // Alternating, so that a slow moment of the machine falls on both alike.
    for (let round = 0; round < 3; round += 1) {
      for (const [which, email] of [
        ['known', patient.account.email],
        ['unknown', unknown],
      ] as const) {
        const started = performance.now();
        answers.push(await askForReset(email, 'patient', newClient()));
        timings[which].push(performance.now() - started);
      }
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 202,
      body: {
        code: 'success',
        message: expect.any(String),
        data: {
          message:
            'If an account uses this address, we have sent it a link and a code to choose a new password. They work once, for 30 minutes.',
        },
      },
    });
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
    for (const value of [...timings.known, ...timings.unknown]) {
      expect(value).toBeGreaterThanOrEqual(RESET_REQUEST_MIN_MS - 5);
    }
    // The known address's e-mail and reset are written under the minimum time, not after it.
    const difference = Math.abs(median(timings.known) - median(timings.unknown));
    expect(difference).toBeLessThan(60);
    expect(await mailsTo(unknown, 'password-reset')).toEqual([]);
  });

  it('e-mails a known address one link and one code, in text and HTML, from APP_URL', async () => {
    const { account } = await createPatient();
    expect((await askForReset(account.email, 'patient', newClient())).status).toBe(202);
    const mails = await mailsTo(account.email, 'password-reset');
    expect(mails).toHaveLength(1);
    const { mail, token, code } = await latestReset(account.email);
    const link = `${getAppConfig().mail.appUrl}/reset-password#token=${token}`;
    expect(mail.textBody).toContain(link);
    expect(mail.htmlBody).toContain(`href="${link}"`);
    expect(mail.htmlBody).toContain(code);
    expect(mail.patientAccountId).toBe(account.id);
    expect(mail.appointmentId).toBeNull();
    expect(mail.subject).toMatch(/^Choose a new password · /);
    // Nothing about the person: not even their name.
    expect(mail.textBody).not.toContain(account.firstName);
  });

  it('keeps only hashes: neither the token nor the code is in the table', async () => {
    const { account } = await createPatient();
    await askForReset(account.email, 'patient', newClient());
    const { token, code } = await latestReset(account.email);
    const [row, ...others] = await resetRowsOf(account.id);
    expect(others).toEqual([]);
    expect(row!.tokenHash).toBe(hashResetToken(token));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(code.replace('-', ''));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 60_000);
  });

  it('replaces the unused reset: the older link stops working and its waiting e-mail is withdrawn', async () => {
    const { account } = await createPatient();
    const client = newClient();
    await askForReset(account.email, 'patient', client);
    const first = await latestReset(account.email);
    await askForReset(account.email, 'patient', client);
    const second = await latestReset(account.email);
    expect(second.token).not.toBe(first.token);
    expect(await resetRowsOf(account.id)).toHaveLength(1);
    const mails = await mailsTo(account.email, 'password-reset');
    expect(mails.map((mail) => mail.status)).toEqual(['withdrawn', 'pending']);

    const old = await confirm({ token: first.token, password: NEW_PASSWORD }, client);
    expect(old.status).toBe(400);
    expect(old.body.code).toBe('error.password_reset.invalid');
    expect((await confirm({ token: second.token, password: NEW_PASSWORD }, client)).status).toBe(200);
  });

  it(`throttles per address: past ${RESET_REQUESTS_PER_ADDRESS} in the window, 429 with Retry-After`, async () => {
    const email = `throttled-${Date.now()}@springfield.test`;
    for (let count = 0; count < RESET_REQUESTS_PER_ADDRESS; count += 1) {
      expect((await askForReset(email, 'patient', newClient())).status).toBe(202);
    }
    actAs(null);
    const response = await callRoute(requestReset, '/api/auth/password-reset', {
      method: 'POST',
      body: { email, kind: 'patient' },
      headers: { [SOCKET_ADDRESS_HEADER]: newClient() },
    });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await response.json()).toMatchObject({
      code: 'error.auth.rate_limited',
      message: expect.stringMatching(
        /^Too many password resets were asked for\. Please try again in \d+ minutes?\.$/,
      ),
      data: { retryAfterSeconds: retryAfter },
    });
    // The staff account of the same address has a count of its own.
    expect((await askForReset(email, 'staff', newClient())).status).toBe(202);
  });

  it(`throttles per client: past ${RESET_REQUESTS_PER_CLIENT} addresses from one client, 429`, async () => {
    const client = newClient();
    for (let count = 0; count < RESET_REQUESTS_PER_CLIENT; count += 1) {
      expect(
        (await askForReset(`many-${count}-${Date.now()}@springfield.test`, 'patient', client)).status,
      ).toBe(202);
    }
    const refused = await askForReset(`one-more-${Date.now()}@springfield.test`, 'patient', client);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('error.auth.rate_limited');
  }, 30_000);
});

describe('setting the new password', () => {
  it('with the link: works once, ends every session, sends a notice, and signs nobody in', async () => {
    const signedIn = await createPatient();
    const { account } = signedIn;
    const client = newClient();
    await askForReset(account.email, 'patient', client);
    const { token } = await latestReset(account.email);
    const logged = vi.spyOn(securityLog, 'info');

    const done = await confirm({ token, password: NEW_PASSWORD }, client);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ kind: 'patient' });
    expect(done.headers.get('set-cookie')).toBeNull();

    // The session from before the reset is over.
    actAs(signedIn);
    expect((await callRoute(me, '/api/auth/me')).status).toBe(401);
    // Used: the same link again is refused, and the table holds nothing more for the account.
    const again = await confirm({ token, password: SECOND_PASSWORD }, client);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('error.password_reset.invalid');
    expect(await resetRowsOf(account.id)).toEqual([]);

    expect(await signIn(account.email, 'correct-horse-battery', 'patient', client)).toBe(401);
    expect(await signIn(account.email, NEW_PASSWORD, 'patient', client)).toBe(200);

    const notices = await mailsTo(account.email, 'password-changed');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toMatch(/^Your password was changed · /);
    expect(notices[0]!.textBody).toContain(`${getAppConfig().mail.appUrl}/sign-in`);
    expect(notices[0]!.htmlBody).toContain('Your password was changed');
    expect(logged).toHaveBeenCalledWith(
      { event: 'account.password.reset', accountId: account.id },
      'password reset',
    );
  });

  it('with the code typed with the address, in any case and with spaces', async () => {
    const { account } = await createPatient();
    const client = newClient();
    await askForReset(account.email, 'patient', client);
    const { code } = await latestReset(account.email);
    const typed = ` ${code.toLowerCase().replace('-', ' ')} `;
    const done = await confirm(
      { email: account.email.toUpperCase(), code: typed, password: NEW_PASSWORD },
      client,
    );
    expect(done.status).toBe(200);
    expect(await signIn(account.email, NEW_PASSWORD, 'patient', client)).toBe(200);
    // Once only.
    const again = await confirm({ email: account.email, code, password: SECOND_PASSWORD }, client);
    expect(again.status).toBe(400);
  });

  it(`voids the reset after ${CODE_FAILURE_LIMIT} wrong codes, even for the right one next`, async () => {
    const { account } = await createPatient();
    const client = newClient();
    await askForReset(account.email, 'patient', client);
    const { code, token } = await latestReset(account.email);
    const wrong = code.startsWith('A') ? 'BBBB-BBBB' : 'AAAA-AAAA';
    for (let count = 0; count < CODE_FAILURE_LIMIT; count += 1) {
      const refused = await confirm({ email: account.email, code: wrong, password: NEW_PASSWORD }, client);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'error.password_reset.invalid',
        data: { fields: [{ path: 'code', message: expect.any(String) }] },
      });
    }
    expect(await resetRowsOf(account.id)).toEqual([]);
    expect((await confirm({ email: account.email, code, password: NEW_PASSWORD }, client)).status).toBe(400);
    expect((await confirm({ token, password: NEW_PASSWORD }, client)).status).toBe(400);
    expect(await signIn(account.email, 'correct-horse-battery', 'patient', client)).toBe(200);
  });

  it('expires after 30 minutes', async () => {
    const { account } = await createPatient();
    const client = newClient();
    await askForReset(account.email, 'patient', client);
    const { token } = await latestReset(account.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 30 * 60_000 + 1_000);
    const late = await confirm({ token, password: NEW_PASSWORD }, client);
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('error.password_reset.invalid');
    vi.useRealTimers();
    expect(await signIn(account.email, 'correct-horse-battery', 'patient', client)).toBe(200);
  });

  it('works just before the 30 minutes are up', async () => {
    const { account } = await createPatient();
    const client = newClient();
    await askForReset(account.email, 'patient', client);
    const { token } = await latestReset(account.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 29 * 60_000);
    expect((await confirm({ token, password: NEW_PASSWORD }, client)).status).toBe(200);
  });

  it('refuses a password the policy refuses, on its field, and leaves the link usable', async () => {
    const { account } = await createPatient();
    const client = newClient();
    await askForReset(account.email, 'patient', client);
    const { token } = await latestReset(account.email);
    const refused = await confirm({ token, password: 'short' }, client);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ data: { fields: [{ path: 'password' }] } });
    expect((await confirm({ token, password: NEW_PASSWORD }, client)).status).toBe(200);
  });

  it('refuses a link of the other kind of account', async () => {
    const { account } = await createPatient();
    const client = newClient();
    await askForReset(account.email, 'patient', client);
    const { token } = await latestReset(account.email);
    expect((await confirm({ token, kind: 'staff', password: NEW_PASSWORD }, client)).status).toBe(400);
    expect((await confirm({ token, kind: 'patient', password: NEW_PASSWORD }, client)).status).toBe(200);
  });

  it(`throttles tries per client: past ${RESET_ATTEMPTS_PER_CLIENT}, 429 with Retry-After`, async () => {
    const client = newClient();
    for (let count = 0; count < RESET_ATTEMPTS_PER_CLIENT; count += 1) {
      expect((await confirm({ token: `guess-${count}`, password: NEW_PASSWORD }, client)).status).toBe(400);
    }
    const refused = await confirm({ token: 'one-more-guess', password: NEW_PASSWORD }, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused.body.code).toBe('error.auth.rate_limited');
  }, 30_000);

  it('for staff: the link opens the staff page, sessions end, and the audit log records it', async () => {
    const client = newClient();
    await askForReset(staff.account.email, 'staff', client);
    const { token, mail } = await latestReset(staff.account.email);
    expect(mail.textBody).toContain(`${getAppConfig().mail.appUrl}/staff/reset-password#token=`);
    expect(mail.staffAccountId).toBe(staff.account.id);
    expect(mail.patientAccountId).toBeNull();

    expect((await confirm({ token, kind: 'staff', password: NEW_PASSWORD }, client)).status).toBe(200);
    actAs(staff);
    expect((await callRoute(staffSession, '/api/staff/session')).status).toBe(401);
    expect(await signIn(staff.account.email, NEW_PASSWORD, 'staff', client)).toBe(200);

    const db = await getAppDatabase();
    const audited = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.staffAccountId, staff.account.id), eq(auditLog.action, 'account.password.reset')),
      );
    expect(audited).toHaveLength(1);
    const notices = await mailsTo(staff.account.email, 'password-changed');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.textBody).toContain(`${getAppConfig().mail.appUrl}/staff/sign-in`);
  });

  it('sends a disabled staff account nothing', async () => {
    const { account } = await createStaff();
    const { staffAccounts } = await import('@/lib/db/app-schema');
    const db = await getAppDatabase();
    await db.update(staffAccounts).set({ disabledAt: new Date() }).where(eq(staffAccounts.id, account.id));
    expect((await askForReset(account.email, 'staff', newClient())).status).toBe(202);
    expect(await mailsTo(account.email, 'password-reset')).toEqual([]);
  });
});
