import 'server-only';
import { requirePatient } from '@/lib/bff/accounts';
import { withRoute } from '@/lib/bff/http/route-handler';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { artifactResponse } from '@/app/api/_lib/artifact-response';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const GET = withRoute<{ documentId: string }>(async (_request, { params }) => {
  const { serviceUserId } = await requirePatient();
  const { documentId } = await params;
  // A document is the service's artifact: the interface's word from here on.
  return artifactResponse({ client: await getServiceClient(), userId: serviceUserId, artifactId: documentId });
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
