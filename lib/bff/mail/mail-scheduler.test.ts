import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/lib/db/connection';
import { mailMessages } from '@/lib/db/app-schema';
import { manualClock } from '@/testing/mail/manual-clock';
import { seedDueMessages, seedPatient, seedSettledMessage } from '@/testing/mail/seed-messages';
import { startSmtpTestServer, type SmtpTestServer } from '@/testing/mail/smtp-test-server';
import {
  createMailScheduler,
  WITHHELD_INVITATION_BODY,
  WITHHELD_REGISTRATION_BODY,
  WITHHELD_RESET_BODY,
} from './mail-scheduler';
import { UNCONFIRMED_RECIPIENT } from './recipient-guard';
import { outboxTransport } from './mail-transport';
import { smtpTransport } from './smtp-transport';

const FROM = 'Springfield Clinic <visits@clinic.test>';
let handle: DatabaseHandle;
let smtp: SmtpTestServer;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'memory' });
  await handle.migrate('app');
  smtp = await startSmtpTestServer();
});

afterAll(async () => {
  await smtp.close();
  await handle.close();
});

const statusOf = async (id: string) =>
  (await handle.db.select().from(mailMessages).where(eq(mailMessages.id, id)))[0]!;

const arrivedWith = (id: string) => smtp.received.filter((mail) => mail.messageId === `<${id}@clinic.test>`);

/** A reset's e-mail as password-reset.ts plans it: with a link and a code in both parts. */
async function seedResetMail(patient: { id: string; email: string }, dueAt: Date): Promise<string> {
  const id = `msg_${crypto.randomUUID()}`;
  await handle.db.insert(mailMessages).values({
    id,
    organizationKey: 'org-test',
    dedupeKey: `password-reset:${id}`,
    kind: 'password-reset',
    patientAccountId: patient.id,
    appointmentId: null,
    recipient: patient.email,
    subject: 'Choose a new password',
    textBody: 'Open https://clinic.test/reset-password#token=secret-token or type ABCD-2345',
    htmlBody: '<a href="https://clinic.test/reset-password#token=secret-token">Choose</a> ABCD-2345',
    dueAt,
  });
  return id;
}

/** A message as the planners write one, to `recipient`, owned by `patientAccountId` (or nobody). */
async function seedAddressed({
  kind,
  recipient,
  patientAccountId,
  dueAt,
}: {
  kind: 'booked' | 'reminder' | 'registration-code' | 'account-exists';
  recipient: string;
  patientAccountId: string | null;
  dueAt: Date;
}): Promise<string> {
  const id = `msg_${crypto.randomUUID()}`;
  await handle.db.insert(mailMessages).values({
    id,
    organizationKey: 'org-test',
    dedupeKey: `${kind}:${id}`,
    kind,
    patientAccountId,
    appointmentId: null,
    recipient,
    subject: `A ${kind} message`,
    textBody: `A ${kind} message: https://clinic.test/register/confirm#token=secret-token ABCD-2345`,
    htmlBody: `<p>A ${kind} message</p>`,
    dueAt,
  });
  return id;
}

describe('e-mail goes only to confirmed addresses (ADR 0088)', () => {
  it('sends an account’s messages to its own address, and skips any other address or a message with no account', async () => {
    const clock = manualClock('2026-11-20T12:00:00Z');
    const scheduler = createMailScheduler({
      db: handle.db,
      transport: smtpTransport(smtp.url),
      from: FROM,
      clock,
    });
    const patient = await seedPatient(handle.db);
    const own = await seedAddressed({
      kind: 'booked',
      recipient: patient.email,
      patientAccountId: patient.id,
      dueAt: clock.now(),
    });
    const exists = await seedAddressed({
      kind: 'account-exists',
      recipient: patient.email,
      patientAccountId: patient.id,
      dueAt: clock.now(),
    });
    const elsewhere = await seedAddressed({
      kind: 'booked',
      recipient: 'someone.else@springfield.test',
      patientAccountId: patient.id,
      dueAt: clock.now(),
    });
    const ownerless = await seedAddressed({
      kind: 'reminder',
      recipient: 'nobody@springfield.test',
      patientAccountId: null,
      dueAt: clock.now(),
    });
    await scheduler.runDue();
    expect(arrivedWith(own)).toHaveLength(1);
    expect(arrivedWith(exists)).toHaveLength(1);
    for (const id of [elsewhere, ownerless]) {
      expect(arrivedWith(id)).toHaveLength(0);
      expect(await statusOf(id)).toMatchObject({ status: 'skipped', lastError: UNCONFIRMED_RECIPIENT });
    }
  });

  it('sends the confirmation code to an address without an account, and then keeps neither link nor code', async () => {
    const clock = manualClock('2026-11-20T12:00:00Z');
    const scheduler = createMailScheduler({
      db: handle.db,
      transport: smtpTransport(smtp.url),
      from: FROM,
      clock,
    });
    const id = await seedAddressed({
      kind: 'registration-code',
      recipient: 'new.patient@springfield.test',
      patientAccountId: null,
      dueAt: clock.now(),
    });
    await scheduler.runDue();
    expect(arrivedWith(id)[0]?.text).toContain('#token=secret-token');
    expect(await statusOf(id)).toMatchObject({
      status: 'sent',
      textBody: WITHHELD_REGISTRATION_BODY,
      htmlBody: WITHHELD_REGISTRATION_BODY,
    });
  });
});

describe('a password reset e-mail', () => {
  it('goes out by SMTP with its link, and then keeps neither the link nor the code', async () => {
    const clock = manualClock('2026-11-20T12:00:00Z');
    const scheduler = createMailScheduler({
      db: handle.db,
      transport: smtpTransport(smtp.url),
      from: FROM,
      clock,
    });
    const id = await seedResetMail(await seedPatient(handle.db), clock.now());
    await scheduler.runDue();
    const [arrived] = arrivedWith(id);
    expect(arrived?.text).toContain('#token=secret-token');
    expect(await statusOf(id)).toMatchObject({
      status: 'sent',
      deliveredVia: 'smtp',
      textBody: WITHHELD_RESET_BODY,
      htmlBody: WITHHELD_RESET_BODY,
    });
  });

  it('stays readable in the outbox when the outbox is where e-mail goes', async () => {
    const clock = manualClock('2026-11-20T12:00:00Z');
    const scheduler = createMailScheduler({ db: handle.db, transport: outboxTransport, from: FROM, clock });
    const id = await seedResetMail(await seedPatient(handle.db), clock.now());
    await scheduler.runDue();
    expect(await statusOf(id)).toMatchObject({ status: 'sent', deliveredVia: 'outbox' });
    expect((await statusOf(id)).textBody).toContain('#token=secret-token');
  });
});

describe('a staff invitation e-mail', () => {
  it('goes out by SMTP with its link, to an address with no account, and then keeps no link', async () => {
    const clock = manualClock('2026-11-20T12:00:00Z');
    const scheduler = createMailScheduler({
      db: handle.db,
      transport: smtpTransport(smtp.url),
      from: FROM,
      clock,
    });
    const id = `msg_${crypto.randomUUID()}`;
    await handle.db.insert(mailMessages).values({
      id,
      organizationKey: 'org-test',
      dedupeKey: `staff-invitation:${id}:1`,
      kind: 'staff-invitation',
      patientAccountId: null,
      staffAccountId: null,
      appointmentId: null,
      recipient: 'lenny@plant.test',
      subject: 'You are invited to the staff dashboard',
      textBody: 'Accept the invitation: https://clinic.test/staff/accept-invitation#token=invite-token',
      htmlBody: '<a href="https://clinic.test/staff/accept-invitation#token=invite-token">Accept</a>',
      dueAt: clock.now(),
    });
    await scheduler.runDue();
    expect(arrivedWith(id)[0]?.text).toContain('#token=invite-token');
    expect(await statusOf(id)).toMatchObject({
      status: 'sent',
      deliveredVia: 'smtp',
      textBody: WITHHELD_INVITATION_BODY,
      htmlBody: WITHHELD_INVITATION_BODY,
    });
  });
});

describe('the mail scheduler on PGlite', () => {
  it('retries a refusing SMTP server with backoff and sends the message once it accepts', async () => {
    const clock = manualClock('2026-11-20T12:00:00Z');
    const scheduler = createMailScheduler({
      db: handle.db,
      transport: smtpTransport(smtp.url),
      from: FROM,
      clock,
    });
    const [id] = await seedDueMessages(handle.db, {
      count: 1,
      dueAt: clock.now(),
      patient: await seedPatient(handle.db),
    });
    smtp.refuseNext(2);

    await scheduler.runDue();
    expect(await statusOf(id!)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('451'),
      dueAt: new Date('2026-11-20T12:00:30Z'),
    });
    // Not due again before its backoff is over.
    clock.advance(29_000);
    await scheduler.runDue();
    expect((await statusOf(id!)).attempts).toBe(1);
    clock.advance(1_000);
    await scheduler.runDue();
    expect(await statusOf(id!)).toMatchObject({
      status: 'pending',
      attempts: 2,
      dueAt: new Date('2026-11-20T12:01:30Z'),
    });
    clock.advance(60_000);
    await scheduler.runDue();
    expect(await statusOf(id!)).toMatchObject({
      status: 'sent',
      attempts: 3,
      lastError: null,
      deliveredVia: 'smtp',
    });
    expect(smtp.refused()).toBe(2);
    expect(arrivedWith(id!)).toHaveLength(1);
    clock.advance(3_600_000);
    await scheduler.runDue();
    expect(arrivedWith(id!)).toHaveLength(1);
    await scheduler.stop();
  });

  it('gives a message up as failed after its last attempt, with the last error kept', async () => {
    const clock = manualClock('2026-11-21T12:00:00Z');
    const scheduler = createMailScheduler({
      db: handle.db,
      transport: smtpTransport(smtp.url),
      from: FROM,
      clock,
      maxAttempts: 2,
    });
    const [id] = await seedDueMessages(handle.db, {
      count: 1,
      dueAt: clock.now(),
      patient: await seedPatient(handle.db),
    });
    smtp.refuseNext(5);
    await scheduler.runDue();
    clock.advance(30_000);
    await scheduler.runDue();
    expect(await statusOf(id!)).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: expect.stringContaining('451'),
    });
    clock.advance(3_600_000);
    await scheduler.runDue();
    expect((await statusOf(id!)).attempts).toBe(2);
    smtp.refuseNext(0);
    await scheduler.stop();
  });

  it('sends a message claimed by an instance that died before sending, once its lease expires, with the same id', async () => {
    const clock = manualClock('2026-11-22T12:00:00Z');
    const options = { db: handle.db, from: FROM, clock, leaseMs: 60_000 };
    const crashed = createMailScheduler({ ...options, transport: smtpTransport(smtp.url) });
    const survivor = createMailScheduler({ ...options, transport: smtpTransport(smtp.url) });
    const [id] = await seedDueMessages(handle.db, {
      count: 1,
      dueAt: clock.now(),
      patient: await seedPatient(handle.db),
    });

    // What a kill -9 right after the claim leaves behind: a lease, and nothing sent.
    expect((await crashed.claim()).map((message) => message.id)).toEqual([id]);
    await survivor.runDue();
    expect(arrivedWith(id!)).toHaveLength(0);
    clock.advance(60_000);
    await survivor.runDue();
    expect(arrivedWith(id!)).toHaveLength(1);
    expect(await statusOf(id!)).toMatchObject({ status: 'sent', attempts: 2 });
    await survivor.stop();
  });

  it('skips a reminder of a patient who turned reminders off by its time', async () => {
    const clock = manualClock('2026-11-23T12:00:00Z');
    const scheduler = createMailScheduler({
      db: handle.db,
      transport: smtpTransport(smtp.url),
      from: FROM,
      clock,
    });
    const [id] = await seedDueMessages(handle.db, {
      count: 1,
      dueAt: clock.now(),
      patient: await seedPatient(handle.db, { remindersEnabled: false }),
    });
    await scheduler.runDue();
    expect(await statusOf(id!)).toMatchObject({ status: 'skipped' });
    expect(arrivedWith(id!)).toHaveLength(0);
    await scheduler.stop();
  });
});

const DAY_MS = 86_400_000;

describe('old messages', () => {
  const remaining = async (ids: string[]) =>
    (await handle.db.select({ id: mailMessages.id }).from(mailMessages).where(inArray(mailMessages.id, ids)))
      .map((row) => row.id)
      .sort();

  it('deletes finished messages once the whole of their life is older than the retention period, and never a waiting one', async () => {
    const clock = manualClock('2027-06-01T12:00:00Z');
    const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY_MS);
    const scheduler = createMailScheduler({
      db: handle.db,
      transport: outboxTransport,
      from: FROM,
      clock,
      retentionMs: 90 * DAY_MS,
      pruneBatchSize: 2,
    });
    const patient = await seedPatient(handle.db);
    const settled = (status: 'sent' | 'failed' | 'skipped' | 'withdrawn', days: number) =>
      seedSettledMessage(handle.db, { patient, status, createdAt: daysAgo(days) });
    const old = [await settled('sent', 100), await settled('failed', 91), await settled('skipped', 120)];
    old.push(await settled('withdrawn', 95), await settled('sent', 400));
    const recent = await settled('sent', 89);
    const kept = [
      recent,
      // Waiting, however old: stuck behind a failing server or due later, it is still to be sent.
      await seedSettledMessage(handle.db, { patient, status: 'pending', createdAt: daysAgo(300) }),
      await seedSettledMessage(handle.db, {
        patient,
        status: 'pending',
        createdAt: daysAgo(200),
        dueAt: daysAgo(-30),
      }),
      // A reminder planned long ago and sent recently: kept for the whole period after it went out.
      await seedSettledMessage(handle.db, {
        patient,
        status: 'sent',
        createdAt: daysAgo(200),
        dueAt: daysAgo(100),
        sentAt: daysAgo(80),
      }),
      // Planned long ago for a visit still ahead, then withdrawn: its visit may move back to that time.
      await seedSettledMessage(handle.db, {
        patient,
        status: 'withdrawn',
        createdAt: daysAgo(200),
        dueAt: daysAgo(-10),
      }),
    ];

    // In batches of two: five old rows take three statements, every one of them deleted.
    expect(await scheduler.prune()).toBeGreaterThanOrEqual(old.length);
    expect(await remaining([...old, ...kept])).toEqual([...kept].sort());
    expect(await scheduler.prune()).toBe(0);

    clock.advance(2 * DAY_MS);
    await scheduler.prune();
    expect(await remaining(kept)).toEqual(kept.filter((id) => id !== recent).sort());
    await scheduler.stop();
  });

  it('prunes from its polling loop at start and then once per period, as the clock says', async () => {
    const clock = manualClock('2027-09-01T12:00:00Z');
    const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY_MS);
    const scheduler = createMailScheduler({
      db: handle.db,
      transport: outboxTransport,
      from: FROM,
      clock,
      retentionMs: 30 * DAY_MS,
      pruneEveryMs: 3_600_000,
      pollMs: 5,
    });
    const patient = await seedPatient(handle.db);
    const first = await seedSettledMessage(handle.db, { patient, status: 'sent', createdAt: daysAgo(31) });
    scheduler.start();
    await vi.waitFor(async () => expect(await remaining([first])).toEqual([]));

    // Old as well, but the next pruning is an hour away on the scheduler's clock: many rounds leave it.
    const second = await seedSettledMessage(handle.db, { patient, status: 'failed', createdAt: daysAgo(31) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await remaining([second])).toEqual([second]);
    clock.advance(3_600_000);
    await vi.waitFor(async () => expect(await remaining([second])).toEqual([]));
    await scheduler.stop();
  });
});
