import 'server-only';

/** Accounts, sign-in, guards and the patient's records in the app database: the one entry point. */
export type { PatientAccount, StaffAccount } from '@/lib/bff/accounts/account-types';
export {
  registerPatient,
  registrationIdempotencyKey,
  savePreferredPharmacy,
} from '@/lib/bff/accounts/patient-accounts';
export type { PatientProfile } from '@/lib/bff/accounts/patient-accounts';
export { createStaffAccount } from '@/lib/bff/staff/staff-accounts';
export { authenticate, type AuthenticatedAccount } from '@/lib/bff/accounts/authentication';
export { requirePatient, requireStaff, findPatientForStaff } from '@/lib/bff/accounts/account-guards';
export { recordAudit, listAuditForPatient } from '@/lib/bff/records/audit-log';
export {
  recordConsultationCompletion,
  recordCallToAction,
  listConsultations,
  type CompletedArtifacts,
  type ConsultationRecord,
} from '@/lib/bff/records/consultation-records';
