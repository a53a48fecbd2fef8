import { randomUUID } from 'node:crypto';
import type { Database } from '@/lib/db/connection';
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
