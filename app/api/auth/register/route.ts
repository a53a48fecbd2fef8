import { registerPatient } from '@/lib/bff/accounts';
import { registerBodySchema } from '@/lib/bff/auth-schemas';
import { summarizePatient } from '@/lib/bff/current-account';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/route-handler';
import { startSession } from '@/lib/bff/session';

/** Creates a patient account and signs it in. */
export const POST = withRoute(async (request) => {
  const { email, password, ...profile } = await parseJsonBody(request, registerBodySchema);
  const account = await registerPatient({ email, password, profile });
  await startSession({ accountId: account.id, kind: 'patient' });
  return jsonResponse(summarizePatient(account), { status: 201 });
});
