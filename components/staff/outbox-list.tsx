'use client';

import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ListTime } from '@/components/ui/local-time';
import { Notice } from '@/components/ui/notice';
import { SelectField } from '@/components/ui/field';
import { QueryState } from '@/components/ui/query-state';
import { useOutbox } from '@/lib/client/staff/use-staff-data';
import { useDisplayTimeZone } from '@/lib/client/time-zone';
import { countOf } from '@/lib/client/count-of';
import type { OutboxMessageRow } from '@/lib/contract/bff';
import { MAIL_STATUSES, type MailKind, type MailStatus } from '@/lib/contract/bff/mail-values';
import styles from './staff.module.css';

const KIND_LABELS: Record<MailKind, string> = {
  booked: 'Booking confirmation',
  rescheduled: 'New time confirmation',
  cancelled: 'Cancellation confirmation',
  reminder: 'Reminder',
  'password-reset': 'Password reset',
  'password-changed': 'Password changed notice',
  'registration-code': 'Address confirmation',
  'account-exists': 'Account already exists notice',
  'staff-invitation': 'Staff invitation',
};

const STATUS_LABELS: Record<MailStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
  withdrawn: 'Withdrawn (visit cancelled or moved, or reset or invitation replaced)',
  skipped: 'Skipped (reminders turned off)',
};

function OutboxMessage({ message, zone }: { message: OutboxMessageRow; zone: string }) {
  return (
    <li className={styles.card}>
      <h3 className={styles.messageSubject}>{message.subject}</h3>
      <p className={styles.meta}>
        {KIND_LABELS[message.kind]} to {message.recipient}
        {message.hasCalendar ? ', with a calendar file' : ''}
      </p>
      <p>
        <strong>{STATUS_LABELS[message.status]}</strong>
        {message.status === 'sent' && message.sentAt ? (
          <>
            {' '}
            <ListTime instant={message.sentAt} timeZone={zone} />
            {message.deliveredVia === 'outbox' ? ' (kept here: no SMTP server is configured)' : ' over SMTP'}
          </>
        ) : null}
        {message.status === 'pending' ? (
          <>
            , due <ListTime instant={message.dueAt} timeZone={zone} />
          </>
        ) : null}
        {message.attempts > 0 ? ` · ${countOf(message.attempts, 'attempt')}` : null}
      </p>
      {message.lastError ? (
        <p className={styles.fieldError}>
          Last error: <span className={styles.mono}>{message.lastError}</span>
        </p>
      ) : null}
      <details>
        <summary>Show the message</summary>
        <pre className={styles.messageBody}>{message.textBody}</pre>
      </details>
    </li>
  );
}

/** The e-mails to patients, newest first, filterable by status; pending and failed ones show their last error. */
export function OutboxList() {
  const [status, setStatus] = useState<MailStatus | ''>('');
  const query = useOutbox(status ? { status } : {});
  const zone = useDisplayTimeZone();
  return (
    <>
      <div className={styles.filters} role="search">
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as MailStatus | '')}
        >
          <option value="">All messages</option>
          {MAIL_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </SelectField>
      </div>
      <QueryState query={query} headingLevel={3} what="the outbox">
        {(page) => (
          <div className={styles.outbox}>
            {page.transport === 'outbox' ? (
              <Notice tone="info" title="No SMTP server is configured">
                <p>
                  Messages are kept here only: this is exactly what patients would receive. Set SMTP_URL and
                  MAIL_FROM to send them.
                </p>
              </Notice>
            ) : null}
            {page.items.length === 0 ? (
              <EmptyState
                title="No messages"
                text="Messages appear here when visits are booked, moved or cancelled."
              />
            ) : (
              <ol className={styles.list} aria-label="Messages, newest first">
                {page.items.map((message) => (
                  <OutboxMessage key={message.id} message={message} zone={zone} />
                ))}
              </ol>
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}
