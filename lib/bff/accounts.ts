import 'server-only';

/** Accounts, sign-in, guards and the patient's records in the app database: the one entry point. */
export type { PatientAccount, StaffAccount } from './account-types';
export { registerPatient, registrationIdempotencyKey, savePreferredPharmacy } from './patient-accounts';
export type { PatientProfile } from './patient-accounts';
export { createStaffAccount } from './staff-accounts';
export { authenticate, type AuthenticatedAccount } from './authentication';
export { requirePatient, requireStaff, findPatientForStaff } from './account-guards';
export { recordAudit, listAuditForPatient } from './audit-log';
export {
  recordConsultationCompletion,
  recordCallToAction,
  listConsultations,
  type CompletedArtifacts,
  type ConsultationRecord,
} from './consultation-records';
