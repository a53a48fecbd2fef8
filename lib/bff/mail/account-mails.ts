import 'server-only';
import type { SessionKind } from '@/lib/contract/bff';
import type { PatientAccount } from '@/lib/bff/accounts/account-types';
import { getBookingPolicy } from '@/lib/bff/booking/booking-policy';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { newId } from '@/lib/bff/crypto/random-values';
import type { Database } from '@/lib/db/connection';
import { mailMessages } from '@/lib/db/app-schema';
import { renderPasswordChangedMail } from './mail-content';

type PasswordChangedMailPlan = (changed: {
  db: Database;
  /** A staff account has no zone: the time is then given in UTC, named as such. */
  account: Pick<PatientAccount, 'id' | 'email' | 'organizationKey'> & { timeZone?: string | null };
  now: Date;
}) => Promise<void>;

/** Whose message it is: a patient's or a staff member's account. */
export function mailOwner(kind: SessionKind, accountId: string) {
  return kind === 'patient'
    ? { patientAccountId: accountId, staffAccountId: null }
    : { patientAccountId: null, staffAccountId: accountId };
}

/**
 * What plans the "your password was changed" notice to the account's address, due at once, for the
 * scheduler to send (mail-scheduler.ts), after a change (ADR 0086) or a reset (ADR 0087). The
 * organization's name is read first: the plan runs in the password's transaction (`db`), which must not
 * wait on other reads of the database. The reminder setting does not apply, the scheduler skips only
 * reminders. The message belongs to no visit.
 */
export async function preparePasswordChangedMail(kind: SessionKind): Promise<PasswordChangedMailPlan> {
  const { organizationName } = await getBookingPolicy();
  const signInUrl = `${getAppConfig().mail.appUrl}${kind === 'patient' ? '/sign-in' : '/staff/sign-in'}`;
  return async ({ db, account, now }) => {
    const content = renderPasswordChangedMail({
      organizationName,
      timeZone: account.timeZone ?? 'UTC',
      changedAt: now.toISOString(),
      signInUrl,
    });
    const id = newId('msg');
    await db.insert(mailMessages).values({
      id,
      organizationKey: account.organizationKey,
      // Every change is a notice of its own.
      dedupeKey: `password-changed:${id}`,
      kind: 'password-changed',
      ...mailOwner(kind, account.id),
      appointmentId: null,
      recipient: account.email,
      subject: content.subject,
      textBody: content.text,
      htmlBody: content.html,
      calendar: null,
      dueAt: now,
    });
  };
}
