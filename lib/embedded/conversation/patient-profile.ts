import type { users } from '@/lib/db/embedded-schema';
import type { PatientDetails } from '@/lib/embedded/engine';

/** What the documents may say about the patient: the profile on file, nothing more. */
export function toPatientProfile(user: typeof users.$inferSelect): PatientDetails {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    dateOfBirth: user.dateOfBirth,
    sex: user.sex,
  };
}
