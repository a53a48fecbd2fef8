import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/http/route-handler';
import { audited } from '@/lib/bff/staff/staff-access';
import { listPatientsOfOrganization } from '@/lib/bff/staff/staff-queries';
import { staffPatientsQuerySchema } from '@/lib/contract/bff';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const GET = withRoute(async (request) => {
  const staff = await requireStaff();
  const { page, size, q } = parseQuery(request, staffPatientsQuerySchema);
  const patients = await audited({
    staff,
    action: 'patients.list',
    detail: { page, size, searched: Boolean(q) },
    perform: () => listPatientsOfOrganization({ organizationKey: staff.organizationKey, q, page, size }),
  });
  return jsonResponse(patients);
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
