import 'server-only';
import type { patientAccounts, staffAccounts } from '@/lib/db/app-schema';

export type PatientAccount = typeof patientAccounts.$inferSelect;
export type StaffAccount = typeof staffAccounts.$inferSelect;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
