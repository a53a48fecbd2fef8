import 'server-only';
import type { Address, User } from '@/lib/contract';
import type { PreferredPharmacy } from '@/lib/contract/bff';
import type { SignedInPatient } from '@/lib/bff/accounts/signed-in-patient';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';

/**
 * A patient's reads of what is on file about them: each is what its route answers, and what the profile and
 * pharmacy pages prefetch (lib/bff/pages/patient-prefetches.ts).
 */

export async function readProfile(patient: SignedInPatient): Promise<User> {
  const client = await getServiceClient();
  return client.getUser({ userId: patient.serviceUserId });
}

/** The address on file, or null when there is none (the route answers that as 404). */
export async function readAddress(patient: SignedInPatient): Promise<Address | null> {
  const client = await getServiceClient();
  return client.getAddress({ userId: patient.serviceUserId });
}

/** The app's own copy (null when none was chosen here); the interface has no read of it. */
export function readPreferredPharmacy(patient: SignedInPatient): PreferredPharmacy | null {
  return patient.account.preferredPharmacy ?? null;
}
