import 'server-only';
import { authenticate } from '@/lib/bff/accounts';
import { loginBodySchema, type SecondFactorChallenge } from '@/lib/contract/bff';
import { clientAddress } from '@/lib/bff/http/client-address';
import { summarizePatient, summarizeStaff } from '@/lib/bff/accounts/current-account';
import { hasEnabledSecondFactor } from '@/lib/bff/accounts/second-factor';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { startSession } from '@/lib/bff/accounts/session-records';
import { startPendingSignIn } from '@/lib/bff/session/pending-sign-in';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/**
 * The password step of sign-in. An account with two-factor sign-in gets no session here: a short-lived
 * pending state of its own (pending-sign-in.ts) and `secondFactorRequired`, and the code step
 * (`/api/auth/two-factor/verify`) opens the session (ADR 0092).
 */
export const POST = withRoute(async (request) => {
  const { email, password, kind } = await parseJsonBody(request, loginBodySchema);
  const found = await authenticate({ email, password, kind, ip: clientAddress(request) });
  const owner = {
    organizationKey: found.account.organizationKey,
    kind: found.kind,
    accountId: found.account.id,
  };
  if (await hasEnabledSecondFactor(owner)) {
    await startPendingSignIn({
      accountId: found.account.id,
      kind: found.kind,
      version: found.account.sessionVersion,
    });
    const challenge: SecondFactorChallenge = { kind: found.kind, secondFactorRequired: true };
    return jsonResponse(challenge);
  }
  await startSession({
    accountId: found.account.id,
    kind: found.kind,
    version: found.account.sessionVersion,
    userAgent: request.headers.get('user-agent'),
    clientAddress: clientAddress(request),
  });
  return jsonResponse(
    found.kind === 'patient' ? summarizePatient(found.account) : summarizeStaff(found.account),
  );
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
