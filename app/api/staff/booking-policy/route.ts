import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { getBookingPolicy, saveBookingPolicy } from '@/lib/bff/booking/booking-policy';
import { audited } from '@/lib/bff/staff/staff-access';
import { bookingPolicySchema } from '@/lib/contract/bff';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** The policy in force, for the admin who sets it. */
export const GET = withRoute(async () => {
  await requireStaff({ role: 'admin' });
  return jsonResponse(await getBookingPolicy());
});

/**
 * Replaces the policy; the audit entry keeps the old and the new one. It applies to requests from now on:
 * what was already cancelled or moved stays so, and reminders already planned keep their times.
 */
export const PUT = withRoute(async (request) => {
  const staff = await requireStaff({ role: 'admin' });
  const policy = await parseJsonBody(request, bookingPolicySchema.strict());
  const previous = await getBookingPolicy();
  const saved = await audited({
    staff,
    action: 'booking_policy.update',
    detail: { previous, next: policy },
    perform: () => saveBookingPolicy({ policy, staffAccountId: staff.id }),
  });
  return jsonResponse(saved);
});

export const { HEAD, OPTIONS, POST, PATCH, DELETE } = otherMethods({ GET, PUT });
