import 'server-only';
import { eq } from 'drizzle-orm';
import { DEFAULT_SAFETY_GUIDANCE, safetyGuidanceSchema, type SafetyGuidance } from '@/lib/contract/bff';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { safetyGuidance } from '@/lib/db/app-schema';

/**
 * The guidance the patient app shows with a `guardian` event: the organization's approved text, or the
 * defaults until an admin saves one. A stored value that no longer parses falls back to the defaults
 * rather than leaving a patient in crisis without numbers to call.
 */
export async function getSafetyGuidance(): Promise<SafetyGuidance> {
  const db = await getAppDatabase();
  const [row] = await db
    .select({ guidance: safetyGuidance.guidance })
    .from(safetyGuidance)
    .where(eq(safetyGuidance.organizationKey, await getOrganizationKey()))
    .limit(1);
  const parsed = safetyGuidanceSchema.safeParse(row?.guidance);
  return parsed.success ? parsed.data : DEFAULT_SAFETY_GUIDANCE;
}

export async function saveSafetyGuidance({
  guidance,
  staffAccountId,
}: {
  guidance: SafetyGuidance;
  staffAccountId: string;
}): Promise<SafetyGuidance> {
  const db = await getAppDatabase();
  const organizationKey = await getOrganizationKey();
  const updatedAt = new Date();
  await db
    .insert(safetyGuidance)
    .values({ organizationKey, guidance, updatedAt, updatedByStaffId: staffAccountId })
    .onConflictDoUpdate({
      target: safetyGuidance.organizationKey,
      set: { guidance, updatedAt, updatedByStaffId: staffAccountId },
    });
  return guidance;
}
