import 'server-only';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { staffPatientAction } from '@/lib/bff/staff/staff-access';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** The service's profile and address, with the preferred pharmacy from the app's own copy. */
export const GET = withRoute<{ patientId: string }>(async (_request, { params }) => {
  const { patientId } = await params;
  const profile = await staffPatientAction({
    patientId,
    action: 'patient.profile.view',
    perform: async ({ patient }) => {
      const client = await getServiceClient();
      const [user, address] = await Promise.all([
        client.getUser({ userId: patient.serviceUserId }),
        client.getAddress({ userId: patient.serviceUserId }),
      ]);
      return {
        patient: { id: patient.id, email: patient.email, createdAt: patient.createdAt.toISOString() },
        user,
        address,
        preferredPharmacy: patient.preferredPharmacy ?? null,
      };
    },
  });
  return jsonResponse(profile);
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
