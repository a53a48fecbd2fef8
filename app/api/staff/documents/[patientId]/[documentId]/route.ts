import 'server-only';
import { withRoute } from '@/lib/bff/http/route-handler';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { artifactResponse } from '@/app/api/_lib/artifact-response';
import { staffPatientAction } from '@/lib/bff/staff/staff-access';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const GET = withRoute<{ patientId: string; documentId: string }>(async (_request, { params }) => {
  const { patientId, documentId: artifactId } = await params;
  return staffPatientAction({
    patientId,
    action: 'patient.artifact.view',
    detail: { artifactId },
    perform: async ({ patient }) =>
      artifactResponse({ client: await getServiceClient(), userId: patient.serviceUserId, artifactId }),
  });
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
