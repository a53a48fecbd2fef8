import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { changePassword } from '@/lib/bff/accounts/password-change';
import { clientAddress } from '@/lib/bff/http/client-address';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';
import { preparePasswordChangedMail } from '@/lib/bff/mail/account-mails';
import { audited } from '@/lib/bff/staff/staff-access';
import { changePasswordBodySchema } from '@/lib/contract/bff';

/**
 * The signed-in staff member's new password: their other sessions end, this one goes on, and the change
 * (or the refused attempt) is in the audit log, and a notice goes to their address (ADR 0086).
 */
export const POST = withRoute(async (request) => {
  const staff = await requireStaff();
  const { currentPassword, newPassword } = await parseJsonBody(request, changePasswordBodySchema);
  const alsoDo = await preparePasswordChangedMail('staff');
  await audited({
    staff,
    action: 'account.password_change',
    perform: () =>
      changePassword({
        kind: 'staff',
        accountId: staff.id,
        currentPassword,
        newPassword,
        ip: clientAddress(request),
        alsoDo,
      }),
  });
  return jsonResponse(null);
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
