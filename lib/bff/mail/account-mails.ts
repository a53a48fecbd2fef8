import 'server-only';
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

/**
 * What plans the "your password was changed" notice to a patient's address, due at once, for the
 * scheduler to send (mail-scheduler.ts). The organization's name is read first: the plan runs in the
 * password change's transaction (`db`), which must not wait on other reads of the database. The reminder
 * setting does not apply, the scheduler skips only reminders. The message belongs to no visit: its
 * appointment id is empty.
 */
export async function preparePasswordChangedMail(): Promise<PasswordChangedMailPlan> {
  const { organizationName } = await getBookingPolicy();
  const signInUrl = `${getAppConfig().mail.appUrl}/sign-in`;
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
      patientAccountId: account.id,
      appointmentId: '',
      recipient: account.email,
      subject: content.subject,
      textBody: content.text,
      htmlBody: content.html,
      calendar: null,
      dueAt: now,
    });
  };
}
