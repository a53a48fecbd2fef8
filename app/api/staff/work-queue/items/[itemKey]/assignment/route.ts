import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';
import { assignWorkQueueItem } from '@/lib/bff/work-queue/queue-actions';
import { workQueueAssignBodySchema } from '@/lib/contract/bff';
import { emptyResponse } from '@/app/api/_lib/responses';

/** "I'll take it" (no `staffId`, or the caller's), or an admin's reassignment; audited, and announced. */
export const POST = withRoute<{ itemKey: string }>(async (request, { params }) => {
  const { itemKey } = await params;
  const staff = await requireStaff();
  const { staffId } = await parseJsonBody(request, workQueueAssignBodySchema);
  await assignWorkQueueItem({ staff, itemKey, staffId });
  return emptyResponse();
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
