import 'server-only';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import {
  findPatientForStaff,
  recordAudit,
  requireStaff,
  type PatientAccount,
  type StaffAccount,
} from '@/lib/bff/accounts';
import { ApiError } from '@/lib/bff/http/api-error';
import { ServiceError } from '@/lib/service';
import { runForPatient } from '@/lib/bff/records/request-log-patient';
import { loggableError } from '@/lib/logging/loggable-error';

interface AuditEntry {
  staff: StaffAccount;
  action: string;
  patientAccountId?: string | null;
  /** Ids and parameters only, never clinical text. */
  detail?: Record<string, unknown>;
}

function failureStatus(error: unknown): number {
  if (error instanceof ApiError) return error.status;
  if (ServiceError.isServiceError(error)) return error.status;
  return 500;
}

/** The failure is what the browser must hear about; a record that cannot be written is logged instead. */
async function recordFailure(
  { staff, action, patientAccountId = null, detail = {} }: AuditEntry,
  error: unknown,
) {
  try {
    await recordAudit({
      staffAccountId: staff.id,
      action,
      patientAccountId,
      detail: { ...detail, outcome: 'failed', status: failureStatus(error) },
    });
  } catch (auditError) {
    bffLog.error({ action, error: loggableError(auditError) }, 'could not record a failed staff action');
  }
}

/**
 * Runs a staff action and records it, whether it succeeds or fails. On success the answer is released only
 * once the record is written: an action that cannot be audited is not shown to the browser.
 */
export async function audited<T>(
  entry: AuditEntry & { perform: () => Promise<T>; moreDetail?: () => Record<string, unknown> },
): Promise<T> {
  let result: T;
  try {
    result = await entry.perform();
  } catch (error) {
    await recordFailure(entry, error);
    throw error;
  }
  const { staff, action, patientAccountId = null, detail = {} } = entry;
  await recordAudit({
    staffAccountId: staff.id,
    action,
    patientAccountId,
    detail: { ...detail, ...entry.moreDetail?.(), outcome: 'ok' },
  });
  return result;
}

/**
 * A staff action on one patient of the staff member's organization. A patient of another organization is a
 * 404 like an absent one, and the attempt is recorded too.
 */
export async function staffPatientAction<T>({
  patientId,
  action,
  detail = {},
  moreDetail,
  perform,
}: {
  patientId: string;
  action: string;
  detail?: Record<string, unknown>;
  /** Read once the action is done, for what only the action finds out. */
  moreDetail?: () => Record<string, unknown>;
  perform: (context: { staff: StaffAccount; patient: PatientAccount }) => Promise<T>;
}): Promise<T> {
  const staff = await requireStaff();
  let patient: PatientAccount;
  try {
    patient = await findPatientForStaff({ staff, patientId });
  } catch (error) {
    await recordFailure({ staff, action, detail: { ...detail, requestedPatientId: patientId } }, error);
    throw error;
  }
  let serviceRequestIds: string[] = [];
  return audited({
    staff,
    action,
    patientAccountId: patient.id,
    detail,
    // Read once the action is done: the service request ids support hands to the service's operator.
    moreDetail: () => ({
      ...moreDetail?.(),
      ...(serviceRequestIds.length > 0 ? { serviceRequestIds } : {}),
    }),
    perform: async () => {
      const done = await runForPatient(patient.id, () => perform({ staff, patient }));
      serviceRequestIds = done.serviceRequestIds;
      return done.result;
    },
  });
}
