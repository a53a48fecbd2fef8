import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { audited } from '@/lib/bff/staff/staff-access';
import { sendStaffPasswordReset } from '@/lib/bff/staff/staff-admin';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** E-mails a staff member a password reset link and code, which the admin never sees (ADR 0090). */
export const POST = withRoute<{ staffId: string }>(async (_request, { params }) => {
  const admin = await requireStaff({ role: 'admin' });
  const { staffId } = await params;
  const sent = await audited({
    staff: admin,
    action: 'staff.password_reset.send',
    detail: { staffId },
    perform: () => sendStaffPasswordReset({ admin, staffId }),
  });
  return jsonResponse({ sentTo: sent.email });
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
