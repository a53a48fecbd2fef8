import 'server-only';
import { createStaffAccount, requireStaff } from '@/lib/bff/accounts';
import { newPassword } from '@/lib/bff/crypto/random-values';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { audited } from '@/lib/bff/staff/staff-access';
import { toStaffAccountRow } from '@/lib/bff/staff/staff-admin';
import { readStaffAccounts } from '@/lib/bff/staff/staff-console-reads';
import { inviteStaffBodySchema, type InvitedStaff } from '@/lib/contract/bff';
import { createdResponse } from '@/app/api/_lib/responses';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const GET = withRoute(async () => {
  const admin = await requireStaff({ role: 'admin' });
  return jsonResponse(await readStaffAccounts(admin));
});

/** A new account with a random password, answered once and kept only hashed. */
export const POST = withRoute(async (request) => {
  const admin = await requireStaff({ role: 'admin' });
  const { email, role } = await parseJsonBody(request, inviteStaffBodySchema);
  const oneTimePassword = newPassword();
  const account = await audited({
    staff: admin,
    action: 'staff.invite',
    detail: { email, role },
    perform: () => createStaffAccount({ email, password: oneTimePassword, role }),
  });
  const invited: InvitedStaff = { account: toStaffAccountRow(account), oneTimePassword };
  return createdResponse(invited);
});

export const { HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
