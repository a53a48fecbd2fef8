import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/lib/db/connection';
import { mailMessages } from '@/lib/db/app-schema';
import { manualClock } from '@/testing/mail/manual-clock';
import { seedDueMessages, seedPatient } from '@/testing/mail/seed-messages';
import { startSmtpTestServer, type SmtpTestServer } from '@/testing/mail/smtp-test-server';
import { createMailScheduler } from './mail-scheduler';
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
