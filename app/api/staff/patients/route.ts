import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/route-handler';
import { audited } from '../../_lib/staff-access';
import { listPatientsOfOrganization } from '../../_lib/staff-queries';
import { staffPatientsQuerySchema } from '../../_lib/staff-queries-schemas';

export const GET = withRoute(async (request) => {
  const staff = await requireStaff();
  const { page, size } = parseQuery(request, staffPatientsQuerySchema);
  const patients = await audited({
    staff,
    action: 'patients.list',
    detail: { page, size },
    perform: () => listPatientsOfOrganization({ organizationKey: staff.organizationKey, page, size }),
  });
  return jsonResponse(patients);
});
