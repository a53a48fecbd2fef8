import 'server-only';
import { streamBodyContentIssues, streamBodySchema } from '@/lib/contract';
import { requirePatient } from '@/lib/bff/accounts';
import { createConsultationRecorder, createRelayResponse } from '@/lib/bff/relay';
import { parseJsonBody, withRoute } from '@/lib/bff/route-handler';
import { getServiceClient } from '@/lib/bff/service-client';
import { throwIfContentIssues } from '../../../_lib/request-body';

/**
 * One assistant turn, relayed as SSE. Failures before the stream starts are ordinary JSON errors; after
 * that they arrive as `error` events. The request's signal reaches the service, so a browser that leaves
 * stops the turn upstream too.
 */
export const POST = withRoute<{ chatId: string }>(async (request, { params }) => {
  const { account, serviceUserId } = await requirePatient();
  const { chatId } = await params;
  const body = await parseJsonBody(request, streamBodySchema);
  throwIfContentIssues(streamBodyContentIssues(body));
  const client = await getServiceClient();
  const stream = await client.openChatStream({ userId: serviceUserId, chatId, body, signal: request.signal });
  return createRelayResponse({
    stream,
    recorder: createConsultationRecorder({ patientAccountId: account.id, chatId }),
  });
});
