import 'server-only';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { PatientAccount } from '@/lib/bff/accounts';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { patientAccounts } from '@/lib/db/app-schema';

const PAGE_SIZE = 50;

export async function countPatientsOfOrganization(organizationKey: string): Promise<number> {
  const db = await getAppDatabase();
  const [row] = await db
    .select({ total: count() })
    .from(patientAccounts)
    .where(eq(patientAccounts.organizationKey, organizationKey));
  return row?.total ?? 0;
}

/** The organization's patient accounts by id, a page at a time: never all of them in memory at once. */
export async function* patientsOfOrganization(organizationKey: string): AsyncGenerator<PatientAccount> {
  const db = await getAppDatabase();
  let after = '';
  for (;;) {
    const page = await db
      .select()
      .from(patientAccounts)
      .where(and(eq(patientAccounts.organizationKey, organizationKey), gt(patientAccounts.id, after)))
      .orderBy(asc(patientAccounts.id))
      .limit(PAGE_SIZE);
    yield* page;
    if (page.length < PAGE_SIZE) return;
    after = page[page.length - 1]!.id;
  }
}
