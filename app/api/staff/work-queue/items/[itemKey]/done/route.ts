import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';
import { completeWorkQueueItem } from '@/lib/bff/work-queue/queue-actions';
import { emptyResponse } from '@/app/api/_lib/responses';

/** "Done": the safety event acknowledged, the documents reviewed, the patient seen; audited, and announced. */
export const POST = withRoute<{ itemKey: string }>(async (_request, { params }) => {
  const { itemKey } = await params;
  const staff = await requireStaff();
  await completeWorkQueueItem({ staff, itemKey });
  return emptyResponse();
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
