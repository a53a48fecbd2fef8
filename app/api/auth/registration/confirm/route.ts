import 'server-only';
import { confirmRegistration } from '@/lib/bff/accounts/registration-confirmation';
import { startRegistrationState } from '@/lib/bff/accounts/registration-state';
import { registrationConfirmBodySchema, type RegistrationConfirmed } from '@/lib/contract/bff';
import { clientAddress } from '@/lib/bff/http/client-address';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/**
 * Confirms an address with the e-mail's link or code (once), and gives this browser the short-lived
 * sealed state that carries the address to the rest of the form (ADR 0088). Signs nobody in.
 */
export const POST = withRoute(async (request) => {
  const { token, email, code } = await parseJsonBody(request, registrationConfirmBodySchema);
  const confirmed = await confirmRegistration({ token, email, code, ip: clientAddress(request) });
  await startRegistrationState({ ...confirmed, confirmedAt: Date.now() });
  const body: RegistrationConfirmed = { email: confirmed.email };
  return jsonResponse(body);
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
