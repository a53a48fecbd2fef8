import 'server-only';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '@/lib/db/connection';
import { mailMessages, patientAccounts } from '@/lib/db/app-schema';
import { loggableError } from '@/lib/logging/loggable-error';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import type { MailStatus } from '@/lib/contract/bff';
import { SECRET_MAIL_KINDS } from '@/lib/contract/bff/mail-values';
import type { MailTransport } from './mail-transport';
import { UNCONFIRMED_RECIPIENT, unconfirmedRecipient, type RecipientAccount } from './recipient-guard';

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
  /** How long a finished message is kept (OUTBOX_RETENTION_DAYS); older ones are deleted. */
  retentionMs?: number;
  /** How often an instance looks for messages past their retention. */
  pruneEveryMs?: number;
  /** Rows deleted per statement, so that no delete holds many row locks for long. */
  pruneBatchSize?: number;
  /** Told of a message given up after every attempt (the staff work queue lists them); must not throw. */
  onGivenUp?: (message: {
    id: string;
    organizationKey: string;
    patientAccountId: string | null;
  }) => Promise<void>;
}

const DAY_MS = 86_400_000;

/**
 * What will never be sent again: sent, given up after every attempt, a reminder skipped by the patient's
 * choice, or withdrawn. A withdrawn reminder comes back only when its visit moves back to that time, which
 * must still be ahead: once its due time is past the retention period, it cannot.
 */
const FINISHED_STATUSES = ['sent', 'failed', 'skipped', 'withdrawn'] as const satisfies readonly MailStatus[];

/** What stays of a password reset's message once it is sent: its link and code are not kept. */
export const WITHHELD_RESET_BODY = 'A link and code to choose a new password (not kept once sent).';
/** The same for the confirmation of a new account's address (ADR 0088). */
export const WITHHELD_REGISTRATION_BODY = 'A link and code to confirm an address (not kept once sent).';
/** What stays of a staff invitation once it is sent: its link is not kept. */
export const WITHHELD_INVITATION_BODY =
  'A link to accept the invitation and choose a password (not kept once sent).';

type ClaimedMessage = typeof mailMessages.$inferSelect;

function withheldBodies(kind: ClaimedMessage['kind']) {
  const body =
    kind === 'registration-code'
      ? WITHHELD_REGISTRATION_BODY
      : kind === 'staff-invitation'
        ? WITHHELD_INVITATION_BODY
        : WITHHELD_RESET_BODY;
  return { textBody: body, htmlBody: body };
}

/** 30 s, 1 min, 2 min, … up to an hour: eight attempts span about an hour and a half. */
export const defaultBackoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);

export interface MailScheduler {
  /** Claims and sends every message due now; resolves to how many were settled. For tests and the loop. */
  runDue(): Promise<number>;
  /** Claims due messages without sending them: what an instance killed right after claiming leaves. */
  claim(): Promise<ClaimedMessage[]>;
  /** Deletes the finished messages older than the retention period; resolves to how many. */
  prune(): Promise<number>;
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
    retentionMs = 90 * DAY_MS,
    pruneEveryMs = 3_600_000,
    pruneBatchSize = 500,
    onGivenUp,
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

  /** The patient accounts the messages are to, as they are now: their address and reminder setting. */
  async function recipientAccounts(messages: ClaimedMessage[]): Promise<Map<string, RecipientAccount>> {
    const patientIds = [
      ...new Set(messages.flatMap((m) => (m.patientAccountId ? [m.patientAccountId] : []))),
    ];
    if (patientIds.length === 0) return new Map();
    const rows = await db
      .select({
        id: patientAccounts.id,
        email: patientAccounts.email,
        emailConfirmedAt: patientAccounts.emailConfirmedAt,
        remindersEnabled: patientAccounts.remindersEnabled,
      })
      .from(patientAccounts)
      .where(inArray(patientAccounts.id, patientIds));
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function deliver(message: ClaimedMessage, accounts: Map<string, RecipientAccount>) {
    const account = message.patientAccountId ? accounts.get(message.patientAccountId) : undefined;
    // Nothing goes to an address its owner has not confirmed, whoever planned it (ADR 0088).
    if (unconfirmedRecipient(message, account)) {
      await settle(message, { status: 'skipped', lastError: UNCONFIRMED_RECIPIENT });
      return;
    }
    // The patient's choice at the reminder's time counts, not at the booking's.
    if (message.kind === 'reminder' && account && !account.remindersEnabled) {
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
      if (failed) await onGivenUp?.(message);
      return;
    }
    await settle(message, {
      status: 'sent',
      sentAt: clock.now(),
      deliveredVia: transport.via,
      lastError: null,
      // Once it has left by SMTP, a reset's or a confirmation's link and code, or an invitation's link, are
      // kept nowhere here (ADR 0087, 0088, 0090).
      ...(SECRET_MAIL_KINDS.has(message.kind) && transport.via === 'smtp'
        ? withheldBodies(message.kind)
        : {}),
    });
  }

  async function runDue(): Promise<number> {
    let settled = 0;
    for (;;) {
      const claimed = await claim();
      const accounts = await recipientAccounts(claimed);
      for (const message of claimed) await deliver(message, accounts);
      settled += claimed.length;
      if (claimed.length < batchSize) return settled;
    }
  }

  /**
   * A message is old once everything about it is: planned, due and (if sent) sent before the cutoff, so a
   * reminder planned months ahead is kept for the whole period after its time. Every instance prunes; the
   * rows each statement takes are locked with SKIP LOCKED, so two instances delete different rows and
   * neither waits for the other, and the status is tested on the row as locked: a pending row is never
   * deleted, whoever changes it meanwhile. The (status, due_at) index finds the candidates.
   */
  async function prune(): Promise<number> {
    const cutoff = new Date(clock.now().getTime() - retentionMs);
    const finishedBefore = and(
      inArray(mailMessages.status, [...FINISHED_STATUSES]),
      lt(mailMessages.dueAt, cutoff),
      lt(mailMessages.createdAt, cutoff),
      or(isNull(mailMessages.sentAt), lt(mailMessages.sentAt, cutoff)),
    );
    let deleted = 0;
    for (;;) {
      const old = db
        .select({ id: mailMessages.id })
        .from(mailMessages)
        .where(finishedBefore)
        .limit(pruneBatchSize)
        .for('update', { skipLocked: true });
      const rows = await db
        .delete(mailMessages)
        .where(and(inArray(mailMessages.id, old), finishedBefore))
        .returning({ id: mailMessages.id });
      deleted += rows.length;
      if (rows.length < pruneBatchSize) return deleted;
    }
  }

  let prunedAt: number | undefined;

  /** At start, then at most once per `pruneEveryMs`: the delivery rounds every few seconds need not. */
  async function pruneWhenDue() {
    const now = clock.now().getTime();
    if (prunedAt !== undefined && now - prunedAt < pruneEveryMs) return;
    prunedAt = now;
    const deleted = await prune();
    if (deleted > 0) bffLog.info({ deleted, retentionDays: retentionMs / DAY_MS }, 'old e-mails deleted');
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  let round: Promise<unknown> = Promise.resolve();
  let running = false;

  const tick = () => {
    round = runDue()
      .catch((error: unknown) => bffLog.error({ error: loggableError(error) }, 'a delivery round failed'))
      .then(pruneWhenDue)
      .catch((error: unknown) =>
        bffLog.error({ error: loggableError(error) }, 'could not delete old e-mails'),
      )
      .finally(() => {
        if (running) timer = setTimeout(tick, pollMs);
      });
  };

  return {
    runDue,
    claim,
    prune,
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
