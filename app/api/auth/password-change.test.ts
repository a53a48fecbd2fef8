import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as changePatientPassword } from '@/app/api/auth/password/route';
import { GET as auditLog } from '@/app/api/staff/audit-log/route';
import { POST as changeStaffPassword } from '@/app/api/staff/auth/password/route';
import { GET as outbox } from '@/app/api/staff/outbox/route';
import { GET as staffSession } from '@/app/api/staff/session/route';
import { PUT as putReminders } from '@/app/api/users/me/reminders/route';
import { GET as usersMe } from '@/app/api/users/me/route';
import type { PatientAccount, StaffAccount } from '@/lib/bff/accounts';
import { SOCKET_ADDRESS_HEADER } from '@/lib/bff/http/socket-address';
import { createMailScheduler, type MailScheduler } from '@/lib/bff/mail/mail-scheduler';
import { smtpTransport } from '@/lib/bff/mail/smtp-transport';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { SESSION_COOKIE_NAME } from '@/lib/bff/session/session';
import { BFF_ERROR_CODES, type OutboxPage } from '@/lib/contract/bff';
import { testCookieJar } from '@/testing/cookie-jar';
import { startSmtpTestServer, type SmtpTestServer } from '@/testing/mail/smtp-test-server';
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

/** What route-harness gives every account it creates. */
const PASSWORD = 'correct-horse-battery';
const NEW_PASSWORD = 'Quiet-harbour-lantern-42';

let admin: SignedIn<StaffAccount>;
let smtp: SmtpTestServer;
let scheduler: MailScheduler;

beforeAll(async () => {
  await startTestServices();
  admin = await createStaff('admin');
  smtp = await startSmtpTestServer();
  scheduler = createMailScheduler({
    db: await getAppDatabase(),
    transport: smtpTransport(smtp.url),
    from: 'Springfield Clinic <visits@clinic.test>',
  });
});

afterAll(async () => {
  await scheduler.stop();
  await smtp.close();
});

/** A client address of its own for each test, so that the throttle's per-address counts stay apart. */
function fromAddress(): Record<string, string> {
  return { [SOCKET_ADDRESS_HEADER]: `198.51.100.${Math.floor(Math.random() * 250) + 1}-${randomUUID()}` };
}

/** Signs in again from a "second browser" and returns that browser's cookie. */
async function signInElsewhere(email: string, kind: 'patient' | 'staff', password = PASSWORD) {
  actAs(null);
  const response = await callRoute(login, '/api/auth/login', {
    method: 'POST',
    body: { email, password, kind },
    headers: fromAddress(),
  });
  return { status: response.status, seal: testCookieJar.get(SESSION_COOKIE_NAME)?.value ?? '' };
}

function postChange(
  handler: unknown,
  path: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = fromAddress(),
) {
  return callRoute(handler, path, { method: 'POST', body, headers });
}

/** The browser's session cookie after the last answer. */
const currentSeal = () => ({ seal: testCookieJar.get(SESSION_COOKIE_NAME)!.value });

async function noticesTo(email: string) {
  actAs(admin);
  const { body } = await readEnvelope<OutboxPage>(await callRoute(outbox, '/api/staff/outbox'));
  return body.data!.items.filter((item) => item.recipient === email);
}

describe('POST /api/auth/password', () => {
  it('refuses a wrong current password beside that field, and changes nothing', async () => {
    const patient = await createPatient();
    actAs(patient);
    const { status, body } = await readEnvelope(
      await postChange(changePatientPassword, '/api/auth/password', {
        currentPassword: 'not-the-password-at-all',
        newPassword: NEW_PASSWORD,
      }),
    );
    expect(status).toBe(400);
    expect(body.code).toBe(BFF_ERROR_CODES.wrongCurrentPassword);
    expect(body.data).toEqual({
      fields: [{ path: 'currentPassword', message: 'This is not your current password.' }],
    });
    expect((await signInElsewhere(patient.account.email, 'patient')).status).toBe(200);
    actAs(patient);
    expect((await callRoute(usersMe, '/api/users/me')).status).toBe(200);
    expect(await noticesTo(patient.account.email)).toEqual([]);
  });

  it('refuses a new password the policy refuses, or the current one again, on the new password field', async () => {
    const patient = await createPatient();
    for (const newPassword of ['short', 'aaaaaaaaaaaaaaaa', PASSWORD]) {
      actAs(patient);
      const { status, body } = await readEnvelope<{ fields: { path: string }[] }>(
        await postChange(changePatientPassword, '/api/auth/password', {
          currentPassword: PASSWORD,
          newPassword,
        }),
      );
      expect(status, newPassword).toBe(422);
      expect(body.data!.fields.map(({ path }) => path)).toEqual(['newPassword']);
    }
    expect((await signInElsewhere(patient.account.email, 'patient')).status).toBe(200);
  });

  it('ends every other session, keeps this one, takes the new password, and mails a notice', async () => {
    const phone = await createPatient();
    const laptop = await signInElsewhere(phone.account.email, 'patient');
    actAs(laptop);
    expect((await callRoute(usersMe, '/api/users/me')).status).toBe(200);

    actAs(phone);
    const changed = await postChange(changePatientPassword, '/api/auth/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    const phoneNow = currentSeal();
    expect(phoneNow.seal).not.toBe(phone.seal);

    actAs(phoneNow);
    expect((await callRoute(usersMe, '/api/users/me')).status).toBe(200);
    actAs(laptop);
    expect((await callRoute(usersMe, '/api/users/me')).status).toBe(401);
    // The cookie this browser held before the change is one of the old sessions too.
    actAs(phone);
    expect((await callRoute(usersMe, '/api/users/me')).status).toBe(401);

    expect((await signInElsewhere(phone.account.email, 'patient')).status).toBe(401);
    expect((await signInElsewhere(phone.account.email, 'patient', NEW_PASSWORD)).status).toBe(200);

    const notices = await noticesTo(phone.account.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'password-changed', hasCalendar: false });
    expect(notices[0]!.subject).toMatch(/^Your password was changed · /);
    expect(notices[0]!.textBody).toContain('was changed on');
    expect(notices[0]!.textBody).not.toContain(NEW_PASSWORD);
  });

  it('sends the notice, text and HTML, even to a patient who turned reminders off', async () => {
    const patient = await createPatient();
    actAs(patient);
    const off = await callRoute(putReminders, '/api/users/me/reminders', {
      method: 'PUT',
      body: { remindersEnabled: false },
    });
    expect(off.status).toBe(200);
    const changed = await postChange(changePatientPassword, '/api/auth/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);

    const before = smtp.received.length;
    await scheduler.runDue();
    const mails = smtp.received
      .slice(before)
      .filter((mail) => JSON.stringify(mail.to).includes(patient.account.email));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toMatch(/^Your password was changed · /);
    expect(mail!.text).toContain('every other device signed in to it was signed out');
    expect(mail!.html).toContain('<a href="http://');
    expect(mail!.attachments).toEqual([]);
    const [notice] = await noticesTo(patient.account.email);
    expect(notice).toMatchObject({ status: 'sent', deliveredVia: 'smtp' });
  });

  it('counts wrong current passwords in the sign-in throttle: past its limit, even the right one waits', async () => {
    const patient = await createPatient();
    actAs(patient);
    const guessingClient = fromAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await postChange(
        changePatientPassword,
        '/api/auth/password',
        { currentPassword: `wrong-guess-${attempt}`, newPassword: NEW_PASSWORD },
        guessingClient,
      );
      expect(wrong.status).toBe(400);
    }
    const refused = await postChange(
      changePatientPassword,
      '/api/auth/password',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      guessingClient,
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await readEnvelope(refused)).body.code).toBe(BFF_ERROR_CODES.rateLimited);
    // Only the guessing client is held back (ADR 0085): the owner signs in from another one.
    expect((await signInElsewhere(patient.account.email, 'patient')).status).toBe(200);
  });

  it('of two changes sent at once, exactly one is made', async () => {
    const patient = await createPatient();
    actAs(patient);
    const answers = await Promise.all(
      ['Quiet-harbour-lantern-42', 'Amber-meadow-telescope-7'].map((newPassword) =>
        postChange(changePatientPassword, '/api/auth/password', { currentPassword: PASSWORD, newPassword }),
      ),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 400]);
    expect(await noticesTo(patient.account.email)).toHaveLength(1);
  });

  it('is refused without a patient session, and from another site', async () => {
    actAs(null);
    const body = { currentPassword: PASSWORD, newPassword: NEW_PASSWORD };
    expect((await postChange(changePatientPassword, '/api/auth/password', body)).status).toBe(401);
    const patient = await createPatient();
    actAs(patient);
    const crossSite = await callRoute(changePatientPassword, '/api/auth/password', {
      method: 'POST',
      body,
      crossSite: true,
    });
    expect(crossSite.status).toBe(403);
    expect((await readEnvelope(crossSite)).body.code).toBe(BFF_ERROR_CODES.csrf);
  });
});

describe('POST /api/staff/auth/password', () => {
  /** The staff member's password changes in the audit log, with their outcome. */
  async function passwordChangesOf(staff: StaffAccount): Promise<unknown[]> {
    actAs(admin);
    const query = `staffId=${staff.id}&action=account.password_change`;
    const { status, body } = await readEnvelope<{ items: { detail: { outcome?: unknown } }[] }>(
      await callRoute(auditLog, `/api/staff/audit-log?${query}`),
    );
    expect(status).toBe(200);
    return body.data!.items.map((item) => item.detail.outcome);
  }

  it('refuses a wrong current password, and records the refused attempt', async () => {
    const staff = await createStaff();
    actAs(staff);
    const { status, body } = await readEnvelope(
      await postChange(changeStaffPassword, '/api/staff/auth/password', {
        currentPassword: 'not-the-password-at-all',
        newPassword: NEW_PASSWORD,
      }),
    );
    expect(status).toBe(400);
    expect(body.code).toBe(BFF_ERROR_CODES.wrongCurrentPassword);
    expect(await passwordChangesOf(staff.account)).toEqual(['failed']);
  });

  it('refuses a weak new password', async () => {
    const staff = await createStaff();
    actAs(staff);
    const weak = await postChange(changeStaffPassword, '/api/staff/auth/password', {
      currentPassword: PASSWORD,
      newPassword: 'short',
    });
    expect(weak.status).toBe(422);
    expect((await signInElsewhere(staff.account.email, 'staff')).status).toBe(200);
  });

  it('ends the other sessions, keeps this one, and is in the audit log', async () => {
    const desk = await createStaff();
    const tablet = await signInElsewhere(desk.account.email, 'staff');
    actAs(desk);
    const changed = await postChange(changeStaffPassword, '/api/staff/auth/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    const deskNow = currentSeal();

    actAs(deskNow);
    expect((await callRoute(staffSession, '/api/staff/session')).status).toBe(200);
    actAs(tablet);
    expect((await callRoute(staffSession, '/api/staff/session')).status).toBe(401);
    expect((await signInElsewhere(desk.account.email, 'staff', NEW_PASSWORD)).status).toBe(200);

    expect(await passwordChangesOf(desk.account)).toEqual(['ok']);
  });

  it("is refused with a patient's session", async () => {
    const patient: SignedIn<PatientAccount> = await createPatient();
    actAs(patient);
    const answer = await postChange(changeStaffPassword, '/api/staff/auth/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(answer.status).toBe(403);
  });
});
