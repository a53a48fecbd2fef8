import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { OutboxMessageRow, OutboxPage, OutboxQuery } from '@/lib/contract/bff';
import type { StaffAccount } from '@/lib/bff/accounts';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { audited } from '@/lib/bff/staff/staff-access';
import { mailMessages } from '@/lib/db/app-schema';
import { mailTransportKind } from './mail-runtime';

/** The newest messages are what an admin checks; older ones stay in the table until their retention ends. */
export const OUTBOX_LIMIT = 100;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The organization's e-mails to patients and staff, newest first, for administrators: what was sent
 * (or, without SMTP, what would have been), what waits and what failed with its last error. Viewing it
 * is recorded.
 */
export function readOutbox(admin: StaffAccount, query: OutboxQuery): Promise<OutboxPage> {
  return audited({
    staff: admin,
    action: 'outbox.view',
    detail: { ...query },
    perform: async () => {
      const db = await getAppDatabase();
      const rows = await db
        .select()
        .from(mailMessages)
        .where(
          and(
            eq(mailMessages.organizationKey, admin.organizationKey),
            query.status ? eq(mailMessages.status, query.status) : undefined,
          ),
        )
        // One change plans its confirmation and reminders together: the confirmation comes first.
        .orderBy(desc(mailMessages.createdAt), asc(mailMessages.dueAt))
        .limit(OUTBOX_LIMIT);
      const items: OutboxMessageRow[] = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        status: row.status,
        recipient: row.recipient,
        subject: row.subject,
        textBody: row.textBody,
        hasCalendar: row.calendar !== null,
        dueAt: row.dueAt.toISOString(),
        attempts: row.attempts,
        lastError: row.lastError,
        deliveredVia: row.deliveredVia === 'smtp' || row.deliveredVia === 'outbox' ? row.deliveredVia : null,
        sentAt: iso(row.sentAt),
        createdAt: row.createdAt.toISOString(),
      }));
      return { items, transport: mailTransportKind() };
    },
  });
}
