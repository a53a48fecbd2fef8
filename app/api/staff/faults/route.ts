import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { audited } from '@/lib/bff/staff/staff-access';
import { callServiceFaults } from '@/lib/bff/staff/service-faults';
import { faultSettingsSchema } from '@/lib/contract/bff';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** The embedded service's fault knobs, for admins; 404 in remote mode, where there are none. */
export const GET = withRoute(async () => {
  await requireStaff({ role: 'admin' });
  return jsonResponse(await callServiceFaults('GET'));
});

export const PUT = withRoute(async (request) => {
  const admin = await requireStaff({ role: 'admin' });
  const changes = await parseJsonBody(request, faultSettingsSchema.partial());
  const settings = await audited({
    staff: admin,
    action: 'faults.update',
    detail: { changes },
    perform: () => callServiceFaults('PUT', changes),
  });
  return jsonResponse(settings);
});

/** Every fault off. */
export const DELETE = withRoute(async () => {
  const admin = await requireStaff({ role: 'admin' });
  const settings = await audited({
    staff: admin,
    action: 'faults.reset',
    perform: () => callServiceFaults('DELETE'),
  });
  return jsonResponse(settings);
});

export const { HEAD, OPTIONS, POST, PATCH } = otherMethods({ GET, PUT, DELETE });
