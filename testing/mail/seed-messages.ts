import { randomUUID } from 'node:crypto';
import type { Database } from '@/lib/db/connection';
import type { MailStatus } from '@/lib/contract/bff';
import { mailMessages, patientAccounts } from '@/lib/db/app-schema';

/** A patient account row, enough for messages to belong to (the scheduler reads only its reminder setting). */
export async function seedPatient(
  db: Database,
  { remindersEnabled = true } = {},
): Promise<{ id: string; email: string }> {
  const id = `pat_${randomUUID()}`;
  const email = `${id}@springfield.test`;
  await db.insert(patientAccounts).values({
    id,
    organizationKey: 'org-test',
    email,
    passwordHash: 'not-a-hash',
    serviceUserId: `usr_${randomUUID()}`,
    remindersEnabled,
  });
  return { id, email };
}

/** `count` reminders due at `dueAt`, as visit-mails.ts plans them. */
export async function seedDueMessages(
  db: Database,
  { count, dueAt, patient }: { count: number; dueAt: Date; patient: { id: string; email: string } },
): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, index) => ({
    id: `msg_${randomUUID()}`,
    organizationKey: 'org-test',
    dedupeKey: `reminder:apt_${index}:${dueAt.toISOString()}:${randomUUID()}`,
    kind: 'reminder' as const,
    patientAccountId: patient.id,
    appointmentId: `apt_${index}`,
    recipient: patient.email,
    subject: `Reminder ${index}`,
    textBody: `Reminder ${index}`,
    htmlBody: `<p>Reminder ${index}</p>`,
    dueAt,
  }));
  await db.insert(mailMessages).values(rows);
  return rows.map((row) => row.id);
}

/** One message as the scheduler leaves it: its status and the times it was planned, due and sent. */
export async function seedSettledMessage(
  db: Database,
  {
    patient,
    status,
    createdAt,
    dueAt = createdAt,
    sentAt = status === 'sent' ? dueAt : null,
  }: {
    patient: { id: string; email: string };
    status: MailStatus;
    createdAt: Date;
    dueAt?: Date;
    sentAt?: Date | null;
  },
): Promise<string> {
  const id = `msg_${randomUUID()}`;
  await db.insert(mailMessages).values({
    id,
    organizationKey: 'org-test',
    dedupeKey: `booked:${id}`,
    kind: 'booked',
    patientAccountId: patient.id,
    appointmentId: `apt_${id}`,
    recipient: patient.email,
    subject: 'Your visit is booked',
    textBody: 'Your visit is booked',
    htmlBody: '<p>Your visit is booked</p>',
    status,
    dueAt,
    sentAt,
    createdAt,
  });
  return id;
}
