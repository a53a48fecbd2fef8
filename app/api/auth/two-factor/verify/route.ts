import 'server-only';
import { secondFactorProofBodySchema } from '@/lib/contract/bff';
import { completeSecondFactorSignIn } from '@/lib/bff/accounts/second-factor-sign-in';
import { clientAddress } from '@/lib/bff/http/client-address';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** The code step of sign-in: a current code or a recovery code, after the password step (ADR 0092). */
export const POST = withRoute(async (request) => {
  const proof = await parseJsonBody(request, secondFactorProofBodySchema);
  return jsonResponse(
    await completeSecondFactorSignIn({
      proof,
      ip: clientAddress(request),
      userAgent: request.headers.get('user-agent'),
    }),
  );
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
