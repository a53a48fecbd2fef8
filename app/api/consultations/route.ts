import 'server-only';
import { requirePatient } from '@/lib/bff/accounts';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { listCompletedConsultations } from '@/lib/bff/records/completed-consultations';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** From the app's own records: the interface has no list of a user's consultations or artifacts. */
export const GET = withRoute(async () => {
  const { account } = await requirePatient();
  return jsonResponse({ items: await listCompletedConsultations(account) });
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
