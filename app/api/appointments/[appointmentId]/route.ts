import 'server-only';
import { requirePatient } from '@/lib/bff/accounts';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const GET = withRoute<{ appointmentId: string }>(async (_request, { params }) => {
  const { serviceUserId } = await requirePatient();
  const { appointmentId } = await params;
  const client = await getServiceClient();
  return jsonResponse(await client.getAppointment({ userId: serviceUserId, appointmentId }));
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
