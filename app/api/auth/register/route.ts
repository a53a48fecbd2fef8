import 'server-only';
import { registerPatient } from '@/lib/bff/accounts';
import { registerBodySchema } from '@/lib/contract/bff';
import { summarizePatient } from '@/lib/bff/accounts/current-account';
import { throttleRegistration } from '@/lib/bff/accounts/registration-throttle';
import { clientAddress } from '@/lib/bff/http/client-address';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { startSession } from '@/lib/bff/accounts/session-records';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** Creates a patient account and signs it in; throttled per client address and organization-wide. */
export const POST = withRoute(async (request) => {
  const { email, password, ...profile } = await parseJsonBody(request, registerBodySchema);
  await throttleRegistration({ organizationKey: await getOrganizationKey(), ip: clientAddress(request) });
  const account = await registerPatient({ email, password, profile });
  await startSession({
    accountId: account.id,
    kind: 'patient',
    version: account.sessionVersion,
    userAgent: request.headers.get('user-agent'),
  });
  return jsonResponse(summarizePatient(account), { status: 201 });
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
