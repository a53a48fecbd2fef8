import 'server-only';
import { requirePatient } from '@/lib/bff/accounts';
import { changePassword } from '@/lib/bff/accounts/password-change';
import { clientAddress } from '@/lib/bff/http/client-address';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { preparePasswordChangedMail } from '@/lib/bff/mail/account-mails';
import { changePasswordBodySchema } from '@/lib/contract/bff';

/**
 * The signed-in patient's new password: their other sessions end, this one goes on, and a notice goes to
 * their address (ADR 0086).
 */
export const POST = withRoute(async (request) => {
  const { account } = await requirePatient();
  const { currentPassword, newPassword } = await parseJsonBody(request, changePasswordBodySchema);
  await changePassword({
    kind: 'patient',
    accountId: account.id,
    currentPassword,
    newPassword,
    ip: clientAddress(request),
    alsoDo: await preparePasswordChangedMail('patient'),
  });
  // Patients have no audit log: a security event is a log line, with the account's id and no address.
  bffLog.info({ event: 'password.changed', kind: 'patient', accountId: account.id }, 'password changed');
  return jsonResponse(null);
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
