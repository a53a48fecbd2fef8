import 'server-only';
import { requirePatient } from '@/lib/bff/accounts';
import { withRoute } from '@/lib/bff/http/route-handler';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { artifactResponse } from '@/app/api/_lib/artifact-response';

export const GET = withRoute<{ artifactId: string }>(async (_request, { params }) => {
  const { serviceUserId } = await requirePatient();
  const { artifactId } = await params;
  return artifactResponse({ client: await getServiceClient(), userId: serviceUserId, artifactId });
});
