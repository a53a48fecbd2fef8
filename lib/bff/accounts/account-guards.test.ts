import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog, staffAccounts } from '@/lib/db/app-schema';
import { insertPatientAccount, rejectionOf, configureRemoteModeInMemory } from '@/testing/account-fixtures';
import { testCookieJar } from '@/testing/cookie-jar';
import {
  createStaffAccount,
  findPatientForStaff,
  listConsultations,
  recordAudit,
  recordCallToAction,
  recordConsultationCompletion,
  requirePatient,
  requireStaff,
} from '@/lib/bff/accounts';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { hashPassword } from '@/lib/bff/accounts/password';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { startSession } from '@/lib/bff/accounts/session-records';

configureRemoteModeInMemory({ token: 'tok-account-guards-test' });

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);

const PASSWORD = 'marge-simpson-742';
let organizationKey: string;

beforeAll(async () => {
  organizationKey = await getOrganizationKey();
  await insertPatientAccount({
    id: 'pat_marge',
    email: 'marge@springfield.test',
    organizationKey,
    password: PASSWORD,
  });
  await insertPatientAccount({
    id: 'pat_bart',
    email: 'bart@springfield.test',
    organizationKey,
    password: PASSWORD,
  });
  await insertPatientAccount({
    id: 'pat_elsewhere',
    email: 'marge@springfield.test',
    organizationKey: 'other-org-000000',
    password: PASSWORD,
  });
});

beforeEach(() => testCookieJar.clear());

describe('staff accounts and guards', () => {
  it('creates staff in this organization and refuses a duplicate address', async () => {
    const admin = await createStaffAccount({
      email: 'Skinner@School.test',
      password: 'principal-1234',
      role: 'admin',
    });
    expect(admin).toMatchObject({ email: 'skinner@school.test', role: 'admin', organizationKey });
    const duplicate = await rejectionOf(
      createStaffAccount({ email: 'skinner@school.test', password: 'principal-5678', role: 'staff' }),
    );
    expect(duplicate.code).toBe('error.account.exists');
    const weak = await rejectionOf(
      createStaffAccount({ email: 'chalmers@school.test', password: 'short', role: 'staff' }),
    );
    expect(weak.status).toBe(422);
    expect(weak.data).toEqual({
      fields: [{ path: 'password', message: expect.stringMatching(/at least 10/) }],
    });
  });

  it('shows staff only the patients of their own organization', async () => {
    const staff = await createStaffAccount({
      email: 'krabappel@school.test',
      password: 'chalkboard-erasers-4',
      role: 'staff',
    });
    expect((await findPatientForStaff({ staff, patientId: 'pat_marge' })).email).toBe(
      'marge@springfield.test',
    );
    const elsewhere = await rejectionOf(findPatientForStaff({ staff, patientId: 'pat_elsewhere' }));
    expect(elsewhere.status).toBe(404);
    const absent = await rejectionOf(findPatientForStaff({ staff, patientId: 'pat_nobody' }));
    expect(absent.toJSON('r')).toEqual(elsewhere.toJSON('r'));
  });

  it('requires the right kind of session and role', async () => {
    expect((await rejectionOf(requirePatient())).status).toBe(401);
    expect((await rejectionOf(requireStaff())).status).toBe(401);

    await startSession({ accountId: 'pat_marge', kind: 'patient', version: 0 });
    expect(await requirePatient()).toMatchObject({ serviceUserId: 'usr_pat_marge' });
    // Signed in, but the wrong kind of account: 403, so the client can tell it from a lost session.
    expect(await rejectionOf(requireStaff())).toMatchObject({ status: 403, code: 'error.auth.forbidden' });

    const staff = await createStaffAccount({
      email: 'willie@school.test',
      password: 'groundskeeper',
      role: 'staff',
    });
    await startSession({ accountId: staff.id, kind: 'staff', version: 0 });
    expect((await requireStaff()).id).toBe(staff.id);
    const forbidden = await rejectionOf(requireStaff({ role: 'admin' }));
    expect(forbidden.status).toBe(403);

    // A session for an account of another organization sharing the database is no session here.
    const db = await getAppDatabase();
    await db.insert(staffAccounts).values({
      id: 'stf_foreign',
      organizationKey: 'other-org-000000',
      email: 'foreign@school.test',
      passwordHash: await hashPassword(PASSWORD),
      role: 'admin',
    });
    await startSession({ accountId: 'stf_foreign', kind: 'staff', version: 0 });
    expect((await rejectionOf(requireStaff())).status).toBe(401);
    await startSession({ accountId: 'pat_elsewhere', kind: 'patient', version: 0 });
    expect((await rejectionOf(requirePatient())).status).toBe(401);
  });

  it('records audit entries', async () => {
    const staff = await createStaffAccount({
      email: 'lisa@school.test',
      password: 'saxophone-solo-1989',
      role: 'staff',
    });
    await recordAudit({
      staffAccountId: staff.id,
      action: 'patient.view',
      patientAccountId: 'pat_marge',
      detail: { page: 'summary' },
    });
    const db = await getAppDatabase();
    const entries = await db.select().from(auditLog).where(eq(auditLog.staffAccountId, staff.id));
    expect(entries).toMatchObject([
      { action: 'patient.view', patientAccountId: 'pat_marge', detail: { page: 'summary' } },
    ]);
  });
});

describe('consultation records', () => {
  it('keeps the artifacts and the call to action of each chat, newest first', async () => {
    await recordCallToAction({
      organizationKey,
      patientAccountId: 'pat_marge',
      chatId: 'chat_1',
      cta: { skillCode: 'book_appointment', widget: 'appointment_booking', text: 'Book a visit' },
    });
    await recordConsultationCompletion({
      organizationKey,
      patientAccountId: 'pat_marge',
      chatId: 'chat_1',
      artifacts: { longSummary: 'art_l', shortSummary: 'art_s', soapNote: 'art_n' },
      completedAt: new Date('2030-02-02T12:00:00Z'),
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await recordConsultationCompletion({
      organizationKey,
      patientAccountId: 'pat_marge',
      chatId: 'chat_2',
      artifacts: { longSummary: 'art_l2', shortSummary: 'art_s2', soapNote: 'art_n2' },
    });
    // Another patient cannot take over a recorded chat.
    await recordCallToAction({
      organizationKey,
      patientAccountId: 'pat_bart',
      chatId: 'chat_1',
      cta: { skillCode: 'x', widget: 'y' },
    });

    const records = await listConsultations({ organizationKey, patientAccountId: 'pat_marge' });
    expect(records.map((record) => record.chatId)).toEqual(['chat_2', 'chat_1']);
    expect(records[1]).toMatchObject({
      longSummaryArtifactId: 'art_l',
      shortSummaryArtifactId: 'art_s',
      soapNoteArtifactId: 'art_n',
      cta: { skillCode: 'book_appointment', widget: 'appointment_booking', text: 'Book a visit' },
      completedAt: new Date('2030-02-02T12:00:00Z'),
    });
    expect(await listConsultations({ organizationKey, patientAccountId: 'pat_bart' })).toEqual([]);
  });
});
