import 'server-only';
import { resetPassword } from '@/lib/bff/accounts/password-reset';
import { passwordResetBodySchema } from '@/lib/contract/bff';
import { clientAddress } from '@/lib/bff/http/client-address';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** Sets a new password with a reset's link or code; signs nobody in (the person signs in next). */
export const POST = withRoute(async (request) => {
  const { kind, token, email, code, password } = await parseJsonBody(request, passwordResetBodySchema);
  await resetPassword({ kind, token, email, code, password, ip: clientAddress(request) });
  return jsonResponse({ kind });
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
