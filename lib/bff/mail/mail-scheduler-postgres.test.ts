import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { eq, inArray, ne } from 'drizzle-orm';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/lib/db/connection';
import { mailMessages } from '@/lib/db/app-schema';
import { postgresBinariesAvailable, startTestPostgres, type TestPostgres } from '@/testing/postgres-server';
import { manualClock } from '@/testing/mail/manual-clock';
import { seedDueMessages, seedPatient, seedSettledMessage } from '@/testing/mail/seed-messages';
import { startSmtpTestServer, type SmtpTestServer } from '@/testing/mail/smtp-test-server';
import { createMailScheduler } from './mail-scheduler';
import { outboxTransport } from './mail-transport';
import { smtpTransport } from './smtp-transport';

// Two app instances on one PostgreSQL database, each with its own connection pool and scheduler, as two
// `next start` processes would have: they poll the same table at the same moments.
describe.skipIf(!postgresBinariesAvailable())('two mail schedulers on one PostgreSQL', () => {
  let postgres: TestPostgres;
  let smtp: SmtpTestServer;
  let url: string;
  const instances: DatabaseHandle[] = [];

  beforeAll(async () => {
    postgres = await startTestPostgres();
    const admin = new Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('CREATE DATABASE mail_instances');
    await admin.end();
    url = postgres.url.replace(/\/postgres$/, '/mail_instances');
    for (const _ of [1, 2]) {
      const handle = await openDatabase({ kind: 'postgres', url });
      await handle.migrate('app');
      instances.push(handle);
    }
    smtp = await startSmtpTestServer();
  }, 120_000);

  afterAll(async () => {
    await smtp?.close();
    await Promise.all(instances.map((handle) => handle.close()));
    postgres?.stop();
  });

  it('send each due reminder exactly once', async () => {
    const clock = manualClock('2026-11-24T12:00:00Z');
    const patient = await seedPatient(instances[0]!.db);
    const ids = await seedDueMessages(instances[0]!.db, { count: 60, dueAt: clock.now(), patient });
    const schedulers = instances.map((handle) =>
      createMailScheduler({
        db: handle.db,
        transport: smtpTransport(smtp.url),
        from: 'Springfield Clinic <visits@clinic.test>',
        clock,
        // Small batches, so that the two instances claim turn about many times.
        batchSize: 4,
      }),
    );
    const settled = await Promise.all(schedulers.map((scheduler) => scheduler.runDue()));
    // Both took part, and between them settled every message once.
    expect(settled.every((count) => count > 0)).toBe(true);
    expect(settled[0]! + settled[1]!).toBe(60);
    await Promise.all(schedulers.map((scheduler) => scheduler.runDue()));

    const arrivals = new Map<string, number>();
    for (const mail of smtp.received) arrivals.set(mail.messageId!, (arrivals.get(mail.messageId!) ?? 0) + 1);
    expect(arrivals.size).toBe(60);
    expect([...arrivals.values()].every((count) => count === 1)).toBe(true);
    expect([...arrivals.keys()].sort()).toEqual(ids.map((id) => `<${id}@clinic.test>`).sort());
    const rows = await instances[1]!.db.select({ status: mailMessages.status }).from(mailMessages);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
  }, 60_000);

  it('delete old finished messages together, each once, and leave the waiting ones', async () => {
    const clock = manualClock('2027-03-01T12:00:00Z');
    const longAgo = new Date(clock.now().getTime() - 200 * 86_400_000);
    const patient = await seedPatient(instances[0]!.db);
    const old = await Promise.all(
      Array.from({ length: 120 }, (_, index) =>
        seedSettledMessage(instances[0]!.db, {
          patient,
          status: index % 2 ? 'sent' : 'failed',
          createdAt: longAgo,
        }),
      ),
    );
    const waiting = await seedSettledMessage(instances[0]!.db, {
      patient,
      status: 'pending',
      createdAt: longAgo,
    });
    const schedulers = instances.map((handle) =>
      createMailScheduler({
        db: handle.db,
        transport: outboxTransport,
        from: 'Springfield Clinic <visits@clinic.test>',
        clock,
        pruneBatchSize: 7,
      }),
    );
    // The earlier test's messages, sent months before this clock's cutoff, are as old as these.
    const finished = await instances[0]!.db.$count(mailMessages, ne(mailMessages.status, 'pending'));
    const deleted = await Promise.all(schedulers.map((scheduler) => scheduler.prune()));
    // Every old row went, each counted by exactly one of the two (none failed on the other's locks).
    expect(finished).toBeGreaterThanOrEqual(old.length);
    expect(deleted[0]! + deleted[1]!).toBe(finished);
    const left = await instances[1]!.db
      .select({ id: mailMessages.id, status: mailMessages.status })
      .from(mailMessages)
      .where(inArray(mailMessages.id, [...old, waiting]));
    expect(left).toEqual([{ id: waiting, status: 'pending' }]);
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    // The next test counts on being the only message due.
    await instances[0]!.db.delete(mailMessages).where(eq(mailMessages.id, waiting));
  }, 60_000);

  it('send a message claimed by an instance killed (SIGKILL) before sending, once its lease expires', async () => {
    const patient = await seedPatient(instances[0]!.db);
    const [id] = await seedDueMessages(instances[0]!.db, { count: 1, dueAt: new Date(), patient });
    const leaseMs = 60_000;
    // Node itself, with tsx as a loader: the process killed is the one holding the claim's connection.
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=react-server',
        'testing/mail/claim-and-hang.ts',
        url,
        String(leaseMs),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.setEncoding('utf8');
    while (!output.includes('\n')) output += (await once(child.stdout, 'data'))[0] as string;
    expect(output.trim()).toBe(`claimed ${id}`);
    child.kill('SIGKILL');
    await once(child, 'exit');

    const clock = manualClock();
    const survivor = createMailScheduler({
      db: instances[1]!.db,
      transport: smtpTransport(smtp.url),
      from: 'Springfield Clinic <visits@clinic.test>',
      clock,
    });
    // While the dead instance's lease lasts, nobody sends; once it has run out, the survivor does, once.
    await survivor.runDue();
    const arrived = () => smtp.received.filter((mail) => mail.messageId === `<${id}@clinic.test>`);
    expect(arrived()).toHaveLength(0);
    clock.advance(leaseMs);
    await survivor.runDue();
    await survivor.runDue();
    expect(arrived()).toHaveLength(1);
    const [row] = await instances[1]!.db.select().from(mailMessages).where(eq(mailMessages.id, id!));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    await survivor.stop();
  }, 60_000);
});
