import 'server-only';
import type { requirePatient } from '@/lib/bff/accounts/account-guards';

/** Who asks, for a patient's read: the account the guard found and its user in the service. */
export type SignedInPatient = Awaited<ReturnType<typeof requirePatient>>;
