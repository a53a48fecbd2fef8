import 'server-only';
import { authenticate } from '@/lib/bff/accounts';
import { loginBodySchema } from '@/lib/contract/bff';
import { clientAddress } from '@/lib/bff/http/client-address';
import { summarizePatient, summarizeStaff } from '@/lib/bff/accounts/current-account';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { startSession } from '@/lib/bff/accounts/session-records';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const POST = withRoute(async (request) => {
  const { email, password, kind } = await parseJsonBody(request, loginBodySchema);
  const found = await authenticate({ email, password, kind, ip: clientAddress(request) });
  await startSession({
    accountId: found.account.id,
    kind: found.kind,
    version: found.account.sessionVersion,
    userAgent: request.headers.get('user-agent'),
  });
  return jsonResponse(
    found.kind === 'patient' ? summarizePatient(found.account) : summarizeStaff(found.account),
  );
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
