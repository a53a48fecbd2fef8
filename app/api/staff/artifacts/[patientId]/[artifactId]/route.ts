import 'server-only';
import { withRoute } from '@/lib/bff/route-handler';
import { getServiceClient } from '@/lib/bff/service-client';
import { artifactResponse } from '../../../../_lib/artifact-response';
import { staffPatientAction } from '../../../../_lib/staff-access';

export const GET = withRoute<{ patientId: string; artifactId: string }>(async (_request, { params }) => {
  const { patientId, artifactId } = await params;
  return staffPatientAction({
    patientId,
    action: 'patient.artifact.view',
    detail: { artifactId },
    perform: async ({ patient }) =>
      artifactResponse({ client: await getServiceClient(), userId: patient.serviceUserId, artifactId }),
  });
});
