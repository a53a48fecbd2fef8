import 'server-only';
import { PASSWORD_RESET_REQUESTED, requestPasswordReset } from '@/lib/bff/accounts/password-reset';
import { passwordResetRequestBodySchema } from '@/lib/contract/bff';
import { clientAddress } from '@/lib/bff/http/client-address';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** "Forgot your password?": 202 with the same answer for any address; 429 past the throttle. */
export const POST = withRoute(async (request) => {
  const { email, kind } = await parseJsonBody(request, passwordResetRequestBodySchema);
  await requestPasswordReset({ email, kind, ip: clientAddress(request) });
  return jsonResponse({ message: PASSWORD_RESET_REQUESTED }, { status: 202 });
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
