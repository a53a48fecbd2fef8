import 'server-only';
import { and, eq } from 'drizzle-orm';
import { ERROR_CODES, type CreateUserBodyInput } from '@/lib/contract';
import type { PreferredPharmacy } from '@/lib/contract/bff';
import { patientAccounts } from '@/lib/db/app-schema';
import { ServiceError } from '@/lib/service';
import { accountExists, assertPasswordAcceptable } from '@/lib/bff/accounts/account-errors';
import { normalizeEmail, type PatientAccount } from '@/lib/bff/accounts/account-types';
import { forgetAccount } from '@/lib/bff/accounts/account-cache';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { hashPassword } from '@/lib/bff/accounts/password';
import { newId } from '@/lib/bff/crypto/random-values';
import { sha256Hex } from '@/lib/bff/crypto/sha256';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { getOrganizationKey } from '@/lib/bff/service/service-target';

export type PatientProfile = Omit<CreateUserBodyInput, 'email'>;

/** Service errors on creating the user that mean, to the person registering, that the account exists. */
const ACCOUNT_EXISTS_CODES: ReadonlySet<string> = new Set([
  ERROR_CODES.userConflict,
  ERROR_CODES.idempotencyConflict,
]);

/**
 * The same registration details give the same key, so that a registration whose service user was
 * created but whose account was not (a crash between the two) can be retried: the service replays the
 * creation instead of refusing the e-mail address as taken.
 */
export function registrationIdempotencyKey({
  organizationKey,
  email,
  profile,
}: {
  organizationKey: string;
  email: string;
  profile: PatientProfile;
}): string {
  const { firstName, lastName, dateOfBirth, phoneNumber, sex } = profile;
  const digest = sha256Hex(
    JSON.stringify([organizationKey, email, firstName, lastName, dateOfBirth, phoneNumber, sex]),
  );
  return `register-${digest}`;
}

export async function findPatientByEmail({
  organizationKey,
  email,
}: {
  organizationKey: string;
  email: string;
}) {
  const db = await getAppDatabase();
  const [account] = await db
    .select()
    .from(patientAccounts)
    .where(
      and(
        eq(patientAccounts.organizationKey, organizationKey),
        eq(patientAccounts.email, normalizeEmail(email)),
      ),
    )
    .limit(1);
  return account;
}

/**
 * Creates the service user, then the account that signs in as it, for an address its owner has
 * confirmed (ADR 0088): `emailConfirmedAt` is when.
 */
export async function registerPatient({
  email: rawEmail,
  emailConfirmedAt,
  password,
  profile,
}: {
  email: string;
  emailConfirmedAt: Date;
  password: string;
  profile: PatientProfile;
}): Promise<PatientAccount> {
  const email = normalizeEmail(rawEmail);
  assertPasswordAcceptable(password, { email, firstName: profile.firstName, lastName: profile.lastName });
  const organizationKey = await getOrganizationKey();
  // Hashed before the check, so that "exists" takes as long as "created" would to get this far.
  const passwordHash = await hashPassword(password);
  if (await findPatientByEmail({ organizationKey, email })) throw accountExists();

  const client = await getServiceClient();
  let user;
  try {
    user = await client.createUser({
      body: { ...profile, email },
      idempotencyKey: registrationIdempotencyKey({ organizationKey, email, profile }),
    });
  } catch (error) {
    // The address (or phone number) is taken, or a concurrent registration with the same details holds
    // the same idempotency key: either way these details cannot make a new account now.
    if (ServiceError.isServiceError(error) && ACCOUNT_EXISTS_CODES.has(error.code)) throw accountExists();
    throw error;
  }

  const db = await getAppDatabase();
  const [account] = await db
    .insert(patientAccounts)
    .values({
      id: newId('pat'),
      organizationKey,
      email,
      passwordHash,
      serviceUserId: user.id,
      firstName: user.firstName ?? profile.firstName ?? null,
      lastName: user.lastName ?? profile.lastName ?? null,
      emailConfirmedAt,
    })
    .onConflictDoNothing()
    .returning();
  // A concurrent registration of the same address won.
  if (!account) throw accountExists();
  return account;
}

export async function findPatientAccount({ organizationKey, id }: { organizationKey: string; id: string }) {
  const db = await getAppDatabase();
  const [account] = await db
    .select()
    .from(patientAccounts)
    .where(and(eq(patientAccounts.organizationKey, organizationKey), eq(patientAccounts.id, id)))
    .limit(1);
  return account;
}

/** NOTE: the interface can set the preferred pharmacy but not read it back, so this copy is the only one. */
export async function savePreferredPharmacy({
  patientAccountId,
  pharmacy,
}: {
  patientAccountId: string;
  pharmacy: PreferredPharmacy | null;
}) {
  const db = await getAppDatabase();
  await db
    .update(patientAccounts)
    .set({ preferredPharmacy: pharmacy })
    .where(eq(patientAccounts.id, patientAccountId));
  forgetAccount({ kind: 'patient', accountId: patientAccountId });
}
