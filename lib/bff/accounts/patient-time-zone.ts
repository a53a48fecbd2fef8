import 'server-only';
import { eq } from 'drizzle-orm';
import { cookies } from 'next/headers';
import { isValidTimeZone } from '@/lib/contract';
import { TIME_ZONE_COOKIE } from '@/lib/client/format-time';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { patientAccounts } from '@/lib/db/app-schema';
import type { PatientAccount } from './account-types';

/**
 * Keeps the zone the patient's browser reports (the cookie the pages set) on their account, so that the
 * e-mails about their visits, staff's changes included, give times as the patient reads them.
 */
export async function rememberPatientTimeZone(
  account: Pick<PatientAccount, 'id' | 'timeZone'>,
): Promise<void> {
  const zone = (await cookies()).get(TIME_ZONE_COOKIE)?.value;
  if (!zone || zone === account.timeZone || !isValidTimeZone(zone)) return;
  const db = await getAppDatabase();
  await db.update(patientAccounts).set({ timeZone: zone }).where(eq(patientAccounts.id, account.id));
}
