import 'server-only';
import { eq } from 'drizzle-orm';
import {
  bookingPolicySchema,
  DEFAULT_BOOKING_POLICY,
  type BookingPolicy,
  type PatientBookingPolicy,
} from '@/lib/contract/bff';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { bookingPolicy } from '@/lib/db/app-schema';

/**
 * The policy in force: read on every request, so that a change applies from the next one on, on every
 * instance. A stored value that no longer parses falls back to the defaults (no window).
 */
export async function getBookingPolicy(): Promise<BookingPolicy> {
  const db = await getAppDatabase();
  const [row] = await db
    .select({ policy: bookingPolicy.policy })
    .from(bookingPolicy)
    .where(eq(bookingPolicy.organizationKey, await getOrganizationKey()))
    .limit(1);
  const parsed = bookingPolicySchema.safeParse(row?.policy);
  return parsed.success ? parsed.data : DEFAULT_BOOKING_POLICY;
}

export async function saveBookingPolicy({
  policy,
  staffAccountId,
}: {
  policy: BookingPolicy;
  staffAccountId: string;
}): Promise<BookingPolicy> {
  const db = await getAppDatabase();
  const organizationKey = await getOrganizationKey();
  const updatedAt = new Date();
  await db
    .insert(bookingPolicy)
    .values({ organizationKey, policy, updatedAt, updatedByStaffId: staffAccountId })
    .onConflictDoUpdate({
      target: bookingPolicy.organizationKey,
      set: { policy, updatedAt, updatedByStaffId: staffAccountId },
    });
  return policy;
}

/** The part of the policy a patient is shown. */
export async function patientBookingPolicy(): Promise<PatientBookingPolicy> {
  const { noticeHours, contactText } = await getBookingPolicy();
  return { noticeHours, contactText };
}
