import 'server-only';
import { REGISTRATION_REQUESTED, requestRegistration } from '@/lib/bff/accounts/registration-confirmation';
import { registrationRequestBodySchema } from '@/lib/contract/bff';
import { clientAddress } from '@/lib/bff/http/client-address';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/**
 * Registration's first step (ADR 0088): 202 with the same answer for any address, an account's or not;
 * the e-mail it plans differs, the page does not. 429 past the throttle.
 */
export const POST = withRoute(async (request) => {
  const { email } = await parseJsonBody(request, registrationRequestBodySchema);
  await requestRegistration({ email, ip: clientAddress(request) });
  return jsonResponse({ message: REGISTRATION_REQUESTED }, { status: 202 });
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
