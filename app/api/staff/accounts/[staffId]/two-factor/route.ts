import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';
import { audited } from '@/lib/bff/staff/staff-access';
import { resetStaffSecondFactor } from '@/lib/bff/staff/staff-second-factor-reset';

/** An admin resets another staff member's two-factor sign-in (a lost device); audited. */
export const DELETE = withRoute<{ staffId: string }>(async (_request, { params }) => {
  const admin = await requireStaff({ role: 'admin' });
  const { staffId } = await params;
  let hadSecondFactor = false;
  await audited({
    staff: admin,
    action: 'account.two_factor.reset_by_admin',
    detail: { staffId },
    moreDetail: () => ({ hadSecondFactor }),
    perform: async () => {
      ({ hadSecondFactor } = await resetStaffSecondFactor({ admin, staffId }));
    },
  });
  return jsonResponse({ hadSecondFactor });
});

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH } = otherMethods({ DELETE });
