import { authenticate } from '@/lib/bff/accounts';
import { loginBodySchema } from '@/lib/bff/auth-schemas';
import { clientAddress } from '@/lib/bff/client-address';
import { summarizePatient, summarizeStaff } from '@/lib/bff/current-account';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/route-handler';
import { startSession } from '@/lib/bff/session';

export const POST = withRoute(async (request) => {
  const { email, password, kind } = await parseJsonBody(request, loginBodySchema);
  const found = await authenticate({ email, password, kind, ip: clientAddress(request) });
  await startSession({ accountId: found.account.id, kind: found.kind });
  return jsonResponse(
    found.kind === 'patient' ? summarizePatient(found.account) : summarizeStaff(found.account),
  );
});
