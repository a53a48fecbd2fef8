import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { audited } from '@/lib/bff/staff/staff-access';
import { updateStaffAccount } from '@/lib/bff/staff/staff-admin';
import { updateStaffBodySchema } from '@/lib/contract/bff';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/**
 * Changes another account's role, or disables it (its sessions end at once and its password is void) or
 * enables it (its owner is e-mailed a password reset; ADR 0090).
 */
export const PATCH = withRoute<{ staffId: string }>(async (request, { params }) => {
  const admin = await requireStaff({ role: 'admin' });
  const { staffId } = await params;
  const { role, disabled } = await parseJsonBody(request, updateStaffBodySchema);
  let passwordResetSent = false;
  const { account } = await audited({
    staff: admin,
    action: 'staff.update',
    detail: { staffId, role: role ?? null, disabled: disabled ?? null },
    moreDetail: () => ({ passwordResetSent }),
    perform: async () => {
      const update = await updateStaffAccount({ admin, staffId, role, disabled });
      passwordResetSent = update.passwordResetSent;
      return update;
    },
  });
  return jsonResponse(account);
});

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE } = otherMethods({ PATCH });
