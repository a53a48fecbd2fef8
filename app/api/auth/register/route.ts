import 'server-only';
import { registerPatient } from '@/lib/bff/accounts';
import { registerBodySchema } from '@/lib/contract/bff';
import { summarizePatient } from '@/lib/bff/accounts/current-account';
import { confirmedAddress } from '@/lib/bff/accounts/registration-details';
import { endRegistrationState } from '@/lib/bff/accounts/registration-state';
import { throttleRegistrationAttempt } from '@/lib/bff/accounts/registration-throttle';
import { clientAddress } from '@/lib/bff/http/client-address';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { startSession } from '@/lib/bff/accounts/session-records';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/**
 * Registration's last step (ADR 0088): the details and password, for the address this browser has
 * confirmed (400 `error.registration.unconfirmed` without one). Creates the account and signs it in;
 * the confirmation's state ends with it.
 */
export const POST = withRoute(async (request) => {
  const confirmed = await confirmedAddress();
  const { password, ...profile } = await parseJsonBody(request, registerBodySchema);
  await throttleRegistrationAttempt({
    db: await getAppDatabase(),
    ip: clientAddress(request),
    now: new Date(),
  });
  const account = await registerPatient({
    email: confirmed.email,
    emailConfirmedAt: new Date(confirmed.confirmedAt),
    password,
    profile,
  });
  await endRegistrationState();
  await startSession({
    accountId: account.id,
    kind: 'patient',
    version: account.sessionVersion,
    userAgent: request.headers.get('user-agent'),
    clientAddress: clientAddress(request),
  });
  return jsonResponse(summarizePatient(account), { status: 201 });
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
