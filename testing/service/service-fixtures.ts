import 'server-only';
import { ServiceError } from '@/lib/service/service-error';

/** A user as the service sends it: every field present, absent ones null. */
export const HOMER_USER = {
  id: 'usr_homer/1',
  createdAt: '2026-01-02T03:04:05Z',
  firstName: 'Homer',
  lastName: 'Simpson',
  dateOfBirth: null,
  email: null,
  phoneNumber: null,
  sex: null,
};

/** The ServiceError `promise` rejects with; fails the test on success or on any other rejection. */
export async function captureServiceError(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!ServiceError.isServiceError(error)) throw new Error(`Expected a ServiceError, got ${String(error)}`);
  return error;
}
