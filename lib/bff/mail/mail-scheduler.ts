import 'server-only';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '@/lib/db/connection';
import { mailMessages, patientAccounts } from '@/lib/db/app-schema';
import { loggableError } from '@/lib/logging/loggable-error';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import type { MailTransport } from './mail-transport';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface MailSchedulerOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  clock?: Clock;
  /** How long a claim keeps other instances off a message; past it, the message is claimed again. */
  leaseMs?: number;
  /** Attempts before a message is given up as failed. */
  maxAttempts?: number;
  /** Wait before the next attempt after `attempt` failed ones. */
  backoffMs?: (attempt: number) => number;
  batchSize?: number;
  pollMs?: number;
}

type ClaimedMessage = typeof mailMessages.$inferSelect;

/** 30 s, 1 min, 2 min, … up to an hour: eight attempts span about an hour and a half. */
export const defaultBackoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);

export interface MailScheduler {
  /** Claims and sends every message due now; resolves to how many were settled. For tests and the loop. */
  runDue(): Promise<number>;
  /** Claims due messages without sending them: what an instance killed right after claiming leaves. */
  claim(): Promise<ClaimedMessage[]>;
  start(): void;
  /** Stops polling and waits for the round in progress, so that no claim is left half sent. */
  stop(): Promise<void>;
}

/**
 * Durable delivery from the app's database (ADR 0064): any number of instances poll the same table; a due
 * message is claimed with `FOR UPDATE SKIP LOCKED` under a lease, so only one instance sends it. A crash
 * between claiming and sending leaves the lease to expire, and the message is claimed and sent again with
 * the same Message-ID. A failed attempt is retried with backoff, and given up after `maxAttempts`.
 */
export function createMailScheduler(options: MailSchedulerOptions): MailScheduler {
  const {
    db,
    transport,
    from,
    clock = systemClock,
    leaseMs = 5 * 60_000,
    maxAttempts = 8,
    backoffMs = defaultBackoffMs,
    batchSize = 20,
    pollMs = 5_000,
  } = options;

  async function claim(): Promise<ClaimedMessage[]> {
    const now = clock.now();
    const due = db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.status, 'pending'),
          lte(mailMessages.dueAt, now),
          or(isNull(mailMessages.leaseUntil), lte(mailMessages.leaseUntil, now)),
        ),
      )
      .orderBy(asc(mailMessages.dueAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailMessages)
      .set({
        leaseUntil: new Date(now.getTime() + leaseMs),
        leaseToken: randomUUID(),
        attempts: sql`${mailMessages.attempts} + 1`,
      })
      .where(inArray(mailMessages.id, due))
      .returning();
    // RETURNING keeps no order: a booking's confirmation goes out before its cancellation's.
    return claimed.sort(
      (a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime(),
    );
  }

  /** Only the holder of the lease settles a message: a late instance whose lease was taken over does not. */
  async function settle(message: ClaimedMessage, change: Partial<typeof mailMessages.$inferInsert>) {
    await db
      .update(mailMessages)
      .set({ ...change, leaseUntil: null, leaseToken: null })
      .where(and(eq(mailMessages.id, message.id), eq(mailMessages.leaseToken, message.leaseToken!)));
  }

  async function remindersOff(messages: ClaimedMessage[]): Promise<Set<string>> {
    const patientIds = [
      ...new Set(messages.filter((m) => m.kind === 'reminder').map((m) => m.patientAccountId)),
    ];
    if (patientIds.length === 0) return new Set();
    const rows = await db
      .select({ id: patientAccounts.id })
      .from(patientAccounts)
      .where(and(inArray(patientAccounts.id, patientIds), eq(patientAccounts.remindersEnabled, false)));
    return new Set(rows.map((row) => row.id));
  }

  async function deliver(message: ClaimedMessage, off: Set<string>) {
    // The patient's choice at the reminder's time counts, not at the booking's.
    if (message.kind === 'reminder' && off.has(message.patientAccountId)) {
      await settle(message, { status: 'skipped' });
      return;
    }
    try {
      await transport.send({
        messageId: message.id,
        kind: message.kind,
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        calendar: message.calendar,
      });
    } catch (error) {
      // For the admins' console: the server's answer ("550 …"), not a stack.
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const failed = message.attempts >= maxAttempts;
      await settle(message, {
        status: failed ? 'failed' : 'pending',
        lastError,
        dueAt: failed ? message.dueAt : new Date(clock.now().getTime() + backoffMs(message.attempts)),
      });
      return;
    }
    await settle(message, {
      status: 'sent',
      sentAt: clock.now(),
      deliveredVia: transport.via,
      lastError: null,
    });
  }

  async function runDue(): Promise<number> {
    let settled = 0;
    for (;;) {
      const claimed = await claim();
      const off = await remindersOff(claimed);
      for (const message of claimed) await deliver(message, off);
      settled += claimed.length;
      if (claimed.length < batchSize) return settled;
    }
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  let round: Promise<unknown> = Promise.resolve();
  let running = false;

  const tick = () => {
    round = runDue()
      .catch((error: unknown) => bffLog.error({ error: loggableError(error) }, 'a delivery round failed'))
      .finally(() => {
        if (running) timer = setTimeout(tick, pollMs);
      });
  };

  return {
    runDue,
    claim,
    start() {
      if (running) return;
      running = true;
      tick();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await round;
      transport.close();
    },
  };
}
