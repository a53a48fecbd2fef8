import 'server-only';
import { streamBodyContentIssues } from '@/lib/contract';
import { browserStreamBodySchema } from '@/lib/contract/bff';
import { requirePatient } from '@/lib/bff/accounts';
import { createConsultationRecorder, createRelayResponse, takePatientStreamSlot } from '@/lib/bff/relay';
import { parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { throwIfContentIssues } from '@/lib/bff/http/request-body';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/**
 * One assistant turn, relayed as SSE. Failures before the stream starts are ordinary JSON errors; after
 * that they arrive as `error` events. The request's signal reaches the service, so a browser that leaves
 * stops the turn upstream too. The browser's body never carries prompt context (422 if it tries). A
 * patient holds at most a few streams at once (ADR 0080): the next is 429 before the service is called.
 */
export const POST = withRoute<{ chatId: string }>(async (request, { params }) => {
  const { account, serviceUserId } = await requirePatient();
  const { chatId } = await params;
  // messagePromptContext is refused here: only a server-side source may add it to `body.userEvent`.
  const body = await parseJsonBody(request, browserStreamBodySchema);
  throwIfContentIssues(streamBodyContentIssues(body));
  const client = await getServiceClient();
  const organizationKey = await getOrganizationKey();
  const releaseSlot = takePatientStreamSlot(account.id);
  let stream;
  try {
    stream = await client.openChatStream({ userId: serviceUserId, chatId, body, signal: request.signal });
  } catch (error) {
    // Refused or never answered (the browser left, the service failed): no stream holds the slot.
    releaseSlot();
    throw error;
  }
  return createRelayResponse({
    stream,
    recorder: createConsultationRecorder({
      organizationKey,
      patientAccountId: account.id,
      chatId,
      readNewestMessages: async (size) =>
        (
          await client.listMessages({
            userId: serviceUserId,
            chatId,
            query: { page: 1, size, orderBy: '-createdAt' },
          })
        ).items,
    }),
    deadlines: getAppConfig().relayDeadlines,
    onEnded: releaseSlot,
  });
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
