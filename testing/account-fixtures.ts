import { ApiError } from '@/lib/bff/http/api-error';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { hashPassword } from '@/lib/bff/accounts/password';
import { patientAccounts } from '@/lib/db/app-schema';

/**
 * Remote mode on an in-memory app database: the organization key comes from `token`, and nothing
 * reaches a service. Call at the top of a test file, before anything reads the configuration.
 */
export function configureRemoteModeInMemory({ token }: { token: string }): void {
  process.env.SERVICE_BASE_URL = 'https://service.invalid/api/v1';
  process.env.SERVICE_API_TOKEN = token;
  process.env.APP_DATABASE = 'memory';
  process.env.SESSION_SECRET = 'accounts-test-session-secret-0123456789abcdef';
}

/** A patient account straight into the database, as if registered, in any organization. */
export async function insertPatientAccount({
  id,
  email,
  organizationKey,
  password,
}: {
  id: string;
  email: string;
  organizationKey: string;
  password: string;
}): Promise<void> {
  const db = await getAppDatabase();
  await db.insert(patientAccounts).values({
    id,
    organizationKey,
    email,
    passwordHash: await hashPassword(password),
    serviceUserId: `usr_${id}`,
    firstName: 'Marge',
    lastName: 'Simpson',
  });
}

/** The ApiError a promise rejects with; fails the test on anything else. */
export async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}
